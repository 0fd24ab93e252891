#include "surfacechart.h"

#include "axisscale.h"
#include "curvemodel.h"
#include "model/chartdescription.h"
#include "model/outlierclip.h"
#include "temperaturelines.h"
#include "translation.h"

#include <QChart>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

#include <cmath>

namespace ds {

namespace {
    // Access times on an axis that follows the data but not a few outliers (OutlierClip): the points
    // above the axis go to `beyond`, drawn at its top as marks, named with how many and the longest.
    void showClipped(const QList<QPointF>& points, QScatterSeries* series, QScatterSeries* beyond, QValueAxis* axis)
    {
        std::vector<double> times;
        times.reserve(static_cast<size_t>(points.size()));
        for (const QPointF& point : points)
            times.push_back(point.y());
        const OutlierClip clip = OutlierClip::of(std::move(times));
        setNiceRangeFromZero(axis, std::max(clip.top * 1.1, 1e-3));
        const double top = axis->max();
        QList<QPointF> kept;
        QList<QPointF> above;
        kept.reserve(points.size());
        for (const QPointF& point : points)
            if (point.y() > top)
                above.append(QPointF(point.x(), top * 0.97));
            else
                kept.append(point);
        series->replace(kept);
        beyond->replace(above);
        // Short, so that the legend shows it whole beside the others in the window.
        // %1 the axis's end in ms, %2 how many access times lie above it, %3 the longest of them in ms
        beyond->setName(above.isEmpty() ? QString()
                                        : SurfaceChart::tr("Above %1 ms: %2 (longest %3 ms)")
                                              .arg(formatDecimal(top, top < 10 ? 1 : 0))
                                              .arg(above.size())
                                              .arg(formatDecimal(clip.largest, clip.largest < 1 ? 2 : 1)));
        beyond->setVisible(!above.isEmpty());
    }

