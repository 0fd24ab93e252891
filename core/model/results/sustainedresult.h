#pragma once

#include "model/targetinfo.h"

#include <QJsonObject>
#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

namespace ds {

// A long sequential write with its rate sampled as it goes. SSDs write into a fast cache (SLC, DRAM)
// until it is full; the point where the rate falls and stays down is what buyers ask about.
struct SustainedPlan {
    uint64_t totalBytes = 8ull << 30;
    uint32_t blockBytes = 1u << 20;
    unsigned queueDepth = 8;
    double sampleSeconds = 0.5;
    uint64_t offset = 0;

    QJsonObject toJson() const;
    static SustainedPlan fromJson(const QJsonObject& object); // throws UserError naming the bad field
};

struct SustainedSample {
    double seconds = 0; // since the start
    uint64_t bytes = 0; // written so far
    double megabytesPerSecond = 0; // over the interval that ended here
};

// Where the rate fell and stayed down, if it did.
struct RateCliff {
    bool found = false;
    size_t sampleIndex = 0; // first sample after the fall
    uint64_t bytes = 0; // written before the fall
    double seconds = 0;
    double beforeMegabytesPerSecond = 0; // median before
    double afterMegabytesPerSecond = 0; // median after
};

// Finds the split that best separates a fast start from a slower rest: the rest's median at most
// 3/4 of the start's, at least 4/5 of the samples after it below the midpoint of the two, and the
// rate crossing that midpoint right at the split.
RateCliff findRateCliff(const std::vector<SustainedSample>& samples);

struct SustainedResult {
    SustainedPlan plan;
    TargetInfo target;
    QString engine;
    QString fioCommand;
    std::vector<SustainedSample> samples;
    double averageMegabytesPerSecond = 0;
    double seconds = 0;
    uint64_t bytes = 0;
    uint64_t errorCount = 0;
    bool cancelled = false;
    RateCliff cliff;

    QJsonObject toJson() const;
    static SustainedResult fromJson(const QJsonObject& object);
};

} // namespace ds
