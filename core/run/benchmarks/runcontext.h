#pragma once

#include <QString>

#include <atomic>
#include <cstdint>
#include <memory>

namespace ds {

struct AccessSample;
struct SurfaceZone;
struct SweepPoint;
struct SustainedSample;
struct ErrorScanBlock;
struct WorkloadResult;
struct LiveInterval;
struct PtsRound;
class CoolDown;

// What a benchmark is doing, as data: the window words it in the user's language, the CLI and the files
// in English, from the one describe().
struct RunStage {
    enum class Kind {
        None,
        Preparing, // name: where the test file is made
        Starting,
        Workload, // one workload: the run command
        Zone, // value: the zone (1-based), count: zones
        BlockSize, // value: bytes, index/count: the point; write
        QueueDepth, // value: the depth, index/count: the point; write
        Pattern, // name: the pattern, value: the outstanding requests
        QuickTest, // name: "SEQ1M Q8T1"; write; value 1: the mix row
        Targets, // value: targets at once, count: all targets (a scaling step) or 0
        AccessTime,
        BurstRate,
        SustainedWrite,
        ScanBlock, // value: the block (1-based), count: blocks
        Fill, // a sequential write of the whole target before a test (the consistency test's)
        Consistency, // the consistency test's random writes
        CacheRecovery, // value: the pause before it, seconds (the sustained write's cache recovery)
        Copy, // name: the copy test's phase, in English
        CoolingDown, // name: the drive, value: its °C now, count: the °C to cool below
        IdleWait, // name: the drive, value: seconds idle so far, count: the seconds to wait for
        PtsPurge, // value/count: how far the drive's sanitize has come, where it says
        PtsPrecondition,
        PtsRound, // value: the round (1-based), count: the most rounds; name: the cell, "4 KiB 65/35"
        Stopped,
        Done,
    };
    RunStage() = default;
    RunStage(Kind stageKind, uint64_t stageValue = 0, uint64_t stageCount = 0)
        : kind(stageKind)
        , value(stageValue)
        , count(stageCount)
    {
    }

    Kind kind = Kind::None;
    uint64_t value = 0;
    uint64_t index = 0; // 0-based
    uint64_t count = 0;
    QString name;
    bool write = false;

    // "zone 12/200", "write 4 KiB", "QD8", "2 of 4 targets": English, or translated for the window.
    QString describe(bool translated = false) const;
};

// How far a benchmark has come and how fast it goes now.
struct RunProgressReport {
    double fraction = 0; // of the whole run the receiver started, 0 … 1
    RunStage stage;
    double megabytesPerSecond = 0; // recent, 0 when there is none
    double iops = 0;
    bool warmingUp = false;
    unsigned repeat = 0; // 0-based, of the workload under way
    unsigned repeats = 1;
    double etaSeconds = -1; // of the workload under way; -1 when unknown
};

// Where a benchmark's partial results go while it runs: the window's worker batches them into signals,
// the CLI draws a progress line, tests collect them. Called from the thread that runs the benchmark.
class RunSink {
public:
    virtual ~RunSink() = default;
    virtual void progress(const RunProgressReport&) { }
    virtual void surfaceZone(const SurfaceZone&, unsigned /*zoneCount*/) { }
    // series: which sweep of the run, or which pattern
    virtual void sweepPoint(unsigned /*series*/, const SweepPoint&) { }
    // A quick-suite test starts (finished == nullptr) or has ended.
    virtual void quickTest(const QString& /*name*/, bool /*write*/, const WorkloadResult* /*finished*/) { }
    virtual void sustainedSample(const SustainedSample&) { }
    // One interval of a workload's time series, as it closes (WorkloadSpec::seriesIntervalSeconds).
    virtual void timeInterval(const LiveInterval&) { }
    // One block of an error scan, read; its class is left to the receiver (the median is not known yet).
    virtual void errorScanBlock(const ErrorScanBlock&, unsigned /*blockCount*/) { }
    // A PTS round (0-based `index`) that has ended and is kept; a resumed run reports its saved rounds first.
    virtual void ptsRound(unsigned /*index*/, const PtsRound&) { }
    // One timed random read of the access-time test, as it is measured (of `sampleCount` in all).
    virtual void accessSample(const AccessSample&, unsigned /*sampleCount*/) { }
};

// The one contract every benchmark runs under: a cancel flag, throttled progress, and the sink for partial
// results. A value, cheap to copy; part() gives a piece of a larger run (its share of the progress, its
// stage, its series) to a benchmark that is one step of another. A default context runs to the end silently.
class RunContext {
public:
    RunContext() = default;
    explicit RunContext(const std::atomic<bool>* cancel, RunSink* sink = nullptr, double progressIntervalSeconds = 0.1);

