#include "mainwindow.h"

#include "benchpage.h"
#include "blocksizepage.h"
#include "compactlayout.h"
#include "comparewindow.h"
#include "consistencypage.h"
#include "cooldowndialog.h"
#include "darkpalette.h"
#include "device/driveenumerator.h"
#include "drivelistwidget.h"
#include "errorscanpage.h"
#include "exportactions.h"
#include "healthpage.h"
#include "model/plansettings.h"
#include "model/usererror.h"
#include "multidrivepage.h"
#include "pageswitcher.h"
#include "patternspage.h"
#include "ptspage.h"
#include "queuedepthpage.h"
#include "quicksuitepage.h"
#include "rendercommand.h"
#include "run/runner/benchmarkcontroller.h"
#include "runpicker.h"
#include "runprogressbar.h"
#include "sessiondocument.h"
#include "surfacepage.h"
#include "sustainedpage.h"
#include "themedchart.h"
#include "tooltips.h"
#include "translation.h"
#include "unitnames.h"
#include "writeconsent.h"

#include <algorithm>

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QChart>
#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QResizeEvent>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QToolBar>
#include <QTreeWidget>
#include <QUrl>

static void initDriveScopeResources() { Q_INIT_RESOURCE(drivescope); }

namespace ds {

namespace {
    QStringList sessionFilesOf(const QMimeData* data)
    {
        QStringList files;
        if (!data || !data->hasUrls())
            return files;
        for (const QUrl& url : data->urls())
            if (url.isLocalFile() && url.toLocalFile().endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
                files += url.toLocalFile();
        return files;
    }
}

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_document(new SessionDocument([this](TestKind kind) { return page(kind); }, this))
    , m_exports(new ExportActions([this]() { return currentPage(); }, m_document, this))
    , m_controller(new BenchmarkController(this))
    , m_driveList(new DriveListWidget)
    , m_switcher(new PageSwitcher)
    , m_tabs(m_switcher->tabs())
    , m_progress(new RunProgressBar)
    , m_status(new ElidedLabel)
{
    initDriveScopeResources();
    setWindowTitle(tr("DriveScope"));
    setObjectName(QStringLiteral("MainWindow"));

    auto* dock = new QDockWidget(tr("Drives"), this);
    dock->setObjectName(QStringLiteral("drives"));
    dock->setWidget(m_driveList);
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    addDockWidget(Qt::LeftDockWidgetArea, dock);
    resizeDocks({ dock }, { 470 }, Qt::Horizontal); // room for size, transport and state

    addPage(new SurfacePage);
    addPage(new BlockSizePage);
    addPage(new QueueDepthPage);
    addPage(new PatternsPage);
    addPage(new QuickSuitePage);
    auto* multi = new MultiDrivePage;
    addPage(multi);
    addPage(new SustainedPage);
    addPage(new ConsistencyPage);
    addPage(new ErrorScanPage);
    addPage(new PtsPage);
    connect(m_driveList, &DriveListWidget::targetChanged, multi, &MultiDrivePage::setSelectedTarget);
    multi->setSelectedTarget(m_driveList->currentTarget());
    // Not a test: no TestPage, so Start and the exports leave it alone.
    m_healthPage = new HealthPage;
    m_tabs->addTab(m_healthPage, m_healthPage->title());
    connect(m_driveList, &DriveListWidget::targetChanged, m_healthPage, &HealthPage::setTarget);
    m_healthPage->setTarget(m_driveList->currentTarget());
    m_benchPage = new BenchPage;
    m_tabs->addTab(m_benchPage, m_benchPage->title());
    connect(m_benchPage, &BenchPage::statusMessage, m_status, &ElidedLabel::setText);
    connect(m_benchPage, &BenchPage::runOpenRequested, this, &MainWindow::openRunOf);
    connect(m_benchPage, &BenchPage::publishRequested, this, &MainWindow::publishToBench);
    connect(
        m_benchPage, &BenchPage::compareRequested, this, [this](const QStringList& paths, const QStringList& runIds) {
            CompareWindow* window = compareWindow();
            window->addSessionRuns(paths, runIds);
            window->show();
            window->raise();
            window->activateWindow();
        });
    // The bench is read when its tab is first shown, not at every start.
    connect(m_tabs, &QTabWidget::currentChanged, this, [this]() {
        if (m_tabs->currentWidget() == m_benchPage && m_benchPage->ranking().figureKey.isEmpty()
            && m_benchPage->lastError().isEmpty() && !m_benchPage->isBusy())
            m_benchPage->requestReload();
    });
    setCentralWidget(m_switcher);

    statusBar()->addWidget(m_status, 1);
    statusBar()->addPermanentWidget(m_progress);

    createActions();
    connect(m_controller, &BenchmarkController::progressAvailable, this, &MainWindow::showProgress);
    connect(m_controller, &BenchmarkController::surfaceZonesAvailable, this, [this](const SurfaceZoneBatch& batch) {
        if (m_runningPage)
            m_runningPage->surfaceZonesAvailable(batch);
    });
    connect(m_controller, &BenchmarkController::sweepPointAvailable, this, [this](const SweepPointUpdate& update) {
        if (m_runningPage)
            m_runningPage->sweepPointAvailable(update);
    });
    connect(m_controller, &BenchmarkController::quickTestAvailable, this, [this](const QuickTestUpdate& update) {
        if (m_runningPage)
            m_runningPage->quickTestAvailable(update);
    });
    connect(
        m_controller, &BenchmarkController::sustainedSamplesAvailable, this, [this](const SustainedSampleBatch& batch) {
            if (m_runningPage)
                m_runningPage->sustainedSamplesAvailable(batch);
        });
    connect(
        m_controller, &BenchmarkController::errorScanBlocksAvailable, this, [this](const ErrorScanBlockBatch& batch) {
            if (m_runningPage)
                m_runningPage->errorScanBlocksAvailable(batch);
        });
    connect(m_controller, &BenchmarkController::accessSamplesAvailable, this, [this](const AccessSampleBatch& batch) {
        if (m_runningPage)
            m_runningPage->accessSamplesAvailable(batch);
    });
    connect(m_controller, &BenchmarkController::ptsRoundAvailable, this, [this](const PtsRoundUpdate& update) {
        if (m_runningPage)
            m_runningPage->ptsRoundAvailable(update);
    });
    connect(m_controller, &BenchmarkController::timeIntervalsAvailable, this, [this](const TimeIntervalBatch& batch) {
        if (m_runningPage)
            m_runningPage->timeIntervalsAvailable(batch);
    });
    connect(m_controller, &BenchmarkController::runFinished, this, &MainWindow::onFinished);
    connect(m_controller, &BenchmarkController::runFailed, this, &MainWindow::onFailed);
    connect(m_controller, &BenchmarkController::runningChanged, this, &MainWindow::updateActions);
    connect(m_tabs, &QTabWidget::currentChanged, this, &MainWindow::updateActions);

    m_status->setText(tr("Pick a drive or the test file, then press F5 to start."));
    setAcceptDrops(true);
    wrapLongToolTips(); // the long explanations wrap at a readable width, not one line across the screen
    connect(m_document, &SessionDocument::message, m_status, &ElidedLabel::setText);
    connect(m_document, &SessionDocument::savedToLibrary, this,
        [this](const QString& path) { m_status->setText(tr("%1 · saved to %2").arg(m_status->text(), path)); });
    connect(m_document, &SessionDocument::failed, this, &MainWindow::showError);
    connect(m_document, &SessionDocument::pageShown, m_tabs, &QTabWidget::setCurrentWidget);
    connect(m_document, &SessionDocument::changed, this, &MainWindow::updateActions);
    connect(m_document, &SessionDocument::recentSessionsChanged, this, &MainWindow::updateRecentMenu);
    connect(m_exports, &ExportActions::message, m_status, &ElidedLabel::setText);
    connect(m_exports, &ExportActions::failed, this, &MainWindow::showError);
    loadSettings();
    updateRecentMenu();
    updateActions();
    if (!journalRepairs().isEmpty())
        showError(tr("Interrupted write tests"),
            tr("DriveScope found write tests that had been interrupted:\n%1")
                .arg(journalRepairs().join(QLatin1Char('\n'))));
}

MainWindow::~MainWindow() = default;

void MainWindow::addPage(TestPage* page)
{
    m_pages.push_back(page);
    compactSettings(page);
    m_tabs->addTab(page, page->title());
    connect(page, &TestPage::startRequested, this, &MainWindow::startRun);
    page->setTarget(m_driveList->currentTarget());
    connect(m_driveList, &DriveListWidget::targetChanged, page, &TestPage::setTarget);
    // The page's own button does what F5 and Esc do.
    connect(page->startButton(), &QPushButton::clicked, this, [this]() {
        if (m_controller->isRunning())
            stopRun();
        else
            startRun();
    });
    connect(page, &TestPage::statusMessage, m_status, &ElidedLabel::setText); // its own: the whole text kept
}

PageButtonRows* MainWindow::pageButtons() const { return m_switcher->buttons(); }

TestPage* MainWindow::currentPage() const { return qobject_cast<TestPage*>(m_tabs->currentWidget()); }

TestPage* MainWindow::page(TestKind kind) const
{
    for (TestPage* candidate : m_pages)
        if (candidate->kind() == kind)
            return candidate;
    return nullptr;
}

void MainWindow::createActions()
{
    m_start = new QAction(QIcon(QStringLiteral(":/icons/start.svg")), tr("&Start"), this);
    m_start->setShortcut(QKeySequence(Qt::Key_F5));
    m_start->setToolTip(tr("Start the test of this page on the selected drive (F5)"));
    connect(m_start, &QAction::triggered, this, &MainWindow::startRun);
    m_stop = new QAction(QIcon(QStringLiteral(":/icons/stop.svg")), tr("S&top"), this);
    m_stop->setShortcut(QKeySequence(Qt::Key_Escape));
    m_stop->setToolTip(tr("Stop the test; what was measured so far is kept (Esc)"));
    connect(m_stop, &QAction::triggered, this, &MainWindow::stopRun);

    m_coolDownAction = new QAction(tr("&Cool-down before tests…"), this);
    m_coolDownAction->setToolTip(tr("Wait before each test and each repeat until the drive is below a temperature "
                                    "or has been idle for a while"));
    connect(m_coolDownAction, &QAction::triggered, this, [this]() {
        CoolDownDialog* dialog = coolDownDialog();
        dialog->setSettings(m_coolDown);
        dialog->open();
    });

    auto* quit = new QAction(tr("&Quit"), this);
    quit->setShortcut(QKeySequence::Quit);
    connect(quit, &QAction::triggered, this, &QWidget::close);

    m_darkAction = new QAction(tr("Dar&k palette"), this);
    m_darkAction->setCheckable(true);
    m_darkAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    m_darkAction->setToolTip(tr("Switch between the light and the dark palette; exported images follow it"));
    connect(m_darkAction, &QAction::toggled, this, &MainWindow::setDarkPalette);
    auto* refresh = new QAction(tr("&Refresh drives"), this);
    refresh->setShortcut(QKeySequence(Qt::Key_F6));
    connect(refresh, &QAction::triggered, m_driveList, &DriveListWidget::refresh);
    auto* focusDrives = new QAction(tr("Go to the &drive list"), this);
    focusDrives->setShortcut(QKeySequence(Qt::ALT | Qt::Key_1));
    connect(focusDrives, &QAction::triggered, this, [this]() { m_driveList->tree()->setFocus(); });
    auto* focusPage = new QAction(tr("Go to the test &page"), this);
    focusPage->setShortcut(QKeySequence(Qt::ALT | Qt::Key_2));
    connect(focusPage, &QAction::triggered, this, [this]() { m_switcher->buttons()->focusCurrent(); });

    auto* open = new QAction(tr("&Open session…"), this);
    open->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_O));
    open->setToolTip(tr("Show the runs of a saved session file in their pages (Ctrl+O)"));
    connect(open, &QAction::triggered, this, [this]() {
        const QString path = m_document->chooseFileToOpen();
        if (!path.isEmpty())
            openSession(path);
    });
    auto* saveAs = new QAction(tr("&Save session as…"), this);
    saveAs->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_S));
    saveAs->setToolTip(tr("Write this window's session to a file of your choice (Ctrl+S)"));
    connect(saveAs, &QAction::triggered, m_document, &SessionDocument::saveInteractive);

    auto* compare = new QAction(tr("Co&mpare sessions…"), this);
    compare->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
    compare->setToolTip(tr("Put 2 to 8 saved runs side by side: overlaid charts, changes in %, what changed "
                           "(Ctrl+M)"));
    connect(compare, &QAction::triggered, this, [this]() { compareSessions({}); });

    m_publishAction = new QAction(tr("P&ublish to bench"), this);
    m_publishAction->setToolTip(tr("Put this window's runs in the bench named on the Bench tab: the library's index, "
                                   "or a shared PostgreSQL bench"));
    connect(m_publishAction, &QAction::triggered, this, &MainWindow::publishToBench);

    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(open);
    m_recentMenu = file->addMenu(tr("Open &recent"));
    file->addAction(saveAs);
    file->addAction(compare);
    file->addAction(m_publishAction);
    file->addSeparator();
    file->addAction(m_exports->exportPngAction());
    file->addAction(m_exports->exportSvgAction());
    file->addAction(m_exports->copyImageAction());
    file->addAction(m_exports->exportReportAction());
    file->addSeparator();
    file->addAction(quit);
    QMenu* run = menuBar()->addMenu(tr("&Run"));
    run->addAction(m_start);
    run->addAction(m_stop);
    run->addAction(m_coolDownAction);
    run->addSeparator();
    run->addAction(m_exports->copyFioJobAction());
    run->addAction(m_exports->saveFioJobAction());
    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->addAction(refresh);
    view->addAction(focusDrives);
    view->addAction(focusPage);
    view->addSeparator();
    view->addAction(m_darkAction);
    // CrystalDiskMark's Unit menu: the quick suite's tiles and the sweeps' tables in another unit.
    m_unitMenu = view->addMenu(tr("&Unit"));
    auto* units = new QActionGroup(this);
    for (DisplayUnit unit : displayUnits()) {
        QAction* action = m_unitMenu->addAction(unit == DisplayUnit::Microseconds ? tr("µs (mean latency)")
                : unit == DisplayUnit::Iops                                       ? tr("IOPS")
                                                                                  : UnitNames::of(unit));
        action->setCheckable(true);
        action->setData(displayUnitKey(unit));
        action->setChecked(unit == m_displayUnit);
        units->addAction(action);
        connect(action, &QAction::triggered, this, [this, unit]() { setDisplayUnit(unit); });
    }
    m_languageMenu = addLanguageMenu(view, [this]() { applyChosenLanguage(); });
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About DriveScope"), this, [this]() {
        QMessageBox::about(this, tr("About DriveScope"),
            tr("<b>DriveScope %1</b><p>A disk benchmark for Linux: HD Tach's surface scan, IOMeter and ATTO "
               "sweeps, CrystalDiskMark's quick suite. Every figure comes with the fio command that checks it.</p>")
                .arg(QStringLiteral(DRIVESCOPE_VERSION)));
    });

    QToolBar* toolbar = addToolBar(tr("Run"));
    toolbar->setObjectName(QStringLiteral("runToolbar"));
    toolbar->addAction(m_start);
    toolbar->addAction(m_stop);
    toolbar->addSeparator();
    toolbar->addAction(m_exports->exportPngAction());
    toolbar->addAction(m_exports->copyImageAction());
    toolbar->addSeparator();
    // Which run of the session the page shows, when it holds several of this test.
    m_runPicker = new RunPicker;
    connect(m_runPicker, &RunPicker::runChosen, this, &MainWindow::showSessionRun);
    m_runPickerAction = toolbar->addWidget(m_runPicker);
    m_runPickerAction->setVisible(false);
}

