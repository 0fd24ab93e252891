#include "axisscale.h"

#include "model/chartdescription.h"

#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace ds {

void setNiceRange(QValueAxis* axis, double from, double to)
{
    if (!(to > from))
        to = from + 1;
    setAxisRange(axis, AxisRange::nice(from, to));
}

void setAxisRange(QValueAxis* axis, const AxisRange& range)
{
    const double from = range.from;
    const double to = range.to;
    const double step = range.step;
    // Ticks at the multiples of the step, wherever the range starts. Range and step change one after
    // the other, and each change lays the labels out: the new range at the old step (a 26 TB drive at
    // the 0.2 GB step of the empty chart) made 130,000 labels, gigabytes and minutes. So a wider
    // step goes first and a narrower one last: either way at most 7 steps ever fit.
    const bool dynamic = axis->tickType() == QValueAxis::TicksDynamic;
    axis->setTickAnchor(0);
    if (!dynamic || step >= axis->tickInterval()) {
        axis->setTickInterval(step);
        axis->setRange(from, to);
    } else {
        axis->setRange(from, to);
        axis->setTickInterval(step);
    }
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setLabelFormat(QStringLiteral("%.%1f").arg(range.decimals));
}

void setNiceRangeFromZero(QValueAxis* axis, double atLeast)
{
    const AxisRange range = AxisRange::niceFromZero(atLeast);
    setNiceRange(axis, range.from, range.to);
}

} // namespace ds

namespace ds {

double setNiceRangeFromZeroAbbreviated(QValueAxis* axis, double atLeast)
{
    const double divisor = atLeast >= 1e7 ? 1e6 : atLeast >= 1e4 ? 1e3 : 1;
    setNiceRangeFromZero(axis, atLeast / divisor);
    if (divisor > 1)
        axis->setLabelFormat(axis->labelFormat() + (divisor == 1e6 ? QStringLiteral("M") : QStringLiteral("k")));
    return divisor;
}

} // namespace ds
