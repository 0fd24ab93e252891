#include "device/driveenumerator.h"

#include "device/drivereader.h"
#include "device/hwmonreader.h"
#include "device/interfacelinkreader.h"
#include "device/sysfs.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSet>

#include <algorithm>
#include <climits>

#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

namespace ds::drives {

QString Reader::transportOf(const QString& name, const QString& blockDir) const
{
    if (QFileInfo::exists(blockDir + QLatin1String("/dm")))
        return QStringLiteral("dm");
    if (QFileInfo::exists(blockDir + QLatin1String("/md")))
        return QStringLiteral("md");
    if (name.startsWith(QLatin1String("loop")))
        return QStringLiteral("loop");
    if (name.startsWith(QLatin1String("zram")))
        return QStringLiteral("zram");

    // /sys/block/X links into /sys/devices/…: the bus path says how the drive is attached. Only the
    // part below the sysfs root counts, so that a test tree in /tmp/usb… does not look like USB.
    QString path = QFileInfo(blockDir).canonicalFilePath();
    if (!m_sysRoot.isEmpty() && path.startsWith(m_sysRoot))
        path = path.mid(m_sysRoot.size());
    const QString subsystem
        = QFileInfo(QFileInfo(blockDir + QLatin1String("/device/subsystem")).symLinkTarget()).fileName();

    if (subsystem == QLatin1String("nvme") || path.contains(QLatin1String("/nvme")))
        return QStringLiteral("nvme");
    if (path.contains(QLatin1String("/usb")))
        return QStringLiteral("usb");
    if (subsystem == QLatin1String("mmc") || path.contains(QLatin1String("/mmc")))
        return QStringLiteral("mmc");
    if (path.contains(QLatin1String("virtio")))
        return QStringLiteral("virtio");
    if (path.contains(QLatin1String("/ata")))
        return QStringLiteral("sata");
    if (path.contains(QLatin1String("/end_device-")) || path.contains(QLatin1String("/expander-"))
        || QFileInfo::exists(blockDir + QLatin1String("/device/sas_address")))
        return QStringLiteral("sas");
    // Kernels before the ata ports showed in the path (2.6.2x): libata answers INQUIRY with the vendor "ATA".
    if (subsystem == QLatin1String("scsi")
        && readText(blockDir + QLatin1String("/device/vendor")) == QLatin1String("ATA"))
        return QStringLiteral("sata");
    if (subsystem == QLatin1String("scsi"))
        return QStringLiteral("scsi");
    return QStringLiteral("unknown");
}

QString Reader::serialOf(const QString& blockDir)
{
    const QString device = blockDir + QLatin1String("/device/");
    // NVMe controllers and MMC cards say it directly.
    QString serial = readText(device + QLatin1String("serial"));
    if (!serial.isEmpty())
        return serial;
    // SCSI/SATA: the Unit Serial Number VPD page, a 4-byte header (length in bytes 2-3), then ASCII.
    const QByteArray page = readBytes(device + QLatin1String("vpd_pg80"));
    if (page.size() > 4) {
        const qsizetype length = (static_cast<unsigned char>(page[2]) << 8) | static_cast<unsigned char>(page[3]);
        QByteArray text = page.mid(4, std::min(length, page.size() - 4));
        text.replace('\0', ' ');
        serial = QString::fromLatin1(text).trimmed();
        if (!serial.isEmpty())
            return serial;
    }
    // virtio-blk puts it on the disk itself.
    serial = readText(blockDir + QLatin1String("/serial"));
    if (!serial.isEmpty())
        return serial;
    return readText(device + QLatin1String("wwid"));
}

// The partitions readStack() found under the disk `name`, in the order a person would list them.
std::vector<PartitionFacts> Reader::partitionsOf(const QString& name, const QString& blockDir) const
{
    QStringList names = m_nodes.value(name).partitions;
    std::sort(names.begin(), names.end(), naturalLess);

    std::vector<PartitionFacts> partitions;
    for (const QString& partitionName : names) {
        const QString dir = blockDir + QLatin1Char('/') + partitionName + QLatin1Char('/');
        const StackNode node = m_nodes.value(partitionName);
        PartitionFacts partition;
        partition.name = partitionName;
        partition.devicePath = m_roots.dev + QLatin1Char('/') + partitionName;
        partition.major = node.major;
        partition.minor = node.minor;
        // start and size are in 512-byte units whatever the sector size.
        partition.offsetBytes = static_cast<uint64_t>(readNumber(dir + QLatin1String("start")).value_or(0)) * 512;
        partition.sizeBytes = static_cast<uint64_t>(readNumber(dir + QLatin1String("size")).value_or(0)) * 512;
        partition.mountPoints = mountPointsOf(partitionName, partition.major, partition.minor);
        partition.holders = node.holders;
        partition.swap = m_swapNames.contains(partitionName);
        partition.stackReasons = stackReasonsOf(partitionName);
        filesystemOf(partitionName, partition.major, partition.minor, partition.filesystem, partition.label);
        partitions.push_back(partition);
    }
    return partitions;
}

std::optional<DriveFacts> Reader::readDrive(const QString& name, bool includeEmpty) const
{
    const QString blockDir = m_roots.sys + QLatin1String("/block/") + name;
    const QString dir = blockDir + QLatin1Char('/');

    const qint64 sectors = std::max<qint64>(0, readNumber(dir + QLatin1String("size")).value_or(0));
    // A hidden disk (an NVMe multipath namespace's path through one controller, nvme1c2n1) has no device
    // node: it is reached only through its namespace, which is listed.
    if (readInt(dir + QLatin1String("hidden"), 0) != 0)
        return std::nullopt;
    DriveFacts facts;
    if (name.startsWith(QLatin1String("loop")))
        facts.backingFile = readText(dir + QLatin1String("loop/backing_file"));

    // Nothing to measure: RAM disks, unbound loop devices, zram without a size, empty drives.
    if (!includeEmpty) {
        if (name.startsWith(QLatin1String("ram")) || sectors == 0)
            return std::nullopt;
        if (name.startsWith(QLatin1String("loop")) && facts.backingFile.isEmpty())
            return std::nullopt;
        if (name.startsWith(QLatin1String("zram")) && readNumber(dir + QLatin1String("disksize")).value_or(0) <= 0)
            return std::nullopt;
    }

    facts.name = name;
    facts.devicePath = m_roots.dev + QLatin1Char('/') + name;
    // Read once, by readStack(), for the stack and the facts alike.
    const StackNode node = m_nodes.value(name);
    facts.major = node.major;
    facts.minor = node.minor;
    facts.sizeBytes = static_cast<uint64_t>(sectors) * 512; // always 512-byte units
    facts.rotational = readInt(dir + QLatin1String("queue/rotational"), 0) != 0;
    facts.removable = readInt(dir + QLatin1String("removable"), 0) != 0;
    facts.readOnly = readInt(dir + QLatin1String("ro"), 0) != 0;
    facts.transport = transportOf(name, blockDir);
    facts.link = readInterfaceLink(blockDir, m_sysRoot, facts.transport);
    const DriveSensors sensors = findDriveSensors(blockDir, facts.transport);
    for (const HwmonSensor& sensor : sensors.sensors)
        facts.temperatureSensors.push_back(sensor.sensor);
    facts.temperatureNote = sensors.missing;

    const QString device = dir + QLatin1String("device/");
    facts.model = readText(device + QLatin1String("model"));
    if (facts.model.isEmpty())
        facts.model = readText(device + QLatin1String("name")); // MMC
    if (facts.model.isEmpty())
        facts.model = readText(dir + QLatin1String("dm/name")); // "vg-root" says more than nothing
    facts.vendor = readText(device + QLatin1String("vendor"));
    facts.serial = serialOf(blockDir);
    facts.firmware = readText(device + QLatin1String("firmware_rev")); // NVMe
    if (facts.firmware.isEmpty())
        facts.firmware = readText(device + QLatin1String("rev")); // SCSI/SATA
    if (facts.firmware.isEmpty())
        facts.firmware = readText(device + QLatin1String("fwrev")); // MMC
    // udev's ata_id read the drive's ATA IDENTIFY data: the model in full and the firmware revision, where
    // sysfs keeps the SCSI layer's 16 and 4 characters ("KINGSTON SH103S3" of "KINGSTON SH103S3240G").
    if (udevProperty(facts.major, facts.minor, "ID_ATA") == QLatin1String("1")) {
        const QString model = udevProperty(facts.major, facts.minor, "ID_MODEL_ENC");
        const QString revision = udevProperty(facts.major, facts.minor, "ID_REVISION");
        if (!model.isEmpty())
            facts.model = model;
        if (!revision.isEmpty())
            facts.firmware = revision;
    }

    const QString queue = dir + QLatin1String("queue/");
    facts.logicalSectorBytes = static_cast<uint32_t>(readInt(queue + QLatin1String("logical_block_size"), 512));
    facts.physicalSectorBytes = static_cast<uint32_t>(
        readInt(queue + QLatin1String("physical_block_size"), static_cast<int>(facts.logicalSectorBytes)));
    facts.nrRequests = readInt(queue + QLatin1String("nr_requests"), -1);
    facts.maxSectorsKb = readInt(queue + QLatin1String("max_sectors_kb"), -1);
    facts.maxHwSectorsKb = readInt(queue + QLatin1String("max_hw_sectors_kb"), -1);
    facts.queueDepth = readInt(device + QLatin1String("queue_depth"), -1);
    facts.writeCache = readText(queue + QLatin1String("write_cache"));

    // "none [mq-deadline] kyber bfq": the active one is in brackets.
    facts.scheduler = QStringLiteral("none");
    const QStringList schedulers
        = readText(queue + QLatin1String("scheduler")).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (const QString& entry : schedulers) {
        if (entry.startsWith(QLatin1Char('[')) && entry.endsWith(QLatin1Char(']'))) {
            facts.scheduler = entry.mid(1, entry.size() - 2);
            facts.availableSchedulers << facts.scheduler;
        } else {
            facts.availableSchedulers << entry;
        }
    }

    facts.mountPoints = mountPointsOf(name, facts.major, facts.minor);
    filesystemOf(name, facts.major, facts.minor, facts.filesystem, facts.label);
    facts.holders = node.holders;
    facts.array = arrayOf(blockDir);
    facts.swap = m_swapNames.contains(name);
    facts.stackReasons = stackReasonsOf(name);
    facts.partitions = partitionsOf(name, blockDir);

    // access() asks the kernel with this user's real ids: exactly what an open() without help would meet.
    const QByteArray path = QFile::encodeName(facts.devicePath);
    facts.readable = ::access(path.constData(), R_OK) == 0;
    facts.writable = !facts.readOnly && ::access(path.constData(), W_OK) == 0;
    return facts;
}

} // namespace ds::drives

