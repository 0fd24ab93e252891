#include "fixtures/sessionsamples.h"
#include "model/chartdescription.h"
#include "model/compare.h"
#include "model/decimator.h"
#include "model/runplan.h"
#include "reports/export.h"
#include "reports/svgchart.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QTest>

#include <cmath>

using namespace ds;
using namespace ds::test;

// The model's chart description and what the reports draw from it: every zone at the middle of its
// timed part in GB, one decimals rule, the link's ceiling as a dashed line, one decimator.
class TestChartModel : public QObject {
    Q_OBJECT

private slots:
    void zonesSitAtTheMiddleOfTheirTimedPartInGigabytes();
    void reportDrawsZonesWhereTheDescriptionPutsThem();
    void reportTicksCarryTheDescriptionsDecimals();
    void linkCeilingIsADashedReferenceLine_data();
    void linkCeilingIsADashedReferenceLine();
    void reportThinsWithTheModelsDecimator();
    void figuresCarryTypedKeys();
    void quickChartsDrawTheMixRow();
    void overTimeJoinsRunsRecordedTogether();
    void overlayHasOneSeriesPerRun();
    void fillLevelRunsFromEmptyToFull();
    void everyPlanSaysItsOwnSettings();
    void reportTargetLineSaysOnlyWhatIsKnown();

private:
    static SessionRun runOf(const SessionResult& result)
    {
        SessionRun run;
        run.id = QStringLiteral("1");
        run.result = result;
        return run;
    }
    // The points of the first <path> (a line series) of an SVG chart, in pixels.
    static std::vector<QPointF> pathPoints(const QString& svg)
    {
        static const QRegularExpression path(QStringLiteral("<path d=\"([^\"]+)\""));
        std::vector<QPointF> points;
        for (const QString& point : path.match(svg).captured(1).split(QLatin1Char(' '), Qt::SkipEmptyParts))
            points.emplace_back(point.mid(1).section(QLatin1Char(','), 0, 0).toDouble(),
                point.mid(1).section(QLatin1Char(','), 1, 1).toDouble());
        return points;
    }
};

void TestChartModel::zonesSitAtTheMiddleOfTheirTimedPartInGigabytes()
{
    const SurfaceResult surface = sampleSurface(50);
    const ChartDescription chart = describeSurface(surface);
    QCOMPARE(chart.x.quantity, ChartQuantity::Position);
    QCOMPARE(chart.x.unit, QStringLiteral("GB"));
    const ChartSeriesDescription* rate = chart.find(SeriesKey::SurfaceRate);
    QVERIFY(rate);
    QCOMPARE(rate->points.size(), surface.zones.size());
    for (size_t i = 0; i < surface.zones.size(); ++i) {
        const SurfaceZone& zone = surface.zones[i];
        // Not the zone's start, not a share of the drive: where its timed bytes were read, in GB.
        const double middle = (static_cast<double>(zone.timedOffset) + static_cast<double>(zone.bytes) / 2) / 1e9;
        QCOMPARE(rate->points[i].x(), middle);
        QCOMPARE(rate->points[i].y(), zone.megabytesPerSecond());
        QVERIFY(rate->points[i].x() >= chart.x.range.from && rate->points[i].x() <= chart.x.range.to);
    }
    // The axis spans the scanned range.
    QVERIFY(chart.x.range.from <= static_cast<double>(surface.plan.rangeOffset) / 1e9);
    QVERIFY(chart.x.range.to >= static_cast<double>(surface.plan.rangeOffset + surface.plan.rangeLength) / 1e9);
}

