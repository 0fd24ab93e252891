#pragma once

#include "model/results/results.h"
#include "run/benchmarks/runcontext.h"
#include "run/benchmarks/workloadrunner.h"

#include <QCommandLineParser>
#include <QJsonObject>
#include <QString>

#include <cstdio>

namespace ds::cli {

enum class OutputFormat { Table, Json, Csv };

// Versions of everything that shapes a figure: DriveScope, Qt, liburing and the kernel.
QJsonObject versionsJson();

void printResultTable(const WorkloadResult& result, std::FILE* out = stdout);
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
    RunContext context(const QCommandLineParser& parser, const std::atomic<bool>& cancel);

private:
    QString m_label;
    bool m_enabled;
    bool m_drawn = false;
    uint64_t m_startNs;
};

} // namespace ds::cli
