#pragma once

#include "model/results/surfaceresult.h"
#include "device/target.h"
#include "run/io/ioengine.h"

#include <atomic>
#include <cstdint>
#include <functional>

namespace ds {

// Runs a SurfacePlan on a target: zone by zone, each timed on its own.
class SurfaceScan {
public:
    SurfaceScan(const Target& target, SurfacePlan plan, EngineKind engine = EngineKind::Auto);

    // Called after every zone, from the thread that calls run().
    void setZoneCallback(std::function<void(const SurfaceZone& zone, unsigned zoneCount)> callback)
    {
        m_zoneCallback = std::move(callback);
    }
    // Ctrl-C or Stop: the zones done so far are kept; the one under way is dropped.
    void setCancelFlag(const std::atomic<bool>* cancel) { m_cancel = cancel; }

    // Throws UserError for a plan the target cannot take.
    SurfaceResult run();

    // min(1 MiB, max_sectors_kb): the largest request the kernel passes on whole.
    static uint32_t defaultBlockBytes(const TargetInfo& target);

private:
    const Target& m_target;
    SurfacePlan m_plan;
    EngineKind m_engine;
    std::function<void(const SurfaceZone&, unsigned)> m_zoneCallback;
    const std::atomic<bool>* m_cancel = nullptr;
};

} // namespace ds
