#pragma once

#include "device/target.h"

#include <QString>

#include <cstdint>
#include <memory>
#include <sys/types.h>
#include <vector>

namespace ds {

// The undo log of the non-destructive rewrite. Before a block of the device is overwritten, its
// original bytes go into this file on another drive and are synced; the entry is retired only once
// the write-back has been read back and found identical. A run killed at any moment (kill -9, a
// power cut) leaves at most one pending entry, which replayPendingJournals() puts back at the next
// start.
//
// One file per run: a 4 KiB file header (the device's identity), a 4 KiB entry header (offset,
// length, state, SHA-256 of the data and of the header itself) and the entry's data. Both headers
// are synced before the file gets its name, and a block's data before its entry, so a record that
// fails its check is damage: such a journal is kept and reported, never replayed or deleted.
class WriteJournal {
public:
    ~WriteJournal();
    WriteJournal(const WriteJournal&) = delete;
    WriteJournal& operator=(const WriteJournal&) = delete;

    // Creates a journal for `target` in `directory` (made if missing; empty: defaultDirectory()).
    // A journal elsewhere leaves a symbolic link to it in defaultDirectory(), where every start looks.
    // Throws UserError for a directory on the drive under test or on a filesystem a power cut empties.
    static std::unique_ptr<WriteJournal> create(const QString& directory, const Target& target);

    // $XDG_STATE_HOME/drivescope/journal, else ~/.local/state/drivescope/journal.
    static QString defaultDirectory();

    // Throws UserError unless `directory` lies on a drive other than the block device `targetDevice`
    // (its whole disk, its partitions and anything stacked on it count as the same drive) and on a
    // filesystem that survives a power cut.
    static void checkLocation(const QString& directory, dev_t targetDevice);

    // Throws UserError when the journal file was deleted, cut short, moved or replaced, or its link
    // removed, while the run holds it open: a run must then stop before touching another block.
    // record() checks it before and after saving a block.
    void checkIntact() const;

    // Saves the original bytes of [offset, offset + length) and syncs the journal. `patternSeed`
    // (0: none) names the check pattern that may be written there meanwhile, so a replay can tell
    // our own writes from anyone else's. Throws UserError when the journal cannot be written.
    void record(uint64_t offset, const void* original, uint32_t length, uint64_t patternSeed);
    // The block's write-back was verified: the entry no longer needs replaying.
    void retire();
    // Every entry is retired: the journal goes (and its directory is synced).
    void remove();

    QString path() const { return m_path; }

private:
    WriteJournal() = default;
    void writeEntryHeader(bool pending, const QByteArray& dataHash);

    int m_fd = -1;
    QString m_path;
    QString m_directory;
    QString m_link; // in defaultDirectory(), to a journal kept elsewhere
    qint64 m_expectedBytes = 0; // the least the file must hold: headers and the largest block saved
    uint64_t m_sequence = 0;
    uint64_t m_offset = 0;
    uint32_t m_length = 0;
    uint64_t m_patternSeed = 0;
    QByteArray m_dataHash;
};

// The check pattern of the rewrite's --check-pattern mode for the block at `offset`.
void fillCheckPattern(void* data, size_t bytes, uint64_t seed, uint64_t offset);

} // namespace ds
