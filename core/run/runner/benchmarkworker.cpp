#include "run/runner/benchmarkworker.h"

#include "files/ptsstate.h"
#include "run/benchmarks/accesstime.h"
#include "run/benchmarks/burstrate.h"
#include "run/benchmarks/consistency.h"
#include "run/benchmarks/errorscan.h"
#include "run/benchmarks/hdtach.h"
#include "run/benchmarks/multitarget.h"
#include "run/benchmarks/patternsuite.h"
#include "run/benchmarks/pts.h"
#include "run/benchmarks/quicksuite.h"
#include "run/benchmarks/surfacescan.h"
#include "run/benchmarks/sustainedwrite.h"
#include "run/benchmarks/sweep.h"

#include "device/target.h"
#include "device/targetopener.h"
#include "model/overloaded.h"
#include "model/usererror.h"
#include "run/cpumeter.h"
#include "run/runrecording.h"

#include <QCoreApplication>

namespace ds {

// What the benchmarks report, sent to the GUI thread: progress with its ETA, zones and sustained-write
// samples in batches at most kUpdateIntervalNs apart, points and quick-suite tests as they come.
class BenchmarkWorker::Sink : public RunSink {
public:
    Sink(BenchmarkWorker& worker, quint64 runId)
        : m_worker(worker)
        , m_runId(runId)
        , m_runStartNs(monotonicNs())
    {
    }

    // The ETA covers the test itself, not the test file's preparation before it.
    void restartClock() { m_runStartNs = monotonicNs(); }

    void progress(const RunProgressReport& report) override
    {
        RunProgress progress;
        progress.runId = m_runId;
        progress.fraction = report.fraction;
        progress.elapsedSeconds = static_cast<double>(monotonicNs() - m_runStartNs) / 1e9;
        if (progress.fraction > 0.005)
            progress.etaSeconds = progress.elapsedSeconds * (1 - progress.fraction) / progress.fraction;
        progress.label = report.stage.describe(true);
        progress.megabytesPerSecond = report.megabytesPerSecond;
        progress.iops = report.iops;
        emit m_worker.progressAvailable(progress);
    }

    void surfaceZone(const SurfaceZone& zone, unsigned zoneCount) override
    {
        m_zones.zoneCount = zoneCount;
        m_zones.zones.push_back(zone);
        if (monotonicNs() - m_lastZonesNs >= kUpdateIntervalNs)
            flushZones();
    }

    void sweepPoint(unsigned series, const SweepPoint& point) override
    {
        emit m_worker.sweepPointAvailable(SweepPointUpdate { m_runId, series, point });
    }

    void quickTest(const QString& name, bool write, const WorkloadResult* finished) override
    {
        QuickTestUpdate update { m_runId, name, write, std::nullopt };
        if (finished)
            update.result = *finished;
        emit m_worker.quickTestAvailable(update);
    }

    void sustainedSample(const SustainedSample& sample) override
    {
        m_samples.samples.push_back(sample);
        if (monotonicNs() - m_lastSamplesNs >= kUpdateIntervalNs)
            flushSamples();
    }

    void timeInterval(const LiveInterval& interval) override
    {
        m_intervals.intervals.push_back(interval);
        if (monotonicNs() - m_lastIntervalsNs >= kUpdateIntervalNs)
            flushIntervals();
    }

    void errorScanBlock(const ErrorScanBlock& block, unsigned blockCount) override
    {
        m_blocks.blockCount = blockCount;
        m_blocks.blocks.push_back(block);
        if (monotonicNs() - m_lastBlocksNs >= kUpdateIntervalNs)
            flushBlocks();
    }

    void accessSample(const AccessSample& sample, unsigned sampleCount) override
    {
        m_access.sampleCount = sampleCount;
        m_access.samples.push_back(sample);
        if (monotonicNs() - m_lastAccessNs >= kUpdateIntervalNs)
            flushAccess();
    }

    void ptsRound(unsigned index, const PtsRound& round) override
    {
        // A round takes seconds at the least (a measurement is 0.1 s or more): sent as it comes.
        emit m_worker.ptsRoundAvailable(PtsRoundUpdate { m_runId, index, round });
    }

    // Where the surface's zones lie, sent with every batch.
    void setSurfaceRange(uint64_t targetBytes, uint64_t rangeOffset, uint64_t rangeBytes)
    {
        m_zones.targetBytes = targetBytes;
        m_zones.rangeOffset = rangeOffset;
        m_zones.rangeBytes = rangeBytes;
    }

    void flush()
    {
        flushZones();
        flushSamples();
        flushBlocks();
        flushIntervals();
        flushAccess();
    }

private:
    void flushZones()
    {
        if (m_zones.zones.empty())
            return;
        m_zones.runId = m_runId;
        emit m_worker.surfaceZonesAvailable(m_zones);
        m_zones.zones.clear();
        m_lastZonesNs = monotonicNs();
    }

