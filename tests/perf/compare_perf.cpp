// Opens 8 sessions of 1,000,000 surface zones each in the compare view (offscreen) and prints how
// long until the comparison is shown and every curve drawn, and the GUI thread's longest stall
// meanwhile: a 5 ms timer's largest gap (target: under 100 ms). Prints, asserts nothing.
// Run by tests/perf/compare_perf.sh: perf_compare [ZONES] [SESSIONS].

#include "comparewindow.h"
#include "files/sessionfiles.h"
#include "model/session.h"
#include "run/cpumeter.h"
#include "syntheticsurface.h"

#include <QApplication>
#include <QChart>
#include <QElapsedTimer>
#include <QFile>
#include <QLineSeries>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdio>

namespace {
// A disk-like curve: `outer` MB/s at the start falling to half at the end, with noise.
ds::Session surfaceSession(size_t zones, double outer, unsigned seed)
{
    ds::SurfaceResult surface = syntheticSurface(zones, outer, seed);
    surface.target.kind = ds::TargetInfo::Kind::BlockDevice;
    ds::DriveFacts drive;
    drive.name = QStringLiteral("sdz");
    drive.model = QStringLiteral("Perf Disk %1").arg(seed);
    drive.queueDepth = static_cast<int>(seed % 2 == 0 ? 32 : 1);
    drive.writeCache = seed % 2 == 0 ? QStringLiteral("write back") : QStringLiteral("write through");
    surface.target.drive = drive;
    ds::Session session = ds::Session::startNew(QStringLiteral("perf"));
    ds::SessionRun run;
    run.startedAt = QStringLiteral("2026-11-30T%1:00:00Z").arg(seed, 2, 10, QLatin1Char('0'));
    run.result = std::move(surface);
    session.addRun(std::move(run));
    return session;
}
}

int main(int argc, char* argv[])
{
    // Whatever the view does, nothing may reach the user's library or settings.
    QTemporaryDir data;
    qputenv("XDG_DATA_HOME", QFile::encodeName(data.path()));
    QApplication application(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("DriveScopePerf"));
    const size_t zones = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 1000000;
    const int count = argc > 2 ? std::atoi(argv[2]) : 8;

    QTemporaryDir files;
    QStringList paths;
    QElapsedTimer clock;
    clock.start();
    for (int i = 0; i < count; ++i) {
        paths += files.filePath(QStringLiteral("session-%1.json").arg(i));
        ds::saveSession(surfaceSession(zones, 200.0 - 10.0 * i, static_cast<unsigned>(i + 1)), paths.back());
    }
    std::printf("made %d sessions of %zu zones in %.1f s (%.0f MB each)\n", count, zones,
        static_cast<double>(clock.nsecsElapsed()) / 1e9, static_cast<double>(QFile(paths.front()).size()) / 1e6);

    ds::CompareWindow window;
    window.resize(1600, 1000);
    window.show();
    QApplication::processEvents();

    uint64_t lastTick = 0;
    uint64_t longestGapNs = 0;
    uint64_t ticks = 0;
    bool measuring = false;
    QTimer timer;
    timer.setTimerType(Qt::PreciseTimer);
    timer.setInterval(5);
    QObject::connect(&timer, &QTimer::timeout, [&]() {
        const uint64_t now = ds::monotonicNs();
        if (measuring && lastTick != 0)
            longestGapNs = std::max(longestGapNs, now - lastTick);
        lastTick = now;
        ++ticks;
    });
    timer.start();

    uint64_t startNs = 0;
    uint64_t shownNs = 0;
    uint64_t drawnNs = 0;
    int status = 0;
    QObject::connect(&window, &ds::CompareWindow::comparisonRefused, [&](const QString& message) {
        std::fprintf(stderr, "error: %s\n", message.toLocal8Bit().constData());
        status = 1;
        application.quit();
    });
    QObject::connect(&window, &ds::CompareWindow::comparisonShown, [&]() { shownNs = ds::monotonicNs(); });
    // Drawn: every curve has its decimated points and a frame has been painted since.
    QTimer poll;
    poll.setInterval(10);
    QObject::connect(&poll, &QTimer::timeout, [&]() {
        if (shownNs == 0 || drawnNs != 0)
            return;
        const auto series = window.surfaceChart()->series();
        if (series.size() != count)
            return;
        for (QAbstractSeries* one : series)
            if (qobject_cast<QLineSeries*>(one)->count() == 0)
                return;
        window.repaint();
        drawnNs = ds::monotonicNs();
        // Keep measuring a little longer: late refreshes and paints count too.
        QTimer::singleShot(1000, &application, &QApplication::quit);
    });
    poll.start();
    QTimer::singleShot(0, [&]() {
        measuring = true;
        lastTick = ds::monotonicNs();
        startNs = lastTick;
        window.addSessions(paths);
    });
    QTimer::singleShot(300000, [&]() {
        std::fprintf(stderr, "error: the comparison was not shown within 300 s\n");
        status = 1;
        application.quit();
    });
    application.exec();
    if (status != 0 || drawnNs == 0)
        return status != 0 ? status : 1;

    size_t shownPoints = 0;
    for (QAbstractSeries* one : window.surfaceChart()->series())
        shownPoints += static_cast<size_t>(qobject_cast<QLineSeries*>(one)->count());
    QElapsedTimer paint;
    paint.start();
    const QPixmap frame = window.grab();
    const double paintMs = static_cast<double>(paint.nsecsElapsed()) / 1e6;
    std::printf("compare view, %d sessions x %zu zones: loaded and compared in %.2f s, all curves drawn at %.2f s\n",
        count, zones, static_cast<double>(shownNs - startNs) / 1e9, static_cast<double>(drawnNs - startNs) / 1e9);
    std::printf(
        "curves: %zu zones in all, %zu points drawn after decimation; one repaint of the view %.1f ms (%dx%d)\n",
        zones * static_cast<size_t>(count), shownPoints, paintMs, frame.width(), frame.height());
    std::printf("longest GUI-thread stall: %.1f ms (5 ms timer, %llu ticks; target < 100 ms)\n",
        static_cast<double>(longestGapNs) / 1e6, static_cast<unsigned long long>(ticks));
    return 0;
}
