#include "files/lazyuserfile.h"
#include "files/sessionfiles.h"
#include "files/userfile.h"
#include "fixtures/blockdevicefixtures.h"
#include "model/session.h"
#include "model/usererror.h"
#include "perf/syntheticsurface.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace ds;
using namespace ds::test;

// What reading a large session costs in memory (25 million zones, 1.27 GB, took render to
// 23.6 GB and compare and export to 5.8 GB), and a session too large for the free memory refused
// with a message. tests/perf/large_session.sh measures 5 and 25 million zones.
class TestSessionMemory : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void readingCostsASmallMultipleOfTheFile_data();
    void readingCostsASmallMultipleOfTheFile();
    void sessionTooLargeForTheFreeMemoryIsRefused_data();
    void sessionTooLargeForTheFreeMemoryIsRefused();
    void zoneCountBeyondTheColumnsIsRefusedBeforeAllocating();
    void tooManyRunsToCompareAreRefusedBeforeLoading();
    void textReadAsItIsParsedGivesTheSameZones();
    void fileThatShrinksWhileReadIsRefused();

private:
    static void writeSession(size_t zones, const QString& path);
    QStringList commandOn(const QString& command, const QString& session) const;
    QStringList environment() const;

    QTemporaryDir m_dir;
    QString m_large;
    QString m_small;
};

void TestSessionMemory::writeSession(size_t zones, const QString& path)
{
    Session session = Session::startNew(QStringLiteral("test"));
    SessionRun run;
    run.result = syntheticSurface(zones, 200.0, 1);
    session.addRun(std::move(run));
    saveSession(session, path);
}

void TestSessionMemory::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // A million zones: a 53 MB file, packed as the CLI saves it. Large enough that what a command
    // costs per byte of it stands well above what the program costs to start (AddressSanitizer's
    // included), small enough for CI.
    m_large = m_dir.filePath(QStringLiteral("large.json"));
    writeSession(1'000'000, m_large);
    m_small = m_dir.filePath(QStringLiteral("small.json"));
    writeSession(100, m_small);
}

QStringList TestSessionMemory::commandOn(const QString& command, const QString& session) const
{
    if (command == QLatin1String("render"))
        return { QStringLiteral("render"), QStringLiteral("--session"), session, QStringLiteral("--png"),
            m_dir.filePath(QStringLiteral("render.png")) };
    if (command == QLatin1String("compare"))
        return { QStringLiteral("compare"), session, m_small };
    if (command == QLatin1String("export-csv"))
        return { QStringLiteral("export"), session, QStringLiteral("--format"), QStringLiteral("csv"),
            QStringLiteral("--output"), m_dir.filePath(QStringLiteral("export.csv")) };
    return { QStringLiteral("export"), session, QStringLiteral("--format"), command.section(QLatin1Char('-'), 1) };
}

QStringList TestSessionMemory::environment() const
{
    // AddressSanitizer keeps freed memory resident in its quarantine (256 MB): the bound is on what a
    // command holds, as it would in a release build, not on what the sanitizer keeps back.
    QString asan = QString::fromLocal8Bit(qgetenv("ASAN_OPTIONS"));
    asan += QStringLiteral("%1quarantine_size_mb=0").arg(asan.isEmpty() ? QString() : QStringLiteral(":"));
    return { QStringLiteral("ASAN_OPTIONS=") + asan, QStringLiteral("XDG_DATA_HOME=") + m_dir.path(),
        QStringLiteral("XDG_CACHE_HOME=") + m_dir.path(), QStringLiteral("XDG_STATE_HOME=") + m_dir.path() };
}

void TestSessionMemory::readingCostsASmallMultipleOfTheFile_data()
{
    QTest::addColumn<QString>("command");
    for (const char* command : { "render", "compare", "export-text", "export-html", "export-csv" })
        QTest::addRow("%s", command) << QString::fromLatin1(command);
}

// The peak resident memory of a command on the large session, less what the same command takes on a
// session of 100 zones (the program, its libraries and fonts), is at most kReadMemoryPerFileByte
// times the file: the figure the CLI checks the free memory against. It was 4.5 times (export) to 19
// times (render).
void TestSessionMemory::readingCostsASmallMultipleOfTheFile()
{
    QFETCH(QString, command);
    const MeasuredRun baseline
        = runMeasured(QStringLiteral(DRIVESCOPE_CLI), commandOn(command, m_small), environment(), 300000);
    QVERIFY2(baseline.status == 0, qPrintable(baseline.err));
    const MeasuredRun large
        = runMeasured(QStringLiteral(DRIVESCOPE_CLI), commandOn(command, m_large), environment(), 600000);
    QVERIFY2(large.status == 0, qPrintable(large.err));
    const qint64 fileBytes = QFileInfo(m_large).size();
    const qint64 used = large.peakResidentBytes - baseline.peakResidentBytes;
    qInfo("%s: %lld MB above the %lld MB of a small session, %.2f times the %lld MB file", qPrintable(command),
        used / 1'000'000, baseline.peakResidentBytes / 1'000'000,
        static_cast<double>(used) / static_cast<double>(fileBytes), fileBytes / 1'000'000);
    QVERIFY2(used <= kReadMemoryPerFileByte * fileBytes,
        qPrintable(QStringLiteral("%1 took %2 MB for a %3 MB file")
                       .arg(command)
                       .arg(used / 1'000'000)
                       .arg(fileBytes / 1'000'000)));
}

