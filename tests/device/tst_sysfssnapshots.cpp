#include "device/driveenumerator.h"
#include "device/hwmonreader.h"
#include "fixtures/drivelookup.h"
#include "model/arrayfacts.h"
#include "model/caveats.h"
#include "model/targetinfo.h"
#include "model/usererror.h"
#include "reports/drivetable.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace ds;
using namespace ds::test;
using namespace Qt::StringLiterals;

// The drive list, its links, sensors and arrays read from snapshots of real machines' /sys that other
// projects keep for their own tests: no device here is touched.
namespace {

// Snapshots of real machines' /sys that other projects publish as test data (tests/fixtures/README.md
// names each one's source).
QString realSysfs(const QString& relative)
{
    return QDir::cleanPath(QStringLiteral(DRIVESCOPE_TESTS_DIR "/fixtures/sysfs/") + relative);
}

// Roots on a snapshot: its sys/ and, where it has them, its proc files; /dev and udev's database are
// not in any of them (no device of the snapshot can be opened here).
DriveEnumerator::Roots realRoots(const QString& snapshot)
{
    DriveEnumerator::Roots roots;
    roots.sys = realSysfs(snapshot + QStringLiteral("/sys"));
    roots.dev = realSysfs(snapshot + QStringLiteral("/no-dev"));
    roots.mountInfo = realSysfs(snapshot + QStringLiteral("/proc/self/mountinfo"));
    roots.swaps = realSysfs(snapshot + QStringLiteral("/proc/swaps"));
    roots.udevData = realSysfs(snapshot + QStringLiteral("/no-udev"));
    return roots;
}

// One table lsblk printed (`lsblk -o NAME,…`): a row per device with its tree prefix taken off, each cell by
// its column's header. lsblk aligns a value to the left or the right of its header, so a value overlaps its
// header's columns; values are apart by two spaces or more, or by one where a name fills its column, and a
// value may hold single spaces itself ("KINGSTON SH103S3").
struct LsblkRow {
    QString name;
    bool child = false; // drawn below a parent ("|-sda1", "`-dm-0")
    QHash<QString, QString> cells;
};

std::vector<LsblkRow> readLsblkTable(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    if (lines.isEmpty())
        return {};
    struct Column {
        QString name;
        qsizetype start = 0;
        qsizetype end = 0;
    };
    std::vector<Column> columns;
    static const QRegularExpression word(QStringLiteral("\\S+"));
    static const QRegularExpression phrase(QStringLiteral("\\S+(?: \\S+)*"));
    for (auto match = word.globalMatch(lines.first()); match.hasNext();) {
        const QRegularExpressionMatch header = match.next();
        columns.push_back({ header.captured(), header.capturedStart(), header.capturedEnd() });
    }
    auto overlapping = [&](qsizetype start, qsizetype end) {
        std::vector<size_t> found;
        for (size_t i = 0; i < columns.size(); ++i)
            if (start < columns[i].end && columns[i].start < end)
                found.push_back(i);
        return found;
    };
    // A piece under no header belongs to the column it follows.
    auto columnLeftOf = [&](qsizetype start) {
        size_t found = 0;
        for (size_t i = 0; i < columns.size(); ++i)
            if (columns[i].start <= start)
                found = i;
        return found;
    };
    std::vector<LsblkRow> rows;
    for (const QString& line : lines.mid(1)) {
        LsblkRow row;
        auto add = [&](size_t column, const QString& text) {
            QString& cell = row.cells[columns[column].name];
            cell = cell.isEmpty() ? text : cell + QLatin1Char(' ') + text;
        };
        for (auto pieces = phrase.globalMatch(line); pieces.hasNext();) {
            const QRegularExpressionMatch piece = pieces.next();
            const std::vector<size_t> under = overlapping(piece.capturedStart(), piece.capturedEnd());
            if (under.size() <= 1) {
                add(under.empty() ? columnLeftOf(piece.capturedStart()) : under.front(), piece.captured());
                continue;
            }
            for (auto words = word.globalMatch(piece.captured()); words.hasNext();) {
                const QRegularExpressionMatch one = words.next();
                const qsizetype start = piece.capturedStart() + one.capturedStart();
                const std::vector<size_t> own = overlapping(start, start + one.capturedLength());
                add(own.empty() ? columnLeftOf(start) : own.front(), one.captured());
            }
        }
        const QString name = row.cells.value(QStringLiteral("NAME"));
        row.child = name.startsWith(QLatin1String("|-")) || name.startsWith(QLatin1String("`-"));
        row.name = row.child ? name.mid(2) : name;
        rows.push_back(row);
    }
    return rows;
}

// lsblk's SIZE ("223.6G", "10M", "200M"): powers of 1024, at most one decimal.
bool sameSizeAsLsblk(uint64_t bytes, const QString& shown)
{
    static const QString units = QStringLiteral("BKMGTP");
    const qsizetype unit = shown.isEmpty() ? -1 : units.indexOf(shown.back());
    if (unit < 0)
        return false;
    const double value = static_cast<double>(bytes) / std::pow(1024.0, static_cast<double>(unit));
    return std::abs(value - shown.chopped(1).toDouble()) <= 0.05 + 1e-9;
}

} // namespace

