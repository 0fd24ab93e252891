#include "device/healthreport.h"

#include "files/userfile.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

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

DriveHealthReport readCapturedHealthReport(const QString& path)
{
    QFile file;
    openUserFileOrStdin(file, path);
    const QByteArray bytes
        = readUserFile(file, path, HealthSnapshot::kMaxSmartctlBytes, QStringLiteral("smartctl's JSON output"));
    // The drive as smartctl's own document names it (its path on the machine it ran on).
    const QJsonObject device = QJsonDocument::fromJson(bytes).object().value(QStringLiteral("device")).toObject();
    const QString devicePath = device.value(QStringLiteral("name")).toString().left(256);
    DriveHealthReport report;
    report.smart.snapshot = HealthSnapshot::fromSmartctlJson(bytes, devicePath.isEmpty() ? path : devicePath);
    report.drive.devicePath = report.smart.snapshot->device;
    report.drive.name = QFileInfo(report.drive.devicePath).fileName();
    report.drive.model = report.smart.snapshot->model;
    report.drive.transport = report.smart.snapshot->deviceType;
    report.sensors.device = report.drive.name;
    report.sensors.missing = QStringLiteral("not read: %1 is a captured smartctl output").arg(path);
    return report;
}

} // namespace ds
