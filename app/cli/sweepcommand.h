#pragma once

#include <QStringList>

#include <atomic>

namespace ds::cli {

// `drivescope-cli sweep-bs …`: MB/s, IOPS and latency against block size (IOMeter / ATTO).
int sweepBlockSizeCommand(const QStringList& arguments, const std::atomic<bool>& cancel);
// `drivescope-cli sweep-qd …`: IOPS and latency percentiles against queue depth.
int sweepQueueDepthCommand(const QStringList& arguments, const std::atomic<bool>& cancel);

} // namespace ds::cli
