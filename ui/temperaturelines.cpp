#include "temperaturelines.h"

#include "axisscale.h"
#include "translation.h"

#include <QChart>
#include <QLineSeries>
#include <QValueAxis>

namespace ds {

TemperatureLines::TemperatureLines(QChart* chart, QValueAxis* xAxis, QValueAxis* rateAxis, QObject* parent)
    : QObject(parent)
    , m_chart(chart)
    , m_xAxis(xAxis)
    , m_rateAxis(rateAxis)
{
}

void TemperatureLines::clear()
{
    for (const auto& [key, series] : m_series) {
        m_chart->removeSeries(series);
        delete series;
    }
    m_series.clear();
    if (m_axis) {
        m_chart->removeAxis(m_axis);
        delete m_axis;
        m_axis = nullptr;
    }
}

void TemperatureLines::show(const SessionRun& run)
{
    clear();
    // The window's own axes as the description's: the thresholds span the x axis shown, the throttling
    // mark the rate axis shown.
    ChartDescription described;
    described.x.range = AxisRange { m_xAxis->min(), m_xAxis->max(), 1, 0 };
    described.y.range = AxisRange { m_rateAxis->min(), m_rateAxis->max(), 1, 0 };
    addRunTemperature(described, run);
    show(described);
}

void TemperatureLines::show(const ChartDescription& described)
{
    clear();
    const ChartSeriesDescription* line = described.find(SeriesKey::Temperature);
    if (!line || line->rightAxis < 0)
        return;
    const AxisRange& range = described.rightAxes[static_cast<size_t>(line->rightAxis)].range;
    m_axis = new QValueAxis;
    m_axis->setTitleText(tr("Temperature (°C)"));
    setNiceRange(m_axis, range.from, range.to);
    m_axis->setGridLineVisible(false);
    m_chart->addAxis(m_axis, Qt::AlignRight);
    for (const ChartSeriesDescription& entry : described.series) {
        QString name;
        switch (entry.key) {
        case SeriesKey::Temperature:
            name = tr("%1 °C").arg(entry.label.section(QLatin1Char(' '), 0, 0));
            break;
        case SeriesKey::TemperatureWarning:
            name = tr("Warning %1").arg(formatCelsius(entry.value));
            break;
        case SeriesKey::TemperatureCritical:
            name = tr("Critical %1").arg(formatCelsius(entry.value));
            break;
        case SeriesKey::Throttling:
            name = tr("Throttled at %1").arg(formatCelsius(entry.value));
            break;
        default:
            continue;
        }
        auto* series = new QLineSeries;
        series->setName(name);
        series->append(QList<QPointF>(entry.points.begin(), entry.points.end()));
        m_chart->addSeries(series);
        series->attachAxis(m_xAxis);
        series->attachAxis(entry.key == SeriesKey::Throttling ? m_rateAxis : m_axis);
        m_series[entry.key] = series;
    }
    restyle();
}

QLineSeries* TemperatureLines::series(SeriesKey key) const
{
    const auto found = m_series.find(key);
    return found == m_series.end() ? nullptr : found->second;
}

void TemperatureLines::restyle()
{
    for (const auto& [key, series] : m_series) {
        // The temperature and its warning in orange-brown, the critical line and throttling in red.
        const bool hot = key == SeriesKey::TemperatureCritical || key == SeriesKey::Throttling;
        QPen pen(hot ? QColor(200, 40, 40) : QColor(190, 110, 20));
        pen.setWidthF(key == SeriesKey::Temperature ? 1.5 : 1.2);
        if (key != SeriesKey::Temperature)
            pen.setStyle(Qt::DashLine);
        series->setPen(pen);
    }
}

} // namespace ds
