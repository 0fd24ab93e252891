#include "bench/benchstore.h"

#include "files/safesavefile.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>
#include <QUrlQuery>
#include <QVariant>

#include <algorithm>
#include <atomic>
#include <sys/stat.h>

namespace ds {

namespace {
    std::atomic<int> connectionCount { 0 };

    // The libpq keywords a bench URL may carry besides host, port, user and database: TLS, the
    // service and password files, timeouts. Anything else (a password above all) is refused.
    const QStringList kPostgresKeywords { QStringLiteral("sslmode"), QStringLiteral("sslrootcert"),
        QStringLiteral("sslcert"), QStringLiteral("sslkey"), QStringLiteral("sslcrl"), QStringLiteral("service"),
        QStringLiteral("passfile"), QStringLiteral("connect_timeout"), QStringLiteral("application_name"),
        QStringLiteral("target_session_attrs") };

    // Qt SQL binds a null QString as NULL; the schema's text columns hold "" for "not known".
    QVariant text(const QString& value) { return value.isNull() ? QVariant(QStringLiteral("")) : QVariant(value); }

    QVariant nullableBytes(uint64_t bytes)
    {
        return bytes ? QVariant(static_cast<qint64>(bytes)) : QVariant(QMetaType::fromType<qint64>());
    }

    // A LIKE pattern that matches `text` anywhere, its own % and _ taken literally (ESCAPE '!').
    QString containsPattern(const QString& text)
    {
        QString escaped = text.toLower();
        escaped.replace(QLatin1Char('!'), QStringLiteral("!!"));
        escaped.replace(QLatin1Char('%'), QStringLiteral("!%"));
        escaped.replace(QLatin1Char('_'), QStringLiteral("!_"));
        return QLatin1Char('%') + escaped + QLatin1Char('%');
    }
}

BenchLocation BenchLocation::sqlite(const QString& path)
{
    BenchLocation location;
    location.kind = Kind::Sqlite;
    location.sqlitePath = QFileInfo(path).absoluteFilePath();
    location.display = location.sqlitePath;
    return location;
}

BenchLocation BenchLocation::postgresql(const QString& text)
{
    const QUrl url(text, QUrl::StrictMode);
    if (!url.isValid() || (url.scheme() != QLatin1String("postgresql") && url.scheme() != QLatin1String("postgres")))
        throw UserError(QStringLiteral("'%1' is not a PostgreSQL URL (postgresql://[user@]host[:port]/database)")
                            .arg(url.isValid() ? url.toString(QUrl::RemovePassword) : QStringLiteral("the bench")));
    const QString refusePassword = QStringLiteral(
        "the bench URL holds a password; put it in libpq's password file (~/.pgpass) or service file instead, "
        "never on the command line");
    if (!url.password().isEmpty())
        throw UserError(refusePassword);
    BenchLocation location;
    location.kind = Kind::Postgresql;
    location.host = url.host();
    location.port = url.port(-1);
    location.user = url.userName();
    location.database = url.path().mid(1);
    QStringList options;
    const QUrlQuery query(url);
    for (const auto& [key, value] : query.queryItems(QUrl::FullyDecoded)) {
        if (key == QLatin1String("password"))
            throw UserError(refusePassword);
        // QPSQL joins its connect options with ';' and hands them to libpq as they are.
        if (value.contains(QLatin1Char(';')) || value.contains(QLatin1Char(' ')) || value.contains(QLatin1Char('\'')))
            throw UserError(QStringLiteral("the bench URL's %1 holds a space, quote or ';'").arg(key));
        if (key == QLatin1String("host"))
            location.host = value;
        else if (key == QLatin1String("port"))
            location.port = value.toInt();
        else if (key == QLatin1String("dbname"))
            location.database = value;
        else if (key == QLatin1String("user"))
            location.user = value;
        else if (kPostgresKeywords.contains(key))
            options.append(key + QLatin1Char('=') + value);
        else
            throw UserError(QStringLiteral("the bench URL's parameter '%1' is not one DriveScope passes on (%2)")
                                .arg(key, kPostgresKeywords.join(QStringLiteral(", "))));
    }
    if (!query.hasQueryItem(QStringLiteral("connect_timeout")))
        options.append(QStringLiteral("connect_timeout=10"));
    if (!query.hasQueryItem(QStringLiteral("application_name")))
        options.append(QStringLiteral("application_name=drivescope"));
    location.options = options.join(QLatin1Char(';'));
    location.display = url.toString(QUrl::RemovePassword);
    return location;
}

QString BenchLocation::defaultIndexPath(const QString& libraryDirectory)
{
    QString directory = QFileInfo(libraryDirectory).absoluteFilePath();
    while (directory.size() > 1 && directory.endsWith(QLatin1Char('/')))
        directory.chop(1);
    return directory + QStringLiteral(".bench.sqlite");
}

QString benchPerName(BenchPer per)
{
    switch (per) {
    case BenchPer::Best:
        return QStringLiteral("best");
    case BenchPer::Latest:
        return QStringLiteral("latest");
    case BenchPer::Median:
        return QStringLiteral("median");
    }
    return {};
}

BenchPer parseBenchPer(const QString& text)
{
    for (const BenchPer per : { BenchPer::Best, BenchPer::Latest, BenchPer::Median })
        if (benchPerName(per) == text)
            return per;
    throw UserError(QStringLiteral("--per takes best, latest or median, not '%1'").arg(text));
}

BenchStore::BenchStore(const BenchLocation& location)
    : m_location(location)
    , m_connection(QStringLiteral("drivescope-bench-%1").arg(++connectionCount))
{
    open();
    if (m_location.kind == BenchLocation::Kind::Sqlite && sqliteLooksDamaged()) {
        setAsideDamaged();
        open();
    }
    migrate();
}

BenchStore::~BenchStore()
{
    m_db.close();
    m_db = QSqlDatabase();
    QSqlDatabase::removeDatabase(m_connection);
}

void BenchStore::open()
{
    if (m_location.kind == BenchLocation::Kind::Sqlite) {
        const QString& path = m_location.sqlitePath;
        struct stat status { };
        if (::lstat(QFile::encodeName(path).constData(), &status) == 0 && !S_ISREG(status.st_mode))
            throw UserError(QStringLiteral("the bench index %1 is not a regular file; it is left alone").arg(path));
        // The index lives beside the library, which a new user may not have yet.
        SafeSaveFile::makeDirectory(QFileInfo(path).absolutePath(), QStringLiteral("the bench index"));
        m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
        if (!m_db.isValid())
            throw UserError(QStringLiteral("Qt's SQLite driver is missing (Debian: libqt6sql6-sqlite)"));
        m_db.setDatabaseName(path);
        m_db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=30000"));
        if (!m_db.open())
            throw UserError(QStringLiteral("cannot open the bench index %1: %2").arg(path, m_db.lastError().text()));
        // A ranking sorts every run of a figure, and an index from scratch writes them all in one
        // transaction: both read and write far more than SQLite's default 2 MiB page cache holds.
        for (const char* pragma :
            { "PRAGMA cache_size = -65536", "PRAGMA temp_store = MEMORY", "PRAGMA mmap_size = 268435456" }) {
            QSqlQuery query(m_db);
            query.exec(QString::fromLatin1(pragma)); // a tuning, not a need: a refusal costs only time
        }
        return;
    }
    m_db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), m_connection);
    if (!m_db.isValid())
        throw UserError(QStringLiteral("Qt's PostgreSQL driver is missing (Debian: libqt6sql6-psql)"));
    m_db.setHostName(m_location.host);
    if (m_location.port > 0)
        m_db.setPort(m_location.port);
    m_db.setDatabaseName(m_location.database);
    m_db.setUserName(m_location.user);
    m_db.setConnectOptions(m_location.options);
    if (!m_db.open()) {
        const QString why = m_db.lastError().text().trimmed();
        // A server that answered and said no is no reason to queue; one that did not answer is.
        if (why.contains(QLatin1String("authentication")) || why.contains(QLatin1String("does not exist"))
            || why.contains(QLatin1String("permission denied")) || why.contains(QLatin1String("no password")))
            throw UserError(QStringLiteral("the bench %1 refused the connection: %2").arg(m_location.display, why));
        throw BenchUnreachable(QStringLiteral("cannot reach the bench %1: %2").arg(m_location.display, why));
    }
}

