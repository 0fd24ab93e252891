#include "model/results/sustainedresult.h"
#include "model/throttling.h"

#include <QTest>

#include <cmath>
#include <functional>
#include <limits>
#include <random>

using namespace ds;

// The sustained write's verdicts as properties over their parameters, judged against samples taken from
// a drive whose rate at every byte is known, the way the sustained runner takes them.
class TestVerdicts : public QObject {
    Q_OBJECT

private slots:
    void samplesAreFinerAtTheStart();
    void cliffIsFoundAndPlacedWithinItsSample_data();
    void cliffIsFoundAndPlacedWithinItsSample();
    void slopeIsNeverACliff_data();
    void slopeIsNeverACliff();
    void fastBytesAfterAPauseFollowTheModel_data();
    void fastBytesAfterAPauseFollowTheModel();
    void throttlingNeedsTemperatures();
};

namespace {
// A drive's write rate at each byte written, in MB/s.
using RateAt = std::function<double(double bytes)>;

// How the samples are cut: finer at the start as the runner takes them, or every interval alike.
enum class Schedule { FinerAtStart, Even };

// Samples of a write of `seconds` on a drive writing at `rateAt`, each sample's rate scaled by a factor
// drawn from 1 ± noise (the drive, the host and the sampling together), the bytes following it. Where the
// rate jumps (a cache full at `jumpBytes`), the step that crosses it is cut there.
std::vector<SustainedSample> sample(const RateAt& rateAt, double jumpBytes, double sampleSeconds, double seconds,
    double noise, unsigned seed, Schedule schedule)
{
    std::mt19937 random(seed);
    std::uniform_real_distribution<double> factor(1 - noise, 1 + noise);
    std::vector<SustainedSample> samples;
    double time = 0;
    double bytes = 0;
    for (size_t index = 0; time < seconds - 1e-9; ++index) {
        const double interval = std::min(seconds - time,
            schedule == Schedule::FinerAtStart ? sustainedSampleInterval(sampleSeconds, index) : sampleSeconds);
        const double speed = noise > 0 ? factor(random) : 1.0;
        const double start = bytes;
        // The rate changes with the bytes written: small steps within the sample.
        constexpr int kSteps = 16;
        for (int step = 0; step < kSteps; ++step) {
            double left = interval / kSteps;
            const double rate = rateAt(bytes) * 1e6 * speed;
            if (bytes < jumpBytes && bytes + rate * left > jumpBytes) {
                left -= (jumpBytes - bytes) / rate;
                bytes = jumpBytes;
            }
            bytes += rateAt(bytes) * 1e6 * speed * left;
        }
        time += interval;
        samples.push_back({ time, static_cast<uint64_t>(bytes), (bytes - start) / 1e6 / interval });
    }
    return samples;
}

constexpr double kNoJump = std::numeric_limits<double>::infinity();

// The bytes of the sample in which `bytes` were reached.
double bytesOfSampleAt(const std::vector<SustainedSample>& samples, double bytes)
{
    uint64_t before = 0;
    for (const SustainedSample& one : samples) {
        if (static_cast<double>(one.bytes) >= bytes)
            return static_cast<double>(one.bytes - before);
        before = one.bytes;
    }
    return 0;
}

constexpr unsigned kSeeds = 5;
}

void TestVerdicts::samplesAreFinerAtTheStart()
{
    // At the defaults: 15.6 ms, 15.6 ms, 31 ms … up to 0.5 s, so the first half second holds six samples.
    QCOMPARE(sustainedSampleInterval(0.5, 0), 0.5 / 32);
    QCOMPARE(sustainedSampleInterval(0.5, 1), 0.5 / 32);
    QCOMPARE(sustainedSampleInterval(0.5, 2), 0.5 / 16);
    QCOMPARE(sustainedSampleInterval(0.5, 5), 0.25);
    QCOMPARE(sustainedSampleInterval(0.5, 6), 0.5);
    QCOMPARE(sustainedSampleInterval(0.5, 1000), 0.5);
    // Never finer than 5 ms, nor coarser than the plan's interval.
    QCOMPARE(sustainedSampleInterval(0.1, 0), 0.005);
    QCOMPARE(sustainedSampleInterval(0.01, 0), 0.005);
    QCOMPARE(sustainedSampleInterval(0.01, 3), 0.01);
    QCOMPARE(sustainedSampleInterval(0.004, 0), 0.004);
}

