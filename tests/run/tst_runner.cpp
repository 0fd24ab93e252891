#include "device/target.h"
#include "fixtures/blockdevicefixtures.h"
#include "fixtures/workerruns.h"
#include "run/cpumeter.h"
#include "run/runner/benchmarkcontroller.h"
#include "run/runner/benchmarkworker.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <memory>
#include <sys/stat.h>
#include <unistd.h>

using namespace ds;
using ds::test::runOnWorker;
using ds::test::WorkerEnd;

// The worker thread behind the window: run ids, throttling, cancel, and every result arriving.
class TestRunner : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void zonesArriveThrottledAndComplete();
    void aNewRunDropsTheOldOnesLateResults();
    void cancelBeforeTheRunStartsIsKept();
    void badPlanFailsWithARefusal();
    void targetNamesThatCannotBeKeptAreRefused_data();
    void targetNamesThatCannotBeKeptAreRefused();
    void signalsComeFromTheWorkerThread();
    void defaultTestFileDirectoryIsMadeOnFirstUse();

private:
    RunPlan surfacePlan(unsigned zones) const;
    QTemporaryDir m_dir;
};

void TestRunner::initTestCase() { QVERIFY(m_dir.isValid()); }

RunPlan TestRunner::surfacePlan(unsigned zones) const
{
    RunPlan plan;
    plan.test = HdTachPlan();
    plan.targetPath = m_dir.path();
    plan.testFileBytes = 64ull << 20;
    plan.get<HdTachPlan>().surface.zones = zones;
    plan.get<HdTachPlan>().surface.zoneBytes = 1u << 20;
    return plan;
}

void TestRunner::zonesArriveThrottledAndComplete()
{
    BenchmarkController controller;
    QSignalSpy batches(&controller, &BenchmarkController::surfaceZonesAvailable);
    QSignalSpy progress(&controller, &BenchmarkController::progressAvailable);
    QSignalSpy finished(&controller, &BenchmarkController::runFinished);
    QElapsedTimer timer;
    timer.start();
    const quint64 id = controller.start(surfacePlan(3000));
    QVERIFY(finished.wait(120000));
    const double seconds = static_cast<double>(timer.elapsed()) / 1000;
    const auto outcome = finished.first().at(0).value<FinishedRun>();
    QCOMPARE(outcome.runId, id);
    QVERIFY(!outcome.cancelled);
    QCOMPARE(outcome.surface()->zones.size(), size_t { 3000 });
    // Every zone arrives once, in order, in batches of many.
    std::vector<unsigned> indices;
    for (const QList<QVariant>& signal : batches) {
        const auto batch = signal.at(0).value<SurfaceZoneBatch>();
        QCOMPARE(batch.runId, id);
        QCOMPARE(batch.zoneCount, 3000u);
        for (const SurfaceZone& zone : batch.zones)
            indices.push_back(zone.index);
    }
    QCOMPARE(indices.size(), size_t { 3000 });
    for (size_t i = 0; i < indices.size(); ++i)
        QCOMPARE(indices[i], static_cast<unsigned>(i));
    // At most ten of each per second, plus the first and the last.
    qInfo("%.2f s: %lld batches, %lld progress updates", seconds, static_cast<long long>(batches.size()),
        static_cast<long long>(progress.size()));
    QVERIFY(batches.size() <= seconds * 10 + 2);
    QVERIFY(progress.size() <= seconds * 10 * 2 + 4); // test-file preparation and the scan each report
    // Progress only goes forward and ends at 1.
    double last = 0;
    bool scanning = false;
    for (const QList<QVariant>& signal : progress) {
        const auto update = signal.at(0).value<RunProgress>();
        QCOMPARE(update.runId, id);
        if (update.label.startsWith(QLatin1String("zone")))
            scanning = true;
        if (scanning) {
            QVERIFY(update.fraction + 1e-9 >= last);
            last = update.fraction;
        }
    }
    QCOMPARE(last, 1.0);
}

