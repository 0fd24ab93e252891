#include "comparewindow.h"

#include "comparecharts.h"
#include "comparechoices.h"
#include "comparedata.h"
#include "comparetables.h"
#include "files/sessionfiles.h"
#include "model/fiointerop.h"
#include "model/session.h"
#include "model/usererror.h"
#include "translation.h"

#include <QActionGroup>
#include <QChart>
#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace ds {

namespace {
    // A run's line in the list: its test in words, and its tags where it has any.
    QString runToolTip(const SessionRun& run)
    {
        if (run.tags.isEmpty())
            return CompareWindow::tr("Run %1: %2").arg(run.id, run.title(true));
        return CompareWindow::tr("Run %1: %2\nTags: %3")
            .arg(run.id, run.title(true), run.tags.join(QStringLiteral(", ")));
    }
}

CompareWindow::CompareWindow(QWidget* parent)
    : QWidget(parent)
    , m_selection(new QTreeWidget)
    , m_message(new QLabel)
    , m_addMenu(new QMenu(this))
    , m_exportButton(new QPushButton(tr("&Export…")))
    , m_charts(new CompareCharts(this))
    , m_figures(new QTableWidget)
    , m_changes(new QTableWidget)
{
    setWindowTitle(tr("Compare sessions · DriveScope"));
    setObjectName(QStringLiteral("CompareWindow"));
    m_pool.setMaxThreadCount(std::max(2, QThread::idealThreadCount()));

    m_selection->setHeaderLabel(tr("Sessions and runs (first chosen: the baseline)"));
    m_selection->setToolTip(tr("Tick 2 to 8 runs to compare; the first ticked run is the one the changes are "
                               "measured against"));
    connect(m_selection, &QTreeWidget::itemChanged, this, [this](QTreeWidgetItem*, int) {
        if (!m_updatingList)
            scheduleCompare();
    });
    auto* add = new QPushButton(tr("&Add sessions"));
    add->setMenu(m_addMenu);
    connect(m_addMenu, &QMenu::aboutToShow, this, [this]() {
        m_addMenu->clear();
        m_addMenu->addAction(tr("Session &files…"), this, &CompareWindow::addSessionsInteractive);
        QMenu* recent = m_addMenu->addMenu(tr("&Recent"));
        for (const QString& path : m_recent)
            recent->addAction(QFileInfo(path).fileName(), this, [this, path]() { addSessions({ path }); })
                ->setToolTip(path);
        recent->setEnabled(!m_recent.isEmpty());
    });
    auto* baseline = new QPushButton(tr("Make &baseline"));
    baseline->setToolTip(tr("Move the selected session to the top: its run becomes the one compared against"));
    connect(baseline, &QPushButton::clicked, this, [this]() {
        QTreeWidgetItem* item = m_selection->currentItem();
        if (item && item->parent())
            item = item->parent();
        if (item)
            makeBaseline(m_selection->indexOfTopLevelItem(item));
    });
    auto* remove = new QPushButton(tr("&Remove"));
    connect(remove, &QPushButton::clicked, this, [this]() {
        QTreeWidgetItem* item = m_selection->currentItem();
        if (item && item->parent())
            item = item->parent();
        if (!item)
            return;
        const auto entry = std::find_if(
            m_sessions.begin(), m_sessions.end(), [item](const auto& loaded) { return loaded.first == item; });
        if (entry == m_sessions.end() || !entry->second)
            return; // still loading
        m_sessions.erase(entry);
        delete item;
        scheduleCompare();
    });
    // A run's label is the user's to set: the legend, headline, captions and reports name the run by it.
    m_selection->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_selection, &QTreeWidget::customContextMenuRequested, this, [this](const QPoint& at) {
        QTreeWidgetItem* run = m_selection->itemAt(at);
        if (!run || !run->parent())
            return;
        const int session = m_selection->indexOfTopLevelItem(run->parent());
        const int index = run->parent()->indexOfChild(run);
        QMenu menu;
        menu.addAction(tr("&Rename run…"), this, [this, session, index]() { renameInteractive(session, index); });
        menu.addAction(tr("Edit &tags…"), this, [this, session, index]() { retagInteractive(session, index); });
        menu.exec(m_selection->viewport()->mapToGlobal(at));
    });
    connect(m_exportButton, &QPushButton::clicked, this, [this]() {
        QMenu menu;
        menu.addAction(tr("PNG…"), this, [this]() { exportInteractive(false); });
        menu.addAction(tr("SVG…"), this, [this]() { exportInteractive(true); });
        menu.addSeparator();
        auto* colours = new QActionGroup(&menu);
        for (const ExportTheme theme : { ExportTheme::Light, ExportTheme::Dark }) {
            QAction* choice
                = menu.addAction(theme == ExportTheme::Light ? tr("Light image (for print)") : tr("Dark image"), this,
                    [this, theme]() { m_exportTheme = theme; });
            choice->setCheckable(true);
            choice->setChecked(m_exportTheme == theme);
            colours->addAction(choice);
        }
        menu.exec(m_exportButton->mapToGlobal(QPoint(0, m_exportButton->height())));
    });
    m_exportButton->setEnabled(false);
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* side = new QWidget;
    auto* sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->addWidget(m_selection, 1);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(baseline);
    buttons->addWidget(remove);
    sideLayout->addLayout(buttons);
    sideLayout->addWidget(m_message);
    sideLayout->addWidget(m_exportButton);

    m_figures->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_figures->verticalHeader()->setVisible(false);
    m_changes->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_changes->verticalHeader()->setVisible(false);
    auto* tables = new QTabWidget;
    tables->addTab(m_figures, tr("Key figures"));
    tables->addTab(m_changes, tr("What changed"));

    auto* right = new QSplitter(Qt::Vertical);
    right->addWidget(m_charts->tabs());
    right->addWidget(tables);
    right->setStretchFactor(0, 3);
    right->setStretchFactor(1, 2);
    m_charts->tabs()->setMinimumHeight(300);
    right->setSizes({ 560, 340 });
    auto* splitter = new QSplitter(Qt::Horizontal);
    splitter->addWidget(side);
    splitter->addWidget(right);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({ 320, 1000 });
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(splitter);
    resize(1400, 900);
    clearView();
    setMessage(tr("Add 2 to 8 session files (Add sessions) and tick the runs to compare."));
}

