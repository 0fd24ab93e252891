#include "interfacelink.h"

#include "benchmarks/jsonreader.h"
#include "wording.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace ds {

namespace {
    // The leading number of a sysfs speed ("16.0 GT/s PCIe", "6.0 Gbps", "5000"); 0 for "Unknown", "<unknown>".
    double leadingNumber(const QString& text)
    {
        static const QRegularExpression number(QStringLiteral("^\\s*([0-9]+(?:\\.[0-9]+)?)"));
        const QRegularExpressionMatch match = number.match(text);
        return match.hasMatch() ? match.captured(1).toDouble() : 0;
    }

    QString readLine(const QString& path)
    {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return QString();
        return QString::fromUtf8(file.read(256)).trimmed();
    }

    // MB/s one lane carries after encoding: 8b/10b up to 5 GT/s, 128b/130b from 8 GT/s, and PCIe 6's
    // FLITs (242 of 256 bytes payload) at 64 GT/s.
    double pcieLaneMegabytesPerSecond(double gigatransfers)
    {
        if (gigatransfers <= 5.0)
            return gigatransfers * 1000 / 8 * 8 / 10;
        if (gigatransfers < 64)
            return gigatransfers * 1000 / 8 * 128 / 130;
        return gigatransfers * 1000 / 8 * 242 / 256;
    }

    // USB below 5 Gbit/s has no block code worth counting here (bit stuffing aside); SuperSpeed uses
    // 8b/10b, SuperSpeed+ and USB4 128b/132b.
    double usbMegabytesPerSecond(double megabits)
    {
        if (megabits < 5000)
            return megabits / 8;
        if (megabits < 10000)
            return megabits / 8 * 8 / 10;
        return megabits / 8 * 128 / 132;
    }

    double ceilingOf(InterfaceLink::Kind kind, double speed, unsigned width)
    {
        switch (kind) {
        case InterfaceLink::Kind::Pcie:
            return pcieLaneMegabytesPerSecond(speed) * std::max(1u, width);
        case InterfaceLink::Kind::Sata:
            return speed * 1000 / 8 * 8 / 10;
        case InterfaceLink::Kind::Usb:
            return usbMegabytesPerSecond(speed);
        case InterfaceLink::Kind::None:
            break;
        }
        return 0;
    }

    QString pcieGeneration(double gigatransfers)
    {
        if (gigatransfers <= 2.5)
            return QStringLiteral("1.0");
        if (gigatransfers <= 5)
            return QStringLiteral("2.0");
        if (gigatransfers <= 8)
            return QStringLiteral("3.0");
        if (gigatransfers <= 16)
            return QStringLiteral("4.0");
        if (gigatransfers <= 32)
            return QStringLiteral("5.0");
        return QStringLiteral("6.0");
    }

    QString rate(bool translated, double megabytesPerSecond)
    {
        if (megabytesPerSecond >= 1000)
            return wordingNumber(translated, std::round(megabytesPerSecond / 100) / 10) + QStringLiteral(" GB/s");
        return wordingNumber(translated, std::round(megabytesPerSecond)) + QStringLiteral(" MB/s");
    }

    const char* kindName(InterfaceLink::Kind kind)
    {
        switch (kind) {
        case InterfaceLink::Kind::Pcie:
            return "pcie";
        case InterfaceLink::Kind::Sata:
            return "sata";
        case InterfaceLink::Kind::Usb:
            return "usb";
        case InterfaceLink::Kind::None:
            break;
        }
        return "none";
    }

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
                const QString speed = readLine(dir + QStringLiteral("/current_link_speed"));
                if (speed.isEmpty())
                    continue;
                InterfaceLink link;
                link.kind = InterfaceLink::Kind::Pcie;
                link.speed = leadingNumber(speed);
                link.maxSpeed = leadingNumber(readLine(dir + QStringLiteral("/max_link_speed")));
                link.width
                    = static_cast<unsigned>(leadingNumber(readLine(dir + QStringLiteral("/current_link_width"))));
                link.maxWidth = static_cast<unsigned>(leadingNumber(readLine(dir + QStringLiteral("/max_link_width"))));
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
                const QString speed = readLine(attributes + QStringLiteral("/sata_spd"));
                if (speed.isEmpty())
                    continue;
                InterfaceLink link;
                link.kind = InterfaceLink::Kind::Sata;
                link.speed = leadingNumber(speed);
                link.maxSpeed = leadingNumber(readLine(attributes + QStringLiteral("/hw_sata_spd_limit")));
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
            const QString speed = readLine(dir + QStringLiteral("/speed"));
            if (speed.isEmpty())
                continue;
            if (link.kind == InterfaceLink::Kind::None) { // the drive's own USB device
                link.kind = InterfaceLink::Kind::Usb;
                link.speed = leadingNumber(speed);
                link.usbVersion = readLine(dir + QStringLiteral("/version"));
            }
            if (rootHub.match(QFileInfo(dir).fileName()).hasMatch()) { // the bus it is on
                link.maxSpeed = leadingNumber(speed);
                break;
            }
        }
        return link;
    }
}

double InterfaceLink::ceilingMegabytesPerSecond() const { return known() ? ceilingOf(kind, speed, width) : 0; }

double InterfaceLink::maxCeilingMegabytesPerSecond() const
{
    if (!known())
        return 0;
    return std::max(ceilingMegabytesPerSecond(), ceilingOf(kind, maxSpeed, std::max(width, maxWidth)));
}

