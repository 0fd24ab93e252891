#include "mainwindow.h"

#include "blocksizepage.h"
#include "compactlayout.h"
#include "comparewindow.h"
#include "device/driveenumerator.h"
#include "device/writejournal.h"
#include "device/writesafety.h"
#include "drivelistwidget.h"
#include "multidrivepage.h"
#include "patternspage.h"
#include "queuedepthpage.h"
#include "quicksuitepage.h"
#include "rendercommand.h"
#include "runner/benchmarkcontroller.h"
#include "safetydialog.h"
#include "session/fiointerop.h"
#include "surfacepage.h"
#include "sustainedpage.h"
#include "themedchart.h"
#include "tooltips.h"
#include "translation.h"
#include "usererror.h"
#include "userfile.h"

#include <algorithm>

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QClipboard>
#include <QCloseEvent>
#include <QComboBox>
#include <QDateTime>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QResizeEvent>
#include <QSaveFile>
#include <QScreen>
#include <QSettings>
#include <QSpinBox>
#include <QStatusBar>
#include <QStyle>
#include <QStyleFactory>
#include <QTabWidget>
#include <QToolBar>
#include <QTreeWidget>
#include <QUrl>

static void initDriveScopeResources() { Q_INIT_RESOURCE(drivescope); }

namespace ds {

namespace {
    QString formatDuration(double seconds)
    {
        const int total = static_cast<int>(seconds + 0.5);
        if (total >= 3600)
            return QStringLiteral("%1:%2:%3")
                .arg(total / 3600)
                .arg(total / 60 % 60, 2, 10, QLatin1Char('0'))
                .arg(total % 60, 2, 10, QLatin1Char('0'));
        return QStringLiteral("%1:%2").arg(total / 60).arg(total % 60, 2, 10, QLatin1Char('0'));
    }

    QPalette darkPalette()
    {
        QPalette palette;
        const QColor window(45, 47, 50);
        const QColor base(32, 33, 36);
        const QColor text(225, 225, 225);
        const QColor disabled(130, 130, 130);
        palette.setColor(QPalette::Window, window);
        palette.setColor(QPalette::WindowText, text);
        palette.setColor(QPalette::Base, base);
        palette.setColor(QPalette::AlternateBase, window);
        palette.setColor(QPalette::ToolTipBase, base);
        palette.setColor(QPalette::ToolTipText, text);
        palette.setColor(QPalette::Text, text);
        palette.setColor(QPalette::Button, window);
        palette.setColor(QPalette::ButtonText, text);
        palette.setColor(QPalette::BrightText, Qt::red);
        palette.setColor(QPalette::Link, QColor(100, 160, 240));
        palette.setColor(QPalette::Highlight, QColor(60, 120, 200));
        palette.setColor(QPalette::HighlightedText, Qt::white);
        palette.setColor(QPalette::PlaceholderText, disabled);
        for (QPalette::ColorRole role : { QPalette::WindowText, QPalette::Text, QPalette::ButtonText })
            palette.setColor(QPalette::Disabled, role, disabled);
        return palette;
    }

    // Puts back the blocks of write tests that were interrupted (a crash, a power cut), as the CLI
    // does on every start; one line per journal for the user.
    QStringList replayJournalsAtStart()
    {
        QStringList lines;
        try {
            for (const JournalReplay& replay : replayPendingJournals())
                lines += replay.message();
        } catch (const UserError& error) {
            lines += error.message();
        }
        return lines;
    }

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

    const QString kRecentKey = QStringLiteral("sessions/recent");

    // The caveats of runs shown together, each once, in the window's language.
    QStringList caveatTextsOf(const Session& session, const std::vector<size_t>& runs)
    {
        QStringList texts;
        for (size_t run : runs)
            for (const Caveat& caveat : session.runs[run].caveats)
                if (!texts.contains(caveat.translatedText()))
                    texts += caveat.translatedText();
        return texts;
    }
}

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_journalRepairs(replayJournalsAtStart())
    , m_controller(new BenchmarkController(this))
    , m_driveList(new DriveListWidget)
    , m_tabs(new QTabWidget)
    , m_progress(new QProgressBar)
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
    connect(m_driveList, &DriveListWidget::targetChanged, multi, &MultiDrivePage::setSelectedTarget);
    multi->setSelectedTarget(m_driveList->currentTarget());
    setCentralWidget(m_tabs);

