#pragma once

#include "model/displayunit.h"
#include "model/results/sweepresult.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <optional>
#include <vector>

namespace ds {

// An IOMeter access specification: a block-size mix, a read share, a random share and an
// alignment, run at several load levels (outstanding I/Os).
struct PatternSpec {
    QString name;
    std::vector<BlockSizeShare> blockSizes;
    unsigned readPercent = 100;
    unsigned randomPercent = 100;
    uint32_t alignment = 0; // 0: each request on a multiple of its own size, as IOMeter's default
    std::vector<unsigned> loads { 1, 4, 16, 64, 256 };

    // Loads that count towards the rating: 256 outstanding I/Os is shown but left out, since a
    // queue that deep says more about caching than about the work a drive really gets.
    static constexpr unsigned kRatedLoadLimit = 64;

    // `timing` supplies the duration, warm-up, repeats, seed and region; the pattern the rest.
    WorkloadSpec workload(const WorkloadSpec& timing) const;
    QJsonObject toJson() const;
    // One pattern as toJson() writes it; throws UserError naming the bad field.
    static PatternSpec fromJson(const QJsonObject& object);

    // FileServer, WebServer, Database and Workstation with the mixes of the classic reviews.
    static std::vector<PatternSpec> builtIns();
    // By name, case-insensitive; throws UserError naming the built-ins when there is none.
    static PatternSpec builtIn(const QString& name);
    static std::vector<PatternSpec> fromJson(const QByteArray& json, const QString& origin);
};

struct PatternResult {
    PatternSpec pattern;
    SweepResult sweep; // one point per load

    // Mean IOPS over the pattern's loads up to kRatedLoadLimit; none unless every one of them was
    // measured to its end (a skipped or cancelled pattern has no rating, not a rating of 0 or one over
    // the loads it reached).
    std::optional<double> rating() const;
    // The rating in a display unit: the mean over the same loads of each load's figure in it (as the
    // pattern table shows the load); in IOPS the rating itself.
    std::optional<double> ratingIn(DisplayUnit unit) const;
    // Why there is no rating (the first skipped load's reason, or that it was cancelled); empty when
    // there is one.
    QString unratedReason() const;
    QJsonObject toJson() const; // without the target, which the suite holds once
    static PatternResult fromJson(const QJsonObject& object);
};

struct PatternSuiteResult {
    TargetInfo target;
    QString startedAt;
    std::vector<PatternResult> patterns;
    bool cancelled = false;
    QJsonObject toJson() const;
    static PatternSuiteResult fromJson(const QJsonObject& object);
};

// "access patterns WebServer (R95 %, 100 % random, mixed-size, loads 1 … 256), …, 2 s per load": a
// suite's plan in words, each pattern with its mix, for the run picker, dialogs, compare and reports.
QString describePatternSuite(const std::vector<PatternSpec>& patterns, double secondsPerLoad, bool translated = false);

// The sweep each pattern runs; throws UserError naming the pattern whose settings cannot run. The
// CLI and the window check their plans with it before opening a target.
std::vector<SweepPlan> patternSweepPlans(const std::vector<PatternSpec>& patterns, const WorkloadSpec& timing);

} // namespace ds
