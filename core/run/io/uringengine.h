#pragma once

#include "run/io/ioengine.h"

#include <liburing.h>
#include <vector>

namespace ds {

// io_uring through liburing: O_DIRECT requests on a registered file into registered buffers, so
// the kernel neither looks up the descriptor nor pins pages per request. The ring is set up for a
// single submitting thread with deferred task work, which completes requests only when we ask.
class UringEngine final : public IoEngine {
public:
    UringEngine() = default;
    ~UringEngine() override;

    const char* name() const override { return "io_uring"; }
    void setup(int fd, unsigned depth, BufferPool& buffers) override;
    QString setupNotes() const override { return m_notes; }
    void prepare(const IoRequest& request) override;
    uint64_t submit() override;
    unsigned reap(unsigned minCompletions, std::span<IoCompletion> out) override;

private:
    unsigned takeCompletions(std::span<IoCompletion> out);

    io_uring m_ring {};
    bool m_ringReady = false;
    bool m_fixedFile = false;
    bool m_fixedBuffers = false;
    int m_fd = -1;
    BufferPool* m_buffers = nullptr;
    std::vector<io_uring_cqe*> m_cqes;
    QString m_notes;
};

} // namespace ds
