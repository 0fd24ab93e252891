#include "device/devicehelper.h"
#include "device/helperprotocol.h"
#include "device/privilegedopen.h"
#include "device/smartctlreader.h"
#include "fixtures/blockdevicefixtures.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <pwd.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>
#include <vector>

using namespace ds;
using namespace ds::test;

// Unprivileged operation: an ordinary user benchmarks a loop device through drivescope-helper, and
// the helper refuses everything it must refuse. pkexec cannot be answered without a person, so the
// tests start a setuid-root copy of the helper directly (DRIVESCOPE_HELPER): the same helper, the
// same protocol and the same client code as the CLI uses behind pkexec.
class TestHelper : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void ordinaryUserBenchmarksALoopDeviceThroughTheHelper();
    void readModeGivesAReadOnlyDescriptor();
    void helperRefusesBadPaths_data();
    void helperRefusesBadPaths();
    void helperRefusesADeviceWithALoopDeviceOnIt();
    void helperRefusesGarbageArguments_data();
    void helperRefusesGarbageArguments();
    void receiveRefusesExtraDescriptorsAndClosesThem_data();
    void receiveRefusesExtraDescriptorsAndClosesThem();
    void smartThroughTheHelper();
    void helperSmartRefuses_data();
    void helperSmartRefuses();
    void helperSmartRefusesAPartition();
    void smartctlThatFloodsAndForksLeavesNothing();
    void cliStopsWaitingForASilentHelperOnSignal();

private:
    struct Run {
        int status = -1;
        QString out;
        QString err;
    };
    // The CLI as the test user, its state and cache in the user's own directory.
    Run runCliAsUser(const QStringList& arguments, const QStringList& environment = {});
    QStringList asUser() const
    {
        return { QStringLiteral("runuser"), QStringLiteral("-u"), m_user, QStringLiteral("--") };
    }

    QString m_user = QStringLiteral("drivescope-test");
    bool m_createdUser = false;
    QTemporaryDir m_dir;
    QString m_helper;
    QString m_home;
    std::unique_ptr<LoopDevice> m_loop;
    int m_badInputs = 0;

    // A smartctl stand-in for the helper, which looks only in the system's directories: `body` becomes
    // smartctl in a private mount namespace of its own (bound over /usr/local/sbin and any smartctl there
    // is), where the helper runs as the test user. Returns the command that starts it there, or empty
    // (with the reason) when mount namespaces cannot be had.
    QString helperWithSmartctl(const QString& name, const QByteArray& body, QString* why);
    QString script(const QString& name, const QByteArray& body);
};

QString TestHelper::script(const QString& name, const QByteArray& body)
{
    const QString path = m_dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write("#!/bin/sh\n" + body) < 0)
        return QString();
    file.close();
    QFile::setPermissions(path,
        QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadOther | QFile::ExeOther | QFile::ReadGroup
            | QFile::ExeGroup);
    return path;
}

QString TestHelper::helperWithSmartctl(const QString& name, const QByteArray& body, QString* why)
{
    QString output;
    if (runProgram(QStringLiteral("unshare"),
            { QStringLiteral("--mount"), QStringLiteral("--propagation"), QStringLiteral("private"),
                QStringLiteral("--"), QStringLiteral("mount"), QStringLiteral("--bind"), m_dir.path(),
                QStringLiteral("/usr/local/sbin") },
            &output)
        != 0) {
        *why = QStringLiteral("no private mount namespace here (unshare --mount): ") + output;
        return QString();
    }
    const QString fakeDir = m_dir.filePath(name);
    QDir().mkpath(fakeDir);
    QFile::setPermissions(fakeDir,
        QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadOther | QFile::ExeOther | QFile::ReadGroup
            | QFile::ExeGroup);
    if (script(name + QStringLiteral("/smartctl"), body).isEmpty())
        return QString();
    QByteArray binds = "mount --bind '" + QFile::encodeName(fakeDir) + "' /usr/local/sbin || exit 3\n";
    for (const QString& place : helperSmartctlPlaces())
        if (!place.startsWith(QLatin1String("/usr/local/sbin/")))
            binds += "[ -e " + QFile::encodeName(place) + " ] && { mount --bind '" + QFile::encodeName(fakeDir)
                + "/smartctl' " + QFile::encodeName(place) + " || exit 3; }\n";
    const QString inner = script(name + QStringLiteral("-inner"),
        binds + "exec runuser -u " + m_user.toUtf8() + " -- '" + QFile::encodeName(m_helper) + "' \"$@\"\n");
    return script(name + QStringLiteral("-helper"),
        "exec unshare --mount --propagation private -- /bin/sh '" + QFile::encodeName(inner) + "' \"$@\"\n");
}

