// The window's Health page (the drive's assessment, its counters, why SMART is missing, the
// temperature history of the library's tests) and the cool-down setting under Run.

#include "cooldowndialog.h"
#include "drivelistwidget.h"
#include "files/sessionfiles.h"
#include "fixtures/blockdevicefixtures.h"
#include "fixtures/healthsamples.h"
#include "fixtures/sessionsamples.h"
#include "fixtures/windowtests.h"
#include "healthpage.h"
#include "mainwindow.h"
#include "model/session.h"
#include "surfacepage.h"

#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineSeries>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <unistd.h>

using namespace ds;
using namespace ds::test;

namespace {

bool writeFile(const QString& path, const QByteArray& content)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(content) == content.size();
}

// A smartctl look-alike: a shell script with `body`.
QString fakeSmartctl(const QTemporaryDir& dir, const QString& name, const QByteArray& body)
{
    const QString path = dir.filePath(name);
    if (!writeFile(path, "#!/bin/sh\n" + body))
        return QString();
    QFile(path).setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    return path;
}

// /sys/block/nvme0n1 below `root`, its controller's hwmon with the Composite sensor at 45 °C.
bool addNvmeSysfs(const QString& root)
{
    const QString controller = root + QStringLiteral("/devices/pci0000:00/0000:3d:00.0/nvme/nvme0");
    const QString disk = controller + QStringLiteral("/nvme0n1");
    QDir().mkpath(disk);
    QDir().mkpath(root + QStringLiteral("/block"));
    return writeFile(controller + QStringLiteral("/hwmon2/name"), "nvme\n")
        && writeFile(controller + QStringLiteral("/hwmon2/temp1_label"), "Composite\n")
        && writeFile(controller + QStringLiteral("/hwmon2/temp1_input"), "45000\n")
        && writeFile(controller + QStringLiteral("/hwmon2/temp1_max"), "82000\n")
        && ::symlink(QFile::encodeName(controller).constData(),
               QFile::encodeName(disk + QStringLiteral("/device")).constData())
        == 0
        && ::symlink(QFile::encodeName(disk).constData(),
               QFile::encodeName(root + QStringLiteral("/block/nvme0n1")).constData())
        == 0;
}

DriveFacts nvmeDrive()
{
    DriveFacts drive;
    drive.name = QStringLiteral("nvme0n1");
    drive.devicePath = QStringLiteral("/dev/nvme0n1");
    drive.model = QStringLiteral("Example NVMe");
    drive.serial = QStringLiteral("EXAMPLE0001");
    drive.transport = QStringLiteral("nvme");
    return drive;
}

// A library session of runs on drives named `name` with `serial`, each with a temperature series.
bool addLibrarySession(const QString& path, const QString& name, const QString& serial,
    const std::vector<std::vector<double>>& readings, const QString& startedAt)
{
    Session session = Session::startNew(QStringLiteral("tst_uihealth"));
    for (const std::vector<double>& celsius : readings) {
        WorkloadResult result = sampleWorkloadResult();
        result.target.drive->name = name;
        result.target.drive->serial = serial;
        SessionRun run = SessionRun::recorded(result, QStringLiteral("drivescope-cli run"), startedAt, {});
        TemperatureSeries series;
        series.device = name;
        series.sensor = QStringLiteral("Composite");
        // A reading while the test file was made (before the test) is not the test's.
        series.samples.push_back({ -3, 99 });
        for (size_t index = 0; index < celsius.size(); ++index)
            series.samples.push_back({ static_cast<double>(index), celsius[index] });
        run.temperatures = { series };
        session.addRun(std::move(run));
    }
    try {
        saveSession(session, path);
    } catch (const std::exception&) {
        return false;
    }
    return true;
}

TargetChoice choiceOf(const DriveFacts& drive)
{
    TargetChoice choice;
    choice.path = drive.devicePath;
    choice.drive = drive;
    return choice;
}