bool BenchStore::sqliteLooksDamaged()
{
    // A file that is no database fails its first read; a damaged one fails SQLite's own check.
    QSqlQuery check(m_db);
    if (!check.exec(QStringLiteral("PRAGMA quick_check")))
        return true;
    return !check.next() || check.value(0).toString() != QLatin1String("ok");
}

void BenchStore::setAsideDamaged()
{
    m_db.close();
    m_db = QSqlDatabase();
    QSqlDatabase::removeDatabase(m_connection);
    const QString path = m_location.sqlitePath;
    const QString base = path + QStringLiteral(".damaged-")
        + QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString aside = base;
    for (int n = 2; QFileInfo::exists(aside); ++n)
        aside = QStringLiteral("%1-%2").arg(base).arg(n);
    if (!QFile::rename(path, aside))
        throw UserError(
            QStringLiteral("the bench index %1 is damaged and cannot be moved aside; remove it to rebuild it")
                .arg(path));
    for (const char* suffix : { "-wal", "-shm", "-journal" })
        if (QFileInfo::exists(path + QLatin1String(suffix)))
            QFile::rename(path + QLatin1String(suffix), aside + QLatin1String(suffix));
    m_damagedCopy = aside;
}

void BenchStore::fail(const QSqlQuery& query, const QString& what)
{
    const QSqlError error = query.lastError();
    const QString why = error.text().trimmed();
    // An error ends PostgreSQL's transaction; roll it back now, so that what follows (freeing the
    // statements, a plain query asking whether the connection is still there) is not refused.
    QSqlQuery alive(m_db);
    if (m_location.kind == BenchLocation::Kind::Postgresql)
        alive.exec(QStringLiteral("ROLLBACK"));
    if (error.nativeErrorCode() == QLatin1String("42501") || why.contains(QLatin1String("readonly database"))
        || why.contains(QLatin1String("read-only")))
        throw UserError(QStringLiteral("the bench %1 does not let this user write (%2); ask its administrator for a "
                                       "role that may add runs")
                            .arg(m_location.display, why));
    if (m_location.kind == BenchLocation::Kind::Postgresql) {
        if (!alive.exec(QStringLiteral("SELECT 1")))
            throw BenchUnreachable(
                QStringLiteral("lost the connection to the bench %1 while %2: %3").arg(m_location.display, what, why));
    }
    throw UserError(QStringLiteral("the bench %1 failed %2: %3").arg(m_location.display, what, why));
}

void BenchStore::begin()
{
    QSqlQuery query(m_db);
    // SQLite: take the write lock now, so that two writers wait for each other instead of one failing
    // to upgrade its read lock.
    const bool ok = m_location.kind == BenchLocation::Kind::Sqlite ? query.exec(QStringLiteral("BEGIN IMMEDIATE"))
                                                                   : query.exec(QStringLiteral("BEGIN"));
    if (!ok)
        fail(query, QStringLiteral("to start a transaction"));
}

