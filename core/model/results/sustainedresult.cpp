#include "model/results/sustainedresult.h"

#include "model/jsonreader.h"
#include "model/usererror.h"
#include "model/workload.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <algorithm>

namespace ds {

QJsonObject SustainedPlan::toJson() const
{
    QJsonArray pauses;
    for (double seconds : recoveryIdleSeconds)
        pauses.append(seconds);
    return QJsonObject {
        { QStringLiteral("recoveryIdleSeconds"), pauses },
        { QStringLiteral("totalBytes"), static_cast<qint64>(totalBytes) },
        { QStringLiteral("blockBytes"), static_cast<qint64>(blockBytes) },
        { QStringLiteral("queueDepth"), static_cast<int>(queueDepth) },
        { QStringLiteral("sampleSeconds"), sampleSeconds },
        { QStringLiteral("offset"), static_cast<qint64>(offset) },
    };
}

static double medianOf(std::vector<double> values)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const size_t middle = values.size() / 2;
    return values.size() % 2 ? values[middle] : (values[middle - 1] + values[middle]) / 2;
}

uint64_t fastBytesBeforeFall(const std::vector<SustainedSample>& samples, double fastMegabytesPerSecond,
    double slowMegabytesPerSecond, bool* fell)
{
    if (fell)
        *fell = false;
    if (samples.empty())
        return 0;
    const double midpoint = (fastMegabytesPerSecond + slowMegabytesPerSecond) / 2;
    // The first sample below the midpoint after which at least 4/5 of the rest stay below it.
    size_t fall = samples.size();
    for (size_t i = 0; i < samples.size() && fall == samples.size(); ++i) {
        if (samples[i].megabytesPerSecond >= midpoint)
            continue;
        size_t slow = 0;
        for (size_t j = i; j < samples.size(); ++j)
            slow += samples[j].megabytesPerSecond < midpoint;
        if (static_cast<double>(slow) >= 0.8 * static_cast<double>(samples.size() - i))
            fall = i;
    }
    if (fall == samples.size())
        return samples.back().bytes;
    if (fell)
        *fell = true;
    const SustainedSample before = fall > 0 ? samples[fall - 1] : SustainedSample {};
    const double bytes = static_cast<double>(samples[fall].bytes - before.bytes);
    const double seconds = samples[fall].seconds - before.seconds;
    // In the sample it fell in, x bytes at the fast rate and the rest at the slow one took its time:
    // x / fast + (bytes - x) / slow = seconds.
    const double fast = fastMegabytesPerSecond * 1e6;
    const double slow = slowMegabytesPerSecond * 1e6;
    double part = 0;
    if (fast > slow && slow > 0)
        part = std::clamp((seconds - bytes / slow) / (1 / fast - 1 / slow), 0.0, bytes);
    return before.bytes + static_cast<uint64_t>(part);
}

std::vector<double> parseRecoveryPauses(const QString& text)
{
    std::vector<double> pauses;
    for (const QString& part : text.split(QLatin1Char(','))) {
        bool ok = false;
        const double seconds = part.trimmed().toDouble(&ok);
        if (!ok || !(seconds >= 0) || seconds > 86400)
            throw UserError(QCoreApplication::translate("ds::SustainedWrite",
                "cache-recovery pauses are seconds from 0 to 86400, separated by commas (5,30,120), not \"%1\"")
                                .arg(text));
        pauses.push_back(seconds);
    }
    if (pauses.size() > SustainedPlan::kMaxRecoveryPauses)
        throw UserError(QCoreApplication::translate("ds::SustainedWrite", "at most %1 cache-recovery pauses, not %2")
                            .arg(SustainedPlan::kMaxRecoveryPauses)
                            .arg(pauses.size()));
    return pauses;
}

