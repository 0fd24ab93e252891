#include "model/results/consistencyresult.h"

#include "model/jsonreader.h"
#include "model/plansettings.h"
#include "model/usererror.h"
#include "model/wording.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <cmath>

namespace ds {

WorkloadSpec ConsistencyPlan::loadSpec() const
{
    WorkloadSpec spec;
    spec.readPercent = 0;
    spec.randomPercent = 100;
    spec.blockSizes = { BlockSizeShare { blockBytes, 1.0 } };
    spec.regionOffset = regionOffset;
    spec.regionLength = regionLength;
    spec.queueDepth = queueDepth;
    spec.durationSeconds = durationSeconds;
    spec.jobs = jobs;
    spec.cpus = cpus;
    spec.seed = seed;
    spec.data = data;
    spec.seriesIntervalSeconds = intervalSeconds;
    return spec;
}

WorkloadSpec ConsistencyPlan::fillSpec() const
{
    WorkloadSpec spec;
    spec.readPercent = 0;
    spec.randomPercent = 0;
    spec.blockSizes = { BlockSizeShare { kFillBlockBytes, 1.0 } };
    spec.regionOffset = regionOffset;
    spec.regionLength = regionLength;
    spec.queueDepth = kFillQueueDepth;
    spec.totalBytes = 1; // the caller sets the region's length once the target is known
    spec.seed = seed;
    spec.data = data;
    spec.seriesIntervalSeconds = intervalSeconds;
    return spec;
}

QString ConsistencyPlan::describe(bool translated) const
{
    QString text = loadSpec().describe(translated);
    text += QStringLiteral(", ") + describeScoredPart(scoredFraction, translated);
    if (fill)
        text += QStringLiteral(", ")
            + wording(translated, "ds::Consistency", QT_TRANSLATE_NOOP("ds::Consistency", "filled first"));
    return text;
}

void ConsistencyPlan::validate() const
{
    if (!(durationSeconds >= 1) || !std::isfinite(durationSeconds) || durationSeconds > 7 * 24 * 3600)
        throw UserError(QCoreApplication::translate(
            "ds::Consistency", "the consistency test runs from 1 second to a week, not %1 s")
                            .arg(durationSeconds));
    if (intervalSeconds == 0)
        throw UserError(QCoreApplication::translate(
            "ds::Consistency", "the consistency test needs a time-series interval: its score is made of them"));
    checkSeriesInterval(intervalSeconds);
    if (intervalSeconds * 3 > durationSeconds)
        throw UserError(QCoreApplication::translate("ds::Consistency",
            "a run of %1 s has fewer than three intervals of %2 s to score: run longer or use shorter intervals")
                            .arg(durationSeconds)
                            .arg(intervalSeconds));
    if (!(scoredFraction >= 0.05 - 1e-9) || scoredFraction > 1)
        throw UserError(
            QCoreApplication::translate("ds::Consistency", "the scored part must be from 5 % to the whole run, not %1")
                .arg(scoredFraction));
    WorkloadSpec spec = loadSpec();
    spec.validate(UINT64_MAX / 2, 1);
}

QJsonObject ConsistencyPlan::toJson() const
{
    QJsonArray cpuArray;
    for (unsigned cpu : cpus)
        cpuArray.append(static_cast<int>(cpu));
    return QJsonObject {
        { QStringLiteral("fill"), fill },
        { QStringLiteral("durationSeconds"), durationSeconds },
        { QStringLiteral("blockBytes"), static_cast<qint64>(blockBytes) },
        { QStringLiteral("queueDepth"), static_cast<int>(queueDepth) },
        { QStringLiteral("jobs"), static_cast<int>(jobs) },
        { QStringLiteral("cpus"), cpuArray },
        { QStringLiteral("intervalSeconds"), intervalSeconds },
        { QStringLiteral("scoredFraction"), scoredFraction },
        { QStringLiteral("regionOffset"), static_cast<qint64>(regionOffset) },
        { QStringLiteral("regionLength"), static_cast<qint64>(regionLength) },
        { QStringLiteral("seed"), QString::number(seed) },
        { QStringLiteral("data"), dataPatternName(data) },
    };
}

ConsistencyPlan ConsistencyPlan::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    ConsistencyPlan plan;
    plan.fill = in.boolean(QStringLiteral("fill"));
    plan.durationSeconds = in.number(QStringLiteral("durationSeconds"), plan.durationSeconds);
    plan.blockBytes = static_cast<uint32_t>(in.whole(QStringLiteral("blockBytes"), plan.blockBytes, 1u << 30));
    plan.queueDepth = in.count(QStringLiteral("queueDepth"), plan.queueDepth, WorkloadSpec::kMaxQueueDepth);
    plan.jobs = in.count(QStringLiteral("jobs"), 1, WorkloadSpec::kMaxJobs);
    const QJsonArray cpus = in.array(QStringLiteral("cpus"));
    for (qsizetype i = 0; i < cpus.size(); ++i)
        plan.cpus.push_back(static_cast<unsigned>(in.wholeAt(cpus, i, QStringLiteral("cpus"))));
    plan.intervalSeconds = in.number(QStringLiteral("intervalSeconds"), plan.intervalSeconds);
    plan.scoredFraction = in.number(QStringLiteral("scoredFraction"), plan.scoredFraction);
    if (!(plan.scoredFraction > 0) || plan.scoredFraction > 1)
        in.fail(QStringLiteral("scoredFraction"), QStringLiteral("must be above 0 and at most 1"));
    plan.regionOffset = in.whole(QStringLiteral("regionOffset"));
    plan.regionLength = in.whole(QStringLiteral("regionLength"));
    plan.seed = in.whole(QStringLiteral("seed"), 1);
    const QString data = in.string(QStringLiteral("data"), QStringLiteral("random"));
    if (data != QLatin1String("random") && data != QLatin1String("zero"))
        in.fail(QStringLiteral("data"), QStringLiteral("must be random or zero, not '%1'").arg(data));
    plan.data = parseDataPattern(data);
    return plan;
}

