#pragma once

#include "device/target.h"
#include "model/results/accessresult.h"
#include "run/io/ioengine.h"

#include <QJsonObject>
#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

namespace ds {

AccessResult runAccessTime(const Target& target, const AccessPlan& plan, EngineKind engine,
    const std::atomic<bool>* cancel = nullptr, std::function<void(double fraction)> progress = {});

} // namespace ds
