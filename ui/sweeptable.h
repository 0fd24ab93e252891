#pragma once

#include "model/displayunit.h"
#include "sweepcharts.h"

#include <QTableWidget>

#include <functional>

namespace ds {

// The exact figures under a sweep chart, as ATTO lists them: a row per block size or queue depth, and per
// series (read, write) its MB/s, IOPS and latencies. Filled again with every point that arrives.
class SweepTable : public QTableWidget {
    Q_OBJECT
public:
    struct Column {
        QString title; // "MB/s"
        double SweepChartPoint::*field;
    };

    // `valueTitle` heads the first column ("Block size"), `valueText` writes its entries ("4 KiB").
    SweepTable(const QString& valueTitle, std::function<QString(uint64_t)> valueText, std::vector<Column> columns,
        QWidget* parent = nullptr);

    void setSeries(const std::vector<SweepChartSeries>& series);
    // The unit's column first, and MB/s in GB/s where that is the unit (View > Unit); the series shown
    // are shown again.
    void setDisplayUnit(DisplayUnit unit);
    DisplayUnit displayUnit() const { return m_unit; }

    // Set on a figure whose repeats spread by more than Repeatability::unstableAbove.
    static constexpr int kUnstableRole = Qt::UserRole + 1;

private:
    // The mark on a figure the drive did not confirm, and on the MB/s the spread of its repeats, with
    // the runs in the tooltip.
    static void markFigure(QTableWidgetItem& item, const SweepChartPoint& point, bool withSpread);
    QString m_valueTitle;
    std::function<QString(uint64_t)> m_valueText;
    // The columns as the unit orders and scales them.
    struct Shown {
        Column column;
        double scale = 1;
    };
    std::vector<Shown> shownColumns() const;
    std::vector<Column> m_columns;
    std::vector<SweepChartSeries> m_series;
    DisplayUnit m_unit = DisplayUnit::MegabytesPerSecond;
};

} // namespace ds
