#include "run/benchmarks/errorscan.h"

#include "model/fiocommand.h"
#include "model/results/ioerrors.h"
#include "model/usererror.h"
#include "model/workload.h"
#include "run/benchmarks/surfacescan.h"
#include "run/benchmarks/workloadrunner.h"

#include <QCoreApplication>
#include <QDateTime>

#include <algorithm>

namespace ds {

namespace {
    struct BlockRead {
        double seconds = 0;
        double maxRequestMs = 0;
        uint64_t errors = 0;
        bool cancelled = false;
        QString stopReason;
        QString engine;
    };

    // [offset, offset + bytes) in whole transfers at the plan's depth, then one shorter request for a
    // tail that is not a whole transfer; the errors' places are kept in `records`.
    BlockRead readRange(WorkloadRunner& runner, const RunContext& context, uint64_t offset, uint64_t bytes,
        uint32_t transfer, unsigned depth, std::vector<IoErrorRecord>& records)
    {
        BlockRead read;
        auto pass = [&](uint64_t from, uint64_t length, uint32_t request, unsigned queueDepth) {
            WorkloadSpec spec;
            spec.seriesIntervalSeconds = 0; // no time series: each block is a point of its own
            spec.readPercent = 100;
            spec.blockSizes.front().bytes = request;
            spec.queueDepth = queueDepth;
            spec.regionOffset = from;
            spec.regionLength = length;
            spec.totalBytes = length;
            runner.setSpec(spec);
            const WorkloadResult result = runner.run(context);
            const RunMeasurement& run = result.repeats.front();
            read.seconds += run.seconds;
            read.maxRequestMs = std::max(read.maxRequestMs, static_cast<double>(run.readLatency.maxNs()) / 1e6);
            read.errors += run.errorCount;
            read.cancelled = read.cancelled || run.cancelled;
            read.engine = result.engine;
            for (const IoErrorRecord& error : run.errors)
                keepIoError(records, error);
            if (read.stopReason.isEmpty())
                read.stopReason = run.stopReason;
        };
        const uint64_t whole = bytes / transfer * transfer;
        if (whole > 0)
            pass(offset, whole, transfer, depth);
        if (bytes > whole && !read.cancelled && read.stopReason.isEmpty())
            pass(offset + whole, bytes - whole, static_cast<uint32_t>(bytes - whole), 1);
        return read;
    }
}

ErrorScanResult runErrorScan(
    const Target& target, const ErrorScanPlan& plan, EngineKind engine, const RunContext& context)
{
    plan.validate();
    const TargetInfo& info = target.info();
    const uint32_t sector = info.logicalSectorBytes;
    const uint32_t transfer = plan.transferBytes ? plan.transferBytes : defaultSurfaceBlockBytes(info);
    if (transfer % sector != 0)
        throw UserError(QCoreApplication::translate(
            "ds::ErrorScan", "the request size %1 is not a multiple of the target's %2-byte logical sector")
                            .arg(formatBinarySize(transfer))
                            .arg(sector));
    const uint64_t rangeBytes = surfaceRangeBytes(info, plan.rangeOffset, plan.rangeLength);
    if (rangeBytes / sector < plan.blocks)
        throw UserError(
            QCoreApplication::translate("ds::ErrorScan", "%1 blocks do not fit in the range (%2): at most %3")
                .arg(plan.blocks)
                .arg(formatBinarySize(rangeBytes))
                .arg(rangeBytes / sector));

    ErrorScanResult result;
    result.plan = plan;
    result.target = info;
    result.transferBytes = transfer;
    result.rangeBytes = rangeBytes;
    result.startedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    WorkloadSpec whole;
    whole.readPercent = 100;
    whole.blockSizes.front().bytes = transfer;
    whole.queueDepth = plan.queueDepth;
    whole.regionOffset = plan.rangeOffset;
    whole.regionLength = rangeBytes;
    whole.totalBytes = rangeBytes;

    // One engine for the whole scan, so the blocks follow each other without setup gaps.
    WorkloadRunner runner(target, WorkloadSpec {}, engine);
    runner.reserve(plan.queueDepth, transfer);
    // The scan reports per block; a block's passes only watch the cancel flag.
    const RunContext passes = context.silent();
    {
        // Untimed: wakes a drive that sleeps (spun down, parked heads), so block 0 does not pay for it.
        std::vector<IoErrorRecord> ignored;
        const BlockRead woken = readRange(
            runner, passes, plan.rangeOffset, std::min<uint64_t>(transfer, rangeBytes), transfer, 1, ignored);
        result.cancelled = woken.cancelled;
        result.stopReason = woken.stopReason;
        result.engine = woken.engine;
    }
    for (unsigned index = 0; !result.cancelled && result.stopReason.isEmpty() && index < plan.blocks; ++index) {
        if (context.cancelled()) {
            result.cancelled = true;
            break;
        }
        ErrorScanBlock block;
        block.index = index;
        block.offset = ErrorScanResult::blockOffset(plan.rangeOffset, rangeBytes, plan.blocks, index, sector);
        block.bytes
            = ErrorScanResult::blockOffset(plan.rangeOffset, rangeBytes, plan.blocks, index + 1, sector) - block.offset;
        const BlockRead read
            = readRange(runner, passes, block.offset, block.bytes, transfer, plan.queueDepth, result.errorRecords);
        if (read.cancelled) {
            result.cancelled = true;
            break; // a block cut short has no time of its own
        }
        block.setTimes(read.seconds, read.maxRequestMs);
        block.errors = static_cast<uint32_t>(std::min<uint64_t>(read.errors, UINT32_MAX));
        result.engine = read.engine;
        result.stopReason = read.stopReason;
        result.blocks.push_back(block);
        context.errorScanBlock(block, plan.blocks);
        RunProgressReport report;
        report.fraction = static_cast<double>(index + 1) / plan.blocks;
        report.stage = RunStage(RunStage::Kind::ScanBlock, index + 1uLL, plan.blocks);
        report.megabytesPerSecond = block.seconds > 0 ? static_cast<double>(block.bytes) / 1e6 / block.seconds : 0;
        context.progress(std::move(report));
    }
    result.classify();
    result.fioCommand = fioCommandLine(whole, info, result.engine);
    return result;
}

} // namespace ds
