#include "mainwindow.h"
#include "translation.h"

#include <QApplication>

int main(int argc, char* argv[])
{
    QApplication application(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("DriveScope"));
    QApplication::setApplicationName(QStringLiteral("DriveScope"));
    QApplication::setApplicationVersion(QStringLiteral(DRIVESCOPE_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("drivescope"));
    ds::installTranslations(QLocale());
    ds::MainWindow window;
    window.show();
    return application.exec();
}
