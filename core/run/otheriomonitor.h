#pragma once

#include "device/sysfs.h"
#include "device/targetcaveats.h"
#include "model/caveats.h"
#include "model/deviceaccounting.h"
#include "model/session.h"

#include <QString>

#include <map>
#include <vector>

namespace ds {

// Watches a target's device for I/O that is not ours: a snapshot of its counters when the run starts,
// compared when it ends.
class OtherIoProbe {
public:
    explicit OtherIoProbe(const TargetInfo& target);
    // Takes the end snapshot now (the run is over); finish then compares against it.
    void snapshotEnd();
    // A caveat when the device moved clearly more bytes than the run did itself (`own`); `untimed` is
    // what the run issued without counting it (warm-up, pre-reads), an allowance.
    std::optional<Caveat> finish(const OwnIo& own, uint64_t untimedBytes = 0) const;
    // The comparison alone, for a test with known counters.
    static std::optional<Caveat> compare(const QString& device, const BlockStat& before, const BlockStat& after,
        const OwnIo& own, uint64_t untimedBytes);
    // What the device read and wrote between the two snapshots (the end one read now when runEnded did
    // not take it); nullopt when its counters cannot be read.
    std::optional<OwnIo> deviceBytes() const;
    static OwnIo deviceBytes(const BlockStat& before, const BlockStat& after);
    // What the device counted between the snapshots against what a run claims and issued untimed
    // (DeviceAccounting); nullopt when its counters cannot be read.
    std::optional<DeviceAccounting> accounting(const OwnIo& claimed, const OwnIo& untimed) const;

    const QString& deviceName() const { return m_device; }

private:
    QString m_device;
    std::optional<BlockStat> m_before;
    std::optional<BlockStat> m_after;
};

// What a run read and wrote on one target by its own count, and what it issued without counting
// (warm-up, pre-reads, the wake-up read): the allowance against the kernel's counters.
struct TargetOwnIo {
    TargetInfo target;
    OwnIo own;
    uint64_t untimedBytes = 0;
    double peakMegabytesPerSecond = 0; // the highest rate the results claim on it
    // For the accounting (DeviceAccounting), by direction: the estimate of what was issued uncounted
    // (warm-up at the measured rate, pre-reads, the wake-up read), without untimedBytes's margins.
    OwnIo untimed {};
};

// Records the caveats of a run, the CLI's and the window's alike: those that follow from its targets,
// and other I/O on their devices while it ran (/sys/class/block/X/stat against the run's own bytes).
// A value type: the window's worker fills it in its thread and sends it with the outcome.
class OtherIoMonitor {
public:
    // A snapshot of the device's counters as the target is opened (again: a new snapshot).
    void targetOpened(const TargetInfo& target);
    // Snapshots the counters at the end of the run, so that I/O after it (removing a test file, a
    // second run) is not counted; without it, caveatsFor reads them itself.
    void runEnded();
    bool watches(const QString& targetPath) const { return m_probes.count(targetPath) != 0; }

    // The caveats of a run that produced `results` (one, or the sweeps of one window run, whose
    // bytes add up on the same device), without duplicates.
    std::vector<Caveat> caveatsFor(const std::vector<SessionResult>& results) const;
    std::vector<Caveat> caveatsFor(const SessionResult& result) const { return caveatsFor(std::vector { result }); }

    // Per target, what the results issued themselves; the points of a sweep add up.
    static std::vector<TargetOwnIo> ownIoOf(const std::vector<SessionResult>& results);

    // Per result, per device: the bytes it claims against those the device counted, from the same
    // readings as the caveats. Results that share a device (a window run's read and write sweeps) share
    // its count in proportion to what each issued, so each shows the share of them all.
    std::vector<std::vector<DeviceAccounting>> accountingFor(const std::vector<SessionResult>& results) const;
    std::vector<DeviceAccounting> accountingFor(const SessionResult& result) const
    {
        return accountingFor(std::vector { result }).front();
    }

private:
    // The devices of `io` (their targets' drives) with what it claims and what each device counted.
    std::vector<DeviceAccounting> accountingOf(const std::vector<TargetOwnIo>& io) const;

    std::map<QString, OtherIoProbe> m_probes; // by target path
};

} // namespace ds
