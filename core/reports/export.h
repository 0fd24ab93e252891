#pragma once

#include "model/compare.h"
#include "model/session.h"
#include "reports/exporttheme.h"

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
std::vector<std::pair<QString, QString>> runCharts(const SessionRun& run, ExportTheme theme = ExportTheme::Light);

// Reports of a whole session with the charts embedded: Markdown (SVG as data: URIs) and HTML
// (inline SVG), both self-contained single files. The theme colours the charts (and the HTML page):
// light for print by default, or dark.
QString markdownReport(const Session& session, ExportTheme theme = ExportTheme::Light);
QString htmlReport(const Session& session, ExportTheme theme = ExportTheme::Light);
// The charts that lay a comparison's runs over each other, as (title, SVG): their IOPS over time, one
// colour per run (describeOverTimeOverlay, as the compare view draws it); none where no run kept a
// time series.
std::vector<std::pair<QString, QString>> compareCharts(
    const Comparison& comparison, ExportTheme theme = ExportTheme::Light);
// A comparison as one self-contained file: the runs, the key figures with their changes and what changed
// (Comparison::toText), and compareCharts.
QString compareMarkdownReport(const Comparison& comparison, ExportTheme theme = ExportTheme::Light);
QString compareHtmlReport(const Comparison& comparison, ExportTheme theme = ExportTheme::Light);

// A plain-text summary to paste into a forum post, laid out like CrystalDiskMark's text export.
QString textSummary(const Session& session);

} // namespace ds
