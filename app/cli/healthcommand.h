#pragma once

#include "commandline.h"

#include <QStringList>

namespace ds::cli {

// `drivescope-cli health [--target DEV] [--json]`: each drive's assessment (good / caution / bad), its SMART
// counters, temperatures and thresholds, or plainly what is missing. `arguments` holds what follows the word
// "health". Returns the exit status: 2 for a target that is no drive.
void declareHealthOptions(OptionList& options);
int healthCommand(const QStringList& arguments);

} // namespace ds::cli