void TestHelper::initTestCase()
{
    if (geteuid() != 0)
        QSKIP("needs root: it creates a user, a setuid copy of the helper and a loop device (CI runs as root)");
    DS_REQUIRE_LOOP();
    if (!getpwnam(qPrintable(m_user))) {
        QString output;
        QVERIFY2(runProgram(QStringLiteral("useradd"),
                     { QStringLiteral("--system"), QStringLiteral("--no-create-home"), QStringLiteral("--shell"),
                         QStringLiteral("/usr/sbin/nologin"), m_user },
                     &output)
                == 0,
            qPrintable(output));
        m_createdUser = true;
    }
    QVERIFY(getpwnam(qPrintable(m_user))->pw_uid != 0);
    QVERIFY(m_dir.isValid());
    QVERIFY(QFile::setPermissions(m_dir.path(),
        QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadOther | QFile::ExeOther | QFile::ReadGroup
            | QFile::ExeGroup));
    // pkexec's part (running the helper as root) is played by the setuid bit of this copy.
    m_helper = m_dir.filePath(QStringLiteral("drivescope-helper"));
    QVERIFY(QFile::copy(QStringLiteral(DRIVESCOPE_HELPER_BIN), m_helper));
    QCOMPARE(chmod(QFile::encodeName(m_helper).constData(), 04755), 0);
    m_home = m_dir.filePath(QStringLiteral("home"));
    QVERIFY(QDir().mkpath(m_home));
    const passwd* user = getpwnam(qPrintable(m_user));
    QCOMPARE(chown(QFile::encodeName(m_home).constData(), user->pw_uid, user->pw_gid), 0);
    m_loop = std::make_unique<LoopDevice>(64u << 20);
    QVERIFY2(m_loop->isValid(), qPrintable(m_loop->errorString()));
    // The point of the helper: the user may not open the device alone.
    QVERIFY(!(QFileInfo(m_loop->devicePath()).permissions() & QFile::ReadOther));
}

void TestHelper::cleanupTestCase()
{
    m_loop.reset();
    if (m_createdUser)
        runProgram(QStringLiteral("userdel"), { m_user });
    qInfo("bad inputs tried on the helper: %d", m_badInputs);
}

TestHelper::Run TestHelper::runCliAsUser(const QStringList& arguments, const QStringList& environment)
{
    QStringList command = asUser();
    command << QStringLiteral("env") << QStringLiteral("HOME=") + m_home
            << QStringLiteral("XDG_STATE_HOME=") + m_home + QStringLiteral("/state")
            << QStringLiteral("XDG_CACHE_HOME=") + m_home + QStringLiteral("/cache") << environment
            << QStringLiteral(DRIVESCOPE_CLI) << arguments;
    QProcess process;
    process.start(command.takeFirst(), command);
    Run run;
    if (!process.waitForFinished(120000)) {
        process.kill();
        process.waitForFinished();
        return run;
    }
    run.status = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

void TestHelper::ordinaryUserBenchmarksALoopDeviceThroughTheHelper()
{
    const QString viaHelper = QStringLiteral("DRIVESCOPE_HELPER=") + m_helper;
    const QString helperOnly = QStringLiteral("DRIVESCOPE_PRIVILEGED_OPEN=helper");
    // Without raw access the user gets a clear refusal.
    Run run = runCliAsUser({ QStringLiteral("run"), QStringLiteral("--target"), m_loop->devicePath(),
                               QStringLiteral("--duration"), QStringLiteral("0.5") },
        { QStringLiteral("DRIVESCOPE_PRIVILEGED_OPEN=none") });
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(QLatin1String("permission denied")), qPrintable(run.err));

    // Through the helper: a read benchmark.
    run = runCliAsUser({ QStringLiteral("run"), QStringLiteral("--target"), m_loop->devicePath(),
                           QStringLiteral("--duration"), QStringLiteral("0.5"), QStringLiteral("--json") },
        { viaHelper, helperOnly });
    QVERIFY2(run.status == 0, qPrintable(run.err));
    const QJsonObject result = QJsonDocument::fromJson(run.out.toUtf8()).object();
    const QJsonObject target = result.value(QStringLiteral("target")).toObject();
    QVERIFY2(
        target.value(QStringLiteral("notes")).toArray().contains(QStringLiteral("opened through drivescope-helper")),
        qPrintable(run.out.left(2000)));
    QVERIFY(result.value(QStringLiteral("repeats"))
                .toArray()
                .first()
                .toObject()
                .value(QStringLiteral("readBytes"))
                .toInteger()
        > 0);

    // The rewrite test (read-write, exclusive) through the helper leaves the device as it was.
    QString error;
    QVERIFY2(fillWithPattern(m_loop->devicePath(), m_loop->sizeBytes(), 3, &error), qPrintable(error));
    const QString before = sha256OfFile(m_loop->devicePath());
    run = runCliAsUser(
        { QStringLiteral("rewrite"), QStringLiteral("--target"), m_loop->devicePath(), QStringLiteral("--bs"),
            QStringLiteral("1M"), QStringLiteral("--check-pattern"), QStringLiteral("--json") },
        { viaHelper, helperOnly });
    QVERIFY2(run.status == 0, qPrintable(run.err));
    QCOMPARE(
        QJsonDocument::fromJson(run.out.toUtf8()).object().value(QStringLiteral("blocksRewritten")).toInteger(), 64);
    runProgram(QStringLiteral("blockdev"), { QStringLiteral("--flushbufs"), m_loop->devicePath() });
    QCOMPARE(sha256OfFile(m_loop->devicePath()), before);

    // A destructive write still needs the device named.
    run = runCliAsUser(
        { QStringLiteral("surface"), QStringLiteral("--target"), m_loop->devicePath(), QStringLiteral("--write"),
            QStringLiteral("--zones"), QStringLiteral("4"), QStringLiteral("--zone-size"), QStringLiteral("1M") },
        { viaHelper, helperOnly });
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(QLatin1String("--allow-destroy")), qPrintable(run.err));
    run = runCliAsUser(
        { QStringLiteral("surface"), QStringLiteral("--target"), m_loop->devicePath(), QStringLiteral("--write"),
            QStringLiteral("--zones"), QStringLiteral("4"), QStringLiteral("--zone-size"), QStringLiteral("1M"),
            QStringLiteral("--allow-destroy=") + m_loop->devicePath() },
        { viaHelper, helperOnly });
    QVERIFY2(run.status == 0, qPrintable(run.err));
}

