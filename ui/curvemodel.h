#pragma once

#include <QList>
#include <QObject>
#include <QPointF>

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

signals:
    void changed();

private:
    std::vector<QPointF> m_points;
};

// Per pixel column, the lowest and the highest point, in the order they occur: a line through them
// looks exactly like the full curve at that width, for any number of points. Points outside
// [xMin, xMax] are left out except the nearest one on each side, so the line reaches the edges.
QList<QPointF> decimateMinMax(const std::vector<QPointF>& points, double xMin, double xMax, int columns);

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
};

} // namespace ds
