#pragma once

#include <cstddef>
#include <cstdint>

namespace ds {

// One aligned I/O buffer per request slot, in a single allocation so that io_uring can register
// them all at once. Write buffers hold incompressible data so that compressing or deduplicating
// devices (zram, SandForce-style SSDs) cannot flatter the result.
class BufferPool {
public:
    BufferPool(unsigned count, size_t bufferBytes, size_t alignment = 4096);
    ~BufferPool();
    BufferPool(const BufferPool&) = delete;
    BufferPool& operator=(const BufferPool&) = delete;

    unsigned count() const { return m_count; }
    size_t bufferBytes() const { return m_bufferBytes; }
    unsigned char* buffer(unsigned slot) const { return m_memory + static_cast<size_t>(slot) * m_bufferBytes; }

    // Fills every buffer with pseudo-random bytes derived from seed.
    void fillRandom(uint64_t seed);
    // Fills every buffer with zeros (the "All 0x00" test data).
    void fillZero();

private:
    unsigned char* m_memory = nullptr;
    unsigned m_count = 0;
    size_t m_bufferBytes = 0;
};

// Fills [data, data + bytes) with the splitmix64 stream that starts at seed.
void fillPseudoRandom(void* data, size_t bytes, uint64_t seed);

} // namespace ds
