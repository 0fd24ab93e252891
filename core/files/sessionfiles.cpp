#include "files/sessionfiles.h"

#include "files/datapaths.h"
#include "files/lazyuserfile.h"
#include "files/safesavefile.h"
#include "files/userfile.h"
#include "model/fiointerop.h"
#include "model/reportimport.h"
#include "model/usererror.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace ds {

namespace {

    QString aSession() { return QCoreApplication::translate("ds::Session", "a session"); }

    // Opened without waiting on a pipe with no writer (files/userfile); throws UserError naming the file.
    void openSessionFile(QFile& file, const QString& path)
    {
        if (!openUserFile(file))
            throw UserError(QCoreApplication::translate("ds::Session", "cannot open the session %1: %2")
                                .arg(path, file.errorString()));
    }

} // namespace

void saveSession(const Session& session, const QString& path)
{
    const QString what = aSession();
    const QByteArray bytes = session.toBytes();
    SafeSaveFile::makeDirectory(QFileInfo(path).absolutePath(), what);
    SafeSaveFile file(path, what);
    file.write(bytes);
    file.commit();
}

Session loadSession(const QString& path)
{
    QFile file(path);
    openSessionFile(file, path);
    LazyUserFile text(file, path, Session::kMaxFileBytes, aSession());
    return Session::parse(text, path);
}

Session loadSessionOrFioOutput(const QString& path)
{
    QFile file(path);
    openSessionFile(file, path);
    // A large file that starts as a session is read as it is parsed, never whole beside its zones; fio's
    // output, reports and result documents are small.
    LazyUserFile text(file, path, Session::kMaxFileBytes, aSession());
    constexpr qsizetype kHeadBytes = 64 << 10;
    constexpr qsizetype kMaxWholeReadBytes = 64 << 20;
    if (text.size() > kMaxWholeReadBytes) {
        text.load(kHeadBytes);
        if (QByteArray::fromRawData(text.data(), std::min(text.size(), kHeadBytes)).contains("\"drivescope-session\""))
            return Session::parse(text, path);
    }
    text.load(text.size());
    const QByteArray bytes = QByteArray::fromRawData(text.data(), text.size());
    // CrystalDiskMark's and KDiskMark's text reports (UTF-16 or UTF-8): a quick-suite run each.
    if (looksLikeBenchmarkReport(bytes))
        return importBenchmarkReport(bytes, path);
    if (bytes.contains("\"fio version\"") && !bytes.contains("\"drivescope-session\""))
        return importFioJson(bytes, path);
    // drivescope-cli --json adds its versions to every result document; a session has "format".
    if (bytes.contains("\"versions\"") && !bytes.contains("\"drivescope-session\"")) {
        const QJsonDocument document = QJsonDocument::fromJson(bytes);
        if (document.isObject() && !document.object().contains(QStringLiteral("format")))
            return Session::fromResultDocument(document.object(), path);
    }
    return Session::parse(bytes, path);
}

std::vector<CompareItem> compareItemsFromFiles(const QStringList& arguments)
{
    // Counted before anything is loaded, and again as each file's runs are added: 20,000 runs are
    // refused after reading at most the files that overflow the count, not after holding them all.
    auto tooMany = [](size_t count) {
        return UserError(QCoreApplication::translate("ds::Compare", "a comparison takes %1 to %2 runs, not %3")
                             .arg(Comparison::kMinItems)
                             .arg(Comparison::kMaxItems)
                             .arg(count));
    };
    if (static_cast<size_t>(arguments.size()) > Comparison::kMaxItems)
        throw tooMany(static_cast<size_t>(arguments.size()));
    std::vector<CompareItem> items;
    for (const QString& argument : arguments) {
        QString path = argument;
        int pick = 0;
        const qsizetype hash = argument.lastIndexOf(QLatin1Char('#'));
        if (hash > 0 && !QFileInfo::exists(argument)) {
            bool ok = false;
            pick = argument.mid(hash + 1).toInt(&ok);
            if (!ok || pick < 1)
                throw UserError(QStringLiteral("'%1': after # comes a run number, 1 or more").arg(argument));
            path = argument.left(hash);
        }
        const Session session = loadSessionOrFioOutput(path);
        if (session.runs.empty())
            throw UserError(QStringLiteral("%1 holds no runs").arg(path));
        if (pick > static_cast<int>(session.runs.size()))
            throw UserError(QStringLiteral("%1 has %2 run(s), not %3").arg(path).arg(session.runs.size()).arg(pick));
        const size_t adding = pick != 0 ? 1 : session.runs.size();
        if (items.size() + adding > Comparison::kMaxItems)
            throw tooMany(items.size() + adding);
        const QString name = QFileInfo(path).completeBaseName();
        for (size_t i = 0; i < session.runs.size(); ++i) {
            if (pick != 0 && static_cast<int>(i) + 1 != pick)
                continue;
            CompareItem item;
            item.source = pick != 0 || session.runs.size() > 1 ? QStringLiteral("%1#%2").arg(path).arg(i + 1) : path;
            // The run's label: what the user named it (--label, the window's Rename), else its drive, test and date.
            item.label = session.runs[i].displayLabel();
            item.fileLabel = pick != 0 || session.runs.size() > 1 ? QStringLiteral("%1#%2").arg(name).arg(i + 1) : name;
            item.run = session.runs[i];
            item.host = session.host;
            item.measuredWith = session.measuredWith();
            items.push_back(std::move(item));
        }
    }
    makeCompareLabelsUnique(items);
    return items;
}

QString sessionLibraryDirectory() { return drivescopeDataDirectory() + QStringLiteral("/sessions"); }

QString newLibraryPath(const QString& kind, const QString& targetName)
{
    const QString safeTarget = fileNamePart(targetName);
    const QString stem = QStringLiteral("%1/%2-%3%4")
                             .arg(sessionLibraryDirectory(),
                                 QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss")), kind,
                                 safeTarget.isEmpty() ? QString() : QLatin1Char('-') + safeTarget);
    QString path = stem + QStringLiteral(".json");
    for (int n = 2; QFileInfo::exists(path); ++n)
        path = QStringLiteral("%1-%2.json").arg(stem).arg(n);
    return path;
}

QString newLibraryPathFor(const SessionRun& run)
{
    const std::vector<TargetInfo> targets = run.targets();
    return newLibraryPath(run.kindName(),
        targets.empty()             ? QString()
            : targets.front().drive ? targets.front().drive->name
                                    : QFileInfo(targets.front().path).fileName());
}

} // namespace ds
