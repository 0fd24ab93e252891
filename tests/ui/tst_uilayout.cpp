#include "benchpage.h"
#include "blocksizepage.h"
#include "drivelistwidget.h"
#include "files/sessionfiles.h"
#include "fixtures/blockdevicefixtures.h"
#include "fixtures/finishedruns.h"
#include "fixtures/sessionsamples.h"
#include "mainwindow.h"
#include "model/deviceaccounting.h"
#include "model/session.h"
#include "multidrivepage.h"
#include "overtimetabs.h"
#include "pageswitcher.h"
#include "patternspage.h"
#include "ptspage.h"
#include "queuedepthpage.h"
#include "quicksuitepage.h"
#include "run/runner/benchmarkcontroller.h"
#include "surfacepage.h"
#include "translation.h"

#include <QAbstractBarSeries>
#include <QAbstractButton>
#include <QApplication>
#include <QBarCategoryAxis>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLogValueAxis>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyleOptionComboBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QTextDocumentFragment>
#include <QToolButton>
#include <QToolTip>
#include <QTreeWidget>
#include <QValueAxis>

#include <cmath>
#include <memory>

using namespace ds;
using namespace ds::test;

// The window's layout: 1024×700 in English and German with every chart label whole, the
// drive facts reachable, a first size that fits the screen, a Results column that keeps its width.
class TestUiLayout : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanup();
    void windowFitsTheSmallScreenWithWholeChartLabels_data();
    void windowFitsTheSmallScreenWithWholeChartLabels();
    void everyPageIsNamedWholeAtTheSmallSize_data();
    void everyPageIsNamedWholeAtTheSmallSize();
    void everyChoiceIsShownWholeAtTheSmallSize_data();
    void everyChoiceIsShownWholeAtTheSmallSize();
    void everyPageHasItsSettingsBesideItsCharts();
    void translatedWindowShowsNoEnglishWordsOrNumbers_data();
    void translatedWindowShowsNoEnglishWordsOrNumbers();
    void driveFactsShowEveryRowWithALongBackingPath();
    void firstWindowTakesAShareOfTheScreen();
    void resultsColumnKeepsItsWidthAfterARun();
    void modelColumnHasRoomAndTheWholeModelInItsTooltip();
    void longToolTipsWrap();
    void statusBarCutsLongPathsInTheMiddle();
    void languageChangeAppliesAtOnceAndKeepsTheShownRuns();
    void languageChangeDuringARunSaysWhenItApplies();
    void countsAreSingularOrPluralInEnglish_data();
    void countsAreSingularOrPluralInEnglish();

private:
    QTemporaryDir m_dir;
};

