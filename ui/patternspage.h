#pragma once

#include "sweepcharts.h"
#include "testpage.h"

#include <QList>

#include <functional>
#include <vector>

class QChartView;
class QComboBox;
class QSpinBox;
class QCheckBox;
class QDoubleSpinBox;
class QLineEdit;
class QTableWidget;

namespace ds {

// IOMeter's access specifications, each at several loads, in a table with each pattern's rating.
class PatternsPage : public TestPage {
    Q_OBJECT
public:
    explicit PatternsPage(QWidget* parent = nullptr);
    QString title() const override { return tr("Patterns"); }
    TestKind kind() const override { return TestKind::Patterns; }
    RunPlan plan(const TargetChoice& target) const override;
    void runStarted(const RunPlan& plan) override;
    void sweepPointAvailable(const SweepPointUpdate& update) override;
    void runFinished(FinishedRun finished) override;
    void runFailed() override;
    void paintExport(QPainter& painter, const QRectF& area) override;
    QString resultSummary() const override;
    void saveSettings(QSettings& settings) const override;
    void loadSettings(const QSettings& settings) override;

    QTableWidget* table() const { return m_table; }
    QList<QCheckBox*> patternBoxes() const { return m_patterns; }
    QLineEdit* loadsEdit() const { return m_loads; }
    QDoubleSpinBox* durationBox() const { return m_duration; }

protected:
    // The table in the unit chosen.
    void displayUnitChanged() override;

private:
    // A figure column of the table: its title, whether the drive's mark goes on it, whether it holds
    // the IOPS, its text and its rating's.
    struct FigureColumn {
        QString title;
        bool marked = false;
        bool iops = false;
        std::function<QString(const PointFigures&)> text;
        // The pattern's rating in this column's figure (the rating row); empty for the max latency.
        std::function<QString(const PatternResult&)> rating;
    };
    std::vector<FigureColumn> figureColumns() const;
    // The unit of the ratings chart: IOMeter's IOPS while the table leads with them (MB/s), else the
    // unit View > Unit chose.
    DisplayUnit ratingUnit() const;
    void setHeaders();
    // The table and ratings of `patterns`; `live`: the run goes on, so the load under way gets a
    // marked row and a pattern gets its rating only once all its loads are in.
    void showPatterns(const std::vector<PatternResult>& patterns, bool live);

    QList<QCheckBox*> m_patterns;
    std::vector<PatternResult> m_live; // the running plan's patterns with the loads measured so far
    QLineEdit* m_loads;
    QDoubleSpinBox* m_duration;
    QSpinBox* m_threads = nullptr;
    QLineEdit* m_cpus = nullptr;
    QComboBox* m_data = nullptr;
    QTableWidget* m_table;
    BarChart* m_ratings;
    QChartView* m_view;
};

} // namespace ds
