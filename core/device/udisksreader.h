#pragma once

#include "device/smartctlreader.h"

#include <QString>

namespace ds {

// SMART data from udisks2 (org.freedesktop.UDisks2.Drive.Ata: SmartUpdate, then SmartGetAttributes and the
// drive's Smart* properties), the second source where smartctl is not installed. ATA drives only: udisks2
// gives an NVMe drive's log through another interface, which this does not read. Where udisks2 is not
// running, the drive is not an ATA drive or udisks2 refuses, `missing` says so.
SmartctlOutcome readUdisksSmart(const QString& devicePath, int timeoutMs = 20000);

} // namespace ds
