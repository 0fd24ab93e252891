#include "files/safesavefile.h"
#include "fixtures/blockdevicefixtures.h"
#include "model/usererror.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <QDirIterator>

#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/un.h>
#include <unistd.h>

using namespace ds;
using namespace ds::test;

// The files a user names for the CLI to read (sessions, fio output, pattern files) when they are not
// what they seem: a directory, a file far too large, a pipe whose writer sends nothing.
class TestUserFiles : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void directoryIsNamedAsOne_data();
    void directoryIsNamedAsOne();
    void oversizedFileIsRefusedBeforeItIsRead_data();
    void oversizedFileIsRefusedBeforeItIsRead();
    void endlessPipeStopsAtTheLimit();
    void idleWriterEndsOnSignal_data();
    void idleWriterEndsOnSignal();
    void saveRefusesWhatIsNoRegularFile_data();
    void saveRefusesWhatIsNoRegularFile();
    void saveReplacesAFileWholeAndLeavesNothingElse();
    void saveRefusesADirectoryOthersControl_data();
    void saveRefusesADirectoryOthersControl();
    void linkPutAtTheNameWhileSavingIsNotFollowed();
    void rootWithAUsersDataHomeWritesNothingThere();

private:
    QStringList environment() const;
    QTemporaryDir m_dir;
};

void TestUserFiles::initTestCase() { QVERIFY(m_dir.isValid()); }

// Test files, sessions and the journal stay in the test's directory.
QStringList TestUserFiles::environment() const
{
    return { QStringLiteral("XDG_CACHE_HOME=") + m_dir.path(), QStringLiteral("XDG_DATA_HOME=") + m_dir.path(),
        QStringLiteral("XDG_STATE_HOME=") + m_dir.path() };
}

void TestUserFiles::directoryIsNamedAsOne_data()
{
    QTest::addColumn<QStringList>("arguments");
    const QString directory = m_dir.filePath(QStringLiteral("a-directory.json"));
    QVERIFY(QDir().mkpath(directory));
    QTest::addRow("export") << QStringList { QStringLiteral("export"), directory };
    QTest::addRow("compare") << QStringList { QStringLiteral("compare"), directory, directory };
    QTest::addRow("import-fio") << QStringList { QStringLiteral("import-fio"), directory, QStringLiteral("--no-save") };
    QTest::addRow("pattern file") << QStringList { QStringLiteral("pattern"), QStringLiteral("--pattern-file"),
        directory };
    QTest::addRow("render") << QStringList { QStringLiteral("render"), QStringLiteral("--session"), directory,
        QStringLiteral("--png"), m_dir.filePath(QStringLiteral("directory.png")) };
}

// It was reported as "is empty", which sent users looking for a truncated file.
void TestUserFiles::directoryIsNamedAsOne()
{
    QFETCH(QStringList, arguments);
    const MeasuredRun run = runMeasured(QStringLiteral(DRIVESCOPE_CLI), arguments, environment());
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(QLatin1String("is a directory")), qPrintable(run.err));
    QVERIFY2(!run.err.contains(QLatin1String("is empty")), qPrintable(run.err));
}

void TestUserFiles::oversizedFileIsRefusedBeforeItIsRead_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("path");
    QTest::addColumn<qint64>("size");
    // Sparse: they take no disk space, and read as zeros.
    const QString session = m_dir.filePath(QStringLiteral("sparse-3GB.json"));
    QTest::addRow("export, 3 GB") << QStringList { QStringLiteral("export"), session } << session
                                  << qint64 { 3'000'000'000 };
    QTest::addRow("compare, 3 GB") << QStringList { QStringLiteral("compare"), session, session } << session
                                   << qint64 { 3'000'000'000 };
    const QString pattern = m_dir.filePath(QStringLiteral("sparse-pattern.json"));
    QTest::addRow("pattern file, 600 MB") << QStringList { QStringLiteral("pattern"), QStringLiteral("--pattern-file"),
        pattern } << pattern << qint64 { 600'000'000 };
}

// A regular file's size is known before a byte is read: it was read up to the limit (2 GiB for a
// session) before "too large".
void TestUserFiles::oversizedFileIsRefusedBeforeItIsRead()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, path);
    QFETCH(qint64, size);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QVERIFY(file.resize(size));
    file.close();
    const MeasuredRun run = runMeasured(QStringLiteral(DRIVESCOPE_CLI), arguments, environment());
    QFile::remove(path);
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(QLatin1String("too large")), qPrintable(run.err));
    // Reading the file would have taken at least its first 512 MB into memory; the program itself
    // (AddressSanitizer's shadow included) takes a small part of that.
    QVERIFY2(run.peakResidentBytes < (qint64 { 256 } << 20),
        qPrintable(QStringLiteral("peak resident memory %1 MiB").arg(run.peakResidentBytes >> 20)));
}

