#pragma once

#include "chartexport.h"
#include "exporttheme.h"
#include "files/sessionfiles.h"
#include "model/compare.h"

#include <QChart>
#include <QColor>
#include <QStringList>
#include <QThreadPool>
#include <QWidget>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QLabel;
class QMenu;
class QPushButton;
class QTabWidget;
class QTableWidget;
class QTreeWidget;
class QTreeWidgetItem;

namespace ds {

class CompareCharts;
struct CompareData;

// The compare view: 2 to 8 runs from session files side by side. Surface curves, block-size and
// queue-depth charts overlaid (one series per run, named in the legend), the key figures with their
// change against the first run coloured by whether that is better, and what changed in the host and
// device facts. Figures, directions and changes come from core/session/compare; files are loaded
// and the comparison is built in worker threads, so eight sessions of a million zones never stall
// the window.
class CompareWindow : public QWidget {
    Q_OBJECT
public:
    explicit CompareWindow(QWidget* parent = nullptr);
    ~CompareWindow() override;

    // Loads session files (in worker threads) and lists them with their runs; the last run of each
    // file is chosen. A file that is not a session is refused with the loader's message.
    void addSessions(const QStringList& paths);
    // The same, ticking run `runIds[i]` of file `paths[i]` instead of its last (the Bench page's drives).
    void addSessionRuns(const QStringList& paths, const QStringList& runIds);
    // The session files offered under "Add → Recent".
    void setRecentSessions(const QStringList& paths);
    // Lists the runs of a session held in memory (the main window's), named `name`, none ticked, at
    // the top of the list; a second call replaces them.
    void offerWindowSession(const Session& session, const QString& name);
    // Lists the latest `count` session files of the library (sessionLibraryDirectory()) that are
    // not listed yet, none of their runs ticked; a file whose runs the window's session holds already
    // is left out.
    void offerLibrary(int count = kOfferedLibraryFiles);
    static constexpr int kOfferedLibraryFiles = 8;
    bool isLoading() const { return m_pendingLoads > 0; }
    bool isComparing() const { return m_comparing; }

    // The list of loaded files (top level) and their runs (checkable children), in order: the
    // first chosen run is the baseline.
    QTreeWidget* selectionList() const { return m_selection; }
    int sessionCount() const;
    // Chooses run `run` (0-based) of file `session` in the list, or not; the comparison follows.
    void setRunChosen(int session, int run, bool chosen);
    int chosenCount() const;
    // Moves a file to the top of the list: its chosen run becomes the baseline.
    void makeBaseline(int session);

    // What the view shows, for tests and export.
    const Comparison* comparison() const;
    QStringList labels() const; // the legend names, one per compared run
    // The compared runs the current chart tab draws (a series of theirs), by their place; every run
    // where the tab has no chart. An export's headline and caption name these only.
    std::vector<int> drawnItems() const;
    QStringList drawnLabels() const;
    // Sets the label of run `run` (0-based) of file `session` in the list; empty gives back the default.
    // A file's run is saved to the file; the main window's run is sent in windowRunRenamed. False
    // with message() set where it cannot be saved.
    bool renameRun(int session, int run, const QString& label);
    // Sets the tags of run `run` of file `session` (normalizedRunTags; a bad one is refused with
    // message() set), saved as renameRun saves a label; the main window's run goes in windowRunRetagged.
    bool retagRun(int session, int run, const QStringList& tags);
    // The run listed there; null where there is none (or its file is still loading).
    const SessionRun* runAt(int session, int run) const;
    QColor colorOf(int item) const; // the colour of a run's series
    QChart* surfaceChart() const;
    QChart* blockSizeChart() const;
    QChart* queueDepthChart() const;
    QChart* sustainedChart() const;
    QTabWidget* chartTabs() const;
    QTableWidget* figureTable() const { return m_figures; }
    QTableWidget* changeTable() const { return m_changes; }
    // Why nothing (or not everything) is shown: too few or too many runs, a bad file. Empty when fine.
    QString message() const;
    // The last error (a bad file, an image that could not be written).
    QString lastError() const { return m_lastError; }

