#include "exporttheme.h"

#include "testpage.h"
#include "themedchart.h"

namespace ds {

QColor exportBackground(ExportTheme theme)
{
    return theme == ExportTheme::Dark ? QColor(32, 33, 36) : QColor(Qt::white);
}

QColor exportTextColour(ExportTheme theme)
{
    return theme == ExportTheme::Dark ? QColor(230, 230, 230) : QColor(30, 30, 30);
}

QChart::ChartTheme exportChartTheme(ExportTheme theme)
{
    return theme == ExportTheme::Dark ? QChart::ChartThemeDark : QChart::ChartThemeLight;
}

ExportThemeScope::ExportThemeScope(QObject* root, ExportTheme theme)
{
    if (!root)
        return;
    const QChart::ChartTheme chartTheme = exportChartTheme(theme);
    QList<ThemedChart*> charts = root->findChildren<ThemedChart*>();
    if (auto* chart = qobject_cast<ThemedChart*>(root))
        charts.prepend(chart);
    for (ThemedChart* chart : charts) {
        const QChart::ChartTheme own = chart->chart()->theme();
        m_charts.emplace_back(chart, own);
        if (own != chartTheme)
            chart->applyTheme(chartTheme);
    }
    if (auto* page = qobject_cast<TestPage*>(root)) {
        m_page = page;
        m_pageTheme = page->exportTheme();
        page->setExportTheme(theme);
    }
}

ExportThemeScope::~ExportThemeScope()
{
    // Through raw pointers once checked: GCC's -Wnull-dereference cannot follow QPointer's check.
    for (auto& [chart, own] : m_charts) {
        ThemedChart* alive = chart.data();
        if (alive != nullptr && alive->chart()->theme() != own)
            alive->applyTheme(own);
    }
    if (TestPage* page = m_page.data())
        page->setExportTheme(m_pageTheme);
}

} // namespace ds
