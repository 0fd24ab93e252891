// The SNIA PTS in the window. The page's plan from its settings, bad settings refused,
// a run the CLI saved and was killed in offered for resume (with the CLI's plan, the page's), resumed,
// stopped and resumed again in the window to the verdict and the table, the offer gone once it finished,
// and the run shown again from a stored session and exported.

#include "drivelistwidget.h"
#include "files/ptsstate.h"
#include "files/sessionfiles.h"
#include "fixtures/blockdevicefixtures.h"
#include "fixtures/emulateddisk.h"
#include "fixtures/ptsstatefile.h"
#include "fixtures/windowtests.h"
#include "model/session.h"
#include "model/usererror.h"
#include "pagewidgets.h"
#include "ptspage.h"
#include "translation.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QValueAxis>

#include <csignal>
#include <fcntl.h>
#include <unistd.h>

using namespace ds;
using namespace ds::test;

namespace {
constexpr uint64_t MiB = 1u << 20;

// tst_pts's flash drive, small and without aging: steady from the first window (round 5) whatever the
// timing, so a run of at most 5 rounds of 0.1 s measurements ends in 5 rounds.
EmulatedDiskProfile flatDrive() { return ptsFlashDrive(64 * MiB); }

PtsPage* ptsPage(MainWindow& window) { return qobject_cast<PtsPage*>(window.page(TestKind::Pts)); }

void setShortRun(PtsPage* page)
{
    selectData(page->testBox(), QStringLiteral("iops"));
    selectData(page->profileBox(), QStringLiteral("client"));
    selectData(page->purgeBox(), QStringLiteral("discard"));
    page->cellSecondsBox()->setValue(0.1);
    page->maxRoundsBox()->setValue(5);
    page->capacityBox()->setValue(100);
}

QStringList tableTexts(const QTableWidget* table)
{
    QStringList texts;
    for (int row = 0; row < table->rowCount(); ++row)
        for (int column = 0; column < table->columnCount(); ++column)
            texts += table->item(row, column) ? table->item(row, column)->text() : QString();
    return texts;
}
}

class TestUiPts : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void planFollowsTheSettings_data();
    void planFollowsTheSettings();
    void badSettingsAreRefused();
    void savedSettingsAreTakenOverExactly();
    void stateFileSeedAndPurgeReachThePlan();
    void savedRunIsResumedToTheVerdictAndTable();
    void storedSessionIsShownAndExported();

private:
    QTemporaryDir m_data;
    QTemporaryDir m_dir;
    std::optional<FinishedRun> m_finished;
};

void TestUiPts::initTestCase()
{
    QVERIFY(m_data.isValid());
    isolateWindowTest("tst_uipts", m_data.path());
}

void TestUiPts::planFollowsTheSettings_data()
{
    QTest::addColumn<QString>("test");
    QTest::addColumn<QString>("profile");
    QTest::addColumn<double>("cellSeconds");
    QTest::addColumn<int>("maxRounds");
    QTest::addColumn<double>("capacityPercent");
    QTest::addColumn<QString>("purge");
    QTest::addColumn<double>("wsatLimit");
    QTest::newRow("iops client") << "iops"
                                 << "client" << 60.0 << 25 << 100.0 << "discard" << 0.0;
    QTest::newRow("throughput enterprise") << "throughput"
                                           << "enterprise" << 2.5 << 8 << 25.0 << "none" << 0.0;
    QTest::newRow("latency") << "latency"
                             << "client" << 0.1 << 5 << 50.0 << "discard" << 0.0;
    QTest::newRow("wsat") << "wsat"
                          << "enterprise" << 1.0 << 25 << 10.0 << "discard" << 120.0;
}

