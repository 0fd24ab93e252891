#include "files/sessionfiles.h"
#include "fixtures/blockdevicefixtures.h"
#include "model/displayunit.h"
#include "model/results/multitargetresult.h"
#include "model/results/quicksuiteresult.h"
#include "model/results/sweepresult.h"
#include "model/session.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <csignal>
#include <cstddef>
#include <dirent.h>
#include <functional>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <memory>
#include <string_view>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/sysmacros.h>
#include <unistd.h>

using namespace ds;
using namespace ds::test;

class TestCli : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void badInputExitsTwoWithAClearMessage_data();
    void badInputExitsTwoWithAClearMessage();
    void unalignedBlockSizeOnADeviceIsRefused();
    void jsonResultCarriesEverythingNeeded_data();
    void jsonResultCarriesEverythingNeeded();
    void csvHasAHeaderAndARowPerRepeat();
    void requestLogHasOneLinePerRequest();
    void defaultTargetIsATestFileThatIsRemoved();
    void ctrlCPrintsPartialResultAndRemovesTheTestFile();
    void ctrlCWhileFillingRemovesTheTestFile();
    void quickSuitePrintsItsTable();
    void quickOnADeviceNeedsConsentOrReadOnly();
    void quickProfilesRunCrystalDiskMarksRows_data();
    void quickProfilesRunCrystalDiskMarksRows();
    void quickMixRowReadsItsShare();
    void tablesShowTheChosenUnit_data();
    void tablesShowTheChosenUnit();
    void targetNameThatIsNotUtf8IsRefused_data();
    void targetNameThatIsNotUtf8IsRefused();
    void multiRefusesOneTargetSpelledTwice_data();
    void multiRefusesOneTargetSpelledTwice();
    void fallsBackToThreadsWhenSeccompBlocksIoUring();
    void testFileWithoutDirectIoSaysSo();
    void fullFilesystemGivesAClearErrorAndLeavesNoFile();
    void versionAndHelp();
    void commandHelp_data();
    void commandHelp();
    void optionsACommandDoesNotUse_data();
    void optionsACommandDoesNotUse();
    void outputsAreNeverWrittenToADevice();
    void outputsNeverReplaceASession();

private:
    CliRun cli(const QStringList& arguments, int timeoutMs = 120000);
    QTemporaryDir m_cache; // XDG_CACHE_HOME of every run, so default test files land here
};

void TestCli::initTestCase() { QVERIFY(m_cache.isValid()); }

CliRun TestCli::cli(const QStringList& arguments, int timeoutMs)
{
    return runCli(QStringLiteral(DRIVESCOPE_CLI), arguments, m_cache.path(), timeoutMs);
}

void TestCli::badInputExitsTwoWithAClearMessage_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("expectedWords");
    auto run = [](std::initializer_list<const char*> extra) {
        QStringList arguments { QStringLiteral("run"), QStringLiteral("--file-size"), QStringLiteral("8M") };
        for (const char* argument : extra)
            arguments << QString::fromLatin1(argument);
        return arguments;
    };
    QTest::addRow("no command") << QStringList() << QStringLiteral("Usage");
    QTest::addRow("unknown command") << QStringList { QStringLiteral("frobnicate") } << QStringLiteral("frobnicate");
    QTest::addRow("unknown flag") << run({ "--bogus" }) << QStringLiteral("bogus");
    QTest::addRow("flag without value") << run({ "--qd" }) << QStringLiteral("qd");
    QTest::addRow("stray argument") << run({ "extra" }) << QStringLiteral("extra");
    QTest::addRow("queue depth 0") << run({ "--qd", "0" }) << QStringLiteral("--qd");
    QTest::addRow("queue depth 2000") << run({ "--qd", "2000" }) << QStringLiteral("--qd");
    QTest::addRow("queue depth not a number") << run({ "--qd", "deep" }) << QStringLiteral("--qd");
    QTest::addRow("zero duration") << run({ "--duration", "0" }) << QStringLiteral("--duration");
    QTest::addRow("negative duration") << run({ "--duration", "-3" }) << QStringLiteral("--duration");
    QTest::addRow("duration not a number") << run({ "--duration", "soon" }) << QStringLiteral("--duration");
    QTest::addRow("duration under a millisecond")
        << run({ "--duration", "1e-9" }) << QStringLiteral("--duration must be a number of seconds from 0.001");
    QTest::addRow("zero bytes") << run({ "--bytes", "0" }) << QStringLiteral("--bytes");
    QTest::addRow("unknown unit") << run({ "--unit", "foo" }) << QStringLiteral("--unit: there is no unit 'foo'");
    QTest::addRow("quick: unknown unit") << QStringList { QStringLiteral("quick"), QStringLiteral("--unit"),
        QStringLiteral("kB/s") } << QStringLiteral("--unit: there is no unit 'kB/s' (there are MB/s, GB/s, IOPS, µs)");
    QTest::addRow("sweep-qd: unknown unit") << QStringList { QStringLiteral("sweep-qd"), QStringLiteral("--unit"),
        QStringLiteral("foo") } << QStringLiteral("--unit: there is no unit 'foo'");
    QTest::addRow("bytes below one request") << run(
        { "--bytes", "1", "--bs", "4k" }) << QStringLiteral("the byte count (1 B) is smaller than one 4 KiB request");
    QTest::addRow("bad size unit") << run({ "--bs", "4x" }) << QStringLiteral("4x");
    QTest::addRow("block size not a sector multiple") << run({ "--bs", "1000" }) << QStringLiteral("sector");
    QTest::addRow("bad mix share") << run({ "--bs", "4k:lots" }) << QStringLiteral("lots");
    QTest::addRow("mix shares adding up to infinity")
        << run({ "--bs", "4k:1e308,8k:1e308" })
        << QStringLiteral("a block-size share is a weight above 0 and at most 1000000, not 1e+308");
    QTest::addRow("mix share of zero") << run({ "--bs", "4k:0,8k:1" })
                                       << QStringLiteral("a block-size share is a weight above 0");
    QTest::addRow("mix share fio cannot say") << run({ "--bs", "4k:1,8k:2" })
                                              << QStringLiteral("the block-size shares make 4 KiB 33.33 %, 8 KiB 66.67 "
                                                                "%; fio's bssplit, which checks the figures, takes "
                                                                "whole percentages");
    QTest::addRow("bad rw") << run({ "--rw", "sideways" }) << QStringLiteral("--rw");
    QTest::addRow("bad pattern") << run({ "--pattern", "zigzag" }) << QStringLiteral("--pattern");
    QTest::addRow("read share 101") << run({ "--rw", "mix", "--read-percent", "101" })
                                    << QStringLiteral("--read-percent");
    QTest::addRow("read share without a mix")
        << run({ "--rw", "read", "--read-percent", "50" }) << QStringLiteral("--read-percent is for --rw mix");
    QTest::addRow("empty element in a block-size mix")
        << run({ "--bs", "4k:10,,8k:5" }) << QStringLiteral("an empty element in the block sizes '4k:10,,8k:5'");
    QTest::addRow("empty element in depths") << QStringList { QStringLiteral("sweep-qd"), QStringLiteral("--depths"),
        QStringLiteral("1,,4") } << QStringLiteral("the queue depths '1,,4' have an empty element");
    QTest::addRow("trailing comma in targets") << QStringList { QStringLiteral("multi"), QStringLiteral("--targets"),
        m_cache.path() + QLatin1Char(',') } << QStringLiteral("--targets has an empty element");
    QTest::addRow("empty element in patterns") << QStringList { QStringLiteral("pattern"), QStringLiteral("--patterns"),
        QStringLiteral("FileServer,") } << QStringLiteral("--patterns has an empty element");
    QTest::addRow("bad engine") << run({ "--engine", "magic" }) << QStringLiteral("magic");
    QTest::addRow("json and csv") << run({ "--json", "--csv" }) << QStringLiteral("--json");
    QTest::addRow("missing device") << run({ "--target", "/dev/no-such-disk" }) << QStringLiteral("no such device");
    QTest::addRow("missing directory") << run({ "--target", "/nonexistent/dir/file" })
                                       << QStringLiteral("/nonexistent/dir does not exist");
    QTest::addRow("test file too small") << run({ "--file-size", "4k" }) << QStringLiteral("at least");
    QTest::addRow("allow-destroy with a test file")
        << run({ "--allow-destroy=/dev/sda" }) << QStringLiteral("does not match");
    QTest::addRow("list: unknown flag") << QStringList { QStringLiteral("list"), QStringLiteral("--bogus") }
                                        << QStringLiteral("bogus");
    QTest::addRow("quick: unknown flag") << QStringList { QStringLiteral("quick"), QStringLiteral("--bogus") }
                                         << QStringLiteral("bogus");
    auto quick = [](std::initializer_list<const char*> extra) {
        QStringList arguments { QStringLiteral("quick"), QStringLiteral("--file-size"), QStringLiteral("8M") };
        for (const char* argument : extra)
            arguments << QString::fromLatin1(argument);
        return arguments;
    };
    QTest::addRow("quick: unknown profile")
        << quick({ "--profile", "foo" })
        << QStringLiteral("--profile: there is no quick-suite profile 'foo' (there are default, nvme, peak, "
                          "real-world, demo, flash)");
    QTest::addRow("quick: mix over 100") << quick({ "--mix", "150/0" })
                                         << QStringLiteral("--mix: the mix '150/0' is not a read & write ratio");
    QTest::addRow("quick: mix not adding up") << quick({ "--mix", "R70/W20" }) << QStringLiteral("'R70/W20'");
    QTest::addRow("quick: test size 0") << quick({ "--test-size", "0" })
                                        << QStringLiteral("--test-size: the test size must be 1 MiB to 16 TiB");
    QTest::addRow("quick: count 0") << quick({ "--count", "0" }) << QStringLiteral("--count");
    QTest::addRow("quick: count and repeats")
        << quick({ "--count", "2", "--repeats", "3" }) << QStringLiteral("give one");
    QTest::addRow("quick: mix read-only") << quick({ "--mix", "70", "--read-only" }) << QStringLiteral("--read-only");
    // Files the user names are read with a limit, and a device not at all: /dev/zero never ends.
    const QString zero = QStringLiteral("/dev/zero");
    QTest::addRow("export: a device") << QStringList { QStringLiteral("export"), zero }
                                      << QStringLiteral("is a device");
    QTest::addRow("compare: a device") << QStringList { QStringLiteral("compare"), zero, zero }
                                       << QStringLiteral("is a device");
    QTest::addRow("import-fio: a device")
        << QStringList { QStringLiteral("import-fio"), zero } << QStringLiteral("is a device");
    QTest::addRow("render: a device") << QStringList { QStringLiteral("render"), QStringLiteral("--session"), zero,
        QStringLiteral("--png"), m_cache.filePath(QStringLiteral("zero.png")) }
                                      << QStringLiteral("is a device");
    QTest::addRow("pattern file: a device")
        << QStringList { QStringLiteral("pattern"), QStringLiteral("--pattern-file"), zero }
        << QStringLiteral("is a device");
    // --session is checked before the run, not after hours of it.
    const QString notSession = m_cache.filePath(QStringLiteral("notes-not-a-session.json"));
    QFile notes(notSession);
    if (notes.open(QIODevice::WriteOnly | QIODevice::Truncate))
        notes.write("{\"mine\": true}");
    notes.close();
    const QString sessionDirectory = m_cache.filePath(QStringLiteral("a-directory"));
    QDir().mkpath(sessionDirectory);
    QTest::addRow("session: a directory")
        << run({ "--duration", "0.1" }) + QStringList { QStringLiteral("--session"), sessionDirectory }
        << QStringLiteral("not a regular file");
    QTest::addRow("session: not a session")
        << run({ "--duration", "0.1" }) + QStringList { QStringLiteral("--session"), notSession }
        << QStringLiteral("is not a DriveScope session");
    QTest::addRow("session: no name") << run({ "--duration", "0.1", "--session", "" })
                                      << QStringLiteral("--session needs a file name");
    QTest::addRow("session and no-save") << run({ "--duration", "0.1", "--session", "x.json", "--no-save" })
                                         << QStringLiteral("cannot be used together");
    QTest::addRow("session: cannot be made") << run({ "--duration", "0.1", "--session", "/proc/none/s.json" })
                                             << QStringLiteral("cannot create the directory /proc/none");
    // A named pipe nobody writes to: open(2) would wait for a writer for ever, deaf to Ctrl-C.
    const QString pipe = m_cache.filePath(QStringLiteral("no-writer.fifo"));
    QFile::remove(pipe);
    if (mkfifo(QFile::encodeName(pipe).constData(), 0600) != 0)
        qWarning("mkfifo %s failed", qPrintable(pipe));
    QTest::addRow("export: a pipe without a writer")
        << QStringList { QStringLiteral("export"), pipe } << QStringLiteral("is empty");
    QTest::addRow("compare: a pipe without a writer")
        << QStringList { QStringLiteral("compare"), pipe, pipe } << QStringLiteral("is empty");
    QTest::addRow("import-fio: a pipe without a writer")
        << QStringList { QStringLiteral("import-fio"), pipe } << QStringLiteral("is not fio JSON output");
    QTest::addRow("render: a pipe without a writer") << QStringList { QStringLiteral("render"),
        QStringLiteral("--session"), pipe, QStringLiteral("--png"), m_cache.filePath(QStringLiteral("pipe.png")) }
                                                     << QStringLiteral("is not JSON");
    QTest::addRow("pattern file: a pipe without a writer") << QStringList { QStringLiteral("pattern"),
        QStringLiteral("--pattern-file"), pipe } << QStringLiteral("is not valid JSON");
    const QString huge = m_cache.filePath(QStringLiteral("huge-pattern.json"));
    QFile file(huge);
    if (file.open(QIODevice::WriteOnly))
        file.write(QByteArray(2 << 20, ' '));
    QTest::addRow("pattern file: 2 MiB") << QStringList { QStringLiteral("pattern"), QStringLiteral("--pattern-file"),
        huge } << QStringLiteral("too large to be a pattern file");
}

