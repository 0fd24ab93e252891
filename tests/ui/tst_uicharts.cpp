#include "blocksizepage.h"
#include "chartexport.h"
#include "comparecharts.h"
#include "comparewindow.h"
#include "files/sessionfiles.h"
#include "filllevelchart.h"
#include "fixtures/sessionsamples.h"
#include "model/chartdescription.h"
#include "model/session.h"
#include "multidrivepage.h"
#include "overtimetabs.h"
#include "patternspage.h"
#include "queuedepthpage.h"
#include "quicksuitepage.h"
#include "reports/svgchart.h"
#include "surfacechart.h"
#include "surfacepage.h"
#include "sustainedpage.h"
#include "sweepcharts.h"
#include "temperaturelines.h"
#include "timelinechart.h"
#include "translation.h"

#include <QAbstractBarSeries>
#include <QApplication>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QGraphicsScene>
#include <QImage>
#include <QLegend>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPainter>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QValueAxis>

#include <cmath>
#include <functional>

using namespace ds;
using namespace ds::test;

// The window's charts draw the model's chart description: zones where the reports put them, in the
// window and its image export, the same decimals, the link's ceiling dashed; the compare view pairs
// figures by key whatever language names them.
class TestUiCharts : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void windowAndImageExportPlaceZonesAsTheDescription();
    void windowAxesCarryTheDescriptionsDecimals();
    void linkCeilingIsDashedInTheWindow_data();
    void linkCeilingIsDashedInTheWindow();
    void sustainedWriteShowsTheCeilingToo_data();
    void sustainedWriteShowsTheCeilingToo();
    void blockSizeBarsShowTheCeilingToo_data();
    void blockSizeBarsShowTheCeilingToo();
    void temperatureOnARightAxisInTheWindow_data();
    void temperatureOnARightAxisInTheWindow();
    void throttlingIsMarkedInTheWindow();
    void scalingChartDrawsTheDescription();
    void queueDepthChartDrawsTheDescription();
    void blockSizeChartDrawsTheDescription();
    void barChartsDrawTheDescription();
    void pagesShowTheirRunOverTime_data();
    void pagesShowTheirRunOverTime();
    void sustainedPageShowsTheFillLevel();
    void compareOverlaysTheRunsOverTime();
    // Last: the German translation it installs stays for the rest of the process.
    void compareInGermanStillPairsFigures();

private:
    static QValueAxis* axisOf(const QChart* chart, QLineSeries* series, Qt::Orientation orientation)
    {
        for (QAbstractAxis* axis : series->attachedAxes())
            if (axis->orientation() == orientation)
                return qobject_cast<QValueAxis*>(axis);
        Q_UNUSED(chart);
        return nullptr;
    }
    QString writeSession(const QString& name, const SessionResult& result);

    QTemporaryDir m_dir;
};

void TestUiCharts::windowAndImageExportPlaceZonesAsTheDescription()
{
    // Zones spread over the range, each timed well after its start: a zone drawn at its start instead
    // of the middle of its timed part would sit pixels away.
    SurfaceResult surface = sampleSurface(50);
    for (SurfaceZone& zone : surface.zones) {
        zone.offset = surface.plan.rangeOffset + zone.index * (surface.plan.rangeLength / 50);
        zone.timedOffset = zone.offset + surface.plan.rangeLength / 60;
    }
    const size_t dip = 30;
    surface.zones[dip].seconds *= 40; // one slow zone: the curve's lowest point
    const SurfaceZone& slow = surface.zones[dip];
    const double slowMiddle = (static_cast<double>(slow.timedOffset) + static_cast<double>(slow.bytes) / 2) / 1e9;
    const ChartDescription described = describeSurface(surface);
    const ChartSeriesDescription* rate = described.find(SeriesKey::SurfaceRate);
    QVERIFY(rate);

    // Declared first, destroyed last: the scene deletes the chart it holds.
    QGraphicsScene scene;
    SurfaceChart chart;
    chart.showSurface(surface);
    chart.refresh();
    const QList<QPointF> shown = chart.rateSeries()->points();
    QCOMPARE(shown.size(), static_cast<qsizetype>(rate->points.size()));
    for (qsizetype i = 0; i < shown.size(); ++i)
        QCOMPARE(shown[i], rate->points[static_cast<size_t>(i)]);

    // The image export: the chart laid out at the image's size with the fonts the export gives it, so
    // that after the export the chart's own mapping is the image's.
    const QSize size(600, 360);
    QChart* qchart = chart.chart();
    scene.addItem(qchart);
    qchart->setGeometry(QRectF(QPointF(0, 0), QSizeF(size)));
    auto pixels = [](QFont font, int pixelSize) {
        font.setPixelSize(pixelSize);
        return font;
    };
    for (QAbstractAxis* axis : qchart->axes()) {
        axis->setLabelsFont(pixels(axis->labelsFont(), 11));
        axis->setTitleFont(pixels(axis->titleFont(), 12));
    }
    qchart->setTitleFont(pixels(qchart->titleFont(), 13));
    qchart->legend()->setFont(pixels(qchart->legend()->font(), 11));
    QImage image(size, QImage::Format_ARGB32);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        paintChart(qchart, painter, QRectF(QPointF(0, 0), QSizeF(size)));
    }
    const QRectF plot = qchart->plotArea();
    QVERIFY(plot.width() > 100);
    // The rate curve's pixels (a blue pen) inside the plot: the lowest one is the slow zone.
    int lowestRow = -1;
    double columnSum = 0;
    int columnCount = 0;
    for (int y = static_cast<int>(plot.top()); y < static_cast<int>(plot.bottom()); ++y)
        for (int x = static_cast<int>(plot.left()); x < static_cast<int>(plot.right()); ++x) {
            const QColor pixel = image.pixelColor(x, y);
            if (!(pixel.blue() > 150 && pixel.blue() - pixel.red() > 80 && pixel.green() < 160))
                continue;
            if (y > lowestRow + 1) {
                lowestRow = y;
                columnSum = 0;
                columnCount = 0;
            }
            columnSum += x;
            ++columnCount;
        }
    QVERIFY(columnCount > 0);
    const QPointF atDip = qchart->mapToValue(QPointF(columnSum / columnCount, lowestRow), chart.rateSeries());
    const QValueAxis* position = axisOf(qchart, chart.rateSeries(), Qt::Horizontal);
    QVERIFY(position);
    const double gigabytesPerPixel = (position->max() - position->min()) / plot.width();
    QVERIFY2(std::fabs(atDip.x() - slowMiddle) <= 2 * gigabytesPerPixel,
        qPrintable(QStringLiteral("the image shows the slow zone at %1 GB, the middle of its timed part is at %2 GB")
                       .arg(atDip.x())
                       .arg(slowMiddle)));
}

