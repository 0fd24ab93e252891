#include "bench/benchindex.h"

#include "files/sessionfiles.h"
#include "model/session.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QSet>

#include <sys/stat.h>

namespace ds {

namespace {
    bool sameIdentity(const IndexedFile& a, const IndexedFile& b)
    {
        return a.device == b.device && a.inode == b.inode && a.size == b.size && a.modifiedNs == b.modifiedNs;
    }

    QString contentHashOf(const QString& path)
    {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return {};
        QCryptographicHash hash(QCryptographicHash::Sha256);
        if (!hash.addData(&file))
            return {};
        return QString::fromLatin1(hash.result().toHex());
    }
}

IndexRefresh refreshBenchIndex(BenchStore& store, const QString& libraryDirectory, bool fromScratch)
{
    IndexRefresh refresh;
    BenchStore::Transaction transaction(store);
    if (fromScratch)
        store.clear();
    const QHash<QString, IndexedFile> known = store.indexedFiles();
    QSet<QString> present;
    const QDir library(libraryDirectory);
    const QStringList names
        = library.exists() ? library.entryList({ QStringLiteral("*.json") }, QDir::Files, QDir::Name) : QStringList();
    for (const QString& name : names) {
        IndexedFile file;
        file.path = library.absoluteFilePath(name);
        struct stat status { };
        // A link is not followed: the library holds files DriveScope saved, never links to elsewhere.
        if (::lstat(QFile::encodeName(file.path).constData(), &status) != 0 || !S_ISREG(status.st_mode))
            continue;
        ++refresh.files;
        present.insert(file.path);
        file.device = static_cast<int64_t>(status.st_dev);
        file.inode = static_cast<int64_t>(status.st_ino);
        file.size = static_cast<int64_t>(status.st_size);
        file.modifiedNs = static_cast<int64_t>(status.st_mtim.tv_sec) * 1000000000 + status.st_mtim.tv_nsec;
        const auto before = known.constFind(file.path);
        if (before != known.constEnd() && sameIdentity(*before, file)) {
            ++refresh.unchanged;
            if (!before->problem.isEmpty())
                refresh.problems.append(QStringLiteral("%1: %2").arg(file.path, before->problem));
            continue;
        }
        file.contentHash = contentHashOf(file.path);
        if (before != known.constEnd() && !file.contentHash.isEmpty() && before->contentHash == file.contentHash) {
            store.updateFileIdentity(file);
            ++refresh.touched;
            continue;
        }
        std::vector<BenchRun> runs;
        try {
            if (file.contentHash.isEmpty())
                throw UserError(QStringLiteral("cannot be read"));
            runs = benchRunsOf(loadSession(file.path), file.path);
        } catch (const UserError& error) {
            file.problem = error.message();
            refresh.problems.append(QStringLiteral("%1: %2").arg(file.path, file.problem));
        }
        store.putFile(file, runs);
        ++refresh.indexed;
        refresh.runsAdded += static_cast<int>(runs.size());
    }
    for (auto it = known.constBegin(); it != known.constEnd(); ++it)
        if (!present.contains(it.key())) {
            store.removeFile(it.key());
            ++refresh.removed;
        }
    transaction.commit();
    return refresh;
}

} // namespace ds
