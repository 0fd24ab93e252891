// Exports fit for print, at the chosen size and at half of it: the Patterns table as real text, axes
// that follow the data but not one outlier, an error map with a legend and a position axis in GB, the
// image's own light or dark colours, one unit system per image, a drive without a model named in
// words, a quick-suite card whose names stay in their buttons, and ATTO's bars with their table.

#include "blocksizepage.h"
#include "chartexport.h"
#include "errorscanpage.h"
#include "exportactions.h"
#include "files/sessionfiles.h"
#include "fixtures/sessionsamples.h"
#include "fixtures/windowtests.h"
#include "mainwindow.h"
#include "model/session.h"
#include "rendercommand.h"
#include "surfacechart.h"
#include "surfacepage.h"
#include "sweepcharts.h"
#include "translation.h"

#include <QAbstractAxis>
#include <QChart>
#include <QCheckBox>
#include <QFile>
#include <QImage>
#include <QRegularExpression>
#include <QScatterSeries>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QValueAxis>

#include <cmath>

using namespace ds;
using namespace ds::test;

class TestUiPrint : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void patternsExportIsAReadableTable_data();
    void patternsExportIsAReadableTable();
    void accessAxisLeavesOutliersMarked_data();
    void accessAxisLeavesOutliersMarked();
    void blockSizeCpuAxisHoldsEveryValue();
    void errorScanHasLegendAndPositionAxis_data();
    void errorScanHasLegendAndPositionAxis();
    void exportColoursAreTheImagesOwn();
    void renderTakesATheme();
    void driveWithoutModelIsNamedInWords();
    void quickCardKeepsNamesInButtonsAndShowsMixAndComment_data();
    void quickCardKeepsNamesInButtonsAndShowsMixAndComment();
    void blockSizeBarsHaveATable_data();
    void blockSizeBarsHaveATable();
    void longCaptionLineIsBrokenNotCut_data();
    void longCaptionLineIsBrokenNotCut();
    // Last: it installs the Russian translation.
    void russianExportSpeaksOneUnitSystem();

private:
    QString saveSession(const QString& name, SessionResult result, const TargetInfo* target = nullptr);
    QString svgOf(MainWindow& window, TestKind kind, QSize size);
    QImage pngOf(MainWindow& window, TestKind kind, QSize size);
    QTemporaryDir m_dir;
    QTemporaryDir m_data;
};

