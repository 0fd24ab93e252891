#include "model/session.h"

#include "model/jsonreader.h"
#include "model/results/packedzones.h"
#include "model/usererror.h"
#include "model/wording.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>
#include <thread>

namespace ds {

namespace {
    QString nowUtc() { return QDateTime::currentDateTimeUtc().toString(Qt::ISODate); }
}

Session Session::startNew(const QString& origin, HostFacts host)
{
    Session session;
    session.appVersion = QStringLiteral(DRIVESCOPE_VERSION);
    session.createdAt = nowUtc();
    session.origin = origin;
    session.host = std::move(host);
    return session;
}

SessionRun& Session::addRun(SessionRun run)
{
    run.id = QString::number(runs.size() + 1);
    if (run.finishedAt.isEmpty())
        run.finishedAt = nowUtc();
    for (const TargetInfo& target : run.targets()) {
        if (!target.drive)
            continue;
        const bool known = std::any_of(
            devices.begin(), devices.end(), [&](const DriveFacts& drive) { return drive.name == target.drive->name; });
        if (!known)
            devices.push_back(*target.drive);
    }
    runs.push_back(std::move(run));
    return runs.back();
}

QJsonObject Session::toJson() const
{
    QJsonArray deviceList;
    for (const DriveFacts& drive : devices)
        deviceList.append(drive.toJson());
    QJsonArray runList;
    for (const SessionRun& run : runs)
        runList.append(run.toJson());
    return QJsonObject {
        { QStringLiteral("format"), QLatin1String(kFormatName) },
        { QStringLiteral("formatVersion"), kFormatVersion },
        { QStringLiteral("appVersion"), appVersion },
        { QStringLiteral("createdAt"), createdAt },
        { QStringLiteral("origin"), origin },
        { QStringLiteral("title"), title },
        { QStringLiteral("host"), host.toJson() },
        { QStringLiteral("devices"), deviceList },
        { QStringLiteral("runs"), runList },
    };
}

// Compact: a million-zone surface scan is a third the size of the indented text, and saves faster.
QByteArray Session::toBytes() const { return QJsonDocument(toJson()).toJson(QJsonDocument::Compact); }

Session Session::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    if (!object.value(QStringLiteral("format")).isString()
        || object.value(QStringLiteral("format")).toString() != QLatin1String(kFormatName))
        throw UserError(QCoreApplication::translate("ds::Session", "not a DriveScope session (no \"format\": \"%1\")")
                            .arg(QLatin1String(kFormatName)));
    const uint64_t version = in.whole(QStringLiteral("formatVersion"), 0, 1u << 30);
    if (version == 0)
        in.fail(QStringLiteral("formatVersion"), QStringLiteral("missing or zero"));
    if (version > static_cast<uint64_t>(kFormatVersion))
        throw UserError(QCoreApplication::translate("ds::Session",
            "the session has format version %1, made by a newer DriveScope; this one (%2) "
            "reads up to version %3")
                            .arg(version)
                            .arg(QStringLiteral(DRIVESCOPE_VERSION))
                            .arg(kFormatVersion));
    Session session;
    session.appVersion = in.string(QStringLiteral("appVersion"));
    session.createdAt = in.string(QStringLiteral("createdAt"));
    session.origin = in.string(QStringLiteral("origin"));
    session.title = in.string(QStringLiteral("title"));
    session.host = in.read<HostFacts>(QStringLiteral("host"));
    session.devices = in.readList<DriveFacts>(QStringLiteral("devices"));
    session.runs = in.readList<SessionRun>(QStringLiteral("runs"));
    return session;
}

Session Session::parse(const QByteArray& bytes, const QString& origin)
{
    PackedZoneStore::TextInMemory whole(bytes);
    return parse(whole, origin);
}

Session Session::parse(PackedZoneStore::Source& text, const QString& origin)
{
    if (text.size() > kMaxFileBytes)
        throw UserError(QCoreApplication::translate("ds::Session", "%1 is too large to be a session (%2 bytes)")
                            .arg(origin)
                            .arg(text.size()));
    // Blank: said so, not as a JSON error. Only a short text can be (a session is longer).
    if (text.size() < 4096) {
        text.load(text.size());
        if (QByteArray::fromRawData(text.data(), text.size()).trimmed().isEmpty())
            throw UserError(QCoreApplication::translate("ds::Session", "%1 is empty").arg(origin));
    }
    // The packed surface zones are decoded straight from the text: the document holds the rest.
    PackedZoneStore packed;
    QJsonParseError error {};
    const QJsonDocument document = packed.parse(text, &error);
    if (error.error != QJsonParseError::NoError)
        throw UserError(
            QCoreApplication::translate("ds::Session", "%1 is not valid JSON (truncated or damaged?): %2 at byte %3")
                .arg(origin, error.errorString())
                .arg(error.offset));
    if (!document.isObject())
        throw UserError(
            QCoreApplication::translate("ds::Session", "%1 is not a DriveScope session: the JSON is not an object")
                .arg(origin));
    try {
        const PackedZoneStore::Scope scope(packed);
        return fromJson(document.object());
    } catch (const UserError& problem) {
        throw UserError(QStringLiteral("%1: %2").arg(origin, problem.message()));
    }
}

QString Session::measuredWith() const
{
    // importFioJson() names the fio version in the origin: "fio import (fio-3.33)", and a fleet host's
    // session keeps that after the host: "fleet host web1, fio import (fio-3.33)".
    static const QString fioImport = QStringLiteral("fio import (");
    const qsizetype at = origin.indexOf(fioImport);
    if (at >= 0)
        return origin.mid(at + fioImport.size()).section(QLatin1Char(')'), 0, 0);
    return QStringLiteral("DriveScope %1").arg(appVersion);
}

} // namespace ds
