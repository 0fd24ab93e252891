// The emulated flash drive over time: its fast write cache that fills and empties while idle,
// its random writes that slow from fresh out of the box towards a steady state, and the purge (a discard
// of the whole drive) that makes it fresh again; first the model alone, then through the loop device.

#include "device/target.h"
#include "fixtures/emulateddisk.h"
#include "run/benchmarks/sustainedwrite.h"

#include <QScopeGuard>
#include <QTest>

#include <cerrno>
#include <cstring>

#include <cmath>
#include <fcntl.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <unistd.h>

using namespace ds::test;

namespace {
constexpr uint64_t MiB = 1u << 20;

EmulatedDiskProfile flashDrive()
{
    EmulatedDiskProfile profile;
    profile.sizeBytes = 64 * MiB;
    profile.outerMegabytesPerSecond = 400;
    profile.innerMegabytesPerSecond = 400;
    profile.flashUnits = 4;
    profile.flashAccessMs = 0.1;
    return profile;
}

// Reproducible random 4 KiB places on the drive.
uint64_t randomPlace(uint64_t& state, uint64_t size)
{
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    return (state >> 20) % (size / 4096) * 4096;
}

double serviceMs(EmulatedDiskModel& model, uint64_t offset, uint32_t length, bool write)
{
    return static_cast<double>(model.serviceNs(offset, length, write)) / 1e6;
}
}

class TestEmulatedSsd : public QObject {
    Q_OBJECT

private slots:
    void defaultsKeepTheFlashDriveAsItWas();
    void randomWritesSlowTowardsTheSteadyState_data();
    void randomWritesSlowTowardsTheSteadyState();
    void sequentialWritesDoNotAge();
    void onlyADiscardOfTheWholeDrivePurges();
    void writeCacheFillsAndEmptiesWhileIdle();
    void expectedIopsFollowTheModel();
    void purgeAndIdleReachTheDriveThroughTheLoopDevice();
    void sustainedWriteSeesACacheFillingWithinOneSample();
    void cacheRecoveryFollowsTheModel_data();
    void cacheRecoveryFollowsTheModel();
};

void TestEmulatedSsd::defaultsKeepTheFlashDriveAsItWas()
{
    // Without the new settings a write costs what a read does, however many were written before.
    EmulatedDiskModel model(flashDrive());
    const double readMs = serviceMs(model, 0, 4096, false);
    uint64_t state = 1;
    for (int i = 0; i < 20000; ++i)
        QCOMPARE(serviceMs(model, randomPlace(state, model.profile().sizeBytes), 4096, true), readMs);
    QCOMPARE(model.randomBytesWritten(), uint64_t { 0 });
    QCOMPARE(model.cacheBytesFree(), uint64_t { 0 });
    QCOMPARE(model.expectedSteadyRandomWriteIops(4096, 32), model.expectedRandomReadIops(4096, 32));
}

void TestEmulatedSsd::randomWritesSlowTowardsTheSteadyState_data()
{
    QTest::addColumn<double>("steadyMs");
    QTest::addColumn<double>("afterCapacities");
    QTest::addColumn<double>("capacitiesWritten");
    QTest::newRow("fresh") << 1.0 << 1.0 << 0.0;
    QTest::newRow("a quarter") << 1.0 << 1.0 << 0.25;
    QTest::newRow("one e") << 1.0 << 1.0 << 1.0;
    QTest::newRow("slow to age") << 2.0 << 3.0 << 2.0;
    QTest::newRow("long aged") << 0.5 << 0.5 << 4.0;
}

