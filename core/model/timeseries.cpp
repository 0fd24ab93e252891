#include "model/timeseries.h"

#include "model/jsonreader.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace ds {

namespace {

    const QString kInterval = QStringLiteral("interval");
    const QString kStart = QStringLiteral("start");
    const QString kLast = QStringLiteral("last");
    const QString kIos = QStringLiteral("ios");
    const QString kBytes = QStringLiteral("bytes");
    const QString kMean = QStringLiteral("meanNs");
    const QString kP99 = QStringLiteral("p99Ns");

    // The nearest-rank percentile of sparse buckets, as LatencyHistogram::percentileNs gives it for a
    // whole histogram (without the exact min and max, which an interval does not keep).
    uint64_t sparsePercentile(const std::vector<std::pair<uint32_t, uint64_t>>& buckets, uint64_t count, double p)
    {
        if (count == 0)
            return 0;
        const auto rank
            = std::max<uint64_t>(1, static_cast<uint64_t>(std::ceil(p / 100.0 * static_cast<double>(count))));
        uint64_t seen = 0;
        for (const auto& [bucket, n] : buckets) {
            seen += n;
            if (seen >= rank)
                return LatencyHistogram::bucketValue(bucket);
        }
        return buckets.empty() ? 0 : LatencyHistogram::bucketValue(buckets.back().first);
    }

    // Adds the buckets that grew since `last` into `into` (sorted by bucket) and updates `last`.
    void takeGrowth(
        const std::vector<uint64_t>& now, std::vector<uint64_t>& last, std::vector<std::pair<uint32_t, uint64_t>>& into)
    {
        for (size_t i = 0; i < now.size(); ++i) {
            if (now[i] == last[i])
                continue;
            into.emplace_back(static_cast<uint32_t>(i), now[i] - last[i]);
            last[i] = now[i];
        }
    }

    void mergeBuckets(
        std::vector<std::pair<uint32_t, uint64_t>>& into, const std::vector<std::pair<uint32_t, uint64_t>>& more)
    {
        std::vector<std::pair<uint32_t, uint64_t>> merged;
        merged.reserve(into.size() + more.size());
        size_t a = 0;
        size_t b = 0;
        while (a < into.size() || b < more.size()) {
            if (b == more.size() || (a < into.size() && into[a].first < more[b].first))
                merged.push_back(into[a++]);
            else if (a == into.size() || more[b].first < into[a].first)
                merged.push_back(more[b++]);
            else {
                merged.emplace_back(into[a].first, into[a].second + more[b].second);
                ++a;
                ++b;
            }
        }
        into = std::move(merged);
    }

} // namespace

double TimeSeries::iops(size_t i) const
{
    const double seconds = lengthOf(i);
    return seconds > 0 ? static_cast<double>(intervals[i].ios) / seconds : 0;
}

double TimeSeries::megabytesPerSecond(size_t i) const
{
    const double seconds = lengthOf(i);
    return seconds > 0 ? static_cast<double>(intervals[i].bytes) / 1e6 / seconds : 0;
}

QJsonObject TimeSeries::toJson() const
{
    QJsonArray ios;
    QJsonArray bytes;
    QJsonArray means;
    QJsonArray p99s;
    for (const TimeInterval& interval : intervals) {
        ios.append(static_cast<qint64>(interval.ios));
        bytes.append(static_cast<qint64>(interval.bytes));
        means.append(static_cast<qint64>(interval.meanNs));
        p99s.append(static_cast<qint64>(interval.p99Ns));
    }
    return QJsonObject {
        { kInterval, intervalSeconds },
        { kStart, startSeconds },
        { kLast, lastSeconds },
        { kIos, ios },
        { kBytes, bytes },
        { kMean, means },
        { kP99, p99s },
    };
}

