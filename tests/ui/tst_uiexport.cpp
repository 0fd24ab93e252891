// Exports fit for a review: each exported image has a headline (drive, capacity, interface,
// test), a stats box with the test's headline figures and the host, OS and kernel of the run in its
// caption; the quick suite's image is a compact card. Also the destroy dialog's facts and sentence,
// and the compare view's offered runs.

#include "comparewindow.h"
#include "drivelistwidget.h"
#include "exportpanels.h"
#include "files/sessionfiles.h"
#include "fixtures/sessionsamples.h"
#include "fixtures/windowtests.h"
#include "mainwindow.h"
#include "model/fiointerop.h"
#include "model/session.h"
#include "rendercommand.h"
#include "reports/export.h"
#include "run/runner/benchmarkcontroller.h"
#include "safetydialog.h"
#include "surfacechart.h"
#include "surfacepage.h"
#include "translation.h"

#include <QAbstractAxis>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QSysInfo>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace ds;
using namespace ds::test;

class TestUiExport : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void exportHasHeadlineAndStatsBox_data();
    void exportHasHeadlineAndStatsBox();
    void chartTextGrowsWithTheImage();
    void captionNamesTheHostOfTheRun();
    void captionOfAnImportNamesItsFileNotASize();
    void windowRunRecordsItsHost();
    void quickSuiteIsACompactCard();
    void destroyDialogNamesTheDriveAndWhatIsWritten();
    void destroyDialogSentenceFollowsThePlan();
    void compareViewOffersWindowAndLibraryRuns();
    void reportIsWhatTheCliExportWrites();

private:
    // A session of one run with a known host, saved to a file of the test directory.
    QString saveSession(const QString& name, SessionResult result, const HostFacts& host);
    QString svgTextOf(MainWindow& window, TestKind kind, QSize size = kDefaultExportSize);
    QTemporaryDir m_dir;
    QTemporaryDir m_data; // XDG_DATA_HOME: the session library
};

namespace {
HostFacts sampleHost()
{
    HostFacts host;
    host.hostname = QStringLiteral("bench-rig-7");
    host.os = QStringLiteral("Debian GNU/Linux 12 (bookworm)");
    host.kernel = QStringLiteral("6.1.0-18-amd64");
    host.cpuModel = QStringLiteral("AMD Ryzen 7 5700G");
    host.cpuCount = 16;
    host.memoryBytes = 32ull << 30;
    return host;
}

// The XML escaping of QSvgGenerator for the texts checked here.
QString svgEscaped(QString text)
{
    return text.replace(QLatin1Char('&'), QLatin1String("&amp;"))
        .replace(QLatin1Char('<'), QLatin1String("&lt;"))
        .replace(QLatin1Char('>'), QLatin1String("&gt;"))
        .replace(QLatin1Char('"'), QLatin1String("&quot;"));
}

// The texts drawn into an SVG: the contents of its <text> elements.
QStringList drawnTexts(const QString& svg)
{
    QStringList texts;
    qsizetype at = 0;
    while ((at = svg.indexOf(QLatin1String("<text"), at)) >= 0) {
        const qsizetype start = svg.indexOf(QLatin1Char('>'), at) + 1;
        const qsizetype end = svg.indexOf(QLatin1String("</text>"), start);
        if (start <= 0 || end < 0)
            break;
        texts += svg.mid(start, end - start);
        at = end;
    }
    return texts;
}
}

void TestUiExport::initTestCase()
{
    QVERIFY(m_dir.isValid() && m_data.isValid());
    isolateWindowTest("tst_uiexport", m_data.path());
}