void TestEmulatedSsd::randomWritesSlowTowardsTheSteadyState()
{
    QFETCH(double, steadyMs);
    QFETCH(double, afterCapacities);
    QFETCH(double, capacitiesWritten);
    EmulatedDiskProfile profile = flashDrive();
    profile.ssdSteadyWriteAccessMs = steadyMs;
    profile.ssdSteadyAfterCapacities = afterCapacities;
    EmulatedDiskModel model(profile);
    const double transferMs = serviceMs(model, 0, 4096, false) - profile.flashAccessMs;

    uint64_t state = 7;
    const auto writes = static_cast<uint64_t>(capacitiesWritten * static_cast<double>(profile.sizeBytes) / 4096);
    for (uint64_t i = 0; i < writes; ++i)
        model.serviceNs(randomPlace(state, profile.sizeBytes), 4096, true);
    // A random place now and then lands just after a recent write and counts as sequential.
    const double written = static_cast<double>(model.randomBytesWritten());
    QVERIFY2(written <= static_cast<double>(writes * 4096) && written >= 0.97 * static_cast<double>(writes * 4096),
        qPrintable(QStringLiteral("%1 of %2 bytes counted random").arg(written).arg(writes * 4096)));

    const double expectedAccess
        = steadyMs + (profile.flashAccessMs - steadyMs) * std::exp(-written / 64.0 / MiB / afterCapacities);
    QVERIFY(std::abs(model.randomWriteAccessMs(model.randomBytesWritten()) - expectedAccess) < 1e-9);
    const double measured = serviceMs(model, randomPlace(state, profile.sizeBytes), 4096, true);
    QVERIFY2(std::abs(measured - (transferMs + expectedAccess)) < 1e-5,
        qPrintable(QStringLiteral("%1 ms, the model says %2").arg(measured).arg(transferMs + expectedAccess)));
    // Reads stay as fresh.
    QVERIFY(std::abs(serviceMs(model, randomPlace(state, profile.sizeBytes), 4096, false)
                - (transferMs + profile.flashAccessMs))
        < 1e-5);
}

void TestEmulatedSsd::sequentialWritesDoNotAge()
{
    EmulatedDiskProfile profile = flashDrive();
    profile.ssdSteadyWriteAccessMs = 2;
    EmulatedDiskModel model(profile);
    // Twice the drive in 128 KiB writes, as a queue of them reaches it: every pair swapped.
    constexpr uint32_t block = 128 * 1024;
    for (int pass = 0; pass < 2; ++pass) {
        for (uint64_t offset = 0; offset < profile.sizeBytes; offset += 2 * block) {
            model.serviceNs(offset + block, block, true);
            model.serviceNs(offset, block, true);
        }
    }
    // Only the very first write of each pass starts nowhere a recent one ended.
    QVERIFY2(model.randomBytesWritten() <= 2 * block, qPrintable(QString::number(model.randomBytesWritten())));
    QCOMPARE(model.randomWriteAccessMs(model.randomBytesWritten()) < 0.11, true);
}

void TestEmulatedSsd::onlyADiscardOfTheWholeDrivePurges()
{
    EmulatedDiskProfile profile = flashDrive();
    profile.ssdSteadyWriteAccessMs = 1;
    profile.ssdCacheBytes = 8 * MiB;
    profile.ssdCacheMegabytesPerSecond = 2000;
    EmulatedDiskModel model(profile);
    uint64_t state = 3;
    const auto age = [&] {
        for (int i = 0; i < 4000; ++i)
            model.serviceNs(randomPlace(state, profile.sizeBytes), 4096, true);
    };
    age();
    const uint64_t aged = model.randomBytesWritten();
    QVERIFY(aged > 0);
    QVERIFY(model.cacheBytesFree() < profile.ssdCacheBytes);

    model.discard(0, profile.sizeBytes / 2);
    QCOMPARE(model.randomBytesWritten(), aged);
    model.discard(profile.sizeBytes / 4, profile.sizeBytes / 2); // overlaps the first, leaves the last quarter
    QCOMPARE(model.randomBytesWritten(), aged);
    model.serviceNs(0, 4096, true); // a write between the pieces: the drive is not empty
    model.discard(profile.sizeBytes / 2, profile.sizeBytes / 2);
    QVERIFY(model.randomBytesWritten() > 0);
    QVERIFY(model.cacheBytesFree() < profile.ssdCacheBytes);

    // The whole drive in two pieces, nothing written between: fresh out of the box, cache empty.
    model.discard(profile.sizeBytes / 2, profile.sizeBytes / 2);
    model.discard(0, profile.sizeBytes / 2);
    QCOMPARE(model.randomBytesWritten(), uint64_t { 0 });
    QCOMPARE(model.cacheBytesFree(), profile.ssdCacheBytes);
    QCOMPARE(model.randomWriteAccessMs(0), profile.flashAccessMs);
}

