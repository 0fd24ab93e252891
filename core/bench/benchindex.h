#pragma once

#include "bench/benchstore.h"

#include <QString>
#include <QStringList>

namespace ds {

// What bringing the library's index up to date did.
struct IndexRefresh {
    int files = 0; // session files in the library
    int unchanged = 0; // the same file as last time (device, inode, size, modification time)
    int touched = 0; // another identity, the same content hash: nothing read again
    int indexed = 0; // read and indexed (new or changed)
    int removed = 0; // gone from the library, and their runs from the index
    int runsAdded = 0;
    QStringList problems; // "file: why" for files that are no session; they hold no runs
};

// Brings the SQLite index of `libraryDirectory` up to date: files whose identity is unchanged are
// skipped, a changed file is hashed and read again only when its content changed, a file gone takes
// its runs with it. With `fromScratch` every file is read again. One transaction: an interrupted
// refresh leaves the index as it was. Throws UserError.
IndexRefresh refreshBenchIndex(BenchStore& store, const QString& libraryDirectory, bool fromScratch = false);

} // namespace ds