void TestChartModel::reportDrawsZonesWhereTheDescriptionPutsThem()
{
    const SurfaceResult surface = sampleSurface(50);
    Session session = Session::startNew(QStringLiteral("test"));
    session.addRun(runOf(surface));
    const QString html = htmlReport(session);
    static const QRegularExpression firstSvg(
        QStringLiteral("<svg.*?</svg>"), QRegularExpression::DotMatchesEverythingOption);
    const QString svg = firstSvg.match(html).captured(0);
    QVERIFY(!svg.isEmpty());
    const std::vector<QPointF> drawn = pathPoints(svg);
    QCOMPARE(drawn.size(), surface.zones.size());
    const ChartDescription chart = describeSurface(surface);
    const AxisRange& x = chart.x.range;
    for (size_t i = 0; i < drawn.size(); ++i) {
        // From the pixel back to GB: within the 0.1 pixel the SVG's one decimal allows of the middle of
        // the zone's timed part (the reports put it at its start, in % of the drive).
        const SurfaceZone& zone = surface.zones[i];
        const double middle = (static_cast<double>(zone.timedOffset) + static_cast<double>(zone.bytes) / 2) / 1e9;
        const double gigabytes = x.from + (drawn[i].x() - kSvgPlotLeft) / kSvgPlotWidth * (x.to - x.from);
        const double pixel = (x.to - x.from) / kSvgPlotWidth;
        QVERIFY2(std::fabs(gigabytes - middle) <= 0.06 * pixel,
            qPrintable(QStringLiteral("zone %1 drawn at %2 GB, its timed middle is at %3 GB")
                           .arg(i)
                           .arg(gigabytes)
                           .arg(middle)));
    }
    // The axis says GB, as the window's.
    QVERIFY(svg.contains(QStringLiteral("Position (GB)")));
}

void TestChartModel::reportTicksCarryTheDescriptionsDecimals()
{
    // A 1 GiB range: ticks 0.2 GB apart, one decimal; MB/s ticks whole.
    const SurfaceResult surface = sampleSurface(50);
    const ChartDescription chart = describeSurface(surface);
    QCOMPARE(chart.x.range.decimals, tickDecimals(chart.x.range.step));
    QVERIFY(chart.x.range.decimals > 0);
    QCOMPARE(chart.y.range.decimals, 0);
    const QString svg = chartSvg(chart);
    auto labels = [&svg](const QString& kind) {
        QStringList found;
        const QRegularExpression tick(QStringLiteral("class=\"%1\">([^<]+)<").arg(kind));
        for (auto it = tick.globalMatch(svg); it.hasNext();)
            found << it.next().captured(1);
        return found;
    };
    const QStringList xLabels = labels(QStringLiteral("x-tick"));
    const QStringList yLabels = labels(QStringLiteral("y-tick"));
    QCOMPARE(xLabels.size(), static_cast<qsizetype>(chart.x.range.ticks().size()));
    QCOMPARE(yLabels.size(), static_cast<qsizetype>(chart.y.range.ticks().size()));
    for (const QString& label : xLabels)
        QCOMPARE(label.section(QLatin1Char('.'), 1).size(), chart.x.range.decimals);
    for (const QString& label : yLabels)
        QVERIFY2(!label.contains(QLatin1Char('.')), qPrintable(label));
    // Figures follow the one figure rule: 0 decimals from 100, 1 from 10, else 2.
    QCOMPARE(figureDecimals(1234.5), 0);
    QCOMPARE(figureDecimals(12.3), 1);
    QCOMPARE(figureDecimals(0.5), 2);
}

void TestChartModel::linkCeilingIsADashedReferenceLine_data()
{
    QTest::addColumn<bool>("withLink");
    QTest::newRow("PCIe 4.0 x4") << true;
    QTest::newRow("no link known") << false;
}

void TestChartModel::linkCeilingIsADashedReferenceLine()
{
    QFETCH(bool, withLink);
    SurfaceResult surface = sampleSurface(50);
    if (withLink)
        surface.target.drive->link = sampleLink();
    const ChartDescription chart = describeSurface(surface);
    const ChartSeriesDescription* ceiling = chart.find(SeriesKey::LinkCeiling);
    const QString svg = chartSvg(chart);
    static const QRegularExpression reference(QStringLiteral("<line class=\"reference\"[^>]*y1=\"([^\"]+)\"[^>]*>"));
    const QRegularExpressionMatch line = reference.match(svg);
    if (!withLink) {
        QVERIFY(!ceiling);
        QVERIFY(!line.hasMatch());
        return;
    }
    QVERIFY(ceiling);
    QCOMPARE(ceiling->kind, SeriesKind::ReferenceLine);
    QVERIFY(ceiling->dashed);
    const double megabytes = surface.target.drive->link.ceilingMegabytesPerSecond();
    QVERIFY(megabytes > 0);
    QCOMPARE(ceiling->points.front().y(), megabytes);
    QCOMPARE(ceiling->points.back().y(), megabytes);
    // In view: the rate axis reaches above the ceiling.
    QVERIFY(chart.y.range.to >= megabytes);
    QVERIFY2(line.hasMatch(), qPrintable(svg));
    QVERIFY(line.captured(0).contains(QStringLiteral("stroke-dasharray")));
    const double expectedY = kSvgPlotTop + kSvgPlotHeight
        - (megabytes - chart.y.range.from) / (chart.y.range.to - chart.y.range.from) * kSvgPlotHeight;
    QVERIFY(std::fabs(line.captured(1).toDouble() - expectedY) <= 0.06);
    // The same in the HTML report.
    Session session = Session::startNew(QStringLiteral("test"));
    session.addRun(runOf(surface));
    QVERIFY(htmlReport(session).contains(QStringLiteral("stroke-dasharray")));
}

