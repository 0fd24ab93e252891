#pragma once

#include <QStringList>

#include <atomic>

namespace ds::cli {

// `drivescope-cli copy …`: times copying a large file and a tree of small files.
int copyCommand(const QStringList& arguments, const std::atomic<bool>& cancel);

} // namespace ds::cli
