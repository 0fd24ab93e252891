#include "blocksizepage.h"
#include "drivelistwidget.h"
#include "files/sessionfiles.h"
#include "fixtures/blockdevicefixtures.h"
#include "fixtures/sessionsamples.h"
#include "fixtures/windowtests.h"
#include "mainwindow.h"
#include "model/fiointerop.h"
#include "model/session.h"
#include "model/usererror.h"
#include "queuedepthpage.h"
#include "quicksuitepage.h"
#include "run/runner/benchmarkcontroller.h"
#include "sessiondocument.h"
#include "surfacechart.h"
#include "surfacepage.h"
#include "sweepcharts.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

#include <QAbstractSeries>
#include <QAction>
#include <QApplication>
#include <QChart>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUrl>

using namespace ds;
using namespace ds::test;

// The window's sessions: every finished run saved to the library with its caveats, Save As, Open,
// Open Recent, drag-and-drop, bad files, and the replay of interrupted write tests at start.
class TestUiSessions : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void finishedRunIsSavedToTheLibraryWithItsCaveats();
    void saveAsThenOpenShowsTheRunInItsPage();
    void saveAsAddsTheJsonSuffix();
    void badFilesGiveAMessageAndChangeNothing();
    void openTakesReportsAndFioOutput();
    void recentSessionsKeepTheTenNewest();
    void droppedSessionFileOpens();
    void startReplaysInterruptedWriteTests();
    void everyPageShowsCaveatsNextToItsFigures();
    void runPickerSwitchesTheShownRun();
    void reopenedWriteScanIsLabelledWrite();
    void reopenedBlockSizeRunShowsReadAndWrite();
    void openingShowsThePageOfTheLatestRun();
    void windowRunRecordsOtherIoOnTheDevice();

private:
    // Runs a short surface scan on a test file in `window` to its end.
    void runSurface(MainWindow& window);
    QTemporaryDir m_dir; // test files
    QTemporaryDir m_data; // XDG_DATA_HOME: the session library
    QTemporaryDir m_state; // XDG_STATE_HOME: the write journals
    QTemporaryDir m_files; // sessions saved with Save As
};

void TestUiSessions::initTestCase()
{
    QVERIFY(m_dir.isValid() && m_data.isValid() && m_state.isValid() && m_files.isValid());
    // The library and the journals of the tests go to directories of their own, not the user's.
    isolateWindowTest("tst_uisessions", m_data.path());
    qputenv("XDG_STATE_HOME", QFile::encodeName(m_state.path()));
}

void TestUiSessions::runSurface(MainWindow& window)
{
    window.driveList()->setTestFileBytes(64ull << 20);
    window.driveList()->selectTestFile(m_dir.path());
    auto* page = qobject_cast<SurfacePage*>(window.page(TestKind::Surface));
    QVERIFY(page);
    window.tabs()->setCurrentWidget(page);
    page->zonesBox()->setValue(16);
    page->zoneSizeBox()->setCurrentIndex(page->zoneSizeBox()->findData(1));
    page->accessBox()->setChecked(false);
    page->burstBox()->setChecked(false);
    page->writeBox()->setChecked(false);
    QSignalSpy finished(window.controller(), &BenchmarkController::runFinished);
    QVERIFY(window.startRun());
    QVERIFY(finished.wait(60000));
    QVERIFY(page->lastRun().has_value());
}

