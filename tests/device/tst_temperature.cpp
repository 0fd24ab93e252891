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

// A sysfs look-alike: /sys/block/X links into /sys/devices/…, the hwmon directories where the nvme and
// drivetemp drivers put theirs.
class FakeSysfs {
public:
    bool isValid() const { return m_dir.isValid(); }
    QString root() const { return m_dir.path() + QStringLiteral("/sys"); }
    QString path(const QString& relative) const { return m_dir.path() + QLatin1Char('/') + relative; }

    bool write(const QString& relative, const QByteArray& content)
    {
        const QString file = path(relative);
        QDir().mkpath(QFileInfo(file).path());
        // Replaced whole, as a sysfs attribute is read whole: a reader never sees it empty or half written.
        QSaveFile out(file);
        return out.open(QIODevice::WriteOnly) && out.write(content) == content.size() && out.commit();
    }

    bool link(const QString& link, const QString& target)
    {
        const QString linkPath = path(link);
        QDir().mkpath(QFileInfo(linkPath).path());
        QDir().mkpath(path(target));
        const QString relative = QDir(QFileInfo(linkPath).path()).relativeFilePath(path(target));
        return ::symlink(QFile::encodeName(relative).constData(), QFile::encodeName(linkPath).constData()) == 0;
    }

    // An NVMe namespace below its controller, the controller's hwmon with Composite and two sensors.
    // `hwmonUnderClassDir`: hwmon/hwmonN rather than hwmonN, as some drivers and kernels lay it out.
    bool addNvme(const QString& name, bool hwmonUnderClassDir = false)
    {
        const QString controller = QStringLiteral("sys/devices/pci0000:00/0000:00:1d.0/0000:3d:00.0/nvme/nvme0");
        const QString hwmon
            = controller + (hwmonUnderClassDir ? QStringLiteral("/hwmon/hwmon2") : QStringLiteral("/hwmon2"));
        const QString disk = controller + QStringLiteral("/") + name;
        return write(hwmon + QStringLiteral("/name"), "nvme\n")
            && write(hwmon + QStringLiteral("/temp1_label"), "Composite\n")
            && write(hwmon + QStringLiteral("/temp1_input"), "44850\n")
            && write(hwmon + QStringLiteral("/temp1_max"), "81850\n")
            && write(hwmon + QStringLiteral("/temp1_crit"), "84850\n")
            && write(hwmon + QStringLiteral("/temp1_min"), "-273150\n")
            && write(hwmon + QStringLiteral("/temp2_label"), "Sensor 1\n")
            && write(hwmon + QStringLiteral("/temp2_input"), "44850\n")
            // The driver's "not set" user threshold: 65535 K.
            && write(hwmon + QStringLiteral("/temp2_max"), "65261850\n")
            && write(hwmon + QStringLiteral("/temp3_label"), "Sensor 2\n")
            && write(hwmon + QStringLiteral("/temp3_input"), "51850\n")
            && write(hwmon + QStringLiteral("/temp10_label"), "Sensor 9\n")
            && write(hwmon + QStringLiteral("/temp10_input"), "30000\n")
            && write(disk + QStringLiteral("/size"), "1953525168\n")
            && link(disk + QStringLiteral("/device"), controller) && link(QStringLiteral("sys/block/") + name, disk)
            && link(QStringLiteral("sys/class/nvme/nvme0"), controller);
    }

    // A SATA disk with the drivetemp driver's hwmon under its SCSI device (no labels, one sensor).
    bool addSata(const QString& name, bool withDrivetemp)
    {
        const QString scsi = QStringLiteral("sys/devices/pci0000:00/0000:00:1f.2/ata1/host0/target0:0:0/0:0:0:0");
        const QString disk = scsi + QStringLiteral("/block/") + name;
        bool ok = write(disk + QStringLiteral("/size"), "7814037168\n") && link(disk + QStringLiteral("/device"), scsi)
            && link(QStringLiteral("sys/block/") + name, disk);
        if (withDrivetemp) {
            const QString hwmon = scsi + QStringLiteral("/hwmon/hwmon3");
            ok = ok && write(hwmon + QStringLiteral("/name"), "drivetemp\n")
                && write(hwmon + QStringLiteral("/temp1_input"), "36000\n")
                && write(hwmon + QStringLiteral("/temp1_max"), "60000\n")
                && write(hwmon + QStringLiteral("/temp1_crit"), "70000\n")
                && write(hwmon + QStringLiteral("/temp1_lowest"), "20000\n");
        }
        return ok;
    }

    bool addVirtual(const QString& name)
    {
        const QString disk = QStringLiteral("sys/devices/virtual/block/") + name;
        return write(disk + QStringLiteral("/size"), "2048\n") && link(QStringLiteral("sys/block/") + name, disk);
    }

private:
    QTemporaryDir m_dir;
};

// The progress a runner reports, kept for the test; the cool-down reports from the thread that waits.
class StageSink : public RunSink {
public:
    void progress(const RunProgressReport& report) override
    {
        std::lock_guard lock(m_mutex);
        m_stages.push_back(report.stage);
        m_fractions.push_back(report.fraction);
    }
    // Every stage reported, in order.
    std::vector<RunStage> all() const
    {
        std::lock_guard lock(m_mutex);
        return m_stages;
    }
    // Where in the run each cool-down report stood: one fraction per wait (each waits at the start
    // of the part it precedes), in order.
    std::vector<double> coolDownFractions() const
    {
        std::lock_guard lock(m_mutex);
        std::vector<double> fractions;
        for (size_t i = 0; i < m_stages.size(); ++i)
            if (m_stages[i].kind == RunStage::Kind::CoolingDown
                && (fractions.empty() || fractions.back() != m_fractions[i]))
                fractions.push_back(m_fractions[i]);
        return fractions;
    }
    std::vector<double> fractions() const
    {
        std::lock_guard lock(m_mutex);
        return m_fractions;
    }
    std::vector<RunStage> stages(RunStage::Kind kind) const
    {
        std::lock_guard lock(m_mutex);
        std::vector<RunStage> found;
        for (const RunStage& stage : m_stages)
            if (stage.kind == kind)
                found.push_back(stage);
        return found;
    }

private:
    mutable std::mutex m_mutex;
    std::vector<RunStage> m_stages;
    std::vector<double> m_fractions;
};

TargetInfo driveTarget(const QString& name, const QString& transport)
{
    TargetInfo target;
    target.path = QStringLiteral("/dev/") + name;
    target.drive = DriveFacts {};
    target.drive->name = name;
    target.drive->transport = transport;
    return target;
}

const QString kNvmeTemperature
    = QStringLiteral("sys/devices/pci0000:00/0000:00:1d.0/0000:3d:00.0/nvme/nvme0/hwmon2/temp1_input");

} // namespace