void TestCli::badInputExitsTwoWithAClearMessage()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, expectedWords);
    const CliRun run = cli(arguments);
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(expectedWords), qPrintable(run.err));
    QVERIFY2(run.out.isEmpty(), qPrintable(run.out));
    // Refused before anything was created.
    QCOMPARE(QDir(m_cache.path() + QStringLiteral("/drivescope")).entryList(QDir::Files), QStringList());
}

void TestCli::unalignedBlockSizeOnADeviceIsRefused()
{
    DS_REQUIRE_LOOP();
    LoopDevice native4k(16u << 20, 4096);
    QVERIFY2(native4k.isValid(), qPrintable(native4k.errorString()));
    CliRun run = cli({ QStringLiteral("run"), QStringLiteral("--target"), native4k.devicePath(), QStringLiteral("--bs"),
        QStringLiteral("512"), QStringLiteral("--duration"), QStringLiteral("0.2") });
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(QLatin1String("4096-byte logical sector")), qPrintable(run.err));
    run = cli({ QStringLiteral("run"), QStringLiteral("--target"), native4k.devicePath(), QStringLiteral("--offset"),
        QStringLiteral("512"), QStringLiteral("--duration"), QStringLiteral("0.2") });
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(QLatin1String("offset")), qPrintable(run.err));
}

void TestCli::jsonResultCarriesEverythingNeeded_data()
{
    QTest::addColumn<QString>("engine");
    QTest::addRow("io_uring") << QStringLiteral("io_uring");
    QTest::addRow("threads") << QStringLiteral("threads");
}

void TestCli::jsonResultCarriesEverythingNeeded()
{
    DS_REQUIRE_LOOP();
    QFETCH(QString, engine);
    LoopDevice loop(64u << 20);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    const CliRun run = cli({ QStringLiteral("run"), QStringLiteral("--target"), loop.devicePath(),
        QStringLiteral("--bs"), QStringLiteral("512:20,4k:80"), QStringLiteral("--pattern"), QStringLiteral("random"),
        QStringLiteral("--qd"), QStringLiteral("8"), QStringLiteral("--duration"), QStringLiteral("0.4"),
        QStringLiteral("--engine"), engine, QStringLiteral("--json") });
    if (run.status == 2 && run.err.contains(QLatin1String("io_uring")))
        QSKIP("io_uring is not available here");
    QVERIFY2(run.status == 0, qPrintable(run.err));
    QJsonParseError error {};
    const QJsonObject result = QJsonDocument::fromJson(run.out.toUtf8(), &error).object();
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
    QCOMPARE(result.value(QStringLiteral("engine")).toString(), engine);
    QVERIFY(result.value(QStringLiteral("fioCommand")).toString().startsWith(QLatin1String("fio ")));
    QVERIFY(result.value(QStringLiteral("fioCommand")).toString().contains(QLatin1String("--bssplit=512/20:4k/80")));
    QCOMPARE(result.value(QStringLiteral("workload")).toObject().value(QStringLiteral("queueDepth")).toInt(), 8);
    const QJsonObject versions = result.value(QStringLiteral("versions")).toObject();
    for (const char* key : { "drivescope", "qt", "liburing", "kernel" })
        QVERIFY2(!versions.value(QLatin1String(key)).toString().isEmpty(), key);
    const QJsonObject target = result.value(QStringLiteral("target")).toObject();
    QCOMPARE(target.value(QStringLiteral("path")).toString(), loop.devicePath());
    QCOMPARE(target.value(QStringLiteral("sizeBytes")).toInteger(), qint64(64) << 20);
    QCOMPARE(target.value(QStringLiteral("drive")).toObject().value(QStringLiteral("transport")).toString(),
        QStringLiteral("loop"));
    const QJsonObject total = result.value(QStringLiteral("total")).toObject();
    QVERIFY(total.value(QStringLiteral("iops")).toDouble() > 0);
    QVERIFY(total.value(QStringLiteral("megabytesPerSecond")).toDouble() > 0);
    const QJsonObject percentiles
        = total.value(QStringLiteral("latency")).toObject().value(QStringLiteral("percentilesNs")).toObject();
    for (const char* p : { "1", "50", "99", "99.9", "99.99" })
        QVERIFY2(percentiles.value(QLatin1String(p)).toInteger() > 0, p);
    const QJsonArray perSize = total.value(QStringLiteral("issuedPerBlockSize")).toArray();
    QCOMPARE(perSize.size(), 2);
    QVERIFY(perSize.at(1).toInteger() > perSize.at(0).toInteger());
    QVERIFY(total.value(QStringLiteral("cpu")).toObject().contains(QStringLiteral("systemBusyPercent")));
}