class TestSysfsSnapshots : public QObject {
    Q_OBJECT

private slots:
    void lsblkDumpReadsAsLsblkShowedIt_data();
    void lsblkDumpReadsAsLsblkShowedIt();
    void nvmeMultipathSubsystem();
    void nvmeSensorsAndLinkBesideOtherChips();
    void mdArraysReadAsProcfsReadsThem_data();
    void mdArraysReadAsProcfsReadsThem();
    void deviceMapperVolumesNameTheirKind();
    void degradedArrayOnARealLaptop();
    void arrayCaveatsFollowItsState_data();
    void arrayCaveatsFollowItsState();
    void arrayFactsSurviveJson();
    void arrayFilesAsTheKernelWritesThem();
    void listTableExplainsArrays();
};

// util-linux's lsblk test dumps: "simple-lvm" (Fedora 27, Linux 4.16: a SATA SSD and a SATA hard disk with
// partitions, an NVMe drive, four loop devices under one LVM volume) and "multi-devs-bcachefs" (Fedora 41,
// Linux 6.17: SATA disks, a DVD drive, scsi_debug's disk with a bcachefs over both its partitions, an NVMe
// drive). Every figure lsblk printed for those machines is checked against what the drive list reads from
// the same tree.
void TestSysfsSnapshots::lsblkDumpReadsAsLsblkShowedIt_data()
{
    QTest::addColumn<QString>("dump");
    QTest::addColumn<QStringList>("drives");
    QTest::addColumn<QStringList>("transports");
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("partitions");
    QTest::newRow("simple-lvm") << u"simple-lvm"_s
                                << QStringList { u"dm-0"_s, u"loop0"_s, u"loop1"_s, u"loop2"_s, u"loop3"_s,
                                       u"nvme0n1"_s, u"sda"_s, u"sdb"_s }
                                << QStringList { u"dm"_s, u"loop"_s, u"loop"_s, u"loop"_s, u"loop"_s, u"nvme"_s,
                                       u"sata"_s, u"sata"_s }
                                << 21 << 10;
    QTest::newRow("multi-devs-bcachefs") << u"multi-devs-bcachefs"_s
                                         << QStringList { u"nvme0n1"_s, u"sda"_s, u"sdb"_s, u"sdc"_s, u"sr0"_s }
                                         // scsi_debug's disk: its path names no bus, and the dump keeps no
                                         // subsystem link to say SCSI.
                                         << QStringList { u"nvme"_s, u"sata"_s, u"sata"_s, u"unknown"_s, u"sata"_s }
                                         << 17 << 12;
}

