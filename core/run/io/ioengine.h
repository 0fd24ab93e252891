#pragma once

#include "model/iotypes.h"

#include <QString>

#include <cstdint>
#include <memory>
#include <span>
#include <stdexcept>

namespace ds {

class BufferPool;

// One request. `slot` names both the buffer it uses and its place in the caller's table, so a
// completion can be matched to its submit timestamp without a lookup.
struct IoRequest {
    uint64_t offset = 0;
    uint32_t length = 0;
    uint32_t slot = 0;
    IoOp op = IoOp::Read;
};

struct IoCompletion {
    uint32_t slot = 0;
    int32_t result = 0; // bytes transferred, or -errno
    uint64_t completeNs = 0; // CLOCK_MONOTONIC
    // When the request really started, for engines that know it better than submit() could (a
    // worker thread picking it up); 0: the time submit() returned.
    uint64_t startNs = 0;
};

// A setup or submission failure of the engine as a whole (not of one request).
class EngineError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// Keeps up to `depth` requests in flight on one file descriptor. The caller stages requests with
// prepare(), hands them over with submit() and collects completions with reap(), as fio does.
// Latency runs from submit()'s return, when the kernel has the request, to the completion being
// seen: fio's clat.
class IoEngine {
public:
    virtual ~IoEngine() = default;
    virtual const char* name() const = 0;

    // Throws EngineError. The buffers must outlive the engine.
    virtual void setup(int fd, unsigned depth, BufferPool& buffers) = 0;
    // Describes any optimisation setup() could not get ("buffers not registered: ENOMEM").
    virtual QString setupNotes() const { return {}; }

    virtual void prepare(const IoRequest& request) = 0;
    // Hands over what was prepared; returns the CLOCK_MONOTONIC time at which it was accepted.
    virtual uint64_t submit() = 0;
    // Waits until at least `minCompletions` requests have completed (or a signal arrives), then
    // writes up to out.size() completions. Returns how many it wrote. There is no timeout: every
    // request in flight must come back before its buffer may be reused, so a wait can end no sooner
    // than the device answers, and an armed timer would only add to every wait's latency.
    virtual unsigned reap(unsigned minCompletions, std::span<IoCompletion> out) = 0;
};

// Whether io_uring can be used here, and if not, why (disabled by sysctl, blocked by seccomp, a
// kernel without it).
bool ioUringAvailable(QString* reason = nullptr);

// Auto picks io_uring where available and falls back to threads otherwise; `note` says which and why.
std::unique_ptr<IoEngine> createEngine(EngineKind kind, QString* note = nullptr);

} // namespace ds
