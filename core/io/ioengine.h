#pragma once

#include <QString>

#include <cstdint>
#include <memory>
#include <span>
#include <stdexcept>

namespace ds {

class BufferPool;

enum class IoOp : uint8_t { Read, Write };

enum class EngineKind { Auto, IoUring, Threads };

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
};

// A setup or submission failure of the engine as a whole (not of one request).
class EngineError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// Keeps up to `depth` requests in flight on one file descriptor. The caller stages requests with
// prepare(), then hands them over and collects completions in one call, so a loop at full queue
// depth costs one system call per batch, as in fio.
class IoEngine {
public:
    virtual ~IoEngine() = default;
    virtual const char* name() const = 0;

    // Throws EngineError. The buffers must outlive the engine.
    virtual void setup(int fd, unsigned depth, BufferPool& buffers) = 0;
    // Describes any optimisation setup() could not get ("buffers not registered: ENOMEM").
    virtual QString setupNotes() const { return {}; }

    virtual void prepare(const IoRequest& request) = 0;
    // Submits what was prepared, then waits until at least `minCompletions` have completed or
    // `timeoutNs` passed, and writes up to out.size() completions. Returns how many it wrote.
    virtual unsigned submitAndReap(unsigned minCompletions, uint64_t timeoutNs, std::span<IoCompletion> out) = 0;
};

// Whether io_uring can be used here, and if not, why (disabled by sysctl, blocked by seccomp, a
// kernel without it).
bool ioUringAvailable(QString* reason = nullptr);

// Auto picks io_uring where available and falls back to threads otherwise; `note` says which and why.
std::unique_ptr<IoEngine> createEngine(EngineKind kind, QString* note = nullptr);

QString engineKindName(EngineKind kind);
// "io_uring", "threads" or "auto"; throws UserError for anything else.
EngineKind parseEngineKind(const QString& text);

} // namespace ds