MainWindow* MainWindow::applyChosenLanguage()
{
    if (m_controller->isRunning()) {
        // A window rebuilt now would lose the run; the choice is kept, and said so plainly.
        auto* box = new QMessageBox(QMessageBox::Information, tr("Language"),
            tr("The new language applies when DriveScope starts again, or when you choose it again after the "
               "running test."),
            QMessageBox::Ok, this);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
        return nullptr;
    }
    // Every text of the window is made in its constructor, so a window made anew speaks the new
    // language; it takes this one's settings, place and shown runs, and this one closes.
    saveSettings();
    const QLocale locale = chosenLocale();
    installTranslations(locale);
    useLocaleForNumbers(locale);
    auto* next = new MainWindow;
    next->setAttribute(Qt::WA_DeleteOnClose);
    next->m_document->takeOver(*m_document);
    for (const auto& shown : m_document->shownRuns())
        next->showSessionRun(shown.second);
    next->m_tabs->setCurrentIndex(m_tabs->currentIndex());
    // Exactly where this one is: restoring the saved geometry can be off by the frame.
    if (!isMaximized() && !isFullScreen())
        next->setGeometry(geometry());
    next->updateActions();
    next->show();
    close();
    return next;
}

void MainWindow::updateActions()
{
    const bool running = m_controller->isRunning();
    m_start->setEnabled(!running);
    m_stop->setEnabled(running && !m_controller->isStopping());
    const bool haveResult = currentPage() && currentPage()->lastRun().has_value();
    m_exports->setAvailable(haveResult, !running && shownRun(currentPage()).has_value());
    m_driveList->setEnabled(!running);
    for (TestPage* page : m_pages) {
        page->setEnabled(!running || page == m_runningPage);
        page->setRunState(running, page == m_runningPage);
    }
    updateRunPicker();
}