// A pipe's size is not known: it is read up to the limit and refused there, however much more comes.
void TestUserFiles::endlessPipeStopsAtTheLimit()
{
    QProcess zeros;
    QProcess cli;
    zeros.setStandardOutputProcess(&cli);
    zeros.start(QStringLiteral("cat"), { QStringLiteral("/dev/zero") });
    QVERIFY(zeros.waitForStarted());
    cli.start(QStringLiteral(DRIVESCOPE_CLI),
        { QStringLiteral("pattern"), QStringLiteral("--pattern-file"), QStringLiteral("/dev/stdin") });
    const bool finished = cli.waitForFinished(60000);
    zeros.kill();
    zeros.waitForFinished();
    if (!finished) {
        cli.kill();
        cli.waitForFinished();
    }
    QVERIFY(finished);
    QCOMPARE(cli.exitCode(), 2);
    const QString err = QString::fromLocal8Bit(cli.readAllStandardError());
    QVERIFY2(err.contains(QLatin1String("too large to be a pattern file")), qPrintable(err));
}

void TestUserFiles::idleWriterEndsOnSignal_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("signalNumber");
    const QString fifo = m_dir.filePath(QStringLiteral("idle-writer.fifo"));
    QTest::addRow("compare, Ctrl-C") << QStringList { QStringLiteral("compare"), fifo, fifo } << SIGINT;
    QTest::addRow("compare, SIGTERM") << QStringList { QStringLiteral("compare"), fifo, fifo } << SIGTERM;
    QTest::addRow("export, Ctrl-C") << QStringList { QStringLiteral("export"), fifo } << SIGINT;
    QTest::addRow("import-fio, Ctrl-C") << QStringList { QStringLiteral("import-fio"), fifo,
        QStringLiteral("--no-save") } << SIGINT;
    QTest::addRow("import-fio, SIGTERM") << QStringList { QStringLiteral("import-fio"), fifo,
        QStringLiteral("--no-save") } << SIGTERM;
    QTest::addRow("pattern file, Ctrl-C")
        << QStringList { QStringLiteral("pattern"), QStringLiteral("--pattern-file"), fifo } << SIGINT;
}

// A named pipe held open by a writer that sends nothing: the read waited for ever, deaf to Ctrl-C and
// SIGTERM until SIGKILL. Now the command stops within a second, as a run stopped so does (130).
void TestUserFiles::idleWriterEndsOnSignal()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, signalNumber);
    const QString fifo = m_dir.filePath(QStringLiteral("idle-writer.fifo"));
    QFile::remove(fifo);
    QVERIFY(mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
    // The test is the idle writer: read-write, so the open needs no reader, and it writes nothing.
    const int writer = ::open(QFile::encodeName(fifo).constData(), O_RDWR | O_CLOEXEC);
    QVERIFY(writer >= 0);
    QProcess cli;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const QString& entry : this->environment())
        environment.insert(entry.section(QLatin1Char('='), 0, 0), entry.section(QLatin1Char('='), 1));
    cli.setProcessEnvironment(environment);
    cli.start(QStringLiteral(DRIVESCOPE_CLI), arguments);
    QVERIFY(cli.waitForStarted());
    // The signal goes once the command has the pipe open, so it finds it waiting for data (and its
    // signal handlers, installed before any file is read, in place).
    auto hasPipeOpen = [&] {
        const QDir descriptors(QStringLiteral("/proc/%1/fd").arg(cli.processId()));
        for (const QFileInfo& entry : descriptors.entryInfoList(QDir::Files | QDir::System))
            if (entry.symLinkTarget() == QFileInfo(fifo).absoluteFilePath())
                return true;
        return false;
    };
    QTRY_VERIFY_WITH_TIMEOUT(hasPipeOpen(), 30000);
    QTest::qWait(100);
    QVERIFY(::kill(static_cast<pid_t>(cli.processId()), signalNumber) == 0);
    QElapsedTimer clock;
    clock.start();
    const bool ended = cli.waitForFinished(1000);
    const qint64 waited = clock.elapsed();
    if (!ended) {
        cli.kill();
        cli.waitForFinished();
    }
    ::close(writer);
    QFile::remove(fifo);
    QVERIFY2(ended, "the command was still waiting for the pipe a second after the signal");
    QCOMPARE(cli.exitStatus(), QProcess::NormalExit);
    QCOMPARE(cli.exitCode(), 130);
    const QString err = QString::fromLocal8Bit(cli.readAllStandardError());
    QVERIFY2(err.contains(QLatin1String("stopped while waiting for")), qPrintable(err));
    qInfo("ended %lld ms after the signal", waited);
}

