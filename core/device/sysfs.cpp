#include "device/sysfs.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <sys/stat.h>
#include <sys/sysmacros.h>

namespace ds {

QString readSysfsLine(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return QString();
    return QString::fromUtf8(file.read(256)).trimmed();
}

std::optional<BlockStat> BlockStat::parse(const QByteArray& line)
{
    const QList<QByteArray> fields = line.simplified().split(' ');
    if (fields.size() < 7)
        return std::nullopt;
    bool ok[5] = {};
    BlockStat stat;
    // Documentation/block/stat.rst: read I/Os, read merges, read sectors, read ticks, write I/Os,
    // write merges, write sectors …
    stat.readIos = fields[0].toULongLong(&ok[0]);
    stat.readMerges = fields[1].toULongLong(&ok[1]);
    stat.readSectors = fields[2].toULongLong(&ok[2]);
    stat.writeIos = fields[4].toULongLong(&ok[3]);
    stat.writeSectors = fields[6].toULongLong(&ok[4]);
    if (!ok[0] || !ok[1] || !ok[2] || !ok[3] || !ok[4])
        return std::nullopt;
    return stat;
}

std::optional<BlockStat> BlockStat::read(const QString& deviceName)
{
    if (deviceName.isEmpty() || deviceName.contains(QLatin1Char('/')))
        return std::nullopt;
    QFile file(QStringLiteral("/sys/class/block/%1/stat").arg(deviceName));
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    return parse(file.readAll());
}

bool isDmCrypt(const QString& deviceName)
{
    if (!deviceName.startsWith(QLatin1String("dm-")))
        return false;
    QFile uuid(QStringLiteral("/sys/class/block/%1/dm/uuid").arg(deviceName));
    return uuid.open(QIODevice::ReadOnly) && uuid.readAll().startsWith("CRYPT-");
}

// The names of the disks under a block device: its whole disk, and recursively whatever it is
// stacked on (dm, md: /sys/class/block/X/slaves).
namespace {
    void collectDisks(const QString& sysPath, QSet<QString>& disks, int depth = 0)
    {
        if (depth > 16 || sysPath.isEmpty())
            return;
        QDir dir(sysPath);
        QString disk = dir.dirName();
        if (QFileInfo::exists(dir.filePath(QStringLiteral("partition")))) {
            QDir parent(dir);
            parent.cdUp();
            disk = parent.dirName();
            collectDisks(parent.canonicalPath(), disks, depth + 1);
        }
        disks.insert(disk);
        const QDir slaves(dir.filePath(QStringLiteral("slaves")));
        for (const QFileInfo& slave : slaves.entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot))
            collectDisks(slave.canonicalFilePath(), disks, depth + 1);
    }

}

QString sysfsPathOf(dev_t device)
{
    return QFileInfo(QStringLiteral("/sys/dev/block/%1:%2").arg(major(device)).arg(minor(device))).canonicalFilePath();
}

QSet<QString> disksOf(dev_t device)
{
    QSet<QString> disks;
    collectDisks(sysfsPathOf(device), disks);
    return disks;
}

// The whole disk of a block device: itself, or the disk a partition is part of.
QString wholeDiskOf(dev_t device)
{
    const QString path = sysfsPathOf(device);
    if (path.isEmpty())
        return {};
    if (QFileInfo::exists(path + QLatin1String("/partition")))
        return QFileInfo(QFileInfo(path).absolutePath()).fileName();
    return QFileInfo(path).fileName();
}

// The block device a directory's filesystem lives on. btrfs and others report an anonymous
// device number; mountinfo names their source.
dev_t filesystemDevice(const QString& directory)
{
    struct stat status { };
    if (stat(QFile::encodeName(directory).constData(), &status) != 0)
        return 0;
    if (major(status.st_dev) != 0)
        return status.st_dev;
    QFile mountInfo(QStringLiteral("/proc/self/mountinfo"));
    if (!mountInfo.open(QIODevice::ReadOnly))
        return 0;
    const QString canonical = QFileInfo(directory).canonicalFilePath();
    QString bestMount;
    QString bestSource;
    for (const QByteArray& line : mountInfo.readAll().split('\n')) {
        const QList<QByteArray> fields = line.split(' ');
        const qsizetype separator = fields.indexOf("-");
        if (fields.size() < 5 || separator < 0 || separator + 2 >= fields.size())
            continue;
        const QString mountPoint = QString::fromLocal8Bit(fields[4]);
        const bool inside = canonical == mountPoint
            || canonical.startsWith(mountPoint.endsWith(QLatin1Char('/')) ? mountPoint : mountPoint + QLatin1Char('/'));
        if (inside && mountPoint.size() >= bestMount.size()) {
            bestMount = mountPoint;
            bestSource = QString::fromLocal8Bit(fields[separator + 2]);
        }
    }
    struct stat source { };
    if (bestSource.startsWith(QLatin1String("/dev/")) && stat(QFile::encodeName(bestSource).constData(), &source) == 0
        && S_ISBLK(source.st_mode))
        return source.st_rdev;
    return 0;
}

} // namespace ds
