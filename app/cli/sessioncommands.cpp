#include "sessioncommands.h"

#include "bench/benchpush.h"
#include "commandsupport.h"
#include "files/safesavefile.h"
#include "files/sessionfiles.h"
#include "files/userfile.h"
#include "model/compare.h"
#include "model/fiointerop.h"
#include "model/reportimport.h"
#include "model/usererror.h"
#include "reports/export.h"
#include "runcommand.h"
#include "sessionsupport.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryFile>

#include <cstdio>
#include <functional>
#include <optional>
#include <thread>

#include <fmt/core.h>

namespace ds::cli {

namespace {
    void addReportThemeOption(OptionList& options)
    {
        options.addOption(option(QStringLiteral("theme"),
            QStringLiteral("The report's colours, its page and charts: light (for print, the default) or dark."),
            QStringLiteral("light|dark")));
    }

    // The --theme given, for an output that has colours; refused elsewhere, and for an unknown name.
    ExportTheme parseReportTheme(const CommandLine& parser, bool coloured, const QString& colouredOutputs)
    {
        if (!parser.isSet(QStringLiteral("theme")))
            return ExportTheme::Light;
        if (!coloured)
            throw UserError(QStringLiteral("--theme is for %1, which have colours").arg(colouredOutputs));
        const QString name = parser.value(QStringLiteral("theme"));
        const std::optional<ExportTheme> theme = exportThemeNamed(name);
        if (!theme)
            throw UserError(QStringLiteral("--theme must be light or dark, not '%1'").arg(name));
        return *theme;
    }
}

void declareCompareOptions(OptionList& options)
{
    options.addOption(option(QStringLiteral("json"), QStringLiteral("Print the comparison as JSON.")));
    options.addOption(option(QStringLiteral("markdown"),
        QStringLiteral("Print the comparison as a Markdown report, with the runs' IOPS over time overlaid.")));
    options.addOption(option(QStringLiteral("html"),
        QStringLiteral("Print the comparison as an HTML report, with the runs' IOPS over time overlaid.")));
    addReportThemeOption(options);
    options.addHelpOption();
}

int compareCommand(const CommandLine& parser, const std::atomic<bool>&)
{
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty())
        throw UserError(QStringLiteral("compare needs 2 to 8 session files (FILE or FILE#RUN)"));
    const int formats = static_cast<int>(parser.isSet(QStringLiteral("json")))
        + static_cast<int>(parser.isSet(QStringLiteral("markdown")))
        + static_cast<int>(parser.isSet(QStringLiteral("html")));
    if (formats > 1)
        throw UserError(QStringLiteral("choose one of --json, --markdown and --html"));
    const bool report = parser.isSet(QStringLiteral("markdown")) || parser.isSet(QStringLiteral("html"));
    const ExportTheme theme = parseReportTheme(parser, report, QStringLiteral("--markdown and --html"));
    const Comparison comparison = Comparison::of(compareItemsFromFiles(files));
    if (parser.isSet(QStringLiteral("json")))
        printJson(comparison.toJson());
    else if (parser.isSet(QStringLiteral("markdown")))
        fmt::print("{}\n", compareMarkdownReport(comparison, theme).toStdString());
    else if (parser.isSet(QStringLiteral("html")))
        fmt::print("{}", compareHtmlReport(comparison, theme).toStdString());
    else
        fmt::print("{}", comparison.toText().toStdString());
    return kExitOk;
}

namespace {
    using Sink = std::function<void(const QByteArray&)>;

    // Writes what `produce` hands its sink (UTF-8, a piece at a time) to a file atomically, or to
    // stdout when the path is empty or "-".
    void writeOutput(const QString& path, const std::function<void(const Sink&)>& produce)
    {
        if (path.isEmpty() || path == QLatin1String("-")) {
            produce([](const QByteArray& bytes) { std::fwrite(bytes.constData(), 1, bytes.size(), stdout); });
            std::fflush(stdout);
            return;
        }
        checkOutputKeepsSessions(path, QStringLiteral("the export"));
        SafeSaveFile file(path, QStringLiteral("the export"));
        produce([&](const QByteArray& bytes) { file.write(bytes); });
        file.commit();
        fmt::print(stderr, "drivescope-cli: wrote {}\n", path.toStdString());
    }

