#pragma once

#include "commandline.h"

#include <QStringList>

#include <atomic>

namespace ds::cli {

// `drivescope-cli rewrite …`: the non-destructive surface write test. Returns the exit status.
void declareRewriteOptions(OptionList& options);
int rewriteCommand(const CommandLine& parser, const std::atomic<bool>& cancel);

// Replays the write journals of interrupted rewrite runs and tells the user on stderr; every start
// of the CLI calls it. `directory` empty: the default journal directory.
void replayJournalsAndReport(const QString& directory = QString());

} // namespace ds::cli
