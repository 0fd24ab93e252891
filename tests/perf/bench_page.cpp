// Prints how long the Bench page takes to show a ranking of many drives: core's ranking of the library's
// index, the bars set, and one full repaint of the page at 1024×700 (the rows in view). Run by
// tests/perf/bench_page_perf.sh; asserts nothing.

#include "benchbars.h"
#include "benchpage.h"
#include "files/sessionfiles.h"
#include "model/session.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QImage>
#include <QPainter>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace ds;

namespace {

// One session per drive: a workload run whose read rate differs from drive to drive.
void writeLibrary(const QString& directory, int drives)
{
    QDir().mkpath(directory);
    for (int i = 0; i < drives; ++i) {
        Session session = Session::startNew(QStringLiteral("drivescope"));
        session.host.hostname = QStringLiteral("lab");
        WorkloadResult result;
        result.spec.randomPercent = 100;
        result.spec.queueDepth = 1;
        result.spec.durationSeconds = 1;
        result.target.path = QStringLiteral("/dev/sdz");
        DriveFacts drive;
        drive.name = QStringLiteral("sdz");
        drive.model = QStringLiteral("Drive model %1").arg(i);
        drive.serial = QStringLiteral("SERIAL%1").arg(i);
        drive.transport = i % 3 ? QStringLiteral("nvme") : QStringLiteral("sata");
        drive.sizeBytes = 1000000000000ull;
        result.target.drive = drive;
        RunMeasurement run;
        run.seconds = 1;
        run.readBytes = static_cast<uint64_t>(1e6 * (50 + (i * 7919) % 3000));
        run.readIos = run.readBytes / 4096;
        for (int k = 0; k < 10; ++k)
            run.readLatency.add(20000 + static_cast<uint64_t>(i));
        result.repeats = { run };
        SessionRun sessionRun;
        sessionRun.result = result;
        sessionRun.startedAt = QStringLiteral("2026-04-01T10:00:00Z");
        sessionRun.finishedAt = sessionRun.startedAt;
        session.addRun(sessionRun);
        saveSession(session, QStringLiteral("%1/drive-%2.json").arg(directory).arg(i, 5, 10, QLatin1Char('0')));
    }
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

} // namespace

int main(int argc, char** argv)
{
    QApplication application(argc, argv);
    const int drives = argc > 1 ? std::max(1, atoi(argv[1])) : 1000;
    const int rounds = argc > 2 ? std::max(1, atoi(argv[2])) : 7;
    // A third argument keeps the generated library there (to look at the page in the window).
    QTemporaryDir dir;
    const QString library = argc > 3 ? QString::fromLocal8Bit(argv[3]) : dir.filePath(QStringLiteral("library"));
    writeLibrary(library, drives);

    BenchPage page;
    page.setLibraryDirectory(library);
    page.resize(1024, 700);
    page.setAttribute(Qt::WA_DontShowOnScreen);
    page.show();
    QElapsedTimer indexing;
    indexing.start();
    if (!page.reload()) {
        std::fprintf(stderr, "bench page: %s\n", qPrintable(page.lastError()));
        return 1;
    }
    std::printf("index of %d sessions made and read: %.0f ms\n", drives, indexing.nsecsElapsed() / 1e6);
    const int mbps = page.figureChoice()->findData(QStringLiteral("run:mbps"));
    if (mbps >= 0)
        page.figureChoice()->setCurrentIndex(mbps);

    std::vector<double> rankMs;
    std::vector<double> paintMs;
    QImage image(page.size(), QImage::Format_ARGB32_Premultiplied);
    for (int round = 0; round < rounds; ++round) {
        QElapsedTimer timer;
        timer.start();
        page.rerank();
        rankMs.push_back(timer.nsecsElapsed() / 1e6);
        timer.restart();
        QPainter painter(&image);
        page.render(&painter);
        painter.end();
        paintMs.push_back(timer.nsecsElapsed() / 1e6);
    }
    std::printf("%zu drives ranked; median of %d rounds: rank and set the bars %.1f ms, repaint the page %.1f ms, "
                "together %.1f ms (target < 100 ms)\n",
        page.ranking().drives.size(), rounds, median(rankMs), median(paintMs), median(rankMs) + median(paintMs));
    return 0;
}
