#include "surfacecommands.h"

#include "commandsupport.h"
#include "model/results/hdtachresult.h"
#include "model/results/ioerrors.h"
#include "model/usererror.h"
#include "run/benchmarks/accesstime.h"
#include "run/benchmarks/burstrate.h"
#include "run/benchmarks/hdtach.h"
#include "run/benchmarks/surfacescan.h"
#include "run/benchmarks/sustainedwrite.h"
#include "run/cpumeter.h"
#include "runcommand.h"
#include "sessionsupport.h"

#include <fmt/core.h>
#include <optional>

namespace ds::cli {

namespace {

    void addSurfaceOptions(OptionList& options)
    {
        options.addOption(
            option(QStringLiteral("mode"), QStringLiteral("quick (a sample per zone, default) or full (every byte)."),
                QStringLiteral("mode"), QStringLiteral("quick")));
        options.addOption(option(QStringLiteral("zones"), QStringLiteral("Number of zones (default 200)."),
            QStringLiteral("n"), QStringLiteral("200")));
        options.addOption(
            option(QStringLiteral("zone-size"), QStringLiteral("Bytes timed per zone in quick mode (default 8M)."),
                QStringLiteral("size"), QStringLiteral("8M")));
        options.addOption(option(QStringLiteral("short-stroke"),
            QStringLiteral("Only the first part of the drive: 100GB, 64G or 25%."), QStringLiteral("size")));
        options.addOption(option(QStringLiteral("bs"),
            QStringLiteral("Request size (default: min(1M, the drive's max_sectors_kb))."), QStringLiteral("size")));
        options.addOption(option(QStringLiteral("qd"), QStringLiteral("Queue depth (default 4)."), QStringLiteral("n"),
            QStringLiteral("4")));
    }

    void addAccessOptions(OptionList& options)
    {
        options.addOption(option(QStringLiteral("samples"), QStringLiteral("Random reads (default 1000)."),
            QStringLiteral("n"), QStringLiteral("1000")));
        options.addOption(option(QStringLiteral("access-size"),
            QStringLiteral("Size of each read: 4k (default) or 512."), QStringLiteral("size"), QStringLiteral("4k")));
        addSeedOption(options, QStringLiteral("the offsets"));
    }

    void addBurstOptions(OptionList& options)
    {
        options.addOption(option(QStringLiteral("region"),
            QStringLiteral("Bytes read again and again, smaller than the drive's cache (default 512k)."),
            QStringLiteral("size"), QStringLiteral("512k")));
        options.addOption(option(QStringLiteral("passes"), QStringLiteral("Timed passes (default 20)."),
            QStringLiteral("n"), QStringLiteral("20")));
    }

    // Everything but --short-stroke, which is a share of the target and so read once it is open.
    SurfacePlan surfacePlan(const CommandLine& parser, bool write)
    {
        SurfacePlan plan;
        const QString mode = parser.value(QStringLiteral("mode"));
        if (mode == QLatin1String("full"))
            plan.mode = SurfacePlan::Mode::Full;
        else if (mode != QLatin1String("quick"))
            throw UserError(QStringLiteral("--mode must be quick or full, not '%1'").arg(mode));
        plan.zones = parseUnsigned(parser, QStringLiteral("zones"), 1, 100000);
        plan.zoneBytes = parseSize(parser.value(QStringLiteral("zone-size")));
        if (plan.zoneBytes == 0)
            throw UserError(QStringLiteral("--zone-size must be above zero"));
        if (parser.isSet(QStringLiteral("bs"))) {
            const uint64_t block = parseSize(parser.value(QStringLiteral("bs")));
            if (block == 0 || block > (64u << 20))
                throw UserError(QStringLiteral("--bs must be above zero and at most 64M"));
            plan.blockBytes = static_cast<uint32_t>(block);
        }
        plan.queueDepth = parseUnsigned(parser, QStringLiteral("qd"), 1, WorkloadSpec::kMaxQueueDepth);
        plan.write = write;
        return plan;
    }

