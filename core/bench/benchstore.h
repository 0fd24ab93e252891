#pragma once

#include "bench/benchrun.h"
#include "model/usererror.h"

#include <QHash>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <vector>

namespace ds {

// Where a bench lives: the SQLite file that indexes the library, or a PostgreSQL server named by a
// libpq URL (postgresql://user@host:port/database?sslmode=verify-full). Credentials come only from
// libpq's own files (~/.pgpass, the service file): a URL with a password is refused.
struct BenchLocation {
    enum class Kind { Sqlite, Postgresql };
    Kind kind = Kind::Sqlite;
    QString sqlitePath;
    QString host; // a name, an address or a Unix socket's directory; empty: libpq's default
    int port = -1;
    QString database;
    QString user;
    QString options; // further libpq keywords, "sslmode=require;service=lab" (QPSQL's connect options)
    QString display; // how messages name it

    static BenchLocation sqlite(const QString& path);
    // Throws UserError: not a postgresql:// URL, a password in it, an unknown or unsafe parameter.
    static BenchLocation postgresql(const QString& url);
    // The library's index: a file beside the library directory, "<library>.bench.sqlite".
    static QString defaultIndexPath(const QString& libraryDirectory);
};

// The server did not answer (down, no route, the socket missing): a push is queued for later.
class BenchUnreachable : public UserError {
public:
    using UserError::UserError;
};

enum class BenchPer { Best, Latest, Median };
QString benchPerName(BenchPer per);
BenchPer parseBenchPer(const QString& text); // throws UserError

// Which runs a ranking looks at, and how it picks one value per drive.
struct RankQuery {
    QString figureKey;
    BenchPer per = BenchPer::Best;
    QString interface; // the transport ("nvme") or the start of the link ("PCIe 4.0"), any case
    std::optional<uint64_t> minCapacityBytes;
    std::optional<uint64_t> maxCapacityBytes;
    QString host;
    QString since; // ISO 8601 dates or times, compared with the runs' start
    QString until; // exclusive
    QString label; // a part of the label, any case
    QString tag; // a whole tag, any case
    QString source; // one of benchSources()
    QStringList highlight; // serials or models
};

// One bar of a ranking: a drive, its value and the run behind it.
struct RankedDrive {
    QString driveKey;
    QString model;
    QString serial;
    QString firmware;
    uint64_t capacityBytes = 0;
    QString interface;
    QString link;
    QString host;
    QString startedAt;
    QString label;
    QString source;
    QString engine;
    QString sessionPath;
    QString runId;
    QString title;
    double value = 0; // the median of two middle runs is their mean
    int runs = 0; // the drive's runs with this figure under the filters
    bool confirmed = true;
    bool unstable = false;
    bool partial = false;
    bool highlighted = false;
};

struct Ranking {
    QString figureKey;
    QString name;
    QString unit;
    Better better = Better::Higher;
    BenchPer per = BenchPer::Best;
    int runsConsidered = 0;
    std::vector<RankedDrive> drives; // best first
};

// A tag and how many runs carry it.
struct TagSummary {
    QString tag;
    int runs = 0;
};

struct FigureSummary {
    QString key;
    QString name;
    QString unit;
    Better better = Better::Higher;
    int runs = 0;
    int drives = 0;
};

// One run of a drive in its history.
struct HistoryEntry {
    QString startedAt;
    QString model;
    QString firmware;
    QString test;
    QString title;
    QString label;
    QString source;
    QString host;
    QString sessionPath;
    QString runId;
    bool partial = false;
    std::optional<double> wearPercent; // RunHealth's NVMe percentage used, where it was recorded
    std::optional<double> value; // of the figure asked for, where the run has it
};

// What the library's index knows of one session file: who it is and what it held.
struct IndexedFile {
    QString path;
    int64_t device = 0;
    int64_t inode = 0;
    int64_t size = 0;
    int64_t modifiedNs = 0;
    QString contentHash;
    QString problem; // why it holds no runs (not a session …); empty for a session
};

// The bench's database through Qt SQL, SQLite or PostgreSQL, one schema for both. Every statement is
// prepared with bound values. Not for use from two threads; open one per thread.
class BenchStore {
public:
    static constexpr int kSchemaVersion = 4;

    // Opens the database and brings an older schema up to date. A SQLite file that is damaged (not a
    // database, failing its check) is set aside under a new name and a new one made: wasRebuilt().
    // Throws BenchUnreachable when a server cannot be reached, UserError for a schema from a newer
    // DriveScope and every other failure.
    explicit BenchStore(const BenchLocation& location);
    ~BenchStore();
    BenchStore(const BenchStore&) = delete;
    BenchStore& operator=(const BenchStore&) = delete;

    const BenchLocation& location() const { return m_location; }
    bool wasRebuilt() const { return !m_damagedCopy.isEmpty(); }
    QString damagedCopy() const { return m_damagedCopy; } // where the damaged file went

    // One transaction around several writes; rolled back unless committed.
    class Transaction {
    public:
        explicit Transaction(BenchStore& store);
        ~Transaction();
        Transaction(const Transaction&) = delete;
        Transaction& operator=(const Transaction&) = delete;
        void commit();

    private:
        BenchStore& m_store;
        bool m_open = true;
    };

    // Adds the runs in one transaction: all or none. A run already there (the same session file and
    // hash; on a shared bench the hash) is left as it is. Returns how many were new. Throws
    // BenchUnreachable when the connection was lost, UserError when the role may not write.
    int addRuns(const std::vector<BenchRun>& runs);
    // Inside a Transaction: the same without one of its own.
    int insertRuns(const std::vector<BenchRun>& runs);

    // The library's index of files.
    QHash<QString, IndexedFile> indexedFiles();
    // Inside a Transaction: a file's row and its runs replaced, or removed with them.
    void putFile(const IndexedFile& file, const std::vector<BenchRun>& runs);
    void updateFileIdentity(const IndexedFile& file);
    void removeFile(const QString& path);
    void clear(); // every run and file: a reindex from scratch

    // Throws UserError when no run has the figure.
    Ranking rank(const RankQuery& query);
    std::vector<FigureSummary> figures();
    std::vector<TagSummary> tags(); // every tag in lower case, the most used first
    std::vector<HistoryEntry> history(const QString& serial, const QString& figureKey = QString());
    int64_t runCount();
    // Runs whose figures are not all there: a write cut short. Always 0 when the writes are whole.
    int64_t incompleteRunCount();

private:
    friend class Transaction;
    void open();
    bool sqliteLooksDamaged();
    void setAsideDamaged();
    void migrate();
    int schemaVersion();
    void begin();
    void commitTransaction();
    void rollback();
    [[noreturn]] void fail(const class QSqlQuery& query, const QString& what);

    BenchLocation m_location;
    QString m_connection;
    QSqlDatabase m_db;
    QString m_damagedCopy;
};

} // namespace ds
