#include "comparewindow.h"
#include "device/hostfacts.h"
#include "files/sessionfiles.h"
#include "fixtures/sessionsamples.h"
#include "fixtures/windowtests.h"
#include "mainwindow.h"
#include "model/session.h"
#include "model/usererror.h"
#include "translation.h"

#include <QAbstractSeries>
#include <QApplication>
#include <QChart>
#include <QFile>
#include <QImage>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include <set>

using namespace ds;
using namespace ds::test;

// The compare view on sessions whose figures are known: a surface scan at 200 MB/s against one at
// 150 MB/s, block-size and queue-depth sweeps at twice the rate, on a drive whose queue depth,
// write cache and kernel were changed in between.
class TestUiCompare : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void comparesTwoKnownSessions();
    void runsWithinSessionsCanBeChosen();
    void eightAreComparedOneAndNineRefused();
    void badFileInTheSelectionIsNamed();
    void exportsTheChartWithACaption();
    void labelsNameTheRunsAndExportsOnlyTheDrawnOnes();
    void fileMenuOpensTheCompareView();
    void factsAnImportDidNotRecordAreNoChange();
    void sustainedWritesAreOverlaid();
    void smallFiguresShowTheirChangeAndTheUnitOnce();
    // Last: the German translation it installs stays for the rest of the process.
    void whatChangedShowsSmartAndTemperature();
    void whatChangedSpeaksTheWindowsLanguage();

private:
    // A session of three runs (surface, sweep-bs, sweep-qd); `tuned` is the "after" one.
    QString writeKnownSession(const QString& name, bool tuned);
    // A session of one surface run at `rate` MB/s.
    QString writeSurfaceSession(const QString& name, double rate, int minute);
    // Adds the files and waits for the comparison (or its refusal).
    bool addAndWait(CompareWindow& window, const QStringList& paths, bool expectShown = true);
    static int rowOf(QTableWidget* table, const QString& startsWith);
    static QStringList seriesNames(QChart* chart);

    QTemporaryDir m_dir;
    QTemporaryDir m_data;
};

void TestUiCompare::initTestCase()
{
    QVERIFY(m_dir.isValid() && m_data.isValid());
    isolateWindowTest("tst_uicompare", m_data.path());
}

namespace {
SurfaceResult flatSurface(double rate, size_t zones = 100)
{
    SurfaceResult surface;
    surface.plan.zones = static_cast<unsigned>(zones);
    surface.plan.zoneBytes = 1000000;
    surface.blockBytes = 1u << 20;
    surface.target.kind = TargetInfo::Kind::BlockDevice;
    surface.target.path = QStringLiteral("/dev/sdz");
    surface.target.sizeBytes = zones * 10000000;
    surface.target.directIo = true;
    surface.target.drive = sampleDrive();
    surface.cpu.systemBusyPercent = 10;
    for (size_t i = 0; i < zones; ++i) {
        SurfaceZone zone;
        zone.index = static_cast<unsigned>(i);
        zone.offset = i * 10000000;
        zone.timedOffset = zone.offset;
        zone.bytes = 1000000;
        zone.seconds = 1.0 / rate; // 1 MB in 1/rate s: exactly `rate` MB/s
        surface.zones.push_back(zone);
    }
    return surface;
}
}

QString TestUiCompare::writeKnownSession(const QString& name, bool tuned)
{
    Session session = Session::startNew(QStringLiteral("test"), readHostFacts());
    session.host.kernel = tuned ? QStringLiteral("6.1.0-18") : QStringLiteral("6.1.0-17");
    SurfaceResult surface = flatSurface(tuned ? 150 : 200);
    surface.cpu.systemBusyPercent = tuned ? 10.1 : 10; // +1 %: noise
    SweepResult blockSize = sampleSweep(SweepKind::BlockSize, tuned ? 2 : 1);
    SweepResult depth = sampleSweep(SweepKind::QueueDepth, tuned ? 2 : 1);
    for (TargetInfo* target : { &surface.target, &blockSize.target, &depth.target }) {
        target->drive = sampleDrive();
        target->drive->model = QStringLiteral("DriveScope Test Disk");
        if (tuned) {
            target->drive->queueDepth = 1;
            target->drive->writeCache = QStringLiteral("write through");
        }
    }
    const QString hour = tuned ? QStringLiteral("11") : QStringLiteral("10");
    for (SessionResult result : std::vector<SessionResult> { surface, blockSize, depth }) {
        SessionRun run;
        run.startedAt = QStringLiteral("2026-11-01T%1:00:00Z").arg(hour);
        run.result = std::move(result);
        run.caveats = { Caveat { QStringLiteral("other-io"),
            tuned ? QStringLiteral("after's caveat") : QStringLiteral("before's caveat") } };
        session.addRun(std::move(run));
    }
    const QString path = m_dir.filePath(name);
    saveSession(session, path);
    return path;
}

QString TestUiCompare::writeSurfaceSession(const QString& name, double rate, int minute)
{
    Session session = Session::startNew(QStringLiteral("test"), readHostFacts());
    SessionRun run;
    run.startedAt = QStringLiteral("2026-11-01T10:%1:00Z").arg(minute, 2, 10, QLatin1Char('0'));
    run.result = flatSurface(rate, 20);
    session.addRun(std::move(run));
    const QString path = m_dir.filePath(name);
    saveSession(session, path);
    return path;
}

