#include "model/caveats.h"

#include "model/deviceaccounting.h"
#include "model/jsonreader.h"
#include "model/temperature.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <initializer_list>

namespace ds {

namespace {
    // Every text a caveat is made from, English as stored; the window translates them at display.
    constexpr const char* kTestFileText = QT_TRANSLATE_NOOP(
        "ds::Caveat", "a test file on a filesystem, not the raw device: the filesystem is measured too");
    constexpr const char* kTestFileOnText
        = QT_TRANSLATE_NOOP("ds::Caveat", "a test file on %1, not the raw device: the filesystem is measured too");
    constexpr const char* kCowText
        = QT_TRANSLATE_NOOP("ds::Caveat", "%1 copies on write and may compress: the figures differ from the drive's");
    constexpr const char* kMemoryFilesystemText
        = QT_TRANSLATE_NOOP("ds::Caveat", "%1 keeps its files in memory: the figures are the memory's, not a drive's");
    constexpr const char* kNetworkFilesystemText = QT_TRANSLATE_NOOP(
        "ds::Caveat", "%1 is a network filesystem: the network and the server are part of the figures");
    constexpr const char* kPageCacheText = QT_TRANSLATE_NOOP("ds::Caveat",
        "O_DIRECT was not possible: I/O went through the page cache, so the figures show memory more than the drive");
    constexpr const char* kDmCryptText = QT_TRANSLATE_NOOP(
        "ds::Caveat", "%1 is encrypted with dm-crypt/LUKS: the CPU's cipher speed is part of the figures");
    // %1 the array, %2 its level ("raid5"), %3 the disks missing, %4 the disks it should have.
    constexpr const char* kDegradedArrayText = QT_TRANSLATE_NOOP("ds::Caveat",
        "%1 is a degraded %2 array, %3 of its %4 disks missing: the figures are not those of the whole array");
    constexpr const char* kDegradedArrayUncountedText = QT_TRANSLATE_NOOP("ds::Caveat",
        "%1 is a degraded %2 array, %3 of its disks missing: the figures are not those of the whole array");
    // %1 the array, %2 md's sync action ("resync", "recover", "check", "reshape"), %3 percent done.
    constexpr const char* kArraySyncText = QT_TRANSLATE_NOOP("ds::Caveat",
        "%1 was running an md %2 when the run began (%3 % done): the sync shares the disks with the test");
    constexpr const char* kArraySyncUndoneText = QT_TRANSLATE_NOOP(
        "ds::Caveat", "%1 was running an md %2 when the run began: the sync shares the disks with the test");
    // %1 the device: a run on several drives has a caveat for each.
    constexpr const char* kWriteBackText = QT_TRANSLATE_NOOP(
        "ds::Caveat", "write cache of %1: write back; writes may be acknowledged from the drive's cache");
    constexpr const char* kWriteCacheText = QT_TRANSLATE_NOOP("ds::Caveat", "write cache of %1: %2");
    // As runs saved before the caveat named its drive wrote it.
    constexpr const char* kUnnamedWriteBackText
        = QT_TRANSLATE_NOOP("ds::Caveat", "write cache: write back; writes may be acknowledged from the drive's cache");
    constexpr const char* kUnnamedWriteCacheText = QT_TRANSLATE_NOOP("ds::Caveat", "write cache: %1");
    constexpr const char* kOtherIoText = QT_TRANSLATE_NOOP(
        "ds::Caveat", "other I/O on %1 during the run: %2 MB read and %3 MB written beyond this run's own");
    constexpr const char* kAboveLinkText = QT_TRANSLATE_NOOP(
        "ds::Caveat", "%1 MB/s is more than %2 carries (%3 MB/s): that figure came from a cache, not through the link");
    // %1 the device, %2 its share in percent, %3 the bytes the run claims ("1.07 GB"), %4 the filesystem.
    constexpr const char* kUnconfirmedReadCacheText = QT_TRANSLATE_NOOP("ds::Caveat",
        "%1 counted only %2 % of the %3 this run read: the page cache served the rest, so the figures show memory "
        "more than the drive");
    constexpr const char* kUnconfirmedReadFilesystemText = QT_TRANSLATE_NOOP("ds::Caveat",
        "%1 counted only %2 % of the %3 this run read: %4 likely compressed or deduplicated the data, so the figures "
        "show the filesystem more than the drive");
    constexpr const char* kUnconfirmedReadElsewhereText = QT_TRANSLATE_NOOP("ds::Caveat",
        "%1 counted only %2 % of the %3 this run read: a cache above the drive or unwritten blocks likely answered the "
        "rest, so the figures are not the drive's");
    constexpr const char* kUnconfirmedWriteCacheText = QT_TRANSLATE_NOOP("ds::Caveat",
        "%1 counted only %2 % of the %3 this run wrote: the page cache likely holds the rest, so the figures show "
        "memory more than the drive");
    constexpr const char* kUnconfirmedWriteFilesystemText = QT_TRANSLATE_NOOP("ds::Caveat",
        "%1 counted only %2 % of the %3 this run wrote: %4 likely compressed or deduplicated the data, so the figures "
        "show the filesystem more than the drive");
    constexpr const char* kUnconfirmedWriteElsewhereText = QT_TRANSLATE_NOOP("ds::Caveat",
        "%1 counted only %2 % of the %3 this run wrote: zero or repetitive data was likely compressed or skipped "
        "below, so the figures are not the drive's");
    // %1 the device, %2 the temperature ("50 °C"), %3 the longest wait in seconds, %4 how often, %5 the warmest.
    constexpr const char* kCoolTemperatureText = QT_TRANSLATE_NOOP("ds::Caveat",
        "%1 did not cool below %2 within %3 s (waits that reached that limit: %4; warmest %5): those tests started "
        "warm");
    // %1 the device, %2 the idle time, %3 the longest wait, %4 how often.
    constexpr const char* kCoolIdleText = QT_TRANSLATE_NOOP("ds::Caveat",
        "%1 was not idle for %2 s within %3 s (waits that reached that limit: %4): I/O went on right before those "
        "tests");
    // %1 why the drive has no sensor.
    constexpr const char* kCoolNoSensorText = QT_TRANSLATE_NOOP("ds::Caveat", "no cool-down below a temperature: %1");

