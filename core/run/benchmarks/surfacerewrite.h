#pragma once

#include "device/target.h"
#include "model/results/results.h"
#include "run/benchmarks/surfacescan.h"
#include "run/cpumeter.h"

#include <QJsonObject>
#include <QString>

#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

namespace ds {

// The non-destructive surface write test (badblocks -n, with an undo journal): every block of the
// range is read, its original saved to the write journal and synced, written back (after, with
// checkPattern, a check pattern written and read back) and synced, then read back and compared
// before its journal entry is retired. A run killed at any point is repaired at the next start
// (replayPendingJournals).
struct RewritePlan {
    uint32_t blockBytes = 1u << 20;
    uint64_t rangeOffset = 0;
    uint64_t rangeLength = 0; // 0: to the end
    unsigned zones = 100; // for the curve: blocks are summed per zone
    bool checkPattern = false; // also write a pattern and read it back before the original returns
    uint64_t seed = 1; // of the check pattern
    QString journalDirectory; // empty: WriteJournal::defaultDirectory()

    QString describe() const;
    QJsonObject toJson() const;
    static RewritePlan fromJson(const QJsonObject& object); // throws UserError naming the bad field
};

struct RewriteResult {
    RewritePlan plan;
    TargetInfo target;
    std::vector<SurfaceZone> zones; // bytes: rewritten; seconds: writing and syncing them
    uint64_t blocksRewritten = 0;
    uint64_t blocksSkipped = 0; // unreadable: nothing to write back
    uint64_t errorCount = 0; // failed requests (IOMeter's error count) and blocks that read back wrong
    std::vector<IoErrorRecord> errors; // the first RunMeasurement::kMaxErrorRecords, with offsets
    bool cancelled = false;
    QString stopReason; // the device went away, a block could not be restored …
    QString journalPath; // kept when stopReason says a block is still pending
    CpuUsage cpu;
    QString startedAt;

    double averageMegabytesPerSecond() const;
    QJsonObject toJson() const;
    static RewriteResult fromJson(const QJsonObject& object);
};

// Rewrites every block of the plan's range as the non-destructive surface write test. Throws UserError for
// a plan the target cannot take or a journal that cannot be kept. Each zone goes to the sink when it is
// done. The cancel flag is checked between blocks: the block under way is finished and verified first.
RewriteResult runSurfaceRewrite(const Target& target, const RewritePlan& plan, const RunContext& context = {});

} // namespace ds
