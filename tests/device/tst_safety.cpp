#include "fixtures/blockdevicefixtures.h"
#include "fixtures/workerruns.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <atomic>
#include <memory>
#include <thread>

#include <fcntl.h>
#include <unistd.h>

using namespace ds;
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
    void loopDeviceOnTheTargetMakesItInUse_data();
    void loopDeviceOnTheTargetMakesItInUse();
    void rewriteUnderAStackedFilesystemWithAWriterIsRefused();
    void loopDeviceOverAnInUseDeviceIsInUse();
    void consentRefusalsAreTheSameFromCliAndWindow_data();
    void consentRefusalsAreTheSameFromCliAndWindow();

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

// The stack the hostile tester built: ext4 mounted on loopB, which is set up on loopA. Nothing of it
// shows in loopA's holders/, and loopA opens with O_EXCL.
struct StackedFilesystem {
    LoopDevice lower { 64u << 20 };
    std::unique_ptr<LoopDevice> upper;
    std::unique_ptr<ScopedMount> mount;
    QString error;

    StackedFilesystem()
    {
        if (!lower.isValid()) {
            error = lower.errorString();
            return;
        }
        upper = std::make_unique<LoopDevice>(lower.devicePath());
        if (!upper->isValid()) {
            error = upper->errorString();
            return;
        }
        QString output;
        if (runProgram(QStringLiteral("mkfs.ext4"),
                { QStringLiteral("-q"), QStringLiteral("-F"), QStringLiteral("-E"),
                    QStringLiteral("lazy_itable_init=0,lazy_journal_init=0"), upper->devicePath() },
                &output)
            != 0) {
            error = QStringLiteral("mkfs.ext4 failed: ") + output;
            return;
        }
        mount = std::make_unique<ScopedMount>(
            upper->devicePath(), QStringLiteral("ext4"), QStringLiteral("noinit_itable"));
        if (!mount->isValid())
            error = mount->errorString();
    }
    // Unmounted before the loop devices go, in this order.
    ~StackedFilesystem()
    {
        mount.reset();
        upper.reset();
    }
    QString expectedReason() const
    {
        return QStringLiteral("%1 is set up on %2 and is mounted on %3")
            .arg(upper->name(), lower.name(), mount->mountPoint());
    }
};

void TestSafety::loopDeviceOnTheTargetMakesItInUse_data()
{
    QTest::addColumn<QStringList>("arguments");
    const QStringList quick { QStringLiteral("--duration"), QStringLiteral("0.2"), QStringLiteral("--no-progress") };
    QTest::addRow("run --rw write") << (QStringList {
                                            QStringLiteral("run"), QStringLiteral("--rw"), QStringLiteral("write") }
        + quick);
    QTest::addRow("surface --write") << QStringList { QStringLiteral("surface"), QStringLiteral("--write"),
        QStringLiteral("--zones"), QStringLiteral("4"), QStringLiteral("--no-progress") };
    QTest::addRow("sustained") << QStringList { QStringLiteral("sustained"), QStringLiteral("--size"),
        QStringLiteral("8M"), QStringLiteral("--no-progress") };
    QTest::addRow("pattern") << (QStringList { QStringLiteral("pattern"), QStringLiteral("--patterns"),
                                     QStringLiteral("Database"), QStringLiteral("--loads"), QStringLiteral("1") }
        + quick);
    QTest::addRow("quick") << (QStringList { QStringLiteral("quick") } + quick);
    QTest::addRow("multi") << (QStringList { QStringLiteral("multi"), QStringLiteral("--rw"), QStringLiteral("write") }
        + quick);
    QTest::addRow("rewrite (no name needed)") << QStringList { QStringLiteral("rewrite"), QStringLiteral("--zones"),
        QStringLiteral("4"), QStringLiteral("--no-progress") };
}

void TestSafety::loopDeviceOnTheTargetMakesItInUse()
{
    DS_REQUIRE_LOOP();
    QFETCH(QStringList, arguments);
    StackedFilesystem stack;
    QVERIFY2(stack.error.isEmpty(), qPrintable(stack.error));
    QFile precious(stack.mount->mountPoint() + QStringLiteral("/precious.txt"));
    QVERIFY(precious.open(QIODevice::WriteOnly));
    precious.write("the user's data\n");
    precious.close();
    sync();
    const QString before = sha256OfFile(stack.lower.devicePath());
    QVERIFY(!before.isEmpty());

    const QString lower = stack.lower.devicePath();
    if (arguments.constFirst() == QLatin1String("multi"))
        arguments << QStringLiteral("--targets") << lower;
    else
        arguments << QStringLiteral("--target") << lower;
    if (arguments.constFirst() != QLatin1String("rewrite"))
        arguments << QStringLiteral("--allow-destroy=") + lower << QStringLiteral("--no-save");
    QTemporaryDir state;
    const CliRun run = runCli(QStringLiteral(DRIVESCOPE_CLI), arguments, state.path(), 120000);
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(stack.expectedReason()), qPrintable(run.err));
    sync();
    QCOMPARE(sha256OfFile(lower), before);
}

