#pragma once

#include "commandline.h"

#include <atomic>

namespace ds::cli {

// drivescope-cli bench reindex|rank|push|list-figures|history: the results database (core/bench): the
// library's SQLite index, or a shared PostgreSQL bench with --bench.
void declareBenchOptions(OptionList& options);
int benchCommand(const CommandLine& parser, const std::atomic<bool>& cancel);

} // namespace ds::cli
