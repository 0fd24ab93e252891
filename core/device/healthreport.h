#pragma once

#include "device/hwmonreader.h"
#include "device/smartctlreader.h"
#include "model/drivefacts.h"
#include "model/smarthealth.h"

#include <QString>

#include <optional>
#include <vector>

namespace ds {

// A drive's health now, as `drivescope-cli health` prints it and the window's Health page shows it: its
// temperature sensors with their readings, and its SMART snapshot or why there is none.
struct DriveHealthReport {
    DriveFacts drive;
    DriveSensors sensors;
    std::vector<std::optional<double>> readings; // per sensor: its reading now, nullopt when it did not answer
    SmartctlOutcome smart;

    // good / caution / bad from the snapshot; unknown without one.
    HealthAssessment assessment() const;
};

// Reads it now: hwmon below `sysRoot`, SMART with `smartctl` (readDriveHealth). Blocks while smartctl
// runs (up to `timeoutMs`): the window calls it off its GUI thread.
DriveHealthReport readHealthReport(const DriveFacts& drive, const QString& sysRoot = QStringLiteral("/sys"),
    const QString& smartctl = QStringLiteral("smartctl"), int timeoutMs = 20000);

// A smartctl JSON document an administrator captured elsewhere (`smartctl --json -a /dev/sdX > FILE`), as the
// report of the drive it names (`drivescope-cli health --smartctl-json`, the Health tab's Open): the drive's
// identity and SMART from the document; no sensor is read, as this machine's are not that drive's. "-" is
// standard input. Throws UserError naming `path` when it cannot be read or is not smartctl's JSON.
DriveHealthReport readCapturedHealthReport(const QString& path);

} // namespace ds