void TestSafety::rewriteUnderAStackedFilesystemWithAWriterIsRefused()
{
    DS_REQUIRE_LOOP();
    StackedFilesystem stack;
    QVERIFY2(stack.error.isEmpty(), qPrintable(stack.error));
    // A program writing and syncing files on the upper filesystem all through the attempt.
    std::atomic<bool> stop { false };
    std::atomic<int> written { 0 };
    const QString directory = stack.mount->mountPoint();
    std::thread writer([&] {
        for (int i = 0; !stop.load() && i < 400; ++i) {
            QFile file(directory + QStringLiteral("/file-%1").arg(i));
            if (!file.open(QIODevice::WriteOnly))
                break;
            file.write(QByteArray(16384, static_cast<char>('a' + i % 26)));
            file.flush();
            fsync(file.handle());
            written = i + 1;
        }
    });
    QTemporaryDir state;
    const CliRun run = runCli(QStringLiteral(DRIVESCOPE_CLI),
        { QStringLiteral("rewrite"), QStringLiteral("--target"), stack.lower.devicePath(), QStringLiteral("--zones"),
            QStringLiteral("8"), QStringLiteral("--no-progress") },
        state.path(), 120000);
    stop = true;
    writer.join();
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(stack.expectedReason()), qPrintable(run.err));
    // Every file the writer made reads back as written, and the filesystem is clean.
    QVERIFY(written > 0);
    for (int i = 0; i < written; ++i) {
        QFile file(directory + QStringLiteral("/file-%1").arg(i));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray(16384, static_cast<char>('a' + i % 26)));
    }
    const QString upper = stack.upper->devicePath();
    stack.mount.reset();
    QString output;
    QVERIFY2(runProgram(QStringLiteral("e2fsck"), { QStringLiteral("-f"), QStringLiteral("-n"), upper }, &output) == 0,
        qPrintable(output));
}

// The other way up: writing through a loop device writes the device under it, so whatever is on that
// device (a mounted partition here) makes the loop device in use too; and a loop device on a
// partition makes that partition in use.
void TestSafety::loopDeviceOverAnInUseDeviceIsInUse()
{
    DS_REQUIRE_LOOP();
    LoopDevice lower(64u << 20, 512, { { 2048, 65536 }, { 67584, 61440 } });
    QVERIFY2(lower.isValid(), qPrintable(lower.errorString()));
    QVERIFY2(waitForPath(lower.partitionPath(2)), "the kernel did not create the partition's device node");
    QCOMPARE(runProgram(QStringLiteral("mkfs.ext4"),
                 { QStringLiteral("-q"), QStringLiteral("-F"), QStringLiteral("-E"),
                     QStringLiteral("lazy_itable_init=0,lazy_journal_init=0"), lower.partitionPath(1) }),
        0);
    ScopedMount mount(lower.partitionPath(1), QStringLiteral("ext4"), QStringLiteral("noinit_itable"));
    QVERIFY2(mount.isValid(), qPrintable(mount.errorString()));
    LoopDevice overWhole(lower.devicePath());
    QVERIFY2(overWhole.isValid(), qPrintable(overWhole.errorString()));
    LoopDevice overPartition(lower.partitionPath(2));
    QVERIFY2(overPartition.isValid(), qPrintable(overPartition.errorString()));
    sync();
    const QString before = sha256OfFile(lower.devicePath());

    CliRun run = cli(writeRun(overWhole.devicePath(), overWhole.devicePath()));
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(QStringLiteral("%1 is set up on %2, which").arg(overWhole.name(), lower.name()))
            && run.err.contains(QStringLiteral("is mounted on %1").arg(mount.mountPoint())),
        qPrintable(run.err));
    // The partition with a loop device on it, although nothing is mounted there.
    run = cli(writeRun(lower.partitionPath(2), lower.partitionPath(2)));
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(QStringLiteral("%1 is set up on %2p2").arg(overPartition.name(), lower.name())),
        qPrintable(run.err));
    // The loop device on that partition: the whole disk under it has loops and a mounted partition,
    // but they do not overlap this partition... except the loop over the whole disk, which does.
    run = cli(writeRun(overPartition.devicePath(), overPartition.devicePath()));
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(QStringLiteral("%1 is set up on %2p2, which").arg(overPartition.name(), lower.name())),
        qPrintable(run.err));
    sync();
    QCOMPARE(sha256OfFile(lower.devicePath()), before);
}

