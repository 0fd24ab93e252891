#include "sessionsupport.h"

#include "commandsupport.h"
#include "session/otheriomonitor.h"
#include "usererror.h"
#include "userfile.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFileInfo>

#include <fmt/core.h>

namespace ds::cli {

namespace {
    // The caveats of this process's run; a CLI process runs one command.
    OtherIoMonitor& monitor()
    {
        static OtherIoMonitor instance;
        return instance;
    }

    QString startedAt()
    {
        static const QString now = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
        return now;
    }
}

void addSessionOptions(QCommandLineParser& parser)
{
    parser.addOption(option(QStringLiteral("session"),
        QStringLiteral("Save the run to this session file (added to it when it is a session already) instead of "
                       "the session library in ~/.local/share/drivescope/sessions."),
        QStringLiteral("file")));
    parser.addOption(option(QStringLiteral("no-save"), QStringLiteral("Do not save the run as a session.")));
}

void noteTargetOpened(const TargetInfo& target)
{
    startedAt();
    monitor().targetOpened(target);
}

std::vector<Caveat> caveatsForRun(const SessionResult& result) { return monitor().caveatsFor(result); }

bool recordSessionRun(const QCommandLineParser& parser, SessionResult result, OutputFormat format)
{
    SessionRun run;
    run.command = QCoreApplication::arguments().join(QLatin1Char(' '));
    run.startedAt = startedAt();
    run.result = std::move(result);
    run.errors = SessionRun::errorsOf(run.result);
    run.caveats = caveatsForRun(run.result);
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
        // Before it is read: a pipe there would never end, a device is no session.
        if (!path.isEmpty())
            checkOutputFile(path, QStringLiteral("a session"));
        Session session;
        if (!path.isEmpty() && QFileInfo::exists(path)) {
            session = Session::load(path); // a run more in the session the user chose
        } else {
            session = Session::startNew(QStringLiteral("drivescope-cli"));
        }
        const std::vector<TargetInfo> targets = run.targets();
        const QString kind = run.kindName();
        session.addRun(std::move(run));
        if (path.isEmpty())
            path = Session::newLibraryPath(kind,
                targets.empty()             ? QString()
                    : targets.front().drive ? targets.front().drive->name
                                            : QFileInfo(targets.front().path).fileName());
        session.save(path);
        fmt::print(stderr, "drivescope-cli: session saved to {}\n", path.toStdString());
        return true;
    } catch (const UserError& error) {
        fmt::print(stderr, "drivescope-cli: error: the session was not saved: {}\n", error.what());
        return false;
    }
}

} // namespace ds::cli
