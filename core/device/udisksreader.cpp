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

namespace ds {

namespace {
    const QString kService = QStringLiteral("org.freedesktop.UDisks2");
    const QString kAta = QStringLiteral("org.freedesktop.UDisks2.Drive.Ata");

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
    if (!all.isValid() || all.value().isEmpty())
        return missing(devicePath, QStringLiteral("the drive is no ATA drive to udisks2"));
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
