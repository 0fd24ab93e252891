#include "model/results/sustainedresult.h"

#include "model/jsonreader.h"
#include "model/usererror.h"
#include "model/wording.h"
#include "model/workload.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <algorithm>
#include <cmath>
#include <functional>
#include <queue>

namespace ds {

QString SustainedPlan::describe(bool translated) const
{
    auto words = [translated](const char* source) { return wording(translated, "ds::SustainedPlan", source); };
    // %1 the amount ("8 GiB"), %2 the request size, %3 the queue depth, %4 seconds per sample
    QString text = words(QT_TRANSLATE_NOOP("ds::SustainedPlan", "%1 written in %2 requests, QD%3, a sample every %4 s"))
                       .arg(formatBinarySize(totalBytes), formatBinarySize(blockBytes))
                       .arg(queueDepth)
                       .arg(wordingNumber(translated, sampleSeconds));
    if (offset > 0)
        text += words(QT_TRANSLATE_NOOP("ds::SustainedPlan", ", from %1")).arg(formatBinarySize(offset));
    if (!recoveryIdleSeconds.empty()) {
        QStringList pauses;
        for (double seconds : recoveryIdleSeconds)
            pauses += wordingNumber(translated, seconds);
        // %1 the pauses: "5, 30"
        text += words(QT_TRANSLATE_NOOP("ds::SustainedPlan", ", recovery after %1 s idle"))
                    .arg(pauses.join(QStringLiteral(", ")));
    }
    return text;
}

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

namespace {
    // The median of a growing set of rates: the lower half in a max-heap, the upper in a min-heap.
    class RunningMedian {
    public:
        void add(double value)
        {
            if (m_lower.empty() || value <= m_lower.top())
                m_lower.push(value);
            else
                m_upper.push(value);
            if (m_lower.size() > m_upper.size() + 1) {
                m_upper.push(m_lower.top());
                m_lower.pop();
            } else if (m_upper.size() > m_lower.size()) {
                m_lower.push(m_upper.top());
                m_upper.pop();
            }
        }
        double median() const
        {
            if (m_lower.empty())
                return 0;
            return m_lower.size() > m_upper.size() ? m_lower.top() : (m_lower.top() + m_upper.top()) / 2;
        }

    private:
        std::priority_queue<double> m_lower;
        std::priority_queue<double, std::vector<double>, std::greater<double>> m_upper;
    };

    // How many of the rates added so far lie below a value: a Fenwick tree over the rates' ranks.
    class RankCounter {
    public:
        explicit RankCounter(std::vector<double> values)
            : m_sorted(std::move(values))
        {
            std::sort(m_sorted.begin(), m_sorted.end());
            m_tree.assign(m_sorted.size() + 1, 0);
        }
        void add(double value)
        {
            const auto rank = std::lower_bound(m_sorted.begin(), m_sorted.end(), value) - m_sorted.begin();
            for (size_t i = static_cast<size_t>(rank) + 1; i < m_tree.size(); i += i & (~i + 1))
                ++m_tree[i];
        }
        size_t countBelow(double value) const
        {
            size_t count = 0;
            const auto rank = std::lower_bound(m_sorted.begin(), m_sorted.end(), value) - m_sorted.begin();
            for (size_t i = static_cast<size_t>(rank); i > 0; i -= i & (~i + 1))
                count += m_tree[i];
            return count;
        }