CompareWindow::~CompareWindow()
{
    // Loads and comparisons still running post to this object: let them end first.
    m_pool.waitForDone();
}

void CompareWindow::addSessions(const QStringList& paths) { addSessionFiles(paths, false); }

void CompareWindow::addSessionRuns(const QStringList& paths, const QStringList& runIds)
{
    addSessionFiles(paths, false, runIds);
}

void CompareWindow::addSessionFiles(const QStringList& paths, bool offered, const QStringList& runIds)
{
    m_loadErrors.clear();
    m_updatingList = true;
    for (qsizetype i = 0; i < paths.size(); ++i) {
        const QString& path = paths[i];
        auto* item = new QTreeWidgetItem(m_selection, { tr("%1 (loading…)").arg(QFileInfo(path).fileName()) });
        item->setData(0, kComparePathRole, path);
        item->setData(0, kCompareWantedRunRole, runIds.value(i));
        item->setData(0, kCompareOfferedRole, offered);
        item->setToolTip(0, path);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        m_sessions.emplace_back(item, nullptr);
        ++m_pendingLoads;
        m_pool.start([this, item, path]() {
            std::shared_ptr<const Session> session;
            QString error;
            try {
                session = std::make_shared<const Session>(loadSessionOrFioOutput(path));
            } catch (const UserError& failure) {
                error = failure.message();
            } catch (const std::exception& failure) {
                error = QString::fromLocal8Bit(failure.what());
            }
            QMetaObject::invokeMethod(
                this, [this, item, session, error]() { sessionLoaded(item, session, error); }, Qt::QueuedConnection);
        });
    }
    m_updatingList = false;
    if (!paths.isEmpty())
        setMessage(tr("Loading %n file(s)…", nullptr, m_pendingLoads));
}

