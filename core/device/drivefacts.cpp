#include "drivefacts.h"

#include <QJsonArray>

namespace ds {

namespace {

    void addReasons(QStringList& reasons, const QString& name, const QStringList& mountPoints, bool swap,
        const QStringList& holders)
    {
        for (const QString& mountPoint : mountPoints)
            reasons << QStringLiteral("%1 is mounted on %2").arg(name, mountPoint);
        if (swap)
            reasons << QStringLiteral("%1 is used as swap").arg(name);
        for (const QString& holder : holders)
            reasons << QStringLiteral("%1 is held by %2").arg(name, holder);
    }

    // JSON numbers are doubles: exact up to 2^53 bytes (8 PiB), far beyond any single drive.
    QJsonValue bytesValue(uint64_t bytes) { return QJsonValue(static_cast<qint64>(bytes)); }

} // namespace

QJsonObject PartitionFacts::toJson() const
{
    return QJsonObject {
        { QStringLiteral("name"), name },
        { QStringLiteral("devicePath"), devicePath },
        { QStringLiteral("major"), static_cast<int>(major) },
        { QStringLiteral("minor"), static_cast<int>(minor) },
        { QStringLiteral("offsetBytes"), bytesValue(offsetBytes) },
        { QStringLiteral("sizeBytes"), bytesValue(sizeBytes) },
        { QStringLiteral("mountPoints"), QJsonArray::fromStringList(mountPoints) },
        { QStringLiteral("holders"), QJsonArray::fromStringList(holders) },
        { QStringLiteral("swap"), swap },
    };
}

bool DriveFacts::inUse() const
{
    if (!mountPoints.isEmpty() || !holders.isEmpty() || swap)
        return true;
    for (const PartitionFacts& partition : partitions) {
        if (partition.inUse())
            return true;
    }
    return false;
}

QStringList DriveFacts::inUseReasons() const
{
    QStringList reasons;
    addReasons(reasons, name, mountPoints, swap, holders);
    for (const PartitionFacts& partition : partitions)
        addReasons(reasons, partition.name, partition.mountPoints, partition.swap, partition.holders);
    return reasons;
}

QJsonObject DriveFacts::toJson() const
{
    QJsonArray partitionArray;
    for (const PartitionFacts& partition : partitions)
        partitionArray.append(partition.toJson());

    return QJsonObject {
        { QStringLiteral("name"), name },
        { QStringLiteral("devicePath"), devicePath },
        { QStringLiteral("major"), static_cast<int>(major) },
        { QStringLiteral("minor"), static_cast<int>(minor) },
        { QStringLiteral("model"), model },
        { QStringLiteral("vendor"), vendor },
        { QStringLiteral("serial"), serial },
        { QStringLiteral("firmware"), firmware },
        { QStringLiteral("sizeBytes"), bytesValue(sizeBytes) },
        { QStringLiteral("rotational"), rotational },
        { QStringLiteral("removable"), removable },
        { QStringLiteral("readOnly"), readOnly },
        { QStringLiteral("transport"), transport },
        { QStringLiteral("logicalSectorBytes"), static_cast<qint64>(logicalSectorBytes) },
        { QStringLiteral("physicalSectorBytes"), static_cast<qint64>(physicalSectorBytes) },
        { QStringLiteral("queueDepth"), queueDepth },
        { QStringLiteral("nrRequests"), nrRequests },
        { QStringLiteral("maxSectorsKb"), maxSectorsKb },
        { QStringLiteral("maxHwSectorsKb"), maxHwSectorsKb },
        { QStringLiteral("scheduler"), scheduler },
        { QStringLiteral("availableSchedulers"), QJsonArray::fromStringList(availableSchedulers) },
        { QStringLiteral("writeCache"), writeCache },
        { QStringLiteral("backingFile"), backingFile },
        { QStringLiteral("mountPoints"), QJsonArray::fromStringList(mountPoints) },
        { QStringLiteral("holders"), QJsonArray::fromStringList(holders) },
        { QStringLiteral("swap"), swap },
        { QStringLiteral("partitions"), partitionArray },
        { QStringLiteral("readable"), readable },
        { QStringLiteral("writable"), writable },
    };
}

} // namespace ds
