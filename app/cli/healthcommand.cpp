#include "healthcommand.h"

#include "commandsupport.h"
#include "commandtable.h"
#include "device/driveenumerator.h"
#include "device/healthreport.h"
#include "files/userfile.h"
#include "model/usererror.h"
#include "runcommand.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <fmt/core.h>

#include <cstdio>

namespace ds::cli {

namespace {
    using DriveHealth = DriveHealthReport;

    QJsonObject toJson(const DriveHealth& health)
    {
        QJsonObject object {
            { QStringLiteral("device"), health.drive.name },
            { QStringLiteral("devicePath"), health.drive.devicePath },
            { QStringLiteral("model"), health.drive.model },
            { QStringLiteral("transport"), health.drive.transport },
        };
        QJsonArray sensors;
        for (size_t index = 0; index < health.sensors.sensors.size(); ++index) {
            QJsonObject sensor = health.sensors.sensors[index].sensor.toJson();
            if (health.readings[index])
                sensor.insert(QStringLiteral("celsius"), *health.readings[index]);
            sensors.append(sensor);
        }
        object.insert(QStringLiteral("temperatureSensors"), sensors);
        if (!health.sensors.missing.isEmpty())
            object.insert(QStringLiteral("temperatureMissing"), health.sensors.missing);
        const HealthAssessment assessment = health.assessment();
        object.insert(QStringLiteral("assessment"), assessment.levelName());
        object.insert(QStringLiteral("reasons"), QJsonArray::fromStringList(assessment.reasons));
        if (health.smart.snapshot)
            object.insert(QStringLiteral("smart"), health.smart.snapshot->toJson());
        else
            object.insert(QStringLiteral("smartMissing"), health.smart.missing);
        return object;
    }

    void printCounter(const HealthSnapshot& smart, const char* name, const char* words, const char* unit = "")
    {
        if (const std::optional<uint64_t> value = smart.nvmeCounter(QLatin1String(name)))
            fmt::print("    {:<34} {}{}\n", words, *value, unit);
    }

