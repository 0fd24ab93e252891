// The Bench page: its bars are core's ranking (BenchStore::rank) for every per-drive choice and filter,
// checked against an expectation computed here from the generated runs' own key figures; hovering names
// the run, a click opens its session, the image's headline and the CLI's CSV; publishing to a real
// PostgreSQL server (tests/fixtures/postgresserver) adds the runs once.

#include "bench/benchindex.h"
#include "bench/benchstore.h"
#include "bench/benchworker.h"
#include "benchbars.h"
#include "benchhistorydialog.h"
#include "benchpage.h"
#include "comparewindow.h"
#include "files/sessionfiles.h"
#include "fixtures/blockdevicefixtures.h"
#include "fixtures/postgresserver.h"
#include "fixtures/sessionsamples.h"
#include "fixtures/windowtests.h"
#include "mainwindow.h"
#include "model/compare.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QHash>
#include <QHelpEvent>
#include <QImage>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSemaphore>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>
#include <QToolTip>
#include <QTreeWidget>

#include <algorithm>
#include <functional>
#include <map>
#include <memory>

using namespace ds;

namespace {

const QString kFigure = QStringLiteral("quick:read[RND4K Q1T1]");

// A generated run with its truth: the drive, the machine, when, and the scale of its figures.
struct Known {
    QString model;
    QString serial;
    QString transport;
    uint64_t capacity = 0;
    QString host;
    int day = 0;
    QString label;
    QString firmware;
    uint64_t scale = 1;
    QStringList tags;
    QString startedAt() const
    {
        return QDate(2026, 3, 1).addDays(day).toString(Qt::ISODate) + QStringLiteral("T09:00:00Z");
    }
};

// A data row's filter as core takes it, and which generated runs it keeps.
using CoreFilter = std::function<void(RankQuery&)>;
using Passes = std::function<bool(const Known&)>;

Session sessionOf(const Known& known)
{
    Session session = Session::startNew(QStringLiteral("drivescope"));
    session.host.hostname = known.host;
    QuickSuiteResult result = test::sampleQuick(known.scale);
    result.cancelled = false;
    result.target.drive->model = known.model;
    result.target.drive->serial = known.serial;
    result.target.drive->firmware = known.firmware;
    result.target.drive->transport = known.transport;
    result.target.drive->sizeBytes = known.capacity;
    result.target.sizeBytes = known.capacity;
    SessionRun run;
    run.result = result;
    run.startedAt = known.startedAt();
    run.finishedAt = run.startedAt;
    run.label = known.label;
    run.tags = known.tags;
    session.addRun(run);
    return session;
}

double figureOf(const Known& known, const QString& key)
{
    return test::keyFigureValue(sessionOf(known).runs.front(), key);
}

// Four drives, three runs each, on two hosts, two interfaces and two sizes, over three weeks.
std::vector<Known> generatedRuns()
{
    std::vector<Known> runs;
    const uint64_t scales[4][3] = { { 3, 9, 5 }, { 8, 2, 4 }, { 6, 7, 1 }, { 10, 11, 12 } };
    for (int drive = 0; drive < 4; ++drive)
        for (int run = 0; run < 3; ++run) {
            Known known;
            known.model = QStringLiteral("Drive %1").arg(QChar(u'A' + drive));
            known.serial = QStringLiteral("SER%1").arg(drive);
            known.transport = drive % 2 ? QStringLiteral("sata") : QStringLiteral("nvme");
            known.capacity = drive < 2 ? 500000000000ull : 2000000000000ull;
            known.host = run == 2 ? QStringLiteral("lab2") : QStringLiteral("lab1");
            known.day = run * 7 + drive;
            known.label = run == 1 ? QStringLiteral("after firmware") : QStringLiteral("first look");
            known.firmware = run == 0 ? QStringLiteral("1.0") : QStringLiteral("2.0");
            known.scale = scales[drive][run];
            if (run == 1 && drive < 2)
                known.tags = QStringList { QStringLiteral("Retest"), QStringLiteral("launch") };
            else if (run == 0)
                known.tags = QStringList { QStringLiteral("launch") };
            runs.push_back(known);
        }
    return runs;
}

// The expectation: each drive's pick among the runs that pass, ordered best first (higher is better
// for a read rate).
std::vector<std::pair<QString, double>> expectedRanking(
    const std::vector<Known>& runs, BenchPer per, const Passes& passes)
{
    std::map<QString, std::vector<const Known*>> byDrive;
    for (const Known& run : runs)
        if (passes(run))
            byDrive[run.serial].push_back(&run);
    std::vector<std::pair<QString, double>> expected;
    for (auto& [serial, driveRuns] : byDrive) {
        std::vector<double> values;
        for (const Known* run : driveRuns)
            values.push_back(figureOf(*run, kFigure));
        double value = 0;
        if (per == BenchPer::Best) {
            value = *std::max_element(values.begin(), values.end());
        } else if (per == BenchPer::Latest) {
            value = figureOf(**std::max_element(
                                 driveRuns.begin(), driveRuns.end(), [](auto* a, auto* b) { return a->day < b->day; }),
                kFigure);
        } else {
            std::sort(values.begin(), values.end());
            const size_t n = values.size();
            value = n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
        }
        expected.emplace_back(serial, value);
    }
    std::sort(expected.begin(), expected.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
    return expected;
}

void choose(QComboBox* box, const QVariant& data)
{
    const int index = box->findData(data);
    QVERIFY2(index >= 0, qPrintable(data.toString()));
    box->setCurrentIndex(index);
}

} // namespace

Q_DECLARE_METATYPE(CoreFilter)
Q_DECLARE_METATYPE(Passes)

class TestUiBench : public QObject {
    Q_OBJECT

private:
    QString library(const std::vector<Known>& runs);
    // A run's session file, made once per run: the sample results are large, and most tests use the same runs.
    QByteArray sessionBytes(const Known& known);
    // A page on `directory`'s index with the test's figure chosen.
    void preparePage(BenchPage& page, const QString& directory);

