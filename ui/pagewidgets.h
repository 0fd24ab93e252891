#pragma once

#include <QString>

#include <algorithm>
#include <cstdint>
#include <vector>

class QChart;
class QChartView;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLineEdit;
class QSpinBox;
class QSplitter;
class QVariant;
class QWidget;

namespace ds {

enum class DataPattern;

// Small widgets the test pages share, so that a setting reads and behaves the same on every page.

// The combo of block sizes from `from` to `to` (powers of two), `current` selected.
void fillBlockSizes(QComboBox* box, uint64_t from, uint64_t to, uint64_t current);
// A new combo filled by fillBlockSizes, with `tip`.
QComboBox* blockSizeBox(uint64_t from, uint64_t to, uint64_t current, const QString& tip);
QSpinBox* spinBox(int min, int max, int value, const QString& tip);
QCheckBox* checkBox(const QString& text, bool checked, const QString& tip);
// Sequential (data 0) and random (data 100) access, as the sweeps offer it.
void fillPattern(QComboBox* box, bool randomFirst);
// Threads per target (WorkloadSpec::jobs, CrystalDiskMark's T), 1 to the most a spec takes.
QSpinBox* threadsBox();
// The CPUs the threads are pinned to, in turn ("0,2,4-7"; WorkloadSpec::cpus); empty: not pinned.
QLineEdit* cpusBox();
// The CPUs a box made by cpusBox names; throws UserError for a list the machine cannot take.
std::vector<unsigned> cpusOf(const QLineEdit* box);
// Random (data 0) or all-zero (data 1) test data (WorkloadSpec::data).
QComboBox* dataBox();
// The test data a combo filled by dataBox has selected.
DataPattern dataOf(const QComboBox* box);
// The sweeps' seconds per point, with the tooltip that explains the warm-up.
QDoubleSpinBox* makeDurationBox(double seconds);
// A box of seconds from `min` to an hour.
QDoubleSpinBox* secondsBox(double value, double min, const QString& tip);
// The block size a combo filled by fillBlockSizes has selected.
uint64_t sizeOf(const QComboBox* box);
// Selects the item with `value` as its data; leaves the selection where there is none.
void selectData(QComboBox* box, const QVariant& value);
QChartView* makeChartView(QChart* chart);
// A measured time of `seconds` after a warm-up of a quarter of it, at most half a second, that is not
// counted: the window's rule for every workload it times.
template <typename Timing> void setMeasuredTime(Timing& timing, double seconds)
{
    timing.durationSeconds = seconds;
    timing.warmupSeconds = std::min(0.5, seconds / 4);
}
// The chart over its table of exact figures; the user can move the line between them.
QSplitter* chartOverTable(QWidget* chart, QWidget* table);

} // namespace ds