namespace {
mode_t fileType(const QString& path)
{
    struct stat status { };
    return ::lstat(QFile::encodeName(path).constData(), &status) == 0 ? (status.st_mode & S_IFMT) : 0;
}

QByteArray contents(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Saves `bytes` at `path` as every file DriveScope writes is saved; the refusal's words, or empty.
QString save(const QString& path, const QByteArray& bytes)
{
    try {
        SafeSaveFile file(path, QStringLiteral("a test file"));
        file.write(bytes);
        file.commit();
        return {};
    } catch (const UserError& error) {
        return error.message();
    }
}
}

void TestUserFiles::saveRefusesWhatIsNoRegularFile_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("words");
    QTest::addRow("dangling link") << QStringLiteral("dangling link") << QStringLiteral("symbolic link");
    QTest::addRow("link to a file") << QStringLiteral("link to a file") << QStringLiteral("symbolic link");
    QTest::addRow("fifo") << QStringLiteral("fifo") << QStringLiteral("not a regular file");
    QTest::addRow("socket") << QStringLiteral("socket") << QStringLiteral("not a regular file");
    QTest::addRow("character device") << QStringLiteral("character device") << QStringLiteral("not a regular file");
    QTest::addRow("directory") << QStringLiteral("directory") << QStringLiteral("not a regular file");
}

void TestUserFiles::saveRefusesWhatIsNoRegularFile()
{
    QFETCH(QString, kind);
    QFETCH(QString, words);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("named"));
    const QString elsewhere = dir.filePath(QStringLiteral("elsewhere"));
    const QByteArray native = QFile::encodeName(path);
    int socketFd = -1;
    if (kind == QLatin1String("dangling link")) {
        QVERIFY(QFile::link(elsewhere, path));
    } else if (kind == QLatin1String("link to a file")) {
        QFile target(elsewhere);
        QVERIFY(target.open(QIODevice::WriteOnly) && target.write("kept") == 4);
        target.close();
        QVERIFY(QFile::link(elsewhere, path));
    } else if (kind == QLatin1String("fifo")) {
        QCOMPARE(::mkfifo(native.constData(), 0600), 0);
    } else if (kind == QLatin1String("socket")) {
        socketFd = ::socket(AF_UNIX, SOCK_STREAM, 0);
        sockaddr_un address {};
        address.sun_family = AF_UNIX;
        QVERIFY(native.size() < static_cast<qsizetype>(sizeof(address.sun_path)));
        std::memcpy(address.sun_path, native.constData(), static_cast<size_t>(native.size()));
        QCOMPARE(::bind(socketFd, reinterpret_cast<sockaddr*>(&address), sizeof(address)), 0);
    } else if (kind == QLatin1String("character device")) {
        if (geteuid() != 0)
            QSKIP("making a device node needs root (CI runs as root)");
        QCOMPARE(::mknod(native.constData(), S_IFCHR | 0600, makedev(1, 3)), 0);
    } else {
        QVERIFY(QDir().mkpath(path));
    }
    const mode_t before = fileType(path);
    const QByteArray elsewhereBefore = contents(elsewhere);

    const QString refusal = save(path, "written");
    if (socketFd >= 0)
        ::close(socketFd);
    QVERIFY2(refusal.contains(words) && refusal.contains(path), qPrintable(refusal));
    QCOMPARE(fileType(path), before);
    QCOMPARE(contents(elsewhere), elsewhereBefore);
    QCOMPARE(QFileInfo::exists(elsewhere), !elsewhereBefore.isEmpty());
    // Nothing left beside it: no temporary file.
    const QStringList left
        = QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot);
    QVERIFY2(left.size() == (elsewhereBefore.isEmpty() ? 1 : 2), qPrintable(left.join(QLatin1Char(' '))));
}