    void writeOutput(const QString& path, const QString& text)
    {
        writeOutput(path, [&text](const Sink& write) { write(text.toUtf8()); });
    }

    // A run's CSV, streamed: a surface of millions of zones is never held whole.
    void writeCsvOutput(const QString& path, const SessionRun& run)
    {
        writeOutput(path, [&run](const Sink& write) { writeRunCsv(run, write); });
    }
}

void declareExportOptions(OptionList& options)
{
    options.addOption(
        option(QStringLiteral("format"), QStringLiteral("csv, series-csv, markdown, html, text or fio (default text)."),
            QStringLiteral("format"), QStringLiteral("text")));
    options.addOption(option(QStringLiteral("output"),
        QStringLiteral("The file to write (csv: a directory, one file per run); default stdout."),
        QStringLiteral("path")));
    options.addOption(option(QStringLiteral("run"),
        QStringLiteral("Only this run (1-based); fio needs one when the "
                       "session has several."),
        QStringLiteral("n")));
    addReportThemeOption(options);
    options.addHelpOption();
}

int exportCommand(const CommandLine& parser, const std::atomic<bool>&)
{
    if (parser.positionalArguments().size() != 1)
        throw UserError(QStringLiteral("export needs exactly one session file"));
    const QString format = parser.value(QStringLiteral("format"));
    static const QStringList formats { QStringLiteral("csv"), QStringLiteral("series-csv"), QStringLiteral("markdown"),
        QStringLiteral("html"), QStringLiteral("text"), QStringLiteral("fio") };
    if (!formats.contains(format))
        throw UserError(
            QStringLiteral("--format must be one of %1, not '%2'").arg(formats.join(QStringLiteral(", ")), format));
    const ExportTheme theme
        = parseReportTheme(parser, format == QLatin1String("markdown") || format == QLatin1String("html"),
            QStringLiteral("--format markdown and html"));
    const QString input = parser.positionalArguments().constFirst();
    const QString output = parser.value(QStringLiteral("output"));
    if (isSameExistingFile(output, input))
        throw UserError(
            QStringLiteral("refusing to write the export over %1: it is the file being exported").arg(input));
    Session session = loadSessionOrFioOutput(input);
    if (parser.isSet(QStringLiteral("run"))) {
        const unsigned pick = parseUnsigned(
            parser, QStringLiteral("run"), 1, static_cast<unsigned>(std::max<size_t>(1, session.runs.size())));
        if (pick > session.runs.size())
            throw UserError(QStringLiteral("the session has %1 run(s)").arg(session.runs.size()));
        // Moved, not copied (twice, through an initializer list): a surface's zones are large.
        SessionRun one = std::move(session.runs[pick - 1]);
        session.runs.clear();
        session.runs.push_back(std::move(one));
    }
    if (session.runs.empty())
        throw UserError(QStringLiteral("the session holds no runs"));
    if (format == QLatin1String("series-csv")) {
        QString csv;
        for (const SessionRun& run : session.runs) {
            const QString rows = runSeriesCsv(run);
            // One header for all the runs.
            csv += csv.isEmpty() ? rows : rows.mid(rows.indexOf(QLatin1Char('\n')) + 1);
        }
        writeOutput(output, csv);
    } else if (format == QLatin1String("markdown")) {
        writeOutput(output, markdownReport(session, theme));
    } else if (format == QLatin1String("html")) {
        writeOutput(output, htmlReport(session, theme));
    } else if (format == QLatin1String("text")) {
        writeOutput(output, textSummary(session));
    } else if (format == QLatin1String("fio")) {
        if (session.runs.size() != 1)
            throw UserError(QStringLiteral("the session has %1 runs: pick one with --run N").arg(session.runs.size()));
        writeOutput(output, fioJobFile(session.runs.front()));
    } else if (session.runs.size() == 1
        && (output.isEmpty() || output == QLatin1String("-") || !QFileInfo(output).isDir())) {
        writeCsvOutput(output, session.runs.front());
    } else {
        // One CSV per run: 1-surface.csv, 2-sweep-bs.csv …
        if (output.isEmpty() || output == QLatin1String("-"))
            throw UserError(
                QStringLiteral("the session has %1 runs: give --output DIR for one CSV file each, or --run N")
                    .arg(session.runs.size()));
        if (!QDir().mkpath(output))
            throw UserError(QStringLiteral("cannot create the directory %1").arg(output));
        for (const SessionRun& run : session.runs)
            writeCsvOutput(QDir(output).filePath(QStringLiteral("%1-%2.csv").arg(run.id, run.kindName())), run);
    }
    return kExitOk;
}

