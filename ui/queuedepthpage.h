#pragma once

#include "sweepcharts.h"
#include "sweeppage.h"

class QComboBox;
class QDoubleSpinBox;
class QSpinBox;

class QLineEdit;

namespace ds {

// IOPS and latency percentiles against queue depth: where a drive stops gaining from a deeper queue
// and only waits longer.
class QueueDepthPage : public SweepPage {
    Q_OBJECT
public:
    explicit QueueDepthPage(QWidget* parent = nullptr);
    QString title() const override { return tr("Queue depth"); }
    TestKind kind() const override { return TestKind::QueueDepth; }
    RunPlan plan(const TargetChoice& target) const override;
    void runStarted(const RunPlan& plan) override;
    void sweepPointAvailable(const SweepPointUpdate& update) override;
    void runFinished(FinishedRun finished) override;
    QString resultSummary() const override;

    QueueDepthChart* queueDepthChart() const { return m_chart; }
    QSpinBox* maxDepthBox() const { return m_maxDepth; }
    QDoubleSpinBox* durationBox() const { return m_duration; }

private:
    void showSeries(const SweepChartSeries& series);

    QueueDepthChart* m_chart;
    QComboBox* m_blockSize;
    QComboBox* m_pattern;
    QComboBox* m_direction;
    QSpinBox* m_maxDepth;
    QSpinBox* m_threads = nullptr;
    QLineEdit* m_cpus = nullptr;
    QComboBox* m_data = nullptr;
    QDoubleSpinBox* m_duration;
    SweepChartSeries m_live;
};

} // namespace ds
