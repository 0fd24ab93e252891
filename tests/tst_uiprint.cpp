// Exports fit for print, at the chosen size and at half of it: the Patterns table as real text, axes
// that follow the data but not one outlier, an error map with a legend and a position axis in GB, the
// image's own light or dark colours, one unit system per image, a drive without a model named in
// words, a quick-suite card whose names stay in their buttons, and ATTO's bars with their table.

#include "blocksizepage.h"
#include "errorscanpage.h"
#include "exportactions.h"
#include "fixtures/windowtests.h"
#include "mainwindow.h"
#include "model/session.h"
#include "rendercommand.h"
#include "sessionsamples.h"
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
    void exportColoursAreTheImagesOwn();
    void renderTakesATheme();

private:
    QString saveSession(const QString& name, SessionResult result, const TargetInfo* target = nullptr);
    QString svgOf(MainWindow& window, TestKind kind, QSize size);
    QImage pngOf(MainWindow& window, TestKind kind, QSize size);
    QTemporaryDir m_dir;
    QTemporaryDir m_data;
};

namespace {
// The smallest text an image of this size may draw: 1 % of its width (8 px when a 1600-pixel image is
// shown at half its size), and never under 8 px.
double readablePixels(QSize size) { return std::max(8.0, size.width() / 100.0); }

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
    session.save(path);
    return path;
}

QString TestUiPrint::svgOf(MainWindow& window, TestKind kind, QSize size)
{
    window.tabs()->setCurrentWidget(window.page(kind));
    const QString path = m_dir.filePath(QStringLiteral("%1-%2.svg").arg(testKindName(kind)).arg(size.width()));
    QString error;
    if (!window.exportSvg(path, size, &error)) {
        qWarning() << error;
        return QString();
    }
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
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

QTEST_MAIN(TestUiPrint)
#include "tst_uiprint.moc"