namespace {

// The axis texts a chart shows on screen: every visible text item of its scene (axis labels and
// titles, legend entries), in scene coordinates with the box of its glyphs.
struct ShownText {
    QString text;
    QRectF box;
};

QList<ShownText> shownTexts(QChartView* view)
{
    QList<ShownText> texts;
    for (QGraphicsItem* item : view->scene()->items()) {
        auto* textItem = dynamic_cast<QGraphicsTextItem*>(item);
        if (!textItem || !textItem->isVisible() || textItem->toPlainText().trimmed().isEmpty())
            continue;
        // The ink of the text: where its glyphs are, from the item's margin and the font's baseline.
        const double margin = textItem->document()->documentMargin();
        const QFontMetricsF metrics(textItem->font());
        const QRectF glyphs
            = metrics.tightBoundingRect(textItem->toPlainText()).translated(margin, margin + metrics.ascent());
        texts.append({ textItem->toPlainText(), textItem->mapRectToScene(glyphs) });
    }
    return texts;
}

bool isElided(const QString& text) { return text.contains(QChar(0x2026)) || text.contains(QLatin1String("...")); }

// A horizontal axis's labels with the room each has: the distance to its neighbours (a category
// axis's labels on values, a log axis's powers), or its slot (a bar category axis).
QList<std::pair<QString, double>> horizontalLabelRooms(QAbstractAxis* axis, double width)
{
    QList<std::pair<QString, double>> rooms;
    if (auto* bars = qobject_cast<QBarCategoryAxis*>(axis)) {
        for (const QString& label : bars->categories())
            rooms.append({ label, width / static_cast<double>(bars->count()) });
    } else if (auto* positions = qobject_cast<QCategoryAxis*>(axis)) {
        const QStringList labels = positions->categoriesLabels();
        const double perUnit = width / (positions->max() - positions->min());
        for (qsizetype i = 0; i < labels.size(); ++i) {
            double room = width;
            const double at = positions->endValue(labels[i]);
            if (i > 0)
                room = std::min(room, (at - positions->endValue(labels[i - 1])) * perUnit);
            if (i + 1 < labels.size())
                room = std::min(room, (positions->endValue(labels[i + 1]) - at) * perUnit);
            rooms.append({ labels[i], room });
        }
    } else if (auto* log = qobject_cast<QLogValueAxis*>(axis)) {
        const double decades = std::log(log->max() / log->min()) / std::log(log->base());
        for (double value = log->min(); value <= log->max() * (1 + 1e-9); value *= log->base())
            rooms.append({ QString::number(value, 'f', 0), width / decades });
    }
    return rooms;
}

// Every axis label, title and legend entry of the chart is whole: no "…" or "..." on screen, no two
// labels touching, each flat horizontal label narrower than its share of the axis, each title
// shorter than its axis, and the legend showing each series' full name.
void verifyWholeLabels(QChartView* view, const QString& where)
{
    QChart* chart = view->chart();
    const QList<ShownText> texts = shownTexts(view);
    QVERIFY2(!texts.isEmpty(), qPrintable(where));
    for (const ShownText& shown : texts)
        QVERIFY2(!isElided(shown.text), qPrintable(QStringLiteral("%1: \"%2\" is cut").arg(where, shown.text)));
    for (qsizetype i = 0; i < texts.size(); ++i)
        for (qsizetype j = i + 1; j < texts.size(); ++j)
            QVERIFY2(!texts[i].box.adjusted(-1, -1, 1, 1).intersects(texts[j].box),
                qPrintable(QStringLiteral("%1: \"%2\" and \"%3\" touch").arg(where, texts[i].text, texts[j].text)));
    const QRectF plot = chart->plotArea();
    for (QAbstractAxis* axis : chart->axes()) {
        const bool horizontal = axis->orientation() == Qt::Horizontal;
        if (axis->isTitleVisible() && !axis->titleText().isEmpty()) {
            const double length = horizontal ? plot.width() : plot.height();
            QVERIFY2(QFontMetricsF(axis->titleFont()).horizontalAdvance(axis->titleText()) <= length,
                qPrintable(
                    QStringLiteral("%1: the title \"%2\" is longer than its axis").arg(where, axis->titleText())));
        }
        if (!horizontal || axis->labelsAngle() != 0)
            continue;
        const QFontMetricsF metrics(axis->labelsFont());
        for (const auto& [label, room] : horizontalLabelRooms(axis, plot.width()))
            QVERIFY2(metrics.horizontalAdvance(label) < room,
                qPrintable(QStringLiteral("%1: \"%2\" is wider than its %3 px").arg(where, label).arg(room)));
    }
    QStringList shownWords;
    for (const ShownText& shown : texts)
        shownWords += shown.text;
    for (QLegendMarker* marker : chart->legend()->markers())
        if (marker->isVisible() && !marker->label().isEmpty())
            QVERIFY2(shownWords.contains(marker->label()),
                qPrintable(QStringLiteral("%1: the legend does not show \"%2\" whole").arg(where, marker->label())));
}

// A fast SSD's block-size sweep, 512 B to 64 MiB, read and write: the most labels the page shows.
std::vector<SweepChartSeries> ssdBlockSizeSweep()
{
    std::vector<SweepChartSeries> series { { QStringLiteral("Read"), {} }, { QStringLiteral("Write"), {} } };
    for (SweepChartSeries& line : series)
        for (uint64_t size = 512; size <= (64ull << 20); size *= 2) {
            SweepChartPoint point;
            point.value = size;
            point.measured = true;
            point.megabytesPerSecond = std::min(6800.0, static_cast<double>(size) / 512 * 90);
            point.iops = point.megabytesPerSecond * 1e6 / static_cast<double>(size);
            point.cpuPercent = 35;
            line.points.push_back(point);
        }
    return series;
}

// A hard disk's queue-depth sweep to 256: latencies of seconds, the longest latency labels.
SweepChartSeries diskQueueDepthSweep()
{
    SweepChartSeries series { QStringLiteral("IOPS"), {} };
    for (uint64_t depth = 1; depth <= 256; depth *= 2) {
        SweepChartPoint point;
        point.value = depth;
        point.measured = true;
        point.iops = 950000.0 * (1 - std::exp(-static_cast<double>(depth) / 20));
        point.p50LatencyUs = 60.0 * static_cast<double>(depth);
        point.p99LatencyUs = 400.0 * static_cast<double>(depth);
        point.p999LatencyUs = 9000.0 * static_cast<double>(depth);
        series.points.push_back(point);
    }
    return series;
}

FinishedRun patternsOutcome()
{
    PatternSuiteResult suite = samplePatterns();
    for (const QString& name : { QStringLiteral("FileServer"), QStringLiteral("Workstation") }) {
        PatternResult pattern = suite.patterns.front();
        pattern.pattern.name = name;
        suite.patterns.push_back(pattern);
    }
    return finishedRunOf(suite);
}

QWidget* shownToolTip()
{
    for (QWidget* widget : QApplication::topLevelWidgets())
        if (widget->inherits("QTipLabel") && widget->isVisible())
            return widget;
    return nullptr;
}

// The window at 1024×700, the small screen every page must fit, shown and exposed.
bool showAtTheSmallSize(MainWindow& window)
{
    window.resize(1024, 700);
    window.show();
    return QTest::qWaitForWindowExposed(&window);
}

void showPage(MainWindow& window, QWidget* page)
{
    window.tabs()->setCurrentWidget(page);
    // Twice: the chart lays itself out in its view's size, and its axes again for labels turned upright.
    QCoreApplication::processEvents();
    QTest::qWait(20);
    QCoreApplication::processEvents();
}

} // namespace

