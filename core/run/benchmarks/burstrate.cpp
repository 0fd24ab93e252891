#include "run/benchmarks/burstrate.h"

#include "model/usererror.h"
#include "run/benchmarks/workloadrunner.h"

#include "model/jsonreader.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>

namespace ds {

BurstResult runBurstRate(const Target& target, const BurstPlan& plan, EngineKind engine, const RunContext& context)
{
    if (plan.regionBytes < 4096 || plan.regionBytes > (64u << 20))
        throw UserError(QCoreApplication::translate("ds::BurstRate", "the burst region must be 4 KiB to 64 MiB"));
    if (plan.passes == 0 || plan.passes > 100000)
        throw UserError(QCoreApplication::translate("ds::BurstRate", "the number of passes must be 1 to 100000"));
    // The whole region in one request, so a pass is one command answered from the cache.
    WorkloadSpec spec;
    spec.seriesIntervalSeconds = 0; // no time series: a burst lasts a fraction of a second
    spec.blockSizes.front().bytes = static_cast<uint32_t>(plan.regionBytes);
    spec.queueDepth = 1;
    spec.regionOffset = plan.offset;
    spec.regionLength = plan.regionBytes;
    spec.totalBytes = plan.regionBytes;

    BurstResult result;
    result.plan = plan;
    const RunContext burst = context.withStage({ RunStage::Kind::BurstRate });
    burst.progress(0, {}, true);
    WorkloadRunner primer(target, spec, engine);
    const WorkloadResult primed = primer.run(burst.part(0, 0));
    result.target = primed.target;
    result.engine = primed.engine;
    if (primed.cancelled) {
        result.cancelled = true;
        return result;
    }
    spec.repeats = plan.passes;
    WorkloadRunner runner(target, spec, engine);
    const WorkloadResult passes = runner.run(burst);
    result.fioCommand = passes.fioCommand;
    result.cancelled = passes.cancelled;
    for (const RunMeasurement& pass : passes.repeats) {
        result.errorCount += pass.errorCount;
        if (!pass.cancelled)
            result.passMegabytesPerSecond.push_back(pass.megabytesPerSecond());
    }
    return result;
}

} // namespace ds
