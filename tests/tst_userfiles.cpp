#include "fixtures/blockdevicefixtures.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

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

QTEST_GUILESS_MAIN(TestUserFiles)
#include "tst_userfiles.moc"
