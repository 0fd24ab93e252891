#pragma once

#include "model/results/results.h"

#include <QString>

#include <vector>

namespace ds {

// The unit a front end shows its headline figures in, as CrystalDiskMark's Unit menu offers them:
// decimal MB/s (the default), GB/s, IOPS (the run's requests per second: MB/s over the block size) or
// µs (the mean latency). Only for display: sessions, JSON and CSV keep every raw figure as it was.
enum class DisplayUnit { MegabytesPerSecond, GigabytesPerSecond, Iops, Microseconds };

// Every unit, in the order the front ends list them.
const std::vector<DisplayUnit>& displayUnits();
// "MB/s", "GB/s", "IOPS", "us": the CLI's --unit and the window's saved setting.
QString displayUnitKey(DisplayUnit unit);
// "MB/s", "GB/s", "IOPS", "µs": over a column or beside a figure.
QString displayUnitTitle(DisplayUnit unit);
// The decimals a headline figure gets: 2 for MB/s, 3 for GB/s, none for IOPS, 2 for µs (as
// CrystalDiskMark's tiles).
int displayUnitDecimals(DisplayUnit unit);

// The three figures a table row shows, in the order `unit` puts them: the unit's own first, then the
// others in the default order (MB/s or GB/s, IOPS, mean latency). MB/s: {MB/s, IOPS, µs}; IOPS:
// {IOPS, MB/s, µs}; µs: {µs, MB/s, IOPS}.
std::vector<DisplayUnit> displayOrder(DisplayUnit unit);

// One figure in `unit`, from the three a result has.
struct DisplayFigures {
    double megabytesPerSecond = 0;
    double iops = 0;
    double meanLatencyUs = 0;
    double in(DisplayUnit unit) const;
    static DisplayFigures of(const RunMeasurement& run);
    // The mean of each figure over `runs` (a workload's repeats, a multi-target run's aggregate
    // repeats), as the sweep and pattern tables show a point: the µs, the mean of each run's mean.
    static DisplayFigures meanOf(const std::vector<RunMeasurement>& runs);
};

// How the runs of `result` agree in `unit`: each run's figure in that unit (the µs: each run's mean
// latency), as WorkloadResult::repeatability has them in MB/s.
Repeatability repeatabilityIn(const WorkloadResult& result, DisplayUnit unit);

} // namespace ds