void TestSysfsSnapshots::lsblkDumpReadsAsLsblkShowedIt()
{
    QFETCH(QString, dump);
    QFETCH(QStringList, drives);
    QFETCH(QStringList, transports);
    QFETCH(int, rows);
    QFETCH(int, partitions);
    // The dump keeps udev's properties of each device (`udevadm info --query=property`): laid out here as
    // udev's database, E:KEY=value in b<major>:<minor>, where the drive list reads them.
    DriveEnumerator::Roots roots = realRoots(u"util-linux-"_s + dump);
    QTemporaryDir udev;
    QVERIFY(udev.isValid());
    const QDir properties(realSysfs(u"util-linux-"_s + dump + u"/udev-properties"_s));
    for (const QString& name : properties.entryList(QDir::Files)) {
        QFile file(properties.filePath(name));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QByteArray database;
        QByteArray major;
        QByteArray minor;
        for (const QByteArray& line : file.readAll().split('\n')) {
            if (line.startsWith("MAJOR="))
                major = line.mid(6);
            else if (line.startsWith("MINOR="))
                minor = line.mid(6);
            if (!line.isEmpty())
                database += "E:" + line + '\n';
        }
        QFile out(udev.filePath(QString::fromLatin1("b" + major + ':' + minor)));
        QVERIFY(out.open(QIODevice::WriteOnly));
        QCOMPARE(out.write(database), database.size());
    }
    const bool udevKnown = properties.exists();
    if (udevKnown)
        roots.udevData = udev.path();
    const DriveEnumerator enumerator(roots);
    const std::vector<DriveFacts> listed = enumerator.drives();
    QStringList names;
    QStringList transportOf;
    for (const DriveFacts& drive : listed) {
        names << drive.name;
        transportOf << drive.transport;
    }
    QCOMPARE(names, drives);
    QCOMPARE(transportOf, transports);

    const QString prefix = u"util-linux-"_s + dump + u"/lsblk-"_s + dump + u"-"_s;
    const std::vector<LsblkRow> basic = readLsblkTable(realSysfs(prefix + QStringLiteral("basic")));
    const std::vector<LsblkRow> vendor = readLsblkTable(realSysfs(prefix + QStringLiteral("vendor")));
    const std::vector<LsblkRow> state = readLsblkTable(realSysfs(prefix + QStringLiteral("state")));
    const std::vector<LsblkRow> topo = readLsblkTable(realSysfs(prefix + QStringLiteral("topo")));
    // The filesystems, from udev's database (the dump with udev's properties has lsblk's table of them).
    const std::vector<LsblkRow> filesystems
        = udevKnown ? readLsblkTable(realSysfs(prefix + QStringLiteral("mnt"))) : std::vector<LsblkRow>();
    if (udevKnown)
        QCOMPARE(filesystems.size(), size_t(rows));
    QCOMPARE(basic.size(), size_t(rows));
    QCOMPARE(vendor.size(), basic.size());
    QCOMPARE(state.size(), basic.size());
    QCOMPARE(topo.size(), basic.size());

    QString parent;
    int checkedDrives = 0;
    int checkedPartitions = 0;
    for (size_t i = 0; i < basic.size(); ++i) {
        const LsblkRow& row = basic[i];
        const QString kname = row.cells.value(u"KNAME"_s);
        const QString type = row.cells.value(u"TYPE"_s);
        const QString where = QStringLiteral("%1 (%2)").arg(kname, row.name);
        if (!row.child)
            parent = kname;
        QCOMPARE(state[i].cells.value(u"PKNAME"_s), row.child ? parent : QString());

        if (type == QLatin1String("part")) {
            const DriveFacts* disk = findDrive(listed, parent);
            QVERIFY2(disk, qPrintable(where));
            const auto partition = std::find_if(disk->partitions.begin(), disk->partitions.end(),
                [&](const PartitionFacts& p) { return p.name == kname; });
            QVERIFY2(partition != disk->partitions.end(), qPrintable(where));
            QCOMPARE(
                QStringLiteral("%1:%2").arg(partition->major).arg(partition->minor), row.cells.value(u"MAJ:MIN"_s));
            QVERIFY2(sameSizeAsLsblk(partition->sizeBytes, row.cells.value(u"SIZE"_s)),
                qPrintable(where + QStringLiteral(": %1 bytes").arg(partition->sizeBytes)));
            const QString mountPoint = row.cells.value(u"MOUNTPOINT"_s);
            QCOMPARE(partition->mountPoints, mountPoint.isEmpty() ? QStringList() : QStringList { mountPoint });
            if (udevKnown)
                QCOMPARE(partition->filesystem, filesystems[i].cells.value(u"FSTYPE"_s));
            ++checkedPartitions;
            continue;
        }

        // A whole device: a disk, a loop device, or the LVM volume drawn below each loop device it lies on.
        const DriveFacts* drive = findDrive(listed, kname);
        QVERIFY2(drive, qPrintable(where));
        if (row.child) {
            QVERIFY2(findDrive(listed, parent)->holders.contains(kname), qPrintable(where));
            QVERIFY2(enumerator.devicesOn(parent).contains(kname), qPrintable(where));
        }
        QCOMPARE(QStringLiteral("%1:%2").arg(drive->major).arg(drive->minor), row.cells.value(u"MAJ:MIN"_s));
        QVERIFY2(sameSizeAsLsblk(drive->sizeBytes, row.cells.value(u"SIZE"_s)),
            qPrintable(where + QStringLiteral(": %1 bytes").arg(drive->sizeBytes)));
        QCOMPARE(drive->removable, row.cells.value(u"RM"_s) == QLatin1String("1"));
        const QString mountPoint = row.cells.value(u"MOUNTPOINT"_s);
        QCOMPARE(drive->mountPoints, mountPoint.isEmpty() ? QStringList() : QStringList { mountPoint });
        if (udevKnown)
            QCOMPARE(drive->filesystem, filesystems[i].cells.value(u"FSTYPE"_s));

        // lsblk names an LVM volume by its device-mapper name, which the drive list shows as its model. lsblk
        // 2.30 showed sysfs's model and revision; 2.43 shows udev's, the ATA model in full where udev has it.
        QCOMPARE(drive->model, type == QLatin1String("lvm") ? row.name : vendor[i].cells.value(u"MODEL"_s));
        QCOMPARE(drive->vendor, vendor[i].cells.value(u"VENDOR"_s));
        // lsblk 2.30 showed no NVMe firmware (the controller's firmware_rev); the NVMe drive of that dump has
        // E7FT04.6 there.
        const QString revision = vendor[i].cells.value(u"REV"_s);
        QCOMPARE(drive->firmware,
            revision.isEmpty() && drive->transport == QLatin1String("nvme") ? u"E7FT04.6"_s : revision);
        QCOMPARE(drive->readOnly, state[i].cells.value(u"RO"_s) == QLatin1String("1"));
        QCOMPARE(drive->rotational, state[i].cells.value(u"ROTA"_s) == QLatin1String("1"));
        const QString scheduler = state[i].cells.value(u"SCHED"_s);
        QCOMPARE(drive->scheduler, scheduler.isEmpty() ? u"none"_s : scheduler);

        QCOMPARE(QString::number(drive->physicalSectorBytes), topo[i].cells.value(u"PHY-SEC"_s));
        QCOMPARE(QString::number(drive->logicalSectorBytes), topo[i].cells.value(u"LOG-SEC"_s));
        QCOMPARE(QString::number(drive->nrRequests), topo[i].cells.value(u"RQ-SIZE"_s));
        ++checkedDrives;
    }
    QCOMPARE(checkedDrives + checkedPartitions, rows);
    QCOMPARE(checkedPartitions, partitions);
    // The root filesystem is on sda4: sda is in use.
    QVERIFY(findDrive(listed, u"sda"_s)->inUse());
    if (dump == QLatin1String("simple-lvm")) {
        QCOMPARE(findDrive(listed, u"loop2"_s)->backingFile, u"/tmp/foo.4059-2.img"_s);
        QVERIFY(findDrive(listed, u"loop0"_s)->inUse()); // held by the volume
    } else {
        // sdc2 is the second member of the bcachefs mountinfo names by sdc1: as mounted as sdc1.
        const QStringList reasons = findDrive(listed, u"sdc"_s)->inUseReasons();
        QVERIFY2(reasons.contains(u"sdc2 is mounted on /mnt/test"_s), qPrintable(reasons.join(u"; "_s)));
        QVERIFY2(reasons.contains(u"sdc1 is mounted on /mnt/test"_s), qPrintable(reasons.join(u"; "_s)));
    }
}

