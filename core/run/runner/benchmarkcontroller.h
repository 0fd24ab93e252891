#pragma once

#include "run/runner/runupdates.h"

#include <QObject>
#include <QThread>

namespace ds {

class BenchmarkWorker;

// The GUI thread's handle on the benchmark worker: owns the worker thread, gives each run an id and
// passes on only what belongs to the current run, so a result that arrives after Stop and a new
// Start is dropped instead of landing in the wrong chart. Every call returns at once.
class BenchmarkController : public QObject {
    Q_OBJECT
public:
    explicit BenchmarkController(QObject* parent = nullptr);
    ~BenchmarkController() override;

    // Queues the plan on the worker thread and returns its run id. A run still going is cancelled.
    quint64 start(const RunPlan& plan);
    // Asks the current run to stop; runFinished follows with the partial result marked cancelled.
    void stop();
    bool isRunning() const { return m_running; }
    bool isStopping() const { return m_stopping; }
    quint64 currentRunId() const { return m_currentRunId; }
    const QThread* workerThread() const { return &m_thread; }

signals:
    void progressAvailable(const ds::RunProgress& progress);
    void surfaceZonesAvailable(const ds::SurfaceZoneBatch& batch);
    void sweepPointAvailable(const ds::SweepPointUpdate& update);
    void quickTestAvailable(const ds::QuickTestUpdate& update);
    void sustainedSamplesAvailable(const ds::SustainedSampleBatch& batch);
    void errorScanBlocksAvailable(const ds::ErrorScanBlockBatch& batch);
    void accessSamplesAvailable(const ds::AccessSampleBatch& batch);
    void ptsRoundAvailable(const ds::PtsRoundUpdate& update);
    void timeIntervalsAvailable(const ds::TimeIntervalBatch& batch);
    void runFinished(const ds::FinishedRun& run);
    void runFailed(const ds::RunFailure& failure);
    void runningChanged(bool running);

private:
    bool isCurrent(quint64 runId) const { return m_running && runId == m_currentRunId; }
    void setRunning(bool running);

    QThread m_thread;
    BenchmarkWorker* m_worker = nullptr; // lives in m_thread, deleted when it finishes
    quint64 m_nextRunId = 1;
    quint64 m_currentRunId = 0;
    bool m_running = false;
    bool m_stopping = false;
};

} // namespace ds
