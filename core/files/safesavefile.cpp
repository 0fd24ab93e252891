#include "files/safesavefile.h"

#include "model/usererror.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRandomGenerator>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <utility>

namespace ds {

namespace {
    QString systemError(int error) { return QString::fromLocal8Bit(strerror(error)); }

    // Why a directory may not hold a file DriveScope writes; empty when it may.
    QString directoryProblem(const struct stat& status, const QString& directory)
    {
        if (!S_ISDIR(status.st_mode))
            return QCoreApplication::translate("ds::SafeSaveFile", "%1 is not a directory").arg(directory);
        const uid_t me = geteuid();
        if (status.st_uid != me && status.st_uid != 0)
            return QCoreApplication::translate("ds::SafeSaveFile",
                "the directory %1 belongs to user %2, not to %3 (as root, DriveScope writes only in "
                "directories root owns: sudo -E keeps another user's HOME and XDG_DATA_HOME)")
                .arg(directory)
                .arg(status.st_uid)
                .arg(me == 0 ? QCoreApplication::translate("ds::SafeSaveFile", "root")
                             : QCoreApplication::translate("ds::SafeSaveFile", "you"));
        // A group of our own (a user private group, umask 002) is no one else.
        const bool groupWrites = (status.st_mode & S_IWGRP) != 0 && status.st_gid != getegid();
        const bool othersWrite = groupWrites || (status.st_mode & S_IWOTH) != 0;
        if (othersWrite && (status.st_mode & S_ISVTX) == 0)
            return QCoreApplication::translate(
                "ds::SafeSaveFile", "others may write to the directory %1, and so swap what is written there")
                .arg(directory);
        return {};
    }

    class DirectoryFd {
    public:
        explicit DirectoryFd(int fd = -1)
            : m_fd(fd)
        {
        }
        ~DirectoryFd()
        {
            if (m_fd >= 0)
                ::close(m_fd);
        }
        DirectoryFd(const DirectoryFd&) = delete;
        DirectoryFd& operator=(const DirectoryFd&) = delete;
        DirectoryFd& operator=(DirectoryFd&& other) noexcept
        {
            std::swap(m_fd, other.m_fd);
            return *this;
        }
        int get() const { return m_fd; }
        int release() { return std::exchange(m_fd, -1); }

    private:
        int m_fd;
    };

