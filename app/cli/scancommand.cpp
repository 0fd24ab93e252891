#include "scancommand.h"

#include "commandsupport.h"
#include "model/results/ioerrors.h"
#include "model/results/surfaceresult.h"
#include "model/usererror.h"
#include "run/benchmarks/errorscan.h"
#include "runcommand.h"
#include "sessionsupport.h"

#include <fmt/core.h>

#include <cmath>

namespace ds::cli {

namespace {

    // The table lists this many problem blocks; --csv and --json hold every block.
    constexpr size_t kMaxListed = 50;

    void printScan(const ErrorScanResult& result, OutputFormat format)
    {
        if (format == OutputFormat::Csv) {
            fmt::print("block,offset,bytes,ms,slowest_read_ms,errors,class\n");
            for (const ErrorScanBlock& block : result.blocks)
                fmt::print("{},{},{},{:.3f},{:.3f},{},{}\n", block.index, block.offset, block.bytes,
                    block.seconds * 1e3, block.maxRequestMs, block.errors, u8(blockClassName(block.blockClass)));
            return;
        }
        fmt::print("Error scan, {} blocks of {} read in {} requests at QD{}{}\n", result.plan.blocks,
            u8(formatBinarySize(result.plan.blocks ? result.rangeBytes / result.plan.blocks : 0)),
            u8(formatBinarySize(result.transferBytes)), result.plan.queueDepth,
            result.cancelled ? "  [CANCELLED]" : "");
        fmt::print("Target   {} ({}), from offset {}, {}\n", u8(result.target.path),
            u8(formatDecimalSize(result.target.sizeBytes)), result.plan.rangeOffset,
            u8(formatDecimalSize(result.rangeBytes)));
        fmt::print("Blocks   {} read: {} fast, {} slow, {} very slow, {} with errors\n", result.blocks.size(),
            result.countOf(BlockClass::Fast), result.countOf(BlockClass::Slow), result.countOf(BlockClass::VerySlow),
            result.countOf(BlockClass::Error));
        fmt::print("Median   {:.2f} ms a block; slow above {:.3g}x, very slow above {:.3g}x or a read over {:.0f} ms\n",
            result.medianBlockSeconds * 1e3, result.plan.slowFactor, result.plan.verySlowFactor,
            result.plan.verySlowRequestMs);
        fmt::print("Average  {:.1f} MB/s\n", result.averageMegabytesPerSecond());
        fmt::print("Errors   {}\n", result.errorCount());
        for (const IoErrorRecord& error : result.errorRecords)
            fmt::print("  {}\n", u8(describeIoError(error)));
        size_t listed = 0;
        for (const ErrorScanBlock& block : result.blocks) {
            if (block.blockClass != BlockClass::Slow && block.blockClass != BlockClass::VerySlow)
                continue;
            if (listed++ == kMaxListed) {
                fmt::print("  … and more (--csv lists every block)\n");
                break;
            }
            fmt::print("  {} block {} at offset {}: {:.2f} ms, slowest read {:.2f} ms\n",
                u8(blockClassName(block.blockClass)), block.index, block.offset, block.seconds * 1e3,
                block.maxRequestMs);
        }
        fmt::print("fio      {}\n", u8(result.fioCommand));
    }
}

void declareScanOptions(OptionList& options)
{
    addTargetOptions(options, kTargetPath | kTestFile); // reads only: no --allow-destroy
    const ErrorScanPlan defaults;
    options.addOption(option(QStringLiteral("blocks"),
        QStringLiteral("Map blocks: the range is cut into this many, each read in full (default %1, at most %2).")
            .arg(defaults.blocks)
            .arg(ErrorScanPlan::kMaxBlocks),
        QStringLiteral("n"), QString::number(defaults.blocks)));
    options.addOption(option(QStringLiteral("range"),
        QStringLiteral("Only this much of the drive, from --offset: 100GB, 64G or 25% (default: to the end)."),
        QStringLiteral("size")));
    options.addOption(option(QStringLiteral("offset"), QStringLiteral("Where the range starts (default 0)."),
        QStringLiteral("size"), QStringLiteral("0")));
    options.addOption(option(QStringLiteral("bs"),
        QStringLiteral("Request size (default: min(1M, the drive's max_sectors_kb))."), QStringLiteral("size")));
    options.addOption(option(QStringLiteral("qd"), QStringLiteral("Queue depth (default %1).").arg(defaults.queueDepth),
        QStringLiteral("n"), QString::number(defaults.queueDepth)));
    options.addOption(option(QStringLiteral("slow"),
        QStringLiteral("A block slower than this many times the median block is slow (default %1).")
            .arg(defaults.slowFactor),
        QStringLiteral("factor"), QString::number(defaults.slowFactor)));
    options.addOption(option(QStringLiteral("very-slow"),
        QStringLiteral("… very slow above this many times the median (default %1).").arg(defaults.verySlowFactor),
        QStringLiteral("factor"), QString::number(defaults.verySlowFactor)));
    options.addOption(option(QStringLiteral("very-slow-read"),
        QStringLiteral("… or with one read slower than this many ms (default %1).").arg(defaults.verySlowRequestMs),
        QStringLiteral("ms"), QString::number(defaults.verySlowRequestMs)));
}

int scanCommand(const CommandLine& parser, const std::atomic<bool>& cancel)
{
    const auto [engine, format, showProgress] = runSettings(parser);

    ErrorScanPlan plan;
    plan.blocks = parseUnsigned(parser, QStringLiteral("blocks"), 1, ErrorScanPlan::kMaxBlocks);
    plan.queueDepth = parseUnsigned(parser, QStringLiteral("qd"), 1, WorkloadSpec::kMaxQueueDepth);
    plan.rangeOffset = parseSize(parser.value(QStringLiteral("offset")));
    if (parser.isSet(QStringLiteral("bs"))) {
        const uint64_t block = parseSize(parser.value(QStringLiteral("bs")));
        if (block == 0 || block > (64u << 20))
            throw UserError(QStringLiteral("--bs must be above zero and at most 64M"));
        plan.transferBytes = static_cast<uint32_t>(block);
    }
    auto factor = [&parser](const QString& name) {
        bool ok = false;
        const double value = parser.value(name).toDouble(&ok);
        if (!ok || !(value >= 1) || !std::isfinite(value))
            throw UserError(
                QStringLiteral("--%1 must be a number of at least 1, not '%2'").arg(name, parser.value(name)));
        return value;
    };
    plan.slowFactor = factor(QStringLiteral("slow"));
    plan.verySlowFactor = factor(QStringLiteral("very-slow"));
    if (plan.verySlowFactor < plan.slowFactor)
        throw UserError(QStringLiteral("--very-slow must be at least --slow"));
    plan.verySlowRequestMs = factor(QStringLiteral("very-slow-read"));
    plan.validate();

    // Read-only: the target is opened for reading, so no device needs to be named for destruction.
    std::vector<std::unique_ptr<Target>> opened
        = openTargetsOrCancel(targetRequest(parser, false, cancel), showProgress);
    std::unique_ptr<Target> target = opened.empty() ? nullptr : std::move(opened.front());
    if (!target)
        return kExitCancelled;
    if (parser.isSet(QStringLiteral("range"))) {
        plan.rangeLength = parseRangeLength(parser.value(QStringLiteral("range")), target->info().sizeBytes);
        if (plan.rangeLength == 0)
            throw UserError(QStringLiteral("--range must be above zero"));
    }

    ProgressLine progress(QStringLiteral("error scan"));
    const ErrorScanResult result
        = runErrorScan(*target, plan, engine, coolingContext(RunContext(&cancel, showProgress ? &progress : nullptr)));
    progress.finish();
    if (format == OutputFormat::Json)
        printJson(withRunNotes(result.toJson(), result));
    else
        printScan(result, format);
    const int status = recordAndExit(parser, result, format);
    if (!result.stopReason.isEmpty()) {
        std::fflush(stdout);
        fmt::print(stderr, "drivescope-cli: the scan stopped: {}\n", u8(result.stopReason));
        return kExitFailure;
    }
    return status;
}

} // namespace ds::cli
