#include "blocksizepage.h"
#include "drivelistwidget.h"
#include "fixtures/blockdevicefixtures.h"
#include "fixtures/windowtests.h"
#include "mainwindow.h"
#include "model/usererror.h"
#include "multidrivepage.h"
#include "patternspage.h"
#include "queuedepthpage.h"
#include "quicksuitepage.h"
#include "run/runner/benchmarkcontroller.h"
#include "surfacepage.h"
#include "sustainedpage.h"
#include "sweeptable.h"

#include <QAbstractButton>
#include <QBarSeries>
#include <QBarSet>
#include <QChartView>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDate>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QLabel>
#include <QLineSeries>
#include <QPushButton>
#include <QRegularExpression>
#include <QScatterSeries>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include <QToolTip>
#include <QValueAxis>
#include <memory>

#include <cmath>

using namespace ds;
using namespace ds::test;

// Usability of the test pages: exact figures, what a run runs on and whose result is shown,
// read-only defaults on devices, a Start button per page, distinct colours, feedback on copying.
class TestUiPages : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void blockSizeTableFillsLiveWithThePointsFigures();
    void queueDepthTableHoldsThePointsFigures();
    void hoveringABarShowsItsFigures();
    void hoveringAQueueDepthPointShowsItsFigures();
    void writingOptionsAreOffOnADeviceAndOnForTheTestFile();
    void runsOnLineNamesTheSelectedTarget();
    void firstStartSelectsAFreeDriveNotTheTestFile();
    void resultLineNamesItsDriveAndStaysWhenAnotherIsPicked();
    void sustainedDefaultFitsASmallDevice();
    void startButtonStartsAndStopsTheRun();
    void readIopsLineStandsApartFromTheBars();
    void copyAsTextSaysWhatItDid();

private:
    // A short run of the current page's test to the end; the outcome, or nothing on failure.
    std::optional<FinishedRun> runToEnd(MainWindow& window);
    QTemporaryDir m_dir;
    QTemporaryDir m_library;
};

namespace {
// The figures in a text, as numbers ("12.34 MB/s · 987 IOPS" → 12.34, 987).
QList<double> numbersIn(const QString& text)
{
    QList<double> numbers;
    static const QRegularExpression number(QStringLiteral("[0-9]+(?:[.,][0-9]+)?"));
    for (auto match = number.globalMatch(text); match.hasNext();) {
        bool ok = false;
        const double value = QLocale().toDouble(match.next().captured(), &ok);
        if (ok)
            numbers += value;
    }
    return numbers;
}

// Whether `shown` is `value` written with a few decimals: within half of the last digit shown.
bool showsFigure(const QString& shown, double value)
{
    bool ok = false;
    const double parsed = QLocale().toDouble(shown, &ok);
    if (!ok)
        return false;
    const int decimals = shown.contains(QLocale().decimalPoint())
        ? static_cast<int>(shown.size() - shown.indexOf(QLocale().decimalPoint()) - 1)
        : 0;
    return std::fabs(parsed - value) <= 0.5 * std::pow(10.0, -decimals) + 1e-9;
}

bool containsFigure(const QString& text, double value)
{
    for (double number : numbersIn(text))
        if (std::fabs(number - value) <= std::max(0.01, std::fabs(value) * 0.001))
            return true;
    return false;
}

double distance(const QColor& a, const QColor& b)
{
    return std::hypot(a.red() - b.red(), a.green() - b.green(), a.blue() - b.blue());
}

QLabel* labelNamed(QWidget* page, const char* name) { return page->findChild<QLabel*>(QLatin1String(name)); }
}

void TestUiPages::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(m_library.isValid());
    isolateWindowTest("tst_uipages", m_library.path());
}

void TestUiPages::init()
{
    // Every window starts as on a first start.
    QSettings().clear();
}

std::optional<FinishedRun> TestUiPages::runToEnd(MainWindow& window) { return finishRun(window); }

