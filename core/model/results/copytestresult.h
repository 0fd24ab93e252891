#pragma once

#include "model/results/results.h"

#include <QJsonObject>
#include <QString>
#include <atomic>
#include <functional>
#include <vector>

namespace ds {

struct CopyTestOptions {
    QString source; // a directory on a mounted filesystem
    QString destination; // a directory on another filesystem; empty: only copies within the source
    uint64_t fileBytes = uint64_t { 4 } << 30; // the large file (an ISO image)
    unsigned treeFiles = 2000; // the tree of small files (an installed program)
    uint64_t treeFileBytes = 64 * 1024;
    unsigned filesPerDirectory = 100;
    uint32_t bufferBytes = 1u << 20; // read and write in this fixed size, as cp does
    unsigned repeats = 1;
    uint64_t seed = 1;

    void validate() const; // UserError
};

// One kind of copy (a file or a tree, within a target or between two), timed over its repeats.
struct CopyMeasurement {
    QString name; // "file, same target"
    QString from;
    QString to;
    uint64_t bytes = 0; // per copy
    unsigned files = 0;
    std::vector<double> seconds; // one per finished repeat
    bool cancelled = false;

    Spread secondsSpread() const;
    Spread megabytesPerSecond() const;
    QJsonObject toJson() const;
    static CopyMeasurement fromJson(const QJsonObject& object); // throws UserError naming the bad field
};

struct CopyTestResult {
    CopyTestOptions options;
    std::vector<CopyMeasurement> copies;
    bool cancelled = false;
    QJsonObject toJson() const;
    static CopyTestResult fromJson(const QJsonObject& object);
};

} // namespace ds
