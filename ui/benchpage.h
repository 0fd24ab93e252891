#pragma once

#include "bench/benchpush.h"
#include "bench/benchstore.h"
#include "chartexport.h"
#include "exporttheme.h"

#include <QWidget>

#include <memory>
#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QScrollArea;

namespace ds {

class BenchBars;
class BenchWorker;

// The Bench tab: one key figure of every drive in the bench ranked as bars (each drive's best, latest or
// median run), narrowed by the same filters as `drivescope-cli bench rank`, whose ranking it asks core
// for (BenchStore::rank); the run behind a bar on hover, opened by a click; the drives chosen opened in
// the compare view; the chart exported as an image or as the CLI's CSV; a drive's history. The bench is
// the library's own index (SQLite, brought up to date when the page reads it) or a shared PostgreSQL
// server named by a URL. Like the Health tab it is no test page: Start and the window's exports leave it
// alone. The bench is read on a thread of its own (BenchWorker): a large library's first index or a slow
// server leaves the window answering, and the page says what it is reading meanwhile.
class BenchPage : public QWidget {
    Q_OBJECT
public:
    explicit BenchPage(QWidget* parent = nullptr);
    ~BenchPage() override;

    QString title() const { return tr("Bench"); }

    // The bench: empty for the library's index, else a postgresql:// URL (no password). False, with the
    // reason in lastError(), for a URL core refuses.
    bool setBenchUrl(const QString& url);
    QString benchUrl() const { return m_benchUrl; }
    // The session library whose index is the default bench (tests use their own).
    void setLibraryDirectory(const QString& directory);
    QString libraryDirectory() const { return m_libraryDirectory; }
    // Opens the bench (bringing the library's index up to date), lists its figures and ranks, on the
    // bench's thread; the page shows the answer when it comes (rankingShown(), or lastError()).
    void requestReload();
    // Ranks again with the page's choices now, on the bench's thread; false, with lastError() set, for a
    // filter refused before anything is asked.
    bool requestRerank();
    // The same, waiting for the answer (the events of the window go on meanwhile); false with lastError()
    // set when the bench cannot be read or a filter is refused.
    bool reload();
    bool rerank();
    // Work asked of the bench's thread and not answered yet.
    bool isBusy() const;
    BenchWorker* worker() const { return m_worker; }
    // The query the page's choices make; throws UserError for a filter core refuses (a size, a date).
    RankQuery query() const;
    const Ranking& ranking() const;
    BenchBars* bars() const { return m_bars; }

    // Publishes the runs of `session` (read from `sessionPath`): pushed to a shared bench, or, for the
    // library's index, the library indexed again (the window's runs are saved there). The outcome is said
    // in statusMessage too.
    std::optional<PushOutcome> publish(const Session& session, const QString& sessionPath);
    QString queuePath() const { return m_queuePath; }
    void setQueuePath(const QString& path) { m_queuePath = path; }

    // The image of the ranking (headline: the figure, its settings, how many drives), PNG or SVG; false
    // with *error set.
    bool exportPng(const QString& path, QSize size, QString* error);
    bool exportSvg(const QString& path, QSize size, QString* error);
    ImageCaption caption() const;
    void setExportTheme(ExportTheme theme) { m_theme = theme; }
    // The ranking as `drivescope-cli bench rank --csv` writes it; false with *error set.
    bool exportCsv(const QString& path, QString* error);

    // Every run of the current bar's drive (by its serial) over time, with the page's figure.
    std::vector<HistoryEntry> historyOfCurrent();
    void showHistoryOfCurrent();

    QString lastError() const { return m_lastError; }
    QComboBox* figureChoice() const { return m_figure; }
    QComboBox* perChoice() const { return m_per; }
    QLineEdit* interfaceFilter() const { return m_interface; }
    QLineEdit* minCapacityFilter() const { return m_minCapacity; }
    QLineEdit* maxCapacityFilter() const { return m_maxCapacity; }
    QLineEdit* hostFilter() const { return m_host; }
    QLineEdit* sinceFilter() const { return m_since; }
    QLineEdit* untilFilter() const { return m_until; }
    QLineEdit* labelFilter() const { return m_label; }
    QComboBox* sourceFilter() const { return m_source; }
    QComboBox* tagFilter() const { return m_tag; }
    QLineEdit* highlightField() const { return m_highlight; }
    QLineEdit* benchField() const { return m_bench; }
    QPushButton* publishButton() const { return m_publish; }
    QPushButton* compareButton() const { return m_compare; }
    QLabel* summaryLabel() const { return m_summary; }

signals:
    // A bar was clicked: its run is `runId` of the session file `path`.
    void runOpenRequested(const QString& path, const QString& runId);
    // Compare: the chosen drives' runs, each a session file and its run.
    void compareRequested(const QStringList& paths, const QStringList& runIds);
    // Publish pressed: the window publishes its session (publish()).
    void publishRequested();
    void statusMessage(const QString& text);
    void rankingShown();

private:
    void showError(const QString& message);
    void waitForBench();
    void showOpened(const QString& display, const QString& damagedCopy, const std::vector<FigureSummary>& figures,
        const std::vector<TagSummary>& tags);
    void showRanking(const Ranking& ranking);
    void listFigures(const std::vector<FigureSummary>& figures);
    void listTags(const std::vector<TagSummary>& tags);
    void scheduleRerank();
    void openRun(int row);
    void compareChosen();
    void exportImageInteractive(bool svg);
    void exportCsvInteractive();
    void applyBenchField();
    ContentPainter contentPainter() const;
    BenchLocation location() const;

    QString m_benchUrl;
    QString m_libraryDirectory;
    QString m_queuePath;
    BenchWorker* m_worker;
    // The bench the worker has open and lists: its name in messages and captions.
    bool m_opened = false;
    bool m_opening = false;
    QString m_openedDisplay;
    // Answers to an older question are dropped: a new bench or new choices were asked for since.
    quint64 m_openGeneration = 0;
    quint64 m_rankGeneration = 0;
    bool m_publishing = false;
    Ranking m_empty;
    QString m_lastError;
    ExportTheme m_theme = ExportTheme::Light;
    bool m_filling = false; // the figure or tag list is being filled: no ranking per item
    bool m_rerankScheduled = false;

    QLineEdit* m_bench;
    QComboBox* m_figure;
    QComboBox* m_per;
    QLineEdit* m_interface;
    QLineEdit* m_minCapacity;
    QLineEdit* m_maxCapacity;
    QLineEdit* m_host;
    QLineEdit* m_since;
    QLineEdit* m_until;
    QLineEdit* m_label;
    QComboBox* m_source;
    QComboBox* m_tag;
    QLineEdit* m_highlight;
    QLabel* m_summary;
    QScrollArea* m_scroll;
    BenchBars* m_bars;
    QPushButton* m_history;
    QPushButton* m_compare;
    QPushButton* m_exportImage;
    QPushButton* m_exportCsv;
    QPushButton* m_publish;
};

} // namespace ds