    void printText(const DriveHealth& health)
    {
        fmt::print("{} ({}{}{})\n", health.drive.devicePath.toStdString(), health.drive.transport.toStdString(),
            health.drive.model.isEmpty() ? "" : ", ", health.drive.model.toStdString());
        if (health.sensors.sensors.empty())
            fmt::print("  temperature: {}\n", health.sensors.missing.toStdString());
        for (size_t index = 0; index < health.sensors.sensors.size(); ++index) {
            const TemperatureSensor& sensor = health.sensors.sensors[index].sensor;
            QString line = QStringLiteral("  temperature %1: %2")
                               .arg(sensor.label,
                                   health.readings[index] ? formatCelsius(*health.readings[index])
                                                          : QStringLiteral("cannot be read now"));
            if (sensor.warningCelsius)
                line += QStringLiteral(", warning at %1").arg(formatCelsius(*sensor.warningCelsius));
            if (sensor.criticalCelsius)
                line += QStringLiteral(", critical at %1").arg(formatCelsius(*sensor.criticalCelsius));
            fmt::print("{}\n", line.toStdString());
        }
        if (!health.smart.snapshot) {
            fmt::print("  health: unknown: {}\n", health.smart.missing.toStdString());
            return;
        }
        const HealthSnapshot& smart = *health.smart.snapshot;
        const HealthAssessment assessment = assessHealth(smart);
        fmt::print("  health: {}\n", assessment.levelName().toStdString());
        for (const QString& reason : assessment.reasons)
            fmt::print("    ! {}\n", reason.toStdString());
        for (const QString& note : smart.notes)
            fmt::print("    note: {}\n", note.toStdString());
        if (!smart.serial.isEmpty() || !smart.firmware.isEmpty())
            fmt::print("    {:<34} {}{}{}\n", "serial, firmware", smart.serial.toStdString(),
                smart.serial.isEmpty() || smart.firmware.isEmpty() ? "" : ", ", smart.firmware.toStdString());
        if (smart.passed)
            fmt::print("    {:<34} {}\n", "SMART self-assessment", *smart.passed ? "passed" : "FAILED");
        if (smart.temperatureCelsius)
            fmt::print(
                "    {:<34} {}\n", "temperature (SMART)", formatCelsius(*smart.temperatureCelsius).toStdString());
        if (smart.powerOnHours)
            fmt::print("    {:<34} {}\n", "power-on hours", *smart.powerOnHours);
        printCounter(smart, "critical_warning", "critical warning");
        printCounter(smart, "percentage_used", "endurance used", " %");
        printCounter(smart, "available_spare", "available spare", " %");
        printCounter(smart, "available_spare_threshold", "available spare threshold", " %");
        for (const char* name : { "data_units_written", "data_units_read" })
            if (const std::optional<uint64_t> units = smart.nvmeCounter(QLatin1String(name)))
                fmt::print("    {:<34} {}\n", name[11] == 'w' ? "data written" : "data read",
                    formatDecimalBytes(static_cast<double>(*units) * 512000).toStdString());
        printCounter(smart, "power_cycles", "power cycles");
        printCounter(smart, "unsafe_shutdowns", "unsafe shutdowns");
        printCounter(smart, "media_errors", "media and data integrity errors");
        printCounter(smart, "num_err_log_entries", "error log entries");
        printCounter(smart, "warning_temp_time", "time above warning temperature", " min");
        printCounter(smart, "critical_comp_time", "time above critical temperature", " min");
        for (const auto& [name, value] : smart.scsi)
            fmt::print(
                "    {:<34} {}\n", QString(name).replace(QLatin1Char('_'), QLatin1Char(' ')).toStdString(), value);
        if (!smart.attributes.empty()) {
            fmt::print(
                "    {:>3} {:<26} {:>5} {:>5} {:>6}  {}\n", "ID", "ATTRIBUTE", "VALUE", "WORST", "THRESH", "RAW");
            for (const SmartAttribute& row : smart.attributes)
                fmt::print("    {:>3} {:<26} {:>5} {:>5} {:>6}  {}\n", row.id, row.name.toStdString(), row.value,
                    row.worst, row.threshold,
                    (row.rawString.isEmpty() ? QString::number(row.raw) : row.rawString).toStdString());
        }
    }
}

void declareHealthOptions(OptionList& options)
{
    // Read by healthCommand itself; declared here for its help, the man page and the completion.
    options.addOption(option(QStringLiteral("target"),
        QStringLiteral("Only this drive (a whole drive or one of its partitions)."), QStringLiteral("device")));
    options.addOption(option(QStringLiteral("smartctl-json"),
        QStringLiteral("Assess what 'smartctl --json -a DEV' printed, captured on any machine (- for stdin); nothing "
                       "here is read."),
        QStringLiteral("file")));
    options.addOption(option(QStringLiteral("json"), QStringLiteral("Print JSON.")));
    options.addOption(
        QCommandLineOption({ QStringLiteral("h"), QStringLiteral("help") }, QStringLiteral("Show this help.")));
}

int healthCommand(const QStringList& arguments)
{
    bool json = false;
    QString target;
    QString capturedFile;
    for (qsizetype index = 0; index < arguments.size(); ++index) {
        const QString& argument = arguments[index];
        if (argument == QLatin1String("--json")) {
            json = true;
        } else if (argument == QLatin1String("--target") && index + 1 < arguments.size()) {
            target = arguments[++index];
        } else if (argument.startsWith(QLatin1String("--target="))) {
            target = argument.mid(9);
        } else if (argument == QLatin1String("--smartctl-json") && index + 1 < arguments.size()) {
            capturedFile = arguments[++index];
        } else if (argument.startsWith(QLatin1String("--smartctl-json="))) {
            capturedFile = argument.mid(16);
        } else if (argument == QLatin1String("--help") || argument == QLatin1String("-h")) {
            fmt::print("{}", commandHelp(QStringLiteral("health")).toStdString());
            return kExitOk;
        } else {
            const char* what = argument == QLatin1String("--target") ? "--target needs a device"
                : argument == QLatin1String("--smartctl-json")       ? "--smartctl-json needs a file"
                : argument.startsWith(QLatin1Char('-'))              ? "unknown option"
                                                                     : "unexpected argument";
            fmt::print(stderr, "drivescope-cli health: {} '{}'\nTry 'drivescope-cli health --help'.\n", what,
                argument.toStdString());
            return kExitUsage;
        }
    }

    if (!capturedFile.isEmpty() && !target.isEmpty()) {
        fmt::print(stderr, "drivescope-cli health: --target and --smartctl-json exclude each other\n");
        return kExitUsage;
    }
    if (!capturedFile.isEmpty()) {
        // A captured output: refused whole (exit status 2, with the reason) where it is not one.
        DriveHealth health;
        try {
            health = readCapturedHealthReport(capturedFile);
        } catch (const UserError& error) {
            fmt::print(stderr, "drivescope-cli health: error: {}\n", error.message().toStdString());
            return kExitUsage;
        }
        if (json) {
            const QByteArray text = QJsonDocument(QJsonArray { toJson(health) }).toJson(QJsonDocument::Indented);
            std::fwrite(text.constData(), 1, static_cast<size_t>(text.size()), stdout);
        } else {
            printText(health);
        }
        std::fflush(stdout);
        return kExitOk;
    }

    const DriveEnumerator enumerator;
    std::vector<DriveFacts> drives;
    if (!target.isEmpty() || arguments.contains(QStringLiteral("--target="))) {
        std::optional<DriveFacts> drive = enumerator.driveFor(target);
        if (!drive) {
            const char* why = !QFileInfo::exists(target) ? "it does not exist"
                                                         : "it is not a block device DriveScope "
                                                           "lists";
            fmt::print(stderr, "drivescope-cli health: error: no drive at '{}': {}\n", target.toStdString(), why);
            return kExitUsage;
        }
        drives.push_back(*drive);
    } else {
        drives = enumerator.drives();
    }

    std::vector<DriveHealth> healths;
    for (const DriveFacts& drive : drives)
        healths.push_back(readHealthReport(drive));
    if (json) {
        QJsonArray array;
        for (const DriveHealth& health : healths)
            array.append(toJson(health));
        const QByteArray text = QJsonDocument(array).toJson(QJsonDocument::Indented);
        std::fwrite(text.constData(), 1, static_cast<size_t>(text.size()), stdout);
    } else if (healths.empty()) {
        fmt::print("No drives found.\n");
    } else {
        for (size_t index = 0; index < healths.size(); ++index) {
            if (index > 0)
                fmt::print("\n");
            printText(healths[index]);
        }
    }
    std::fflush(stdout);
    return kExitOk;
}

} // namespace ds::cli
