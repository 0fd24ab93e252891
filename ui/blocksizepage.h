#pragma once

#include "sweepcharts.h"
#include "sweeppage.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QSpinBox;

class QLineEdit;

namespace ds {

// ATTO / IOMeter: read and write MB/s for every block size from 512 B to 64 MiB.
class BlockSizePage : public SweepPage {
    Q_OBJECT
public:
    explicit BlockSizePage(QWidget* parent = nullptr);
    QString title() const override { return tr("Block size"); }
    TestKind kind() const override { return TestKind::BlockSize; }
    RunPlan plan(const TargetChoice& target) const override;
    void runStarted(const RunPlan& plan) override;
    void sweepPointAvailable(const SweepPointUpdate& update) override;
    void runFinished(FinishedRun finished) override;
    QString resultSummary() const override;
    // The chart, or with attoExport() ATTO's horizontal bars with a table of the figures beside them.
    void paintExport(QPainter& painter, const QRectF& area) override;

    // Whether images are ATTO-style bars with a table (a setting of the page; the CLI's render --bars).
    bool attoExport() const;
    void setAttoExport(bool bars);
    QCheckBox* attoExportBox() const { return m_attoExport; }
    BlockSizeChart* blockSizeChart() const { return m_chart; }
    QComboBox* fromBox() const { return m_from; }
    QComboBox* toBox() const { return m_to; }
    QDoubleSpinBox* durationBox() const { return m_duration; }
    QCheckBox* writeBox() const { return m_write; }
    QCheckBox* iopsBox() const { return m_iops; }

private:
    void showSeries(const std::vector<SweepChartSeries>& series);

    BlockSizeChart* m_chart;
    QComboBox* m_from;
    QComboBox* m_to;
    QComboBox* m_pattern;
    QSpinBox* m_queueDepth;
    QSpinBox* m_threads = nullptr;
    QLineEdit* m_cpus = nullptr;
    QComboBox* m_data = nullptr;
    QDoubleSpinBox* m_duration;
    QCheckBox* m_write;
    QCheckBox* m_iops;
    QCheckBox* m_cpu;
    QCheckBox* m_attoExport;
    std::vector<SweepChartSeries> m_live;
};

} // namespace ds
