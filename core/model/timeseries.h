#pragma once

#include "model/latencyhistogram.h"

#include <QJsonObject>

#include <cstdint>
#include <utility>
#include <vector>

namespace ds {

// One interval of a workload's time series: what completed in it.
struct TimeInterval {
    uint64_t ios = 0;
    uint64_t bytes = 0;
    uint64_t meanNs = 0; // of the requests that completed in it; 0 when none did
    uint64_t p99Ns = 0;
};

// A timed workload's figures per interval (1 s by default, down to 100 ms), on the run's time axis:
// interval i covers [startSeconds + i·intervalSeconds, …) and lasts intervalSeconds, except the last,
// which lasts lastSeconds (a run rarely ends on a boundary). The temperature series shares this axis.
struct TimeSeries {
    static constexpr double kDefaultIntervalSeconds = 1.0;
    static constexpr double kMinIntervalSeconds = 0.1;
    static constexpr double kMaxIntervalSeconds = 3600;

    double intervalSeconds = kDefaultIntervalSeconds;
    double startSeconds = 0;
    double lastSeconds = 0;
    std::vector<TimeInterval> intervals;

    bool empty() const { return intervals.empty(); }
    size_t size() const { return intervals.size(); }
    double lengthOf(size_t i) const { return i + 1 == intervals.size() ? lastSeconds : intervalSeconds; }
    double beginOf(size_t i) const { return startSeconds + static_cast<double>(i) * intervalSeconds; }
    double endOf(size_t i) const { return beginOf(i) + lengthOf(i); }
    double iops(size_t i) const;
    double megabytesPerSecond(size_t i) const;
    double meanMicroseconds(size_t i) const { return static_cast<double>(intervals[i].meanNs) / 1e3; }
    double p99Microseconds(size_t i) const { return static_cast<double>(intervals[i].p99Ns) / 1e3; }
    // The last interval when it is shorter than half the others: the requests still in flight at the
    // end, completing in a sliver of time, give it a rate the drive never ran at. Statistics and charts
    // leave it out.
    bool isShortTail(size_t i) const { return i + 1 == intervals.size() && lengthOf(i) < intervalSeconds / 2; }

    // Columns of whole numbers, one per figure: a long run costs a few bytes per interval.
    QJsonObject toJson() const;
    // Throws UserError naming the field for a damaged series (columns of different lengths, a negative
    // or absurd interval, a last interval longer than the others).
    static TimeSeries fromJson(const QJsonObject& object);
};

// One interval of a running workload, for live views, on the run's time axis. Where jobs run side by
// side, their requests are summed but their latencies are known only at the end (-1 until then).
struct LiveInterval {
    double beginSeconds = 0;
    double seconds = 0; // its length
    double iops = 0;
    double megabytesPerSecond = 0;
    double meanMicroseconds = -1;
    double p99Microseconds = -1;
};

// One job's intervals as they are taken, with the latency histogram of each, so that the intervals of
// jobs that ran side by side can be merged into exact percentiles (`mergeJobIntervals`).
struct JobIntervals {
    struct Interval {
        uint64_t ios = 0;
        uint64_t bytes = 0;
        uint64_t latencySumNs = 0;
        std::vector<std::pair<uint32_t, uint64_t>> buckets; // (histogram bucket, count), by bucket
    };
    double intervalSeconds = 0;
    uint64_t startNs = 0; // on the monotonic clock: where interval 0 began
    double lastSeconds = 0;
    std::vector<Interval> intervals;
};

// The figures of one interval as taken: its mean and 99th percentile from its histogram.
TimeInterval intervalFigures(const JobIntervals::Interval& interval);

// Cuts a running measurement into intervals from the histograms and byte count it keeps anyway: the
// engine's loop only compares each completion's time with the next boundary (`due`), and once an
// interval the recorder takes the difference of the histograms, so recording costs the engine nothing
// per request.
class IntervalRecorder {
public:
    // 0: records nothing.
    explicit IntervalRecorder(double intervalSeconds = 0);

    bool enabled() const { return m_intervalNs > 0; }
    // The measured phase begins at nowNs; the histograms count from zero at this point.
    void start(uint64_t nowNs);
    // Whether a completion at ns falls past the open interval: call close() before counting it.
    bool due(uint64_t ns) const { return ns >= m_nextNs; }
    // Closes every interval that ends at or before ns with what the histograms hold now (intervals
    // with nothing in them are kept, as a stalled drive's zero IOPS belong in the series).
    void close(uint64_t ns, const LatencyHistogram& read, const LatencyHistogram& write, uint64_t bytes);
    // Closes the last, partial interval at the measured phase's end.
    void finish(uint64_t endNs, const LatencyHistogram& read, const LatencyHistogram& write, uint64_t bytes);

    const JobIntervals& intervals() const { return m_job; }
    JobIntervals take() { return std::move(m_job); }

private:
    void closeOne(uint64_t endNs, const LatencyHistogram& read, const LatencyHistogram& write, uint64_t bytes);

    uint64_t m_intervalNs = 0;
    uint64_t m_nextNs = UINT64_MAX;
    uint64_t m_openedNs = 0;
    JobIntervals m_job;
    std::vector<uint64_t> m_lastRead;
    std::vector<uint64_t> m_lastWrite;
    uint64_t m_lastReadSum = 0;
    uint64_t m_lastWriteSum = 0;
    uint64_t m_lastBytes = 0;
    bool m_started = false;
};

// The series of one job, or of jobs that ran side by side (summed per interval, interval i of each
// together, their latencies merged), placed at runOriginNs on the run's time axis (0: the series
// begins its own axis).
TimeSeries mergeJobIntervals(const std::vector<const JobIntervals*>& jobs, uint64_t runOriginNs);

// How a series behaved: its intervals' IOPS, mean and spread, over [fromSeconds, toSeconds) of the
// series' own time (0 = its start); the whole series by default.
struct SeriesStatistics {
    size_t intervals = 0;
    double meanIops = 0;
    double stdevIops = 0;
    double minIops = 0;
    double maxIops = 0;
    double meanMegabytesPerSecond = 0;
    // mean ÷ standard deviation, as reviewers score consistency; 0 when the spread is 0 or unknown.
    double consistency() const { return stdevIops > 0 ? meanIops / stdevIops : 0; }
};
SeriesStatistics seriesStatistics(const TimeSeries& series, double fromSeconds = 0, double toSeconds = 1e300);

} // namespace ds