void TestCli::csvHasAHeaderAndARowPerRepeat()
{
    DS_REQUIRE_LOOP();
    LoopDevice loop(32u << 20);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    const CliRun run
        = cli({ QStringLiteral("run"), QStringLiteral("--target"), loop.devicePath(), QStringLiteral("--duration"),
            QStringLiteral("0.2"), QStringLiteral("--repeats"), QStringLiteral("3"), QStringLiteral("--csv") });
    QVERIFY2(run.status == 0, qPrintable(run.err));
    const QStringList lines = run.out.trimmed().split(QLatin1Char('\n'));
    QCOMPARE(lines.size(), 4);
    QVERIFY(lines.front().startsWith(QLatin1String("workload,target,engine,repeat,seconds")));
    const int columns = lines.front().count(QLatin1Char(','));
    for (int i = 1; i < 4; ++i)
        QVERIFY(lines[i].contains(QStringLiteral(",%1,").arg(i)));
    QVERIFY(columns > 20);
}

void TestCli::requestLogHasOneLinePerRequest()
{
    QTemporaryDir dir;
    const QString logPath = dir.filePath(QStringLiteral("requests.csv"));
    const CliRun run = cli(
        { QStringLiteral("run"), QStringLiteral("--file-size"), QStringLiteral("16M"), QStringLiteral("--pattern"),
            QStringLiteral("random"), QStringLiteral("--qd"), QStringLiteral("4"), QStringLiteral("--bytes"),
            QStringLiteral("4M"), QStringLiteral("--log-requests"), logPath, QStringLiteral("--json") });
    QVERIFY2(run.status == 0, qPrintable(run.err));
    const qint64 ios = QJsonDocument::fromJson(run.out.toUtf8())
                           .object()
                           .value(QStringLiteral("total"))
                           .toObject()
                           .value(QStringLiteral("readIos"))
                           .toInteger();
    QCOMPARE(ios, qint64(1024)); // 4 MiB in 4 KiB requests
    QFile log(logPath);
    QVERIFY(log.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = log.readAll().trimmed().split('\n');
    QCOMPARE(lines.size(), 1 + ios);
    QCOMPARE(lines.front(), QByteArray("offset,length,op,submit_ns,complete_ns,latency_ns,result"));
    const QList<QByteArray> fields = lines.at(1).split(',');
    QCOMPARE(fields.size(), 7);
    QCOMPARE(fields.at(1), QByteArray("4096"));
    QCOMPARE(fields.at(4).toULongLong() - fields.at(3).toULongLong(), fields.at(5).toULongLong());

    // A log that cannot be written is refused before any I/O.
    const CliRun refused = cli({ QStringLiteral("run"), QStringLiteral("--file-size"), QStringLiteral("16M"),
        QStringLiteral("--log-requests"), QStringLiteral("/nonexistent/dir/log.csv") });
    QCOMPARE(refused.status, 2);
    QVERIFY2(refused.err.contains(QLatin1String("request log")), qPrintable(refused.err));
}

void TestCli::defaultTargetIsATestFileThatIsRemoved()
{
    const CliRun run
        = cli({ QStringLiteral("run"), QStringLiteral("--file-size"), QStringLiteral("16M"), QStringLiteral("--rw"),
            QStringLiteral("mix"), QStringLiteral("--duration"), QStringLiteral("0.3"), QStringLiteral("--json") });
    QVERIFY2(run.status == 0, qPrintable(run.err));
    const QJsonObject result = QJsonDocument::fromJson(run.out.toUtf8()).object();
    const QJsonObject target = result.value(QStringLiteral("target")).toObject();
    QCOMPARE(target.value(QStringLiteral("kind")).toString(), QStringLiteral("file"));
    QVERIFY(
        target.value(QStringLiteral("path")).toString().startsWith(m_cache.path() + QStringLiteral("/drivescope/")));
    QVERIFY(result.value(QStringLiteral("total")).toObject().value(QStringLiteral("writeBytes")).toInteger() > 0);
    QCOMPARE(QDir(m_cache.path() + QStringLiteral("/drivescope")).entryList(QDir::Files), QStringList());
}

void TestCli::ctrlCPrintsPartialResultAndRemovesTheTestFile()
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("XDG_CACHE_HOME"), m_cache.path());
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(DRIVESCOPE_CLI),
        { QStringLiteral("run"), QStringLiteral("--file-size"), QStringLiteral("16M"), QStringLiteral("--pattern"),
            QStringLiteral("random"), QStringLiteral("--duration"), QStringLiteral("60") });
    QVERIFY(process.waitForStarted());
    // Once the file exists and its fill is done the run is under way; give it a moment more.
    const QDir cacheDir(m_cache.path() + QStringLiteral("/drivescope"));
    QTRY_VERIFY_WITH_TIMEOUT(!cacheDir.entryList(QDir::Files).isEmpty(), 20000);
    QThread::msleep(1500);
    ::kill(static_cast<pid_t>(process.processId()), SIGINT);
    QVERIFY2(process.waitForFinished(20000), "the run did not stop after Ctrl-C");
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 130);
    const QString out = QString::fromUtf8(process.readAllStandardOutput());
    QVERIFY2(out.contains(QLatin1String("CANCELLED")), qPrintable(out));
    QVERIFY2(out.contains(QLatin1String("run 1")), qPrintable(out));
    QCOMPARE(cacheDir.entryList(QDir::Files), QStringList());
}

void TestCli::ctrlCWhileFillingRemovesTheTestFile()
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("XDG_CACHE_HOME"), m_cache.path());
    process.setProcessEnvironment(environment);
    // Large enough that the fill is still going when the signal comes.
    process.start(QStringLiteral(DRIVESCOPE_CLI),
        { QStringLiteral("run"), QStringLiteral("--file-size"), QStringLiteral("8G"), QStringLiteral("--duration"),
            QStringLiteral("1") });
    QVERIFY(process.waitForStarted());
    const QDir cacheDir(m_cache.path() + QStringLiteral("/drivescope"));
    QTRY_VERIFY_WITH_TIMEOUT(!cacheDir.entryList(QDir::Files).isEmpty(), 20000);
    ::kill(static_cast<pid_t>(process.processId()), SIGTERM);
    QVERIFY2(process.waitForFinished(20000), "the fill did not stop after SIGTERM");
    QCOMPARE(process.exitCode(), 130);
    QCOMPARE(cacheDir.entryList(QDir::Files), QStringList());
}

void TestCli::quickSuitePrintsItsTable()
{
    const CliRun run = cli({ QStringLiteral("quick"), QStringLiteral("--file-size"), QStringLiteral("32M"),
        QStringLiteral("--profile"), QStringLiteral("default"), QStringLiteral("--duration"), QStringLiteral("0.2"),
        QStringLiteral("--repeats"), QStringLiteral("1"), QStringLiteral("--interval"), QStringLiteral("0") });
    QVERIFY2(run.status == 0, qPrintable(run.err));
    for (const char* name : { "SEQ1M Q8T1", "SEQ1M Q1T1", "RND4K Q32T1", "RND4K Q1T1", "Read MB/s", "Write MB/s" })
        QVERIFY2(run.out.contains(QLatin1String(name)), name);
    QCOMPARE(QDir(m_cache.path() + QStringLiteral("/drivescope")).entryList(QDir::Files), QStringList());
}

// Each profile runs CrystalDiskMark 8's rows: the row's name says the parameters, and the JSON plan of
// every test has them, with the test size as the region and the fio command to match.
void TestCli::quickProfilesRunCrystalDiskMarksRows_data()
{
    QTest::addColumn<QString>("profile");
    QTest::addColumn<QStringList>("rows");
    const QStringList defaults { QStringLiteral("SEQ1M Q8T1"), QStringLiteral("SEQ1M Q1T1"),
        QStringLiteral("RND4K Q32T1"), QStringLiteral("RND4K Q1T1") };
    QTest::addRow("default") << QStringLiteral("default") << defaults;
    QTest::addRow("nvme") << QStringLiteral("nvme")
                          << QStringList { QStringLiteral("SEQ1M Q8T1"), QStringLiteral("SEQ128K Q32T1"),
                                 QStringLiteral("RND4K Q32T16"), QStringLiteral("RND4K Q1T1") };
    QTest::addRow("peak") << QStringLiteral("peak")
                          << QStringList { QStringLiteral("SEQ1M Q8T1"), QStringLiteral("RND4K Q32T16") };
    QTest::addRow("real-world") << QStringLiteral("real-world")
                                << QStringList { QStringLiteral("SEQ1M Q1T1"), QStringLiteral("RND4K Q1T1") };
    QTest::addRow("demo") << QStringLiteral("demo") << QStringList { QStringLiteral("SEQ1M Q8T1") };
    QTest::addRow("flash") << QStringLiteral("flash") << defaults;
}

