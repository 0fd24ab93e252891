#pragma once

#include "model/results/sustainedresult.h"
#include "themedchart.h"

#include <vector>

class QLineSeries;
class QValueAxis;

namespace ds {

class TemperatureLines;
struct SessionRun;

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
    // The drive's temperature during `run` on a right axis in °C, with its thresholds and where it
    // throttled (TemperatureLines), over the axes shown now: after the curve and setLinkCeiling.
    void showTemperature(const SessionRun& run);
    TemperatureLines* temperatureLines() const { return m_temperature; }
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
    TemperatureLines* m_temperature;
};

} // namespace ds