void CompareWindow::setRecentSessions(const QStringList& paths) { m_recent = paths; }

void CompareWindow::addRunItems(QTreeWidgetItem* item, const Session& session, bool tickLast)
{
    const QString wanted = item->data(0, kCompareWantedRunRole).toString();
    for (size_t i = 0; i < session.runs.size(); ++i) {
        const SessionRun& run = session.runs[i];
        // Its label first, so that a narrow list still shows the drive; the whole title in the tooltip.
        auto* child = new QTreeWidgetItem(
            item, { tr("Run %1: %2").arg(run.id, run.displayLabel(true) + run.partialNote(true)) });
        child->setToolTip(0, runToolTip(run));
        child->setData(0, kCompareRunRole, static_cast<int>(i));
        child->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
        const bool tick = wanted.isEmpty() ? i + 1 == session.runs.size() : run.id == wanted;
        child->setCheckState(0, tickLast && tick ? Qt::Checked : Qt::Unchecked);
    }
    item->setExpanded(session.runs.size() > 1);
}

// Every run of `session` is listed already under another item (same start, same command): a library
// file the window's own run was saved to.
bool CompareWindow::listsRunsOf(const Session& session, const QTreeWidgetItem* except) const
{
    auto listed = [&](const SessionRun& run) {
        for (const auto& [item, other] : m_sessions) {
            if (item == except || !other)
                continue;
            for (const SessionRun& candidate : other->runs)
                if (!run.startedAt.isEmpty() && candidate.startedAt == run.startedAt && candidate.command == run.command
                    && candidate.kindName() == run.kindName())
                    return true;
        }
        return false;
    };
    return !session.runs.empty() && std::all_of(session.runs.begin(), session.runs.end(), listed);
}

void CompareWindow::offerWindowSession(const Session& session, const QString& name)
{
    m_updatingList = true;
    QTreeWidgetItem* item = nullptr;
    for (int i = 0; i < m_selection->topLevelItemCount() && !item; ++i)
        if (m_selection->topLevelItem(i)->data(0, kCompareWindowRole).toBool())
            item = m_selection->topLevelItem(i);
    // The runs ticked before stay ticked where the session still holds them.
    std::vector<int> ticked;
    if (item) {
        for (int j = 0; j < item->childCount(); ++j)
            if (isChosenRun(item->child(j)))
                ticked.push_back(item->child(j)->data(0, kCompareRunRole).toInt());
        qDeleteAll(item->takeChildren());
    }
    const auto entry = std::find_if(
        m_sessions.begin(), m_sessions.end(), [item](const auto& loaded) { return item && loaded.first == item; });
    if (session.runs.empty()) {
        if (entry != m_sessions.end())
            m_sessions.erase(entry);
        delete item;
        m_updatingList = false;
        scheduleCompare();
        return;
    }
    if (!item) {
        item = new QTreeWidgetItem;
        m_selection->insertTopLevelItem(0, item);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        item->setData(0, kCompareWindowRole, true);
        item->setData(0, kCompareOfferedRole, true);
    }
    item->setText(0, name);
    item->setToolTip(0, name);
    item->setData(0, kComparePathRole, name);
    auto shared = std::make_shared<const Session>(session);
    if (entry != m_sessions.end())
        entry->second = shared;
    else
        m_sessions.emplace_back(item, shared);
    addRunItems(item, session, false);
    for (int j = 0; j < item->childCount(); ++j)
        if (std::find(ticked.begin(), ticked.end(), j) != ticked.end())
            item->child(j)->setCheckState(0, Qt::Checked);
    m_updatingList = false;
    if (chosenCount() == 0)
        setMessage(tr("Tick 2 to 8 runs to compare: this window's runs and the library's latest are listed; "
                      "Add sessions for others."));
    scheduleCompare();
}

