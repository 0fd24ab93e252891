#include "model/results/hdtachresult.h"

#include "model/jsonreader.h"

namespace ds {

QJsonObject HdTachResult::toJson() const
{
    QJsonObject document {
        { QStringLiteral("test"), QStringLiteral("hdtach") },
        { QStringLiteral("cancelled"), cancelled },
        { QStringLiteral("summary"),
            QJsonObject {
                { QStringLiteral("randomAccessMs"), randomAccessMs() },
                { QStringLiteral("cpuUtilizationPercent"), cpuUtilizationPercent() },
                { QStringLiteral("averageReadMegabytesPerSecond"), averageReadMegabytesPerSecond() },
                { QStringLiteral("wholeDriveReadMegabytesPerSecond"), wholeDriveReadMegabytesPerSecond() },
                { QStringLiteral("burstMegabytesPerSecond"), burstMegabytesPerSecond() },
            } },
        { QStringLiteral("surface"), surface.toJson() },
    };
    if (access)
        document.insert(QStringLiteral("access"), access->toJson());
    if (burst)
        document.insert(QStringLiteral("burst"), burst->toJson());
    return document;
}

HdTachResult HdTachResult::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    HdTachResult result;
    result.cancelled = in.boolean(QStringLiteral("cancelled"));
    result.surface = in.read<SurfaceResult>(QStringLiteral("surface"));
    if (in.has(QStringLiteral("access")))
        result.access = in.read<AccessResult>(QStringLiteral("access"));
    if (in.has(QStringLiteral("burst")))
        result.burst = in.read<BurstResult>(QStringLiteral("burst"));
    return result;
}

} // namespace ds
