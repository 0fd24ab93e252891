#include "files/sessionfiles.h"
#include "fixtures/blockdevicefixtures.h"
#include "fixtures/postgresserver.h"
#include "model/fiocommand.h"
#include "model/fiointerop.h"
#include "model/session.h"
#include "model/usererror.h"
#include "reports/export.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <arpa/inet.h>
#include <cmath>
#include <csignal>
#include <map>
#include <memory>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

using namespace ds;
using namespace ds::test;

// fio interop on real loop devices: fio's own JSON imported gives fio's figures, a DriveScope plan
// exported as a job file runs in fio, and a plan runs on several fio servers at once (fleet).
class TestSessionFio : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void importedFioFiguresEqualFios_data();
    void importedFioFiguresEqualFios();
    void importRefusesWhatIsNotFioJson();
    void importRefusesImpossibleFigures_data();
    void importRefusesImpossibleFigures();
    void realFioOutputsGiveFiosFigures_data();
    void realFioOutputsGiveFiosFigures();
    void fio2FiguresInTheirUnits();
    void clientServerOneRunPerHostAndTotal_data();
    void clientServerOneRunPerHostAndTotal();
    void figuresTheFileDoesNotHoldAreSaid();
    void reportsOfAnImportLeaveOutWhatItDoesNotKnow();
    void fioCommandKeepsEachEnginesQueue_data();
    void fioCommandKeepsEachEnginesQueue();
    void blockSizesAsTheJobDrewThem_data();
    void blockSizesAsTheJobDrewThem();
    void otherLayoutsOfRealFiles();
    void absurdFilesRefusedBeforeBuilding_data();
    void absurdFilesRefusedBeforeBuilding();
    void cliRefusesABrokenFileWithItsReason();
    void importMemoryBoundedByWhatIsHeld();
    void exportedJobFileRunsInFioAndComparesWithTheRun();
    void fleetRunsOnTwoServers();

private:
    CliRun cli(const QStringList& arguments, int timeoutMs = 120000)
    {
        return runCli(QStringLiteral(DRIVESCOPE_CLI), arguments, m_dir.path(), timeoutMs);
    }

    QTemporaryDir m_dir;
};

namespace {

QString fioProgram() { return QStandardPaths::findExecutable(QStringLiteral("fio")); }

#define DS_REQUIRE_FIO()                                                                                               \
    do {                                                                                                               \
        DS_REQUIRE_LOOP();                                                                                             \
        if (fioProgram().isEmpty())                                                                                    \
            QSKIP("fio is not installed (scripts/dependencies.sh installs it)");                                       \
    } while (0)

// A fio --server on 127.0.0.1 at the first free port from `port`, killed when this goes, also when a
// test fails half-way.
class FioServer {
public:
    explicit FioServer(int firstPort)
    {
        for (int port = firstPort; port < firstPort + 40 && m_port == 0; ++port) {
            m_process = std::make_unique<QProcess>();
            m_process->setProcessChannelMode(QProcess::MergedChannels);
            // A group of its own: fio's server forks a backend per client, and all of them must go.
            m_process->setChildProcessModifier([] { ::setpgid(0, 0); });
            m_process->start(fioProgram(), { QStringLiteral("--server=ip:127.0.0.1,%1").arg(port) });
            if (!m_process->waitForStarted(5000))
                return;
            // fio says nothing when it listens; a connection that succeeds says it. A taken port
            // makes fio exit at once.
            for (int wait = 0; wait < 50 && m_process->state() == QProcess::Running; ++wait) {
                if (accepts(port)) {
                    m_port = port;
                    break;
                }
                m_process->waitForFinished(100);
            }
            if (m_port == 0)
                stop(); // the port was taken: try the next
        }
    }
    ~FioServer() { stop(); }
    FioServer(const FioServer&) = delete;
    FioServer& operator=(const FioServer&) = delete;

    int port() const { return m_port; }

private:
    static bool accepts(int port)
    {
        const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
        sockaddr_in address {};
        address.sin_family = AF_INET;
        address.sin_port = htons(static_cast<uint16_t>(port));
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        const bool connected
            = fd >= 0 && ::connect(fd, reinterpret_cast<const sockaddr*>(&address), sizeof address) == 0;
        if (fd >= 0)
            ::close(fd);
        return connected;
    }

    void stop()
    {
        // While the leader lives, its group id cannot belong to anyone else.
        if (m_process && m_process->state() != QProcess::NotRunning) {
            ::kill(-static_cast<pid_t>(m_process->processId()), SIGKILL);
            m_process->waitForFinished(5000);
        }
    }