// ATTO's table: a row per block size, read and write MB/s, IOPS and latency, each as its point arrives.
void TestUiPages::blockSizeTableFillsLiveWithThePointsFigures()
{
    MainWindow window;
    window.driveList()->setTestFileBytes(64ull << 20);
    window.driveList()->selectTestFile(m_dir.path());
    auto* page = qobject_cast<BlockSizePage*>(window.page(TestKind::BlockSize));
    window.tabs()->setCurrentWidget(page);
    page->fromBox()->setCurrentIndex(page->fromBox()->findText(QStringLiteral("4 KiB")));
    page->toBox()->setCurrentIndex(page->toBox()->findText(QStringLiteral("16 KiB")));
    page->durationBox()->setValue(0.2);
    QVERIFY(page->writeBox()->isChecked()); // a test file: writes by default
    SweepTable* table = page->table();
    // The table as each point reaches the page (the window's own connection comes first).
    QList<int> filledCells;
    connect(window.controller(), &BenchmarkController::sweepPointAvailable, this, [&]() {
        int filled = 0;
        for (int row = 0; row < table->rowCount(); ++row)
            for (int column = 1; column < table->columnCount(); ++column)
                filled += table->item(row, column) && numbersIn(table->item(row, column)->text()).size() == 1;
        filledCells += filled;
    });
    const auto outcome = runToEnd(window);
    QVERIFY(outcome);
    QCOMPARE(outcome->sweeps().size(), size_t { 2 });
    // Six points (4, 8, 16 KiB read, then write), four figures each: the cells grew point by point.
    QCOMPARE(filledCells, (QList<int> { 4, 8, 12, 16, 20, 24 }));

    QCOMPARE(table->rowCount(), 3);
    QCOMPARE(table->columnCount(), 9);
    QCOMPARE(table->horizontalHeaderItem(1)->text(), QStringLiteral("Read\nMB/s"));
    QCOMPARE(table->horizontalHeaderItem(5)->text(), QStringLiteral("Write\nMB/s"));
    for (size_t sweep = 0; sweep < 2; ++sweep) {
        const std::vector<SweepPoint>& points = outcome->sweeps()[sweep].get().points;
        QCOMPARE(points.size(), size_t { 3 });
        for (int row = 0; row < 3; ++row) {
            const SweepChartPoint point = SweepChartPoint::from(points[static_cast<size_t>(row)]);
            QCOMPARE(table->item(row, 0)->text(), formatBinarySize(point.value));
            const int first = 1 + static_cast<int>(sweep) * 4;
            const double figures[] = { point.megabytesPerSecond, point.iops, point.meanLatencyUs, point.p99LatencyUs };
            for (int column = 0; column < 4; ++column) {
                const QString shown = table->item(row, first + column)->text();
                QVERIFY2(showsFigure(shown, figures[column]),
                    qPrintable(QStringLiteral("row %1 column %2: %3, not %4")
                                   .arg(row)
                                   .arg(first + column)
                                   .arg(shown)
                                   .arg(figures[column])));
            }
        }
    }
}

void TestUiPages::queueDepthTableHoldsThePointsFigures()
{
    MainWindow window;
    window.driveList()->setTestFileBytes(64ull << 20);
    window.driveList()->selectTestFile(m_dir.path());
    auto* page = qobject_cast<QueueDepthPage*>(window.page(TestKind::QueueDepth));
    window.tabs()->setCurrentWidget(page);
    page->maxDepthBox()->setValue(4);
    page->durationBox()->setValue(0.2);
    const auto outcome = runToEnd(window);
    QVERIFY(outcome && !outcome->sweeps().empty());
    const std::vector<SweepPoint>& points = outcome->sweeps().front().get().points;
    SweepTable* table = page->table();
    QCOMPARE(table->rowCount(), 3); // QD 1, 2, 4
    QCOMPARE(table->horizontalHeaderItem(1)->text(), QStringLiteral("IOPS"));
    for (int row = 0; row < 3; ++row) {
        const SweepChartPoint point = SweepChartPoint::from(points[static_cast<size_t>(row)]);
        QCOMPARE(table->item(row, 0)->text(), QString::number(point.value));
        const double figures[] = { point.iops, point.megabytesPerSecond, point.meanLatencyUs, point.p50LatencyUs,
            point.p99LatencyUs, point.p999LatencyUs };
        for (int column = 0; column < 6; ++column)
            QVERIFY2(showsFigure(table->item(row, column + 1)->text(), figures[column]),
                qPrintable(table->item(row, column + 1)->text()));
    }
}

