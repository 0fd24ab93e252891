#pragma once

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

private:
    QString m_valueTitle;
    std::function<QString(uint64_t)> m_valueText;
    std::vector<Column> m_columns;
};

} // namespace ds
