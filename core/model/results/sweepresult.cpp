#include "model/results/sweepresult.h"

#include "model/jsonreader.h"
#include "model/usererror.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>

namespace ds {

Spread spreadOf(const WorkloadResult& result, const std::function<double(const RunMeasurement&)>& figure)
{
    std::vector<double> values;
    values.reserve(result.repeats.size());
    for (const RunMeasurement& run : result.repeats)
        values.push_back(figure(run));
    return Spread::of(values);
}

PointFigures PointFigures::of(const WorkloadResult& result)
{
    auto latencyUs = [&result](double p) {
        return spreadOf(result, [p](const RunMeasurement& run) {
            return static_cast<double>(run.combinedLatency().percentileNs(p)) / 1e3;
        });
    };
    PointFigures figures;
    figures.megabytesPerSecond = result.megabytesPerSecond();
    figures.iops = result.iops();
    figures.meanLatencyUs
        = spreadOf(result, [](const RunMeasurement& run) { return run.combinedLatency().meanNs() / 1e3; });
    figures.p50LatencyUs = latencyUs(50);
    figures.p99LatencyUs = latencyUs(99);
    figures.p999LatencyUs = latencyUs(99.9);
    figures.maxLatencyUs = spreadOf(
        result, [](const RunMeasurement& run) { return static_cast<double>(run.combinedLatency().maxNs()) / 1e3; });
    figures.cpuPercent = spreadOf(result, [](const RunMeasurement& run) { return run.cpu.processPercent; });
    for (const RunMeasurement& run : result.repeats)
        figures.errors += run.errorCount;
    return figures;
}

QJsonObject PointFigures::toJson() const
{
    return QJsonObject {
        { QStringLiteral("megabytesPerSecond"), megabytesPerSecond.toJson() },
        { QStringLiteral("iops"), iops.toJson() },
        { QStringLiteral("meanLatencyUs"), meanLatencyUs.toJson() },
        { QStringLiteral("p50LatencyUs"), p50LatencyUs.toJson() },
        { QStringLiteral("p99LatencyUs"), p99LatencyUs.toJson() },
        { QStringLiteral("p99.9LatencyUs"), p999LatencyUs.toJson() },
        { QStringLiteral("maxLatencyUs"), maxLatencyUs.toJson() },
        { QStringLiteral("cpuPercent"), cpuPercent.toJson() },
        { QStringLiteral("errors"), static_cast<qint64>(errors) },
    };
}

PointFigures PointFigures::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    PointFigures figures;
    figures.megabytesPerSecond = in.read<Spread>(QStringLiteral("megabytesPerSecond"));
    figures.iops = in.read<Spread>(QStringLiteral("iops"));
    figures.meanLatencyUs = in.read<Spread>(QStringLiteral("meanLatencyUs"));
    figures.p50LatencyUs = in.read<Spread>(QStringLiteral("p50LatencyUs"));
    figures.p99LatencyUs = in.read<Spread>(QStringLiteral("p99LatencyUs"));
    figures.p999LatencyUs = in.read<Spread>(QStringLiteral("p99.9LatencyUs"));
    figures.maxLatencyUs = in.read<Spread>(QStringLiteral("maxLatencyUs"));
    figures.cpuPercent = in.read<Spread>(QStringLiteral("cpuPercent"));
    figures.errors = in.whole(QStringLiteral("errors"));
    return figures;
}

std::vector<uint64_t> SweepPlan::powersOfTwo(uint64_t from, uint64_t to)
{
    std::vector<uint64_t> values;
    for (uint64_t value = from; value != 0 && value <= to; value *= 2)
        values.push_back(value);
    return values;
}

WorkloadSpec SweepPlan::specAt(uint64_t value) const
{
    WorkloadSpec spec = base;
    if (kind == SweepKind::BlockSize)
        spec.blockSizes = { BlockSizeShare { static_cast<uint32_t>(value), 1.0 } };
    else
        spec.queueDepth = static_cast<unsigned>(value);
    return spec;
}

QString SweepPlan::describe(bool translated) const
{
    WorkloadSpec::Varied varied;
    if (!values.empty()) {
        const uint64_t first = *std::min_element(values.begin(), values.end());
        const uint64_t last = *std::max_element(values.begin(), values.end());
        if (kind == SweepKind::BlockSize)
            varied.blockSizes = first == last
                ? formatBinarySize(first)
                : QStringLiteral("%1 … %2").arg(formatBinarySize(first), formatBinarySize(last));
        else
            varied.queueDepths
                = first == last ? QString::number(first) : QStringLiteral("%1 … %2").arg(first).arg(last);
    }
    return base.describe(translated, varied);
}

