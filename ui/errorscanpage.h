#pragma once

#include "errorscanmap.h"
#include "testpage.h"

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;
class QTreeWidget;

namespace ds {

// HD Tune's error scan: a read-only pass over the drive in blocks, drawn live as a map of blocks
// coloured by how long each took, with the errors and slow blocks listed.
class ErrorScanPage : public TestPage {
    Q_OBJECT
public:
    explicit ErrorScanPage(QWidget* parent = nullptr);

    QString title() const override { return tr("Error scan"); }
    TestKind kind() const override { return TestKind::ErrorScan; }
    RunPlan plan(const TargetChoice& target) const override;
    void runStarted(const RunPlan& plan) override;
    void errorScanBlocksAvailable(const ErrorScanBlockBatch& batch) override;
    void runFinished(FinishedRun finished) override;
    void paintExport(QPainter& painter, const QRectF& area) override;
    QString resultSummary() const override;

    ErrorScanMap* map() const { return m_map; }
    QTreeWidget* problemList() const { return m_problems; }
    QSpinBox* blocksBox() const { return m_blocks; }
    QSpinBox* rangeBox() const { return m_rangePercent; }
    // At most this many problem blocks are listed; the file and the CSV export hold all.
    static constexpr int kMaxListed = 2000;

private:
    void showScan(const ErrorScanResult& scan);

    ErrorScanMap* m_map;
    QTreeWidget* m_problems;
    QSpinBox* m_blocks;
    QSpinBox* m_rangePercent;
    QComboBox* m_transfer;
    QSpinBox* m_queueDepth;
    QDoubleSpinBox* m_slowFactor;
    QDoubleSpinBox* m_verySlowFactor;
    QLabel* m_counts;
    QLabel* m_median;
    // The scan so far, classed against the median of the blocks read so far.
    ErrorScanResult m_live;
};

} // namespace ds
