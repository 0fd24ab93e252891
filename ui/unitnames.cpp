#include "unitnames.h"

#include <QRegularExpression>

namespace ds {

QString UnitNames::of(DisplayUnit unit)
{
    switch (unit) {
    case DisplayUnit::MegabytesPerSecond:
        return tr("MB/s");
    case DisplayUnit::GigabytesPerSecond:
        return tr("GB/s");
    case DisplayUnit::Iops:
        return tr("IOPS");
    case DisplayUnit::Microseconds:
        break;
    }
    return tr("µs");
}

QString UnitNames::milliseconds() { return tr("ms"); }

QString UnitNames::megabytes() { return tr("MB"); }

QString UnitNames::gigabytes() { return tr("GB"); }

QString UnitNames::terabytes() { return tr("TB"); }

QString UnitNames::translated(const QString& modelUnit)
{
    if (modelUnit == QLatin1String("MB/s"))
        return of(DisplayUnit::MegabytesPerSecond);
    if (modelUnit == QLatin1String("GB/s"))
        return of(DisplayUnit::GigabytesPerSecond);
    if (modelUnit == QLatin1String("IOPS"))
        return of(DisplayUnit::Iops);
    if (modelUnit == QLatin1String("µs") || modelUnit == QLatin1String("us"))
        return of(DisplayUnit::Microseconds);
    if (modelUnit == QLatin1String("ms"))
        return milliseconds();
    if (modelUnit == QLatin1String("MB"))
        return megabytes();
    if (modelUnit == QLatin1String("GB"))
        return gigabytes();
    if (modelUnit == QLatin1String("TB"))
        return terabytes();
    if (modelUnit == QLatin1String("s"))
        return tr("s");
    return modelUnit;
}

QString UnitNames::translateUnitsIn(QString title)
{
    // Units stand alone or in brackets: "MB/s", "Access time (ms)", "read MB/s".
    static const QRegularExpression unit(QStringLiteral("(?<![\\w/])(MB/s|GB/s|IOPS|µs|ms|MB|GB|TB)(?![\\w/])"));
    QString out;
    qsizetype last = 0;
    for (auto match = unit.globalMatch(title); match.hasNext();) {
        const QRegularExpressionMatch found = match.next();
        out += title.mid(last, found.capturedStart() - last) + translated(found.captured());
        last = found.capturedEnd();
    }
    return out + title.mid(last);
}

} // namespace ds
