#include "userfile.h"

#include "usererror.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace ds {

bool openUserFile(QFile& file)
{
    const int fd = ::open(QFile::encodeName(file.fileName()).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return file.open(QIODevice::ReadOnly); // fails the same way, with Qt's words for the error
    // Reads wait for data again, as on any file.
    const int flags = fcntl(fd, F_GETFL);
    if (flags < 0 || fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) != 0
        || !file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        return false;
    }
    return true;
}

QByteArray readUserFile(QFile& file, const QString& path, qint64 maxBytes, const QString& what)
{
    struct stat status { };
    if (fstat(file.handle(), &status) == 0 && (S_ISCHR(status.st_mode) || S_ISBLK(status.st_mode)))
        throw UserError(QCoreApplication::translate("ds::UserFile", "%1 is a device, not %2").arg(path, what));
    // One byte more than allowed tells a file at the limit from a larger one, also where the size is
    // not known in advance (a pipe).
    const QByteArray bytes = file.read(maxBytes + 1);
    if (bytes.size() > maxBytes)
        throw UserError(QCoreApplication::translate("ds::UserFile", "%1 is too large to be %2 (more than %3 bytes)")
                            .arg(path, what)
                            .arg(maxBytes));
    return bytes;
}

void checkOutputFile(const QString& path, const QString& what)
{
    struct stat status { };
    if (::stat(QFile::encodeName(path).constData(), &status) != 0 || S_ISREG(status.st_mode))
        return;
    throw UserError(QCoreApplication::translate("ds::UserFile", "refusing to write %1 to %2: it is not a regular file")
                        .arg(what, path));
}

bool isSameExistingFile(const QString& output, const QString& input)
{
    const QString target = QFileInfo(output).canonicalFilePath();
    return !target.isEmpty() && target == QFileInfo(input).canonicalFilePath();
}

bool isSessionFile(const QString& path)
{
    QFile file(path);
    if (!QFileInfo(path).isFile() || !openUserFile(file))
        return false;
    // A session's compact JSON names its format among its first keys (they are sorted); the devices
    // before it take a few KiB.
    return file.read(1 << 20).contains("\"drivescope-session\"");
}

void checkOutputKeepsSessions(const QString& path, const QString& what)
{
    if (isSessionFile(path))
        throw UserError(QCoreApplication::translate("ds::UserFile",
            "refusing to write %1 over %2: it is a DriveScope session, whose runs would be lost; choose another name")
                            .arg(what, path));
}

} // namespace ds