void TestEmulatedSsd::writeCacheFillsAndEmptiesWhileIdle()
{
    EmulatedDiskProfile profile = flashDrive();
    profile.ssdCacheBytes = 4 * MiB;
    profile.ssdCacheMegabytesPerSecond = 2000;
    profile.ssdCacheDrainMegabytesPerSecond = 100;
    EmulatedDiskModel model(profile);
    const double accessMs = profile.flashAccessMs;
    constexpr uint32_t block = 1u << 20;
    // A unit moves a quarter of the drive's rate.
    const double fastMs = block / (2000e6 / 4) * 1e3 + accessMs;
    const double slowMs = block / (400e6 / 4) * 1e3 + accessMs;
    QCOMPARE(model.cacheBytesFree(), profile.ssdCacheBytes);
    for (uint64_t offset = 0; offset < 4 * MiB; offset += block)
        QVERIFY(std::abs(serviceMs(model, offset, block, true) - fastMs) < 1e-5);
    QCOMPARE(model.cacheBytesFree(), uint64_t { 0 });
    QVERIFY(std::abs(serviceMs(model, 4 * MiB, block, true) - slowMs) < 1e-5);
    // Reads neither use nor empty it.
    model.serviceNs(0, block, false);
    QCOMPARE(model.cacheBytesFree(), uint64_t { 0 });

    // 10 ms idle frees 1 MB; a write of 1 MiB then is fast for that much and slow for the rest.
    QCOMPARE(model.cacheBytesFreeAfterIdle(0.01), uint64_t { 1'000'000 });
    model.idle(0.01);
    QCOMPARE(model.cacheBytesFree(), uint64_t { 1'000'000 });
    const double partMs = 1e6 / (2000e6 / 4) * 1e3 + (block - 1e6) / (400e6 / 4) * 1e3 + accessMs;
    QVERIFY(std::abs(serviceMs(model, 5 * MiB, block, true) - partMs) < 1e-5);
    QCOMPARE(model.cacheBytesFree(), uint64_t { 0 });
    // Never more than its size, however long the pause.
    QCOMPARE(model.cacheBytesFreeAfterIdle(3600), profile.ssdCacheBytes);
    QCOMPARE(model.cacheBytesFreeAfterIdle(0.02, 3 * MiB), profile.ssdCacheBytes);
    model.idle(3600);
    QCOMPARE(model.cacheBytesFree(), profile.ssdCacheBytes);
}

void TestEmulatedSsd::expectedIopsFollowTheModel()
{
    EmulatedDiskProfile profile = flashDrive();
    profile.ssdSteadyWriteAccessMs = 0.9;
    profile.ssdSteadyAfterCapacities = 0.5;
    const EmulatedDiskModel model(profile);
    const double transferMs = 4096 / (400e6 / 4) * 1e3;
    QVERIFY(std::abs(model.expectedSteadyRandomWriteIops(4096, 32) - 4 * 1e3 / (0.9 + transferMs)) < 1e-6);
    QVERIFY(std::abs(model.expectedRandomWriteIopsAfter(0, 4096, 32) - 4 * 1e3 / (0.1 + transferMs)) < 1e-6);
    QVERIFY(std::abs(model.expectedRandomWriteIopsAfter(0, 4096, 2) - 2 * 1e3 / (0.1 + transferMs)) < 1e-6);
    const double access = 0.9 - 0.8 * std::exp(-2); // one capacity at half a capacity per e
    QVERIFY(std::abs(model.expectedRandomWriteIopsAfter(64 * MiB, 4096, 32) - 4e3 / (access + transferMs)) < 1e-6);
    // A 65/35 mix: each unit's mean time is 0.65 of a read's and 0.35 of a write's.
    QVERIFY(std::abs(model.expectedRandomIops(4096, 0.65, 32, 64 * MiB)
                - 4e3 / (0.65 * (0.1 + transferMs) + 0.35 * (access + transferMs)))
        < 1e-6);
    // The steady value is the limit.
    QVERIFY(
        model.expectedRandomWriteIopsAfter(64 * 64 * MiB, 4096, 32) / model.expectedSteadyRandomWriteIops(4096, 32) - 1
        < 1e-9);
}

