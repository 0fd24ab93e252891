#include "device/hostfacts.h"
#include "device/target.h"
#include "files/sessionfiles.h"
#include "fixtures/blockdevicefixtures.h"
#include "fixtures/sessionsamples.h"
#include "model/caveats.h"
#include "model/plansettings.h"
#include "model/results/packedzones.h"
#include "model/session.h"
#include "model/usererror.h"
#include "run/otheriomonitor.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <thread>
#include <unistd.h>

using namespace ds;
using namespace ds::test;

// The session file: every test type through save and load, atomic writes, clear errors for bad
// files, and the CLI saving each finished run with its caveats.
class TestSession : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void everyTestTypeSurvivesSaveAndLoad();
    void sessionHoldsHostDevicesAndVersion();
    void largeSurfaceIsPackedAndReadsBackWhole();
    void packedColumnsDecodeStraightFromTheFile_data();
    void packedColumnsDecodeStraightFromTheFile();
    void parseErrorsPointIntoTheFile();
    void packedZoneStoreTakesTheColumnsOutOfTheDocument();
    void errorsAreNamedInWords();
    void saveReplacesAtomically();
    void saveReportsAnUnwritablePath();
    void badFilesGiveAClearError_data();
    void badFilesGiveAClearError();
    void fuzzSeedsAreSessions();
    void otherIoIsComparedWithOurOwn();
    void otherIoMonitorAddsUpAndWatchesTheDevice();
    void targetCaveatsNameWhatDistorts();
    void figureAboveTheLinkIsCalledACache();
    void cliSavesEveryRunToTheLibrary();
    void cliSessionOptionAppendsAndNoSaveSkips();
    void cliShowsOtherIoOnTheDevice();
    void repeatsSpreadOverFivePercentAreUnstable();
    void repeatabilityIsDerivedForOldSessions();
    void cliMarksAnUnstableFigureWithItsRuns();
    void quickProfileFollowsTheDrive();
    void quickProfilesCarryCrystalDiskMarksSettings();
    void quickSessionsWithoutAProfileLoadAsDefault();

private:
    static Session sampleSession();
    CliRun cli(const QStringList& arguments, const QString& dataHome);

    QTemporaryDir m_dir;
};

void TestSession::initTestCase() { QVERIFY(m_dir.isValid()); }

Session TestSession::sampleSession()
{
    Session session = Session::startNew(QStringLiteral("test"), readHostFacts());
    session.title = QStringLiteral("controller A, write-back on");
    const std::vector<SessionResult> results { sampleWorkloadResult(), sampleSurface(), sampleAccess(), sampleBurst(),
        sampleHdTach(), sampleSustained(), sampleSweep(), sampleSweep(SweepKind::QueueDepth), samplePatterns(),
        sampleMulti(), sampleScaling(), sampleQuick(), sampleCopy() };
    for (const SessionResult& result : results) {
        SessionRun run;
        run.command = QStringLiteral("drivescope-cli test");
        run.startedAt = QStringLiteral("2026-11-30T01:00:00Z");
        run.result = result;
        run.errors = { QStringLiteral("3 read errors (EIO)") };
        run.caveats = { { QStringLiteral("test-file"), QStringLiteral("a test file") } };
        session.addRun(run);
    }
    return session;
}

CliRun TestSession::cli(const QStringList& arguments, const QString& dataHome)
{
    // XDG_DATA_HOME decides where the library is; runCli keeps an existing one.
    qputenv("XDG_DATA_HOME", QFile::encodeName(dataHome));
    CliRun run = runCli(QStringLiteral(DRIVESCOPE_CLI), arguments, m_dir.path());
    qunsetenv("XDG_DATA_HOME");
    return run;
}

void TestSession::everyTestTypeSurvivesSaveAndLoad()
{
    const Session session = sampleSession();
    QCOMPARE(session.runs.size(), size_t { 13 });
    const QString path = m_dir.filePath(QStringLiteral("all.json"));
    saveSession(session, path);
    const Session loaded = loadSession(path);
    QCOMPARE(loaded.runs.size(), session.runs.size());
    for (size_t i = 0; i < session.runs.size(); ++i) {
        const SessionRun& before = session.runs[i];
        const SessionRun& after = loaded.runs[i];
        QCOMPARE(after.kindName(), before.kindName());
        QCOMPARE(after.result.index(), before.result.index());
        QCOMPARE(after.id, QString::number(i + 1));
        QCOMPARE(after.title(), before.title());
        QCOMPARE(after.fioCommand(), before.fioCommand());
        QCOMPARE(after.errors, before.errors);
        QCOMPARE(after.caveats, before.caveats);
        QCOMPARE(after.toJson(), before.toJson());
    }
    // The surface's zones went through the compact columns and came back whole.
    const auto& surface = std::get<SurfaceResult>(loaded.runs[1].result);
    QCOMPARE(surface.zones.size(), size_t { 50 });
    QCOMPARE(surface.zones[49].timedOffset, std::get<SurfaceResult>(session.runs[1].result).zones[49].timedOffset);
    QCOMPARE(surface.toJson(), std::get<SurfaceResult>(session.runs[1].result).toJson());
    QCOMPARE(QJsonDocument(loaded.toJson()).toJson(), QJsonDocument(session.toJson()).toJson());
}

void TestSession::largeSurfaceIsPackedAndReadsBackWhole()
{
    Session session = Session::startNew(QStringLiteral("test"));
    SessionRun run;
    run.result = sampleSurface(70000);
    session.addRun(run);
    const QJsonObject saved = session.toJson();
    const QJsonObject result
        = saved.value(QStringLiteral("runs")).toArray().at(0).toObject().value(QStringLiteral("result")).toObject();
    QVERIFY(result.contains(QStringLiteral("zoneColumnsPacked")));
    QVERIFY(!result.contains(QStringLiteral("zoneColumns")));
    const Session loaded = Session::parse(session.toBytes());
    const auto& before = std::get<SurfaceResult>(session.runs.front().result);
    const auto& after = std::get<SurfaceResult>(loaded.runs.front().result);
    QCOMPARE(after.zones.size(), before.zones.size());
    for (size_t i = 0; i < before.zones.size(); i += 997) {
        QCOMPARE(after.zones[i].offset, before.zones[i].offset);
        QCOMPARE(after.zones[i].seconds, before.zones[i].seconds);
        QCOMPARE(after.zones[i].errors, before.zones[i].errors);
    }
    QCOMPARE(after.toJson(), before.toJson());
}

namespace {
// A session of two large packed surfaces (a surface and an hdtach), each column well over the size
// PackedZoneStore decodes straight from the text.
Session largePackedSession()
{
    Session session = Session::startNew(QStringLiteral("test"));
    SessionRun surface;
    surface.result = sampleSurface(70000);
    session.addRun(surface);
    HdTachResult hdtach = sampleHdTach();
    hdtach.surface = sampleSurface(80000, 2.0);
    SessionRun second;
    second.result = hdtach;
    session.addRun(second);
    return session;
}

const SurfaceResult& surfaceOf(const SessionRun& run)
{
    if (const auto* hdtach = std::get_if<HdTachResult>(&run.result))
        return hdtach->surface;
    return std::get<SurfaceResult>(run.result);
}
}

