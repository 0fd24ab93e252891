#include "device/journalformat.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>

#include <fcntl.h>
#include <unistd.h>

namespace ds::journal {

bool fullWrite(int fd, const char* data, size_t bytes, off_t offset)
{
    while (bytes > 0) {
        const ssize_t done = pwrite(fd, data, bytes, offset);
        if (done < 0 && errno == EINTR)
            continue;
        if (done <= 0)
            return false;
        data += done;
        bytes -= static_cast<size_t>(done);
        offset += done;
    }
    return true;
}

bool fullRead(int fd, char* data, size_t bytes, off_t offset)
{
    while (bytes > 0) {
        const ssize_t done = pread(fd, data, bytes, offset);
        if (done < 0 && errno == EINTR)
            continue;
        if (done <= 0)
            return false;
        data += done;
        bytes -= static_cast<size_t>(done);
        offset += done;
    }
    return true;
}

bool syncDirectory(const QString& directory)
{
    const int fd = ::open(QFile::encodeName(directory).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0)
        return false;
    const bool ok = fsync(fd) == 0;
    ::close(fd);
    return ok;
}

// A header block: magic line, compact JSON, NUL padding to 4 KiB. The JSON carries "check", the
// SHA-256 of itself without that field, so a torn or foreign block is recognised.
QByteArray headerBlock(const QByteArray& magic, QJsonObject object)
{
    object.remove(QStringLiteral("check"));
    const QByteArray body = QJsonDocument(object).toJson(QJsonDocument::Compact);
    object.insert(QStringLiteral("check"),
        QString::fromLatin1(QCryptographicHash::hash(body, QCryptographicHash::Sha256).toHex()));
    QByteArray block = magic + QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n';
    block.resize(kHeaderBytes, '\0');
    return block;
}

// The JSON of a header block whose magic and check are right; an empty object otherwise.
QJsonObject parseHeaderBlock(const QByteArray& block, const QByteArray& magic)
{
    if (!block.startsWith(magic))
        return {};
    const qsizetype end = block.indexOf('\n', magic.size());
    if (end < 0)
        return {};
    QJsonParseError parseError {};
    QJsonObject object = QJsonDocument::fromJson(block.mid(magic.size(), end - magic.size()), &parseError).object();
    if (parseError.error != QJsonParseError::NoError)
        return {};
    const QString check = object.take(QStringLiteral("check")).toString();
    const QByteArray body = QJsonDocument(object).toJson(QJsonDocument::Compact);
    if (check != QString::fromLatin1(QCryptographicHash::hash(body, QCryptographicHash::Sha256).toHex()))
        return {};
    return object;
}

QByteArray entryBlock(uint64_t sequence, const QString& state, uint64_t offset, uint32_t length, uint64_t patternSeed,
    const QByteArray& dataHash)
{
    return headerBlock(kEntryMagic,
        QJsonObject {
            { QStringLiteral("sequence"), static_cast<qint64>(sequence) },
            { QStringLiteral("state"), state },
            { QStringLiteral("offset"), static_cast<qint64>(offset) },
            { QStringLiteral("length"), static_cast<qint64>(length) },
            { QStringLiteral("patternSeed"), QString::number(patternSeed) },
            { QStringLiteral("dataSha256"), QString::fromLatin1(dataHash.toHex()) },
        });
}

// What a symbolic link holds, exactly (not resolved further); empty when it is not one.
QString linkTarget(const QString& link)
{
    QByteArray buffer(4096, '\0');
    const ssize_t size = readlink(QFile::encodeName(link).constData(), buffer.data(), buffer.size());
    return size > 0 && size < buffer.size() ? QFile::decodeName(buffer.left(size)) : QString();
}

// The device a damaged header probably names, for the message only: "/dev/sdb", else empty.
QString deviceNamedIn(const QByteArray& header)
{
    const qsizetype at = header.indexOf("\"path\":\"");
    if (at < 0)
        return {};
    const qsizetype start = at + 8;
    const qsizetype end = header.indexOf('"', start);
    const QString path = QString::fromUtf8(header.mid(start, end - start));
    return end > start && end - start < 256 && path.startsWith(QLatin1String("/dev/")) ? path : QString();
}

// "rewrite-loop5-1764640000000.journal.link" -> "/dev/loop5": what the link's name says.
QString deviceNamedInLink(const QString& linkName)
{
    const QString stem = linkName.section(QLatin1Char('.'), 0, 0);
    if (!stem.startsWith(QLatin1String("rewrite-")))
        return {};
    return QStringLiteral("/dev/") + stem.mid(8).section(QLatin1Char('-'), 0, -2);
}

QJsonObject deviceIdentity(const TargetInfo& info)
{
    QJsonObject identity {
        { QStringLiteral("path"), info.path },
        { QStringLiteral("sizeBytes"), static_cast<qint64>(info.sizeBytes) },
        { QStringLiteral("logicalSectorBytes"), static_cast<qint64>(info.logicalSectorBytes) },
    };
    if (info.drive) {
        identity.insert(QStringLiteral("serial"), info.drive->serial);
        identity.insert(QStringLiteral("model"), info.drive->model);
        identity.insert(QStringLiteral("backingFile"), info.drive->backingFile);
    }
    return identity;
}

} // namespace ds::journal
