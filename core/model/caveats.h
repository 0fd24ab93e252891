#pragma once

#include "model/targetinfo.h"

#include <QJsonObject>
#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace ds {

// Something that distorts a run's figures, recorded with the run and shown next to them.
struct Caveat {
    // test-file, cow-filesystem, dm-crypt, write-cache, other-io, page-cache, above-link, unconfirmed-io
    QString code;
    QString text; // in words, for the reader of a table or report

    // `text` in the window's language: the stored English text is matched to the template it was made
    // from and its filled-in parts are carried over; a text of no known template is returned as it is.
    QString translatedText() const;

    QJsonObject toJson() const;
    static Caveat fromJson(const QJsonObject& object); // throws UserError naming the bad field
    bool operator==(const Caveat&) const = default;
};

// The I/O a run issued itself, counted by DriveScope, to set against the kernel's counters.
struct OwnIo {
    uint64_t readBytes = 0;
    uint64_t writeBytes = 0;
};

// A figure above what the drive's interface link carries (PCIe, SATA, USB; see InterfaceLink) came from
// a cache on this side of the link (the page cache, a filesystem's), not from the drive: named, with
// the link and its ceiling. Nothing when the link is not known or the figure is below it.
std::optional<Caveat> linkCeilingCaveat(const TargetInfo& target, double peakMegabytesPerSecond);

// The caveats that follow from the target alone: a test file, its filesystem, dm-crypt below it
// (`dmCryptBelow`, which device/targetcaveats reads from sysfs), a page cache that O_DIRECT could not
// bypass, an md array degraded or syncing, the write cache state.
std::vector<Caveat> caveatsOfTarget(const TargetInfo& target, bool writes, bool dmCryptBelow);

// Other I/O on a device while a run ran: what it read and wrote beyond the run's own (OtherIoProbe).
Caveat otherIoCaveat(const QString& device, uint64_t extraReadBytes, uint64_t extraWriteBytes);

// Why a device counted fewer bytes than a run claims (model/deviceaccounting).
enum class UnconfirmedReason {
    PageCache, // no O_DIRECT: the page cache served reads and holds writes
    Filesystem, // a filesystem that compresses or deduplicates (btrfs, zfs)
    Elsewhere, // writes: zero or repetitive data compressed or skipped below; reads: a cache above the drive
};
// `device` counted only `share` (0 … 1) of the `claimedBytes` a run read (or wrote, `write`): named with
// the likely reason; `filesystem` names the filesystem for UnconfirmedReason::Filesystem.
Caveat unconfirmedIoCaveat(const QString& device, double share, uint64_t claimedBytes, bool write,
    UnconfirmedReason reason, const QString& filesystem = QString());

// A cool-down before the tests (run/cooldown) that did not get what it waited for: `device` stayed above
// `belowCelsius` (warmest `warmestCelsius`) or was not idle for `idleSeconds`, `times` times, each
// time until the limit of `limitSeconds`; the tests went on.
Caveat coolDownTemperatureCaveat(
    const QString& device, double belowCelsius, double limitSeconds, unsigned times, double warmestCelsius);
Caveat coolDownIdleCaveat(const QString& device, double idleSeconds, double limitSeconds, unsigned times);
// --cool-below on a drive without a sensor: `reason` says why there is none; nothing was waited for.
Caveat coolDownNoSensorCaveat(const QString& reason);

} // namespace ds
