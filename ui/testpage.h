#pragma once

#include "chartexport.h"
#include "exporttheme.h"
#include "model/displayunit.h"
#include "run/runner/runupdates.h"
#include "targetchoice.h"

#include <QWidget>

#include <optional>

class QAbstractButton;
class QLabel;
class QPainter;
class QPushButton;
class QSettings;

namespace ds {

class OverTimeTabs;
class SettingsForm;

// The target in a few words: "Samsung SSD 980 (/dev/nvme0n1, 1.0 TB)", "test file in ~/.cache/drivescope (1 GiB)".
QString describeTarget(const TargetChoice& target);

// One tab of the window: a test's settings with sane defaults, its live view and its result.
class TestPage : public QWidget {
    Q_OBJECT
public:
    using QWidget::QWidget;

    virtual QString title() const = 0;
    virtual TestKind kind() const = 0;
    // The plan for the chosen target; throws UserError naming a setting that cannot run.
    virtual RunPlan plan(const TargetChoice& target) const = 0;

    virtual void runStarted(const RunPlan& plan) = 0;
    virtual void surfaceZonesAvailable(const SurfaceZoneBatch&) { }
    virtual void sweepPointAvailable(const SweepPointUpdate&) { }
    virtual void sustainedSamplesAvailable(const SustainedSampleBatch&) { }
    virtual void errorScanBlocksAvailable(const ErrorScanBlockBatch&) { }
    virtual void accessSamplesAvailable(const AccessSampleBatch&) { }
    virtual void ptsRoundAvailable(const PtsRoundUpdate&) { }
    // Pages with an over-time tab (overTimeTabs) draw them there.
    virtual void timeIntervalsAvailable(const TimeIntervalBatch& batch);
    virtual void quickTestAvailable(const QuickTestUpdate&) { }
    // By value: a caller that no longer needs the run moves it, and the page keeps it without a
    // copy (a surface of millions of zones).
    virtual void runFinished(FinishedRun finished) = 0;
    // The run ended without a result (refused or failed): clear what marks it as under way.
    virtual void runFailed() { }

    // The picture for export, drawn at whatever size the area has.
    virtual void paintExport(QPainter& painter, const QRectF& area) = 0;
    // The image's size for the size the user chose: that size, or less where the picture is shorter.
    virtual QSize exportSize(QSize requested) const { return requested; }
    // The colours the export is painted in (ExportThemeScope sets them for one export).
    void setExportTheme(ExportTheme theme) { m_exportTheme = theme; }
    ExportTheme exportTheme() const { return m_exportTheme; }
    // Headline figures for the caption; empty before a result.
    virtual QString resultSummary() const = 0;

    // The unit of the headline figures (View > Unit, as CrystalDiskMark's): a page with a table or
    // tiles of figures shows them again in it, without a new run.
    void setDisplayUnit(DisplayUnit unit);
    DisplayUnit displayUnit() const { return m_displayUnit; }

    // The settings form's fields; a page with settings of its own adds them.
    virtual void saveSettings(QSettings& settings) const;
    virtual void loadSettings(const QSettings& settings);

    // What distorts the shown run's figures (Caveat::text), shown next to them; empty clears.
    void setCaveats(const QStringList& caveats);
    const QStringList& caveats() const { return m_caveats; }
    // The line under the figures that lists the caveats; each page puts it in its layout.
    QLabel* caveatLabel();
    // What the device confirmed of the shown run's bytes (FinishedRun::accounting), as a badge beside
    // the result line (withResultLine places it; a page that places its result line itself places
    // accountingBadge() beside it), marked where it is under 90 %; empty hides it.
    // `unconfirmedParts` names the points, tests or zones whose own count did not confirm them
    // (FinishedRun::unconfirmedParts).
    void setAccounting(const std::vector<DeviceAccounting>& accounting, const QStringList& unconfirmedParts = {});
    const std::vector<DeviceAccounting>& accounting() const { return m_accounting; }
    QLabel* accountingBadge();

