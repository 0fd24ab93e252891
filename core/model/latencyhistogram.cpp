#include "model/latencyhistogram.h"

#include <algorithm>
#include <cmath>

namespace ds {

void LatencyHistogram::merge(const LatencyHistogram& other)
{
    if (other.m_count == 0)
        return;
    if (m_buckets.empty())
        m_buckets.assign(kBucketCount, 0);
    for (unsigned i = 0; i < kBucketCount; ++i)
        m_buckets[i] += other.m_buckets[i];
    m_count += other.m_count;
    m_sum += other.m_sum;
    m_sumSquares += other.m_sumSquares;
    m_min = std::min(m_min, other.m_min);
    m_max = std::max(m_max, other.m_max);
}

bool LatencyHistogram::restore(
    std::vector<uint64_t> buckets, uint64_t sum, UInt128 sumSquares, uint64_t min, uint64_t max, LatencyHistogram& out)
{
    if (buckets.size() != kBucketCount)
        return false;
    uint64_t count = 0;
    for (uint64_t bucket : buckets) {
        if (__builtin_add_overflow(count, bucket, &count))
            return false;
    }
    if (count > 0 && min > max)
        return false;
    out.m_buckets = std::move(buckets);
    if (count == 0)
        out.m_buckets.clear();
    out.m_count = count;
    out.m_sum = sum;
    out.m_sumSquares = sumSquares;
    out.m_min = count ? min : UINT64_MAX;
    out.m_max = count ? max : 0;
    return true;
}

void LatencyHistogram::reset()
{
    std::fill(m_buckets.begin(), m_buckets.end(), 0);
    m_count = 0;
    m_sum = 0;
    m_sumSquares = 0;
    m_min = UINT64_MAX;
    m_max = 0;
}

double LatencyHistogram::meanNs() const
{
    return m_count ? static_cast<double>(m_sum) / static_cast<double>(m_count) : 0.0;
}

double LatencyHistogram::stdevNs() const
{
    if (m_count < 2)
        return 0.0;
    // Sums are exact integers; the variance is formed in long double to keep the cancellation small.
    const long double n = static_cast<long double>(m_count);
    const long double mean = static_cast<long double>(m_sum) / n;
    const long double variance = (static_cast<long double>(m_sumSquares) - n * mean * mean) / (n - 1);
    return variance > 0 ? static_cast<double>(std::sqrt(variance)) : 0.0;
}

uint64_t LatencyHistogram::bucketLow(unsigned index)
{
    if (index < kSubBuckets)
        return index;
    const unsigned group = index / kSubBuckets;
    const unsigned sub = index % kSubBuckets;
    const unsigned shift = group - 1;
    return static_cast<uint64_t>(kSubBuckets + sub) << shift;
}

uint64_t LatencyHistogram::bucketHigh(unsigned index)
{
    if (index < kSubBuckets)
        return index;
    const unsigned shift = index / kSubBuckets - 1;
    return bucketLow(index) + ((uint64_t { 1 } << shift) - 1);
}

uint64_t LatencyHistogram::bucketValue(unsigned index)
{
    const uint64_t low = bucketLow(index);
    return low + (bucketHigh(index) - low) / 2;
}

uint64_t LatencyHistogram::percentileNs(double p) const
{
    if (m_count == 0)
        return 0;
    p = std::clamp(p, 0.0, 100.0);
    // Nearest-rank definition: the smallest value with at least p % of samples at or below it.
    const auto rank = std::max<uint64_t>(1, static_cast<uint64_t>(std::ceil(p / 100.0 * static_cast<double>(m_count))));
    // The extremes are known exactly; no need to round them to a bucket.
    if (rank == 1)
        return m_min;
    if (rank >= m_count)
        return m_max;
    uint64_t seen = 0;
    for (unsigned i = 0; i < kBucketCount; ++i) {
        seen += m_buckets[i];
        if (seen >= rank)
            return std::clamp(bucketValue(i), m_min, m_max);
    }
    return m_max;
}

} // namespace ds