void TestUiCharts::windowAxesCarryTheDescriptionsDecimals()
{
    const SurfaceResult surface = sampleSurface(50);
    const ChartDescription described = describeSurface(surface);
    SurfaceChart chart;
    chart.showSurface(surface);
    chart.refresh();
    const QValueAxis* position = axisOf(chart.chart(), chart.rateSeries(), Qt::Horizontal);
    const QValueAxis* rate = axisOf(chart.chart(), chart.rateSeries(), Qt::Vertical);
    QVERIFY(position && rate);
    QCOMPARE(position->labelFormat(), QStringLiteral("%.%1f").arg(described.x.range.decimals));
    QCOMPARE(rate->labelFormat(), QStringLiteral("%.%1f").arg(described.y.range.decimals));
    QCOMPARE(position->tickInterval(), described.x.range.step);
    QCOMPARE(rate->tickInterval(), described.y.range.step);
    QCOMPARE(rate->max(), described.y.range.to);
}

void TestUiCharts::linkCeilingIsDashedInTheWindow_data()
{
    QTest::addColumn<bool>("withLink");
    QTest::newRow("PCIe 4.0 x4") << true;
    QTest::newRow("no link known") << false;
}

void TestUiCharts::linkCeilingIsDashedInTheWindow()
{
    QFETCH(bool, withLink);
    SurfaceResult surface = sampleSurface(50);
    if (withLink)
        surface.target.drive->link = sampleLink();
    SurfaceChart chart;
    chart.showSurface(surface);
    chart.refresh();
    const QLineSeries* ceiling = chart.ceilingSeries();
    QVERIFY(ceiling);
    if (!withLink) {
        QVERIFY(!ceiling->isVisible() || ceiling->points().isEmpty());
        return;
    }
    QVERIFY(ceiling->isVisible());
    QCOMPARE(ceiling->pen().style(), Qt::DashLine);
    const double megabytes = surface.target.drive->link.ceilingMegabytesPerSecond();
    QCOMPARE(ceiling->points().size(), 2);
    for (const QPointF& point : ceiling->points())
        QCOMPARE(point.y(), megabytes);
    const QValueAxis* rate = axisOf(chart.chart(), chart.rateSeries(), Qt::Vertical);
    QVERIFY(rate && rate->max() >= megabytes);
    QVERIFY(ceiling->name().contains(surface.target.drive->link.summary()));
    // The same line as the model's.
    const ChartDescription description = describeSurface(surface);
    const ChartSeriesDescription* described = description.find(SeriesKey::LinkCeiling);
    QVERIFY(described && described->dashed);
    QCOMPARE(ceiling->points().front().x(), described->points.front().x());
    QCOMPARE(ceiling->points().back().x(), described->points.back().x());
}

void TestUiCharts::sustainedWriteShowsTheCeilingToo_data() { linkCeilingIsDashedInTheWindow_data(); }

void TestUiCharts::sustainedWriteShowsTheCeilingToo()
{
    QFETCH(bool, withLink);
    SustainedResult sustained = sampleSustained();
    if (withLink)
        sustained.target.drive->link = sampleLink();
    SustainedChart chart;
    chart.reset(sustained.plan.totalBytes);
    chart.appendSamples(sustained.samples);
    chart.setLinkCeiling(sustained.target);
    const ChartDescription described = describeSustained(sustained);
    const ChartSeriesDescription* line = described.find(SeriesKey::LinkCeiling);
    const QLineSeries* ceiling = chart.ceilingSeries();
    QVERIFY(ceiling);
    QCOMPARE(line != nullptr, withLink);
    QCOMPARE(ceiling->isVisible() && !ceiling->points().isEmpty(), withLink);
    if (!withLink)
        return;
    QCOMPARE(ceiling->pen().style(), Qt::DashLine);
    for (const QPointF& point : ceiling->points())
        QCOMPARE(point.y(), sustained.target.drive->link.ceilingMegabytesPerSecond());
    // The same in the report: a dashed line.
    QVERIFY(chartSvg(described).contains(QStringLiteral("stroke-dasharray")));
}

void TestUiCharts::blockSizeBarsShowTheCeilingToo_data() { linkCeilingIsDashedInTheWindow_data(); }

void TestUiCharts::blockSizeBarsShowTheCeilingToo()
{
    QFETCH(bool, withLink);
    SweepResult sweep = sampleSweep(SweepKind::BlockSize);
    if (withLink)
        sweep.target.drive->link = sampleLink();
    SweepChartSeries series { QStringLiteral("Read"), {}, false };
    for (const SweepPoint& point : sweep.points)
        series.points.push_back(SweepChartPoint::from(point));
    BlockSizeChart chart;
    chart.setLinkCeiling(sweep.target);
    chart.setSeries({ series });
    const ChartDescription described = describeSweep(sweep, QStringLiteral("MB/s against block size"));
    QCOMPARE(described.find(SeriesKey::LinkCeiling) != nullptr, withLink);
    QCOMPARE(chart.ceilingSeries() != nullptr, withLink);
    if (!withLink)
        return;
    QCOMPARE(chart.ceilingSeries()->pen().style(), Qt::DashLine);
    for (const QPointF& point : chart.ceilingSeries()->points())
        QCOMPARE(point.y(), sweep.target.drive->link.ceilingMegabytesPerSecond());
    QVERIFY(chartSvg(described).contains(QStringLiteral("stroke-dasharray")));
}

