// The Bench: the library's index and the shared bench, the same tests against SQLite and a real
// PostgreSQL server (tests/fixtures/postgresserver). Every ranking is checked against one computed
// here from the runs' own key figures.

#include "bench/benchindex.h"
#include "bench/benchpush.h"
#include "bench/benchquery.h"
#include "bench/benchstore.h"
#include "files/sessionfiles.h"
#include "fixtures/blockdevicefixtures.h"
#include "fixtures/postgresserver.h"
#include "fixtures/sessionsamples.h"
#include "model/compare.h"
#include "model/reportimport.h"
#include "model/session.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <algorithm>
#include <map>
#include <memory>
#include <sys/stat.h>
#include <utime.h>

using namespace ds;

namespace {

// A generated run with known truth: its drive, its machine, when, and its rate and latency.
struct Known {
    QString model;
    QString serial;
    uint64_t capacity = 0;
    QString transport;
    QString host;
    QString startedAt;
    QString label;
    double megabytesPerSecond = 0;
    uint64_t latencyNs = 0;
};

Session sessionOf(const Known& known, std::optional<uint64_t> wearPercent = std::nullopt)
{
    Session session = Session::startNew(QStringLiteral("drivescope-cli"));
    session.host.hostname = known.host;
    session.host.os = QStringLiteral("Debian GNU/Linux 12 (bookworm)");
    session.host.kernel = QStringLiteral("6.1.0-18-amd64");
    WorkloadResult result;
    result.spec.randomPercent = 100;
    result.spec.queueDepth = 4;
    result.spec.durationSeconds = 2;
    result.target.path = QStringLiteral("/dev/sdz");
    result.target.sizeBytes = known.capacity;
    DriveFacts drive;
    drive.name = QStringLiteral("sdz");
    drive.devicePath = QStringLiteral("/dev/sdz");
    drive.model = known.model;
    drive.serial = known.serial;
    drive.firmware = QStringLiteral("1.0");
    drive.sizeBytes = known.capacity;
    drive.transport = known.transport;
    result.target.drive = drive;
    RunMeasurement run;
    run.seconds = 2;
    run.readBytes = static_cast<uint64_t>(known.megabytesPerSecond * 2e6);
    run.readIos = run.readBytes / 4096;
    for (uint64_t i = 0; i < 100; ++i)
        run.readLatency.add(known.latencyNs);
    result.repeats = { run };
    SessionRun sessionRun;
    sessionRun.result = result;
    sessionRun.startedAt = known.startedAt;
    sessionRun.finishedAt = known.startedAt;
    sessionRun.label = known.label;
    if (wearPercent) {
        RunHealth health;
        health.device = drive.name;
        HealthSnapshot after;
        after.device = drive.devicePath;
        after.nvme[QStringLiteral("percentage_used")] = *wearPercent;
        health.after = after;
        sessionRun.health.push_back(health);
    }
    session.addRun(sessionRun);
    return session;
}

// The value keyFigures gives the run for `key`: the truth a ranking must agree with.
double figureOf(const Known& known, const QString& key)
{
    return test::keyFigureValue(sessionOf(known).runs.front(), key);
}

QString driveKeyOf(const Known& known) { return QStringLiteral("serial:") + known.serial; }

QString dateOf(int day) { return QDate(2026, 1, 1).addDays(day).toString(Qt::ISODate) + QStringLiteral("T10:00:00Z"); }

} // namespace

class TestBench : public QObject {
    Q_OBJECT

private:
    void backends();
    // A new, empty bench of the row's kind: a SQLite file, or a database of its own on the server.
    BenchLocation freshBench();
    // Runs SQL on the bench behind the store's back, as an older or newer DriveScope would have.
    bool runSql(const BenchLocation& location, const QString& sql);
    QString library(const std::vector<Known>& runs);
    std::vector<BenchRun> benchRunsFor(const std::vector<Known>& runs);

    QTemporaryDir m_dir;
    std::unique_ptr<test::PostgresServer> m_server;
    int m_count = 0;

private slots:
    void initTestCase();
    void cleanupTestCase();
    void urlsRefuseAPassword();
    void indexRefreshesAndForgetsDeletedSessions_data() { backends(); }
    void indexRefreshesAndForgetsDeletedSessions();
    void rankPicksEachDrivesRunAndOrders_data() { backends(); }
    void rankPicksEachDrivesRunAndOrders();
    void filtersKeepOnlyMatchingRuns_data() { backends(); }
    void filtersKeepOnlyMatchingRuns();
    void barCarriesItsRunsMarks_data() { backends(); }
    void barCarriesItsRunsMarks();
    void runPushedUnderItsLabelledHashIsNotAddedAgain_data() { backends(); }
    void runPushedUnderItsLabelledHashIsNotAddedAgain();
    void importedReportsCarryTheirSource_data() { backends(); }
    void importedReportsCarryTheirSource();
    void sqlMetacharactersAreOnlyText_data() { backends(); }
    void sqlMetacharactersAreOnlyText();
    void runTagsAreNormalisedAndBounded();
    void headlineFigureRanksTheMostDrivesByRate();
    void tagsFilterTheRankingAndFollowTheRun_data() { backends(); }
    void tagsFilterTheRankingAndFollowTheRun();
    void damagedSqliteIsSetAsideAndRebuilt();
    void olderSchemaIsMigratedKeepingRuns_data() { backends(); }
    void olderSchemaIsMigratedKeepingRuns();
    void newerSchemaIsRefused_data() { backends(); }
    void newerSchemaIsRefused();
    void pushIsIdempotent_data() { backends(); }
    void pushIsIdempotent();
    void concurrentPushersLeaveEveryRunOnce_data() { backends(); }
    void concurrentPushersLeaveEveryRunOnce();
    void readOnlyRoleBrowsesButCannotPush();
    void unreachableServerQueuesThePush();
    void droppedConnectionLeavesNoHalfRun();
    void cliRanksTheLibrary();
    void cliRefusesBadInput();
    void cliPushesAndQueues();
};

void TestBench::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // The CLI's library, index and queue stay in the test's directory, never the user's.
    qputenv("HOME", QFile::encodeName(m_dir.filePath(QStringLiteral("home"))));
    qputenv("XDG_DATA_HOME", QFile::encodeName(m_dir.filePath(QStringLiteral("data"))));
    qputenv("XDG_STATE_HOME", QFile::encodeName(m_dir.filePath(QStringLiteral("state"))));
    QDir().mkpath(m_dir.filePath(QStringLiteral("home")));
    m_server = std::make_unique<test::PostgresServer>();
    if (!m_server->running())
        qWarning("PostgreSQL rows will skip: %s", qPrintable(m_server->skipReason()));
}

void TestBench::cleanupTestCase() { m_server.reset(); }

void TestBench::backends()
{
    QTest::addColumn<bool>("postgres");
    QTest::newRow("sqlite") << false;
    QTest::newRow("postgresql") << true;
}

BenchLocation TestBench::freshBench()
{
    ++m_count;
    QFETCH(bool, postgres);
    if (!postgres)
        return BenchLocation::sqlite(m_dir.filePath(QStringLiteral("bench%1.sqlite").arg(m_count)));
    const QString name = QStringLiteral("bench%1").arg(m_count);
    QString error;
    if (!m_server->createDatabase(name, &error))
        qFatal("%s", qPrintable(error));
    return BenchLocation::postgresql(m_server->url(name));
}

bool TestBench::runSql(const BenchLocation& location, const QString& sql)
{
    if (location.kind == BenchLocation::Kind::Postgresql) {
        bool ok = false;
        m_server->psql(location.database, sql, &ok);
        return ok;
    }
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("behind"));
        db.setDatabaseName(location.sqlitePath);
        ok = db.open();
        for (const QString& statement : sql.split(QLatin1Char(';'), Qt::SkipEmptyParts))
            ok = ok && QSqlQuery(db).exec(statement);
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("behind"));
    return ok;
}

QString TestBench::library(const std::vector<Known>& runs)
{
    const QString directory = m_dir.filePath(QStringLiteral("library%1").arg(++m_count));
    QDir().mkpath(directory);
    for (size_t i = 0; i < runs.size(); ++i)
        saveSession(
            sessionOf(runs[i]), QStringLiteral("%1/run-%2.json").arg(directory).arg(i, 4, 10, QLatin1Char('0')));
    return directory;
}

std::vector<BenchRun> TestBench::benchRunsFor(const std::vector<Known>& runs)
{
    std::vector<BenchRun> rows;
    for (size_t i = 0; i < runs.size(); ++i) {
        const std::vector<BenchRun> some = benchRunsOf(sessionOf(runs[i]), QStringLiteral("/session/%1.json").arg(i));
        rows.insert(rows.end(), some.begin(), some.end());
    }
    return rows;
}

