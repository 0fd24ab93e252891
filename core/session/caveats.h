#pragma once

#include "device/target.h"

#include <QJsonObject>
#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace ds {

// Something that distorts a run's figures, recorded with the run and shown next to them.
struct Caveat {
    QString code; // test-file, cow-filesystem, dm-crypt, write-cache, other-io, page-cache, above-link
    QString text; // in words, for the reader of a table or report

    // `text` in the window's language: the stored English text is matched to the template it was made
    // from and its filled-in parts are carried over; a text of no known template is returned as it is.
    QString translatedText() const;

    QJsonObject toJson() const;
    static Caveat fromJson(const QJsonObject& object); // throws UserError naming the bad field
    bool operator==(const Caveat&) const = default;
};

// The kernel's own I/O counters of a block device (/sys/class/block/NAME/stat).
struct BlockStat {
    uint64_t readIos = 0;
    uint64_t readMerges = 0; // reads joined to a neighbour before they reached the device
    uint64_t readSectors = 0; // always 512-byte units
    uint64_t writeIos = 0;
    uint64_t writeSectors = 0;

    static std::optional<BlockStat> read(const QString& deviceName);
    // The fields of a stat line; nullopt when it has too few.
    static std::optional<BlockStat> parse(const QByteArray& line);
};

// The I/O a run issued itself, counted by DriveScope, to set against the kernel's counters.
struct OwnIo {
    uint64_t readBytes = 0;
    uint64_t writeBytes = 0;
};

// The caveats that follow from the target alone: a test file, its filesystem, dm-crypt below it,
// a page cache that O_DIRECT could not bypass, the write cache state.
std::vector<Caveat> targetCaveats(const TargetInfo& target, bool writes);

// Watches a target's device for I/O that is not ours: a snapshot of its counters when the run starts,
// compared when it ends.
class OtherIoProbe {
public:
    explicit OtherIoProbe(const TargetInfo& target);
    // Takes the end snapshot now (the run is over); finish then compares against it.
    void snapshotEnd();
    // A caveat when the device moved clearly more bytes than the run did itself (`own`); `untimed` is
    // what the run issued without counting it (warm-up, pre-reads), an allowance.
    std::optional<Caveat> finish(const OwnIo& own, uint64_t untimedBytes = 0) const;
    // The comparison alone, for a test with known counters.
    static std::optional<Caveat> compare(const QString& device, const BlockStat& before, const BlockStat& after,
        const OwnIo& own, uint64_t untimedBytes);

    const QString& deviceName() const { return m_device; }

private:
    QString m_device;
    std::optional<BlockStat> m_before;
    std::optional<BlockStat> m_after;
};

// A figure above what the drive's interface link carries (PCIe, SATA, USB; see InterfaceLink) came from
// a cache on this side of the link (the page cache, a filesystem's), not from the drive: named, with
// the link and its ceiling. Nothing when the link is not known or the figure is below it.
std::optional<Caveat> linkCeilingCaveat(const TargetInfo& target, double peakMegabytesPerSecond);

// Whether a device-mapper device is a dm-crypt (LUKS) mapping, from /sys/block/NAME/dm/uuid.
bool isDmCrypt(const QString& deviceName);

} // namespace ds