QString TestUiCharts::writeSession(const QString& name, const SessionResult& result)
{
    Session session = Session::startNew(QStringLiteral("test"));
    SessionRun run;
    run.result = result;
    session.addRun(run);
    const QString path = m_dir.filePath(name);
    saveSession(session, path);
    return path;
}

void TestUiCharts::temperatureOnARightAxisInTheWindow_data()
{
    QTest::addColumn<bool>("sustained");
    QTest::addColumn<bool>("withTemperature");
    QTest::newRow("surface, temperatures") << false << true;
    QTest::newRow("surface, none") << false << false;
    QTest::newRow("sustained write, temperatures") << true << true;
    QTest::newRow("sustained write, none") << true << false;
}

// A session file's surface scan or sustained write with its drive's readings: the window's chart shows
// them on a right axis in °C with the dashed warning and critical lines, where the description (and so
// the report) puts them; a run without readings shows no such axis.
void TestUiCharts::temperatureOnARightAxisInTheWindow()
{
    QFETCH(bool, sustained);
    QFETCH(bool, withTemperature);
    SessionRun run;
    if (sustained)
        run.result = sampleSustained();
    else
        run.result = sampleSurface(50);
    const TargetInfo& target
        = sustained ? std::get<SustainedResult>(run.result).target : std::get<SurfaceResult>(run.result).target;
    QVERIFY(target.drive);
    const std::vector<QPointF> timeline = sustained ? sustainedTimeline(std::get<SustainedResult>(run.result))
                                                    : surfaceTimeline(std::get<SurfaceResult>(run.result));
    QVERIFY(timeline.size() > 2);
    if (withTemperature) {
        TemperatureSeries series;
        series.device = target.drive->name;
        series.sensor = QStringLiteral("Composite");
        series.warningCelsius = 80.0;
        series.criticalCelsius = 85.0;
        // Readings over the run's time (from the end of its first zone or sample), one degree warmer each.
        const double first = timeline.front().x();
        const double span = timeline.back().x() - first;
        for (int i = 0; i <= 20; ++i)
            series.samples.push_back({ first + span * i / 20, 40.0 + i });
        run.temperatures = { series };
    }
    Session session = Session::startNew(QStringLiteral("test"));
    session.addRun(run);
    const QString path = m_dir.filePath(QStringLiteral("temperature.json"));
    saveSession(session, path);
    FinishedRun finished = FinishedRun::fromSession(loadSession(path), { 0 });

    QChart* chart = nullptr;
    TemperatureLines* lines = nullptr;
    QValueAxis* xAxis = nullptr;
    QValueAxis* rateAxis = nullptr;
    SurfacePage surfacePage;
    SustainedPage sustainedPage;
    if (sustained) {
        sustainedPage.runFinished(finished);
        chart = sustainedPage.sustainedChart()->chart();
        lines = sustainedPage.sustainedChart()->temperatureLines();
        auto* rate = const_cast<QLineSeries*>(sustainedPage.sustainedChart()->rateSeries());
        xAxis = axisOf(chart, rate, Qt::Horizontal);
        rateAxis = axisOf(chart, rate, Qt::Vertical);
    } else {
        surfacePage.runFinished(finished);
        chart = surfacePage.surfaceChart()->chart();
        lines = surfacePage.surfaceChart()->temperatureLines();
        xAxis = axisOf(chart, surfacePage.surfaceChart()->rateSeries(), Qt::Horizontal);
        rateAxis = axisOf(chart, surfacePage.surfaceChart()->rateSeries(), Qt::Vertical);
    }
    QVERIFY(chart && lines && xAxis && rateAxis);
    QLineSeries* temperature = lines->series(SeriesKey::Temperature);
    if (!withTemperature) {
        QVERIFY(!temperature);
        QVERIFY(!lines->axis());
        for (QAbstractSeries* series : chart->series())
            QVERIFY(!series->name().contains(QStringLiteral("°C")));
        for (QAbstractAxis* axis : chart->axes())
            QVERIFY(!axis->titleText().contains(QStringLiteral("°C")));
        return;
    }
    const ChartDescription described = describeCharts(finished.runs.front()).front();
    const ChartSeriesDescription* line = described.find(SeriesKey::Temperature);
    QVERIFY(line);
    QVERIFY(temperature);
    QVERIFY(chart->series().contains(temperature));
    // On a right axis of its own in °C, from the description's range, the x axis shared with the rate.
    QValueAxis* celsius = axisOf(chart, temperature, Qt::Vertical);
    QVERIFY(celsius);
    QCOMPARE(celsius, lines->axis());
    QCOMPARE(celsius->alignment(), Qt::Alignment(Qt::AlignRight));
    QVERIFY(celsius->titleText().contains(QStringLiteral("°C")));
    const AxisRange& range = described.rightAxes[static_cast<size_t>(line->rightAxis)].range;
    QCOMPARE(celsius->min(), range.from);
    QCOMPARE(celsius->max(), range.to);
    QCOMPARE(axisOf(chart, temperature, Qt::Horizontal), xAxis);
    QVERIFY(temperature->name().contains(target.drive->name));
    const QList<QPointF> shown = temperature->points();
    QCOMPARE(shown.size(), static_cast<qsizetype>(line->points.size()));
    QCOMPARE(shown.size(), qsizetype { 21 });
    for (qsizetype i = 0; i < shown.size(); ++i)
        QCOMPARE(shown[i], line->points[static_cast<size_t>(i)]);
    QCOMPARE(shown.front().y(), 40.0);
    QCOMPARE(shown.back().y(), 60.0);
    // The thresholds dashed across the x axis shown, at their °C on the right axis.
    for (const auto& [key, celsiusAt] :
        { std::pair { SeriesKey::TemperatureWarning, 80.0 }, std::pair { SeriesKey::TemperatureCritical, 85.0 } }) {
        QLineSeries* limit = lines->series(key);
        QVERIFY(limit);
        QCOMPARE(limit->pen().style(), Qt::DashLine);
        QCOMPARE(axisOf(chart, limit, Qt::Vertical), celsius);
        QCOMPARE(limit->points().size(), 2);
        for (const QPointF& point : limit->points())
            QCOMPARE(point.y(), celsiusAt);
        QCOMPARE(limit->points().front().x(), xAxis->min());
        QCOMPARE(limit->points().back().x(), xAxis->max());
        QVERIFY(limit->name().contains(formatCelsius(celsiusAt)));
    }
    // The rate stays on the left axis, and no throttling is marked for a steady rate.
    QCOMPARE(rateAxis->alignment(), Qt::Alignment(Qt::AlignLeft));
    QVERIFY(!lines->series(SeriesKey::Throttling));
    // Showing a run without readings takes the axis and the lines away again.
    SessionRun plain = finished.runs.front();
    plain.temperatures.clear();
    if (sustained)
        sustainedPage.runFinished(FinishedRun::ofRuns({ plain }));
    else
        surfacePage.runFinished(FinishedRun::ofRuns({ plain }));
    QVERIFY(!lines->axis());
    QVERIFY(!lines->series(SeriesKey::Temperature));
    QVERIFY(!chart->axes().contains(celsius));
}

