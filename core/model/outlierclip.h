#pragma once

#include <cstddef>
#include <vector>

namespace ds {

// Where a chart's axis ends so that it follows the data but not a few outliers: one 220 ms access among
// a thousand near 15 ms stretched the axis to 250 ms and squashed the rest into a strip. Values above
// `top` are drawn at the axis's end and counted, so the chart says how many lie beyond.
struct OutlierClip {
    double top = 0; // the axis's end: the largest value, or the clip where there are outliers
    size_t beyond = 0; // values above top
    double largest = 0; // the largest value (above top where beyond > 0)

    // Clipped at `headroom` times the `percentile` value (0 … 1) where values lie above that; with fewer
    // than kMinimumValues values, never (a percentile of a few values says nothing).
    static OutlierClip of(std::vector<double> values, double percentile = 0.99, double headroom = 1.5);
    static constexpr size_t kMinimumValues = 50;
};

} // namespace ds
