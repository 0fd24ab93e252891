#include "writejournal.h"

#include "io/bufferpool.h"
#include "usererror.h"

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

namespace {
    constexpr qint64 kHeaderBytes = 4096;
    constexpr qint64 kEntryHeaderOffset = kHeaderBytes;
    constexpr qint64 kEntryDataOffset = 2 * kHeaderBytes;
    const QByteArray kFileMagic = QByteArrayLiteral("DRIVESCOPE-JOURNAL 1\n");
    const QByteArray kEntryMagic = QByteArrayLiteral("DRIVESCOPE-ENTRY 1\n");

    QString errnoText(int error = errno) { return QString::fromLocal8Bit(strerror(error)); }

    bool fullWrite(int fd, const char* data, size_t bytes, off_t offset)
    {
        while (bytes > 0) {
            const ssize_t done = pwrite(fd, data, bytes, offset);
            if (done < 0 && errno == EINTR)
                continue;
            if (done <= 0)
                return false;
            data += done;
            bytes -= static_cast<size_t>(done);
            offset += done;
        }
        return true;
    }

    bool fullRead(int fd, char* data, size_t bytes, off_t offset)
    {
        while (bytes > 0) {
            const ssize_t done = pread(fd, data, bytes, offset);
            if (done < 0 && errno == EINTR)
                continue;
            if (done <= 0)
                return false;
            data += done;
            bytes -= static_cast<size_t>(done);
            offset += done;
        }
        return true;
    }

    bool syncDirectory(const QString& directory)
    {
        const int fd = ::open(QFile::encodeName(directory).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        if (fd < 0)
            return false;
        const bool ok = fsync(fd) == 0;
        ::close(fd);
        return ok;
    }

    // A header block: magic line, compact JSON, NUL padding to 4 KiB. The JSON carries "check", the
    // SHA-256 of itself without that field, so a torn or foreign block is recognised.
    QByteArray headerBlock(const QByteArray& magic, QJsonObject object)
    {
        object.remove(QStringLiteral("check"));
        const QByteArray body = QJsonDocument(object).toJson(QJsonDocument::Compact);
        object.insert(QStringLiteral("check"),
            QString::fromLatin1(QCryptographicHash::hash(body, QCryptographicHash::Sha256).toHex()));
        QByteArray block = magic + QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n';
        block.resize(kHeaderBytes, '\0');
        return block;
    }

    // The JSON of a header block whose magic and check are right; an empty object otherwise.
    QJsonObject parseHeaderBlock(const QByteArray& block, const QByteArray& magic)
    {
        if (!block.startsWith(magic))
            return {};
        const qsizetype end = block.indexOf('\n', magic.size());
        if (end < 0)
            return {};
        QJsonParseError parseError {};
        QJsonObject object = QJsonDocument::fromJson(block.mid(magic.size(), end - magic.size()), &parseError).object();
        if (parseError.error != QJsonParseError::NoError)
            return {};
        const QString check = object.take(QStringLiteral("check")).toString();
        const QByteArray body = QJsonDocument(object).toJson(QJsonDocument::Compact);
        if (check != QString::fromLatin1(QCryptographicHash::hash(body, QCryptographicHash::Sha256).toHex()))
            return {};
        return object;
    }

    // The names of the disks under a block device: its whole disk, and recursively whatever it is
    // stacked on (dm, md: /sys/class/block/X/slaves).
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

    QSet<QString> disksOf(dev_t device)
    {
        QSet<QString> disks;
        collectDisks(
            QFileInfo(QStringLiteral("/sys/dev/block/%1:%2").arg(major(device)).arg(minor(device))).canonicalFilePath(),
            disks);
        return disks;
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
                || canonical.startsWith(
                    mountPoint.endsWith(QLatin1Char('/')) ? mountPoint : mountPoint + QLatin1Char('/'));
            if (inside && mountPoint.size() >= bestMount.size()) {
                bestMount = mountPoint;
                bestSource = QString::fromLocal8Bit(fields[separator + 2]);
            }
        }
        struct stat source { };
        if (bestSource.startsWith(QLatin1String("/dev/"))
            && stat(QFile::encodeName(bestSource).constData(), &source) == 0 && S_ISBLK(source.st_mode))
            return source.st_rdev;
        return 0;
    }

