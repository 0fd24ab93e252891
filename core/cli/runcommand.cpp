#include "runcommand.h"

#include "benchmarks/quicksuite.h"
#include "benchmarks/workloadrunner.h"
#include "device/target.h"
#include "output.h"
#include "usererror.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <cerrno>
#include <cmath>
#include <cstring>
#include <fmt/core.h>
#include <sys/stat.h>

namespace ds::cli {

namespace {

    QCommandLineOption option(const QString& name, const QString& help, const QString& value = QString(),
        const QString& defaultValue = QString())
    {
        QCommandLineOption result(name, help, value);
        if (!defaultValue.isEmpty())
            result.setDefaultValue(defaultValue);
        return result;
    }

    // Options that say where to run, shared by run and quick.
    void addTargetOptions(QCommandLineParser& parser)
    {
        parser.addOption(option(QStringLiteral("target"),
            QStringLiteral("A block device (/dev/sdX, a partition), or a directory to hold a test file. Default: a "
                           "test file in ~/.cache/drivescope."),
            QStringLiteral("path")));
        parser.addOption(option(QStringLiteral("file-size"), QStringLiteral("Size of the test file (default 1G)."),
            QStringLiteral("size"), QStringLiteral("1G")));
        parser.addOption(option(QStringLiteral("allow-destroy"),
            QStringLiteral("Allow writing to this block device, destroying its data. Must name the target itself."),
            QStringLiteral("device")));
        parser.addOption(option(QStringLiteral("engine"), QStringLiteral("io_uring, threads or auto (default)."),
            QStringLiteral("engine"), QStringLiteral("auto")));
        parser.addOption(option(QStringLiteral("json"), QStringLiteral("Print the result as JSON.")));
        parser.addOption(option(QStringLiteral("csv"), QStringLiteral("Print the result as CSV.")));
        parser.addOption(option(QStringLiteral("no-progress"), QStringLiteral("Do not draw a progress bar.")));
        parser.addHelpOption();
    }

    void parseOrThrow(QCommandLineParser& parser, const QString& command, const QStringList& arguments)
    {
        parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
        if (!parser.parse(QStringList { QStringLiteral("drivescope-cli ") + command } + arguments))
            throw UserError(parser.errorText());
        if (!parser.positionalArguments().isEmpty())
            throw UserError(QStringLiteral("unexpected argument '%1'").arg(parser.positionalArguments().constFirst()));
        if (parser.isSet(QStringLiteral("json")) && parser.isSet(QStringLiteral("csv")))
            throw UserError(QStringLiteral("--json and --csv cannot be used together"));
    }

    unsigned parseUnsigned(const QCommandLineParser& parser, const QString& name, unsigned min, unsigned max)
    {
        const QString text = parser.value(name);
        bool ok = false;
        const qulonglong value = text.toULongLong(&ok);
        if (!ok || value < min || value > max)
            throw UserError(QStringLiteral("--%1 must be a whole number from %2 to %3, not '%4'")
                                .arg(name)
                                .arg(min)
                                .arg(max)
                                .arg(text));
        return static_cast<unsigned>(value);
    }

    double parseSeconds(const QCommandLineParser& parser, const QString& name, bool allowZero)
    {
        const QString text = parser.value(name);
        bool ok = false;
        const double value = text.toDouble(&ok);
        if (!ok || !std::isfinite(value) || value < 0 || (!allowZero && value == 0) || value > 7 * 24 * 3600)
            throw UserError(
                QStringLiteral("--%1 must be a number of seconds %2, not '%3'")
                    .arg(name, allowZero ? QStringLiteral("(0 or more)") : QStringLiteral("above 0"), text));
        return value;
    }

    OutputFormat outputFormat(const QCommandLineParser& parser)
    {
        if (parser.isSet(QStringLiteral("json")))
            return OutputFormat::Json;
        if (parser.isSet(QStringLiteral("csv")))
            return OutputFormat::Csv;
        return OutputFormat::Table;
    }

    bool isBlockDevice(const QString& path)
    {
        struct stat status { };
        return stat(QFile::encodeName(path).constData(), &status) == 0 && S_ISBLK(status.st_mode);
    }