    struct CaveatTemplate {
        const char* code;
        const char* source;
    };
    // Those without a placeholder first, so that a fixed text is not taken for a filled-in one.
    constexpr CaveatTemplate kCaveatTemplates[] = {
        { "test-file", kTestFileText },
        { "test-file", kTestFileOnText },
        { "cow-filesystem", kCowText },
        { "memory-filesystem", kMemoryFilesystemText },
        { "network-filesystem", kNetworkFilesystemText },
        { "page-cache", kPageCacheText },
        { "dm-crypt", kDmCryptText },
        { "degraded-array", kDegradedArrayText },
        { "degraded-array", kDegradedArrayUncountedText },
        { "array-sync", kArraySyncText },
        { "array-sync", kArraySyncUndoneText },
        { "write-cache", kUnnamedWriteBackText },
        { "write-cache", kWriteBackText },
        { "write-cache", kWriteCacheText },
        { "write-cache", kUnnamedWriteCacheText },
        { "other-io", kOtherIoText },
        { "above-link", kAboveLinkText },
        { "unconfirmed-io", kUnconfirmedReadCacheText },
        { "unconfirmed-io", kUnconfirmedReadElsewhereText },
        { "unconfirmed-io", kUnconfirmedWriteCacheText },
        { "unconfirmed-io", kUnconfirmedWriteElsewhereText },
        { "unconfirmed-io", kUnconfirmedReadFilesystemText },
        { "unconfirmed-io", kUnconfirmedWriteFilesystemText },
        { "cool-down", kCoolTemperatureText },
        { "cool-down", kCoolIdleText },
        { "cool-down", kCoolNoSensorText },
    };

