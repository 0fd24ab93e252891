#pragma once

#include "run/io/ioengine.h"

#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>
#include <vector>

namespace ds {

// The portable fallback: one thread per unit of queue depth, each doing blocking pread/pwrite, for
// kernels or sandboxes without io_uring. Like fio's psync with numjobs = depth, it reaches the same
// depth at a higher CPU cost per request.
class ThreadEngine final : public IoEngine {
public:
    ThreadEngine() = default;
    ~ThreadEngine() override;

    const char* name() const override { return "threads"; }
    void setup(int fd, unsigned depth, BufferPool& buffers) override;
    void prepare(const IoRequest& request) override;
    uint64_t submit() override;
    unsigned reap(unsigned minCompletions, std::span<IoCompletion> out) override;

private:
    void workerLoop();

    int m_fd = -1;
    BufferPool* m_buffers = nullptr;
    std::vector<IoRequest> m_staged;
    std::vector<std::thread> m_workers;

    std::mutex m_mutex;
    std::condition_variable m_requestReady;
    std::condition_variable m_completionReady;
    std::deque<IoRequest> m_pending;
    std::vector<IoCompletion> m_completed;
    bool m_stopping = false;
};

} // namespace ds