void TestSession::packedColumnsDecodeStraightFromTheFile_data()
{
    QTest::addColumn<QByteArray>("bytes");
    const QByteArray saved = largePackedSession().toBytes();
    QTest::newRow("as saved") << saved;
    // A JSON tool may write '/' as "\/", or indent: the columns then go through the document instead.
    QByteArray escaped = saved;
    escaped.replace("/", "\\/");
    QTest::newRow("slashes escaped") << escaped;
    QTest::newRow("indented") << QJsonDocument::fromJson(saved).toJson(QJsonDocument::Indented);
}

// The zones decoded from the file's bytes (PackedZoneStore) are the zones saved, whichever way the
// file spells its JSON.
void TestSession::packedColumnsDecodeStraightFromTheFile()
{
    QFETCH(QByteArray, bytes);
    const Session session = largePackedSession();
    const Session loaded = Session::parse(bytes);
    QCOMPARE(loaded.runs.size(), session.runs.size());
    for (size_t run = 0; run < session.runs.size(); ++run) {
        const SurfaceResult& before = surfaceOf(session.runs[run]);
        const SurfaceResult& after = surfaceOf(loaded.runs[run]);
        QCOMPARE(after.zones.size(), before.zones.size());
        for (size_t i = 0; i < before.zones.size(); ++i) {
            const SurfaceZone& a = after.zones[i];
            const SurfaceZone& b = before.zones[i];
            if (a.index != b.index || a.offset != b.offset || a.timedOffset != b.timedOffset || a.bytes != b.bytes
                || a.seconds != b.seconds || a.errors != b.errors)
                QFAIL(qPrintable(QStringLiteral("run %1, zone %2 differs").arg(run).arg(i)));
        }
    }
}

// A damaged file's error names the byte of the file, not of the shorter text parsed once the packed
// columns were taken out.
void TestSession::parseErrorsPointIntoTheFile()
{
    QByteArray bytes = largePackedSession().toBytes();
    const qsizetype damage = bytes.lastIndexOf("\"title\"");
    QVERIFY(damage > 1'000'000);
    bytes[damage] = '!';
    QJsonParseError expected {};
    QVERIFY(QJsonDocument::fromJson(bytes, &expected).isNull());
    try {
        Session::parse(bytes, QStringLiteral("damaged.json"));
        QFAIL("a damaged file loaded");
    } catch (const UserError& error) {
        QVERIFY2(
            error.message().contains(QStringLiteral("at byte %1").arg(expected.offset)), qPrintable(error.message()));
    }
}

// The mechanism itself: the document PackedZoneStore parses holds a short reference where each large
// column was, SurfaceResult::fromJson follows it only within a Scope of that store, and a column the
// other four cannot follow (a file of one long column) is left in the document.
void TestSession::packedZoneStoreTakesTheColumnsOutOfTheDocument()
{
    const QByteArray bytes = largePackedSession().toBytes();
    PackedZoneStore store;
    QJsonParseError error {};
    const QJsonDocument document = store.parse(bytes, &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    QVERIFY2(document.toJson(QJsonDocument::Compact).size() < 64 * 1024, "the columns are still in the document");
    const QJsonObject result = document.object()
                                   .value(QStringLiteral("runs"))
                                   .toArray()
                                   .at(0)
                                   .toObject()
                                   .value(QStringLiteral("result"))
                                   .toObject();
    const QString offset
        = result.value(QStringLiteral("zoneColumnsPacked")).toObject().value(QStringLiteral("offset")).toString();
    QVERIFY2(offset.startsWith(QLatin1String("@packed ")) && offset.size() < 64, qPrintable(offset.left(64)));
    // Outside a scope the reference is no column.
    QVERIFY_THROWS_EXCEPTION(UserError, SurfaceResult::fromJson(result));
    {
        const PackedZoneStore::Scope scope(store);
        const SurfaceResult surface = SurfaceResult::fromJson(result);
        QCOMPARE(surface.zones.size(), size_t { 70000 });
        QCOMPARE(surface.zones[69999].seconds, sampleSurface(70000).zones[69999].seconds);
    }
    // A reference made by another store (another load) is not followed.
    PackedZoneStore other;
    other.parse(bytes, &error);
    {
        const PackedZoneStore::Scope scope(other);
        QVERIFY_THROWS_EXCEPTION(UserError, SurfaceResult::fromJson(result));
    }
    const QByteArray column = QByteArray(20000 * 8, '\0').toBase64();
    PackedZoneStore alone;
    const QJsonDocument kept
        = alone.parse(R"({"zoneColumnsPacked":{"count":20000,"offset":")" + column + R"("}})", &error);
    QCOMPARE(kept.object()
                 .value(QStringLiteral("zoneColumnsPacked"))
                 .toObject()
                 .value(QStringLiteral("offset"))
                 .toString()
                 .toLatin1(),
        column);
}

void TestSession::errorsAreNamedInWords()
{
    const QStringList surface = SessionRun::errorsOf(sampleSurface());
    QCOMPARE(surface,
        (QStringList { QStringLiteral("surface: 3 I/O error(s)"),
            QStringLiteral("surface stopped early: the device went away") }));
    const QStringList run = SessionRun::errorsOf(sampleWorkloadResult());
    QCOMPARE(run.size(), 2);
    QVERIFY2(run[0].endsWith(QStringLiteral(": 6 I/O error(s)")), qPrintable(run[0]));
    QVERIFY(SessionRun::errorsOf(sampleCopy()).isEmpty());
}

void TestSession::sessionHoldsHostDevicesAndVersion()
{
    const Session session = sampleSession();
    const QJsonObject json = session.toJson();
    QCOMPARE(json.value(QStringLiteral("format")).toString(), QStringLiteral("drivescope-session"));
    QCOMPARE(json.value(QStringLiteral("formatVersion")).toInt(), Session::kFormatVersion);
    QCOMPARE(json.value(QStringLiteral("appVersion")).toString(), QStringLiteral(DRIVESCOPE_VERSION));
    QVERIFY(!session.host.kernel.isEmpty());
    QVERIFY(session.host.cpuCount > 0);
    QVERIFY2(session.host.memoryBytes > (64u << 20), "MemTotal from /proc/meminfo");
    // The drives of all runs, once each: sdz (all samples) and sdy (the second multi target).
    QCOMPARE(session.devices.size(), size_t { 2 });
    QCOMPARE(session.devices[0].queueDepth, 31);
    const QJsonObject run = json.value(QStringLiteral("runs")).toArray().at(0).toObject();
    QCOMPARE(run.value(QStringLiteral("kind")).toString(), QStringLiteral("run"));
    QCOMPARE(run.value(QStringLiteral("plan")).toObject().value(QStringLiteral("queueDepth")).toInt(), 32);
    QCOMPARE(run.value(QStringLiteral("fioCommand")).toString(), sampleWorkloadResult().fioCommand);
}

void TestSession::saveReplacesAtomically()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("s.json"));
    Session first = Session::startNew(QStringLiteral("first"));
    saveSession(first, path);
    Session second = sampleSession();
    saveSession(second, path);
    QCOMPARE(loadSession(path).runs.size(), size_t { 13 });
    // Nothing but the file itself: the temporary file was renamed over it.
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList { QStringLiteral("s.json") });
}

