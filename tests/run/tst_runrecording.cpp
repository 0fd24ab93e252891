#include "files/sessionfiles.h"
#include "fixtures/blockdevicefixtures.h"
#include "fixtures/workerruns.h"
#include "model/finishedrun.h"
#include "model/session.h"

#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace ds;
using ds::test::runCli;
using ds::test::runOnWorker;

// One run recording (run/runrecording) for both front ends: the same plan run by the window's worker and
// by drivescope-cli on the same device is recorded as the same session run, apart from its times, its
// command and what it measured.
class TestRunRecording : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void windowAndCliRecordTheSameRun_data();
    void windowAndCliRecordTheSameRun();

private:
    QTemporaryDir m_dir;
};

namespace {
constexpr uint64_t kDeviceBytes = 64ull << 20;

QStringList caveatCodes(const SessionRun& run)
{
    QStringList codes;
    for (const Caveat& caveat : run.caveats)
        codes.append(caveat.code);
    codes.sort();
    return codes;
}

QString compactJson(const QJsonObject& object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

// The window's plan of each row, on `device`; the CLI's arguments for the same test follow in the data.
RunPlan windowPlan(const QString& test, const QString& device, const QString& stateDir)
{
    RunPlan plan;
    plan.targetPath = device;
    if (test == QLatin1String("surface")) {
        SurfacePlan surface;
        surface.zones = 8;
        surface.zoneBytes = 1u << 20;
        plan.test = HdTachPlan { surface, std::nullopt, std::nullopt };
    } else if (test == QLatin1String("surface, cool-down")) {
        SurfacePlan surface;
        surface.zones = 4;
        surface.zoneBytes = 1u << 20;
        plan.test = HdTachPlan { surface, std::nullopt, std::nullopt };
        plan.coolDown.belowCelsius = 40;
    } else if (test == QLatin1String("sustained")) {
        SustainedPlan sustained;
        sustained.totalBytes = 16u << 20;
        sustained.sampleSeconds = 0.1;
        plan.test = sustained;
        plan.allowDestroy = QStringList { device };
    } else if (test == QLatin1String("hdtach")) {
        SurfacePlan surface;
        surface.zones = 4;
        surface.zoneBytes = 1u << 20;
        AccessPlan access;
        access.samples = 50;
        BurstPlan burst;
        burst.passes = 3;
        plan.test = HdTachPlan { surface, access, burst };
    } else if (test == QLatin1String("sweep-bs")) {
        // The page's read sweep alone, as the CLI's defaults are: sequential read at QD4.
        SweepPlan sweep;
        sweep.kind = SweepKind::BlockSize;
        sweep.base.queueDepth = 4;
        sweep.base.durationSeconds = 0.2;
        sweep.base.warmupSeconds = 0;
        sweep.values = SweepPlan::powersOfTwo(4096, 16384);
        plan.test = SweepSeriesPlan { SweepKind::BlockSize, { sweep } };
    } else if (test == QLatin1String("pts")) {
        PtsPlan pts;
        pts.test = PtsTest::Wsat;
        pts.cellSeconds = 0.1;
        pts.wsatLimitSeconds = 0.5;
        plan.test = PtsRunPlan { pts, stateDir + QStringLiteral("/window-pts.json"), false, false };
        plan.allowDestroy = QStringList { device };
        plan.coolDown.idleSeconds = 3;
        plan.coolDown.limitSeconds = 1;
    }
    return plan;
}
}

void TestRunRecording::initTestCase() { QVERIFY(m_dir.isValid()); }

void TestRunRecording::windowAndCliRecordTheSameRun_data()
{
    QTest::addColumn<QString>("test");
    QTest::addColumn<QStringList>("arguments");
    // Whether the run claims its own bytes against the device's count (the PTS does not).
    QTest::addColumn<bool>("accounted");
    QTest::newRow("surface scan") << QStringLiteral("surface")
                                  << QStringList { QStringLiteral("surface"), QStringLiteral("--zones"),
                                         QStringLiteral("8"), QStringLiteral("--zone-size"), QStringLiteral("1M") }
                                  << true;
    // zram has no temperature sensor: both say so in a cool-down caveat and do not wait.
    QTest::newRow("surface scan, cool-down")
        << QStringLiteral("surface, cool-down")
        << QStringList { QStringLiteral("surface"), QStringLiteral("--zones"), QStringLiteral("4"),
               QStringLiteral("--zone-size"), QStringLiteral("1M"), QStringLiteral("--cool-below"),
               QStringLiteral("40") }
        << true;
    QTest::newRow("sustained write") << QStringLiteral("sustained")
                                     << QStringList { QStringLiteral("sustained"), QStringLiteral("--size"),
                                            QStringLiteral("16M"), QStringLiteral("--interval"), QStringLiteral("0.1"),
                                            QStringLiteral("--allow-destroy=DEVICE") }
                                     << true;
    QTest::newRow("hdtach") << QStringLiteral("hdtach")
                            << QStringList { QStringLiteral("hdtach"), QStringLiteral("--zones"), QStringLiteral("4"),
                                   QStringLiteral("--zone-size"), QStringLiteral("1M"), QStringLiteral("--samples"),
                                   QStringLiteral("50"), QStringLiteral("--passes"), QStringLiteral("3") }
                            << true;
    QTest::newRow("block-size sweep") << QStringLiteral("sweep-bs")
                                      << QStringList { QStringLiteral("sweep-bs"), QStringLiteral("--from"),
                                             QStringLiteral("4k"), QStringLiteral("--to"), QStringLiteral("16k"),
                                             QStringLiteral("--duration"), QStringLiteral("0.2"),
                                             QStringLiteral("--warmup"), QStringLiteral("0") }
                                      << true;
    // The first wait knows of no idle time yet, and 3 s of it do not fit in 1 s: both wait and say so.
    QTest::newRow("pts, cool-down") << QStringLiteral("pts")
                                    << QStringList { QStringLiteral("pts"), QStringLiteral("--test"),
                                           QStringLiteral("wsat"), QStringLiteral("--cell-time"), QStringLiteral("0.1"),
                                           QStringLiteral("--wsat-limit"), QStringLiteral("0.5"),
                                           QStringLiteral("--allow-destroy=DEVICE"), QStringLiteral("--state"),
                                           QStringLiteral("STATE"), QStringLiteral("--cool-idle"), QStringLiteral("3"),
                                           QStringLiteral("--cool-limit"), QStringLiteral("1") }
                                    << false;
}

void TestRunRecording::windowAndCliRecordTheSameRun()
{
    QFETCH(QString, test);
    QFETCH(QStringList, arguments);
    QFETCH(bool, accounted);
    DS_REQUIRE_ZRAM();
    ds::test::ZramDevice device(kDeviceBytes);
    QVERIFY2(device.isValid(), qPrintable(device.errorString()));

    // The window's path: the worker runs the plan and records it.
    const RunPlan plan = windowPlan(test, device.devicePath(), m_dir.path());
    const ds::test::WorkerEnd end = runOnWorker(plan);
    QVERIFY2(!end.failure, end.failure ? qPrintable(end.failure->message) : "");
    QVERIFY(end.finished);
    QCOMPARE(end.finished->runs.size(), size_t { 1 });
    const SessionRun& window = end.finished->runs.front();

    // The CLI's path: the same test on the same device, saved to a session file.
    const QString sessionPath = m_dir.filePath(
        QString(test).remove(QLatin1Char(',')).replace(QLatin1Char(' '), QLatin1Char('-')) + QStringLiteral(".json"));
    arguments.replaceInStrings(QStringLiteral("DEVICE"), device.devicePath());
    arguments.replaceInStrings(QStringLiteral("STATE"), m_dir.filePath(QStringLiteral("cli-pts.json")));
    arguments << QStringLiteral("--target") << device.devicePath() << QStringLiteral("--no-progress")
              << QStringLiteral("--session") << sessionPath;
    const ds::test::CliRun cli = runCli(QStringLiteral(DRIVESCOPE_CLI), arguments, m_dir.path());
    QVERIFY2(cli.status == 0, qPrintable(cli.err));
    const Session session = loadSession(sessionPath);
    QCOMPARE(session.runs.size(), size_t { 1 });
    const SessionRun& saved = session.runs.front();

    // The same test with the same settings on the same target.
    QCOMPARE(saved.kindName(), window.kindName());
    QCOMPARE(compactJson(saved.planJson()), compactJson(window.planJson()));
    QCOMPARE(saved.testTitle(), window.testTitle());
    QCOMPARE(saved.targets().size(), window.targets().size());
    for (size_t index = 0; index < window.targets().size(); ++index)
        QCOMPARE(compactJson(saved.targets()[index].toJson()), compactJson(window.targets()[index].toJson()));
    // The same caveats, the same devices accounted for, the same drives watched for temperature and SMART.
    QCOMPARE(caveatCodes(saved), caveatCodes(window));
    QCOMPARE(caveatCodes(window).contains(QLatin1String("cool-down")), plan.coolDown.enabled());
    QCOMPARE(saved.accounting.size(), window.accounting.size());
    QCOMPARE(!window.accounting.empty(), accounted);
    for (size_t index = 0; index < window.accounting.size(); ++index)
        QCOMPARE(saved.accounting[index].device, window.accounting[index].device);
    QCOMPARE(saved.temperatures.size(), window.temperatures.size());
    QVERIFY(!window.temperatures.empty());
    for (size_t index = 0; index < window.temperatures.size(); ++index) {
        QCOMPARE(saved.temperatures[index].device, window.temperatures[index].device);
        QCOMPARE(saved.temperatures[index].missing, window.temperatures[index].missing);
    }
    QCOMPARE(saved.health.size(), window.health.size());
    QVERIFY(!window.health.empty());
    for (size_t index = 0; index < window.health.size(); ++index) {
        QCOMPARE(saved.health[index].device, window.health[index].device);
        QCOMPARE(saved.health[index].missing, window.health[index].missing);
        QCOMPARE(saved.health[index].before.has_value(), window.health[index].before.has_value());
        QCOMPARE(saved.health[index].after.has_value(), window.health[index].after.has_value());
    }
    // Both ended by themselves, without errors; each names its own front end as the command.
    QCOMPARE(saved.errors, window.errors);
    QVERIFY(!saved.stoppedAtFraction && !window.stoppedAtFraction);
    QVERIFY(!saved.startedAt.isEmpty() && !window.startedAt.isEmpty());
    QVERIFY(window.command.startsWith(QLatin1String("DriveScope window: ")));
    QVERIFY2(
        saved.command.contains(QLatin1Char(' ') + arguments.first() + QLatin1Char(' ')), qPrintable(saved.command));
}

QTEST_GUILESS_MAIN(TestRunRecording)
#include "tst_runrecording.moc"