bool TestUiCompare::addAndWait(CompareWindow& window, const QStringList& paths, bool expectShown)
{
    QSignalSpy shown(&window, &CompareWindow::comparisonShown);
    QSignalSpy refused(&window, &CompareWindow::comparisonRefused);
    window.addSessions(paths);
    for (int i = 0; i < 300 && shown.isEmpty() && refused.isEmpty(); ++i)
        QTest::qWait(50);
    return expectShown ? !shown.isEmpty() : !refused.isEmpty();
}

int TestUiCompare::rowOf(QTableWidget* table, const QString& startsWith)
{
    for (int row = 0; row < table->rowCount(); ++row)
        if (table->item(row, 0) && table->item(row, 0)->text().startsWith(startsWith))
            return row;
    return -1;
}

QStringList TestUiCompare::seriesNames(QChart* chart)
{
    QStringList names;
    for (QAbstractSeries* series : chart->series())
        names += series->name();
    return names;
}

void TestUiCompare::comparesTwoKnownSessions()
{
    const QString before = writeKnownSession(QStringLiteral("before.json"), false);
    const QString after = writeKnownSession(QStringLiteral("after.json"), true);
    CompareWindow window;
    window.show();
    QVERIFY(addAndWait(window, { before, after }));

    // The last run of each file is chosen: the queue-depth sweeps.
    QCOMPARE(window.sessionCount(), 2);
    QCOMPARE(window.chosenCount(), 2);
    const QStringList labels { QStringLiteral("DriveScope Test Disk · queue-depth sweep · 2026-11-01 10:00"),
        QStringLiteral("DriveScope Test Disk · queue-depth sweep · 2026-11-01 11:00") };
    QCOMPARE(window.labels(), labels);
    QCOMPARE(seriesNames(window.queueDepthChart()), labels);
    QVERIFY(window.surfaceChart()->series().isEmpty());
    QVERIFY(!window.chartTabs()->isTabEnabled(0));
    QCOMPARE(window.chartTabs()->currentIndex(), 2);
    // One colour per run, the same in the legend and the table's header.
    const auto lines = window.queueDepthChart()->series();
    QCOMPARE(qobject_cast<QLineSeries*>(lines.at(0))->pen().color(), window.colorOf(0));
    QCOMPARE(qobject_cast<QLineSeries*>(lines.at(1))->pen().color(), window.colorOf(1));
    QVERIFY(window.colorOf(0) != window.colorOf(1));
    const auto markers = window.queueDepthChart()->legend()->markers();
    QCOMPARE(markers.size(), 2);
    QCOMPARE(markers.at(0)->label(), labels.at(0));
    QVERIFY(markers.at(0)->isVisible());

    // QD4's IOPS: sampleSweep's two repeats of 14,000 I/Os × scale in 2.5 s and 2.4 s, scales 4 and 5
    // before, 8 and 9 after: (8/2.5 + 9/2.4) / (4/2.5 + 5/2.4) − 1 = +88.7 %, better (green); the
    // baseline column is not coloured.
    QTableWidget* table = window.figureTable();
    QCOMPARE(table->columnCount(), 3);
    QCOMPARE(table->horizontalHeaderItem(1)->text(), labels.at(0));
    const int qd4 = rowOf(table, QStringLiteral("sweep-qd: QD4 IOPS"));
    QVERIFY(qd4 >= 0);
    const double beforeIops = 14000 * (4 / 2.5 + 5 / 2.4) / 2;
    // Its two runs are 22,400 and 29,167 IOPS apart: unstable, marked "~", the runs in the tooltip.
    QCOMPARE(table->item(qd4, 1)->text(), QStringLiteral("~") + QString::number(beforeIops, 'f', 0));
    QVERIFY(table->item(qd4, 1)->data(CompareWindow::kUnstableRole).toBool());
    QVERIFY2(table->item(qd4, 1)->toolTip().contains(QStringLiteral("unstable"))
            && table->item(qd4, 1)->toolTip().contains(QStringLiteral("22400")),
        qPrintable(table->item(qd4, 1)->toolTip()));
    QVERIFY2(
        table->item(qd4, 2)->text().endsWith(QStringLiteral("(+88.7 %)")), qPrintable(table->item(qd4, 2)->text()));
    QCOMPARE(table->item(qd4, 2)->data(CompareWindow::kVerdictRole).toInt(),
        static_cast<int>(ComparedFigure::Verdict::Better));
    QCOMPARE(table->item(qd4, 2)->background().color(), CompareWindow::verdictColor(ComparedFigure::Verdict::Better));
    QCOMPARE(table->item(qd4, 1)->data(CompareWindow::kVerdictRole).toInt(),
        static_cast<int>(ComparedFigure::Verdict::Baseline));
    QCOMPARE(table->item(qd4, 1)->background().style(), Qt::NoBrush);

    // What changed: from core's facts, one column per run.
    QTableWidget* changes = window.changeTable();
    const int kernel = rowOf(changes, QStringLiteral("kernel"));
    QVERIFY(kernel >= 0);
    QCOMPARE(changes->item(kernel, 1)->text(), QStringLiteral("6.1.0-17"));
    QCOMPARE(changes->item(kernel, 2)->text(), QStringLiteral("6.1.0-18"));
    const int depth = rowOf(changes, QStringLiteral("queue depth"));
    QVERIFY(depth >= 0);
    QCOMPARE(changes->item(depth, 1)->text(), QStringLiteral("31"));
    QCOMPARE(changes->item(depth, 2)->text(), QStringLiteral("1"));
    const int cache = rowOf(changes, QStringLiteral("write cache"));
    QVERIFY(cache >= 0);
    QCOMPARE(changes->item(cache, 2)->text(), QStringLiteral("write through"));
    QCOMPARE(rowOf(changes, QStringLiteral("firmware")), -1); // unchanged: not listed
    const int caveats = rowOf(changes, QStringLiteral("caveats"));
    QVERIFY(caveats >= 0);
    QCOMPARE(changes->item(caveats, 2)->text(), QStringLiteral("after's caveat"));
    // The same rows as core's comparison, none made up here.
    QCOMPARE(changes->rowCount(), static_cast<int>(window.comparison()->changes.size()) + 1);
    QVERIFY2(window.message().contains(QStringLiteral("2 runs compared; what changed: kernel")),
        qPrintable(window.message()));
}

