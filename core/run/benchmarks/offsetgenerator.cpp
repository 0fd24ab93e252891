#include "run/benchmarks/offsetgenerator.h"

#include <cmath>

namespace ds {

Rng::Rng(uint64_t seed)
{
    // Spread the seed over the state with splitmix64, as the xoshiro authors recommend.
    uint64_t x = seed;
    for (uint64_t& word : m_state) {
        x += 0x9E3779B97F4A7C15ull;
        uint64_t z = x;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        word = z ^ (z >> 31);
    }
}

OffsetGenerator::OffsetGenerator(const WorkloadSpec& spec, uint64_t regionOffset, uint64_t regionLength, uint64_t seed)
    : m_rng(seed)
    , m_regionOffset(regionOffset)
    , m_regionEnd(regionOffset + regionLength)
    , m_sequentialNext(regionOffset)
    , m_readPercent(spec.readPercent)
    , m_randomPercent(spec.randomPercent)
{
    double total = 0;
    for (const BlockSizeShare& size : spec.blockSizes)
        total += size.share;
    double cumulative = 0;
    for (const BlockSizeShare& size : spec.blockSizes) {
        SizeInfo info {};
        info.bytes = size.bytes;
        info.alignment = spec.alignment ? spec.alignment : size.bytes;
        info.randomSlots = regionLength >= size.bytes ? (regionLength - size.bytes) / info.alignment + 1 : 1;
        cumulative += size.share;
        info.threshold = static_cast<uint64_t>(std::llround(cumulative / total * 4294967296.0));
        m_sizes.push_back(info);
    }
}

} // namespace ds
