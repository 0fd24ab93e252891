#pragma once

#include "testpage.h"
#include "timelinechart.h"

class QCheckBox;
class QChartView;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace ds {

// AnandTech's performance consistency: random writes for a set time (after a fill, where asked), the
// IOPS of each interval drawn as they come, scored on the last part.
class ConsistencyPage : public TestPage {
    Q_OBJECT
public:
    explicit ConsistencyPage(QWidget* parent = nullptr);

    QString title() const override { return tr("Consistency"); }
    TestKind kind() const override { return TestKind::Consistency; }
    RunPlan plan(const TargetChoice& target) const override;
    void runStarted(const RunPlan& plan) override;
    void timeIntervalsAvailable(const TimeIntervalBatch& batch) override;
    void runFinished(FinishedRun finished) override;
    void paintExport(QPainter& painter, const QRectF& area) override;
    QString resultSummary() const override;

    TimelineChart* timelineChart() const { return m_chart; }
    QDoubleSpinBox* durationBox() const { return m_duration; }
    QCheckBox* fillBox() const { return m_fill; }
    QComboBox* scoredBox() const { return m_scored; }
    QLabel* scoreLabel() const { return m_score; }

private:
    void updateStats();

    TimelineChart* m_chart;
    QChartView* m_view;
    QDoubleSpinBox* m_duration;
    QComboBox* m_blockSize = nullptr;
    QSpinBox* m_queueDepth = nullptr;
    QSpinBox* m_threads = nullptr;
    QLineEdit* m_cpus = nullptr;
    QDoubleSpinBox* m_interval;
    QComboBox* m_scored;
    QCheckBox* m_fill;
    QLabel* m_score;
    QLabel* m_ratio;
    QLabel* m_slowest;
    QLabel* m_whole;
    std::vector<LiveInterval> m_live; // of the run under way, for the figures so far
};

} // namespace ds
