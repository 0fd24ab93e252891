#pragma once

#include <QByteArray>
#include <QSet>
#include <QString>

#include <cstdint>
#include <optional>
#include <sys/types.h>

namespace ds {

// The one small reader of sysfs the other parts use: a line of an attribute, a device's I/O
// counters, the disks under a block device, dm-crypt.

// The first line of a sysfs attribute, trimmed; empty when it cannot be read.
QString readSysfsLine(const QString& path);

// The kernel's own I/O counters of a block device (/sys/class/block/NAME/stat).
struct BlockStat {
    uint64_t readIos = 0;
    uint64_t readMerges = 0; // reads joined to a neighbour before they reached the device
    uint64_t readSectors = 0; // always 512-byte units
    uint64_t writeIos = 0;
    uint64_t writeSectors = 0;

    static std::optional<BlockStat> read(const QString& deviceName);
    // The fields of a stat line; nullopt when it has too few.
    static std::optional<BlockStat> parse(const QByteArray& line);
};

// Whether a device-mapper device is a dm-crypt (LUKS) mapping, from /sys/block/NAME/dm/uuid.
bool isDmCrypt(const QString& deviceName);

// The canonical /sys/dev/block/MAJOR:MINOR directory of a block device; empty when there is none.
QString sysfsPathOf(dev_t device);
// The names of the disks under a block device: its whole disk, and recursively whatever it is stacked on
// (dm, md: /sys/class/block/X/slaves).
QSet<QString> disksOf(dev_t device);
// The whole disk of a block device: itself, or the disk a partition is part of.
QString wholeDiskOf(dev_t device);
// The block device a directory's filesystem lives on. btrfs and others report an anonymous device
// number; mountinfo names their source. 0 when there is none.
dev_t filesystemDevice(const QString& directory);

} // namespace ds
