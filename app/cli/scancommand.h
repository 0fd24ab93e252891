#pragma once

#include "commandline.h"

#include <QStringList>

#include <atomic>

namespace ds::cli {

// `scan`: HD Tune's error scan, read-only, over the drive or a range; returns the exit status.
void declareScanOptions(OptionList& options);
int scanCommand(const CommandLine& parser, const std::atomic<bool>& cancel);

} // namespace ds::cli