void declareImportOptions(OptionList& options)
{
    addSessionOptions(options);
    options.addOption(option(QStringLiteral("json"), QStringLiteral("Print the session as JSON.")));
    options.addHelpOption();
}

namespace {
    // An import's last steps, alike for fio's output and reports: --label and --tag on every run, the
    // session printed (text or --json), then saved to --session or the library unless --no-save.
    int finishImport(const CommandLine& parser, Session session, const QString& kind, const QString& firstPath)
    {
        const QStringList tags = sessionTags(parser);
        for (SessionRun& run : session.runs) {
            run.label = parser.value(QStringLiteral("label")).trimmed();
            run.tags = tags;
        }
        if (parser.isSet(QStringLiteral("json")))
            printJson(session.toJson());
        else
            fmt::print("{}", textSummary(session).toStdString());
        if (parser.isSet(QStringLiteral("no-save")))
            return kExitOk;
        QString target = parser.value(QStringLiteral("session"));
        if (target.isEmpty())
            target = newLibraryPath(kind, QFileInfo(firstPath).completeBaseName());
        saveSession(session, target);
        fmt::print(stderr, "drivescope-cli: session saved to {}\n", target.toStdString());
        return kExitOk;
    }
}

int importFioCommand(const CommandLine& parser, const std::atomic<bool>&)
{
    if (parser.positionalArguments().size() != 1)
        throw UserError(QStringLiteral("import-fio needs exactly one fio JSON file"));
    const QString path = parser.positionalArguments().constFirst();
    QFile file;
    openUserFileOrStdin(file, path);
    Session session
        = importFioJson(readUserFile(file, path, kMaxFioJsonBytes, QStringLiteral("fio's JSON output")), path);
    return finishImport(parser, std::move(session), QStringLiteral("fio"), path);
}

int importReportCommand(const CommandLine& parser, const std::atomic<bool>&)
{
    const QStringList paths = parser.positionalArguments();
    if (paths.isEmpty())
        throw UserError(QStringLiteral("import-report needs at least one CrystalDiskMark or KDiskMark report"));
    Session session;
    for (const QString& path : paths) {
        // A report is a file someone saved: a device, directory or pipe by that name is a mistake.
        if (path != QLatin1String("-") && QFileInfo::exists(path) && !QFileInfo(path).isFile())
            throw UserError(QStringLiteral("%1 is not a regular file").arg(path));
        QFile file;
        openUserFileOrStdin(file, path);
        const Session one = importBenchmarkReport(
            readUserFile(file, path, kMaxReportBytes, QStringLiteral("a CrystalDiskMark or KDiskMark report")), path);
        if (session.runs.empty()) {
            session.appVersion = one.appVersion;
            session.createdAt = one.createdAt;
            session.origin = one.origin;
            session.host = one.host;
        } else if (session.origin != one.origin || session.host.os != one.host.os) {
            session.origin = QStringLiteral("CrystalDiskMark and KDiskMark reports");
            session.host = HostFacts {};
        }
        for (SessionRun run : one.runs)
            session.addRun(std::move(run));
    }
    return finishImport(parser, std::move(session), QStringLiteral("report"), paths.constFirst());
}