    QTemporaryDir m_dir;
    std::unique_ptr<test::PostgresServer> m_server;
    int m_count = 0;
    QHash<QString, QByteArray> m_sessionBytes;

private slots:
    void initTestCase();
    void cleanupTestCase();
    void barsAreTheCoresRanking_data();
    void barsAreTheCoresRanking();
    void filtersNarrowAsTheCoreDoes_data();
    void filtersNarrowAsTheCoreDoes();
    void badFilterIsRefusedInCoresWords();
    void hoverNamesTheRun();
    void clickAndEnterOpenTheRunsSession();
    void chosenDrivesOpenInCompare();
    void historyMarksFirmwareChanges();
    void imageHasTheHeadlineAndCsvIsTheClis();
    void publishToLibraryIndexAddsOnce();
    void publishToSharedBenchAddsOnce();
    void figuresNameTheirUnitOnce();
    void benchIsReadBesideTheWindow();
    void publishingAnOpenedFileAddsItsRunsOnce();
};

void TestUiBench::initTestCase()
{
    QVERIFY(m_dir.isValid());
    test::isolateWindowTest("tst_uibench", m_dir.filePath(QStringLiteral("data")));
    qputenv("HOME", QFile::encodeName(m_dir.filePath(QStringLiteral("home"))));
    qputenv("XDG_STATE_HOME", QFile::encodeName(m_dir.filePath(QStringLiteral("state"))));
    QDir().mkpath(m_dir.filePath(QStringLiteral("home")));
    m_server = std::make_unique<test::PostgresServer>();
    if (!m_server->running())
        qWarning("the shared-bench test will skip: %s", qPrintable(m_server->skipReason()));
}

void TestUiBench::cleanupTestCase() { m_server.reset(); }

QString TestUiBench::library(const std::vector<Known>& runs)
{
    const QString directory = m_dir.filePath(QStringLiteral("library%1").arg(++m_count));
    QDir().mkpath(directory);
    for (size_t i = 0; i < runs.size(); ++i) {
        QFile file(QStringLiteral("%1/run-%2.json").arg(directory).arg(i, 3, 10, QLatin1Char('0')));
        if (!file.open(QIODevice::WriteOnly) || file.write(sessionBytes(runs[i])) < 0)
            qFatal("cannot write %s", qPrintable(file.fileName()));
    }
    return directory;
}

QByteArray TestUiBench::sessionBytes(const Known& known)
{
    const QString key = QStringList { known.model, known.serial, known.transport, QString::number(known.capacity),
        known.host, QString::number(known.day), known.label, known.firmware, QString::number(known.scale),
        known.tags.join(QLatin1Char(',')) }
                            .join(QLatin1Char('|'));
    auto found = m_sessionBytes.constFind(key);
    if (found == m_sessionBytes.constEnd())
        found = m_sessionBytes.insert(key, sessionOf(known).toBytes());
    return *found;
}

void TestUiBench::preparePage(BenchPage& page, const QString& directory)
{
    page.setLibraryDirectory(directory);
    QVERIFY2(page.reload(), qPrintable(page.lastError()));
    choose(page.figureChoice(), kFigure);
    QVERIFY2(page.rerank(), qPrintable(page.lastError()));
}

void TestUiBench::barsAreTheCoresRanking_data()
{
    QTest::addColumn<int>("per");
    QTest::newRow("best") << int(BenchPer::Best);
    QTest::newRow("latest") << int(BenchPer::Latest);
    QTest::newRow("median") << int(BenchPer::Median);
}

void TestUiBench::barsAreTheCoresRanking()
{
    QFETCH(int, per);
    const std::vector<Known> runs = generatedRuns();
    const QString directory = library(runs);
    BenchPage page;
    preparePage(page, directory);
    choose(page.perChoice(), per);
    QVERIFY(page.rerank());
    const Ranking& shown = page.bars()->ranking();

    // Core's own ranking of the same index.
    BenchStore store(BenchLocation::sqlite(BenchLocation::defaultIndexPath(directory)));
    RankQuery query;
    query.figureKey = kFigure;
    query.per = static_cast<BenchPer>(per);
    const Ranking core = store.rank(query);
    QCOMPARE(shown.drives.size(), core.drives.size());
    for (size_t i = 0; i < core.drives.size(); ++i) {
        QCOMPARE(shown.drives[i].driveKey, core.drives[i].driveKey);
        QCOMPARE(shown.drives[i].value, core.drives[i].value);
        QCOMPARE(shown.drives[i].runId, core.drives[i].runId);
    }
    // And the truth from the runs' own figures, so that both cannot be wrong together.
    const auto expected = expectedRanking(runs, static_cast<BenchPer>(per), [](const Known&) { return true; });
    QCOMPARE(shown.drives.size(), expected.size());
    for (size_t i = 0; i < expected.size(); ++i) {
        QCOMPARE(shown.drives[i].serial, expected[i].first);
        QVERIFY2(qFuzzyCompare(shown.drives[i].value, expected[i].second),
            qPrintable(QStringLiteral("%1: %2 against %3")
                           .arg(expected[i].first)
                           .arg(shown.drives[i].value)
                           .arg(expected[i].second)));
    }
    QCOMPARE(page.bars()->rowCount(), 4);
    QVERIFY2(page.summaryLabel()->text().contains(QLatin1String("4 drive")), qPrintable(page.summaryLabel()->text()));
}

void TestUiBench::filtersNarrowAsTheCoreDoes_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("text");
    QTest::addColumn<CoreFilter>("coreFilter");
    QTest::addColumn<Passes>("passes");
    QTest::newRow("interface") << QStringLiteral("interface") << QStringLiteral("SATA")
                               << CoreFilter([](RankQuery& q) { q.interface = QStringLiteral("sata"); })
                               << Passes([](const Known& k) { return k.transport == QLatin1String("sata"); });
    QTest::newRow("min capacity") << QStringLiteral("minCapacity") << QStringLiteral("1T")
                                  << CoreFilter([](RankQuery& q) { q.minCapacityBytes = 1ull << 40; })
                                  << Passes([](const Known& k) { return k.capacity >= (1ull << 40); });
    QTest::newRow("max capacity") << QStringLiteral("maxCapacity") << QStringLiteral("600G")
                                  << CoreFilter([](RankQuery& q) { q.maxCapacityBytes = 600ull << 30; })
                                  << Passes([](const Known& k) { return k.capacity <= (600ull << 30); });
    QTest::newRow("host") << QStringLiteral("host") << QStringLiteral("lab2")
                          << CoreFilter([](RankQuery& q) { q.host = QStringLiteral("lab2"); })
                          << Passes([](const Known& k) { return k.host == QLatin1String("lab2"); });
    QTest::newRow("since") << QStringLiteral("since") << QStringLiteral("2026-03-10")
                           << CoreFilter([](RankQuery& q) { q.since = QStringLiteral("2026-03-10"); })
                           << Passes([](const Known& k) { return k.day >= 9; });
    // The day of "until" is included: runs of 2026-03-08 (day 7) pass.
    QTest::newRow("until") << QStringLiteral("until") << QStringLiteral("2026-03-08")
                           << CoreFilter([](RankQuery& q) { q.until = QStringLiteral("2026-03-09"); })
                           << Passes([](const Known& k) { return k.day <= 7; });
    QTest::newRow("label") << QStringLiteral("label") << QStringLiteral("FIRMWARE")
                           << CoreFilter([](RankQuery& q) { q.label = QStringLiteral("firmware"); })
                           << Passes([](const Known& k) { return k.label == QLatin1String("after firmware"); });
    // The tags' list holds them in lower case, as the bench keeps them.
    QTest::newRow("tag") << QStringLiteral("tag") << QStringLiteral("retest") << CoreFilter([](RankQuery& q) {
        q.tag = QStringLiteral("Retest");
    }) << Passes([](const Known& k) { return k.tags.contains(QStringLiteral("retest"), Qt::CaseInsensitive); });
    QTest::newRow("source") << QStringLiteral("source") << QStringLiteral("fio")
                            << CoreFilter([](RankQuery& q) { q.source = QStringLiteral("fio"); })
                            << Passes([](const Known&) { return false; });
}

