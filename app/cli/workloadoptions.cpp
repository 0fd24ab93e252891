#include "workloadoptions.h"

#include "commandsupport.h"
#include "model/plansettings.h"
#include "model/usererror.h"

namespace ds::cli {

void addWorkloadOptions(OptionList& options, unsigned which, const WorkloadDefaults& defaults)
{
    if (which & kOpRw) {
        options.addOption(option(QStringLiteral("rw"), QStringLiteral("read, write or mix (default read)."),
            QStringLiteral("op"), QStringLiteral("read")));
        options.addOption(
            option(QStringLiteral("read-percent"), QStringLiteral("Share of reads for --rw mix (default 70)."),
                QStringLiteral("percent"), QStringLiteral("70")));
    }
    if (which & kOpPattern) {
        options.addOption(
            option(QStringLiteral("pattern"), QStringLiteral("seq or random (default %1).").arg(defaults.pattern),
                QStringLiteral("pattern"), defaults.pattern));
        options.addOption(option(QStringLiteral("random-percent"),
            QStringLiteral("Share of random requests, 0 to 100; overrides --pattern."), QStringLiteral("percent")));
    }
    if (which & kOpBlockSize)
        options.addOption(option(QStringLiteral("bs"),
            QStringLiteral("Block size (4k, 1M …) or a mix with shares: 512:10,4k:60,64k:30 (default %1).")
                .arg(defaults.blockSize),
            QStringLiteral("size"), defaults.blockSize));
    if (which & kOpQueueDepth)
        options.addOption(option(QStringLiteral("qd"),
            QStringLiteral("Queue depth, 1 to 1024 (default %1).").arg(defaults.queueDepth), QStringLiteral("n"),
            defaults.queueDepth));
    if (which & kOpRegion) {
        options.addOption(option(QStringLiteral("offset"), QStringLiteral("Start of the region (default 0)."),
            QStringLiteral("size"), QStringLiteral("0")));
        options.addOption(
            option(QStringLiteral("length"), QStringLiteral("Length of the region (default: to the end)."),
                QStringLiteral("size"), QStringLiteral("0")));
        options.addOption(option(QStringLiteral("align"),
            QStringLiteral("Random offsets are multiples of this (default: the block size)."), QStringLiteral("size"),
            QStringLiteral("0")));
    }
    if (which & kOpJobs)
        addJobOptions(options, which & kOpData);
    else if (which & kOpData)
        options.addOption(option(QStringLiteral("data"),
            QStringLiteral("Test data written: random (incompressible) or zero (all 0x00) (default random)."),
            QStringLiteral("kind"), QStringLiteral("random")));
    if (which & kOpTiming) {
        options.addOption(option(QStringLiteral("duration"),
            QStringLiteral("%1 (default %2).").arg(defaults.durationHelp, defaults.duration), QStringLiteral("seconds"),
            defaults.duration));
        options.addOption(option(QStringLiteral("bytes"),
            QStringLiteral("Measure this many bytes instead of a duration."), QStringLiteral("size")));
        options.addOption(option(QStringLiteral("warmup"),
            QStringLiteral("Seconds run first and not counted (default %1).").arg(defaults.warmup),
            QStringLiteral("seconds"), defaults.warmup));
        options.addOption(
            option(QStringLiteral("repeats"), QStringLiteral("Runs, reported with mean and spread (default 1)."),
                QStringLiteral("n"), QStringLiteral("1")));
        addSeedOption(options, QStringLiteral("the random offsets"));
        options.addOption(option(QStringLiteral("series-interval"),
            QStringLiteral("Keep IOPS, MB/s, mean and p99 latency per interval of this many seconds, 0.1 to 3600, "
                           "or 0 for none (default 1)."),
            QStringLiteral("seconds"), QStringLiteral("1")));
        options.addOption(option(QStringLiteral("batch-complete"),
            QStringLiteral(
                "Completions collected before the queue is refilled; 0, the default, is 1: the queue stays full."),
            QStringLiteral("n"), QStringLiteral("0")));
    }
}

void addJobOptions(OptionList& options, bool data)
{
    options.addOption(option(QStringLiteral("jobs"),
        QStringLiteral("Jobs per target, 1 to %1, each with its own engine and --qd requests in flight, figures "
                       "summed (fio's numjobs; default 1; in quick, each row's own T).")
            .arg(WorkloadSpec::kMaxJobs),
        QStringLiteral("n"), QStringLiteral("1")));
    options.addOption(option(QStringLiteral("cpus"),
        QStringLiteral("Run job j on the j-th CPU of this list, wrapping: 0,2 or 0-3 (default: not pinned)."),
        QStringLiteral("list")));
    if (data)
        options.addOption(option(QStringLiteral("data"),
            QStringLiteral("Test data written: random (incompressible) or zero (all 0x00) (default random)."),
            QStringLiteral("kind"), QStringLiteral("random")));
}

void applyJobOptions(const CommandLine& parser, bool data, WorkloadSpec& spec)
{
    // The checks are the spec's, shared with the window; the flag's name goes in front.
    auto flag = [](const char* name, auto&& check) {
        try {
            check();
        } catch (const UserError& error) {
            throw UserError(QStringLiteral("--%1: %2").arg(QLatin1String(name), error.message()));
        }
    };
    flag("jobs", [&] {
        bool ok = false;
        const QString jobs = parser.value(QStringLiteral("jobs"));
        const qulonglong count = jobs.toULongLong(&ok);
        if (!ok)
            throw UserError(QStringLiteral("'%1' is not a whole number").arg(jobs));
        checkJobs(count);
        spec.jobs = static_cast<unsigned>(count);
    });
    if (parser.isSet(QStringLiteral("cpus")))
        flag("cpus", [&] { spec.cpus = parseCpuList(parser.value(QStringLiteral("cpus"))); });
    if (data)
        flag("data", [&] { spec.data = parseDataPattern(parser.value(QStringLiteral("data"))); });
}

WorkloadSpec workloadFromOptions(const CommandLine& parser, unsigned which)
{
    WorkloadSpec spec;
    if (which & kOpRw) {
        const QString op = parser.value(QStringLiteral("rw"));
        if (op == QLatin1String("read"))
            spec.readPercent = 100;
        else if (op == QLatin1String("write"))
            spec.readPercent = 0;
        else if (op == QLatin1String("mix"))
            spec.readPercent = parseUnsigned(parser, QStringLiteral("read-percent"), 0, 100);
        else
            throw UserError(QStringLiteral("--rw must be read, write or mix, not '%1'").arg(op));
        if (op != QLatin1String("mix") && parser.isSet(QStringLiteral("read-percent")))
            throw UserError(QStringLiteral("--read-percent is for --rw mix; with --rw %1 it would be ignored").arg(op));
    }
    if (which & kOpPattern) {
        const QString pattern = parser.value(QStringLiteral("pattern"));
        if (pattern == QLatin1String("seq") || pattern == QLatin1String("sequential"))
            spec.randomPercent = 0;
        else if (pattern == QLatin1String("random") || pattern == QLatin1String("rand"))
            spec.randomPercent = 100;
        else
            throw UserError(QStringLiteral("--pattern must be seq or random, not '%1'").arg(pattern));
        if (parser.isSet(QStringLiteral("random-percent")))
            spec.randomPercent = parseUnsigned(parser, QStringLiteral("random-percent"), 0, 100);
    }
    if (which & kOpBlockSize)
        spec.blockSizes = parseBlockSizeMix(parser.value(QStringLiteral("bs")));
    if (which & kOpQueueDepth)
        spec.queueDepth = parseUnsigned(parser, QStringLiteral("qd"), 1, WorkloadSpec::kMaxQueueDepth);
    if (which & kOpRegion) {
        spec.regionOffset = parseSize(parser.value(QStringLiteral("offset")));
        spec.regionLength = parseSize(parser.value(QStringLiteral("length")));
        const uint64_t alignment = parseSize(parser.value(QStringLiteral("align")));
        if (alignment > UINT32_MAX)
            throw UserError(QStringLiteral("--align is too large"));
        spec.alignment = static_cast<uint32_t>(alignment);
    }
    if (which & kOpTiming) {
        if (parser.isSet(QStringLiteral("bytes"))) {
            spec.totalBytes = parseSize(parser.value(QStringLiteral("bytes")));
            spec.durationSeconds = 0;
            if (spec.totalBytes == 0)
                throw UserError(QStringLiteral("--bytes must be above zero"));
        } else {
            spec.durationSeconds = parseSeconds(parser, QStringLiteral("duration"), false);
        }
        spec.warmupSeconds = parseSeconds(parser, QStringLiteral("warmup"), true);
        spec.repeats = parseUnsigned(parser, QStringLiteral("repeats"), 1, 1000);
        spec.seed = parseSeed(parser);
        try {
            spec.seriesIntervalSeconds = parseSeriesInterval(parser.value(QStringLiteral("series-interval")));
        } catch (const UserError& error) {
            throw UserError(QStringLiteral("--series-interval: %1").arg(error.message()));
        }
        if (parser.value(QStringLiteral("batch-complete")) != QLatin1String("0"))
            spec.completionBatch
                = parseUnsigned(parser, QStringLiteral("batch-complete"), 1, WorkloadSpec::kMaxQueueDepth);
    }
    if (which & kOpJobs)
        applyJobOptions(parser, which & kOpData, spec);
    else if (which & kOpData)
        spec.data = parseDataPattern(parser.value(QStringLiteral("data")));
    return spec;
}

} // namespace ds::cli
