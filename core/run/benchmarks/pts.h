#pragma once

#include "device/target.h"
#include "model/results/ptsresult.h"
#include "run/benchmarks/runcontext.h"
#include "run/io/ioengine.h"

#include <optional>

namespace ds {

// The SNIA PTS IOPS test on a device named for destruction: purge (a discard of the whole device),
// workload-independent preconditioning (128 KiB sequential writes of twice the tested capacity), then
// rounds of the 56 measurements until the tracking variables reach steady state or the plan's rounds
// have run. After the purge, the preconditioning and each round the result so far is saved to
// `statePath` (when not empty), so a run killed at any point continues from its last saved step:
// pass the saved result as `resumeFrom` (a round cut short is run again). Throws UserError for a test
// file, a plan or saved state that does not fit the target, and a device that cannot be purged.
PtsResult runPts(const Target& target, const PtsPlan& plan, EngineKind engine, const RunContext& context = {},
    const QString& statePath = QString(), std::optional<PtsResult> resumeFrom = std::nullopt);

} // namespace ds
