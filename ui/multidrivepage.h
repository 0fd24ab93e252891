#pragma once

#include "sweepcharts.h"
#include "testpage.h"

class QChart;
class QChartView;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLineEdit;
class QSpinBox;

namespace ds {

// IOMeter's workers: one workload on several drives at once, per drive and together, and how the
// total grows with each drive added.
class MultiDrivePage : public TestPage {
    Q_OBJECT
public:
    explicit MultiDrivePage(QWidget* parent = nullptr);
    QString title() const override { return tr("Multi-drive"); }
    TestKind kind() const override { return TestKind::MultiTarget; }
    RunPlan plan(const TargetChoice& target) const override;
    void runStarted(const RunPlan& plan) override;
    void runFinished(FinishedRun finished) override;
    void paintExport(QPainter& painter, const QRectF& area) override;
    QString resultSummary() const override;

    void setSelectedTarget(const TargetChoice& target) { m_selected = target; }
    QLineEdit* targetsEdit() const { return m_targets; }
    QCheckBox* scalingBox() const { return m_scaling; }
    QDoubleSpinBox* durationBox() const { return m_duration; }
    QChart* barChart() const;
    QChart* scalingChart() const;

protected:
    void displayUnitChanged() override;

private:
    void showResult();
    // The value axis's name: the unit, or "Mean latency (µs)".
    QString valueName() const;

    QLineEdit* m_targets;
    QComboBox* m_blockSize;
    QComboBox* m_pattern;
    QComboBox* m_direction;
    QSpinBox* m_queueDepth;
    QSpinBox* m_threads = nullptr;
    QLineEdit* m_cpus = nullptr;
    QComboBox* m_data = nullptr;
    QDoubleSpinBox* m_duration;
    QCheckBox* m_scaling;
    BarChart* m_bars;
    ScalingChart* m_scalingChart;
    QChartView* m_barsView;
    QChartView* m_scalingView;
    TargetChoice m_selected;
};

} // namespace ds
