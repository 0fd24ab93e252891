#pragma once

#include "model/finishedrun.h"
#include "model/timeseries.h"

#include <QTabWidget>

class QChartView;
class QPainter;

namespace ds {

class TimelineChart;

// A page's result view beside its run over time, as two tabs: the page's own charts or table first,
// then "Over time" (TimelineChart: IOPS per interval, p99 on a right axis, the drive's temperature
// where the run read it), live while the run goes and from the stored series of a finished or opened
// run (describeOverTime, as the reports draw it). The over-time tab is off while there is nothing to
// show in it.
class OverTimeTabs : public QTabWidget {
    Q_OBJECT
public:
    OverTimeTabs(QWidget* results, const QString& resultsTitle, QWidget* parent = nullptr);
    ~OverTimeTabs() override;

    TimelineChart* timelineChart() const { return m_chart; }
    QChartView* overTimeView() const { return m_view; }
    bool overTimeShown() const;
    void showOverTime();

    // A run starts: the chart empties, its time axis `seconds` wide (0: a minute) to grow from.
    void runStarted(double seconds = 0);
    void appendIntervals(const std::vector<LiveInterval>& intervals);
    // The finished (or opened) run's series in place of the live ones; nothing where it kept none.
    void showRun(const FinishedRun& run);
    // Draws the over-time chart for export; false where the results tab is shown.
    bool paintOverTime(QPainter& painter, const QRectF& area);

private:
    void setOverTimeEnabled(bool enabled);

    TimelineChart* m_chart;
    QChartView* m_view;
};

} // namespace ds
