#pragma once

#include <QJsonObject>
#include <QString>

#include <optional>
#include <vector>

namespace ds {

// One device an md array or a device-mapper volume lies on. md keeps its state of the device ("in_sync",
// "spare", "faulty", "in_sync,write_mostly"); device-mapper keeps none.
struct ArrayMember {
    QString device; // "sda9"
    QString state;
};

// What sysfs says of an md array or a device-mapper volume: a degraded array, or one rebuilding under the
// test, measures otherwise than the healthy array a reviewer means to publish.
struct ArrayFacts {
    enum class Kind { Md, Lvm, Multipath, Crypt, OtherDm };
    Kind kind = Kind::Md;
    QString level; // md: "raid0", "raid1", "raid5", "linear", "container" …
    std::optional<int> raidDisks; // md: the disks the array should have (the new count during a reshape)
    std::optional<int> degradedDisks; // md: how many of those are missing
    QString state; // md: array_state, "clean", "active", "inactive" …
    QString syncAction; // md: "idle", "resync", "recover", "check", "repair", "reshape", "frozen"
    std::optional<double> syncDone; // md: the share of the running sync done, 0 to 1
    std::vector<ArrayMember> members;

    bool degraded() const { return degradedDisks.value_or(0) > 0; }
    // A resync, recovery, check, repair or reshape runs: it shares the disks with any test.
    bool syncing() const;
    // Short, for a table: "raid1, 1 of 2 missing", "raid6, recover 75 %", "LVM"; English or translated.
    QString summary(bool translated = false) const;
    // "md raid1 of 2 disks, 1 missing: sda9 in_sync"; "LVM volume on sda". English for files and the CLI,
    // or translated.
    QString describe(bool translated = false) const;

    QJsonObject toJson() const;
    static ArrayFacts fromJson(const QJsonObject& object); // throws UserError naming the bad field
};

// The kind of a device-mapper volume from the uuid its maker gave it ("LVM-…", "mpath-…", "CRYPT-LUKS2-…").
ArrayFacts::Kind dmKindOfUuid(const QString& uuid);
// md's sync_completed ("1569888 / 2093056"); nullopt for "none", "delayed" or anything else.
std::optional<double> parseSyncCompleted(const QString& text);
// md's raid_disks: "4", or "11 (10)" during a reshape from 10 to 11 disks; nullopt when empty.
std::optional<int> parseRaidDisks(const QString& text);

} // namespace ds
