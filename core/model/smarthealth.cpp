#include "model/smarthealth.h"

#include "model/jsonreader.h"
#include "model/usererror.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cmath>

namespace ds {

namespace {
    // The NVMe log's counters DriveScope keeps; smartctl adds vendor fields and arrays it does not need.
    const QStringList kNvmeCounters {
        QStringLiteral("critical_warning"),
        QStringLiteral("temperature"),
        QStringLiteral("available_spare"),
        QStringLiteral("available_spare_threshold"),
        QStringLiteral("percentage_used"),
        QStringLiteral("data_units_read"),
        QStringLiteral("data_units_written"),
        QStringLiteral("host_reads"),
        QStringLiteral("host_writes"),
        QStringLiteral("controller_busy_time"),
        QStringLiteral("power_cycles"),
        QStringLiteral("power_on_hours"),
        QStringLiteral("unsafe_shutdowns"),
        QStringLiteral("media_errors"),
        QStringLiteral("num_err_log_entries"),
        QStringLiteral("warning_temp_time"),
        QStringLiteral("critical_comp_time"),
    };
    const QStringList kScsiCounters {
        QStringLiteral("grown_defect_list"),
        QStringLiteral("read_uncorrected_errors"),
        QStringLiteral("write_uncorrected_errors"),
        QStringLiteral("verify_uncorrected_errors"),
        QStringLiteral("read_corrected_errors"),
        QStringLiteral("write_corrected_errors"),
        QStringLiteral("verify_corrected_errors"),
    };
    // An NVMe data unit: 1000 blocks of 512 bytes (NVMe base specification, SMART / Health log).
    constexpr double kNvmeDataUnitBytes = 512'000;

    // The first error message smartctl gave, for a document without SMART data.
    QString smartctlMessage(const QJsonObject& document)
    {
        const QJsonArray messages
            = document.value(QStringLiteral("smartctl")).toObject().value(QStringLiteral("messages")).toArray();
        for (const QJsonValue& message : messages) {
            const QString text = message.toObject().value(QStringLiteral("string")).toString().trimmed();
            if (!text.isEmpty())
                return text.left(300);
        }
        return {};
    }

    QString plural(uint64_t count, const QString& one, const QString& many) { return count == 1 ? one : many; }
}

std::optional<uint64_t> HealthSnapshot::nvmeCounter(const QString& name) const
{
    const auto found = nvme.find(name);
    if (found == nvme.end())
        return std::nullopt;
    return found->second;
}

const SmartAttribute* HealthSnapshot::attribute(unsigned id) const
{
    for (const SmartAttribute& row : attributes)
        if (row.id == id)
            return &row;
    return nullptr;
}

QJsonObject SmartAttribute::toJson() const
{
    return QJsonObject {
        { QStringLiteral("id"), static_cast<int>(id) },
        { QStringLiteral("name"), name },
        { QStringLiteral("value"), value },
        { QStringLiteral("worst"), worst },
        { QStringLiteral("thresh"), threshold },
        // A string: 48-bit raw values and more do not all fit a double.
        { QStringLiteral("raw"), QString::number(raw) },
        { QStringLiteral("rawString"), rawString },
    };
}

SmartAttribute SmartAttribute::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    SmartAttribute row;
    row.id = in.count(QStringLiteral("id"), 0, 255);
    row.name = in.string(QStringLiteral("name")).left(64);
    row.value = static_cast<int>(in.count(QStringLiteral("value"), 0, 255));
    row.worst = static_cast<int>(in.count(QStringLiteral("worst"), 0, 255));
    row.threshold = static_cast<int>(in.count(QStringLiteral("thresh"), 0, 255));
    // smartctl's own layout: raw {value, string}; ours: raw as a string and rawString.
    if (in.object().value(QStringLiteral("raw")).isObject()) {
        // The child reader knows its path ("raw.value"): its errors name the field once.
        const JsonReader raw = in.child(QStringLiteral("raw"));
        row.raw = raw.whole(QStringLiteral("value"));
        row.rawString = raw.string(QStringLiteral("string")).left(64);
    } else {
        row.raw = in.whole(QStringLiteral("raw"));
        row.rawString = in.string(QStringLiteral("rawString")).left(64);
    }
    return row;
}