// A sustained write whose rate fell for good while its drive sat near its warning threshold: the window
// marks the throttling where the description does, upright across the rate axis, named with its °C.
void TestUiCharts::throttlingIsMarkedInTheWindow()
{
    SustainedResult sustained = sampleSustained();
    sustained.samples.clear();
    uint64_t bytes = 0;
    for (int second = 1; second <= 120; ++second) {
        const double rate = second <= 60 ? 1000 : 400;
        bytes += static_cast<uint64_t>(rate * 1e6);
        sustained.samples.push_back({ static_cast<double>(second), bytes, rate });
    }
    sustained.plan.totalBytes = bytes;
    TemperatureSeries temperature;
    temperature.device = sustained.target.drive->name;
    temperature.warningCelsius = 82.0;
    for (int second = 0; second <= 130; ++second)
        temperature.samples.push_back({ static_cast<double>(second), std::min(81.0, 40 + 0.7 * second) });
    SessionRun run;
    run.result = sustained;
    run.temperatures = { temperature };
    const ChartDescription described = describeCharts(run).front();
    const ChartSeriesDescription* mark = described.find(SeriesKey::Throttling);
    QVERIFY(mark);
    SustainedPage page;
    page.runFinished(FinishedRun::ofRuns({ run }));
    QLineSeries* shown = page.sustainedChart()->temperatureLines()->series(SeriesKey::Throttling);
    QVERIFY(shown);
    QCOMPARE(shown->pen().style(), Qt::DashLine);
    QVERIFY2(shown->name().contains(QStringLiteral("81 °C")), qPrintable(shown->name()));
    auto* rate = const_cast<QLineSeries*>(page.sustainedChart()->rateSeries());
    QValueAxis* rateAxis = axisOf(page.sustainedChart()->chart(), rate, Qt::Vertical);
    QCOMPARE(axisOf(page.sustainedChart()->chart(), shown, Qt::Vertical), rateAxis);
    QCOMPARE(shown->points().size(), 2);
    for (const QPointF& point : shown->points())
        QCOMPARE(point.x(), mark->points.front().x());
    QCOMPARE(shown->points().front().y(), rateAxis->min());
    QCOMPARE(shown->points().back().y(), rateAxis->max());
}

