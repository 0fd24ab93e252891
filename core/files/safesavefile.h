#pragma once

#include <QFile>
#include <QString>

namespace ds {

// How every file DriveScope writes is written (sessions, the library, PTS state, exports, images):
// created under a temporary name with O_NOFOLLOW | O_EXCL relative to a descriptor of its directory,
// synced, then renamed over the final name, so that a reader sees the old file or the new one whole,
// and no symbolic link is ever followed to write somewhere else. Refused, with the reason, when:
//  - the directory is not owned by this user or root, or others (another group than ours, or
//    everyone) may write to it, save for a sticky directory such as /tmp, where no one may rename
//    another's file: root run with a user's HOME (sudo -E) would otherwise write where that user's
//    links point;
//  - something other than a regular file has the final name (a link, a device, a pipe, a socket):
//    it is never replaced.
// Throws UserError; `what` names the file in the caller's words ("a session").
class SafeSaveFile {
public:
    SafeSaveFile(const QString& path, const QString& what);
    ~SafeSaveFile();
    SafeSaveFile(const SafeSaveFile&) = delete;
    SafeSaveFile& operator=(const SafeSaveFile&) = delete;

    // The temporary file, open for writing.
    QFile& device() { return m_file; }
    // Writes all of `bytes`; throws UserError when it cannot.
    void write(const QByteArray& bytes);
    // Syncs and renames the temporary file over the final name, and syncs the directory. Throws
    // UserError; the temporary file is removed either way.
    void commit();

    // Every check the save makes, made before a step that cannot be undone (a purge, a long run), by
    // making and removing a temporary file beside `path`: a save that would fail fails here.
    static void checkWritable(const QString& path, const QString& what);

    // The same for a directory a file will be saved in, without making anything that is not there: the
    // directory when it exists (and a file made and removed in it), else the nearest existing one
    // above it, under which the save would make it.
    static void checkDirectory(const QString& path, const QString& what);

    // Creates the directory `path` and any missing above it, each made by this user with mode 0700
    // under its parent; existing ones are judged as a save's directory is.
    static void makeDirectory(const QString& path, const QString& what);

private:
    QString m_path;
    QString m_what;
    QByteArray m_name;
    QByteArray m_temporaryName;
    int m_directory = -1;
    QFile m_file;
    bool m_done = false;
};

} // namespace ds