void BenchStore::commitTransaction()
{
    QSqlQuery query(m_db);
    if (!query.exec(QStringLiteral("COMMIT")))
        fail(query, QStringLiteral("to commit"));
}

void BenchStore::rollback()
{
    QSqlQuery query(m_db);
    query.exec(QStringLiteral("ROLLBACK"));
}

BenchStore::Transaction::Transaction(BenchStore& store)
    : m_store(store)
{
    m_store.begin();
}

BenchStore::Transaction::~Transaction()
{
    if (m_open)
        m_store.rollback();
}

void BenchStore::Transaction::commit()
{
    m_store.commitTransaction();
    m_open = false;
}

int BenchStore::schemaVersion()
{
    if (!m_db.tables().contains(QStringLiteral("bench_meta")))
        return 0;
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT value FROM bench_meta WHERE name = ?"));
    query.addBindValue(QStringLiteral("schema_version"));
    if (!query.exec())
        fail(query, QStringLiteral("to read its schema version"));
    if (!query.next())
        return 0;
    bool ok = false;
    const int version = query.value(0).toString().toInt(&ok);
    if (!ok)
        throw UserError(QStringLiteral("the bench %1 has no readable schema version").arg(m_location.display));
    return version;
}

void BenchStore::migrate()
{
    const bool postgres = m_location.kind == BenchLocation::Kind::Postgresql;
    const QString id = postgres ? QStringLiteral("BIGSERIAL PRIMARY KEY") : QStringLiteral("INTEGER PRIMARY KEY");
    // Each step brings the schema from its index to the next version, in one transaction.
    const std::vector<QStringList> steps {
        {
            QStringLiteral("CREATE TABLE bench_meta (name TEXT PRIMARY KEY, value TEXT NOT NULL)"),
            QStringLiteral(
                "CREATE TABLE bench_runs (id %1, run_hash TEXT NOT NULL, file_path TEXT NOT NULL, "
                "run_id TEXT NOT NULL, drive_key TEXT NOT NULL, model TEXT NOT NULL, serial TEXT NOT NULL, "
                "firmware TEXT NOT NULL, capacity_bytes BIGINT, interface TEXT NOT NULL, link TEXT NOT NULL, "
                "host TEXT NOT NULL, os TEXT NOT NULL, kernel TEXT NOT NULL, started_at TEXT NOT NULL, "
                "test TEXT NOT NULL, title TEXT NOT NULL, settings TEXT NOT NULL, label TEXT NOT NULL, "
                "source TEXT NOT NULL, engine TEXT NOT NULL, partial INTEGER NOT NULL, "
                "confirmed INTEGER NOT NULL, figure_count INTEGER NOT NULL, UNIQUE (file_path, run_hash))")
                .arg(id),
            QStringLiteral("CREATE TABLE bench_figures (run BIGINT NOT NULL REFERENCES bench_runs (id), "
                           "figure_key TEXT NOT NULL, name TEXT NOT NULL, unit TEXT NOT NULL, "
                           "higher_better INTEGER NOT NULL, value DOUBLE PRECISION NOT NULL, "
                           "confirmed INTEGER NOT NULL, unstable INTEGER NOT NULL, PRIMARY KEY (run, figure_key))"),
            QStringLiteral("CREATE INDEX bench_figures_by_key ON bench_figures (figure_key, value)"),
            QStringLiteral("CREATE INDEX bench_runs_by_file ON bench_runs (file_path)"),
            QStringLiteral("CREATE INDEX bench_runs_by_serial ON bench_runs (serial, started_at)"),
            QStringLiteral("CREATE TABLE bench_files (path TEXT PRIMARY KEY, device BIGINT NOT NULL, "
                           "inode BIGINT NOT NULL, size BIGINT NOT NULL, modified_ns BIGINT NOT NULL, "
                           "content_hash TEXT NOT NULL, problem TEXT NOT NULL)"),
        },
        // 2: the drive's wear after each run, for its history; the figures' index covers what a ranking
        // reads of them, so it never looks up the rows themselves.
        { QStringLiteral("ALTER TABLE bench_runs ADD COLUMN wear_percent DOUBLE PRECISION"),
            QStringLiteral("DROP INDEX bench_figures_by_key"),
            QStringLiteral("CREATE INDEX bench_figures_by_key ON bench_figures (figure_key, value, run, confirmed, "
                           "unstable)") },
        // 3: a figure carries its run's drive and start, and one index holds all a ranking reads: the
        // runs of one figure in drive order, each drive's runs by value. Only the bars' own runs are
        // looked up.
        { QStringLiteral("ALTER TABLE bench_figures ADD COLUMN drive_key TEXT NOT NULL DEFAULT ''"),
            QStringLiteral("ALTER TABLE bench_figures ADD COLUMN started_at TEXT NOT NULL DEFAULT ''"),
            QStringLiteral("UPDATE bench_figures SET drive_key = (SELECT r.drive_key FROM bench_runs r WHERE r.id = "
                           "bench_figures.run), started_at = (SELECT r.started_at FROM bench_runs r WHERE r.id = "
                           "bench_figures.run)"),
            QStringLiteral("DROP INDEX bench_figures_by_key"),
            QStringLiteral("CREATE INDEX bench_figures_by_drive ON bench_figures (figure_key, drive_key, value, "
                           "started_at, run, confirmed, unstable)") },
        // 4: the runs' tags, in lower case. The library's files are read again at the next refresh, as
        // their runs' tags were not kept before.
        { QStringLiteral("CREATE TABLE bench_tags (run BIGINT NOT NULL REFERENCES bench_runs (id), tag TEXT NOT "
                         "NULL, PRIMARY KEY (run, tag))"),
            QStringLiteral("CREATE INDEX bench_tags_by_tag ON bench_tags (tag, run)"),
            QStringLiteral("DELETE FROM bench_files") },
    };
    static_assert(kSchemaVersion == 4, "a new schema version needs its step above");

    int version = schemaVersion();
    if (version > kSchemaVersion)
        throw UserError(QStringLiteral("the bench %1 has schema version %2, from a newer DriveScope; this one knows "
                                       "versions up to %3. Update DriveScope, or point it at another bench.")
                            .arg(m_location.display)
                            .arg(version)
                            .arg(kSchemaVersion));
    if (version == kSchemaVersion)
        return;
    Transaction transaction(*this);
    if (postgres) {
        // Several first users of an empty server: one makes the schema, the others wait and find it made.
        QSqlQuery lock(m_db);
        if (!lock.exec(QStringLiteral("SELECT pg_advisory_xact_lock(7340041)")))
            fail(lock, QStringLiteral("to lock its schema"));
    }
    version = schemaVersion();
    if (version > kSchemaVersion)
        throw UserError(QStringLiteral("the bench %1 was just given schema version %2 by a newer DriveScope")
                            .arg(m_location.display)
                            .arg(version));
    for (; version < kSchemaVersion; ++version)
        for (const QString& statement : steps[static_cast<size_t>(version)]) {
            QSqlQuery query(m_db);
            if (!query.exec(statement))
                fail(query, QStringLiteral("to make its schema"));
        }
    QSqlQuery stamp(m_db);
    stamp.prepare(QStringLiteral("DELETE FROM bench_meta WHERE name = ?"));
    stamp.addBindValue(QStringLiteral("schema_version"));
    if (!stamp.exec())
        fail(stamp, QStringLiteral("to stamp its schema version"));
    stamp.prepare(QStringLiteral("INSERT INTO bench_meta (name, value) VALUES (?, ?)"));
    stamp.addBindValue(QStringLiteral("schema_version"));
    stamp.addBindValue(QString::number(kSchemaVersion));
    if (!stamp.exec())
        fail(stamp, QStringLiteral("to stamp its schema version"));
    transaction.commit();
}

