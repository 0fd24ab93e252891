#include "sweeptable.h"

#include "translation.h"
#include "unitnames.h"

#include "model/deviceaccounting.h"

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

void SweepTable::setDisplayUnit(DisplayUnit unit)
{
    if (unit == m_unit)
        return;
    m_unit = unit;
    const std::vector<SweepChartSeries> series = m_series;
    setSeries(series);
}

std::vector<SweepTable::Shown> SweepTable::shownColumns() const
{
    double SweepChartPoint::*lead = &SweepChartPoint::megabytesPerSecond;
    if (m_unit == DisplayUnit::Iops)
        lead = &SweepChartPoint::iops;
    else if (m_unit == DisplayUnit::Microseconds)
        lead = &SweepChartPoint::meanLatencyUs;
    std::vector<Shown> shown;
    for (const Column& column : m_columns) {
        Shown entry { column, 1 };
        if (column.field == &SweepChartPoint::megabytesPerSecond && m_unit == DisplayUnit::GigabytesPerSecond) {
            entry.column.title = UnitNames::of(m_unit);
            entry.scale = 1e-3; // decimal, as MB/s
        }
        shown.push_back(entry);
    }
    // MB/s leaves the table as it was; another unit's column comes first.
    const auto first
        = std::find_if(shown.begin(), shown.end(), [lead](const Shown& entry) { return entry.column.field == lead; });
    if (m_unit != DisplayUnit::MegabytesPerSecond && first != shown.end())
        std::rotate(shown.begin(), first, first + 1);
    return shown;
}

void SweepTable::setSeries(const std::vector<SweepChartSeries>& series)
{
    m_series = series;
    const std::vector<Shown> columns = shownColumns();
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
        for (const Shown& shown : columns)
            headers += series.size() > 1 ? line.name + QLatin1Char('\n') + shown.column.title : shown.column.title;
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
            for (const Shown& shown : columns) {
                const Column& figure = shown.column;
                QString text = QStringLiteral("–");
                const bool measured = point != line.points.end() && point->measured;
                if (measured)
                    text = shown.scale != 1 ? formatDecimal((*point).*figure.field * shown.scale, 3)
                                            : figureText((*point).*figure.field);
                else if (point != line.points.end())
                    text = tr("skipped");
                auto* item = new QTableWidgetItem(text);
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
                if (measured)
                    markFigure(*item, *point, figure.field == &SweepChartPoint::megabytesPerSecond);
                setItem(static_cast<int>(row), column++, item);
            }
        }
    }
}

void SweepTable::markFigure(QTableWidgetItem& item, const SweepChartPoint& point, bool withSpread)
{
    QStringList notes;
    if (!point.confirmed) {
        item.setText(item.text() + QString::fromUtf8(kUnconfirmedMark));
        notes << tr("The drive's own counters did not confirm this point's bytes (marked %1): a cache, the "
                    "filesystem's compression or zero data answered part of them.")
                     .arg(QString::fromUtf8(kUnconfirmedMark));
    }
    // The spread of the repeats beside the MB/s, and the runs themselves where they disagree.
    if (withSpread && point.spread.measured()) {
        const QString percent = formatDecimal(point.spread.cv * 100, 1);
        item.setText(
            item.text() + (point.spread.unstable ? QStringLiteral(" ~%1 %") : QStringLiteral(" ±%1 %")).arg(percent));
        QStringList runs;
        for (const double value : point.spread.runs)
            runs << figureText(value);
        notes << (point.spread.unstable ? tr("Unstable: the runs spread by %1 % (more than %2 %): %3 MB/s.")
                                              .arg(percent, formatDecimal(Repeatability::unstableAbove * 100, 0),
                                                  runs.join(QStringLiteral(", ")))
                                        : tr("Spread ±%1 % over %2 runs: %3 MB/s.")
                                              .arg(percent)
                                              .arg(point.spread.runs.size())
                                              .arg(runs.join(QStringLiteral(", "))));
        if (point.spread.unstable)
            item.setData(kUnstableRole, true);
    }
    if (!point.confirmed || (withSpread && point.spread.unstable)) {
        // A warning's colours, as the quick-suite page frames an unstable figure.
        item.setBackground(QColor(255, 224, 160));
        item.setForeground(QColor(Qt::black));
    }
    if (!notes.isEmpty())
        item.setToolTip(notes.join(QLatin1Char('\n')));
}

} // namespace ds