void TestCli::quickProfilesRunCrystalDiskMarksRows()
{
    QFETCH(QString, profile);
    QFETCH(QStringList, rows);
    const CliRun run = cli({ QStringLiteral("quick"), QStringLiteral("--file-size"), QStringLiteral("32M"),
        QStringLiteral("--profile"), profile, QStringLiteral("--test-size"), QStringLiteral("16M"),
        QStringLiteral("--duration"), QStringLiteral("0.05"), QStringLiteral("--count"), QStringLiteral("1"),
        QStringLiteral("--interval"), QStringLiteral("0"), QStringLiteral("--json"), QStringLiteral("--no-save"),
        QStringLiteral("--no-progress") });
    QVERIFY2(run.status == 0, qPrintable(run.err));
    const QJsonObject result = QJsonDocument::fromJson(run.out.toUtf8()).object();
    QCOMPARE(result.value(QStringLiteral("profile")).toString(), profile);
    QCOMPARE(result.value(QStringLiteral("testBytes")).toString(), QString::number(16u << 20));
    QCOMPARE(result.value(QStringLiteral("repeats")).toInt(), 1);
    const bool ioUring = result.value(QStringLiteral("engine")).toString() == QLatin1String("io_uring");
    const QJsonArray tests = result.value(QStringLiteral("tests")).toArray();
    QCOMPARE(tests.size(), rows.size());
    static const QRegularExpression shape(QStringLiteral("^(SEQ|RND)(\\d+)([KM]) Q(\\d+)T(\\d+)$"));
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const QJsonObject test = tests[i].toObject();
        QCOMPARE(test.value(QStringLiteral("name")).toString(), rows[i]);
        const QRegularExpressionMatch parts = shape.match(rows[i]);
        QVERIFY(parts.hasMatch());
        const bool random = parts.captured(1) == QLatin1String("RND");
        const int blockBytes
            = parts.captured(2).toInt() * (parts.captured(3) == QLatin1String("M") ? 1 << 20 : 1 << 10);
        const int depth = parts.captured(4).toInt();
        const int threads = parts.captured(5).toInt();
        for (const char* side : { "read", "write" }) {
            const QJsonObject workload = test.value(QLatin1String(side)).toObject();
            const QJsonObject spec = workload.value(QStringLiteral("workload")).toObject();
            const QString where = rows[i] + QLatin1Char(' ') + QLatin1String(side);
            QVERIFY2(!spec.isEmpty(), qPrintable(where));
            QCOMPARE(spec.value(QStringLiteral("readPercent")).toInt(), side == std::string_view("read") ? 100 : 0);
            QCOMPARE(spec.value(QStringLiteral("randomPercent")).toInt(), random ? 100 : 0);
            QCOMPARE(
                spec.value(QStringLiteral("blockSizes")).toArray()[0].toObject().value(QStringLiteral("bytes")).toInt(),
                blockBytes);
            QCOMPARE(spec.value(QStringLiteral("queueDepth")).toInt(), depth);
            QCOMPARE(spec.value(QStringLiteral("jobs")).toInt(1), threads);
            QCOMPARE(spec.value(QStringLiteral("regionLength")).toVariant().toULongLong(), uint64_t { 16 } << 20);
            QCOMPARE(workload.value(QStringLiteral("repeats")).toArray().size(), 1);
            const QString fio = workload.value(QStringLiteral("fioCommand")).toString();
            QVERIFY2(fio.contains(QStringLiteral("--bs=%1").arg(parts.captured(2) + parts.captured(3).toLower())),
                qPrintable(fio));
            if (ioUring) {
                QVERIFY2(fio.contains(QStringLiteral("--iodepth=%1").arg(depth)), qPrintable(fio));
                QVERIFY2(fio.contains(QStringLiteral("--numjobs=%1").arg(threads)) == (threads > 1), qPrintable(fio));
            }
        }
    }
}

// The mix row reads and writes at once, at the ratio asked; the text report carries CrystalDiskMark's fields.
void TestCli::quickMixRowReadsItsShare()
{
    const CliRun run = cli({ QStringLiteral("quick"), QStringLiteral("--file-size"), QStringLiteral("32M"),
        QStringLiteral("--profile"), QStringLiteral("real-world"), QStringLiteral("--mix"), QStringLiteral("R70/W30"),
        QStringLiteral("--test-size"), QStringLiteral("16M"), QStringLiteral("--duration"), QStringLiteral("0.3"),
        QStringLiteral("--repeats"), QStringLiteral("1"), QStringLiteral("--interval"), QStringLiteral("0"),
        QStringLiteral("--comment"), QStringLiteral("for the forum"), QStringLiteral("--json"),
        QStringLiteral("--no-save"), QStringLiteral("--no-progress") });
    QVERIFY2(run.status == 0, qPrintable(run.err));
    const QJsonObject result = QJsonDocument::fromJson(run.out.toUtf8()).object();
    QCOMPARE(result.value(QStringLiteral("mixReadPercent")).toInt(), 70);
    const QJsonArray tests = result.value(QStringLiteral("tests")).toArray();
    QCOMPARE(tests.size(), 3);
    const QJsonObject mixRow = tests[2].toObject();
    QCOMPARE(mixRow.value(QStringLiteral("name")).toString(), QStringLiteral("MIX RND4K Q1T1"));
    QVERIFY(!mixRow.contains(QStringLiteral("read")) && !mixRow.contains(QStringLiteral("write")));
    const QJsonObject mix = mixRow.value(QStringLiteral("mix")).toObject();
    QCOMPARE(mix.value(QStringLiteral("workload")).toObject().value(QStringLiteral("readPercent")).toInt(), 70);
    QVERIFY2(mix.value(QStringLiteral("fioCommand")).toString().contains(QLatin1String("--rwmixread=70")),
        qPrintable(mix.value(QStringLiteral("fioCommand")).toString()));
    const QJsonObject measured = mix.value(QStringLiteral("repeats")).toArray()[0].toObject();
    const double reads = measured.value(QStringLiteral("readIos")).toDouble();
    const double writes = measured.value(QStringLiteral("writeIos")).toDouble();
    const double count = reads + writes;
    QVERIFY2(count >= 200, qPrintable(QString::number(count)));
    // Five standard deviations of a 70 % share drawn `count` times.
    const double share = reads / count;
    QVERIFY2(std::abs(share - 0.70) < 5 * std::sqrt(0.7 * 0.3 / count),
        qPrintable(QStringLiteral("read share %1 of %2 requests").arg(share).arg(count)));

    const QString text = result.value(QStringLiteral("text")).toString();
    for (const char* words : { "[Read]", "[Write]", "[Mix] Read 70%/Write 30%", "Profile: Real world performance",
             "Test: 16MiB (x1)", "Mode: read & write", "Time: Measure 0.3 sec / Interval 0 sec",
             "Date: ", "OS: ", "Comment: for the forum" })
        QVERIFY2(text.contains(QLatin1String(words)), qPrintable(QLatin1String(words) + QLatin1Char('\n') + text));
    QCOMPARE(text.count(QLatin1String("MB/s [")), 5);
}

// --unit puts the unit's figure first in every table (run, a sweep, multi, quick and its text) and leaves
// the JSON as it was: each table's figures are checked against the session the same run saved.
void TestCli::tablesShowTheChosenUnit_data()
{
    QTest::addColumn<QString>("unit");
    QTest::addColumn<int>("which"); // a ds::DisplayUnit
    QTest::addRow("MB/s") << QStringLiteral("MB/s") << static_cast<int>(DisplayUnit::MegabytesPerSecond);
    QTest::addRow("GB/s") << QStringLiteral("gbps") << static_cast<int>(DisplayUnit::GigabytesPerSecond);
    QTest::addRow("IOPS") << QStringLiteral("IOPS") << static_cast<int>(DisplayUnit::Iops);
    QTest::addRow("µs") << QStringLiteral("µs") << static_cast<int>(DisplayUnit::Microseconds);
}

