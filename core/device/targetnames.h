#pragma once

#include <QString>
#include <QStringList>

// What the name of a target must say before the CLI or the window's worker make it a target. The
// rules of the target itself (a device's write rules, a test file's) are target.h's.

namespace ds {

// Throws UserError when `path` cannot name its file: Qt reads a name that is not valid UTF-8 with
// U+FFFD in place of each bad byte, and those characters, encoded back, name another file (or a new
// one, made under the wrong name). `what` says which option gave it ("--target", "--to").
void checkTargetPathText(const QString& path, const QString& what);

// Throws UserError naming both when two of `paths` are one target however they are spelled: the
// same block device (one device number, by any of its names), the same directory or file (one
// inode: "/tmp/x", "/tmp/x/", "/tmp/./x", a link to it), or the same new file in one directory.
void checkDistinctTargets(const QStringList& paths);

} // namespace ds
