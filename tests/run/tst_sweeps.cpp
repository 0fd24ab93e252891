#include "device/sysfs.h"
#include "device/target.h"
#include "fixtures/blockdevicefixtures.h"
#include "fixtures/callbacksink.h"
#include "fixtures/emulateddisk.h"
#include "model/chartdescription.h"
#include "model/compare.h"
#include "model/usererror.h"
#include "run/benchmarks/copytest.h"
#include "run/benchmarks/multitarget.h"
#include "run/benchmarks/patternsuite.h"
#include "run/benchmarks/quicksuite.h"
#include "run/benchmarks/sweep.h"

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

#include <algorithm>
#include <array>
#include <csignal>
#include <numeric>

using namespace ds;
using namespace ds::test;

// Sweeps, access patterns, the quick suite's repeats, several targets at once and the copy test:
// behaviour on real block devices (zram, loop) and the CLI's answers to bad input.
class TestSweeps : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void sequentialReadRisesWithBlockSizeOnZram();
    void deeperQueueGivesMoreIopsOnZram();
    void queueDepthSweepFollowsAFlashDrivesUnits();
    void blockBelowTheSectorIsSkippedWithItsReason();
    void cancelStopsASweepWithPartialResult();
    void fileServerIsIssuedByItsShares();
    void ratingCountsLoadsUpTo64Only();
    void patternWithoutAMeasuredLoadHasNoRating();
    void builtInPatternsHaveTheirMixes_data();
    void builtInPatternsHaveTheirMixes();
    void goodPatternFileIsRead();
    void badPatternFileExitsTwoWithAClearMessage_data();
    void badPatternFileExitsTwoWithAClearMessage();
    void multiTargetAggregateIsTheSumOfTargets();
    void multiTargetScalingRunsOneToN();
    void multiTargetChecksEveryTargetFirst();
    void quickSuiteRepeatsAndSummary_data();
    void quickSuiteRepeatsAndSummary();
    void copyTestTimesEveryCopyAndCleansUp();
    void copyTestCancelledLeavesNothing();
    void copyTestRefusesBadDirectories();
    void newCommandsRefuseBadInput_data();
    void newCommandsRefuseBadInput();
    void sweepCliPrintsJsonAndCsvWithFioCommands();
    void sweepCliCtrlCPrintsPartialResult();
    void multiAndCopyCliOnDirectories();
    void quickCliTextSummary();

private:
    CliRun cli(const QStringList& arguments, int timeoutMs = 120000);
    static double bestMegabytesPerSecond(const SweepPoint& point) { return point.result->megabytesPerSecond().max; }
    QTemporaryDir m_cache;
};

void TestSweeps::initTestCase() { QVERIFY(m_cache.isValid()); }

CliRun TestSweeps::cli(const QStringList& arguments, int timeoutMs)
{
    return runCli(QStringLiteral(DRIVESCOPE_CLI), arguments, m_cache.path(), timeoutMs);
}

static SweepPlan plan(SweepKind kind, std::vector<uint64_t> values, unsigned randomPercent, unsigned depth,
    double seconds, unsigned repeats)
{
    SweepPlan result;
    result.kind = kind;
    result.values = std::move(values);
    result.base.randomPercent = randomPercent;
    result.base.queueDepth = depth;
    result.base.durationSeconds = seconds;
    result.base.warmupSeconds = 0.05;
    result.base.repeats = repeats;
    return result;
}

void TestSweeps::sequentialReadRisesWithBlockSizeOnZram()
{
    DS_REQUIRE_ZRAM();
    ZramDevice zram(256u << 20);
    QVERIFY2(zram.isValid(), qPrintable(zram.errorString()));
    QString error;
    // Incompressible data, so that large reads copy real pages rather than zero-fill.
    QVERIFY2(fillWithPattern(zram.devicePath(), 256u << 20, 7, &error), qPrintable(error));
    std::unique_ptr<Target> target = Target::openBlockDevice(zram.devicePath(), false, QString());
    const std::vector<uint64_t> sizes = SweepPlan::powersOfTwo(512, 4u << 20);
    QCOMPARE(sizes.size(), size_t(14));
    const SweepResult result = runSweep(*target, plan(SweepKind::BlockSize, sizes, 0, 4, 0.15, 3));

    QVERIFY(!result.cancelled);
    QCOMPARE(result.points.size(), sizes.size());
    const uint32_t sector = target->info().logicalSectorBytes;
    std::vector<const SweepPoint*> measured;
    for (size_t i = 0; i < sizes.size(); ++i) {
        const SweepPoint& point = result.points[i];
        QCOMPARE(point.value, sizes[i]);
        QVERIFY2(point.fioCommand.contains(QLatin1String("--rw=read")), qPrintable(point.fioCommand));
        if (sizes[i] < sector) {
            QVERIFY2(!point.measured() && point.skipReason.contains(QLatin1String("logical sector")),
                qPrintable(point.skipReason));
            continue;
        }
        QVERIFY2(point.measured(), qPrintable(point.skipReason));
        QCOMPARE(point.result->repeats.size(), size_t(3));
        QCOMPARE(PointFigures::of(*point.result).errors, uint64_t(0));
        QCOMPARE(point.result->merged().readBytes % sizes[i], uint64_t(0));
        measured.push_back(&point);
    }
    QVERIFY(measured.size() >= 6);
    // The best of three runs per point keeps a neighbour's burst of work from deciding the test.
    // Per-request overhead dominates small blocks, so the large half must be well above the smallest
    // block; and once the curve has levelled off no large block may fall back to half its level. The
    // level is the large half's median: against their maximum, once a burst of 7795 MB/s, a 4 MiB
    // point at 3194 MB/s counted as a fall (zram's large blocks read 3300 to 5300 MB/s here).
    const double smallest = bestMegabytesPerSecond(*measured.front());
    const size_t half = measured.size() / 2;
    std::vector<double> largeRates;
    for (size_t i = half; i < measured.size(); ++i)
        largeRates.push_back(bestMegabytesPerSecond(*measured[i]));
    std::vector<double> sortedRates = largeRates;
    std::sort(sortedRates.begin(), sortedRates.end());
    const double level = sortedRates[sortedRates.size() / 2];
    QVERIFY2(level > 2 * smallest,
        qPrintable(QStringLiteral("level %1 MB/s, smallest block %2 MB/s").arg(level).arg(smallest)));
    // A stall of the shared machine through all three runs of a point can halve it once (seen once in
    // a full suite: 256 KiB at 2506 against 5522 MB/s). Such a point is measured again on its own and
    // must then pass; a fault of the sweep would fail again, and more than one point so low fails.
    int remeasured = 0;
    for (size_t i = half; i < measured.size(); ++i) {
        double rate = largeRates[i - half];
        if (rate <= level / 2 && remeasured++ == 0) {
            const SweepResult alone
                = runSweep(*target, plan(SweepKind::BlockSize, { measured[i]->value }, 0, 4, 0.15, 3));
            QVERIFY(alone.points.size() == 1 && alone.points.front().measured());
            rate = bestMegabytesPerSecond(alone.points.front());
        }
        QVERIFY2(rate > level / 2,
            qPrintable(QStringLiteral("%1: %2 MB/s against a level of %3")
                           .arg(formatBinarySize(measured[i]->value))
                           .arg(rate)
                           .arg(level)));
    }
}