#define SKIP_WITHOUT_SERVER()                                                                                          \
    do {                                                                                                               \
        QFETCH(bool, postgres);                                                                                        \
        if (postgres && !m_server->running())                                                                          \
            QSKIP(qPrintable(m_server->skipReason()));                                                                 \
    } while (false)

void TestBench::urlsRefuseAPassword()
{
    const BenchLocation good
        = BenchLocation::postgresql(QStringLiteral("postgresql://lab@bench.example:5433/results?sslmode=verify-full"));
    QCOMPARE(good.host, QStringLiteral("bench.example"));
    QCOMPARE(good.port, 5433);
    QCOMPARE(good.database, QStringLiteral("results"));
    QCOMPARE(good.user, QStringLiteral("lab"));
    QVERIFY(good.options.contains(QStringLiteral("sslmode=verify-full")));
    for (const char* bad : { "postgresql://lab:secret@bench.example/results",
             "postgresql://lab@bench.example/results?password=secret", "mysql://bench.example/results",
             "postgresql://bench.example/results?options=-c%20x", "postgresql://bench.example/r?sslmode=a;b" }) {
        bool refused = false;
        try {
            BenchLocation::postgresql(QString::fromLatin1(bad));
        } catch (const UserError& error) {
            refused = true;
            QVERIFY2(!error.message().contains(QLatin1String("secret")), qPrintable(error.message()));
        }
        QVERIFY2(refused, bad);
    }
}

void TestBench::indexRefreshesAndForgetsDeletedSessions()
{
    SKIP_WITHOUT_SERVER();
    std::vector<Known> runs;
    for (int i = 0; i < 6; ++i)
        runs.push_back({ QStringLiteral("Model %1").arg(i % 3), QStringLiteral("S%1").arg(i % 3), 500000000000ull,
            QStringLiteral("nvme"), QStringLiteral("lab1"), dateOf(i), QString(), 100.0 + i, 50000 });
    const QString directory = library(runs);
    QFile junk(directory + QStringLiteral("/notes.json"));
    QVERIFY(junk.open(QIODevice::WriteOnly));
    junk.write("{ not a session");
    junk.close();

    BenchStore store(freshBench());
    IndexRefresh first = refreshBenchIndex(store, directory);
    QCOMPARE(first.files, 7);
    QCOMPARE(first.indexed, 7);
    QCOMPARE(first.runsAdded, 6);
    QCOMPARE(first.problems.size(), 1);
    QCOMPARE(store.runCount(), 6);

    IndexRefresh again = refreshBenchIndex(store, directory);
    QCOMPARE(again.unchanged, 7);
    QCOMPARE(again.indexed, 0);
    QCOMPARE(again.problems.size(), 1); // still said, never silently dropped

    // A new modification time, the same content: hashed, not read again.
    const QString first0 = directory + QStringLiteral("/run-0000.json");
    struct utimbuf times {
        1000000, 1000000
    };
    QCOMPARE(::utime(QFile::encodeName(first0).constData(), &times), 0);
    IndexRefresh touched = refreshBenchIndex(store, directory);
    QCOMPARE(touched.touched, 1);
    QCOMPARE(touched.indexed, 0);

    // Changed content: read again, its old run replaced.
    Known changed = runs[0];
    changed.megabytesPerSecond = 999;
    saveSession(sessionOf(changed), first0);
    IndexRefresh rewritten = refreshBenchIndex(store, directory);
    QCOMPARE(rewritten.indexed, 1);
    QCOMPARE(store.runCount(), 6);
    RankQuery query;
    query.figureKey = QStringLiteral("run:mbps");
    QCOMPARE(store.rank(query).drives.front().value, figureOf(changed, query.figureKey));

    // Deleted sessions leave the index.
    QVERIFY(QFile::remove(first0));
    QVERIFY(QFile::remove(directory + QStringLiteral("/run-0003.json")));
    IndexRefresh deleted = refreshBenchIndex(store, directory);
    QCOMPARE(deleted.removed, 2);
    QCOMPARE(store.runCount(), 4);
    const Ranking ranking = store.rank(query);
    for (const RankedDrive& drive : ranking.drives)
        QVERIFY(!drive.sessionPath.endsWith(QLatin1String("run-0000.json")));
    QCOMPARE(store.incompleteRunCount(), 0);

    // From scratch: the same runs.
    IndexRefresh rebuilt = refreshBenchIndex(store, directory, true);
    QCOMPARE(rebuilt.indexed, 5);
    QCOMPARE(store.runCount(), 4);
}

void TestBench::rankPicksEachDrivesRunAndOrders()
{
    SKIP_WITHOUT_SERVER();
    QRandomGenerator random(41);
    std::vector<Known> runs;
    for (int drive = 0; drive < 9; ++drive) {
        const int count = 1 + static_cast<int>(random.bounded(5));
        for (int i = 0; i < count; ++i)
            runs.push_back({ QStringLiteral("Drive %1").arg(drive), QStringLiteral("SN%1").arg(drive),
                250000000000ull * (1 + drive % 4), QStringLiteral("nvme"), QStringLiteral("lab"),
                dateOf(static_cast<int>(random.bounded(300))), QString(), 50.0 + random.bounded(3000),
                10000u + random.bounded(900000u) });
    }
    BenchStore store(freshBench());
    refreshBenchIndex(store, library(runs));
    QCOMPARE(store.runCount(), static_cast<int64_t>(runs.size()));

    for (const QString& key : { QStringLiteral("run:mbps"), QStringLiteral("run:mean-latency") }) {
        const bool higher = key == QLatin1String("run:mbps");
        for (const BenchPer per : { BenchPer::Best, BenchPer::Latest, BenchPer::Median }) {
            // The expectation, from the runs' own figures.
            std::map<QString, std::vector<const Known*>> byDrive;
            for (const Known& run : runs)
                byDrive[driveKeyOf(run)].push_back(&run);
            std::vector<std::pair<QString, double>> expected;
            for (auto& [drive, its] : byDrive) {
                std::vector<double> values;
                for (const Known* run : its)
                    values.push_back(figureOf(*run, key));
                double value = 0;
                if (per == BenchPer::Best) {
                    value = higher ? *std::max_element(values.begin(), values.end())
                                   : *std::min_element(values.begin(), values.end());
                } else if (per == BenchPer::Latest) {
                    const Known* latest = *std::max_element(its.begin(), its.end(),
                        [](const Known* a, const Known* b) { return a->startedAt < b->startedAt; });
                    // Two runs of one day: the bench takes either; the test's dates repeat rarely.
                    value = figureOf(*latest, key);
                } else {
                    std::sort(values.begin(), values.end());
                    const size_t n = values.size();
                    value = n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
                }
                expected.emplace_back(drive, value);
            }
            std::sort(expected.begin(), expected.end(),
                [higher](const auto& a, const auto& b) { return higher ? a.second > b.second : a.second < b.second; });

            RankQuery query;
            query.figureKey = key;
            query.per = per;
            query.highlight = { QStringLiteral("SN3"), QStringLiteral("drive 5") };
            const Ranking ranking = store.rank(query);
            QCOMPARE(ranking.better, higher ? Better::Higher : Better::Lower);
            QCOMPARE(ranking.runsConsidered, static_cast<int>(runs.size()));
            QCOMPARE(ranking.drives.size(), expected.size());
            for (size_t i = 0; i < expected.size(); ++i) {
                const RankedDrive& drive = ranking.drives[i];
                QCOMPARE(drive.driveKey, expected[i].first);
                QVERIFY2(qAbs(drive.value - expected[i].second) <= 1e-9 * qAbs(expected[i].second),
                    qPrintable(QStringLiteral("%1 %2: %3 against %4")
                                   .arg(key, benchPerName(per), QString::number(drive.value),
                                       QString::number(expected[i].second))));
                QCOMPARE(drive.runs, static_cast<int>(byDrive[drive.driveKey].size()));
                QCOMPARE(
                    drive.highlighted, drive.serial == QLatin1String("SN3") || drive.serial == QLatin1String("SN5"));
            }
        }
    }
}

