#include "fixtures/sessionsamples.h"
#include "model/jsonreader.h"
#include "model/usererror.h"

#include <QJsonDocument>
#include <QTest>

#include <functional>
#include <map>

using namespace ds;
using namespace ds::test;

// Every result type of core/benchmarks written with toJson() reads back with fromJson(): the same
// JSON again, and the same values, also after a trip through JSON text.
class TestSessionJson : public QObject {
    Q_OBJECT

private slots:
    void roundTrip_data();
    void roundTrip();
    void wrongTypesNameTheField_data();
    void wrongTypesNameTheField();
    void histogramKeepsEveryPercentile();
    void completionBatchReadsBackAsAutomatic();

private:
    static const std::map<QString, std::function<void()>>& cases();
};

namespace {

QByteArray text(const QJsonObject& object) { return QJsonDocument(object).toJson(QJsonDocument::Indented); }

template <typename T> void checkRoundTrip(const T& original, const std::function<void(const T&, const T&)>& sameValues)
{
    const QJsonObject first = original.toJson();
    const T restored = T::fromJson(first);
    QCOMPARE(text(restored.toJson()), text(first));
    const QJsonDocument parsed = QJsonDocument::fromJson(QJsonDocument(first).toJson(QJsonDocument::Compact));
    QVERIFY(parsed.isObject());
    const T fromText = T::fromJson(parsed.object());
    QCOMPARE(text(fromText.toJson()), text(first));
    sameValues(original, fromText);
}

void sameTarget(const TargetInfo& a, const TargetInfo& b)
{
    QCOMPARE(b.kind, a.kind);
    QCOMPARE(b.path, a.path);
    QCOMPARE(b.sizeBytes, a.sizeBytes);
    QCOMPARE(b.filesystem, a.filesystem);
    QCOMPARE(b.directIo, a.directIo);
    QVERIFY(b.drive.has_value());
    QCOMPARE(b.drive->queueDepth, a.drive->queueDepth);
    QCOMPARE(b.drive->writeCache, a.drive->writeCache);
    QCOMPARE(b.drive->partitions.size(), a.drive->partitions.size());
    QCOMPARE(b.drive->partitions.front().mountPoints, a.drive->partitions.front().mountPoints);
}

void sameRun(const RunMeasurement& a, const RunMeasurement& b)
{
    QCOMPARE(b.seconds, a.seconds);
    QCOMPARE(b.readBytes, a.readBytes);
    QCOMPARE(b.writeIos, a.writeIos);
    QCOMPARE(b.readLatency.count(), a.readLatency.count());
    QCOMPARE(b.readLatency.meanNs(), a.readLatency.meanNs());
    QCOMPARE(b.readLatency.stdevNs(), a.readLatency.stdevNs());
    QCOMPARE(b.readLatency.maxNs(), a.readLatency.maxNs());
    QCOMPARE(b.writeLatency.percentileNs(99.9), a.writeLatency.percentileNs(99.9));
    QCOMPARE(b.cpu.wallSeconds, a.cpu.wallSeconds);
    QCOMPARE(b.errors.size(), a.errors.size());
    QCOMPARE(b.errors.back().op, a.errors.back().op);
    QCOMPARE(b.issuedPerSize, a.issuedPerSize);
    QCOMPARE(b.stopReason, a.stopReason);
}

void sameWorkload(const WorkloadResult& a, const WorkloadResult& b)
{
    QCOMPARE(b.spec.seed, a.spec.seed);
    QCOMPARE(b.spec.completionBatch, a.spec.completionBatch);
    QCOMPARE(b.spec.blockSizes.size(), a.spec.blockSizes.size());
    QCOMPARE(b.spec.blockSizes.back().share, a.spec.blockSizes.back().share);
    QCOMPARE(b.repeats.size(), a.repeats.size());
    for (size_t i = 0; i < a.repeats.size(); ++i)
        sameRun(a.repeats[i], b.repeats[i]);
    QCOMPARE(b.megabytesPerSecond().mean, a.megabytesPerSecond().mean);
    QCOMPARE(b.cancelled, a.cancelled);
    sameTarget(a.target, b.target);
}

void sameSweep(const SweepResult& a, const SweepResult& b)
{
    QCOMPARE(b.plan.kind, a.plan.kind);
    QCOMPARE(b.plan.values, a.plan.values);
    QCOMPARE(b.points.size(), a.points.size());
    for (size_t i = 0; i < a.points.size(); ++i) {
        QCOMPARE(b.points[i].skipReason, a.points[i].skipReason);
        QCOMPARE(b.points[i].spec.queueDepth, a.points[i].spec.queueDepth);
        QCOMPARE(b.points[i].measured(), a.points[i].measured());
        if (a.points[i].measured())
            sameWorkload(*a.points[i].result, *b.points[i].result);
    }
}

} // namespace

