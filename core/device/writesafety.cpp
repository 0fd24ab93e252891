#include "device/writesafety.h"

#include "device/driveenumerator.h"
#include "model/usererror.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <sys/stat.h>
#include <sys/sysmacros.h>

namespace ds {

static dev_t blockDeviceNumber(const QString& path)
{
    struct stat status { };
    if (stat(QFile::encodeName(path).constData(), &status) != 0 || !S_ISBLK(status.st_mode))
        return 0;
    return status.st_rdev;
}

void checkDeviceWriteAllowed(const QString& devicePath, const QString& allowDestroy, const DriveEnumerator& drives)
{
    if (allowDestroy.isEmpty())
        throw UserError(QCoreApplication::translate("ds::WriteSafety",
            "refusing to write to %1: a write test destroys the data on the device. "
            "If that is what you want, name it: --allow-destroy=%1")
                            .arg(devicePath));
    const dev_t target = blockDeviceNumber(devicePath);
    if (target == 0)
        throw UserError(QCoreApplication::translate("ds::WriteSafety", "refusing to write: %1 is not a block device")
                            .arg(devicePath));
    const dev_t named = blockDeviceNumber(allowDestroy);
    // Compared by device number, so /dev/disk/by-id links and the kernel name both work, but a
    // different device never does.
    if (named != target)
        throw UserError(QCoreApplication::translate(
            "ds::WriteSafety", "refusing to write to %1: --allow-destroy names %2, which is not the same device")
                            .arg(devicePath, allowDestroy));
    checkDeviceUnused(devicePath, drives);
}

void checkDeviceUnused(const QString& devicePath, const DriveEnumerator& drives)
{
    const dev_t target = blockDeviceNumber(devicePath);
    if (target == 0)
        throw UserError(QCoreApplication::translate("ds::WriteSafety", "refusing to write: %1 is not a block device")
                            .arg(devicePath));

    const std::optional<DriveFacts> drive = drives.driveFor(devicePath);
    if (!drive)
        throw UserError(QCoreApplication::translate(
            "ds::WriteSafety", "refusing to write to %1: it is not in the drive list, so its use cannot be checked")
                            .arg(devicePath));
    const bool wholeDrive = major(target) == drive->major && minor(target) == drive->minor;
    QStringList reasons;
    if (wholeDrive) {
        reasons = drive->inUseReasons();
    } else {
        for (const PartitionFacts& partition : drive->partitions) {
            if (partition.major == major(target) && partition.minor == minor(target)) {
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
    if (!reasons.isEmpty())
        throw UserError(QCoreApplication::translate("ds::WriteSafety", "refusing to write to %1: %2")
                            .arg(devicePath, reasons.join(QStringLiteral("; "))));
}

} // namespace ds