    void flushSamples()
    {
        if (m_samples.samples.empty())
            return;
        m_samples.runId = m_runId;
        emit m_worker.sustainedSamplesAvailable(m_samples);
        m_samples.samples.clear();
        m_lastSamplesNs = monotonicNs();
    }

    void flushIntervals()
    {
        if (m_intervals.intervals.empty())
            return;
        m_intervals.runId = m_runId;
        emit m_worker.timeIntervalsAvailable(m_intervals);
        m_intervals.intervals.clear();
        m_lastIntervalsNs = monotonicNs();
    }

    void flushAccess()
    {
        if (m_access.samples.empty())
            return;
        m_access.runId = m_runId;
        emit m_worker.accessSamplesAvailable(m_access);
        m_access.samples.clear();
        m_lastAccessNs = monotonicNs();
    }

    void flushBlocks()
    {
        if (m_blocks.blocks.empty())
            return;
        m_blocks.runId = m_runId;
        emit m_worker.errorScanBlocksAvailable(m_blocks);
        m_blocks.blocks.clear();
        m_lastBlocksNs = monotonicNs();
    }

    BenchmarkWorker& m_worker;
    quint64 m_runId;
    uint64_t m_runStartNs;
    SurfaceZoneBatch m_zones;
    uint64_t m_lastZonesNs = 0;
    SustainedSampleBatch m_samples;
    uint64_t m_lastSamplesNs = 0;
    ErrorScanBlockBatch m_blocks;
    uint64_t m_lastBlocksNs = 0;
    TimeIntervalBatch m_intervals;
    uint64_t m_lastIntervalsNs = 0;
    AccessSampleBatch m_access;
    uint64_t m_lastAccessNs = 0;
};

BenchmarkWorker::BenchmarkWorker(QObject* parent)
    : QObject(parent)
{
    registerRunnerMetaTypes();
}

void BenchmarkWorker::cancel(quint64 runId)
{
    // Paired with the order in run(): whichever of the two stores comes second sees the other.
    quint64 previous = m_cancelledRunId.load();
    while (previous < runId && !m_cancelledRunId.compare_exchange_weak(previous, runId)) { }
    if (m_currentRunId.load() == runId)
        m_cancel.store(true);
}

void BenchmarkWorker::run(quint64 runId, const RunPlan& plan)
{
    m_cancel.store(false);
    m_currentRunId.store(runId);
    if (m_cancelledRunId.load() >= runId)
        m_cancel.store(true);
    Sink sink(*this, runId);
    const RunContext context(&m_cancel, &sink, static_cast<double>(kUpdateIntervalNs) / 1e9);

    FinishedRun finished;
    finished.runId = runId;
    finished.plan = plan;
    // The monitors from the targets' opening to the run's end, and the wrap-up into session runs.
    RunRecording recording(plan.coolDown);
    try {
        if (cancelled()) {
            // Stopped while still queued: nothing was opened.
            finished.cancelled = true;
            m_currentRunId.store(0);
            emit runFinished(finished);
            return;
        }
        plan.validate();
        // A saved PTS run to continue is read before anything is opened, as the CLI's --resume reads it.
        std::optional<PtsResult> ptsResume;
        if (const PtsRunPlan* pts = plan.getIf<PtsRunPlan>()) {
            if (!isBlockDevice(plan.targetPath))
                throw UserError(QCoreApplication::translate(
                    "ds::BenchmarkWorker", "the PTS purges and writes a whole drive: %1 is no block device")
                                    .arg(plan.targetPath));
            if (pts->resume)
                ptsResume = PtsState::load(PtsState::pathFor(*pts, plan.targetPath));
            else
                PtsState::checkFreshStart(PtsState::pathFor(*pts, plan.targetPath), pts->restart);
        }
        TargetRequest request;
        request.paths = plan.kind() == TestKind::MultiTarget ? plan.targetPaths : QStringList { plan.targetPath };
        request.pathsSetting = QCoreApplication::translate("ds::BenchmarkWorker", "the target");
        request.writes = plan.writes();
        request.allowDestroy = plan.allowDestroy;
        // A sustained write needs a file as large as the write.
        const SustainedPlan* sustained = plan.getIf<SustainedPlan>();
        request.testFileBytes = sustained ? std::max(plan.testFileBytes, sustained->totalBytes) : plan.testFileBytes;
        request.cancel = &m_cancel;
        request.progress = [&context](const QString& location, double fraction) {
            RunStage stage { RunStage::Kind::Preparing };
            stage.name = location;
            context.progress(fraction, stage);
        };
        // A drive without a temperature for the cool-down is named in the run's caveats.
        request.opened = [&recording](const Target& target) { recording.targetOpened(target.info()); };
        // Every target is opened (and every write checked) before any I/O.
        const std::vector<std::unique_ptr<Target>> targets = openTargets(request);
        bool testStarted = false;
        std::vector<SessionResult> results;
        // The test itself is measured from here: a stopped run's fraction leaves out the test file's preparation.
        RunContext test(&m_cancel, &sink, static_cast<double>(kUpdateIntervalNs) / 1e9);
        if (!cancelled() && !targets.empty()) {
            testStarted = true;
            test.progress(0, { RunStage::Kind::Starting }, true);
            std::vector<const Target*> pointers;
            for (const auto& target : targets)
                pointers.push_back(target.get());
            // The cool-down before the test, off its time axis (the runners wait again before their points
            // and repeats).
            test = recording.testContext(test);
            if (!cancelled()) {
                sink.restartClock();
                results = runPlan(pointers, plan, sink, test, std::move(ptsResume));
            }
            sink.flush();
        }
        recording.runEnded();
        for (const SessionResult& result : results)
            finished.cancelled
                = finished.cancelled || std::visit([](const auto& any) { return any.cancelled; }, result);
        finished.cancelled = finished.cancelled || cancelled();
        // A stopped run says how far it came, not 100 %; the test file's preparation does not count.
        finished.completedFraction = !finished.cancelled ? 1.0 : testStarted ? test.reachedFraction() : 0.0;
        // Stored, so English whatever the window's language.
        finished.runs
            = recording.sessionRuns(std::move(results), QStringLiteral("DriveScope window: %1").arg(plan.describe()),
                finished.cancelled ? std::optional<double>(finished.completedFraction) : std::nullopt);
        test.progress(
            finished.completedFraction, { finished.cancelled ? RunStage::Kind::Stopped : RunStage::Kind::Done }, true);
    } catch (const UserError& error) {
        m_currentRunId.store(0);
        if (cancelled()) {
            // Stop while the test file was being made: it is removed, and that is no failure.
            finished.cancelled = true;
            emit runFinished(finished);
            return;
        }
        emit runFailed(RunFailure { runId, error.message(), true });
        return;
    } catch (const std::exception& error) {
        m_currentRunId.store(0);
        emit runFailed(RunFailure { runId, QString::fromLocal8Bit(error.what()), false });
        return;
    }
    m_currentRunId.store(0);
    emit runFinished(finished);
}

std::vector<SessionResult> BenchmarkWorker::runPlan(const std::vector<const Target*>& targets, const RunPlan& plan,
    Sink& sink, const RunContext& context, std::optional<PtsResult> ptsResume)
{
    const Target& target = *targets.front();
    std::vector<SessionResult> results;
    std::visit(Overloaded {
                   [&](const HdTachPlan& hdtach) {
                       const uint64_t size = target.info().sizeBytes;
                       const SurfacePlan& surface = hdtach.surface;
                       sink.setSurfaceRange(size, surface.rangeOffset,
                           surface.rangeLength ? surface.rangeLength : size - std::min(size, surface.rangeOffset));
                       HdTachResult result = runHdTach(target, hdtach, plan.engine, context);
                       // A scan alone is saved as the CLI's surface command saves it, with its parts as its hdtach.
                       if (result.access || result.burst)
                           results.emplace_back(std::move(result));
                       else
                           results.emplace_back(std::move(result.surface));
                   },
                   [&](const SweepSeriesPlan& series) {
                       // Each sweep is a session run of its own (read, then write), as the CLI's sweep-bs saves it.
                       const double count = static_cast<double>(series.sweeps.size());
                       for (size_t index = 0; index < series.sweeps.size() && !cancelled(); ++index)
                           results.emplace_back(runSweep(target, series.sweeps[index], plan.engine,
                               context.part(static_cast<double>(index) / count, 1 / count)
                                   .withSeries(static_cast<unsigned>(index))));
                   },
                   [&](const PatternSuitePlan& suite) {
                       results.emplace_back(
                           runPatternSuite(target, suite.patterns, suite.timing, plan.engine, context));
                   },
                   [&](const QuickSuiteOptions& quick) {
                       results.emplace_back(runQuickSuite(target, quick, plan.engine, context));
                   },
                   [&](const MultiTargetPlan& multi) {
                       if (multi.scaling)
                           results.emplace_back(runMultiTargetScaling(targets, multi.spec, plan.engine, context));
                       else
                           results.emplace_back(runMultiTarget(targets, multi.spec, plan.engine, context));
                   },
                   [&](const SustainedPlan& sustained) {
                       results.emplace_back(runSustainedWrite(target, sustained, plan.engine, context));
                   },
                   [&](const ErrorScanPlan& scan) {
                       // Read-only: the targets were opened without write consent.
                       results.emplace_back(runErrorScan(target, scan, plan.engine, context));
                   },
                   [&](const ConsistencyPlan& consistency) {
                       results.emplace_back(runConsistency(target, consistency, plan.engine, context));
                   },
                   [&](const PtsRunPlan& pts) {
                       // Its state saved where the CLI saves it, so that either front end resumes it.
                       const QString state = PtsState::pathFor(pts, plan.targetPath);
                       results.emplace_back(runPts(target, pts.pts, plan.engine, context, state, std::move(ptsResume)));
                   },
               },
        plan.test);
    return results;
}

} // namespace ds