const SessionRun* CompareWindow::runAt(int session, int run) const
{
    QTreeWidgetItem* item = m_selection->topLevelItem(session);
    QTreeWidgetItem* child = item ? item->child(run) : nullptr;
    const auto entry = std::find_if(
        m_sessions.begin(), m_sessions.end(), [item](const auto& loaded) { return item && loaded.first == item; });
    if (!child || entry == m_sessions.end() || !entry->second)
        return nullptr;
    const size_t index = static_cast<size_t>(child->data(0, kCompareRunRole).toInt());
    return index < entry->second->runs.size() ? &entry->second->runs[index] : nullptr;
}

bool CompareWindow::renameRun(int session, int run, const QString& label)
{
    return changeRun(
        session, run, [&label](SessionRun& changed) { changed.label = label.trimmed(); },
        [this](size_t index, const SessionRun& changed) { emit windowRunRenamed(index, changed.label); },
        tr("Cannot rename the run: %1"));
}

bool CompareWindow::retagRun(int session, int run, const QStringList& tags)
{
    QStringList kept;
    try {
        kept = normalizedRunTags(tags);
    } catch (const UserError& error) {
        m_lastError = error.message();
        setMessage(tr("Cannot tag the run: %1").arg(error.message()));
        return false;
    }
    return changeRun(
        session, run, [&kept](SessionRun& changed) { changed.tags = kept; },
        [this](size_t index, const SessionRun& changed) { emit windowRunRetagged(index, changed.tags); },
        tr("Cannot tag the run: %1"));
}

bool CompareWindow::changeRun(int session, int run, const std::function<void(SessionRun&)>& change,
    const std::function<void(size_t, const SessionRun&)>& sendToWindow, const QString& failure)
{
    QTreeWidgetItem* item = m_selection->topLevelItem(session);
    QTreeWidgetItem* child = item ? item->child(run) : nullptr;
    const auto entry = std::find_if(
        m_sessions.begin(), m_sessions.end(), [item](const auto& loaded) { return item && loaded.first == item; });
    if (!child || entry == m_sessions.end() || !entry->second)
        return false;
    const size_t index = static_cast<size_t>(child->data(0, kCompareRunRole).toInt());
    if (index >= entry->second->runs.size())
        return false;
    auto changed = std::make_shared<Session>(*entry->second);
    change(changed->runs[index]);
    if (item->data(0, kCompareWindowRole).toBool()) {
        // The main window's session: the window keeps it and saves it with the session.
        sendToWindow(index, changed->runs[index]);
    } else {
        try {
            saveSession(*changed, item->data(0, kComparePathRole).toString());
        } catch (const UserError& error) {
            m_lastError = error.message();
            setMessage(failure.arg(error.message()));
            return false;
        }
    }
    entry->second = changed;
    m_updatingList = true;
    const SessionRun& shown = changed->runs[index];
    child->setText(0, tr("Run %1: %2").arg(shown.id, shown.displayLabel(true) + shown.partialNote(true)));
    child->setToolTip(0, runToolTip(shown));
    m_updatingList = false;
    scheduleCompare();
    return true;
}

void CompareWindow::renameInteractive(int session, int run)
{
    const SessionRun* shown = runAt(session, run);
    if (!shown)
        return;
    bool ok = false;
    const QString label = QInputDialog::getText(this, tr("Rename run"),
        tr("The run's name in legends, captions and reports (empty: %1):").arg(shown->defaultLabel(true)),
        QLineEdit::Normal, shown->label, &ok);
    if (ok)
        renameRun(session, run, label);
}