void TestSessionMemory::sessionTooLargeForTheFreeMemoryIsRefused_data()
{
    QTest::addColumn<QString>("command");
    for (const char* command : { "render", "compare", "export-text" })
        QTest::addRow("%s", command) << QString::fromLatin1(command);
}

// With less memory free than reading the session takes, the command says so and exits with status 2
// before it reads the file, rather than swap the machine to a halt. The free memory is made small
// by a /proc/meminfo of the test's own, bound over the real one in a mount namespace of the command.
void TestSessionMemory::sessionTooLargeForTheFreeMemoryIsRefused()
{
    QFETCH(QString, command);
    if (geteuid() != 0)
        QSKIP("binding a file over /proc/meminfo in a mount namespace needs root (CI runs the suite as root)");
    const QString unshare = QStandardPaths::findExecutable(QStringLiteral("unshare"));
    if (unshare.isEmpty())
        QSKIP("unshare (util-linux) is missing");
    const QString meminfo = m_dir.filePath(QStringLiteral("meminfo"));
    QFile fake(meminfo);
    QVERIFY(fake.open(QIODevice::WriteOnly | QIODevice::Truncate));
    // 100 MB free: less than three times the 53 MB file, far more than the program needs to start.
    fake.write("MemTotal:        8000000 kB\nMemFree:           100000 kB\nMemAvailable:      100000 kB\n");
    fake.close();
    const QStringList arguments { QStringLiteral("--mount"), QStringLiteral("--propagation"), QStringLiteral("private"),
        QStringLiteral("/bin/sh"), QStringLiteral("-c"),
        QStringLiteral("mount --bind \"$0\" /proc/meminfo && exec \"$@\""), meminfo, QStringLiteral(DRIVESCOPE_CLI) };
    // The small session fits: what the command takes without reading much.
    const MeasuredRun baseline = runMeasured(unshare, arguments + commandOn(command, m_small), environment());
    if (baseline.status != 0
        && (baseline.err.contains(QLatin1String("unshare")) || baseline.err.contains(QLatin1String("mount"))))
        QSKIP(qPrintable(QStringLiteral("no mount namespace here: %1").arg(baseline.err.trimmed())));
    QVERIFY2(baseline.status == 0, qPrintable(baseline.err));
    const MeasuredRun run = runMeasured(unshare, arguments + commandOn(command, m_large), environment());
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(QLatin1String("too large for the free memory")), qPrintable(run.err));
    QVERIFY2(run.err.contains(QLatin1String("102 MB are available")), qPrintable(run.err));
    // Refused by the file's size: its 53 MB were never read in.
    QVERIFY2(run.peakResidentBytes < baseline.peakResidentBytes + QFileInfo(m_large).size() / 2,
        qPrintable(QStringLiteral("peak resident memory %1 MB, %2 MB with the small session")
                       .arg(run.peakResidentBytes / 1'000'000)
                       .arg(baseline.peakResidentBytes / 1'000'000)));
}

// A small session whose packed columns claim 10^8 zones (4 GB of zones) but hold 100: refused as soon
// as the columns' lengths are read, before anything is allocated for the count.
namespace {
// `value` with every "zoneColumns" object replaced by `packed` under "zoneColumnsPacked".
QJsonValue withPackedColumns(const QJsonValue& value, const QJsonObject& packed, int* replaced)
{
    if (value.isArray()) {
        QJsonArray array;
        for (const QJsonValue& element : value.toArray())
            array.append(withPackedColumns(element, packed, replaced));
        return array;
    }
    if (!value.isObject())
        return value;
    QJsonObject object;
    const QJsonObject original = value.toObject();
    for (auto it = original.begin(); it != original.end(); ++it) {
        if (it.key() == QLatin1String("zoneColumns")) {
            object.insert(QStringLiteral("zoneColumnsPacked"), packed);
            ++*replaced;
        } else {
            object.insert(it.key(), withPackedColumns(it.value(), packed, replaced));
        }
    }
    return object;
}
}

