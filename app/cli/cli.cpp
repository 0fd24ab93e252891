#include "cli.h"

#include "commanddocs.h"
#include "commandsupport.h"
#include "commandtable.h"
#include "files/userfile.h"
#include "model/usererror.h"
#include "rewritecommand.h"
#include "run/io/ioengine.h"
#include "runcommand.h"

#include <QCoreApplication>

#include <atomic>
#include <csignal>
#include <fmt/core.h>

namespace ds {

namespace {
    std::atomic<bool> g_cancelRequested { false };
    static_assert(std::atomic<bool>::is_always_lock_free, "the signal handler needs a lock-free flag");

    extern "C" void onStopSignal(int)
    {
        // Only a flag: the run loop looks at it at least every 100 ms, drains its queue, prints the
        // partial result and removes its test file on the way out.
        g_cancelRequested.store(true, std::memory_order_relaxed);
    }

    void installStopHandlers()
    {
        struct sigaction action { };
        action.sa_handler = onStopSignal;
        sigemptyset(&action.sa_mask);
        action.sa_flags = 0; // no SA_RESTART: a blocking wait returns EINTR and sees the flag
        sigaction(SIGINT, &action, nullptr);
        sigaction(SIGTERM, &action, nullptr);
        sigaction(SIGHUP, &action, nullptr);
        // A session, pattern or fio file read from a pipe whose writer sends nothing stops on them too.
        setUserFileCancelFlag(&g_cancelRequested);
    }
}

int runCli(int argc, char* argv[])
{
    QCoreApplication application(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("drivescope-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(DRIVESCOPE_VERSION));
    installStopHandlers();

    QStringList arguments = QCoreApplication::arguments();
    arguments.removeFirst();
    if (arguments.isEmpty()) {
        fmt::print(stderr, "{}", cli::usageText().toStdString());
        return cli::kExitUsage;
    }
    const QString command = arguments.takeFirst();
    if (command == QLatin1String("--version") || command == QLatin1String("-v")
        || command == QLatin1String("version")) {
        fmt::print("drivescope-cli {}\n", DRIVESCOPE_VERSION);
        return cli::kExitOk;
    }
    // Hidden: the build writes the man pages and the bash completion from the command table.
    if (command == QLatin1String("help") && arguments.size() == 2
        && arguments.constFirst() == QLatin1String("--write-docs"))
        return cli::writeDocs(arguments.constLast());
    if (command == QLatin1String("--help") || command == QLatin1String("-h") || command == QLatin1String("help")) {
        fmt::print("{}", cli::usageText().toStdString());
        return cli::kExitOk;
    }
    try {
        // An interrupted rewrite test is repaired before anything else runs.
        cli::replayJournalsAndReport();
        if (const cli::Command* found = cli::findCommand(command); found && found->name != QLatin1String("render"))
            return cli::runTableCommand(*found, arguments, g_cancelRequested);
        fmt::print(stderr, "drivescope-cli: error: unknown command '{}'\n\n{}", command.toStdString(),
            cli::usageText().toStdString());
        return cli::kExitUsage;
    } catch (const UserError& error) {
        fmt::print(stderr, "drivescope-cli: error: {}\n", error.what());
        return cli::kExitUsage;
    } catch (const ReadInterrupted& stopped) {
        fmt::print(stderr, "drivescope-cli: {}\n", stopped.what());
        return cli::kExitCancelled;
    } catch (const EngineError& error) {
        fmt::print(stderr, "drivescope-cli: the I/O engine failed: {}\n", error.what());
        return cli::kExitFailure;
    } catch (const std::exception& error) {
        fmt::print(stderr, "drivescope-cli: failed: {}\n", error.what());
        return cli::kExitFailure;
    }
}

} // namespace ds
