#pragma once

#include "model/uint128.h"
#include "model/workload.h"
#include "run/io/ioengine.h"

#include <cstdint>
#include <vector>

namespace ds {

// xoshiro256**: fast, good enough for offsets, and the same sequence on every machine for a seed.
class Rng {
public:
    explicit Rng(uint64_t seed);
    uint64_t next()
    {
        const uint64_t result = rotl(m_state[1] * 5, 7) * 9;
        const uint64_t t = m_state[1] << 17;
        m_state[2] ^= m_state[0];
        m_state[3] ^= m_state[1];
        m_state[1] ^= m_state[2];
        m_state[0] ^= m_state[3];
        m_state[2] ^= t;
        m_state[3] = rotl(m_state[3], 45);
        return result;
    }
    // Uniform in [0, bound) without modulo bias worth measuring (Lemire's multiply-shift).
    uint64_t below(uint64_t bound) { return static_cast<uint64_t>((static_cast<UInt128>(next()) * bound) >> 64); }

private:
    static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    uint64_t m_state[4];
};

// Turns a workload into a stream of (offset, length, op): sequential requests follow each other and
// wrap at the region's end; random ones land on aligned offsets anywhere in the region; the block
// size and the operation are drawn by their shares.
class OffsetGenerator {
public:
    struct Request {
        uint64_t offset;
        uint32_t length;
        uint16_t sizeIndex; // index into spec.blockSizes
        IoOp op;
    };

    OffsetGenerator(const WorkloadSpec& spec, uint64_t regionOffset, uint64_t regionLength, uint64_t seed);

    Request next()
    {
        Request request;
        request.sizeIndex = pickSize();
        request.length = m_sizes[request.sizeIndex].bytes;
        request.op = pickOp();
        const bool random = m_randomPercent == 100 || (m_randomPercent > 0 && m_rng.below(100) < m_randomPercent);
        if (random) {
            const SizeInfo& size = m_sizes[request.sizeIndex];
            request.offset = m_regionOffset + m_rng.below(size.randomSlots) * size.alignment;
        } else {
            if (m_sequentialNext + request.length > m_regionEnd)
                m_sequentialNext = m_regionOffset;
            request.offset = m_sequentialNext;
        }
        m_sequentialNext = request.offset + request.length;
        return request;
    }

    uint64_t regionOffset() const { return m_regionOffset; }
    uint64_t regionEnd() const { return m_regionEnd; }

private:
    struct SizeInfo {
        uint32_t bytes;
        uint32_t alignment;
        uint64_t randomSlots; // how many aligned offsets a request of this size can start at
        uint64_t threshold; // cumulative share scaled to 2^32
    };

    uint16_t pickSize()
    {
        if (m_sizes.size() == 1)
            return 0;
        const uint64_t draw = m_rng.next() >> 32;
        uint16_t index = 0;
        while (index + 1u < m_sizes.size() && draw >= m_sizes[index].threshold)
            ++index;
        return index;
    }
    IoOp pickOp()
    {
        if (m_readPercent == 100)
            return IoOp::Read;
        if (m_readPercent == 0)
            return IoOp::Write;
        return m_rng.below(100) < m_readPercent ? IoOp::Read : IoOp::Write;
    }

    Rng m_rng;
    std::vector<SizeInfo> m_sizes;
    uint64_t m_regionOffset;
    uint64_t m_regionEnd;
    uint64_t m_sequentialNext;
    unsigned m_readPercent;
    unsigned m_randomPercent;
};

} // namespace ds
