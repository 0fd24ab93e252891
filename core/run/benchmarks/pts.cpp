#include "run/benchmarks/pts.h"

#include "device/drivepurge.h"
#include "files/ptsstate.h"
#include "model/usererror.h"
#include "model/workload.h"
#include "run/benchmarks/workloadrunner.h"

#include <QCoreApplication>
#include <QDateTime>

#include <cerrno>
#include <cmath>
#include <cstring>
#include <functional>

namespace ds {

namespace {
    // Where the progress of the parts lies: the purge is instant, the preconditioning writes twice the
    // tested capacity, the rounds take the rest (the most rounds the plan allows).
    constexpr double kPreconditionShare = 0.15;

    // Write saturation ends once it has written this many times the tested capacity (the PTS's 4).
    constexpr uint64_t kWsatCapacities = 4;

    void checkResumable(const PtsResult& saved, const Target& target, const PtsPlan& plan)
    {
        if (saved.target.path != target.info().path || saved.target.sizeBytes != target.info().sizeBytes)
            throw UserError(QCoreApplication::translate(
                "ds::Pts", "the saved PTS run was on %1 (%2 bytes), not on %3: start a new one without --resume")
                                .arg(saved.target.path)
                                .arg(saved.target.sizeBytes)
                                .arg(target.info().path));
        if (saved.target.drive && target.info().drive && saved.target.drive->serial != target.info().drive->serial)
            throw UserError(QCoreApplication::translate(
                "ds::Pts", "the drive at %1 is not the one the saved PTS run was on (serial %2, now %3)")
                                .arg(target.info().path, saved.target.drive->serial, target.info().drive->serial));
        if (saved.plan.toJson() != plan.toJson())
            throw UserError(QCoreApplication::translate(
                "ds::Pts", "the saved PTS run has other settings (%1): resume it with the same ones")
                                .arg(saved.plan.describe()));
        if (saved.finished())
            throw UserError(QCoreApplication::translate(
                "ds::Pts", "the saved PTS run on %1 has finished: there is nothing to resume")
                                .arg(target.info().path));
    }
}

// Preconditioning and the rounds, from where the result has come; returns when they end or are stopped.
static void runPhases(const Target& target, const PtsPlan& plan, EngineKind engine, const RunContext& context,
    PtsResult& result, const std::function<void()>& save);

PtsResult runPts(const Target& target, const PtsPlan& plan, EngineKind engine, const RunContext& context,
    const QString& statePath, std::optional<PtsResult> resumeFrom, DriveCommandBackend* drive)
{
    plan.validate();
    const TargetInfo& info = target.info();
    if (info.kind != TargetInfo::Kind::BlockDevice)
        throw UserError(QCoreApplication::translate(
            "ds::Pts", "the PTS purges and writes a whole drive: it runs on a block device, not a test file"));
    const uint64_t active = plan.activeBytes(info.sizeBytes);
    if (active < 2 * PtsPlan::blockSizes().front())
        throw UserError(QCoreApplication::translate("ds::Pts", "%1 of %2 is too little to test: the PTS needs 2 MiB")
                            .arg(formatBinarySize(active), info.path));

    std::optional<PtsState::Lock> stateLock;
    if (!statePath.isEmpty())
        stateLock.emplace(statePath);
    PtsResult result;
    if (resumeFrom) {
        checkResumable(*resumeFrom, target, plan);
        result = std::move(*resumeFrom);
        result.cancelled = false;
        result.stopReason.clear();
        ++result.resumes;
    } else {
        result.plan = plan;
        result.startedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    }
    result.target = info;
    // A restart over a stopped run that had switched the drive's write cache off: this run puts it back.
    // (checkFreshStart also refuses, before the purge, a state that could not be saved, and a file that
    // is no PTS state.)
    bool cacheLeftOff = false;
    if (!resumeFrom && !statePath.isEmpty())
        if (const std::optional<PtsResult> replaced = PtsState::checkFreshStart(statePath, true))
            cacheLeftOff = replaced->target.path == info.path && replaced->writeCache.restorePending;
    const auto save = [&] {
        if (!statePath.isEmpty())
            PtsState::save(result, statePath);
    };
    if (resumeFrom) {
        save(); // a resume that is itself killed before its next round still counts as one
        // The rounds it continues, so that a live view draws the whole run.
        for (size_t index = 0; index < result.rounds.size(); ++index)
            context.ptsRound(static_cast<unsigned>(index), result.rounds[index]);
    }
    std::unique_ptr<DriveCommandBackend> ownDrive;
    const auto driveCommands = [&]() -> DriveCommandBackend& {
        if (!drive) {
            ownDrive = DriveCommandBackend::forDevice(target.fd());
            drive = ownDrive.get();
        }
        return *drive;
    };

    if (result.phase == PtsResult::Phase::Started) {
        context.progress(0, { RunStage::Kind::PtsPurge }, true);
        if (plan.purge == PtsPurge::Discard) {
            // Nothing has been written yet: a drive that cannot be purged is refused, not half tested.
            if (const int error = target.discard(0, info.sizeBytes))
                throw UserError(QCoreApplication::translate("ds::Pts",
                    "cannot purge %1: discard failed (%2). --purge none runs without a purge, not to the PTS")
                                    .arg(info.path, QString::fromLocal8Bit(std::strerror(error))));
            result.purgeNote = QStringLiteral("discarded the whole device (%1)").arg(formatBinarySize(info.sizeBytes));
        } else if (plan.purge == PtsPurge::Sanitize || plan.purge == PtsPurge::Format) {
            // The drive's own command erases the whole drive: only one named for destruction, and (checked
            // by purgeByDriveCommand, again right before the command) only a whole NVMe or ATA drive.
            if (!target.namedForDestruction())
                throw UserError(
                    QCoreApplication::translate("ds::Pts", "refusing to purge %1: it was not named for destruction")
                        .arg(info.path));
            const auto shown = [&](double done) {
                context.progress(
                    0, { RunStage::Kind::PtsPurge, static_cast<uint64_t>(std::lround(done * 1000)), 1000 });
            };
            result.purgeNote
                = QStringLiteral("purged by the drive's own command: %1")
                      .arg(purgeByDriveCommand(driveCommands(),
                          plan.purge == PtsPurge::Sanitize ? DrivePurgeCommand::Sanitize : DrivePurgeCommand::Format,
                          shown));
        } else {
            result.purgeNote = QStringLiteral("not purged (--purge none): not a PTS result");
        }
        result.phase = PtsResult::Phase::Purged;
        save();
    }

    // The enterprise profile runs with the drive's volatile write cache off where it can be switched; the
    // switch puts the drive's setting back when the run ends, is stopped or throws. A resumed run that had
    // switched it off restores the setting that run found.
    std::optional<WriteCacheSwitch> cache;
    if (plan.profile == PtsProfile::Enterprise && result.phase != PtsResult::Phase::Finished) {
        cache.emplace(driveCommands(),
            result.writeCache.restorePending || cacheLeftOff ? std::optional<bool>(true) : std::optional<bool>());
        PtsWriteCache& outcome = result.writeCache;
        const bool leftOff = outcome.leftOffByStoppedRun || cacheLeftOff;
        outcome = {};
        outcome.leftOffByStoppedRun = leftOff;
        switch (cache->state()) {
        case WriteCacheSwitch::State::SwitchedOff:
            outcome.state = PtsWriteCache::State::SwitchedOff;
            outcome.restorePending = cache->originalSetting();
            break;
        case WriteCacheSwitch::State::AlreadyOff:
            outcome.state = PtsWriteCache::State::AlreadyOff;
            break;
        case WriteCacheSwitch::State::NotSwitched:
            outcome.state = PtsWriteCache::State::NotSwitched;
            outcome.reason = cache->reason();
            break;
        }
        save(); // before the first write: a run killed from here on is restored by its resume
    } else if (cacheLeftOff) {
        // The client profile runs with the drive's own setting, which the stopped run changed.
        result.writeCache.leftOffByStoppedRun = true;
        result.writeCache.restoreFailure = WriteCacheSwitch::switchOn(driveCommands());
        save();
    }
    const auto restoreCache = [&] {
        if (!cache || !result.writeCache.restorePending)
            return;
        result.writeCache.restoreFailure = cache->restore();
        result.writeCache.restorePending = false;
        save();
    };
    runPhases(target, plan, engine, context, result, save);
    restoreCache();
    if (result.finished())
        context.progress(1, { RunStage::Kind::Done }, true);
    return result;
}

static void runPhases(const Target& target, const PtsPlan& plan, EngineKind engine, const RunContext& context,
    PtsResult& result, const std::function<void()>& save)
{
    const TargetInfo& info = target.info();
    const uint64_t tested = plan.testedBytes(info.sizeBytes);
    const uint64_t active = plan.activeBytes(info.sizeBytes);
    const auto stopped = [&] { return context.cancelled(); };
    WorkloadRunner runner(target, WorkloadSpec {}, engine);
    if (result.phase == PtsResult::Phase::Purged && !plan.preconditions()) {
        // Write saturation starts from the purged drive: no workload-independent preconditioning.
        result.phase = PtsResult::Phase::Preconditioned;
        save();
    }
    if (result.phase == PtsResult::Phase::Purged) {
        // Workload-independent preconditioning: 128 KiB sequential writes over the tested capacity, twice.
        WorkloadSpec spec;
        spec.readPercent = 0;
        spec.randomPercent = 0;
        spec.blockSizes.front().bytes = 128 * 1024;
        spec.regionLength = tested;
        spec.queueDepth = plan.queueDepth();
        spec.jobs = plan.jobs();
        spec.totalBytes = 2 * spec.jobStretch(tested, info.logicalSectorBytes); // per job
        spec.seed = plan.seed;
        spec.validate(info.sizeBytes, info.logicalSectorBytes);
        runner.setSpec(spec);
        const WorkloadResult run
            = runner.run(context.part(0, kPreconditionShare).withStage({ RunStage::Kind::PtsPrecondition }));
        const RunMeasurement& measured = run.repeats.front();
        result.preconditionBytes = measured.bytes();
        result.preconditionSeconds = measured.seconds;
        result.errorCount += measured.errorCount;
        result.engine = run.engine;
        if (run.cancelled || !measured.stopReason.isEmpty()) {
            result.cancelled = run.cancelled;
            result.stopReason = measured.stopReason;
            return; // the state says Purged: a resume preconditions again
        }
        result.phase = PtsResult::Phase::Preconditioned;
        save();
    }

    result.phase = PtsResult::Phase::Rounds;
    const PtsLayout& layout = plan.layout();
    const size_t cells = layout.cellCount();
    const unsigned roundLimit = plan.roundLimit();
    const double start = plan.preconditions() ? kPreconditionShare : 0;
    const double roundShare = (1 - start) / roundLimit;
    const uint64_t wsatBytes = kWsatCapacities * tested;
    const auto more = [&] {
        if (result.rounds.size() >= roundLimit)
            return false;
        if (plan.steadyStateTest())
            return !result.firstSteadyRound();
        // Write saturation: until 4 × the tested capacity is written or the rounds' time reaches the limit.
        return result.roundBytesWritten() < wsatBytes && result.roundSeconds() < plan.wsatLimitSeconds;
    };
    const auto share = [&](unsigned roundIndex, size_t cell) {
        if (plan.steadyStateTest())
            return std::pair { start + roundShare * (roundIndex + static_cast<double>(cell) / cells),
                roundShare / cells };
        // Write saturation: as far as the nearer of its two ends.
        const double done = std::max(static_cast<double>(result.roundBytesWritten()) / static_cast<double>(wsatBytes),
            result.roundSeconds() / plan.wsatLimitSeconds);
        const double from = std::min(1.0, done);
        return std::pair { from, std::min(1 - from, plan.cellSeconds / plan.wsatLimitSeconds) };
    };
    while (more()) {
        const auto roundIndex = static_cast<unsigned>(result.rounds.size());
        PtsRound round;
        round.iops.assign(cells, 0);
        round.meanLatencyMs.assign(cells, 0);
        round.p99LatencyMs.assign(cells, 0);
        if (plan.test == PtsTest::Latency)
            round.latency.assign(cells, {});
        for (size_t cell = 0; cell < cells; ++cell) {
            const uint32_t block = layout.blockOf(cell);
            if (block < info.logicalSectorBytes)
                continue; // 0.5 KiB on a drive of 4 KiB sectors: no such request exists
            WorkloadSpec spec;
            spec.readPercent = layout.readPercentOf(cell);
            spec.randomPercent = layout.sequential ? 0 : 100;
            spec.blockSizes.front().bytes = block;
            spec.regionLength = active;
            spec.queueDepth = plan.testQueueDepth();
            spec.jobs = plan.testJobs();
            spec.durationSeconds = plan.cellSeconds;
            // The same offsets and the same order of reads and writes in every round, as fio's default
            // randrepeat gives the PTS's reference scripts: rounds then differ by what the drive does, not
            // by which requests happened to be drawn (a 65/35 mix of 0.1 s holds ±10 % more or fewer writes).
            // Write saturation's rounds are one run cut in pieces: each round its own offsets.
            spec.seed = plan.seed + (plan.steadyStateTest() ? cell * 10 : roundIndex * 10);
            runner.setSpec(spec);
            RunStage stage(RunStage::Kind::PtsRound, roundIndex + 1, roundLimit);
            stage.name = layout.cellName(cell);
            stage.write = spec.writes();
            const auto [from, length] = share(roundIndex, cell);
            const WorkloadResult run = runner.run(context.part(from, length).withStage(stage));
            const RunMeasurement& measured = run.repeats.front();
            result.errorCount += measured.errorCount;
            round.errorCount += measured.errorCount;
            if (run.cancelled || !measured.stopReason.isEmpty() || stopped()) {
                // The round is cut short: it is not kept, and a resume runs it again.
                result.cancelled = run.cancelled || stopped();
                result.stopReason = measured.stopReason;
                result.decide();
                return;
            }
            round.iops[cell] = measured.iops();
            const LatencyHistogram latency = measured.combinedLatency();
            round.meanLatencyMs[cell] = latency.meanNs() / 1e6;
            round.p99LatencyMs[cell] = static_cast<double>(latency.percentileNs(99)) / 1e6;
            if (plan.test == PtsTest::Latency)
                round.latency[cell] = latency;
            round.writeBytes += measured.writeBytes;
            round.seconds += measured.seconds;
            // The command of the cell the test is about: 4 KiB random writes, or the first tracked one.
            if (plan.test == PtsTest::Throughput ? cell == layout.tracking.front()
                                                 : spec.readPercent == 0 && block == 4096)
                result.fioCommand = run.fioCommand;
            result.engine = run.engine;
        }
        result.rounds.push_back(std::move(round));
        context.ptsRound(roundIndex, result.rounds.back());
        result.decide();
        save();
    }
    result.phase = PtsResult::Phase::Finished;
    result.decide();
    save();
}

} // namespace ds
