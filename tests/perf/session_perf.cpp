// Times saving and loading a session with a surface scan of N zones (default 1,000,000); the
// targets are under 1 s each. Run through tests/perf/session_save_load.sh.

#include "files/sessionfiles.h"
#include "model/session.h"
#include "syntheticsurface.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QTemporaryDir>

#include <cstdio>
#include <ctime>

int main(int argc, char* argv[])
{
    QCoreApplication application(argc, argv);
    const size_t zones = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 1000000;
    const QString directory = argc > 2 ? QString::fromLocal8Bit(argv[2]) : QString();
    QTemporaryDir scratch;
    const QString path = (directory.isEmpty() ? scratch.path() : directory) + QStringLiteral("/surface.json");

    // 200 MB/s at the outer edge falling to 100 MB/s at the inner, with noise, as a disk.
    const ds::SurfaceResult surface = syntheticSurface(zones, 200.0, 1);
    ds::Session session = ds::Session::startNew(QStringLiteral("perf"));
    ds::SessionRun run;
    run.result = surface;
    session.addRun(run);

    // CPU time beside wall time: on a shared, busy machine the wall clock mostly measures the queue
    // for a CPU, the CPU time what saving and loading cost.
    auto cpuSeconds = [] {
        timespec now {};
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
        return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) / 1e9;
    };
    QElapsedTimer clock;
    clock.start();
    double cpu = cpuSeconds();
    saveSession(session, path);
    const double saveSeconds = static_cast<double>(clock.nsecsElapsed()) / 1e9;
    const double saveCpu = cpuSeconds() - cpu;
    clock.restart();
    cpu = cpuSeconds();
    const ds::Session loaded = ds::loadSession(path);
    const double loadSeconds = static_cast<double>(clock.nsecsElapsed()) / 1e9;
    const double loadCpu = cpuSeconds() - cpu;
    const auto& back = std::get<ds::SurfaceResult>(loaded.runs.front().result);
    if (back.zones.size() != zones || back.zones.back().seconds != surface.zones.back().seconds) {
        std::fprintf(stderr, "error: the loaded session differs from the saved one\n");
        return 1;
    }
    std::printf("zones %zu  file %.1f MB  save %.3f s  load %.3f s  save-cpu %.3f s  load-cpu %.3f s\n", zones,
        static_cast<double>(QFileInfo(path).size()) / 1e6, saveSeconds, loadSeconds, saveCpu, loadCpu);
    return 0;
}
