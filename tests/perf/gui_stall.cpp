// Measures the GUI thread's longest stall while the window runs a queue-depth sweep up to QD32:
// a 5 ms timer in the GUI thread records the largest gap between its ticks. Target: under 100 ms.
// Run by tests/perf/gui_perf.sh: gui_stall [TARGET] [SECONDS PER DEPTH].

#include "blocksizepage.h"
#include "drivelistwidget.h"
#include "mainwindow.h"
#include "queuedepthpage.h"
#include "run/cpumeter.h"
#include "run/runner/benchmarkcontroller.h"

#include <QApplication>
#include <QDoubleSpinBox>
#include <QSpinBox>
#include <QTabWidget>
#include <QTimer>

#include <cstdio>

int main(int argc, char* argv[])
{
    QApplication application(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("DriveScopePerf"));
    const QString target = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral("/var/tmp");
    const double seconds = argc > 2 ? std::atof(argv[2]) : 2.0;

    ds::MainWindow window;
    window.resize(1400, 900);
    window.show();
    if (target.startsWith(QLatin1String("/dev/"))) {
        window.driveList()->refresh();
        if (!window.driveList()->selectDevice(target)) {
            std::fprintf(stderr, "error: %s is not in the drive list\n", argv[1]);
            return 2;
        }
    } else {
        window.driveList()->setTestFileBytes(256ull << 20);
        window.driveList()->selectTestFile(target);
    }
    auto* page = qobject_cast<ds::QueueDepthPage*>(window.page(ds::TestKind::QueueDepth));
    window.tabs()->setCurrentWidget(page);
    page->maxDepthBox()->setValue(32);
    page->durationBox()->setValue(seconds);

    uint64_t lastTick = 0;
    uint64_t longestGapNs = 0;
    uint64_t ticks = 0;
    QTimer timer;
    timer.setTimerType(Qt::PreciseTimer);
    timer.setInterval(5);
    QObject::connect(&timer, &QTimer::timeout, [&]() {
        const uint64_t now = ds::monotonicNs();
        if (lastTick != 0 && window.controller()->isRunning())
            longestGapNs = std::max(longestGapNs, now - lastTick);
        lastTick = now;
        ++ticks;
    });
    int status = 0;
    uint64_t stopRequestedNs = 0;
    bool secondRun = false;
    bool stopScheduled = false;
    QObject::connect(
        window.controller(), &ds::BenchmarkController::progressAvailable, [&](const ds::RunProgress& progress) {
            if (!secondRun || stopScheduled || !progress.label.contains(QLatin1String("QD32")))
                return;
            stopScheduled = true;
            QTimer::singleShot(300, [&]() {
                stopRequestedNs = ds::monotonicNs();
                window.stopRun();
            });
        });
    QObject::connect(window.controller(), &ds::BenchmarkController::runFinished, [&](const ds::FinishedRun& outcome) {
        std::printf("queue-depth sweep QD1 … 32 on %s, %.1f s per depth: %zu points%s\n",
            argv[1] ? argv[1] : "/var/tmp", seconds,
            outcome.sweeps().empty() ? size_t { 0 } : outcome.sweeps().front().get().points.size(),
            outcome.cancelled ? " (cancelled)" : "");
        if (stopRequestedNs != 0) {
            std::printf("Stop (Esc) during a QD32 point: the run ended %.1f ms later (target < 500 ms)%s\n",
                static_cast<double>(ds::monotonicNs() - stopRequestedNs) / 1e6,
                outcome.cancelled ? "" : " [it had already finished]");
            application.quit();
            return;
        }
        std::printf("GUI thread: %llu timer ticks, longest stall %.1f ms (target < 100 ms)\n",
            static_cast<unsigned long long>(ticks), static_cast<double>(longestGapNs) / 1e6);
        // Then the stop latency: the sweep again, stopped while it runs QD32 (its sixth point).
        QTimer::singleShot(0, [&]() {
            if (!window.startRun()) {
                application.quit();
                return;
            }
            secondRun = true;
        });
    });
    QObject::connect(window.controller(), &ds::BenchmarkController::runFailed, [&](const ds::RunFailure& failure) {
        std::fprintf(stderr, "error: %s\n", failure.message.toLocal8Bit().constData());
        status = 1;
        application.quit();
    });
    QTimer::singleShot(200, [&]() {
        timer.start();
        if (!window.startRun()) {
            std::fprintf(stderr, "error: %s\n", window.lastError().toLocal8Bit().constData());
            status = 1;
            application.quit();
        }
    });
    const int loop = application.exec();
    return status ? status : loop;
}
