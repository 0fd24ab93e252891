#pragma once

#include "testpage.h"

class QCheckBox;
class QChartView;
class QComboBox;
class QLabel;
class QSpinBox;
class QTabWidget;

namespace ds {

class SeekChart;
class SurfaceChart;

// HD Tach: the transfer rate across the surface, random access time, burst rate and CPU use.
class SurfacePage : public TestPage {
    Q_OBJECT
public:
    explicit SurfacePage(QWidget* parent = nullptr);

    QString title() const override { return tr("Surface"); }
    TestKind kind() const override { return TestKind::Surface; }
    RunPlan plan(const TargetChoice& target) const override;
    void runStarted(const RunPlan& plan) override;
    void surfaceZonesAvailable(const SurfaceZoneBatch& batch) override;
    // The access times drawn as they are measured, as HD Tune draws them.
    void accessSamplesAvailable(const AccessSampleBatch& batch) override;
    void runFinished(FinishedRun finished) override;
    void paintExport(QPainter& painter, const QRectF& area) override;
    QString resultSummary() const override;

    SurfaceChart* surfaceChart() const { return m_chart; }
    SeekChart* seekChart() const { return m_seekChart; }
    // The transfer-rate chart, and the access time against seek distance.
    QTabWidget* chartTabs() const { return m_chartTabs; }
    QSpinBox* zonesBox() const { return m_zones; }
    QComboBox* zoneSizeBox() const { return m_zoneSize; }
    QCheckBox* writeBox() const { return m_write; }
    QCheckBox* accessBox() const { return m_access; }
    QSpinBox* accessSamplesBox() const { return m_accessSamples; }
    QCheckBox* burstBox() const { return m_burst; }
    size_t zonesReceived() const { return m_zonesReceived; }
    size_t accessSamplesReceived() const { return m_liveAccess.size(); }
    // The Results figures: the average across the surface, the whole-drive rate, the CPU line.
    QString averageText() const;
    QString wholeDriveText() const;
    QString cpuText() const;

private:
    void updateStats();

    SurfaceChart* m_chart;
    QChartView* m_view;
    SeekChart* m_seekChart;
    QChartView* m_seekView;
    QTabWidget* m_chartTabs;
    QComboBox* m_mode;
    QSpinBox* m_zones;
    QComboBox* m_zoneSize;
    QSpinBox* m_shortStroke;
    QSpinBox* m_queueDepth;
    QCheckBox* m_write;
    QCheckBox* m_access;
    QSpinBox* m_accessSamples;
    QCheckBox* m_burst;
    QLabel* m_average;
    QLabel* m_wholeDrive;
    QLabel* m_minimum;
    QLabel* m_maximum;
    QLabel* m_burstRate;
    QLabel* m_accessTime;
    QLabel* m_cpu; // DriveScope's own, as every test shows it
    QLabel* m_systemBusy; // the whole machine's, as HD Tach shows it
    QLabel* m_zonesLabel;
    // Live figures from the zones as they arrive.
    size_t m_zonesReceived = 0;
    uint64_t m_liveBytes = 0;
    double m_liveSeconds = 0;
    double m_liveRateSum = 0; // for the average across the surface so far
    double m_liveMin = 0;
    double m_liveMax = 0;
    std::vector<AccessSample> m_liveAccess;
};

} // namespace ds