void TestSweeps::deeperQueueGivesMoreIopsOnZram()
{
    DS_REQUIRE_ZRAM();
    ZramDevice zram(128u << 20);
    QVERIFY2(zram.isValid(), qPrintable(zram.errorString()));
    QString error;
    QVERIFY2(fillWithPattern(zram.devicePath(), 128u << 20, 9, &error), qPrintable(error));
    std::unique_ptr<Target> target = Target::openBlockDevice(zram.devicePath(), false, QString());
    const SweepResult result = runSweep(*target, plan(SweepKind::QueueDepth, { 1, 32 }, 100, 1, 0.3, 3));
    QCOMPARE(result.points.size(), size_t(2));
    QVERIFY(result.points[0].measured() && result.points[1].measured());
    QCOMPARE(result.points[0].spec.queueDepth, 1u);
    QCOMPARE(result.points[1].spec.queueDepth, 32u);
    QVERIFY(result.points[1].result->merged().maxInFlight > 1);
    const double qd1 = result.points[0].result->iops().max;
    const double qd32 = result.points[1].result->iops().max;
    QVERIFY2(qd32 > qd1, qPrintable(QStringLiteral("QD32 %1 IOPS, QD1 %2 IOPS").arg(qd32).arg(qd1)));
    // Latency percentiles are there for every depth.
    const PointFigures figures = PointFigures::of(*result.points[1].result);
    QVERIFY(figures.p99LatencyUs.mean >= figures.p50LatencyUs.mean && figures.p50LatencyUs.mean > 0);
}

void TestSweeps::queueDepthSweepFollowsAFlashDrivesUnits()
{
    DS_REQUIRE_EMULATED_DISK();
    // Four flash units of 5 ms per request: a drive whose IOPS grow with the queue depth up to four and
    // then stay level, slow enough that the machine's own time per request (the loop device's and
    // FUSE's round trip, 0.1 to 0.3 ms on a small virtual machine) is a few percent of it.
    EmulatedDiskProfile profile;
    profile.sizeBytes = 1u << 30;
    profile.outerMegabytesPerSecond = profile.innerMegabytesPerSecond = 400;
    profile.flashUnits = 4;
    profile.flashAccessMs = 5;
    EmulatedDisk disk(profile);
    QVERIFY2(disk.isValid(), qPrintable(disk.errorString()));
    std::unique_ptr<Target> target = Target::openBlockDevice(disk.devicePath(), false, QString());
    SweepPlan sweep = plan(SweepKind::QueueDepth, { 1, 2, 4, 8 }, 100, 1, 1.0, 1);
    sweep.base.warmupSeconds = 0;
    const double fourUnits = disk.model().expectedRandomReadIops(4096, 4);
    const QString miss = missedTwice([&]() -> QString {
        const SweepResult result = runSweep(*target, sweep);
        if (result.points.size() != 4)
            return QStringLiteral("%1 points").arg(result.points.size());
        std::array<double, 4> iops {};
        for (size_t index = 0; index < iops.size(); ++index) {
            const SweepPoint& point = result.points[index];
            if (!point.measured())
                return point.skipReason;
            if (const uint64_t errors = PointFigures::of(*point.result).errors)
                return QStringLiteral("QD%1: %2 errors").arg(point.spec.queueDepth).arg(errors);
            iops[index] = point.result->iops().mean;
            const double expected = disk.model().expectedRandomReadIops(4096, point.spec.queueDepth);
            qInfo("QD%u: %.0f IOPS, the drive's %.0f", point.spec.queueDepth, iops[index], expected);
            // No faster than the drive can go; at most 20 % slower (that round trip).
            if (!(iops[index] <= expected * 1.03 && iops[index] >= expected * 0.80))
                return QStringLiteral("QD%1: %2 IOPS, the drive's %3")
                    .arg(point.spec.queueDepth)
                    .arg(iops[index])
                    .arg(expected);
        }
        // Every request in flight has a unit of its own up to four: IOPS double with the depth, then level
        // off.
        if (!(iops[1] > 1.7 * iops[0] && iops[2] > 1.7 * iops[1]))
            return QStringLiteral("QD1 %1, QD2 %2, QD4 %3 IOPS").arg(iops[0]).arg(iops[1]).arg(iops[2]);
        // Past four there is no fifth unit: QD8 stays at the four units' rate. (Judged against the model,
        // not the QD4 point: the machine's round trip costs QD4 up to a fifth of its rate on a busy
        // machine, while QD8 keeps requests waiting and hides it.)
        if (!(iops[3] < 1.15 * fourUnits))
            return QStringLiteral("QD8 %1 IOPS, four units give %2").arg(iops[3]).arg(fourUnits);
        return {};
    });
    QVERIFY2(miss.isEmpty(), qPrintable(miss));
}

void TestSweeps::blockBelowTheSectorIsSkippedWithItsReason()
{
    DS_REQUIRE_LOOP();
    LoopDevice native4k(16u << 20, 4096);
    QVERIFY2(native4k.isValid(), qPrintable(native4k.errorString()));
    std::unique_ptr<Target> target = Target::openBlockDevice(native4k.devicePath(), false, QString());
    SweepPlan sizes = plan(SweepKind::BlockSize, SweepPlan::powersOfTwo(512, 32u << 20), 100, 2, 0.05, 1);
    const SweepResult result = runSweep(*target, sizes);
    QCOMPARE(result.points.size(), sizes.values.size());
    for (const SweepPoint& point : result.points) {
        if (point.value < 4096)
            QVERIFY2(point.skipReason.contains(QLatin1String("smaller than the target's 4096-byte logical sector")),
                qPrintable(point.skipReason));
        else if (point.value > (16u << 20))
            QVERIFY2(
                point.skipReason.contains(QLatin1String("larger than the test region")), qPrintable(point.skipReason));
        else
            QVERIFY2(point.measured(), qPrintable(point.skipReason));
        QVERIFY(point.fioCommand.startsWith(QLatin1String("fio ")));
    }
    const QJsonObject json = result.toJson();
    QCOMPARE(json.value(QStringLiteral("points")).toArray().at(0).toObject().value(QStringLiteral("skipped")).toBool(),
        true);

    // Bytes-limited: a block larger than the byte count is skipped with that reason, the rest run.
    SweepPlan counted = plan(SweepKind::BlockSize, SweepPlan::powersOfTwo(4096, 256u << 10), 100, 2, 0, 1);
    counted.base.durationSeconds = 0;
    counted.base.totalBytes = 64u << 10;
    const SweepResult bytesLimited = runSweep(*target, counted);
    for (const SweepPoint& point : bytesLimited.points) {
        if (point.value > (64u << 10))
            QVERIFY2(point.skipReason.contains(QLatin1String("larger than the byte count (--bytes 64 KiB)")),
                qPrintable(point.skipReason));
        else
            QVERIFY2(point.measured(), qPrintable(point.skipReason));
    }
}

