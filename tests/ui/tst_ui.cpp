#include "blocksizepage.h"
#include "comparewindow.h"
#include "curvemodel.h"
#include "device/driveenumerator.h"
#include "device/targetcaveats.h"
#include "device/writesafety.h"
#include "drivelistwidget.h"
#include "fixtures/blockdevicefixtures.h"
#include "fixtures/finishedruns.h"
#include "fixtures/windowtests.h"
#include "mainwindow.h"
#include "model/caveats.h"
#include "model/compare.h"
#include "model/usererror.h"
#include "multidrivepage.h"
#include "patternspage.h"
#include "queuedepthpage.h"
#include "quicksuitepage.h"
#include "rendercommand.h"
#include "run/runner/benchmarkcontroller.h"
#include "safetydialog.h"
#include "surfacechart.h"
#include "surfacepage.h"
#include "sustainedpage.h"
#include "translation.h"
#include "unitnames.h"

#include <QAbstractButton>
#include <QAbstractSeries>
#include <QAction>
#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QMenu>
#include <QMenuBar>
#include <QProgressBar>
#include <QPushButton>
#include <QScatterSeries>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>
#include <QTranslator>

using namespace ds;
using namespace ds::test;

// The window on the offscreen platform, running real tests on test files and loop devices.
class TestUi : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void surfaceScanOnATestFileFeedsTheChartAndStops();
    void theRunStaysOffTheGuiThread();
    void stoppedRunKeepsTheProgressWhereItStopped();
    void exportedPngHasTheRequestedSizeAndContent();
    void exportReportsWriteErrors();
    void safetyDialogEnablesDestroyOnlyForTheDeviceName();
    void safetyDialogEnterStartsOnlyOnceTheNameMatches();
    void destructiveRunStartsOnlyWhenTheTypedNameMatches();
    void writeToAMountedDeviceIsRefusedBeforeAsking();
    void surfacePageDrawsBothAccessScatters();
    void accessTimesAreDrawnAsTheyAreMeasured();
    void surfaceLegendFollowsTheDirection();
    void blockSizePageDrawsReadAndWriteBars();
    void queueDepthPageDrawsIopsAgainstDepth();
    void patternsPageFillsTheTableWithRatings();
    void quickSuitePageFillsTheGrid();
    void multiDrivePageRunsTargetsTogetherAndScales();
    void sustainedWritePageDrawsTheRateAndTheCliff();
    void sustainedWriteOnADeviceNeedsItsName();
    void sustainedWriteStopsAndKeepsWhatItWrote();
    void settingsPersist();
    void darkPaletteKeepsTheChartsOwnStyle();
    void translatedWindowSpeaksItsLanguage_data();
    void translatedWindowSpeaksItsLanguage();
    void numbersFollowTheWindowsLocale_data();
    void numbersFollowTheWindowsLocale();
    void languageChoiceIsKeptForTheNextStart();
    void unknownLanguageHasNoTranslation();
    void badSettingsAreRefusedInTheCliWords_data();
    void badSettingsAreRefusedInTheCliWords();

private:
    // A short surface scan on a small test file: many small zones so it runs long enough to stop.
    void prepareSurface(MainWindow& window, const QString& directory, int zones);
    // Runs the page's test on a small test file to the end; the outcome, or nothing on failure.
    std::optional<FinishedRun> runToEnd(MainWindow& window, TestKind kind);
    void exportWorks(MainWindow& window);
    QTemporaryDir m_dir;
    QTemporaryDir m_library;
};

void TestUi::initTestCase()
{
    // Settings of the tests go to a directory of their own, not the user's.
    QVERIFY(m_dir.isValid());
    QVERIFY(m_library.isValid());
    isolateWindowTest("tst_ui", m_library.path());
}

void TestUi::prepareSurface(MainWindow& window, const QString& directory, int zones)
{
    window.driveList()->setTestFileBytes(64ull << 20);
    window.driveList()->selectTestFile(directory);
    auto* page = qobject_cast<SurfacePage*>(window.page(TestKind::Surface));
    QVERIFY(page);
    window.tabs()->setCurrentWidget(page);
    page->zonesBox()->setValue(zones);
    page->zoneSizeBox()->setCurrentIndex(page->zoneSizeBox()->findData(1));
    page->accessBox()->setChecked(false);
    page->burstBox()->setChecked(false);
    page->writeBox()->setChecked(false);
}

void TestUi::surfaceScanOnATestFileFeedsTheChartAndStops()
{
    MainWindow window;
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    prepareSurface(window, m_dir.path(), 100000);
    auto* page = qobject_cast<SurfacePage*>(window.currentPage());
    QVERIFY(window.startAction()->isEnabled());
    QVERIFY(!window.stopAction()->isEnabled());

    QSignalSpy finished(window.controller(), &BenchmarkController::runFinished);
    QSignalSpy batches(window.controller(), &BenchmarkController::surfaceZonesAvailable);
    // F5 starts, as the user would press it.
    QTest::keyClick(&window, Qt::Key_F5);
    QVERIFY(window.controller()->isRunning());
    QVERIFY(window.stopAction()->isEnabled());

    // Zones arrive in the chart's model while the scan goes on.
    QTRY_VERIFY_WITH_TIMEOUT(page->surfaceChart()->curveModel()->size() >= 20, 60000);
    QVERIFY(window.controller()->isRunning());
    QTRY_VERIFY(window.progressBar()->value() > 0);
    // Batches come throttled: many zones per batch, not one signal per zone.
    QVERIFY(static_cast<size_t>(batches.size()) < page->zonesReceived());

    QElapsedTimer stopTimer;
    stopTimer.start();
    QTest::keyClick(&window, Qt::Key_Escape);
    QVERIFY(finished.wait(10000));
    qInfo("Stop took effect after %lld ms", static_cast<long long>(stopTimer.elapsed()));
    const auto outcome = finished.takeFirst().at(0).value<FinishedRun>();
    QVERIFY(outcome.cancelled);
    QVERIFY(outcome.surface() != nullptr);
    QVERIFY(outcome.surface()->zones.size() < 100000);
    QVERIFY(!window.controller()->isRunning());
    QVERIFY(window.startAction()->isEnabled());
    // The chart holds what was measured before Stop.
    QCOMPARE(page->surfaceChart()->curveModel()->size(), outcome.surface()->zones.size());
    // Results: the average across the surface (the mean of the curve, as HD Tach's), and the
    // whole-drive rate (all bytes over all time) named beside it.
    QCOMPARE(page->averageText(),
        QStringLiteral("%1 MB/s").arg(formatDecimal(outcome.surface()->surfaceAverageMegabytesPerSecond(), 1)));
    QCOMPARE(page->wholeDriveText(),
        QStringLiteral("%1 MB/s").arg(formatDecimal(outcome.surface()->averageMegabytesPerSecond(), 1)));
    // CPU is DriveScope's own share of one core, as every test shows it.
    QCOMPARE(page->cpuText(),
        QStringLiteral("%1 % of one core").arg(formatDecimal(outcome.surface()->cpu.processPercent, 1)));
    // The test file is gone.
    QTRY_COMPARE(QDir(m_dir.path()).entryList(QDir::Files | QDir::NoDotAndDotDot).size(), 0);
}

// Stop filled the bar to 100 % under "stopped"; it stays where the run stopped.
void TestUi::stoppedRunKeepsTheProgressWhereItStopped()
{
    MainWindow window;
    prepareSurface(window, m_dir.path(), 100000);
    auto* page = qobject_cast<SurfacePage*>(window.currentPage());
    QSignalSpy finished(window.controller(), &BenchmarkController::runFinished);
    QVERIFY(window.startRun());
    QTRY_VERIFY_WITH_TIMEOUT(page->surfaceChart()->curveModel()->size() >= 20, 60000);
    QTRY_VERIFY(window.progressBar()->value() > 0);
    const int before = window.progressBar()->value();
    window.stopRun();
    QVERIFY(finished.wait(10000));
    QVERIFY(finished.first().at(0).value<FinishedRun>().cancelled);
    QVERIFY2(window.progressBar()->value() < window.progressBar()->maximum(),
        qPrintable(QString::number(window.progressBar()->value())));
    QVERIFY(window.progressBar()->value() >= before);
    QCOMPARE(window.progressBar()->format(), QStringLiteral("stopped"));
}

