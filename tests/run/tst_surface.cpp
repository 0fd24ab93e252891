#include "device/target.h"
#include "fixtures/blockdevicefixtures.h"
#include "fixtures/emulateddisk.h"
#include "model/results/hdtachresult.h"
#include "model/usererror.h"
#include "run/benchmarks/accesstime.h"
#include "run/benchmarks/burstrate.h"
#include "run/benchmarks/surfacescan.h"
#include "run/benchmarks/sustainedwrite.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QScopeGuard>
#include <QTest>
#include <QThread>

#include <algorithm>
#include <cmath>
#include <csignal>
#include <vector>

using namespace ds;
using namespace ds::test;

// The HD Tach tests against an emulated spinning disk: a FUSE file with a known transfer-rate
// profile, seek curve, rotation and cache, attached as a loop device with direct I/O.
Q_DECLARE_METATYPE(ds::SurfacePlan)

class TestSurface : public QObject {
    Q_OBJECT

private slots:
    void cliffIsFoundOnlyWhereTheRateFallsAndStaysDown();
    void surfaceAverageIsTheMeanOfTheCurve();
    void shortStrokeSizesParse();
    void surfaceFollowsTheEmulatedProfile();
    void noZoneIsTimedFromTheDrivesCache_data();
    void noZoneIsTimedFromTheDrivesCache();
    void quickScanSamplesTheWholeDrive();
    void accessTimeMatchesTheEmulatedMean();
    void burstIsAboveTheOuterZoneRate();
    void sustainedWriteFindsTheWriteCacheCliff();
    void sustainedCurveEndsWithTheLastByteWritten();
    void quickZonesKeepPlacesOfTheirOwn();
    void fullModeReadsEveryByteShortStrokeStaysInside();
    void cliOutputsAndRefusals();
    void ctrlCKeepsTheZonesDone();
    void emulatedDiskProgramComesAndGoes();
};

static std::vector<SustainedSample> samplesFrom(const std::vector<double>& rates)
{
    std::vector<SustainedSample> samples;
    uint64_t bytes = 0;
    for (size_t i = 0; i < rates.size(); ++i) {
        bytes += static_cast<uint64_t>(rates[i] * 1e6 * 0.5);
        samples.push_back({ 0.5 * static_cast<double>(i + 1), bytes, rates[i] });
    }
    return samples;
}

void TestSurface::cliffIsFoundOnlyWhereTheRateFallsAndStaysDown()
{
    // An SSD's cache running out after 6 samples.
    RateCliff cliff = findRateCliff(samplesFrom({ 520, 510, 530, 515, 525, 518, 160, 150, 170, 155, 165, 158, 162 }));
    QVERIFY(cliff.found);
    QCOMPARE(cliff.sampleIndex, 6u);
    QVERIFY(std::abs(cliff.beforeMegabytesPerSecond - 519) < 10);
    QVERIFY(std::abs(cliff.afterMegabytesPerSecond - 160) < 10);
    // A steady drive with noise: no cliff.
    QVERIFY(!findRateCliff(samplesFrom({ 200, 190, 210, 205, 195, 185, 200, 210, 190, 200 })).found);
    // One slow interval that recovers is not a cliff.
    QVERIFY(!findRateCliff(samplesFrom({ 500, 500, 500, 120, 500, 500, 500, 500 })).found);
    // A hard disk slowing steadily towards the inner tracks is not a cliff either.
    QVERIFY(!findRateCliff(samplesFrom({ 200, 190, 180, 170, 160, 150, 140, 130, 120, 110 })).found);
}

// HD Tach's and HD Tune's average is read off the curve: each place on the surface counts once. The
// whole-drive rate (all bytes over all time) weights slow zones more, because they take longer.
void TestSurface::surfaceAverageIsTheMeanOfTheCurve()
{
    SurfaceResult result;
    result.target.sizeBytes = 400'000'000;
    // A drive falling from 85 to 46 MB/s in four equal zones of 100 MB.
    const double rates[] = { 85, 72, 59, 46 };
    for (unsigned i = 0; i < 4; ++i) {
        SurfaceZone zone;
        zone.index = i;
        zone.offset = zone.timedOffset = i * 100'000'000ull;
        zone.bytes = 100'000'000;
        zone.seconds = 100.0 / rates[i];
        result.zones.push_back(zone);
    }
    const double mean = (85 + 72 + 59 + 46) / 4.0; // 65.5
    const double whole = 400.0 / (100 / 85.0 + 100 / 72.0 + 100 / 59.0 + 100 / 46.0);
    QVERIFY(std::abs(result.surfaceAverageMegabytesPerSecond() - mean) < 1e-9);
    QVERIFY(std::abs(result.averageMegabytesPerSecond() - whole) < 1e-9);
    QVERIFY(whole < mean - 2); // 62.7 against 65.5: the two differ, so both are named

    HdTachResult hdtach { result, std::nullopt, std::nullopt, false };
    QCOMPARE(hdtach.averageReadMegabytesPerSecond(), result.surfaceAverageMegabytesPerSecond());
    QCOMPARE(hdtach.wholeDriveReadMegabytesPerSecond(), result.averageMegabytesPerSecond());
    const QJsonObject json = hdtach.toJson();
    const QJsonObject summary = json.value(QStringLiteral("summary")).toObject();
    QVERIFY2(std::abs(summary.value(QStringLiteral("averageReadMegabytesPerSecond")).toDouble() - mean) < 1e-9,
        qPrintable(QString::fromUtf8(QJsonDocument(json).toJson())));
    QVERIFY(std::abs(summary.value(QStringLiteral("wholeDriveReadMegabytesPerSecond")).toDouble() - whole) < 1e-9);
    const QJsonObject surface = result.toJson(false);
    QVERIFY(std::abs(surface.value(QStringLiteral("surfaceAverageMegabytesPerSecond")).toDouble() - mean) < 1e-9);
    QVERIFY(std::abs(surface.value(QStringLiteral("averageMegabytesPerSecond")).toDouble() - whole) < 1e-9);
    SurfaceResult empty;
    QCOMPARE(empty.surfaceAverageMegabytesPerSecond(), 0.0);
}

