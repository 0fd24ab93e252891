#pragma once

#include "model/finishedrun.h"
#include "model/runplan.h"

#include <QMetaType>
#include <QString>

#include <optional>
#include <vector>

// The value types the worker thread sends to the GUI thread. Each carries the id of its run, so a
// result that arrives after the user started something else can be recognised and dropped.

namespace ds {

struct RunProgress {
    quint64 runId = 0;
    double fraction = 0; // of the whole run, 0 … 1
    double etaSeconds = -1; // -1 while unknown
    double elapsedSeconds = 0;
    QString label; // what is under way: "preparing test file", "zone 12/200", "4 KiB"
    double megabytesPerSecond = 0; // recent rate, 0 when there is none
    double iops = 0;
};

// Zones finished since the previous batch.
struct SurfaceZoneBatch {
    quint64 runId = 0;
    unsigned zoneCount = 0; // in the whole scan
    uint64_t rangeOffset = 0;
    uint64_t rangeBytes = 0;
    uint64_t targetBytes = 0;
    std::vector<SurfaceZone> zones;
};

// Rate samples of a sustained write taken since the previous batch.
struct SustainedSampleBatch {
    quint64 runId = 0;
    std::vector<SustainedSample> samples;
};

// Intervals of the running workloads' time series closed since the previous batch.
struct TimeIntervalBatch {
    quint64 runId = 0;
    std::vector<LiveInterval> intervals;
};

// Blocks of an error scan read since the previous batch, unclassed (the page classes the map so far).
struct ErrorScanBlockBatch {
    quint64 runId = 0;
    unsigned blockCount = 0; // of the whole scan
    std::vector<ErrorScanBlock> blocks;
};

// Reads of the access-time test timed since the previous batch.
struct AccessSampleBatch {
    quint64 runId = 0;
    unsigned sampleCount = 0; // of the whole test
    std::vector<AccessSample> samples;
};

// A PTS round that has ended (a resumed run's saved rounds come first, from round 0).
struct PtsRoundUpdate {
    quint64 runId = 0;
    unsigned index = 0; // 0-based
    PtsRound round;
};

// One measured (or skipped) point of a sweep or pattern.
struct SweepPointUpdate {
    quint64 runId = 0;
    unsigned sweepIndex = 0; // index into RunPlan::sweeps, or the pattern's index
    SweepPoint point;
};

// A test of the quick suite that starts (no result yet) or has ended (its result): the page marks
// the running cell and fills each cell as its test ends instead of after the whole suite.
struct QuickTestUpdate {
    quint64 runId = 0;
    QString name; // "SEQ1M Q8T1"
    bool write = false;
    std::optional<WorkloadResult> result; // set when the test has ended
};

struct RunFailure {
    quint64 runId = 0;
    QString message;
    bool refused = false; // a UserError: bad input or an unsafe write, nothing written
};

void registerRunnerMetaTypes();

} // namespace ds

Q_DECLARE_METATYPE(ds::RunProgress)
Q_DECLARE_METATYPE(ds::SurfaceZoneBatch)
Q_DECLARE_METATYPE(ds::SweepPointUpdate)
Q_DECLARE_METATYPE(ds::QuickTestUpdate)
Q_DECLARE_METATYPE(ds::SustainedSampleBatch)
Q_DECLARE_METATYPE(ds::TimeIntervalBatch)
Q_DECLARE_METATYPE(ds::ErrorScanBlockBatch)
Q_DECLARE_METATYPE(ds::AccessSampleBatch)
Q_DECLARE_METATYPE(ds::PtsRoundUpdate)
Q_DECLARE_METATYPE(ds::RunFailure)