void TestCli::tablesShowTheChosenUnit()
{
    QFETCH(QString, unit);
    QFETCH(int, which);
    const auto displayed = static_cast<DisplayUnit>(which);
    DS_REQUIRE_LOOP();
    LoopDevice first(32u << 20);
    LoopDevice second(32u << 20);
    QVERIFY2(first.isValid(), qPrintable(first.errorString()));
    QVERIFY2(second.isValid(), qPrintable(second.errorString()));
    const std::vector<DisplayUnit> order = displayOrder(displayed);
    // The tables' decimals: run, the sweeps and multi write MB/s with 1, GB/s 3, IOPS none, µs 1.
    auto tableDecimals = [](DisplayUnit column) {
        return column == DisplayUnit::GigabytesPerSecond ? 3 : column == DisplayUnit::Iops ? 0 : 1;
    };
    // `line`'s words from `from` on are the figures of `order`'s first two units, to the decimals shown.
    auto checkFigures = [&](const QString& line, qsizetype from, const DisplayFigures& figures,
                            const std::function<int(DisplayUnit)>& decimals) {
        const QStringList words = line.simplified().split(QLatin1Char(' '));
        if (words.size() < from + 2)
            return QStringLiteral("too few words in '%1'").arg(line);
        for (qsizetype i = 0; i < 2; ++i) {
            const DisplayUnit column = order[static_cast<size_t>(i)];
            QString word = words[from + i];
            word.remove(QString::fromUtf8(kUnconfirmedMark));
            const double expected = figures.in(column);
            const double tolerance = 0.5 * std::pow(10.0, -decimals(column)) + 1e-9 * expected;
            bool ok = false;
            const double shown = word.toDouble(&ok);
            if (!ok || std::abs(shown - expected) > tolerance)
                return QStringLiteral("%1 shows '%2' for %3 in '%4'")
                    .arg(displayUnitTitle(column), word)
                    .arg(expected)
                    .arg(line);
        }
        return QString();
    };
    auto lineStarting = [](const QString& out, const QString& start) {
        for (const QString& line : out.split(QLatin1Char('\n')))
            if (line.startsWith(start))
                return line;
        return QString();
    };
    auto loadRun = [](const QString& path) { return loadSession(path).runs.back(); }; // each row adds its own
    const QString title = displayUnitTitle(order[0]);

    // run: "run 1" and its first two figures.
    const QString runSession = m_cache.filePath(QStringLiteral("unit-run.json"));
    CliRun run = cli({ QStringLiteral("run"), QStringLiteral("--target"), first.devicePath(), QStringLiteral("--bs"),
        QStringLiteral("4k"), QStringLiteral("--pattern"), QStringLiteral("random"), QStringLiteral("--qd"),
        QStringLiteral("4"), QStringLiteral("--duration"), QStringLiteral("0.3"), QStringLiteral("--unit"), unit,
        QStringLiteral("--session"), runSession, QStringLiteral("--no-progress") });
    QVERIFY2(run.status == 0, qPrintable(run.err));
    {
        const SessionRun stored = loadRun(runSession);
        const auto& result = std::get<WorkloadResult>(stored.result);
        const QString header = run.out.section(QStringLiteral("\n\n"), 1, 1).section(QLatin1Char('\n'), 0, 0);
        QVERIFY2(
            header.simplified().startsWith(order[0] == DisplayUnit::Microseconds ? QStringLiteral("mean µs") : title),
            qPrintable(run.out));
        const QString error = checkFigures(
            lineStarting(run.out, QStringLiteral("run 1")), 2, DisplayFigures::of(result.repeats.at(0)), tableDecimals);
        QVERIFY2(error.isEmpty(), qPrintable(error + QLatin1Char('\n') + run.out));
    }

    // sweep-qd: the depth, then the unit's figure, its ±, and the next one.
    const QString sweepSession = m_cache.filePath(QStringLiteral("unit-sweep.json"));
    run = cli({ QStringLiteral("sweep-qd"), QStringLiteral("--target"), first.devicePath(), QStringLiteral("--depths"),
        QStringLiteral("1,4"), QStringLiteral("--bs"), QStringLiteral("4k"), QStringLiteral("--duration"),
        QStringLiteral("0.2"), QStringLiteral("--unit"), unit, QStringLiteral("--session"), sweepSession,
        QStringLiteral("--no-progress") });
    QVERIFY2(run.status == 0, qPrintable(run.err));
    {
        const SessionRun stored = loadRun(sweepSession);
        const auto& sweep = std::get<SweepResult>(stored.result);
        QCOMPARE(sweep.points.size(), size_t { 2 });
        for (const SweepPoint& point : sweep.points) {
            QVERIFY(point.measured());
            QString line = lineStarting(run.out, QStringLiteral("%1 ").arg(point.value, 8));
            // Without the ± between the first and second figure.
            QStringList words = line.simplified().split(QLatin1Char(' '));
            QVERIFY2(words.size() > 4, qPrintable(run.out));
            words.removeAt(2);
            const QString error = checkFigures(
                words.join(QLatin1Char(' ')), 1, DisplayFigures::of(point.result->repeats.at(0)), tableDecimals);
            QVERIFY2(error.isEmpty(), qPrintable(error + QLatin1Char('\n') + run.out));
        }
    }

    // multi --scaling: each target's line of the last step, and the scaling table's rows.
    const QString multiSession = m_cache.filePath(QStringLiteral("unit-multi.json"));
    run = cli({ QStringLiteral("multi"), QStringLiteral("--targets"),
        first.devicePath() + QLatin1Char(',') + second.devicePath(), QStringLiteral("--scaling"),
        QStringLiteral("--bs"), QStringLiteral("4k"), QStringLiteral("--pattern"), QStringLiteral("random"),
        QStringLiteral("--duration"), QStringLiteral("0.3"), QStringLiteral("--unit"), unit,
        QStringLiteral("--session"), multiSession, QStringLiteral("--no-progress") });
    QVERIFY2(run.status == 0, qPrintable(run.err));
    {
        const SessionRun stored = loadRun(multiSession);
        const auto& scaling = std::get<MultiTargetScaling>(stored.result);
        QCOMPARE(scaling.steps.size(), size_t { 2 });
        const MultiTargetResult& multi = scaling.steps.back();
        const QString lastStep = run.out.section(QStringLiteral("\n2 targets"), 1);
        for (const WorkloadResult& target : multi.perTarget) {
            QStringList words
                = lineStarting(lastStep, target.target.path + QLatin1Char(' ')).simplified().split(QLatin1Char(' '));
            QVERIFY2(words.size() > 4, qPrintable(run.out));
            words.removeAt(2);
            const DisplayFigures figures { target.megabytesPerSecond().mean, target.iops().mean,
                target.merged().combinedLatency().meanNs() / 1e3 };
            const QString error = checkFigures(words.join(QLatin1Char(' ')), 1, figures, tableDecimals);
            QVERIFY2(error.isEmpty(), qPrintable(error + QLatin1Char('\n') + run.out));
        }
        // "Scaling  targets <unit> <next> of alone", then a row per step: its aggregate in the unit first.
        const QString table = run.out.section(QStringLiteral("\nScaling  "), 1);
        QVERIFY2(table.section(QLatin1Char('\n'), 0, 0)
                     .simplified()
                     .startsWith(QStringLiteral("targets %1")
                                     .arg(order[0] == DisplayUnit::Microseconds ? QStringLiteral("mean µs") : title)),
            qPrintable(run.out));
        const QStringList rows = table.split(QLatin1Char('\n')).mid(1, 2);
        QCOMPARE(rows.size(), 2);
        for (int step = 0; step < 2; ++step) {
            const DisplayFigures figures = scaling.steps[static_cast<size_t>(step)].aggregateFigures();
            const QString error = checkFigures(rows[step], 1, figures, tableDecimals);
            QVERIFY2(error.isEmpty(), qPrintable(error + QLatin1Char('\n') + run.out));
            QCOMPARE(rows[step].simplified().split(QLatin1Char(' ')).front(), QString::number(step + 1));
        }
        // "of alone": the step's figure over both targets' own, each measured alone in the same run, added
        // up (for µs their mean weighed by their IOPS), not over the first target's times two.
        QCOMPARE(scaling.alone.size(), size_t { 2 });
        QCOMPARE(scaling.alone[1].target.path, multi.perTarget[1].target.path);
        const double alone0 = DisplayFigures::meanOf(scaling.alone[0].repeats).in(displayed);
        const double alone1 = DisplayFigures::meanOf(scaling.alone[1].repeats).in(displayed);
        const double iops0 = DisplayFigures::meanOf(scaling.alone[0].repeats).iops;
        const double iops1 = DisplayFigures::meanOf(scaling.alone[1].repeats).iops;
        const double reference = displayed == DisplayUnit::Microseconds
            ? (alone0 * iops0 + alone1 * iops1) / (iops0 + iops1)
            : alone0 + alone1;
        QCOMPARE(scaling.referenceIn(displayed).at(1), reference);
        const double ratio = scaling.steps[1].aggregateFigures().in(displayed) / reference;
        QVERIFY2(std::abs(rows[1].simplified().split(QLatin1Char(' ')).at(3).toDouble() - ratio) <= 0.005 + 1e-9,
            qPrintable(run.out));
    }

    // pattern: the rating line in the unit, with IOMeter's IOPS beside it where the unit is another.
    const QString patternSession = m_cache.filePath(QStringLiteral("unit-pattern.json"));
    run = cli({ QStringLiteral("pattern"), QStringLiteral("--target"), first.devicePath(), QStringLiteral("--patterns"),
        QStringLiteral("WebServer"), QStringLiteral("--loads"), QStringLiteral("1,4"), QStringLiteral("--duration"),
        QStringLiteral("0.2"), QStringLiteral("--unit"), unit, QStringLiteral("--session"), patternSession,
        QStringLiteral("--no-progress") });
    QVERIFY2(run.status == 0, qPrintable(run.err));
    {
        const SessionRun stored = loadRun(patternSession);
        const PatternResult& pattern = std::get<PatternSuiteResult>(stored.result).patterns.at(0);
        const QStringList words = lineStarting(run.out, QStringLiteral("Rating ")).simplified().split(QLatin1Char(' '));
        QVERIFY2(words.size() > 4, qPrintable(run.out));
        QCOMPARE(words[2], displayUnitTitle(displayed));
        QVERIFY(pattern.rating().has_value());
        const double rating = *pattern.ratingIn(displayed);
        QVERIFY2(
            std::abs(words[1].toDouble() - rating) <= 0.5 * std::pow(10.0, -tableDecimals(displayed)) + 1e-9 * rating,
            qPrintable(QStringLiteral("%1 for %2\n%3").arg(words[1]).arg(rating).arg(run.out)));
        if (displayed != DisplayUnit::Iops)
            QCOMPARE(words[3], QStringLiteral("[%1").arg(*pattern.rating(), 0, 'f', 0));
        // IOMeter's rating is the IOPS one.
        QVERIFY(std::abs(*pattern.ratingIn(DisplayUnit::Iops) - *pattern.rating()) <= 1e-9 * *pattern.rating());
    }

    // quick: the table's read figures (the unit's with CrystalDiskMark's decimals, then MB/s 2 or IOPS 0),
    // and the --text report's first figure with its unit.
    for (const bool text : { false, true }) {
        const QString quickSession = m_cache.filePath(QStringLiteral("unit-quick-%1.json").arg(text));
        QStringList arguments { QStringLiteral("quick"), QStringLiteral("--target"), first.devicePath(),
            QStringLiteral("--read-only"), QStringLiteral("--profile"), QStringLiteral("real-world"),
            QStringLiteral("--test-size"), QStringLiteral("16M"), QStringLiteral("--duration"), QStringLiteral("0.2"),
            QStringLiteral("--count"), QStringLiteral("1"), QStringLiteral("--interval"), QStringLiteral("0"),
            QStringLiteral("--unit"), unit, QStringLiteral("--session"), quickSession,
            QStringLiteral("--no-progress") };
        if (text)
            arguments << QStringLiteral("--text");
        run = cli(arguments);
        QVERIFY2(run.status == 0, qPrintable(run.err));
        const SessionRun stored = loadRun(quickSession);
        const auto& quick = std::get<QuickSuiteResult>(stored.result);
        const QuickSuiteRow& row = quick.rows.at(1); // RND4K Q1T1
        QCOMPARE(row.name, QStringLiteral("RND4K Q1T1"));
        const QuickFigure figure = quick.figure(*row.read);
        if (!text) {
            QVERIFY2(run.out.contains(QStringLiteral("Read %1").arg(title)), qPrintable(run.out));
            const QString line = lineStarting(run.out, row.name);
            QStringList words = line.simplified().split(QLatin1Char(' '));
            QVERIFY2(words.size() > 4, qPrintable(run.out));
            words.removeAt(1); // the row's name is two words
            words.removeAt(2); // and the write column, "-" without writes
            const QString error = checkFigures(words.join(QLatin1Char(' ')), 1, figure, [&](DisplayUnit column) {
                return column == order[0] ? displayUnitDecimals(column) : column == DisplayUnit::Iops ? 0 : 2;
            });
            QVERIFY2(error.isEmpty(), qPrintable(error + QLatin1Char('\n') + run.out));
        } else {
            static const QRegularExpression rnd(
                QStringLiteral("RND\\s+4KiB \\(Q=\\s*1, T=\\s*1\\):\\s+([0-9.]+) (MB/s|GB/s|IOPS|us) \\["));
            const QRegularExpressionMatch match = rnd.match(run.out);
            QVERIFY2(match.hasMatch(), qPrintable(run.out));
            QCOMPARE(match.captured(2), displayUnitKey(displayed));
            const int decimals = displayed == DisplayUnit::Iops ? 1 : displayed == DisplayUnit::Microseconds ? 2 : 3;
            QVERIFY2(std::abs(match.captured(1).toDouble() - figure.in(displayed)) <= 0.5 * std::pow(10.0, -decimals),
                qPrintable(run.out));
        }
    }
}