void TestChartModel::reportThinsWithTheModelsDecimator()
{
    // 200,000 zones: far more than pixel columns. The report draws exactly what the model's decimator
    // (the window's too) keeps, and keeps the one slow zone.
    SurfaceResult surface = sampleSurface(200000);
    surface.plan.rangeOffset = 0;
    surface.plan.rangeLength = surface.zones.back().offset + (2u << 20);
    surface.zones[123457].seconds *= 20;
    const ChartDescription chart = describeSurface(surface);
    const ChartSeriesDescription* rate = chart.find(SeriesKey::SurfaceRate);
    QVERIFY(rate);
    const QList<QPointF> kept = decimateMinMax(rate->points, chart.x.range.from, chart.x.range.to, kSvgPlotWidth);
    const std::vector<QPointF> drawn = pathPoints(chartSvg(chart));
    QCOMPARE(static_cast<qsizetype>(drawn.size()), kept.size());
    QVERIFY(drawn.size() <= static_cast<size_t>(2 * kSvgPlotWidth + 2));
    const double slow = surface.zones[123457].megabytesPerSecond();
    const double slowY = kSvgPlotTop + kSvgPlotHeight
        - (slow - chart.y.range.from) / (chart.y.range.to - chart.y.range.from) * kSvgPlotHeight;
    double lowest = 0;
    for (const QPointF& point : drawn)
        lowest = std::max(lowest, point.y());
    QVERIFY(std::fabs(lowest - slowY) <= 0.06);
}

void TestChartModel::figuresCarryTypedKeys()
{
    SessionRun before = runOf(sampleSweep(SweepKind::BlockSize));
    SessionRun after = runOf(sampleSweep(SweepKind::BlockSize, 2));
    for (const KeyFigure& figure : keyFigures(before)) {
        // The English name is the key's; the key, not the name, is what pairs.
        QCOMPARE(figure.name, figure.key.name());
        QCOMPARE(figure.key.test, figure.test);
    }
    std::vector<CompareItem> items(2);
    items[0].label = QStringLiteral("A");
    items[0].run = before;
    items[1].label = QStringLiteral("B");
    items[1].run = after;
    const Comparison comparison = Comparison::of(items);
    QVERIFY(!comparison.figures.empty());
    QStringList keys;
    for (const ComparedFigure& figure : comparison.figures) {
        QVERIFY2(figure.values[0] && figure.values[1], qPrintable(figure.key.toString()));
        QVERIFY(!keys.contains(figure.key.toString()));
        keys << figure.key.toString();
    }
    QVERIFY(keys.contains(QStringLiteral("sweep-bs:mbps@bs4096")));
    const QJsonArray figures = comparison.toJson().value(QStringLiteral("figures")).toArray();
    QCOMPARE(figures.size(), static_cast<qsizetype>(comparison.figures.size()));
    QCOMPARE(figures.first().toObject().value(QStringLiteral("key")).toString(), keys.first());
}