void TestEmulatedSsd::purgeAndIdleReachTheDriveThroughTheLoopDevice()
{
    DS_REQUIRE_EMULATED_DISK();
    EmulatedDiskProfile profile = flashDrive();
    profile.ssdSteadyWriteAccessMs = 1;
    profile.ssdCacheBytes = 8 * MiB;
    profile.ssdCacheMegabytesPerSecond = 1000;
    profile.ssdCacheDrainMegabytesPerSecond = 10;
    EmulatedDisk disk(profile);
    QVERIFY2(disk.isValid(), qPrintable(disk.errorString()));
    const int fd = ::open(QFile::encodeName(disk.devicePath()).constData(), O_RDWR | O_DIRECT);
    QVERIFY(fd >= 0);
    auto closeFd = qScopeGuard([fd] { ::close(fd); });
    void* buffer = nullptr;
    QCOMPARE(posix_memalign(&buffer, 4096, MiB), 0);
    auto freeBuffer = qScopeGuard([buffer] { free(buffer); });
    std::memset(buffer, 0x5a, MiB);

    // 200 random 4 KiB writes age the drive and take their share of the cache.
    uint64_t state = 11;
    for (int i = 0; i < 200; ++i)
        QCOMPARE(pwrite(fd, buffer, 4096, static_cast<off_t>(randomPlace(state, profile.sizeBytes))), ssize_t { 4096 });
    QVERIFY2(disk.randomBytesWritten() >= 190 * 4096 && disk.randomBytesWritten() <= 200 * 4096,
        qPrintable(QString::number(disk.randomBytesWritten())));

    // Fill the cache, pause, and one read: the pause freed at least drain rate × pause (the drive was
    // idle longer than we slept), and not much more.
    for (uint64_t offset = 16 * MiB; offset < 26 * MiB; offset += MiB)
        QCOMPARE(pwrite(fd, buffer, MiB, static_cast<off_t>(offset)), ssize_t { MiB });
    QCOMPARE(disk.cacheBytesFree(), uint64_t { 0 });
    QTest::qSleep(200);
    QCOMPARE(pread(fd, buffer, 4096, 0), ssize_t { 4096 });
    const uint64_t freed = disk.cacheBytesFree();
    QVERIFY2(freed >= disk.model().cacheBytesFreeAfterIdle(0.2) && freed <= disk.model().cacheBytesFreeAfterIdle(0.7),
        qPrintable(QStringLiteral("%1 bytes free after 200 ms idle").arg(freed)));

    // BLKDISCARD of the whole device reaches the drive as punched holes: fresh out of the box.
    uint64_t range[2] = { 0, profile.sizeBytes };
    QVERIFY2(ioctl(fd, BLKDISCARD, range) == 0, strerror(errno));
    QCOMPARE(disk.randomBytesWritten(), uint64_t { 0 });
    QCOMPARE(disk.cacheBytesFree(), profile.ssdCacheBytes);
}

namespace {
// A flash drive whose 96 MiB write cache fills in half a default sample (250 MB/s: what the emulation keeps up in
// the AddressSanitizer build) and drains at 50 MB/s while idle.
EmulatedDiskProfile smallCacheFlashDrive()
{
    EmulatedDiskProfile profile = flashDrive();
    profile.sizeBytes = 512 * MiB;
    profile.outerMegabytesPerSecond = 100;
    profile.innerMegabytesPerSecond = 100;
    profile.ssdCacheBytes = 96 * MiB;
    profile.ssdCacheMegabytesPerSecond = 250;
    profile.ssdCacheDrainMegabytesPerSecond = 50;
    return profile;
}
}