void TestHelper::readModeGivesAReadOnlyDescriptor()
{
    const PrivilegedOpen opened
        = PrivilegedOpen::throughHelper(asUser() << m_helper, m_loop->devicePath(), DeviceAccess::Read, QString());
    QVERIFY2(opened.fd >= 0, qPrintable(opened.error));
    QCOMPARE(fcntl(opened.fd, F_GETFL) & O_ACCMODE, O_RDONLY);
    QVERIFY(fcntl(opened.fd, F_GETFL) & O_DIRECT);
    struct stat status { };
    QCOMPARE(fstat(opened.fd, &status), 0);
    struct stat device { };
    QCOMPARE(stat(QFile::encodeName(m_loop->devicePath()).constData(), &device), 0);
    QCOMPARE(status.st_rdev, device.st_rdev);
    ::close(opened.fd);
}

void TestHelper::helperRefusesBadPaths_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("mode");
    QTest::addColumn<QString>("allowDestroy");
    QTest::addColumn<QString>("because");
    QTest::addColumn<bool>("mountFirst");
    const QString regular = m_dir.filePath(QStringLiteral("regular.img"));
    {
        QFile file(regular);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray(4096, 'x'));
    }
    const QString shadowLink = m_dir.filePath(QStringLiteral("shadow"));
    QFile::link(QStringLiteral("/etc/shadow"), shadowLink);
    // A block node with the loop device's number, but outside /dev: not a device listed in sysfs.
    const QString strayNode = m_dir.filePath(QStringLiteral("stray-loop"));
    struct stat loopStatus { };
    QCOMPARE(stat(QFile::encodeName(m_loop->devicePath()).constData(), &loopStatus), 0);
    QCOMPARE(mknod(QFile::encodeName(strayNode).constData(), S_IFBLK | 0600, loopStatus.st_rdev), 0);
    const QString loop = m_loop->devicePath();
    const QString read = QStringLiteral("read");
    QTest::addRow("regular file") << regular << read << QString() << QStringLiteral("not a block device under /dev")
                                  << false;
    QTest::addRow("symlink to /etc/shadow")
        << shadowLink << read << QString() << QStringLiteral("/etc/shadow") << false;
    QTest::addRow("/etc/shadow") << QStringLiteral("/etc/shadow") << read << QString()
                                 << QStringLiteral("not a block device") << false;
    QTest::addRow("dot-dot to /etc/shadow")
        << QStringLiteral("/dev/../etc/shadow") << read << QString() << QStringLiteral("not a block device") << false;
    QTest::addRow("character device") << QStringLiteral("/dev/null") << read << QString()
                                      << QStringLiteral("not a block device listed in /sys/block") << false;
    QTest::addRow("directory") << QStringLiteral("/dev") << read << QString() << QStringLiteral("not a block device")
                               << false;
    QTest::addRow("missing") << QStringLiteral("/dev/drivescope-no-such-disk") << read << QString()
                             << QStringLiteral("does not exist") << false;
    QTest::addRow("relative") << m_loop->name() << read << QString() << QStringLiteral("absolute path") << false;
    QTest::addRow("block node outside /dev")
        << strayNode << read << QString() << QStringLiteral("not a block device under /dev") << false;
    QTest::addRow("very long") << QStringLiteral("/dev/") + QString(5000, QLatin1Char('a')) << read << QString()
                               << QStringLiteral("absolute path") << false;
    QTest::addRow("newline") << loop + QStringLiteral("\n") << read << QString() << QStringLiteral("does not exist")
                             << false;
    QTest::addRow("mounted, rewrite") << loop << QStringLiteral("rewrite") << QString() << QStringLiteral("mounted")
                                      << true;
    QTest::addRow("mounted, destroy") << loop << QStringLiteral("destroy") << loop << QStringLiteral("mounted") << true;
    QTest::addRow("destroy without naming it")
        << loop << QStringLiteral("destroy") << QString() << QStringLiteral("--allow-destroy") << false;
    QTest::addRow("destroy naming another device") << loop << QStringLiteral("destroy") << QStringLiteral("/dev/null")
                                                   << QStringLiteral("not the same device") << false;
}

