#include "decimator.h"

#include <algorithm>

namespace ds {

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

bool worthDecimating(size_t points, double xMin, double xMax, int columns)
{
    return columns > 0 && xMax > xMin && points > static_cast<size_t>(2 * columns);
}

QList<QPointF> decimateMinMax(const std::vector<QPointF>& points, double xMin, double xMax, int columns)
{
    if (!worthDecimating(points.size(), xMin, xMax, columns))
        return QList<QPointF>(points.begin(), points.end());
    MinMaxColumns seen(xMin, xMax, columns);
    seen.add(points.data(), points.data() + points.size());
    return seen.points();
}

QList<QPointF> decimateScatter(
    const std::vector<QPointF>& points, double xMin, double xMax, double yMin, double yMax, int columns, int rows)
{
    if (columns <= 0 || rows <= 0 || !(xMax > xMin) || !(yMax > yMin) || points.size() <= static_cast<size_t>(columns))
        return QList<QPointF>(points.begin(), points.end());
    const double cellWidth = (xMax - xMin) / columns;
    const double cellHeight = (yMax - yMin) / rows;
    std::vector<bool> taken(static_cast<size_t>(columns) * static_cast<size_t>(rows), false);
    QList<QPointF> kept;
    for (const QPointF& point : points) {
        if (!(point.x() >= xMin && point.x() <= xMax && point.y() >= yMin && point.y() <= yMax)) {
            kept.append(point);
            continue;
        }
        const auto column
            = static_cast<size_t>(std::clamp(static_cast<int>((point.x() - xMin) / cellWidth), 0, columns - 1));
        const auto row
            = static_cast<size_t>(std::clamp(static_cast<int>((point.y() - yMin) / cellHeight), 0, rows - 1));
        const size_t cell = column * static_cast<size_t>(rows) + row;
        if (!taken[cell]) {
            taken[cell] = true;
            kept.append(point);
        }
    }
    return kept;
}

} // namespace ds
