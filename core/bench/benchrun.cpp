#include "bench/benchrun.h"

#include "model/jsonreader.h"
#include "model/usererror.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

namespace ds {

namespace {
    // With `keepLabel`, the hash as DriveScope made it before labels and tags left it.
    QString runHash(const Session& session, const SessionRun& run, bool keepLabel = false)
    {
        // The session facts that change what a run's figures mean go into its hash with it; the file's
        // name and title, the run's label and tags do not, so a copy or a renamed session is the same run.
        QJsonObject measured = run.toJson();
        if (!keepLabel)
            measured.remove(QStringLiteral("label"));
        measured.remove(QStringLiteral("tags"));
        const QJsonObject content { { QStringLiteral("run"), measured },
            { QStringLiteral("host"), session.hostOf(run).toJson() }, { QStringLiteral("origin"), session.origin },
            { QStringLiteral("appVersion"), session.appVersion } };
        return QString::fromLatin1(
            QCryptographicHash::hash(QJsonDocument(content).toJson(QJsonDocument::Compact), QCryptographicHash::Sha256)
                .toHex());
    }

    QString driveKeyOf(const BenchRun& run, const QString& targetPath)
    {
        // Nothing names the drive (an imported report): the run stands for a drive of its own rather than
        // being merged with every other unnamed one.
        if (run.serial.isEmpty() && run.model.isEmpty() && targetPath.isEmpty())
            return QStringLiteral("run:") + run.hash;
        if (!run.serial.isEmpty())
            return QStringLiteral("serial:") + run.serial;
        if (!run.model.isEmpty())
            return QStringLiteral("model:%1:%2").arg(run.model).arg(run.capacityBytes);
        // A loop device, a test file on an unknown drive, an import that named no drive: the same target on the
        // same machine is the nearest thing to one drive.
        return QStringLiteral("target:%1:%2").arg(run.host, targetPath);
    }
}

namespace {
    // The NVMe "percentage used" of the run's drive, after the run where that snapshot was taken.
    std::optional<double> wearOf(const SessionRun& run, const QString& driveName)
    {
        for (const RunHealth& health : run.health) {
            if (!driveName.isEmpty() && health.device != driveName)
                continue;
            for (const std::optional<HealthSnapshot>* snapshot : { &health.after, &health.before })
                if (*snapshot)
                    if (const std::optional<uint64_t> used
                        = (*snapshot)->nvmeCounter(QStringLiteral("percentage_used")))
                        return static_cast<double>(*used);
        }
        return std::nullopt;
    }
}

QStringList benchSources()
{
    return { QStringLiteral("DriveScope"), QStringLiteral("fio"), QStringLiteral("CrystalDiskMark"),
        QStringLiteral("KDiskMark") };
}

QString benchSourceOf(const Session& session)
{
    // importFioJson names "fio import (fio-3.33)", importReport "<program> report"; a fleet host's session keeps
    // the import after the host.
    if (session.origin.contains(QLatin1String("fio import (")))
        return QStringLiteral("fio");
    if (session.origin.contains(QLatin1String("CrystalDiskMark")))
        return QStringLiteral("CrystalDiskMark");
    if (session.origin.contains(QLatin1String("KDiskMark")))
        return QStringLiteral("KDiskMark");
    return QStringLiteral("DriveScope");
}

std::vector<BenchRun> benchRunsOf(const Session& session, const QString& path)
{
    const QString source = benchSourceOf(session);
    QString engine = session.measuredWith();
    if (source == QLatin1String("CrystalDiskMark") || source == QLatin1String("KDiskMark"))
        engine = session.origin.section(QStringLiteral(" report"), 0, 0).section(QStringLiteral(", "), -1);

    std::vector<BenchRun> rows;
    rows.reserve(session.runs.size());
    for (const SessionRun& run : session.runs) {
        BenchRun row;
        row.hash = runHash(session, run);
        if (!run.label.isEmpty())
            row.labelledHash = runHash(session, run, true);
        row.sessionPath = path;
        row.runId = run.id;
        const std::vector<TargetInfo> targets = run.targets();
        QString targetPath;
        if (!targets.empty()) {
            const TargetInfo& target = targets.front();
            targetPath = target.path;
            if (target.kind == TargetInfo::Kind::BlockDevice)
                row.capacityBytes = target.sizeBytes;
            if (target.drive) {
                const DriveFacts& drive = *target.drive;
                row.model = drive.model.trimmed();
                row.serial = drive.serial.trimmed();
                row.firmware = drive.firmware.trimmed();
                if (drive.sizeBytes)
                    row.capacityBytes = drive.sizeBytes;
                row.interface = drive.transport;
                row.link = drive.link.summary();
            }
        }
        const HostFacts& host = session.hostOf(run);
        row.host = host.hostname;
        row.os = host.os;
        row.kernel = host.kernel;
        row.driveKey = driveKeyOf(row, targetPath);
        row.startedAt = run.startedAt;
        row.test = run.kindName();
        row.title = run.testTitle();
        row.settings = QString::fromUtf8(QJsonDocument(run.planJson()).toJson(QJsonDocument::Compact));
        row.label = run.displayLabel();
        row.tags = run.tags;
        row.source = source;
        row.engine = engine;
        row.partial = run.cancelled();
        row.confirmed = accountingConfirmed(run.accounting);
        row.wearPercent
            = wearOf(run, targets.empty() || !targets.front().drive ? QString() : targets.front().drive->name);
        QSet<QString> seen;
        for (const KeyFigure& figure : keyFigures(run)) {
            BenchFigure kept;
            kept.key = figure.key.toString();
            if (seen.contains(kept.key))
                continue;
            seen.insert(kept.key);
            kept.name = figure.key.name();
            kept.unit = figure.unit;
            kept.better = figure.better;
            kept.value = figure.value;
            kept.confirmed = !figure.marked(run);
            kept.unstable = figure.spread.unstable;
            row.figures.push_back(kept);
        }
        rows.push_back(std::move(row));
    }
    return rows;
}

QJsonObject BenchRun::toJson() const
{
    QJsonArray figureArray;
    for (const BenchFigure& figure : figures)
        figureArray.append(QJsonObject { { QStringLiteral("key"), figure.key }, { QStringLiteral("name"), figure.name },
            { QStringLiteral("unit"), figure.unit },
            { QStringLiteral("higherIsBetter"), figure.better == Better::Higher },
            { QStringLiteral("value"), figure.value }, { QStringLiteral("confirmed"), figure.confirmed },
            { QStringLiteral("unstable"), figure.unstable } });
    QJsonObject object { { QStringLiteral("hash"), hash }, { QStringLiteral("runId"), runId },
        { QStringLiteral("driveKey"), driveKey }, { QStringLiteral("model"), model },
        { QStringLiteral("serial"), serial }, { QStringLiteral("firmware"), firmware },
        { QStringLiteral("capacityBytes"), QString::number(capacityBytes) }, { QStringLiteral("interface"), interface },
        { QStringLiteral("link"), link }, { QStringLiteral("host"), host }, { QStringLiteral("os"), os },
        { QStringLiteral("kernel"), kernel }, { QStringLiteral("startedAt"), startedAt },
        { QStringLiteral("test"), test }, { QStringLiteral("title"), title }, { QStringLiteral("settings"), settings },
        { QStringLiteral("label"), label }, { QStringLiteral("tags"), QJsonArray::fromStringList(tags) },
        { QStringLiteral("source"), source }, { QStringLiteral("engine"), engine },
        { QStringLiteral("partial"), partial }, { QStringLiteral("confirmed"), confirmed },
        { QStringLiteral("wearPercent"), wearPercent ? QJsonValue(*wearPercent) : QJsonValue() },
        { QStringLiteral("figures"), figureArray } };
    if (!labelledHash.isEmpty())
        object.insert(QStringLiteral("labelledHash"), labelledHash);
    return object;
}

BenchRun BenchRun::fromJson(const QJsonObject& object)
{
    JsonReader in(object, QStringLiteral("bench run"));
    BenchRun run;
    run.hash = in.string(QStringLiteral("hash"));
    if (run.hash.size() != 64)
        throw UserError(QStringLiteral("bench run: hash is not a SHA-256"));
    run.labelledHash = in.string(QStringLiteral("labelledHash"));
    if (!run.labelledHash.isEmpty() && run.labelledHash.size() != 64)
        throw UserError(QStringLiteral("bench run: labelledHash is not a SHA-256"));
    run.runId = in.string(QStringLiteral("runId"));
    run.driveKey = in.string(QStringLiteral("driveKey"));
    run.model = in.string(QStringLiteral("model"));
    run.serial = in.string(QStringLiteral("serial"));
    run.firmware = in.string(QStringLiteral("firmware"));
    run.capacityBytes = in.whole(QStringLiteral("capacityBytes"));
    run.interface = in.string(QStringLiteral("interface"));
    run.link = in.string(QStringLiteral("link"));
    run.host = in.string(QStringLiteral("host"));
    run.os = in.string(QStringLiteral("os"));
    run.kernel = in.string(QStringLiteral("kernel"));
    run.startedAt = in.string(QStringLiteral("startedAt"));
    run.test = in.string(QStringLiteral("test"));
    run.title = in.string(QStringLiteral("title"));
    run.settings = in.string(QStringLiteral("settings"));
    run.label = in.string(QStringLiteral("label"));
    // Queued by a DriveScope from before tags: none.
    if (in.has(QStringLiteral("tags"))) {
        try {
            run.tags = normalizedRunTags(in.strings(QStringLiteral("tags")));
        } catch (const UserError& error) {
            in.fail(QStringLiteral("tags"), error.message());
        }
    }
    run.source = in.string(QStringLiteral("source"));
    run.engine = in.string(QStringLiteral("engine"));
    run.partial = in.boolean(QStringLiteral("partial"));
    run.confirmed = in.boolean(QStringLiteral("confirmed"));
    if (in.has(QStringLiteral("wearPercent")) && !in.object().value(QStringLiteral("wearPercent")).isNull())
        run.wearPercent = in.number(QStringLiteral("wearPercent"));
    const QJsonArray figureArray = in.array(QStringLiteral("figures"));
    for (qsizetype i = 0; i < figureArray.size(); ++i) {
        const JsonReader figureIn = in.element(figureArray, i, QStringLiteral("figures"));
        BenchFigure figure;
        figure.key = figureIn.string(QStringLiteral("key"));
        figure.name = figureIn.string(QStringLiteral("name"));
        figure.unit = figureIn.string(QStringLiteral("unit"));
        figure.better = figureIn.boolean(QStringLiteral("higherIsBetter")) ? Better::Higher : Better::Lower;
        figure.value = figureIn.number(QStringLiteral("value"));
        figure.confirmed = figureIn.boolean(QStringLiteral("confirmed"));
        figure.unstable = figureIn.boolean(QStringLiteral("unstable"));
        run.figures.push_back(figure);
    }
    return run;
}

} // namespace ds
