#pragma once

#include "model/session.h"

#include <QByteArray>
#include <QString>

namespace ds {

// A workload as a fio job section: the same options as the fio command line DriveScope shows.
QString fioJobSection(const QString& name, const WorkloadSpec& spec, const TargetInfo& target, const QString& engine);
// A whole run's plan as a fio job file: sweeps, patterns and the quick suite as stonewalled jobs one
// after the other, several targets as jobs side by side. Throws UserError for the copy test, which
// fio cannot express.
QString fioJobFile(const SessionRun& run);

// fio's --output-format=json (or json+, whose latency bins then give every percentile) as a session:
// one run per fio job, or per client when fio ran as a client of servers. Figures equal fio's:
// bytes, I/Os, runtime, mean and standard deviation of the completion latency. Throws UserError.
Session importFioJson(const QByteArray& json, const QString& origin);

// A session file, fio's JSON output imported as it is read, or a result drivescope-cli --json
// printed, so that any of them can be opened, compared and exported beside the others. Throws
// UserError.
Session loadSessionOrFioOutput(const QString& path);

} // namespace ds
