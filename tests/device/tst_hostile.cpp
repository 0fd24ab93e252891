#include "device/driveenumerator.h"
#include "device/target.h"
#include "files/ptsstate.h"
#include "fixtures/blockdevicefixtures.h"
#include "model/results/ptsresult.h"
#include "model/usererror.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <memory>
#include <thread>

#include <fcntl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/un.h>
#include <unistd.h>

using namespace ds;
using namespace ds::test;

// What a hostile tester did to the write commands, as root: a second loop device on the file under a
// mounted one, a link swapped between the check and the open, special files and a second run given as
// the PTS's state. Every refusal is met through the real CLI on real devices, with the device's bytes
// (and the mounted filesystem) checked afterwards.
class TestHostile : public QObject {
    Q_OBJECT

private slots:
    void secondLoopDeviceOnAMountedFileIsInUse_data();
    void secondLoopDeviceOnAMountedFileIsInUse();
    void loopDevicesOnSeparateRangesOfOneFileAreIndependent();
    void swappedLinkNeverOpensAnotherDevice();
    void ptsStateThatIsNoRegularFileIsRefusedAndKept_data();
    void ptsStateThatIsNoRegularFileIsRefusedAndKept();
    void ptsResumeFromADeviceOrPipeRefusesAtOnce_data();
    void ptsResumeFromADeviceOrPipeRefusesAtOnce();
    void ptsStateThatCannotBeSavedRefusesBeforeThePurge();
    void secondPtsRunOnOneStateIsRefused();

private:
    static CliRun cli(const QStringList& arguments, const QString& home);
};

CliRun TestHostile::cli(const QStringList& arguments, const QString& home)
{
    return runCli(QStringLiteral(DRIVESCOPE_CLI), arguments, home, 60000);
}

namespace {

// A file with an ext4 filesystem on loop device P (mounted), and loop device Q set up on the same
// bytes by another way: the same name, a hard link, or an overlapping offset.
struct SharedBacking {
    QTemporaryDir dir;
    std::unique_ptr<LoopDevice> p;
    std::unique_ptr<LoopDevice> q;
    std::unique_ptr<ScopedMount> mount;
    QString error;

    SharedBacking(const QString& how)
    {
        const QString file = dir.filePath(QStringLiteral("shared.img"));
        QFile image(file);
        if (!image.open(QIODevice::WriteOnly) || !image.resize(64 << 20)) {
            error = QStringLiteral("cannot make the backing file");
            return;
        }
        image.close();
        // P maps the first 48 MiB; the overlapping Q starts 16 MiB in, inside P's filesystem.
        p = std::make_unique<LoopDevice>(file, 0, how == QLatin1String("overlapping offset") ? 48u << 20 : 0);
        if (!p->isValid()) {
            error = p->errorString();
            return;
        }
        QString output;
        if (runProgram(QStringLiteral("mkfs.ext4"),
                { QStringLiteral("-q"), QStringLiteral("-F"), QStringLiteral("-E"),
                    QStringLiteral("lazy_itable_init=0,lazy_journal_init=0"), p->devicePath() },
                &output)
            != 0) {
            error = QStringLiteral("mkfs.ext4 failed: ") + output;
            return;
        }
        mount = std::make_unique<ScopedMount>(p->devicePath(), QStringLiteral("ext4"));
        if (!mount->isValid()) {
            error = mount->errorString();
            return;
        }
        QFile precious(mount->mountPoint() + QStringLiteral("/precious.txt"));
        if (!precious.open(QIODevice::WriteOnly) || precious.write(QByteArray(1 << 20, 'p')) < 0) {
            error = QStringLiteral("cannot write into the filesystem");
            return;
        }
        precious.close();
        ::sync();
        QString qFile = file;
        if (how == QLatin1String("hard link")) {
            qFile = dir.filePath(QStringLiteral("hard-link.img"));
            if (::link(QFile::encodeName(file).constData(), QFile::encodeName(qFile).constData()) != 0) {
                error = QStringLiteral("cannot make a hard link");
                return;
            }
        }
        q = std::make_unique<LoopDevice>(qFile, how == QLatin1String("overlapping offset") ? 16u << 20 : 0, 0);
        if (!q->isValid())
            error = q->errorString();
    }

