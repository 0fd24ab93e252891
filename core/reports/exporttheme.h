#pragma once

#include <QString>

#include <optional>

namespace ds {

// An export's colours, chosen for the export alone: a dark window may still want a light image or report
// for a printed article, and the other way round. Images (ui/exporttheme) and reports (the HTML page and
// every chart's SVG) both take it.
enum class ExportTheme { Light, Dark };

// "light", "dark": the CLI's --theme values.
QString exportThemeName(ExportTheme theme);
std::optional<ExportTheme> exportThemeNamed(const QString& name);

// The colours of a report's charts and page: CSS and SVG colour text.
struct ReportColours {
    QString background;
    QString text; // empty: the viewer's own (black on a light page)
    QString grid; // the value lines across a chart
    QString frame; // the plot's frame, a table's borders
    QString neutral; // a ceiling or reference drawn in no run's colour
    QString code; // a code block's background
    QString caveat;
    static ReportColours of(ExportTheme theme);
};

} // namespace ds