    m_progress->setRange(0, 1000);
    m_progress->setValue(0);
    m_progress->setTextVisible(true);
    m_progress->setFormat(QString());
    m_progress->setMinimumWidth(320);
    m_progress->setAccessibleName(tr("Progress"));
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
    connect(m_controller, &BenchmarkController::runFinished, this, &MainWindow::onFinished);
    connect(m_controller, &BenchmarkController::runFailed, this, &MainWindow::onFailed);
    connect(m_controller, &BenchmarkController::runningChanged, this, &MainWindow::updateActions);
    connect(m_tabs, &QTabWidget::currentChanged, this, &MainWindow::updateActions);

    m_status->setText(tr("Pick a drive or the test file, then press F5 to start."));
    setAcceptDrops(true);
    wrapLongToolTips(); // the long explanations wrap at a readable width, not one line across the screen
    m_session = Session::startNew(QStringLiteral("drivescope"));
    loadSettings();
    updateRecentMenu();
    updateActions();
    if (!m_journalRepairs.isEmpty())
        showError(tr("Interrupted write tests"),
            tr("DriveScope found write tests that had been interrupted:\n%1")
                .arg(m_journalRepairs.join(QLatin1Char('\n'))));
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

    m_exportPng = new QAction(QIcon(QStringLiteral(":/icons/export.svg")), tr("Export &PNG…"), this);
    m_exportPng->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_exportPng->setToolTip(tr("Save the chart as a PNG with a caption naming the drive, test and settings"));
    connect(m_exportPng, &QAction::triggered, this, &MainWindow::exportPngInteractive);
    m_exportSvg = new QAction(tr("Export S&VG…"), this);
    m_exportSvg->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    connect(m_exportSvg, &QAction::triggered, this, &MainWindow::exportSvgInteractive);
    m_copy = new QAction(tr("&Copy image"), this);
    m_copy->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    m_copy->setToolTip(tr("Copy the chart with its caption to the clipboard, to paste into a review"));
    connect(m_copy, &QAction::triggered, this, [this]() { copyImage(m_exportSize); });
    m_copyFioJob = new QAction(tr("Copy as &fio job"), this);
    m_copyFioJob->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));
    m_copyFioJob->setToolTip(tr("Copy the shown run as a fio job file, to check its figures with fio: save it, "
                                "run fio FILE --output-format=json and compare fio's output with the session"));
    connect(m_copyFioJob, &QAction::triggered, this, &MainWindow::copyFioJob);
    m_saveFioJob = new QAction(tr("Save as fio &job file…"), this);
    m_saveFioJob->setToolTip(m_copyFioJob->toolTip());
    connect(m_saveFioJob, &QAction::triggered, this, &MainWindow::saveFioJobInteractive);
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
    connect(focusPage, &QAction::triggered, this, [this]() { m_tabs->setFocus(); });

    auto* open = new QAction(tr("&Open session…"), this);
    open->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_O));
    open->setToolTip(tr("Show the runs of a saved session file in their pages (Ctrl+O)"));
    connect(open, &QAction::triggered, this, &MainWindow::openSessionInteractive);
    auto* saveAs = new QAction(tr("&Save session as…"), this);
    saveAs->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_S));
    saveAs->setToolTip(tr("Write this window's session to a file of your choice (Ctrl+S)"));
    connect(saveAs, &QAction::triggered, this, &MainWindow::saveSessionInteractive);

    auto* compare = new QAction(tr("Co&mpare sessions…"), this);
    compare->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
    compare->setToolTip(tr("Put 2 to 8 saved runs side by side: overlaid charts, changes in %, what changed "
                           "(Ctrl+M)"));
    connect(compare, &QAction::triggered, this, [this]() { compareSessions({}); });

    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(open);
    m_recentMenu = file->addMenu(tr("Open &recent"));
    file->addAction(saveAs);
    file->addAction(compare);
    file->addSeparator();
    file->addAction(m_exportPng);
    file->addAction(m_exportSvg);
    file->addAction(m_copy);
    file->addSeparator();
    file->addAction(quit);
    QMenu* run = menuBar()->addMenu(tr("&Run"));
    run->addAction(m_start);
    run->addAction(m_stop);
    run->addSeparator();
    run->addAction(m_copyFioJob);
    run->addAction(m_saveFioJob);
    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->addAction(refresh);
    view->addAction(focusDrives);
    view->addAction(focusPage);
    view->addSeparator();
    view->addAction(m_darkAction);
    createLanguageMenu(view);
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
    toolbar->addAction(m_exportPng);
    toolbar->addAction(m_copy);
    toolbar->addSeparator();
    // Which run of the session the page shows, when it holds several of this test.
    m_runPicker = new QComboBox;
    m_runPicker->setObjectName(QStringLiteral("runPicker"));
    m_runPicker->setToolTip(tr("The session holds several runs of this test: choose the one the page shows"));
    m_runPicker->setAccessibleName(tr("Run shown"));
    m_runPicker->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_runPicker->setMaximumWidth(520);
    connect(m_runPicker, &QComboBox::activated, this, [this](int row) {
        const QVariant index = m_runPicker->itemData(row);
        if (index.isValid())
            showSessionRun(index.value<qulonglong>());
    });
    m_runPickerAction = toolbar->addWidget(m_runPicker);
    m_runPickerAction->setVisible(false);
}

