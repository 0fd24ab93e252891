#pragma once

#include <QStringList>

#include <atomic>

namespace ds::cli {

// drivescope-cli compare A.json B.json … [--json]: key figures side by side, what changed.
int compareCommand(const QStringList& arguments);
// drivescope-cli export SESSION --format csv|markdown|html|text|fio [--output FILE|DIR]
int exportCommand(const QStringList& arguments);
// drivescope-cli import-fio FIO.json [--session FILE]: fio's JSON output as a session.
int importFioCommand(const QStringList& arguments);
// drivescope-cli import-report REPORT... [--session FILE]: CrystalDiskMark's and KDiskMark's text
// reports as quick-suite runs.
int importReportCommand(const QStringList& arguments);
// drivescope-cli fleet --hosts h1,h2 --plan PLAN: a plan on several machines through fio's client/server.
int fleetCommand(const QStringList& arguments, const std::atomic<bool>& cancel);

} // namespace ds::cli
