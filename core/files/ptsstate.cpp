#include "files/ptsstate.h"

#include "files/datapaths.h"
#include "files/safesavefile.h"
#include "files/userfile.h"
#include "model/jsonreader.h"
#include "model/usererror.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace ds {

namespace {
    constexpr const char* kStateFormat = "drivescope-pts-state";
    constexpr int kStateVersion = 1;
    // A state holds a few hundred rounds of figures: kilobytes. Anything near this is no state.
    constexpr qint64 kMaxStateBytes = 64 << 20;
}

QString PtsState::defaultPath(const QString& devicePath)
{
    return drivescopeDataDirectory() + QStringLiteral("/pts/") + fileNamePart(QFileInfo(devicePath).fileName())
        + QStringLiteral(".json");
}

QString PtsState::pathFor(const PtsRunPlan& plan, const QString& targetPath)
{
    return plan.statePath.isEmpty() ? defaultPath(targetPath) : plan.statePath;
}

void PtsState::save(const PtsResult& result, const QString& path)
{
    const QString what = QCoreApplication::translate("ds::PtsState", "the PTS state");
    SafeSaveFile::makeDirectory(QFileInfo(path).absolutePath(), what);
    QJsonObject document {
        { QStringLiteral("format"), QString::fromLatin1(kStateFormat) },
        { QStringLiteral("version"), kStateVersion },
        { QStringLiteral("result"), result.toJson() },
    };
    SafeSaveFile file(path, what);
    file.write(QJsonDocument(document).toJson(QJsonDocument::Compact));
    file.commit();
}

PtsResult PtsState::load(const QString& path) { return parse(readBytes(path), path); }

QByteArray PtsState::readBytes(const QString& path)
{
    QFile file(path);
    // Opened without waiting (a pipe), and refused unless a regular file before a byte is read: a
    // character device reads for ever, a pipe waits for a writer.
    if (!openUserFile(file))
        throw UserError(QCoreApplication::translate("ds::PtsState", "no saved PTS state to resume: %1: %2")
                            .arg(path, file.errorString()));
    struct stat status { };
    if (::fstat(file.handle(), &status) != 0 || !S_ISREG(status.st_mode))
        throw UserError(
            QCoreApplication::translate("ds::PtsState", "refusing to resume from %1: it is not a regular file")
                .arg(path));
    return readUserFile(file, path, kMaxStateBytes, QCoreApplication::translate("ds::PtsState", "a PTS state"));
}

PtsResult PtsState::parse(const QByteArray& bytes, const QString& path)
{
    QJsonParseError error {};
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        throw UserError(QStringLiteral("%1: not a PTS state (%2)").arg(path, error.errorString()));
    const JsonReader in(document.object());
    if (in.string(QStringLiteral("format")) != QLatin1String(kStateFormat))
        throw UserError(QStringLiteral("%1: not a PTS state").arg(path));
    if (in.count(QStringLiteral("version")) != kStateVersion)
        throw UserError(QStringLiteral("%1: a PTS state of another version").arg(path));
    try {
        return in.read<PtsResult>(QStringLiteral("result"));
    } catch (const UserError& bad) {
        throw UserError(QStringLiteral("%1: %2").arg(path, bad.message()));
    }
}

std::optional<PtsResult> PtsState::checkFreshStart(const QString& path, bool restart)
{
    const QString what = QCoreApplication::translate("ds::PtsState", "the PTS state");
    struct stat status { };
    if (::lstat(QFile::encodeName(path).constData(), &status) == 0 && S_ISDIR(status.st_mode))
        throw UserError(
            QCoreApplication::translate("ds::PtsState", "%1 is a directory: the PTS needs a file for its state")
                .arg(path));
    // Everything a save checks (the directory, no link, device, pipe or socket at the name), asked
    // before the drive is purged: a state that cannot be saved stops the run while nothing is written.
    SafeSaveFile::checkDirectory(QFileInfo(path).absolutePath(), what);
    if (QFileInfo(path).dir().exists())
        SafeSaveFile::checkWritable(path, what);
    QFile file(path);
    if (!file.exists() || file.size() == 0)
        return std::nullopt; // nothing to lose
    // Only a file that is a PTS state may be written over: the format's name at the top, as save() writes it.
    bool ours = false;
    if (file.size() <= kMaxStateBytes && file.open(QIODevice::ReadOnly)) {
        const QJsonDocument document = QJsonDocument::fromJson(file.readAll());
        ours = document.isObject()
            && document.object().value(QStringLiteral("format")).toString() == QLatin1String(kStateFormat);
    }
    if (!ours)
        throw UserError(QCoreApplication::translate("ds::PtsState",
            "%1 is not a PTS state file, and the PTS would write its state over it: name another file for the state")
                            .arg(path));
    PtsResult saved;
    try {
        saved = load(path);
    } catch (const UserError& error) {
        if (restart)
            return std::nullopt;
        throw UserError(QCoreApplication::translate("ds::PtsState",
            "the saved PTS state cannot be read (%1): --restart (Start over in the window) writes a new one over it")
                            .arg(error.message()));
    }
    if (saved.finished())
        return std::nullopt; // its result is the session's; nothing is left to continue
    if (!restart)
        throw UserError(QCoreApplication::translate("ds::PtsState",
            "a stopped PTS run (%1 on %2, %3 round(s) done) is saved in %4: resume it (--resume, or Resume in "
            "the window) or discard it (--restart, or Start over)")
                            .arg(saved.plan.describe(), saved.target.path)
                            .arg(saved.rounds.size())
                            .arg(path));
    return saved;
}

} // namespace ds

namespace ds::PtsState {

Lock::Lock(const QString& statePath)
{
    const QString what = QCoreApplication::translate("ds::PtsState", "the PTS state");
    const QFileInfo state(statePath);
    SafeSaveFile::makeDirectory(state.absolutePath(), what);
    const QString lockPath = state.absoluteDir().filePath(QStringLiteral(".%1.lock").arg(state.fileName()));
    // Never removed: a lock file deleted while another run opens it would let both in.
    m_fd = ::open(QFile::encodeName(lockPath).constData(), O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0600);
    struct stat status { };
    if (m_fd < 0 || ::fstat(m_fd, &status) != 0 || !S_ISREG(status.st_mode))
        throw UserError(QCoreApplication::translate("ds::PtsState", "cannot lock the PTS state %1: %2")
                            .arg(statePath,
                                m_fd < 0 ? QString::fromLocal8Bit(std::strerror(errno))
                                         : QStringLiteral("%1 is not a regular file").arg(lockPath)));
    if (::flock(m_fd, LOCK_EX | LOCK_NB) != 0)
        throw UserError(QCoreApplication::translate("ds::PtsState",
            "another PTS run is saving its state in %1: wait for it to end, or name another file for the state")
                            .arg(statePath));
}

Lock::~Lock()
{
    if (m_fd >= 0)
        ::close(m_fd);
}

} // namespace ds::PtsState
