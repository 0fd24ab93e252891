#pragma once

#include "model/cpuusage.h"
#include "model/deviceaccounting.h"
#include "model/iotypes.h"
#include "model/latencyhistogram.h"
#include "model/results/jobfigures.h"
#include "model/targetinfo.h"
#include "model/timeseries.h"
#include "model/workload.h"

class QJsonArray;

#include <QJsonObject>
#include <QMetaType>
#include <QString>

#include <cstdint>
#include <utility>
#include <vector>

// All result value types of the core live here, so that threads and files share one definition.

namespace ds {

struct LatencySummary {
    uint64_t count = 0;
    uint64_t minNs = 0;
    double meanNs = 0;
    uint64_t maxNs = 0;
    double stdevNs = 0;
    std::vector<std::pair<double, uint64_t>> percentilesNs; // (p, ns) for kReportedPercentiles

    static LatencySummary from(const LatencyHistogram& histogram);
    uint64_t percentile(double p) const; // one of kReportedPercentiles, else 0
    QJsonObject toJson() const;
    static LatencySummary fromJson(const QJsonObject& object); // throws UserError naming the bad field
};

struct IoErrorRecord {
    uint64_t offset = 0;
    uint32_t length = 0;
    IoOp op = IoOp::Read;
    int error = 0; // errno, or 0 for a short transfer
};

// One request as the engine saw it: both timestamps are CLOCK_MONOTONIC nanoseconds.
struct RequestRecord {
    uint64_t offset = 0;
    uint64_t submitNs = 0;
    uint64_t completeNs = 0;
    uint32_t length = 0;
    int32_t result = 0; // bytes, or -errno
    IoOp op = IoOp::Read;
    uint16_t job = 0; // which of the workload's jobs issued it (WorkloadSpec::jobs)
};

// What one pass of a workload measured; warm-up excluded.
struct RunMeasurement {
    double seconds = 0;
    uint64_t readBytes = 0;
    uint64_t writeBytes = 0;
    uint64_t readIos = 0;
    uint64_t writeIos = 0;
    // What completed but was not counted (the warm-up): the device saw it too (DeviceAccounting).
    // Zero in results from before it was kept.
    uint64_t uncountedReadBytes = 0;
    uint64_t uncountedWriteBytes = 0;
    LatencyHistogram readLatency;
    LatencyHistogram writeLatency;
    CpuUsage cpu;
    uint64_t errorCount = 0;
    std::vector<IoErrorRecord> errors; // the first kMaxErrorRecords
    unsigned maxInFlight = 0;
    std::vector<uint64_t> issuedPerSize; // parallel to WorkloadSpec::blockSizes
    bool cancelled = false;
    QString stopReason; // why it ended early (device gone …), empty otherwise
    // Each job's own figures when more than one ran (WorkloadSpec::jobs); empty for one job.
    std::vector<JobFigures> jobs;
    // The pass's figures per interval (WorkloadSpec::seriesIntervalSeconds), on the run's time axis;
    // empty where none was kept.
    TimeSeries timeline;
    // The intervals of this job as taken, with their histograms, until the runner merges the jobs'
    // into `timeline`; never saved.
    JobIntervals jobIntervals;

    static constexpr size_t kMaxErrorRecords = 1000;