void TestUiSessions::finishedRunIsSavedToTheLibraryWithItsCaveats()
{
    MainWindow window;
    window.show();
    runSurface(window);
    if (QTest::currentTestFailed())
        return;

    const QString library = sessionLibraryDirectory();
    QVERIFY(library.startsWith(m_data.path()));
    const QString saved = window.lastLibraryPath();
    QVERIFY2(saved.startsWith(library), qPrintable(saved));
    QVERIFY(QFile::exists(saved));
    // The status bar says where.
    QVERIFY2(window.statusText().contains(saved), qPrintable(window.statusText()));

    const Session session = loadSession(saved);
    QCOMPARE(session.runs.size(), size_t { 1 });
    const SessionRun& run = session.runs.front();
    QCOMPARE(run.kindName(), QStringLiteral("surface"));
    const auto* surface = std::get_if<SurfaceResult>(&run.result);
    QVERIFY(surface);
    auto* page = qobject_cast<SurfacePage*>(window.page(TestKind::Surface));
    QCOMPARE(surface->zones.size(), page->lastRun()->surface()->zones.size());
    QCOMPARE(surface->zones.size(), size_t { 16 });
    // A test file rather than the raw device distorts the figures: recorded with the run.
    const auto testFile = std::find_if(run.caveats.begin(), run.caveats.end(),
        [](const Caveat& caveat) { return caveat.code == QLatin1String("test-file"); });
    QVERIFY(testFile != run.caveats.end());
    // … and shown under the figures.
    QVERIFY(page->caveats().contains(testFile->text));
    QVERIFY(page->caveatLabel()->isVisibleTo(page));
    QVERIFY(page->caveatLabel()->text().contains(testFile->text));
    // The window's own session holds the run too, for Save As.
    QCOMPARE(window.session().runs.size(), size_t { 1 });

    // Named and tagged in the window (the compare view's list): the library's copy says so too, so the
    // bench and a reopen of that file see the name; an empty name gives the default back.
    window.document()->renameRun(0, QStringLiteral("before the firmware update"));
    window.document()->retagRun(0, { QStringLiteral("review 2026") });
    const SessionRun renamed = loadSession(saved).runs.front();
    QCOMPARE(renamed.label, QStringLiteral("before the firmware update"));
    QCOMPARE(renamed.tags, QStringList { QStringLiteral("review 2026") });
    QCOMPARE(renamed.id, run.id);
    window.document()->renameRun(0, QString());
    QVERIFY(loadSession(saved).runs.front().label.isEmpty());
    // A run of a file the window opened has no library copy: that file changes only with Save As.
    QVERIFY(window.openSession(saved));
    QVERIFY(!window.document()->libraryCopyOf(0));
    window.document()->renameRun(0, QStringLiteral("not written"));
    QVERIFY(loadSession(saved).runs.front().label.isEmpty());
}

void TestUiSessions::saveAsThenOpenShowsTheRunInItsPage()
{
    const QString path = m_files.filePath(QStringLiteral("saved.json"));
    size_t zones = 0;
    QString caveat;
    {
        MainWindow window;
        window.show();
        runSurface(window);
        if (QTest::currentTestFailed())
            return;
        zones = window.page(TestKind::Surface)->lastRun()->surface()->zones.size();
        caveat = window.page(TestKind::Surface)->caveats().value(0);
        QVERIFY(window.saveSessionAs(path));
        QVERIFY(window.statusText().contains(path));
    }
    QCOMPARE(loadSession(path).runs.size(), size_t { 1 });

    MainWindow window;
    window.show();
    window.tabs()->setCurrentIndex(window.tabs()->count() - 1);
    auto* page = qobject_cast<SurfacePage*>(window.page(TestKind::Surface));
    QVERIFY(!page->lastRun().has_value());
    QVERIFY(window.openSession(path));
    QVERIFY(page->lastRun().has_value());
    QCOMPARE(page->lastRun()->surface()->zones.size(), zones);
    QCOMPARE(window.currentPage(), page);
    QVERIFY(!caveat.isEmpty());
    QVERIFY(page->caveatLabel()->text().contains(caveat));
    QCOMPARE(window.session().runs.size(), size_t { 1 });
    QCOMPARE(window.recentSessions().value(0), QFileInfo(path).absoluteFilePath());
    QVERIFY(window.lastError().isEmpty());
}

