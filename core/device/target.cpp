#include "device/target.h"

#include "device/bufferpool.h"
#include "device/driveenumerator.h"
#include "device/privilegedopen.h"
#include "device/sysfs.h"
#include "device/writesafety.h"
#include "model/jsonreader.h"
#include "model/usererror.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QRegularExpression>
#include <QStandardPaths>

#include <cerrno>
#include <climits>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <linux/fs.h>
#include <linux/magic.h>
#include <sys/file.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/sysmacros.h>
#include <sys/xattr.h>
#include <unistd.h>
#include <utility>

namespace ds {

Target::~Target()
{
    if (m_fd >= 0)
        ::close(m_fd);
    if (!m_fileToRemove.isEmpty())
        ::unlink(QFile::encodeName(m_fileToRemove).constData());
}

std::unique_ptr<Target> Target::openBlockDevice(const QString& path, bool forWriting, const QString& allowDestroy)
{
    return openBlockDeviceFor(path, forWriting ? DeviceAccess::Destroy : DeviceAccess::Read, allowDestroy);
}

std::unique_ptr<Target> Target::openBlockDeviceForRewrite(const QString& path)
{
    return openBlockDeviceFor(path, DeviceAccess::Rewrite, QString());
}

bool Target::isGone(int error) const
{
    if (m_info.kind != TargetInfo::Kind::BlockDevice)
        return false;
    if (error == ENODEV || error == ENXIO)
        return true;
    // A removed disk loses its sysfs entry; a detached loop device keeps its node at size zero.
    struct stat status { };
    if (fstat(m_fd, &status) != 0)
        return true;
    QFile size(QStringLiteral("/sys/dev/block/%1:%2/size").arg(major(status.st_rdev)).arg(minor(status.st_rdev)));
    if (!size.open(QIODevice::ReadOnly))
        return true;
    return size.readAll().trimmed().toULongLong() * 512 < m_info.sizeBytes;
}

int Target::discard(uint64_t offset, uint64_t length) const
{
    if (m_info.kind != TargetInfo::Kind::BlockDevice || !m_namedForDestruction)
        throw UserError(
            QCoreApplication::translate("ds::Target", "refusing to discard %1: it was not named for destruction")
                .arg(m_info.path));
    uint64_t range[2] = { offset, length };
    return ioctl(m_fd, BLKDISCARD, range) == 0 ? 0 : errno;
}

namespace {
    struct Descriptor {
        int fd = -1;
        ~Descriptor()
        {
            if (fd >= 0)
                ::close(fd);
        }
        int release() { return std::exchange(fd, -1); }
    };

