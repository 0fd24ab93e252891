#pragma once

#include "model/results/results.h"
#include "model/timeseries.h"

#include <QJsonObject>

#include <cstdint>
#include <optional>

namespace ds {

// AnandTech's performance consistency: optionally fill the target sequentially, then 4 KiB random
// writes at QD32 for a set time, kept as IOPS per interval; the score is the last part's (by default
// the last third) average IOPS and average ÷ standard deviation.
struct ConsistencyPlan {
    bool fill = false; // write the whole region sequentially first (128 KiB, QD32), as a used drive is
    double durationSeconds = 60;
    uint32_t blockBytes = 4096;
    unsigned queueDepth = 32;
    unsigned jobs = 1;
    std::vector<unsigned> cpus;
    double intervalSeconds = 1;
    double scoredFraction = 1.0 / 3; // the last part of the run that is scored, 0.05 … 1
    uint64_t regionOffset = 0;
    uint64_t regionLength = 0; // 0: to the end of the target
    uint64_t seed = 1;
    DataPattern data = DataPattern::Random;

    static constexpr uint32_t kFillBlockBytes = 128 * 1024;
    static constexpr unsigned kFillQueueDepth = 32;

    // The random writes, and the sequential fill before them.
    WorkloadSpec loadSpec() const;
    WorkloadSpec fillSpec() const;
    // "4 KiB random write, QD32, 60 s, last third scored"; English or the window's language.
    QString describe(bool translated = false) const;
    // Throws UserError naming the setting.
    void validate() const;
    QJsonObject toJson() const;
    static ConsistencyPlan fromJson(const QJsonObject& object); // throws UserError naming the field
};

// The scored part's figures and where it begins (seconds into the load).
struct ConsistencyScore {
    double fromSeconds = 0;
    SeriesStatistics scored;
    SeriesStatistics whole;
};

struct ConsistencyResult {
    ConsistencyPlan plan;
    TargetInfo target;
    QString engine;
    QString fioCommand; // the random writes' (the load's own, kept once here as every result keeps it)
    std::optional<WorkloadResult> fill; // where the plan filled first
    WorkloadResult load;
    bool cancelled = false;

    // The load's series (its one repeat); empty before it ran.
    const TimeSeries& series() const;
    // Derived from the series, so it is always the series' own.
    ConsistencyScore score() const;
    QJsonObject toJson() const;
    static ConsistencyResult fromJson(const QJsonObject& object); // throws UserError naming the field
};

// The scored part's figures of `series`: intervals from (1 − scoredFraction) of its length on.
ConsistencyScore consistencyScore(const TimeSeries& series, double scoredFraction);
// 0.333 → "last third", 0.5 → "last half", 0.25 → "last quarter", 0.1 → "last 10 %", 1 → "whole run".
QString describeScoredPart(double scoredFraction, bool translated = false);
// "1/3", "0.25", "25%" → a fraction of the run, 0.05 to 1; throws UserError.
double parseScoredFraction(const QString& text);

} // namespace ds