void CompareWindow::retagInteractive(int session, int run)
{
    const SessionRun* shown = runAt(session, run);
    if (!shown)
        return;
    bool ok = false;
    const QString text = QInputDialog::getText(this, tr("Edit tags"),
        tr("Words to find the run by in the Bench, separated by commas (review-2026, fleet-a):"), QLineEdit::Normal,
        shown->tags.join(QStringLiteral(", ")), &ok);
    if (!ok)
        return;
    QStringList tags;
    for (const QString& tag : text.split(QLatin1Char(','), Qt::SkipEmptyParts))
        if (!tag.trimmed().isEmpty())
            tags += tag;
    if (!retagRun(session, run, tags))
        QMessageBox::warning(this, tr("Edit tags"), m_lastError);
}

void CompareWindow::offerLibrary(int count)
{
    QDir library(sessionLibraryDirectory());
    // Named by their start (20261130-010203-…), so the newest sort last.
    QStringList names
        = library.entryList({ QStringLiteral("*.json") }, QDir::Files | QDir::Readable, QDir::Name | QDir::Reversed);
    QStringList listed;
    for (int i = 0; i < m_selection->topLevelItemCount(); ++i)
        listed += m_selection->topLevelItem(i)->data(0, kComparePathRole).toString();
    QStringList paths;
    for (const QString& name : names) {
        if (paths.size() >= count)
            break;
        const QString path = library.filePath(name);
        if (!listed.contains(path))
            paths += path;
    }
    if (paths.isEmpty())
        return;
    addSessionFiles(paths, true);
    if (chosenCount() == 0)
        setMessage(tr("Tick 2 to 8 runs to compare: this window's runs and the library's latest are listed; "
                      "Add sessions for others."));
}

void CompareWindow::sessionLoaded(QTreeWidgetItem* item, std::shared_ptr<const Session> session, const QString& error)
{
    --m_pendingLoads;
    const auto entry = std::find_if(
        m_sessions.begin(), m_sessions.end(), [item](const auto& loaded) { return loaded.first == item; });
    if (entry != m_sessions.end()) {
        const QString path = item->data(0, kComparePathRole).toString();
        m_updatingList = true;
        const bool offered = item->data(0, kCompareOfferedRole).toBool();
        if (offered && (!error.isEmpty() || !session || session->runs.empty() || listsRunsOf(*session, item))) {
            // Listed unasked: a file that cannot be read, or holds only runs listed already, is left out quietly.
            m_sessions.erase(entry);
            delete item;
        } else if (!error.isEmpty() || !session || session->runs.empty()) {
            const QString reason = error.isEmpty() ? tr("the session holds no runs") : error;
            m_loadErrors += tr("%1 was not added: %2").arg(path, reason);
            m_lastError = m_loadErrors.back();
            m_sessions.erase(entry);
            delete item;
        } else {
            entry->second = session;
            item->setText(0, QFileInfo(path).fileName());
            // A new file's last run is ticked while there is room for it: adding a ninth file to
            // eight compared runs lists it without breaking the comparison on show.
            const bool room = chosenCount() < static_cast<int>(Comparison::kMaxItems);
            addRunItems(item, *session, room && !offered);
        }
        m_updatingList = false;
    }
    if (m_pendingLoads == 0) {
        emit sessionsLoaded();
        scheduleCompare();
    }
}

int CompareWindow::sessionCount() const { return m_selection->topLevelItemCount(); }

void CompareWindow::setRunChosen(int session, int run, bool chosen)
{
    QTreeWidgetItem* file = m_selection->topLevelItem(session);
    QTreeWidgetItem* child = file ? file->child(run) : nullptr;
    if (child)
        child->setCheckState(0, chosen ? Qt::Checked : Qt::Unchecked);
}