void TestUiLayout::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("DriveScopeTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_uilayout"));
    QSettings().clear();
    QVERIFY(m_dir.isValid());
    qputenv("XDG_DATA_HOME", QFile::encodeName(m_dir.filePath(QStringLiteral("data"))));
    qputenv("XDG_CACHE_HOME", QFile::encodeName(m_dir.filePath(QStringLiteral("cache"))));
}

void TestUiLayout::cleanup()
{
    installTranslations(QLocale(QLocale::English, QLocale::UnitedStates));
    QSettings().clear();
}

void TestUiLayout::windowFitsTheSmallScreenWithWholeChartLabels_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::newRow("English") << QLocale(QLocale::English, QLocale::UnitedStates);
    // German words are the longest of the window's languages.
    QTest::newRow("German") << QLocale(QLocale::German, QLocale::Germany);
}

// The window can be made 1024×700, and at that size the block-size, queue-depth and
// patterns charts show every label whole.
void TestUiLayout::windowFitsTheSmallScreenWithWholeChartLabels()
{
    QFETCH(QLocale, locale);
    QVERIFY(installTranslations(locale));
    MainWindow window;
    QVERIFY(showAtTheSmallSize(window));
    const QSize minimum = window.minimumSizeHint();
    QVERIFY2(minimum.width() <= 1024 && minimum.height() <= 700,
        qPrintable(QStringLiteral("minimum %1×%2").arg(minimum.width()).arg(minimum.height())));
    QCOMPARE(window.size(), QSize(1024, 700));

    auto* blockSize = qobject_cast<BlockSizePage*>(window.page(TestKind::BlockSize));
    QVERIFY(blockSize);
    blockSize->blockSizeChart()->setSeries(ssdBlockSizeSweep());
    showPage(window, blockSize);
    verifyWholeLabels(blockSize->chartView(), QStringLiteral("block size"));
    // With IOPS on an axis of its own, which takes width from the bars, and two more legend entries.
    for (QCheckBox* box : blockSize->findChildren<QCheckBox*>())
        if (box->text().contains(QLatin1String("IOPS")))
            box->setChecked(true);
    showPage(window, blockSize);
    verifyWholeLabels(blockSize->chartView(), QStringLiteral("block size with IOPS"));
    // The run over time in the tab beside it: its axes and legend whole too.
    TimeIntervalBatch intervals;
    for (int i = 0; i < 30; ++i)
        intervals.intervals.push_back({ static_cast<double>(i), 1, 25000.0 + 100 * i, 100, 450, 2500 });
    blockSize->timeIntervalsAvailable(intervals);
    blockSize->overTime()->showOverTime();
    showPage(window, blockSize);
    verifyWholeLabels(blockSize->overTime()->overTimeView(), QStringLiteral("block size over time"));
    blockSize->overTime()->setCurrentIndex(0);

    auto* queueDepth = qobject_cast<QueueDepthPage*>(window.page(TestKind::QueueDepth));
    QVERIFY(queueDepth);
    queueDepth->queueDepthChart()->setSeries(diskQueueDepthSweep());
    showPage(window, queueDepth);
    verifyWholeLabels(queueDepth->chartView(), QStringLiteral("queue depth"));

    auto* patterns = qobject_cast<PatternsPage*>(window.page(TestKind::Patterns));
    QVERIFY(patterns);
    patterns->runFinished(patternsOutcome());
    showPage(window, patterns);
    QChartView* ratings = nullptr;
    for (QChartView* view : patterns->findChildren<QChartView*>())
        if (view->accessibleName() == PatternsPage::tr("Pattern ratings"))
            ratings = view;
    QVERIFY(ratings);
    verifyWholeLabels(ratings, QStringLiteral("patterns"));
}

void TestUiLayout::everyPageIsNamedWholeAtTheSmallSize_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::newRow("English") << QLocale(QLocale::English, QLocale::UnitedStates);
    QTest::newRow("German") << QLocale(QLocale::German, QLocale::Germany);
    QTest::newRow("Russian") << QLocale(QLocale::Russian, QLocale::Russia);
}

