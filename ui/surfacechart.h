#pragma once

#include "model/results/accessresult.h"
#include "model/results/surfaceresult.h"
#include "model/targetinfo.h"
#include "themedchart.h"

#include <QObject>

#include <vector>

class QChart;
class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace ds {

class CurveModel;
class DecimatingProxy;
class TemperatureLines;
struct SessionRun;

// The HD Tach chart: MB/s against position (GB below, % above) and the access-time scatter on a
// second y axis. The MB/s curve goes through a DecimatingProxy, so a full-mode scan with a million
// zones draws as fast as one with two hundred.
class SurfaceChart : public ThemedChart {
    Q_OBJECT
public:
    explicit SurfaceChart(QObject* parent = nullptr);
    ~SurfaceChart() override;

    QChart* chart() const override { return m_chart; }
    CurveModel* curveModel() const { return m_curve; }
    DecimatingProxy* proxy() const { return m_proxy; }

    // The scanned range and the drive's size (for the % axis).
    void setRange(uint64_t rangeOffset, uint64_t rangeBytes, uint64_t targetBytes);
    // Live zones, each at zonePositionGigabytes (the model's rule), appended cheaply.
    void appendZones(const std::vector<SurfaceZone>& zones);
    // A finished scan as the model describes it (describeSurface): range, curve and the link's ceiling.
    void showSurface(const SurfaceResult& surface);
    // The dashed line of the target's interface link ceiling; hidden when its drive facts know no link.
    void setLinkCeiling(const TargetInfo& target);
    // The drive's temperature during `run` on a right axis in °C, with its thresholds and where it
    // throttled (TemperatureLines), over the axes shown now: after showSurface and setLinkCeiling.
    void showTemperature(const SessionRun& run);
    TemperatureLines* temperatureLines() const { return m_temperature; }
    QLineSeries* rateSeries() const { return m_rateSeries; }
    QLineSeries* ceilingSeries() const { return m_ceilingSeries; }
    // The access times, on an axis that follows them but not a few outliers: those are drawn at its top
    // and counted (accessBeyondSeries).
    void setAccessSamples(const std::vector<AccessSample>& samples);
    const QScatterSeries* accessSeries() const { return m_accessSeries; }
    const QScatterSeries* accessBeyondSeries() const { return m_accessBeyond; }
    // A scan without the access test has no access axis and no such entry in the legend.
    void setAccessShown(bool shown);
    bool accessShown() const;
    // Names the rate curve after the scan's direction: "Read MB/s" or "Write MB/s".
    void setWriting(bool writing);
    void clear();
    // Applies pending curve changes now (exports and tests).
    void refresh();

protected:
    void restyle() override;

private:
    void updateColumns();
    void updateRateAxis();

    QChart* m_chart;
    QLineSeries* m_rateSeries;
    QLineSeries* m_ceilingSeries;
    QScatterSeries* m_accessSeries;
    QScatterSeries* m_accessBeyond; // access times above the axis, at its top, counted in their name
    QValueAxis* m_positionAxis;
    QValueAxis* m_percentAxis;
    QValueAxis* m_rateAxis;
    QValueAxis* m_accessAxis;
    CurveModel* m_curve;
    DecimatingProxy* m_proxy;
    TemperatureLines* m_temperature;
    uint64_t m_targetBytes = 0;
    double m_maxRate = 0;
    double m_ceiling = 0; // MB/s, 0: none
};

// The other scatter of the random access test: access time against the distance the head moved
// from the previous read. On a hard disk it draws the seek curve: short seeks fast, a full stroke
// slowest, with the rotational latency as the spread above it.
class SeekChart : public ThemedChart {
    Q_OBJECT
public:
    explicit SeekChart(QObject* parent = nullptr);
    ~SeekChart() override;
    QChart* chart() const override { return m_chart; }
    void setSamples(const std::vector<AccessSample>& samples);
    void clear();
    const QScatterSeries* series() const { return m_series; }
    // The access times above the time axis, drawn at its top; named with how many there are.
    const QScatterSeries* beyondSeries() const { return m_beyond; }

protected:
    void restyle() override;

private:
    QChart* m_chart;
    QScatterSeries* m_series;
    QScatterSeries* m_beyond;
    QValueAxis* m_distanceAxis;
    QValueAxis* m_timeAxis;
};

} // namespace ds
