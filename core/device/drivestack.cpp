#include "device/drivereader.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <climits>

#include <fcntl.h>
#include <linux/loop.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

namespace ds::drives {

namespace {

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
            // Older kernels (2.6.2x) wrote no `partition` attribute; a partition there still has its start.
            const QString sub = dir + entry + QLatin1Char('/');
            const bool partitionDir = QFileInfo::exists(sub + QLatin1String("partition"))
                || (QFileInfo::exists(sub + QLatin1String("start")) && QFileInfo::exists(sub + QLatin1String("dev")));
            if (!partitionDir)
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
        node->backingDevice = blockDeviceNamed(readText(blockRoot + node.key() + QLatin1String("/loop/backing_file")));
        if (!node->backingDevice.isEmpty())
            m_loopsOn[node->backingDevice] << node.key();
        else
            readBackingFile(node.key(), *node);
    }
    // Two loop devices on one file (by any name, a hard link included) whose ranges overlap write to
    // the same bytes: a filesystem mounted through one is destroyed by a write through the other.
    for (auto node = m_nodes.cbegin(); node != m_nodes.cend(); ++node) {
        if (node->backingFileInode == 0)
            continue;
        for (auto other = m_nodes.cbegin(); other != m_nodes.cend(); ++other) {
            if (other == node || other->backingFileInode != node->backingFileInode
                || other->backingFileDevice != node->backingFileDevice)
                continue;
            const bool overlaps = other->backingOffset < node->backingOffset + node->backingBytes
                && node->backingOffset < other->backingOffset + other->backingBytes;
            if (overlaps)
                m_loopsSharingFile[node.key()] << other.key();
        }
        std::sort(m_loopsSharingFile[node.key()].begin(), m_loopsSharingFile[node.key()].end(), naturalLess);
    }
}

std::optional<ArrayFacts> Reader::arrayOf(const QString& blockDir)
{
    const QString dir = blockDir + QLatin1Char('/');
    ArrayFacts array;
    if (QFileInfo::exists(dir + QLatin1String("md"))) {
        const QString md = dir + QLatin1String("md/");
        array.kind = ArrayFacts::Kind::Md;
        array.level = readText(md + QLatin1String("level"));
        array.raidDisks = parseRaidDisks(readText(md + QLatin1String("raid_disks")));
        if (const std::optional<qint64> missing = readNumber(md + QLatin1String("degraded")); missing && *missing >= 0)
            array.degradedDisks = static_cast<int>(std::min<qint64>(*missing, 1'000'000));
        array.state = readText(md + QLatin1String("array_state"));
        array.syncAction = readText(md + QLatin1String("sync_action"));
        if (array.syncing())
            array.syncDone = parseSyncCompleted(readText(md + QLatin1String("sync_completed")));
        // Every member, spares and faulty ones too, has md/dev-NAME with its state; slaves/ has no state.
        QStringList names;
        for (const QString& entry : entriesOf(md))
            if (entry.startsWith(QLatin1String("dev-")))
                names << entry.mid(4);
        std::sort(names.begin(), names.end(), naturalLess);
        for (const QString& name : names)
            array.members.push_back({ name, readText(md + QLatin1String("dev-") + name + QLatin1String("/state")) });
    } else if (QFileInfo::exists(dir + QLatin1String("dm"))) {
        array.kind = dmKindOfUuid(readText(dir + QLatin1String("dm/uuid")));
    } else {
        return std::nullopt;
    }
    if (array.members.empty()) {
        QStringList names = entriesOf(dir + QLatin1String("slaves"));
        std::sort(names.begin(), names.end(), naturalLess);
        for (const QString& name : names)
            array.members.push_back({ name, QString() });
    }
    return array;
}

// A loop device on a regular file: which file (by device and inode) and which range of it. The
// kernel's own answer (LOOP_GET_STATUS64) where the device can be opened, since a deleted backing file
// has no name to stat; else the file sysfs names.
void Reader::readBackingFile(const QString& name, StackNode& node) const
{
    const QString loopDir = m_roots.sys + QLatin1String("/block/") + name + QLatin1String("/loop/");
    QString path = readText(loopDir + QLatin1String("backing_file"));
    if (path.isEmpty())
        return;
    const int fd = ::open(QFile::encodeName(m_roots.dev + QLatin1Char('/') + name).constData(),
        O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW);
    if (fd >= 0) {
        loop_info64 info {};
        struct stat status { };
        const bool known = ::fstat(fd, &status) == 0 && S_ISBLK(status.st_mode) && ::major(status.st_rdev) == node.major
            && ::minor(status.st_rdev) == node.minor && ::ioctl(fd, LOOP_GET_STATUS64, &info) == 0
            && info.lo_inode != 0;
        ::close(fd);
        if (known) {
            node.backingFileDevice = static_cast<dev_t>(info.lo_device);
            node.backingFileInode = static_cast<ino_t>(info.lo_inode);
            node.backingOffset = info.lo_offset;
        }
    }
    if (node.backingFileInode == 0) {
        if (path.endsWith(QLatin1String(" (deleted)")))
            path.chop(10);
        struct stat status { };
        if (::stat(QFile::encodeName(path).constData(), &status) != 0 || !S_ISREG(status.st_mode))
            return;
        node.backingFileDevice = status.st_dev;
        node.backingFileInode = status.st_ino;
        node.backingOffset
            = static_cast<uint64_t>(std::max<qint64>(0, readNumber(loopDir + QLatin1String("offset")).value_or(0)));
    }
    const std::optional<qint64> sectors
        = readNumber(m_roots.sys + QLatin1String("/block/") + name + QLatin1String("/size"));
    // A size that cannot be read overlaps everything: refusing too much is safe, too little is not.
    node.backingBytes
        = sectors && *sectors > 0 ? static_cast<uint64_t>(*sectors) * 512 : UINT64_MAX - node.backingOffset;
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
            phrases << withWhich(QCoreApplication::translate("ds::DriveEnumerator", "has %1 set up on it").arg(loop),
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
    return { withWhich(QCoreApplication::translate("ds::DriveEnumerator", "is set up on %1").arg(backing), phrases) };
}

// Loop devices on the device `name` (with what is on them) and, for a loop device, what is under
// it: neither shows in holders/, and the kernel lets both be opened exclusively.
QStringList Reader::stackReasonsOf(const QString& name) const
{
    QStringList reasons;
    for (const QString& loop : m_loopsOn.value(name)) {
        const QStringList ofLoop = usePhrases(loop, QString(), true, 1);
        const QString setUp = QCoreApplication::translate("ds::DriveEnumerator", "%1 is set up on %2").arg(loop, name);
        reasons << (ofLoop.isEmpty()
                ? setUp
                : QCoreApplication::translate("ds::DriveEnumerator", "%1 and %2").arg(setUp, joinedPhrases(ofLoop)));
    }
    for (const QString& phrase : beneathPhrases(name, 0))
        reasons << QCoreApplication::translate("ds::DriveEnumerator", "%1 %2").arg(name, phrase);
    for (const QString& sibling : loopsSharingFileWith(name)) {
        const QStringList ofSibling = usePhrases(sibling, QString(), true, 1) + beneathPhrases(sibling, 1);
        if (!ofSibling.isEmpty())
            reasons << QCoreApplication::translate(
                "ds::DriveEnumerator", "%1 shares its backing file with %2, which %3")
                           .arg(name, sibling, joinedPhrases(ofSibling));
    }
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

} // namespace ds::drives
