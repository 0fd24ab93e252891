#pragma once

#include "model/chartdescription.h"
#include "model/results/sweepresult.h"
#include "model/targetinfo.h"
#include "themedchart.h"

#include <QJsonObject>
#include <QObject>
#include <QString>

#include <vector>

class QChart;
class QLineSeries;

namespace ds {

// One point of a sweep as the charts draw it: the means over the point's repeats.
struct SweepChartPoint {
    uint64_t value = 0; // block size in bytes, or queue depth
    bool measured = false;
    double megabytesPerSecond = 0;
    double iops = 0;
    double cpuPercent = 0;
    double meanLatencyUs = 0;
    double p50LatencyUs = 0;
    double p99LatencyUs = 0;
    double p999LatencyUs = 0;
    double maxLatencyUs = 0;
    // Whether the drive's count of the point confirmed it (WorkloadResult::confirmed), and how its
    // repeats' MB/s agree (none measured with one repeat).
    bool confirmed = true;
    Repeatability spread {};

    static SweepChartPoint from(const SweepPoint& point);
    // A point of a sweep document as `drivescope-cli sweep-bs --json` writes it.
    static SweepChartPoint fromJson(const QJsonObject& point);
};

struct SweepChartSeries {
    QString name; // "Read", "Write"
    std::vector<SweepChartPoint> points;
    bool writes = false; // drawn in the write colours
};

// A figure with as many decimals as it needs to be read exactly: 12.34, 123.4, 1234.
QString figureText(double value);

// The colours of a block-size chart's figures, for the light and the dark theme: each bar and line
// stands apart from the others (a read IOPS line is not the green of the write bars).
struct BlockSizeColours {
    QColor readBars, writeBars, readIops, writeIops, readCpu, writeCpu;
    static BlockSizeColours forTheme(QChart::ChartTheme theme);
};

// ATTO's view: read and write MB/s per block size as bars, with IOPS and CPU % as lines on axes of
// their own that can be switched on.
class BlockSizeChart : public ThemedChart {
    Q_OBJECT
public:
    explicit BlockSizeChart(QObject* parent = nullptr);
    ~BlockSizeChart() override;
    QChart* chart() const override { return m_chart; }
    void setSeries(const std::vector<SweepChartSeries>& series);
    // The dashed line of the target's interface link ceiling across the bars (the model's
    // linkCeilingLine); none when its drive facts know no link.
    void setLinkCeiling(const TargetInfo& target);
    // The ceiling's series; null when none is drawn.
    const QLineSeries* ceilingSeries() const { return m_ceilingSeries; }
    void setShowIops(bool show);
    void setShowCpu(bool show);
    const std::vector<SweepChartSeries>& series() const { return m_series; }
    // The figures of a series' point at a block size, as the tooltip over its bar shows them.
    QString pointText(size_t seriesIndex, uint64_t blockSize) const;
    // The tooltip shown for the bar or point under the mouse; empty when the mouse is over none.
    QString hoverText() const { return m_hoverText; }

protected:
    void restyle() override { rebuild(); }

private:
    void rebuild();
    void showHover(const QString& text);
    QChart* m_chart;
    std::vector<SweepChartSeries> m_series;
    std::vector<uint64_t> m_sizes; // the categories, in order
    QString m_hoverText;
    TargetInfo m_target; // whose link's ceiling is drawn
    QLineSeries* m_ceilingSeries = nullptr;
    bool m_showIops = false;
    bool m_showCpu = false;
};

// IOMeter's queue-depth view: IOPS against QD, with latency percentiles on a second axis.
class QueueDepthChart : public ThemedChart {
    Q_OBJECT
public:
    explicit QueueDepthChart(QObject* parent = nullptr);
    ~QueueDepthChart() override;
    QChart* chart() const override { return m_chart; }
    void setSeries(const SweepChartSeries& series);
    const SweepChartSeries& series() const { return m_series; }
    // The figures at a queue depth, as the tooltip over its point shows them.
    QString pointText(uint64_t depth) const;
    QString hoverText() const { return m_hoverText; }

protected:
    void restyle() override { setSeries(SweepChartSeries(m_series)); }

private:
    void showHover(const QString& text);
    QChart* m_chart;
    SweepChartSeries m_series;
    QString m_hoverText;
};

// Bars with one value per category (multi-drive, pattern ratings), optionally a line per category
// for a second figure.
class BarChart : public ThemedChart {
    Q_OBJECT
public:
    explicit BarChart(QObject* parent = nullptr);
    ~BarChart() override;
    QChart* chart() const override { return m_chart; }
    // The description's bars (describeBars and those built on it), the value axis named `valueName`.
    void setBars(const ChartDescription& described, const QString& valueName);

protected:
    void restyle() override { setBars(ChartDescription(m_described), QString(m_valueName)); }

private:
    QChart* m_chart;
    ChartDescription m_described;
    QString m_valueName;
};

// The scaling chart: the aggregate figure (MB/s, or the unit the window shows) against the number of
// drives, beside perfect scaling.
class ScalingChart : public ThemedChart {
    Q_OBJECT
public:
    explicit ScalingChart(QObject* parent = nullptr);
    ~ScalingChart() override;
    QChart* chart() const override { return m_chart; }
    // `valueName` names the value axis; empty: the unit's title. `reference`: each step's targets alone,
    // added up (MultiTargetScaling::referenceIn); empty for a run that did not measure them.
    void setSteps(const QList<qreal>& aggregates, DisplayUnit unit = DisplayUnit::MegabytesPerSecond,
        const QString& valueName = QString(), const std::vector<double>& reference = {});

protected:
    void restyle() override
    {
        setSteps(QList<qreal>(m_steps), m_unit, QString(m_valueName), std::vector<double>(m_reference));
    }

private:
    QChart* m_chart;
    QList<qreal> m_steps;
    std::vector<double> m_reference;
    DisplayUnit m_unit = DisplayUnit::MegabytesPerSecond;
    QString m_valueName;
};

} // namespace ds
