#pragma once

#include "run/benchmarks/runcontext.h"
#include "run/runner/runupdates.h"

#include <QObject>

#include <atomic>
#include <memory>
#include <optional>

namespace ds {

class Target;

// Runs plans with the core benchmark classes. It lives in a worker thread (see BenchmarkController):
// run() blocks that thread for the whole test, and everything it learns leaves as copies through
// queued signals, at most 10 progress updates and 10 zone batches a second.
class BenchmarkWorker : public QObject {
    Q_OBJECT
public:
    explicit BenchmarkWorker(QObject* parent = nullptr);

    // Thread-safe, returns at once: asks run `runId` to stop (also when it has not started yet). The
    // benchmark classes poll the flag between requests, so the run ends within one request's
    // latency, keeping what it measured so far.
    void cancel(quint64 runId);

    // Opens the targets, runs the plan and emits runFinished or runFailed, always exactly one.
    void run(quint64 runId, const ds::RunPlan& plan);

    static constexpr uint64_t kUpdateIntervalNs = 100'000'000; // 10 per second

signals:
    void progressAvailable(const ds::RunProgress& progress);
    void surfaceZonesAvailable(const ds::SurfaceZoneBatch& batch);
    void sweepPointAvailable(const ds::SweepPointUpdate& update);
    void quickTestAvailable(const ds::QuickTestUpdate& update);
    void sustainedSamplesAvailable(const ds::SustainedSampleBatch& batch);
    void timeIntervalsAvailable(const ds::TimeIntervalBatch& batch);
    void errorScanBlocksAvailable(const ds::ErrorScanBlockBatch& batch);
    void accessSamplesAvailable(const ds::AccessSampleBatch& batch);
    void ptsRoundAvailable(const ds::PtsRoundUpdate& update);
    void runFinished(const ds::FinishedRun& run);
    void runFailed(const ds::RunFailure& failure);

private:
    class Sink;
    // The plan's test on its opened targets: the results as a session holds them.
    // ptsResume: the saved PTS run a PtsRunPlan with `resume` continues.
    std::vector<SessionResult> runPlan(const std::vector<const Target*>& targets, const RunPlan& plan, Sink& sink,
        const RunContext& context, std::optional<PtsResult> ptsResume);
    bool cancelled() const { return m_cancel.load(std::memory_order_relaxed); }

    std::atomic<bool> m_cancel { false };
    std::atomic<quint64> m_currentRunId { 0 };
    std::atomic<quint64> m_cancelledRunId { 0 };
};

} // namespace ds
