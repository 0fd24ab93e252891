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
    // Cache recovery: after the write's cliff, pause this long (each in turn), then write again until
    // the rate falls, to see how much of the fast cache came back. Empty: none.
    std::vector<double> recoveryIdleSeconds;
    static constexpr size_t kMaxRecoveryPauses = 16;

    // "8 GiB written in 1 MiB requests, QD8, a sample every 0.5 s, recovery after 5, 30 s idle": the plan,
    // for the window, the CLI, compare and the reports alike.
    QString describe(bool translated = false) const;
    QJsonObject toJson() const;
    static SustainedPlan fromJson(const QJsonObject& object); // throws UserError naming the bad field
};

struct SustainedSample {
    double seconds = 0; // since the start
    uint64_t bytes = 0; // written so far
    double megabytesPerSecond = 0; // over the interval that ended here
};

// The time from one sample of a sustained write to the next, `index` counting from 0: finer at the start,
// so that a cache that fills within the plan's first interval is still seen falling. The first two take
// 1/32 of the plan's interval (5 ms at least), each next one twice the one before, up to the plan's.
double sustainedSampleInterval(double sampleSeconds, size_t index);

// Where the rate fell and stayed down, if it did.
struct RateCliff {
    bool found = false;
    size_t sampleIndex = 0; // first sample after the fall
    uint64_t bytes = 0; // written before the fall
    double seconds = 0; // when it fell
    double beforeMegabytesPerSecond = 0; // median before
    double afterMegabytesPerSecond = 0; // median after
};

// One pause of the cache-recovery test and the write after it.
struct CacheRecovery {
    double idleSeconds = 0; // asked for
    double measuredIdleSeconds = 0; // from the end of the write before to the first request of this one
    uint64_t bytes = 0; // written after the pause
    uint64_t fastBytes = 0; // of them at the fast rate, before the rate fell again
    double fastMegabytesPerSecond = 0;
    bool fellAgain = false; // false: the rate never fell, so at least fastBytes came back
    std::vector<SustainedSample> samples;
    // fastBytes against what the first write wrote fast (the cache's size as the drive showed it).
    double recoveredShare(uint64_t cacheBytes) const
    {
        return cacheBytes ? static_cast<double>(fastBytes) / static_cast<double>(cacheBytes) : 0;
    }
};

// How many of the bytes `samples` hold were written at the fast rate before the rate fell below the
// midpoint of `fastMegabytesPerSecond` and `slowMegabytesPerSecond` and stayed there (the split with the
// least time of slow samples before it and fast ones after): the samples
// before the fall, plus the fast part of the sample it fell in, from its time and bytes (also when that
// sample still reads fast because the fall came late in it). `fell`: whether it fell at all (else every
// byte was fast).
uint64_t fastBytesBeforeFall(const std::vector<SustainedSample>& samples, double fastMegabytesPerSecond,
    double slowMegabytesPerSecond, bool* fell = nullptr);
// "5, 30, 120" seconds, each from 0 to a day, at most kMaxRecoveryPauses; throws UserError.
std::vector<double> parseRecoveryPauses(const QString& text);

// Finds the split that best separates a fast start from a slower rest: the rest's median at most
// 3/4 of the start's, at least 4/5 of the samples after it below the midpoint of the two, the rate
// crossing that midpoint right at the split, and neither side sloping on its own (a hard disk's inner
// tracks). Its bytes and seconds are placed inside the sample the rate fell in. Time O(n log n).
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
    std::vector<CacheRecovery> recoveries; // after the cliff, one per pause of the plan

    QJsonObject toJson() const;
    static SustainedResult fromJson(const QJsonObject& object);
};

} // namespace ds
