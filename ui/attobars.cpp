#include "attobars.h"

#include "chartexport.h"
#include "model/chartdescription.h"
#include "model/workload.h"
#include "translation.h"
#include "unitnames.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <optional>

namespace ds {

namespace {
    std::optional<double> figureOf(const SweepChartPoint& point, DisplayUnit unit)
    {
        if (!point.measured)
            return std::nullopt;
        switch (unit) {
        case DisplayUnit::Iops:
            return point.iops;
        case DisplayUnit::GigabytesPerSecond:
            return point.megabytesPerSecond / 1000;
        case DisplayUnit::MegabytesPerSecond:
        case DisplayUnit::Microseconds:
            break;
        }
        return point.megabytesPerSecond;
    }

    QString unitTitle(DisplayUnit unit) { return UnitNames::of(unit); }
}

void AttoBars::paint(QPainter& painter, const QRectF& area, const std::vector<SweepChartSeries>& series,
    DisplayUnit unit, ExportTheme theme)
{
    if (unit == DisplayUnit::Microseconds)
        unit = DisplayUnit::MegabytesPerSecond;
    const int decimals = unit == DisplayUnit::Iops ? 0 : unit == DisplayUnit::GigabytesPerSecond ? 3 : 1;
    std::vector<uint64_t> sizes;
    double largest = 0;
    for (const SweepChartSeries& one : series)
        for (const SweepChartPoint& point : one.points) {
            if (std::find(sizes.begin(), sizes.end(), point.value) == sizes.end())
                sizes.push_back(point.value);
            if (const std::optional<double> figure = figureOf(point, unit))
                largest = std::max(largest, *figure);
        }
    std::sort(sizes.begin(), sizes.end());
    if (sizes.empty() || area.width() < 10 || area.height() < 10)
        return;
    const QColor text = exportTextColour(theme);
    const QColor grid = theme == ExportTheme::Dark ? QColor(80, 80, 84) : QColor(215, 215, 215);
    const BlockSizeColours colours = BlockSizeColours::forTheme(exportChartTheme(theme));

    // Rows of the image's text size, or smaller where the sizes are too many for the height.
    double textPixels = exportTextPixels(painter);
    const double rowsNeeded = static_cast<double>(sizes.size()) + 4.5; // legend, header, axis and its title
    textPixels = std::min(textPixels, area.height() / (rowsNeeded * 1.6));
    QFont font = painter.font();
    font.setPixelSize(std::max(1, static_cast<int>(std::lround(textPixels))));
    QFont bold = font;
    bold.setBold(true);
    const QFontMetricsF metrics(font, painter.device());
    const QFontMetricsF boldMetrics(bold, painter.device());
    const double line = metrics.lineSpacing();

    // The figure in each row's cell, "–" where a size was not measured (skipped or not reached).
    auto cellText = [&](const SweepChartSeries& one, uint64_t size) {
        for (const SweepChartPoint& point : one.points)
            if (point.value == size)
                if (const std::optional<double> figure = figureOf(point, unit))
                    return formatDecimal(*figure, decimals);
        return QStringLiteral("–");
    };
    // The table's columns: one per sweep, as wide as its widest text.
    std::vector<double> columnWidths;
    QStringList headers;
    for (const SweepChartSeries& one : series) {
        const QString header = tr("%1 (%2)").arg(one.name, unitTitle(unit));
        headers += header;
        double width = boldMetrics.horizontalAdvance(header);
        for (uint64_t size : sizes)
            width = std::max(width, metrics.horizontalAdvance(cellText(one, size)));
        columnWidths.push_back(width + textPixels * 1.5);
    }
    double tableWidth = 0;
    for (double width : columnWidths)
        tableWidth += width;
    double labelWidth = 0;
    for (uint64_t size : sizes)
        labelWidth = std::max(labelWidth, metrics.horizontalAdvance(formatBinarySize(size)));
    labelWidth += textPixels;

    const double top = area.top() + line * 2.4; // the legend and the table's header above the rows
    const double axisHeight = line * 2.6; // tick labels and the axis title under the bars
    const QRectF bars(area.left() + labelWidth, top, area.width() - labelWidth - tableWidth - textPixels * 1.5,
        area.bottom() - axisHeight - top);
    if (bars.width() < 10 || bars.height() < 10)
        return;
    const double rowHeight = bars.height() / static_cast<double>(sizes.size());
    const AxisRange axis = AxisRange::niceFromZero(largest > 0 ? largest * 1.05 : 1);
    auto xOf = [&](double value) { return bars.left() + bars.width() * (value - axis.from) / (axis.to - axis.from); };

    painter.save();
    painter.setFont(font);
    // The legend: a swatch and the sweep's name.
    double x = bars.left();
    for (const SweepChartSeries& one : series) {
        const double swatch = metrics.height() * 0.8;
        painter.fillRect(QRectF(x, area.top() + (line - swatch) / 2, swatch, swatch),
            one.writes ? colours.writeBars : colours.readBars);
        x += swatch + textPixels * 0.4;
        painter.setPen(text);
        painter.drawText(QRectF(x, area.top(), metrics.horizontalAdvance(one.name) + 2, line),
            Qt::AlignLeft | Qt::AlignVCenter, one.name);
        x += metrics.horizontalAdvance(one.name) + textPixels * 1.5;
    }
    // The grid and the axis under the bars.
    for (double tick : axis.ticks()) {
        const double at = xOf(tick);
        painter.setPen(QPen(grid, 1));
        painter.drawLine(QPointF(at, bars.top()), QPointF(at, bars.bottom()));
        painter.setPen(text);
        const QString label = formatDecimal(tick, axis.decimals);
        const double width = metrics.horizontalAdvance(label) + 2;
        painter.drawText(QRectF(at - width / 2, bars.bottom() + line * 0.2, width, line), Qt::AlignCenter, label);
    }
    painter.setPen(text);
    painter.drawText(QRectF(bars.left(), bars.bottom() + line * 1.3, bars.width(), line), Qt::AlignCenter,
        tr("Transfer rate (%1)").arg(unitTitle(unit)));
    painter.setPen(QPen(text, 1));
    painter.drawLine(bars.bottomLeft(), bars.bottomRight());
    painter.drawLine(bars.topLeft(), bars.bottomLeft());

    // The table's header, level with the legend's second line.
    const double tableLeft = bars.right() + textPixels * 1.5;
    painter.setFont(bold);
    x = tableLeft;
    for (size_t column = 0; column < columnWidths.size(); ++column) {
        painter.drawText(QRectF(x, top - line * 1.2, columnWidths[column], line), Qt::AlignRight | Qt::AlignVCenter,
            headers[static_cast<qsizetype>(column)]);
        x += columnWidths[column];
    }
    // Each size: its label, its bars (read over write), its figures level with them.
    const double barThickness = rowHeight * 0.7 / static_cast<double>(std::max<size_t>(series.size(), 1));
    for (size_t row = 0; row < sizes.size(); ++row) {
        const double rowTop = bars.top() + rowHeight * static_cast<double>(row);
        const QRectF rowBox(area.left(), rowTop, area.width(), rowHeight);
        painter.setFont(font);
        painter.setPen(text);
        painter.drawText(QRectF(area.left(), rowTop, labelWidth - textPixels * 0.5, rowHeight),
            Qt::AlignRight | Qt::AlignVCenter, formatBinarySize(sizes[row]));
        double barTop = rowTop + rowHeight * 0.15;
        for (const SweepChartSeries& one : series) {
            for (const SweepChartPoint& point : one.points)
                if (point.value == sizes[row])
                    if (const std::optional<double> figure = figureOf(point, unit))
                        painter.fillRect(QRectF(bars.left(), barTop, xOf(*figure) - bars.left(), barThickness),
                            one.writes ? colours.writeBars : colours.readBars);
            barTop += barThickness;
        }
        x = tableLeft;
        for (size_t column = 0; column < series.size(); ++column) {
            painter.drawText(QRectF(x, rowBox.top(), columnWidths[column], rowHeight),
                Qt::AlignRight | Qt::AlignVCenter, cellText(series[column], sizes[row]));
            x += columnWidths[column];
        }
    }
    painter.restore();
}

} // namespace ds
