// Every timed workload as a time series (cut from its histograms, merged over
// jobs, stored, drawn, exported as CSV) and the consistency test built on it (CLI, file, score, page).

#include "consistencypage.h"
#include "device/target.h"
#include "files/sessionfiles.h"
#include "fixtures/blockdevicefixtures.h"
#include "fixtures/emulateddisk.h"
#include "fixtures/windowtests.h"
#include "model/chartdescription.h"
#include "model/compare.h"
#include "model/plansettings.h"
#include "model/session.h"
#include "model/usererror.h"
#include "reports/export.h"
#include "run/benchmarks/consistency.h"
#include "run/benchmarks/sustainedwrite.h"
#include "run/benchmarks/sweep.h"
#include "run/benchmarks/workloadrunner.h"
#include "timelinechart.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineSeries>
#include <QScatterSeries>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <numeric>

using namespace ds;
using namespace ds::test;

namespace {
constexpr uint64_t MiB = 1u << 20;
constexpr uint64_t kMs = 1'000'000;

struct IntervalSink : RunSink {
    std::vector<LiveInterval> intervals;
    void timeInterval(const LiveInterval& interval) override { intervals.push_back(interval); }
};

// A series of `iops` per 1 s interval, each request of 4 KiB taking 100 µs.
TimeSeries seriesOf(const std::vector<double>& iops)
{
    TimeSeries series;
    series.intervalSeconds = 1;
    series.lastSeconds = 1;
    for (double value : iops)
        series.intervals.push_back(
            { static_cast<uint64_t>(value), static_cast<uint64_t>(value) * 4096, 100'000, 150'000 });
    return series;
}

QJsonObject cliJson(const QStringList& arguments, const QString& cacheDir, int* status = nullptr)
{
    const CliRun run = runCli(QStringLiteral(DRIVESCOPE_CLI), arguments, cacheDir);
    if (status)
        *status = run.status;
    if (run.status != 0)
        qWarning().noquote() << run.err;
    return QJsonDocument::fromJson(run.out.toUtf8()).object();
}
}

class TestTimeSeries : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void recorderCutsTheHistogramsIntoIntervals();
    void jobsMergeIntoExactPercentiles();
    void seriesRoundTripsAndDamagedOnesAreRefused_data();
    void seriesRoundTripsAndDamagedOnesAreRefused();
    void consistencyScoresTheLastPart();
    void scoredPartAndIntervalSettingsAreChecked();
    void workloadsOnALoopDeviceKeepTheirSeries();
    void sweepPointsFollowOneAnotherOnTheRunsAxis();
    void consistencyRunsThroughTheCli();
    void consistencyPageDrawsLiveAndScores();
    void fastBytesAreFoundInTheSampleTheRateFellIn();
    void cacheRecoveryFollowsTheModel();

private:
    QTemporaryDir m_library;
};

void TestTimeSeries::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_library.isValid());
    qputenv("XDG_DATA_HOME", QFile::encodeName(m_library.path()));
}

