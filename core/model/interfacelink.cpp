#include "model/interfacelink.h"

#include "model/jsonreader.h"
#include "model/wording.h"

#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace ds {

double leadingNumber(const QString& text)
{
    static const QRegularExpression number(QStringLiteral("^\\s*([0-9]+(?:\\.[0-9]+)?)"));
    const QRegularExpressionMatch match = number.match(text);
    return match.hasMatch() ? match.captured(1).toDouble() : 0;
}

namespace {
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

} // namespace ds
