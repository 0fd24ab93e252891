#pragma once

#include "model/caveats.h"
#include "model/targetinfo.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace ds {

// What a run says it moved on one device against what the device's own counters saw
// (/sys/class/block/X/stat of the whole drive, from the target's opening to the run's end): a figure
// the device did not confirm came from a cache, a filesystem's compression or deduplication, or data
// that never reached it. run/otheriomonitor fills it from the same two readings the other-I/O caveat
// uses.
struct DeviceAccounting {
    QString device; // the whole drive: "sdb", "loop3"
    // The bytes behind the figures, by the run's own count.
    uint64_t claimedReadBytes = 0;
    uint64_t claimedWriteBytes = 0;
    // What the run issued without counting it (warm-up, pre-reads, the wake-up read): the device sees
    // those too, so they are taken off its count.
    uint64_t untimedReadBytes = 0;
    uint64_t untimedWriteBytes = 0;
    // What the device counted. Where several runs of one window run share a device, each gets the part
    // in proportion to what it issued: the kernel cannot tell them apart.
    uint64_t deviceReadBytes = 0;
    uint64_t deviceWriteBytes = 0;

    // Under this share the device did not confirm the figures; over kOtherIoShare the other-I/O caveat
    // speaks (run/otheriomonitor).
    static constexpr double kConfirmedShare = 0.9;
    static constexpr double kOtherIoShare = 1.1;
    // A run that claims less than this in a direction is not judged there: the filesystem's metadata
    // and a request's rounding outweigh it.
    static constexpr uint64_t kMinJudgedBytes = uint64_t { 1 } << 20;

    // (device − untimed) / claimed, never below 0; nullopt when the run claimed nothing that way.
    std::optional<double> readShare() const;
    std::optional<double> writeShare() const;
    // False where a direction with kMinJudgedBytes claimed or more stays under kConfirmedShare.
    bool readConfirmed() const;
    bool writeConfirmed() const;
    bool confirmed() const { return readConfirmed() && writeConfirmed(); }
    // "device confirmed 99.8 % of 1.07 GB read", "… and 100.0 % of 2.15 GB written"; the device named
    // when `withDevice`: "loop3 confirmed …". Empty when the run claimed nothing.
    QString summary(bool translated = false, bool withDevice = false) const;

    // Another stretch of the same device's counts added (a workload's repeats run apart, a zone's
    // passes).
    DeviceAccounting& operator+=(const DeviceAccounting& other);

    QJsonObject toJson() const;
    static DeviceAccounting fromJson(const QJsonObject& object); // throws UserError naming the bad field
    bool operator==(const DeviceAccounting&) const = default;
};

// `part` added to `sum`; unknown (nullopt) once either is: a count with a gap confirms nothing.
void addAccounting(std::optional<DeviceAccounting>& sum, const std::optional<DeviceAccounting>& part);

// A run's accounting, one per device it used: all confirmed (or nothing recorded).
bool accountingConfirmed(const std::vector<DeviceAccounting>& accounting);
// Every device's summary, joined by "; "; the devices named when there are several.
QString accountingSummary(const std::vector<DeviceAccounting>& accounting, bool translated = false);
QJsonArray accountingJson(const std::vector<DeviceAccounting>& accounting);

// Bytes in decimal units as the figures use them: "1.07 GB", "268.4 MB"; `translated`: in the window's
// language and number format ("1,07 GB", "1,07 ГБ").
QString formatAccountedBytes(uint64_t bytes, bool translated = false);

// The mark beside a figure its device did not confirm, in tables, reports, captions and the window.
inline constexpr const char* kUnconfirmedMark = "†";
// `text` with the mark appended when `accounting` is not confirmed.
QString withUnconfirmedMark(const QString& text, const std::vector<DeviceAccounting>& accounting);

// The caveat of a direction the device did not confirm, naming the likely reason from the target: the
// page cache (no O_DIRECT), the filesystem's compression or deduplication (btrfs, zfs …), else zero or
// repetitive data (writes) or a cache above the drive (reads). Nothing when all is confirmed.
std::vector<Caveat> unconfirmedIoCaveats(const DeviceAccounting& accounting, const TargetInfo& target);

} // namespace ds
