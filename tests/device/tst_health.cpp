#include "device/hwmonreader.h"
#include "device/smartctlreader.h"
#include "device/target.h"
#include "device/udisksreader.h"
#include "files/sessionfiles.h"
#include "fixtures/blockdevicefixtures.h"
#include "fixtures/healthsamples.h"
#include "model/chartdescription.h"
#include "model/compare.h"
#include "model/session.h"
#include "model/smarthealth.h"
#include "model/throttling.h"
#include "model/usererror.h"
#include "reports/export.h"
#include "reports/svgchart.h"
#include "run/benchmarks/quicksuite.h"
#include "run/benchmarks/runcontext.h"
#include "run/benchmarks/workloadrunner.h"
#include "run/cooldown.h"
#include "run/cpumeter.h"
#include "run/runner/benchmarkworker.h"
#include "run/temperaturemonitor.h"

#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <fcntl.h>
#include <limits>
#include <mutex>
#include <thread>
#include <unistd.h>

using namespace ds;
using namespace ds::test;

Q_DECLARE_METATYPE(ds::TemperatureSeries)
Q_DECLARE_METATYPE(std::vector<ds::SustainedSample>)

namespace {

// The outputs real smartctl versions wrote on real drives (tests/fixtures/README.md names their sources).
QString realSmartctl(const QString& name)
{
    return QDir::cleanPath(QStringLiteral(DRIVESCOPE_TESTS_DIR "/fixtures/smartctl/") + name);
}

QByteArray readRealSmartctl(const QString& name)
{
    QFile file(realSmartctl(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read the fixture %s", qPrintable(name));
    return file.readAll();
}

} // namespace

class TestHealth : public QObject {
    Q_OBJECT
private slots:
    // Part 1: sensors from sysfs.
    // Part 3: cool-down before each test.
    // Part 2: the throttling rule.
    void temperatureAndSmartInReports();
    // Part 4: SMART.
    void smartctlNvme();
    void smartctlAta();
    void smartctlRefused_data();
    void smartctlRefused();
    void smartctlHostileGenerated();
    void smartctlRealOutputs_data();
    void smartctlRealOutputs();
    void smartctlRawValuesExact();
    void smartctlRealOutputsRefused_data();
    void smartctlRealOutputsRefused();
    void healthOfCapturedSmartctlJson();
    void nvmeCriticalWarningBits_data();
    void nvmeCriticalWarningBits();
    void healthAssessment();
    void healthDiff();
    void runHealthJson();
    void compareShowsWhatMoved();
    void smartctlChildProcess();
    void udisksReply();
    void udisksReplyRefused_data();
    void udisksReplyRefused();
    void udisksLive();
    void udisksNvmeReply();
    void udisksNvmeReplyRefused_data();
    void udisksNvmeReplyRefused();
    void udisksNoInterface();
    // A run on a loop device: no sensor, no SMART, and the session says why.
    void loopDeviceRun();
    void loopDeviceWindowRun();
    void healthCommand();
};

void TestHealth::temperatureAndSmartInReports()
{
    SustainedResult sustained;
    sustained.samples = rateSeries(1000, 60, 500, 120);
    sustained.target.drive = DriveFacts {};
    sustained.target.drive->name = QStringLiteral("nvme0n1");
    SessionRun run = SessionRun::recorded(sustained, QStringLiteral("test"), QString(), {});
    run.temperatures = { temperatureSeries(40, 0.25, 90, 130, 82.0) };
    RunHealth health;
    health.device = QStringLiteral("nvme0n1");
    health.before = HealthSnapshot::fromSmartctlJson(
        readFixture(QStringLiteral("nvme-before.json")), QStringLiteral("/dev/nvme0n1"));
    health.after = HealthSnapshot::fromSmartctlJson(
        readFixture(QStringLiteral("nvme-after.json")), QStringLiteral("/dev/nvme0n1"));
    run.health = { health };
    Session session = Session::startNew(QStringLiteral("test"));
    session.addRun(run);
    const QString temperature
        = QStringLiteral("Temperature: nvme0n1 Composite: 40 °C to 73 °C, mean 56 °C (warning 82 °C)");
    const QString smart = QStringLiteral("SMART: nvme0n1: +38.4 GB written, +1.0 GB read, +1 % used");
    for (const QString& report : { textSummary(session), markdownReport(session), htmlReport(session) }) {
        QVERIFY2(report.contains(temperature), qPrintable(report));
        QVERIFY2(report.contains(smart), qPrintable(report));
    }
}

void TestHealth::smartctlNvme()
{
    const HealthSnapshot snapshot = HealthSnapshot::fromSmartctlJson(
        readFixture(QStringLiteral("nvme-before.json")), QStringLiteral("/dev/nvme0n1"));
    QCOMPARE(snapshot.protocol, QStringLiteral("NVMe"));
    QCOMPARE(snapshot.model, QStringLiteral("Example NVMe SSD 1TB"));
    QCOMPARE(snapshot.serial, QStringLiteral("EXAMPLE0001"));
    QCOMPARE(snapshot.firmware, QStringLiteral("1B2QEXM7"));
    QCOMPARE(snapshot.passed, std::optional<bool>(true));
    QCOMPARE(snapshot.temperatureCelsius, std::optional<double>(41));
    QCOMPARE(snapshot.powerOnHours, std::optional<uint64_t>(4211));
    QCOMPARE(snapshot.nvmeCounter(QStringLiteral("percentage_used")), std::optional<uint64_t>(3));
    QCOMPARE(snapshot.nvmeCounter(QStringLiteral("data_units_written")), std::optional<uint64_t>(61834567));
    QCOMPARE(snapshot.nvmeCounter(QStringLiteral("unsafe_shutdowns")), std::optional<uint64_t>(57));
    QCOMPARE(snapshot.nvmeCounter(QStringLiteral("critical_comp_time")), std::optional<uint64_t>(0));
    QVERIFY(snapshot.attributes.empty());
    // Stored and read back as the session keeps it.
    const HealthSnapshot back = HealthSnapshot::fromJson(snapshot.toJson());
    QCOMPARE(back.nvme, snapshot.nvme);
    QCOMPARE(back.passed, snapshot.passed);
    QCOMPARE(back.powerOnHours, snapshot.powerOnHours);
}

void TestHealth::smartctlAta()
{
    const HealthSnapshot snapshot
        = HealthSnapshot::fromSmartctlJson(readFixture(QStringLiteral("ata.json")), QStringLiteral("/dev/sda"));
    QCOMPARE(snapshot.protocol, QStringLiteral("ATA"));
    QCOMPARE(snapshot.attributes.size(), size_t { 6 });
    const SmartAttribute* reallocated = snapshot.attribute(5);
    QVERIFY(reallocated);
    QCOMPARE(reallocated->name, QStringLiteral("Reallocated_Sector_Ct"));
    QCOMPARE(reallocated->value, 200);
    QCOMPARE(reallocated->worst, 200);
    QCOMPARE(reallocated->threshold, 140);
    QCOMPARE(reallocated->raw, uint64_t { 8 });
    QCOMPARE(snapshot.attribute(194)->raw, uint64_t { 36 });
    QCOMPARE(snapshot.temperatureCelsius, std::optional<double>(36));
    QVERIFY(snapshot.nvme.empty());
    const HealthSnapshot back = HealthSnapshot::fromJson(snapshot.toJson());
    QCOMPARE(back.attributes.size(), snapshot.attributes.size());
    QCOMPARE(back.attribute(5)->raw, uint64_t { 8 });
    QCOMPARE(back.attribute(5)->threshold, 140);
}

void TestHealth::smartctlRefused_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("words");
    QTest::newRow("truncated") << QStringLiteral("truncated.json") << QStringLiteral("not JSON");
    QTest::newRow("wrong type") << QStringLiteral("wrong-types.json")
                                << QStringLiteral("nvme_smart_health_information_log.percentage_used");
    QTest::newRow("negative counter") << QStringLiteral("negative.json") << QStringLiteral("percentage_used");
    QTest::newRow("table not an array") << QStringLiteral("table-not-array.json")
                                        << QStringLiteral("ata_smart_attributes.table: expected an array");
    QTest::newRow("no SMART data") << QStringLiteral("no-device.json")
                                   << QStringLiteral("Unable to detect device type");
    QTest::newRow("not smartctl") << QStringLiteral("not-smartctl.json")
                                  << QStringLiteral("not smartctl --json output");
}

void TestHealth::smartctlRefused()
{
    QFETCH(QString, fixture);
    QFETCH(QString, words);
    try {
        HealthSnapshot::fromSmartctlJson(readFixture(fixture), QStringLiteral("/dev/x"));
        QFAIL("a damaged document was taken");
    } catch (const UserError& error) {
        QVERIFY2(error.message().startsWith(QLatin1String("the SMART data of /dev/x is unusable: ")),
            qPrintable(error.message()));
        QVERIFY2(error.message().contains(words), qPrintable(error.message()));
    }
}

void TestHealth::smartctlHostileGenerated()
{
    auto refusedWith = [](const QByteArray& bytes, const QString& words) {
        try {
            HealthSnapshot::fromSmartctlJson(bytes, QStringLiteral("/dev/x"));
        } catch (const UserError& error) {
            if (error.message().contains(words))
                return true;
            qWarning().noquote() << error.message();
        }
        return false;
    };
    // Deeply nested.
    QVERIFY(refusedWith(QByteArray(100000, '[') + QByteArray(100000, ']'), QStringLiteral("not JSON")));
    QByteArray nested = "{\"smartctl\":{},\"smart_status\":";
    for (int i = 0; i < 5000; ++i)
        nested += "{\"a\":";
    nested += "1" + QByteArray(5000, '}') + "}";
    QVERIFY(refusedWith(nested, QStringLiteral("not JSON")) || refusedWith(nested, QStringLiteral("unusable")));
    // Larger than any drive's output.
    QVERIFY(
        refusedWith(QByteArray(HealthSnapshot::kMaxSmartctlBytes + 1, ' '), QStringLiteral("more than any drive's")));
    // A huge table.
    QByteArray rows;
    for (int i = 0; i < 1000; ++i)
        rows += QByteArray(i ? "," : "")
            + "{\"id\":5,\"name\":\"x\",\"value\":1,\"worst\":1,\"thresh\":0,\"raw\":{\"value\":0,\"string\":\"0\"}}";
    QVERIFY(refusedWith(
        "{\"smartctl\":{},\"ata_smart_attributes\":{\"table\":[" + rows + "]}}", QStringLiteral("has 1000 rows")));
    // Values out of range, an id beyond 255, a top level that is an array.
    QVERIFY(refusedWith(
        "{\"smartctl\":{},\"ata_smart_attributes\":{\"table\":[{\"id\":300}]}}", QStringLiteral("table[0].id")));
    QVERIFY(refusedWith("[1,2,3]", QStringLiteral("not a JSON object")));
    QVERIFY(
        refusedWith("{\"smartctl\":{},\"smart_status\":{\"passed\":\"yes\"}}", QStringLiteral("smart_status.passed")));
    QVERIFY(refusedWith("", QStringLiteral("not JSON")));
    // Without the header, only a document that names its device as smartctl does is taken; a "smartctl"
    // that is no object, or a scan list of garbage, is refused.
    QVERIFY(refusedWith(R"({"device":{"name":"/dev/sda"},"smart_status":{"passed":true}})",
        QStringLiteral("not smartctl --json output")));
    QVERIFY(refusedWith(R"({"smartctl":5,"device":{"type":"sat","protocol":"ATA"},"smart_status":{"passed":true}})",
        QStringLiteral("not smartctl --json output")));
    QVERIFY(refusedWith(R"({"devices":[1,{"name":7},{"name":"/dev/sda"}]})",
        QStringLiteral("'smartctl --scan' printed (3 devices: /dev/sda)")));
    QVERIFY(refusedWith(R"({"devices":[{"name":"/dev/nvme0","type":"nvme"}]})",
        QStringLiteral("'smartctl --scan' printed (1 device: /dev/nvme0 -d nvme)")));
    const HealthSnapshot cut = HealthSnapshot::fromSmartctlJson(
        R"({"device":{"type":"sat","protocol":"ATA"},"smart_status":{"passed":false}})", QStringLiteral("/dev/x"));
    QCOMPARE(cut.passed, std::optional<bool>(false));
    QCOMPARE(cut.smartctlExitStatus, std::nullopt);
    QCOMPARE(assessHealth(cut).levelName(), QStringLiteral("bad"));
}

// Real smartctl outputs of every kind of drive and document: each reads, its figures equal the file's own
// (every counter and raw value, compared below with what the file holds), and what smartctl's exit status
// and sections say is kept as words.
void TestHealth::smartctlRealOutputs_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("deviceType");
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("level");
    QTest::addColumn<QStringList>("reasons");
    QTest::addColumn<QString>("note"); // a part of one of the snapshot's notes; empty: none
    QTest::newRow("SATA SSD, raw values above 2^53, smartctl 7.3")
        << QStringLiteral("sat-seagate-st1000nm0008-raw-above-2p53.json") << QStringLiteral("sat")
        << QStringLiteral("ST1000NM0008-2F2100") << QStringLiteral("good") << QStringList() << QString();
    QTest::newRow("NVMe, smartctl 7.3") << QStringLiteral("nvme-samsung-970-evo-plus.json") << QStringLiteral("nvme")
                                        << QStringLiteral("Samsung SSD 970 EVO Plus 250GB") << QStringLiteral("good")
                                        << QStringList() << QString();
    QTest::newRow("NVMe, smartctl 7.4") << QStringLiteral("nvme-kioxia-smartctl-7.4.json") << QStringLiteral("nvme")
                                        << QStringLiteral("KBG6AZNV1T02 LA KIOXIA") << QStringLiteral("good")
                                        << QStringList() << QString();
    QTest::newRow("SATA HDD, smartctl 7.4, exit status 4")
        << QStringLiteral("sat-wdc-wd10eads-smartctl-7.4-exit4.json") << QStringLiteral("sat")
        << QStringLiteral("WDC WD10EADS-00M2B0") << QStringLiteral("good") << QStringList()
        << QStringLiteral("smartctl: some SMART command failed");
    QTest::newRow("MegaRAID virtual disk: its identity, no SMART, smartctl 7.3")
        << QStringLiteral("scsi-megaraid-virtual-disk-no-smart.json") << QStringLiteral("scsi")
        << QStringLiteral("AVAGO MR9361-8i") << QStringLiteral("unknown") << QStringList()
        << QStringLiteral("the device gave its identity but no SMART data");
    QTest::newRow("NVMe whose volatile memory backup failed, exit status 8")
        << QStringLiteral("nvme-samsung-mzwll3t2-backup-failed.json") << QStringLiteral("nvme")
        << QStringLiteral("SAMSUNG MZWLL3T2HAJQ-00005") << QStringLiteral("bad")
        << QStringList { QStringLiteral("the drive's own SMART assessment failed"),
               QStringLiteral("critical warning: the volatile memory backup failed") }
        << QString();
    QTest::newRow("NVMe with media errors, smartctl 7.0")
        << QStringLiteral("nvme-failed.json") << QStringLiteral("nvme") << QString() << QStringLiteral("caution")
        << QStringList { QStringLiteral("7 media and data integrity errors") } << QString();
    QTest::newRow("SAS drive, smartctl 7.3: grown defects and error counters")
        << QStringLiteral("scsi-hitachi-h109060.json") << QStringLiteral("scsi")
        << QStringLiteral("HITACHI H109060SESUN600G") << QStringLiteral("good") << QStringList() << QString();
    QTest::newRow("SAS drive, smartctl 6.7, JSON format 0.1")
        << QStringLiteral("scsi-smartctl-6.7-format-0.1.json") << QStringLiteral("scsi")
        << QStringLiteral("SEAGATE ST1200MM0088") << QStringLiteral("good") << QStringList() << QString();
    QTest::newRow("RAID volume: its identity, no SMART, exit status 4")
        << QStringLiteral("scsi-raid-volume-no-smart.json") << QStringLiteral("scsi")
        << QStringLiteral("Intel Raid 1 Volume") << QStringLiteral("unknown") << QStringList()
        << QStringLiteral("the device gave its identity but no SMART data");
    QTest::newRow("SATA SSD whose SMART command failed, exit status 4")
        << QStringLiteral("sat-kingston-sa400-exit4.json") << QStringLiteral("sat")
        << QStringLiteral("KINGSTON SA400M8120G") << QStringLiteral("good") << QStringList()
        << QStringLiteral("smartctl: some SMART command failed");
    QTest::newRow("SATA behind a MegaRAID controller, exit status 4")
        << QStringLiteral("sat-megaraid0-exit4.json") << QStringLiteral("sat+megaraid,0") << QString()
        << QStringLiteral("good") << QStringList() << QStringLiteral("smartctl: some SMART command failed");
    QTest::newRow("hard disk with errors in its log, exit status 64")
        << QStringLiteral("sat-hgst-hus724020-exit64.json") << QStringLiteral("sat")
        << QStringLiteral("HGST HUS724020ALE640") << QStringLiteral("caution")
        << QStringList { QStringLiteral("smartctl: the drive's error log holds errors") } << QString();
    QTest::newRow("SAS drive, smartctl 7.4: 260 grown defects, uncorrected errors")
        << QStringLiteral("scsi-seagate-st373453lc-smartctl-7.4-defects.json") << QStringLiteral("scsi")
        << QStringLiteral("SEAGATE ST373453LC") << QStringLiteral("caution")
        << QStringList { QStringLiteral("260 grown defects"), QStringLiteral("1 uncorrected read error"),
               QStringLiteral("535 uncorrected write errors") }
        << QString();
    QTest::newRow("SATA HDD, smartctl 7.3: 304 reallocated sectors")
        << QStringLiteral("sat-seagate-st3500418as-304-reallocated.json") << QStringLiteral("sat")
        << QStringLiteral("ST3500418AS") << QStringLiteral("caution")
        << QStringList { QStringLiteral("304 reallocated sectors") } << QString();
    QTest::newRow("SAS drive, the file's \"smartctl\" header cut off")
        << QStringLiteral("scsi-seagate-st4000nm0043-header-cut.json") << QStringLiteral("scsi")
        << QStringLiteral("SEAGATE ST4000NM0043") << QStringLiteral("caution")
        << QStringList { QStringLiteral("56 grown defects") }
        << QStringLiteral("the file has no \"smartctl\" header: smartctl's version and exit status are unknown");
    QTest::newRow("USB JMicron bridge to a failing disk, exit status 216")
        << QStringLiteral("usbjmicron-exit216.json") << QStringLiteral("usbjmicron") << QString()
        << QStringLiteral("bad")
        << QStringList { QStringLiteral("the drive's own SMART assessment failed"),
               QStringLiteral("smartctl: prefail attributes are at or below their threshold"),
               QStringLiteral("smartctl: the drive's error log holds errors"),
               QStringLiteral("smartctl: the drive's self-test log holds errors"),
               QStringLiteral("1975 reallocated sectors"), QStringLiteral("8 sectors pending reallocation"),
               QStringLiteral("Reallocated_Sector_Ct (5) is at or below its threshold: 1 of 5") }
        << QString();
}

