#include "comparewindow.h"
#include "device/driveenumerator.h"
#include "device/target.h"
#include "drivelistwidget.h"
#include "exportpanels.h"
#include "files/sessionfiles.h"
#include "fixtures/blockdevicefixtures.h"
#include "fixtures/finishedruns.h"
#include "fixtures/sessionsamples.h"
#include "fixtures/windowtests.h"
#include "mainwindow.h"
#include "model/plansettings.h"
#include "model/session.h"
#include "model/usererror.h"
#include "multidrivepage.h"
#include "patternspage.h"
#include "quicksuitepage.h"
#include "run/runner/benchmarkcontroller.h"
#include "run/runner/benchmarkworker.h"
#include "sweeptable.h"
#include "translation.h"

#include <QAbstractAxis>
#include <QBarSet>
#include <QChart>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QFile>
#include <QHorizontalBarSeries>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QLocale>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include <cmath>

using namespace ds;
using namespace ds::test;

// The quick suite and the patterns fill in live, one test runs alone, and a stopped run is
// saved and listed as partial. Real runs on a small test file with short measure times.
class TestUiQuick : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void quickSuiteFillsEachCellAsItsTestEnds();
    void rowButtonRunsOnlyItsTestAndKeepsTheOtherRows();
    void patternsTableFillsPerLoad();
    void stoppedRunIsSavedAndListedAsPartial();
    void workerReportsTheChosenQuickTestsOnly();
    void partialMarkIsReadFromOlderSessionsToo();
    void unstableFigureIsMarkedWithItsRuns();
    void profileSetsTheRowsAndTheirSettings();
    void unitMenuShowsTheFiguresInItsUnit();
    void cardCaptionMultiDriveAndRatingsFollowTheUnit();
    void sweepTableLeadsWithTheUnit();
    void testFileGetsTheProfileOfItsDrive();

private:
    // The test file in m_dir, the page's tab current; short tests.
    QuickSuitePage* prepareQuick(MainWindow& window, double seconds, bool writes);
    // Waits for the current run's end; its outcome, or none when it failed or took too long.
    static std::optional<FinishedRun> waitForEnd(MainWindow& window);
    static bool isFigure(const QString& text);
    static QStringList cellTexts(const QuickSuitePage* page);

    QTemporaryDir m_dir;
    QTemporaryDir m_library;
};

void TestUiQuick::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(m_library.isValid());
    isolateWindowTest("tst_uiquick", m_library.path());
}

QuickSuitePage* TestUiQuick::prepareQuick(MainWindow& window, double seconds, bool writes)
{
    window.driveList()->setTestFileBytes(64ull << 20);
    window.driveList()->selectTestFile(m_dir.path());
    auto* page = qobject_cast<QuickSuitePage*>(window.page(TestKind::QuickSuite));
    window.tabs()->setCurrentWidget(page);
    // The Default profile's rows, whatever drive the test file is on.
    page->profileBox()->setCurrentIndex(page->profileBox()->findData(static_cast<int>(QuickProfile::Default)));
    page->durationBox()->setValue(seconds);
    page->repeatsBox()->setValue(1);
    page->intervalBox()->setValue(0);
    page->readOnlyBox()->setChecked(!writes);
    return page;
}

std::optional<FinishedRun> TestUiQuick::waitForEnd(MainWindow& window) { return finishRun(window, false); }

bool TestUiQuick::isFigure(const QString& text)
{
    bool ok = false;
    const double value = QLocale().toDouble(text, &ok);
    return ok && value > 0;
}

QStringList TestUiQuick::cellTexts(const QuickSuitePage* page)
{
    QStringList texts;
    for (int row = 0; row < 4; ++row)
        for (int column = 0; column < 2; ++column)
            texts += page->cellText(row, column);
    return texts;
}

void TestUiQuick::quickSuiteFillsEachCellAsItsTestEnds()
{
    MainWindow window;
    QuickSuitePage* page = prepareQuick(window, 0.3, true);
    // What the page shows at each update, taken when the update arrives (after the window's own slot).
    struct Seen {
        QString name;
        bool write;
        bool ended;
        QStringList texts;
        QList<bool> running;
    };
    std::vector<Seen> seen;
    connect(window.controller(), &BenchmarkController::quickTestAvailable, this, [&](const QuickTestUpdate& update) {
        Seen now { update.name, update.write, update.result.has_value(), cellTexts(page), {} };
        for (int cell = 0; cell < 8; ++cell)
            now.running += page->isCellRunning(cell / 2, cell % 2);
        seen.push_back(now);
    });
    QVERIFY(window.startRun());
    // Before any test ended no cell pretends to hold a figure.
    for (const QString& text : cellTexts(page))
        QVERIFY2(!isFigure(text), qPrintable(text));
    const auto outcome = waitForEnd(window);
    QVERIFY(outcome && outcome->quick() && !outcome->cancelled);

    // Each of the eight tests starts, then ends, in the suite's order: read before write, row by row.
    QCOMPARE(seen.size(), size_t { 16 });
    const QStringList names { QStringLiteral("SEQ1M Q8T1"), QStringLiteral("SEQ1M Q1T1"), QStringLiteral("RND4K Q32T1"),
        QStringLiteral("RND4K Q1T1") };
    int ended = 0;
    for (size_t i = 0; i < seen.size(); ++i) {
        const Seen& step = seen[i];
        const int cell = static_cast<int>(i / 2);
        QCOMPARE(step.name, names[cell / 2]);
        QCOMPARE(step.write, cell % 2 == 1);
        QCOMPARE(step.ended, i % 2 == 1);
        if (step.ended)
            ++ended;
        // The cells of the tests that ended hold their figure, the others none.
        for (int other = 0; other < 8; ++other)
            QVERIFY2(isFigure(step.texts[other]) == (other < ended),
                qPrintable(QStringLiteral("update %1, cell %2: %3").arg(i).arg(other).arg(step.texts[other])));
        // The running test's cell is marked, and only that one.
        for (int other = 0; other < 8; ++other)
            QCOMPARE(step.running[other], !step.ended && other == cell);
    }
    // At the end: eight figures, nothing marked.
    for (int cell = 0; cell < 8; ++cell) {
        QVERIFY(isFigure(page->cellText(cell / 2, cell % 2)));
        QVERIFY(!page->isCellRunning(cell / 2, cell % 2));
    }
}

