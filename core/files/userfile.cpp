#include "files/userfile.h"

#include "model/usererror.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <sys/stat.h>
#include <unistd.h>

namespace ds {

bool openUserFile(QFile& file)
{
    const int fd = ::open(QFile::encodeName(file.fileName()).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return file.open(QIODevice::ReadOnly); // fails the same way, with Qt's words for the error
    // Non-blocking still: readUserFile() waits in poll(2), where Ctrl-C is heard, not in read(2),
    // which Qt restarts after a signal.
    if (!file.open(fd, QIODevice::ReadOnly | QIODevice::Unbuffered, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        return false;
    }
    return true;
}

void openUserFileOrStdin(QFile& file, const QString& path)
{
    if (path == QLatin1String("-")) {
        if (!file.open(stdin, QIODevice::ReadOnly))
            throw UserError(QCoreApplication::translate("ds::UserFile", "cannot read stdin"));
        return;
    }
    file.setFileName(path);
    if (!openUserFile(file))
        throw UserError(
            QCoreApplication::translate("ds::UserFile", "cannot open %1: %2").arg(path, file.errorString()));
}

namespace {
    std::atomic<const std::atomic<bool>*> g_cancelFlag { nullptr };

    // With errno's words: call it right after the failed call.
    QString cannotRead(const QString& path)
    {
        const QString reason = QString::fromLocal8Bit(strerror(errno));
        return QCoreApplication::translate("ds::UserFile", "cannot read %1: %2").arg(path, reason);
    }

    // Waits up to 100 ms for data (or the writer's end) on `fd`, then throws ReadInterrupted when the
    // cancel flag is set. A signal cuts the wait short: the flag is seen at once.
    void waitForData(int fd, const QString& path)
    {
        pollfd wanted { fd, POLLIN, 0 };
        if (::poll(&wanted, 1, 100) < 0 && errno != EINTR)
            throw UserError(cannotRead(path));
        const std::atomic<bool>* cancel = g_cancelFlag.load();
        if (cancel && cancel->load())
            throw ReadInterrupted(path);
    }
}

qint64 availableMemoryBytes()
{
    QFile meminfo(QStringLiteral("/proc/meminfo"));
    // /proc files report a size of zero: read them whole.
    if (!meminfo.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : meminfo.readAll().split('\n')) {
        if (!line.startsWith("MemAvailable:"))
            continue;
        bool ok = false;
        const qint64 kilobytes = line.mid(13).trimmed().split(' ').value(0).toLongLong(&ok);
        return ok ? kilobytes * 1024 : -1;
    }
    return -1;
}

void checkMemoryFor(qint64 bytes, const QString& path)
{
    const qint64 available = availableMemoryBytes();
    const qint64 needed = bytes * kReadMemoryPerFileByte;
    if (available < 0 || needed <= available)
        return;
    throw UserError(QCoreApplication::translate(
        "ds::UserFile", "%1 is too large for the free memory: reading it takes up to %2 MB, and %3 MB are available")
                        .arg(path)
                        .arg((needed + 999'999) / 1'000'000)
                        .arg(available / 1'000'000));
}

void setUserFileCancelFlag(const std::atomic<bool>* flag) { g_cancelFlag.store(flag); }

bool userCancelRequested()
{
    const std::atomic<bool>* cancel = g_cancelFlag.load();
    return cancel && cancel->load();
}

ReadInterrupted::ReadInterrupted(const QString& path)
    // The CLI's alone (the window sets no flag), and it speaks English.
    : std::runtime_error(QStringLiteral("stopped while waiting for %1 to be written").arg(path).toStdString())
{
}

ReadInterrupted::ReadInterrupted(const std::string& message)
    : std::runtime_error(message)
{
}

ReadInterrupted ReadInterrupted::whileWaitingFor(const QString& what)
{
    return ReadInterrupted(QStringLiteral("stopped while waiting for %1").arg(what).toStdString());
}

QByteArray readUserFile(QFile& file, const QString& path, qint64 maxBytes, const QString& what)
{
    const int fd = file.handle();
    struct stat status { };
    if (fstat(fd, &status) != 0)
        throw UserError(cannotRead(path));
    if (S_ISCHR(status.st_mode) || S_ISBLK(status.st_mode))
        throw UserError(QCoreApplication::translate("ds::UserFile", "%1 is a device, not %2").arg(path, what));
    if (S_ISDIR(status.st_mode))
        throw UserError(QCoreApplication::translate("ds::UserFile", "%1 is a directory, not %2").arg(path, what));
    auto tooLarge = [&] {
        return UserError(QCoreApplication::translate("ds::UserFile", "%1 is too large to be %2 (more than %3 bytes)")
                             .arg(path, what)
                             .arg(maxBytes));
    };
    // A regular file's size is known: a large one is refused before a byte is read (a sparse 3 GB
    // file was read up to the limit first), and the buffer is made once at its size.
    const bool regular = S_ISREG(status.st_mode);
    if (regular && status.st_size > maxBytes)
        throw tooLarge();
    if (regular)
        checkMemoryFor(status.st_size, path);
    QByteArray bytes;
    qint64 filled = 0;
    // One byte more than the size tells a file that grew meanwhile; a pipe's data comes in pieces.
    qint64 capacity = std::min(maxBytes + 1, regular ? std::max<qint64>(status.st_size + 1, 4096) : 64 << 10);
    const bool nonBlocking = (fcntl(fd, F_GETFL) & O_NONBLOCK) != 0;
    for (;;) {
        if (filled == capacity) {
            if (filled > maxBytes)
                throw tooLarge();
            capacity = std::min(capacity * 2, maxBytes + 1);
            // A pipe, or a file that grew: what has been read already is out of the available memory.
            checkMemoryFor(capacity - filled / kReadMemoryPerFileByte, path);
        }
        if (bytes.size() < capacity)
            bytes.resize(static_cast<qsizetype>(capacity));
        // A descriptor that blocks (stdin) is only read once poll(2) says a read will not wait.
        if (!nonBlocking) {
            pollfd wanted { fd, POLLIN, 0 };
            if (::poll(&wanted, 1, 0) == 0) {
                waitForData(fd, path);
                continue;
            }
        }
        const ssize_t got = ::read(fd, bytes.data() + filled, static_cast<size_t>(capacity - filled));
        if (got == 0)
            break;
        if (got > 0) {
            filled += got;
            continue;
        }
        if (errno == EAGAIN || errno == EINTR) {
            waitForData(fd, path);
            continue;
        }
        throw UserError(cannotRead(path));
    }
    if (filled > maxBytes)
        throw tooLarge();
    bytes.truncate(static_cast<qsizetype>(filled));
    // A pipe's last doubling may have left up to half unused.
    if (capacity - filled > filled / 8)
        bytes.squeeze();
    return bytes;
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
