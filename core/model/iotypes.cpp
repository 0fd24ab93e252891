#include "model/iotypes.h"

#include "model/usererror.h"

namespace ds {

QString engineKindName(EngineKind kind)
{
    switch (kind) {
    case EngineKind::IoUring:
        return QStringLiteral("io_uring");
    case EngineKind::Threads:
        return QStringLiteral("threads");
    case EngineKind::Auto:
        break;
    }
    return QStringLiteral("auto");
}

EngineKind parseEngineKind(const QString& text)
{
    if (text == QLatin1String("io_uring") || text == QLatin1String("uring"))
        return EngineKind::IoUring;
    if (text == QLatin1String("threads") || text == QLatin1String("psync"))
        return EngineKind::Threads;
    if (text == QLatin1String("auto"))
        return EngineKind::Auto;
    throw UserError(QStringLiteral("unknown engine '%1': use io_uring, threads or auto").arg(text));
}

} // namespace ds