// The quick suite's mix row (--mix) is a bar of the report's charts, as the page's tiles and card
// show it: a random row, so among the IOPS, named as compare names it, at its figure; and in the SVG.
void TestChartModel::quickChartsDrawTheMixRow()
{
    QuickSuiteResult quick = sampleQuick();
    quick.options.mixReadPercent = 70;
    QuickSuiteRow mix;
    mix.name = QStringLiteral("MIX RND4K Q32T1");
    mix.mix = resultWithRunsAt({ 40, 44 });
    mix.mix->spec = quickSuiteEntries(quick.options).back().mix.value();
    quick.rows.push_back(mix);
    const double iops = quick.figure(*mix.mix).iops;
    QVERIFY(iops > 0);

    const std::vector<ChartDescription> charts = describeCharts(runOf(quick));
    const ChartDescription* iopsChart = nullptr;
    for (const ChartDescription& chart : charts) {
        QCOMPARE(chart.key, ChartKey::Figures);
        if (chart.title.contains(QLatin1String("IOPS")))
            iopsChart = &chart;
        else
            QVERIFY2(!chart.categories.join(QLatin1Char('|')).contains(QLatin1String("MIX")),
                qPrintable(chart.categories.join(QLatin1Char('|'))));
    }
    QVERIFY(iopsChart);
    const qsizetype bar = iopsChart->categories.indexOf(QStringLiteral("MIX RND4K Q32T1 read & write"));
    QVERIFY2(bar >= 0, qPrintable(iopsChart->categories.join(QLatin1Char('|'))));
    bool drawn = false;
    for (const QPointF& point : iopsChart->series.front().points)
        if (qRound(point.x()) == bar) {
            QCOMPARE(point.y(), iops);
            drawn = true;
        }
    QVERIFY(drawn);
    const QString svg = chartSvg(*iopsChart);
    QVERIFY2(svg.contains(QStringLiteral("MIX RND4K Q32T1 read &amp; write")), qPrintable(svg));

    // Without the mix row, no such bar.
    quick.rows.pop_back();
    for (const ChartDescription& chart : describeCharts(runOf(quick)))
        QVERIFY(!chart.categories.join(QLatin1Char('|')).contains(QLatin1String("MIX")));
}

void TestChartModel::overTimeJoinsRunsRecordedTogether()
{
    // A block-size run's read and write sweeps: the write's intervals after the read's on one axis.
    SessionRun read = runOf(sampleSweep(SweepKind::BlockSize));
    SweepResult writeSweep = sampleSweep(SweepKind::BlockSize);
    writeSweep.plan.base.readPercent = 0;
    SessionRun write = runOf(writeSweep);
    const size_t readIntervals = giveTimelines(read, 4);
    const size_t writeIntervals = giveTimelines(write, 3, 500, static_cast<double>(readIntervals));
    QVERIFY(readIntervals >= 4);
    const std::optional<ChartDescription> chart = describeOverTime({ &read, &write });
    QVERIFY(chart);
    QCOMPARE(chart->key, ChartKey::OverTime);
    QCOMPARE(chart->x.title, QStringLiteral("Time (s)"));
    QCOMPARE(chart->y.title, QStringLiteral("IOPS"));
    const ChartSeriesDescription* iops = chart->find(SeriesKey::IntervalIops);
    const ChartSeriesDescription* p99 = chart->find(SeriesKey::IntervalP99);
    QVERIFY(iops && p99);
    QCOMPARE(iops->points.size(), readIntervals + writeIntervals);
    QCOMPARE(p99->points.size(), readIntervals + writeIntervals);
    QCOMPARE(chart->rightAxes.size(), size_t { 1 });
    QCOMPARE(chart->rightAxes.front().title, QStringLiteral("p99 latency (µs)"));
    QCOMPARE(p99->points.front().y(), 200.0);
    QVERIFY(chart->x.range.to >= static_cast<double>(readIntervals + writeIntervals));
    // The write's last interval, in the middle of its second, at its IOPS.
    QCOMPARE(iops->points.back(), QPointF(static_cast<double>(readIntervals + writeIntervals) - 0.5, 502));
    // Alone, each has only its own.
    QCOMPARE(describeOverTime(read)->find(SeriesKey::IntervalIops)->points.size(), readIntervals);
    // The drive's temperature shares the time axis, on an axis of its own.
    TemperatureSeries temperature;
    // The sweep's target (its first point is skipped and holds no result).
    const SweepResult sweep = sampleSweep();
    temperature.device = sweep.target.drive ? sweep.target.drive->name : QString();
    if (!temperature.device.isEmpty()) {
        temperature.samples = { { 0, 40 }, { 2, 44 }, { 4, 47 } };
        read.temperatures.push_back(temperature);
        const std::optional<ChartDescription> warm = describeOverTime({ &read, &write });
        const ChartSeriesDescription* line = warm->find(SeriesKey::Temperature);
        QVERIFY(line);
        QCOMPARE(line->points.size(), size_t { 3 });
        QCOMPARE(warm->rightAxes.size(), size_t { 2 });
    }
}