const std::map<QString, std::function<void()>>& TestSessionJson::cases()
{
    static const std::map<QString, std::function<void()>> all {
        { QStringLiteral("drive facts"),
            [] {
                checkRoundTrip<DriveFacts>(sampleDrive(), [](const DriveFacts& a, const DriveFacts& b) {
                    QCOMPARE(b.firmware, a.firmware);
                    QCOMPARE(b.maxSectorsKb, a.maxSectorsKb);
                    QCOMPARE(b.availableSchedulers, a.availableSchedulers);
                    QCOMPARE(b.partitions.front().swap, true);
                });
            } },
        { QStringLiteral("target"), [] { checkRoundTrip<TargetInfo>(sampleTarget(), sameTarget); } },
        { QStringLiteral("workload spec"),
            [] {
                checkRoundTrip<WorkloadSpec>(sampleSpec(), [](const WorkloadSpec& a, const WorkloadSpec& b) {
                    QCOMPARE(b.describe(), a.describe());
                    QCOMPARE(b.seed, a.seed);
                    QCOMPARE(b.alignment, a.alignment);
                    QCOMPARE(b.warmupSeconds, a.warmupSeconds);
                });
            } },
        { QStringLiteral("run measurement"), [] { checkRoundTrip<RunMeasurement>(sampleRun(), sameRun); } },
        { QStringLiteral("workload result"),
            [] { checkRoundTrip<WorkloadResult>(sampleWorkloadResult(), sameWorkload); } },
        { QStringLiteral("surface"),
            [] {
                checkRoundTrip<SurfaceResult>(sampleSurface(), [](const SurfaceResult& a, const SurfaceResult& b) {
                    QCOMPARE(b.plan.mode, a.plan.mode);
                    QCOMPARE(b.plan.write, a.plan.write);
                    QCOMPARE(b.zones.size(), a.zones.size());
                    QCOMPARE(b.zones.back().timedOffset, a.zones.back().timedOffset);
                    QCOMPARE(b.averageMegabytesPerSecond(), a.averageMegabytesPerSecond());
                    QCOMPARE(b.errorCount(), a.errorCount());
                    QCOMPARE(b.cpu.processUserSeconds, a.cpu.processUserSeconds);
                    QCOMPARE(b.errorRecords.size(), size_t { 1 });
                    QCOMPARE(b.errorRecords.front().offset, a.errorRecords.front().offset);
                    QCOMPARE(b.stopReason, a.stopReason);
                });
            } },
        { QStringLiteral("surface rewrite"),
            [] {
                checkRoundTrip<RewriteResult>(sampleRewrite(), [](const RewriteResult& a, const RewriteResult& b) {
                    QCOMPARE(b.zones.size(), a.zones.size());
                    QCOMPARE(b.averageMegabytesPerSecond(), a.averageMegabytesPerSecond());
                    QCOMPARE(b.errors.front().offset, a.errors.front().offset);
                    QCOMPARE(b.plan.checkPattern, true);
                    QCOMPARE(b.journalPath, a.journalPath);
                });
            } },
        { QStringLiteral("access"),
            [] {
                checkRoundTrip<AccessResult>(sampleAccess(), [](const AccessResult& a, const AccessResult& b) {
                    QCOMPARE(b.samples.size(), a.samples.size());
                    QCOMPARE(b.samples[7].seekDistance, a.samples[7].seekDistance);
                    QCOMPARE(b.percentileMs(99), a.percentileMs(99));
                    QCOMPARE(b.plan.seed, a.plan.seed);
                });
            } },
        { QStringLiteral("burst"),
            [] {
                checkRoundTrip<BurstResult>(sampleBurst(), [](const BurstResult& a, const BurstResult& b) {
                    QCOMPARE(b.passMegabytesPerSecond, a.passMegabytesPerSecond);
                    QCOMPARE(b.plan.regionBytes, a.plan.regionBytes);
                });
            } },
        { QStringLiteral("hdtach summary"),
            [] {
                checkRoundTrip<HdTachResult>(sampleHdTach(), [](const HdTachResult& a, const HdTachResult& b) {
                    QCOMPARE(b.randomAccessMs(), a.randomAccessMs());
                    QCOMPARE(b.burstMegabytesPerSecond(), a.burstMegabytesPerSecond());
                    QCOMPARE(b.averageReadMegabytesPerSecond(), a.averageReadMegabytesPerSecond());
                });
                HdTachResult partial = sampleHdTach();
                partial.burst.reset();
                checkRoundTrip<HdTachResult>(
                    partial, [](const HdTachResult&, const HdTachResult& b) { QVERIFY(!b.burst.has_value()); });
            } },
        { QStringLiteral("sustained"),
            [] {
                checkRoundTrip<SustainedResult>(
                    sampleSustained(), [](const SustainedResult& a, const SustainedResult& b) {
                        QVERIFY(a.cliff.found);
                        QCOMPARE(b.cliff.sampleIndex, a.cliff.sampleIndex);
                        QCOMPARE(b.cliff.afterMegabytesPerSecond, a.cliff.afterMegabytesPerSecond);
                        QCOMPARE(b.samples.size(), a.samples.size());
                        QCOMPARE(b.samples.back().bytes, a.samples.back().bytes);
                    });
            } },
        { QStringLiteral("block-size sweep"), [] { checkRoundTrip<SweepResult>(sampleSweep(), sameSweep); } },
        { QStringLiteral("queue-depth sweep"),
            [] { checkRoundTrip<SweepResult>(sampleSweep(SweepKind::QueueDepth), sameSweep); } },
        { QStringLiteral("point figures"),
            [] {
                checkRoundTrip<PointFigures>(
                    PointFigures::of(sampleWorkloadResult()), [](const PointFigures& a, const PointFigures& b) {
                        QCOMPARE(b.p999LatencyUs.max, a.p999LatencyUs.max);
                        QCOMPARE(b.errors, a.errors);
                    });
            } },
        { QStringLiteral("access patterns"),
            [] {
                checkRoundTrip<PatternSuiteResult>(
                    samplePatterns(), [](const PatternSuiteResult& a, const PatternSuiteResult& b) {
                        QCOMPARE(b.patterns.size(), a.patterns.size());
                        QCOMPARE(b.patterns[0].pattern.alignment, a.patterns[0].pattern.alignment);
                        QCOMPARE(b.patterns[1].pattern.blockSizes.size(), a.patterns[1].pattern.blockSizes.size());
                        for (size_t i = 0; i < a.patterns.size(); ++i) {
                            QCOMPARE(b.patterns[i].rating().has_value(), a.patterns[i].rating().has_value());
                            QCOMPARE(b.patterns[i].rating().value_or(-1), a.patterns[i].rating().value_or(-1));
                            QCOMPARE(b.patterns[i].unratedReason(), a.patterns[i].unratedReason());
                        }
                        sameTarget(a.patterns[1].sweep.target, b.patterns[1].sweep.target);
                    });
            } },
        { QStringLiteral("multi-target"),
            [] {
                checkRoundTrip<MultiTargetResult>(
                    sampleMulti(), [](const MultiTargetResult& a, const MultiTargetResult& b) {
                        QCOMPARE(b.perTarget.size(), a.perTarget.size());
                        QCOMPARE(b.perTarget[1].target.drive->name, QStringLiteral("sdy"));
                        QCOMPARE(b.aggregateIops().mean, a.aggregateIops().mean);
                        QCOMPARE(b.aggregate().combinedLatency().percentileNs(99),
                            a.aggregate().combinedLatency().percentileNs(99));
                    });
            } },
        { QStringLiteral("multi-target scaling"),
            [] {
                checkRoundTrip<MultiTargetScaling>(
                    sampleScaling(), [](const MultiTargetScaling& a, const MultiTargetScaling& b) {
                        QCOMPARE(b.steps.size(), a.steps.size());
                        QCOMPARE(b.steps[0].perTarget.size(), size_t { 1 });
                        QCOMPARE(b.alone.size(), size_t { 2 });
                        QCOMPARE(b.alone[1].target.path, a.alone[1].target.path);
                        QCOMPARE(b.referenceIn(DisplayUnit::Iops), a.referenceIn(DisplayUnit::Iops));
                        QCOMPARE(b.cancelled, a.cancelled);
                    });
            } },
        { QStringLiteral("quick suite"),
            [] {
                checkRoundTrip<QuickSuiteResult>(
                    sampleQuick(), [](const QuickSuiteResult& a, const QuickSuiteResult& b) {
                        QCOMPARE(b.rows.size(), a.rows.size());
                        QVERIFY(!b.rows.back().write.has_value());
                        QCOMPARE(b.options.summary, a.options.summary);
                        QCOMPARE(b.options.seed, a.options.seed);
                        QCOMPARE(b.summaryText(), a.summaryText());
                    });
            } },
        { QStringLiteral("copy test"),
            [] {
                checkRoundTrip<CopyTestResult>(sampleCopy(), [](const CopyTestResult& a, const CopyTestResult& b) {
                    QCOMPARE(b.copies.size(), a.copies.size());
                    QCOMPARE(b.copies[0].seconds, a.copies[0].seconds);
                    QCOMPARE(b.options.filesPerDirectory, a.options.filesPerDirectory);
                    QCOMPARE(b.options.seed, a.options.seed);
                });
            } },
    };
    return all;
}

