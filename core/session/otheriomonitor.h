#pragma once

#include "caveats.h"
#include "session.h"

#include <QString>

#include <map>
#include <vector>

namespace ds {

// What a run read and wrote on one target by its own count, and what it issued without counting
// (warm-up, pre-reads, the wake-up read): the allowance against the kernel's counters.
struct TargetOwnIo {
    TargetInfo target;
    OwnIo own;
    uint64_t untimedBytes = 0;
    double peakMegabytesPerSecond = 0; // the highest rate the results claim on it
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

private:
    std::map<QString, OtherIoProbe> m_probes; // by target path
};

} // namespace ds
