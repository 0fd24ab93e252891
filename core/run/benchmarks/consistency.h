#pragma once

#include "device/target.h"
#include "model/results/consistencyresult.h"
#include "run/benchmarks/runcontext.h"
#include "run/io/ioengine.h"

namespace ds {

// The performance-consistency test: the fill (where the plan asks for it), then the random writes, whose
// intervals go to the context's sink as they close. Throws UserError for a plan the target cannot take.
ConsistencyResult runConsistency(
    const Target& target, const ConsistencyPlan& plan, EngineKind engine, const RunContext& context = {});

} // namespace ds