void TestUiQuick::rowButtonRunsOnlyItsTestAndKeepsTheOtherRows()
{
    MainWindow window;
    QuickSuitePage* page = prepareQuick(window, 0.2, true);
    QVERIFY(window.startRun());
    auto first = waitForEnd(window);
    QVERIFY(first && first->quick());
    const QStringList before = cellTexts(page);
    for (const QString& text : before)
        QVERIFY(isFigure(text));

    const QString chosen = QStringLiteral("RND4K Q32T1");
    QCOMPARE(page->rowButton(2)->text(), chosen);
    QStringList othersWhileRunning;
    std::vector<QuickTestUpdate> updates;
    connect(window.controller(), &BenchmarkController::quickTestAvailable, this, [&](const QuickTestUpdate& update) {
        updates.push_back(update);
        if (!update.result && othersWhileRunning.isEmpty())
            othersWhileRunning = cellTexts(page);
    });
    const auto runsBefore = window.session().runs.size();
    page->rowButton(2)->click();
    QVERIFY(window.controller()->isRunning());
    // No second start while it runs.
    QVERIFY(!page->allButton()->isEnabled());
    QVERIFY(!page->rowButton(0)->isEnabled());
    const auto single = waitForEnd(window);
    QVERIFY(single && single->quick() && !single->cancelled);
    QVERIFY(page->allButton()->isEnabled());

    // Only that test ran: read and write of its row.
    QCOMPARE(single->plan.get<QuickSuiteOptions>().tests, QStringList { chosen });
    QCOMPARE(single->quick()->rows.size(), size_t { 1 });
    QCOMPARE(single->quick()->rows.front().name, chosen);
    QCOMPARE(updates.size(), size_t { 4 });
    for (const QuickTestUpdate& update : updates)
        QCOMPARE(update.name, chosen);

    // The other rows kept their figures during the run and after it; the row shows the new ones.
    const QStringList after = cellTexts(page);
    for (int cell = 0; cell < 8; ++cell) {
        if (cell / 2 == 2)
            continue;
        QCOMPARE(othersWhileRunning[cell], before[cell]);
        QCOMPARE(after[cell], before[cell]);
    }
    const QuickSuiteRow& row = single->quick()->rows.front();
    QVERIFY(row.read && row.write);
    QCOMPARE(page->cellText(2, 0), formatDecimal(single->quick()->figure(*row.read).megabytesPerSecond, 2));
    QCOMPARE(page->cellText(2, 1), formatDecimal(single->quick()->figure(*row.write).megabytesPerSecond, 2));
    // The page's text keeps all four rows, the new one among them.
    QVERIFY(page->lastRun() && page->lastRun()->quick());
    QCOMPARE(page->lastRun()->quick()->rows.size(), size_t { 4 });

    // The session holds the grid as shown, the other rows kept from the first run, each cell
    // naming the run that measured it; reopened, the page shows every cell as it was on screen.
    QCOMPARE(window.session().runs.size(), runsBefore + 1);
    const SessionRun& saved = window.session().runs.back();
    const auto* quick = std::get_if<QuickSuiteResult>(&saved.result);
    QVERIFY(quick);
    QCOMPARE(quick->rows.size(), size_t { 4 });
    QVERIFY(quick->options.tests.isEmpty());
    QCOMPARE(quick->startedAt, single->quick()->startedAt);
    QVERIFY(quick->startedAt != first->quick()->startedAt);
    auto checkOrigins = [&](const QuickSuiteResult& result) {
        for (const QuickSuiteRow& cells : result.rows) {
            QVERIFY(cells.read && cells.write);
            const QString expected = cells.name == chosen ? QString() : first->quick()->startedAt;
            QCOMPARE(cells.readFrom, expected);
            QCOMPARE(cells.writeFrom, expected);
        }
    };
    checkOrigins(*quick);
    QVERIFY2(!saved.title().contains(QStringLiteral("only")), qPrintable(saved.title()));

    // Saved, quit and reopened: every cell as it was, nothing waits or runs, and each keeps its origin.
    const QString path = QDir(m_dir.path()).filePath(QStringLiteral("rerun.json"));
    saveSession(window.session(), path);
    const Session loaded = loadSession(path);
    const auto* reread = std::get_if<QuickSuiteResult>(&loaded.runs.back().result);
    QVERIFY(reread);
    checkOrigins(*reread);
    MainWindow reopened;
    QVERIFY(reopened.openSession(path));
    auto* shown = qobject_cast<QuickSuitePage*>(reopened.page(TestKind::QuickSuite));
    for (int cell = 0; cell < 8; ++cell) {
        QVERIFY(!shown->isCellRunning(cell / 2, cell % 2));
        QCOMPARE(shown->cellText(cell / 2, cell % 2), after[cell]);
    }
    QVERIFY(shown->allButton()->isEnabled());
    // A kept figure's tooltip says which run measured it; the row run again has no such line.
    const QString kept = QStringLiteral("Kept from the run of");
    QVERIFY2(shown->cellToolTip(0, 1).contains(kept), qPrintable(shown->cellToolTip(0, 1)));
    QVERIFY2(!shown->cellToolTip(2, 0).contains(kept), qPrintable(shown->cellToolTip(2, 0)));
    QVERIFY2(page->cellToolTip(3, 0).contains(kept), qPrintable(page->cellToolTip(3, 0)));
    // The library's copy of the run is the same grid.
    const Session library = loadSession(window.lastLibraryPath());
    const auto* stored = std::get_if<QuickSuiteResult>(&library.runs.back().result);
    QVERIFY(stored);
    QCOMPARE(stored->rows.size(), size_t { 4 });
    checkOrigins(*stored);

    // On another target the other rows' figures go: one grid never mixes two drives.
    QTemporaryDir elsewhere;
    QVERIFY(elsewhere.isValid());
    window.driveList()->selectTestFile(elsewhere.path());
    page->rowButton(0)->click();
    const auto moved = waitForEnd(window);
    QVERIFY(moved && moved->quick() && !moved->cancelled);
    QVERIFY(isFigure(page->cellText(0, 0)));
    for (int cell = 2; cell < 8; ++cell)
        QCOMPARE(page->cellText(cell / 2, cell % 2), QStringLiteral("—"));
}