// At 1024×700 every page has a button in view with its whole name (a single tab row hid three pages
// behind arrows); a click or the arrow keys show that page.
void TestUiLayout::everyPageIsNamedWholeAtTheSmallSize()
{
    QFETCH(QLocale, locale);
    QVERIFY(installTranslations(locale));
    MainWindow window;
    QVERIFY(showAtTheSmallSize(window));
    QCoreApplication::processEvents();
    PageButtonRows* buttons = window.pageButtons();
    QVERIFY(buttons && buttons->isVisible());
    QVERIFY2(buttons->rowCount() >= 1 && buttons->rowCount() <= 2, qPrintable(QString::number(buttons->rowCount())));
    const QRect rows(buttons->mapTo(&window, QPoint(0, 0)), buttons->size());
    QVERIFY(window.rect().contains(rows));
    for (int i = 0; i < window.tabs()->count(); ++i) {
        QToolButton* button = buttons->button(i);
        const QString where = QStringLiteral("page %1 (%2)").arg(i).arg(window.tabs()->tabText(i));
        QVERIFY2(button && button->isVisible(), qPrintable(where));
        QCOMPARE(button->text(), window.tabs()->tabText(i));
        const QRect place(button->mapTo(&window, QPoint(0, 0)), button->size());
        QVERIFY2(rows.contains(place), qPrintable(where));
        QVERIFY2(button->width() >= button->sizeHint().width(), qPrintable(where));
        QTest::mouseClick(button, Qt::LeftButton);
        QCOMPARE(window.tabs()->currentIndex(), i);
        QVERIFY(button->isChecked());
    }
    // The pages keep most of the height: the buttons take at most two rows of ~30 px.
    QVERIFY2(window.tabs()->height() >= 500, qPrintable(QString::number(window.tabs()->height())));
    // From the keyboard: Alt+2 goes to the shown page's button, the arrows to the pages beside it.
    window.tabs()->setCurrentIndex(0);
    QTest::keyClick(&window, Qt::Key_2, Qt::AltModifier);
    QTRY_VERIFY(buttons->button(0)->hasFocus());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Right);
    QCOMPARE(window.tabs()->currentIndex(), 1);
    QVERIFY(buttons->button(1)->hasFocus());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Left);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Left);
    QCOMPARE(window.tabs()->currentIndex(), window.tabs()->count() - 1);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Home);
    QCOMPARE(window.tabs()->currentIndex(), 0);
}

void TestUiLayout::everyChoiceIsShownWholeAtTheSmallSize_data() { everyPageIsNamedWholeAtTheSmallSize_data(); }

// At 1024×700 every choice of every page's combo boxes fits its box whole, whichever is chosen
// ("Quick: a sample per zo" said less than the choice).
void TestUiLayout::everyChoiceIsShownWholeAtTheSmallSize()
{
    QFETCH(QLocale, locale);
    QVERIFY(installTranslations(locale));
    MainWindow window;
    QVERIFY(showAtTheSmallSize(window));
    QStringList cut;
    for (int page = 0; page < window.tabs()->count(); ++page) {
        showPage(window, window.tabs()->widget(page));
        for (QComboBox* box : window.tabs()->widget(page)->findChildren<QComboBox*>()) {
            if (!box->isVisibleTo(window.tabs()->widget(page)) || box->isEditable())
                continue;
            QStyleOptionComboBox option;
            option.initFrom(box);
            option.editable = false;
            const QRect field
                = box->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, box);
            for (int i = 0; i < box->count(); ++i) {
                const int width = box->fontMetrics().horizontalAdvance(box->itemText(i));
                if (width > field.width())
                    cut += QStringLiteral("%1: '%2' needs %3 px, has %4")
                               .arg(window.tabs()->tabText(page), box->itemText(i))
                               .arg(width)
                               .arg(field.width());
            }
        }
    }
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
}

// Every test page the same way at 1024×700: its charts on the left, its settings in a column beside them
// as tall as the page (the Multi-drive page had them in a band under its charts).
void TestUiLayout::everyPageHasItsSettingsBesideItsCharts()
{
    MainWindow window;
    QVERIFY(showAtTheSmallSize(window));
    for (TestPage* page : window.pages()) {
        showPage(window, page);
        const QString name = window.tabs()->tabText(window.tabs()->indexOf(page));
        auto* column = page->findChild<QScrollArea*>(QStringLiteral("settingsColumn"));
        QVERIFY2(column && column->isVisible(), qPrintable(name));
        QVERIFY2(column->height() >= page->height() * 3 / 4,
            qPrintable(QStringLiteral("%1: settings %2 px high on a page of %3")
                           .arg(name)
                           .arg(column->height())
                           .arg(page->height())));
        const int columnLeft = column->mapTo(page, QPoint(0, 0)).x();
        int charts = 0;
        for (QChartView* view : page->findChildren<QChartView*>()) {
            if (!view->isVisible())
                continue;
            ++charts;
            const int right = view->mapTo(page, QPoint(view->width(), 0)).x();
            QVERIFY2(right <= columnLeft,
                qPrintable(QStringLiteral("%1: a chart ends at %2, the settings start at %3")
                               .arg(name)
                               .arg(right)
                               .arg(columnLeft)));
            QVERIFY2(view->height() >= 150,
                qPrintable(QStringLiteral("%1: a chart %2 px high").arg(name).arg(view->height())));
        }
        // The quick suite shows a grid and the error scan a map of blocks, neither a chart.
        if (page->kind() != TestKind::QuickSuite && page->kind() != TestKind::ErrorScan)
            QVERIFY2(charts > 0, qPrintable(name));
    }
}