namespace ds {

using namespace drives;

DriveEnumerator::DriveEnumerator() = default;

DriveEnumerator::DriveEnumerator(Roots roots)
    : m_roots(std::move(roots))
{
}

std::vector<DriveFacts> DriveEnumerator::drives() const
{
    const Reader reader(m_roots);
    QStringList names = entriesOf(m_roots.sys + QLatin1String("/block"));
    std::sort(names.begin(), names.end(), naturalLess);

    std::vector<DriveFacts> result;
    for (const QString& name : names) {
        if (auto facts = reader.readDrive(name, m_includeEmpty))
            result.push_back(std::move(*facts));
    }
    return result;
}

QStringList DriveEnumerator::devicesOn(const QString& deviceName) const
{
    const QSet<QString> found = Reader(m_roots).devicesOn(deviceName);
    QStringList names(found.begin(), found.end());
    std::sort(names.begin(), names.end(), naturalLess);
    return names;
}

QStringList DriveEnumerator::loopsSharingFileWith(const QString& deviceName) const
{
    return Reader(m_roots).loopsSharingFileWith(deviceName);
}

std::optional<DriveFacts> DriveEnumerator::driveFor(const QString& devicePath) const
{
    const QString canonical = QFileInfo(devicePath).canonicalFilePath();
    if (canonical.isEmpty())
        return std::nullopt;
    struct stat info { };
    if (::stat(QFile::encodeName(canonical).constData(), &info) != 0 || !S_ISBLK(info.st_mode))
        return std::nullopt;
    return driveWithDevice(info.st_rdev);
}

std::optional<DriveFacts> DriveEnumerator::driveOfDirectory(const QString& directory) const
{
    // A folder not made yet (the default test file's) will be made on its nearest existing parent's
    // filesystem.
    QString existing = QDir::cleanPath(QFileInfo(directory).absoluteFilePath());
    while (!QFileInfo::exists(existing) && existing != QLatin1String("/"))
        existing = QFileInfo(existing).absolutePath();
    const dev_t device = filesystemDevice(existing);
    if (device == 0)
        return std::nullopt;
    return driveWithDevice(device);
}

std::optional<DriveFacts> DriveEnumerator::driveWithDevice(dev_t device) const
{
    const unsigned wantMajor = ::major(device);
    const unsigned wantMinor = ::minor(device);
    if (wantMajor == 0)
        return std::nullopt;
    for (DriveFacts& drive : drives()) {
        if (drive.major == wantMajor && drive.minor == wantMinor)
            return std::move(drive);
        for (const PartitionFacts& partition : drive.partitions) {
            if (partition.major == wantMajor && partition.minor == wantMinor)
                return std::move(drive);
        }
    }
    return std::nullopt;
}

} // namespace ds