    std::unique_ptr<QProcess> m_process;
    int m_port = 0;
};

QJsonObject runFio(const QStringList& arguments, QString* error)
{
    QProcess fio;
    fio.start(fioProgram(), arguments);
    if (!fio.waitForFinished(120000) || fio.exitCode() != 0) {
        *error = QString::fromLocal8Bit(fio.readAllStandardError());
        return {};
    }
    const QByteArray out = fio.readAllStandardOutput();
    return QJsonDocument::fromJson(out.mid(out.indexOf('{'))).object();
}

double relative(double a, double b) { return b == 0 ? std::fabs(a) : std::fabs(a - b) / std::fabs(b); }

QString fioFixture(const QString& name)
{
    return QDir::cleanPath(QStringLiteral(DRIVESCOPE_TESTS_DIR "/fixtures/fio/") + name);
}

QByteArray readFioFixture(const QString& name)
{
    QFile file(fioFixture(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read the fixture %s", qPrintable(name));
    return file.readAll();
}

// The jobs of a fio output as fio itself summed them, read here from the figures whose unit never
// changed between versions: bw (KiB/s), iops, and the completion latency's mean from clat_ns (ns) or
// clat (µs).
QJsonArray fioJobs(const QByteArray& output)
{
    // fio's lines before and after the JSON are no part of it.
    const qsizetype start = output.startsWith('{') ? 0 : output.indexOf("\n{") + 1;
    const qsizetype end = output.lastIndexOf("\n}") + 2;
    const QJsonObject fio = QJsonDocument::fromJson(output.mid(start, end - start)).object();
    return fio.contains(QStringLiteral("client_stats")) ? fio.value(QStringLiteral("client_stats")).toArray()
                                                        : fio.value(QStringLiteral("jobs")).toArray();
}

double fioMeanLatencyNs(const QJsonObject& direction)
{
    if (direction.contains(QStringLiteral("clat_ns")))
        return direction.value(QStringLiteral("clat_ns")).toObject().value(QStringLiteral("mean")).toDouble();
    return direction.value(QStringLiteral("clat")).toObject().value(QStringLiteral("mean")).toDouble() * 1000;
}

} // namespace

void TestSessionFio::initTestCase() { QVERIFY(m_dir.isValid()); }

void TestSessionFio::importedFioFiguresEqualFios_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<QString>("rw");
    QTest::newRow("json+ random read") << QStringLiteral("json+") << QStringLiteral("randread");
    QTest::newRow("json random read") << QStringLiteral("json") << QStringLiteral("randread");
    QTest::newRow("json+ mixed") << QStringLiteral("json+") << QStringLiteral("randrw");
}

void TestSessionFio::importedFioFiguresEqualFios()
{
    DS_REQUIRE_FIO();
    QFETCH(QString, format);
    QFETCH(QString, rw);
    LoopDevice loop(64u << 20);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    const QString output = m_dir.filePath(QStringLiteral("fio.json"));
    QString error;
    QStringList arguments { QStringLiteral("--name=check"), QStringLiteral("--filename=") + loop.devicePath(),
        QStringLiteral("--rw=") + rw, QStringLiteral("--bs=4k"), QStringLiteral("--iodepth=4"),
        QStringLiteral("--ioengine=io_uring"), QStringLiteral("--direct=1"), QStringLiteral("--runtime=1"),
        QStringLiteral("--time_based"), QStringLiteral("--output-format=") + format,
        QStringLiteral("--output=") + output };
    if (rw == QLatin1String("randrw"))
        arguments << QStringLiteral("--rwmixread=70") << QStringLiteral("--allow_file_create=0");
    QVERIFY2(!runFio(arguments, &error).isEmpty() || QFile::exists(output), qPrintable(error));
    QFile file(output);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    const QJsonObject fio = QJsonDocument::fromJson(bytes.mid(bytes.indexOf('{'))).object();
    const QJsonObject job = fio.value(QStringLiteral("jobs")).toArray().at(0).toObject();

    const Session session = importFioJson(bytes, output);
    QCOMPARE(session.runs.size(), size_t { 1 });
    const auto& result = std::get<WorkloadResult>(session.runs.front().result);
    QCOMPARE(result.target.path, loop.devicePath());
    QCOMPARE(result.spec.queueDepth, 4u);
    QCOMPARE(result.spec.randomPercent, 100u);
    QCOMPARE(result.spec.readPercent, rw == QLatin1String("randrw") ? 70u : 100u);
    const RunMeasurement& run = result.repeats.front();
    for (const auto& [direction, ios, bytesDone, latency] :
        { std::tuple { "read", run.readIos, run.readBytes, &run.readLatency },
            std::tuple { "write", run.writeIos, run.writeBytes, &run.writeLatency } }) {
        const QJsonObject stats = job.value(QLatin1String(direction)).toObject();
        QCOMPARE(ios, static_cast<uint64_t>(stats.value(QStringLiteral("total_ios")).toInteger()));
        QCOMPARE(bytesDone, static_cast<uint64_t>(stats.value(QStringLiteral("io_bytes")).toInteger()));
        if (ios == 0)
            continue;
        const double seconds = stats.value(QStringLiteral("runtime")).toDouble() / 1000;
        // fio's iops is I/Os over its runtime: the same division.
        QVERIFY(relative(static_cast<double>(ios) / run.seconds, stats.value(QStringLiteral("iops")).toDouble()) < 1e-9
            || seconds != run.seconds);
        const QJsonObject clat = stats.value(QStringLiteral("clat_ns")).toObject();
        QCOMPARE(latency->count(), static_cast<uint64_t>(clat.value(QStringLiteral("N")).toInteger()));
        QVERIFY2(relative(latency->meanNs(), clat.value(QStringLiteral("mean")).toDouble()) < 1e-6,
            qPrintable(QStringLiteral("%1 against %2")
                           .arg(latency->meanNs())
                           .arg(clat.value(QStringLiteral("mean")).toDouble())));
        QVERIFY(relative(latency->stdevNs(), clat.value(QStringLiteral("stddev")).toDouble()) < 1e-3);
        QCOMPARE(latency->minNs(), static_cast<uint64_t>(clat.value(QStringLiteral("min")).toInteger()));
        QCOMPARE(latency->maxNs(), static_cast<uint64_t>(clat.value(QStringLiteral("max")).toInteger()));
        // Percentiles: fio's bins fall into DriveScope's finer buckets, so within their 0.4 % (and a
        // bucket of fio's own, 1.6 %, where only its printed percentiles came).
        const QJsonObject percentiles = clat.value(QStringLiteral("percentile")).toObject();
        for (const auto& [p, key] : { std::pair { 50.0, "50.000000" }, std::pair { 99.0, "99.000000" } }) {
            const double theirs = percentiles.value(QLatin1String(key)).toDouble();
            QVERIFY2(relative(static_cast<double>(latency->percentileNs(p)), theirs) < 0.02,
                qPrintable(
                    QStringLiteral("p%1: %2 against fio's %3").arg(p).arg(latency->percentileNs(p)).arg(theirs)));
        }
    }
    // Throughput over the longer of the two directions' runtimes, as fio's group does.
    const double fioRate
        = (job.value(QStringLiteral("read")).toObject().value(QStringLiteral("bw_bytes")).toDouble()
              + job.value(QStringLiteral("write")).toObject().value(QStringLiteral("bw_bytes")).toDouble())
        / 1e6;
    QVERIFY2(relative(result.megabytesPerSecond().mean, fioRate) < 0.01,
        qPrintable(QStringLiteral("%1 MB/s against fio's %2").arg(result.megabytesPerSecond().mean).arg(fioRate)));

    // The CLI saves it as a session like any other.
    const QString saved = m_dir.filePath(QStringLiteral("imported.json"));
    QFile::remove(saved);
    const CliRun imported = cli({ QStringLiteral("import-fio"), output, QStringLiteral("--session"), saved });
    QVERIFY2(imported.status == 0, qPrintable(imported.err));
    QCOMPARE(loadSession(saved).runs.front().toJson(), session.runs.front().toJson());
}

void TestSessionFio::importRefusesWhatIsNotFioJson()
{
    for (const QByteArray& bytes :
        { QByteArray("not json"), QByteArray("{\"jobs\":[]}"), QByteArray("{\"fio version\":\"fio-3.33\",\"jobs\":[]}"),
            QByteArray("{\"fio version\":\"fio-3.33\",\"jobs\":[{\"read\":{\"io_bytes\":-1}}]}") }) {
        try {
            importFioJson(bytes, QStringLiteral("input"));
            QFAIL(bytes.constData());
        } catch (const UserError& error) {
            QVERIFY2(error.message().contains(QStringLiteral("input"))
                    || error.message().contains(QStringLiteral("jobs[0]")),
                qPrintable(error.message()));
        }
    }
}

// Figures no fio run can give are refused, each naming its field by its whole path, once.
void TestSessionFio::importRefusesImpossibleFigures_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected");
    // One job of 1000 reads of 4 KiB: what fio's plain JSON holds, with `read` and the job's own
    // fields patched by each row.
    auto fio = [](const char* read, const char* job = "") {
        return QByteArray(R"({"fio version":"fio-3.33","timestamp":1700000000,"jobs":[{"jobname":"x",)") + job
            + R"("read":{"io_bytes":4096000,"total_ios":1000,"runtime":1000,)" + read + "}}]}";
    };
    const QByteArray percentiles = R"("percentile":{"50.000000":20000,"99.000000":40000})";
    auto clat = [&](const char* fields, const QByteArray& percentile) {
        return QByteArray(R"("clat_ns":{"N":1000,"min":10000,"max":50000,)") + fields + "," + percentile + "}";
    };
    const QByteArray good = clat(R"("mean":21000.5,"stddev":3000)", percentiles);
    QTest::addRow("negative mean") << fio(clat(R"("mean":-5,"stddev":3000)", percentiles).constData())
                                   << QStringLiteral("input: jobs[0].read.clat_ns.mean: -5 is negative");
    QTest::addRow("mean above max") << fio(clat(R"("mean":1e300,"stddev":3000)", percentiles).constData())
                                    << QStringLiteral("input: jobs[0].read.clat_ns.mean: 1e+300 ns lies outside");
    QTest::addRow("negative deviation") << fio(clat(R"("mean":21000,"stddev":-1)", percentiles).constData())
                                        << QStringLiteral("input: jobs[0].read.clat_ns.stddev: -1 is negative");
    QTest::addRow("huge deviation") << fio(clat(R"("mean":21000,"stddev":1e200)", percentiles).constData())
                                    << QStringLiteral("input: jobs[0].read.clat_ns.stddev: 1e+200 ns is larger");
    QTest::addRow("percentile 1e300") << fio(
        clat(R"("mean":21000,"stddev":3000)", R"("percentile":{"1e300":20000})").constData())
                                      << QStringLiteral(
                                             "input: jobs[0].read.clat_ns.percentile.1e300: not a percentile");
    QTest::addRow("percentile nan") << fio(
        clat(R"("mean":21000,"stddev":3000)", R"("percentile":{"nan":20000})").constData())
                                    << QStringLiteral("input: jobs[0].read.clat_ns.percentile.nan: not a percentile");
    QTest::addRow("percentile -1") << fio(
        clat(R"("mean":21000,"stddev":3000)", R"("percentile":{"-1":20000})").constData())
                                   << QStringLiteral("input: jobs[0].read.clat_ns.percentile.-1: not a percentile");
    QTest::addRow("negative runtime")
        << fio(good.constData(), R"("usr_cpu":1,)").replace("\"runtime\":1000", "\"runtime\":-1000")
        << QStringLiteral("input: jobs[0].read.runtime: -1000 is negative");
    QTest::addRow("negative cpu") << fio(good.constData(), R"("usr_cpu":-3,)")
                                  << QStringLiteral("input: jobs[0].usr_cpu: -3 is negative");
    // Errors deep inside a job once carried its path two and three times over.
    QTest::addRow("bad count in clat") << fio(clat(R"("N":-1,"mean":21000,"stddev":3000)", percentiles).constData())
                                       << QStringLiteral("input: jobs[0].read.clat_ns.N: expected a whole number");
    QTest::addRow("bad bin") << fio(R"("clat_ns":{"N":1,"min":1,"max":1,"mean":1,"bins":{"1":"x"}})")
                             << QStringLiteral("input: jobs[0].read.clat_ns.bins.1: expected a whole number");
    QTest::addRow("bins overflowing") << fio(
        R"("clat_ns":{"N":1,"min":1,"max":2,"mean":1,"bins":{"1":"18446744073709551615","2":"18446744073709551615"}})")
                                      << QStringLiteral("input: jobs[0].read.clat_ns.bins.");
    QTest::addRow("second job") << QByteArray(R"({"fio version":"fio-3.33","jobs":[{"jobname":"a"},)"
                                              R"({"jobname":"b","write":{"clat_ns":{"min":"soon"}}}]})")
                                << QStringLiteral("input: jobs[1].write.clat_ns.min: expected a whole number");
    // The good row imports, so the rows above fail for their one fault.
    QTest::addRow("good") << fio(good.constData()) << QString();
}

void TestSessionFio::importRefusesImpossibleFigures()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    try {
        const Session session = importFioJson(json, QStringLiteral("input"));
        QVERIFY2(expected.isEmpty(), qPrintable(QStringLiteral("accepted; expected: ") + expected));
        const auto& result = std::get<WorkloadResult>(session.runs.front().result);
        QCOMPARE(result.repeats.front().readLatency.count(), uint64_t { 1000 });
        QVERIFY(std::abs(result.repeats.front().readLatency.meanNs() - 21000.5) < 1);
    } catch (const UserError& error) {
        QVERIFY2(!expected.isEmpty(), qPrintable(error.message()));
        QVERIFY2(error.message().startsWith(expected), qPrintable(error.message()));
        QCOMPARE(error.message().count(QStringLiteral("jobs[")), 1);
    }
}

