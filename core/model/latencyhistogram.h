#pragma once

#include "model/uint128.h"

#include <array>
#include <cstdint>
#include <vector>

namespace ds {

// Log-linear latency histogram in the style of fio and HdrHistogram: values below 2^kSubBits are
// counted exactly; above, each power of two is cut into 2^kSubBits equal buckets, so a bucket's
// midpoint is within 0.5 / 2^kSubBits (0.4 %) of any value in it. Covers 1 ns to ~584 years.
class LatencyHistogram {
public:
    static constexpr unsigned kSubBits = 7;
    static constexpr unsigned kSubBuckets = 1u << kSubBits;
    static constexpr unsigned kGroups = 64 - kSubBits + 1;
    static constexpr unsigned kBucketCount = kGroups * kSubBuckets;

    // Empty, its buckets not yet allocated: a run holds several histograms, most of them often empty
    // (the writes of a read test), and a library of thousands of runs is read whole.
    LatencyHistogram() = default;

    void add(uint64_t ns)
    {
        if (m_buckets.empty()) [[unlikely]]
            m_buckets.assign(kBucketCount, 0);
        ++m_buckets[bucketIndex(ns)];
        ++m_count;
        m_sum += ns;
        m_sumSquares += static_cast<UInt128>(ns) * ns;
        if (ns < m_min)
            m_min = ns;
        if (ns > m_max)
            m_max = ns;
    }
    void merge(const LatencyHistogram& other);
    void reset();

    uint64_t count() const { return m_count; }
    uint64_t minNs() const { return m_count ? m_min : 0; }
    uint64_t maxNs() const { return m_max; }
    double meanNs() const;
    double stdevNs() const;
    // p in [0, 100]; returns the representative value of the bucket holding the p-th percentile,
    // clamped to the exact min and max.
    uint64_t percentileNs(double p) const;

    static unsigned bucketIndex(uint64_t ns)
    {
        if (ns < kSubBuckets)
            return static_cast<unsigned>(ns);
        const unsigned msb = 63u - static_cast<unsigned>(__builtin_clzll(ns));
        const unsigned shift = msb - kSubBits;
        const unsigned group = shift + 1;
        const unsigned sub = static_cast<unsigned>(ns >> shift) - kSubBuckets;
        return group * kSubBuckets + sub;
    }
    static uint64_t bucketLow(unsigned index);
    static uint64_t bucketHigh(unsigned index); // inclusive
    static uint64_t bucketValue(unsigned index);

    // kBucketCount counts, or none while nothing was counted.
    const std::vector<uint64_t>& buckets() const { return m_buckets; }
    uint64_t sumNs() const { return m_sum; }
    UInt128 sumSquaresNs() const { return m_sumSquares; }

    // A histogram from its saved state (a session file): the count comes from the buckets. Returns
    // false, leaving `out` alone, for a state no histogram can have (wrong bucket count, min above max).
    static bool restore(std::vector<uint64_t> buckets, uint64_t sum, UInt128 sumSquares, uint64_t min, uint64_t max,
        LatencyHistogram& out);

private:
    std::vector<uint64_t> m_buckets;
    uint64_t m_count = 0;
    uint64_t m_sum = 0;
    UInt128 m_sumSquares = 0;
    uint64_t m_min = UINT64_MAX;
    uint64_t m_max = 0;
};

// The percentiles every report shows, p1 to p99.99.
inline constexpr std::array<double, 12> kReportedPercentiles { 1, 5, 10, 25, 50, 75, 90, 95, 99, 99.5, 99.9, 99.99 };

} // namespace ds