void TestSessionMemory::zoneCountBeyondTheColumnsIsRefusedBeforeAllocating()
{
    QFile small(m_small);
    QVERIFY(small.open(QIODevice::ReadOnly));
    QJsonObject packed = syntheticSurface(100, 200.0, 1).zoneColumnsPackedJson();
    packed.insert(QStringLiteral("count"), 100'000'000);
    int replaced = 0;
    const QJsonValue claimingJson
        = withPackedColumns(QJsonDocument::fromJson(small.readAll()).object(), packed, &replaced);
    QCOMPARE(replaced, 1);
    const QByteArray text = QJsonDocument(claimingJson.toObject()).toJson(QJsonDocument::Compact);
    const QString claiming = m_dir.filePath(QStringLiteral("claiming.json"));
    QFile out(claiming);
    QVERIFY(out.open(QIODevice::WriteOnly) && out.write(text) == text.size());
    out.close();
    const MeasuredRun baseline
        = runMeasured(QStringLiteral(DRIVESCOPE_CLI), commandOn(QStringLiteral("export-text"), m_small), environment());
    QVERIFY2(baseline.status == 0, qPrintable(baseline.err));
    const MeasuredRun run = runMeasured(
        QStringLiteral(DRIVESCOPE_CLI), commandOn(QStringLiteral("export-text"), claiming), environment());
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(QLatin1String("not 100000000 values")), qPrintable(run.err));
    const qint64 used = run.peakResidentBytes - baseline.peakResidentBytes;
    qInfo("refused with %lld MB above a readable small session", used / 1'000'000);
    QVERIFY2(used < 64'000'000, qPrintable(QStringLiteral("%1 MB taken before the refusal").arg(used / 1'000'000)));
}

// More runs than a comparison takes are refused before any file is read: nine names of the large
// session cost what a small comparison does, not nine sessions.
void TestSessionMemory::tooManyRunsToCompareAreRefusedBeforeLoading()
{
    const MeasuredRun baseline
        = runMeasured(QStringLiteral(DRIVESCOPE_CLI), commandOn(QStringLiteral("compare"), m_small), environment());
    QVERIFY2(baseline.status == 0, qPrintable(baseline.err));
    QStringList arguments { QStringLiteral("compare") };
    for (int i = 0; i < 9; ++i)
        arguments << m_large;
    const MeasuredRun run = runMeasured(QStringLiteral(DRIVESCOPE_CLI), arguments, environment());
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(QLatin1String("2 to 8 runs, not 9")), qPrintable(run.err));
    QVERIFY2(run.peakResidentBytes < baseline.peakResidentBytes + QFileInfo(m_large).size() / 2,
        qPrintable(QStringLiteral("peak resident memory %1 MB, %2 MB comparing two small sessions")
                       .arg(run.peakResidentBytes / 1'000'000)
                       .arg(baseline.peakResidentBytes / 1'000'000)));
}

// Session::load reads a file in pieces as it parses it and hands each decoded zone column back (what
// keeps a 25 million zone session under 2 GB, tests/perf/large_session.sh): every zone it gives is the
// one parsing the whole text at once gives.
void TestSessionMemory::textReadAsItIsParsedGivesTheSameZones()
{
    QFile file(m_large);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const Session whole = Session::parse(file.readAll(), m_large);
    const Session lazy = loadSession(m_large);
    const auto& expected = std::get<SurfaceResult>(whole.runs.at(0).result).zones;
    const auto& zones = std::get<SurfaceResult>(lazy.runs.at(0).result).zones;
    QCOMPARE(zones.size(), size_t { 1'000'000 });
    QCOMPARE(zones.size(), expected.size());
    for (size_t index = 0; index < zones.size(); ++index) {
        const SurfaceZone& a = zones[index];
        const SurfaceZone& b = expected[index];
        if (a.offset != b.offset || a.timedOffset != b.timedOffset || a.bytes != b.bytes || a.seconds != b.seconds
            || a.errors != b.errors)
            QFAIL(qPrintable(QStringLiteral("zone %1 differs").arg(index)));
    }
}

// A file cut short between the size it had when opened and the end of its reading: refused with the
// reason, never parsed from the zeros past its new end.
void TestSessionMemory::fileThatShrinksWhileReadIsRefused()
{
    const QString path = m_dir.filePath(QStringLiteral("shrinking.json"));
    QFile::remove(path);
    QVERIFY(QFile::copy(m_large, path));
    QFile file(path);
    QVERIFY(openUserFile(file));
    LazyUserFile text(file, path, Session::kMaxFileBytes, QStringLiteral("a session"));
    QVERIFY(QFile::resize(path, text.size() / 2));
    try {
        Session::parse(text, path);
        QFAIL("a file cut short while it was read was parsed");
    } catch (const UserError& error) {
        QVERIFY2(error.message().contains(QLatin1String("became shorter")), qPrintable(error.message()));
    }
}

QTEST_GUILESS_MAIN(TestSessionMemory)
#include "tst_sessionmemory.moc"
