#include "device/driveenumerator.h"
#include "fixtures/blockdevicefixtures.h"
#include "fixtures/drivelookup.h"
#include "model/targetinfo.h"
#include "model/usererror.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

#include <unistd.h>

using namespace ds;
using namespace ds::test;
using namespace Qt::StringLiterals;

namespace {

constexpr uint64_t MiB = 1024 * 1024;

// A sysfs / dev / proc look-alike in a temporary directory. /sys/block/X are symlinks into
// /sys/devices/… as in the kernel, so the transport is found from the bus path as it is for real.
class FakeSystem {
public:
    bool isValid() const { return m_dir.isValid(); }
    QString path(const QString& relative) const { return m_dir.path() + QLatin1Char('/') + relative; }

    DriveEnumerator::Roots roots() const
    {
        DriveEnumerator::Roots roots;
        roots.sys = path(QStringLiteral("sys"));
        roots.dev = path(QStringLiteral("dev"));
        roots.mountInfo = path(QStringLiteral("proc/mountinfo"));
        roots.swaps = path(QStringLiteral("proc/swaps"));
        roots.udevData = path(QStringLiteral("run/udev/data"));
        return roots;
    }

    void write(const QString& relative, const QByteArray& content)
    {
        const QString file = path(relative);
        QVERIFY(QDir().mkpath(QFileInfo(file).path()));
        QFile out(file);
        QVERIFY2(out.open(QIODevice::WriteOnly), qPrintable(out.errorString()));
        QCOMPARE(out.write(content), content.size());
    }

    void makeDir(const QString& relative) { QVERIFY(QDir().mkpath(path(relative))); }

    // A relative symlink at `link` pointing to `target`, both relative to the root, as sysfs has them.
    void link(const QString& link, const QString& target)
    {
        const QString linkPath = path(link);
        QVERIFY(QDir().mkpath(QFileInfo(linkPath).path()));
        const QString relativeTarget = QDir(QFileInfo(linkPath).path()).relativeFilePath(path(target));
        QVERIFY2(::symlink(QFile::encodeName(relativeTarget).constData(), QFile::encodeName(linkPath).constData()) == 0,
            qPrintable(linkPath));
    }

    // A whole disk below `devicesPath` (relative to sys/devices), linked from sys/block/<name>.
    // Returns the disk's directory relative to the root.
    QString addDisk(const QString& name, const QString& devicesPath, const QByteArray& majorMinor, uint64_t sectors)
    {
        const QString dir = QStringLiteral("sys/devices/") + devicesPath + QStringLiteral("/block/") + name;
        write(dir + QStringLiteral("/dev"), majorMinor + '\n');
        write(dir + QStringLiteral("/size"), QByteArray::number(static_cast<qulonglong>(sectors)) + '\n');
        write(dir + QStringLiteral("/removable"), "0\n");
        write(dir + QStringLiteral("/ro"), "0\n");
        makeDir(dir + QStringLiteral("/holders"));
        link(QStringLiteral("sys/block/") + name, dir);
        return dir;
    }

    // A virtual device (loop, zram, dm, md) in sys/devices/virtual/block.
    QString addVirtualDisk(const QString& name, const QByteArray& majorMinor, uint64_t sectors)
    {
        const QString dir = QStringLiteral("sys/devices/virtual/block/") + name;
        write(dir + QStringLiteral("/dev"), majorMinor + '\n');
        write(dir + QStringLiteral("/size"), QByteArray::number(static_cast<qulonglong>(sectors)) + '\n');
        write(dir + QStringLiteral("/removable"), "0\n");
        write(dir + QStringLiteral("/ro"), "0\n");
        makeDir(dir + QStringLiteral("/holders"));
        link(QStringLiteral("sys/block/") + name, dir);
        return dir;
    }

    void addQueue(const QString& diskDir, const QByteArray& rotational, const QByteArray& logical,
        const QByteArray& physical, const QByteArray& scheduler, const QByteArray& writeCache)
    {
        const QString queue = diskDir + QStringLiteral("/queue/");
        write(queue + QStringLiteral("rotational"), rotational + '\n');
        write(queue + QStringLiteral("logical_block_size"), logical + '\n');
        write(queue + QStringLiteral("physical_block_size"), physical + '\n');
        write(queue + QStringLiteral("scheduler"), scheduler + '\n');
        write(queue + QStringLiteral("write_cache"), writeCache + '\n');
    }