// File → Export report writes the window's session as `drivescope-cli export --format html|markdown`
// writes that session's file, chosen by the name's ending; other endings and an empty window are refused.
void TestUiExport::reportIsWhatTheCliExportWrites()
{
    MainWindow window;
    QVERIFY(!window.exports()->exportReportAction()->isEnabled());
    QString error;
    QVERIFY(!window.exports()->exportReport(m_dir.filePath(QStringLiteral("empty.html")), &error));
    QVERIFY2(error.contains(QStringLiteral("no runs")), qPrintable(error));
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("empty.html"))));

    const QString session = saveSession(QStringLiteral("report.json"), test::sampleSurface(40), sampleHost());
    QVERIFY(window.openSession(session));
    QVERIFY(window.exports()->exportReportAction()->isEnabled());
    const Session saved = loadSessionOrFioOutput(session);
    const auto read = [](const QString& path) {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
    };
    const QString html = m_dir.filePath(QStringLiteral("report.html"));
    QVERIFY2(window.exports()->exportReport(html, &error), qPrintable(error));
    QCOMPARE(read(html), htmlReport(saved));
    QVERIFY(read(html).contains(QStringLiteral("bench-rig-7")));
    const QString markdown = m_dir.filePath(QStringLiteral("report.md"));
    QVERIFY2(window.exports()->exportReport(markdown, &error), qPrintable(error));
    QCOMPARE(read(markdown), markdownReport(saved));

    QVERIFY(!window.exports()->exportReport(m_dir.filePath(QStringLiteral("report.pdf")), &error));
    QVERIFY2(error.contains(QStringLiteral(".html or .md")), qPrintable(error));
    // A report never replaces a session file.
    const QString sessionBytes = read(session);
    QVERIFY(!window.exports()->exportReport(session, &error));
    QVERIFY(!window.exports()->exportReport(m_dir.filePath(QStringLiteral("no-such-dir/report.html")), &error));
    QCOMPARE(read(session), sessionBytes);
}

QString TestUiExport::saveSession(const QString& name, SessionResult result, const HostFacts& host)
{
    Session session = Session::startNew(QStringLiteral("tst_uiexport"));
    session.host = host;
    SessionRun run;
    run.command = QStringLiteral("tst_uiexport");
    run.startedAt = QStringLiteral("2026-11-30T01:02:03Z");
    run.result = std::move(result);
    session.addRun(std::move(run));
    const QString path = m_dir.filePath(name);
    ds::saveSession(session, path);
    return path;
}

QString TestUiExport::svgTextOf(MainWindow& window, TestKind kind, QSize size)
{
    return test::exportedSvgText(
        window, kind, size, m_dir.filePath(QStringLiteral("export-%1.svg").arg(testKindName(kind))));
}

void TestUiExport::exportHasHeadlineAndStatsBox_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("testName");
    QTest::addColumn<QStringList>("statLabels");
    QTest::newRow("surface") << static_cast<int>(TestKind::Surface) << QStringLiteral("Surface write")
                             << QStringList { QStringLiteral("Transfer rate"), QStringLiteral("Minimum"),
                                    QStringLiteral("Maximum"), QStringLiteral("Average"), QStringLiteral("Whole drive"),
                                    QStringLiteral("Access time"), QStringLiteral("Burst rate"), QStringLiteral("CPU"),
                                    QStringLiteral("System busy") };
    QTest::newRow("block size") << static_cast<int>(TestKind::BlockSize) << QStringLiteral("Block size")
                                << QStringList { QStringLiteral("Peak"), QStringLiteral("Peak IOPS"),
                                       QStringLiteral("Queue depth") };
    QTest::newRow("queue depth") << static_cast<int>(TestKind::QueueDepth) << QStringLiteral("Queue depth")
                                 << QStringList { QStringLiteral("Peak IOPS"), QStringLiteral("p99 latency there") };
    QTest::newRow("patterns") << static_cast<int>(TestKind::Patterns) << QStringLiteral("Patterns")
                              << QStringList { QStringLiteral("Rating (IOPS)") };
    QTest::newRow("sustained") << static_cast<int>(TestKind::SustainedWrite) << QStringLiteral("Sustained write")
                               << QStringList { QStringLiteral("Average"), QStringLiteral("Written"),
                                      QStringLiteral("Write cache") };
    QTest::newRow("multi") << static_cast<int>(TestKind::MultiTarget) << QStringLiteral("Multi-drive")
                           << QStringList { QStringLiteral("Throughput"), QStringLiteral("IOPS"),
                                  QStringLiteral("One drive") };
}

