#pragma once

#include "commandline.h"

#include <QStringList>

#include <atomic>

namespace ds::cli {

// `drivescope-cli run …`: one workload on one target. Returns the exit status.
void declareRunOptions(OptionList& options);
int runCommand(const CommandLine& parser, const std::atomic<bool>& cancel);

inline constexpr int kExitOk = 0;
inline constexpr int kExitFailure = 1; // the run itself failed (engine, I/O)
inline constexpr int kExitUsage = 2; // refused: bad input or an unsafe request; nothing written
inline constexpr int kExitCancelled = 130; // stopped by Ctrl-C (128 + SIGINT), partial result printed

} // namespace ds::cli