// Half of the quick suite writes. On a device without --allow-destroy it is refused (exit 2, as every
// refused write), not cut to its reads with exit 0; --read-only is how to ask for the reads alone.
void TestCli::quickOnADeviceNeedsConsentOrReadOnly()
{
    DS_REQUIRE_LOOP();
    LoopDevice loop(32u << 20);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    QString error;
    QVERIFY2(fillWithPattern(loop.devicePath(), 32u << 20, 7, &error), qPrintable(error));
    const QString before = sha256OfFile(loop.devicePath());
    const QStringList quick { QStringLiteral("quick"), QStringLiteral("--target"), loop.devicePath(),
        QStringLiteral("--duration"), QStringLiteral("0.1"), QStringLiteral("--repeats"), QStringLiteral("1"),
        QStringLiteral("--interval"), QStringLiteral("0"), QStringLiteral("--no-save"),
        QStringLiteral("--no-progress") };

    CliRun run = cli(quick);
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(QStringLiteral("--allow-destroy=") + loop.devicePath())
            && run.err.contains(QLatin1String("--read-only")),
        qPrintable(run.err));
    QVERIFY2(run.out.isEmpty(), qPrintable(run.out)); // nothing ran

    run = cli(quick + QStringList { QStringLiteral("--read-only"), QStringLiteral("--json") });
    QVERIFY2(run.status == 0, qPrintable(run.err));
    const QJsonObject result = QJsonDocument::fromJson(run.out.toUtf8()).object();
    QCOMPARE(result.value(QStringLiteral("writes")).toBool(true), false);
    const QJsonArray rows = result.value(QStringLiteral("tests")).toArray();
    QCOMPARE(rows.size(), 4);
    for (const QJsonValue& row : rows) {
        QVERIFY(row.toObject().value(QStringLiteral("read")).isObject());
        QVERIFY(!row.toObject().value(QStringLiteral("write")).isObject());
    }
    QCOMPARE(sha256OfFile(loop.devicePath()), before);
}

// A directory's entries by their bytes, sorted (QDir leaves out names that are not valid UTF-8).
static QList<QByteArray> rawEntries(const QByteArray& path)
{
    QList<QByteArray> names;
    if (DIR* directory = ::opendir(path.constData())) {
        while (const dirent* entry = ::readdir(directory))
            if (qstrcmp(entry->d_name, ".") != 0 && qstrcmp(entry->d_name, "..") != 0)
                names << QByteArray(entry->d_name);
        ::closedir(directory);
    }
    std::sort(names.begin(), names.end());
    return names;
}

void TestCli::targetNameThatIsNotUtf8IsRefused_data()
{
    QTest::addColumn<QString>("command"); // a shell command; $1 is the name, made of bytes
    QTest::addRow("run") << QStringLiteral(
        "exec \"$0\" run --target \"$1\" --file-size 8M --duration 0.1 --no-save --no-progress");
    QTest::addRow("multi") << QStringLiteral(
        "exec \"$0\" multi --targets \"$2,$1\" --file-size 8M --duration 0.1 --no-save --no-progress");
    QTest::addRow("copy") << QStringLiteral(
        "exec \"$0\" copy --target \"$2\" --to \"$1\" --size 1M --files 1 --small-size 4k --no-save");
}

// Qt reads a name that is not valid UTF-8 with U+FFFD for each bad byte; encoded back, that names
// another file. The name is refused, rather than a test file made and removed under another name.
void TestCli::targetNameThatIsNotUtf8IsRefused()
{
    QFETCH(QString, command);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QByteArray parent = QFile::encodeName(dir.path());
    const QByteArray badName = parent + "/bad-\xff-dir";
    QCOMPARE(::mkdir(badName.constData(), 0755), 0);
    // Qt cannot name it to remove it: it goes by its bytes, also when the test fails.
    const std::unique_ptr<const char, void (*)(const char*)> removeBadName(
        badName.constData(), [](const char* name) { ::rmdir(name); });
    const QString other = dir.filePath(QStringLiteral("good"));
    QVERIFY(QDir().mkpath(other));
    // QProcess would pass the name as UTF-8; the shell passes its bytes as they are.
    const CliRun run = runCli(QStringLiteral("/bin/sh"),
        { QStringLiteral("-c"),
            QStringLiteral("name=\"$(printf '%s/bad-\\377-dir' \"$1\")\"; shift; set -- \"$name\" \"$@\"; ") + command,
            QStringLiteral(DRIVESCOPE_CLI), dir.path(), other },
        m_cache.path());
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(QLatin1String("is not valid UTF-8")), qPrintable(run.err));
    // Nothing made anywhere, under either name.
    QCOMPARE(rawEntries(parent), (QList<QByteArray> { "bad-\xff-dir", "good" }));
    QCOMPARE(rawEntries(badName), QList<QByteArray>());
    QCOMPARE(QDir(other).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden), QStringList());
}

