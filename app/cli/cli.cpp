#include "cli.h"

#include "consistencycommand.h"
#include "copycommand.h"
#include "healthcommand.h"
#include "listcommand.h"
#include "model/usererror.h"
#include "model/userfile.h"
#include "multicommand.h"
#include "patterncommand.h"
#include "ptscommand.h"
#include "quickcommand.h"
#include "rewritecommand.h"
#include "run/io/ioengine.h"
#include "runcommand.h"
#include "scancommand.h"
#include "sessioncommands.h"
#include "surfacecommands.h"
#include "sweepcommand.h"

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

    const char* const kUsage = R"(Usage: drivescope-cli COMMAND [OPTIONS]

Commands:
  list                 the drives of this machine and their settings (--json for JSON)
  health               each drive's SMART assessment, counters and temperatures (--target, --json)
  run                  one workload on one target (drivescope-cli run --help)
  quick                the CrystalDiskMark-style quick suite (drivescope-cli quick --help)
  sweep-bs             MB/s, IOPS and latency against block size, 512 B to 64 MiB (IOMeter / ATTO)
  sweep-qd             IOPS and latency percentiles against queue depth, 1 to 256
  pattern              IOMeter access patterns (FileServer, WebServer, Database, Workstation or
                       your own from a JSON file) at 1 to 256 outstanding I/Os, with a rating
  multi                one workload on several targets at once (--targets A,B,…; --scaling)
  copy                 time copying a large file and many small files, within and between filesystems
  surface              HD Tach's transfer-rate curve, zone by zone (--mode quick|full, --short-stroke)
  access               random access time: single 4 KiB reads at QD1 over the whole drive
  burst                burst rate: one small region read again and again from the drive's cache
  hdtach               surface, access and burst together, summarised as HD Tach does
  sustained            a long sequential write; shows where the drive's write cache runs out
  scan                 HD Tune's error scan: reads the drive in blocks (never writes), a map of fast,
                       slow, very slow and unreadable blocks (--blocks, --range)
  consistency          performance consistency: random writes for a set time (--fill first), IOPS per
                       second as a scatter, scored on the last third as average and average ÷ stdev
  pts                  the SNIA PTS, client or enterprise (--test iops|throughput|latency|wsat): purge,
                       precondition, rounds until steady state (wsat: until 4x the capacity is
                       written); writes the whole device, saved after each round (--resume)
  compare              2 to 8 saved runs side by side: key figures, change in %, what changed
  export               a session as CSV, Markdown or HTML report, text summary or fio job file
  import-fio           fio's --output-format=json as a session
  import-report        CrystalDiskMark 5-9 and KDiskMark text reports as quick-suite runs
  fleet                a plan on several machines through fio's client/server mode
  rewrite              non-destructive surface write test: read, journal, write back, verify
  render               draw a session's run (or --json output) as the window's chart into a PNG or SVG
  --version            print the version
  --help               this text

Without --target, run and quick use a 1 GiB test file in ~/.cache/drivescope, which needs no root
and is deleted afterwards. Writing to a block device needs --allow-destroy=<that device>.
Exit status: 0 done, 1 the run failed, 2 refused (bad input or an unsafe write; nothing written),
130 stopped by Ctrl-C (the partial result is printed).
)";
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
        fmt::print(stderr, "{}", kUsage);
        return cli::kExitUsage;
    }
    const QString command = arguments.takeFirst();
    if (command == QLatin1String("--version") || command == QLatin1String("-v")
        || command == QLatin1String("version")) {
        fmt::print("drivescope-cli {}\n", DRIVESCOPE_VERSION);
        return cli::kExitOk;
    }
    if (command == QLatin1String("--help") || command == QLatin1String("-h") || command == QLatin1String("help")) {
        fmt::print("{}", kUsage);
        return cli::kExitOk;
    }
    try {
        // Issue 7: an interrupted rewrite test is repaired before anything else runs.
        cli::replayJournalsAndReport();
        if (command == QLatin1String("rewrite"))
            return cli::rewriteCommand(arguments, g_cancelRequested);
        if (command == QLatin1String("list"))
            return cli::listCommand(arguments);
        if (command == QLatin1String("health"))
            return cli::healthCommand(arguments);
        if (command == QLatin1String("run"))
            return cli::runCommand(arguments, g_cancelRequested);
        if (command == QLatin1String("quick"))
            return cli::quickCommand(arguments, g_cancelRequested);
        if (command == QLatin1String("sweep-bs"))
            return cli::sweepBlockSizeCommand(arguments, g_cancelRequested);
        if (command == QLatin1String("sweep-qd"))
            return cli::sweepQueueDepthCommand(arguments, g_cancelRequested);
        if (command == QLatin1String("pattern"))
            return cli::patternCommand(arguments, g_cancelRequested);
        if (command == QLatin1String("multi"))
            return cli::multiCommand(arguments, g_cancelRequested);
        if (command == QLatin1String("scan"))
            return cli::scanCommand(arguments, g_cancelRequested);
        if (command == QLatin1String("consistency"))
            return cli::consistencyCommand(arguments, g_cancelRequested);
        if (command == QLatin1String("pts"))
            return cli::ptsCommand(arguments, g_cancelRequested);
        if (command == QLatin1String("copy"))
            return cli::copyCommand(arguments, g_cancelRequested);
        // Issue 6: sessions.
        if (command == QLatin1String("compare"))
            return cli::compareCommand(arguments);
        if (command == QLatin1String("export"))
            return cli::exportCommand(arguments);
        if (command == QLatin1String("import-fio"))
            return cli::importFioCommand(arguments);
        if (command == QLatin1String("import-report"))
            return cli::importReportCommand(arguments);
        if (command == QLatin1String("fleet"))
            return cli::fleetCommand(arguments, g_cancelRequested);
        if (cli::isSurfaceCommand(command))
            return cli::surfaceCommand(command, arguments, g_cancelRequested);
        fmt::print(stderr, "drivescope-cli: error: unknown command '{}'\n\n{}", command.toStdString(), kUsage);
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