void TestUiQuick::patternsTableFillsPerLoad()
{
    MainWindow window;
    window.driveList()->setTestFileBytes(64ull << 20);
    window.driveList()->selectTestFile(m_dir.path());
    auto* page = qobject_cast<PatternsPage*>(window.page(TestKind::Patterns));
    window.tabs()->setCurrentWidget(page);
    for (QCheckBox* box : page->patternBoxes())
        box->setChecked(box->text() == QLatin1String("Database") || box->text() == QLatin1String("WebServer"));
    page->loadsEdit()->setText(QStringLiteral("1,4"));
    page->durationBox()->setValue(0.3);
    QTableWidget* table = page->table();
    auto rowText = [table](int row) {
        QStringList texts;
        for (int column = 0; column < 3; ++column)
            texts += table->item(row, column) ? table->item(row, column)->text() : QString();
        return texts;
    };
    std::vector<std::vector<QStringList>> seen; // the table's rows at each finished load
    connect(window.controller(), &BenchmarkController::sweepPointAvailable, this, [&](const SweepPointUpdate&) {
        std::vector<QStringList> rows;
        for (int row = 0; row < table->rowCount(); ++row)
            rows.push_back(rowText(row));
        seen.push_back(rows);
    });
    QVERIFY(window.startRun());
    // The first load is under way, marked, before anything was measured.
    QCOMPARE(table->rowCount(), 1);
    QCOMPARE(rowText(0).mid(0, 2), (QStringList { QStringLiteral("WebServer"), QStringLiteral("1") }));
    QCOMPARE(rowText(0)[2], QStringLiteral("running…"));
    const auto outcome = waitForEnd(window);
    QVERIFY(outcome && outcome->patterns() && !outcome->cancelled);

    QCOMPARE(seen.size(), size_t { 4 });
    // After WebServer's first load: its figure, then its second load running.
    QCOMPARE(seen[0].size(), size_t { 2 });
    QVERIFY2(isFigure(seen[0][0][2]), qPrintable(seen[0][0].join(QLatin1Char('|'))));
    QCOMPARE(
        seen[0][1], (QStringList { QStringLiteral("WebServer"), QStringLiteral("4"), QStringLiteral("running…") }));
    // After its second: both loads, its rating, and Database's first load running.
    QCOMPARE(seen[1].size(), size_t { 4 });
    QVERIFY(isFigure(seen[1][1][2]));
    QVERIFY(seen[1][2][0].contains(QStringLiteral("rating")));
    QCOMPARE(seen[1][3], (QStringList { QStringLiteral("Database"), QStringLiteral("1"), QStringLiteral("running…") }));
    QCOMPARE(seen[2].size(), size_t { 5 });
    QVERIFY(isFigure(seen[2][3][2]));
    // The end: two loads and a rating per pattern, nothing marked as running.
    QCOMPARE(table->rowCount(), 6);
    for (int row = 0; row < table->rowCount(); ++row)
        QVERIFY(rowText(row)[2] != QStringLiteral("running…"));
    QVERIFY(isFigure(rowText(5)[2]));
}

void TestUiQuick::stoppedRunIsSavedAndListedAsPartial()
{
    MainWindow window;
    QuickSuitePage* page = prepareQuick(window, 0.2, false);
    // A complete run first, so that the run picker lists two.
    QVERIFY(window.startRun());
    const auto complete = waitForEnd(window);
    QVERIFY(complete && !complete->cancelled);
    QCOMPARE(complete->completedFraction, 1.0);
    QVERIFY(!window.session().runs.back().stoppedAtFraction);

    page->durationBox()->setValue(2);
    QSignalSpy progress(window.controller(), &BenchmarkController::progressAvailable);
    QVERIFY(window.startRun());
    // Stopped once the first test has its figure, in the second of four.
    QTRY_VERIFY_WITH_TIMEOUT(isFigure(page->cellText(0, 0)), 60000);
    window.stopRun();
    const auto stopped = waitForEnd(window);
    QVERIFY(stopped && stopped->cancelled);
    QVERIFY2(stopped->completedFraction > 0.2 && stopped->completedFraction < 0.6,
        qPrintable(QString::number(stopped->completedFraction)));
    // The worker's last word is where it stopped, not 100 %.
    QVERIFY(!progress.isEmpty());
    const auto last = progress.last().at(0).value<RunProgress>();
    QCOMPARE(last.label, QStringLiteral("stopped"));
    QCOMPARE(last.fraction, stopped->completedFraction);
    // No cell claims to wait or run after the stop.
    for (int cell = 0; cell < 8; ++cell) {
        QVERIFY(!page->isCellRunning(cell / 2, cell % 2));
        QVERIFY(page->cellText(cell / 2, cell % 2) != QStringLiteral("…"));
    }
    QCOMPARE(page->cellText(3, 0), QStringLiteral("—"));

    // The session's run is marked partial, with how far it came.
    const SessionRun& run = window.session().runs.back();
    QVERIFY(run.stoppedAtFraction);
    QCOMPARE(*run.stoppedAtFraction, stopped->completedFraction);
    const QString mark = QStringLiteral("(stopped at %1 %)").arg(std::floor(stopped->completedFraction * 100));
    QVERIFY2(run.title(true).contains(mark), qPrintable(run.title(true)));
    // So is the library's file.
    const Session saved = loadSession(window.lastLibraryPath());
    QCOMPARE(saved.runs.size(), size_t { 1 });
    QVERIFY(saved.runs.front().stoppedAtFraction);
    QCOMPARE(*saved.runs.front().stoppedAtFraction, stopped->completedFraction);

    // The run picker lists the stopped run as partial, the complete one not.
    QComboBox* picker = window.runPicker();
    QCOMPARE(picker->count(), 2);
    QVERIFY2(!picker->itemText(0).contains(QStringLiteral("stopped")), qPrintable(picker->itemText(0)));
    QVERIFY2(picker->itemText(1).contains(mark), qPrintable(picker->itemText(1)));

    // And so does the compare view's list of runs.
    CompareWindow* compare = window.compareWindow();
    compare->addSessions({ window.lastLibraryPath() });
    // (The view also offers this window's runs and the library's latest; the file added is listed by
    // its path.)
    auto fileItem = [&]() -> QTreeWidgetItem* {
        for (int i = 0; i < compare->selectionList()->topLevelItemCount(); ++i) {
            QTreeWidgetItem* item = compare->selectionList()->topLevelItem(i);
            if (item->toolTip(0) == window.lastLibraryPath() && item->childCount() == 1)
                return item;
        }
        return nullptr;
    };
    QTRY_VERIFY(fileItem() != nullptr);
    const QString listed = fileItem()->child(0)->text(0);
    QVERIFY2(listed.contains(mark), qPrintable(listed));
}

