#pragma once

#include "commandline.h"

#include <QStringList>

#include <atomic>

namespace ds::cli {

// drivescope-cli compare A.json B.json … [--json]: key figures side by side, what changed.
void declareCompareOptions(OptionList& options);
int compareCommand(const CommandLine& parser, const std::atomic<bool>& cancel);
// drivescope-cli export SESSION --format csv|markdown|html|text|fio [--output FILE|DIR]
void declareExportOptions(OptionList& options);
int exportCommand(const CommandLine& parser, const std::atomic<bool>& cancel);
// drivescope-cli import-fio FIO.json [--session FILE]: fio's JSON output as a session.
int importFioCommand(const CommandLine& parser, const std::atomic<bool>& cancel);
// drivescope-cli import-report REPORT... [--session FILE]: CrystalDiskMark's and KDiskMark's text
// reports as quick-suite runs.
int importReportCommand(const CommandLine& parser, const std::atomic<bool>& cancel);
// The options of both imports: --session, --no-save, --json and --help.
void declareImportOptions(OptionList& options);
// drivescope-cli fleet --hosts h1,h2 --plan PLAN: a plan on several machines through fio's client/server.
void declareFleetOptions(OptionList& options);
int fleetCommand(const CommandLine& parser, const std::atomic<bool>& cancel);

} // namespace ds::cli
