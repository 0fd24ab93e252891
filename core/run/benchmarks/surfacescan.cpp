#include "run/benchmarks/surfacescan.h"

#include "model//results/ioerrors.h"
#include "model/uint128.h"
#include "model/usererror.h"
#include "model/workload.h"
#include "run/benchmarks/workloadrunner.h"
#include "run/cpumeter.h"

#include <QCoreApplication>
#include <QDateTime>

#include <algorithm>

namespace ds {

namespace {

    class SurfaceScan {
    public:
        SurfaceScan(const Target& target, SurfacePlan plan, EngineKind engine = EngineKind::Auto);

        SurfaceResult run(const RunContext& context = {});

    private:
        const Target& m_target;
        SurfacePlan m_plan;
        EngineKind m_engine;
    };

} // namespace

SurfaceScan::SurfaceScan(const Target& target, SurfacePlan plan, EngineKind engine)
    : m_target(target)
    , m_plan(plan)
    , m_engine(engine)
{
}

uint32_t defaultSurfaceBlockBytes(const TargetInfo& target)
{
    uint32_t bytes = 1u << 20;
    if (target.drive && target.drive->maxSectorsKb > 0)
        bytes = std::min<uint32_t>(bytes, static_cast<uint32_t>(target.drive->maxSectorsKb) * 1024u);
    return std::max<uint32_t>(bytes / target.logicalSectorBytes * target.logicalSectorBytes, target.logicalSectorBytes);
}

namespace {
    struct PassOutcome {
        uint64_t bytes = 0;
        double seconds = 0;
        uint64_t errors = 0;
        bool cancelled = false;
        QString engine;
        std::vector<IoErrorRecord> errorRecords;
        QString stopReason;
        std::optional<DeviceAccounting> accounting; // the drive's count of the passes' bytes
        unsigned passes = 0;
    };

    // One timed sequential pass over [offset, offset + bytes) in whole blocks, plus a shorter last
    // request for a tail that is not a whole block.
    PassOutcome runPass(const RunContext& context, WorkloadRunner& runner, uint64_t offset, uint64_t bytes,
        uint32_t blockBytes, unsigned queueDepth, bool write)
    {
        PassOutcome outcome;
        auto pass = [&](uint64_t from, uint64_t length, uint32_t block, unsigned depth) {
            WorkloadSpec spec;
            spec.seriesIntervalSeconds = 0; // no time series: each zone is a point of its own
            spec.readPercent = write ? 0 : 100;
            spec.blockSizes.front().bytes = block;
            spec.queueDepth = depth;
            spec.regionOffset = from;
            spec.regionLength = length;
            spec.totalBytes = length;
            runner.setSpec(spec);
            const WorkloadResult result = runner.run(context);
            const RunMeasurement& run = result.repeats.front();
            outcome.bytes += run.bytes();
            outcome.seconds += run.seconds;
            outcome.errors += run.errorCount;
            outcome.cancelled = outcome.cancelled || run.cancelled;
            outcome.engine = result.engine;
            if (outcome.passes++ == 0)
                outcome.accounting = result.accounting;
            else
                addAccounting(outcome.accounting, result.accounting);
            for (const IoErrorRecord& error : run.errors)
                keepIoError(outcome.errorRecords, error);
            if (outcome.stopReason.isEmpty())
                outcome.stopReason = run.stopReason;
        };
        const uint64_t whole = bytes / blockBytes * blockBytes;
        if (whole > 0)
            pass(offset, whole, blockBytes, queueDepth);
        if (bytes > whole && !outcome.cancelled && outcome.stopReason.isEmpty())
            pass(offset + whole, bytes - whole, static_cast<uint32_t>(bytes - whole), 1);
        return outcome;
    }

    struct WakeRead {
        uint64_t offset = 0;
        uint64_t bytes = 0;
    };

