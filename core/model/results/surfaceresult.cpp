#include "model/results/surfaceresult.h"

#include "model/fiocommand.h"
#include "model/jsonreader.h"
#include "model/results/ioerrors.h"
#include "model/results/packedzones.h"
#include "model/usererror.h"
#include "model/wording.h"
#include "model/workload.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <span>

namespace ds {

QString SurfacePlan::describe(bool translated) const
{
    auto words = [translated](const char* source) { return wording(translated, "ds::SurfacePlan", source); };
    QString text;
    if (mode == Mode::Full)
        text = (write ? words(QT_TRANSLATE_NOOP("ds::SurfacePlan", "full surface write, %1 zones, QD%2"))
                      : words(QT_TRANSLATE_NOOP("ds::SurfacePlan", "full surface read, %1 zones, QD%2")))
                   .arg(zones)
                   .arg(queueDepth);
    else
        text = (write ? words(QT_TRANSLATE_NOOP("ds::SurfacePlan", "surface write, %1 zones of %2, QD%3"))
                      : words(QT_TRANSLATE_NOOP("ds::SurfacePlan", "surface read, %1 zones of %2, QD%3")))
                   .arg(zones)
                   .arg(formatBinarySize(zoneBytes))
                   .arg(queueDepth);
    // The default request size is the drive's; one the user chose is said.
    if (blockBytes > 0)
        text += words(QT_TRANSLATE_NOOP("ds::SurfacePlan", ", %1 requests")).arg(formatBinarySize(blockBytes));
    return text + describeRange(rangeOffset, rangeLength, translated);
}

QString describeRange(uint64_t offset, uint64_t length, bool translated)
{
    auto words = [translated](const char* source) { return wording(translated, "ds::SurfacePlan", source); };
    if (length > 0 && offset == 0)
        return words(QT_TRANSLATE_NOOP("ds::SurfacePlan", ", the first %1")).arg(formatBinarySize(length));
    if (length > 0 || offset > 0)
        // %1 where the range starts, %2 its length ("the rest" when it runs to the end)
        return words(QT_TRANSLATE_NOOP("ds::SurfacePlan", ", %2 from %1"))
            .arg(formatBinarySize(offset),
                length > 0 ? formatBinarySize(length) : words(QT_TRANSLATE_NOOP("ds::SurfacePlan", "the rest")));
    return QString();
}

QJsonObject SurfacePlan::toJson() const
{
    return QJsonObject {
        { QStringLiteral("mode"), mode == Mode::Full ? QStringLiteral("full") : QStringLiteral("quick") },
        { QStringLiteral("zones"), static_cast<int>(zones) },
        { QStringLiteral("zoneBytes"), static_cast<qint64>(zoneBytes) },
        { QStringLiteral("rangeOffset"), static_cast<qint64>(rangeOffset) },
        { QStringLiteral("rangeLength"), static_cast<qint64>(rangeLength) },
        { QStringLiteral("blockBytes"), static_cast<qint64>(blockBytes) },
        { QStringLiteral("queueDepth"), static_cast<int>(queueDepth) },
        { QStringLiteral("write"), write },
    };
}

double SurfaceResult::minMegabytesPerSecond() const
{
    double lowest = 0;
    for (const SurfaceZone& zone : zones)
        lowest = lowest == 0 ? zone.megabytesPerSecond() : std::min(lowest, zone.megabytesPerSecond());
    return lowest;
}

double SurfaceResult::maxMegabytesPerSecond() const
{
    double highest = 0;
    for (const SurfaceZone& zone : zones)
        highest = std::max(highest, zone.megabytesPerSecond());
    return highest;
}

double SurfaceResult::timedSeconds() const
{
    double seconds = 0;
    for (const SurfaceZone& zone : zones)
        seconds += zone.seconds;
    return seconds;
}

double SurfaceResult::surfaceAverageMegabytesPerSecond() const
{
    if (zones.empty())
        return 0;
    double sum = 0;
    for (const SurfaceZone& zone : zones)
        sum += zone.megabytesPerSecond();
    return sum / static_cast<double>(zones.size());
}

double SurfaceResult::averageMegabytesPerSecond() const
{
    uint64_t bytes = 0;
    for (const SurfaceZone& zone : zones)
        bytes += zone.bytes;
    const double seconds = timedSeconds();
    return seconds > 0 ? static_cast<double>(bytes) / 1e6 / seconds : 0;
}

uint64_t SurfaceResult::errorCount() const
{
    uint64_t errors = 0;
    for (const SurfaceZone& zone : zones)
        errors += zone.errors;
    return errors;
}

QString SurfaceResult::fioCommandForZone(const SurfaceZone& zone) const
{
    WorkloadSpec spec;
    spec.readPercent = plan.write ? 0 : 100;
    // A zone smaller than a request is read as one request of its size.
    spec.blockSizes.front().bytes = static_cast<uint32_t>(std::min<uint64_t>(blockBytes, zone.bytes));
    spec.queueDepth = plan.queueDepth;
    spec.regionOffset = zone.timedOffset;
    spec.regionLength = zone.bytes;
    spec.totalBytes = zone.bytes;
    return fioCommandLine(spec, target, engine);
}

QJsonObject SurfaceZone::toJson(uint64_t targetBytes) const
{
    return QJsonObject {
        { QStringLiteral("index"), static_cast<int>(index) },
        { QStringLiteral("offset"), static_cast<qint64>(offset) },
        { QStringLiteral("positionPercent"),
            targetBytes ? 100.0 * static_cast<double>(offset) / static_cast<double>(targetBytes) : 0.0 },
        { QStringLiteral("timedOffset"), static_cast<qint64>(timedOffset) },
        { QStringLiteral("bytes"), static_cast<qint64>(bytes) },
        { QStringLiteral("seconds"), seconds },
        { QStringLiteral("megabytesPerSecond"), megabytesPerSecond() },
        { QStringLiteral("errors"), static_cast<qint64>(errors) },
    };
}

SurfaceZone SurfaceZone::fromJson(const JsonReader& zone)
{
    SurfaceZone value;
    value.index = zone.count(QStringLiteral("index"));
    value.offset = zone.whole(QStringLiteral("offset"));
    value.timedOffset = zone.whole(QStringLiteral("timedOffset"));
    value.bytes = zone.whole(QStringLiteral("bytes"));
    value.seconds = zone.number(QStringLiteral("seconds"));
    value.errors = zone.whole(QStringLiteral("errors"));
    return value;
}

QJsonObject ZoneAccounting::toJson() const
{
    return QJsonObject { { QStringLiteral("zone"), static_cast<qint64>(zone) },
        { QStringLiteral("deviceAccounting"), accounting.toJson() } };
}

ZoneAccounting ZoneAccounting::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    return ZoneAccounting { in.count(QStringLiteral("zone")),
        in.read<DeviceAccounting>(QStringLiteral("deviceAccounting")) };
}

