#include "benchhistorydialog.h"

#include <QDateTime>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>

namespace ds {

BenchHistoryDialog::BenchHistoryDialog(const QString& model, const QString& serial, const QString& figure,
    const std::vector<HistoryEntry>& entries, QWidget* parent)
    : QDialog(parent)
    , m_entries(entries)
    , m_table(new QTableWidget(static_cast<int>(entries.size()), 6))
{
    setWindowTitle(tr("History of %1").arg(model.isEmpty() ? serial : model));
    m_table->setHorizontalHeaderLabels(
        { tr("Date"), figure, tr("Firmware"), tr("Wear (SMART)"), tr("Label"), tr("Test and settings") });
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    QString firmware;
    for (size_t i = 0; i < entries.size(); ++i) {
        const HistoryEntry& entry = entries[i];
        const int row = static_cast<int>(i);
        const QDateTime started = QDateTime::fromString(entry.startedAt, Qt::ISODate);
        m_table->setItem(row, 0,
            new QTableWidgetItem(
                started.isValid() ? QLocale().toString(started.toLocalTime(), QLocale::ShortFormat) : entry.startedAt));
        m_table->setItem(row, 1,
            new QTableWidgetItem(entry.value ? QLocale().toString(*entry.value, 'g', 6) : tr("(not measured)")));
        // The first run has nothing to change from; a later one that differs is marked where it changed.
        const bool changed = !firmware.isEmpty() && entry.firmware != firmware;
        auto* firmwareItem
            = new QTableWidgetItem(changed ? tr("%1 (changed from %2)").arg(entry.firmware, firmware) : entry.firmware);
        if (changed) {
            QFont bold = firmwareItem->font();
            bold.setBold(true);
            firmwareItem->setFont(bold);
            m_firmwareChanges.push_back(row);
        }
        firmware = entry.firmware;
        m_table->setItem(row, 2, firmwareItem);
        m_table->setItem(row, 3,
            new QTableWidgetItem(
                entry.wearPercent ? tr("%1 % used").arg(QLocale().toString(*entry.wearPercent)) : tr("not recorded")));
        m_table->setItem(row, 4, new QTableWidgetItem(entry.label + (entry.partial ? tr(" (stopped)") : QString())));
        m_table->setItem(row, 5, new QTableWidgetItem(entry.title));
        m_table->item(row, 5)->setToolTip(tr("%1 · host %2 · %3").arg(entry.title, entry.host, entry.source));
    }
    m_table->resizeColumnsToContents();
    connect(m_table, &QTableWidget::cellActivated, this, [this](int row, int) {
        const HistoryEntry& entry = m_entries[static_cast<size_t>(row)];
        if (!entry.sessionPath.isEmpty())
            emit runOpenRequested(entry.sessionPath, entry.runId);
    });
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(
        new QLabel(tr("%1 · serial %2: %n run(s)", nullptr, static_cast<int>(entries.size())).arg(model, serial)));
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    resize(820, 420);
}

} // namespace ds
