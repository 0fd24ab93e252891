#include "run/otheriomonitor.h"

#include "model/uint128.h"

#include <algorithm>

namespace ds {

OtherIoProbe::OtherIoProbe(const TargetInfo& target)
{
    // The whole drive's counters: I/O to its other partitions competes for the same heads.
    if (target.drive)
        m_device = target.drive->name;
    m_before = BlockStat::read(m_device);
}

void OtherIoProbe::snapshotEnd()
{
    if (m_before)
        m_after = BlockStat::read(m_device);
}

std::optional<Caveat> OtherIoProbe::finish(const OwnIo& own, uint64_t untimedBytes) const
{
    if (!m_before)
        return std::nullopt;
    const std::optional<BlockStat> after = m_after ? m_after : BlockStat::read(m_device);
    if (!after)
        return std::nullopt;
    return compare(m_device, *m_before, *after, own, untimedBytes);
}

OwnIo OtherIoProbe::deviceBytes(const BlockStat& before, const BlockStat& after)
{
    auto delta = [](uint64_t a, uint64_t b) { return b >= a ? b - a : 0; };
    return OwnIo { delta(before.readSectors, after.readSectors) * 512,
        delta(before.writeSectors, after.writeSectors) * 512 };
}

std::optional<OwnIo> OtherIoProbe::deviceBytes() const
{
    if (!m_before)
        return std::nullopt;
    const std::optional<BlockStat> after = m_after ? m_after : BlockStat::read(m_device);
    if (!after)
        return std::nullopt;
    return deviceBytes(*m_before, *after);
}

std::optional<DeviceAccounting> OtherIoProbe::accounting(const OwnIo& claimed, const OwnIo& untimed) const
{
    const std::optional<OwnIo> counted = deviceBytes();
    if (!counted)
        return std::nullopt;
    return DeviceAccounting { m_device, claimed.readBytes, claimed.writeBytes, untimed.readBytes, untimed.writeBytes,
        counted->readBytes, counted->writeBytes };
}

std::optional<Caveat> OtherIoProbe::compare(
    const QString& device, const BlockStat& before, const BlockStat& after, const OwnIo& own, uint64_t untimedBytes)
{
    const OwnIo counted = deviceBytes(before, after);
    const uint64_t readBytes = counted.readBytes;
    const uint64_t writeBytes = counted.writeBytes;
    const uint64_t expected = own.readBytes + own.writeBytes + untimedBytes;
    const uint64_t seen = readBytes + writeBytes;
    // Filesystem metadata, a test file's fill and rounding cost some; a tenth more than ours and
    // 8 MiB at least is I/O of someone else.
    const uint64_t allowance = std::max<uint64_t>(expected / 10, 8u << 20);
    // A run that wrote nothing cannot explain the device's writes, however much it read: those are
    // judged on their own, so a busy writer is not hidden by a read test's generous allowance.
    const bool othersWrote = own.writeBytes == 0 && writeBytes > (8u << 20);
    if (seen <= expected + allowance && !othersWrote)
        return std::nullopt;
    // The untimed bytes went the way the run's own did (a read scan's pre-reads are reads), so the
    // figures name only what is beyond both.
    const uint64_t ownTotal = own.readBytes + own.writeBytes;
    const uint64_t untimedRead
        = ownTotal == 0 ? 0 : static_cast<uint64_t>(static_cast<UInt128>(untimedBytes) * own.readBytes / ownTotal);
    const uint64_t untimedWrite = ownTotal == 0 ? 0 : untimedBytes - untimedRead;
    const uint64_t expectedRead = own.readBytes + untimedRead;
    const uint64_t expectedWrite = own.writeBytes + untimedWrite;
    const uint64_t extraRead = readBytes > expectedRead ? readBytes - expectedRead : 0;
    const uint64_t extraWrite = writeBytes > expectedWrite ? writeBytes - expectedWrite : 0;
    return otherIoCaveat(device, extraRead, extraWrite);
}

namespace {
    void addWorkload(std::vector<TargetOwnIo>& list, const WorkloadResult& result)
    {
        TargetOwnIo io { result.target, {}, 0 };
        for (const RunMeasurement& run : result.repeats) {
            io.peakMegabytesPerSecond = std::max(io.peakMegabytesPerSecond, run.megabytesPerSecond());
            io.own.readBytes += run.readBytes;
            io.own.writeBytes += run.writeBytes;
            if (run.seconds > 0) {
                io.untimedBytes += static_cast<uint64_t>(static_cast<double>(run.bytes()) / run.seconds
                    * (result.spec.warmupSeconds + 0.1)); // warm-up and the queue's drain
            }
            // For the accounting, the warm-up's bytes as the runner counted them.
            io.untimed.readBytes += run.uncountedReadBytes;
            io.untimed.writeBytes += run.uncountedWriteBytes;
        }
        list.push_back(io);
    }

