#include "sweeppage.h"

#include "pagewidgets.h"
#include "sweeptable.h"

#include <QChartView>
#include <QSplitter>

namespace ds {

void SweepPage::placeChartAndTable(QChart* chart, SweepTable* table)
{
    m_view = makeChartView(chart);
    m_table = table;
    m_table->setDisplayUnit(displayUnit());
    placeBesideSettings(chartOverTable(m_view, m_table));
}

void SweepPage::displayUnitChanged()
{
    if (m_table)
        m_table->setDisplayUnit(displayUnit());
}

void SweepPage::paintExport(QPainter& painter, const QRectF& area) { paintChart(m_view->chart(), painter, area); }

} // namespace ds
