#pragma once

#include "device/driveenumerator.h"

#include <QByteArray>
#include <QFileInfo>
#include <QHash>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <cstdint>
#include <optional>
#include <vector>

#include <sys/types.h>

// What DriveEnumerator reads, shared by its files: drive facts (driveenumerator.cpp), the stack of
// devices on each other (drivestack.cpp) and the small readers of both (drivereader.cpp). Not for use
// elsewhere.
namespace ds::drives {

QByteArray readBytes(const QString& path);
QString readText(const QString& path);
std::optional<qint64> readNumber(const QString& path);
int readInt(const QString& path, int fallback);
// sysfs `dev` files hold "major:minor".
bool parseMajorMinor(QStringView text, unsigned& major, unsigned& minor);
// mountinfo and /proc/swaps escape space, tab, newline and backslash as \NNN (octal).
QString unescapeOctal(const QByteArray& text);
QStringList entriesOf(const QString& dirPath);
// "sda2" < "sda10", "nvme0n1" < "nvme1n1": names sorted as a person would.
bool naturalLess(const QString& a, const QString& b);

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
        readFilesystemMembers();
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

    // The loop devices that map an overlapping range of the same regular file as the loop device
    // `name`: a write to one is a write to them.
    QStringList loopsSharingFileWith(const QString& name) const { return m_loopsSharingFile.value(name); }

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

    // A device's mount points, and those of a filesystem over several devices it is a member of (btrfs,
    // bcachefs): mountinfo names one member, the others are as mounted.
    QStringList mountPointsOf(const QString& name, unsigned major, unsigned minor) const
    {
        QStringList points = directMountPointsOf(name, major, minor);
        for (const QString& member : m_filesystemMembers.value(name)) {
            if (member == name)
                continue;
            const StackNode node = m_nodes.value(member);
            for (const QString& point : directMountPointsOf(member, node.major, node.minor))
                if (!points.contains(point))
                    points << point;
        }
        return points;
    }

    // The members of each filesystem over several devices, as sysfs lists them: btrfs's
    // fs/btrfs/<uuid>/devices/<name> and bcachefs's fs/bcachefs/<uuid>/dev-<n>/block links.
    void readFilesystemMembers()
    {
        std::vector<QStringList> groups;
        const QString btrfs = m_roots.sys + QStringLiteral("/fs/btrfs/");
        for (const QString& uuid : entriesOf(btrfs))
            groups.push_back(entriesOf(btrfs + uuid + QStringLiteral("/devices")));
        const QString bcachefs = m_roots.sys + QStringLiteral("/fs/bcachefs/");
        for (const QString& uuid : entriesOf(bcachefs)) {
            QStringList members;
            for (const QString& entry : entriesOf(bcachefs + uuid)) {
                const QFileInfo link(bcachefs + uuid + QLatin1Char('/') + entry + QStringLiteral("/block"));
                if (entry.startsWith(QLatin1String("dev-")) && link.isSymLink())
                    members << QFileInfo(link.symLinkTarget()).fileName();
            }
            groups.push_back(members);
        }
        for (const QStringList& members : groups)
            if (members.size() > 1)
                for (const QString& member : members)
                    m_filesystemMembers[member] = members;
    }

    QStringList directMountPointsOf(const QString& name, unsigned major, unsigned minor) const
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
    void filesystemOf(const QString& name, unsigned major, unsigned minor, QString& filesystem, QString& label) const
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

    // A property udev's database keeps for the block device major:minor (E:KEY=value), its \xNN escapes
    // decoded and trimmed; empty where udev does not run or has none.
    QString udevProperty(unsigned major, unsigned minor, const char* key) const
    {
        const QByteArray prefix = QByteArray("E:") + key + '=';
        const QList<QByteArray> lines
            = readBytes(m_roots.udevData + QStringLiteral("/b%1:%2").arg(major).arg(minor)).split('\n');
        for (const QByteArray& line : lines) {
            if (!line.startsWith(prefix))
                continue;
            const QByteArray value = line.mid(prefix.size());
            QByteArray decoded;
            for (qsizetype i = 0; i < value.size(); ++i) {
                bool hex = false;
                const int byte = i + 3 < value.size() && value[i] == '\\' && value[i + 1] == 'x'
                    ? value.mid(i + 2, 2).toInt(&hex, 16)
                    : 0;
                if (hex) {
                    decoded += static_cast<char>(byte);
                    i += 3;
                } else {
                    decoded += value[i];
                }
            }
            return QString::fromUtf8(decoded).trimmed();
        }
        return {};
    }

    QString transportOf(const QString& name, const QString& blockDir) const;
    static QString serialOf(const QString& blockDir);
    // An md array (md/) or a device-mapper volume (dm/): what it is and what it lies on.
    static std::optional<ArrayFacts> arrayOf(const QString& blockDir);
    std::vector<PartitionFacts> partitionsOf(const QString& name, const QString& blockDir) const;

    // One block device in sysfs, with what links it to the devices above and below it.
    struct StackNode {
        unsigned major = 0;
        unsigned minor = 0;
        QString disk; // a partition's whole disk; empty for a disk
        QStringList partitions;
        QStringList holders;
        QString backingDevice; // a loop device's backing file when that is a block device
        // A loop device on a regular file: that file (device and inode, so hard links are one file) and
        // the range of it the loop device maps.
        dev_t backingFileDevice = 0;
        ino_t backingFileInode = 0;
        uint64_t backingOffset = 0;
        uint64_t backingBytes = 0;
    };

    void readStack();
    QString blockDeviceNamed(const QString& backingFile) const;
    void readBackingFile(const QString& name, StackNode& node) const;
    QStringList usePhrases(const QString& name, const QString& except, bool withPartitions, int depth) const;
    QStringList beneathPhrases(const QString& name, int depth) const;
    QStringList stackReasonsOf(const QString& name) const;
    void collectDevicesOn(const QString& name, QSet<QString>& found, int depth) const;

    DriveEnumerator::Roots m_roots;
    QString m_sysRoot;
    std::vector<MountEntry> m_mounts;
    QStringList m_swapNames;
    QHash<QString, QStringList> m_filesystemMembers; // a member's name: all members of its filesystem
    QHash<QString, StackNode> m_nodes;
    QHash<QString, QStringList> m_loopsOn; // device name -> loop devices whose backing file it is
    // loop device -> the other loop devices mapping an overlapping range of the same regular file
    QHash<QString, QStringList> m_loopsSharingFile;
};

} // namespace ds::drives