void MainWindow::createLanguageMenu(QMenu* parent)
{
    m_languageMenu = parent->addMenu(tr("&Language"));
    auto* group = new QActionGroup(this);
    // Each language in its own words, so it can be found whatever the current one is.
    const std::pair<QString, QString> choices[] = {
        { QString(), tr("&System default") },
        { QStringLiteral("en"), QStringLiteral("&English") },
        { QStringLiteral("de"), QStringLiteral("&Deutsch") },
        { QStringLiteral("ru"), QStringLiteral("&Русский") },
    };
    const QString chosen = chosenLanguage();
    for (const auto& [code, name] : choices) {
        QAction* action = m_languageMenu->addAction(name);
        action->setCheckable(true);
        action->setChecked(code == chosen);
        action->setData(code);
        group->addAction(action);
        connect(action, &QAction::triggered, this, [this, code]() {
            if (code == chosenLanguage())
                return;
            setChosenLanguage(code);
            applyChosenLanguage();
        });
    }
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
    next->m_session = m_session;
    next->m_lastLibraryPath = m_lastLibraryPath;
    for (const auto& shown : m_shownRuns)
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
    const bool haveResult = currentPage() && currentPage()->lastOutcome().has_value();
    m_exportPng->setEnabled(haveResult);
    m_exportSvg->setEnabled(haveResult);
    m_copy->setEnabled(haveResult);
    const bool haveRun = !running && shownRun(currentPage()).has_value();
    m_copyFioJob->setEnabled(haveRun);
    m_saveFioJob->setEnabled(haveRun);
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
    std::vector<size_t> runs;
    // One entry per run of the window: the read and write sweeps of one run are shown together.
    for (size_t i = 0; page && i < m_session.runs.size(); ++i)
        if (pageKindOfSessionRun(m_session.runs[i]) == page->kind() && sessionRunGroup(m_session, i).front() == i)
            runs.push_back(i);
    m_runPickerAction->setVisible(runs.size() > 1);
    m_runPicker->setEnabled(!m_controller->isRunning());
    const QSignalBlocker blocker(m_runPicker);
    m_runPicker->clear();
    if (runs.size() < 2)
        return;
    const std::optional<size_t> shown = shownRun(page);
    for (size_t index : runs) {
        const SessionRun& run = m_session.runs[index];
        const QDateTime started = QDateTime::fromString(run.startedAt, Qt::ISODate);
        m_runPicker->addItem(tr("Run %1 of %2 · %3 · %4")
                                 .arg(run.id)
                                 .arg(m_session.runs.size())
                                 .arg(started.isValid() ? started.toLocalTime().toString(QStringLiteral("HH:mm:ss"))
                                                        : QStringLiteral("–"),
                                     run.title(true)),
            QVariant::fromValue<qulonglong>(index));
        if (shown == index)
            m_runPicker->setCurrentIndex(m_runPicker->count() - 1);
    }
}

