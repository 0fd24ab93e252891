#include "device/bufferpool.h"
#include "device/target.h"
#include "fixtures/blockdevicefixtures.h"
#include "model/fiocommand.h"
#include "model/plansettings.h"
#include "model/usererror.h"
#include "run/benchmarks/workloadrunner.h"
#include "run/io/ioengine.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <fcntl.h>
#include <map>
#include <set>
#include <unistd.h>

using namespace ds;
using namespace ds::test;

// Jobs per target (WorkloadSpec::jobs) and the test data written (WorkloadSpec::data).
class TestJobs : public QObject {
    Q_OBJECT

private slots:
    void specKeepsJobsAndDataInJson();
    void fioCommandNamesTheJobs();
    void everyJobFillsItsQueueAndTheFiguresAreSummed_data();
    void everyJobFillsItsQueueAndTheFiguresAreSummed();
    void mergedPercentilesMatchExactLatencies();
    void seedsDifferPerJobAndRepeatPerRun();
    void sequentialJobsNeverOverlap();
    void pinnedJobsRunOnTheirCpus();
    void zeroDataLeavesZeros();
    void randomDataDoesNotCompress();
    void badInputExitsTwo_data();
    void badInputExitsTwo();
};

namespace {

WorkloadSpec randomRead(unsigned jobs, unsigned depth, double seconds)
{
    WorkloadSpec spec;
    spec.randomPercent = 100;
    spec.queueDepth = depth;
    spec.jobs = jobs;
    spec.durationSeconds = seconds;
    return spec;
}

// A zram device opened for reading, or the reason there is none.
struct ZramTarget {
    std::unique_ptr<ZramDevice> zram;
    std::unique_ptr<Target> target;
    QString make(uint64_t bytes, bool writing = false)
    {
        if (const QString reason = zramUnavailableReason(); !reason.isEmpty())
            return reason;
        zram = std::make_unique<ZramDevice>(bytes);
        if (!zram->isValid())
            return zram->errorString();
        // Made by this test, and named for destruction when it writes, as the safety rules require.
        target = Target::openBlockDevice(zram->devicePath(), writing, writing ? zram->devicePath() : QString());
        return QString();
    }
};

} // namespace

void TestJobs::specKeepsJobsAndDataInJson()
{
    WorkloadSpec spec = randomRead(3, 8, 1);
    spec.cpus = { 0 };
    spec.data = DataPattern::Zero;
    const WorkloadSpec back = WorkloadSpec::fromJson(spec.toJson());
    QCOMPARE(back.jobs, 3u);
    QCOMPARE(back.cpus, std::vector<unsigned> { 0 });
    QVERIFY(back.data == DataPattern::Zero);

    // A file from before the settings: one job, random data.
    QJsonObject older = spec.toJson();
    older.remove(QStringLiteral("jobs"));
    older.remove(QStringLiteral("cpus"));
    older.remove(QStringLiteral("data"));
    const WorkloadSpec old = WorkloadSpec::fromJson(older);
    QCOMPARE(old.jobs, 1u);
    QVERIFY(old.cpus.empty());
    QVERIFY(old.data == DataPattern::Random);

    QJsonObject bad = spec.toJson();
    bad.insert(QStringLiteral("data"), QStringLiteral("ones"));
    QVERIFY_THROWS_EXCEPTION(UserError, WorkloadSpec::fromJson(bad));
    bad = spec.toJson();
    bad.insert(QStringLiteral("jobs"), 100000);
    QVERIFY_THROWS_EXCEPTION(UserError, WorkloadSpec::fromJson(bad));

    // The description says so, and stays as it was for one job.
    QVERIFY2(spec.describe().contains(QLatin1String("3 jobs")), qPrintable(spec.describe()));
    QVERIFY(!randomRead(1, 8, 1).describe().contains(QLatin1String("job")));
}