// The sustained write at its defaults (1 MiB, QD8, a sample every 0.5 s) on a flash drive whose write cache fills in
// half the first sample: the cliff is found and placed within one sample's bytes.
void TestEmulatedSsd::sustainedWriteSeesACacheFillingWithinOneSample()
{
    DS_REQUIRE_EMULATED_DISK();
    const EmulatedDiskProfile profile = smallCacheFlashDrive();
    // Each unit moves a quarter of the drive's rate and takes its access time per request.
    auto rateOf = [&](double megabytesPerSecond, uint32_t blockBytes) {
        const double block = static_cast<double>(blockBytes);
        return block / (block / (megabytesPerSecond * 1e6 / 4) + profile.flashAccessMs / 1e3) * 4 / 1e6;
    };
    const double cacheBytes = static_cast<double>(profile.ssdCacheBytes);
    const QString miss = missedTwice([&]() -> QString {
        EmulatedDisk disk(profile);
        if (!disk.isValid())
            return disk.errorString();
        std::unique_ptr<ds::Target> target = ds::Target::openBlockDevice(disk.devicePath(), true, disk.devicePath());
        ds::SustainedPlan plan; // the defaults but the length: the cache and 2.5 s after it
        plan.totalBytes = 352 * MiB;
        const ds::SustainedResult result = ds::runSustainedWrite(*target, plan, ds::EngineKind::Auto);
        const ds::RateCliff& cliff = result.cliff;
        if (!cliff.found)
            return QStringLiteral("no cliff in %1 samples").arg(result.samples.size());
        const double fast = rateOf(profile.ssdCacheMegabytesPerSecond, plan.blockBytes);
        const double slow = rateOf(profile.outerMegabytesPerSecond, plan.blockBytes);
        const double sampleBytes = plan.sampleSeconds * fast * 1e6;
        QString missed;
        if (std::abs(static_cast<double>(cliff.bytes) - cacheBytes) > sampleBytes)
            missed += QStringLiteral("cliff after %1 MB, the cache %2 MB, one sample %3 MB; ")
                          .arg(static_cast<double>(cliff.bytes) / 1e6)
                          .arg(cacheBytes / 1e6)
                          .arg(sampleBytes / 1e6);
        if (std::abs(cliff.beforeMegabytesPerSecond / fast - 1) > 0.1
            || std::abs(cliff.afterMegabytesPerSecond / slow - 1) > 0.1)
            missed += QStringLiteral("%1 -> %2 MB/s, the model %3 -> %4; ")
                          .arg(cliff.beforeMegabytesPerSecond)
                          .arg(cliff.afterMegabytesPerSecond)
                          .arg(fast)
                          .arg(slow);
        // The curve's first sample ends within the first tenth of the cache, not at the plan's first interval.
        if (result.samples.empty() || static_cast<double>(result.samples.front().bytes) > 0.1 * cacheBytes)
            missed += QStringLiteral("the first sample ends after %1 MB; ")
                          .arg(result.samples.empty() ? 0 : static_cast<double>(result.samples.front().bytes) / 1e6);
        if (missed.isEmpty())
            qInfo("cliff after %.1f MB (the cache %.1f MB, one sample %.0f MB): %.0f -> %.0f MB/s",
                static_cast<double>(cliff.bytes) / 1e6, cacheBytes / 1e6, sampleBytes / 1e6,
                cliff.beforeMegabytesPerSecond, cliff.afterMegabytesPerSecond);
        return missed;
    });
    QVERIFY2(miss.isEmpty(), qPrintable(miss));
}

void TestEmulatedSsd::cacheRecoveryFollowsTheModel_data()
{
    QTest::addColumn<uint32_t>("blockBytes");
    QTest::newRow("128 KiB") << uint32_t { 128 * 1024 };
    QTest::newRow("1 MiB") << uint32_t { MiB };
    QTest::newRow("4 MiB") << uint32_t { 4 * MiB };
}