class TestTemperature : public QObject {
    Q_OBJECT
private slots:
    // Part 1: sensors from sysfs.
    void nvmeSensors_data();
    void nvmeSensors();
    void sataDrivetemp();
    void noSensor_data();
    void noSensor();
    void temperatureSampler();
    void temperatureSeriesJson();
    void preparationReadingsLeftOut();
    // Part 3: cool-down before each test.
    void coolDownSettings_data();
    void coolDownSettings();
    void coolDownBelowTemperature();
    void coolDownLimit();
    void coolDownCancelled();
    void coolDownWithoutSensor();
    void coolDownIdleLoopDevice();
    void coolDownCli();
    void coolDownWindowRun();
    void coolDownBetweenRepeats_data();
    void coolDownBetweenRepeats();
    void coolDownBetweenRepeatsCancelled();
    void coolDownBetweenQuickSuiteTests();
    // Part 2: the throttling rule.
    void throttling_data();
    void throttling();
    void throttlingCaveatOfResult();
    void temperatureOnTheCharts();
};

void TestTemperature::nvmeSensors_data()
{
    QTest::addColumn<bool>("underClassDir");
    QTest::newRow("hwmonN under the controller") << false;
    QTest::newRow("hwmon/hwmonN under the controller") << true;
}

void TestTemperature::nvmeSensors()
{
    QFETCH(bool, underClassDir);
    FakeSysfs sys;
    QVERIFY(sys.isValid());
    QVERIFY(sys.addNvme(QStringLiteral("nvme0n1"), underClassDir));
    const DriveSensors found = findDriveSensors(QStringLiteral("nvme0n1"), QStringLiteral("nvme"), sys.root());
    QVERIFY2(found.missing.isEmpty(), qPrintable(found.missing));
    QCOMPARE(found.sensors.size(), size_t { 4 });
    // In the driver's order, temp10 last, not after temp1.
    QCOMPARE(found.sensors[0].sensor.label, QStringLiteral("Composite"));
    QCOMPARE(found.sensors[1].sensor.label, QStringLiteral("Sensor 1"));
    QCOMPARE(found.sensors[2].sensor.label, QStringLiteral("Sensor 2"));
    QCOMPARE(found.sensors[3].sensor.label, QStringLiteral("Sensor 9"));
    QCOMPARE(found.sensors[0].sensor.warningCelsius, std::optional<double>(81.85));
    QCOMPARE(found.sensors[0].sensor.criticalCelsius, std::optional<double>(84.85));
    // 65535 K means "not set", not a threshold.
    QVERIFY(!found.sensors[1].sensor.warningCelsius);
    QVERIFY(!found.sensors[1].sensor.criticalCelsius);
    QCOMPARE(readCelsius(found.sensors[0].inputPath), std::optional<double>(44.85));
    QCOMPARE(readCelsius(found.sensors[2].inputPath), std::optional<double>(51.85));
    // A sensor that answers with an error (a drive gone) is no reading.
    QVERIFY(sys.write(
        QFileInfo(found.sensors[2].inputPath).absoluteFilePath().mid(sys.path(QString()).size()), "garbage\n"));
    QVERIFY(!readCelsius(found.sensors[2].inputPath));
    QVERIFY(!readCelsius(sys.path(QStringLiteral("no/such/temp1_input"))));
}

void TestTemperature::sataDrivetemp()
{
    FakeSysfs sys;
    QVERIFY(sys.isValid());
    QVERIFY(sys.addSata(QStringLiteral("sda"), true));
    const DriveSensors found = findDriveSensors(QStringLiteral("sda"), QStringLiteral("sata"), sys.root());
    QCOMPARE(found.sensors.size(), size_t { 1 });
    QCOMPARE(found.sensors[0].sensor.label, QStringLiteral("drivetemp"));
    QCOMPARE(found.sensors[0].sensor.warningCelsius, std::optional<double>(60));
    QCOMPARE(found.sensors[0].sensor.criticalCelsius, std::optional<double>(70));
    QCOMPARE(readCelsius(found.sensors[0].inputPath), std::optional<double>(36));
}

void TestTemperature::noSensor_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("transport");
    QTest::addColumn<QString>("words");
    QTest::newRow("loop") << QStringLiteral("loop3") << QStringLiteral("loop")
                          << QStringLiteral("loop3 has no temperature sensor: a loop device is a file");
    QTest::newRow("zram") << QStringLiteral("zram0") << QStringLiteral("zram")
                          << QStringLiteral("zram0 has no temperature sensor: zram is compressed memory");
    QTest::newRow("virtio") << QStringLiteral("vda") << QStringLiteral("virtio")
                            << QStringLiteral("vda has no temperature sensor: a virtual disk");
    QTest::newRow("SATA without drivetemp")
        << QStringLiteral("sda") << QStringLiteral("sata") << QStringLiteral("modprobe drivetemp");
}

void TestTemperature::noSensor()
{
    QFETCH(QString, name);
    QFETCH(QString, transport);
    QFETCH(QString, words);
    FakeSysfs sys;
    QVERIFY(sys.isValid());
    QVERIFY(transport == QLatin1String("sata") ? sys.addSata(name, false) : sys.addVirtual(name));
    const DriveSensors found = findDriveSensors(name, transport, sys.root());
    QVERIFY(found.sensors.empty());
    QVERIFY2(found.missing.contains(words), qPrintable(found.missing));
}

void TestTemperature::temperatureSampler()
{
    FakeSysfs sys;
    QVERIFY(sys.isValid());
    QVERIFY(sys.addNvme(QStringLiteral("nvme0n1")));
    QVERIFY(sys.addVirtual(QStringLiteral("loop5")));
    TemperatureMonitor monitor(0.05, sys.root());
    TargetInfo nvme;
    nvme.path = QStringLiteral("/dev/nvme0n1");
    nvme.drive = DriveFacts {};
    nvme.drive->name = QStringLiteral("nvme0n1");
    nvme.drive->transport = QStringLiteral("nvme");
    TargetInfo loop;
    loop.path = QStringLiteral("/dev/loop5");
    loop.drive = DriveFacts {};
    loop.drive->name = QStringLiteral("loop5");
    loop.drive->transport = QStringLiteral("loop");
    monitor.targetOpened(nvme);
    monitor.targetOpened(nvme); // a second target on the same drive: one series
    monitor.targetOpened(loop);
    monitor.testStarted();
    QTRY_VERIFY_WITH_TIMEOUT(monitor.series().front().samples.size() >= 3, 10000);
    // The drive warms up while it runs.
    QVERIFY(sys.write(
        QStringLiteral("sys/devices/pci0000:00/0000:00:1d.0/0000:3d:00.0/nvme/nvme0/hwmon2/temp1_input"), "61000\n"));
    const size_t before = monitor.series().front().samples.size();
    QTRY_VERIFY_WITH_TIMEOUT(monitor.series().front().samples.size() >= before + 2, 10000);
    monitor.runEnded();
    const std::vector<TemperatureSeries> series = monitor.series();
    QCOMPARE(series.size(), size_t { 2 });
    const TemperatureSeries& drive = series[0];
    QCOMPARE(drive.device, QStringLiteral("nvme0n1"));
    QCOMPARE(drive.sensor, QStringLiteral("Composite"));
    QCOMPARE(drive.warningCelsius, std::optional<double>(81.85));
    QCOMPARE(drive.intervalSeconds, 0.05);
    QCOMPARE(drive.minimum(), 44.85);
    QCOMPARE(drive.maximum(), 61.0);
    QVERIFY(drive.mean() > 44.85 && drive.mean() < 61.0);
    for (size_t index = 1; index < drive.samples.size(); ++index)
        QVERIFY(drive.samples[index].seconds >= drive.samples[index - 1].seconds);
    QVERIFY(drive.samples.back().seconds > 0);
    // Stopped: no more readings.
    const size_t count = drive.samples.size();
    QTest::qWait(150);
    QCOMPARE(monitor.series().front().samples.size(), count);
    // The loop device says why, once.
    QVERIFY(!series[1].hasSamples());
    QVERIFY2(series[1].missing.contains(QLatin1String("loop device is a file")), qPrintable(series[1].missing));
    QVERIFY(series[1].summary().contains(QLatin1String("loop5 has no temperature sensor")));
}