void TestVerdicts::cliffIsFoundAndPlacedWithinItsSample_data()
{
    QTest::addColumn<double>("sampleSeconds");
    QTest::addColumn<double>("fastSamples"); // how long the fast phase lasts, in the plan's intervals
    QTest::addColumn<double>("fall"); // fast rate over slow
    QTest::addColumn<double>("noise");
    // A drive at 1 GB/s whose 512 MB cache fills at the defaults' second sample, falling to 310 MB/s.
    QTest::addRow("the defaults, a 512 MB cache at 1 GB/s") << 0.5 << 1.024 << 1000.0 / 310 << 0.03;
    for (double sampleSeconds : { 0.1, 0.5, 2.0 })
        for (double fastSamples : { 0.1, 0.25, 0.7, 1.0, 3.0, 10.0, 40.0 })
            for (double fall : { 1.5, 3.2, 10.0 })
                for (double noise : { 0.0, 0.03, 0.06, 0.1 }) {
                    // Edge: a fall of 1.5x is told from noise of up to 6 %; at 10 % the fast phase's own
                    // fine samples can slope by chance as much as a hard disk's inner tracks do.
                    if (fall < 2 && noise > 0.06)
                        continue;
                    QTest::addRow("interval %.1f s, fast for %.2f samples, fall %.1fx, noise %.0f %%", sampleSeconds,
                        fastSamples, fall, noise * 100)
                        << sampleSeconds << fastSamples << fall << noise;
                }
}

void TestVerdicts::cliffIsFoundAndPlacedWithinItsSample()
{
    QFETCH(double, sampleSeconds);
    QFETCH(double, fastSamples);
    QFETCH(double, fall);
    QFETCH(double, noise);
    const double fast = 1000;
    const double slow = fast / fall;
    const double cacheBytes = fast * 1e6 * fastSamples * sampleSeconds;
    const double seconds = fastSamples * sampleSeconds + std::max(20 * sampleSeconds, fastSamples * sampleSeconds);
    for (unsigned seed = 1; seed <= kSeeds; ++seed) {
        const std::vector<SustainedSample> samples
            = sample([&](double bytes) { return bytes < cacheBytes ? fast : slow; }, cacheBytes, sampleSeconds, seconds,
                noise, seed, Schedule::FinerAtStart);
        const RateCliff cliff = findRateCliff(samples);
        const QString where = QStringLiteral("seed %1, %2 samples").arg(seed).arg(samples.size());
        QVERIFY2(cliff.found, qPrintable(QStringLiteral("no cliff (%1)").arg(where)));
        const double miss = std::abs(static_cast<double>(cliff.bytes) - cacheBytes);
        const double sampleBytes = bytesOfSampleAt(samples, cacheBytes);
        QVERIFY2(miss <= sampleBytes,
            qPrintable(QStringLiteral("cliff after %1 MB, the cache %2 MB: off by more than its sample's %3 MB (%4)")
                           .arg(static_cast<double>(cliff.bytes) / 1e6)
                           .arg(cacheBytes / 1e6)
                           .arg(sampleBytes / 1e6)
                           .arg(where)));
        QVERIFY2(std::abs(cliff.beforeMegabytesPerSecond / fast - 1) <= noise + 0.02
                && std::abs(cliff.afterMegabytesPerSecond / slow - 1) <= noise + 0.02,
            qPrintable(QStringLiteral("%1 -> %2 MB/s, the drive %3 -> %4 (%5)")
                           .arg(cliff.beforeMegabytesPerSecond)
                           .arg(cliff.afterMegabytesPerSecond)
                           .arg(fast)
                           .arg(slow)
                           .arg(where)));
        // The time it fell: the cache's bytes at the fast rate, within the sample's time.
        const double fellAt = cacheBytes / (fast * 1e6);
        QVERIFY2(std::abs(cliff.seconds - fellAt) <= std::max(sampleSeconds, sustainedSampleInterval(sampleSeconds, 0)),
            qPrintable(
                QStringLiteral("fell at %1 s, the drive at %2 s (%3)").arg(cliff.seconds).arg(fellAt).arg(where)));
    }
}

void TestVerdicts::slopeIsNeverACliff_data()
{
    QTest::addColumn<double>("sampleSeconds");
    QTest::addColumn<double>("slope"); // outer rate over inner rate, across the write
    QTest::addColumn<double>("noise");
    QTest::addColumn<int>("samples"); // the write's length, in the plan's intervals
    for (double sampleSeconds : { 0.1, 0.5, 2.0 })
        for (double slope : { 1.2, 1.5, 2.0, 2.5 })
            for (double noise : { 0.0, 0.03, 0.06, 0.1 })
                for (int samples : { 8, 20, 100, 1000 }) {
                    // Edge: a write of a few samples at 10 % noise can end a quarter lower by chance, as a
                    // cache running out would; from 20 samples on it cannot.
                    if (noise > 0.06 && samples < 20)
                        continue;
                    QTest::addRow("interval %.1f s, slope %.1fx, noise %.0f %%, %d samples", sampleSeconds, slope,
                        noise * 100, samples)
                        << sampleSeconds << slope << noise << samples;
                }
}