void TestSession::saveReportsAnUnwritablePath()
{
    QTemporaryDir dir;
    QFile blocker(dir.filePath(QStringLiteral("file")));
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    try {
        saveSession(Session::startNew(QStringLiteral("x")), dir.filePath(QStringLiteral("file/below/s.json")));
        QFAIL("saved below a regular file");
    } catch (const UserError& error) {
        QVERIFY2(error.message().contains(QStringLiteral("file/below")), qPrintable(error.message()));
    }
    // A device there is refused and keeps its node (the window's Save as… could name one): the node is
    // made here, with /dev/null's numbers, so a failure cannot replace /dev/null itself. Loading it
    // is refused too, rather than read without end.
    const QString node = dir.filePath(QStringLiteral("null"));
    if (::mknod(QFile::encodeName(node).constData(), S_IFCHR | 0666, makedev(1, 3)) != 0)
        QSKIP("device nodes cannot be made here (mknod needs root)");
    for (const bool saving : { true, false }) {
        try {
            if (saving)
                saveSession(Session::startNew(QStringLiteral("x")), node);
            else
                loadSession(node);
            QFAIL("a device was used as a session");
        } catch (const UserError& error) {
            QVERIFY2(
                error.message().contains(saving ? QStringLiteral("not a regular file") : QStringLiteral("is a device")),
                qPrintable(error.message()));
        }
        struct stat status { };
        QVERIFY(::lstat(QFile::encodeName(node).constData(), &status) == 0 && S_ISCHR(status.st_mode));
    }
}

void TestSession::badFilesGiveAClearError_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("expected");
    const QByteArray good = sampleSession().toBytes();
    QTest::newRow("empty") << QByteArray() << QStringLiteral("is empty");
    QTest::newRow("truncated") << good.left(good.size() / 2) << QStringLiteral("not valid JSON");
    QTest::newRow("not json") << QByteArray("PK\x03\x04 zip") << QStringLiteral("not valid JSON");
    QTest::newRow("array") << QByteArray("[1,2,3]") << QStringLiteral("not an object");
    QTest::newRow("other json") << QByteArray(R"({"patterns":[]})") << QStringLiteral("not a DriveScope session");
    QByteArray newer = good;
    newer.replace("\"formatVersion\":1", "\"formatVersion\":99");
    QTest::newRow("newer version") << newer << QStringLiteral("format version 99, made by a newer DriveScope");
    QTest::newRow("version as text") << QByteArray(R"({"format":"drivescope-session","formatVersion":"one"})")
                                     << QStringLiteral("formatVersion");
    QTest::newRow("NaN") << QByteArray(R"({"format":"drivescope-session","formatVersion":1,"runs":[NaN]})")
                         << QStringLiteral("not valid JSON");
    QTest::newRow("deep nesting") << QByteArray(100000, '[') << QStringLiteral("not valid JSON");
    QTest::newRow("runs not an array") << QByteArray(R"({"format":"drivescope-session","formatVersion":1,"runs":{}})")
                                       << QStringLiteral("runs:");
    QTest::newRow("unknown test kind") << QByteArray(
        R"({"format":"drivescope-session","formatVersion":1,"runs":[{"kind":"defrag","result":{}}]})")
                                       << QStringLiteral("runs[0].kind: unknown test 'defrag'");
    QTest::newRow("run without result") << QByteArray(
        R"({"format":"drivescope-session","formatVersion":1,"runs":[{"kind":"run"}]})")
                                        << QStringLiteral("runs[0].result: missing");
    QByteArray wrongType = good;
    wrongType.replace("\"queueDepth\":32", "\"queueDepth\":\"deep\"");
    QTest::newRow("wrong type deep inside") << wrongType << QStringLiteral("runs[0].result.workload.queueDepth");
    // A million-element array of nonsense where the surface's zones belong.
    QByteArray huge
        = R"({"format":"drivescope-session","formatVersion":1,"runs":[{"kind":"surface","result":{"zones":[)";
    for (int i = 0; i < 1000000; ++i)
        huge += "true,";
    huge += "true]}}]}";
    QTest::newRow("huge array of wrong type") << huge << QStringLiteral("runs[0].result.zones[0]");
    const QByteArray packedHead
        = R"({"format":"drivescope-session","formatVersion":1,"runs":[{"kind":"surface","result":{"zoneColumnsPacked":)";
    const QByteArray eight = QByteArray(8, '\0').toBase64();
    QByteArray nan(8, '\0');
    const double notANumber = std::nan("");
    std::memcpy(nan.data(), &notANumber, 8);
    QTest::newRow("packed column too short") << packedHead + R"({"count":2,"offset":")" + eight + R"("}}}]})"
                                             << QStringLiteral("zoneColumnsPacked.offset: 8 bytes, not 2 values");
    QTest::newRow("packed column not base64")
        << packedHead + R"({"count":1,"offset":"%%%"}}}]})" << QStringLiteral("zoneColumnsPacked.offset: not base64");
    QTest::newRow("packed NaN seconds") << packedHead + R"({"count":1,"offset":")" + eight + R"(","timedOffset":")"
            + eight + R"(","bytes":")" + eight + R"(","seconds":")" + nan.toBase64() + R"(","errors":")" + eight
            + R"("}}}]})" << QStringLiteral("seconds[0]: not a time");
    // Columns large enough to be decoded straight from the file give the same errors.
    auto zeros = [](qsizetype values) { return QByteArray(values * 8, '\0').toBase64(); };
    auto columns = [&](qsizetype count, qsizetype values, qsizetype timedValues) {
        return packedHead + R"({"count":)" + QByteArray::number(count) + R"(,"offset":")" + zeros(values)
            + R"(","timedOffset":")" + zeros(timedValues) + R"(","bytes":")" + zeros(values) + R"(","seconds":")"
            + zeros(values) + R"(","errors":")" + zeros(values) + R"("}}}]})";
    };
    QTest::newRow("large packed columns too short")
        << columns(20000, 10000, 10000) << QStringLiteral("zoneColumnsPacked.offset: 80000 bytes, not 20000 values");
    QTest::newRow("large packed columns of unequal length") << columns(
        10000, 10000, 9000) << QStringLiteral("zoneColumnsPacked.timedOffset: 72000 bytes, not 10000 values");
    QTest::newRow("one large packed column alone") << packedHead + R"({"count":20000,"offset":")" + zeros(10000)
            + R"("}}}]})" << QStringLiteral("zoneColumnsPacked.offset: 80000 bytes, not 20000 values");
    QByteArray lateNan(10000 * 8, '\0');
    std::memcpy(lateNan.data() + 9000 * 8, &notANumber, 8);
    QTest::newRow("large packed NaN seconds") << packedHead + R"({"count":10000,"offset":")" + zeros(10000)
            + R"(","timedOffset":")" + zeros(10000) + R"(","bytes":")" + zeros(10000) + R"(","seconds":")"
            + lateNan.toBase64() + R"(","errors":")" + zeros(10000)
            + R"("}}}]})" << QStringLiteral("seconds[9000]: not a time");
    QTest::newRow("packed count absurd") << packedHead + R"({"count":1e12}}}]})"
                                         << QStringLiteral("zoneColumnsPacked.count");
    QTest::newRow("columns of unequal length")
        << QByteArray(R"({"format":"drivescope-session","formatVersion":1,"runs":[{"kind":"surface","result":)"
                      R"({"zoneColumns":{"offset":[1,2],"timedOffset":[1],"bytes":[],"seconds":[],"errors":[]}}}]})")
        << QStringLiteral("zoneColumns: the columns differ in length");
}

