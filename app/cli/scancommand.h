#pragma once

#include <QStringList>

#include <atomic>

namespace ds::cli {

// `scan`: HD Tune's error scan, read-only, over the drive or a range; returns the exit status.
int scanCommand(const QStringList& arguments, const std::atomic<bool>& cancel);

} // namespace ds::cli