void TestUiPts::planFollowsTheSettings()
{
    QFETCH(QString, test);
    QFETCH(QString, profile);
    QFETCH(double, cellSeconds);
    QFETCH(int, maxRounds);
    QFETCH(double, capacityPercent);
    QFETCH(QString, purge);
    QFETCH(double, wsatLimit);
    PtsPage page;
    selectData(page.testBox(), test);
    selectData(page.profileBox(), profile);
    selectData(page.purgeBox(), purge);
    page.cellSecondsBox()->setValue(cellSeconds);
    page.maxRoundsBox()->setValue(maxRounds);
    page.capacityBox()->setValue(capacityPercent);
    if (wsatLimit > 0)
        page.wsatLimitBox()->setValue(wsatLimit);
    // Write saturation's time limit is its own, the most rounds the others'.
    QCOMPARE(page.wsatLimitBox()->isEnabled(), test == QLatin1String("wsat"));
    QCOMPARE(page.maxRoundsBox()->isEnabled(), test != QLatin1String("wsat"));

    TargetChoice target;
    target.path = QStringLiteral("/dev/sdz");
    const RunPlan plan = page.plan(target);
    QCOMPARE(plan.kind(), TestKind::Pts);
    QVERIFY(plan.writes());
    QCOMPARE(plan.targetPath, target.path);
    const PtsRunPlan& run = plan.get<PtsRunPlan>();
    QVERIFY(!run.resume);
    // The state where the CLI's `pts --target /dev/sdz` keeps it.
    QCOMPARE(PtsState::pathFor(run, plan.targetPath), m_data.filePath(QStringLiteral("drivescope/pts/sdz.json")));
    // What `pts --test … --profile … --cell-time … --max-rounds … --capacity …% --purge …` makes.
    PtsPlan expected;
    expected.test = parsePtsTest(test);
    expected.profile = parsePtsProfile(profile);
    expected.purge = parsePtsPurge(purge);
    expected.cellSeconds = cellSeconds;
    expected.maxRounds = static_cast<unsigned>(maxRounds);
    expected.capacityFraction = capacityPercent / 100;
    if (wsatLimit > 0)
        expected.wsatLimitSeconds = wsatLimit;
    QCOMPARE(run.pts.toJson(), expected.toJson());
    QCOMPARE(plan.describe(), QStringLiteral("SNIA PTS, %1").arg(expected.describe()));
}

void TestUiPts::badSettingsAreRefused()
{
    MainWindow window;
    PtsPage* page = ptsPage(window);
    QVERIFY(page);
    // The test file cannot be purged: refused before anything opens, as the CLI refuses it.
    TargetChoice file;
    file.testFile = true;
    try {
        page->plan(file);
        QFAIL("a test file was not refused");
    } catch (const UserError& error) {
        QVERIFY2(error.message().contains(QLatin1String("whole drive")), qPrintable(error.message()));
    }
    window.driveList()->selectTestFile(m_dir.path());
    QVERIFY(window.driveList()->currentTarget().testFile);
    window.tabs()->setCurrentWidget(page);
    QVERIFY(!window.startRun());
    QVERIFY2(window.lastError().contains(QLatin1String("whole drive")), qPrintable(window.lastError()));
    // Write saturation's time limit below one measurement.
    TargetChoice drive;
    drive.path = QStringLiteral("/dev/sdz");
    selectData(page->testBox(), QStringLiteral("wsat"));
    page->cellSecondsBox()->setValue(10);
    page->wsatLimitBox()->setValue(5);
    try {
        page->plan(drive);
        QFAIL("a time limit below one measurement was not refused");
    } catch (const UserError& error) {
        QVERIFY2(error.message().contains(QLatin1String("time limit")), qPrintable(error.message()));
    }
    // A path that is no device is refused by the plan itself, whoever made it.
    RunPlan plan = RunPlan::of(TestKind::Pts);
    plan.targetPath = m_dir.path();
    QVERIFY_THROWS_EXCEPTION(UserError, plan.validate());
}