void TestSessionJson::roundTrip_data()
{
    QTest::addColumn<QString>("type");
    for (const auto& [name, check] : cases())
        QTest::newRow(qPrintable(name)) << name;
}

void TestSessionJson::roundTrip()
{
    QFETCH(QString, type);
    cases().at(type)();
}

void TestSessionJson::wrongTypesNameTheField_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("field");
    QTest::newRow("string for a number") << QByteArray(R"({"repeats":[{"seconds":"fast"}]})")
                                         << QStringLiteral("repeats[0].seconds");
    QTest::newRow("negative count") << QByteArray(R"({"repeats":[{"readBytes":-5}]})")
                                    << QStringLiteral("repeats[0].readBytes");
    QTest::newRow("fraction for a count")
        << QByteArray(R"({"repeats":[{"readIos":1.5}]})") << QStringLiteral("repeats[0].readIos");
    QTest::newRow("array for an object") << QByteArray(R"({"workload":[1,2]})") << QStringLiteral("workload");
    QTest::newRow("bad kind") << QByteArray(R"({"target":{"kind":"tape"}})") << QStringLiteral("target.kind");
    QTest::newRow("queue depth too deep")
        << QByteArray(R"({"workload":{"queueDepth":100000}})") << QStringLiteral("workload.queueDepth");
    QTest::newRow("bucket out of range") << QByteArray(
        R"({"repeats":[{"histograms":{"read":{"buckets":[[99999,1]]}}}]})")
                                         << QStringLiteral("repeats[0].histograms.read.buckets[0]");
    QTest::newRow("bad sum of squares") << QByteArray(R"({"repeats":[{"histograms":{"read":{"sumSquaresNs":"12x"}}}]})")
                                        << QStringLiteral("repeats[0].histograms.read.sumSquaresNs");
    QTest::newRow("count beyond 2^53") << QByteArray(R"({"repeats":[{"readBytes":1e300}]})")
                                       << QStringLiteral("repeats[0].readBytes");
    QTest::newRow("seed beyond 64 bits") << QByteArray(R"({"workload":{"seed":"99999999999999999999999"}})")
                                         << QStringLiteral("workload.seed");
    QTest::newRow("drive partition not an object")
        << QByteArray(R"({"target":{"drive":{"partitions":[7]}}})") << QStringLiteral("target.drive.partitions[0]");
}