void TestUi::theRunStaysOffTheGuiThread()
{
    MainWindow window;
    window.show();
    prepareSurface(window, m_dir.path(), 100000);
    QVERIFY(window.controller()->workerThread() != QThread::currentThread());
    QVERIFY(window.controller()->workerThread()->isRunning());

    // A GUI-thread timer keeps firing while the worker reads: the event loop is never blocked
    // for the length of the run.
    int ticks = 0;
    QTimer timer;
    timer.setInterval(10);
    connect(&timer, &QTimer::timeout, [&ticks]() { ++ticks; });
    QSignalSpy finished(window.controller(), &BenchmarkController::runFinished);
    QVERIFY(window.startRun());
    timer.start();
    QTRY_VERIFY_WITH_TIMEOUT(qobject_cast<SurfacePage*>(window.currentPage())->zonesReceived() >= 20, 60000);
    const int ticksAtFirstZones = ticks;
    QTest::qWait(500);
    QVERIFY(window.controller()->isRunning());
    QVERIFY2(ticks > ticksAtFirstZones + 5, qPrintable(QStringLiteral("only %1 ticks").arg(ticks - ticksAtFirstZones)));
    window.stopRun();
    QVERIFY(finished.wait(10000));
}

void TestUi::exportedPngHasTheRequestedSizeAndContent()
{
    MainWindow window;
    window.show();
    prepareSurface(window, m_dir.path(), 50);
    QSignalSpy finished(window.controller(), &BenchmarkController::runFinished);
    QVERIFY(window.startRun());
    QVERIFY(finished.wait(120000));
    QVERIFY(!finished.first().at(0).value<FinishedRun>().cancelled);

    const QString path = m_dir.filePath(QStringLiteral("surface.png"));
    QString error;
    QVERIFY2(window.exportPng(path, QSize(1234, 777), &error), qPrintable(error));
    QImage image(path);
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), QSize(1234, 777));
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 7)
        for (int x = 0; x < image.width(); x += 7)
            colours.insert(image.pixel(x, y));
    QVERIFY2(colours.size() > 10, qPrintable(QStringLiteral("%1 colours").arg(colours.size())));
    // The default size, and an SVG that carries the caption.
    const QString defaultPath = m_dir.filePath(QStringLiteral("default.png"));
    QVERIFY(window.exportPng(defaultPath, kDefaultExportSize, &error));
    QCOMPARE(QImage(defaultPath).size(), QSize(1600, 1000));
    const QString svgPath = m_dir.filePath(QStringLiteral("surface.svg"));
    QVERIFY2(window.exportSvg(svgPath, kDefaultExportSize, &error), qPrintable(error));
    QFile svg(svgPath);
    QVERIFY(svg.open(QIODevice::ReadOnly));
    const QByteArray text = svg.readAll();
    QVERIFY(text.contains("<svg"));
    QVERIFY(text.contains(DRIVESCOPE_VERSION));
    const QStringList caption = window.currentPage()->caption().lines();
    QVERIFY(caption.join(QLatin1Char('\n')).contains(QStringLiteral("DriveScope " DRIVESCOPE_VERSION)));
    QVERIFY(caption.join(QLatin1Char('\n')).contains(QStringLiteral("zones")));
    // For looking at the picture by hand: DRIVESCOPE_KEEP_EXPORT=/tmp/x.png ./tst_ui
    if (const QString keep = qEnvironmentVariable("DRIVESCOPE_KEEP_EXPORT"); !keep.isEmpty())
        QFile::copy(defaultPath, keep);
    QFile::remove(path);
    QFile::remove(defaultPath);
    QFile::remove(svgPath);
}

void TestUi::exportReportsWriteErrors()
{
    MainWindow window;
    QString error;
    const QString path = m_dir.filePath(QStringLiteral("no-such-dir/out.png"));
    QVERIFY(!window.exportPng(path, QSize(400, 300), &error));
    QVERIFY2(error.contains(path), qPrintable(error));
    QVERIFY(!window.exportSvg(m_dir.filePath(QStringLiteral("no-such-dir/out.svg")), QSize(400, 300), &error));
    QVERIFY(error.contains(QStringLiteral("out.svg")));
}

void TestUi::safetyDialogEnablesDestroyOnlyForTheDeviceName()
{
    SafetyDialog dialog(QStringLiteral("/dev/loop7"), QStringLiteral("surface write"));
    dialog.show();
    QPushButton* destroy = dialog.destroyButton();
    QVERIFY(destroy);
    QVERIFY(!destroy->isEnabled());
    QTest::keyClicks(dialog.nameEdit(), QStringLiteral("loop"));
    QVERIFY(!destroy->isEnabled());
    QTest::keyClicks(dialog.nameEdit(), QStringLiteral("1"));
    QVERIFY(!destroy->isEnabled()); // loop1 is another device
    dialog.nameEdit()->clear();
    QTest::keyClicks(dialog.nameEdit(), QStringLiteral("loop7"));
    QVERIFY(destroy->isEnabled());
    dialog.nameEdit()->setText(QStringLiteral("/dev/loop7"));
    QVERIFY(destroy->isEnabled());
    dialog.nameEdit()->setText(QStringLiteral("/dev/loop70"));
    QVERIFY(!destroy->isEnabled());
    // Enter does not destroy while the name is wrong.
    QTest::keyClick(dialog.nameEdit(), Qt::Key_Return);
    QCOMPARE(dialog.result(), 0);
    QVERIFY(!SafetyDialog::matches(QString(), QStringLiteral("/dev/sdb")));
    QVERIFY(!SafetyDialog::matches(QStringLiteral("sda"), QStringLiteral("/dev/sdb")));
    QVERIFY(SafetyDialog::matches(QStringLiteral(" sdb "), QStringLiteral("/dev/sdb")));
}

// Enter in the name field cancelled the test even with the right name typed.
void TestUi::safetyDialogEnterStartsOnlyOnceTheNameMatches()
{
    SafetyDialog dialog(QStringLiteral("/dev/loop7"), QStringLiteral("surface write"));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QSignalSpy finished(&dialog, &QDialog::finished);
    // The hint cannot be taken for a name typed already.
    QVERIFY(!dialog.nameEdit()->placeholderText().isEmpty());
    QVERIFY2(dialog.nameEdit()->placeholderText() != QStringLiteral("loop7"),
        qPrintable(dialog.nameEdit()->placeholderText()));
    // Before the name: Enter does nothing, the dialog stays.
    QTest::keyClick(dialog.nameEdit(), Qt::Key_Return);
    QTest::keyClicks(dialog.nameEdit(), QStringLiteral("loop"));
    QTest::keyClick(dialog.nameEdit(), Qt::Key_Enter);
    QVERIFY(dialog.isVisible());
    QCOMPARE(finished.size(), 0);
    // With it: Enter starts the run.
    QTest::keyClicks(dialog.nameEdit(), QStringLiteral("7"));
    QTest::keyClick(dialog.nameEdit(), Qt::Key_Return);
    QCOMPARE(finished.size(), 1);
    QCOMPARE(finished.first().at(0).toInt(), int { QDialog::Accepted });
    QCOMPARE(dialog.result(), int { QDialog::Accepted });
    QVERIFY(!dialog.isVisible());
}

