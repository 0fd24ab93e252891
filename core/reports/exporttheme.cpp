#include "reports/exporttheme.h"

namespace ds {

QString exportThemeName(ExportTheme theme)
{
    return theme == ExportTheme::Dark ? QStringLiteral("dark") : QStringLiteral("light");
}

std::optional<ExportTheme> exportThemeNamed(const QString& name)
{
    if (name == QLatin1String("light"))
        return ExportTheme::Light;
    if (name == QLatin1String("dark"))
        return ExportTheme::Dark;
    return std::nullopt;
}

ReportColours ReportColours::of(ExportTheme theme)
{
    // The dark one matches the window's dark exports (ui/exporttheme: background #202124, text #e6e6e6).
    if (theme == ExportTheme::Dark)
        return { QStringLiteral("#202124"), QStringLiteral("#e6e6e6"), QStringLiteral("#3c4043"),
            QStringLiteral("#9aa0a6"), QStringLiteral("#bdc1c6"), QStringLiteral("#2d2e31"),
            QStringLiteral("#f28b82") };
    // Light: the text in the viewer's default colour, as reports have always been.
    return { QStringLiteral("white"), QString(), QStringLiteral("#ddd"), QStringLiteral("#444"),
        QStringLiteral("#555555"), QStringLiteral("#f4f4f4"), QStringLiteral("#a40") };
}

} // namespace ds