void TestTemperature::preparationReadingsLeftOut()
{
    // Readings while the test file was made come before the test's time axis starts.
    TemperatureSeries series = temperatureSeries(40, 1, 50, 10, 80.0);
    series.samples.insert(series.samples.begin(), { { -2.0, 75.0 }, { -1.0, 20.0 } });
    QCOMPARE(series.minimum(), 40.0);
    QCOMPARE(series.maximum(), 50.0);
    QCOMPARE(series.mean(), 45.0);
    QVERIFY2(series.summary().contains(QStringLiteral("40 °C to 50 °C, mean 45 °C")), qPrintable(series.summary()));
    const QJsonObject json = series.toJson();
    QCOMPARE(json.value(QStringLiteral("minCelsius")).toDouble(), 40.0);
    QCOMPARE(json.value(QStringLiteral("maxCelsius")).toDouble(), 50.0);
    // The readings stay in the series, on their own times.
    QCOMPARE(TemperatureSeries::fromJson(json).samples.size(), series.samples.size());
    // Only readings before the test: nothing to summarise.
    TemperatureSeries before;
    before.device = QStringLiteral("nvme0n1");
    before.samples = { { -1.0, 60.0 } };
    QVERIFY(!before.hasSamples());
    QCOMPARE(before.maximum(), 0.0);
    QVERIFY(!before.toJson().contains(QStringLiteral("maxCelsius")));

    // The monitor as the window uses it: a warm reading during the preparation, then the test.
    FakeSysfs sys;
    QVERIFY(sys.isValid());
    QVERIFY(sys.addNvme(QStringLiteral("nvme0n1")));
    QVERIFY(sys.write(kNvmeTemperature, "77000\n"));
    TemperatureMonitor monitor(0.05, sys.root());
    monitor.targetOpened(driveTarget(QStringLiteral("nvme0n1"), QStringLiteral("nvme")));
    QTRY_VERIFY_WITH_TIMEOUT(monitor.series().front().samples.size() >= 2, 10000);
    QVERIFY(sys.write(kNvmeTemperature, "41000\n"));
    QTest::qWait(100); // a reading in flight may still be the warm one
    monitor.testStarted();
    const size_t prepared = monitor.series().front().samples.size();
    QTRY_VERIFY_WITH_TIMEOUT(monitor.series().front().samples.size() >= prepared + 2, 10000);
    monitor.runEnded();
    const TemperatureSeries measured = monitor.series().front();
    QVERIFY(measured.samples.front().seconds < 0);
    QCOMPARE(measured.samples.front().celsius, 77.0);
    QCOMPARE(measured.maximum(), 41.0);
    QCOMPARE(measured.minimum(), 41.0);
    QCOMPARE(measured.mean(), 41.0);
}

void TestTemperature::coolDownSettings_data()
{
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("value"); // -1: refused
    QTest::newRow("below 50") << QStringLiteral("below") << QStringLiteral("50") << 50.0;
    QTest::newRow("below 45.5") << QStringLiteral("below") << QStringLiteral(" 45.5 ") << 45.5;
    QTest::newRow("below too cold") << QStringLiteral("below") << QStringLiteral("10") << -1.0;
    QTest::newRow("below too hot") << QStringLiteral("below") << QStringLiteral("95") << -1.0;
    QTest::newRow("below no number") << QStringLiteral("below") << QStringLiteral("warm") << -1.0;
    QTest::newRow("below nan") << QStringLiteral("below") << QStringLiteral("nan") << -1.0;
    QTest::newRow("idle 30") << QStringLiteral("idle") << QStringLiteral("30") << 30.0;
    QTest::newRow("idle 0") << QStringLiteral("idle") << QStringLiteral("0") << -1.0;
    QTest::newRow("idle two hours") << QStringLiteral("idle") << QStringLiteral("7200") << -1.0;
    QTest::newRow("limit 600") << QStringLiteral("limit") << QStringLiteral("600") << 600.0;
    QTest::newRow("limit negative") << QStringLiteral("limit") << QStringLiteral("-5") << -1.0;
    QTest::newRow("limit empty") << QStringLiteral("limit") << QString() << -1.0;
}

void TestTemperature::coolDownSettings()
{
    QFETCH(QString, option);
    QFETCH(QString, text);
    QFETCH(double, value);
    auto parse = [&]() {
        if (option == QLatin1String("below"))
            return parseCoolBelow(text);
        if (option == QLatin1String("idle"))
            return parseCoolIdle(text);
        return parseCoolLimit(text);
    };
    if (value >= 0) {
        QCOMPARE(parse(), value);
        return;
    }
    try {
        parse();
        QFAIL("accepted");
    } catch (const UserError& error) {
        // The setting is named, as the CLI's other options are.
        QVERIFY2(error.message().startsWith(QStringLiteral("--cool-") + option), qPrintable(error.message()));
    }
    // The window's numbers go through the same ranges.
    CoolDownSettings settings;
    settings.belowCelsius = 95;
    QVERIFY_THROWS_EXCEPTION(UserError, checkCoolDown(settings));
    settings.belowCelsius = 50;
    settings.idleSeconds = 30;
    checkCoolDown(settings);
    QCOMPARE(settings.describe(), QStringLiteral("below 50 °C, idle for 30 s, at most 600 s"));
    RunPlan plan;
    plan.coolDown = settings;
    plan.coolDown.limitSeconds = 0;
    QVERIFY_THROWS_EXCEPTION(UserError, plan.validate());
}