// The mouse over a bar: a tooltip with that bar's MB/s, IOPS and latencies.
void TestUiPages::hoveringABarShowsItsFigures()
{
    QChartView view; // first, so that it outlives the chart object and deletes the chart it shows
    BlockSizeChart chart;
    SweepChartSeries read { QStringLiteral("Read"), {} };
    SweepChartSeries write { QStringLiteral("Write"), {}, true };
    for (uint64_t size : { 4096u, 8192u, 16384u }) {
        const double scale = static_cast<double>(size) / 4096;
        read.points.push_back(SweepChartPoint { size, true, 100 * scale, 321 * scale, 2, 41.5, 40, 77.25, 90, 120 });
        write.points.push_back(SweepChartPoint { size, true, 60 * scale, 123 * scale, 3, 63.5, 60, 88.75, 99, 150 });
    }
    chart.setSeries({ read, write });
    // A view made without a chart makes one of its own and lets go of it on setChart: delete it.
    std::unique_ptr<QChart> initial(view.chart());
    view.setChart(chart.chart());
    view.resize(900, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    auto* bars = qobject_cast<QBarSeries*>(chart.chart()->series().front());
    QVERIFY(bars);
    // The write bar of 8 KiB: right of its category's middle, halfway up.
    const QPointF inChart = chart.chart()->mapToPosition(QPointF(1.12, 120.0 / 2), bars);
    const QPoint inView = view.mapFromScene(chart.chart()->mapToScene(inChart));
    QTest::mouseMove(view.viewport(), inView);
    QTRY_VERIFY(!chart.hoverText().isEmpty());
    const QString text = chart.hoverText();
    QVERIFY2(text.startsWith(QStringLiteral("Write 8 KiB")), qPrintable(text));
    for (double figure : { 120.0, 246.0, 63.5, 88.75 })
        QVERIFY2(containsFigure(text, figure), qPrintable(QStringLiteral("%1 lacks %2").arg(text).arg(figure)));
    for (const char* unit : { "MB/s", "IOPS", "µs" })
        QVERIFY2(text.contains(QString::fromUtf8(unit)), qPrintable(text));
    QCOMPARE(QToolTip::text(), text);
    // Off the bars: no tooltip.
    QTest::mouseMove(view.viewport(), QPoint(2, 2));
    QTRY_VERIFY(chart.hoverText().isEmpty());
}

void TestUiPages::hoveringAQueueDepthPointShowsItsFigures()
{
    QChartView view;
    QueueDepthChart chart;
    SweepChartSeries series { QStringLiteral("IOPS"), {} };
    for (uint64_t depth : { 1u, 2u, 4u, 8u })
        series.points.push_back(SweepChartPoint { depth, true, 4.5 * static_cast<double>(depth),
            1111.0 * static_cast<double>(depth), 1, 90.25, 80, 150.5 + static_cast<double>(depth), 300, 400 });
    chart.setSeries(series);
    std::unique_ptr<QChart> initial(view.chart());
    view.setChart(chart.chart());
    view.resize(900, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    auto* dots = qobject_cast<QScatterSeries*>(chart.chart()->series().value(1));
    QVERIFY(dots);
    const QPointF inChart = chart.chart()->mapToPosition(QPointF(4, 4444), dots);
    QTest::mouseMove(view.viewport(), view.mapFromScene(chart.chart()->mapToScene(inChart)));
    QTRY_VERIFY(!chart.hoverText().isEmpty());
    const QString text = chart.hoverText();
    QVERIFY2(text.startsWith(QStringLiteral("QD 4")), qPrintable(text));
    for (double figure : { 4444.0, 18.0, 90.25, 154.5 })
        QVERIFY2(containsFigure(text, figure), qPrintable(QStringLiteral("%1 lacks %2").arg(text).arg(figure)));
    QCOMPARE(QToolTip::text(), text);
    // Off the points: no tooltip.
    QTest::mouseMove(view.viewport(), QPoint(2, 2));
    QTRY_VERIFY(chart.hoverText().isEmpty());
}

// A first F5 on a device must not open the destroy dialog: the pages that write by default read only
// there, and say so; the test file keeps its writes.
void TestUiPages::writingOptionsAreOffOnADeviceAndOnForTheTestFile()
{
    DS_REQUIRE_LOOP();
    LoopDevice loop(256ull << 20);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    MainWindow window;
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.driveList()->refresh();
    window.driveList()->setTestFileBytes(64ull << 20);
    window.driveList()->selectTestFile(m_dir.path());
    auto* blockSize = qobject_cast<BlockSizePage*>(window.page(TestKind::BlockSize));
    auto* patterns = qobject_cast<PatternsPage*>(window.page(TestKind::Patterns));
    auto* quick = qobject_cast<QuickSuitePage*>(window.page(TestKind::QuickSuite));
    const QList<TestPage*> writingPages { blockSize, patterns, quick };
    auto writes = [&](TestPage* page) { return page->plan(window.driveList()->currentTarget()).writes(); };

    for (TestPage* page : writingPages) {
        QVERIFY2(writes(page), qPrintable(page->title()));
        QVERIFY(!labelNamed(page, "readOnlyNote")->isVisibleTo(page));
    }
    QVERIFY(window.driveList()->selectDevice(loop.devicePath()));
    for (TestPage* page : writingPages) {
        QVERIFY2(!writes(page), qPrintable(page->title()));
        QLabel* note = labelNamed(page, "readOnlyNote");
        QVERIFY(note->isVisibleTo(page));
        QVERIFY2(note->text().startsWith(QStringLiteral("Read-only on devices")), qPrintable(note->text()));
    }
    QVERIFY(!blockSize->writeBox()->isChecked());
    QVERIFY(blockSize->writeBox()->isEnabled()); // still a choice
    QVERIFY(quick->readOnlyBox()->isChecked());
    int ticked = 0;
    for (QCheckBox* box : patterns->patternBoxes())
        ticked += box->isChecked();
    QVERIFY(ticked > 0); // the patterns that only read stay

    // F5 on the block-size page: a reading sweep, and nobody is asked for the device's name.
    window.tabs()->setCurrentWidget(blockSize);
    blockSize->fromBox()->setCurrentIndex(blockSize->fromBox()->findText(QStringLiteral("4 KiB")));
    blockSize->toBox()->setCurrentIndex(blockSize->toBox()->findText(QStringLiteral("8 KiB")));
    blockSize->durationBox()->setValue(0.2);
    bool asked = false;
    window.setConfirmation([&](const QString&, const QString&) {
        asked = true;
        return QString();
    });
    QSignalSpy finished(window.controller(), &BenchmarkController::runFinished);
    QTest::keyClick(&window, Qt::Key_F5);
    QVERIFY(!asked);
    QVERIFY(window.controller()->isRunning());
    QVERIFY(finished.wait(60000));
    const auto outcome = finished.first().at(0).value<FinishedRun>();
    QCOMPARE(outcome.sweeps().size(), size_t { 1 });
    QVERIFY(!outcome.sweeps().front().get().plan.base.writes());

    // Back on the test file: its writing defaults again.
    window.driveList()->selectTestFile(m_dir.path());
    for (TestPage* page : writingPages) {
        QVERIFY2(writes(page), qPrintable(page->title()));
        QVERIFY(!labelNamed(page, "readOnlyNote")->isVisibleTo(page));
    }
    // A write the user ticks on a device is theirs to keep for that run, but the next device reads again.
    QVERIFY(window.driveList()->selectDevice(loop.devicePath()));
    blockSize->writeBox()->setChecked(true);
    QVERIFY(writes(blockSize));
    window.driveList()->selectTestFile(m_dir.path());
    QVERIFY(window.driveList()->selectDevice(loop.devicePath()));
    QVERIFY(!writes(blockSize));
}

void TestUiPages::runsOnLineNamesTheSelectedTarget()
{
    DS_REQUIRE_LOOP();
    LoopDevice loop(256ull << 20);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    MainWindow window;
    window.driveList()->refresh();
    QVERIFY(window.driveList()->selectDevice(loop.devicePath()));
    const QList<TestKind> kinds { TestKind::Surface, TestKind::BlockSize, TestKind::QueueDepth, TestKind::Patterns,
        TestKind::QuickSuite, TestKind::SustainedWrite };
    for (TestKind kind : kinds) {
        QLabel* line = labelNamed(window.page(kind), "runsOn");
        QVERIFY2(line, qPrintable(testKindName(kind)));
        QVERIFY2(line->text().startsWith(QStringLiteral("Runs on: ")) && line->text().contains(loop.devicePath())
                && line->text().contains(QStringLiteral("268 MB")),
            qPrintable(line->text()));
    }
    // The test file, in the unit of its size field: 64 MiB, not "67 MB".
    window.driveList()->setTestFileBytes(64ull << 20);
    window.driveList()->selectTestFile(m_dir.path());
    for (TestKind kind : kinds) {
        const QString text = labelNamed(window.page(kind), "runsOn")->text();
        QVERIFY2(text.startsWith(QStringLiteral("Runs on: test file in ")) && text.contains(QStringLiteral("(64 MiB)"))
                && text.contains(QFileInfo(m_dir.path()).fileName()),
            qPrintable(text));
    }
    window.driveList()->setTestFileBytes(1ull << 30);
    QVERIFY(labelNamed(window.page(TestKind::Surface), "runsOn")->text().contains(QStringLiteral("(1 GiB)")));
    bool factsInGiB = false;
    for (QLabel* label : window.driveList()->findChildren<QLabel*>())
        if (label->text().contains(QStringLiteral("Test file"))) {
            QVERIFY2(!label->text().contains(QStringLiteral("GB")), qPrintable(label->text()));
            factsInGiB = label->text().contains(QStringLiteral("1 GiB"));
        }
    QVERIFY(factsInGiB);
}

// A first F5 measures a drive, not the home filesystem, when there is a drive the user may read.
void TestUiPages::firstStartSelectsAFreeDriveNotTheTestFile()
{
    DS_REQUIRE_LOOP();
    LoopDevice loop(256ull << 20);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    {
        MainWindow window;
        const TargetChoice target = window.driveList()->currentTarget();
        QVERIFY(!target.testFile);
        QVERIFY2(target.drive, qPrintable(target.path));
        QVERIFY(target.drive->readable);
        QVERIFY2(!target.drive->inUse(), qPrintable(target.path));
        QVERIFY(labelNamed(window.page(TestKind::Surface), "runsOn")->text().contains(target.path));
        // The user picks the test file; it is kept for the next start.
        window.driveList()->selectTestFile(QString());
        window.close();
    }
    MainWindow window;
    QVERIFY(window.driveList()->currentTarget().testFile);
}

// After another drive is picked, the page still names the drive its result came from.
void TestUiPages::resultLineNamesItsDriveAndStaysWhenAnotherIsPicked()
{
    DS_REQUIRE_LOOP();
    LoopDevice loop(256ull << 20);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    MainWindow window;
    window.driveList()->refresh();
    QVERIFY(window.driveList()->selectDevice(loop.devicePath()));
    auto* page = qobject_cast<QueueDepthPage*>(window.page(TestKind::QueueDepth));
    window.tabs()->setCurrentWidget(page);
    page->maxDepthBox()->setValue(2);
    page->durationBox()->setValue(0.2);
    QLabel* line = labelNamed(page, "resultOf");
    QVERIFY(line);
    QVERIFY(!line->isVisibleTo(page)); // no result yet
    QVERIFY(window.startRun());
    QVERIFY(line->isVisibleTo(page));
    QVERIFY2(line->text().contains(QStringLiteral("running")), qPrintable(line->text()));
    QSignalSpy finished(window.controller(), &BenchmarkController::runFinished);
    QVERIFY(finished.wait(60000));
    const QString today = QDate::currentDate().toString(QStringLiteral("yyyy-MM-dd"));
    QVERIFY2(line->text().startsWith(QStringLiteral("Result of: ")) && line->text().contains(loop.devicePath())
            && line->text().contains(today) && !line->text().contains(QStringLiteral("not the selected")),
        qPrintable(line->text()));

    window.driveList()->setTestFileBytes(64ull << 20);
    window.driveList()->selectTestFile(m_dir.path());
    QVERIFY(line->isVisibleTo(page));
    QVERIFY2(line->text().contains(loop.devicePath()) && line->text().contains(QStringLiteral("not the selected")),
        qPrintable(line->text()));
    // The other pages show no result, and no line.
    QVERIFY(!labelNamed(window.page(TestKind::BlockSize), "resultOf")->isVisibleTo(window.page(TestKind::BlockSize)));
    // A result of the test file names it.
    auto* surface = qobject_cast<SurfacePage*>(window.page(TestKind::Surface));
    window.tabs()->setCurrentWidget(surface);
    surface->zonesBox()->setValue(4);
    surface->zoneSizeBox()->setCurrentIndex(surface->zoneSizeBox()->findData(1));
    surface->accessBox()->setChecked(false);
    surface->burstBox()->setChecked(false);
    QVERIFY(runToEnd(window));
    const QString surfaceLine = labelNamed(surface, "resultOf")->text();
    QVERIFY2(surfaceLine.startsWith(QStringLiteral("Result of: test file in "))
            && surfaceLine.contains(QFileInfo(m_dir.path()).fileName()),
        qPrintable(surfaceLine));
    QVERIFY(window.driveList()->selectDevice(loop.devicePath()));
    QVERIFY(labelNamed(surface, "resultOf")->text().contains(QStringLiteral("not the selected")));
    QVERIFY(!line->text().contains(QStringLiteral("not the selected")));
}

void TestUiPages::sustainedDefaultFitsASmallDevice()
{
    DS_REQUIRE_LOOP();
    LoopDevice loop(256ull << 20);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    MainWindow window;
    window.driveList()->refresh();
    auto* page = qobject_cast<SustainedPage*>(window.page(TestKind::SustainedWrite));
    window.driveList()->selectTestFile(m_dir.path());
    QVERIFY(page->sizeBox()->value() <= 8.0);
    QVERIFY(window.driveList()->selectDevice(loop.devicePath()));
    // The default is the drive's size at most, so the plan is not refused.
    RunPlan plan;
    try {
        plan = page->plan(window.driveList()->currentTarget());
    } catch (const UserError& error) {
        QFAIL(qPrintable(error.message()));
    }
    QVERIFY(plan.get<SustainedPlan>().totalBytes <= loop.sizeBytes());
    QVERIFY(plan.get<SustainedPlan>().totalBytes >= loop.sizeBytes() * 9 / 10);
    QVERIFY2(page->amountHint()->text().contains(QStringLiteral("0.25 GiB")), qPrintable(page->amountHint()->text()));
    // The empty chart spans what will be written, not 8 GB.
    auto* written = qobject_cast<QValueAxis*>(page->sustainedChart()->chart()->axes(Qt::Horizontal).value(0));
    QVERIFY(written);
    QVERIFY2(written->max() < 1.0, qPrintable(QString::number(written->max())));
    // An amount the user chose stays, and is said to be too much.
    page->sizeBox()->setValue(1);
    window.driveList()->selectTestFile(m_dir.path());
    QVERIFY(window.driveList()->selectDevice(loop.devicePath()));
    QCOMPARE(page->sizeBox()->value(), 1.0);
    QVERIFY2(
        page->amountHint()->text().contains(QStringLiteral("write at most")), qPrintable(page->amountHint()->text()));
}

// Each page's own Start button does what F5 does, and stops the run it started.
void TestUiPages::startButtonStartsAndStopsTheRun()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.driveList()->setTestFileBytes(64ull << 20);
    window.driveList()->selectTestFile(m_dir.path());
    auto* page = qobject_cast<SurfacePage*>(window.page(TestKind::Surface));
    window.tabs()->setCurrentWidget(page);
    page->zonesBox()->setValue(100000);
    page->zoneSizeBox()->setCurrentIndex(page->zoneSizeBox()->findData(1));
    page->accessBox()->setChecked(false);
    page->burstBox()->setChecked(false);
    QPushButton* start = page->findChild<QPushButton*>(QStringLiteral("startButton"));
    QVERIFY(start);
    QVERIFY(start->isVisible());
    QCOMPARE(start->text(), QStringLiteral("Start surface scan"));
    QCOMPARE(window.page(TestKind::BlockSize)->findChild<QPushButton*>(QStringLiteral("startButton"))->text(),
        QStringLiteral("Start block-size sweep"));

    QSignalSpy finished(window.controller(), &BenchmarkController::runFinished);
    QTest::mouseClick(start, Qt::LeftButton);
    QVERIFY(window.controller()->isRunning());
    QCOMPARE(start->text(), QStringLiteral("Stop"));
    QVERIFY(start->isEnabled());
    QVERIFY(!window.page(TestKind::BlockSize)->findChild<QPushButton*>(QStringLiteral("startButton"))->isEnabled());
    QTRY_VERIFY_WITH_TIMEOUT(page->zonesReceived() >= 10, 60000);
    QTest::mouseClick(start, Qt::LeftButton);
    QVERIFY(finished.wait(10000));
    QVERIFY(finished.first().at(0).value<FinishedRun>().cancelled);
    QCOMPARE(start->text(), QStringLiteral("Start surface scan"));
    QVERIFY(window.page(TestKind::BlockSize)->findChild<QPushButton*>(QStringLiteral("startButton"))->isEnabled());
}

// The read IOPS line was the green of the write bars: every line now stands apart from every bar, in
// the light and in the dark theme.
void TestUiPages::readIopsLineStandsApartFromTheBars()
{
    MainWindow window;
    auto* page = qobject_cast<BlockSizePage*>(window.page(TestKind::BlockSize));
    SweepChartSeries read { QStringLiteral("Read"), {} };
    SweepChartSeries write { QStringLiteral("Write"), {}, true };
    for (uint64_t size : { 4096u, 8192u }) {
        read.points.push_back(SweepChartPoint { size, true, 100, 1000, 10, 1, 1, 1, 1, 1 });
        write.points.push_back(SweepChartPoint { size, true, 80, 800, 10, 1, 1, 1, 1, 1 });
    }
    page->blockSizeChart()->setSeries({ read, write });
    page->iopsBox()->setChecked(true);
    for (bool dark : { false, true }) {
        window.setDarkPalette(dark);
        QChart* chart = page->blockSizeChart()->chart();
        auto* bars = qobject_cast<QBarSeries*>(chart->series().front());
        QVERIFY(bars);
        QMap<QString, QColor> colours;
        for (QBarSet* set : bars->barSets())
            colours[set->label()] = set->color();
        for (QAbstractSeries* series : chart->series())
            if (auto* line = qobject_cast<QLineSeries*>(series))
                colours[line->name()] = line->pen().color();
        QCOMPARE(colours.keys(),
            (QStringList { QStringLiteral("Read IOPS"), QStringLiteral("Read MB/s"), QStringLiteral("Write IOPS"),
                QStringLiteral("Write MB/s") }));
        const QString why
            = QStringLiteral("%1 theme: %2 vs %3")
                  .arg(dark ? QStringLiteral("dark") : QStringLiteral("light"),
                      colours[QStringLiteral("Read IOPS")].name(), colours[QStringLiteral("Write MB/s")].name());
        QVERIFY2(distance(colours[QStringLiteral("Read IOPS")], colours[QStringLiteral("Write MB/s")]) >= 150,
            qPrintable(why));
        for (const QString& line : { QStringLiteral("Read IOPS"), QStringLiteral("Write IOPS") })
            for (const QString& bar : { QStringLiteral("Read MB/s"), QStringLiteral("Write MB/s") })
                QVERIFY2(distance(colours[line], colours[bar]) >= 100,
                    qPrintable(
                        QStringLiteral("%1 %2 vs %3 %4").arg(line, colours[line].name(), bar, colours[bar].name())));
    }
    window.setDarkPalette(false);
}

void TestUiPages::copyAsTextSaysWhatItDid()
{
    MainWindow window;
    window.driveList()->setTestFileBytes(64ull << 20);
    window.driveList()->selectTestFile(m_dir.path());
    auto* page = qobject_cast<QuickSuitePage*>(window.page(TestKind::QuickSuite));
    window.tabs()->setCurrentWidget(page);
    QPushButton* copy = nullptr;
    for (QPushButton* button : page->findChildren<QPushButton*>())
        if (button->text() == QStringLiteral("Copy as &text"))
            copy = button;
    QVERIFY(copy);
    // Before a result: nothing copied, and the window says why.
    const QString before = window.statusText();
    copy->click();
    QVERIFY(window.statusText() != before);
    QVERIFY2(window.statusText().startsWith(QStringLiteral("Nothing to copy")), qPrintable(window.statusText()));

    page->durationBox()->setValue(0.2);
    page->repeatsBox()->setValue(1);
    page->intervalBox()->setValue(0);
    page->readOnlyBox()->setChecked(true);
    const auto outcome = runToEnd(window);
    QVERIFY(outcome && outcome->quick());
    QGuiApplication::clipboard()->clear();
    copy->click();
    // With the OS of the machine the run was on, as its session recorded it.
    const QString os = outcome->host().osLine();
    QVERIFY(!os.isEmpty());
    QCOMPARE(QGuiApplication::clipboard()->text(), outcome->quick()->summaryText(DisplayUnit::MegabytesPerSecond, os));
    QVERIFY(QGuiApplication::clipboard()->text().contains(QStringLiteral("       OS: ") + os + QLatin1Char('\n')));
    QVERIFY2(window.statusText().startsWith(QStringLiteral("Copied")), qPrintable(window.statusText()));
}

QTEST_MAIN(TestUiPages)
#include "tst_uipages.moc"
