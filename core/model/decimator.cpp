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

} // namespace ds
