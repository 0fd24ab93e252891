#pragma once

#include "io/ioengine.h"
#include "results.h"

#include <atomic>
#include <functional>

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

// Runs one workload on one target: keeps the queue at its depth, times every request, and counts
// only what was submitted after the warm-up and completed before the end.
class WorkloadRunner {
public:
    using ProgressCallback = std::function<void(const ProgressSnapshot&)>;

    WorkloadRunner(const Target& target, WorkloadSpec spec, EngineKind engine = EngineKind::Auto);

    // Called at most every intervalSeconds, from the thread that calls run().
    void setProgressCallback(ProgressCallback callback, double intervalSeconds = 0.1);
    // When the flag turns true the run stops issuing, drains what is in flight and returns the
    // partial result marked cancelled. The flag is read after every batch of completions, so a run
    // stops within one request's latency (a signal interrupts the wait at once).
    void setCancelFlag(const std::atomic<bool>* cancel) { m_cancel = cancel; }

    // Records every measured request, in completion order, into `log` (appended; one entry per
    // request, ~40 bytes each). For latency logs and scatter plots; off by default.
    void setRequestLog(std::vector<RequestRecord>* log) { m_requestLog = log; }

    // Throws UserError for a workload the target cannot take, EngineError when the engine fails.
    WorkloadResult run();

private:
    RunMeasurement runOnce(IoEngine& engine, unsigned repeat);
    bool cancelled() const { return m_cancel && m_cancel->load(std::memory_order_relaxed); }

    const Target& m_target;
    WorkloadSpec m_spec;
    EngineKind m_engineKind;
    ProgressCallback m_progress;
    uint64_t m_progressIntervalNs = 100'000'000;
    const std::atomic<bool>* m_cancel = nullptr;
    std::vector<RequestRecord>* m_requestLog = nullptr;
    uint64_t m_regionLength = 0;
};

} // namespace ds