// A loop device whose backing path wraps over several lines still shows every fact,
// down to "In use" and "Access", scrolling when the panel is short.
void TestUiLayout::translatedWindowShowsNoEnglishWordsOrNumbers_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::newRow("German") << QLocale(QLocale::German, QLocale::Germany);
    QTest::newRow("Russian") << QLocale(QLocale::Russian, QLocale::Russia);
}

// In German and Russian every text the window shows of a finished run and of a drive, its facts
// included, is in that language and writes its numbers with that language's decimal comma: listed here
// are the texts with an English decimal point before a unit, and English words the kernel or a
// formatter left ("write back", "bytes", "device confirmed").
void TestUiLayout::translatedWindowShowsNoEnglishWordsOrNumbers()
{
    QFETCH(QLocale, locale);
    QVERIFY(installTranslations(locale));
    useLocaleForNumbers(locale);
    const auto restore = qScopeGuard([] { useLocaleForNumbers(QLocale(QLocale::English, QLocale::UnitedStates)); });
    const QString whyNoLoop = loopDevicesUnavailableReason();
    std::unique_ptr<LoopDevice> loop;
    if (whyNoLoop.isEmpty()) {
        loop = std::make_unique<LoopDevice>(16u << 20);
        QVERIFY2(loop->isValid(), qPrintable(loop->errorString()));
    }
    Session session = Session::startNew(QStringLiteral("test"));
    SessionRun run;
    HdTachResult hdtach;
    hdtach.surface = sampleSurface(50, 1000.0);
    hdtach.access = sampleAccess(1000.0);
    hdtach.burst = sampleBurst(1000.0);
    run.result = hdtach;
    DeviceAccounting accounting;
    accounting.device = QStringLiteral("sdb");
    accounting.claimedReadBytes = 16'790'000'000;
    accounting.deviceReadBytes = 16'790'000'000;
    run.accounting = { accounting };
    session.addRun(std::move(run));
    const QString path = m_dir.filePath(QStringLiteral("translated-%1.json").arg(locale.name()));
    saveSession(session, path);

    MainWindow window;
    QVERIFY(showAtTheSmallSize(window));
    QVERIFY(window.openSession(path));
    if (loop)
        QVERIFY(window.driveList()->selectDevice(loop->devicePath()));
    QCoreApplication::processEvents();

    static const QRegularExpression englishNumber(QStringLiteral("\\d\\.\\d+\\s?(%|[kMGT]B|MB/s|ms|µs|s\\b|°C)"));
    static const QStringList englishWords { QStringLiteral("write back"), QStringLiteral("write through"),
        QStringLiteral(" bytes"), QStringLiteral("device confirmed"), QStringLiteral(" of one core") };
    QStringList found;
    bool factsSeen = false;
    const auto look = [&](const QString& shown, const QString& where) {
        const QString text = Qt::mightBeRichText(shown) ? QTextDocumentFragment::fromHtml(shown).toPlainText() : shown;
        if (loop && text.contains(loop->name()))
            factsSeen = true;
        if (englishNumber.match(text).hasMatch())
            found += QStringLiteral("%1: %2").arg(where, text.simplified());
        for (const QString& word : englishWords)
            if (text.contains(word))
                found += QStringLiteral("%1: '%2' in %3").arg(where, word, text.simplified());
    };
    for (int page = 0; page < window.tabs()->count(); ++page) {
        showPage(window, window.tabs()->widget(page));
        for (QLabel* label : window.findChildren<QLabel*>())
            if (label->isVisible())
                look(label->text(), window.tabs()->tabText(page));
        for (QAbstractButton* button : window.findChildren<QAbstractButton*>())
            if (button->isVisible())
                look(button->text(), window.tabs()->tabText(page));
    }
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
    QVERIFY(!loop || factsSeen);
}

void TestUiLayout::driveFactsShowEveryRowWithALongBackingPath()
{
    const QString whyNot = loopDevicesUnavailableReason();
    if (!whyNot.isEmpty())
        QSKIP(qPrintable(whyNot));
    QString directory = m_dir.path();
    for (const char* part : { "a-folder-with-a-long-descriptive-name", "another-folder-named-at-length",
             "and-a-third-one-to-make-the-path-wrap" })
        directory += QLatin1Char('/') + QLatin1String(part);
    QVERIFY(QDir().mkpath(directory));
    const QString file = directory + QStringLiteral("/backing-file-of-the-loop-device.img");
    {
        QFile backing(file);
        QVERIFY(backing.open(QIODevice::WriteOnly));
        QVERIFY(backing.resize(16 << 20));
    }
    LoopDevice loop(file);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));

    DriveListWidget list;
    list.resize(300, 420);
    list.show();
    QVERIFY(QTest::qWaitForWindowExposed(&list));
    QVERIFY(list.selectDevice(loop.devicePath()));
    QCoreApplication::processEvents();
    QLabel* facts = nullptr;
    for (QLabel* label : list.findChildren<QLabel*>())
        if (label->text().contains(loop.name()))
            facts = label;
    QVERIFY(facts);
    QVERIFY2(facts->text().contains(QStringLiteral("backing-file-of-the-loop-device.img")), qPrintable(facts->text()));
    // A loop device has no link of its own, and the panel says so rather than leaving the row out.
    QVERIFY2(facts->text().contains(QStringLiteral("no link of its own, no ceiling")), qPrintable(facts->text()));
    // Laid out whole: as tall as its text needs at its width, and the last rows inside its parent, which
    // scrolls when it is taller than the panel.
    QTRY_VERIFY2(facts->height() >= facts->heightForWidth(facts->width()),
        qPrintable(QStringLiteral("%1 px of %2").arg(facts->height()).arg(facts->heightForWidth(facts->width()))));
    auto* area = list.findChild<QScrollArea*>();
    QVERIFY(area);
    QVERIFY(area->isAncestorOf(facts));
    QVERIFY(facts->height() > area->viewport()->height()); // the case the issue saw: it does not fit
    area->verticalScrollBar()->setValue(area->verticalScrollBar()->maximum());
    const QPoint bottom = facts->mapTo(area->viewport(), QPoint(0, facts->height() - 1));
    QVERIFY2(area->viewport()->rect().contains(bottom), "the last rows cannot be scrolled to");
}