// The window's scaling chart and the report's come from one description: the measured rates at 1 … N
// drives and the dashed perfect-scaling line (the first rate times the count), on the same axes.
void TestUiCharts::scalingChartDrawsTheDescription()
{
    const std::vector<double> aggregates { 500, 900, 1200 };
    const ChartDescription described = describeScaling(aggregates);
    const ChartSeriesDescription* perfect = described.find(SeriesKey::PerfectScaling);
    const ChartSeriesDescription* measured = described.find(SeriesKey::ScalingRate);
    QVERIFY(perfect && measured);
    QVERIFY(perfect->dashed);
    QCOMPARE(perfect->points.back(), QPointF(3, 1500));
    QCOMPARE(measured->points.back(), QPointF(3, 1200));
    QVERIFY(described.y.range.to >= 1500);

    ScalingChart chart;
    chart.setSteps({ 500, 900, 1200 });
    const QList<QAbstractSeries*> series = chart.chart()->series();
    QCOMPARE(series.size(), 2);
    for (int index = 0; index < 2; ++index) {
        const auto* line = qobject_cast<QLineSeries*>(series[index]);
        QVERIFY(line);
        const ChartSeriesDescription& expected = described.series[static_cast<size_t>(index)];
        QCOMPARE(line->points(), QList<QPointF>(expected.points.begin(), expected.points.end()));
        QCOMPARE(line->pen().style() == Qt::DashLine, expected.dashed);
    }
    const auto* rate = qobject_cast<QValueAxis*>(chart.chart()->axes(Qt::Vertical).value(0));
    QVERIFY(rate);
    QCOMPARE(rate->min(), described.y.range.from);
    QCOMPARE(rate->max(), described.y.range.to);

    // The report draws the same lines: the dashed one among them.
    const QString svg = chartSvg(described);
    QVERIFY2(svg.contains(QStringLiteral("stroke-dasharray")), qPrintable(svg.left(400)));

    // With each drive measured alone, perfect scaling is what they did alone, added up: a slow drive
    // beside a fast one (500 and 100 MB/s) makes 600 perfect at two, not 1000. Both fronts say so.
    const std::vector<double> reference { 500, 600, 700 };
    const ChartDescription measured3 = describeScaling(aggregates, DisplayUnit::MegabytesPerSecond, reference);
    const ChartSeriesDescription* added = measured3.find(SeriesKey::PerfectScaling);
    QVERIFY(added);
    QCOMPARE(added->points.at(1), QPointF(2, 600));
    QCOMPARE(added->points.back(), QPointF(3, 700));
    QVERIFY2(added->label.contains(QStringLiteral("alone")), qPrintable(added->label));
    QVERIFY2(perfect->label.contains(QStringLiteral("not measured")), qPrintable(perfect->label));
    chart.setSteps({ 500, 900, 1200 }, DisplayUnit::MegabytesPerSecond, QString(), reference);
    const auto* shownReference = qobject_cast<QLineSeries*>(chart.chart()->series().value(0));
    QVERIFY(shownReference);
    QCOMPARE(shownReference->points().back(), QPointF(3, 700));
    QVERIFY2(shownReference->name().contains(QStringLiteral("alone")), qPrintable(shownReference->name()));

    // The model's own reference: each target alone in target order, summed per step.
    MultiTargetScaling scaling;
    scaling.steps = { sampleMulti(), sampleMulti() };
    scaling.steps.front().perTarget.resize(1);
    scaling.alone = { scaling.steps.back().perTarget.at(0), scaling.steps.back().perTarget.at(1) };
    scaling.alone[1].repeats = { sampleRun(3) };
    const std::vector<double> sums = scaling.referenceIn(DisplayUnit::MegabytesPerSecond);
    QCOMPARE(sums.size(), size_t { 2 });
    QCOMPARE(sums[1],
        DisplayFigures::meanOf(scaling.alone[0].repeats).in(DisplayUnit::MegabytesPerSecond)
            + DisplayFigures::meanOf(scaling.alone[1].repeats).in(DisplayUnit::MegabytesPerSecond));
    scaling.alone.pop_back();
    QVERIFY(scaling.referenceIn(DisplayUnit::MegabytesPerSecond).empty());

    // An export's headline names every drive of a run on several.
    TargetInfo first = sampleTarget(QStringLiteral("sdz"));
    TargetInfo second = sampleTarget(QStringLiteral("zram1"));
    second.drive->model.clear();
    const ImageCaption caption = ImageCaption::forTargets({ first, second }, QStringLiteral("Multi-drive"), QString());
    QVERIFY2(caption.headline().contains(QStringLiteral(" + ")), qPrintable(caption.headline()));
    QVERIFY2(caption.headline().contains(QStringLiteral("zram1")), qPrintable(caption.headline()));
}

// IOPS against queue depth and the latency percentiles on the right: the window's chart and the report's
// from one description, latencies in ms once they reach 10 ms.
void TestUiCharts::queueDepthChartDrawsTheDescription()
{
    SweepChartSeries series { QStringLiteral("IOPS"), {} };
    std::vector<QueueDepthFigures> figures;
    for (uint64_t depth : { 1u, 2u, 4u, 8u, 16u }) {
        const double scale = static_cast<double>(depth);
        series.points.push_back(SweepChartPoint {
            depth, true, 0.5 * scale, 120 * scale, 1, 8000, 7000 * scale, 9000 * scale, 12000 * scale });
        figures.push_back({ scale, 120 * scale, 7000 * scale, 9000 * scale, 12000 * scale });
    }
    const ChartDescription described = describeQueueDepth(figures, QStringLiteral("IOPS against queue depth"));
    QCOMPARE(described.rightAxes.size(), size_t { 1 });
    const ChartAxis& latencies = described.rightAxes.front();
    QCOMPARE(latencies.unit, QStringLiteral("ms"));
    QCOMPARE(latencies.range.from, 1.0); // 7 ms … 192 ms: the decades 1 … 1000 ms
    QCOMPARE(latencies.range.to, 1000.0);

    QueueDepthChart chart;
    chart.setSeries(series);
    const QList<QAbstractSeries*> drawn = chart.chart()->series();
    QCOMPARE(drawn.size(), 5); // the IOPS line, its dots, p50, p99, p99.9
    const auto* iops = qobject_cast<QLineSeries*>(drawn[0]);
    QVERIFY(iops);
    const ChartSeriesDescription* rate = described.find(SeriesKey::SweepIops);
    QCOMPARE(iops->points(), QList<QPointF>(rate->points.begin(), rate->points.end()));
    for (int index = 2; index < 5; ++index) {
        const auto* line = qobject_cast<QLineSeries*>(drawn[index]);
        QVERIFY(line);
        const ChartSeriesDescription& expected = described.series[static_cast<size_t>(index - 1)];
        QCOMPARE(expected.rightAxis, 0);
        QCOMPARE(line->name(), expected.label);
        QCOMPARE(line->points(), QList<QPointF>(expected.points.begin(), expected.points.end()));
    }
    const auto* latency = qobject_cast<QLogValueAxis*>(chart.chart()->axes(Qt::Vertical).value(1));
    QVERIFY(latency);
    QCOMPARE(latency->min(), latencies.range.from);
    QCOMPARE(latency->max(), latencies.range.to);
    QCOMPARE(latency->titleText(), QStringLiteral("Latency (ms)"));

    // The report draws the right axis too: its title, its decades and the dashed percentile lines.
    const QString svg = chartSvg(described);
    QVERIFY(svg.contains(QStringLiteral(">latency (ms)</text>")));
    QVERIFY(svg.contains(QStringLiteral("class=\"right-tick\">100</text>")));
    QCOMPARE(svg.count(QStringLiteral("stroke-dasharray")), 3);
}