// A bar is its run's, and says what that run's figure was: not confirmed by the device (the run's or
// the figure's), unstable; the median of two runs carries both runs' marks. Of two runs with the best
// value, the later one stands behind the bar.
void TestBench::barCarriesItsRunsMarks()
{
    SKIP_WITHOUT_SERVER();
    // MB/s 120, 110, 100, 120: runs 0 and 3 tie for the best, runs 1 and 0 are the middle pair.
    const double rates[] = { 120, 110, 100, 120 };
    std::vector<Known> runs;
    for (int i = 0; i < 4; ++i)
        runs.push_back({ QStringLiteral("Marked"), QStringLiteral("MK1"), 1000000000000ull, QStringLiteral("nvme"),
            QStringLiteral("lab"), dateOf(i), QString(), rates[i], 10000 });
    std::vector<BenchRun> rows = benchRunsFor(runs);
    const QString key = QStringLiteral("run:mbps");
    auto figure = [&](BenchRun& run) -> BenchFigure& {
        const auto found = std::find_if(
            run.figures.begin(), run.figures.end(), [&](const BenchFigure& one) { return one.key == key; });
        if (found == run.figures.end())
            qFatal("no %s", qPrintable(key));
        return *found;
    };
    figure(rows[0]).confirmed = false; // a best and a middle run's figure
    figure(rows[1]).unstable = true; // a middle run
    rows[3].confirmed = false; // the later best, and the latest: the run's own accounting
    BenchStore store(freshBench());
    QCOMPARE(store.addRuns(rows), 4);

    RankQuery query;
    query.figureKey = key;
    query.per = BenchPer::Best;
    RankedDrive bar = store.rank(query).drives.front();
    QCOMPARE(bar.value, 120.0);
    QCOMPARE(bar.startedAt, runs[3].startedAt); // of the two best, the later
    QVERIFY(!bar.confirmed);
    QVERIFY(!bar.unstable);
    QCOMPARE(bar.runs, 4);

    query.per = BenchPer::Median;
    bar = store.rank(query).drives.front();
    QCOMPARE(bar.value, (110.0 + 120.0) / 2);
    QVERIFY(!bar.confirmed); // run 0's figure
    QVERIFY(bar.unstable); // run 1's

    query.per = BenchPer::Latest;
    bar = store.rank(query).drives.front();
    QCOMPARE(bar.startedAt, runs[3].startedAt);
    QVERIFY(!bar.confirmed);
    QVERIFY(!bar.unstable);

    // Without marks, a bar is confirmed and stable; lower is better for latency, where all four tie.
    BenchStore plain(freshBench());
    QCOMPARE(plain.addRuns(benchRunsFor(runs)), 4);
    query.figureKey = QStringLiteral("run:mean-latency");
    query.per = BenchPer::Best;
    bar = plain.rank(query).drives.front();
    QCOMPARE(bar.startedAt, runs[3].startedAt);
    QVERIFY(bar.confirmed);
    QVERIFY(!bar.unstable);
}

// A bench filled by a DriveScope whose run hash still held the run's label: the same run pushed again
// takes its row over (the row gets today's hash), rather than standing twice in every ranking.
void TestBench::runPushedUnderItsLabelledHashIsNotAddedAgain()
{
    SKIP_WITHOUT_SERVER();
    const Known known { QStringLiteral("Legacy"), QStringLiteral("LG1"), 1000000000000ull, QStringLiteral("nvme"),
        QStringLiteral("lab"), dateOf(3), QStringLiteral("review unit"), 321, 20000 };
    const std::vector<BenchRun> rows = benchRunsOf(sessionOf(known), QString());
    QCOMPARE(rows.size(), size_t { 1 });
    QCOMPARE(rows[0].labelledHash.size(), 64);
    QVERIFY(rows[0].labelledHash != rows[0].hash);
    // Without a label both hashes are one: nothing to take over.
    Known unnamed = known;
    unnamed.label.clear();
    QVERIFY(benchRunsOf(sessionOf(unnamed), QString()).front().labelledHash.isEmpty());

    BenchStore store(freshBench());
    BenchRun pushedBefore = rows[0];
    pushedBefore.hash = pushedBefore.labelledHash;
    pushedBefore.labelledHash.clear();
    QCOMPARE(store.addRuns({ pushedBefore }), 1);
    QCOMPARE(store.addRuns(rows), 0);
    QCOMPARE(store.runCount(), int64_t { 1 });
    // The row now has today's hash: pushed once more, renamed, it is still the one run.
    BenchRun renamed = rows[0];
    renamed.label = QStringLiteral("review unit, retested");
    QCOMPARE(store.addRuns({ renamed }), 0);
    QCOMPARE(store.runCount(), int64_t { 1 });
    RankQuery query;
    query.figureKey = QStringLiteral("run:mbps");
    const Ranking ranking = store.rank(query);
    QCOMPARE(ranking.drives.size(), size_t { 1 });
    QCOMPARE(ranking.drives.front().runs, 1);
    QCOMPARE(ranking.drives.front().label, renamed.label);
    // The push queue keeps both hashes.
    QCOMPARE(BenchRun::fromJson(rows[0].toJson()).labelledHash, rows[0].labelledHash);
}

void TestBench::filtersKeepOnlyMatchingRuns()
{
    SKIP_WITHOUT_SERVER();
    QRandomGenerator random(7);
    const QStringList transports { QStringLiteral("nvme"), QStringLiteral("sata"), QStringLiteral("usb") };
    const QStringList hosts { QStringLiteral("lab1"), QStringLiteral("lab2") };
    const QStringList labels { QStringLiteral("before firmware 2.1"), QStringLiteral("after firmware 2.1"),
        QStringLiteral("review") };
    std::vector<Known> runs;
    for (int i = 0; i < 30; ++i)
        runs.push_back({ QStringLiteral("Drive %1").arg(i), QStringLiteral("F%1").arg(i),
            128000000000ull << random.bounded(4), transports[static_cast<int>(random.bounded(3))],
            hosts[static_cast<int>(random.bounded(2))], dateOf(static_cast<int>(random.bounded(200))),
            labels[static_cast<int>(random.bounded(3))], 100.0 + i, 20000 });
    BenchStore store(freshBench());
    refreshBenchIndex(store, library(runs));

    struct Case {
        const char* name;
        std::function<void(RankQuery&)> set;
        std::function<bool(const Known&)> keeps;
    };
    const std::vector<Case> cases {
        { "interface", [](RankQuery& q) { q.interface = QStringLiteral("SATA"); },
            [](const Known& k) { return k.transport == QLatin1String("sata"); } },
        { "capacity",
            [](RankQuery& q) {
                q.minCapacityBytes = 256000000000ull;
                q.maxCapacityBytes = 512000000000ull;
            },
            [](const Known& k) { return k.capacity >= 256000000000ull && k.capacity <= 512000000000ull; } },
        { "host", [](RankQuery& q) { q.host = QStringLiteral("lab2"); },
            [](const Known& k) { return k.host == QLatin1String("lab2"); } },
        { "dates",
            [](RankQuery& q) {
                q.since = dateOf(50);
                q.until = dateOf(120);
            },
            [](const Known& k) { return k.startedAt >= dateOf(50) && k.startedAt < dateOf(120); } },
        { "label", [](RankQuery& q) { q.label = QStringLiteral("FIRMWARE 2.1"); },
            [](const Known& k) { return k.label.contains(QLatin1String("firmware 2.1")); } },
        { "source", [](RankQuery& q) { q.source = QStringLiteral("fio"); }, [](const Known&) { return false; } },
    };
    for (const Case& one : cases) {
        RankQuery query;
        query.figureKey = QStringLiteral("run:mbps");
        one.set(query);
        QStringList expected;
        for (const Known& run : runs)
            if (one.keeps(run))
                expected.append(driveKeyOf(run));
        QStringList got;
        for (const RankedDrive& drive : store.rank(query).drives)
            got.append(drive.driveKey);
        expected.sort();
        got.sort();
        QVERIFY2(!expected.isEmpty() || QLatin1String(one.name) == QLatin1String("source"), one.name);
        QCOMPARE(got, expected);
    }
}

