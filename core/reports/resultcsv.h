#pragma once

#include "model/results/results.h"
#include "model/results/sweepresult.h"

#include <string>

// The CSV layouts drivescope-cli prints with --csv for workloads and sweeps (docs/cli.md, "CSV
// layouts"), kept here once beside the session export's (export.h).

namespace ds {

// A workload (run, quick, multi): one row per repeat; with `header`, the column names first.
std::string workloadCsv(const WorkloadResult& result, bool header = true);

// A sweep (sweep-bs, sweep-qd, pattern): one header line, then one row per point.
std::string sweepCsvHeader();
// `test` names the command, `pattern` the access pattern (pattern only), `rating` the pattern's rating
// (negative: none).
std::string sweepCsvRows(
    const SweepResult& result, const QString& test, const QString& pattern = QString(), double rating = -1);

} // namespace ds
