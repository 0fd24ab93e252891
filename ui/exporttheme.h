#pragma once

#include "reports/exporttheme.h"

#include <QChart>
#include <QColor>
#include <QPointer>
#include <QString>

#include <optional>
#include <utility>
#include <vector>

namespace ds {

class TestPage;
class ThemedChart;

// An exported image's background and text in the theme (ExportTheme: core/reports/exporttheme).
QColor exportBackground(ExportTheme theme);
QColor exportTextColour(ExportTheme theme);
// The Qt Charts theme an export in `theme` draws its charts in.
QChart::ChartTheme exportChartTheme(ExportTheme theme);

// While it lives, the charts under `root` wear the theme's chart colours and a page under it paints its
// export in them; afterwards they have the window's again.
class ExportThemeScope {
public:
    ExportThemeScope(QObject* root, ExportTheme theme);
    ~ExportThemeScope();
    ExportThemeScope(const ExportThemeScope&) = delete;
    ExportThemeScope& operator=(const ExportThemeScope&) = delete;

private:
    std::vector<std::pair<QPointer<ThemedChart>, QChart::ChartTheme>> m_charts;
    QPointer<TestPage> m_page;
    ExportTheme m_pageTheme = ExportTheme::Light;
};

} // namespace ds
