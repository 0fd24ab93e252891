#include "files/datapaths.h"

#include <QDir>

namespace ds {

QString drivescopeDataDirectory()
{
    QString data = QString::fromLocal8Bit(qgetenv("XDG_DATA_HOME"));
    // A relative XDG_DATA_HOME is invalid by the XDG base directory specification.
    if (data.isEmpty() || !QDir::isAbsolutePath(data))
        data = QDir::homePath() + QStringLiteral("/.local/share");
    return data + QStringLiteral("/drivescope");
}

QString fileNamePart(QString text)
{
    for (QChar& c : text)
        if (!c.isLetterOrNumber() && c != QLatin1Char('-') && c != QLatin1Char('_'))
            c = QLatin1Char('_');
    return text;
}

} // namespace ds
