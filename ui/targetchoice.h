#pragma once

#include "model/drivefacts.h"

#include <QString>

#include <cstdint>
#include <optional>

namespace ds {

// What the drive list has selected: a drive, or a test file in a directory.
struct TargetChoice {
    QString path; // device path, or the test file's directory (empty: the default one)
    bool testFile = false;
    uint64_t testFileBytes = uint64_t { 1 } << 30;
    std::optional<DriveFacts> drive;
    bool isValid() const { return testFile || !path.isEmpty(); }
};

} // namespace ds
