#include "device/writesafety.h"

#include "device/driveenumerator.h"
#include "model/usererror.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

namespace ds {

static dev_t blockDeviceNumber(const QString& path)
{
    struct stat status { };
    if (stat(QFile::encodeName(path).constData(), &status) != 0 || !S_ISBLK(status.st_mode))
        return 0;
    return status.st_rdev;
}

static UserError notABlockDevice(const QString& path)
{
    return UserError(
        QCoreApplication::translate("ds::WriteSafety", "refusing to write: %1 is not a block device").arg(path));
}

void checkDeviceWriteAllowed(
    dev_t device, const QString& shownPath, const QString& allowDestroy, const DriveEnumerator& drives)
{
    if (allowDestroy.isEmpty())
        throw UserError(QCoreApplication::translate("ds::WriteSafety",
            "refusing to write to %1: a write test destroys the data on the device. "
            "If that is what you want, name it: --allow-destroy=%1")
                            .arg(shownPath));
    if (device == 0)
        throw notABlockDevice(shownPath);
    // Compared by device number, so /dev/disk/by-id links and the kernel name both work, but a
    // different device never does.
    if (blockDeviceNumber(allowDestroy) != device)
        throw UserError(QCoreApplication::translate(
            "ds::WriteSafety", "refusing to write to %1: --allow-destroy names %2, which is not the same device")
                            .arg(shownPath, allowDestroy));
    checkDeviceUnused(device, shownPath, drives);
}

void checkDeviceWriteAllowed(const QString& devicePath, const QString& allowDestroy, const DriveEnumerator& drives)
{
    if (allowDestroy.isEmpty())
        checkDeviceWriteAllowed(dev_t { 0 }, devicePath, allowDestroy, drives);
    const dev_t device = blockDeviceNumber(devicePath);
    if (device == 0)
        throw notABlockDevice(devicePath);
    checkDeviceWriteAllowed(device, devicePath, allowDestroy, drives);
}

// What the drive list cannot see on a loop device that shares the target's backing file: an exclusive
// claim (a lazily unmounted filesystem, a virtual machine's disk). Probed with O_EXCL, which the
// kernel refuses while anything holds it; a device this user may not open is judged by the list alone.
static QStringList claimedSiblings(const QString& loopName, const DriveEnumerator& drives)
{
    QStringList reasons;
    for (const QString& sibling : drives.loopsSharingFileWith(loopName)) {
        const QByteArray path = QFile::encodeName(QStringLiteral("/dev/") + sibling);
        const int fd = ::open(path.constData(), O_RDONLY | O_EXCL | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW);
        if (fd >= 0)
            ::close(fd);
        else if (errno == EBUSY)
            reasons << QCoreApplication::translate(
                "ds::WriteSafety", "%1 shares its backing file with %2, which is in use (an exclusive open failed)")
                           .arg(loopName, sibling);
    }
    return reasons;
}

void checkDeviceUnused(dev_t device, const QString& shownPath, const DriveEnumerator& drives)
{
    if (device == 0)
        throw notABlockDevice(shownPath);
    const std::optional<DriveFacts> drive = drives.driveWithDevice(device);
    if (!drive)
        throw UserError(QCoreApplication::translate(
            "ds::WriteSafety", "refusing to write to %1: it is not in the drive list, so its use cannot be checked")
                            .arg(shownPath));
    const bool wholeDrive = major(device) == drive->major && minor(device) == drive->minor;
    QStringList reasons;
    if (wholeDrive) {
        reasons = drive->inUseReasons();
    } else {
        for (const PartitionFacts& partition : drive->partitions) {
            if (partition.major == major(device) && partition.minor == minor(device)) {
                DriveFacts onlyThis;
                onlyThis.name = drive->name;
                onlyThis.partitions.push_back(partition);
                reasons = onlyThis.inUseReasons();
            }
        }
        // A filesystem or a loop device on the whole disk would overlap every partition.
        if (drive->wholeDriveInUse()) {
            DriveFacts wholeOnly = *drive;
            wholeOnly.partitions.clear();
            reasons += wholeOnly.inUseReasons();
        }
    }
    if (reasons.isEmpty())
        reasons = claimedSiblings(drive->name, drives);
    if (!reasons.isEmpty())
        throw UserError(QCoreApplication::translate("ds::WriteSafety", "refusing to write to %1: %2")
                            .arg(shownPath, reasons.join(QStringLiteral("; "))));
}

void checkDeviceUnused(const QString& devicePath, const DriveEnumerator& drives)
{
    checkDeviceUnused(blockDeviceNumber(devicePath), devicePath, drives);
}

} // namespace ds
