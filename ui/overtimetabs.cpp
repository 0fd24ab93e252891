#include "overtimetabs.h"

#include "chartexport.h"
#include "model/chartdescription.h"
#include "pagewidgets.h"
#include "timelinechart.h"

#include <QChartView>

namespace ds {

OverTimeTabs::OverTimeTabs(QWidget* results, const QString& resultsTitle, QWidget* parent)
    : QTabWidget(parent)
    , m_chart(new TimelineChart(this))
    , m_view(makeChartView(m_chart->chart()))
{
    setObjectName(QStringLiteral("overTimeTabs"));
    m_view->setAccessibleName(tr("Over time chart"));
    addTab(results, resultsTitle);
    addTab(m_view, tr("Over time"));
    setTabToolTip(1,
        tr("The run against time: the IOPS of each interval, their 99th percentile latency on the right, and "
           "the drive's temperature where it was read. Export draws the tab shown."));
    setOverTimeEnabled(false);
}

// The chart goes first, while its view still holds it: the tabs' pages (the view) are older children
// than the chart and would go before it, leaving it a chart already deleted.
OverTimeTabs::~OverTimeTabs() { delete m_chart; }

void OverTimeTabs::setOverTimeEnabled(bool enabled)
{
    setTabEnabled(1, enabled);
    if (!enabled && currentIndex() == 1)
        setCurrentIndex(0);
}

void OverTimeTabs::showOverTime() { setCurrentIndex(1); }

bool OverTimeTabs::overTimeShown() const { return currentWidget() == m_view; }

void OverTimeTabs::runStarted(double seconds)
{
    m_chart->reset(seconds > 0 ? seconds : 60);
    setOverTimeEnabled(false);
}

void OverTimeTabs::appendIntervals(const std::vector<LiveInterval>& intervals)
{
    if (intervals.empty())
        return;
    m_chart->appendIntervals(intervals);
    setOverTimeEnabled(true);
}

void OverTimeTabs::showRun(const FinishedRun& run)
{
    std::vector<const SessionRun*> runs;
    for (const SessionRun& one : run.runs)
        runs.push_back(&one);
    const std::optional<ChartDescription> described = describeOverTime(runs);
    if (!described) {
        m_chart->reset(60);
        setOverTimeEnabled(false);
        return;
    }
    m_chart->setDescription(*described);
    setOverTimeEnabled(true);
}

bool OverTimeTabs::paintOverTime(QPainter& painter, const QRectF& area)
{
    if (!overTimeShown())
        return false;
    paintChart(m_chart->chart(), painter, area);
    return true;
}

} // namespace ds
