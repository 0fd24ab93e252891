#pragma once

#include "device/target.h"
#include "model/results/burstresult.h"
#include "run/benchmarks/runcontext.h"
#include "run/io/ioengine.h"

#include <QJsonObject>
#include <atomic>
#include <cstdint>
#include <vector>

namespace ds {

BurstResult runBurstRate(
    const Target& target, const BurstPlan& plan, EngineKind engine, const RunContext& context = {});

} // namespace ds
