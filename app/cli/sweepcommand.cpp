#include "sweepcommand.h"

#include "commandsupport.h"
#include "model/plansettings.h"
#include "model/usererror.h"
#include "runcommand.h"
#include "sessionsupport.h"
#include "sweepoutput.h"
#include "workloadoptions.h"

#include <fmt/core.h>

namespace ds::cli {

namespace {
    WorkloadDefaults sweepDefaults(SweepKind kind)
    {
        WorkloadDefaults defaults;
        defaults.duration = QStringLiteral("2");
        defaults.warmup = QStringLiteral("0.5");
        defaults.durationHelp = QStringLiteral("Seconds to measure per point");
        if (kind == SweepKind::BlockSize)
            defaults.queueDepth = QStringLiteral("4");
        else
            defaults.pattern = QStringLiteral("random");
        return defaults;
    }

    // The workload options a sweep takes: all but the one it sweeps.
    unsigned sweepWorkloadOptions(SweepKind kind)
    {
        return kOpRw | kOpPattern | kOpRegion | kOpTiming | kOpJobs | kOpData
            | (kind == SweepKind::BlockSize ? kOpQueueDepth : kOpBlockSize);
    }

    void declareSweepOptions(OptionList& options, SweepKind kind)
    {
        addTargetOptions(options);
        if (kind == SweepKind::BlockSize) {
            options.addOption(option(QStringLiteral("from"), QStringLiteral("Smallest block size (default 512)."),
                QStringLiteral("size"), QStringLiteral("512")));
            options.addOption(option(QStringLiteral("to"), QStringLiteral("Largest block size (default 64M)."),
                QStringLiteral("size"), QStringLiteral("64M")));
        } else {
            options.addOption(option(QStringLiteral("from"), QStringLiteral("Lowest queue depth (default 1)."),
                QStringLiteral("n"), QStringLiteral("1")));
            options.addOption(option(QStringLiteral("to"), QStringLiteral("Highest queue depth (default 256)."),
                QStringLiteral("n"), QStringLiteral("256")));
            options.addOption(option(QStringLiteral("depths"),
                QStringLiteral("Explicit queue depths instead of powers of two: 1,3,8,32."), QStringLiteral("list")));
        }
        addWorkloadOptions(options, sweepWorkloadOptions(kind), sweepDefaults(kind));
        addUnitOption(options);
    }

    int runSweep(const CommandLine& parser, const std::atomic<bool>& cancel, SweepKind kind)
    {
        const bool bySize = kind == SweepKind::BlockSize;
        const QString& command = parser.command();
        const unsigned which = sweepWorkloadOptions(kind);

        SweepPlan plan;
        plan.kind = kind;
        plan.base = workloadFromOptions(parser, which);
        if (bySize) {
            plan.values = blockSizeSteps(
                parseSize(parser.value(QStringLiteral("from"))), parseSize(parser.value(QStringLiteral("to"))));
        } else if (parser.isSet(QStringLiteral("depths"))) {
            plan.values = parseQueueDepths(parser.value(QStringLiteral("depths")));
        } else {
            plan.values
                = queueDepthSteps(parseUnsigned(parser, QStringLiteral("from"), 1, WorkloadSpec::kMaxQueueDepth),
                    parseUnsigned(parser, QStringLiteral("to"), 1, WorkloadSpec::kMaxQueueDepth));
        }
        plan.validate(); // before the target is opened: bad input writes nothing
        const auto [engine, format, showProgress] = runSettings(parser);
        const DisplayUnit unit = displayUnit(parser);

        std::unique_ptr<Target> target = openTargetOrCancel(parser, plan.base.writes(), cancel);
        if (!target)
            return kExitCancelled;
        ProgressLine progress(command);
        const SweepResult result = runSweep(*target, plan, engine, progress.context(parser, cancel));
        progress.finish();

        switch (format) {
        case OutputFormat::Json:
            printJson(withRunNotes(result.toJson(), result));
            break;
        case OutputFormat::Csv:
            fmt::print("{}{}", sweepCsvHeader(), sweepCsvRows(result, command));
            break;
        case OutputFormat::Table: {
            const WorkloadSpec& base = plan.base;
            const QString title = bySize
                ? QStringLiteral("Block-size sweep, %1, QD%2")
                      .arg(WorkloadSpec(base).describe().section(QLatin1Char(','), 0, 0).section(QLatin1Char(' '), 2))
                      .arg(base.queueDepth)
                : QStringLiteral("Queue-depth sweep, %1").arg(base.describe().section(QLatin1Char(','), 0, 0));
            printSweepHeading(result, title);
            printSweepTable(result, bySize ? QStringLiteral("Block") : QStringLiteral("QD"), unit);
            break;
        }
        }
        if (const int status = recordAndExit(parser, result, format); status != kExitOk)
            return status;
        for (const SweepPoint& point : result.points)
            if (point.measured() && !point.result->merged().stopReason.isEmpty())
                return kExitFailure;
        return kExitOk;
    }
}

void declareSweepBlockSizeOptions(OptionList& options) { declareSweepOptions(options, SweepKind::BlockSize); }

void declareSweepQueueDepthOptions(OptionList& options) { declareSweepOptions(options, SweepKind::QueueDepth); }

int sweepBlockSizeCommand(const CommandLine& parser, const std::atomic<bool>& cancel)
{
    return runSweep(parser, cancel, SweepKind::BlockSize);
}

int sweepQueueDepthCommand(const CommandLine& parser, const std::atomic<bool>& cancel)
{
    return runSweep(parser, cancel, SweepKind::QueueDepth);
}

} // namespace ds::cli
