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
RunPlan windowPlan(const QString& test, const QString& device)
{
    RunPlan plan;
    plan.targetPath = device;
    if (test == QLatin1String("surface")) {
        SurfacePlan surface;
        surface.zones = 8;
        surface.zoneBytes = 1u << 20;
        plan.test = HdTachPlan { surface, std::nullopt, std::nullopt };
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
    }
    return plan;
}
}

void TestRunRecording::initTestCase() { QVERIFY(m_dir.isValid()); }

void TestRunRecording::windowAndCliRecordTheSameRun_data()
{
    QTest::addColumn<QString>("test");
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("surface scan") << QStringLiteral("surface")
                                  << QStringList { QStringLiteral("surface"), QStringLiteral("--zones"),
                                         QStringLiteral("8"), QStringLiteral("--zone-size"), QStringLiteral("1M") };
    QTest::newRow("sustained write") << QStringLiteral("sustained")
                                     << QStringList { QStringLiteral("sustained"), QStringLiteral("--size"),
                                            QStringLiteral("16M"), QStringLiteral("--interval"), QStringLiteral("0.1"),
                                            QStringLiteral("--allow-destroy=DEVICE") };
    QTest::newRow("hdtach") << QStringLiteral("hdtach")
                            << QStringList { QStringLiteral("hdtach"), QStringLiteral("--zones"), QStringLiteral("4"),
                                   QStringLiteral("--zone-size"), QStringLiteral("1M"), QStringLiteral("--samples"),
                                   QStringLiteral("50"), QStringLiteral("--passes"), QStringLiteral("3") };
}

void TestRunRecording::windowAndCliRecordTheSameRun()
{
    QFETCH(QString, test);
    QFETCH(QStringList, arguments);
    DS_REQUIRE_ZRAM();
    ds::test::ZramDevice device(kDeviceBytes);
    QVERIFY2(device.isValid(), qPrintable(device.errorString()));

    // The window's path: the worker runs the plan and records it.
    const ds::test::WorkerEnd end = runOnWorker(windowPlan(test, device.devicePath()));
    QVERIFY2(!end.failure, end.failure ? qPrintable(end.failure->message) : "");
    QVERIFY(end.finished);
    QCOMPARE(end.finished->runs.size(), size_t { 1 });
    const SessionRun& window = end.finished->runs.front();

    // The CLI's path: the same test on the same device, saved to a session file.
    const QString sessionPath = m_dir.filePath(test + QStringLiteral(".json"));
    arguments.replaceInStrings(QStringLiteral("DEVICE"), device.devicePath());
    arguments << QStringLiteral("--target") << device.devicePath() << QStringLiteral("--no-progress")
              << QStringLiteral("--session") << sessionPath;
    const ds::test::CliRun cli = runCli(QStringLiteral(DRIVESCOPE_CLI), arguments, m_dir.path());
    QVERIFY2(cli.status == 0, qPrintable(cli.err));
    const Session session = Session::load(sessionPath);
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
    QCOMPARE(saved.accounting.size(), window.accounting.size());
    QVERIFY(!window.accounting.empty());
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
    QVERIFY2(saved.command.contains(QLatin1Char(' ') + test + QLatin1Char(' ')), qPrintable(saved.command));
}

QTEST_GUILESS_MAIN(TestRunRecording)
#include "tst_runrecording.moc"