    // Where the untimed wake-up read goes. A drive keeps what it read last in its cache, so the wake-up
    // must not read bytes a zone times: zone 0 would then be timed at the cache's rate. In a quick scan it
    // reads a stretch between zones (the one at the range's end where it fits, else the largest), from
    // the gap's start so that a drive's read-ahead runs away from the next zone; if no gap holds a
    // block, it reads zone 0's own untimed block. A full scan times every byte: it reads a little of
    // zone 0's start.
    template <typename ZoneOffsetOf>
    WakeRead placeWakeRead(const SurfacePlan& plan, uint64_t rangeEnd, uint32_t block, uint32_t sector,
        uint64_t zoneTimedBytes, const ZoneOffsetOf& zoneOffsetOf)
    {
        const uint64_t rangeLength = rangeEnd - plan.rangeOffset;
        const uint64_t wanted
            = std::min<uint64_t>(rangeLength / block * block, uint64_t { block } * plan.queueDepth * 2);
        if (wanted == 0)
            return {};
        if (plan.mode == SurfacePlan::Mode::Full) {
            // Held to a 200th of zone 0: even served from a cache, it moves that zone's figure by under
            // 0.5 %, and the head is where zone 0 starts (read elsewhere, zone 0 would time a seek).
            const uint64_t firstZone = zoneOffsetOf(plan.zones > 1 ? 1 : 0) - plan.rangeOffset;
            const uint64_t bytes = std::min(wanted, (plan.zones > 1 ? firstZone : rangeLength) / 200 / sector * sector);
            return { plan.rangeOffset, bytes };
        }
        const uint64_t zoneSpan = block + zoneTimedBytes;
        WakeRead best;
        uint64_t bestGap = 0;
        for (unsigned index = plan.zones; index-- > 0;) { // from the end: the last gap wins a tie
            const uint64_t gapStart = zoneOffsetOf(index) + zoneSpan;
            const uint64_t gapEnd = index + 1 == plan.zones ? rangeEnd : zoneOffsetOf(index + 1);
            const uint64_t gap = gapEnd > gapStart ? gapEnd - gapStart : 0;
            if (gap / block * block >= wanted)
                return { gapStart, wanted };
            if (gap > bestGap) {
                bestGap = gap;
                best = { gapStart, gap / block * block };
            }
        }
        if (best.bytes >= block)
            return best;
        return { zoneOffsetOf(0), block };
    }
}

uint64_t surfaceRangeBytes(const TargetInfo& target, uint64_t offset, uint64_t length)
{
    const uint32_t sector = target.logicalSectorBytes;
    if (offset % sector != 0 || offset >= target.sizeBytes)
        throw UserError(
            QCoreApplication::translate("ds::SurfaceScan", "the range must start on a sector inside the target"));
    const uint64_t available = target.sizeBytes - offset;
    return (length == 0 ? available : std::min(length, available)) / sector * sector;
}

SurfaceResult SurfaceScan::run(const RunContext& context)
{
    const TargetInfo& info = m_target.info();
    const uint32_t sector = info.logicalSectorBytes;
    if (m_plan.zones == 0 || m_plan.zones > 100000)
        throw UserError(QCoreApplication::translate("ds::SurfaceScan", "the zone count must be 1 to 100000, not %1")
                            .arg(m_plan.zones));
    if (m_plan.queueDepth == 0 || m_plan.queueDepth > WorkloadSpec::kMaxQueueDepth)
        throw UserError(QCoreApplication::translate("ds::SurfaceScan", "queue depth must be 1 to %1")
                            .arg(WorkloadSpec::kMaxQueueDepth));
    if (m_plan.write && !info.writable)
        throw UserError(
            QCoreApplication::translate("ds::SurfaceScan", "the target %1 was opened read-only").arg(info.path));
    const uint32_t block = m_plan.blockBytes ? m_plan.blockBytes : defaultSurfaceBlockBytes(info);
    if (block % sector != 0)
        throw UserError(QCoreApplication::translate(
            "ds::SurfaceScan", "block size %1 is not a multiple of the target's %2-byte logical sector")
                            .arg(formatBinarySize(block))
                            .arg(sector));
    const uint64_t rangeLength = surfaceRangeBytes(info, m_plan.rangeOffset, m_plan.rangeLength);
    const uint64_t rangeEnd = m_plan.rangeOffset + rangeLength;
    // Quick mode times exactly the zone size (a last request shorter than a block, if need be), after an
    // untimed read of one block.
    const uint64_t zoneTimedBytes = m_plan.zoneBytes;
    const uint64_t zoneSpan = block + zoneTimedBytes;
    // Zones start at even slices of the range. Where the last ones would run past its end (a small
    // range, or many large zones), their starts are spread evenly over the room there is instead, so
    // each zone still measures a place of its own; pulling them in would measure one place many times.
    bool spreadZones = false;
    uint64_t room = 0;
    if (m_plan.mode == SurfacePlan::Mode::Quick) {
        if (zoneTimedBytes == 0 || zoneTimedBytes % sector != 0)
            throw UserError(QCoreApplication::translate(
                "ds::SurfaceScan", "the zone size must be a multiple of the target's %1-byte logical sector")
                                .arg(sector));
        if (rangeLength < zoneSpan)
            throw UserError(
                QCoreApplication::translate(
                    "ds::SurfaceScan", "the range (%1) is smaller than one zone: %2 timed after an untimed read of %3")
                    .arg(formatBinarySize(rangeLength), formatBinarySize(zoneTimedBytes), formatBinarySize(block)));
        room = rangeLength - zoneSpan;
        const uint64_t lastSlice
            = static_cast<uint64_t>(static_cast<UInt128>(rangeLength) * (m_plan.zones - 1) / m_plan.zones) / sector
            * sector;
        spreadZones = lastSlice > room;
        if (spreadZones && room < uint64_t { sector } * (m_plan.zones - 1))
            throw UserError(QCoreApplication::translate(
                "ds::SurfaceScan", "%1 zones of %2 do not fit in the range (%3) at places of their own: at most %4")
                                .arg(m_plan.zones)
                                .arg(formatBinarySize(zoneTimedBytes), formatBinarySize(rangeLength))
                                .arg(room / sector + 1));
    }
    if (m_plan.mode == SurfacePlan::Mode::Full && rangeLength / sector < m_plan.zones)
        throw UserError(QCoreApplication::translate("ds::SurfaceScan", "more zones than sectors in the range"));

    SurfaceResult result;
    result.plan = m_plan;
    result.target = info;
    result.blockBytes = block;
    result.startedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    // One engine for the whole scan: no setup between a zone's pre-read and its timed read.
    WorkloadRunner runner(m_target, WorkloadSpec {}, m_engine);
    // The scan reports per zone; a zone's passes only watch the cancel flag.
    const RunContext passes = context.silent();
    runner.reserve(m_plan.queueDepth, block);
    // Zone `index` has an even slice of the range; in a quick scan it reads one untimed block and then
    // its timed bytes from zoneOffsetOf(index), which is the slice's start unless the zones are spread.
    auto sliceStartOf = [&](unsigned index) {
        return m_plan.rangeOffset
            + static_cast<uint64_t>(static_cast<UInt128>(rangeLength) * index / m_plan.zones) / sector * sector;
    };
    auto zoneOffsetOf = [&](unsigned index) {
        if (m_plan.mode == SurfacePlan::Mode::Quick && spreadZones)
            return m_plan.rangeOffset
                + static_cast<uint64_t>(static_cast<UInt128>(room) * index / (m_plan.zones - 1)) / sector * sector;
        return sliceStartOf(index);
    };
    // Errors keep their places; a device gone stops the scan with the zones done so far.
    auto noteErrors = [&result](const PassOutcome& outcome) {
        for (const IoErrorRecord& error : outcome.errorRecords)
            keepIoError(result.errorRecords, error);
        if (result.stopReason.isEmpty())
            result.stopReason = outcome.stopReason;
    };
    // Untimed, once: wakes a drive from its power-saving state (an idle disk parks its heads or
    // spins down) and lets the I/O path start its threads, so zone 0 is not the one that pays.
    const WakeRead wake = placeWakeRead(m_plan, rangeEnd, block, sector, zoneTimedBytes, zoneOffsetOf);
    if (wake.bytes > 0) {
        const PassOutcome woken
            = runPass(passes, runner, wake.offset, wake.bytes, block, m_plan.queueDepth, m_plan.write);
        result.cancelled = woken.cancelled;
        // Not a zone, so not counted in the zones' errors; but a dead device is dead from the start.
        if (!woken.stopReason.isEmpty())
            result.stopReason = woken.stopReason;
    }
    CpuMeter cpu;
    cpu.start();

    for (unsigned index = 0; !result.cancelled && result.stopReason.isEmpty() && index < m_plan.zones; ++index) {
        if (context.cancelled()) {
            result.cancelled = true;
            break;
        }
        SurfaceZone zone;
        zone.index = index;
        const uint64_t sliceStart = sliceStartOf(index);
        const uint64_t sliceEnd = index + 1 == m_plan.zones ? rangeEnd : sliceStartOf(index + 1);
        PassOutcome outcome;
        if (m_plan.mode == SurfacePlan::Mode::Full) {
            zone.offset = zone.timedOffset = sliceStart;
            outcome
                = runPass(passes, runner, sliceStart, sliceEnd - sliceStart, block, m_plan.queueDepth, m_plan.write);
        } else {
            zone.offset = zoneOffsetOf(index);
            zone.timedOffset = zone.offset + block;
            // Untimed: brings the head to the zone, so the timed part measures transfer, not a seek.
            const PassOutcome preRead = runPass(passes, runner, zone.offset, block, block, 1, m_plan.write);
            if (preRead.cancelled) {
                result.cancelled = true;
                break;
            }
            zone.errors += preRead.errors;
            noteErrors(preRead);
            if (!result.stopReason.isEmpty())
                break;
            outcome = runPass(passes, runner, zone.timedOffset, zoneTimedBytes, block, m_plan.queueDepth, m_plan.write);
        }
        noteErrors(outcome);
        if (outcome.cancelled) {
            result.cancelled = true;
            break;
        }
        zone.bytes = outcome.bytes;
        zone.seconds = outcome.seconds;
        zone.errors += outcome.errors;
        result.engine = outcome.engine;
        if (outcome.accounting)
            result.noteZoneAccounting(index, *outcome.accounting);
        result.zones.push_back(zone);
        context.surfaceZone(zone, m_plan.zones);
        RunProgressReport report;
        report.fraction = static_cast<double>(index + 1) / m_plan.zones;
        report.stage = RunStage(RunStage::Kind::Zone, index + 1uLL, m_plan.zones);
        report.megabytesPerSecond = zone.megabytesPerSecond();
        context.progress(std::move(report));
    }
    result.cpu = cpu.stop();
    return result;
}

SurfaceResult runSurfaceScan(
    const Target& target, const SurfacePlan& plan, EngineKind engine, const RunContext& context)
{
    return SurfaceScan(target, plan, engine).run(context);
}

} // namespace ds