ConsistencyScore consistencyScore(const TimeSeries& series, double scoredFraction)
{
    ConsistencyScore score;
    double length = 0;
    for (size_t i = 0; i < series.size(); ++i)
        length += series.lengthOf(i);
    // From a boundary, so the scored part is whole intervals.
    const double from = length * (1 - std::clamp(scoredFraction, 0.0, 1.0));
    score.fromSeconds
        = series.intervalSeconds > 0 ? std::floor(from / series.intervalSeconds + 1e-9) * series.intervalSeconds : 0;
    score.scored = seriesStatistics(series, score.fromSeconds);
    score.whole = seriesStatistics(series);
    return score;
}

QString describeScoredPart(double fraction, bool translated)
{
    auto words = [translated](const char* source) { return wording(translated, "ds::Consistency", source); };
    if (std::abs(fraction - 1) < 1e-6)
        return words(QT_TRANSLATE_NOOP("ds::Consistency", "whole run scored"));
    if (std::abs(fraction - 1.0 / 3) < 1e-3)
        return words(QT_TRANSLATE_NOOP("ds::Consistency", "last third scored"));
    if (std::abs(fraction - 0.5) < 1e-6)
        return words(QT_TRANSLATE_NOOP("ds::Consistency", "last half scored"));
    if (std::abs(fraction - 0.25) < 1e-6)
        return words(QT_TRANSLATE_NOOP("ds::Consistency", "last quarter scored"));
    // %1 a percentage of the run
    return words(QT_TRANSLATE_NOOP("ds::Consistency", "last %1 % scored")).arg(fraction * 100, 0, 'g', 3);
}

double parseScoredFraction(const QString& input)
{
    const QString text = input.trimmed();
    bool ok = false;
    double fraction = 0;
    if (const qsizetype slash = text.indexOf(QLatin1Char('/')); slash > 0) {
        bool top = false;
        bool bottom = false;
        const double numerator = text.left(slash).toDouble(&top);
        const double denominator = text.mid(slash + 1).toDouble(&bottom);
        ok = top && bottom && denominator > 0;
        fraction = ok ? numerator / denominator : 0;
    } else if (text.endsWith(QLatin1Char('%'))) {
        fraction = text.chopped(1).trimmed().toDouble(&ok) / 100;
    } else {
        fraction = text.toDouble(&ok);
    }
    if (!ok || !std::isfinite(fraction) || fraction < 0.05 - 1e-9 || fraction > 1)
        throw UserError(QCoreApplication::translate("ds::Consistency",
            "the scored part must be a fraction of the run from 0.05 to 1 (1/3, 0.25, 50%), not \"%1\"")
                            .arg(input));
    return fraction;
}

const TimeSeries& ConsistencyResult::series() const
{
    static const TimeSeries none;
    return load.repeats.empty() ? none : load.repeats.front().timeline;
}

ConsistencyScore ConsistencyResult::score() const { return consistencyScore(series(), plan.scoredFraction); }

QJsonObject ConsistencyResult::toJson() const
{
    const ConsistencyScore figures = score();
    QJsonObject object {
        { QStringLiteral("plan"), plan.toJson() },
        { QStringLiteral("target"), target.toJson() },
        { QStringLiteral("engine"), engine },
        { QStringLiteral("load"), load.toJson() },
        { QStringLiteral("cancelled"), cancelled },
        // Derived, for readers of the file; read back from the series, never from here.
        { QStringLiteral("score"),
            QJsonObject {
                { QStringLiteral("fromSeconds"), figures.fromSeconds },
                { QStringLiteral("averageIops"), figures.scored.meanIops },
                { QStringLiteral("stdevIops"), figures.scored.stdevIops },
                { QStringLiteral("averageOverStdev"), figures.scored.consistency() },
                { QStringLiteral("minIops"), figures.scored.minIops },
                { QStringLiteral("intervals"), static_cast<qint64>(figures.scored.intervals) },
            } },
    };
    if (fill)
        object.insert(QStringLiteral("fill"), fill->toJson());
    return object;
}

ConsistencyResult ConsistencyResult::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    ConsistencyResult result;
    result.plan = in.read<ConsistencyPlan>(QStringLiteral("plan"));
    result.target = in.read<TargetInfo>(QStringLiteral("target"));
    result.engine = in.string(QStringLiteral("engine"));
    result.load = in.read<WorkloadResult>(QStringLiteral("load"));
    result.fioCommand = result.load.fioCommand;
    if (in.has(QStringLiteral("fill")))
        result.fill = in.read<WorkloadResult>(QStringLiteral("fill"));
    result.cancelled = in.boolean(QStringLiteral("cancelled"));
    return result;
}

} // namespace ds
