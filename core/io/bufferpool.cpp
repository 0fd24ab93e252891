#include "bufferpool.h"

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
    // Large pools go into transparent huge pages: a 1 MiB request is then one physically contiguous
    // run instead of 256 pages, which a device with few segments per request (a loop device has 128)
    // would split in two. Only whole 2 MiB pages inside the allocation can be huge, hence the
    // alignment and the rounding.
    constexpr size_t hugePage = size_t(2) << 20;
    const bool useHugePages = total >= hugePage;
    const size_t allocationAlignment = useHugePages ? std::max(alignment, hugePage) : alignment;
    const size_t allocationBytes
        = useHugePages ? (total + hugePage - 1) / hugePage * hugePage : (total ? total : alignment);
    if (posix_memalign(&memory, allocationAlignment, allocationBytes) != 0)
        throw std::bad_alloc();
    m_memory = static_cast<unsigned char*>(memory);
    if (useHugePages)
        madvise(m_memory, allocationBytes, MADV_HUGEPAGE);
    std::memset(m_memory, 0, allocationBytes);
}

BufferPool::~BufferPool() { std::free(m_memory); }

void BufferPool::fillRandom(uint64_t seed)
{
    fillPseudoRandom(m_memory, static_cast<size_t>(m_count) * m_bufferBytes, seed);
}

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
