#pragma once

#include <QStringList>

namespace ds {

// `drivescope-cli render --session FILE --chart NAME --png OUT [--svg OUT] [--width N] [--height N]
// [--run N]`: draws a run of a session file (core/session), or a --json result document, with the
// window's own pages and export code (offscreen platform). Needs a QApplication. Returns the exit
// status: 0 done, 1 an image could not be written, 2 bad input.
int renderCommand(const QStringList& arguments);

// The chart names render accepts: surface, block-size, queue-depth, patterns, quick, multi.
QStringList renderChartNames();

} // namespace ds