void TestChartModel::overlayHasOneSeriesPerRun()
{
    SessionRun before = runOf(sampleWorkloadResult());
    SessionRun after = runOf(sampleWorkloadResult(2));
    SessionRun none = runOf(sampleSurface(10));
    const size_t beforeIntervals = giveTimelines(before, 5, 1000, 30); // from 30 s into its run
    const size_t afterIntervals = giveTimelines(after, 8, 2000);
    QVERIFY(!describeOverTimeOverlay({ { QStringLiteral("A"), &none } }));
    const std::optional<ChartDescription> chart = describeOverTimeOverlay(
        { { QStringLiteral("A"), &before }, { QStringLiteral("B"), &none }, { QStringLiteral("C"), &after } });
    QVERIFY(chart);
    QCOMPARE(chart->key, ChartKey::OverTimeOverlay);
    QCOMPARE(chart->x.title, QStringLiteral("Time (s)"));
    QCOMPARE(chart->y.title, QStringLiteral("IOPS"));
    // One series per run that kept a time series, in the run's colour, named after it.
    QCOMPARE(chart->series.size(), size_t { 2 });
    QCOMPARE(chart->series[0].label, QStringLiteral("A"));
    QCOMPARE(chart->series[0].paletteIndex, 0);
    QCOMPARE(chart->series[0].points.size(), beforeIntervals);
    QCOMPARE(chart->series[1].label, QStringLiteral("C"));
    QCOMPARE(chart->series[1].paletteIndex, 2);
    QCOMPARE(chart->series[1].points.size(), afterIntervals);
    // Each from its own start.
    QCOMPARE(chart->series[0].points.front(), QPointF(0.5, 1000));
    // Its two repeats one after the other: 16 s.
    QCOMPARE(chart->series[1].points.back(), QPointF(15.5, 2007));
    QVERIFY(chart->x.range.to >= 16 && chart->x.range.to < 32);

    // The compare report draws the same chart, a dot per interval in each run's colour.
    std::vector<CompareItem> items(2);
    items[0].label = QStringLiteral("before");
    items[0].run = before;
    items[1].label = QStringLiteral("after");
    items[1].run = after;
    const Comparison comparison = Comparison::of(items);
    const std::vector<std::pair<QString, QString>> charts = compareCharts(comparison);
    QCOMPARE(charts.size(), size_t { 1 });
    QCOMPARE(charts.front().second.count(QStringLiteral("<circle")),
        static_cast<qsizetype>(beforeIntervals + afterIntervals));
    const QString html = compareHtmlReport(comparison);
    QVERIFY(html.contains(QStringLiteral("<svg")));
    QVERIFY(html.contains(QStringLiteral("IOPS over time")));
    QVERIFY(html.contains(QStringLiteral("before")) && html.contains(QStringLiteral("after")));
    QVERIFY(compareMarkdownReport(comparison).contains(QStringLiteral("data:image/svg+xml;base64,")));
}

