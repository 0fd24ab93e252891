#pragma once

#include <QList>
#include <QPointF>

#include <vector>

namespace ds {

// Per pixel column, the lowest and the highest point, in the order they occur: a line through them
// looks exactly like the full curve at that width, for any number of points. Points outside
// [xMin, xMax] are left out except the nearest one on each side, so the line reaches the edges.
// The one decimator of every chart: the window's live curves and the reports' SVG both use it.
QList<QPointF> decimateMinMax(const std::vector<QPointF>& points, double xMin, double xMax, int columns);

// Dots thinned to the first in each cell of a columns × rows grid over [xMin, xMax] × [yMin, yMax]: with
// cells no larger than a dot, the kept dots cover the plot as all of them do, for any number of points
// (a week of one-second intervals is 605,000; a chart library drawing each dot as an item of its own
// takes minutes for 100,000). Points outside the grid are kept as they are. The order is kept.
QList<QPointF> decimateScatter(
    const std::vector<QPointF>& points, double xMin, double xMax, double yMin, double yMax, int columns, int rows);

// Decimation pays off only when there are more points than two per column.
bool worthDecimating(size_t points, double xMin, double xMax, int columns);

// The per-column lows and highs of decimateMinMax, kept up to date point by point: a live curve of a
// million zones costs each refresh only its new points plus one pass over the columns.
class MinMaxColumns {
public:
    MinMaxColumns(double xMin, double xMax, int columns);

    // Points in increasing x, each after every point added before.
    void add(const QPointF* begin, const QPointF* end);
    // What decimateMinMax gives for all the points added so far.
    QList<QPointF> points() const;
    double xMin() const { return m_xMin; }
    double xMax() const { return m_xMax; }
    int columns() const { return static_cast<int>(m_columns.size()); }

private:
    struct Column {
        QPointF low;
        QPointF high;
        qint64 lowOrder = -1; // -1: no point in this column yet
        qint64 highOrder = -1;
    };
    double m_xMin;
    double m_xMax;
    double m_width;
    std::vector<Column> m_columns;
    qint64 m_added = 0;
    bool m_hasBefore = false;
    QPointF m_before; // the last point left of xMin
    bool m_hasAfter = false;
    QPointF m_after; // the first point right of xMax
};

} // namespace ds
