#include "ptschart.h"

#include "axisscale.h"
#include "translation.h"

#include <QChart>
#include <QLineSeries>
#include <QPen>
#include <QValueAxis>

namespace ds {

namespace {
    QColor paletteColour(int index)
    {
        static const QColor colours[] = { QColor(40, 110, 190), QColor(230, 140, 30), QColor(60, 160, 80),
            QColor(180, 60, 160), QColor(200, 50, 50), QColor(110, 110, 110), QColor(30, 170, 170),
            QColor(150, 120, 40), QColor(90, 70, 200) };
        constexpr int count = static_cast<int>(sizeof(colours) / sizeof(colours[0]));
        return colours[((index % count) + count) % count];
    }

    QColor colourOf(const ChartSeriesDescription& series)
    {
        switch (series.colour) {
        case ColourRole::Read:
            return QColor(40, 110, 190);
        case ColourRole::Write:
            return QColor(200, 60, 40);
        case ColourRole::Access:
        case ColourRole::Ceiling:
        case ColourRole::Palette:
            break;
        }
        return paletteColour(series.paletteIndex);
    }

    // The window's words for a series, by its key; the cells' names ("4 KiB 0/100 IOPS") stay as they are.
    QString seriesName(const ChartSeriesDescription& series)
    {
        switch (series.key) {
        case SeriesKey::PtsWindowAverage:
            return PtsChart::tr("Average");
        case SeriesKey::PtsWindowBound:
            return series.label.startsWith(QLatin1String("110")) ? PtsChart::tr("110 % of the average")
                                                                 : PtsChart::tr("90 % of the average");
        case SeriesKey::PtsWindowFit:
            return PtsChart::tr("Least-squares fit");
        case SeriesKey::PtsWsatIops:
            return PtsChart::tr("4 KiB random write IOPS");
        case SeriesKey::PtsWsatMeanLatency:
            return PtsChart::tr("Mean latency (ms)");
        case SeriesKey::PtsWsatP99Latency:
            return PtsChart::tr("p99 latency (ms)");
        default:
            return series.label;
        }
    }

    QString axisTitle(const ChartAxis& axis)
    {
        switch (axis.quantity) {
        case ChartQuantity::Round:
            return PtsChart::tr("Round");
        case ChartQuantity::Written:
            return PtsChart::tr("GB written");
        case ChartQuantity::Iops:
            return PtsChart::tr("IOPS");
        case ChartQuantity::Rate:
            return PtsChart::tr("MB/s");
        case ChartQuantity::Latency:
            return axis.title.startsWith(QLatin1String("Mean")) ? PtsChart::tr("Mean latency (ms)")
                                                                : PtsChart::tr("Latency (ms)");
        default:
            return axis.title;
        }
    }

    void applyRange(QValueAxis* axis, const ChartAxis& described)
    {
        setAxisRange(axis, described.range);
        axis->setTitleText(axisTitle(described));
    }
}

PtsChart::PtsChart(QObject* parent)
    : ThemedChart(parent)
    , m_chart(new QChart)
    , m_x(new QValueAxis)
    , m_y(new QValueAxis)
    , m_right(new QValueAxis)
{
    m_chart->setAnimationOptions(QChart::NoAnimation);
    localizeChartNumbers(m_chart);
    m_chart->addAxis(m_x, Qt::AlignBottom);
    m_chart->addAxis(m_y, Qt::AlignLeft);
    m_chart->addAxis(m_right, Qt::AlignRight);
    m_right->setVisible(false);
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    clear();
}

PtsChart::~PtsChart() { deleteIfUnowned(m_chart); }

void PtsChart::clear()
{
    ChartDescription empty = m_described;
    empty.series.clear();
    setDescription(empty);
}

int PtsChart::seriesCount() const { return static_cast<int>(m_chart->series().size()); }

QList<QPointF> PtsChart::pointsOf(int series) const
{
    const QList<QAbstractSeries*> all = m_chart->series();
    if (series < 0 || series >= all.size())
        return {};
    return static_cast<const QXYSeries*>(all[series])->points();
}

void PtsChart::setDescription(const ChartDescription& described)
{
    m_described = described;
    m_chart->removeAllSeries();
    m_chart->setTitle(QString());
    applyRange(m_x, described.x);
    applyRange(m_y, described.y);
    m_right->setVisible(!described.rightAxes.empty());
    if (!described.rightAxes.empty())
        applyRange(m_right, described.rightAxes.front());
    for (const ChartSeriesDescription& one : described.series) {
        auto* line = new QLineSeries;
        line->setName(seriesName(one));
        QList<QPointF> points;
        for (const QPointF& point : one.points)
            points.append(point);
        line->replace(points);
        QPen pen(colourOf(one));
        pen.setWidthF(one.kind == SeriesKind::ReferenceLine ? 1.5 : 2);
        if (one.dashed)
            pen.setStyle(Qt::DashLine);
        line->setPen(pen);
        // The rounds are the measurements: each marked, not only the line between them.
        line->setPointsVisible(one.kind != SeriesKind::ReferenceLine);
        m_chart->addSeries(line);
        line->attachAxis(m_x);
        line->attachAxis(one.rightAxis >= 0 ? m_right : m_y);
    }
}

} // namespace ds