void TestCli::multiRefusesOneTargetSpelledTwice_data()
{
    QTest::addColumn<QString>("second"); // how the second names the first, "X" being the first
    QTest::addColumn<QString>("kind");
    QTest::addRow("trailing slash") << QStringLiteral("X/") << QStringLiteral("directory");
    QTest::addRow("dot") << QStringLiteral("X/.") << QStringLiteral("directory");
    QTest::addRow("dot inside") << QStringLiteral("X/../dir/./") << QStringLiteral("directory");
    QTest::addRow("link") << QStringLiteral("link") << QStringLiteral("directory");
    QTest::addRow("new file twice") << QStringLiteral("X/../dir/new.dat") << QStringLiteral("new test file");
    QTest::addRow("device by another name") << QStringLiteral("disk") << QStringLiteral("block device");
}

// One target named twice would run two workers on it, and on a directory failed with "File
// exists": it is refused up front, naming both spellings.
void TestCli::multiRefusesOneTargetSpelledTwice()
{
    QFETCH(QString, second);
    QFETCH(QString, kind);
    QTemporaryDir base;
    QVERIFY(base.isValid());
    const QString directory = base.filePath(QStringLiteral("dir"));
    QVERIFY(QDir().mkpath(directory));
    QVERIFY(QFile::link(directory, base.filePath(QStringLiteral("link"))));
    QString first = directory;
    std::unique_ptr<LoopDevice> loop;
    if (kind == QLatin1String("block device")) {
        DS_REQUIRE_LOOP();
        loop = std::make_unique<LoopDevice>(16u << 20);
        QVERIFY2(loop->isValid(), qPrintable(loop->errorString()));
        // As /dev/disk/by-id/… names a drive: a link to its node.
        first = loop->devicePath();
        second = base.filePath(second);
        QVERIFY(QFile::link(first, second));
    } else if (kind == QLatin1String("new test file")) {
        first = directory + QStringLiteral("/new.dat");
        second.replace(QLatin1Char('X'), directory);
    } else if (second == QLatin1String("link")) {
        second = base.filePath(second);
    } else {
        second.replace(QLatin1Char('X'), directory);
    }
    const CliRun run = cli({ QStringLiteral("multi"), QStringLiteral("--targets"), first + QLatin1Char(',') + second,
        QStringLiteral("--file-size"), QStringLiteral("8M"), QStringLiteral("--duration"), QStringLiteral("0.1"),
        QStringLiteral("--no-save"), QStringLiteral("--no-progress") });
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(QStringLiteral("%1 and %2 are one target (the same %3)").arg(first, second, kind)),
        qPrintable(run.err));
    QCOMPARE(QDir(directory).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden), QStringList());
}

// A filter that makes io_uring_setup fail with ENOSYS, as an old kernel or a container's seccomp
// profile would; everything else is allowed.
static void blockIoUringWithSeccomp()
{
    sock_filter filter[] = {
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(seccomp_data, nr)),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_io_uring_setup, 0, 1),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | (ENOSYS & SECCOMP_RET_DATA)),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
    };
    sock_fprog program { static_cast<unsigned short>(std::size(filter)), filter };
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0 || prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &program) != 0)
        _exit(99);
}

void TestCli::fallsBackToThreadsWhenSeccompBlocksIoUring()
{
    auto runBlocked = [this](const QStringList& arguments) {
        return runCli(QStringLiteral(DRIVESCOPE_CLI), arguments, m_cache.path(), 60000, blockIoUringWithSeccomp);
    };
    const QStringList arguments { QStringLiteral("run"), QStringLiteral("--file-size"), QStringLiteral("8M"),
        QStringLiteral("--duration"), QStringLiteral("0.2"), QStringLiteral("--json") };
    CliRun run = runBlocked(arguments);
    QVERIFY2(run.status != 99, "could not install the seccomp filter");
    QVERIFY2(run.status == 0, qPrintable(run.err));
    const QJsonObject result = QJsonDocument::fromJson(run.out.toUtf8()).object();
    QCOMPARE(result.value(QStringLiteral("engine")).toString(), QStringLiteral("threads"));
    QVERIFY2(result.value(QStringLiteral("engineNotes")).toString().contains(QLatin1String("no io_uring")),
        qPrintable(result.value(QStringLiteral("engineNotes")).toString()));
    QVERIFY(result.value(QStringLiteral("total")).toObject().value(QStringLiteral("readIos")).toInteger() > 0);

    // Asking for io_uring by name where it cannot be had is an error, not a silent substitute.
    run = runBlocked(arguments + QStringList { QStringLiteral("--engine"), QStringLiteral("io_uring") });
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(QLatin1String("io_uring")), qPrintable(run.err));
    QCOMPARE(QDir(m_cache.path() + QStringLiteral("/drivescope")).entryList(QDir::Files), QStringList());
}

void TestCli::testFileWithoutDirectIoSaysSo()
{
    DS_REQUIRE_LOOP(); // root, to mount
    // ramfs has no O_DIRECT: the run goes on through the page cache and says so.
    ScopedMount ramfs(QStringLiteral("none"), QStringLiteral("ramfs"));
    QVERIFY2(ramfs.isValid(), qPrintable(ramfs.errorString()));
    const CliRun run
        = cli({ QStringLiteral("run"), QStringLiteral("--target"), ramfs.mountPoint(), QStringLiteral("--file-size"),
            QStringLiteral("8M"), QStringLiteral("--duration"), QStringLiteral("0.2"), QStringLiteral("--json") });
    QVERIFY2(run.status == 0, qPrintable(run.err));
    const QJsonObject target
        = QJsonDocument::fromJson(run.out.toUtf8()).object().value(QStringLiteral("target")).toObject();
    QCOMPARE(target.value(QStringLiteral("directIo")).toBool(), false);
    QVERIFY(target.value(QStringLiteral("notes"))
                .toArray()
                .toVariantList()
                .constLast()
                .toString()
                .contains(QLatin1String("does not allow O_DIRECT")));
    QCOMPARE(QDir(ramfs.mountPoint()).entryList(QDir::Files), QStringList());
}

void TestCli::fullFilesystemGivesAClearErrorAndLeavesNoFile()
{
    DS_REQUIRE_LOOP(); // root, to mount
    ScopedMount small(QStringLiteral("none"), QStringLiteral("tmpfs"), QStringLiteral("size=8m"));
    QVERIFY2(small.isValid(), qPrintable(small.errorString()));
    const CliRun run = cli({ QStringLiteral("run"), QStringLiteral("--target"), small.mountPoint(),
        QStringLiteral("--file-size"), QStringLiteral("64M"), QStringLiteral("--duration"), QStringLiteral("0.2") });
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(QLatin1String("no room")), qPrintable(run.err));
    QVERIFY(run.out.isEmpty());
    QCOMPARE(QDir(small.mountPoint()).entryList(QDir::Files), QStringList());
}

void TestCli::versionAndHelp()
{
    CliRun run = cli({ QStringLiteral("--version") });
    QCOMPARE(run.status, 0);
    QVERIFY(run.out.startsWith(QLatin1String("drivescope-cli ")));
    run = cli({ QStringLiteral("run"), QStringLiteral("--help") });
    QCOMPARE(run.status, 0);
    QVERIFY(run.out.contains(QLatin1String("--allow-destroy")));
}

// Each command's help names it, and every option it shows is one the command parses.
void TestCli::commandHelp_data()
{
    QTest::addColumn<QString>("command");
    const CliRun usage = cli({ QStringLiteral("--help") });
    QCOMPARE(usage.status, 0);
    const QString commands = usage.out.section(QStringLiteral("Commands:\n"), 1).section(QStringLiteral("\n\n"), 0, 0);
    int rows = 0;
    for (const QString& line : commands.split(QLatin1Char('\n'))) {
        static const QRegularExpression name(QStringLiteral("^  ([a-z][a-z-]*) "));
        if (const QRegularExpressionMatch match = name.match(line); match.hasMatch()) {
            QTest::newRow(qPrintable(match.captured(1))) << match.captured(1);
            ++rows;
        }
    }
    QVERIFY2(rows >= 20, qPrintable(usage.out));
}

void TestCli::commandHelp()
{
    QFETCH(QString, command);
    const CliRun help = cli({ command, QStringLiteral("--help") });
    QCOMPARE(help.status, 0);
    QVERIFY2(
        help.out.startsWith(QStringLiteral("Usage: drivescope-cli %1 [options]").arg(command)), qPrintable(help.out));
    // Its own description on the next line, then its options.
    QVERIFY2(!help.out.section(QLatin1Char('\n'), 1, 1).trimmed().isEmpty(), qPrintable(help.out));
    QVERIFY2(help.out.contains(QLatin1String("\nOptions:\n")), qPrintable(help.out));
    static const QRegularExpression optionLine(
        QStringLiteral("^  (?:-[a-z], )?--([a-z][a-z0-9-]*)( <[^>]+>)?"), QRegularExpression::MultilineOption);
    QStringList seen;
    QStringList arguments { command };
    for (auto it = optionLine.globalMatch(help.out); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        const QString name = match.captured(1);
        QVERIFY2(!seen.contains(name), qPrintable(QStringLiteral("%1 shows --%2 twice").arg(command, name)));
        seen += name;
        arguments += QStringLiteral("--") + name;
        if (!match.captured(2).isEmpty())
            arguments += QStringLiteral("1");
    }
    QVERIFY2(seen.contains(QLatin1String("help")), qPrintable(help.out));
    // The command's parser takes every option its help shows (with --help among them, nothing runs; a
    // value may still be refused, but no option is unknown).
    const CliRun run = cli(arguments);
    QVERIFY2(!run.err.contains(QLatin1String("Unknown option")),
        qPrintable(QStringLiteral("%1 shows an option it does not take: %2").arg(command, run.err)));
}

