#pragma once

#include "model/displayunit.h"
#include "model/results/results.h"
#include "run/benchmarks/runcontext.h"
#include "run/benchmarks/workloadrunner.h"

#include "commandline.h"
#include <QJsonObject>
#include <QString>

#include <cstdio>
#include <string>

namespace ds::cli {

enum class OutputFormat { Table, Json, Csv };

// A QString as fmt prints it: UTF-8.
inline std::string u8(const QString& text) { return text.toStdString(); }

// Versions of everything that shapes a figure: DriveScope, Qt, liburing and the kernel.
QJsonObject versionsJson();

// The headline figures of a table (MB/s or GB/s, IOPS, the mean latency) in the order --unit puts them
// (displayOrder), each right-aligned in its width. Latencies are written with their own unit ("12.3 µs",
// "4.56 ms"), or, where the unit is µs, as µs figures under titles that say so ("p99 µs").
class FigureColumns {
public:
    explicit FigureColumns(DisplayUnit unit, int throughputWidth = 9, int iopsWidth = 11, int latencyWidth = 11);
    DisplayUnit unit() const { return m_unit; }
    // "MB/s IOPS mean", "IOPS MB/s mean", "mean µs MB/s IOPS" …; `first` and `count` pick some of
    // them (the first alone, the rest), so a table can put a column of its own between.
    std::string titles(size_t first = 0, size_t count = 3) const;
    // One row's figures, `mark` after each (kUnconfirmedMark where the drive did not confirm them).
    std::string cells(const DisplayFigures& figures, const char* mark, size_t first = 0, size_t count = 3) const;
    std::string latency(double ns) const;
    std::string latencyTitle(const char* name) const;
    // A spread of the unit's figure, with the unit's decimals in a table ("12.3", "0.012", "3004").
    std::string figure(double value) const;
    int decimals(DisplayUnit unit) const;

private:
    DisplayUnit m_unit;
    int m_throughputWidth;
    int m_iopsWidth;
    int m_latencyWidth;
};

void printResultTable(
    const WorkloadResult& result, DisplayUnit unit = DisplayUnit::MegabytesPerSecond, std::FILE* out = stdout);
void printResultCsv(const WorkloadResult& result, bool header = true, std::FILE* out = stdout);

// A figure with `decimals` places, followed by the mark (kUnconfirmedMark) where `result`'s drive did
// not confirm it: "512.3†".
std::string markedFigure(double value, int decimals, const WorkloadResult& result);

// "12.3 µs", "4.56 ms", "1.2 s"
QString formatLatency(double ns);
// Decimal, as drives are sold: "500.1 GB"
QString formatDecimalSize(uint64_t bytes);

// A one-line progress bar on stderr, drawn only when stderr is a terminal: the sink of a benchmark's
// run context, or fed by hand.
class ProgressLine : public RunSink {
public:
    explicit ProgressLine(QString label);
    ~ProgressLine() override;
    void progress(const RunProgressReport& report) override;
    void updateFraction(double fraction, const QString& what);
    void finish();
    // A run's context with this line as its sink, or with none where --no-progress was given.
    RunContext context(const CommandLine& parser, const std::atomic<bool>& cancel);

private:
    QString m_label;
    bool m_enabled;
    bool m_drawn = false;
    uint64_t m_startNs;
};

} // namespace ds::cli
