// The SNIA PTS. The steady-state rule from data rows, the plan, result and saved state
// and their files, the test on the emulated flash drive (steady state where its model puts it), the CLI's
// refusals (tst_ptsresume: a run killed and resumed).

#include "device/target.h"
#include "files/ptsstate.h"
#include "fixtures/blockdevicefixtures.h"
#include "fixtures/emulateddisk.h"
#include "fixtures/ptsstatefile.h"
#include "model/chartdescription.h"
#include "model/compare.h"
#include "model/session.h"
#include "model/usererror.h"
#include "reports/export.h"
#include "run/benchmarks/pts.h"
#include "run/benchmarks/workloadrunner.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <functional>

using namespace ds;
using namespace ds::test;

Q_DECLARE_METATYPE(std::vector<double>)

namespace {
constexpr uint64_t MiB = 1u << 20;

// A flash drive of 4 units at 400 MB/s whose random writes take 2 ms fresh and 8 ms in the steady state,
// a factor e nearer it for each quarter of its capacity written randomly: with 0.1 s measurements a
// client PTS writes about 0.4 capacities a round, and by the model the window ending in round 4 (0-based)
// is far from steady (the 64 KiB 65/35 mix's range about 44 % of its average) and the one ending in round
// 5 well within (3 %), so that a few percent of timing noise cannot move the decision. At most about 2000
// requests a second: the FUSE threads keep up on a shared machine.
EmulatedDiskProfile agingDrive()
{
    EmulatedDiskProfile profile = ptsFlashDrive(256 * MiB);
    profile.ssdSteadyWriteAccessMs = 8;
    profile.ssdSteadyAfterCapacities = 0.25;
    return profile;
}

PtsPlan shortPlan()
{
    PtsPlan plan;
    plan.cellSeconds = 0.1;
    plan.maxRounds = 12;
    return plan;
}

// What the model says each round's tracking variables should be, given the bytes the run wrote before
// each measurement (its IOPS × the write share × the block × the measurement's length), and one round
// beyond the run's (written at the model's IOPS): a run that stopped a round early is compared with the
// model's next round too.
PtsResult modelRounds(const EmulatedDiskModel& model, const PtsResult& measured)
{
    PtsResult predicted;
    predicted.plan = measured.plan;
    double written = 0;
    const unsigned depth = measured.plan.queueDepth() * measured.plan.jobs();
    for (size_t index = 0; index <= measured.rounds.size(); ++index) {
        PtsRound expected;
        expected.iops.assign(PtsPlan::cellCount(), 0);
        for (size_t cell = 0; cell < PtsPlan::cellCount(); ++cell) {
            const double read = PtsPlan::readPercents()[cell / PtsPlan::blockSizes().size()] / 100.0;
            const uint32_t block = PtsPlan::blockSizes()[cell % PtsPlan::blockSizes().size()];
            expected.iops[cell] = model.expectedRandomIops(block, read, depth, static_cast<uint64_t>(written));
            const double iops
                = index < measured.rounds.size() ? measured.rounds[index].iops[cell] : expected.iops[cell];
            written += iops * (1 - read) * block * measured.plan.cellSeconds;
        }
        predicted.rounds.push_back(std::move(expected));
    }
    predicted.decide();
    return predicted;
}
}

class TestPts : public QObject {
    Q_OBJECT

private slots:
    void steadyStateRule_data();
    void steadyStateRule();
    void steadyRoundNeedsEveryTrackingVariable();
    void planChecksItsSettings();
    void resultAndStateRoundTrip();
    void reportsDrawTheTableAndPlots();
    void damagedStatesAreRefused_data();
    void damagedStatesAreRefused();
    void ptsFindsTheSteadyStateTheModelPredicts();
    void cliRefusesWhatItMustNotWrite();
};

