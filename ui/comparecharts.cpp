#include "comparecharts.h"

#include "axisscale.h"
#include "comparedata.h"
#include "comparewindow.h"
#include "curvemodel.h"
#include "translation.h"

#include <QCategoryAxis>
#include <QChartView>
#include <QLegend>
#include <QLineSeries>
#include <QScatterSeries>
#include <QTabWidget>
#include <QValueAxis>

#include <cmath>
#include <set>

namespace ds {

namespace {
    // A sweep chart over log2 of its x values, labelled with the values themselves.
    void fillSweepChart(QChart* chart, const std::vector<std::vector<SweepChartPoint>*>& seriesPoints,
        const QStringList& names, const std::vector<QColor>& colors, bool blockSize)
    {
        std::set<uint64_t> values;
        double maxY = 0;
        for (const auto* points : seriesPoints)
            for (const SweepChartPoint& point : *points) {
                values.insert(point.value);
                maxY = std::max(maxY, blockSize ? point.megabytesPerSecond : point.iops);
            }
        if (values.empty())
            return;
        auto* xAxis = new QCategoryAxis;
        xAxis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
        for (uint64_t value : values)
            xAxis->append(
                blockSize ? compareSizeLabel(value) : QString::number(value), std::log2(static_cast<double>(value)));
        const double first = std::log2(static_cast<double>(*values.begin()));
        const double last = std::log2(static_cast<double>(*values.rbegin()));
        xAxis->setRange(first - 0.25, last + 0.25);
        xAxis->setTitleText(blockSize ? CompareWindow::tr("Block size") : CompareWindow::tr("Queue depth"));
        auto* yAxis = new QValueAxis;
        yAxis->setTitleText(blockSize ? CompareWindow::tr("MB/s") : CompareWindow::tr("IOPS"));
        setNiceRangeFromZero(yAxis, maxY * 1.1);
        chart->addAxis(xAxis, Qt::AlignBottom);
        chart->addAxis(yAxis, Qt::AlignLeft);
        for (size_t i = 0; i < seriesPoints.size(); ++i) {
            if (seriesPoints[i]->empty())
                continue;
            auto* line = new QLineSeries;
            line->setName(names[static_cast<qsizetype>(i)]);
            QPen pen(colors[i]);
            pen.setWidthF(2);
            line->setPen(pen);
            line->setPointsVisible(true);
            for (const SweepChartPoint& point : *seriesPoints[i])
                line->append(
                    std::log2(static_cast<double>(point.value)), blockSize ? point.megabytesPerSecond : point.iops);
            chart->addSeries(line);
            line->attachAxis(xAxis);
            line->attachAxis(yAxis);
        }
    }
}

CompareCharts::CompareCharts(QObject* parent)
    : QObject(parent)
    , m_chartTabs(new QTabWidget)
    , m_surfaceChart(new QChart)
    , m_blockSizeChart(new QChart)
    , m_queueDepthChart(new QChart)
    , m_sustainedChart(new QChart)
    , m_overTimeChart(new QChart)
    , m_surfaceView(new QChartView(m_surfaceChart))
    , m_blockSizeView(new QChartView(m_blockSizeChart))
    , m_queueDepthView(new QChartView(m_queueDepthChart))
    , m_sustainedView(new QChartView(m_sustainedChart))
    , m_overTimeView(new QChartView(m_overTimeChart))
{
    for (QChart* chart : { m_surfaceChart, m_blockSizeChart, m_queueDepthChart, m_sustainedChart, m_overTimeChart }) {
        chart->setAnimationOptions(QChart::NoAnimation);
        localizeChartNumbers(chart);
        chart->legend()->setAlignment(Qt::AlignBottom);
    }
    for (QChartView* view : { m_surfaceView, m_blockSizeView, m_queueDepthView, m_sustainedView, m_overTimeView })
        view->setRenderHint(QPainter::Antialiasing);
    m_surfaceChart->setTitle(CompareWindow::tr("Surface read"));
    m_blockSizeChart->setTitle(CompareWindow::tr("Block size"));
    m_queueDepthChart->setTitle(CompareWindow::tr("Queue depth"));
    m_sustainedChart->setTitle(CompareWindow::tr("Sustained write"));
    m_overTimeChart->setTitle(CompareWindow::tr("IOPS over time"));
    m_chartTabs->addTab(m_surfaceView, CompareWindow::tr("Surface"));
    m_chartTabs->addTab(m_blockSizeView, CompareWindow::tr("Block size"));
    m_chartTabs->addTab(m_queueDepthView, CompareWindow::tr("Queue depth"));
    m_chartTabs->addTab(m_sustainedView, CompareWindow::tr("Sustained write"));
    m_chartTabs->addTab(m_overTimeView, CompareWindow::tr("Over time"));
    m_chartTabs->setTabToolTip(4,
        CompareWindow::tr("Each run's IOPS per interval of its time series, from its own start: where one drive "
                          "slows down after a while and the other does not."));
    connect(m_surfaceChart, &QChart::plotAreaChanged, this, &CompareCharts::updateSurfaceColumns);
}

void CompareCharts::clear()
{
    for (QChart* chart : { m_surfaceChart, m_blockSizeChart, m_queueDepthChart, m_sustainedChart, m_overTimeChart }) {
        chart->removeAllSeries();
        for (QAbstractAxis* axis : chart->axes()) {
            chart->removeAxis(axis);
            delete axis;
        }
    }
    for (DecimatingProxy* proxy : m_proxies)
        delete proxy;
    for (CurveModel* curve : m_curves)
        delete curve;
    m_proxies.clear();
    m_curves.clear();
}

void CompareCharts::updateSurfaceColumns()
{
    for (DecimatingProxy* proxy : m_proxies)
        proxy->setColumns(static_cast<int>(m_surfaceChart->plotArea().width()));
}

void CompareCharts::refresh()
{
    for (DecimatingProxy* proxy : m_proxies)
        proxy->refresh();
}

void CompareCharts::show(CompareData& data, const QStringList& names, const std::vector<QColor>& colors)
{
    const int count = static_cast<int>(names.size());
    // Surface curves, each through its own decimation.
    auto* position = new QValueAxis;
    position->setTitleText(CompareWindow::tr("Position (GB)"));
    setNiceRange(position, 0, data.surfaceEndGb > 0 ? data.surfaceEndGb : 1);
    auto* rate = new QValueAxis;
    rate->setTitleText(CompareWindow::tr("MB/s"));
    setNiceRangeFromZero(rate, data.maxSurfaceRate * 1.1);
    m_surfaceChart->addAxis(position, Qt::AlignBottom);
    m_surfaceChart->addAxis(rate, Qt::AlignLeft);
    bool anySurface = false;
    for (int i = 0; i < count; ++i) {
        std::vector<QPointF>& points = data.curves[static_cast<size_t>(i)].surface;
        if (points.empty())
            continue;
        anySurface = true;
        auto* series = new QLineSeries;
        series->setName(names[i]);
        QPen pen(colors[static_cast<size_t>(i)]);
        pen.setWidthF(1.5);
        series->setPen(pen);
        m_surfaceChart->addSeries(series);
        series->attachAxis(position);
        series->attachAxis(rate);
        auto* curve = new CurveModel(this);
        auto* proxy = new DecimatingProxy(curve, series, this);
        // Each curve's first decimation in an event-loop pass of its own: eight million-point
        // curves at once would hold the GUI thread for all of them together.
        proxy->setUpdateInterval(50 + 20 * static_cast<int>(m_proxies.size()));
        proxy->setXRange(0, position->max());
        proxy->setColumns(static_cast<int>(m_surfaceChart->plotArea().width()));
        curve->setPoints(std::move(points)); // the proxy draws it at its next refresh
        m_curves.push_back(curve);
        m_proxies.push_back(proxy);
    }

    std::vector<std::vector<SweepChartPoint>*> blockSizes;
    std::vector<std::vector<SweepChartPoint>*> depths;
    for (CompareItemCurves& curves : data.curves) {
        blockSizes.push_back(&curves.blockSize);
        depths.push_back(&curves.queueDepth);
    }
    fillSweepChart(m_blockSizeChart, blockSizes, names, colors, true);
    fillSweepChart(m_queueDepthChart, depths, names, colors, false);
    const bool anyBlockSize = !m_blockSizeChart->series().isEmpty();
    const bool anyDepth = !m_queueDepthChart->series().isEmpty();

    // Sustained writes: the rate against the GB written, where each drive's write cache ran out.
    auto* written = new QValueAxis;
    written->setTitleText(CompareWindow::tr("Written (GB)"));
    setNiceRange(written, 0, data.sustainedEndGb > 0 ? data.sustainedEndGb : 1);
    auto* writeRate = new QValueAxis;
    writeRate->setTitleText(CompareWindow::tr("MB/s"));
    setNiceRangeFromZero(writeRate, data.maxSustainedRate * 1.1);
    m_sustainedChart->addAxis(written, Qt::AlignBottom);
    m_sustainedChart->addAxis(writeRate, Qt::AlignLeft);
    for (int i = 0; i < count; ++i) {
        const std::vector<QPointF>& points = data.curves[static_cast<size_t>(i)].sustained;
        if (points.empty())
            continue;
        auto* series = new QLineSeries;
        series->setName(names[i]);
        QPen pen(colors[static_cast<size_t>(i)]);
        pen.setWidthF(1.5);
        series->setPen(pen);
        series->append(QList<QPointF>(points.begin(), points.end()));
        m_sustainedChart->addSeries(series);
        series->attachAxis(written);
        series->attachAxis(writeRate);
    }
    const bool anySustained = !m_sustainedChart->series().isEmpty();

    // Over time: the model's overlay, each run's intervals as dots in its colour.
    if (data.overTime) {
        const ChartDescription& described = *data.overTime;
        auto* time = new QValueAxis;
        time->setTitleText(CompareWindow::tr("Time (s)"));
        setNiceRange(time, described.x.range.from, described.x.range.to);
        auto* iops = new QValueAxis;
        iops->setTitleText(CompareWindow::tr("IOPS"));
        setNiceRangeFromZero(iops, described.y.range.to);
        m_overTimeChart->addAxis(time, Qt::AlignBottom);
        m_overTimeChart->addAxis(iops, Qt::AlignLeft);
        for (const ChartSeriesDescription& one : described.series) {
            if (one.paletteIndex < 0 || one.paletteIndex >= count)
                continue;
            auto* dots = new QScatterSeries;
            dots->setName(names[one.paletteIndex]);
            dots->setMarkerSize(6);
            dots->setColor(colors[static_cast<size_t>(one.paletteIndex)]);
            dots->setBorderColor(colors[static_cast<size_t>(one.paletteIndex)]);
            dots->replace(QList<QPointF>(one.points.begin(), one.points.end()));
            m_overTimeChart->addSeries(dots);
            dots->attachAxis(time);
            dots->attachAxis(iops);
        }
    }
    const bool anyOverTime = !m_overTimeChart->series().isEmpty();
    m_chartTabs->setTabEnabled(0, anySurface);
    m_chartTabs->setTabEnabled(1, anyBlockSize);
    m_chartTabs->setTabEnabled(2, anyDepth);
    m_chartTabs->setTabEnabled(3, anySustained);
    m_chartTabs->setTabEnabled(4, anyOverTime);
    if (!m_chartTabs->isTabEnabled(m_chartTabs->currentIndex()))
        for (int i = 0; i < m_chartTabs->count(); ++i)
            if (m_chartTabs->isTabEnabled(i)) {
                m_chartTabs->setCurrentIndex(i);
                break;
            }
}

void CompareCharts::setTheme(QChart::ChartTheme theme, const QStringList& names)
{
    for (QChart* chart : { m_surfaceChart, m_blockSizeChart, m_queueDepthChart, m_sustainedChart, m_overTimeChart }) {
        chart->setTheme(theme);
        // A theme brings its own series colours; each run keeps its own.
        for (QAbstractSeries* series : chart->series())
            if (auto* dots = qobject_cast<QScatterSeries*>(series)) {
                const QColor color = CompareWindow::seriesColor(static_cast<int>(names.indexOf(dots->name())));
                dots->setColor(color);
                dots->setBorderColor(color);
            } else if (auto* line = qobject_cast<QLineSeries*>(series)) {
                QPen pen = line->pen();
                pen.setColor(CompareWindow::seriesColor(static_cast<int>(names.indexOf(line->name()))));
                pen.setWidthF(chart == m_surfaceChart || chart == m_sustainedChart ? 1.5 : 2);
                line->setPen(pen);
            }
    }
}

QChart* CompareCharts::currentChart() const
{
    switch (m_chartTabs->currentIndex()) {
    case 1:
        return m_blockSizeChart;
    case 2:
        return m_queueDepthChart;
    case 3:
        return m_sustainedChart;
    case 4:
        return m_overTimeChart;
    default:
        return m_surfaceChart;
    }
}

QString CompareCharts::currentTest() const
{
    const QChart* chart = currentChart();
    return chart == m_blockSizeChart ? QStringLiteral("sweep-bs")
        : chart == m_queueDepthChart ? QStringLiteral("sweep-qd")
        : chart == m_sustainedChart  ? QStringLiteral("sustained")
                                     : QString();
}

} // namespace ds
