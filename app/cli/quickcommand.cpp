#include "quickcommand.h"

#include "commandsupport.h"
#include "model/usererror.h"
#include "run/benchmarks/quicksuite.h"
#include "runcommand.h"
#include "sessionsupport.h"
#include "workloadoptions.h"

#include <QJsonArray>

#include <fmt/core.h>
#include <optional>

namespace ds::cli {

int quickCommand(const QStringList& arguments, const std::atomic<bool>& cancel)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("The CrystalDiskMark-style quick suite: SEQ1M Q8T1, SEQ1M Q1T1, "
                                                    "RND4K Q32T1 and RND4K Q1T1, read and write."));
    addTargetOptions(parser);
    parser.addOption(option(QStringLiteral("duration"), QStringLiteral("Seconds per run of a test (default 5)."),
        QStringLiteral("seconds"), QStringLiteral("5")));
    parser.addOption(option(QStringLiteral("repeats"), QStringLiteral("Runs per test (default 5)."),
        QStringLiteral("n"), QStringLiteral("5")));
    parser.addOption(option(QStringLiteral("interval"),
        QStringLiteral("Idle seconds between runs, so a drive's cache can drain (default 1; CrystalDiskMark uses 5)."),
        QStringLiteral("seconds"), QStringLiteral("1")));
    parser.addOption(option(QStringLiteral("summary"),
        QStringLiteral("best (the best run, as CrystalDiskMark) or mean of the runs (default best)."),
        QStringLiteral("how"), QStringLiteral("best")));
    parser.addOption(option(QStringLiteral("text"),
        QStringLiteral("Print a plain-text summary to paste into a forum, like CrystalDiskMark's text export.")));
    parser.addOption(option(QStringLiteral("seed"), QStringLiteral("Seed of the random offsets (default 1)."),
        QStringLiteral("n"), QStringLiteral("1")));
    parser.addOption(option(QStringLiteral("read-only"),
        QStringLiteral("Run the read tests only; on a block device, the choice besides --allow-destroy.")));
    addJobOptions(parser, true);
    parseOrThrow(parser, QStringLiteral("quick"), arguments);
    if (parser.isSet(QStringLiteral("help"))) {
        fmt::print("{}", parser.helpText().toStdString());
        return kExitOk;
    }
    QuickSuiteOptions options;
    options.secondsPerTest = parseSeconds(parser, QStringLiteral("duration"), false);
    options.repeats = parseUnsigned(parser, QStringLiteral("repeats"), 1, 100);
    options.intervalSeconds = parseSeconds(parser, QStringLiteral("interval"), true);
    WorkloadSpec jobs;
    applyJobOptions(parser, true, jobs);
    options.jobs = jobs.jobs;
    options.cpus = jobs.cpus;
    options.data = jobs.data;
    const QString summary = parser.value(QStringLiteral("summary"));
    if (summary == QLatin1String("best"))
        options.summary = RepeatSummary::Best;
    else if (summary == QLatin1String("mean"))
        options.summary = RepeatSummary::Mean;
    else
        throw UserError(QStringLiteral("--summary must be best or mean, not '%1'").arg(summary));
    bool seedOk = false;
    options.seed = parser.value(QStringLiteral("seed")).toULongLong(&seedOk);
    if (!seedOk)
        throw UserError(
            QStringLiteral("--seed must be a whole number, not '%1'").arg(parser.value(QStringLiteral("seed"))));
    if (parser.isSet(QStringLiteral("text"))
        && (parser.isSet(QStringLiteral("json")) || parser.isSet(QStringLiteral("csv"))))
        throw UserError(QStringLiteral("--text cannot be used with --json or --csv"));
    const EngineKind engine = parseEngineKind(parser.value(QStringLiteral("engine")));
    const OutputFormat format = outputFormat(parser);
    const QString targetPath = parser.value(QStringLiteral("target"));
    // On a block device the write half needs the same explicit consent as any other write. Without
    // it the suite is refused (exit 2, nothing run) rather than cut to its reads: a result with its
    // write column missing and exit 0 reads as done. --read-only asks for the reads alone.
    const bool onDevice = !targetPath.isEmpty() && isBlockDevice(targetPath);
    options.writes = !parser.isSet(QStringLiteral("read-only"));
    if (onDevice && options.writes && parser.value(QStringLiteral("allow-destroy")).isEmpty())
        throw UserError(QStringLiteral("the quick suite writes, and %1 is a block device: add --allow-destroy=%1 to "
                                       "run the write tests too (destroying its data), or --read-only to run the "
                                       "read tests alone")
                            .arg(targetPath));

    std::unique_ptr<Target> target = openTargetOrCancel(parser, options.writes, cancel);
    if (!target)
        return kExitCancelled;
    ProgressLine progress(QStringLiteral("quick"));
    const QuickSuiteResult result = QuickSuite(*target, options, engine).run(progress.context(parser, cancel));
    progress.finish();

    if (format == OutputFormat::Json) {
        QJsonObject document = result.toJson();
        printJson(withRunNotes(document, result));
    } else if (format == OutputFormat::Csv) {
        bool header = true;
        for (const QuickSuiteRow& row : result.rows) {
            for (const auto* test : { &row.read, &row.write }) {
                if (*test) {
                    printResultCsv(**test, header);
                    header = false;
                }
            }
        }
    } else if (parser.isSet(QStringLiteral("text"))) {
        fmt::print("{}", result.summaryText().toStdString());
    } else {
        const TargetInfo& info = target->info();
        fmt::print("DriveScope quick suite on {} ({}, {} s per run, {} run(s), {} of the runs{})\n",
            info.path.toStdString(), formatDecimalSize(info.sizeBytes).toStdString(), options.secondsPerTest,
            options.repeats, options.summary == RepeatSummary::Best ? "best" : "mean",
            result.cancelled ? ", CANCELLED: partial" : "");
        fmt::print("{:<12} {:>18} {:>18} {:>11} {:>11} {:>11} {:>11}\n", "", "Read MB/s", "Write MB/s", "Read IOPS",
            "Write IOPS", "Read µs", "Write µs");
        auto cell = [&result](const std::optional<WorkloadResult>& test, int what) -> std::string {
            if (!test || test->repeats.empty())
                return "-";
            const QuickFigure figure = result.figure(*test);
            switch (what) {
            case 0: {
                // The spread next to the figure; "~" marks runs more than 5 % apart, listed below.
                const Repeatability spread = test->repeatability();
                if (!spread.measured())
                    return fmt::format("{:.2f}", figure.megabytesPerSecond);
                return fmt::format(
                    "{:.2f} {}{:.1f}%", figure.megabytesPerSecond, spread.unstable ? "~" : "±", spread.cv * 100);
            }
            case 1:
                return fmt::format("{:.0f}", figure.iops);
            default:
                return fmt::format("{:.1f}", figure.meanLatencyUs);
            }
        };
        for (const QuickSuiteRow& row : result.rows)
            fmt::print("{:<12} {:>18} {:>18} {:>11} {:>11} {:>11} {:>11}\n", row.name.toStdString(), cell(row.read, 0),
                cell(row.write, 0), cell(row.read, 1), cell(row.write, 1), cell(row.read, 2), cell(row.write, 2));
        if (options.repeats > 1)
            fmt::print("± the spread of the runs' MB/s (CV); ~ more than 5 %: unstable\n");
        for (const QuickSuiteRow& row : result.rows)
            for (const auto* test : { &row.read, &row.write })
                if (*test && (*test)->repeatability().unstable)
                    fmt::print("~ {} {}: {}\n", row.name.toStdString(), test == &row.read ? "read" : "write",
                        (*test)->repeatability().describe(QStringLiteral("MB/s"), 2).toStdString());
        for (const QString& note : info.notes)
            fmt::print("Note: {}\n", note.toStdString());
        fmt::print("fio commands:\n");
        for (const QuickSuiteRow& row : result.rows)
            for (const auto* test : { &row.read, &row.write })
                if (*test)
                    fmt::print("  {}\n", (*test)->fioCommand.toStdString());
    }
    return recordAndExit(parser, result, format);
}

} // namespace ds::cli
