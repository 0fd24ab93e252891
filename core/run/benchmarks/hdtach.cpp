#include "run/benchmarks/hdtach.h"

#include "run/benchmarks/surfacescan.h"

namespace ds {

HdTachResult runHdTach(const Target& target, const HdTachPlan& plan, EngineKind engine, const RunContext& context)
{
    // Shares of the progress bar: the scan takes most of the time.
    const double scanShare = plan.access || plan.burst ? 0.8 : 1.0;
    const double accessShare = plan.access ? (plan.burst ? 0.17 : 0.2) : 0.0;

    HdTachResult result;
    result.surface = runSurfaceScan(target, plan.surface, engine, context.part(0, scanShare));
    result.cancelled = result.surface.cancelled || context.cancelled();
    if (result.cancelled)
        return result;
    // The access time and the burst rate are tests of their own: the cool-down waits before each.
    if (plan.access && !context.part(scanShare, accessShare).coolDown())
        result.cancelled = true;
    if (result.cancelled)
        return result;
    if (plan.access) {
        result.access = runAccessTime(target, *plan.access, engine, context.part(scanShare, accessShare));
        result.cancelled = result.access->cancelled || context.cancelled();
        if (result.cancelled)
            return result;
    }
    if (plan.burst) {
        const double burstFrom = scanShare + accessShare;
        if (!context.part(burstFrom, 1 - burstFrom).coolDown()) {
            result.cancelled = true;
            return result;
        }
        result.burst = runBurstRate(target, *plan.burst, engine, context.part(burstFrom, 1 - burstFrom));
        result.cancelled = result.burst->cancelled;
    }
    return result;
}

} // namespace ds
