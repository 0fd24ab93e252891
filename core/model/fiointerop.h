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

// fio's --output-format=json (or json+, whose latency bins then give every percentile) of any version
// since 2.0 as a session: one run per fio job, or, when fio ran as a client of servers (--client), one
// per job of each client, named by its host, and one for fio's "All clients" total. Figures equal fio's
// in the units each version wrote (KiB and microseconds before 2.21 and 3.0): bytes, I/Os, runtime, mean
// and standard deviation of the completion latency. What the file does not hold (a count, a latency, the
// trims DriveScope's results have no place for) is said in a caveat of the run, never stored as zero.
// Text before and after the JSON (fio's notes and errors) is passed over. Throws UserError, also for a
// file of more than kMaxFioJobs jobs or kMaxFioJsonBytes, counted before anything is built.
Session importFioJson(const QByteArray& output, const QString& origin);
// Each job holds its latency histograms (about 120 KB): a file of 20,000 jobs would take gigabytes.
inline constexpr qsizetype kMaxFioJobs = 1024;
// fio's json+ of a job is under 100 KB (2.x: every bin of three directions).
inline constexpr qint64 kMaxFioJsonBytes = qint64 { 256 } << 20;

} // namespace ds