// ATTO's bars: the window's block-size chart and the report's from one description, the same
// categories and bar heights, IOPS and CPU on their axes on the right, a block size not measured kept
// in its place without a bar.
void TestUiCharts::blockSizeChartDrawsTheDescription()
{
    std::vector<SweepChartSeries> series { { QStringLiteral("Read"), {}, false },
        { QStringLiteral("Write"), {}, true } };
    std::vector<BlockSizeSeries> input(2);
    input[1].writes = true;
    for (uint64_t size : { 512u, 4096u, 65536u, 1048576u })
        for (size_t direction = 0; direction < 2; ++direction) {
            const bool measured = !(direction == 1 && size == 512); // the write at 512 bytes was skipped
            const double rate = measured ? static_cast<double>(size) / 1000 * (direction ? 0.5 : 1) : 0;
            series[direction].points.push_back(
                SweepChartPoint { size, measured, rate, rate * 1e6 / static_cast<double>(size), 12.5, 0, 0, 0, 0, 0 });
            input[direction].points.push_back(
                { size, measured, rate, rate * 1e6 / static_cast<double>(size), measured ? 12.5 : 0 });
        }
    const ChartDescription described
        = describeBlockSizes(input, TargetInfo(), QStringLiteral("MB/s against block size"));
    QCOMPARE(described.categories,
        (QStringList { QStringLiteral("512"), QStringLiteral("4K"), QStringLiteral("64K"), QStringLiteral("1M") }));
    QCOMPARE(described.rightAxes.size(), size_t { 2 });

    BlockSizeChart chart;
    chart.setShowIops(true);
    chart.setSeries(series);
    const auto* bars = qobject_cast<QBarSeries*>(chart.chart()->series().value(0));
    QVERIFY(bars);
    QCOMPARE(bars->count(), 2);
    size_t barSeries = 0;
    for (const ChartSeriesDescription& expected : described.series) {
        if (expected.kind != SeriesKind::Bar)
            continue;
        const QBarSet* set = bars->barSets().value(static_cast<qsizetype>(barSeries++));
        QVERIFY(set);
        QCOMPARE(set->count(), 4);
        for (const QPointF& bar : expected.points)
            QCOMPARE(set->at(static_cast<qsizetype>(bar.x())), bar.y());
    }
    QCOMPARE(bars->barSets().value(1)->at(0), 0.0); // no write bar at 512 bytes
    // The IOPS lines: one point per measured size, at the description's places.
    const auto* readIops = qobject_cast<QLineSeries*>(chart.chart()->series().value(1));
    QVERIFY(readIops);
    const ChartSeriesDescription* iops = described.find(SeriesKey::SweepIops);
    QCOMPARE(readIops->count(), static_cast<int>(iops->points.size()));
    for (int index = 0; index < readIops->count(); ++index)
        QCOMPARE(readIops->at(index).x(), iops->points[static_cast<size_t>(index)].x());

    // The report: the same categories under grouped bars, and the two axes on the right.
    const QString svg = chartSvg(described);
    for (const QString& category : described.categories)
        QVERIFY2(svg.contains(QStringLiteral("class=\"x-tick\">%1</text>").arg(category)), qPrintable(category));
    QCOMPARE(svg.count(QStringLiteral("<g class=\"bars\"")), 2);
    QVERIFY(svg.contains(QStringLiteral(">IOPS</text>")));
    QVERIFY(svg.contains(QStringLiteral(">CPU %</text>")));
}

// The multi-drive bars and the pattern ratings: the window's bars are the description's, the first
// category on top, each figure with the model's decimals; the report draws the same bars.
void TestUiCharts::barChartsDrawTheDescription()
{
    const MultiTargetResult multi = sampleMulti();
    const ChartDescription described = describeMultiTargetBars(multi);
    QCOMPARE(described.categories.size(), static_cast<qsizetype>(multi.perTarget.size() + 1));
    QCOMPARE(described.categories.back(), QStringLiteral("all"));
    QCOMPARE(described.series.front().points.back().y(), multi.aggregateMegabytesPerSecond().mean);

    BarChart chart;
    chart.setBars(described, QStringLiteral("MB/s"));
    const auto* bars = qobject_cast<QAbstractBarSeries*>(chart.chart()->series().value(0));
    QVERIFY(bars);
    const QBarSet* set = bars->barSets().value(0);
    QCOMPARE(set->count(), static_cast<int>(described.categories.size()));
    // Lying down, the first on top: the set holds them from the bottom up.
    for (const QPointF& bar : described.series.front().points) {
        const double shown = set->at(static_cast<int>(described.categories.size() - 1 - bar.x()));
        const double scale = std::pow(10.0, figureDecimals(bar.y()));
        QCOMPARE(shown, std::round(bar.y() * scale) / scale);
    }
    const auto* values = qobject_cast<QValueAxis*>(chart.chart()->axes(Qt::Horizontal).value(0));
    QVERIFY(values);
    QCOMPARE(values->max(), described.y.range.to);

    // Reports draw a multi-target run's bars from the same description.
    SessionRun run;
    run.result = multi;
    const std::vector<ChartDescription> charts = describeCharts(run);
    QVERIFY(std::any_of(charts.begin(), charts.end(),
        [&](const ChartDescription& one) { return one.categories == described.categories; }));
}

void TestUiCharts::pagesShowTheirRunOverTime_data()
{
    QTest::addColumn<int>("kind");
    QTest::newRow("block size") << static_cast<int>(TestKind::BlockSize);
    QTest::newRow("queue depth") << static_cast<int>(TestKind::QueueDepth);
    QTest::newRow("patterns") << static_cast<int>(TestKind::Patterns);
    QTest::newRow("quick suite") << static_cast<int>(TestKind::QuickSuite);
    QTest::newRow("multi-drive") << static_cast<int>(TestKind::MultiTarget);
}