// A state the CLI saved with settings the page's boxes show rounded (--capacity 33.33%, --cell-time 0.25,
// --seed 7): "Use its settings" makes the very plan, so it can be resumed; damaged or finished, nothing.
void TestUiPts::savedSettingsAreTakenOverExactly()
{
    TargetChoice drive;
    drive.path = QStringLiteral("/dev/sdy");
    PtsResult saved;
    saved.plan.test = PtsTest::Throughput;
    saved.plan.profile = PtsProfile::Enterprise;
    saved.plan.capacityFraction = 0.3333;
    saved.plan.cellSeconds = 0.25;
    saved.plan.maxRounds = 9;
    saved.plan.seed = 7;
    saved.target.path = drive.path;
    saved.target.sizeBytes = 1ull << 30;
    saved.phase = PtsResult::Phase::Preconditioned;
    const QString state = PtsState::defaultPath(drive.path);
    PtsState::save(saved, state);

    PtsPage page;
    page.setTarget(drive);
    QVERIFY(!page.resumable());
    QVERIFY(page.useSavedButton()->isVisibleTo(&page));
    QVERIFY2(page.savedRunLabel()->text().contains(QLatin1String("preconditioned, 0 round(s) done")),
        qPrintable(page.savedRunLabel()->text()));
    page.useSavedButton()->click();
    QVERIFY(page.resumable());
    QCOMPARE(page.ptsPlan().toJson(), saved.plan.toJson());
    QCOMPARE(page.capacityBox()->value(), 33.3);
    page.resumeSaved();
    const RunPlan plan = page.plan(drive);
    QVERIFY(plan.get<PtsRunPlan>().resume);
    QCOMPARE(plan.describe(), QStringLiteral("SNIA PTS, %1, resumed").arg(saved.plan.describe()));
    // A box changed after: its own value, and no resume. A plain Start is refused while the stopped run
    // is saved; Start over discards it.
    page.capacityBox()->setValue(40);
    QCOMPARE(page.ptsPlan().capacityFraction, 0.4);
    QVERIFY(!page.resumable());
    try {
        page.plan(drive);
        QFAIL("a plain Start was taken over a stopped run");
    } catch (const UserError& error) {
        QVERIFY2(error.message().contains(QLatin1String("Start over discards it")), qPrintable(error.message()));
    }
    QVERIFY(page.startOverButton()->isVisibleTo(&page));
    std::optional<RunPlan> started;
    connect(&page, &TestPage::startRequested, &page, [&] { started = page.plan(drive); });
    page.startOverButton()->click();
    QVERIFY(started);
    QVERIFY(started->get<PtsRunPlan>().restart);
    QVERIFY(!started->get<PtsRunPlan>().resume);
    QCOMPARE(started->get<PtsRunPlan>().pts.capacityFraction, 0.4);
    QVERIFY2(
        started->describe().endsWith(QLatin1String(", the stopped run discarded")), qPrintable(started->describe()));
    // Only for that start: the next plain Start is refused again.
    QVERIFY_THROWS_EXCEPTION(UserError, page.plan(drive));

    // A finished run offers nothing.
    saved.phase = PtsResult::Phase::Finished;
    PtsState::save(saved, state);
    page.refreshResumeOffer();
    QVERIFY(!page.resumable());
    QVERIFY(!page.savedRunLabel()->isVisibleTo(&page));
    // A damaged state says so, and offers nothing.
    {
        QFile file(state);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write("{ not json");
    }
    page.refreshResumeOffer();
    QVERIFY(!page.resumable());
    QVERIFY2(page.savedRunLabel()->text().contains(QLatin1String("cannot be read")),
        qPrintable(page.savedRunLabel()->text()));
    QVERIFY(!page.resumeButton()->isVisibleTo(&page));
    QVERIFY(page.startOverButton()->isVisibleTo(&page));
    QFile::remove(state);
}

