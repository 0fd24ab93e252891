#include "bench/benchpush.h"

#include "files/safesavefile.h"
#include "files/userfile.h"
#include "model/jsonreader.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include <map>

namespace ds {

namespace {
    constexpr const char* kQueueFormat = "drivescope-bench-queue";
    constexpr qint64 kMaxQueueBytes = qint64 { 1 } << 30;

    struct QueuedRun {
        QString server; // BenchLocation::display
        BenchRun run;
    };

    std::vector<QueuedRun> readQueue(const QString& path)
    {
        QFile file(path);
        if (!file.exists())
            return {};
        if (!openUserFile(file))
            throw UserError(QStringLiteral("cannot open the bench queue %1: %2").arg(path, file.errorString()));
        if (file.size() > kMaxQueueBytes)
            throw UserError(QStringLiteral("the bench queue %1 is larger than any queue DriveScope writes").arg(path));
        QJsonParseError error {};
        const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &error);
        if (error.error != QJsonParseError::NoError || !document.isObject())
            throw UserError(QStringLiteral("the bench queue %1 is damaged (%2); move it away to start a new one")
                                .arg(path, error.errorString()));
        const JsonReader in(document.object(), QStringLiteral("bench queue"));
        if (in.string(QStringLiteral("format")) != QLatin1String(kQueueFormat))
            throw UserError(QStringLiteral("%1 is not a DriveScope bench queue").arg(path));
        std::vector<QueuedRun> queue;
        const QJsonArray entries = in.array(QStringLiteral("entries"));
        for (qsizetype i = 0; i < entries.size(); ++i) {
            const JsonReader entry = in.element(entries, i, QStringLiteral("entries"));
            QueuedRun queued;
            queued.server = entry.string(QStringLiteral("server"));
            queued.run = entry.within(
                QStringLiteral("run"), [&] { return BenchRun::fromJson(entry.child(QStringLiteral("run")).object()); });
            queue.push_back(std::move(queued));
        }
        return queue;
    }

    void writeQueue(const QString& path, const std::vector<QueuedRun>& queue)
    {
        if (queue.empty() && !QFileInfo::exists(path))
            return;
        QJsonArray entries;
        for (const QueuedRun& queued : queue)
            entries.append(QJsonObject {
                { QStringLiteral("server"), queued.server }, { QStringLiteral("run"), queued.run.toJson() } });
        const QJsonObject document { { QStringLiteral("format"), QString::fromLatin1(kQueueFormat) },
            { QStringLiteral("version"), 1 }, { QStringLiteral("entries"), entries } };
        const QString what = QStringLiteral("the bench queue");
        SafeSaveFile::makeDirectory(QFileInfo(path).absolutePath(), what);
        SafeSaveFile file(path, what);
        file.write(QJsonDocument(document).toJson(QJsonDocument::Compact));
        file.commit();
    }
}

QString benchQueuePath()
{
    QString state = QString::fromLocal8Bit(qgetenv("XDG_STATE_HOME"));
    if (state.isEmpty() || !QDir::isAbsolutePath(state))
        state = QDir::homePath() + QStringLiteral("/.local/state");
    return state + QStringLiteral("/drivescope/bench-queue.json");
}

int queuedRunCount(const BenchLocation& server, const QString& queuePath)
{
    int count = 0;
    for (const QueuedRun& queued : readQueue(queuePath))
        count += queued.server == server.display ? 1 : 0;
    return count;
}

PushOutcome pushToBench(const BenchLocation& server, const std::vector<BenchRun>& runs, const QString& queuePath)
{
    std::vector<QueuedRun> queue = readQueue(queuePath);
    std::vector<QueuedRun> others; // queued for other servers: kept as they are
    // Each session's runs go in one transaction; queued runs went in with their session before.
    std::map<QString, std::vector<BenchRun>> groups;
    QSet<QString> seen;
    auto take = [&](const BenchRun& run, const QString& group) {
        if (seen.contains(run.hash))
            return;
        seen.insert(run.hash);
        BenchRun shared = run;
        shared.sessionPath.clear(); // a shared bench knows runs by their hash, not by anyone's files
        groups[group].push_back(std::move(shared));
    };
    for (const QueuedRun& queued : queue) {
        if (queued.server == server.display)
            take(queued.run, QStringLiteral("queued ") + queued.run.hash);
        else
            others.push_back(queued);
    }
    for (const BenchRun& run : runs)
        take(run, QStringLiteral("session ") + run.sessionPath);

    PushOutcome outcome;
    std::vector<BenchRun> unsent;
    try {
        BenchStore store(server);
        for (auto it = groups.begin(); it != groups.end(); ++it) {
            try {
                const int added = store.addRuns(it->second);
                outcome.added += added;
                outcome.alreadyThere += static_cast<int>(it->second.size()) - added;
            } catch (const BenchUnreachable& lost) {
                outcome.unreachable = lost.message();
                for (; it != groups.end(); ++it)
                    unsent.insert(unsent.end(), it->second.begin(), it->second.end());
                break;
            }
        }
    } catch (const BenchUnreachable& down) {
        outcome.unreachable = down.message();
        for (const auto& [group, groupRuns] : groups)
            unsent.insert(unsent.end(), groupRuns.begin(), groupRuns.end());
    }
    for (BenchRun& run : unsent)
        others.push_back(QueuedRun { server.display, std::move(run) });
    outcome.queued = static_cast<int>(unsent.size());
    writeQueue(queuePath, others);
    return outcome;
}

} // namespace ds
