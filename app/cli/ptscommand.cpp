#include "ptscommand.h"

#include "commandsupport.h"
#include "files/ptsstate.h"
#include "model/runplan.h"
#include "model/usererror.h"
#include "run/benchmarks/pts.h"
#include "runcommand.h"
#include "sessionsupport.h"

#include <QFileInfo>

#include <fmt/core.h>

#include <cmath>

namespace ds::cli {

namespace {

    std::string mixName(unsigned readPercent) { return fmt::format("{}/{}", readPercent, 100 - readPercent); }

    void printIopsTable(const PtsResult& result)
    {
        const auto& mixes = PtsPlan::readPercents();
        const auto& sizes = PtsPlan::blockSizes();
        fmt::print("\nIOPS averaged over the window (read/write mix across, block size down)\n{:>9}", "");
        for (unsigned mix : mixes)
            fmt::print(" {:>9}", mixName(mix));
        fmt::print("\n");
        for (size_t size = 0; size < sizes.size(); ++size) {
            fmt::print("{:>9}", u8(formatBinarySize(sizes[size])));
            for (size_t mix = 0; mix < mixes.size(); ++mix)
                fmt::print(" {:>9.0f}", result.table[mix * sizes.size() + size]);
            fmt::print("\n");
        }
    }

    void printWindowTable(const PtsResult& result)
    {
        const PtsLayout& layout = result.plan.layout();
        if (result.plan.test == PtsTest::Throughput) {
            fmt::print(
                "\nSequential MB/s averaged over the window\n{:>9} {:>12} {:>12}\n", "", "read 100/0", "write 0/100");
            for (uint32_t block : layout.blockBytes)
                fmt::print("{:>9} {:>12.1f} {:>12.1f}\n", u8(formatBinarySize(block)),
                    result.windowMegabytesPerSecond(layout.cellIndex(100, block)),
                    result.windowMegabytesPerSecond(layout.cellIndex(0, block)));
            return;
        }
        fmt::print("\nLatency over the window in ms (every request of its rounds)\n{:>15} {:>10} {:>10} {:>10} "
                   "{:>10} {:>10}\n",
            "", "IOPS", "mean", "p99", "p99.99", "max");
        for (size_t cell = 0; cell < layout.cellCount() && cell < result.latencyTable.size(); ++cell) {
            const PtsLatencyFigures& figures = result.latencyTable[cell];
            if (figures.ios == 0)
                fmt::print("{:>15} {:>10}\n", u8(layout.cellName(cell)), "skipped");
            else
                fmt::print("{:>15} {:>10.0f} {:>10.3f} {:>10.3f} {:>10.3f} {:>10.3f}\n", u8(layout.cellName(cell)),
                    result.table[cell], figures.meanMs, figures.p99Ms, figures.p9999Ms, figures.maxMs);
        }
    }

    void printCsv(const PtsResult& result)
    {
        const PtsLayout& layout = result.plan.layout();
        switch (result.plan.test) {
        case PtsTest::Iops:
            // The table averaged over the measurement window, one row per block size and mix.
            fmt::print("block_bytes,read_pct,iops\n");
            for (uint32_t block : layout.blockBytes)
                for (unsigned read : layout.readPercents)
                    fmt::print("{},{},{:.1f}\n", block, read,
                        result.table.empty() ? 0.0 : result.table[layout.cellIndex(read, block)]);
            return;
        case PtsTest::Throughput:
            fmt::print("block_bytes,read_pct,mbps\n");
            for (size_t cell = 0; cell < layout.cellCount(); ++cell)
                fmt::print("{},{},{:.2f}\n", layout.blockOf(cell), layout.readPercentOf(cell),
                    result.windowMegabytesPerSecond(cell));
            return;
        case PtsTest::Latency:
            fmt::print("block_bytes,read_pct,iops,mean_ms,p99_ms,p99_99_ms,max_ms\n");
            for (size_t cell = 0; cell < layout.cellCount() && cell < result.latencyTable.size(); ++cell) {
                const PtsLatencyFigures& figures = result.latencyTable[cell];
                fmt::print("{},{},{:.1f},{:.4f},{:.4f},{:.4f},{:.4f}\n", layout.blockOf(cell),
                    layout.readPercentOf(cell), result.table[cell], figures.meanMs, figures.p99Ms, figures.p9999Ms,
                    figures.maxMs);
            }
            return;
        case PtsTest::Wsat: {
            // The curve: each round against what had been written by its end.
            fmt::print("round,written_bytes,iops,mean_ms,p99_ms\n");
            const std::vector<uint64_t> written = result.writtenAfterRounds();
            for (size_t r = 0; r < result.rounds.size(); ++r) {
                const PtsRound& round = result.rounds[r];
                fmt::print("{},{},{:.1f},{:.4f},{:.4f}\n", r + 1, written[r], round.iops.front(),
                    round.meanLatencyMs.empty() ? 0.0 : round.meanLatencyMs.front(),
                    round.p99LatencyMs.empty() ? 0.0 : round.p99LatencyMs.front());
            }
            return;
        }
        }
    }