void TestSafety::consentRefusalsAreTheSameFromCliAndWindow_data()
{
    // Which targets, which names the user allowed to be destroyed: {A} and {B} are two loop devices,
    // {dir} a directory for a test file.
    QTest::addColumn<QStringList>("targets");
    QTest::addColumn<QStringList>("allowed");
    QTest::addColumn<QStringList>("expectedWords");
    QTest::addRow("write with no consent")
        << QStringList { QStringLiteral("{A}") } << QStringList()
        << QStringList { QStringLiteral("refusing to write to {A}"), QStringLiteral("name it: --allow-destroy={A}") };
    QTest::addRow("consent naming another device")
        << QStringList { QStringLiteral("{A}") } << QStringList { QStringLiteral("{B}") }
        << QStringList { QStringLiteral("--allow-destroy={B} does not match the targets ({A})"),
               QStringLiteral("not the same device") };
    // The device without a consent of its own is refused, not written under the other's.
    QTest::addRow("two devices, consent for one")
        << QStringList { QStringLiteral("{A}"), QStringLiteral("{B}") } << QStringList { QStringLiteral("{A}") }
        << QStringList { QStringLiteral("refusing to write to {B}"), QStringLiteral("name it: --allow-destroy={B}") };
    QTest::addRow("test file with a stray consent")
        << QStringList { QStringLiteral("{dir}") } << QStringList { QStringLiteral("{A}") }
        << QStringList { QStringLiteral("--allow-destroy={A} does not match the targets ({dir})") };
}

// The window's worker and the CLI open targets through one opener: the same plan is refused by both,
// in the same words, and neither device is touched.
void TestSafety::consentRefusalsAreTheSameFromCliAndWindow()
{
    DS_REQUIRE_LOOP();
    QFETCH(QStringList, targets);
    QFETCH(QStringList, allowed);
    QFETCH(QStringList, expectedWords);
    LoopDevice a(32u << 20), b(32u << 20);
    QVERIFY2(a.isValid() && b.isValid(), qPrintable(a.errorString() + b.errorString()));
    QTemporaryDir dir, state;
    QString error;
    QVERIFY(fillWithPattern(a.devicePath(), 32u << 20, 5, &error));
    QVERIFY(fillWithPattern(b.devicePath(), 32u << 20, 6, &error));
    const QString aBefore = sha256OfFile(a.devicePath());
    const QString bBefore = sha256OfFile(b.devicePath());
    auto real = [&](QStringList texts) {
        texts.replaceInStrings(QStringLiteral("{A}"), a.devicePath());
        texts.replaceInStrings(QStringLiteral("{B}"), b.devicePath());
        texts.replaceInStrings(QStringLiteral("{dir}"), dir.path());
        return texts;
    };
    const QStringList paths = real(targets);
    const QStringList consents = real(allowed);

    // The CLI: `run` for one target, `multi` for several.
    QStringList arguments;
    if (paths.size() == 1)
        arguments << QStringLiteral("run") << QStringLiteral("--target") << paths.constFirst();
    else
        arguments << QStringLiteral("multi") << QStringLiteral("--targets") << paths.join(QLatin1Char(','));
    arguments << QStringLiteral("--rw") << QStringLiteral("write") << QStringLiteral("--duration")
              << QStringLiteral("0.5") << QStringLiteral("--file-size") << QStringLiteral("8M")
              << QStringLiteral("--no-progress") << QStringLiteral("--no-save");
    for (const QString& name : consents)
        arguments << QStringLiteral("--allow-destroy=") + name;
    const CliRun run = runCli(QStringLiteral(DRIVESCOPE_CLI), arguments, state.path(), 120000);
    QCOMPARE(run.status, 2);
    QVERIFY(run.out.isEmpty());

    // The window: the same plan, run by the worker directly.
    RunPlan plan;
    if (paths.size() == 1) {
        plan.test = HdTachPlan();
        plan.targetPath = paths.constFirst();
        plan.get<HdTachPlan>().surface.write = true;
        plan.get<HdTachPlan>().surface.zones = 4;
        plan.get<HdTachPlan>().surface.zoneBytes = 1u << 20;
    } else {
        plan.test = MultiTargetPlan();
        plan.targetPaths = paths;
        plan.get<MultiTargetPlan>().spec.readPercent = 0;
        plan.get<MultiTargetPlan>().spec.durationSeconds = 0.5;
    }
    plan.testFileBytes = 8u << 20;
    plan.allowDestroy = consents;
    const WorkerEnd end = runOnWorker(plan);
    QCOMPARE(end.finishedCount, 0);
    QCOMPARE(end.failedCount, 1);
    const RunFailure failure = *end.failure;
    QVERIFY(failure.refused);

    QCOMPARE(run.err.trimmed(), QStringLiteral("drivescope-cli: error: ") + failure.message);
    for (const QString& words : real(expectedWords))
        QVERIFY2(failure.message.contains(words), qPrintable(failure.message));
    sync();
    QCOMPARE(sha256OfFile(a.devicePath()), aBefore);
    QCOMPARE(sha256OfFile(b.devicePath()), bBefore);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::NoDotAndDotDot), QStringList());
}

QTEST_GUILESS_MAIN(TestSafety)
#include "tst_safety.moc"