void TestJobs::fioCommandNamesTheJobs()
{
    TargetInfo target;
    target.path = QStringLiteral("/dev/sdx");
    target.sizeBytes = 1u << 30;
    target.logicalSectorBytes = 512;
    const QString one = fioCommandLine(randomRead(1, 32, 5), target, QStringLiteral("io_uring"));
    QVERIFY(!one.contains(QLatin1String("numjobs")));
    const QString two = fioCommandLine(randomRead(2, 32, 5), target, QStringLiteral("io_uring"));
    QVERIFY2(two.contains(QLatin1String("--iodepth=32 ")), qPrintable(two));
    QVERIFY2(two.contains(QLatin1String("--numjobs=2 --group_reporting")), qPrintable(two));
    QVERIFY2(!two.contains(QLatin1String("offset_increment")), qPrintable(two));

    WorkloadSpec sequential = randomRead(4, 8, 5);
    sequential.randomPercent = 0;
    sequential.blockSizes.front().bytes = 1u << 20;
    sequential.readPercent = 0;
    sequential.data = DataPattern::Zero;
    sequential.cpus = { 0, 1 };
    const QString seq = fioCommandLine(sequential, target, QStringLiteral("io_uring"));
    QVERIFY2(seq.contains(QLatin1String("--size=256m --offset_increment=256m")), qPrintable(seq));
    QVERIFY2(seq.contains(QLatin1String("--zero_buffers")), qPrintable(seq));
    QVERIFY2(seq.contains(QLatin1String("--cpus_allowed=0,1 --cpus_allowed_policy=split")), qPrintable(seq));
}

void TestJobs::everyJobFillsItsQueueAndTheFiguresAreSummed_data()
{
    QTest::addColumn<int>("engine");
    for (EngineKind engine : { EngineKind::IoUring, EngineKind::Threads })
        QTest::addRow("%s", qPrintable(engineKindName(engine))) << static_cast<int>(engine);
}

void TestJobs::everyJobFillsItsQueueAndTheFiguresAreSummed()
{
    QFETCH(int, engine);
    const auto kind = static_cast<EngineKind>(engine);
    if (kind == EngineKind::IoUring && !ioUringAvailable())
        QSKIP("io_uring is not available on this machine");
    ZramTarget device;
    if (const QString reason = device.make(64u << 20); !reason.isEmpty())
        QSKIP(qPrintable(reason));
    constexpr unsigned jobs = 3;
    constexpr unsigned depth = 8;
    WorkloadSpec spec = randomRead(jobs, depth, 0.4);
    spec.repeats = 2;
    const WorkloadResult result = runWorkload(*device.target, spec, kind);
    QCOMPARE(result.repeats.size(), size_t { 2 });
    for (const RunMeasurement& run : result.repeats) {
        QCOMPARE(run.jobs.size(), size_t { jobs });
        uint64_t ios = 0;
        uint64_t bytes = 0;
        for (const JobFigures& job : run.jobs) {
            QCOMPARE(job.maxInFlight, depth); // every job's own queue reached its depth
            QVERIFY(job.ios > 0);
            ios += job.ios;
            bytes += job.bytes;
        }
        QCOMPARE(run.ios(), ios);
        QCOMPARE(run.bytes(), bytes);
        QCOMPARE(run.maxInFlight, jobs * depth);
        // Measured over one window: the total's time is the jobs' (they start together) …
        for (const JobFigures& job : run.jobs)
            QVERIFY2(job.seconds <= run.seconds && job.seconds > 0.5 * run.seconds,
                qPrintable(QStringLiteral("%1 of %2 s").arg(job.seconds).arg(run.seconds)));
        // … and the total IOPS are the requests of all jobs over it.
        QCOMPARE(run.iops(), static_cast<double>(ios) / run.seconds);
    }
    // Saved and read back with its jobs.
    const RunMeasurement back = RunMeasurement::fromJson(result.repeats.front().toJson());
    QCOMPARE(back.jobs.size(), size_t { jobs });
    QCOMPARE(back.jobs[1].ios, result.repeats.front().jobs[1].ios);
}