// libnvme's sysfs test tree "tree-pcie": a Samsung PM1743 on one controller, and a PM1735a reached through
// two controllers (nvme1, nvme2) as the multipath namespace nvme1n1, with its hidden paths nvme1c1n1 and
// nvme1c2n1 beside it.
void TestSysfsSnapshots::nvmeMultipathSubsystem()
{
    const QString tree = QStringLiteral("libnvme-tree-pcie");
    // The drives are the namespaces libnvme's own dump of the tree lists, not their paths: a path has no
    // device node to open.
    QFile dumped(realSysfs(tree + QStringLiteral("/tree-pcie.out")));
    QVERIFY(dumped.open(QIODevice::ReadOnly));
    QStringList namespaces;
    for (const QJsonValue host : QJsonDocument::fromJson(dumped.readAll())[u"hosts"_s].toArray()) {
        for (const QJsonValue subsystem : host[u"subsystems"_s].toArray()) {
            for (const QJsonValue space : subsystem[u"namespaces"_s].toArray())
                namespaces << space[u"name"_s].toString();
        }
    }
    QCOMPARE(namespaces, (QStringList { u"nvme0n1"_s, u"nvme1n1"_s }));

    DriveEnumerator enumerator(realRoots(tree));
    for (const bool all : { false, true }) {
        enumerator.setIncludeEmpty(all);
        const std::vector<DriveFacts> drives = enumerator.drives();
        QStringList names;
        for (const DriveFacts& drive : drives)
            names << drive.name;
        QCOMPARE(names, namespaces);
    }

    const std::vector<DriveFacts> drives = enumerator.drives();
    const DriveFacts* single = findDrive(drives, u"nvme0n1"_s);
    QVERIFY(single);
    QCOMPARE(single->transport, u"nvme"_s);
    QCOMPARE(single->model, u"3.2TB NVMe Gen4 U.2 SSD V"_s);
    QCOMPARE(single->serial, u"S7DFNG0W700063"_s);
    QCOMPARE(single->firmware, u"DNA8DNA8"_s);
    QCOMPARE(single->sizeBytes, quint64(978143920) * 512);

    // The multipath namespace: its device/ is the subsystem, which carries the model, serial and firmware.
    const DriveFacts* multipath = findDrive(drives, u"nvme1n1"_s);
    QVERIFY(multipath);
    QCOMPARE(multipath->transport, u"nvme"_s);
    QCOMPARE(multipath->model, u"3.2TB NVMe Gen4 U.2 SSD III"_s);
    QCOMPARE(multipath->serial, u"S6RTNE0R900057"_s);
    QCOMPARE(multipath->firmware, u"REV.SN66"_s);
    QCOMPARE(multipath->sizeBytes, quint64(11233968) * 512);
    QCOMPARE(multipath->major, 259u);
    QCOMPARE(multipath->minor, 2u);
    // The snapshot holds no PCI link attributes and no hwmon: neither is made up.
    QCOMPARE(multipath->link.kind, InterfaceLink::Kind::None);
    QVERIFY(multipath->temperatureSensors.empty());
    QVERIFY(!multipath->temperatureNote.isEmpty());
}

