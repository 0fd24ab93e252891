#pragma once

#include "chartexport.h"
#include "device/drivefacts.h"
#include "runner/runupdates.h"

#include <QWidget>

#include <optional>

class QLabel;
class QPainter;
class QSettings;

namespace ds {

// What the drive list has selected: a drive, or a test file in a directory.
struct TargetChoice {
    QString path; // device path, or the test file's directory (empty: the default one)
    bool testFile = false;
    uint64_t testFileBytes = uint64_t { 1 } << 30;
    std::optional<DriveFacts> drive;
    bool isValid() const { return testFile || !path.isEmpty(); }
};

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
    // By value: a caller that no longer needs the outcome moves it, and the page keeps it without a
    // copy (a surface of millions of zones).
    virtual void runFinished(RunOutcome outcome) = 0;

    // The picture for export, drawn at whatever size the area has.
    virtual void paintExport(QPainter& painter, const QRectF& area) = 0;
    // The image's size for the size the user chose: that size, or less where the picture is shorter.
    virtual QSize exportSize(QSize requested) const { return requested; }
    // Headline figures for the caption; empty before a result.
    virtual QString resultSummary() const = 0;

    virtual void saveSettings(QSettings& settings) const = 0;
    virtual void loadSettings(const QSettings& settings) = 0;

    // What distorts the shown run's figures (Caveat::text), shown next to them; empty clears.
    void setCaveats(const QStringList& caveats);
    const QStringList& caveats() const { return m_caveats; }
    // The line under the figures that lists the caveats; each page puts it in its layout.
    QLabel* caveatLabel();

    const std::optional<RunOutcome>& lastOutcome() const { return m_lastOutcome; }
    ImageCaption caption() const;

protected:
    std::optional<RunOutcome> m_lastOutcome;
    QString m_lastPlanText;
    QStringList m_caveats;
    QLabel* m_caveatLabel = nullptr;
};

} // namespace ds
