#pragma once

#include "model/results/results.h"
#include "model/workload.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <atomic>
#include <functional>
#include <optional>
#include <vector>

namespace ds {

// CrystalDiskMark's default set: sequential 1 MiB at QD8 and QD1, random 4 KiB at QD32 and QD1,
// each read and then written, one thread.
struct QuickSuiteEntry {
    QString name; // "SEQ1M Q8T1"
    WorkloadSpec read;
    WorkloadSpec write;
};

std::vector<QuickSuiteEntry> quickSuiteEntries(double secondsPerTest, unsigned repeats, uint64_t seed);

// How the repeats of a test become its figure: the best one (CrystalDiskMark's way) or their mean.
enum class RepeatSummary { Best, Mean };

struct QuickSuiteOptions {
    double secondsPerTest = 5;
    unsigned repeats = 5;
    double intervalSeconds = 1; // idle time between repeats, so that a drive's cache can drain
    RepeatSummary summary = RepeatSummary::Best;
    bool writes = true;
    uint64_t seed = 1;
    // Every test's jobs (CrystalDiskMark's T), their CPUs and the test data, as WorkloadSpec's.
    unsigned jobs = 1;
    std::vector<unsigned> cpus;
    DataPattern data = DataPattern::Random;
    // Which tests to run, by name ("SEQ1M Q1T1"), in the suite's order; empty: all of them. One
    // test can be run again without the others, as CrystalDiskMark's buttons do.
    QStringList tests;

    bool includes(const QString& name) const { return tests.isEmpty() || tests.contains(name); }
};

// One test's figures after the repeats were summarised.
struct QuickFigure {
    double megabytesPerSecond = 0;
    double iops = 0;
    double meanLatencyUs = 0;
};

struct QuickSuiteRow {
    QString name;
    std::optional<WorkloadResult> read;
    std::optional<WorkloadResult> write;
};

struct QuickSuiteResult {
    QuickSuiteOptions options;
    TargetInfo target;
    QString engine;
    QString startedAt;
    std::vector<QuickSuiteRow> rows;
    bool cancelled = false;

    QuickFigure figure(const WorkloadResult& result) const { return figureOf(result, options.summary); }
    static QuickFigure figureOf(const WorkloadResult& result, RepeatSummary summary);
    // A plain-text block to paste into a forum post, laid out like CrystalDiskMark's text export.
    QString summaryText() const;
    QJsonObject toJson() const;
    static QuickSuiteResult fromJson(const QJsonObject& object); // throws UserError naming the bad field
};

} // namespace ds
