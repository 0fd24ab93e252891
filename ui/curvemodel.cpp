#include "curvemodel.h"

#include <QTimer>
#include <QXYSeries>

#include <algorithm>
#include <cmath>

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
    emit changed();
}

void CurveModel::clear()
{
    m_points.clear();
    emit changed();
}

QList<QPointF> decimateMinMax(const std::vector<QPointF>& points, double xMin, double xMax, int columns)
{
    QList<QPointF> out;
    if (points.empty())
        return out;
    if (columns <= 0 || !(xMax > xMin) || points.size() <= static_cast<size_t>(2 * columns)) {
        out.reserve(static_cast<qsizetype>(points.size()));
        for (const QPointF& point : points)
            out.append(point);
        return out;
    }
    auto firstInside
        = std::lower_bound(points.begin(), points.end(), xMin, [](const QPointF& p, double x) { return p.x() < x; });
    auto endInside
        = std::upper_bound(points.begin(), points.end(), xMax, [](double x, const QPointF& p) { return x < p.x(); });
    out.reserve(2 * columns + 2);
    if (firstInside != points.begin())
        out.append(*(firstInside - 1));
    const double width = (xMax - xMin) / columns;
    auto columnOf = [&](const QPointF& point) {
        return std::clamp(static_cast<int>((point.x() - xMin) / width), 0, columns - 1);
    };
    auto it = firstInside;
    while (it != endInside) {
        const int column = columnOf(*it);
        auto low = it;
        auto high = it;
        auto next = it;
        while (next != endInside && columnOf(*next) == column) {
            if (next->y() < low->y())
                low = next;
            if (next->y() > high->y())
                high = next;
            ++next;
        }
        if (low == high) {
            out.append(*low);
        } else if (low < high) {
            out.append(*low);
            out.append(*high);
        } else {
            out.append(*high);
            out.append(*low);
        }
        it = next;
    }
    if (endInside != points.end())
        out.append(*endInside);
    return out;
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
    const QList<QPointF> shown = decimateMinMax(points, xMin, xMax, m_columns);
    m_shown = shown.size();
    m_series->replace(shown);
}

} // namespace ds