void TestHealth::smartctlRealOutputs()
{
    QFETCH(QString, fixture);
    QFETCH(QString, deviceType);
    QFETCH(QString, model);
    QFETCH(QString, level);
    QFETCH(QStringList, reasons);
    QFETCH(QString, note);
    const QByteArray bytes = readRealSmartctl(fixture);
    const HealthSnapshot snapshot = HealthSnapshot::fromSmartctlJson(bytes, QStringLiteral("/dev/x"));
    const QJsonObject file = QJsonDocument::fromJson(bytes).object();
    QCOMPARE(snapshot.deviceType, deviceType);
    if (!model.isEmpty())
        QCOMPARE(snapshot.model, model);
    const QJsonObject header = file.value(QStringLiteral("smartctl")).toObject();
    QCOMPARE(snapshot.smartctlExitStatus,
        header.contains(QStringLiteral("exit_status"))
            ? std::optional<int>(header.value(QStringLiteral("exit_status")).toInt())
            : std::nullopt);
    const HealthAssessment assessment = assessHealth(snapshot);
    QCOMPARE(assessment.levelName(), level);
    QCOMPARE(assessment.reasons, reasons);
    QVERIFY2(note.isEmpty() ? snapshot.notes.isEmpty() : snapshot.notes.join(QLatin1Char(' ')).contains(note),
        qPrintable(snapshot.notes.join(QStringLiteral("; "))));
    // The file's own figures, each (Qt keeps these integers exactly up to 2^63).
    const QJsonObject status = file.value(QStringLiteral("smart_status")).toObject();
    QCOMPARE(snapshot.passed.has_value(), status.contains(QStringLiteral("passed")));
    if (snapshot.passed)
        QCOMPARE(*snapshot.passed, status.value(QStringLiteral("passed")).toBool());
    const QJsonObject temperature = file.value(QStringLiteral("temperature")).toObject();
    if (temperature.value(QStringLiteral("current")).toInt() > 0)
        QCOMPARE(snapshot.temperatureCelsius,
            std::optional<double>(temperature.value(QStringLiteral("current")).toDouble()));
    else
        QVERIFY(!snapshot.temperatureCelsius);
    const QJsonObject powerOn = file.value(QStringLiteral("power_on_time")).toObject();
    if (powerOn.contains(QStringLiteral("hours")))
        QCOMPARE(snapshot.powerOnHours,
            std::optional<uint64_t>(static_cast<uint64_t>(powerOn.value(QStringLiteral("hours")).toInteger())));
    const QJsonObject log = file.value(QStringLiteral("nvme_smart_health_information_log")).toObject();
    for (auto it = log.begin(); it != log.end(); ++it)
        if (it.value().isDouble())
            QCOMPARE(
                snapshot.nvmeCounter(it.key()), std::optional<uint64_t>(static_cast<uint64_t>(it.value().toInteger())));
    const QJsonArray table
        = file.value(QStringLiteral("ata_smart_attributes")).toObject().value(QStringLiteral("table")).toArray();
    QCOMPARE(snapshot.attributes.size(), static_cast<size_t>(table.size()));
    for (qsizetype i = 0; i < table.size(); ++i) {
        const QJsonObject row = table.at(i).toObject();
        const SmartAttribute& attribute = snapshot.attributes[static_cast<size_t>(i)];
        QCOMPARE(attribute.id, static_cast<unsigned>(row.value(QStringLiteral("id")).toInt()));
        QCOMPARE(attribute.value, row.value(QStringLiteral("value")).toInt());
        QCOMPARE(attribute.threshold, row.value(QStringLiteral("thresh")).toInt());
        const QJsonObject raw = row.value(QStringLiteral("raw")).toObject();
        QCOMPARE(attribute.raw, static_cast<uint64_t>(raw.value(QStringLiteral("value")).toInteger()));
        QCOMPARE(attribute.rawString, raw.value(QStringLiteral("string")).toString());
    }
    if (file.contains(QStringLiteral("scsi_grown_defect_list")))
        QCOMPARE(snapshot.scsi.at(QStringLiteral("grown_defect_list")),
            static_cast<uint64_t>(file.value(QStringLiteral("scsi_grown_defect_list")).toInteger()));
    const QJsonObject errors = file.value(QStringLiteral("scsi_error_counter_log")).toObject();
    for (const char* direction : { "read", "write", "verify" })
        if (errors.contains(QLatin1String(direction)))
            QCOMPARE(snapshot.scsi.at(QStringLiteral("%1_uncorrected_errors").arg(QLatin1String(direction))),
                static_cast<uint64_t>(errors.value(QLatin1String(direction))
                                          .toObject()
                                          .value(QStringLiteral("total_uncorrected_errors"))
                                          .toInteger()));
    // Kept in a session and read back as it was.
    const HealthSnapshot back = HealthSnapshot::fromJson(snapshot.toJson());
    QCOMPARE(back.nvme, snapshot.nvme);
    QCOMPARE(back.scsi, snapshot.scsi);
    QCOMPARE(back.notes, snapshot.notes);
    QCOMPARE(back.deviceType, snapshot.deviceType);
    QCOMPARE(back.smartctlExitStatus, snapshot.smartctlExitStatus);
    QCOMPARE(assessHealth(back).reasons, assessment.reasons);
    QCOMPARE(back.attributes.size(), snapshot.attributes.size());
    for (size_t i = 0; i < back.attributes.size(); ++i)
        QCOMPARE(back.attributes[i].raw, snapshot.attributes[i].raw);
}