void TestTemperature::coolDownBelowTemperature()
{
    FakeSysfs sys;
    QVERIFY(sys.isValid());
    QVERIFY(sys.addNvme(QStringLiteral("nvme0n1")));
    QVERIFY(sys.write(kNvmeTemperature, "70000\n"));
    CoolDownSettings settings;
    settings.belowCelsius = 50;
    settings.limitSeconds = 60;
    CoolDown coolDown(settings, sys.root(), 0.02);
    coolDown.targetOpened(driveTarget(QStringLiteral("nvme0n1"), QStringLiteral("nvme")));
    QVERIFY(coolDown.missingSensors().isEmpty());
    // The drive cools while the run waits: 60 °C first (still too warm), then 45 °C.
    std::atomic<bool> coolEnough { false };
    std::thread weather([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(200));
        sys.write(kNvmeTemperature, "60000\n");
        std::this_thread::sleep_for(std::chrono::milliseconds(200));
        coolEnough = true;
        sys.write(kNvmeTemperature, "45000\n");
    });
    std::atomic<bool> cancel { false };
    StageSink sink;
    const bool waited = RunContext(&cancel, &sink, 0).withCoolDown(&coolDown).coolDown();
    const bool cooled = coolEnough.load();
    weather.join();
    QVERIFY(waited);
    QVERIFY2(cooled, "the wait ended while the drive was still above 50 °C");
    QCOMPARE(coolDown.limitsReached(), 0u);
    QVERIFY(coolDown.caveats().empty());
    // The progress said what it waits for, at 70 °C and at 60 °C.
    const std::vector<RunStage> stages = sink.stages(RunStage::Kind::CoolingDown);
    QVERIFY(!stages.empty());
    QCOMPARE(stages.front().name, QStringLiteral("nvme0n1"));
    QCOMPARE(stages.front().value, uint64_t { 70 });
    QCOMPARE(stages.front().count, uint64_t { 50 });
    QCOMPARE(stages.front().describe(), QStringLiteral("cooling down: nvme0n1 at 70 °C, waiting for below 50 °C"));
    QVERIFY(std::any_of(stages.begin(), stages.end(), [](const RunStage& stage) { return stage.value == 60; }));
    // Cool already: the next test starts at once, without a report.
    const size_t reports = sink.stages(RunStage::Kind::CoolingDown).size();
    QVERIFY(RunContext(&cancel, &sink, 0).withCoolDown(&coolDown).coolDown());
    QCOMPARE(sink.stages(RunStage::Kind::CoolingDown).size(), reports);
}

void TestTemperature::coolDownLimit()
{
    FakeSysfs sys;
    QVERIFY(sys.isValid());
    QVERIFY(sys.addNvme(QStringLiteral("nvme0n1")));
    QVERIFY(sys.write(kNvmeTemperature, "72000\n"));
    CoolDownSettings settings;
    settings.belowCelsius = 50;
    settings.limitSeconds = 1;
    CoolDown coolDown(settings, sys.root(), 0.02);
    coolDown.targetOpened(driveTarget(QStringLiteral("nvme0n1"), QStringLiteral("nvme")));
    std::atomic<bool> cancel { false };
    const RunContext context = RunContext(&cancel).withCoolDown(&coolDown);
    // The drive stays warm: each wait ends at the limit and the test goes on.
    QVERIFY(context.coolDown());
    QVERIFY(context.coolDown());
    QCOMPARE(coolDown.limitsReached(), 2u);
    QVERIFY(coolDown.waitedSeconds() >= 2 * settings.limitSeconds);
    const std::vector<Caveat> caveats = coolDown.caveats();
    QCOMPARE(caveats.size(), size_t { 1 });
    QCOMPARE(caveats.front().code, QStringLiteral("cool-down"));
    QCOMPARE(caveats.front().text,
        QStringLiteral("nvme0n1 did not cool below 50 °C within 1 s (waits that reached that limit: 2; warmest 72 °C): "
                       "those tests started warm"));
    // The stored text is matched back to its template for the window's language.
    QCOMPARE(caveats.front().translatedText(), caveats.front().text);
}

void TestTemperature::coolDownCancelled()
{
    FakeSysfs sys;
    QVERIFY(sys.isValid());
    QVERIFY(sys.addNvme(QStringLiteral("nvme0n1")));
    QVERIFY(sys.write(kNvmeTemperature, "72000\n"));
    CoolDownSettings settings;
    settings.belowCelsius = 50;
    settings.limitSeconds = 3600;
    CoolDown coolDown(settings, sys.root(), 0.02);
    coolDown.targetOpened(driveTarget(QStringLiteral("nvme0n1"), QStringLiteral("nvme")));
    std::atomic<bool> cancel { false };
    std::thread stop([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(200));
        cancel = true;
    });
    const bool waited = RunContext(&cancel).withCoolDown(&coolDown).coolDown();
    stop.join();
    QVERIFY(!waited);
    QCOMPARE(coolDown.limitsReached(), 0u);
    QVERIFY(coolDown.caveats().empty());
    // A run stopped before its wait does not wait at all.
    QVERIFY(!RunContext(&cancel).withCoolDown(&coolDown).coolDown());
}

void TestTemperature::coolDownWithoutSensor()
{
    FakeSysfs sys;
    QVERIFY(sys.isValid());
    QVERIFY(sys.addVirtual(QStringLiteral("loop5")));
    CoolDownSettings settings;
    settings.belowCelsius = 40;
    settings.limitSeconds = 3600;
    CoolDown coolDown(settings, sys.root(), 0.02);
    coolDown.targetOpened(driveTarget(QStringLiteral("loop5"), QStringLiteral("loop")));
    QCOMPARE(coolDown.missingSensors().size(), 1);
    QVERIFY2(coolDown.missingSensors().front().contains(QLatin1String("loop5 has no temperature sensor")),
        qPrintable(coolDown.missingSensors().front()));
    // Nothing to wait for: the test starts at once rather than waiting an hour for a reading.
    std::atomic<bool> cancel { false };
    StageSink sink;
    QVERIFY(RunContext(&cancel, &sink).withCoolDown(&coolDown).coolDown());
    QCOMPARE(coolDown.limitsReached(), 0u);
    QVERIFY(sink.stages(RunStage::Kind::CoolingDown).empty());
    const std::vector<Caveat> caveats = coolDown.caveats();
    QCOMPARE(caveats.size(), size_t { 1 });
    QVERIFY2(caveats.front().text.startsWith(
                 QLatin1String("no cool-down below a temperature: loop5 has no temperature sensor")),
        qPrintable(caveats.front().text));
    // A target on no known drive says so too.
    CoolDown unknown(settings, sys.root(), 0.02);
    TargetInfo file;
    file.path = QStringLiteral("/somewhere/test.bin");
    unknown.targetOpened(file);
    QVERIFY(unknown.missingSensors().front().contains(QLatin1String("on no drive DriveScope knows")));
}