// Every page's export: the headline over the picture, the stats box beside it with the result's own
// figures, the host in the caption.
void TestUiExport::exportHasHeadlineAndStatsBox()
{
    QFETCH(int, kind);
    QFETCH(QString, testName);
    QFETCH(QStringList, statLabels);
    const TestKind testKind = static_cast<TestKind>(kind);
    SessionResult result;
    switch (testKind) {
    case TestKind::Surface:
        result = test::sampleHdTach();
        break;
    case TestKind::BlockSize:
        result = test::sampleSweep(SweepKind::BlockSize);
        break;
    case TestKind::QueueDepth:
        result = test::sampleSweep(SweepKind::QueueDepth);
        break;
    case TestKind::Patterns:
        result = test::samplePatterns();
        break;
    case TestKind::MultiTarget:
        result = test::sampleScaling();
        break;
    case TestKind::SustainedWrite:
        result = test::sampleSustained();
        break;
    default:
        QFAIL("no sample");
    }
    const SessionResult kept = result;
    MainWindow window;
    window.show();
    QVERIFY(window.openSession(saveSession(QStringLiteral("one.json"), std::move(result), sampleHost())));
    TestPage* page = window.page(testKind);
    QVERIFY(page && page->lastRun());
    const QString svg = svgTextOf(window, testKind);
    QVERIFY(!svg.isEmpty());
    const QStringList texts = drawnTexts(svg);

    // The headline: drive model, capacity, interface as reviews write it, the test.
    // A run on several drives names them all (the sample's two of one model).
    const QString headline = QStringLiteral("%1WDC WD5000AAKS · 500.1 GB · SATA — %2")
                                 .arg(testKind == TestKind::MultiTarget ? QStringLiteral("2 × ") : QString(), testName);
    QVERIFY2(std::any_of(texts.begin(), texts.end(), [&](const QString& text) { return text.endsWith(headline); }),
        qPrintable(
            QStringLiteral("no headline \"%1\" in %2").arg(headline, texts.mid(0, 3).join(QLatin1String(" | ")))));

    // The stats box: each label, and beside it the figure the result holds.
    for (const QString& label : statLabels)
        QVERIFY2(texts.contains(svgEscaped(label)), qPrintable(QStringLiteral("no stat \"%1\"").arg(label)));
    FinishedRun outcome = *page->lastRun();
    const std::vector<ExportStat> stats = ExportPanels::statsOf(outcome);
    QVERIFY(!stats.empty());
    for (const ExportStat& stat : stats)
        if (!stat.value.isEmpty())
            QVERIFY2(texts.contains(svgEscaped(stat.value)),
                qPrintable(QStringLiteral("no figure \"%1\" for %2").arg(stat.value, stat.label)));
    if (testKind == TestKind::Surface) {
        // Figures from the result itself, not from the page's labels.
        const HdTachResult& hdtach = std::get<HdTachResult>(kept);
        // The average across the surface (HD Tach's), and the whole-drive rate beside it.
        QVERIFY(texts.contains(
            QStringLiteral("%1 MB/s").arg(formatDecimal(hdtach.surface.surfaceAverageMegabytesPerSecond(), 1))));
        QVERIFY(texts.contains(
            QStringLiteral("%1 MB/s").arg(formatDecimal(hdtach.surface.averageMegabytesPerSecond(), 1))));
        QVERIFY(
            texts.contains(QStringLiteral("%1 MB/s").arg(formatDecimal(hdtach.burst->bestMegabytesPerSecond(), 1))));
        QVERIFY(texts.contains(QStringLiteral("%1 ms").arg(formatDecimal(hdtach.access->averageMs(), 2))));
    }
    // The caption: where it ran.
    QVERIFY(svg.contains(QStringLiteral("host bench-rig-7")));
    QVERIFY(svg.contains(QStringLiteral("Debian GNU/Linux 12 (bookworm)")));
    QVERIFY(svg.contains(QStringLiteral("kernel 6.1.0-18-amd64")));
}

