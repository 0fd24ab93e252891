#pragma once

#include "sweepcharts.h"
#include "testpage.h"

#include <QColor>
#include <QList>

class QCheckBox;
class QChartView;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
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
    void sweepPointAvailable(const SweepPointUpdate& update) override;
    void runFinished(RunOutcome outcome) override;
    void runFailed() override;
    void paintExport(QPainter& painter, const QRectF& area) override;
    QString resultSummary() const override;
    void saveSettings(QSettings& settings) const override;
    void loadSettings(const QSettings& settings) override;

    QTableWidget* table() const { return m_table; }
    QList<QCheckBox*> patternBoxes() const { return m_patterns; }
    QLineEdit* loadsEdit() const { return m_loads; }
    QDoubleSpinBox* durationBox() const { return m_duration; }

private:
    // The table and ratings of `patterns`; `live`: the run goes on, so the load under way gets a
    // marked row and a pattern gets its rating only once all its loads are in.
    void showPatterns(const std::vector<PatternResult>& patterns, bool live);

    QList<QCheckBox*> m_patterns;
    std::vector<PatternResult> m_live; // the running plan's patterns with the loads measured so far
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
    // The whole suite, or only the tests chosen with a row's button (plan.quick.tests).
    RunPlan plan(const TargetChoice& target) const override;
    void runStarted(const RunPlan& plan) override;
    void quickTestAvailable(const QuickTestUpdate& update) override;
    // A run of some rows keeps the other rows' figures (of the same target) on the page.
    void runFinished(RunOutcome outcome) override;
    void runFailed() override;
    void paintExport(QPainter& painter, const QRectF& area) override;
    QSize exportSize(QSize requested) const override;
    QString resultSummary() const override;
    void saveSettings(QSettings& settings) const override;
    void loadSettings(const QSettings& settings) override;

    QDoubleSpinBox* durationBox() const { return m_duration; }
    QSpinBox* repeatsBox() const { return m_repeats; }
    QDoubleSpinBox* intervalBox() const { return m_interval; }
    QCheckBox* readOnlyBox() const { return m_readOnly; }
    QPushButton* allButton() const { return m_all; }
    QPushButton* rowButton(int row) const { return m_rowButtons.value(row); }
    QString cellText(int row, int column) const;
    bool isCellRunning(int row, int column) const;
    QLabel* cell(int row, int column) const { return m_cells.value(row * 2 + column); }
    QString cellToolTip(int row, int column) const;
    static constexpr QRgb kUnstableAmber = 0xffd08000;
    // Marked with an amber frame: the test's runs spread by more than 5 %.
    bool isCellUnstable(int row, int column) const;

private:
    enum class CellState { Empty, Waiting, Running, Figure, UnstableFigure };
    void setCell(int row, int column, CellState state, const QString& text, const QString& toolTip = QString());
    // The runs' values and their spread, for a figure's tooltip; empty for a single run.
    QString spreadText(const Repeatability& repeatability) const;
    void showFigure(int row, int column, const std::optional<WorkloadResult>& result, RepeatSummary summary);
    void showResult(); // every cell from m_lastOutcome, "—" where a test did not run
    void setButtonsEnabled(bool enabled);
    void startTests(const QStringList& tests);
    // Whether a run of `plan` keeps the rows it does not run from m_beforeRun.
    bool keepsOtherRows(const RunPlan& plan) const;

    QWidget* m_grid;
    QPushButton* m_all;
    QList<QPushButton*> m_rowButtons; // each runs its row's test only
    QStringList m_rowNames; // "SEQ1M Q8T1" …, in the suite's order
    QList<QLabel*> m_cells; // row * 2 + (0 read, 1 write)
    QStringList m_requestedTests; // set by a row's button while it starts the run
    RepeatSummary m_runSummary = RepeatSummary::Best; // of the run under way
    // What the page showed when the run started: the rows a partial run keeps, and what stays
    // if the run fails.
    std::optional<RunOutcome> m_beforeRun;
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