void TestSweeps::cancelStopsASweepWithPartialResult()
{
    DS_REQUIRE_ZRAM();
    ZramDevice zram(64u << 20);
    QVERIFY2(zram.isValid(), qPrintable(zram.errorString()));
    std::unique_ptr<Target> target = Target::openBlockDevice(zram.devicePath(), false, QString());
    std::atomic<bool> cancel { false };
    // Each point takes 0.5 s; cancel inside the second: the first is whole, the second
    // partial and marked, the rest never run.
    const SweepPlan cancelling = plan(SweepKind::QueueDepth, { 1, 2, 4, 8 }, 100, 1, 0.5, 1);
    CallbackSink sink;
    QElapsedTimer secondPoint;
    sink.onProgress = [&](const RunProgressReport& progress) {
        if (progress.stage.index != 1)
            return;
        if (!secondPoint.isValid())
            secondPoint.start();
        else if (secondPoint.elapsed() > 100)
            cancel.store(true);
    };
    const SweepResult result = runSweep(*target, cancelling, EngineKind::Auto, RunContext(&cancel, &sink, 0));
    QVERIFY(result.cancelled);
    QCOMPARE(result.points.size(), size_t(2));
    QVERIFY(!result.points[0].result->cancelled);
    QVERIFY(result.points[1].result->cancelled);
    QVERIFY(result.points[1].result->merged().ios() > 0);
}

void TestSweeps::fileServerIsIssuedByItsShares()
{
    DS_REQUIRE_LOOP();
    LoopDevice loop(16u << 20);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    // FileServer writes a fifth of its requests: the device is ours, named for destruction.
    std::unique_ptr<Target> target = Target::openBlockDevice(loop.devicePath(), true, loop.devicePath());
    PatternSpec fileServer = PatternSpec::builtIn(QStringLiteral("fileserver"));
    fileServer.loads = { 16 };
    WorkloadSpec timing;
    timing.totalBytes = 0;
    timing.durationSeconds = 1.0;
    const PatternSuiteResult suite = runPatternSuite(*target, { fileServer }, timing);
    QCOMPARE(suite.patterns.size(), size_t(1));
    const SweepPoint& point = suite.patterns.front().sweep.points.front();
    QVERIFY2(point.measured(), qPrintable(point.skipReason));
    const RunMeasurement total = point.result->merged();
    const std::vector<uint64_t>& issued = total.issuedPerSize;
    QCOMPARE(issued.size(), fileServer.blockSizes.size());
    const uint64_t requests = std::accumulate(issued.begin(), issued.end(), uint64_t { 0 });
    QVERIFY2(requests >= 5000, qPrintable(QStringLiteral("only %1 requests").arg(requests)));
    for (size_t i = 0; i < issued.size(); ++i) {
        const double share = static_cast<double>(issued[i]) / static_cast<double>(requests);
        const double expected = fileServer.blockSizes[i].share / 100.0;
        QVERIFY2(std::abs(share - expected) <= 0.02,
            qPrintable(QStringLiteral("%1: %2 % issued, %3 % specified")
                           .arg(formatBinarySize(fileServer.blockSizes[i].bytes))
                           .arg(share * 100)
                           .arg(expected * 100)));
    }
    // 80 % reads, within the same tolerance, and the fio command carries the same mix.
    const double reads = static_cast<double>(total.readIos) / static_cast<double>(total.ios());
    QVERIFY2(std::abs(reads - 0.8) <= 0.02, qPrintable(QString::number(reads)));
    QVERIFY2(point.fioCommand.contains(QLatin1String("--bssplit=512/10:1k/5:2k/5:4k/60:8k/2:16k/4:32k/4:64k/10")),
        qPrintable(point.fioCommand));
    QVERIFY(point.fioCommand.contains(QLatin1String("--rwmixread=80")));
}

void TestSweeps::ratingCountsLoadsUpTo64Only()
{
    DS_REQUIRE_ZRAM();
    ZramDevice zram(64u << 20);
    QVERIFY2(zram.isValid(), qPrintable(zram.errorString()));
    std::unique_ptr<Target> target = Target::openBlockDevice(zram.devicePath(), true, zram.devicePath());
    PatternSpec database = PatternSpec::builtIn(QStringLiteral("Database"));
    database.loads = { 1, 4, 64, 256 };
    PatternSpec fileServer = PatternSpec::builtIn(QStringLiteral("FileServer"));
    fileServer.loads = { 1, 256 };
    WorkloadSpec timing;
    timing.durationSeconds = 0.1;
    // zram's sectors are 4 KiB: FileServer's 512-byte requests cannot run at any load, so the suite is
    // refused before its first request, naming the pattern and why.
    const BlockStat before = *BlockStat::read(zram.name());
    try {
        runPatternSuite(*target, { database, fileServer }, timing);
        QFAIL("a pattern that cannot run on the target was not refused");
    } catch (const UserError& error) {
        QVERIFY2(error.message().contains(QLatin1String("FileServer"))
                && error.message().contains(QLatin1String("logical sector")),
            qPrintable(error.message()));
    }
    const BlockStat after = *BlockStat::read(zram.name());
    QCOMPARE(after.readIos + after.writeIos, before.readIos + before.writeIos);

    const PatternSuiteResult suite = runPatternSuite(*target, { database }, timing);
    QCOMPARE(suite.patterns.size(), size_t(1));
    const PatternResult& rated = suite.patterns[0];
    QCOMPARE(rated.sweep.points.size(), size_t(4));
    for (const SweepPoint& point : rated.sweep.points)
        QVERIFY2(point.measured(), qPrintable(point.skipReason));
    QVERIFY(rated.sweep.points[3].result->iops().mean > 0); // load 256 is shown …
    double sum = 0;
    for (size_t i = 0; i < 3; ++i)
        sum += rated.sweep.points[i].result->iops().mean;
    QCOMPARE(*rated.rating(), sum / 3); // … but not counted
    const QJsonObject json = suite.toJson();
    QCOMPARE(
        json.value(QStringLiteral("patterns")).toArray().at(0).toObject().value(QStringLiteral("rating")).toDouble(),
        *rated.rating());
}

void TestSweeps::patternWithoutAMeasuredLoadHasNoRating()
{
    // Skipped at every rated load (an old session, or loads that could not run), or cancelled before
    // one ended: no rating at all, never a rating of 0, in the model, the chart, compare and the file.
    PatternResult skipped;
    skipped.pattern = PatternSpec::builtIn(QStringLiteral("WebServer"));
    for (unsigned load : { 1u, 4u }) {
        SweepPoint point;
        point.value = load;
        point.skipReason = QStringLiteral("512 B is smaller than the target's 4096-byte logical sector");
        skipped.sweep.points.push_back(point);
    }
    QVERIFY(!skipped.rating().has_value());
    QVERIFY(!skipped.ratingIn(DisplayUnit::MegabytesPerSecond).has_value());
    QVERIFY2(skipped.unratedReason().contains(QLatin1String("4096-byte")), qPrintable(skipped.unratedReason()));
    const QJsonObject json = skipped.toJson();
    QVERIFY(!json.contains(QStringLiteral("rating")));
    QVERIFY(json.value(QStringLiteral("unrated")).toString().contains(QLatin1String("skipped")));

    PatternResult cancelled;
    cancelled.pattern = PatternSpec::builtIn(QStringLiteral("Database"));
    cancelled.sweep.cancelled = true;
    QVERIFY(!cancelled.rating().has_value());
    QVERIFY2(cancelled.unratedReason().contains(QLatin1String("cancelled")), qPrintable(cancelled.unratedReason()));

    const ChartDescription chart = describePatternRatings({ skipped, cancelled }, DisplayUnit::Iops);
    QVERIFY(chart.categories.isEmpty());
    QVERIFY(chart.series.front().points.empty());
    QVERIFY2(chart.title.contains(QLatin1String("not rated: WebServer, Database")), qPrintable(chart.title));

    PatternSuiteResult suite;
    suite.patterns = { skipped };
    SessionRun run;
    run.result = suite;
    const std::vector<KeyFigure> figures = keyFigures(run);
    QVERIFY(std::none_of(figures.begin(), figures.end(),
        [](const KeyFigure& figure) { return figure.key.quantity == FigureQuantity::PatternRating; }));
}

