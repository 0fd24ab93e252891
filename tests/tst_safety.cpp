#include "fixtures/blockdevicefixtures.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <fcntl.h>
#include <unistd.h>

using namespace ds::test;

// Every refusal is checked the way a user would meet it: the real CLI, a real device, exit status 2,
// a message that names the reason, and the device's bytes unchanged.
class TestSafety : public QObject {
    Q_OBJECT

private slots:
    void writeToMountedFilesystemIsRefused();
    void writeToDiskWithMountedPartitionIsRefused();
    void writeToSwapIsRefused();
    void writeHeldExclusivelyElsewhereIsRefused();
    void allowDestroyMustNameTheTarget_data();
    void allowDestroyMustNameTheTarget();
    void namedUnusedDeviceIsWritten();
    void existingRegularFileIsNeverATarget();

private:
    static CliRun cli(const QStringList& arguments);
    static bool waitForPath(const QString& path);
};

CliRun TestSafety::cli(const QStringList& arguments)
{
    return runCli(QStringLiteral(DRIVESCOPE_CLI), arguments, QString(), 120000);
}

bool TestSafety::waitForPath(const QString& path)
{
    for (int i = 0; i < 100 && !QFileInfo::exists(path); ++i)
        QThread::msleep(20);
    return QFileInfo::exists(path);
}

static QStringList writeRun(const QString& device, const QString& allowDestroy)
{
    QStringList arguments { QStringLiteral("run"), QStringLiteral("--target"), device, QStringLiteral("--rw"),
        QStringLiteral("write"), QStringLiteral("--duration"), QStringLiteral("0.5"), QStringLiteral("--no-progress") };
    if (!allowDestroy.isEmpty())
        arguments << QStringLiteral("--allow-destroy=") + allowDestroy;
    return arguments;
}

void TestSafety::writeToMountedFilesystemIsRefused()
{
    DS_REQUIRE_LOOP();
    LoopDevice loop(64u << 20);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    QString output;
    // No lazy initialisation: a freshly mounted ext4 would otherwise write its inode tables later.
    QCOMPARE(runProgram(QStringLiteral("mkfs.ext4"),
                 { QStringLiteral("-q"), QStringLiteral("-F"), QStringLiteral("-E"),
                     QStringLiteral("lazy_itable_init=0,lazy_journal_init=0"), loop.devicePath() },
                 &output),
        0);
    ScopedMount mount(loop.devicePath(), QStringLiteral("ext4"), QStringLiteral("noinit_itable"));
    QVERIFY2(mount.isValid(), qPrintable(mount.errorString()));
    QFile precious(mount.mountPoint() + QStringLiteral("/precious.txt"));
    QVERIFY(precious.open(QIODevice::WriteOnly));
    precious.write("the user's data\n");
    precious.close();
    sync();
    const QString before = sha256OfFile(loop.devicePath());
    QVERIFY(!before.isEmpty());

    const CliRun run = cli(writeRun(loop.devicePath(), loop.devicePath()));
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(QLatin1String("mounted")), qPrintable(run.err));
    QVERIFY2(run.err.contains(mount.mountPoint()), qPrintable(run.err));
    sync();
    QCOMPARE(sha256OfFile(loop.devicePath()), before);
}

void TestSafety::writeToDiskWithMountedPartitionIsRefused()
{
    DS_REQUIRE_LOOP();
    // Two partitions: 1 MiB … 33 MiB and 33 MiB … 63 MiB.
    LoopDevice loop(64u << 20, 512, { { 2048, 65536 }, { 67584, 61440 } });
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    QVERIFY2(waitForPath(loop.partitionPath(1)), "the kernel did not create the partition's device node");
    QCOMPARE(runProgram(QStringLiteral("mkfs.ext4"),
                 { QStringLiteral("-q"), QStringLiteral("-F"), QStringLiteral("-E"),
                     QStringLiteral("lazy_itable_init=0,lazy_journal_init=0"), loop.partitionPath(1) }),
        0);
    ScopedMount mount(loop.partitionPath(1), QStringLiteral("ext4"), QStringLiteral("noinit_itable"));
    QVERIFY2(mount.isValid(), qPrintable(mount.errorString()));
    sync();
    const QString before = sha256OfFile(loop.devicePath());

    // The whole disk, holding a mounted partition: refused.
    CliRun run = cli(writeRun(loop.devicePath(), loop.devicePath()));
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(loop.name() + QStringLiteral("p1")) && run.err.contains(QLatin1String("mounted")),
        qPrintable(run.err));
    // The mounted partition itself: refused.
    run = cli(writeRun(loop.partitionPath(1), loop.partitionPath(1)));
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(QLatin1String("mounted")), qPrintable(run.err));
    sync();
    QCOMPARE(sha256OfFile(loop.devicePath()), before);

    // The other, unused partition may be written when named, and only inside its own bounds.
    const QString firstPartitionBefore = sha256OfFile(loop.devicePath(), 0, 33u << 20);
    const QString secondPartitionBefore = sha256OfFile(loop.partitionPath(2));
    run = cli(writeRun(loop.partitionPath(2), loop.partitionPath(2)));
    QVERIFY2(run.status == 0, qPrintable(run.err));
    sync();
    QCOMPARE(sha256OfFile(loop.devicePath(), 0, 33u << 20), firstPartitionBefore);
    QVERIFY(sha256OfFile(loop.partitionPath(2)) != secondPartitionBefore);
}