void TestBench::importedReportsCarryTheirSource()
{
    SKIP_WITHOUT_SERVER();
    const QString directory = m_dir.filePath(QStringLiteral("imports%1").arg(++m_count));
    QDir().mkpath(directory);
    const QString reports
        = QDir::cleanPath(QStringLiteral(DRIVESCOPE_TESTS_DIR "/fixtures/reports")) + QLatin1Char('/');
    std::map<QString, QString> engines; // source → engine
    for (const char* name : { "generated-cdm8-utf8-lf-mix.txt", "generated-kdiskmark-3.1.4-utf8-lf.txt" }) {
        QFile report(reports + QLatin1String(name));
        QVERIFY2(report.open(QIODevice::ReadOnly), name);
        const Session session = importBenchmarkReport(report.readAll(), report.fileName());
        saveSession(session, directory + QLatin1Char('/') + QLatin1String(name) + QStringLiteral(".json"));
    }
    BenchStore store(freshBench());
    const IndexRefresh refresh = refreshBenchIndex(store, directory);
    QCOMPARE(refresh.problems, QStringList());
    QVERIFY(refresh.runsAdded >= 2);
    const std::vector<FigureSummary> figures = store.figures();
    QVERIFY(!figures.empty());
    // A figure both reports have: ranked, and each source filter keeps only its own.
    const FigureSummary* shared = nullptr;
    for (const FigureSummary& figure : figures)
        if (figure.drives >= 2 && figure.key.startsWith(QLatin1String("quick:read")))
            shared = &figure;
    QVERIFY(shared);
    for (const QString& source : { QStringLiteral("CrystalDiskMark"), QStringLiteral("KDiskMark") }) {
        RankQuery query;
        query.figureKey = shared->key;
        query.source = source;
        const Ranking ranking = store.rank(query);
        QCOMPARE(ranking.drives.size(), size_t(1));
        QCOMPARE(ranking.drives.front().source, source);
        QVERIFY2(ranking.drives.front().engine.startsWith(source), qPrintable(ranking.drives.front().engine));
    }
}

void TestBench::sqlMetacharactersAreOnlyText()
{
    SKIP_WITHOUT_SERVER();
    const QStringList hostile { QStringLiteral("x'); DROP TABLE bench_runs; --"), QStringLiteral("100% _fast_"),
        QStringLiteral("Robert\"; DELETE FROM bench_figures; --"), QStringLiteral("back\\slash ! ?"),
        QStringLiteral("' OR '1'='1") };
    std::vector<Known> runs;
    for (int i = 0; i < hostile.size(); ++i)
        runs.push_back({ hostile[i], hostile[i], 1000000000000ull, QStringLiteral("nvme"), hostile[i], dateOf(i),
            hostile[i], 100.0 + i, 10000 });
    runs.push_back({ QStringLiteral("Plain"), QStringLiteral("P1"), 1000000000000ull, QStringLiteral("nvme"),
        QStringLiteral("lab"), dateOf(9), QStringLiteral("plain"), 50, 10000 });
    BenchStore store(freshBench());
    refreshBenchIndex(store, library(runs));
    QCOMPARE(store.runCount(), static_cast<int64_t>(runs.size()));
    for (int i = 0; i < hostile.size(); ++i) {
        RankQuery query;
        query.figureKey = QStringLiteral("run:mbps");
        query.label = hostile[i];
        query.host = hostile[i];
        query.highlight = { hostile[i] };
        const Ranking ranking = store.rank(query);
        QCOMPARE(ranking.drives.size(), size_t(1));
        QCOMPARE(ranking.drives.front().model, hostile[i]);
        QVERIFY(ranking.drives.front().highlighted);
        QCOMPARE(store.history(hostile[i]).size(), size_t(1));
    }
    // '%' and '_' in a label filter are characters, not wildcards.
    RankQuery percent;
    percent.figureKey = QStringLiteral("run:mbps");
    percent.label = QStringLiteral("%");
    QCOMPARE(store.rank(percent).drives.size(), size_t(1));
    QCOMPARE(store.runCount(), static_cast<int64_t>(runs.size()));
    QCOMPARE(store.incompleteRunCount(), 0);
}

void TestBench::runTagsAreNormalisedAndBounded()
{
    QCOMPARE(normalizedRunTags({ QStringLiteral("  review  2026 "), QStringLiteral("Fleet-A"),
                 QStringLiteral("REVIEW 2026"), QStringLiteral("fleet-a"), QStringLiteral("ü-Tëst") }),
        QStringList({ QStringLiteral("review 2026"), QStringLiteral("Fleet-A"), QStringLiteral("ü-Tëst") }));
    QCOMPARE(normalizedRunTags({}), QStringList());
    QStringList limit;
    for (int i = 0; i < kMaxRunTags; ++i)
        limit += QStringLiteral("t%1").arg(i);
    QCOMPARE(normalizedRunTags(limit), limit);
    QCOMPARE(normalizedRunTags({ QString(kMaxRunTagLength, QLatin1Char('x')) }).size(), 1);
    const QList<std::pair<QStringList, QString>> bad {
        { { QStringLiteral("   ") }, QStringLiteral("empty") },
        { { QStringLiteral("a,b") }, QStringLiteral("comma") },
        { { QStringLiteral("bell\a") }, QStringLiteral("control") },
        { { QString(kMaxRunTagLength + 1, QLatin1Char('x')) }, QStringLiteral("longer than 40") },
        { limit + QStringList { QStringLiteral("one more") }, QStringLiteral("at most 16") },
        { [] {
             // A hostile file's hundred thousand tags: refused at the seventeenth, not compared pairwise.
             QStringList many;
             for (int i = 0; i < 100000; ++i)
                 many += QString::number(i);
             return many;
         }(),
            QStringLiteral("at most 16") },
    };
    for (const auto& [tags, words] : bad) {
        try {
            normalizedRunTags(tags);
            QFAIL(qPrintable(QStringLiteral("kept: ") + tags.join(QLatin1Char('|'))));
        } catch (const UserError& error) {
            QVERIFY2(error.message().contains(words), qPrintable(error.message()));
        }
    }
    // A session keeps them; a file with a bad one is refused, naming the field.
    const Known known { QStringLiteral("M"), QStringLiteral("M1"), 1000000000000ull, QStringLiteral("nvme"),
        QStringLiteral("lab"), dateOf(1), QString(), 100, 10000 };
    const QStringList tags { QStringLiteral("a"), QStringLiteral("B c") };
    Session tagged = sessionOf(known);
    tagged.runs.front().tags = tags;
    const QString path = m_dir.filePath(QStringLiteral("tagged.json"));
    saveSession(tagged, path);
    QCOMPARE(loadSession(path).runs.front().tags, tags);
    QJsonObject document = tagged.toJson();
    QJsonArray runs = document.value(QStringLiteral("runs")).toArray();
    QJsonObject run = runs.at(0).toObject();
    run.insert(QStringLiteral("tags"), QJsonArray { QStringLiteral("fine"), QStringLiteral("not,fine") });
    runs.replace(0, run);
    document.insert(QStringLiteral("runs"), runs);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(QJsonDocument(document).toJson());
    file.close();
    try {
        loadSession(path);
        QFAIL("a session with a comma in a tag was read");
    } catch (const UserError& error) {
        QVERIFY2(error.message().contains(QLatin1String("tags")) && error.message().contains(QLatin1String("comma")),
            qPrintable(error.message()));
    }
}

void TestBench::headlineFigureRanksTheMostDrivesByRate()
{
    auto figure = [](const char* key, const char* unit, int drives) {
        FigureSummary summary;
        summary.key = QString::fromLatin1(key);
        summary.unit = QString::fromUtf8(unit);
        summary.drives = drives;
        summary.runs = drives * 2;
        return summary;
    };
    QCOMPARE(headlineFigure({}), QString());
    // In key order, as figures() lists them: the CPU share comes first but is no headline.
    QCOMPARE(headlineFigure({ figure("run:cpu", "%", 9), figure("run:iops", "IOPS", 9), figure("run:mbps", "MB/s", 9),
                 figure("run:p99", "µs", 9) }),
        QStringLiteral("run:mbps"));
    QCOMPARE(headlineFigure({ figure("quick:read[SEQ1M Q8T1]", "MB/s", 3), figure("run:cpu", "%", 12),
                 figure("run:mbps", "MB/s", 12) }),
        QStringLiteral("run:mbps"));
    QCOMPARE(headlineFigure({ figure("a:mbps", "MB/s", 2), figure("b:mbps", "MB/s", 2) }), QStringLiteral("a:mbps"));
    QCOMPARE(
        headlineFigure({ figure("pts:iops", "IOPS", 5), figure("run:mbps", "MB/s", 4) }), QStringLiteral("pts:iops"));
}

