// Runs each page of the window on small test files and saves a screenshot of the window per page,
// plus exported images, for the README and docs/manual.md. Run by scripts/screenshots.sh: screenshots OUTDIR WORKDIR.

#include "blocksizepage.h"
#include "comparewindow.h"
#include "drivelistwidget.h"
#include "mainwindow.h"
#include "multidrivepage.h"
#include "patternspage.h"
#include "queuedepthpage.h"
#include "quicksuitepage.h"
#include "run/runner/benchmarkcontroller.h"
#include "surfacepage.h"
#include "sustainedpage.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QEventLoop>
#include <QLineEdit>
#include <QSpinBox>
#include <QTabWidget>
#include <QTimer>

#include <cstdio>

namespace {

bool runPage(ds::MainWindow& window, ds::TestKind kind)
{
    window.tabs()->setCurrentWidget(window.page(kind));
    QEventLoop loop;
    bool ok = false;
    QObject::connect(window.controller(), &ds::BenchmarkController::runFinished, &loop, [&]() {
        ok = true;
        loop.quit();
    });
    QObject::connect(window.controller(), &ds::BenchmarkController::runFailed, &loop, [&](const ds::RunFailure& f) {
        std::fprintf(stderr, "error: %s\n", f.message.toLocal8Bit().constData());
        loop.quit();
    });
    if (!window.startRun()) {
        std::fprintf(stderr, "error: %s\n", window.lastError().toLocal8Bit().constData());
        return false;
    }
    loop.exec();
    for (int i = 0; i < 10; ++i) // let the last repaints land
        QApplication::processEvents(QEventLoop::AllEvents, 20);
    return ok;
}

bool save(ds::MainWindow& window, const QString& directory, const QString& name)
{
    const QString path = QDir(directory).filePath(name);
    const bool saved = window.grab().save(path);
    std::printf("%s %s\n", saved ? "wrote" : "FAILED", path.toLocal8Bit().constData());
    return saved;
}

} // namespace

int main(int argc, char* argv[])
{
    QApplication application(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("DriveScopeScreenshots"));
    if (argc < 3) {
        std::fprintf(stderr, "usage: screenshots OUTDIR WORKDIR\n");
        return 2;
    }
    const QString out = QString::fromLocal8Bit(argv[1]);
    const QString work = QString::fromLocal8Bit(argv[2]);
    QDir().mkpath(out);
    QDir().mkpath(work + QStringLiteral("/a"));
    QDir().mkpath(work + QStringLiteral("/b"));

    ds::MainWindow window;
    window.setDarkPalette(false);
    window.resize(1440, 900);
    window.show();
    window.driveList()->setTestFileBytes(256ull << 20);
    window.driveList()->selectTestFile(work + QStringLiteral("/a"));
    bool ok = true;

    auto* surface = qobject_cast<ds::SurfacePage*>(window.page(ds::TestKind::Surface));
    surface->zonesBox()->setValue(200);
    surface->zoneSizeBox()->setCurrentIndex(surface->zoneSizeBox()->findData(1));
    ok = runPage(window, ds::TestKind::Surface) && save(window, out, QStringLiteral("window-surface.png")) && ok;
    const QString firstSurface = window.lastLibraryPath();
    QString error;
    if (!window.exportPng(QDir(out).filePath(QStringLiteral("export-surface.png")), QSize(1600, 1000), &error)) {
        std::fprintf(stderr, "error: %s\n", error.toLocal8Bit().constData());
        ok = false;
    }

    auto* blockSize = qobject_cast<ds::BlockSizePage*>(window.page(ds::TestKind::BlockSize));
    blockSize->toBox()->setCurrentIndex(blockSize->toBox()->findText(QStringLiteral("8 MiB")));
    blockSize->durationBox()->setValue(0.4);
    ok = runPage(window, ds::TestKind::BlockSize) && save(window, out, QStringLiteral("window-block-size.png")) && ok;

    auto* depth = qobject_cast<ds::QueueDepthPage*>(window.page(ds::TestKind::QueueDepth));
    depth->maxDepthBox()->setValue(64);
    depth->durationBox()->setValue(0.5);
    ok = runPage(window, ds::TestKind::QueueDepth) && save(window, out, QStringLiteral("window-queue-depth.png")) && ok;

    auto* patterns = qobject_cast<ds::PatternsPage*>(window.page(ds::TestKind::Patterns));
    patterns->loadsEdit()->setText(QStringLiteral("1,4,16,64"));
    patterns->durationBox()->setValue(0.3);
    ok = runPage(window, ds::TestKind::Patterns) && save(window, out, QStringLiteral("window-patterns.png")) && ok;

    auto* quick = qobject_cast<ds::QuickSuitePage*>(window.page(ds::TestKind::QuickSuite));
    quick->durationBox()->setValue(0.5);
    quick->repeatsBox()->setValue(1);
    quick->intervalBox()->setValue(0);
    ok = runPage(window, ds::TestKind::QuickSuite) && save(window, out, QStringLiteral("window-quick.png")) && ok;

    auto* multi = qobject_cast<ds::MultiDrivePage*>(window.page(ds::TestKind::MultiTarget));
    multi->targetsEdit()->setText(work + QStringLiteral("/a, ") + work + QStringLiteral("/b"));
    multi->durationBox()->setValue(1);
    multi->scalingBox()->setChecked(true);
    ok = runPage(window, ds::TestKind::MultiTarget) && save(window, out, QStringLiteral("window-multi.png")) && ok;

    // A sustained write of 4 GiB on the test file, sampled often enough for a curve.
    auto* sustained = qobject_cast<ds::SustainedPage*>(window.page(ds::TestKind::SustainedWrite));
    sustained->sizeBox()->setValue(4);
    sustained->intervalBox()->setValue(0.05);
    ok = runPage(window, ds::TestKind::SustainedWrite) && save(window, out, QStringLiteral("window-sustained.png"))
        && ok;

    // The compare view: the first surface scan against one of a second test file.
    window.driveList()->selectTestFile(work + QStringLiteral("/b"));
    ok = runPage(window, ds::TestKind::Surface) && ok;
    {
        ds::CompareWindow* compare = window.compareWindow();
        compare->resize(1440, 900);
        QEventLoop wait;
        QObject::connect(compare, &ds::CompareWindow::comparisonShown, &wait, &QEventLoop::quit);
        QObject::connect(compare, &ds::CompareWindow::comparisonRefused, &wait, &QEventLoop::quit);
        QTimer::singleShot(60000, &wait, &QEventLoop::quit);
        window.compareSessions({ firstSurface, window.lastLibraryPath() });
        wait.exec();
        // The curves are decimated and drawn within the next few hundred milliseconds.
        QEventLoop settle;
        QTimer::singleShot(500, &settle, &QEventLoop::quit);
        settle.exec();
        const QString path = QDir(out).filePath(QStringLiteral("window-compare.png"));
        const bool saved = compare->comparison() && compare->grab().save(path);
        std::printf("%s %s\n", saved ? "wrote" : "FAILED", path.toLocal8Bit().constData());
        ok = saved && ok;
        compare->close();
    }

    window.tabs()->setCurrentWidget(surface);
    window.setDarkPalette(true);
    for (int i = 0; i < 10; ++i)
        QApplication::processEvents(QEventLoop::AllEvents, 20);
    ok = save(window, out, QStringLiteral("window-surface-dark.png")) && ok;
    window.setDarkPalette(false);
    return ok ? 0 : 1;
}
