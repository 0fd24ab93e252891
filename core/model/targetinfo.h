#pragma once

#include "model/drivefacts.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

namespace ds {

// What a result keeps of the target it ran on: a block device or a test file, its size and sectors,
// and the drive under it.
struct TargetInfo {
    enum class Kind { BlockDevice, TestFile };
    Kind kind = Kind::BlockDevice;
    QString path;
    uint64_t sizeBytes = 0;
    uint32_t logicalSectorBytes = 512; // every offset and length is a multiple of this
    uint32_t physicalSectorBytes = 512;
    bool directIo = true;
    bool writable = false;
    QString filesystem; // test files: the filesystem type holding them
    QStringList notes; // things that distort the figures, in words
    std::optional<DriveFacts> drive; // the drive itself, or the one under a test file's filesystem

    QString kindName() const { return kind == Kind::BlockDevice ? QStringLiteral("device") : QStringLiteral("file"); }
    QJsonObject toJson() const;
    static TargetInfo fromJson(const QJsonObject& object); // throws UserError naming the bad field
};

} // namespace ds