int CompareWindow::chosenCount() const
{
    int count = 0;
    for (int i = 0; i < m_selection->topLevelItemCount(); ++i)
        if (const QTreeWidgetItem* file = m_selection->topLevelItem(i))
            for (int j = 0; j < file->childCount(); ++j)
                count += isChosenRun(file->child(j)) ? 1 : 0;
    return count;
}

void CompareWindow::makeBaseline(int session)
{
    if (session <= 0 || session >= m_selection->topLevelItemCount())
        return;
    m_updatingList = true;
    QTreeWidgetItem* item = m_selection->takeTopLevelItem(session);
    m_selection->insertTopLevelItem(0, item);
    item->setExpanded(item->childCount() > 1);
    m_selection->setCurrentItem(item);
    m_updatingList = false;
    scheduleCompare();
}

void CompareWindow::scheduleCompare()
{
    if (m_compareScheduled)
        return;
    m_compareScheduled = true;
    QTimer::singleShot(0, this, &CompareWindow::compareChosen);
}

void CompareWindow::compareChosen()
{
    m_compareScheduled = false;
    if (m_pendingLoads > 0)
        return; // once the last file is in
    std::vector<CompareChoice> choices = chosenRuns(m_selection, m_sessions);
    const int count = static_cast<int>(choices.size());
    ++m_generation;
    if (count < static_cast<int>(Comparison::kMinItems) || count > static_cast<int>(Comparison::kMaxItems)) {
        clearView();
        m_comparing = false;
        const QString refusal = tr("A comparison takes %1 to %2 runs; %3 chosen.")
                                    .arg(Comparison::kMinItems)
                                    .arg(Comparison::kMaxItems)
                                    .arg(count);
        setMessage(refusal);
        emit comparisonRefused(refusal);
        return;
    }
    m_comparing = true;
    setMessage(tr("Comparing %1 runs…").arg(count));
    const quint64 generation = m_generation;
    m_pool.start([this, choices = std::move(choices), generation]() {
        std::shared_ptr<CompareData> built = buildComparison(choices, generation);
        QMetaObject::invokeMethod(
            this,
            [this, built]() {
                if (built->generation == m_generation)
                    showComparison(built);
            },
            Qt::QueuedConnection);
    });
}

QColor CompareWindow::seriesColor(int item)
{
    // Okabe and Ito's colour-blind-safe set, with black swapped for a grey that reads on dark too.
    static const QColor colors[] = { QColor(0, 114, 178), QColor(230, 159, 0), QColor(0, 158, 115), QColor(213, 94, 0),
        QColor(204, 121, 167), QColor(86, 180, 233), QColor(150, 150, 150), QColor(240, 228, 66) };
    return colors[static_cast<size_t>(item) % std::size(colors)];
}

QColor CompareWindow::verdictColor(ComparedFigure::Verdict verdict)
{
    switch (verdict) {
    case ComparedFigure::Verdict::Better:
        return QColor(190, 235, 190);
    case ComparedFigure::Verdict::Worse:
        return QColor(245, 195, 195);
    case ComparedFigure::Verdict::WithinNoise:
        return QColor(228, 228, 228);
    case ComparedFigure::Verdict::Baseline:
    case ComparedFigure::Verdict::Missing:
        break;
    }
    return QColor();
}

const Comparison* CompareWindow::comparison() const { return m_shown ? &m_shown->comparison : nullptr; }

QStringList CompareWindow::labels() const
{
    QStringList names;
    if (m_shown)
        for (const CompareItem& item : m_shown->comparison.items)
            names += item.label;
    return names;
}

QColor CompareWindow::colorOf(int item) const { return seriesColor(item); }

QString CompareWindow::message() const { return m_message->text(); }

void CompareWindow::setMessage(const QString& message)
{
    QStringList lines = m_loadErrors;
    if (!message.isEmpty())
        lines += message;
    m_message->setText(lines.join(QLatin1Char('\n')));
}

