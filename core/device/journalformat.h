#pragma once

#include "model/targetinfo.h"
#include "model/usererror.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <cerrno>
#include <cstdint>
#include <cstring>
#include <sys/types.h>

// The write journal's file format, shared by the writer (writejournal.cpp) and the replay at start
// (journalreplay.cpp); not for use elsewhere.
namespace ds::journal {

inline constexpr qint64 kHeaderBytes = 4096;
inline constexpr qint64 kEntryHeaderOffset = kHeaderBytes;
inline constexpr qint64 kEntryDataOffset = 2 * kHeaderBytes;
// Version 2 writes an empty entry at creation and syncs a block's data before its entry, so
// every record of a journal must check out; version 1 (read only) did neither.
inline const QByteArray kFileMagic = QByteArrayLiteral("DRIVESCOPE-JOURNAL 2\n");
inline const QByteArray kFileMagicV1 = QByteArrayLiteral("DRIVESCOPE-JOURNAL 1\n");
inline const QByteArray kEntryMagic = QByteArrayLiteral("DRIVESCOPE-ENTRY 1\n");

bool fullWrite(int fd, const char* data, size_t bytes, off_t offset);

bool fullRead(int fd, char* data, size_t bytes, off_t offset);

bool syncDirectory(const QString& directory);

// A header block: magic line, compact JSON, NUL padding to 4 KiB. The JSON carries "check", the
// SHA-256 of itself without that field, so a torn or foreign block is recognised.
QByteArray headerBlock(const QByteArray& magic, QJsonObject object);

// The JSON of a header block whose magic and check are right; an empty object otherwise.
QJsonObject parseHeaderBlock(const QByteArray& block, const QByteArray& magic);

QByteArray entryBlock(uint64_t sequence, const QString& state, uint64_t offset, uint32_t length, uint64_t patternSeed,
    const QByteArray& dataHash);

// What a symbolic link holds, exactly (not resolved further); empty when it is not one.
QString linkTarget(const QString& link);

// The device a damaged header probably names, for the message only: "/dev/sdb", else empty.
QString deviceNamedIn(const QByteArray& header);

// "rewrite-loop5-1764640000000.journal.link" -> "/dev/loop5": what the link's name says.
QString deviceNamedInLink(const QString& linkName);

QJsonObject deviceIdentity(const TargetInfo& info);

} // namespace ds::journal
