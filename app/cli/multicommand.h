#pragma once

#include "commandline.h"

#include <QStringList>

#include <atomic>

namespace ds::cli {

// `drivescope-cli multi --targets A,B,… …`: one workload on several targets at once.
void declareMultiOptions(OptionList& options);
int multiCommand(const CommandLine& parser, const std::atomic<bool>& cancel);

} // namespace ds::cli
