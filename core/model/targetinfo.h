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
    bool imported = false; // measured by another program (fio's JSON, a report): the path is in its words

    QString kindName() const { return kind == Kind::BlockDevice ? QStringLiteral("device") : QStringLiteral("file"); }
    // The folder a test file was made in on this machine; empty for an imported run, whose path is another
    // machine's or words ("data.bin", "/home (the KDiskMark 3.2.0 test file)"), and for a relative path.
    QString testFileFolder() const;
    QJsonObject toJson() const;
    static TargetInfo fromJson(const QJsonObject& object); // throws UserError naming the bad field
};

} // namespace ds
