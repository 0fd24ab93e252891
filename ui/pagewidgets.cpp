#include "pagewidgets.h"

#include "model/plansettings.h"
#include "model/workload.h"
#include "translation.h"

#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QSpinBox>
#include <QSplitter>

namespace ds {

void fillBlockSizes(QComboBox* box, uint64_t from, uint64_t to, uint64_t current)
{
    for (uint64_t size = from; size <= to; size *= 2) {
        box->addItem(formatBinarySize(size), QVariant::fromValue<qulonglong>(size));
        if (size == current)
            box->setCurrentIndex(box->count() - 1);
    }
}

QComboBox* blockSizeBox(uint64_t from, uint64_t to, uint64_t current, const QString& tip)
{
    auto* box = new QComboBox;
    fillBlockSizes(box, from, to, current);
    box->setToolTip(tip);
    return box;
}

QSpinBox* spinBox(int min, int max, int value, const QString& tip)
{
    auto* box = new QSpinBox;
    box->setRange(min, max);
    box->setValue(value);
    box->setToolTip(tip);
    return box;
}

QCheckBox* checkBox(const QString& text, bool checked, const QString& tip)
{
    auto* box = new QCheckBox(text);
    box->setChecked(checked);
    box->setToolTip(tip);
    return box;
}

void fillPattern(QComboBox* box, bool randomFirst)
{
    box->addItem(QCoreApplication::translate("SweepPages", "Sequential"), 0);
    box->addItem(QCoreApplication::translate("SweepPages", "Random"), 100);
    box->setCurrentIndex(randomFirst ? 1 : 0);
    box->setToolTip(QCoreApplication::translate("SweepPages",
        "Sequential requests follow each other, as when copying a large file; random ones jump across the "
        "drive, as a database or the system does. Hard disks are far slower at random."));
}

QSpinBox* threadsBox()
{
    QSpinBox* box = spinBox(1, static_cast<int>(WorkloadSpec::kMaxJobs), 1,
        QCoreApplication::translate("SweepPages",
            "Threads (fio's jobs, CrystalDiskMark's T): workers on the drive side by side, each keeping its "
            "own queue of this depth. Their figures are added up."));
    box->setObjectName(QStringLiteral("threads"));
    return box;
}

QLineEdit* cpusBox()
{
    auto* box = new QLineEdit;
    box->setObjectName(QStringLiteral("cpus"));
    box->setPlaceholderText(QCoreApplication::translate("SweepPages", "any (%1)").arg(availableCpus()));
    box->setToolTip(QCoreApplication::translate("SweepPages",
        "Pin the threads to these CPUs, in turn (fio's cpus_allowed): \"0,2,4-7\". Empty: wherever the system "
        "puts them."));
    return box;
}

std::vector<unsigned> cpusOf(const QLineEdit* box)
{
    const QString text = box->text().trimmed();
    return text.isEmpty() ? std::vector<unsigned> {} : parseCpuList(text);
}

QComboBox* dataBox()
{
    auto* box = new QComboBox;
    box->setObjectName(QStringLiteral("data"));
    box->addItem(QCoreApplication::translate("SweepPages", "Random"), 0);
    box->addItem(QCoreApplication::translate("SweepPages", "All zeros (0x00)"), 1);
    box->setToolTip(QCoreApplication::translate("SweepPages",
        "What the writes carry. Random data cannot be compressed; drives that compress or deduplicate "
        "write zeros much faster."));
    return box;
}

DataPattern dataOf(const QComboBox* box)
{
    return box->currentData().toInt() == 1 ? DataPattern::Zero : DataPattern::Random;
}

QDoubleSpinBox* makeDurationBox(double seconds)
{
    auto* box = new QDoubleSpinBox;
    box->setRange(0.2, 600);
    box->setDecimals(1);
    box->setValue(seconds);
    box->setSuffix(QCoreApplication::translate("SweepPages", " s"));
    box->setToolTip(QCoreApplication::translate("SweepPages",
        "How long each point is measured, after a warm-up that is not counted. Longer gives steadier "
        "figures; a drive with a write cache needs long runs to show its real write speed."));
    return box;
}

QDoubleSpinBox* secondsBox(double value, double min, const QString& tip)
{
    auto* box = new QDoubleSpinBox;
    box->setRange(min, 3600);
    box->setDecimals(1);
    box->setValue(value);
    box->setSuffix(QCoreApplication::translate("Pages", " s"));
    box->setToolTip(tip);
    return box;
}

uint64_t sizeOf(const QComboBox* box) { return box->currentData().toULongLong(); }

void selectData(QComboBox* box, const QVariant& value)
{
    const int index = box->findData(value);
    if (index >= 0)
        box->setCurrentIndex(index);
}

QChartView* makeChartView(QChart* chart)
{
    auto* view = new QChartView(chart);
    view->setRenderHint(QPainter::Antialiasing);
    return view;
}

QSplitter* chartOverTable(QWidget* chart, QWidget* table)
{
    auto* splitter = new QSplitter(Qt::Vertical);
    splitter->addWidget(chart);
    splitter->addWidget(table);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setChildrenCollapsible(false);
    return splitter;
}

} // namespace ds