void TestRunner::aNewRunDropsTheOldOnesLateResults()
{
    BenchmarkController controller;
    QSignalSpy batches(&controller, &BenchmarkController::surfaceZonesAvailable);
    QSignalSpy finished(&controller, &BenchmarkController::runFinished);
    const quint64 first = controller.start(surfacePlan(100000));
    QTRY_VERIFY_WITH_TIMEOUT(!batches.isEmpty(), 60000);
    // A second start while the first runs: the first is cancelled and nothing of it comes through.
    const quint64 second = controller.start(surfacePlan(30));
    QVERIFY(second != first);
    QVERIFY(finished.wait(120000));
    QCOMPARE(finished.size(), 1);
    const auto outcome = finished.first().at(0).value<FinishedRun>();
    QCOMPARE(outcome.runId, second);
    QCOMPARE(outcome.surface()->zones.size(), size_t { 30 });
    for (qsizetype i = 0; i < batches.size(); ++i) {
        const quint64 runId = batches.at(i).at(0).value<SurfaceZoneBatch>().runId;
        QVERIFY(runId == first || runId == second);
    }
    QCOMPARE(batches.last().at(0).value<SurfaceZoneBatch>().runId, second);
    QVERIFY(!controller.isRunning());
    // No stray result of the first run afterwards either.
    QTest::qWait(300);
    QCOMPARE(finished.size(), 1);
    QTRY_COMPARE(QDir(m_dir.path()).entryList(QDir::Files | QDir::NoDotAndDotDot).size(), 0);
}

void TestRunner::cancelBeforeTheRunStartsIsKept()
{
    BenchmarkWorker worker;
    QSignalSpy finished(&worker, &BenchmarkWorker::runFinished);
    QSignalSpy batches(&worker, &BenchmarkWorker::surfaceZonesAvailable);
    worker.cancel(5);
    // Run 5 was cancelled before it began (Stop pressed while it was still queued): it ends at once.
    worker.run(5, surfacePlan(1000));
    QCOMPARE(finished.size(), 1);
    QVERIFY(finished.first().at(0).value<FinishedRun>().cancelled);
    QVERIFY(batches.isEmpty());
    // The next run is not affected.
    worker.run(6, surfacePlan(10));
    QCOMPARE(finished.size(), 2);
    const auto outcome = finished.at(1).at(0).value<FinishedRun>();
    QVERIFY(!outcome.cancelled);
    QCOMPARE(outcome.surface()->zones.size(), size_t { 10 });
}

void TestRunner::badPlanFailsWithARefusal()
{
    BenchmarkController controller;
    QSignalSpy failed(&controller, &BenchmarkController::runFailed);
    RunPlan plan = surfacePlan(10);
    plan.targetPath = QStringLiteral("/dev/no-such-drive");
    controller.start(plan);
    QVERIFY(failed.wait(10000));
    const auto failure = failed.first().at(0).value<RunFailure>();
    QVERIFY(failure.refused);
    QVERIFY2(failure.message.contains(QStringLiteral("/dev/no-such-drive")), qPrintable(failure.message));
    QVERIFY(!controller.isRunning());
}

void TestRunner::targetNamesThatCannotBeKeptAreRefused_data()
{
    QTest::addColumn<bool>("multi");
    QTest::addColumn<QString>("expected");
    QTest::addRow("not UTF-8") << false << QStringLiteral("is not valid UTF-8");
    QTest::addRow("one directory spelled two ways") << true << QStringLiteral("are one target");
}

