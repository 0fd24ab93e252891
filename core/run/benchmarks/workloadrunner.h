#pragma once

#include "device/bufferpool.h"
#include "model/results/results.h"
#include "run/benchmarks/runcontext.h"
#include "run/io/ioengine.h"

#include <atomic>
#include <functional>
#include <memory>

namespace ds {

class Target;

struct ProgressSnapshot {
    unsigned repeat = 0; // 0-based
    unsigned repeats = 1;
    bool warmingUp = false;
    double elapsedSeconds = 0; // of this repeat's measured phase
    double fraction = 0; // of the whole run, all repeats, 0 … 1
    uint64_t bytes = 0; // measured so far in this repeat
    uint64_t ios = 0;
    double intervalMegabytesPerSecond = 0; // since the previous snapshot
    double intervalIops = 0;
    double etaSeconds = -1; // -1 when unknown
};

// The single-workload test: one WorkloadRunner run. Throws as WorkloadRunner::run.
WorkloadResult runWorkload(const Target& target, const WorkloadSpec& spec, EngineKind engine = EngineKind::Auto,
    const RunContext& context = {});

// The primitive every test is built on, for those that keep its engine across workloads (setSpec), sample
// it (setSampleCallback), log its requests or start it on a barrier.
// Runs one workload on one target: keeps the queue at its depth, times every request, and counts
// only what was submitted after the warm-up and completed before the end.
class WorkloadRunner {
public:
    using SampleCallback = std::function<void(const ProgressSnapshot&)>;

    WorkloadRunner(const Target& target, WorkloadSpec spec, EngineKind engine = EngineKind::Auto);

    // Time samples of the run (the sustained write's rate curve): called every intervalSeconds, from the
    // thread that calls run(). Progress goes to the run's context, not here.
    void setSampleCallback(SampleCallback callback, double intervalSeconds);
    // The same with the time before each sample given by its index (from 0), for samples finer at the start.
    using SampleSchedule = std::function<double(size_t index)>;
    void setSampleCallback(SampleCallback callback, SampleSchedule intervalSeconds);

    // Records every measured request, in completion order, into `log` (appended; one entry per
    // request, ~40 bytes each). For latency logs and scatter plots; off by default.
    void setRequestLog(std::vector<RequestRecord>* log) { m_requestLog = log; }

    // Called once per run(), after the engine and buffers are set up and before the first request;
    // the multi-target runner waits on a barrier here so that every worker starts issuing together.
    void setReadyCallback(std::function<void()> ready) { m_ready = std::move(ready); }

    // Throws UserError for a workload the target cannot take, EngineError when the engine fails. When the
    // context's cancel flag turns true the run stops issuing, drains what is in flight and returns the
    // partial result marked cancelled. The flag is read after every batch of completions, so a run stops
    // within one request's latency (a signal interrupts the wait at once).
    WorkloadResult run(const RunContext& context = {});

    // Another workload on the same target. The engine (ring, registered buffers) is kept while it can
    // take the new depth and block size, so passes follow each other without setup gaps: a surface
    // scan's pre-read and timed read, during which a drive would otherwise read ahead.
    void setSpec(WorkloadSpec spec) { m_spec = std::move(spec); }
    // Sets the engine up now for up to `depth` requests of up to `blockBytes`.
    void reserve(unsigned depth, uint32_t blockBytes);

private:
    struct JobShared;
    // Where one job runs: its part of the region, its seed and the log it fills. The single job of
    // a one-job run has no `shared`, and so does no work for the others.
    struct JobPlace {
        unsigned index = 0;
        uint64_t regionOffset = 0;
        uint64_t regionLength = 0;
        std::vector<RequestRecord>* log = nullptr;
        JobShared* shared = nullptr;
        uint64_t startNs = 0; // out: when its measured phase began …
        uint64_t endNs = 0; // … and ended
    };
    RunMeasurement runOnce(IoEngine& engine, unsigned repeat, JobPlace& place);
    // Runs m_spec.jobs jobs together, each on its own thread, engine and file descriptor (job 0 on
    // this thread with m_engine), and adds each repeat's merged measurement to `result`.
    // False when the run was cancelled during a cool-down between repeats.
    bool runJobs(WorkloadResult& result);
    // The run's cool-down before `repeat` (not the first), as that repeat's share of the progress.
    bool coolDownBefore(unsigned repeat) const;
    void fillBuffers(BufferPool& buffers, unsigned job) const;
    bool cancelled() const { return m_context.cancelled(); }

    const Target& m_target;
    WorkloadSpec m_spec;
    EngineKind m_engineKind;
    SampleCallback m_sample;
    SampleSchedule m_snapshotInterval; // empty: every 0.1 s
    RunContext m_context; // of the run() under way
    std::vector<RequestRecord>* m_requestLog = nullptr;
    std::function<void()> m_ready;
    // Declared in this order so the engine (which registered the buffers) goes first.
    std::unique_ptr<BufferPool> m_buffers;
    std::unique_ptr<IoEngine> m_engine;
    unsigned m_engineDepth = 0;
    DataPattern m_bufferData = DataPattern::Random;
    QString m_engineNote;
    uint64_t m_regionLength = 0;
};

} // namespace ds