void TestSession::badFilesGiveAClearError()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, expected);
    const QString path = m_dir.filePath(QStringLiteral("bad.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(bytes);
    file.close();
    try {
        loadSession(path);
        QFAIL("a bad file loaded");
    } catch (const UserError& error) {
        QVERIFY2(error.message().startsWith(path), qPrintable(error.message()));
        QVERIFY2(error.message().contains(expected), qPrintable(error.message()));
    }
}

void TestSession::fuzzSeedsAreSessions()
{
    // The libFuzzer target starts from these; each must load, so the fuzzer begins deep inside.
    // tests/data need not exist: clean the path rather than walk through it.
    const QDir corpus(QDir::cleanPath(QStringLiteral(DRIVESCOPE_TESTS_DIR "/fuzz/corpus")));
    const QStringList seeds = corpus.entryList({ QStringLiteral("*.json") }, QDir::Files);
    QVERIFY(seeds.size() >= 10);
    for (const QString& seed : seeds) {
        try {
            const Session session = loadSession(corpus.filePath(seed));
            QCOMPARE(session.runs.size(), size_t { 1 });
        } catch (const UserError& error) {
            QFAIL(qPrintable(error.message()));
        }
    }
}

void TestSession::otherIoIsComparedWithOurOwn()
{
    const std::optional<BlockStat> parsed
        = BlockStat::parse("    1000  5  204800  10  500  0  102400  7  0  20  30  0  0  0  0  0  0\n");
    QVERIFY(parsed.has_value());
    QCOMPARE(parsed->readIos, uint64_t { 1000 });
    QCOMPARE(parsed->readMerges, uint64_t { 5 });
    QCOMPARE(parsed->readSectors, uint64_t { 204800 });
    QCOMPARE(parsed->writeSectors, uint64_t { 102400 });
    QVERIFY(!BlockStat::parse("1 2 3").has_value());

    const BlockStat before {};
    BlockStat after;
    after.readSectors = (100u << 20) / 512; // 100 MiB read in all
    const OwnIo own { 100u << 20, 0 };
    QVERIFY(!OtherIoProbe::compare(QStringLiteral("sdz"), before, after, own, 0).has_value());
    after.readSectors = (400u << 20) / 512; // 300 MiB more than ours
    const std::optional<Caveat> other = OtherIoProbe::compare(QStringLiteral("sdz"), before, after, own, 0);
    QVERIFY(other.has_value());
    QCOMPARE(other->code, QStringLiteral("other-io"));
    QVERIFY2(other->text.contains(QStringLiteral("314.6 MB read")), qPrintable(other->text));
    // What the run issued uncounted (warm-up) is allowed for.
    QVERIFY(!OtherIoProbe::compare(QStringLiteral("sdz"), before, after, own, 300u << 20).has_value());
    // … but a run that only read explains no writes: 16 MiB written by others shows, 4 MiB does not.
    after.writeSectors = (16u << 20) / 512;
    const std::optional<Caveat> writes = OtherIoProbe::compare(QStringLiteral("sdz"), before, after, own, 300u << 20);
    QVERIFY(writes.has_value());
    QVERIFY2(writes->text.contains(QStringLiteral("16.8 MB written")), qPrintable(writes->text));
    // The figures leave out what the run issued uncounted: its pre-reads are no one else's reads.
    QVERIFY2(writes->text.contains(QStringLiteral(" 0.0 MB read")), qPrintable(writes->text));
    const std::optional<Caveat> partly = OtherIoProbe::compare(QStringLiteral("sdz"), before, after, own, 200u << 20);
    QVERIFY(partly.has_value());
    QVERIFY2(partly->text.contains(QStringLiteral("104.9 MB read")), qPrintable(partly->text));
    after.writeSectors = (4u << 20) / 512;
    QVERIFY(!OtherIoProbe::compare(QStringLiteral("sdz"), before, after, own, 300u << 20).has_value());
}

void TestSession::otherIoMonitorAddsUpAndWatchesTheDevice()
{
    // Two sweeps of one window run on one target add up: sampleSweep's measured points (4 KiB and
    // 64 KiB) hold repeats of scales 1+2 and 16+17, each 700 MB read and 300 MB written per scale.
    const SweepResult sweep = sampleSweep(SweepKind::BlockSize);
    const std::vector<TargetOwnIo> io = OtherIoMonitor::ownIoOf({ sweep, sweep });
    QCOMPARE(io.size(), size_t { 1 });
    QCOMPARE(io.front().own.readBytes, uint64_t { 2 } * 700000000 * (1 + 2 + 16 + 17));
    QCOMPARE(io.front().own.writeBytes, uint64_t { 2 } * 300000000 * (1 + 2 + 16 + 17));

    const QString reason = loopDevicesUnavailableReason();
    if (!reason.isEmpty())
        QSKIP(qPrintable(reason));
    LoopDevice loop(256ull << 20);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    const std::unique_ptr<Target> target = Target::openBlockDevice(loop.devicePath(), false, QString());
    WorkloadResult idle; // a run that did no I/O of its own
    idle.target = target->info();
    QVERIFY(idle.target.drive.has_value());

    auto writeMiB = [&loop](uint64_t mebibytes, uint64_t at) {
        const int fd = ::open(QFile::encodeName(loop.devicePath()).constData(), O_WRONLY | O_DIRECT | O_CLOEXEC);
        if (fd < 0)
            return false;
        void* buffer = std::aligned_alloc(4096, 1u << 20);
        std::memset(buffer, 0x33, 1u << 20);
        bool ok = true;
        for (uint64_t i = 0; i < mebibytes && ok; ++i)
            ok = ::pwrite(fd, buffer, 1u << 20, static_cast<off_t>((at + i) << 20)) == (1 << 20);
        std::free(buffer);
        ::close(fd);
        return ok;
    };

    OtherIoMonitor quiet;
    quiet.targetOpened(idle.target);
    quiet.runEnded();
    QVERIFY(quiet.watches(idle.target.path));
    for (const Caveat& caveat : quiet.caveatsFor(idle))
        QVERIFY2(caveat.code != QLatin1String("other-io"), qPrintable(caveat.text));

    OtherIoMonitor busy;
    busy.targetOpened(idle.target);
    QVERIFY(writeMiB(32, 0)); // during the run: counted
    busy.runEnded();
    QVERIFY(writeMiB(64, 64)); // after its end: not counted
    const std::vector<Caveat> caveats = busy.caveatsFor(idle);
    const auto other = std::find_if(
        caveats.begin(), caveats.end(), [](const Caveat& caveat) { return caveat.code == QLatin1String("other-io"); });
    QVERIFY(other != caveats.end());
    QVERIFY2(other->text.contains(loop.name()) && other->text.contains(QStringLiteral("33.6 MB written")),
        qPrintable(other->text));

    // Two targets of one run on one device (test files in two folders of a drive): each is the other's
    // own I/O. Each wrote 32 MiB; neither's writes are someone else's.
    MultiTargetResult both;
    for (const QString& path : { loop.devicePath(), QStringLiteral("/tmp/second-name-of-%1").arg(loop.name()) }) {
        WorkloadResult one;
        one.target = idle.target;
        one.target.path = path;
        RunMeasurement wrote;
        wrote.writeBytes = 32u << 20;
        wrote.seconds = 1;
        one.repeats = { wrote };
        both.perTarget.push_back(one);
    }
    OtherIoMonitor shared;
    for (const WorkloadResult& one : both.perTarget)
        shared.targetOpened(one.target);
    QVERIFY(writeMiB(64, 0));
    shared.runEnded();
    for (const Caveat& caveat : shared.caveatsFor(SessionResult { both }))
        QVERIFY2(caveat.code != QLatin1String("other-io"), qPrintable(caveat.text));
}

// Bytes cannot cross a link faster than it carries them: a figure above a SATA 3 Gbit/s link's 300 MB/s
// (a test file read from the page cache, say) is named as a cache's; one below it, or a drive whose
// link is not known, is not.
void TestSession::figureAboveTheLinkIsCalledACache()
{
    auto resultAt = [](double megabytesPerSecond, bool withLink) {
        WorkloadResult result;
        result.target.kind = TargetInfo::Kind::BlockDevice;
        result.target.path = QStringLiteral("/dev/sdz");
        result.target.directIo = true;
        result.target.drive = DriveFacts {};
        result.target.drive->transport = QStringLiteral("sata");
        if (withLink) {
            result.target.drive->link.kind = InterfaceLink::Kind::Sata;
            result.target.drive->link.speed = 3;
            result.target.drive->link.maxSpeed = 6;
        }
        RunMeasurement run;
        run.seconds = 1;
        run.readBytes = static_cast<uint64_t>(megabytesPerSecond * 1e6);
        run.readIos = run.readBytes / 131072;
        result.repeats = { run };
        return result;
    };
    auto codesOf = [](const std::vector<Caveat>& caveats) {
        QStringList codes;
        for (const Caveat& caveat : caveats)
            codes << caveat.code;
        return codes;
    };
    const OtherIoMonitor monitor; // no probes: the target's caveats and the link's alone
    const std::vector<Caveat> above = monitor.caveatsFor(SessionResult { resultAt(450, true) });
    QVERIFY2(codesOf(above).contains(QStringLiteral("above-link")), qPrintable(codesOf(above).join(u',')));
    for (const Caveat& caveat : above)
        if (caveat.code == QLatin1String("above-link"))
            QCOMPARE(caveat.text,
                QStringLiteral("450 MB/s is more than SATA 3 Gbit/s carries (300 MB/s): that figure came from a "
                               "cache, not through the link"));
    QVERIFY(!codesOf(monitor.caveatsFor(SessionResult { resultAt(280, true) })).contains(QStringLiteral("above-link")));
    QVERIFY(
        !codesOf(monitor.caveatsFor(SessionResult { resultAt(450, false) })).contains(QStringLiteral("above-link")));
    // A surface scan's fastest zone counts, not its average.
    SurfaceResult surface;
    surface.target = resultAt(0, true).target;
    surface.zones = { SurfaceZone { 0, 0, 0, 250'000'000, 1.0, 0 }, SurfaceZone { 1, 0, 0, 320'000'000, 1.0, 0 } };
    QVERIFY(codesOf(monitor.caveatsFor(SessionResult { surface })).contains(QStringLiteral("above-link")));
    // Stored in English; the window shows it in its language from the same template.
    const Caveat stored = Caveat::fromJson(above.back().toJson());
    QCOMPARE(stored, above.back());
}

void TestSession::targetCaveatsNameWhatDistorts()
{
    TargetInfo target = sampleTarget(); // a test file on btrfs without O_DIRECT, write-back cache
    QStringList codes;
    for (const Caveat& caveat : targetCaveats(target, true))
        codes << caveat.code;
    QCOMPARE(codes,
        (QStringList { QStringLiteral("test-file"), QStringLiteral("cow-filesystem"), QStringLiteral("page-cache"),
            QStringLiteral("write-cache") }));
    target.kind = TargetInfo::Kind::BlockDevice;
    target.filesystem.clear();
    target.directIo = true;
    target.drive->writeCache = QStringLiteral("write through");
    const std::vector<Caveat> raw = targetCaveats(target, false);
    QCOMPARE(raw.size(), size_t { 1 });
    QCOMPARE(raw.front().text, QStringLiteral("write cache of %1: write through").arg(target.drive->name));
    // Two drives of one run, each its own caveat; a run saved before the name still reads.
    TargetInfo second = target;
    second.drive->name = QStringLiteral("sdy");
    QVERIFY(targetCaveats(second, false).front().text != raw.front().text);
    QCOMPARE((Caveat { QStringLiteral("write-cache"), QStringLiteral("write cache: write through") }).translatedText(),
        QStringLiteral("write cache: write through"));
    // A test file in memory or across the network, with O_DIRECT taken (tmpfs does since Linux 6.6).
    target.kind = TargetInfo::Kind::TestFile;
    target.drive.reset();
    for (const char* filesystem : { "tmpfs", "nfs" }) {
        target.filesystem = QString::fromLatin1(filesystem);
        const std::vector<Caveat> caveats = targetCaveats(target, false);
        QCOMPARE(caveats.size(), size_t { 2 });
        QCOMPARE(caveats.back().code,
            target.filesystem == QLatin1String("tmpfs") ? QStringLiteral("memory-filesystem")
                                                        : QStringLiteral("network-filesystem"));
        QVERIFY2(caveats.back().text.startsWith(target.filesystem), qPrintable(caveats.back().text));
    }
}

void TestSession::cliSavesEveryRunToTheLibrary()
{
    QTemporaryDir home;
    const CliRun run = cli({ QStringLiteral("run"), QStringLiteral("--target"), m_dir.path(),
                               QStringLiteral("--file-size"), QStringLiteral("16M"), QStringLiteral("--duration"),
                               QStringLiteral("0.3"), QStringLiteral("--no-progress") },
        home.path());
    QVERIFY2(run.status == 0, qPrintable(run.err));
    const QDir library(home.filePath(QStringLiteral("drivescope/sessions")));
    const QStringList files = library.entryList({ QStringLiteral("*.json") }, QDir::Files);
    QCOMPARE(files.size(), 1);
    QVERIFY2(run.err.contains(library.filePath(files.front())), qPrintable(run.err));
    const Session session = loadSession(library.filePath(files.front()));
    QCOMPARE(session.runs.size(), size_t { 1 });
    QCOMPARE(session.runs.front().kindName(), QStringLiteral("run"));
    const auto& result = std::get<WorkloadResult>(session.runs.front().result);
    QVERIFY(result.merged().ios() > 0);
    QVERIFY(session.runs.front().fioCommand().startsWith(QStringLiteral("fio ")));
    // A test file: the caveat is in the file and next to the figures.
    QCOMPARE(session.runs.front().caveats.front().code, QStringLiteral("test-file"));
    QVERIFY2(run.out.contains(QStringLiteral("Caveats:")), qPrintable(run.out));
}

void TestSession::cliSessionOptionAppendsAndNoSaveSkips()
{
    QTemporaryDir home;
    const QString file = m_dir.filePath(QStringLiteral("mine.json"));
    QFile::remove(file);
    const QStringList base { QStringLiteral("--target"), m_dir.path(), QStringLiteral("--file-size"),
        QStringLiteral("16M"), QStringLiteral("--no-progress") };
    CliRun first
        = cli(QStringList { QStringLiteral("burst") } + base + QStringList { QStringLiteral("--session"), file },
            home.path());
    QVERIFY2(first.status == 0, qPrintable(first.err));
    CliRun second = cli(QStringList { QStringLiteral("access"), QStringLiteral("--samples"), QStringLiteral("50") }
            + base + QStringList { QStringLiteral("--session"), file, QStringLiteral("--json") },
        home.path());
    QVERIFY2(second.status == 0, qPrintable(second.err));
    const Session session = loadSession(file);
    QCOMPARE(session.runs.size(), size_t { 2 });
    QCOMPARE(session.runs[0].kindName(), QStringLiteral("burst"));
    QCOMPARE(session.runs[1].kindName(), QStringLiteral("access"));
    QCOMPARE(session.runs[1].id, QStringLiteral("2"));
    QCOMPARE(std::get<AccessResult>(session.runs[1].result).samples.size(), size_t { 50 });
    // JSON on stdout stays JSON: the caveats go to stderr.
    QVERIFY(QJsonDocument::fromJson(second.out.toUtf8()).isObject());
    QVERIFY2(second.err.contains(QStringLiteral("Caveats:")), qPrintable(second.err));

    CliRun unsaved = cli(
        QStringList { QStringLiteral("burst") } + base + QStringList { QStringLiteral("--no-save") }, home.path());
    QVERIFY2(unsaved.status == 0, qPrintable(unsaved.err));
    QVERIFY(!QDir(home.filePath(QStringLiteral("drivescope"))).exists());

    // A file that is not a session is not overwritten: refused before the run, with the reason.
    const QString notASession = m_dir.filePath(QStringLiteral("notes.json"));
    QFile notes(notASession);
    QVERIFY(notes.open(QIODevice::WriteOnly));
    notes.write("my notes");
    notes.close();
    CliRun refused
        = cli(QStringList { QStringLiteral("burst") } + base + QStringList { QStringLiteral("--session"), notASession },
            home.path());
    QCOMPARE(refused.status, 2);
    QVERIFY2(refused.err.contains(QStringLiteral("is not a DriveScope session")), qPrintable(refused.err));
    QVERIFY2(refused.out.isEmpty(), qPrintable(refused.out)); // nothing was measured
    QFile check(notASession);
    QVERIFY(check.open(QIODevice::ReadOnly));
    QCOMPARE(check.readAll(), QByteArray("my notes"));
}

void TestSession::cliShowsOtherIoOnTheDevice()
{
    DS_REQUIRE_LOOP();
    LoopDevice loop(256u << 20);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    QTemporaryDir home;
    // Someone else reads the device over and over while DriveScope runs a short random read.
    std::atomic<bool> stop { false };
    std::thread reader([&stop, path = QFile::encodeName(loop.devicePath())] {
        const int fd = ::open(path.constData(), O_RDONLY | O_DIRECT | O_CLOEXEC);
        void* buffer = nullptr;
        if (fd < 0 || posix_memalign(&buffer, 4096, 1u << 20) != 0)
            return;
        for (off_t offset = 0; !stop.load(); offset = (offset + (1 << 20)) % (256 << 20))
            if (::pread(fd, buffer, 1u << 20, offset) < 0)
                break;
        free(buffer);
        ::close(fd);
    });
    const CliRun run
        = cli({ QStringLiteral("run"), QStringLiteral("--target"), loop.devicePath(), QStringLiteral("--duration"),
                  QStringLiteral("1"), QStringLiteral("--bs"), QStringLiteral("4k"), QStringLiteral("--pattern"),
                  QStringLiteral("random"), QStringLiteral("--no-progress") },
            home.path());
    stop = true;
    reader.join();
    QVERIFY2(run.status == 0, qPrintable(run.err));
    QVERIFY2(run.out.contains(QStringLiteral("other I/O on %1").arg(loop.name())), qPrintable(run.out));

    // Alone on the device: no such caveat.
    const CliRun alone
        = cli({ QStringLiteral("run"), QStringLiteral("--target"), loop.devicePath(), QStringLiteral("--duration"),
                  QStringLiteral("0.5"), QStringLiteral("--no-progress"), QStringLiteral("--no-save") },
            home.path());
    QVERIFY2(alone.status == 0, qPrintable(alone.err));
    QVERIFY2(!alone.out.contains(QStringLiteral("other I/O")), qPrintable(alone.out));
}

QTEST_GUILESS_MAIN(TestSession)
#include "tst_session.moc"

static double coefficientOfVariation(const std::vector<double>& values)
{
    double mean = 0;
    for (double value : values)
        mean += value / static_cast<double>(values.size());
    double squares = 0;
    for (double value : values)
        squares += (value - mean) * (value - mean);
    return std::sqrt(squares / static_cast<double>(values.size() - 1)) / mean;
}

void TestSession::repeatsSpreadOverFivePercentAreUnstable()
{
    const QuickSuiteResult quick = quickWithSteadyReadAndSpreadWrite();
    const Repeatability steady = quick.rows.front().read->repeatability();
    QVERIFY(steady.measured());
    QVERIFY(!steady.unstable);
    QVERIFY(std::abs(steady.cv - coefficientOfVariation({ 100, 101, 99 })) < 1e-9);
    QCOMPARE(steady.runs.size(), size_t { 3 });

    const Repeatability spread = quick.rows.front().write->repeatability();
    QVERIFY(spread.unstable);
    QVERIFY(std::abs(spread.cv - coefficientOfVariation({ 100, 120, 90 })) < 1e-9);
    QVERIFY(spread.cv > 0.05);
    QVERIFY(std::abs(spread.runs[1] - 120) < 1e-6);
    // IOPS as the figure: the same runs, counted in requests.
    QVERIFY(quick.rows.front().write->repeatability(FigureUnit::Iops).unstable);

    // One run says nothing about its spread.
    const Repeatability single = resultWithRunsAt({ 100 }).repeatability();
    QVERIFY(!single.measured());
    QVERIFY(!single.unstable);
    // Just over and just under the line.
    QVERIFY(Repeatability::of({ 100, 108 }).unstable); // CV 5.4 %
    QVERIFY(!Repeatability::of({ 100, 106 }).unstable); // CV 4.1 %

    const QString text = quick.summaryText();
    QVERIFY2(
        text.contains(
            QStringLiteral("unstable: runs spread %1 % (100.00, 120.00, 90.00 MB/s)").arg(spread.cv * 100, 0, 'f', 1)),
        qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("±%1 %").arg(steady.cv * 100, 0, 'f', 1)), qPrintable(text));
}

