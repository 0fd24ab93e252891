#pragma once

#include "model/smarthealth.h"
#include "model/targetinfo.h"

#include <QString>

#include <optional>
#include <vector>

namespace ds {

// A SMART snapshot from smartctl (smartmontools), or why there is none, in words.
struct SmartctlOutcome {
    std::optional<HealthSnapshot> snapshot;
    QString missing;
};

// Runs `smartctl --json -a -n standby DEVICE` as a child process, at most `timeoutMs`, and reads its output.
// A sleeping disk is not woken. `program` is found on PATH and in /usr/sbin, /sbin; where it is
// missing, or the device cannot be opened by this user, `missing` says so (the privileged helper does
// not hand out SMART data yet).
SmartctlOutcome readSmartctl(
    const QString& devicePath, int timeoutMs = 20000, const QString& program = QStringLiteral("smartctl"));

// The same for a drive, with the reason for drives that have no SMART data (loop, zram, dm, virtio) without
// running anything.
SmartctlOutcome readDriveHealth(
    const DriveFacts& drive, int timeoutMs = 20000, const QString& program = QStringLiteral("smartctl"));

// The SMART snapshots of a run's drives, before (as each target is opened) and after (runEnded).
class HealthProbe {
public:
    void targetOpened(const TargetInfo& target);
    void runEnded();
    const std::vector<RunHealth>& health() const { return m_health; }

private:
    std::vector<RunHealth> m_health;
    std::vector<DriveFacts> m_drives;
    bool m_ended = false;
};

} // namespace ds
