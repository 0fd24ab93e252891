#include "quickcommand.h"

#include "commandsupport.h"
#include "device/hostfacts.h"
#include "model/plansettings.h"
#include "model/usererror.h"
#include "run/benchmarks/quicksuite.h"
#include "runcommand.h"
#include "sessionsupport.h"
#include "workloadoptions.h"

#include <QJsonArray>

#include <fmt/core.h>
#include <optional>

namespace ds::cli {

// A setting's check, with the flag's name in front of its words.
template <typename Check> static auto flagged(const QString& name, Check&& check) -> decltype(check())
{
    try {
        return check();
    } catch (const UserError& error) {
        throw UserError(QStringLiteral("--%1: %2").arg(name, error.message()));
    }
}

void declareQuickOptions(OptionList& options)
{
    addTargetOptions(options);
    options.addOption(option(QStringLiteral("profile"),
        QStringLiteral(
            "default, nvme, peak, real-world, demo or flash (default: nvme on an NVMe drive, else default)."),
        QStringLiteral("name")));
    options.addOption(option(QStringLiteral("duration"),
        QStringLiteral("Seconds measured per run of a test, CrystalDiskMark's measure time (profile's; default 5)."),
        QStringLiteral("seconds")));
    options.addOption(option(
        QStringLiteral("repeats"), QStringLiteral("Runs per test (profile's; default 5)."), QStringLiteral("n")));
    options.addOption(option(QStringLiteral("count"),
        QStringLiteral("Runs per test, as CrystalDiskMark calls them: --repeats."), QStringLiteral("n")));
    options.addOption(option(QStringLiteral("interval"),
        QStringLiteral("Idle seconds before each run, so a drive's cache can drain (profile's; default 5)."),
        QStringLiteral("seconds")));
    options.addOption(option(QStringLiteral("test-size"),
        QStringLiteral("The region at the target's start the tests work on, 1M to 16T (profile's; default 1G; a "
                       "smaller target is tested whole)."),
        QStringLiteral("size")));
    options.addOption(option(QStringLiteral("mix"),
        QStringLiteral("Add a read & write mix row with this ratio, CrystalDiskMark's R70/W30 by default: R70/W30, "
                       "70/30 or 70."),
        QStringLiteral("ratio")));
    options.addOption(option(QStringLiteral("comment"),
        QStringLiteral("A comment line for the --text report and the saved result."), QStringLiteral("text")));
    options.addOption(option(QStringLiteral("summary"),
        QStringLiteral("best (the best run, as CrystalDiskMark) or mean of the runs (default best)."),
        QStringLiteral("how"), QStringLiteral("best")));
    options.addOption(option(QStringLiteral("text"),
        QStringLiteral("Print a plain-text summary to paste into a forum, like CrystalDiskMark's text export.")));
    addSeedOption(options, QStringLiteral("the random offsets"));
    options.addOption(option(QStringLiteral("read-only"),
        QStringLiteral("Run the read tests only; on a block device, the choice besides --allow-destroy.")));
    addJobOptions(options, true);
    addUnitOption(options);
}

namespace {
    // What quick's options ask for, read and checked before anything opens; the profile's settings
    // fill in the rest once the target (and so its drive) is known.
    struct QuickRequest {
        std::optional<QuickProfile> profile;
        std::optional<double> seconds;
        std::optional<unsigned> repeats;
        std::optional<double> interval;
        std::optional<uint64_t> testBytes;
        QuickSuiteOptions options;
    };