void TestSurface::shortStrokeSizesParse()
{
    QCOMPARE(parseRangeLength(QStringLiteral("25%"), 16'000'000'000ull), 4'000'000'000ull);
    QCOMPARE(parseRangeLength(QStringLiteral("2GB"), 16'000'000'000ull), 2'000'000'000ull);
    QCOMPARE(parseRangeLength(QStringLiteral("1G"), 16'000'000'000ull), 1ull << 30);
    QVERIFY_THROWS_EXCEPTION(UserError, parseRangeLength(QStringLiteral("150%"), 1000));
    QVERIFY_THROWS_EXCEPTION(UserError, parseRangeLength(QStringLiteral("lots"), 1000));
}

void TestSurface::surfaceFollowsTheEmulatedProfile()
{
    DS_REQUIRE_EMULATED_DISK();
    EmulatedDisk disk; // 16 GB, 200 MB/s outside falling to 100 MB/s inside
    QVERIFY2(disk.isValid(), qPrintable(disk.errorString()));
    std::unique_ptr<Target> target = Target::openBlockDevice(disk.devicePath(), false, QString());
    QCOMPARE(target->info().sizeBytes, disk.model().profile().sizeBytes);

    // Custom zones of 32 MiB: each zone is timed over 160 ms or more, so a scheduling hiccup of the
    // virtual machine running the suite (a few ms) cannot pass for a slow zone. 50 of them, one every
    // 2 % of the surface, follow the profile's slope as closely as more would.
    SurfacePlan plan;
    plan.zones = 50;
    plan.zoneBytes = 32u << 20;
    const SurfaceResult result = runSurfaceScan(*target, plan);
    QCOMPARE(result.zones.size(), 50u);
    QVERIFY(!result.cancelled);
    auto errorOf = [&disk](const SurfaceZone& zone) {
        const double expected
            = disk.model().expectedSequentialMegabytesPerSecond(zone.timedOffset, zone.timedOffset + zone.bytes);
        return std::abs(zone.megabytesPerSecond() - expected) / expected;
    };
    auto describe = [&disk](const SurfaceZone& zone) {
        return QStringLiteral("zone %1 at %2 GB: %3 MB/s, the disk gives %4 MB/s")
            .arg(zone.index)
            .arg(static_cast<double>(zone.offset) / 1e9)
            .arg(zone.megabytesPerSecond())
            .arg(disk.model().expectedSequentialMegabytesPerSecond(zone.timedOffset, zone.timedOffset + zone.bytes));
    };
    // A zone off the profile is measured again, on its own, up to twice. The virtual machines that run
    // the suite now and then stall for longer than the queue's reserve (three blocks, about 20 ms), and
    // the drive then sits idle inside that zone's timing; under a busy neighbour (CI) that struck 4 of the
    // first 11 zones of one scan. A stall does not strike the same zone every time; a fault in the scan's
    // offsets, byte counts or timing would, and a fault in the whole scan's timing alone would show in
    // most zones, far more than a third of them.
    constexpr int kMostRemeasured = 16;
    constexpr int kRetriesPerZone = 2;
    int remeasured = 0;
    double worst = 0;
    for (const SurfaceZone& zone : result.zones) {
        double error = errorOf(zone);
        if (error > 0.05) {
            QVERIFY2(++remeasured <= kMostRemeasured,
                qPrintable(QStringLiteral("more than %1 zones off the profile by over 5 %, the last %2")
                               .arg(kMostRemeasured)
                               .arg(describe(zone))));
            SurfacePlan again = plan;
            again.zones = 1;
            again.rangeOffset = zone.offset;
            again.rangeLength = zone.bytes + result.blockBytes;
            for (int attempt = 1; attempt <= kRetriesPerZone && error > 0.05; ++attempt) {
                const SurfaceResult retry = runSurfaceScan(*target, again);
                QCOMPARE(retry.zones.size(), 1u);
                QCOMPARE(retry.zones.front().timedOffset, zone.timedOffset);
                QCOMPARE(retry.zones.front().bytes, zone.bytes);
                qInfo("%s; measured again: %.1f MB/s", qPrintable(describe(zone)),
                    retry.zones.front().megabytesPerSecond());
                error = errorOf(retry.zones.front());
                QVERIFY2(error <= 0.05 || attempt < kRetriesPerZone,
                    qPrintable(QStringLiteral("again ") + describe(retry.zones.front())));
            }
        }
        worst = std::max(worst, error);
    }
    qInfo("50 zones of 32 MiB: average %.1f MB/s, worst zone %.2f %% off the profile, %d measured again",
        result.averageMegabytesPerSecond(), worst * 100, remeasured);
}

// A drive keeps what it read last in its cache (here: four stretches of 16 MiB, a segmented cache).
// The scan's untimed reads (the wake-up and each zone's head-moving block) must never leave the bytes
// a zone times in that cache, or the zone is timed at the interface's rate: zone 0 read at twice the
// media rate when the wake-up read the same bytes as zone 0's timed part.
void TestSurface::noZoneIsTimedFromTheDrivesCache_data()
{
    QTest::addColumn<SurfacePlan>("plan");
    SurfacePlan quick;
    quick.zones = 20;
    quick.zoneBytes = 16u << 20;
    QTest::newRow("quick, gaps between zones") << quick;
    SurfacePlan crowded = quick; // zones spread over a short range with little room between them
    crowded.zones = 6;
    crowded.rangeLength = 6 * (17u << 20) + (2u << 20);
    QTest::newRow("quick, crowded short stroke") << crowded;
    SurfacePlan full;
    full.mode = SurfacePlan::Mode::Full;
    full.zones = 8;
    full.rangeLength = 8 * (24u << 20);
    QTest::newRow("full") << full;
}

void TestSurface::noZoneIsTimedFromTheDrivesCache()
{
    QFETCH(SurfacePlan, plan);
    DS_REQUIRE_EMULATED_DISK();
    EmulatedDiskProfile profile;
    profile.readCacheBytes = 16u << 20;
    profile.readCacheSegments = 4;
    profile.interfaceMegabytesPerSecond = 2000; // a cache hit would be ten times the media rate
    EmulatedDisk disk(profile);
    QVERIFY2(disk.isValid(), qPrintable(disk.errorString()));
    std::unique_ptr<Target> target = Target::openBlockDevice(disk.devicePath(), false, QString());
    const SurfaceResult result = runSurfaceScan(*target, plan);
    QCOMPARE(result.zones.size(), size_t { plan.zones });
    for (const SurfaceZone& zone : result.zones) {
        const double expected
            = disk.model().expectedSequentialMegabytesPerSecond(zone.timedOffset, zone.timedOffset + zone.bytes);
        const QString where = QStringLiteral("zone %1 at %2 MiB: %3 MB/s, the platter gives %4 MB/s")
                                  .arg(zone.index)
                                  .arg(zone.timedOffset >> 20)
                                  .arg(zone.megabytesPerSecond())
                                  .arg(expected);
        // Faster than the platter can only be the cache. (Slower is a stall of the virtual machine
        // running the suite; surfaceFollowsTheEmulatedProfile judges that side.)
        QVERIFY2(zone.megabytesPerSecond() <= 1.05 * expected, qPrintable(where));
    }
    const SurfaceZone& first = result.zones.front();
    const double firstExpected
        = disk.model().expectedSequentialMegabytesPerSecond(first.timedOffset, first.timedOffset + first.bytes);
    qInfo("zone 0: %.1f MB/s, the platter gives %.1f MB/s", first.megabytesPerSecond(), firstExpected);
}

void TestSurface::quickScanSamplesTheWholeDrive()
{
    DS_REQUIRE_EMULATED_DISK();
    // Twice the default drive's rates: the scan reads the same zones in half the time.
    EmulatedDiskProfile fast;
    fast.outerMegabytesPerSecond = 400;
    fast.innerMegabytesPerSecond = 200;
    EmulatedDisk disk(fast);
    QVERIFY2(disk.isValid(), qPrintable(disk.errorString()));
    std::unique_ptr<Target> target = Target::openBlockDevice(disk.devicePath(), false, QString());
    QElapsedTimer wall;
    wall.start();
    const SurfaceResult result = runSurfaceScan(*target, SurfacePlan {}); // 200 zones of 8 MiB, QD4
    QCOMPARE(result.zones.size(), 200u);
    QCOMPARE(result.zones.front().offset, 0u);
    QVERIFY(result.zones.back().timedOffset + result.zones.back().bytes <= disk.model().profile().sizeBytes);
    QVERIFY(result.zones.back().offset > disk.model().profile().sizeBytes / 200 * 199 - (16u << 20));
    // The curve falls from the outer to the inner zones. Medians of ten zones at either end, so that one
    // stall of the machine running the suite (a slower zone, never a faster one) cannot flip the verdict.
    const auto medianRate = [&](std::size_t first) {
        std::vector<double> rates;
        for (std::size_t i = first; i < first + 10; ++i)
            rates.push_back(result.zones[i].megabytesPerSecond());
        std::nth_element(rates.begin(), rates.begin() + 5, rates.end());
        return rates[5];
    };
    const double outer = medianRate(0);
    const double inner = medianRate(result.zones.size() - 10);
    QVERIFY2(outer > 1.6 * inner, qPrintable(QStringLiteral("outer %1 MB/s, inner %2 MB/s").arg(outer).arg(inner)));
    // A quick scan samples the drive: on the drive's own clock it takes well under a minute, because
    // it reads a wake-up pass (two queues' worth) and 200 x (8 MiB + one block), not 16 GB.
    QCOMPARE(disk.bytesServed(), 2u * 4u * result.blockBytes + 200u * ((8u << 20) + result.blockBytes));
    QVERIFY2(disk.busySeconds() < 60, qPrintable(QString::number(disk.busySeconds())));
    qInfo("quick scan of 16 GB: %.1f s on the emulated drive's clock, %.1f s wall, average %.1f MB/s",
        disk.busySeconds(), static_cast<double>(wall.elapsed()) / 1e3, result.averageMegabytesPerSecond());
}

void TestSurface::accessTimeMatchesTheEmulatedMean()
{
    DS_REQUIRE_EMULATED_DISK();
    EmulatedDisk disk;
    QVERIFY2(disk.isValid(), qPrintable(disk.errorString()));
    std::unique_ptr<Target> target = Target::openBlockDevice(disk.devicePath(), false, QString());
    AccessPlan plan;
    plan.samples = 300;
    const AccessResult result = runAccessTime(*target, plan, EngineKind::Auto);
    QCOMPARE(result.samples.size(), 300u);
    const double expected = disk.model().expectedRandomAccessMs(4096);
    qInfo("access time %.2f ms (p50 %.2f, p99 %.2f), the disk's mean %.2f ms", result.averageMs(),
        result.percentileMs(50), result.percentileMs(99), expected);
    QVERIFY2(std::abs(result.averageMs() - expected) / expected <= 0.10,
        qPrintable(QStringLiteral("%1 ms against %2 ms").arg(result.averageMs()).arg(expected)));
    QVERIFY(result.minMs() <= result.percentileMs(50));
    QVERIFY(result.percentileMs(99) <= result.maxMs());
    // Longer seeks take longer: the far half of the distances averages above the near half.
    std::vector<AccessSample> sorted = result.samples;
    std::sort(sorted.begin(), sorted.end(),
        [](const AccessSample& a, const AccessSample& b) { return a.seekDistance < b.seekDistance; });
    double nearMs = 0, farMs = 0;
    for (size_t i = 0; i < sorted.size(); ++i)
        (i < sorted.size() / 2 ? nearMs : farMs) += sorted[i].ms;
    QVERIFY(farMs > nearMs);
}

void TestSurface::burstIsAboveTheOuterZoneRate()
{
    DS_REQUIRE_EMULATED_DISK();
    EmulatedDisk disk;
    QVERIFY2(disk.isValid(), qPrintable(disk.errorString()));
    std::unique_ptr<Target> target = Target::openBlockDevice(disk.devicePath(), false, QString());
    const BurstResult result = runBurstRate(*target, BurstPlan {}, EngineKind::Auto);
    QCOMPARE(result.passMegabytesPerSecond.size(), 20u);
    qInfo("burst best %.1f MB/s, median %.1f MB/s; outer zone %.1f MB/s", result.bestMegabytesPerSecond(),
        result.medianMegabytesPerSecond(), disk.model().profile().outerMegabytesPerSecond);
    QVERIFY(result.bestMegabytesPerSecond() > disk.model().profile().outerMegabytesPerSecond);
    QVERIFY(result.medianMegabytesPerSecond() > disk.model().profile().outerMegabytesPerSecond);
}

void TestSurface::sustainedWriteFindsTheWriteCacheCliff()
{
    DS_REQUIRE_EMULATED_DISK();
    EmulatedDiskProfile profile;
    profile.writeCacheBytes = 512u << 20; // an SSD-like cache: fast until 512 MiB are written
    profile.writeCacheMegabytesPerSecond = 800;
    SustainedPlan plan;
    plan.totalBytes = 1536u << 20;
    plan.sampleSeconds = 0.05;
    // On a fresh drive each time (its cache full after a run). The drive's FUSE threads share the cores
    // with other suites: a cache phase starved below its rate is measured once more, as the suite's
    // model-judged figures are; a rule that misplaces the cliff misses both times.
    QString diskError;
    auto writeOnce = [&]() -> std::optional<SustainedResult> {
        EmulatedDisk disk(profile);
        if (!disk.isValid()) {
            diskError = disk.errorString();
            return std::nullopt;
        }
        // The emulated drive was made by this test; it is named for destruction as the rules require.
        std::unique_ptr<Target> target = Target::openBlockDevice(disk.devicePath(), true, disk.devicePath());
        return runSustainedWrite(*target, plan, EngineKind::Auto);
    };
    auto placed = [](const SustainedResult& run) {
        return run.cliff.found && std::abs(static_cast<double>(run.cliff.bytes) - (512u << 20)) <= 0.15 * (512u << 20);
    };
    std::optional<SustainedResult> first = writeOnce();
    QVERIFY2(first, qPrintable(diskError));
    SustainedResult result = *first;
    if (!placed(result)) {
        qInfo("cliff %s after %.0f MiB (%.0f -> %.0f MB/s): measured again", result.cliff.found ? "found" : "not found",
            static_cast<double>(result.cliff.bytes) / (1 << 20), result.cliff.beforeMegabytesPerSecond,
            result.cliff.afterMegabytesPerSecond);
        std::optional<SustainedResult> second = writeOnce();
        QVERIFY2(second, qPrintable(diskError));
        result = *second;
    }
    QCOMPARE(result.bytes, plan.totalBytes);
    QVERIFY2(result.cliff.found, "the write cache running out was not found");
    qInfo("cliff after %.0f MiB: %.0f -> %.0f MB/s", static_cast<double>(result.cliff.bytes) / (1 << 20),
        result.cliff.beforeMegabytesPerSecond, result.cliff.afterMegabytesPerSecond);
    QVERIFY(placed(result));
    QVERIFY(result.cliff.beforeMegabytesPerSecond > 2.5 * result.cliff.afterMegabytesPerSecond);
    QCOMPARE(result.samples.back().bytes, result.bytes);
    QCOMPARE(result.samples.back().seconds, result.seconds);
}

// The samples come at each full interval; what was written after the last one is a sample too, and a
// write shorter than one interval is one sample at the average rate.
void TestSurface::sustainedCurveEndsWithTheLastByteWritten()
{
    DS_REQUIRE_LOOP();
    LoopDevice loop(16u << 20);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    std::unique_ptr<Target> target = Target::openBlockDevice(loop.devicePath(), true, loop.devicePath());
    SustainedPlan plan;
    plan.totalBytes = 16u << 20;
    plan.sampleSeconds = 30;
    const SustainedResult result = runSustainedWrite(*target, plan, EngineKind::Auto);
    QCOMPARE(result.bytes, plan.totalBytes);
    QCOMPARE(result.samples.size(), size_t { 1 });
    QCOMPARE(result.samples.front().bytes, result.bytes);
    QCOMPARE(result.samples.front().seconds, result.seconds);
    QVERIFY(std::abs(result.samples.front().megabytesPerSecond - result.averageMegabytesPerSecond)
        <= 1e-9 * result.averageMegabytesPerSecond);
    QVERIFY(!result.cliff.found);
}

void TestSurface::fullModeReadsEveryByteShortStrokeStaysInside()
{
    DS_REQUIRE_LOOP();
    LoopDevice loop((64u << 20) + 4096); // not a whole number of blocks: the tail must be read too
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    std::unique_ptr<Target> target = Target::openBlockDevice(loop.devicePath(), false, QString());
    SurfacePlan plan;
    plan.mode = SurfacePlan::Mode::Full;
    plan.zones = 7;
    const SurfaceResult full = runSurfaceScan(*target, plan);
    QCOMPARE(full.zones.size(), 7u);
    uint64_t bytes = 0, expectedOffset = 0;
    for (const SurfaceZone& zone : full.zones) {
        QCOMPARE(zone.offset, expectedOffset); // consecutive slices
        expectedOffset += zone.bytes;
        bytes += zone.bytes;
    }
    QCOMPARE(bytes, target->info().sizeBytes);

    plan.mode = SurfacePlan::Mode::Quick;
    plan.zones = 10;
    plan.zoneBytes = 1u << 20;
    plan.rangeLength = 32u << 20;
    const SurfaceResult shortStroke = runSurfaceScan(*target, plan);
    QCOMPARE(shortStroke.zones.size(), 10u);
    for (const SurfaceZone& zone : shortStroke.zones)
        QVERIFY(zone.timedOffset + zone.bytes <= plan.rangeLength);
}

// Zones larger than their share of the range (8 MiB zones, ten of them, in 16 MiB) are spread over
// the room there is, each at a place of its own, instead of the last ones piling up at the end; a
// zone is timed for exactly its size, and what cannot be measured so is refused.
void TestSurface::quickZonesKeepPlacesOfTheirOwn()
{
    DS_REQUIRE_LOOP();
    LoopDevice loop(16u << 20);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    std::unique_ptr<Target> target = Target::openBlockDevice(loop.devicePath(), false, QString());
    SurfacePlan plan;
    plan.zones = 10;
    plan.zoneBytes = 8u << 20;
    plan.blockBytes = 1u << 20;
    const SurfaceResult crowded = runSurfaceScan(*target, plan);
    QCOMPARE(crowded.zones.size(), 10u);
    const uint64_t room = (16u << 20) - (9u << 20); // the range less one zone and its untimed block
    for (unsigned i = 0; i < 10; ++i) {
        const SurfaceZone& zone = crowded.zones[i];
        QCOMPARE(zone.offset, room * i / 9 / 512 * 512);
        QCOMPARE(zone.bytes, uint64_t { 8 } << 20);
        QVERIFY(zone.timedOffset + zone.bytes <= (16u << 20));
        if (i > 0)
            QVERIFY(zone.offset > crowded.zones[i - 1].offset);
    }
    QCOMPARE(crowded.zones.back().timedOffset + crowded.zones.back().bytes, uint64_t { 16 } << 20);

    // Where the zones fit, they start at even slices of the range, as before.
    plan.zoneBytes = 512u << 10;
    plan.blockBytes = 512u << 10;
    plan.zones = 8;
    const SurfaceResult even = runSurfaceScan(*target, plan);
    for (unsigned i = 0; i < 8; ++i)
        QCOMPARE(even.zones[i].offset, uint64_t { i } * (2u << 20));

    // A zone smaller than a request is one request of its size.
    plan.zoneBytes = 512;
    plan.zones = 3;
    const SurfaceResult tiny = runSurfaceScan(*target, plan);
    for (const SurfaceZone& zone : tiny.zones)
        QCOMPARE(zone.bytes, uint64_t { 512 });
    QVERIFY(tiny.fioCommandForZone(tiny.zones.front()).contains(QLatin1String("--bs=512 ")));

    // More zones than places, a size no sector divides, a zone larger than the range: refused.
    for (const auto& [zones, zoneBytes, words] : { std::tuple { 40000u, uint64_t { 512 }, "do not fit" },
             std::tuple { 3u, uint64_t { 1000 }, "multiple of the target's 512-byte logical sector" },
             std::tuple { 3u, uint64_t { 32 } << 20, "smaller than one zone" } }) {
        plan.zones = zones;
        plan.zoneBytes = zoneBytes;
        try {
            runSurfaceScan(*target, plan);
            QFAIL(qPrintable(QStringLiteral("%1 zones of %2 bytes were not refused").arg(zones).arg(zoneBytes)));
        } catch (const UserError& error) {
            QVERIFY2(error.message().contains(QLatin1String(words)), qPrintable(error.message()));
        }
    }
}

static CliRun cli(const QStringList& arguments)
{
    return runCli(QStringLiteral(DRIVESCOPE_CLI), arguments, QString(), 180000);
}

void TestSurface::cliOutputsAndRefusals()
{
    DS_REQUIRE_EMULATED_DISK();
    EmulatedDiskProfile profile;
    profile.sizeBytes = 2'000'000'000ull;
    EmulatedDisk disk(profile);
    QVERIFY2(disk.isValid(), qPrintable(disk.errorString()));
    const QString device = disk.devicePath();

    CliRun run = cli({ QStringLiteral("surface"), QStringLiteral("--target"), device, QStringLiteral("--zones"),
        QStringLiteral("12"), QStringLiteral("--zone-size"), QStringLiteral("2M"), QStringLiteral("--json") });
    QVERIFY2(run.status == 0, qPrintable(run.err));
    const QJsonObject surface = QJsonDocument::fromJson(run.out.toUtf8()).object();
    QCOMPARE(surface.value(QStringLiteral("zones")).toArray().size(), 12);
    QVERIFY(surface.value(QStringLiteral("averageMegabytesPerSecond")).toDouble() > 0);
    QVERIFY(surface.value(QStringLiteral("fioCommandFirstZone")).toString().startsWith(QLatin1String("fio ")));

    run = cli({ QStringLiteral("surface"), QStringLiteral("--target"), device, QStringLiteral("--zones"),
        QStringLiteral("5"), QStringLiteral("--zone-size"), QStringLiteral("1M"), QStringLiteral("--csv") });
    QVERIFY2(run.status == 0, qPrintable(run.err));
    QCOMPARE(run.out.trimmed().split(QLatin1Char('\n')).size(), 6); // header + one row per zone

    run = cli({ QStringLiteral("hdtach"), QStringLiteral("--target"), device, QStringLiteral("--zones"),
        QStringLiteral("8"), QStringLiteral("--zone-size"), QStringLiteral("2M"), QStringLiteral("--samples"),
        QStringLiteral("40"), QStringLiteral("--passes"), QStringLiteral("5") });
    QVERIFY2(run.status == 0, qPrintable(run.err));
    for (const char* row :
        { "Random access", "CPU (DriveScope)", "System busy", "Average read", "Whole-drive read", "Burst speed" })
        QVERIFY2(run.out.contains(QLatin1String(row)), row);

    run = cli({ QStringLiteral("access"), QStringLiteral("--target"), device, QStringLiteral("--samples"),
        QStringLiteral("20"), QStringLiteral("--csv") });
    QVERIFY2(run.status == 0, qPrintable(run.err));
    QCOMPARE(run.out.trimmed().split(QLatin1Char('\n')).size(), 21);

    // Refusals: exit 2 with the reason, nothing written.
    const QList<QPair<QStringList, QString>> refusals {
        { { QStringLiteral("surface"), QStringLiteral("--target"), device, QStringLiteral("--write") },
            QStringLiteral("--allow-destroy") },
        { { QStringLiteral("sustained"), QStringLiteral("--target"), device }, QStringLiteral("--allow-destroy") },
        { { QStringLiteral("surface"), QStringLiteral("--target"), device, QStringLiteral("--mode"),
              QStringLiteral("sideways") },
            QStringLiteral("--mode") },
        { { QStringLiteral("surface"), QStringLiteral("--target"), device, QStringLiteral("--zones"),
              QStringLiteral("0") },
            QStringLiteral("--zones") },
        { { QStringLiteral("surface"), QStringLiteral("--target"), device, QStringLiteral("--short-stroke"),
              QStringLiteral("150%") },
            QStringLiteral("150%") },
        { { QStringLiteral("burst"), QStringLiteral("--target"), device, QStringLiteral("--region"),
              QStringLiteral("1k") },
            QStringLiteral("burst region") },
    };
    const double busy = disk.busySeconds();
    for (const auto& [arguments, words] : refusals) {
        run = cli(arguments);
        QCOMPARE(run.status, 2);
        QVERIFY2(run.err.contains(words), qPrintable(run.err));
    }
    QCOMPARE(disk.busySeconds(), busy); // not one request reached the drive
}

void TestSurface::ctrlCKeepsTheZonesDone()
{
    DS_REQUIRE_EMULATED_DISK();
    EmulatedDisk disk;
    QVERIFY2(disk.isValid(), qPrintable(disk.errorString()));
    QProcess process;
    process.start(QStringLiteral(DRIVESCOPE_CLI),
        { QStringLiteral("surface"), QStringLiteral("--target"), disk.devicePath(), QStringLiteral("--json") });
    QVERIFY(process.waitForStarted());
    QTRY_VERIFY_WITH_TIMEOUT(disk.bytesServed() > (40u << 20), 30000); // a few zones in
    ::kill(static_cast<pid_t>(process.processId()), SIGINT);
    QVERIFY(process.waitForFinished(30000));
    QCOMPARE(process.exitCode(), 130);
    const QJsonObject result = QJsonDocument::fromJson(process.readAllStandardOutput()).object();
    QCOMPARE(result.value(QStringLiteral("cancelled")).toBool(), true);
    const qsizetype zones = result.value(QStringLiteral("zones")).toArray().size();
    QVERIFY2(zones >= 3 && zones < 200, qPrintable(QString::number(zones)));
}

QTEST_GUILESS_MAIN(TestSurface)
// The perf scripts' emulated disk (tests/tools/emulated_disk.cpp): its options reach the model, and
// SIGTERM leaves no loop device or mount behind.
void TestSurface::emulatedDiskProgramComesAndGoes()
{
    DS_REQUIRE_EMULATED_DISK();
    const QString program = QStringLiteral(DRIVESCOPE_EMULATED_DISK_BIN);
    const std::pair<QStringList, QByteArray> badOptions[] = {
        { { QStringLiteral("--size"), QStringLiteral("12345") }, "multiple of 512" },
        { { QStringLiteral("--flash-units"), QStringLiteral("0") }, "--flash-units needs a whole number" },
        { { QStringLiteral("--flash-access"), QStringLiteral("1") }, "give --flash-units too" },
    };
    for (const auto& [arguments, reason] : badOptions) {
        QProcess refused;
        refused.start(program, arguments);
        QVERIFY(refused.waitForFinished(30000));
        QCOMPARE(refused.exitCode(), 2);
        QVERIFY2(refused.readAllStandardError().contains(reason),
            qPrintable(arguments.join(QLatin1Char(' ')) + QStringLiteral(": no reason given")));
    }

    // The FUSE file systems mounted at `point` (other suites mount their own meanwhile: only this disk's
    // is counted).
    auto fuseMountsAt = [](const QString& point) {
        QFile mounts(QStringLiteral("/proc/self/mounts"));
        if (!mounts.open(QIODevice::ReadOnly))
            return qsizetype { -1 };
        const QList<QByteArray> lines = mounts.readAll().split('\n');
        return static_cast<qsizetype>(std::count_if(lines.begin(), lines.end(), [&point](const QByteArray& line) {
            const QList<QByteArray> fields = line.split(' ');
            return fields.value(2).startsWith("fuse") && fields.value(1) == QFile::encodeName(point);
        }));
    };
    QTemporaryDir directory;
    QVERIFY(directory.isValid());
    const QString ready = directory.filePath(QStringLiteral("ready"));
    QProcess disk;
    disk.start(program,
        { QStringLiteral("--ready-file"), ready, QStringLiteral("--size"), QString::number(1ull << 30),
            QStringLiteral("--outer"), QStringLiteral("300"), QStringLiteral("--inner"), QStringLiteral("150"),
            QStringLiteral("--command-overhead"), QStringLiteral("0.2") });
    QVERIFY(disk.waitForStarted());
    // Stopped however the test ends, so no disk outlives it.
    auto stop = qScopeGuard([&disk] {
        if (disk.state() != QProcess::NotRunning) {
            disk.terminate();
            if (!disk.waitForFinished(30000))
                disk.kill();
        }
    });
    QTRY_VERIFY_WITH_TIMEOUT(QFileInfo(ready).size() > 0, 30000);
    QFile readyFile(ready);
    QVERIFY(readyFile.open(QIODevice::ReadOnly));
    const QString device = QString::fromLocal8Bit(readyFile.readAll()).trimmed();
    QVERIFY2(device.startsWith(QLatin1String("/dev/loop")), qPrintable(device));
    // The loop device's backing file lies in the disk's FUSE mount.
    QFile backing(QStringLiteral("/sys/block/%1/loop/backing_file").arg(QFileInfo(device).fileName()));
    QVERIFY(backing.open(QIODevice::ReadOnly));
    const QString mountPoint = QFileInfo(QString::fromLocal8Bit(backing.readAll()).trimmed()).path();
    QCOMPARE(fuseMountsAt(mountPoint), 1);

    // The model of those options: 300 MB/s falling to 150 MB/s, and 0.2 ms for each command.
    EmulatedDiskProfile profile;
    profile.sizeBytes = 1ull << 30;
    profile.outerMegabytesPerSecond = 300;
    profile.innerMegabytesPerSecond = 150;
    const EmulatedDiskModel model(profile);
    const QString miss = missedTwice([&]() -> QString {
        const CliRun scan = cli({ QStringLiteral("surface"), QStringLiteral("--target"), device,
            QStringLiteral("--zones"), QStringLiteral("2"), QStringLiteral("--zone-size"), QStringLiteral("32M"),
            QStringLiteral("--json"), QStringLiteral("--no-progress"), QStringLiteral("--no-save") });
        if (scan.status != 0)
            return QStringLiteral("exit status %1: %2").arg(scan.status).arg(scan.err);
        const QJsonObject result = QJsonDocument::fromJson(scan.out.toUtf8()).object();
        const qint64 size
            = result.value(QStringLiteral("target")).toObject().value(QStringLiteral("sizeBytes")).toInteger();
        if (size != qint64 { 1 } << 30)
            return QStringLiteral("a target of %1 bytes").arg(size);
        const double block = result.value(QStringLiteral("blockBytes")).toDouble();
        const QJsonArray zones = result.value(QStringLiteral("zones")).toArray();
        if (zones.size() != 2)
            return QStringLiteral("%1 zones").arg(zones.size());
        for (const QJsonValue& value : zones) {
            const QJsonObject zone = value.toObject();
            const auto from = static_cast<uint64_t>(zone.value(QStringLiteral("timedOffset")).toInteger());
            const auto bytes = static_cast<uint64_t>(zone.value(QStringLiteral("bytes")).toInteger());
            const double mediaSeconds
                = static_cast<double>(bytes) / 1e6 / model.expectedSequentialMegabytesPerSecond(from, from + bytes);
            const double expected = static_cast<double>(bytes) / 1e6
                / (mediaSeconds + std::ceil(static_cast<double>(bytes) / block) * 0.2e-3);
            const double measured = zone.value(QStringLiteral("megabytesPerSecond")).toDouble();
            if (!(std::abs(measured / expected - 1) < 0.05))
                return QStringLiteral("zone at %1: %2 MB/s, the model says %3").arg(from).arg(measured).arg(expected);
        }
        return {};
    });
    QVERIFY2(miss.isEmpty(), qPrintable(miss));

    disk.terminate();
    QVERIFY(disk.waitForFinished(30000));
    QCOMPARE(disk.exitStatus(), QProcess::NormalExit);
    QCOMPARE(disk.exitCode(), 0);
    // No loop device is left on the disk's file (its number may already serve another suite's device).
    QString listed;
    runProgram(QStringLiteral("losetup"), { QStringLiteral("--list"), QStringLiteral("--noheadings") }, &listed);
    QVERIFY2(!listed.contains(mountPoint + QLatin1Char('/')), qPrintable(listed));
    QCOMPARE(fuseMountsAt(mountPoint), 0);
}

#include "tst_surface.moc"
