#pragma once

#include "model/compare.h"
#include "model/session.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace ds {

// Session files on disk: reading and writing them, the session library's place, and what other commands
// read from them. Everything here throws UserError naming the file.

// Writes to a temporary file beside `path`, syncs it and renames it over `path` (files/safesavefile), so a
// crash leaves the old file or the new one, never half of one.
void saveSession(const Session& session, const QString& path);
// A session file, read as it is parsed: a large one is never whole in memory beside its zones.
Session loadSession(const QString& path);
// A session file, fio's JSON output imported as it is read, a CrystalDiskMark or KDiskMark text report
// (model/reportimport), or a result drivescope-cli --json printed, so that any of them can be opened,
// compared and exported beside the others.
Session loadSessionOrFioOutput(const QString& path);

// The items for `compare FILE[#RUN] …`: a file of one run gives that run; a file of several gives each
// of them, unless #RUN picks one (1-based).
std::vector<CompareItem> compareItemsFromFiles(const QStringList& arguments);

// $XDG_DATA_HOME/drivescope/sessions, else ~/.local/share/drivescope/sessions.
QString sessionLibraryDirectory();
// A new file name there: 20261130-010203-run-sdb.json (made unique).
QString newLibraryPath(const QString& kind, const QString& targetName);
// The same for a session whose first run is `run`: its kind, and its first target's drive name (the
// file's name for a test file).
QString newLibraryPathFor(const SessionRun& run);

} // namespace ds