void MainWindow::updateRunPicker()
{
    TestPage* page = currentPage();
    const std::vector<size_t> runs = page ? m_document->runsOf(page->kind()) : std::vector<size_t> {};
    m_runPickerAction->setVisible(runs.size() > 1);
    m_runPicker->setEnabled(!m_controller->isRunning());
    m_runPicker->setRuns(session(), runs, shownRun(page));
}

bool MainWindow::showSessionRun(size_t index)
{
    if (m_controller->isRunning()) {
        showError(tr("Cannot show another run"), tr("Stop the running test first."));
        return false;
    }
    return m_document->showRun(index);
}

CompareWindow* MainWindow::compareWindow()
{
    if (!m_compare) {
        m_compare = new CompareWindow(this);
        m_compare->setWindowFlag(Qt::Window);
        m_compare->setChartTheme(m_dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
        m_compare->setExportTheme(m_exports->exportTheme());
        connect(m_compare, &CompareWindow::windowRunRenamed, m_document, &SessionDocument::renameRun);
        connect(m_compare, &CompareWindow::windowRunRetagged, m_document, &SessionDocument::retagRun);
    }
    m_compare->setRecentSessions(recentSessions());
    // Runs to pick from without browsing files: this window's and the library's latest.
    m_compare->offerWindowSession(session(), tr("This window's runs"));
    m_compare->offerLibrary();
    return m_compare;
}

void MainWindow::compareSessions(const QStringList& paths)
{
    CompareWindow* window = compareWindow();
    if (!paths.isEmpty())
        window->addSessions(paths);
    window->show();
    window->raise();
    window->activateWindow();
}

QString MainWindow::statusText() const { return m_status->text(); }

bool MainWindow::publishToBench()
{
    if (session().runs.empty()) {
        m_status->setText(tr("This window holds no runs to publish."));
        return false;
    }
    // The library's own bench indexes the library: runs of a file opened from elsewhere are saved there first.
    if (m_benchPage->benchUrl().isEmpty() && !m_document->keepInLibrary())
        return false;
    const std::optional<PushOutcome> outcome = m_benchPage->publish(session(), m_document->lastLibraryPath());
    if (!outcome) {
        showError(tr("Publish to bench"), m_benchPage->lastError());
        return false;
    }
    return true;
}

bool MainWindow::openRunOf(const QString& path, const QString& runId)
{
    if (!openSession(path))
        return false;
    for (size_t i = 0; i < session().runs.size(); ++i)
        if (session().runs[i].id == runId)
            return showSessionRun(i);
    showError(tr("Cannot show the run"), tr("%1 holds no run %2 any more.").arg(path, runId));
    return false;
}

void MainWindow::showError(const QString& title, const QString& message)
{
    m_lastError = message;
    m_status->setText(message);
    // Not exec(): a nested event loop would let queued results arrive in the middle of a handler.
    auto* box = new QMessageBox(QMessageBox::Warning, title, message, QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

bool MainWindow::startRun()
{
    if (m_controller->isRunning())
        return false;
    TestPage* page = currentPage();
    if (!page)
        return false;
    const TargetChoice target = m_driveList->currentTarget();
    RunPlan plan;
    try {
        plan = page->plan(target);
    } catch (const UserError& error) {
        showError(tr("Cannot start"), error.message());
        return false;
    }
    plan.testFileBytes = target.testFileBytes;
    plan.coolDown = m_coolDown;
    const WriteConsent::Result consent = WriteConsent::ask(plan, target, m_confirm, this);
    if (consent.answer == WriteConsent::Answer::Refused) {
        showError(tr("Write test refused"), consent.message);
        return false;
    }
    if (consent.answer == WriteConsent::Answer::Declined) {
        m_status->setText(consent.message);
        return false;
    }
    m_runningPage = page;
    m_lastError.clear();
    page->setCaveats({});
    page->setAccounting({});
    page->runStarted(plan);
    m_progress->showStarting();
    m_status->setText(plan.coolDown.enabled()
            ? tr("%1: %2 · cool-down %3").arg(page->title(), plan.describe(true), plan.coolDown.describe(true))
            : tr("%1: %2").arg(page->title(), plan.describe(true)));
    m_controller->start(plan);
    updateActions();
    return true;
}

void MainWindow::stopRun()
{
    if (!m_controller->isRunning())
        return;
    m_controller->stop();
    m_status->setText(tr("Stopping…"));
    updateActions();
}

void MainWindow::showProgress(const RunProgress& progress)
{
    // After Stop the bar stays where the run stopped: reports still queued from before Stop are older.
    if (m_controller->isStopping())
        return;
    m_status->setText(m_progress->showProgress(progress));
}

void MainWindow::onFinished(const FinishedRun& finished)
{
    TestPage* page = m_runningPage;
    m_runningPage = nullptr;
    if (page)
        page->runFinished(finished);
    m_progress->showFinished(finished.cancelled);
    m_status->setText(finished.cancelled ? tr("Stopped; the part measured so far is shown.")
                                         : (page ? page->resultSummary() : QString()));
    m_document->recordRun(page ? page->recordedRun(finished) : finished, page);
    updateActions();
}

bool MainWindow::openSession(const QString& path)
{
    if (m_controller->isRunning()) {
        showError(tr("Cannot open a session"), tr("Stop the running test first."));
        return false;
    }
    return m_document->open(path);
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList recent = recentSessions();
    for (const QString& path : recent) {
        QAction* action = m_recentMenu->addAction(QFileInfo(path).fileName());
        action->setToolTip(path);
        action->setData(path);
        connect(action, &QAction::triggered, this, [this, path]() { openSession(path); });
    }
    m_recentMenu->setEnabled(!recent.isEmpty());
    if (m_compare)
        m_compare->setRecentSessions(recent);
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (!sessionFilesOf(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    const QStringList files = sessionFilesOf(event->mimeData());
    if (files.isEmpty())
        return;
    event->acceptProposedAction();
    // One session is shown at a time: the first file dropped.
    openSession(files.front());
}

void MainWindow::onFailed(const RunFailure& failure)
{
    if (m_runningPage)
        m_runningPage->runFailed();
    m_runningPage = nullptr;
    m_progress->showFailed();
    updateActions();
    showError(failure.refused ? tr("Refused") : tr("The test failed"), failure.message);
}

void MainWindow::selectFirstFreeDrive()
{
    // Real drives before loop and zram devices, which are files or memory; none in use or locked.
    const auto virtualDrive = [](const DriveFacts& drive) {
        return drive.transport == QLatin1String("loop") || drive.transport == QLatin1String("zram");
    };
    for (bool allowVirtual : { false, true })
        for (const DriveFacts& drive : m_driveList->drives())
            if (drive.readable && !drive.inUse() && (allowVirtual || !virtualDrive(drive))
                && m_driveList->selectDevice(drive.devicePath))
                return;
}

void MainWindow::setDarkPalette(bool dark)
{
    m_dark = dark;
    qApp->setPalette(dark ? darkPalette() : qApp->style()->standardPalette());
    const QChart::ChartTheme theme = dark ? QChart::ChartThemeDark : QChart::ChartThemeLight;
    // Through the charts themselves: a bare QChart::setTheme() drops their own pens, colours and fonts.
    for (ThemedChart* chart : findChildren<ThemedChart*>())
        chart->applyTheme(theme);
    if (m_compare)
        m_compare->setChartTheme(theme);
}

void MainWindow::setDisplayUnit(DisplayUnit unit)
{
    m_displayUnit = unit;
    for (QAction* action : m_unitMenu->actions())
        action->setChecked(action->data().toString() == displayUnitKey(unit));
    for (TestPage* page : m_pages)
        page->setDisplayUnit(unit);
}

void MainWindow::loadSettings()
{
    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray()) && screen())
        setGeometry(firstWindowGeometry(minimumSizeHint(), screen()->availableGeometry()));
    if (!restoreState(settings.value(QStringLiteral("window/state")).toByteArray()))
        if (auto* drives = findChild<QDockWidget*>(QStringLiteral("drives")))
            resizeDocks({ drives }, { std::clamp(width() * 3 / 10, 260, 470) }, Qt::Horizontal);
    m_exports->setExportSize(settings.value(QStringLiteral("export/size"), kDefaultExportSize).toSize());
    m_exports->setExportTheme(
        exportThemeNamed(settings.value(QStringLiteral("export/theme")).toString()).value_or(ExportTheme::Light));
    m_driveList->setTestFileBytes(
        settings.value(QStringLiteral("target/testFileBytes"), QVariant::fromValue<qulonglong>(1ull << 30))
            .toULongLong());
    // The pages' settings before the target: a device then turns their saved writing options off.
    for (TestPage* page : m_pages) {
        settings.beginGroup(QStringLiteral("page/") + testKindName(page->kind()));
        page->loadSettings(settings);
        settings.endGroup();
    }
    const QString directory = settings.value(QStringLiteral("target/testFileDirectory")).toString();
    if (!directory.isEmpty())
        m_driveList->setTestFileDirectory(directory);
    const QString device = settings.value(QStringLiteral("target/device")).toString();
    if (!device.isEmpty())
        m_driveList->selectDevice(device);
    else if (!settings.contains(QStringLiteral("target/device")))
        selectFirstFreeDrive(); // the first start: a drive, not the home filesystem's test file
    m_tabs->setCurrentIndex(settings.value(QStringLiteral("window/page"), 0).toInt());
    m_darkAction->setChecked(settings.value(QStringLiteral("window/dark"), false).toBool());
    if (settings.contains(QStringLiteral("window/unit"))) {
        // Read as the CLI reads --unit; a unit this version does not know leaves MB/s, and says so.
        try {
            setDisplayUnit(parseDisplayUnit(settings.value(QStringLiteral("window/unit")).toString()));
        } catch (const UserError& error) {
            m_status->setText(error.message());
        }
    }
    m_coolDown = CoolDownDialog::load(settings);
    m_benchPage->setBenchUrl(settings.value(QStringLiteral("bench/url")).toString());
}

CoolDownDialog* MainWindow::coolDownDialog()
{
    if (!m_coolDownDialog) {
        m_coolDownDialog = new CoolDownDialog(this);
        connect(m_coolDownDialog, &QDialog::accepted, this, [this]() {
            try {
                m_coolDown = m_coolDownDialog->settings();
            } catch (const UserError& error) {
                showError(tr("Cool-down before tests"), error.message());
                return;
            }
            m_status->setText(m_coolDown.enabled() ? tr("Cool-down before each test: %1").arg(m_coolDown.describe(true))
                                                   : tr("No cool-down before tests"));
            saveSettings();
        });
    }
    return m_coolDownDialog;
}

void MainWindow::saveSettings() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    settings.setValue(QStringLiteral("window/page"), m_tabs->currentIndex());
    settings.setValue(QStringLiteral("window/dark"), m_dark);
    settings.setValue(QStringLiteral("window/unit"), displayUnitKey(m_displayUnit));
    settings.setValue(QStringLiteral("export/size"), m_exports->exportSize());
    settings.setValue(QStringLiteral("export/theme"), exportThemeName(m_exports->exportTheme()));
    CoolDownDialog::save(settings, m_coolDown);
    settings.setValue(QStringLiteral("bench/url"), m_benchPage->benchUrl());
    settings.setValue(
        QStringLiteral("target/testFileBytes"), QVariant::fromValue<qulonglong>(m_driveList->testFileBytes()));
    settings.setValue(QStringLiteral("target/testFileDirectory"), m_driveList->testFileDirectory());
    const TargetChoice target = m_driveList->currentTarget();
    settings.setValue(QStringLiteral("target/device"), target.testFile ? QString() : target.path);
    for (TestPage* page : m_pages) {
        settings.beginGroup(QStringLiteral("page/") + testKindName(page->kind()));
        page->saveSettings(settings);
        settings.endGroup();
    }
}

void MainWindow::resizeEvent(QResizeEvent* event)
{
    QMainWindow::resizeEvent(event);
    // The drive list keeps its share of the window, so a narrower window does not take it all from
    // the chart, and a maximised one gives the Model column room.
    const int before = event->oldSize().width();
    auto* drives = findChild<QDockWidget*>(QStringLiteral("drives"));
    if (before <= 0 || !drives || drives->isFloating() || before == width())
        return;
    const int share = static_cast<int>(std::lround(static_cast<double>(drives->width()) * width() / before));
    resizeDocks({ drives }, { std::max(share, drives->minimumSizeHint().width()) }, Qt::Horizontal);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    saveSettings();
    // The controller's destructor cancels a run and waits for the worker, which drains its queue
    // and removes its test file: well under a second.
    QMainWindow::closeEvent(event);
}

} // namespace ds