std::optional<size_t> MainWindow::shownRun(TestPage* page) const
{
    const auto shown = m_shownRuns.find(page);
    if (shown == m_shownRuns.end())
        return std::nullopt;
    return shown->second;
}

bool MainWindow::showSessionRun(size_t index)
{
    if (m_controller->isRunning()) {
        showError(tr("Cannot show another run"), tr("Stop the running test first."));
        return false;
    }
    if (index >= m_session.runs.size())
        return false;
    const SessionRun& run = m_session.runs[index];
    const std::optional<TestKind> kind = pageKindOfSessionRun(run);
    TestPage* target = kind ? page(*kind) : nullptr;
    if (!target) {
        showError(tr("Cannot show the run"), tr("No page draws run %1 (%2).").arg(run.id, run.kindName()));
        return false;
    }
    const std::vector<size_t> group = sessionRunGroup(m_session, index);
    try {
        RunOutcome outcome = outcomeOfSessionRuns(m_session, group);
        target->runStarted(outcome.plan);
        target->runFinished(std::move(outcome));
    } catch (const UserError& error) {
        showError(tr("Cannot show the run"), error.message());
        return false;
    }
    target->setCaveats(caveatTextsOf(m_session, group));
    m_shownRuns[target] = group.front();
    m_tabs->setCurrentWidget(target);
    m_status->setText(tr("Showing run %1: %2").arg(run.id, run.title(true)));
    updateActions();
    return true;
}