void TestUserFiles::saveReplacesAFileWholeAndLeavesNothingElse()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("session.json"));
    QCOMPARE(save(path, "first"), QString());
    QCOMPARE(contents(path), QByteArray("first"));
    QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner));
    QCOMPARE(save(path, "second, longer"), QString());
    QCOMPARE(contents(path), QByteArray("second, longer"));
    // Its permissions are kept.
    QCOMPARE(QFileInfo(path).permissions(),
        QFile::Permissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ReadUser | QFile::WriteUser));
    // A save abandoned half-way (no commit) leaves the old file and no temporary one.
    {
        SafeSaveFile abandoned(path, QStringLiteral("a test file"));
        abandoned.write("never committed");
    }
    QCOMPARE(contents(path), QByteArray("second, longer"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
        QStringList { QStringLiteral("session.json") });
    // And the check made before a long run leaves nothing either.
    SafeSaveFile::checkWritable(dir.filePath(QStringLiteral("later.json")), QStringLiteral("a test file"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
        QStringList { QStringLiteral("session.json") });
}

void TestUserFiles::saveRefusesADirectoryOthersControl_data()
{
    QTest::addColumn<int>("owner");
    QTest::addColumn<int>("mode");
    QTest::addColumn<bool>("allowed");
    const int me = static_cast<int>(geteuid());
    QTest::addRow("mine, 0700") << me << 0700 << true;
    QTest::addRow("mine, others may write") << me << 0777 << false;
    QTest::addRow("mine, sticky and others may write (like /tmp)") << me << 01777 << true;
    if (geteuid() == 0) {
        // sudo -E: root in a directory an ordinary user owns.
        QTest::addRow("another user's, 0755") << 65534 << 0755 << false;
        QTest::addRow("another user's, 0700") << 65534 << 0700 << false;
    }
}

void TestUserFiles::saveRefusesADirectoryOthersControl()
{
    QFETCH(int, owner);
    QFETCH(int, mode);
    QFETCH(bool, allowed);
    QTemporaryDir dir;
    const QString inner = dir.filePath(QStringLiteral("inner"));
    QVERIFY(QDir().mkpath(inner));
    QCOMPARE(::chmod(QFile::encodeName(inner).constData(), static_cast<mode_t>(mode)), 0);
    if (owner != static_cast<int>(geteuid()))
        QCOMPARE(
            ::chown(QFile::encodeName(inner).constData(), static_cast<uid_t>(owner), static_cast<gid_t>(owner)), 0);
    const QString path = inner + QStringLiteral("/file.json");
    const QString refusal = save(path, "x");
    QVERIFY2(refusal.isEmpty() == allowed, qPrintable(refusal));
    QCOMPARE(QFileInfo::exists(path), allowed);
    if (!allowed) {
        QVERIFY2(refusal.contains(inner), qPrintable(refusal));
        QVERIFY_THROWS_EXCEPTION(UserError, SafeSaveFile::checkWritable(path, QStringLiteral("a test file")));
    }
}

void TestUserFiles::linkPutAtTheNameWhileSavingIsNotFollowed()
{
    // A link swapped in at the name after the save began (after its first check) is refused at the
    // commit, or replaced; the file it points to is never written.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("state.json"));
    const QString victim = dir.filePath(QStringLiteral("root-only"));
    QFile file(victim);
    QVERIFY(file.open(QIODevice::WriteOnly) && file.write("secret") == 6);
    file.close();
    QCOMPARE(save(path, "first save"), QString());
    SafeSaveFile second(path, QStringLiteral("a test file"));
    second.write("second save");
    QVERIFY(QFile::remove(path));
    QVERIFY(QFile::link(victim, path));
    QVERIFY_THROWS_EXCEPTION(UserError, second.commit());
    QCOMPARE(contents(victim), QByteArray("secret"));
    QCOMPARE(fileType(path), static_cast<mode_t>(S_IFLNK));
}

void TestUserFiles::rootWithAUsersDataHomeWritesNothingThere()
{
    if (geteuid() != 0)
        QSKIP("root run with an ordinary user's environment (sudo -E) needs root (CI runs as root)");
    DS_REQUIRE_LOOP();
    LoopDevice loop(16u << 20);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    QString error;
    QVERIFY(fillWithPattern(loop.devicePath(), 16u << 20, 13, &error));
    const QString deviceBefore = sha256OfFile(loop.devicePath());
    QTemporaryDir dir;
    QVERIFY(QFile::setPermissions(
        dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadOther | QFile::ExeOther));
    const QString victim = dir.filePath(QStringLiteral("root-only"));
    QFile file(victim);
    QVERIFY(file.open(QIODevice::WriteOnly) && file.write("root's") == 6);
    file.close();
    // The user's home, as the user left it: the library's and the PTS's directories, with links planted
    // at the names root would write.
    const QString home = dir.filePath(QStringLiteral("home"));
    const QString data = home + QStringLiteral("/.local/share");
    for (const QString& sub : { QStringLiteral("/drivescope/sessions"), QStringLiteral("/drivescope/pts") })
        QVERIFY(QDir().mkpath(data + sub));
    QVERIFY(QFile::link(victim, data + QStringLiteral("/drivescope/pts/") + loop.name() + QStringLiteral(".json")));
    QVERIFY(QFile::link(dir.filePath(QStringLiteral("made-through-a-link")),
        data + QStringLiteral("/drivescope/pts/.") + loop.name() + QStringLiteral(".json.lock")));
    QDirIterator walk(
        home, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    QStringList userFiles { home };
    while (walk.hasNext())
        userFiles << walk.next();
    for (const QString& path : userFiles)
        QCOMPARE(::lchown(QFile::encodeName(path).constData(), 65534, 65534), 0);

    const QStringList environment { QStringLiteral("HOME=") + home, QStringLiteral("XDG_DATA_HOME=") + data,
        QStringLiteral("XDG_CACHE_HOME=") + home + QStringLiteral("/.cache"),
        QStringLiteral("XDG_STATE_HOME=") + home + QStringLiteral("/.local/state") };
    const QList<QStringList> commands {
        { QStringLiteral("run"), QStringLiteral("--target"), loop.devicePath(), QStringLiteral("--duration"),
            QStringLiteral("0.2"), QStringLiteral("--no-progress") },
        { QStringLiteral("pts"), QStringLiteral("--target"), loop.devicePath(),
            QStringLiteral("--allow-destroy=") + loop.devicePath(), QStringLiteral("--cell-time"),
            QStringLiteral("0.1"), QStringLiteral("--no-progress"), QStringLiteral("--no-save") },
    };
    for (const QStringList& arguments : commands) {
        QProcess process;
        QProcessEnvironment variables = QProcessEnvironment::systemEnvironment();
        for (const QString& variable : environment)
            variables.insert(variable.section(QLatin1Char('='), 0, 0), variable.section(QLatin1Char('='), 1));
        process.setProcessEnvironment(variables);
        process.start(QStringLiteral(DRIVESCOPE_CLI), arguments);
        QVERIFY(process.waitForFinished(60000));
        const QString err = QString::fromUtf8(process.readAllStandardError());
        QVERIFY2(process.exitCode() == 2, qPrintable(arguments.constFirst() + QStringLiteral(": ") + err));
        QVERIFY2(err.contains(QLatin1String("belongs to user 65534")), qPrintable(err));
    }
    QCOMPARE(contents(victim), QByteArray("root's"));
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("made-through-a-link"))));
    QCOMPARE(sha256OfFile(loop.devicePath()), deviceBefore);
    // Nothing in the user's home is root's: root wrote nothing there.
    QDirIterator after(
        home, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (after.hasNext()) {
        const QString path = after.next();
        struct stat status { };
        QCOMPARE(::lstat(QFile::encodeName(path).constData(), &status), 0);
        QVERIFY2(status.st_uid == 65534, qPrintable(path + QStringLiteral(" was made by root")));
    }
}

QTEST_GUILESS_MAIN(TestUserFiles)
#include "tst_userfiles.moc"
