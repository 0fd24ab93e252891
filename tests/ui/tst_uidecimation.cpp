#include "axisscale.h"
#include "curvemodel.h"
#include "model/timeseries.h"
#include "timelinechart.h"

#include <QChart>
#include <QChartView>
#include <QLineSeries>
#include <QScatterSeries>
#include <QSet>
#include <QTest>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <random>

using namespace ds;

// The per-pixel-column min/max decimation that stands between a curve's points and Qt Charts.
class TestUiDecimation : public QObject {
    Q_OBJECT

private slots:
    void keepsExtremesOfEveryColumn_data();
    void keepsExtremesOfEveryColumn();
    void smallCurvesPassUnchanged();
    void pointsOutsideTheRangeKeepOneNeighbour();
    void proxyFeedsTheSeriesAtMostTwoPointsPerColumn();
    void appendedPointsGiveTheSameCurveAsAFullPass();
    void niceRangesNeverPassThroughAFloodOfTicks();
    void scatterKeepsADotInEveryCellAllDotsCover_data();
    void scatterKeepsADotInEveryCellAllDotsCover();
    void longConsistencyRunIsDrawnThinned();
    void weekLongLiveRunIsThinnedAsItComes();
};

void TestUiDecimation::keepsExtremesOfEveryColumn_data()
{
    QTest::addColumn<int>("points");
    QTest::addColumn<int>("columns");
    QTest::newRow("1M points, 800 px") << 1'000'000 << 800;
    QTest::newRow("10k points, 1600 px") << 10'000 << 1600;
    QTest::newRow("5000 points, 7 px") << 5000 << 7;
}

void TestUiDecimation::keepsExtremesOfEveryColumn()
{
    QFETCH(int, points);
    QFETCH(int, columns);
    std::mt19937_64 random(42);
    std::uniform_real_distribution<double> noise(-20, 20);
    std::vector<QPointF> curve;
    curve.reserve(static_cast<size_t>(points));
    for (int i = 0; i < points; ++i)
        curve.emplace_back(i, 100 + 50 * std::sin(i / 5000.0) + noise(random));
    // A single deep dip, as a remapped sector makes: it must survive.
    curve[static_cast<size_t>(points / 3)].setY(-500);

    const double xMin = 0;
    const double xMax = points - 1;
    const QList<QPointF> shown = decimateMinMax(curve, xMin, xMax, columns);
    QVERIFY(shown.size() <= 2 * columns);
    QVERIFY(shown.size() >= columns);
    // In x order.
    for (qsizetype i = 1; i < shown.size(); ++i)
        QVERIFY(shown[i - 1].x() <= shown[i].x());
    // Every column's lowest and highest point of the full curve are among the shown points.
    const double width = (xMax - xMin) / columns;
    std::vector<double> low(static_cast<size_t>(columns), 1e300);
    std::vector<double> high(static_cast<size_t>(columns), -1e300);
    for (const QPointF& point : curve) {
        const auto column = static_cast<size_t>(std::min(columns - 1, static_cast<int>((point.x() - xMin) / width)));
        low[column] = std::min(low[column], point.y());
        high[column] = std::max(high[column], point.y());
    }
    std::vector<double> shownLow(static_cast<size_t>(columns), 1e300);
    std::vector<double> shownHigh(static_cast<size_t>(columns), -1e300);
    for (const QPointF& point : shown) {
        const auto column = static_cast<size_t>(std::min(columns - 1, static_cast<int>((point.x() - xMin) / width)));
        shownLow[column] = std::min(shownLow[column], point.y());
        shownHigh[column] = std::max(shownHigh[column], point.y());
    }
    for (size_t column = 0; column < low.size(); ++column) {
        QCOMPARE(shownLow[column], low[column]);
        QCOMPARE(shownHigh[column], high[column]);
    }
    bool dipShown = false;
    for (const QPointF& point : shown)
        dipShown = dipShown || point.y() == -500;
    QVERIFY(dipShown);
}

void TestUiDecimation::smallCurvesPassUnchanged()
{
    const std::vector<QPointF> curve { { 0, 1 }, { 1, 3 }, { 2, 2 }, { 3, 5 } };
    const QList<QPointF> shown = decimateMinMax(curve, 0, 3, 100);
    QCOMPARE(shown.size(), 4);
    for (size_t i = 0; i < curve.size(); ++i)
        QCOMPARE(shown[static_cast<qsizetype>(i)], curve[i]);
    QVERIFY(decimateMinMax({}, 0, 1, 10).isEmpty());
}

