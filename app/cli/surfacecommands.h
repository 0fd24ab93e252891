#pragma once

#include "commandline.h"

#include <QStringList>

#include <atomic>

namespace ds::cli {

// The HD Tach-style commands: `surface`, `access`, `burst`, `hdtach` and `sustained`.
// The options of `command` (the word itself); surfaceCommand reads the word from the command line.
void declareSurfaceOptions(OptionList& options, const QString& command);
int surfaceCommand(const CommandLine& parser, const std::atomic<bool>& cancel);

} // namespace ds::cli
