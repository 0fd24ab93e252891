#pragma once

#include "model/cpuusage.h"
#include "model/results/results.h"
#include "model/targetinfo.h"

#include <QJsonObject>
#include <QString>

#include <cstdint>
#include <vector>

namespace ds {

class JsonReader;

// The HD Tach view: the transfer rate across the surface, zone by zone.
struct SurfacePlan {
    enum class Mode {
        Quick, // per zone: an untimed pre-read to move the head, then zoneBytes timed
        Full, // every byte, the zones being consecutive slices
    };
    Mode mode = Mode::Quick;
    unsigned zones = 200;
    uint64_t zoneBytes = 8u << 20;
    uint64_t rangeOffset = 0; // short stroke: a part of the drive
    uint64_t rangeLength = 0; // 0: to the end
    uint32_t blockBytes = 0; // 0: min(1 MiB, the drive's max_sectors_kb)
    unsigned queueDepth = 4;
    bool write = false; // destroys data: device named for destruction, or a test file

    QString describe(bool translated = false) const; // English for files and the CLI, or translated
    QJsonObject toJson() const;
    static SurfacePlan fromJson(const QJsonObject& object); // throws UserError naming the bad field
};

struct SurfaceZone {
    unsigned index = 0;
    uint64_t offset = 0; // where the zone starts
    uint64_t timedOffset = 0; // where the timed part starts
    uint64_t bytes = 0; // timed
    double seconds = 0;
    uint64_t errors = 0;
    double megabytesPerSecond() const { return seconds > 0 ? static_cast<double>(bytes) / 1e6 / seconds : 0; }
    // One zone as the surface scan and the rewrite test write it; `targetBytes` gives its position in %.
    QJsonObject toJson(uint64_t targetBytes) const;
    static SurfaceZone fromJson(const JsonReader& zone);
};

// A zone whose timed bytes its drive did not confirm (DeviceAccounting of its timed pass).
struct ZoneAccounting {
    unsigned zone = 0; // SurfaceZone::index
    DeviceAccounting accounting;
    QJsonObject toJson() const;
    static ZoneAccounting fromJson(const QJsonObject& object);
};

struct SurfaceResult {
    SurfacePlan plan;
    TargetInfo target;
    QString engine;
    uint32_t blockBytes = 0;
    std::vector<SurfaceZone> zones;
    CpuUsage cpu;
    bool cancelled = false;
    QString startedAt;
    std::vector<IoErrorRecord> errorRecords; // where the errors were (the first kMaxErrorRecords)
    QString stopReason; // the device went away: the zones so far are kept
    // The drive's own count of each zone's timed bytes: how many zones it judged (0 where its counters
    // cannot be read, or in a file from before), how many it did not confirm, and the first
    // kMaxUnconfirmedZones of those. The others it confirmed.
    unsigned accountedZones = 0;
    unsigned unconfirmedZoneCount = 0;
    std::vector<ZoneAccounting> unconfirmedZones;
    static constexpr size_t kMaxUnconfirmedZones = 1000;
    // Adds a zone's accounting to the counts above; zones come in scan order.
    void noteZoneAccounting(unsigned zone, const DeviceAccounting& accounting);
    // "all 200 zones confirmed by the device", "3 of 200 zones not confirmed by the device: 0, 5, 7";
    // empty when none was judged.
    QString zoneAccountingSummary(bool translated = false) const;
    // The first ten unconfirmed zones' numbers, "…" where there are more: "0, 5, 7".
    QString unconfirmedZoneNumbers() const;
    // Whether the drive confirmed zone `index` (or never judged it); false for a zone past the end of a
    // list that was cut short.
    bool zoneConfirmed(unsigned index) const;

    double minMegabytesPerSecond() const;
    double maxMegabytesPerSecond() const;
    // The average across the surface: the mean of the zones' rates, which is how HD Tach and HD Tune
    // (and a reviewer reading the curve) average, each place on the drive counting once.
    double surfaceAverageMegabytesPerSecond() const;
    // The whole-drive rate: all bytes over all time, which gives the slow inner zones more weight (they
    // take longer); what copying the whole drive would average.
    double averageMegabytesPerSecond() const;
    double timedSeconds() const;
    uint64_t errorCount() const;
    // fio reading the same bytes as one zone, for checking a figure.
    QString fioCommandForZone(const SurfaceZone& zone) const;
    QJsonObject toJson(bool withZones = true) const; // without: the summary alone, as fast for a million zones
    // The zones as arrays (offset, timedOffset, bytes, seconds, errors), which fromJson also reads:
    // compact enough for a million zones.
    QJsonObject zoneColumnsJson() const;
    // The same columns as little-endian binary in base64 ("zoneColumnsPacked"), for scans too large
    // to save and load as text in under a second (a million zones).
    QJsonObject zoneColumnsPackedJson() const;
    static SurfaceResult fromJson(const QJsonObject& object);
};

// "200 GB", "25%": the short-stroke range as bytes of a target of targetBytes. Throws UserError.
uint64_t parseRangeLength(const QString& text, uint64_t targetBytes);

// A test's stretch of the target in words, after a comma: ", the first 10 GiB", ", 2 GiB from 1 GiB",
// ", the rest from 1 GiB"; nothing for the whole target.
QString describeRange(uint64_t offset, uint64_t length, bool translated = false);

} // namespace ds
