#pragma once

#include "device/drivecommandbackend.h"
#include "device/target.h"
#include "model/results/ptsresult.h"
#include "run/benchmarks/runcontext.h"
#include "run/io/ioengine.h"

#include <optional>

namespace ds {

// A SNIA PTS test on a device named for destruction: purge, preconditioning, then rounds until steady state
// or the plan's limit (docs/manual.md, "SNIA PTS"). The result so far is saved to `statePath` after each
// step, and `resumeFrom` continues a killed run from it. The drive's own commands (a purge by sanitize or
// format, the enterprise profile's write cache) go through `drive`, by default the target's. Throws
// UserError for a test file, a plan or state that does not fit, or a device that cannot be purged.
PtsResult runPts(const Target& target, const PtsPlan& plan, EngineKind engine, const RunContext& context = {},
    const QString& statePath = QString(), std::optional<PtsResult> resumeFrom = std::nullopt,
    DriveCommandBackend* drive = nullptr);

} // namespace ds