// Outputs real fio runs wrote (tests/fixtures/README.md names their sources), of 2.1.4, 2.17 and 3.33,
// alone and as a client of two servers: every run's MB/s, IOPS and mean completion latency equal the
// figures fio printed for its job, within 1 %, whatever unit that version wrote them in.
void TestSessionFio::realFioOutputsGiveFiosFigures_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<int>("runs");
    QTest::newRow("fio 2.1.4, five jobs, KiB and µs, no I/O counts") << QStringLiteral("fio-2.1.4-five-jobs.json") << 5;
    QTest::newRow("fio 2.17, numjobs 2, group_reporting, KiB and µs")
        << QStringLiteral("fio-2.17-numjobs-2-group-reporting.json") << 2;
    QTest::newRow("fio 2.15 json+, bins by fio's bucket index")
        << QStringLiteral("fio-2.15-jsonplus-randrw-index-bins.json") << 1;
    QTest::newRow("fio 2.15, numjobs 2 without group_reporting")
        << QStringLiteral("fio-2.15-numjobs-2-no-group-reporting.json") << 2;
    QTest::newRow("fio 2.17 with fio's error lines before and after")
        << QStringLiteral("generated-2.17-text-before-and-after.json") << 2;
    QTest::newRow("fio 2.15 --client of two servers") << QStringLiteral("fio-2.15-client-server-two-hosts.json") << 3;
    QTest::newRow("fio 3.33 --client of two servers") << QStringLiteral("fio-3.33-client-server-two-hosts.json") << 3;
    QTest::newRow("fio 3.42 --client of two servers, global options per server")
        << QStringLiteral("fio-3.42-client-server-global-options-per-server.json") << 3;
    QTest::newRow("fio 3.39's layout: global options per server")
        << QStringLiteral("generated-3.39-layout-client-server-global-options-array.json") << 3;
}

void TestSessionFio::realFioOutputsGiveFiosFigures()
{
    QFETCH(QString, fixture);
    QFETCH(int, runs);
    const QByteArray output = readFioFixture(fixture);
    const Session session = importFioJson(output, fixture);
    const QJsonArray jobs = fioJobs(output);
    QCOMPARE(jobs.size(), runs);
    QCOMPARE(session.runs.size(), static_cast<size_t>(runs));
    for (int i = 0; i < runs; ++i) {
        const QJsonObject job = jobs.at(i).toObject();
        const auto& result = std::get<WorkloadResult>(session.runs[static_cast<size_t>(i)].result);
        const RunMeasurement& run = result.repeats.front();
        double fioKibPerSecond = 0;
        double fioIops = 0;
        QStringList caveats;
        for (const Caveat& caveat : session.runs[static_cast<size_t>(i)].caveats)
            caveats << caveat.text;
        for (const auto& [direction, ios, latency] : { std::tuple { "read", run.readIos, &run.readLatency },
                 std::tuple { "write", run.writeIos, &run.writeLatency } }) {
            const QJsonObject stats = job.value(QLatin1String(direction)).toObject();
            const double iops = stats.value(QStringLiteral("iops")).toDouble();
            fioKibPerSecond += stats.value(QStringLiteral("bw")).toDouble();
            fioIops += iops;
            const QString where = QStringLiteral("%1 %2").arg(
                job.value(QStringLiteral("jobname")).toString(), QLatin1String(direction));
            QVERIFY2((ios == 0) == (iops == 0), qPrintable(where));
            if (ios == 0)
                continue;
            QVERIFY2(relative(static_cast<double>(ios) / run.seconds, iops) < 0.01,
                qPrintable(QStringLiteral("%1: %2 IOPS against fio's %3")
                               .arg(where)
                               .arg(static_cast<double>(ios) / run.seconds)
                               .arg(iops)));
            QVERIFY2(relative(latency->meanNs(), fioMeanLatencyNs(stats)) < 0.01,
                qPrintable(QStringLiteral("%1: mean %2 ns against fio's %3 ns")
                               .arg(where)
                               .arg(latency->meanNs())
                               .arg(fioMeanLatencyNs(stats))));
            // fio's printed percentiles: from its bins where json+ wrote them, within a bucket of each other.
            const bool nanoseconds = stats.contains(QStringLiteral("clat_ns"));
            const QJsonObject percentiles
                = stats.value(nanoseconds ? QStringLiteral("clat_ns") : QStringLiteral("clat"))
                      .toObject()
                      .value(QStringLiteral("percentile"))
                      .toObject();
            for (const auto& [p, key] : { std::pair { 50.0, "50.000000" }, std::pair { 99.0, "99.000000" } }) {
                const double theirs = percentiles.value(QLatin1String(key)).toDouble() * (nanoseconds ? 1 : 1000);
                if (theirs == 0) {
                    // fio's "All clients" total prints its percentiles as zeros: said, not taken.
                    QVERIFY2(caveats.join(QLatin1Char(' ')).contains(QLatin1String("wrote no latency percentiles")),
                        qPrintable(where));
                    continue;
                }
                QVERIFY2(relative(static_cast<double>(latency->percentileNs(p)), theirs) < 0.02,
                    qPrintable(QStringLiteral("%1: p%2 %3 ns against fio's %4 ns")
                                   .arg(where)
                                   .arg(p)
                                   .arg(latency->percentileNs(p))
                                   .arg(theirs)));
            }
        }
        // fio's bw is KiB/s in every version; DriveScope's MB/s are 10^6 bytes.
        const double fioMegabytes = fioKibPerSecond * 1024 / 1e6;
        QVERIFY2(relative(result.megabytesPerSecond().mean, fioMegabytes) < 0.01,
            qPrintable(QStringLiteral("job %1: %2 MB/s against fio's %3")
                           .arg(i)
                           .arg(result.megabytesPerSecond().mean)
                           .arg(fioMegabytes)));
        QVERIFY(relative(result.iops().mean, fioIops) < 0.01);
        const bool bins = output.contains("\"bins\"");
        QCOMPARE(result.engineNotes.contains(QLatin1String("json+ latency bins")), bins);
    }
}

// fio 2.x's figures in its own units, once read a thousand times low: fio 2.17's two jobs at 132.5 and
// 40.3 MB/s (fio printed 129386 and 39312 KiB/s), fio 2.1.4's sequential write at 133 IOPS.
void TestSessionFio::fio2FiguresInTheirUnits()
{
    const Session seventeen = importFioJson(
        readFioFixture(QStringLiteral("fio-2.17-numjobs-2-group-reporting.json")), QStringLiteral("2.17"));
    QCOMPARE(seventeen.runs.size(), size_t { 2 });
    const auto& read = std::get<WorkloadResult>(seventeen.runs[0].result);
    const auto& write = std::get<WorkloadResult>(seventeen.runs[1].result);
    QVERIFY2(std::abs(read.megabytesPerSecond().mean - 132.49) < 0.05,
        qPrintable(QString::number(read.megabytesPerSecond().mean)));
    QVERIFY2(std::abs(write.megabytesPerSecond().mean - 40.26) < 0.05,
        qPrintable(QString::number(write.megabytesPerSecond().mean)));
    QCOMPARE(read.repeats.front().readBytes, uint64_t { 1294256 } * 1024);
    QCOMPARE(read.repeats.front().readIos, uint64_t { 80891 });
    QCOMPARE(read.spec.jobs, 2u);
    // Microseconds in fio 2.x: a mean of 238.357679 µs, a median of 96 µs and a p99 of 1352 µs.
    QVERIFY2(std::abs(read.repeats.front().readLatency.meanNs() - 238357.679) < 1,
        qPrintable(QString::number(read.repeats.front().readLatency.meanNs())));
    QVERIFY(relative(static_cast<double>(read.repeats.front().readLatency.percentileNs(50)), 96000) < 0.02);
    QVERIFY(relative(static_cast<double>(read.repeats.front().readLatency.percentileNs(99)), 1352000) < 0.02);
    QVERIFY(seventeen.runs[0].caveats.empty());

    const Session old
        = importFioJson(readFioFixture(QStringLiteral("fio-2.1.4-five-jobs.json")), QStringLiteral("2.1.4"));
    QCOMPARE(old.runs.size(), size_t { 5 });
    const auto& sequentialWrite = std::get<WorkloadResult>(old.runs[0].result);
    const RunMeasurement& run = sequentialWrite.repeats.front();
    // fio 2.1.4 wrote no count: 133 IOPS over 5.314 s.
    QCOMPARE(run.writeIos, uint64_t { 707 });
    QCOMPARE(run.writeBytes, uint64_t { 361984 } * 1024);
    QVERIFY(std::abs(sequentialWrite.iops().mean - 133) < 0.5);
    QVERIFY(std::abs(run.writeLatency.meanNs() - 477734840) < 10);
    QCOMPARE(run.readIos, uint64_t { 0 });
    QStringList caveats;
    for (const Caveat& caveat : old.runs[0].caveats)
        caveats << caveat.text;
    QCOMPARE(caveats,
        QStringList({ QStringLiteral("fio-2.1.4 wrote no count of writes; 707 from its IOPS over its runtime"),
            QStringLiteral("fio-2.1.4 wrote no job options: the share of reads is as measured; the block size, queue "
                           "depth and access pattern are not known") }));
    // The plan fio did not write is not shown as DriveScope's defaults: a write job is no read.
    QCOMPARE(sequentialWrite.spec.readPercent, 0u);
    QCOMPARE(std::get<WorkloadResult>(old.runs[1].result).spec.readPercent, 100u);
    // Nor named as them: no "4 KiB sequential write, QD1, 0 B", no fio command, empty plan cells, kept so.
    QVERIFY(!sequentialWrite.planRecorded);
    QCOMPARE(
        old.runs[0].title(), QStringLiteral("run: writes for 5.3 s, a plan fio did not record on sequential_write"));
    QVERIFY(sequentialWrite.fioCommand.isEmpty());
    // access_specification, queue_depth, block_size, read_percent, random_percent, repeat
    const QString row = runCsv(old.runs[0]).split(QLatin1Char('\n')).value(1);
    QVERIFY2(
        row.startsWith(QStringLiteral("run,sequential_write,\"writes for 5.3 s, a plan fio did not record\",,,0,,1,")),
        qPrintable(row));
    QVERIFY(!WorkloadResult::fromJson(sequentialWrite.toJson()).planRecorded);
    QVERIFY(WorkloadResult::fromJson(std::get<WorkloadResult>(seventeen.runs[0].result).toJson()).planRecorded);
}

