#include "model/results/multitargetresult.h"

#include "model/jsonreader.h"
#include "model/usererror.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace ds {

// The aggregate repeats are measurements like any other: WorkloadResult already knows their spread.
static WorkloadResult aggregateAsResult(const std::vector<RunMeasurement>& repeats)
{
    WorkloadResult all;
    all.repeats = repeats;
    return all;
}

Spread MultiTargetResult::aggregateMegabytesPerSecond() const
{
    return aggregateAsResult(aggregateRepeats).megabytesPerSecond();
}

Spread MultiTargetResult::aggregateIops() const { return aggregateAsResult(aggregateRepeats).iops(); }

RunMeasurement MultiTargetResult::aggregate() const { return aggregateAsResult(aggregateRepeats).merged(); }

QJsonObject MultiTargetResult::toJson() const
{
    QJsonArray targets;
    for (const WorkloadResult& result : perTarget)
        targets.append(result.toJson());
    QJsonArray repeats;
    for (const RunMeasurement& run : aggregateRepeats)
        repeats.append(run.toJson());
    return QJsonObject {
        { QStringLiteral("targetCount"), static_cast<int>(perTarget.size()) },
        { QStringLiteral("perTarget"), targets },
        { QStringLiteral("aggregate"),
            QJsonObject {
                { QStringLiteral("megabytesPerSecond"), aggregateMegabytesPerSecond().toJson() },
                { QStringLiteral("iops"), aggregateIops().toJson() },
                { QStringLiteral("total"), aggregate().toJson() },
                { QStringLiteral("repeats"), repeats },
            } },
        { QStringLiteral("fioCommand"), fioCommand },
        { QStringLiteral("cancelled"), cancelled },
    };
}

std::vector<double> MultiTargetScaling::aloneIn(DisplayUnit unit) const
{
    std::vector<double> rates;
    for (const WorkloadResult& target : alone)
        rates.push_back(DisplayFigures::meanOf(target.repeats).in(unit));
    return rates;
}

std::vector<double> MultiTargetScaling::referenceIn(DisplayUnit unit) const
{
    const size_t targets = steps.empty() ? 0 : steps.back().perTarget.size();
    if (alone.size() < targets || targets == 0)
        return {};
    const std::vector<double> rates = aloneIn(unit);
    // Independent drives add their rates, and each keeps its own latency: the mean over all their
    // requests weighs each drive's latency by how many requests it completes.
    const std::vector<double> iops = aloneIn(DisplayUnit::Iops);
    std::vector<double> reference;
    double sum = 0;
    double requests = 0;
    double latencyTimesRequests = 0;
    for (size_t k = 0; k < steps.size(); ++k) {
        sum += rates[k];
        requests += iops[k];
        latencyTimesRequests += rates[k] * iops[k];
        reference.push_back(
            unit == DisplayUnit::Microseconds ? (requests > 0 ? latencyTimesRequests / requests : 0) : sum);
    }
    return reference;
}

QJsonObject MultiTargetScaling::toJson() const
{
    QJsonArray list;
    for (const MultiTargetResult& step : steps)
        list.append(step.toJson());
    QJsonArray targets;
    for (const WorkloadResult& target : alone)
        targets.append(target.toJson());
    return QJsonObject { { QStringLiteral("steps"), list }, { QStringLiteral("alone"), targets },
        { QStringLiteral("cancelled"), cancelled } };
}

MultiTargetResult MultiTargetResult::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    MultiTargetResult result;
    result.perTarget = in.readList<WorkloadResult>(QStringLiteral("perTarget"));
    const JsonReader aggregate = in.child(QStringLiteral("aggregate"));
    result.aggregateRepeats = in.within(QStringLiteral("aggregate"),
        [&] { return JsonReader(aggregate.object()).readList<RunMeasurement>(QStringLiteral("repeats")); });
    result.fioCommand = in.string(QStringLiteral("fioCommand"));
    result.cancelled = in.boolean(QStringLiteral("cancelled"));
    return result;
}

MultiTargetScaling MultiTargetScaling::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    MultiTargetScaling scaling;
    scaling.steps = in.readList<MultiTargetResult>(QStringLiteral("steps"));
    scaling.alone = in.readList<WorkloadResult>(QStringLiteral("alone"));
    scaling.cancelled = in.boolean(QStringLiteral("cancelled"));
    return scaling;
}

} // namespace ds