namespace {
    struct FleetHost {
        QString host;
        int port = 8765; // fio's default
        QString target;
        QString label() const { return QStringLiteral("%1:%2").arg(host).arg(port); }
    };

    // host[:port][=target]
    FleetHost parseHost(const QString& text, const QString& defaultTarget)
    {
        FleetHost host;
        QString address = text.section(QLatin1Char('='), 0, 0).trimmed();
        host.target = text.contains(QLatin1Char('=')) ? text.section(QLatin1Char('='), 1).trimmed() : defaultTarget;
        if (address.count(QLatin1Char(':')) == 1) {
            bool ok = false;
            host.port = address.section(QLatin1Char(':'), 1).toInt(&ok);
            if (!ok || host.port < 1 || host.port > 65535)
                throw UserError(QStringLiteral("'%1': the port must be 1 to 65535").arg(text));
            address = address.section(QLatin1Char(':'), 0, 0);
        }
        static const QRegularExpression valid(QStringLiteral("^[A-Za-z0-9._:-]+$"));
        if (address.isEmpty() || !valid.match(address).hasMatch())
            throw UserError(QStringLiteral("'%1' is not a host name or address").arg(text));
        if (host.target.isEmpty())
            throw UserError(QStringLiteral("no target for %1: give HOST=TARGET or --target").arg(address));
        host.host = address;
        return host;
    }

    // The plan: a workload as JSON (a session run's "plan"), or the first run of a session file.
    WorkloadSpec loadPlan(const QString& path)
    {
        QFile file(path);
        if (!openUserFile(file))
            throw UserError(QStringLiteral("cannot open the plan %1: %2").arg(path, file.errorString()));
        const QByteArray bytes = readUserFile(file, path, Session::kMaxFileBytes, QStringLiteral("a plan"));
        if (bytes.contains("\"drivescope-session\"")) {
            const Session session = Session::parse(bytes, path);
            for (const SessionRun& run : session.runs)
                if (const auto* workload = std::get_if<WorkloadResult>(&run.result))
                    return workload->spec;
            throw UserError(QStringLiteral("%1 holds no workload run (drivescope-cli run) to use as a plan").arg(path));
        }
        QJsonParseError error {};
        const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
        if (error.error != QJsonParseError::NoError || !document.isObject())
            throw UserError(QStringLiteral("the plan %1 is not a JSON object: %2").arg(path, error.errorString()));
        try {
            return WorkloadSpec::fromJson(document.object());
        } catch (const UserError& problem) {
            throw UserError(QStringLiteral("the plan %1: %2").arg(path, problem.message()));
        }
    }
}

void declareFleetOptions(OptionList& options)
{
    options.addOption(option(QStringLiteral("hosts"),
        QStringLiteral("HOST[:PORT][=TARGET],… (port 8765 by default; TARGET: the device or file on that host)."),
        QStringLiteral("list")));
    options.addOption(option(QStringLiteral("plan"),
        QStringLiteral("A workload as JSON (the \"plan\" of a session run), or a session file whose first workload "
                       "run is replayed."),
        QStringLiteral("file")));
    options.addOption(option(QStringLiteral("target"),
        QStringLiteral("The target on hosts that do not name their own."), QStringLiteral("path")));
    options.addOption(option(QStringLiteral("file-size"),
        QStringLiteral("Size of a test file when the target is not a device (default 1G)."), QStringLiteral("size"),
        QStringLiteral("1G")));
    options.addOption(option(QStringLiteral("engine"), QStringLiteral("io_uring (default) or threads (psync)."),
        QStringLiteral("engine"), QStringLiteral("io_uring")));
    options.addOption(option(QStringLiteral("output-dir"),
        QStringLiteral("Where the per-host sessions go (default: the session library)."), QStringLiteral("dir")));
    options.addOption(option(QStringLiteral("fio"), QStringLiteral("The fio program (default fio)."),
        QStringLiteral("path"), QStringLiteral("fio")));
    options.addOption(option(QStringLiteral("json"), QStringLiteral("Print the per-host figures as JSON.")));
    options.addOption(option(QStringLiteral("push"),
        QStringLiteral("Also send the hosts' sessions to this shared bench (postgresql://…, as bench --bench)."),
        QStringLiteral("url")));
    options.addHelpOption();
}

