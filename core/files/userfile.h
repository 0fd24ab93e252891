#pragma once

#include <QByteArray>
#include <QString>

#include <atomic>
#include <stdexcept>

class QFile;

namespace ds {

// Opens `file` (named already) for reading without waiting for a writer: open(2) of a named pipe
// nobody writes to would block for ever, Ctrl-C included, which the commands catch. Such a pipe then
// reads as empty; a pipe with a writer reads as usual. The descriptor stays non-blocking (it is this
// file's own), so that readUserFile() can wait for a writer's data and still hear Ctrl-C. False, with
// the file's error, when it cannot.
bool openUserFile(QFile& file);

// Opens `path` as openUserFile() does, or standard input for "-"; throws UserError naming `path`.
void openUserFileOrStdin(QFile& file, const QString& path);

// The contents of an opened file the user named (a session, a result, a pattern, fio's output or a
// plan), read with a limit. A device is refused before anything is read, as a read of /dev/zero
// never ends; so is a directory, and a regular file larger than `maxBytes` or than this machine's
// free memory can take (checkMemoryFor()), by its size; a pipe is read up to the limit. Throws
// UserError naming `path` and what was expected (`what`, already in the caller's words: "a
// session") when it is a device, a directory or too large. While it waits for data (a pipe whose
// writer sends nothing) it looks at the flag setUserFileCancelFlag() gave every 100 ms and throws
// ReadInterrupted once it is set.
QByteArray readUserFile(QFile& file, const QString& path, qint64 maxBytes, const QString& what);

// What reading a file the user named costs in memory at most, as a multiple of its size: a session's
// text, then its zones and a chart's points (tests/perf/large_session.sh measures it).
inline constexpr qint64 kReadMemoryPerFileByte = 3;

// This machine's free memory for a new allocation: MemAvailable in /proc/meminfo, in bytes; -1 when
// it cannot be read.
qint64 availableMemoryBytes();

// Refuses (UserError naming `path`) a file of `bytes` whose reading would take more memory than is
// available, rather than swap the machine to a halt: a 1.27 GB session took 23.6 GB.
void checkMemoryFor(qint64 bytes, const QString& path);

// The flag that Ctrl-C and SIGTERM set (the CLI's), for readUserFile() to stop waiting on; nullptr
// (the default): wait for the writer.
void setUserFileCancelFlag(const std::atomic<bool>* flag);

// Whether the flag setUserFileCancelFlag() gave is set: Ctrl-C or SIGTERM reached the CLI.
bool userCancelRequested();

// A read of a file the user named stopped by Ctrl-C or SIGTERM while it waited for a writer: the CLI
// exits with status 130, as for any run stopped so.
class ReadInterrupted : public std::runtime_error {
public:
    explicit ReadInterrupted(const QString& path);
    // The same for a wait on something else than a file: `what` is, in words, what did not come
    // ("drivescope-helper's answer").
    static ReadInterrupted whileWaitingFor(const QString& what);

private:
    explicit ReadInterrupted(const std::string& message);
};

// Whether `path` is an existing regular file holding a DriveScope session (by its format name).
bool isSessionFile(const QString& path);

// Refuses to write `what` (an export, an image, a log) over a DriveScope session: its runs would be
// lost to a mistyped name, as `export s.json --output s.json` did. Sessions themselves are saved with
// saveSession() (files/sessionfiles), which adds runs to one. Throws UserError.
void checkOutputKeepsSessions(const QString& path, const QString& what);

// Whether `output` names the existing file `input` (after symbolic links): writing there would
// destroy what is being read.
bool isSameExistingFile(const QString& output, const QString& input);

} // namespace ds