// On a 1600×1000 screen (the test's offscreen screen) the first window takes a good
// share of it, centred, not its own minimum; a later start restores where the user left it.
void TestUiLayout::firstWindowTakesAShareOfTheScreen()
{
    QSettings().clear();
    const QRect available = QGuiApplication::primaryScreen()->availableGeometry();
    QCOMPARE(available.size(), QSize(1600, 1000));
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QSize minimum = window.minimumSizeHint();
        QVERIFY2(window.width() >= available.width() * 7 / 10 && window.height() >= available.height() * 7 / 10,
            qPrintable(QStringLiteral("%1×%2").arg(window.width()).arg(window.height())));
        QVERIFY(window.width() > minimum.width() && window.height() > minimum.height());
        QVERIFY(available.contains(window.frameGeometry()));
        QVERIFY(std::abs(window.geometry().center().x() - available.center().x()) < 50);
        window.resize(1100, 720);
        window.close(); // saves the geometry
    }
    MainWindow again;
    again.show();
    QVERIFY(QTest::qWaitForWindowExposed(&again));
    QCOMPARE(again.size(), QSize(1100, 720));
}

// A finished scan's figures ("12.5 % (DriveScope 33.7 % of a core)") wrap in the
// Results column; the column does not widen and the chart beside it keeps its place and width.
void TestUiLayout::resultsColumnKeepsItsWidthAfterARun()
{
    MainWindow window;
    QVERIFY(showAtTheSmallSize(window));
    auto* page = qobject_cast<SurfacePage*>(window.page(TestKind::Surface));
    QVERIFY(page);
    showPage(window, page);
    auto* charts = page->findChild<QTabWidget*>();
    QVERIFY(charts);
    const QRect before = charts->geometry();
    HdTachResult hdtach;
    hdtach.surface = sampleSurface(50, 1000.0);
    hdtach.surface.cpu.systemBusyPercent = 12.5;
    hdtach.surface.cpu.processPercent = 33.65;
    hdtach.access = sampleAccess(1000.0);
    hdtach.burst = sampleBurst(1000.0);
    page->runFinished(finishedRunOf(hdtach));
    showPage(window, page);
    QCOMPARE(charts->geometry(), before);
    // The figures are all there, none cut: each label as tall as its text at its width, and no word of
    // it wider than the label (a word wraps only between words: "(DriveScope" was cut to "(DriveSc").
    QLabel* cpu = nullptr;
    for (QLabel* label : page->findChildren<QLabel*>())
        if (label->text() == page->cpuText() && label->toolTip().contains(QStringLiteral("of one core")))
            cpu = label;
    QVERIFY(cpu);
    QCOMPARE(cpu->text(), QStringLiteral("33.6 % of one core"));
    QVERIFY2(cpu->height() >= cpu->heightForWidth(cpu->width()), qPrintable(cpu->text()));
    for (const QString& figure : { page->cpuText(), page->averageText(), page->wholeDriveText() }) {
        QLabel* shown = nullptr;
        for (QLabel* label : page->findChildren<QLabel*>())
            if (label->text() == figure)
                shown = label;
        QVERIFY2(shown, qPrintable(figure));
        for (const QString& word : shown->text().split(QLatin1Char(' '), Qt::SkipEmptyParts))
            QVERIFY2(shown->fontMetrics().horizontalAdvance(word) <= shown->contentsRect().width(),
                qPrintable(QStringLiteral("%1 in %2 px").arg(word).arg(shown->contentsRect().width())));
    }
    // A rate and its unit on one line ("3101.7 MB/s", not "3101.7" over "MB/s").
    for (const QString& figure : { page->averageText(), page->wholeDriveText() }) {
        QVERIFY2(figure.contains(QLatin1String("MB/s")) && figure.size() >= 11, qPrintable(figure));
        for (QLabel* label : page->findChildren<QLabel*>())
            if (label->text() == figure)
                QVERIFY2(label->fontMetrics().horizontalAdvance(figure) <= label->contentsRect().width(),
                    qPrintable(QStringLiteral("%1 in %2 px").arg(figure).arg(label->contentsRect().width())));
    }
}

