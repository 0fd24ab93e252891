#pragma once

#include "commandline.h"

#include <QStringList>

#include <atomic>

namespace ds::cli {

// `consistency`: AnandTech's performance consistency (optional fill, then random writes for a set time,
// scored on the last part); returns the exit status.
void declareConsistencyOptions(OptionList& options);
int consistencyCommand(const CommandLine& parser, const std::atomic<bool>& cancel);

} // namespace ds::cli