RateCliff findRateCliff(const std::vector<SustainedSample>& samples)
{
    RateCliff best;
    double bestRatio = 0;
    // Two samples at least on each side, so one slow interval is not a cliff.
    for (size_t split = 2; split + 2 <= samples.size(); ++split) {
        std::vector<double> before, after;
        for (size_t i = 0; i < samples.size(); ++i)
            (i < split ? before : after).push_back(samples[i].megabytesPerSecond);
        const double beforeMedian = medianOf(before);
        const double afterMedian = medianOf(after);
        if (!(afterMedian > 0) || afterMedian > 0.75 * beforeMedian)
            continue;
        const double midpoint = (beforeMedian + afterMedian) / 2;
        // The split falls where the rate does: the last sample before it fast, the first after it slow.
        if (samples[split - 1].megabytesPerSecond < midpoint || samples[split].megabytesPerSecond >= midpoint)
            continue;
        // A fall, not a slope: most of the difference happens across the split itself, which a
        // hard disk slowing towards its inner tracks never shows.
        if (split >= 2 && split + 2 <= samples.size()) {
            const double justBefore
                = (samples[split - 2].megabytesPerSecond + samples[split - 1].megabytesPerSecond) / 2;
            const double justAfter = (samples[split].megabytesPerSecond + samples[split + 1].megabytesPerSecond) / 2;
            if (justBefore - justAfter < 0.5 * (beforeMedian - afterMedian))
                continue;
        }
        const auto slow = std::count_if(after.begin(), after.end(), [&](double rate) { return rate < midpoint; });
        if (static_cast<double>(slow) < 0.8 * static_cast<double>(after.size()))
            continue;
        const double ratio = beforeMedian / afterMedian;
        // The earliest split among the clearest ones: where the rate first fell.
        if (ratio > bestRatio * 1.05) {
            bestRatio = ratio;
            best.found = true;
            best.sampleIndex = split;
            best.bytes = samples[split - 1].bytes;
            best.seconds = samples[split - 1].seconds;
            best.beforeMegabytesPerSecond = beforeMedian;
            best.afterMegabytesPerSecond = afterMedian;
        }
    }
    return best;
}

QJsonObject SustainedResult::toJson() const
{
    QJsonArray sampleList;
    for (const SustainedSample& sample : samples)
        sampleList.append(QJsonObject {
            { QStringLiteral("seconds"), sample.seconds },
            { QStringLiteral("bytes"), static_cast<qint64>(sample.bytes) },
            { QStringLiteral("megabytesPerSecond"), sample.megabytesPerSecond },
        });
    QJsonArray recoveryList;
    for (const CacheRecovery& recovery : recoveries) {
        QJsonArray probe;
        for (const SustainedSample& sample : recovery.samples)
            probe.append(QJsonArray { sample.seconds, static_cast<qint64>(sample.bytes), sample.megabytesPerSecond });
        recoveryList.append(QJsonObject {
            { QStringLiteral("idleSeconds"), recovery.idleSeconds },
            { QStringLiteral("measuredIdleSeconds"), recovery.measuredIdleSeconds },
            { QStringLiteral("bytes"), static_cast<qint64>(recovery.bytes) },
            { QStringLiteral("fastBytes"), static_cast<qint64>(recovery.fastBytes) },
            { QStringLiteral("fastMegabytesPerSecond"), recovery.fastMegabytesPerSecond },
            { QStringLiteral("fellAgain"), recovery.fellAgain },
            { QStringLiteral("samples"), probe },
        });
    }
    QJsonObject cliffObject { { QStringLiteral("found"), cliff.found } };
    if (cliff.found) {
        cliffObject.insert(QStringLiteral("sampleIndex"), static_cast<qint64>(cliff.sampleIndex));
        cliffObject.insert(QStringLiteral("bytes"), static_cast<qint64>(cliff.bytes));
        cliffObject.insert(QStringLiteral("seconds"), cliff.seconds);
        cliffObject.insert(QStringLiteral("beforeMegabytesPerSecond"), cliff.beforeMegabytesPerSecond);
        cliffObject.insert(QStringLiteral("afterMegabytesPerSecond"), cliff.afterMegabytesPerSecond);
    }
    return QJsonObject {
        { QStringLiteral("test"), QStringLiteral("sustained") },
        { QStringLiteral("plan"), plan.toJson() },
        { QStringLiteral("target"), target.toJson() },
        { QStringLiteral("engine"), engine },
        { QStringLiteral("fioCommand"), fioCommand },
        { QStringLiteral("cancelled"), cancelled },
        { QStringLiteral("bytes"), static_cast<qint64>(bytes) },
        { QStringLiteral("seconds"), seconds },
        { QStringLiteral("averageMegabytesPerSecond"), averageMegabytesPerSecond },
        { QStringLiteral("errorCount"), static_cast<qint64>(errorCount) },
        { QStringLiteral("cliff"), cliffObject },
        { QStringLiteral("samples"), sampleList },
        { QStringLiteral("recoveries"), recoveryList },
    };
}

