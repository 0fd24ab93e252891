#include "model/deviceaccounting.h"

#include "model/jsonreader.h"
#include "model/wording.h"

#include <QStringList>

#include <algorithm>
#include <iterator>

namespace ds {

namespace {
    std::optional<double> shareOf(uint64_t claimed, uint64_t untimed, uint64_t counted)
    {
        if (claimed == 0)
            return std::nullopt;
        const uint64_t confirmed = counted > untimed ? counted - untimed : 0;
        return static_cast<double>(confirmed) / static_cast<double>(claimed);
    }

    bool judgedConfirmed(uint64_t claimed, const std::optional<double>& share)
    {
        return claimed < DeviceAccounting::kMinJudgedBytes || !share || *share >= DeviceAccounting::kConfirmedShare;
    }

    QString percent(bool translated, double share)
    {
        return translated ? withoutGroupSeparator(QLocale()).toString(share * 100, 'f', 1)
                          : QString::number(share * 100, 'f', 1);
    }
}

QString formatAccountedBytes(uint64_t bytes, bool translated)
{
    const double value = static_cast<double>(bytes);
    const bool gigabytes = value >= 1e9;
    const double shown = gigabytes ? value / 1e9 : value / 1e6;
    const int decimals = gigabytes ? 2 : 1;
    const QString number = translated ? withoutGroupSeparator(QLocale()).toString(shown, 'f', decimals)
                                      : QString::number(shown, 'f', decimals);
    const char* unit
        = gigabytes ? QT_TRANSLATE_NOOP("ds::DeviceAccounting", "GB") : QT_TRANSLATE_NOOP("ds::DeviceAccounting", "MB");
    return QStringLiteral("%1 %2").arg(number, wording(translated, "ds::DeviceAccounting", unit));
}

std::optional<double> DeviceAccounting::readShare() const
{
    return shareOf(claimedReadBytes, untimedReadBytes, deviceReadBytes);
}

std::optional<double> DeviceAccounting::writeShare() const
{
    return shareOf(claimedWriteBytes, untimedWriteBytes, deviceWriteBytes);
}

bool DeviceAccounting::readConfirmed() const { return judgedConfirmed(claimedReadBytes, readShare()); }

bool DeviceAccounting::writeConfirmed() const { return judgedConfirmed(claimedWriteBytes, writeShare()); }

QString DeviceAccounting::summary(bool translated, bool withDevice) const
{
    auto words = [translated](const char* source) { return wording(translated, "ds::DeviceAccounting", source); };
    QStringList parts;
    if (const std::optional<double> share = readShare())
        // %1 the share in percent, %2 the bytes the run claims to have read: "1.07 GB"
        parts << words(QT_TRANSLATE_NOOP("ds::DeviceAccounting", "%1 % of %2 read"))
                     .arg(percent(translated, *share), formatAccountedBytes(claimedReadBytes, translated));
    if (const std::optional<double> share = writeShare())
        parts << words(QT_TRANSLATE_NOOP("ds::DeviceAccounting", "%1 % of %2 written"))
                     .arg(percent(translated, *share), formatAccountedBytes(claimedWriteBytes, translated));
    if (parts.isEmpty())
        return QString();
    const QString shares = parts.size() == 1
        ? parts.front()
        // %1 the read share, %2 the written one
        : words(QT_TRANSLATE_NOOP("ds::DeviceAccounting", "%1 and %2")).arg(parts[0], parts[1]);
    if (withDevice)
        // %1 the device ("sdb"), %2 its shares: "99.8 % of 1.07 GB read"
        return words(QT_TRANSLATE_NOOP("ds::DeviceAccounting", "%1 confirmed %2")).arg(device, shares);
    return words(QT_TRANSLATE_NOOP("ds::DeviceAccounting", "device confirmed %1")).arg(shares);
}

DeviceAccounting& DeviceAccounting::operator+=(const DeviceAccounting& other)
{
    claimedReadBytes += other.claimedReadBytes;
    claimedWriteBytes += other.claimedWriteBytes;
    untimedReadBytes += other.untimedReadBytes;
    untimedWriteBytes += other.untimedWriteBytes;
    deviceReadBytes += other.deviceReadBytes;
    deviceWriteBytes += other.deviceWriteBytes;
    return *this;
}

void addAccounting(std::optional<DeviceAccounting>& sum, const std::optional<DeviceAccounting>& part)
{
    if (sum && part)
        *sum += *part;
    else
        sum.reset();
}

QJsonObject DeviceAccounting::toJson() const
{
    auto bytes = [](uint64_t value) { return QJsonValue(static_cast<qint64>(value)); };
    QJsonObject object {
        { QStringLiteral("device"), device },
        { QStringLiteral("claimedReadBytes"), bytes(claimedReadBytes) },
        { QStringLiteral("claimedWriteBytes"), bytes(claimedWriteBytes) },
        { QStringLiteral("untimedReadBytes"), bytes(untimedReadBytes) },
        { QStringLiteral("untimedWriteBytes"), bytes(untimedWriteBytes) },
        { QStringLiteral("deviceReadBytes"), bytes(deviceReadBytes) },
        { QStringLiteral("deviceWriteBytes"), bytes(deviceWriteBytes) },
        // Derived, for a reader of the file; fromJson computes them again.
        { QStringLiteral("confirmed"), confirmed() },
        { QStringLiteral("summary"), summary() },
    };
    if (const std::optional<double> share = readShare())
        object.insert(QStringLiteral("readShare"), *share);
    if (const std::optional<double> share = writeShare())
        object.insert(QStringLiteral("writeShare"), *share);
    if (!confirmed())
        object.insert(QStringLiteral("mark"), QString::fromUtf8(kUnconfirmedMark));
    return object;
}

DeviceAccounting DeviceAccounting::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    DeviceAccounting accounting;
    accounting.device = in.string(QStringLiteral("device"));
    accounting.claimedReadBytes = in.whole(QStringLiteral("claimedReadBytes"));
    accounting.claimedWriteBytes = in.whole(QStringLiteral("claimedWriteBytes"));
    accounting.untimedReadBytes = in.whole(QStringLiteral("untimedReadBytes"));
    accounting.untimedWriteBytes = in.whole(QStringLiteral("untimedWriteBytes"));
    accounting.deviceReadBytes = in.whole(QStringLiteral("deviceReadBytes"));
    accounting.deviceWriteBytes = in.whole(QStringLiteral("deviceWriteBytes"));
    return accounting;
}