    // The figure table's cells hold their ComparedFigure::Verdict (as int) under this role.
    static constexpr int kVerdictRole = Qt::UserRole + 3;
    // On the "Device confirmed" row: whether the run's device confirmed its bytes (bool).
    static constexpr int kAccountingRole = Qt::UserRole + 4;
    // On a figure's cell with repeats: true where they spread by more than Repeatability::unstableAbove.
    static constexpr int kUnstableRole = Qt::UserRole + 5;
    // The cell colours of the figure table, by verdict.
    static QColor verdictColor(ComparedFigure::Verdict verdict);
    // The colours of the runs' series: eight that tell apart, also for colour-blind readers.
    static QColor seriesColor(int item);

    // The charts' theme (the window's dark palette); each run keeps its colour.
    void setChartTheme(QChart::ChartTheme theme);

    // The exported image's colours, whatever the charts' theme in the window (light, for print, by default).
    void setExportTheme(ExportTheme theme) { m_exportTheme = theme; }
    ExportTheme exportTheme() const { return m_exportTheme; }
    // Exports the chart of the current chart tab with a caption, in the export theme's colours; false with
    // *error set.
    bool exportPng(const QString& path, QSize size, QString* error);
    bool exportSvg(const QString& path, QSize size, QString* error);
    ImageCaption caption() const;

signals:
    // All files asked for are loaded (or refused).
    void sessionsLoaded();
    // A comparison is shown.
    void comparisonShown();
    // The chosen runs cannot be compared (message()).
    void comparisonRefused(const QString& message);
    // The user renamed run `index` of the main window's session (offerWindowSession).
    void windowRunRenamed(size_t index, const QString& label);
    void windowRunRetagged(size_t index, const QStringList& tags);

private:
    void sessionLoaded(QTreeWidgetItem* item, std::shared_ptr<const Session> session, const QString& error);
    void addSessionFiles(const QStringList& paths, bool offered, const QStringList& runIds = {});
    void addRunItems(QTreeWidgetItem* item, const Session& session, bool tickLast);
    bool listsRunsOf(const Session& session, const QTreeWidgetItem* except) const;
    void scheduleCompare();
    void compareChosen();
    void showComparison(std::shared_ptr<CompareData> shown);
    void clearView();
    void setMessage(const QString& message);
    void addSessionsInteractive();
    void renameInteractive(int session, int run);
    void retagInteractive(int session, int run);
    // Changes run `run` of file `session` by `change` and keeps it: saved to its file, or sent by
    // `sendToWindow` for the main window's run. `failure` heads the message where it cannot be saved.
    bool changeRun(int session, int run, const std::function<void(SessionRun&)>& change,
        const std::function<void(size_t, const SessionRun&)>& sendToWindow, const QString& failure);
    void exportInteractive(bool svg);
    QChart* currentChart() const;
    ContentPainter exportPainter() const;
    class ImageColours;

    QThreadPool m_pool;
    // The loaded sessions by their item in the list (null while a file loads).
    std::vector<std::pair<QTreeWidgetItem*, std::shared_ptr<const Session>>> m_sessions;
    int m_pendingLoads = 0;
    quint64 m_generation = 0;
    bool m_comparing = false;
    bool m_compareScheduled = false;
    bool m_updatingList = false;
    QStringList m_loadErrors;
    QString m_lastError;
    QStringList m_recent;
    ExportTheme m_exportTheme = ExportTheme::Light;

    QTreeWidget* m_selection;
    QLabel* m_message;
    QMenu* m_addMenu;
    QPushButton* m_exportButton;
    CompareCharts* m_charts;
    QTableWidget* m_figures;
    QTableWidget* m_changes;
    std::shared_ptr<CompareData> m_shown;
};

} // namespace ds
