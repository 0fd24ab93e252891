#include "device/targetcaveats.h"

#include "device/sysfs.h"

#include <QDir>

namespace ds {

namespace {
    // dm-crypt anywhere between the target and the disk: the device itself or what it sits on.
    bool onDmCrypt(const QString& deviceName, int depth = 0)
    {
        if (deviceName.isEmpty() || depth > 8)
            return false;
        if (isDmCrypt(deviceName))
            return true;
        const QStringList below = QDir(QStringLiteral("/sys/class/block/%1/slaves").arg(deviceName))
                                      .entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        for (const QString& name : below)
            if (onDmCrypt(name, depth + 1))
                return true;
        return false;
    }
}

std::vector<Caveat> targetCaveats(const TargetInfo& target, bool writes)
{
    return caveatsOfTarget(target, writes, target.drive && onDmCrypt(target.drive->name));
}

} // namespace ds
