#pragma once

#include "model/displayunit.h"
#include "model/quickprofile.h"
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

// How the repeats of a test become its figure: the best one (CrystalDiskMark's way) or their mean.
enum class RepeatSummary { Best, Mean };

// The quick suite's settings. The defaults are CrystalDiskMark 8's and its Default profile's; a front end
// fills them from the chosen profile's defaults (quickProfileSpec) where the user sets nothing.
struct QuickSuiteOptions {
    QuickProfile profile = QuickProfile::Default; // which rows run
    double secondsPerTest = 5; // CrystalDiskMark's measure time
    unsigned repeats = 5; // CrystalDiskMark's count
    double intervalSeconds = 5; // idle time before each run, so that a drive's cache can drain
    // The region at the target's start the rows work on (CrystalDiskMark's test size), cut to the
    // target's size; 0: the whole target (results from before test sizes were kept).
    uint64_t testBytes = kQuickDefaultTestBytes;
    RepeatSummary summary = RepeatSummary::Best;
    bool writes = true;
    uint64_t seed = 1;
    // Jobs of every test (CrystalDiskMark's T); 0: each row's own, the profile's. Their CPUs and the
    // test data, as WorkloadSpec's.
    unsigned jobs = 0;
    std::vector<unsigned> cpus;
    DataPattern data = DataPattern::Random;
    // Set: a read & write mix row at the end (CrystalDiskMark's Mix mode), this share of its requests reads.
    std::optional<unsigned> mixReadPercent;
    QString comment; // a line the user wrote, carried into the text report as CrystalDiskMark's comment
    // Which tests to run, by name ("SEQ1M Q1T1"), in the suite's order; empty: all of them. One
    // test can be run again without the others, as CrystalDiskMark's buttons do.
    QStringList tests;

    bool includes(const QString& name) const { return tests.isEmpty() || tests.contains(name); }
    // "Default, 1 GiB, 5 s × 5 runs, best run, mix 70 % read, only SEQ1M Q8T1": the safety dialog's,
    // the run picker's and the saved run's words alike.
    QString describe(bool translated = false) const;
    // The options with the profile's measure time, count, interval and test size.
    static QuickSuiteOptions forProfile(QuickProfile profile);
};

// One row of the suite: its read and write workloads, or (the mix row) one mixed workload.
struct QuickSuiteEntry {
    QString name; // "SEQ1M Q8T1", "MIX RND4K Q32T1"
    WorkloadSpec read;
    WorkloadSpec write;
    std::optional<WorkloadSpec> mix; // set for the mix row, which runs this instead of read and write
};

// The rows `options` runs, every one of them (options.tests is not applied), each spec with the
// options' settings and, unless options.jobs says otherwise, its row's threads.
std::vector<QuickSuiteEntry> quickSuiteEntries(const QuickSuiteOptions& options);
// The Default profile's rows at these settings.
std::vector<QuickSuiteEntry> quickSuiteEntries(double secondsPerTest, unsigned repeats, uint64_t seed);

// One test's figures after the repeats were summarised.
using QuickFigure = DisplayFigures;

struct QuickSuiteRow {
    QString name;
    std::optional<WorkloadResult> read;
    std::optional<WorkloadResult> write;
    std::optional<WorkloadResult> mix; // the mix row's only result
    // Which run measured each cell, by its startedAt, where that is not the result's own: a row run
    // again keeps the other rows' figures from the run before (mergeQuickSuiteRerun). Empty: this result's.
    QString readFrom;
    QString writeFrom;
    QString mixFrom;
};

// Where a suite another program ran came from: its text report (model/reportimport).
struct QuickSuiteSource {
    QString program; // "CrystalDiskMark 8.0.4 x64", "KDiskMark 3.2.0"
    QString os; // as the report names it: "Windows 11  [10.0 Build 22631] (x64)"
    QString date; // as the report wrote it, the reporting machine's local time
    QString megabyte; // what the report's MB is where it is not 1,000,000 bytes: "KDiskMark's MB = 1,024,000 bytes"
    QStringList lines; // the report's closing lines as it wrote them ("Test: 1 GiB (x5) [C: 4% (79/1862GiB)]")
    QJsonObject toJson() const;
    static QuickSuiteSource fromJson(const QJsonObject& object);
};

struct QuickSuiteResult {
    QuickSuiteOptions options;
    TargetInfo target;
    QString engine;
    QString startedAt;
    std::vector<QuickSuiteRow> rows;
    bool cancelled = false;
    // Set for a suite read from another program's report; its figures are that program's.
    std::optional<QuickSuiteSource> source;

    // The test size the rows worked on: options.testBytes cut to the target, the target for 0.
    uint64_t testBytesUsed() const;
    QuickFigure figure(const WorkloadResult& result) const { return figureOf(result, options.summary); }
    // A figure the result does not hold is NaN, never 0: the IOPS of a pass that counted bytes but no
    // I/Os, the µs of one that counted I/Os but kept no latency (a report's cell its layout lacks).
    static QuickFigure figureOf(const WorkloadResult& result, RepeatSummary summary);
    // A plain-text block to paste into a forum post, laid out like CrystalDiskMark's text export: each
    // test's figure in `unit` first, the other two after it ("12.3 MB/s [3003.4 IOPS] <10.65 us>").
    // The JSON's text is in MB/s.
    // `os`: the machine the run was on (HostFacts::osLine of its session); an imported report has its own.
    QString summaryText(DisplayUnit unit = DisplayUnit::MegabytesPerSecond, const QString& os = QString()) const;
    QJsonObject toJson() const;
    static QuickSuiteResult fromJson(const QJsonObject& object); // throws UserError naming the bad field
};

// A run of some rows (`rerun`, options.tests set) merged into the grid that was shown before it
// (`before`, of the same target and profile): per cell the rerun's figure where it measured one, else
// the one before, which keeps the startedAt of the run that measured it (QuickSuiteRow::readFrom …).
// Rows in `order` ("SEQ1M Q8T1" …), those no run measured left out; options.tests names the rows kept,
// empty when all are. The rerun's startedAt, target and settings stay the result's.
QuickSuiteResult mergeQuickSuiteRerun(const QuickSuiteResult& before, QuickSuiteResult rerun, const QStringList& order);

} // namespace ds