void TestSweeps::builtInPatternsHaveTheirMixes_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<unsigned>("readPercent");
    QTest::addColumn<unsigned>("randomPercent");
    QTest::addColumn<QString>("mix");
    QTest::addRow("FileServer") << QStringLiteral("FileServer") << 80u << 100u
                                << QStringLiteral("512:10,1024:5,2048:5,4096:60,8192:2,16384:4,32768:4,65536:10");
    QTest::addRow("WebServer")
        << QStringLiteral("WebServer") << 100u << 100u
        << QStringLiteral("512:22,1024:15,2048:8,4096:23,8192:15,16384:2,32768:6,65536:7,131072:1,524288:1");
    QTest::addRow("Database") << QStringLiteral("Database") << 67u << 100u << QStringLiteral("8192:100");
    QTest::addRow("Workstation") << QStringLiteral("Workstation") << 80u << 80u << QStringLiteral("8192:100");
}

void TestSweeps::builtInPatternsHaveTheirMixes()
{
    QFETCH(QString, name);
    QFETCH(unsigned, readPercent);
    QFETCH(unsigned, randomPercent);
    QFETCH(QString, mix);
    const PatternSpec pattern = PatternSpec::builtIn(name.toUpper());
    QCOMPARE(pattern.name, name);
    QCOMPARE(pattern.readPercent, readPercent);
    QCOMPARE(pattern.randomPercent, randomPercent);
    QStringList sizes;
    for (const BlockSizeShare& size : pattern.blockSizes)
        sizes << QStringLiteral("%1:%2").arg(size.bytes).arg(size.share);
    QCOMPARE(sizes.join(QLatin1Char(',')), mix);
    QCOMPARE(pattern.loads, (std::vector<unsigned> { 1, 4, 16, 64, 256 }));
}

void TestSweeps::goodPatternFileIsRead()
{
    const QByteArray json = R"({"version": 1, "patterns": [
        {"name": "Mail", "readPercent": 60, "randomPercent": 90, "alignment": "4k",
         "blockSizes": [{"size": "4k", "share": 75}, {"size": 65536, "share": 25}], "loads": [2, 8]},
        {"name": "Plain", "blockSizes": [{"size": "8k"}]}]})";
    const std::vector<PatternSpec> patterns = PatternSpec::fromJson(json, QStringLiteral("test.json"));
    QCOMPARE(patterns.size(), size_t(2));
    QCOMPARE(patterns[0].name, QStringLiteral("Mail"));
    QCOMPARE(patterns[0].readPercent, 60u);
    QCOMPARE(patterns[0].randomPercent, 90u);
    QCOMPARE(patterns[0].alignment, 4096u);
    QCOMPARE(patterns[0].blockSizes.size(), size_t(2));
    QCOMPARE(patterns[0].blockSizes[1].bytes, 65536u);
    QCOMPARE(patterns[0].blockSizes[1].share, 25.0);
    QCOMPARE(patterns[0].loads, (std::vector<unsigned> { 2, 8 }));
    // Defaults: all reads, all random, share 1, the standard loads.
    QCOMPARE(patterns[1].readPercent, 100u);
    QCOMPARE(patterns[1].randomPercent, 100u);
    QCOMPARE(patterns[1].blockSizes.front().share, 1.0);
    QCOMPARE(patterns[1].loads.size(), size_t(5));
}

void TestSweeps::badPatternFileExitsTwoWithAClearMessage_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("expectedWords");
    QTest::addRow("not JSON") << QByteArray("{patterns: [") << QStringLiteral("not valid JSON");
    QTest::addRow("no patterns array") << QByteArray(R"({"pattern": []})") << QStringLiteral("\"patterns\" array");
    QTest::addRow("empty patterns") << QByteArray(R"({"patterns": []})") << QStringLiteral("empty");
    QTest::addRow("unknown field") << QByteArray(
        R"({"patterns": [{"name": "A", "readPct": 5, "blockSizes": [{"size": 4096}]}]})")
                                   << QStringLiteral("unknown field 'readPct'");
    QTest::addRow("no name") << QByteArray(R"({"patterns": [{"blockSizes": [{"size": 4096}]}]})")
                             << QStringLiteral("patterns[0].name");
    QTest::addRow("read share 150") << QByteArray(
        R"({"patterns": [{"name": "A", "readPercent": 150, "blockSizes": [{"size": 4096}]}]})")
                                    << QStringLiteral("patterns[0].readPercent");
    QTest::addRow("bad size unit") << QByteArray(R"({"patterns": [{"name": "A", "blockSizes": [{"size": "4x"}]}]})")
                                   << QStringLiteral("patterns[0].blockSizes[0].size");
    QTest::addRow("no block sizes") << QByteArray(R"({"patterns": [{"name": "A", "blockSizes": []}]})")
                                    << QStringLiteral("patterns[0].blockSizes");
    QTest::addRow("negative share") << QByteArray(
        R"({"patterns": [{"name": "A", "blockSizes": [{"size": 512, "share": -1}]}]})")
                                    << QStringLiteral("share");
    QTest::addRow("shares adding up to infinity") << QByteArray(
        R"({"patterns": [{"name": "A", "blockSizes": [{"size": 512, "share": 1e308}, {"size": 4096, "share": 1e308}]}]})")
                                                  << QStringLiteral(
                                                         "patterns[0].blockSizes[0].share must be a number above 0");
    QTest::addRow("shares fio cannot say")
        << QByteArray(R"({"patterns": [{"name": "A", "blockSizes": [{"size": 512}, {"size": 1024}, {"size": 4096}]}]})")
        << QStringLiteral("patterns[0].blockSizes: the block-size shares make 512 B 33.33 %");
    QTest::addRow("load zero") << QByteArray(
        R"({"patterns": [{"name": "A", "blockSizes": [{"size": 512}], "loads": [0]}]})")
                               << QStringLiteral("patterns[0].loads");
    QTest::addRow("second pattern bad") << QByteArray(
        R"({"patterns": [{"name": "A", "blockSizes": [{"size": 512}]}, {"name": "B", "blockSizes": [{"size": 0}]}]})")
                                        << QStringLiteral("patterns[1].blockSizes[0].size");
}

void TestSweeps::badPatternFileExitsTwoWithAClearMessage()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, expectedWords);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("patterns.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(content);
    file.close();
    const CliRun run = cli({ QStringLiteral("pattern"), QStringLiteral("--pattern-file"), path,
        QStringLiteral("--file-size"), QStringLiteral("8M"), QStringLiteral("--duration"), QStringLiteral("0.1") });
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(expectedWords), qPrintable(run.err));
    QVERIFY2(run.err.contains(path), qPrintable(run.err));
    QVERIFY2(run.out.isEmpty(), qPrintable(run.out));
    QCOMPARE(QDir(m_cache.path() + QStringLiteral("/drivescope")).entryList(QDir::Files), QStringList());
}