void SweepPlan::validate() const
{
    if (values.empty())
        throw UserError(
            QCoreApplication::translate("ds::SweepRunner", "the sweep has no points (is the range empty?)"));
    for (uint64_t value : values) {
        if (kind == SweepKind::BlockSize && (value == 0 || value > (uint64_t { 1 } << 30)))
            throw UserError(
                QCoreApplication::translate("ds::SweepRunner", "sweep block size %1 is out of range (1 B to 1 GiB)")
                    .arg(formatBinarySize(value)));
        if (kind == SweepKind::QueueDepth && (value == 0 || value > WorkloadSpec::kMaxQueueDepth))
            throw UserError(
                QCoreApplication::translate("ds::SweepRunner", "sweep queue depth %1 is out of range (1 to %2)")
                    .arg(value)
                    .arg(WorkloadSpec::kMaxQueueDepth));
        // Everything but the target's own limits and a byte count below the point's block: those make a
        // point skipped, not the plan wrong.
        WorkloadSpec spec = specAt(value);
        if (spec.totalBytes != 0)
            spec.totalBytes = std::max<uint64_t>(spec.totalBytes, spec.largestBlock());
        spec.validate(UINT64_MAX / 2, 1);
    }
}

QJsonObject SweepPlan::toJson() const
{
    QJsonArray list;
    for (uint64_t value : values)
        list.append(static_cast<qint64>(value));
    return QJsonObject {
        { QStringLiteral("kind"),
            kind == SweepKind::BlockSize ? QStringLiteral("blockSize") : QStringLiteral("queueDepth") },
        { QStringLiteral("values"), list },
        { QStringLiteral("workload"), base.toJson() },
    };
}

SweepPlan SweepPlan::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    SweepPlan plan;
    const QString kind = in.string(QStringLiteral("kind"), QStringLiteral("blockSize"));
    if (kind != QLatin1String("blockSize") && kind != QLatin1String("queueDepth"))
        in.fail(QStringLiteral("kind"), QStringLiteral("expected \"blockSize\" or \"queueDepth\""));
    plan.kind = kind == QLatin1String("blockSize") ? SweepKind::BlockSize : SweepKind::QueueDepth;
    const QJsonArray values = in.array(QStringLiteral("values"));
    for (qsizetype i = 0; i < values.size(); ++i)
        plan.values.push_back(in.wholeAt(values, i, QStringLiteral("values")));
    plan.base = in.read<WorkloadSpec>(QStringLiteral("workload"));
    return plan;
}

SweepPoint SweepPoint::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    SweepPoint point;
    point.value = in.whole(QStringLiteral("value"));
    point.spec = in.read<WorkloadSpec>(QStringLiteral("workload"));
    point.fioCommand = in.string(QStringLiteral("fioCommand"));
    point.skipReason = in.string(QStringLiteral("skipReason"));
    if (in.has(QStringLiteral("result")))
        point.result = in.read<WorkloadResult>(QStringLiteral("result"));
    return point;
}

QJsonObject SweepPoint::toJson() const
{
    QJsonObject object {
        { QStringLiteral("value"), static_cast<qint64>(value) },
        { QStringLiteral("blockBytes"), static_cast<qint64>(spec.largestBlock()) },
        { QStringLiteral("queueDepth"), static_cast<int>(spec.queueDepth) },
        { QStringLiteral("description"), spec.describe() },
        { QStringLiteral("workload"), spec.toJson() },
        { QStringLiteral("fioCommand"), fioCommand },
        { QStringLiteral("skipped"), !skipReason.isEmpty() },
    };
    if (!skipReason.isEmpty())
        object.insert(QStringLiteral("skipReason"), skipReason);
    if (result) {
        object.insert(QStringLiteral("figures"), PointFigures::of(*result).toJson());
        object.insert(QStringLiteral("cancelled"), result->cancelled);
        object.insert(QStringLiteral("result"), result->toJson());
    }
    return object;
}

QJsonObject SweepResult::toJson() const
{
    QJsonArray list;
    for (const SweepPoint& point : points)
        list.append(point.toJson());
    return QJsonObject {
        { QStringLiteral("test"),
            plan.kind == SweepKind::BlockSize ? QStringLiteral("sweep-bs") : QStringLiteral("sweep-qd") },
        { QStringLiteral("plan"), plan.toJson() },
        { QStringLiteral("target"), target.toJson() },
        { QStringLiteral("engine"), engine },
        { QStringLiteral("startedAt"), startedAt },
        { QStringLiteral("cancelled"), cancelled },
        { QStringLiteral("points"), list },
    };
}

SweepResult SweepResult::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    SweepResult result;
    result.plan = in.read<SweepPlan>(QStringLiteral("plan"));
    result.target = in.read<TargetInfo>(QStringLiteral("target"));
    result.engine = in.string(QStringLiteral("engine"));
    result.startedAt = in.string(QStringLiteral("startedAt"));
    result.cancelled = in.boolean(QStringLiteral("cancelled"));
    result.points = in.readList<SweepPoint>(QStringLiteral("points"));
    return result;
}

} // namespace ds