int BenchStore::addRuns(const std::vector<BenchRun>& runs)
{
    Transaction transaction(*this);
    const int added = insertRuns(runs);
    transaction.commit();
    return added;
}

int BenchStore::insertRuns(const std::vector<BenchRun>& runs)
{
    QSqlQuery insertRun(m_db);
    if (!insertRun.prepare(QStringLiteral(
            "INSERT INTO bench_runs (run_hash, file_path, run_id, drive_key, model, serial, firmware, capacity_bytes, "
            "interface, link, host, os, kernel, started_at, test, title, settings, label, source, engine, partial, "
            "confirmed, figure_count, wear_percent) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
            "?, "
            "?, ?, ?, ?) "
            "ON CONFLICT (file_path, run_hash) DO NOTHING")))
        fail(insertRun, QStringLiteral("to prepare its statements"));
    QSqlQuery findRun(m_db);
    if (!findRun.prepare(QStringLiteral("SELECT id FROM bench_runs WHERE file_path = ? AND run_hash = ?")))
        fail(findRun, QStringLiteral("to prepare its statements"));
    // A row pushed under the run's old, labelled hash takes the new hash, unless the new one is there too.
    QSqlQuery adopt(m_db);
    if (!adopt.prepare(
            QStringLiteral("UPDATE bench_runs SET run_hash = ? WHERE file_path = ? AND run_hash = ? AND "
                           "NOT EXISTS (SELECT 1 FROM bench_runs b WHERE b.file_path = ? AND b.run_hash = ?)")))
        fail(adopt, QStringLiteral("to prepare its statements"));
    QSqlQuery relabel(m_db);
    if (!relabel.prepare(QStringLiteral("UPDATE bench_runs SET label = ? WHERE id = ?")))
        fail(relabel, QStringLiteral("to prepare its statements"));
    QSqlQuery dropTags(m_db);
    if (!dropTags.prepare(QStringLiteral("DELETE FROM bench_tags WHERE run = ?")))
        fail(dropTags, QStringLiteral("to prepare its statements"));
    QSqlQuery insertTag(m_db);
    if (!insertTag.prepare(QStringLiteral("INSERT INTO bench_tags (run, tag) VALUES (?, ?)")))
        fail(insertTag, QStringLiteral("to prepare its statements"));
    auto putTags = [&](qint64 id, const QStringList& tags) {
        for (const QString& tag : tags) {
            insertTag.addBindValue(id);
            insertTag.addBindValue(tag.toLower());
            if (!insertTag.exec())
                fail(insertTag, QStringLiteral("to add a tag"));
        }
    };
    QSqlQuery insertFigure(m_db);
    if (!insertFigure.prepare(
            QStringLiteral("INSERT INTO bench_figures (run, figure_key, name, unit, higher_better, value, "
                           "confirmed, unstable, drive_key, started_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")))
        fail(insertFigure, QStringLiteral("to prepare its statements"));
    int added = 0;
    for (const BenchRun& run : runs) {
        if (!run.labelledHash.isEmpty() && run.labelledHash != run.hash) {
            for (const QVariant& value : { text(run.hash), text(run.sessionPath), text(run.labelledHash),
                     text(run.sessionPath), text(run.hash) })
                adopt.addBindValue(value);
            if (!adopt.exec())
                fail(adopt, QStringLiteral("to bring a run's hash up to date"));
        }
        for (const QVariant& value : { text(run.hash), text(run.sessionPath), text(run.runId), text(run.driveKey),
                 text(run.model), text(run.serial), text(run.firmware), nullableBytes(run.capacityBytes),
                 text(run.interface), text(run.link), text(run.host), text(run.os), text(run.kernel),
                 text(run.startedAt), text(run.test), text(run.title), text(run.settings), text(run.label),
                 text(run.source), text(run.engine), QVariant(int(run.partial)), QVariant(int(run.confirmed)),
                 QVariant(static_cast<int>(run.figures.size())),
                 run.wearPercent ? QVariant(*run.wearPercent) : QVariant(QMetaType::fromType<double>()) })
            insertRun.addBindValue(value);
        if (!insertRun.exec())
            fail(insertRun, QStringLiteral("to add a run"));
        const bool inserted = insertRun.numRowsAffected() == 1;
        findRun.addBindValue(text(run.sessionPath));
        findRun.addBindValue(text(run.hash));
        if (!findRun.exec() || !findRun.next())
            fail(findRun, QStringLiteral("to find the run it added"));
        const qint64 id = findRun.value(0).toLongLong();
        findRun.finish();
        if (!inserted) {
            // There already: only the user's naming can have changed (the hash leaves it out).
            relabel.addBindValue(text(run.label));
            relabel.addBindValue(id);
            dropTags.addBindValue(id);
            if (!relabel.exec())
                fail(relabel, QStringLiteral("to rename a run"));
            if (!dropTags.exec())
                fail(dropTags, QStringLiteral("to retag a run"));
            putTags(id, run.tags);
            continue;
        }
        putTags(id, run.tags);
        for (const BenchFigure& figure : run.figures) {
            insertFigure.addBindValue(id);
            insertFigure.addBindValue(text(figure.key));
            insertFigure.addBindValue(text(figure.name));
            insertFigure.addBindValue(text(figure.unit));
            insertFigure.addBindValue(int(figure.better == Better::Higher));
            insertFigure.addBindValue(figure.value);
            insertFigure.addBindValue(int(figure.confirmed));
            insertFigure.addBindValue(int(figure.unstable));
            insertFigure.addBindValue(text(run.driveKey));
            insertFigure.addBindValue(text(run.startedAt));
            if (!insertFigure.exec())
                fail(insertFigure, QStringLiteral("to add a figure"));
        }
        ++added;
    }
    return added;
}