// A name typed without .json got none, and Open's *.json filter then hid the file.
void TestUiSessions::saveAsAddsTheJsonSuffix()
{
    MainWindow window;
    window.show();
    QAction* saveAs = nullptr;
    for (QAction* action : window.findChildren<QAction*>())
        if (action->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_S))
            saveAs = action;
    QVERIFY(saveAs);
    // The dialog runs its own event loop: answered from a timer inside it, as a user would type: the
    // name goes into the dialog's file name field and the dialog is accepted in the same step, so the
    // directory model the dialog fills in the background cannot replace the name in between. A dialog
    // that does not take the answer within ten seconds is cancelled, so the test fails instead of hanging.
    QString reply;
    bool answered = false;
    int attempts = 0;
    QTimer timer;
    connect(&timer, &QTimer::timeout, this, [&]() {
        auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        if (++attempts > 500) {
            timer.stop();
            dialog->reject();
            return;
        }
        auto* nameField = dialog->findChild<QLineEdit*>(QStringLiteral("fileNameEdit"));
        if (!nameField || !dialog->isVisible())
            return;
        nameField->setText(reply);
        static_cast<QDialog*>(dialog)->accept(); // public there, and QFileDialog's own runs
        if (!dialog->isVisible()) {
            timer.stop();
            answered = true;
        }
    });
    auto save = [&](const QString& name) {
        reply = name;
        answered = false;
        attempts = 0;
        timer.start(20);
        saveAs->trigger();
        timer.stop();
        return answered;
    };
    const QString typed = m_files.filePath(QStringLiteral("no-suffix"));
    QVERIFY(save(typed));
    QVERIFY(!QFile::exists(typed));
    QVERIFY2(QFile::exists(typed + QStringLiteral(".json")), qPrintable(window.lastError()));
    QCOMPARE(window.recentSessions().value(0), typed + QStringLiteral(".json"));
    // A name with a suffix keeps it.
    const QString named = m_files.filePath(QStringLiteral("named.json"));
    QVERIFY(save(named));
    QVERIFY2(QFile::exists(named), qPrintable(window.lastError()));
    QVERIFY(!QFile::exists(named + QStringLiteral(".json")));
}

void TestUiSessions::badFilesGiveAMessageAndChangeNothing()
{
    const QString truncated = m_files.filePath(QStringLiteral("truncated.json"));
    const QString wrongVersion = m_files.filePath(QStringLiteral("version.json"));
    {
        QFile file(truncated);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"format\": \"drivescope-session\", \"version\": 1, \"runs\": [");
    }
    {
        QFile file(wrongVersion);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"format\": \"drivescope-session\", \"version\": 99, \"runs\": []}");
    }
    const QString missing = m_files.filePath(QStringLiteral("missing.json"));
    for (const QString& path : { truncated, wrongVersion, missing }) {
        MainWindow window;
        window.show();
        QVERIFY(!window.openSession(path));
        QVERIFY2(!window.lastError().isEmpty(), qPrintable(path));
        // The same words the loader gives.
        QString loaderMessage;
        try {
            loadSession(path);
        } catch (const UserError& error) {
            loaderMessage = error.message();
        }
        QVERIFY(!loaderMessage.isEmpty());
        QCOMPARE(window.lastError(), loaderMessage);
        const auto boxes = window.findChildren<QMessageBox*>();
        QCOMPARE(boxes.size(), 1);
        QVERIFY(boxes.front()->isVisible());
        QCOMPARE(boxes.front()->text(), loaderMessage);
        QVERIFY(!window.recentSessions().contains(QFileInfo(path).absoluteFilePath()));
        QVERIFY(!window.page(TestKind::Surface)->lastRun().has_value());
        QVERIFY(window.session().runs.empty());
    }
}