namespace {
    // What fleet's options ask for, read and checked before any fio starts.
    struct FleetRequest {
        std::vector<FleetHost> hosts;
        WorkloadSpec spec;
        QString engine; // fio's ioengine
        uint64_t fileBytes = 0;
        QString fio;
        QString outputDir;
        std::optional<BenchLocation> bench; // --push
    };

    FleetRequest parseFleetRequest(const CommandLine& parser)
    {
        if (!parser.isSet(QStringLiteral("hosts")) || !parser.isSet(QStringLiteral("plan")))
            throw UserError(QStringLiteral("fleet needs --hosts and --plan"));
        FleetRequest request;
        for (const QString& text : splitList(parser.value(QStringLiteral("hosts")), QStringLiteral("hosts")))
            request.hosts.push_back(parseHost(text, parser.value(QStringLiteral("target"))));
        if (request.hosts.empty() || request.hosts.size() > 256)
            throw UserError(QStringLiteral("--hosts names 1 to 256 hosts"));
        // A bad bench URL (a password in it) is refused before anything runs.
        if (parser.isSet(QStringLiteral("push")))
            request.bench = BenchLocation::postgresql(parser.value(QStringLiteral("push")));
        request.spec = loadPlan(parser.value(QStringLiteral("plan")));
        if (!(request.spec.durationSeconds > 0) && request.spec.totalBytes == 0)
            throw UserError(QStringLiteral("the plan needs a duration or a byte count"));
        request.spec.validate(UINT64_MAX / 2, 1);
        request.engine = parser.value(QStringLiteral("engine")) == QLatin1String("threads")
            ? QStringLiteral("psync")
            : QStringLiteral("io_uring");
        request.fileBytes = parseSize(parser.value(QStringLiteral("file-size")));
        request.fio = parser.value(QStringLiteral("fio"));
        request.outputDir = parser.value(QStringLiteral("output-dir"));
        return request;
    }

    // One host's fio client and what it answered.
    struct FleetClient {
        FleetHost host;
        std::unique_ptr<QTemporaryFile> job;
        std::unique_ptr<QProcess> process;
    };

