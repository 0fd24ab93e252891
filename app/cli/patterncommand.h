#pragma once

#include <QStringList>

#include <atomic>

namespace ds::cli {

// `drivescope-cli pattern …`: IOMeter access specifications at several loads, with a rating each.
int patternCommand(const QStringList& arguments, const std::atomic<bool>& cancel);

} // namespace ds::cli