    // Unmounts P and checks its filesystem: true when e2fsck finds it clean.
    bool filesystemIsClean(QString* output)
    {
        mount.reset();
        return runProgram(
                   QStringLiteral("e2fsck"), { QStringLiteral("-f"), QStringLiteral("-n"), p->devicePath() }, output)
            == 0;
    }
};

QString writeCommandsRow(const QStringList& row) { return row.join(QLatin1Char(' ')); }

// The write commands, each given Q and its consent.
QList<QStringList> writeCommands(const QString& q)
{
    const QString consent = QStringLiteral("--allow-destroy=") + q;
    const QStringList quick { QStringLiteral("--no-progress"), QStringLiteral("--no-save") };
    return {
        QStringList { QStringLiteral("run"), QStringLiteral("--target"), q, QStringLiteral("--rw"),
            QStringLiteral("write"), QStringLiteral("--duration"), QStringLiteral("0.3"), consent }
            + quick,
        QStringList { QStringLiteral("pts"), QStringLiteral("--target"), q, QStringLiteral("--cell-time"),
            QStringLiteral("0.1"), consent }
            + quick,
        QStringList { QStringLiteral("rewrite"), QStringLiteral("--target"), q, QStringLiteral("--zones"),
            QStringLiteral("4"), QStringLiteral("--no-progress") },
        QStringList { QStringLiteral("consistency"), QStringLiteral("--target"), q, QStringLiteral("--duration"),
            QStringLiteral("2"), QStringLiteral("--series-interval"), QStringLiteral("0.5"), consent }
            + quick,
        QStringList { QStringLiteral("sustained"), QStringLiteral("--target"), q, QStringLiteral("--size"),
            QStringLiteral("8M"), consent }
            + quick,
    };
}

mode_t fileType(const QString& path)
{
    struct stat status { };
    return ::lstat(QFile::encodeName(path).constData(), &status) == 0 ? (status.st_mode & S_IFMT) : 0;
}

// A special file of the kind named, made in `dir` by the test: "fifo", "socket", "character device"
// (a node of the null device's number), "zero device" (an endless one), "dangling link".
QString makeSpecialFile(const QString& dir, const QString& kind, int* socketFd)
{
    const QString path = QDir(dir).filePath(QString(kind).replace(QLatin1Char(' '), QLatin1Char('-')));
    const QByteArray native = QFile::encodeName(path);
    if (kind == QLatin1String("fifo"))
        return ::mkfifo(native.constData(), 0600) == 0 ? path : QString();
    if (kind == QLatin1String("character device"))
        return ::mknod(native.constData(), S_IFCHR | 0600, makedev(1, 3)) == 0 ? path : QString();
    if (kind == QLatin1String("zero device"))
        return ::mknod(native.constData(), S_IFCHR | 0600, makedev(1, 5)) == 0 ? path : QString();
    if (kind == QLatin1String("dangling link"))
        return ::symlink(QFile::encodeName(QDir(dir).filePath(QStringLiteral("created-through-link"))).constData(),
                   native.constData())
                == 0
            ? path
            : QString();
    if (kind == QLatin1String("socket")) {
        *socketFd = ::socket(AF_UNIX, SOCK_STREAM, 0);
        sockaddr_un address {};
        address.sun_family = AF_UNIX;
        if (native.size() >= static_cast<qsizetype>(sizeof(address.sun_path)))
            return QString();
        std::memcpy(address.sun_path, native.constData(), static_cast<size_t>(native.size()));
        return ::bind(*socketFd, reinterpret_cast<sockaddr*>(&address), sizeof(address)) == 0 ? path : QString();
    }
    return QString();
}

}

void TestHostile::secondLoopDeviceOnAMountedFileIsInUse_data()
{
    QTest::addColumn<QString>("how");
    QTest::addRow("same file") << QStringLiteral("same file");
    QTest::addRow("hard link") << QStringLiteral("hard link");
    QTest::addRow("overlapping offset") << QStringLiteral("overlapping offset");
}

