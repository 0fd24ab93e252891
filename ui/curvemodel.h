#pragma once

#include <QList>
#include <QObject>
#include <QPointF>

#include <optional>
#include <vector>

class QXYSeries;

namespace ds {

// Every point of one curve, in increasing x (positions on a drive, request numbers). The chart never
// sees these directly: a DecimatingProxy hands it at most two points per pixel column.
class CurveModel : public QObject {
    Q_OBJECT
public:
    explicit CurveModel(QObject* parent = nullptr);

    void append(const QList<QPointF>& points);
    void setPoints(std::vector<QPointF> points);
    void clear();
    const std::vector<QPointF>& points() const { return m_points; }
    size_t size() const { return m_points.size(); }
    // Changes whenever points are replaced or removed, not when they are appended: a reader that
    // saw `generation()` and n points only needs the points from n on while it stays the same.
    quint64 generation() const { return m_generation; }

signals:
    void changed();

private:
    std::vector<QPointF> m_points;
    quint64 m_generation = 0;
};

// Per pixel column, the lowest and the highest point, in the order they occur: a line through them
// looks exactly like the full curve at that width, for any number of points. Points outside
// [xMin, xMax] are left out except the nearest one on each side, so the line reaches the edges.
QList<QPointF> decimateMinMax(const std::vector<QPointF>& points, double xMin, double xMax, int columns);

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

// Feeds a Qt Charts series from a CurveModel through decimateMinMax. Changes are coalesced and
// applied at most every `intervalMs`, so a live run costs one replace() per frame, not per sample.
class DecimatingProxy : public QObject {
    Q_OBJECT
public:
    DecimatingProxy(CurveModel* model, QXYSeries* series, QObject* parent = nullptr);

    // The plot's pixel width and visible x range; 0 columns: pass every point on.
    void setColumns(int columns);
    void setXRange(double xMin, double xMax);
    void setUpdateInterval(int intervalMs) { m_intervalMs = intervalMs; }
    // Applies pending changes now.
    void refresh();
    // Points the series got at the last refresh.
    qsizetype shownPoints() const { return m_shown; }

private:
    void scheduleRefresh();

    CurveModel* m_model;
    QXYSeries* m_series;
    int m_columns = 0;
    double m_xMin = 0;
    double m_xMax = 0;
    bool m_autoRange = true;
    int m_intervalMs = 50;
    bool m_pending = false;
    qsizetype m_shown = 0;
    // Columns of the points already seen, valid while the model's generation and the range stay.
    std::optional<MinMaxColumns> m_seen;
    quint64 m_seenGeneration = 0;
    size_t m_seenCount = 0;
};

} // namespace ds
