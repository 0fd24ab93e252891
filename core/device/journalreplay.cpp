#include "device/journalreplay.h"

#include "device/bufferpool.h"
#include "device/driveenumerator.h"
#include "device/journalformat.h"
#include "device/sysfs.h"
#include "device/writejournal.h"
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

QString JournalReplay::message() const
{
    const QString what = QCoreApplication::translate("ds::WriteJournal", "an interrupted write test on %1 (journal %2)")
                             .arg(devicePath, journalPath);
    if (damaged) {
        const QString block = length > 0
            ? QCoreApplication::translate("ds::WriteJournal", "the block at offset %1 (%2 bytes)")
                  .arg(offset)
                  .arg(length)
            : QCoreApplication::translate("ds::WriteJournal", "a block whose place was in the damaged part");
        return QCoreApplication::translate("ds::WriteJournal",
            "%1 is DAMAGED: %2. It was not replayed and is kept: %3 of %4 may not hold its original data. The "
            "original bytes saved before the test wrote there start at byte 8192 of the journal. Check that "
            "region of %4 (or restore it from a backup); once it is right, delete the journal by hand: rm '%5'")
            .arg(what, error, block, devicePath, journalPath);
    }
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

namespace {

    // A file only a replay that proved it a finished journal may delete: still the file it read
    // (not swapped for another since), then unlinked and the directory synced.
    void removeJournalFile(const QString& path, const struct stat& read)
    {
        struct stat now { };
        if (lstat(QFile::encodeName(path).constData(), &now) != 0 || now.st_dev != read.st_dev
            || now.st_ino != read.st_ino)
            return;
        ::unlink(QFile::encodeName(path).constData());
        syncDirectory(QFileInfo(path).absolutePath());
        // Its announcement in the default directory goes with it.
        const QString link
            = QDir(WriteJournal::defaultDirectory()).filePath(QFileInfo(path).fileName() + QStringLiteral(".link"));
        if (linkTarget(link) == path) {
            ::unlink(QFile::encodeName(link).constData());
            syncDirectory(QFileInfo(link).absolutePath());
        }
    }

    JournalReplay damagedJournal(JournalReplay replay, const QString& why)
    {
        replay.damaged = true;
        replay.error = why;
        if (replay.devicePath.isEmpty())
            replay.devicePath = QStringLiteral("(an unknown device)");
        return replay;
    }

    // Restores a pending entry's original on the device when it holds, sector by sector, either the
    // original or our own check pattern, then reads it back. Throws UserError when it cannot.
    void restoreOnDevice(
        JournalReplay& replay, const QJsonObject& identity, const QJsonObject& entry, const QByteArray& original)
    {
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
    }

    // Replays one journal. Deletes it only when its records check out and say that nothing is pending,
    // or once the device has been verified against its pending entry; anything that does not check
    // out is kept and reported as damaged.
    std::optional<JournalReplay> replayOne(const QString& journalPath)
    {
        JournalReplay replay;
        replay.journalPath = journalPath;
        // Never through a link, never a file that is not ours.
        const int fd = ::open(QFile::encodeName(journalPath).constData(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
        if (fd < 0) {
            replay.error = QStringLiteral("cannot open the journal: %1").arg(errnoText());
            return replay;
        }
        struct stat status { };
        if (fstat(fd, &status) != 0 || !S_ISREG(status.st_mode) || status.st_uid != geteuid()) {
            ::close(fd);
            replay.error = QStringLiteral("it is not a regular file of this user, so it is left alone");
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
        int version = 0;
        QJsonObject header;
        for (const auto& [magic, number] : { std::pair { kFileMagic, 2 }, std::pair { kFileMagicV1, 1 } }) {
            if (header.isEmpty() && fileHeaderRead)
                header = parseHeaderBlock(fileHeader, magic);
            if (!header.isEmpty() && version == 0)
                version = number;
        }
        const QJsonObject identity = header.value(QStringLiteral("device")).toObject();
        replay.devicePath = identity.value(QStringLiteral("path")).toString();
        if (header.isEmpty()) {
            ::close(fd);
            // A journal is renamed into place only once its header is synced: one that fails here
            // was damaged afterwards, or is not ours. Either way it is not deleted.
            replay.devicePath = deviceNamedIn(fileHeader);
            return damagedJournal(replay,
                fileHeaderRead ? QStringLiteral("its header fails its checksum, or it is not a DriveScope journal")
                               : QStringLiteral("it is shorter than its header (%1 bytes)").arg(status.st_size));
        }
        // Version 1 wrote no entry until the first block: a file of just its header never touched the device.
        if (version == 1 && status.st_size == kHeaderBytes) {
            ::close(fd);
            removeJournalFile(journalPath, status);
            return replay;
        }
        const QJsonObject entry = entryHeaderRead ? parseHeaderBlock(entryHeader, kEntryMagic) : QJsonObject();
        const QString state = entry.value(QStringLiteral("state")).toString();
        if (entry.isEmpty()
            || (state != QLatin1String("pending") && state != QLatin1String("retired")
                && state != QLatin1String("empty"))) {
            ::close(fd);
            return damagedJournal(replay,
                entryHeaderRead
                    ? QStringLiteral("its entry record fails its checksum")
                    : QStringLiteral("it was cut short before its entry record (%1 bytes)").arg(status.st_size));
        }
        replay.pending = state == QLatin1String("pending");
        QByteArray original;
        if (replay.pending) {
            replay.offset = static_cast<uint64_t>(entry.value(QStringLiteral("offset")).toInteger());
            replay.length = static_cast<uint32_t>(entry.value(QStringLiteral("length")).toInteger());
            original.resize(replay.length);
            const bool dataRead = replay.length > 0 && replay.length <= (256u << 20)
                && fullRead(fd, original.data(), replay.length, kEntryDataOffset);
            const bool dataSound = dataRead
                && QString::fromLatin1(QCryptographicHash::hash(original, QCryptographicHash::Sha256).toHex())
                    == entry.value(QStringLiteral("dataSha256")).toString();
            // The data was synced before its header was written (version 2), so a mismatch is damage;
            // version 1 synced both at once and a power cut could leave a header without its data.
            if (!dataSound && version == 2) {
                ::close(fd);
                return damagedJournal(replay,
                    dataRead ? QStringLiteral("the saved original fails its checksum")
                             : QStringLiteral("the saved original was cut short (%1 bytes in the file)")
                                   .arg(status.st_size));
            }
            if (!dataSound)
                replay.pending = false;
        }
        ::close(fd);
        if (!replay.pending) {
            removeJournalFile(journalPath, status);
            return replay;
        }
        try {
            restoreOnDevice(replay, identity, entry, original);
        } catch (const UserError& error) {
            replay.error = error.message();
            return replay;
        }
        removeJournalFile(journalPath, status);
        return replay;
    }

    // The owner a journal directory must have: this user, or root for root (sudo -E keeps the
    // user's XDG_STATE_HOME, and a user's directory could then hand root links to root's files).
    bool ownedByUs(const struct stat& status) { return status.st_uid == geteuid(); }

} // namespace

QString journalDirectoryProblem(const QString& directory)
{
    // The directory and, for root, every directory above it that exists must be ours: whoever can
    // rename one of them can swap what we find below.
    QString path = QDir::cleanPath(QDir(directory).absolutePath());
    bool first = true;
    while (!path.isEmpty()) {
        struct stat status { };
        if (lstat(QFile::encodeName(path).constData(), &status) == 0) {
            if (S_ISLNK(status.st_mode) && first)
                return QStringLiteral("refusing the journal directory %1: it is a symbolic link").arg(directory);
            if (!S_ISLNK(status.st_mode) && !ownedByUs(status) && (first || geteuid() == 0))
                return QStringLiteral("refusing the journal directory %1: %2 belongs to user %3, not to %4. As root, "
                                      "DriveScope keeps write journals only in directories root owns (sudo -E keeps "
                                      "your XDG_STATE_HOME and HOME; run without -E, or set XDG_STATE_HOME)")
                    .arg(directory, path)
                    .arg(status.st_uid)
                    .arg(geteuid() == 0 ? QStringLiteral("root") : QStringLiteral("you"));
            first = false;
        }
        if (path == QLatin1String("/"))
            break;
        path = QFileInfo(path).absolutePath();
    }
    return {};
}

std::vector<JournalReplay> replayPendingJournals(const QString& directory)
{
    const QString path = directory.isEmpty() ? WriteJournal::defaultDirectory() : directory;
    const QDir dir(path);
    std::vector<JournalReplay> replays;
    if (!dir.exists())
        return replays;
    const QString problem = journalDirectoryProblem(path);
    if (!problem.isEmpty()) {
        JournalReplay refused;
        refused.journalPath = path;
        refused.devicePath = QStringLiteral("(not looked at)");
        refused.error = problem;
        replays.push_back(refused);
        return replays;
    }
    // A journal still being made when its run died: no block was touched for it yet. Deleted only
    // when it is ours and holds nothing, or a journal header that checks out.
    for (const QFileInfo& file : dir.entryInfoList({ QStringLiteral("*.journal.new") }, QDir::Files | QDir::System)) {
        const QByteArray name = QFile::encodeName(file.absoluteFilePath());
        const int fd = ::open(name.constData(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
        if (fd < 0)
            continue;
        struct stat status { };
        QByteArray head(kHeaderBytes, '\0');
        if (fstat(fd, &status) == 0 && S_ISREG(status.st_mode) && ownedByUs(status) && flock(fd, LOCK_EX | LOCK_NB) == 0
            && (status.st_size == 0
                || (fullRead(fd, head.data(), kHeaderBytes, 0)
                    && (!parseHeaderBlock(head, kFileMagic).isEmpty()
                        || !parseHeaderBlock(head, kFileMagicV1).isEmpty()))))
            removeJournalFile(file.absoluteFilePath(), status);
        ::close(fd);
    }
    for (const QFileInfo& file :
        dir.entryInfoList({ QStringLiteral("*.journal") }, QDir::Files | QDir::System, QDir::Name)) {
        if (file.isSymLink())
            continue; // never followed; only *.journal.link names a journal elsewhere
        if (std::optional<JournalReplay> replay = replayOne(file.absoluteFilePath()))
            replays.push_back(*replay);
    }
    // Journals kept in another directory (--journal), each announced here by a link.
    if (dir.canonicalPath() != QDir(WriteJournal::defaultDirectory()).canonicalPath())
        return replays;
    const QFileInfoList links
        = dir.entryInfoList({ QStringLiteral("*.journal.link") }, QDir::Files | QDir::System, QDir::Name);
    for (const QFileInfo& link : links) {
        struct stat linkStatus { };
        const QByteArray linkName = QFile::encodeName(link.absoluteFilePath());
        if (lstat(linkName.constData(), &linkStatus) != 0 || !S_ISLNK(linkStatus.st_mode) || !ownedByUs(linkStatus))
            continue;
        const QString journal = linkTarget(link.absoluteFilePath());
        JournalReplay report;
        report.journalPath = journal;
        report.devicePath = deviceNamedInLink(link.fileName());
        const QString targetProblem = journal.isEmpty() || !QDir::isAbsolutePath(journal)
            ? QStringLiteral("the link %1 does not name a journal").arg(link.absoluteFilePath())
            : journalDirectoryProblem(QFileInfo(journal).absolutePath());
        if (!targetProblem.isEmpty()) {
            report.error = targetProblem + QStringLiteral("; the link is left alone");
            replays.push_back(report);
            continue;
        }
        struct stat journalStatus { };
        if (lstat(QFile::encodeName(journal).constData(), &journalStatus) != 0) {
            // Our runs remove the link before the journal, so this journal was lost mid-run (deleted,
            // or its disk is not mounted now): the link stays, and so does the warning.
            replays.push_back(damagedJournal(report,
                QStringLiteral("the journal is missing (deleted, or on a disk that is not mounted now); its "
                               "link %1 is kept")
                    .arg(link.absoluteFilePath())));
            continue;
        }
        const std::optional<JournalReplay> replay = replayOne(journal);
        if (replay)
            replays.push_back(*replay);
        // Its journal repaired and removed: the link goes too.
        if (replay && lstat(QFile::encodeName(journal).constData(), &journalStatus) != 0 && errno == ENOENT) {
            ::unlink(linkName.constData());
            syncDirectory(dir.absolutePath());
        }
    }
    return replays;
}

} // namespace ds
