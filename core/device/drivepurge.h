#pragma once

#include "device/drivecommandbackend.h"

#include <QString>

#include <functional>
#include <optional>

namespace ds {

// The PTS's purge by the drive's own command, and its volatile write cache, on a DriveCommandBackend.

enum class DrivePurgeCommand {
    Sanitize, // NVMe Sanitize (block erase, else crypto erase); ATA SANITIZE DEVICE (BLOCK ERASE / CRYPTO SCRAMBLE EXT)
    Format, // NVMe Format NVM with user data erase; refused for ATA
};

// Refuses (UserError) a device the command may not go to, before anything is sent: anything but a whole
// NVMe or ATA drive, an NVMe drive whose sanitize or format would also erase other namespaces, a drive
// that supports neither erase, and ATA's format. Then sends it, checked again right before, waits for a
// sanitize to end (polling its status every pollMs, progress 0 … 1), and returns what ran: "NVMe
// Sanitize (block erase), 12.3 s". Throws UserError naming the drive's status when it fails.
QString purgeByDriveCommand(DriveCommandBackend& drive, DrivePurgeCommand command,
    const std::function<void(double)>& progress = {}, int pollMs = 1000);

// The drive's volatile write cache switched off for a run, and put back as it was when this ends
// (restore() or the destructor: the run's end, its cancel or an exception).
class WriteCacheSwitch {
public:
    enum class State { SwitchedOff, AlreadyOff, NotSwitched };

    // Reads the setting and switches it off where the drive lets it. `savedSetting`: the setting a saved
    // run found before it switched the cache off (a resume), which is then the one restored.
    explicit WriteCacheSwitch(DriveCommandBackend& drive, std::optional<bool> savedSetting = std::nullopt);
    ~WriteCacheSwitch();
    WriteCacheSwitch(const WriteCacheSwitch&) = delete;
    WriteCacheSwitch& operator=(const WriteCacheSwitch&) = delete;

    State state() const { return m_state; }
    QString reason() const { return m_reason; } // NotSwitched: why, in English
    bool originalSetting() const { return m_original; } // whether the cache was on before
    // Switches the cache back on where it was switched off. Empty when done or nothing to do, else why
    // it failed. Only the first call does anything.
    QString restore();

    // Switches on a cache that a stopped run left off (a restart that does not switch it itself): empty
    // when it is on (already or now), else why not.
    static QString switchOn(DriveCommandBackend& drive);

private:
    struct Unswitched { };
    WriteCacheSwitch(DriveCommandBackend& drive, Unswitched)
        : m_drive(drive)
    {
    }

    std::optional<bool> read(QString* why);
    bool write(bool enabled, QString* why);

    DriveCommandBackend& m_drive;
    State m_state = State::NotSwitched;
    QString m_reason;
    bool m_original = false;
    bool m_restored = false;
};

} // namespace ds