    // One fio client per host, all at once: each gives its own JSON, so two servers on one address
    // (different ports) cannot be mixed up. False when the run was stopped or a host did not answer in
    // time: every client is then ended.
    bool runFleet(const FleetRequest& request, std::vector<FleetClient>& clients, const std::atomic<bool>& cancel)
    {
        for (const FleetHost& host : request.hosts) {
            TargetInfo target;
            target.path = host.target;
            target.kind = host.target.startsWith(QLatin1String("/dev/")) ? TargetInfo::Kind::BlockDevice
                                                                         : TargetInfo::Kind::TestFile;
            target.sizeBytes = request.fileBytes;
            FleetClient one { host, std::make_unique<QTemporaryFile>(), std::make_unique<QProcess>() };
            if (!one.job->open())
                throw UserError(QStringLiteral("cannot write a fio job file: %1").arg(one.job->errorString()));
            one.job->write(fioJobSection(QStringLiteral("drivescope"), request.spec, target, request.engine).toUtf8());
            one.job->flush();
            one.process->setProgram(request.fio);
            one.process->setArguments({ QStringLiteral("--client=%1,%2").arg(host.host).arg(host.port),
                one.job->fileName(), QStringLiteral("--output-format=json+") });
            clients.push_back(std::move(one));
        }
        for (FleetClient& one : clients) {
            one.process->start();
            if (!one.process->waitForStarted(10000))
                throw UserError(
                    QStringLiteral("cannot start %1: %2").arg(one.process->program(), one.process->errorString()));
        }
        // The run takes the plan's time and then some; a host that does not answer is given up on.
        const WorkloadSpec& spec = request.spec;
        const qint64 limitMs
            = static_cast<qint64>((spec.durationSeconds + spec.warmupSeconds) * spec.repeats * 1000) + 120000;
        QElapsedTimer clock;
        clock.start();
        bool stopped = false;
        for (FleetClient& one : clients) {
            while (!one.process->waitForFinished(100)) {
                if (cancel.load() || clock.elapsed() > limitMs) {
                    stopped = true;
                    for (FleetClient& each : clients)
                        each.process->kill();
                }
                if (one.process->state() == QProcess::NotRunning)
                    break;
            }
        }
        if (stopped)
            for (FleetClient& one : clients)
                one.process->waitForFinished(5000);
        return !stopped;
    }

    // A host's answer as it was saved: its session's figures, or why there are none.
    struct FleetHostOutcome {
        QString label;
        QString target;
        QString session;
        double megabytesPerSecond = 0;
        double iops = 0;
        double meanLatencyNs = 0;
        double p99LatencyNs = 0;
        QString error;
        std::vector<BenchRun> benchRuns; // with --push
    };

    // Each host's answer imported and saved as a session of its own.
    FleetHostOutcome saveFleetHost(FleetClient& one, const QString& outputDir, bool forBench)
    {
        FleetHostOutcome outcome;
        outcome.label = one.host.label();
        outcome.target = one.host.target;
        const QByteArray output = one.process->readAllStandardOutput();
        try {
            if (one.process->exitStatus() != QProcess::NormalExit || one.process->exitCode() != 0)
                throw UserError(
                    QStringLiteral("fio exited with status %1: %2")
                        .arg(one.process->exitCode())
                        .arg(QString::fromLocal8Bit(one.process->readAllStandardError()).trimmed().left(400)));
            Session session = importFioJson(output, QStringLiteral("fio's answer from %1").arg(outcome.label));
            session.origin = QStringLiteral("fleet host %1, %2").arg(outcome.label, session.origin);
            session.host.hostname = outcome.label;
            for (SessionRun& run : session.runs)
                run.command = QCoreApplication::arguments().join(QLatin1Char(' '));
            QString path;
            if (outputDir.isEmpty()) {
                path = newLibraryPath(QStringLiteral("fleet"), outcome.label);
            } else {
                QString name = outcome.label;
                name.replace(QLatin1Char(':'), QLatin1Char('-'));
                path = QDir(outputDir).filePath(name + QStringLiteral(".json"));
            }
            saveSession(session, path);
            if (forBench)
                outcome.benchRuns = benchRunsOf(session, path);
            const auto& result = std::get<WorkloadResult>(session.runs.front().result);
            const LatencyHistogram latency = result.merged().combinedLatency();
            outcome.session = path;
            outcome.megabytesPerSecond = result.megabytesPerSecond().mean;
            outcome.iops = result.iops().mean;
            outcome.meanLatencyNs = latency.meanNs();
            outcome.p99LatencyNs = static_cast<double>(latency.percentileNs(99));
        } catch (const UserError& error) {
            outcome.error = error.message();
        }
        return outcome;
    }