void TestUiDecimation::pointsOutsideTheRangeKeepOneNeighbour()
{
    std::vector<QPointF> curve;
    for (int i = 0; i < 10000; ++i)
        curve.emplace_back(i, i % 7);
    const QList<QPointF> shown = decimateMinMax(curve, 4000, 6000, 50);
    QVERIFY(!shown.isEmpty());
    // One point on each side so the line reaches the plot's edges, none further out.
    QCOMPARE(shown.front().x(), 3999.0);
    QCOMPARE(shown.back().x(), 6001.0);
    for (qsizetype i = 1; i + 1 < shown.size(); ++i) {
        QVERIFY(shown[i].x() >= 4000);
        QVERIFY(shown[i].x() <= 6000);
    }
}

void TestUiDecimation::proxyFeedsTheSeriesAtMostTwoPointsPerColumn()
{
    CurveModel model;
    QLineSeries series;
    DecimatingProxy proxy(&model, &series);
    proxy.setColumns(500);
    std::vector<QPointF> curve;
    for (int i = 0; i < 200'000; ++i)
        curve.emplace_back(i * 0.001, (i * 7919) % 1000);
    model.setPoints(curve);
    // Changes are coalesced on a timer; the series fills without an explicit refresh.
    QTRY_VERIFY(series.count() > 0);
    QVERIFY(series.count() <= 1000);
    QCOMPARE(proxy.shownPoints(), series.count());
    // Appending (a live run) updates the series again.
    model.append({ QPointF(250, 5000) });
    QTRY_COMPARE(series.points().back(), QPointF(250, 5000));
    QVERIFY(series.count() <= 1000 + 2);
    // Zero columns: no decimation at all.
    proxy.setColumns(0);
    proxy.refresh();
    QCOMPARE(series.count(), 200'001);
}

// A live scan appends zones; the proxy then feeds only the new points into its columns. Whatever the
// chunks, the series must equal a full decimation of every point so far, also when the range or the
// width changes or the points are replaced.
void TestUiDecimation::appendedPointsGiveTheSameCurveAsAFullPass()
{
    CurveModel model;
    QLineSeries series;
    DecimatingProxy proxy(&model, &series);
    proxy.setColumns(300);
    // Points on both sides of the range, as when the plot is zoomed into part of the drive.
    proxy.setXRange(10'000, 90'000);
    std::mt19937_64 random(7);
    std::uniform_int_distribution<int> chunk(1, 5000);
    std::uniform_real_distribution<double> rate(0, 200);
    std::vector<QPointF> all;
    int checks = 0;
    while (all.size() < 100'000) {
        QList<QPointF> points;
        const int count = chunk(random);
        for (int i = 0; i < count && all.size() + static_cast<size_t>(points.size()) < 100'000; ++i)
            points.append(QPointF(static_cast<double>(all.size() + static_cast<size_t>(points.size())), rate(random)));
        all.insert(all.end(), points.begin(), points.end());
        model.append(points);
        proxy.refresh();
        QCOMPARE(series.points(), decimateMinMax(all, 10'000, 90'000, 300));
        ++checks;
    }
    QVERIFY(checks > 20);
    // The prefix fed so far is dropped when the plot changes or the points are replaced.
    proxy.setColumns(120);
    proxy.refresh();
    QCOMPARE(series.points(), decimateMinMax(all, 10'000, 90'000, 120));
    proxy.setXRange(0, 50'000);
    proxy.refresh();
    QCOMPARE(series.points(), decimateMinMax(all, 0, 50'000, 120));
    std::vector<QPointF> replaced(all.begin(), all.begin() + 60'000);
    for (QPointF& point : replaced)
        point.setY(point.y() + 1000);
    model.setPoints(replaced);
    proxy.refresh();
    QCOMPARE(series.points(), decimateMinMax(replaced, 0, 50'000, 120));
    QVERIFY(series.points().front().y() >= 1000);
}

// A chart's axis going from a tiny range to a large one and back, as a seek scatter does between a
// fast and a slow drive: each change must end at the new range and step, and no layout in between
// may see the new range with the old step (with 0 … 1e-6 then 0 … 1e6, that is 10^12 tick items,
// which hangs this test until ctest's timeout fails it).
void TestUiDecimation::niceRangesNeverPassThroughAFloodOfTicks()
{
    auto* chart = new QChart; // the view owns it
    auto* series = new QLineSeries;
    chart->addSeries(series);
    auto* axis = new QValueAxis;
    chart->addAxis(axis, Qt::AlignLeft);
    series->attachAxis(axis);
    QChartView view(chart);
    view.resize(600, 400);
    view.show();
    for (const double to : { 1e-6, 1e6, 1e-6, 20.0, 0.005, 20.0 }) {
        ds::setNiceRange(axis, 0, to);
        QCOMPARE(axis->max(), to);
        QCOMPARE(axis->tickInterval(), ds::niceTickStep(to));
        QVERIFY(to / axis->tickInterval() <= 7.000001);
    }
}

void TestUiDecimation::scatterKeepsADotInEveryCellAllDotsCover_data()
{
    QTest::addColumn<int>("points");
    QTest::addColumn<int>("columns");
    QTest::addColumn<int>("rows");
    QTest::newRow("605k dots (a week of seconds), 800 x 300") << 605'000 << 800 << 300;
    QTest::newRow("100k dots, 400 x 150") << 100'000 << 400 << 150;
    QTest::newRow("fewer dots than columns: unchanged") << 500 << 800 << 300;
    QTest::newRow("one cell") << 10'000 << 1 << 1;
}

void TestUiDecimation::scatterKeepsADotInEveryCellAllDotsCover()
{
    QFETCH(int, points);
    QFETCH(int, columns);
    QFETCH(int, rows);
    // A consistency run's shape: a band that drops after a third, with noise and outliers, some of them
    // outside the grid (they stay, for the chart to clip).
    std::mt19937_64 random(7);
    std::normal_distribution<double> noise(0, 300);
    std::vector<QPointF> dots;
    for (int i = 0; i < points; ++i) {
        const double level = i < points / 3 ? 9000 : 4000;
        dots.emplace_back(i, i % 997 == 0 ? 20000.0 : level + noise(random));
    }
    const double xMax = points;
    const double yMax = 12000;
    const QList<QPointF> kept = decimateScatter(dots, 0, xMax, 0, yMax, columns, rows);
    auto cellOf = [&](const QPointF& dot) {
        const int column = std::clamp(static_cast<int>(dot.x() / (xMax / columns)), 0, columns - 1);
        const int row = std::clamp(static_cast<int>(dot.y() / (yMax / rows)), 0, rows - 1);
        return static_cast<qint64>(column) * rows + row;
    };
    auto inside = [&](const QPointF& dot) { return dot.y() >= 0 && dot.y() <= yMax; };
    QSet<qint64> all;
    int outside = 0;
    for (const QPointF& dot : dots) {
        if (inside(dot))
            all.insert(cellOf(dot));
        else
            ++outside;
    }
    QSet<qint64> covered;
    int keptOutside = 0;
    for (const QPointF& dot : kept) {
        if (!inside(dot)) {
            ++keptOutside;
            continue;
        }
        const qint64 cell = cellOf(dot);
        QVERIFY2(!covered.contains(cell) || points <= columns, "two dots kept in one cell");
        covered.insert(cell);
    }
    QCOMPARE(covered, all);
    QCOMPARE(keptOutside, outside);
    if (points <= columns)
        QCOMPARE(kept.size(), static_cast<qsizetype>(points));
    else
        QCOMPARE(kept.size(), static_cast<qsizetype>(all.size() + outside));
    // In the order given.
    for (qsizetype i = 1; i < kept.size(); ++i)
        QVERIFY(kept[i - 1].x() < kept[i].x());
}

void TestUiDecimation::longConsistencyRunIsDrawnThinned()
{
    // 100,000 one-second intervals: drawn as at most one dot per cell of the chart's grid, and each
    // cell the full run covers is covered.
    TimeSeries series;
    series.intervalSeconds = 1;
    series.lastSeconds = 1;
    std::mt19937_64 random(3);
    std::normal_distribution<double> noise(0, 200);
    for (int i = 0; i < 100'000; ++i) {
        TimeInterval interval;
        interval.ios = static_cast<uint64_t>(std::max(1.0, (i < 30'000 ? 8000 : 3000) + noise(random)));
        interval.bytes = interval.ios * 4096;
        interval.meanNs = 100'000;
        interval.p99Ns = 400'000 + static_cast<uint64_t>(i % 50) * 1000;
        series.intervals.push_back(interval);
    }
    TimelineChart chart;
    chart.setSeries({ &series });
    const int dots = chart.iopsSeries()->count();
    qInfo("100,000 intervals drawn as %d IOPS dots and %d p99 dots", dots, chart.p99Series()->count());
    QVERIFY(dots > 0);
    QVERIFY(dots <= TimelineChart::kDotColumns * TimelineChart::kDotRows);
    // Two noisy bands fill a fraction of the grid: well under the 100,000 dots Qt Charts would draw.
    QVERIFY2(dots < 100'000 / 3, qPrintable(QStringLiteral("%1 dots for two bands").arg(dots)));
    // Both levels are there, and the last interval's time.
    double lowest = 1e9, highest = 0, latest = 0;
    for (const QPointF& dot : chart.iopsSeries()->points()) {
        lowest = std::min(lowest, dot.y());
        highest = std::max(highest, dot.y());
        latest = std::max(latest, dot.x());
    }
    QVERIFY(lowest < 4000 && highest > 7000);
    QVERIFY(latest > 99'000);
}

// A week of one-second intervals arriving live: the chart keeps a dot in (or beside) every 2-px cell
// of a 1600 × 600 plot that an interval falls in, and far fewer dots than intervals, also when the
// IOPS rise past the grid's first range half-way through.
void TestUiDecimation::weekLongLiveRunIsThinnedAsItComes()
{
    constexpr int kIntervals = 7 * 24 * 3600;
    TimelineChart chart;
    chart.reset(kIntervals);
    std::mt19937_64 random(11);
    std::normal_distribution<double> noise(0, 60);
    std::vector<LiveInterval> all;
    all.reserve(kIntervals);
    for (int i = 0; i < kIntervals; ++i) {
        LiveInterval interval;
        interval.beginSeconds = i;
        interval.seconds = 1;
        interval.iops = std::max(1.0, (i < kIntervals / 2 ? 3000 : 9000) + noise(random));
        interval.p99Microseconds = 400 + (i % 10) * 3;
        all.push_back(interval);
    }
    // Six hours of intervals at a time: the window gets them a few at a time, but only a batch that keeps
    // a new dot costs a redraw (of every dot: Qt Charts' scatter), which would make this test take minutes.
    constexpr size_t kBatch = 6 * 3600;
    for (size_t from = 0; from < all.size(); from += kBatch)
        chart.appendIntervals(std::vector<LiveInterval>(all.begin() + static_cast<std::ptrdiff_t>(from),
            all.begin() + static_cast<std::ptrdiff_t>(std::min(all.size(), from + kBatch))));

    const int dots = chart.iopsSeries()->count();
    qInfo("%d live intervals drawn as %d IOPS dots and %d p99 dots", kIntervals, dots, chart.p99Series()->count());
    QVERIFY2(dots > 0 && dots < kIntervals / 10, qPrintable(QString::number(dots)));
    QVERIFY(chart.p99Series()->count() < kIntervals / 10);
    // Coverage on the axes as they end: each interval's cell or one beside it holds a dot.
    const double right = chart.timeAxis()->max();
    const double top = chart.iopsAxis()->max();
    constexpr int kColumns = TimelineChart::kDotColumns;
    constexpr int kRows = TimelineChart::kDotRows;
    auto cellOf = [&](const QPointF& point) {
        return std::pair { std::clamp(static_cast<int>(point.x() / right * kColumns), 0, kColumns - 1),
            std::clamp(static_cast<int>(point.y() / top * kRows), 0, kRows - 1) };
    };
    std::vector<bool> drawn(static_cast<size_t>(kColumns) * kRows, false);
    for (const QPointF& dot : chart.iopsSeries()->points()) {
        const auto [column, row] = cellOf(dot);
        drawn[static_cast<size_t>(row) * kColumns + static_cast<size_t>(column)] = true;
    }
    int uncovered = 0;
    for (const LiveInterval& interval : all) {
        const auto [column, row] = cellOf(QPointF(interval.beginSeconds + 0.5, interval.iops));
        bool covered = false;
        for (int c = std::max(0, column - 1); c <= std::min(kColumns - 1, column + 1) && !covered; ++c)
            for (int r = std::max(0, row - 1); r <= std::min(kRows - 1, row + 1) && !covered; ++r)
                covered = drawn[static_cast<size_t>(r) * kColumns + static_cast<size_t>(c)];
        uncovered += covered ? 0 : 1;
    }
    QCOMPARE(uncovered, 0);
}

QTEST_MAIN(TestUiDecimation)
#include "tst_uidecimation.moc"
