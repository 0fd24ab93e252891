#pragma once

#include <QString>

#include <optional>
#include <vector>

namespace ds {

// One run's temperature on a drive, as the session library keeps it: the Health page's history.
struct TemperatureRecord {
    QString sessionPath;
    QString startedAt; // ISO 8601, UTC
    QString test; // the run's test in words ("sweep-bs: …"), translated where asked
    QString device; // the name the drive had then ("nvme0n1")
    QString sensor;
    double minimum = 0;
    double maximum = 0;
    double mean = 0;
    std::optional<double> warningCelsius;
    std::optional<double> criticalCelsius;
};

// The runs in the session files of `directory` (the library, sessionLibraryDirectory) whose
// temperature series is of the drive with this serial (where the run's target knows it; else of the
// drive of this name), oldest first. Runs without a reading are left out; files that are no session,
// or too large to be one of the library's, are skipped; only the newest `maxFiles` files are read.
std::vector<TemperatureRecord> temperatureHistory(const QString& directory, const QString& deviceName,
    const QString& serial, bool translated = false, int maxFiles = 500);

} // namespace ds
