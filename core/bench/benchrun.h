#pragma once

#include "model/compare.h"
#include "model/session.h"

#include <QJsonObject>
#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace ds {

// One key figure of a run as the bench keeps it: the FigureKey's text, its English name and unit,
// which way is better, and the flags a reader must see beside the value.
struct BenchFigure {
    QString key; // FigureKey::toString(): "quick:read[RND4K Q1T1]"
    QString name; // "RND4K Q1T1 read"
    QString unit; // "MB/s", "IOPS", "µs" …
    Better better = Better::Higher;
    double value = 0;
    bool confirmed = true; // the device's own counters confirmed it (KeyFigure::marked is false)
    bool unstable = false; // its repeats spread more than Repeatability::unstableAbove
};

// One session run as a row of the bench: the drive, the machine, the test and its settings, where it
// came from, and its key figures. Made from a session (benchRunsOf) or read back from the push queue.
struct BenchRun {
    // SHA-256 of the run's own JSON with the session facts it was measured under: the same run pushed
    // twice, from any file, has the same hash. The user's naming (label, tags) is left out, so a renamed
    // or retagged run is the same run, its name brought up to date.
    QString hash;
    // A labelled run's hash as DriveScope made it before the label left the hash: a bench filled then holds
    // the run under it, and a push takes that row over instead of adding the run again. Empty without a label.
    QString labelledHash;
    QString sessionPath; // the session file in the library's index; empty on a shared bench
    QString runId; // SessionRun::id within its file
    // The drive a ranking groups by: "serial:S", else "model:M:capacity", else the host and target.
    QString driveKey;
    QString model;
    QString serial;
    QString firmware;
    uint64_t capacityBytes = 0; // 0: not known
    QString interface; // the transport: nvme, sata, usb, loop … (empty: not known)
    QString link; // InterfaceLink::summary(): "PCIe 4.0 x4"
    QString host;
    QString os;
    QString kernel;
    QString startedAt; // ISO 8601, UTC
    QString test; // SessionRun::kindName(): run, quick, sweep-bs …
    QString title; // SessionRun::testTitle(): the test and its settings in words
    QString settings; // the plan's JSON, compact
    QString label; // SessionRun::displayLabel()
    QStringList tags; // SessionRun::tags
    QString source; // DriveScope, fio, CrystalDiskMark or KDiskMark
    QString engine; // what measured it: "DriveScope 0.1.0", "fio-3.33", "CrystalDiskMark 8.0.4 x64"
    bool partial = false; // the user stopped it
    bool confirmed = true; // the run's own accounting confirmed it
    // The drive's wear as SMART said it after the run (NVMe "percentage used"), where it was recorded.
    std::optional<double> wearPercent;
    std::vector<BenchFigure> figures;

    QJsonObject toJson() const;
    // Throws UserError naming the bad field.
    static BenchRun fromJson(const QJsonObject& object);
};

// The sources a run can come from, as the bench names them.
QStringList benchSources();
// The source of a session's runs, from its origin: imports name the program they came from.
QString benchSourceOf(const Session& session);

// Every run of `session` (read from `path`) as bench rows. A figure key that occurs twice in a run
// keeps its first value.
std::vector<BenchRun> benchRunsOf(const Session& session, const QString& path);

} // namespace ds
