#include "device/hwmonreader.h"
#include "device/smartctlreader.h"
#include "device/target.h"
#include "device/udisksreader.h"
#include "fixtures/blockdevicefixtures.h"
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

QString smartFixture(const QString& name)
{
    return QDir::cleanPath(QStringLiteral(DRIVESCOPE_TESTS_DIR "/fixtures/smart/") + name);
}

QByteArray readFixture(const QString& name)
{
    QFile file(smartFixture(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read the fixture %s", qPrintable(name));
    return file.readAll();
}

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

// A rate series: `fast` MB/s for `fastSeconds`, then `slow` MB/s, one sample a second.
std::vector<SustainedSample> rateSeries(double fast, int fastSeconds, double slow, int totalSeconds)
{
    std::vector<SustainedSample> samples;
    uint64_t bytes = 0;
    for (int second = 1; second <= totalSeconds; ++second) {
        const double rate = second <= fastSeconds ? fast : slow;
        bytes += static_cast<uint64_t>(rate * 1e6);
        samples.push_back({ static_cast<double>(second), bytes, rate });
    }
    return samples;
}

// A temperature series from `start` rising by `perSecond` up to `ceiling`, one reading a second.
TemperatureSeries temperatureSeries(
    double start, double perSecond, double ceiling, int totalSeconds, std::optional<double> warning)
{
    TemperatureSeries series;
    series.device = QStringLiteral("nvme0n1");
    series.sensor = QStringLiteral("Composite");
    series.warningCelsius = warning;
    series.intervalSeconds = 1;
    for (int second = 0; second <= totalSeconds; ++second)
        series.samples.push_back({ static_cast<double>(second), std::min(ceiling, start + perSecond * second) });
    return series;
}

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

class TestHealth : public QObject {
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

void TestHealth::nvmeSensors_data()
{
    QTest::addColumn<bool>("underClassDir");
    QTest::newRow("hwmonN under the controller") << false;
    QTest::newRow("hwmon/hwmonN under the controller") << true;
}

void TestHealth::nvmeSensors()
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

void TestHealth::sataDrivetemp()
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

void TestHealth::noSensor_data()
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

void TestHealth::noSensor()
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

void TestHealth::temperatureSampler()
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

void TestHealth::preparationReadingsLeftOut()
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

void TestHealth::coolDownSettings_data()
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

void TestHealth::coolDownSettings()
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

void TestHealth::coolDownBelowTemperature()
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

void TestHealth::coolDownLimit()
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

void TestHealth::coolDownCancelled()
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

void TestHealth::coolDownWithoutSensor()
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

void TestHealth::coolDownIdleLoopDevice()
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

void TestHealth::coolDownCli()
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
    Session session = Session::load(sessionPath);
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

void TestHealth::coolDownBetweenRepeats_data()
{
    QTest::addColumn<unsigned>("jobs");
    QTest::addRow("one job") << 1u;
    QTest::addRow("two jobs") << 2u;
}

void TestHealth::coolDownBetweenRepeats()
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

void TestHealth::coolDownBetweenRepeatsCancelled()
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

void TestHealth::coolDownBetweenQuickSuiteTests()
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
    const QuickSuiteResult result
        = QuickSuite(*bench.target, options).run(RunContext(&cancel, &sink, 0).withCoolDown(bench.coolDown.get()));
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

void TestHealth::coolDownWindowRun()
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

void TestHealth::temperatureSeriesJson()
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

void TestHealth::throttling_data()
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

void TestHealth::throttling()
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

void TestHealth::throttlingCaveatOfResult()
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

void TestHealth::temperatureOnTheCharts()
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
    QCOMPARE(snapshot.smartctlExitStatus,
        std::optional<int>(
            file.value(QStringLiteral("smartctl")).toObject().value(QStringLiteral("exit_status")).toInt()));
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
    const Session session = Session::load(sessionPath);
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