    QJsonObject deviceIdentity(const TargetInfo& info)
    {
        QJsonObject identity {
            { QStringLiteral("path"), info.path },
            { QStringLiteral("sizeBytes"), static_cast<qint64>(info.sizeBytes) },
            { QStringLiteral("logicalSectorBytes"), static_cast<qint64>(info.logicalSectorBytes) },
        };
        if (info.drive) {
            identity.insert(QStringLiteral("serial"), info.drive->serial);
            identity.insert(QStringLiteral("model"), info.drive->model);
            identity.insert(QStringLiteral("backingFile"), info.drive->backingFile);
        }
        return identity;
    }
}

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
    const QSet<QString> targetDisks = disksOf(targetDevice);
    const QSet<QString> journalDisks = disksOf(filesystemDevice(directory));
    const QSet<QString> shared = QSet<QString>(targetDisks).intersect(journalDisks);
    if (!shared.isEmpty())
        throw UserError(QStringLiteral("refusing to keep the write journal in %1: it is on %2, the drive under test. "
                                       "Give a directory on another drive with --journal")
                            .arg(directory, QStringList(shared.begin(), shared.end()).join(QStringLiteral(", "))));
}

std::unique_ptr<WriteJournal> WriteJournal::create(const QString& directory, const Target& target)
{
    const QString dir = directory.isEmpty() ? defaultDirectory() : directory;
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
    const QString home = defaultDirectory();
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
    journal->m_fd = ::open(QFile::encodeName(temporary).constData(), O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
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
    // The file and its name must both be on disk before the first entry relies on them.
    if (!fullWrite(journal->m_fd, block.constData(), static_cast<size_t>(block.size()), 0)
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
    const QByteArray block = headerBlock(kEntryMagic,
        QJsonObject {
            { QStringLiteral("sequence"), static_cast<qint64>(m_sequence) },
            { QStringLiteral("state"), pending ? QStringLiteral("pending") : QStringLiteral("retired") },
            { QStringLiteral("offset"), static_cast<qint64>(m_offset) },
            { QStringLiteral("length"), static_cast<qint64>(m_length) },
            { QStringLiteral("patternSeed"), QString::number(m_patternSeed) },
            { QStringLiteral("dataSha256"), QString::fromLatin1(dataHash.toHex()) },
        });
    if (!fullWrite(m_fd, block.constData(), static_cast<size_t>(block.size()), kEntryHeaderOffset)
        || fdatasync(m_fd) != 0)
        throw UserError(QStringLiteral("cannot write the write journal %1: %2").arg(m_path, errnoText()));
}

void WriteJournal::record(uint64_t offset, const void* original, uint32_t length, uint64_t patternSeed)
{
    ++m_sequence;
    m_offset = offset;
    m_length = length;
    m_patternSeed = patternSeed;
    const QByteArrayView data(static_cast<const char*>(original), length);
    m_dataHash = QCryptographicHash::hash(data, QCryptographicHash::Sha256);
    // Data first, then the header that vouches for it, then one sync for both: a crash before the
    // sync leaves a header whose data hash fails, i.e. no entry, and the device is not yet touched.
    if (!fullWrite(m_fd, data.data(), length, kEntryDataOffset))
        throw UserError(QStringLiteral("cannot write the write journal %1: %2").arg(m_path, errnoText()));
    writeEntryHeader(true, m_dataHash);
}

void WriteJournal::retire() { writeEntryHeader(false, m_dataHash); }

void WriteJournal::remove()
{
    ::close(m_fd);
    m_fd = -1;
    ::unlink(QFile::encodeName(m_path).constData());
    syncDirectory(m_directory);
    // Only once the journal is gone: a link to a missing journal is harmless, the reverse is not.
    if (!m_link.isEmpty()) {
        ::unlink(QFile::encodeName(m_link).constData());
        syncDirectory(QFileInfo(m_link).absolutePath());
    }
}

QString JournalReplay::message() const
{
    const QString what = QCoreApplication::translate("ds::WriteJournal", "an interrupted write test on %1 (journal %2)")
                             .arg(devicePath, journalPath);
    if (!error.isEmpty())
        return QCoreApplication::translate(
            "ds::WriteJournal", "%1 could NOT be repaired: %2. The journal is kept and tried again at the next start")
            .arg(what, error);
    if (!pending)
        return QCoreApplication::translate(
            "ds::WriteJournal", "%1 had no block pending: the device is as it was; journal removed")
            .arg(what);
    if (bytesRestored == 0)
        return QCoreApplication::translate("ds::WriteJournal",
            "%1: the block at offset %2 (%3 bytes) already held its original bytes, verified; journal removed")
            .arg(what)
            .arg(offset)
            .arg(length);
    return QCoreApplication::translate("ds::WriteJournal",
        "%1 was repaired: the block at offset %2 (%3 bytes) was restored from the journal and verified; journal "
        "removed")
        .arg(what)
        .arg(offset)
        .arg(length);
}

static std::optional<JournalReplay> replayOne(const QString& journalPath)
{
    JournalReplay replay;
    replay.journalPath = journalPath;
    const int fd = ::open(QFile::encodeName(journalPath).constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        replay.error = QStringLiteral("cannot open the journal: %1").arg(errnoText());
        return replay;
    }
    // A live run holds its journal locked; the kernel drops the lock when the run dies, however it dies.
    if (flock(fd, LOCK_EX | LOCK_NB) != 0) {
        ::close(fd);
        return std::nullopt;
    }
    QByteArray fileHeader(kHeaderBytes, '\0');
    QByteArray entryHeader(kHeaderBytes, '\0');
    const bool fileHeaderRead = fullRead(fd, fileHeader.data(), kHeaderBytes, 0);
    const bool entryHeaderRead = fullRead(fd, entryHeader.data(), kHeaderBytes, kEntryHeaderOffset);
    const QJsonObject header = fileHeaderRead ? parseHeaderBlock(fileHeader, kFileMagic) : QJsonObject();
    const QJsonObject identity = header.value(QStringLiteral("device")).toObject();
    replay.devicePath = identity.value(QStringLiteral("path")).toString();
    if (header.isEmpty()) {
        // The run died while creating its journal, before any block was touched.
        ::close(fd);
        replay.devicePath = QStringLiteral("(unknown device)");
        ::unlink(QFile::encodeName(journalPath).constData());
        return replay;
    }
    const QJsonObject entry = entryHeaderRead ? parseHeaderBlock(entryHeader, kEntryMagic) : QJsonObject();
    replay.pending = entry.value(QStringLiteral("state")).toString() == QLatin1String("pending");
    QByteArray original;
    if (replay.pending) {
        replay.offset = static_cast<uint64_t>(entry.value(QStringLiteral("offset")).toInteger());
        replay.length = static_cast<uint32_t>(entry.value(QStringLiteral("length")).toInteger());
        original.resize(replay.length);
        const bool dataRead = replay.length > 0 && replay.length <= (256u << 20)
            && fullRead(fd, original.data(), replay.length, kEntryDataOffset);
        // A pending header whose data does not match was torn before its sync: the device had not
        // been written for it.
        if (!dataRead
            || QString::fromLatin1(QCryptographicHash::hash(original, QCryptographicHash::Sha256).toHex())
                != entry.value(QStringLiteral("dataSha256")).toString())
            replay.pending = false;
    }
    ::close(fd);
    if (!replay.pending) {
        ::unlink(QFile::encodeName(journalPath).constData());
        syncDirectory(QFileInfo(journalPath).absolutePath());
        return replay;
    }

    try {
        const std::unique_ptr<Target> target = Target::openBlockDeviceForRewrite(replay.devicePath);
        const TargetInfo& info = target->info();
        const auto recordedSize = static_cast<uint64_t>(identity.value(QStringLiteral("sizeBytes")).toInteger());
        const auto sector = static_cast<uint32_t>(identity.value(QStringLiteral("logicalSectorBytes")).toInteger());
        if (info.sizeBytes != recordedSize || info.logicalSectorBytes != sector || sector == 0
            || replay.offset % sector != 0 || replay.length % sector != 0
            || replay.offset + replay.length > info.sizeBytes)
            throw UserError(QCoreApplication::translate("ds::WriteJournal",
                "%1 is no longer the device the journal was written for (size or sector size "
                "differ)")
                                .arg(replay.devicePath));
        const QString serial = identity.value(QStringLiteral("serial")).toString();
        const QString backing = identity.value(QStringLiteral("backingFile")).toString();
        if (info.drive
            && ((!serial.isEmpty() && info.drive->serial != serial)
                || (!backing.isEmpty() && info.drive->backingFile != backing)))
            throw UserError(QCoreApplication::translate(
                "ds::WriteJournal", "%1 is now another drive (serial or backing file differ)")
                                .arg(replay.devicePath));

        BufferPool buffers(2, replay.length, std::max<uint32_t>(4096, sector));
        unsigned char* current = buffers.buffer(0);
        unsigned char* pattern = buffers.buffer(1);
        const auto patternSeed = entry.value(QStringLiteral("patternSeed")).toString().toULongLong();
        if (!fullRead(target->fd(), reinterpret_cast<char*>(current), replay.length, static_cast<off_t>(replay.offset)))
            throw UserError(QCoreApplication::translate("ds::WriteJournal", "cannot read %1 at offset %2: %3")
                                .arg(replay.devicePath)
                                .arg(replay.offset)
                                .arg(errnoText()));
        if (patternSeed != 0)
            fillCheckPattern(pattern, replay.length, patternSeed, replay.offset);
        // Every sector must hold either the original or our own pattern: anything else was written by
        // someone else, or this is not the device, and then nothing may be overwritten.
        bool holdsOriginal = true;
        for (uint32_t at = 0; at < replay.length; at += sector) {
            const bool isOriginal = std::memcmp(current + at, original.constData() + at, sector) == 0;
            const bool isPattern = patternSeed != 0 && std::memcmp(current + at, pattern + at, sector) == 0;
            if (!isOriginal && !isPattern)
                throw UserError(QCoreApplication::translate("ds::WriteJournal",
                    "the block at offset %1 of %2 holds data that is neither the original "
                    "nor DriveScope's check pattern (sector at %3): another program wrote "
                    "there, or this is another device; nothing was written")
                                    .arg(replay.offset)
                                    .arg(replay.devicePath)
                                    .arg(replay.offset + at));
            holdsOriginal = holdsOriginal && isOriginal;
        }
        if (!holdsOriginal) {
            std::memcpy(current, original.constData(), replay.length);
            if (!fullWrite(target->fd(), reinterpret_cast<const char*>(current), replay.length,
                    static_cast<off_t>(replay.offset))
                || fdatasync(target->fd()) != 0)
                throw UserError(QCoreApplication::translate("ds::WriteJournal", "cannot write %1 at offset %2: %3")
                                    .arg(replay.devicePath)
                                    .arg(replay.offset)
                                    .arg(errnoText()));
            replay.bytesRestored = replay.length;
            if (!fullRead(
                    target->fd(), reinterpret_cast<char*>(current), replay.length, static_cast<off_t>(replay.offset))
                || std::memcmp(current, original.constData(), replay.length) != 0)
                throw UserError(QCoreApplication::translate(
                    "ds::WriteJournal", "the restored block at offset %1 of %2 did not read back as written")
                                    .arg(replay.offset)
                                    .arg(replay.devicePath));
        }
        replay.verified = true;
    } catch (const UserError& error) {
        replay.error = error.message();
        return replay;
    }
    ::unlink(QFile::encodeName(journalPath).constData());
    syncDirectory(QFileInfo(journalPath).absolutePath());
    return replay;
}

std::vector<JournalReplay> replayPendingJournals(const QString& directory)
{
    const QDir dir(directory.isEmpty() ? WriteJournal::defaultDirectory() : directory);
    std::vector<JournalReplay> replays;
    if (!dir.exists())
        return replays;
    // A journal still being made when its run died: no block was touched for it yet.
    for (const QFileInfo& file : dir.entryInfoList({ QStringLiteral("*.journal.new") }, QDir::Files)) {
        const int fd = ::open(QFile::encodeName(file.absoluteFilePath()).constData(), O_RDONLY | O_CLOEXEC);
        if (fd >= 0 && flock(fd, LOCK_EX | LOCK_NB) == 0)
            ::unlink(QFile::encodeName(file.absoluteFilePath()).constData());
        if (fd >= 0)
            ::close(fd);
    }
    for (const QFileInfo& file : dir.entryInfoList({ QStringLiteral("*.journal") }, QDir::Files, QDir::Name))
        if (std::optional<JournalReplay> replay = replayOne(file.absoluteFilePath()))
            replays.push_back(*replay);
    // Journals kept in another directory (--journal), each announced here by a link.
    if (dir.canonicalPath() == QDir(WriteJournal::defaultDirectory()).canonicalPath()) {
        const QFileInfoList links
            = dir.entryInfoList({ QStringLiteral("*.journal.link") }, QDir::Files | QDir::System, QDir::Name);
        for (const QFileInfo& link : links) {
            const QString journal = link.symLinkTarget();
            if (!journal.isEmpty() && QFileInfo::exists(journal))
                if (std::optional<JournalReplay> replay = replayOne(journal))
                    replays.push_back(*replay);
            // Its journal repaired and removed (or gone with its run's normal end): the link goes too.
            if (journal.isEmpty() || !QFileInfo::exists(journal))
                ::unlink(QFile::encodeName(link.absoluteFilePath()).constData());
        }
    }
    return replays;
}

} // namespace ds