    AccessPlan accessPlan(const CommandLine& parser)
    {
        AccessPlan plan;
        plan.samples = parseUnsigned(parser, QStringLiteral("samples"), 1, 10'000'000);
        const uint64_t size = parseSize(parser.value(QStringLiteral("access-size")));
        if (size == 0 || size > (1u << 20))
            throw UserError(QStringLiteral("--access-size must be above zero and at most 1M"));
        plan.blockBytes = static_cast<uint32_t>(size);
        plan.seed = parseSeed(parser);
        return plan;
    }

    BurstPlan burstPlan(const CommandLine& parser)
    {
        BurstPlan plan;
        plan.regionBytes = parseSize(parser.value(QStringLiteral("region")));
        plan.passes = parseUnsigned(parser, QStringLiteral("passes"), 1, 100000);
        return plan;
    }

    SustainedPlan sustainedPlan(const CommandLine& parser)
    {
        SustainedPlan plan;
        plan.totalBytes = parseSize(parser.value(QStringLiteral("size")));
        if (plan.totalBytes < (1u << 20))
            throw UserError(QStringLiteral("--size must be at least 1M"));
        const uint64_t block = parseSize(parser.value(QStringLiteral("bs")));
        if (block == 0 || block > (64u << 20))
            throw UserError(QStringLiteral("--bs must be above zero and at most 64M"));
        plan.blockBytes = static_cast<uint32_t>(block);
        plan.queueDepth = parseUnsigned(parser, QStringLiteral("qd"), 1, WorkloadSpec::kMaxQueueDepth);
        plan.sampleSeconds = parseSeconds(parser, QStringLiteral("interval"), false);
        if (parser.isSet(QStringLiteral("recovery"))) {
            try {
                plan.recoveryIdleSeconds = parseRecoveryPauses(parser.value(QStringLiteral("recovery")));
            } catch (const UserError& error) {
                throw UserError(QStringLiteral("--recovery: %1").arg(error.message()));
            }
        }
        return plan;
    }

    void printTargetLine(const TargetInfo& target)
    {
        QString line
            = QStringLiteral("%1 (%2, %3)").arg(target.path, target.kindName(), formatDecimalSize(target.sizeBytes));
        if (target.drive && !target.drive->model.isEmpty())
            line += QStringLiteral(", %1").arg(target.drive->model);
        if (target.drive && !target.drive->firmware.isEmpty())
            line += QStringLiteral(" firmware %1").arg(target.drive->firmware);
        fmt::print("Target   {}\n", u8(line));
        for (const QString& note : target.notes)
            fmt::print("Note     {}\n", u8(note));
    }