    QString english(const char* source) { return QString::fromUtf8(source); }
}

QString Caveat::translatedText() const
{
    static const QRegularExpression placeholder(QStringLiteral("\\\\%[1-9]"));
    for (const CaveatTemplate& candidate : kCaveatTemplates) {
        if (code != QLatin1String(candidate.code))
            continue;
        // The template as a pattern: every %N (in order, as all templates use them) captures its part.
        QString pattern = QRegularExpression::escape(english(candidate.source));
        pattern.replace(placeholder, QStringLiteral("(.+)"));
        const QRegularExpression whole(QRegularExpression::anchoredPattern(pattern));
        const QRegularExpressionMatch match = whole.match(text);
        if (!match.hasMatch())
            continue;
        QString translated = QCoreApplication::translate("ds::Caveat", candidate.source);
        switch (match.lastCapturedIndex()) {
        case 0:
            return translated;
        case 1:
            return translated.arg(match.captured(1));
        case 2:
            return translated.arg(match.captured(1), match.captured(2));
        case 3:
            return translated.arg(match.captured(1), match.captured(2), match.captured(3));
        case 4:
            return translated.arg(match.captured(1), match.captured(2), match.captured(3), match.captured(4));
        default:
            return translated.arg(
                match.captured(1), match.captured(2), match.captured(3), match.captured(4), match.captured(5));
        }
    }
    return text;
}

QJsonObject Caveat::toJson() const
{
    return QJsonObject { { QStringLiteral("code"), code }, { QStringLiteral("text"), text } };
}

Caveat Caveat::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    return Caveat { in.string(QStringLiteral("code")), in.string(QStringLiteral("text")) };
}

std::optional<Caveat> linkCeilingCaveat(const TargetInfo& target, double peakMegabytesPerSecond)
{
    if (!target.drive || !target.drive->link.known())
        return std::nullopt;
    const InterfaceLink& link = target.drive->link;
    const double ceiling = link.ceilingMegabytesPerSecond();
    // Bytes cannot cross a link faster than it carries them, and a rate is timed from the first
    // submission to the last completion: above the ceiling, they never crossed it.
    if (ceiling <= 0 || peakMegabytesPerSecond <= ceiling)
        return std::nullopt;
    return Caveat { QStringLiteral("above-link"),
        english(kAboveLinkText)
            .arg(QString::number(peakMegabytesPerSecond, 'f', 0), link.summary(), QString::number(ceiling, 'f', 0)) };
}