void TestPts::steadyStateRule_data()
{
    QTest::addColumn<std::vector<double>>("window");
    QTest::addColumn<bool>("rangeWithin");
    QTest::addColumn<bool>("slopeWithin");
    // Averages of 100: the range may be 20, the fit's excursion over the 4 steps 10.
    QTest::newRow("flat") << std::vector<double> { 100, 100, 100, 100, 100 } << true << true;
    QTest::newRow("noise within both") << std::vector<double> { 95, 105, 100, 98, 102 } << true << true;
    QTest::newRow("range exactly 20 %") << std::vector<double> { 90, 110, 100, 100, 100 } << true << true;
    QTest::newRow("range over, no slope") << std::vector<double> { 85, 115, 100, 115, 85 } << false << true;
    QTest::newRow("range just over") << std::vector<double> { 89.9, 110, 100.1, 100, 100 } << false << true;
    QTest::newRow("rising within range") << std::vector<double> { 91, 95, 100, 105, 109 } << true << false;
    QTest::newRow("falling within range") << std::vector<double> { 109, 105, 100, 95, 91 } << true << false;
    QTest::newRow("both over") << std::vector<double> { 70, 85, 100, 115, 130 } << false << false;
    QTest::newRow("slope at its limit") << std::vector<double> { 95, 97.5, 100, 102.5, 105 } << true << true;
    QTest::newRow("all zero") << std::vector<double> { 0, 0, 0, 0, 0 } << false << false;
    QTest::newRow("one round") << std::vector<double> { 100 } << false << false;
}

void TestPts::steadyStateRule()
{
    QFETCH(std::vector<double>, window);
    QFETCH(bool, rangeWithin);
    QFETCH(bool, slopeWithin);
    const SteadyStateCheck check = checkSteadyState(window);
    QCOMPARE(check.rangeWithin, rangeWithin);
    QCOMPARE(check.slopeWithin, slopeWithin);
    QCOMPARE(check.steady(), rangeWithin && slopeWithin);
    if (window.size() >= 2 && check.average > 0) {
        // The fit goes through the mean at the window's middle.
        QVERIFY(std::abs(check.intercept + check.slope * (static_cast<double>(window.size()) - 1) / 2 - check.average)
            < 1e-9);
    }
}

void TestPts::steadyRoundNeedsEveryTrackingVariable()
{
    // 4 KiB writes settle in round 7 (0-based: rounds 3 … 7 within both limits; in round 6 the range is
    // but the slope is not), 64 KiB 65/35 only in round 8; 1 MiB reads are flat from the start. The window
    // is the 5 rounds up to round 8.
    const std::vector<double> write4k { 3000, 1500, 1200, 1100, 1060, 1040, 1030, 1025, 1020 };
    const std::vector<double> mixed64k { 3000, 2600, 2200, 1900, 1650, 1560, 1540, 1535, 1530 };
    PtsResult result;
    for (size_t r = 0; r < write4k.size(); ++r) {
        PtsRound round;
        round.iops.assign(PtsPlan::cellCount(), 500);
        round.iops[PtsPlan::cellIndex(0, 4096)] = write4k[r];
        round.iops[PtsPlan::cellIndex(65, 65536)] = mixed64k[r];
        round.iops[PtsPlan::cellIndex(95, 8192)] = 100.0 * static_cast<double>(r); // not tracked
        result.rounds.push_back(round);
    }
    QCOMPARE(PtsPlan::trackingCells().size(), size_t { 3 });
    const SteadyStateCheck rangeOnly = checkSteadyState({ 1200, 1100, 1060, 1040, 1030 });
    QVERIFY(rangeOnly.rangeWithin && !rangeOnly.slopeWithin);
    QVERIFY(checkSteadyState({ 1100, 1060, 1040, 1030, 1025 }).steady());
    QVERIFY(!checkSteadyState({ 1900, 1650, 1560, 1540, 1535 }).steady());
    QVERIFY(checkSteadyState({ 1650, 1560, 1540, 1535, 1530 }).steady());
    result.decide();
    QVERIFY(result.steadyState);
    QCOMPARE(result.firstSteadyRound(), std::optional<unsigned>(8));
    QCOMPARE(result.windowFirstRound, 4u);
    QCOMPARE(result.windowRounds, 5u);
    QCOMPARE(result.table[PtsPlan::cellIndex(0, 4096)], (1060.0 + 1040 + 1030 + 1025 + 1020) / 5);
    QCOMPARE(result.table[PtsPlan::cellIndex(95, 8192)], (400.0 + 500 + 600 + 700 + 800) / 5);
    // Without the last round the 64 KiB mix has not settled: no steady state, the window is the last 5.
    result.rounds.pop_back();
    result.decide();
    QVERIFY(!result.steadyState);
    QCOMPARE(result.windowFirstRound, 3u);
    QCOMPARE(result.windowRounds, 5u);
    // Fewer rounds than a window: all of them.
    result.rounds.resize(3);
    result.decide();
    QCOMPARE(result.windowFirstRound, 0u);
    QCOMPARE(result.windowRounds, 3u);
}