QHash<QString, IndexedFile> BenchStore::indexedFiles()
{
    QHash<QString, IndexedFile> files;
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    if (!query.exec(
            QStringLiteral("SELECT path, device, inode, size, modified_ns, content_hash, problem FROM bench_files")))
        fail(query, QStringLiteral("to list its files"));
    while (query.next()) {
        IndexedFile file;
        file.path = query.value(0).toString();
        file.device = query.value(1).toLongLong();
        file.inode = query.value(2).toLongLong();
        file.size = query.value(3).toLongLong();
        file.modifiedNs = query.value(4).toLongLong();
        file.contentHash = query.value(5).toString();
        file.problem = query.value(6).toString();
        files.insert(file.path, file);
    }
    return files;
}

void BenchStore::removeFile(const QString& path)
{
    QSqlQuery query(m_db);
    query.prepare(
        QStringLiteral("DELETE FROM bench_figures WHERE run IN (SELECT id FROM bench_runs WHERE file_path = ?)"));
    query.addBindValue(path);
    if (!query.exec())
        fail(query, QStringLiteral("to remove a file's figures"));
    query.prepare(
        QStringLiteral("DELETE FROM bench_tags WHERE run IN (SELECT id FROM bench_runs WHERE file_path = ?)"));
    query.addBindValue(path);
    if (!query.exec())
        fail(query, QStringLiteral("to remove a file's tags"));
    query.prepare(QStringLiteral("DELETE FROM bench_runs WHERE file_path = ?"));
    query.addBindValue(path);
    if (!query.exec())
        fail(query, QStringLiteral("to remove a file's runs"));
    query.prepare(QStringLiteral("DELETE FROM bench_files WHERE path = ?"));
    query.addBindValue(path);
    if (!query.exec())
        fail(query, QStringLiteral("to remove a file"));
}

void BenchStore::putFile(const IndexedFile& file, const std::vector<BenchRun>& runs)
{
    removeFile(file.path);
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("INSERT INTO bench_files (path, device, inode, size, modified_ns, content_hash, "
                                 "problem) VALUES (?, ?, ?, ?, ?, ?, ?)"));
    query.addBindValue(file.path);
    query.addBindValue(qint64(file.device));
    query.addBindValue(qint64(file.inode));
    query.addBindValue(qint64(file.size));
    query.addBindValue(qint64(file.modifiedNs));
    query.addBindValue(text(file.contentHash));
    query.addBindValue(text(file.problem));
    if (!query.exec())
        fail(query, QStringLiteral("to add a file"));
    insertRuns(runs);
}

void BenchStore::updateFileIdentity(const IndexedFile& file)
{
    QSqlQuery query(m_db);
    query.prepare(
        QStringLiteral("UPDATE bench_files SET device = ?, inode = ?, size = ?, modified_ns = ? WHERE path = ?"));
    query.addBindValue(qint64(file.device));
    query.addBindValue(qint64(file.inode));
    query.addBindValue(qint64(file.size));
    query.addBindValue(qint64(file.modifiedNs));
    query.addBindValue(file.path);
    if (!query.exec())
        fail(query, QStringLiteral("to update a file"));
}