// Open takes what `import-report` and `import-fio` read: a CrystalDiskMark 7 report (UTF-16, its RND4K Q32T16 row
// beyond today's Default profile) opens as a quick-suite run with all its rows and the report's figures, fio's
// JSON output as its jobs; a broken report is refused with the loader's reason and changes nothing.
void TestUiSessions::openTakesReportsAndFioOutput()
{
    const QString fixtures = QDir::cleanPath(QStringLiteral(DRIVESCOPE_TESTS_DIR "/fixtures/"));
    const QString report = fixtures + QStringLiteral("/reports/generated-cdm7-utf16le-bom-crlf.txt");
    {
        MainWindow window;
        window.show();
        QVERIFY(window.openSession(report));
        QVERIFY2(window.lastError().isEmpty(), qPrintable(window.lastError()));
        QCOMPARE(window.session().runs.size(), size_t { 1 });
        auto* quick = qobject_cast<QuickSuitePage*>(window.page(TestKind::QuickSuite));
        QVERIFY(quick);
        QCOMPARE(window.currentPage(), quick);
        // Whose result: the report's test file in its own words, not a folder of this machine.
        const auto* resultOf = quick->findChild<QLabel*>(QStringLiteral("resultOf"));
        QVERIFY(resultOf);
        QVERIFY2(
            resultOf->text().startsWith(QStringLiteral("Result of: the CrystalDiskMark 7.0.0 x64 test file (2020-")),
            qPrintable(resultOf->text()));
        QCOMPARE(quick->rowNames(),
            (QStringList { QStringLiteral("SEQ1M Q8T1"), QStringLiteral("SEQ1M Q1T1"), QStringLiteral("RND4K Q32T16"),
                QStringLiteral("RND4K Q1T1") }));
        // The report's own figures: "Random 4KiB (Q= 32, T=16): 392.118 MB/s [95731.0 IOPS] <5334.27 us>".
        QVERIFY2(quick->cellToolTip(2, 0).startsWith(QStringLiteral("392.12 MB/s, 95731 IOPS, mean 5334.3 µs")),
            qPrintable(quick->cellToolTip(2, 0)));
        QVERIFY2(quick->cellToolTip(2, 1).startsWith(QStringLiteral("356.94 MB/s, 87144 IOPS, mean 5869.1 µs")),
            qPrintable(quick->cellToolTip(2, 1)));
        QVERIFY2(quick->cellToolTip(0, 0).startsWith(QStringLiteral("561.27 MB/s, 535 IOPS, mean 14926.4 µs")),
            qPrintable(quick->cellToolTip(0, 0)));
        // That row cannot run here; the profile's rows can.
        for (QPushButton* button : quick->findChildren<QPushButton*>()) {
            if (button->text() == QLatin1String("RND4K Q32T16"))
                QVERIFY(!button->isEnabled());
            else if (button->text() == QLatin1String("SEQ1M Q8T1"))
                QVERIFY(button->isEnabled());
        }
        QCOMPARE(window.recentSessions().value(0), QFileInfo(report).absoluteFilePath());
        // A profile chosen: its own rows again, the report's figures where a row is the same test.
        QComboBox* profile = quick->profileBox();
        profile->setCurrentIndex(profile->findData(static_cast<int>(QuickProfile::Flash)));
        QCOMPARE(quick->rowNames(),
            (QStringList { QStringLiteral("SEQ1M Q8T1"), QStringLiteral("SEQ1M Q1T1"), QStringLiteral("RND4K Q32T1"),
                QStringLiteral("RND4K Q1T1") }));
        QVERIFY2(
            quick->cellToolTip(0, 0).startsWith(QStringLiteral("561.27 MB/s")), qPrintable(quick->cellToolTip(0, 0)));
        QCOMPARE(quick->cellText(2, 0), QStringLiteral("—"));
    }
    {
        // A report that names the drive: the line names it beside the report's test file.
        MainWindow window;
        window.show();
        QVERIFY(window.openSession(fixtures + QStringLiteral("/reports/generated-kdiskmark-3.2.0-target-model.txt")));
        const auto* resultOf = window.page(TestKind::QuickSuite)->findChild<QLabel*>(QStringLiteral("resultOf"));
        QVERIFY(resultOf);
        QVERIFY2(resultOf->text().startsWith(QStringLiteral(
                     "Result of: Samsung SSD 980 PRO 1TB · /home (the KDiskMark 3.2.0 test file) (2024-05-09 20:31)")),
            qPrintable(resultOf->text()));
    }
    {
        const QString fio = fixtures + QStringLiteral("/fio/fio-2.17-numjobs-2-group-reporting.json");
        MainWindow window;
        window.show();
        QVERIFY(window.openSession(fio));
        QVERIFY2(window.lastError().isEmpty(), qPrintable(window.lastError()));
        QCOMPARE(window.session().runs.size(), loadSessionOrFioOutput(fio).runs.size());
        QVERIFY(!window.session().runs.empty());
        QVERIFY2(window.statusText().contains(fio), qPrintable(window.statusText()));
    }
    const QString broken = fixtures + QStringLiteral("/reports/hostile-cdm8-truncated.txt");
    QString loaderMessage;
    try {
        loadSessionOrFioOutput(broken);
    } catch (const UserError& error) {
        loaderMessage = error.message();
    }
    QVERIFY(!loaderMessage.isEmpty());
    MainWindow window;
    window.show();
    QVERIFY(!window.openSession(broken));
    QCOMPARE(window.lastError(), loaderMessage);
    QVERIFY(window.session().runs.empty());
    QVERIFY(!window.page(TestKind::QuickSuite)->lastRun().has_value());
}