void TestBench::tagsFilterTheRankingAndFollowTheRun()
{
    SKIP_WITHOUT_SERVER();
    const QString injection = QStringLiteral("x' OR '1'='1");
    std::vector<Known> runs;
    for (const char* model : { "A", "B", "C", "D" })
        runs.push_back({ QString::fromLatin1(model), QStringLiteral("S") + QString::fromLatin1(model), 1000000000000ull,
            QStringLiteral("nvme"), QStringLiteral("lab"), dateOf(static_cast<int>(runs.size())), QString(),
            400.0 - 100 * static_cast<double>(runs.size()), 10000 });
    const QString directory = library(runs);
    const std::vector<QStringList> tagsOf { { QStringLiteral("Review-2026") },
        { QStringLiteral("review-2026"), QStringLiteral("fleet-a") }, { QStringLiteral("fleet-a"), injection }, {} };
    for (size_t i = 0; i < runs.size(); ++i) {
        const QString file = QStringLiteral("%1/run-%2.json").arg(directory).arg(i, 4, 10, QLatin1Char('0'));
        Session session = loadSession(file);
        session.runs.front().tags = tagsOf[i];
        saveSession(session, file);
    }
    const BenchLocation location = freshBench();
    auto ranked = [](BenchStore& store, const QString& tag) {
        RankQuery query;
        query.figureKey = QStringLiteral("run:mbps");
        query.tag = tag;
        QStringList models;
        for (const RankedDrive& drive : store.rank(query).drives)
            models += drive.model;
        return models.join(QLatin1Char(' '));
    };
    {
        BenchStore store(location);
        QCOMPARE(refreshBenchIndex(store, directory).runsAdded, 4);
        QCOMPARE(ranked(store, QString()), QStringLiteral("A B C D"));
        QCOMPARE(ranked(store, QStringLiteral("REVIEW-2026")), QStringLiteral("A B"));
        QCOMPARE(ranked(store, QStringLiteral(" fleet-a ")), QStringLiteral("B C"));
        QCOMPARE(ranked(store, QStringLiteral("fleet")), QString()); // a whole tag, not a part
        QCOMPARE(ranked(store, injection), QStringLiteral("C"));
        const std::vector<TagSummary> tags = store.tags();
        QCOMPARE(tags.size(), size_t(3));
        QCOMPARE(tags[0].tag, QStringLiteral("fleet-a"));
        QCOMPARE(tags[0].runs, 2);
        QCOMPARE(tags[1].tag, QStringLiteral("review-2026"));
        QCOMPARE(tags[1].runs, 2);
        QCOMPARE(tags[2].tag, injection.toLower());

        // Retagged and renamed in its file: the same run (its hash leaves the naming out), read again.
        const QString fileA = directory + QStringLiteral("/run-0000.json");
        Session session = loadSession(fileA);
        const QString hashBefore = benchRunsOf(session, fileA).front().hash;
        session.runs.front().tags = { QStringLiteral("gold") };
        session.runs.front().label = QStringLiteral("A after the firmware");
        QCOMPARE(benchRunsOf(session, fileA).front().hash, hashBefore);
        saveSession(session, fileA);
        QCOMPARE(refreshBenchIndex(store, directory).indexed, 1);
        QCOMPARE(store.runCount(), 4);
        QCOMPARE(ranked(store, QStringLiteral("review-2026")), QStringLiteral("B"));
        QCOMPARE(ranked(store, QStringLiteral("gold")), QStringLiteral("A"));
        // A push of the renamed run again is no second run, and brings its name and tags up to date.
        std::vector<BenchRun> again = benchRunsOf(session, fileA);
        again.front().tags = { QStringLiteral("silver") };
        again.front().label = QStringLiteral("A, pushed again");
        QCOMPARE(store.addRuns(again), 0);
        QCOMPARE(store.runCount(), 4);
        QCOMPARE(ranked(store, QStringLiteral("gold")), QString());
        QCOMPARE(ranked(store, QStringLiteral("silver")), QStringLiteral("A"));
        RankQuery byLabel;
        byLabel.figureKey = QStringLiteral("run:mbps");
        byLabel.label = QStringLiteral("pushed again");
        QCOMPARE(store.rank(byLabel).drives.size(), size_t(1));
    }
    // An index from before tags: opened, it reads the library's files again and finds every tag.
    QVERIFY(runSql(location,
        QStringLiteral("DROP TABLE bench_tags; UPDATE bench_meta SET value = '3' WHERE name = 'schema_version'")));
    BenchStore store(location);
    QCOMPARE(store.runCount(), 4);
    const IndexRefresh refresh = refreshBenchIndex(store, directory);
    QCOMPARE(refresh.indexed, 4);
    QCOMPARE(store.runCount(), 4);
    QCOMPARE(ranked(store, QStringLiteral("fleet-a")), QStringLiteral("B C"));
    QCOMPARE(ranked(store, QStringLiteral("gold")), QStringLiteral("A"));
    QCOMPARE(store.incompleteRunCount(), 0);
}

void TestBench::damagedSqliteIsSetAsideAndRebuilt()
{
    std::vector<Known> runs;
    for (int i = 0; i < 4; ++i)
        runs.push_back({ QStringLiteral("D%1").arg(i), QStringLiteral("D%1").arg(i), 1000000000000ull,
            QStringLiteral("nvme"), QStringLiteral("lab"), dateOf(i), QString(), 100.0 + i, 10000 });
    const QString directory = library(runs);
    const QString path = m_dir.filePath(QStringLiteral("damaged.sqlite"));
    {
        BenchStore store(BenchLocation::sqlite(path));
        refreshBenchIndex(store, directory);
        QCOMPARE(store.runCount(), 4);
    }
    for (const bool header : { true, false }) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadWrite));
        const qint64 size = file.size();
        QVERIFY(size > 4096);
        // The header gone (not a database), or a page in the middle overwritten (fails the check).
        file.seek(header ? 0 : 4096);
        file.write(QByteArray(header ? 100 : 4096, '\x5a'));
        file.close();
        BenchStore store(BenchLocation::sqlite(path));
        QVERIFY(store.wasRebuilt());
        QVERIFY(QFileInfo::exists(store.damagedCopy()));
        QCOMPARE(QFileInfo(store.damagedCopy()).size(), size);
        QCOMPARE(store.runCount(), 0);
        const IndexRefresh refresh = refreshBenchIndex(store, directory);
        QCOMPARE(refresh.indexed, 4);
        QCOMPARE(store.runCount(), 4);
    }
}

void TestBench::olderSchemaIsMigratedKeepingRuns()
{
    SKIP_WITHOUT_SERVER();
    const BenchLocation location = freshBench();
    std::vector<Known> runs;
    for (int i = 0; i < 3; ++i)
        runs.push_back({ QStringLiteral("M"), QStringLiteral("M1"), 1000000000000ull, QStringLiteral("nvme"),
            QStringLiteral("lab"), dateOf(i), QString(), 100.0 + i, 10000 });
    {
        BenchStore store(location);
        QCOMPARE(store.addRuns(benchRunsFor(runs)), 3);
    }
    // The bench as version 1 left it: no wear column.
    QVERIFY(runSql(location,
        QStringLiteral("DROP INDEX bench_figures_by_drive; ALTER TABLE bench_figures DROP COLUMN drive_key; "
                       "ALTER TABLE bench_figures DROP COLUMN started_at; "
                       "CREATE INDEX bench_figures_by_key ON bench_figures (figure_key, value); "
                       "ALTER TABLE bench_runs DROP COLUMN wear_percent; DROP TABLE bench_tags; "
                       "UPDATE bench_meta SET value = '1' WHERE name = 'schema_version'")));
    BenchStore store(location);
    QCOMPARE(store.runCount(), 3);
    QCOMPARE(store.incompleteRunCount(), 0);
    // The old runs' figures were given their drive and start: they rank as before.
    RankQuery latest;
    latest.figureKey = QStringLiteral("run:mbps");
    latest.per = BenchPer::Latest;
    const Ranking ranking = store.rank(latest);
    QCOMPARE(ranking.drives.size(), size_t(1));
    QCOMPARE(ranking.drives.front().runs, 3);
    QCOMPARE(ranking.drives.front().value, figureOf(runs[2], latest.figureKey));
    // The new column is there, empty for the old runs, filled for a new one.
    Known worn = runs.front();
    worn.startedAt = dateOf(10);
    QCOMPARE(store.addRuns(benchRunsOf(sessionOf(worn, 7), QStringLiteral("/worn.json"))), 1);
    const std::vector<HistoryEntry> history = store.history(QStringLiteral("M1"), QStringLiteral("run:mbps"));
    QCOMPARE(history.size(), size_t(4));
    for (size_t i = 0; i < 3; ++i) {
        QVERIFY(!history[i].wearPercent);
        QCOMPARE(*history[i].value, figureOf(runs[i], QStringLiteral("run:mbps")));
    }
    QCOMPARE(history.back().wearPercent, std::optional<double>(7));
}

