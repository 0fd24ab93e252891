#include "surfacechart.h"

#include "axisscale.h"
#include "curvemodel.h"
#include "translation.h"

#include <QChart>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

#include <cmath>

namespace ds {

SurfaceChart::SurfaceChart(QObject* parent)
    : ThemedChart(parent)
    , m_chart(new QChart)
    , m_rateSeries(new QLineSeries)
    , m_accessSeries(new QScatterSeries)
    , m_positionAxis(new QValueAxis)
    , m_percentAxis(new QValueAxis)
    , m_rateAxis(new QValueAxis)
    , m_accessAxis(new QValueAxis)
    , m_curve(new CurveModel(this))
    , m_proxy(new DecimatingProxy(m_curve, m_rateSeries, this))
{
    m_chart->setAnimationOptions(QChart::NoAnimation);
    localizeChartNumbers(m_chart);
    setWriting(false);
    m_accessSeries->setName(tr("Access time (ms)"));
    m_chart->addSeries(m_rateSeries);
    m_chart->addSeries(m_accessSeries);

    m_positionAxis->setTitleText(tr("Position (GB)"));
    m_percentAxis->setTitleText(tr("Position (%)"));
    setNiceRange(m_percentAxis, 0, 100);
    m_percentAxis->setGridLineVisible(false);
    m_rateAxis->setTitleText(tr("MB/s"));
    setNiceRange(m_rateAxis, 0, 100);
    m_accessAxis->setTitleText(tr("Access time (ms)"));
    setNiceRange(m_accessAxis, 0, 20);
    m_accessAxis->setGridLineVisible(false);
    m_chart->addAxis(m_positionAxis, Qt::AlignBottom);
    m_chart->addAxis(m_percentAxis, Qt::AlignTop);
    m_chart->addAxis(m_rateAxis, Qt::AlignLeft);
    m_chart->addAxis(m_accessAxis, Qt::AlignRight);
    m_rateSeries->attachAxis(m_positionAxis);
    m_rateSeries->attachAxis(m_rateAxis);
    m_accessSeries->attachAxis(m_positionAxis);
    m_accessSeries->attachAxis(m_accessAxis);
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    restyle();

    connect(m_chart, &QChart::plotAreaChanged, this, &SurfaceChart::updateColumns);
    connect(m_curve, &CurveModel::changed, this, &SurfaceChart::updateRateAxis);
    setRange(0, 1'000'000'000, 1'000'000'000);
}

void SurfaceChart::restyle()
{
    // HD Tach's colours: a blue curve over orange access-time dots, whatever the theme.
    m_accessSeries->setMarkerSize(5);
    m_accessSeries->setBorderColor(Qt::transparent);
    m_accessSeries->setColor(QColor(220, 120, 30, 160));
    QPen ratePen(QColor(30, 110, 200));
    ratePen.setWidthF(1.5);
    m_rateSeries->setPen(ratePen);
}

SurfaceChart::~SurfaceChart() { deleteIfUnowned(m_chart); }

void SurfaceChart::setRange(uint64_t rangeOffset, uint64_t rangeBytes, uint64_t targetBytes)
{
    m_targetBytes = targetBytes;
    const double from = static_cast<double>(rangeOffset) / 1e9;
    const double to = static_cast<double>(rangeOffset + rangeBytes) / 1e9;
    setNiceRange(m_positionAxis, from, to);
    if (targetBytes > 0)
        setNiceRange(m_percentAxis, 100.0 * static_cast<double>(rangeOffset) / static_cast<double>(targetBytes),
            100.0 * static_cast<double>(rangeOffset + rangeBytes) / static_cast<double>(targetBytes));
    m_proxy->setXRange(from, to);
}

void SurfaceChart::appendZones(const std::vector<SurfaceZone>& zones)
{
    std::vector<QPointF> points;
    points.reserve(zones.size());
    for (const SurfaceZone& zone : zones) {
        // Plotted at the middle of the timed part: where the rate was measured.
        const double position = (static_cast<double>(zone.timedOffset) + static_cast<double>(zone.bytes) / 2) / 1e9;
        points.emplace_back(position, zone.megabytesPerSecond());
        m_maxRate = std::max(m_maxRate, zone.megabytesPerSecond());
    }
    // A finished scan's millions of points are handed over, not copied; live batches are small.
    if (m_curve->size() == 0)
        m_curve->setPoints(std::move(points));
    else
        m_curve->append(QList<QPointF>(points.begin(), points.end()));
}

void SurfaceChart::setAccessSamples(const std::vector<AccessSample>& samples)
{
    QList<QPointF> points;
    double maxMs = 0;
    for (const AccessSample& sample : samples) {
        points.append(QPointF(static_cast<double>(sample.offset) / 1e9, sample.ms));
        maxMs = std::max(maxMs, sample.ms);
    }
    m_accessSeries->replace(points);
    setNiceRangeFromZero(m_accessAxis, maxMs * 1.1);
}

void SurfaceChart::setWriting(bool writing) { m_rateSeries->setName(writing ? tr("Write MB/s") : tr("Read MB/s")); }

void SurfaceChart::clear()
{
    m_maxRate = 0;
    m_curve->clear();
    m_accessSeries->clear();
    setNiceRange(m_rateAxis, 0, 100);
    setNiceRange(m_accessAxis, 0, 20);
}

void SurfaceChart::refresh() { m_proxy->refresh(); }

SeekChart::SeekChart(QObject* parent)
    : ThemedChart(parent)
    , m_chart(new QChart)
    , m_series(new QScatterSeries)
    , m_distanceAxis(new QValueAxis)
    , m_timeAxis(new QValueAxis)
{
    m_chart->setAnimationOptions(QChart::NoAnimation);
    localizeChartNumbers(m_chart);
    m_series->setName(tr("Access time (ms)"));
    m_chart->addSeries(m_series);
    m_distanceAxis->setTitleText(tr("Seek distance (GB)"));
    m_timeAxis->setTitleText(tr("Access time (ms)"));
    m_chart->addAxis(m_distanceAxis, Qt::AlignBottom);
    m_chart->addAxis(m_timeAxis, Qt::AlignLeft);
    m_series->attachAxis(m_distanceAxis);
    m_series->attachAxis(m_timeAxis);
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    restyle();
    clear();
}

SeekChart::~SeekChart() { deleteIfUnowned(m_chart); }

void SeekChart::restyle()
{
    // The surface chart's access dots, a little larger: here they are the whole picture.
    m_series->setMarkerSize(6);
    m_series->setBorderColor(Qt::transparent);
    m_series->setColor(QColor(220, 120, 30, 160));
}

void SeekChart::setSamples(const std::vector<AccessSample>& samples)
{
    QList<QPointF> points;
    points.reserve(static_cast<qsizetype>(samples.size()));
    double maxDistance = 0;
    double maxMs = 0;
    for (const AccessSample& sample : samples) {
        points.append(QPointF(static_cast<double>(sample.seekDistance) / 1e9, sample.ms));
        maxDistance = std::max(maxDistance, points.back().x());
        maxMs = std::max(maxMs, sample.ms);
    }
    m_series->replace(points);
    setNiceRangeFromZero(m_distanceAxis, std::max(maxDistance, 1e-3));
    setNiceRangeFromZero(m_timeAxis, std::max(maxMs * 1.1, 1e-3));
}

void SeekChart::clear()
{
    m_series->clear();
    setNiceRange(m_distanceAxis, 0, 1);
    setNiceRange(m_timeAxis, 0, 20);
}

void SurfaceChart::updateColumns() { m_proxy->setColumns(static_cast<int>(m_chart->plotArea().width())); }

void SurfaceChart::updateRateAxis()
{
    if (m_maxRate > 0)
        setNiceRangeFromZero(m_rateAxis, m_maxRate * 1.1);
}

} // namespace ds
