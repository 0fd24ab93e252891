#pragma once

#include "model/results/ptsresult.h"
#include "model/runplan.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace ds {

// A PTS run's saved state: the result so far, after each step, so that a run stopped by a crash, a
// kill or a reboot continues where it stopped. Saved atomically (a temporary file renamed over it).
namespace PtsState {
    // $XDG_DATA_HOME/drivescope/pts, else ~/.local/share/drivescope/pts: one file per device name.
    QString defaultPath(const QString& devicePath);
    // The state file of `plan` run on `targetPath`: its statePath, else the default one.
    QString pathFor(const PtsRunPlan& plan, const QString& targetPath);
    void save(const PtsResult& result, const QString& path); // throws UserError
    PtsResult load(const QString& path); // throws UserError: missing, damaged, not a PTS state
    // load's two halves, for a reader that keeps the last state it read and parses again only when the
    // bytes changed (a file's time cannot tell: two saves within a clock tick have the same).
    QByteArray readBytes(const QString& path); // throws UserError: missing, unreadable, too large
    PtsResult parse(const QByteArray& bytes, const QString& path); // throws UserError; `path` names it
    // Before a fresh run saves its state at `path` (over whatever is there): throws UserError when the
    // file is no PTS state (a file named by mistake, never overwritten), or holds a stopped or unreadable
    // PTS run and `restart` is not set (its resume would continue it). Returns the stopped run a restart
    // replaces, whose drive may still have its write cache off.
    std::optional<PtsResult> checkFreshStart(const QString& path, bool restart);

    // Held by a run for as long as it saves its state at `statePath`: a second run given the same file
    // is refused before it purges anything, rather than the two overwriting each other's state.
    class Lock {
    public:
        explicit Lock(const QString& statePath); // throws UserError when another run holds it
        ~Lock();
        Lock(const Lock&) = delete;
        Lock& operator=(const Lock&) = delete;

    private:
        int m_fd = -1;
    };
}

} // namespace ds
