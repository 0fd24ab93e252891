#include "model/results/accessresult.h"

#include "model/jsonreader.h"
#include "model/usererror.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <algorithm>
#include <cmath>

namespace ds {

QJsonObject AccessPlan::toJson() const
{
    return QJsonObject {
        { QStringLiteral("samples"), static_cast<int>(samples) },
        { QStringLiteral("blockBytes"), static_cast<qint64>(blockBytes) },
        { QStringLiteral("rangeOffset"), static_cast<qint64>(rangeOffset) },
        { QStringLiteral("rangeLength"), static_cast<qint64>(rangeLength) },
        { QStringLiteral("seed"), QString::number(seed) },
    };
}

double AccessResult::averageMs() const
{
    double sum = 0;
    for (const AccessSample& sample : samples)
        sum += sample.ms;
    return samples.empty() ? 0 : sum / static_cast<double>(samples.size());
}

double AccessResult::minMs() const
{
    double lowest = samples.empty() ? 0 : samples.front().ms;
    for (const AccessSample& sample : samples)
        lowest = std::min(lowest, sample.ms);
    return lowest;
}

double AccessResult::maxMs() const
{
    double highest = 0;
    for (const AccessSample& sample : samples)
        highest = std::max(highest, sample.ms);
    return highest;
}

double AccessResult::percentileMs(double p) const
{
    if (samples.empty())
        return 0;
    std::vector<double> values;
    values.reserve(samples.size());
    for (const AccessSample& sample : samples)
        values.push_back(sample.ms);
    std::sort(values.begin(), values.end());
    const auto rank
        = std::max<size_t>(1, static_cast<size_t>(std::ceil(p / 100.0 * static_cast<double>(values.size()))));
    return values[std::min(rank, values.size()) - 1];
}

QJsonObject AccessResult::toJson(bool withSamples) const
{
    QJsonObject object {
        { QStringLiteral("test"), QStringLiteral("access") },
        { QStringLiteral("plan"), plan.toJson() },
        { QStringLiteral("target"), target.toJson() },
        { QStringLiteral("engine"), engine },
        { QStringLiteral("fioCommand"), fioCommand },
        { QStringLiteral("cancelled"), cancelled },
        { QStringLiteral("count"), static_cast<int>(samples.size()) },
        { QStringLiteral("averageMs"), averageMs() },
        { QStringLiteral("minMs"), minMs() },
        { QStringLiteral("maxMs"), maxMs() },
        { QStringLiteral("p50Ms"), percentileMs(50) },
        { QStringLiteral("p99Ms"), percentileMs(99) },
        { QStringLiteral("iops"), iops },
        { QStringLiteral("errorCount"), static_cast<qint64>(errorCount) },
    };
    if (withSamples) {
        QJsonArray list;
        for (const AccessSample& sample : samples)
            list.append(
                QJsonArray { static_cast<qint64>(sample.offset), static_cast<qint64>(sample.seekDistance), sample.ms });
        object.insert(QStringLiteral("samplesOffsetSeekMs"), list);
    }
    return object;
}

AccessPlan AccessPlan::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    AccessPlan plan;
    plan.samples = in.count(QStringLiteral("samples"), plan.samples);
    plan.blockBytes = in.count(QStringLiteral("blockBytes"), plan.blockBytes);
    plan.rangeOffset = in.whole(QStringLiteral("rangeOffset"));
    plan.rangeLength = in.whole(QStringLiteral("rangeLength"));
    plan.seed = in.whole(QStringLiteral("seed"), 1);
    return plan;
}

AccessResult AccessResult::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    AccessResult result;
    result.plan = in.read<AccessPlan>(QStringLiteral("plan"));
    result.target = in.read<TargetInfo>(QStringLiteral("target"));
    result.engine = in.string(QStringLiteral("engine"));
    result.fioCommand = in.string(QStringLiteral("fioCommand"));
    result.cancelled = in.boolean(QStringLiteral("cancelled"));
    result.iops = in.number(QStringLiteral("iops"));
    result.errorCount = in.whole(QStringLiteral("errorCount"));
    const QString key = QStringLiteral("samplesOffsetSeekMs");
    const QJsonArray samples = in.array(key);
    result.samples.reserve(static_cast<size_t>(samples.size()));
    for (qsizetype i = 0; i < samples.size(); ++i) {
        const QString where = QStringLiteral("%1[%2]").arg(key).arg(i);
        if (!samples.at(i).isArray() || samples.at(i).toArray().size() != 3)
            in.fail(where, QStringLiteral("expected [offset, seek distance, ms]"));
        const QJsonArray triple = samples.at(i).toArray();
        result.samples.push_back(
            AccessSample { in.wholeAt(triple, 0, where), in.wholeAt(triple, 1, where), in.numberAt(triple, 2, where) });
    }
    return result;
}

} // namespace ds
