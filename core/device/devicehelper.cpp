#include "device/devicehelper.h"

#include "device/driveenumerator.h"
#include "device/helperprotocol.h"
#include "device/smartctlreader.h"
#include "device/writesafety.h"
#include "model/usererror.h"

#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <climits>
#include <cstdio>
#include <cstdlib>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

namespace ds {

namespace {
    constexpr int kExitSent = 0;
    constexpr int kExitFailed = 1;
    constexpr int kExitRefused = 2;

    const char* const kUsage = "usage: drivescope-helper open --mode read|rewrite|destroy [--allow-destroy DEVICE] "
                               "DEVICE\n"
                               "       drivescope-helper smart DEVICE\n";

    bool stdoutIsSocket()
    {
        struct stat status { };
        return fstat(STDOUT_FILENO, &status) == 0 && S_ISSOCK(status.st_mode);
    }

    int refuse(const QString& message, int status = kExitRefused)
    {
        std::fprintf(stderr, "drivescope-helper: %s\n", message.toLocal8Bit().constData());
        if (stdoutIsSocket())
            helperprotocol::send(STDOUT_FILENO, QByteArrayLiteral("ERR ") + message.toUtf8());
        return status;
    }

    // The device number sysfs gives for a block device name; 0 when there is none.
    dev_t sysfsDeviceNumber(const QString& name)
    {
        QFile dev(QStringLiteral("/sys/class/block/%1/dev").arg(name));
        if (!dev.open(QIODevice::ReadOnly))
            return 0;
        const QList<QByteArray> parts = dev.readAll().trimmed().split(':');
        bool majorOk = false;
        bool minorOk = false;
        if (parts.size() != 2)
            return 0;
        const unsigned majorNumber = parts[0].toUInt(&majorOk);
        const unsigned minorNumber = parts[1].toUInt(&minorOk);
        return majorOk && minorOk ? makedev(majorNumber, minorNumber) : 0;
    }
}

QString resolveHelperDevicePath(const QString& path)
{
    if (path.isEmpty() || path.size() > PATH_MAX || !path.startsWith(QLatin1Char('/')))
        throw UserError(
            QStringLiteral("the device must be given as an absolute path of at most %1 bytes").arg(PATH_MAX));
    char resolved[PATH_MAX];
    if (!realpath(QFile::encodeName(path).constData(), resolved))
        throw UserError(QStringLiteral("%1 does not exist").arg(path));
    const QString canonical = QFile::decodeName(resolved);
    static const QRegularExpression devicePattern(QStringLiteral("^/dev/([A-Za-z0-9][A-Za-z0-9._-]*)$"));
    const QRegularExpressionMatch match = devicePattern.match(canonical);
    if (!match.hasMatch())
        throw UserError(QStringLiteral("%1 is not a block device under /dev (it is %2)").arg(path, canonical));
    const QString name = match.captured(1);
    const QString sysClass = QStringLiteral("/sys/class/block/") + name;
    const bool partition = QFileInfo::exists(sysClass + QStringLiteral("/partition"));
    if (!QFileInfo::exists(sysClass) || (!partition && !QFileInfo::exists(QStringLiteral("/sys/block/") + name)))
        throw UserError(QStringLiteral("%1 is not a block device listed in /sys/block").arg(canonical));
    const dev_t expected = sysfsDeviceNumber(name);
    struct stat status { };
    if (expected == 0 || lstat(resolved, &status) != 0 || !S_ISBLK(status.st_mode) || status.st_rdev != expected)
        throw UserError(QStringLiteral("%1 is not the block device %2 of /sys/class/block").arg(canonical, name));
    return canonical;
}

QString resolveHelperWholeDrive(const QString& path)
{
    const QString canonical = resolveHelperDevicePath(path);
    const QString name = QFileInfo(canonical).fileName();
    if (QFileInfo::exists(QStringLiteral("/sys/class/block/%1/partition").arg(name))
        || !QFileInfo::exists(QStringLiteral("/sys/block/") + name))
        throw UserError(QStringLiteral("%1 is a partition: SMART data is the whole drive's").arg(canonical));
    return canonical;
}

QStringList helperSmartctlPlaces()
{
    return { QStringLiteral("/usr/sbin/smartctl"), QStringLiteral("/usr/bin/smartctl"),
        QStringLiteral("/sbin/smartctl"), QStringLiteral("/bin/smartctl"), QStringLiteral("/usr/local/sbin/smartctl"),
        QStringLiteral("/usr/local/bin/smartctl") };
}

namespace {
    // drivescope-helper smart DEVICE
    int sendSmart(int argc, char* argv[])
    {
        if (argc != 3 || QLatin1String(argv[2]).startsWith(QLatin1Char('-'))) {
            std::fputs(kUsage, stderr);
            return refuse(QStringLiteral("expected: smart DEVICE"));
        }
        if (!stdoutIsSocket())
            return refuse(QStringLiteral("standard output must be the Unix socket of the DriveScope that started me"));
        try {
            const QString canonical = resolveHelperWholeDrive(QString::fromLocal8Bit(argv[2]));
            QString smartctl;
            for (const QString& place : helperSmartctlPlaces()) {
                if (QFileInfo(place).isExecutable()) {
                    smartctl = place;
                    break;
                }
            }
            if (smartctl.isEmpty())
                return refuse(QStringLiteral("smartctl is not installed (the smartmontools package)"));
            // smartctl runs as root: nothing of the caller's environment goes with it.
            clearenv();
            setenv("PATH", "/usr/sbin:/usr/bin:/sbin:/bin", 1);
            setenv("LC_ALL", "C", 1);
            const SmartctlRun run = runSmartctl(canonical, 20000, smartctl);
            const SmartctlOutcome outcome = smartctlOutcome(run, canonical);
            if (!outcome.snapshot)
                return refuse(outcome.missing);
            // Whole, past the protocol's one message: an ATA table is more than one.
            const QByteArray answer = QByteArrayLiteral("SMART\n") + run.output;
            qsizetype written = 0;
            while (written < answer.size()) {
                const ssize_t now = ::write(
                    STDOUT_FILENO, answer.constData() + written, static_cast<size_t>(answer.size() - written));
                if (now < 0 && errno == EINTR)
                    continue;
                if (now <= 0)
                    return kExitFailed;
                written += now;
            }
            return kExitSent;
        } catch (const UserError& error) {
            return refuse(error.message());
        }
    }
}

int runDeviceHelper(int argc, char* argv[])
{
    // Arguments are strict: the helper runs as root for whoever started it.
    if (argc >= 2 && QLatin1String(argv[1]) == QLatin1String("smart"))
        return sendSmart(argc, argv);
    if (argc < 2 || QLatin1String(argv[1]) != QLatin1String("open")) {
        std::fputs(kUsage, stderr);
        return refuse(QStringLiteral("expected: open --mode MODE [--allow-destroy DEVICE] DEVICE"));
    }
    std::optional<DeviceAccess> access;
    QString allowDestroy;
    QString device;
    for (int i = 2; i < argc; ++i) {
        const QString argument = QString::fromLocal8Bit(argv[i]);
        if (argument == QLatin1String("--mode") && i + 1 < argc && !access) {
            access = parseDeviceAccess(QString::fromLocal8Bit(argv[++i]));
            if (!access)
                return refuse(QStringLiteral("unknown mode '%1'").arg(QString::fromLocal8Bit(argv[i])));
        } else if (argument == QLatin1String("--allow-destroy") && i + 1 < argc && allowDestroy.isEmpty()) {
            allowDestroy = QString::fromLocal8Bit(argv[++i]);
            if (allowDestroy.isEmpty())
                return refuse(QStringLiteral("--allow-destroy needs a device"));
        } else if (!argument.startsWith(QLatin1Char('-')) && device.isEmpty()) {
            device = argument;
        } else {
            std::fputs(kUsage, stderr);
            return refuse(QStringLiteral("unexpected argument '%1'").arg(argument.left(200)));
        }
    }
    if (!access || device.isEmpty()) {
        std::fputs(kUsage, stderr);
        return refuse(QStringLiteral("both --mode and a device are needed"));
    }
    if (!allowDestroy.isEmpty() && access != DeviceAccess::Destroy)
        return refuse(QStringLiteral("--allow-destroy goes only with --mode destroy"));
    if (!stdoutIsSocket())
        return refuse(QStringLiteral("standard output must be the Unix socket of the DriveScope that started me"));

    try {
        const QString canonical = resolveHelperDevicePath(device);
        const DriveEnumerator drives;
        if (access == DeviceAccess::Destroy)
            checkDeviceWriteAllowed(canonical, allowDestroy, drives);
        else if (access == DeviceAccess::Rewrite)
            checkDeviceUnused(canonical, drives);
        const int fd = ::open(QFile::encodeName(canonical).constData(), deviceOpenFlags(*access) | O_NOFOLLOW);
        if (fd < 0)
            return refuse(QStringLiteral("cannot open %1: %2")
                              .arg(canonical,
                                  errno == EBUSY ? QStringLiteral("it is in use (an exclusive open failed)")
                                                 : QString::fromLocal8Bit(strerror(errno))));
        // The node could have been swapped between the checks and the open: check what was opened.
        struct stat status { };
        if (fstat(fd, &status) != 0 || !S_ISBLK(status.st_mode)
            || status.st_rdev != sysfsDeviceNumber(QFileInfo(canonical).fileName())) {
            ::close(fd);
            return refuse(QStringLiteral("%1 changed while it was being opened").arg(canonical));
        }
        const bool sent = helperprotocol::send(STDOUT_FILENO, QByteArrayLiteral("OK"), fd);
        ::close(fd);
        return sent ? kExitSent : kExitFailed;
    } catch (const UserError& error) {
        return refuse(error.message());
    }
}

} // namespace ds
