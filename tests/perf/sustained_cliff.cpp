// Times the sustained write's verdicts and chart on results of many samples: the cliff search, the
// throttling rule with and without temperatures, the chart descriptions and the result's JSON, for
// tests/perf/sustained_cliff.sh. Prints figures, asserts nothing. With --session, writes a session of
// one such write with a drive's temperatures instead, for the script to render and export.
//   perf_sustained_cliff [SAMPLES...]   (default 1000 10000 100000 1000000)
//   perf_sustained_cliff --session FILE SAMPLES

#include "files/sessionfiles.h"
#include "model/chartdescription.h"
#include "model/results/sustainedresult.h"
#include "model/session.h"
#include "model/throttling.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>

namespace {
// A write of `count` samples of 0.5 s: 1000 MB/s until 30 % of them, 310 MB/s after, ±5 % noise.
ds::SustainedResult sustainedOf(size_t count)
{
    ds::SustainedResult result;
    std::mt19937 random(7);
    std::uniform_real_distribution<double> noise(0.95, 1.05);
    uint64_t bytes = 0;
    result.samples.reserve(count);
    for (size_t i = 0; i < count; ++i) {
        const double rate = (i < count * 3 / 10 ? 1000.0 : 310.0) * noise(random);
        bytes += static_cast<uint64_t>(rate * 1e6 * 0.5);
        result.samples.push_back({ 0.5 * static_cast<double>(i + 1), bytes, rate });
    }
    result.bytes = bytes;
    result.seconds = 0.5 * static_cast<double>(count);
    result.plan.totalBytes = bytes;
    result.target.sizeBytes = bytes;
    return result;
}

template <typename Work> double millisecondsOf(Work work)
{
    QElapsedTimer timer;
    timer.start();
    work();
    return static_cast<double>(timer.nsecsElapsed()) / 1e6;
}
}

int main(int argc, char* argv[])
{
    QCoreApplication application(argc, argv);
    if (argc == 4 && std::strcmp(argv[1], "--session") == 0) {
        const size_t count = std::strtoull(argv[3], nullptr, 10);
        ds::SustainedResult result = sustainedOf(count);
        result.cliff = findRateCliff(result.samples);
        ds::TemperatureSeries temperature;
        temperature.device = QStringLiteral("nvme0n1");
        temperature.warningCelsius = 80;
        temperature.intervalSeconds = 1;
        for (size_t i = 0; i < count / 2; ++i)
            temperature.samples.push_back({ static_cast<double>(i), 60 });
        ds::SessionRun run = ds::SessionRun::recorded(result, QStringLiteral("perf"), QString(), {}, std::nullopt);
        run.temperatures.push_back(std::move(temperature));
        ds::Session session = ds::Session::startNew(QStringLiteral("perf"));
        session.addRun(std::move(run));
        saveSession(session, QString::fromLocal8Bit(argv[2]));
        return 0;
    }
    std::vector<size_t> counts;
    for (int i = 1; i < argc; ++i)
        counts.push_back(std::strtoull(argv[i], nullptr, 10));
    if (counts.empty())
        counts = { 1000, 10000, 100000, 1000000 };
    std::printf("%10s %12s %14s %14s %12s %12s %10s\n", "samples", "cliff ms", "throttle0 ms", "throttleT ms",
        "charts ms", "json ms", "cliff at");
    for (size_t count : counts) {
        ds::SustainedResult result = sustainedOf(count);
        ds::RateCliff cliff;
        const double cliffMs = millisecondsOf([&] { cliff = findRateCliff(result.samples); });
        result.cliff = cliff;
        ds::SessionRun run;
        run.id = QStringLiteral("1");
        run.result = result;
        // A drive without a sensor (a loop device, a USB bridge): its series says why and has no readings,
        // so the rule has nothing to judge "hot" by.
        ds::TemperatureSeries missing;
        missing.device = QStringLiteral("loop0");
        missing.missing = QStringLiteral("loop0 has no temperature sensor");
        const double withoutMs = millisecondsOf([&] { ds::throttlingCaveats(run.result, { missing }, {}); });
        ds::TemperatureSeries temperature;
        temperature.device = QStringLiteral("nvme0n1");
        temperature.warningCelsius = 80;
        temperature.intervalSeconds = 1;
        for (size_t i = 0; i < count / 2; ++i)
            temperature.samples.push_back({ static_cast<double>(i), 60 });
        const double withMs = millisecondsOf([&] { ds::throttlingCaveats(run.result, { temperature }, {}); });
        size_t charts = 0;
        const double chartsMs = millisecondsOf([&] { charts = ds::describeCharts(run).size(); });
        const double jsonMs = millisecondsOf([&] { ds::SustainedResult::fromJson(result.toJson()); });
        std::printf("%10zu %12.2f %14.3f %14.2f %12.2f %12.2f %10zu\n", count, cliffMs, withoutMs, withMs, chartsMs,
            jsonMs, cliff.found ? cliff.sampleIndex : 0);
        (void)charts;
    }
    return 0;
}
