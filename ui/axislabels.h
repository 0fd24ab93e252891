#pragma once

#include <QString>
#include <QStringList>

class QAbstractAxis;
class QChart;

namespace ds {

// How labels sit along a horizontal axis: one per category slot (QBarCategoryAxis), one on each of
// evenly spaced ticks (a log axis's powers), or one on each whole value 0 … n-1 of a QCategoryAxis
// whose labels are on values (bars drawn at those positions).
enum class LabelSpacing { Slots, Ticks, Positions };

// Keeps the labels and title of a horizontal axis whole, however narrow the plot, as spreadsheet
// charts do, instead of letting Qt Charts cut them to "12…" or run them into each other: category
// slots' labels that do not fit side by side stand upright (-90°); labels on positions are thinned
// to every second (third …) position; a base-2 log axis labels every second power, or stands its
// labels upright; a title longer than the axis gives way to `shortTitle`. Follows the chart's size
// (window and export).
void keepAxisLabelsWhole(QChart* chart, QAbstractAxis* axis, const QStringList& labels, LabelSpacing spacing,
    const QString& shortTitle = QString());

// Keeps the legend's entries whole: under the plot while they fit in one row there, else in a column
// to its right (Qt Charts cuts entries of a row too long to "Write …"). placeLegend() decides once,
// for a chart whose series changed; keepLegendWhole() also follows the chart's size.
void placeLegend(QChart* chart);
void keepLegendWhole(QChart* chart);

// Whether `labels` fit side by side on a horizontal axis `width` pixels long, in the axis's font.
bool axisLabelsFitFlat(const QAbstractAxis* axis, const QStringList& labels, LabelSpacing spacing, double width);

} // namespace ds
