#pragma once

#include "commandline.h"

#include <QStringList>

#include <atomic>

namespace ds::cli {

// `drivescope-cli quick …`: the CrystalDiskMark-style set. Returns the exit status.
void declareQuickOptions(OptionList& options);
int quickCommand(const CommandLine& parser, const std::atomic<bool>& cancel);

} // namespace ds::cli
