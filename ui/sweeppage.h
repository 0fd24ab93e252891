#pragma once

#include "testpage.h"

class QChart;
class QChartView;

namespace ds {

class SweepTable;

// A sweep's page (block size, queue depth): its chart (or the run over time) over a table of the exact
// figures, and the settings beside them.
class SweepPage : public TestPage {
    Q_OBJECT
public:
    QChartView* chartView() const { return m_view; }
    SweepTable* table() const { return m_table; }
    void paintExport(QPainter& painter, const QRectF& area) override;

protected:
    using TestPage::TestPage;
    // Lays the page out once its settings are in: `chart` over `table`, the settings beside them.
    // `chart` in a tab titled `chartTitle` beside the run over time (overTime()).
    void placeChartAndTable(QChart* chart, SweepTable* table, const QString& chartTitle);
    // The table's figures in the unit chosen.
    void displayUnitChanged() override;

    QChartView* m_view = nullptr;
    SweepTable* m_table = nullptr;
};

} // namespace ds