void TestUi::destructiveRunStartsOnlyWhenTheTypedNameMatches()
{
    DS_REQUIRE_LOOP();
    LoopDevice loop(64ull << 20);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    MainWindow window;
    window.driveList()->refresh();
    QVERIFY(window.driveList()->selectDevice(loop.devicePath()));
    auto* page = qobject_cast<SurfacePage*>(window.page(TestKind::Surface));
    window.tabs()->setCurrentWidget(page);
    page->zonesBox()->setValue(20);
    page->zoneSizeBox()->setCurrentIndex(page->zoneSizeBox()->findData(1));
    page->accessBox()->setChecked(false);
    page->burstBox()->setChecked(false);
    page->writeBox()->setChecked(true);

    QStringList asked;
    QString answer = QStringLiteral("sda");
    window.setConfirmation([&](const QString& device, const QString&) {
        asked += device;
        return answer;
    });
    QVERIFY(!window.startRun());
    QCOMPARE(asked, QStringList { loop.devicePath() });
    QVERIFY(!window.controller()->isRunning());

    answer = loop.name();
    const std::optional<FinishedRun> finished = finishRun(window);
    QVERIFY(finished);
    const FinishedRun& outcome = *finished;
    QVERIFY(outcome.surface() && outcome.surface()->plan.write);
    QCOMPARE(outcome.surface()->zones.size(), size_t { 20 });
}

void TestUi::writeToAMountedDeviceIsRefusedBeforeAsking()
{
    DS_REQUIRE_LOOP();
    LoopDevice loop(64ull << 20);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    QVERIFY(runProgram(QStringLiteral("mkfs.ext4"), { QStringLiteral("-q"), QStringLiteral("-F"), loop.devicePath() })
        == 0);
    ScopedMount mount(loop.devicePath());
    QVERIFY2(mount.isValid(), qPrintable(mount.errorString()));
    MainWindow window;
    window.driveList()->refresh();
    QVERIFY(window.driveList()->selectDevice(loop.devicePath()));
    auto* page = qobject_cast<SurfacePage*>(window.page(TestKind::Surface));
    window.tabs()->setCurrentWidget(page);
    page->writeBox()->setChecked(true);
    bool asked = false;
    window.setConfirmation([&](const QString&, const QString&) {
        asked = true;
        return loop.name();
    });
    QVERIFY(!window.startRun());
    QVERIFY(!asked);
    QVERIFY2(window.lastError().contains(QStringLiteral("mounted")), qPrintable(window.lastError()));
    QVERIFY(!window.controller()->isRunning());
}

std::optional<FinishedRun> TestUi::runToEnd(MainWindow& window, TestKind kind)
{
    window.driveList()->setTestFileBytes(64ull << 20);
    window.driveList()->selectTestFile(m_dir.path());
    window.tabs()->setCurrentWidget(window.page(kind));
    return finishRun(window);
}

void TestUi::exportWorks(MainWindow& window)
{
    const QString path = m_dir.filePath(QStringLiteral("page.png"));
    QString error;
    QVERIFY2(window.exportPng(path, QSize(800, 500), &error), qPrintable(error));
    const QImage image(path);
    // The size asked for; the quick suite's card is as wide and only as tall as its grid.
    QCOMPARE(image.size(), window.currentPage()->exportSize(QSize(800, 500)));
    QCOMPARE(image.width(), 800);
    QVERIFY(image.height() <= 500 && image.height() > 100);
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 5)
        for (int x = 0; x < image.width(); x += 5)
            colours.insert(image.pixel(x, y));
    QVERIFY(colours.size() > 5);
    QFile::remove(path);
}

// HD Tach's dots at their position over the rate curve, and the seek curve on a tab of its own:
// each read's time against how far it jumped.
void TestUi::surfacePageDrawsBothAccessScatters()
{
    MainWindow window;
    prepareSurface(window, m_dir.path(), 20);
    auto* page = qobject_cast<SurfacePage*>(window.page(TestKind::Surface));
    page->accessBox()->setChecked(true);
    page->accessSamplesBox()->setValue(200);
    QVERIFY(!page->chartTabs()->isTabEnabled(1));
    const auto outcome = runToEnd(window, TestKind::Surface);
    QVERIFY(outcome && outcome->access());
    const std::vector<AccessSample>& samples = outcome->access()->samples;
    QVERIFY(samples.size() >= 190);
    const auto* positions = qobject_cast<QScatterSeries*>(page->surfaceChart()->chart()->series().value(1));
    QVERIFY(positions);
    const QScatterSeries* distances = page->seekChart()->series();
    // Every sample is drawn: on the axis, or as a mark at its top when it lies beyond it.
    QCOMPARE(
        positions->count() + page->surfaceChart()->accessBeyondSeries()->count(), static_cast<int>(samples.size()));
    QCOMPARE(distances->count() + page->seekChart()->beyondSeries()->count(), static_cast<int>(samples.size()));
    // Each point on the axes is a sample's: at its position in one chart, at its seek distance in the other.
    QList<QPointF> byPosition;
    QList<QPointF> byDistance;
    bool anyDiffers = false;
    for (const AccessSample& sample : samples) {
        byPosition << QPointF(static_cast<double>(sample.offset) / 1e9, sample.ms);
        byDistance << QPointF(static_cast<double>(sample.seekDistance) / 1e9, sample.ms);
        anyDiffers = anyDiffers || sample.offset != sample.seekDistance;
    }
    for (const QPointF& point : positions->points())
        QVERIFY(byPosition.contains(point));
    for (const QPointF& point : distances->points())
        QVERIFY(byDistance.contains(point));
    QVERIFY(anyDiffers); // two different pictures, not one twice
    QVERIFY(page->chartTabs()->isTabEnabled(1));
    QVERIFY(page->surfaceChart()->accessShown());
    page->chartTabs()->setCurrentIndex(1);
    exportWorks(window);
    // A run without the access test has no seek curve to show, nor an empty access axis and legend entry.
    page->accessBox()->setChecked(false);
    QVERIFY(runToEnd(window, TestKind::Surface));
    QVERIFY(!page->chartTabs()->isTabEnabled(1));
    QCOMPARE(page->chartTabs()->currentIndex(), 0);
    QCOMPARE(page->seekChart()->series()->count(), 0);
    QVERIFY(!page->surfaceChart()->accessShown());
    QVERIFY(!page->surfaceChart()->accessSeries()->isVisible());
    // Shown again for a run with it.
    page->accessBox()->setChecked(true);
    QVERIFY(runToEnd(window, TestKind::Surface));
    QVERIFY(page->surfaceChart()->accessShown());
    QVERIFY(page->surfaceChart()->accessSeries()->isVisible());
}

// The access scatter grows while the test runs, as HD Tune draws it, not all at once at the end: every
// batch the page gets is on the chart at once, and the batches are the run's own samples in order.
void TestUi::accessTimesAreDrawnAsTheyAreMeasured()
{
    MainWindow window;
    prepareSurface(window, m_dir.path(), 20);
    auto* page = qobject_cast<SurfacePage*>(window.page(TestKind::Surface));
    page->accessBox()->setChecked(true);
    page->accessSamplesBox()->setValue(20000);
    std::vector<AccessSample> live;
    int batchesBeforeTheEnd = 0;
    bool finished = false;
    QStringList mismatches;
    connect(window.controller(), &BenchmarkController::runFinished, this, [&]() { finished = true; });
    // Connected after the window's own: the page has drawn the batch when this runs.
    connect(
        window.controller(), &BenchmarkController::accessSamplesAvailable, this, [&](const AccessSampleBatch& batch) {
            live.insert(live.end(), batch.samples.begin(), batch.samples.end());
            if (!finished)
                ++batchesBeforeTheEnd;
            const qsizetype drawn
                = page->surfaceChart()->accessSeries()->count() + page->surfaceChart()->accessBeyondSeries()->count();
            if (drawn != static_cast<qsizetype>(live.size()) || page->accessSamplesReceived() != live.size())
                mismatches += QStringLiteral("%1 drawn of %2 received").arg(drawn).arg(live.size());
            QCOMPARE(batch.sampleCount, 20000u);
        });
    const auto outcome = runToEnd(window, TestKind::Surface);
    QVERIFY(outcome && outcome->access());
    QVERIFY2(mismatches.isEmpty(), qPrintable(mismatches.join(QLatin1String("; "))));
    QVERIFY2(batchesBeforeTheEnd >= 2, qPrintable(QString::number(batchesBeforeTheEnd)));
    const std::vector<AccessSample>& samples = outcome->access()->samples;
    QVERIFY2(!live.empty() && live.size() <= samples.size(),
        qPrintable(QStringLiteral("%1 live, %2 in the result").arg(live.size()).arg(samples.size())));
    for (size_t i = 0; i < live.size(); ++i) {
        QCOMPARE(live[i].offset, samples[i].offset);
        QCOMPARE(live[i].seekDistance, samples[i].seekDistance);
        QCOMPARE(live[i].ms, samples[i].ms);
    }
    // At the end the result's samples replace the live ones, every one drawn.
    QCOMPARE(page->surfaceChart()->accessSeries()->count() + page->surfaceChart()->accessBeyondSeries()->count(),
        static_cast<qsizetype>(samples.size()));
}

