#pragma once

#include "model/session.h"

#include <QByteArray>
#include <QString>

#include <functional>
#include <utility>
#include <vector>

namespace ds {

// One run as CSV: workloads (run, sweeps, patterns, several targets, quick suite) one row per
// measured repeat with IOMeter's columns; curves (surface, access, burst, sustained) one row per
// sample; the copy test one row per copy.
QString runCsv(const SessionRun& run);
// The same as UTF-8, handed to `write` a piece at a time (a surface's millions of rows are never held
// whole).
void writeRunCsv(const SessionRun& run, const std::function<void(const QByteArray&)>& write);
// The time series of every workload of the run (SessionRun::workloads), one row per interval: when it
// began on the run's time axis, how long it lasted, IOPS, MB/s, mean and p99 latency. Only the header
// for a run that kept none.
QString runSeriesCsv(const SessionRun& run);
// The IOMeter-like header that runCsv uses for workloads.
QString iometerCsvHeader();

// The charts of a run as (title, SVG): the surface curve, block-size and queue-depth curves, the
// access-time scatter, the sustained-write rate, bars for the quick suite and the rest.
std::vector<std::pair<QString, QString>> runCharts(const SessionRun& run);

// Reports of a whole session with the charts embedded: Markdown (SVG as data: URIs) and HTML
// (inline SVG), both self-contained single files.
QString markdownReport(const Session& session);
QString htmlReport(const Session& session);
// A plain-text summary to paste into a forum post, laid out like CrystalDiskMark's text export.
QString textSummary(const Session& session);

} // namespace ds