std::vector<Caveat> caveatsOfTarget(const TargetInfo& target, bool writes, bool dmCryptBelow)
{
    std::vector<Caveat> caveats;
    if (target.kind == TargetInfo::Kind::TestFile)
        caveats.push_back({ QStringLiteral("test-file"),
            target.filesystem.isEmpty() ? english(kTestFileText) : english(kTestFileOnText).arg(target.filesystem) });
    const auto onFilesystem = [&](std::initializer_list<const char*> names) {
        return std::any_of(
            names.begin(), names.end(), [&](const char* name) { return target.filesystem == QLatin1String(name); });
    };
    if (onFilesystem({ "btrfs", "zfs" }))
        caveats.push_back({ QStringLiteral("cow-filesystem"), english(kCowText).arg(target.filesystem) });
    // Linux 6.6 and later take O_DIRECT on tmpfs, so the page-cache caveat does not catch it.
    if (onFilesystem({ "tmpfs", "ramfs" }))
        caveats.push_back(
            { QStringLiteral("memory-filesystem"), english(kMemoryFilesystemText).arg(target.filesystem) });
    if (onFilesystem({ "nfs", "cifs", "smb2" }))
        caveats.push_back(
            { QStringLiteral("network-filesystem"), english(kNetworkFilesystemText).arg(target.filesystem) });
    if (!target.directIo)
        caveats.push_back({ QStringLiteral("page-cache"), english(kPageCacheText) });
    if (target.drive) {
        if (dmCryptBelow || target.drive->transport == QLatin1String("crypt"))
            caveats.push_back({ QStringLiteral("dm-crypt"), english(kDmCryptText).arg(target.drive->name) });
        if (const std::optional<ArrayFacts>& array = target.drive->array;
            array && array->kind == ArrayFacts::Kind::Md) {
            const QString& device = target.drive->name;
            const QString level = array->level.isEmpty() ? QStringLiteral("md") : array->level;
            if (array->degraded())
                caveats.push_back({ QStringLiteral("degraded-array"),
                    array->raidDisks
                        ? english(kDegradedArrayText)
                              .arg(device, level)
                              .arg(*array->degradedDisks)
                              .arg(*array->raidDisks)
                        : english(kDegradedArrayUncountedText).arg(device, level).arg(*array->degradedDisks) });
            if (array->syncing())
                caveats.push_back({ QStringLiteral("array-sync"),
                    array->syncDone
                        ? english(kArraySyncText).arg(device, array->syncAction).arg(std::round(*array->syncDone * 100))
                        : english(kArraySyncUndoneText).arg(device, array->syncAction) });
        }
        const QString cache = target.drive->writeCache;
        if (!cache.isEmpty()) {
            const bool writeBack = cache == QLatin1String("write back");
            const QString& device = target.drive->name;
            caveats.push_back({ QStringLiteral("write-cache"),
                writeBack && writes ? english(kWriteBackText).arg(device)
                                    : english(kWriteCacheText).arg(device, cache) });
        }
    }
    return caveats;
}

Caveat otherIoCaveat(const QString& device, uint64_t extraReadBytes, uint64_t extraWriteBytes)
{
    return Caveat { QStringLiteral("other-io"),
        english(kOtherIoText)
            .arg(device)
            .arg(static_cast<double>(extraReadBytes) / 1e6, 0, 'f', 1)
            .arg(static_cast<double>(extraWriteBytes) / 1e6, 0, 'f', 1) };
}

Caveat unconfirmedIoCaveat(const QString& device, double share, uint64_t claimedBytes, bool write,
    UnconfirmedReason reason, const QString& filesystem)
{
    const char* source = nullptr;
    switch (reason) {
    case UnconfirmedReason::PageCache:
        source = write ? kUnconfirmedWriteCacheText : kUnconfirmedReadCacheText;
        break;
    case UnconfirmedReason::Filesystem:
        source = write ? kUnconfirmedWriteFilesystemText : kUnconfirmedReadFilesystemText;
        break;
    case UnconfirmedReason::Elsewhere:
        source = write ? kUnconfirmedWriteElsewhereText : kUnconfirmedReadElsewhereText;
        break;
    }
    QString text
        = english(source).arg(device, QString::number(share * 100, 'f', 1), formatAccountedBytes(claimedBytes));
    if (reason == UnconfirmedReason::Filesystem)
        text = text.arg(filesystem);
    return Caveat { QStringLiteral("unconfirmed-io"), text };
}

Caveat coolDownTemperatureCaveat(
    const QString& device, double belowCelsius, double limitSeconds, unsigned times, double warmestCelsius)
{
    return Caveat { QStringLiteral("cool-down"),
        english(kCoolTemperatureText)
            .arg(device, formatCelsius(belowCelsius), QString::number(limitSeconds), QString::number(times),
                formatCelsius(warmestCelsius)) };
}

Caveat coolDownIdleCaveat(const QString& device, double idleSeconds, double limitSeconds, unsigned times)
{
    return Caveat { QStringLiteral("cool-down"),
        english(kCoolIdleText)
            .arg(device, QString::number(idleSeconds), QString::number(limitSeconds), QString::number(times)) };
}

Caveat coolDownNoSensorCaveat(const QString& reason)
{
    return Caveat { QStringLiteral("cool-down"), english(kCoolNoSensorText).arg(reason) };
}

} // namespace ds