void TestHelper::helperRefusesBadPaths()
{
    QFETCH(QString, path);
    QFETCH(QString, mode);
    QFETCH(QString, allowDestroy);
    QFETCH(QString, because);
    QFETCH(bool, mountFirst);
    std::unique_ptr<ScopedMount> mount;
    if (mountFirst) {
        QVERIFY(runProgram(
                    QStringLiteral("mkfs.ext4"), { QStringLiteral("-q"), QStringLiteral("-F"), m_loop->devicePath() })
            == 0);
        mount = std::make_unique<ScopedMount>(m_loop->devicePath());
        QVERIFY2(mount->isValid(), qPrintable(mount->errorString()));
    }
    ++m_badInputs;
    const PrivilegedOpen opened
        = PrivilegedOpen::throughHelper(asUser() << m_helper, path, *parseDeviceAccess(mode), allowDestroy);
    if (opened.fd >= 0)
        ::close(opened.fd);
    QCOMPARE(opened.fd, -1);
    QVERIFY2(opened.error.contains(QLatin1String("drivescope-helper refused")), qPrintable(opened.error));
    QVERIFY2(opened.error.contains(because), qPrintable(opened.error));
}

// A loop device set up on the device, with a filesystem mounted on it: the device shows no holder
// and opens with O_EXCL, yet writing it corrupts that filesystem. The helper hands out nothing.
void TestHelper::helperRefusesADeviceWithALoopDeviceOnIt()
{
    LoopDevice upper(m_loop->devicePath());
    QVERIFY2(upper.isValid(), qPrintable(upper.errorString()));
    QVERIFY(runProgram(QStringLiteral("mkfs.ext4"), { QStringLiteral("-q"), QStringLiteral("-F"), upper.devicePath() })
        == 0);
    ScopedMount mount(upper.devicePath());
    QVERIFY2(mount.isValid(), qPrintable(mount.errorString()));
    const QString lower = m_loop->devicePath();
    for (const auto& [access, allowDestroy] :
        { std::pair { DeviceAccess::Rewrite, QString() }, std::pair { DeviceAccess::Destroy, lower } }) {
        ++m_badInputs;
        const PrivilegedOpen opened = PrivilegedOpen::throughHelper(asUser() << m_helper, lower, access, allowDestroy);
        if (opened.fd >= 0)
            ::close(opened.fd);
        QCOMPARE(opened.fd, -1);
        QVERIFY2(opened.error.contains(QStringLiteral("%1 is set up on %2 and is mounted on %3")
                                           .arg(upper.name(), m_loop->name(), mount.mountPoint())),
            qPrintable(opened.error));
    }
    // Reading stays allowed.
    const PrivilegedOpen reading = PrivilegedOpen::throughHelper(asUser() << m_helper, lower, DeviceAccess::Read, {});
    QVERIFY2(reading.fd >= 0, qPrintable(reading.error));
    ::close(reading.fd);
}