// A write scan's curve is "Write MB/s" in the legend (and so in the export), a read
// scan's "Read MB/s", whichever ran before.
void TestUi::surfaceLegendFollowsTheDirection()
{
    MainWindow window;
    prepareSurface(window, m_dir.path(), 8);
    auto* page = qobject_cast<SurfacePage*>(window.page(TestKind::Surface));
    const QAbstractSeries* rate = page->surfaceChart()->chart()->series().value(0);
    QVERIFY(rate);
    QCOMPARE(rate->name(), QStringLiteral("Read MB/s"));
    page->writeBox()->setChecked(true); // a test file: no device's data at stake
    auto outcome = runToEnd(window, TestKind::Surface);
    QVERIFY(outcome && outcome->surface() && outcome->surface()->plan.write);
    QCOMPARE(rate->name(), QStringLiteral("Write MB/s"));
    page->writeBox()->setChecked(false);
    outcome = runToEnd(window, TestKind::Surface);
    QVERIFY(outcome && outcome->surface() && !outcome->surface()->plan.write);
    QCOMPARE(rate->name(), QStringLiteral("Read MB/s"));
}

void TestUi::blockSizePageDrawsReadAndWriteBars()
{
    MainWindow window;
    auto* page = qobject_cast<BlockSizePage*>(window.page(TestKind::BlockSize));
    page->fromBox()->setCurrentIndex(page->fromBox()->findText(QStringLiteral("4 KiB")));
    page->toBox()->setCurrentIndex(page->toBox()->findText(QStringLiteral("64 KiB")));
    page->durationBox()->setValue(0.2);
    page->writeBox()->setChecked(true);
    QSignalSpy points(window.controller(), &BenchmarkController::sweepPointAvailable);
    const auto outcome = runToEnd(window, TestKind::BlockSize);
    QVERIFY(outcome);
    QVERIFY(!outcome->cancelled);
    QCOMPARE(outcome->sweeps().size(), size_t { 2 });
    QCOMPARE(points.size(), 10); // 4k … 64k, read and write, each as it finished
    const auto& series = page->blockSizeChart()->series();
    QCOMPARE(series.size(), size_t { 2 });
    for (const SweepChartSeries& line : series) {
        QCOMPARE(line.points.size(), size_t { 5 });
        for (const SweepChartPoint& point : line.points)
            QVERIFY(point.measured && point.megabytesPerSecond > 0);
    }
    auto* bars = qobject_cast<QBarSeries*>(page->blockSizeChart()->chart()->series().front());
    QVERIFY(bars);
    QCOMPARE(bars->count(), 2);
    QCOMPARE(bars->barSets().front()->count(), 5);
    QVERIFY(bars->barSets().front()->at(4) > 0);
    QVERIFY(window.currentPage()->resultSummary().contains(QStringLiteral("peak")));
    exportWorks(window);
    // Read and write sweeps both survive the trip through a session file.
    const FinishedRun back = throughSessionFile(*outcome);
    QCOMPARE(back.plan.kind(), TestKind::BlockSize);
    QCOMPARE(back.sweeps().size(), size_t { 2 });
    QVERIFY(back.sweeps().back().get().plan.base.writes());
    QCOMPARE(back.sweeps().front().get().points.size(), size_t { 5 });
}

void TestUi::queueDepthPageDrawsIopsAgainstDepth()
{
    MainWindow window;
    auto* page = qobject_cast<QueueDepthPage*>(window.page(TestKind::QueueDepth));
    window.tabs()->setCurrentWidget(page);
    QVERIFY(!window.copyFioJobAction()->isEnabled());
    QVERIFY_THROWS_EXCEPTION(UserError, window.fioJobOfShownRun());
    page->maxDepthBox()->setValue(8);
    page->durationBox()->setValue(0.2);
    const auto outcome = runToEnd(window, TestKind::QueueDepth);
    QVERIFY(outcome);
    QCOMPARE(outcome->sweeps().front().get().points.size(), size_t { 4 }); // 1 2 4 8
    QCOMPARE(page->queueDepthChart()->series().points.size(), size_t { 4 });
    auto* iops = qobject_cast<QLineSeries*>(page->queueDepthChart()->chart()->series().front());
    QVERIFY(iops);
    QCOMPARE(iops->count(), 4);
    QCOMPARE(iops->at(3).x(), 8.0);
    QVERIFY(iops->at(0).y() > 0);
    exportWorks(window);
    // The run as a fio job file to check it with: one stonewalled job per depth, as they ran.
    QVERIFY(window.copyFioJobAction()->isEnabled());
    const QString job = window.fioJobOfShownRun();
    QCOMPARE(job.count(QStringLiteral("\n[")), 4);
    QCOMPARE(job.count(QStringLiteral("stonewall\n")), 4);
    for (const char* line : { "\niodepth=1\n", "\niodepth=2\n", "\niodepth=4\n", "\niodepth=8\n", "\nrw=randread\n" })
        QVERIFY2(job.contains(QLatin1String(line)), qPrintable(job));
    const QString path = m_dir.filePath(QStringLiteral("queue-depth.fio"));
    QString error;
    QVERIFY2(window.saveFioJob(path, &error), qPrintable(error));
    QFile saved(path);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(saved.readAll()), job);
    saved.remove(); // the directory is the test files' too, and tests count what is left in it
}

void TestUi::patternsPageFillsTheTableWithRatings()
{
    MainWindow window;
    auto* page = qobject_cast<PatternsPage*>(window.page(TestKind::Patterns));
    // The target first: a window that starts on a device (saved by an earlier test, or the first free
    // drive) has the writing patterns unticked, and moving to the test file would tick again the ones
    // this test unticks (a user cannot untick a box that is not ticked).
    window.driveList()->setTestFileBytes(64ull << 20);
    window.driveList()->selectTestFile(m_dir.path());
    for (QCheckBox* box : page->patternBoxes())
        box->setChecked(box->text() == QLatin1String("Database") || box->text() == QLatin1String("WebServer"));
    page->loadsEdit()->setText(QStringLiteral("1,4"));
    page->durationBox()->setValue(0.2);
    const auto outcome = runToEnd(window, TestKind::Patterns);
    QVERIFY(outcome && outcome->patterns());
    QCOMPARE(outcome->patterns()->patterns.size(), size_t { 2 });
    // Two loads and a rating row per pattern.
    QCOMPARE(page->table()->rowCount(), 6);
    QVERIFY(page->table()->item(2, 0)->text().contains(QStringLiteral("rating")));
    QVERIFY(QLocale().toDouble(page->table()->item(2, 2)->text()) > 0);
    QVERIFY(page->resultSummary().contains(QStringLiteral("Database")));
    // Bad loads are refused before anything runs.
    page->loadsEdit()->setText(QStringLiteral("1,zero"));
    QVERIFY(!window.startRun());
    QVERIFY(window.lastError().contains(QStringLiteral("zero")));
    page->loadsEdit()->setText(QStringLiteral("1,4"));
    exportWorks(window);
}