void TestJobs::mergedPercentilesMatchExactLatencies()
{
    ZramTarget device;
    if (const QString reason = device.make(64u << 20); !reason.isEmpty())
        QSKIP(qPrintable(reason));
    std::vector<RequestRecord> log;
    WorkloadRunner runner(*device.target, randomRead(2, 4, 0.3));
    runner.setRequestLog(&log);
    const WorkloadResult result = runner.run();
    const RunMeasurement& run = result.repeats.front();
    QCOMPARE(log.size(), static_cast<size_t>(run.ios()));
    std::set<unsigned> jobs;
    std::vector<uint64_t> latencies;
    for (const RequestRecord& record : log) {
        jobs.insert(record.job);
        latencies.push_back(record.completeNs - record.submitNs);
    }
    QCOMPARE(jobs, (std::set<unsigned> { 0, 1 }));
    std::sort(latencies.begin(), latencies.end());
    for (double p : { 1.0, 50.0, 90.0, 99.0, 99.9 }) {
        const auto rank
            = std::max<size_t>(1, static_cast<size_t>(std::ceil(p / 100.0 * static_cast<double>(latencies.size()))));
        const double exact = static_cast<double>(latencies[rank - 1]);
        const double merged = static_cast<double>(run.readLatency.percentileNs(p));
        QVERIFY2(std::abs(merged - exact) / std::max(1.0, exact) <= 0.01,
            qPrintable(QStringLiteral("p%1: exact %2, merged %3").arg(p).arg(exact).arg(merged)));
    }
    QCOMPARE(run.readLatency.percentileNs(100), latencies.back());
    QCOMPARE(run.readLatency.percentileNs(0), latencies.front());
}

void TestJobs::seedsDifferPerJobAndRepeatPerRun()
{
    ZramTarget device;
    if (const QString reason = device.make(256u << 20); !reason.isEmpty())
        QSKIP(qPrintable(reason));
    // Size-based, so that every job issues the same requests each time.
    WorkloadSpec spec = randomRead(3, 4, 0);
    spec.totalBytes = 400 * 4096;
    auto offsets = [&] {
        std::vector<RequestRecord> log;
        WorkloadRunner runner(*device.target, spec);
        runner.setRequestLog(&log);
        runner.run();
        std::map<unsigned, std::vector<uint64_t>> byJob;
        for (const RequestRecord& record : log)
            byJob[record.job].push_back(record.offset);
        for (auto& [job, list] : byJob)
            std::sort(list.begin(), list.end());
        return byJob;
    };
    const auto first = offsets();
    QCOMPARE(first.size(), size_t { 3 });
    for (const auto& [job, list] : first)
        QCOMPARE(list.size(), size_t { 400 });
    QVERIFY(first.at(0) != first.at(1));
    QVERIFY(first.at(1) != first.at(2));
    QVERIFY(first.at(0) != first.at(2));
    QVERIFY(offsets() == first);
    // Job 0 draws what a one-job run draws: a one-job run is as it was.
    spec.jobs = 1;
    const auto single = offsets();
    QVERIFY(single.at(0) == first.at(0));
}