void TestUiCompare::runsWithinSessionsCanBeChosen()
{
    const QString before = writeKnownSession(QStringLiteral("before-runs.json"), false);
    const QString after = writeKnownSession(QStringLiteral("after-runs.json"), true);
    CompareWindow window;
    window.show();
    QVERIFY(addAndWait(window, { before, after }));
    QCOMPARE(window.selectionList()->topLevelItem(0)->childCount(), 3);

    // The surface scans instead of the QD sweeps.
    QSignalSpy shown(&window, &CompareWindow::comparisonShown);
    for (int file = 0; file < 2; ++file) {
        window.setRunChosen(file, 2, false);
        window.setRunChosen(file, 0, true);
    }
    QVERIFY(shown.wait(10000));
    QCOMPARE(window.surfaceChart()->series().size(), 2);
    QCOMPARE(seriesNames(window.surfaceChart()), window.labels());
    QVERIFY(window.queueDepthChart()->series().isEmpty());
    QCOMPARE(window.chartTabs()->currentIndex(), 0);
    // The curves went through the decimation and hold the zones' rates.
    QTest::qWait(200);
    const auto* curve = qobject_cast<QLineSeries*>(window.surfaceChart()->series().at(1));
    QVERIFY(curve->count() > 0);
    QCOMPARE(curve->at(0).y(), 150.0);

    QTableWidget* table = window.figureTable();
    const int average = rowOf(table, QStringLiteral("surface: average MB/s"));
    QVERIFY(average >= 0);
    QCOMPARE(table->item(average, 1)->text(), QStringLiteral("200"));
    QCOMPARE(table->item(average, 2)->text(), QStringLiteral("150 (-25.0 %)"));
    QCOMPARE(table->item(average, 2)->data(CompareWindow::kVerdictRole).toInt(),
        static_cast<int>(ComparedFigure::Verdict::Worse));
    QCOMPARE(
        table->item(average, 2)->background().color(), CompareWindow::verdictColor(ComparedFigure::Verdict::Worse));
    // CPU 10 % → 10.1 %: lower would be better, but +1 % is noise.
    const int cpu = rowOf(table, QStringLiteral("surface: system busy"));
    QVERIFY(cpu >= 0);
    QCOMPARE(table->item(cpu, 2)->data(CompareWindow::kVerdictRole).toInt(),
        static_cast<int>(ComparedFigure::Verdict::WithinNoise));
    QCOMPARE(
        table->item(cpu, 2)->background().color(), CompareWindow::verdictColor(ComparedFigure::Verdict::WithinNoise));

    // Both block-size sweeps as well: four runs, two of each file, labelled apart.
    for (int file = 0; file < 2; ++file)
        window.setRunChosen(file, 1, true);
    QVERIFY(shown.wait(10000));
    QCOMPARE(window.labels().size(), 4);
    QCOMPARE(window.labels().at(0), QStringLiteral("DriveScope Test Disk · surface scan · 2026-11-01 10:00"));
    QCOMPARE(window.labels().at(1), QStringLiteral("DriveScope Test Disk · block-size sweep · 2026-11-01 10:00"));
    const QStringList four = window.labels();
    QCOMPARE(QSet<QString>(four.begin(), four.end()).size(), 4);
    QCOMPARE(window.surfaceChart()->series().size(), 2);
    QCOMPARE(window.blockSizeChart()->series().size(), 2);
    QCOMPARE(seriesNames(window.blockSizeChart()), (QStringList { window.labels().at(1), window.labels().at(3) }));

    // The second file as the baseline: the changes turn round.
    for (int file = 0; file < 2; ++file)
        window.setRunChosen(file, 1, false);
    QVERIFY(shown.wait(10000));
    window.makeBaseline(1);
    QVERIFY(shown.wait(10000));
    QCOMPARE(
        window.figureTable()->item(rowOf(window.figureTable(), QStringLiteral("surface: average MB/s")), 2)->text(),
        QStringLiteral("200 (+33.3 %)"));
}

