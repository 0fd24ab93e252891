#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QVariantMap>

#include <cstdint>
#include <map>
#include <optional>
#include <vector>

namespace ds {

// One row of an ATA drive's SMART attribute table: normalised value, worst, threshold and raw value.
struct SmartAttribute {
    unsigned id = 0;
    QString name; // "Reallocated_Sector_Ct"
    int value = 0;
    int worst = 0;
    int threshold = 0;
    uint64_t raw = 0;
    QString rawString; // smartctl's reading of the raw bytes ("0", "35 (Min/Max 20/48)")

    QJsonObject toJson() const;
    static SmartAttribute fromJson(const QJsonObject& object); // throws UserError naming the bad field
};

// One row of udisks2's ATA SMART table as org.freedesktop.UDisks2.Drive.Ata.SmartGetAttributes gives it
// (a(ysqiiixia{sv}): id, name, flags, value, worst, threshold, pretty, pretty_unit, expansion), and
// the drive's SMART properties beside it.
struct UdisksSmartAttribute {
    unsigned id = 0;
    QString name; // libatasmart's: "reallocated-sector-count"
    int value = 0; // normalised; -1 where the drive gives none
    int worst = 0;
    int threshold = 0;
    qint64 pretty = 0; // the raw value read in `prettyUnit`
    int prettyUnit = 0; // 0 unknown, 1 none, 2 milliseconds, 3 sectors, 4 millikelvin
};
struct UdisksSmartProperties {
    bool supported = false; // SmartSupported
    bool enabled = false; // SmartEnabled
    quint64 updated = 0; // SmartUpdated: when udisks2 last read it (seconds since the epoch); 0: never
    bool failing = false; // SmartFailing
    quint64 powerOnSeconds = 0; // SmartPowerOnSeconds
    double temperatureKelvin = 0; // SmartTemperature; 0: unknown
};

// udisks2's NVMe health (org.freedesktop.UDisks2.NVMe.Controller, udisks 2.10 and later) as its D-Bus
// replies give it: the interface's Smart* properties (SmartUpdated t, SmartCriticalWarning as,
// SmartPowerOnHours t, SmartTemperature q in kelvins) and SmartGetAttributes' a{sv} (avail_spare y,
// spare_thresh y, percent_used y, total_data_read t and total_data_written t in bytes, ctrl_busy_time t,
// power_cycles t, unsafe_shutdowns t, media_errors t, num_err_log_entries t, temp_sensors aq,
// wctemp q, cctemp q, warning_temp_time u, critical_temp_time u), each value a QVariant of the D-Bus
// type's Qt type (uchar, qulonglong, ushort, uint, QStringList; an array as a QVariantList). Empty
// attributes: udisks2 gave only the properties (SmartGetAttributes refused).
struct UdisksNvmeReply {
    QVariantMap properties;
    QVariantMap attributes;
};

// What a drive's SMART data said at one moment, read from `smartctl --json` (smartmontools 7.x). NVMe
// drives give the SMART / Health Information log's counters, ATA drives the attribute table.
struct HealthSnapshot {
    QString device; // "/dev/nvme0n1"
    QString protocol; // "NVMe", "ATA", "SCSI" as smartctl names it
    QString model;
    QString serial;
    QString firmware;
    QString takenAt; // ISO 8601, UTC
    std::optional<bool> passed; // smart_status.passed: the drive's own overall assessment
    std::optional<double> temperatureCelsius;
    std::optional<uint64_t> powerOnHours;
    // The NVMe log's counters by smartctl's names: critical_warning, percentage_used, available_spare,
    // available_spare_threshold, data_units_read / _written (1000 × 512 bytes each), power_cycles,
    // power_on_hours, unsafe_shutdowns, media_errors, num_err_log_entries, warning_temp_time,
    // critical_comp_time (minutes) …
    std::map<QString, uint64_t> nvme;
    std::vector<SmartAttribute> attributes;
    // A SCSI (SAS) drive's counters: grown_defect_list, and read_, write_, verify_uncorrected_errors and
    // _corrected_errors from its error counter log.
    std::map<QString, uint64_t> scsi;
    QString deviceType; // smartctl's -d type: "nvme", "sat", "scsi", "usbjmicron", "sat+megaraid,0"
    // smartctl's exit status as its document gives it (smartctl(8), EXIT STATUS): bits 3 to 7 are
    // findings about the drive, which the assessment reads.
    std::optional<int> smartctlExitStatus;
    // What smartctl said beside its figures, in words: a SMART command that failed (exit status bit 2),
    // a device that gave its identity but no SMART data.
    QStringList notes;