void TestUiQuick::workerReportsTheChosenQuickTestsOnly()
{
    RunPlan plan;
    plan.test = QuickSuiteOptions();
    plan.targetPath = m_dir.path();
    plan.testFileBytes = 32ull << 20;
    plan.get<QuickSuiteOptions>().secondsPerTest = 0.2;
    plan.get<QuickSuiteOptions>().repeats = 1;
    plan.get<QuickSuiteOptions>().intervalSeconds = 0;
    plan.get<QuickSuiteOptions>().writes = false;
    plan.get<QuickSuiteOptions>().tests = QStringList { QStringLiteral("SEQ1M Q1T1"), QStringLiteral("RND4K Q1T1") };
    BenchmarkWorker worker;
    QSignalSpy updates(&worker, &BenchmarkWorker::quickTestAvailable);
    QSignalSpy finished(&worker, &BenchmarkWorker::runFinished);
    QSignalSpy progress(&worker, &BenchmarkWorker::progressAvailable);
    worker.run(7, plan);
    QCOMPARE(finished.size(), 1);
    const auto outcome = finished.first().at(0).value<FinishedRun>();
    QVERIFY(outcome.quick() && !outcome.cancelled);
    QCOMPARE(outcome.completedFraction, 1.0);
    QCOMPARE(outcome.quick()->rows.size(), size_t { 2 });
    QCOMPARE(outcome.quick()->rows[0].name, QStringLiteral("SEQ1M Q1T1"));
    QCOMPARE(outcome.quick()->rows[1].name, QStringLiteral("RND4K Q1T1"));
    // Start and end of each chosen test, in order, with the run's id.
    QCOMPARE(updates.size(), 4);
    const QStringList names { QStringLiteral("SEQ1M Q1T1"), QStringLiteral("RND4K Q1T1") };
    for (int i = 0; i < updates.size(); ++i) {
        const auto update = updates.at(i).at(0).value<QuickTestUpdate>();
        QCOMPARE(update.runId, quint64 { 7 });
        QCOMPARE(update.name, names[i / 2]);
        QVERIFY(!update.write);
        QCOMPARE(update.result.has_value(), i % 2 == 1);
    }
    QCOMPARE(progress.last().at(0).value<RunProgress>().fraction, 1.0);

    // The partial suite's document names its tests; the whole suite's stays as it was.
    QCOMPARE(outcome.quick()->toJson().value(QStringLiteral("only")).toArray().size(), 2);
    QuickSuiteResult whole = *outcome.quick();
    whole.options.tests.clear();
    QVERIFY(!whole.toJson().contains(QStringLiteral("only")));
    QCOMPARE(QuickSuiteResult::fromJson(outcome.quick()->toJson()).options.tests, names);

    // An unknown test is refused before anything runs.
    plan.get<QuickSuiteOptions>().tests = QStringList { QStringLiteral("SEQ9M") };
    QSignalSpy failed(&worker, &BenchmarkWorker::runFailed);
    worker.run(8, plan);
    QCOMPARE(failed.size(), 1);
    QVERIFY(failed.first().at(0).value<RunFailure>().message.contains(QStringLiteral("SEQ9M")));
}

