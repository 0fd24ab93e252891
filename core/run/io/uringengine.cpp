#include "run/io/uringengine.h"

#include "device/bufferpool.h"
#include "model/usererror.h"
#include "run/cpumeter.h"

#include <cerrno>
#include <cstring>
#include <sys/uio.h>

namespace ds {

UringEngine::~UringEngine()
{
    if (!m_ringReady)
        return;
    // Unregistering drops the ring's reference to the file now; left to ring teardown it lingers,
    // and a device that wants to be closed (zram reset, loop detach) sees it still open.
    if (m_fixedFile)
        io_uring_unregister_files(&m_ring);
    if (m_fixedBuffers)
        io_uring_unregister_buffers(&m_ring);
    io_uring_queue_exit(&m_ring);
}

void UringEngine::setup(int fd, unsigned depth, BufferPool& buffers)
{
    if (depth == 0 || depth > buffers.count())
        throw EngineError("io_uring: queue depth must be between 1 and the number of buffers");
    m_fd = fd;
    m_buffers = &buffers;

    // Fastest first; older kernels reject flags they do not know with EINVAL.
    const unsigned flagSets[] = {
        IORING_SETUP_SINGLE_ISSUER | IORING_SETUP_DEFER_TASKRUN,
        IORING_SETUP_COOP_TASKRUN,
        0,
    };
    int status = -EINVAL;
    for (unsigned flags : flagSets) {
        io_uring_params params {};
        params.flags = flags;
        status = io_uring_queue_init_params(depth, &m_ring, &params);
        if (status != -EINVAL)
            break;
    }
    if (status < 0)
        throw EngineError("io_uring setup failed: " + errnoText(-status).toStdString());
    m_ringReady = true;
    m_cqes.resize(depth);
    // Saves the ring's own descriptor lookup on every io_uring_enter; older kernels lack it (EINVAL).
    io_uring_register_ring_fd(&m_ring);

    status = io_uring_register_files(&m_ring, &fd, 1);
    m_fixedFile = status == 0;
    if (!m_fixedFile)
        m_notes += QStringLiteral("file not registered (%1); ").arg(errnoText(-status));

    std::vector<iovec> iovecs(buffers.count());
    for (unsigned slot = 0; slot < buffers.count(); ++slot)
        iovecs[slot] = { buffers.buffer(slot), buffers.bufferBytes() };
    // Registration pins the pages and counts against RLIMIT_MEMLOCK for ordinary users; without it
    // requests still work, each pinning its pages as it goes.
    status = io_uring_register_buffers(&m_ring, iovecs.data(), static_cast<unsigned>(iovecs.size()));
    m_fixedBuffers = status == 0;
    if (!m_fixedBuffers)
        m_notes += QStringLiteral("buffers not registered (%1); ").arg(errnoText(-status));
    m_notes = m_notes.chopped(m_notes.isEmpty() ? 0 : 2);
}

void UringEngine::prepare(const IoRequest& request)
{
    io_uring_sqe* sqe = io_uring_get_sqe(&m_ring);
    if (!sqe)
        throw EngineError("io_uring: more requests prepared than the queue depth");
    const int fd = m_fixedFile ? 0 : m_fd;
    void* buffer = m_buffers->buffer(request.slot);
    const auto bufferIndex = static_cast<int>(request.slot);
    if (request.op == IoOp::Read) {
        if (m_fixedBuffers)
            io_uring_prep_read_fixed(sqe, fd, buffer, request.length, request.offset, bufferIndex);
        else
            io_uring_prep_read(sqe, fd, buffer, request.length, request.offset);
    } else {
        if (m_fixedBuffers)
            io_uring_prep_write_fixed(sqe, fd, buffer, request.length, request.offset, bufferIndex);
        else
            io_uring_prep_write(sqe, fd, buffer, request.length, request.offset);
    }
    if (m_fixedFile)
        sqe->flags |= IOSQE_FIXED_FILE;
    io_uring_sqe_set_data64(sqe, request.slot);
}

static bool isTransient(int status)
{
    return status == -ETIME || status == -EINTR || status == -EAGAIN || status == -EBUSY;
}

uint64_t UringEngine::submit()
{
    // Also runs deferred completion work, so requests that finished meanwhile can be reaped without
    // waiting.
    const int status = io_uring_submit_and_get_events(&m_ring);
    if (status < 0 && !isTransient(status))
        throw EngineError("io_uring submit failed: " + errnoText(-status).toStdString());
    return monotonicNs();
}

unsigned UringEngine::takeCompletions(std::span<IoCompletion> out)
{
    const unsigned available = io_uring_peek_batch_cqe(
        &m_ring, m_cqes.data(), static_cast<unsigned>(std::min<size_t>(out.size(), m_cqes.size())));
    if (available == 0)
        return 0;
    const uint64_t now = monotonicNs();
    for (unsigned i = 0; i < available; ++i) {
        out[i].slot = static_cast<uint32_t>(io_uring_cqe_get_data64(m_cqes[i]));
        out[i].result = m_cqes[i]->res;
        out[i].completeNs = now;
    }
    io_uring_cq_advance(&m_ring, available);
    return available;
}

unsigned UringEngine::reap(unsigned minCompletions, std::span<IoCompletion> out)
{
    unsigned taken = takeCompletions(out);
    if (taken >= minCompletions)
        return taken;
    io_uring_cqe* first = nullptr;
    const int status = io_uring_wait_cqes(&m_ring, &first, minCompletions - taken, nullptr, nullptr);
    if (status < 0 && !isTransient(status))
        throw EngineError("io_uring wait failed: " + errnoText(-status).toStdString());
    return taken + takeCompletions(out.subspan(taken));
}

} // namespace ds