void TestHostile::secondLoopDeviceOnAMountedFileIsInUse()
{
    DS_REQUIRE_LOOP();
    QFETCH(QString, how);
    SharedBacking shared(how);
    QVERIFY2(shared.error.isEmpty(), qPrintable(shared.error));
    const QString q = shared.q->devicePath();
    QTemporaryDir home;

    // The drive list says Q is in use, and why.
    const std::optional<DriveFacts> qFacts = DriveEnumerator().driveFor(q);
    QVERIFY(qFacts);
    QVERIFY2(qFacts->inUse(), "Q is listed as unused");
    const QString reasons = qFacts->inUseReasons().join(QLatin1Char(';'));
    QVERIFY2(
        reasons.contains(shared.p->name()) && reasons.contains(QLatin1String("backing file")), qPrintable(reasons));

    for (const QStringList& arguments : writeCommands(q)) {
        const CliRun run = cli(arguments, home.path());
        QVERIFY2(run.status == 2, qPrintable(writeCommandsRow(arguments) + QStringLiteral(": ") + run.err));
        QVERIFY2(run.err.contains(shared.p->name()),
            qPrintable(writeCommandsRow(arguments) + QStringLiteral(": ") + run.err));
    }
    // Opened directly, as the helper and the window's worker open it.
    QVERIFY_THROWS_EXCEPTION(UserError, Target::openBlockDevice(q, true, q));
    QVERIFY_THROWS_EXCEPTION(UserError, Target::openBlockDeviceForRewrite(q));

    QString output;
    QVERIFY2(shared.filesystemIsClean(&output), qPrintable(output));
}

void TestHostile::loopDevicesOnSeparateRangesOfOneFileAreIndependent()
{
    // The other side of the rule: a loop device on bytes of the file that the mounted one does not
    // map is not in use, and is written.
    DS_REQUIRE_LOOP();
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("two-halves.img"));
    QFile image(file);
    QVERIFY(image.open(QIODevice::WriteOnly) && image.resize(64 << 20));
    image.close();
    LoopDevice first(file, 0, 32u << 20);
    LoopDevice second(file, 32u << 20, 0);
    QVERIFY2(first.isValid() && second.isValid(), qPrintable(first.errorString() + second.errorString()));
    QCOMPARE(
        runProgram(QStringLiteral("mkfs.ext4"), { QStringLiteral("-q"), QStringLiteral("-F"), first.devicePath() }), 0);
    ScopedMount mount(first.devicePath(), QStringLiteral("ext4"));
    QVERIFY2(mount.isValid(), qPrintable(mount.errorString()));
    QVERIFY(DriveEnumerator().loopsSharingFileWith(second.name()).isEmpty());
    const std::optional<DriveFacts> facts = DriveEnumerator().driveFor(second.devicePath());
    QVERIFY(facts);
    QVERIFY2(!facts->inUse(), qPrintable(facts->inUseReasons().join(QLatin1Char(';'))));
    QTemporaryDir home;
    const CliRun run = cli({ QStringLiteral("run"), QStringLiteral("--target"), second.devicePath(),
                               QStringLiteral("--rw"), QStringLiteral("write"), QStringLiteral("--duration"),
                               QStringLiteral("0.3"), QStringLiteral("--allow-destroy=") + second.devicePath(),
                               QStringLiteral("--no-progress"), QStringLiteral("--no-save") },
        home.path());
    QVERIFY2(run.status == 0, qPrintable(run.err));
}