    QuickRequest parseQuickRequest(const CommandLine& parser)
    {
        QuickRequest request;
        if (parser.isSet(QStringLiteral("profile")))
            request.profile = flagged(
                QStringLiteral("profile"), [&] { return parseQuickProfile(parser.value(QStringLiteral("profile"))); });
        if (parser.isSet(QStringLiteral("duration")))
            request.seconds = parseSeconds(parser, QStringLiteral("duration"), false);
        if (parser.isSet(QStringLiteral("repeats")) && parser.isSet(QStringLiteral("count")))
            throw UserError(QStringLiteral("--count and --repeats are the same setting: give one"));
        for (const QString& name : { QStringLiteral("repeats"), QStringLiteral("count") })
            if (parser.isSet(name))
                request.repeats = parseUnsigned(parser, name, 1, 100);
        if (parser.isSet(QStringLiteral("interval")))
            request.interval = parseSeconds(parser, QStringLiteral("interval"), true);
        if (parser.isSet(QStringLiteral("test-size")))
            request.testBytes = flagged(QStringLiteral("test-size"),
                [&] { return parseQuickTestSize(parser.value(QStringLiteral("test-size"))); });
        if (parser.isSet(QStringLiteral("mix")))
            request.options.mixReadPercent
                = flagged(QStringLiteral("mix"), [&] { return parseMixRatio(parser.value(QStringLiteral("mix"))); });
        request.options.comment = parser.value(QStringLiteral("comment"));
        WorkloadSpec jobs;
        applyJobOptions(parser, true, jobs);
        // Without --jobs each row runs its own threads (RND4K Q32T16: 16).
        request.options.jobs = parser.isSet(QStringLiteral("jobs")) ? jobs.jobs : 0;
        request.options.cpus = jobs.cpus;
        request.options.data = jobs.data;
        const QString summary = parser.value(QStringLiteral("summary"));
        if (summary == QLatin1String("best"))
            request.options.summary = RepeatSummary::Best;
        else if (summary == QLatin1String("mean"))
            request.options.summary = RepeatSummary::Mean;
        else
            throw UserError(QStringLiteral("--summary must be best or mean, not '%1'").arg(summary));
        request.options.seed = parseSeed(parser);
        if (parser.isSet(QStringLiteral("text"))
            && (parser.isSet(QStringLiteral("json")) || parser.isSet(QStringLiteral("csv"))))
            throw UserError(QStringLiteral("--text cannot be used with --json or --csv"));
        return request;
    }

    // --csv: every test's repeats, one header.
    void printQuickCsv(const QuickSuiteResult& result)
    {
        bool header = true;
        for (const QuickSuiteRow& row : result.rows) {
            for (const auto* test : { &row.read, &row.write, &row.mix }) {
                if (*test) {
                    printResultCsv(**test, header);
                    header = false;
                }
            }
        }
    }