void TestUiCompare::eightAreComparedOneAndNineRefused()
{
    QStringList files;
    for (int i = 0; i < 9; ++i)
        files += writeSurfaceSession(QStringLiteral("many-%1.json").arg(i), 100 + 10 * i, i);
    CompareWindow window;
    window.show();
    QVERIFY(addAndWait(window, files.mid(0, 8)));
    QCOMPARE(window.labels().size(), 8);
    QCOMPARE(window.surfaceChart()->series().size(), 8);
    std::set<QRgb> colors;
    for (QAbstractSeries* series : window.surfaceChart()->series())
        colors.insert(qobject_cast<QLineSeries*>(series)->pen().color().rgb());
    QCOMPARE(colors.size(), size_t { 8 });
    QCOMPARE(window.figureTable()->columnCount(), 9);

    // One chosen: refused, with the reason, and nothing shown.
    QSignalSpy refused(&window, &CompareWindow::comparisonRefused);
    for (int file = 1; file < 8; ++file)
        window.setRunChosen(file, 0, false);
    QVERIFY(refused.wait(5000));
    QCOMPARE(refused.last().at(0).toString(), QStringLiteral("A comparison takes 2 to 8 runs; 1 chosen."));
    QVERIFY(window.message().contains(QStringLiteral("2 to 8 runs; 1 chosen")));
    QVERIFY(window.comparison() == nullptr);
    QVERIFY(window.surfaceChart()->series().isEmpty());
    QCOMPARE(window.figureTable()->rowCount(), 0);

    // A ninth file added to eight chosen runs is listed but not ticked: the comparison stays.
    QSignalSpy shownAgain(&window, &CompareWindow::comparisonShown);
    for (int file = 1; file < 8; ++file)
        window.setRunChosen(file, 0, true);
    QVERIFY(shownAgain.wait(10000));
    QVERIFY(addAndWait(window, { files.at(8) }, true));
    QCOMPARE(window.sessionCount(), 9);
    QCOMPARE(window.chosenCount(), 8);
    QCOMPARE(window.selectionList()->topLevelItem(8)->child(0)->checkState(0), Qt::Unchecked);
    QVERIFY(window.comparison() != nullptr);
    // Nine ticked: refused as well.
    refused.clear();
    window.setRunChosen(8, 0, true);
    QVERIFY(refused.wait(5000));
    QCOMPARE(window.chosenCount(), 9);
    QVERIFY2(window.message().contains(QStringLiteral("2 to 8 runs; 9 chosen")), qPrintable(window.message()));
    QVERIFY(window.comparison() == nullptr);
    // Back to eight: shown again.
    QSignalSpy shown(&window, &CompareWindow::comparisonShown);
    window.setRunChosen(0, 0, false);
    QVERIFY(shown.wait(10000));
    QCOMPARE(window.labels().size(), 8);
}

void TestUiCompare::badFileInTheSelectionIsNamed()
{
    const QString good1 = writeSurfaceSession(QStringLiteral("good-1.json"), 100, 1);
    const QString good2 = writeSurfaceSession(QStringLiteral("good-2.json"), 120, 2);
    const QString truncated = m_dir.filePath(QStringLiteral("truncated.json"));
    {
        QFile file(truncated);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"format\": \"drivescope-session\", \"formatVersion\": 1, \"runs\": [");
    }
    QString loaderMessage;
    try {
        loadSession(truncated);
    } catch (const UserError& error) {
        loaderMessage = error.message();
    }
    QVERIFY(!loaderMessage.isEmpty());
    const QString missing = m_dir.filePath(QStringLiteral("missing.json"));

    CompareWindow window;
    window.show();
    QVERIFY(addAndWait(window, { good1, truncated, missing, good2 }));
    QCOMPARE(window.sessionCount(), 2);
    QCOMPARE(window.labels().size(), 2);
    QVERIFY2(
        window.message().contains(truncated) && window.message().contains(loaderMessage), qPrintable(window.message()));
    QVERIFY(window.message().contains(missing));
    QVERIFY(!window.lastError().isEmpty());
}

void TestUiCompare::exportsTheChartWithACaption()
{
    const QString before = writeKnownSession(QStringLiteral("export-before.json"), false);
    const QString after = writeKnownSession(QStringLiteral("export-after.json"), true);
    CompareWindow window;
    window.show();
    QString error;
    QVERIFY(!window.exportPng(m_dir.filePath(QStringLiteral("nothing.png")), QSize(800, 500), &error));
    QVERIFY(!error.isEmpty());

    QVERIFY(addAndWait(window, { before, after }));
    const QString png = m_dir.filePath(QStringLiteral("compare.png"));
    QVERIFY2(window.exportPng(png, QSize(1200, 800), &error), qPrintable(error));
    const QImage image(png);
    QCOMPARE(image.size(), QSize(1200, 800));
    const QStringList caption = window.caption().lines();
    QVERIFY(caption.at(0).contains(window.labels().at(0)) && caption.at(0).contains(window.labels().at(1)));
    QVERIFY2(
        caption.join(QLatin1Char('\n')).contains(QStringLiteral("QD")), qPrintable(caption.join(QLatin1Char('\n'))));
    const QString svg = m_dir.filePath(QStringLiteral("compare.svg"));
    QVERIFY2(window.exportSvg(svg, QSize(1200, 800), &error), qPrintable(error));
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    QVERIFY(text.contains(QStringLiteral("<svg")));
    QVERIFY(text.contains(QStringLiteral("DriveScope Test Disk")));
    // A path that cannot be written is reported.
    QVERIFY(!window.exportPng(QStringLiteral("/nonexistent-dir/compare.png"), QSize(800, 500), &error));
    QVERIFY(error.contains(QStringLiteral("/nonexistent-dir/compare.png")));
}