void TestChartModel::fillLevelRunsFromEmptyToFull()
{
    SustainedResult sustained = sampleSustained();
    // The whole of a 4 GB device; the samples reach 2 GB of it.
    sustained.target.kind = TargetInfo::Kind::BlockDevice;
    sustained.target.sizeBytes = 4'000'000'000ull;
    sustained.plan.offset = 0;
    sustained.plan.totalBytes = sustained.target.sizeBytes;
    ChartDescription chart = describeFillLevel(sustained);
    QCOMPARE(chart.key, ChartKey::FillLevel);
    QCOMPARE(chart.x.quantity, ChartQuantity::Share);
    QCOMPARE(chart.x.range.from, 0.0);
    QCOMPARE(chart.x.range.to, 100.0);
    QCOMPARE(chart.x.title, QStringLiteral("Drive written (%)"));
    QCOMPARE(chart.y.title, QStringLiteral("MB/s"));
    const ChartSeriesDescription* rate = chart.find(SeriesKey::FillLevelRate);
    QVERIFY(rate);
    // From empty: the first sample's rate from 0 %, then every sample at its share.
    QCOMPARE(rate->points.size(), sustained.samples.size() + 1);
    QCOMPARE(rate->points.front(), QPointF(0, 400));
    QCOMPARE(rate->points[1], QPointF(2.5, 400));
    QCOMPARE(rate->points.back(), QPointF(50, 120));
    // A region of the drive: its share, and said so.
    sustained.plan.offset = 1'000'000'000ull;
    sustained.plan.totalBytes = 2'000'000'000ull;
    chart = describeFillLevel(sustained);
    QCOMPARE(chart.x.title, QStringLiteral("Tested region written (%)"));
    QCOMPARE(chart.find(SeriesKey::FillLevelRate)->points.back().x(), 100.0);
    QCOMPARE(chart.x.range.to, 100.0);
    // The rate against GB written starts at the first byte too, at the first sample's rate.
    const ChartDescription written = describeSustained(sustained);
    const ChartSeriesDescription* writtenRate = written.find(SeriesKey::SustainedRate);
    QVERIFY(writtenRate);
    QCOMPARE(writtenRate->points.size(), sustained.samples.size() + 1);
    QCOMPARE(writtenRate->points.front(), QPointF(0, 400));
    QCOMPARE(writtenRate->points[1], QPointF(0.1, 400));
    // The report has it after the rate against GB written.
    const std::vector<ChartDescription> charts = describeCharts(runOf(sustained));
    QVERIFY(charts.size() >= 2);
    QCOMPARE(charts[0].key, ChartKey::Sustained);
    QCOMPARE(charts[1].key, ChartKey::FillLevel);
}

