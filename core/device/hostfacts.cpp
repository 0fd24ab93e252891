#include "device/hostfacts.h"

#include <QFile>
#include <QSysInfo>

#include <thread>

namespace ds {

namespace {
    QString firstLineValue(const QString& path, const QString& key)
    {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return {};
        // /proc files report a size of zero: read them whole rather than line by line to an end.
        const QList<QByteArray> lines = file.readAll().split('\n');
        for (const QByteArray& bytes : lines) {
            const QString line = QString::fromUtf8(bytes);
            if (line.startsWith(key)) {
                const qsizetype colon = line.indexOf(QLatin1Char(':'));
                if (colon >= 0)
                    return line.mid(colon + 1).trimmed();
            }
        }
        return {};
    }
}

HostFacts readHostFacts()
{
    HostFacts host;
    host.hostname = QSysInfo::machineHostName();
    host.os = QSysInfo::prettyProductName();
    host.kernel = QSysInfo::kernelVersion();
    host.cpuModel = firstLineValue(QStringLiteral("/proc/cpuinfo"), QStringLiteral("model name"));
    host.cpuCount = std::thread::hardware_concurrency();
    const QString memory = firstLineValue(QStringLiteral("/proc/meminfo"), QStringLiteral("MemTotal"));
    host.memoryBytes = memory.section(QLatin1Char(' '), 0, 0).toULongLong() * 1024;
    return host;
}

} // namespace ds
