#pragma once

#include <QJsonObject>
#include <QString>

namespace ds {

// The link a drive is attached by, as sysfs tells it without root: the PCIe link of an NVMe drive's
// controller, the SATA link of its port, the USB speed of a USB drive. Its ceiling is what the link
// can carry after line encoding; a transfer rate above it came from a cache, not through the link.
struct InterfaceLink {
    enum class Kind { None, Pcie, Sata, Usb };
    Kind kind = Kind::None;
    double speed = 0; // now: PCIe GT/s per lane, SATA Gbit/s, USB Mbit/s; 0 when unknown
    double maxSpeed = 0; // the best the link could do (PCIe: the device's, SATA: the port's, USB: the bus's)
    unsigned width = 0; // PCIe lanes now …
    unsigned maxWidth = 0; // … and at most
    QString usbVersion; // USB: the device's bcdUSB ("3.20")

    bool known() const { return kind != Kind::None && speed > 0; }
    // Payload MB/s after line encoding (8b/10b, 128b/130b, 128b/132b); 0 when unknown.
    double ceilingMegabytesPerSecond() const;
    double maxCeilingMegabytesPerSecond() const;
    // Slower or narrower than it could be: a Gen4 drive in a Gen3 slot, x2 of x4, SATA at 3 Gbit/s.
    bool degraded() const;
    // "PCIe 4.0 x4, 7.9 GB/s", "SATA 6 Gbit/s, 600 MB/s", "USB 3 at 5 Gbit/s, 500 MB/s"; with what it could
    // be when degraded: "PCIe 3.0 x2 (the drive can do 4.0 x4), 2.0 GB/s". English for files and the CLI,
    // or translated.
    QString describe(bool translated = false) const;
    // Short, for a table: "PCIe 4.0 x4", "SATA 6 Gbit/s", "USB 5 Gbit/s"; empty when there is no link.
    QString summary() const;

    QJsonObject toJson() const;
    static InterfaceLink fromJson(const QJsonObject& object); // throws UserError naming the bad field
};

// The leading number of a sysfs speed ("16.0 GT/s PCIe", "6.0 Gbps", "5000"); 0 for "Unknown", "<unknown>".
double leadingNumber(const QString& text);

} // namespace ds
