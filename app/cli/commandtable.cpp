#include "commandtable.h"

#include "benchcommand.h"
#include "commandsupport.h"
#include "consistencycommand.h"
#include "copycommand.h"
#include "healthcommand.h"
#include "listcommand.h"
#include "model/usererror.h"
#include "multicommand.h"
#include "patterncommand.h"
#include "ptscommand.h"
#include "quickcommand.h"
#include "rendercommand.h"
#include "rewritecommand.h"
#include "runcommand.h"
#include "scancommand.h"
#include "sessioncommands.h"
#include "sessionsupport.h"
#include "surfacecommands.h"
#include "sweepcommand.h"

#include <fmt/core.h>

namespace ds::cli {

namespace {
    constexpr int kHelpWidth = 100;

    using Run = int (*)(const CommandLine&, const std::atomic<bool>&);

    // The HD Tach commands share one run function, which reads the command's name.
    template <const char* name> void surfaceOptions(OptionList& options)
    {
        declareSurfaceOptions(options, QLatin1String(name));
    }
    constexpr char kSurface[] = "surface";
    constexpr char kAccess[] = "access";
    constexpr char kBurst[] = "burst";
    constexpr char kHdtach[] = "hdtach";
    constexpr char kSustained[] = "sustained";

    std::vector<Command> makeCommands()
    {
        std::vector<Command> table;
        auto add = [&table](const char* name, const char* summary, const char* description,
                       void (*declare)(OptionList&), Run run) {
            Command command;
            command.name = QString::fromUtf8(name);
            command.summary = QString::fromUtf8(summary);
            command.description = QString::fromUtf8(description);
            command.declare = declare;
            command.run = run;
            table.push_back(command);
            return &table.back();
        };
        Command* command = add("list", "the drives of this machine and their settings (--json for JSON)",
            "Lists the drives DriveScope can test, with the settings that change results.", declareListOptions,
            nullptr);
        command->runArguments
            = [](const QStringList& arguments, const std::atomic<bool>&) { return listCommand(arguments); };
        command = add("health", "each drive's SMART assessment, counters and temperatures (--target, --json)",
            "Each drive's health: an assessment (good, caution or bad, from the drive's critical warnings, "
            "reallocated and pending sectors and the share of its rated endurance used), its SMART counters (read "
            "with smartctl from smartmontools) and its temperatures with their thresholds (from hwmon). Where "
            "something cannot be had, it says why.",
            declareHealthOptions, nullptr);
        command->runArguments
            = [](const QStringList& arguments, const std::atomic<bool>&) { return healthCommand(arguments); };
        add("run", "one workload on one target (drivescope-cli run --help)",
            "Runs one workload on one target and prints MB/s, IOPS, latency percentiles and CPU use, with the "
            "equivalent fio command.",
            declareRunOptions, runCommand);
        add("quick", "the CrystalDiskMark-style quick suite (drivescope-cli quick --help)",
            "The CrystalDiskMark-style quick suite, read and write, in one of CrystalDiskMark 8's profiles: default "
            "(SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1), nvme (SEQ1M Q8T1, SEQ128K Q32T1, RND4K Q32T16, RND4K "
            "Q1T1), peak, real-world, demo, or flash for USB sticks and SD cards. A setting not given is the "
            "profile's.",
            declareQuickOptions, quickCommand);
        add("sweep-bs", "MB/s, IOPS and latency against block size, 512 B to 64 MiB (IOMeter / ATTO)",
            "Runs one workload at every block size from --from to --to in powers of two and prints MB/s, IOPS, "
            "latency and CPU use per size, with the fio command of each.",
            declareSweepBlockSizeOptions, sweepBlockSizeCommand);
        add("sweep-qd", "IOPS and latency percentiles against queue depth, 1 to 256",
            "Runs one workload at every queue depth from --from to --to in powers of two and prints IOPS and latency "
            "percentiles per depth, with the fio command of each.",
            declareSweepQueueDepthOptions, sweepQueueDepthCommand);
        add("pattern",
            "IOMeter access patterns (FileServer, WebServer, Database, Workstation or your own from a JSON file) at 1 "
            "to 256 outstanding I/Os, with a rating",
            "Runs IOMeter-style access patterns (block-size mix, read share, random share) at loads of 1, 4, 16, 64 "
            "and 256 outstanding I/Os, and rates each by its mean IOPS over loads 1 to 64.",
            declarePatternOptions, patternCommand);
        add("multi", "one workload on several targets at once (--targets A,B,…; --scaling)",
            "Runs one workload on several targets at once, one worker thread each, all started together (IOMeter's "
            "workers), and prints per-target and aggregate figures; --scaling runs it on the first 1, 2 … N targets "
            "in turn.",
            declareMultiOptions, multiCommand);
        add("copy", "time copying a large file and many small files, within and between filesystems",
            "Times copying a large file (an ISO image) and a tree of many small files within one filesystem and, "
            "with --to, onto another one. Real reads and writes through a fixed buffer, synced at the end; "
            "everything made is removed afterwards.",
            declareCopyOptions, copyCommand);
        add("surface", "HD Tach's transfer-rate curve, zone by zone (--mode quick|full, --short-stroke)",
            "HD Tach's surface test: the drive cut in zones, each read (or, with --write, written) sequentially "
            "after an untimed pre-read; MB/s per zone against position, minimum, maximum and average, and CPU use.",
            surfaceOptions<kSurface>, surfaceCommand);
        add("access", "random access time: single 4 KiB reads at QD1 over the whole drive",
            "HD Tach's random access time: single reads at queue depth 1 at seeded random offsets over the whole "
            "drive (or its first part); average, minimum, maximum and percentiles, and the scatter against position "
            "and seek distance.",
            surfaceOptions<kAccess>, surfaceCommand);
        add("burst", "burst rate: one small region read again and again from the drive's cache",
            "HD Tach's burst rate: one small region read again and again, so that it comes from the drive's cache; "
            "the highest rate is the interface's speed.",
            surfaceOptions<kBurst>, surfaceCommand);
        add("hdtach", "surface, access and burst together, summarised as HD Tach does",
            "HD Tach's whole run: the surface read, the random access time and the burst rate, summarised as HD "
            "Tach does, with CPU use.",
            surfaceOptions<kHdtach>, surfaceCommand);
        add("sustained", "a long sequential write; shows where the drive's write cache runs out",
            "A long sequential write, its rate sampled at intervals: where the drive's write cache runs out (the "
            "cliff) and the rate after it; --recovery pauses and writes again to see how much of the cache came "
            "back. It writes: on a device, name it with --allow-destroy.",
            surfaceOptions<kSustained>, surfaceCommand);
        add("scan",
            "HD Tune's error scan: reads the drive in blocks (never writes), a map of fast, slow, very slow and "
            "unreadable blocks (--blocks, --range)",
            "HD Tune's error scan: reads the drive (never writes) in blocks, times each, and classes each block as "
            "fast, slow, very slow or error against the median block; the scan goes on past errors.",
            declareScanOptions, scanCommand);
        add("consistency",
            "performance consistency: random writes for a set time (--fill first), IOPS per second as a scatter, "
            "scored on the last third as average and average ÷ stdev",
            "AnandTech's performance consistency: optionally fill the target, then 4 KiB random writes at QD32 for a "
            "set time; IOPS per interval (the scatter), scored on the last part as average IOPS and average ÷ "
            "standard deviation. It writes: on a device, name it with --allow-destroy.",
            declareConsistencyOptions, consistencyCommand);
        add("pts",
            "the SNIA PTS, client or enterprise (--test iops|throughput|latency|wsat): purge, precondition, rounds "
            "until steady state (wsat: until 4x the capacity is written); writes the whole device, saved after each "
            "round (--resume)",
            "The SNIA Solid State Storage Performance Test Specification's tests (--test): purge, precondition, then "
            "rounds of the test's measurements until steady state (at most 25 rounds; wsat: until 4x the capacity "
            "is written). It writes the whole device: --target DEVICE --allow-destroy=DEVICE.",
            declarePtsOptions, ptsCommand);
        command = add("compare", "2 to 8 saved runs side by side: key figures, change in %, what changed",
            "Compares 2 to 8 runs from session files (or fio's JSON output): key figures with the change in % (and "
            "whether it is better), and what changed in the host and device facts. FILE#N picks run N of a file.",
            declareCompareOptions, compareCommand);
        command->files = QStringLiteral("FILE[#RUN]…");
        command->filesHelp = QStringLiteral("Session files or fio JSON output, FILE or FILE#RUN.");
        command = add("export", "a session as CSV, Markdown or HTML report, text summary or fio job file",
            "Exports a session: csv (one file per run, IOMeter-like columns), series-csv (every workload's time "
            "series, one row per interval, all runs in one file), markdown or html (a report with the charts "
            "embedded), text (a summary like CrystalDiskMark's) or fio (a job file of a run's plan).",
            declareExportOptions, exportCommand);
        command->files = QStringLiteral("SESSION");
        command->filesHelp = QStringLiteral("A session file (or fio JSON output).");
        command = add("import-fio", "fio's --output-format=json as a session",
            "Imports fio's JSON output (--output-format=json or json+) as a session: one run per fio job, with "
            "fio's own figures.",
            declareImportOptions, importFioCommand);
        command->files = QStringLiteral("FIO-JSON");
        command->filesHelp = QStringLiteral("fio's output file, or - for stdin.");
        command = add("import-report", "CrystalDiskMark 5-9 and KDiskMark text reports as quick-suite runs",
            "Imports CrystalDiskMark (5 to 9) and KDiskMark text reports as quick-suite runs, with the report's own "
            "figures, profile, test size, runs, OS and comment. Every file is read before anything is saved; one "
            "that is not such a report is refused with its reason (exit status 2).",
            declareImportOptions, importReportCommand);
        command->files = QStringLiteral("REPORT…");
        command->filesHelp = QStringLiteral("The text reports (UTF-16 or UTF-8), or - for stdin.");
        add("fleet", "a plan on several machines through fio's client/server mode",
            "Runs a plan on several machines at once through fio's client/server mode: start 'fio --server' on each "
            "host, then name them here. One session per host is saved; compare them with 'compare'.",
            declareFleetOptions, fleetCommand);
        command = add("bench",
            "the results database: every run ranked among every drive tested (reindex, rank, push, list-figures, "
            "list-tags, history)",
            "The Bench: every session run in a database, by default the library's own index (SQLite, beside the "
            "library), or a shared bench on PostgreSQL (--bench). reindex rebuilds the index from the session files; "
            "rank ranks every drive by one key figure (--figure), its best, latest or median run; push sends sessions "
            "to the shared bench (queued while it is unreachable); list-figures names the figures the bench holds; "
            "list-tags the runs' tags; history lists a drive's runs (--serial).",
            declareBenchOptions, benchCommand);
        command->files = QStringLiteral("reindex|rank|push SESSION…|list-figures|list-tags|history");
        command->filesHelp = QStringLiteral("What to do; push takes session files (or fio JSON output).");
        add("rewrite", "non-destructive surface write test: read, journal, write back, verify",
            "Non-destructive surface write test: every block is read, saved to a journal on another drive, written "
            "back, synced and verified. An interrupted run is repaired at the next start.",
            declareRewriteOptions, rewriteCommand);
        // Run from main(), which makes the QApplication its drawing needs.
        add(
            "render", "draw a session's run (or --json output) as the window's chart into a PNG or SVG",
            "Draws a run of a session file (or a --json result) as the window's chart, with its caption.",
            [](OptionList& options) {
                for (const QCommandLineOption& option : renderOptions())
                    options.addOption(option);
            },
            nullptr);
        return table;
    }