// The settings the CLI has and the window had not: --state, --seed, --purge sanitize|format; and the
// charts' axes before a run.
void TestUiPts::stateFileSeedAndPurgeReachThePlan()
{
    PtsPage page;
    // Before any run the charts have their axes' titles.
    QCOMPARE(page.convergenceChart()->xAxis()->titleText(), QStringLiteral("Round"));
    QVERIFY(!page.convergenceChart()->yAxis()->titleText().isEmpty());
    QCOMPARE(page.windowChart()->xAxis()->titleText(), QStringLiteral("Round"));
    QCOMPARE(page.convergenceChart()->seriesCount(), 0);
    // Whole rounds only: no tick at round 1.2.
    QCOMPARE(page.convergenceChart()->xAxis()->tickInterval(), 1.0);
    QCOMPARE(page.convergenceChart()->xAxis()->labelFormat(), QStringLiteral("%.0f"));

    TargetChoice drive;
    drive.path = QStringLiteral("/dev/sdx");
    page.setTarget(drive);
    QCOMPARE(page.statePath(), PtsState::defaultPath(drive.path));
    QCOMPARE(page.plan(drive).get<PtsRunPlan>().statePath, QString());
    QCOMPARE(page.plan(drive).get<PtsRunPlan>().pts.seed, uint64_t { 1 });

    page.seedBox()->setText(QStringLiteral("123456789012345"));
    QCOMPARE(page.plan(drive).get<PtsRunPlan>().pts.seed, uint64_t { 123456789012345 });
    page.seedBox()->setText(QString());
    QVERIFY_THROWS_EXCEPTION(UserError, page.ptsPlan());
    page.seedBox()->setText(QStringLiteral("7"));

    for (const auto& [name, purge] : { std::pair { "sanitize", PtsPurge::Sanitize }, { "format", PtsPurge::Format } }) {
        selectData(page.purgeBox(), QString::fromLatin1(name));
        QCOMPARE(page.purgeBox()->currentData().toString(), QString::fromLatin1(name));
        QCOMPARE(page.plan(drive).get<PtsRunPlan>().pts.purge, purge);
    }
    selectData(page.purgeBox(), QStringLiteral("discard"));

    // A state file of its own: the plan saves there, and a stopped run saved there is offered.
    const QString elsewhere = m_dir.filePath(QStringLiteral("elsewhere.json"));
    page.stateFileBox()->setText(elsewhere);
    QCOMPARE(page.statePath(), elsewhere);
    QCOMPARE(PtsState::pathFor(page.plan(drive).get<PtsRunPlan>(), drive.path), elsewhere);
    PtsResult stopped;
    stopped.plan = page.ptsPlan();
    stopped.target.path = drive.path;
    stopped.target.sizeBytes = 1ull << 30;
    stopped.phase = PtsResult::Phase::Rounds;
    PtsState::save(stopped, elsewhere);
    page.refreshResumeOffer();
    QVERIFY(page.resumable());
    QCOMPARE(page.resumable()->plan.seed, uint64_t { 7 });
    QVERIFY(page.resumeButton()->isVisibleTo(&page));
    QVERIFY_THROWS_EXCEPTION(UserError, page.plan(drive));

    // Another drive's stopped run in that file: nothing to resume here, and only Start over replaces it.
    // Saved within the same tick of the clock as the first, of the same size: only its bytes differ.
    const QDateTime firstSaved = QFileInfo(elsewhere).lastModified();
    stopped.target.path = QStringLiteral("/dev/sdw");
    PtsState::save(stopped, elsewhere);
    {
        QFile rewritten(elsewhere);
        QVERIFY(rewritten.open(QIODevice::ReadWrite));
        QVERIFY(rewritten.setFileTime(firstSaved, QFileDevice::FileModificationTime));
    }
    QCOMPARE(QFileInfo(elsewhere).lastModified(), firstSaved);
    page.refreshResumeOffer();
    QVERIFY(!page.resumable());
    QVERIFY2(page.savedRunLabel()->text().contains(QLatin1String("holds a stopped run on /dev/sdw")),
        qPrintable(page.savedRunLabel()->text()));
    QVERIFY(!page.resumeButton()->isVisibleTo(&page));
    QVERIFY(!page.useSavedButton()->isVisibleTo(&page));
    QVERIFY(page.startOverButton()->isVisibleTo(&page));
    QVERIFY_THROWS_EXCEPTION(UserError, page.plan(drive));

    // Emptied, the field means the drive's own file again, where nothing is saved.
    page.stateFileBox()->clear();
    QVERIFY(!page.savedRunLabel()->isVisibleTo(&page));
    QCOMPARE(page.plan(drive).get<PtsRunPlan>().statePath, QString());
    QFile::remove(elsewhere);
}

