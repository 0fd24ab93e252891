#pragma once

#include "model/results/hdtachresult.h"
#include "run/benchmarks/accesstime.h"
#include "run/benchmarks/burstrate.h"
#include "run/benchmarks/runcontext.h"

#include <optional>

namespace ds {

// Each part starts only when the one before ran to its end; the scan takes most of the progress bar. The
// window's worker and the CLI's hdtach both run it. Throws UserError for a plan the target cannot take.
HdTachResult runHdTach(const Target& target, const HdTachPlan& plan, EngineKind engine, const RunContext& context = {});

} // namespace ds