static void removeKeyEverywhere(QJsonValue& value, const QString& key)
{
    if (value.isObject()) {
        QJsonObject object = value.toObject();
        object.remove(key);
        for (auto it = object.begin(); it != object.end(); ++it) {
            QJsonValue child = it.value();
            removeKeyEverywhere(child, key);
            it.value() = child;
        }
        value = object;
    } else if (value.isArray()) {
        QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            QJsonValue child = array.at(i);
            removeKeyEverywhere(child, key);
            array.replace(i, child);
        }
        value = array;
    }
}

void TestSession::repeatabilityIsDerivedForOldSessions()
{
    Session session = Session::startNew(QStringLiteral("repeats"));
    SessionRun run;
    run.result = quickWithSteadyReadAndSpreadWrite();
    session.addRun(run);
    const QString file = m_dir.filePath(QStringLiteral("repeats.json"));
    saveSession(session, file);

    QFile saved(file);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    const QByteArray bytes = saved.readAll();
    saved.close();
    const QJsonObject write = QJsonDocument::fromJson(bytes)
                                  .object()[QLatin1String("runs")][0][QLatin1String("result")][QLatin1String("tests")]
                                           [0][QLatin1String("write")]
                                  .toObject();
    const QJsonObject written = write[QStringLiteral("repeatability")].toObject();
    QVERIFY2(written[QStringLiteral("unstable")].toBool(), bytes.left(2000).constData());
    QVERIFY(written[QStringLiteral("cv")].toDouble() > 0.05);
    QCOMPARE(written[QStringLiteral("runs")].toArray().size(), 3);

    // A file written before the field existed.
    QJsonValue old = QJsonDocument::fromJson(bytes).object();
    removeKeyEverywhere(old, QStringLiteral("repeatability"));
    QVERIFY(!QJsonDocument(old.toObject()).toJson().contains("repeatability"));
    const QString oldFile = m_dir.filePath(QStringLiteral("repeats-old.json"));
    QFile out(oldFile);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(old.toObject()).toJson());
    out.close();
    const Session loaded = loadSession(oldFile);
    const auto* quick = std::get_if<QuickSuiteResult>(&loaded.runs.front().result);
    QVERIFY(quick);
    QVERIFY(quick->rows.front().write->repeatability().unstable);
    QVERIFY(!quick->rows.front().read->repeatability().unstable);
}