void TestSessionFio::clientServerOneRunPerHostAndTotal_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<int>("firstPort");
    QTest::addColumn<int>("secondPort");
    QTest::addColumn<qulonglong>("firstIos");
    QTest::addColumn<qulonglong>("secondIos");
    QTest::addColumn<unsigned>("secondBlock"); // the first client's is 4 KiB, but in fio 3.42's file
    QTest::addColumn<QString>("file");
    QTest::newRow("fio 2.15: KiB and µs, its hosts' lines before the JSON")
        << QStringLiteral("fio-2.15-client-server-two-hosts.json") << 18775 << 18776 << qulonglong { 42828 }
        << qulonglong { 47107 } << 4096u << QStringLiteral("/tmp/fio215/data.bin");
    QTest::newRow("fio 3.33: one global options object")
        << QStringLiteral("fio-3.33-client-server-two-hosts.json") << 18765 << 18766 << qulonglong { 9582 }
        << qulonglong { 9926 } << 4096u << QStringLiteral("/tmp/fiocs/data.bin");
    QTest::newRow("fio 3.39's layout made from 3.33's file")
        << QStringLiteral("generated-3.39-layout-client-server-global-options-array.json") << 18765 << 18766
        << qulonglong { 9582 } << qulonglong { 9926 } << 4096u << QStringLiteral("/tmp/fiocs/data.bin");
    // Each server's global options apart, and a different block size on each: 8 KiB, then 4 KiB.
    QTest::newRow("fio 3.42: global options per server")
        << QStringLiteral("fio-3.42-client-server-global-options-per-server.json") << 18786 << 18785
        << qulonglong { 9223 } << qulonglong { 10561 } << 4096u << QStringLiteral("/tmp/fio342/data.bin");
}

void TestSessionFio::clientServerOneRunPerHostAndTotal()
{
    QFETCH(QString, fixture);
    QFETCH(int, firstPort);
    QFETCH(int, secondPort);
    QFETCH(qulonglong, firstIos);
    QFETCH(qulonglong, secondIos);
    QFETCH(unsigned, secondBlock);
    QFETCH(QString, file);
    const Session session = importFioJson(readFioFixture(fixture), fixture);
    QCOMPARE(session.runs.size(), size_t { 3 });
    // Both servers listened on 127.0.0.1, so their ports tell them apart.
    const QString first = QStringLiteral("127.0.0.1:%1").arg(firstPort);
    const QString second = QStringLiteral("127.0.0.1:%1").arg(secondPort);
    QCOMPARE(session.runs[0].host.hostname, first);
    QCOMPARE(session.runs[1].host.hostname, second);
    QCOMPARE(session.runs[0].command, QStringLiteral("fio job 'randread' on %1").arg(first));
    QCOMPARE(session.runs[2].command, QStringLiteral("fio --client: all clients together"));
    std::vector<const WorkloadResult*> results;
    for (const SessionRun& run : session.runs)
        results.push_back(&std::get<WorkloadResult>(run.result));
    QCOMPARE(results[0]->target.path, QStringLiteral("%1:%2").arg(first, file));
    QCOMPARE(results[1]->target.path, QStringLiteral("%1:%2").arg(second, file));
    QCOMPARE(results[2]->target.path, QStringLiteral("All clients"));
    // The job's options, and the global ones of its own server: random reads, psync, each its block size.
    for (const WorkloadResult* result : results) {
        QCOMPARE(result->spec.randomPercent, 100u);
        QCOMPARE(result->engine, QStringLiteral("psync"));
    }
    QCOMPARE(results[1]->spec.blockSizes.front().bytes, secondBlock);
    QCOMPARE(results[2]->spec.blockSizes.front().bytes, results[0]->spec.blockSizes.front().bytes);
    const bool differ = results[0]->spec.blockSizes.front().bytes != secondBlock;
    bool said = false;
    for (const Caveat& caveat : session.runs[2].caveats)
        said = said || caveat.text.startsWith(QLatin1String("the clients ran different jobs"));
    QCOMPARE(said, differ);
    QCOMPARE(results[0]->repeats.front().readIos, uint64_t { firstIos });
    QCOMPARE(results[1]->repeats.front().readIos, uint64_t { secondIos });
    // Bytes over I/Os: each client's own block size.
    QCOMPARE(results[0]->repeats.front().readBytes, uint64_t { firstIos } * results[0]->spec.blockSizes.front().bytes);
    QCOMPARE(results[1]->repeats.front().readBytes, uint64_t { secondIos } * secondBlock);
    // fio's total is the two clients' sum.
    QCOMPARE(results[2]->repeats.front().readIos, uint64_t { firstIos + secondIos });
    QCOMPARE(results[2]->repeats.front().readBytes,
        results[0]->repeats.front().readBytes + results[1]->repeats.front().readBytes);
}

// A figure the file does not hold is said in the run's caveats, never stored as a zero that reads as
// a measurement: a latency fio did not write, and the trims DriveScope's results have no place for.
// fio's JSON names neither the machine nor the size of what it ran on: the reports leave both out, or
// say the machine was not recorded, rather than print "0 bytes" and "kernel , 0 × , 0.0 GB memory".
void TestSessionFio::reportsOfAnImportLeaveOutWhatItDoesNotKnow()
{
    const Session session = importFioJson(
        readFioFixture(QStringLiteral("fio-2.17-numjobs-2-group-reporting.json")), QStringLiteral("fio.json"));
    QVERIFY(!session.runs.empty());
    const QString markdown = markdownReport(session, ExportTheme::Light);
    const QString html = htmlReport(session, ExportTheme::Light);
    const QString text = textSummary(session);
    for (const QString& report : { markdown, html, text }) {
        QVERIFY2(!report.contains(QStringLiteral(", 0 bytes)")), qPrintable(report));
        QVERIFY2(!report.contains(QStringLiteral("kernel ,")), qPrintable(report));
        QVERIFY2(!report.contains(QStringLiteral("0.0 GB memory")), qPrintable(report));
    }
    QVERIFY2(markdown.contains(QStringLiteral("- Host: not recorded\n")), qPrintable(markdown));
    QVERIFY2(html.contains(QStringLiteral("<br>Host: not recorded</p>")), qPrintable(html));
    // A run of this machine names it whole.
    Session recorded = session;
    recorded.host.hostname = QStringLiteral("bench1");
    recorded.host.os = QStringLiteral("Debian GNU/Linux 12 (bookworm)");
    recorded.host.kernel = QStringLiteral("6.1.0-18-amd64");
    recorded.host.cpuCount = 2;
    recorded.host.cpuModel = QStringLiteral("AMD EPYC 7B13");
    recorded.host.memoryBytes = 24'000'000'000;
    QVERIFY2(markdownReport(recorded, ExportTheme::Light)
                 .contains(QStringLiteral("- Host: bench1, Debian GNU/Linux 12 (bookworm) (kernel 6.1.0-18-amd64), "
                                          "2 × AMD EPYC 7B13, 24.0 GB memory\n")),
        qPrintable(markdownReport(recorded, ExportTheme::Light)));
}