    void addSurface(std::vector<TargetOwnIo>& list, const SurfaceResult& surface)
    {
        TargetOwnIo io { surface.target, {}, 0 };
        for (const SurfaceZone& zone : surface.zones) {
            (surface.plan.write ? io.own.writeBytes : io.own.readBytes) += zone.bytes;
            io.untimedBytes += surface.blockBytes; // the pre-read that moves the head
        }
        io.untimedBytes += uint64_t { 64 } << 20; // the wake-up read
        io.peakMegabytesPerSecond = surface.maxMegabytesPerSecond();
        // For the accounting: the quick scan's pre-reads and its wake-up read (surfacescan's
        // placeWakeRead: two queues' worth); a full scan's wake-up is under 0.5 % of one zone.
        if (surface.plan.mode == SurfacePlan::Mode::Quick) {
            const uint64_t untimed = surface.zones.size() * uint64_t { surface.blockBytes }
                + uint64_t { surface.blockBytes } * surface.plan.queueDepth * 2;
            (surface.plan.write ? io.untimed.writeBytes : io.untimed.readBytes) += untimed;
        }
        list.push_back(io);
    }

    void addSweep(std::vector<TargetOwnIo>& list, const SweepResult& sweep)
    {
        for (const SweepPoint& point : sweep.points)
            if (point.result) {
                WorkloadResult one = *point.result;
                one.target = sweep.target;
                addWorkload(list, one);
            }
    }