void TestSweeps::multiTargetAggregateIsTheSumOfTargets()
{
    DS_REQUIRE_ZRAM();
    DS_REQUIRE_LOOP();
    ZramDevice zram(64u << 20);
    QVERIFY2(zram.isValid(), qPrintable(zram.errorString()));
    LoopDevice loop(64u << 20);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    std::unique_ptr<Target> first = Target::openBlockDevice(zram.devicePath(), false, QString());
    std::unique_ptr<Target> second = Target::openBlockDevice(loop.devicePath(), false, QString());
    WorkloadSpec spec;
    spec.blockSizes.front().bytes = 64 * 1024;
    spec.queueDepth = 4;
    spec.durationSeconds = 0.3;
    spec.warmupSeconds = 0.05;
    spec.repeats = 2;
    const MultiTargetResult result = runMultiTarget({ first.get(), second.get() }, spec);
    QVERIFY(!result.cancelled);
    QCOMPARE(result.perTarget.size(), size_t(2));
    QCOMPARE(result.aggregateRepeats.size(), size_t(2));
    QCOMPARE(result.perTarget[0].target.path, zram.devicePath());
    QCOMPARE(result.perTarget[1].target.path, loop.devicePath());
    for (size_t repeat = 0; repeat < 2; ++repeat) {
        uint64_t bytes = 0, ios = 0;
        double mbps = 0, longest = 0, shortest = 1e9;
        for (const WorkloadResult& target : result.perTarget) {
            QCOMPARE(target.repeats.size(), size_t(2));
            const RunMeasurement& run = target.repeats[repeat];
            QVERIFY(run.ios() > 0);
            bytes += run.bytes();
            ios += run.ios();
            mbps += run.megabytesPerSecond();
            longest = std::max(longest, run.seconds);
            shortest = std::min(shortest, run.seconds);
        }
        // The aggregate counts every target's requests over the longest of their windows…
        const RunMeasurement& all = result.aggregateRepeats[repeat];
        QCOMPARE(all.bytes(), bytes);
        QCOMPARE(all.ios(), ios);
        QCOMPARE(all.seconds, longest);
        QCOMPARE(all.combinedLatency().count(),
            result.perTarget[0].repeats[repeat].ios() + result.perTarget[1].repeats[repeat].ios());
        // … so its rate is the sum of theirs, less what the windows' difference costs (a few milliseconds
        // of the scheduler's on a busy machine); the barrier starts them together.
        QVERIFY2(all.megabytesPerSecond() <= mbps * (1 + 1e-9)
                && all.megabytesPerSecond() >= mbps * shortest / longest * (1 - 1e-9),
            qPrintable(QStringLiteral("aggregate %1 MB/s, sum %2, windows %3 to %4 s")
                           .arg(all.megabytesPerSecond())
                           .arg(mbps)
                           .arg(shortest)
                           .arg(longest)));
        QVERIFY2(shortest > 0.9 * longest, qPrintable(QStringLiteral("windows %1 to %2 s").arg(shortest).arg(longest)));
    }
    const double sumOfMeans
        = result.perTarget[0].megabytesPerSecond().mean + result.perTarget[1].megabytesPerSecond().mean;
    QVERIFY2(result.aggregateMegabytesPerSecond().mean <= sumOfMeans * (1 + 1e-9)
            && result.aggregateMegabytesPerSecond().mean >= 0.9 * sumOfMeans,
        qPrintable(QStringLiteral("aggregate %1 MB/s, sum %2")
                       .arg(result.aggregateMegabytesPerSecond().mean)
                       .arg(sumOfMeans)));
    // One fio run with a job per target.
    QCOMPARE(result.fioCommand.count(QLatin1String("--name=")), 2);
    QVERIFY(result.fioCommand.contains(QLatin1String("--name=target2 --filename=") + loop.devicePath()));
}

void TestSweeps::multiTargetScalingRunsOneToN()
{
    DS_REQUIRE_ZRAM();
    ZramDevice a(32u << 20), b(32u << 20), c(32u << 20);
    for (ZramDevice* zram : { &a, &b, &c })
        QVERIFY2(zram->isValid(), qPrintable(zram->errorString()));
    std::vector<std::unique_ptr<Target>> targets;
    for (ZramDevice* zram : { &a, &b, &c })
        targets.push_back(Target::openBlockDevice(zram->devicePath(), false, QString()));
    WorkloadSpec spec;
    spec.randomPercent = 100;
    spec.queueDepth = 2;
    spec.durationSeconds = 0.1;
    const MultiTargetScaling scaling
        = runMultiTargetScaling({ targets[0].get(), targets[1].get(), targets[2].get() }, spec);
    QCOMPARE(scaling.steps.size(), size_t(3));
    for (size_t k = 0; k < 3; ++k) {
        QCOMPARE(scaling.steps[k].perTarget.size(), k + 1);
        for (const WorkloadResult& target : scaling.steps[k].perTarget)
            QVERIFY(target.merged().ios() > 0);
    }
    QCOMPARE(scaling.toJson().value(QStringLiteral("steps")).toArray().size(), 3);
}

void TestSweeps::multiTargetChecksEveryTargetFirst()
{
    DS_REQUIRE_ZRAM();
    ZramDevice big(64u << 20), small(4u << 20);
    QVERIFY2(big.isValid() && small.isValid(), "zram");
    std::unique_ptr<Target> first = Target::openBlockDevice(big.devicePath(), false, QString());
    std::unique_ptr<Target> second = Target::openBlockDevice(small.devicePath(), false, QString());
    WorkloadSpec spec;
    spec.blockSizes.front().bytes = 8u << 20; // larger than the second target
    spec.durationSeconds = 5;
    bool anyIo = false;
    try {
        CallbackSink sink;
        sink.onProgress = [&anyIo](const RunProgressReport&) { anyIo = true; };
        runMultiTarget({ first.get(), second.get() }, spec, EngineKind::Auto, RunContext(nullptr, &sink, 0));
        QFAIL("a workload one target cannot take must be refused");
    } catch (const UserError& error) {
        QVERIFY2(error.message().contains(small.devicePath()), qPrintable(error.message()));
    }
    QVERIFY(!anyIo); // refused before the first target issued a request
}

void TestSweeps::quickSuiteRepeatsAndSummary_data()
{
    QTest::addColumn<int>("summary");
    QTest::addRow("best") << static_cast<int>(RepeatSummary::Best);
    QTest::addRow("mean") << static_cast<int>(RepeatSummary::Mean);
}

