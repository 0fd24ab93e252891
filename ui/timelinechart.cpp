#include "timelinechart.h"

#include "axisscale.h"
#include "model/decimator.h"
#include "temperaturelines.h"
#include "translation.h"

#include <QChart>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>

namespace ds {

TimelineChart::TimelineChart(QObject* parent)
    : ThemedChart(parent)
    , m_chart(new QChart)
    , m_iops(new QScatterSeries)
    , m_p99(new QScatterSeries)
    , m_scored(new QLineSeries)
    , m_timeAxis(new QValueAxis)
    , m_iopsAxis(new QValueAxis)
    , m_latencyAxis(new QValueAxis)
    , m_temperature(new TemperatureLines(m_chart, m_timeAxis, m_iopsAxis, this))
    , m_liveIops(m_iops)
    , m_liveP99(m_p99)
{
    m_chart->setAnimationOptions(QChart::NoAnimation);
    localizeChartNumbers(m_chart);
    m_iops->setName(tr("IOPS per interval"));
    m_p99->setName(tr("p99 latency"));
    m_scored->setName(tr("Scored average"));
    m_chart->addSeries(m_iops);
    m_chart->addSeries(m_p99);
    m_chart->addSeries(m_scored);
    m_timeAxis->setTitleText(tr("Time (s)"));
    m_iopsAxis->setTitleText(tr("IOPS"));
    m_latencyAxis->setTitleText(tr("p99 latency (µs)"));
    m_chart->addAxis(m_timeAxis, Qt::AlignBottom);
    m_chart->addAxis(m_iopsAxis, Qt::AlignLeft);
    m_chart->addAxis(m_latencyAxis, Qt::AlignRight);
    for (QXYSeries* series : std::initializer_list<QXYSeries*> { m_iops, m_scored }) {
        series->attachAxis(m_timeAxis);
        series->attachAxis(m_iopsAxis);
    }
    m_p99->attachAxis(m_timeAxis);
    m_p99->attachAxis(m_latencyAxis);
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    restyle();
    reset(60);
}

TimelineChart::~TimelineChart() { deleteIfUnowned(m_chart); }

void TimelineChart::restyle()
{
    m_iops->setColor(QColor(40, 110, 190));
    m_iops->setBorderColor(QColor(40, 110, 190));
    m_iops->setMarkerSize(6);
    m_p99->setColor(QColor(230, 140, 30));
    m_p99->setBorderColor(QColor(230, 140, 30));
    m_p99->setMarkerSize(4);
    QPen scoredPen(QColor(60, 160, 80));
    scoredPen.setStyle(Qt::DashLine);
    scoredPen.setWidthF(2);
    m_scored->setPen(scoredPen);
    m_temperature->restyle();
}

void TimelineChart::LiveDots::clear()
{
    m_kept.clear();
    m_shown = true;
    m_right = 0;
    m_top = 0;
    m_taken.clear();
}

void TimelineChart::LiveDots::lay(double rightSeconds, double top)
{
    m_right = 2 * std::max(1.0, rightSeconds);
    m_top = 2 * std::max(10.0, top);
    m_taken.assign(static_cast<size_t>(kLiveColumns) * kLiveRows, false);
    for (const QPointF& dot : std::as_const(m_kept))
        m_taken[cellOf(dot)] = true;
}

size_t TimelineChart::LiveDots::cellOf(const QPointF& dot) const
{
    const int column = std::clamp(static_cast<int>(dot.x() / m_right * kLiveColumns), 0, kLiveColumns - 1);
    const int row = std::clamp(static_cast<int>(dot.y() / m_top * kLiveRows), 0, kLiveRows - 1);
    return static_cast<size_t>(row) * kLiveColumns + static_cast<size_t>(column);
}

void TimelineChart::LiveDots::add(const QPointF& dot, double rightSeconds, double top)
{
    if (m_taken.empty() || dot.x() >= m_right || dot.y() >= m_top)
        lay(std::max(rightSeconds, dot.x()), std::max(top, dot.y()));
    const size_t cell = cellOf(dot);
    if (m_taken[cell])
        return;
    m_taken[cell] = true;
    m_kept.append(dot);
    m_shown = false;
}

void TimelineChart::LiveDots::show()
{
    if (m_shown)
        return;
    m_series->replace(m_kept);
    m_shown = true;
}

void TimelineChart::reset(double seconds)
{
    m_iops->clear();
    m_p99->clear();
    m_liveIops.clear();
    m_liveP99.clear();
    m_scored->clear();
    m_scored->setVisible(false);
    m_temperature->clear();
    m_latencyAxis->setTitleText(tr("p99 latency (µs)"));
    m_maxIops = 0;
    m_maxP99 = 0;
    m_end = 0;
    m_intervalSeconds = 0;
    m_width = std::max(1.0, seconds);
    rescale();
}

void TimelineChart::addPoint(double middleSeconds, double iops, double p99Microseconds)
{
    const double right = std::max({ m_width, m_end, middleSeconds });
    m_maxIops = std::max(m_maxIops, iops);
    m_liveIops.add(QPointF(middleSeconds, iops), right, m_maxIops * 1.1);
    if (p99Microseconds >= 0) {
        m_maxP99 = std::max(m_maxP99, p99Microseconds);
        m_liveP99.add(QPointF(middleSeconds, p99Microseconds), right, m_maxP99 * 1.1);
    }
}

void TimelineChart::appendIntervals(const std::vector<LiveInterval>& intervals)
{
    for (const LiveInterval& interval : intervals) {
        // A workload's last interval, a sliver of the others' length, has a rate the drive never ran at
        // (the requests in flight at its end): left out, as TimeSeries::isShortTail leaves it out of the
        // stored series' chart.
        m_intervalSeconds = std::max(m_intervalSeconds, interval.seconds);
        if (interval.seconds < m_intervalSeconds / 2)
            continue;
        addPoint(interval.beginSeconds + interval.seconds / 2, interval.iops,
            interval.p99Microseconds > 0 ? interval.p99Microseconds : -1);
        m_end = std::max(m_end, interval.beginSeconds + interval.seconds);
    }
    m_liveIops.show();
    m_liveP99.show();
    rescale();
}

void TimelineChart::setSeries(const std::vector<const TimeSeries*>& series)
{
    m_iops->clear();
    m_p99->clear();
    m_liveIops.clear();
    m_liveP99.clear();
    m_maxIops = 0;
    m_maxP99 = 0;
    m_end = 0;
    // One replace() per series beats an append() per point on a long run.
    QList<QPointF> iops;
    QList<QPointF> p99;
    for (const TimeSeries* one : series)
        for (size_t i = 0; i < one->size(); ++i) {
            if (one->isShortTail(i))
                continue;
            const double middle = one->beginOf(i) + one->lengthOf(i) / 2;
            iops.append(QPointF(middle, one->iops(i)));
            m_maxIops = std::max(m_maxIops, one->iops(i));
            if (one->intervals[i].ios > 0) {
                p99.append(QPointF(middle, one->p99Microseconds(i)));
                m_maxP99 = std::max(m_maxP99, one->p99Microseconds(i));
            }
            m_end = std::max(m_end, one->endOf(i));
        }
    m_width = std::max(1.0, m_end);
    replaceDots(iops, p99);
}

void TimelineChart::setDescription(const ChartDescription& described)
{
    m_iops->clear();
    m_p99->clear();
    m_liveIops.clear();
    m_liveP99.clear();
    m_temperature->clear();
    m_maxIops = 0;
    m_maxP99 = 0;
    m_end = described.x.range.to;
    m_width = std::max(1.0, m_end);
    QList<QPointF> iops;
    QList<QPointF> p99;
    for (const ChartSeriesDescription& series : described.series) {
        if (series.key == SeriesKey::IntervalIops)
            for (const QPointF& point : series.points) {
                iops.append(point);
                m_maxIops = std::max(m_maxIops, point.y());
            }
        else if (series.key == SeriesKey::IntervalP99 && series.rightAxis >= 0) {
            for (const QPointF& point : series.points) {
                p99.append(point);
                m_maxP99 = std::max(m_maxP99, point.y());
            }
            const ChartAxis& axis = described.rightAxes[static_cast<size_t>(series.rightAxis)];
            m_latencyAxis->setTitleText(
                axis.unit == QLatin1String("ms") ? tr("p99 latency (ms)") : tr("p99 latency (µs)"));
        }
    }
    replaceDots(iops, p99);
    // The temperature's axis goes outside the latency's, its thresholds across the time axis shown.
    m_temperature->show(described);
}

void TimelineChart::setScoredAverage(double fromSeconds, double toSeconds, double averageIops)
{
    m_scored->replace({ QPointF(fromSeconds, averageIops), QPointF(toSeconds, averageIops) });
    m_scored->setVisible(true);
}

void TimelineChart::clearScoredAverage()
{
    m_scored->clear();
    m_scored->setVisible(false);
}

void TimelineChart::replaceDots(const QList<QPointF>& iops, const QList<QPointF>& p99)
{
    // Qt Charts draws each dot as an item of its own: 100,000 intervals took minutes. Thinned to one
    // per cell of a grid finer than the dots at any window size, the chart looks the same.
    const double end = std::max(m_width, m_end);
    auto thinned = [&](const QList<QPointF>& points, double top) {
        return decimateScatter(
            std::vector<QPointF>(points.begin(), points.end()), 0, end, 0, top, kDotColumns, kDotRows);
    };
    m_iops->replace(thinned(iops, std::max(10.0, m_maxIops * 1.1)));
    m_p99->replace(thinned(p99, std::max(10.0, m_maxP99 * 1.1)));
    rescale();
}

void TimelineChart::rescale()
{
    setNiceRange(m_timeAxis, 0, std::max(m_width, m_end));
    setNiceRangeFromZero(m_iopsAxis, std::max(10.0, m_maxIops * 1.1));
    setNiceRangeFromZero(m_latencyAxis, std::max(10.0, m_maxP99 * 1.1));
    m_latencyAxis->setVisible(m_p99->count() > 0);
}

} // namespace ds