// The window's runs go through the worker, which holds the same rules on names as the CLI: a name
// that is not valid UTF-8 (it arrives with U+FFFD for its bad bytes, and would name another file),
// and two names for one target, are refused before anything is made.
void TestRunner::targetNamesThatCannotBeKeptAreRefused()
{
    QFETCH(bool, multi);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QByteArray badName = QFile::encodeName(dir.path()) + "/bad-\xff-name";
    QCOMPARE(::mkdir(badName.constData(), 0755), 0);
    // Qt cannot name it to remove it: it goes by its bytes, also when the test fails.
    const std::unique_ptr<const char, void (*)(const char*)> removeBadName(
        badName.constData(), [](const char* name) { ::rmdir(name); });
    RunPlan plan = surfacePlan(4);
    if (multi) {
        plan.test = MultiTargetPlan();
        plan.targetPaths = QStringList { dir.path(), dir.path() + QStringLiteral("/./") };
        plan.get<MultiTargetPlan>().spec.durationSeconds = 0.1;
    } else {
        plan.targetPath = QFile::decodeName(badName);
        QVERIFY(plan.targetPath.contains(QChar::ReplacementCharacter));
    }
    const WorkerEnd end = runOnWorker(plan);
    QCOMPARE(end.finishedCount, 0);
    QCOMPARE(end.failedCount, 1);
    const RunFailure failure = *end.failure;
    QVERIFY(failure.refused);
    QVERIFY2(failure.message.contains(expected), qPrintable(failure.message));
    // Nothing was made: no test file under a name made of U+FFFD, none in the directory. (QDir
    // leaves out the name that is not UTF-8, so only what was made could show.)
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden), QStringList());
    QCOMPARE(::rmdir(badName.constData()), 0); // there, and empty
}

// The window names the default test-file directory (~/.cache/drivescope) as the target; on a first run
// it does not exist yet, and the test file goes inside it once made, not beside it under its name.
void TestRunner::defaultTestFileDirectoryIsMadeOnFirstUse()
{
    QTemporaryDir cache;
    QVERIFY(cache.isValid());
    const QByteArray before = qgetenv("XDG_CACHE_HOME");
    qputenv("XDG_CACHE_HOME", QFile::encodeName(cache.path()));
    const QString directory = Target::defaultTestFileDirectory();
    QVERIFY(!QFileInfo::exists(directory));
    RunPlan plan = surfacePlan(4);
    plan.targetPath = directory;
    BenchmarkWorker worker;
    QSignalSpy finished(&worker, &BenchmarkWorker::runFinished);
    worker.run(1, plan);
    qputenv("XDG_CACHE_HOME", before);
    QCOMPARE(finished.size(), 1);
    const auto run = finished.first().at(0).value<FinishedRun>();
    QVERIFY(run.surface());
    QVERIFY(QFileInfo(directory).isDir());
    QCOMPARE(QFileInfo(run.target().path).absolutePath(), directory);
    QVERIFY(!QFileInfo::exists(run.target().path)); // removed after the run
}

void TestRunner::signalsComeFromTheWorkerThread()
{
    // The benchmark runs in the worker's thread: its signals are emitted there …
    QThread thread;
    BenchmarkWorker worker;
    worker.moveToThread(&thread);
    thread.start();
    QThread* emittedIn = nullptr;
    connect(
        &worker, &BenchmarkWorker::progressAvailable, &worker, [&emittedIn]() { emittedIn = QThread::currentThread(); },
        Qt::DirectConnection);
    QSignalSpy workerFinished(&worker, &BenchmarkWorker::runFinished);
    const RunPlan plan = surfacePlan(20);
    QMetaObject::invokeMethod(
        &worker, [&worker, plan]() { worker.run(1, plan); }, Qt::QueuedConnection);
    QVERIFY(workerFinished.wait(60000));
    thread.quit();
    thread.wait();
    QCOMPARE(emittedIn, &thread);

    // … and the controller hands them to this thread by queued connection.
    BenchmarkController controller;
    QVERIFY(controller.workerThread() != QThread::currentThread());
    QThread* deliveredIn = nullptr;
    connect(&controller, &BenchmarkController::progressAvailable, this,
        [&deliveredIn]() { deliveredIn = QThread::currentThread(); });
    QSignalSpy finished(&controller, &BenchmarkController::runFinished);
    controller.start(surfacePlan(20));
    QVERIFY(finished.wait(60000));
    QCOMPARE(deliveredIn, QThread::currentThread());
}

QTEST_GUILESS_MAIN(TestRunner)
#include "tst_runner.moc"