void CompareWindow::clearView()
{
    m_shown.reset();
    m_charts->clear();
    m_figures->clear();
    m_figures->setRowCount(0);
    m_figures->setColumnCount(0);
    m_changes->clear();
    m_changes->setRowCount(0);
    m_changes->setColumnCount(0);
    m_exportButton->setEnabled(false);
}

void CompareWindow::showComparison(std::shared_ptr<CompareData> shown)
{
    m_comparing = false;
    if (!shown->error.isEmpty()) {
        clearView();
        m_lastError = shown->error;
        setMessage(tr("Cannot compare: %1").arg(shown->error));
        emit comparisonRefused(message());
        return;
    }
    clearView();
    m_shown = shown;
    const Comparison& comparison = shown->comparison;
    const int count = static_cast<int>(comparison.items.size());
    QStringList names;
    std::vector<QColor> colors;
    for (int i = 0; i < count; ++i) {
        names += comparison.items[static_cast<size_t>(i)].label;
        colors.push_back(seriesColor(i));
    }

    m_charts->show(*shown, names, colors);
    fillFigureTable(m_figures, comparison, names, colors);
    fillChangeTable(m_changes, comparison, names);

    m_exportButton->setEnabled(true);
    QStringList changedFacts;
    for (const FactChange& change : comparison.changes)
        changedFacts += translatedFact(change.fact);
    setMessage(changedFacts.isEmpty()
            ? tr("%1 runs compared; nothing changed in the host and device facts.").arg(count)
            : tr("%1 runs compared; what changed: %2.").arg(count).arg(changedFacts.join(QStringLiteral(", "))));
    emit comparisonShown();
}

void CompareWindow::setChartTheme(QChart::ChartTheme theme) { m_charts->setTheme(theme, labels()); }

QChart* CompareWindow::surfaceChart() const { return m_charts->surfaceChart(); }
QChart* CompareWindow::blockSizeChart() const { return m_charts->blockSizeChart(); }
QChart* CompareWindow::queueDepthChart() const { return m_charts->queueDepthChart(); }
QChart* CompareWindow::sustainedChart() const { return m_charts->sustainedChart(); }
QTabWidget* CompareWindow::chartTabs() const { return m_charts->tabs(); }

QChart* CompareWindow::currentChart() const { return m_charts->currentChart(); }

std::vector<int> CompareWindow::drawnItems() const
{
    std::vector<int> drawn;
    const QStringList names = labels();
    const QChart* chart = currentChart();
    const QList<QAbstractSeries*> series = chart ? chart->series() : QList<QAbstractSeries*>();
    for (int i = 0; i < names.size(); ++i) {
        const bool hasSeries = !chart || std::any_of(series.begin(), series.end(), [&](const QAbstractSeries* one) {
            return one->name() == names[i];
        });
        if (hasSeries)
            drawn.push_back(i);
    }
    return drawn;
}

QStringList CompareWindow::drawnLabels() const
{
    const QStringList names = labels();
    QStringList drawn;
    for (int i : drawnItems())
        drawn += names[i];
    return drawn;
}

