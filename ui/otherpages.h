#pragma once

#include "sweepcharts.h"
#include "testpage.h"

#include <QList>

class QCheckBox;
class QChartView;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTableWidget;

namespace ds {

// IOMeter's access specifications, each at several loads, in a table with each pattern's rating.
class PatternsPage : public TestPage {
    Q_OBJECT
public:
    explicit PatternsPage(QWidget* parent = nullptr);
    QString title() const override { return tr("Patterns"); }
    TestKind kind() const override { return TestKind::Patterns; }
    RunPlan plan(const TargetChoice& target) const override;
    void runStarted(const RunPlan& plan) override;
    void runFinished(RunOutcome outcome) override;
    void paintExport(QPainter& painter, const QRectF& area) override;
    QString resultSummary() const override;
    void saveSettings(QSettings& settings) const override;
    void loadSettings(const QSettings& settings) override;

    QTableWidget* table() const { return m_table; }
    QList<QCheckBox*> patternBoxes() const { return m_patterns; }
    QLineEdit* loadsEdit() const { return m_loads; }
    QDoubleSpinBox* durationBox() const { return m_duration; }

private:
    QList<QCheckBox*> m_patterns;
    QLineEdit* m_loads;
    QDoubleSpinBox* m_duration;
    QTableWidget* m_table;
    BarChart* m_ratings;
    QChartView* m_view;
};

// CrystalDiskMark's grid: sequential and random, read and write, in big figures.
class QuickSuitePage : public TestPage {
    Q_OBJECT
public:
    explicit QuickSuitePage(QWidget* parent = nullptr);
    QString title() const override { return tr("Quick suite"); }
    TestKind kind() const override { return TestKind::QuickSuite; }
    RunPlan plan(const TargetChoice& target) const override;
    void runStarted(const RunPlan& plan) override;
    void runFinished(RunOutcome outcome) override;
    void paintExport(QPainter& painter, const QRectF& area) override;
    QSize exportSize(QSize requested) const override;
    QString resultSummary() const override;
    void saveSettings(QSettings& settings) const override;
    void loadSettings(const QSettings& settings) override;

    QDoubleSpinBox* durationBox() const { return m_duration; }
    QSpinBox* repeatsBox() const { return m_repeats; }
    QDoubleSpinBox* intervalBox() const { return m_interval; }
    QCheckBox* readOnlyBox() const { return m_readOnly; }
    QString cellText(int row, int column) const;

private:
    QWidget* m_grid;
    QList<QLabel*> m_names;
    QList<QLabel*> m_cells; // row * 2 + (0 read, 1 write)
    QDoubleSpinBox* m_duration;
    QSpinBox* m_repeats;
    QDoubleSpinBox* m_interval;
    QComboBox* m_summary;
    QCheckBox* m_readOnly;
};

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
    void runFinished(RunOutcome outcome) override;
    void paintExport(QPainter& painter, const QRectF& area) override;
    QString resultSummary() const override;
    void saveSettings(QSettings& settings) const override;
    void loadSettings(const QSettings& settings) override;

    void setSelectedTarget(const TargetChoice& target) { m_selected = target; }
    QLineEdit* targetsEdit() const { return m_targets; }
    QCheckBox* scalingBox() const { return m_scaling; }
    QDoubleSpinBox* durationBox() const { return m_duration; }
    QChart* barChart() const;

private:
    QLineEdit* m_targets;
    QComboBox* m_blockSize;
    QComboBox* m_pattern;
    QComboBox* m_direction;
    QSpinBox* m_queueDepth;
    QDoubleSpinBox* m_duration;
    QCheckBox* m_scaling;
    BarChart* m_bars;
    ScalingChart* m_scalingChart;
    QChartView* m_barsView;
    QChartView* m_scalingView;
    TargetChoice m_selected;
};

} // namespace ds