void TestPts::planChecksItsSettings()
{
    PtsPlan plan;
    QCOMPARE(plan.activeRange(), 0.75);
    QCOMPARE(plan.queueDepth() * plan.jobs(), 32u);
    plan.profile = PtsProfile::Enterprise;
    QCOMPARE(plan.activeRange(), 1.0);
    QCOMPARE(plan.queueDepth(), 32u);
    QCOMPARE(plan.jobs(), 4u);
    QCOMPARE(PtsPlan::cellCount(), size_t { 56 });
    QCOMPARE(PtsPlan::cellIndex(100, 1024 * 1024), size_t { 0 });
    QCOMPARE(PtsPlan::cellIndex(0, 512), size_t { 55 });
    QCOMPARE(PtsPlan::cellIndex(50, 4096 * 3), SIZE_MAX);
    plan.capacityFraction = 0.5;
    QCOMPARE(plan.testedBytes(1000 * MiB + 5), 500 * MiB);
    plan.profile = PtsProfile::Client;
    QCOMPARE(plan.activeBytes(1000 * MiB), 375 * MiB);
    plan.validate();
    for (const auto& bad : std::vector<std::function<void(PtsPlan&)>> {
             [](PtsPlan& p) { p.cellSeconds = 0.01; },
             [](PtsPlan& p) { p.cellSeconds = std::nan(""); },
             [](PtsPlan& p) { p.capacityFraction = 0; },
             [](PtsPlan& p) { p.capacityFraction = 1.5; },
             [](PtsPlan& p) { p.maxRounds = 4; },
             [](PtsPlan& p) { p.maxRounds = 26; },
         }) {
        PtsPlan wrong = plan;
        bad(wrong);
        QVERIFY_THROWS_EXCEPTION(UserError, wrong.validate());
    }
    QVERIFY_THROWS_EXCEPTION(UserError, parsePtsProfile(QStringLiteral("consumer")));
    QCOMPARE(parsePtsProfile(QStringLiteral("enterprise")), PtsProfile::Enterprise);
    QVERIFY_THROWS_EXCEPTION(UserError, parsePtsPurge(QStringLiteral("secure-erase")));
    for (PtsPurge purge : { PtsPurge::Discard, PtsPurge::Sanitize, PtsPurge::Format, PtsPurge::None })
        QCOMPARE(parsePtsPurge(ptsPurgeName(purge)), purge);
}