HealthSnapshot HealthSnapshot::fromUdisksAta(
    const UdisksSmartProperties& properties, const std::vector<UdisksSmartAttribute>& attributes, const QString& device)
{
    auto refuse = [&device](const QString& why) {
        return UserError(QStringLiteral("the SMART data udisks2 gave for %1 is unusable: %2").arg(device, why));
    };
    if (!properties.supported)
        throw refuse(QStringLiteral("the drive has no ATA SMART"));
    if (!properties.enabled)
        throw refuse(QStringLiteral("SMART is turned off on the drive"));
    if (properties.updated == 0)
        throw refuse(QStringLiteral("udisks2 has not read it yet"));
    if (static_cast<qsizetype>(attributes.size()) > kMaxAttributes)
        throw refuse(QStringLiteral("more than %1 attributes").arg(kMaxAttributes));
    HealthSnapshot snapshot;
    snapshot.device = device;
    snapshot.protocol = QStringLiteral("ATA");
    snapshot.takenAt = QDateTime::fromSecsSinceEpoch(
        static_cast<qint64>(std::min<quint64>(properties.updated, quint64 { 253402300799 })), Qt::UTC)
                           .toString(Qt::ISODate);
    snapshot.passed = !properties.failing;
    if (properties.temperatureKelvin != 0) {
        const double celsius = properties.temperatureKelvin - 273.15;
        if (!std::isfinite(celsius) || celsius < -60 || celsius > 200)
            throw refuse(QStringLiteral("a temperature of %1 K").arg(properties.temperatureKelvin));
        snapshot.temperatureCelsius = celsius;
    }
    // A century of power-on time is no drive's.
    if (properties.powerOnSeconds > quint64 { 100 } * 365 * 24 * 3600)
        throw refuse(QStringLiteral("%1 s powered on").arg(properties.powerOnSeconds));
    if (properties.powerOnSeconds > 0)
        snapshot.powerOnHours = properties.powerOnSeconds / 3600;
    for (const UdisksSmartAttribute& row : attributes) {
        if (row.id < 1 || row.id > 255)
            throw refuse(QStringLiteral("attribute id %1").arg(row.id));
        for (const int normalised : { row.value, row.worst, row.threshold })
            if (normalised < -1 || normalised > 255)
                throw refuse(QStringLiteral("attribute %1 has the value %2").arg(row.id).arg(normalised));
        if (row.name.size() > 256 || row.pretty < 0)
            throw refuse(QStringLiteral("attribute %1 is malformed").arg(row.id));
        SmartAttribute attribute;
        attribute.id = row.id;
        attribute.name = row.name;
        attribute.value = std::max(0, row.value);
        attribute.worst = std::max(0, row.worst);
        attribute.threshold = std::max(0, row.threshold);
        // The raw value as smartctl shows it: a count, hours, degrees.
        switch (row.prettyUnit) {
        case 2: // milliseconds: power-on time in hours
            attribute.raw = static_cast<uint64_t>(row.pretty) / 3'600'000;
            attribute.rawString = QStringLiteral("%1 h").arg(attribute.raw);
            break;
        case 4: // millikelvin
            attribute.raw = static_cast<uint64_t>(std::max<qint64>(0, std::llround(row.pretty / 1000.0 - 273.15)));
            attribute.rawString = QStringLiteral("%1 °C").arg(attribute.raw);
            break;
        default:
            attribute.raw = static_cast<uint64_t>(row.pretty);
            attribute.rawString = QString::number(row.pretty);
            break;
        }
        snapshot.attributes.push_back(std::move(attribute));
    }
    return snapshot;
}

