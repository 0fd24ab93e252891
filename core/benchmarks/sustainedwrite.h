#pragma once

#include "device/target.h"
#include "io/ioengine.h"
#include "sustainedresult.h"

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