// A real SATA drive whose raw values lie above 2^53, where a double rounds: every digit kept, in the
// snapshot, the session file and beside smartctl's own reading of the raw bytes; and 2^64 - 1, the most a
// raw value can be, exact too.
void TestHealth::smartctlRawValuesExact()
{
    const HealthSnapshot seagate = HealthSnapshot::fromSmartctlJson(
        readRealSmartctl(QStringLiteral("sat-seagate-st1000nm0008-raw-above-2p53.json")), QStringLiteral("/dev/sda"));
    QCOMPARE(seagate.attribute(9)->raw, uint64_t { 9023116403587028 });
    QCOMPARE(seagate.attribute(240)->raw, uint64_t { 13997186748561226 });
    const HealthSnapshot back = HealthSnapshot::fromJson(seagate.toJson());
    QCOMPARE(back.attribute(240)->raw, uint64_t { 13997186748561226 });
    QCOMPARE(back.attribute(240)->rawString, seagate.attribute(240)->rawString);
    QVERIFY(!seagate.attribute(240)->rawString.isEmpty());
    const QByteArray widest = R"({"smartctl":{"exit_status":0},"ata_smart_attributes":{"table":[)"
                              R"({"id":241,"name":"Total_LBAs_Written","value":100,"worst":100,"thresh":0,)"
                              R"("raw":{"value":18446744073709551615,"string":"18446744073709551615"}},)"
                              R"({"id":9,"name":"Power_On_Hours","value":99,"worst":99,"thresh":0,)"
                              R"json("raw":{"value":9103526781257015,"string":"9103526781257015 (0 1 2)"}}]}})json";
    const HealthSnapshot wide = HealthSnapshot::fromSmartctlJson(widest, QStringLiteral("/dev/x"));
    QCOMPARE(wide.attribute(241)->raw, std::numeric_limits<uint64_t>::max());
    QCOMPARE(wide.attribute(9)->raw, uint64_t { 9103526781257015 });
    QCOMPARE(wide.attribute(9)->rawString, QStringLiteral("9103526781257015 (0 1 2)"));
    // Digits inside strings, escaped quotes, fractions and exponents are left as they are.
    const HealthSnapshot named = HealthSnapshot::fromSmartctlJson(
        R"({"smartctl":{},"model_name":"x\" 12345678901234567890 \"y","smart_status":{"passed":true},)"
        R"("temperature":{"current":4150000000000000000e-17}})",
        QStringLiteral("/dev/x"));
    QCOMPARE(named.model, QStringLiteral("x\" 12345678901234567890 \"y"));
    QCOMPARE(named.temperatureCelsius, std::optional<double>(41.5));
    // One more than 64 bits can hold is no raw value.
    try {
        HealthSnapshot::fromSmartctlJson(
            QByteArray(widest).replace("18446744073709551615,", "18446744073709551616,"), QStringLiteral("/dev/x"));
        QFAIL("2^64 was taken");
    } catch (const UserError& error) {
        QVERIFY2(error.message().contains(QLatin1String("ata_smart_attributes.table[0].raw.value")),
            qPrintable(error.message()));
    }
}

