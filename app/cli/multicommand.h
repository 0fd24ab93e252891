#pragma once

#include <QStringList>

#include <atomic>

namespace ds::cli {

// `drivescope-cli multi --targets A,B,… …`: one workload on several targets at once.
int multiCommand(const QStringList& arguments, const std::atomic<bool>& cancel);

} // namespace ds::cli