void TestTemperature::coolDownIdleLoopDevice()
{
    DS_REQUIRE_LOOP();
    LoopDevice loop(8u << 20);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    CoolDownSettings settings;
    settings.idleSeconds = 1;
    settings.limitSeconds = 60;
    CoolDown coolDown(settings, QStringLiteral("/sys"), 0.02);
    coolDown.targetOpened(driveTarget(loop.name(), QStringLiteral("loop")));
    // Reads reach the device (O_DIRECT) for a while: its counters move, so it is not idle.
    const int fd = ::open(QFile::encodeName(loop.devicePath()).constData(), O_RDONLY | O_DIRECT | O_CLOEXEC);
    QVERIFY(fd >= 0);
    void* buffer = nullptr;
    QCOMPARE(::posix_memalign(&buffer, 4096, 4096), 0);
    std::atomic<uint64_t> lastIoNs { monotonicNs() };
    std::atomic<bool> readFailed { false };
    std::thread io([&] {
        for (int round = 0; round < 12; ++round) {
            if (::pread(fd, buffer, 4096, static_cast<off_t>(round) * 4096 * 16) != 4096)
                readFailed = true;
            lastIoNs = monotonicNs();
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
        }
    });
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    std::atomic<bool> cancel { false };
    StageSink sink;
    const bool waited = RunContext(&cancel, &sink).withCoolDown(&coolDown).coolDown();
    const uint64_t endedNs = monotonicNs();
    io.join();
    ::free(buffer);
    ::close(fd);
    QVERIFY(!readFailed);
    QVERIFY(waited);
    QCOMPARE(coolDown.limitsReached(), 0u);
    // It ended only once the reads had stopped and a second had passed without any.
    QVERIFY2(endedNs >= lastIoNs.load() + 900'000'000ull,
        qPrintable(QStringLiteral("ended %1 ms after the last read")
                       .arg((static_cast<double>(endedNs) - static_cast<double>(lastIoNs.load())) / 1e6)));
    const std::vector<RunStage> stages = sink.stages(RunStage::Kind::IdleWait);
    QVERIFY(!stages.empty());
    QCOMPARE(stages.front().name, loop.name());
    QCOMPARE(stages.front().count, uint64_t { 1 });
    QVERIFY2(stages.front().describe().startsWith(QStringLiteral("waiting for %1 to be idle: ").arg(loop.name())),
        qPrintable(stages.front().describe()));
    // Still idle: the next wait remembers since when, and does not wait again.
    QVERIFY(RunContext(&cancel, &sink).withCoolDown(&coolDown).coolDown());
    QCOMPARE(sink.stages(RunStage::Kind::IdleWait).size(), stages.size());
}

void TestTemperature::coolDownCli()
{
    DS_REQUIRE_LOOP();
    LoopDevice loop(32u << 20);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // No sensor: said at once, and the run does not wait for it.
    const QString sessionPath = dir.filePath(QStringLiteral("cool.json"));
    CliRun run = runCli(QStringLiteral(DRIVESCOPE_CLI),
        { QStringLiteral("run"), QStringLiteral("--target"), loop.devicePath(), QStringLiteral("--duration"),
            QStringLiteral("0.2"), QStringLiteral("--repeats"), QStringLiteral("2"), QStringLiteral("--cool-below"),
            QStringLiteral("40"), QStringLiteral("--session"), sessionPath, QStringLiteral("--no-progress") },
        dir.path());
    QVERIFY2(run.status == 0, qPrintable(run.err));
    QVERIFY2(run.err.contains(QStringLiteral("--cool-below: %1 has no temperature sensor").arg(loop.name())),
        qPrintable(run.err));
    QVERIFY2(
        run.out.contains(QStringLiteral("no cool-down below a temperature: %1").arg(loop.name())), qPrintable(run.out));
    Session session = loadSession(sessionPath);
    QCOMPARE(session.runs.size(), size_t { 1 });
    QVERIFY(std::any_of(session.runs.front().caveats.begin(), session.runs.front().caveats.end(),
        [](const Caveat& caveat) { return caveat.code == QLatin1String("cool-down"); }));
    // A sweep waits before each point: the drive, busy with the point before (or unknown before the first
    // wait), is never idle for 3 s within 1 s, and the run says so.
    run = runCli(QStringLiteral(DRIVESCOPE_CLI),
        { QStringLiteral("sweep-bs"), QStringLiteral("--target"), loop.devicePath(), QStringLiteral("--from"),
            QStringLiteral("4K"), QStringLiteral("--to"), QStringLiteral("8K"), QStringLiteral("--duration"),
            QStringLiteral("0.2"), QStringLiteral("--warmup"), QStringLiteral("0"), QStringLiteral("--cool-idle"),
            QStringLiteral("3"), QStringLiteral("--cool-limit"), QStringLiteral("1"), QStringLiteral("--json"),
            QStringLiteral("--no-save") },
        dir.path());
    QVERIFY2(run.status == 0, qPrintable(run.err));
    const QJsonObject document = QJsonDocument::fromJson(run.out.toUtf8()).object();
    QStringList texts;
    for (const QJsonValue& caveat : document.value(QStringLiteral("caveats")).toArray())
        texts << caveat.toObject().value(QStringLiteral("text")).toString();
    // The first wait (before the test) and one before each of the two points.
    QVERIFY2(texts.contains(QStringLiteral("%1 was not idle for 3 s within 1 s (waits that reached that limit: 3): I/O "
                                           "went on right before those tests")
                                .arg(loop.name())),
        qPrintable(texts.join(QLatin1Char('\n'))));
    // Bad settings: a clear message, exit status 2, nothing run.
    for (const QStringList& bad : { QStringList { QStringLiteral("--cool-below"), QStringLiteral("200") },
             QStringList { QStringLiteral("--cool-idle"), QStringLiteral("soon") },
             QStringList { QStringLiteral("--cool-limit"), QStringLiteral("60") } }) {
        run = runCli(QStringLiteral(DRIVESCOPE_CLI),
            QStringList { QStringLiteral("run"), QStringLiteral("--target"), loop.devicePath(),
                QStringLiteral("--duration"), QStringLiteral("0.2"), QStringLiteral("--no-save") }
                + bad,
            dir.path());
        QCOMPARE(run.status, 2);
        QVERIFY2(run.err.contains(bad.front()), qPrintable(run.err));
    }
}

namespace {
// A 16 MiB test file and a cool-down on a fixture NVMe drive whose sensor reads `celsius`, waiting for
// below 50 °C at most `limitSeconds`: the run's drive is the test file's, the sensor the fixture's.
struct CoolDownBench {
    QTemporaryDir dir;
    FakeSysfs sys;
    std::unique_ptr<Target> target;
    std::unique_ptr<CoolDown> coolDown;

    bool make(const char* celsius, double limitSeconds)
    {
        if (!dir.isValid() || !sys.isValid() || !sys.addNvme(QStringLiteral("nvme0n1"))
            || !sys.write(kNvmeTemperature, celsius))
            return false;
        Target::TestFileOptions file;
        file.location = dir.path();
        file.sizeBytes = 16u << 20;
        target = Target::createTestFile(file);
        CoolDownSettings settings;
        settings.belowCelsius = 50;
        settings.limitSeconds = limitSeconds;
        coolDown = std::make_unique<CoolDown>(settings, sys.root(), 0.02);
        coolDown->targetOpened(driveTarget(QStringLiteral("nvme0n1"), QStringLiteral("nvme")));
        return coolDown->missingSensors().isEmpty();
    }
};

WorkloadSpec shortReads(unsigned repeats, unsigned jobs)
{
    WorkloadSpec spec;
    spec.randomPercent = 100;
    spec.blockSizes.front().bytes = 4096;
    spec.queueDepth = 2;
    spec.jobs = jobs;
    spec.durationSeconds = 0.05;
    spec.warmupSeconds = 0;
    spec.repeats = repeats;
    return spec;
}
}

