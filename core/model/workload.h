#pragma once

#include <QJsonObject>
#include <QString>

#include <cstdint>
#include <vector>

namespace ds {

struct BlockSizeShare {
    uint32_t bytes = 4096;
    double share = 1.0; // relative weight; shares need not add up to 1 (checkBlockSizeShares)
};

// What write requests carry: incompressible pseudo-random bytes (the default, so that compressing
// drives cannot flatter the result) or all zeros (CrystalDiskMark's "All 0x00", fio's zero_buffers).
enum class DataPattern { Random, Zero };

// One workload, IOMeter-style: what to issue, where, how deep, for how long.
struct WorkloadSpec {
    unsigned readPercent = 100; // 100 read, 0 write, anything between is a mix
    unsigned randomPercent = 0; // 0 sequential, 100 random
    std::vector<BlockSizeShare> blockSizes = std::vector<BlockSizeShare>(1); // one size, 4 KiB
    uint64_t regionOffset = 0;
    uint64_t regionLength = 0; // 0: to the end of the target
    uint32_t alignment = 0; // random offsets are multiples of this; 0: each request's own size
    unsigned queueDepth = 1;
    // How many completions to collect before refilling the queue (fio's iodepth_batch_complete_min);
    // 0 picks 1, fio's default. A drive with command queueing serves the nearest of the requests it
    // holds, so what it can do depends on how many wait: each slot is refilled as soon as it completes.
    // (Depth / 8, once the default, left a QD32 queue 30 deep on average.)
    unsigned completionBatch = 0;
    double durationSeconds = 0; // time-based when > 0 …
    uint64_t totalBytes = 0; // … else bytes-based
    double warmupSeconds = 0; // issued but not counted
    unsigned repeats = 1;
    uint64_t seed = 1;
    // Workers on the one target (fio's numjobs, CrystalDiskMark's T), each with its own engine and
    // queueDepth requests in flight; their figures are summed. Job j draws from seed + j's stream;
    // sequential jobs each run through their own stretch of the region (fio's offset_increment).
    unsigned jobs = 1;
    std::vector<unsigned> cpus; // job j runs on cpus[j % size]; empty: where the scheduler puts it
    DataPattern data = DataPattern::Random;
    // The length of each interval of the workload's time series (RunMeasurement::timeline), in
    // seconds, from 0.1 on; 0 keeps none (the surface scan's zones, which are points of their own).
    double seriesIntervalSeconds = 1.0;

    static constexpr unsigned kMaxQueueDepth = 1024;
    static constexpr unsigned kMaxJobs = 64;

    bool isPureRead() const { return readPercent == 100; }
    bool writes() const { return readPercent < 100; }
    unsigned effectiveCompletionBatch() const
    {
        if (completionBatch != 0)
            return completionBatch;
        return 1;
    }
    // Requests go to the kernel one per submission, as fio's do by default, except the refill of a
    // random workload's queue after a chosen batch of completions, which goes in one.
    // Handed over together, adjacent sequential requests are merged by the block layer, and a 4 KiB
    // test would measure the drive at 8 KiB and more; random ones are rarely neighbours.
    bool submitsEachRequest() const { return randomPercent < 100 || effectiveCompletionBatch() == 1; }
    uint32_t largestBlock() const;
    uint32_t smallestBlock() const;
    // What a sweep varies, said in the description in place of the spec's own value ("512 B … 64 MiB",
    // "1 … 32"); empty: the spec's value.
    struct Varied {
        QString blockSizes;
        QString queueDepths;
    };
    // "4 KiB random read, QD32, 10 s": English for files and the CLI, or in the window's language.
    QString describe(bool translated = false, const Varied& varied = {}) const;
    QJsonObject toJson() const;
    // Throws UserError naming the bad field; the values are checked by validate() before a run.
    static WorkloadSpec fromJson(const QJsonObject& object);

    // Checks the spec on its own and against a target of `targetBytes` with `sectorBytes` logical
    // sectors; throws UserError naming the problem.
    void validate(uint64_t targetBytes, uint32_t sectorBytes) const;
    // The region with defaults resolved, and trimmed to whole sectors.
    uint64_t effectiveRegionLength(uint64_t targetBytes) const;
    // Whether each job keeps to its own stretch of the region: when more than one job issues
    // sequential requests, which would otherwise read the same blocks one after another.
    bool splitsRegion() const { return jobs > 1 && randomPercent < 100; }
    // The length of job j's stretch (0 <= j < jobs) of a region of `regionBytes`, whole sectors and
    // whole largest blocks, as fio's offset_increment: every job's is the same.
    uint64_t jobStretch(uint64_t regionBytes, uint32_t sectorBytes) const;
};

// "random" / "zero", as the CLI's --data and the files write them.
QString dataPatternName(DataPattern data);
// Throws UserError for anything but "random" or "zero".
DataPattern parseDataPattern(const QString& text);

// "4k", "1M", "512", "64KiB" → bytes (binary units, as fio). Throws UserError.
uint64_t parseSize(const QString& text);
// "512:10,4k:60,64k:30" or "4k". Throws UserError.
std::vector<BlockSizeShare> parseBlockSizeMix(const QString& text);
// A mix is checked against what fio's bssplit, which checks the figures, can say: at most
// kMaxMixSizes sizes, each share a weight above 0 and at most kMaxBlockSizeShare that makes a whole
// percentage of the mix (1 to 100). Throws UserError naming the fault.
inline constexpr size_t kMaxMixSizes = 64;
inline constexpr double kMaxBlockSizeShare = 1e6;
void checkBlockSizeShares(const std::vector<BlockSizeShare>& sizes);
// The shares as whole percentages adding up to 100, by largest remainder (exact for a mix that
// passed checkBlockSizeShares); a share that is not above zero gets 0, one that is gets at least 1.
std::vector<unsigned> wholeSharePercents(const std::vector<BlockSizeShare>& sizes);
// 4096 → "4 KiB", 1048576 → "1 MiB", 1536 → "1536 B".
QString formatBinarySize(uint64_t bytes);

} // namespace ds