// Runs are named by their labels (a loop device without a model by what it is), not "This
// window's runs #3"; an export names the runs its chart draws and quotes only those with the figure; a
// run renamed in the list is called so everywhere and keeps the name in its file.
void TestUiCompare::labelsNameTheRunsAndExportsOnlyTheDrawnOnes()
{
    Session session = Session::startNew(QStringLiteral("test"), readHostFacts());
    auto onLoop = [](TargetInfo& target) {
        target.kind = TargetInfo::Kind::BlockDevice;
        target.path = QStringLiteral("/dev/loop7");
        target.sizeBytes = 4000000000ull;
        target.drive = sampleDrive(QStringLiteral("loop7"));
        target.drive->model.clear();
        target.drive->transport = QStringLiteral("loop");
        target.drive->sizeBytes = 4000000000ull;
    };
    for (int i = 0; i < 4; ++i) {
        SessionRun run;
        run.startedAt = QStringLiteral("2026-11-01T10:0%1:00Z").arg(i);
        if (i == 1 || i == 2) {
            SweepResult depth = sampleSweep(SweepKind::QueueDepth, i == 1 ? 1 : 2);
            onLoop(depth.target);
            run.result = depth;
        } else {
            SurfaceResult surface = flatSurface(200, 20);
            onLoop(surface.target);
            run.result = surface;
        }
        session.addRun(std::move(run));
    }
    CompareWindow window;
    window.show();
    QSignalSpy shown(&window, &CompareWindow::comparisonShown);
    window.offerWindowSession(session, QStringLiteral("This window's runs"));
    QTreeWidgetItem* list = window.selectionList()->topLevelItem(0);
    QVERIFY(list);
    QVERIFY2(list->child(1)->text(0).contains(QStringLiteral("4 GB loop device")), qPrintable(list->child(1)->text(0)));
    for (int run = 0; run < 4; ++run)
        window.setRunChosen(0, run, true);
    QVERIFY(shown.wait(10000));
    const QStringList labels = window.labels();
    QCOMPARE(labels.size(), 4);
    QCOMPARE(labels.at(1), QStringLiteral("4 GB loop device · queue-depth sweep · 2026-11-01 10:01"));
    QCOMPARE(labels.at(0), QStringLiteral("4 GB loop device · surface scan · 2026-11-01 10:00"));
    for (const QString& label : labels)
        QVERIFY2(!label.contains(QStringLiteral("This window")), qPrintable(label));
    QCOMPARE(seriesNames(window.queueDepthChart()), (QStringList { labels.at(1), labels.at(2) }));

    // The queue-depth chart draws two of the four: its export names those two, and its caption
    // quotes their figures without a dash for the others.
    window.chartTabs()->setCurrentIndex(2);
    QCOMPARE(window.drawnLabels(), (QStringList { labels.at(1), labels.at(2) }));
    const QStringList caption = window.caption().lines();
    const QString all = caption.join(QLatin1Char('\n'));
    QVERIFY2(caption.at(0).contains(labels.at(1)) && caption.at(0).contains(labels.at(2)), qPrintable(all));
    QVERIFY2(!caption.at(0).contains(labels.at(0)) && !caption.at(0).contains(labels.at(3)), qPrintable(all));
    QVERIFY2(caption.at(1).contains(QStringLiteral("2 runs compared")), qPrintable(all));
    QVERIFY2(all.contains(QStringLiteral("QD")) && !all.contains(QStringLiteral("–")), qPrintable(all));
    QString error;
    QVERIFY2(
        window.exportPng(m_dir.filePath(QStringLiteral("labels.png")), QSize(1200, 800), &error), qPrintable(error));

    // Renamed in the list: the window's session hears of it; legend, headline and list say the name.
    QSignalSpy renamed(&window, &CompareWindow::windowRunRenamed);
    QVERIFY(window.renameRun(0, 1, QStringLiteral("  before tuning ")));
    QCOMPARE(renamed.size(), 1);
    QCOMPARE(renamed.at(0).at(0).value<size_t>(), size_t { 1 });
    QCOMPARE(renamed.at(0).at(1).toString(), QStringLiteral("before tuning"));
    QVERIFY(shown.wait(10000));
    QCOMPARE(window.labels().at(1), QStringLiteral("before tuning"));
    QCOMPARE(seriesNames(window.queueDepthChart()).at(0), QStringLiteral("before tuning"));
    QVERIFY(window.caption().lines().at(0).contains(QStringLiteral("before tuning")));
    QVERIFY(list->child(1)->text(0).contains(QStringLiteral("before tuning")));

    // A file's run: renamed in its file too; an empty name gives the default back.
    const QString path = writeSurfaceSession(QStringLiteral("rename.json"), 150, 9);
    QVERIFY(addAndWait(window, { path }));
    QCOMPARE(window.sessionCount(), 2);
    QVERIFY(window.renameRun(1, 0, QStringLiteral("after tuning")));
    QCOMPARE(loadSession(path).runs.at(0).label, QStringLiteral("after tuning"));
    QVERIFY(window.renameRun(1, 0, QString()));
    QVERIFY(loadSession(path).runs.at(0).label.isEmpty());

    // Tags go the same ways: into the file, or to the window's session; a bad one changes nothing.
    QVERIFY(window.retagRun(
        1, 0, { QStringLiteral(" review  2026 "), QStringLiteral("REVIEW 2026"), QStringLiteral("b") }));
    QCOMPARE(loadSession(path).runs.at(0).tags, (QStringList { QStringLiteral("review 2026"), QStringLiteral("b") }));
    QVERIFY(window.selectionList()->topLevelItem(1)->child(0)->toolTip(0).contains(QStringLiteral("review 2026, b")));
    QVERIFY(!window.retagRun(1, 0, { QStringLiteral("a,b") }));
    QVERIFY2(window.message().contains(QStringLiteral("comma")), qPrintable(window.message()));
    QCOMPARE(loadSession(path).runs.at(0).tags.size(), 2);
    QSignalSpy retagged(&window, &CompareWindow::windowRunRetagged);
    QVERIFY(window.retagRun(0, 1, { QStringLiteral("fleet-a") }));
    QCOMPARE(retagged.size(), 1);
    QCOMPARE(retagged.at(0).at(1).toStringList(), QStringList { QStringLiteral("fleet-a") });
}