void TestSweeps::quickSuiteRepeatsAndSummary()
{
    QFETCH(int, summary);
    QTemporaryDir dir;
    Target::TestFileOptions file;
    file.location = dir.path();
    file.sizeBytes = 32u << 20;
    std::unique_ptr<Target> target = Target::createTestFile(file);
    QuickSuiteOptions options;
    options.secondsPerTest = 0.1;
    options.repeats = 3;
    options.intervalSeconds = 0.02;
    options.summary = static_cast<RepeatSummary>(summary);
    const QuickSuiteResult result = runQuickSuite(*target, options);
    QVERIFY(!result.cancelled);
    QCOMPARE(result.rows.size(), size_t(4));
    for (const QuickSuiteRow& row : result.rows) {
        for (const auto* test : { &row.read, &row.write }) {
            QVERIFY(test->has_value());
            const WorkloadResult& runs = **test;
            QCOMPARE(runs.repeats.size(), size_t(3));
            QVERIFY(runs.fioCommand.contains(QLatin1String("--loops=3")));
            // Each repeat its own offsets, as one run with repeats would have them.
            const QuickFigure figure = result.figure(runs);
            if (options.summary == RepeatSummary::Best) {
                QCOMPARE(figure.megabytesPerSecond, runs.megabytesPerSecond().max);
            } else {
                QVERIFY(std::abs(figure.megabytesPerSecond - runs.megabytesPerSecond().mean)
                    < 1e-6 * figure.megabytesPerSecond);
                QVERIFY(std::abs(figure.iops - runs.iops().mean) < 1e-6 * figure.iops);
            }
            QVERIFY(figure.meanLatencyUs > 0);
        }
    }
    const QString text = result.summaryText();
    for (const char* words : { "[Read]", "[Write]",
             "SEQ    1MiB (Q=  8, T= 1):", "RND    4KiB (Q= 32, T= 1):", "MB/s [", "IOPS] <", "us>", "3 run(s)" })
        QVERIFY2(text.contains(QLatin1String(words)), words);
    QCOMPARE(text.count(QLatin1String("MB/s [")), 8);
    QCOMPARE(result.toJson().value(QStringLiteral("text")).toString(), text);
}

// Two small ext4 filesystems on loop devices, made and removed by the test.
namespace {
struct Ext4Pair {
    LoopDevice sourceDevice { 96u << 20 };
    LoopDevice destinationDevice { 96u << 20 };
    std::unique_ptr<ScopedMount> source;
    std::unique_ptr<ScopedMount> destination;
    QString error;
    bool make()
    {
        for (LoopDevice* device : { &sourceDevice, &destinationDevice }) {
            if (!device->isValid()) {
                error = device->errorString();
                return false;
            }
            QString output;
            if (runProgram(QStringLiteral("mkfs.ext4"),
                    { QStringLiteral("-q"), QStringLiteral("-F"), device->devicePath() }, &output)
                != 0) {
                error = QStringLiteral("mkfs.ext4 failed: ") + output;
                return false;
            }
        }
        source = std::make_unique<ScopedMount>(sourceDevice.devicePath(), QStringLiteral("ext4"));
        destination = std::make_unique<ScopedMount>(destinationDevice.devicePath(), QStringLiteral("ext4"));
        if (!source->isValid() || !destination->isValid()) {
            error = source->errorString() + destination->errorString();
            return false;
        }
        return true;
    }
    static QStringList leftovers(const QString& mountPoint)
    {
        QStringList entries = QDir(mountPoint).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
        entries.removeAll(QStringLiteral("lost+found"));
        return entries;
    }
};
}

void TestSweeps::copyTestTimesEveryCopyAndCleansUp()
{
    DS_REQUIRE_LOOP();
    Ext4Pair filesystems;
    QVERIFY2(filesystems.make(), qPrintable(filesystems.error));
    CopyTestOptions options;
    options.source = filesystems.source->mountPoint();
    options.destination = filesystems.destination->mountPoint();
    options.fileBytes = 6u << 20;
    options.treeFiles = 120;
    options.treeFileBytes = 8192;
    options.filesPerDirectory = 50;
    options.bufferBytes = 256 * 1024;
    options.repeats = 2;
    const CopyTestResult result = runCopyTest(options);
    QVERIFY(!result.cancelled);
    const QStringList names { QStringLiteral("file, same target"), QStringLiteral("file, to the other target"),
        QStringLiteral("small files, same target"), QStringLiteral("small files, to the other target") };
    QCOMPARE(result.copies.size(), size_t(4));
    for (size_t i = 0; i < 4; ++i) {
        const CopyMeasurement& copy = result.copies[i];
        QCOMPARE(copy.name, names[int(i)]);
        QCOMPARE(copy.seconds.size(), size_t(2));
        QVERIFY(copy.secondsSpread().min > 0);
        QVERIFY(copy.megabytesPerSecond().mean > 0);
        QCOMPARE(copy.bytes, i < 2 ? uint64_t(6u << 20) : uint64_t(120 * 8192));
        QCOMPARE(copy.files, i < 2 ? 1u : 120u);
        QCOMPARE(copy.to, i % 2 == 0 ? options.source : options.destination);
    }
    QCOMPARE(Ext4Pair::leftovers(options.source), QStringList());
    QCOMPARE(Ext4Pair::leftovers(options.destination), QStringList());
    QCOMPARE(result.toJson().value(QStringLiteral("copies")).toArray().size(), 4);
}

void TestSweeps::copyTestCancelledLeavesNothing()
{
    DS_REQUIRE_LOOP();
    Ext4Pair filesystems;
    QVERIFY2(filesystems.make(), qPrintable(filesystems.error));
    CopyTestOptions options;
    options.source = filesystems.source->mountPoint();
    options.destination = filesystems.destination->mountPoint();
    options.fileBytes = 16u << 20;
    options.treeFiles = 10;
    options.treeFileBytes = 4096;
    options.bufferBytes = 64 * 1024;
    std::atomic<bool> cancel { false };
    // Stop half-way through the copy to the other filesystem.
    CallbackSink sink;
    sink.onProgress = [&cancel](const RunProgressReport& progress) {
        if (progress.stage.name.startsWith(QLatin1String("file, to the other")) && progress.fraction > 0.5)
            cancel.store(true);
    };
    const CopyTestResult result = runCopyTest(options, RunContext(&cancel, &sink, 0));
    QVERIFY(result.cancelled);
    QCOMPARE(result.copies.size(), size_t(2));
    QCOMPARE(result.copies[0].seconds.size(), size_t(1));
    QVERIFY(result.copies[1].cancelled);
    QVERIFY(result.copies[1].seconds.empty());
    QCOMPARE(Ext4Pair::leftovers(options.source), QStringList());
    QCOMPARE(Ext4Pair::leftovers(options.destination), QStringList());
}

void TestSweeps::copyTestRefusesBadDirectories()
{
    QTemporaryDir source;
    CopyTestOptions options;
    options.source = source.path();
    options.destination = source.filePath(QStringLiteral("missing"));
    options.fileBytes = 1u << 20;
    options.treeFiles = 2;
    QVERIFY_THROWS_EXCEPTION(UserError, runCopyTest(options));
    options.destination.clear();
    options.fileBytes = uint64_t { 1 } << 50; // no filesystem here has a PiB free
    try {
        runCopyTest(options);
        QFAIL("a copy larger than the free space must be refused");
    } catch (const UserError& error) {
        QVERIFY2(error.message().contains(QLatin1String("no room")), qPrintable(error.message()));
    }
    QCOMPARE(QDir(source.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), QStringList());
}