SustainedPlan SustainedPlan::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    SustainedPlan plan;
    plan.totalBytes = in.whole(QStringLiteral("totalBytes"), plan.totalBytes);
    plan.blockBytes = in.count(QStringLiteral("blockBytes"), plan.blockBytes);
    plan.queueDepth = in.count(QStringLiteral("queueDepth"), plan.queueDepth, WorkloadSpec::kMaxQueueDepth);
    plan.sampleSeconds = in.number(QStringLiteral("sampleSeconds"), plan.sampleSeconds);
    plan.offset = in.whole(QStringLiteral("offset"));
    const QJsonArray pauses = in.array(QStringLiteral("recoveryIdleSeconds"));
    if (static_cast<size_t>(pauses.size()) > kMaxRecoveryPauses)
        in.fail(QStringLiteral("recoveryIdleSeconds"), QStringLiteral("more than %1 pauses").arg(kMaxRecoveryPauses));
    for (qsizetype i = 0; i < pauses.size(); ++i) {
        const double seconds = in.numberAt(pauses, i, QStringLiteral("recoveryIdleSeconds"));
        if (seconds < 0 || seconds > 86400)
            in.fail(QStringLiteral("recoveryIdleSeconds"),
                QStringLiteral("a pause from 0 to 86400 s, not %1").arg(seconds));
        plan.recoveryIdleSeconds.push_back(seconds);
    }
    return plan;
}

SustainedResult SustainedResult::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    SustainedResult result;
    result.plan = in.read<SustainedPlan>(QStringLiteral("plan"));
    result.target = in.read<TargetInfo>(QStringLiteral("target"));
    result.engine = in.string(QStringLiteral("engine"));
    result.fioCommand = in.string(QStringLiteral("fioCommand"));
    result.cancelled = in.boolean(QStringLiteral("cancelled"));
    result.bytes = in.whole(QStringLiteral("bytes"));
    result.seconds = in.number(QStringLiteral("seconds"));
    result.averageMegabytesPerSecond = in.number(QStringLiteral("averageMegabytesPerSecond"));
    result.errorCount = in.whole(QStringLiteral("errorCount"));
    const JsonReader cliff = in.child(QStringLiteral("cliff"));
    result.cliff.found = cliff.boolean(QStringLiteral("found"));
    if (result.cliff.found) {
        result.cliff.sampleIndex = cliff.whole(QStringLiteral("sampleIndex"));
        result.cliff.bytes = cliff.whole(QStringLiteral("bytes"));
        result.cliff.seconds = cliff.number(QStringLiteral("seconds"));
        result.cliff.beforeMegabytesPerSecond = cliff.number(QStringLiteral("beforeMegabytesPerSecond"));
        result.cliff.afterMegabytesPerSecond = cliff.number(QStringLiteral("afterMegabytesPerSecond"));
    }
    const QJsonArray recoveries = in.array(QStringLiteral("recoveries"));
    for (qsizetype i = 0; i < recoveries.size(); ++i) {
        const JsonReader one = in.element(recoveries, i, QStringLiteral("recoveries"));
        CacheRecovery recovery;
        recovery.idleSeconds = one.number(QStringLiteral("idleSeconds"));
        recovery.measuredIdleSeconds = one.number(QStringLiteral("measuredIdleSeconds"));
        recovery.bytes = one.whole(QStringLiteral("bytes"));
        recovery.fastBytes = one.whole(QStringLiteral("fastBytes"));
        if (recovery.fastBytes > recovery.bytes)
            one.fail(QStringLiteral("fastBytes"), QStringLiteral("more than the bytes written"));
        recovery.fastMegabytesPerSecond = one.number(QStringLiteral("fastMegabytesPerSecond"));
        recovery.fellAgain = one.boolean(QStringLiteral("fellAgain"));
        const QJsonArray probe = one.array(QStringLiteral("samples"));
        for (qsizetype j = 0; j < probe.size(); ++j) {
            const QJsonArray sample = probe.at(j).toArray();
            if (sample.size() != 3)
                one.fail(QStringLiteral("samples"), QStringLiteral("each sample is [seconds, bytes, MB/s]"));
            recovery.samples.push_back(
                { one.numberAt(sample, 0, QStringLiteral("samples")), one.wholeAt(sample, 1, QStringLiteral("samples")),
                    one.numberAt(sample, 2, QStringLiteral("samples")) });
        }
        result.recoveries.push_back(std::move(recovery));
    }
    const QJsonArray samples = in.array(QStringLiteral("samples"));
    result.samples.reserve(static_cast<size_t>(samples.size()));
    for (qsizetype i = 0; i < samples.size(); ++i) {
        const JsonReader sample = in.element(samples, i, QStringLiteral("samples"));
        result.samples.push_back(SustainedSample { sample.number(QStringLiteral("seconds")),
            sample.whole(QStringLiteral("bytes")), sample.number(QStringLiteral("megabytesPerSecond")) });
    }
    return result;
}

} // namespace ds
