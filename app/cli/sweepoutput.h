#pragma once

#include "model/displayunit.h"
#include "reports/resultcsv.h"
#include "run/benchmarks/sweep.h"

#include <cstdio>
#include <string>

// Tables of sweeps, shared by sweep-bs, sweep-qd and pattern (a sweep over loads); their CSV rows are
// core/reports/resultcsv's.

namespace ds::cli {

// The rows of a sweep's table; `valueTitle` heads the first column ("Block", "QD", "Load").
// `unit` (--unit) leads the figures, and the ± beside it is its stdev over the repeats.
void printSweepTable(const SweepResult& result, const QString& valueTitle,
    DisplayUnit unit = DisplayUnit::MegabytesPerSecond, std::FILE* out = stdout);
// "4 KiB" for block sizes, the number for depths and loads.
QString pointLabel(const SweepResult& result, const SweepPoint& point);
// The sweep's heading: what ran where, with which engine.
void printSweepHeading(const SweepResult& result, const QString& title, std::FILE* out = stdout);

} // namespace ds::cli