// Cache recovery on the same drive, the write's own request size from small to large: after each pause the bytes
// written fast, less than one sample's worth, are within 5 % of what the drive took into its cache, or short of
// it by at most the requests its units serve at once. The samples count
// completed requests, and the requests the drive's units are working on when a sample ends are seen only in the next.
void TestEmulatedSsd::cacheRecoveryFollowsTheModel()
{
    DS_REQUIRE_EMULATED_DISK();
    QFETCH(uint32_t, blockBytes);
    const EmulatedDiskProfile profile = smallCacheFlashDrive();
    const QString recoveryMiss = missedTwice([&]() -> QString {
        EmulatedDisk disk(profile);
        if (!disk.isValid())
            return disk.errorString();
        std::unique_ptr<ds::Target> target = ds::Target::openBlockDevice(disk.devicePath(), true, disk.devicePath());
        ds::SustainedPlan plan;
        plan.totalBytes = 224 * MiB;
        plan.blockBytes = blockBytes;
        // 50 and 80 MB come back: 0.13 s and 0.2 s at the cache's rate, less than one sample.
        plan.recoveryIdleSeconds = { 1.0, 1.6 };
        CachedBytesPerWrite cached(disk);
        std::atomic<bool> cancel { false };
        const ds::SustainedResult result
            = ds::runSustainedWrite(*target, plan, ds::EngineKind::Auto, ds::RunContext(&cancel, &cached, 0));
        if (!result.cliff.found)
            return QStringLiteral("no cliff in %1 samples").arg(result.samples.size());
        if (result.recoveries.size() != plan.recoveryIdleSeconds.size())
            return QStringLiteral("%1 recoveries").arg(result.recoveries.size());
        const std::vector<uint64_t> truth = cached.perWrite();
        if (truth.size() != result.recoveries.size() + 1)
            return QStringLiteral("the drive counted %1 writes").arg(truth.size());
        QString missed;
        QString seen;
        for (size_t i = 0; i < result.recoveries.size(); ++i) {
            const ds::CacheRecovery& recovery = result.recoveries[i];
            const double drive = static_cast<double>(truth[i + 1]);
            const double model
                = static_cast<double>(disk.model().cacheBytesFreeAfterIdle(recovery.measuredIdleSeconds));
            const double seconds
                = static_cast<double>(recovery.fastBytes) / (result.cliff.beforeMegabytesPerSecond * 1e6);
            const QString figures
                = QStringLiteral("after %1 s idle: %2 MB fast in %3 s (fell again: %4), the drive cached %5 MB "
                                 "(the pause alone frees %6 MB)")
                      .arg(recovery.measuredIdleSeconds)
                      .arg(static_cast<double>(recovery.fastBytes) / 1e6)
                      .arg(seconds)
                      .arg(recovery.fellAgain)
                      .arg(drive / 1e6)
                      .arg(model / 1e6);
            seen += figures + QStringLiteral("; ");
            // The drive's units serve a request each at once, and the host sees them end together: when
            // the cache runs out within such a group, the group ends as late as its slowest request, and
            // the cached bytes in it were never seen to go fast.
            const double unseen = static_cast<double>(disk.model().units()) * blockBytes;
            const double fast = static_cast<double>(recovery.fastBytes);
            if (recovery.fellAgain && fast <= drive * 1.05 && fast >= drive - std::max(0.05 * drive, unseen)
                && seconds < plan.sampleSeconds)
                continue;
            QString samples;
            for (const ds::SustainedSample& sample : recovery.samples)
                samples += QStringLiteral(" %1 s %2 MB %3 MB/s;")
                               .arg(sample.seconds)
                               .arg(static_cast<double>(sample.bytes) / 1e6)
                               .arg(sample.megabytesPerSecond);
            missed += QStringLiteral("%1, before the fall %2 MB/s, after it %3 MB/s; samples:%4\n")
                          .arg(figures)
                          .arg(result.cliff.beforeMegabytesPerSecond)
                          .arg(result.cliff.afterMegabytesPerSecond)
                          .arg(samples);
        }
        if (missed.isEmpty())
            qInfo("%s", qPrintable(seen));
        return missed;
    });
    QVERIFY2(recoveryMiss.isEmpty(), qPrintable(recoveryMiss));
}

QTEST_GUILESS_MAIN(TestEmulatedSsd)
#include "tst_emulatedssd.moc"