// The chart's text is drawn larger in a larger image, so it stays readable when an article shows
// the image at half its size; the window's own chart keeps its fonts.
void TestUiExport::chartTextGrowsWithTheImage()
{
    MainWindow window;
    window.show();
    QVERIFY(window.openSession(saveSession(QStringLiteral("surface.json"), test::sampleSurface(), sampleHost())));
    auto* page = qobject_cast<SurfacePage*>(window.page(TestKind::Surface));
    QVERIFY(page);
    QChart* chart = page->surfaceChart()->chart();
    QVERIFY(!chart->axes().isEmpty());
    const QFont screenFont = chart->axes().front()->labelsFont();
    // The font-size of the group that draws an axis title.
    auto titleSize = [&](QSize size) {
        const QString svg = svgTextOf(window, TestKind::Surface, size);
        const qsizetype title = svg.indexOf(QLatin1String(">Position (GB)<"));
        const qsizetype attribute = svg.lastIndexOf(QLatin1String("font-size=\""), title);
        if (title < 0 || attribute < 0)
            return -1.0;
        const qsizetype start = attribute + 11;
        return svg.mid(start, svg.indexOf(QLatin1Char('"'), start) - start).toDouble();
    };
    const double small = titleSize(QSize(800, 500));
    const double large = titleSize(QSize(2400, 1500));
    QVERIFY2(small > 0 && large > 0, qPrintable(QStringLiteral("%1 %2").arg(small).arg(large)));
    QVERIFY2(large >= small * 2, qPrintable(QStringLiteral("%1 px at 800, %2 px at 2400").arg(small).arg(large)));
    // At 1600 pixels wide the axis text is at least 1/100 of the width: 8 px at half size.
    const double normal = titleSize(kDefaultExportSize);
    QVERIFY2(normal >= kDefaultExportSize.width() / 100.0, qPrintable(QString::number(normal)));
    QCOMPARE(chart->axes().front()->labelsFont(), screenFont);
}

// A report or fio job imported from another program names its test file in that program's words, or the
// drive it named; its size is not known and no "0 MB test file" stands in for it.
void TestUiExport::captionOfAnImportNamesItsFileNotASize()
{
    const QString reports = QStringLiteral(DRIVESCOPE_TESTS_DIR "/fixtures/reports/");
    MainWindow window;
    window.show();
    QVERIFY(window.openSession(reports + QStringLiteral("real-kdiskmark-3.0.0-readme.txt")));
    ImageCaption caption = window.page(TestKind::QuickSuite)->caption();
    QVERIFY2(caption.headline().startsWith(QStringLiteral("the KDiskMark 3.0.0 test file — ")),
        qPrintable(caption.headline()));
    QVERIFY2(caption.lines().front() == QStringLiteral("the KDiskMark 3.0.0 test file"),
        qPrintable(caption.lines().join(QLatin1Char('\n'))));
    QVERIFY(window.openSession(reports + QStringLiteral("generated-kdiskmark-3.2.0-target-model.txt")));
    caption = window.page(TestKind::QuickSuite)->caption();
    QVERIFY2(
        caption.headline().startsWith(QStringLiteral("Samsung SSD 980 PRO 1TB — ")), qPrintable(caption.headline()));
    QVERIFY2(
        caption.lines().front() == QStringLiteral("Samsung SSD 980 PRO 1TB · /home (the KDiskMark 3.2.0 test file)"),
        qPrintable(caption.lines().front()));
    // A fio job's file, named as fio's job named it.
    const Session fio = loadSessionOrFioOutput(
        QStringLiteral(DRIVESCOPE_TESTS_DIR "/fixtures/fio/fio-2.17-numjobs-2-group-reporting.json"));
    const TargetInfo& target = std::get<WorkloadResult>(fio.runs.front().result).target;
    caption = ImageCaption::forTarget(target, QStringLiteral("Workload"), QString());
    QCOMPARE(caption.driveModel, target.path);
    QVERIFY2(!caption.lines().front().contains(QStringLiteral(" MB")), qPrintable(caption.lines().front()));
}

// A reopened session says where it ran, not where it is viewed; a run recorded with its own host
// (a window adding runs to a session opened from another machine) says that one.
void TestUiExport::captionNamesTheHostOfTheRun()
{
    MainWindow window;
    window.show();
    QVERIFY(window.openSession(saveSession(QStringLiteral("host.json"), test::sampleSurface(), sampleHost())));
    ImageCaption caption = window.page(TestKind::Surface)->caption();
    QCOMPARE(caption.host.hostname, QStringLiteral("bench-rig-7"));
    const QString lines = caption.lines().join(QLatin1Char('\n'));
    QVERIFY2(lines.contains(QStringLiteral("host bench-rig-7")), qPrintable(lines));
    QVERIFY(lines.contains(QStringLiteral("Debian GNU/Linux 12 (bookworm)")));
    QVERIFY(lines.contains(QStringLiteral("kernel 6.1.0-18-amd64")));
    QVERIFY(
        !lines.contains(QSysInfo::machineHostName()) || QSysInfo::machineHostName() == QLatin1String("bench-rig-7"));

    // The run's own host wins over the session's, and survives the file.
    Session session = loadSession(m_dir.filePath(QStringLiteral("host.json")));
    HostFacts other = sampleHost();
    other.hostname = QStringLiteral("lab-2");
    other.kernel = QStringLiteral("6.12.9-amd64");
    session.runs.front().host = other;
    const QString path = m_dir.filePath(QStringLiteral("run-host.json"));
    ds::saveSession(session, path);
    QCOMPARE(loadSession(path).runs.front().host.hostname, QStringLiteral("lab-2"));
    QVERIFY(window.openSession(path));
    caption = window.page(TestKind::Surface)->caption();
    const QString again = caption.lines().join(QLatin1Char('\n'));
    QVERIFY2(again.contains(QStringLiteral("host lab-2")), qPrintable(again));
    QVERIFY(again.contains(QStringLiteral("kernel 6.12.9-amd64")));
}