    // Opens the directory `path` (links on the way followed: the checks are made on what is opened)
    // and checks it may hold our files.
    int openDirectory(const QString& path, const QString& what, const QString& fileShown)
    {
        DirectoryFd directory(::open(QFile::encodeName(path).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
        if (directory.get() < 0)
            throw UserError(QCoreApplication::translate("ds::SafeSaveFile", "cannot write %1 to %2: %3")
                                .arg(what, fileShown, systemError(errno)));
        struct stat status { };
        if (::fstat(directory.get(), &status) != 0)
            throw UserError(QCoreApplication::translate("ds::SafeSaveFile", "cannot write %1 to %2: %3")
                                .arg(what, fileShown, systemError(errno)));
        const QString problem = directoryProblem(status, path);
        if (!problem.isEmpty())
            throw UserError(QCoreApplication::translate("ds::SafeSaveFile", "refusing to write %1 to %2: %3")
                                .arg(what, fileShown, problem));
        return directory.release();
    }

    // What has the final name must be nothing or a regular file: a link is never followed nor
    // replaced, and a device's, pipe's or socket's node never replaced by a file.
    void checkFinalName(int directory, const QByteArray& name, const QString& what, const QString& fileShown)
    {
        struct stat status { };
        if (::fstatat(directory, name.constData(), &status, AT_SYMLINK_NOFOLLOW) != 0) {
            if (errno == ENOENT)
                return;
            throw UserError(QCoreApplication::translate("ds::SafeSaveFile", "cannot write %1 to %2: %3")
                                .arg(what, fileShown, systemError(errno)));
        }
        if (S_ISLNK(status.st_mode))
            throw UserError(
                QCoreApplication::translate("ds::SafeSaveFile", "refusing to write %1 to %2: it is a symbolic link")
                    .arg(what, fileShown));
        if (!S_ISREG(status.st_mode))
            throw UserError(
                QCoreApplication::translate("ds::SafeSaveFile", "refusing to write %1 to %2: it is not a regular file")
                    .arg(what, fileShown));
    }

    QByteArray temporaryNameFor(const QByteArray& name)
    {
        return QByteArrayLiteral(".") + name.left(200) + QByteArrayLiteral(".")
            + QByteArray::number(QRandomGenerator::system()->generate64(), 36) + QByteArrayLiteral(".tmp");
    }

    QString absolute(const QString& path) { return QDir::cleanPath(QFileInfo(path).absoluteFilePath()); }
}

SafeSaveFile::SafeSaveFile(const QString& path, const QString& what)
    : m_path(path)
    , m_what(what)
{
    const QString full = absolute(path);
    m_name = QFile::encodeName(QFileInfo(full).fileName());
    if (m_name.isEmpty() || m_name == "." || m_name == "..")
        throw UserError(QCoreApplication::translate("ds::SafeSaveFile", "cannot write %1 to %2: it names a directory")
                            .arg(what, path));
    m_directory = openDirectory(QFileInfo(full).absolutePath(), what, path);
    try {
        checkFinalName(m_directory, m_name, what, path);
        // A file being replaced keeps its permissions; a new one gets the umask's.
        mode_t mode = 0666;
        struct stat existing { };
        if (::fstatat(m_directory, m_name.constData(), &existing, AT_SYMLINK_NOFOLLOW) == 0)
            mode = existing.st_mode & 0777;
        int fd = -1;
        for (int attempt = 0; attempt < 16 && fd < 0; ++attempt) {
            m_temporaryName = temporaryNameFor(m_name);
            fd = ::openat(
                m_directory, m_temporaryName.constData(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode);
            if (fd < 0 && errno != EEXIST)
                break;
        }
        if (fd < 0)
            throw UserError(QCoreApplication::translate("ds::SafeSaveFile", "cannot write %1 to %2: %3")
                                .arg(what, path, systemError(errno)));
        if (!m_file.open(fd, QIODevice::WriteOnly, QFileDevice::AutoCloseHandle)) {
            ::close(fd);
            ::unlinkat(m_directory, m_temporaryName.constData(), 0);
            throw UserError(QCoreApplication::translate("ds::SafeSaveFile", "cannot write %1 to %2: %3")
                                .arg(what, path, m_file.errorString()));
        }
    } catch (...) {
        ::close(m_directory);
        m_directory = -1;
        throw;
    }
}

SafeSaveFile::~SafeSaveFile()
{
    if (m_file.isOpen())
        m_file.close();
    if (!m_done && m_directory >= 0)
        ::unlinkat(m_directory, m_temporaryName.constData(), 0);
    if (m_directory >= 0)
        ::close(m_directory);
}

void SafeSaveFile::write(const QByteArray& bytes)
{
    if (m_file.write(bytes) != bytes.size())
        throw UserError(QCoreApplication::translate("ds::SafeSaveFile", "cannot write %1 to %2: %3")
                            .arg(m_what, m_path, m_file.errorString()));
}

void SafeSaveFile::commit()
{
    auto fail = [this](const QString& reason) {
        m_file.close();
        ::unlinkat(m_directory, m_temporaryName.constData(), 0);
        m_done = true;
        return UserError(
            QCoreApplication::translate("ds::SafeSaveFile", "cannot write %1 to %2: %3").arg(m_what, m_path, reason));
    };
    if (!m_file.flush())
        throw fail(m_file.errorString());
    // On disk before the rename, or a crash could leave an empty file under the final name.
    if (::fsync(m_file.handle()) != 0)
        throw fail(systemError(errno));
    m_file.close();
    // Checked again just before the rename: what has appeared meanwhile under the name is refused.
    // (A link put there after this check is replaced by the rename, never followed.)
    try {
        checkFinalName(m_directory, m_name, m_what, m_path);
    } catch (const UserError&) {
        ::unlinkat(m_directory, m_temporaryName.constData(), 0);
        m_done = true;
        throw;
    }
    if (::renameat(m_directory, m_temporaryName.constData(), m_directory, m_name.constData()) != 0)
        throw fail(systemError(errno));
    m_done = true;
    ::fsync(m_directory);
}

void SafeSaveFile::checkWritable(const QString& path, const QString& what)
{
    SafeSaveFile probe(path, what);
    // The destructor removes the temporary file: nothing is left behind.
}

void SafeSaveFile::checkDirectory(const QString& path, const QString& what)
{
    const QString full = absolute(path);
    if (QFileInfo(full).isDir()) {
        checkWritable(full + QStringLiteral("/.drivescope-check"), what);
        return;
    }
    QString existing = full;
    while (!QFileInfo::exists(existing) && existing != QLatin1String("/"))
        existing = QFileInfo(existing).absolutePath();
    DirectoryFd parent(openDirectory(existing, what, full));
    // Whether the save could make the directory there, asked by making one and removing it again.
    const QByteArray probe = temporaryNameFor("drivescope-check");
    if (::mkdirat(parent.get(), probe.constData(), 0700) != 0)
        throw UserError(QCoreApplication::translate("ds::SafeSaveFile", "cannot create the directory %1 for %2: %3")
                            .arg(full, what, systemError(errno)));
    ::unlinkat(parent.get(), probe.constData(), AT_REMOVEDIR);
}

void SafeSaveFile::makeDirectory(const QString& path, const QString& what)
{
    const QString full = absolute(path);
    QStringList missing;
    QString existing = full;
    while (!QFileInfo::exists(existing) && existing != QLatin1String("/")) {
        missing.prepend(QFileInfo(existing).fileName());
        existing = QFileInfo(existing).absolutePath();
    }
    if (missing.isEmpty()) {
        DirectoryFd check(openDirectory(full, what, full));
        return;
    }
    DirectoryFd parent(openDirectory(existing, what, full));
    for (const QString& name : missing) {
        const QByteArray native = QFile::encodeName(name);
        if (::mkdirat(parent.get(), native.constData(), 0700) != 0 && errno != EEXIST)
            throw UserError(QCoreApplication::translate("ds::SafeSaveFile", "cannot create the directory %1 for %2: %3")
                                .arg(full, what, systemError(errno)));
        DirectoryFd child(::openat(parent.get(), native.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
        struct stat status { };
        if (child.get() < 0 || ::fstat(child.get(), &status) != 0)
            throw UserError(QCoreApplication::translate("ds::SafeSaveFile", "cannot create the directory %1 for %2: %3")
                                .arg(full, what, systemError(errno)));
        const QString problem = directoryProblem(status, full);
        if (!problem.isEmpty())
            throw UserError(QCoreApplication::translate("ds::SafeSaveFile", "refusing to write %1 to %2: %3")
                                .arg(what, full, problem));
        parent = std::move(child);
    }
}

} // namespace ds
