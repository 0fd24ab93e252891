#pragma once

#include "commandline.h"

#include <QStringList>

namespace ds::cli {

// `drivescope-cli list [--json] [--all]`: the drive list as a table or as JSON on stdout.
// `arguments` holds what follows the word "list". Returns the exit status.
void declareListOptions(OptionList& options);
int listCommand(const QStringList& arguments);

} // namespace ds::cli
