#include "consistencycommand.h"

#include "commandsupport.h"
#include "model/plansettings.h"
#include "model/usererror.h"
#include "output.h"
#include "run/benchmarks/consistency.h"
#include "runcommand.h"
#include "sessionsupport.h"
#include "workloadoptions.h"

#include <fmt/core.h>

namespace ds::cli {

namespace {

    void printConsistency(const ConsistencyResult& result, OutputFormat format)
    {
        const TimeSeries& series = result.series();
        if (format == OutputFormat::Csv) {
            fmt::print("interval,begin_seconds,seconds,iops,mbps,mean_latency_us,p99_latency_us\n");
            for (size_t i = 0; i < series.size(); ++i)
                fmt::print("{},{:.3f},{:.3f},{:.1f},{:.3f},{:.3f},{:.3f}\n", i + 1, series.beginOf(i),
                    series.lengthOf(i), series.iops(i), series.megabytesPerSecond(i), series.meanMicroseconds(i),
                    series.p99Microseconds(i));
            return;
        }
        const ConsistencyScore score = result.score();
        fmt::print("Consistency  {}{}\n", u8(result.plan.describe()), result.cancelled ? "  [CANCELLED]" : "");
        fmt::print("Target       {} ({})\n", u8(result.target.path), u8(formatDecimalSize(result.target.sizeBytes)));
        if (result.fill && !result.fill->repeats.empty()) {
            const RunMeasurement& fill = result.fill->repeats.front();
            fmt::print("Fill         {} in {:.1f} s ({:.1f} MB/s)\n", u8(formatDecimalSize(fill.bytes())), fill.seconds,
                fill.megabytesPerSecond());
        }
        fmt::print("Whole run    {} intervals of {:g} s: {} IOPS average, {:.0f} … {:.0f}\n", score.whole.intervals,
            series.intervalSeconds, markedFigure(score.whole.meanIops, 0, result.load), score.whole.minIops,
            score.whole.maxIops);
        fmt::print("Scored       {} from {:g} s, {} intervals: {} IOPS average, standard deviation {:.0f},\n"
                   "             average ÷ standard deviation {:.1f}, slowest interval {:.0f} IOPS\n",
            u8(describeScoredPart(result.plan.scoredFraction)), score.fromSeconds, score.scored.intervals,
            markedFigure(score.scored.meanIops, 0, result.load), score.scored.stdevIops, score.scored.consistency(),
            score.scored.minIops);
        // The scatter itself, as numbers: IOPS per interval, ten to a line.
        fmt::print("IOPS per {:g} s:\n", series.intervalSeconds);
        for (size_t i = 0; i < series.size(); i += 10) {
            std::string line;
            for (size_t j = i; j < std::min(series.size(), i + 10); ++j)
                line += fmt::format(" {:>8.0f}", series.iops(j));
            fmt::print("  {:>6.0f} s{}\n", series.beginOf(i) - series.startSeconds, line);
        }
        fmt::print("fio          {}\n", u8(result.fioCommand));
    }
}

void declareConsistencyOptions(OptionList& options)
{
    addTargetOptions(options);
    const ConsistencyPlan defaults;
    options.addOption(option(QStringLiteral("duration"),
        QStringLiteral("Seconds of random writes (default %1).").arg(defaults.durationSeconds),
        QStringLiteral("seconds"), QString::number(defaults.durationSeconds)));
    options.addOption(option(QStringLiteral("bs"), QStringLiteral("Request size (default 4k)."), QStringLiteral("size"),
        QStringLiteral("4k")));
    options.addOption(
        option(QStringLiteral("qd"), QStringLiteral("Queue depth per job (default %1).").arg(defaults.queueDepth),
            QStringLiteral("n"), QString::number(defaults.queueDepth)));
    addJobOptions(options, true);
    options.addOption(option(QStringLiteral("fill"),
        QStringLiteral("Write the whole target (or --offset/--length) sequentially first, as a used drive is.")));
    options.addOption(option(QStringLiteral("score-last"),
        QStringLiteral("The last part of the run that is scored: 1/3 (default), 0.5, 25%."), QStringLiteral("part"),
        QStringLiteral("1/3")));
    options.addOption(option(QStringLiteral("series-interval"),
        QStringLiteral("Seconds per interval of the scatter, 0.1 to 3600 (default 1)."), QStringLiteral("seconds"),
        QStringLiteral("1")));
    options.addOption(option(QStringLiteral("offset"), QStringLiteral("Start of the region (default 0)."),
        QStringLiteral("size"), QStringLiteral("0")));
    options.addOption(option(QStringLiteral("length"), QStringLiteral("Length of the region (default: to the end)."),
        QStringLiteral("size"), QStringLiteral("0")));
    addSeedOption(options, QStringLiteral("the random offsets"));
}

int consistencyCommand(const CommandLine& parser, const std::atomic<bool>& cancel)
{
    const auto [engine, format, showProgress] = runSettings(parser);

    ConsistencyPlan plan;
    plan.fill = parser.isSet(QStringLiteral("fill"));
    plan.durationSeconds = parseSeconds(parser, QStringLiteral("duration"), false);
    const uint64_t block = parseSize(parser.value(QStringLiteral("bs")));
    if (block == 0 || block > (64u << 20))
        throw UserError(QStringLiteral("--bs must be above zero and at most 64M"));
    plan.blockBytes = static_cast<uint32_t>(block);
    plan.queueDepth = parseUnsigned(parser, QStringLiteral("qd"), 1, WorkloadSpec::kMaxQueueDepth);
    WorkloadSpec jobs;
    applyJobOptions(parser, true, jobs);
    plan.jobs = jobs.jobs;
    plan.cpus = jobs.cpus;
    plan.data = jobs.data;
    try {
        plan.scoredFraction = parseScoredFraction(parser.value(QStringLiteral("score-last")));
    } catch (const UserError& error) {
        throw UserError(QStringLiteral("--score-last: %1").arg(error.message()));
    }
    try {
        plan.intervalSeconds = parseSeriesInterval(parser.value(QStringLiteral("series-interval")));
    } catch (const UserError& error) {
        throw UserError(QStringLiteral("--series-interval: %1").arg(error.message()));
    }
    plan.regionOffset = parseSize(parser.value(QStringLiteral("offset")));
    plan.regionLength = parseSize(parser.value(QStringLiteral("length")));
    plan.seed = parseSeed(parser);
    plan.validate();

    std::vector<std::unique_ptr<Target>> opened
        = openTargetsOrCancel(targetRequest(parser, true, cancel), showProgress);
    std::unique_ptr<Target> target = opened.empty() ? nullptr : std::move(opened.front());
    if (!target)
        return kExitCancelled;
    plan.loadSpec().validate(target->info().sizeBytes, target->info().logicalSectorBytes);

    ProgressLine progress(QStringLiteral("consistency"));
    const ConsistencyResult result
        = runConsistency(*target, plan, engine, RunContext(&cancel, showProgress ? &progress : nullptr));
    progress.finish();
    if (format == OutputFormat::Json)
        printJson(withRunNotes(result.toJson(), result));
    else
        printConsistency(result, format);
    return recordAndExit(parser, result, format);
}

} // namespace ds::cli