void TestUiCharts::pagesShowTheirRunOverTime()
{
    QFETCH(int, kind);
    std::unique_ptr<TestPage> page;
    SessionRun run;
    run.id = QStringLiteral("1");
    switch (static_cast<TestKind>(kind)) {
    case TestKind::BlockSize:
        page = std::make_unique<BlockSizePage>();
        run.result = sampleSweep(SweepKind::BlockSize);
        break;
    case TestKind::QueueDepth:
        page = std::make_unique<QueueDepthPage>();
        run.result = sampleSweep(SweepKind::QueueDepth);
        break;
    case TestKind::Patterns:
        page = std::make_unique<PatternsPage>();
        run.result = samplePatterns();
        break;
    case TestKind::QuickSuite:
        page = std::make_unique<QuickSuitePage>();
        run.result = sampleQuick();
        break;
    default:
        page = std::make_unique<MultiDrivePage>();
        run.result = sampleMulti();
        break;
    }
    OverTimeTabs* tabs = page->overTime();
    QVERIFY(tabs);
    TimelineChart* chart = tabs->timelineChart();
    QCOMPARE(tabs->count(), 2);
    QCOMPARE(tabs->tabText(1), QStringLiteral("Over time"));
    QVERIFY(!tabs->isTabEnabled(1)); // nothing to show yet

    // Live: each interval as it closes, on the run's time axis.
    const size_t given = giveTimelines(run, 3);
    const FinishedRun finished = FinishedRun::ofRuns({ run });
    page->runStarted(finished.plan);
    TimeIntervalBatch batch;
    for (int i = 0; i < 5; ++i)
        batch.intervals.push_back({ static_cast<double>(i), 1, 2000.0 + i, 8.0, 300, 900 });
    page->timeIntervalsAvailable(batch);
    QVERIFY(tabs->isTabEnabled(1));
    QCOMPARE(chart->iopsSeries()->count(), 5);
    QCOMPARE(chart->p99Series()->count(), 5);
    QCOMPARE(chart->iopsSeries()->at(4), QPointF(4.5, 2004));
    // A workload's last sliver of an interval (the requests still in flight at its end) is left out, as
    // the stored series' chart leaves it out.
    batch.intervals = { { 5, 0.01, 90000, 351, 40, 80 } };
    page->timeIntervalsAvailable(batch);
    QCOMPARE(chart->iopsSeries()->count(), 5);

    // Finished (or opened): the stored series of every workload in place of the live points, with the
    // drive's temperature on an axis of its own.
    TemperatureSeries temperature;
    temperature.device = QStringLiteral("sdz");
    temperature.samples = { { 0, 41 }, { 1.5, 43 }, { 3, 46 }, { 4, 47 } };
    run.temperatures.push_back(temperature);
    page->runFinished(FinishedRun::ofRuns({ run }));
    QVERIFY(tabs->isTabEnabled(1));
    QCOMPARE(static_cast<size_t>(chart->iopsSeries()->count()), given);
    QCOMPARE(static_cast<size_t>(chart->p99Series()->count()), given);
    QCOMPARE(chart->iopsSeries()->at(0), QPointF(0.5, 1000));
    QCOMPARE(chart->timeAxis()->titleText(), QStringLiteral("Time (s)"));
    QCOMPARE(chart->iopsAxis()->titleText(), QStringLiteral("IOPS"));
    QCOMPARE(chart->latencyAxis()->titleText(), QStringLiteral("p99 latency (µs)"));
    QVERIFY(chart->latencyAxis()->isVisible());
    QVERIFY(chart->timeAxis()->max() >= static_cast<double>(given));
    QLineSeries* line = chart->temperature()->series(SeriesKey::Temperature);
    QVERIFY(line);
    QCOMPARE(line->count(), 4);
    QCOMPARE(chart->temperature()->axis()->titleText(), QStringLiteral("Temperature (°C)"));

    // Export draws the tab shown: the over-time chart, not the page's own.
    tabs->showOverTime();
    QVERIFY(tabs->overTimeShown());
    auto render = [](const std::function<void(QPainter&, const QRectF&)>& paint) {
        QImage image(800, 500, QImage::Format_ARGB32);
        image.fill(Qt::white);
        QPainter painter(&image);
        paint(painter, QRectF(0, 0, 800, 500));
        return image;
    };
    const QImage exported = render([&](QPainter& painter, const QRectF& area) { page->paintExport(painter, area); });
    const QImage overTime
        = render([&](QPainter& painter, const QRectF& area) { paintChart(chart->chart(), painter, area); });
    QCOMPARE(exported, overTime);
    tabs->setCurrentIndex(0);
    QVERIFY(render([&](QPainter& painter, const QRectF& area) { page->paintExport(painter, area); }) != overTime);

    // A run without a series leaves the tab off.
    for (const SessionRun::NamedWorkload& workload : run.workloads())
        for (RunMeasurement& repeat : const_cast<WorkloadResult*>(workload.result)->repeats)
            repeat.timeline = {};
    page->runFinished(FinishedRun::ofRuns({ run }));
    QVERIFY(!tabs->isTabEnabled(1));
    QVERIFY(!tabs->overTimeShown());
}

