#pragma once

#include <QString>

#include <cstdint>
#include <vector>

namespace ds {

// What a start found in one journal and did about it.
struct JournalReplay {
    QString journalPath;
    QString devicePath;
    bool pending = false; // an entry that had not been retired
    uint64_t offset = 0;
    uint32_t length = 0;
    uint64_t bytesRestored = 0; // written back (0 when the device already held the original)
    bool verified = false; // the device holds the original bytes of the entry now
    QString error; // why it could not be replayed; the journal is kept for the next start
    // Its records do not check out (a flipped bit, cut short, missing, not a journal): never
    // replayed, never deleted; the message says which blocks may be wrong and what to do.
    bool damaged = false;

    QString message() const; // one line for the user
};

// Why `directory` may not hold write journals (empty when it may): it, or for root any directory
// above it, belongs to another user, or it is a symbolic link.
QString journalDirectoryProblem(const QString& directory);

// Replays every journal in `directory` (empty: WriteJournal::defaultDirectory(), which also holds links
// to the journals of runs given another directory with --journal): a pending entry's
// original is written back when the device still holds, sector by sector, either the original or
// our own check pattern (anything else means another device or another writer: nothing is written),
// then read back and compared. A journal replayed and verified is removed; one that cannot be is
// kept and says why. A journal whose records fail their checks, a link whose journal is missing,
// and any file that is not provably our journal are kept and reported, never deleted. The CLI and
// the window call this on every start.
std::vector<JournalReplay> replayPendingJournals(const QString& directory = QString());

} // namespace ds
