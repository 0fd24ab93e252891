#pragma once

#include <QString>

#include <cstdint>

class QChart;
class QChartView;
class QComboBox;
class QDoubleSpinBox;
class QSplitter;
class QVariant;
class QWidget;

namespace ds {

// Small widgets the test pages share, so that a setting reads and behaves the same on every page.

// The combo of block sizes from `from` to `to` (powers of two), `current` selected.
void fillBlockSizes(QComboBox* box, uint64_t from, uint64_t to, uint64_t current);
// Sequential (data 0) and random (data 100) access, as the sweeps offer it.
void fillPattern(QComboBox* box, bool randomFirst);
// The sweeps' seconds per point, with the tooltip that explains the warm-up.
QDoubleSpinBox* makeDurationBox(double seconds);
// A box of seconds from `min` to an hour.
QDoubleSpinBox* secondsBox(double value, double min, const QString& tip);
// The block size a combo filled by fillBlockSizes has selected.
uint64_t sizeOf(const QComboBox* box);
// Selects the item with `value` as its data; leaves the selection where there is none.
void selectData(QComboBox* box, const QVariant& value);
QChartView* makeChartView(QChart* chart);
// The chart over its table of exact figures; the user can move the line between them.
QSplitter* chartOverTable(QWidget* chart, QWidget* table);

} // namespace ds