void TestSession::cliMarksAnUnstableFigureWithItsRuns()
{
    Session session = Session::startNew(QStringLiteral("repeats"));
    SessionRun run;
    run.result = quickWithSteadyReadAndSpreadWrite();
    session.addRun(run);
    const QString file = m_dir.filePath(QStringLiteral("repeats-cli.json"));
    saveSession(session, file);
    const CliRun text = cli({ QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("text"), file },
        m_dir.filePath(QStringLiteral("data")));
    QVERIFY2(text.status == 0, qPrintable(text.err));
    const QStringList lines = text.out.split(QLatin1Char('\n'));
    QStringList marked;
    for (const QString& line : lines)
        if (line.contains(QLatin1String("unstable")))
            marked << line;
    // Only the write, and with its runs.
    QCOMPARE(marked.size(), 1);
    QVERIFY2(marked.front().contains(QLatin1String("100.00, 120.00, 90.00 MB/s")), qPrintable(text.out));
    QVERIFY2(text.out.contains(QStringLiteral("±")), qPrintable(text.out));

    // A real run with repeats shows its spread under the table, and its JSON the same figures.
    const CliRun table = cli(
        { QStringLiteral("run"), QStringLiteral("--file-size"), QStringLiteral("16M"), QStringLiteral("--duration"),
            QStringLiteral("0.2"), QStringLiteral("--repeats"), QStringLiteral("3"), QStringLiteral("--no-save") },
        m_dir.filePath(QStringLiteral("data")));
    QVERIFY2(table.status == 0, qPrintable(table.err));
    QVERIFY2(table.out.contains(QRegularExpression(QStringLiteral("\\nspread   (±|unstable: runs spread)"))),
        qPrintable(table.out));

    const CliRun json = cli({ QStringLiteral("run"), QStringLiteral("--file-size"), QStringLiteral("16M"),
                                QStringLiteral("--duration"), QStringLiteral("0.2"), QStringLiteral("--repeats"),
                                QStringLiteral("3"), QStringLiteral("--no-save"), QStringLiteral("--json") },
        m_dir.filePath(QStringLiteral("data")));
    QVERIFY2(json.status == 0, qPrintable(json.err));
    const QJsonObject document = QJsonDocument::fromJson(json.out.toUtf8()).object();
    std::vector<double> runs;
    for (const QJsonValue repeat : document.value(QStringLiteral("repeats")).toArray())
        runs.push_back(repeat.toObject().value(QStringLiteral("megabytesPerSecond")).toDouble());
    QCOMPARE(runs.size(), size_t { 3 });
    const QJsonObject repeatability = document.value(QStringLiteral("repeatability")).toObject();
    QVERIFY2(std::abs(repeatability.value(QStringLiteral("cv")).toDouble() - coefficientOfVariation(runs)) < 1e-6,
        qPrintable(json.out.left(3000)));
    QCOMPARE(repeatability.value(QStringLiteral("unstable")).toBool(), coefficientOfVariation(runs) > 0.05);
}