bool readAndWait(HealthPage& page)
{
    QSignalSpy shown(&page, &HealthPage::reportShown);
    page.refresh();
    return !shown.isEmpty() || shown.wait(20000);
}

QStringList column(const QTableWidget* table, int column)
{
    QStringList cells;
    for (int row = 0; row < table->rowCount(); ++row)
        cells << (table->item(row, column) ? table->item(row, column)->text() : QString());
    return cells;
}

} // namespace

class TestUiHealth : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void assessmentCountersAndHistory();
    void whySmartIsMissing();
    void noDriveChosen();
    void capturedSmartctlOutput();
    void windowHasTheHealthTab();
    void coolDownSettingSavedAndUsed();

private:
    QTemporaryDir m_home;
};

void TestUiHealth::initTestCase()
{
    QVERIFY(m_home.isValid());
    isolateWindowTest("tst_uihealth", m_home.path());
}

void TestUiHealth::assessmentCountersAndHistory()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString sys = dir.filePath(QStringLiteral("sys"));
    QVERIFY(addNvmeSysfs(sys));
    const QString smartctl = fakeSmartctl(dir, QStringLiteral("smartctl"),
        "cat '" + QFile::encodeName(smartFixture(QStringLiteral("nvme-worn.json"))) + "'\n");
    QVERIFY(!smartctl.isEmpty());
    const QString library = dir.filePath(QStringLiteral("library"));
    QVERIFY(QDir().mkpath(library));
    // Two runs on this drive (one under another name, found by its serial), one on another drive, and a
    // file that is no session.
    QVERIFY(addLibrarySession(library + QStringLiteral("/a.json"), QStringLiteral("nvme0n1"),
        QStringLiteral("EXAMPLE0001"), { { 40, 50, 60 } }, QStringLiteral("2026-11-01T10:00:00Z")));
    QVERIFY(addLibrarySession(library + QStringLiteral("/b.json"), QStringLiteral("nvme1n1"),
        QStringLiteral("EXAMPLE0001"), { { 44, 48 } }, QStringLiteral("2026-11-02T10:00:00Z")));
    QVERIFY(addLibrarySession(library + QStringLiteral("/c.json"), QStringLiteral("nvme0n1"), QStringLiteral("OTHER"),
        { { 70, 71 } }, QStringLiteral("2026-11-03T10:00:00Z")));
    QVERIFY(writeFile(library + QStringLiteral("/broken.json"), "{ not a session"));

    HealthPage page;
    page.setSmartctlProgram(smartctl);
    page.setSysRoot(sys);
    page.setLibraryDirectory(library);
    page.setTarget(choiceOf(nvmeDrive()));
    QVERIFY(readAndWait(page));
    QVERIFY(!page.isReading());
    QVERIFY(page.report().has_value());
    // The worn drive: bad, with its reasons.
    QCOMPARE(page.assessmentLabel()->text(), QStringLiteral("Bad"));
    QVERIFY(page.smartNote()->text().isEmpty());
    const QStringList counters = column(page.countersTable(), 0);
    const QStringList values = column(page.countersTable(), 1);
    QVERIFY2(counters.contains(QStringLiteral("Endurance used")), qPrintable(counters.join(QLatin1Char(','))));
    QCOMPARE(values[counters.indexOf(QStringLiteral("Endurance used"))], QStringLiteral("104 %"));
    QCOMPARE(values[counters.indexOf(QStringLiteral("Critical warning"))], QStringLiteral("6"));
    QVERIFY(counters.contains(QStringLiteral("Unsafe shutdowns")));
    QVERIFY2(page.temperatureLabel()->text().contains(QStringLiteral("Temperature Composite: 45 °C, warning at 82 °C")),
        qPrintable(page.temperatureLabel()->text()));
    // The library's runs on this drive, oldest first, without the other drive's and without the
    // reading taken before the test.
    QCOMPARE(page.history().size(), size_t { 2 });
    QCOMPARE(page.history()[0].device, QStringLiteral("nvme0n1"));
    QCOMPARE(page.history()[0].minimum, 40.0);
    QCOMPARE(page.history()[0].maximum, 60.0);
    QCOMPARE(page.history()[0].mean, 50.0);
    QCOMPARE(page.history()[1].device, QStringLiteral("nvme1n1"));
    QCOMPARE(page.history()[1].maximum, 48.0);
    QCOMPARE(page.historyTable()->rowCount(), 2);
    QCOMPARE(column(page.historyTable(), 2), QStringList({ QStringLiteral("40 °C"), QStringLiteral("44 °C") }));
    QCOMPARE(column(page.historyTable(), 3), QStringList({ QStringLiteral("60 °C"), QStringLiteral("48 °C") }));
    // The chart: max, mean and min over the runs.
    const QList<QAbstractSeries*> series = page.historyChart()->chart()->series();
    QCOMPARE(series.size(), 3);
    for (QAbstractSeries* one : series)
        QCOMPARE(static_cast<QLineSeries*>(one)->count(), 2);
    QCOMPARE(static_cast<QLineSeries*>(series[0])->at(0).y(), 60.0);
}

