#include "run/benchmarks/consistency.h"

#include "model/usererror.h"
#include "run/benchmarks/workloadrunner.h"

#include <QCoreApplication>

namespace ds {

ConsistencyResult runConsistency(
    const Target& target, const ConsistencyPlan& plan, EngineKind engine, const RunContext& context)
{
    plan.validate();
    const TargetInfo& info = target.info();
    if (!info.writable)
        throw UserError(
            QCoreApplication::translate("ds::Consistency", "the consistency test writes, and %1 was opened read-only")
                .arg(info.path));
    ConsistencyResult result;
    result.plan = plan;
    result.target = info;
    // The fill takes as long as the drive needs to write the region; its share of the progress is a guess
    // that the drive writes it in about the time of the load.
    const double fillShare = plan.fill ? 0.5 : 0;
    if (plan.fill) {
        WorkloadSpec fill = plan.fillSpec();
        const uint64_t region = fill.effectiveRegionLength(info.sizeBytes);
        fill.totalBytes = region / ConsistencyPlan::kFillBlockBytes * ConsistencyPlan::kFillBlockBytes;
        if (fill.totalBytes == 0)
            fill.totalBytes = region / info.logicalSectorBytes * info.logicalSectorBytes;
        if (fill.totalBytes < ConsistencyPlan::kFillBlockBytes)
            fill.blockSizes = { BlockSizeShare { static_cast<uint32_t>(fill.totalBytes), 1.0 } };
        RunStage stage { RunStage::Kind::Fill };
        WorkloadRunner filler(target, fill, engine);
        result.fill = filler.run(context.part(0, fillShare).withStage(stage));
        result.engine = result.fill->engine;
        if (result.fill->cancelled || context.cancelled()) {
            result.cancelled = true;
            return result;
        }
    }
    WorkloadRunner runner(target, plan.loadSpec(), engine);
    result.load = runner.run(context.part(fillShare, 1 - fillShare).withStage({ RunStage::Kind::Consistency }));
    result.engine = result.load.engine;
    result.fioCommand = result.load.fioCommand;
    result.cancelled = result.load.cancelled;
    return result;
}

} // namespace ds