    void addPartition(
        const QString& diskDir, const QString& name, const QByteArray& majorMinor, uint64_t start, uint64_t sectors)
    {
        const QString dir = diskDir + QLatin1Char('/') + name;
        write(dir + QStringLiteral("/partition"), "1\n");
        write(dir + QStringLiteral("/dev"), majorMinor + '\n');
        write(dir + QStringLiteral("/start"), QByteArray::number(static_cast<qulonglong>(start)) + '\n');
        write(dir + QStringLiteral("/size"), QByteArray::number(static_cast<qulonglong>(sectors)) + '\n');
        makeDir(dir + QStringLiteral("/holders"));
    }

private:
    // Words the transport is guessed from, in the temporary path: only the part below sys/ may count.
    QTemporaryDir m_dir { QDir::tempPath() + QStringLiteral("/usb-virtio-XXXXXX") };
};

const QString sataPath = QStringLiteral("pci0000:00/0000:00:1f.2/ata1/host0/target0:0:0/0:0:0:0");
const QString nvmePath = QStringLiteral("pci0000:00/0000:00:1d.0/0000:3d:00.0/nvme/nvme0");

// The machine of test 1: a SATA hard disk with partitions mounted, swap and btrfs, an NVMe drive held
// by a device-mapper device, a bound loop device, a zram device, and devices that must be left out.
void buildMachine(FakeSystem& fake)
{
    // sda: a SATA hard disk. /sys/block/sda/device is the SCSI device whose subsystem is bus/scsi.
    const QString scsiDevice = QStringLiteral("sys/devices/") + sataPath;
    fake.makeDir(QStringLiteral("sys/bus/scsi"));
    fake.link(scsiDevice + QStringLiteral("/subsystem"), QStringLiteral("sys/bus/scsi"));
    fake.write(scsiDevice + QStringLiteral("/model"), "ST1000DM010-2EP102  \n");
    fake.write(scsiDevice + QStringLiteral("/vendor"), "ATA     \n");
    fake.write(scsiDevice + QStringLiteral("/rev"), "CC46\n");
    fake.write(scsiDevice + QStringLiteral("/queue_depth"), "32\n");
    fake.write(scsiDevice + QStringLiteral("/wwid"), "t10.ATA     ST1000DM010-2EP102     Z9A1B2C3\n");
    // Unit Serial Number page: header 00 80 00 <length>, then the serial, right-aligned with spaces.
    fake.write(scsiDevice + QStringLiteral("/vpd_pg80"), QByteArray("\x00\x80\x00\x14", 4) + "            Z9A1B2C3");
    const QString sda = fake.addDisk(QStringLiteral("sda"), sataPath, "8:0", 1953525168);
    fake.link(sda + QStringLiteral("/device"), scsiDevice);
    fake.addQueue(sda, "1", "512", "4096", "mq-deadline kyber [bfq] none", "write back");
    fake.write(sda + QStringLiteral("/queue/nr_requests"), "64\n");
    fake.write(sda + QStringLiteral("/queue/max_sectors_kb"), "1280\n");
    fake.write(sda + QStringLiteral("/queue/max_hw_sectors_kb"), "32767\n");
    fake.addPartition(sda, QStringLiteral("sda1"), "8:1", 2048, 1048576);
    fake.addPartition(sda, QStringLiteral("sda2"), "8:2", 1050624, 16777216);
    fake.addPartition(sda, QStringLiteral("sda3"), "8:3", 17827840, 1935697328);

    // nvme0n1: /sys/block/nvme0n1/device is the controller, which holds model, serial and firmware.
    const QString controller = QStringLiteral("sys/devices/") + nvmePath;
    fake.makeDir(QStringLiteral("sys/class/nvme"));
    fake.link(controller + QStringLiteral("/subsystem"), QStringLiteral("sys/class/nvme"));
    fake.write(controller + QStringLiteral("/model"), "Samsung SSD 970 EVO Plus 1TB            \n");
    fake.write(controller + QStringLiteral("/serial"), "S4EWNX0R123456      \n");
    fake.write(controller + QStringLiteral("/firmware_rev"), "2B2QEXM7\n");
    const QString nvmeDir = controller + QStringLiteral("/nvme0n1");
    fake.write(nvmeDir + QStringLiteral("/dev"), "259:0\n");
    fake.write(nvmeDir + QStringLiteral("/size"), "1953525168\n");
    fake.write(nvmeDir + QStringLiteral("/removable"), "0\n");
    fake.write(nvmeDir + QStringLiteral("/ro"), "0\n");
    fake.link(QStringLiteral("sys/block/nvme0n1"), nvmeDir);
    fake.link(nvmeDir + QStringLiteral("/device"), controller);
    fake.addQueue(nvmeDir, "0", "512", "512", "[none] mq-deadline", "write back");
    fake.write(nvmeDir + QStringLiteral("/queue/nr_requests"), "1023\n");
    fake.write(nvmeDir + QStringLiteral("/queue/max_sectors_kb"), "128\n");
    fake.write(nvmeDir + QStringLiteral("/queue/max_hw_sectors_kb"), "128\n");
    fake.link(nvmeDir + QStringLiteral("/holders/dm-0"), QStringLiteral("sys/devices/virtual/block/dm-0"));

    // dm-0 on top of nvme0n1, mounted on /data. An old-style scheduler file without brackets.
    const QString dm = fake.addVirtualDisk(QStringLiteral("dm-0"), "254:0", 1953521664);
    fake.write(dm + QStringLiteral("/dm/name"), "vg-data\n");
    fake.link(dm + QStringLiteral("/slaves/nvme0n1"), nvmeDir);
    fake.addQueue(dm, "0", "512", "512", "none", "write through");

    // loop1 is bound to a file and read-only; loop0 (size 0) and loop2 (no backing file) are not bound.
    const QString loop1 = fake.addVirtualDisk(QStringLiteral("loop1"), "7:1", 2097152);
    fake.write(loop1 + QStringLiteral("/loop/backing_file"), "/var/tmp/disk image.img\n");
    fake.write(loop1 + QStringLiteral("/ro"), "1\n");
    fake.addQueue(loop1, "0", "4096", "4096", "[none] mq-deadline", "write through");
    fake.addVirtualDisk(QStringLiteral("loop0"), "7:0", 0);
    fake.addVirtualDisk(QStringLiteral("loop2"), "7:2", 2048);

    // zram1 has a size, zram0 none; ram0 and an empty SCSI disk (a card reader without a card) are left out.
    const QString zram1 = fake.addVirtualDisk(QStringLiteral("zram1"), "251:1", 1048576);
    fake.write(zram1 + QStringLiteral("/disksize"), "536870912\n");
    fake.addQueue(zram1, "0", "4096", "4096", "", "write through");
    const QString zram0 = fake.addVirtualDisk(QStringLiteral("zram0"), "251:0", 0);
    fake.write(zram0 + QStringLiteral("/disksize"), "0\n");
    fake.addVirtualDisk(QStringLiteral("ram0"), "1:0", 131072);
    fake.addDisk(QStringLiteral("sdz"),
        QStringLiteral("pci0000:00/0000:00:14.0/usb1/1-2/1-2:1.0/host6/target6:0:0/6:0:0:0"), "8:208", 0);

    // Device nodes: only some exist, so that `readable` can be seen both ways.
    for (const char* node : { "sda", "sda1", "sda2", "sda3", "nvme0n1", "dm-0", "loop1" })
        fake.write(QStringLiteral("dev/") + QLatin1String(node), QByteArray());
    fake.link(QStringLiteral("dev/disk/by-partuuid/0001-02"), QStringLiteral("dev/sda2"));

    // sda1 is mounted twice (once as a bind mount, with a space escaped as \040), dm-0 on /data; sda3
    // holds btrfs, whose anonymous 0:45 device is matched by the mount source instead.
    fake.write(QStringLiteral("proc/mountinfo"),
        "22 1 8:1 / /boot\\040efi rw,relatime shared:1 - vfat /dev/sda1 rw\n"
        "23 22 8:1 /sub /mnt/bind rw,relatime shared:1 - vfat /dev/sda1 rw\n"
        "24 1 254:0 / /data rw,relatime - ext4 /dev/mapper/vg-data rw\n"
        "25 1 0:45 / /home rw,relatime - btrfs /dev/sda3 rw,space_cache=v2\n"
        "26 1 0:21 / /proc rw,nosuid - proc proc rw\n");
    // udev's database names sda2's filesystem and label; sda3's type comes from mountinfo.
    fake.write(
        QStringLiteral("run/udev/data/b8:2"), "S:disk/by-partuuid/0001-02\nE:ID_FS_TYPE=swap\nE:ID_FS_LABEL=swap0\n");
    // Swap through a by-partuuid symlink (resolves to sda2) and a swap file that is no device.
    fake.write(QStringLiteral("proc/swaps"),
        "Filename\t\t\t\tType\t\tSize\t\tUsed\t\tPriority\n"
        "/dev/disk/by-partuuid/0001-02           partition\t8388604\t\t0\t\t-2\n"
        "/swap\\040file                           file\t\t1048572\t\t0\t\t-3\n");
}

int runCli(const QStringList& arguments, QByteArray* out, QByteArray* err)
{
    QProcess process;
    process.start(QStringLiteral(DRIVESCOPE_CLI), arguments);
    if (!process.waitForStarted() || !process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
        return -1;
    }
    *out = process.readAllStandardOutput();
    *err = process.readAllStandardError();
    return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
}

QString canonical(const QString& path) { return QFileInfo(path).canonicalFilePath(); }

} // namespace