void TestBench::newerSchemaIsRefused()
{
    SKIP_WITHOUT_SERVER();
    QFETCH(bool, postgres);
    const BenchLocation location = freshBench();
    {
        BenchStore store(location);
        QCOMPARE(store.runCount(), 0);
    }
    QVERIFY(runSql(location,
        QStringLiteral("UPDATE bench_meta SET value = '%1' WHERE name = 'schema_version'")
            .arg(BenchStore::kSchemaVersion + 1)));
    try {
        BenchStore store(location);
        QFAIL("a schema from a newer DriveScope was opened");
    } catch (const UserError& error) {
        QVERIFY2(error.message().contains(QLatin1String("newer DriveScope")), qPrintable(error.message()));
    }
    if (!postgres)
        QVERIFY(QFileInfo::exists(location.sqlitePath)); // refused, never set aside or replaced
}

void TestBench::pushIsIdempotent()
{
    SKIP_WITHOUT_SERVER();
    std::vector<Known> runs;
    for (int i = 0; i < 5; ++i)
        runs.push_back({ QStringLiteral("P%1").arg(i), QStringLiteral("P%1").arg(i), 1000000000000ull,
            QStringLiteral("nvme"), QStringLiteral("lab"), dateOf(i), QString(), 100.0 + i, 10000 });
    const BenchLocation location = freshBench();
    const QString queue = m_dir.filePath(QStringLiteral("queue%1.json").arg(m_count));
    const PushOutcome first = pushToBench(location, benchRunsFor(runs), queue);
    QCOMPARE(first.added, 5);
    QCOMPARE(first.queued, 0);
    // The same runs from other files: the same runs.
    std::vector<BenchRun> again = benchRunsFor(runs);
    for (BenchRun& run : again)
        run.sessionPath = QStringLiteral("/elsewhere/") + run.runId;
    const PushOutcome second = pushToBench(location, again, queue);
    QCOMPARE(second.added, 0);
    QCOMPARE(second.alreadyThere, 5);
    BenchStore store(location);
    QCOMPARE(store.runCount(), 5);
    QCOMPARE(store.incompleteRunCount(), 0);
    QVERIFY(!QFileInfo::exists(queue));
}

void TestBench::concurrentPushersLeaveEveryRunOnce()
{
    SKIP_WITHOUT_SERVER();
    const BenchLocation location = freshBench();
    constexpr int kPushers = 8;
    constexpr int kRuns = 100;
    std::vector<std::vector<BenchRun>> work(kPushers);
    for (int p = 0; p < kPushers; ++p) {
        std::vector<Known> runs;
        for (int i = 0; i < kRuns; ++i)
            runs.push_back({ QStringLiteral("C%1").arg(p), QStringLiteral("C%1-%2").arg(p).arg(i), 1000000000000ull,
                QStringLiteral("nvme"), QStringLiteral("pusher%1").arg(p), dateOf(i), QString(), 100.0 + i, 10000 });
        work[static_cast<size_t>(p)] = benchRunsFor(runs);
    }
    std::vector<QString> failures(kPushers);
    std::vector<PushOutcome> outcomes(kPushers);
    std::vector<std::unique_ptr<QThread>> threads;
    for (int p = 0; p < kPushers; ++p)
        threads.emplace_back(QThread::create([&, p] {
            try {
                // Each pusher sends its own runs and, at the same time, its neighbour's: 1600 sends, 800 runs.
                const size_t mine = static_cast<size_t>(p);
                std::vector<BenchRun> runs = work[mine];
                const std::vector<BenchRun>& other = work[(mine + 1) % kPushers];
                runs.insert(runs.end(), other.begin(), other.end());
                outcomes[mine]
                    = pushToBench(location, runs, m_dir.filePath(QStringLiteral("cq%1-%2").arg(m_count).arg(p)));
            } catch (const std::exception& error) {
                failures[static_cast<size_t>(p)] = QString::fromStdString(error.what());
            }
        }));
    for (auto& thread : threads)
        thread->start();
    for (auto& thread : threads)
        QVERIFY(thread->wait(300000));
    int added = 0;
    for (int p = 0; p < kPushers; ++p) {
        QCOMPARE(failures[static_cast<size_t>(p)], QString());
        QCOMPARE(outcomes[static_cast<size_t>(p)].queued, 0);
        added += outcomes[static_cast<size_t>(p)].added;
    }
    QCOMPARE(added, kPushers * kRuns);
    BenchStore store(location);
    QCOMPARE(store.runCount(), kPushers * kRuns);
    QCOMPARE(store.incompleteRunCount(), 0);
}

void TestBench::readOnlyRoleBrowsesButCannotPush()
{
    if (!m_server->running())
        QSKIP(qPrintable(m_server->skipReason()));
    const QString name = QStringLiteral("readonly%1").arg(++m_count);
    QVERIFY(m_server->createDatabase(name));
    std::vector<Known> runs { { QStringLiteral("R"), QStringLiteral("R1"), 1000000000000ull, QStringLiteral("nvme"),
        QStringLiteral("lab"), dateOf(1), QString(), 100, 10000 } };
    const QString queue = m_dir.filePath(QStringLiteral("rq%1.json").arg(m_count));
    QCOMPARE(pushToBench(BenchLocation::postgresql(m_server->url(name)), benchRunsFor(runs), queue).added, 1);
    bool ok = false;
    m_server->psql(name,
        QStringLiteral(
            "DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'reader') THEN "
            "CREATE ROLE reader LOGIN; END IF; END $$; GRANT SELECT ON ALL TABLES IN SCHEMA public TO reader"),
        &ok);
    QVERIFY(ok);
    const BenchLocation reader = BenchLocation::postgresql(m_server->url(name, QStringLiteral("reader")));
    {
        BenchStore store(reader);
        RankQuery query;
        query.figureKey = QStringLiteral("run:mbps");
        QCOMPARE(store.rank(query).drives.size(), size_t(1));
    }
    runs.front().serial = QStringLiteral("R2");
    try {
        pushToBench(reader, benchRunsFor(runs), queue);
        QFAIL("a read-only role pushed");
    } catch (const UserError& error) {
        QVERIFY2(error.message().contains(QLatin1String("does not let this user write")), qPrintable(error.message()));
    }
    QVERIFY(!QFileInfo::exists(queue)); // refused, not queued
    BenchStore store(BenchLocation::postgresql(m_server->url(name)));
    QCOMPARE(store.runCount(), 1);
}

void TestBench::unreachableServerQueuesThePush()
{
    if (!m_server->running())
        QSKIP(qPrintable(m_server->skipReason()));
    const QString name = QStringLiteral("queue%1").arg(++m_count);
    QVERIFY(m_server->createDatabase(name));
    const BenchLocation location = BenchLocation::postgresql(m_server->url(name));
    const QString queue = m_dir.filePath(QStringLiteral("uq%1.json").arg(m_count));
    std::vector<Known> runs;
    for (int i = 0; i < 3; ++i)
        runs.push_back({ QStringLiteral("U%1").arg(i), QStringLiteral("U%1").arg(i), 1000000000000ull,
            QStringLiteral("nvme"), QStringLiteral("lab"), dateOf(i), QString(), 100.0 + i, 10000 });
    QVERIFY(m_server->stop());
    const PushOutcome away = pushToBench(location, benchRunsFor(runs), queue);
    QVERIFY(m_server->start());
    QCOMPARE(away.added, 0);
    QCOMPARE(away.queued, 3);
    QVERIFY(!away.unreachable.isEmpty());
    QCOMPARE(queuedRunCount(location, queue), 3);
    // The next push, of nothing new, sends the queue.
    const PushOutcome back = pushToBench(location, {}, queue);
    QCOMPARE(back.added, 3);
    QCOMPARE(back.queued, 0);
    QCOMPARE(queuedRunCount(location, queue), 0);
    BenchStore store(location);
    QCOMPARE(store.runCount(), 3);
}

