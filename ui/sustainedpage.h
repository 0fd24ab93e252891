#pragma once

#include "testpage.h"
#include "themedchart.h"

#include <vector>

class QChartView;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineSeries;
class QSpinBox;
class QValueAxis;

namespace ds {

// The write rate against the amount written, with the point marked where the rate fell and stayed
// down: an SSD's write cache running out.
class SustainedChart : public ThemedChart {
    Q_OBJECT
public:
    explicit SustainedChart(QObject* parent = nullptr);
    ~SustainedChart() override;
    QChart* chart() const override { return m_chart; }

    // Starts an empty curve for a write of `totalBytes`.
    void reset(uint64_t totalBytes);
    void appendSamples(const std::vector<SustainedSample>& samples);
    // Marks the cliff (or clears the mark when none was found).
    void setCliff(const RateCliff& cliff);
    // The dashed line of the target's interface link ceiling (the model's linkCeilingLine); hidden when
    // its drive facts know no link.
    void setLinkCeiling(const TargetInfo& target);
    const QLineSeries* rateSeries() const { return m_rate; }
    const QLineSeries* cliffSeries() const { return m_cliff; }
    const QLineSeries* ceilingSeries() const { return m_ceilingSeries; }

protected:
    void restyle() override;

private:
    void updateCliffLine();

    QChart* m_chart;
    QLineSeries* m_rate;
    QLineSeries* m_cliff;
    QLineSeries* m_ceilingSeries;
    double m_ceiling = 0; // MB/s, 0: none
    QValueAxis* m_bytesAxis;
    QValueAxis* m_rateAxis;
    double m_maxRate = 0;
    RateCliff m_cliffFound;
};

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
    void runFinished(RunOutcome outcome) override;
    void paintExport(QPainter& painter, const QRectF& area) override;
    QString resultSummary() const override;
    void saveSettings(QSettings& settings) const override;
    void loadSettings(const QSettings& settings) override;

    SustainedChart* sustainedChart() const { return m_chart; }
    QDoubleSpinBox* sizeBox() const { return m_size; }
    QDoubleSpinBox* intervalBox() const { return m_interval; }
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
    QDoubleSpinBox* m_size;
    QComboBox* m_blockSize;
    QSpinBox* m_queueDepth;
    QDoubleSpinBox* m_interval;
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