namespace {
// A text drawn into an SVG and its size on the image: the font size of its group times the group's scale.
struct DrawnText {
    QString text;
    double pixels = 0;
};

QString unescaped(QString text)
{
    return text.replace(QLatin1String("&lt;"), QLatin1String("<"))
        .replace(QLatin1String("&gt;"), QLatin1String(">"))
        .replace(QLatin1String("&quot;"), QLatin1String("\""))
        .replace(QLatin1String("&amp;"), QLatin1String("&"));
}

double attribute(const QString& element, const QString& name, double fallback)
{
    const QRegularExpression pattern(QStringLiteral("\\b%1=\"([-0-9.]+)").arg(name));
    const QRegularExpressionMatch match = pattern.match(element);
    return match.hasMatch() ? match.captured(1).toDouble() : fallback;
}

std::vector<DrawnText> drawnTexts(const QString& svg)
{
    std::vector<DrawnText> texts;
    static const QRegularExpression matrix(QStringLiteral("transform=\"matrix\\(([-0-9.e]+),([-0-9.e]+),"));
    qsizetype at = 0;
    while ((at = svg.indexOf(QLatin1String("<text"), at)) >= 0) {
        const qsizetype start = svg.indexOf(QLatin1Char('>'), at) + 1;
        const qsizetype end = svg.indexOf(QLatin1String("</text>"), start);
        if (start <= 0 || end < 0)
            break;
        // The group the text is in: its font size and its transformation's scale.
        const qsizetype group = svg.lastIndexOf(QLatin1String("<g "), at);
        const QString groupTag = group >= 0 ? svg.mid(group, svg.indexOf(QLatin1Char('>'), group) - group) : QString();
        double scale = 1;
        if (const QRegularExpressionMatch found = matrix.match(groupTag); found.hasMatch())
            scale = std::hypot(found.captured(1).toDouble(), found.captured(2).toDouble());
        const QString textTag = svg.mid(at, start - at);
        const double size
            = attribute(textTag, QStringLiteral("font-size"), attribute(groupTag, QStringLiteral("font-size"), 0));
        texts.push_back({ unescaped(svg.mid(start, end - start)), size * scale });
        at = end;
    }
    return texts;
}

const DrawnText* find(const std::vector<DrawnText>& texts, const QString& wanted)
{
    for (const DrawnText& text : texts)
        if (text.text == wanted)
            return &text;
    return nullptr;
}

QStringList textsOf(const std::vector<DrawnText>& texts)
{
    QStringList out;
    for (const DrawnText& text : texts)
        out += text.text;
    return out;
}

// The smallest text an image of this size may draw: 1 % of its width (8 px when a 1600-pixel image is
// shown at half its size), and never under 8 px.
double readablePixels(QSize size) { return std::max(8.0, size.width() / 100.0); }

ErrorScanResult sampleScan()
{
    ErrorScanResult scan;
    scan.plan.blocks = 1000;
    scan.target = sampleTarget();
    scan.rangeBytes = 500107862016ull;
    scan.transferBytes = 1 << 20;
    scan.engine = QStringLiteral("io_uring");
    scan.startedAt = QStringLiteral("2026-11-30T01:02:03Z");
    for (unsigned index = 0; index < scan.plan.blocks; ++index) {
        ErrorScanBlock block;
        block.index = index;
        block.offset = ErrorScanResult::blockOffset(0, scan.rangeBytes, scan.plan.blocks, index, 4096);
        block.bytes = scan.rangeBytes / scan.plan.blocks;
        const double seconds = index % 97 == 5 ? 20.0 : index % 331 == 7 ? 80.0 : 4.0;
        block.setTimes(seconds, seconds * 10);
        block.errors = index == 600 ? 3 : 0;
        scan.blocks.push_back(block);
    }
    scan.classify();
    scan.cancelled = false;
    return scan;
}

TargetInfo loopTarget()
{
    TargetInfo target;
    target.kind = TargetInfo::Kind::BlockDevice;
    target.path = QStringLiteral("/dev/loop14");
    target.sizeBytes = 4000000000ull;
    target.logicalSectorBytes = 512;
    target.physicalSectorBytes = 512;
    DriveFacts drive;
    drive.name = QStringLiteral("loop14");
    drive.devicePath = target.path;
    drive.sizeBytes = target.sizeBytes;
    drive.transport = QStringLiteral("loop");
    drive.backingFile = QStringLiteral("/var/tmp/disk.img");
    drive.readable = true;
    target.drive = drive;
    return target;
}
}

void TestUiPrint::initTestCase()
{
    QVERIFY(m_dir.isValid() && m_data.isValid());
    isolateWindowTest("tst_uiprint", m_data.path());
}

QString TestUiPrint::saveSession(const QString& name, SessionResult result, const TargetInfo* target)
{
    Session session = Session::startNew(QStringLiteral("tst_uiprint"));
    SessionRun run;
    run.command = QStringLiteral("tst_uiprint");
    run.startedAt = QStringLiteral("2026-11-30T01:02:03Z");
    if (target) {
        if (auto* hdtach = std::get_if<HdTachResult>(&result)) {
            hdtach->surface.target = *target;
            if (hdtach->access)
                hdtach->access->target = *target;
            if (hdtach->burst)
                hdtach->burst->target = *target;
        }
    }
    run.result = std::move(result);
    session.addRun(std::move(run));
    const QString path = m_dir.filePath(name);
    ds::saveSession(session, path);
    return path;
}

QString TestUiPrint::svgOf(MainWindow& window, TestKind kind, QSize size)
{
    return test::exportedSvgText(
        window, kind, size, m_dir.filePath(QStringLiteral("%1-%2.svg").arg(testKindName(kind)).arg(size.width())));
}

QImage TestUiPrint::pngOf(MainWindow& window, TestKind kind, QSize size)
{
    window.tabs()->setCurrentWidget(window.page(kind));
    const QString path = m_dir.filePath(QStringLiteral("%1-%2.png").arg(testKindName(kind)).arg(size.width()));
    QString error;
    if (!window.exportPng(path, size, &error)) {
        qWarning() << error;
        return QImage();
    }
    return QImage(path);
}

