#include "device/targetopener.h"

#include "device/targetnames.h"
#include "model/usererror.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <sys/stat.h>

namespace ds {

bool isBlockDevice(const QString& path)
{
    struct stat status { };
    return stat(QFile::encodeName(path).constData(), &status) == 0 && S_ISBLK(status.st_mode);
}

QString destroyConsentFor(const QString& devicePath, const QStringList& allowDestroy)
{
    const QString canonical = QFileInfo(devicePath).canonicalFilePath();
    if (canonical.isEmpty())
        return QString();
    for (const QString& name : allowDestroy)
        if (QFileInfo(name).canonicalFilePath() == canonical)
            return name;
    return QString();
}

namespace {
    QString shownPath(const QString& path) { return path.isEmpty() ? Target::defaultTestFileDirectory() : path; }

    // A name given for destruction that is none of the run's devices is a slip (a test file named,
    // the wrong disk typed); it is refused before anything is opened rather than ignored.
    void checkConsentsNameTargets(const TargetRequest& request)
    {
        for (const QString& name : request.allowDestroy) {
            bool matches = false;
            for (const QString& path : request.paths)
                matches
                    = matches || (!path.isEmpty() && isBlockDevice(path) && destroyConsentFor(path, { name }) == name);
            if (matches)
                continue;
            QStringList shown;
            for (const QString& path : request.paths)
                shown << shownPath(path);
            throw UserError(QCoreApplication::translate("ds::TargetOpener",
                "--allow-destroy=%1 does not match the targets (%2): it is not the same device as any of them")
                                .arg(name, shown.join(QStringLiteral(", "))));
        }
    }

    std::unique_ptr<Target> openOne(const QString& path, const TargetRequest& request)
    {
        if (!path.isEmpty() && isBlockDevice(path))
            return Target::openBlockDevice(path, request.writes, destroyConsentFor(path, request.allowDestroy));
        if (path.startsWith(QLatin1String("/dev/")))
            throw UserError(
                QCoreApplication::translate("ds::TargetOpener", "%1 is not a block device (%2)")
                    .arg(path,
                        QFileInfo::exists(path) ? QCoreApplication::translate("ds::TargetOpener", "wrong kind of file")
                                                : QCoreApplication::translate("ds::TargetOpener", "no such device")));
        Target::TestFileOptions options;
        options.location = path;
        options.sizeBytes = request.testFileBytes;
        options.cancel = request.cancel;
        if (request.progress) {
            const QString location = shownPath(path);
            options.progress = [&request, location](double fraction) { request.progress(location, fraction); };
        }
        return Target::createTestFile(options);
    }
}

std::vector<std::unique_ptr<Target>> openTargets(const TargetRequest& request)
{
    auto cancelled = [&request] { return request.cancel && request.cancel->load(); };
    if (request.paths.isEmpty())
        throw UserError(QCoreApplication::translate("ds::TargetOpener", "no target chosen"));
    // Names first: one that cannot be opened as given, or two for one target, stop the run.
    for (const QString& path : request.paths)
        checkTargetPathText(path, request.pathsSetting);
    checkDistinctTargets(request.paths);
    checkConsentsNameTargets(request);
    std::vector<std::unique_ptr<Target>> targets;
    try {
        for (const QString& path : request.paths) {
            targets.push_back(openOne(path, request));
            if (request.opened)
                request.opened(*targets.back());
            if (cancelled())
                return {};
        }
    } catch (const UserError&) {
        // Stopped while a test file was being made: it is removed, and that is no failure.
        if (cancelled())
            return {};
        throw;
    }
    return targets;
}

} // namespace ds