void TestBench::droppedConnectionLeavesNoHalfRun()
{
    if (!m_server->running())
        QSKIP(qPrintable(m_server->skipReason()));
    const QString name = QStringLiteral("dropped%1").arg(++m_count);
    QVERIFY(m_server->createDatabase(name));
    const BenchLocation location = BenchLocation::postgresql(m_server->url(name));
    {
        BenchStore make(location);
    }
    // The server drops the connection itself in the middle of a run's figures: the third run's mean
    // latency, after its first figures went in.
    constexpr uint64_t kCutLatencyNs = 424242;
    bool ok = false;
    m_server->psql(name,
        QStringLiteral("CREATE FUNCTION cut() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN "
                       "IF NEW.figure_key = 'run:mean-latency' AND NEW.value = %1 THEN "
                       "PERFORM pg_terminate_backend(pg_backend_pid()); END IF; RETURN NEW; END $$; "
                       "CREATE TRIGGER cut BEFORE INSERT ON bench_figures FOR EACH ROW EXECUTE FUNCTION cut()")
            .arg(kCutLatencyNs / 1000.0),
        &ok);
    QVERIFY(ok);
    std::vector<Known> runs;
    for (int i = 0; i < 6; ++i)
        runs.push_back(
            { QStringLiteral("X%1").arg(i), QStringLiteral("X%1").arg(i), 1000000000000ull, QStringLiteral("nvme"),
                QStringLiteral("lab"), dateOf(i), QString(), 100.0 + i, i == 2 ? kCutLatencyNs : 10000 });
    QCOMPARE(figureOf(runs[2], QStringLiteral("run:mean-latency")), kCutLatencyNs / 1000.0);
    const QString queue = m_dir.filePath(QStringLiteral("dq%1.json").arg(m_count));
    const PushOutcome cut = pushToBench(location, benchRunsFor(runs), queue);
    QVERIFY2(!cut.unreachable.isEmpty(), "the connection was not dropped");
    QVERIFY(cut.queued >= 1);
    QCOMPARE(cut.added + cut.queued, 6);
    {
        BenchStore store(location);
        QCOMPARE(store.runCount(), cut.added);
        QCOMPARE(store.incompleteRunCount(), 0);
    }
    m_server->psql(name, QStringLiteral("DROP TRIGGER cut ON bench_figures"), &ok);
    QVERIFY(ok);
    const PushOutcome resent = pushToBench(location, {}, queue);
    QCOMPARE(resent.added, cut.queued);
    BenchStore store(location);
    QCOMPARE(store.runCount(), 6);
    QCOMPARE(store.incompleteRunCount(), 0);
}

void TestBench::cliRanksTheLibrary()
{
    std::vector<Known> runs;
    for (int i = 0; i < 8; ++i)
        runs.push_back({ QStringLiteral("Model, \"%1\"").arg(i % 4), QStringLiteral("CLI%1").arg(i % 4),
            500000000000ull, QStringLiteral("nvme"), QStringLiteral("lab"), dateOf(i), QStringLiteral("cli"),
            100.0 + 37 * ((i * 5) % 8), 20000 });
    const QString directory = library(runs);
    const QString cli = QStringLiteral(DRIVESCOPE_CLI);
    const test::CliRun csv = test::runCli(cli,
        { QStringLiteral("bench"), QStringLiteral("rank"), QStringLiteral("--library"), directory,
            QStringLiteral("--figure"), QStringLiteral("run:mbps"), QStringLiteral("--highlight"),
            QStringLiteral("CLI2"), QStringLiteral("--csv") });
    QVERIFY2(csv.status == 0, qPrintable(csv.err));
    QVERIFY(QFileInfo::exists(BenchLocation::defaultIndexPath(directory)));
    // The expectation: each drive's best from its runs' own figures, highest first.
    std::map<QString, double> best;
    for (const Known& run : runs)
        best[run.serial] = std::max(best[run.serial], figureOf(run, QStringLiteral("run:mbps")));
    std::vector<std::pair<QString, double>> expected(best.begin(), best.end());
    std::sort(expected.begin(), expected.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
    const QStringList lines = csv.out.trimmed().split(QLatin1Char('\n'));
    QCOMPARE(lines.size(), static_cast<qsizetype>(expected.size() + 1));
    for (size_t i = 0; i < expected.size(); ++i) {
        const QString& line = lines[static_cast<qsizetype>(i + 1)];
        // The model's comma and quotes are quoted as CSV quotes them.
        QVERIFY2(line.contains(QStringLiteral("\"Model, \"\"")), qPrintable(line));
        QVERIFY2(line.contains(QLatin1Char(',') + expected[i].first + QLatin1Char(',')), qPrintable(line));
        QCOMPARE(line.endsWith(QLatin1String(",1")), expected[i].first == QLatin1String("CLI2"));
    }

    const test::CliRun json = test::runCli(cli,
        { QStringLiteral("bench"), QStringLiteral("rank"), QStringLiteral("--library"), directory,
            QStringLiteral("--figure"), QStringLiteral("run:mean-latency"), QStringLiteral("--per"),
            QStringLiteral("median"), QStringLiteral("--json") });
    QVERIFY2(json.status == 0, qPrintable(json.err));
    const QJsonObject document = QJsonDocument::fromJson(json.out.toUtf8()).object();
    QCOMPARE(document.value(QStringLiteral("better")).toString(), QStringLiteral("lower"));
    QCOMPARE(document.value(QStringLiteral("per")).toString(), QStringLiteral("median"));
    QCOMPARE(document.value(QStringLiteral("drives")).toArray().size(), 4);
    QCOMPARE(document.value(QStringLiteral("runs")).toInt(), 8);

    const test::CliRun text = test::runCli(cli,
        { QStringLiteral("bench"), QStringLiteral("rank"), QStringLiteral("--library"), directory,
            QStringLiteral("--figure"), QStringLiteral("run:mbps"), QStringLiteral("--label"),
            QStringLiteral("nothing") });
    QVERIFY2(text.status == 0, qPrintable(text.err));
    QVERIFY2(text.out.contains(QLatin1String("No run matches")), qPrintable(text.out));

    const test::CliRun figures = test::runCli(
        cli, { QStringLiteral("bench"), QStringLiteral("list-figures"), QStringLiteral("--library"), directory });
    QVERIFY2(figures.status == 0, qPrintable(figures.err));
    QVERIFY(figures.out.contains(QLatin1String("run:mbps")));
    QVERIFY(figures.out.contains(QLatin1String("8 runs of 4 drives")));

    const test::CliRun history = test::runCli(cli,
        { QStringLiteral("bench"), QStringLiteral("history"), QStringLiteral("--library"), directory,
            QStringLiteral("--serial"), QStringLiteral("CLI1"), QStringLiteral("--figure"),
            QStringLiteral("run:mbps") });
    QVERIFY2(history.status == 0, qPrintable(history.err));
    QCOMPARE(history.out.trimmed().split(QLatin1Char('\n')).size(), 2);

    // A deleted session leaves the index on the next query.
    QVERIFY(QFile::remove(directory + QStringLiteral("/run-0000.json")));
    const test::CliRun reindex = test::runCli(
        cli, { QStringLiteral("bench"), QStringLiteral("reindex"), QStringLiteral("--library"), directory });
    QVERIFY2(reindex.status == 0, qPrintable(reindex.err));
    QVERIFY2(reindex.out.contains(QLatin1String("7 session files, 7 runs")), qPrintable(reindex.out));

    // A run tagged as it is made: the tags are in its session, and the bench ranks by them.
    QTemporaryDir target;
    const QString tagged = directory + QStringLiteral("/tagged.json");
    const QStringList runTagged { QStringLiteral("run"), QStringLiteral("--target"), target.path(),
        QStringLiteral("--file-size"), QStringLiteral("8M"), QStringLiteral("--bs"), QStringLiteral("1M"),
        QStringLiteral("--duration"), QStringLiteral("0.2"), QStringLiteral("--no-progress"),
        QStringLiteral("--session"), tagged, QStringLiteral("--tag"), QStringLiteral("Review 2026, fleet-A"),
        QStringLiteral("--tag"), QStringLiteral("REVIEW 2026") };
    const test::CliRun made = test::runCli(cli, runTagged);
    QVERIFY2(made.status == 0, qPrintable(made.err));
    QCOMPARE(loadSession(tagged).runs.front().tags,
        QStringList({ QStringLiteral("Review 2026"), QStringLiteral("fleet-A") }));
    const test::CliRun byTag = test::runCli(cli,
        { QStringLiteral("bench"), QStringLiteral("rank"), QStringLiteral("--library"), directory,
            QStringLiteral("--figure"), QStringLiteral("run:mbps"), QStringLiteral("--tag"),
            QStringLiteral("review 2026"), QStringLiteral("--json") });
    QVERIFY2(byTag.status == 0, qPrintable(byTag.err));
    const QJsonArray tagDrives
        = QJsonDocument::fromJson(byTag.out.toUtf8()).object().value(QStringLiteral("drives")).toArray();
    QCOMPARE(tagDrives.size(), 1);
    QCOMPARE(tagDrives.at(0).toObject().value(QStringLiteral("session")).toString(), tagged);
    const test::CliRun tags = test::runCli(
        cli, { QStringLiteral("bench"), QStringLiteral("list-tags"), QStringLiteral("--library"), directory });
    QVERIFY2(tags.status == 0, qPrintable(tags.err));
    QVERIFY2(tags.out.contains(QLatin1String("review 2026")) && tags.out.contains(QLatin1String("fleet-a")),
        qPrintable(tags.out));
    // A bad tag is refused before anything runs or is saved.
    QVERIFY(QFile::remove(tagged));
    for (const QString& bad : { QStringLiteral("ok,"), QString(41, QLatin1Char('t')) }) {
        const test::CliRun refused
            = test::runCli(cli, runTagged.mid(0, runTagged.size() - 4) + QStringList { QStringLiteral("--tag"), bad });
        QCOMPARE(refused.status, 2);
        QVERIFY2(refused.err.contains(QLatin1String("--tag: ")), qPrintable(refused.err));
        QVERIFY(!QFileInfo::exists(tagged));
    }
}

void TestBench::cliRefusesBadInput()
{
    const QString cli = QStringLiteral(DRIVESCOPE_CLI);
    // A new user: no library, no index yet. Said, not refused; a figure no run has is refused.
    const QString defaultIndex = BenchLocation::defaultIndexPath(sessionLibraryDirectory());
    QVERIFY(!QFileInfo::exists(defaultIndex));
    const test::CliRun empty = test::runCli(cli, { QStringLiteral("bench"), QStringLiteral("list-figures") });
    QVERIFY2(empty.status == 0, qPrintable(empty.err));
    QVERIFY2(empty.out.contains(QLatin1String("holds no runs")), qPrintable(empty.out));
    QVERIFY(QFileInfo::exists(defaultIndex));

    const QString directory = library({ { QStringLiteral("B"), QStringLiteral("B1"), 1000000000ull,
        QStringLiteral("sata"), QStringLiteral("lab"), dateOf(1), QString(), 100, 10000 } });
    QFile notSession(m_dir.filePath(QStringLiteral("not-a-session.json")));
    QVERIFY(notSession.open(QIODevice::WriteOnly));
    notSession.write("[1, 2");
    notSession.close();
    const QString library = QStringLiteral("--library");
    const std::vector<std::pair<QStringList, const char*>> refusals {
        { { QStringLiteral("bench") }, "bench needs one of" },
        { { QStringLiteral("bench"), QStringLiteral("sort") }, "bench needs one of" },
        { { QStringLiteral("bench"), QStringLiteral("rank"), library, directory }, "needs --figure" },
        { { QStringLiteral("bench"), QStringLiteral("rank"), library, directory, QStringLiteral("--figure"),
              QStringLiteral("run:nothing") },
            "no run in the bench" },
        { { QStringLiteral("bench"), QStringLiteral("rank"), library, directory, QStringLiteral("--figure"),
              QStringLiteral("run:mbps"), QStringLiteral("--per"), QStringLiteral("worst") },
            "--per takes" },
        { { QStringLiteral("bench"), QStringLiteral("rank"), library, directory, QStringLiteral("--figure"),
              QStringLiteral("run:mbps"), QStringLiteral("--since"), QStringLiteral("yesterday") },
            "--since takes" },
        { { QStringLiteral("bench"), QStringLiteral("rank"), library, directory, QStringLiteral("--figure"),
              QStringLiteral("run:mbps"), QStringLiteral("--source"), QStringLiteral("IOMeter") },
            "--source takes" },
        { { QStringLiteral("bench"), QStringLiteral("rank"), QStringLiteral("--bench"),
              QStringLiteral("postgresql://lab:hunter2@localhost/bench"), QStringLiteral("--figure"),
              QStringLiteral("run:mbps") },
            "~/.pgpass" },
        { { QStringLiteral("bench"), QStringLiteral("push"), m_dir.filePath(QStringLiteral("x.json")) },
            "needs the shared bench" },
        { { QStringLiteral("bench"), QStringLiteral("push"), QStringLiteral("--bench"),
              QStringLiteral("postgresql://lab@localhost/bench"), notSession.fileName() },
            "not-a-session.json" },
        { { QStringLiteral("bench"), QStringLiteral("list-figures"), QStringLiteral("extra") }, "takes no files" },
        { { QStringLiteral("bench"), QStringLiteral("history"), library, directory }, "needs --serial" },
    };
    for (const auto& [arguments, message] : refusals) {
        const test::CliRun run = test::runCli(cli, arguments);
        QVERIFY2(run.status == 2, qPrintable(arguments.join(QLatin1Char(' ')) + QStringLiteral(": ") + run.err));
        QVERIFY2(run.err.contains(QLatin1String(message)), qPrintable(run.err));
        QVERIFY2(!run.err.contains(QLatin1String("hunter2")), qPrintable(run.err));
    }
    // A symbolic link where the index goes is never opened or replaced.
    const QString linked = m_dir.filePath(QStringLiteral("linked"));
    QDir().mkpath(linked);
    QVERIFY(QFile::link(m_dir.filePath(QStringLiteral("elsewhere.sqlite")), BenchLocation::defaultIndexPath(linked)));
    const test::CliRun link = test::runCli(
        cli, { QStringLiteral("bench"), QStringLiteral("reindex"), QStringLiteral("--library"), linked });
    QCOMPARE(link.status, 2);
    QVERIFY2(link.err.contains(QLatin1String("not a regular file")), qPrintable(link.err));
    QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("elsewhere.sqlite"))));
}