void TestUiHealth::whySmartIsMissing()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // A device this user may not open: smartctl's exit status says so.
    const QString denied = fakeSmartctl(dir, QStringLiteral("denied"),
        "echo '{\"smartctl\":{\"messages\":[{\"string\":\"Smartctl open device: /dev/nvme0n1 failed: Permission "
        "denied\"}],\"exit_status\":2}}'\nexit 2\n");
    HealthPage page;
    page.setSmartctlProgram(denied);
    page.setSysRoot(dir.filePath(QStringLiteral("no-sys")));
    page.setLibraryDirectory(dir.filePath(QStringLiteral("no-library")));
    page.setTarget(choiceOf(nvmeDrive()));
    QVERIFY(readAndWait(page));
    QCOMPARE(page.assessmentLabel()->text(), QStringLiteral("Unknown"));
    QVERIFY2(
        page.smartNote()->text().startsWith(QStringLiteral("No SMART data: ")), qPrintable(page.smartNote()->text()));
    QVERIFY2(
        page.smartNote()->text().contains(QLatin1String("could not open it")), qPrintable(page.smartNote()->text()));
    QCOMPARE(page.countersTable()->rowCount(), 0);
    QVERIFY(page.history().empty());
    QCOMPARE(page.historyChart()->chart()->series().size(), 0);
    // A loop device has none at all, and smartctl is not asked.
    DriveFacts loop;
    loop.name = QStringLiteral("loop5");
    loop.devicePath = QStringLiteral("/dev/loop5");
    loop.transport = QStringLiteral("loop");
    page.setSmartctlProgram(fakeSmartctl(dir, QStringLiteral("fails"), "exit 99\n"));
    page.setTarget(choiceOf(loop));
    QVERIFY(readAndWait(page));
    QVERIFY2(page.smartNote()->text().contains(QLatin1String("loop5 has no SMART data: a loop device is a file")),
        qPrintable(page.smartNote()->text()));
    QVERIFY2(page.temperatureLabel()->text().contains(QLatin1String("loop5 has no temperature sensor")),
        qPrintable(page.temperatureLabel()->text()));
}

void TestUiHealth::noDriveChosen()
{
    HealthPage page;
    TargetChoice file;
    file.testFile = true;
    page.setTarget(file);
    QVERIFY(readAndWait(page));
    QVERIFY(!page.report().has_value());
    QCOMPARE(page.countersTable()->rowCount(), 0);
    QCOMPARE(page.assessmentLabel()->text(), QString());
}