void TestHelper::helperRefusesGarbageArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    const QString loop = m_loop->devicePath();
    QTest::addRow("none") << QStringList {};
    QTest::addRow("unknown command") << QStringList { QStringLiteral("run"), loop };
    QTest::addRow("help") << QStringList { QStringLiteral("--help") };
    QTest::addRow("open alone") << QStringList { QStringLiteral("open") };
    QTest::addRow("mode without value") << QStringList { QStringLiteral("open"), QStringLiteral("--mode") };
    QTest::addRow("unknown mode") << QStringList { QStringLiteral("open"), QStringLiteral("--mode"),
        QStringLiteral("write"), loop };
    QTest::addRow("no device") << QStringList { QStringLiteral("open"), QStringLiteral("--mode"),
        QStringLiteral("read") };
    QTest::addRow("two devices") << QStringList { QStringLiteral("open"), QStringLiteral("--mode"),
        QStringLiteral("read"), loop, QStringLiteral("/dev/null") };
    QTest::addRow("mode twice") << QStringList { QStringLiteral("open"), QStringLiteral("--mode"),
        QStringLiteral("read"), QStringLiteral("--mode"), QStringLiteral("destroy"), loop };
    QTest::addRow("allow-destroy with read") << QStringList { QStringLiteral("open"), QStringLiteral("--mode"),
        QStringLiteral("read"), QStringLiteral("--allow-destroy"), loop, loop };
    QTest::addRow("unknown option") << QStringList { QStringLiteral("open"), QStringLiteral("--mode"),
        QStringLiteral("read"), QStringLiteral("--follow-symlinks"), loop };
    QTest::addRow("empty device") << QStringList { QStringLiteral("open"), QStringLiteral("--mode"),
        QStringLiteral("read"), QString() };
    QTest::addRow("binary junk") << QStringList { QString::fromLatin1("\xff\xfe\x01open"),
        QStringLiteral("--mode\x7f") };
}

void TestHelper::helperRefusesGarbageArguments()
{
    QFETCH(QStringList, arguments);
    ++m_badInputs;
    QProcess process;
    process.start(QStringLiteral("runuser"), asUser().mid(1) << m_helper << arguments);
    QVERIFY(process.waitForFinished(30000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 2);
    QVERIFY(process.readAllStandardOutput().isEmpty()); // no descriptor, no "OK"
    const QString err = QString::fromLocal8Bit(process.readAllStandardError());
    QVERIFY2(err.contains(QLatin1String("drivescope-helper:")), qPrintable(err));
    // Refused for the arguments themselves, before it looked at what its output is.
    QVERIFY2(!err.contains(QLatin1String("standard output must be")), qPrintable(err));
}

void TestHelper::receiveRefusesExtraDescriptorsAndClosesThem_data()
{
    QTest::addColumn<int>("descriptors");
    QTest::addColumn<int>("headers"); // SCM_RIGHTS headers they are sent in
    QTest::addRow("none") << 0 << 0;
    QTest::addRow("one") << 1 << 1;
    QTest::addRow("two") << 2 << 1;
    QTest::addRow("two in two headers") << 2 << 2;
    QTest::addRow("three") << 3 << 1;
    QTest::addRow("the most one message carries") << 253 << 1;
}

// A peer that is not our helper (or a helper gone wrong) may attach several descriptors to its
// answer: the client keeps none of them, and leaves none open. Each descriptor sent here is the
// write end of a pipe, so the pipe reads as ended only once every copy is closed.
void TestHelper::receiveRefusesExtraDescriptorsAndClosesThem()
{
    QFETCH(int, descriptors);
    QFETCH(int, headers);
    struct Fds {
        std::vector<int> fds;
        ~Fds()
        {
            for (int fd : fds)
                if (fd >= 0)
                    ::close(fd);
        }
    } open;
    open.fds.reserve(8); // writeEnd below refers into it
    int sockets[2] = { -1, -1 };
    QCOMPARE(socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sockets), 0);
    open.fds.push_back(sockets[0]);
    open.fds.push_back(sockets[1]);
    int pipeEnds[2] = { -1, -1 };
    QCOMPARE(pipe2(pipeEnds, O_CLOEXEC | O_NONBLOCK), 0);
    open.fds.push_back(pipeEnds[0]);
    int& writeEnd = open.fds.emplace_back(pipeEnds[1]);

    // The answer "OK" with `descriptors` copies of the write end, split over `headers` headers.
    char payload[] = "OK";
    iovec part { payload, 2 };
    msghdr header {};
    header.msg_iov = &part;
    header.msg_iovlen = 1;
    std::vector<char> control;
    if (descriptors > 0) {
        const int perHeader = descriptors / headers;
        control.resize(static_cast<size_t>(headers) * CMSG_SPACE(sizeof(int) * static_cast<size_t>(perHeader)));
        header.msg_control = control.data();
        header.msg_controllen = control.size();
        cmsghdr* rights = CMSG_FIRSTHDR(&header);
        for (int h = 0; h < headers; ++h, rights = CMSG_NXTHDR(&header, rights)) {
            rights->cmsg_level = SOL_SOCKET;
            rights->cmsg_type = SCM_RIGHTS;
            rights->cmsg_len = CMSG_LEN(sizeof(int) * static_cast<size_t>(perHeader));
            for (int i = 0; i < perHeader; ++i)
                std::memcpy(CMSG_DATA(rights) + static_cast<size_t>(i) * sizeof(int), &pipeEnds[1], sizeof(int));
        }
    }
    QCOMPARE(sendmsg(sockets[1], &header, MSG_NOSIGNAL), ssize_t { 2 });
    ::close(writeEnd);
    writeEnd = -1;

    QByteArray message;
    int fd = -1;
    QString problem;
    const bool received = helperprotocol::receive(sockets[0], &message, &fd, &problem);
    if (fd >= 0)
        open.fds.push_back(fd);
    if (descriptors <= 1) {
        QVERIFY2(received, qPrintable(problem));
        QCOMPARE(message, QByteArray("OK"));
        QCOMPARE(fd >= 0, descriptors == 1);
        if (fd >= 0) {
            ::close(fd);
            open.fds.back() = -1;
        }
    } else {
        QVERIFY2(!received, "a message with several descriptors was accepted");
        QCOMPARE(fd, -1);
        QVERIFY2(problem.contains(QStringLiteral("%1 descriptors came where one was expected").arg(descriptors)),
            qPrintable(problem));
    }
    // No copy of the write end is left open anywhere in this process: the pipe has ended.
    char byte = 0;
    const ssize_t got = ::read(pipeEnds[0], &byte, 1);
    QVERIFY2(got == 0, got < 0 && errno == EAGAIN ? "a received descriptor was left open" : "unexpected read");
}

