#pragma once

#include <QString>

#include <cstdint>

namespace ds {

enum class IoOp : uint8_t { Read, Write };

// Which engine issues the requests: io_uring, a thread per request slot, or the better one here.
enum class EngineKind { Auto, IoUring, Threads };

QString engineKindName(EngineKind kind);
// "io_uring", "threads" or "auto"; throws UserError for anything else.
EngineKind parseEngineKind(const QString& text);

} // namespace ds