// A run made in the window records this machine, and the window's session keeps it with the run.
void TestUiExport::windowRunRecordsItsHost()
{
    MainWindow window;
    window.show();
    window.driveList()->setTestFileBytes(16ull << 20);
    window.driveList()->selectTestFile(m_dir.path());
    auto* page = qobject_cast<SurfacePage*>(window.page(TestKind::Surface));
    QVERIFY(page);
    window.tabs()->setCurrentWidget(page);
    page->zonesBox()->setValue(4);
    page->zoneSizeBox()->setCurrentIndex(page->zoneSizeBox()->findData(1));
    page->accessBox()->setChecked(false);
    page->burstBox()->setChecked(false);
    page->writeBox()->setChecked(false);
    QSignalSpy finished(window.controller(), &BenchmarkController::runFinished);
    QVERIFY(window.startRun());
    QVERIFY(finished.wait(60000));
    QVERIFY(!window.session().runs.empty());
    const HostFacts& recorded = window.session().runs.back().host;
    QCOMPARE(recorded.hostname, QSysInfo::machineHostName());
    QCOMPARE(recorded.kernel, QSysInfo::kernelVersion());
    QCOMPARE(recorded.os, QSysInfo::prettyProductName());
    const QString lines = page->caption().lines().join(QLatin1Char('\n'));
    QVERIFY2(lines.contains(QStringLiteral("kernel %1").arg(QSysInfo::kernelVersion())), qPrintable(lines));
    QVERIFY(lines.contains(QSysInfo::prettyProductName()));
    // The library file of the run keeps it too.
    QVERIFY(!window.lastLibraryPath().isEmpty());
    QCOMPARE(loadSession(window.lastLibraryPath()).runs.front().host.kernel, QSysInfo::kernelVersion());
}

// CrystalDiskMark's card: the grid of tests and figures under the headline, no blank lower third, and
// the test named once ("Quick suite: quick suite" said it twice).
void TestUiExport::quickSuiteIsACompactCard()
{
    const QuickSuiteResult quick = test::sampleQuick();
    MainWindow window;
    window.show();
    QVERIFY(window.openSession(saveSession(QStringLiteral("quick.json"), quick, sampleHost())));
    window.tabs()->setCurrentWidget(window.page(TestKind::QuickSuite));
    const QString png = m_dir.filePath(QStringLiteral("quick.png"));
    QString error;
    QVERIFY2(window.exportPng(png, kDefaultExportSize, &error), qPrintable(error));
    const QImage image(png);
    QCOMPARE(image.width(), kDefaultExportSize.width());
    QVERIFY2(image.height() < kDefaultExportSize.height() * 3 / 4, qPrintable(QString::number(image.height())));

    // No band of blank rows taller than a tenth of the image, and the last text near the bottom.
    const QRgb background = image.pixel(0, 0);
    int blankRun = 0;
    int longestBlank = 0;
    int lastInked = 0;
    for (int y = 0; y < image.height(); ++y) {
        bool blank = true;
        for (int x = 0; x < image.width() && blank; x += 2)
            blank = image.pixel(x, y) == background;
        blankRun = blank ? blankRun + 1 : 0;
        longestBlank = std::max(longestBlank, blankRun);
        if (!blank)
            lastInked = y;
    }
    QVERIFY2(longestBlank < image.height() / 10,
        qPrintable(QStringLiteral("%1 blank rows of %2").arg(longestBlank).arg(image.height())));
    QVERIFY2(lastInked > image.height() * 9 / 10, qPrintable(QString::number(lastInked)));

    const QString svg = svgTextOf(window, TestKind::QuickSuite);
    const QStringList texts = drawnTexts(svg);
    QVERIFY(!svg.contains(QStringLiteral("Quick suite: quick suite"), Qt::CaseInsensitive));
    QVERIFY(std::any_of(texts.begin(), texts.end(),
        [](const QString& text) { return text.endsWith(QStringLiteral("500.1 GB · SATA — Quick suite")); }));
    // Every figure of the grid, read and write.
    for (const QuickSuiteRow& row : quick.rows) {
        for (const QString& part : row.name.split(QLatin1Char(' ')))
            QVERIFY2(svg.contains(part), qPrintable(part));
        QVERIFY(texts.contains(formatDecimal(quick.figure(*row.read).megabytesPerSecond, 2)));
        if (row.write)
            QVERIFY(texts.contains(formatDecimal(quick.figure(*row.write).megabytesPerSecond, 2)));
    }
    QVERIFY(texts.contains(QStringLiteral("Read (MB/s)")));
    QVERIFY(texts.contains(QStringLiteral("Write (MB/s)")));
}