void TestTemperature::coolDownBetweenRepeats_data()
{
    QTest::addColumn<unsigned>("jobs");
    QTest::addRow("one job") << 1u;
    QTest::addRow("two jobs") << 2u;
}

void TestTemperature::coolDownBetweenRepeats()
{
    // A workload's own repeats: the drive stays warm, so each wait between them ends at the limit.
    QFETCH(unsigned, jobs);
    CoolDownBench bench;
    QVERIFY(bench.make("70000\n", 0.06));
    std::atomic<bool> cancel { false };
    StageSink sink;
    WorkloadRunner runner(*bench.target, shortReads(3, jobs));
    const WorkloadResult result = runner.run(RunContext(&cancel, &sink, 0).withCoolDown(bench.coolDown.get()));
    QVERIFY(!result.cancelled);
    QCOMPARE(result.repeats.size(), size_t { 3 });
    // Before the second and the third, not before the first (the caller's) nor after the last.
    QCOMPARE(bench.coolDown->waits(), 2u);
    QCOMPARE(bench.coolDown->limitsReached(), 2u);
    // One before each later repeat, at its start: a third and two thirds into the workload (none at 0,
    // before the first).
    const std::vector<double> waits = sink.coolDownFractions();
    QCOMPARE(waits.size(), size_t { 2 });
    QVERIFY2(std::abs(waits[0] - 1.0 / 3) < 1e-9 && std::abs(waits[1] - 2.0 / 3) < 1e-9,
        qPrintable(QStringLiteral("%1, %2").arg(waits[0]).arg(waits[1])));
    QCOMPARE(sink.stages(RunStage::Kind::CoolingDown).front().describe(),
        QStringLiteral("cooling down: nvme0n1 at 70 °C, waiting for below 50 °C"));
    // The limit reached gives the run the same caveat as before a test.
    const std::vector<Caveat> caveats = bench.coolDown->caveats();
    QCOMPARE(caveats.size(), size_t { 1 });
    QVERIFY2(caveats.front().text.contains(QStringLiteral("(waits that reached that limit: 2; warmest 70 °C)")),
        qPrintable(caveats.front().text));
}

void TestTemperature::coolDownBetweenRepeatsCancelled()
{
    // Stopped while it waits between repeats: the run ends there, cancelled, with the repeat it had.
    CoolDownBench bench;
    QVERIFY(bench.make("70000\n", 60));
    std::atomic<bool> cancel { false };
    StageSink sink;
    std::thread stopper([&] {
        while (sink.stages(RunStage::Kind::CoolingDown).empty())
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        cancel = true;
    });
    WorkloadRunner runner(*bench.target, shortReads(3, 1));
    const WorkloadResult result = runner.run(RunContext(&cancel, &sink, 0).withCoolDown(bench.coolDown.get()));
    stopper.join();
    QVERIFY(result.cancelled);
    QCOMPARE(result.repeats.size(), size_t { 1 });
    QCOMPARE(bench.coolDown->waits(), 1u);
    QCOMPARE(bench.coolDown->limitsReached(), 0u);
}

void TestTemperature::coolDownBetweenQuickSuiteTests()
{
    // The quick suite: a wait before each of its tests but the first (the run's own wait comes before
    // that one) and between each test's repeats.
    CoolDownBench bench;
    QVERIFY(bench.make("70000\n", 0.06));
    QuickSuiteOptions options;
    options.secondsPerTest = 0.05;
    options.repeats = 2;
    options.intervalSeconds = 0;
    options.testBytes = 0;
    options.tests = { QStringLiteral("SEQ1M Q1T1"), QStringLiteral("RND4K Q1T1") };
    std::atomic<bool> cancel { false };
    StageSink sink;
    const QuickSuiteResult result = runQuickSuite(
        *bench.target, options, EngineKind::Auto, RunContext(&cancel, &sink, 0).withCoolDown(bench.coolDown.get()));
    QVERIFY(!result.cancelled);
    QCOMPARE(result.rows.size(), size_t { 2 });
    // Two rows, read and write, two repeats each: 8 runs, a wait before each but the first.
    QCOMPARE(bench.coolDown->waits(), 7u);
    QCOMPARE(bench.coolDown->limitsReached(), 7u);
    // Each wait at the start of the run it precedes: test t's repeat r starts at (t + r / 2) / 4 of the
    // suite. The first test waits only between its repeats, every other one before it starts (after
    // it was announced) and between its repeats.
    const std::vector<double> waits = sink.coolDownFractions();
    const std::vector<double> expected { 0.125, 0.25, 0.375, 0.5, 0.625, 0.75, 0.875 };
    QCOMPARE(waits.size(), expected.size());
    for (size_t i = 0; i < waits.size(); ++i)
        QVERIFY2(
            std::abs(waits[i] - expected[i]) < 1e-9, qPrintable(QStringLiteral("wait %1 at %2").arg(i).arg(waits[i])));
    QStringList order;
    const std::vector<RunStage> stages = sink.all();
    const std::vector<double> fractions = sink.fractions();
    for (size_t i = 0; i < stages.size(); ++i) {
        const RunStage& stage = stages[i];
        if (stage.kind != RunStage::Kind::QuickTest)
            continue;
        const QString test
            = QStringLiteral("%1 %2").arg(stage.name, stage.write ? QStringLiteral("write") : QStringLiteral("read"));
        if (order.contains(test))
            continue;
        order << test;
        // Announced at its start, before its wait.
        QVERIFY2(std::abs(fractions[i] - (order.size() - 1) / 4.0) < 1e-9, qPrintable(test));
        if (order.size() > 1)
            QVERIFY2(
                std::find_if(stages.begin() + static_cast<std::ptrdiff_t>(i), stages.end(),
                    [](const RunStage& later) {
                        return later.kind != RunStage::Kind::QuickTest;
                    })->kind
                    == RunStage::Kind::CoolingDown,
                qPrintable(test + QStringLiteral(" started without its wait")));
    }
    QCOMPARE(order,
        QStringList({ QStringLiteral("SEQ1M Q1T1 read"), QStringLiteral("SEQ1M Q1T1 write"),
            QStringLiteral("RND4K Q1T1 read"), QStringLiteral("RND4K Q1T1 write") }));
}

