#pragma once

#include <QString>

#include <cstdint>

namespace ds {

// What a key figure measures, whatever its words in whichever language: a comparison pairs figures by
// their key, never by their (English or translated) names.
enum class FigureQuantity {
    MegabytesPerSecond,
    Iops,
    MeanLatency,
    P99Latency,
    Cpu,
    AverageRate,
    WholeDriveRate,
    MinimumRate,
    MaximumRate,
    CpuUtilization,
    AverageAccessTime,
    P99AccessTime,
    AccessIops,
    BurstRate,
    RandomAccess,
    WrittenBeforeCliff,
    RateAfterCliff,
    AggregateRate,
    AggregateIops,
    PatternRating,
    QuickRead,
    QuickWrite,
    QuickMix, // the quick suite's read & write mix row
    TargetsRate,
    CopyRate,
    SlowBlocks, // the error scan's blocks of each class
    VerySlowBlocks,
    ErrorBlocks,
    MedianBlockTime,
    ConsistencyIops, // the consistency test's scored part: average IOPS …
    ConsistencyRatio, // … average ÷ standard deviation …
    ConsistencyMinimum, // … and its slowest interval
    CacheRecovered, // the sustained write's cache recovery: GB written fast after a pause (subject: the pause)
    PtsRounds, // the rounds the SNIA PTS ran until steady state (or its most)
};

struct FigureKey {
    // Where a figure was measured, when it is one of several: at a block size, a queue depth or a
    // number of targets.
    enum class At { None, BlockSize, QueueDepth, Targets };

    QString test; // the run's kind: run, surface, sweep-bs …
    FigureQuantity quantity = FigureQuantity::MegabytesPerSecond;
    QString subject; // a pattern's, quick-suite row's or copy's own name; empty for most
    At at = At::None;
    uint64_t atValue = 0; // the block size in bytes, the queue depth, the number of targets

    bool operator==(const FigureKey& other) const
    {
        return test == other.test && quantity == other.quantity && subject == other.subject && at == other.at
            && atValue == other.atValue;
    }
    bool operator!=(const FigureKey& other) const { return !(*this == other); }

    // The figure's name: "4 KiB p99 latency", "FileServer QD4 IOPS", "SEQ1M Q8T1 read". English for
    // files, JSON and the CLI, or in the window's language (the measured part, "4 KiB", kept).
    QString name(bool translated = false) const;
    // A stable text for JSON: "sweep-bs:p99-latency@bs4096", "patterns:iops[FileServer]@qd4".
    QString toString() const;
};

} // namespace ds