    // The table: CrystalDiskMark's rows, --unit's figures first, the spread, notes and fio commands.
    void printQuickTable(
        const QuickSuiteResult& result, const QuickSuiteOptions& options, const TargetInfo& info, DisplayUnit unit)
    {
        fmt::print("DriveScope quick suite on {} ({}), profile {}: test size {}, {} s per run, {} run(s), interval {} "
                   "s, {} of the runs{}\n",
            info.path.toStdString(), formatDecimalSize(info.sizeBytes).toStdString(),
            quickProfileTitle(options.profile).toStdString(), formatBinarySize(result.testBytesUsed()).toStdString(),
            options.secondsPerTest, options.repeats, options.intervalSeconds,
            options.summary == RepeatSummary::Best ? "best" : "mean", result.cancelled ? ", CANCELLED: partial" : "");
        // --unit's figures first, with the spread of the runs beside them; then the other two.
        const std::vector<DisplayUnit> order = displayOrder(unit);
        auto title = [](DisplayUnit column) { return displayUnitTitle(column).toStdString(); };
        fmt::print("{:<16} {:>18} {:>18} {:>11} {:>11} {:>11} {:>11}\n", "", "Read " + title(order[0]),
            "Write " + title(order[0]), "Read " + title(order[1]), "Write " + title(order[1]),
            "Read " + title(order[2]), "Write " + title(order[2]));
        // The unit's own figures with CrystalDiskMark's decimals, the others as this table always had them
        // (MB/s 2, IOPS 0, µs 1); every figure but the µs beside another carries the drive's mark.
        auto figureText = [&result](const WorkloadResult& test, DisplayUnit column, bool lead) -> std::string {
            const QuickFigure figure = result.figure(test);
            if (column == DisplayUnit::Microseconds && !lead)
                return fmt::format("{:.1f}", figure.meanLatencyUs);
            return markedFigure(figure.in(column),
                lead                              ? displayUnitDecimals(column)
                    : column == DisplayUnit::Iops ? 0
                                                  : 2,
                test);
        };
        auto cell = [&](const std::optional<WorkloadResult>& test, size_t which) -> std::string {
            if (!test || test->repeats.empty())
                return "-";
            if (which > 0)
                return figureText(*test, order[which], false);
            // The spread next to the figure; "~" marks runs more than 5 % apart, listed below.
            const Repeatability spread = repeatabilityIn(*test, unit);
            if (!spread.measured())
                return figureText(*test, unit, true);
            return fmt::format(
                "{} {}{:.1f}%", figureText(*test, unit, true), spread.unstable ? "~" : "±", spread.cv * 100);
        };
        for (const QuickSuiteRow& row : result.rows)
            if (!row.mix) // the mix row has a line of its own below
                fmt::print("{:<16} {:>18} {:>18} {:>11} {:>11} {:>11} {:>11}\n", row.name.toStdString(),
                    cell(row.read, 0), cell(row.write, 0), cell(row.read, 1), cell(row.write, 1), cell(row.read, 2),
                    cell(row.write, 2));
        for (const QuickSuiteRow& row : result.rows) {
            if (!row.mix || row.mix->repeats.empty())
                continue;
            fmt::print("{:<16} {:>18} {} read & write (R{}/W{}), {} {}, {} {}\n", row.name.toStdString(),
                cell(row.mix, 0), title(order[0]), row.mix->spec.readPercent, 100 - row.mix->spec.readPercent,
                cell(row.mix, 1), title(order[1]), cell(row.mix, 2), title(order[2]));
        }
        if (!options.comment.isEmpty())
            fmt::print("Comment: {}\n", options.comment.toStdString());
        if (options.repeats > 1)
            fmt::print("± the spread of the runs' {} (CV); ~ more than 5 %: unstable\n", title(unit));
        for (const QuickSuiteRow& row : result.rows)
            for (const auto* test : { &row.read, &row.write, &row.mix })
                if (*test && repeatabilityIn(**test, unit).unstable)
                    fmt::print("~ {} {}: {}\n", row.name.toStdString(),
                        test == &row.read        ? "read"
                            : test == &row.write ? "write"
                                                 : "mix",
                        repeatabilityIn(**test, unit)
                            .describe(displayUnitTitle(unit), displayUnitDecimals(unit))
                            .toStdString());
        for (const QString& note : info.notes)
            fmt::print("Note: {}\n", note.toStdString());
        fmt::print("fio commands:\n");
        for (const QuickSuiteRow& row : result.rows)
            for (const auto* test : { &row.read, &row.write, &row.mix })
                if (*test)
                    fmt::print("  {}\n", (*test)->fioCommand.toStdString());
    }
}

int quickCommand(const CommandLine& parser, const std::atomic<bool>& cancel)
{
    QuickRequest request = parseQuickRequest(parser);
    QuickSuiteOptions& options = request.options;
    const auto [engine, format, showProgress] = runSettings(parser);
    const DisplayUnit unit = displayUnit(parser);
    const QString targetPath = parser.value(QStringLiteral("target"));
    // On a block device the write half needs the same explicit consent as any other write. Without
    // it the suite is refused (exit 2, nothing run) rather than cut to its reads: a result with its
    // write column missing and exit 0 reads as done. --read-only asks for the reads alone.
    const bool onDevice = !targetPath.isEmpty() && isBlockDevice(targetPath);
    options.writes = !parser.isSet(QStringLiteral("read-only"));
    if (options.mixReadPercent && !options.writes)
        throw UserError(QStringLiteral("--mix adds a row that writes, and --read-only runs no writes: leave out one"));
    if (onDevice && options.writes && parser.value(QStringLiteral("allow-destroy")).isEmpty())
        throw UserError(QStringLiteral("the quick suite writes, and %1 is a block device: add --allow-destroy=%1 to "
                                       "run the write tests too (destroying its data), or --read-only to run the "
                                       "read tests alone")
                            .arg(targetPath));

    std::unique_ptr<Target> target = openTargetOrCancel(parser, options.writes, cancel);
    if (!target)
        return kExitCancelled;
    {
        const TargetInfo& info = target->info();
        const QuickProfile chosen = request.profile.value_or(quickProfileForDrive(info.drive ? &*info.drive : nullptr));
        const QuickSuiteOptions defaults = QuickSuiteOptions::forProfile(chosen);
        options.profile = chosen;
        options.secondsPerTest = request.seconds.value_or(defaults.secondsPerTest);
        options.repeats = request.repeats.value_or(defaults.repeats);
        options.intervalSeconds = request.interval.value_or(defaults.intervalSeconds);
        options.testBytes = request.testBytes.value_or(defaults.testBytes);
    }
    ProgressLine progress(QStringLiteral("quick"));
    const QuickSuiteResult result = runQuickSuite(*target, options, engine, progress.context(parser, cancel));
    progress.finish();

    const QString os = readHostFacts().osLine();
    if (format == OutputFormat::Json) {
        QJsonObject document = result.toJson();
        // This machine ran it: its text names the OS, as the session's host facts do.
        document.insert(QStringLiteral("text"), result.summaryText(DisplayUnit::MegabytesPerSecond, os));
        printJson(withRunNotes(document, result));
    } else if (format == OutputFormat::Csv) {
        printQuickCsv(result);
    } else if (parser.isSet(QStringLiteral("text"))) {
        fmt::print("{}", result.summaryText(unit, os).toStdString());
    } else {
        printQuickTable(result, options, target->info(), unit);
    }
    return recordAndExit(parser, result, format);
}

} // namespace ds::cli
