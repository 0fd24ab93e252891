#include "run/benchmarks/sweep.h"

#include "device/target.h"
#include "model/fiocommand.h"
#include "model/usererror.h"

#include "model/jsonreader.h"
#include <QDateTime>

#include <QCoreApplication>
#include <QJsonArray>

namespace ds {

namespace {

    class SweepRunner {
    public:
        SweepRunner(const Target& target, SweepPlan plan, EngineKind engine = EngineKind::Auto);

        // Throws UserError for a bad plan, EngineError when the engine fails. The cancel flag is read between
        // points and, through the workload runner, within one; each point goes to the sink when it is done.
        SweepResult run(const RunContext& context = {});

    private:
        const Target& m_target;
        SweepPlan m_plan;
        EngineKind m_engine;
    };

} // namespace

QString pointSkipReason(const WorkloadSpec& spec, const TargetInfo& target)
{
    const uint32_t sector = target.logicalSectorBytes;
    for (const BlockSizeShare& size : spec.blockSizes) {
        if (size.bytes < sector)
            return QStringLiteral("%1 is smaller than the target's %2-byte logical sector")
                .arg(formatBinarySize(size.bytes))
                .arg(sector);
        if (size.bytes % sector != 0)
            return QStringLiteral("%1 is not a multiple of the target's %2-byte logical sector")
                .arg(formatBinarySize(size.bytes))
                .arg(sector);
    }
    const uint64_t region = spec.effectiveRegionLength(target.sizeBytes) / sector * sector;
    if (region < spec.largestBlock())
        return QStringLiteral("%1 is larger than the test region (%2)")
            .arg(formatBinarySize(spec.largestBlock()), formatBinarySize(region));
    if (spec.splitsRegion() && spec.jobStretch(region, sector) == 0)
        return QStringLiteral("%1 is larger than each of the %2 jobs' stretch of the test region (%3)")
            .arg(formatBinarySize(spec.largestBlock()))
            .arg(spec.jobs)
            .arg(formatBinarySize(region));
    if (spec.totalBytes != 0 && spec.totalBytes < spec.largestBlock())
        return QStringLiteral("%1 is larger than the byte count (--bytes %2)")
            .arg(formatBinarySize(spec.largestBlock()), formatBinarySize(spec.totalBytes));
    return QString();
}

SweepRunner::SweepRunner(const Target& target, SweepPlan plan, EngineKind engine)
    : m_target(target)
    , m_plan(std::move(plan))
    , m_engine(engine)
{
}

SweepResult SweepRunner::run(const RunContext& context)
{
    m_plan.validate();
    SweepResult result;
    result.plan = m_plan;
    result.target = m_target.info();
    result.startedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);

    for (size_t index = 0; index < m_plan.values.size(); ++index) {
        if (context.cancelled()) {
            result.cancelled = true;
            break;
        }
        SweepPoint point;
        point.value = m_plan.values[index];
        point.spec = m_plan.specAt(point.value);
        point.skipReason = pointSkipReason(point.spec, result.target);
        if (point.skipReason.isEmpty()) {
            const double points = static_cast<double>(m_plan.values.size());
            // A pattern names its own stage; the point fills in its load.
            RunStage stage = context.stage();
            if (stage.kind == RunStage::Kind::None)
                stage.kind
                    = m_plan.kind == SweepKind::BlockSize ? RunStage::Kind::BlockSize : RunStage::Kind::QueueDepth;
            stage.value = point.value;
            stage.index = index;
            stage.count = m_plan.values.size();
            stage.write = m_plan.base.writes();
            const RunContext pointContext
                = context.part(static_cast<double>(index) / points, 1 / points).withStage(stage);
            // Each point is a test of its own: the cool-down waits before it.
            if (!pointContext.coolDown()) {
                result.cancelled = true;
                break;
            }
            WorkloadRunner runner(m_target, point.spec, m_engine);
            point.result = runner.run(pointContext);
            point.fioCommand = point.result->fioCommand;
            if (result.engine.isEmpty())
                result.engine = point.result->engine;
        }
        const bool stop = point.result && (point.result->cancelled || !point.result->merged().stopReason.isEmpty());
        result.points.push_back(std::move(point));
        context.sweepPoint(result.points.back());
        if (stop) {
            result.cancelled = result.points.back().result->cancelled;
            break;
        }
    }
    if (result.engine.isEmpty())
        result.engine = ioUringAvailable() && m_engine != EngineKind::Threads ? QStringLiteral("io_uring")
                                                                              : QStringLiteral("threads");
    for (SweepPoint& point : result.points)
        if (point.fioCommand.isEmpty())
            point.fioCommand = fioCommandLine(point.spec, result.target, result.engine);
    return result;
}

SweepResult runSweep(const Target& target, const SweepPlan& plan, EngineKind engine, const RunContext& context)
{
    return SweepRunner(target, plan, engine).run(context);
}

} // namespace ds
