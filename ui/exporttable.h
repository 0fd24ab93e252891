#pragma once

#include <QColor>
#include <QString>
#include <QStringList>

#include <vector>

class QPainter;
class QRectF;
class QTableWidget;

namespace ds {

// A table drawn into an exported image as text of the image's own size (a widget grabbed and scaled
// down came out as a 7-pixel miniature): headers, rows, figures right-aligned.
struct ExportTable {
    struct Row {
        QStringList cells;
        bool bold = false; // a summary row (a pattern's rating)
    };
    QStringList headers;
    std::vector<Row> rows;
    int firstFigureColumn = 1; // columns from this one on hold figures, aligned right

    // The texts of a table on a page as the window shows them; bold rows stay bold.
    static ExportTable of(const QTableWidget& widget);

    // The table's text size in `area` for body text of `textPixels`: that size, or smaller where the
    // table is wider or taller than the area.
    double fittedTextPixels(QPainter& painter, const QRectF& area, double textPixels) const;
    // Its height at a text size.
    double heightAt(double textPixels) const;
    // Draws it from the top of `area` in `text` on `background`; returns the height used.
    double paint(
        QPainter& painter, const QRectF& area, double textPixels, const QColor& text, const QColor& background) const;
};

} // namespace ds