void TestSafety::writeToSwapIsRefused()
{
    DS_REQUIRE_LOOP();
    LoopDevice loop(64u << 20);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    QCOMPARE(runProgram(QStringLiteral("mkswap"), { loop.devicePath() }), 0);
    QString output;
    if (runProgram(QStringLiteral("swapon"), { loop.devicePath() }, &output) != 0)
        QSKIP(qPrintable(QStringLiteral("swapon is not permitted here: ") + output.trimmed()));
    struct SwapOff {
        QString path;
        ~SwapOff() { runProgram(QStringLiteral("swapoff"), { path }); }
    } swapOff { loop.devicePath() };
    const QString before = sha256OfFile(loop.devicePath());

    const CliRun run = cli(writeRun(loop.devicePath(), loop.devicePath()));
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(QLatin1String("swap")), qPrintable(run.err));
    QCOMPARE(sha256OfFile(loop.devicePath()), before);
}

void TestSafety::writeHeldExclusivelyElsewhereIsRefused()
{
    DS_REQUIRE_LOOP();
    LoopDevice loop(32u << 20);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    QString error;
    QVERIFY(fillWithPattern(loop.devicePath(), 32u << 20, 9, &error));
    const QString before = sha256OfFile(loop.devicePath());
    // Another program holds the device exclusively, as a filesystem or RAID driver would.
    const int holder = ::open(QFile::encodeName(loop.devicePath()).constData(), O_RDONLY | O_EXCL);
    QVERIFY(holder >= 0);
    const CliRun run = cli(writeRun(loop.devicePath(), loop.devicePath()));
    ::close(holder);
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(QLatin1String("in use")), qPrintable(run.err));
    QCOMPARE(sha256OfFile(loop.devicePath()), before);
}

void TestSafety::allowDestroyMustNameTheTarget_data()
{
    QTest::addColumn<QString>("named");
    QTest::addColumn<QString>("expectedWords");
    QTest::addRow("not named at all") << QString() << QStringLiteral("--allow-destroy=");
    QTest::addRow("another device") << QStringLiteral("other") << QStringLiteral("not the same device");
    QTest::addRow("a path that is no device")
        << QStringLiteral("/etc/hostname") << QStringLiteral("not the same device");
    QTest::addRow("a device that does not exist")
        << QStringLiteral("/dev/nonexistent-disk") << QStringLiteral("not the same device");
}

void TestSafety::allowDestroyMustNameTheTarget()
{
    DS_REQUIRE_LOOP();
    QFETCH(QString, named);
    QFETCH(QString, expectedWords);
    LoopDevice target(32u << 20), other(32u << 20);
    QVERIFY2(target.isValid() && other.isValid(), qPrintable(target.errorString() + other.errorString()));
    QString error;
    QVERIFY(fillWithPattern(target.devicePath(), 32u << 20, 3, &error));
    QVERIFY(fillWithPattern(other.devicePath(), 32u << 20, 4, &error));
    const QString targetBefore = sha256OfFile(target.devicePath());
    const QString otherBefore = sha256OfFile(other.devicePath());

    const CliRun run = cli(writeRun(target.devicePath(), named == QLatin1String("other") ? other.devicePath() : named));
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(expectedWords), qPrintable(run.err));
    QVERIFY(run.out.isEmpty());
    QCOMPARE(sha256OfFile(target.devicePath()), targetBefore);
    QCOMPARE(sha256OfFile(other.devicePath()), otherBefore);
}

void TestSafety::namedUnusedDeviceIsWritten()
{
    DS_REQUIRE_LOOP();
    LoopDevice loop(32u << 20);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    QString error;
    QVERIFY(fillWithPattern(loop.devicePath(), 32u << 20, 3, &error));
    const QString before = sha256OfFile(loop.devicePath());
    // Named through a symlink, as /dev/disk/by-id names are: the same device, so allowed.
    QTemporaryDir links;
    const QString link = links.filePath(QStringLiteral("by-id-link"));
    QVERIFY(QFile::link(loop.devicePath(), link));
    const CliRun run = cli(writeRun(loop.devicePath(), link));
    QVERIFY2(run.status == 0, qPrintable(run.err));
    QVERIFY(run.out.contains(QLatin1String("write")));
    QVERIFY(sha256OfFile(loop.devicePath()) != before);
}

void TestSafety::existingRegularFileIsNeverATarget()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("thesis.tex"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QByteArray(4 << 20, 'x'));
    file.close();
    const QString before = sha256OfFile(path);
    const CliRun run = cli({ QStringLiteral("run"), QStringLiteral("--target"), path, QStringLiteral("--rw"),
        QStringLiteral("write"), QStringLiteral("--duration"), QStringLiteral("0.2") });
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(QLatin1String("already exists")), qPrintable(run.err));
    QCOMPARE(sha256OfFile(path), before);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList { QStringLiteral("thesis.tex") });
}

QTEST_GUILESS_MAIN(TestSafety)
#include "tst_safety.moc"