// The profile chooses the grid's rows and fills in its settings; the drive chooses the profile; the mix
// row runs and fills its one cell.
void TestUiQuick::profileSetsTheRowsAndTheirSettings()
{
    MainWindow window;
    QuickSuitePage* page = prepareQuick(window, 0.1, true);
    QComboBox* profile = page->profileBox();
    auto choose
        = [profile](QuickProfile chosen) { profile->setCurrentIndex(profile->findData(static_cast<int>(chosen))); };
    choose(QuickProfile::Flash);
    QCOMPARE(page->rowNames(),
        (QStringList { QStringLiteral("SEQ1M Q8T1"), QStringLiteral("SEQ1M Q1T1"), QStringLiteral("RND4K Q32T1"),
            QStringLiteral("RND4K Q1T1") }));
    QCOMPARE(page->durationBox()->value(), 2.0);
    QCOMPARE(page->repeatsBox()->value(), 3);
    QCOMPARE(page->intervalBox()->value(), 30.0);
    QCOMPARE(page->testSizeBox()->currentData().toULongLong(), 256ull << 20);
    choose(QuickProfile::Nvme);
    QCOMPARE(page->rowNames(),
        (QStringList { QStringLiteral("SEQ1M Q8T1"), QStringLiteral("SEQ128K Q32T1"), QStringLiteral("RND4K Q32T16"),
            QStringLiteral("RND4K Q1T1") }));
    QCOMPARE(page->durationBox()->value(), 5.0);
    QCOMPARE(page->repeatsBox()->value(), 5);
    QCOMPARE(page->intervalBox()->value(), 5.0);
    QCOMPARE(page->testSizeBox()->currentData().toULongLong(), 1ull << 30);
    choose(QuickProfile::Peak);
    QCOMPARE(page->rowNames(), (QStringList { QStringLiteral("SEQ1M Q8T1"), QStringLiteral("RND4K Q32T16") }));
    page->mixBox()->setChecked(true);
    page->mixRatioBox()->setCurrentIndex(page->mixRatioBox()->findData(60));
    QCOMPARE(page->rowNames().size(), 3);
    QCOMPARE(page->rowNames().back(), QStringLiteral("MIX RND4K Q32T16"));
    page->commentEdit()->setText(QStringLiteral(" new drive "));
    const RunPlan plan = page->plan(page->target());
    const QuickSuiteOptions& quick = plan.get<QuickSuiteOptions>();
    QCOMPARE(quick.profile, QuickProfile::Peak);
    QCOMPARE(quick.mixReadPercent, std::optional<unsigned> { 60 });
    QCOMPARE(quick.testBytes, 1ull << 30);
    QCOMPARE(quick.jobs, 0u); // each row's own threads
    QCOMPARE(quick.comment, QStringLiteral("new drive"));

    // Real World with its mix row, run on the test file: the mix fills its one cell.
    choose(QuickProfile::RealWorld);
    page->durationBox()->setValue(0.1);
    page->repeatsBox()->setValue(1);
    page->intervalBox()->setValue(0);
    page->testSizeBox()->setCurrentIndex(0); // 16 MiB
    QCOMPARE(page->rowNames(),
        (QStringList { QStringLiteral("SEQ1M Q1T1"), QStringLiteral("RND4K Q1T1"), QStringLiteral("MIX RND4K Q1T1") }));
    QVERIFY(window.startRun());
    const auto outcome = waitForEnd(window);
    QVERIFY(outcome && outcome->quick() && !outcome->cancelled);
    const QuickSuiteResult& result = *outcome->quick();
    QCOMPARE(result.options.profile, QuickProfile::RealWorld);
    QCOMPARE(result.rows.size(), size_t { 3 });
    QVERIFY(result.rows[2].mix && !result.rows[2].read && !result.rows[2].write);
    QCOMPARE(result.rows[2].mix->spec.readPercent, 60u);
    QCOMPARE(result.rows[2].mix->spec.regionLength, uint64_t { 16 } << 20);
    for (int row = 0; row < 3; ++row)
        QVERIFY2(isFigure(page->cellText(row, 0)), qPrintable(page->cellText(row, 0)));
    QVERIFY(page->cellText(2, 1).isEmpty()); // one cell over both columns
    QVERIFY(result.summaryText().contains(QLatin1String("Comment: new drive")));

    // The drive chooses the profile, and with it the settings.
    TargetChoice nvme;
    nvme.path = QStringLiteral("/dev/nvme0n1");
    nvme.drive = DriveFacts();
    nvme.drive->transport = QStringLiteral("nvme");
    page->setTarget(nvme);
    QCOMPARE(profile->currentData().toInt(), static_cast<int>(QuickProfile::Nvme));
    QCOMPARE(
        page->rowNames().first(2), (QStringList { QStringLiteral("SEQ1M Q8T1"), QStringLiteral("SEQ128K Q32T1") }));
    QCOMPARE(page->durationBox()->value(), 5.0);
    TargetChoice sata = nvme;
    sata.path = QStringLiteral("/dev/sdb");
    sata.drive->transport = QStringLiteral("sata");
    page->setTarget(sata);
    QCOMPARE(profile->currentData().toInt(), static_cast<int>(QuickProfile::Default));

    // A stored run of another profile, with a mix row, shows its own rows.
    QuickSuiteResult peak = sampleQuick();
    peak.cancelled = false;
    peak.options.profile = QuickProfile::Peak;
    peak.options.mixReadPercent = 70;
    peak.rows.clear();
    for (const QuickSuiteEntry& entry : quickSuiteEntries(peak.options)) {
        QuickSuiteRow row { entry.name, std::nullopt, std::nullopt, std::nullopt, QString(), QString(), QString() };
        (entry.mix ? row.mix : row.read) = sampleWorkloadResult();
        peak.rows.push_back(row);
    }
    Session stored = Session::startNew(QStringLiteral("stored"));
    SessionRun storedRun;
    storedRun.result = peak;
    stored.addRun(storedRun);
    page->durationBox()->setValue(0.7);
    page->runFinished(FinishedRun::fromSession(stored, { 0 }));
    QCOMPARE(profile->currentData().toInt(), static_cast<int>(QuickProfile::Peak));
    QCOMPARE(page->rowNames(),
        (QStringList {
            QStringLiteral("SEQ1M Q8T1"), QStringLiteral("RND4K Q32T16"), QStringLiteral("MIX RND4K Q32T16") }));
    QVERIFY(page->mixBox()->isChecked());
    QVERIFY2(isFigure(page->cellText(2, 0)), qPrintable(page->cellText(2, 0)));
    QVERIFY2(isFigure(page->cellText(1, 0)), qPrintable(page->cellText(1, 0)));
    QCOMPARE(page->cellText(1, 1), QStringLiteral("—")); // no write stored
    QCOMPARE(page->durationBox()->value(), 0.7); // the settings stay the user's
}