    void printSurface(const SurfaceResult& result, OutputFormat format)
    {
        if (format == OutputFormat::Csv) {
            // device_confirmed: 1 or 0 where the drive counted the zone's bytes, empty where it did not.
            fmt::print("zone,offset_bytes,position_gb,position_pct,timed_bytes,seconds,mb_per_s,errors,"
                       "device_confirmed\n");
            for (const SurfaceZone& zone : result.zones)
                fmt::print("{},{},{:.3f},{:.3f},{},{:.6f},{:.2f},{},{}\n", zone.index, zone.offset,
                    static_cast<double>(zone.offset) / 1e9,
                    100.0 * static_cast<double>(zone.offset) / static_cast<double>(result.target.sizeBytes), zone.bytes,
                    zone.seconds, zone.megabytesPerSecond(), zone.errors,
                    result.accountedZones == 0             ? ""
                        : result.zoneConfirmed(zone.index) ? "1"
                                                           : "0");
            return;
        }
        fmt::print("{}{}\n", u8(result.plan.describe()), result.cancelled ? "  [CANCELLED: zones so far]" : "");
        printTargetLine(result.target);
        fmt::print("\n{:>6} {:>10} {:>7} {:>10}\n", "zone", "GB", "%", "MB/s");
        const size_t step = std::max<size_t>(1, result.zones.size() / 20);
        for (size_t i = 0; i < result.zones.size(); i += step) {
            const SurfaceZone& zone = result.zones[i];
            fmt::print("{:>6} {:>10.2f} {:>7.1f} {:>10}\n", zone.index, static_cast<double>(zone.offset) / 1e9,
                100.0 * static_cast<double>(zone.offset) / static_cast<double>(result.target.sizeBytes),
                fmt::format(
                    "{:.1f}{}", zone.megabytesPerSecond(), result.zoneConfirmed(zone.index) ? "" : kUnconfirmedMark));
        }
        fmt::print("\nRead     min {:.1f} MB/s, max {:.1f} MB/s, average {:.1f} MB/s across the surface ({} zones)\n",
            result.minMegabytesPerSecond(), result.maxMegabytesPerSecond(), result.surfaceAverageMegabytesPerSecond(),
            result.zones.size());
        fmt::print("         whole drive {:.1f} MB/s (all bytes over all time)\n", result.averageMegabytesPerSecond());
        if (const QString zones = result.zoneAccountingSummary(); !zones.isEmpty())
            fmt::print("Device   {}{}\n", result.unconfirmedZoneCount > 0 ? kUnconfirmedMark : "", u8(zones));
        fmt::print("Time     {:.1f} s timed, {:.1f} s in all\n", result.timedSeconds(), result.cpu.wallSeconds);
        fmt::print("CPU      DriveScope {:.1f} % of one core; system busy {:.1f} %\n", result.cpu.processPercent,
            result.cpu.systemBusyPercent);
        if (result.errorCount()) {
            fmt::print("Errors   {}\n", result.errorCount());
            for (const IoErrorRecord& error : result.errorRecords)
                fmt::print("         {}\n", u8(describeIoError(error)));
        }
        if (!result.stopReason.isEmpty())
            fmt::print("Stopped  {}\n", u8(result.stopReason));
        if (!result.zones.empty())
            fmt::print("fio      {}\n", u8(result.fioCommandForZone(result.zones.front())));
    }

    void printAccess(const AccessResult& result, OutputFormat format)
    {
        if (format == OutputFormat::Csv) {
            fmt::print("sample,offset_bytes,position_gb,seek_distance_bytes,ms\n");
            for (size_t i = 0; i < result.samples.size(); ++i)
                fmt::print("{},{},{:.3f},{},{:.4f}\n", i + 1, result.samples[i].offset,
                    static_cast<double>(result.samples[i].offset) / 1e9, result.samples[i].seekDistance,
                    result.samples[i].ms);
            return;
        }
        fmt::print("Random access time, {} reads of {} at QD1{}\n", result.samples.size(),
            u8(formatBinarySize(result.plan.blockBytes)), result.cancelled ? "  [CANCELLED]" : "");
        printTargetLine(result.target);
        fmt::print(
            "Access   average {:.2f} ms, min {:.2f} ms, max {:.2f} ms, p50 {:.2f} ms, p99 {:.2f} ms, {:.0f} IOPS\n",
            result.averageMs(), result.minMs(), result.maxMs(), result.percentileMs(50), result.percentileMs(99),
            result.iops);
        fmt::print("fio      {}\n", u8(result.fioCommand));
    }

    void printBurst(const BurstResult& result, OutputFormat format)
    {
        if (format == OutputFormat::Csv) {
            fmt::print("pass,mb_per_s\n");
            for (size_t i = 0; i < result.passMegabytesPerSecond.size(); ++i)
                fmt::print("{},{:.2f}\n", i + 1, result.passMegabytesPerSecond[i]);
            return;
        }
        fmt::print("Burst rate, {} read {} times from the drive's cache{}\n",
            u8(formatBinarySize(result.plan.regionBytes)), result.passMegabytesPerSecond.size(),
            result.cancelled ? "  [CANCELLED]" : "");
        printTargetLine(result.target);
        fmt::print("Burst    best {:.1f} MB/s, median {:.1f} MB/s\n", result.bestMegabytesPerSecond(),
            result.medianMegabytesPerSecond());
        fmt::print("fio      {}\n", u8(result.fioCommand));
    }

