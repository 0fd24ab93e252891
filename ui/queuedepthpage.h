#pragma once

#include "sweepcharts.h"
#include "testpage.h"

class QChartView;
class QComboBox;
class QDoubleSpinBox;
class QSpinBox;

namespace ds {

class SweepTable;

// IOPS and latency percentiles against queue depth: where a drive stops gaining from a deeper queue
// and only waits longer.
class QueueDepthPage : public TestPage {
    Q_OBJECT
public:
    explicit QueueDepthPage(QWidget* parent = nullptr);
    QString title() const override { return tr("Queue depth"); }
    TestKind kind() const override { return TestKind::QueueDepth; }
    RunPlan plan(const TargetChoice& target) const override;
    void runStarted(const RunPlan& plan) override;
    void sweepPointAvailable(const SweepPointUpdate& update) override;
    void runFinished(RunOutcome outcome) override;
    void paintExport(QPainter& painter, const QRectF& area) override;
    QString resultSummary() const override;
    void saveSettings(QSettings& settings) const override;
    void loadSettings(const QSettings& settings) override;

    QueueDepthChart* queueDepthChart() const { return m_chart; }
    QSpinBox* maxDepthBox() const { return m_maxDepth; }
    QDoubleSpinBox* durationBox() const { return m_duration; }
    QChartView* chartView() const { return m_view; }
    SweepTable* table() const { return m_table; }

private:
    void showSeries(const SweepChartSeries& series);

    QueueDepthChart* m_chart;
    QChartView* m_view;
    SweepTable* m_table;
    QComboBox* m_blockSize;
    QComboBox* m_pattern;
    QComboBox* m_direction;
    QSpinBox* m_maxDepth;
    QDoubleSpinBox* m_duration;
    SweepChartSeries m_live;
};

} // namespace ds
