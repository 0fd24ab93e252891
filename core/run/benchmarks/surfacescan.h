#pragma once

#include "device/target.h"
#include "model/results/surfaceresult.h"
#include "run/benchmarks/runcontext.h"
#include "run/io/ioengine.h"

#include <atomic>
#include <cstdint>
#include <functional>

namespace ds {

// Runs a SurfacePlan on a target: zone by zone, each timed on its own. Throws UserError for a plan the
// target cannot take. Each zone goes to the sink when it is done; on cancel (Ctrl-C or Stop) the zones done
// so far are kept and the one under way is dropped.
SurfaceResult runSurfaceScan(const Target& target, const SurfacePlan& plan, EngineKind engine = EngineKind::Auto,
    const RunContext& context = {});
// min(1 MiB, max_sectors_kb): the largest request the kernel passes on whole.
uint32_t defaultSurfaceBlockBytes(const TargetInfo& target);
// The bytes of the range [offset, offset + length) of `target` (0: to its end) in whole sectors; throws
// UserError when it does not start on a sector inside the target. The error scan's too.
uint64_t surfaceRangeBytes(const TargetInfo& target, uint64_t offset, uint64_t length);

} // namespace ds
