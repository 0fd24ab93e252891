#pragma once

#include "model/session.h"
#include "testpage.h"

#include <QMainWindow>

#include <functional>
#include <map>
#include <optional>
#include <vector>

class QAction;
class QComboBox;
class QLabel;
class QMenu;
class QProgressBar;
class QTabWidget;

namespace ds {

class BenchmarkController;
class CompareWindow;
class DriveListWidget;
class ElidedLabel;

// The DriveScope window: the drive list on the left, a page per test in the middle, the progress
// bar with its ETA at the bottom. Tests run in the controller's worker thread; this thread only
// shows what arrives.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    DriveListWidget* driveList() const { return m_driveList; }
    BenchmarkController* controller() const { return m_controller; }
    QTabWidget* tabs() const { return m_tabs; }
    TestPage* currentPage() const;
    TestPage* page(TestKind kind) const;
    QProgressBar* progressBar() const { return m_progress; }
    QAction* startAction() const { return m_start; }
    QMenu* languageMenu() const { return m_languageMenu; } // View > Language
    // Applies the language chosen in View > Language at once: a new window in that language takes
    // this one's place, settings and shown runs, and this one closes; the new window is returned.
    // While a test runs it only says that the language applies later, and returns nullptr.
    MainWindow* applyChosenLanguage();
    QAction* stopAction() const { return m_stop; }
    QString statusText() const;
    // The last error the window showed (also in a message box that does not block).
    QString lastError() const { return m_lastError; }

    // Starts the current page's test on the selected target; false (with the reason shown) when it
    // cannot. A destructive test first asks for the device's name; `confirm` replaces that dialog
    // (tests), returning the typed name.
    bool startRun();
    void stopRun();
    void setConfirmation(std::function<QString(const QString& devicePath, const QString& description)> confirm)
    {
        m_confirm = std::move(confirm);
    }

    // Exports the current page; false with *error set when the file cannot be written.
    bool exportPng(const QString& path, QSize size, QString* error);
    bool exportSvg(const QString& path, QSize size, QString* error);

    // The run the current page shows as a fio job file, to check its figures with fio; throws
    // UserError when the page shows no run.
    QString fioJobOfShownRun() const;
    // Writes that job file; false with *error set when it cannot be written.
    bool saveFioJob(const QString& path, QString* error);
    QAction* copyFioJobAction() const { return m_copyFioJob; }
    void copyImage(QSize size);

    // The session of this window: every finished run, or the runs of the file opened last.
    const Session& session() const { return m_session; }
    // Where the last finished run was saved in the session library; empty when it was not.
    QString lastLibraryPath() const { return m_lastLibraryPath; }
    // Writes the session to `path`; false (with the reason shown) when it cannot.
    bool saveSessionAs(const QString& path);
    // Loads a session file and shows its runs in their pages; false (with the reason shown) for a
    // file that is not a session. Touches no device.
    bool openSession(const QString& path);
    // The session files opened or saved last, newest first (at most kMaxRecentSessions).
    QStringList recentSessions() const;
    QMenu* recentMenu() const { return m_recentMenu; }
    static constexpr int kMaxRecentSessions = 10;
    // What the start found in interrupted write tests' journals and did about it.
    const QStringList& journalRepairs() const { return m_journalRepairs; }

    // The compare view (File → Compare sessions…), made on first use.
    CompareWindow* compareWindow();
    // Shows the compare view with these session files added; the recent list is offered there too.
    void compareSessions(const QStringList& paths);

    // The run picker: when the session holds several runs of the current page's test, it chooses
    // which one the page shows. Hidden when there is one or none.
    QComboBox* runPicker() const { return m_runPicker; }
    // Shows run `index` of the session (0-based) in its page; false (with the reason shown) when no
    // page draws it.
    bool showSessionRun(size_t index);
    // The session run the page shows; nullopt when it shows none from the session.
    std::optional<size_t> shownRun(TestPage* page) const;

    void setDarkPalette(bool dark);
    bool isDarkPalette() const { return m_dark; }

protected:
    void closeEvent(QCloseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void addPage(TestPage* page);
    void createActions();
    void createLanguageMenu(QMenu* parent);
    void updateActions();
    void showProgress(const RunProgress& progress);
    void onFinished(const RunOutcome& outcome);
    void onFailed(const RunFailure& failure);
    void exportPngInteractive();
    void exportSvgInteractive();
    void copyFioJob();
    void saveFioJobInteractive();
    bool askExportSize(QSize* size);
    void showError(const QString& title, const QString& message);
    void recordRun(const RunOutcome& outcome, TestPage* page);
    void saveSessionInteractive();
    void openSessionInteractive();
    void addRecentSession(const QString& path);
    void updateRecentMenu();
    void updateRunPicker();
    void loadSettings();
    // Selects the first drive this user may read that is not in use; keeps the test file when there is none.
    void selectFirstFreeDrive();
    void saveSettings() const;
    QColor exportBackground() const;

    // First of all: interrupted write tests are repaired before any drive is shown.
    QStringList m_journalRepairs;
    BenchmarkController* m_controller;
    DriveListWidget* m_driveList;
    QTabWidget* m_tabs;
    std::vector<TestPage*> m_pages;
    TestPage* m_runningPage = nullptr;
    QProgressBar* m_progress;
    ElidedLabel* m_status; // long paths are cut in the middle, the whole message is its tooltip
    QAction* m_start = nullptr;
    QAction* m_stop = nullptr;
    QAction* m_exportPng = nullptr;
    QAction* m_exportSvg = nullptr;
    QAction* m_copy = nullptr;
    QAction* m_copyFioJob = nullptr;
    QAction* m_saveFioJob = nullptr;
    QAction* m_darkAction = nullptr;
    QSize m_exportSize = kDefaultExportSize;
    bool m_dark = false;
    QString m_lastError;
    Session m_session;
    QString m_lastLibraryPath;
    QMenu* m_recentMenu = nullptr;
    QMenu* m_languageMenu = nullptr;
    std::function<QString(const QString&, const QString&)> m_confirm;
    CompareWindow* m_compare = nullptr;
    QComboBox* m_runPicker = nullptr;
    QAction* m_runPickerAction = nullptr;
    std::map<TestPage*, size_t> m_shownRuns; // which session run each page shows
};

} // namespace ds