void TestPts::resultAndStateRoundTrip()
{
    PtsResult result;
    result.plan = shortPlan();
    result.plan.profile = PtsProfile::Enterprise;
    result.plan.seed = 77;
    result.target.path = QStringLiteral("/dev/sdz");
    result.target.sizeBytes = 512 * MiB;
    result.phase = PtsResult::Phase::Rounds;
    result.plan.purge = PtsPurge::Sanitize;
    result.purgeNote = QStringLiteral("purged by the drive's own command: NVMe Sanitize (block erase), 3.1 s");
    result.writeCache.state = PtsWriteCache::State::NotSwitched;
    result.writeCache.reason = QStringLiteral("the drive has no volatile write cache");
    result.preconditionBytes = 1024 * MiB;
    result.preconditionSeconds = 2.5;
    result.resumes = 2;
    for (int r = 0; r < 6; ++r) {
        PtsRound round;
        for (size_t cell = 0; cell < PtsPlan::cellCount(); ++cell)
            round.iops.push_back(1000 + 10.0 * static_cast<double>(cell) + r);
        round.writeBytes = 100 * MiB;
        round.seconds = 5.6;
        result.rounds.push_back(round);
    }
    result.decide();
    QVERIFY(result.steadyState);

    const PtsResult back = PtsResult::fromJson(result.toJson());
    QCOMPARE(back.toJson(), result.toJson());
    QCOMPARE(back.phase, PtsResult::Phase::Rounds);
    QCOMPARE(back.windowFirstRound, result.windowFirstRound);
    QCOMPARE(back.plan.purge, PtsPurge::Sanitize);
    QCOMPARE(back.writeCache, result.writeCache);
    QCOMPARE(back.writeCache.describe(),
        QStringLiteral("write cache: could not be switched off (the drive has no volatile write cache)"));
    // A state written before the write cache was kept reads as untouched; a pending restore needs a switch.
    QJsonObject old = result.toJson();
    old.remove(QStringLiteral("writeCache"));
    QCOMPARE(PtsResult::fromJson(old).writeCache.state, PtsWriteCache::State::Untouched);
    old.insert(QStringLiteral("writeCache"),
        QJsonObject {
            { QStringLiteral("state"), QStringLiteral("alreadyOff") }, { QStringLiteral("restorePending"), true } });
    QVERIFY_THROWS_EXCEPTION(UserError, PtsResult::fromJson(old));

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("state/sdz.json"));
    PtsState::save(result, path);
    const PtsResult loaded = PtsState::load(path);
    QCOMPARE(loaded.toJson(), result.toJson());
    QVERIFY(
        PtsState::defaultPath(QStringLiteral("/dev/nvme0n1")).endsWith(QLatin1String("/drivescope/pts/nvme0n1.json")));

    // In a session, as every other test's result.
    Session session = Session::startNew(QStringLiteral("tst_pts"));
    session.addRun(SessionRun::recorded(result, QStringLiteral("drivescope-cli pts"), result.startedAt, {}));
    const Session reread = Session::parse(session.toBytes());
    QCOMPARE(reread.runs.size(), size_t { 1 });
    QCOMPARE(reread.runs.front().kindName(), QStringLiteral("pts"));
    QCOMPARE(std::get<PtsResult>(reread.runs.front().result).toJson(), result.toJson());
}