void TestUiBench::filtersNarrowAsTheCoreDoes()
{
    QFETCH(QString, field);
    QFETCH(QString, text);
    QFETCH(CoreFilter, coreFilter);
    QFETCH(Passes, passes);
    const std::vector<Known> runs = generatedRuns();
    const QString directory = library(runs);
    BenchPage page;
    preparePage(page, directory);
    const std::map<QString, QLineEdit*> fields { { QStringLiteral("interface"), page.interfaceFilter() },
        { QStringLiteral("minCapacity"), page.minCapacityFilter() },
        { QStringLiteral("maxCapacity"), page.maxCapacityFilter() }, { QStringLiteral("host"), page.hostFilter() },
        { QStringLiteral("since"), page.sinceFilter() }, { QStringLiteral("until"), page.untilFilter() },
        { QStringLiteral("label"), page.labelFilter() } };
    if (field == QLatin1String("source"))
        choose(page.sourceFilter(), text);
    else if (field == QLatin1String("tag"))
        choose(page.tagFilter(), text);
    else
        fields.at(field)->setText(text);
    QVERIFY2(page.rerank(), qPrintable(page.lastError()));

    BenchStore store(BenchLocation::sqlite(BenchLocation::defaultIndexPath(directory)));
    RankQuery query;
    query.figureKey = kFigure;
    coreFilter(query);
    const Ranking core = store.rank(query);
    const Ranking& shown = page.bars()->ranking();
    QCOMPARE(shown.drives.size(), core.drives.size());
    for (size_t i = 0; i < core.drives.size(); ++i) {
        QCOMPARE(shown.drives[i].driveKey, core.drives[i].driveKey);
        QCOMPARE(shown.drives[i].value, core.drives[i].value);
    }
    QCOMPARE(shown.runsConsidered, core.runsConsidered);
    const auto expected = expectedRanking(runs, BenchPer::Best, passes);
    QCOMPARE(shown.drives.size(), expected.size());
    for (size_t i = 0; i < expected.size(); ++i)
        QCOMPARE(shown.drives[i].serial, expected[i].first);
    // A filter that narrows leaves fewer runs than the 12 of the whole bench.
    QVERIFY(shown.runsConsidered < 12);
}

