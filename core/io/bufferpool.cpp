#include "bufferpool.h"

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
    if (posix_memalign(&memory, alignment, total ? total : alignment) != 0)
        throw std::bad_alloc();
    m_memory = static_cast<unsigned char*>(memory);
    // Large pools benefit from huge pages: fewer pages to pin per request.
    if (total >= (2u << 20))
        madvise(m_memory, total, MADV_HUGEPAGE);
    std::memset(m_memory, 0, total);
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
