#include "device/udisksreader.h"

#include "model/usererror.h"

#include <QDBusArgument>
#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QDBusInterface>
#include <QDBusMessage>
#include <QDBusObjectPath>
#include <QDBusReply>
#include <QDBusVariant>
#include <QFileInfo>

namespace ds {

namespace {
    const QString kService = QStringLiteral("org.freedesktop.UDisks2");
    const QString kAta = QStringLiteral("org.freedesktop.UDisks2.Drive.Ata");
    const QString kNvme = QStringLiteral("org.freedesktop.UDisks2.NVMe.Controller");
    // Calls that need authorisation fail rather than put a polkit prompt in front of a benchmark.
    const QVariantMap kNoPrompt { { QStringLiteral("auth.no_user_interaction"), true } };

    SmartctlOutcome missing(const QString& devicePath, const QString& why)
    {
        return SmartctlOutcome { std::nullopt,
            QStringLiteral("no SMART snapshot of %1 from udisks2: %2").arg(devicePath, why), false };
    }

    // a(ysqiiixia{sv}), read field by field; a reply of another shape is refused.
    std::vector<UdisksSmartAttribute> attributesOf(const QDBusArgument& reply)
    {
        std::vector<UdisksSmartAttribute> rows;
        if (reply.currentSignature() != QLatin1String("a(ysqiiixia{sv})"))
            throw UserError(QStringLiteral("a reply of the shape %1").arg(reply.currentSignature()));
        reply.beginArray();
        while (!reply.atEnd()) {
            uchar id = 0;
            QString name;
            ushort flags = 0;
            int value = 0;
            int worst = 0;
            int threshold = 0;
            qlonglong pretty = 0;
            int unit = 0;
            QVariantMap expansion;
            reply.beginStructure();
            reply >> id >> name >> flags >> value >> worst >> threshold >> pretty >> unit >> expansion;
            reply.endStructure();
            rows.push_back({ id, name, value, worst, threshold, pretty, unit });
            if (static_cast<qsizetype>(rows.size()) > HealthSnapshot::kMaxAttributes)
                break; // refused by fromUdisksAta
        }
        reply.endArray();
        return rows;
    }

    // A D-Bus value as the model reads it: an array (temp_sensors' aq) as a QVariantList of its
    // elements, anything else of a container type as its signature (refused where a key wants a number).
    QVariant plain(const QVariant& value)
    {
        if (value.userType() == qMetaTypeId<QDBusVariant>())
            return plain(value.value<QDBusVariant>().variant());
        if (value.userType() != qMetaTypeId<QDBusArgument>())
            return value;
        const QDBusArgument argument = value.value<QDBusArgument>();
        const QString signature = argument.currentSignature();
        if (signature == QLatin1String("aq")) {
            QVariantList list;
            argument.beginArray();
            while (!argument.atEnd() && list.size() <= 64) {
                ushort element = 0;
                argument >> element;
                list.append(QVariant::fromValue(element));
            }
            argument.endArray();
            return list;
        }
        return QStringLiteral("(%1)").arg(signature);
    }

    QVariantMap plainMap(const QVariantMap& map)
    {
        QVariantMap result;
        for (auto it = map.constBegin(); it != map.constEnd(); ++it)
            result.insert(it.key(), plain(it.value()));
        return result;
    }