    // The table (on stderr beside --json), each failed host on stderr, and the --json document.
    void printFleet(const std::vector<FleetHostOutcome>& outcomes, bool json, const std::optional<QJsonObject>& bench)
    {
        std::FILE* table = json ? stderr : stdout;
        fmt::print(table, "{:<28} {:>10} {:>10} {:>12} {:>12}  {}\n", "host", "MB/s", "IOPS", "mean", "p99", "session");
        QJsonArray report;
        for (const FleetHostOutcome& outcome : outcomes) {
            if (!outcome.error.isEmpty()) {
                fmt::print(
                    stderr, "drivescope-cli: {}: {}\n", outcome.label.toStdString(), outcome.error.toStdString());
                report.append(QJsonObject {
                    { QStringLiteral("host"), outcome.label }, { QStringLiteral("error"), outcome.error } });
                continue;
            }
            fmt::print(table, "{:<28} {:>10.1f} {:>10.0f} {:>12} {:>12}  {}\n", outcome.label.toStdString(),
                outcome.megabytesPerSecond, outcome.iops, formatLatency(outcome.meanLatencyNs).toStdString(),
                formatLatency(outcome.p99LatencyNs).toStdString(), outcome.session.toStdString());
            report.append(QJsonObject {
                { QStringLiteral("host"), outcome.label },
                { QStringLiteral("target"), outcome.target },
                { QStringLiteral("session"), outcome.session },
                { QStringLiteral("megabytesPerSecond"), outcome.megabytesPerSecond },
                { QStringLiteral("iops"), outcome.iops },
                { QStringLiteral("meanLatencyNs"), outcome.meanLatencyNs },
            });
        }
        QJsonObject document { { QStringLiteral("test"), QStringLiteral("fleet") },
            { QStringLiteral("hosts"), report } };
        if (bench)
            document.insert(QStringLiteral("bench"), *bench);
        if (json)
            printJson(document);
    }

    // The saved sessions' runs sent to the shared bench; they are saved whatever it says, and a server
    // that is away gets them from the queue.
    std::optional<QJsonObject> pushFleet(const FleetRequest& request, const std::vector<FleetHostOutcome>& outcomes)
    {
        std::vector<BenchRun> runs;
        for (const FleetHostOutcome& outcome : outcomes)
            runs.insert(runs.end(), outcome.benchRuns.begin(), outcome.benchRuns.end());
        if (!request.bench || runs.empty())
            return std::nullopt;
        const PushOutcome pushed = pushToBench(*request.bench, runs, benchQueuePath());
        fmt::print(stderr, "drivescope-cli: {}: {} runs added, {} already there{}\n",
            request.bench->display.toStdString(), pushed.added, pushed.alreadyThere,
            pushed.queued ? fmt::format(", {} queued: {}", pushed.queued, pushed.unreachable.toStdString())
                          : std::string());
        return QJsonObject { { QStringLiteral("added"), pushed.added },
            { QStringLiteral("alreadyThere"), pushed.alreadyThere }, { QStringLiteral("queued"), pushed.queued } };
    }
}

int fleetCommand(const CommandLine& parser, const std::atomic<bool>& cancel)
{
    const FleetRequest request = parseFleetRequest(parser);
    std::vector<FleetClient> clients;
    if (!runFleet(request, clients, cancel)) {
        fmt::print(stderr, "drivescope-cli: fleet run {}; nothing saved\n", cancel.load() ? "stopped" : "timed out");
        return cancel.load() ? kExitCancelled : kExitFailure;
    }
    std::vector<FleetHostOutcome> outcomes;
    for (FleetClient& one : clients)
        outcomes.push_back(saveFleetHost(one, request.outputDir, request.bench.has_value()));
    printFleet(outcomes, parser.isSet(QStringLiteral("json")), pushFleet(request, outcomes));
    const bool failed = std::any_of(
        outcomes.begin(), outcomes.end(), [](const FleetHostOutcome& one) { return !one.error.isEmpty(); });
    return failed ? kExitFailure : kExitOk;
}

} // namespace ds::cli