void TestUiCharts::sustainedPageShowsTheFillLevel()
{
    SustainedPage page;
    FillLevelChart* chart = page.fillLevelChart();
    QCOMPARE(page.chartTabs()->count(), 2);
    SustainedResult sustained = sampleSustained();
    sustained.target.kind = TargetInfo::Kind::BlockDevice;
    sustained.target.sizeBytes = 4'000'000'000ull;
    sustained.plan.offset = 0;
    sustained.plan.totalBytes = sustained.target.sizeBytes;
    RunPlan plan = RunPlan::of(TestKind::SustainedWrite);
    plan.get<SustainedPlan>() = sustained.plan;
    page.runStarted(plan);
    // Live: placed by the plan's bytes, 0 … 100 % across from the start.
    SustainedSampleBatch batch;
    batch.samples = { sustained.samples.begin(), sustained.samples.begin() + 4 };
    page.sustainedSamplesAvailable(batch);
    // From empty: the first sample's rate at 0 %, then each sample.
    QCOMPARE(chart->rateSeries()->count(), 5);
    QCOMPARE(chart->rateSeries()->at(0), QPointF(0, 400));
    QCOMPARE(chart->rateSeries()->at(4), QPointF(10, 400));
    QCOMPARE(chart->fillAxis()->min(), 0.0);
    QCOMPARE(chart->fillAxis()->max(), 100.0);

    SessionRun run;
    run.id = QStringLiteral("1");
    run.result = sustained;
    page.runFinished(FinishedRun::ofRuns({ run }));
    // As the model describes it (and the report draws it).
    const ChartDescription description = describeFillLevel(sustained);
    const ChartSeriesDescription* described = description.find(SeriesKey::FillLevelRate);
    QVERIFY(described);
    QCOMPARE(static_cast<size_t>(chart->rateSeries()->count()), sustained.samples.size() + 1);
    for (int i = 0; i < chart->rateSeries()->count(); ++i)
        QCOMPARE(chart->rateSeries()->at(i), described->points[static_cast<size_t>(i)]);
    QCOMPARE(chart->fillAxis()->min(), 0.0);
    QCOMPARE(chart->fillAxis()->max(), 100.0);
    QCOMPARE(chart->fillAxis()->titleText(), QStringLiteral("Drive written (%)"));
    QCOMPARE(chart->rateAxis()->titleText(), QStringLiteral("MB/s"));
    QVERIFY(chart->rateAxis()->max() >= 400);
    // A region of the drive says so.
    sustained.plan.offset = 1'000'000'000ull;
    sustained.plan.totalBytes = 2'000'000'000ull;
    run.result = sustained;
    page.runFinished(FinishedRun::ofRuns({ run }));
    QCOMPARE(chart->fillAxis()->titleText(), QStringLiteral("Tested region written (%)"));
    QCOMPARE(chart->rateSeries()->at(chart->rateSeries()->count() - 1).x(), 100.0);
}

void TestUiCharts::compareOverlaysTheRunsOverTime()
{
    SessionRun before;
    before.result = sampleWorkloadResult();
    SessionRun after;
    after.result = sampleWorkloadResult(2);
    const size_t beforeIntervals = giveTimelines(before, 4);
    const size_t afterIntervals = giveTimelines(after, 6, 3000);
    auto save = [this](const QString& name, const SessionRun& run) {
        Session session = Session::startNew(QStringLiteral("test"));
        session.addRun(run);
        const QString path = m_dir.filePath(name);
        saveSession(session, path);
        return path;
    };
    CompareWindow window;
    QSignalSpy shown(&window, &CompareWindow::comparisonShown);
    window.addSessions(
        { save(QStringLiteral("over-before.json"), before), save(QStringLiteral("over-after.json"), after) });
    QVERIFY(shown.wait(10000));
    QTabWidget* tabs = window.chartTabs();
    QCOMPARE(tabs->tabText(4), QStringLiteral("Over time"));
    QVERIFY(tabs->isTabEnabled(4));
    tabs->setCurrentIndex(4);
    QChart* chart = nullptr;
    for (CompareCharts* charts : window.findChildren<CompareCharts*>())
        chart = charts->overTimeChart();
    QVERIFY(chart);
    // One series per session, in its colour, a dot per interval.
    QCOMPARE(chart->series().size(), 2);
    auto* first = qobject_cast<QScatterSeries*>(chart->series().at(0));
    auto* second = qobject_cast<QScatterSeries*>(chart->series().at(1));
    QVERIFY(first && second);
    QCOMPARE(static_cast<size_t>(first->count()), beforeIntervals);
    QCOMPARE(static_cast<size_t>(second->count()), afterIntervals);
    QCOMPARE(first->color(), CompareWindow::seriesColor(0));
    QCOMPARE(second->color(), CompareWindow::seriesColor(1));
    QCOMPARE(first->name(), window.comparison()->items[0].label);
    QStringList titles;
    for (QAbstractAxis* axis : chart->axes())
        titles += axis->titleText();
    QVERIFY2(titles.contains(QStringLiteral("Time (s)")) && titles.contains(QStringLiteral("IOPS")),
        qPrintable(titles.join(QLatin1Char('|'))));
}

void TestUiCharts::compareInGermanStillPairsFigures()
{
    QVERIFY(installTranslations(QLocale(QLocale::German, QLocale::Germany)));
    const QString before = writeSession(QStringLiteral("before.json"), sampleSweep(SweepKind::BlockSize));
    const QString after = writeSession(QStringLiteral("after.json"), sampleSweep(SweepKind::BlockSize, 2));
    CompareWindow window;
    QSignalSpy shown(&window, &CompareWindow::comparisonShown);
    window.addSessions({ before, after });
    QVERIFY(shown.wait(10000));
    const Comparison* comparison = window.comparison();
    QVERIFY(comparison);
    QVERIFY(!comparison->figures.empty());
    bool someTranslated = false;
    QTableWidget* table = window.figureTable();
    QCOMPARE(table->rowCount(), static_cast<int>(comparison->figures.size()));
    for (int row = 0; row < table->rowCount(); ++row) {
        const ComparedFigure& figure = comparison->figures[static_cast<size_t>(row)];
        // The label is German, the pairing is not: both runs have every figure.
        QVERIFY2(figure.values[0] && figure.values[1], qPrintable(figure.key.toString()));
        QVERIFY(table->item(row, 0)->text().contains(figure.key.name(true)));
        QVERIFY(table->item(row, 2)->data(CompareWindow::kVerdictRole).toInt()
            != static_cast<int>(ComparedFigure::Verdict::Missing));
        someTranslated = someTranslated || figure.key.name(true) != figure.name;
    }
    QVERIFY(someTranslated);
}

QTEST_MAIN(TestUiCharts)
#include "tst_uicharts.moc"
