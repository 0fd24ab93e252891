#include "exporttable.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QTableWidget>

#include <algorithm>
#include <cmath>

namespace ds {

namespace {
    constexpr double kRowHeight = 1.5; // of the text size
    constexpr double kPadding = 1.1; // between columns, of the text size

    QFont fontAt(const QFont& base, double textPixels, bool bold)
    {
        QFont font = base;
        font.setPixelSize(std::max(1, static_cast<int>(std::lround(textPixels))));
        font.setBold(bold);
        return font;
    }

    std::vector<double> columnWidths(const ExportTable& table, QPainter& painter, double textPixels)
    {
        const QFontMetricsF plain(fontAt(painter.font(), textPixels, false), painter.device());
        const QFontMetricsF bold(fontAt(painter.font(), textPixels, true), painter.device());
        std::vector<double> widths(static_cast<size_t>(table.headers.size()), 0.0);
        auto widen = [&](qsizetype column, double width) {
            if (column >= static_cast<qsizetype>(widths.size()))
                widths.resize(static_cast<size_t>(column) + 1, 0.0);
            widths[static_cast<size_t>(column)] = std::max(widths[static_cast<size_t>(column)], width);
        };
        for (qsizetype column = 0; column < table.headers.size(); ++column)
            widen(column, bold.horizontalAdvance(table.headers[column]));
        for (const ExportTable::Row& row : table.rows)
            for (qsizetype column = 0; column < row.cells.size(); ++column)
                widen(column, (row.bold ? bold : plain).horizontalAdvance(row.cells[column]));
        for (double& width : widths)
            width += textPixels * kPadding;
        return widths;
    }
}

ExportTable ExportTable::of(const QTableWidget& widget)
{
    ExportTable table;
    for (int column = 0; column < widget.columnCount(); ++column) {
        const QTableWidgetItem* header = widget.horizontalHeaderItem(column);
        table.headers += header ? header->text() : QString();
    }
    for (int row = 0; row < widget.rowCount(); ++row) {
        Row cells;
        for (int column = 0; column < widget.columnCount(); ++column) {
            const QTableWidgetItem* item = widget.item(row, column);
            cells.cells += item ? item->text() : QString();
            cells.bold = cells.bold || (item && item->font().bold());
        }
        table.rows.push_back(std::move(cells));
    }
    return table;
}

double ExportTable::heightAt(double textPixels) const
{
    return static_cast<double>(rows.size() + 1) * textPixels * kRowHeight + textPixels * 0.3;
}

double ExportTable::fittedTextPixels(QPainter& painter, const QRectF& area, double textPixels) const
{
    const std::vector<double> widths = columnWidths(*this, painter, textPixels);
    double width = 0;
    for (double column : widths)
        width += column;
    double fitted = textPixels;
    if (width > area.width() && width > 0)
        fitted = std::min(fitted, textPixels * area.width() / width);
    if (heightAt(textPixels) > area.height())
        fitted = std::min(fitted, textPixels * area.height() / heightAt(textPixels));
    // Text widths do not shrink exactly with the font: measured again at the smaller size.
    if (fitted < textPixels) {
        const std::vector<double> smaller = columnWidths(*this, painter, fitted);
        double again = 0;
        for (double column : smaller)
            again += column;
        if (again > area.width() && again > 0)
            fitted *= area.width() / again;
    }
    return fitted;
}

double ExportTable::paint(
    QPainter& painter, const QRectF& area, double textPixels, const QColor& text, const QColor& background) const
{
    const std::vector<double> widths = columnWidths(*this, painter, textPixels);
    double tableWidth = 0;
    for (double column : widths)
        tableWidth += column;
    // Spare width goes to the columns evenly, up to half as wide again: a wide image keeps its table
    // together rather than stretched across.
    const double spare = std::clamp(area.width() - tableWidth, 0.0, tableWidth * 0.5);
    const double extra = widths.empty() ? 0 : spare / static_cast<double>(widths.size());
    const double rowHeight = textPixels * kRowHeight;
    const bool light = background.lightnessF() > 0.5;
    const QColor stripe = light ? background.darker(104) : background.lighter(125);
    const QColor rule = light ? QColor(150, 150, 150) : QColor(120, 120, 120);
    const double pad = textPixels * kPadding / 2;

    painter.save();
    auto paintRow = [&](double y, const QStringList& cells, bool bold, bool header) {
        painter.setFont(fontAt(painter.font(), textPixels, bold || header));
        double x = area.left();
        for (size_t column = 0; column < widths.size(); ++column) {
            const double width = widths[column] + extra;
            const QString cell
                = static_cast<qsizetype>(column) < cells.size() ? cells[static_cast<qsizetype>(column)] : QString();
            const bool figure = static_cast<int>(column) >= firstFigureColumn;
            painter.drawText(QRectF(x + pad, y, width - 2 * pad, rowHeight),
                (figure ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter, cell);
            x += width;
        }
    };
    const double width = tableWidth + spare;
    double y = area.top();
    painter.setPen(text);
    paintRow(y, headers, true, true);
    y += rowHeight;
    painter.setPen(QPen(rule, std::max(1.0, textPixels / 12)));
    painter.drawLine(QPointF(area.left(), y), QPointF(area.left() + width, y));
    for (size_t index = 0; index < rows.size(); ++index) {
        if (index % 2 == 1)
            painter.fillRect(QRectF(area.left(), y, width, rowHeight), stripe);
        if (rows[index].bold && index > 0 && !rows[index - 1].bold) {
            painter.setPen(QPen(rule, 1));
            painter.drawLine(QPointF(area.left(), y), QPointF(area.left() + width, y));
        }
        painter.setPen(text);
        paintRow(y, rows[index].cells, rows[index].bold, false);
        y += rowHeight;
    }
    painter.restore();
    return y - area.top();
}

} // namespace ds