void TestPts::reportsDrawTheTableAndPlots()
{
    // Rounds that settle: 4 KiB writes falling from 3000 to 1000 IOPS, every other cell its index + 1.
    PtsResult result;
    result.plan = shortPlan();
    result.plan.profile = PtsProfile::Enterprise;
    result.target.path = QStringLiteral("/dev/sdz");
    result.target.sizeBytes = 256 * MiB;
    result.phase = PtsResult::Phase::Finished;
    result.purgeNote
        = QStringLiteral("purged by the drive's own command: ATA SANITIZE DEVICE (BLOCK ERASE EXT), 9.0 s");
    result.writeCache.state = PtsWriteCache::State::SwitchedOff;
    for (const double write4k : { 3000.0, 1500.0, 1100.0, 1020.0, 1010.0, 1000.0, 1000.0 }) {
        PtsRound round;
        for (size_t cell = 0; cell < PtsPlan::cellCount(); ++cell)
            round.iops.push_back(static_cast<double>(cell) + 1);
        round.iops[PtsPlan::cellIndex(0, 4096)] = write4k;
        result.rounds.push_back(round);
    }
    result.decide();
    QVERIFY(result.steadyState);
    QCOMPARE(result.windowFirstRound, 2u); // rounds 3 … 7: 1100 … 1000, range 9.7 %, fit 8.6 %

    Session session = Session::startNew(QStringLiteral("tst_pts"));
    session.addRun(SessionRun::recorded(result, QStringLiteral("drivescope-cli pts"), result.startedAt, {}));
    const SessionRun& run = session.runs.front();

    const std::vector<ChartDescription> charts = describeCharts(run);
    QCOMPARE(charts.size(), size_t { 2 });
    const ChartDescription& convergence = charts[0];
    QCOMPARE(convergence.key, ChartKey::PtsConvergence);
    QCOMPARE(convergence.series.size(), size_t { 3 });
    QCOMPARE(convergence.series[0].points.size(), size_t { 7 });
    QCOMPARE(convergence.series[0].points[1], QPointF(2, 1500));
    const ChartDescription& window = charts[1];
    QCOMPARE(window.key, ChartKey::PtsSteadyWindow);
    const ChartSeriesDescription* data = window.find(SeriesKey::PtsTracking);
    QVERIFY(data);
    QCOMPARE(data->points.size(), size_t { 5 });
    QCOMPARE(data->points.front(), QPointF(3, 1100));
    const SteadyStateCheck check = result.windowCheck(PtsPlan::cellIndex(0, 4096));
    const ChartSeriesDescription* average = window.find(SeriesKey::PtsWindowAverage);
    QVERIFY(average);
    QCOMPARE(average->points.front().y(), check.average);
    const ChartSeriesDescription* fit = window.find(SeriesKey::PtsWindowFit);
    QVERIFY(fit);
    QCOMPARE(fit->points.front(), QPointF(3, check.intercept));
    QVERIFY(std::abs(fit->points.back().y() - (check.intercept + 4 * check.slope)) < 1e-9);
    int bounds = 0;
    for (const ChartSeriesDescription& series : window.series)
        if (series.key == SeriesKey::PtsWindowBound) {
            ++bounds;
            QVERIFY(std::abs(series.points.front().y() / check.average - 1) - 0.1 < 1e-12);
        }
    QCOMPARE(bounds, 2);

    // The table in the reports: 4 KiB 0/100 is the average of the window's 4 KiB writes.
    const QString markdown = markdownReport(session);
    QVERIFY2(markdown.contains(QLatin1String("| block size | 100/0 | 95/5 | 65/35 | 50/50 | 35/65 | 5/95 | 0/100 |")),
        qPrintable(markdown));
    QVERIFY(markdown.contains(QLatin1String("| 4 KiB | 7 | 15 | 23 | 31 | 39 | 47 | 1026 |")));
    QVERIFY(markdown.contains(QLatin1String("steady state reached")));
    // How the drive was purged and what the run did with its write cache, in the reports.
    QVERIFY(markdown.contains(QLatin1String("- Purge: purged by the drive's own command: ATA SANITIZE DEVICE")));
    QVERIFY(markdown.contains(QLatin1String("- write cache: switched off for the run and on again after it")));
    QVERIFY(textSummary(session).contains(QLatin1String("  write cache: switched off for the run and on again")));
    QCOMPARE(markdown.count(QLatin1String("data:image/svg+xml;base64,")), 2);
    const QString html = htmlReport(session);
    QVERIFY(html.contains(QLatin1String("<th>4 KiB</th><td class=\"n\">7</td>")));
    QCOMPARE(html.count(QLatin1String("<svg")), 2);
    const QStringList csv = runCsv(run).trimmed().split(QLatin1Char('\n'));
    QCOMPARE(csv.size(), 1 + 7 * 56);
    QCOMPARE(csv.first(), QStringLiteral("round,block_bytes,read_pct,iops,in_window"));
    QCOMPARE(csv[1], QStringLiteral("1,1048576,100,1.00,0"));
    QCOMPARE(csv.last(), QStringLiteral("7,512,0,56.00,1"));

    // Key figures for compare: the rounds, and the window's IOPS of the tracking variables and 4 KiB reads.
    const std::vector<KeyFigure> figures = keyFigures(run);
    QCOMPARE(figures.size(), size_t { 5 });
    QCOMPARE(figures[0].name, QStringLiteral("rounds"));
    QCOMPARE(figures[0].value, 7.0);
    QCOMPARE(figures[1].name, QStringLiteral("0/100 4 KiB IOPS"));
    QCOMPARE(figures[1].value, 1026.0);
}

