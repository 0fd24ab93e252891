#include "run/runner/benchmarkworker.h"

#include "run/benchmarks/accesstime.h"
#include "run/benchmarks/burstrate.h"
#include "run/benchmarks/multitargetrunner.h"
#include "run/benchmarks/patterntest.h"
#include "run/benchmarks/quicksuite.h"
#include "run/benchmarks/surfacescan.h"
#include "run/benchmarks/sustainedwrite.h"
#include "run/benchmarks/sweeprunner.h"

#include "device/target.h"
#include "device/targetopener.h"
#include "model/usererror.h"
#include "run/cpumeter.h"

#include <QCoreApplication>
#include <QDateTime>

namespace ds {

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

void BenchmarkWorker::reportProgress(
    double fraction, const QString& label, double megabytesPerSecond, double iops, bool force)
{
    m_lastFraction = std::clamp(fraction, 0.0, 1.0);
    const uint64_t now = monotonicNs();
    if (!force && now - m_lastProgressNs < kUpdateIntervalNs)
        return;
    m_lastProgressNs = now;
    RunProgress progress;
    progress.runId = m_runId;
    progress.fraction = m_lastFraction;
    progress.elapsedSeconds = static_cast<double>(now - m_runStartNs) / 1e9;
    if (progress.fraction > 0.005)
        progress.etaSeconds = progress.elapsedSeconds * (1 - progress.fraction) / progress.fraction;
    progress.label = label;
    progress.megabytesPerSecond = megabytesPerSecond;
    progress.iops = iops;
    emit progressAvailable(progress);
}

void BenchmarkWorker::run(quint64 runId, const RunPlan& plan)
{
    m_runId = runId;
    m_runStartNs = monotonicNs();
    m_lastProgressNs = 0;
    m_lastFraction = 0;
    m_cancel.store(false);
    m_currentRunId.store(runId);
    if (m_cancelledRunId.load() >= runId)
        m_cancel.store(true);

    RunOutcome outcome;
    outcome.runId = runId;
    outcome.plan = plan;
    outcome.startedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    outcome.host = HostFacts::current();
    try {
        if (cancelled()) {
            // Stopped while still queued: nothing was opened.
            outcome.cancelled = true;
            m_currentRunId.store(0);
            emit runFinished(outcome);
            return;
        }
        plan.validate();
        TargetRequest request;
        request.paths = plan.kind == TestKind::MultiTarget ? plan.targetPaths : QStringList { plan.targetPath };
        request.pathsSetting = QCoreApplication::translate("ds::BenchmarkWorker", "the target");
        request.writes = plan.writes();
        request.allowDestroy = plan.allowDestroy;
        // A sustained write needs a file as large as the write.
        request.testFileBytes = plan.kind == TestKind::SustainedWrite
            ? std::max(plan.testFileBytes, plan.sustained.totalBytes)
            : plan.testFileBytes;
        request.cancel = &m_cancel;
        const QString preparing = QCoreApplication::translate("ds::BenchmarkWorker", "preparing test file in %1");
        request.progress = [this, &preparing](const QString& location, double fraction) {
            reportProgress(fraction, preparing.arg(location), 0, 0, false);
        };
        request.opened = [&outcome](const Target& target) { outcome.otherIo.targetOpened(target.info()); };
        // Every target is opened (and every write checked) before any I/O.
        const std::vector<std::unique_ptr<Target>> targets = openTargets(request);
        bool testStarted = false;
        if (!cancelled() && !targets.empty()) {
            testStarted = true;
            outcome.target = targets.front()->info();
            // The ETA covers the test itself, not the test file's preparation before it.
            m_runStartNs = monotonicNs();
            reportProgress(0, QCoreApplication::translate("ds::BenchmarkWorker", "starting"), 0, 0, true);
            switch (plan.kind) {
            case TestKind::Surface:
                runSurface(*targets.front(), outcome);
                break;
            case TestKind::BlockSize:
            case TestKind::QueueDepth:
                runSweeps(*targets.front(), outcome);
                break;
            case TestKind::Patterns:
                runPatterns(*targets.front(), outcome);
                break;
            case TestKind::QuickSuite:
                runQuickSuite(*targets.front(), outcome);
                break;
            case TestKind::MultiTarget: {
                std::vector<const Target*> pointers;
                for (const auto& target : targets)
                    pointers.push_back(target.get());
                runMultiTarget(pointers, outcome);
                break;
            }
            case TestKind::SustainedWrite:
                runSustainedWrite(*targets.front(), outcome);
                break;
            }
        }
        outcome.otherIo.runEnded();
        outcome.cancelled = outcome.cancelled || cancelled();
        // A stopped run says how far it came, not 100 %; the test file's preparation does not count.
        outcome.completedFraction = !outcome.cancelled ? 1.0 : testStarted ? m_lastFraction : 0.0;
        reportProgress(outcome.completedFraction,
            outcome.cancelled ? QCoreApplication::translate("ds::BenchmarkWorker", "stopped")
                              : QCoreApplication::translate("ds::BenchmarkWorker", "done"),
            0, 0, true);
    } catch (const UserError& error) {
        m_currentRunId.store(0);
        if (cancelled()) {
            // Stop while the test file was being made: it is removed, and that is no failure.
            outcome.cancelled = true;
            emit runFinished(outcome);
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
    emit runFinished(outcome);
}

void BenchmarkWorker::runSurface(const Target& target, RunOutcome& outcome)
{
    const RunPlan& plan = outcome.plan;
    // Shares of the progress bar: the scan takes most of the time.
    const double scanShare = plan.withAccessTime || plan.withBurst ? 0.8 : 1.0;
    const double accessShare = plan.withAccessTime ? (plan.withBurst ? 0.17 : 0.2) : 0.0;

    SurfaceZoneBatch pending;
    pending.runId = m_runId;
    pending.targetBytes = target.info().sizeBytes;
    pending.rangeOffset = plan.surface.rangeOffset;
    pending.rangeBytes = plan.surface.rangeLength
        ? plan.surface.rangeLength
        : target.info().sizeBytes - std::min(target.info().sizeBytes, plan.surface.rangeOffset);
    uint64_t lastBatchNs = 0;
    auto flush = [&]() {
        if (pending.zones.empty())
            return;
        emit surfaceZonesAvailable(pending);
        pending.zones.clear();
        lastBatchNs = monotonicNs();
    };

    SurfaceScan scan(target, plan.surface, plan.engine);
    scan.setCancelFlag(&m_cancel);
    // Looked up once, not for each of up to a million zones.
    const QString zoneLabel = QCoreApplication::translate("ds::BenchmarkWorker", "zone %1/%2");
    scan.setZoneCallback([&](const SurfaceZone& zone, unsigned zoneCount) {
        pending.zoneCount = zoneCount;
        pending.zones.push_back(zone);
        if (monotonicNs() - lastBatchNs >= kUpdateIntervalNs)
            flush();
        reportProgress(scanShare * (zone.index + 1) / zoneCount, zoneLabel.arg(zone.index + 1).arg(zoneCount),
            zone.megabytesPerSecond(), 0, false);
    });
    outcome.surface = scan.run();
    flush();
    outcome.cancelled = outcome.surface->cancelled;
    if (outcome.cancelled || cancelled())
        return;
    if (plan.withAccessTime) {
        outcome.access = runAccessTime(target, plan.access, plan.engine, &m_cancel, [&](double fraction) {
            reportProgress(scanShare + accessShare * fraction,
                QCoreApplication::translate("ds::BenchmarkWorker", "random access time"), 0, 0, false);
        });
        outcome.cancelled = outcome.access->cancelled;
        if (outcome.cancelled || cancelled())
            return;
    }
    if (plan.withBurst) {
        reportProgress(
            scanShare + accessShare, QCoreApplication::translate("ds::BenchmarkWorker", "burst rate"), 0, 0, true);
        outcome.burst = runBurstRate(target, plan.burst, plan.engine, &m_cancel);
        outcome.cancelled = outcome.burst->cancelled;
    }
}

void BenchmarkWorker::runSweeps(const Target& target, RunOutcome& outcome)
{
    const std::vector<SweepPlan>& sweeps = outcome.plan.sweeps;
    for (size_t index = 0; index < sweeps.size() && !cancelled(); ++index) {
        SweepRunner runner(target, sweeps[index], outcome.plan.engine);
        runner.setCancelFlag(&m_cancel);
        const bool bySize = sweeps[index].kind == SweepKind::BlockSize;
        // "%1" is a block size ("4 KiB") or a queue depth ("QD8").
        const char* direction = sweeps[index].base.writes() ? QT_TRANSLATE_NOOP("ds::BenchmarkWorker", "write %1")
                                                            : QT_TRANSLATE_NOOP("ds::BenchmarkWorker", "read %1");
        runner.setProgressCallback([&, index](const SweepProgress& step) {
            const double within
                = (static_cast<double>(step.point) + step.snapshot.fraction) / static_cast<double>(step.points);
            const QString label = bySize ? formatBinarySize(step.value) : QStringLiteral("QD%1").arg(step.value);
            reportProgress((static_cast<double>(index) + within) / static_cast<double>(sweeps.size()),
                QCoreApplication::translate("ds::BenchmarkWorker", direction).arg(label),
                step.snapshot.intervalMegabytesPerSecond, step.snapshot.intervalIops, false);
        });
        runner.setPointFinishedCallback([&, index](const SweepPoint& point) {
            emit sweepPointAvailable(SweepPointUpdate { m_runId, static_cast<unsigned>(index), point });
        });
        outcome.sweeps.push_back(runner.run());
        outcome.cancelled = outcome.cancelled || outcome.sweeps.back().cancelled;
    }
}

void BenchmarkWorker::runPatterns(const Target& target, RunOutcome& outcome)
{
    const std::vector<PatternSpec>& patterns = outcome.plan.patterns;
    PatternTest test(target, patterns, outcome.plan.patternTiming, outcome.plan.engine);
    test.setCancelFlag(&m_cancel);
    test.setProgressCallback([&](const PatternSpec& pattern, const SweepProgress& step) {
        size_t index = 0;
        while (index + 1 < patterns.size() && patterns[index].name != pattern.name)
            ++index;
        const double within = (static_cast<double>(step.point) + step.snapshot.fraction)
            / static_cast<double>(std::max<size_t>(1, step.points));
        reportProgress((static_cast<double>(index) + within) / static_cast<double>(patterns.size()),
            QCoreApplication::translate("ds::BenchmarkWorker", "%1, %2 outstanding").arg(pattern.name).arg(step.value),
            step.snapshot.intervalMegabytesPerSecond, step.snapshot.intervalIops, false);
    });
    test.setPointFinishedCallback([this](size_t index, const SweepPoint& point) {
        emit sweepPointAvailable(SweepPointUpdate { m_runId, static_cast<unsigned>(index), point });
    });
    outcome.patterns = test.run();
    outcome.cancelled = outcome.patterns->cancelled;
}

void BenchmarkWorker::runQuickSuite(const Target& target, RunOutcome& outcome)
{
    const QuickSuiteOptions& options = outcome.plan.quick;
    size_t chosen = 0;
    for (const QuickSuiteEntry& entry : quickSuiteEntries(1, 1, 1))
        chosen += options.includes(entry.name) ? 1 : 0;
    const double tests = static_cast<double>(std::max<size_t>(1, chosen * (options.writes ? 2 : 1)));
    QString currentLabel;
    int testIndex = -1;
    QuickSuite suite(target, options, outcome.plan.engine);
    suite.setCancelFlag(&m_cancel);
    suite.setProgressCallback([&](const QString& label, const ProgressSnapshot& snapshot) {
        if (label != currentLabel) {
            currentLabel = label;
            ++testIndex;
        }
        reportProgress((std::max(testIndex, 0) + snapshot.fraction) / tests, label, snapshot.intervalMegabytesPerSecond,
            snapshot.intervalIops, false);
    });
    suite.setTestCallback([this](const QString& name, bool write, const WorkloadResult* finished) {
        QuickTestUpdate update { m_runId, name, write, std::nullopt };
        if (finished)
            update.result = *finished;
        emit quickTestAvailable(update);
    });
    outcome.quick = suite.run();
    outcome.cancelled = outcome.quick->cancelled;
}

void BenchmarkWorker::runMultiTarget(const std::vector<const Target*>& targets, RunOutcome& outcome)
{
    const RunPlan& plan = outcome.plan;
    MultiTargetRunner runner(targets, plan.multiSpec, plan.engine);
    runner.setCancelFlag(&m_cancel);
    const double steps = plan.multiScaling ? static_cast<double>(targets.size()) : 1.0;
    int step = 0;
    double lastFraction = 0;
    runner.setProgressCallback([&](unsigned, const ProgressSnapshot& snapshot) {
        // The runner reports for the first target only; a new scaling step starts it from zero.
        if (snapshot.fraction + 0.05 < lastFraction)
            ++step;
        lastFraction = snapshot.fraction;
        reportProgress((step + snapshot.fraction) / steps,
            plan.multiScaling ? QCoreApplication::translate("ds::BenchmarkWorker", "%1 of %2 targets")
                                    .arg(step + 1)
                                    .arg(targets.size())
                              : QCoreApplication::translate("ds::BenchmarkWorker", "%1 targets").arg(targets.size()),
            snapshot.intervalMegabytesPerSecond, snapshot.intervalIops, false);
    });
    if (plan.multiScaling) {
        outcome.multi = runner.runScaling();
    } else {
        MultiTargetScaling single;
        single.steps.push_back(runner.run());
        single.cancelled = single.steps.back().cancelled;
        outcome.multi = std::move(single);
    }
    outcome.cancelled = outcome.multi->cancelled;
}

void BenchmarkWorker::runSustainedWrite(const Target& target, RunOutcome& outcome)
{
    const SustainedPlan& plan = outcome.plan.sustained;
    SustainedSampleBatch pending { m_runId, {} };
    uint64_t lastBatchNs = 0;
    const QString label = QCoreApplication::translate("ds::BenchmarkWorker", "sustained write");
    outcome.sustained = ds::runSustainedWrite(
        target, plan, outcome.plan.engine, &m_cancel, [&](const SustainedSample& sample, double fraction) {
            pending.samples.push_back(sample);
            const uint64_t now = monotonicNs();
            if (now - lastBatchNs >= kUpdateIntervalNs) {
                emit sustainedSamplesAvailable(pending);
                pending.samples.clear();
                lastBatchNs = now;
            }
            reportProgress(fraction, label, sample.megabytesPerSecond, 0, false);
        });
    if (!pending.samples.empty())
        emit sustainedSamplesAvailable(pending);
    outcome.cancelled = outcome.sustained->cancelled;
}

} // namespace ds
