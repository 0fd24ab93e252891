#include "device/interfacelinkreader.h"

#include "device/sysfs.h"

#include <QDir>
#include <QFileInfo>
#include <QStringList>

namespace ds {

namespace {
    // The directories from `path` up to (not including) the sysfs root's devices/ directory.
    QStringList ancestorsBelow(const QString& path, const QString& sysRoot)
    {
        QStringList dirs;
        const QString stop = sysRoot + QStringLiteral("/devices");
        for (QString dir = path; dir.startsWith(stop + QLatin1Char('/')); dir = QFileInfo(dir).path())
            dirs << dir;
        return dirs;
    }

    InterfaceLink readPcie(const QString& blockDir, const QString& sysRoot)
    {
        // The namespace sits below its controller, which sits below its PCI function; a multipath
        // namespace sits below a virtual subsystem whose controllers link to theirs.
        QStringList starts { QFileInfo(blockDir).canonicalFilePath() };
        const QDir subsystem(blockDir + QStringLiteral("/device"));
        for (const QString& controller : subsystem.entryList({ QStringLiteral("nvme*") }, QDir::Dirs, QDir::Name))
            starts << QFileInfo(subsystem.filePath(controller) + QStringLiteral("/device")).canonicalFilePath();
        for (const QString& start : starts) {
            for (const QString& dir : ancestorsBelow(start, sysRoot)) {
                const QString speed = readSysfsLine(dir + QStringLiteral("/current_link_speed"));
                if (speed.isEmpty())
                    continue;
                InterfaceLink link;
                link.kind = InterfaceLink::Kind::Pcie;
                link.speed = leadingNumber(speed);
                link.maxSpeed = leadingNumber(readSysfsLine(dir + QStringLiteral("/max_link_speed")));
                link.width
                    = static_cast<unsigned>(leadingNumber(readSysfsLine(dir + QStringLiteral("/current_link_width"))));
                link.maxWidth
                    = static_cast<unsigned>(leadingNumber(readSysfsLine(dir + QStringLiteral("/max_link_width"))));
                return link;
            }
        }
        return {};
    }

    InterfaceLink readSata(const QString& blockDir, const QString& sysRoot)
    {
        static const QRegularExpression port(QStringLiteral("^ata[0-9]+$"));
        for (const QString& dir : ancestorsBelow(QFileInfo(blockDir).canonicalFilePath(), sysRoot)) {
            if (!port.match(QFileInfo(dir).fileName()).hasMatch())
                continue;
            // ata3/link3/ata_link/link3/sata_spd; a port multiplier adds link3.0 … beside it.
            const QDir portDir(dir);
            for (const QString& linkName : portDir.entryList({ QStringLiteral("link*") }, QDir::Dirs, QDir::Name)) {
                const QString attributes = dir + QLatin1Char('/') + linkName + QStringLiteral("/ata_link/") + linkName;
                const QString speed = readSysfsLine(attributes + QStringLiteral("/sata_spd"));
                if (speed.isEmpty())
                    continue;
                InterfaceLink link;
                link.kind = InterfaceLink::Kind::Sata;
                link.speed = leadingNumber(speed);
                link.maxSpeed = leadingNumber(readSysfsLine(attributes + QStringLiteral("/hw_sata_spd_limit")));
                return link;
            }
            break;
        }
        return {};
    }

    InterfaceLink readUsb(const QString& blockDir, const QString& sysRoot)
    {
        static const QRegularExpression rootHub(QStringLiteral("^usb[0-9]+$"));
        InterfaceLink link;
        for (const QString& dir : ancestorsBelow(QFileInfo(blockDir).canonicalFilePath(), sysRoot)) {
            const QString speed = readSysfsLine(dir + QStringLiteral("/speed"));
            if (speed.isEmpty())
                continue;
            if (link.kind == InterfaceLink::Kind::None) { // the drive's own USB device
                link.kind = InterfaceLink::Kind::Usb;
                link.speed = leadingNumber(speed);
                link.usbVersion = readSysfsLine(dir + QStringLiteral("/version"));
            }
            if (rootHub.match(QFileInfo(dir).fileName()).hasMatch()) { // the bus it is on
                link.maxSpeed = leadingNumber(speed);
                break;
            }
        }
        return link;
    }
}

InterfaceLink readInterfaceLink(const QString& blockDir, const QString& sysRoot, const QString& transport)
{
    if (transport == QLatin1String("nvme"))
        return readPcie(blockDir, sysRoot);
    if (transport == QLatin1String("sata"))
        return readSata(blockDir, sysRoot);
    if (transport == QLatin1String("usb"))
        return readUsb(blockDir, sysRoot);
    return {};
}

} // namespace ds