void TestHealth::smartctlRealOutputsRefused_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("words");
    QTest::newRow("the device could not be opened, exit status 2")
        << QStringLiteral("open-failed-exit2.json")
        << QStringLiteral("smartctl could not open or identify the device: Smartctl open device: /dev/sda failed");
    QTest::newRow("smartctl --scan's list of devices, smartctl 7.1")
        << QStringLiteral("scan-megaraid-smartctl-7.1.json")
        << QStringLiteral("this is the list 'smartctl --scan' printed (2 devices: /dev/bus/0 -d megaraid,0, "
                          "/dev/bus/0 -d megaraid,1), not a drive's SMART data: capture 'smartctl --json -a DEVICE'");
}

void TestHealth::smartctlRealOutputsRefused()
{
    QFETCH(QString, fixture);
    QFETCH(QString, words);
    try {
        HealthSnapshot::fromSmartctlJson(readRealSmartctl(fixture), QStringLiteral("/dev/x"));
        QFAIL("taken");
    } catch (const UserError& error) {
        QVERIFY2(error.message().contains(words), qPrintable(error.message()));
    }
}

// `health --smartctl-json FILE` assesses what an administrator captured elsewhere, in text and JSON; a
// file that is no SMART data is refused with exit status 2 and the reason.
void TestHealth::healthOfCapturedSmartctlJson()
{
    const QString seagate = realSmartctl(QStringLiteral("sat-seagate-st1000nm0008-raw-above-2p53.json"));
    CliRun run = runCli(
        QStringLiteral(DRIVESCOPE_CLI), { QStringLiteral("health"), QStringLiteral("--smartctl-json"), seagate });
    QVERIFY2(run.status == 0, qPrintable(run.err));
    QVERIFY2(run.out.contains(QStringLiteral("ST1000NM0008-2F2100")), qPrintable(run.out));
    QVERIFY2(run.out.contains(QStringLiteral("health: good")), qPrintable(run.out));
    run = runCli(QStringLiteral(DRIVESCOPE_CLI),
        { QStringLiteral("health"), QStringLiteral("--smartctl-json"), seagate, QStringLiteral("--json") });
    QVERIFY2(run.status == 0, qPrintable(run.err));
    const QJsonObject drive = QJsonDocument::fromJson(run.out.toUtf8()).array().at(0).toObject();
    QCOMPARE(drive.value(QStringLiteral("assessment")).toString(), QStringLiteral("good"));
    QCOMPARE(drive.value(QStringLiteral("devicePath")).toString(), QStringLiteral("/dev/sda"));
    bool found = false;
    const QJsonArray rows
        = drive.value(QStringLiteral("smart")).toObject().value(QStringLiteral("attributes")).toArray();
    for (const QJsonValue& row : rows)
        if (row.toObject().value(QStringLiteral("id")).toInt() == 240) {
            QCOMPARE(row.toObject().value(QStringLiteral("raw")).toString(), QStringLiteral("13997186748561226"));
            found = true;
        }
    QVERIFY(found);
    run = runCli(QStringLiteral(DRIVESCOPE_CLI),
        { QStringLiteral("health"), QStringLiteral("--smartctl-json"),
            realSmartctl(QStringLiteral("open-failed-exit2.json")) });
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(QStringLiteral("could not open or identify the device")), qPrintable(run.err));
    run = runCli(QStringLiteral(DRIVESCOPE_CLI),
        { QStringLiteral("health"), QStringLiteral("--smartctl-json"),
            smartFixture(QStringLiteral("truncated.json")) });
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(QStringLiteral("not JSON")), qPrintable(run.err));
}

// Each bit of the NVMe log's Critical Warning by its name, and how much it weighs: only the temperature
// and the reserved bits are a caution, every other is a drive losing data or about to.
void TestHealth::nvmeCriticalWarningBits_data()
{
    QTest::addColumn<int>("warning");
    QTest::addColumn<QString>("level");
    QTest::addColumn<QStringList>("reasons");
    QTest::newRow("none") << 0 << QStringLiteral("good") << QStringList();
    QTest::newRow("spare") << 0x01 << QStringLiteral("bad")
                           << QStringList { QStringLiteral(
                                  "critical warning: the spare capacity is below its threshold") };
    QTest::newRow("temperature") << 0x02 << QStringLiteral("caution")
                                 << QStringList { QStringLiteral(
                                        "critical warning: the temperature is beyond a threshold") };
    QTest::newRow("persistent memory region")
        << 0x20 << QStringLiteral("bad")
        << QStringList { QStringLiteral("critical warning: the persistent memory region is read-only or unreliable") };
    QTest::newRow("reserved bit 6 and read-only")
        << 0x48 << QStringLiteral("bad")
        << QStringList { QStringLiteral("critical warning: the media is read-only"),
               QStringLiteral("critical warning: reserved bit 6 is set") };
    QTest::newRow("beyond one byte") << 0x100 << QStringLiteral("caution")
                                     << QStringList { QStringLiteral(
                                            "critical warning: 0x100 is beyond the log's one byte") };
}

void TestHealth::nvmeCriticalWarningBits()
{
    QFETCH(int, warning);
    QFETCH(QString, level);
    QFETCH(QStringList, reasons);
    HealthSnapshot snapshot;
    snapshot.nvme[QStringLiteral("critical_warning")] = static_cast<uint64_t>(warning);
    const HealthAssessment assessment = assessHealth(snapshot);
    QCOMPARE(assessment.levelName(), level);
    QCOMPARE(assessment.reasons, reasons);
}