CompareWindow* MainWindow::compareWindow()
{
    if (!m_compare) {
        m_compare = new CompareWindow(this);
        m_compare->setWindowFlag(Qt::Window);
        m_compare->setChartTheme(m_dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    }
    m_compare->setRecentSessions(recentSessions());
    // Runs to pick from without browsing files: this window's and the library's latest.
    m_compare->offerWindowSession(m_session, tr("This window's runs"));
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
    if (plan.writes()) {
        QStringList devices;
        if (plan.kind == TestKind::MultiTarget) {
            for (const QString& path : plan.targetPaths)
                if (path.startsWith(QLatin1String("/dev/")))
                    devices += path;
        } else if (!target.testFile) {
            devices += plan.targetPath;
        }
        for (const QString& device : devices) {
            // The core's rules first (nothing mounted, swap or held), so the user is not asked to
            // confirm a run that would be refused anyway.
            try {
                checkDeviceWriteAllowed(device, device, DriveEnumerator());
            } catch (const UserError& error) {
                showError(tr("Write test refused"), error.message());
                return false;
            }
            const QString description = plan.describe(true);
            QString typed;
            if (m_confirm) {
                typed = m_confirm(device, description);
            } else {
                // The drive's facts, to say which drive it is and what is on it.
                const std::optional<DriveFacts> drive = target.drive && target.drive->devicePath == device
                    ? target.drive
                    : DriveEnumerator().driveFor(device);
                SafetyDialog dialog(device, plan, drive, this);
                if (dialog.exec() == QDialog::Accepted)
                    typed = dialog.nameEdit()->text();
            }
            if (!SafetyDialog::matches(typed, device)) {
                m_status->setText(tr("Write test not started: the device's name was not typed."));
                return false;
            }
            plan.allowDestroy += device;
        }
    }
    m_runningPage = page;
    m_lastError.clear();
    page->setCaveats({});
    page->runStarted(plan);
    m_progress->setValue(0);
    m_progress->setFormat(tr("starting…"));
    m_status->setText(tr("%1: %2").arg(page->title(), plan.describe(true)));
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
    m_progress->setValue(static_cast<int>(progress.fraction * 1000));
    QString text = QStringLiteral("%1 %").arg(formatDecimal(progress.fraction * 100, 0));
    if (progress.etaSeconds >= 0)
        text += tr(" · ETA %1").arg(formatDuration(progress.etaSeconds));
    m_progress->setFormat(text);
    QString status = progress.label;
    if (progress.megabytesPerSecond > 0)
        status += tr(" · %1 MB/s").arg(formatDecimal(progress.megabytesPerSecond, 1));
    if (progress.iops > 0)
        status += tr(" · %1 IOPS").arg(formatDecimal(progress.iops, 0));
    m_status->setText(status);
}

void MainWindow::onFinished(const RunOutcome& outcome)
{
    TestPage* page = m_runningPage;
    m_runningPage = nullptr;
    if (page)
        page->runFinished(outcome);
    m_progress->setValue(outcome.cancelled ? m_progress->value() : 1000);
    m_progress->setFormat(outcome.cancelled ? tr("stopped") : tr("done"));
    m_status->setText(outcome.cancelled ? tr("Stopped; the part measured so far is shown.")
                                        : (page ? page->resultSummary() : QString()));
    recordRun(outcome, page);
    updateActions();
}

void MainWindow::recordRun(const RunOutcome& outcome, TestPage* page)
{
    m_lastLibraryPath.clear();
    Session saved = Session::startNew(QStringLiteral("drivescope"));
    QStringList caveatTexts;
    std::vector<SessionResult> results = sessionResultsOf(outcome);
    // The target's caveats and other I/O on its device during the run (all of its sweeps together).
    const std::vector<Caveat> caveats = outcome.otherIo.caveatsFor(results);
    if (page && !results.empty())
        m_shownRuns[page] = m_session.runs.size(); // the first of this run's results, as the picker lists it
    for (SessionResult& result : results) {
        SessionRun run;
        // Stored, so English like the CLI's, whatever the window's language.
        run.command = QStringLiteral("DriveScope window: %1").arg(outcome.plan.describe());
        run.startedAt = outcome.startedAt;
        run.finishedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
        run.result = std::move(result);
        run.errors = SessionRun::errorsOf(run.result);
        run.caveats = caveats;
        run.host = outcome.host;
        if (outcome.cancelled)
            run.stoppedAtFraction = outcome.completedFraction;
        for (const Caveat& caveat : run.caveats)
            if (!caveatTexts.contains(caveat.translatedText()))
                caveatTexts += caveat.translatedText();
        m_session.addRun(run);
        saved.addRun(std::move(run));
    }
    if (page)
        page->setCaveats(caveatTexts);
    if (saved.runs.empty())
        return;
    const SessionRun& first = saved.runs.front();
    const std::vector<TargetInfo> targets = first.targets();
    try {
        const QString path = Session::newLibraryPath(first.kindName(),
            targets.empty()             ? QString()
                : targets.front().drive ? targets.front().drive->name
                                        : QFileInfo(targets.front().path).fileName());
        saved.save(path);
        m_lastLibraryPath = path;
        m_status->setText(tr("%1 · saved to %2").arg(m_status->text(), path));
    } catch (const UserError& error) {
        showError(tr("The run was not saved"), error.message());
    }
}

bool MainWindow::saveSessionAs(const QString& path)
{
    try {
        m_session.save(path);
    } catch (const UserError& error) {
        showError(tr("Cannot save the session"), error.message());
        return false;
    }
    addRecentSession(path);
    m_status->setText(tr("Session saved to %1").arg(path));
    return true;
}

bool MainWindow::openSession(const QString& path)
{
    if (m_controller->isRunning()) {
        showError(tr("Cannot open a session"), tr("Stop the running test first."));
        return false;
    }
    Session session;
    try {
        session = Session::load(path);
    } catch (const UserError& error) {
        showError(tr("Cannot open the session"), error.message());
        return false;
    }
    // The last run of each kind goes to its page; runs no page draws are counted.
    std::vector<std::pair<TestPage*, const SessionRun*>> shown;
    int notShown = 0;
    QString problems;
    for (const SessionRun& run : session.runs) {
        const std::optional<TestKind> kind = pageKindOfSessionRun(run);
        TestPage* target = kind ? page(*kind) : nullptr;
        if (!target) {
            ++notShown;
            continue;
        }
        auto same
            = std::find_if(shown.begin(), shown.end(), [target](const auto& entry) { return entry.first == target; });
        if (same != shown.end())
            same->second = &run;
        else
            shown.emplace_back(target, &run);
    }
    TestPage* last = nullptr; // the page of the session's latest run, shown when the file opens
    const SessionRun* latest = nullptr;
    std::map<TestPage*, size_t> shownRuns;
    for (const auto& [target, run] : shown) {
        try {
            // With the runs saved together with it: a block-size run's read sweep before its write sweep.
            const std::vector<size_t> group = sessionRunGroup(session, static_cast<size_t>(run - session.runs.data()));
            RunOutcome outcome = outcomeOfSessionRuns(session, group);
            target->runStarted(outcome.plan);
            target->runFinished(std::move(outcome));
            target->setCaveats(caveatTextsOf(session, group));
            shownRuns[target] = group.front();
            if (!latest || run > latest) {
                latest = run;
                last = target;
            }
        } catch (const UserError& error) {
            problems += tr("\nRun %1: %2").arg(run->id, error.message());
        }
    }
    m_session = std::move(session);
    m_shownRuns = std::move(shownRuns);
    addRecentSession(path);
    if (last)
        m_tabs->setCurrentWidget(last);
    QString text = tr("Opened %1: %n run(s)", nullptr, static_cast<int>(m_session.runs.size())).arg(path);
    if (notShown > 0)
        text += tr("; %n run(s) of tests without a page here", nullptr, notShown);
    m_status->setText(text);
    updateActions();
    if (!problems.isEmpty()) {
        showError(tr("Some runs cannot be shown"), text + problems);
        return last != nullptr;
    }
    return true;
}

void MainWindow::saveSessionInteractive()
{
    QFileDialog dialog(this, tr("Save session"), Session::libraryDirectory(), tr("DriveScope sessions (*.json)"));
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    // A name typed without .json gets it, before the dialog asks about overwriting: Open lists *.json.
    dialog.setDefaultSuffix(QStringLiteral("json"));
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return;
    QString path = dialog.selectedFiles().constFirst();
    // A native dialog may ignore the default suffix.
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".json");
    saveSessionAs(path);
}

