#include "device/healthreport.h"

namespace ds {

HealthAssessment DriveHealthReport::assessment() const
{
    return smart.snapshot ? assessHealth(*smart.snapshot) : HealthAssessment {};
}

DriveHealthReport readHealthReport(
    const DriveFacts& drive, const QString& sysRoot, const QString& smartctl, int timeoutMs)
{
    DriveHealthReport report;
    report.drive = drive;
    report.sensors = findDriveSensors(drive.name, drive.transport, sysRoot);
    for (const HwmonSensor& sensor : report.sensors.sensors)
        report.readings.push_back(readCelsius(sensor.inputPath));
    report.smart = readDriveHealth(drive, timeoutMs, smartctl);
    return report;
}

} // namespace ds