    // Opens the node `pathFd` holds (O_PATH) again with real access: through /proc its very inode,
    // whatever the name points to now.
    int reopen(int pathFd, int flags)
    {
        const QByteArray procPath = QByteArrayLiteral("/proc/self/fd/") + QByteArray::number(pathFd);
        return ::open(procPath.constData(), flags);
    }
}

std::unique_ptr<Target> Target::openBlockDeviceFor(
    const QString& path, DeviceAccess access, const QString& allowDestroy)
{
    const bool forWriting = access != DeviceAccess::Read;
    // The name is resolved once, here: every decision below is made on the node this holds (its
    // device number), so a link swapped meanwhile cannot make a check and the write meet two devices.
    // O_PATH needs no permission and never waits on a pipe.
    Descriptor node { ::open(QFile::encodeName(path).constData(), O_PATH | O_CLOEXEC) };
    if (node.fd < 0)
        throw UserError(QCoreApplication::translate("ds::Target", "cannot open %1: %2").arg(path, errnoText()));
    struct stat status { };
    if (fstat(node.fd, &status) != 0)
        throw UserError(QCoreApplication::translate("ds::Target", "cannot open %1: %2").arg(path, errnoText()));
    if (!S_ISBLK(status.st_mode))
        throw UserError(QCoreApplication::translate("ds::Target", "%1 is not a block device").arg(path));
    const dev_t device = status.st_rdev;

    const DriveEnumerator drives;
    auto checkRules = [&] {
        if (access == DeviceAccess::Destroy)
            checkDeviceWriteAllowed(device, path, allowDestroy, drives);
        else if (access == DeviceAccess::Rewrite)
            checkDeviceUnused(device, path, drives);
    };
    // Asked before the open too, so that a refused device is not even claimed for a moment.
    checkRules();

    // O_EXCL on a block device fails with EBUSY while it is mounted or claimed by another driver:
    // the kernel's own last word on whether a write could hurt a filesystem.
    Descriptor opened { reopen(node.fd, deviceOpenFlags(access)) };
    QString privilegedRoute;
    if (opened.fd < 0 && (errno == EACCES || errno == EPERM) && geteuid() != 0) {
        // An ordinary user: ask udisks2 or the helper, which check the same rules as root.
        const PrivilegedOpen privileged = PrivilegedOpen::open(path, access, allowDestroy);
        if (privileged.fd < 0)
            throw UserError(QCoreApplication::translate(
                "ds::Target", "cannot open %1: permission denied, and raw access was not granted: %2")
                                .arg(path, privileged.error));
        opened.fd = privileged.fd;
        privilegedRoute = privileged.route;
    }
    if (opened.fd < 0) {
        const int error = errno;
        if (forWriting && error == EBUSY)
            throw UserError(QCoreApplication::translate(
                "ds::Target", "refusing to write to %1: it is in use (an exclusive open failed: %2)")
                                .arg(path, errnoText(error)));
        if (error == EACCES || error == EPERM)
            throw UserError(QCoreApplication::translate("ds::Target",
                "cannot open %1: %2. Run as a user with access to the device, or "
                "benchmark a test file on its filesystem instead")
                                .arg(path, errnoText(error)));
        throw UserError(QCoreApplication::translate("ds::Target", "cannot open %1: %2").arg(path, errnoText(error)));
    }
    struct stat openedStatus { };
    if (fstat(opened.fd, &openedStatus) != 0 || !S_ISBLK(openedStatus.st_mode) || openedStatus.st_rdev != device)
        throw UserError(
            QCoreApplication::translate("ds::Target", "refusing to use %1: it changed while it was being opened")
                .arg(path));
    // Asked again while the device is held: nothing can have been mounted on it since.
    checkRules();

    std::unique_ptr<Target> target(new Target);
    const int fd = opened.release();
    target->m_fd = fd;
    TargetInfo& info = target->m_info;
    info.kind = TargetInfo::Kind::BlockDevice;
    info.path = path;
    info.writable = forWriting;
    target->m_namedForDestruction = access == DeviceAccess::Destroy;
    uint64_t size = 0;
    int logical = 0;
    unsigned int physical = 0;
    if (ioctl(fd, BLKGETSIZE64, &size) != 0 || ioctl(fd, BLKSSZGET, &logical) != 0
        || ioctl(fd, BLKPBSZGET, &physical) != 0)
        throw UserError(
            QCoreApplication::translate("ds::Target", "cannot read the size of %1: %2").arg(path, errnoText()));
    if (size == 0)
        throw UserError(QCoreApplication::translate(
            "ds::Target", "%1 has a size of zero (an empty card reader or a detached loop device?)")
                            .arg(path));
    info.sizeBytes = size;
    info.logicalSectorBytes = static_cast<uint32_t>(logical);
    info.physicalSectorBytes = physical;
    info.drive = drives.driveWithDevice(device);
    if (!privilegedRoute.isEmpty())
        info.notes << QStringLiteral("opened through %1").arg(privilegedRoute);
    return target;
}

QString Target::defaultTestFileDirectory()
{
    QString cache = QString::fromLocal8Bit(qgetenv("XDG_CACHE_HOME"));
    if (cache.isEmpty() || !QDir::isAbsolutePath(cache))
        cache = QDir::homePath() + QStringLiteral("/.cache");
    return cache + QStringLiteral("/drivescope");
}

static QString filesystemName(long type)
{
    switch (type) {
    case EXT4_SUPER_MAGIC:
        return QStringLiteral("ext2/3/4");
    case XFS_SUPER_MAGIC:
        return QStringLiteral("xfs");
    case BTRFS_SUPER_MAGIC:
        return QStringLiteral("btrfs");
    case TMPFS_MAGIC:
        return QStringLiteral("tmpfs");
    case 0x2FC12FC1:
        return QStringLiteral("zfs");
    case 0xF2F52010:
        return QStringLiteral("f2fs");
    case 0x4d44:
        return QStringLiteral("vfat");
    case 0x5346544e:
        return QStringLiteral("ntfs");
    case 0x65735546:
        return QStringLiteral("fuse");
    case OVERLAYFS_SUPER_MAGIC:
        return QStringLiteral("overlay");
    case NFS_SUPER_MAGIC:
        return QStringLiteral("nfs");
    case RAMFS_MAGIC:
        return QStringLiteral("ramfs");
    case 0xFF534D42: // CIFS_SUPER_MAGIC
        return QStringLiteral("cifs");
    case 0xFE534D42: // SMB2_SUPER_MAGIC
        return QStringLiteral("smb2");
    default:
        return QStringLiteral("0x%1").arg(static_cast<qulonglong>(type), 0, 16);
    }
}

namespace {