    void printWsat(const PtsResult& result)
    {
        const uint64_t tested = result.plan.testedBytes(result.target.sizeBytes);
        fmt::print("\nRound  {:>12} {:>10} {:>10} {:>10}\n", "written", "IOPS", "mean ms", "p99 ms");
        const std::vector<uint64_t> written = result.writtenAfterRounds();
        for (size_t r = 0; r < result.rounds.size(); ++r) {
            const PtsRound& round = result.rounds[r];
            fmt::print("{:>5}  {:>12} {:>10.0f} {:>10.3f} {:>10.3f}\n", r + 1, u8(formatBinarySize(written[r])),
                round.iops.front(), round.meanLatencyMs.empty() ? 0.0 : round.meanLatencyMs.front(),
                round.p99LatencyMs.empty() ? 0.0 : round.p99LatencyMs.front());
        }
        fmt::print("Written  {} ({:.2f} x the tested {}) in {:.1f} s{}\n",
            u8(formatBinarySize(result.roundBytesWritten())),
            tested > 0 ? static_cast<double>(result.roundBytesWritten()) / static_cast<double>(tested) : 0.0,
            u8(formatBinarySize(tested)), result.roundSeconds(),
            result.finished() ? (
                result.roundBytesWritten() >= 4 * tested ? ": 4 x the capacity reached" : ": stopped at the time limit")
                              : "");
        if (result.windowRounds > 0)
            fmt::print("Last {} round(s): {:.0f} IOPS on average\n", result.windowRounds, result.table.front());
    }

    void printPts(const PtsResult& result, OutputFormat format)
    {
        if (format == OutputFormat::Csv) {
            printCsv(result);
            return;
        }
        const PtsPlan& plan = result.plan;
        const PtsLayout& layout = plan.layout();
        // "SNIA PTS IOPS, client, …"; the other tests' descriptions begin with their names.
        fmt::print("SNIA PTS {}{}{}\n", plan.test == PtsTest::Iops ? "IOPS, " : "", u8(plan.describe()),
            result.cancelled ? "  [STOPPED: --resume continues it]" : "");
        fmt::print("Target   {} ({}), active range {} at {} jobs x QD{}\n", u8(result.target.path),
            u8(formatDecimalSize(result.target.sizeBytes)),
            u8(formatBinarySize(plan.activeBytes(result.target.sizeBytes))), plan.testJobs(), plan.testQueueDepth());
        fmt::print("Purge    {}\n", u8(result.purgeNote));
        fmt::print("Cache    {}\n", u8(result.writeCache.describe()));
        if (result.preconditionBytes > 0)
            fmt::print("Precondition  {} written sequentially in 128 KiB requests, {:.1f} s\n",
                u8(formatBinarySize(result.preconditionBytes)), result.preconditionSeconds);
        if (result.resumes > 0)
            fmt::print("Resumed  {} time(s)\n", result.resumes);
        if (plan.test == PtsTest::Wsat) {
            printWsat(result);
        } else {
            fmt::print("\nRound ");
            for (size_t cell : layout.tracking)
                fmt::print(" {:>14}", u8(layout.cellName(cell)));
            fmt::print("   ({})\n", u8(result.trackedUnit()));
            std::vector<std::vector<double>> tracked;
            for (size_t cell : layout.tracking)
                tracked.push_back(result.trackedSeries(cell));
            const bool latency = plan.test == PtsTest::Latency;
            for (size_t r = 0; r < result.rounds.size(); ++r) {
                const bool inWindow = result.windowRounds > 0 && r >= result.windowFirstRound
                    && r < result.windowFirstRound + result.windowRounds;
                fmt::print("{:>5} ", r + 1);
                for (const std::vector<double>& values : tracked)
                    fmt::print(" {:>14.{}f}", values[r], latency ? 3 : 0);
                fmt::print("{}\n", inWindow ? "  *" : "");
            }
            if (result.finished() || !result.rounds.empty()) {
                if (result.steadyState)
                    fmt::print("Steady state reached in round {} (window: rounds {} to {}, marked *)\n",
                        result.windowFirstRound + result.windowRounds, result.windowFirstRound + 1,
                        result.windowFirstRound + result.windowRounds);
                else
                    fmt::print("Steady state {} after {} round(s) (window: the last {}, marked *)\n",
                        result.finished() ? "not reached" : "not yet reached", result.rounds.size(),
                        result.windowRounds);
                for (size_t cell : layout.tracking) {
                    const SteadyStateCheck check = result.windowCheck(cell);
                    fmt::print(
                        "  {}: average {:.{}f} {}, range {:.1f} % (limit 20 %), fit excursion {:.1f} % (limit 10 %)\n",
                        u8(layout.cellName(cell)), check.average, latency ? 3 : 0, u8(result.trackedUnit()),
                        check.average > 0 ? check.range / check.average * 100 : 0.0,
                        check.average > 0 ? check.fitExcursion(result.windowRounds) / check.average * 100 : 0.0);
                }
            }
            if (!result.table.empty() && result.windowRounds > 0) {
                if (plan.test == PtsTest::Iops)
                    printIopsTable(result);
                else
                    printWindowTable(result);
            }
        }
        fmt::print("Errors   {}\n", result.errorCount);
        if (!result.fioCommand.isEmpty())
            fmt::print("fio      {}\n", u8(result.fioCommand));
    }