void TestUi::quickSuitePageFillsTheGrid()
{
    MainWindow window;
    auto* page = qobject_cast<QuickSuitePage*>(window.page(TestKind::QuickSuite));
    page->durationBox()->setValue(0.2);
    page->repeatsBox()->setValue(1);
    page->intervalBox()->setValue(0);
    page->readOnlyBox()->setChecked(false);
    const auto outcome = runToEnd(window, TestKind::QuickSuite);
    QVERIFY(outcome && outcome->quick());
    for (int row = 0; row < 4; ++row)
        for (int column = 0; column < 2; ++column) {
            bool ok = false;
            QVERIFY(QLocale().toDouble(page->cellText(row, column), &ok) > 0);
            QVERIFY(ok);
        }
    exportWorks(window);
}

void TestUi::multiDrivePageRunsTargetsTogetherAndScales()
{
    QTemporaryDir second;
    QVERIFY(second.isValid());
    MainWindow window;
    auto* page = qobject_cast<MultiDrivePage*>(window.page(TestKind::MultiTarget));
    page->targetsEdit()->setText(m_dir.path() + QStringLiteral(", ") + second.path());
    page->durationBox()->setValue(0.3);
    page->scalingBox()->setChecked(true);
    const auto outcome = runToEnd(window, TestKind::MultiTarget);
    QVERIFY(outcome);
    QCOMPARE(outcome->multiSteps().size(), size_t { 2 });
    QCOMPARE(outcome->multiSteps().back().get().perTarget.size(), size_t { 2 });
    QVERIFY(page->resultSummary().contains(QStringLiteral("2 drives")));
    // Each test file's bar is named after its directory, as the file's own name is new every run. The
    // bars lie down, named on the left, the first on top (the axis counts from the bottom).
    auto* categories = qobject_cast<QBarCategoryAxis*>(page->barChart()->axes(Qt::Vertical).value(0));
    QVERIFY(categories);
    QCOMPARE(categories->categories(),
        (QStringList {
            QStringLiteral("All"), QFileInfo(second.path()).fileName(), QFileInfo(m_dir.path()).fileName() }));
    exportWorks(window);
    // What the window would save reads back for `drivescope-cli render`.
    const FinishedRun back = throughSessionFile(*outcome);
    QCOMPARE(back.plan.kind(), TestKind::MultiTarget);
    QCOMPARE(back.multiSteps().size(), size_t { 2 });
    QCOMPARE(back.plan.targetPaths.size(), 2);
}

void TestUi::sustainedWritePageDrawsTheRateAndTheCliff()
{
    MainWindow window;
    auto* page = qobject_cast<SustainedPage*>(window.page(TestKind::SustainedWrite));
    QVERIFY(page);
    page->sizeBox()->setValue(1); // the test file is made that large; several intervals even on a fast disk
    page->intervalBox()->setValue(0.1);
    QSignalSpy batches(window.controller(), &BenchmarkController::sustainedSamplesAvailable);
    const auto outcome = runToEnd(window, TestKind::SustainedWrite);
    QVERIFY(outcome && outcome->sustained());
    QVERIFY(!outcome->cancelled);
    const SustainedResult& result = *outcome->sustained();
    QCOMPARE(result.bytes, uint64_t { 1 } << 30);
    QVERIFY(!result.samples.empty());
    QCOMPARE(result.samples.back().bytes, result.bytes);
    QVERIFY(!batches.isEmpty()); // the curve grew while the write ran
    // Every sample on the curve, at its GB written, from the first byte on.
    const QLineSeries* rate = page->sustainedChart()->rateSeries();
    QCOMPARE(rate->count(), static_cast<int>(result.samples.size()) + 1);
    QCOMPARE(rate->at(0), QPointF(0, result.samples.front().megabytesPerSecond));
    QCOMPARE(rate->at(rate->count() - 1).x(), static_cast<double>(result.bytes) / 1e9);
    QVERIFY(page->resultSummary().startsWith(QStringLiteral("average")));
    QCOMPARE(window.session().runs.back().kindName(), QStringLiteral("sustained"));
    QVERIFY(window.fioJobOfShownRun().contains(QStringLiteral("\nrw=write\n")));
    exportWorks(window);
    const FinishedRun back = throughSessionFile(*outcome);
    QCOMPARE(back.plan.kind(), TestKind::SustainedWrite);
    QCOMPARE(back.sustained()->samples.size(), result.samples.size());

    // The cache-recovery pauses go into the plan as `sustained --recovery` puts them, and are refused
    // in its words.
    page->recoveryEdit()->setText(QStringLiteral(" 5, 30,120 "));
    const TargetChoice target = window.driveList()->currentTarget();
    QCOMPARE(page->plan(target).get<SustainedPlan>().recoveryIdleSeconds, (std::vector<double> { 5, 30, 120 }));
    QVERIFY(page->plan(target).describe().contains(QStringLiteral("120")));
    page->recoveryEdit()->setText(QStringLiteral("5,soon"));
    try {
        page->plan(target);
        QFAIL("a pause that is no number was taken");
    } catch (const UserError& error) {
        QVERIFY2(error.message().contains(QStringLiteral("cache-recovery pauses")), qPrintable(error.message()));
    }
    page->recoveryEdit()->clear();
    QVERIFY(page->plan(target).get<SustainedPlan>().recoveryIdleSeconds.empty());

    // A result with a cache that ran out after 2 GB: the mark stands there, the text says so.
    SustainedResult fast;
    fast.plan.totalBytes = 6'000'000'000;
    for (int i = 1; i <= 60; ++i) {
        const double megabytesPerSecond = i <= 20 ? 2000 : 500;
        const uint64_t bytes = i <= 20 ? static_cast<uint64_t>(i) * 100'000'000
                                       : 2'000'000'000 + static_cast<uint64_t>(i - 20) * 25'000'000;
        fast.samples.push_back(SustainedSample { i * 0.05, bytes, megabytesPerSecond });
    }
    fast.bytes = fast.samples.back().bytes;
    fast.cliff = findRateCliff(fast.samples);
    QVERIFY(fast.cliff.found);
    const FinishedRun cliff = finishedRunOf(fast);
    page->runStarted(cliff.plan);
    page->runFinished(cliff);
    const QLineSeries* mark = page->sustainedChart()->cliffSeries();
    QVERIFY(mark->isVisible());
    QCOMPARE(mark->count(), 2);
    QCOMPARE(mark->at(0).x(), 2.0);
    QVERIFY2(page->cliffLabel()->text().startsWith(QStringLiteral("ran out after 2")),
        qPrintable(page->cliffLabel()->text()));
}

// Esc during the write: the run ends at once, the samples so far stay on the curve, and the test file
// (made as large as the write) is removed.
void TestUi::sustainedWriteStopsAndKeepsWhatItWrote()
{
    MainWindow window;
    auto* page = qobject_cast<SustainedPage*>(window.page(TestKind::SustainedWrite));
    page->sizeBox()->setValue(4);
    page->intervalBox()->setValue(0.05);
    window.driveList()->setTestFileBytes(64ull << 20);
    // A directory of its own: whatever is left in it afterwards was left by this run.
    QTemporaryDir directory;
    QVERIFY(directory.isValid());
    window.driveList()->selectTestFile(directory.path());
    window.tabs()->setCurrentWidget(page);
    QSignalSpy batches(window.controller(), &BenchmarkController::sustainedSamplesAvailable);
    QSignalSpy finished(window.controller(), &BenchmarkController::runFinished);
    QVERIFY(window.startRun());
    QVERIFY(batches.wait(120000)); // after the 4 GiB file is made, the first samples of the write
    window.stopRun();
    QVERIFY(finished.wait(10000));
    const auto outcome = finished.takeFirst().at(0).value<FinishedRun>();
    QVERIFY(outcome.cancelled);
    QVERIFY(outcome.sustained());
    QVERIFY2(
        outcome.sustained()->bytes < (uint64_t { 4 } << 30), qPrintable(QString::number(outcome.sustained()->bytes)));
    QVERIFY(!outcome.sustained()->samples.empty());
    QCOMPARE(page->sustainedChart()->rateSeries()->count(), static_cast<int>(outcome.sustained()->samples.size()) + 1);
    QVERIFY(!window.controller()->isRunning());
    // The worker removes the test file before it reports the end of the run.
    QCOMPARE(QDir(directory.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), QStringList());
}