void TestUiQuick::partialMarkIsReadFromOlderSessionsToo()
{
    QuickSuiteResult quick;
    quick.rows.push_back(QuickSuiteRow {
        QStringLiteral("SEQ1M Q8T1"), std::nullopt, std::nullopt, std::nullopt, QString(), QString(), QString() });
    SessionRun run;
    run.id = QStringLiteral("1");
    run.result = quick;
    // Complete: no mark, no field.
    QVERIFY(run.partialNote().isEmpty());
    QVERIFY(!run.toJson().contains(QStringLiteral("stoppedAtFraction")));
    QVERIFY(!SessionRun::fromJson(run.toJson()).stoppedAtFraction);

    // Stopped in this version: the field, and the title says how far it came.
    quick.cancelled = true;
    run.result = quick;
    run.stoppedAtFraction = 0.356;
    QCOMPARE(run.toJson().value(QStringLiteral("stoppedAtFraction")).toDouble(), 0.356);
    const SessionRun again = SessionRun::fromJson(run.toJson());
    QCOMPARE(again.stoppedAtFraction.value_or(-1), 0.356);
    QVERIFY2(again.title().endsWith(QStringLiteral(" (stopped at 35 %)")), qPrintable(again.title()));

    // A session written before the field: a stopped run is still partial, without a fraction.
    QJsonObject older = run.toJson();
    older.remove(QStringLiteral("stoppedAtFraction"));
    const SessionRun old = SessionRun::fromJson(older);
    QVERIFY(!old.stoppedAtFraction);
    QVERIFY2(old.title().endsWith(QStringLiteral(" (stopped early)")), qPrintable(old.title()));

    // A fraction out of range is a bad file, named.
    QJsonObject bad = run.toJson();
    bad.insert(QStringLiteral("stoppedAtFraction"), 1.5);
    try {
        SessionRun::fromJson(bad);
        QFAIL("a fraction above 1 was accepted");
    } catch (const UserError& error) {
        QVERIFY(error.message().contains(QStringLiteral("stoppedAtFraction")));
    }
}

// View > Unit shows the quick suite's tiles in MB/s, GB/s, IOPS or µs without a new run,
// and the choice is kept with the window's settings.
void TestUiQuick::unitMenuShowsTheFiguresInItsUnit()
{
    std::optional<FinishedRun> outcome;
    {
        MainWindow window;
        QuickSuitePage* page = prepareQuick(window, 0.2, false);
        QVERIFY(window.startRun());
        outcome = waitForEnd(window);
        QVERIFY(outcome && outcome->quick());
        const QuickSuiteResult& quick = *outcome->quick();
        const QuickSuiteRow& row = quick.rows.front();
        QVERIFY(row.read);
        const QuickFigure figure = quick.figure(*row.read);
        QCOMPARE(page->cellText(0, 0), formatDecimal(figure.megabytesPerSecond, 2));
        const QList<QAction*> actions = window.unitMenu()->actions();
        QCOMPARE(actions.size(), qsizetype { 4 });
        for (QAction* action : actions) {
            const DisplayUnit unit = parseDisplayUnit(action->data().toString());
            action->trigger();
            QCOMPARE(window.displayUnit(), unit);
            QVERIFY(action->isChecked());
            QCOMPARE(page->cellText(0, 0), formatDecimal(figure.in(unit), displayUnitDecimals(unit)));
            QVERIFY2(page->findChild<QLabel*>() != nullptr, "no labels");
            bool header = false;
            for (const QLabel* label : page->findChildren<QLabel*>())
                header = header || label->text() == QStringLiteral("Read (%1)").arg(displayUnitTitle(unit));
            QVERIFY2(header, qPrintable(displayUnitTitle(unit)));
        }
        // The figures differ between units: the test could fail.
        QVERIFY(formatDecimal(figure.iops, 0) != formatDecimal(figure.megabytesPerSecond, 2));
        actions[2]->trigger(); // IOPS, kept when the window closes
        window.close();
    }
    MainWindow again;
    QCOMPARE(again.displayUnit(), DisplayUnit::Iops);
    QCOMPARE(again.page(TestKind::QuickSuite)->displayUnit(), DisplayUnit::Iops);
    again.setDisplayUnit(DisplayUnit::MegabytesPerSecond);
    again.close();
}