void TestUiPts::savedRunIsResumedToTheVerdictAndTable()
{
    DS_REQUIRE_EMULATED_DISK();
    EmulatedDisk disk(flatDrive());
    QVERIFY2(disk.isValid(), qPrintable(disk.errorString()));
    const QString device = disk.devicePath();
    const QString state = PtsState::defaultPath(device);
    QFile::remove(state);

    // The CLI starts the run (its state where the window looks: the same $XDG_DATA_HOME) and is killed
    // after its first round, as a crash or a reboot would stop it.
    {
        QProcess cli;
        cli.start(QStringLiteral(DRIVESCOPE_CLI),
            { QStringLiteral("pts"), QStringLiteral("--target"), device, QStringLiteral("--allow-destroy=") + device,
                QStringLiteral("--cell-time"), QStringLiteral("0.1"), QStringLiteral("--max-rounds"),
                QStringLiteral("5"), QStringLiteral("--no-progress"), QStringLiteral("--no-save"),
                QStringLiteral("--json") });
        QVERIFY(cli.waitForStarted());
        QElapsedTimer waited;
        waited.start();
        while (savedPtsRounds(state) < 1 && cli.state() == QProcess::Running && waited.elapsed() < 120000)
            QTest::qWait(10);
        QVERIFY2(cli.state() == QProcess::Running, qPrintable(QString::fromLocal8Bit(cli.readAllStandardError())));
        ::kill(static_cast<pid_t>(cli.processId()), SIGKILL);
        cli.waitForFinished(30000);
        QVERIFY(waitUntilReleased(device));
    }
    const int cliRounds = savedPtsRounds(state);
    QVERIFY(cliRounds >= 1 && cliRounds < 5);

    MainWindow window;
    window.setConfirmation([](const QString& path, const QString&) { return path; });
    window.driveList()->refresh();
    QVERIFY(window.driveList()->selectDevice(device));
    PtsPage* page = ptsPage(window);
    QVERIFY(page);
    window.tabs()->setCurrentWidget(page);
    setShortRun(page);
    // The CLI's plan of those options is the page's: the saved run is offered, with how far it came.
    QVERIFY(page->resumable());
    QCOMPARE(page->resumable()->plan.toJson(), page->ptsPlan().toJson());
    QVERIFY(page->resumeButton()->isVisibleTo(page));
    QVERIFY2(page->savedRunLabel()->text().contains(QStringLiteral("%1 round(s) done").arg(cliRounds)),
        qPrintable(page->savedRunLabel()->text()));
    // The offer fits the smallest window the others fit (1024×700).
    QVERIFY2(window.minimumSizeHint().width() <= 1024 && window.minimumSizeHint().height() <= 700,
        qPrintable(
            QStringLiteral("%1×%2").arg(window.minimumSizeHint().width()).arg(window.minimumSizeHint().height())));
    // Other settings: not resumable as they are, but its settings can be taken.
    selectData(page->profileBox(), QStringLiteral("enterprise"));
    QVERIFY(!page->resumable());
    QVERIFY(!page->resumeButton()->isVisibleTo(page));
    QVERIFY(page->useSavedButton()->isVisibleTo(page));
    page->useSavedButton()->click();
    QVERIFY(page->resumable());
    QCOMPARE(page->profileBox()->currentData().toString(), QStringLiteral("client"));

    // Resumed in the window: the saved rounds come first, then the new ones, each drawn as it comes.
    QSignalSpy rounds(window.controller(), &BenchmarkController::ptsRoundAvailable);
    QSignalSpy finished(window.controller(), &BenchmarkController::runFinished);
    QSignalSpy failed(window.controller(), &BenchmarkController::runFailed);
    QSignalSpy progress(window.controller(), &BenchmarkController::progressAvailable);
    page->resumeButton()->click();
    QVERIFY(window.controller()->isRunning());
    QVERIFY(window.lastError().isEmpty());
    QElapsedTimer waited;
    waited.start();
    while (rounds.size() < cliRounds + 1 && finished.isEmpty() && failed.isEmpty() && waited.elapsed() < 120000)
        QTest::qWait(10);
    QVERIFY(failed.isEmpty());
    QVERIFY2(finished.isEmpty(), "the run ended before it could be stopped");
    QCOMPARE(page->live().rounds.size(), size_t(cliRounds + 1));
    // The IOPS test's three tracking variables, a point per round so far.
    QCOMPARE(page->convergenceChart()->seriesCount(), 3);
    for (int series = 0; series < 3; ++series)
        QCOMPARE(page->convergenceChart()->pointsOf(series).size(), cliRounds + 1);
    QVERIFY(page->verdictLabel()->text().contains(QStringLiteral("Round %1 done").arg(cliRounds + 1)));
    // The progress line names the round and the measurement under way: "round 2/5, 4 KiB 65/35".
    const QRegularExpression roundAndCell(QStringLiteral("^round (\\d+)/5, \\d+ [KM]iB \\d+/\\d+$"));
    bool named = false;
    for (const QList<QVariant>& report : progress) {
        const QRegularExpressionMatch match = roundAndCell.match(report.at(0).value<RunProgress>().label);
        named = named || (match.hasMatch() && match.captured(1).toInt() > cliRounds);
    }
    QVERIFY(named);

    // Stopped in the window: the offer is back, one round further.
    window.stopRun();
    waited.restart();
    while (finished.isEmpty() && waited.elapsed() < 60000)
        QTest::qWait(10);
    QVERIFY(!finished.isEmpty());
    QVERIFY(finished.first().at(0).value<FinishedRun>().cancelled);
    QVERIFY(waitUntilReleased(device));
    const int windowRounds = savedPtsRounds(state);
    QVERIFY(windowRounds > cliRounds);
    QVERIFY(page->resumable());
    QCOMPARE(page->resumable()->resumes, 1u);
    QVERIFY2(page->savedRunLabel()->text().contains(QStringLiteral("%1 round(s) done").arg(windowRounds)),
        qPrintable(page->savedRunLabel()->text()));
    QVERIFY(page->verdictLabel()->text().contains(QLatin1String("Resume continues it")));

    // Resumed again, to its end.
    finished.clear();
    page->resumeButton()->click();
    QVERIFY(window.controller()->isRunning());
    const std::optional<FinishedRun> run = finishRun(window, false);
    QVERIFY(run);
    QVERIFY(!run->cancelled);
    const PtsResult* result = run->pts();
    QVERIFY(result);
    QVERIFY(result->finished());
    QCOMPARE(result->resumes, 2u);
    QCOMPARE(result->rounds.size(), size_t { 5 });
    // The verdict of the result, in words.
    const QString verdict = page->verdictLabel()->text();
    if (result->steadyState)
        QVERIFY2(verdict.startsWith(QStringLiteral("Steady state reached in round %1 (window: rounds %2 to %3)")
                                        .arg(result->windowFirstRound + result->windowRounds)
                                        .arg(result->windowFirstRound + 1)
                                        .arg(result->windowFirstRound + result->windowRounds)),
            qPrintable(verdict));
    else
        QVERIFY2(verdict.startsWith(QLatin1String("Steady state not reached in 5 round(s)")), qPrintable(verdict));
    // The table: block sizes down, mixes across, each the window's average.
    const QTableWidget* table = page->table();
    QCOMPARE(table->rowCount(), 8);
    QCOMPARE(table->columnCount(), 7);
    QCOMPARE(table->horizontalHeaderItem(0)->text(), QStringLiteral("100/0"));
    QCOMPARE(table->verticalHeaderItem(0)->text(), QStringLiteral("1 MiB"));
    for (size_t size = 0; size < 8; ++size)
        for (size_t mix = 0; mix < 7; ++mix) {
            const double iops
                = result->table[PtsPlan::cellIndex(PtsPlan::readPercents()[mix], PtsPlan::blockSizes()[size])];
            QVERIFY(iops > 0);
            QCOMPARE(table->item(static_cast<int>(size), static_cast<int>(mix))->text(), formatDecimal(iops, 0));
        }
    // The window's plot: the tracking variable's rounds in the window, its average, bounds and fit.
    QCOMPARE(page->windowChart()->seriesCount(), 5);
    QCOMPARE(page->windowChart()->pointsOf(0).size(), static_cast<int>(result->windowRounds));
    QCOMPARE(page->convergenceChart()->pointsOf(0).size(), 5);
    // A finished run leaves nothing to resume.
    QCOMPARE(savedPtsRounds(state), 5);
    QVERIFY(!page->resumable());
    QVERIFY(!page->resumeButton()->isVisibleTo(page));
    QVERIFY(page->resultSummary().contains(QLatin1String("4 KiB 0/100")));
    m_finished = run;
}