    const std::optional<FinishedRun>& lastRun() const { return m_lastRun; }
    // What the window records of `finished`, called after runFinished: the run as it came, or as the page
    // shows it where the page merged it into what it showed (a quick-suite row run again).
    virtual FinishedRun recordedRun(const FinishedRun& finished) const { return finished; }
    // The page's result view and its run over time as two tabs; null on pages without them.
    OverTimeTabs* overTime() const { return m_overTime; }
    ImageCaption caption() const;

    // The drive list's selection: what the next run runs on. Pages with writing options turn them off on
    // a device (writes destroy its data and are a deliberate choice) and back on for the test file.
    void setTarget(const TargetChoice& target);
    const TargetChoice& target() const { return m_target; }
    // "Runs on: …", the first line of the page's settings.
    QLabel* targetLabel();
    // "Result of: … (date)": whose result the page shows, which need not be the selected drive's.
    QLabel* resultLabel();
    // The page's own Start button, which does what F5 does and turns into Stop while its run goes on.
    QPushButton* startButton();
    // What the window says about runs; refreshes the start button and the result line.
    void setRunState(bool running, bool thisPageRuns);
    // The text of the start button: "Start block-size sweep".
    QString startText() const;

signals:
    // A control on the page asks for its test to start, as F5 does.
    void startRequested();
    // A short message for the window's status bar (e.g. "Copied as text").
    void statusMessage(const QString& text);

protected:
    // The page's "Settings" group, made on first use.
    SettingsForm* settingsForm();
    // Puts the target line at the top of the page's settings and the start button at their end.
    void addRunControls();
    // The usual page: `chart` with the result line above it, and beside it the settings (with the run
    // controls), then `panels`, then the caveats.
    void placeBesideSettings(QWidget* chart, const QList<QWidget*>& panels = {});
    // The same for a page that puts its own run controls in its settings.
    void layOutBesideSettings(QWidget* chart, const QList<QWidget*>& panels = {});
    // `results` (the page's charts or table) in a tab titled `resultsTitle` beside the run over time; the
    // page places what comes back, and calls its runStarted and showRun as its run starts and ends.
    OverTimeTabs* overTimeTabs(QWidget* results, const QString& resultsTitle);
    // A plan of the page's kind for `target`; throws UserError where no target is chosen.
    RunPlan planFor(const TargetChoice& target) const;
    // The page's chart (or table) with the result line above it.
    QWidget* withResultLine(QWidget* chart);
    // A checkbox that writes when it is in the other state than `checkedOnDevice`: set to that on a device.
    void addDeviceDefault(QAbstractButton* button, bool checkedOnDevice);
    // A line shown only on a device, saying that the page's writes are off there and how to turn them on.
    QLabel* readOnlyNote(const QString& text);
    // The state a device default had on the test file, to save as the page's setting: the device's
    // forced state is not what the user chose.
    bool testFileState(const QAbstractButton* button) const;
    // Called after the target changed, for defaults that depend on the target (the sustained write's size).
    virtual void targetChosen(const TargetChoice&) { }
    // The result line's wording of whose result is shown; empty hides it.
    QString resultText() const;
    // The unit changed: show the figures again.
    virtual void displayUnitChanged() { }

    std::optional<FinishedRun> m_lastRun;
    QString m_lastPlanText;
    QStringList m_caveats;
    QLabel* m_caveatLabel = nullptr;
    std::vector<DeviceAccounting> m_accounting;
    QStringList m_unconfirmedParts;
    QLabel* m_accountingBadge = nullptr;
    OverTimeTabs* m_overTime = nullptr;

private:
    DisplayUnit m_displayUnit = DisplayUnit::MegabytesPerSecond;
    ExportTheme m_exportTheme = ExportTheme::Light;
    SettingsForm* m_settingsForm = nullptr;
    void updateResultLabel();

    struct DeviceDefault {
        QAbstractButton* button;
        bool checkedOnDevice;
        bool onTestFile = false; // what it was before a device forced it
        bool forced = false; // a device set it; undone for the test file unless the user changed it since
    };
    TargetChoice m_target;
    std::vector<DeviceDefault> m_deviceDefaults;
    QLabel* m_targetLabel = nullptr;
    QLabel* m_resultLabel = nullptr;
    QLabel* m_readOnlyNote = nullptr;
    QPushButton* m_startButton = nullptr;
    bool m_running = false;
    bool m_thisPageRuns = false;
};

} // namespace ds