void TestTimeSeries::recorderCutsTheHistogramsIntoIntervals()
{
    // Requests completing at known times with known latencies, as the engine's loop counts them.
    IntervalRecorder recorder(0.1);
    LatencyHistogram read;
    LatencyHistogram write;
    uint64_t bytes = 0;
    const uint64_t start = 5'000 * kMs;
    recorder.start(start);
    auto complete = [&](uint64_t atMs, uint64_t latencyUs, bool isWrite) {
        if (recorder.due(start + atMs * kMs))
            recorder.close(start + atMs * kMs, read, write, bytes);
        (isWrite ? write : read).add(latencyUs * 1000);
        bytes += 4096;
    };
    // Interval 0 (0–100 ms): 100 reads of 1 … 100 µs; its p99 is 99 µs, its mean 50.5 µs.
    for (uint64_t i = 1; i <= 100; ++i)
        complete(i / 2, i, false);
    // Interval 1 (100–200 ms): 3 writes of 1 ms.
    for (uint64_t i = 0; i < 3; ++i)
        complete(120 + i, 1000, true);
    // 200–400 ms: nothing completes (a stalled drive); interval 4 gets one read of 7 µs.
    complete(450, 7, false);
    recorder.finish(start + 475 * kMs, read, write, bytes);
    const TimeSeries series = mergeJobIntervals({ &recorder.intervals() }, start - 2'000 * kMs);

    QCOMPARE(series.size(), size_t { 5 });
    QCOMPARE(series.intervalSeconds, 0.1);
    QVERIFY(qFuzzyCompare(series.startSeconds, 2.0));
    QVERIFY(qFuzzyCompare(series.lastSeconds, 0.075));
    QCOMPARE(series.intervals[0].ios, uint64_t { 100 });
    QCOMPARE(series.intervals[0].bytes, uint64_t { 100 * 4096 });
    QCOMPARE(series.intervals[0].meanNs, uint64_t { 50'500 });
    // Within the histogram's bucket precision (0.4 %) of the exact 99 µs.
    QVERIFY2(std::abs(static_cast<double>(series.intervals[0].p99Ns) - 99'000) <= 99'000 * 0.004,
        qPrintable(QString::number(series.intervals[0].p99Ns)));
    QCOMPARE(series.intervals[1].ios, uint64_t { 3 });
    QVERIFY(std::abs(static_cast<double>(series.intervals[1].p99Ns) - 1e6) <= 1e6 * 0.004);
    QCOMPARE(series.intervals[2].ios, uint64_t { 0 });
    QCOMPARE(series.intervals[3].ios, uint64_t { 0 });
    QCOMPARE(series.iops(2), 0.0);
    QCOMPARE(series.intervals[4].ios, uint64_t { 1 });
    QCOMPARE(series.iops(4), 1 / 0.075);
    QVERIFY(qFuzzyCompare(series.megabytesPerSecond(0), 100 * 4096 / 1e6 / 0.1));
    // Every request is in exactly one interval.
    uint64_t all = 0;
    for (const TimeInterval& interval : series.intervals)
        all += interval.ios;
    QCOMPARE(all, read.count() + write.count());

    // Off: nothing is recorded.
    IntervalRecorder off(0);
    off.start(start);
    QVERIFY(!off.due(start + 3'600'000 * kMs));
    off.finish(start + 10 * kMs, read, write, bytes);
    QVERIFY(mergeJobIntervals({ &off.intervals() }, 0).empty());
}

void TestTimeSeries::jobsMergeIntoExactPercentiles()
{
    // Two jobs side by side: job 0's requests take 10 … 1000 µs, job 1's 2000 … 2990 µs. The merged p99
    // must be that of all 200 together (the 198th: 2970 µs), not of either job or their mean.
    std::vector<IntervalRecorder> jobs(2, IntervalRecorder(1.0));
    std::vector<LatencyHistogram> histograms(2);
    std::vector<uint64_t> latencies;
    const uint64_t start = 5'000 * kMs;
    for (size_t job = 0; job < 2; ++job) {
        jobs[job].start(start + job * kMs);
        for (uint64_t i = 0; i < 100; ++i) {
            const uint64_t latency = job == 0 ? (i + 1) * 10'000 : 2'000'000 + i * 10'000;
            histograms[job].add(latency);
            latencies.push_back(latency);
        }
        jobs[job].finish(start + job * kMs + 600 * kMs, histograms[job], LatencyHistogram(), 100 * 4096);
    }
    const JobIntervals first = jobs[0].take();
    const JobIntervals second = jobs[1].take();
    const TimeSeries merged = mergeJobIntervals({ &first, &second }, start);
    QCOMPARE(merged.size(), size_t { 1 });
    QCOMPARE(merged.intervals[0].ios, uint64_t { 200 });
    QCOMPARE(merged.intervals[0].bytes, uint64_t { 200 * 4096 });
    std::sort(latencies.begin(), latencies.end());
    const double exactP99 = static_cast<double>(latencies[static_cast<size_t>(std::ceil(0.99 * 200)) - 1]);
    QCOMPARE(exactP99, 2'970'000.0);
    QVERIFY2(std::abs(static_cast<double>(merged.intervals[0].p99Ns) - exactP99) <= exactP99 * 0.004,
        qPrintable(QString::number(merged.intervals[0].p99Ns)));
    const double exactMean = std::accumulate(latencies.begin(), latencies.end(), 0.0) / 200;
    QCOMPARE(static_cast<double>(merged.intervals[0].meanNs), std::floor(exactMean));
    // The earlier job's start is where the series begins; the longer-running job's end is its last.
    QCOMPARE(merged.startSeconds, 0.0);
    QVERIFY(qFuzzyCompare(merged.lastSeconds, 0.6));
}

void TestTimeSeries::seriesRoundTripsAndDamagedOnesAreRefused_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("message");
    QTest::addRow("short column") << QStringLiteral("bytes") << QJsonValue(QJsonArray { 1, 2 })
                                  << QStringLiteral("bytes: has 2 intervals, but ios has 3");
    QTest::addRow("interval too short") << QStringLiteral("interval") << QJsonValue(0.001)
                                        << QStringLiteral("interval: must be from 0.1 to 3600 seconds");
    QTest::addRow("last too long") << QStringLiteral("last") << QJsonValue(2.5)
                                   << QStringLiteral("last: the last interval cannot last longer");
    QTest::addRow("negative count") << QStringLiteral("ios") << QJsonValue(QJsonArray { 1, -2, 3 })
                                    << QStringLiteral("ios");
    QTest::addRow("text for a number") << QStringLiteral("p99Ns")
                                       << QJsonValue(QJsonArray { 1, QStringLiteral("x"), 3 })
                                       << QStringLiteral("p99Ns");
}

void TestTimeSeries::seriesRoundTripsAndDamagedOnesAreRefused()
{
    QFETCH(QString, field);
    QFETCH(QJsonValue, value);
    QFETCH(QString, message);
    TimeSeries series = seriesOf({ 1000, 2000, 1500 });
    series.startSeconds = 12.5;
    series.lastSeconds = 0.4;
    const QJsonObject saved = series.toJson();
    const TimeSeries back = TimeSeries::fromJson(saved);
    QCOMPARE(back.size(), series.size());
    QCOMPARE(back.startSeconds, 12.5);
    QCOMPARE(back.lastSeconds, 0.4);
    for (size_t i = 0; i < series.size(); ++i) {
        QCOMPARE(back.intervals[i].ios, series.intervals[i].ios);
        QCOMPARE(back.intervals[i].bytes, series.intervals[i].bytes);
        QCOMPARE(back.intervals[i].p99Ns, series.intervals[i].p99Ns);
    }
    // Inside a run measurement, through a whole session file.
    RunMeasurement run;
    run.timeline = series;
    QCOMPARE(RunMeasurement::fromJson(run.toJson()).timeline.size(), size_t { 3 });

    QJsonObject damaged = saved;
    damaged.insert(field, value);
    try {
        RunMeasurement inRun;
        QJsonObject measurement = run.toJson();
        measurement.insert(QStringLiteral("timeline"), damaged);
        RunMeasurement::fromJson(measurement);
        QFAIL("a damaged series was read");
    } catch (const UserError& error) {
        QVERIFY2(error.message().startsWith(QStringLiteral("timeline.")), qPrintable(error.message()));
        QVERIFY2(error.message().contains(message), qPrintable(error.message()));
    }
}

void TestTimeSeries::consistencyScoresTheLastPart()
{
    // Two thirds at 1000 IOPS, then a third alternating 400 and 600: the last third averages 500 with a
    // standard deviation of 100, average ÷ deviation 5, its slowest interval 400.
    std::vector<double> iops(20, 1000);
    for (int i = 0; i < 10; ++i)
        iops.push_back(i % 2 ? 600 : 400);
    const TimeSeries series = seriesOf(iops);
    const ConsistencyScore score = consistencyScore(series, 1.0 / 3);
    QCOMPARE(score.fromSeconds, 20.0);
    QCOMPARE(score.scored.intervals, size_t { 10 });
    QCOMPARE(score.scored.meanIops, 500.0);
    QCOMPARE(score.scored.stdevIops, 100.0);
    QCOMPARE(score.scored.consistency(), 5.0);
    QCOMPARE(score.scored.minIops, 400.0);
    QCOMPARE(score.whole.intervals, size_t { 30 });
    QCOMPARE(score.whole.maxIops, 1000.0);
    // The whole run, and a run whose last interval is too short to say anything.
    QCOMPARE(consistencyScore(series, 1).scored.intervals, size_t { 30 });
    TimeSeries tail = series;
    tail.lastSeconds = 0.2;
    QCOMPARE(seriesStatistics(tail).intervals, size_t { 29 });
    // A steady drive has no spread: its ratio is not a division by zero.
    QCOMPARE(consistencyScore(seriesOf({ 800, 800, 800, 800 }), 0.5).scored.consistency(), 0.0);
}

void TestTimeSeries::scoredPartAndIntervalSettingsAreChecked()
{
    QCOMPARE(parseScoredFraction(QStringLiteral("1/3")), 1.0 / 3);
    QCOMPARE(parseScoredFraction(QStringLiteral("25%")), 0.25);
    QCOMPARE(parseScoredFraction(QStringLiteral("0.5")), 0.5);
    QCOMPARE(describeScoredPart(1.0 / 3), QStringLiteral("last third scored"));
    QCOMPARE(describeScoredPart(0.1), QStringLiteral("last 10 % scored"));
    for (const char* bad : { "0", "2", "1/0", "abc", "", "-0.5", "3%" })
        QVERIFY_THROWS_EXCEPTION(UserError, parseScoredFraction(QString::fromLatin1(bad)));
    QCOMPARE(parseSeriesInterval(QStringLiteral("0.25")), 0.25);
    QCOMPARE(parseSeriesInterval(QStringLiteral("0")), 0.0);
    for (const char* bad : { "0.01", "-1", "4000", "nan", "x" })
        QVERIFY_THROWS_EXCEPTION(UserError, parseSeriesInterval(QString::fromLatin1(bad)));
    ConsistencyPlan plan;
    plan.durationSeconds = 2;
    plan.intervalSeconds = 1;
    QVERIFY_THROWS_EXCEPTION(UserError, plan.validate()); // fewer than three intervals
    plan.intervalSeconds = 0;
    QVERIFY_THROWS_EXCEPTION(UserError, plan.validate()); // no series to score
    plan.intervalSeconds = 0.5;
    plan.validate();
    // A plan survives its file.
    plan.fill = true;
    plan.jobs = 2;
    plan.scoredFraction = 0.25;
    const ConsistencyPlan back = ConsistencyPlan::fromJson(plan.toJson());
    QCOMPARE(back.fill, true);
    QCOMPARE(back.jobs, 2u);
    QCOMPARE(back.scoredFraction, 0.25);
    QCOMPARE(back.intervalSeconds, 0.5);
}

void TestTimeSeries::workloadsOnALoopDeviceKeepTheirSeries()
{
    DS_REQUIRE_LOOP();
    LoopDevice loop(64 * MiB);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    std::unique_ptr<Target> target = Target::openBlockDevice(loop.devicePath(), false, QString());
    QVERIFY(target);
    for (unsigned jobs : { 1u, 2u }) {
        WorkloadSpec spec;
        spec.randomPercent = 100;
        spec.queueDepth = 4;
        spec.jobs = jobs;
        spec.durationSeconds = 1.25;
        spec.warmupSeconds = 0.1;
        spec.seriesIntervalSeconds = 0.25;
        IntervalSink sink;
        std::atomic<bool> cancel { false };
        const RunContext context(&cancel, &sink);
        const WorkloadResult result = runWorkload(*target, spec, EngineKind::Auto, context);
        const RunMeasurement& run = result.repeats.front();
        const TimeSeries& series = run.timeline;
        // 1.25 s in intervals of 0.25 s: five, and a sliver where the last requests drained.
        QVERIFY2(series.size() >= 5 && series.size() <= 6, qPrintable(QString::number(series.size())));
        QCOMPARE(series.intervalSeconds, 0.25);
        // After the warm-up, on the run's axis.
        QVERIFY2(
            series.startSeconds >= 0.1 && series.startSeconds < 1, qPrintable(QString::number(series.startSeconds)));
        uint64_t ios = 0;
        uint64_t bytes = 0;
        for (size_t i = 0; i < series.size(); ++i) {
            ios += series.intervals[i].ios;
            bytes += series.intervals[i].bytes;
            if (i + 1 < series.size()) {
                QVERIFY2(series.intervals[i].ios > 0, qPrintable(QStringLiteral("interval %1 is empty").arg(i)));
                const uint64_t p99 = series.intervals[i].p99Ns;
                const LatencyHistogram all = run.combinedLatency();
                QVERIFY(p99 >= all.minNs() && p99 <= all.maxNs() * 1.004);
                QVERIFY(series.intervals[i].meanNs > 0);
            }
        }
        // Every measured request is in exactly one interval.
        QCOMPARE(ios, run.ios());
        QCOMPARE(bytes, run.bytes());
        // The intervals were shown live as they closed, one for one; a single job's exactly.
        QCOMPARE(sink.intervals.size(), series.size());
        for (size_t i = 0; i < series.size(); ++i) {
            // Job 0's start and the earliest job's are the same to within the jobs' start together: a few ms,
            // more on a loaded machine, and always far less than the tenth of an interval allowed here.
            QVERIFY2(std::abs(sink.intervals[i].beginSeconds - series.beginOf(i)) < 0.1 * series.intervalSeconds,
                qPrintable(QStringLiteral("%1 against %2").arg(sink.intervals[i].beginSeconds).arg(series.beginOf(i))));
            if (jobs == 1) {
                QVERIFY(qFuzzyCompare(sink.intervals[i].iops, series.iops(i)));
                QVERIFY(qFuzzyCompare(sink.intervals[i].p99Microseconds, series.p99Microseconds(i)));
            } else {
                QCOMPARE(sink.intervals[i].p99Microseconds, -1.0); // known only at the end
            }
        }
        // Off: none kept.
        spec.seriesIntervalSeconds = 0;
        QVERIFY(runWorkload(*target, spec).repeats.front().timeline.empty());
    }
}

void TestTimeSeries::sweepPointsFollowOneAnotherOnTheRunsAxis()
{
    DS_REQUIRE_LOOP();
    LoopDevice loop(64 * MiB);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    std::unique_ptr<Target> target = Target::openBlockDevice(loop.devicePath(), false, QString());
    QVERIFY(target);
    SweepPlan plan;
    plan.kind = SweepKind::QueueDepth;
    plan.values = { 1, 2, 4 };
    plan.base.randomPercent = 100;
    plan.base.durationSeconds = 0.5;
    plan.base.seriesIntervalSeconds = 0.1;
    std::atomic<bool> cancel { false };
    const SweepResult sweep = runSweep(*target, plan, EngineKind::Auto, RunContext(&cancel));
    QCOMPARE(sweep.points.size(), size_t { 3 });
    double lastEnd = 0;
    for (const SweepPoint& point : sweep.points) {
        QVERIFY(point.result);
        const TimeSeries& series = point.result->repeats.front().timeline;
        QVERIFY(series.size() >= 5);
        QVERIFY2(series.startSeconds >= lastEnd - 1e-6,
            qPrintable(QStringLiteral("QD %1 starts at %2 s, before the last ended at %3 s")
                           .arg(point.value)
                           .arg(series.startSeconds)
                           .arg(lastEnd)));
        lastEnd = series.endOf(series.size() - 1);
    }
    // A session run of it is drawn over time, and its CSV has a row per interval.
    SessionRun run = SessionRun::recorded(sweep, QStringLiteral("test"), QString(), {}, std::nullopt);
    const std::optional<ChartDescription> chart = describeOverTime(run);
    QVERIFY(chart);
    QCOMPARE(chart->key, ChartKey::OverTime);
    const ChartSeriesDescription* iops = chart->find(SeriesKey::IntervalIops);
    QVERIFY(iops);
    size_t intervals = 0;
    size_t drawn = 0; // a last sliver of an interval is not drawn
    for (const SweepPoint& point : sweep.points) {
        const TimeSeries& series = point.result->repeats.front().timeline;
        intervals += series.size();
        for (size_t i = 0; i < series.size(); ++i)
            drawn += !series.isShortTail(i);
    }
    QVERIFY(drawn >= intervals - sweep.points.size());
    QCOMPARE(iops->points.size(), drawn);
    QVERIFY(chart->find(SeriesKey::IntervalP99));
    QVERIFY(chart->x.range.to >= lastEnd);
    const QStringList rows = runSeriesCsv(run).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(rows.size(), static_cast<qsizetype>(intervals) + 1);
    QVERIFY(rows.at(1).contains(QStringLiteral(",QD 1,1,1,")));
    // And the report has the chart.
    Session session;
    session.runs.push_back(run);
    QVERIFY(markdownReport(session).contains(QStringLiteral("Over time")));
}

void TestTimeSeries::consistencyRunsThroughTheCli()
{
    DS_REQUIRE_LOOP();
    LoopDevice loop(64 * MiB);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    QTemporaryDir cache;
    const QString session = cache.filePath(QStringLiteral("consistency.json"));
    int status = -1;
    const QJsonObject result
        = cliJson({ QStringLiteral("consistency"), QStringLiteral("--target"), loop.devicePath(),
                      QStringLiteral("--allow-destroy=") + loop.devicePath(), QStringLiteral("--fill"),
                      QStringLiteral("--duration"), QStringLiteral("3"), QStringLiteral("--series-interval"),
                      QStringLiteral("0.5"), QStringLiteral("--qd"), QStringLiteral("8"), QStringLiteral("--json"),
                      QStringLiteral("--session"), session, QStringLiteral("--no-progress") },
            cache.path(), &status);
    QCOMPARE(status, 0);
    const QJsonObject plan = result.value(QStringLiteral("plan")).toObject();
    QCOMPARE(plan.value(QStringLiteral("fill")).toBool(), true);
    QCOMPARE(plan.value(QStringLiteral("queueDepth")).toInt(), 8);
    // The fill wrote the whole device once, sequentially.
    const QJsonObject fill = result.value(QStringLiteral("fill")).toObject();
    const QJsonObject fillRun = fill.value(QStringLiteral("repeats")).toArray().first().toObject();
    QCOMPARE(fillRun.value(QStringLiteral("writeBytes")).toInteger(), qint64(64 * MiB));
    const QJsonObject load
        = result.value(QStringLiteral("load")).toObject().value(QStringLiteral("repeats")).toArray().first().toObject();
    const QJsonArray ios = load.value(QStringLiteral("timeline")).toObject().value(QStringLiteral("ios")).toArray();
    QVERIFY2(ios.size() >= 6 && ios.size() <= 7, qPrintable(QString::number(ios.size())));
    const QJsonObject score = result.value(QStringLiteral("score")).toObject();
    QVERIFY(score.value(QStringLiteral("averageIops")).toDouble() > 0);
    QCOMPARE(score.value(QStringLiteral("fromSeconds")).toDouble(), 2.0);

    // The saved run reads back with the same score, and exports its scatter.
    const Session saved = loadSession(session);
    QCOMPARE(saved.runs.size(), size_t { 1 });
    const auto* stored = std::get_if<ConsistencyResult>(&saved.runs.front().result);
    QVERIFY(stored);
    QCOMPARE(stored->score().scored.meanIops, score.value(QStringLiteral("averageIops")).toDouble());
    QCOMPARE(saved.runs.front().kindName(), QStringLiteral("consistency"));
    const std::vector<ChartDescription> charts = describeCharts(saved.runs.front());
    QVERIFY(!charts.empty());
    QVERIFY(charts.front().find(SeriesKey::ScoredAverage));
    const std::vector<KeyFigure> figures = keyFigures(saved.runs.front());
    QVERIFY(std::any_of(figures.begin(), figures.end(),
        [](const KeyFigure& figure) { return figure.key.quantity == FigureQuantity::ConsistencyIops; }));
    const CliRun csv = runCli(QStringLiteral(DRIVESCOPE_CLI),
        { QStringLiteral("export"), session, QStringLiteral("--format"), QStringLiteral("series-csv") });
    QCOMPARE(csv.status, 0);
    QVERIFY(csv.out.startsWith(QStringLiteral("run,test,part,repeat,interval,begin_seconds")));
    QVERIFY(csv.out.contains(QStringLiteral(",consistency,random writes,1,1,")));
    QVERIFY(csv.out.contains(QStringLiteral(",consistency,fill,1,1,")));

    // The text output scores the last third.
    const CliRun text = runCli(QStringLiteral(DRIVESCOPE_CLI),
        { QStringLiteral("consistency"), QStringLiteral("--target"), loop.devicePath(),
            QStringLiteral("--allow-destroy=") + loop.devicePath(), QStringLiteral("--duration"), QStringLiteral("3"),
            QStringLiteral("--series-interval"), QStringLiteral("0.5"), QStringLiteral("--no-save"),
            QStringLiteral("--no-progress") },
        cache.path());
    QCOMPARE(text.status, 0);
    QVERIFY2(text.out.contains(QStringLiteral("last third scored from 2 s")), qPrintable(text.out));
    QVERIFY(text.out.contains(QStringLiteral("average ÷ standard deviation")));

    // Bad input: exit 2 with the setting named; a device is never written without its name.
    const QList<QStringList> bad {
        { QStringLiteral("--score-last"), QStringLiteral("0") },
        { QStringLiteral("--series-interval"), QStringLiteral("0.01") },
        { QStringLiteral("--series-interval"), QStringLiteral("0") },
        { QStringLiteral("--duration"), QStringLiteral("0") },
        { QStringLiteral("--qd"), QStringLiteral("0") },
        { QStringLiteral("--jobs"), QStringLiteral("0") },
    };
    for (const QStringList& extra : bad) {
        const CliRun refused = runCli(QStringLiteral(DRIVESCOPE_CLI),
            QStringList { QStringLiteral("consistency"), QStringLiteral("--target"), loop.devicePath(),
                QStringLiteral("--allow-destroy=") + loop.devicePath(), QStringLiteral("--no-save") }
                + extra,
            cache.path());
        QVERIFY2(refused.status == 2, qPrintable(extra.join(QLatin1Char(' ')) + QStringLiteral(": ") + refused.err));
        QVERIFY2(refused.err.contains(extra.front()) || refused.err.contains(QStringLiteral("interval"))
                || refused.err.contains(QStringLiteral("consistency test")),
            qPrintable(refused.err));
    }
    const CliRun unnamed = runCli(QStringLiteral(DRIVESCOPE_CLI),
        { QStringLiteral("consistency"), QStringLiteral("--target"), loop.devicePath(), QStringLiteral("--no-save") },
        cache.path());
    QCOMPARE(unnamed.status, 2);
    QVERIFY2(unnamed.err.contains(QStringLiteral("--allow-destroy")), qPrintable(unnamed.err));
    const CliRun badRun = runCli(QStringLiteral(DRIVESCOPE_CLI),
        { QStringLiteral("run"), QStringLiteral("--series-interval"), QStringLiteral("fast"),
            QStringLiteral("--no-save") },
        cache.path());
    QCOMPARE(badRun.status, 2);
    QVERIFY2(badRun.err.contains(QStringLiteral("--series-interval")), qPrintable(badRun.err));
}

void TestTimeSeries::consistencyPageDrawsLiveAndScores()
{
    ConsistencyPage page;
    RunPlan plan = RunPlan::of(TestKind::Consistency);
    plan.get<ConsistencyPlan>().durationSeconds = 30;
    page.runStarted(plan);
    TimeIntervalBatch batch;
    for (int i = 0; i < 4; ++i)
        batch.intervals.push_back({ static_cast<double>(i), 1, 1000.0 + i, 4.0, 90, 200 });
    page.timeIntervalsAvailable(batch);
    QCOMPARE(page.timelineChart()->iopsSeries()->count(), 4);
    QCOMPARE(page.timelineChart()->p99Series()->count(), 4);
    QCOMPARE(page.timelineChart()->iopsSeries()->at(3), QPointF(3.5, 1003));

    // The finished run replaces the live points with its series and marks the scored third.
    std::vector<double> iops(20, 1000);
    for (int i = 0; i < 10; ++i)
        iops.push_back(i % 2 ? 600 : 400);
    ConsistencyResult result;
    result.plan = plan.get<ConsistencyPlan>();
    result.load.repeats.emplace_back();
    result.load.repeats.front().timeline = seriesOf(iops);
    SessionRun run = SessionRun::recorded(result, QStringLiteral("test"), QString(), {}, std::nullopt);
    page.runFinished(FinishedRun::ofRuns({ run }));
    QCOMPARE(page.timelineChart()->iopsSeries()->count(), 30);
    QVERIFY(page.timelineChart()->scoredSeries()->isVisible());
    QCOMPARE(page.timelineChart()->scoredSeries()->at(0), QPointF(20, 500));
    QVERIFY2(page.scoreLabel()->text().contains(QStringLiteral("500 IOPS")), qPrintable(page.scoreLabel()->text()));
    QVERIFY(page.scoreLabel()->toolTip().contains(QStringLiteral("from 20 s")));
    // A last interval of a sliver (the requests in flight at the end) is not drawn: its rate was never run.
    result.load.repeats.front().timeline.intervals.push_back({ 32, 32 * 4096, 100'000, 150'000 });
    result.load.repeats.front().timeline.lastSeconds = 0.001;
    page.runFinished(FinishedRun::ofRuns({ SessionRun::recorded(result, QStringLiteral("test"), QString(), {}) }));
    QCOMPARE(page.timelineChart()->iopsSeries()->count(), 30);
    QCOMPARE(consistencyScore(result.load.repeats.front().timeline, 1.0 / 3).scored.intervals, size_t { 10 });
    QVERIFY2(page.resultSummary().contains(QStringLiteral("5.0")), qPrintable(page.resultSummary()));
}

void TestTimeSeries::fastBytesAreFoundInTheSampleTheRateFellIn()
{
    // 0.1 s samples of a write at 400 MB/s that falls to 50 MB/s 25 MB in: the third sample writes
    // 5 MB fast (12.5 ms) and 4.375 MB slow (87.5 ms).
    const std::vector<SustainedSample> samples { { 0.1, 40'000'000, 400 }, { 0.2, 80'000'000, 400 },
        { 0.3, 89'375'000, 93.75 }, { 0.4, 94'375'000, 50 }, { 0.5, 99'375'000, 50 } };
    bool fell = false;
    QCOMPARE(fastBytesBeforeFall(samples, 400, 50, &fell), uint64_t { 85'000'000 });
    QVERIFY(fell);
    // A rate that never falls: all of it was fast, at least.
    QCOMPARE(fastBytesBeforeFall({ samples.begin(), samples.begin() + 2 }, 400, 50, &fell), uint64_t { 80'000'000 });
    QVERIFY(!fell);
    // One slow sample with fast ones after it is not the fall.
    const std::vector<SustainedSample> dip { { 0.1, 40'000'000, 400 }, { 0.2, 45'000'000, 50 },
        { 0.3, 85'000'000, 400 }, { 0.4, 125'000'000, 400 }, { 0.5, 130'000'000, 50 }, { 0.6, 135'000'000, 50 },
        { 0.7, 140'000'000, 50 } };
    QVERIFY(fastBytesBeforeFall(dip, 400, 50, &fell) >= 125'000'000);
    QCOMPARE(parseRecoveryPauses(QStringLiteral("5, 30,120")), (std::vector<double> { 5, 30, 120 }));
    for (const char* bad : { "", "5,,30", "-1", "x", "90000" })
        QVERIFY_THROWS_EXCEPTION(UserError, parseRecoveryPauses(QString::fromLatin1(bad)));
}

void TestTimeSeries::cacheRecoveryFollowsTheModel()
{
    DS_REQUIRE_EMULATED_DISK();
    // A flash drive whose 24 MiB write cache takes writes at 200 MB/s, the media at 50 MB/s, and that
    // frees 32 MB of it a second while idle.
    EmulatedDiskProfile profile;
    profile.sizeBytes = 96 * MiB;
    profile.flashUnits = 4;
    profile.flashAccessMs = 0.05;
    profile.outerMegabytesPerSecond = 50;
    profile.innerMegabytesPerSecond = 50;
    profile.ssdCacheBytes = 24 * MiB;
    profile.ssdCacheMegabytesPerSecond = 200;
    profile.ssdCacheDrainMegabytesPerSecond = 32;
    SustainedPlan plan;
    plan.totalBytes = 40 * MiB;
    plan.blockBytes = 128 * 1024;
    plan.queueDepth = 8;
    plan.sampleSeconds = 0.02;
    plan.recoveryIdleSeconds = { 0.25, 0.5 };
    SustainedResult result;
    // Rates against the model: a host too busy to keep the drive fed misses, so it is measured once more.
    const QString miss = missedTwice([&]() -> QString {
        EmulatedDisk disk(profile);
        if (!disk.isValid())
            return disk.errorString();
        std::unique_ptr<Target> target = Target::openBlockDevice(disk.devicePath(), true, disk.devicePath());
        if (!target)
            return QStringLiteral("cannot open %1").arg(disk.devicePath());
        std::atomic<bool> cancel { false };
        CachedBytesPerWrite cached(disk);
        result = runSustainedWrite(*target, plan, EngineKind::Auto, RunContext(&cancel, &cached, 0));
        if (!result.cliff.found)
            return QStringLiteral("the first write found no cliff");
        // The first write wrote the cache's size fast.
        if (std::abs(static_cast<double>(result.cliff.bytes) / (24.0 * MiB) - 1) >= 0.15)
            return QStringLiteral("cliff after %1 bytes").arg(result.cliff.bytes);
        if (result.recoveries.size() != 2)
            return QStringLiteral("%1 recoveries").arg(result.recoveries.size());
        const std::vector<uint64_t> truth = cached.perWrite();
        if (truth.size() != 3)
            return QStringLiteral("the drive counted %1 writes").arg(truth.size());
        QString missed;
        for (size_t i = 0; i < 2; ++i) {
            const CacheRecovery& recovery = result.recoveries[i];
            const double model
                = static_cast<double>(disk.model().cacheBytesFreeAfterIdle(recovery.measuredIdleSeconds));
            const double drive = static_cast<double>(truth[i + 1]);
            if (recovery.fellAgain && std::abs(static_cast<double>(recovery.fastBytes) / drive - 1) <= 0.05)
                continue;
            QString samples;
            for (const SustainedSample& sample : recovery.samples)
                samples += QStringLiteral(" %1 s %2 B %3 MB/s;")
                               .arg(sample.seconds)
                               .arg(sample.bytes)
                               .arg(sample.megabytesPerSecond);
            missed += QStringLiteral("after %1 s (%2 s measured): %3 bytes fast (fell again: %4), the drive cached "
                                     "%5 (the pause alone frees %6); samples:%7\n")
                          .arg(recovery.idleSeconds)
                          .arg(recovery.measuredIdleSeconds)
                          .arg(recovery.fastBytes)
                          .arg(recovery.fellAgain)
                          .arg(drive)
                          .arg(model)
                          .arg(samples);
        }
        return missed;
    });
    QVERIFY2(miss.isEmpty(), qPrintable(miss));
    for (const CacheRecovery& recovery : result.recoveries) {
        QVERIFY(recovery.measuredIdleSeconds >= recovery.idleSeconds);
        // It stopped soon after the fall, well before writing the cache's size again.
        QVERIFY(recovery.bytes < result.cliff.bytes + result.cliff.bytes / 4 + plan.blockBytes);
    }
    QVERIFY(result.recoveries[1].fastBytes > result.recoveries[0].fastBytes);
    // The file keeps them; compare pairs them by their pause.
    const SustainedResult back = SustainedResult::fromJson(result.toJson());
    QCOMPARE(back.recoveries.size(), size_t { 2 });
    QCOMPARE(back.recoveries[1].fastBytes, result.recoveries[1].fastBytes);
    QCOMPARE(back.plan.recoveryIdleSeconds, plan.recoveryIdleSeconds);
    const SessionRun run = SessionRun::recorded(back, QStringLiteral("test"), QString(), {}, std::nullopt);
    const std::vector<KeyFigure> figures = keyFigures(run);
    QVERIFY(std::count_if(figures.begin(), figures.end(), [](const KeyFigure& figure) {
        return figure.key.quantity == FigureQuantity::CacheRecovered;
    }) == 2);
}

QTEST_MAIN(TestTimeSeries)
#include "tst_timeseries.moc"