    void printSustained(const SustainedResult& result, OutputFormat format)
    {
        if (format == OutputFormat::Csv) {
            fmt::print("sample,seconds,bytes_written,mb_per_s\n");
            for (size_t i = 0; i < result.samples.size(); ++i)
                fmt::print("{},{:.3f},{},{:.2f}\n", i + 1, result.samples[i].seconds, result.samples[i].bytes,
                    result.samples[i].megabytesPerSecond);
            return;
        }
        fmt::print("Sustained write, {} sequential{}\n", u8(formatDecimalSize(result.plan.totalBytes)),
            result.cancelled ? "  [CANCELLED]" : "");
        printTargetLine(result.target);
        fmt::print("Write    {:.1f} MB/s average over {:.1f} s ({})\n", result.averageMegabytesPerSecond,
            result.seconds, u8(formatDecimalSize(result.bytes)));
        if (result.cliff.found)
            fmt::print("Cliff    after {} ({:.1f} s) the rate fell from {:.1f} to {:.1f} MB/s and stayed down: the "
                       "drive's write cache ran out\n",
                u8(formatDecimalSize(result.cliff.bytes)), result.cliff.seconds, result.cliff.beforeMegabytesPerSecond,
                result.cliff.afterMegabytesPerSecond);
        else
            fmt::print("Cliff    none: the rate held for the whole write\n");
        if (!result.plan.recoveryIdleSeconds.empty() && !result.cliff.found)
            fmt::print("Recovery not measured: there was no cliff to recover from\n");
        for (const CacheRecovery& recovery : result.recoveries)
            fmt::print("Recovery after {:g} s idle ({:.2f} s measured): {} fast{} at {:.1f} MB/s, {:.0f} % of the {} "
                       "the first write wrote fast\n",
                recovery.idleSeconds, recovery.measuredIdleSeconds, u8(formatDecimalSize(recovery.fastBytes)),
                recovery.fellAgain ? "" : " (at least: the rate did not fall)", recovery.fastMegabytesPerSecond,
                recovery.recoveredShare(result.cliff.bytes) * 100, u8(formatDecimalSize(result.cliff.bytes)));
        fmt::print("fio      {}\n", u8(result.fioCommand));
    }

    // HD Tach's own summary under the surface's table.
    void printHdTach(const HdTachResult& whole, OutputFormat format)
    {
        const SurfaceResult& scan = whole.surface;
        const std::optional<AccessResult>& access = whole.access;
        const std::optional<BurstResult>& burst = whole.burst;
        if (format == OutputFormat::Csv) {
            fmt::print("random_access_ms,cpu_process_pct,system_busy_pct,average_read_mb_per_s,burst_mb_per_s,"
                       "whole_drive_read_mb_per_s\n");
            fmt::print("{:.2f},{:.1f},{:.1f},{:.1f},{:.1f},{:.1f}\n", access ? access->averageMs() : 0.0,
                scan.cpu.processPercent, scan.cpu.systemBusyPercent, scan.surfaceAverageMegabytesPerSecond(),
                burst ? burst->bestMegabytesPerSecond() : 0.0, scan.averageMegabytesPerSecond());
            return;
        }
        printSurface(scan, format);
        fmt::print("\n{:<24} {:>10}\n", "Random access", access ? fmt::format("{:.1f} ms", access->averageMs()) : "-");
        fmt::print("{:<24} {:>10} of one core\n", "CPU (DriveScope)", fmt::format("{:.1f} %", scan.cpu.processPercent));
        fmt::print("{:<24} {:>10}\n", "System busy", fmt::format("{:.0f} %", scan.cpu.systemBusyPercent));
        fmt::print(
            "{:<24} {:>10}\n", "Average read", fmt::format("{:.1f} MB/s", scan.surfaceAverageMegabytesPerSecond()));
        fmt::print("{:<24} {:>10}\n", "Whole-drive read", fmt::format("{:.1f} MB/s", scan.averageMegabytesPerSecond()));
        fmt::print("{:<24} {:>10}\n", "Burst speed",
            burst ? fmt::format("{:.1f} MB/s", burst->bestMegabytesPerSecond()) : "-");
    }