    SmartctlOutcome readNvme(const QString& devicePath, const QString& drivePath, QDBusInterface& properties,
        const QDBusConnection& bus, int timeoutMs)
    {
        QDBusInterface nvme(kService, drivePath, kNvme, bus);
        nvme.setTimeout(timeoutMs);
        // Fresh data where polkit allows it; else what udisks2 read last (on its uevents).
        nvme.call(QStringLiteral("SmartUpdate"), kNoPrompt);
        const QDBusReply<QVariantMap> all = properties.call(QStringLiteral("GetAll"), kNvme);
        if (!all.isValid())
            return missing(devicePath, all.error().message());
        UdisksNvmeReply reply;
        reply.properties = plainMap(all.value());
        const QDBusMessage attributes = nvme.call(QStringLiteral("SmartGetAttributes"), kNoPrompt);
        if (attributes.type() == QDBusMessage::ReplyMessage && attributes.arguments().size() == 1) {
            const QVariant first = attributes.arguments().constFirst();
            reply.attributes = plainMap(first.userType() == qMetaTypeId<QDBusArgument>()
                    ? qdbus_cast<QVariantMap>(first.value<QDBusArgument>())
                    : first.toMap());
        }
        // Without the attributes (SmartGetAttributes refused) the properties still give the warnings,
        // the power-on hours and the temperature.
        try {
            SmartctlOutcome outcome;
            outcome.snapshot = HealthSnapshot::fromUdisksNvme(reply, devicePath);
            return outcome;
        } catch (const UserError& error) {
            return missing(devicePath, error.message());
        }
    }
}

QString udisksNoSmartInterface(const QString& devicePath, const QString& version)
{
    const QString udisks = version.isEmpty() ? QStringLiteral("udisks2") : QStringLiteral("udisks2 %1").arg(version);
    if (QFileInfo(devicePath).fileName().startsWith(QLatin1String("nvme")))
        return QStringLiteral("%1 has no NVMe health interface for the drive (org.freedesktop.UDisks2.NVMe.Controller "
                              "came with udisks 2.10); install smartmontools for its SMART data")
            .arg(udisks);
    return QStringLiteral("the drive is neither an ATA nor an NVMe drive to %1").arg(udisks);
}

SmartctlOutcome readUdisksSmart(const QString& devicePath, int timeoutMs)
{
    QDBusConnection bus = QDBusConnection::systemBus();
    if (!bus.isConnected() || !bus.interface() || !bus.interface()->isServiceRegistered(kService).value())
        return missing(devicePath, QStringLiteral("udisks2 is not running"));
    QDBusInterface manager(kService, QStringLiteral("/org/freedesktop/UDisks2/Manager"),
        QStringLiteral("org.freedesktop.UDisks2.Manager"), bus);
    manager.setTimeout(timeoutMs);
    const QDBusReply<QList<QDBusObjectPath>> blocks = manager.call(
        QStringLiteral("ResolveDevice"), QVariantMap { { QStringLiteral("path"), devicePath } }, QVariantMap {});
    if (!blocks.isValid() || blocks.value().isEmpty())
        return missing(devicePath, QStringLiteral("it does not know the device"));
    QDBusInterface block(
        kService, blocks.value().constFirst().path(), QStringLiteral("org.freedesktop.UDisks2.Block"), bus);
    const QDBusObjectPath drive = block.property("Drive").value<QDBusObjectPath>();
    if (drive.path().isEmpty() || drive.path() == QLatin1String("/"))
        return missing(devicePath, QStringLiteral("it is on no drive udisks2 knows"));
    QDBusInterface properties(kService, drive.path(), QStringLiteral("org.freedesktop.DBus.Properties"), bus);
    properties.setTimeout(timeoutMs);
    const QDBusReply<QVariantMap> all = properties.call(QStringLiteral("GetAll"), kAta);
    if (!all.isValid() || all.value().isEmpty()) {
        const QDBusReply<QVariantMap> nvme = properties.call(QStringLiteral("GetAll"), kNvme);
        if (nvme.isValid() && !nvme.value().isEmpty())
            return readNvme(devicePath, drive.path(), properties, bus, timeoutMs);
        return missing(devicePath, udisksNoSmartInterface(devicePath, manager.property("Version").toString()));
    }
    QDBusInterface ata(kService, drive.path(), kAta, bus);
    ata.setTimeout(timeoutMs);
    // Fresh data, without waking a sleeping disk; where polkit does not allow it, what udisks2 read last.
    ata.call(QStringLiteral("SmartUpdate"), QVariantMap { { QStringLiteral("nowakeup"), true } });
    const QDBusReply<QVariantMap> fresh = properties.call(QStringLiteral("GetAll"), kAta);
    const QVariantMap values = fresh.isValid() ? fresh.value() : all.value();
    UdisksSmartProperties smart;
    smart.supported = values.value(QStringLiteral("SmartSupported")).toBool();
    smart.enabled = values.value(QStringLiteral("SmartEnabled")).toBool();
    smart.updated = values.value(QStringLiteral("SmartUpdated")).toULongLong();
    smart.failing = values.value(QStringLiteral("SmartFailing")).toBool();
    smart.powerOnSeconds = values.value(QStringLiteral("SmartPowerOnSeconds")).toULongLong();
    smart.temperatureKelvin = values.value(QStringLiteral("SmartTemperature")).toDouble();
    const QDBusMessage reply = ata.call(QStringLiteral("SmartGetAttributes"), QVariantMap {});
    if (reply.type() != QDBusMessage::ReplyMessage || reply.arguments().size() != 1)
        return missing(
            devicePath, reply.errorMessage().isEmpty() ? QStringLiteral("no attribute table") : reply.errorMessage());
    try {
        const std::vector<UdisksSmartAttribute> rows
            = attributesOf(reply.arguments().constFirst().value<QDBusArgument>());
        SmartctlOutcome outcome;
        outcome.snapshot = HealthSnapshot::fromUdisksAta(smart, rows, devicePath);
        return outcome;
    } catch (const UserError& error) {
        return missing(devicePath, error.message());
    }
}

} // namespace ds