// The share of an image's pixels that are light: most of a light image, little of a dark one.
static double lightShare(const QImage& image)
{
    qint64 light = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            light += image.pixelColor(x, y).lightnessF() > 0.8;
    return static_cast<double>(light) / (static_cast<double>(image.width()) * image.height());
}

void TestUiCompare::fileMenuOpensTheCompareView()
{
    const QString before = writeKnownSession(QStringLiteral("menu-before.json"), false);
    const QString after = writeKnownSession(QStringLiteral("menu-after.json"), true);
    MainWindow main;
    main.show();
    QVERIFY(main.saveSessionAs(m_dir.filePath(QStringLiteral("recent.json"))));
    QAction* compare = nullptr;
    for (QAction* action : main.findChildren<QAction*>())
        if (action->text().remove(QLatin1Char('&')) == QStringLiteral("Compare sessions…"))
            compare = action;
    QVERIFY(compare);
    compare->trigger();
    CompareWindow* window = main.compareWindow();
    QVERIFY(window->isVisible());
    QVERIFY(window->isWindow());
    QVERIFY(addAndWait(*window, { before, after }));
    QCOMPARE(window->labels().size(), 2);

    // The dark palette reaches its charts, and every run keeps its colour.
    main.setDarkPalette(true);
    QCOMPARE(window->queueDepthChart()->theme(), QChart::ChartThemeDark);
    const auto lines = window->queueDepthChart()->series();
    QCOMPARE(lines.size(), 2);
    QCOMPARE(qobject_cast<QLineSeries*>(lines.at(1))->pen().color(), window->colorOf(1));
    // The image is light (for print) whatever the window's palette, dark where chosen; the window's charts
    // keep their own theme afterwards.
    QCOMPARE(window->exportTheme(), ExportTheme::Light);
    const QString light = m_dir.filePath(QStringLiteral("light.png"));
    QString error;
    QVERIFY2(window->exportPng(light, QSize(600, 400), &error), qPrintable(error));
    QCOMPARE(QImage(light).pixelColor(1, 1), QColor(Qt::white));
    QVERIFY2(lightShare(QImage(light)) > 0.7, qPrintable(QString::number(lightShare(QImage(light)))));
    QCOMPARE(window->queueDepthChart()->theme(), QChart::ChartThemeDark);
    main.setDarkPalette(false);
    window->setExportTheme(ExportTheme::Dark);
    const QString dark = m_dir.filePath(QStringLiteral("dark.png"));
    QVERIFY2(window->exportPng(dark, QSize(600, 400), &error), qPrintable(error));
    QCOMPARE(QImage(dark).pixelColor(1, 1), QColor(32, 33, 36));
    QVERIFY2(lightShare(QImage(dark)) < 0.3, qPrintable(QString::number(lightShare(QImage(dark)))));
    QCOMPARE(window->queueDepthChart()->theme(), QChart::ChartThemeLight);
    // Each run keeps its colour after the image's theme came and went.
    QCOMPARE(qobject_cast<QLineSeries*>(window->queueDepthChart()->series().at(1))->pen().color(), window->colorOf(1));
}