    std::unique_ptr<Target> openTarget(
        const QCommandLineParser& parser, bool forWriting, const std::atomic<bool>& cancel)
    {
        const QString path = parser.value(QStringLiteral("target"));
        const QString allowDestroy = parser.value(QStringLiteral("allow-destroy"));
        if (!path.isEmpty() && isBlockDevice(path))
            return Target::openBlockDevice(path, forWriting, allowDestroy);
        if (!path.isEmpty() && path.startsWith(QLatin1String("/dev/")))
            throw UserError(QStringLiteral("%1 is not a block device (%2)")
                                .arg(path,
                                    QFileInfo::exists(path) ? QStringLiteral("wrong kind of file")
                                                            : QStringLiteral("no such device")));
        if (!allowDestroy.isEmpty())
            throw UserError(QStringLiteral("--allow-destroy=%1 does not match the target %2, which is a test file")
                                .arg(allowDestroy, path.isEmpty() ? QStringLiteral("(default)") : path));
        Target::TestFileOptions options;
        options.location = path;
        options.sizeBytes = parseSize(parser.value(QStringLiteral("file-size")));
        options.cancel = &cancel;
        ProgressLine progress(QStringLiteral("preparing test file"));
        if (!parser.isSet(QStringLiteral("no-progress")))
            options.progress = [&progress](double fraction) { progress.updateFraction(fraction, QString()); };
        return Target::createTestFile(options);
    }

    // Null when Ctrl-C came while the test file was being prepared (it has been removed by then).
    std::unique_ptr<Target> openTargetOrCancel(
        const QCommandLineParser& parser, bool forWriting, const std::atomic<bool>& cancel)
    {
        try {
            std::unique_ptr<Target> target = openTarget(parser, forWriting, cancel);
            if (!cancel.load())
                return target;
        } catch (const UserError&) {
            if (!cancel.load())
                throw;
        }
        fmt::print(stderr, "drivescope-cli: cancelled before the run started; nothing is left behind\n");
        return nullptr;
    }

    WorkloadResult runWorkload(const Target& target, const WorkloadSpec& spec, EngineKind engine,
        const std::atomic<bool>& cancel, bool showProgress, const QString& label,
        std::vector<RequestRecord>* requestLog = nullptr)
    {
        WorkloadRunner runner(target, spec, engine);
        runner.setCancelFlag(&cancel);
        runner.setRequestLog(requestLog);
        ProgressLine progress(label);
        if (showProgress)
            runner.setProgressCallback([&progress](const ProgressSnapshot& snapshot) { progress.update(snapshot); });
        WorkloadResult result = runner.run();
        progress.finish();
        return result;
    }

