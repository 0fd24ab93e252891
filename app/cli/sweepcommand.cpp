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
    int runSweep(const QStringList& arguments, const std::atomic<bool>& cancel, SweepKind kind)
    {
        const bool bySize = kind == SweepKind::BlockSize;
        const QString command = bySize ? QStringLiteral("sweep-bs") : QStringLiteral("sweep-qd");
        QCommandLineParser parser;
        parser.setApplicationDescription(bySize
                ? QStringLiteral("Runs one workload at every block size from --from to --to in powers of two and "
                                 "prints MB/s, IOPS, latency and CPU use per size, with the fio command of each.")
                : QStringLiteral("Runs one workload at every queue depth from --from to --to in powers of two and "
                                 "prints IOPS and latency percentiles per depth, with the fio command of each."));
        addTargetOptions(parser);
        WorkloadDefaults defaults;
        defaults.duration = QStringLiteral("2");
        defaults.warmup = QStringLiteral("0.5");
        defaults.durationHelp = QStringLiteral("Seconds to measure per point");
        unsigned which = kOpRw | kOpPattern | kOpRegion | kOpTiming | kOpJobs | kOpData;
        if (bySize) {
            defaults.queueDepth = QStringLiteral("4");
            which |= kOpQueueDepth;
            parser.addOption(option(QStringLiteral("from"), QStringLiteral("Smallest block size (default 512)."),
                QStringLiteral("size"), QStringLiteral("512")));
            parser.addOption(option(QStringLiteral("to"), QStringLiteral("Largest block size (default 64M)."),
                QStringLiteral("size"), QStringLiteral("64M")));
        } else {
            defaults.pattern = QStringLiteral("random");
            which |= kOpBlockSize;
            parser.addOption(option(QStringLiteral("from"), QStringLiteral("Lowest queue depth (default 1)."),
                QStringLiteral("n"), QStringLiteral("1")));
            parser.addOption(option(QStringLiteral("to"), QStringLiteral("Highest queue depth (default 256)."),
                QStringLiteral("n"), QStringLiteral("256")));
            parser.addOption(option(QStringLiteral("depths"),
                QStringLiteral("Explicit queue depths instead of powers of two: 1,3,8,32."), QStringLiteral("list")));
        }
        addWorkloadOptions(parser, which, defaults);
        addUnitOption(parser);
        parseOrThrow(parser, command, arguments);
        if (parser.isSet(QStringLiteral("help"))) {
            fmt::print("{}", parser.helpText().toStdString());
            return kExitOk;
        }

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
        const EngineKind engine = parseEngineKind(parser.value(QStringLiteral("engine")));
        const OutputFormat format = outputFormat(parser);
        const DisplayUnit unit = displayUnit(parser);

        std::unique_ptr<Target> target = openTargetOrCancel(parser, plan.base.writes(), cancel);
        if (!target)
            return kExitCancelled;
        ProgressLine progress(command);
        const SweepResult result = SweepRunner(*target, plan, engine).run(progress.context(parser, cancel));
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

int sweepBlockSizeCommand(const QStringList& arguments, const std::atomic<bool>& cancel)
{
    return runSweep(arguments, cancel, SweepKind::BlockSize);
}

int sweepQueueDepthCommand(const QStringList& arguments, const std::atomic<bool>& cancel)
{
    return runSweep(arguments, cancel, SweepKind::QueueDepth);
}

} // namespace ds::cli