class TestDriveList : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();

    // 1. A fake machine.
    void leavesOutWhatCannotBeMeasured();
    void driveFacts_data();
    void driveFacts();
    void sataDetails();
    void nvmeDetails();
    void interfaceLinks();
    void interfaceLinkCeilings_data();
    void interfaceLinkCeilings();
    void partitions();
    void usage_data();
    void usage();
    void access_data();
    void access();
    void json();
    void transport_data();
    void transport();
    void serialFallsBackToWwid();
    void includeEmpty();
    void naturalOrder();
    void driveForRejectsNonDevices();

    // 2. Real loop devices (root only).
    void loopDevice_data();
    void loopDevice();
    void mountedLoopDevice();
    void partitionedLoopDevice();

    // 3. The command line.
    void cliJson();
    void cliTable();
    void cliRejectsUnknownOption();

private:
    FakeSystem m_fake;
    std::vector<DriveFacts> m_drives;
};

void TestDriveList::initTestCase()
{
    QVERIFY(m_fake.isValid());
    buildMachine(m_fake);
    if (QTest::currentTestFailed())
        return;
    m_drives = DriveEnumerator(m_fake.roots()).drives();
}

void TestDriveList::leavesOutWhatCannotBeMeasured()
{
    QStringList names;
    for (const DriveFacts& drive : m_drives)
        names << drive.name;
    // Sorted by name; loop0/loop2 (unbound), zram0 (no size), ram0 and sdz (size 0) are left out.
    QCOMPARE(names, (QStringList { u"dm-0"_s, u"loop1"_s, u"nvme0n1"_s, u"sda"_s, u"zram1"_s }));
}

void TestDriveList::driveFacts_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("transport");
    QTest::addColumn<quint64>("sizeBytes");
    QTest::addColumn<unsigned>("major");
    QTest::addColumn<unsigned>("minor");
    QTest::addColumn<bool>("rotational");
    QTest::addColumn<uint>("logical");
    QTest::addColumn<uint>("physical");
    QTest::addColumn<QString>("scheduler");
    QTest::addColumn<QStringList>("availableSchedulers");
    QTest::addColumn<QString>("writeCache");
    QTest::addColumn<int>("queueDepth");
    QTest::addColumn<QString>("model");

    QTest::addRow("sata") << "sda"
                          << "sata" << quint64(1953525168) * 512 << 8u << 0u << true << 512u << 4096u << "bfq"
                          << QStringList { u"mq-deadline"_s, u"kyber"_s, u"bfq"_s, u"none"_s } << "write back" << 32
                          << "ST1000DM010-2EP102";
    QTest::addRow("nvme") << "nvme0n1"
                          << "nvme" << quint64(1953525168) * 512 << 259u << 0u << false << 512u << 512u << "none"
                          << QStringList { u"none"_s, u"mq-deadline"_s } << "write back" << -1
                          << "Samsung SSD 970 EVO Plus 1TB";
    QTest::addRow("dm") << "dm-0"
                        << "dm" << quint64(1953521664) * 512 << 254u << 0u << false << 512u << 512u << "none"
                        << QStringList { u"none"_s } << "write through" << -1 << "vg-data";
    QTest::addRow("loop") << "loop1"
                          << "loop" << quint64(2097152) * 512 << 7u << 1u << false << 4096u << 4096u << "none"
                          << QStringList { u"none"_s, u"mq-deadline"_s } << "write through" << -1 << "";
    QTest::addRow("zram") << "zram1"
                          << "zram" << quint64(512) * MiB << 251u << 1u << false << 4096u << 4096u << "none"
                          << QStringList {} << "write through" << -1 << "";
}

void TestDriveList::driveFacts()
{
    QFETCH(QString, name);
    const DriveFacts* drive = findDrive(m_drives, name);
    QVERIFY2(drive, qPrintable(name));
    QFETCH(QString, transport);
    QFETCH(quint64, sizeBytes);
    QFETCH(unsigned, major);
    QFETCH(unsigned, minor);
    QFETCH(bool, rotational);
    QFETCH(uint, logical);
    QFETCH(uint, physical);
    QFETCH(QString, scheduler);
    QFETCH(QStringList, availableSchedulers);
    QFETCH(QString, writeCache);
    QFETCH(int, queueDepth);
    QFETCH(QString, model);

    QCOMPARE(drive->devicePath, m_fake.roots().dev + QLatin1Char('/') + name);
    QCOMPARE(drive->transport, transport);
    QCOMPARE(drive->sizeBytes, sizeBytes); // `size` counts 512-byte units even with 4096-byte sectors
    QCOMPARE(drive->major, major);
    QCOMPARE(drive->minor, minor);
    QCOMPARE(drive->rotational, rotational);
    QCOMPARE(drive->logicalSectorBytes, logical);
    QCOMPARE(drive->physicalSectorBytes, physical);
    QCOMPARE(drive->scheduler, scheduler);
    QCOMPARE(drive->availableSchedulers, availableSchedulers);
    QCOMPARE(drive->writeCache, writeCache);
    QCOMPARE(drive->queueDepth, queueDepth);
    QCOMPARE(drive->model, model);
}

void TestDriveList::sataDetails()
{
    const DriveFacts* sda = findDrive(m_drives, QStringLiteral("sda"));
    QVERIFY(sda);
    QCOMPARE(sda->vendor, QStringLiteral("ATA"));
    QCOMPARE(sda->serial, QStringLiteral("Z9A1B2C3")); // from vpd_pg80, not the longer wwid
    QCOMPARE(sda->firmware, QStringLiteral("CC46"));
    QCOMPARE(sda->nrRequests, 64);
    QCOMPARE(sda->maxSectorsKb, 1280);
    QCOMPARE(sda->maxHwSectorsKb, 32767);
    QVERIFY(!sda->removable);
    QVERIFY(!sda->readOnly);
    QVERIFY(sda->backingFile.isEmpty());
    QVERIFY(sda->mountPoints.isEmpty());
    QVERIFY(sda->holders.isEmpty());
    QVERIFY(!sda->swap);
}