void TestHostile::swappedLinkNeverOpensAnotherDevice()
{
    // A link flips between device A (named for destruction, unused) and device B (not named) while
    // the target is opened again and again for writing by the link's name. Whatever the timing, a
    // descriptor that comes back is A's: the decisions are made on what was opened, not on the name.
    DS_REQUIRE_LOOP();
    LoopDevice a(8u << 20), b(8u << 20);
    QVERIFY2(a.isValid() && b.isValid(), qPrintable(a.errorString() + b.errorString()));
    QString error;
    QVERIFY(fillWithPattern(b.devicePath(), 8u << 20, 5, &error));
    const QString bBefore = sha256OfFile(b.devicePath());
    struct stat aStatus { };
    QCOMPARE(::stat(QFile::encodeName(a.devicePath()).constData(), &aStatus), 0);

    QTemporaryDir dir;
    const QString link = dir.filePath(QStringLiteral("flipping"));
    const QString spare = dir.filePath(QStringLiteral("spare"));
    QVERIFY(QFile::link(a.devicePath(), link));
    std::atomic<bool> stop { false };
    std::thread flipper([&] {
        const QByteArray linkName = QFile::encodeName(link);
        const QByteArray spareName = QFile::encodeName(spare);
        bool toB = true;
        while (!stop.load()) {
            const QByteArray to = QFile::encodeName(toB ? b.devicePath() : a.devicePath());
            ::unlink(spareName.constData());
            if (::symlink(to.constData(), spareName.constData()) == 0)
                ::rename(spareName.constData(), linkName.constData());
            toB = !toB;
        }
    });
    int opened = 0;
    int refused = 0;
    int wrong = 0;
    for (int attempt = 0; attempt < 300; ++attempt) {
        try {
            const std::unique_ptr<Target> target = Target::openBlockDevice(link, true, a.devicePath());
            struct stat status { };
            QVERIFY(::fstat(target->fd(), &status) == 0);
            if (status.st_rdev != aStatus.st_rdev)
                ++wrong;
            ++opened;
        } catch (const UserError& refusal) {
            if (refused++ == 0)
                qInfo("first refusal: %s", qPrintable(refusal.message()));
        }
    }
    stop = true;
    flipper.join();
    qInfo(
        "300 opens through a flipping link: %d opened A, %d refused, %d opened another device", opened, refused, wrong);
    QCOMPARE(wrong, 0);
    QVERIFY2(opened > 0 && refused > 0, "the link did not flip between the two devices during the opens");
    // And through the CLI: a write run never touches B.
    QTemporaryDir home;
    for (int attempt = 0; attempt < 5; ++attempt) {
        stop = false;
        std::thread again([&] {
            bool toB = true;
            while (!stop.load()) {
                ::unlink(QFile::encodeName(spare).constData());
                if (::symlink(QFile::encodeName(toB ? b.devicePath() : a.devicePath()).constData(),
                        QFile::encodeName(spare).constData())
                    == 0)
                    ::rename(QFile::encodeName(spare).constData(), QFile::encodeName(link).constData());
                toB = !toB;
            }
        });
        cli({ QStringLiteral("run"), QStringLiteral("--target"), link, QStringLiteral("--rw"), QStringLiteral("write"),
                QStringLiteral("--duration"), QStringLiteral("0.2"),
                QStringLiteral("--allow-destroy=") + a.devicePath(), QStringLiteral("--no-progress"),
                QStringLiteral("--no-save") },
            home.path());
        stop = true;
        again.join();
    }
    QCOMPARE(sha256OfFile(b.devicePath()), bBefore);
}

void TestHostile::ptsStateThatIsNoRegularFileIsRefusedAndKept_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addRow("fifo") << QStringLiteral("fifo");
    QTest::addRow("socket") << QStringLiteral("socket");
    QTest::addRow("character device") << QStringLiteral("character device");
    QTest::addRow("dangling link") << QStringLiteral("dangling link");
    QTest::addRow("the target's own node") << QStringLiteral("target");
}

void TestHostile::ptsStateThatIsNoRegularFileIsRefusedAndKept()
{
    DS_REQUIRE_LOOP();
    QFETCH(QString, kind);
    LoopDevice loop(16u << 20);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    QString error;
    QVERIFY(fillWithPattern(loop.devicePath(), 16u << 20, 7, &error));
    const QString before = sha256OfFile(loop.devicePath());
    QTemporaryDir dir;
    int socketFd = -1;
    const QString state
        = kind == QLatin1String("target") ? loop.devicePath() : makeSpecialFile(dir.path(), kind, &socketFd);
    QVERIFY2(!state.isEmpty(), "cannot make the special file");
    const mode_t typeBefore = fileType(state);

    const CliRun run = cli({ QStringLiteral("pts"), QStringLiteral("--target"), loop.devicePath(),
                               QStringLiteral("--allow-destroy=") + loop.devicePath(), QStringLiteral("--cell-time"),
                               QStringLiteral("0.1"), QStringLiteral("--state"), state, QStringLiteral("--no-progress"),
                               QStringLiteral("--no-save") },
        dir.path());
    if (socketFd >= 0)
        ::close(socketFd);
    QVERIFY2(run.status == 2, qPrintable(run.err));
    QVERIFY2(run.err.contains(state), qPrintable(run.err));
    QCOMPARE(fileType(state), typeBefore);
    QVERIFY2(!QFileInfo::exists(dir.filePath(QStringLiteral("created-through-link"))),
        "a file was created through the dangling link");
    QCOMPARE(sha256OfFile(loop.devicePath()), before);
}

void TestHostile::ptsResumeFromADeviceOrPipeRefusesAtOnce_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addRow("an endless character device") << QStringLiteral("zero device");
    QTest::addRow("a fifo with no writer") << QStringLiteral("fifo");
    QTest::addRow("a socket") << QStringLiteral("socket");
}

