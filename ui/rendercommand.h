#pragma once

#include "model/session.h"
#include "run/runner/runupdates.h"

#include <QJsonObject>
#include <QStringList>

#include <optional>
#include <vector>

namespace ds {

// A result document as drivescope-cli --json (or the window) writes it, read back through the core's
// fromJson into the outcome the pages show. Throws UserError for a document it cannot read.
RunOutcome outcomeFromDocument(const QJsonObject& document);

// A session run as the outcome its page shows (the render mapping). Throws UserError for a run no
// page can show (access, burst, sustained, copy, a single workload). The result is copied, or moved
// from a run given as an rvalue (a surface of millions of zones).
RunOutcome outcomeOfSessionRun(const SessionRun& run);
RunOutcome outcomeOfSessionRun(SessionRun&& run);
// The page that shows a session run; nullopt when none does.
std::optional<TestKind> pageKindOfSessionRun(const SessionRun& run);
// The runs a page shows together with run `index` of `session`, in session order: the sweeps of one
// block-size or queue-depth run (read, then write) are saved as runs of their own, one after the
// other with the same command and start; any other run stands alone.
std::vector<size_t> sessionRunGroup(const Session& session, size_t index);
// Those runs as the one outcome their page shows (the sweeps of a group together). Throws UserError
// as outcomeOfSessionRun() does.
RunOutcome outcomeOfSessionRuns(const Session& session, const std::vector<size_t>& indices);

// A finished run of the window as session results: one per sweep, else one.
std::vector<SessionResult> sessionResultsOf(const RunOutcome& outcome);

// `drivescope-cli render --session FILE --chart NAME --png OUT [--svg OUT] [--width N] [--height N]
// [--run N]`: draws a run of a session file (core/session), or a --json result document, with the
// window's own pages and export code (offscreen platform). Needs a QApplication. Returns the exit
// status: 0 done, 1 an image could not be written, 2 bad input.
int renderCommand(const QStringList& arguments);

// The chart names render accepts: surface, block-size, queue-depth, patterns, quick, multi.
QStringList renderChartNames();

} // namespace ds