void TestDriveList::nvmeDetails()
{
    const DriveFacts* nvme = findDrive(m_drives, QStringLiteral("nvme0n1"));
    QVERIFY(nvme);
    QCOMPARE(nvme->serial, QStringLiteral("S4EWNX0R123456"));
    QCOMPARE(nvme->firmware, QStringLiteral("2B2QEXM7"));
    QVERIFY(nvme->vendor.isEmpty());
    QCOMPARE(nvme->nrRequests, 1023);
    QCOMPARE(nvme->maxSectorsKb, 128);
    QCOMPARE(nvme->holders, QStringList { u"dm-0"_s });
    QVERIFY(nvme->partitions.empty());

    const DriveFacts* loop = findDrive(m_drives, QStringLiteral("loop1"));
    QVERIFY(loop);
    QCOMPARE(loop->backingFile, QStringLiteral("/var/tmp/disk image.img"));
    QVERIFY(loop->readOnly);
}

// The links of an NVMe drive (its PCI function's, not the bridge's above it), a SATA port and a USB
// drive, from a tree laid out as sysfs lays them out.
void TestDriveList::interfaceLinks()
{
    FakeSystem fake;
    QVERIFY(fake.isValid());
    // NVMe: a Gen4 x4 drive running at Gen3 x2; the root port above it is a Gen4 x16 link.
    const QString bridge = QStringLiteral("sys/devices/pci0000:00/0000:00:1d.0");
    fake.write(bridge + QStringLiteral("/current_link_speed"), "16.0 GT/s PCIe\n");
    fake.write(bridge + QStringLiteral("/current_link_width"), "16\n");
    const QString function = bridge + QStringLiteral("/0000:3d:00.0");
    fake.write(function + QStringLiteral("/current_link_speed"), "8.0 GT/s PCIe\n");
    fake.write(function + QStringLiteral("/current_link_width"), "2\n");
    fake.write(function + QStringLiteral("/max_link_speed"), "16.0 GT/s PCIe\n");
    fake.write(function + QStringLiteral("/max_link_width"), "4\n");
    const QString controller = function + QStringLiteral("/nvme/nvme0");
    fake.makeDir(QStringLiteral("sys/class/nvme"));
    fake.link(controller + QStringLiteral("/subsystem"), QStringLiteral("sys/class/nvme"));
    const QString nvme = fake.addDisk(QStringLiteral("nvme0n1"), nvmePath, "259:0", 1953525168);
    fake.link(nvme + QStringLiteral("/device"), controller);
    // SATA: port ata1 at 6 Gbit/s of 6.
    const QString port = QStringLiteral("sys/devices/pci0000:00/0000:00:1f.2/ata1");
    fake.write(port + QStringLiteral("/link1/ata_link/link1/sata_spd"), "6.0 Gbps\n");
    fake.write(port + QStringLiteral("/link1/ata_link/link1/hw_sata_spd_limit"), "6.0 Gbps\n");
    fake.addDisk(QStringLiteral("sda"), sataPath, "8:0", 1953525168);
    // USB: a USB 3.2 device on a USB 2 bus (a USB 2 port or hub).
    const QString bus = QStringLiteral("sys/devices/pci0000:00/0000:00:14.0/usb1");
    fake.write(bus + QStringLiteral("/speed"), "480\n");
    fake.write(bus + QStringLiteral("/1-2/speed"), "480\n");
    fake.write(bus + QStringLiteral("/1-2/version"), " 3.20\n");
    fake.addDisk(QStringLiteral("sdb"),
        QStringLiteral("pci0000:00/0000:00:14.0/usb1/1-2/1-2:1.0/host6/target6:0:0/6:0:0:0"), "8:16", 62914560);
    // A virtual device has no link of its own.
    fake.addVirtualDisk(QStringLiteral("zram0"), "251:0", 1048576);
    fake.write(QStringLiteral("sys/devices/virtual/block/zram0/disksize"), "536870912\n");

    const std::vector<DriveFacts> drives = DriveEnumerator(fake.roots()).drives();
    const DriveFacts* nvmeDrive = findDrive(drives, QStringLiteral("nvme0n1"));
    QVERIFY(nvmeDrive);
    QCOMPARE(nvmeDrive->transport, QStringLiteral("nvme"));
    QCOMPARE(nvmeDrive->link.kind, InterfaceLink::Kind::Pcie);
    QCOMPARE(nvmeDrive->link.speed, 8.0);
    QCOMPARE(nvmeDrive->link.width, 2u);
    QCOMPARE(nvmeDrive->link.maxSpeed, 16.0);
    QCOMPARE(nvmeDrive->link.maxWidth, 4u);
    QVERIFY(nvmeDrive->link.degraded());
    QVERIFY(qAbs(nvmeDrive->link.ceilingMegabytesPerSecond() - 2 * 8000.0 / 8 * 128 / 130) < 0.01);
    QVERIFY(qAbs(nvmeDrive->link.maxCeilingMegabytesPerSecond() - 4 * 16000.0 / 8 * 128 / 130) < 0.01);
    QCOMPARE(nvmeDrive->link.describe(), QStringLiteral("PCIe 3.0 x2 (the drive can do 4.0 x4), 2 GB/s"));
    QCOMPARE(nvmeDrive->link.summary(), QStringLiteral("PCIe 3.0 x2"));

    const DriveFacts* sata = findDrive(drives, QStringLiteral("sda"));
    QVERIFY(sata);
    QCOMPARE(sata->link.kind, InterfaceLink::Kind::Sata);
    QCOMPARE(sata->link.speed, 6.0);
    QVERIFY(!sata->link.degraded());
    QCOMPARE(sata->link.ceilingMegabytesPerSecond(), 600.0);
    QCOMPARE(sata->link.describe(), QStringLiteral("SATA 6 Gbit/s, 600 MB/s"));

    const DriveFacts* usb = findDrive(drives, QStringLiteral("sdb"));
    QVERIFY(usb);
    QCOMPARE(usb->transport, QStringLiteral("usb"));
    QCOMPARE(usb->link.kind, InterfaceLink::Kind::Usb);
    QCOMPARE(usb->link.speed, 480.0);
    QCOMPARE(usb->link.usbVersion, QStringLiteral("3.20"));
    QVERIFY(usb->link.degraded());
    QCOMPARE(usb->link.ceilingMegabytesPerSecond(), 60.0);
    QCOMPARE(usb->link.describe(), QStringLiteral("USB at 480 Mbit/s, a USB 3.20 device held to USB 2, 60 MB/s"));

    const DriveFacts* zram = findDrive(drives, QStringLiteral("zram0"));
    QVERIFY(zram);
    QCOMPARE(zram->link.kind, InterfaceLink::Kind::None);
    QCOMPARE(zram->link.ceilingMegabytesPerSecond(), 0.0);
    QCOMPARE(zram->link.describe(), QStringLiteral("no link of its own, no ceiling"));

    // Saved and loaded with the facts; a session from before links loads without one.
    for (const DriveFacts* drive : { nvmeDrive, sata, usb, zram }) {
        const DriveFacts loaded = DriveFacts::fromJson(drive->toJson());
        QCOMPARE(loaded.link.describe(), drive->link.describe());
        QCOMPARE(loaded.link.degraded(), drive->link.degraded());
    }
    QJsonObject old = nvmeDrive->toJson();
    old.remove(QStringLiteral("link"));
    QCOMPARE(DriveFacts::fromJson(old).link.kind, InterfaceLink::Kind::None);
    QJsonObject hostile = nvmeDrive->toJson();
    hostile.insert(QStringLiteral("link"), QJsonObject { { QStringLiteral("kind"), QStringLiteral("thunderbolt") } });
    QVERIFY_THROWS_EXCEPTION(UserError, DriveFacts::fromJson(hostile));

    // This machine's own drives (virtio here): only NVMe, SATA and USB drives have a link of their own,
    // and what sysfs gives for them is a speed the ceiling can be computed from.
    for (const DriveFacts& drive : DriveEnumerator().drives()) {
        const QString what
            = drive.name + QLatin1Char(' ') + drive.transport + QStringLiteral(": ") + drive.link.describe();
        if (drive.transport == QLatin1String("nvme") || drive.transport == QLatin1String("sata")
            || drive.transport == QLatin1String("usb")) {
            if (drive.link.known())
                QVERIFY2(drive.link.ceilingMegabytesPerSecond() > 0, qPrintable(what));
        } else {
            QVERIFY2(drive.link.kind == InterfaceLink::Kind::None, qPrintable(what));
        }
        qInfo("%s", qPrintable(what));
    }
}