bool InterfaceLink::degraded() const
{
    if (!known())
        return false;
    switch (kind) {
    case Kind::Pcie:
        return (maxSpeed > 0 && speed < maxSpeed) || (maxWidth > 0 && width < maxWidth);
    case Kind::Sata:
        return maxSpeed > 0 && speed < maxSpeed;
    case Kind::Usb:
        // A USB 3 device on a USB 2 port, hub or cable.
        return leadingNumber(usbVersion) >= 3 && speed < 5000;
    case Kind::None:
        break;
    }
    return false;
}

QString InterfaceLink::describe(bool translated) const
{
    auto words = [translated](const char* source) { return wording(translated, "ds::InterfaceLink", source); };
    auto number = [translated](double value) { return wordingNumber(translated, value); };
    const QString ceiling = rate(translated, ceilingMegabytesPerSecond());
    switch (kind) {
    case Kind::Pcie:
        if (!known())
            break;
        if (degraded())
            return words(QT_TRANSLATE_NOOP("ds::InterfaceLink", "PCIe %1 x%2 (the drive can do %3 x%4), %5"))
                .arg(pcieGeneration(speed))
                .arg(width)
                .arg(pcieGeneration(std::max(speed, maxSpeed)))
                .arg(std::max(width, maxWidth))
                .arg(ceiling);
        return words(QT_TRANSLATE_NOOP("ds::InterfaceLink", "PCIe %1 x%2, %3"))
            .arg(pcieGeneration(speed))
            .arg(width)
            .arg(ceiling);
    case Kind::Sata:
        if (!known())
            break;
        if (degraded())
            return words(QT_TRANSLATE_NOOP("ds::InterfaceLink", "SATA %1 Gbit/s (the port can do %2), %3"))
                .arg(number(speed), number(maxSpeed), ceiling);
        return words(QT_TRANSLATE_NOOP("ds::InterfaceLink", "SATA %1 Gbit/s, %2")).arg(number(speed), ceiling);
    case Kind::Usb:
        if (!known())
            break;
        if (degraded())
            return words(QT_TRANSLATE_NOOP("ds::InterfaceLink", "USB at %1 Mbit/s, a USB %2 device held to USB 2, %3"))
                .arg(number(speed), usbVersion, ceiling);
        if (speed >= 1000)
            return words(QT_TRANSLATE_NOOP("ds::InterfaceLink", "USB at %1 Gbit/s, %2"))
                .arg(number(speed / 1000), ceiling);
        return words(QT_TRANSLATE_NOOP("ds::InterfaceLink", "USB at %1 Mbit/s, %2")).arg(number(speed), ceiling);
    case Kind::None:
        break;
    }
    return words(QT_TRANSLATE_NOOP("ds::InterfaceLink", "no link of its own, no ceiling"));
}

QString InterfaceLink::summary() const
{
    if (!known())
        return QString();
    switch (kind) {
    case Kind::Pcie:
        return QStringLiteral("PCIe %1 x%2").arg(pcieGeneration(speed)).arg(width);
    case Kind::Sata:
        return QStringLiteral("SATA %1 Gbit/s").arg(speed);
    case Kind::Usb:
        return speed >= 1000 ? QStringLiteral("USB %1 Gbit/s").arg(speed / 1000)
                             : QStringLiteral("USB %1 Mbit/s").arg(speed);
    case Kind::None:
        break;
    }
    return QString();
}

QJsonObject InterfaceLink::toJson() const
{
    QJsonObject object { { QStringLiteral("kind"), QString::fromLatin1(kindName(kind)) } };
    if (kind == Kind::None)
        return object;
    object.insert(QStringLiteral("speed"), speed);
    object.insert(QStringLiteral("maxSpeed"), maxSpeed);
    if (kind == Kind::Pcie) {
        object.insert(QStringLiteral("width"), static_cast<int>(width));
        object.insert(QStringLiteral("maxWidth"), static_cast<int>(maxWidth));
    }
    if (kind == Kind::Usb)
        object.insert(QStringLiteral("usbVersion"), usbVersion);
    // For readers of the file; recomputed from the fields above when loaded.
    object.insert(QStringLiteral("ceilingMegabytesPerSecond"), ceilingMegabytesPerSecond());
    return object;
}

InterfaceLink InterfaceLink::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    InterfaceLink link;
    const QString kind = in.string(QStringLiteral("kind"), QStringLiteral("none"));
    if (kind == QLatin1String("pcie"))
        link.kind = Kind::Pcie;
    else if (kind == QLatin1String("sata"))
        link.kind = Kind::Sata;
    else if (kind == QLatin1String("usb"))
        link.kind = Kind::Usb;
    else if (kind != QLatin1String("none"))
        in.fail(QStringLiteral("kind"), QStringLiteral("\"%1\" is not pcie, sata, usb or none").arg(kind));
    link.speed = in.number(QStringLiteral("speed"));
    link.maxSpeed = in.number(QStringLiteral("maxSpeed"));
    if (link.speed < 0 || link.maxSpeed < 0)
        in.fail(QStringLiteral("speed"), QStringLiteral("must not be negative"));
    link.width = in.count(QStringLiteral("width"), 0, 64);
    link.maxWidth = in.count(QStringLiteral("maxWidth"), 0, 64);
    link.usbVersion = in.string(QStringLiteral("usbVersion"));
    return link;
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