void TestHealth::healthAssessment()
{
    const HealthAssessment good = assessHealth(
        HealthSnapshot::fromSmartctlJson(readFixture(QStringLiteral("nvme-before.json")), QStringLiteral("/dev/n")));
    QCOMPARE(good.levelName(), QStringLiteral("good"));
    QVERIFY(good.reasons.isEmpty());
    const HealthAssessment ata = assessHealth(
        HealthSnapshot::fromSmartctlJson(readFixture(QStringLiteral("ata.json")), QStringLiteral("/dev/sda")));
    QCOMPARE(ata.levelName(), QStringLiteral("caution"));
    QCOMPARE(ata.reasons, QStringList { QStringLiteral("8 reallocated sectors") });
    const HealthAssessment worn = assessHealth(
        HealthSnapshot::fromSmartctlJson(readFixture(QStringLiteral("nvme-worn.json")), QStringLiteral("/dev/n")));
    QCOMPARE(worn.levelName(), QStringLiteral("bad"));
    QVERIFY(worn.reasons.contains(QStringLiteral("the drive's own SMART assessment failed")));
    QVERIFY(worn.reasons.contains(QStringLiteral("critical warning: reliability is degraded by media errors")));
    QVERIFY(worn.reasons.contains(QStringLiteral("critical warning: the temperature is beyond a threshold")));
    QVERIFY(worn.reasons.contains(QStringLiteral("104 % of its rated endurance is used")));
    QVERIFY(worn.reasons.contains(QStringLiteral("12 media and data integrity errors")));
    // An attribute at its threshold is a failing drive, whatever its raw value.
    HealthSnapshot failing
        = HealthSnapshot::fromSmartctlJson(readFixture(QStringLiteral("ata.json")), QStringLiteral("/dev/sda"));
    failing.attributes[1].value = 140;
    QCOMPARE(assessHealth(failing).levelName(), QStringLiteral("bad"));
    QCOMPARE(assessHealth(HealthSnapshot {}).levelName(), QStringLiteral("unknown"));
}

void TestHealth::healthDiff()
{
    const HealthSnapshot before = HealthSnapshot::fromSmartctlJson(
        readFixture(QStringLiteral("nvme-before.json")), QStringLiteral("/dev/nvme0n1"));
    const HealthSnapshot after = HealthSnapshot::fromSmartctlJson(
        readFixture(QStringLiteral("nvme-after.json")), QStringLiteral("/dev/nvme0n1"));
    QCOMPARE(healthChanges(before, after),
        QStringList({ QStringLiteral("+38.4 GB written"), QStringLiteral("+1.0 GB read"), QStringLiteral("+1 % used"),
            QStringLiteral("+3 unsafe shutdowns"), QStringLiteral("+2 min above the warning temperature") }));
    QVERIFY(healthChanges(before, before).isEmpty());
    HealthSnapshot ataBefore
        = HealthSnapshot::fromSmartctlJson(readFixture(QStringLiteral("ata.json")), QStringLiteral("/dev/sda"));
    HealthSnapshot ataAfter = ataBefore;
    ataAfter.attributes[1].raw = 10;
    ataAfter.attributes[4].raw = 1;
    QCOMPARE(healthChanges(ataBefore, ataAfter),
        QStringList({ QStringLiteral("+2 Reallocated_Sector_Ct"), QStringLiteral("+1 Current_Pending_Sector") }));
}

// `compare` (text and JSON) and the window's "what changed" say what moved in SMART between each run's
// snapshots and how warm its drive ran; a run without them says nothing of it.
void TestHealth::compareShowsWhatMoved()
{
    SustainedResult sustained;
    sustained.samples = rateSeries(1000, 60, 500, 120);
    sustained.target.drive = DriveFacts {};
    sustained.target.drive->name = QStringLiteral("nvme0n1");
    const SessionRun plain = SessionRun::recorded(sustained, QStringLiteral("test"), QString(), {});
    SessionRun measured = plain;
    measured.temperatures = { temperatureSeries(40, 0.25, 90, 130, 82.0) };
    RunHealth health;
    health.device = QStringLiteral("nvme0n1");
    health.before = HealthSnapshot::fromSmartctlJson(
        readFixture(QStringLiteral("nvme-before.json")), QStringLiteral("/dev/nvme0n1"));
    health.after = HealthSnapshot::fromSmartctlJson(
        readFixture(QStringLiteral("nvme-after.json")), QStringLiteral("/dev/nvme0n1"));
    RunHealth missing;
    missing.device = QStringLiteral("sda");
    missing.missing = QStringLiteral("smartctl is not installed");
    measured.health = { health, missing };

    const QString moved = QStringLiteral("nvme0n1: +38.4 GB written, +1.0 GB read, +1 % used, +3 unsafe shutdowns, +2 "
                                         "min above the warning temperature");
    // Only the drive with both snapshots; the temperature's range in whole degrees.
    QCOMPARE(smartChangesOf(measured), QStringList { moved });
    QCOMPARE(temperatureRangesOf(measured), QStringList { QStringLiteral("nvme0n1 Composite: 40 °C to 73 °C") });
    QVERIFY(smartChangesOf(plain).isEmpty());
    QVERIFY(temperatureRangesOf(plain).isEmpty());
    // The window's words put a count after its name (no plural to choose in any language).
    const QStringList windows = smartChangesOf(measured, true);
    QCOMPARE(windows.size(), 1);
    QVERIFY2(windows.front().contains(QStringLiteral("unsafe shutdowns: +3")), qPrintable(windows.front()));
    QVERIFY(windows.front().contains(QStringLiteral("+38.4 GB written")));
    // Snapshots that do not differ: said so, not left out.
    SessionRun still = plain;
    RunHealth same = health;
    same.after = same.before;
    still.health = { same };
    QCOMPARE(smartChangesOf(still), QStringList { QStringLiteral("nvme0n1: no SMART counter moved") });

    std::vector<CompareItem> items(2);
    items[0].label = QStringLiteral("A");
    items[0].run = plain;
    items[1].label = QStringLiteral("B");
    items[1].run = measured;
    const Comparison comparison = Comparison::of(items);
    const QString text = comparison.toText();
    QVERIFY2(text.contains(QStringLiteral("  B SMART: ") + moved), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("  B temperature: nvme0n1 Composite: 40 °C to 73 °C")), qPrintable(text));
    QVERIFY2(
        !text.contains(QStringLiteral("A SMART")) && !text.contains(QStringLiteral("A temperature")), qPrintable(text));
    QVERIFY(!text.contains(QStringLiteral("smartctl is not installed")));
    const QJsonObject json = comparison.toJson();
    const QJsonArray smart = json.value(QStringLiteral("smartChanges")).toArray();
    QCOMPARE(smart.size(), 2);
    QVERIFY(smart[0].isNull());
    QCOMPARE(smart[1].toArray().size(), 1);
    QCOMPARE(smart[1].toArray()[0].toString(), moved);
    const QJsonArray temperatures = json.value(QStringLiteral("temperatures")).toArray();
    QCOMPARE(temperatures.size(), 2);
    QVERIFY(temperatures[0].isNull());
    const QJsonObject range = temperatures[1].toArray()[0].toObject();
    QCOMPARE(range.value(QStringLiteral("device")).toString(), QStringLiteral("nvme0n1"));
    QCOMPARE(range.value(QStringLiteral("minCelsius")).toDouble(), 40.0);
    QCOMPARE(range.value(QStringLiteral("maxCelsius")).toDouble(), 72.5);
}

void TestHealth::runHealthJson()
{
    RunHealth health;
    health.device = QStringLiteral("nvme0n1");
    health.before = HealthSnapshot::fromSmartctlJson(
        readFixture(QStringLiteral("nvme-before.json")), QStringLiteral("/dev/nvme0n1"));
    health.after = HealthSnapshot::fromSmartctlJson(
        readFixture(QStringLiteral("nvme-after.json")), QStringLiteral("/dev/nvme0n1"));
    QCOMPARE(health.summary(),
        QStringLiteral("nvme0n1: +38.4 GB written, +1.0 GB read, +1 % used, +3 unsafe shutdowns, +2 min above the "
                       "warning temperature"));
    SessionRun run = SessionRun::recorded(SustainedResult {}, QStringLiteral("test"), QString(), {});
    RunHealth missing;
    missing.device = QStringLiteral("loop3");
    missing.missing = noSmartReason(QStringLiteral("loop3"), QStringLiteral("loop"));
    run.health = { health, missing };
    Session session = Session::startNew(QStringLiteral("test"));
    session.addRun(run);
    const Session back = Session::parse(session.toBytes());
    const SessionRun& loaded = back.runs.front();
    QCOMPARE(loaded.health.size(), size_t { 2 });
    QCOMPARE(loaded.health[0].summary(), health.summary());
    QCOMPARE(
        loaded.health[1].summary(), QStringLiteral("loop3 has no SMART data: a loop device is a file, not a drive"));
    // A damaged snapshot in a session is refused with its path.
    QJsonObject object = run.toJson();
    QJsonArray list = object.value(QStringLiteral("health")).toArray();
    QJsonObject first = list[0].toObject();
    QJsonObject before = first.value(QStringLiteral("before")).toObject();
    before.insert(QStringLiteral("attributes"), QStringLiteral("many"));
    first.insert(QStringLiteral("before"), before);
    list[0] = first;
    object.insert(QStringLiteral("health"), list);
    try {
        SessionRun::fromJson(object);
        QFAIL("a damaged snapshot was taken");
    } catch (const UserError& error) {
        QVERIFY2(error.message().contains(QLatin1String("health[0].before.attributes")), qPrintable(error.message()));
    }
}

