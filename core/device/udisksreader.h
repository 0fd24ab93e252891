#pragma once

#include "device/smartctlreader.h"

#include <QString>

namespace ds {

// SMART data from udisks2, the second source where smartctl is not installed: an ATA drive's from
// org.freedesktop.UDisks2.Drive.Ata (SmartUpdate, then SmartGetAttributes and the drive's Smart*
// properties), an NVMe drive's health from org.freedesktop.UDisks2.NVMe.Controller (udisks 2.10 and
// later: SmartUpdate, its Smart* properties and SmartGetAttributes). Where udisks2 is not running, has
// neither interface for the drive (an older udisks2 for an NVMe drive) or refuses, `missing` says so.
SmartctlOutcome readUdisksSmart(const QString& devicePath, int timeoutMs = 20000);

// Why udisks2 `version` gave no SMART for a drive with neither interface: for an NVMe drive, that the
// interface came with udisks 2.10.
QString udisksNoSmartInterface(const QString& devicePath, const QString& version);

} // namespace ds
