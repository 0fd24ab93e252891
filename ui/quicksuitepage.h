#pragma once

#include "testpage.h"

#include <QColor>
#include <QList>

#include <map>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGridLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace ds {

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
    void runFinished(FinishedRun finished) override;
    void runFailed() override;
    // A run of some rows as the grid shows it, the other rows' figures kept (mergeQuickSuiteRerun).
    FinishedRun recordedRun(const FinishedRun& finished) const override;
    void paintExport(QPainter& painter, const QRectF& area) override;
    QSize exportSize(QSize requested) const override;
    QString resultSummary() const override;
    // The drive's profile (NVMe SSD on an NVMe drive), with its settings, when the target changes.
    void targetChosen(const TargetChoice& target) override;

    QComboBox* profileBox() const { return m_profile; }
    // The drive the profile was chosen for: the selected drive, or the one a test file's folder is on.
    const std::optional<DriveFacts>& profileDrive() const { return m_profileDrive; }
    QComboBox* testSizeBox() const { return m_testSize; }
    QCheckBox* mixBox() const { return m_mix; }
    QComboBox* mixRatioBox() const { return m_mixRatio; }
    QLineEdit* commentEdit() const { return m_comment; }
    QSpinBox* threadsField() const { return m_threads; }
    QStringList rowNames() const { return m_rowNames; }
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

protected:
    // The tiles and their headers in the unit now chosen, from the results they show.
    void displayUnitChanged() override;

private:
    enum class CellState { Empty, Waiting, Running, Figure, UnstableFigure };
    void setCell(int row, int column, CellState state, const QString& text, const QString& toolTip = QString());
    // The runs' values and their spread, for a figure's tooltip; empty for a single run.
    QString spreadText(const Repeatability& repeatability) const;
    void showFigure(int row, int column, const std::optional<WorkloadResult>& result, RepeatSummary summary);
    void showResult(); // every cell from m_lastRun, "—" where a test did not run
    QuickProfile currentProfile() const;
    // A profile chosen: its settings' defaults in the fields, its rows in the grid.
    void profileChosen();
    // The grid's rows for the profile and mix row chosen now; the figures shown again from m_lastRun.
    void buildRows();
    // The profile and mix row of a shown run, without touching the other settings.
    void showRowsOf(const QuickSuiteOptions& options);
    void setButtonsEnabled(bool enabled);
    void startTests(const QStringList& tests);
    // Whether a run of `plan` keeps the rows it does not run from m_beforeRun.
    bool keepsOtherRows(const RunPlan& plan) const;

    QWidget* m_grid;
    QLabel* m_readHeader = nullptr;
    QLabel* m_writeHeader = nullptr;
    // The result each tile shows, by cell (row * 2 + column), so that another unit shows it again.
    std::map<int, std::pair<WorkloadResult, RepeatSummary>> m_shownResults;
    // By cell: the startedAt of the earlier run a kept figure comes from (QuickSuiteRow::readFrom …).
    std::map<int, QString> m_cellOrigins;
    QGridLayout* m_gridLayout = nullptr;
    QList<QWidget*> m_rowWidgets; // what buildRows() made, removed when it builds again
    QPushButton* m_all;
    QList<QPushButton*> m_rowButtons; // each runs its row's test only
    QStringList m_rowNames; // "SEQ1M Q8T1" …, in the suite's order
    QList<bool> m_mixRows; // parallel to m_rowNames: the mix row, one cell over both columns
    // The rows of a shown run that its profile's rows do not all hold (a CrystalDiskMark 7 report's RND4K Q32T16
    // under Default): the page shows that run's own rows instead of the profile's; empty otherwise.
    std::vector<std::pair<QString, bool>> m_resultRows; // name, mix row
    QList<QLabel*> m_cells; // row * 2 + (0 read, 1 write); the mix row's second is null
    QStringList m_requestedTests; // set by a row's button while it starts the run
    RepeatSummary m_runSummary = RepeatSummary::Best; // of the run under way
    // What the page showed when the run started: the rows a partial run keeps, and what stays
    // if the run fails.
    std::optional<FinishedRun> m_beforeRun;
    QComboBox* m_profile;
    std::optional<DriveFacts> m_profileDrive;
    QComboBox* m_testSize;
    QCheckBox* m_mix;
    QComboBox* m_mixRatio;
    QLineEdit* m_comment;
    QDoubleSpinBox* m_duration;
    QSpinBox* m_repeats;
    QSpinBox* m_threads = nullptr;
    QLineEdit* m_cpus = nullptr;
    QComboBox* m_data = nullptr;
    QDoubleSpinBox* m_interval;
    QComboBox* m_summary;
    QCheckBox* m_readOnly;
};

} // namespace ds
