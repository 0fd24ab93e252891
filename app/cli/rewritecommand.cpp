#include "rewritecommand.h"

#include "commandsupport.h"
#include "device/journalreplay.h"
#include "device/targetnames.h"
#include "device/writejournal.h"
#include "model/results/ioerrors.h"
#include "model/usererror.h"
#include "run/benchmarks/surfacerewrite.h"
#include "runcommand.h"

#include <fmt/core.h>

namespace ds::cli {

namespace {

    void printRewrite(const RewriteResult& result, OutputFormat format)
    {
        if (format == OutputFormat::Csv) {
            fmt::print("zone,offset_bytes,position_pct,bytes,seconds,mb_per_s,errors\n");
            for (const SurfaceZone& zone : result.zones)
                fmt::print("{},{},{:.3f},{},{:.6f},{:.2f},{}\n", zone.index, zone.offset,
                    100.0 * static_cast<double>(zone.offset) / static_cast<double>(result.target.sizeBytes), zone.bytes,
                    zone.seconds, zone.megabytesPerSecond(), zone.errors);
            return;
        }
        fmt::print("{}{}\n", u8(result.plan.describe()),
            result.cancelled                  ? "  [CANCELLED: blocks so far, all verified]"
                : result.stopReason.isEmpty() ? ""
                                              : "  [STOPPED: zones so far]");
        fmt::print("Target   {} ({})\n", u8(result.target.path), u8(formatDecimalSize(result.target.sizeBytes)));
        fmt::print("\n{:>6} {:>10} {:>7} {:>10} {:>7}\n", "zone", "GB", "%", "MB/s", "errors");
        const size_t step = std::max<size_t>(1, result.zones.size() / 20);
        for (size_t i = 0; i < result.zones.size(); ++i) {
            const SurfaceZone& zone = result.zones[i];
            if (i % step != 0 && zone.errors == 0)
                continue;
            fmt::print("{:>6} {:>10.2f} {:>7.1f} {:>10.1f} {:>7}\n", zone.index, static_cast<double>(zone.offset) / 1e9,
                100.0 * static_cast<double>(zone.offset) / static_cast<double>(result.target.sizeBytes),
                zone.megabytesPerSecond(), zone.errors);
        }
        fmt::print("\nRewrite  {} blocks read, saved, written back and verified; {:.1f} MB/s average (write, sync, "
                   "read back)\n",
            result.blocksRewritten, result.averageMegabytesPerSecond());
        fmt::print("Errors   {}{}\n", result.errorCount,
            result.blocksSkipped ? fmt::format(" ({} unreadable blocks left as they were)", result.blocksSkipped) : "");
        for (const IoErrorRecord& error : result.errors)
            fmt::print("         {}\n", u8(describeIoError(error)));
        if (result.errors.size() < result.errorCount)
            fmt::print("         … and {} more (JSON holds the first {})\n", result.errorCount - result.errors.size(),
                result.errors.size());
    }
}

void replayJournalsAndReport(const QString& directory)
{
    for (const JournalReplay& replay : replayPendingJournals(directory))
        fmt::print(stderr, "drivescope-cli: {}\n", u8(replay.message()));
}

void declareRewriteOptions(OptionList& options)
{
    options.addOption(option(QStringLiteral("target"), QStringLiteral("The block device (whole disk or partition)."),
        QStringLiteral("device")));
    options.addOption(option(QStringLiteral("bs"), QStringLiteral("Block rewritten at a time (default 1M)."),
        QStringLiteral("size"), QStringLiteral("1M")));
    options.addOption(option(QStringLiteral("zones"), QStringLiteral("Zones of the curve (default 100)."),
        QStringLiteral("n"), QStringLiteral("100")));
    options.addOption(option(QStringLiteral("short-stroke"),
        QStringLiteral("Only the first part of the drive: 100GB, 64G or 25%."), QStringLiteral("size")));
    options.addOption(option(QStringLiteral("check-pattern"),
        QStringLiteral("Before the original goes back, write a pattern and read it back (badblocks -n).")));
    addSeedOption(options, QStringLiteral("the check pattern"));
    options.addOption(option(QStringLiteral("journal"),
        QStringLiteral("Directory for the write journal, on another drive (default ~/.local/state/drivescope/"
                       "journal)."),
        QStringLiteral("dir")));
    addOutputOptions(options);
    options.addHelpOption();
}

int rewriteCommand(const CommandLine& parser, const std::atomic<bool>& cancel)
{
    const QString path = parser.value(QStringLiteral("target"));
    if (path.isEmpty())
        throw UserError(QStringLiteral("rewrite needs --target naming a block device"));
    checkTargetPathText(path, QStringLiteral("--target"));
    if (!isBlockDevice(path))
        throw UserError(QStringLiteral("%1 is not a block device: the rewrite test works on a drive or partition "
                                       "(surface --write makes a test file instead)")
                            .arg(path));
    RewritePlan plan;
    const uint64_t block = parseSize(parser.value(QStringLiteral("bs")));
    if (block == 0 || block > (64u << 20))
        throw UserError(QStringLiteral("--bs must be above zero and at most 64M"));
    plan.blockBytes = static_cast<uint32_t>(block);
    plan.zones = parseUnsigned(parser, QStringLiteral("zones"), 1, 100000);
    plan.checkPattern = parser.isSet(QStringLiteral("check-pattern"));
    plan.seed = parseSeed(parser, false);
    plan.journalDirectory = parser.value(QStringLiteral("journal"));
    checkTargetPathText(plan.journalDirectory, QStringLiteral("--journal"));
    const OutputFormat format = outputFormat(parser);
    if (!plan.journalDirectory.isEmpty())
        replayJournalsAndReport(plan.journalDirectory);

    const std::unique_ptr<Target> target = Target::openBlockDeviceForRewrite(path);
    if (parser.isSet(QStringLiteral("short-stroke")))
        plan.rangeLength = parseRangeLength(parser.value(QStringLiteral("short-stroke")), target->info().sizeBytes);

    ProgressLine progress(QStringLiteral("rewrite"));
    const RewriteResult result = runSurfaceRewrite(*target, plan, progress.context(parser, cancel));
    progress.finish();
    if (format == OutputFormat::Json)
        printJson(result.toJson());
    else
        printRewrite(result, format);
    std::fflush(stdout);
    if (!result.stopReason.isEmpty()) {
        fmt::print(stderr, "drivescope-cli: the test stopped: {}\n", u8(result.stopReason));
        return kExitFailure;
    }
    return result.cancelled ? kExitCancelled : kExitOk;
}

} // namespace ds::cli
