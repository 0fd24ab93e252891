#pragma once

#include "bench/benchstore.h"

#include <QDialog>

#include <vector>

class QTableWidget;

namespace ds {

// A drive's history in the bench: every run of one serial over time with the page's figure, the firmware
// it ran (a change marked where it happened) and the SMART wear recorded after it. Double-click or Enter
// on a row opens that run.
class BenchHistoryDialog : public QDialog {
    Q_OBJECT
public:
    BenchHistoryDialog(const QString& model, const QString& serial, const QString& figure,
        const std::vector<HistoryEntry>& entries, QWidget* parent = nullptr);

    QTableWidget* table() const { return m_table; }
    // The rows where the firmware differs from the run before.
    const std::vector<int>& firmwareChanges() const { return m_firmwareChanges; }

signals:
    void runOpenRequested(const QString& path, const QString& runId);

private:
    std::vector<HistoryEntry> m_entries;
    std::vector<int> m_firmwareChanges;
    QTableWidget* m_table;
};

} // namespace ds
