#include "curvemodel.h"

#include <QTimer>
#include <QXYSeries>

#include <algorithm>

namespace ds {

CurveModel::CurveModel(QObject* parent)
    : QObject(parent)
{
}

void CurveModel::append(const QList<QPointF>& points)
{
    if (points.isEmpty())
        return;
    m_points.insert(m_points.end(), points.begin(), points.end());
    emit changed();
}

void CurveModel::setPoints(std::vector<QPointF> points)
{
    m_points = std::move(points);
    ++m_generation;
    emit changed();
}

void CurveModel::clear()
{
    m_points.clear();
    ++m_generation;
    emit changed();
}

MinMaxColumns::MinMaxColumns(double xMin, double xMax, int columns)
    : m_xMin(xMin)
    , m_xMax(xMax)
    , m_width((xMax - xMin) / std::max(columns, 1))
    , m_columns(static_cast<size_t>(std::max(columns, 1)))
{
}

void MinMaxColumns::add(const QPointF* begin, const QPointF* end)
{
    const int lastColumn = columns() - 1;
    for (const QPointF* point = begin; point != end; ++point, ++m_added) {
        if (point->x() < m_xMin) {
            m_hasBefore = true;
            m_before = *point;
            continue;
        }
        if (point->x() > m_xMax) {
            if (!m_hasAfter) {
                m_hasAfter = true;
                m_after = *point;
            }
            continue;
        }
        Column& column = m_columns[static_cast<size_t>(
            std::clamp(static_cast<int>((point->x() - m_xMin) / m_width), 0, lastColumn))];
        // Strict comparisons: the first of equal lows or highs stays, as in one pass over all points.
        if (column.lowOrder < 0 || point->y() < column.low.y()) {
            column.low = *point;
            column.lowOrder = m_added;
        }
        if (column.highOrder < 0 || point->y() > column.high.y()) {
            column.high = *point;
            column.highOrder = m_added;
        }
    }
}

QList<QPointF> MinMaxColumns::points() const
{
    QList<QPointF> out;
    out.reserve(2 * columns() + 2);
    if (m_hasBefore)
        out.append(m_before);
    for (const Column& column : m_columns) {
        if (column.lowOrder < 0)
            continue;
        if (column.lowOrder == column.highOrder) {
            out.append(column.low);
        } else if (column.lowOrder < column.highOrder) {
            out.append(column.low);
            out.append(column.high);
        } else {
            out.append(column.high);
            out.append(column.low);
        }
    }
    if (m_hasAfter)
        out.append(m_after);
    return out;
}

// Decimation pays off only when there are more points than two per column.
static bool worthDecimating(size_t points, double xMin, double xMax, int columns)
{
    return columns > 0 && xMax > xMin && points > static_cast<size_t>(2 * columns);
}

static QList<QPointF> allPoints(const std::vector<QPointF>& points)
{
    return QList<QPointF>(points.begin(), points.end());
}

QList<QPointF> decimateMinMax(const std::vector<QPointF>& points, double xMin, double xMax, int columns)
{
    if (!worthDecimating(points.size(), xMin, xMax, columns))
        return allPoints(points);
    MinMaxColumns seen(xMin, xMax, columns);
    seen.add(points.data(), points.data() + points.size());
    return seen.points();
}

DecimatingProxy::DecimatingProxy(CurveModel* model, QXYSeries* series, QObject* parent)
    : QObject(parent)
    , m_model(model)
    , m_series(series)
{
    connect(m_model, &CurveModel::changed, this, &DecimatingProxy::scheduleRefresh);
}

void DecimatingProxy::setColumns(int columns)
{
    if (columns == m_columns)
        return;
    m_columns = columns;
    scheduleRefresh();
}

void DecimatingProxy::setXRange(double xMin, double xMax)
{
    m_autoRange = !(xMax > xMin);
    m_xMin = xMin;
    m_xMax = xMax;
    scheduleRefresh();
}

void DecimatingProxy::scheduleRefresh()
{
    if (m_pending)
        return;
    m_pending = true;
    QTimer::singleShot(m_intervalMs, this, &DecimatingProxy::refresh);
}

void DecimatingProxy::refresh()
{
    m_pending = false;
    const std::vector<QPointF>& points = m_model->points();
    double xMin = m_xMin;
    double xMax = m_xMax;
    if (m_autoRange && !points.empty()) {
        xMin = points.front().x();
        xMax = points.back().x();
    }
    QList<QPointF> shown;
    if (!worthDecimating(points.size(), xMin, xMax, m_columns)) {
        m_seen.reset();
        shown = allPoints(points);
    } else {
        // A live run only appends: keep the columns and feed them the new points. Anything else
        // (new points, range or width) starts them again from the first point.
        if (!m_seen || m_seenGeneration != m_model->generation() || m_seenCount > points.size()
            || m_seen->xMin() != xMin || m_seen->xMax() != xMax || m_seen->columns() != m_columns) {
            m_seen.emplace(xMin, xMax, m_columns);
            m_seenGeneration = m_model->generation();
            m_seenCount = 0;
        }
        m_seen->add(points.data() + m_seenCount, points.data() + points.size());
        m_seenCount = points.size();
        shown = m_seen->points();
    }
    m_shown = shown.size();
    m_series->replace(shown);
}

} // namespace ds