void TestPts::damagedStatesAreRefused_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("message");
    QTest::newRow("not JSON") << QByteArray("{ nope") << QStringLiteral("not a PTS state");
    QTest::newRow("another format") << QByteArray(R"({"format":"drivescope-session","version":1})")
                                    << QStringLiteral("not a PTS state");
    QTest::newRow("another version") << QByteArray(R"({"format":"drivescope-pts-state","version":9})")
                                     << QStringLiteral("another version");
    QTest::newRow("unknown phase") << QByteArray(R"({"format":"drivescope-pts-state","version":1,)"
                                                 R"("result":{"test":"pts","phase":"halfway"}})")
                                   << QStringLiteral("result.phase");
    QTest::newRow("short round") << QByteArray(R"({"format":"drivescope-pts-state","version":1,)"
                                               R"("result":{"test":"pts","rounds":[{"iops":[1,2,3]}]}})")
                                 << QStringLiteral("needs 56 values");
    QTest::newRow("bad plan") << QByteArray(R"({"format":"drivescope-pts-state","version":1,)"
                                            R"("result":{"test":"pts","plan":{"capacityFraction":7}}})")
                              << QStringLiteral("result.plan");
}

void TestPts::damagedStatesAreRefused()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("state.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(content);
    file.close();
    try {
        PtsState::load(path);
        QFAIL("a damaged state was loaded");
    } catch (const UserError& error) {
        QVERIFY2(error.message().contains(message), qPrintable(error.message()));
    }
    QVERIFY_THROWS_EXCEPTION(UserError, PtsState::load(dir.filePath(QStringLiteral("missing.json"))));
}

void TestPts::ptsFindsTheSteadyStateTheModelPredicts()
{
    DS_REQUIRE_EMULATED_DISK();
    EmulatedDisk disk(agingDrive());
    QVERIFY2(disk.isValid(), qPrintable(disk.errorString()));
    const QString device = disk.devicePath();
    // Aged beforehand, as a used drive is: the purge makes it fresh again.
    {
        const std::unique_ptr<Target> target = Target::openBlockDevice(device, true, device);
        WorkloadSpec age;
        age.readPercent = 0;
        age.randomPercent = 100;
        age.totalBytes = 32 * MiB;
        age.queueDepth = 16;
        runWorkload(*target, age);
    }
    QVERIFY(disk.randomBytesWritten() > 16 * MiB);

    QTemporaryDir dir;
    const QString state = dir.filePath(QStringLiteral("pts.json"));
    const std::unique_ptr<Target> target = Target::openBlockDevice(device, true, device);
    const PtsResult result = runPts(*target, shortPlan(), EngineKind::Auto, {}, state);
    QVERIFY(result.finished());
    QVERIFY(!result.cancelled);
    QCOMPARE(result.errorCount, uint64_t { 0 });
    QVERIFY2(result.purgeNote.startsWith(QLatin1String("discarded")), qPrintable(result.purgeNote));
    // Twice the drive, sequentially.
    QCOMPARE(result.preconditionBytes, 2 * 256 * MiB);

    const EmulatedDiskModel model(agingDrive());
    const PtsResult predicted = modelRounds(model, result);
    const size_t write4k = PtsPlan::cellIndex(0, 4096);
    QString rounds;
    for (size_t r = 0; r < result.rounds.size(); ++r)
        rounds += QStringLiteral(" %1/%2")
                      .arg(result.rounds[r].iops[write4k], 0, 'f', 0)
                      .arg(predicted.rounds[r].iops[write4k], 0, 'f', 0);
    qInfo("4 KiB write IOPS per round, measured/model:%s", qPrintable(rounds));
    // What the drive counted as written randomly is what the rounds wrote (a few large random writes land
    // just after another and count as sequential; the preconditioning counts for next to nothing).
    double written = 0;
    for (const PtsRound& round : result.rounds)
        written += static_cast<double>(round.writeBytes);
    qInfo("written randomly: the drive counted %.0f MiB of %.0f MiB", disk.randomBytesWritten() / double(MiB),
        written / MiB);

    QVERIFY(result.steadyState);
    QVERIFY(predicted.steadyState);
    const unsigned found = *result.firstSteadyRound();
    const unsigned expected = *predicted.firstSteadyRound();
    QVERIFY2(found + 1 >= expected && found <= expected + 1,
        qPrintable(QStringLiteral("steady state after round %1, the model says %2").arg(found).arg(expected)));
    QCOMPARE(result.rounds.size(), size_t { found + 1 });
    // The steady IOPS: the window's average against the model's over the same rounds.
    double modelAverage = 0;
    for (unsigned r = result.windowFirstRound; r < result.windowFirstRound + result.windowRounds; ++r)
        modelAverage += predicted.rounds[r].iops[write4k] / result.windowRounds;
    QVERIFY2(std::abs(result.table[write4k] / modelAverage - 1) < 0.05,
        qPrintable(QStringLiteral("%1 IOPS, the model says %2").arg(result.table[write4k]).arg(modelAverage)));

    // The state saved at the end is the finished result (as its file holds it: IOPS to 0.01).
    QCOMPARE(PtsState::load(state).toJson(), PtsResult::fromJson(result.toJson()).toJson());
}

