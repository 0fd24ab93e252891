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
    return QJsonObject {
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