void TestUiPrint::patternsExportIsAReadableTable_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("chosen size") << kDefaultExportSize;
    QTest::newRow("half size") << kDefaultExportSize / 2;
}

// Every cell of the page's table is in the image as text of a readable size (it was the table widget
// scaled down to a 7-pixel miniature).
void TestUiPrint::patternsExportIsAReadableTable()
{
    QFETCH(QSize, size);
    MainWindow window;
    window.show();
    QVERIFY(window.openSession(saveSession(QStringLiteral("patterns.json"), test::samplePatterns())));
    auto* page = window.page(TestKind::Patterns);
    auto* table = page->findChild<QTableWidget*>();
    QVERIFY(table && table->rowCount() >= 4);
    const std::vector<DrawnText> texts = drawnTexts(svgOf(window, TestKind::Patterns, size));
    QVERIFY(!texts.empty());
    int checked = 0;
    auto check = [&](const QString& cell) {
        if (cell.isEmpty())
            return;
        const DrawnText* drawn = find(texts, cell);
        QVERIFY2(drawn, qPrintable(QStringLiteral("no \"%1\" in the image").arg(cell)));
        QVERIFY2(drawn->pixels >= readablePixels(size),
            qPrintable(QStringLiteral("\"%1\" is %2 px high in a %3-pixel image")
                           .arg(cell)
                           .arg(drawn->pixels)
                           .arg(size.width())));
        ++checked;
    };
    // (A failed check ends the test at once, not after every cell.)
    for (int column = 0; column < table->columnCount() && !QTest::currentTestFailed(); ++column)
        check(table->horizontalHeaderItem(column)->text());
    for (int row = 0; row < table->rowCount() && !QTest::currentTestFailed(); ++row)
        for (int column = 0; column < table->columnCount() && !QTest::currentTestFailed(); ++column)
            if (const QTableWidgetItem* item = table->item(row, column))
                check(item->text());
    if (QTest::currentTestFailed())
        return;
    QVERIFY2(checked > table->rowCount() * 3, qPrintable(QString::number(checked)));
}

void TestUiPrint::accessAxisLeavesOutliersMarked_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("chosen size") << kDefaultExportSize;
    QTest::newRow("half size") << kDefaultExportSize / 2;
}

// A thousand access times near 15 ms and one of 220 ms: the axis follows the thousand, and the image
// says that one lies beyond it and how long it took. Without the outlier the axis is as before.
void TestUiPrint::accessAxisLeavesOutliersMarked()
{
    QFETCH(QSize, size);
    HdTachResult hdtach = test::sampleHdTach();
    AccessResult& access = *hdtach.access;
    access.samples.clear();
    for (uint64_t i = 0; i < 1000; ++i)
        access.samples.push_back({ i * 4096 * 7919 % (1ull << 31), i * 1234567, 11.0 + static_cast<double>(i % 9) });
    access.samples[500].ms = 221.4;
    access.plan.samples = 1000;
    MainWindow window;
    window.show();
    QVERIFY(window.openSession(saveSession(QStringLiteral("outlier.json"), hdtach)));
    auto* page = qobject_cast<SurfacePage*>(window.page(TestKind::Surface));
    QVERIFY(page);
    SurfaceChart* chart = page->surfaceChart();
    QValueAxis* accessAxis = nullptr;
    for (QAbstractAxis* axis : chart->chart()->axes(Qt::Vertical))
        if (axis->titleText().contains(QLatin1String("Access")))
            accessAxis = qobject_cast<QValueAxis*>(axis);
    QVERIFY(accessAxis);
    // Every ordinary time on the axis (the longest is 19 ms), the outlier not.
    QVERIFY2(accessAxis->max() >= 19 && accessAxis->max() < 60, qPrintable(QString::number(accessAxis->max())));
    QCOMPARE(chart->accessSeries()->count(), 999);
    QCOMPARE(chart->accessBeyondSeries()->count(), 1);
    QVERIFY(chart->accessBeyondSeries()->isVisible());
    QVERIFY(chart->accessBeyondSeries()->at(0).y() <= accessAxis->max());
    const QString mark = chart->accessBeyondSeries()->name();
    static const QRegularExpression wording(QStringLiteral("^Above ([0-9]+) ms: 1 \\(longest 221.4 ms\\)$"));
    const QRegularExpressionMatch said = wording.match(mark);
    QVERIFY2(said.hasMatch(), qPrintable(mark));
    QCOMPARE(said.captured(1).toDouble(), accessAxis->max());

    const std::vector<DrawnText> texts = drawnTexts(svgOf(window, TestKind::Surface, size));
    const DrawnText* drawn = find(texts, mark);
    QVERIFY2(drawn, qPrintable(textsOf(texts).join(QLatin1String(" | "))));
    QVERIFY2(drawn->pixels >= readablePixels(size), qPrintable(QString::number(drawn->pixels)));

    // Without the outlier: no mark, the axis from the data.
    access.samples[500].ms = 15;
    QVERIFY(window.openSession(saveSession(QStringLiteral("no-outlier.json"), hdtach)));
    QCOMPARE(chart->accessBeyondSeries()->count(), 0);
    QVERIFY(!chart->accessBeyondSeries()->isVisible());
    QCOMPARE(chart->accessSeries()->count(), 1000);
    QVERIFY(accessAxis->max() >= 19 && accessAxis->max() < 60);
}

