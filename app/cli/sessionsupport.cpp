#include "sessionsupport.h"

#include "commandsupport.h"
#include "device/hostfacts.h"
#include "files/safesavefile.h"
#include "files/sessionfiles.h"
#include "files/userfile.h"
#include "model/plansettings.h"
#include "model/session.h"
#include "model/throttling.h"
#include "model/usererror.h"
#include "runcommand.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>

#include <cerrno>
#include <cstring>
#include <unistd.h>

#include <fmt/core.h>

namespace ds::cli {

namespace {
    // The recording of the command being run: one a process, made by CommandRecording.
    RunRecording* g_recording = nullptr;

    RunRecording& recording()
    {
        if (!g_recording)
            throw std::logic_error("a drivescope-cli command ran without its run recording");
        return *g_recording;
    }
}

CommandRecording::CommandRecording(const CommandLine& parser)
{
    const QStringList given = parser.optionNames();
    double temperatureInterval = kDefaultTemperatureIntervalSeconds;
    if (given.contains(QStringLiteral("temperature-interval")))
        temperatureInterval = parseTemperatureInterval(parser.value(QStringLiteral("temperature-interval")));
    CoolDownSettings cool;
    if (given.contains(QStringLiteral("cool-below")))
        cool.belowCelsius = parseCoolBelow(parser.value(QStringLiteral("cool-below")));
    if (given.contains(QStringLiteral("cool-idle")))
        cool.idleSeconds = parseCoolIdle(parser.value(QStringLiteral("cool-idle")));
    if (given.contains(QStringLiteral("cool-limit"))) {
        if (!cool.enabled())
            throw UserError(QStringLiteral("--cool-limit limits --cool-below or --cool-idle: give one of them"));
        cool.limitSeconds = parseCoolLimit(parser.value(QStringLiteral("cool-limit")));
    }
    m_recording = std::make_unique<RunRecording>(cool, temperatureInterval);
    g_recording = m_recording.get();
}

CommandRecording::~CommandRecording() { g_recording = nullptr; }

void addSessionOptions(OptionList& options)
{
    options.addOption(option(QStringLiteral("session"),
        QStringLiteral("Save the run to this session file (added to it when it is a session already) instead of "
                       "the session library in ~/.local/share/drivescope/sessions."),
        QStringLiteral("file")));
    options.addOption(option(QStringLiteral("no-save"), QStringLiteral("Do not save the run as a session.")));
    options.addOption(option(QStringLiteral("label"),
        QStringLiteral("Name the run in its session: compare, captions and reports call it this instead of its "
                       "drive, test and date."),
        QStringLiteral("text")));
    options.addOption(option(QStringLiteral("tag"),
        QStringLiteral("Tag the run in its session, to find it again in the bench (bench rank --tag); repeat it "
                       "or give several separated by commas."),
        QStringLiteral("tag")));
}

QStringList sessionTags(const CommandLine& parser)
{
    QStringList tags;
    for (const QString& value : parser.values(QStringLiteral("tag")))
        tags += value.split(QLatin1Char(','));
    try {
        return normalizedRunTags(tags);
    } catch (const UserError& error) {
        throw UserError(QStringLiteral("--tag: %1").arg(error.message()));
    }
}

void addMonitorOptions(OptionList& options)
{
    options.addOption(option(QStringLiteral("temperature-interval"),
        QStringLiteral("Read the drives' temperatures this often while the test runs, in seconds (default 1)."),
        QStringLiteral("seconds")));
    options.addOption(option(QStringLiteral("cool-below"),
        QStringLiteral("Before each test and each repeat, wait until the drive is below this temperature (°C)."),
        QStringLiteral("celsius")));
    options.addOption(option(QStringLiteral("cool-idle"),
        QStringLiteral("Before each test and each repeat, wait until the drive has done no I/O for this long."),
        QStringLiteral("seconds")));
    options.addOption(option(QStringLiteral("cool-limit"),
        QStringLiteral("Wait at most this long each time for --cool-below and --cool-idle (default 600)."),
        QStringLiteral("seconds")));
}

void checkSessionOptions(const CommandLine& parser)
{
    const QStringList given = parser.optionNames();
    if (given.contains(QStringLiteral("label")) && parser.value(QStringLiteral("label")).trimmed().isEmpty())
        throw UserError(QStringLiteral("--label needs a text"));
    sessionTags(parser);
    const bool session = given.contains(QStringLiteral("session"));
    if (given.contains(QStringLiteral("no-save"))) {
        if (session)
            throw UserError(QStringLiteral("--session and --no-save cannot be used together"));
        return;
    }
    // Where the run will be saved is checked now, as the save will check it, so that a run is not
    // made only to be lost (root with another user's XDG_DATA_HOME, a link at the name).
    if (!session) {
        SafeSaveFile::checkDirectory(sessionLibraryDirectory(), QStringLiteral("a session"));
        return;
    }
    const QString path = parser.value(QStringLiteral("session"));
    if (path.isEmpty())
        throw UserError(QStringLiteral("--session needs a file name"));
    const QFileInfo file(path);
    SafeSaveFile::checkDirectory(file.absolutePath(), QStringLiteral("a session"));
    // A link, device, pipe or socket at the name is refused here, before it is read.
    if (file.dir().exists())
        SafeSaveFile::checkWritable(path, QStringLiteral("a session"));
    // The whole file is checked when the run is added to it.
    if (file.exists() && !isSessionFile(path))
        throw UserError(QStringLiteral("%1 is not a DriveScope session: --session adds the run to a session, or "
                                       "makes a new file")
                            .arg(path));
}

void noteTargetOpened(const TargetInfo& target)
{
    // Said at once, not only at the end: the run does not wait for a temperature it cannot read.
    for (const QString& missing : recording().targetOpened(target))
        fmt::print(stderr, "drivescope-cli: --cool-below: {}; not waiting for a temperature\n", missing.toStdString());
}

RunContext coolingContext(RunContext context) { return recording().testContext(std::move(context)); }

QJsonObject withRunNotes(QJsonObject document, const SessionResult& result)
{
    QJsonArray caveats;
    for (const Caveat& caveat : recording().caveatsFor(result))
        caveats.append(caveat.toJson());
    document.insert(QStringLiteral("caveats"), caveats);
    const std::vector<DeviceAccounting> accounting = recording().accountingFor(result);
    if (!accounting.empty())
        document.insert(QStringLiteral("deviceAccounting"), accountingJson(accounting));
    insertThermalJson(document, recording().temperatures(), recording().health());
    return document;
}

bool recordSessionRun(const CommandLine& parser, SessionResult result, OutputFormat format)
{
    SessionRun run = recording().sessionRun(std::move(result), QCoreApplication::arguments().join(QLatin1Char(' ')));
    run.label = parser.value(QStringLiteral("label")).trimmed();
    run.tags = sessionTags(parser);
    // Under a table: how much of it the device confirmed, marked where it did not (JSON has it in the
    // document, CSV on stderr). The table marks each figure its own count did not confirm.
    const QString confirmed = accountingSummary(run.accounting);
    if ((!confirmed.isEmpty() || !run.partsConfirmed()) && format != OutputFormat::Json) {
        std::FILE* out = format == OutputFormat::Table ? stdout : stderr;
        const bool marked = !accountingConfirmed(run.accounting);
        fmt::print(out, "{}", format == OutputFormat::Table ? "\n" : "");
        if (!confirmed.isEmpty())
            fmt::print(out, "{}{}\n", marked ? kUnconfirmedMark : "", confirmed.toStdString());
        if (marked || !run.partsConfirmed())
            fmt::print(out, "{}marks figures the device did not confirm; see the caveats\n", kUnconfirmedMark);
        std::fflush(out);
    }
    // The drives' temperatures and what the run cost them, or why neither is known.
    if (format == OutputFormat::Table && (!run.temperatures.empty() || !run.health.empty())) {
        fmt::print("\nTemperature:\n");
        for (const TemperatureSeries& series : run.temperatures)
            fmt::print("  {}\n", series.summary().toStdString());
        if (!run.health.empty())
            fmt::print("SMART:\n");
        for (const RunHealth& drive : run.health)
            fmt::print("  {}\n", drive.summary().toStdString());
        std::fflush(stdout);
    }
    if (!run.caveats.empty()) {
        std::FILE* out = format == OutputFormat::Table ? stdout : stderr;
        fmt::print(out, "{}Caveats:\n", format == OutputFormat::Table ? "\n" : "");
        for (const Caveat& caveat : run.caveats)
            fmt::print(out, "  ! {}\n", caveat.text.toStdString());
        std::fflush(out);
    }
    if (parser.isSet(QStringLiteral("no-save")))
        return true;
    try {
        QString path = parser.value(QStringLiteral("session"));
        // Before it is read: a link, a pipe or a device there is no session to add to.
        if (!path.isEmpty())
            SafeSaveFile::checkWritable(path, QStringLiteral("a session"));
        Session session;
        if (!path.isEmpty() && QFileInfo::exists(path)) {
            session = loadSession(path); // a run more in the session the user chose
        } else {
            session = Session::startNew(QStringLiteral("drivescope-cli"), readHostFacts());
        }
        if (path.isEmpty())
            path = newLibraryPathFor(run);
        session.addRun(std::move(run));
        saveSession(session, path);
        fmt::print(stderr, "drivescope-cli: session saved to {}\n", path.toStdString());
        return true;
    } catch (const UserError& error) {
        fmt::print(stderr, "drivescope-cli: error: the session was not saved: {}\n", error.what());
        return false;
    }
}

int recordAndExit(const CommandLine& parser, SessionResult result, OutputFormat format)
{
    const bool cancelled = std::visit([](const auto& any) { return any.cancelled; }, result);
    if (!recordSessionRun(parser, std::move(result), format))
        return kExitFailure;
    std::fflush(stdout);
    return cancelled ? kExitCancelled : kExitOk;
}

} // namespace ds::cli
