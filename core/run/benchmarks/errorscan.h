#pragma once

#include "device/target.h"
#include "model/results/errorscanresult.h"
#include "run/benchmarks/runcontext.h"
#include "run/io/ioengine.h"

namespace ds {

// HD Tune's error scan: every block of the plan's range read in full, read-only, one after the other;
// each block goes to the context's sink as it is read. A failed request is counted with its place and
// the scan goes on; a device that is gone ends it with the blocks so far. Throws UserError for a plan
// the target cannot take.
ErrorScanResult runErrorScan(
    const Target& target, const ErrorScanPlan& plan, EngineKind engine, const RunContext& context = {});

} // namespace ds