// node_exporter's sysfs fixture: a Crucial P3 (CT2000P3SSD8) below a PCIe root port, with the nvme driver's
// hwmon chip, and the class/hwmon of that project's other chips (coretemp, nct6775, applesmc, a Wi-Fi card …).
void TestSysfsSnapshots::nvmeSensorsAndLinkBesideOtherChips()
{
    const DriveEnumerator::Roots roots = realRoots(QStringLiteral("node-exporter-sys"));
    const std::vector<DriveFacts> drives = DriveEnumerator(roots).drives();
    QCOMPARE(drives.size(), size_t(1));
    const DriveFacts& drive = drives.front();
    QCOMPARE(drive.name, u"nvme0n1"_s);
    QCOMPARE(drive.transport, u"nvme"_s);
    QCOMPARE(drive.model, u"CT2000P3SSD8"_s);
    QCOMPARE(drive.serial, u"2328E6EDD8A7"_s);
    QCOMPARE(drive.firmware, u"P9CR30A"_s);
    QCOMPARE(drive.sizeBytes, quint64(3907029168) * 512);
    QStringList partitions;
    for (const PartitionFacts& partition : drive.partitions)
        partitions << partition.name;
    QCOMPARE(partitions, (QStringList { u"nvme0n1p1"_s, u"nvme0n1p2"_s, u"nvme0n1p3"_s }));

    // The drive's own function: Gen3 x4 of Gen4 x4; the root port above it (x8) is not the drive's link.
    QCOMPARE(drive.link.kind, InterfaceLink::Kind::Pcie);
    QCOMPARE(drive.link.speed, 8.0);
    QCOMPARE(drive.link.maxSpeed, 16.0);
    QCOMPARE(drive.link.width, 4u);
    QCOMPARE(drive.link.maxWidth, 4u);

    // temp1, temp2, temp3, temp9 in number order; the driver's 65261.85 °C is its "no threshold".
    QStringList labels;
    for (const TemperatureSensor& sensor : drive.temperatureSensors)
        labels << sensor.label;
    QCOMPARE(labels, (QStringList { u"Composite"_s, u"Sensor 1"_s, u"Sensor 2"_s, u"Sensor 8"_s }));
    QCOMPARE(drive.temperatureSensors[0].warningCelsius, std::optional<double>(84.85));
    QCOMPARE(drive.temperatureSensors[0].criticalCelsius, std::optional<double>(94.85));
    for (size_t i = 1; i < drive.temperatureSensors.size(); ++i) {
        QVERIFY(!drive.temperatureSensors[i].warningCelsius);
        QVERIFY(!drive.temperatureSensors[i].criticalCelsius);
    }
    QVERIFY(drive.temperatureNote.isEmpty());

    const DriveSensors sensors = findDriveSensors(drive.name, drive.transport, roots.sys);
    QCOMPARE(sensors.sensors.size(), size_t(4));
    for (const HwmonSensor& sensor : sensors.sensors)
        QVERIFY2(QFileInfo(sensor.inputPath).canonicalFilePath().contains(u"/0000:01:00.0/nvme/nvme0/hwmon3/temp"_s),
            qPrintable(sensor.inputPath));
    QCOMPARE(readCelsius(sensors.sensors[0].inputPath), std::optional<double>(43.85));
    QCOMPARE(readCelsius(sensors.sensors[2].inputPath), std::optional<double>(45.85));
}

// prometheus/procfs keeps md arrays' sysfs in its fixtures and says, in sysfs/mdraid_test.go, what each
// holds: those figures are the truth here. procfs reads a missing `degraded` as 0 and a missing
// sync_action as empty; the drive list keeps both unknown.
void TestSysfsSnapshots::mdArraysReadAsProcfsReadsThem_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("level");
    QTest::addColumn<QString>("state");
    QTest::addColumn<int>("disks"); // -1: none (a container)
    QTest::addColumn<int>("degraded"); // -1: no `degraded` file
    QTest::addColumn<QString>("syncAction");
    QTest::addColumn<double>("syncDone"); // -1: none
    QTest::addColumn<QStringList>("members"); // "device state"
    QTest::newRow("md0 raid0") << u"md0"_s << u"raid0"_s << u"clean"_s << 2 << -1 << QString() << -1.0
                               << QStringList { u"sdg in_sync"_s, u"sdh in_sync"_s };
    QTest::newRow("md1 raid1") << u"md1"_s << u"raid1"_s << u"clean"_s << 2 << 0 << u"idle"_s << -1.0
                               << QStringList { u"sdi in_sync"_s, u"sdj in_sync"_s };
    QTest::newRow("md10 raid10") << u"md10"_s << u"raid10"_s << u"clean"_s << 4 << 0 << u"idle"_s << -1.0
                                 << QStringList { u"sdu in_sync"_s, u"sdv in_sync"_s, u"sdw in_sync"_s,
                                        u"sdx in_sync"_s };
    QTest::newRow("md4 raid4") << u"md4"_s << u"raid4"_s << u"clean"_s << 3 << 0 << u"idle"_s << -1.0
                               << QStringList { u"sdk in_sync"_s, u"sdl in_sync"_s, u"sdm in_sync"_s };
    QTest::newRow("md5 raid5 with a spare and a faulty disk")
        << u"md5"_s << u"raid5"_s << u"clean"_s << 3 << 1 << u"idle"_s << -1.0
        << QStringList { u"sdaa spare"_s, u"sdn in_sync"_s, u"sdo in_sync"_s, u"sdp faulty"_s };
    QTest::newRow("md6 raid6 recovering")
        << u"md6"_s << u"raid6"_s << u"active"_s << 4 << 1 << u"recover"_s << 0.7500458659491194
        << QStringList { u"sdq in_sync"_s, u"sdr in_sync"_s, u"sds in_sync"_s, u"sdt spare"_s };
    QTest::newRow("md7 container") << u"md7"_s << u"container"_s << u"inactive"_s << -1 << -1 << QString() << -1.0
                                   << QStringList();
    // raid_disks "11 (10)": reshaping from 10 disks to 11.
    QTest::newRow("md8 raid5 reshaping") << u"md8"_s << u"raid5"_s << u"active"_s << 11 << 0 << u"reshape"_s << -1.0
                                         << QStringList { u"sdy in_sync"_s, u"sdz in_sync"_s };
}