void TestBench::cliPushesAndQueues()
{
    if (!m_server->running())
        QSKIP(qPrintable(m_server->skipReason()));
    const QString name = QStringLiteral("cli%1").arg(++m_count);
    QVERIFY(m_server->createDatabase(name));
    const QString url = m_server->url(name);
    std::vector<Known> runs;
    for (int i = 0; i < 3; ++i)
        runs.push_back({ QStringLiteral("Q%1").arg(i), QStringLiteral("Q%1").arg(i), 1000000000000ull,
            QStringLiteral("nvme"), QStringLiteral("lab"), dateOf(i), QString(), 100.0 + i, 10000 });
    const QString directory = library(runs);
    QStringList files;
    for (const QString& file : QDir(directory).entryList({ QStringLiteral("*.json") }))
        files.append(directory + QLatin1Char('/') + file);
    const QString cli = QStringLiteral(DRIVESCOPE_CLI);
    const QStringList push
        = QStringList { QStringLiteral("bench"), QStringLiteral("push"), QStringLiteral("--bench"), url } + files;
    const test::CliRun first = test::runCli(cli, push);
    QVERIFY2(first.status == 0, qPrintable(first.err));
    QVERIFY2(first.out.contains(QLatin1String("3 runs added, 0 already there")), qPrintable(first.out));
    const test::CliRun second = test::runCli(cli, push);
    QVERIFY2(second.out.contains(QLatin1String("0 runs added, 3 already there")), qPrintable(second.out));

    // The server away: queued, and sent by the next reindex.
    runs.push_back({ QStringLiteral("Q9"), QStringLiteral("Q9"), 1000000000000ull, QStringLiteral("nvme"),
        QStringLiteral("lab"), dateOf(9), QString(), 900, 10000 });
    const QString late = m_dir.filePath(QStringLiteral("late%1.json").arg(m_count));
    saveSession(sessionOf(runs.back()), late);
    QVERIFY(m_server->stop());
    const test::CliRun away
        = test::runCli(cli, { QStringLiteral("bench"), QStringLiteral("push"), QStringLiteral("--bench"), url, late });
    QVERIFY(m_server->start());
    QVERIFY2(away.status == 0, qPrintable(away.err));
    QVERIFY2(away.out.contains(QLatin1String("1 queued")), qPrintable(away.out));
    QVERIFY(QFileInfo::exists(m_dir.filePath(QStringLiteral("state/drivescope/bench-queue.json"))));
    const test::CliRun reindex = test::runCli(cli,
        { QStringLiteral("bench"), QStringLiteral("reindex"), QStringLiteral("--library"), directory,
            QStringLiteral("--bench"), url });
    QVERIFY2(reindex.status == 0, qPrintable(reindex.err));
    QVERIFY2(reindex.out.contains(QLatin1String("sent 1 queued runs, 0 still queued")), qPrintable(reindex.out));

    const test::CliRun rank = test::runCli(cli,
        { QStringLiteral("bench"), QStringLiteral("rank"), QStringLiteral("--bench"), url, QStringLiteral("--figure"),
            QStringLiteral("run:mbps"), QStringLiteral("--json") });
    QVERIFY2(rank.status == 0, qPrintable(rank.err));
    const QJsonArray drives
        = QJsonDocument::fromJson(rank.out.toUtf8()).object().value(QStringLiteral("drives")).toArray();
    QCOMPARE(drives.size(), 4);
    QCOMPARE(drives.first().toObject().value(QStringLiteral("serial")).toString(), QStringLiteral("Q9"));
}

QTEST_GUILESS_MAIN(TestBench)
#include "tst_bench.moc"
