#pragma once

#include "model/arrayfacts.h"
#include "model/interfacelink.h"
#include "model/temperature.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <vector>

namespace ds {

// A partition of a drive, with everything that makes writing to it unsafe.
struct PartitionFacts {
    QString name; // "sda1"
    QString devicePath; // "/dev/sda1"
    unsigned major = 0;
    unsigned minor = 0;
    uint64_t offsetBytes = 0;
    uint64_t sizeBytes = 0;
    QStringList mountPoints;
    QStringList holders; // names in /sys/class/block/<name>/holders (dm-0, md127 …)
    bool swap = false;
    QString filesystem; // "ext4", "vfat", "swap" … from udev or mountinfo; empty when not known
    QString label; // the filesystem's label; empty when it has none or it is not known
    // Loop devices set up on this partition, and what is on them, in words ("loop6 is set up on sda1
    // and is mounted on /mnt/x"): they write to it without showing in holders/ or claiming it.
    QStringList stackReasons;

    bool inUse() const { return !mountPoints.isEmpty() || !holders.isEmpty() || swap || !stackReasons.isEmpty(); }
    QJsonObject toJson() const;
    static PartitionFacts fromJson(const QJsonObject& object); // throws UserError naming the bad field
};

// What sysfs and mountinfo say about one whole drive. These are the settings the seed articles found
// to change results (tagged queue depth, maximum transfer size, write-back cache), so every result and
// session keeps a copy.
struct DriveFacts {
    QString name; // "sda", "nvme0n1", "loop3"
    QString devicePath; // "/dev/sda"
    unsigned major = 0;
    unsigned minor = 0;
    QString model;
    QString vendor;
    QString serial;
    QString firmware;
    uint64_t sizeBytes = 0;
    bool rotational = false;
    bool removable = false;
    bool readOnly = false;
    QString transport; // sata, sas, nvme, usb, virtio, mmc, loop, zram, dm, md, scsi, unknown
    uint32_t logicalSectorBytes = 512;
    uint32_t physicalSectorBytes = 512;
    int queueDepth = -1; // device/queue_depth (SCSI/SATA tagged queue depth); -1 when the device has none
    int nrRequests = -1; // queue/nr_requests
    int maxSectorsKb = -1; // queue/max_sectors_kb: the largest request the kernel sends
    int maxHwSectorsKb = -1; // queue/max_hw_sectors_kb: the largest the hardware accepts
    QString scheduler; // active I/O scheduler, "none" when there is none
    QStringList availableSchedulers;
    QString writeCache; // queue/write_cache: "write back" or "write through"
    QString backingFile; // loop devices only
    InterfaceLink link; // PCIe, SATA or USB, and what it can carry
    // Its temperature sensors in hwmon (device/hwmonreader), or why it has none, said once.
    std::vector<TemperatureSensor> temperatureSensors;
    QString temperatureNote;
    QStringList mountPoints; // of the whole device (a filesystem without a partition table)
    QStringList holders;
    // An md array or a device-mapper volume: its level or kind, its members, degraded or syncing.
    std::optional<ArrayFacts> array;
    bool swap = false;
    QString filesystem; // on the whole device, as for a partition
    QString label;
    // Loop devices set up on the whole drive and what is on them, and for a loop device, what is on
    // the device it is set up on: either side of such a stack writes to the other, and neither shows
    // in holders/ (see DriveEnumerator).
    QStringList stackReasons;
    std::vector<PartitionFacts> partitions;
    bool readable = false; // this user may open it for reading
    bool writable = false; // … and for writing

    // Mounted, swap, held or under or on a loop device in use, itself or any partition.
    bool inUse() const;
    // The same for the whole drive only, not its partitions: what overlaps every partition.
    bool wholeDriveInUse() const;
    // Why it is in use, in words ("sda1 is mounted on /boot"); empty when it is not.
    QStringList inUseReasons() const;
    QJsonObject toJson() const;
    static DriveFacts fromJson(const QJsonObject& object); // throws UserError naming the bad field
};

} // namespace ds
