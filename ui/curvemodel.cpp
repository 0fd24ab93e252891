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
        shown = QList<QPointF>(points.begin(), points.end());
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