void TestUiSessions::recentSessionsKeepTheTenNewest()
{
    QSettings().remove(QStringLiteral("sessions/recent"));
    MainWindow window;
    QVERIFY(!window.recentMenu()->isEnabled());
    QStringList saved;
    for (int i = 0; i < MainWindow::kMaxRecentSessions + 2; ++i) {
        saved += m_files.filePath(QStringLiteral("recent-%1.json").arg(i));
        QVERIFY(window.saveSessionAs(saved.back()));
    }
    const QStringList recent = window.recentSessions();
    QCOMPARE(recent.size(), MainWindow::kMaxRecentSessions);
    QCOMPARE(recent.front(), saved.back());
    QCOMPARE(recent.back(), saved.at(2));
    QVERIFY(window.recentMenu()->isEnabled());
    const QList<QAction*> actions = window.recentMenu()->actions();
    QCOMPARE(actions.size(), MainWindow::kMaxRecentSessions);
    QCOMPARE(actions.front()->data().toString(), saved.back());
    // Saving one again moves it to the top without a duplicate.
    QVERIFY(window.saveSessionAs(saved.at(5)));
    QCOMPARE(window.recentSessions().front(), saved.at(5));
    QCOMPARE(window.recentSessions().count(saved.at(5)), 1);
    // A new window reads the list from the settings.
    MainWindow another;
    QCOMPARE(another.recentMenu()->actions().size(), MainWindow::kMaxRecentSessions);
    QCOMPARE(another.recentMenu()->actions().front()->data().toString(), saved.at(5));
}

void TestUiSessions::droppedSessionFileOpens()
{
    const QString path = m_files.filePath(QStringLiteral("dropped.json"));
    {
        MainWindow window;
        window.show();
        runSurface(window);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(window.saveSessionAs(path));
    }
    MainWindow window;
    window.show();
    QVERIFY(window.acceptDrops());
    auto* page = window.page(TestKind::Surface);

    QMimeData text;
    text.setUrls({ QUrl::fromLocalFile(m_files.filePath(QStringLiteral("notes.txt"))) });
    QDragEnterEvent refused(QPoint(10, 10), Qt::CopyAction, &text, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &refused);
    QVERIFY(!refused.isAccepted());

    QMimeData session;
    session.setUrls({ QUrl::fromLocalFile(path) });
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &session, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &session, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &drop);
    QVERIFY(drop.isAccepted());
    QVERIFY(page->lastRun().has_value());
    QCOMPARE(window.session().runs.size(), size_t { 1 });
    QVERIFY(window.statusText().contains(path));
}

void TestUiSessions::startReplaysInterruptedWriteTests()
{
    // A journal that does not check out (here: 100 bytes of nothing): the start keeps it and says so,
    // at every start, until the user has looked and deleted it. (The replay of a pending block onto a
    // device is tst_reliability's; this checks the window runs it and shows what it found.)
    const QString journals = m_state.filePath(QStringLiteral("drivescope/journal"));
    QVERIFY(QDir().mkpath(journals));
    const QString journal = journals + QStringLiteral("/rewrite-loop9-1.journal");
    {
        QFile file(journal);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray(100, 'x'));
    }
    for (int start = 0; start < 2; ++start) {
        MainWindow window;
        QVERIFY(QFile::exists(journal));
        QCOMPARE(window.journalRepairs().size(), 1);
        const QString report = window.journalRepairs().front();
        QVERIFY2(report.contains(journal) && report.contains(QLatin1String("DAMAGED")), qPrintable(report));
        QVERIFY(window.statusText().contains(report));
        const auto* box = window.findChild<QMessageBox*>();
        QVERIFY(box);
        QVERIFY2(box->text().contains(journal), qPrintable(box->text()));
    }

    // Deleted by the user: the next start says nothing.
    QVERIFY(QFile::remove(journal));
    MainWindow next;
    QVERIFY(next.journalRepairs().isEmpty());
    QVERIFY(!next.findChild<QMessageBox*>());
}

