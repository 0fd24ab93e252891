#include "device/hwmonreader.h"

#include "device/sysfs.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

namespace ds {

namespace {
    // A threshold in millidegrees; the nvme driver reports an unset one as 0 or as 65535 K (65261.85 °C).
    std::optional<double> threshold(const QString& path)
    {
        const std::optional<double> celsius = readCelsius(path);
        if (!celsius || *celsius <= 0 || *celsius > 200)
            return std::nullopt;
        return celsius;
    }

    // The hwmon directories below `dir`: dir/hwmonN (nvme, newer kernels) and dir/hwmon/hwmonN (drivetemp,
    // where the device keeps its class devices in a subdirectory).
    QStringList hwmonDirsIn(const QString& dir)
    {
        QStringList found;
        const QStringList filter { QStringLiteral("hwmon*") };
        const QDir base(dir);
        for (const QString& name : base.entryList(filter, QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
            if (name == QLatin1String("hwmon")) {
                const QDir inner(base.filePath(name));
                for (const QString& innerName : inner.entryList(filter, QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
                    found << inner.filePath(innerName);
            } else {
                found << base.filePath(name);
            }
        }
        return found;
    }

    std::vector<HwmonSensor> sensorsIn(const QString& hwmonDir)
    {
        static const QRegularExpression input(QStringLiteral("^temp([0-9]+)_input$"));
        const QDir dir(hwmonDir);
        const QString driver = readSysfsLine(dir.filePath(QStringLiteral("name")));
        std::vector<std::pair<int, HwmonSensor>> numbered;
        for (const QString& file : dir.entryList({ QStringLiteral("temp*_input") }, QDir::Files | QDir::System)) {
            const QRegularExpressionMatch match = input.match(file);
            if (!match.hasMatch())
                continue;
            const int index = match.captured(1).toInt();
            const QString prefix = dir.filePath(QStringLiteral("temp%1_").arg(index));
            HwmonSensor sensor;
            sensor.inputPath = dir.filePath(file);
            sensor.sensor.label = readSysfsLine(prefix + QStringLiteral("label"));
            if (sensor.sensor.label.isEmpty())
                sensor.sensor.label = index == 1 && !driver.isEmpty() ? driver : QStringLiteral("temp%1").arg(index);
            sensor.sensor.warningCelsius = threshold(prefix + QStringLiteral("max"));
            sensor.sensor.criticalCelsius = threshold(prefix + QStringLiteral("crit"));
            numbered.emplace_back(index, sensor);
        }
        std::sort(numbered.begin(), numbered.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
        std::vector<HwmonSensor> sensors;
        for (auto& [index, sensor] : numbered)
            sensors.push_back(std::move(sensor));
        return sensors;
    }
}

std::optional<double> readCelsius(const QString& inputPath)
{
    const QString text = readSysfsLine(inputPath);
    bool ok = false;
    const qlonglong millidegrees = text.toLongLong(&ok);
    if (!ok)
        return std::nullopt;
    return static_cast<double>(millidegrees) / 1000.0;
}

DriveSensors findDriveSensors(const QString& blockDir, const QString& transport)
{
    DriveSensors found;
    found.device = QFileInfo(blockDir).fileName();
    // Where each driver registers its hwmon device, from the block device's own device/ link:
    // nvme: the controller (device/ of a namespace), or its PCI function on older kernels
    // (device/device/); a multipath namespace's device/ is the subsystem, its controllers nvmeN below it;
    // drivetemp: the SCSI device (device/).
    const QString device = blockDir + QStringLiteral("/device");
    QStringList places { device, device + QStringLiteral("/device") };
    const QDir subsystem(device);
    for (const QString& controller :
        subsystem.entryList({ QStringLiteral("nvme*") }, QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
        places << subsystem.filePath(controller);
    for (const QString& place : places) {
        for (const QString& hwmon : hwmonDirsIn(place)) {
            std::vector<HwmonSensor> sensors = sensorsIn(hwmon);
            if (!sensors.empty()) {
                found.sensors = std::move(sensors);
                return found;
            }
        }
    }
    found.missing = noTemperatureSensorReason(found.device, transport);
    return found;
}

DriveSensors findDriveSensors(const QString& deviceName, const QString& transport, const QString& sysRoot)
{
    if (deviceName.isEmpty() || deviceName.contains(QLatin1Char('/'))) {
        DriveSensors none;
        none.device = deviceName;
        none.missing = QStringLiteral("no drive to read a temperature from");
        return none;
    }
    return findDriveSensors(sysRoot + QStringLiteral("/block/") + deviceName, transport);
}

} // namespace ds