void SurfaceResult::noteZoneAccounting(unsigned zone, const DeviceAccounting& accounting)
{
    ++accountedZones;
    if (accounting.confirmed())
        return;
    ++unconfirmedZoneCount;
    if (unconfirmedZones.size() < kMaxUnconfirmedZones)
        unconfirmedZones.push_back({ zone, accounting });
}

bool SurfaceResult::zoneConfirmed(unsigned index) const
{
    // The list holds the first unconfirmed zones in scan order; past its end, when it was cut short, a
    // zone is not known to be confirmed.
    if (unconfirmedZoneCount > unconfirmedZones.size()
        && (unconfirmedZones.empty() || index > unconfirmedZones.back().zone))
        return false;
    return std::none_of(unconfirmedZones.begin(), unconfirmedZones.end(),
        [index](const ZoneAccounting& zone) { return zone.zone == index; });
}

QString SurfaceResult::unconfirmedZoneNumbers() const
{
    QStringList listed;
    for (size_t i = 0; i < std::min<size_t>(unconfirmedZones.size(), 10); ++i)
        listed << QString::number(unconfirmedZones[i].zone);
    if (unconfirmedZoneCount > listed.size())
        listed << QStringLiteral("…");
    return listed.join(QStringLiteral(", "));
}

QString SurfaceResult::zoneAccountingSummary(bool translated) const
{
    if (accountedZones == 0)
        return QString();
    auto words = [translated](const char* source) { return wording(translated, "ds::SurfaceResult", source); };
    if (unconfirmedZoneCount == 0)
        // %1 the zones the device counted
        return words(QT_TRANSLATE_NOOP("ds::SurfaceResult", "all %1 zones confirmed by the device"))
            .arg(accountedZones);
    // %1 how many zones, %2 of how many judged, %3 their numbers: "0, 5, 7"
    return words(QT_TRANSLATE_NOOP("ds::SurfaceResult", "%1 of %2 zones not confirmed by the device: %3"))
        .arg(unconfirmedZoneCount)
        .arg(accountedZones)
        .arg(unconfirmedZoneNumbers());
}