void TestUiBench::badFilterIsRefusedInCoresWords()
{
    BenchPage page;
    preparePage(page, library(generatedRuns()));
    page.sinceFilter()->setText(QStringLiteral("last tuesday"));
    QVERIFY(!page.rerank());
    QVERIFY2(page.lastError().contains(QLatin1String("takes a date")), qPrintable(page.lastError()));
    QVERIFY(page.setBenchUrl(QString()));
    QVERIFY(!page.setBenchUrl(QStringLiteral("postgresql://me:secret@server/bench")));
    QVERIFY2(page.lastError().contains(QLatin1String("password")), qPrintable(page.lastError()));
}

void TestUiBench::hoverNamesTheRun()
{
    const std::vector<Known> runs = generatedRuns();
    BenchPage page;
    preparePage(page, library(runs));
    page.resize(900, 600);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    BenchBars* bars = page.bars();
    const RankedDrive& first = bars->ranking().drives.front();
    const QPoint inside = bars->rowRect(0).center();
    QHelpEvent hover(QEvent::ToolTip, inside, bars->mapToGlobal(inside));
    QCoreApplication::sendEvent(bars, &hover);
    QTRY_VERIFY(QToolTip::isVisible());
    const QString tip = QToolTip::text();
    QVERIFY2(tip.contains(first.model), qPrintable(tip));
    QVERIFY2(tip.contains(first.host), qPrintable(tip));
    QVERIFY2(tip.contains(first.label), qPrintable(tip));
    QVERIFY2(tip.contains(first.title), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("Run %1").arg(first.runId)), qPrintable(tip));
    // The second bar names its own run, not the first's.
    QVERIFY(!bars->toolTipOf(1).contains(first.model));
    QToolTip::hideText();
}