// Drive facts are data: the choice is a function of them.
void TestSession::quickProfileFollowsTheDrive()
{
    DriveFacts drive;
    drive.transport = QStringLiteral("nvme");
    QCOMPARE(quickProfileForDrive(&drive), QuickProfile::Nvme);
    for (const char* transport : { "sata", "usb", "mmc", "virtio", "loop", "" }) {
        drive.transport = QLatin1String(transport);
        QVERIFY2(quickProfileForDrive(&drive) == QuickProfile::Default, transport);
    }
    QCOMPARE(quickProfileForDrive(nullptr), QuickProfile::Default);
}

// The settings a profile starts from, and the rows and threads its plan runs, as CrystalDiskMark 8 has them.
void TestSession::quickProfilesCarryCrystalDiskMarksSettings()
{
    for (QuickProfile profile : { QuickProfile::Default, QuickProfile::Nvme, QuickProfile::Peak,
             QuickProfile::RealWorld, QuickProfile::Demo }) {
        const QuickSuiteOptions options = QuickSuiteOptions::forProfile(profile);
        QCOMPARE(options.profile, profile);
        QCOMPARE(options.secondsPerTest, 5.0);
        QCOMPARE(options.repeats, 5u);
        QCOMPARE(options.intervalSeconds, 5.0);
        QCOMPARE(options.testBytes, uint64_t { 1 } << 30);
        QCOMPARE(parseQuickProfile(quickProfileKey(profile)), profile);
    }
    const QuickSuiteOptions flash = QuickSuiteOptions::forProfile(QuickProfile::Flash);
    QVERIFY(flash.secondsPerTest < 5);
    QVERIFY(flash.intervalSeconds > 5);
    QCOMPARE(flash.testBytes, uint64_t { 256 } << 20);

    // The NVMe profile's plan: each row's threads unless jobs are given, the test size as the region.
    QuickSuiteOptions nvme = QuickSuiteOptions::forProfile(QuickProfile::Nvme);
    std::vector<QuickSuiteEntry> entries = quickSuiteEntries(nvme);
    QCOMPARE(entries.size(), size_t { 4 });
    QCOMPARE(entries[1].name, QStringLiteral("SEQ128K Q32T1"));
    QCOMPARE(entries[1].read.blockSizes.front().bytes, 128u << 10);
    QCOMPARE(entries[1].read.queueDepth, 32u);
    QCOMPARE(entries[2].name, QStringLiteral("RND4K Q32T16"));
    QCOMPARE(entries[2].write.jobs, 16u);
    QCOMPARE(entries[2].write.readPercent, 0u);
    QCOMPARE(entries[2].write.randomPercent, 100u);
    QCOMPARE(entries[2].read.regionLength, uint64_t { 1 } << 30);
    nvme.jobs = 2;
    nvme.mixReadPercent = 60;
    entries = quickSuiteEntries(nvme);
    QCOMPARE(entries.size(), size_t { 5 });
    for (const QuickSuiteEntry& entry : entries)
        QCOMPARE((entry.mix ? *entry.mix : entry.read).jobs, 2u);
    QCOMPARE(entries.back().name, QStringLiteral("MIX RND4K Q32T16"));
    QVERIFY(entries.back().mix);
    QCOMPARE(entries.back().mix->readPercent, 60u);

    // The settings' words, once for both front ends.
    QCOMPARE(parseMixRatio(QStringLiteral("R70/W30")), 70u);
    QCOMPARE(parseMixRatio(QStringLiteral("r90%/w10%")), 90u);
    QCOMPARE(parseMixRatio(QStringLiteral("30/70")), 30u);
    QCOMPARE(parseMixRatio(QStringLiteral("55")), 55u);
    for (const char* bad : { "150/0", "100/0", "0/100", "R70/W20", "seventy", "", "70/" })
        QVERIFY_THROWS_EXCEPTION(UserError, parseMixRatio(QLatin1String(bad)));
    QCOMPARE(parseQuickTestSize(QStringLiteral("16M")), uint64_t { 16 } << 20);
    for (const char* bad : { "0", "512k", "32T", "big" })
        QVERIFY_THROWS_EXCEPTION(UserError, parseQuickTestSize(QLatin1String(bad)));
    QVERIFY_THROWS_EXCEPTION(UserError, parseQuickProfile(QStringLiteral("foo")));
}