void TestTemperature::coolDownWindowRun()
{
    // The window's worker waits as the plan asks, shows the wait in its progress and records the caveat.
    DS_REQUIRE_LOOP();
    LoopDevice loop(16u << 20);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    SweepPlan sweep;
    sweep.values = { 4096, 8192 };
    sweep.base.durationSeconds = 0.2;
    sweep.base.warmupSeconds = 0;
    RunPlan plan;
    plan.test = SweepSeriesPlan { SweepKind::BlockSize, { sweep } };
    plan.targetPath = loop.devicePath();
    plan.coolDown.idleSeconds = 3;
    plan.coolDown.limitSeconds = 1;
    BenchmarkWorker worker;
    QSignalSpy finished(&worker, &BenchmarkWorker::runFinished);
    QSignalSpy failed(&worker, &BenchmarkWorker::runFailed);
    QSignalSpy progress(&worker, &BenchmarkWorker::progressAvailable);
    worker.run(1, plan);
    QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.first().at(0).value<RunFailure>().message));
    QCOMPARE(finished.size(), 1);
    const FinishedRun run = finished.first().at(0).value<FinishedRun>();
    QVERIFY(!run.cancelled);
    QCOMPARE(run.runs.size(), size_t { 1 });
    QVERIFY(std::any_of(run.runs.front().caveats.begin(), run.runs.front().caveats.end(), [&](const Caveat& caveat) {
        return caveat.code == QLatin1String("cool-down") && caveat.text.startsWith(loop.name());
    }));
    bool shown = false;
    for (const QList<QVariant>& arguments : progress)
        shown = shown
            || arguments.at(0).value<RunProgress>().label.startsWith(
                QStringLiteral("waiting for %1 to be idle").arg(loop.name()));
    QVERIFY(shown);
}

void TestTemperature::temperatureSeriesJson()
{
    const TemperatureSeries series = temperatureSeries(40, 2, 70, 10, 80.0);
    const TemperatureSeries back = TemperatureSeries::fromJson(series.toJson());
    QCOMPARE(back.samples.size(), series.samples.size());
    QCOMPARE(back.maximum(), 60.0);
    QCOMPARE(back.warningCelsius, std::optional<double>(80));
    QCOMPARE(series.summary(), QStringLiteral("nvme0n1 Composite: 40 °C to 60 °C, mean 50 °C (warning 80 °C)"));
    // Damaged: columns of different lengths, a reading no drive gives.
    QJsonObject uneven = series.toJson();
    uneven.insert(QStringLiteral("celsius"), QJsonArray { 1, 2 });
    QVERIFY_THROWS_EXCEPTION(UserError, TemperatureSeries::fromJson(uneven));
    QJsonObject hot = series.toJson();
    QJsonArray values = hot.value(QStringLiteral("celsius")).toArray();
    values[0] = 1e9;
    hot.insert(QStringLiteral("celsius"), values);
    QVERIFY_THROWS_EXCEPTION(UserError, TemperatureSeries::fromJson(hot));
    // Old sessions have no temperatures and still load.
    SessionRun run = SessionRun::recorded(SustainedResult {}, QStringLiteral("test"), QString(), {});
    QVERIFY(SessionRun::fromJson(run.toJson()).temperatures.empty());
    run.temperatures = { series };
    QCOMPARE(SessionRun::fromJson(run.toJson()).temperatures.front().samples.size(), series.samples.size());
    QVERIFY(parseTemperatureInterval(QStringLiteral("0.2")) == 0.2);
    QVERIFY_THROWS_EXCEPTION(UserError, parseTemperatureInterval(QStringLiteral("0")));
    QVERIFY_THROWS_EXCEPTION(UserError, parseTemperatureInterval(QStringLiteral("fast")));
}

void TestTemperature::throttling_data()
{
    QTest::addColumn<std::vector<SustainedSample>>("rate");
    QTest::addColumn<TemperatureSeries>("temperature");
    QTest::addColumn<bool>("countersRose");
    QTest::addColumn<bool>("throttled");
    QTest::addColumn<double>("atSeconds");

    // Hot at the fall: from 3000 to 1400 MB/s at 60 s, the drive at 80 °C with its warning at 82 °C.
    QTest::newRow("falls at the warning threshold")
        << rateSeries(3000, 60, 1400, 120) << temperatureSeries(40, 0.7, 81, 120, 82.0) << false << true << 60.0;
    QTest::newRow("falls beyond the warning threshold")
        << rateSeries(3000, 40, 1000, 90) << temperatureSeries(60, 1, 90, 90, 75.0) << false << true << 40.0;
    // A cache cliff: the same fall with a cool drive is no throttling.
    QTest::newRow("cache cliff, cool drive")
        << rateSeries(3000, 60, 1400, 120) << temperatureSeries(35, 0.1, 50, 120, 82.0) << false << false << 0.0;
    // Cool by the sensor, but the NVMe log's thermal-management time rose and the rate fell when the drive
    // was at the hottest it got: throttled all the same.
    QTest::newRow("counters rose") << rateSeries(3000, 60, 1400, 120) << temperatureSeries(35, 0.2, 47, 120, 82.0)
                                   << true << true << 60.0;
    // The counters rose, but the rate fell while the drive was far cooler than it got later: the cache.
    QTest::newRow("counters rose, fall while cooler")
        << rateSeries(3000, 60, 1400, 120) << temperatureSeries(35, 0.35, 75, 120, 82.0) << true << false << 0.0;
    // Hot but steady: no fall, nothing to name.
    QTest::newRow("hot, no fall") << rateSeries(3000, 120, 3000, 120) << temperatureSeries(80, 0, 80, 120, 82.0)
                                  << false << false << 0.0;
    // A fall of a fifth is not "more than a quarter".
    QTest::newRow("hot, small fall") << rateSeries(3000, 60, 2400, 120) << temperatureSeries(40, 1, 81, 120, 82.0)
                                     << false << false << 0.0;
    // Hot only long after the fall: the fall was the cache.
    QTest::newRow("hot only later") << rateSeries(3000, 20, 1400, 120) << temperatureSeries(40, 0.35, 81, 120, 82.0)
                                    << false << false << 0.0;
    // No threshold and no counters: nothing to call hot by.
    QTest::newRow("no threshold") << rateSeries(3000, 60, 1400, 120) << temperatureSeries(40, 1, 95, 120, std::nullopt)
                                  << false << false << 0.0;
    // No readings at all (a loop device).
    TemperatureSeries none;
    none.device = QStringLiteral("loop3");
    none.missing = QStringLiteral("loop3 has no temperature sensor");
    QTest::newRow("no sensor") << rateSeries(3000, 60, 1400, 120) << none << true << false << 0.0;
}