void TestUiSessions::everyPageShowsCaveatsNextToItsFigures()
{
    MainWindow window;
    window.show();
    const QStringList caveats { QStringLiteral("first caveat"), QStringLiteral("second caveat") };
    for (TestKind kind : { TestKind::Surface, TestKind::BlockSize, TestKind::QueueDepth, TestKind::Patterns,
             TestKind::QuickSuite, TestKind::MultiTarget, TestKind::SustainedWrite }) {
        TestPage* page = window.page(kind);
        QVERIFY(page);
        window.tabs()->setCurrentWidget(page);
        QLabel* label = page->caveatLabel();
        // Part of the page's layout, hidden while there is nothing to say.
        QCOMPARE(label->parentWidget() != nullptr, true);
        QVERIFY(page->isAncestorOf(label));
        QVERIFY(!label->isVisibleTo(page));
        page->setCaveats(caveats);
        QVERIFY2(label->isVisibleTo(page), qPrintable(page->title()));
        QVERIFY(label->text().contains(caveats.at(0)) && label->text().contains(caveats.at(1)));
        QVERIFY(label->geometry().width() > 0 && label->geometry().height() > 0);
        page->setCaveats({});
        QVERIFY(!label->isVisibleTo(page));
    }
}

void TestUiSessions::runPickerSwitchesTheShownRun()
{
    // Two surface scans of 10 and 20 zones and one block-size sweep in one session.
    Session session = Session::startNew(QStringLiteral("test"));
    for (size_t zones : { size_t { 10 }, size_t { 20 } }) {
        SessionRun run;
        run.result = test::sampleSurface(zones);
        run.caveats
            = { Caveat { QStringLiteral("other-io"), QStringLiteral("caveat of the %1-zone scan").arg(zones) } };
        session.addRun(std::move(run));
    }
    SessionRun sweep;
    sweep.result = test::sampleSweep(SweepKind::BlockSize);
    session.addRun(std::move(sweep));
    const QString path = m_files.filePath(QStringLiteral("three-runs.json"));
    saveSession(session, path);

    MainWindow window;
    window.resize(1400, 900);
    window.show();
    QVERIFY(window.openSession(path));
    auto* page = window.page(TestKind::Surface);
    window.tabs()->setCurrentWidget(page);
    // The last surface run is shown; the picker offers both.
    QCOMPARE(page->lastRun()->surface()->zones.size(), size_t { 20 });
    QComboBox* picker = window.runPicker();
    QCOMPARE(picker->count(), 2);
    // The toolbar lays out its widgets when the event loop next runs.
    QTRY_VERIFY(picker->isVisibleTo(&window));
    QVERIFY(picker->height() < 100);
    QVERIFY(picker->isEnabled());
    QCOMPARE(picker->count(), 2);
    QCOMPARE(picker->currentIndex(), 1);
    // Counted among the two runs listed; the session's own count in the tooltip.
    QVERIFY2(picker->itemText(0).startsWith(QStringLiteral("Run 1 of 2")), qPrintable(picker->itemText(0)));
    QVERIFY2(picker->itemText(1).startsWith(QStringLiteral("Run 2 of 2")), qPrintable(picker->itemText(1)));
    const QString tip = picker->itemData(1, Qt::ToolTipRole).toString();
    QVERIFY2(tip.endsWith(QStringLiteral("(run 2 of the session's 3)")), qPrintable(tip));
    QCOMPARE(window.shownRun(page), std::optional<size_t> { 1 });

    // Choosing the first shows it, with its own caveats.
    picker->setCurrentIndex(0);
    emit picker->activated(0);
    QCOMPARE(page->lastRun()->surface()->zones.size(), size_t { 10 });
    QCOMPARE(window.shownRun(page), std::optional<size_t> { 0 });
    QVERIFY2(page->caveatLabel()->text().contains(QStringLiteral("caveat of the 10-zone scan")),
        qPrintable(page->caveatLabel()->text()));
    QVERIFY(!page->caveatLabel()->text().contains(QStringLiteral("20-zone")));
    QCOMPARE(picker->currentIndex(), 0);
    // Back to the second.
    picker->setCurrentIndex(1);
    emit picker->activated(1);
    QCOMPARE(page->lastRun()->surface()->zones.size(), size_t { 20 });

    // The block-size page has one run: no picker.
    window.tabs()->setCurrentWidget(window.page(TestKind::BlockSize));
    QTRY_VERIFY(!picker->isVisibleTo(&window));
    QVERIFY(window.page(TestKind::BlockSize)->lastRun().has_value());
}