// The destroy dialog said only "/dev/loop11": it names the drive, what is on it and what the test
// writes, and still starts with Enter once the name is typed.
void TestUiExport::destroyDialogNamesTheDriveAndWhatIsWritten()
{
    DriveFacts drive = test::sampleDrive(QStringLiteral("sdz"));
    drive.partitions.front().filesystem = QStringLiteral("ext4");
    drive.partitions.front().label = QStringLiteral("photos");
    drive.partitions.front().mountPoints.clear();
    drive.partitions.front().swap = false;
    PartitionFacts second;
    second.name = QStringLiteral("sdz2");
    second.devicePath = QStringLiteral("/dev/sdz2");
    second.sizeBytes = 100000000000ull;
    second.filesystem = QStringLiteral("swap");
    drive.partitions.push_back(second);
    RunPlan plan;
    plan.test = HdTachPlan();
    plan.get<HdTachPlan>().surface.mode = SurfacePlan::Mode::Full;
    plan.get<HdTachPlan>().surface.write = true;
    plan.get<HdTachPlan>().surface.rangeLength = 1000000000ull;
    plan.targetPath = drive.devicePath;

    SafetyDialog dialog(drive.devicePath, plan, drive);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    const QString text = dialog.shownText();
    for (const QString& expected :
        { QStringLiteral("WDC WD5000AAKS"), QStringLiteral("500.1 GB"), QStringLiteral("serial WD-123456"),
            QStringLiteral("sdz1 · 400.0 GB · ext4 · labelled “photos”"), QStringLiteral("sdz2 · 100.0 GB · swap"),
            QStringLiteral("This test writes test data over 1.0 GB of /dev/sdz, from the start of the drive. "
                           "Everything on it will be lost.") })
        QVERIFY2(text.contains(expected), qPrintable(QStringLiteral("no \"%1\" in:\n%2").arg(expected, text)));

    // The typed-name confirmation as before: Enter starts once the name matches.
    QSignalSpy finished(&dialog, &QDialog::finished);
    QTest::keyClick(dialog.nameEdit(), Qt::Key_Return);
    QCOMPARE(finished.count(), 0);
    QTest::keyClicks(dialog.nameEdit(), QStringLiteral("sdz"));
    QTest::keyClick(dialog.nameEdit(), Qt::Key_Return);
    QCOMPARE(finished.count(), 1);
    QCOMPARE(dialog.result(), static_cast<int>(QDialog::Accepted));
}