// The drive list's Model column gets room at the first window size, and its
// tooltip holds the whole model or path the column may cut.
void TestUiLayout::modelColumnHasRoomAndTheWholeModelInItsTooltip()
{
    QSettings().clear();
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTreeWidget* tree = window.driveList()->tree();
    QCoreApplication::processEvents(); // the columns fit their contents once laid out
    const int modelColumn = 1;
    QCOMPARE(tree->headerItem()->text(modelColumn), QStringLiteral("Model"));
    QVERIFY2(tree->columnWidth(modelColumn) >= tree->fontMetrics().averageCharWidth() * 16,
        qPrintable(QStringLiteral("%1 px").arg(tree->columnWidth(modelColumn))));
    const QString directory = m_dir.filePath(QStringLiteral("a-folder-whose-name-is-longer-than-the-column"));
    QVERIFY(QDir().mkpath(directory));
    window.driveList()->selectTestFile(directory);
    QTreeWidgetItem* testFile = tree->topLevelItem(0);
    QCOMPARE(testFile->text(modelColumn), directory);
    QVERIFY2(testFile->toolTip(modelColumn).contains(directory), qPrintable(testFile->toolTip(modelColumn)));
    for (int row = 1; row < tree->topLevelItemCount(); ++row) {
        QTreeWidgetItem* drive = tree->topLevelItem(row);
        QVERIFY2(
            drive->toolTip(modelColumn).contains(drive->text(modelColumn)), qPrintable(drive->toolTip(modelColumn)));
    }
}

// A long tooltip wraps to a readable width instead of one line wider than the
// window.
void TestUiLayout::longToolTipsWrap()
{
    MainWindow window;
    QVERIFY(showAtTheSmallSize(window));
    // The longest tooltip that is wider than the window but narrower than the screen: Qt wraps plain
    // text itself only past the screen's width.
    const QFontMetrics metrics(QToolTip::font());
    const int screenWidth = window.screen()->geometry().width();
    auto oneLineWidth = [&metrics](const QWidget* widget) {
        return metrics.horizontalAdvance(QTextDocumentFragment::fromHtml(widget->toolTip()).toPlainText());
    };
    QWidget* longest = nullptr;
    for (QWidget* widget : window.findChildren<QWidget*>())
        if (oneLineWidth(widget) > window.width() && oneLineWidth(widget) < screenWidth
            && (!longest || oneLineWidth(widget) > oneLineWidth(longest)))
            longest = widget;
    QVERIFY(longest);
    const QString tip = longest->toolTip();
    QToolTip::showText(window.mapToGlobal(QPoint(100, 100)), tip, longest);
    QWidget* shown = nullptr;
    QTRY_VERIFY((shown = shownToolTip()) != nullptr);
    QVERIFY2(shown->width() <= window.width() / 2, qPrintable(QStringLiteral("%1 px wide").arg(shown->width())));
    QToolTip::hideText();
}

// A status message with a long path shows its ends with "…" between; the whole
// message is the tooltip, and the window does not widen for it.
void TestUiLayout::statusBarCutsLongPathsInTheMiddle()
{
    MainWindow window;
    QVERIFY(showAtTheSmallSize(window));
    QString directory = m_dir.path();
    for (int i = 0; i < 6; ++i)
        directory += QStringLiteral("/folder-number-%1-of-a-deep-tree").arg(i);
    QVERIFY(QDir().mkpath(directory));
    const QString path = directory + QStringLiteral("/session-with-a-long-name.json");
    QVERIFY(window.saveSessionAs(path));
    QVERIFY2(window.statusText().contains(path), qPrintable(window.statusText()));
    QCoreApplication::processEvents();
    QLabel* status = nullptr;
    for (QLabel* label : window.statusBar()->findChildren<QLabel*>())
        if (label->toolTip().contains(QStringLiteral("session-with-a-long-name.json")))
            status = label;
    QVERIFY(status);
    const QString shown = status->QLabel::text();
    QVERIFY2(shown.contains(QChar(0x2026)) && shown.endsWith(QStringLiteral(".json")), qPrintable(shown));
    QVERIFY(window.minimumSizeHint().width() <= 1024);
    QCOMPARE(window.width(), 1024);
}