// The rest: the quick suite's image card and caption, the Multi-drive page's charts and
// caption, and the pattern ratings show the unit chosen, from the same results, without a new run.
void TestUiQuick::cardCaptionMultiDriveAndRatingsFollowTheUnit()
{
    const QuickSuiteResult quick = sampleQuick();
    QuickSuitePage quickPage;
    quickPage.runFinished(finishedRunOf(quick));
    MultiDrivePage multiPage;
    const MultiTargetScaling scaling = sampleScaling();
    multiPage.runFinished(finishedRunOf(scaling));
    PatternsPage patternsPage;
    const PatternSuiteResult patterns = samplePatterns();
    patternsPage.runFinished(finishedRunOf(patterns));
    auto valueAxisTitle = [](QChart* chart, Qt::Alignment side) {
        const QList<QAbstractAxis*> axes = chart->axes(Qt::Horizontal | Qt::Vertical);
        for (QAbstractAxis* axis : axes)
            if (axis->alignment() == side)
                return axis->titleText();
        return QString();
    };
    for (const DisplayUnit unit : displayUnits()) {
        const QString title = displayUnitTitle(unit);
        const std::vector<DisplayUnit> order = displayOrder(unit);

        // The card: the headings in the unit, each cell's figure in it, the other two under it.
        const ExportPanels::QuickCardText card = ExportPanels::quickSuiteCardText(quick, unit);
        QCOMPARE(card.headings[0], QStringLiteral("Read (%1)").arg(title));
        QCOMPARE(card.headings[1], QStringLiteral("Write (%1)").arg(title));
        QCOMPARE(card.rows.size(), quick.rows.size());
        for (size_t index = 0; index < quick.rows.size(); ++index) {
            const QuickSuiteRow& row = quick.rows[index];
            const QuickFigure read = quick.figure(*row.read);
            QCOMPARE(card.rows[index].first.figure, formatDecimal(read.in(unit), displayUnitDecimals(unit)));
            const QString detail = card.rows[index].first.detail;
            for (size_t other = 1; other < 3; ++other)
                QVERIFY2(detail.contains(order[other] == DisplayUnit::Microseconds ? QStringLiteral("µs")
                                                                                   : displayUnitTitle(order[other])),
                    qPrintable(detail));
            QVERIFY2(!detail.contains(title + QLatin1Char(' ')) && !detail.endsWith(title), qPrintable(detail));
            if (!row.write)
                QCOMPARE(card.rows[index].second.figure, QStringLiteral("–"));
        }
        // The caption's figures, in the unit the tiles show.
        quickPage.setDisplayUnit(unit);
        const QString summary = quickPage.resultSummary();
        const int decimals = unit == DisplayUnit::Iops ? 0 : unit == DisplayUnit::GigabytesPerSecond ? 3 : 1;
        const QuickSuiteRow& first = quick.rows.front();
        QCOMPARE(summary.section(QStringLiteral(", "), 0, 0),
            QStringLiteral("%1 read/write: %2 %3/%4")
                .arg(title, first.name, formatDecimal(quick.figure(*first.read).in(unit), decimals),
                    formatDecimal(quick.figure(*first.write).in(unit), decimals)));

        // Multi-drive: the bars, the scaling chart and the caption in the unit.
        multiPage.setDisplayUnit(unit);
        const QString valueName = unit == DisplayUnit::Microseconds ? QStringLiteral("Mean latency (µs)") : title;
        QCOMPARE(valueAxisTitle(multiPage.barChart(), Qt::AlignBottom), valueName);
        QCOMPARE(valueAxisTitle(multiPage.scalingChart(), Qt::AlignLeft), valueName);
        const auto* bars = qobject_cast<QHorizontalBarSeries*>(multiPage.barChart()->series().value(0));
        QVERIFY(bars && bars->count() == 1);
        const MultiTargetResult& all = scaling.steps.back();
        const double together = all.aggregateFigures().in(unit);
        QVERIFY2(
            std::abs(bars->barSets().front()->at(0) - together) <= 0.01 * together, // "All", the last, at the bottom
            qPrintable(QStringLiteral("%1 against %2").arg(bars->barSets().front()->at(0)).arg(together)));
        QLineSeries* line = nullptr;
        for (QAbstractSeries* series : multiPage.scalingChart()->series())
            if (series->name().startsWith(QLatin1String("Aggregate")))
                line = qobject_cast<QLineSeries*>(series);
        QVERIFY(line && line->count() == 2);
        for (int step = 0; step < 2; ++step)
            QCOMPARE(line->at(step).y(), scaling.steps[static_cast<size_t>(step)].aggregateFigures().in(unit));
        const QString multiSummary = multiPage.resultSummary();
        QVERIFY2(
            multiSummary.startsWith(QStringLiteral("2 drives together: %1").arg(formatDecimal(together, decimals))),
            qPrintable(multiSummary));

        // Patterns: the ratings chart in the unit (IOMeter's IOPS where the table leads with them), the
        // rating row under every mean figure.
        patternsPage.setDisplayUnit(unit);
        const DisplayUnit rated = unit == DisplayUnit::MegabytesPerSecond ? DisplayUnit::Iops : unit;
        QVERIFY2(
            patternsPage.resultSummary().startsWith(
                QStringLiteral("ratings (%1): %2 ").arg(displayUnitTitle(rated), patterns.patterns[0].pattern.name)),
            qPrintable(patternsPage.resultSummary()));
        QTableWidget* table = patternsPage.table();
        int ratingRow = -1;
        for (int row = 0; row < table->rowCount(); ++row)
            if (table->item(row, 0)
                && table->item(row, 0)->text() == patterns.patterns[1].pattern.name + QStringLiteral(" rating"))
                ratingRow = row;
        QVERIFY(ratingRow >= 0);
        // The unit's column leads (IOPS for MB/s, as IOMeter's table): its rating under it.
        const QString lead = table->item(ratingRow, 2)->text();
        const double leadRating
            = patterns.patterns[1].ratingIn(rated == DisplayUnit::Iops ? DisplayUnit::Iops : unit).value_or(-1);
        QCOMPARE(lead,
            formatDecimal(leadRating,
                unit == DisplayUnit::Iops || unit == DisplayUnit::MegabytesPerSecond ? 0
                    : unit == DisplayUnit::GigabytesPerSecond                        ? 3
                                                                                     : 1));
    }
    // The figures differ between units: the test could fail.
    QVERIFY(ExportPanels::quickSuiteCardText(quick, DisplayUnit::Iops).rows.front().first.figure
        != ExportPanels::quickSuiteCardText(quick, DisplayUnit::MegabytesPerSecond).rows.front().first.figure);
    quickPage.setDisplayUnit(DisplayUnit::MegabytesPerSecond);
}

// The block-size and queue-depth tables put the unit's column first (MB/s leaves them as they were),
// MB/s in GB/s where that is the unit, and show the same points again.
void TestUiQuick::sweepTableLeadsWithTheUnit()
{
    SweepTable table(QStringLiteral("QD"), [](uint64_t depth) { return QString::number(depth); },
        { { QStringLiteral("IOPS"), &SweepChartPoint::iops },
            { QStringLiteral("MB/s"), &SweepChartPoint::megabytesPerSecond },
            { QStringLiteral("Mean µs"), &SweepChartPoint::meanLatencyUs } });
    SweepChartPoint point;
    point.value = 4;
    point.measured = true;
    point.megabytesPerSecond = 1234.5;
    point.iops = 301391;
    point.meanLatencyUs = 13.25;
    table.setSeries({ SweepChartSeries { QStringLiteral("Read"), { point }, false } });
    auto row = [&table]() {
        QStringList texts;
        for (int column = 0; column < table.columnCount(); ++column)
            texts << table.horizontalHeaderItem(column)->text() + QLatin1Char('=') + table.item(0, column)->text();
        return texts;
    };
    const QStringList asItWas { QStringLiteral("QD=4"), QStringLiteral("IOPS=") + figureText(point.iops),
        QStringLiteral("MB/s=") + figureText(point.megabytesPerSecond),
        QStringLiteral("Mean µs=") + figureText(point.meanLatencyUs) };
    QCOMPARE(row(), asItWas);
    table.setDisplayUnit(DisplayUnit::GigabytesPerSecond);
    QCOMPARE(row(),
        (QStringList {
            QStringLiteral("QD=4"), QStringLiteral("GB/s=") + formatDecimal(1.2345, 3), asItWas[1], asItWas[3] }));
    table.setDisplayUnit(DisplayUnit::Microseconds);
    QCOMPARE(row(), (QStringList { asItWas[0], asItWas[3], asItWas[1], asItWas[2] }));
    table.setDisplayUnit(DisplayUnit::Iops);
    QCOMPARE(row(), asItWas);
    table.setDisplayUnit(DisplayUnit::MegabytesPerSecond);
    QCOMPARE(row(), asItWas);
}

