#pragma once

#include "commandline.h"

#include <QStringList>

#include <atomic>

namespace ds::cli {

// `pts`: a SNIA PTS test (IOPS, throughput, latency or write saturation; client or enterprise) on a device named for
// destruction, saved after each round and continued with --resume; returns the exit status.
void declarePtsOptions(OptionList& options);
int ptsCommand(const CommandLine& parser, const std::atomic<bool>& cancel);

} // namespace ds::cli
