#pragma once

#include "runner/runupdates.h"

#include <QJsonObject>
#include <QStringList>

namespace ds {

// A result document as drivescope-cli --json (or the window) writes it, read back through the core's
// fromJson into the outcome the pages show. Throws UserError for a document it cannot read.
RunOutcome outcomeFromDocument(const QJsonObject& document);

// `drivescope-cli render --session FILE --chart NAME --png OUT [--svg OUT] [--width N] [--height N]
// [--run N]`: draws a run of a session file (core/session), or a --json result document, with the
// window's own pages and export code (offscreen platform). Needs a QApplication. Returns the exit
// status: 0 done, 1 an image could not be written, 2 bad input.
int renderCommand(const QStringList& arguments);

// The chart names render accepts: surface, block-size, queue-depth, patterns, quick, multi.
QStringList renderChartNames();

} // namespace ds