    uint64_t bytes() const { return readBytes + writeBytes; }
    uint64_t ios() const { return readIos + writeIos; }
    // Decimal megabytes (10^6 bytes) per second, as drive makers and reviewers quote them.
    double megabytesPerSecond() const { return seconds > 0 ? static_cast<double>(bytes()) / 1e6 / seconds : 0; }
    double iops() const { return seconds > 0 ? static_cast<double>(ios()) / seconds : 0; }
    LatencyHistogram combinedLatency() const;
    LatencySummary combinedSummary() const; // of combinedLatency()
    QJsonObject toJson() const;
    static RunMeasurement fromJson(const QJsonObject& object);
    // Adds what `other` counted: bytes (uncounted ones too), requests, latency histograms, errors, the
    // sizes issued, whether it was cancelled and why it stopped. Time, CPU and the queue's depth are
    // the caller's: jobs side by side and repeats one after another add them differently.
    void addCounts(const RunMeasurement& other);
    // The jobs of one pass, run together on one target, as one pass, as fio's group_reporting adds
    // them: bytes, requests and errors summed, latency histograms merged, the time from the earliest
    // start to the latest end (given, as the jobs' own seconds do not say where their windows lie),
    // the jobs' deepest queues summed (the outstanding I/Os, as the multi-target aggregate counts them),
    // the CPU of the job that measured the longest (every job's meter
    // sees the whole process). `jobs` keeps each job's figures.
    static RunMeasurement mergeJobs(const std::vector<RunMeasurement>& jobs, double seconds);
};

struct Spread {
    double mean = 0;
    double min = 0;
    double max = 0;
    double stdev = 0;
    static Spread of(const std::vector<double>& values);
    QJsonObject toJson() const;
    static Spread fromJson(const QJsonObject& object);
};

// Whether a figure's repeats agree: the coefficient of variation (stdev / mean) of the runs' values.
// Above 5 % the figure is unstable; fewer than two runs say nothing about it, so they never are. Runs
// without the figure (not finite) are left out.
struct Repeatability {
    static constexpr double unstableAbove = 0.05;
    std::vector<double> runs; // each run's value, in order
    double cv = 0; // a fraction: 0.074 is 7.4 %
    bool unstable = false;
    bool measured() const { return runs.size() >= 2; }
    static Repeatability of(std::vector<double> runs);
    QJsonObject toJson() const; // { cv, unstable, runs }
    // For text output: "±2.1 %", or "unstable: runs spread 7.4 % (100.0, 120.0, 90.0 MB/s)"; empty
    // for a single run.
    QString describe(const QString& unit, int decimals) const;
};

// Which of a result's figures is the headline one: MB/s, or IOPS where a view quotes IOPS.
enum class FigureUnit { MegabytesPerSecond, Iops };

struct WorkloadResult {
    WorkloadSpec spec;
    TargetInfo target;
    QString engine;
    QString engineNotes;
    QString fioCommand; // the same workload for fio, to check the figure independently
    QString startedAt; // ISO 8601, UTC
    std::vector<RunMeasurement> repeats;
    bool cancelled = false;
    // What the target's drive counted while this workload ran (its repeats, not what came before or
    // after), against what it claims: one point of a sweep, one quick-suite test, one zone. None when
    // the drive's counters cannot be read, or the drive was shared with other workloads of the run.
    std::optional<DeviceAccounting> accounting;
    // False for a fio job whose options fio did not write (before 2.3): only its share of reads is known.
    bool planRecorded = true;

    // The plan in words (spec.describe()), or what is known of a job whose plan was not recorded.
    QString describe(bool translated = false) const;
    // Whether the drive confirmed these figures (or nothing judged them): a figure it did not gets the
    // mark (kUnconfirmedMark) wherever it is printed.
    bool confirmed() const { return !accounting || accounting->confirmed(); }
    // Across repeats (one repeat: that repeat's figures, stdev 0).
    Spread megabytesPerSecond() const;
    Spread iops() const;
    // Derived from the repeats, so a session saved before this existed gets it too.
    Repeatability repeatability(FigureUnit unit = FigureUnit::MegabytesPerSecond) const;
    RunMeasurement merged() const; // all repeats' counts and histograms together
    QJsonObject toJson() const;
    static WorkloadResult fromJson(const QJsonObject& object);
};

// A histogram's exact state (sparse buckets, sums as decimal text), so a saved run keeps every
// percentile; fromJson throws UserError for a state no histogram can have.
QJsonObject histogramToJson(const LatencyHistogram& histogram);
LatencyHistogram histogramFromJson(const QJsonObject& object);

QString ioOpName(IoOp op);
// The error records as RunMeasurement::toJson and ioErrorsToJson write them; throws UserError.
std::vector<IoErrorRecord> ioErrorsFromJson(const QJsonArray& list);

} // namespace ds

Q_DECLARE_METATYPE(ds::WorkloadResult)