HealthSnapshot HealthSnapshot::fromUdisksNvme(const UdisksNvmeReply& reply, const QString& device)
{
    auto refuse = [&device](const QString& why) {
        return UserError(QStringLiteral("the NVMe health udisks2 gave for %1 is unusable: %2").arg(device, why));
    };
    // udisks2 documents 14 attributes and a handful of properties; far more is no reply of its.
    constexpr qsizetype kMaxEntries = 64;
    if (reply.properties.size() > kMaxEntries || reply.attributes.size() > kMaxEntries)
        throw refuse(QStringLiteral("more than %1 entries").arg(kMaxEntries));
    // A value of the documented D-Bus type, or nothing where it is absent.
    auto whole = [&](const QVariantMap& map, const QString& key, QMetaType::Type type,
                     uint64_t most) -> std::optional<uint64_t> {
        const auto found = map.constFind(key);
        if (found == map.constEnd())
            return std::nullopt;
        if (found->typeId() != type)
            throw refuse(
                QStringLiteral("%1 is a %2, not the documented %3")
                    .arg(key, QString::fromLatin1(found->typeName()), QString::fromLatin1(QMetaType(type).name())));
        const uint64_t value = found->toULongLong();
        if (value > most)
            throw refuse(QStringLiteral("%1 is %2, more than %3").arg(key).arg(value).arg(most));
        return value;
    };
    const std::optional<uint64_t> updated
        = whole(reply.properties, QStringLiteral("SmartUpdated"), QMetaType::ULongLong, UINT64_MAX);
    if (!updated || *updated == 0)
        throw refuse(QStringLiteral("udisks2 has not read it yet"));
    HealthSnapshot snapshot;
    snapshot.device = device;
    snapshot.protocol = QStringLiteral("NVMe");
    snapshot.takenAt = QDateTime::fromSecsSinceEpoch(
        static_cast<qint64>(std::min<quint64>(*updated, quint64 { 253402300799 })), Qt::UTC)
                           .toString(Qt::ISODate);

    // The critical warnings by name, back to the log's bits (NVMe base specification).
    static const std::map<QString, uint64_t> kWarningBits {
        { QStringLiteral("spare"), 0x01 },
        { QStringLiteral("temperature"), 0x02 },
        { QStringLiteral("degraded"), 0x04 },
        { QStringLiteral("readonly"), 0x08 },
        { QStringLiteral("volatile_mem"), 0x10 },
        { QStringLiteral("pmr_readonly"), 0x20 },
    };
    const auto warnings = reply.properties.constFind(QStringLiteral("SmartCriticalWarning"));
    if (warnings != reply.properties.constEnd()) {
        if (warnings->typeId() != QMetaType::QStringList)
            throw refuse(QStringLiteral("SmartCriticalWarning is a %1, not a list of names")
                             .arg(QString::fromLatin1(warnings->typeName())));
        const QStringList names = warnings->toStringList();
        if (names.size() > static_cast<qsizetype>(kWarningBits.size()))
            throw refuse(QStringLiteral("%1 critical warnings").arg(names.size()));
        uint64_t bits = 0;
        for (const QString& name : names) {
            const auto bit = kWarningBits.find(name);
            if (bit == kWarningBits.end())
                throw refuse(QStringLiteral("an unknown critical warning \"%1\"").arg(name.left(32)));
            bits |= bit->second;
        }
        snapshot.nvme[QStringLiteral("critical_warning")] = bits;
    }
    // A century of power-on hours is no drive's.
    if (const auto hours = whole(
            reply.properties, QStringLiteral("SmartPowerOnHours"), QMetaType::ULongLong, uint64_t { 100 } * 365 * 24);
        hours && *hours > 0) {
        snapshot.powerOnHours = *hours;
        snapshot.nvme[QStringLiteral("power_on_hours")] = *hours;
    }
    // Kelvins, 0 unknown; smartctl's log gives degrees Celsius.
    if (const auto kelvin = whole(reply.properties, QStringLiteral("SmartTemperature"), QMetaType::UShort, 65535);
        kelvin && *kelvin > 0) {
        const double celsius = static_cast<double>(*kelvin) - 273.15;
        if (celsius < -60 || celsius > 200)
            throw refuse(QStringLiteral("a temperature of %1 K").arg(*kelvin));
        snapshot.temperatureCelsius = celsius;
        snapshot.nvme[QStringLiteral("temperature")] = static_cast<uint64_t>(std::max(0.0, std::round(celsius)));
    }

    const QVariantMap& attributes = reply.attributes;
    struct Counter {
        const char* key; // udisks2's
        const char* name; // smartctl's
        QMetaType::Type type;
        uint64_t most;
    };
    static const Counter kCounters[] = {
        { "avail_spare", "available_spare", QMetaType::UChar, 100 },
        { "spare_thresh", "available_spare_threshold", QMetaType::UChar, 100 },
        { "percent_used", "percentage_used", QMetaType::UChar, 255 },
        { "ctrl_busy_time", "controller_busy_time", QMetaType::ULongLong, UINT64_MAX },
        { "power_cycles", "power_cycles", QMetaType::ULongLong, UINT64_MAX },
        { "unsafe_shutdowns", "unsafe_shutdowns", QMetaType::ULongLong, UINT64_MAX },
        { "media_errors", "media_errors", QMetaType::ULongLong, UINT64_MAX },
        { "num_err_log_entries", "num_err_log_entries", QMetaType::ULongLong, UINT64_MAX },
        { "warning_temp_time", "warning_temp_time", QMetaType::UInt, UINT32_MAX },
        { "critical_temp_time", "critical_comp_time", QMetaType::UInt, UINT32_MAX },
    };
    for (const Counter& counter : kCounters)
        if (const auto value = whole(attributes, QLatin1String(counter.key), counter.type, counter.most))
            snapshot.nvme[QLatin1String(counter.name)] = *value;
    // Bytes, as udisks2 works them out from the log's data units; back to those units.
    for (const auto& [key, name] : { std::pair { "total_data_read", "data_units_read" },
             std::pair { "total_data_written", "data_units_written" } })
        if (const auto bytes = whole(attributes, QLatin1String(key), QMetaType::ULongLong, UINT64_MAX))
            snapshot.nvme[QLatin1String(name)]
                = static_cast<uint64_t>(std::llround(static_cast<double>(*bytes) / kNvmeDataUnitBytes));
    // Thresholds and the sensors are checked, not kept: the hwmon sensors are read for every run.
    for (const char* key : { "wctemp", "cctemp" })
        whole(attributes, QLatin1String(key), QMetaType::UShort, 65535);
    const auto sensors = attributes.constFind(QStringLiteral("temp_sensors"));
    if (sensors != attributes.constEnd()) {
        if (sensors->typeId() != QMetaType::QVariantList)
            throw refuse(
                QStringLiteral("temp_sensors is a %1, not an array").arg(QString::fromLatin1(sensors->typeName())));
        const QVariantList list = sensors->toList();
        if (list.size() > 8)
            throw refuse(QStringLiteral("%1 temperature sensors; the log has 8").arg(list.size()));
        for (const QVariant& sensor : list)
            if (sensor.typeId() != QMetaType::UShort)
                throw refuse(QStringLiteral("a temperature sensor's reading is a %1")
                                 .arg(QString::fromLatin1(sensor.typeName())));
    }
    return snapshot;
}