// A language chosen in View > Language applies at once, and the runs shown stay.
void TestUiLayout::languageChangeAppliesAtOnceAndKeepsTheShownRuns()
{
    Session session = Session::startNew(QStringLiteral("test"));
    SessionRun run;
    run.result = sampleSurface(10);
    session.addRun(std::move(run));
    const QString path = m_dir.filePath(QStringLiteral("one-scan.json"));
    saveSession(session, path);

    MainWindow window;
    window.show();
    QVERIFY(window.openSession(path));
    QCOMPARE(window.tabs()->tabText(0), QStringLiteral("Surface"));
    window.languageMenu()->actions().at(2)->trigger(); // Deutsch
    QCOMPARE(chosenLanguage(), QStringLiteral("de"));
    MainWindow* next = nullptr;
    for (QWidget* widget : QApplication::topLevelWidgets())
        if (auto* other = qobject_cast<MainWindow*>(widget); other && other != &window)
            next = other;
    QVERIFY(next);
    std::unique_ptr<MainWindow> owner(next);
    QVERIFY(next->isVisible());
    QVERIFY(!window.isVisible());
    QCOMPARE(next->geometry(), window.geometry());
    QCOMPARE(next->tabs()->tabText(0), QStringLiteral("Oberfläche"));
    QCOMPARE(next->menuBar()->actions().value(0)->text(), QStringLiteral("&Datei"));
    TestPage* page = next->page(TestKind::Surface);
    QVERIFY(page->lastRun() && page->lastRun()->surface());
    QCOMPARE(page->lastRun()->surface()->zones.size(), size_t { 10 });
    QCOMPARE(next->shownRun(page), std::optional<size_t> { 0 });
    QCOMPARE(next->session().runs.size(), size_t { 1 });
    QVERIFY(next->languageMenu()->actions().at(2)->isChecked());
}

// While a test runs the window is not made anew (the run would be lost): a dialog says when the
// language applies, and the choice is kept.
void TestUiLayout::languageChangeDuringARunSaysWhenItApplies()
{
    MainWindow window;
    window.show();
    window.driveList()->setTestFileBytes(64ull << 20);
    window.driveList()->selectTestFile(m_dir.path());
    auto* page = qobject_cast<SurfacePage*>(window.page(TestKind::Surface));
    window.tabs()->setCurrentWidget(page);
    page->zonesBox()->setValue(400);
    page->accessBox()->setChecked(false);
    page->burstBox()->setChecked(false);
    QVERIFY(window.startRun());
    window.languageMenu()->actions().at(2)->trigger(); // Deutsch
    QCOMPARE(chosenLanguage(), QStringLiteral("de"));
    for (QWidget* widget : QApplication::topLevelWidgets())
        QVERIFY(!qobject_cast<MainWindow*>(widget) || widget == &window);
    QMessageBox* told = nullptr;
    for (QMessageBox* box : window.findChildren<QMessageBox*>())
        if (box->isVisible() && box->text().contains(QStringLiteral("starts again")))
            told = box;
    QVERIFY(told);
    QCOMPARE(window.tabs()->tabText(0), QStringLiteral("Surface")); // this window keeps its language
    window.stopRun();
    QTRY_VERIFY_WITH_TIMEOUT(!window.controller()->isRunning(), 30000);
    told->close();
}

void TestUiLayout::countsAreSingularOrPluralInEnglish_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::addColumn<bool>("translated");
    QTest::newRow("English") << QLocale(QLocale::English, QLocale::UnitedKingdom) << true;
    // A language DriveScope has no translation for shows the English texts, counted in English too.
    QTest::newRow("French") << QLocale(QLocale::French, QLocale::France) << false;
}

// "%n run(s)" reads "1 run" and "2 runs", never "1 run(s)" (English's plural forms, translations/drivescope_en.ts).
void TestUiLayout::countsAreSingularOrPluralInEnglish()
{
    QFETCH(QLocale, locale);
    QFETCH(bool, translated);
    QCOMPARE(installTranslations(locale), translated);
    for (int count : { 0, 1, 2, 21 }) {
        const QString runs = count == 1 ? QStringLiteral("run") : QStringLiteral("runs");
        QCOMPARE(BenchPage::tr("%n run(s)", nullptr, count), QStringLiteral("%1 %2").arg(count).arg(runs));
        QCOMPARE(BenchPage::tr("%n drive(s)", nullptr, count),
            QStringLiteral("%1 drive%2").arg(count).arg(count == 1 ? QString() : QStringLiteral("s")));
        QCOMPARE(PtsPage::tr("Steady state not reached in %n round(s).", nullptr, count),
            QStringLiteral("Steady state not reached in %1 round%2.")
                .arg(count)
                .arg(count == 1 ? QString() : QStringLiteral("s")));
    }
}

// The offscreen platform's screen as a desktop one: 1600×1000 (its own default is 800×600).
static void useDesktopSizedScreen(const QString& configFile)
{
    if (!qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qgetenv("QT_QPA_PLATFORM") != "offscreen")
        return;
    QFile config(configFile);
    if (!config.open(QIODevice::WriteOnly))
        return;
    config.write(R"({ "screens": [ { "name": "desktop", "x": 0, "y": 0, "width": 1600, "height": 1000,
        "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1 } ] })");
    config.close();
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + QFile::encodeName(configFile));
}

int main(int argc, char* argv[])
{
    QTemporaryDir configDirectory;
    useDesktopSizedScreen(configDirectory.filePath(QStringLiteral("screen.json")));
    QApplication application(argc, argv);
    TestUiLayout test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_uilayout.moc"
