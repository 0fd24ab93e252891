#include "axisscale.h"

#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace ds {

double niceTickStep(double span)
{
    if (!(span > 0) || !std::isfinite(span))
        return 1;
    // From a step a little below span / 7 upwards, so that at most 7 steps (8 ticks) fit.
    double magnitude = std::pow(10.0, std::floor(std::log10(span / 7)));
    for (;;) {
        for (double step : { 1.0, 2.0, 5.0 })
            if (span / (step * magnitude) <= 7 * (1 + 1e-9))
                return step * magnitude;
        magnitude *= 10;
    }
}

void setNiceRange(QValueAxis* axis, double from, double to)
{
    if (!(to > from))
        to = from + 1;
    const double step = niceTickStep(to - from);
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
    const int decimals = std::max(0, static_cast<int>(std::ceil(-std::log10(step) - 1e-9)));
    axis->setLabelFormat(QStringLiteral("%.%1f").arg(decimals));
}

void setNiceRangeFromZero(QValueAxis* axis, double atLeast)
{
    const double step = niceTickStep(atLeast);
    // The same step again for the rounded-up end: ceil(atLeast / step) steps are at most 7.
    setNiceRange(axis, 0, std::ceil(atLeast / step - 1e-9) * step);
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