HealthSnapshot HealthSnapshot::fromSmartctlJson(const QByteArray& bytes, const QString& device)
{
    auto refuse = [&device](const QString& why) {
        return UserError(QStringLiteral("the SMART data of %1 is unusable: %2").arg(device, why));
    };
    if (bytes.size() > kMaxSmartctlBytes)
        throw refuse(QStringLiteral("smartctl's output is %1 bytes, more than any drive's").arg(bytes.size()));
    QJsonParseError error {};
    // Raw values and 128-bit counters beyond 2^53 are read from their digits, not through a double.
    const QJsonDocument document = QJsonDocument::fromJson(quoteWideIntegers(bytes), &error);
    if (error.error != QJsonParseError::NoError)
        throw refuse(QStringLiteral("not JSON (%1 at byte %2)").arg(error.errorString()).arg(error.offset));
    if (!document.isObject())
        throw refuse(QStringLiteral("not a JSON object"));
    const QJsonObject object = document.object();
    // `smartctl --scan` lists devices; it reads none of them.
    if (object.value(QStringLiteral("devices")).isArray() && !object.contains(QStringLiteral("device"))) {
        QStringList names;
        for (const QJsonValue& entry : object.value(QStringLiteral("devices")).toArray()) {
            const QJsonObject scanned = entry.toObject();
            const QString name = scanned.value(QStringLiteral("name")).toString().left(64);
            const QString type = scanned.value(QStringLiteral("type")).toString().left(32);
            if (!name.isEmpty() && names.size() < 4)
                names << (type.isEmpty() ? name : QStringLiteral("%1 -d %2").arg(name, type));
        }
        const qsizetype count = object.value(QStringLiteral("devices")).toArray().size();
        throw refuse(QStringLiteral("this is the list 'smartctl --scan' printed (%1%2), not a drive's SMART "
                                    "data: capture 'smartctl --json -a DEVICE' for one of them")
                         .arg(plural(static_cast<uint64_t>(count), QStringLiteral("1 device"),
                             QStringLiteral("%1 devices").arg(count)))
                         .arg(names.isEmpty() ? QString() : QStringLiteral(": ") + names.join(QStringLiteral(", "))));
    }
    // Without its "smartctl" header (cut off by whoever kept the file) the rest is still smartctl's, when
    // it names the device the way smartctl does; the version and exit status are then unknown.
    const QJsonObject deviceObject = object.value(QStringLiteral("device")).toObject();
    const bool headerCut = !object.contains(QStringLiteral("smartctl"))
        && deviceObject.value(QStringLiteral("type")).isString()
        && deviceObject.value(QStringLiteral("protocol")).isString();
    if (!object.value(QStringLiteral("smartctl")).isObject() && !headerCut)
        throw refuse(QStringLiteral("no \"smartctl\" object: not smartctl --json output"));
    const QJsonObject smartctl = object.value(QStringLiteral("smartctl")).toObject();
    const QString message = smartctlMessage(object);
    // smartctl(8), EXIT STATUS: bits 0 and 1 mean nothing was read (the command line, or the device
    // that could not be opened or identified); bit 2, that some SMART command failed, the rest came back.
    std::optional<int> exitStatus;
    if (smartctl.contains(QStringLiteral("exit_status"))) {
        const double status = smartctl.value(QStringLiteral("exit_status")).toDouble(-1);
        if (status < 0 || status > 255 || status != std::floor(status))
            throw refuse(QStringLiteral("smartctl.exit_status: expected 0 to 255"));
        exitStatus = static_cast<int>(status);
    }
    if (exitStatus && (*exitStatus & 0x01))
        throw refuse(QStringLiteral("smartctl did not accept its command line%1")
                         .arg(message.isEmpty() ? QString() : QStringLiteral(": ") + message));
    if (exitStatus && (*exitStatus & 0x02))
        throw refuse(QStringLiteral("smartctl could not open or identify the device%1")
                         .arg(message.isEmpty() ? QString() : QStringLiteral(": ") + message));
    const bool hasNvme = object.contains(QStringLiteral("nvme_smart_health_information_log"));
    const bool hasAta = object.contains(QStringLiteral("ata_smart_attributes"));
    const bool hasScsi = object.contains(QStringLiteral("scsi_grown_defect_list"))
        || object.contains(QStringLiteral("scsi_error_counter_log"));
    const bool hasStatus = object.contains(QStringLiteral("smart_status"));
    // A RAID volume, or a bridge that passes nothing on, names itself and has no SMART to give.
    const bool identified = object.contains(QStringLiteral("model_name"))
        || object.contains(QStringLiteral("scsi_model_name")) || object.contains(QStringLiteral("product"))
        || object.contains(QStringLiteral("serial_number"));
    if (!hasNvme && !hasAta && !hasScsi && !hasStatus && !identified)
        throw refuse(message.isEmpty() ? QStringLiteral("smartctl read no SMART data") : message);
    try {
        const JsonReader in(object);
        HealthSnapshot snapshot;
        snapshot.device = device;
        snapshot.takenAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
        snapshot.smartctlExitStatus = exitStatus;
        const JsonReader identity = in.child(QStringLiteral("device"));
        snapshot.protocol = identity.string(QStringLiteral("protocol")).left(16);
        snapshot.deviceType = identity.string(QStringLiteral("type")).left(32);
        // SCSI drives name themselves by vendor and product (smartctl 7.3: scsi_model_name).
        snapshot.model
            = in.string(QStringLiteral("model_name"), in.string(QStringLiteral("scsi_model_name"))).left(128);
        snapshot.serial = in.string(QStringLiteral("serial_number")).left(128);
        snapshot.firmware = in.string(QStringLiteral("firmware_version"),
                                  in.string(QStringLiteral("scsi_revision"), in.string(QStringLiteral("revision"))))
                                .left(64);
        const QJsonArray format = in.array(QStringLiteral("json_format_version"));
        if (!format.isEmpty() && format.at(0).toInt(-1) > 1)
            snapshot.notes << QStringLiteral("smartctl's JSON format %1 is newer than DriveScope knows (0.1 and 1.x)")
                                  .arg(format.at(0).toInt());
        if (headerCut)
            snapshot.notes << QStringLiteral("the file has no \"smartctl\" header: smartctl's version and exit status "
                                             "are unknown; the rest is read");
        if (exitStatus && (*exitStatus & 0x04))
            snapshot.notes << QStringLiteral("smartctl: some SMART command failed; what came back is kept%1")
                                  .arg(message.isEmpty() ? QString()
                                                         : QStringLiteral(" (smartctl said: %1)").arg(message));
        if (!hasNvme && !hasAta && !hasScsi && !hasStatus)
            snapshot.notes << QStringLiteral("the device gave its identity but no SMART data (a RAID volume or a "
                                             "bridge that does not pass SMART on: ask the drives behind it)");
        if (object.value(QStringLiteral("smart_status")).toObject().contains(QStringLiteral("passed")))
            snapshot.passed = in.child(QStringLiteral("smart_status")).boolean(QStringLiteral("passed"));
        const QJsonObject temperature = object.value(QStringLiteral("temperature")).toObject();
        // A RAID volume reports 0 °C now, with no limit or a limit of 0 °C: no sensor, not a reading.
        const bool noSensor = temperature.value(QStringLiteral("current")).toDouble(-1) == 0
            && temperature.value(QStringLiteral("drive_trip")).toDouble(0) == 0;
        if (temperature.contains(QStringLiteral("current")) && !noSensor)
            snapshot.temperatureCelsius = in.child(QStringLiteral("temperature")).number(QStringLiteral("current"));
        if (object.value(QStringLiteral("power_on_time")).toObject().contains(QStringLiteral("hours")))
            snapshot.powerOnHours = in.child(QStringLiteral("power_on_time")).whole(QStringLiteral("hours"));
        if (hasNvme) {
            const QString key = QStringLiteral("nvme_smart_health_information_log");
            const JsonReader log = in.child(key);
            for (const QString& name : kNvmeCounters)
                if (log.has(name))
                    snapshot.nvme[name] = log.whole(name);
        }
        if (hasAta) {
            const QString key = QStringLiteral("ata_smart_attributes");
            const JsonReader ata = in.child(key);
            const QJsonArray table = ata.array(QStringLiteral("table"));
            if (table.size() > kMaxAttributes)
                throw refuse(QStringLiteral("ata_smart_attributes.table has %1 rows; a drive has at most 255")
                                 .arg(table.size()));
            snapshot.attributes = ata.readList<SmartAttribute>(QStringLiteral("table"));
        }
        if (hasScsi) {
            if (in.has(QStringLiteral("scsi_grown_defect_list")))
                snapshot.scsi[QStringLiteral("grown_defect_list")] = in.whole(QStringLiteral("scsi_grown_defect_list"));
            const JsonReader log = in.child(QStringLiteral("scsi_error_counter_log"));
            for (const QString& direction :
                { QStringLiteral("read"), QStringLiteral("write"), QStringLiteral("verify") }) {
                const JsonReader counters = log.child(direction);
                if (counters.has(QStringLiteral("total_uncorrected_errors")))
                    snapshot.scsi[direction + QStringLiteral("_uncorrected_errors")]
                        = counters.whole(QStringLiteral("total_uncorrected_errors"));
                if (counters.has(QStringLiteral("total_errors_corrected")))
                    snapshot.scsi[direction + QStringLiteral("_corrected_errors")]
                        = counters.whole(QStringLiteral("total_errors_corrected"));
            }
        }
        return snapshot;
    } catch (const UserError& bad) {
        if (bad.message().startsWith(QStringLiteral("the SMART data of")))
            throw;
        throw refuse(bad.message());
    }
}