void TestSysfsSnapshots::mdArraysReadAsProcfsReadsThem()
{
    QFETCH(QString, name);
    QFETCH(QString, level);
    QFETCH(QString, state);
    QFETCH(int, disks);
    QFETCH(int, degraded);
    QFETCH(QString, syncAction);
    QFETCH(double, syncDone);
    QFETCH(QStringList, members);
    // The fixture keeps no size: listed only with the empty devices.
    DriveEnumerator enumerator(realRoots(u"procfs-md-dm"_s));
    QVERIFY(!findDrive(enumerator.drives(), name));
    enumerator.setIncludeEmpty(true);
    const std::vector<DriveFacts> drives = enumerator.drives();
    const DriveFacts* drive = findDrive(drives, name);
    QVERIFY(drive);
    QCOMPARE(drive->transport, u"md"_s);
    QVERIFY(drive->array);
    const ArrayFacts& array = *drive->array;
    QCOMPARE(array.kind, ArrayFacts::Kind::Md);
    QCOMPARE(array.level, level);
    QCOMPARE(array.state, state);
    QCOMPARE(array.raidDisks, disks < 0 ? std::optional<int>() : std::optional<int>(disks));
    QCOMPARE(array.degradedDisks, degraded < 0 ? std::optional<int>() : std::optional<int>(degraded));
    QCOMPARE(array.degraded(), degraded > 0);
    QCOMPARE(array.syncAction, syncAction);
    QCOMPARE(array.syncing(), syncAction == u"recover"_s || syncAction == u"reshape"_s);
    QCOMPARE(array.syncDone.has_value(), syncDone >= 0);
    if (syncDone >= 0)
        QCOMPARE(*array.syncDone, syncDone);
    QStringList read;
    for (const ArrayMember& member : array.members)
        read << member.device + u" "_s + member.state;
    QCOMPARE(read, members);
}

void TestSysfsSnapshots::deviceMapperVolumesNameTheirKind()
{
    DriveEnumerator enumerator(realRoots(u"procfs-md-dm"_s));
    enumerator.setIncludeEmpty(true);
    const std::vector<DriveFacts> drives = enumerator.drives();
    struct Expected {
        QString name;
        QString model; // dm/name
        ArrayFacts::Kind kind; // from dm/uuid: LVM-…, mpath-…
        QStringList members; // slaves/
    };
    for (const Expected& expected : { Expected { u"dm-0"_s, u"vg0--lv_root"_s, ArrayFacts::Kind::Lvm, { u"sda"_s } },
             Expected { u"dm-1"_s, u"mpathA"_s, ArrayFacts::Kind::Multipath, { u"sdb"_s, u"sdc"_s } },
             Expected { u"dm-2"_s, u"mpathB"_s, ArrayFacts::Kind::Multipath, { u"sdd"_s, u"sde"_s } } }) {
        const DriveFacts* drive = findDrive(drives, expected.name);
        QVERIFY2(drive, qPrintable(expected.name));
        QCOMPARE(drive->transport, u"dm"_s);
        QCOMPARE(drive->model, expected.model);
        QVERIFY(drive->array);
        QCOMPARE(drive->array->kind, expected.kind);
        QStringList members;
        for (const ArrayMember& member : drive->array->members) {
            members << member.device;
            QVERIFY(member.state.isEmpty());
        }
        QCOMPARE(members, expected.members);
        QVERIFY(!drive->array->degraded());
        QVERIFY(!drive->array->syncing());
    }
    QCOMPARE(findDrive(drives, u"dm-1"_s)->array->describe(), u"multipath device over sdb, sdc"_s);
    QCOMPARE(findDrive(drives, u"dm-0"_s)->array->summary(), u"LVM"_s);
}

// udev's test machine (systemd's test/sys-script.py): a ThinkPad whose md0 is a raid1 of two disks with
// one left, its sda9, beside a USB stick and a DVD drive.
void TestSysfsSnapshots::degradedArrayOnARealLaptop()
{
    const std::vector<DriveFacts> drives = DriveEnumerator(realRoots(u"systemd-sys-script"_s)).drives();
    QStringList names;
    for (const DriveFacts& drive : drives)
        names << drive.name;
    // The loop devices are bound to nothing; sr0 holds a disc.
    QCOMPARE(names, (QStringList { u"md0"_s, u"sda"_s, u"sdb"_s, u"sr0"_s }));

    const DriveFacts* md0 = findDrive(drives, u"md0"_s);
    QCOMPARE(md0->transport, u"md"_s);
    QCOMPARE(md0->sizeBytes, quint64(19534848) * 512);
    QCOMPARE(md0->major, 9u);
    QCOMPARE(md0->minor, 0u);
    QVERIFY(md0->array);
    QCOMPARE(md0->array->level, u"raid1"_s);
    QCOMPARE(md0->array->raidDisks, std::optional<int>(2));
    QCOMPARE(md0->array->degradedDisks, std::optional<int>(1));
    QCOMPARE(md0->array->state, u"clean"_s);
    QCOMPARE(md0->array->syncAction, u"idle"_s);
    QVERIFY(!md0->array->syncDone);
    QCOMPARE(md0->array->members.size(), size_t(1));
    QCOMPARE(md0->array->members[0].device, u"sda9"_s);
    QCOMPARE(md0->array->members[0].state, u"in_sync"_s);
    QCOMPARE(md0->array->summary(), u"raid1, 1 of 2 missing"_s);
    QCOMPARE(md0->array->describe(), u"md raid1 of 2 disks, 1 missing: sda9 in_sync"_s);

    // The array's member is a partition of sda: sda is in use through it, and a write to sda reaches md0.
    const DriveFacts* sda = findDrive(drives, u"sda"_s);
    QVERIFY(!sda->array);
    QCOMPARE(sda->transport, u"sata"_s);
    const auto sda9 = std::find_if(
        sda->partitions.begin(), sda->partitions.end(), [](const PartitionFacts& p) { return p.name == u"sda9"_s; });
    QVERIFY(sda9 != sda->partitions.end());
    QCOMPARE(sda9->holders, QStringList { u"md0"_s });
    QVERIFY(sda->inUse());
    QVERIFY2(sda->inUseReasons().contains(u"sda9 is held by md0"_s), qPrintable(sda->inUseReasons().join(u"; "_s)));
    const DriveEnumerator enumerator(realRoots(u"systemd-sys-script"_s));
    QVERIFY(enumerator.devicesOn(u"sda"_s).contains(u"md0"_s));
    QCOMPARE(findDrive(drives, u"sdb"_s)->transport, u"usb"_s);
    // An ATAPI drive says its own vendor; the path of that kernel names no ata port.
    QCOMPARE(findDrive(drives, u"sr0"_s)->transport, u"scsi"_s);
    QCOMPARE(sda->model, u"ST910021AS"_s);
    QCOMPARE(sda->vendor, u"ATA"_s);
    QCOMPARE(sda->sizeBytes, quint64(195371568) * 512);
}