QJsonObject SurfaceResult::toJson(bool withZones) const
{
    QJsonArray zoneList;
    for (const SurfaceZone& zone : withZones ? zones : std::span<const SurfaceZone>())
        zoneList.append(zone.toJson(target.sizeBytes));
    QJsonObject object {
        { QStringLiteral("test"), QStringLiteral("surface") },
        { QStringLiteral("plan"), plan.toJson() },
        { QStringLiteral("description"), plan.describe() },
        { QStringLiteral("target"), target.toJson() },
        { QStringLiteral("engine"), engine },
        { QStringLiteral("blockBytes"), static_cast<qint64>(blockBytes) },
        { QStringLiteral("startedAt"), startedAt },
        { QStringLiteral("cancelled"), cancelled },
        { QStringLiteral("minMegabytesPerSecond"), minMegabytesPerSecond() },
        { QStringLiteral("maxMegabytesPerSecond"), maxMegabytesPerSecond() },
        { QStringLiteral("surfaceAverageMegabytesPerSecond"), surfaceAverageMegabytesPerSecond() },
        { QStringLiteral("averageMegabytesPerSecond"), averageMegabytesPerSecond() },
        { QStringLiteral("timedSeconds"), timedSeconds() },
        { QStringLiteral("wallSeconds"), cpu.wallSeconds },
        { QStringLiteral("cpuProcessPercent"), cpu.processPercent },
        { QStringLiteral("cpuSystemBusyPercent"), cpu.systemBusyPercent },
        { QStringLiteral("cpuUserSeconds"), cpu.processUserSeconds },
        { QStringLiteral("cpuSystemSeconds"), cpu.processSystemSeconds },
        { QStringLiteral("errorCount"), static_cast<qint64>(errorCount()) },
        { QStringLiteral("errors"), ioErrorsToJson(errorRecords) },
        { QStringLiteral("stopReason"), stopReason },
        { QStringLiteral("fioCommandFirstZone"), zones.empty() ? QString() : fioCommandForZone(zones.front()) },
    };
    if (withZones)
        object.insert(QStringLiteral("zones"), zoneList);
    if (accountedZones > 0) {
        QJsonArray unconfirmed;
        for (const ZoneAccounting& zone : unconfirmedZones)
            unconfirmed.append(zone.toJson());
        object.insert(QStringLiteral("accountedZones"), static_cast<qint64>(accountedZones));
        object.insert(QStringLiteral("unconfirmedZoneCount"), static_cast<qint64>(unconfirmedZoneCount));
        object.insert(QStringLiteral("unconfirmedZones"), unconfirmed);
    }
    return object;
}

QJsonObject SurfaceResult::zoneColumnsJson() const
{
    QJsonArray offsets, timedOffsets, bytes, seconds, errors;
    for (const SurfaceZone& zone : zones) {
        offsets.append(static_cast<qint64>(zone.offset));
        timedOffsets.append(static_cast<qint64>(zone.timedOffset));
        bytes.append(static_cast<qint64>(zone.bytes));
        seconds.append(zone.seconds);
        errors.append(static_cast<qint64>(zone.errors));
    }
    return QJsonObject {
        { QStringLiteral("offset"), offsets },
        { QStringLiteral("timedOffset"), timedOffsets },
        { QStringLiteral("bytes"), bytes },
        { QStringLiteral("seconds"), seconds },
        { QStringLiteral("errors"), errors },
    };
}