void TestHelper::smartThroughTheHelper()
{
    // The SMART data of a device the test user may not open, through the helper, which runs smartctl as
    // root: here a stand-in that prints an NVMe drive's JSON, as smartctl 7.3 does.
    QFile fixture(QDir::cleanPath(QStringLiteral(DRIVESCOPE_TESTS_DIR "/fixtures/smart/nvme-before.json")));
    QVERIFY(fixture.open(QIODevice::ReadOnly));
    const QString copy = m_dir.filePath(QStringLiteral("nvme-before.json"));
    QVERIFY(QFile::copy(fixture.fileName(), copy));
    QFile::setPermissions(copy, QFile::ReadOwner | QFile::ReadOther | QFile::ReadGroup);
    QString why;
    const QString helper = helperWithSmartctl(QStringLiteral("good"), "cat '" + QFile::encodeName(copy) + "'\n", &why);
    if (helper.isEmpty())
        QSKIP(qPrintable(why));
    SmartctlOutcome outcome = readSmartctlThroughHelper({ helper }, m_loop->devicePath());
    QVERIFY2(outcome.snapshot, qPrintable(outcome.missing));
    QCOMPARE(outcome.snapshot->device, m_loop->devicePath());
    QCOMPARE(outcome.snapshot->nvmeCounter(QStringLiteral("unsafe_shutdowns")), std::optional<uint64_t>(57));

    // The fallback of a run's SMART snapshot: the user's own smartctl may not open the drive, so the
    // helper is asked (as DRIVESCOPE_HELPER names it in place of pkexec).
    const QString denied = script(QStringLiteral("denied-smartctl"),
        "echo '{\"smartctl\":{\"messages\":[{\"string\":\"Smartctl open device: /dev/x failed: Permission "
        "denied\"}],\"exit_status\":2}}'\nexit 2\n");
    DriveFacts drive;
    drive.name = m_loop->name();
    drive.devicePath = m_loop->devicePath();
    drive.transport = QStringLiteral("nvme"); // a drive with SMART data, as far as the probe knows
    qputenv("DRIVESCOPE_HELPER", QFile::encodeName(helper));
    qputenv("DRIVESCOPE_PRIVILEGED_OPEN", "helper");
    outcome = readDriveHealth(drive, 20000, denied);
    QVERIFY2(outcome.snapshot, qPrintable(outcome.missing));
    QCOMPARE(outcome.snapshot->nvmeCounter(QStringLiteral("unsafe_shutdowns")), std::optional<uint64_t>(57));
    // Turned off, it says why there is none.
    qputenv("DRIVESCOPE_PRIVILEGED_OPEN", "none");
    outcome = readDriveHealth(drive, 20000, denied);
    QVERIFY(!outcome.snapshot);
    QVERIFY2(outcome.missing.contains(QLatin1String("could not open it")), qPrintable(outcome.missing));
    // A helper that refuses: both reasons.
    qputenv("DRIVESCOPE_PRIVILEGED_OPEN", "helper");
    qputenv("DRIVESCOPE_HELPER", QFile::encodeName(m_dir.filePath(QStringLiteral("no-such-helper"))));
    outcome = readDriveHealth(drive, 20000, denied);
    QVERIFY(!outcome.snapshot);
    QVERIFY2(outcome.missing.contains(QLatin1String("could not open it"))
            && outcome.missing.contains(QLatin1String("through drivescope-helper: ")),
        qPrintable(outcome.missing));
    qunsetenv("DRIVESCOPE_HELPER");
    qunsetenv("DRIVESCOPE_PRIVILEGED_OPEN");

    // What a smartctl stand-in prints that is no SMART data, or too much of it, the helper does not pass on.
    const QString junk = helperWithSmartctl(QStringLiteral("junk"), "echo 'not json at all'\n", &why);
    QVERIFY(!junk.isEmpty());
    outcome = readSmartctlThroughHelper({ junk }, m_loop->devicePath());
    QVERIFY(!outcome.snapshot);
    QVERIFY2(outcome.missing.startsWith(QLatin1String("drivescope-helper refused: no SMART snapshot")),
        qPrintable(outcome.missing));
    const QString flood = helperWithSmartctl(QStringLiteral("flood"), "exec yes '{}'\n", &why);
    QVERIFY(!flood.isEmpty());
    outcome = readSmartctlThroughHelper({ flood }, m_loop->devicePath());
    QVERIFY(!outcome.snapshot);
    QVERIFY2(outcome.missing.contains(QLatin1String("more than any drive's SMART data")), qPrintable(outcome.missing));
}