    // Marks a test file as DriveScope's where the filesystem keeps user attributes, so that cleanup
    // can tell it from a user's file of a similar name.
    const char kTestFileAttribute[] = "user.drivescope";
    const char kTestFileMarker[] = "test-file";

    // Whether the file open at `fd` is a test file DriveScope made: its exact name carries the pid of
    // the run that made it, that process is gone, and where the filesystem keeps user attributes,
    // it carries our marker.
    bool isAbandonedTestFile(int fd, const QString& name)
    {
        static const QRegularExpression pattern(QStringLiteral("^drivescope-test-([1-9][0-9]{0,9})\\.dat$"));
        const QRegularExpressionMatch match = pattern.match(name);
        if (!match.hasMatch())
            return false;
        bool ok = false;
        const qlonglong pid = match.captured(1).toLongLong(&ok);
        if (!ok || pid > INT_MAX || pid == getpid())
            return false;
        if (::kill(static_cast<pid_t>(pid), 0) == 0 || errno != ESRCH)
            return false;
        char marker[sizeof kTestFileMarker] = {};
        const ssize_t size = fgetxattr(fd, kTestFileAttribute, marker, sizeof marker);
        if (size < 0)
            return errno == ENOTSUP || errno == EOPNOTSUPP; // no user attributes here: name, pid and lock decide
        return size == static_cast<ssize_t>(sizeof kTestFileMarker - 1)
            && std::memcmp(marker, kTestFileMarker, sizeof kTestFileMarker - 1) == 0;
    }

} // namespace

// Test files of runs that were killed (kill -9, a crash, a power cut) before they could delete
// them: only what isAbandonedTestFile() proves ours, owned by this user, and whose lock no live run holds.
static void removeAbandonedTestFiles(const QString& directory)
{
    const QDir dir(directory);
    for (const QFileInfo& file :
        dir.entryInfoList({ QStringLiteral("drivescope-test-*.dat") }, QDir::Files | QDir::NoSymLinks)) {
        const QByteArray path = QFile::encodeName(file.absoluteFilePath());
        const int fd = ::open(path.constData(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK);
        if (fd < 0)
            continue;
        struct stat status { };
        struct stat named { };
        if (fstat(fd, &status) == 0 && S_ISREG(status.st_mode) && status.st_uid == geteuid()
            && isAbandonedTestFile(fd, file.fileName()) && flock(fd, LOCK_EX | LOCK_NB) == 0
            && lstat(path.constData(), &named) == 0 && named.st_ino == status.st_ino && named.st_dev == status.st_dev)
            ::unlink(path.constData());
        ::close(fd);
    }
}

std::unique_ptr<Target> Target::createTestFile(const TestFileOptions& options)
{
    if (options.sizeBytes < (1u << 20))
        throw UserError(QCoreApplication::translate("ds::Target", "a test file must be at least 1 MiB"));
    QString location = options.location.isEmpty() ? defaultTestFileDirectory() : options.location;
    // The default directory is made on first use, also where the window names it: without it, a test
    // file named like the directory would be made beside it.
    const bool defaultDirectory = QDir::cleanPath(location) == QDir::cleanPath(defaultTestFileDirectory());
    if (defaultDirectory && !QDir().mkpath(location))
        throw UserError(QCoreApplication::translate("ds::Target", "cannot create the directory %1").arg(location));
    QString filePath;
    const QFileInfo locationInfo(location);
    if (locationInfo.isDir()) {
        filePath = QDir(location).filePath(QStringLiteral("drivescope-test-%1.dat").arg(getpid()));
    } else if (locationInfo.exists() || locationInfo.isSymLink()) {
        throw UserError(QCoreApplication::translate("ds::Target",
            "refusing to use %1: it already exists and is not a directory or a block "
            "device. Give a directory, or a new file name, and DriveScope makes its own "
            "test file there")
                            .arg(location));
    } else if (!QFileInfo::exists(locationInfo.absolutePath())) {
        throw UserError(QCoreApplication::translate("ds::Target", "cannot create a test file at %1: %2 does not exist")
                            .arg(location, locationInfo.absolutePath()));
    } else if (!QFileInfo(locationInfo.absolutePath()).isDir()) {
        throw UserError(
            QCoreApplication::translate("ds::Target", "cannot create a test file at %1: %2 is not a directory")
                .arg(location, locationInfo.absolutePath()));
    } else {
        filePath = locationInfo.absoluteFilePath();
    }

    removeAbandonedTestFiles(QFileInfo(filePath).absolutePath());
    const QByteArray nativePath = QFile::encodeName(filePath);
    // O_EXCL: never truncate or overwrite a file that is not ours. Created without O_DIRECT, since a
    // filesystem without it would create the file and then fail the open.
    int fd = ::open(nativePath.constData(), O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (fd < 0)
        throw UserError(
            QCoreApplication::translate("ds::Target", "cannot create the test file %1: %2").arg(filePath, errnoText()));
    std::unique_ptr<Target> target(new Target);
    target->m_fd = fd;
    target->m_fileToRemove = filePath;
    const int directFd = ::open(nativePath.constData(), O_RDWR | O_CLOEXEC | O_DIRECT);
    const bool direct = directFd >= 0;
    if (direct) {
        ::close(fd);
        target->m_fd = fd = directFd;
    }
    // Held while the file is in use; a file whose lock is free belongs to a run that died.
    flock(fd, LOCK_EX);
    // Best effort: a filesystem without user attributes has none, and cleanup knows it.
    fsetxattr(fd, kTestFileAttribute, kTestFileMarker, sizeof kTestFileMarker - 1, 0);
    TargetInfo& info = target->m_info;
    info.kind = TargetInfo::Kind::TestFile;
    info.path = filePath;
    info.writable = true;
    info.directIo = direct;
    info.sizeBytes = options.sizeBytes;

    struct statfs fsStatus { };
    if (fstatfs(fd, &fsStatus) == 0)
        info.filesystem = filesystemName(fsStatus.f_type);
    struct statx extended { };
    uint32_t alignment = 4096;
    if (statx(fd, "", AT_EMPTY_PATH, STATX_BASIC_STATS | STATX_DIOALIGN, &extended) == 0
        && (extended.stx_mask & STATX_DIOALIGN) && extended.stx_dio_offset_align > 0)
        alignment = std::max<uint32_t>(extended.stx_dio_offset_align, 512);
    info.logicalSectorBytes = alignment;
    info.physicalSectorBytes = std::max<uint32_t>(alignment, extended.stx_blksize);
    // /sys/dev/block/MAJ:MIN links to the filesystem's device; its facts tell what lies underneath.
    // btrfs reports an anonymous device (major 0): mountinfo names its source, so the device's
    // counters (other I/O, the accounting) and facts are found there too.
    dev_t fileDevice = makedev(extended.stx_dev_major, extended.stx_dev_minor);
    if (extended.stx_dev_major == 0)
        fileDevice = filesystemDevice(QFileInfo(filePath).absolutePath());
    // The same drive the window's quick suite page picks its profile by (driveOfDirectory).
    info.drive = DriveEnumerator().driveWithDevice(fileDevice);

    info.notes << QStringLiteral("a test file on %1, not the raw device: the filesystem's layout and metadata "
                                 "are part of the figures")
                      .arg(info.filesystem);
    if (!direct)
        info.notes << QStringLiteral("%1 does not allow O_DIRECT: reads and writes go through the page cache, so "
                                     "the figures show memory more than the drive")
                          .arg(info.filesystem);
    if (info.filesystem == QLatin1String("btrfs") || info.filesystem == QLatin1String("zfs"))
        info.notes << QStringLiteral("%1 may compress and copies on write: its figures differ from the drive's")
                          .arg(info.filesystem);

    if (fallocate(fd, 0, 0, static_cast<off_t>(options.sizeBytes)) != 0) {
        const int error = errno;
        if (error == ENOSPC)
            throw UserError(QCoreApplication::translate("ds::Target",
                "no room for a %1-byte test file on %2: free some space or pass a smaller "
                "--file-size")
                                .arg(options.sizeBytes)
                                .arg(locationInfo.isDir() ? location : locationInfo.absolutePath()));
        if (error != EOPNOTSUPP)
            throw UserError(QCoreApplication::translate("ds::Target", "cannot allocate the test file %1: %2")
                                .arg(filePath, errnoText(error)));
        // Filesystems without fallocate get their blocks from the fill below.
    }

    // Incompressible, distinct data in every chunk, so neither compression nor deduplication nor
    // unwritten-extent shortcuts can answer reads faster than the medium.
    constexpr size_t chunkBytes = 4u << 20;
    BufferPool chunk(1, chunkBytes, alignment);
    uint64_t done = 0;
    uint64_t chunkIndex = 0;
    while (done < options.sizeBytes) {
        if (options.cancel && options.cancel->load(std::memory_order_relaxed))
            throw UserError(QCoreApplication::translate(
                "ds::Target", "cancelled while filling the test file; it has been removed"));
        fillPseudoRandom(chunk.buffer(0), chunkBytes, 0xD5C0FFEEull + chunkIndex++);
        const size_t want = static_cast<size_t>(std::min<uint64_t>(chunkBytes, options.sizeBytes - done));
        const ssize_t written = pwrite(fd, chunk.buffer(0), want, static_cast<off_t>(done));
        if (written <= 0) {
            const int error = written < 0 ? errno : ENOSPC;
            throw UserError(QCoreApplication::translate("ds::Target", "cannot fill the test file %1: %2")
                                .arg(filePath, errnoText(error)));
        }
        done += static_cast<uint64_t>(written);
        if (options.progress)
            options.progress(static_cast<double>(done) / static_cast<double>(options.sizeBytes));
    }
    if (fdatasync(fd) != 0)
        throw UserError(
            QCoreApplication::translate("ds::Target", "cannot sync the test file %1: %2").arg(filePath, errnoText()));
    if (!direct)
        posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED);
    return target;
}

} // namespace ds