void TestSessionJson::wrongTypesNameTheField()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, field);
    const QJsonDocument document = QJsonDocument::fromJson(json);
    QVERIFY2(document.isObject(), json.constData());
    try {
        WorkloadResult::fromJson(document.object());
        QFAIL("no error for a bad field");
    } catch (const UserError& error) {
        QVERIFY2(error.message().startsWith(field + QLatin1Char(':')), qPrintable(error.message()));
    }
}

void TestSessionJson::histogramKeepsEveryPercentile()
{
    RunMeasurement run = sampleRun();
    const LatencyHistogram restored = histogramFromJson(histogramToJson(run.readLatency));
    QCOMPARE(restored.buckets(), run.readLatency.buckets());
    QCOMPARE(restored.count(), run.readLatency.count());
    for (double p : kReportedPercentiles)
        QCOMPARE(restored.percentileNs(p), run.readLatency.percentileNs(p));
    QCOMPARE(restored.minNs(), run.readLatency.minNs());
    QCOMPARE(restored.maxNs(), run.readLatency.maxNs());
    const LatencyHistogram empty = histogramFromJson(histogramToJson(LatencyHistogram()));
    QCOMPARE(empty.count(), uint64_t { 0 });
    QCOMPARE(empty.minNs(), uint64_t { 0 });
}

void TestSessionJson::completionBatchReadsBackAsAutomatic()
{
    WorkloadSpec automatic;
    automatic.queueDepth = 64;
    QCOMPARE(WorkloadSpec::fromJson(automatic.toJson()).completionBatch, 0u);
    WorkloadSpec fixed = automatic;
    fixed.completionBatch = 1; // the automatic value, but chosen
    QCOMPARE(WorkloadSpec::fromJson(fixed.toJson()).completionBatch, 1u);
    QJsonObject older = automatic.toJson(); // a file from before the setting was saved
    older.remove(QStringLiteral("completionBatchSetting"));
    QCOMPARE(WorkloadSpec::fromJson(older).completionBatch, 0u);
}

QTEST_GUILESS_MAIN(TestSessionJson)
#include "tst_sessionjson.moc"
