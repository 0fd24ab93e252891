#pragma once

#include "model/results/results.h"

#include <QJsonArray>
#include <QString>

#include <vector>

namespace ds {

// I/O errors with their places, as results carry them (IOMeter's error count plus where).
QJsonArray ioErrorsToJson(const std::vector<IoErrorRecord>& errors);
// "read error at offset 1048576, 65536 bytes: Input/output error"
QString describeIoError(const IoErrorRecord& error);
// Appends `error` unless the list already holds RunMeasurement::kMaxErrorRecords.
void keepIoError(std::vector<IoErrorRecord>& errors, const IoErrorRecord& error);

} // namespace ds
