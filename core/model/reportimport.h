#pragma once

#include "model/session.h"

#include <QByteArray>
#include <QString>

namespace ds {

// The text reports of the quick suite's peers, CrystalDiskMark 5 to 9 (File → Save text, UTF-16LE with
// a byte order mark or UTF-8, CRLF or LF) and KDiskMark (File → Save), as a session of one quick-suite
// run: its tests with the report's MB/s, IOPS and µs where its layout has them (a cell it lacks is
// absent, never 0), its profile, test size, runs, measure time, interval, mix, test data and comment,
// the program as the run's engine and the session's origin, and the OS it names as the session's host.
// Throws UserError with the reason for anything else: another program's text, a layout it does not
// know, a broken or truncated line, a figure no drive can have, more than kMaxReportBytes.
Session importBenchmarkReport(const QByteArray& bytes, const QString& origin);

// Whether `bytes` begin like one of those reports (after a byte order mark, in either encoding): the
// test the session loader asks before it tries the import.
bool looksLikeBenchmarkReport(const QByteArray& bytes);

// A report is about 2 KB (UTF-16: 4 KB); a long comment stays far below this.
inline constexpr qint64 kMaxReportBytes = qint64 { 1 } << 20;

} // namespace ds
