#pragma once

#include "model/displayunit.h"

#include <QCoreApplication>
#include <QString>

namespace ds {

// The units an image or page writes, in the window's language, from this one place: an export in
// Russian said "МБ/с" in its stats box and "MB/s" on its axis.
class UnitNames {
    Q_DECLARE_TR_FUNCTIONS(UnitNames)
public:
    static QString of(DisplayUnit unit); // "MB/s", "GB/s", "IOPS", "µs"
    static QString megabytesPerSecond() { return of(DisplayUnit::MegabytesPerSecond); }
    static QString milliseconds();
    static QString megabytes();
    static QString gigabytes();
    static QString terabytes();
    // A unit as the model writes it ("MB/s", "ms", "GB", "µs", "IOPS", "°C", "%"), translated; others as
    // they are.
    static QString translated(const QString& modelUnit);
    // The same for every unit inside a title: "Transfer rate (MB/s)" → "… (МБ/с)".
    static QString translateUnitsIn(QString title);
};

} // namespace ds
