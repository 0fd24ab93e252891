#include "device/writejournal.h"

#include "device/bufferpool.h"
#include "device/driveenumerator.h"
#include "device/journalformat.h"
#include "device/journalreplay.h"
#include "device/sysfs.h"
#include "model/usererror.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <linux/magic.h>
#include <optional>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/sysmacros.h>
#include <unistd.h>

namespace ds {

using namespace journal;

void fillCheckPattern(void* data, size_t bytes, uint64_t seed, uint64_t offset)
{
    fillPseudoRandom(data, bytes, seed * 0x9E3779B97F4A7C15ull ^ offset);
}

QString WriteJournal::defaultDirectory()
{
    QString state = QString::fromLocal8Bit(qgetenv("XDG_STATE_HOME"));
    if (state.isEmpty() || !QDir::isAbsolutePath(state))
        state = QDir::homePath() + QStringLiteral("/.local/state");
    return state + QStringLiteral("/drivescope/journal");
}

void WriteJournal::checkLocation(const QString& directory, dev_t targetDevice)
{
    struct statfs fsStatus { };
    if (statfs(QFile::encodeName(directory).constData(), &fsStatus) != 0)
        throw UserError(QStringLiteral("cannot use the journal directory %1: %2").arg(directory, errnoText()));
    if (fsStatus.f_type == TMPFS_MAGIC || fsStatus.f_type == RAMFS_MAGIC)
        throw UserError(QStringLiteral("refusing to keep the write journal in %1: it is in memory (tmpfs), and a power "
                                       "cut would lose the originals it protects. Give a directory on a disk with "
                                       "--journal")
                            .arg(directory));
    const dev_t journalDevice = filesystemDevice(directory);
    // A filesystem on anything stacked on the drive (a partition, dm, md, a loop device set up on it)
    // is written by the kernel between our read and our write-back, and its journal with it.
    const QString targetDisk = wholeDiskOf(targetDevice);
    const QString journalName = QFileInfo(sysfsPathOf(journalDevice)).fileName();
    if (!targetDisk.isEmpty() && !journalName.isEmpty()
        && (journalName == targetDisk || DriveEnumerator().devicesOn(targetDisk).contains(journalName)))
        throw UserError(QStringLiteral("refusing to keep the write journal in %1: it is on %2, which is stacked on "
                                       "%3, the drive under test. Give a directory on another drive with --journal")
                            .arg(directory, journalName, targetDisk));
    const QSet<QString> targetDisks = disksOf(targetDevice);
    const QSet<QString> journalDisks = disksOf(journalDevice);
    const QSet<QString> shared = QSet<QString>(targetDisks).intersect(journalDisks);
    if (!shared.isEmpty())
        throw UserError(QStringLiteral("refusing to keep the write journal in %1: it is on %2, the drive under test. "
                                       "Give a directory on another drive with --journal")
                            .arg(directory, QStringList(shared.begin(), shared.end()).join(QStringLiteral(", "))));
}

std::unique_ptr<WriteJournal> WriteJournal::create(const QString& directory, const Target& target)
{
    const QString dir = directory.isEmpty() ? defaultDirectory() : directory;
    const QString home = defaultDirectory();
    // Checked before anything is made: as root, a directory someone else owns could hand us links
    // to their files, or take our journal away.
    for (const QString& place : { home, dir }) {
        const QString problem = journalDirectoryProblem(place);
        if (!problem.isEmpty())
            throw UserError(problem);
    }
    if (!QDir().mkpath(dir))
        throw UserError(QStringLiteral("cannot create the journal directory %1").arg(dir));
    struct stat device { };
    if (fstat(target.fd(), &device) != 0 || !S_ISBLK(device.st_mode))
        throw UserError(
            QStringLiteral("the rewrite test needs a block device, and %1 is not one").arg(target.info().path));
    checkLocation(dir, device.st_rdev);

    std::unique_ptr<WriteJournal> journal(new WriteJournal);
    journal->m_directory = dir;
    journal->m_path = QDir(QDir(dir).absolutePath())
                          .filePath(QStringLiteral("rewrite-%1-%2.journal")
                                        .arg(QFileInfo(target.info().path).fileName())
                                        .arg(QDateTime::currentMSecsSinceEpoch()));
    // Every start replays the default directory only, so a journal kept elsewhere is announced there
    // (durably) before it exists: a run killed at any moment after this is found.
    if (!QDir().mkpath(home))
        throw UserError(QStringLiteral("cannot create the journal directory %1").arg(home));
    if (QDir(dir).canonicalPath() != QDir(home).canonicalPath()) {
        journal->m_link = QDir(home).filePath(QFileInfo(journal->m_path).fileName() + QStringLiteral(".link"));
        if (::symlink(QFile::encodeName(journal->m_path).constData(), QFile::encodeName(journal->m_link).constData())
                != 0
            || !syncDirectory(home)) {
            const int error = errno;
            ::unlink(QFile::encodeName(journal->m_link).constData());
            throw UserError(QStringLiteral("cannot note in %1 where the write journal is, so the next start could not "
                                           "repair an interrupted run: %2")
                                .arg(home, errnoText(error)));
        }
    }
    // Made under a name replays ignore, locked, then renamed: a replay never sees it half-made.
    const QString temporary = journal->m_path + QStringLiteral(".new");
    journal->m_fd
        = ::open(QFile::encodeName(temporary).constData(), O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (journal->m_fd < 0)
        throw UserError(QStringLiteral("cannot create the write journal %1: %2").arg(temporary, errnoText()));
    // Held for the life of the run, so that another start does not take a live journal for a dead one.
    flock(journal->m_fd, LOCK_EX);
    QJsonObject header {
        { QStringLiteral("device"), deviceIdentity(target.info()) },
        { QStringLiteral("major"), static_cast<int>(major(device.st_rdev)) },
        { QStringLiteral("minor"), static_cast<int>(minor(device.st_rdev)) },
        { QStringLiteral("createdAt"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate) },
        { QStringLiteral("pid"), static_cast<qint64>(getpid()) },
    };
    const QByteArray block = headerBlock(kFileMagic, header);
    // The file, an empty entry and the name must all be on disk before the first block relies on
    // them: from here on, a journal whose records do not check out is damaged, never "not yet made".
    const QByteArray emptyEntry = entryBlock(0, QStringLiteral("empty"), 0, 0, 0, QByteArray());
    if (!fullWrite(journal->m_fd, block.constData(), static_cast<size_t>(block.size()), 0)
        || !fullWrite(journal->m_fd, emptyEntry.constData(), static_cast<size_t>(emptyEntry.size()), kEntryHeaderOffset)
        || fdatasync(journal->m_fd) != 0
        || ::rename(QFile::encodeName(temporary).constData(), QFile::encodeName(journal->m_path).constData()) != 0
        || !syncDirectory(dir)) {
        const int error = errno;
        ::unlink(QFile::encodeName(temporary).constData());
        ::unlink(QFile::encodeName(journal->m_path).constData());
        if (!journal->m_link.isEmpty())
            ::unlink(QFile::encodeName(journal->m_link).constData());
        throw UserError(QStringLiteral("cannot write the write journal %1: %2").arg(journal->m_path, errnoText(error)));
    }
    journal->m_expectedBytes = kEntryDataOffset;
    return journal;
}

WriteJournal::~WriteJournal()
{
    if (m_fd >= 0)
        ::close(m_fd);
}

void WriteJournal::writeEntryHeader(bool pending, const QByteArray& dataHash)
{
    // Only a pending entry must be durable before the device is written. A retirement that a crash
    // loses costs nothing: the replay finds the original already in place and verifies it.
    const QByteArray block = entryBlock(m_sequence, pending ? QStringLiteral("pending") : QStringLiteral("retired"),
        m_offset, m_length, m_patternSeed, dataHash);
    if (!fullWrite(m_fd, block.constData(), static_cast<size_t>(block.size()), kEntryHeaderOffset)
        || fdatasync(m_fd) != 0)
        throw UserError(QStringLiteral("cannot write the write journal %1: %2").arg(m_path, errnoText()));
}

void WriteJournal::checkIntact() const
{
    struct stat open { };
    struct stat named { };
    QString problem;
    if (fstat(m_fd, &open) != 0)
        problem = QStringLiteral("cannot be checked (%1)").arg(errnoText());
    else if (open.st_nlink == 0)
        problem = QStringLiteral("was deleted");
    else if (open.st_size < m_expectedBytes)
        problem = QStringLiteral("was cut short (%1 of %2 bytes)").arg(open.st_size).arg(m_expectedBytes);
    else if (lstat(QFile::encodeName(m_path).constData(), &named) != 0 || named.st_dev != open.st_dev
        || named.st_ino != open.st_ino)
        problem = QStringLiteral("was moved or replaced");
    else if (!m_link.isEmpty() && linkTarget(m_link) != m_path)
        problem = QStringLiteral("lost the link %1 that lets the next start find it").arg(m_link);
    if (!problem.isEmpty())
        throw UserError(QStringLiteral("the write journal %1 %2 while the test ran; stopped before touching the next "
                                       "block (every block before it was written back and verified)")
                            .arg(m_path, problem));
}

void WriteJournal::record(uint64_t offset, const void* original, uint32_t length, uint64_t patternSeed)
{
    checkIntact();
    ++m_sequence;
    m_offset = offset;
    m_length = length;
    m_patternSeed = patternSeed;
    const QByteArrayView data(static_cast<const char*>(original), length);
    m_dataHash = QCryptographicHash::hash(data, QCryptographicHash::Sha256);
    // The data is durable before the header that vouches for it is written, so a pending header
    // whose data fails its hash can only be damage, never a crash between the two.
    if (!fullWrite(m_fd, data.data(), length, kEntryDataOffset) || fdatasync(m_fd) != 0)
        throw UserError(QStringLiteral("cannot write the write journal %1: %2").arg(m_path, errnoText()));
    m_expectedBytes = std::max<qint64>(m_expectedBytes, kEntryDataOffset + static_cast<qint64>(length));
    writeEntryHeader(true, m_dataHash);
    // Last look before the caller touches the device.
    checkIntact();
}

void WriteJournal::retire() { writeEntryHeader(false, m_dataHash); }

void WriteJournal::remove()
{
    struct stat open { };
    const bool known = fstat(m_fd, &open) == 0;
    // The link first: a link to a missing journal then always means a journal lost mid-run, which
    // the next start reports instead of passing over.
    if (!m_link.isEmpty() && linkTarget(m_link) == m_path) {
        ::unlink(QFile::encodeName(m_link).constData());
        syncDirectory(QFileInfo(m_link).absolutePath());
    }
    // Only our own file: if someone put another there, it is left alone.
    struct stat named { };
    if (known && lstat(QFile::encodeName(m_path).constData(), &named) == 0 && named.st_dev == open.st_dev
        && named.st_ino == open.st_ino)
        ::unlink(QFile::encodeName(m_path).constData());
    ::close(m_fd);
    m_fd = -1;
    syncDirectory(m_directory);
}

} // namespace ds
