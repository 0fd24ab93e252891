#include "sweeptable.h"

#include "translation.h"

#include <QHeaderView>

#include <algorithm>

namespace ds {

SweepTable::SweepTable(
    const QString& valueTitle, std::function<QString(uint64_t)> valueText, std::vector<Column> columns, QWidget* parent)
    : QTableWidget(parent)
    , m_valueTitle(valueTitle)
    , m_valueText(std::move(valueText))
    , m_columns(std::move(columns))
{
    verticalHeader()->hide();
    // Compact rows: eighteen block sizes fit under the chart.
    verticalHeader()->setDefaultSectionSize(fontMetrics().lineSpacing() + 6);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    setAlternatingRowColors(true);
    setSeries({});
}

void SweepTable::setSeries(const std::vector<SweepChartSeries>& series)
{
    std::vector<uint64_t> values;
    for (const SweepChartSeries& line : series)
        for (const SweepChartPoint& point : line.points)
            if (std::find(values.begin(), values.end(), point.value) == values.end())
                values.push_back(point.value);
    std::sort(values.begin(), values.end());

    QStringList headers { m_valueTitle };
    // The series' name in the header only where there are several, above the figure's ("Read" over
    // "MB/s"), so that the columns stay narrow.
    for (const SweepChartSeries& line : series)
        for (const Column& column : m_columns)
            headers += series.size() > 1 ? line.name + QLatin1Char('\n') + column.title : column.title;
    setColumnCount(static_cast<int>(headers.size()));
    setHorizontalHeaderLabels(headers);
    setRowCount(static_cast<int>(values.size()));
    for (size_t row = 0; row < values.size(); ++row) {
        auto* value = new QTableWidgetItem(m_valueText(values[row]));
        value->setData(Qt::UserRole, QVariant::fromValue<qulonglong>(values[row]));
        setItem(static_cast<int>(row), 0, value);
        int column = 1;
        for (const SweepChartSeries& line : series) {
            const auto point = std::find_if(line.points.begin(), line.points.end(),
                [&](const SweepChartPoint& candidate) { return candidate.value == values[row]; });
            for (const Column& figure : m_columns) {
                QString text = QStringLiteral("–");
                if (point != line.points.end() && point->measured)
                    text = figureText((*point).*figure.field);
                else if (point != line.points.end())
                    text = tr("skipped");
                auto* item = new QTableWidgetItem(text);
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
                setItem(static_cast<int>(row), column++, item);
            }
        }
    }
}

} // namespace ds