    std::optional<uint64_t> nvmeCounter(const QString& name) const;
    const SmartAttribute* attribute(unsigned id) const;

    // smartctl's --json output, checked field by field: a damaged or hostile document (not JSON, too large,
    // too deep, fields of the wrong type, a huge table) is refused with a UserError naming what is wrong.
    // `device` names it in errors.
    static HealthSnapshot fromSmartctlJson(const QByteArray& bytes, const QString& device);
    // udisks2's reply (the second source, where smartctl is missing), checked as smartctl's is: a table
    // too large, ids, values or a temperature out of range are refused with a UserError.
    static HealthSnapshot fromUdisksAta(const UdisksSmartProperties& properties,
        const std::vector<UdisksSmartAttribute>& attributes, const QString& device);
    // udisks2's NVMe health, read into the counters smartctl names (the bytes as data units, the
    // warnings as the log's bits), checked as the ATA reply is: a value of another type than documented,
    // out of its range, an unknown critical warning or more entries than udisks2 gives are refused with
    // a UserError naming them; keys it does not document are left out.
    static HealthSnapshot fromUdisksNvme(const UdisksNvmeReply& reply, const QString& device);
    static constexpr qint64 kMaxSmartctlBytes = 4 << 20;
    static constexpr qsizetype kMaxAttributes = 256;

    QJsonObject toJson() const;
    static HealthSnapshot fromJson(const QJsonObject& object); // throws UserError naming the bad field
};

enum class HealthLevel { Unknown, Good, Caution, Bad };

// The NVMe SMART / Health log's Critical Warning bits that are set, in words (NVMe base specification
// 2.0, figure 207; bits 6 and 7 are reserved and named as such).
QStringList nvmeCriticalWarnings(uint64_t criticalWarning);

// good / caution / bad with the reasons, from critical warnings, reallocated and pending sectors, a SCSI
// drive's grown defects and uncorrected errors, the share of its rated endurance used, the drive's own
// assessment and the findings smartctl's exit status holds.
struct HealthAssessment {
    HealthLevel level = HealthLevel::Unknown;
    QStringList reasons; // why it is not good, in words; empty when it is
    QString levelName() const; // "good", "caution", "bad", "unknown"
};
HealthAssessment assessHealth(const HealthSnapshot& snapshot);

// What moved between two snapshots of one drive, in words: "+38.4 GB written", "+1 % used",
// "+3 unsafe shutdowns". Empty when nothing did. `translated`: in the window's language (counts as
// "unsafe shutdowns: +3", which needs no plural); files, reports and the CLI keep the English words.
QStringList healthChanges(const HealthSnapshot& before, const HealthSnapshot& after, bool translated = false);

// A drive's SMART snapshots before and after a run, or why there are none.
struct RunHealth {
    QString device; // "nvme0n1"
    std::optional<HealthSnapshot> before;
    std::optional<HealthSnapshot> after;
    QString missing; // "smartctl is not installed …", "loop3 has no SMART data: …"

    // "nvme0n1: +38.4 GB written, +1 % used", "nvme0n1: no SMART counter moved", or why there are none.
    QString summary() const;
    // The same where both snapshots were taken, in the window's language with `translated`; empty where
    // one is missing.
    QString changeSummary(bool translated = false) const;
    QJsonObject toJson() const;
    static RunHealth fromJson(const QJsonObject& object); // throws UserError naming the bad field
};

// Why a drive of this transport has no SMART data to read; empty when smartctl is worth asking.
QString noSmartReason(const QString& device, const QString& transport);

// "38.4 GB", decimal units as every figure of DriveScope.
QString formatDecimalBytes(double bytes);

} // namespace ds