void BenchStore::clear()
{
    for (const char* statement : { "DELETE FROM bench_figures", "DELETE FROM bench_tags", "DELETE FROM bench_runs",
             "DELETE FROM bench_files" }) {
        QSqlQuery query(m_db);
        if (!query.exec(QString::fromLatin1(statement)))
            fail(query, QStringLiteral("to clear it"));
    }
}

Ranking BenchStore::rank(const RankQuery& request)
{
    Ranking ranking;
    ranking.figureKey = request.figureKey;
    ranking.per = request.per;
    QSqlQuery about(m_db);
    about.prepare(QStringLiteral("SELECT name, unit, higher_better FROM bench_figures WHERE figure_key = ? LIMIT 1"));
    about.addBindValue(request.figureKey);
    if (!about.exec())
        fail(about, QStringLiteral("to look up the figure"));
    if (!about.next())
        throw UserError(QStringLiteral("no run in the bench %1 has the figure '%2' (drivescope-cli bench list-figures "
                                       "names those it has)")
                            .arg(m_location.display, request.figureKey));
    ranking.name = about.value(0).toString();
    ranking.unit = about.value(1).toString();
    ranking.better = about.value(2).toInt() ? Better::Higher : Better::Lower;

    // The filters are fixed fragments with placeholders; every value the user gave is bound.
    QString where = QStringLiteral("f.figure_key = ?");
    QVariantList values { request.figureKey };
    auto filter = [&](const QString& fragment, const QVariantList& bound) {
        where += QStringLiteral(" AND ") + fragment;
        values += bound;
    };
    if (!request.interface.isEmpty())
        filter(QStringLiteral("(LOWER(r.interface) = ? OR LOWER(r.link) LIKE ? ESCAPE '!')"),
            { request.interface.toLower(), containsPattern(request.interface).mid(1) });
    if (request.minCapacityBytes)
        filter(QStringLiteral("r.capacity_bytes >= ?"), { static_cast<qint64>(*request.minCapacityBytes) });
    if (request.maxCapacityBytes)
        filter(QStringLiteral("r.capacity_bytes <= ?"), { static_cast<qint64>(*request.maxCapacityBytes) });
    if (!request.host.isEmpty())
        filter(QStringLiteral("r.host = ?"), { request.host });
    if (!request.since.isEmpty())
        filter(QStringLiteral("f.started_at >= ?"), { request.since });
    if (!request.until.isEmpty())
        filter(QStringLiteral("f.started_at < ?"), { request.until });
    if (!request.label.isEmpty())
        filter(QStringLiteral("LOWER(r.label) LIKE ? ESCAPE '!'"), { containsPattern(request.label) });
    if (!request.source.isEmpty())
        filter(QStringLiteral("LOWER(r.source) = ?"), { request.source.toLower() });
    if (!request.tag.trimmed().isEmpty())
        filter(QStringLiteral("f.run IN (SELECT t.run FROM bench_tags t WHERE t.tag = ?)"),
            { request.tag.simplified().toLower() });

    // Only a filter on the run's own facts needs its row for every candidate.
    const bool byRun = !request.interface.isEmpty() || request.minCapacityBytes || request.maxCapacityBytes
        || !request.host.isEmpty() || !request.label.isEmpty() || !request.source.isEmpty();
    const QString runJoin = byRun ? QStringLiteral(" JOIN bench_runs r ON r.id = f.run") : QString();

    // The run (or two middle runs) each drive's bar stands for, with how many runs the drive has. Best and
    // latest: each drive's best value (or latest start) over the figures' index, then its runs with that
    // value; the median: every run in the index's order, each drive's middle picked here. Neither sorts the
    // runs: a window over them (ROW_NUMBER per drive) sorted all of them and took SQLite 5 times as long.
    struct Pick {
        QString driveKey;
        qint64 run = 0;
        double value = 0;
        int runs = 0;
        bool confirmed = true; // this figure of the run (the index holds it)
        bool unstable = false;
    };
    std::vector<std::vector<Pick>> drives; // per drive: its run, or its two middle runs
    // SQLite joins in the order written with CROSS JOIN and would otherwise look each drive's runs up from
    // the wrong side (scanning every run of the figure); PostgreSQL plans the join well alone.
    const QString join
        = m_location.kind == BenchLocation::Kind::Sqlite ? QStringLiteral(" CROSS JOIN ") : QStringLiteral(" JOIN ");
    auto execute = [this](QSqlQuery& query, const QString& sql, const QVariantList& bound) {
        query.setForwardOnly(true);
        if (!query.prepare(sql))
            fail(query, QStringLiteral("to prepare the ranking"));
        for (const QVariant& value : bound)
            query.addBindValue(value);
        if (!query.exec())
            fail(query, QStringLiteral("to rank"));
    };
    if (request.per != BenchPer::Median) {
        const bool latest = request.per == BenchPer::Latest;
        const QString chosen = latest          ? QStringLiteral("MAX(f.started_at)")
            : ranking.better == Better::Higher ? QStringLiteral("MAX(f.value)")
                                               : QStringLiteral("MIN(f.value)");
        const QString column = latest ? QStringLiteral("f.started_at") : QStringLiteral("f.value");
        QVariantList bound = values;
        bound += request.figureKey;
        bound += values;
        QSqlQuery query(m_db);
        execute(query,
            QStringLiteral("SELECT f.drive_key, f.run, f.value, b.runs, f.confirmed, f.unstable FROM "
                           "(SELECT f.drive_key AS drive_key, %1 AS chosen, COUNT(*) AS runs FROM bench_figures f%2 "
                           "WHERE %3 GROUP BY f.drive_key) b%4bench_figures f ON f.figure_key = ? AND "
                           "f.drive_key = b.drive_key AND %5 = b.chosen%6 WHERE %3 ORDER BY f.drive_key, %7")
                .arg(chosen, runJoin, where, join, column,
                    byRun ? join + QStringLiteral("bench_runs r ON r.id = f.run") : QString(),
                    latest ? QStringLiteral("f.run DESC") : QStringLiteral("f.started_at DESC, f.run DESC")),
            bound);
        while (query.next()) {
            Pick pick;
            pick.driveKey = query.value(0).toString();
            if (!drives.empty() && drives.back().front().driveKey == pick.driveKey)
                continue; // a tie: the first, the latest run, stands
            pick.run = query.value(1).toLongLong();
            pick.value = query.value(2).toDouble();
            pick.runs = query.value(3).toInt();
            pick.confirmed = query.value(4).toInt();
            pick.unstable = query.value(5).toInt();
            drives.push_back({ pick });
        }
    } else {
        // Each drive's count, then every run's value in the same drive order, numbers only (a drive's key
        // per run cost as much again): the middle one or two picked here. Two queries: a push between them
        // (a shared bench) is seen as a count that does not match, and the ranking is read once more.
        for (int attempt = 0;; ++attempt) {
            QSqlQuery counts(m_db);
            execute(counts,
                QStringLiteral("SELECT f.drive_key, COUNT(*) FROM bench_figures f%1 WHERE %2 GROUP BY f.drive_key "
                               "ORDER BY f.drive_key")
                    .arg(runJoin, where),
                values);
            std::vector<std::pair<QString, int>> perDrive;
            while (counts.next())
                perDrive.emplace_back(counts.value(0).toString(), counts.value(1).toInt());
            QSqlQuery scan(m_db);
            execute(scan,
                QStringLiteral("SELECT f.run, f.value, f.confirmed + 2 * f.unstable FROM bench_figures f%1 WHERE %2 "
                               "ORDER BY f.drive_key, f.value, f.started_at, f.run")
                    .arg(runJoin, where),
                values);
            bool matched = true;
            drives.clear();
            for (const auto& [driveKey, count] : perDrive) {
                std::vector<Pick> middle;
                for (int i = 0; i < count && matched; ++i) {
                    matched = scan.next();
                    if (!matched || (i != (count - 1) / 2 && i != count / 2))
                        continue;
                    Pick pick;
                    pick.driveKey = driveKey;
                    pick.run = scan.value(0).toLongLong();
                    pick.value = scan.value(1).toDouble();
                    pick.runs = count;
                    const int marks = scan.value(2).toInt(); // one column less per run: a tenth of the time
                    pick.confirmed = marks & 1;
                    pick.unstable = marks & 2;
                    middle.push_back(std::move(pick));
                }
                drives.push_back(std::move(middle));
            }
            if (matched && !scan.next())
                break;
            if (attempt > 0)
                throw UserError(
                    QStringLiteral("the bench %1 changed while it was ranked; rank again").arg(m_location.display));
        }
    }

    // The facts of the runs behind the bars, a few hundred at a time; of a median's second run only
    // whether its bytes were confirmed (each column read costs: a tenth of the ranking's time here).
    QHash<qint64, RankedDrive> facts;
    QHash<qint64, bool> runConfirmed;
    auto readRuns = [&](const std::vector<qint64>& ids, bool whole) {
        constexpr size_t kPerQuery = 500;
        for (size_t from = 0; from < ids.size(); from += kPerQuery) {
            const size_t count = std::min(kPerQuery, ids.size() - from);
            QStringList marks;
            for (size_t i = 0; i < count; ++i)
                marks += QStringLiteral("?");
            QSqlQuery runs(m_db);
            runs.setForwardOnly(true);
            const QString columns = whole
                ? QStringLiteral("r.id, r.confirmed, r.model, r.serial, r.firmware, r.capacity_bytes, r.interface, "
                                 "r.link, r.host, r.started_at, r.label, r.source, r.engine, r.file_path, r.run_id, "
                                 "r.title, r.partial")
                : QStringLiteral("r.id, r.confirmed");
            if (!runs.prepare(QStringLiteral("SELECT %1 FROM bench_runs r WHERE r.id IN (%2)")
                                  .arg(columns, marks.join(QLatin1Char(',')))))
                fail(runs, QStringLiteral("to prepare the ranked runs' facts"));
            for (size_t i = 0; i < count; ++i)
                runs.addBindValue(ids[from + i]);
            if (!runs.exec())
                fail(runs, QStringLiteral("to read the ranked runs' facts"));
            while (runs.next()) {
                const qint64 id = runs.value(0).toLongLong();
                runConfirmed.insert(id, runs.value(1).toInt());
                if (!whole)
                    continue;
                RankedDrive drive;
                drive.model = runs.value(2).toString();
                drive.serial = runs.value(3).toString();
                drive.firmware = runs.value(4).toString();
                drive.capacityBytes = static_cast<uint64_t>(runs.value(5).toLongLong());
                drive.interface = runs.value(6).toString();
                drive.link = runs.value(7).toString();
                drive.host = runs.value(8).toString();
                drive.startedAt = runs.value(9).toString();
                drive.label = runs.value(10).toString();
                drive.source = runs.value(11).toString();
                drive.engine = runs.value(12).toString();
                drive.sessionPath = runs.value(13).toString();
                drive.runId = runs.value(14).toString();
                drive.title = runs.value(15).toString();
                drive.partial = runs.value(16).toInt();
                facts.insert(id, std::move(drive));
            }
        }
    };
    std::vector<qint64> behindBars;
    std::vector<qint64> others;
    for (const std::vector<Pick>& picks : drives) {
        behindBars.push_back(picks.front().run);
        for (size_t i = 1; i < picks.size(); ++i)
            others.push_back(picks[i].run);
    }
    readRuns(behindBars, true);
    readRuns(others, false);

    for (const std::vector<Pick>& picks : drives) {
        const auto found = facts.constFind(picks.front().run);
        if (found == facts.constEnd())
            continue; // removed since: a refresh beside this ranking
        RankedDrive drive = *found;
        drive.driveKey = picks.front().driveKey;
        drive.runs = picks.front().runs;
        drive.confirmed = true;
        drive.unstable = false;
        double sum = 0;
        for (const Pick& pick : picks) {
            // The median of an even number of runs: the mean of the two middle ones.
            sum += pick.value;
            drive.confirmed = drive.confirmed && pick.confirmed && runConfirmed.value(pick.run, false);
            drive.unstable = drive.unstable || pick.unstable;
        }
        drive.value = sum / static_cast<double>(picks.size());
        for (const QString& name : request.highlight)
            if (!name.isEmpty()
                && (drive.serial.compare(name, Qt::CaseInsensitive) == 0
                    || drive.model.compare(name, Qt::CaseInsensitive) == 0))
                drive.highlighted = true;
        ranking.runsConsidered += drive.runs;
        ranking.drives.push_back(std::move(drive));
    }
    const bool higher = ranking.better == Better::Higher;
    std::stable_sort(
        ranking.drives.begin(), ranking.drives.end(), [higher](const RankedDrive& a, const RankedDrive& b) {
            if (a.value != b.value)
                return higher ? a.value > b.value : a.value < b.value;
            return a.driveKey < b.driveKey;
        });
    return ranking;
}