// A file written before profiles: the Default profile, over the whole target, each row's one thread.
void TestSession::quickSessionsWithoutAProfileLoadAsDefault()
{
    QuickSuiteResult quick = sampleQuick();
    QJsonObject document = quick.toJson();
    for (const char* key : { "profile", "testBytes", "jobs", "mixReadPercent", "comment" })
        document.remove(QLatin1String(key));
    Session session = Session::startNew(QStringLiteral("old quick"));
    SessionRun run;
    run.result = QuickSuiteResult::fromJson(document);
    session.addRun(run);
    const QString file = m_dir.filePath(QStringLiteral("old-quick.json"));
    saveSession(session, file);
    const Session loaded = loadSession(file);
    const auto* old = std::get_if<QuickSuiteResult>(&loaded.runs.front().result);
    QVERIFY(old);
    QCOMPARE(old->options.profile, QuickProfile::Default);
    QCOMPARE(old->options.testBytes, uint64_t { 0 });
    QCOMPARE(old->testBytesUsed(), quick.target.sizeBytes);
    QCOMPARE(old->options.jobs, 0u);
    QVERIFY(!old->options.mixReadPercent);
    QCOMPARE(old->rows.size(), quick.rows.size());
    QVERIFY(old->summaryText().contains(QLatin1String("Profile: Default")));

    // And a new one keeps what it was run with.
    quick.options.profile = QuickProfile::Peak;
    quick.options.testBytes = uint64_t { 64 } << 20;
    quick.options.mixReadPercent = 80;
    quick.options.comment = QStringLiteral("after the firmware update");
    QuickSuiteRow mix;
    mix.name = QStringLiteral("MIX RND4K Q32T16");
    mix.mix = sampleWorkloadResult();
    mix.mix->spec.readPercent = 80;
    quick.rows.push_back(mix);
    const QuickSuiteResult back = QuickSuiteResult::fromJson(quick.toJson());
    QCOMPARE(back.options.profile, QuickProfile::Peak);
    QCOMPARE(back.options.testBytes, uint64_t { 64 } << 20);
    QCOMPARE(back.options.mixReadPercent, std::optional<unsigned> { 80 });
    QCOMPARE(back.options.comment, quick.options.comment);
    QVERIFY(back.rows.back().mix);
    QVERIFY(!back.rows.back().read && !back.rows.back().write);
    QCOMPARE(back.toJson(), quick.toJson());
    const QString text = back.summaryText(DisplayUnit::MegabytesPerSecond, QStringLiteral("Debian GNU/Linux 12"));
    for (const char* words : { "Profile: Peak performance", "Test: 64MiB (x2)", "Mode: read & write",
             "Time: Measure 3 sec / Interval 0.5 sec", "Comment: after the firmware update", "[Mix] Read 80%/Write 20%",
             "Date: 2026-11-30T01:02:03Z", "OS: Debian GNU/Linux 12\n" })
        QVERIFY2(text.contains(QLatin1String(words)), words);
    // Without the machine's facts no OS line is made up.
    QVERIFY(!back.summaryText().contains(QLatin1String("OS:")));
}