void TestUiBench::clickAndEnterOpenTheRunsSession()
{
    const QString directory = library(generatedRuns());
    MainWindow window;
    window.resize(1024, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    BenchPage* page = window.benchPage();
    window.tabs()->setCurrentWidget(page);
    preparePage(*page, directory);
    BenchBars* bars = page->bars();
    const RankedDrive second = bars->ranking().drives[1];
    QTest::mouseClick(bars, Qt::LeftButton, {}, bars->rowRect(1).center());
    QCOMPARE(window.recentSessions().value(0), second.sessionPath);
    QCOMPARE(window.session().runs.size(), size_t(1));
    QCOMPARE(window.currentPage(), window.page(TestKind::QuickSuite));
    QCOMPARE(window.shownRun(window.page(TestKind::QuickSuite)), std::optional<size_t>(0));
    QCOMPARE(window.session().runs.front().id, second.runId);

    // Enter on the current bar (moved with the arrow keys) opens that one.
    window.tabs()->setCurrentWidget(page);
    bars->setFocus();
    QTest::keyClick(bars, Qt::Key_Home);
    QTest::keyClick(bars, Qt::Key_Down);
    QTest::keyClick(bars, Qt::Key_Down);
    const RankedDrive third = bars->ranking().drives[2];
    QTest::keyClick(bars, Qt::Key_Return);
    QCOMPARE(window.recentSessions().value(0), third.sessionPath);
}

void TestUiBench::chosenDrivesOpenInCompare()
{
    const QString directory = library(generatedRuns());
    MainWindow window;
    BenchPage* page = window.benchPage();
    preparePage(*page, directory);
    BenchBars* bars = page->bars();
    QVERIFY(!page->compareButton()->isEnabled());
    QTest::mouseClick(bars, Qt::LeftButton, Qt::ControlModifier, bars->rowRect(0).center());
    bars->setCurrentRow(3);
    QTest::keyClick(bars, Qt::Key_Space);
    QCOMPARE(bars->chosenRows(), (std::vector<int> { 0, 3 }));
    QVERIFY(page->compareButton()->isEnabled());
    QSignalSpy loaded(window.compareWindow(), &CompareWindow::sessionsLoaded);
    page->compareButton()->click();
    QVERIFY(loaded.wait(20000));
    CompareWindow* compare = window.compareWindow();
    QTRY_COMPARE(compare->chosenCount(), 2);
    QStringList chosenModels;
    for (int i = 0; i < compare->sessionCount(); ++i) {
        QTreeWidgetItem* file = compare->selectionList()->topLevelItem(i);
        for (int j = 0; j < file->childCount(); ++j)
            if (file->child(j)->checkState(0) == Qt::Checked)
                chosenModels += std::get<QuickSuiteResult>(compare->runAt(i, j)->result).target.drive->model;
    }
    chosenModels.sort();
    QStringList expected { bars->ranking().drives[0].model, bars->ranking().drives[3].model };
    expected.sort();
    QCOMPARE(chosenModels, expected);
}

void TestUiBench::historyMarksFirmwareChanges()
{
    const std::vector<Known> runs = generatedRuns();
    BenchPage page;
    preparePage(page, library(runs));
    page.bars()->setCurrentRow(0);
    const QString serial = page.bars()->ranking().drives.front().serial;
    const std::vector<HistoryEntry> history = page.historyOfCurrent();
    QCOMPARE(history.size(), size_t(3)); // every run of the drive, not only the bar's
    for (size_t i = 1; i < history.size(); ++i)
        QVERIFY(history[i - 1].startedAt <= history[i].startedAt);
    for (const HistoryEntry& entry : history)
        QVERIFY(entry.value.has_value());
    BenchHistoryDialog dialog(QStringLiteral("model"), serial, QStringLiteral("figure"), history);
    // 1.0 then 2.0 then 2.0: one change, at the second run.
    QCOMPARE(dialog.firmwareChanges(), std::vector<int> { 1 });
    QVERIFY(dialog.table()->item(1, 2)->text().contains(QLatin1String("1.0")));
    QCOMPARE(dialog.table()->rowCount(), 3);
}

void TestUiBench::imageHasTheHeadlineAndCsvIsTheClis()
{
    const QString directory = library(generatedRuns());
    BenchPage page;
    preparePage(page, directory);
    choose(page.perChoice(), int(BenchPer::Median));
    page.hostFilter()->setText(QStringLiteral("lab1"));
    page.highlightField()->setText(QStringLiteral("SER2"));
    QVERIFY(page.rerank());
    const ImageCaption caption = page.caption();
    const QString headline = caption.headline();
    QVERIFY2(headline.contains(QLatin1String("RND4K Q1T1")), qPrintable(headline));
    QVERIFY2(headline.contains(QLatin1String("4 drive")), qPrintable(headline));
    QVERIFY2(headline.contains(QLatin1String("median")), qPrintable(headline));
    QVERIFY2(caption.settings.contains(QLatin1String("lab1")), qPrintable(caption.settings));

    const QString png = m_dir.filePath(QStringLiteral("bench.png"));
    QString error;
    QVERIFY2(page.exportPng(png, QSize(1600, 1000), &error), qPrintable(error));
    const QImage image(png);
    QCOMPARE(image.width(), 1600);
    // Four bars: the picture is as tall as they need, its headline band is painted (not the background).
    QVERIFY(image.height() > 200 && image.height() <= 1000);
    int headlineInk = 0;
    const QRgb background = image.pixel(0, 0);
    for (int y = 0; y < image.height() / 8; ++y)
        for (int x = 0; x < image.width(); x += 2)
            headlineInk += image.pixel(x, y) != background;
    QVERIFY(headlineInk > 100);
    // The SVG's text holds the headline as painted.
    const QString svg = m_dir.filePath(QStringLiteral("bench.svg"));
    QVERIFY2(page.exportSvg(svg, QSize(1600, 1000), &error), qPrintable(error));
    QFile svgFile(svg);
    QVERIFY(svgFile.open(QIODevice::ReadOnly));
    const QString svgText = QString::fromUtf8(svgFile.readAll());
    QVERIFY2(svgText.contains(headline.toHtmlEscaped()), qPrintable(headline));

    const QString csv = m_dir.filePath(QStringLiteral("bench.csv"));
    QVERIFY2(page.exportCsv(csv, &error), qPrintable(error));
    QFile csvFile(csv);
    QVERIFY(csvFile.open(QIODevice::ReadOnly));
    const QString pageCsv = QString::fromUtf8(csvFile.readAll());
    const test::CliRun cli = test::runCli(QStringLiteral(DRIVESCOPE_CLI),
        { QStringLiteral("bench"), QStringLiteral("rank"), QStringLiteral("--library"), directory,
            QStringLiteral("--figure"), kFigure, QStringLiteral("--per"), QStringLiteral("median"),
            QStringLiteral("--host"), QStringLiteral("lab1"), QStringLiteral("--highlight"), QStringLiteral("SER2"),
            QStringLiteral("--csv") });
    QVERIFY2(cli.status == 0, qPrintable(cli.err));
    QCOMPARE(pageCsv, cli.out);
    QCOMPARE(pageCsv.count(QLatin1Char('\n')), 5); // the header and four drives
    QVERIFY(pageCsv.contains(QLatin1String(",SER2,")));
}

void TestUiBench::publishToLibraryIndexAddsOnce()
{
    const std::vector<Known> runs = generatedRuns();
    const QString directory = library({ runs[0] });
    BenchPage page;
    preparePage(page, directory);
    QCOMPARE(page.bars()->rowCount(), 1);
    // A run the window saved to the library after the page read it.
    const Session later = sessionOf(runs[3]); // another drive
    const QString path = directory + QStringLiteral("/later.json");
    saveSession(later, path);
    const std::optional<PushOutcome> first = page.publish(later, path);
    QVERIFY2(first.has_value(), qPrintable(page.lastError()));
    QCOMPARE(first->added, 1);
    QCOMPARE(page.bars()->rowCount(), 2);
    const std::optional<PushOutcome> second = page.publish(later, path);
    QVERIFY(second.has_value());
    QCOMPARE(second->added, 0);
    QCOMPARE(page.bars()->rowCount(), 2);
}

void TestUiBench::publishToSharedBenchAddsOnce()
{
    if (!m_server->running())
        QSKIP(qPrintable(m_server->skipReason()));
    QString error;
    QVERIFY2(m_server->createDatabase(QStringLiteral("uibench"), &error), qPrintable(error));
    const std::vector<Known> runs = generatedRuns();
    const QString directory = library({ runs[0], runs[4] });
    MainWindow window;
    BenchPage* page = window.benchPage();
    page->setQueuePath(m_dir.filePath(QStringLiteral("queue.json")));
    QVERIFY2(page->setBenchUrl(m_server->url(QStringLiteral("uibench"))), qPrintable(page->lastError()));
    QVERIFY(window.openSession(directory + QStringLiteral("/run-001.json")));
    QVERIFY(window.publishAction()->isEnabled());
    window.publishAction()->trigger();
    QVERIFY2(window.statusText().contains(QLatin1String("1 run(s) added")), qPrintable(window.statusText()));
    bool ok = false;
    QCOMPARE(
        m_server->psql(QStringLiteral("uibench"), QStringLiteral("SELECT COUNT(*) FROM bench_runs"), &ok).trimmed(),
        QStringLiteral("1"));
    QVERIFY(ok);
    // Again: nothing new, said so.
    QVERIFY(window.publishToBench());
    QVERIFY2(window.statusText().contains(QLatin1String("0 run(s) added, 1 already there")),
        qPrintable(window.statusText()));
    QCOMPARE(
        m_server->psql(QStringLiteral("uibench"), QStringLiteral("SELECT COUNT(*) FROM bench_runs"), &ok).trimmed(),
        QStringLiteral("1"));
    // The page ranks the shared bench: the one drive published.
    QVERIFY2(page->reload(), qPrintable(page->lastError()));
    choose(page->figureChoice(), kFigure);
    QVERIFY(page->rerank());
    QCOMPARE(page->bars()->rowCount(), 1);
    QCOMPARE(page->bars()->ranking().drives.front().serial, runs[4].serial);
    // With the server away the runs are queued, and said so.
    QVERIFY(m_server->stop());
    window.openSession(directory + QStringLiteral("/run-000.json"));
    window.publishToBench();
    QVERIFY2(window.statusText().contains(QLatin1String("queued")), qPrintable(window.statusText()));
    QCOMPARE(queuedRunCount(BenchLocation::postgresql(m_server->url(QStringLiteral("uibench"))),
                 m_dir.filePath(QStringLiteral("queue.json"))),
        1);
    QVERIFY(m_server->start());
}

// "average MB/s" is not followed by "(MB/s)"; "RND4K Q1T1 read" is by its "(IOPS)".
void TestUiBench::figuresNameTheirUnitOnce()
{
    // A quick suite's run ("RND4K Q1T1 read", IOPS) and a surface scan's ("average MB/s").
    const QString directory = library({ generatedRuns().front() });
    Session session = Session::startNew(QStringLiteral("drivescope"));
    SessionRun surface;
    surface.result = test::sampleSurface();
    surface.startedAt = QStringLiteral("2026-03-01T09:00:00Z");
    surface.finishedAt = surface.startedAt;
    session.addRun(surface);
    saveSession(session, directory + QStringLiteral("/surface.json"));

    BenchPage page;
    page.setLibraryDirectory(directory);
    QVERIFY2(page.reload(), qPrintable(page.lastError()));
    static const QRegularExpression withUnit(QStringLiteral("^(.*) \\(([^()]*)\\)$"));
    int unitInName = 0;
    int unitAfter = 0;
    for (int i = 0; i < page.figureChoice()->count(); ++i) {
        const QString text = page.figureChoice()->itemText(i);
        const QRegularExpressionMatch match = withUnit.match(text);
        if (match.hasMatch()) {
            ++unitAfter;
            QVERIFY2(!match.captured(1).endsWith(match.captured(2)), qPrintable(text));
        } else if (text.endsWith(QLatin1String("MB/s"))) {
            ++unitInName;
        }
    }
    QVERIFY2(unitInName > 0 && unitAfter > 0, qPrintable(QStringLiteral("%1, %2").arg(unitInName).arg(unitAfter)));
}

// The bench is read on a thread of its own: while it is busy the window's events go on and the page says
// what it reads; the ranking comes when the reading ends, and only the bench asked for last is shown.
void TestUiBench::benchIsReadBesideTheWindow()
{
    const std::vector<Known> runs = generatedRuns();
    const QString first = library({ runs[0] });
    const QString second = library({ runs[0], runs[3] });
    BenchPage page;
    QSignalSpy shown(&page, &BenchPage::rankingShown);
    // The bench's thread is held here until released: what the page asks waits behind it.
    QSemaphore held;
    QThread* benchThread = nullptr;
    page.worker()->post([&](BenchWorker::State&) -> std::function<void()> {
        benchThread = QThread::currentThread();
        held.acquire();
        return {};
    });
    page.setLibraryDirectory(first);
    page.requestReload();
    page.setLibraryDirectory(second);
    page.requestReload();
    QVERIFY(page.isBusy());
    QVERIFY2(page.summaryLabel()->text().startsWith(QLatin1String("Reading the bench")),
        qPrintable(page.summaryLabel()->text()));
    // The window's own events are handled meanwhile: a timer fires, a filter takes typing.
    bool fired = false;
    QTimer::singleShot(0, &page, [&fired]() { fired = true; });
    QTRY_VERIFY(fired);
    QTest::keyClicks(page.hostFilter(), QStringLiteral("lab"));
    QCOMPARE(page.hostFilter()->text(), QStringLiteral("lab"));
    page.hostFilter()->clear();
    QTest::qWait(400); // past the typing's pause: its ranking is asked while the bench is still being opened
    QCOMPARE(shown.count(), 0);
    QCOMPARE(page.bars()->rowCount(), 0);
    // Meanwhile the empty chart does not say that no run matches.
    QVERIFY(page.bars()->isWaiting());

    held.release();
    QTRY_VERIFY_WITH_TIMEOUT(!page.isBusy(), 60000);
    QVERIFY(benchThread && benchThread != QThread::currentThread());
    QVERIFY(!page.bars()->isWaiting());
    // The second library's two drives, once: the first library's answer was dropped.
    QCOMPARE(shown.count(), 1);
    QVERIFY2(page.lastError().isEmpty(), qPrintable(page.lastError()));
    QCOMPARE(page.bars()->rowCount(), 2);
    QVERIFY(page.caption().results.contains(BenchLocation::defaultIndexPath(second)));
}

// A session opened from outside the library, published to the library's bench: its runs are saved into the
// library (with the session's own facts) and indexed, once; the opened file is left as it was. One opened
// from the library itself is indexed already and not copied.
void TestUiBench::publishingAnOpenedFileAddsItsRunsOnce()
{
    const std::vector<Known> runs = generatedRuns();
    const QString outside = m_dir.filePath(QStringLiteral("colleague.json"));
    Session colleagues = sessionOf(runs[2]);
    saveSession(colleagues, outside);
    const QByteArray before = [&] {
        QFile file(outside);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }();
    MainWindow window;
    BenchPage* page = window.benchPage();
    QCOMPARE(page->libraryDirectory(), sessionLibraryDirectory());
    const int filesBefore
        = static_cast<int>(QDir(sessionLibraryDirectory()).entryList({ QStringLiteral("*.json") }).size());
    QVERIFY(window.openSession(outside));
    QVERIFY(window.publishToBench());
    QVERIFY2(window.statusText().contains(QLatin1String(": 1 run")), qPrintable(window.statusText()));
    QCOMPARE(static_cast<int>(QDir(sessionLibraryDirectory()).entryList({ QStringLiteral("*.json") }).size()),
        filesBefore + 1);
    choose(page->figureChoice(), kFigure);
    QVERIFY(page->rerank());
    const auto serials = [&]() {
        QStringList found;
        for (const RankedDrive& drive : page->ranking().drives)
            found += drive.serial;
        return found;
    };
    QVERIFY2(serials().contains(runs[2].serial), qPrintable(serials().join(QLatin1Char(','))));
    // Again: nothing new, nothing copied again.
    QVERIFY(window.publishToBench());
    QVERIFY2(window.statusText().contains(QLatin1String(": 0 run")), qPrintable(window.statusText()));
    QCOMPARE(static_cast<int>(QDir(sessionLibraryDirectory()).entryList({ QStringLiteral("*.json") }).size()),
        filesBefore + 1);
    QFile after(outside);
    QVERIFY(after.open(QIODevice::ReadOnly));
    QCOMPARE(after.readAll(), before);

    // The library's own file, opened and published: indexed already, not copied.
    const QString inLibrary = QDir(sessionLibraryDirectory()).filePath(QStringLiteral("mine.json"));
    saveSession(sessionOf(runs[4]), inLibrary);
    QVERIFY(window.openSession(inLibrary));
    QVERIFY(window.publishToBench());
    QCOMPARE(static_cast<int>(QDir(sessionLibraryDirectory()).entryList({ QStringLiteral("*.json") }).size()),
        filesBefore + 2);
    QVERIFY(page->rerank());
    QVERIFY(serials().contains(runs[4].serial));
}

QTEST_MAIN(TestUiBench)
#include "tst_uibench.moc"