    void styleBeyond(QScatterSeries* beyond)
    {
        beyond->setMarkerShape(QScatterSeries::MarkerShapeTriangle);
        beyond->setMarkerSize(11);
        beyond->setBorderColor(QColor(150, 30, 30));
        beyond->setColor(QColor(214, 39, 40));
    }
}

SurfaceChart::SurfaceChart(QObject* parent)
    : ThemedChart(parent)
    , m_chart(new QChart)
    , m_rateSeries(new QLineSeries)
    , m_ceilingSeries(new QLineSeries)
    , m_accessSeries(new QScatterSeries)
    , m_accessBeyond(new QScatterSeries)
    , m_positionAxis(new QValueAxis)
    , m_percentAxis(new QValueAxis)
    , m_rateAxis(new QValueAxis)
    , m_accessAxis(new QValueAxis)
    , m_curve(new CurveModel(this))
    , m_proxy(new DecimatingProxy(m_curve, m_rateSeries, this))
    , m_temperature(new TemperatureLines(m_chart, m_positionAxis, m_rateAxis, this))
{
    m_chart->setAnimationOptions(QChart::NoAnimation);
    localizeChartNumbers(m_chart);
    setWriting(false);
    m_accessSeries->setName(tr("Access time (ms)"));
    m_chart->addSeries(m_rateSeries);
    m_chart->addSeries(m_accessSeries);
    m_chart->addSeries(m_ceilingSeries); // after the others: series 0 and 1 stay rate and access
    m_ceilingSeries->setVisible(false);
    m_chart->addSeries(m_accessBeyond);
    m_accessBeyond->setVisible(false);

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
    m_ceilingSeries->attachAxis(m_positionAxis);
    m_ceilingSeries->attachAxis(m_rateAxis);
    m_accessSeries->attachAxis(m_positionAxis);
    m_accessSeries->attachAxis(m_accessAxis);
    m_accessBeyond->attachAxis(m_positionAxis);
    m_accessBeyond->attachAxis(m_accessAxis);
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
    styleBeyond(m_accessBeyond);
    QPen ratePen(QColor(30, 110, 200));
    ratePen.setWidthF(1.5);
    m_rateSeries->setPen(ratePen);
    QPen ceilingPen(QColor(120, 120, 120));
    ceilingPen.setWidthF(1.2);
    ceilingPen.setStyle(Qt::DashLine);
    m_ceilingSeries->setPen(ceilingPen);
    m_temperature->restyle();
}

SurfaceChart::~SurfaceChart() { deleteIfUnowned(m_chart); }

void SurfaceChart::setRange(uint64_t rangeOffset, uint64_t rangeBytes, uint64_t targetBytes)
{
    m_targetBytes = targetBytes;
    const AxisRange position = surfacePositionRange(rangeOffset, rangeBytes);
    const double from = position.from;
    const double to = position.to;
    setNiceRange(m_positionAxis, from, to);
    if (targetBytes > 0)
        setNiceRange(m_percentAxis, 100.0 * static_cast<double>(rangeOffset) / static_cast<double>(targetBytes),
            100.0 * static_cast<double>(rangeOffset + rangeBytes) / static_cast<double>(targetBytes));
    m_proxy->setXRange(from, to);
    if (m_ceiling > 0)
        m_ceilingSeries->replace({ QPointF(from, m_ceiling), QPointF(to, m_ceiling) });
}

void SurfaceChart::appendZones(const std::vector<SurfaceZone>& zones)
{
    std::vector<QPointF> points;
    points.reserve(zones.size());
    for (const SurfaceZone& zone : zones) {
        points.emplace_back(zonePositionGigabytes(zone), zone.megabytesPerSecond());
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
    points.reserve(static_cast<qsizetype>(samples.size()));
    for (const AccessSample& sample : samples)
        points.append(QPointF(offsetGigabytes(sample.offset), sample.ms));
    showClipped(points, m_accessSeries, m_accessBeyond, m_accessAxis);
}

void SurfaceChart::setAccessShown(bool shown)
{
    m_accessSeries->setVisible(shown);
    m_accessAxis->setVisible(shown);
    if (!shown)
        m_accessBeyond->setVisible(false);
}

bool SurfaceChart::accessShown() const { return m_accessAxis->isVisible(); }

void SurfaceChart::showSurface(const SurfaceResult& surface)
{
    ChartDescription described = describeSurface(surface);
    clear();
    setWriting(surface.plan.write);
    const uint64_t rangeBytes = surface.plan.rangeLength
        ? surface.plan.rangeLength
        : surface.target.sizeBytes - std::min(surface.target.sizeBytes, surface.plan.rangeOffset);
    setRange(surface.plan.rangeOffset, rangeBytes, surface.target.sizeBytes);
    setLinkCeiling(surface.target);
    for (ChartSeriesDescription& rate : described.series) {
        if (rate.key != SeriesKey::SurfaceRate)
            continue;
        m_maxRate = 0;
        for (const QPointF& point : rate.points)
            m_maxRate = std::max(m_maxRate, point.y());
        // Handed over, not copied: 25 million zones' points are 400 MB.
        m_curve->setPoints(std::move(rate.points));
        break;
    }
    // The description's rate axis: above the highest zone and the ceiling.
    setNiceRange(m_rateAxis, described.y.range.from, described.y.range.to);
}

void SurfaceChart::setLinkCeiling(const TargetInfo& target)
{
    const std::optional<ChartSeriesDescription> line
        = linkCeilingLine(target, m_positionAxis->min(), m_positionAxis->max());
    m_ceiling = line ? line->points.front().y() : 0;
    m_ceilingSeries->setVisible(line.has_value());
    if (!line) {
        m_ceilingSeries->clear();
        return;
    }
    m_ceilingSeries->setName(tr("%1 ceiling").arg(target.drive->link.summary()));
    m_ceilingSeries->replace(QList<QPointF>(line->points.begin(), line->points.end()));
    updateRateAxis();
}

void SurfaceChart::showTemperature(const SessionRun& run) { m_temperature->show(run); }

void SurfaceChart::setWriting(bool writing) { m_rateSeries->setName(writing ? tr("Write MB/s") : tr("Read MB/s")); }

void SurfaceChart::clear()
{
    m_maxRate = 0;
    m_ceiling = 0;
    m_ceilingSeries->clear();
    m_ceilingSeries->setVisible(false);
    m_curve->clear();
    m_accessSeries->clear();
    m_accessBeyond->clear();
    m_accessBeyond->setVisible(false);
    m_temperature->clear();
    setNiceRange(m_rateAxis, 0, 100);
    setNiceRange(m_accessAxis, 0, 20);
}

void SurfaceChart::refresh() { m_proxy->refresh(); }

SeekChart::SeekChart(QObject* parent)
    : ThemedChart(parent)
    , m_chart(new QChart)
    , m_series(new QScatterSeries)
    , m_beyond(new QScatterSeries)
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
    m_chart->addSeries(m_beyond);
    m_beyond->attachAxis(m_distanceAxis);
    m_beyond->attachAxis(m_timeAxis);
    m_beyond->setVisible(false);
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
    styleBeyond(m_beyond);
}

void SeekChart::setSamples(const std::vector<AccessSample>& samples)
{
    QList<QPointF> points;
    points.reserve(static_cast<qsizetype>(samples.size()));
    double maxDistance = 0;
    for (const AccessSample& sample : samples) {
        points.append(QPointF(static_cast<double>(sample.seekDistance) / 1e9, sample.ms));
        maxDistance = std::max(maxDistance, points.back().x());
    }
    setNiceRangeFromZero(m_distanceAxis, std::max(maxDistance, 1e-3));
    showClipped(points, m_series, m_beyond, m_timeAxis);
}

void SeekChart::clear()
{
    m_series->clear();
    m_beyond->clear();
    m_beyond->setVisible(false);
    setNiceRange(m_distanceAxis, 0, 1);
    setNiceRange(m_timeAxis, 0, 20);
}

void SurfaceChart::updateColumns() { m_proxy->setColumns(static_cast<int>(m_chart->plotArea().width())); }

void SurfaceChart::updateRateAxis()
{
    if (m_maxRate > 0 || m_ceiling > 0) {
        const AxisRange range = rateRange(m_maxRate, m_ceiling);
        setNiceRange(m_rateAxis, range.from, range.to);
    }
}

} // namespace ds
