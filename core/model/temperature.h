#pragma once

#include <QJsonObject>
#include <QString>

#include <optional>
#include <vector>

namespace ds {

// A drive's temperature sensor as hwmon names it (device/hwmonreader reads them): the nvme driver's
// "Composite" and "Sensor N", the drivetemp driver's one sensor of a SATA drive.
struct TemperatureSensor {
    QString label; // "Composite", "Sensor 1", "drivetemp"
    // temp*_max (the drive's warning threshold) and temp*_crit; absent when the drive reports none.
    std::optional<double> warningCelsius;
    std::optional<double> criticalCelsius;

    QJsonObject toJson() const;
    static TemperatureSensor fromJson(const QJsonObject& object); // throws UserError naming the bad field
    bool operator==(const TemperatureSensor&) const = default;
};

// One reading, on the run's own time axis.
struct TemperatureSample {
    double seconds = 0; // since the run's start
    double celsius = 0;
};

// A device's temperature while a run ran, sampled every intervalSeconds; or, where it has no sensor,
// why (`missing`), said once.
struct TemperatureSeries {
    QString device; // "nvme0n1", "sda"
    QString sensor; // the label of the sensor sampled: the first one, the NVMe Composite
    std::optional<double> warningCelsius;
    std::optional<double> criticalCelsius;
    double intervalSeconds = 1;
    std::vector<TemperatureSample> samples;
    QString missing; // "loop3 has no temperature sensor: …"; empty when there is one

    // Readings before the test started (a test file's preparation, a cool-down) have negative times: they
    // stay in the series but not in its figures, which are the test's own.
    bool hasSamples() const; // a reading during the test
    double minimum() const; // of the readings during the test; 0 without one
    double maximum() const;
    double mean() const;
    // "nvme0n1 Composite: 38 to 52 °C, mean 45 °C (warning 80 °C, critical 85 °C)", or why there is none.
    QString summary() const;

    QJsonObject toJson() const;
    static TemperatureSeries fromJson(const QJsonObject& object); // throws UserError naming the bad field
};

// Why a drive of this transport has no sensor DriveScope can read, in words; `device` names it.
QString noTemperatureSensorReason(const QString& device, const QString& transport);

// The sampling interval of --temperature-interval ("0.2", seconds): from 0.05 to 60. Throws UserError.
double parseTemperatureInterval(const QString& text);
constexpr double kDefaultTemperatureIntervalSeconds = 1.0;

// "52 °C", whole degrees as hwmon's millidegrees rarely say more.
QString formatCelsius(double celsius);

} // namespace ds