void TestHelper::helperSmartRefuses_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("because");
    const QString loop = m_loop->devicePath();
    QTest::addRow("no device") << QStringList { QStringLiteral("smart") } << QStringLiteral("expected: smart DEVICE");
    QTest::addRow("two devices") << QStringList { QStringLiteral("smart"), loop, loop }
                                 << QStringLiteral("expected: smart DEVICE");
    QTest::addRow("an option") << QStringList { QStringLiteral("smart"), QStringLiteral("--scan"), loop }
                               << QStringLiteral("expected: smart DEVICE");
    QTest::addRow("a file") << QStringList { QStringLiteral("smart"), QStringLiteral("/etc/shadow") }
                            << QStringLiteral("not a block device");
    QTest::addRow("a character device") << QStringList { QStringLiteral("smart"), QStringLiteral("/dev/null") }
                                        << QStringLiteral("not a block device listed in /sys/block");
    QTest::addRow("relative") << QStringList { QStringLiteral("smart"), m_loop->name() }
                              << QStringLiteral("absolute path");
}

void TestHelper::helperSmartRefuses()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, because);
    ++m_badInputs;
    if (arguments.size() == 2) {
        // One device, as the client asks: the answer on the socket says why.
        const SmartctlOutcome outcome = readSmartctlThroughHelper(asUser() << m_helper, arguments[1]);
        QVERIFY(!outcome.snapshot);
        QVERIFY2(outcome.missing.startsWith(QLatin1String("drivescope-helper refused: "))
                && outcome.missing.contains(because),
            qPrintable(outcome.missing));
        return;
    }
    QProcess process;
    process.start(QStringLiteral("runuser"), asUser().mid(1) << m_helper << arguments);
    QVERIFY(process.waitForFinished(30000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 2);
    const QString err = QString::fromUtf8(process.readAllStandardError());
    QVERIFY2(err.contains(because), qPrintable(err));
}

void TestHelper::helperSmartRefusesAPartition()
{
    // SMART data is a whole drive's: a partition of it is refused.
    LoopDevice partitioned(8u << 20, 512, { { 2048, 8192 } });
    QVERIFY2(partitioned.isValid(), qPrintable(partitioned.errorString()));
    QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(partitioned.partitionPath(1)), 5000);
    ++m_badInputs;
    const SmartctlOutcome outcome = readSmartctlThroughHelper(asUser() << m_helper, partitioned.partitionPath(1));
    QVERIFY(!outcome.snapshot);
    QVERIFY2(outcome.missing.contains(QLatin1String("is a partition: SMART data is the whole drive's")),
        qPrintable(outcome.missing));
}

namespace {
// The processes whose command line is exactly `arguments` (a token no other program uses).
QList<pid_t> processesRunning(const QList<QByteArray>& arguments)
{
    const QByteArray wanted = arguments.join('\0') + '\0';
    QList<pid_t> found;
    for (const QString& entry : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
        bool isPid = false;
        const pid_t pid = entry.toInt(&isPid);
        if (!isPid)
            continue;
        QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(entry));
        if (cmdline.open(QIODevice::ReadOnly) && cmdline.readAll() == wanted)
            found << pid;
    }
    return found;
}

