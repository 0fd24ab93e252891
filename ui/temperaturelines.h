#pragma once

#include "model/chartdescription.h"

#include <QObject>

#include <map>

class QAbstractAxis;
class QChart;
class QLineSeries;
class QValueAxis;

namespace ds {

// A drive's temperature on a chart of the window, as the model describes it (addRunTemperature): the
// readings on a right axis in °C, the warning and critical thresholds dashed across, and where the drive
// throttled as a dashed upright line across the rate axis. The surface and sustained-write charts own
// one; it adds its axis and series to their chart only while a run with readings is shown.
class TemperatureLines : public QObject {
    Q_OBJECT
public:
    TemperatureLines(QChart* chart, QValueAxis* xAxis, QValueAxis* rateAxis, QObject* parent = nullptr);

    // The temperature of `run`'s drive over the chart's present x and rate axes; removes what was shown
    // and shows nothing where the run has no readings of its drive.
    void show(const SessionRun& run);
    // The temperature series of a description whose x is the chart's (the over-time chart's).
    void show(const ChartDescription& described);
    void clear();
    // The series drawn for a description key (Temperature, TemperatureWarning, TemperatureCritical,
    // Throttling); null when it is not shown.
    QLineSeries* series(SeriesKey key) const;
    QValueAxis* axis() const { return m_axis; }
    // The pens again, after a theme change.
    void restyle();

private:
    QChart* m_chart;
    QValueAxis* m_xAxis;
    QValueAxis* m_rateAxis;
    QValueAxis* m_axis = nullptr;
    std::map<SeriesKey, QLineSeries*> m_series;
};

} // namespace ds
