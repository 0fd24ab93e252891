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
    bool permissionDenied = false; // smartctl could not open the device for lack of permission
};

// What smartctl printed (its --json output, cut off past HealthSnapshot::kMaxSmartctlBytes) and its exit
// status, or why it did not run or finish (`problem`).
struct SmartctlRun {
    QByteArray output;
    int status = -1;
    QString problem;
};
// Runs `program --json -a -n standby DEVICE` (program: a name found as readSmartctl finds it, or a path).
SmartctlRun runSmartctl(const QString& devicePath, int timeoutMs, const QString& program);
// smartctl's output read into a snapshot, or why not (parsed and size-limited by HealthSnapshot).
SmartctlOutcome smartctlOutcome(const SmartctlRun& run, const QString& devicePath);

// Runs `smartctl --json -a -n standby DEVICE` as a child process, at most `timeoutMs`, and reads its output.
// A sleeping disk is not woken. `program` is found on PATH and in /usr/sbin, /sbin; where it is
// missing, or the device cannot be opened by this user, `missing` says so.
SmartctlOutcome readSmartctl(
    const QString& devicePath, int timeoutMs = 20000, const QString& program = QStringLiteral("smartctl"));

// The same for a drive, with the reason for drives that have no SMART data (loop, zram, dm, virtio) without
// running anything. Where smartctl is not installed, udisks2 is asked (readUdisksSmart, ATA drives).
// Where smartctl may not open the device, it asks drivescope-helper
// (readSmartctlThroughHelper) unless DRIVESCOPE_PRIVILEGED_OPEN=none; where that fails too, `missing`
// says both.
SmartctlOutcome readDriveHealth(
    const DriveFacts& drive, int timeoutMs = 20000, const QString& program = QStringLiteral("smartctl"));

// SMART data of a whole drive this user may not open, through drivescope-helper (`smart DEVICE`; started
// with pkexec, or DRIVESCOPE_HELPER directly): the helper runs smartctl as root on the block device and
// sends back its JSON, which is checked here again as readSmartctl checks it. `command` starts the
// helper (tests); the other overload finds it as PrivilegedOpen does.
SmartctlOutcome readSmartctlThroughHelper(const QString& devicePath);
SmartctlOutcome readSmartctlThroughHelper(const QStringList& command, const QString& devicePath);

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