    void printJson(const QJsonObject& document)
    {
        fmt::print("{}", QJsonDocument(document).toJson(QJsonDocument::Indented).toStdString());
    }
}

int runCommand(const QStringList& arguments, const std::atomic<bool>& cancel)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Runs one workload on one target and prints MB/s, IOPS, latency "
                                                    "percentiles and CPU use, with the equivalent fio command."));
    addTargetOptions(parser);
    parser.addOption(option(QStringLiteral("rw"), QStringLiteral("read, write or mix (default read)."),
        QStringLiteral("op"), QStringLiteral("read")));
    parser.addOption(option(QStringLiteral("read-percent"), QStringLiteral("Share of reads for --rw mix (default 70)."),
        QStringLiteral("percent"), QStringLiteral("70")));
    parser.addOption(option(QStringLiteral("pattern"), QStringLiteral("seq or random (default seq)."),
        QStringLiteral("pattern"), QStringLiteral("seq")));
    parser.addOption(option(QStringLiteral("random-percent"),
        QStringLiteral("Share of random requests, 0 to 100; overrides --pattern."), QStringLiteral("percent")));
    parser.addOption(option(QStringLiteral("bs"),
        QStringLiteral("Block size (4k, 1M …) or a mix with shares: 512:10,4k:60,64k:30 (default 4k)."),
        QStringLiteral("size"), QStringLiteral("4k")));
    parser.addOption(option(QStringLiteral("qd"), QStringLiteral("Queue depth, 1 to 1024 (default 1)."),
        QStringLiteral("n"), QStringLiteral("1")));
    parser.addOption(option(QStringLiteral("batch-complete"),
        QStringLiteral("Completions collected before the queue is refilled, 1 to the queue depth (default: depth/8 "
                       "from QD16 up, else 1; 1 keeps the queue strictly full)."),
        QStringLiteral("n"), QStringLiteral("0")));
    parser.addOption(option(QStringLiteral("offset"), QStringLiteral("Start of the region (default 0)."),
        QStringLiteral("size"), QStringLiteral("0")));
    parser.addOption(option(QStringLiteral("length"), QStringLiteral("Length of the region (default: to the end)."),
        QStringLiteral("size"), QStringLiteral("0")));
    parser.addOption(option(QStringLiteral("align"),
        QStringLiteral("Random offsets are multiples of this (default: the block size)."), QStringLiteral("size"),
        QStringLiteral("0")));
    parser.addOption(option(QStringLiteral("duration"), QStringLiteral("Seconds to measure (default 10)."),
        QStringLiteral("seconds"), QStringLiteral("10")));
    parser.addOption(option(QStringLiteral("bytes"), QStringLiteral("Measure this many bytes instead of a duration."),
        QStringLiteral("size")));
    parser.addOption(option(QStringLiteral("warmup"), QStringLiteral("Seconds run first and not counted (default 0)."),
        QStringLiteral("seconds"), QStringLiteral("0")));
    parser.addOption(option(QStringLiteral("repeats"),
        QStringLiteral("Runs, reported with mean and spread (default 1)."), QStringLiteral("n"), QStringLiteral("1")));
    parser.addOption(option(QStringLiteral("seed"), QStringLiteral("Seed of the random offsets (default 1)."),
        QStringLiteral("n"), QStringLiteral("1")));
    parser.addOption(option(QStringLiteral("log-requests"),
        QStringLiteral("Write every measured request (offset, length, op, submit and completion time in ns, "
                       "latency, result) to this CSV file."),
        QStringLiteral("file")));
    parseOrThrow(parser, QStringLiteral("run"), arguments);
    if (parser.isSet(QStringLiteral("help"))) {
        fmt::print("{}", parser.helpText().toStdString());
        return kExitOk;
    }

    WorkloadSpec spec;
    const QString op = parser.value(QStringLiteral("rw"));
    if (op == QLatin1String("read"))
        spec.readPercent = 100;
    else if (op == QLatin1String("write"))
        spec.readPercent = 0;
    else if (op == QLatin1String("mix"))
        spec.readPercent = parseUnsigned(parser, QStringLiteral("read-percent"), 0, 100);
    else
        throw UserError(QStringLiteral("--rw must be read, write or mix, not '%1'").arg(op));
    const QString pattern = parser.value(QStringLiteral("pattern"));
    if (pattern == QLatin1String("seq") || pattern == QLatin1String("sequential"))
        spec.randomPercent = 0;
    else if (pattern == QLatin1String("random") || pattern == QLatin1String("rand"))
        spec.randomPercent = 100;
    else
        throw UserError(QStringLiteral("--pattern must be seq or random, not '%1'").arg(pattern));
    if (parser.isSet(QStringLiteral("random-percent")))
        spec.randomPercent = parseUnsigned(parser, QStringLiteral("random-percent"), 0, 100);
    spec.blockSizes = parseBlockSizeMix(parser.value(QStringLiteral("bs")));
    spec.queueDepth = parseUnsigned(parser, QStringLiteral("qd"), 1, WorkloadSpec::kMaxQueueDepth);
    if (parser.value(QStringLiteral("batch-complete")) != QLatin1String("0"))
        spec.completionBatch = parseUnsigned(parser, QStringLiteral("batch-complete"), 1, WorkloadSpec::kMaxQueueDepth);
    spec.regionOffset = parseSize(parser.value(QStringLiteral("offset")));
    spec.regionLength = parseSize(parser.value(QStringLiteral("length")));
    const uint64_t alignment = parseSize(parser.value(QStringLiteral("align")));
    if (alignment > UINT32_MAX)
        throw UserError(QStringLiteral("--align is too large"));
    spec.alignment = static_cast<uint32_t>(alignment);
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
    bool seedOk = false;
    spec.seed = parser.value(QStringLiteral("seed")).toULongLong(&seedOk);
    if (!seedOk)
        throw UserError(
            QStringLiteral("--seed must be a whole number, not '%1'").arg(parser.value(QStringLiteral("seed"))));
    const EngineKind engine = parseEngineKind(parser.value(QStringLiteral("engine")));
    const OutputFormat format = outputFormat(parser);

    // Opened before the run, so a bad path is refused before any I/O.
    std::unique_ptr<std::FILE, int (*)(std::FILE*)> requestLogFile(nullptr, &std::fclose);
    std::vector<RequestRecord> requestLog;
    if (parser.isSet(QStringLiteral("log-requests"))) {
        const QString path = parser.value(QStringLiteral("log-requests"));
        requestLogFile.reset(std::fopen(QFile::encodeName(path).constData(), "we"));
        if (!requestLogFile)
            throw UserError(QStringLiteral("cannot write the request log %1: %2")
                                .arg(path, QString::fromLocal8Bit(std::strerror(errno))));
    }

    std::unique_ptr<Target> target = openTargetOrCancel(parser, spec.writes(), cancel);
    if (!target)
        return kExitCancelled;
    const WorkloadResult result = runWorkload(*target, spec, engine, cancel,
        !parser.isSet(QStringLiteral("no-progress")), spec.describe(), requestLogFile ? &requestLog : nullptr);
    if (requestLogFile) {
        fmt::print(requestLogFile.get(), "offset,length,op,submit_ns,complete_ns,latency_ns,result\n");
        for (const RequestRecord& request : requestLog)
            fmt::print(requestLogFile.get(), "{},{},{},{},{},{},{}\n", request.offset, request.length,
                request.op == IoOp::Read ? "read" : "write", request.submitNs, request.completeNs,
                request.completeNs - request.submitNs, request.result);
        if (std::fflush(requestLogFile.get()) != 0)
            throw UserError(
                QStringLiteral("cannot write the request log: %1").arg(QString::fromLocal8Bit(std::strerror(errno))));
    }
    switch (format) {
    case OutputFormat::Json:
        printJson(resultDocument(result));
        break;
    case OutputFormat::Csv:
        printResultCsv(result);
        break;
    case OutputFormat::Table:
        printResultTable(result);
        break;
    }
    std::fflush(stdout);
    if (result.cancelled)
        return kExitCancelled;
    return result.merged().stopReason.isEmpty() ? kExitOk : kExitFailure;
}