// The options the shared option lists once showed where they mean nothing are gone: refused as unknown.
void TestCli::optionsACommandDoesNotUse_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("option");
    QTest::newRow("sustained --write") << QStringList { QStringLiteral("sustained"), QStringLiteral("--write") }
                                       << QStringLiteral("write");
    for (const char* command : { "access", "burst", "scan" })
        QTest::newRow(qPrintable(QStringLiteral("%1 --allow-destroy").arg(QLatin1String(command))))
            << QStringList { QLatin1String(command), QStringLiteral("--allow-destroy=/dev/null") }
            << QStringLiteral("allow-destroy");
    QTest::newRow("pts --file-size") << QStringList { QStringLiteral("pts"), QStringLiteral("--file-size=1G") }
                                     << QStringLiteral("file-size");
    for (const char* option : { "cool-below", "cool-idle", "cool-limit", "temperature-interval" })
        QTest::newRow(qPrintable(QStringLiteral("import-fio --%1").arg(QLatin1String(option))))
            << QStringList { QStringLiteral("import-fio"), QStringLiteral("--%1=1").arg(QLatin1String(option)) }
            << QString::fromLatin1(option);
}

void TestCli::optionsACommandDoesNotUse()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, option);
    const CliRun help = cli({ arguments.constFirst(), QStringLiteral("--help") });
    QVERIFY2(!help.out.contains(QStringLiteral("--%1").arg(option)), qPrintable(help.out));
    const CliRun run = cli(arguments);
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(QStringLiteral("Unknown option '%1'").arg(option)), qPrintable(run.err));
}

// Every file the CLI writes (session, export, image, request log) at a path that is a device is
// refused, and neither the device's data nor its node changes. The nodes are made in a scratch
// directory with a loop device's numbers and /dev/null's, so even a failing test cannot replace a
// node in /dev; what reaches the loop device shows in its backing file.
void TestCli::outputsAreNeverWrittenToADevice()
{
    if (const QString reason = loopDevicesUnavailableReason(); !reason.isEmpty())
        QSKIP(qPrintable(reason));
    LoopDevice loop(8u << 20);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    struct stat loopStatus { };
    QCOMPARE(::stat(QFile::encodeName(loop.devicePath()).constData(), &loopStatus), 0);
    QTemporaryDir nodes;
    QVERIFY(nodes.isValid());
    const QString disk = nodes.filePath(QStringLiteral("disk"));
    const QString null = nodes.filePath(QStringLiteral("null"));
    if (::mknod(QFile::encodeName(disk).constData(), S_IFBLK | 0600, loopStatus.st_rdev) != 0
        || ::mknod(QFile::encodeName(null).constData(), S_IFCHR | 0666, makedev(1, 3)) != 0)
        QSKIP("device nodes cannot be made here (mknod needs root)");
    auto nodesIntact = [&]() {
        struct stat status { };
        const bool diskIntact = ::lstat(QFile::encodeName(disk).constData(), &status) == 0 && S_ISBLK(status.st_mode)
            && status.st_rdev == loopStatus.st_rdev;
        const bool nullIntact = ::lstat(QFile::encodeName(null).constData(), &status) == 0 && S_ISCHR(status.st_mode);
        QFile backing(loop.backingFile());
        const bool dataIntact = backing.open(QIODevice::ReadOnly) && backing.read(1 << 20) == QByteArray(1 << 20, 0);
        return diskIntact && nullIntact && dataIntact;
    };
    QVERIFY(nodesIntact());

    const QString session = m_cache.filePath(QStringLiteral("outputs.json"));
    const QStringList access { QStringLiteral("access"), QStringLiteral("--file-size"), QStringLiteral("8M"),
        QStringLiteral("--samples"), QStringLiteral("20"), QStringLiteral("--no-progress") };
    QCOMPARE(cli(access + QStringList { QStringLiteral("--session"), session }).status, 0);
    for (const QString& node : { disk, null }) {
        const QList<QStringList> commands {
            { QStringLiteral("run"), QStringLiteral("--file-size"), QStringLiteral("8M"), QStringLiteral("--duration"),
                QStringLiteral("0.1"), QStringLiteral("--log-requests"), node },
            { QStringLiteral("export"), session, QStringLiteral("--format"), QStringLiteral("markdown"),
                QStringLiteral("--output"), node },
            { QStringLiteral("render"), QStringLiteral("--session"), session, QStringLiteral("--png"), node },
            { QStringLiteral("render"), QStringLiteral("--session"), session, QStringLiteral("--svg"), node },
            access + QStringList { QStringLiteral("--session"), node },
        };
        for (const QStringList& command : commands) {
            const CliRun run = cli(command);
            const QString what = command.join(QLatin1Char(' '));
            QVERIFY2(run.status != 0, qPrintable(what));
            QVERIFY2(run.err.contains(QStringLiteral("not a regular file")),
                qPrintable(what + QStringLiteral(": ") + run.err));
            QVERIFY2(nodesIntact(), qPrintable(what));
        }
    }
}

QTEST_GUILESS_MAIN(TestCli)
// An export, image or request log written over a session (or over the file being read) would lose
// its runs to a mistyped name: refused, and the file stays as it was.
void TestCli::outputsNeverReplaceASession()
{
    const QString session = m_cache.filePath(QStringLiteral("keep.json"));
    const QString other = m_cache.filePath(QStringLiteral("keep-too.json"));
    const QString linked = m_cache.filePath(QStringLiteral("keep-link.csv"));
    const QStringList access { QStringLiteral("access"), QStringLiteral("--file-size"), QStringLiteral("8M"),
        QStringLiteral("--samples"), QStringLiteral("20"), QStringLiteral("--no-progress") };
    for (const QString& path : { session, other }) {
        QFile::remove(path);
        QCOMPARE(cli(access + QStringList { QStringLiteral("--session"), path }).status, 0);
    }
    QFile::remove(linked);
    QVERIFY(QFile::link(other, linked));
    auto contents = [](const QString& path) {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    };
    const QByteArray before = contents(session);
    const QByteArray otherBefore = contents(other);
    QVERIFY(before.contains("drivescope-session"));
    const QList<QStringList> commands {
        { QStringLiteral("export"), session, QStringLiteral("--format"), QStringLiteral("html"),
            QStringLiteral("--output"), session },
        { QStringLiteral("export"), session, QStringLiteral("--format"), QStringLiteral("html"),
            QStringLiteral("--output"), other },
        { QStringLiteral("export"), session, QStringLiteral("--format"), QStringLiteral("csv"),
            QStringLiteral("--output"), linked },
        { QStringLiteral("render"), QStringLiteral("--session"), session, QStringLiteral("--png"), session },
        { QStringLiteral("render"), QStringLiteral("--session"), session, QStringLiteral("--svg"), other },
        { QStringLiteral("run"), QStringLiteral("--file-size"), QStringLiteral("8M"), QStringLiteral("--duration"),
            QStringLiteral("0.1"), QStringLiteral("--no-save"), QStringLiteral("--log-requests"), other },
    };
    for (const QStringList& command : commands) {
        const CliRun run = cli(command);
        const QString what = command.join(QLatin1Char(' '));
        QVERIFY2(run.status == 2, qPrintable(what + QStringLiteral(": ") + run.err));
        QVERIFY2(run.err.contains(QStringLiteral("refusing to")), qPrintable(what + QStringLiteral(": ") + run.err));
        QCOMPARE(contents(session), before);
        QCOMPARE(contents(other), otherBefore);
    }
    // The file being read, whatever it holds, is not the place for what is made of it.
    const QString notes = m_cache.filePath(QStringLiteral("notes.json"));
    QFile file(notes);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write("{\"fio version\": \"fio-3.33\"}");
    file.close();
    const CliRun self = cli({ QStringLiteral("export"), notes, QStringLiteral("--output"), notes });
    QCOMPARE(self.status, 2);
    QVERIFY2(self.err.contains(QStringLiteral("it is the file being exported")), qPrintable(self.err));
    QCOMPARE(contents(notes), QByteArray("{\"fio version\": \"fio-3.33\"}"));
    // An export to a new name, or over an earlier export, is written as before.
    const QString report = m_cache.filePath(QStringLiteral("report.html"));
    QFile::remove(report);
    for (int i = 0; i < 2; ++i)
        QCOMPARE(cli({ QStringLiteral("export"), session, QStringLiteral("--format"), QStringLiteral("html"),
                         QStringLiteral("--output"), report })
                     .status,
            0);
    QVERIFY(contents(report).startsWith("<!DOCTYPE html>"));
}

#include "tst_cli.moc"