TimeSeries TimeSeries::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    TimeSeries series;
    series.intervalSeconds = in.number(kInterval, kDefaultIntervalSeconds);
    if (series.intervalSeconds < kMinIntervalSeconds - 1e-9 || series.intervalSeconds > kMaxIntervalSeconds)
        in.fail(kInterval,
            QStringLiteral("must be from %1 to %2 seconds, not %3")
                .arg(kMinIntervalSeconds)
                .arg(kMaxIntervalSeconds)
                .arg(series.intervalSeconds));
    series.startSeconds = in.number(kStart);
    series.lastSeconds = in.number(kLast);
    if (series.lastSeconds < 0 || series.lastSeconds > series.intervalSeconds * (1 + 1e-9))
        in.fail(kLast, QStringLiteral("the last interval cannot last longer than the others or less than nothing"));
    const QJsonArray ios = in.array(kIos);
    const QJsonArray bytes = in.array(kBytes);
    const QJsonArray means = in.array(kMean);
    const QJsonArray p99s = in.array(kP99);
    for (const auto& [key, column] : { std::pair { kBytes, &bytes }, { kMean, &means }, { kP99, &p99s } })
        if (column->size() != ios.size())
            in.fail(
                key, QStringLiteral("has %1 intervals, but %2 has %3").arg(column->size()).arg(kIos).arg(ios.size()));
    series.intervals.resize(static_cast<size_t>(ios.size()));
    for (qsizetype i = 0; i < ios.size(); ++i) {
        TimeInterval& interval = series.intervals[static_cast<size_t>(i)];
        interval.ios = in.wholeAt(ios, i, kIos);
        interval.bytes = in.wholeAt(bytes, i, kBytes);
        interval.meanNs = in.wholeAt(means, i, kMean);
        interval.p99Ns = in.wholeAt(p99s, i, kP99);
    }
    return series;
}

TimeInterval intervalFigures(const JobIntervals::Interval& interval)
{
    TimeInterval figures;
    figures.ios = interval.ios;
    figures.bytes = interval.bytes;
    figures.meanNs = interval.ios ? interval.latencySumNs / interval.ios : 0;
    figures.p99Ns = sparsePercentile(interval.buckets, interval.ios, 99);
    return figures;
}

IntervalRecorder::IntervalRecorder(double intervalSeconds)
    : m_intervalNs(intervalSeconds > 0 ? static_cast<uint64_t>(std::llround(intervalSeconds * 1e9)) : 0)
{
    m_job.intervalSeconds = intervalSeconds > 0 ? intervalSeconds : 0;
}

void IntervalRecorder::start(uint64_t nowNs)
{
    if (!enabled())
        return;
    m_job.startNs = nowNs;
    m_job.intervals.clear();
    m_openedNs = nowNs;
    m_nextNs = nowNs + m_intervalNs;
    m_lastRead.assign(LatencyHistogram::kBucketCount, 0);
    m_lastWrite.assign(LatencyHistogram::kBucketCount, 0);
    m_lastReadSum = m_lastWriteSum = m_lastBytes = 0;
    m_started = true;
}

void IntervalRecorder::closeOne(
    uint64_t endNs, const LatencyHistogram& read, const LatencyHistogram& write, uint64_t bytes)
{
    JobIntervals::Interval interval;
    takeGrowth(read.buckets(), m_lastRead, interval.buckets);
    std::vector<std::pair<uint32_t, uint64_t>> writes;
    takeGrowth(write.buckets(), m_lastWrite, writes);
    mergeBuckets(interval.buckets, writes);
    for (const auto& bucket : interval.buckets)
        interval.ios += bucket.second;
    interval.bytes = bytes - m_lastBytes;
    interval.latencySumNs = (read.sumNs() - m_lastReadSum) + (write.sumNs() - m_lastWriteSum);
    m_lastBytes = bytes;
    m_lastReadSum = read.sumNs();
    m_lastWriteSum = write.sumNs();
    m_job.intervals.push_back(std::move(interval));
    m_job.lastSeconds = static_cast<double>(endNs - m_openedNs) / 1e9;
    m_openedNs = endNs;
}

