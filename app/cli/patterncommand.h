#pragma once

#include "commandline.h"

#include <QStringList>

#include <atomic>

namespace ds::cli {

// `drivescope-cli pattern …`: IOMeter access specifications at several loads, with a rating each.
void declarePatternOptions(OptionList& options);
int patternCommand(const CommandLine& parser, const std::atomic<bool>& cancel);

} // namespace ds::cli
