#include "bench/benchquery.h"

#include "model/usererror.h"

#include <QDate>
#include <QDateTime>
#include <QStringList>

namespace ds {

namespace {
    QString csvField(const QString& text)
    {
        if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) && !text.contains(QLatin1Char('\n')))
            return text;
        QString quoted = text;
        quoted.replace(QLatin1Char('"'), QLatin1String("\"\""));
        return QLatin1Char('"') + quoted + QLatin1Char('"');
    }
}

QString benchDateBound(const QString& text, bool endOfDay, const QString& what)
{
    if (text.isEmpty())
        return {};
    const QDate date = QDate::fromString(text, Qt::ISODate);
    if (date.isValid())
        return (endOfDay ? date.addDays(1) : date).toString(Qt::ISODate);
    const QDateTime time = QDateTime::fromString(text, Qt::ISODate);
    if (!time.isValid())
        throw UserError(
            QStringLiteral("%1 takes a date (2026-05-01) or a time (2026-05-01T12:00:00Z), not '%2'").arg(what, text));
    return time.toUTC().toString(Qt::ISODate);
}

QString rankingCsv(const Ranking& ranking)
{
    QString csv = QStringLiteral("rank,model,serial,firmware,capacity_bytes,interface,link,host,value,unit,runs,"
                                 "started_at,label,source,engine,session,run,confirmed,unstable,partial,highlighted\n");
    int position = 0;
    for (const RankedDrive& drive : ranking.drives) {
        const QStringList fields { QString::number(++position), drive.model, drive.serial, drive.firmware,
            drive.capacityBytes ? QString::number(drive.capacityBytes) : QString(), drive.interface, drive.link,
            drive.host, QString::number(drive.value, 'g', 10), ranking.unit, QString::number(drive.runs),
            drive.startedAt, drive.label, drive.source, drive.engine, drive.sessionPath, drive.runId,
            QString::number(int(drive.confirmed)), QString::number(int(drive.unstable)),
            QString::number(int(drive.partial)), QString::number(int(drive.highlighted)) };
        QStringList quoted;
        for (const QString& field : fields)
            quoted.append(csvField(field));
        csv += quoted.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    return csv;
}

QString headlineFigure(const std::vector<FigureSummary>& figures)
{
    const FigureSummary* best = nullptr;
    for (const FigureSummary& figure : figures) {
        const bool rate = figure.unit == QLatin1String("MB/s");
        if (!best || figure.drives > best->drives
            || (figure.drives == best->drives && rate && best->unit != QLatin1String("MB/s")))
            best = &figure;
    }
    return best ? best->key : QString();
}

} // namespace ds