    double parseFraction(const QString& value)
    {
        QString number = value.trimmed();
        const bool percent = number.endsWith(QLatin1Char('%'));
        if (percent)
            number.chop(1);
        bool ok = false;
        const double parsed = number.toDouble(&ok);
        if (!ok || !std::isfinite(parsed))
            throw UserError(
                QStringLiteral("--capacity must be a share of the drive, 25% or 0.25, not '%1'").arg(value));
        return percent ? parsed / 100 : parsed;
    }
}

void declarePtsOptions(OptionList& options)
{
    addTargetOptions(options, kTargetPath | kAllowDestroy); // a device only: no test file
    const PtsPlan defaults;
    options.addOption(option(QStringLiteral("test"),
        QStringLiteral("iops (the 7 mixes x 8 block sizes, default), throughput (sequential 1024 and 128 KiB, read "
                       "and write), latency (QD1: 8, 4 and 0.5 KiB x 100/0, 65/35, 0/100) or wsat (write "
                       "saturation: 4 KiB random writes until 4x the tested capacity or --wsat-limit)."),
        QStringLiteral("test"), QStringLiteral("iops")));
    options.addOption(option(QStringLiteral("wsat-limit"),
        QStringLiteral("wsat: the most seconds of writing (default %1, 24 hours, as the PTS).")
            .arg(PtsPlan::kDefaultWsatLimitSeconds),
        QStringLiteral("seconds")));
    options.addOption(option(QStringLiteral("profile"),
        QStringLiteral("client (75 % active range, 2 jobs x QD16) or enterprise (100 %, 4 jobs x QD32, the "
                       "drive's volatile write cache off where it can be switched, put back at the end)."),
        QStringLiteral("profile"), QStringLiteral("client")));
    options.addOption(option(QStringLiteral("cell-time"),
        QStringLiteral("Seconds of each measurement in a round (default %1, as the PTS).").arg(defaults.cellSeconds),
        QStringLiteral("seconds"), QString::number(defaults.cellSeconds)));
    options.addOption(option(QStringLiteral("capacity"),
        QStringLiteral("The share of the drive tested, from its start: 25% or 0.25 (default 100%; "
                       "preconditioning writes it twice)."),
        QStringLiteral("share"), QStringLiteral("100%")));
    options.addOption(option(QStringLiteral("max-rounds"),
        QStringLiteral("Rounds at most before stopping without steady state (5 to %1, default %1; not for wsat).")
            .arg(PtsPlan::kMaxRounds),
        QStringLiteral("n"), QString::number(PtsPlan::kMaxRounds)));
    options.addOption(option(QStringLiteral("purge"),
        QStringLiteral("discard: the whole device first, as the PTS wants (default); sanitize: the drive's own "
                       "sanitize (NVMe block or crypto erase, ATA BLOCK ERASE or CRYPTO SCRAMBLE EXT); format: "
                       "NVMe Format NVM with user data erase; sanitize and format only on a whole NVMe or ATA "
                       "drive; none: no purge (the result then says it is not a PTS result)."),
        QStringLiteral("how"), QStringLiteral("discard")));
    addSeedOption(options, QStringLiteral("the random offsets"));
    options.addOption(option(QStringLiteral("state"),
        QStringLiteral("Where the run's state is saved after each round (default "
                       "~/.local/share/drivescope/pts/DEVICE.json)."),
        QStringLiteral("file")));
    options.addOption(option(QStringLiteral("resume"),
        QStringLiteral("Continue the run saved in the state file where it stopped (the same target, "
                       "--allow-destroy and settings).")));
    options.addOption(option(QStringLiteral("restart"),
        QStringLiteral("Discard a stopped run saved in the state file and start anew (without --resume or "
                       "--restart, a stopped run there refuses the new one).")));
}

namespace {
    // What pts's options ask for, read and checked before the drive is opened, with the saved run that
    // --resume continues (read now: a state that cannot be read refuses the run before any I/O).
    struct PtsRequest {
        PtsRunPlan run;
        QString target;
        QString statePath;
        std::optional<PtsResult> resume;
    };

