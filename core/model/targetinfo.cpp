#include "model/targetinfo.h"

#include "model/jsonreader.h"
#include "model/usererror.h"

#include <QJsonArray>

namespace ds {

QString TargetInfo::testFileFolder() const
{
    if (kind != Kind::TestFile || imported || !path.startsWith(QLatin1Char('/')))
        return QString();
    const qsizetype slash = path.lastIndexOf(QLatin1Char('/'));
    return slash == 0 ? QStringLiteral("/") : path.left(slash);
}

QJsonObject TargetInfo::toJson() const
{
    QJsonObject object {
        { QStringLiteral("kind"), kindName() },
        { QStringLiteral("path"), path },
        { QStringLiteral("sizeBytes"), static_cast<qint64>(sizeBytes) },
        { QStringLiteral("logicalSectorBytes"), static_cast<qint64>(logicalSectorBytes) },
        { QStringLiteral("physicalSectorBytes"), static_cast<qint64>(physicalSectorBytes) },
        { QStringLiteral("directIo"), directIo },
        { QStringLiteral("writable"), writable },
        { QStringLiteral("notes"), QJsonArray::fromStringList(notes) },
    };
    if (!filesystem.isEmpty())
        object.insert(QStringLiteral("filesystem"), filesystem);
    if (drive)
        object.insert(QStringLiteral("drive"), drive->toJson());
    if (imported)
        object.insert(QStringLiteral("imported"), true);
    return object;
}

TargetInfo TargetInfo::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    TargetInfo info;
    const QString kind = in.string(QStringLiteral("kind"), QStringLiteral("device"));
    if (kind != QLatin1String("device") && kind != QLatin1String("file"))
        in.fail(QStringLiteral("kind"), QStringLiteral("expected \"device\" or \"file\", found \"%1\"").arg(kind));
    info.kind = kind == QLatin1String("device") ? Kind::BlockDevice : Kind::TestFile;
    info.path = in.string(QStringLiteral("path"));
    info.sizeBytes = in.whole(QStringLiteral("sizeBytes"));
    info.logicalSectorBytes = in.count(QStringLiteral("logicalSectorBytes"), 512);
    info.physicalSectorBytes = in.count(QStringLiteral("physicalSectorBytes"), 512);
    info.directIo = in.boolean(QStringLiteral("directIo"), true);
    info.writable = in.boolean(QStringLiteral("writable"));
    info.filesystem = in.string(QStringLiteral("filesystem"));
    info.notes = in.strings(QStringLiteral("notes"));
    if (in.has(QStringLiteral("drive")))
        info.drive = in.read<DriveFacts>(QStringLiteral("drive"));
    info.imported = in.boolean(QStringLiteral("imported"));
    return info;
}

} // namespace ds
