#include "mainwindow.h"
#include "run/pooledthreads.h"
#include "translation.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>

int main(int argc, char* argv[])
{
    QApplication application(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("DriveScope"));
    QApplication::setApplicationName(QStringLiteral("DriveScope"));
    QApplication::setApplicationVersion(QStringLiteral(DRIVESCOPE_VERSION));
    // Matches the desktop file and AppStream id, so the shell groups the window with its launcher.
    QApplication::setDesktopFileName(QStringLiteral("io.github.drivescope.DriveScope"));
    // The installed theme icon where there is one (the .deb puts it in hicolor), else the bundled SVG,
    // so X11 window lists and task switchers show it too.
    QApplication::setWindowIcon(
        QIcon::fromTheme(QStringLiteral("io.github.drivescope.DriveScope"), QIcon(QStringLiteral(":/icons/app.svg"))));

    // Before the parser, so that --help speaks the user's language too.
    ds::installTranslations(ds::chosenLocale());
    ds::useLocaleForNumbers(ds::chosenLocale());

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate(
        "main", "DriveScope: disk benchmark with live transfer-rate, latency and IOPS charts."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.process(application);

    // On the heap: a language change replaces the window with one in the new language.
    auto* window = new ds::MainWindow;
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->show();
    const int status = application.exec();
    ds::endPooledThreads(); // exported images' conversion threads end before the process does
    return status;
}