    void addResult(std::vector<TargetOwnIo>& list, const SessionResult& result)
    {
        std::visit(
            [&list](const auto& any) {
                using T = std::decay_t<decltype(any)>;
                if constexpr (std::is_same_v<T, WorkloadResult>) {
                    addWorkload(list, any);
                } else if constexpr (std::is_same_v<T, SurfaceResult>) {
                    addSurface(list, any);
                } else if constexpr (std::is_same_v<T, AccessResult>) {
                    list.push_back({ any.target, { any.samples.size() * uint64_t { any.plan.blockBytes }, 0 },
                        any.plan.blockBytes * uint64_t { 2 } });
                    list.back().untimed.readBytes = list.back().untimedBytes;
                } else if constexpr (std::is_same_v<T, BurstResult>) {
                    list.push_back({ any.target, { any.plan.regionBytes * (any.passMegabytesPerSecond.size() + 1), 0 },
                        any.plan.regionBytes, any.bestMegabytesPerSecond() });
                    list.back().untimed.readBytes = list.back().untimedBytes;
                } else if constexpr (std::is_same_v<T, HdTachResult>) {
                    addSurface(list, any.surface);
                    if (any.access)
                        list.back().own.readBytes
                            += any.access->samples.size() * uint64_t { any.access->plan.blockBytes };
                    if (any.burst) {
                        list.back().own.readBytes
                            += any.burst->plan.regionBytes * (any.burst->passMegabytesPerSecond.size() + 1);
                        list.back().peakMegabytesPerSecond
                            = std::max(list.back().peakMegabytesPerSecond, any.burst->bestMegabytesPerSecond());
                    }
                } else if constexpr (std::is_same_v<T, ErrorScanResult>) {
                    // The blocks, and the untimed read of one request that woke the drive.
                    double peak = 0;
                    for (const ErrorScanBlock& block : any.blocks)
                        if (block.seconds > 0)
                            peak = std::max(peak, static_cast<double>(block.bytes) / 1e6 / block.seconds);
                    list.push_back({ any.target, { any.bytes(), 0 }, any.transferBytes, peak });
                    list.back().untimed.readBytes = list.back().untimedBytes;
                } else if constexpr (std::is_same_v<T, SustainedResult>) {
                    // The average, not a sample's: a short interval's rate jitters with its timing.
                    list.push_back({ any.target, { 0, any.bytes }, 0, any.averageMegabytesPerSecond });
                } else if constexpr (std::is_same_v<T, SweepResult>) {
                    addSweep(list, any);
                } else if constexpr (std::is_same_v<T, PatternSuiteResult>) {
                    for (const PatternResult& pattern : any.patterns)
                        addSweep(list, pattern.sweep);
                } else if constexpr (std::is_same_v<T, ConsistencyResult>) {
                    if (any.fill)
                        addWorkload(list, *any.fill);
                    if (!any.load.repeats.empty())
                        addWorkload(list, any.load);
                } else if constexpr (std::is_same_v<T, MultiTargetResult>) {
                    for (const WorkloadResult& one : any.perTarget)
                        addWorkload(list, one);
                } else if constexpr (std::is_same_v<T, MultiTargetScaling>) {
                    for (const MultiTargetResult& step : any.steps)
                        for (const WorkloadResult& one : step.perTarget)
                            addWorkload(list, one);
                    // The first target alone is the first step, counted above.
                    for (size_t index = 1; index < any.alone.size(); ++index)
                        addWorkload(list, any.alone[index]);
                } else if constexpr (std::is_same_v<T, QuickSuiteResult>) {
                    for (const QuickSuiteRow& row : any.rows) {
                        if (row.read)
                            addWorkload(list, *row.read);
                        if (row.write)
                            addWorkload(list, *row.write);
                        if (row.mix)
                            addWorkload(list, *row.mix);
                    }
                }
            },
            result);
    }
}

void OtherIoMonitor::targetOpened(const TargetInfo& target)
{
    m_probes.insert_or_assign(target.path, OtherIoProbe(target));
}

void OtherIoMonitor::runEnded()
{
    for (auto& [path, probe] : m_probes)
        probe.snapshotEnd();
}

namespace {
    // One entry per target: a sweep's points, and a window run's sweeps, add up.
    std::vector<TargetOwnIo> mergedByTarget(std::vector<TargetOwnIo> list)
    {
        std::vector<TargetOwnIo> merged;
        for (const TargetOwnIo& io : list) {
            auto same = std::find_if(merged.begin(), merged.end(),
                [&](const TargetOwnIo& other) { return other.target.path == io.target.path; });
            if (same == merged.end()) {
                merged.push_back(io);
            } else {
                same->own.readBytes += io.own.readBytes;
                same->own.writeBytes += io.own.writeBytes;
                same->untimedBytes += io.untimedBytes;
                same->untimed.readBytes += io.untimed.readBytes;
                same->untimed.writeBytes += io.untimed.writeBytes;
                same->peakMegabytesPerSecond = std::max(same->peakMegabytesPerSecond, io.peakMegabytesPerSecond);
            }
        }
        return merged;
    }
}

std::vector<TargetOwnIo> OtherIoMonitor::ownIoOf(const std::vector<SessionResult>& results)
{
    std::vector<TargetOwnIo> list;
    for (const SessionResult& result : results)
        addResult(list, result);
    return mergedByTarget(std::move(list));
}

std::vector<DeviceAccounting> OtherIoMonitor::accountingOf(const std::vector<TargetOwnIo>& io) const
{
    // By device, not target: two partitions of one drive read the same counters.
    std::vector<DeviceAccounting> devices;
    for (const TargetOwnIo& one : io) {
        const auto probe = m_probes.find(one.target.path);
        if (probe == m_probes.end())
            continue;
        auto same = std::find_if(devices.begin(), devices.end(),
            [&](const DeviceAccounting& device) { return device.device == probe->second.deviceName(); });
        if (same == devices.end()) {
            const std::optional<OwnIo> counted = probe->second.deviceBytes();
            if (!counted)
                continue;
            devices.push_back({ probe->second.deviceName(), 0, 0, 0, 0, counted->readBytes, counted->writeBytes });
            same = std::prev(devices.end());
        }
        same->claimedReadBytes += one.own.readBytes;
        same->claimedWriteBytes += one.own.writeBytes;
        same->untimedReadBytes += one.untimed.readBytes;
        same->untimedWriteBytes += one.untimed.writeBytes;
    }
    return devices;
}

std::vector<std::vector<DeviceAccounting>> OtherIoMonitor::accountingFor(
    const std::vector<SessionResult>& results) const
{
    const std::vector<DeviceAccounting> all = accountingOf(ownIoOf(results));
    std::vector<std::vector<DeviceAccounting>> perResult;
    for (const SessionResult& result : results) {
        std::vector<TargetOwnIo> issued;
        addResult(issued, result);
        std::vector<DeviceAccounting> own = accountingOf(mergedByTarget(std::move(issued)));
        for (DeviceAccounting& device : own) {
            const auto whole = std::find_if(
                all.begin(), all.end(), [&](const DeviceAccounting& other) { return other.device == device.device; });
            // This result's part of what the device counted: in proportion to what it issued.
            auto part = [](uint64_t counted, uint64_t byThis, uint64_t byAll) {
                return byAll == 0 ? 0
                                  : static_cast<uint64_t>(static_cast<double>(counted)
                                      * (static_cast<double>(byThis) / static_cast<double>(byAll)));
            };
            if (whole == all.end())
                continue;
            if (results.size() > 1) {
                device.deviceReadBytes = part(whole->deviceReadBytes, device.claimedReadBytes + device.untimedReadBytes,
                    whole->claimedReadBytes + whole->untimedReadBytes);
                device.deviceWriteBytes
                    = part(whole->deviceWriteBytes, device.claimedWriteBytes + device.untimedWriteBytes,
                        whole->claimedWriteBytes + whole->untimedWriteBytes);
            }
        }
        perResult.push_back(std::move(own));
    }
    return perResult;
}

std::vector<Caveat> OtherIoMonitor::caveatsFor(const std::vector<SessionResult>& results) const
{
    std::vector<Caveat> caveats;
    auto add = [&caveats](const Caveat& caveat) {
        if (std::find(caveats.begin(), caveats.end(), caveat) == caveats.end())
            caveats.push_back(caveat);
    };
    const std::vector<TargetOwnIo> own = ownIoOf(results);
    // Other I/O is judged per device: two targets on one drive (test files in two folders) are each
    // other's own I/O, not someone else's.
    struct DeviceIo {
        const OtherIoProbe* probe;
        OwnIo own;
        uint64_t untimedBytes;
    };
    std::vector<DeviceIo> devices;
    for (const TargetOwnIo& io : own) {
        for (const Caveat& caveat : targetCaveats(io.target, io.own.writeBytes > 0))
            add(caveat);
        const auto probe = m_probes.find(io.target.path);
        if (probe != m_probes.end()) {
            const auto same = std::find_if(devices.begin(), devices.end(),
                [&](const DeviceIo& device) { return device.probe->deviceName() == probe->second.deviceName(); });
            if (same == devices.end()) {
                devices.push_back({ &probe->second, io.own, io.untimedBytes });
            } else {
                same->own.readBytes += io.own.readBytes;
                same->own.writeBytes += io.own.writeBytes;
                same->untimedBytes += io.untimedBytes;
            }
        }
        if (const std::optional<Caveat> aboveLink = linkCeilingCaveat(io.target, io.peakMegabytesPerSecond))
            add(*aboveLink);
    }
    for (const DeviceIo& device : devices)
        if (const std::optional<Caveat> other = device.probe->finish(device.own, device.untimedBytes))
            add(*other);
    // Less on the device than the figures claim: a cache, compression or zero data, not the drive.
    for (const DeviceAccounting& device : accountingOf(own)) {
        const auto target = std::find_if(own.begin(), own.end(), [&](const TargetOwnIo& io) {
            const auto probe = m_probes.find(io.target.path);
            return probe != m_probes.end() && probe->second.deviceName() == device.device;
        });
        for (const Caveat& caveat : unconfirmedIoCaveats(device, target->target))
            add(caveat);
    }
    return caveats;
}

} // namespace ds
