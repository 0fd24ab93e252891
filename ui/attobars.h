#pragma once

#include "exporttheme.h"
#include "model/displayunit.h"
#include "sweepcharts.h"

#include <QCoreApplication>

#include <vector>

class QPainter;
class QRectF;

namespace ds {

// ATTO Disk Benchmark's picture of a block-size sweep, as its readers know it: a horizontal read and
// write bar per block size, and beside the bars the figures as a table, each row level with its bars.
// Painted for image exports (the block-size export's bars option).
class AttoBars {
    Q_DECLARE_TR_FUNCTIONS(AttoBars)
public:
    // `series`: the sweeps (read, write) as the page shows them; `unit`: MB/s, GB/s or IOPS (µs, which
    // bars cannot show, draws MB/s).
    static void paint(QPainter& painter, const QRectF& area, const std::vector<SweepChartSeries>& series,
        DisplayUnit unit, ExportTheme theme);
};

} // namespace ds
