#pragma once

#include "model/chartdescription.h"

class QValueAxis;

namespace ds {

// niceTickStep, tickDecimals and AxisRange (the ticks and decimals of every chart) are the model's.

// Shows `from` to `to` on the axis with ticks at multiples of niceTickStep(to - from), labelled with
// just the decimals the step needs: 0, 0.05 … 0.25 on a 0.268 GB test file rather than 0.000, 0.067 …,
// and 0, 500 … 2500 MB/s rather than 0, 625 … 2500.
void setNiceRange(QValueAxis* axis, double from, double to);
// A range the model chose as it is, its step included (a chart description's axis: whole rounds).
void setAxisRange(QValueAxis* axis, const AxisRange& range);
// From 0 to the first tick at or above `atLeast`: 0 … 3000 (ticks 500 apart) for at least 2717.
void setNiceRangeFromZero(QValueAxis* axis, double atLeast);
// The same for large counts (IOPS) with short labels: from 10,000 up the axis counts thousands
// ("800k"), from 10,000,000 up millions ("1.2M"), so that seven digits are not cut to "12…" in a
// narrow chart. Returns the divisor the values drawn on this axis must be divided by (1, 1e3, 1e6).
double setNiceRangeFromZeroAbbreviated(QValueAxis* axis, double atLeast);

} // namespace ds