// A run that used more than one core: the CPU axis reaches above its highest value (it stopped at 100 %).
void TestUiPrint::blockSizeCpuAxisHoldsEveryValue()
{
    SweepResult sweep = test::sampleSweep(SweepKind::BlockSize);
    double highest = 0;
    for (SweepPoint& point : sweep.points)
        if (point.result)
            for (RunMeasurement& run : point.result->repeats) {
                run.cpu.processPercent = 180 + static_cast<double>(point.value) / 4096;
                highest = std::max(highest, run.cpu.processPercent);
            }
    MainWindow window;
    window.show();
    QVERIFY(window.openSession(saveSession(QStringLiteral("cpu.json"), sweep)));
    auto* page = qobject_cast<BlockSizePage*>(window.page(TestKind::BlockSize));
    QVERIFY(page);
    for (QCheckBox* box : page->findChildren<QCheckBox*>())
        if (box->text().contains(QLatin1String("CPU")))
            box->setChecked(true);
    QValueAxis* cpuAxis = nullptr;
    for (QAbstractAxis* axis : page->blockSizeChart()->chart()->axes(Qt::Vertical))
        if (axis->titleText().contains(QLatin1String("CPU")))
            cpuAxis = qobject_cast<QValueAxis*>(axis);
    QVERIFY(cpuAxis);
    QVERIFY2(cpuAxis->max() >= highest, qPrintable(QStringLiteral("%1 < %2").arg(cpuAxis->max()).arg(highest)));
    QVERIFY(cpuAxis->max() < highest * 1.6);

    // The model's description, which the reports draw, the same.
    const ChartDescription described = describeSweep(sweep, QString());
    bool found = false;
    for (const ChartAxis& axis : described.rightAxes)
        if (axis.quantity == ChartQuantity::Cpu) {
            found = true;
            QVERIFY2(axis.range.to >= highest, qPrintable(QString::number(axis.range.to)));
        }
    QVERIFY(found);
}

void TestUiPrint::errorScanHasLegendAndPositionAxis_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("chosen size") << kDefaultExportSize;
    QTest::newRow("half size") << kDefaultExportSize / 2;
}

