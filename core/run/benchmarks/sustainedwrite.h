#pragma once

#include "device/target.h"
#include "model/results/sustainedresult.h"
#include "run/io/ioengine.h"

#include <QJsonObject>
#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

namespace ds {

SustainedResult runSustainedWrite(const Target& target, const SustainedPlan& plan, EngineKind engine,
    const std::atomic<bool>* cancel = nullptr,
    std::function<void(const SustainedSample&, double fraction)> onSample = {});

} // namespace ds
