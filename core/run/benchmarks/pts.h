#pragma once

#include "device/drivecommandbackend.h"
#include "device/target.h"
#include "model/results/ptsresult.h"
#include "run/benchmarks/runcontext.h"
#include "run/io/ioengine.h"

#include <optional>

namespace ds {

// A SNIA PTS test (the plan's: IOPS, throughput, latency or write saturation) on a device named for
// destruction: purge (a discard of the whole device), workload-independent preconditioning (128 KiB
// sequential writes of twice the tested capacity; not for write saturation), then rounds of the test's
// measurements until the tracking variables reach steady state or the plan's rounds have run (write
// saturation: rounds of 4 KiB random writes until 4 × the tested capacity is written or the rounds'
// time reaches the plan's limit). After the purge, the preconditioning and each round the result so far is saved to
// `statePath` (when not empty), so a run killed at any point continues from its last saved step:
// pass the saved result as `resumeFrom` (a round cut short is run again). Throws UserError for a test
// file, a plan or saved state that does not fit the target, and a device that cannot be purged.
// The purge by the drive's own command (sanitize, format) and the enterprise profile's write cache go
// through `drive`, by default the target's own (DriveCommandBackend::forDevice); the enterprise profile
// switches the volatile write cache off where it can before the workload and puts it back when the run
// ends, is stopped or fails (a resume of a run that had switched it off puts it back too).
PtsResult runPts(const Target& target, const PtsPlan& plan, EngineKind engine, const RunContext& context = {},
    const QString& statePath = QString(), std::optional<PtsResult> resumeFrom = std::nullopt,
    DriveCommandBackend* drive = nullptr);

} // namespace ds