void TestJobs::sequentialJobsNeverOverlap()
{
    ZramTarget device;
    if (const QString reason = device.make(64u << 20); !reason.isEmpty())
        QSKIP(qPrintable(reason));
    WorkloadSpec spec = randomRead(3, 4, 0.3);
    spec.randomPercent = 0;
    spec.blockSizes.front().bytes = 64 * 1024;
    spec.regionOffset = 1u << 20;
    std::vector<RequestRecord> log;
    WorkloadRunner runner(*device.target, spec);
    runner.setRequestLog(&log);
    runner.run();
    QVERIFY(!log.empty());
    const uint64_t stretch = spec.jobStretch(spec.effectiveRegionLength(64u << 20), 512);
    QCOMPARE(stretch, uint64_t { 21 } << 20); // 63 MiB in three whole-block stretches
    std::map<unsigned, std::pair<uint64_t, uint64_t>> span; // job → lowest offset, highest end
    for (const RequestRecord& record : log) {
        const uint64_t start = spec.regionOffset + record.job * stretch;
        QVERIFY2(record.offset >= start && record.offset + record.length <= start + stretch,
            qPrintable(QStringLiteral("job %1 at %2").arg(record.job).arg(record.offset)));
        auto [it, added] = span.try_emplace(record.job, record.offset, record.offset + record.length);
        it->second.first = std::min(it->second.first, record.offset);
        it->second.second = std::max(it->second.second, record.offset + record.length);
    }
    QCOMPARE(span.size(), size_t { 3 });
    for (unsigned job = 1; job < 3; ++job)
        QVERIFY(span.at(job - 1).second <= span.at(job).first);
}

void TestJobs::pinnedJobsRunOnTheirCpus()
{
    QVERIFY_THROWS_EXCEPTION(UserError, parseCpuList(QStringLiteral("100000")));
    QVERIFY_THROWS_EXCEPTION(UserError, parseCpuList(QStringLiteral("3-1")));
    QCOMPARE(parseCpuList(QStringLiteral("0")), std::vector<unsigned> { 0 });
    ZramTarget device;
    if (const QString reason = device.make(64u << 20); !reason.isEmpty())
        QSKIP(qPrintable(reason));
    cpu_set_t before;
    QCOMPARE(sched_getaffinity(0, sizeof before, &before), 0);
    WorkloadSpec spec = randomRead(2, 4, 0.2);
    spec.cpus = { 0 };
    const WorkloadResult result = runWorkload(*device.target, spec);
    QCOMPARE(result.repeats.front().jobs.size(), size_t { 2 });
    // The calling thread, which ran job 0, may run where it could before.
    cpu_set_t after;
    QCOMPARE(sched_getaffinity(0, sizeof after, &after), 0);
    QVERIFY(CPU_EQUAL(&before, &after));
    spec.cpus = { 100000 };
    QVERIFY_THROWS_EXCEPTION(UserError, runWorkload(*device.target, spec));
}

void TestJobs::zeroDataLeavesZeros()
{
    DS_REQUIRE_LOOP();
    LoopDevice loop(16u << 20);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    QString error;
    QVERIFY2(fillWithPattern(loop.devicePath(), 16u << 20, 5, &error), qPrintable(error));
    {
        std::unique_ptr<Target> target = Target::openBlockDevice(loop.devicePath(), true, loop.devicePath());
        WorkloadSpec spec;
        spec.readPercent = 0;
        spec.blockSizes.front().bytes = 128 * 1024;
        spec.queueDepth = 4;
        spec.jobs = 2;
        spec.totalBytes = 4u << 20; // each job writes its own 4 MiB stretch from the start of it
        spec.data = DataPattern::Zero;
        const WorkloadResult result = runWorkload(*target, spec);
        QCOMPARE(result.repeats.front().writeBytes, uint64_t { 8 } << 20);
    }
    const int fd = ::open(QFile::encodeName(loop.devicePath()).constData(), O_RDONLY | O_DIRECT);
    QVERIFY(fd >= 0);
    BufferPool check(1, 1u << 20);
    for (uint64_t offset : { uint64_t { 0 }, uint64_t { 3 } << 20, uint64_t { 8 } << 20, uint64_t { 11 } << 20 }) {
        QCOMPARE(pread(fd, check.buffer(0), 1u << 20, static_cast<off_t>(offset)), ssize_t { 1 << 20 });
        const unsigned char* data = check.buffer(0);
        QVERIFY2(std::all_of(data, data + (1u << 20), [](unsigned char c) { return c == 0; }),
            qPrintable(QStringLiteral("not zero at %1").arg(offset)));
    }
    // Beyond the written stretches the pattern is still there.
    QCOMPARE(pread(fd, check.buffer(0), 1u << 20, off_t { 4 } << 20), ssize_t { 1 << 20 });
    const unsigned char* data = check.buffer(0);
    QVERIFY(!std::all_of(data, data + (1u << 20), [](unsigned char c) { return c == 0; }));
    ::close(fd);
}

