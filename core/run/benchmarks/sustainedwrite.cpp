#include "run/benchmarks/sustainedwrite.h"

#include "model/usererror.h"
#include "run/benchmarks/workloadrunner.h"
#include "run/cpumeter.h"

#include "model/jsonreader.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <chrono>
#include <thread>

namespace ds {

namespace {
    // The samples end at the last full interval; the bytes written after it belong on the curve too.
    // A tail shorter than half an interval would give a rate from a few requests, so it joins the
    // last sample, which then covers a longer interval.
    void addFinalSample(SustainedResult& result, double sampleSeconds)
    {
        const SustainedSample last = result.samples.empty() ? SustainedSample {} : result.samples.back();
        if (result.bytes <= last.bytes || result.seconds <= last.seconds)
            return;
        if (!result.samples.empty()
            && result.seconds - last.seconds < sustainedSampleInterval(sampleSeconds, result.samples.size()) / 2)
            result.samples.pop_back();
        const SustainedSample from = result.samples.empty() ? SustainedSample {} : result.samples.back();
        const double seconds = result.seconds - from.seconds;
        result.samples.push_back(SustainedSample { result.seconds, result.bytes,
            seconds > 0 ? static_cast<double>(result.bytes - from.bytes) / 1e6 / seconds : 0 });
    }
}

SustainedResult runSustainedWrite(
    const Target& target, const SustainedPlan& plan, EngineKind engine, const RunContext& context)
{
    if (!(plan.sampleSeconds >= 0.01))
        throw UserError(QStringLiteral("the sampling interval must be at least 0.01 s"));
    if (plan.offset + plan.totalBytes > target.info().sizeBytes)
        throw UserError(
            QCoreApplication::translate("ds::SustainedWrite", "the write (%1) is larger than %2 (%3)")
                .arg(formatBinarySize(plan.totalBytes), target.info().path, formatBinarySize(target.info().sizeBytes)));
    WorkloadSpec spec;
    spec.seriesIntervalSeconds = 0; // no time series: it samples its own rate curve
    spec.readPercent = 0;
    spec.blockSizes.front().bytes = plan.blockBytes;
    spec.queueDepth = plan.queueDepth;
    spec.regionOffset = plan.offset;
    spec.regionLength = plan.totalBytes;
    spec.totalBytes = plan.totalBytes;

    SustainedResult result;
    result.plan = plan;
    // With pauses, the first write takes half of the progress and the writes after the pauses the rest.
    const size_t pauses = plan.recoveryIdleSeconds.size();
    const double mainShare = pauses ? 0.5 : 1.0;
    WorkloadRunner runner(target, spec, engine);
    runner.setSampleCallback(
        [&](const ProgressSnapshot& snapshot) {
            SustainedSample sample;
            sample.seconds = snapshot.elapsedSeconds;
            sample.bytes = snapshot.bytes;
            sample.megabytesPerSecond = snapshot.intervalMegabytesPerSecond;
            result.samples.push_back(sample);
            context.sustainedSample(sample);
        },
        [&plan](size_t sample) { return sustainedSampleInterval(plan.sampleSeconds, sample); });
    const WorkloadResult run = runner.run(context.part(0, mainShare).withStage({ RunStage::Kind::SustainedWrite }));
    uint64_t lastEndNs = monotonicNs();
    const RunMeasurement& measured = run.repeats.front();
    result.target = run.target;
    result.engine = run.engine;
    result.fioCommand = run.fioCommand;
    result.cancelled = run.cancelled;
    result.bytes = measured.bytes();
    result.seconds = measured.seconds;
    result.averageMegabytesPerSecond = measured.megabytesPerSecond();
    result.errorCount = measured.errorCount;
    addFinalSample(result, plan.sampleSeconds);
    result.cliff = findRateCliff(result.samples);
    if (!pauses || !result.cliff.found || result.cancelled)
        return result;

    // Cache recovery: each pause, then a write of the same kind over the same stretch until the rate
    // has fallen again (or a quarter more than the first write wrote fast), on the same engine, so that
    // nothing but the pause lies between the two writes.
    const double fast = result.cliff.beforeMegabytesPerSecond;
    const double slow = result.cliff.afterMegabytesPerSecond;
    const double midpoint = (fast + slow) / 2;
    // The writes after the pauses are sampled finely enough that the fall's few samples hold little of
    // either rate's error: a fortieth of the time the first write took to fill the cache.
    const double fineSeconds = std::max(0.002, result.cliff.seconds / 40);
    const uint64_t probeBytes = std::min(plan.totalBytes,
        (result.cliff.bytes + result.cliff.bytes / 4) / plan.blockBytes * plan.blockBytes + plan.blockBytes);
    for (size_t index = 0; index < pauses && !context.cancelled(); ++index) {
        const double pause = plan.recoveryIdleSeconds[index];
        const RunContext part
            = context.part(mainShare + (1 - mainShare) * static_cast<double>(index) / static_cast<double>(pauses),
                (1 - mainShare) / static_cast<double>(pauses));
        RunStage waiting { RunStage::Kind::CacheRecovery, static_cast<uint64_t>(std::llround(pause)), pauses };
        waiting.index = index;
        part.progress(0, waiting, true);
        const uint64_t untilNs = lastEndNs + static_cast<uint64_t>(pause * 1e9);
        while (!context.cancelled()) {
            const uint64_t now = monotonicNs();
            if (now >= untilNs)
                break;
            std::this_thread::sleep_for(std::chrono::nanoseconds(std::min<uint64_t>(untilNs - now, 20'000'000)));
        }
        if (context.cancelled())
            break;
        CacheRecovery recovery;
        recovery.idleSeconds = pause;
        std::atomic<bool> stop { false };
        size_t slowInARow = 0;
        uint64_t slowFromBytes = 0;
        // Slow for two queues' worth of bytes at least: a host that stalls for five short samples writes none.
        const uint64_t slowEnoughBytes = 2ull * plan.queueDepth * plan.blockBytes;
        runner.setSampleCallback(
            [&](const ProgressSnapshot& snapshot) {
                if (snapshot.intervalMegabytesPerSecond >= midpoint) {
                    slowInARow = 0;
                } else if (slowInARow++ == 0) {
                    slowFromBytes = recovery.samples.empty() ? 0 : recovery.samples.back().bytes;
                }
                recovery.samples.push_back(
                    SustainedSample { snapshot.elapsedSeconds, snapshot.bytes, snapshot.intervalMegabytesPerSecond });
                // Fallen and staying down, or the user stops: the write has shown what it came for.
                if ((slowInARow >= 5 && snapshot.bytes - slowFromBytes >= slowEnoughBytes) || context.cancelled())
                    stop.store(true);
            },
            [&](size_t sample) { return std::min(sustainedSampleInterval(plan.sampleSeconds, sample), fineSeconds); });
        WorkloadSpec probe = spec;
        probe.regionLength = probeBytes;
        probe.totalBytes = probeBytes;
        runner.setSpec(probe);
        recovery.measuredIdleSeconds = static_cast<double>(monotonicNs() - lastEndNs) / 1e9;
        const WorkloadResult again = runner.run(part.withCancelFlag(&stop).withStage(waiting));
        lastEndNs = monotonicNs();
        recovery.bytes = again.repeats.front().bytes();
        if (recovery.samples.empty() || recovery.samples.back().bytes < recovery.bytes)
            recovery.samples.push_back(SustainedSample { again.repeats.front().seconds, recovery.bytes,
                recovery.samples.empty() ? again.repeats.front().megabytesPerSecond() : 0 });
        recovery.fastBytes
            = std::min(recovery.bytes, fastBytesBeforeFall(recovery.samples, fast, slow, &recovery.fellAgain));
        std::vector<double> fastRates;
        for (const SustainedSample& sample : recovery.samples)
            if (sample.bytes <= recovery.fastBytes && sample.megabytesPerSecond >= midpoint)
                fastRates.push_back(sample.megabytesPerSecond);
        std::sort(fastRates.begin(), fastRates.end());
        recovery.fastMegabytesPerSecond = fastRates.empty() ? 0 : fastRates[fastRates.size() / 2];
        result.errorCount += again.repeats.front().errorCount;
        result.recoveries.push_back(std::move(recovery));
    }
    result.cancelled = context.cancelled();
    return result;
}

} // namespace ds