    // What an HD Tach command's options ask for, read and checked before anything opens; --short-stroke
    // becomes the plans' range once the target's size is known.
    struct HdTachRequest {
        enum class Test { Surface, Access, Burst, Sustained, HdTach };
        Test test = Test::Surface;
        bool write = false;
        SurfacePlan surface;
        AccessPlan access;
        BurstPlan burst;
        SustainedPlan sustained;
        QString shortStroke;
    };

    HdTachRequest parseHdTachRequest(const CommandLine& parser)
    {
        using Test = HdTachRequest::Test;
        const QString& command = parser.command();
        HdTachRequest request;
        request.test = command == QLatin1String("surface") ? Test::Surface
            : command == QLatin1String("access")           ? Test::Access
            : command == QLatin1String("burst")            ? Test::Burst
            : command == QLatin1String("sustained")        ? Test::Sustained
                                                           : Test::HdTach;
        request.write = request.test == Test::Sustained
            || (request.test == Test::Surface && parser.isSet(QStringLiteral("write")));
        if (request.test == Test::Surface || request.test == Test::HdTach)
            request.surface = surfacePlan(parser, request.write);
        if (request.test == Test::Access || request.test == Test::HdTach)
            request.access = accessPlan(parser);
        if (request.test == Test::Burst || request.test == Test::HdTach)
            request.burst = burstPlan(parser);
        if (request.test == Test::Sustained)
            request.sustained = sustainedPlan(parser);
        if (request.test != Test::Burst && request.test != Test::Sustained
            && parser.isSet(QStringLiteral("short-stroke")))
            request.shortStroke = parser.value(QStringLiteral("short-stroke"));
        return request;
    }

    // The request's test on the opened target, with the progress bar its command draws.
    SessionResult runHdTachRequest(HdTachRequest request, const Target& target, EngineKind engine,
        const std::atomic<bool>& cancel, bool showProgress)
    {
        using Test = HdTachRequest::Test;
        if (!request.shortStroke.isEmpty()) {
            const uint64_t range = parseRangeLength(request.shortStroke, target.info().sizeBytes);
            request.surface.rangeLength = range;
            request.access.rangeLength = range;
        }
        // The test under the progress bar its command draws.
        const auto withProgress = [&](const QString& name, const auto& run) {
            ProgressLine progress(name);
            auto result = run(coolingContext(RunContext(&cancel, showProgress ? &progress : nullptr)));
            progress.finish();
            return result;
        };
        switch (request.test) {
        case Test::Surface:
            return withProgress(QStringLiteral("surface"),
                [&](const RunContext& context) { return runSurfaceScan(target, request.surface, engine, context); });
        case Test::Access:
            return withProgress(QStringLiteral("access time"),
                [&](const RunContext& context) { return runAccessTime(target, request.access, engine, context); });
        case Test::Burst:
            return runBurstRate(target, request.burst, engine, coolingContext(RunContext(&cancel)));
        case Test::Sustained:
            return withProgress(QStringLiteral("sustained write"), [&](const RunContext& context) {
                return runSustainedWrite(target, request.sustained, engine, context);
            });
        case Test::HdTach:
            break;
        }
        const HdTachPlan plan { request.surface, request.access, request.burst };
        HdTachResult whole = withProgress(QStringLiteral("hdtach"),
            [&](const RunContext& context) { return runHdTach(target, plan, engine, context); });
        // Without its burst rate the run is not whole.
        whole.cancelled = whole.cancelled || !whole.burst;
        return whole;
    }

