#pragma once

#include <QCommandLineOption>
#include <QList>
#include <QStringList>

namespace ds {

// `drivescope-cli render --session FILE --chart NAME --png OUT [--svg OUT] [--width N] [--height N]
// [--run N]`: draws a run of a session file (core/session), or a --json result document, with the
// window's own pages and export code (offscreen platform). Needs a QApplication. Returns the exit
// status: 0 done, 1 an image could not be written, 2 bad input. --help prints `help` (drivescope-cli's
// command table writes it from renderOptions()).
int renderCommand(const QStringList& arguments, const QString& help);
// Its options, --help included.
QList<QCommandLineOption> renderOptions();

// The chart names render accepts: surface, block-size, queue-depth, patterns, quick, multi.
QStringList renderChartNames();

} // namespace ds