namespace {
    template <typename T> QJsonValue packColumn(const std::vector<SurfaceZone>& zones, T (*field)(const SurfaceZone&))
    {
        static_assert(std::endian::native == std::endian::little, "packed columns are little-endian");
        QByteArray bytes(static_cast<qsizetype>(zones.size() * sizeof(T)), Qt::Uninitialized);
        char* out = bytes.data();
        for (const SurfaceZone& zone : zones) {
            const T value = field(zone);
            std::memcpy(out, &value, sizeof(T));
            out += sizeof(T);
        }
        // Latin-1 all the way: 50 MB of base64 need not become UTF-16 on the way to the file.
        const QByteArray text = bytes.toBase64();
        return QJsonValue(QLatin1String(text));
    }

    // A column of `count` values; throws UserError for a wrong length or bad base64.
    template <typename T> std::vector<T> unpackColumn(const JsonReader& in, const QString& key, size_t count)
    {
        const QByteArray text = in.string(key).toLatin1();
        const QByteArray::FromBase64Result decoded
            = QByteArray::fromBase64Encoding(text, QByteArray::AbortOnBase64DecodingErrors);
        if (!decoded)
            in.fail(key, QStringLiteral("not base64"));
        if (static_cast<size_t>(decoded.decoded.size()) != count * sizeof(T))
            in.fail(key,
                QStringLiteral("%1 bytes, not %2 values of %3 bytes")
                    .arg(decoded.decoded.size())
                    .arg(count)
                    .arg(sizeof(T)));
        std::vector<T> values(count);
        if (count > 0)
            std::memcpy(values.data(), decoded.decoded.constData(), count * sizeof(T));
        return values;
    }
}

QJsonObject SurfaceResult::zoneColumnsPackedJson() const
{
    return QJsonObject {
        { QStringLiteral("count"), static_cast<qint64>(zones.size()) },
        { QStringLiteral("encoding"), QStringLiteral("base64 little-endian; seconds float64, others uint64") },
        { QStringLiteral("offset"), packColumn<uint64_t>(zones, [](const SurfaceZone& zone) { return zone.offset; }) },
        { QStringLiteral("timedOffset"),
            packColumn<uint64_t>(zones, [](const SurfaceZone& zone) { return zone.timedOffset; }) },
        { QStringLiteral("bytes"), packColumn<uint64_t>(zones, [](const SurfaceZone& zone) { return zone.bytes; }) },
        { QStringLiteral("seconds"), packColumn<double>(zones, [](const SurfaceZone& zone) { return zone.seconds; }) },
        { QStringLiteral("errors"), packColumn<uint64_t>(zones, [](const SurfaceZone& zone) { return zone.errors; }) },
    };
}

SurfacePlan SurfacePlan::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    SurfacePlan plan;
    const QString mode = in.string(QStringLiteral("mode"), QStringLiteral("quick"));
    if (mode != QLatin1String("quick") && mode != QLatin1String("full"))
        in.fail(QStringLiteral("mode"), QStringLiteral("expected \"quick\" or \"full\""));
    plan.mode = mode == QLatin1String("full") ? Mode::Full : Mode::Quick;
    plan.zones = in.count(QStringLiteral("zones"), plan.zones);
    plan.zoneBytes = in.whole(QStringLiteral("zoneBytes"), plan.zoneBytes);
    plan.rangeOffset = in.whole(QStringLiteral("rangeOffset"));
    plan.rangeLength = in.whole(QStringLiteral("rangeLength"));
    plan.blockBytes = in.count(QStringLiteral("blockBytes"), 0, UINT32_MAX);
    plan.queueDepth = in.count(QStringLiteral("queueDepth"), plan.queueDepth, WorkloadSpec::kMaxQueueDepth);
    plan.write = in.boolean(QStringLiteral("write"));
    return plan;
}

