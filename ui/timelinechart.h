#pragma once

#include "model/chartdescription.h"
#include "model/timeseries.h"
#include "themedchart.h"

#include <QList>
#include <QPointF>

#include <vector>

class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace ds {

class TemperatureLines;

// A run over time: each interval of its workloads' time series as a point of IOPS against the run's
// time, their p99 latencies on a right axis, and a consistency test's scored part as its average dashed
// across it. Live intervals are added as they close; the finished run's series replace them, or its
// chart description (describeOverTime), which adds the drive's temperature on an axis of its own.
class TimelineChart : public ThemedChart {
    Q_OBJECT
public:
    explicit TimelineChart(QObject* parent = nullptr);
    ~TimelineChart() override;
    QChart* chart() const override { return m_chart; }

    // Empty, its time axis `seconds` wide so the points grow from left to right.
    void reset(double seconds);
    void appendIntervals(const std::vector<LiveInterval>& intervals);
    // Every interval of `series` (the finished run's), in place of the live ones.
    void setSeries(const std::vector<const TimeSeries*>& series);
    // The IOPS, p99 (in the description's unit) and temperature of an over-time description, in place of
    // what was shown.
    void setDescription(const ChartDescription& described);
    // The scored part [fromSeconds, toSeconds) of the run's time and its average IOPS; none clears it.
    void setScoredAverage(double fromSeconds, double toSeconds, double averageIops);
    void clearScoredAverage();

    const QScatterSeries* iopsSeries() const { return m_iops; }
    const QScatterSeries* p99Series() const { return m_p99; }
    const QLineSeries* scoredSeries() const { return m_scored; }
    QValueAxis* timeAxis() const { return m_timeAxis; }
    QValueAxis* iopsAxis() const { return m_iopsAxis; }
    QValueAxis* latencyAxis() const { return m_latencyAxis; }
    TemperatureLines* temperature() const { return m_temperature; }

protected:
    void restyle() override;

private:
    // Live dots, thinned as they come: one per cell of a grid twice as fine as a stored run's, over
    // twice the ranges the axes need when it is laid, laid again when a dot falls beyond it. A dot
    // whose cell holds one already is left out. The series takes each batch in one replace(): Qt Charts
    // updates every dot it holds on each append(). The finished run's series replace them all.
    class LiveDots {
    public:
        explicit LiveDots(QScatterSeries* series)
            : m_series(series)
        {
        }
        void clear();
        void add(const QPointF& dot, double rightSeconds, double top);
        void show();

    private:
        void lay(double rightSeconds, double top);
        size_t cellOf(const QPointF& dot) const;
        QScatterSeries* m_series;
        QList<QPointF> m_kept;
        bool m_shown = true;
        double m_right = 0;
        double m_top = 0;
        std::vector<bool> m_taken;
    };

    void addPoint(double middleSeconds, double iops, double p99Microseconds);
    // A stored run's dots, thinned to one per cell of a kDotColumns × kDotRows grid over the axes.
    void replaceDots(const QList<QPointF>& iops, const QList<QPointF>& p99);
    void rescale();

public:
    // Cells of 2 px on a 1600 × 600 plot: smaller than the dots (4 and 6 px) on any screen.
    static constexpr int kDotColumns = 800;
    static constexpr int kDotRows = 300;
    // The live grid: twice as fine over twice the ranges, so its cells are no larger.
    static constexpr int kLiveColumns = 2 * kDotColumns;
    static constexpr int kLiveRows = 2 * kDotRows;

private:
    QChart* m_chart;
    QScatterSeries* m_iops;
    QScatterSeries* m_p99;
    QLineSeries* m_scored;
    QValueAxis* m_timeAxis;
    QValueAxis* m_iopsAxis;
    QValueAxis* m_latencyAxis;
    TemperatureLines* m_temperature;
    LiveDots m_liveIops;
    LiveDots m_liveP99;
    double m_width = 60;
    double m_maxIops = 0;
    double m_maxP99 = 0; // µs
    double m_end = 0;
    double m_intervalSeconds = 0; // the longest live interval so far: the series' interval
};

} // namespace ds
