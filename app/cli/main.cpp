#include "cli.h"
#include "commandtable.h"
#include "rendercommand.h"
#include "run/pooledthreads.h"
#include "translation.h"

#include <QApplication>
#include <QLocale>

#include <cstring>

int main(int argc, char* argv[])
{
    // `render` draws with the window's own pages and export code, which need a QApplication; the
    // offscreen platform lets it run without a display (CI, servers, scripts).
    if (argc > 1 && std::strcmp(argv[1], "render") == 0) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
        // Taken before QApplication, which would swallow --session (X11 session management).
        QStringList arguments;
        for (int i = 2; i < argc; ++i)
            arguments += QString::fromLocal8Bit(argv[i]);
        QApplication application(argc, argv);
        QApplication::setApplicationName(QStringLiteral("drivescope-cli"));
        QApplication::setApplicationVersion(QStringLiteral(DRIVESCOPE_VERSION));
        // Like the rest of the CLI's output, the images stay English, numbers included, whatever
        // the locale: the window's pages would otherwise write LANG's decimal comma under English words.
        QLocale::setDefault(QLocale::c());
        ds::installTranslations(QLocale(QLocale::English, QLocale::UnitedStates)); // "1 run", "2 runs"
        const int status = ds::renderCommand(arguments, ds::cli::commandHelp(QStringLiteral("render")));
        ds::endPooledThreads();
        return status;
    }
    return ds::runCli(argc, argv);
}
