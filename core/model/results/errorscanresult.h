#pragma once

#include "model/results/results.h"
#include "model/targetinfo.h"

#include <QJsonObject>
#include <QString>

#include <cstdint>
#include <vector>

namespace ds {

// HD Tune's error scan: the range cut into `blocks` map blocks, each read in full (read-only) at the
// transfer size, its time measured, and each classed against the drive's median block time. It never
// writes, so it needs no consent; a failing request is counted and the scan goes on.
struct ErrorScanPlan {
    static constexpr unsigned kMaxBlocks = 100000; // a map no window draws more of; columns stay compact
    unsigned blocks = 1000;
    uint64_t rangeOffset = 0;
    uint64_t rangeLength = 0; // 0: to the end
    uint32_t transferBytes = 0; // 0: min(1 MiB, the drive's max_sectors_kb), as the surface scan reads
    unsigned queueDepth = 4;
    // The classes. A block's time is compared with the median block time of the scan, so the same
    // settings suit a 150 MB/s disk and a 7 GB/s SSD: a block three times slower than the drive's usual
    // block is what HD Tune users see as a slow (yellow) place, usually reallocated or weak sectors
    // read with retries; ten times is a drive struggling for seconds there. The absolute limit per
    // request catches a single long retry inside a large block, whose block time it barely moves: no
    // healthy drive takes half a second for one read (a spin-up is excluded by the untimed first read).
    double slowFactor = 3;
    double verySlowFactor = 10;
    double verySlowRequestMs = 500;

    QString describe(bool translated = false) const;
    // Throws UserError for settings no target could run: the window and the CLI refuse alike.
    void validate() const;
    QJsonObject toJson() const;
    static ErrorScanPlan fromJson(const QJsonObject& object); // throws UserError naming the bad field
};

enum class BlockClass : uint8_t { Fast, Slow, VerySlow, Error };
QString blockClassName(BlockClass blockClass); // "fast", "slow", "very slow", "error"

struct ErrorScanBlock {
    unsigned index = 0;
    uint64_t offset = 0;
    uint64_t bytes = 0; // the block's length (all of it read, or tried)
    double seconds = 0;
    double maxRequestMs = 0; // the slowest request that succeeded
    uint32_t errors = 0; // failed requests
    BlockClass blockClass = BlockClass::Fast;

    // Times are kept to the microsecond, as a scan measures them and as a session saves them, so that
    // a saved scan shows, classes and exports exactly what the live one did.
    void setTimes(double measuredSeconds, double measuredMaxRequestMs);
};

struct ErrorScanResult {
    ErrorScanPlan plan;
    TargetInfo target;
    QString engine;
    QString fioCommand;
    uint32_t transferBytes = 0; // as used
    uint64_t rangeBytes = 0; // as scanned (the plan's length, or to the end)
    std::vector<ErrorScanBlock> blocks;
    std::vector<IoErrorRecord> errorRecords; // where the errors were (the first kMaxErrorRecords)
    double medianBlockSeconds = 0; // of a full-length block
    bool cancelled = false;
    QString stopReason; // the device went away: the blocks so far are kept
    QString startedAt;

    uint64_t errorCount() const;
    unsigned countOf(BlockClass blockClass) const;
    double seconds() const;
    uint64_t bytes() const;
    double averageMegabytesPerSecond() const;
    // Where block `index` of `count` starts in [offset, offset + length): even slices, on sectors.
    static uint64_t blockOffset(uint64_t offset, uint64_t length, unsigned count, unsigned index, uint32_t sector);
    // Sets medianBlockSeconds and every block's class from the plan's thresholds. The window calls it
    // on the blocks so far while the scan runs; the scan once at its end.
    void classify();
    QJsonObject toJson() const; // the blocks as columns: compact for the largest map
    static ErrorScanResult fromJson(const QJsonObject& object);
};

} // namespace ds
