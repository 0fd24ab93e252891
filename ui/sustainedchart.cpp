#include "sustainedchart.h"

#include "axisscale.h"
#include "model/chartdescription.h"
#include "temperaturelines.h"
#include "translation.h"

#include <QChart>
#include <QLegendMarker>
#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>

namespace ds {

SustainedChart::SustainedChart(QObject* parent)
    : ThemedChart(parent)
    , m_chart(new QChart)
    , m_rate(new QLineSeries)
    , m_cliff(new QLineSeries)
    , m_ceilingSeries(new QLineSeries)
    , m_bytesAxis(new QValueAxis)
    , m_rateAxis(new QValueAxis)
    , m_temperature(new TemperatureLines(m_chart, m_bytesAxis, m_rateAxis, this))
{
    m_chart->setAnimationOptions(QChart::NoAnimation);
    localizeChartNumbers(m_chart);
    m_rate->setName(tr("Write MB/s"));
    m_cliff->setName(tr("Write cache ran out"));
    m_chart->addSeries(m_rate);
    m_chart->addSeries(m_cliff);
    m_chart->addSeries(m_ceilingSeries);
    m_ceilingSeries->setVisible(false);
    m_bytesAxis->setTitleText(tr("Written (GB)"));
    m_rateAxis->setTitleText(tr("MB/s"));
    m_chart->addAxis(m_bytesAxis, Qt::AlignBottom);
    m_chart->addAxis(m_rateAxis, Qt::AlignLeft);
    for (QLineSeries* series : { m_rate, m_cliff, m_ceilingSeries }) {
        series->attachAxis(m_bytesAxis);
        series->attachAxis(m_rateAxis);
    }
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    restyle();
    reset(8ull << 30);
}

SustainedChart::~SustainedChart() { deleteIfUnowned(m_chart); }

void SustainedChart::restyle()
{
    QPen ratePen(QColor(200, 60, 50));
    ratePen.setWidthF(1.5);
    m_rate->setPen(ratePen);
    QPen cliffPen(QColor(120, 120, 120));
    cliffPen.setStyle(Qt::DashLine);
    cliffPen.setWidthF(1.5);
    m_cliff->setPen(cliffPen);
    QPen ceilingPen(QColor(90, 90, 160));
    ceilingPen.setStyle(Qt::DashLine);
    ceilingPen.setWidthF(1.2);
    m_ceilingSeries->setPen(ceilingPen);
    m_temperature->restyle();
}

void SustainedChart::reset(uint64_t totalBytes)
{
    m_rate->clear();
    m_maxRate = 0;
    m_cliffFound = RateCliff {};
    m_ceiling = 0;
    m_ceilingSeries->clear();
    m_ceilingSeries->setVisible(false);
    m_temperature->clear();
    updateCliffLine();
    // The whole write's width from the start, so the curve grows from left to right.
    setNiceRange(m_bytesAxis, 0, std::max(1e-3, static_cast<double>(totalBytes) / 1e9));
    setNiceRangeFromZero(m_rateAxis, 100);
}

void SustainedChart::appendSamples(const std::vector<SustainedSample>& samples)
{
    QList<QPointF> points;
    points.reserve(static_cast<qsizetype>(samples.size()) + 1);
    // From the first byte, as the chart description draws it.
    if (m_rate->count() == 0 && !samples.empty())
        points.append(QPointF(0, samples.front().megabytesPerSecond));
    for (const SustainedSample& sample : samples) {
        points.append(QPointF(static_cast<double>(sample.bytes) / 1e9, sample.megabytesPerSecond));
        m_maxRate = std::max(m_maxRate, sample.megabytesPerSecond);
    }
    // One replace, not an append: Qt Charts lays the whole line out again for every point appended.
    m_rate->replace(m_rate->points() + points);
    // A short write has few samples: dots show where each one is.
    m_rate->setPointsVisible(m_rate->count() <= 40);
    if (m_maxRate * 1.1 > m_rateAxis->max()) {
        setNiceRangeFromZero(m_rateAxis, m_maxRate * 1.1);
        updateCliffLine();
    }
}

void SustainedChart::setLinkCeiling(const TargetInfo& target)
{
    const std::optional<ChartSeriesDescription> line = linkCeilingLine(target, m_bytesAxis->min(), m_bytesAxis->max());
    m_ceiling = line ? line->points.front().y() : 0;
    m_ceilingSeries->setVisible(line.has_value());
    m_ceilingSeries->clear();
    if (!line)
        return;
    m_ceilingSeries->setName(tr("%1 ceiling").arg(target.drive->link.summary()));
    m_ceilingSeries->append(QList<QPointF>(line->points.begin(), line->points.end()));
    // The description's rate axis: the ceiling in view.
    const AxisRange range = rateRange(m_maxRate, m_ceiling);
    if (range.to > m_rateAxis->max()) {
        setNiceRange(m_rateAxis, range.from, range.to);
        updateCliffLine();
    }
}

void SustainedChart::showTemperature(const SessionRun& run) { m_temperature->show(run); }

void SustainedChart::setCliff(const RateCliff& cliff)
{
    m_cliffFound = cliff;
    updateCliffLine();
}

void SustainedChart::updateCliffLine()
{
    m_cliff->clear();
    m_cliff->setVisible(m_cliffFound.found);
    if (!m_cliffFound.found)
        return;
    const double at = static_cast<double>(m_cliffFound.bytes) / 1e9;
    m_cliff->append(at, 0);
    m_cliff->append(at, m_rateAxis->max());
}

} // namespace ds
