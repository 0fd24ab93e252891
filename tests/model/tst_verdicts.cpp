#include "model/results/multitargetresult.h"
#include "model/results/patternresult.h"
#include "model/results/ptsresult.h"
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
    void throttlingIsFoundWhereTheDriveWasHot_data();
    void throttlingIsFoundWhereTheDriveWasHot();
    void scalingReferenceIsWhatTheDrivesDoAlone_data();
    void scalingReferenceIsWhatTheDrivesDoAlone();
    void unstableMarkFollowsTheSpread_data();
    void unstableMarkFollowsTheSpread();
    void ratingIsTheDrivesMeanOverTheRatedLoads_data();
    void ratingIsTheDrivesMeanOverTheRatedLoads();
    void ptsSteadyStateFollowsTheDrive_data();
    void ptsSteadyStateFollowsTheDrive();
    void ptsSteadyStateRuleAtItsEdges();
};

namespace {
// A drive's write rate at each byte written, in MB/s.
using RateAt = std::function<double(double bytes)>;

// How the samples are cut: finer at the start as the runner takes them, or every interval alike.
enum class Schedule { FinerAtStart, Even };

// Samples of a write of `seconds` on a drive writing at `rateAt`, each sample's rate scaled by a factor
// drawn from 1 ± noise (the drive, the host and the sampling together), the bytes following it. Where the
// rate jumps (a cache full at `jumpBytes`), the step that crosses it is cut there. Every completion comes
// `lateSeconds` after the drive's work (the path through the host and the queue), so nothing completes
// before then.
std::vector<SustainedSample> sample(const RateAt& rateAt, double jumpBytes, double sampleSeconds, double seconds,
    double noise, unsigned seed, Schedule schedule, double lateSeconds = 0)
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
            double left
                = std::min(interval / kSteps, std::max(0.0, time + interval * (step + 1) / kSteps - lateSeconds));
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
    QTest::addColumn<double>("lateSeconds");
    for (double sampleSeconds : { 0.1, 0.5, 2.0 })
        for (double fastSamples : { 0.05, 0.2, 0.4, 0.7, 1.0, 2.5, 6.0 }) {
            // Samples every interval alike: the fall is placed inside the sample it happened in, also when
            // that sample still reads fast because the fall came late in it.
            QTest::addRow("interval %.1f s, even samples, fast for %.2f samples", sampleSeconds, fastSamples)
                << sampleSeconds << fastSamples << 0.0 << false << 0.0;
            for (double noise : { 0.0, 0.03 })
                QTest::addRow("interval %.1f s, finer at the start, fast for %.2f samples, noise %.0f %%",
                    sampleSeconds, fastSamples, noise * 100)
                    << sampleSeconds << fastSamples << noise << true << 0.0;
            // Completions come as late as the first two short samples last: those read slow, then a fast
            // stretch of a few samples, then the slow rest, which outnumbers both.
            const double lateSeconds
                = sustainedSampleInterval(sampleSeconds, 0) + sustainedSampleInterval(sampleSeconds, 1);
            QTest::addRow("interval %.1f s, finer at the start, fast for %.2f samples, completions %.3f s late",
                sampleSeconds, fastSamples, lateSeconds)
                << sampleSeconds << fastSamples << 0.0 << true << lateSeconds;
        }
}