void TestSweeps::newCommandsRefuseBadInput_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("expectedWords");
    auto args = [](std::initializer_list<const char*> list) {
        QStringList arguments;
        for (const char* argument : list)
            arguments << QString::fromLatin1(argument);
        arguments << QStringLiteral("--file-size") << QStringLiteral("8M");
        return arguments;
    };
    QTest::addRow("sweep-bs: from not a power of two")
        << args({ "sweep-bs", "--from", "3k" }) << QStringLiteral("power of two");
    QTest::addRow("sweep-bs: to below from")
        << args({ "sweep-bs", "--from", "1M", "--to", "4k" }) << QStringLiteral("below");
    QTest::addRow("sweep-bs: to above 1G")
        << args({ "sweep-bs", "--to", "2G" }) << QStringLiteral("the largest block size must be at most 1 GiB");
    QTest::addRow("sweep-bs: bad size") << args({ "sweep-bs", "--to", "4q" }) << QStringLiteral("4q");
    QTest::addRow("sweep-bs: qd 0") << args({ "sweep-bs", "--qd", "0" }) << QStringLiteral("--qd");
    QTest::addRow("sweep-bs: bad rw") << args({ "sweep-bs", "--rw", "up" }) << QStringLiteral("--rw");
    QTest::addRow("sweep-bs: zero duration") << args({ "sweep-bs", "--duration", "0" }) << QStringLiteral("--duration");
    QTest::addRow("sweep-bs: unknown flag") << args({ "sweep-bs", "--bogus" }) << QStringLiteral("bogus");
    QTest::addRow("sweep-qd: bad depth list")
        << args({ "sweep-qd", "--depths", "1,x" })
        << QStringLiteral("the queue depths must be whole numbers from 1 to %1, not 'x'")
               .arg(WorkloadSpec::kMaxQueueDepth);
    QTest::addRow("sweep-qd: depth 5000") << args({ "sweep-qd", "--to", "5000" }) << QStringLiteral("--to");
    QTest::addRow("sweep-qd: bad block size") << args({ "sweep-qd", "--bs", "4x" }) << QStringLiteral("4x");
    QTest::addRow("sweep-qd: batch above depth")
        << args({ "sweep-qd", "--batch-complete", "8" }) << QStringLiteral("completion batch");
    QTest::addRow("sweep-qd: json and csv") << args({ "sweep-qd", "--json", "--csv" }) << QStringLiteral("--json");
    QTest::addRow("pattern: unknown name")
        << args({ "pattern", "--patterns", "MailServer" }) << QStringLiteral("no built-in access pattern 'MailServer'");
    QTest::addRow("pattern: missing file") << args({ "pattern", "--pattern-file", "/nonexistent/p.json" })
                                           << QStringLiteral("cannot read the pattern file");
    QTest::addRow("pattern: load 0")
        << args({ "pattern", "--loads", "0" })
        << QStringLiteral("the loads must be whole numbers from 1 to %1, not '0'").arg(WorkloadSpec::kMaxQueueDepth);
    QTest::addRow("multi: no targets") << args({ "multi" }) << QStringLiteral("--targets");
    QTest::addRow("multi: missing device")
        << args({ "multi", "--targets", "/dev/no-such-disk" }) << QStringLiteral("no such device");
    QTest::addRow("multi: target twice") << args({ "multi", "--targets", "/tmp,/tmp" }) << QStringLiteral("twice");
    QTest::addRow("copy: missing directory")
        << args({ "copy", "--target", "/nonexistent/dir" }) << QStringLiteral("does not exist");
    QTest::addRow("copy: nothing to copy")
        << args({ "copy", "--size", "0", "--files", "0" }) << QStringLiteral("file size above zero");
    QTest::addRow("copy: tiny buffer") << args({ "copy", "--buffer", "1k" }) << QStringLiteral("buffer");
    QTest::addRow("copy: to the source itself")
        << args({ "copy", "--target", "/tmp", "--to", "/tmp/", "--size", "1M", "--files", "1" })
        << QStringLiteral("is the source directory");
    QTest::addRow("quick: bad summary") << args({ "quick", "--summary", "median" }) << QStringLiteral("--summary");
    QTest::addRow("quick: negative interval") << args({ "quick", "--interval", "-1" }) << QStringLiteral("--interval");
    QTest::addRow("quick: text and json") << args({ "quick", "--text", "--json" }) << QStringLiteral("--text");
    QTest::addRow("quick: repeats 0") << args({ "quick", "--repeats", "0" }) << QStringLiteral("--repeats");
}

void TestSweeps::newCommandsRefuseBadInput()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, expectedWords);
    if (arguments.front() == QLatin1String("copy"))
        arguments.erase(arguments.end() - 2, arguments.end()); // copy has no test file
    const CliRun run = cli(arguments);
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(expectedWords), qPrintable(run.err));
    QVERIFY2(run.out.isEmpty(), qPrintable(run.out));
    QCOMPARE(QDir(m_cache.path() + QStringLiteral("/drivescope")).entryList(QDir::AllEntries | QDir::NoDotAndDotDot),
        QStringList());
}

void TestSweeps::sweepCliPrintsJsonAndCsvWithFioCommands()
{
    DS_REQUIRE_LOOP();
    LoopDevice loop(32u << 20);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    CliRun run
        = cli({ QStringLiteral("sweep-bs"), QStringLiteral("--target"), loop.devicePath(), QStringLiteral("--from"),
            QStringLiteral("512"), QStringLiteral("--to"), QStringLiteral("8k"), QStringLiteral("--duration"),
            QStringLiteral("0.1"), QStringLiteral("--warmup"), QStringLiteral("0"), QStringLiteral("--json") });
    QVERIFY2(run.status == 0, qPrintable(run.err));
    const QJsonObject json = QJsonDocument::fromJson(run.out.toUtf8()).object();
    QCOMPARE(json.value(QStringLiteral("test")).toString(), QStringLiteral("sweep-bs"));
    const QJsonArray points = json.value(QStringLiteral("points")).toArray();
    QCOMPARE(points.size(), 5);
    const QStringList fioSizes { QStringLiteral("512"), QStringLiteral("1k"), QStringLiteral("2k"),
        QStringLiteral("4k"), QStringLiteral("8k") };
    for (int i = 0; i < 5; ++i) {
        const QJsonObject point = points.at(i).toObject();
        QCOMPARE(point.value(QStringLiteral("blockBytes")).toInteger(), qint64(512) << i);
        QCOMPARE(point.value(QStringLiteral("queueDepth")).toInt(), 4);
        QVERIFY(
            point.value(QStringLiteral("fioCommand")).toString().contains(QStringLiteral("--bs=%1 ").arg(fioSizes[i])));
        const QJsonObject figures = point.value(QStringLiteral("figures")).toObject();
        for (const char* key :
            { "megabytesPerSecond", "iops", "meanLatencyUs", "p99LatencyUs", "maxLatencyUs", "cpuPercent" })
            QVERIFY2(figures.value(QLatin1String(key)).toObject().contains(QStringLiteral("stdev")), key);
        QVERIFY(figures.value(QStringLiteral("megabytesPerSecond")).toObject().value(QStringLiteral("mean")).toDouble()
            > 0);
    }
    QVERIFY(json.contains(QStringLiteral("versions")));

    run = cli({ QStringLiteral("sweep-qd"), QStringLiteral("--target"), loop.devicePath(), QStringLiteral("--depths"),
        QStringLiteral("1,3,16"), QStringLiteral("--duration"), QStringLiteral("0.1"), QStringLiteral("--repeats"),
        QStringLiteral("2"), QStringLiteral("--csv") });
    QVERIFY2(run.status == 0, qPrintable(run.err));
    const QStringList lines = run.out.trimmed().split(QLatin1Char('\n'));
    QCOMPARE(lines.size(), 4);
    QVERIFY(lines.front().startsWith(QLatin1String("test,pattern,target,value")));
    QVERIFY(lines[1].startsWith(QLatin1String("sweep-qd,")));
    // Each completion refilled at once, as fio does by default: no batch options.
    QVERIFY(lines[3].contains(QLatin1String("--iodepth=16 ")));
    QVERIFY(!lines[3].contains(QLatin1String("iodepth_batch")));
    QVERIFY(lines[2].contains(QLatin1String(",measured,")));

    // The table: every point with its fio command.
    run = cli({ QStringLiteral("sweep-qd"), QStringLiteral("--target"), loop.devicePath(), QStringLiteral("--depths"),
        QStringLiteral("1,2"), QStringLiteral("--duration"), QStringLiteral("0.1") });
    QVERIFY2(run.status == 0, qPrintable(run.err));
    QCOMPARE(run.out.count(QLatin1String("fio --name=")), 2);
    QVERIFY(run.out.contains(QLatin1String("Queue-depth sweep")));
}