SurfaceResult SurfaceResult::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    SurfaceResult result;
    result.plan = in.read<SurfacePlan>(QStringLiteral("plan"));
    result.target = in.read<TargetInfo>(QStringLiteral("target"));
    result.engine = in.string(QStringLiteral("engine"));
    result.blockBytes = in.count(QStringLiteral("blockBytes"), 0, UINT32_MAX);
    result.startedAt = in.string(QStringLiteral("startedAt"));
    result.cancelled = in.boolean(QStringLiteral("cancelled"));
    result.cpu.wallSeconds = in.number(QStringLiteral("wallSeconds"));
    result.cpu.processPercent = in.number(QStringLiteral("cpuProcessPercent"));
    result.cpu.systemBusyPercent = in.number(QStringLiteral("cpuSystemBusyPercent"));
    result.cpu.processUserSeconds = in.number(QStringLiteral("cpuUserSeconds"));
    result.cpu.processSystemSeconds = in.number(QStringLiteral("cpuSystemSeconds"));
    const QJsonArray errorList = in.array(QStringLiteral("errors"));
    result.errorRecords = in.within(QStringLiteral("errors"), [&] { return ioErrorsFromJson(errorList); });
    result.stopReason = in.string(QStringLiteral("stopReason"));
    result.accountedZones = in.count(QStringLiteral("accountedZones"));
    result.unconfirmedZoneCount = in.count(QStringLiteral("unconfirmedZoneCount"), 0, result.accountedZones);
    result.unconfirmedZones = in.readList<ZoneAccounting>(QStringLiteral("unconfirmedZones"));
    if (result.unconfirmedZones.size() > std::min<size_t>(result.unconfirmedZoneCount, kMaxUnconfirmedZones))
        in.fail(QStringLiteral("unconfirmedZones"), QStringLiteral("more zones than unconfirmedZoneCount"));
    if (in.has(QStringLiteral("zoneColumnsPacked"))) {
        const JsonReader columns = in.child(QStringLiteral("zoneColumnsPacked"));
        // 10^8 zones of 40 bytes is 4 GB: beyond any session file, so beyond any honest count.
        const size_t count = columns.whole(QStringLiteral("count"), 0, 100'000'000);
        return in.within(QStringLiteral("zoneColumnsPacked"), [&] {
            // Columns decoded straight from the file (PackedZoneStore) come as its zones; the others
            // are read here and written into them.
            PackedZoneStore::Zones* decoded = nullptr;
            unsigned fromStore = 0;
            for (unsigned field = 0; field < PackedZoneStore::FieldCount; ++field) {
                const auto which = static_cast<PackedZoneStore::Field>(field);
                const QString key = QLatin1String(PackedZoneStore::fieldName(which));
                PackedZoneStore::Zones* stored = PackedZoneStore::referenced(columns.string(key), which);
                if (!stored || (decoded && stored != decoded))
                    continue;
                if (stored->zones.size() != count || stored->taken)
                    columns.fail(key,
                        QStringLiteral("%1 bytes, not %2 values of %3 bytes")
                            .arg(stored->zones.size() * sizeof(uint64_t))
                            .arg(count)
                            .arg(sizeof(uint64_t)));
                decoded = stored;
                fromStore |= 1u << field;
            }
            // Every column's text is as long as `count` values need before anything is allocated: a
            // small file claiming 10^8 zones is refused at once, not after gigabytes of zones are made.
            // (From a text that cannot be base64 on, the columns are left to unpackColumn, which says so.)
            for (unsigned field = 0; field < PackedZoneStore::FieldCount; ++field) {
                if (fromStore & (1u << field))
                    continue;
                const QString key
                    = QLatin1String(PackedZoneStore::fieldName(static_cast<PackedZoneStore::Field>(field)));
                const QString text = columns.string(key);
                if (text.size() % 4 != 0)
                    break;
                const qsizetype padding = text.endsWith(QLatin1String("==")) ? 2
                    : text.endsWith(QLatin1Char('='))                        ? 1
                                                                             : 0;
                const auto decodedBytes = static_cast<size_t>(text.size() / 4 * 3 - padding);
                if (decodedBytes != count * sizeof(uint64_t))
                    columns.fail(key,
                        QStringLiteral("%1 bytes, not %2 values of %3 bytes")
                            .arg(decodedBytes)
                            .arg(count)
                            .arg(sizeof(uint64_t)));
            }
            if (decoded) {
                result.zones = std::move(decoded->zones);
                decoded->taken = true;
            } else {
                result.zones.resize(count);
            }
            auto fill = [&]<typename T>(PackedZoneStore::Field field, T SurfaceZone::*member) {
                if (fromStore & (1u << field))
                    return;
                const std::vector<T> values
                    = unpackColumn<T>(columns, QLatin1String(PackedZoneStore::fieldName(field)), count);
                for (size_t i = 0; i < count; ++i)
                    result.zones[i].*member = values[i];
            };
            fill(PackedZoneStore::Offset, &SurfaceZone::offset);
            fill(PackedZoneStore::TimedOffset, &SurfaceZone::timedOffset);
            fill(PackedZoneStore::Bytes, &SurfaceZone::bytes);
            fill(PackedZoneStore::Seconds, &SurfaceZone::seconds);
            fill(PackedZoneStore::Errors, &SurfaceZone::errors);
            for (size_t i = 0; i < count; ++i) {
                SurfaceZone& zone = result.zones[i];
                if (!std::isfinite(zone.seconds) || zone.seconds < 0)
                    throw UserError(QStringLiteral("seconds[%1]: not a time").arg(i));
                zone.index = static_cast<unsigned>(i);
            }
            // Moved: `result` is the enclosing function's, and a copy would double the zones.
            return std::move(result);
        });
    }
    if (in.has(QStringLiteral("zoneColumns"))) {
        const JsonReader columns = in.child(QStringLiteral("zoneColumns"));
        const QJsonArray offsets = columns.array(QStringLiteral("offset"));
        const QJsonArray timedOffsets = columns.array(QStringLiteral("timedOffset"));
        const QJsonArray bytes = columns.array(QStringLiteral("bytes"));
        const QJsonArray seconds = columns.array(QStringLiteral("seconds"));
        const QJsonArray errors = columns.array(QStringLiteral("errors"));
        const qsizetype count = offsets.size();
        if (timedOffsets.size() != count || bytes.size() != count || seconds.size() != count || errors.size() != count)
            in.fail(QStringLiteral("zoneColumns"), QStringLiteral("the columns differ in length"));
        result.zones.resize(static_cast<size_t>(count));
        for (qsizetype i = 0; i < count; ++i) {
            SurfaceZone& zone = result.zones[static_cast<size_t>(i)];
            zone.index = static_cast<unsigned>(i);
            zone.offset = columns.wholeAt(offsets, i, QStringLiteral("offset"));
            zone.timedOffset = columns.wholeAt(timedOffsets, i, QStringLiteral("timedOffset"));
            zone.bytes = columns.wholeAt(bytes, i, QStringLiteral("bytes"));
            zone.seconds = columns.numberAt(seconds, i, QStringLiteral("seconds"));
            zone.errors = columns.wholeAt(errors, i, QStringLiteral("errors"));
        }
        return result;
    }
    const QJsonArray zones = in.array(QStringLiteral("zones"));
    result.zones.reserve(static_cast<size_t>(zones.size()));
    for (qsizetype i = 0; i < zones.size(); ++i) {
        result.zones.push_back(SurfaceZone::fromJson(in.element(zones, i, QStringLiteral("zones"))));
    }
    return result;
}

uint64_t parseRangeLength(const QString& text, uint64_t targetBytes)
{
    if (text.endsWith(QLatin1Char('%'))) {
        bool ok = false;
        const double percent = text.chopped(1).toDouble(&ok);
        if (!ok || !(percent > 0) || percent > 100)
            throw UserError(QStringLiteral("'%1' is not a share of the drive (0 to 100 %)").arg(text));
        return static_cast<uint64_t>(static_cast<double>(targetBytes) * percent / 100.0);
    }
    // Drives are sold in decimal gigabytes, and short stroking is quoted the same way.
    QString lower = text.trimmed().toLower();
    double scale = 1;
    if (lower.endsWith(QLatin1String("gb")))
        scale = 1e9, lower.chop(2);
    else if (lower.endsWith(QLatin1String("tb")))
        scale = 1e12, lower.chop(2);
    else
        return parseSize(text);
    bool ok = false;
    const double value = lower.toDouble(&ok);
    if (!ok || !(value > 0))
        throw UserError(QStringLiteral("'%1' is not a size").arg(text));
    return static_cast<uint64_t>(value * scale);
}

} // namespace ds