void MainWindow::openSessionInteractive()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open session"), Session::libraryDirectory(), tr("DriveScope sessions (*.json);;All files (*)"));
    if (!path.isEmpty())
        openSession(path);
}

QStringList MainWindow::recentSessions() const { return QSettings().value(kRecentKey).toStringList(); }

void MainWindow::addRecentSession(const QString& path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList recent = recentSessions();
    recent.removeAll(absolute);
    recent.prepend(absolute);
    while (recent.size() > kMaxRecentSessions)
        recent.removeLast();
    QSettings().setValue(kRecentKey, recent);
    updateRecentMenu();
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
    m_progress->setValue(0);
    m_progress->setFormat(tr("failed"));
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

QColor MainWindow::exportBackground() const { return m_dark ? QColor(32, 33, 36) : QColor(Qt::white); }

bool MainWindow::exportPng(const QString& path, QSize size, QString* error)
{
    TestPage* page = currentPage();
    if (!page)
        return false;
    const QImage image
        = renderImage([page](QPainter& painter, const QRectF& area) { page->paintExport(painter, area); },
            page->caption(), page->exportSize(size), exportBackground());
    return savePng(image, path, error);
}

bool MainWindow::exportSvg(const QString& path, QSize size, QString* error)
{
    TestPage* page = currentPage();
    if (!page)
        return false;
    return saveSvg([page](QPainter& painter, const QRectF& area) { page->paintExport(painter, area); }, page->caption(),
        page->exportSize(size), exportBackground(), path, error);
}

void MainWindow::copyImage(QSize size)
{
    TestPage* page = currentPage();
    if (!page)
        return;
    const QSize fitted = page->exportSize(size);
    copyImageToClipboard(
        renderImage([page](QPainter& painter, const QRectF& area) { page->paintExport(painter, area); },
            page->caption(), fitted, exportBackground()));
    m_status->setText(tr("Image copied to the clipboard (%1 × %2).").arg(fitted.width()).arg(fitted.height()));
}

QString MainWindow::fioJobOfShownRun() const
{
    const std::optional<size_t> index = shownRun(currentPage());
    if (!index || *index >= m_session.runs.size())
        throw UserError(tr("This page shows no run yet: run its test, or open a session."));
    QStringList jobs;
    for (size_t run : sessionRunGroup(m_session, *index))
        jobs += fioJobFile(m_session.runs[run]);
    return jobs.join(QLatin1Char('\n'));
}

bool MainWindow::saveFioJob(const QString& path, QString* error)
{
    try {
        const QByteArray bytes = fioJobOfShownRun().toUtf8();
        checkOutputFile(path, tr("the fio job file"));
        checkOutputKeepsSessions(path, tr("the fio job file"));
        QSaveFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
            throw UserError(tr("cannot write %1: %2").arg(path, file.errorString()));
    } catch (const UserError& failure) {
        if (error)
            *error = failure.message();
        return false;
    }
    return true;
}

void MainWindow::copyFioJob()
{
    try {
        const QString job = fioJobOfShownRun();
        QGuiApplication::clipboard()->setText(job);
        m_status->setText(tr("Copied as a fio job file (%n job(s)); save it and run: fio FILE", nullptr,
            static_cast<int>(job.count(QStringLiteral("\n[")))));
    } catch (const UserError& error) {
        showError(tr("Cannot make a fio job"), error.message());
    }
}

void MainWindow::saveFioJobInteractive()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save as fio job file"),
        QStringLiteral("drivescope-%1.fio").arg(currentPage()->title().toLower()), tr("fio job files (*.fio)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!saveFioJob(path, &error))
        showError(tr("Cannot save the fio job file"), error);
    else
        m_status->setText(tr("Saved %1; run it with: fio %1").arg(path));
}

bool MainWindow::askExportSize(QSize* size)
{
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Image size"));
    auto* width = new QSpinBox;
    auto* height = new QSpinBox;
    width->setRange(200, 10000);
    height->setRange(200, 10000);
    width->setValue(m_exportSize.width());
    height->setValue(m_exportSize.height());
    width->setSuffix(tr(" px"));
    height->setSuffix(tr(" px"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto* form = new QFormLayout(&dialog);
    form->addRow(tr("&Width:"), width);
    form->addRow(tr("&Height:"), height);
    form->addRow(buttons);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    m_exportSize = QSize(width->value(), height->value());
    *size = m_exportSize;
    return true;
}

void MainWindow::exportPngInteractive()
{
    QSize size;
    if (!askExportSize(&size))
        return;
    const QString path = QFileDialog::getSaveFileName(this, tr("Export PNG"),
        QStringLiteral("drivescope-%1.png").arg(currentPage()->title().toLower()), tr("PNG images (*.png)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportPng(path, size, &error))
        showError(tr("Export failed"), error);
    else
        m_status->setText(tr("Saved %1").arg(path));
}

void MainWindow::exportSvgInteractive()
{
    QSize size;
    if (!askExportSize(&size))
        return;
    const QString path = QFileDialog::getSaveFileName(this, tr("Export SVG"),
        QStringLiteral("drivescope-%1.svg").arg(currentPage()->title().toLower()), tr("SVG images (*.svg)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportSvg(path, size, &error))
        showError(tr("Export failed"), error);
    else
        m_status->setText(tr("Saved %1").arg(path));
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

void MainWindow::loadSettings()
{
    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray()) && screen())
        setGeometry(firstWindowGeometry(minimumSizeHint(), screen()->availableGeometry()));
    if (!restoreState(settings.value(QStringLiteral("window/state")).toByteArray()))
        if (auto* drives = findChild<QDockWidget*>(QStringLiteral("drives")))
            resizeDocks({ drives }, { std::clamp(width() * 3 / 10, 260, 470) }, Qt::Horizontal);
    m_exportSize = settings.value(QStringLiteral("export/size"), kDefaultExportSize).toSize();
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
}

void MainWindow::saveSettings() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    settings.setValue(QStringLiteral("window/page"), m_tabs->currentIndex());
    settings.setValue(QStringLiteral("window/dark"), m_dark);
    settings.setValue(QStringLiteral("export/size"), m_exportSize);
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
