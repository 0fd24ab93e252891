#include "model/results/burstresult.h"

#include "model/jsonreader.h"
#include "model/usererror.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <algorithm>

namespace ds {

QJsonObject BurstPlan::toJson() const
{
    return QJsonObject {
        { QStringLiteral("regionBytes"), static_cast<qint64>(regionBytes) },
        { QStringLiteral("offset"), static_cast<qint64>(offset) },
        { QStringLiteral("passes"), static_cast<int>(passes) },
    };
}

double BurstResult::bestMegabytesPerSecond() const
{
    return passMegabytesPerSecond.empty()
        ? 0
        : *std::max_element(passMegabytesPerSecond.begin(), passMegabytesPerSecond.end());
}

double BurstResult::medianMegabytesPerSecond() const
{
    if (passMegabytesPerSecond.empty())
        return 0;
    std::vector<double> sorted = passMegabytesPerSecond;
    std::sort(sorted.begin(), sorted.end());
    const size_t middle = sorted.size() / 2;
    return sorted.size() % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

QJsonObject BurstResult::toJson() const
{
    QJsonArray passes;
    for (double rate : passMegabytesPerSecond)
        passes.append(rate);
    return QJsonObject {
        { QStringLiteral("test"), QStringLiteral("burst") },
        { QStringLiteral("plan"), plan.toJson() },
        { QStringLiteral("target"), target.toJson() },
        { QStringLiteral("engine"), engine },
        { QStringLiteral("fioCommand"), fioCommand },
        { QStringLiteral("cancelled"), cancelled },
        { QStringLiteral("bestMegabytesPerSecond"), bestMegabytesPerSecond() },
        { QStringLiteral("medianMegabytesPerSecond"), medianMegabytesPerSecond() },
        { QStringLiteral("passMegabytesPerSecond"), passes },
        { QStringLiteral("errorCount"), static_cast<qint64>(errorCount) },
    };
}

BurstPlan BurstPlan::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    BurstPlan plan;
    plan.regionBytes = in.whole(QStringLiteral("regionBytes"), plan.regionBytes);
    plan.offset = in.whole(QStringLiteral("offset"));
    plan.passes = in.count(QStringLiteral("passes"), plan.passes);
    return plan;
}

BurstResult BurstResult::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    BurstResult result;
    result.plan = in.read<BurstPlan>(QStringLiteral("plan"));
    result.target = in.read<TargetInfo>(QStringLiteral("target"));
    result.engine = in.string(QStringLiteral("engine"));
    result.fioCommand = in.string(QStringLiteral("fioCommand"));
    result.cancelled = in.boolean(QStringLiteral("cancelled"));
    result.errorCount = in.whole(QStringLiteral("errorCount"));
    const QJsonArray passes = in.array(QStringLiteral("passMegabytesPerSecond"));
    for (qsizetype i = 0; i < passes.size(); ++i)
        result.passMegabytesPerSecond.push_back(in.numberAt(passes, i, QStringLiteral("passMegabytesPerSecond")));
    return result;
}

} // namespace ds