// What each generation carries after its line code.
void TestDriveList::interfaceLinkCeilings_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<double>("speed");
    QTest::addColumn<uint>("width");
    QTest::addColumn<double>("megabytesPerSecond");
    QTest::newRow("PCIe 1.0 x1") << int(InterfaceLink::Kind::Pcie) << 2.5 << 1u << 250.0;
    QTest::newRow("PCIe 2.0 x4") << int(InterfaceLink::Kind::Pcie) << 5.0 << 4u << 2000.0;
    QTest::newRow("PCIe 4.0 x4") << int(InterfaceLink::Kind::Pcie) << 16.0 << 4u << 7876.92;
    QTest::newRow("PCIe 5.0 x4") << int(InterfaceLink::Kind::Pcie) << 32.0 << 4u << 15753.85;
    QTest::newRow("SATA 3 Gbit/s") << int(InterfaceLink::Kind::Sata) << 3.0 << 0u << 300.0;
    QTest::newRow("SATA 1.5 Gbit/s") << int(InterfaceLink::Kind::Sata) << 1.5 << 0u << 150.0;
    QTest::newRow("USB 5 Gbit/s") << int(InterfaceLink::Kind::Usb) << 5000.0 << 0u << 500.0;
    QTest::newRow("USB 10 Gbit/s") << int(InterfaceLink::Kind::Usb) << 10000.0 << 0u << 1212.12;
}

void TestDriveList::interfaceLinkCeilings()
{
    QFETCH(int, kind);
    QFETCH(double, speed);
    QFETCH(uint, width);
    QFETCH(double, megabytesPerSecond);
    InterfaceLink link;
    link.kind = static_cast<InterfaceLink::Kind>(kind);
    link.speed = speed;
    link.width = width;
    QVERIFY2(qAbs(link.ceilingMegabytesPerSecond() - megabytesPerSecond) < 0.01,
        qPrintable(QString::number(link.ceilingMegabytesPerSecond())));
}

void TestDriveList::partitions()
{
    const DriveFacts* sda = findDrive(m_drives, QStringLiteral("sda"));
    QVERIFY(sda);
    QCOMPARE(sda->partitions.size(), size_t(3));
    const PartitionFacts& sda1 = sda->partitions[0];
    const PartitionFacts& sda2 = sda->partitions[1];
    const PartitionFacts& sda3 = sda->partitions[2];
    QCOMPARE(sda1.name, QStringLiteral("sda1"));
    QCOMPARE(sda1.devicePath, m_fake.roots().dev + QStringLiteral("/sda1"));
    QCOMPARE(sda1.major, 8u);
    QCOMPARE(sda1.minor, 1u);
    QCOMPARE(sda1.offsetBytes, quint64(2048) * 512);
    QCOMPARE(sda1.sizeBytes, quint64(1048576) * 512);
    QCOMPARE(sda1.mountPoints, (QStringList { u"/boot efi"_s, u"/mnt/bind"_s }));
    QVERIFY(!sda1.swap);
    QVERIFY(sda1.inUse());
    QCOMPARE(sda2.name, QStringLiteral("sda2"));
    QCOMPARE(sda2.offsetBytes, quint64(1050624) * 512);
    QVERIFY(sda2.swap);
    QVERIFY(sda2.mountPoints.isEmpty());
    QVERIFY(sda2.inUse());
    QCOMPARE(sda3.minor, 3u);
    QCOMPARE(sda3.mountPoints, QStringList { u"/home"_s });
    QVERIFY(!sda3.swap);
}

void TestDriveList::usage_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("inUse");
    QTest::addColumn<QStringList>("reasons");

    QTest::addRow("partitions mounted and swap")
        << "sda" << true
        << QStringList { u"sda1 is mounted on /boot efi"_s, u"sda1 is mounted on /mnt/bind"_s,
               u"sda2 is used as swap"_s, u"sda3 is mounted on /home"_s };
    QTest::addRow("held") << "nvme0n1" << true << QStringList { u"nvme0n1 is held by dm-0"_s };
    QTest::addRow("mounted whole") << "dm-0" << true << QStringList { u"dm-0 is mounted on /data"_s };
    QTest::addRow("free loop") << "loop1" << false << QStringList {};
    QTest::addRow("free zram") << "zram1" << false << QStringList {};
}

void TestDriveList::usage()
{
    QFETCH(QString, name);
    QFETCH(bool, inUse);
    QFETCH(QStringList, reasons);
    const DriveFacts* drive = findDrive(m_drives, name);
    QVERIFY(drive);
    QCOMPARE(drive->inUse(), inUse);
    QCOMPARE(drive->inUseReasons(), reasons);
}

