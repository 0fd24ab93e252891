#include "filllevelchart.h"

#include "axisscale.h"
#include "translation.h"

#include <QChart>
#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>

namespace ds {

FillLevelChart::FillLevelChart(QObject* parent)
    : ThemedChart(parent)
    , m_chart(new QChart)
    , m_rate(new QLineSeries)
    , m_fillAxis(new QValueAxis)
    , m_rateAxis(new QValueAxis)
{
    m_chart->setAnimationOptions(QChart::NoAnimation);
    localizeChartNumbers(m_chart);
    m_rate->setName(tr("Write MB/s"));
    m_chart->addSeries(m_rate);
    m_rateAxis->setTitleText(tr("MB/s"));
    m_chart->addAxis(m_fillAxis, Qt::AlignBottom);
    m_chart->addAxis(m_rateAxis, Qt::AlignLeft);
    m_rate->attachAxis(m_fillAxis);
    m_rate->attachAxis(m_rateAxis);
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    restyle();
    reset(FillRegion {});
}

FillLevelChart::~FillLevelChart() { deleteIfUnowned(m_chart); }

void FillLevelChart::restyle()
{
    QPen ratePen(QColor(200, 60, 50));
    ratePen.setWidthF(1.5);
    m_rate->setPen(ratePen);
}

void FillLevelChart::setFillAxis(const AxisRange& range, bool wholeDrive)
{
    m_fillAxis->setTitleText(wholeDrive ? tr("Drive written (%)") : tr("Tested region written (%)"));
    // Always the whole way from empty to full, ticks where the description puts them: the curve grows
    // from left to right.
    m_fillAxis->setTickAnchor(0);
    m_fillAxis->setTickInterval(range.step);
    m_fillAxis->setRange(range.from, range.to);
    m_fillAxis->setTickType(QValueAxis::TicksDynamic);
    m_fillAxis->setLabelFormat(QStringLiteral("%.%1f").arg(range.decimals));
}

void FillLevelChart::reset(const FillRegion& region)
{
    m_region = region;
    m_rate->clear();
    m_maxRate = 0;
    setFillAxis(describeFillLevel(SustainedResult {}).x.range, region.wholeDrive);
    setNiceRangeFromZero(m_rateAxis, 100);
}

void FillLevelChart::appendSamples(const std::vector<SustainedSample>& samples)
{
    if (m_region.bytes == 0)
        return;
    QList<QPointF> points;
    points.reserve(static_cast<qsizetype>(samples.size()) + 1);
    // From empty, as the chart description draws it.
    if (m_rate->count() == 0 && !samples.empty())
        points.append(QPointF(0, samples.front().megabytesPerSecond));
    for (const SustainedSample& sample : samples) {
        points.append(QPointF(m_region.percentOf(sample.bytes), sample.megabytesPerSecond));
        m_maxRate = std::max(m_maxRate, sample.megabytesPerSecond);
    }
    // One replace, not an append: Qt Charts lays the whole line out again for every point appended.
    m_rate->replace(m_rate->points() + points);
    m_rate->setPointsVisible(m_rate->count() <= 40);
    if (m_maxRate * 1.1 > m_rateAxis->max())
        setNiceRangeFromZero(m_rateAxis, m_maxRate * 1.1);
}

void FillLevelChart::showResult(const SustainedResult& sustained)
{
    const ChartDescription described = describeFillLevel(sustained);
    m_region = fillRegion(sustained.plan, sustained.target);
    m_rate->clear();
    m_maxRate = 0;
    setFillAxis(described.x.range, m_region.wholeDrive);
    if (const ChartSeriesDescription* line = described.find(SeriesKey::FillLevelRate)) {
        m_rate->replace(QList<QPointF>(line->points.begin(), line->points.end()));
        for (const QPointF& point : line->points)
            m_maxRate = std::max(m_maxRate, point.y());
    }
    m_rate->setPointsVisible(m_rate->count() <= 40);
    setNiceRange(m_rateAxis, described.y.range.from, described.y.range.to);
}

} // namespace ds