// fio's output names no host and no drive: the comparison says who measured, and lists what the
// import did not record instead of calling each of those facts a change.
void TestUiCompare::factsAnImportDidNotRecordAreNoChange()
{
    const QString measured = writeSurfaceSession(QStringLiteral("measured.json"), 200, 0);
    Session imported = loadSession(writeSurfaceSession(QStringLiteral("imported.json"), 190, 1));
    imported.origin = QStringLiteral("fio import (fio-3.33)");
    imported.host = HostFacts {};
    std::get<SurfaceResult>(imported.runs.front().result).target.drive.reset();
    saveSession(imported, m_dir.filePath(QStringLiteral("imported.json")));
    CompareWindow window;
    window.show();
    QVERIFY(addAndWait(window, { measured, m_dir.filePath(QStringLiteral("imported.json")) }));
    QTableWidget* changes = window.changeTable();
    const int tool = rowOf(changes, QStringLiteral("measured with"));
    QVERIFY(tool >= 0);
    QCOMPARE(changes->item(tool, 1)->text(), QStringLiteral("DriveScope " DRIVESCOPE_VERSION));
    QCOMPARE(changes->item(tool, 2)->text(), QStringLiteral("fio-3.33"));
    for (const char* fact : { "host", "kernel", "memory", "model", "write cache" })
        QVERIFY2(rowOf(changes, QLatin1String(fact)) < 0, fact);
    const int notRecorded = rowOf(changes, QStringLiteral("not recorded"));
    QVERIFY(notRecorded >= 0);
    QVERIFY(!changes->item(notRecorded, 1) || changes->item(notRecorded, 1)->text().isEmpty());
    const QString missing = changes->item(notRecorded, 2)->text();
    for (const char* fact : { "host", "kernel", "memory", "model", "write cache" })
        QVERIFY2(missing.contains(QLatin1String(fact)), qPrintable(missing));
    QVERIFY2(window.message().endsWith(QStringLiteral("what changed: measured with.")), qPrintable(window.message()));
}

// Two sustained writes, one drive's cache running out after 2 GB and the other's after 4 GB: both
// curves on the Sustained write tab, and the figures of that test in the caption.
void TestUiCompare::sustainedWritesAreOverlaid()
{
    QStringList paths;
    for (int cacheGb : { 2, 4 }) {
        SustainedResult result;
        result.plan.totalBytes = 8'000'000'000;
        // A sample every 0.1 s: 200 MB at 2000 MB/s while the cache lasts, 40 MB at 400 MB/s after.
        uint64_t bytes = 0;
        for (int i = 1; i <= 80; ++i) {
            const double rate = bytes < static_cast<uint64_t>(cacheGb) * 1'000'000'000 ? 2000.0 : 400.0;
            bytes += static_cast<uint64_t>(rate * 1e5);
            result.samples.push_back(SustainedSample { i * 0.1, bytes, rate });
        }
        result.bytes = bytes;
        result.averageMegabytesPerSecond = 800;
        result.cliff = findRateCliff(result.samples);
        Session session = Session::startNew(QStringLiteral("test"), readHostFacts());
        SessionRun run;
        run.result = result;
        session.addRun(std::move(run));
        paths += m_dir.filePath(QStringLiteral("sustained-%1.json").arg(cacheGb));
        saveSession(session, paths.back());
    }
    CompareWindow window;
    window.show();
    QVERIFY(addAndWait(window, paths));
    QVERIFY(window.chartTabs()->isTabEnabled(3));
    QVERIFY(!window.chartTabs()->isTabEnabled(0));
    QCOMPARE(window.chartTabs()->currentIndex(), 3);
    const auto series = window.sustainedChart()->series();
    QCOMPARE(series.size(), 2);
    for (int i = 0; i < 2; ++i) {
        const auto* line = qobject_cast<QLineSeries*>(series.at(i));
        QVERIFY(line);
        // Every sample, from the first byte on at the first sample's rate.
        QCOMPARE(line->count(), 81);
        QCOMPARE(line->pen().color(), window.colorOf(i));
        QCOMPARE(line->at(0), QPointF(0, 2000.0));
        QCOMPARE(line->at(11), i == 0 ? QPointF(2.04, 400.0) : QPointF(2.2, 2000.0));
    }
    QTableWidget* figures = window.figureTable();
    const int cliff = rowOf(figures, QStringLiteral("sustained: written before the cliff"));
    QVERIFY(cliff >= 0);
    QVERIFY2(figures->item(cliff, 2)->text().endsWith(QStringLiteral("(+100.0 %)")),
        qPrintable(figures->item(cliff, 2)->text()));
    QVERIFY2(window.caption().results.startsWith(QStringLiteral("average MB/s")), qPrintable(window.caption().results));
}

// "0.04 → 0.04 (+4.8 %)" was coloured worse or better with no change to see in the
// digits, and the caption said "average MB/s (MB/s)".
void TestUiCompare::smallFiguresShowTheirChangeAndTheUnitOnce()
{
    const QString slow = writeSurfaceSession(QStringLiteral("slow-before.json"), 0.04, 1);
    const QString slower = writeSurfaceSession(QStringLiteral("slow-after.json"), 0.04192, 2);
    CompareWindow window;
    window.show();
    QVERIFY(addAndWait(window, { slow, slower }));
    QTableWidget* table = window.figureTable();
    const int average = rowOf(table, QStringLiteral("surface: average MB/s"));
    QVERIFY(average >= 0);
    QCOMPARE(table->item(average, 2)->data(CompareWindow::kVerdictRole).toInt(),
        static_cast<int>(ComparedFigure::Verdict::Better));
    const QString before = table->item(average, 1)->text();
    const QString after = table->item(average, 2)->text();
    QVERIFY2(after.endsWith(QStringLiteral("(+4.8 %)")), qPrintable(after));
    // The values themselves differ where the verdict says they do.
    QVERIFY2(!after.startsWith(before), qPrintable(before + QStringLiteral(" / ") + after));
    QCOMPARE(before, QStringLiteral("0.0400"));
    QVERIFY2(after.startsWith(QStringLiteral("0.0419 ")), qPrintable(after));
    // The caption names the unit once.
    const QString results = window.caption().results;
    QVERIFY2(results.startsWith(QStringLiteral("average MB/s: 0.0400 · 0.0419")), qPrintable(results));
    QVERIFY2(!results.contains(QStringLiteral("(MB/s)")), qPrintable(results));
}

