#include "model/outlierclip.h"

#include <algorithm>
#include <cmath>

namespace ds {

OutlierClip OutlierClip::of(std::vector<double> values, double percentile, double headroom)
{
    OutlierClip clip;
    values.erase(
        std::remove_if(values.begin(), values.end(), [](double value) { return !std::isfinite(value); }), values.end());
    if (values.empty())
        return clip;
    clip.largest = *std::max_element(values.begin(), values.end());
    clip.top = clip.largest;
    if (values.size() < kMinimumValues)
        return clip;
    const auto rank = static_cast<size_t>(std::clamp(percentile, 0.0, 1.0) * static_cast<double>(values.size() - 1));
    std::nth_element(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(rank), values.end());
    const double limit = values[rank] * headroom;
    if (limit <= 0 || clip.largest <= limit)
        return clip;
    clip.top = limit;
    clip.beyond = static_cast<size_t>(
        std::count_if(values.begin(), values.end(), [limit](double value) { return value > limit; }));
    return clip;
}

} // namespace ds