    // The result as its command prints it: JSON with the run's notes, CSV or the table.
    void printHdTachResult(const SessionResult& result, OutputFormat format)
    {
        if (format == OutputFormat::Json) {
            printJson(withRunNotes(std::visit([](const auto& any) { return any.toJson(); }, result), result));
            return;
        }
        if (const auto* surface = std::get_if<SurfaceResult>(&result))
            printSurface(*surface, format);
        else if (const auto* access = std::get_if<AccessResult>(&result))
            printAccess(*access, format);
        else if (const auto* burst = std::get_if<BurstResult>(&result))
            printBurst(*burst, format);
        else if (const auto* sustained = std::get_if<SustainedResult>(&result))
            printSustained(*sustained, format);
        else if (const auto* whole = std::get_if<HdTachResult>(&result))
            printHdTach(*whole, format);
    }
}

namespace {
    // The target options each HD Tach command takes: those that only read name no device to destroy.
    unsigned surfaceTargetOptions(const QString& command)
    {
        const bool writes = command == QLatin1String("surface") || command == QLatin1String("sustained");
        return writes ? kEveryTargetOption : kTargetPath | kTestFile;
    }
}

void declareSurfaceOptions(OptionList& options, const QString& command)
{
    addTargetOptions(options, surfaceTargetOptions(command));
    const bool surface = command == QLatin1String("surface");
    const bool hdtach = command == QLatin1String("hdtach");
    const bool sustained = command == QLatin1String("sustained");
    if (surface || hdtach)
        addSurfaceOptions(options);
    if (surface)
        options.addOption(option(QStringLiteral("write"),
            QStringLiteral("Write instead of read: destroys the data (--allow-destroy=DEVICE), or use a test file.")));
    if (command == QLatin1String("access") || hdtach) {
        addAccessOptions(options);
        if (!hdtach)
            options.addOption(option(QStringLiteral("short-stroke"),
                QStringLiteral("Only the first part of the drive: 100GB, 64G or 25%."), QStringLiteral("size")));
    }
    if (command == QLatin1String("burst") || hdtach)
        addBurstOptions(options);
    if (sustained) {
        options.addOption(option(QStringLiteral("size"), QStringLiteral("Bytes to write (default 8G)."),
            QStringLiteral("size"), QStringLiteral("8G")));
        options.addOption(option(QStringLiteral("bs"), QStringLiteral("Request size (default 1M)."),
            QStringLiteral("size"), QStringLiteral("1M")));
        options.addOption(option(QStringLiteral("qd"), QStringLiteral("Queue depth (default 8)."), QStringLiteral("n"),
            QStringLiteral("8")));
        options.addOption(option(QStringLiteral("recovery"),
            QStringLiteral("Cache recovery: after the cliff, pause this many seconds (each in turn, e.g. 5,30,120) and "
                           "write again until the rate falls, to see how much of the fast cache came back."),
            QStringLiteral("seconds,…")));
        options.addOption(option(QStringLiteral("interval"), QStringLiteral("Seconds per rate sample (default 0.5)."),
            QStringLiteral("seconds"), QStringLiteral("0.5")));
    }
}

int surfaceCommand(const CommandLine& parser, const std::atomic<bool>& cancel)
{
    const auto [engine, format, showProgress] = runSettings(parser);
    const HdTachRequest request = parseHdTachRequest(parser);

    TargetRequest targets = targetRequest(parser, request.write, cancel);
    // A sustained write on a test file needs a file as large as the write.
    if (request.test == HdTachRequest::Test::Sustained && !parser.isSet(QStringLiteral("file-size")))
        targets.testFileBytes = request.sustained.totalBytes;
    std::vector<std::unique_ptr<Target>> opened = openTargetsOrCancel(targets, showProgress);
    std::unique_ptr<Target> target = opened.empty() ? nullptr : std::move(opened.front());
    if (!target)
        return kExitCancelled;

    SessionResult result = runHdTachRequest(request, *target, engine, cancel, showProgress);
    printHdTachResult(result, format);
    const bool cancelled = std::visit([](const auto& any) { return any.cancelled; }, result);
    const SurfaceResult* surface = std::get_if<SurfaceResult>(&result);
    const QString stopReason = surface ? surface->stopReason : QString();
    if (!recordSessionRun(parser, std::move(result), format) && stopReason.isEmpty())
        return kExitFailure;
    if (!stopReason.isEmpty()) {
        std::fflush(stdout);
        fmt::print(stderr, "drivescope-cli: the test stopped: {}\n", u8(stopReason));
        return kExitFailure;
    }
    std::fflush(stdout);
    return cancelled ? kExitCancelled : kExitOk;
}

} // namespace ds::cli