void TestPts::cliRefusesWhatItMustNotWrite()
{
    DS_REQUIRE_EMULATED_DISK();
    EmulatedDisk disk(agingDrive());
    QVERIFY2(disk.isValid(), qPrintable(disk.errorString()));
    const QString device = disk.devicePath();
    QTemporaryDir dir;
    const QString cli = QStringLiteral(DRIVESCOPE_CLI);
    const QStringList base { QStringLiteral("pts"), QStringLiteral("--no-progress"), QStringLiteral("--no-save"),
        QStringLiteral("--state"), dir.filePath(QStringLiteral("state.json")) };
    const QStringList named { QStringLiteral("--target"), device, QStringLiteral("--allow-destroy=") + device };
    const QList<std::pair<QStringList, QString>> bad {
        { { QStringLiteral("--target"), device }, QStringLiteral("--allow-destroy") },
        { { QStringLiteral("--target"), device, QStringLiteral("--allow-destroy=/dev/null") },
            QStringLiteral("--allow-destroy") },
        { {}, QStringLiteral("a test file cannot be purged") },
        { { QStringLiteral("--target"), dir.path(), QStringLiteral("--allow-destroy=") + device },
            QStringLiteral("a test file cannot be purged") },
        { named + QStringList { QStringLiteral("--profile"), QStringLiteral("consumer") },
            QStringLiteral("client or enterprise") },
        { named + QStringList { QStringLiteral("--purge"), QStringLiteral("secure-erase") },
            QStringLiteral("discard, sanitize, format or none") },
        { named + QStringList { QStringLiteral("--purge"), QStringLiteral("sanitize") },
            QStringLiteral("not a drive with a command set of its own") },
        { named + QStringList { QStringLiteral("--capacity"), QStringLiteral("150%") },
            QStringLiteral("at most 100 %") },
        { named + QStringList { QStringLiteral("--capacity"), QStringLiteral("lots") }, QStringLiteral("--capacity") },
        { named + QStringList { QStringLiteral("--cell-time"), QStringLiteral("0.01") },
            QStringLiteral("0.1 to 3600 seconds") },
        { named + QStringList { QStringLiteral("--max-rounds"), QStringLiteral("3") }, QStringLiteral("--max-rounds") },
        { named + QStringList { QStringLiteral("--resume") }, QStringLiteral("no saved PTS state") },
    };
    for (const auto& [arguments, message] : bad) {
        const CliRun run = runCli(cli, base + arguments, dir.path());
        QVERIFY2(run.status == 2, qPrintable(arguments.join(QLatin1Char(' ')) + QStringLiteral(": ") + run.err));
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
    }
    // A state file named by mistake is never written over, not even by --restart.
    const QString precious = dir.filePath(QStringLiteral("notes.json"));
    {
        QFile file(precious);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"my\": \"notes\"}\n");
    }
    for (const QStringList& extra : { QStringList {}, QStringList { QStringLiteral("--restart") } }) {
        const CliRun run
            = runCli(cli, base + named + extra + QStringList { QStringLiteral("--state"), precious }, dir.path());
        QVERIFY2(run.status == 2, qPrintable(run.err));
        QVERIFY2(run.err.contains(QLatin1String("is not a PTS state file")), qPrintable(run.err));
    }
    QCOMPARE(fileBytes(precious), QByteArray("{\"my\": \"notes\"}\n"));
    // Nothing was written, nor discarded: the drive saw no write at all.
    QCOMPARE(disk.randomBytesWritten(), uint64_t { 0 });
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("state.json"))));
}

QTEST_GUILESS_MAIN(TestPts)
#include "tst_pts.moc"