int quickCommand(const QStringList& arguments, const std::atomic<bool>& cancel)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("The CrystalDiskMark-style quick suite: SEQ1M Q8T1, SEQ1M Q1T1, "
                                                    "RND4K Q32T1 and RND4K Q1T1, read and write."));
    addTargetOptions(parser);
    parser.addOption(option(QStringLiteral("duration"), QStringLiteral("Seconds per test (default 5)."),
        QStringLiteral("seconds"), QStringLiteral("5")));
    parser.addOption(option(QStringLiteral("repeats"), QStringLiteral("Runs per test (default 1)."),
        QStringLiteral("n"), QStringLiteral("1")));
    parser.addOption(option(QStringLiteral("read-only"), QStringLiteral("Skip the write tests.")));
    parseOrThrow(parser, QStringLiteral("quick"), arguments);
    if (parser.isSet(QStringLiteral("help"))) {
        fmt::print("{}", parser.helpText().toStdString());
        return kExitOk;
    }
    const double seconds = parseSeconds(parser, QStringLiteral("duration"), false);
    const unsigned repeats = parseUnsigned(parser, QStringLiteral("repeats"), 1, 100);
    const EngineKind engine = parseEngineKind(parser.value(QStringLiteral("engine")));
    const OutputFormat format = outputFormat(parser);
    const QString targetPath = parser.value(QStringLiteral("target"));
    // On a block device the write half needs the same explicit consent as any other write.
    const bool onDevice = !targetPath.isEmpty() && isBlockDevice(targetPath);
    const bool writes = !parser.isSet(QStringLiteral("read-only"))
        && (!onDevice || !parser.value(QStringLiteral("allow-destroy")).isEmpty());
    if (!writes && !parser.isSet(QStringLiteral("read-only")))
        fmt::print(stderr,
            "drivescope-cli: write tests skipped: {} is a block device and --allow-destroy was not given\n",
            targetPath.toStdString());

    std::unique_ptr<Target> target = openTargetOrCancel(parser, writes, cancel);
    if (!target)
        return kExitCancelled;
    const bool showProgress = !parser.isSet(QStringLiteral("no-progress"));
    struct Row {
        QString name;
        std::optional<WorkloadResult> read;
        std::optional<WorkloadResult> write;
    };
    std::vector<Row> rows;
    bool cancelled = false;
    for (const QuickSuiteEntry& entry : quickSuiteEntries(seconds, repeats, 1)) {
        Row row { entry.name, std::nullopt, std::nullopt };
        if (!cancelled && !cancel.load()) {
            row.read
                = runWorkload(*target, entry.read, engine, cancel, showProgress, entry.name + QStringLiteral(" read"));
            cancelled = row.read->cancelled;
        }
        if (writes && !cancelled && !cancel.load()) {
            row.write = runWorkload(
                *target, entry.write, engine, cancel, showProgress, entry.name + QStringLiteral(" write"));
            cancelled = row.write->cancelled;
        }
        cancelled = cancelled || cancel.load();
        rows.push_back(std::move(row));
    }

    if (format == OutputFormat::Json) {
        QJsonArray tests;
        for (const Row& row : rows) {
            QJsonObject test { { QStringLiteral("name"), row.name } };
            if (row.read)
                test.insert(QStringLiteral("read"), row.read->toJson());
            if (row.write)
                test.insert(QStringLiteral("write"), row.write->toJson());
            tests.append(test);
        }
        printJson(QJsonObject { { QStringLiteral("suite"), QStringLiteral("quick") },
            { QStringLiteral("target"), target->info().toJson() }, { QStringLiteral("tests"), tests },
            { QStringLiteral("cancelled"), cancelled }, { QStringLiteral("versions"), versionsJson() } });
    } else if (format == OutputFormat::Csv) {
        bool header = true;
        for (const Row& row : rows) {
            for (const auto* result : { &row.read, &row.write }) {
                if (*result) {
                    printResultCsv(**result, header);
                    header = false;
                }
            }
        }
    } else {
        const TargetInfo& info = target->info();
        fmt::print("DriveScope quick suite on {} ({}, {} s per test{})\n", info.path.toStdString(),
            formatDecimalSize(info.sizeBytes).toStdString(), seconds, cancelled ? ", CANCELLED: partial" : "");
        fmt::print("{:<12} {:>11} {:>11} {:>11} {:>11} {:>11} {:>11}\n", "", "Read MB/s", "Write MB/s", "Read IOPS",
            "Write IOPS", "Read µs", "Write µs");
        auto cell = [](const std::optional<WorkloadResult>& result, int what) -> std::string {
            if (!result)
                return "-";
            const RunMeasurement total = result->merged();
            switch (what) {
            case 0:
                return fmt::format("{:.2f}", result->megabytesPerSecond().mean);
            case 1:
                return fmt::format("{:.0f}", result->iops().mean);
            default:
                return fmt::format("{:.1f}", total.combinedLatency().meanNs() / 1e3);
            }
        };
        for (const Row& row : rows)
            fmt::print("{:<12} {:>11} {:>11} {:>11} {:>11} {:>11} {:>11}\n", row.name.toStdString(), cell(row.read, 0),
                cell(row.write, 0), cell(row.read, 1), cell(row.write, 1), cell(row.read, 2), cell(row.write, 2));
        for (const QString& note : info.notes)
            fmt::print("Note: {}\n", note.toStdString());
    }
    std::fflush(stdout);
    return cancelled ? kExitCancelled : kExitOk;
}

} // namespace ds::cli