void TestUiExport::destroyDialogSentenceFollowsThePlan()
{
    const QString device = QStringLiteral("/dev/sdz");
    const uint64_t size = 500107862016ull;
    RunPlan surface;
    surface.test = HdTachPlan();
    surface.get<HdTachPlan>().surface.write = true;
    surface.get<HdTachPlan>().surface.mode = SurfacePlan::Mode::Full;
    QCOMPARE(SafetyDialog::writeSentence(surface, device, size),
        QStringLiteral("This test writes test data over all 500.1 GB of /dev/sdz. Everything on it will be lost."));
    surface.get<HdTachPlan>().surface.rangeOffset = 100000000000ull;
    surface.get<HdTachPlan>().surface.rangeLength = 2000000000ull;
    QCOMPARE(SafetyDialog::writeSentence(surface, device, size),
        QStringLiteral("This test writes test data over 2.0 GB of /dev/sdz, from 100.0 GB onwards. Everything on "
                       "it will be lost."));
    surface.get<HdTachPlan>().surface = SurfacePlan {};
    surface.get<HdTachPlan>().surface.write = true; // quick mode: 200 zones of 8 MiB
    QCOMPARE(SafetyDialog::writeSentence(surface, device, size),
        QStringLiteral("This test writes 1.7 GB of test data in 200 zones spread across 500.1 GB of /dev/sdz. "
                       "Everything on it will be lost."));
    RunPlan sustained;
    sustained.test = SustainedPlan();
    sustained.get<SustainedPlan>().totalBytes = 8000000000ull;
    QCOMPARE(SafetyDialog::writeSentence(sustained, device, size),
        QStringLiteral("This test writes test data over 8.0 GB of /dev/sdz, from the start of the drive. Everything "
                       "on it will be lost."));
    RunPlan quick;
    quick.test = QuickSuiteOptions();
    QCOMPARE(SafetyDialog::writeSentence(quick, device, size),
        QStringLiteral("This test writes test data at places across all 500.1 GB of /dev/sdz for as long as it runs. "
                       "Everything on it will be lost."));
}

// The compare view opened empty: it lists this window's runs and the library's latest sessions, so
// two runs can be compared without browsing files. Nothing is ticked unasked.
void TestUiExport::compareViewOffersWindowAndLibraryRuns()
{
    // Three library sessions, one of which holds the same run as the window's session.
    QDir().mkpath(sessionLibraryDirectory());
    QStringList library;
    for (int i = 0; i < 3; ++i) {
        Session saved = Session::startNew(QStringLiteral("tst_uiexport"));
        SessionRun run;
        run.command = QStringLiteral("library run %1").arg(i);
        run.startedAt = QStringLiteral("2026-11-2%1T01:02:03Z").arg(i + 1);
        run.result = test::sampleSurface(50, 1.0 + i);
        saved.addRun(std::move(run));
        const QString path
            = QDir(sessionLibraryDirectory()).filePath(QStringLiteral("2026112%1-010203-surface-sdz.json").arg(i + 1));
        ds::saveSession(saved, path);
        library += path;
    }
    Session windowSession = loadSession(library.back());
    SessionRun second;
    second.command = QStringLiteral("window run");
    second.startedAt = QStringLiteral("2026-11-29T01:02:03Z");
    second.result = test::sampleSurface(50, 3.0);
    windowSession.addRun(std::move(second));
    const QString opened = m_dir.filePath(QStringLiteral("window.json"));
    ds::saveSession(windowSession, opened);

    MainWindow main;
    main.show();
    QVERIFY(main.openSession(opened));
    CompareWindow* compare = main.compareWindow();
    QTRY_VERIFY_WITH_TIMEOUT(!compare->isLoading(), 20000);
    QTreeWidget* list = compare->selectionList();
    QVERIFY(list->topLevelItemCount() >= 1);
    // This window's runs, first.
    QTreeWidgetItem* own = list->topLevelItem(0);
    QCOMPARE(own->text(0), QStringLiteral("This window's runs"));
    QCOMPARE(own->childCount(), 2);
    // The library's sessions, less the one whose run the window lists already.
    QStringList files;
    for (int i = 1; i < list->topLevelItemCount(); ++i)
        files += list->topLevelItem(i)->toolTip(0);
    QVERIFY2(files.contains(library[0]) && files.contains(library[1]), qPrintable(files.join(QLatin1Char('\n'))));
    QVERIFY2(!files.contains(library[2]), qPrintable(files.join(QLatin1Char('\n'))));
    QCOMPARE(compare->chosenCount(), 0);

    // Two ticks compare one of the window's runs with a library run.
    QSignalSpy shown(compare, &CompareWindow::comparisonShown);
    compare->setRunChosen(0, 1, true);
    compare->setRunChosen(1, 0, true);
    QVERIFY(shown.wait(20000));
    QCOMPARE(compare->labels().size(), 2);

    // Shown again after the window opened another session: the list follows it.
    QVERIFY(main.openSession(library[0]));
    main.compareWindow();
    QCOMPARE(list->topLevelItem(0)->childCount(), 1);
}

QTEST_MAIN(TestUiExport)
#include "tst_uiexport.moc"
