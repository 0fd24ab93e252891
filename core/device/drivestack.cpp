#include "device/drivereader.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <climits>

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
        node->backingDevice = blockDeviceNamed(readText(blockRoot + node.key() + QLatin1String("/loop/backing_file")));
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