void TestHealth::smartctlChildProcess()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    auto script = [&dir](const QString& name, const QByteArray& body) {
        const QString path = dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write("#!/bin/sh\n" + body) < 0)
            return QString();
        file.close();
        file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        return path;
    };
    // A smartctl that prints a drive's data.
    const QString good = script(
        QStringLiteral("good"), "cat '" + QFile::encodeName(smartFixture(QStringLiteral("nvme-before.json"))) + "'\n");
    SmartctlOutcome outcome = readSmartctl(QStringLiteral("/dev/nvme0n1"), 10000, good);
    QVERIFY2(outcome.snapshot, qPrintable(outcome.missing));
    QCOMPARE(outcome.snapshot->nvmeCounter(QStringLiteral("unsafe_shutdowns")), std::optional<uint64_t>(57));
    // One that cannot open the device (exit status bit 1), one that hangs, one that is not there.
    const QString denied = script(QStringLiteral("denied"),
        "echo '{\"smartctl\":{\"messages\":[{\"string\":\"Smartctl open device: /dev/sdz failed: Permission "
        "denied\"}],\"exit_status\":2}}'\nexit 2\n");
    outcome = readSmartctl(QStringLiteral("/dev/sdz"), 10000, denied);
    QVERIFY(!outcome.snapshot);
    QVERIFY2(outcome.missing.contains(QLatin1String("could not open it"))
            && outcome.missing.contains(QLatin1String("Permission denied")),
        qPrintable(outcome.missing));
    const QString hangs = script(QStringLiteral("hangs"), "exec sleep 30\n");
    outcome = readSmartctl(QStringLiteral("/dev/sdz"), 300, hangs);
    QVERIFY(!outcome.snapshot);
    QVERIFY2(outcome.missing.contains(QLatin1String("did not finish")), qPrintable(outcome.missing));
    outcome = readSmartctl(QStringLiteral("/dev/sdz"), 1000, QStringLiteral("drivescope-no-such-smartctl"));
    QVERIFY2(outcome.missing.contains(QLatin1String("smartctl is not installed")), qPrintable(outcome.missing));
}

namespace {
// udisks2's reply for a SATA disk with a few reallocated sectors, as SmartGetAttributes and the Smart*
// properties give it (libatasmart's names; pretty values in their units).
std::vector<UdisksSmartAttribute> udisksRows()
{
    return {
        { 1, QStringLiteral("raw-read-error-rate"), 200, 200, 51, 0, 1 },
        { 5, QStringLiteral("reallocated-sector-count"), 199, 199, 140, 8, 3 },
        { 9, QStringLiteral("power-on-hours"), 61, 61, 0, qint64 { 28734 } * 3'600'000, 2 },
        { 194, QStringLiteral("temperature-celsius-2"), 112, 95, 0, 308150, 4 },
        { 197, QStringLiteral("current-pending-sector"), 200, 200, 0, 0, 3 },
    };
}

UdisksSmartProperties udisksProperties()
{
    UdisksSmartProperties properties;
    properties.supported = true;
    properties.enabled = true;
    properties.updated = 1764669600; // 2025-12-02
    properties.powerOnSeconds = uint64_t { 28734 } * 3600;
    properties.temperatureKelvin = 308.15;
    return properties;
}
}

void TestHealth::udisksReply()
{
    const HealthSnapshot snapshot
        = HealthSnapshot::fromUdisksAta(udisksProperties(), udisksRows(), QStringLiteral("/dev/sda"));
    QCOMPARE(snapshot.protocol, QStringLiteral("ATA"));
    QCOMPARE(snapshot.passed, std::optional<bool>(true));
    QCOMPARE(snapshot.powerOnHours, std::optional<uint64_t>(28734));
    QVERIFY(snapshot.temperatureCelsius && std::abs(*snapshot.temperatureCelsius - 35) < 0.01);
    QCOMPARE(snapshot.takenAt, QStringLiteral("2025-12-02T10:00:00Z"));
    QCOMPARE(snapshot.attributes.size(), size_t { 5 });
    // Raw values as smartctl shows them: a count, hours, degrees.
    QCOMPARE(snapshot.attribute(5)->raw, uint64_t { 8 });
    QCOMPARE(snapshot.attribute(9)->raw, uint64_t { 28734 });
    QCOMPARE(snapshot.attribute(194)->raw, uint64_t { 35 });
    QCOMPARE(snapshot.attribute(194)->rawString, QStringLiteral("35 °C"));
    QCOMPARE(snapshot.attribute(5)->threshold, 140);
    // Assessed as smartctl's would be: reallocated sectors are a caution.
    const HealthAssessment assessment = assessHealth(snapshot);
    QCOMPARE(assessment.level, HealthLevel::Caution);
    QVERIFY2(assessment.reasons.contains(QStringLiteral("8 reallocated sectors")),
        qPrintable(assessment.reasons.join(QLatin1Char(';'))));
    // A failing drive is bad; it survives the session's JSON.
    UdisksSmartProperties failing = udisksProperties();
    failing.failing = true;
    const HealthSnapshot bad = HealthSnapshot::fromUdisksAta(failing, udisksRows(), QStringLiteral("/dev/sda"));
    QCOMPARE(assessHealth(bad).level, HealthLevel::Bad);
    QCOMPARE(HealthSnapshot::fromJson(bad.toJson()).attribute(5)->raw, uint64_t { 8 });
}

void TestHealth::udisksReplyRefused_data()
{
    QTest::addColumn<int>("damage");
    QTest::addColumn<QString>("because");
    QTest::newRow("no SMART") << 0 << QStringLiteral("no ATA SMART");
    QTest::newRow("SMART off") << 1 << QStringLiteral("turned off");
    QTest::newRow("never read") << 2 << QStringLiteral("not read it yet");
    QTest::newRow("too many attributes") << 3 << QStringLiteral("more than 256 attributes");
    QTest::newRow("id 0") << 4 << QStringLiteral("attribute id 0");
    QTest::newRow("value out of range") << 5 << QStringLiteral("has the value 999");
    QTest::newRow("temperature of the sun") << 6 << QStringLiteral("5800 K");
    QTest::newRow("negative raw") << 7 << QStringLiteral("malformed");
    QTest::newRow("powered on for ages") << 8 << QStringLiteral("powered on");
}

void TestHealth::udisksReplyRefused()
{
    QFETCH(int, damage);
    QFETCH(QString, because);
    UdisksSmartProperties properties = udisksProperties();
    std::vector<UdisksSmartAttribute> rows = udisksRows();
    switch (damage) {
    case 0:
        properties.supported = false;
        break;
    case 1:
        properties.enabled = false;
        break;
    case 2:
        properties.updated = 0;
        break;
    case 3:
        rows.resize(300, rows.front());
        break;
    case 4:
        rows.front().id = 0;
        break;
    case 5:
        rows.front().worst = 999;
        break;
    case 6:
        properties.temperatureKelvin = 5800;
        break;
    case 7:
        rows.front().pretty = -5;
        break;
    case 8:
        properties.powerOnSeconds = uint64_t { 1 } << 60;
        break;
    }
    try {
        HealthSnapshot::fromUdisksAta(properties, rows, QStringLiteral("/dev/sda"));
        QFAIL("accepted");
    } catch (const UserError& error) {
        QVERIFY2(error.message().startsWith(QLatin1String("the SMART data udisks2 gave for /dev/sda is unusable: ")),
            qPrintable(error.message()));
        QVERIFY2(error.message().contains(because), qPrintable(error.message()));
    }
}