// A run with SMART snapshots before and after and its drive's readings: "what changed" has a SMART row
// with what moved and a temperature row with the range, empty for the run that recorded none.
void TestUiCompare::whatChangedShowsSmartAndTemperature()
{
    const QString plain = writeSurfaceSession(QStringLiteral("plain.json"), 200, 0);
    Session measured = loadSession(writeSurfaceSession(QStringLiteral("measured.json"), 190, 1));
    SessionRun& run = measured.runs.front();
    RunHealth health;
    health.device = QStringLiteral("sdz");
    health.before = HealthSnapshot {};
    health.before->nvme = { { QStringLiteral("data_units_written"), 1000 }, { QStringLiteral("unsafe_shutdowns"), 5 },
        { QStringLiteral("percentage_used"), 2 } };
    health.after = health.before;
    // 75,000 data units of 512,000 bytes: 38.4 GB.
    health.after->nvme[QStringLiteral("data_units_written")] += 75000;
    health.after->nvme[QStringLiteral("unsafe_shutdowns")] += 3;
    health.after->nvme[QStringLiteral("percentage_used")] += 1;
    run.health = { health };
    TemperatureSeries temperature;
    temperature.device = QStringLiteral("sdz");
    temperature.sensor = QStringLiteral("drivetemp");
    temperature.samples = { { 0, 38.0 }, { 1, 45.0 }, { 2, 52.0 } };
    run.temperatures = { temperature };
    saveSession(measured, m_dir.filePath(QStringLiteral("measured.json")));
    CompareWindow window;
    window.show();
    QVERIFY(addAndWait(window, { plain, m_dir.filePath(QStringLiteral("measured.json")) }));
    QTableWidget* changes = window.changeTable();
    const int smart = rowOf(changes, QStringLiteral("SMART"));
    QVERIFY(smart >= 0);
    QVERIFY(!changes->item(smart, 1) || changes->item(smart, 1)->text().isEmpty());
    QCOMPARE(changes->item(smart, 2)->text(), QStringLiteral("sdz: +38.4 GB written, +1 % used, unsafe shutdowns: +3"));
    const int warmth = rowOf(changes, QStringLiteral("temperature"));
    QVERIFY(warmth >= 0);
    QVERIFY(!changes->item(warmth, 1) || changes->item(warmth, 1)->text().isEmpty());
    QCOMPARE(changes->item(warmth, 2)->text(), QStringLiteral("sdz drivetemp: 38 °C to 52 °C"));
    // Two runs without either: no such rows.
    CompareWindow neither;
    neither.show();
    QVERIFY(addAndWait(neither, { plain, writeSurfaceSession(QStringLiteral("plain2.json"), 180, 2) }));
    QVERIFY(rowOf(neither.changeTable(), QStringLiteral("SMART")) < 0);
    QVERIFY(rowOf(neither.changeTable(), QStringLiteral("temperature")) < 0);
}

void TestUiCompare::whatChangedSpeaksTheWindowsLanguage()
{
    QVERIFY(installTranslations(QLocale(QLocale::German, QLocale::Germany)));
    const QString before = writeKnownSession(QStringLiteral("german-before.json"), false);
    const QString after = writeKnownSession(QStringLiteral("german-after.json"), true);
    CompareWindow window;
    window.show();
    QVERIFY(addAndWait(window, { before, after }));
    // A surface scan against a block-size sweep: the test is one of the facts that changed.
    QSignalSpy shown(&window, &CompareWindow::comparisonShown);
    window.setRunChosen(0, 2, false);
    window.setRunChosen(0, 0, true);
    QVERIFY(shown.wait(10000));
    window.setRunChosen(1, 2, false);
    window.setRunChosen(1, 1, true);
    QVERIFY(shown.wait(10000));
    QTableWidget* changes = window.changeTable();
    const int test = rowOf(changes, translatedFact(QStringLiteral("test")));
    QVERIFY(test >= 0);
    QCOMPARE(changes->item(test, 0)->text(), QStringLiteral("Test"));
    const Comparison* comparison = window.comparison();
    QVERIFY(comparison);
    for (int column = 1; column <= 2; ++column) {
        const SessionRun& run = comparison->items[static_cast<size_t>(column - 1)].run;
        // The run's own description in German, where core's fact keeps the English one.
        QCOMPARE(changes->item(test, column)->text(), run.testTitle(true));
        QVERIFY(run.testTitle(true) != run.testTitle());
    }
    QVERIFY2(changes->item(test, 1)->text().contains(QStringLiteral("Oberfläche lesen")),
        qPrintable(changes->item(test, 1)->text()));
}

QTEST_MAIN(TestUiCompare)
#include "tst_uicompare.moc"