    bool isHelp(const QString& name)
    {
        return name == QLatin1String("h") || name == QLatin1String("help") || name == QLatin1String("help-all");
    }
}

const std::vector<Command>& commands()
{
    static const std::vector<Command> table = makeCommands();
    return table;
}

const Command* findCommand(const QString& name)
{
    for (const Command& command : commands())
        if (command.name == name)
            return &command;
    return nullptr;
}

OptionList commandOptions(const Command& command)
{
    OptionList declared;
    command.declare(declared);
    // The command's own options first, the help options last, wherever the shared groups added them.
    OptionList options;
    for (const bool help : { false, true })
        for (const QCommandLineOption& option : declared.options())
            if (isHelp(option.names().constLast()) == help)
                options.addOption(option);
    return options;
}

QString usageText()
{
    QString text = QStringLiteral("Usage: drivescope-cli COMMAND [OPTIONS]\n\nCommands:\n");
    constexpr int kColumn = 23;
    auto line = [&text](const QString& name, const QString& summary) {
        text += QStringLiteral("  ") + name.leftJustified(kColumn - 3) + QLatin1Char(' ')
            + wrapText(summary, kHelpWidth, kColumn) + QLatin1Char('\n');
    };
    for (const Command& command : commands())
        line(command.name, command.summary);
    line(QStringLiteral("--version"), QStringLiteral("print the version"));
    line(QStringLiteral("--help"), QStringLiteral("this text"));
    text += QStringLiteral(
        "\nWithout --target, run and quick use a 1 GiB test file in ~/.cache/drivescope, which needs no root\n"
        "and is deleted afterwards. Writing to a block device needs --allow-destroy=<that device>.\n"
        "Exit status: 0 done, 1 the run failed, 2 refused (bad input or an unsafe write; nothing written),\n"
        "130 stopped by Ctrl-C (the partial result is printed).\n");
    return text;
}

QString commandHelp(const Command& command)
{
    QString text = QStringLiteral("Usage: drivescope-cli %1 [options]").arg(command.name);
    if (!command.files.isEmpty())
        text += QLatin1Char(' ') + command.files;
    text += QStringLiteral("\n%1\n\nOptions:\n").arg(wrapText(command.description, kHelpWidth, 0));
    const OptionList options = commandOptions(command);
    int column = 0;
    for (const QCommandLineOption& option : options.options())
        column = std::max(column, static_cast<int>(optionSynopsis(option).size()));
    column = std::min(column, 28) + 4;
    auto entry = [&text, column](const QString& synopsis, const QString& help) {
        text += QStringLiteral("  ") + synopsis;
        if (synopsis.size() + 2 > column - 2)
            text += QLatin1Char('\n') + QString(column, QLatin1Char(' '));
        else
            text += QString(column - 2 - static_cast<int>(synopsis.size()), QLatin1Char(' '));
        text += wrapText(help, kHelpWidth, column) + QLatin1Char('\n');
    };
    for (const QCommandLineOption& option : options.options())
        entry(optionSynopsis(option), option.description());
    if (!command.files.isEmpty()) {
        text += QStringLiteral("\nArguments:\n");
        entry(command.files, command.filesHelp);
    }
    return text;
}

QString commandHelp(const QString& name)
{
    const Command* command = findCommand(name);
    return command ? commandHelp(*command) : QString();
}

int runTableCommand(const Command& command, const QStringList& arguments, const std::atomic<bool>& cancel)
{
    if (command.runArguments)
        return command.runArguments(arguments, cancel);
    const OptionList options = commandOptions(command);
    CommandLine line(command.name, options);
    line.parse(arguments, !command.files.isEmpty());
    if (line.isSet(QStringLiteral("json")) && line.isSet(QStringLiteral("csv")))
        throw UserError(QStringLiteral("--json and --csv cannot be used together"));
    // What is watched around the run, from its options, for the length of the command.
    const CommandRecording recording(line);
    checkSessionOptions(line);
    for (const QString& name : line.optionNames())
        if (isHelp(name)) {
            fmt::print("{}", commandHelp(command).toStdString());
            return kExitOk;
        }
    return command.run(line, cancel);
}

} // namespace ds::cli