void TestJobs::randomDataDoesNotCompress()
{
    DS_REQUIRE_LOOP();
    LoopDevice loop(16u << 20);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    constexpr uint32_t block = 256 * 1024;
    {
        std::unique_ptr<Target> target = Target::openBlockDevice(loop.devicePath(), true, loop.devicePath());
        WorkloadSpec spec;
        spec.readPercent = 0;
        spec.blockSizes.front().bytes = block;
        spec.totalBytes = block * 4;
        QVERIFY(spec.data == DataPattern::Random); // the default
        runWorkload(*target, spec);
    }
    QTemporaryDir dir;
    const QString blockFile = dir.filePath(QStringLiteral("block"));
    const QString packed = blockFile + QStringLiteral(".zst");
    QString output;
    QCOMPARE(runProgram(QStringLiteral("dd"),
                 { QStringLiteral("if=") + loop.devicePath(), QStringLiteral("of=") + blockFile,
                     QStringLiteral("bs=%1").arg(block), QStringLiteral("count=1"), QStringLiteral("skip=2"),
                     QStringLiteral("iflag=direct") },
                 &output),
        0);
    const int zstd = runProgram(QStringLiteral("zstd"),
        { QStringLiteral("-q"), QStringLiteral("-19"), blockFile, QStringLiteral("-o"), packed }, &output);
    if (zstd < 0)
        QSKIP("zstd is not installed");
    QCOMPARE(zstd, 0);
    QCOMPARE(QFileInfo(blockFile).size(), qint64 { block });
    QVERIFY2(QFileInfo(packed).size() >= 0.99 * block, qPrintable(QString::number(QFileInfo(packed).size())));
}

void TestJobs::badInputExitsTwo_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("expectedWords");
    const QStringList commands[] = {
        { QStringLiteral("run") },
        { QStringLiteral("sweep-bs") },
        { QStringLiteral("sweep-qd") },
        { QStringLiteral("pattern") },
        { QStringLiteral("quick") },
        { QStringLiteral("multi"), QStringLiteral("--targets"), QStringLiteral("/tmp/a,/tmp/b") },
    };
    for (const QStringList& command : commands) {
        const QByteArray name = command.front().toLatin1();
        QTest::addRow("%s --jobs 0", name.constData())
            << (command + QStringList { QStringLiteral("--jobs"), QStringLiteral("0") })
            << QStringLiteral("--jobs: jobs per target must be 1 to 64, not 0");
        QTest::addRow("%s --jobs 100000", name.constData())
            << (command + QStringList { QStringLiteral("--jobs"), QStringLiteral("100000") })
            << QStringLiteral("not 100000");
        QTest::addRow("%s --cpus 4000", name.constData())
            << (command + QStringList { QStringLiteral("--cpus"), QStringLiteral("4000") })
            << QStringLiteral("--cpus: there is no CPU 4000");
        QTest::addRow("%s --data foo", name.constData())
            << (command + QStringList { QStringLiteral("--data"), QStringLiteral("foo") })
            << QStringLiteral("--data: the test data must be random or zero, not 'foo'");
    }
}

void TestJobs::badInputExitsTwo()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, expectedWords);
    QTemporaryDir cache;
    const CliRun run = runCli(QStringLiteral(DRIVESCOPE_CLI), arguments, cache.path(), 60000);
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(expectedWords), qPrintable(run.err));
    QVERIFY2(run.out.isEmpty(), qPrintable(run.out));
}

QTEST_GUILESS_MAIN(TestJobs)
#include "tst_jobs.moc"
