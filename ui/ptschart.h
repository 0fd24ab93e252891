#pragma once

#include "model/chartdescription.h"
#include "themedchart.h"

#include <QList>

class QValueAxis;

namespace ds {

// One of the SNIA PTS's charts (describePtsConvergence, describePtsSteadyWindow, describePtsWsat) drawn
// by Qt Charts: each series of the description as a line with its points marked (reference lines dashed,
// the least-squares fit solid), on its left or right axis, with the window's words put on it by key.
// Set again with the result so far after each round, it grows round by round.
class PtsChart : public ThemedChart {
    Q_OBJECT
public:
    explicit PtsChart(QObject* parent = nullptr);
    ~PtsChart() override;
    QChart* chart() const override { return m_chart; }

    // Draws `described` in place of what was shown.
    void setDescription(const ChartDescription& described);
    // Nothing drawn, the axes kept: before a run's first round.
    void clear();
    const ChartDescription& description() const { return m_described; }
    // The points of the series drawn, in the description's order.
    int seriesCount() const;
    QList<QPointF> pointsOf(int series) const;
    QValueAxis* xAxis() const { return m_x; }
    QValueAxis* yAxis() const { return m_y; }

protected:
    void restyle() override { setDescription(ChartDescription(m_described)); }

private:
    QChart* m_chart;
    QValueAxis* m_x;
    QValueAxis* m_y;
    QValueAxis* m_right;
    ChartDescription m_described;
};

} // namespace ds
