#include "run/benchmarks/sustainedwrite.h"

#include "model/usererror.h"
#include "run/benchmarks/workloadrunner.h"

#include "model/jsonreader.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>

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
        if (!result.samples.empty() && result.seconds - last.seconds < sampleSeconds / 2)
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
        plan.sampleSeconds);
    const WorkloadResult run = runner.run(context.withStage({ RunStage::Kind::SustainedWrite }));
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
    return result;
}

} // namespace ds
