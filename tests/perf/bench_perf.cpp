// Times the Bench on a generated library: index SESSIONS session files of RUNS runs each from scratch,
// refresh the unchanged library, and rank every run by one figure (median of 5 rankings, each per
// drive best, latest and median) in SQLite and, given a URL, in PostgreSQL after pushing the same runs.
// Prints figures; asserts nothing. tests/perf/bench_perf.sh starts the server and runs it.
//   perf_bench WORKDIR SESSIONS RUNS [POSTGRESQL-URL]
//   perf_bench --rank-only WORKDIR RUNS   (ranks the index an earlier run left in WORKDIR, RUNS runs in all)
//   perf_bench --reindex WORKDIR RUNS     (indexes that library again from scratch, then ranks)

#include "bench/benchindex.h"
#include "bench/benchpush.h"
#include "bench/benchstore.h"
#include "files/sessionfiles.h"
#include "model/session.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QRandomGenerator>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

using namespace ds;

namespace {

Session generated(int index, int runs, QRandomGenerator& random)
{
    Session session = Session::startNew(QStringLiteral("drivescope-cli"));
    session.host.hostname = QStringLiteral("lab%1").arg(index % 7);
    const int driveNumber = index % 1000;
    for (int r = 0; r < runs; ++r) {
        WorkloadResult result;
        result.spec.randomPercent = 100;
        result.spec.queueDepth = 1 << (r % 6);
        result.spec.durationSeconds = 10;
        result.target.path = QStringLiteral("/dev/nvme0n1");
        result.target.sizeBytes = 250000000000ull << (driveNumber % 4);
        DriveFacts drive;
        drive.name = QStringLiteral("nvme0n1");
        drive.model = QStringLiteral("Generated SSD %1").arg(driveNumber % 97);
        drive.serial = QStringLiteral("GEN%1").arg(driveNumber, 6, 10, QLatin1Char('0'));
        drive.firmware = QStringLiteral("1.%1").arg(index % 3);
        drive.sizeBytes = result.target.sizeBytes;
        drive.transport = driveNumber % 3 ? QStringLiteral("nvme") : QStringLiteral("sata");
        result.target.drive = drive;
        RunMeasurement run;
        run.seconds = 10;
        run.readBytes = 1000000ull * (100 + random.bounded(5000));
        run.readIos = run.readBytes / 4096;
        for (int i = 0; i < 50; ++i)
            run.readLatency.add(10000 + random.bounded(500000));
        result.repeats = { run };
        SessionRun sessionRun;
        sessionRun.result = result;
        sessionRun.startedAt
            = QDateTime(QDate(2026, 1, 1).addDays(index % 300), QTime(10, r)).toUTC().toString(Qt::ISODate);
        session.addRun(sessionRun);
    }
    return session;
}

double millisecondsOf(const std::function<void()>& work)
{
    QElapsedTimer timer;
    timer.start();
    work();
    return static_cast<double>(timer.nsecsElapsed()) / 1e6;
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const size_t n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

void timeRanking(BenchStore& store, const char* what, size_t runs)
{
    for (const BenchPer per : { BenchPer::Best, BenchPer::Latest, BenchPer::Median }) {
        RankQuery query;
        query.figureKey = QStringLiteral("run:mbps");
        query.per = per;
        std::vector<double> times;
        size_t drives = 0;
        for (int i = 0; i < 5; ++i)
            times.push_back(millisecondsOf([&] { drives = store.rank(query).drives.size(); }));
        std::printf("%s: rank %zu runs (%s per drive, %zu drives): %.1f ms (median of 5)\n", what, runs,
            qPrintable(benchPerName(per)), drives, median(times));
    }
}

}

int main(int argc, char* argv[])
{
    QCoreApplication application(argc, argv);
    std::setvbuf(stdout, nullptr, _IOLBF, 0); // each figure as it is measured, also into a pipe
    if (argc < 4) {
        std::fprintf(stderr,
            "usage: perf_bench WORKDIR SESSIONS RUNS [POSTGRESQL-URL]\n"
            "       perf_bench --rank-only|--reindex WORKDIR RUNS\n");
        return 2;
    }
    if (qstrcmp(argv[1], "--rank-only") == 0 || qstrcmp(argv[1], "--reindex") == 0) {
        try {
            const QString library = QString::fromLocal8Bit(argv[2]) + QStringLiteral("/sessions");
            BenchStore store(BenchLocation::sqlite(BenchLocation::defaultIndexPath(library)));
            if (qstrcmp(argv[1], "--reindex") == 0) {
                IndexRefresh again;
                const double indexMs = millisecondsOf([&] { again = refreshBenchIndex(store, library, true); });
                std::printf("SQLite: index %d sessions (%d runs) from scratch: %.2f s (target < 60 s)\n", again.indexed,
                    again.runsAdded, indexMs / 1000);
            }
            timeRanking(store, "SQLite", static_cast<size_t>(std::atoll(argv[3])));
        } catch (const UserError& error) {
            std::fprintf(stderr, "perf_bench: %s\n", qPrintable(error.message()));
            return 1;
        }
        return 0;
    }
    const QString workdir = QString::fromLocal8Bit(argv[1]);
    const int sessions = std::atoi(argv[2]);
    const int runs = std::atoi(argv[3]);
    const QString library = workdir + QStringLiteral("/sessions");
    QDir().mkpath(library);
    QRandomGenerator random(41);
    const double made = millisecondsOf([&] {
        for (int i = 0; i < sessions; ++i)
            saveSession(
                generated(i, runs, random), QStringLiteral("%1/s%2.json").arg(library).arg(i, 6, 10, QLatin1Char('0')));
    });
    std::printf("generated %d sessions of %d runs in %.1f s\n", sessions, runs, made / 1000);
    const size_t totalRuns = static_cast<size_t>(sessions) * static_cast<size_t>(runs);
    try {
        BenchStore store(BenchLocation::sqlite(BenchLocation::defaultIndexPath(library)));
        IndexRefresh first;
        const double indexMs = millisecondsOf([&] { first = refreshBenchIndex(store, library); });
        std::printf("SQLite: index %d sessions (%d runs) from scratch: %.2f s (target < 60 s)\n", first.indexed,
            first.runsAdded, indexMs / 1000);
        std::vector<double> refreshes;
        for (int i = 0; i < 5; ++i)
            refreshes.push_back(millisecondsOf([&] { refreshBenchIndex(store, library); }));
        std::printf(
            "SQLite: refresh the unchanged library: %.1f ms (median of 5; target < 1000 ms)\n", median(refreshes));
        std::vector<double> opens;
        for (int i = 0; i < 5; ++i)
            opens.push_back(millisecondsOf(
                [&] { BenchStore again(BenchLocation::sqlite(BenchLocation::defaultIndexPath(library))); }));
        std::printf("SQLite: open the index (schema and integrity check): %.1f ms (median of 5)\n", median(opens));
        timeRanking(store, "SQLite", totalRuns);

        if (argc > 4) {
            const BenchLocation server = BenchLocation::postgresql(QString::fromLocal8Bit(argv[4]));
            std::vector<BenchRun> all;
            const double read = millisecondsOf([&] {
                for (int i = 0; i < sessions; ++i) {
                    const QString path = QStringLiteral("%1/s%2.json").arg(library).arg(i, 6, 10, QLatin1Char('0'));
                    const std::vector<BenchRun> some = benchRunsOf(loadSession(path), path);
                    all.insert(all.end(), some.begin(), some.end());
                }
            });
            PushOutcome pushed;
            const double pushMs
                = millisecondsOf([&] { pushed = pushToBench(server, all, workdir + QStringLiteral("/queue.json")); });
            std::printf(
                "PostgreSQL: push %d runs of %d sessions (one transaction each): %.2f s (reading them: %.2f s)\n",
                pushed.added, sessions, pushMs / 1000, read / 1000);
            BenchStore shared(server);
            timeRanking(shared, "PostgreSQL over loopback", totalRuns);
        }
    } catch (const UserError& error) {
        std::fprintf(stderr, "perf_bench: %s\n", qPrintable(error.message()));
        return 1;
    }
    return 0;
}