// The map's image says what its colours mean (with each class's count) and where on the drive each row
// starts, in GB: from 0 GB at the top to near the drive's end, no raw byte offsets.
void TestUiPrint::errorScanHasLegendAndPositionAxis()
{
    QFETCH(QSize, size);
    const ErrorScanResult scan = sampleScan();
    MainWindow window;
    window.show();
    QVERIFY(window.openSession(saveSession(QStringLiteral("scan.json"), scan)));
    const std::vector<DrawnText> texts = drawnTexts(svgOf(window, TestKind::ErrorScan, size));
    const QStringList all = textsOf(texts);
    for (BlockClass blockClass : { BlockClass::Fast, BlockClass::Slow, BlockClass::VerySlow, BlockClass::Error }) {
        const QString entry = QStringLiteral("%1: %2").arg(blockClassName(blockClass)).arg(scan.countOf(blockClass));
        const DrawnText* drawn = find(texts, entry);
        QVERIFY2(
            drawn, qPrintable(QStringLiteral("no legend \"%1\" in %2").arg(entry, all.join(QLatin1String(" | ")))));
        QVERIFY2(drawn->pixels >= readablePixels(size), qPrintable(QString::number(drawn->pixels)));
    }
    QVERIFY(scan.countOf(BlockClass::Slow) > 0 && scan.countOf(BlockClass::VerySlow) > 0);
    // Position labels in GB, rising from 0 to near the end of the 500 GB range.
    std::vector<double> positions;
    static const QRegularExpression gigabytes(QStringLiteral("^([0-9.]+) GB$"));
    for (const DrawnText& text : texts)
        if (const QRegularExpressionMatch match = gigabytes.match(text.text); match.hasMatch()) {
            positions.push_back(match.captured(1).toDouble());
            QVERIFY2(text.pixels >= readablePixels(size), qPrintable(QString::number(text.pixels)));
        }
    QVERIFY2(positions.size() >= 4, qPrintable(all.join(QLatin1String(" | "))));
    QCOMPARE(positions.front(), 0.0);
    QVERIFY(std::is_sorted(positions.begin(), positions.end()));
    QVERIFY2(positions.back() > 400 && positions.back() < 500.2, qPrintable(QString::number(positions.back())));
    for (const QString& text : all)
        QVERIFY2(!text.contains(QRegularExpression(QStringLiteral("[0-9]{9,}"))), qPrintable(text));
}

// The image is light by default whatever the window's palette, dark where chosen, and the window's
// charts keep their own theme afterwards.
void TestUiPrint::exportColoursAreTheImagesOwn()
{
    MainWindow window;
    window.show();
    QVERIFY(window.openSession(saveSession(QStringLiteral("theme.json"), test::sampleSweep(SweepKind::BlockSize))));
    auto* page = qobject_cast<BlockSizePage*>(window.page(TestKind::BlockSize));
    QVERIFY(page);
    window.setDarkPalette(true);
    QCOMPARE(page->blockSizeChart()->chart()->theme(), QChart::ChartThemeDark);
    const QImage light = pngOf(window, TestKind::BlockSize, kDefaultExportSize / 2);
    QVERIFY(!light.isNull());
    QCOMPARE(QColor(light.pixel(2, 2)), QColor(Qt::white));
    // The chart's own background inside the image is light too.
    QVERIFY2(QColor(light.pixel(light.width() / 3, light.height() / 2)).lightnessF() > 0.8,
        qPrintable(QColor(light.pixel(light.width() / 3, light.height() / 2)).name()));
    QCOMPARE(page->blockSizeChart()->chart()->theme(), QChart::ChartThemeDark);

    window.setDarkPalette(false);
    window.exports()->setExportTheme(ExportTheme::Dark);
    const QImage dark = pngOf(window, TestKind::BlockSize, kDefaultExportSize / 2);
    QVERIFY(QColor(dark.pixel(2, 2)).lightnessF() < 0.2);
    QVERIFY(QColor(dark.pixel(dark.width() / 3, dark.height() / 2)).lightnessF() < 0.4);
    QCOMPARE(page->blockSizeChart()->chart()->theme(), QChart::ChartThemeLight);
    window.exports()->setExportTheme(ExportTheme::Light);
}

// drivescope-cli render --theme: light by default, dark on request, anything else refused.
void TestUiPrint::renderTakesATheme()
{
    const QString session = saveSession(QStringLiteral("render.json"), test::sampleSweep(SweepKind::BlockSize));
    const QString light = m_dir.filePath(QStringLiteral("render-light.png"));
    const QString dark = m_dir.filePath(QStringLiteral("render-dark.png"));
    const QStringList common { QStringLiteral("--session"), session, QStringLiteral("--width"), QStringLiteral("800"),
        QStringLiteral("--height"), QStringLiteral("500") };
    QCOMPARE(renderCommand(common + QStringList { QStringLiteral("--png"), light }, QString()), 0);
    QCOMPARE(renderCommand(common
                     + QStringList { QStringLiteral("--png"), dark, QStringLiteral("--theme"), QStringLiteral("dark") },
                 QString()),
        0);
    QCOMPARE(QColor(QImage(light).pixel(2, 2)), QColor(Qt::white));
    QVERIFY(QColor(QImage(dark).pixel(2, 2)).lightnessF() < 0.2);
    const QString refused = m_dir.filePath(QStringLiteral("render-blue.png"));
    QCOMPARE(
        renderCommand(common
                + QStringList { QStringLiteral("--png"), refused, QStringLiteral("--theme"), QStringLiteral("blue") },
            QString()),
        2);
    QVERIFY(!QFile::exists(refused));
}