// A test file gets the profile of the drive its folder's filesystem is on, found as the CLI finds
// a test file's drive (stat and sysfs): here an ext4 on a loop device, and the temporary folder's own drive.
void TestUiQuick::testFileGetsTheProfileOfItsDrive()
{
    DS_REQUIRE_LOOP();
    LoopDevice loop(64u << 20);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    QCOMPARE(runProgram(QStringLiteral("mkfs.ext4"), { QStringLiteral("-q"), loop.devicePath() }), 0);
    ScopedMount mount(loop.devicePath(), QStringLiteral("ext4"));
    QVERIFY2(mount.isValid(), qPrintable(mount.errorString()));

    MainWindow window;
    auto* page = qobject_cast<QuickSuitePage*>(window.page(TestKind::QuickSuite));
    // A folder not made yet: the test file will be made on the filesystem of its nearest parent.
    window.driveList()->selectTestFile(mount.mountPoint() + QStringLiteral("/results/today"));
    QVERIFY(window.driveList()->currentTarget().testFile);
    QVERIFY(page->profileDrive());
    QCOMPARE(page->profileDrive()->name, loop.name());
    QCOMPARE(page->profileBox()->currentData().toInt(), static_cast<int>(quickProfileForDrive(&*page->profileDrive())));

    // Another folder, another drive: the page follows the test file, not the drive list's selection.
    const std::optional<DriveFacts> tmpDrive = DriveEnumerator().driveOfDirectory(m_dir.path());
    window.driveList()->selectTestFile(m_dir.path());
    if (!tmpDrive)
        QVERIFY(!page->profileDrive());
    else
        QCOMPARE(page->profileDrive()->name, tmpDrive->name);
    QVERIFY(!page->profileDrive() || page->profileDrive()->name != loop.name());

    // The drive the opened test file reports (the CLI's quick picks its profile by it) is the page's.
    Target::TestFileOptions options;
    options.location = mount.mountPoint();
    options.sizeBytes = 8u << 20;
    const std::unique_ptr<Target> file = Target::createTestFile(options);
    QVERIFY(file && file->info().drive);
    QCOMPARE(file->info().drive->name, loop.name());
}

QTEST_MAIN(TestUiQuick)
#include "tst_uiquick.moc"

// A figure whose runs spread by more than 5 % gets an amber frame, and its tooltip says so
// and lists the runs; a steady one shows its spread only. Fed as the live updates arrive.
void TestUiQuick::unstableFigureIsMarkedWithItsRuns()
{
    QuickSuitePage page;
    page.resize(900, 500);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    const QuickSuiteResult quick = quickWithSteadyReadAndSpreadWrite();
    const QuickSuiteRow& row = quick.rows.front();
    QuickTestUpdate update;
    update.name = row.name;
    update.write = true;
    page.quickTestAvailable(update); // running
    QVERIFY(!page.isCellUnstable(0, 1));
    update.result = row.write;
    page.quickTestAvailable(update);
    update.write = false;
    update.result = row.read;
    page.quickTestAvailable(update);

    QVERIFY(page.isCellUnstable(0, 1));
    const QString spreadTip = page.cellToolTip(0, 1);
    const double cv = row.write->repeatability().cv * 100;
    QVERIFY2(spreadTip.contains(formatDecimal(cv, 1)), qPrintable(spreadTip));
    QVERIFY2(spreadTip.contains(QStringLiteral("Unstable")), qPrintable(spreadTip));
    for (double run : { 100.0, 120.0, 90.0 })
        QVERIFY2(spreadTip.contains(formatDecimal(run, 2)), qPrintable(spreadTip));
    // The figure itself reads as before (the best run: the page's summary until a run says otherwise).
    QCOMPARE(page.cellText(0, 1),
        formatDecimal(QuickSuiteResult::figureOf(*row.write, RepeatSummary::Best).megabytesPerSecond, 2));
    // The mark is drawn: the cell's left edge in amber, the steady cell's not.
    const QImage marked = page.cell(0, 1)->grab().toImage();
    QCOMPARE(marked.pixelColor(0, marked.height() / 2).rgb(), QColor(QuickSuitePage::kUnstableAmber).rgb());
    const QImage steadyImage = page.cell(0, 0)->grab().toImage();
    QVERIFY(steadyImage.pixelColor(0, steadyImage.height() / 2).rgb() != QColor(QuickSuitePage::kUnstableAmber).rgb());

    QVERIFY(!page.isCellUnstable(0, 0));
    const QString steadyTip = page.cellToolTip(0, 0);
    QVERIFY2(steadyTip.contains(QStringLiteral("±%1").arg(formatDecimal(row.read->repeatability().cv * 100, 1))),
        qPrintable(steadyTip));
    QVERIFY2(steadyTip.contains(formatDecimal(101, 2)), qPrintable(steadyTip));
    QVERIFY(!steadyTip.contains(QStringLiteral("Unstable")));

    // A later steady figure in the same cell takes the mark away.
    update.write = true;
    update.result = row.read;
    page.quickTestAvailable(update);
    QVERIFY(!page.isCellUnstable(0, 1));
}
