#pragma once

#include "model/results/results.h"
#include "model/results/sweepresult.h"
#include "run/benchmarks/workloadrunner.h"

#include <QJsonObject>
#include <QString>
#include <atomic>
#include <functional>
#include <optional>
#include <vector>

namespace ds {

struct SweepProgress {
    size_t point = 0; // 0-based
    size_t points = 0;
    uint64_t value = 0;
    ProgressSnapshot snapshot; // of the point being measured
};

// Why a workload cannot run on this target at all, for reasons that belong in the results rather
// than in an error (a block smaller than the logical sector); empty when it can run.
QString pointSkipReason(const WorkloadSpec& spec, const TargetInfo& target);

// Runs a plan point by point on one target; points the target cannot take are kept, with the reason.
// Throws UserError for a bad plan, EngineError when the engine fails. The cancel flag is read between
// points and, through the workload runner, within one; each point goes to the sink when it is done.
SweepResult runSweep(
    const Target& target, const SweepPlan& plan, EngineKind engine = EngineKind::Auto, const RunContext& context = {});

} // namespace ds
