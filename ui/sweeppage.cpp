#include "sweeppage.h"

#include "overtimetabs.h"
#include "pagewidgets.h"
#include "sweeptable.h"

#include <QChartView>
#include <QSplitter>

namespace ds {

void SweepPage::placeChartAndTable(QChart* chart, SweepTable* table, const QString& chartTitle)
{
    m_view = makeChartView(chart);
    m_table = table;
    m_table->setDisplayUnit(displayUnit());
    placeBesideSettings(chartOverTable(overTimeTabs(m_view, chartTitle), m_table));
}

void SweepPage::displayUnitChanged()
{
    if (m_table)
        m_table->setDisplayUnit(displayUnit());
}

void SweepPage::paintExport(QPainter& painter, const QRectF& area)
{
    if (!overTime()->paintOverTime(painter, area))
        paintChart(m_view->chart(), painter, area);
}

} // namespace ds
