#include "model/drivefacts.h"

#include "model/jsonreader.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace ds {

namespace {

    void addReasons(QStringList& reasons, const QString& name, const QStringList& mountPoints, bool swap,
        const QStringList& holders, const QStringList& stackReasons)
    {
        for (const QString& mountPoint : mountPoints)
            reasons << QCoreApplication::translate("ds::DriveFacts", "%1 is mounted on %2").arg(name, mountPoint);
        if (swap)
            reasons << QCoreApplication::translate("ds::DriveFacts", "%1 is used as swap").arg(name);
        for (const QString& holder : holders)
            reasons << QCoreApplication::translate("ds::DriveFacts", "%1 is held by %2").arg(name, holder);
        reasons += stackReasons;
    }

    // JSON numbers are doubles: exact up to 2^53 bytes (8 PiB), far beyond any single drive.
    QJsonValue bytesValue(uint64_t bytes) { return QJsonValue(static_cast<qint64>(bytes)); }

} // namespace

QJsonObject PartitionFacts::toJson() const
{
    QJsonObject object {
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
    if (!stackReasons.isEmpty())
        object.insert(QStringLiteral("stackReasons"), QJsonArray::fromStringList(stackReasons));
    // Only when known: older files have neither, and both stay empty where udev does not run.
    if (!filesystem.isEmpty())
        object.insert(QStringLiteral("filesystem"), filesystem);
    if (!label.isEmpty())
        object.insert(QStringLiteral("label"), label);
    return object;
}

bool DriveFacts::wholeDriveInUse() const
{
    return !mountPoints.isEmpty() || !holders.isEmpty() || swap || !stackReasons.isEmpty();
}

bool DriveFacts::inUse() const
{
    if (wholeDriveInUse())
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
    addReasons(reasons, name, mountPoints, swap, holders, stackReasons);
    for (const PartitionFacts& partition : partitions)
        addReasons(
            reasons, partition.name, partition.mountPoints, partition.swap, partition.holders, partition.stackReasons);
    return reasons;
}

QJsonObject DriveFacts::toJson() const
{
    QJsonArray partitionArray;
    for (const PartitionFacts& partition : partitions)
        partitionArray.append(partition.toJson());

    QJsonObject object {
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
        { QStringLiteral("link"), link.toJson() },
        { QStringLiteral("mountPoints"), QJsonArray::fromStringList(mountPoints) },
        { QStringLiteral("holders"), QJsonArray::fromStringList(holders) },
        { QStringLiteral("swap"), swap },
        { QStringLiteral("partitions"), partitionArray },
        { QStringLiteral("readable"), readable },
        { QStringLiteral("writable"), writable },
    };
    if (!stackReasons.isEmpty())
        object.insert(QStringLiteral("stackReasons"), QJsonArray::fromStringList(stackReasons));
    // Only when known: older files have neither, and both stay empty where udev does not run.
    if (!filesystem.isEmpty())
        object.insert(QStringLiteral("filesystem"), filesystem);
    if (!label.isEmpty())
        object.insert(QStringLiteral("label"), label);
    // Older files have neither.
    if (!temperatureSensors.empty()) {
        QJsonArray sensors;
        for (const TemperatureSensor& sensor : temperatureSensors)
            sensors.append(sensor.toJson());
        object.insert(QStringLiteral("temperatureSensors"), sensors);
    }
    if (!temperatureNote.isEmpty())
        object.insert(QStringLiteral("temperatureNote"), temperatureNote);
    if (array)
        object.insert(QStringLiteral("array"), array->toJson());
    return object;
}

PartitionFacts PartitionFacts::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    PartitionFacts partition;
    partition.name = in.string(QStringLiteral("name"));
    partition.devicePath = in.string(QStringLiteral("devicePath"));
    partition.major = in.count(QStringLiteral("major"));
    partition.minor = in.count(QStringLiteral("minor"));
    partition.offsetBytes = in.whole(QStringLiteral("offsetBytes"));
    partition.sizeBytes = in.whole(QStringLiteral("sizeBytes"));
    partition.mountPoints = in.strings(QStringLiteral("mountPoints"));
    partition.holders = in.strings(QStringLiteral("holders"));
    partition.swap = in.boolean(QStringLiteral("swap"));
    partition.stackReasons = in.strings(QStringLiteral("stackReasons"));
    if (in.has(QStringLiteral("filesystem")))
        partition.filesystem = in.string(QStringLiteral("filesystem"));
    if (in.has(QStringLiteral("label")))
        partition.label = in.string(QStringLiteral("label"));
    return partition;
}

DriveFacts DriveFacts::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    DriveFacts drive;
    drive.name = in.string(QStringLiteral("name"));
    drive.devicePath = in.string(QStringLiteral("devicePath"));
    drive.major = in.count(QStringLiteral("major"));
    drive.minor = in.count(QStringLiteral("minor"));
    drive.model = in.string(QStringLiteral("model"));
    drive.vendor = in.string(QStringLiteral("vendor"));
    drive.serial = in.string(QStringLiteral("serial"));
    drive.firmware = in.string(QStringLiteral("firmware"));
    drive.sizeBytes = in.whole(QStringLiteral("sizeBytes"));
    drive.rotational = in.boolean(QStringLiteral("rotational"));
    drive.removable = in.boolean(QStringLiteral("removable"));
    drive.readOnly = in.boolean(QStringLiteral("readOnly"));
    drive.transport = in.string(QStringLiteral("transport"));
    drive.logicalSectorBytes = in.count(QStringLiteral("logicalSectorBytes"), 512);
    drive.physicalSectorBytes = in.count(QStringLiteral("physicalSectorBytes"), 512);
    drive.queueDepth = in.integer(QStringLiteral("queueDepth"), -1);
    drive.nrRequests = in.integer(QStringLiteral("nrRequests"), -1);
    drive.maxSectorsKb = in.integer(QStringLiteral("maxSectorsKb"), -1);
    drive.maxHwSectorsKb = in.integer(QStringLiteral("maxHwSectorsKb"), -1);
    drive.scheduler = in.string(QStringLiteral("scheduler"));
    drive.availableSchedulers = in.strings(QStringLiteral("availableSchedulers"));
    drive.writeCache = in.string(QStringLiteral("writeCache"));
    drive.backingFile = in.string(QStringLiteral("backingFile"));
    drive.link = in.read<InterfaceLink>(QStringLiteral("link"));
    drive.mountPoints = in.strings(QStringLiteral("mountPoints"));
    drive.holders = in.strings(QStringLiteral("holders"));
    drive.swap = in.boolean(QStringLiteral("swap"));
    drive.stackReasons = in.strings(QStringLiteral("stackReasons"));
    drive.partitions = in.readList<PartitionFacts>(QStringLiteral("partitions"));
    drive.readable = in.boolean(QStringLiteral("readable"));
    drive.writable = in.boolean(QStringLiteral("writable"));
    if (in.has(QStringLiteral("filesystem")))
        drive.filesystem = in.string(QStringLiteral("filesystem"));
    if (in.has(QStringLiteral("label")))
        drive.label = in.string(QStringLiteral("label"));
    drive.temperatureSensors = in.readList<TemperatureSensor>(QStringLiteral("temperatureSensors"));
    drive.temperatureNote = in.string(QStringLiteral("temperatureNote"));
    if (in.has(QStringLiteral("array")))
        drive.array = in.read<ArrayFacts>(QStringLiteral("array"));
    return drive;
}

} // namespace ds
