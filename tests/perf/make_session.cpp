// Writes a session holding one large result, packed as the CLI saves it, for tests/perf/large_session.sh
// and tests/perf/large_results.sh:
//   perf_make_session ZONES FILE                        a surface scan of ZONES 1 MiB zones
//   perf_make_session --consistency INTERVALS FILE      a consistency run of INTERVALS 1 s intervals

#include "files/sessionfiles.h"
#include "model/results/consistencyresult.h"
#include "model/session.h"
#include "syntheticsurface.h"

#include <QCoreApplication>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>

namespace {
// Random 4 KiB writes at QD32 for `count` seconds: ~40,000 IOPS with ±10 % noise and a garbage
// collection stall (a tenth of the rate) every 600 s, as a flash drive under a week-long load shows.
ds::ConsistencyResult syntheticConsistency(size_t count)
{
    ds::ConsistencyResult result;
    result.plan.durationSeconds = static_cast<double>(count);
    result.target.path = QStringLiteral("/dev/sdz");
    result.target.sizeBytes = uint64_t { 512 } << 30;
    ds::TimeSeries& series = result.load.repeats.emplace_back().timeline;
    series.intervalSeconds = 1;
    series.lastSeconds = 1;
    std::mt19937_64 random(3);
    std::uniform_real_distribution<double> noise(0.9, 1.1);
    series.intervals.reserve(count);
    uint64_t ios = 0;
    for (size_t i = 0; i < count; ++i) {
        const double iops = 40000 * noise(random) * (i % 600 < 20 ? 0.1 : 1.0);
        ds::TimeInterval interval;
        interval.ios = static_cast<uint64_t>(iops);
        interval.bytes = interval.ios * 4096;
        interval.meanNs = static_cast<uint64_t>(32 / iops * 1e9);
        interval.p99Ns = interval.meanNs * 3;
        ios += interval.ios;
        series.intervals.push_back(interval);
    }
    ds::RunMeasurement& run = result.load.repeats.back();
    run.seconds = static_cast<double>(count);
    run.writeIos = ios;
    run.writeBytes = ios * 4096;
    return result;
}
}

int main(int argc, char* argv[])
{
    QCoreApplication application(argc, argv);
    const bool consistency = argc == 4 && std::strcmp(argv[1], "--consistency") == 0;
    if (argc != 3 && !consistency) {
        std::fprintf(stderr, "usage: %s [--consistency] COUNT FILE\n", argv[0]);
        return 2;
    }
    const unsigned long long count = std::strtoull(argv[argc - 2], nullptr, 10);
    ds::Session session = ds::Session::startNew(QStringLiteral("perf"));
    ds::SessionRun run;
    if (consistency)
        run.result = syntheticConsistency(count);
    else
        run.result = syntheticSurface(count, 200.0, 1);
    session.addRun(std::move(run));
    saveSession(session, QString::fromLocal8Bit(argv[argc - 1]));
    return 0;
}