// A reopened write scan's curve is "Write MB/s", in the legend and so in the export.
void TestUiSessions::reopenedWriteScanIsLabelledWrite()
{
    Session session = Session::startNew(QStringLiteral("test"));
    SessionRun run;
    SurfaceResult surface = test::sampleSurface(10);
    QVERIFY(surface.plan.write);
    run.result = surface;
    session.addRun(std::move(run));
    const QString path = m_files.filePath(QStringLiteral("surface-write.json"));
    saveSession(session, path);

    MainWindow window;
    window.show();
    QVERIFY(window.openSession(path));
    auto* page = qobject_cast<SurfacePage*>(window.page(TestKind::Surface));
    QVERIFY(page->lastRun() && page->lastRun()->surface());
    const QAbstractSeries* rate = page->surfaceChart()->chart()->series().value(0);
    QVERIFY(rate);
    QCOMPARE(rate->name(), QStringLiteral("Write MB/s"));
}

// A block-size run with "Also write" is saved as two runs, read and write; reopened,
// the page shows both, as it did before saving, and the run picker offers it once.
void TestUiSessions::reopenedBlockSizeRunShowsReadAndWrite()
{
    const QString path = m_files.filePath(QStringLiteral("block-size.json"));
    {
        MainWindow window;
        window.driveList()->setTestFileBytes(64ull << 20);
        window.driveList()->selectTestFile(m_dir.path());
        auto* page = qobject_cast<BlockSizePage*>(window.page(TestKind::BlockSize));
        QVERIFY(page);
        window.tabs()->setCurrentWidget(page);
        page->fromBox()->setCurrentIndex(page->fromBox()->findText(QStringLiteral("4 KiB")));
        page->toBox()->setCurrentIndex(page->toBox()->findText(QStringLiteral("16 KiB")));
        page->durationBox()->setValue(0.1);
        page->writeBox()->setChecked(true); // a test file: no device's data at stake
        QSignalSpy finished(window.controller(), &BenchmarkController::runFinished);
        QVERIFY(window.startRun());
        QVERIFY(finished.wait(60000));
        QCOMPARE(page->blockSizeChart()->series().size(), size_t { 2 });
        QCOMPARE(window.session().runs.size(), size_t { 2 }); // the read sweep and the write sweep
        QVERIFY(!window.runPicker()->isVisibleTo(&window));
        QVERIFY(window.saveSessionAs(path));
    }

    MainWindow window;
    window.show();
    QVERIFY(window.openSession(path));
    auto* page = qobject_cast<BlockSizePage*>(window.page(TestKind::BlockSize));
    QVERIFY(page->lastRun().has_value());
    const auto sweeps = page->lastRun()->sweeps();
    QCOMPARE(sweeps.size(), size_t { 2 });
    QVERIFY(!sweeps.front().get().plan.base.writes());
    QVERIFY(sweeps.back().get().plan.base.writes());
    // Two bar sets, read first: the export has the read data, and the write bars the write colour.
    const auto& series = page->blockSizeChart()->series();
    QCOMPARE(series.size(), size_t { 2 });
    QCOMPARE(series.front().name, QStringLiteral("Read"));
    QCOMPARE(series.back().name, QStringLiteral("Write"));
    for (const SweepChartSeries& line : series)
        QCOMPARE(line.points.size(), size_t { 3 }); // 4, 8, 16 KiB
    QVERIFY(page->resultSummary().contains(QStringLiteral("Read peak")));
    // One run of the page: no picker; its fio job file holds both halves.
    window.tabs()->setCurrentWidget(page);
    QVERIFY(window.runPicker()->count() < 2);
    QCOMPARE(window.shownRun(page), std::optional<size_t> { 0 });
    const QString job = window.fioJobOfShownRun();
    QVERIFY2(job.contains(QRegularExpression(QStringLiteral("\nrw=(rand)?read\n")))
            && job.contains(QRegularExpression(QStringLiteral("\nrw=(rand)?write\n"))),
        qPrintable(job));
    // Shown again from the picker's index, still both.
    QVERIFY(window.showSessionRun(1));
    QCOMPARE(page->lastRun()->sweeps().size(), size_t { 2 });
    QCOMPARE(window.shownRun(page), std::optional<size_t> { 0 });
}