void IntervalRecorder::close(uint64_t ns, const LatencyHistogram& read, const LatencyHistogram& write, uint64_t bytes)
{
    if (!m_started)
        return;
    // Everything counted so far completed before the open interval's end; later empty intervals
    // (a drive that answered nothing for seconds) get nothing.
    while (ns >= m_nextNs) {
        closeOne(m_nextNs, read, write, bytes);
        m_nextNs += m_intervalNs;
    }
}

void IntervalRecorder::finish(
    uint64_t endNs, const LatencyHistogram& read, const LatencyHistogram& write, uint64_t bytes)
{
    if (!m_started)
        return;
    close(endNs, read, write, bytes);
    // The partial interval the run ended in; none where it ended on a boundary with nothing after it.
    if (endNs > m_openedNs || m_job.intervals.empty())
        closeOne(endNs, read, write, bytes);
    m_started = false;
}

TimeSeries mergeJobIntervals(const std::vector<const JobIntervals*>& jobs, uint64_t runOriginNs)
{
    TimeSeries series;
    const JobIntervals* first = nullptr;
    size_t longest = 0;
    for (const JobIntervals* job : jobs) {
        if (!job || job->intervals.empty())
            continue;
        if (!first || job->startNs < first->startNs)
            first = job;
        longest = std::max(longest, job->intervals.size());
    }
    if (!first)
        return series;
    series.intervalSeconds = first->intervalSeconds;
    const uint64_t origin = runOriginNs ? runOriginNs : first->startNs;
    series.startSeconds = (static_cast<double>(first->startNs) - static_cast<double>(origin)) / 1e9;
    series.intervals.resize(longest);
    for (size_t i = 0; i < longest; ++i) {
        JobIntervals::Interval sum;
        for (const JobIntervals* job : jobs) {
            if (!job || i >= job->intervals.size())
                continue;
            const JobIntervals::Interval& part = job->intervals[i];
            sum.ios += part.ios;
            sum.bytes += part.bytes;
            sum.latencySumNs += part.latencySumNs;
            if (jobs.size() == 1)
                sum.buckets = part.buckets;
            else
                mergeBuckets(sum.buckets, part.buckets);
        }
        series.intervals[i] = intervalFigures(sum);
    }
    // The last interval lasts as long as the longest-running job's last one.
    for (const JobIntervals* job : jobs)
        if (job && job->intervals.size() == longest)
            series.lastSeconds = std::max(series.lastSeconds, job->lastSeconds);
    series.lastSeconds = std::min(series.lastSeconds, series.intervalSeconds);
    return series;
}

SeriesStatistics seriesStatistics(const TimeSeries& series, double fromSeconds, double toSeconds)
{
    SeriesStatistics statistics;
    std::vector<double> iops;
    double megabytes = 0;
    for (size_t i = 0; i < series.size(); ++i) {
        const double begin = static_cast<double>(i) * series.intervalSeconds;
        if (begin < fromSeconds - 1e-9 || begin >= toSeconds || series.isShortTail(i))
            continue;
        iops.push_back(series.iops(i));
        megabytes += series.megabytesPerSecond(i);
    }
    statistics.intervals = iops.size();
    if (iops.empty())
        return statistics;
    double sum = 0;
    for (double value : iops)
        sum += value;
    statistics.meanIops = sum / static_cast<double>(iops.size());
    statistics.meanMegabytesPerSecond = megabytes / static_cast<double>(iops.size());
    double squares = 0;
    for (double value : iops)
        squares += (value - statistics.meanIops) * (value - statistics.meanIops);
    statistics.stdevIops = iops.size() > 1 ? std::sqrt(squares / static_cast<double>(iops.size())) : 0;
    const auto [min, max] = std::minmax_element(iops.begin(), iops.end());
    statistics.minIops = *min;
    statistics.maxIops = *max;
    return statistics;
}

} // namespace ds