void TestSysfsSnapshots::arrayCaveatsFollowItsState_data()
{
    QTest::addColumn<QString>("snapshot");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QStringList>("expected");
    const QString missing = u"the figures are not those of the whole array"_s;
    const QString shares = u"the sync shares the disks with the test"_s;
    QTest::newRow("healthy raid1") << u"procfs-md-dm"_s << u"md1"_s << QStringList();
    QTest::newRow("raid0 without a degraded file") << u"procfs-md-dm"_s << u"md0"_s << QStringList();
    QTest::newRow("raid5, a disk faulty")
        << u"procfs-md-dm"_s << u"md5"_s
        << QStringList { u"md5 is a degraded raid5 array, 1 of its 3 disks missing: "_s + missing };
    QTest::newRow("raid6 recovering") << u"procfs-md-dm"_s << u"md6"_s
                                      << QStringList { u"md6 is a degraded raid6 array, 1 of its 4 disks missing: "_s
                                                 + missing,
                                             u"md6 was running an md recover when the run began (75 % done): "_s
                                                 + shares };
    QTest::newRow("raid5 reshaping, no progress")
        << u"procfs-md-dm"_s << u"md8"_s
        << QStringList { u"md8 was running an md reshape when the run began: "_s + shares };
    QTest::newRow("LVM volume") << u"procfs-md-dm"_s << u"dm-0"_s << QStringList();
    QTest::newRow("raid1 on a real laptop, one disk left")
        << u"systemd-sys-script"_s << u"md0"_s
        << QStringList { u"md0 is a degraded raid1 array, 1 of its 2 disks missing: "_s + missing };
}

void TestSysfsSnapshots::arrayCaveatsFollowItsState()
{
    QFETCH(QString, snapshot);
    QFETCH(QString, name);
    QFETCH(QStringList, expected);
    DriveEnumerator enumerator(realRoots(snapshot));
    enumerator.setIncludeEmpty(true);
    const std::vector<DriveFacts> drives = enumerator.drives();
    const DriveFacts* drive = findDrive(drives, name);
    QVERIFY(drive);
    TargetInfo target;
    target.path = drive->devicePath;
    target.drive = *drive;
    QStringList texts;
    for (const Caveat& caveat : caveatsOfTarget(target, false, false)) {
        if (caveat.code == u"degraded-array"_s || caveat.code == u"array-sync"_s) {
            texts << caveat.text;
        }
    }
    QCOMPARE(texts, expected);
    // The run keeps the array's state with its target.
    QCOMPARE(TargetInfo::fromJson(target.toJson()).drive->array->toJson(), drive->array->toJson());
}

void TestSysfsSnapshots::arrayFactsSurviveJson()
{
    ArrayFacts array;
    array.level = u"raid6"_s;
    array.raidDisks = 4;
    array.degradedDisks = 1;
    array.state = u"active"_s;
    array.syncAction = u"recover"_s;
    array.syncDone = 0.75;
    array.members = { { u"sdq"_s, u"in_sync"_s }, { u"sdt"_s, u"spare"_s } };
    const ArrayFacts read = ArrayFacts::fromJson(array.toJson());
    QCOMPARE(read.toJson(), array.toJson());
    QCOMPARE(read.describe(), u"md raid6 of 4 disks, 1 missing, recover running (75 % done): sdq in_sync, sdt spare"_s);

    // What sysfs did not say stays unsaid: no 0 disks, no 0 % done.
    const QJsonObject bare = ArrayFacts {}.toJson();
    QVERIFY(!bare.contains(u"raidDisks"_s));
    QVERIFY(!bare.contains(u"degradedDisks"_s));
    QVERIFY(!bare.contains(u"syncDone"_s));
    QCOMPARE(ArrayFacts::fromJson(bare).raidDisks, std::optional<int>());

    // A drive saved before arrays were read has none.
    DriveFacts drive;
    drive.name = u"sda"_s;
    QVERIFY(!DriveFacts::fromJson(drive.toJson()).array);

    QJsonObject wrongKind = array.toJson();
    wrongKind[u"kind"_s] = u"zfs"_s;
    QVERIFY_THROWS_EXCEPTION(UserError, ArrayFacts::fromJson(wrongKind));
    QJsonObject overDone = array.toJson();
    overDone[u"syncDone"_s] = 1.5;
    QVERIFY_THROWS_EXCEPTION(UserError, ArrayFacts::fromJson(overDone));
}