QJsonObject HealthSnapshot::toJson() const
{
    QJsonObject object {
        { QStringLiteral("device"), device },
        { QStringLiteral("protocol"), protocol },
        { QStringLiteral("model"), model },
        { QStringLiteral("serial"), serial },
        { QStringLiteral("firmware"), firmware },
        { QStringLiteral("takenAt"), takenAt },
    };
    if (passed)
        object.insert(QStringLiteral("passed"), *passed);
    if (temperatureCelsius)
        object.insert(QStringLiteral("temperatureCelsius"), *temperatureCelsius);
    if (powerOnHours)
        object.insert(QStringLiteral("powerOnHours"), static_cast<qint64>(*powerOnHours));
    if (!nvme.empty()) {
        QJsonObject counters;
        for (const auto& [name, value] : nvme)
            counters.insert(name, QString::number(value)); // 128-bit counters, kept exact as text
        object.insert(QStringLiteral("nvme"), counters);
    }
    if (!attributes.empty()) {
        QJsonArray table;
        for (const SmartAttribute& row : attributes)
            table.append(row.toJson());
        object.insert(QStringLiteral("attributes"), table);
    }
    if (!scsi.empty()) {
        QJsonObject counters;
        for (const auto& [name, value] : scsi)
            counters.insert(name, QString::number(value));
        object.insert(QStringLiteral("scsi"), counters);
    }
    if (!deviceType.isEmpty())
        object.insert(QStringLiteral("deviceType"), deviceType);
    if (smartctlExitStatus)
        object.insert(QStringLiteral("smartctlExitStatus"), *smartctlExitStatus);
    if (!notes.isEmpty())
        object.insert(QStringLiteral("notes"), QJsonArray::fromStringList(notes));
    object.insert(QStringLiteral("assessment"), assessHealth(*this).levelName());
    return object;
}

