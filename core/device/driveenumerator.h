#pragma once

#include "model/drivefacts.h"

#include <optional>
#include <sys/types.h>
#include <vector>

namespace ds {

// Builds the drive list from sysfs, /proc/self/mountinfo, /proc/swaps and udev's database. The roots can be moved so
// that tests can feed a fake tree.
class DriveEnumerator {
public:
    struct Roots {
        QString sys = QStringLiteral("/sys");
        QString dev = QStringLiteral("/dev");
        QString mountInfo = QStringLiteral("/proc/self/mountinfo");
        QString swaps = QStringLiteral("/proc/swaps");
        // udev's database: the filesystem type and label of each device (b<major>:<minor>).
        QString udevData = QStringLiteral("/run/udev/data");
    };

    DriveEnumerator();
    explicit DriveEnumerator(Roots roots);

    // Every whole block device worth benchmarking: disks, NVMe namespaces, loop devices with a
    // backing file, zram devices with a size, dm and md devices. Sorted by name.
    std::vector<DriveFacts> drives() const;

    // The drive that holds devicePath (a whole disk or one of its partitions, symlinks resolved).
    std::optional<DriveFacts> driveFor(const QString& devicePath) const;
    // The drive with the block device `device` (a whole disk or one of its partitions).
    std::optional<DriveFacts> driveWithDevice(dev_t device) const;
    // The drive a directory's filesystem lives on, as a test file there is measured on (stat, and
    // mountinfo for btrfs's anonymous device numbers); none where no drive holds it (tmpfs, NFS).
    std::optional<DriveFacts> driveOfDirectory(const QString& directory) const;

    // Every block device whose writes land on the device `deviceName` ("sda", "loop5p1"): its
    // partitions, holders (dm, md, bcache) and loop devices set up on it, recursively. Sorted.
    QStringList devicesOn(const QString& deviceName) const;

    // The other loop devices set up on the same regular file as the loop device `deviceName` (by
    // device and inode: a hard link is the same file) with a range overlapping its own. Sorted.
    QStringList loopsSharingFileWith(const QString& deviceName) const;

    // Also list what drives() normally leaves out: unbound loop devices, zram without a size, RAM
    // disks, drives of size 0 (`drivescope-cli list --all`).
    void setIncludeEmpty(bool include) { m_includeEmpty = include; }

private:
    Roots m_roots;
    bool m_includeEmpty = false;
};

} // namespace ds
