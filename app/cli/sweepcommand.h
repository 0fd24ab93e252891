#pragma once

#include "commandline.h"

#include <QStringList>

#include <atomic>

namespace ds::cli {

// `drivescope-cli sweep-bs …`: MB/s, IOPS and latency against block size (IOMeter / ATTO).
void declareSweepBlockSizeOptions(OptionList& options);
int sweepBlockSizeCommand(const CommandLine& parser, const std::atomic<bool>& cancel);
// `drivescope-cli sweep-qd …`: IOPS and latency percentiles against queue depth.
void declareSweepQueueDepthOptions(OptionList& options);
int sweepQueueDepthCommand(const CommandLine& parser, const std::atomic<bool>& cancel);

} // namespace ds::cli