void TestSweeps::sweepCliCtrlCPrintsPartialResult()
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("XDG_CACHE_HOME"), m_cache.path());
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(DRIVESCOPE_CLI),
        { QStringLiteral("sweep-qd"), QStringLiteral("--file-size"), QStringLiteral("16M"), QStringLiteral("--depths"),
            QStringLiteral("1,2,4"), QStringLiteral("--duration"), QStringLiteral("60"), QStringLiteral("--json") });
    QVERIFY(process.waitForStarted());
    const QDir cacheDir(m_cache.path() + QStringLiteral("/drivescope"));
    QTRY_VERIFY_WITH_TIMEOUT(!cacheDir.entryList(QDir::Files).isEmpty(), 20000);
    QThread::msleep(1500);
    ::kill(static_cast<pid_t>(process.processId()), SIGINT);
    QVERIFY2(process.waitForFinished(20000), "the sweep did not stop after Ctrl-C");
    QCOMPARE(process.exitCode(), 130);
    const QJsonObject json = QJsonDocument::fromJson(process.readAllStandardOutput()).object();
    QCOMPARE(json.value(QStringLiteral("cancelled")).toBool(), true);
    const QJsonArray points = json.value(QStringLiteral("points")).toArray();
    QCOMPARE(points.size(), 1);
    QCOMPARE(points.at(0).toObject().value(QStringLiteral("cancelled")).toBool(), true);
    QCOMPARE(cacheDir.entryList(QDir::Files), QStringList());
}

void TestSweeps::multiAndCopyCliOnDirectories()
{
    QTemporaryDir first, second;
    CliRun run = cli({ QStringLiteral("multi"), QStringLiteral("--targets"),
        first.path() + QLatin1Char(',') + second.path(), QStringLiteral("--file-size"), QStringLiteral("16M"),
        QStringLiteral("--duration"), QStringLiteral("0.2"), QStringLiteral("--pattern"), QStringLiteral("random"),
        QStringLiteral("--qd"), QStringLiteral("4"), QStringLiteral("--json") });
    QVERIFY2(run.status == 0, qPrintable(run.err));
    QJsonObject json = QJsonDocument::fromJson(run.out.toUtf8()).object();
    QCOMPARE(json.value(QStringLiteral("perTarget")).toArray().size(), 2);
    QVERIFY(json.value(QStringLiteral("aggregate"))
                .toObject()
                .value(QStringLiteral("iops"))
                .toObject()
                .value(QStringLiteral("mean"))
                .toDouble()
        > 0);
    QCOMPARE(json.value(QStringLiteral("fioCommand")).toString().count(QLatin1String("--name=")), 2);
    QCOMPARE(QDir(first.path()).entryList(QDir::Files), QStringList());
    QCOMPARE(QDir(second.path()).entryList(QDir::Files), QStringList());

    run = cli({ QStringLiteral("multi"), QStringLiteral("--targets"), first.path() + QLatin1Char(',') + second.path(),
        QStringLiteral("--file-size"), QStringLiteral("16M"), QStringLiteral("--duration"), QStringLiteral("0.1"),
        QStringLiteral("--scaling") });
    QVERIFY2(run.status == 0, qPrintable(run.err));
    QVERIFY2(run.out.contains(QLatin1String("Scaling")), qPrintable(run.out));

    run = cli({ QStringLiteral("copy"), QStringLiteral("--target"), first.path(), QStringLiteral("--to"), second.path(),
        QStringLiteral("--size"), QStringLiteral("2M"), QStringLiteral("--files"), QStringLiteral("20"),
        QStringLiteral("--small-size"), QStringLiteral("4k"), QStringLiteral("--json") });
    QVERIFY2(run.status == 0, qPrintable(run.err));
    json = QJsonDocument::fromJson(run.out.toUtf8()).object();
    QCOMPARE(json.value(QStringLiteral("copies")).toArray().size(), 4);
    QCOMPARE(QDir(first.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), QStringList());
    QCOMPARE(QDir(second.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), QStringList());

    // --size 0 skips the large file, and the table's heading does not name it.
    run = cli({ QStringLiteral("copy"), QStringLiteral("--target"), first.path(), QStringLiteral("--size"),
        QStringLiteral("0"), QStringLiteral("--files"), QStringLiteral("20"), QStringLiteral("--small-size"),
        QStringLiteral("4k") });
    QVERIFY2(run.status == 0, qPrintable(run.err));
    QVERIFY2(run.out.startsWith(QLatin1String("Copy test: 20 files of 4 KiB, 1 repeat(s)\n")), qPrintable(run.out));
    QVERIFY2(run.out.contains(QLatin1String("small files, same target")), qPrintable(run.out));
    QVERIFY2(!run.out.contains(QLatin1String("\nfile, same target")) && !run.out.contains(QLatin1String(" file and")),
        qPrintable(run.out));
}

void TestSweeps::quickCliTextSummary()
{
    const CliRun run = cli(
        { QStringLiteral("quick"), QStringLiteral("--file-size"), QStringLiteral("32M"), QStringLiteral("--duration"),
            QStringLiteral("0.1"), QStringLiteral("--repeats"), QStringLiteral("2"), QStringLiteral("--interval"),
            QStringLiteral("0"), QStringLiteral("--summary"), QStringLiteral("mean"), QStringLiteral("--text") });
    QVERIFY2(run.status == 0, qPrintable(run.err));
    for (const char* words : { "[Read]", "[Write]", "SEQ    1MiB (Q=  1, T= 1):", "the mean", "2 run(s)" })
        QVERIFY2(run.out.contains(QLatin1String(words)), qPrintable(run.out));
    QCOMPARE(QDir(m_cache.path() + QStringLiteral("/drivescope")).entryList(QDir::Files), QStringList());
}

QTEST_GUILESS_MAIN(TestSweeps)
#include "tst_sweeps.moc"
