#pragma once

#include "model/results/copytestresult.h"
#include "model/results/results.h"
#include "run/benchmarks/runcontext.h"

#include <QJsonObject>
#include <QString>
#include <atomic>
#include <functional>
#include <vector>

namespace ds {

// The install test of the old reviews: times copying a large file and a tree of many small files within
// one filesystem and between two, with real reads and writes through a fixed buffer and an fsync (syncfs
// for the tree) at the end, so the time includes reaching the disk. The sources are written and synced
// first and dropped from the page cache before every copy. Everything it makes lives in one directory per
// target, removed on the way out (errors and Ctrl-C included). Throws UserError (bad directory, no room)
// before writing anything. Progress names the phase under way.
CopyTestResult runCopyTest(const CopyTestOptions& options, const RunContext& context = {});

} // namespace ds