// A real smartctl 7.3 output of a Seagate ST1000NM0008 saved on another machine (tests/fixtures/smartctl):
// the page shows that drive, its figures as the file has them, and no sensor of this machine; files that
// are no smartctl output are refused with their reason, and picking a drive again leaves the file.
void TestUiHealth::capturedSmartctlOutput()
{
    const QString path = QDir::cleanPath(
        QStringLiteral(DRIVESCOPE_TESTS_DIR "/fixtures/smartctl/sat-seagate-st1000nm0008-raw-above-2p53.json"));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    HealthPage page;
    page.setSysRoot(dir.filePath(QStringLiteral("no-sys")));
    page.setLibraryDirectory(dir.filePath(QStringLiteral("no-library")));
    page.setSmartctlProgram(fakeSmartctl(dir, QStringLiteral("never"), "exit 99\n"));
    QSignalSpy shown(&page, &HealthPage::reportShown);
    QVERIFY(page.openCapturedSmartctl(path));
    QCOMPARE(shown.size(), 1);
    QCOMPARE(page.capturedFile(), path);
    QVERIFY(page.report().has_value());
    QCOMPARE(page.report()->drive.devicePath, QStringLiteral("/dev/sda"));
    QCOMPARE(page.report()->drive.model, QStringLiteral("ST1000NM0008-2F2100"));
    QCOMPARE(page.assessmentLabel()->text(), QStringLiteral("Good"));
    QVERIFY(page.smartNote()->text().isEmpty());
    QVERIFY2(page.temperatureLabel()->text().contains(QLatin1String("is a captured smartctl output")),
        qPrintable(page.temperatureLabel()->text()));
    const QStringList counters = column(page.countersTable(), 0);
    const QStringList values = column(page.countersTable(), 1);
    const QStringList worst = column(page.countersTable(), 2);
    const QStringList thresholds = column(page.countersTable(), 3);
    QCOMPARE(values[counters.indexOf(QStringLiteral("SMART self-assessment"))], QStringLiteral("passed"));
    QCOMPARE(values[counters.indexOf(QStringLiteral("Power-on hours"))], QStringLiteral("47060"));
    QCOMPARE(values[counters.indexOf(QStringLiteral("Temperature (SMART)"))], QStringLiteral("24 °C"));
    // Attributes as smartctl gave them, raw values as its raw.string (9023116403587028 is above 2^53).
    QCOMPARE(values[counters.indexOf(QStringLiteral("9 Power_On_Hours"))], QStringLiteral("47 (47060h+35m+00.858s)"));
    QCOMPARE(values[counters.indexOf(QStringLiteral("1 Raw_Read_Error_Rate"))], QStringLiteral("74 (26943318)"));
    const int seek = static_cast<int>(counters.indexOf(QStringLiteral("7 Seek_Error_Rate")));
    QVERIFY(seek >= 0);
    QCOMPARE(values[seek], QStringLiteral("84 (312868058)"));
    QCOMPARE(worst[seek], QStringLiteral("60"));
    QCOMPARE(thresholds[seek], QStringLiteral("45"));
    QCOMPARE(page.report()->smart.snapshot->attributes.size(), size_t(24));
    // Read again reads the file again, not a drive of this machine (that smartctl would exit 99).
    QVERIFY(readAndWait(page));
    QCOMPARE(page.capturedFile(), path);
    QCOMPARE(page.assessmentLabel()->text(), QStringLiteral("Good"));

    // Refused, each with its reason; what was shown stays.
    const QString notJson = dir.filePath(QStringLiteral("notes.json"));
    QVERIFY(writeFile(notJson, "smartctl 7.3 2022-02-28 r5338\nSMART overall-health self-assessment: PASSED\n"));
    const QString fifo = dir.filePath(QStringLiteral("fifo.json"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    for (const QString& bad : { notJson, dir.path(), fifo, dir.filePath(QStringLiteral("missing.json")) }) {
        QVERIFY2(!page.openCapturedSmartctl(bad), qPrintable(bad));
        QVERIFY2(page.smartNote()->text().startsWith(QStringLiteral("The smartctl output cannot be read: ")),
            qPrintable(page.smartNote()->text()));
        QVERIFY2(page.smartNote()->text().contains(bad), qPrintable(page.smartNote()->text()));
        QCOMPARE(page.capturedFile(), path);
    }

    // Picking a drive shows that drive again.
    page.setTarget(choiceOf(nvmeDrive()));
    QVERIFY(readAndWait(page));
    QVERIFY(page.capturedFile().isEmpty());
    QCOMPARE(page.report()->drive.devicePath, QStringLiteral("/dev/nvme0n1"));
}

void TestUiHealth::windowHasTheHealthTab()
{
    MainWindow window;
    QVERIFY(window.healthPage());
    QVERIFY(window.tabs()->indexOf(window.healthPage()) >= 0);
    QCOMPARE(window.tabs()->tabText(window.tabs()->indexOf(window.healthPage())), QStringLiteral("Health"));
    // It is no test: F5 there starts nothing, and says nothing is wrong.
    window.tabs()->setCurrentWidget(window.healthPage());
    QVERIFY(!window.currentPage());
    QVERIFY(!window.startRun());
    QVERIFY(window.lastError().isEmpty());
    // Shown, it reads the selected drive (whatever this machine has, or none).
    QSignalSpy shown(window.healthPage(), &HealthPage::reportShown);
    window.show();
    QVERIFY(!shown.isEmpty() || shown.wait(30000));
    window.close();
}

void TestUiHealth::coolDownSettingSavedAndUsed()
{
    DS_REQUIRE_LOOP();
    LoopDevice loop(16u << 20);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    {
        MainWindow window;
        QVERIFY(!window.coolDown().enabled());
        CoolDownDialog* dialog = window.coolDownDialog();
        window.coolDownAction()->trigger();
        QVERIFY(dialog->isVisible());
        // Off by default; the values follow the settings' ranges.
        QVERIFY(!dialog->belowBox()->isChecked());
        QCOMPARE(dialog->celsiusBox()->minimum(), 20);
        QCOMPARE(dialog->celsiusBox()->maximum(), 90);
        dialog->belowBox()->setChecked(true);
        dialog->celsiusBox()->setValue(45);
        dialog->limitBox()->setValue(30);
        dialog->accept();
        QVERIFY(window.coolDown().belowCelsius);
        QCOMPARE(*window.coolDown().belowCelsius, 45.0);
        QVERIFY(!window.coolDown().idleSeconds);
        QCOMPARE(window.coolDown().limitSeconds, 30.0);
        QVERIFY2(
            window.statusText().contains(QStringLiteral("below 45 °C, at most 30 s")), qPrintable(window.statusText()));
        window.close(); // saves the settings
    }
    MainWindow window;
    QVERIFY(window.coolDown().belowCelsius);
    QCOMPARE(*window.coolDown().belowCelsius, 45.0);
    QCOMPARE(window.coolDown().limitSeconds, 30.0);
    // The plan of a page's run carries it: a loop device has no sensor, and the run says so.
    window.driveList()->refresh();
    QVERIFY(window.driveList()->selectDevice(loop.devicePath()));
    auto* surface = qobject_cast<SurfacePage*>(window.page(TestKind::Surface));
    QVERIFY(surface);
    window.tabs()->setCurrentWidget(surface);
    surface->zonesBox()->setValue(8);
    surface->zoneSizeBox()->setCurrentIndex(surface->zoneSizeBox()->findData(1));
    surface->accessBox()->setChecked(false);
    surface->burstBox()->setChecked(false);
    const std::optional<FinishedRun> run = finishRun(window);
    QVERIFY(run.has_value());
    QVERIFY(!run->runs.empty());
    QStringList caveats;
    for (const Caveat& caveat : run->runs.front().caveats)
        caveats << caveat.text;
    QVERIFY2(caveats.contains(QStringLiteral("no cool-down below a temperature: %1 has no temperature sensor: a loop "
                                             "device is a file, not a drive")
                                  .arg(loop.name())),
        qPrintable(caveats.join(QLatin1Char('\n'))));
    // Off again: nothing saved but the limit.
    window.setCoolDown({});
    window.close();
    MainWindow again;
    QVERIFY(!again.coolDown().enabled());
}

QTEST_MAIN(TestUiHealth)
#include "tst_uihealth.moc"
