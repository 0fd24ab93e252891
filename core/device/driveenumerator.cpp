#include "device/driveenumerator.h"

#include "device/interfacelinkreader.h"

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

namespace ds {

namespace {

    QByteArray readBytes(const QString& path)
    {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return {};
        return file.readAll();
    }

    QString readText(const QString& path) { return QString::fromUtf8(readBytes(path)).trimmed(); }

    std::optional<qint64> readNumber(const QString& path)
    {
        bool ok = false;
        const qint64 value = readText(path).toLongLong(&ok);
        return ok ? std::optional<qint64>(value) : std::nullopt;
    }

    int readInt(const QString& path, int fallback)
    {
        // Some drivers report "no limit" as UINT_MAX; keep that as the largest int rather than wrapping to -1.
        const auto value = readNumber(path);
        return value ? static_cast<int>(std::clamp<qint64>(*value, INT_MIN, INT_MAX)) : fallback;
    }

    // sysfs `dev` files hold "major:minor".
    bool parseMajorMinor(QStringView text, unsigned& major, unsigned& minor)
    {
        const qsizetype colon = text.indexOf(QLatin1Char(':'));
        if (colon < 0)
            return false;
        bool okMajor = false;
        bool okMinor = false;
        major = text.left(colon).toUInt(&okMajor);
        minor = text.mid(colon + 1).trimmed().toUInt(&okMinor);
        return okMajor && okMinor;
    }

    // mountinfo and /proc/swaps escape space, tab, newline and backslash as \NNN (octal).
    QString unescapeOctal(const QByteArray& text)
    {
        QByteArray out;
        out.reserve(text.size());
        for (qsizetype i = 0; i < text.size(); ++i) {
            if (text[i] == '\\' && i + 3 < text.size() && text[i + 1] >= '0' && text[i + 1] <= '3' && text[i + 2] >= '0'
                && text[i + 2] <= '7' && text[i + 3] >= '0' && text[i + 3] <= '7') {
                out.append(
                    static_cast<char>(((text[i + 1] - '0') << 6) | ((text[i + 2] - '0') << 3) | (text[i + 3] - '0')));
                i += 3;
            } else {
                out.append(text[i]);
            }
        }
        return QString::fromUtf8(out);
    }

