#pragma once

#include "burstresult.h"
#include "device/target.h"
#include "io/ioengine.h"

#include <QJsonObject>
#include <atomic>
#include <cstdint>
#include <vector>

namespace ds {

BurstResult runBurstRate(
    const Target& target, const BurstPlan& plan, EngineKind engine, const std::atomic<bool>* cancel = nullptr);

} // namespace ds
