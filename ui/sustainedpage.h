#pragma once

#include "sustainedchart.h"
#include "testpage.h"

#include <vector>

class QChartView;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;
class QTabWidget;

class QLineEdit;

namespace ds {

class FillLevelChart;

// A long sequential write, its rate sampled as it goes: where an SSD's fast cache runs out.
class SustainedPage : public TestPage {
    Q_OBJECT
public:
    explicit SustainedPage(QWidget* parent = nullptr);

    QString title() const override { return tr("Sustained write"); }
    TestKind kind() const override { return TestKind::SustainedWrite; }
    RunPlan plan(const TargetChoice& target) const override;
    void runStarted(const RunPlan& plan) override;
    void sustainedSamplesAvailable(const SustainedSampleBatch& batch) override;
    void runFinished(FinishedRun finished) override;
    void paintExport(QPainter& painter, const QRectF& area) override;
    QString resultSummary() const override;
    void saveSettings(QSettings& settings) const override;
    void loadSettings(const QSettings& settings) override;

    SustainedChart* sustainedChart() const { return m_chart; }
    // The rate against the fill level, 0 … 100 % of the region written: the second tab.
    FillLevelChart* fillLevelChart() const { return m_fillLevel; }
    // The rate against GB written, and against the fill level.
    QTabWidget* chartTabs() const { return m_chartTabs; }
    QDoubleSpinBox* sizeBox() const { return m_size; }
    QDoubleSpinBox* intervalBox() const { return m_interval; }
    // The cache-recovery pauses in seconds, "5,30,120", as `sustained --recovery` takes them; empty for none.
    QLineEdit* recoveryEdit() const { return m_recovery; }
    QLabel* cliffLabel() const { return m_cliffText; }
    // The line under the amount that says how its default was sized to the target.
    QLabel* amountHint() const { return m_sizeHint; }
    // The amount a target gets unless the user chose one: 8 GiB, or all of a smaller drive, or half the
    // free space of a test file's filesystem.
    static uint64_t defaultBytesFor(const TargetChoice& target);

protected:
    void targetChosen(const TargetChoice& target) override;

private:
    void updateStats();
    void updateSizeHint();

    SustainedChart* m_chart;
    QChartView* m_view;
    FillLevelChart* m_fillLevel;
    QChartView* m_fillView;
    QTabWidget* m_chartTabs;
    QDoubleSpinBox* m_size;
    QComboBox* m_blockSize;
    QSpinBox* m_queueDepth;
    QDoubleSpinBox* m_interval;
    QLineEdit* m_recovery;
    QLabel* m_average;
    QLabel* m_written;
    QLabel* m_cliffText;
    QLabel* m_errors;
    QLabel* m_sizeHint;
    bool m_sizeChosen = false; // the user set the amount: it no longer follows the target
    uint64_t m_liveBytes = 0;
    double m_liveSeconds = 0;
};

} // namespace ds
