#pragma once

#include "model/temperature.h"

#include <QString>

#include <optional>
#include <vector>

namespace ds {

// A drive's temperature sensor in hwmon, with the file its reading is in.
struct HwmonSensor {
    TemperatureSensor sensor;
    QString inputPath; // …/hwmon3/temp1_input, millidegrees Celsius
};

// The temperature sensors of one whole drive, as hwmon shows them without root: the nvme driver's
// (Composite, Sensor N; under the controller), the drivetemp driver's (under the SCSI device). Where
// there is none, `missing` says why, in words.
struct DriveSensors {
    QString device;
    std::vector<HwmonSensor> sensors; // temp1 (NVMe: Composite) first
    QString missing;
};

// The sensors of the drive whose /sys/block/<name> directory is blockDir (in a test tree, a fixture);
// `transport` as DriveFacts names it, for the reason when there is none.
DriveSensors findDriveSensors(const QString& blockDir, const QString& transport);
// The same on this machine's /sys for a drive's name ("nvme0n1").
DriveSensors findDriveSensors(const QString& deviceName, const QString& transport, const QString& sysRoot);

// A temp*_input file's reading in °C; nullopt when it cannot be read or is no number (a drive asleep
// or gone answers with an error).
std::optional<double> readCelsius(const QString& inputPath);

} // namespace ds