void TestUi::sustainedWriteOnADeviceNeedsItsName()
{
    DS_REQUIRE_LOOP();
    LoopDevice loop(320ull << 20);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    MainWindow window;
    window.driveList()->refresh();
    QVERIFY(window.driveList()->selectDevice(loop.devicePath()));
    auto* page = qobject_cast<SustainedPage*>(window.page(TestKind::SustainedWrite));
    window.tabs()->setCurrentWidget(page);
    page->intervalBox()->setValue(0.1);
    page->sizeBox()->setValue(1); // more than the device holds: refused before anyone is asked
    QStringList asked;
    QString answer = QStringLiteral("sda");
    window.setConfirmation([&](const QString& device, const QString&) {
        asked += device;
        return answer;
    });
    QVERIFY(!window.startRun());
    QVERIFY(asked.isEmpty());
    QVERIFY2(window.lastError().contains(QStringLiteral("write at most")), qPrintable(window.lastError()));
    page->sizeBox()->setValue(0.25);
    QVERIFY(!window.startRun());
    QCOMPARE(asked, QStringList { loop.devicePath() });
    QVERIFY(!window.controller()->isRunning());

    answer = loop.name();
    const std::optional<FinishedRun> finished = finishRun(window);
    QVERIFY(finished);
    const FinishedRun& outcome = *finished;
    QVERIFY(outcome.sustained());
    QCOMPARE(outcome.sustained()->bytes, uint64_t { 256 } << 20);
    QVERIFY(!outcome.sustained()->samples.empty());
    QCOMPARE(outcome.sustained()->target.path, loop.devicePath());
}

void TestUi::settingsPersist()
{
    {
        MainWindow window;
        auto* page = qobject_cast<SurfacePage*>(window.page(TestKind::Surface));
        page->zonesBox()->setValue(321);
        window.tabs()->setCurrentIndex(2);
        window.setDarkPalette(true);
        window.close();
    }
    MainWindow window;
    QCOMPARE(qobject_cast<SurfacePage*>(window.page(TestKind::Surface))->zonesBox()->value(), 321);
    QCOMPARE(window.tabs()->currentIndex(), 2);
    QVERIFY(window.isDarkPalette());
    window.setDarkPalette(false);
    window.close();
    QSettings().clear();
}

// QChart::setTheme() resets every pen, colour and font a chart chose; the window's charts keep theirs.
void TestUi::darkPaletteKeepsTheChartsOwnStyle()
{
    MainWindow window;
    SurfaceChart* surface = qobject_cast<SurfacePage*>(window.page(TestKind::Surface))->surfaceChart();
    auto* blockSizePage = qobject_cast<BlockSizePage*>(window.page(TestKind::BlockSize));
    QVERIFY(surface && blockSizePage);
    SweepChartSeries read { QStringLiteral("Read"), {} };
    for (uint64_t size = 512; size <= (64u << 20); size *= 2)
        read.points.push_back(
            SweepChartPoint { size, true, static_cast<double>(size % 1000), 10, 1, 1, 1, 1, 1, 1, true, {} });
    blockSizePage->blockSizeChart()->setSeries({ read });
    auto style = [&] {
        const auto series = surface->chart()->series();
        const auto* rate = qobject_cast<QLineSeries*>(series.value(0));
        const auto* access = qobject_cast<QScatterSeries*>(series.value(1));
        QChart* bars = blockSizePage->blockSizeChart()->chart();
        const QAbstractAxis* sizes = bars->axes(Qt::Horizontal).value(0); // labels on the bars' positions
        const QAbstractAxis* rates = bars->axes(Qt::Vertical).value(0);
        return QStringList { rate->pen().color().name(), QString::number(rate->pen().widthF()), access->color().name(),
            QString::number(access->markerSize()),
            // 17 sizes: their labels a fifth smaller than the rate axis's, so none is cut short.
            QString::number(sizes->labelsFont().pointSizeF() / rates->labelsFont().pointSizeF(), 'f', 2) };
    };
    const QStringList light = style();
    QCOMPARE(light,
        (QStringList { QStringLiteral("#1e6ec8"), QStringLiteral("1.5"), QStringLiteral("#dc781e"), QStringLiteral("5"),
            QStringLiteral("0.80") }));
    window.setDarkPalette(true);
    QCOMPARE(surface->chart()->theme(), QChart::ChartThemeDark);
    QCOMPARE(blockSizePage->blockSizeChart()->chart()->theme(), QChart::ChartThemeDark);
    QCOMPARE(style(), light);
    window.setDarkPalette(false);
    QCOMPARE(style(), light);
    QSettings().clear();
}

void TestUi::translatedWindowSpeaksItsLanguage_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::addColumn<QString>("surfaceTab");
    QTest::addColumn<QString>("fileMenu");
    QTest::addColumn<QString>("status");
    QTest::addColumn<QString>("caveat");
    QTest::addColumn<QString>("description");
    QTest::addColumn<QString>("refusal");
    QTest::addColumn<QString>("figure");
    QTest::addColumn<QString>("fact");
    QTest::addColumn<QString>("cancel");
    QTest::addColumn<QString>("degradedArray");
    QTest::addColumn<QString>("arraySync");
    // English first: it installs no translator of DriveScope's (the window's source language).
    QTest::newRow("English") << QLocale(QLocale::English, QLocale::UnitedStates) << QStringLiteral("Surface")
                             << QStringLiteral("&File")
                             << QStringLiteral("Pick a drive or the test file, then press F5 to start.")
                             << QStringLiteral("a test file on ext4, not the raw device")
                             << QStringLiteral("surface read, 200 zones of 8 MiB, QD4; access time")
                             << QStringLiteral("refusing to write: /nonexistent/sdx is not a block device")
                             << QStringLiteral("4 KiB p99 latency") << QStringLiteral("write cache")
                             << QStringLiteral("&Cancel")
                             << QStringLiteral("md6 is a degraded raid6 array, 1 of its 4 disks missing: ")
                             << QStringLiteral("md6 was running an md recover when the run began (75 % done): ");
    // Then German: a later translator takes precedence, and each row installs its own.
    QTest::newRow("German") << QLocale(QLocale::German, QLocale::Germany) << QStringLiteral("Oberfläche")
                            << QStringLiteral("&Datei")
                            << QStringLiteral("Wählen Sie ein Laufwerk oder die Testdatei und drücken Sie F5.")
                            << QStringLiteral("eine Testdatei auf ext4, nicht das rohe Gerät")
                            << QStringLiteral("Oberfläche lesen, 200 Zonen zu 8 MiB, QD4; Zugriffszeit")
                            << QStringLiteral("Schreiben abgelehnt: /nonexistent/sdx ist kein Blockgerät")
                            << QStringLiteral("4 KiB p99-Latenz") << QStringLiteral("Schreibcache")
                            << QStringLiteral("&Abbrechen")
                            << QStringLiteral("md6 ist ein beeinträchtigtes raid6-Array, 1 seiner 4 Laufwerke fehlen: ")
                            << QStringLiteral("md6 führte beim Start des Laufs ein md-recover aus (75 % erledigt): ");
    QTest::newRow("Russian") << QLocale(QLocale::Russian, QLocale::Russia) << QStringLiteral("Поверхность")
                             << QStringLiteral("&Файл")
                             << QStringLiteral("Выберите диск или тестовый файл и нажмите F5.")
                             << QStringLiteral("тестовый файл в ext4, а не само устройство")
                             << QStringLiteral("чтение поверхности, зон: 200 по 8 MiB, QD4; время доступа")
                             << QStringLiteral("запись отклонена: /nonexistent/sdx не является блочным устройством")
                             << QStringLiteral("4 KiB задержка p99") << QStringLiteral("кэш записи")
                             << QStringLiteral("&Отмена")
                             << QStringLiteral("md6 — деградированный массив raid6, нет 1 из 4 дисков: ")
                             << QStringLiteral("md6 выполнял md recover, когда начался прогон (выполнено 75 %): ");
}

