#include "files/temperaturehistory.h"

#include "files/sessionfiles.h"

#include "model/session.h"
#include "model/usererror.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace ds {

namespace {
    // The library's files are one session of a few runs each; a file much larger is someone's long
    // surface scans, read when opened, not to find a temperature.
    constexpr qint64 kMaxHistoryFileBytes = qint64 { 64 } << 20;

    bool sameDrive(const TargetInfo& target, const QString& deviceName, const QString& serial)
    {
        if (!target.drive)
            return false;
        if (!serial.isEmpty() && !target.drive->serial.isEmpty())
            return target.drive->serial == serial;
        return target.drive->name == deviceName;
    }
}

std::vector<TemperatureRecord> temperatureHistory(
    const QString& directory, const QString& deviceName, const QString& serial, bool translated, int maxFiles)
{
    std::vector<TemperatureRecord> records;
    if (deviceName.isEmpty() && serial.isEmpty())
        return records;
    const QDir dir(directory);
    const QFileInfoList files
        = dir.entryInfoList({ QStringLiteral("*.json") }, QDir::Files | QDir::Readable, QDir::Time);
    for (qsizetype index = 0; index < files.size() && index < maxFiles; ++index) {
        const QFileInfo& file = files[index];
        if (file.size() > kMaxHistoryFileBytes)
            continue;
        Session session;
        try {
            session = loadSession(file.absoluteFilePath());
        } catch (const UserError&) {
            continue; // not a session, or a damaged one: the library view says so, not this
        }
        for (const SessionRun& run : session.runs) {
            // The drive's name then: a run on it by serial, under the name it had in that run.
            QStringList names;
            for (const TargetInfo& target : run.targets())
                if (sameDrive(target, deviceName, serial))
                    names << target.drive->name;
            for (const TemperatureSeries& series : run.temperatures) {
                if (!names.contains(series.device) || !series.hasSamples())
                    continue;
                TemperatureRecord record;
                record.sessionPath = file.absoluteFilePath();
                record.startedAt = run.startedAt;
                record.test = run.testTitle(translated);
                record.device = series.device;
                record.sensor = series.sensor;
                record.minimum = series.minimum();
                record.maximum = series.maximum();
                record.mean = series.mean();
                record.warningCelsius = series.warningCelsius;
                record.criticalCelsius = series.criticalCelsius;
                records.push_back(std::move(record));
            }
        }
    }
    std::stable_sort(records.begin(), records.end(),
        [](const TemperatureRecord& a, const TemperatureRecord& b) { return a.startedAt < b.startedAt; });
    return records;
}

} // namespace ds
