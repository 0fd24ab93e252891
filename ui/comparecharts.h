#pragma once

#include <QChart>
#include <QColor>
#include <QObject>
#include <QStringList>

#include <vector>

class QChartView;
class QTabWidget;

namespace ds {

class CurveModel;
class DecimatingProxy;
struct CompareData;

// The compare view's charts, one tab each: surface curves (each through its own decimation), block
// size and queue depth overlaid on log axes, sustained writes, the runs over time. One series per run,
// in its colour.
class CompareCharts : public QObject {
    Q_OBJECT
public:
    explicit CompareCharts(QObject* parent = nullptr);

    QTabWidget* tabs() const { return m_chartTabs; }
    QChart* surfaceChart() const { return m_surfaceChart; }
    QChart* blockSizeChart() const { return m_blockSizeChart; }
    QChart* queueDepthChart() const { return m_queueDepthChart; }
    QChart* sustainedChart() const { return m_sustainedChart; }
    // The runs' IOPS per interval against their own time, one scatter per run in its colour.
    QChart* overTimeChart() const { return m_overTimeChart; }
    // The chart of the current tab, and the run kind whose figure its caption quotes ("" : any MB/s).
    QChart* currentChart() const;
    QString currentTest() const;

    void clear();
    // Draws a comparison; the surface curves are moved out of `data`. Tabs without a series are off.
    void show(CompareData& data, const QStringList& names, const std::vector<QColor>& colors);
    // A theme brings its own series colours; each run keeps its own (by its legend name).
    void setTheme(QChart::ChartTheme theme, const QStringList& names);
    // Applies pending decimations now (exports).
    void refresh();

private:
    void updateSurfaceColumns();

    QTabWidget* m_chartTabs;
    QChart* m_surfaceChart;
    QChart* m_blockSizeChart;
    QChart* m_queueDepthChart;
    QChart* m_sustainedChart;
    QChart* m_overTimeChart;
    QChartView* m_surfaceView;
    QChartView* m_blockSizeView;
    QChartView* m_queueDepthView;
    QChartView* m_sustainedView;
    QChartView* m_overTimeView;
    std::vector<CurveModel*> m_curves;
    std::vector<DecimatingProxy*> m_proxies;
};

} // namespace ds
