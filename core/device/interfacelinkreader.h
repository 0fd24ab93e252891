#pragma once

#include "model/interfacelink.h"

#include <QString>

namespace ds {

// Reads the link of the whole drive whose /sys/block/<name> directory is blockDir. `sysRoot` is the
// canonical sysfs root (a test tree elsewhere); nothing above it is read. Kind::None for devices that
// have no link of their own (loop, zram, dm, md, virtio, MMC).
InterfaceLink readInterfaceLink(const QString& blockDir, const QString& sysRoot, const QString& transport);

} // namespace ds