    private:
        std::vector<double> m_sorted;
        std::vector<size_t> m_tree;
    };
}

double sustainedSampleInterval(double sampleSeconds, size_t index)
{
    const double first = std::max(sampleSeconds / 32, std::min(sampleSeconds, 0.005));
    if (index == 0)
        return first;
    return std::min(sampleSeconds, first * std::ldexp(1.0, static_cast<int>(std::min<size_t>(index - 1, 60))));
}

// Of the bytes written from `from` to `to`, those written at `fast` MB/s when the rest went at `slow`
// and together they took the time between: x / fast + (bytes - x) / slow = seconds.
static double fastPartOf(const SustainedSample& from, const SustainedSample& to, double fast, double slow)
{
    const double bytes = static_cast<double>(to.bytes - from.bytes);
    const double seconds = to.seconds - from.seconds;
    if (!(fast > slow && slow > 0) || !(bytes > 0))
        return 0;
    const double fastBytesPerSecond = fast * 1e6;
    const double slowBytesPerSecond = slow * 1e6;
    return std::clamp(
        (seconds - bytes / slowBytesPerSecond) / (1 / fastBytesPerSecond - 1 / slowBytesPerSecond), 0.0, bytes);
}

// The bytes written fast when the rate fell in sample `fall` or the one before it (a sample that ended
// just after the fall may still read fast). Solved over those two and the one after: the requests the
// drive had begun slowly when the fall's sample ended complete in the next, and would otherwise read as
// time without bytes.
static double fastBytesAround(const std::vector<SustainedSample>& samples, size_t fall, double fast, double slow)
{
    const SustainedSample origin {};
    const SustainedSample& start = fall >= 2 ? samples[fall - 2] : origin;
    const SustainedSample& end = samples[std::min(fall + 1, samples.size() - 1)];
    return std::min(static_cast<double>(start.bytes) + fastPartOf(start, end, fast, slow),
        static_cast<double>(samples[fall].bytes));
}

// The index of the sample the rate fell in, samples.size() if it never fell.
static size_t sampleTheRateFellIn(
    const std::vector<SustainedSample>& samples, double fastMegabytesPerSecond, double slowMegabytesPerSecond)
{
    const double midpoint = (fastMegabytesPerSecond + slowMegabytesPerSecond) / 2;
    // The fall is the split that leaves the least time on the wrong side: slow samples before it, fast
    // ones after. Weighed by time, a slow start (the first short samples hold the first requests' wait,
    // longer under load) or one slow dip weighs less than a fast stretch, however few samples it spans.
    std::vector<double> fastSecondsFrom(samples.size() + 1, 0);
    for (size_t i = samples.size(); i-- > 0;) {
        const double seconds = samples[i].seconds - (i ? samples[i - 1].seconds : 0);
        fastSecondsFrom[i] = fastSecondsFrom[i + 1] + (samples[i].megabytesPerSecond >= midpoint ? seconds : 0);
    }
    // Samples before the first bytes held the first requests' wait: the fall comes after them.
    size_t waited = 0;
    while (waited < samples.size() && samples[waited].bytes == 0)
        ++waited;
    size_t fall = waited;
    double slowSecondsBefore = 0;
    double leastWrong = fastSecondsFrom[waited];
    for (size_t i = waited + 1; i <= samples.size(); ++i) {
        const double seconds = samples[i - 1].seconds - (i > 1 ? samples[i - 2].seconds : 0);
        if (samples[i - 1].megabytesPerSecond < midpoint)
            slowSecondsBefore += seconds;
        if (slowSecondsBefore + fastSecondsFrom[i] < leastWrong) {
            leastWrong = slowSecondsBefore + fastSecondsFrom[i];
            fall = i;
        }
    }
    return fall;
}

uint64_t fastBytesBeforeFall(const std::vector<SustainedSample>& samples, double fastMegabytesPerSecond,
    double slowMegabytesPerSecond, bool* fell)
{
    if (fell)
        *fell = false;
    if (samples.empty())
        return 0;
    const size_t fall = sampleTheRateFellIn(samples, fastMegabytesPerSecond, slowMegabytesPerSecond);
    if (fall == samples.size())
        return samples.back().bytes;
    if (fell)
        *fell = true;
    return static_cast<uint64_t>(
        std::llround(fastBytesAround(samples, fall, fastMegabytesPerSecond, slowMegabytesPerSecond)));
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
    const size_t count = samples.size();
    // Two samples at least on each side, so one slow interval is not a cliff.
    if (count < 4)
        return best;
    std::vector<double> rates(count);
    for (size_t i = 0; i < count; ++i)
        rates[i] = samples[i].megabytesPerSecond;
    // The medians of every start and every end, each found once as the samples are added one by one.
    std::vector<double> medianBefore(count + 1, 0); // of the first i samples
    std::vector<double> medianFrom(count + 1, 0); // of the samples from i on
    RunningMedian running;
    for (size_t i = 0; i < count; ++i) {
        running.add(rates[i]);
        medianBefore[i + 1] = running.median();
    }
    running = RunningMedian();
    for (size_t i = count; i-- > 0;) {
        running.add(rates[i]);
        medianFrom[i] = running.median();
    }
    // The splits from the last to the first, each adding its first sample to the rates after it.
    RankCounter after(rates);
    after.add(rates[count - 1]);
    std::vector<size_t> splits;
    for (size_t split = count - 2; split >= 2; --split) {
        after.add(rates[split]);
        const double beforeMedian = medianBefore[split];
        const double afterMedian = medianFrom[split];
        if (!(afterMedian > 0) || afterMedian > 0.75 * beforeMedian)
            continue;
        const double midpoint = (beforeMedian + afterMedian) / 2;
        // The split falls where the rate does: the last sample before it fast, the first after it slow.
        if (rates[split - 1] < midpoint || rates[split] >= midpoint)
            continue;
        const double fall = beforeMedian - afterMedian;
        // A fall, not a slope: most of the difference happens across the split itself, which a
        // hard disk slowing towards its inner tracks never shows.
        const double justBefore = (rates[split - 2] + rates[split - 1]) / 2;
        const double justAfter = (rates[split] + rates[split + 1]) / 2;
        if (justBefore - justAfter < 0.5 * fall)
            continue;
        // Nor does either side slope on its own: on a steady slope, the median of a side's first half
        // lies above the side's median by a quarter of the side's slope, which adds up to half the fall;
        // a cache's two rates are flat. Sides of a few samples are noise, not a slope, and are left out.
        const size_t afterCount = count - split;
        double drift = 0;
        if (split >= 4)
            drift += medianBefore[split / 2] - beforeMedian;
        if (afterCount >= 4)
            drift += afterMedian - medianFrom[split + (afterCount + 1) / 2];
        if (drift > 0.25 * fall)
            continue;
        if (static_cast<double>(after.countBelow(midpoint)) < 0.8 * static_cast<double>(afterCount))
            continue;
        splits.push_back(split);
    }
    double bestRatio = 0;
    // The earliest split among the clearest ones: where the rate first fell.
    for (auto split = splits.rbegin(); split != splits.rend(); ++split) {
        const double ratio = medianBefore[*split] / medianFrom[*split];
        if (ratio > bestRatio * 1.05) {
            bestRatio = ratio;
            best.found = true;
            best.sampleIndex = *split;
            best.beforeMegabytesPerSecond = medianBefore[*split];
            best.afterMegabytesPerSecond = medianFrom[*split];
        }
    }
    if (best.found) {
        // Placed inside the sample it fell in, so a cache that fills within one sample is sized right.
        const size_t split = best.sampleIndex;
        const double fastBytes
            = fastBytesAround(samples, split, best.beforeMegabytesPerSecond, best.afterMegabytesPerSecond);
        const SustainedSample& start = samples[split - 2];
        best.bytes = static_cast<uint64_t>(std::llround(fastBytes));
        best.seconds = std::min(samples[split].seconds,
            start.seconds + (fastBytes - static_cast<double>(start.bytes)) / (best.beforeMegabytesPerSecond * 1e6));
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
