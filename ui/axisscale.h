#pragma once

#include <cmath>

namespace ds {

// 1, 2, 2.5, 5 x 10^n at or above value: an axis end a reader takes in at a glance.
inline double niceCeiling(double value)
{
    if (!(value > 0))
        return 1;
    const double magnitude = std::pow(10.0, std::floor(std::log10(value)));
    for (double step : { 1.0, 2.0, 2.5, 5.0, 10.0 })
        if (step * magnitude >= value)
            return step * magnitude;
    return 10 * magnitude;
}

} // namespace ds