ImageCaption CompareWindow::caption() const
{
    ImageCaption caption;
    // The runs this chart draws, not every ticked one: a headline names what the image shows.
    const std::vector<int> drawn = drawnItems();
    const QStringList names = drawnLabels();
    caption.driveModel = names.join(QStringLiteral("  vs  "));
    caption.test = m_charts->tabs()->tabText(m_charts->tabs()->currentIndex()).remove(QLatin1Char('&'));
    caption.settings = tr("%1 runs compared, changes against %2").arg(names.size()).arg(names.value(0));
    if (m_shown && !m_shown->comparison.figures.empty()) {
        // The first figure of the test this chart draws, else the first of all.
        const QString wanted = m_charts->currentTest();
        const auto& figures = m_shown->comparison.figures;
        auto figure = std::find_if(figures.begin(), figures.end(), [&](const ComparedFigure& candidate) {
            return wanted.isEmpty() ? candidate.unit == QLatin1String("MB/s") : candidate.test == wanted;
        });
        if (figure == figures.end())
            figure = figures.begin();
        // The drawn runs that have the figure, in the headline's order; a run without it is left out.
        QStringList values;
        for (int item : drawn) {
            const size_t i = static_cast<size_t>(item);
            if (i >= figure->values.size() || !figure->values[i])
                continue;
            QString value = compareFigureText(*figure->values[i]);
            if (const std::optional<double> change = figure->changePercent(i))
                value += QStringLiteral(" (%1%2 %)")
                             .arg(*change >= 0 ? QStringLiteral("+") : QString())
                             .arg(formatDecimal(*change, 1));
            values += value;
        }
        if (!values.isEmpty())
            caption.results
                = QStringLiteral("%1: %2").arg(compareFigureLabel(*figure), values.join(QStringLiteral(" · ")));
    }
    caption.date = QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'"));
    caption.version = QStringLiteral(DRIVESCOPE_VERSION);
    return caption;
}

ContentPainter CompareWindow::exportPainter() const
{
    QChart* chart = currentChart();
    return [chart](QPainter& painter, const QRectF& area) { paintChart(chart, painter, area); };
}

// While it lives, the compare charts wear the export theme's colours (each run keeps its own); then the
// window's theme again.
class CompareWindow::ImageColours {
public:
    explicit ImageColours(CompareWindow& window)
        : m_window(window)
        , m_shown(window.m_charts->surfaceChart()->theme())
    {
        const QChart::ChartTheme image = exportChartTheme(window.m_exportTheme);
        if (image != m_shown)
            window.m_charts->setTheme(image, window.labels());
    }
    ~ImageColours()
    {
        if (m_window.m_charts->surfaceChart()->theme() != m_shown)
            m_window.m_charts->setTheme(m_shown, m_window.labels());
    }
    ImageColours(const ImageColours&) = delete;
    ImageColours& operator=(const ImageColours&) = delete;

private:
    CompareWindow& m_window;
    QChart::ChartTheme m_shown;
};

bool CompareWindow::exportPng(const QString& path, QSize size, QString* error)
{
    if (!m_shown) {
        *error = tr("Nothing to export: choose 2 to 8 runs first.");
        return false;
    }
    m_charts->refresh();
    const ImageColours colours(*this);
    return savePng(renderImage(exportPainter(), caption(), size, exportBackground(m_exportTheme)), path, error);
}

bool CompareWindow::exportSvg(const QString& path, QSize size, QString* error)
{
    if (!m_shown) {
        *error = tr("Nothing to export: choose 2 to 8 runs first.");
        return false;
    }
    m_charts->refresh();
    const ImageColours colours(*this);
    return saveSvg(exportPainter(), caption(), size, exportBackground(m_exportTheme), path, error);
}

void CompareWindow::exportInteractive(bool svg)
{
    const QString path = QFileDialog::getSaveFileName(this, svg ? tr("Export SVG") : tr("Export PNG"),
        svg ? QStringLiteral("drivescope-compare.svg") : QStringLiteral("drivescope-compare.png"),
        svg ? tr("SVG images (*.svg)") : tr("PNG images (*.png)"));
    if (path.isEmpty())
        return;
    QString error;
    const bool saved = svg ? exportSvg(path, kDefaultExportSize, &error) : exportPng(path, kDefaultExportSize, &error);
    if (!saved) {
        m_lastError = error;
        setMessage(error);
    } else {
        setMessage(tr("Saved %1").arg(path));
    }
}

void CompareWindow::addSessionsInteractive()
{
    const QStringList paths = QFileDialog::getOpenFileNames(this, tr("Add sessions to compare"),
        sessionLibraryDirectory(), tr("DriveScope sessions (*.json);;All files (*)"));
    if (!paths.isEmpty())
        addSessions(paths);
}

} // namespace ds
