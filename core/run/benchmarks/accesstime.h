#pragma once

#include "device/target.h"
#include "model/results/accessresult.h"
#include "run/benchmarks/runcontext.h"
#include "run/io/ioengine.h"

#include <QJsonObject>
#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

namespace ds {

AccessResult runAccessTime(
    const Target& target, const AccessPlan& plan, EngineKind engine, const RunContext& context = {});

} // namespace ds
