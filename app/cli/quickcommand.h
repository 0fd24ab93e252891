#pragma once

#include <QStringList>

#include <atomic>

namespace ds::cli {

// `drivescope-cli quick …`: the CrystalDiskMark-style set. Returns the exit status.
int quickCommand(const QStringList& arguments, const std::atomic<bool>& cancel);

} // namespace ds::cli