void TestChartModel::everyPlanSaysItsOwnSettings()
{
    // Each test kind away from its defaults: the plan's words (the safety dialog, the run picker) and the
    // saved run's title (compare, captions, reports) say the settings that ran, never another test's.
    auto says = [](const QString& text, const QStringList& words) {
        for (const QString& word : words)
            QVERIFY2(text.contains(word), qPrintable(QStringLiteral("'%1' lacks '%2'").arg(text, word)));
    };
    auto saysNot = [](const QString& text, const QString& word) {
        QVERIFY2(!text.contains(word), qPrintable(QStringLiteral("'%1' says '%2'").arg(text, word)));
    };

    RunPlan blockSizes = RunPlan::of(TestKind::BlockSize);
    blockSizes.get<SweepSeriesPlan>().sweeps = { SweepPlan {} };
    SweepPlan& bs = blockSizes.get<SweepSeriesPlan>().sweeps.front();
    bs.kind = SweepKind::BlockSize;
    bs.values = SweepPlan::powersOfTwo(512, 64u << 20);
    bs.base.blockSizes = { BlockSizeShare { 4096, 1.0 } };
    bs.base.randomPercent = 100;
    bs.base.readPercent = 0;
    bs.base.queueDepth = 4;
    says(blockSizes.describe(),
        { QStringLiteral("512 B … 64 MiB"), QStringLiteral("random write"), QStringLiteral("QD4") });
    saysNot(blockSizes.describe(), QStringLiteral("4 KiB"));
    SweepResult bsResult;
    bsResult.plan = bs;
    SessionRun bsRun;
    bsRun.result = bsResult;
    says(bsRun.testTitle(), { QStringLiteral("512 B … 64 MiB random write") });

    RunPlan depths = RunPlan::of(TestKind::QueueDepth);
    depths.get<SweepSeriesPlan>().sweeps = { SweepPlan {} };
    SweepPlan& qd = depths.get<SweepSeriesPlan>().sweeps.front();
    qd.kind = SweepKind::QueueDepth;
    qd.values = SweepPlan::powersOfTwo(1, 32);
    qd.base.blockSizes = { BlockSizeShare { 16384, 1.0 } };
    qd.base.queueDepth = 1;
    says(depths.describe(), { QStringLiteral("16 KiB"), QStringLiteral("QD1 … 32") });
    saysNot(depths.describe(), QStringLiteral("QD1,"));
    SweepResult qdResult;
    qdResult.plan = qd;
    SessionRun qdRun;
    qdRun.result = qdResult;
    QCOMPARE(qdRun.testTitle(), QStringLiteral("%1: %2").arg(qdRun.kindName(), qd.describe()));

    RunPlan patterns = RunPlan::of(TestKind::Patterns);
    PatternSpec mine = PatternSpec::builtIn(QStringLiteral("Database"));
    mine.name = QStringLiteral("Mine");
    mine.readPercent = 30;
    mine.randomPercent = 40;
    mine.loads = { 2, 8 };
    patterns.get<PatternSuitePlan>().patterns = { mine };
    patterns.get<PatternSuitePlan>().timing.durationSeconds = 3;
    says(patterns.describe(),
        { QStringLiteral("Mine"), QStringLiteral("30 % read"), QStringLiteral("40 % random"),
            QStringLiteral("loads 2, 8"), QStringLiteral("3 s per load") });
    PatternSuiteResult suite;
    PatternResult ran;
    ran.pattern = mine;
    ran.sweep.plan.base.durationSeconds = 3;
    suite.patterns = { ran };
    SessionRun patternRun;
    patternRun.result = suite;
    QVERIFY(patternRun.testTitle().endsWith(patterns.describe()));

    RunPlan surface = RunPlan::of(TestKind::Surface);
    HdTachPlan& hdtach = surface.get<HdTachPlan>();
    hdtach.surface.zones = 77;
    hdtach.surface.blockBytes = 256u << 10;
    hdtach.surface.rangeLength = 10ull << 30;
    hdtach.surface.write = true;
    says(surface.describe(),
        { QStringLiteral("surface write"), QStringLiteral("77 zones"), QStringLiteral("256 KiB requests"),
            QStringLiteral("the first 10 GiB") });

    RunPlan sustained = RunPlan::of(TestKind::SustainedWrite);
    SustainedPlan& write = sustained.get<SustainedPlan>();
    write.totalBytes = 2ull << 30;
    write.blockBytes = 128u << 10;
    write.queueDepth = 2;
    write.sampleSeconds = 0.1;
    write.recoveryIdleSeconds = { 5, 30 };
    says(sustained.describe(),
        { QStringLiteral("2 GiB"), QStringLiteral("128 KiB requests"), QStringLiteral("QD2"),
            QStringLiteral("every 0.1 s"), QStringLiteral("5, 30 s idle") });
    SustainedResult sustainedResult;
    sustainedResult.plan = write;
    SessionRun sustainedRun;
    sustainedRun.result = sustainedResult;
    QVERIFY(sustainedRun.testTitle().endsWith(sustained.describe()));

    RunPlan quick = RunPlan::of(TestKind::QuickSuite);
    QuickSuiteOptions& options = quick.get<QuickSuiteOptions>();
    options.profile = QuickProfile::Peak;
    options.testBytes = 256u << 20;
    options.secondsPerTest = 2;
    options.repeats = 3;
    options.summary = RepeatSummary::Mean;
    options.writes = false;
    options.mixReadPercent = 70;
    options.tests = QStringList { QStringLiteral("SEQ1M Q8T1") };
    says(quick.describe(),
        { quickProfileTitle(QuickProfile::Peak), QStringLiteral("256 MiB"), QStringLiteral("2 s × 3 runs"),
            QStringLiteral("mean"), QStringLiteral("read only"), QStringLiteral("mix 70 % read"),
            QStringLiteral("only SEQ1M Q8T1") });
    QuickSuiteResult quickResult;
    quickResult.options = options;
    SessionRun quickRun;
    quickRun.result = quickResult;
    QVERIFY(quick.describe().endsWith(options.describe()));
    QVERIFY2(quickRun.testTitle().endsWith(options.describe()), qPrintable(quickRun.testTitle()));

    RunPlan consistency = RunPlan::of(TestKind::Consistency);
    ConsistencyPlan& load = consistency.get<ConsistencyPlan>();
    load.blockBytes = 16u << 10;
    load.queueDepth = 4;
    load.scoredFraction = 0.5;
    load.fill = true;
    says(consistency.describe(),
        { QStringLiteral("16 KiB"), QStringLiteral("QD4"), QStringLiteral("last half"),
            QStringLiteral("filled first") });
    ConsistencyResult consistencyResult;
    consistencyResult.plan = load;
    SessionRun consistencyRun;
    consistencyRun.result = consistencyResult;
    QVERIFY(consistencyRun.testTitle().endsWith(consistency.describe()));

    RunPlan scan = RunPlan::of(TestKind::ErrorScan);
    ErrorScanPlan& blocks = scan.get<ErrorScanPlan>();
    blocks.blocks = 500;
    blocks.transferBytes = 256u << 10;
    blocks.queueDepth = 2;
    blocks.rangeOffset = 1ull << 30;
    blocks.rangeLength = 2ull << 30;
    says(scan.describe(),
        { QStringLiteral("500 blocks"), QStringLiteral("256 KiB requests"), QStringLiteral("QD2"),
            QStringLiteral("2 GiB from 1 GiB") });
    ErrorScanResult scanResult;
    scanResult.plan = blocks;
    SessionRun scanRun;
    scanRun.result = scanResult;
    QVERIFY(scanRun.testTitle().endsWith(scan.describe()));

    RunPlan pts = RunPlan::of(TestKind::Pts);
    PtsPlan& rounds = pts.get<PtsRunPlan>().pts;
    rounds.test = PtsTest::Throughput;
    rounds.profile = PtsProfile::Enterprise;
    rounds.cellSeconds = 30;
    rounds.capacityFraction = 0.25;
    says(pts.describe(),
        { QStringLiteral("throughput"), QStringLiteral("enterprise"), QStringLiteral("30 s a measurement"),
            QStringLiteral("25 % of the drive") });
    PtsResult ptsResult;
    ptsResult.plan = rounds;
    SessionRun ptsRun;
    ptsRun.result = ptsResult;
    QVERIFY(ptsRun.testTitle().endsWith(rounds.describe()));

    RunPlan multi = RunPlan::of(TestKind::MultiTarget);
    MultiTargetPlan& together = multi.get<MultiTargetPlan>();
    together.spec.blockSizes = { BlockSizeShare { 64u << 10, 1.0 } };
    together.spec.queueDepth = 8;
    together.spec.readPercent = 0;
    together.spec.randomPercent = 0;
    multi.targetPaths = { QStringLiteral("/dev/sdy"), QStringLiteral("/dev/sdz") };
    says(multi.describe(),
        { QStringLiteral("2 targets at once"), QStringLiteral("64 KiB"), QStringLiteral("sequential write"),
            QStringLiteral("QD8") });
    MultiTargetResult multiResult;
    WorkloadResult each;
    each.spec = together.spec;
    multiResult.perTarget = { each, each };
    SessionRun multiRun;
    multiRun.result = multiResult;
    says(multiRun.testTitle(), { QStringLiteral("2 targets at once"), together.spec.describe() });
    MultiTargetScaling scaling;
    scaling.steps = { MultiTargetResult { { each }, {}, {}, false }, multiResult };
    SessionRun scalingRun;
    scalingRun.result = scaling;
    says(scalingRun.testTitle(), { QStringLiteral("scaling over 2 targets"), together.spec.describe() });
}

void TestChartModel::reportTargetLineSaysOnlyWhatIsKnown()
{
    // A loop device has no model, firmware or queue depth: the report names none of them empty.
    Session session = Session::startNew(QStringLiteral("loop"));
    WorkloadResult workload = sampleWorkloadResult();
    TargetInfo loop;
    loop.path = QStringLiteral("/dev/loop14");
    loop.kind = TargetInfo::Kind::BlockDevice;
    loop.sizeBytes = 2147483648;
    loop.drive = DriveFacts {};
    loop.drive->queueDepth = -1;
    workload.target = loop;
    SessionRun run;
    run.result = workload;
    session.addRun(std::move(run));
    const QString html = htmlReport(session);
    QVERIFY2(html.contains(QStringLiteral("/dev/loop14 (device, 2.1 GB)")), qPrintable(html.left(4000)));
    QVERIFY(!html.contains(QStringLiteral("firmware ,")));
    QVERIFY(!html.contains(QStringLiteral("queue depth -1")));
    QVERIFY(!html.contains(QStringLiteral("2147483648 bytes")));
}

QTEST_GUILESS_MAIN(TestChartModel)
#include "tst_chartmodel.moc"
