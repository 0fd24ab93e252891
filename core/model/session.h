#pragma once

#include "model/drivefacts.h"
#include "model/results/packedzones.h"
#include "model/sessionrun.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <vector>

namespace ds {

// A session file: what ran where, when, on what, and what came out. JSON with a format version.
struct Session {
    static constexpr int kFormatVersion = 1;
    static constexpr const char* kFormatName = "drivescope-session";
    // Refused before parsing: no honest session is larger, and a huge file would stall the window.
    static constexpr qint64 kMaxFileBytes = qint64 { 2 } << 30;

    QString appVersion;
    QString createdAt; // ISO 8601, UTC
    QString origin; // "drivescope-cli", "fio import (fio-3.33)", "fleet host 10.0.0.5:8765, fio import (fio-3.33)"
    QString title; // optional, set by the user
    HostFacts host;
    std::vector<DriveFacts> devices; // a snapshot of every drive the runs touched, taken at the time
    std::vector<SessionRun> runs;

    // A new session: versions and date filled in, and the machine it is made on (device/hostfacts:
    // readHostFacts()).
    static Session startNew(const QString& origin, HostFacts host = {});
    // The one run of a result document that drivescope-cli --json printed, as a session: the
    // versions it names are kept, host and drive facts it did not record stay empty. `path` names the
    // document in errors. Throws UserError.
    static Session fromResultDocument(const QJsonObject& document, const QString& path);
    // Adds a run, numbering it and taking a snapshot of its drives' facts.
    SessionRun& addRun(SessionRun run);
    // The machine a run ran on: its own record, else the session's.
    const HostFacts& hostOf(const SessionRun& run) const { return run.host.isEmpty() ? host : run.host; }

    QJsonObject toJson() const;
    QByteArray toBytes() const;
    // Throws UserError: not a session, wrong version, a bad field (named by its path).
    static Session fromJson(const QJsonObject& object);
    static Session parse(const QByteArray& bytes, const QString& origin = QStringLiteral("the session"));
    // The same from text read as it is parsed (a LazyUserFile): a large session is never whole in memory.
    static Session parse(PackedZoneStore::Source& text, const QString& origin);

    // The tool whose figures these are: "DriveScope 0.1.0", or "fio-3.33" for imported fio output.
    QString measuredWith() const;
};

} // namespace ds