// A loop device has no model: the headline names it as a reviewer would ("4 GB loop device"), as the
// run's default label does, not "loop14 · 4.0 GB · loop"; the caption keeps its device node.
void TestUiPrint::driveWithoutModelIsNamedInWords()
{
    const TargetInfo loop = loopTarget();
    MainWindow window;
    window.show();
    QVERIFY(window.openSession(saveSession(QStringLiteral("loop.json"), test::sampleHdTach(), &loop)));
    const ImageCaption caption = window.page(TestKind::Surface)->caption();
    QVERIFY2(caption.headline().startsWith(QStringLiteral("4 GB loop device — ")), qPrintable(caption.headline()));
    QVERIFY(!caption.headline().contains(QLatin1String("loop14")));
    QVERIFY2(caption.lines().front().contains(QLatin1String("/dev/loop14")), qPrintable(caption.lines().front()));
    QCOMPARE(driveInWords(loop), QStringLiteral("4 GB loop device"));
    QVERIFY(window.session().runs.back().defaultLabel().startsWith(driveInWords(loop)));
    const std::vector<DrawnText> texts = drawnTexts(svgOf(window, TestKind::Surface, kDefaultExportSize / 2));
    QVERIFY(std::any_of(texts.begin(), texts.end(),
        [](const DrawnText& text) { return text.text.startsWith(QStringLiteral("4 GB loop device — ")); }));
    // A drive with a model keeps it.
    TargetInfo named = loop;
    named.drive->model = QStringLiteral("Samsung SSD 870 EVO 1TB");
    QVERIFY(window.openSession(saveSession(QStringLiteral("named.json"), test::sampleHdTach(), &named)));
    QVERIFY(
        window.page(TestKind::Surface)->caption().headline().startsWith(QStringLiteral("Samsung SSD 870 EVO 1TB · ")));
}

void TestUiPrint::quickCardKeepsNamesInButtonsAndShowsMixAndComment_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("chosen size") << kDefaultExportSize;
    QTest::newRow("half size") << kDefaultExportSize / 2;
}

// "MIX RND4K Q32T1" on three lines ran out of its green button; the card now keeps every name inside its
// button, says the mix's read and write shares and shows the user's comment.
void TestUiPrint::quickCardKeepsNamesInButtonsAndShowsMixAndComment()
{
    QFETCH(QSize, size);
    QuickSuiteResult quick = test::sampleQuick();
    quick.options.mixReadPercent = 70;
    quick.options.comment = QStringLiteral("After a secure erase, firmware 2B6Q");
    QuickSuiteRow mix;
    mix.name = QStringLiteral("MIX RND4K Q32T1");
    mix.mix = test::sampleWorkloadResult(3);
    quick.rows.push_back(mix);
    MainWindow window;
    window.show();
    QVERIFY(window.openSession(saveSession(QStringLiteral("mix.json"), quick)));

    const std::vector<DrawnText> texts = drawnTexts(svgOf(window, TestKind::QuickSuite, size));
    const QStringList all = textsOf(texts);
    QVERIFY2(all.contains(QStringLiteral("mix: 70 % read, 30 % write")), qPrintable(all.join(QLatin1String(" | "))));
    QVERIFY(all.contains(quick.options.comment));
    // The mix row's button: "MIX" over its test, each once.
    QCOMPARE(all.count(QStringLiteral("MIX")), 1);
    QCOMPARE(all.count(QStringLiteral("RND4K Q32T1")), 1);

    // White name text only on a button's lines and within the buttons' columns: none on the card's
    // light panel between or beside them.
    const QImage image = pngOf(window, TestKind::QuickSuite, size);
    QVERIFY(!image.isNull());
    const QRgb green = qRgb(46, 125, 50);
    const QRgb white = qRgb(255, 255, 255);
    int left = image.width(), right = -1, top = image.height(), bottom = -1;
    std::vector<bool> buttonLine(static_cast<size_t>(image.height()), false);
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            if (image.pixel(x, y) == green) {
                left = std::min(left, x);
                right = std::max(right, x);
                top = std::min(top, y);
                bottom = std::max(bottom, y);
                buttonLine[static_cast<size_t>(y)] = true;
            }
    QVERIFY(right > left && bottom > top);
    int spilled = 0;
    for (int y = top; y <= bottom + 3; ++y)
        for (int x = left; x <= right; ++x)
            if (image.pixel(x, y) == white && !buttonLine[static_cast<size_t>(y)])
                ++spilled;
    QCOMPARE(spilled, 0);
}

