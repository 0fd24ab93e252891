#pragma once

#include "model/results/hdtachresult.h"
#include "run/benchmarks/accesstime.h"
#include "run/benchmarks/burstrate.h"
#include "run/benchmarks/runcontext.h"

#include <optional>

namespace ds {

// What HD Tach's run does: the surface scan, then random access time and burst rate where asked.
struct HdTachPlan {
    SurfacePlan surface;
    std::optional<AccessPlan> access;
    std::optional<BurstPlan> burst;
};

// Each part starts only when the one before ran to its end; the scan takes most of the progress bar. The
// window's worker and the CLI's hdtach both run it. Throws UserError for a plan the target cannot take.
HdTachResult runHdTach(const Target& target, const HdTachPlan& plan, EngineKind engine, const RunContext& context = {});

} // namespace ds
