#include "run/io/ioengine.h"

#include "model/usererror.h"
#include "run/io/threadengine.h"
#include "run/io/uringengine.h"

#include <QFile>

#include <cerrno>
#include <cstring>
#include <liburing.h>

namespace ds {

bool ioUringAvailable(QString* reason)
{
    QFile disabled(QStringLiteral("/proc/sys/kernel/io_uring_disabled"));
    if (disabled.open(QIODevice::ReadOnly)) {
        const int value = disabled.readAll().trimmed().toInt();
        // 1 allows only members of kernel.io_uring_group; trying is the only way to know.
        if (value == 2) {
            if (reason)
                *reason = QStringLiteral("io_uring is disabled (kernel.io_uring_disabled = 2)");
            return false;
        }
    }
    io_uring ring {};
    const int status = io_uring_queue_init(2, &ring, 0);
    if (status < 0) {
        if (reason) {
            const int error = -status;
            *reason = error == ENOSYS ? QStringLiteral("this kernel has no io_uring (ENOSYS)")
                : error == EPERM
                ? QStringLiteral("io_uring is not permitted here (EPERM: sysctl or seccomp)")
                : QStringLiteral("io_uring setup failed: %1").arg(QString::fromLocal8Bit(strerror(error)));
        }
        return false;
    }
    io_uring_queue_exit(&ring);
    return true;
}

std::unique_ptr<IoEngine> createEngine(EngineKind kind, QString* note)
{
    switch (kind) {
    case EngineKind::IoUring: {
        QString reason;
        if (!ioUringAvailable(&reason))
            throw UserError(QStringLiteral("--engine io_uring was asked for, but %1").arg(reason));
        return std::make_unique<UringEngine>();
    }
    case EngineKind::Threads:
        return std::make_unique<ThreadEngine>();
    case EngineKind::Auto:
        break;
    }
    QString reason;
    if (ioUringAvailable(&reason))
        return std::make_unique<UringEngine>();
    if (note)
        *note = QStringLiteral("using the threads engine: %1").arg(reason);
    return std::make_unique<ThreadEngine>();
}

} // namespace ds