void TestUiPrint::blockSizeBarsHaveATable_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("chosen size") << kDefaultExportSize;
    QTest::newRow("half size") << kDefaultExportSize / 2;
}

// The block-size export's bars option: ATTO's horizontal bars with every figure in a table beside them,
// the sizes named, a skipped size said as "–", never as 0; the window's setting, and render --bars.
void TestUiPrint::blockSizeBarsHaveATable()
{
    QFETCH(QSize, size);
    SweepResult read = test::sampleSweep(SweepKind::BlockSize);
    MainWindow window;
    window.show();
    QVERIFY(window.openSession(saveSession(QStringLiteral("bars.json"), read)));
    auto* page = qobject_cast<BlockSizePage*>(window.page(TestKind::BlockSize));
    QVERIFY(page);
    page->attoExportBox()->setChecked(true);
    const std::vector<DrawnText> texts = drawnTexts(svgOf(window, TestKind::BlockSize, size));
    const QStringList all = textsOf(texts);
    auto expect = [&](const QString& wanted) {
        const DrawnText* drawn = find(texts, wanted);
        QVERIFY2(drawn, qPrintable(QStringLiteral("no \"%1\" in %2").arg(wanted, all.join(QLatin1String(" | ")))));
        QVERIFY2(drawn->pixels >= readablePixels(size), qPrintable(QString::number(drawn->pixels)));
    };
    QVERIFY(!page->blockSizeChart()->series().empty());
    const QString heading = QStringLiteral("%1 (MB/s)").arg(page->blockSizeChart()->series().front().name);
    expect(heading);
    expect(QStringLiteral("Transfer rate (MB/s)"));
    for (const SweepPoint& point : read.points) {
        expect(formatBinarySize(point.value));
        if (point.result)
            expect(formatDecimal(PointFigures::of(*point.result).megabytesPerSecond.mean, 1));
    }
    expect(QStringLiteral("–")); // 512 B was skipped
    if (QTest::currentTestFailed())
        return;
    QVERIFY(!all.contains(QStringLiteral("0.0")));

    // The CLI draws the same with --bars, and refuses it for another chart.
    const QString png = m_dir.filePath(QStringLiteral("bars-cli.svg"));
    QCOMPARE(renderCommand({ QStringLiteral("--session"), m_dir.filePath(QStringLiteral("bars.json")),
                               QStringLiteral("--svg"), png, QStringLiteral("--bars") },
                 QString()),
        0);
    QFile file(png);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QStringList cli = textsOf(drawnTexts(QString::fromUtf8(file.readAll())));
    QVERIFY2(cli.contains(heading), qPrintable(cli.join(QLatin1String(" | "))));
    QVERIFY(cli.contains(QStringLiteral("Transfer rate (MB/s)")));
    const QString other = saveSession(QStringLiteral("bars-other.json"), test::sampleHdTach());
    QCOMPARE(renderCommand({ QStringLiteral("--session"), other, QStringLiteral("--png"),
                               m_dir.filePath(QStringLiteral("bars-other.png")), QStringLiteral("--bars") },
                 QString()),
        2);
}