// The text forms of md's files the kernel writes (drivers/md/md.c), and what is not one of them.
void TestSysfsSnapshots::arrayFilesAsTheKernelWritesThem()
{
    QCOMPARE(parseRaidDisks(u"4"_s), std::optional<int>(4));
    QCOMPARE(parseRaidDisks(u"11 (10)"_s), std::optional<int>(11));
    QCOMPARE(parseRaidDisks(QString()), std::optional<int>());
    QCOMPARE(parseRaidDisks(u"four"_s), std::optional<int>());
    QCOMPARE(parseRaidDisks(u"-2"_s), std::optional<int>());
    QCOMPARE(parseSyncCompleted(u"1569888 / 2093056"_s), std::optional<double>(1569888.0 / 2093056.0));
    QCOMPARE(parseSyncCompleted(u"none"_s), std::optional<double>());
    QCOMPARE(parseSyncCompleted(u"delayed"_s), std::optional<double>());
    QCOMPARE(parseSyncCompleted(u"5 / 0"_s), std::optional<double>());
    QCOMPARE(parseSyncCompleted(u"9 / 5"_s), std::optional<double>());
    QCOMPARE(dmKindOfUuid(u"CRYPT-LUKS2-0a1b2c3d-root"_s), ArrayFacts::Kind::Crypt);
    QCOMPARE(dmKindOfUuid(u"LVM-3zSHSR5Nbf4j7g6a"_s), ArrayFacts::Kind::Lvm);
    QCOMPARE(dmKindOfUuid(u"mpath-360000000000001"_s), ArrayFacts::Kind::Multipath);
    QCOMPARE(dmKindOfUuid(u"part1-mpath-3600"_s), ArrayFacts::Kind::OtherDm);
    QCOMPARE(dmKindOfUuid(QString()), ArrayFacts::Kind::OtherDm);
}

// The CLI's table: an array's level where a drive has its model, starred and explained under the table when
// degraded or syncing; the partition an array holds says so.
void TestSysfsSnapshots::listTableExplainsArrays()
{
    const std::vector<DriveFacts> laptop = DriveEnumerator(realRoots(u"systemd-sys-script"_s)).drives();
    const QStringList lines = QString::fromStdString(driveTable(laptop)).split(QLatin1Char('\n'));
    auto lineOf = [&](const QString& start) {
        for (const QString& line : lines)
            if (line.startsWith(start))
                return line;
        return QString();
    };
    QVERIFY2(lineOf(u"md0 "_s).contains(u" md "_s), qPrintable(lines.join(u'\n')));
    QVERIFY2(lineOf(u"md0 "_s).contains(u"raid1, 1 of 2 missing *"_s), qPrintable(lines.join(u'\n')));
    QVERIFY2(lineOf(u"  sda9 "_s).endsWith(u"held by md0"_s), qPrintable(lines.join(u'\n')));
    QVERIFY2(lines.contains(u"* md0: md raid1 of 2 disks, 1 missing: sda9 in_sync"_s), qPrintable(lines.join(u'\n')));
    // A drive with its own model keeps it; no note for a healthy drive.
    QVERIFY2(lineOf(u"sda "_s).contains(u"ST910021AS"_s), qPrintable(lines.join(u'\n')));
    QCOMPARE(lines.filter(QRegularExpression(u"^\\* "_s)).size(), 1);

    DriveEnumerator procfs(realRoots(u"procfs-md-dm"_s));
    procfs.setIncludeEmpty(true);
    const QString table = QString::fromStdString(driveTable(procfs.drives()));
    for (const QString& expected :
        { u"* md5: md raid5 of 3 disks, 1 missing: sdaa spare, sdn in_sync, sdo in_sync, sdp faulty"_s,
            u"* md6: md raid6 of 4 disks, 1 missing, recover running (75 % done): sdq in_sync, sdr in_sync, sds in_sync, sdt spare"_s,
            u"* md8: md raid5 of 11 disks, reshape running: sdy in_sync, sdz in_sync"_s })
        QVERIFY2(table.contains(expected + u"\n"_s), qPrintable(table));
    QVERIFY2(table.contains(u"raid6, 1 of 4 missing, recover 75 % *"_s), qPrintable(table));
    QVERIFY2(!table.contains(u"* md1:"_s) && !table.contains(u"* dm-0:"_s), qPrintable(table));
    QVERIFY2(table.contains(u"vg0--lv_root"_s), qPrintable(table));
}

QTEST_GUILESS_MAIN(TestSysfsSnapshots)
#include "tst_sysfssnapshots.moc"