void TestVerdicts::fastBytesAfterAPauseFollowTheModel()
{
    QFETCH(double, sampleSeconds);
    QFETCH(double, fastSamples);
    QFETCH(double, noise);
    QFETCH(bool, finerAtStart);
    QFETCH(double, lateSeconds);
    // After a pause, the cache took this many bytes back at 1 GB/s; then the drive writes at 310 MB/s.
    const double fast = 1000;
    const double slow = 310;
    const double recovered = fast * 1e6 * fastSamples * sampleSeconds;
    for (unsigned seed = 1; seed <= kSeeds; ++seed) {
        const std::vector<SustainedSample> samples
            = sample([&](double bytes) { return bytes < recovered ? fast : slow; }, recovered, sampleSeconds,
                lateSeconds + fastSamples * sampleSeconds + 6 * sampleSeconds, noise, seed,
                finerAtStart ? Schedule::FinerAtStart : Schedule::Even, lateSeconds);
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

namespace {
// A drive that heats up as it writes: from 40 °C towards `plateau` with a time constant of 60 s. At
// `throttleAt` it slows down by `throttleFall` and holds that temperature; a cache may run out first,
// while the drive is still cool.
struct HotDrive {
    double fastMegabytesPerSecond = 3000;
    double cacheSeconds = 0; // 0: no cache
    double cacheFall = 3;
    double warningCelsius = 80;
    double throttleAt = 80;
    double throttleFall = 2; // 1: never slows down
    double ambient = 40;
    double plateau = 88;
    double tau = 60;

    bool throttles() const { return throttleFall > 1 && throttleAt < plateau; }
    double throttleSeconds() const
    {
        return throttles() ? -tau * std::log(1 - (throttleAt - ambient) / (plateau - ambient))
                           : std::numeric_limits<double>::infinity();
    }
    double celsiusAt(double seconds) const
    {
        const double free = ambient + (plateau - ambient) * (1 - std::exp(-seconds / tau));
        return throttles() ? std::min(free, throttleAt) : free;
    }
    double rateAt(double seconds) const
    {
        double rate = fastMegabytesPerSecond;
        if (cacheSeconds > 0 && seconds >= cacheSeconds)
            rate /= cacheFall;
        if (seconds >= throttleSeconds())
            rate /= throttleFall;
        return rate;
    }
};

std::vector<SustainedSample> rateSamples(
    const HotDrive& drive, double interval, double seconds, double noise, unsigned seed)
{
    std::mt19937 random(seed);
    std::uniform_real_distribution<double> factor(1 - noise, 1 + noise);
    std::vector<SustainedSample> samples;
    double bytes = 0;
    for (double start = 0; start < seconds - 1e-9; start += interval) {
        constexpr int kSteps = 64;
        double written = 0;
        for (int step = 0; step < kSteps; ++step)
            written += drive.rateAt(start + (step + 0.5) * interval / kSteps) * 1e6 * interval / kSteps;
        written *= noise > 0 ? factor(random) : 1.0;
        bytes += written;
        samples.push_back({ start + interval, static_cast<uint64_t>(bytes), written / 1e6 / interval });
    }
    return samples;
}

// Read as drives report it: whole degrees, once an interval from the start.
TemperatureSeries temperatureReadings(const HotDrive& drive, double interval, double seconds)
{
    TemperatureSeries series;
    series.device = QStringLiteral("nvme0n1");
    series.intervalSeconds = interval;
    series.warningCelsius = drive.warningCelsius;
    for (double at = 0; at <= seconds + 1e-9; at += interval)
        series.samples.push_back({ at, std::round(drive.celsiusAt(at)) });
    return series;
}

// Runs of `ios` requests of `blockBytes` in `seconds`, each taking `latencyNs`: what a drive does alone.
RunMeasurement measurement(double iops, double latencyNs, uint32_t blockBytes)
{
    RunMeasurement run;
    run.seconds = 1;
    run.readIos = static_cast<uint64_t>(std::llround(iops));
    run.readBytes = run.readIos * blockBytes;
    for (uint64_t i = 0; i < run.readIos; ++i)
        run.readLatency.add(static_cast<uint64_t>(std::llround(latencyNs)));
    return run;
}
}

void TestVerdicts::throttlingIsFoundWhereTheDriveWasHot_data()
{
    QTest::addColumn<double>("throttleFall");
    QTest::addColumn<double>("belowWarning"); // where it throttles: degrees below its warning threshold
    QTest::addColumn<bool>("cacheFirst"); // a cache runs out while the drive is cool
    QTest::addColumn<double>("rateInterval");
    QTest::addColumn<double>("temperatureInterval");
    QTest::addColumn<double>("noise");
    QTest::addColumn<bool>("countersRose"); // the NVMe log's thermal-management time rose
    // The edges: a fall of 17 % is no throttling (the rule wants more than a quarter), 37 % is; a drive
    // 3 °C below its warning threshold is near it, 4 °C below is not (unless its counters say so).
    for (double fall : { 1.2, 1.6, 3.0 })
        for (double below : { 8.0, 4.0, 3.0, 1.0, 0.0, -3.0 })
            for (bool cacheFirst : { false, true })
                for (double rateInterval : { 0.5, 2.0 })
                    for (double temperatureInterval : { 1.0, 5.0 })
                        for (double noise : { 0.0, 0.05 })
                            for (bool counters : { false, true })
                                QTest::addRow("fall %.1f, %+.0f C, %s, rate %.1f s, temp %.0f s, noise %.2f%s", fall,
                                    -below, cacheFirst ? "cache first" : "no cache", rateInterval, temperatureInterval,
                                    noise, counters ? ", counters" : "")
                                    << fall << below << cacheFirst << rateInterval << temperatureInterval << noise
                                    << counters;
}

void TestVerdicts::throttlingIsFoundWhereTheDriveWasHot()
{
    QFETCH(double, throttleFall);
    QFETCH(double, belowWarning);
    QFETCH(bool, cacheFirst);
    QFETCH(double, rateInterval);
    QFETCH(double, temperatureInterval);
    QFETCH(double, noise);
    QFETCH(bool, countersRose);
    HotDrive drive;
    drive.throttleFall = throttleFall;
    drive.throttleAt = drive.warningCelsius - belowWarning;
    drive.cacheSeconds = cacheFirst ? 15 : 0;
    constexpr double kSeconds = 300;
    QVERIFY(drive.celsiusAt(drive.cacheSeconds) < drive.warningCelsius - 20); // the cache runs out cool
    const TemperatureSeries temperature = temperatureReadings(drive, temperatureInterval, kSeconds);
    const double fellAt = drive.throttleSeconds();
    // A fall of more than a quarter, near the warning threshold or with the counters risen.
    const bool expected = throttleFall >= 1.5 && (belowWarning <= kThrottleNearWarningCelsius || countersRose);
    for (unsigned seed = 1; seed <= (noise > 0 ? kSeeds : 1); ++seed) {
        const std::vector<SustainedSample> rate = rateSamples(drive, rateInterval, kSeconds, noise, seed);
        const std::optional<ThrottlingFinding> finding = findThrottling(rate, temperature, countersRose);
        QCOMPARE(finding.has_value(), expected);
        if (!finding)
            continue;
        const QString found = finding->describe();
        // Placed within the sample it fell in, at the temperature it fell at.
        QVERIFY2(std::abs(finding->seconds - fellAt) <= rateInterval * 1.01,
            qPrintable(QStringLiteral("%1; fell at %2 s").arg(found).arg(fellAt)));
        QVERIFY2(finding->celsius >= drive.throttleAt - 1 && finding->celsius <= drive.throttleAt + 0.5,
            qPrintable(QStringLiteral("%1; throttled at %2 °C").arg(found).arg(drive.throttleAt)));
        // The rates on either side of the fall, not the cache's fast start.
        const double before = drive.rateAt(fellAt - 1);
        const double after = drive.rateAt(fellAt + 1);
        QVERIFY2(std::abs(finding->beforeMegabytesPerSecond / before - 1) <= noise + 0.02,
            qPrintable(QStringLiteral("%1; before %2 MB/s").arg(found).arg(before)));
        QVERIFY2(std::abs(finding->afterMegabytesPerSecond / after - 1) <= noise + 0.02,
            qPrintable(QStringLiteral("%1; after %2 MB/s").arg(found).arg(after)));
    }
}

void TestVerdicts::scalingReferenceIsWhatTheDrivesDoAlone_data()
{
    QTest::addColumn<std::vector<double>>("iops"); // each drive alone
    QTest::addColumn<unsigned>("queueDepth");
    QTest::addColumn<uint32_t>("blockBytes");
    for (unsigned depth : { 1u, 32u })
        for (uint32_t block : { 4096u, 1u << 20 }) {
            const auto row = [&](const char* name, std::vector<double> iops) {
                QTest::addRow("%s, QD%u, %u B", name, depth, block) << iops << depth << block;
            };
            row("two alike", { 20000, 20000 });
            row("fast beside slow", { 30000, 1000 });
            row("slow first", { 500, 40000, 2500 });
            row("one fast, three slow", { 50000, 400, 400, 400 });
            row("one drive", { 12000 });
        }
}

void TestVerdicts::scalingReferenceIsWhatTheDrivesDoAlone()
{
    QFETCH(std::vector<double>, iops);
    QFETCH(unsigned, queueDepth);
    QFETCH(uint32_t, blockBytes);
    // Drives that do not disturb each other: side by side each does what it did alone (Little's law
    // gives its latency at its queue depth), so every step scales perfectly and its ratio is 1.
    MultiTargetScaling scaling;
    std::vector<RunMeasurement> alone;
    for (double rate : iops) {
        alone.push_back(measurement(rate, queueDepth / rate * 1e9, blockBytes));
        WorkloadResult result;
        result.repeats = { alone.back() };
        scaling.alone.push_back(result);
    }
    for (size_t k = 1; k <= iops.size(); ++k) {
        MultiTargetResult step;
        RunMeasurement together;
        together.seconds = 1;
        for (size_t i = 0; i < k; ++i) {
            step.perTarget.push_back(scaling.alone[i]);
            together.addCounts(alone[i]);
        }
        step.aggregateRepeats = { together };
        scaling.steps.push_back(step);
    }
    for (DisplayUnit unit : { DisplayUnit::MegabytesPerSecond, DisplayUnit::Iops, DisplayUnit::Microseconds }) {
        const std::vector<double> reference = scaling.referenceIn(unit);
        QCOMPARE(reference.size(), iops.size());
        for (size_t k = 0; k < iops.size(); ++k) {
            const double measured = scaling.steps[k].aggregateFigures().in(unit);
            QVERIFY2(std::abs(measured / reference[k] - 1) < 1e-6,
                qPrintable(QStringLiteral("%1 drives in %2: measured %3, reference %4")
                               .arg(k + 1)
                               .arg(static_cast<int>(unit))
                               .arg(measured)
                               .arg(reference[k])));
        }
    }
}

void TestVerdicts::unstableMarkFollowsTheSpread_data()
{
    QTest::addColumn<int>("runs");
    QTest::addColumn<double>("cv");
    QTest::addColumn<double>("level");
    QTest::addColumn<bool>("oneWithoutFigure");
    // The edge: a coefficient of variation of 4.9 % is stable, 5.1 % unstable, at any level.
    for (int runs : { 2, 3, 5, 10 })
        for (double cv : { 0.0, 0.02, 0.049, 0.051, 0.1, 0.4 })
            for (double level : { 0.002, 150.0, 3e6 })
                for (bool missing : { false, true })
                    QTest::addRow("%d runs, cv %.3f, level %g%s", runs, cv, level, missing ? ", one without" : "")
                        << runs << cv << level << missing;
}

void TestVerdicts::unstableMarkFollowsTheSpread()
{
    QFETCH(int, runs);
    QFETCH(double, cv);
    QFETCH(double, level);
    QFETCH(bool, oneWithoutFigure);
    // Runs whose sample standard deviation is exactly cv × their mean.
    std::vector<double> steps;
    for (int i = 0; i < runs; ++i)
        steps.push_back(i - (runs - 1) / 2.0);
    double squares = 0;
    for (double step : steps)
        squares += step * step;
    const double unit = std::sqrt(squares / (runs - 1));
    std::vector<double> values;
    for (double step : steps)
        values.push_back(level * (1 + cv * step / unit));
    // A repeat that could not give the figure (a latency fio did not write) is left out, not counted as 0.
    if (oneWithoutFigure)
        values.insert(values.begin() + 1, std::numeric_limits<double>::quiet_NaN());
    for (bool reversed : { false, true }) {
        if (reversed)
            std::reverse(values.begin(), values.end());
        const Repeatability repeatability = Repeatability::of(values);
        QVERIFY(repeatability.measured());
        QCOMPARE(repeatability.runs.size(), static_cast<size_t>(runs));
        QVERIFY2(std::abs(repeatability.cv - cv) < 1e-9,
            qPrintable(QStringLiteral("cv %1 against %2").arg(repeatability.cv).arg(cv)));
        QCOMPARE(repeatability.unstable, cv > Repeatability::unstableAbove);
        QVERIFY(!repeatability.describe(QStringLiteral("MB/s"), 1).contains(QStringLiteral("nan")));
    }
    // One run says nothing about its spread.
    QVERIFY(!Repeatability::of({ level }).unstable);
    QVERIFY(!Repeatability::of({ level, std::numeric_limits<double>::quiet_NaN() }).measured());
}

void TestVerdicts::ratingIsTheDrivesMeanOverTheRatedLoads_data()
{
    QTest::addColumn<double>("iopsPerLoad"); // the drive's IOPS grow with the load …
    QTest::addColumn<double>("cap"); // … up to this
    QTest::addColumn<std::vector<unsigned>>("loads");
    QTest::addColumn<int>("stoppedAt"); // the run was stopped during this load (its index); -1: never
    for (double perLoad : { 100.0, 5000.0 })
        for (double cap : { 2000.0, 1e6 })
            for (const std::vector<unsigned>& loads :
                { std::vector<unsigned> { 1, 4, 16, 64, 256 }, std::vector<unsigned> { 2, 8, 128 } })
                for (int stopped = -1; stopped < static_cast<int>(loads.size()); ++stopped)
                    QTest::addRow(
                        "%g IOPS a load, cap %g, %zu loads, stopped at %d", perLoad, cap, loads.size(), stopped)
                        << perLoad << cap << loads << stopped;
}

void TestVerdicts::ratingIsTheDrivesMeanOverTheRatedLoads()
{
    QFETCH(double, iopsPerLoad);
    QFETCH(double, cap);
    QFETCH(std::vector<unsigned>, loads);
    QFETCH(int, stoppedAt);
    const auto patternOn = [&](double speed) {
        PatternResult pattern;
        pattern.pattern = PatternSpec::builtIn(QStringLiteral("Database"));
        pattern.pattern.loads = loads;
        for (size_t i = 0; i < loads.size(); ++i) {
            if (stoppedAt >= 0 && static_cast<int>(i) > stoppedAt)
                break; // a stopped sweep ends at the load it was stopped in
            SweepPoint point;
            point.value = loads[i];
            WorkloadResult result;
            result.repeats = { measurement(speed * std::min(loads[i] * iopsPerLoad, cap), 1000, 8192) };
            result.cancelled = static_cast<int>(i) == stoppedAt;
            result.repeats.back().cancelled = result.cancelled;
            point.result = result;
            pattern.sweep.points.push_back(point);
        }
        pattern.sweep.cancelled = stoppedAt >= 0;
        return pattern;
    };
    const PatternResult pattern = patternOn(1);
    // The truth: the drive's mean IOPS over the pattern's loads up to 64 outstanding I/Os, when the
    // run measured every one of them; a rating over some of them would rank the drive by where it stopped.
    double sum = 0;
    unsigned rated = 0;
    bool allMeasured = true;
    for (size_t i = 0; i < loads.size(); ++i)
        if (loads[i] <= PatternSpec::kRatedLoadLimit) {
            sum += std::llround(std::min(loads[i] * iopsPerLoad, cap));
            ++rated;
            allMeasured = allMeasured && (stoppedAt < 0 || static_cast<int>(i) < stoppedAt);
        }
    const std::optional<double> rating = pattern.rating();
    QCOMPARE(rating.has_value(), allMeasured);
    if (!rating) {
        QVERIFY2(pattern.unratedReason().contains(QStringLiteral("cancelled")), qPrintable(pattern.unratedReason()));
        return;
    }
    QVERIFY(pattern.unratedReason().isEmpty());
    QVERIFY2(std::abs(*rating / (sum / rated) - 1) < 1e-9,
        qPrintable(QStringLiteral("%1 against %2").arg(*rating).arg(sum / rated)));
    // A drive faster at every load rates higher.
    QVERIFY(*patternOn(1.1).rating() > *rating);
}

namespace {
// A drive's IOPS in a tracking cell, round by round, as it settles from fresh out of the box: falling
// from (1 + amplitude) × its steady rate, or rising towards it, with a time constant of `tau` rounds.
double settlingIops(double steady, double amplitude, double tau, bool rising, unsigned round)
{
    const double left = std::exp(-static_cast<double>(round) / tau);
    return rising ? steady * (1 - amplitude / (1 + amplitude) * left) : steady * (1 + amplitude * left);
}

// Whether the PTS's rule surely holds, or surely fails, on a window of a drive's rounds whatever a
// measurement noise of ± `noise` does to them (noise moves the range by at most 2 × noise × the largest
// value, the fitted line's excursion over five rounds by 2.4 × it, the average by noise × itself).
struct WindowTruth {
    bool surelySteady = false;
    bool surelyUnsteady = false;
};
WindowTruth windowTruth(const std::vector<double>& exact, double noise)
{
    const SteadyStateCheck check = checkSteadyState(exact);
    const double largest = *std::max_element(exact.begin(), exact.end());
    const double excursion = check.fitExcursion(exact.size());
    const double lowAverage = check.average * (1 - noise);
    const double highAverage = check.average * (1 + noise);
    WindowTruth truth;
    truth.surelySteady = check.range + 2 * noise * largest <= SteadyStateCheck::kMaxRangeShare * lowAverage
        && excursion + 2.4 * noise * largest <= SteadyStateCheck::kMaxFitShare * lowAverage;
    truth.surelyUnsteady = check.range - 2 * noise * largest > SteadyStateCheck::kMaxRangeShare * highAverage
        || excursion - 2.4 * noise * largest > SteadyStateCheck::kMaxFitShare * highAverage;
    return truth;
}
}

void TestVerdicts::ptsSteadyStateFollowsTheDrive_data()
{
    QTest::addColumn<double>("tau");
    QTest::addColumn<double>("amplitude");
    QTest::addColumn<bool>("rising");
    QTest::addColumn<double>("noise");
    QTest::addColumn<double>("steady");
    for (double tau : { 0.5, 1.0, 2.0, 4.0, 8.0, 30.0 })
        for (double amplitude : { 0.3, 1.0, 4.0 })
            for (bool rising : { false, true })
                for (double noise : { 0.0, 0.03, 0.08 })
                    for (double steady : { 300.0, 2e5 })
                        QTest::addRow("tau %.1f rounds, amplitude %.1f, %s, noise %.2f, %g IOPS", tau, amplitude,
                            rising ? "rising" : "falling", noise, steady)
                            << tau << amplitude << rising << noise << steady;
}

void TestVerdicts::ptsSteadyStateFollowsTheDrive()
{
    QFETCH(double, tau);
    QFETCH(double, amplitude);
    QFETCH(bool, rising);
    QFETCH(double, noise);
    QFETCH(double, steady);
    const std::vector<size_t>& tracking = PtsPlan::trackingCells();
    // Each tracking variable settles at its own pace: the PTS waits for the slowest.
    const auto cellTau = [&](size_t index) { return tau * (1 + 0.5 * static_cast<double>(index)); };
    for (unsigned seed = 1; seed <= (noise > 0 ? kSeeds : 1); ++seed) {
        std::mt19937 random(seed);
        std::uniform_real_distribution<double> factor(1 - noise, 1 + noise);
        PtsResult result;
        result.plan.test = PtsTest::Iops;
        std::vector<std::vector<double>> exact(tracking.size());
        for (unsigned round = 0; round < PtsPlan::kMaxRounds; ++round) {
            PtsRound one;
            one.iops.assign(PtsPlan::cellCount(), steady);
            for (size_t index = 0; index < tracking.size(); ++index) {
                exact[index].push_back(settlingIops(steady, amplitude, cellTau(index), rising, round));
                one.iops[tracking[index]] = exact[index].back() * (noise > 0 ? factor(random) : 1.0);
            }
            result.rounds.push_back(one);
        }
        result.decide();
        const auto truthAt = [&](unsigned last) {
            WindowTruth all { true, false };
            for (const std::vector<double>& values : exact) {
                const WindowTruth one
                    = windowTruth(std::vector<double>(
                                      values.begin() + (last + 1 - PtsPlan::kWindowRounds), values.begin() + last + 1),
                        noise);
                all.surelySteady = all.surelySteady && one.surelySteady;
                all.surelyUnsteady = all.surelyUnsteady || one.surelyUnsteady;
            }
            return all;
        };
        const std::optional<unsigned> first = result.firstSteadyRound();
        QCOMPARE(result.steadyState, first.has_value());
        const unsigned end = first ? *first : PtsPlan::kMaxRounds;
        // Not later than the drive settled …
        for (unsigned last = PtsPlan::kWindowRounds - 1; last < end; ++last)
            QVERIFY2(
                !truthAt(last).surelySteady, qPrintable(QStringLiteral("steady at round %1 was missed").arg(last)));
        // … nor before.
        if (first)
            QVERIFY2(!truthAt(*first).surelyUnsteady,
                qPrintable(QStringLiteral("called steady at round %1 while the drive still moved").arg(*first)));
        // The table holds each cell's mean over the window the decision was made on.
        for (size_t cell : tracking) {
            double sum = 0;
            for (unsigned round = result.windowFirstRound; round < result.windowFirstRound + result.windowRounds;
                 ++round)
                sum += result.rounds[round].iops[cell];
            QVERIFY(std::abs(result.table[cell] / (sum / result.windowRounds) - 1) < 1e-12);
        }
    }
}

void TestVerdicts::ptsSteadyStateRuleAtItsEdges()
{
    // The range may reach 20 % of the average; a window that alternates has no slope.
    const auto alternating = [](double range) {
        return std::vector<double> { 100, 100 + range, 100, 100 + range, 100 };
    };
    // [100, 100 + r, …] averages 100 + 0.4 r, so the edge lies at r = 20 / 0.92 = 21.74.
    QVERIFY(checkSteadyState(alternating(21.7)).steady());
    QVERIFY(!checkSteadyState(alternating(21.8)).rangeWithin);
    QVERIFY(checkSteadyState(alternating(21.8)).slopeWithin);
    // The fitted line may move 10 % of the average across the window.
    const auto line = [](double excursion) {
        std::vector<double> values;
        for (int i = 0; i < 5; ++i)
            values.push_back(1000 + excursion * 10 * (i - 2) / 4.0);
        return values;
    };
    QVERIFY(checkSteadyState(line(9.9)).steady()); // 99 of an average of 1000
    QVERIFY(!checkSteadyState(line(10.1)).steady());
    QVERIFY(!checkSteadyState(line(10.1)).slopeWithin);
    QVERIFY(checkSteadyState(line(10.1)).rangeWithin);
    // Falling or rising alike; and the level does not matter.
    std::vector<double> falling = line(10.1);
    std::reverse(falling.begin(), falling.end());
    QVERIFY(!checkSteadyState(falling).steady());
    for (double& value : falling)
        value *= 1e-3;
    QVERIFY(!checkSteadyState(falling).steady());
    QVERIFY(checkSteadyState({ 1e-3 * 1000, 1e-3 * 1000, 1e-3 * 1000, 1e-3 * 1000, 1e-3 * 1000 }).steady());
}

QTEST_GUILESS_MAIN(TestVerdicts)
#include "tst_verdicts.moc"