void TestTemperature::throttling()
{
    QFETCH(std::vector<SustainedSample>, rate);
    QFETCH(TemperatureSeries, temperature);
    QFETCH(bool, countersRose);
    QFETCH(bool, throttled);
    QFETCH(double, atSeconds);
    const std::optional<ThrottlingFinding> finding = findThrottling(rate, temperature, countersRose);
    QCOMPARE(finding.has_value(), throttled);
    if (!finding)
        return;
    QCOMPARE(finding->seconds, atSeconds);
    QVERIFY(finding->dropFraction() > 0.25);
    QCOMPARE(finding->afterMegabytesPerSecond, rate.back().megabytesPerSecond);
    QCOMPARE(finding->beforeMegabytesPerSecond, rate.front().megabytesPerSecond);
    // The temperature named is the one read around the fall.
    double expected = 0;
    for (const TemperatureSample& sample : temperature.samples)
        if (std::abs(sample.seconds - atSeconds) <= 2)
            expected = std::max(expected, sample.celsius);
    QCOMPARE(finding->celsius, expected);
    const QString text = finding->describe();
    QVERIFY2(
        text.startsWith(
            QStringLiteral("throttled at %1 after %2 s: the rate fell by").arg(formatCelsius(expected)).arg(atSeconds)),
        qPrintable(text));
}

void TestTemperature::throttlingCaveatOfResult()
{
    SustainedResult sustained;
    sustained.samples = rateSeries(3000, 60, 1400, 120);
    const TemperatureSeries hot = temperatureSeries(40, 0.7, 81, 120, 82.0);
    std::vector<Caveat> caveats = throttlingCaveats(sustained, { hot }, {});
    QCOMPARE(caveats.size(), size_t { 1 });
    QCOMPARE(caveats.front().code, QStringLiteral("throttling"));
    QVERIFY2(
        caveats.front().text.startsWith(QStringLiteral("nvme0n1 throttled at 81 °C after 60 s: the rate fell by 53 % "
                                                       "(3000 to 1400 MB/s); warning threshold 82 °C")),
        qPrintable(caveats.front().text));
    // The thermal counters of the SMART snapshots count as a rise.
    const TemperatureSeries cool = temperatureSeries(35, 0.1, 50, 120, 82.0);
    QVERIFY(throttlingCaveats(sustained, { cool }, {}).empty());
    RunHealth health;
    health.device = QStringLiteral("nvme0n1");
    health.before = HealthSnapshot::fromSmartctlJson(
        readFixture(QStringLiteral("nvme-before.json")), QStringLiteral("/dev/nvme0n1"));
    health.after = HealthSnapshot::fromSmartctlJson(
        readFixture(QStringLiteral("nvme-after.json")), QStringLiteral("/dev/nvme0n1"));
    QVERIFY(throttlingCaveats(sustained, { cool }, { health }).empty()); // the fall came well below its peak
    const TemperatureSeries warmest = temperatureSeries(35, 0.2, 47, 120, 82.0);
    QCOMPARE(throttlingCaveats(sustained, { warmest }, { health }).size(), size_t { 1 });
    // A result without a rate over time (a block-size sweep) has nothing to judge.
    QVERIFY(throttlingCaveats(SweepResult {}, { hot }, {}).empty());
}

void TestTemperature::temperatureOnTheCharts()
{
    // A sustained write of 120 s, 1 GB a second for 60 s then 0.5: a reading at 30 s sits at 30 GB,
    // one at 90 s at 75 GB.
    SustainedResult sustained;
    sustained.samples = rateSeries(1000, 60, 500, 120);
    sustained.target.drive = DriveFacts {};
    sustained.target.drive->name = QStringLiteral("nvme0n1");
    SessionRun run = SessionRun::recorded(sustained, QStringLiteral("test"), QString(), {});
    const ChartDescription plain = describeCharts(run).front();
    QVERIFY(plain.rightAxes.empty());
    QVERIFY(!plain.find(SeriesKey::Temperature));

    TemperatureSeries temperature = temperatureSeries(40, 0.25, 90, 130, 82.0);
    temperature.criticalCelsius = 85.0;
    run.temperatures = { temperature };
    const ChartDescription chart = describeCharts(run).front();
    QCOMPARE(chart.rightAxes.size(), size_t { 1 });
    QCOMPARE(chart.rightAxes.front().quantity, ChartQuantity::Temperature);
    QVERIFY(chart.rightAxes.front().range.to >= 85.0);
    const ChartSeriesDescription* line = chart.find(SeriesKey::Temperature);
    QVERIFY(line);
    QCOMPARE(line->rightAxis, 0);
    // Readings from 0 to 120 s (those after the last rate sample are not on the chart).
    QCOMPARE(line->points.size(), size_t { 121 });
    QCOMPARE(line->points[30].x(), 30.0);
    QCOMPARE(line->points[30].y(), 47.5);
    QCOMPARE(line->points[90].x(), 75.0);
    const ChartSeriesDescription* warning = chart.find(SeriesKey::TemperatureWarning);
    QVERIFY(warning && warning->dashed && warning->rightAxis == 0);
    QCOMPARE(warning->points.front().y(), 82.0);
    QVERIFY(chart.find(SeriesKey::TemperatureCritical));
    // The reports draw it from the same description: an axis and a line more.
    const QString svg = chartSvg(chart);
    QVERIFY(svg.contains(QStringLiteral("Temperature (°C)")));
    QCOMPARE(svg.count(QStringLiteral("<path ")), chartSvg(plain).count(QStringLiteral("<path ")) + 1);
    QCOMPARE(svg.count(QStringLiteral("class=\"reference\"")),
        chartSvg(plain).count(QStringLiteral("class=\"reference\"")) + 2);
    // The warning line stands at 82 °C on the right axis, not at 82 MB/s on the left.
    const AxisRange& celsius = chart.rightAxes.front().range;
    const double expectedY
        = kSvgPlotTop + kSvgPlotHeight - (82.0 - celsius.from) / (celsius.to - celsius.from) * kSvgPlotHeight;
    QVERIFY2(svg.contains(QStringLiteral("y1=\"%1\"").arg(QString::number(expectedY, 'f', 1))), qPrintable(svg));
    // No fall while hot: no throttling mark. A throttled run gets one where the rate fell (60 s: 60 GB).
    QVERIFY(!chart.find(SeriesKey::Throttling));
    SessionRun throttled = run;
    std::get<SustainedResult>(throttled.result).samples = rateSeries(1000, 60, 400, 120);
    throttled.temperatures = { temperatureSeries(40, 0.7, 81, 130, 82.0) };
    const ChartDescription marked = describeCharts(throttled).front();
    const ChartSeriesDescription* mark = marked.find(SeriesKey::Throttling);
    QVERIFY(mark);
    QCOMPARE(mark->kind, SeriesKind::ReferenceLine);
    QCOMPARE(mark->label, QStringLiteral("throttled at 81 °C"));
    QCOMPARE(mark->points.front().x(), 60.0);
    QCOMPARE(mark->points.back().x(), 60.0);
    QCOMPARE(mark->points.front().y(), marked.y.range.from);
    QCOMPARE(mark->points.back().y(), marked.y.range.to);
    // Another drive's temperature is not drawn on this one's chart.
    run.temperatures.front().device = QStringLiteral("sda");
    QVERIFY(describeCharts(run).front().rightAxes.empty());
}

QTEST_GUILESS_MAIN(TestTemperature)
#include "tst_temperature.moc"