void TestDriveList::access_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("readable");
    QTest::addColumn<bool>("writable");

    QTest::addRow("node present") << "sda" << true << true;
    QTest::addRow("node present, read-only device") << "loop1" << true << false;
    QTest::addRow("no node") << "zram1" << false << false;
}

void TestDriveList::access()
{
    QFETCH(QString, name);
    QFETCH(bool, readable);
    QFETCH(bool, writable);
    const DriveFacts* drive = findDrive(m_drives, name);
    QVERIFY(drive);
    QCOMPARE(drive->readable, readable);
    QCOMPARE(drive->writable, writable);
}

void TestDriveList::json()
{
    const DriveFacts* sda = findDrive(m_drives, QStringLiteral("sda"));
    QVERIFY(sda);
    const QJsonObject object = sda->toJson();
    const QStringList keys { u"name"_s, u"devicePath"_s, u"major"_s, u"minor"_s, u"model"_s, u"vendor"_s, u"serial"_s,
        u"firmware"_s, u"sizeBytes"_s, u"rotational"_s, u"removable"_s, u"readOnly"_s, u"transport"_s,
        u"logicalSectorBytes"_s, u"physicalSectorBytes"_s, u"queueDepth"_s, u"nrRequests"_s, u"maxSectorsKb"_s,
        u"maxHwSectorsKb"_s, u"scheduler"_s, u"availableSchedulers"_s, u"writeCache"_s, u"backingFile"_s, u"link"_s,
        u"mountPoints"_s, u"holders"_s, u"swap"_s, u"partitions"_s, u"readable"_s, u"writable"_s,
        u"temperatureNote"_s };
    for (const QString& key : keys)
        QVERIFY2(object.contains(key), qPrintable(key));
    QCOMPARE(object.size(), keys.size());

    QCOMPARE(object.value(QStringLiteral("name")).toString(), QStringLiteral("sda"));
    QCOMPARE(object.value(QStringLiteral("sizeBytes")).toInteger(), qint64(1953525168) * 512);
    QCOMPARE(object.value(QStringLiteral("rotational")).toBool(), true);
    QCOMPARE(object.value(QStringLiteral("physicalSectorBytes")).toInt(), 4096);
    QCOMPARE(object.value(QStringLiteral("queueDepth")).toInt(), 32);
    QCOMPARE(object.value(QStringLiteral("transport")).toString(), QStringLiteral("sata"));
    QCOMPARE(object.value(QStringLiteral("availableSchedulers")).toArray().size(), 4);
    // No hwmon under the fake SATA disk: said once, with what would give it one.
    QVERIFY(object.value(QStringLiteral("temperatureNote")).toString().contains(QLatin1String("modprobe drivetemp")));

    const QJsonArray partitions = object.value(QStringLiteral("partitions")).toArray();
    QCOMPARE(partitions.size(), 3);
    const QJsonObject sda1 = partitions.at(0).toObject();
    for (const char* key :
        { "name", "devicePath", "major", "minor", "offsetBytes", "sizeBytes", "mountPoints", "holders", "swap" })
        QVERIFY2(sda1.contains(QLatin1String(key)), key);
    // … and the filesystem where it is known (mountinfo: vfat); a label only where udev names one.
    QCOMPARE(sda1.size(), 10);
    QCOMPARE(sda1.value(QStringLiteral("filesystem")).toString(), QStringLiteral("vfat"));
    QVERIFY(!sda1.contains(QStringLiteral("label")));
    QCOMPARE(partitions.at(1).toObject().value(QStringLiteral("filesystem")).toString(), QStringLiteral("swap"));
    QCOMPARE(partitions.at(1).toObject().value(QStringLiteral("label")).toString(), QStringLiteral("swap0"));
    QCOMPARE(partitions.at(2).toObject().value(QStringLiteral("filesystem")).toString(), QStringLiteral("btrfs"));
    QCOMPARE(PartitionFacts::fromJson(partitions.at(1).toObject()).label, QStringLiteral("swap0"));
    QCOMPARE(sda1.value(QStringLiteral("offsetBytes")).toInteger(), qint64(2048) * 512);
    QCOMPARE(sda1.value(QStringLiteral("mountPoints")).toArray().first().toString(), QStringLiteral("/boot efi"));
    QCOMPARE(partitions.at(1).toObject().value(QStringLiteral("swap")).toBool(), true);

    // The JSON survives a round trip through text unchanged.
    const QJsonDocument reparsed = QJsonDocument::fromJson(QJsonDocument(object).toJson());
    QCOMPARE(reparsed.object(), object);
}

void TestDriveList::transport_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("devicesPath"); // below sys/devices; empty for a virtual device
    QTest::addColumn<QString>("subsystem"); // of device/, below sys
    QTest::addColumn<QString>("marker"); // a directory the device has (dm, md), or empty
    QTest::addColumn<QString>("transport");

    QTest::addRow("sata") << "sda"
                          << "pci0000:00/0000:00:17.0/ata3/host2/target2:0:0/2:0:0:0"
                          << "bus/scsi"
                          << ""
                          << "sata";
    QTest::addRow("usb") << "sdb"
                         << "pci0000:00/0000:00:14.0/usb2/2-1/2-1:1.0/host6/target6:0:0/6:0:0:0"
                         << "bus/scsi"
                         << ""
                         << "usb";
    QTest::addRow("sas") << "sdc"
                         << "pci0000:00/0000:00:03.0/0000:02:00.0/host0/port-0:0/end_device-0:0/target0:0:0/0:0:0:0"
                         << "bus/scsi"
                         << ""
                         << "sas";
    QTest::addRow("plain scsi") << "sdd"
                                << "platform/host0/target0:0:0/0:0:0:0"
                                << "bus/scsi"
                                << ""
                                << "scsi";
    QTest::addRow("virtio") << "vda"
                            << "pci0000:00/0000:00:02.0/virtio1"
                            << "bus/virtio"
                            << ""
                            << "virtio";
    QTest::addRow("nvme") << "nvme1n1"
                          << "pci0000:00/0000:00:1d.0/0000:3e:00.0/nvme/nvme1"
                          << "class/nvme"
                          << ""
                          << "nvme";
    QTest::addRow("mmc") << "mmcblk0"
                         << "platform/fe340000.mmc/mmc_host/mmc0/mmc0:0001"
                         << "bus/mmc"
                         << ""
                         << "mmc";
    QTest::addRow("md") << "md127"
                        << ""
                        << ""
                        << "md"
                        << "md";
    QTest::addRow("dm") << "dm-3"
                        << ""
                        << ""
                        << "dm"
                        << "dm";
    QTest::addRow("unknown") << "xvda"
                             << "vbd-51712"
                             << ""
                             << ""
                             << "unknown";
}

