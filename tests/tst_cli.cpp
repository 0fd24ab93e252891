#include "fixtures/blockdevicefixtures.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

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
    void defaultTargetIsATestFileThatIsRemoved();
    void ctrlCPrintsPartialResultAndRemovesTheTestFile();
    void ctrlCWhileFillingRemovesTheTestFile();
    void quickSuitePrintsItsTable();
    void versionAndHelp();

private:
    struct CliRun {
        int status = -1;
        QString out;
        QString err;
    };
    CliRun cli(const QStringList& arguments, int timeoutMs = 120000);
    QTemporaryDir m_cache; // XDG_CACHE_HOME of every run, so default test files land here
};

void TestCli::initTestCase() { QVERIFY(m_cache.isValid()); }

TestCli::CliRun TestCli::cli(const QStringList& arguments, int timeoutMs)
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("XDG_CACHE_HOME"), m_cache.path());
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(DRIVESCOPE_CLI), arguments);
    CliRun run;
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        return run;
    }
    run.status = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
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
    QTest::addRow("zero bytes") << run({ "--bytes", "0" }) << QStringLiteral("--bytes");
    QTest::addRow("bad size unit") << run({ "--bs", "4x" }) << QStringLiteral("4x");
    QTest::addRow("block size not a sector multiple") << run({ "--bs", "1000" }) << QStringLiteral("sector");
    QTest::addRow("bad mix share") << run({ "--bs", "4k:lots" }) << QStringLiteral("lots");
    QTest::addRow("bad rw") << run({ "--rw", "sideways" }) << QStringLiteral("--rw");
    QTest::addRow("bad pattern") << run({ "--pattern", "zigzag" }) << QStringLiteral("--pattern");
    QTest::addRow("read share 101") << run({ "--rw", "mix", "--read-percent", "101" })
                                    << QStringLiteral("--read-percent");
    QTest::addRow("bad engine") << run({ "--engine", "magic" }) << QStringLiteral("magic");
    QTest::addRow("json and csv") << run({ "--json", "--csv" }) << QStringLiteral("--json");
    QTest::addRow("missing device") << run({ "--target", "/dev/no-such-disk" }) << QStringLiteral("no such device");
    QTest::addRow("missing directory") << run({ "--target", "/nonexistent/dir/file" })
                                       << QStringLiteral("not a directory");
    QTest::addRow("test file too small") << run({ "--file-size", "4k" }) << QStringLiteral("at least");
    QTest::addRow("allow-destroy with a test file")
        << run({ "--allow-destroy=/dev/sda" }) << QStringLiteral("does not match");
    QTest::addRow("list: unknown flag") << QStringList { QStringLiteral("list"), QStringLiteral("--bogus") }
                                        << QStringLiteral("bogus");
    QTest::addRow("quick: unknown flag") << QStringList { QStringLiteral("quick"), QStringLiteral("--bogus") }
                                         << QStringLiteral("bogus");
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
        QStringLiteral("--duration"), QStringLiteral("0.2") });
    QVERIFY2(run.status == 0, qPrintable(run.err));
    for (const char* name : { "SEQ1M Q8T1", "SEQ1M Q1T1", "RND4K Q32T1", "RND4K Q1T1", "Read MB/s", "Write MB/s" })
        QVERIFY2(run.out.contains(QLatin1String(name)), name);
    QCOMPARE(QDir(m_cache.path() + QStringLiteral("/drivescope")).entryList(QDir::Files), QStringList());
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

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