bool accountingConfirmed(const std::vector<DeviceAccounting>& accounting)
{
    return std::all_of(
        accounting.begin(), accounting.end(), [](const DeviceAccounting& device) { return device.confirmed(); });
}

QString accountingSummary(const std::vector<DeviceAccounting>& accounting, bool translated)
{
    QStringList parts;
    for (const DeviceAccounting& device : accounting) {
        const QString summary = device.summary(translated, accounting.size() > 1);
        if (!summary.isEmpty())
            parts << summary;
    }
    return parts.join(QStringLiteral("; "));
}

QJsonArray accountingJson(const std::vector<DeviceAccounting>& accounting)
{
    QJsonArray list;
    for (const DeviceAccounting& device : accounting)
        list.append(device.toJson());
    return list;
}

QString withUnconfirmedMark(const QString& text, const std::vector<DeviceAccounting>& accounting)
{
    return accountingConfirmed(accounting) ? text : text + QString::fromUtf8(kUnconfirmedMark);
}

std::vector<Caveat> unconfirmedIoCaveats(const DeviceAccounting& accounting, const TargetInfo& target)
{
    std::vector<Caveat> caveats;
    // Filesystems that can compress or deduplicate a file's data.
    static constexpr const char* kCompressing[] = { "btrfs", "zfs", "bcachefs", "f2fs" };
    const bool compressingFilesystem = target.kind == TargetInfo::Kind::TestFile
        && std::any_of(std::begin(kCompressing), std::end(kCompressing),
            [&](const char* name) { return target.filesystem == QLatin1String(name); });
    const UnconfirmedReason reason = !target.directIo ? UnconfirmedReason::PageCache
        : compressingFilesystem                       ? UnconfirmedReason::Filesystem
                                                      : UnconfirmedReason::Elsewhere;
    if (!accounting.readConfirmed())
        caveats.push_back(unconfirmedIoCaveat(
            accounting.device, *accounting.readShare(), accounting.claimedReadBytes, false, reason, target.filesystem));
    if (!accounting.writeConfirmed())
        caveats.push_back(unconfirmedIoCaveat(accounting.device, *accounting.writeShare(), accounting.claimedWriteBytes,
            true, reason, target.filesystem));
    return caveats;
}

} // namespace ds