void TestDriveList::transport()
{
    QFETCH(QString, name);
    QFETCH(QString, devicesPath);
    QFETCH(QString, subsystem);
    QFETCH(QString, marker);
    QFETCH(QString, transport);

    FakeSystem fake;
    QVERIFY(fake.isValid());
    const QString disk = devicesPath.isEmpty() ? fake.addVirtualDisk(name, "9:127", 2048)
                                               : fake.addDisk(name, devicesPath, "8:16", 2048);
    if (!subsystem.isEmpty()) {
        const QString device = QStringLiteral("sys/devices/") + devicesPath;
        fake.makeDir(QStringLiteral("sys/") + subsystem);
        fake.link(device + QStringLiteral("/subsystem"), QStringLiteral("sys/") + subsystem);
        fake.link(disk + QStringLiteral("/device"), device);
    }
    if (!marker.isEmpty())
        fake.makeDir(disk + QLatin1Char('/') + marker);

    const std::vector<DriveFacts> drives = DriveEnumerator(fake.roots()).drives();
    QCOMPARE(drives.size(), size_t(1));
    QCOMPARE(drives[0].transport, transport);
}

void TestDriveList::serialFallsBackToWwid()
{
    FakeSystem fake;
    QVERIFY(fake.isValid());
    const QString devicesPath = QStringLiteral("pci0000:00/0000:00:17.0/ata1/host0/target0:0:0/0:0:0:0");
    const QString disk = fake.addDisk(QStringLiteral("sda"), devicesPath, "8:0", 2048);
    const QString device = QStringLiteral("sys/devices/") + devicesPath;
    fake.link(disk + QStringLiteral("/device"), device);
    fake.write(device + QStringLiteral("/wwid"), "naa.5000c500a1b2c3d4\n");

    const std::vector<DriveFacts> drives = DriveEnumerator(fake.roots()).drives();
    QCOMPARE(drives.size(), size_t(1));
    QCOMPARE(drives[0].serial, QStringLiteral("naa.5000c500a1b2c3d4"));
    // Nothing in queue/: the defaults say "unknown" rather than inventing numbers.
    QCOMPARE(drives[0].logicalSectorBytes, 512u);
    QCOMPARE(drives[0].nrRequests, -1);
    QCOMPARE(drives[0].maxSectorsKb, -1);
    QCOMPARE(drives[0].queueDepth, -1);
    QCOMPARE(drives[0].scheduler, QStringLiteral("none"));
}

void TestDriveList::includeEmpty()
{
    DriveEnumerator enumerator(m_fake.roots());
    enumerator.setIncludeEmpty(true);
    QStringList names;
    for (const DriveFacts& drive : enumerator.drives())
        names << drive.name;
    QCOMPARE(names,
        (QStringList { u"dm-0"_s, u"loop0"_s, u"loop1"_s, u"loop2"_s, u"nvme0n1"_s, u"ram0"_s, u"sda"_s, u"sdz"_s,
            u"zram0"_s, u"zram1"_s }));
}

void TestDriveList::naturalOrder()
{
    FakeSystem fake;
    QVERIFY(fake.isValid());
    const QString virtualPath = QStringLiteral("platform/host0/target0:0:0/0:0:0:");
    int lun = 0;
    QString sda;
    for (const char* name : { "sdb", "sdaa", "sda", "nvme10n1", "nvme2n1" }) {
        const QString disk = fake.addDisk(QLatin1String(name), virtualPath + QString::number(lun++), "8:0", 2048);
        if (QLatin1String(name) == QLatin1String("sda"))
            sda = disk;
    }
    for (const char* name : { "sda2", "sda10", "sda1" })
        fake.addPartition(sda, QLatin1String(name), "8:1", 0, 8);

    QStringList names;
    QStringList partitionNames;
    for (const DriveFacts& drive : DriveEnumerator(fake.roots()).drives()) {
        names << drive.name;
        for (const PartitionFacts& partition : drive.partitions)
            partitionNames << partition.name;
    }
    QCOMPARE(names, (QStringList { u"nvme2n1"_s, u"nvme10n1"_s, u"sda"_s, u"sdaa"_s, u"sdb"_s }));
    QCOMPARE(partitionNames, (QStringList { u"sda1"_s, u"sda2"_s, u"sda10"_s }));
}

void TestDriveList::driveForRejectsNonDevices()
{
    const DriveEnumerator enumerator(m_fake.roots());
    QVERIFY(!enumerator.driveFor(m_fake.path(QStringLiteral("proc/swaps"))).has_value()); // a plain file
    QVERIFY(!enumerator.driveFor(m_fake.path(QStringLiteral("dev/nothing-here"))).has_value());
    QVERIFY(!enumerator.driveFor(QStringLiteral("/dev/null")).has_value()); // a character device
}

void TestDriveList::loopDevice_data()
{
    QTest::addColumn<uint>("sectorBytes");
    QTest::addRow("512-byte sectors") << 512u;
    QTest::addRow("4096-byte sectors") << 4096u;
}

void TestDriveList::loopDevice()
{
    DS_REQUIRE_LOOP();
    QFETCH(uint, sectorBytes);
    const ds::test::LoopDevice loop(64 * MiB, sectorBytes);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));

    const DriveEnumerator enumerator;
    const std::vector<DriveFacts> drives = enumerator.drives();
    const DriveFacts* drive = findDrive(drives, loop.name());
    QVERIFY2(drive, qPrintable(loop.name()));
    QCOMPARE(drive->devicePath, loop.devicePath());
    QCOMPARE(drive->transport, QStringLiteral("loop"));
    QCOMPARE(drive->link.kind, InterfaceLink::Kind::None); // no link of its own, and the facts say so
    QCOMPARE(drive->link.describe(), QStringLiteral("no link of its own, no ceiling"));
    QCOMPARE(drive->sizeBytes, 64 * MiB);
    QCOMPARE(drive->backingFile, canonical(loop.backingFile()));
    QCOMPARE(drive->logicalSectorBytes, sectorBytes);
    QVERIFY(drive->major != 0);
    QVERIFY(drive->readable); // root
    QVERIFY(drive->writable);
    QVERIFY(!drive->inUse());
    QVERIFY(drive->partitions.empty());

    // driveFor() finds it by its path and through a symlink.
    std::optional<DriveFacts> found = enumerator.driveFor(loop.devicePath());
    QVERIFY(found.has_value());
    QCOMPARE(found->name, loop.name());
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString link = dir.filePath(QStringLiteral("by-name"));
    QVERIFY(QFile::link(loop.devicePath(), link));
    found = enumerator.driveFor(link);
    QVERIFY(found.has_value());
    QCOMPARE(found->name, loop.name());
}

