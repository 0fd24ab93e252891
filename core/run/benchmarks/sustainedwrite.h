#pragma once

#include "device/target.h"
#include "model/results/sustainedresult.h"
#include "run/benchmarks/runcontext.h"
#include "run/io/ioengine.h"

#include <QJsonObject>
#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

namespace ds {

// Samples go to the context's sink as they are taken.
SustainedResult runSustainedWrite(
    const Target& target, const SustainedPlan& plan, EngineKind engine, const RunContext& context = {});

} // namespace ds