void TestUi::translatedWindowSpeaksItsLanguage()
{
    QFETCH(QLocale, locale);
    QFETCH(QString, surfaceTab);
    QFETCH(QString, fileMenu);
    QFETCH(QString, status);
    QFETCH(QString, caveat);
    QFETCH(QString, description);
    QFETCH(QString, refusal);
    QFETCH(QString, figure);
    QFETCH(QString, fact);
    QFETCH(QString, cancel);
    QFETCH(QString, degradedArray);
    QFETCH(QString, arraySync);
    QVERIFY(installTranslations(locale));
    {
        MainWindow window;
        QCOMPARE(window.tabs()->tabText(0), surfaceTab);
        QCOMPARE(window.menuBar()->actions().value(0)->text(), fileMenu);
        QCOMPARE(window.statusText(), status);
        // No two entries of the menu bar, or of one menu, share an accelerator.
        QList<QList<QAction*>> menus { window.menuBar()->actions() };
        for (QAction* entry : window.menuBar()->actions())
            if (entry->menu())
                menus += entry->menu()->actions();
        QList<QStringList> scopes;
        for (const QList<QAction*>& menu : menus) {
            QStringList texts;
            for (QAction* action : menu)
                texts += action->text();
            scopes += texts;
        }
        // Nor do the labels and buttons of one page, of the drive list or of the compare window.
        QList<QWidget*> pages { window.driveList(), window.compareWindow() };
        for (int i = 0; i < window.tabs()->count(); ++i)
            pages += window.tabs()->widget(i);
        for (QWidget* page : pages) {
            QStringList texts;
            for (QLabel* label : page->findChildren<QLabel*>())
                if (label->buddy())
                    texts += label->text();
            for (QAbstractButton* button : page->findChildren<QAbstractButton*>())
                texts += button->text();
            scopes += texts;
        }
        for (const QStringList& scope : scopes) {
            QHash<QString, QString> taken;
            for (const QString& text : scope) {
                const QString key = QKeySequence::mnemonic(text).toString();
                if (key.isEmpty())
                    continue;
                QVERIFY2(!taken.contains(key),
                    qPrintable(QStringLiteral("\"%1\" and \"%2\" share %3").arg(taken.value(key), text, key)));
                taken.insert(key, text);
            }
        }
    }
    // The safety dialog's Cancel speaks the window's language too.
    {
        SafetyDialog dialog(QStringLiteral("/dev/loop7"), QStringLiteral("surface write"));
        const auto buttons = dialog.findChildren<QDialogButtonBox*>();
        QCOMPARE(buttons.size(), 1);
        QCOMPARE(buttons.front()->button(QDialogButtonBox::Cancel)->text(), cancel);
    }
    // Core's words for the window: caveats are stored in English and translated when shown,
    // descriptions only when asked for, errors as they are made.
    TargetInfo target;
    target.kind = TargetInfo::Kind::TestFile;
    target.filesystem = QStringLiteral("ext4");
    const std::vector<Caveat> caveats = targetCaveats(target, false);
    QVERIFY(!caveats.empty());
    QVERIFY2(caveats.front().text.startsWith(QLatin1String("a test file on ext4")), qPrintable(caveats.front().text));
    QVERIFY2(caveats.front().translatedText().startsWith(caveat), qPrintable(caveats.front().translatedText()));
    // An md array's caveats, stored in English, shown in the window's language with their figures.
    TargetInfo md6;
    md6.drive = DriveFacts {};
    md6.drive->name = QStringLiteral("md6");
    ArrayFacts array;
    array.level = QStringLiteral("raid6");
    array.raidDisks = 4;
    array.degradedDisks = 1;
    array.syncAction = QStringLiteral("recover");
    array.syncDone = 0.75;
    md6.drive->array = array;
    const std::vector<Caveat> arrayCaveats = caveatsOfTarget(md6, false, false);
    QCOMPARE(arrayCaveats.size(), size_t { 2 });
    QVERIFY2(arrayCaveats[0].translatedText().startsWith(degradedArray), qPrintable(arrayCaveats[0].translatedText()));
    QVERIFY2(arrayCaveats[1].translatedText().startsWith(arraySync), qPrintable(arrayCaveats[1].translatedText()));
    RunPlan plan;
    QVERIFY2(
        plan.describe().startsWith(QLatin1String("surface read, 200 zones of 8 MiB")), qPrintable(plan.describe()));
    QVERIFY2(plan.describe(true).startsWith(description), qPrintable(plan.describe(true)));
    try {
        checkDeviceWriteAllowed(
            QStringLiteral("/nonexistent/sdx"), QStringLiteral("/nonexistent/sdx"), DriveEnumerator());
        QFAIL("a path that is no block device was allowed");
    } catch (const UserError& error) {
        QCOMPARE(error.message(), refusal);
    }
    // A comparison's figure and fact names: the measured part translated, the block size kept.
    QCOMPARE(translatedFigureName(QStringLiteral("4 KiB p99 latency")), figure);
    QCOMPARE(translatedFact(QStringLiteral("write cache")), fact);
    QCOMPARE(translatedFigureName(QStringLiteral("FileServer")), QStringLiteral("FileServer"));
}

void TestUi::numbersFollowTheWindowsLocale_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::addColumn<QStringList>("figures");
    QTest::addColumn<QString>("duration");
    QTest::newRow("English") << QLocale(QLocale::English, QLocale::UnitedStates)
                             << QStringList { QStringLiteral("1254.5 MB/s"), QStringLiteral(" 1003.0"),
                                    QStringLiteral(" 1506.0"), QStringLiteral(" 12.5 %") }
                             << QStringLiteral("2.5");
    // A decimal comma, and no group separator: "1.254,5" would read as 1.25 to an English eye.
    QTest::newRow("German") << QLocale(QLocale::German, QLocale::Germany)
                            << QStringList { QStringLiteral("1254,5 MB/s"), QStringLiteral(" 1003,0"),
                                   QStringLiteral(" 1506,0"), QStringLiteral(" 12,5 %") }
                            << QStringLiteral("2,5");
    QTest::newRow("Russian") << QLocale(QLocale::Russian, QLocale::Russia)
                             << QStringList { QStringLiteral("1254,5 MB/s"), QStringLiteral(" 1003,0"),
                                    QStringLiteral(" 1506,0"), QStringLiteral(" 12,5 %") }
                             << QStringLiteral("2,5");
}

