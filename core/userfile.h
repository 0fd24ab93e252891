#pragma once

#include <QByteArray>
#include <QString>

class QFile;

namespace ds {

// Opens `file` (named already) for reading without waiting for a writer: open(2) of a named pipe
// nobody writes to would block for ever, Ctrl-C included, which the commands catch. Such a pipe then
// reads as empty; a pipe with a writer reads as usual. False, with the file's error, when it cannot.
bool openUserFile(QFile& file);

// The contents of an opened file the user named (a session, a result, a pattern, fio's output or a
// plan), read with a limit. A device is refused before anything is read, as a read of /dev/zero
// never ends; a pipe is read up to the limit. Throws UserError naming `path` and what was expected
// (`what`, already in the caller's words: "a session") when it is a device or holds more than
// `maxBytes`.
QByteArray readUserFile(QFile& file, const QString& path, qint64 maxBytes, const QString& what);

// Refuses to write `what` (in the caller's words: "a session") at `path` when something other than a
// regular file is there (after symbolic links). A device's data would be overwritten, or its node
// replaced by an atomic save's rename; a pipe or a socket is no file to keep. A new path is fine.
// Throws UserError.
void checkOutputFile(const QString& path, const QString& what);

// Whether `path` is an existing regular file holding a DriveScope session (by its format name).
bool isSessionFile(const QString& path);

// Refuses to write `what` (an export, an image, a log) over a DriveScope session: its runs would be
// lost to a mistyped name, as `export s.json --output s.json` did. Sessions themselves are saved with
// Session::save(), which adds runs to one. Throws UserError.
void checkOutputKeepsSessions(const QString& path, const QString& what);

// Whether `output` names the existing file `input` (after symbolic links): writing there would
// destroy what is being read.
bool isSameExistingFile(const QString& output, const QString& input);

} // namespace ds