std::vector<FigureSummary> BenchStore::figures()
{
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT f.figure_key, MIN(f.name), MIN(f.unit), MIN(f.higher_better), COUNT(*), "
                                   "COUNT(DISTINCT r.drive_key) FROM bench_figures f JOIN bench_runs r ON r.id = f.run "
                                   "GROUP BY f.figure_key ORDER BY f.figure_key")))
        fail(query, QStringLiteral("to list its figures"));
    std::vector<FigureSummary> list;
    while (query.next()) {
        FigureSummary figure;
        figure.key = query.value(0).toString();
        figure.name = query.value(1).toString();
        figure.unit = query.value(2).toString();
        figure.better = query.value(3).toInt() ? Better::Higher : Better::Lower;
        figure.runs = query.value(4).toInt();
        figure.drives = query.value(5).toInt();
        list.push_back(figure);
    }
    return list;
}

std::vector<TagSummary> BenchStore::tags()
{
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT tag, COUNT(*) FROM bench_tags GROUP BY tag ORDER BY COUNT(*) DESC, tag")))
        fail(query, QStringLiteral("to list its tags"));
    std::vector<TagSummary> list;
    while (query.next())
        list.push_back({ query.value(0).toString(), query.value(1).toInt() });
    return list;
}

std::vector<HistoryEntry> BenchStore::history(const QString& serial, const QString& figureKey)
{
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral(
        "SELECT r.started_at, r.model, r.firmware, r.test, r.title, r.label, r.source, r.host, r.file_path, r.run_id, "
        "r.partial, f.value, r.wear_percent FROM bench_runs r LEFT JOIN bench_figures f ON f.run = r.id AND "
        "f.figure_key = ? "
        "WHERE r.serial = ? ORDER BY r.started_at, r.id"));
    query.addBindValue(text(figureKey));
    query.addBindValue(text(serial));
    if (!query.exec())
        fail(query, QStringLiteral("to read a drive's history"));
    std::vector<HistoryEntry> entries;
    while (query.next()) {
        HistoryEntry entry;
        entry.startedAt = query.value(0).toString();
        entry.model = query.value(1).toString();
        entry.firmware = query.value(2).toString();
        entry.test = query.value(3).toString();
        entry.title = query.value(4).toString();
        entry.label = query.value(5).toString();
        entry.source = query.value(6).toString();
        entry.host = query.value(7).toString();
        entry.sessionPath = query.value(8).toString();
        entry.runId = query.value(9).toString();
        entry.partial = query.value(10).toInt();
        if (!query.value(11).isNull())
            entry.value = query.value(11).toDouble();
        if (!query.value(12).isNull())
            entry.wearPercent = query.value(12).toDouble();
        entries.push_back(entry);
    }
    return entries;
}

int64_t BenchStore::runCount()
{
    QSqlQuery query(m_db);
    if (!query.exec(QStringLiteral("SELECT COUNT(*) FROM bench_runs")) || !query.next())
        fail(query, QStringLiteral("to count its runs"));
    return query.value(0).toLongLong();
}

int64_t BenchStore::incompleteRunCount()
{
    QSqlQuery query(m_db);
    if (!query.exec(QStringLiteral("SELECT COUNT(*) FROM bench_runs r WHERE r.figure_count <> "
                                   "(SELECT COUNT(*) FROM bench_figures f WHERE f.run = r.id)"))
        || !query.next())
        fail(query, QStringLiteral("to check its runs"));
    return query.value(0).toLongLong();
}

} // namespace ds