// The command shown beside a result runs the same number of requests at once as the run did: io_uring
// and fio's queueing engines (an imported libaio job, a KDiskMark report) as iodepth × numjobs, DriveScope's
// thread engine and fio's synchronous engines as one psync job per request. Every depth and job count.
void TestSessionFio::fioCommandKeepsEachEnginesQueue_data()
{
    QTest::addColumn<QString>("engine");
    QTest::addColumn<QString>("named"); // the --ioengine the command must give
    QTest::addColumn<bool>("queues"); // depth through --iodepth, or one job per request
    QTest::newRow("io_uring") << QStringLiteral("io_uring") << QStringLiteral("io_uring") << true;
    QTest::newRow("libaio (an imported job)") << QStringLiteral("libaio") << QStringLiteral("libaio") << true;
    QTest::newRow("posixaio") << QStringLiteral("posixaio") << QStringLiteral("posixaio") << true;
    QTest::newRow("DriveScope's threads") << QStringLiteral("threads") << QStringLiteral("psync") << false;
    QTest::newRow("fio's sync") << QStringLiteral("sync") << QStringLiteral("sync") << false;
    QTest::newRow("fio's pvsync2") << QStringLiteral("pvsync2") << QStringLiteral("pvsync2") << false;
    QTest::newRow("no engine named") << QString() << QStringLiteral("psync") << false;
    QTest::newRow("words, not an engine")
        << QStringLiteral("KDiskMark 3.0.0; rm -rf ~") << QStringLiteral("psync") << false;
}

void TestSessionFio::fioCommandKeepsEachEnginesQueue()
{
    QFETCH(QString, engine);
    QFETCH(QString, named);
    QFETCH(bool, queues);
    TargetInfo target;
    target.path = QStringLiteral("/dev/loop9");
    target.directIo = true;
    const QRegularExpression number(QStringLiteral("--(iodepth|numjobs)=(\\d+)( |$)"));
    for (unsigned depth : { 1u, 4u, 32u })
        for (unsigned jobs : { 1u, 2u, 4u }) {
            WorkloadSpec spec;
            spec.randomPercent = 100;
            spec.queueDepth = depth;
            spec.jobs = jobs;
            spec.durationSeconds = 5;
            const QString command = fioCommandLine(spec, target, engine);
            QVERIFY2(command.contains(QStringLiteral(" --ioengine=%1 ").arg(named)), qPrintable(command));
            std::map<QString, unsigned> given { { QStringLiteral("iodepth"), 1 }, { QStringLiteral("numjobs"), 1 } };
            for (auto it = number.globalMatch(command); it.hasNext();) {
                const QRegularExpressionMatch match = it.next();
                given[match.captured(1)] = match.captured(2).toUInt();
            }
            QVERIFY2(given[QStringLiteral("iodepth")] * given[QStringLiteral("numjobs")] == depth * jobs,
                qPrintable(command));
            QVERIFY2(queues ? given[QStringLiteral("iodepth")] == depth : given[QStringLiteral("iodepth")] == 1,
                qPrintable(command));
            QVERIFY2(!command.contains(QStringLiteral("rm -rf")), qPrintable(command));
            // Neither size nor amount is known here: fio covers the device, and no 0 stands in for them.
            QVERIFY2(!command.contains(QStringLiteral("=0 ")) && !command.endsWith(QStringLiteral("=0")),
                qPrintable(command));
        }
}

// fio's block sizes beyond one size (real fio 3.33 outputs, made here): a bssplit the plan can hold is
// the plan, with its fio command; reads and writes of different sizes or a bsrange are said in words, the
// plan names the mean request the file counted, and no fio command claims to be the job. The figures
// stay fio's whatever the plan.
void TestSessionFio::blockSizesAsTheJobDrewThem_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("sizes"); // the plan's sizes, "bytes:share" each; empty: the mean measured
    QTest::addColumn<QString>("words"); // a part of the caveat; empty: none
    QTest::addColumn<QString>("command"); // a part of the fio command; empty: no command
    QTest::addColumn<QString>("title"); // how the plan's description starts; "%1": the mean request in bytes
    QTest::newRow("bssplit=4k/50:64k/50")
        << QStringLiteral("fio-3.33-bssplit.json") << QStringLiteral("4096:50 65536:50") << QString()
        << QStringLiteral(" --bssplit=4k/50:64k/50 ") << QStringLiteral("mixed-size random read");
    QTest::newRow("rwmixwrite=30: one size, 70 % reads")
        << QStringLiteral("fio-3.33-rwmixwrite-30.json") << QStringLiteral("4096:1") << QString()
        << QStringLiteral(" --rw=randrw --rwmixread=70 ") << QStringLiteral("4 KiB random 70 % read");
    QTest::newRow("bs=4k,64k on a mixed job")
        << QStringLiteral("fio-3.33-bs-reads-4k-writes-64k.json") << QString()
        << QStringLiteral("the job read 4 KiB and wrote 64 KiB blocks (bs=4k,64k)") << QString()
        << QStringLiteral("%1 B random 50 % read");
    QTest::newRow("bsrange=4k-64k") << QStringLiteral("fio-3.33-bsrange.json") << QString()
                                    << QStringLiteral(
                                           "fio drew each request's size from 4 KiB to 64 KiB (bsrange=4k-64k)")
                                    << QString() << QStringLiteral("%1 B random read");
    // runtime=30 without time_based (which fio's JSON does not name): the job ended on its 16 MiB in 9 ms.
    QTest::newRow("runtime=30, done in 9 ms")
        << QStringLiteral("fio-3.33-runtime-not-reached.json") << QStringLiteral("4096:1") << QString()
        << QStringLiteral(" --size=16m --io_size=16m") << QStringLiteral("4 KiB sequential read, QD1, 16 MiB");
    // Options that change what the figures mean: said, and no command stands for the job.
    QTest::newRow("the etcd check: fdatasync=1, 2300-byte writes")
        << QStringLiteral("fio-3.33-fdatasync-etcd.json") << QStringLiteral("2300:1")
        << QStringLiteral("the job ran with an fdatasync after every write (fdatasync=1), which DriveScope's plan "
                          "does not hold")
        << QString() << QStringLiteral("2300 B sequential write");
    QTest::newRow("rate_iops=500") << QStringLiteral("fio-3.33-rate-iops-500.json") << QStringLiteral("4096:1")
                                   << QStringLiteral("the job ran with its rate held to 500 IOPS (rate_iops=500)")
                                   << QString() << QStringLiteral("4 KiB random read");
}

void TestSessionFio::blockSizesAsTheJobDrewThem()
{
    QFETCH(QString, fixture);
    QFETCH(QString, sizes);
    QFETCH(QString, words);
    QFETCH(QString, command);
    QFETCH(QString, title);
    const QByteArray bytes = readFioFixture(fixture);
    const Session session = importFioJson(bytes, fixture);
    QCOMPARE(session.runs.size(), size_t { 1 });
    const auto& result = std::get<WorkloadResult>(session.runs[0].result);
    const QJsonObject job
        = QJsonDocument::fromJson(bytes).object().value(QStringLiteral("jobs")).toArray().at(0).toObject();
    uint64_t ios = 0;
    uint64_t moved = 0;
    for (const char* direction : { "read", "write" }) {
        const QJsonObject figures = job.value(QLatin1String(direction)).toObject();
        ios += static_cast<uint64_t>(figures.value(QStringLiteral("total_ios")).toInteger());
        moved += static_cast<uint64_t>(figures.value(QStringLiteral("io_bytes")).toInteger());
    }
    const RunMeasurement& run = result.repeats.front();
    QCOMPARE(run.readIos + run.writeIos, ios);
    QCOMPARE(run.readBytes + run.writeBytes, moved);
    QStringList plan;
    for (const BlockSizeShare& size : result.spec.blockSizes)
        plan << QStringLiteral("%1:%2").arg(size.bytes).arg(size.share);
    QCOMPARE(plan.join(QLatin1Char(' ')), sizes.isEmpty() ? QStringLiteral("%1:1").arg(moved / ios) : sizes);
    QStringList caveats;
    for (const Caveat& caveat : session.runs[0].caveats)
        caveats << caveat.text;
    const QString said = caveats.join(QStringLiteral("; "));
    QVERIFY2(words.isEmpty() ? caveats.isEmpty() : said.contains(words), qPrintable(said));
    if (sizes.isEmpty())
        QVERIFY2(
            said.contains(QStringLiteral("the mean request as measured, %1 B").arg(moved / ios)), qPrintable(said));
    QVERIFY2(command.isEmpty() ? result.fioCommand.isEmpty() : result.fioCommand.contains(command),
        qPrintable(result.fioCommand));
    // The plan in words: the mix, the mean as measured, or the one size with the job's share of reads.
    const QString described = result.spec.describe();
    QVERIFY2(described.startsWith(title.contains(QStringLiteral("%1")) ? title.arg(moved / ios) : title),
        qPrintable(described));
    // A job file of the plan where a command stands for the job, refused where none does.
    try {
        const QString jobFile = fioJobFile(session.runs[0]);
        QVERIFY2(!command.isEmpty(), qPrintable(jobFile));
        QVERIFY2(jobFile.contains(sizes.contains(QLatin1Char(' ')) ? QStringLiteral("bssplit=4k/50:64k/50\n")
                                                                   : QStringLiteral("bs=4k\n")),
            qPrintable(jobFile));
    } catch (const UserError& error) {
        QVERIFY2(command.isEmpty() && error.message().contains(QStringLiteral("not one DriveScope plan")),
            qPrintable(error.message()));
    }
}

