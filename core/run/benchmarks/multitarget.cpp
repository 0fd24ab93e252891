#include "run/benchmarks/multitarget.h"

#include "device/target.h"
#include "model/fiocommand.h"
#include "model/usererror.h"

#include "model/jsonreader.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <barrier>
#include <chrono>
#include <exception>
#include <map>
#include <thread>

namespace ds {

namespace {

    class MultiTargetRunner {
    public:
        MultiTargetRunner(std::vector<const Target*> targets, WorkloadSpec spec, EngineKind engine = EngineKind::Auto);

        // Throws UserError (checked on every target before any I/O) or EngineError. Progress is the first
        // target's, reported from its worker thread.
        MultiTargetResult run(const RunContext& context = {});
        MultiTargetScaling runScaling(const RunContext& context = {});

    private:
        MultiTargetResult runOn(size_t targetCount, const RunContext& context);

        std::vector<const Target*> m_targets;
        WorkloadSpec m_spec;
        EngineKind m_engine;
    };

} // namespace

MultiTargetRunner::MultiTargetRunner(std::vector<const Target*> targets, WorkloadSpec spec, EngineKind engine)
    : m_targets(std::move(targets))
    , m_spec(std::move(spec))
    , m_engine(engine)
{
}

MultiTargetResult MultiTargetRunner::run(const RunContext& context)
{
    return runOn(m_targets.size(), context.withStage({ RunStage::Kind::Targets, m_targets.size() }));
}

MultiTargetScaling MultiTargetRunner::runScaling(const RunContext& context)
{
    MultiTargetScaling scaling;
    // N steps, then N - 1 targets alone (the first step is the first target alone).
    const double parts = static_cast<double>(2 * m_targets.size() - 1);
    for (size_t count = 1; count <= m_targets.size(); ++count) {
        if (context.cancelled()) {
            scaling.cancelled = true;
            break;
        }
        RunStage stage { RunStage::Kind::Targets, count };
        stage.count = m_targets.size();
        scaling.steps.push_back(
            runOn(count, context.part(static_cast<double>(count - 1) / parts, 1 / parts).withStage(stage)));
        if (scaling.steps.back().cancelled) {
            scaling.cancelled = true;
            return scaling;
        }
    }
    if (scaling.steps.empty())
        return scaling;
    scaling.alone.push_back(scaling.steps.front().perTarget.front());
    for (size_t index = 1; index < m_targets.size(); ++index) {
        if (context.cancelled()) {
            scaling.cancelled = true;
            break;
        }
        RunStage stage { RunStage::Kind::Targets, 1 };
        stage.count = m_targets.size();
        MultiTargetRunner single({ m_targets[index] }, m_spec, m_engine);
        const MultiTargetResult alone = single.runOn(
            1, context.part(static_cast<double>(m_targets.size() + index - 1) / parts, 1 / parts).withStage(stage));
        if (alone.cancelled || alone.perTarget.empty()) {
            scaling.cancelled = true;
            break;
        }
        scaling.alone.push_back(alone.perTarget.front());
    }
    return scaling;
}

MultiTargetResult MultiTargetRunner::runOn(size_t targetCount, const RunContext& context)
{
    if (targetCount == 0)
        throw UserError(QCoreApplication::translate("ds::MultiTargetRunner", "no targets given"));
    // Every target is checked before any of them sees a request.
    for (size_t i = 0; i < targetCount; ++i) {
        const TargetInfo& info = m_targets[i]->info();
        try {
            m_spec.validate(info.sizeBytes, info.logicalSectorBytes);
        } catch (const UserError& error) {
            throw UserError(QStringLiteral("%1: %2").arg(info.path, error.message()));
        }
        if (m_spec.writes() && !info.writable)
            throw UserError(QCoreApplication::translate("ds::MultiTargetRunner", "the target %1 was opened read-only")
                                .arg(info.path));
    }

    MultiTargetResult result;
    result.perTarget.resize(targetCount);
    for (unsigned repeat = 0; repeat < m_spec.repeats; ++repeat) {
        // The cool-down before each repeat (the first: before the run, or the scaling step).
        if (!context.part(repeat / static_cast<double>(m_spec.repeats), 1 / static_cast<double>(m_spec.repeats))
                 .coolDown()) {
            result.cancelled = true;
            break;
        }
        WorkloadSpec spec = m_spec;
        spec.repeats = 1;
        spec.seed = m_spec.seed + repeat; // as the single-target runner varies its repeats

        std::barrier start(static_cast<std::ptrdiff_t>(targetCount));
        std::atomic<bool> stop { false };
        std::atomic<size_t> finished { 0 };
        std::vector<WorkloadResult> runs(targetCount);
        std::vector<std::exception_ptr> failures(targetCount);
        std::vector<std::thread> workers;
        workers.reserve(targetCount);
        for (size_t i = 0; i < targetCount; ++i) {
            workers.emplace_back([&, i] {
                bool arrived = false;
                try {
                    WorkloadRunner runner(*m_targets[i], spec, m_engine);
                    runner.setReadyCallback([&] {
                        arrived = true;
                        start.arrive_and_wait();
                    });
                    const RunContext worker = context.withCancelFlag(&stop).part(
                        repeat / static_cast<double>(m_spec.repeats), 1 / static_cast<double>(m_spec.repeats));
                    runs[i] = runner.run(i == 0 ? worker : worker.silent());
                } catch (...) {
                    failures[i] = std::current_exception();
                    stop.store(true);
                    // A worker that fails before the start must not leave the others waiting for it.
                    if (!arrived)
                        start.arrive_and_drop();
                }
                finished.fetch_add(1);
            });
        }
        // The signal handler only sets the user's flag; pass it on to the workers.
        while (finished.load() < targetCount) {
            if (context.cancelled())
                stop.store(true);
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        }
        for (std::thread& worker : workers)
            worker.join();
        for (const std::exception_ptr& failure : failures)
            if (failure)
                std::rethrow_exception(failure);

        RunMeasurement all;
        double longestWall = -1;
        for (size_t i = 0; i < targetCount; ++i) {
            if (repeat == 0) {
                result.perTarget[i] = runs[i];
                result.perTarget[i].repeats.clear();
            }
            if (runs[i].repeats.empty())
                continue;
            const RunMeasurement& run = runs[i].repeats.front();
            result.perTarget[i].repeats.push_back(run);
            result.perTarget[i].cancelled = result.perTarget[i].cancelled || runs[i].cancelled;
            if (repeat > 0)
                addAccounting(result.perTarget[i].accounting, runs[i].accounting);
            all.seconds = std::max(all.seconds, run.seconds);
            const bool stoppedBefore = !all.stopReason.isEmpty();
            all.addCounts(run);
            if (!stoppedBefore && !run.stopReason.isEmpty())
                all.stopReason = QStringLiteral("%1: %2").arg(m_targets[i]->info().path, run.stopReason);
            all.maxInFlight += run.maxInFlight;
            // Every worker's CPU figure is the whole process over its own window; the longest is the run's.
            if (run.cpu.wallSeconds > longestWall) {
                longestWall = run.cpu.wallSeconds;
                all.cpu = run.cpu;
            }
        }
        result.aggregateRepeats.push_back(std::move(all));
        if (result.aggregateRepeats.back().cancelled || context.cancelled()) {
            result.cancelled = true;
            break;
        }
    }

    // Targets on one drive read the same counters, which cannot tell their requests apart: their own
    // accounting would count the others' bytes. The run's accounting (OtherIoMonitor) shares them out.
    std::map<QString, unsigned> targetsOnDrive;
    for (const WorkloadResult& target : result.perTarget)
        if (target.accounting)
            ++targetsOnDrive[target.accounting->device];
    for (WorkloadResult& target : result.perTarget)
        if (target.accounting && targetsOnDrive[target.accounting->device] > 1)
            target.accounting.reset();

    QStringList jobs;
    for (size_t i = 0; i < targetCount; ++i) {
        WorkloadResult& target = result.perTarget[i];
        target.spec = m_spec;
        target.fioCommand = fioCommandLine(m_spec, target.target, target.engine);
        QString job = target.fioCommand;
        job.remove(0, 4); // "fio "
        job.replace(QLatin1String("--name=drivescope"), QStringLiteral("--name=target%1").arg(i + 1));
        jobs << job;
    }
    // fio takes the options after each --name as that job's: one run, one job per target.
    result.fioCommand = QStringLiteral("fio ") + jobs.join(QLatin1Char(' '));
    return result;
}

MultiTargetResult runMultiTarget(
    const std::vector<const Target*>& targets, const WorkloadSpec& spec, EngineKind engine, const RunContext& context)
{
    return MultiTargetRunner(targets, spec, engine).run(context);
}

MultiTargetScaling runMultiTargetScaling(
    const std::vector<const Target*>& targets, const WorkloadSpec& spec, EngineKind engine, const RunContext& context)
{
    return MultiTargetRunner(targets, spec, engine).runScaling(context);
}

} // namespace ds
