#include "run/benchmarks/sweeprunner.h"

#include "device/target.h"
#include "model/fiocommand.h"
#include "model/usererror.h"

#include "model/jsonreader.h"
#include <QDateTime>

#include <QCoreApplication>
#include <QJsonArray>

namespace ds {

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

SweepResult SweepRunner::run()
{
    m_plan.validate();
    SweepResult result;
    result.plan = m_plan;
    result.target = m_target.info();
    result.startedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);

    for (size_t index = 0; index < m_plan.values.size(); ++index) {
        if (cancelled()) {
            result.cancelled = true;
            break;
        }
        SweepPoint point;
        point.value = m_plan.values[index];
        point.spec = m_plan.specAt(point.value);
        point.skipReason = pointSkipReason(point.spec, result.target);
        if (point.skipReason.isEmpty()) {
            WorkloadRunner runner(m_target, point.spec, m_engine);
            runner.setCancelFlag(m_cancel);
            if (m_progress)
                runner.setProgressCallback([this, index, value = point.value](const ProgressSnapshot& snapshot) {
                    m_progress(SweepProgress { index, m_plan.values.size(), value, snapshot });
                });
            point.result = runner.run();
            point.fioCommand = point.result->fioCommand;
            if (result.engine.isEmpty())
                result.engine = point.result->engine;
        }
        const bool stop = point.result && (point.result->cancelled || !point.result->merged().stopReason.isEmpty());
        result.points.push_back(std::move(point));
        if (m_pointFinished)
            m_pointFinished(result.points.back());
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

} // namespace ds