namespace {
// A D-Bus value of a fixture, written under its type ({"t": 5}), as QtDBus hands it over: the type's Qt
// type, an array of numbers as a QVariantList.
QVariant dbusValue(const QJsonObject& typed)
{
    if (typed.size() != 1)
        qFatal("a fixture value needs exactly one type");
    const QString type = typed.constBegin().key();
    const QJsonValue value = typed.constBegin().value();
    if (type == QLatin1String("y"))
        return QVariant::fromValue(static_cast<uchar>(value.toInt()));
    if (type == QLatin1String("q"))
        return QVariant::fromValue(static_cast<ushort>(value.toInt()));
    if (type == QLatin1String("u"))
        return QVariant::fromValue(static_cast<uint>(value.toInteger()));
    if (type == QLatin1String("i"))
        return QVariant::fromValue(static_cast<int>(value.toInt()));
    if (type == QLatin1String("t"))
        return QVariant::fromValue(static_cast<qulonglong>(value.toInteger()));
    if (type == QLatin1String("s"))
        return value.toString();
    if (type == QLatin1String("as")) {
        QStringList list;
        for (const QJsonValue& item : value.toArray())
            list << item.toString();
        return list;
    }
    if (type == QLatin1String("aq")) {
        QVariantList list;
        for (const QJsonValue& item : value.toArray())
            list << QVariant::fromValue(static_cast<ushort>(item.toInt()));
        return list;
    }
    qFatal("a fixture type this test does not know: %s", qPrintable(type));
}

void mergeDbusValues(QVariantMap& map, const QJsonObject& values)
{
    for (auto it = values.constBegin(); it != values.constEnd(); ++it)
        map.insert(it.key(), dbusValue(it.value().toObject()));
}

UdisksNvmeReply udisksNvmeFixture(const QString& name)
{
    const QJsonObject document = QJsonDocument::fromJson(readFixture(name)).object();
    UdisksNvmeReply reply;
    mergeDbusValues(reply.properties, document.value(QStringLiteral("properties")).toObject());
    mergeDbusValues(reply.attributes, document.value(QStringLiteral("attributes")).toObject());
    return reply;
}
}

void TestHealth::udisksNvmeReply()
{
    // A healthy drive: the counters under smartctl's names, the bytes back in data units.
    const HealthSnapshot snapshot = HealthSnapshot::fromUdisksNvme(
        udisksNvmeFixture(QStringLiteral("udisks-nvme.json")), QStringLiteral("/dev/nvme0n1"));
    QCOMPARE(snapshot.protocol, QStringLiteral("NVMe"));
    QCOMPARE(snapshot.takenAt, QStringLiteral("2025-12-02T10:00:00Z"));
    QCOMPARE(snapshot.powerOnHours, std::optional<uint64_t>(4821));
    QVERIFY(snapshot.temperatureCelsius && std::abs(*snapshot.temperatureCelsius - 37.85) < 0.01);
    const std::map<QString, uint64_t> expected {
        { QStringLiteral("critical_warning"), 0 },
        { QStringLiteral("temperature"), 38 },
        { QStringLiteral("available_spare"), 100 },
        { QStringLiteral("available_spare_threshold"), 10 },
        { QStringLiteral("percentage_used"), 3 },
        { QStringLiteral("data_units_read"), 19290124 },
        { QStringLiteral("data_units_written"), 2411264 },
        { QStringLiteral("controller_busy_time"), 1520 },
        { QStringLiteral("power_cycles"), 812 },
        { QStringLiteral("power_on_hours"), 4821 },
        { QStringLiteral("unsafe_shutdowns"), 41 },
        { QStringLiteral("media_errors"), 0 },
        { QStringLiteral("num_err_log_entries"), 12 },
        { QStringLiteral("warning_temp_time"), 7 },
        { QStringLiteral("critical_comp_time"), 0 },
    };
    QCOMPARE(snapshot.nvme, expected);
    QCOMPARE(assessHealth(snapshot).level, HealthLevel::Good);
    // It survives the session's JSON, and a later snapshot's difference reads as smartctl's does.
    const HealthSnapshot stored = HealthSnapshot::fromJson(snapshot.toJson());
    QCOMPARE(stored.nvme, expected);
    UdisksNvmeReply later = udisksNvmeFixture(QStringLiteral("udisks-nvme.json"));
    later.attributes[QStringLiteral("total_data_written")]
        = QVariant::fromValue(qulonglong { 1234567168000 + 38'400'000'000 });
    later.attributes[QStringLiteral("unsafe_shutdowns")] = QVariant::fromValue(qulonglong { 44 });
    const HealthSnapshot after = HealthSnapshot::fromUdisksNvme(later, QStringLiteral("/dev/nvme0n1"));
    const QString moved = healthChanges(snapshot, after).join(QStringLiteral(", "));
    QVERIFY2(moved.contains(QLatin1String("+38.4 GB written")), qPrintable(moved));
    QVERIFY2(moved.contains(QLatin1String("+3 unsafe shutdowns")), qPrintable(moved));

    // A worn drive whose attributes udisks2 would not give: the warnings alone make it bad.
    const HealthSnapshot worn = HealthSnapshot::fromUdisksNvme(
        udisksNvmeFixture(QStringLiteral("udisks-nvme-worn.json")), QStringLiteral("/dev/nvme1n1"));
    QCOMPARE(worn.nvmeCounter(QStringLiteral("critical_warning")), std::optional<uint64_t>(0x09));
    QVERIFY(!worn.temperatureCelsius);
    QVERIFY(!worn.nvmeCounter(QStringLiteral("percentage_used")));
    const HealthAssessment assessment = assessHealth(worn);
    QCOMPARE(assessment.level, HealthLevel::Bad);
    QVERIFY2(assessment.reasons.contains(QStringLiteral("critical warning: the media is read-only")),
        qPrintable(assessment.reasons.join(QLatin1Char(';'))));
}

void TestHealth::udisksNvmeReplyRefused_data()
{
    QTest::addColumn<QJsonObject>("damage");
    const QJsonObject document
        = QJsonDocument::fromJson(readFixture(QStringLiteral("udisks-nvme-refused.json"))).object();
    const QJsonArray cases = document.value(QStringLiteral("cases")).toArray();
    QVERIFY(cases.size() >= 10);
    for (const QJsonValue& one : cases)
        QTest::newRow(qPrintable(one.toObject().value(QStringLiteral("name")).toString())) << one.toObject();
}

void TestHealth::udisksNvmeReplyRefused()
{
    QFETCH(QJsonObject, damage);
    UdisksNvmeReply reply = udisksNvmeFixture(QStringLiteral("udisks-nvme.json"));
    mergeDbusValues(reply.properties, damage.value(QStringLiteral("properties")).toObject());
    mergeDbusValues(reply.attributes, damage.value(QStringLiteral("attributes")).toObject());
    for (const QJsonValue& key : damage.value(QStringLiteral("remove")).toArray()) {
        reply.properties.remove(key.toString());
        reply.attributes.remove(key.toString());
    }
    for (int extra = 0; extra < damage.value(QStringLiteral("extra")).toInt(); ++extra)
        reply.attributes.insert(QStringLiteral("vendor_%1").arg(extra), QVariant::fromValue(qulonglong { 1 }));
    const QString because = damage.value(QStringLiteral("because")).toString();
    try {
        HealthSnapshot::fromUdisksNvme(reply, QStringLiteral("/dev/nvme0n1"));
        QFAIL("accepted");
    } catch (const UserError& error) {
        QVERIFY2(
            error.message().startsWith(QLatin1String("the NVMe health udisks2 gave for /dev/nvme0n1 is unusable: ")),
            qPrintable(error.message()));
        QVERIFY2(error.message().contains(because), qPrintable(error.message()));
    }
}

void TestHealth::udisksNoInterface()
{
    // An udisks2 before 2.10 has no NVMe health: the facts say so and what would give it.
    const QString nvme = udisksNoSmartInterface(QStringLiteral("/dev/nvme0n1"), QStringLiteral("2.9.4"));
    QCOMPARE(nvme,
        QStringLiteral(
            "udisks2 2.9.4 has no NVMe health interface for the drive (org.freedesktop.UDisks2.NVMe.Controller "
            "came with udisks 2.10); install smartmontools for its SMART data"));
    QCOMPARE(udisksNoSmartInterface(QStringLiteral("/dev/sdb"), QStringLiteral("2.10.1")),
        QStringLiteral("the drive is neither an ATA nor an NVMe drive to udisks2 2.10.1"));
}

void TestHealth::udisksLive()
{
    // The D-Bus part needs udisks2 on the system bus; a loop device is no ATA drive to it.
    QDBusConnection bus = QDBusConnection::systemBus();
    if (!bus.isConnected() || !bus.interface()
        || !bus.interface()->isServiceRegistered(QStringLiteral("org.freedesktop.UDisks2")).value()) {
        const SmartctlOutcome outcome = readUdisksSmart(QStringLiteral("/dev/sda"), 5000);
        QVERIFY(!outcome.snapshot);
        QVERIFY2(outcome.missing.contains(QLatin1String("udisks2 is not running")), qPrintable(outcome.missing));
        QSKIP("udisks2 is not running on this machine's system bus: only its reply's reading is tested (udisksReply)");
    }
    DS_REQUIRE_LOOP();
    LoopDevice loop(8u << 20);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    const SmartctlOutcome outcome = readUdisksSmart(loop.devicePath(), 10000);
    QVERIFY(!outcome.snapshot);
    QVERIFY2(outcome.missing.contains(QLatin1String("from udisks2")), qPrintable(outcome.missing));
}

void TestHealth::loopDeviceRun()
{
    DS_REQUIRE_LOOP();
    LoopDevice loop(32u << 20);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString sessionPath = dir.filePath(QStringLiteral("loop.json"));
    const CliRun run = runCli(QStringLiteral(DRIVESCOPE_CLI),
        { QStringLiteral("run"), QStringLiteral("--target"), loop.devicePath(), QStringLiteral("--duration"),
            QStringLiteral("0.3"), QStringLiteral("--temperature-interval"), QStringLiteral("0.1"),
            QStringLiteral("--session"), sessionPath, QStringLiteral("--no-progress") },
        dir.path());
    QVERIFY2(run.status == 0, qPrintable(run.err));
    // The table says once why there is neither.
    QVERIFY2(
        run.out.contains(
            QStringLiteral("Temperature:\n  %1 has no temperature sensor: a loop device is a file").arg(loop.name())),
        qPrintable(run.out));
    QVERIFY2(
        run.out.contains(QStringLiteral("SMART:\n  %1 has no SMART data: a loop device is a file").arg(loop.name())),
        qPrintable(run.out));
    const Session session = loadSession(sessionPath);
    QCOMPARE(session.runs.size(), size_t { 1 });
    const SessionRun& saved = session.runs.front();
    QCOMPARE(saved.temperatures.size(), size_t { 1 });
    QCOMPARE(saved.temperatures.front().device, loop.name());
    QVERIFY(!saved.temperatures.front().hasSamples());
    QVERIFY(saved.temperatures.front().missing.contains(QLatin1String("no temperature sensor")));
    QCOMPARE(saved.health.size(), size_t { 1 });
    QVERIFY(!saved.health.front().before);
    QVERIFY(saved.health.front().missing.contains(QLatin1String("no SMART data")));
    // The drive facts say it too.
    QVERIFY(!session.devices.empty());
    QVERIFY(session.devices.front().temperatureSensors.empty());
    QVERIFY(session.devices.front().temperatureNote.contains(QLatin1String("a loop device is a file")));
    // A bad interval is refused before anything runs.
    const CliRun refused = runCli(QStringLiteral(DRIVESCOPE_CLI),
        { QStringLiteral("run"), QStringLiteral("--target"), loop.devicePath(), QStringLiteral("--duration"),
            QStringLiteral("0.3"), QStringLiteral("--temperature-interval"), QStringLiteral("0"),
            QStringLiteral("--no-save") },
        dir.path());
    QCOMPARE(refused.status, 2);
    QVERIFY2(refused.err.contains(QLatin1String("--temperature-interval")), qPrintable(refused.err));
    // JSON carries the same.
    const CliRun json = runCli(QStringLiteral(DRIVESCOPE_CLI),
        { QStringLiteral("run"), QStringLiteral("--target"), loop.devicePath(), QStringLiteral("--duration"),
            QStringLiteral("0.2"), QStringLiteral("--json"), QStringLiteral("--no-save") },
        dir.path());
    QVERIFY2(json.status == 0, qPrintable(json.err));
    const QJsonObject document = QJsonDocument::fromJson(json.out.toUtf8()).object();
    const QJsonArray temperatures = document.value(QStringLiteral("temperatures")).toArray();
    QCOMPARE(temperatures.size(), 1);
    QVERIFY(temperatures[0].toObject().value(QStringLiteral("missing")).toString().contains(QLatin1String("loop")));
    QCOMPARE(document.value(QStringLiteral("health")).toArray().size(), 1);
}

void TestHealth::loopDeviceWindowRun()
{
    // The window's worker records the same: one series per drive, saying why there is no reading, and
    // one SMART record per drive saying why it has no snapshot.
    DS_REQUIRE_LOOP();
    LoopDevice loop(16u << 20);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    RunPlan plan;
    plan.test = HdTachPlan();
    plan.targetPath = loop.devicePath();
    plan.get<HdTachPlan>().surface.zones = 8;
    plan.get<HdTachPlan>().surface.zoneBytes = 1u << 20;
    BenchmarkWorker worker;
    QSignalSpy finished(&worker, &BenchmarkWorker::runFinished);
    QSignalSpy failed(&worker, &BenchmarkWorker::runFailed);
    worker.run(1, plan);
    QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.first().at(0).value<RunFailure>().message));
    QCOMPARE(finished.size(), 1);
    const FinishedRun run = finished.first().at(0).value<FinishedRun>();
    QCOMPARE(run.runs.size(), size_t { 1 });
    const std::vector<TemperatureSeries>& temperatures = run.runs.front().temperatures;
    QCOMPARE(temperatures.size(), size_t { 1 });
    QCOMPARE(temperatures.front().device, loop.name());
    QVERIFY(temperatures.front().missing.contains(QLatin1String("a loop device is a file")));
    // And its SMART snapshot, as the CLI's: a loop device has none, and the run says why.
    const std::vector<RunHealth>& health = run.runs.front().health;
    QCOMPARE(health.size(), size_t { 1 });
    QCOMPARE(health.front().device, loop.name());
    QVERIFY(!health.front().before && !health.front().after);
    QVERIFY2(health.front().missing.contains(QStringLiteral("%1 has no SMART data").arg(loop.name())),
        qPrintable(health.front().missing));
    QVERIFY(smartChangesOf(run.runs.front()).isEmpty());
    // No throttling is claimed without a temperature.
    for (const Caveat& caveat : run.runs.front().caveats)
        QVERIFY(caveat.code != QLatin1String("throttling"));
}