void TestDriveList::mountedLoopDevice()
{
    DS_REQUIRE_LOOP();
    const ds::test::LoopDevice loop(64 * MiB);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    QString output;
    QVERIFY2(ds::test::runProgram(QStringLiteral("mkfs.ext4"),
                 { QStringLiteral("-q"), QStringLiteral("-F"), loop.devicePath() }, &output)
            == 0,
        qPrintable(output));
    const ds::test::ScopedMount mount(loop.devicePath());
    QVERIFY2(mount.isValid(), qPrintable(mount.errorString()));

    const std::vector<DriveFacts> drives = DriveEnumerator().drives();
    const DriveFacts* drive = findDrive(drives, loop.name());
    QVERIFY(drive);
    const QString mountPoint = canonical(mount.mountPoint());
    QVERIFY2(drive->mountPoints.contains(mountPoint), qPrintable(drive->mountPoints.join(QLatin1Char(' '))));
    QVERIFY(drive->inUse());
    QVERIFY(drive->inUseReasons().contains(QStringLiteral("%1 is mounted on %2").arg(loop.name(), mountPoint)));
}

void TestDriveList::partitionedLoopDevice()
{
    DS_REQUIRE_LOOP();
    // The fixture writes an MBR and makes sure the kernel shows the partitions (partx where the
    // kernel has no MBR parser); it removes them again before detaching.
    const ds::test::LoopDevice loop(64 * MiB, 512, { { 2048, 32768 }, { 34816, 96256 } });
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));

    const DriveEnumerator enumerator;
    std::vector<DriveFacts> drives = enumerator.drives();
    const DriveFacts* drive = findDrive(drives, loop.name());
    QVERIFY(drive);
    QCOMPARE(drive->partitions.size(), size_t(2));
    const PartitionFacts& first = drive->partitions[0];
    QCOMPARE(first.name, loop.name() + QStringLiteral("p1"));
    QCOMPARE(first.devicePath, loop.devicePath() + QStringLiteral("p1"));
    QCOMPARE(first.offsetBytes, quint64(2048) * 512);
    QCOMPARE(first.sizeBytes, 16 * MiB);
    QCOMPARE(drive->partitions[1].offsetBytes, quint64(34816) * 512);
    QCOMPARE(drive->partitions[1].sizeBytes, quint64(96256) * 512);
    QVERIFY(!drive->inUse());

    // A partition leads to its drive.
    const std::optional<DriveFacts> found = enumerator.driveFor(drive->partitions[1].devicePath);
    QVERIFY(found.has_value());
    QCOMPARE(found->name, loop.name());

    // Mounting a partition puts the drive in use, and says which partition.
    QString output;
    QVERIFY2(ds::test::runProgram(
                 QStringLiteral("mkfs.ext4"), { QStringLiteral("-q"), QStringLiteral("-F"), first.devicePath }, &output)
            == 0,
        qPrintable(output));
    const ds::test::ScopedMount mount(first.devicePath);
    QVERIFY2(mount.isValid(), qPrintable(mount.errorString()));
    drives = enumerator.drives();
    drive = findDrive(drives, loop.name());
    QVERIFY(drive);
    const QString mountPoint = canonical(mount.mountPoint());
    QCOMPARE(drive->partitions[0].mountPoints, QStringList { mountPoint });
    QVERIFY(drive->mountPoints.isEmpty());
    QVERIFY(drive->inUse());
    QCOMPARE(
        drive->inUseReasons(), QStringList { QStringLiteral("%1p1 is mounted on %2").arg(loop.name(), mountPoint) });
}

void TestDriveList::cliJson()
{
    DS_REQUIRE_LOOP();
    const ds::test::LoopDevice loop(32 * MiB);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));

    QByteArray out;
    QByteArray err;
    QCOMPARE(runCli({ QStringLiteral("list"), QStringLiteral("--json") }, &out, &err), 0);
    QJsonParseError error {};
    const QJsonDocument document = QJsonDocument::fromJson(out, &error);
    QVERIFY2(error.error == QJsonParseError::NoError,
        qPrintable(error.errorString() + QLatin1Char('\n') + QString::fromUtf8(out)));
    QVERIFY(document.isArray());
    QJsonObject found;
    for (const QJsonValue value : document.array()) {
        if (value.toObject().value(QStringLiteral("name")).toString() == loop.name())
            found = value.toObject();
    }
    QVERIFY2(!found.isEmpty(), qPrintable(QString::fromUtf8(out)));
    QCOMPARE(found.value(QStringLiteral("transport")).toString(), QStringLiteral("loop"));
    QCOMPARE(found.value(QStringLiteral("sizeBytes")).toInteger(), qint64(32 * MiB));
    QCOMPARE(found.value(QStringLiteral("devicePath")).toString(), loop.devicePath());
}

void TestDriveList::cliTable()
{
    DS_REQUIRE_LOOP();
    const ds::test::LoopDevice loop(32 * MiB);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));

    QByteArray out;
    QByteArray err;
    QCOMPARE(runCli({ QStringLiteral("list") }, &out, &err), 0);
    const QString table = QString::fromUtf8(out);
    QVERIFY2(table.startsWith(QLatin1String("DEVICE")), qPrintable(table));
    QString loopLine;
    for (const QString& line : table.split(QLatin1Char('\n'))) {
        if (line.startsWith(loop.name() + QLatin1Char(' ')))
            loopLine = line;
    }
    QVERIFY2(!loopLine.isEmpty(), qPrintable(table));
    QVERIFY2(loopLine.contains(QLatin1String("0.03 GB")), qPrintable(loopLine)); // 32 MiB in decimal GB
    QVERIFY2(loopLine.contains(QLatin1String(" loop ")), qPrintable(loopLine));
}

void TestDriveList::cliRejectsUnknownOption()
{
    QByteArray out;
    QByteArray err;
    QCOMPARE(runCli({ QStringLiteral("list"), QStringLiteral("--bogus") }, &out, &err), 2);
    QVERIFY2(err.contains("--bogus"), err.constData());
    QVERIFY(out.isEmpty());

    QCOMPARE(runCli({ QStringLiteral("list"), QStringLiteral("--help") }, &out, &err), 0);
    QVERIFY2(out.contains("--json"), out.constData());
}

QTEST_GUILESS_MAIN(TestDriveList)
#include "tst_drivelist.moc"
