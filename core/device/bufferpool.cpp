#include "device/bufferpool.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <new>
#include <sys/mman.h>

namespace ds {

BufferPool::BufferPool(unsigned count, size_t bufferBytes, size_t alignment)
    : m_count(count)
    , m_bufferBytes((bufferBytes + alignment - 1) / alignment * alignment)
{
    void* memory = nullptr;
    const size_t total = static_cast<size_t>(m_count) * m_bufferBytes;
    // The pool goes into transparent huge pages, so every buffer is one physically contiguous run
    // rather than a page list: a 1 MiB request from 4 KiB pages is 256 segments, which a device with
    // few segments per request (a loop device takes 128) splits in two, and even a 128 KiB request
    // read 25 % slower through a loop device from 4 KiB pages. Only whole 2 MiB pages inside the
    // allocation can be huge, hence the alignment and the rounding (at most 2 MiB more per pool).
    constexpr size_t hugePage = size_t(2) << 20;
    const size_t allocationAlignment = std::max(alignment, hugePage);
    const size_t allocationBytes = std::max<size_t>(1, (total + hugePage - 1) / hugePage) * hugePage;
    if (posix_memalign(&memory, allocationAlignment, allocationBytes) != 0)
        throw std::bad_alloc();
    m_memory = static_cast<unsigned char*>(memory);
    madvise(m_memory, allocationBytes, MADV_HUGEPAGE);
    std::memset(m_memory, 0, allocationBytes);
}

BufferPool::~BufferPool() { std::free(m_memory); }

void BufferPool::fillRandom(uint64_t seed)
{
    fillPseudoRandom(m_memory, static_cast<size_t>(m_count) * m_bufferBytes, seed);
}

void BufferPool::fillZero() { std::memset(m_memory, 0, static_cast<size_t>(m_count) * m_bufferBytes); }

void fillPseudoRandom(void* data, size_t bytes, uint64_t seed)
{
    auto* out = static_cast<unsigned char*>(data);
    uint64_t state = seed;
    size_t i = 0;
    for (; i + 8 <= bytes; i += 8) {
        state += 0x9E3779B97F4A7C15ull;
        uint64_t z = state;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        z ^= z >> 31;
        std::memcpy(out + i, &z, 8);
    }
    for (; i < bytes; ++i)
        out[i] = static_cast<unsigned char>(i * 131 + seed);
}

} // namespace ds