HealthSnapshot HealthSnapshot::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    HealthSnapshot snapshot;
    snapshot.device = in.string(QStringLiteral("device"));
    snapshot.protocol = in.string(QStringLiteral("protocol"));
    snapshot.model = in.string(QStringLiteral("model"));
    snapshot.serial = in.string(QStringLiteral("serial"));
    snapshot.firmware = in.string(QStringLiteral("firmware"));
    snapshot.takenAt = in.string(QStringLiteral("takenAt"));
    if (in.has(QStringLiteral("passed")))
        snapshot.passed = in.boolean(QStringLiteral("passed"));
    if (in.has(QStringLiteral("temperatureCelsius")))
        snapshot.temperatureCelsius = in.number(QStringLiteral("temperatureCelsius"));
    if (in.has(QStringLiteral("powerOnHours")))
        snapshot.powerOnHours = in.whole(QStringLiteral("powerOnHours"));
    const JsonReader counters = in.child(QStringLiteral("nvme"));
    in.within(QStringLiteral("nvme"), [&] {
        for (const QString& name : kNvmeCounters)
            if (counters.has(name))
                snapshot.nvme[name] = counters.whole(name);
        return 0;
    });
    const QJsonArray table = in.array(QStringLiteral("attributes"));
    if (table.size() > kMaxAttributes)
        in.fail(QStringLiteral("attributes"), QStringLiteral("more rows than a drive has"));
    snapshot.attributes = in.readList<SmartAttribute>(QStringLiteral("attributes"));
    const JsonReader scsi = in.child(QStringLiteral("scsi"));
    in.within(QStringLiteral("scsi"), [&] {
        for (auto it = scsi.object().begin(); it != scsi.object().end(); ++it)
            if (kScsiCounters.contains(it.key()))
                snapshot.scsi[it.key()] = scsi.whole(it.key());
        return 0;
    });
    snapshot.deviceType = in.string(QStringLiteral("deviceType")).left(32);
    if (in.has(QStringLiteral("smartctlExitStatus")))
        snapshot.smartctlExitStatus = static_cast<int>(in.count(QStringLiteral("smartctlExitStatus"), 0, 255));
    snapshot.notes = in.strings(QStringLiteral("notes")).mid(0, 16);
    return snapshot;
}

QStringList nvmeCriticalWarnings(uint64_t criticalWarning)
{
    static const char* const kBits[] = {
        "the spare capacity is below its threshold",
        "the temperature is beyond a threshold",
        "reliability is degraded by media errors",
        "the media is read-only",
        "the volatile memory backup failed",
        "the persistent memory region is read-only or unreliable",
        "reserved bit 6 is set",
        "reserved bit 7 is set",
    };
    QStringList words;
    for (unsigned bit = 0; bit < 8; ++bit)
        if (criticalWarning & (uint64_t { 1 } << bit))
            words << QString::fromLatin1(kBits[bit]);
    if (criticalWarning > 0xff)
        words << QStringLiteral("0x%1 is beyond the log's one byte").arg(criticalWarning, 0, 16);
    return words;
}