// In Russian every unit of an image is Russian: the stats box said "МБ/с" and the axis "MB/s".
void TestUiPrint::russianExportSpeaksOneUnitSystem()
{
    const QLocale russian(QLocale::Russian, QLocale::Russia);
    QVERIFY(installTranslations(russian));
    useLocaleForNumbers(russian);
    struct Case {
        TestKind kind;
        SessionResult result;
    };
    const std::vector<Case> cases { { TestKind::Surface, test::sampleHdTach() },
        { TestKind::BlockSize, test::sampleSweep(SweepKind::BlockSize) },
        { TestKind::QueueDepth, test::sampleSweep(SweepKind::QueueDepth) },
        { TestKind::Patterns, test::samplePatterns() }, { TestKind::SustainedWrite, test::sampleSustained() },
        { TestKind::QuickSuite, test::sampleQuick() }, { TestKind::ErrorScan, sampleScan() } };
    static const QRegularExpression english(QStringLiteral("(?<![A-Za-z])(MB/s|GB/s|MB|GB|ms|µs|us)(?![A-Za-z])"));
    QStringList leaks;
    QStringList withoutRussianUnit;
    for (const Case& one : cases) {
        MainWindow window;
        window.show();
        QVERIFY(window.openSession(saveSession(QStringLiteral("ru-%1.json").arg(testKindName(one.kind)), one.result)));
        const std::vector<DrawnText> texts = drawnTexts(svgOf(window, one.kind, kDefaultExportSize));
        QVERIFY(!texts.empty());
        bool russianUnit = false;
        for (const DrawnText& text : texts) {
            if (english.match(text.text).hasMatch())
                leaks += QStringLiteral("%1: \"%2\"").arg(testKindName(one.kind), text.text);
            russianUnit = russianUnit || text.text.contains(QStringLiteral("МБ/с"))
                || text.text.contains(QStringLiteral("ГБ")) || text.text.contains(QStringLiteral("мс"));
        }
        if (!russianUnit)
            withoutRussianUnit += testKindName(one.kind);
    }
    QVERIFY2(leaks.isEmpty(), qPrintable(leaks.join(QLatin1Char('\n'))));
    QVERIFY2(withoutRussianUnit.isEmpty(), qPrintable(withoutRussianUnit.join(QLatin1String(", "))));
}

void TestUiPrint::longCaptionLineIsBrokenNotCut_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("1600 x 1000") << kDefaultExportSize;
    QTest::newRow("half size") << kDefaultExportSize / 2;
    QTest::newRow("narrow") << QSize(500, 700);
}

// A caption line wider than the image (a surface scan's figures) is broken after a comma, each figure whole on
// one line of the image's text, at every size; nothing is cut with "…".
void TestUiPrint::longCaptionLineIsBrokenNotCut()
{
    QFETCH(QSize, size);
    ImageCaption caption;
    caption.driveModel = QStringLiteral("268 MB test file on vda");
    caption.test = QStringLiteral("Surface read");
    caption.settings = QStringLiteral("200 zones of 1 MiB, QD4; access time 1000 × 4 KiB; burst 512 KiB × 20");
    const QStringList figures { QStringLiteral("average 3141.4 MB/s (whole drive 3106.1)"),
        QStringLiteral("min 1275.0"), QStringLiteral("max 3474.8"), QStringLiteral("burst 2585.2 MB/s"),
        QStringLiteral("random access 0.03 ms"), QStringLiteral("CPU 38.2 % of one core"),
        QStringLiteral("system busy 16.1 %") };
    caption.results = figures.join(QStringLiteral(", "));
    caption.date = QStringLiteral("2026-12-04 22:28 UTC");
    caption.version = QStringLiteral("0.1.0");
    const QString path = m_dir.filePath(QStringLiteral("caption.svg"));
    QString error;
    QVERIFY2(saveSvg([](QPainter&, const QRectF&) {}, caption, size, Qt::white, path, &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const std::vector<DrawnText> texts = drawnTexts(QString::fromUtf8(file.readAll()));
    QString all;
    for (const DrawnText& text : texts) {
        QVERIFY2(!text.text.contains(QChar(0x2026)), qPrintable(text.text)); // "…"
        all += text.text + QLatin1Char('\n');
    }
    for (const QString& figure : figures) {
        const bool whole = std::any_of(
            texts.begin(), texts.end(), [&](const DrawnText& text) { return text.text.contains(figure); });
        QVERIFY2(whole, qPrintable(QStringLiteral("'%1' is not whole on one line of:\n%2").arg(figure, all)));
    }
}

QTEST_MAIN(TestUiPrint)
#include "tst_uiprint.moc"
