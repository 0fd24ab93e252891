#pragma once

#include "model/chartdescription.h"
#include "model/compare.h"
#include "sweepcharts.h"

#include <QPointF>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace ds {

// One compared run's curves, made in a worker thread.
struct CompareItemCurves {
    std::vector<QPointF> surface; // position (GB), MB/s: the model's chart description
    std::vector<SweepChartPoint> blockSize;
    std::vector<SweepChartPoint> queueDepth;
    std::vector<QPointF> sustained; // GB written, MB/s
};

// Everything the compare view shows of one comparison.
struct CompareData {
    quint64 generation = 0;
    Comparison comparison;
    std::vector<CompareItemCurves> curves; // one per item
    double surfaceEndGb = 0;
    double maxSurfaceRate = 0;
    double sustainedEndGb = 0;
    double maxSustainedRate = 0;
    // The runs' IOPS over time, one series per item that kept a time series (describeOverTimeOverlay:
    // its paletteIndex is the item's place), as the compare report draws it.
    std::optional<ChartDescription> overTime;
    QString error;
};

// A run picked in the compare list, with what the worker needs to compare it.
struct CompareChoice {
    std::shared_ptr<const Session> session;
    size_t run = 0;
    QString label;
    QString source;
};

// The worker's part: copies of the runs, core's comparison (figures paired by their keys), the curves;
// then the samples are let go (the view keeps the curves and the figures, not a second copy of every
// zone).
std::shared_ptr<CompareData> buildComparison(const std::vector<CompareChoice>& choices, quint64 generation);

// The run's label (SessionRun::displayLabel: "WDC WD5000AAKS · quick suite · 2026-11-30 04:12"), else the
// file's name.
QString compareRunLabel(const Session& session, size_t run, const QString& path);

// At least three significant digits: a change beyond the noise (2 %) always shows in the digits,
// where 0.04 → 0.04 (+4.8 %) hid it.
QString compareFigureText(double value);
// The figure's name in the window's words (from its key) with its unit once: "average MB/s" needs no
// "(MB/s)" after it, "p99 latency" needs its "(µs)".
QString compareFigureLabel(const ComparedFigure& figure);
// A block size as the compare charts label it: 4K, 1M.
QString compareSizeLabel(uint64_t size);

} // namespace ds
