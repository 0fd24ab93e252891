#pragma once

#include "bench/benchstore.h"

#include <QString>

namespace ds {

// A date bound of a ranking as the runs keep their start: "2026-05-01" stays a day, and the day of an
// `until` bound is included (the next day is the exclusive end); a time is taken in UTC. Throws
// UserError naming `what` (the CLI's option, the window's field) for text that is neither.
QString benchDateBound(const QString& text, bool endOfDay, const QString& what);

// A ranking as CSV, one line per drive best first with a header line: what `bench rank --csv` prints
// and the window's Bench page saves, so both give a spreadsheet the same columns.
QString rankingCsv(const Ranking& ranking);

// The figure a Bench opens on: the one that ranks the most drives, a transfer rate (MB/s) before other
// units among those, then the first by key. Empty for no figures.
QString headlineFigure(const std::vector<FigureSummary>& figures);

} // namespace ds
