#include "ptscommand.h"

#include "commandsupport.h"
#include "model/usererror.h"
#include "run/benchmarks/pts.h"
#include "runcommand.h"
#include "sessionsupport.h"

#include <QFileInfo>

#include <fmt/core.h>

#include <cmath>

namespace ds::cli {

namespace {
    std::string text(const QString& value) { return value.toStdString(); }

    std::string mixName(unsigned readPercent) { return fmt::format("{}/{}", readPercent, 100 - readPercent); }

    void printPts(const PtsResult& result, OutputFormat format)
    {
        const auto& mixes = PtsPlan::readPercents();
        const auto& sizes = PtsPlan::blockSizes();
        if (format == OutputFormat::Csv) {
            // The table averaged over the measurement window, one row per block size and mix.
            fmt::print("block_bytes,read_pct,iops\n");
            for (size_t size = 0; size < sizes.size(); ++size)
                for (size_t mix = 0; mix < mixes.size(); ++mix)
                    fmt::print("{},{},{:.1f}\n", sizes[size], mixes[mix],
                        result.table.empty() ? 0.0 : result.table[mix * sizes.size() + size]);
            return;
        }
        fmt::print("SNIA PTS IOPS, {}{}\n", text(result.plan.describe()),
            result.cancelled ? "  [STOPPED: --resume continues it]" : "");
        fmt::print("Target   {} ({}), active range {} at {} jobs x QD{}\n", text(result.target.path),
            text(formatDecimalSize(result.target.sizeBytes)),
            text(formatBinarySize(result.plan.activeBytes(result.target.sizeBytes))), result.plan.jobs(),
            result.plan.queueDepth());
        fmt::print("Purge    {}\n", text(result.purgeNote));
        if (result.preconditionBytes > 0)
            fmt::print("Precondition  {} written sequentially in 128 KiB requests, {:.1f} s\n",
                text(formatBinarySize(result.preconditionBytes)), result.preconditionSeconds);
        if (result.resumes > 0)
            fmt::print("Resumed  {} time(s)\n", result.resumes);
        fmt::print("\nRound  {:>12} {:>12} {:>12}\n", "4K 0/100", "64K 65/35", "1M 100/0");
        for (size_t r = 0; r < result.rounds.size(); ++r) {
            const PtsRound& round = result.rounds[r];
            const bool inWindow = result.windowRounds > 0 && r >= result.windowFirstRound
                && r < result.windowFirstRound + result.windowRounds;
            fmt::print("{:>5}  {:>12.0f} {:>12.0f} {:>12.0f}{}\n", r + 1, round.iops[PtsPlan::trackingCells()[0]],
                round.iops[PtsPlan::trackingCells()[1]], round.iops[PtsPlan::trackingCells()[2]],
                inWindow ? "  *" : "");
        }
        if (result.finished() || !result.rounds.empty()) {
            if (result.steadyState)
                fmt::print("Steady state reached in round {} (window: rounds {} to {}, marked *)\n",
                    result.windowFirstRound + result.windowRounds, result.windowFirstRound + 1,
                    result.windowFirstRound + result.windowRounds);
            else
                fmt::print("Steady state {} after {} round(s) (window: the last {}, marked *)\n",
                    result.finished() ? "not reached" : "not yet reached", result.rounds.size(), result.windowRounds);
            for (size_t cell : PtsPlan::trackingCells()) {
                const SteadyStateCheck check = result.windowCheck(cell);
                const size_t size = cell % sizes.size();
                fmt::print("  {} {}: average {:.0f} IOPS, range {:.1f} % (limit 20 %), fit excursion {:.1f} % "
                           "(limit 10 %)\n",
                    text(formatBinarySize(sizes[size])), mixName(mixes[cell / sizes.size()]), check.average,
                    check.average > 0 ? check.range / check.average * 100 : 0.0,
                    check.average > 0 ? check.fitExcursion(result.windowRounds) / check.average * 100 : 0.0);
            }
        }
        if (!result.table.empty() && result.windowRounds > 0) {
            fmt::print("\nIOPS averaged over the window (read/write mix across, block size down)\n{:>9}", "");
            for (unsigned mix : mixes)
                fmt::print(" {:>9}", mixName(mix));
            fmt::print("\n");
            for (size_t size = 0; size < sizes.size(); ++size) {
                fmt::print("{:>9}", text(formatBinarySize(sizes[size])));
                for (size_t mix = 0; mix < mixes.size(); ++mix)
                    fmt::print(" {:>9.0f}", result.table[mix * sizes.size() + size]);
                fmt::print("\n");
            }
        }
        fmt::print("Errors   {}\n", result.errorCount);
        if (!result.fioCommand.isEmpty())
            fmt::print("fio      {}\n", text(result.fioCommand));
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

int ptsCommand(const QStringList& arguments, const std::atomic<bool>& cancel)
{
    QCommandLineParser parser;
    addTargetOptions(parser);
    const PtsPlan defaults;
    parser.addOption(option(QStringLiteral("profile"),
        QStringLiteral("client (75 % active range, 2 jobs x QD16) or enterprise (100 %, 4 jobs x QD32)."),
        QStringLiteral("profile"), QStringLiteral("client")));
    parser.addOption(option(QStringLiteral("cell-time"),
        QStringLiteral("Seconds of each of the 56 measurements in a round (default %1, as the PTS).")
            .arg(defaults.cellSeconds),
        QStringLiteral("seconds"), QString::number(defaults.cellSeconds)));
    parser.addOption(option(QStringLiteral("capacity"),
        QStringLiteral("The share of the drive tested, from its start: 25% or 0.25 (default 100%; "
                       "preconditioning writes it twice)."),
        QStringLiteral("share"), QStringLiteral("100%")));
    parser.addOption(option(QStringLiteral("max-rounds"),
        QStringLiteral("Rounds at most before stopping without steady state (5 to %1, default %1).")
            .arg(PtsPlan::kMaxRounds),
        QStringLiteral("n"), QString::number(PtsPlan::kMaxRounds)));
    parser.addOption(option(QStringLiteral("purge"),
        QStringLiteral("discard: the whole device first, as the PTS wants (default); none: no purge (the "
                       "result then says it is not a PTS result)."),
        QStringLiteral("how"), QStringLiteral("discard")));
    parser.addOption(option(QStringLiteral("seed"), QStringLiteral("Seed of the random offsets (default 1)."),
        QStringLiteral("n"), QStringLiteral("1")));
    parser.addOption(option(QStringLiteral("state"),
        QStringLiteral("Where the run's state is saved after each round (default "
                       "~/.local/share/drivescope/pts/DEVICE.json)."),
        QStringLiteral("file")));
    parser.addOption(option(QStringLiteral("resume"),
        QStringLiteral("Continue the run saved in the state file where it stopped (the same target, "
                       "--allow-destroy and settings).")));
    parser.setApplicationDescription(QStringLiteral(
        "The SNIA Solid State Storage Performance Test Specification's IOPS test: purge, precondition, then "
        "rounds of 7 read/write mixes x 8 block sizes until steady state (at most 25 rounds). It writes the "
        "whole device: --target DEVICE --allow-destroy=DEVICE."));
    parseOrThrow(parser, QStringLiteral("pts"), arguments);
    if (parser.isSet(QStringLiteral("help"))) {
        fmt::print("{}", parser.helpText().toStdString());
        return kExitOk;
    }
    const EngineKind engine = parseEngineKind(parser.value(QStringLiteral("engine")));
    const OutputFormat format = outputFormat(parser);
    const bool showProgress = !parser.isSet(QStringLiteral("no-progress"));

    PtsPlan plan;
    plan.profile = parsePtsProfile(parser.value(QStringLiteral("profile")));
    plan.purge = parsePtsPurge(parser.value(QStringLiteral("purge")));
    plan.cellSeconds = parseSeconds(parser, QStringLiteral("cell-time"), false);
    plan.capacityFraction = parseFraction(parser.value(QStringLiteral("capacity")));
    plan.maxRounds = parseUnsigned(parser, QStringLiteral("max-rounds"), PtsPlan::kWindowRounds, PtsPlan::kMaxRounds);
    bool seedOk = false;
    plan.seed = parser.value(QStringLiteral("seed")).toULongLong(&seedOk);
    if (!seedOk)
        throw UserError(
            QStringLiteral("--seed must be a whole number, not '%1'").arg(parser.value(QStringLiteral("seed"))));
    plan.validate();

    // A whole drive, purged and written: never a test file, and only the device named for destruction.
    const QString path = parser.value(QStringLiteral("target"));
    if (path.isEmpty() || !isBlockDevice(path))
        throw UserError(QStringLiteral("the PTS purges and writes a whole drive: name it with --target /dev/X "
                                       "--allow-destroy=/dev/X (a test file cannot be purged)"));
    const QString statePath
        = parser.isSet(QStringLiteral("state")) ? parser.value(QStringLiteral("state")) : PtsState::defaultPath(path);
    std::optional<PtsResult> resume;
    if (parser.isSet(QStringLiteral("resume")))
        resume = PtsState::load(statePath);

    std::vector<std::unique_ptr<Target>> opened
        = openTargetsOrCancel(targetRequest(parser, true, cancel), showProgress);
    std::unique_ptr<Target> target = opened.empty() ? nullptr : std::move(opened.front());
    if (!target)
        return kExitCancelled;

    ProgressLine progress(QStringLiteral("pts"));
    const PtsResult result = runPts(
        *target, plan, engine, RunContext(&cancel, showProgress ? &progress : nullptr), statePath, std::move(resume));
    progress.finish();
    if (format == OutputFormat::Json)
        printJson(withRunNotes(result.toJson(), result));
    else
        printPts(result, format);
    if (!result.finished()) {
        std::fflush(stdout);
        fmt::print(stderr, "drivescope-cli: the PTS stopped; its state is in {}: --resume continues it\n",
            text(QFileInfo(statePath).absoluteFilePath()));
    }
    const int status = recordAndExit(parser, result, format);
    if (!result.stopReason.isEmpty()) {
        std::fflush(stdout);
        fmt::print(stderr, "drivescope-cli: the PTS stopped: {}\n", text(result.stopReason));
        return kExitFailure;
    }
    return status;
}

} // namespace ds::cli
