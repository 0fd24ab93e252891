#pragma once

#include "commandline.h"

#include <QStringList>

#include <atomic>

namespace ds::cli {

// `drivescope-cli copy …`: times copying a large file and a tree of small files.
void declareCopyOptions(OptionList& options);
int copyCommand(const CommandLine& parser, const std::atomic<bool>& cancel);

} // namespace ds::cli