void TestVerdicts::slopeIsNeverACliff()
{
    QFETCH(double, sampleSeconds);
    QFETCH(double, slope);
    QFETCH(double, noise);
    QFETCH(int, samples);
    // A hard disk's sequential write from its outer tracks (200 MB/s) towards its inner ones.
    const double outer = 200;
    const double inner = outer / slope;
    const double seconds = samples * sampleSeconds;
    const double totalBytes = seconds * (outer + inner) / 2 * 1e6;
    for (unsigned seed = 1; seed <= 2 * kSeeds; ++seed) {
        const std::vector<SustainedSample> rate
            = sample([&](double bytes) { return outer - (outer - inner) * std::min(1.0, bytes / totalBytes); }, kNoJump,
                sampleSeconds, seconds, noise, seed, Schedule::FinerAtStart);
        const RateCliff cliff = findRateCliff(rate);
        QVERIFY2(!cliff.found,
            qPrintable(QStringLiteral("a cliff at sample %1 of %2 (%3 -> %4 MB/s), seed %5")
                           .arg(cliff.sampleIndex)
                           .arg(rate.size())
                           .arg(cliff.beforeMegabytesPerSecond)
                           .arg(cliff.afterMegabytesPerSecond)
                           .arg(seed)));
    }
}

void TestVerdicts::fastBytesAfterAPauseFollowTheModel_data()
{
    QTest::addColumn<double>("sampleSeconds");
    QTest::addColumn<double>("fastSamples"); // how long the recovered fast stretch lasts
    QTest::addColumn<double>("noise");
    QTest::addColumn<bool>("finerAtStart");
    for (double sampleSeconds : { 0.1, 0.5, 2.0 })
        for (double fastSamples : { 0.05, 0.2, 0.4, 0.7, 1.0, 2.5, 6.0 }) {
            // Samples every interval alike: the fall is placed inside the sample it happened in, also when
            // that sample still reads fast because the fall came late in it.
            QTest::addRow("interval %.1f s, even samples, fast for %.2f samples", sampleSeconds, fastSamples)
                << sampleSeconds << fastSamples << 0.0 << false;
            for (double noise : { 0.0, 0.03 })
                QTest::addRow("interval %.1f s, finer at the start, fast for %.2f samples, noise %.0f %%",
                    sampleSeconds, fastSamples, noise * 100)
                    << sampleSeconds << fastSamples << noise << true;
        }
}

void TestVerdicts::fastBytesAfterAPauseFollowTheModel()
{
    QFETCH(double, sampleSeconds);
    QFETCH(double, fastSamples);
    QFETCH(double, noise);
    QFETCH(bool, finerAtStart);
    // After a pause, the cache took this many bytes back at 1 GB/s; then the drive writes at 310 MB/s.
    const double fast = 1000;
    const double slow = 310;
    const double recovered = fast * 1e6 * fastSamples * sampleSeconds;
    for (unsigned seed = 1; seed <= kSeeds; ++seed) {
        const std::vector<SustainedSample> samples
            = sample([&](double bytes) { return bytes < recovered ? fast : slow; }, recovered, sampleSeconds,
                fastSamples * sampleSeconds + 6 * sampleSeconds, noise, seed,
                finerAtStart ? Schedule::FinerAtStart : Schedule::Even);
        bool fell = false;
        const double fastBytes = static_cast<double>(fastBytesBeforeFall(samples, fast, slow, &fell));
        QVERIFY2(fell, qPrintable(QStringLiteral("never fell, seed %1").arg(seed)));
        QVERIFY2(std::abs(fastBytes / recovered - 1) <= 0.05,
            qPrintable(QStringLiteral("%1 MB fast, the model %2 MB, seed %3")
                           .arg(fastBytes / 1e6)
                           .arg(recovered / 1e6)
                           .arg(seed)));
    }
}

void TestVerdicts::throttlingNeedsTemperatures()
{
    // A rate that falls by half, with and without readings around the fall.
    std::vector<SustainedSample> rate;
    uint64_t bytes = 0;
    for (int i = 0; i < 40; ++i) {
        const double megabytesPerSecond = i < 20 ? 3000 : 1500;
        bytes += static_cast<uint64_t>(megabytesPerSecond * 1e6);
        rate.push_back({ static_cast<double>(i + 1), bytes, megabytesPerSecond });
    }
    TemperatureSeries temperature;
    temperature.device = QStringLiteral("/dev/nvme0n1");
    temperature.intervalSeconds = 1;
    temperature.warningCelsius = 80;
    QVERIFY(!findThrottling(rate, temperature).has_value());
    for (int i = 0; i <= 40; ++i)
        temperature.samples.push_back({ static_cast<double>(i), i < 18 ? 60.0 + i : 80.0 });
    const std::optional<ThrottlingFinding> finding = findThrottling(rate, temperature);
    QVERIFY(finding.has_value());
    QVERIFY2(std::abs(finding->seconds - 20) <= 1, qPrintable(QString::number(finding->seconds)));
    QCOMPARE(finding->afterMegabytesPerSecond, 1500.0);
}

QTEST_GUILESS_MAIN(TestVerdicts)
#include "tst_verdicts.moc"