void TestSessionFio::figuresTheFileDoesNotHoldAreSaid()
{
    const QByteArray real = readFioFixture(QStringLiteral("fio-3.33-client-server-two-hosts.json"));
    QJsonObject fio = QJsonDocument::fromJson(real).object();
    QJsonArray jobs = fio.value(QStringLiteral("client_stats")).toArray();
    QJsonObject job = jobs.at(0).toObject();
    QJsonObject read = job.value(QStringLiteral("read")).toObject();
    const double totalMean = read.value(QStringLiteral("lat_ns")).toObject().value(QStringLiteral("mean")).toDouble();
    read.remove(QStringLiteral("clat_ns"));
    job.insert(QStringLiteral("read"), read);
    QJsonObject trim = job.value(QStringLiteral("trim")).toObject();
    trim.insert(QStringLiteral("io_bytes"), 1 << 20);
    trim.insert(QStringLiteral("total_ios"), 256);
    trim.insert(QStringLiteral("runtime"), 1000);
    job.insert(QStringLiteral("trim"), trim);
    jobs.replace(0, job);
    // The second job has no latency at all.
    QJsonObject second = jobs.at(1).toObject();
    QJsonObject secondRead = second.value(QStringLiteral("read")).toObject();
    secondRead.remove(QStringLiteral("clat_ns"));
    secondRead.remove(QStringLiteral("lat_ns"));
    second.insert(QStringLiteral("read"), secondRead);
    jobs.replace(1, second);
    fio.insert(QStringLiteral("client_stats"), jobs);
    const Session session = importFioJson(QJsonDocument(fio).toJson(), QStringLiteral("edited"));
    auto caveatsOf = [](const SessionRun& run) {
        QStringList texts;
        for (const Caveat& caveat : run.caveats)
            texts << caveat.text;
        return texts;
    };
    QCOMPARE(caveatsOf(session.runs[0]),
        QStringList({ QStringLiteral("fio-3.33 wrote no completion latency of the reads; the total latency "
                                     "(submission and completion) stands in for it"),
            QStringLiteral("fio-3.33 wrote no latency percentiles of the reads: only their mean, deviation, minimum "
                           "and maximum are fio's"),
            QStringLiteral("fio-3.33 wrote no completion latency of the trims"),
            QStringLiteral("fio trimmed 1 MiB in 256 requests over 1 s; trims are not in these figures, which count "
                           "reads and writes") }));
    const auto& first = std::get<WorkloadResult>(session.runs[0].result);
    QVERIFY(relative(first.repeats.front().readLatency.meanNs(), totalMean) < 1e-6);
    QCOMPARE(caveatsOf(session.runs[1]),
        QStringList { QStringLiteral("fio-3.33 wrote no completion latency of the reads") });
    const auto& without = std::get<WorkloadResult>(session.runs[1].result);
    QCOMPARE(without.repeats.front().readLatency.count(), uint64_t { 0 });
    QCOMPARE(without.repeats.front().readIos, uint64_t { 9926 });
    // A real trim job: nothing DriveScope's figures hold, and so said, with fio's own count and bytes.
    const Session trims
        = importFioJson(readFioFixture(QStringLiteral("fio-3.42-randtrim-loop-device.json")), QStringLiteral("trim"));
    QCOMPARE(trims.runs.size(), size_t { 1 });
    QCOMPARE(std::get<WorkloadResult>(trims.runs[0].result).repeats.front().ios(), uint64_t { 0 });
    QCOMPARE(caveatsOf(trims.runs[0]),
        QStringList { QStringLiteral("fio trimmed 8 MiB in 128 requests over 0.598 s; trims are not in these figures, "
                                     "which count reads and writes") });
    // fio's "All clients" total prints no percentiles of its own (zeros).
    QCOMPARE(caveatsOf(session.runs[2]),
        QStringList { QStringLiteral("fio-3.33 wrote no latency percentiles of the reads: only their mean, deviation, "
                                     "minimum and maximum are fio's") });
}

// Layouts no public file showed, made from real files as those fio versions lay them out: 2.20's json+
// bins named by their latency in µs (fio's plat_idx_to_val of each bucket index), unified_rw_reporting's
// "mixed", and --status-interval's reports one after the other, of which the last is the run.
void TestSessionFio::otherLayoutsOfRealFiles()
{
    const QByteArray real = readFioFixture(QStringLiteral("fio-2.15-jsonplus-randrw-index-bins.json"));
    const Session byIndex = importFioJson(real, QStringLiteral("2.15"));
    QJsonObject fio = QJsonDocument::fromJson(real).object();
    QJsonArray jobs = fio.value(QStringLiteral("jobs")).toArray();
    QJsonObject job = jobs.at(0).toObject();
    for (const QString& direction : { QStringLiteral("read"), QStringLiteral("write"), QStringLiteral("trim") }) {
        QJsonObject stats = job.value(direction).toObject();
        QJsonObject clat = stats.value(QStringLiteral("clat")).toObject();
        const QJsonObject indexBins = clat.value(QStringLiteral("bins")).toObject();
        const int bits = indexBins.value(QStringLiteral("FIO_IO_U_PLAT_BITS")).toInt();
        QCOMPARE(bits, 6);
        QJsonObject valueBins;
        for (auto it = indexBins.begin(); it != indexBins.end(); ++it) {
            bool ok = false;
            const unsigned index = it.key().toUInt(&ok);
            if (!ok || it.value().toInteger() == 0)
                continue;
            // fio's plat_idx_to_val: the middle of the bucket.
            uint64_t microseconds = index;
            if (index >= (2u << bits)) {
                const unsigned errorBits = (index >> bits) - 1;
                microseconds = (uint64_t { 1 } << (errorBits + bits))
                    + static_cast<uint64_t>((index % (1u << bits) + 0.5) * static_cast<double>(1u << errorBits));
            }
            valueBins.insert(QString::number(microseconds), it.value());
        }
        clat.insert(QStringLiteral("bins"), valueBins);
        stats.insert(QStringLiteral("clat"), clat);
        job.insert(direction, stats);
    }
    jobs.replace(0, job);
    fio.insert(QStringLiteral("jobs"), jobs);
    fio.insert(QStringLiteral("fio version"), QStringLiteral("fio-2.20"));
    const Session byValue = importFioJson(QJsonDocument(fio).toJson(), QStringLiteral("2.20"));
    const RunMeasurement& a = std::get<WorkloadResult>(byIndex.runs[0].result).repeats.front();
    const RunMeasurement& b = std::get<WorkloadResult>(byValue.runs[0].result).repeats.front();
    QVERIFY(a.readLatency.count() > 1000);
    QCOMPARE(b.readLatency.count(), a.readLatency.count());
    for (const double p : kReportedPercentiles) {
        QCOMPARE(b.readLatency.percentileNs(p), a.readLatency.percentileNs(p));
        QCOMPARE(b.writeLatency.percentileNs(p), a.writeLatency.percentileNs(p));
    }

    // unified_rw_reporting: one "mixed" direction, its sum shown as reads and said.
    QJsonObject mixedFio
        = QJsonDocument::fromJson(readFioFixture(QStringLiteral("fio-3.33-client-server-two-hosts.json"))).object();
    QJsonArray clients = mixedFio.value(QStringLiteral("client_stats")).toArray();
    QJsonObject client = clients.at(0).toObject();
    const QJsonObject read = client.value(QStringLiteral("read")).toObject();
    client.remove(QStringLiteral("read"));
    client.remove(QStringLiteral("write"));
    client.insert(QStringLiteral("mixed"), read);
    mixedFio.insert(QStringLiteral("client_stats"), QJsonArray { client });
    const Session mixed = importFioJson(QJsonDocument(mixedFio).toJson(), QStringLiteral("mixed"));
    QCOMPARE(mixed.runs.size(), size_t { 1 });
    const RunMeasurement& sum = std::get<WorkloadResult>(mixed.runs[0].result).repeats.front();
    QCOMPARE(sum.readIos, static_cast<uint64_t>(read.value(QStringLiteral("total_ios")).toInteger()));
    QCOMPARE(sum.readBytes, static_cast<uint64_t>(read.value(QStringLiteral("io_bytes")).toInteger()));
    QCOMPARE(mixed.runs[0].caveats.size(), size_t { 1 });
    QVERIFY(mixed.runs[0].caveats.front().text.contains(QLatin1String("unified_rw_reporting")));

    // fio writes the "All clients" total without options: its plan is the clients' job.
    QJsonObject engines
        = QJsonDocument::fromJson(readFioFixture(QStringLiteral("fio-3.33-client-server-two-hosts.json"))).object();
    QJsonObject global = engines.value(QStringLiteral("global options")).toObject();
    global.insert(QStringLiteral("ioengine"), QStringLiteral("libaio"));
    global.insert(QStringLiteral("direct"), QStringLiteral("1"));
    global.insert(QStringLiteral("iodepth"), QStringLiteral("16"));
    engines.insert(QStringLiteral("global options"), global);
    const Session total = importFioJson(QJsonDocument(engines).toJson(), QStringLiteral("libaio"));
    const auto& all = std::get<WorkloadResult>(total.runs[2].result);
    QCOMPARE(all.engine, QStringLiteral("libaio"));
    QVERIFY(all.target.directIo);
    QCOMPARE(all.spec.queueDepth, 16u);
    QVERIFY2(all.fioCommand.contains(QStringLiteral(" --ioengine=libaio --iodepth=16 ")), qPrintable(all.fioCommand));

    // --status-interval: the last report is the whole run.
    const QByteArray reports = readFioFixture(QStringLiteral("fio-2.15-numjobs-2-no-group-reporting.json"))
        + readFioFixture(QStringLiteral("fio-2.17-numjobs-2-group-reporting.json"));
    const Session last = importFioJson(reports, QStringLiteral("reports"));
    QCOMPARE(last.origin, QStringLiteral("fio import (fio-2.17)"));
    QCOMPARE(std::get<WorkloadResult>(last.runs[0].result).repeats.front().readIos, uint64_t { 80891 });
}