    PtsRequest parsePtsRequest(const CommandLine& parser)
    {
        PtsPlan plan;
        plan.test = parsePtsTest(parser.value(QStringLiteral("test")));
        if (parser.isSet(QStringLiteral("wsat-limit"))) {
            if (plan.test != PtsTest::Wsat)
                throw UserError(QStringLiteral("--wsat-limit is for --test wsat"));
            plan.wsatLimitSeconds = parseSeconds(parser, QStringLiteral("wsat-limit"), false);
        }
        plan.profile = parsePtsProfile(parser.value(QStringLiteral("profile")));
        plan.purge = parsePtsPurge(parser.value(QStringLiteral("purge")));
        plan.cellSeconds = parseSeconds(parser, QStringLiteral("cell-time"), false);
        plan.capacityFraction = parseFraction(parser.value(QStringLiteral("capacity")));
        plan.maxRounds
            = parseUnsigned(parser, QStringLiteral("max-rounds"), PtsPlan::kWindowRounds, PtsPlan::kMaxRounds);
        plan.seed = parseSeed(parser);
        plan.validate();

        PtsRequest request;
        // A whole drive, purged and written: never a test file, and only the device named for destruction.
        request.target = parser.value(QStringLiteral("target"));
        if (request.target.isEmpty() || !isBlockDevice(request.target))
            throw UserError(QStringLiteral("the PTS purges and writes a whole drive: name it with --target /dev/X "
                                           "--allow-destroy=/dev/X (a test file cannot be purged)"));
        // The run as the window's plan holds it, so that both save and look for the state in the same place.
        request.run = PtsRunPlan { plan, parser.value(QStringLiteral("state")), parser.isSet(QStringLiteral("resume")),
            parser.isSet(QStringLiteral("restart")) };
        if (request.run.resume && request.run.restart)
            throw UserError(QStringLiteral("--resume continues the saved run and --restart discards it: give one"));
        request.statePath = PtsState::pathFor(request.run, request.target);
        if (request.run.resume)
            request.resume = PtsState::load(request.statePath);
        else
            PtsState::checkFreshStart(request.statePath, request.run.restart);
        return request;
    }

    // The printed result: JSON with the run's notes, CSV or the tables, and on stderr where a stopped
    // run's state is kept.
    void printPtsResult(const PtsResult& result, const QString& statePath, OutputFormat format)
    {
        if (format == OutputFormat::Json)
            printJson(withRunNotes(result.toJson(), result));
        else
            printPts(result, format);
        if (!result.finished()) {
            std::fflush(stdout);
            fmt::print(stderr, "drivescope-cli: the PTS stopped; its state is in {}: --resume continues it\n",
                u8(QFileInfo(statePath).absoluteFilePath()));
        }
    }

    // A run that stopped on its own or left the drive's write cache off fails whatever its recording gave.
    int ptsExitStatus(const PtsResult& result, int recorded)
    {
        if (!result.stopReason.isEmpty()) {
            std::fflush(stdout);
            fmt::print(stderr, "drivescope-cli: the PTS stopped: {}\n", u8(result.stopReason));
            return kExitFailure;
        }
        if (!result.writeCache.restoreFailure.isEmpty()) {
            // The drive was left slower and safer than the user had it: not a success.
            std::fflush(stdout);
            fmt::print(stderr,
                "drivescope-cli: the drive's volatile write cache is off and could not be switched on again: {} "
                "(nvme set-feature -f 6 -v 1, or hdparm -W1, switches it on)\n",
                u8(result.writeCache.restoreFailure));
            return kExitFailure;
        }
        return recorded;
    }
}

int ptsCommand(const CommandLine& parser, const std::atomic<bool>& cancel)
{
    const auto [engine, format, showProgress] = runSettings(parser);
    PtsRequest request = parsePtsRequest(parser);

    std::vector<std::unique_ptr<Target>> opened
        = openTargetsOrCancel(targetRequest(parser, true, cancel), showProgress);
    std::unique_ptr<Target> target = opened.empty() ? nullptr : std::move(opened.front());
    if (!target)
        return kExitCancelled;
    ProgressLine progress(QStringLiteral("pts"));
    // The cool-down and the temperatures' time axis as every other command (and the window's PTS) has them.
    const PtsResult result = runPts(*target, request.run.pts, engine,
        coolingContext(RunContext(&cancel, showProgress ? &progress : nullptr)), request.statePath,
        std::move(request.resume));
    progress.finish();

    printPtsResult(result, request.statePath, format);
    return ptsExitStatus(result, recordAndExit(parser, result, format));
}

} // namespace ds::cli