    QStringList entriesOf(const QString& dirPath)
    {
        // Holders are symlinks; System keeps them even when their target cannot be resolved.
        return QDir(dirPath).entryList(QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
    }

    // "sda2" < "sda10", "nvme0n1" < "nvme1n1": names sorted as a person would.
    bool naturalLess(const QString& a, const QString& b)
    {
        qsizetype i = 0;
        qsizetype j = 0;
        while (i < a.size() && j < b.size()) {
            if (a[i].isDigit() && b[j].isDigit()) {
                const qsizetype startA = i;
                const qsizetype startB = j;
                while (i < a.size() && a[i].isDigit())
                    ++i;
                while (j < b.size() && b[j].isDigit())
                    ++j;
                const qulonglong numberA = a.mid(startA, i - startA).toULongLong();
                const qulonglong numberB = b.mid(startB, j - startB).toULongLong();
                if (numberA != numberB)
                    return numberA < numberB;
                continue;
            }
            if (a[i] != b[j])
                return a[i] < b[j];
            ++i;
            ++j;
        }
        return a.size() - i < b.size() - j;
    }

    struct MountEntry {
        unsigned major = 0;
        unsigned minor = 0;
        QString sourceName; // device name the mount source resolves to, empty when it is not a device
        QString mountPoint;
        QString filesystem;
    };

    class Reader {
    public:
        explicit Reader(const DriveEnumerator::Roots& roots)
            : m_roots(roots)
            , m_sysRoot(QFileInfo(roots.sys).canonicalFilePath())
        {
            readMounts();
            readSwaps();
            readStack();
        }

        std::optional<DriveFacts> readDrive(const QString& name, bool includeEmpty) const;

        // Every device whose writes land on `name`: its partitions, its holders (dm, md, bcache),
        // loop devices set up on it, and recursively everything on those.
        QSet<QString> devicesOn(const QString& name) const
        {
            QSet<QString> found;
            collectDevicesOn(name, found, 0);
            return found;
        }

    private:
        // A path under /dev as the kernel reports it, mapped into Roots.dev and resolved to a device name
        // (/dev/mapper/swap -> dm-1). Empty for paths outside /dev (swap files, "proc", "overlay").
        QString deviceNameOf(const QString& path) const
        {
            if (!path.startsWith(QLatin1String("/dev/")))
                return {};
            const QFileInfo info(m_roots.dev + path.mid(4));
            const QString canonical = info.canonicalFilePath();
            return canonical.isEmpty() ? info.fileName() : QFileInfo(canonical).fileName();
        }

        void readMounts()
        {
            const QList<QByteArray> lines = readBytes(m_roots.mountInfo).split('\n');
            for (const QByteArray& line : lines) {
                // id parent major:minor root mountpoint options [optional…] - fstype source superoptions
                const QList<QByteArray> fields = line.split(' ');
                if (fields.size() < 10)
                    continue;
                MountEntry entry;
                if (!parseMajorMinor(QString::fromLatin1(fields[2]), entry.major, entry.minor))
                    continue;
                entry.mountPoint = unescapeOctal(fields[4]);
                const qsizetype separator = fields.indexOf(QByteArray("-"), 6);
                if (separator > 0 && separator + 2 < fields.size()) {
                    entry.filesystem = QString::fromLatin1(fields[separator + 1]);
                    entry.sourceName = deviceNameOf(unescapeOctal(fields[separator + 2]));
                }
                m_mounts.push_back(entry);
            }
        }

        void readSwaps()
        {
            const QList<QByteArray> lines = readBytes(m_roots.swaps).split('\n');
            for (qsizetype i = 1; i < lines.size(); ++i) { // the first line is a header
                const QList<QByteArray> fields = lines[i].simplified().split(' ');
                const QString deviceName = deviceNameOf(unescapeOctal(fields.value(0)));
                if (!deviceName.isEmpty())
                    m_swapNames << deviceName;
            }
        }

        QStringList mountPointsOf(const QString& name, unsigned major, unsigned minor) const
        {
            QStringList points;
            for (const MountEntry& entry : m_mounts) {
                // Major 0 is an anonymous device (btrfs, for one): only the mount source names the disk.
                const bool matches
                    = (entry.major == major && entry.minor == minor) || (entry.major == 0 && entry.sourceName == name);
                if (matches && !points.contains(entry.mountPoint))
                    points << entry.mountPoint;
            }
            return points;
        }

        // The filesystem type and label on a device: udev's database where udev runs, else the
        // type of a mounted filesystem from mountinfo. What the destroy dialog names.
        void filesystemOf(
            const QString& name, unsigned major, unsigned minor, QString& filesystem, QString& label) const
        {
            const QList<QByteArray> lines
                = readBytes(m_roots.udevData + QStringLiteral("/b%1:%2").arg(major).arg(minor)).split('\n');
            for (const QByteArray& line : lines) {
                if (line.startsWith("E:ID_FS_TYPE="))
                    filesystem = QString::fromUtf8(line.mid(13)).trimmed();
                else if (line.startsWith("E:ID_FS_LABEL="))
                    label = QString::fromUtf8(line.mid(14)).trimmed();
            }
            if (!filesystem.isEmpty())
                return;
            for (const MountEntry& entry : m_mounts)
                if ((entry.major == major && entry.minor == minor) || (entry.major == 0 && entry.sourceName == name)) {
                    filesystem = entry.filesystem;
                    return;
                }
        }

        QString transportOf(const QString& name, const QString& blockDir) const;
        static QString serialOf(const QString& blockDir);
        std::vector<PartitionFacts> partitionsOf(const QString& name, const QString& blockDir) const;

        // One block device in sysfs, with what links it to the devices above and below it.
        struct StackNode {
            unsigned major = 0;
            unsigned minor = 0;
            QString disk; // a partition's whole disk; empty for a disk
            QStringList partitions;
            QStringList holders;
            QString backingDevice; // a loop device's backing file when that is a block device
        };

        void readStack();
        QString blockDeviceNamed(const QString& backingFile) const;
        QStringList usePhrases(const QString& name, const QString& except, bool withPartitions, int depth) const;
        QStringList beneathPhrases(const QString& name, int depth) const;
        QStringList stackReasonsOf(const QString& name) const;
        void collectDevicesOn(const QString& name, QSet<QString>& found, int depth) const;

        DriveEnumerator::Roots m_roots;
        QString m_sysRoot;
        std::vector<MountEntry> m_mounts;
        QStringList m_swapNames;
        QHash<QString, StackNode> m_nodes;
        QHash<QString, QStringList> m_loopsOn; // device name -> loop devices whose backing file it is
    };

    // Stacks deeper than this are not followed (and a loop of links in a test tree ends).
    constexpr int kMaxStackDepth = 16;

    QString joinedPhrases(const QStringList& phrases)
    {
        return phrases.join(QCoreApplication::translate("ds::DriveEnumerator", " and "));
    }

    // "is held by dm-0" + ", which is mounted on /" when something is on that.
    QString withWhich(const QString& phrase, const QStringList& phrasesOfIt)
    {
        return phrasesOfIt.isEmpty() ? phrase
                                     : QCoreApplication::translate("ds::DriveEnumerator", "%1, which %2")
                                           .arg(phrase, joinedPhrases(phrasesOfIt));
    }

    void Reader::readStack()
    {
        const QString blockRoot = m_roots.sys + QLatin1String("/block/");
        for (const QString& name : entriesOf(m_roots.sys + QLatin1String("/block"))) {
            const QString dir = blockRoot + name + QLatin1Char('/');
            StackNode& node = m_nodes[name];
            parseMajorMinor(readText(dir + QLatin1String("dev")), node.major, node.minor);
            node.holders = entriesOf(dir + QLatin1String("holders"));
            for (const QString& entry : QDir(dir).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
                if (!QFileInfo::exists(dir + entry + QLatin1String("/partition")))
                    continue;
                node.partitions << entry;
                StackNode& partition = m_nodes[entry];
                partition.disk = name;
                parseMajorMinor(readText(dir + entry + QLatin1String("/dev")), partition.major, partition.minor);
                partition.holders = entriesOf(dir + entry + QLatin1String("/holders"));
            }
        }
        for (auto node = m_nodes.begin(); node != m_nodes.end(); ++node) {
            if (!node.key().startsWith(QLatin1String("loop")) || !node->disk.isEmpty())
                continue;
            node->backingDevice
                = blockDeviceNamed(readText(blockRoot + node.key() + QLatin1String("/loop/backing_file")));
            if (!node->backingDevice.isEmpty())
                m_loopsOn[node->backingDevice] << node.key();
        }
    }

    // The block device a loop device's backing file is, by device number (any node of it counts, not
    // only the one under /dev), else by its name under /dev. Empty for a regular file.
    QString Reader::blockDeviceNamed(const QString& backingFile) const
    {
        QString path = backingFile;
        if (path.endsWith(QLatin1String(" (deleted)")))
            path.chop(10);
        if (path.isEmpty())
            return {};
        const QString mapped = path.startsWith(QLatin1String("/dev/")) ? m_roots.dev + path.mid(4) : path;
        struct stat status { };
        if (::stat(QFile::encodeName(mapped).constData(), &status) == 0 && S_ISBLK(status.st_mode)) {
            for (auto node = m_nodes.cbegin(); node != m_nodes.cend(); ++node) {
                if (node->major == ::major(status.st_rdev) && node->minor == ::minor(status.st_rdev))
                    return node.key();
            }
        }
        const QString name = deviceNameOf(path);
        return m_nodes.contains(name) ? name : QString();
    }

    // What is on the device `name`, as phrases that follow its name: "is mounted on /x", "has loop6
    // set up on it, which is mounted on /y". `except` (the device asking) is left out.
    QStringList Reader::usePhrases(const QString& name, const QString& except, bool withPartitions, int depth) const
    {
        QStringList phrases;
        if (depth > kMaxStackDepth)
            return phrases;
        const StackNode node = m_nodes.value(name);
        for (const QString& point : mountPointsOf(name, node.major, node.minor))
            phrases << QCoreApplication::translate("ds::DriveEnumerator", "is mounted on %1").arg(point);
        if (m_swapNames.contains(name))
            phrases << QCoreApplication::translate("ds::DriveEnumerator", "is used as swap");
        for (const QString& holder : node.holders) {
            if (holder != except)
                phrases << withWhich(QCoreApplication::translate("ds::DriveEnumerator", "is held by %1").arg(holder),
                    usePhrases(holder, QString(), true, depth + 1));
        }
        for (const QString& loop : m_loopsOn.value(name)) {
            if (loop != except)
                phrases << withWhich(
                    QCoreApplication::translate("ds::DriveEnumerator", "has %1 set up on it").arg(loop),
                    usePhrases(loop, QString(), true, depth + 1));
        }
        if (withPartitions) {
            for (const QString& partition : node.partitions) {
                const QStringList ofPartition = usePhrases(partition, except, true, depth + 1);
                if (!ofPartition.isEmpty())
                    phrases << withWhich(
                        QCoreApplication::translate("ds::DriveEnumerator", "has the partition %1").arg(partition),
                        ofPartition);
            }
        }
        return phrases;
    }

    // For a loop device set up on another block device: what is on that device (and on its whole
    // disk, and further down), which a write through the loop device would hit too.
    QStringList Reader::beneathPhrases(const QString& name, int depth) const
    {
        const QString backing = m_nodes.value(name).backingDevice;
        if (backing.isEmpty() || depth > kMaxStackDepth)
            return {};
        QStringList phrases = usePhrases(backing, name, true, depth + 1);
        const QString disk = m_nodes.value(backing).disk;
        if (!disk.isEmpty()) {
            const QStringList ofDisk = usePhrases(disk, backing, false, depth + 1);
            if (!ofDisk.isEmpty())
                phrases << withWhich(
                    QCoreApplication::translate("ds::DriveEnumerator", "is a partition of %1").arg(disk), ofDisk);
        }
        phrases += beneathPhrases(backing, depth + 1);
        if (phrases.isEmpty())
            return {};
        return { withWhich(
            QCoreApplication::translate("ds::DriveEnumerator", "is set up on %1").arg(backing), phrases) };
    }

    // Loop devices on the device `name` (with what is on them) and, for a loop device, what is under
    // it: neither shows in holders/, and the kernel lets both be opened exclusively.
    QStringList Reader::stackReasonsOf(const QString& name) const
    {
        QStringList reasons;
        for (const QString& loop : m_loopsOn.value(name)) {
            const QStringList ofLoop = usePhrases(loop, QString(), true, 1);
            const QString setUp
                = QCoreApplication::translate("ds::DriveEnumerator", "%1 is set up on %2").arg(loop, name);
            reasons << (ofLoop.isEmpty() ? setUp
                                         : QCoreApplication::translate("ds::DriveEnumerator", "%1 and %2")
                                               .arg(setUp, joinedPhrases(ofLoop)));
        }
        for (const QString& phrase : beneathPhrases(name, 0))
            reasons << QCoreApplication::translate("ds::DriveEnumerator", "%1 %2").arg(name, phrase);
        return reasons;
    }

    void Reader::collectDevicesOn(const QString& name, QSet<QString>& found, int depth) const
    {
        if (depth > kMaxStackDepth)
            return;
        const StackNode node = m_nodes.value(name);
        for (const QStringList& above : { node.partitions, node.holders, m_loopsOn.value(name) }) {
            for (const QString& device : above) {
                if (!found.contains(device)) {
                    found.insert(device);
                    collectDevicesOn(device, found, depth + 1);
                }
            }
        }
    }

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
        facts.swap = m_swapNames.contains(name);
        facts.stackReasons = stackReasonsOf(name);
        facts.partitions = partitionsOf(name, blockDir);

        // access() asks the kernel with this user's real ids: exactly what an open() without help would meet.
        const QByteArray path = QFile::encodeName(facts.devicePath);
        facts.readable = ::access(path.constData(), R_OK) == 0;
        facts.writable = !facts.readOnly && ::access(path.constData(), W_OK) == 0;
        return facts;
    }

} // namespace

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

std::optional<DriveFacts> DriveEnumerator::driveFor(const QString& devicePath) const
{
    const QString canonical = QFileInfo(devicePath).canonicalFilePath();
    if (canonical.isEmpty())
        return std::nullopt;
    struct stat info { };
    if (::stat(QFile::encodeName(canonical).constData(), &info) != 0 || !S_ISBLK(info.st_mode))
        return std::nullopt;
    const unsigned wantMajor = ::major(info.st_rdev);
    const unsigned wantMinor = ::minor(info.st_rdev);

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