// Files no fio wrote are refused with the reason, before anything is built from them.
void TestSessionFio::absurdFilesRefusedBeforeBuilding_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("expected");
    QTest::newRow("cut off") << readFioFixture(QStringLiteral("hostile-truncated.json"))
                             << QStringLiteral(
                                    "input is not fio JSON output (--output-format=json): no complete JSON object");
    // 20,000 jobs would each hold two latency histograms: gigabytes. Counted in the text first.
    QByteArray many = R"({"fio version":"fio-3.33","jobs":[)";
    for (int i = 0; i < 20000; ++i)
        many += QByteArray(i ? "," : "") + R"({"jobname":"j","read":{"io_bytes":4096,"total_ios":1,"runtime":1}})";
    many += "]}";
    QTest::newRow("20,000 jobs") << many
                                 << QStringLiteral("input holds 20000 fio jobs; DriveScope imports at most 1024");
    QTest::newRow("only text") << QByteArray("fio: terminating on signal 2\\n")
                               << QStringLiteral("input is not fio JSON output (--output-format=json): no complete");
    QTest::newRow("2.x bins of an impossible index")
        << QByteArray(
               R"({"fio version":"fio-2.15","jobs":[{"jobname":"x","read":{"io_bytes":4,"total_ios":1,"runtime":1,)"
               R"("clat":{"min":1,"max":1,"mean":1,"stddev":0,"bins":{"FIO_IO_U_PLAT_BITS":6,"999999":1}}}}]})")
        << QStringLiteral("input: jobs[0].read.clat.bins.999999: a latency bin named by fio's bucket index");
}

void TestSessionFio::absurdFilesRefusedBeforeBuilding()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, expected);
    try {
        importFioJson(bytes, QStringLiteral("input"));
        QFAIL("accepted");
    } catch (const UserError& error) {
        QVERIFY2(error.message().startsWith(expected), qPrintable(error.message()));
    }
}

void TestSessionFio::cliRefusesABrokenFileWithItsReason()
{
    const CliRun broken = cli({ QStringLiteral("import-fio"), fioFixture(QStringLiteral("hostile-truncated.json")),
        QStringLiteral("--no-save") });
    QCOMPARE(broken.status, 2);
    QVERIFY2(broken.err.contains(QStringLiteral("no complete JSON object")), qPrintable(broken.err));
    const CliRun good
        = cli({ QStringLiteral("import-fio"), fioFixture(QStringLiteral("generated-2.17-text-before-and-after.json")),
            QStringLiteral("--no-save"), QStringLiteral("--json") });
    QVERIFY2(good.status == 0, qPrintable(good.err));
    const Session session = Session::parse(good.out.toUtf8(), QStringLiteral("out"));
    QCOMPARE(session.runs.size(), size_t { 2 });
}

// What an import costs is a small multiple of what the session holds (two latency histograms per
// run), and a file of too many jobs is refused before it costs anything.
void TestSessionFio::importMemoryBoundedByWhatIsHeld()
{
    const QJsonObject fio
        = QJsonDocument::fromJson(readFioFixture(QStringLiteral("fio-2.17-numjobs-2-group-reporting.json"))).object();
    const QJsonValue job = fio.value(QStringLiteral("jobs")).toArray().at(0);
    auto fileOf = [&](int jobs, const QString& name) {
        QJsonArray list;
        for (int i = 0; i < jobs; ++i)
            list.append(job);
        QJsonObject many = fio;
        many.insert(QStringLiteral("jobs"), list);
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return QString();
        file.write(QJsonDocument(many).toJson(QJsonDocument::Compact));
        return path;
    };
    const QString one = fileOf(1, QStringLiteral("one-job.json"));
    const QString most = fileOf(static_cast<int>(kMaxFioJobs), QStringLiteral("most-jobs.json"));
    const QString tooMany = fileOf(20000, QStringLiteral("too-many-jobs.json"));
    QVERIFY(!one.isEmpty() && !most.isEmpty() && !tooMany.isEmpty());
    const QString program = QStringLiteral(DRIVESCOPE_CLI);
    // AddressSanitizer keeps freed memory resident in its quarantine (256 MB): the bound is on what the
    // import holds, as in a release build, not on what the sanitizer keeps back.
    QString asan = QString::fromLocal8Bit(qgetenv("ASAN_OPTIONS"));
    asan += QStringLiteral("%1quarantine_size_mb=0").arg(asan.isEmpty() ? QString() : QStringLiteral(":"));
    const QStringList environment { QStringLiteral("ASAN_OPTIONS=") + asan };
    const MeasuredRun baseline
        = runMeasured(program, { QStringLiteral("import-fio"), one, QStringLiteral("--no-save") }, environment);
    QVERIFY2(baseline.status == 0, qPrintable(baseline.err));
    const MeasuredRun full
        = runMeasured(program, { QStringLiteral("import-fio"), most, QStringLiteral("--no-save") }, environment);
    QVERIFY2(full.status == 0, qPrintable(full.err));
    const double held = static_cast<double>(kMaxFioJobs) * 2 * LatencyHistogram::kBucketCount * sizeof(uint64_t);
    const double cost = static_cast<double>(full.peakResidentBytes - baseline.peakResidentBytes);
    qInfo("%lld jobs: %.0f MB above one job's %.0f MB; the histograms hold %.0f MB",
        static_cast<long long>(kMaxFioJobs), cost / 1e6, static_cast<double>(baseline.peakResidentBytes) / 1e6,
        held / 1e6);
    QVERIFY2(cost < 3 * held, qPrintable(QStringLiteral("%1 MB").arg(cost / 1e6)));
    const MeasuredRun refused
        = runMeasured(program, { QStringLiteral("import-fio"), tooMany, QStringLiteral("--no-save") }, environment);
    QCOMPARE(refused.status, 2);
    QVERIFY2(refused.err.contains(QStringLiteral("holds 20000 fio jobs")), qPrintable(refused.err));
    // The refused file's text is read, no more: far below what its jobs would have held.
    QVERIFY2(refused.peakResidentBytes - baseline.peakResidentBytes < QFileInfo(tooMany).size() * 4,
        qPrintable(QString::number(refused.peakResidentBytes)));
}