// Ends, when the test ends however it ends, the processes it may have left.
struct KillOnExit {
    QList<QByteArray> arguments;
    ~KillOnExit()
    {
        for (pid_t pid : processesRunning(arguments))
            ::kill(pid, SIGKILL);
    }
};

qint64 peakResidentBytes()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<qint64>(usage.ru_maxrss) * 1024;
}
}

void TestHelper::smartctlThatFloodsAndForksLeavesNothing()
{
    // What the helper runs as root for the smart request: a smartctl that writes 300 MB to its error
    // output and leaves a child behind. Neither its error output is kept nor its child left running.
    const QList<QByteArray> sleeper { "sleep", "37.25" };
    const QString smartctl = script(QStringLiteral("flooding-smartctl"),
        "sleep 37.25 &\nhead -c 300000000 /dev/zero >&2\necho '{\"json_format_version\":[1,0]}'\n");
    QVERIFY(!smartctl.isEmpty());
    const KillOnExit cleanup { sleeper };
    const qint64 before = peakResidentBytes();
    const SmartctlRun run = runSmartctl(m_loop->devicePath(), 20000, smartctl);
    const qint64 grown = peakResidentBytes() - before;
    // SIGKILL ends a process a moment after it is sent.
    QList<pid_t> left = processesRunning(sleeper);
    for (int i = 0; i < 200 && !left.isEmpty(); ++i) {
        QThread::msleep(10);
        left = processesRunning(sleeper);
    }
    qInfo("peak memory grew by %lld MB; %lld of smartctl's children left running", grown >> 20,
        static_cast<long long>(left.size()));
    QVERIFY2(run.problem.isEmpty(), qPrintable(run.problem));
    QVERIFY(run.output.contains("json_format_version"));
    QVERIFY2(grown < (64 << 20), "smartctl's error output was kept");
    QVERIFY2(left.isEmpty(), "a child of smartctl was left running");
}

void TestHelper::cliStopsWaitingForASilentHelperOnSignal()
{
    // A helper that never answers (pkexec waiting for a password nobody types): Ctrl-C ends the wait
    // at once, with the status of a stopped run, and the helper is told to end.
    const QList<QByteArray> silent { "sleep", "41.5" };
    const QString helper = script(QStringLiteral("silent-helper"), "exec sleep 41.5\n");
    QVERIFY(!helper.isEmpty());
    const KillOnExit cleanup { silent };
    const passwd* user = getpwnam(qPrintable(m_user));
    QVERIFY(user);
    QProcess cli;
    cli.start(QStringLiteral("setpriv"),
        { QStringLiteral("--reuid=%1").arg(user->pw_uid), QStringLiteral("--regid=%1").arg(user->pw_gid),
            QStringLiteral("--clear-groups"), QStringLiteral("env"), QStringLiteral("HOME=") + m_home,
            QStringLiteral("XDG_DATA_HOME=") + m_home + QStringLiteral("/data"),
            QStringLiteral("XDG_STATE_HOME=") + m_home + QStringLiteral("/state"),
            QStringLiteral("XDG_CACHE_HOME=") + m_home + QStringLiteral("/cache"),
            QStringLiteral("DRIVESCOPE_PRIVILEGED_OPEN=helper"), QStringLiteral("DRIVESCOPE_HELPER=") + helper,
            QStringLiteral(DRIVESCOPE_CLI), QStringLiteral("run"), QStringLiteral("--target"), m_loop->devicePath(),
            QStringLiteral("--duration"), QStringLiteral("0.5"), QStringLiteral("--no-save") });
    QVERIFY(cli.waitForStarted());
    // Until the CLI waits on the helper.
    QTRY_VERIFY_WITH_TIMEOUT(!processesRunning(silent).isEmpty(), 20000);
    QTest::qWait(300);
    QElapsedTimer stopped;
    stopped.start();
    ::kill(static_cast<pid_t>(cli.processId()), SIGINT);
    const bool ended = cli.waitForFinished(10000);
    const qint64 took = stopped.elapsed();
    if (!ended) {
        cli.kill();
        cli.waitForFinished();
    }
    QVERIFY2(ended, "the CLI went on waiting for the helper after Ctrl-C");
    qInfo("ended %lld ms after Ctrl-C", took);
    QCOMPARE(cli.exitCode(), 130);
    QVERIFY2(QString::fromUtf8(cli.readAllStandardError()).contains(QLatin1String("drivescope-helper")),
        "the CLI did not say what it was waiting for");
    QTRY_VERIFY_WITH_TIMEOUT(processesRunning(silent).isEmpty(), 5000);
}

QTEST_GUILESS_MAIN(TestHelper)
#include "tst_helper.moc"
