#pragma once

#include "ptschart.h"
#include "testpage.h"

#include <optional>

class QChartView;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTabWidget;
class QTableWidget;

namespace ds {

// The SNIA PTS (client or enterprise; IOPS, throughput, latency or write saturation) on a drive named for
// destruction: the tracking variables drawn round by round as they come, then the steady-state window with
// its bounds and fit, the table over the window and the verdict. Its state is saved after each step where
// the CLI's `pts` saves it, and a stopped run on the selected drive with the same settings is offered to
// resume, from either front end.
class PtsPage : public TestPage {
    Q_OBJECT
public:
    explicit PtsPage(QWidget* parent = nullptr);

    QString title() const override { return tr("SNIA PTS"); }
    TestKind kind() const override { return TestKind::Pts; }
    RunPlan plan(const TargetChoice& target) const override;
    void runStarted(const RunPlan& plan) override;
    void ptsRoundAvailable(const PtsRoundUpdate& update) override;
    void runFinished(FinishedRun finished) override;
    void runFailed() override;
    void paintExport(QPainter& painter, const QRectF& area) override;
    QString resultSummary() const override;

    // The plan of the settings alone, without a target (what `pts` makes of the same options).
    PtsPlan ptsPlan() const;
    // The saved state of a stopped run on the selected drive; empty when there is none to offer.
    const std::optional<PtsResult>& resumable() const { return m_resumable; }
    // Looks for a saved run of the selected drive again (after a run, or when the state file changed).
    void refreshResumeOffer();
    // Sets the settings to the saved run's, so that it can be resumed.
    void useSavedSettings();
    // Resume: the next plan continues the saved run, and the run starts.
    void resumeSaved();
    // Start over: the next plan discards the stopped run (or the unreadable state) saved for the drive,
    // and the run starts. A plain Start refuses while one is there.
    void startOver();
    // Where the selected drive's run saves its state: the state file field, else the default.
    QString statePath() const;

    QComboBox* testBox() const { return m_test; }
    QComboBox* profileBox() const { return m_profile; }
    QDoubleSpinBox* cellSecondsBox() const { return m_cellSeconds; }
    QSpinBox* maxRoundsBox() const { return m_maxRounds; }
    QDoubleSpinBox* capacityBox() const { return m_capacity; }
    QComboBox* purgeBox() const { return m_purge; }
    QDoubleSpinBox* wsatLimitBox() const { return m_wsatLimit; }
    QLineEdit* seedBox() const { return m_seed; }
    QLineEdit* stateFileBox() const { return m_stateFile; }
    QLabel* savedRunLabel() const { return m_savedLabel; }
    QPushButton* resumeButton() const { return m_resumeButton; }
    QPushButton* useSavedButton() const { return m_useSavedButton; }
    QPushButton* startOverButton() const { return m_startOverButton; }
    QLabel* verdictLabel() const { return m_verdict; }
    QTabWidget* resultTabs() const { return m_tabs; }
    PtsChart* convergenceChart() const { return m_convergence; }
    PtsChart* windowChart() const { return m_window; }
    QTableWidget* table() const { return m_table; }
    // The rounds shown so far of the run under way.
    const PtsResult& live() const { return m_live; }

protected:
    void targetChosen(const TargetChoice& target) override;
    // Shown again (after a crash the window starts anew; a CLI run may have saved since): look again.
    void showEvent(QShowEvent* event) override;

private:
    void settingsChanged();
    void chooseStateFile();
    void showResult(const PtsResult& result);
    void showTable(const PtsResult& result);
    QString verdictOf(const PtsResult& result) const;

    QComboBox* m_test;
    QComboBox* m_profile;
    QDoubleSpinBox* m_cellSeconds;
    QSpinBox* m_maxRounds;
    QDoubleSpinBox* m_capacity;
    QComboBox* m_purge;
    QDoubleSpinBox* m_wsatLimit;
    QLineEdit* m_seed;
    QLineEdit* m_stateFile;
    QLabel* m_profileNote;
    QGroupBox* m_savedBox;
    QLabel* m_savedLabel;
    QPushButton* m_resumeButton;
    QPushButton* m_useSavedButton;
    QPushButton* m_startOverButton;
    QLabel* m_verdict;
    QTabWidget* m_tabs;
    PtsChart* m_convergence;
    PtsChart* m_window;
    QChartView* m_convergenceView;
    QChartView* m_windowView;
    QTableWidget* m_table;
    PtsResult m_live;
    bool m_running = false;
    std::optional<PtsResult> m_state; // the last state file read, from m_statePathRead holding m_stateBytes
    QString m_statePathRead;
    QByteArray m_stateBytes;
    QString m_stateError;
    std::optional<PtsResult> m_saved; // the state file of the selected drive, unfinished
    // … or a state there that cannot be resumed on this drive (unreadable, another drive's stopped run),
    // which only Start over replaces
    bool m_stateInTheWay = false;
    std::optional<PtsResult> m_resumable; // … when it can be resumed with these settings
    bool m_resumeNext = false;
    bool m_restartNext = false;
    std::optional<PtsPlan> m_adopted; // the saved run's settings, once taken over
};

} // namespace ds