QString HealthAssessment::levelName() const
{
    switch (level) {
    case HealthLevel::Good:
        return QStringLiteral("good");
    case HealthLevel::Caution:
        return QStringLiteral("caution");
    case HealthLevel::Bad:
        return QStringLiteral("bad");
    case HealthLevel::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

HealthAssessment assessHealth(const HealthSnapshot& snapshot)
{
    HealthAssessment assessment;
    bool known = snapshot.passed.has_value() || !snapshot.nvme.empty() || !snapshot.attributes.empty()
        || !snapshot.scsi.empty();
    auto worsen = [&assessment](HealthLevel level, const QString& reason) {
        if (static_cast<int>(level) > static_cast<int>(assessment.level))
            assessment.level = level;
        assessment.reasons << reason;
    };
    if (!known)
        return assessment;
    assessment.level = HealthLevel::Good;
    if (snapshot.passed && !*snapshot.passed)
        worsen(HealthLevel::Bad, QStringLiteral("the drive's own SMART assessment failed"));
    if (const std::optional<uint64_t> warning = snapshot.nvmeCounter(QStringLiteral("critical_warning"))) {
        // Only the temperature passes by itself; every other bit is a drive losing data or about to.
        const QStringList words = nvmeCriticalWarnings(*warning);
        for (int bit = 0, named = 0; bit < 8; ++bit)
            if (*warning & (uint64_t { 1 } << bit))
                worsen(bit == 1 || bit >= 6 ? HealthLevel::Caution : HealthLevel::Bad,
                    QStringLiteral("critical warning: %1").arg(words.at(named++)));
        if (*warning > 0xff)
            worsen(HealthLevel::Caution, QStringLiteral("critical warning: %1").arg(words.constLast()));
    }
    if (snapshot.smartctlExitStatus) {
        // smartctl(8), EXIT STATUS, bits 3 to 7: what smartctl found on the drive.
        const int status = *snapshot.smartctlExitStatus;
        if ((status & 0x08) && !(snapshot.passed && !*snapshot.passed))
            worsen(HealthLevel::Bad, QStringLiteral("smartctl: the SMART status check returned DISK FAILING"));
        if (status & 0x10)
            worsen(HealthLevel::Bad, QStringLiteral("smartctl: prefail attributes are at or below their threshold"));
        if (status & 0x20)
            worsen(HealthLevel::Caution,
                QStringLiteral("smartctl: some attributes were at or below their threshold in the past"));
        if (status & 0x40)
            worsen(HealthLevel::Caution, QStringLiteral("smartctl: the drive's error log holds errors"));
        if (status & 0x80)
            worsen(HealthLevel::Caution, QStringLiteral("smartctl: the drive's self-test log holds errors"));
    }
    if (const auto found = snapshot.scsi.find(QStringLiteral("grown_defect_list"));
        found != snapshot.scsi.end() && found->second > 0)
        worsen(HealthLevel::Caution,
            QStringLiteral("%1 grown %2")
                .arg(found->second)
                .arg(plural(found->second, QStringLiteral("defect"), QStringLiteral("defects"))));
    for (const char* direction : { "read", "write", "verify" }) {
        const auto found = snapshot.scsi.find(QStringLiteral("%1_uncorrected_errors").arg(QLatin1String(direction)));
        if (found != snapshot.scsi.end() && found->second > 0)
            worsen(HealthLevel::Caution,
                QStringLiteral("%1 uncorrected %2 %3")
                    .arg(found->second)
                    .arg(QLatin1String(direction))
                    .arg(plural(found->second, QStringLiteral("error"), QStringLiteral("errors"))));
    }
    if (const std::optional<uint64_t> used = snapshot.nvmeCounter(QStringLiteral("percentage_used"))) {
        if (*used >= 100)
            worsen(HealthLevel::Bad, QStringLiteral("%1 % of its rated endurance is used").arg(*used));
        else if (*used >= 90)
            worsen(HealthLevel::Caution, QStringLiteral("%1 % of its rated endurance is used").arg(*used));
    }
    if (const std::optional<uint64_t> errors = snapshot.nvmeCounter(QStringLiteral("media_errors")); errors && *errors)
        worsen(HealthLevel::Caution,
            QStringLiteral("%1 media and data integrity %2")
                .arg(*errors)
                .arg(plural(*errors, QStringLiteral("error"), QStringLiteral("errors"))));
    struct SectorCounter {
        unsigned id;
        const char* words;
    };
    // Sectors the drive moved or cannot read: the first signs of a failing disk.
    for (const SectorCounter& counter : { SectorCounter { 5, "reallocated sectors" },
             SectorCounter { 197, "sectors pending reallocation" }, SectorCounter { 198, "uncorrectable sectors" } }) {
        if (const SmartAttribute* row = snapshot.attribute(counter.id); row && row->raw > 0)
            worsen(HealthLevel::Caution, QStringLiteral("%1 %2").arg(row->raw).arg(QLatin1String(counter.words)));
    }
    for (const SmartAttribute& row : snapshot.attributes)
        if (row.threshold > 0 && row.value <= row.threshold)
            worsen(HealthLevel::Bad,
                QStringLiteral("%1 (%2) is at or below its threshold: %3 of %4")
                    .arg(row.name)
                    .arg(row.id)
                    .arg(row.value)
                    .arg(row.threshold));
    return assessment;
}

QString formatDecimalBytes(double bytes)
{
    const char* units[] = { "bytes", "kB", "MB", "GB", "TB", "PB" };
    int unit = 0;
    while (std::abs(bytes) >= 1000 && unit < 5) {
        bytes /= 1000;
        ++unit;
    }
    return unit == 0 ? QStringLiteral("%1 bytes").arg(bytes, 0, 'f', 0)
                     : QStringLiteral("%1 %2").arg(bytes, 0, 'f', 1).arg(QLatin1String(units[unit]));
}

QStringList healthChanges(const HealthSnapshot& before, const HealthSnapshot& after, bool translated)
{
    QStringList changes;
    auto moved = [&](const QString& name) -> std::optional<int64_t> {
        const std::optional<uint64_t> a = before.nvmeCounter(name);
        const std::optional<uint64_t> b = after.nvmeCounter(name);
        if (!a || !b || *a == *b)
            return std::nullopt;
        return static_cast<int64_t>(*b - *a);
    };
    auto signedText
        = [](int64_t delta) { return delta > 0 ? QStringLiteral("+%1").arg(delta) : QString::number(delta); };
    // The English words, or the window's: a count in the window's words stands after its name, so that
    // no language needs its plural.
    auto words = [translated](const char* english, const char* windows) {
        return translated ? QCoreApplication::translate("ds::Health", windows) : QString::fromUtf8(english);
    };
    if (const auto units = moved(QStringLiteral("data_units_written")))
        changes << words("+%1 written", QT_TRANSLATE_NOOP("ds::Health", "+%1 written"))
                       .arg(formatDecimalBytes(static_cast<double>(*units) * kNvmeDataUnitBytes));
    if (const auto units = moved(QStringLiteral("data_units_read")))
        changes << words("+%1 read", QT_TRANSLATE_NOOP("ds::Health", "+%1 read"))
                       .arg(formatDecimalBytes(static_cast<double>(*units) * kNvmeDataUnitBytes));
    if (const auto used = moved(QStringLiteral("percentage_used")))
        changes << words("%1 % used", QT_TRANSLATE_NOOP("ds::Health", "%1 % used")).arg(signedText(*used));
    if (const auto spare = moved(QStringLiteral("available_spare")))
        changes << words("%1 % spare", QT_TRANSLATE_NOOP("ds::Health", "%1 % spare")).arg(signedText(*spare));
    if (const auto count = moved(QStringLiteral("unsafe_shutdowns")))
        changes << (translated ? QCoreApplication::translate("ds::Health", "unsafe shutdowns: %1")
                               : QStringLiteral("%1 unsafe %2")
                                     .arg(QStringLiteral("%1"),
                                         plural(static_cast<uint64_t>(*count), QStringLiteral("shutdown"),
                                             QStringLiteral("shutdowns"))))
                       .arg(signedText(*count));
    if (const auto count = moved(QStringLiteral("media_errors")))
        changes << (translated
                ? QCoreApplication::translate("ds::Health", "media errors: %1")
                : QStringLiteral("%1 media %2")
                      .arg(QStringLiteral("%1"),
                          plural(static_cast<uint64_t>(*count), QStringLiteral("error"), QStringLiteral("errors"))))
                       .arg(signedText(*count));
    if (const auto count = moved(QStringLiteral("num_err_log_entries")))
        changes << words("%1 error log entries", QT_TRANSLATE_NOOP("ds::Health", "error log entries: %1"))
                       .arg(signedText(*count));
    if (const auto minutes = moved(QStringLiteral("warning_temp_time")))
        changes << words("%1 min above the warning temperature",
            QT_TRANSLATE_NOOP("ds::Health", "%1 min above the warning temperature"))
                       .arg(signedText(*minutes));
    if (const auto minutes = moved(QStringLiteral("critical_comp_time")))
        changes << words("%1 min above the critical temperature",
            QT_TRANSLATE_NOOP("ds::Health", "%1 min above the critical temperature"))
                       .arg(signedText(*minutes));
    if (const auto warning = moved(QStringLiteral("critical_warning")))
        changes << words("critical warning now 0x%1", QT_TRANSLATE_NOOP("ds::Health", "critical warning now 0x%1"))
                       .arg(after.nvmeCounter(QStringLiteral("critical_warning")).value_or(0), 2, 16, QLatin1Char('0'));
    // ATA: the counters a test can move, by the raw value (smartctl's attribute names in every language).
    for (const unsigned id : { 5u, 187u, 188u, 197u, 198u, 199u, 241u, 242u }) {
        const SmartAttribute* a = before.attribute(id);
        const SmartAttribute* b = after.attribute(id);
        if (a && b && a->raw != b->raw)
            changes << QStringLiteral("%1 %2").arg(signedText(static_cast<int64_t>(b->raw - a->raw)), b->name);
    }
    if (before.passed && after.passed && *before.passed && !*after.passed)
        changes << words("the drive's SMART assessment now fails",
            QT_TRANSLATE_NOOP("ds::Health", "the drive's SMART assessment now fails"));
    return changes;
}

QString RunHealth::changeSummary(bool translated) const
{
    if (!before || !after)
        return QString();
    const QStringList changes = healthChanges(*before, *after, translated);
    if (changes.isEmpty())
        return translated ? QCoreApplication::translate("ds::Health", "%1: no SMART counter moved").arg(device)
                          : QStringLiteral("%1: no SMART counter moved").arg(device);
    return QStringLiteral("%1: %2").arg(device, changes.join(QStringLiteral(", ")));
}

QString RunHealth::summary() const
{
    if (!before || !after)
        return missing.isEmpty() ? QStringLiteral("%1: no SMART snapshot").arg(device) : missing;
    return changeSummary();
}

QJsonObject RunHealth::toJson() const
{
    QJsonObject object { { QStringLiteral("device"), device } };
    if (before)
        object.insert(QStringLiteral("before"), before->toJson());
    if (after)
        object.insert(QStringLiteral("after"), after->toJson());
    if (!missing.isEmpty())
        object.insert(QStringLiteral("missing"), missing);
    if (before && after)
        object.insert(QStringLiteral("changes"), QJsonArray::fromStringList(healthChanges(*before, *after)));
    return object;
}

RunHealth RunHealth::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    RunHealth health;
    health.device = in.string(QStringLiteral("device"));
    health.missing = in.string(QStringLiteral("missing"));
    if (in.has(QStringLiteral("before")))
        health.before = in.read<HealthSnapshot>(QStringLiteral("before"));
    if (in.has(QStringLiteral("after")))
        health.after = in.read<HealthSnapshot>(QStringLiteral("after"));
    return health;
}

QString noSmartReason(const QString& device, const QString& transport)
{
    if (transport == QLatin1String("loop"))
        return QStringLiteral("%1 has no SMART data: a loop device is a file, not a drive").arg(device);
    if (transport == QLatin1String("zram"))
        return QStringLiteral("%1 has no SMART data: zram is compressed memory, not a drive").arg(device);
    if (transport == QLatin1String("dm") || transport == QLatin1String("md"))
        return QStringLiteral("%1 has no SMART data of its own: ask the drives under it").arg(device);
    if (transport == QLatin1String("virtio"))
        return QStringLiteral("%1 has no SMART data: a virtual disk does not pass on its host drive's").arg(device);
    return {};
}

} // namespace ds