void TestUiPts::storedSessionIsShownAndExported()
{
    if (!m_finished)
        QSKIP("needs the run of savedRunIsResumedToTheVerdictAndTable");
    QStringList table;
    QString verdict;
    {
        // The run as the window recorded it: drawn by the page it ran on, then saved as a session.
        PtsPage live;
        live.runFinished(*m_finished);
        table = tableTexts(live.table());
        verdict = live.verdictLabel()->text();
    }
    Session session = Session::startNew(QStringLiteral("tst_uipts"));
    for (const SessionRun& run : m_finished->runs)
        session.addRun(run);
    const QString path = m_dir.filePath(QStringLiteral("pts-session.json"));
    saveSession(session, path);

    MainWindow window;
    QVERIFY(window.openSession(path));
    PtsPage* shown = ptsPage(window);
    QVERIFY(shown && shown->lastRun() && shown->lastRun()->pts());
    QCOMPARE(window.tabs()->currentWidget(), shown);
    QCOMPARE(shown->verdictLabel()->text(), verdict);
    QCOMPARE(tableTexts(shown->table()), table);
    QCOMPARE(shown->convergenceChart()->pointsOf(0).size(), 5);
    // Its image, with the result's figures in the stats box.
    const QString png = m_dir.filePath(QStringLiteral("pts.png"));
    QString error;
    QVERIFY2(window.exportPng(png, QSize(1200, 800), &error), qPrintable(error));
    QImage image(png);
    QCOMPARE(image.size(), QSize(1200, 800));
    const ImageCaption caption = shown->caption();
    QStringList labels;
    for (const ExportStat& stat : caption.stats)
        labels += stat.label;
    QVERIFY2(labels.contains(QStringLiteral("Steady state")) && labels.contains(QStringLiteral("Rounds")),
        qPrintable(labels.join(QLatin1Char(','))));
    QVERIFY(caption.results.contains(QLatin1String("4 KiB 0/100")));
    // The CLI's render draws it with the same page.
    const QString rendered = m_dir.filePath(QStringLiteral("render.png"));
    const CliRun render = runCli(QStringLiteral(DRIVESCOPE_CLI),
        { QStringLiteral("render"), QStringLiteral("--session"), path, QStringLiteral("--chart"), QStringLiteral("pts"),
            QStringLiteral("--png"), rendered, QStringLiteral("--width"), QStringLiteral("1200"),
            QStringLiteral("--height"), QStringLiteral("800") });
    QVERIFY2(render.status == 0, qPrintable(render.err));
    QCOMPARE(QImage(rendered).size(), QSize(1200, 800));
}

QTEST_MAIN(TestUiPts)
#include "tst_uipts.moc"