    // When the flag turns true the benchmark stops issuing, drains and returns its partial result marked cancelled.
    bool cancelled() const { return m_cancel && m_cancel->load(std::memory_order_relaxed); }
    const std::atomic<bool>* cancelFlag() const { return m_cancel; }

    // Fractions reported through the part land in [from, from + share] of this one.
    RunContext part(double from, double share) const;
    // Reports through the result that name no stage take this one.
    RunContext withStage(RunStage stage) const;
    const RunStage& stage() const { return m_stage; }
    // Sweep points found through the result are of this series.
    RunContext withSeries(unsigned series) const;
    // Nothing reported through the result: the other workers of a multi-target run.
    RunContext silent() const;
    // The same reports, another flag: a runner that stops its own threads passes its flag on.
    RunContext withCancelFlag(const std::atomic<bool>* cancel) const;
    // Waits before each test and repeat run under the result (run/cooldown), which must outlive it.
    RunContext withCoolDown(CoolDown* coolDown) const;

    // Before a test or a repeat: waits as the run's cool-down asks (at once without one), reporting its
    // wait as this context's progress at its start. False when the run was cancelled meanwhile.
    bool coolDown() const;

    // At most once per interval, except for the first report of a new step (another point, test or part) or
    // with `force`.
    void progress(RunProgressReport report, bool force = false) const;
    void progress(double fraction, RunStage stage = {}, bool force = false) const;
    void surfaceZone(const SurfaceZone& zone, unsigned zoneCount) const;
    void sweepPoint(const SweepPoint& point) const;
    void quickTest(const QString& name, bool write, const WorkloadResult* finished) const;
    void sustainedSample(const SustainedSample& sample) const;
    void timeInterval(const LiveInterval& interval) const;
    void errorScanBlock(const ErrorScanBlock& block, unsigned blockCount) const;
    void ptsRound(unsigned index, const PtsRound& round) const;
    void accessSample(const AccessSample& sample, unsigned sampleCount) const;

    // Where the run's time axis begins, on the monotonic clock: when the context was made (the test's
    // start); 0 for a default context, whose workloads each begin their own axis.
    uint64_t originNs() const { return m_shared ? m_shared->originNs : 0; }
    // Whether anything receives the reports: live-only work can be skipped where nothing does.
    bool hasSink() const { return sink() != nullptr; }

    // The fraction of the latest report, sent or held back by the throttle: where a stopped run stood.
    double reachedFraction() const { return m_shared ? m_shared->reachedFraction : 0; }

private:
    struct Shared {
        RunSink* sink = nullptr;
        uint64_t intervalNs = 100'000'000;
        uint64_t lastProgressNs = 0;
        bool reported = false;
        double reachedFraction = 0;
        RunStage lastStage;
        uint64_t originNs = 0;
    };
    RunSink* sink() const { return m_shared && !m_silent ? m_shared->sink : nullptr; }

    const std::atomic<bool>* m_cancel = nullptr;
    std::shared_ptr<Shared> m_shared;
    double m_from = 0;
    double m_share = 1;
    RunStage m_stage;
    unsigned m_series = 0;
    bool m_silent = false;
    CoolDown* m_coolDown = nullptr;
};

} // namespace ds
