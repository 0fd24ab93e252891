#pragma once

#include "exportactions.h"
#include "model/plansettings.h"
#include "runpicker.h"
#include "runprogressbar.h"
#include "sessiondocument.h"
#include "testpage.h"
#include "writeconsent.h"

#include <QMainWindow>

#include <functional>
#include <optional>
#include <vector>

class QAction;
class QComboBox;
class QLabel;
class QMenu;
class QTabWidget;

namespace ds {

class BenchPage;
class BenchmarkController;
class CompareWindow;
class CoolDownDialog;
class HealthPage;
class DriveListWidget;
class ElidedLabel;
class PageButtonRows;
class PageSwitcher;

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
    PageButtonRows* pageButtons() const;
    TestPage* currentPage() const;
    TestPage* page(TestKind kind) const;
    // Every test page, in the order they are shown.
    const std::vector<TestPage*>& pages() const { return m_pages; }
    // The Health tab: the selected drive's SMART assessment, counters and temperature history.
    HealthPage* healthPage() const { return m_healthPage; }
    // The Bench tab: every drive in the bench ranked by one key figure.
    BenchPage* benchPage() const { return m_benchPage; }
    // File → Publish to bench: this window's runs into the bench the Bench tab names; false (with the
    // reason shown) where nothing could be published.
    bool publishToBench();
    QAction* publishAction() const { return m_publishAction; }
    // Opens the session file `path` and shows its run `runId` (a bar of the Bench tab); false with the
    // reason shown.
    bool openRunOf(const QString& path, const QString& runId);
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
    void setConfirmation(WriteConsent::Confirm confirm) { m_confirm = std::move(confirm); }

    // The export actions (images, fio job files); the window's own methods below forward to them.
    ExportActions* exports() const { return m_exports; }
    bool exportPng(const QString& path, QSize size, QString* error) { return m_exports->exportPng(path, size, error); }
    bool exportSvg(const QString& path, QSize size, QString* error) { return m_exports->exportSvg(path, size, error); }
    QString fioJobOfShownRun() const { return m_exports->fioJobOfShownRun(); }
    bool saveFioJob(const QString& path, QString* error) { return m_exports->saveFioJob(path, error); }
    QAction* copyFioJobAction() const { return m_exports->copyFioJobAction(); }
    void copyImage(QSize size) { m_exports->copyImage(size); }

    // The window's session document (runs, library, Save As, Open, recent files, journal repair);
    // the window's own methods below forward to it.
    SessionDocument* document() const { return m_document; }
    // Every finished run, or the runs of the file opened last.
    const Session& session() const { return m_document->session(); }
    QString lastLibraryPath() const { return m_document->lastLibraryPath(); }
    bool saveSessionAs(const QString& path) { return m_document->saveAs(path); }
    // Refused (with the reason shown) while a test runs; else SessionDocument::open.
    bool openSession(const QString& path);
    QStringList recentSessions() const { return SessionDocument::recentSessions(); }
    QMenu* recentMenu() const { return m_recentMenu; }
    static constexpr int kMaxRecentSessions = SessionDocument::kMaxRecentSessions;
    const QStringList& journalRepairs() const { return m_document->journalRepairs(); }

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
    std::optional<size_t> shownRun(TestPage* page) const { return m_document->shownRun(page); }

    // Run → Cool-down before tests: the wait before each test and repeat of every page, saved with the
    // window's settings and put into every plan started.
    const CoolDownSettings& coolDown() const { return m_coolDown; }
    void setCoolDown(const CoolDownSettings& coolDown) { m_coolDown = coolDown; }
    QAction* coolDownAction() const { return m_coolDownAction; }
    // The dialog of that action, made on first use (open() shows it without blocking).
    CoolDownDialog* coolDownDialog();

    void setDarkPalette(bool dark);
    // View > Unit: every page's figures in `unit`, saved with the window's settings.
    void setDisplayUnit(DisplayUnit unit);
    DisplayUnit displayUnit() const { return m_displayUnit; }
    QMenu* unitMenu() const { return m_unitMenu; }
    bool isDarkPalette() const { return m_dark; }

protected:
    void closeEvent(QCloseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void addPage(TestPage* page);
    void createActions();
    void updateActions();
    void showProgress(const RunProgress& progress);
    void onFinished(const FinishedRun& finished);
    void onFailed(const RunFailure& failure);
    void showError(const QString& title, const QString& message);
    void updateRecentMenu();
    void updateRunPicker();
    void loadSettings();
    // Selects the first drive this user may read that is not in use; keeps the test file when there is none.
    void selectFirstFreeDrive();
    void saveSettings() const;

    // First of all (it repairs interrupted write tests before any drive is shown).
    SessionDocument* m_document;
    ExportActions* m_exports;
    BenchmarkController* m_controller;
    DriveListWidget* m_driveList;
    PageSwitcher* m_switcher;
    QTabWidget* m_tabs;
    std::vector<TestPage*> m_pages;
    HealthPage* m_healthPage = nullptr;
    BenchPage* m_benchPage = nullptr;
    QAction* m_publishAction = nullptr;
    TestPage* m_runningPage = nullptr;
    RunProgressBar* m_progress;
    ElidedLabel* m_status; // long paths are cut in the middle, the whole message is its tooltip
    QAction* m_start = nullptr;
    QAction* m_stop = nullptr;
    QAction* m_darkAction = nullptr;
    QAction* m_coolDownAction = nullptr;
    CoolDownDialog* m_coolDownDialog = nullptr;
    CoolDownSettings m_coolDown;
    bool m_dark = false;
    QString m_lastError;
    QMenu* m_recentMenu = nullptr;
    QMenu* m_languageMenu = nullptr;
    QMenu* m_unitMenu = nullptr;
    DisplayUnit m_displayUnit = DisplayUnit::MegabytesPerSecond;
    WriteConsent::Confirm m_confirm;
    CompareWindow* m_compare = nullptr;
    RunPicker* m_runPicker = nullptr;
    QAction* m_runPickerAction = nullptr;
};

} // namespace ds