void TestHostile::ptsResumeFromADeviceOrPipeRefusesAtOnce()
{
    DS_REQUIRE_LOOP();
    QFETCH(QString, kind);
    LoopDevice loop(16u << 20);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    const QString before = sha256OfFile(loop.devicePath());
    QTemporaryDir dir;
    int socketFd = -1;
    const QString state = makeSpecialFile(dir.path(), kind, &socketFd);
    QVERIFY2(!state.isEmpty(), "cannot make the special file");
    // Read whole, the zero device takes all memory; a fifo's open waits for ever: either would run into
    // the 60 s limit (status -1), far beyond an answer given at once.
    const CliRun run
        = cli({ QStringLiteral("pts"), QStringLiteral("--target"), loop.devicePath(),
                  QStringLiteral("--allow-destroy=") + loop.devicePath(), QStringLiteral("--state"), state,
                  QStringLiteral("--resume"), QStringLiteral("--no-progress"), QStringLiteral("--no-save") },
            dir.path());
    if (socketFd >= 0)
        ::close(socketFd);
    QVERIFY2(run.status == 2, qPrintable(QStringLiteral("status %1: %2").arg(run.status).arg(run.err)));
    QVERIFY2(
        run.err.contains(QLatin1String("not a regular file")) || run.err.contains(QLatin1String("no saved PTS state")),
        qPrintable(run.err));
    QVERIFY(fileType(state) != 0);
    QCOMPARE(sha256OfFile(loop.devicePath()), before);
}

void TestHostile::ptsStateThatCannotBeSavedRefusesBeforeThePurge()
{
    // The purge (a discard: zeros) must not happen when the state cannot be saved afterwards.
    DS_REQUIRE_LOOP();
    LoopDevice loop(16u << 20);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    QString error;
    QVERIFY(fillWithPattern(loop.devicePath(), 16u << 20, 9, &error));
    const QString before = sha256OfFile(loop.devicePath());
    QTemporaryDir dir;
    // A directory another user owns (root writes no state there), and a path below a regular file.
    const QString foreign = dir.filePath(QStringLiteral("foreign"));
    QVERIFY(QDir().mkpath(foreign));
    QCOMPARE(::chown(QFile::encodeName(foreign).constData(), 65534, 65534), 0);
    const QString file = dir.filePath(QStringLiteral("a-file"));
    QFile plain(file);
    QVERIFY(plain.open(QIODevice::WriteOnly));
    plain.close();
    for (const QString& state : { foreign + QStringLiteral("/state.json"), file + QStringLiteral("/state.json") }) {
        const CliRun run = cli({ QStringLiteral("pts"), QStringLiteral("--target"), loop.devicePath(),
                                   QStringLiteral("--allow-destroy=") + loop.devicePath(), QStringLiteral("--state"),
                                   state, QStringLiteral("--no-progress"), QStringLiteral("--no-save") },
            dir.path());
        QVERIFY2(run.status == 2, qPrintable(state + QStringLiteral(": ") + run.err));
        QCOMPARE(sha256OfFile(loop.devicePath()), before);
        QVERIFY(!QFileInfo::exists(state));
    }
}

void TestHostile::secondPtsRunOnOneStateIsRefused()
{
    DS_REQUIRE_LOOP();
    LoopDevice loop(16u << 20);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    QString error;
    QVERIFY(fillWithPattern(loop.devicePath(), 16u << 20, 11, &error));
    const QString before = sha256OfFile(loop.devicePath());
    QTemporaryDir dir;
    const QString state = dir.filePath(QStringLiteral("shared-state.json"));
    // The first run holds the state (as it does from its start to its end); the second is refused
    // before its purge.
    const PtsState::Lock first(state);
    QVERIFY_THROWS_EXCEPTION(UserError, PtsState::Lock { state });
    const CliRun run = cli({ QStringLiteral("pts"), QStringLiteral("--target"), loop.devicePath(),
                               QStringLiteral("--allow-destroy=") + loop.devicePath(), QStringLiteral("--state"), state,
                               QStringLiteral("--no-progress"), QStringLiteral("--no-save") },
        dir.path());
    QVERIFY2(run.status == 2, qPrintable(run.err));
    QVERIFY2(run.err.contains(QLatin1String("another PTS run")), qPrintable(run.err));
    QCOMPARE(sha256OfFile(loop.devicePath()), before);
}

QTEST_GUILESS_MAIN(TestHostile)
#include "tst_hostile.moc"