void TestHealth::healthCommand()
{
    DS_REQUIRE_LOOP();
    LoopDevice loop(16u << 20);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    CliRun run = runCli(
        QStringLiteral(DRIVESCOPE_CLI), { QStringLiteral("health"), QStringLiteral("--target"), loop.devicePath() });
    QVERIFY2(run.status == 0, qPrintable(run.err));
    QVERIFY2(run.out.contains(QStringLiteral("temperature: %1 has no temperature sensor").arg(loop.name())),
        qPrintable(run.out));
    QVERIFY2(run.out.contains(QStringLiteral("health: unknown: %1 has no SMART data").arg(loop.name())),
        qPrintable(run.out));
    run = runCli(QStringLiteral(DRIVESCOPE_CLI),
        { QStringLiteral("health"), QStringLiteral("--target"), loop.devicePath(), QStringLiteral("--json") });
    QVERIFY2(run.status == 0, qPrintable(run.err));
    const QJsonArray drives = QJsonDocument::fromJson(run.out.toUtf8()).array();
    QCOMPARE(drives.size(), 1);
    const QJsonObject drive = drives[0].toObject();
    QCOMPARE(drive.value(QStringLiteral("device")).toString(), loop.name());
    QCOMPARE(drive.value(QStringLiteral("assessment")).toString(), QStringLiteral("unknown"));
    QVERIFY(drive.value(QStringLiteral("smartMissing")).toString().contains(QLatin1String("no SMART data")));
    QVERIFY(drive.value(QStringLiteral("temperatureMissing")).toString().contains(QLatin1String("no temperature")));
    // A target that is no drive: a clear message, exit 2.
    run = runCli(QStringLiteral(DRIVESCOPE_CLI),
        { QStringLiteral("health"), QStringLiteral("--target"), QStringLiteral("/dev/no-such-drive") });
    QCOMPARE(run.status, 2);
    QVERIFY2(
        run.err.contains(QLatin1String("no drive at '/dev/no-such-drive': it does not exist")), qPrintable(run.err));
    run = runCli(QStringLiteral(DRIVESCOPE_CLI),
        { QStringLiteral("health"), QStringLiteral("--target"), QStringLiteral("/etc/hostname") });
    QCOMPARE(run.status, 2);
    run = runCli(QStringLiteral(DRIVESCOPE_CLI), { QStringLiteral("health"), QStringLiteral("--bogus") });
    QCOMPARE(run.status, 2);
    // Every drive of this machine: each says what it has or what is missing.
    run = runCli(QStringLiteral(DRIVESCOPE_CLI), { QStringLiteral("health") });
    QVERIFY2(run.status == 0, qPrintable(run.err));
    QVERIFY(run.out.contains(loop.devicePath()));
}

QTEST_GUILESS_MAIN(TestHealth)
#include "tst_health.moc"
