#pragma once

#include "device/healthreport.h"
#include "files/temperaturehistory.h"
#include "targetchoice.h"

#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

class QChartView;
class QLabel;
class QPushButton;
class QTableWidget;
class QThread;

namespace ds {

// The Health tab: the selected drive's assessment (good / caution / bad, model/smarthealth), its SMART
// counters or why there are none, its temperature sensors now, and the temperature of the tests the
// session library holds for it (min / max / mean per run, in a table and a small chart). The snapshot is
// taken by core (device/healthreport) on a thread of its own, as smartctl may take seconds; this page
// only shows what comes back.
class HealthPage : public QWidget {
    Q_OBJECT
public:
    explicit HealthPage(QWidget* parent = nullptr);
    ~HealthPage() override;

    QString title() const { return tr("Health"); }

    // The drive list's selection: its drive is read when the page is shown (or at once when it is).
    void setTarget(const TargetChoice& target);
    // Reads the drive again now (the Read again button); a captured smartctl output is read again from its file.
    void refresh();
    // Shows the drive of a smartctl JSON document captured elsewhere (the Open button) until a drive is picked
    // again. False, with the reason in smartNote(), when the file cannot be read or is not smartctl's JSON.
    bool openCapturedSmartctl(const QString& path);
    const QString& capturedFile() const { return m_capturedFile; }

    // Where to read from, for tests: smartctl's program, hwmon's /sys, the session library.
    void setSmartctlProgram(const QString& program) { m_smartctl = program; }
    void setSysRoot(const QString& sysRoot) { m_sysRoot = sysRoot; }
    void setLibraryDirectory(const QString& directory) { m_libraryDirectory = directory; }

    bool isReading() const { return m_thread != nullptr; }
    const std::optional<DriveHealthReport>& report() const { return m_report; }
    const std::vector<TemperatureRecord>& history() const { return m_history; }
    QLabel* assessmentLabel() const { return m_assessment; }
    QLabel* smartNote() const { return m_smartNote; }
    QLabel* temperatureLabel() const { return m_temperatures; }
    QTableWidget* countersTable() const { return m_counters; }
    QTableWidget* historyTable() const { return m_historyTable; }
    QChartView* historyChart() const { return m_chart; }

signals:
    // A reading ended and is shown.
    void reportShown();

protected:
    void showEvent(QShowEvent* event) override;

private:
    struct Reading;
    void startReading();
    void show(const Reading& reading);
    void showCounters(const HealthSnapshot& smart);
    void showHistory();
    void chooseCapturedSmartctl();

    TargetChoice m_target;
    bool m_stale = true; // the target changed since the last reading
    QString m_capturedFile; // the smartctl output shown instead of the target's drive
    QString m_smartctl = QStringLiteral("smartctl");
    QString m_sysRoot = QStringLiteral("/sys");
    QString m_libraryDirectory;
    QThread* m_thread = nullptr;
    bool m_again = false; // another reading was asked for while one ran
    std::shared_ptr<Reading> m_pending;
    std::optional<DriveHealthReport> m_report;
    std::vector<TemperatureRecord> m_history;

    QLabel* m_drive;
    QLabel* m_assessment;
    QLabel* m_reasons;
    QLabel* m_smartNote;
    QLabel* m_temperatures;
    QPushButton* m_refresh;
    QPushButton* m_openCaptured;
    QTableWidget* m_counters;
    QTableWidget* m_historyTable;
    QChartView* m_chart;
};

} // namespace ds