void TestUi::numbersFollowTheWindowsLocale()
{
    QFETCH(QLocale, locale);
    QFETCH(QStringList, figures);
    QFETCH(QString, duration);
    const QLocale before;
    useLocaleForNumbers(locale);
    // A test's description in the window, and the same in a file, which keeps the point.
    RunPlan plan;
    plan.test = PatternSuitePlan();
    plan.get<PatternSuitePlan>().timing.durationSeconds = 2.5;
    const QString shownPlan = plan.describe(true);
    const QString filedPlan = plan.describe(false);
    // A finished scan of two zones, 1003 and 1506 MB/s over one second each. The words are in
    // whichever language an earlier test installed; the numbers follow the locale.
    SurfaceResult surface;
    surface.zones.push_back({ 0, 0, 0, 1'003'000'000, 1.0, 0 });
    surface.zones.push_back({ 1, 1'003'000'000, 1'003'000'000, 1'506'000'000, 1.0, 0 });
    surface.cpu.systemBusyPercent = 12.5;
    SurfacePage page;
    page.runFinished(finishedRunOf(surface));
    const QString shown = page.resultSummary();
    // The chart's axis labels are written in the same locale.
    QChart* chart = page.surfaceChart()->chart();
    const bool chartLocalized = chart->localizeNumbers() && chart->locale().decimalPoint() == locale.decimalPoint();
    QLocale::setDefault(before);
    QVERIFY2(shownPlan.contains(duration), qPrintable(shownPlan));
    QVERIFY2(filedPlan.contains(QStringLiteral("; 2.5 s per load")), qPrintable(filedPlan));
    // The unit is named in the installed language too.
    for (QString figure : figures) {
        figure.replace(QStringLiteral("MB/s"), UnitNames::of(DisplayUnit::MegabytesPerSecond));
        QVERIFY2(shown.contains(figure), qPrintable(shown + QStringLiteral(" lacks ") + figure));
    }
    QVERIFY(chartLocalized);
}

void TestUi::languageChoiceIsKeptForTheNextStart()
{
    QSettings().clear();
    QCOMPARE(chosenLanguage(), QString());
    QCOMPARE(chosenLocale(), QLocale());
    MainWindow window;
    const QList<QAction*> choices = window.languageMenu()->actions();
    QCOMPARE(choices.size(), 4); // the system's, English, German, Russian
    QVERIFY(choices.at(0)->isChecked());
    // The choice applies at once in a window made anew (tst_uilayout checks it); this test keeps
    // to the old one and drops the new.
    auto dropReplacement = [&window]() {
        // Found first, deleted after: deleting a window deletes the top-level widgets it owns.
        QList<MainWindow*> others;
        for (QWidget* widget : QApplication::topLevelWidgets())
            if (auto* other = qobject_cast<MainWindow*>(widget); other && other != &window)
                others += other;
        qDeleteAll(others);
    };
    choices.at(2)->trigger();
    dropReplacement();
    QCOMPARE(chosenLanguage(), QStringLiteral("de"));
    QCOMPARE(chosenLocale().language(), QLocale::German);
    QVERIFY(choices.at(2)->isChecked() && !choices.at(0)->isChecked());
    QVERIFY(!window.statusText().isEmpty());
    {
        MainWindow next; // what the next start shows as chosen
        QVERIFY(next.languageMenu()->actions().at(2)->isChecked());
    }
    choices.at(0)->trigger();
    dropReplacement();
    QCOMPARE(chosenLanguage(), QString());
    // A value the window never writes (an old or edited config) falls back to the system locale.
    QSettings().setValue(QStringLiteral("window/language"), QStringLiteral("xx"));
    QCOMPARE(chosenLanguage(), QString());
    QSettings().clear();
}

void TestUi::unknownLanguageHasNoTranslation()
{
    // No translation of DriveScope's own for a language it does not have.
    QVERIFY(!installTranslations(QLocale(QLocale::Japanese)));
}

void TestUi::badSettingsAreRefusedInTheCliWords_data()
{
    // The page, what its setting holds (blocksize: "from|to"), the CLI's arguments for the same.
    QTest::addColumn<TestKind>("kind");
    QTest::addColumn<QString>("setting");
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("expected");
    auto loads = [](const char* text) {
        return QStringList { QStringLiteral("pattern"), QStringLiteral("--loads"), QString::fromLatin1(text) };
    };
    QTest::addRow("a queue depth of 0 among the loads")
        << TestKind::Patterns << QStringLiteral("1,0") << loads("1,0")
        << QStringLiteral("the loads must be whole numbers from 1 to %1, not '0'").arg(WorkloadSpec::kMaxQueueDepth);
    QTest::addRow("a load that is no number")
        << TestKind::Patterns << QStringLiteral("1,x") << loads("1,x")
        << QStringLiteral("the loads must be whole numbers from 1 to %1, not 'x'").arg(WorkloadSpec::kMaxQueueDepth);
    QTest::addRow("an empty element among the loads") << TestKind::Patterns << QStringLiteral("1,,4") << loads("1,,4")
                                                      << QStringLiteral("the loads '1,,4' have an empty element");
    QTest::addRow("no loads") << TestKind::Patterns << QString() << loads("")
                              << QStringLiteral("the loads are missing: give at least one");
    QTest::addRow("largest block size below the smallest")
        << TestKind::BlockSize << QStringLiteral("64 KiB|4 KiB")
        << QStringList { QStringLiteral("sweep-bs"), QStringLiteral("--from"), QStringLiteral("64k"),
               QStringLiteral("--to"), QStringLiteral("4k") }
        << QStringLiteral("the largest block size (4 KiB) is below the smallest (64 KiB)");
    QStringList targets;
    for (int i = 0; i < 65; ++i)
        targets << QStringLiteral("/tmp/drivescope-target-%1").arg(i);
    QTest::addRow("too many targets") << TestKind::MultiTarget << targets.join(QLatin1Char(','))
                                      << QStringList { QStringLiteral("multi"), QStringLiteral("--targets"),
                                             targets.join(QLatin1Char(',')) }
                                      << QStringLiteral("a run takes at most 64 targets, not 65");
}

// The settings the window and drivescope-cli share are checked in one place: the same input is
// refused by both, in the same words, before anything is opened.
void TestUi::badSettingsAreRefusedInTheCliWords()
{
    QFETCH(TestKind, kind);
    QFETCH(QString, setting);
    QFETCH(QStringList, arguments);
    QFETCH(QString, expected);
    // drivescope-cli speaks English: so does the window here, whatever an earlier test installed.
    for (QTranslator* translator : QCoreApplication::instance()->findChildren<QTranslator*>()) {
        QCoreApplication::removeTranslator(translator);
        delete translator;
    }
    MainWindow window;
    TestPage* page = window.page(kind);
    if (auto* patterns = qobject_cast<PatternsPage*>(page))
        patterns->loadsEdit()->setText(setting);
    if (auto* multi = qobject_cast<MultiDrivePage*>(page))
        multi->targetsEdit()->setText(setting);
    if (auto* blockSizes = qobject_cast<BlockSizePage*>(page)) {
        blockSizes->fromBox()->setCurrentIndex(
            blockSizes->fromBox()->findText(setting.section(QLatin1Char('|'), 0, 0)));
        blockSizes->toBox()->setCurrentIndex(blockSizes->toBox()->findText(setting.section(QLatin1Char('|'), 1, 1)));
    }
    TargetChoice target;
    target.path = m_dir.path();
    target.testFile = true;
    target.testFileBytes = 8u << 20;
    QString refusal;
    try {
        page->plan(target);
    } catch (const UserError& error) {
        refusal = error.message();
    }
    QCOMPARE(refusal, expected);

    QTemporaryDir cache;
    if (kind != TestKind::MultiTarget)
        arguments << QStringLiteral("--target") << m_dir.path();
    arguments << QStringLiteral("--file-size") << QStringLiteral("8M") << QStringLiteral("--no-progress")
              << QStringLiteral("--no-save");
    const CliRun run = runCli(QStringLiteral(DRIVESCOPE_CLI), arguments, cache.path());
    QCOMPARE(run.status, 2);
    QCOMPARE(run.err.trimmed(), QStringLiteral("drivescope-cli: error: ") + expected);
    QVERIFY(run.out.isEmpty());
    QCOMPARE(QDir(m_dir.path()).entryList(QDir::Files), QStringList());
}

QTEST_MAIN(TestUi)
#include "tst_ui.moc"
