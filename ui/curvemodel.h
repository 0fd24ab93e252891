#pragma once

#include "model/decimator.h"

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
