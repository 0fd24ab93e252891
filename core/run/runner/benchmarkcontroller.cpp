#include "run/runner/benchmarkcontroller.h"

#include "run/runner/benchmarkworker.h"

namespace ds {

BenchmarkController::BenchmarkController(QObject* parent)
    : QObject(parent)
{
    registerRunnerMetaTypes();
    m_thread.setObjectName(QStringLiteral("benchmark worker"));
    m_worker = new BenchmarkWorker;
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);

    // Queued: the worker emits from its own thread, these run in ours.
    connect(m_worker, &BenchmarkWorker::progressAvailable, this, [this](const RunProgress& progress) {
        if (isCurrent(progress.runId))
            emit progressAvailable(progress);
    });
    connect(m_worker, &BenchmarkWorker::surfaceZonesAvailable, this, [this](const SurfaceZoneBatch& batch) {
        if (isCurrent(batch.runId))
            emit surfaceZonesAvailable(batch);
    });
    connect(m_worker, &BenchmarkWorker::sweepPointAvailable, this, [this](const SweepPointUpdate& update) {
        if (isCurrent(update.runId))
            emit sweepPointAvailable(update);
    });
    connect(m_worker, &BenchmarkWorker::quickTestAvailable, this, [this](const QuickTestUpdate& update) {
        if (isCurrent(update.runId))
            emit quickTestAvailable(update);
    });
    connect(m_worker, &BenchmarkWorker::sustainedSamplesAvailable, this, [this](const SustainedSampleBatch& batch) {
        if (isCurrent(batch.runId))
            emit sustainedSamplesAvailable(batch);
    });
    connect(m_worker, &BenchmarkWorker::errorScanBlocksAvailable, this, [this](const ErrorScanBlockBatch& batch) {
        if (isCurrent(batch.runId))
            emit errorScanBlocksAvailable(batch);
    });
    connect(m_worker, &BenchmarkWorker::accessSamplesAvailable, this, [this](const AccessSampleBatch& batch) {
        if (isCurrent(batch.runId))
            emit accessSamplesAvailable(batch);
    });
    connect(m_worker, &BenchmarkWorker::ptsRoundAvailable, this, [this](const PtsRoundUpdate& update) {
        if (isCurrent(update.runId))
            emit ptsRoundAvailable(update);
    });
    connect(m_worker, &BenchmarkWorker::timeIntervalsAvailable, this, [this](const TimeIntervalBatch& batch) {
        if (isCurrent(batch.runId))
            emit timeIntervalsAvailable(batch);
    });
    connect(m_worker, &BenchmarkWorker::runFinished, this, [this](const FinishedRun& run) {
        if (!isCurrent(run.runId))
            return;
        setRunning(false);
        emit runFinished(run);
    });
    connect(m_worker, &BenchmarkWorker::runFailed, this, [this](const RunFailure& failure) {
        if (!isCurrent(failure.runId))
            return;
        setRunning(false);
        emit runFailed(failure);
    });
    m_thread.start();
}

BenchmarkController::~BenchmarkController()
{
    if (m_running)
        m_worker->cancel(m_currentRunId);
    m_thread.quit();
    m_thread.wait();
}

quint64 BenchmarkController::start(const RunPlan& plan)
{
    if (m_running)
        m_worker->cancel(m_currentRunId);
    m_currentRunId = m_nextRunId++;
    const quint64 runId = m_currentRunId;
    BenchmarkWorker* worker = m_worker;
    QMetaObject::invokeMethod(
        m_worker, [worker, runId, plan]() { worker->run(runId, plan); }, Qt::QueuedConnection);
    m_stopping = false;
    setRunning(true);
    return runId;
}

void BenchmarkController::stop()
{
    if (!m_running)
        return;
    m_stopping = true;
    m_worker->cancel(m_currentRunId);
}

void BenchmarkController::setRunning(bool running)
{
    if (!running)
        m_stopping = false;
    if (m_running == running)
        return;
    m_running = running;
    emit runningChanged(running);
}

} // namespace ds