// The way to check a figure with fio: export the run's job file, run it, and compare fio's output
// with the session. The facts fio's output does not name are not recorded, not changes.
void TestSessionFio::exportedJobFileRunsInFioAndComparesWithTheRun()
{
    DS_REQUIRE_FIO();
    LoopDevice loop(64u << 20);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    const QString session = m_dir.filePath(QStringLiteral("plan.json"));
    QFile::remove(session);
    const CliRun run = cli({ QStringLiteral("run"), QStringLiteral("--target"), loop.devicePath(),
        QStringLiteral("--bs"), QStringLiteral("16k"), QStringLiteral("--pattern"), QStringLiteral("random"),
        QStringLiteral("--qd"), QStringLiteral("8"), QStringLiteral("--duration"), QStringLiteral("0.5"),
        QStringLiteral("--no-progress"), QStringLiteral("--session"), session });
    QVERIFY2(run.status == 0, qPrintable(run.err));
    const QString jobFile = m_dir.filePath(QStringLiteral("plan.fio"));
    const CliRun exported = cli({ QStringLiteral("export"), session, QStringLiteral("--format"), QStringLiteral("fio"),
        QStringLiteral("--output"), jobFile });
    QVERIFY2(exported.status == 0, qPrintable(exported.err));
    QFile file(jobFile);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    for (const char* line : { "filename=", "rw=randread", "bs=16k", "iodepth=8", "direct=1", "runtime=500ms" })
        QVERIFY2(text.contains(QLatin1String(line)), line);
    // fio itself accepts it and runs that workload.
    QString error;
    const QJsonObject fio = runFio({ jobFile, QStringLiteral("--output-format=json") }, &error);
    QVERIFY2(!fio.isEmpty(), qPrintable(error));
    const QJsonObject job = fio.value(QStringLiteral("jobs")).toArray().at(0).toObject();
    QVERIFY(job.value(QStringLiteral("read")).toObject().value(QStringLiteral("total_ios")).toInteger() > 0);
    QCOMPARE(job.value(QStringLiteral("job options")).toObject().value(QStringLiteral("filename")).toString(),
        loop.devicePath());

    const QString fioOutput = m_dir.filePath(QStringLiteral("plan-fio.json"));
    QFile output(fioOutput);
    QVERIFY(output.open(QIODevice::WriteOnly | QIODevice::Truncate));
    output.write(QJsonDocument(fio).toJson());
    output.close();
    const CliRun compared = cli({ QStringLiteral("compare"), session, fioOutput, QStringLiteral("--json") });
    QVERIFY2(compared.status == 0, qPrintable(compared.err));
    const QJsonObject comparison = QJsonDocument::fromJson(compared.out.toUtf8()).object();
    QStringList changed;
    for (const QJsonValue& change : comparison.value(QStringLiteral("changes")).toArray()) {
        const QJsonObject fact = change.toObject();
        changed << fact.value(QStringLiteral("fact")).toString();
        if (changed.constLast() == QLatin1String("measured with")) {
            const QJsonArray values = fact.value(QStringLiteral("values")).toArray();
            QCOMPARE(values.at(0).toString(), QStringLiteral("DriveScope " DRIVESCOPE_VERSION));
            QCOMPARE(values.at(1).toString(), fio.value(QStringLiteral("fio version")).toString());
        }
    }
    // Same plan, same device: only the tool differs. The host and drive facts fio does not write are
    // listed as not recorded for its column, and for DriveScope's as recorded.
    QCOMPARE(changed, QStringList { QStringLiteral("measured with") });
    const QJsonArray notRecorded = comparison.value(QStringLiteral("notRecorded")).toArray();
    QCOMPARE(notRecorded.size(), 2);
    for (const char* fact : { "host", "kernel", "scheduler" }) {
        QVERIFY2(notRecorded.at(1).toArray().contains(QLatin1String(fact)), fact);
        QVERIFY2(!notRecorded.at(0).toArray().contains(QLatin1String(fact)), fact);
    }
    const CliRun table = cli({ QStringLiteral("compare"), session, fioOutput });
    QVERIFY2(table.status == 0, qPrintable(table.err));
    // Each run named by its label (fio's run: its job's target), as the JSON names it.
    const QString fioLabel = comparison.value(QStringLiteral("items"))
                                 .toArray()
                                 .at(1)
                                 .toObject()
                                 .value(QStringLiteral("label"))
                                 .toString();
    QVERIFY(!fioLabel.isEmpty());
    QVERIFY2(table.out.contains(fioLabel + QStringLiteral(" did not record: host, kernel")), qPrintable(table.out));
}

void TestSessionFio::fleetRunsOnTwoServers()
{
    DS_REQUIRE_FIO();
    LoopDevice first(64u << 20);
    LoopDevice second(64u << 20);
    QVERIFY2(first.isValid() && second.isValid(), qPrintable(first.errorString() + second.errorString()));
    const int base = 20000 + static_cast<int>(QCoreApplication::applicationPid() % 20000);
    FioServer serverA(base);
    QVERIFY2(serverA.port() != 0, "fio --server did not start");
    FioServer serverB(serverA.port() + 1);
    QVERIFY2(serverB.port() != 0, "fio --server did not start");

    const QString plan = m_dir.filePath(QStringLiteral("fleet-plan.json"));
    QFile planFile(plan);
    QVERIFY(planFile.open(QIODevice::WriteOnly | QIODevice::Truncate));
    planFile.write(R"({"readPercent":100,"randomPercent":100,"blockSizes":[{"bytes":4096}],"queueDepth":4,
                       "durationSeconds":1})");
    planFile.close();
    const QString out = m_dir.filePath(QStringLiteral("fleet"));
    const QString hosts = QStringLiteral("127.0.0.1:%1=%2,127.0.0.1:%3=%4")
                              .arg(serverA.port())
                              .arg(first.devicePath())
                              .arg(serverB.port())
                              .arg(second.devicePath());
    // --push: the hosts' sessions go to a shared bench too (a real server of the test's own).
    test::PostgresServer bench;
    QString benchUrl;
    if (bench.running() && bench.createDatabase(QStringLiteral("fleet")))
        benchUrl = bench.url(QStringLiteral("fleet"));
    else
        qWarning("fleet --push is not checked: %s", qPrintable(bench.skipReason()));
    QStringList fleetArguments { QStringLiteral("fleet"), QStringLiteral("--hosts"), hosts, QStringLiteral("--plan"),
        plan, QStringLiteral("--output-dir"), out, QStringLiteral("--json") };
    if (!benchUrl.isEmpty())
        fleetArguments << QStringLiteral("--push") << benchUrl;
    const CliRun run = cli(fleetArguments);
    QVERIFY2(run.status == 0, qPrintable(run.err));
    const QJsonObject document = QJsonDocument::fromJson(run.out.toUtf8()).object();
    const QJsonArray report = document.value(QStringLiteral("hosts")).toArray();
    QCOMPARE(report.size(), 2);
    if (!benchUrl.isEmpty()) {
        QCOMPARE(document.value(QStringLiteral("bench")).toObject().value(QStringLiteral("added")).toInt(), 2);
        const CliRun ranked = cli({ QStringLiteral("bench"), QStringLiteral("rank"), QStringLiteral("--bench"),
            benchUrl, QStringLiteral("--figure"), QStringLiteral("run:iops"), QStringLiteral("--json") });
        QVERIFY2(ranked.status == 0, qPrintable(ranked.err));
        const QJsonArray drives
            = QJsonDocument::fromJson(ranked.out.toUtf8()).object().value(QStringLiteral("drives")).toArray();
        QCOMPARE(drives.size(), 2);
        for (const QJsonValue& drive : drives)
            QCOMPARE(drive.toObject().value(QStringLiteral("source")).toString(), QStringLiteral("fio"));
    }
    QStringList targets;
    for (const QJsonValue& value : report) {
        const QJsonObject host = value.toObject();
        const Session session = loadSession(host.value(QStringLiteral("session")).toString());
        QVERIFY2(
            session.origin.startsWith(
                QStringLiteral("fleet host %1, fio import (fio-").arg(host.value(QStringLiteral("host")).toString())),
            qPrintable(session.origin));
        QVERIFY2(session.measuredWith().startsWith(QLatin1String("fio-")), qPrintable(session.measuredWith()));
        const auto& result = std::get<WorkloadResult>(session.runs.front().result);
        targets << result.target.path;
        QVERIFY(result.merged().readIos > 0);
        QCOMPARE(result.spec.queueDepth, 4u);
        QCOMPARE(result.megabytesPerSecond().mean, host.value(QStringLiteral("megabytesPerSecond")).toDouble());
    }
    QCOMPARE(targets, (QStringList { first.devicePath(), second.devicePath() }));
    // The two hosts' sessions compare like any two.
    const QStringList files = QDir(out).entryList({ QStringLiteral("*.json") }, QDir::Files);
    QCOMPARE(files.size(), 2);
    const CliRun compared
        = cli({ QStringLiteral("compare"), QDir(out).filePath(files[0]), QDir(out).filePath(files[1]) });
    QVERIFY2(compared.status == 0, qPrintable(compared.err));
    QVERIFY2(compared.out.contains(QStringLiteral("host: 127.0.0.1:")), qPrintable(compared.out));

    // A host without a server: that host fails with its name, the other is still saved.
    const QString broken = QStringLiteral("127.0.0.1:%1=%2,127.0.0.1:1=%3")
                               .arg(serverA.port())
                               .arg(first.devicePath(), second.devicePath());
    const QString out2 = m_dir.filePath(QStringLiteral("fleet2"));
    const CliRun partial = cli({ QStringLiteral("fleet"), QStringLiteral("--hosts"), broken, QStringLiteral("--plan"),
        plan, QStringLiteral("--output-dir"), out2 });
    QCOMPARE(partial.status, 1);
    QVERIFY2(partial.err.contains(QStringLiteral("127.0.0.1:1")), qPrintable(partial.err));
    QCOMPARE(QDir(out2).entryList({ QStringLiteral("*.json") }, QDir::Files).size(), 1);

    const CliRun badPlan = cli({ QStringLiteral("fleet"), QStringLiteral("--hosts"), hosts, QStringLiteral("--plan"),
        m_dir.filePath(QStringLiteral("missing.json")) });
    QCOMPARE(badPlan.status, 2);
    // A bench URL with a password is refused before any host runs.
    const CliRun password = cli({ QStringLiteral("fleet"), QStringLiteral("--hosts"), hosts, QStringLiteral("--plan"),
        plan, QStringLiteral("--output-dir"), m_dir.filePath(QStringLiteral("fleet3")), QStringLiteral("--push"),
        QStringLiteral("postgresql://lab:secret@127.0.0.1/bench") });
    QCOMPARE(password.status, 2);
    QVERIFY2(password.err.contains(QLatin1String("~/.pgpass")), qPrintable(password.err));
    QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("fleet3"))));
}

QTEST_GUILESS_MAIN(TestSessionFio)
#include "tst_sessionfio.moc"