// Opening a session went to the page that first appeared in it last (the quick
// suite), not to the page of its latest run.
void TestUiSessions::openingShowsThePageOfTheLatestRun()
{
    Session session = Session::startNew(QStringLiteral("test"));
    for (SessionResult result : { SessionResult { test::sampleSurface(10) }, SessionResult { test::sampleQuick() },
             SessionResult { test::sampleSurface(20) } }) {
        SessionRun run;
        run.result = std::move(result);
        session.addRun(std::move(run));
    }
    const QString path = m_files.filePath(QStringLiteral("latest-surface.json"));
    saveSession(session, path);

    MainWindow window;
    window.show();
    window.tabs()->setCurrentWidget(window.page(TestKind::BlockSize));
    QVERIFY(window.openSession(path));
    QVERIFY(window.page(TestKind::QuickSuite)->lastRun().has_value());
    QCOMPARE(window.currentPage(), window.page(TestKind::Surface));
    QCOMPARE(window.page(TestKind::Surface)->lastRun()->surface()->zones.size(), size_t { 20 });
}

void TestUiSessions::windowRunRecordsOtherIoOnTheDevice()
{
    const QString reason = test::loopDevicesUnavailableReason();
    if (!reason.isEmpty())
        QSKIP(qPrintable(reason));
    // A sparse 8 GiB loop device: a scan of 20,000 zones lasts far longer than the test's writes.
    test::LoopDevice loop(8ull << 30);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    MainWindow window;
    window.show();
    window.driveList()->refresh();
    QVERIFY2(window.driveList()->selectDevice(loop.devicePath()), qPrintable(loop.devicePath()));
    auto* page = qobject_cast<SurfacePage*>(window.page(TestKind::Surface));
    window.tabs()->setCurrentWidget(page);
    page->zonesBox()->setValue(20000);
    page->zoneSizeBox()->setCurrentIndex(page->zoneSizeBox()->findData(1));
    page->accessBox()->setChecked(false);
    page->burstBox()->setChecked(false);
    page->writeBox()->setChecked(false);

    // Once the run has opened the device ("starting"), someone else writes 64 MiB to it; then Stop.
    constexpr uint64_t kOtherBytes = 64ull << 20;
    QString writeError;
    bool wrote = false;
    connect(window.controller(), &BenchmarkController::progressAvailable, this, [&](const RunProgress& progress) {
        if (wrote || progress.label != QLatin1String("starting"))
            return;
        wrote = true;
        const int fd = ::open(QFile::encodeName(loop.devicePath()).constData(), O_WRONLY | O_DIRECT | O_CLOEXEC);
        if (fd < 0) {
            writeError = QString::fromLocal8Bit(std::strerror(errno));
            return;
        }
        constexpr size_t kBlock = 1u << 20;
        void* buffer = std::aligned_alloc(4096, kBlock);
        std::memset(buffer, 0x5a, kBlock);
        for (uint64_t done = 0; done < kOtherBytes; done += kBlock)
            if (::pwrite(fd, buffer, kBlock, static_cast<off_t>((7ull << 30) + done)) != static_cast<ssize_t>(kBlock))
                writeError = QString::fromLocal8Bit(std::strerror(errno));
        std::free(buffer);
        ::close(fd);
        window.stopRun();
    });
    QSignalSpy finished(window.controller(), &BenchmarkController::runFinished);
    QVERIFY(window.startRun());
    QVERIFY(finished.wait(120000));
    QVERIFY(wrote);
    QVERIFY2(writeError.isEmpty(), qPrintable(writeError));
    QVERIFY(page->lastRun()->cancelled);

    // Saved with the run, and shown under the figures: the 64 MiB (67.1 MB) written by another.
    const Session saved = loadSession(window.lastLibraryPath());
    QCOMPARE(saved.runs.size(), size_t { 1 });
    const auto other = std::find_if(saved.runs.front().caveats.begin(), saved.runs.front().caveats.end(),
        [](const Caveat& caveat) { return caveat.code == QLatin1String("other-io"); });
    QStringList texts;
    for (const Caveat& caveat : saved.runs.front().caveats)
        texts += caveat.text;

    QVERIFY2(other != saved.runs.front().caveats.end(), qPrintable(texts.join(QLatin1Char('|'))));
    QVERIFY2(other->text.contains(loop.name()) && other->text.contains(QStringLiteral("67.1 MB written")),
        qPrintable(other->text));
    QVERIFY(page->caveatLabel()->text().contains(other->text));
}

QTEST_MAIN(TestUiSessions)
#include "tst_uisessions.moc"
