#pragma once

#include <QStringList>

#include <atomic>

namespace ds::cli {

// The HD Tach-style commands: `surface`, `access`, `burst`, `hdtach` and `sustained`.
// `command` is the word itself; returns the exit status.
bool isSurfaceCommand(const QString& command);
int surfaceCommand(const QString& command, const QStringList& arguments, const std::atomic<bool>& cancel);

} // namespace ds::cli
