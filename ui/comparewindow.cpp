#include "comparewindow.h"

#include "axisscale.h"
#include "curvemodel.h"
#include "model/chartdescription.h"
#include "session/fiointerop.h"
#include "session/session.h"
#include "sweepcharts.h"
#include "translation.h"
#include "usererror.h"

#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QDateTime>
#include <QDialog>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLegend>
#include <QLineSeries>
#include <QMenu>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <set>

namespace ds {

// One compared run's curves, made in a worker thread.
struct CompareItemCurves {
    std::vector<QPointF> surface; // position (GB), MB/s
    std::vector<SweepChartPoint> blockSize;
    std::vector<SweepChartPoint> queueDepth;
    std::vector<QPointF> sustained; // GB written, MB/s
};

// Everything the view shows of one comparison.
struct CompareData {
    quint64 generation = 0;
    Comparison comparison;
    std::vector<CompareItemCurves> curves; // one per item
    double surfaceEndGb = 0;
    double maxSurfaceRate = 0;
    double sustainedEndGb = 0;
    double maxSustainedRate = 0;
    QString error;
};

namespace {
    // A run picked in the list, with what the worker needs to compare it.
    struct Choice {
        std::shared_ptr<const Session> session;
        size_t run = 0;
        QString label;
        QString source;
    };

    constexpr int kRunRole = Qt::UserRole + 1; // the run's index on a child item
    constexpr int kPathRole = Qt::UserRole + 2; // the file on a top-level item
    constexpr int kOfferedRole = Qt::UserRole + 4; // on a top-level item: listed unasked, nothing ticked
    constexpr int kWindowRole = Qt::UserRole + 5; // on a top-level item: the main window's session

    // At least three significant digits: a change beyond the noise (2 %) always shows in the digits,
    // where 0.04 → 0.04 (+4.8 %) hid it.
    QString formatFigure(double value)
    {
        const double magnitude = std::fabs(value);
        if (magnitude >= 1 || magnitude == 0 || !std::isfinite(magnitude))
            return formatDecimal(value, magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : 2);
        return formatDecimal(value, std::min(9, 2 - static_cast<int>(std::floor(std::log10(magnitude)))));
    }

    // The figure's name with its unit once: "average MB/s" needs no "(MB/s)" after it, "p99 latency"
    // needs its "(µs)".
    QString figureLabel(const ComparedFigure& figure)
    {
        const QString name = translatedFigureName(figure.name);
        return name.endsWith(figure.unit) ? name : QStringLiteral("%1 (%2)").arg(name, figure.unit);
    }

    QString sizeLabel(uint64_t size)
    {
        return size >= (1u << 20) && size % (1u << 20) == 0 ? QStringLiteral("%1M").arg(size >> 20)
            : size >= 1024 && size % 1024 == 0              ? QStringLiteral("%1K").arg(size >> 10)
                                                            : QString::number(size);
    }

    const SurfaceResult* surfaceOf(const SessionResult& result)
    {
        if (const auto* surface = std::get_if<SurfaceResult>(&result))
            return surface;
        if (const auto* hdtach = std::get_if<HdTachResult>(&result))
            return &hdtach->surface;
        return nullptr;
    }

    // The curves of one run: the surface as the Surface page plots it, sweeps as their charts do.
    CompareItemCurves curvesOf(const SessionRun& run, CompareData& data)
    {
        CompareItemCurves curves;
        if (const SurfaceResult* surface = surfaceOf(run.result)) {
            // The model's description: zones where the Surface page and the reports put them.
            const ChartDescription described = describeSurface(*surface);
            if (const ChartSeriesDescription* rate = described.find(SeriesKey::SurfaceRate))
                curves.surface = rate->points;
            for (const QPointF& point : curves.surface)
                data.maxSurfaceRate = std::max(data.maxSurfaceRate, point.y());
            const uint64_t length = surface->plan.rangeLength > 0
                ? surface->plan.rangeLength
                : (surface->target.sizeBytes > surface->plan.rangeOffset
                        ? surface->target.sizeBytes - surface->plan.rangeOffset
                        : 0);
            data.surfaceEndGb
                = std::max(data.surfaceEndGb, static_cast<double>(surface->plan.rangeOffset + length) / 1e9);
            if (!curves.surface.empty())
                data.surfaceEndGb = std::max(data.surfaceEndGb, curves.surface.back().x());
        }
        if (const auto* sustained = std::get_if<SustainedResult>(&run.result)) {
            for (const SustainedSample& sample : sustained->samples) {
                curves.sustained.emplace_back(static_cast<double>(sample.bytes) / 1e9, sample.megabytesPerSecond);
                data.maxSustainedRate = std::max(data.maxSustainedRate, sample.megabytesPerSecond);
            }
            data.sustainedEndGb = std::max(data.sustainedEndGb, static_cast<double>(sustained->plan.totalBytes) / 1e9);
        }
        if (const auto* sweep = std::get_if<SweepResult>(&run.result)) {
            auto& points = sweep->plan.kind == SweepKind::BlockSize ? curves.blockSize : curves.queueDepth;
            for (const SweepPoint& point : sweep->points) {
                const SweepChartPoint chartPoint = SweepChartPoint::from(point);
                if (chartPoint.measured)
                    points.push_back(chartPoint);
            }
        }
        return curves;
    }

    // The worker's part: copies of the runs, core's comparison, the curves; then the samples are
    // let go (the view keeps the curves and the figures, not a second copy of every zone).
    std::shared_ptr<CompareData> buildComparison(const std::vector<Choice>& choices, quint64 generation)
    {
        auto data = std::make_shared<CompareData>();
        data->generation = generation;
        try {
            std::vector<CompareItem> items;
            for (const Choice& choice : choices) {
                CompareItem item;
                item.label = choice.label;
                item.source = choice.source;
                item.run = choice.session->runs.at(choice.run);
                item.host = choice.session->host;
                item.measuredWith = choice.session->measuredWith();
                data->curves.push_back(curvesOf(item.run, *data));
                items.push_back(std::move(item));
            }
            data->comparison = Comparison::of(std::move(items));
            for (CompareItem& item : data->comparison.items) {
                if (auto* surface = std::get_if<SurfaceResult>(&item.run.result))
                    surface->zones = {};
                else if (auto* hdtach = std::get_if<HdTachResult>(&item.run.result))
                    hdtach->surface.zones = {};
            }
        } catch (const UserError& error) {
            data->error = error.message();
        } catch (const std::exception& error) {
            data->error = QString::fromLocal8Bit(error.what());
        }
        return data;
    }

    bool isChosen(const QTreeWidgetItem* run) { return run && run->checkState(0) == Qt::Checked; }

    // "WDC WD5000AAKS · 2026-11-30 04:12", else the file's name.
    QString labelOf(const Session& session, size_t run, const QString& path)
    {
        const SessionRun& picked = session.runs.at(run);
        const std::vector<TargetInfo> targets = picked.targets();
        QString model;
        if (!targets.empty() && targets.front().drive)
            model = targets.front().drive->model.trimmed();
        if (model.isEmpty())
            return QFileInfo(path).completeBaseName();
        const QDateTime date
            = QDateTime::fromString(picked.startedAt.isEmpty() ? session.createdAt : picked.startedAt, Qt::ISODate);
        return date.isValid()
            ? QStringLiteral("%1 · %2").arg(model, date.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm")))
            : model;
    }
}

CompareWindow::CompareWindow(QWidget* parent)
    : QWidget(parent)
    , m_selection(new QTreeWidget)
    , m_message(new QLabel)
    , m_addMenu(new QMenu(this))
    , m_exportButton(new QPushButton(tr("&Export…")))
    , m_chartTabs(new QTabWidget)
    , m_surfaceChart(new QChart)
    , m_blockSizeChart(new QChart)
    , m_queueDepthChart(new QChart)
    , m_sustainedChart(new QChart)
    , m_surfaceView(new QChartView(m_surfaceChart))
    , m_blockSizeView(new QChartView(m_blockSizeChart))
    , m_queueDepthView(new QChartView(m_queueDepthChart))
    , m_sustainedView(new QChartView(m_sustainedChart))
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
    connect(m_exportButton, &QPushButton::clicked, this, [this]() {
        QMenu menu;
        menu.addAction(tr("PNG…"), this, [this]() { exportInteractive(false); });
        menu.addAction(tr("SVG…"), this, [this]() { exportInteractive(true); });
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

    for (QChart* chart : { m_surfaceChart, m_blockSizeChart, m_queueDepthChart, m_sustainedChart }) {
        chart->setAnimationOptions(QChart::NoAnimation);
        localizeChartNumbers(chart);
        chart->legend()->setAlignment(Qt::AlignBottom);
    }
    for (QChartView* view : { m_surfaceView, m_blockSizeView, m_queueDepthView, m_sustainedView })
        view->setRenderHint(QPainter::Antialiasing);
    m_surfaceChart->setTitle(tr("Surface read"));
    m_blockSizeChart->setTitle(tr("Block size"));
    m_queueDepthChart->setTitle(tr("Queue depth"));
    m_sustainedChart->setTitle(tr("Sustained write"));
    m_chartTabs->addTab(m_surfaceView, tr("Surface"));
    m_chartTabs->addTab(m_blockSizeView, tr("Block size"));
    m_chartTabs->addTab(m_queueDepthView, tr("Queue depth"));
    m_chartTabs->addTab(m_sustainedView, tr("Sustained write"));
    connect(m_surfaceChart, &QChart::plotAreaChanged, this, &CompareWindow::updateSurfaceColumns);

    m_figures->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_figures->verticalHeader()->setVisible(false);
    m_changes->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_changes->verticalHeader()->setVisible(false);
    auto* tables = new QTabWidget;
    tables->addTab(m_figures, tr("Key figures"));
    tables->addTab(m_changes, tr("What changed"));

    auto* right = new QSplitter(Qt::Vertical);
    right->addWidget(m_chartTabs);
    right->addWidget(tables);
    right->setStretchFactor(0, 3);
    right->setStretchFactor(1, 2);
    m_chartTabs->setMinimumHeight(300);
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

void CompareWindow::addSessionFiles(const QStringList& paths, bool offered)
{
    m_loadErrors.clear();
    m_updatingList = true;
    for (const QString& path : paths) {
        auto* item = new QTreeWidgetItem(m_selection, { tr("%1 (loading…)").arg(QFileInfo(path).fileName()) });
        item->setData(0, kPathRole, path);
        item->setData(0, kOfferedRole, offered);
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
    for (size_t i = 0; i < session.runs.size(); ++i) {
        const SessionRun& run = session.runs[i];
        auto* child = new QTreeWidgetItem(item, { tr("Run %1: %2").arg(run.id, run.title(true)) });
        child->setToolTip(0, child->text(0));
        child->setData(0, kRunRole, static_cast<int>(i));
        child->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
        child->setCheckState(0, tickLast && i + 1 == session.runs.size() ? Qt::Checked : Qt::Unchecked);
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
        if (m_selection->topLevelItem(i)->data(0, kWindowRole).toBool())
            item = m_selection->topLevelItem(i);
    // The runs ticked before stay ticked where the session still holds them.
    std::vector<int> ticked;
    if (item) {
        for (int j = 0; j < item->childCount(); ++j)
            if (isChosen(item->child(j)))
                ticked.push_back(item->child(j)->data(0, kRunRole).toInt());
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
        item->setData(0, kWindowRole, true);
        item->setData(0, kOfferedRole, true);
    }
    item->setText(0, name);
    item->setToolTip(0, name);
    item->setData(0, kPathRole, name);
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

void CompareWindow::offerLibrary(int count)
{
    QDir library(Session::libraryDirectory());
    // Named by their start (20261130-010203-…), so the newest sort last.
    QStringList names
        = library.entryList({ QStringLiteral("*.json") }, QDir::Files | QDir::Readable, QDir::Name | QDir::Reversed);
    QStringList listed;
    for (int i = 0; i < m_selection->topLevelItemCount(); ++i)
        listed += m_selection->topLevelItem(i)->data(0, kPathRole).toString();
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
        const QString path = item->data(0, kPathRole).toString();
        m_updatingList = true;
        const bool offered = item->data(0, kOfferedRole).toBool();
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
                count += isChosen(file->child(j)) ? 1 : 0;
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
    std::vector<Choice> choices;
    for (int i = 0; i < m_selection->topLevelItemCount(); ++i) {
        QTreeWidgetItem* file = m_selection->topLevelItem(i);
        if (!file)
            continue;
        const auto entry = std::find_if(
            m_sessions.begin(), m_sessions.end(), [file](const auto& loaded) { return loaded.first == file; });
        if (entry == m_sessions.end() || !entry->second)
            continue;
        const QString path = file->data(0, kPathRole).toString();
        int chosenInFile = 0;
        for (int j = 0; j < file->childCount(); ++j)
            chosenInFile += isChosen(file->child(j)) ? 1 : 0;
        for (int j = 0; j < file->childCount(); ++j) {
            if (!isChosen(file->child(j)))
                continue;
            const size_t run = static_cast<size_t>(file->child(j)->data(0, kRunRole).toInt());
            Choice choice { entry->second, run, labelOf(*entry->second, run, path), path };
            // Several runs of one file: each says which it is.
            if (chosenInFile > 1 || entry->second->runs.size() > 1) {
                choice.source = QStringLiteral("%1#%2").arg(path).arg(run + 1);
                if (chosenInFile > 1)
                    choice.label += QStringLiteral(" #%1").arg(run + 1);
            }
            choices.push_back(std::move(choice));
        }
    }
    // Legend names must tell the runs apart: the same drive and minute get the file's name.
    for (Choice& choice : choices)
        if (std::count_if(
                choices.begin(), choices.end(), [&](const Choice& other) { return other.label == choice.label; })
            > 1) {
            const QString same = choice.label;
            for (Choice& other : choices)
                if (other.label == same)
                    other.label = QStringLiteral("%1 (%2)").arg(same, QFileInfo(other.source).fileName());
        }
    for (size_t i = 0; i < choices.size(); ++i)
        for (size_t j = i + 1; j < choices.size(); ++j)
            if (choices[j].label == choices[i].label)
                choices[j].label += QStringLiteral(" [%1]").arg(j + 1);

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
    for (QChart* chart : { m_surfaceChart, m_blockSizeChart, m_queueDepthChart, m_sustainedChart }) {
        chart->removeAllSeries();
        for (QAbstractAxis* axis : chart->axes()) {
            chart->removeAxis(axis);
            delete axis;
        }
    }
    for (DecimatingProxy* proxy : m_proxies)
        delete proxy;
    for (CurveModel* curve : m_curves)
        delete curve;
    m_proxies.clear();
    m_curves.clear();
    m_figures->clear();
    m_figures->setRowCount(0);
    m_figures->setColumnCount(0);
    m_changes->clear();
    m_changes->setRowCount(0);
    m_changes->setColumnCount(0);
    m_exportButton->setEnabled(false);
}

void CompareWindow::updateSurfaceColumns()
{
    for (DecimatingProxy* proxy : m_proxies)
        proxy->setColumns(static_cast<int>(m_surfaceChart->plotArea().width()));
}

namespace {
    // A sweep chart over log2 of its x values, labelled with the values themselves.
    void fillSweepChart(QChart* chart, const std::vector<std::vector<SweepChartPoint>*>& seriesPoints,
        const QStringList& names, const std::vector<QColor>& colors, bool blockSize)
    {
        std::set<uint64_t> values;
        double maxY = 0;
        for (const auto* points : seriesPoints)
            for (const SweepChartPoint& point : *points) {
                values.insert(point.value);
                maxY = std::max(maxY, blockSize ? point.megabytesPerSecond : point.iops);
            }
        if (values.empty())
            return;
        auto* xAxis = new QCategoryAxis;
        xAxis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
        for (uint64_t value : values)
            xAxis->append(blockSize ? sizeLabel(value) : QString::number(value), std::log2(static_cast<double>(value)));
        const double first = std::log2(static_cast<double>(*values.begin()));
        const double last = std::log2(static_cast<double>(*values.rbegin()));
        xAxis->setRange(first - 0.25, last + 0.25);
        xAxis->setTitleText(blockSize ? CompareWindow::tr("Block size") : CompareWindow::tr("Queue depth"));
        auto* yAxis = new QValueAxis;
        yAxis->setTitleText(blockSize ? CompareWindow::tr("MB/s") : CompareWindow::tr("IOPS"));
        setNiceRangeFromZero(yAxis, maxY * 1.1);
        chart->addAxis(xAxis, Qt::AlignBottom);
        chart->addAxis(yAxis, Qt::AlignLeft);
        for (size_t i = 0; i < seriesPoints.size(); ++i) {
            if (seriesPoints[i]->empty())
                continue;
            auto* line = new QLineSeries;
            line->setName(names[static_cast<qsizetype>(i)]);
            QPen pen(colors[i]);
            pen.setWidthF(2);
            line->setPen(pen);
            line->setPointsVisible(true);
            for (const SweepChartPoint& point : *seriesPoints[i])
                line->append(
                    std::log2(static_cast<double>(point.value)), blockSize ? point.megabytesPerSecond : point.iops);
            chart->addSeries(line);
            line->attachAxis(xAxis);
            line->attachAxis(yAxis);
        }
    }
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

    // Surface curves, each through its own decimation.
    auto* position = new QValueAxis;
    position->setTitleText(tr("Position (GB)"));
    setNiceRange(position, 0, shown->surfaceEndGb > 0 ? shown->surfaceEndGb : 1);
    auto* rate = new QValueAxis;
    rate->setTitleText(tr("MB/s"));
    setNiceRangeFromZero(rate, shown->maxSurfaceRate * 1.1);
    m_surfaceChart->addAxis(position, Qt::AlignBottom);
    m_surfaceChart->addAxis(rate, Qt::AlignLeft);
    bool anySurface = false;
    for (int i = 0; i < count; ++i) {
        std::vector<QPointF>& points = shown->curves[static_cast<size_t>(i)].surface;
        if (points.empty())
            continue;
        anySurface = true;
        auto* series = new QLineSeries;
        series->setName(names[i]);
        QPen pen(colors[static_cast<size_t>(i)]);
        pen.setWidthF(1.5);
        series->setPen(pen);
        m_surfaceChart->addSeries(series);
        series->attachAxis(position);
        series->attachAxis(rate);
        auto* curve = new CurveModel(this);
        auto* proxy = new DecimatingProxy(curve, series, this);
        // Each curve's first decimation in an event-loop pass of its own: eight million-point
        // curves at once would hold the GUI thread for all of them together.
        proxy->setUpdateInterval(50 + 20 * static_cast<int>(m_proxies.size()));
        proxy->setXRange(0, position->max());
        proxy->setColumns(static_cast<int>(m_surfaceChart->plotArea().width()));
        curve->setPoints(std::move(points)); // the proxy draws it at its next refresh
        m_curves.push_back(curve);
        m_proxies.push_back(proxy);
    }

    std::vector<std::vector<SweepChartPoint>*> blockSizes;
    std::vector<std::vector<SweepChartPoint>*> depths;
    for (CompareItemCurves& curves : shown->curves) {
        blockSizes.push_back(&curves.blockSize);
        depths.push_back(&curves.queueDepth);
    }
    fillSweepChart(m_blockSizeChart, blockSizes, names, colors, true);
    fillSweepChart(m_queueDepthChart, depths, names, colors, false);
    const bool anyBlockSize = !m_blockSizeChart->series().isEmpty();
    const bool anyDepth = !m_queueDepthChart->series().isEmpty();

    // Sustained writes: the rate against the GB written, where each drive's write cache ran out.
    auto* written = new QValueAxis;
    written->setTitleText(tr("Written (GB)"));
    setNiceRange(written, 0, shown->sustainedEndGb > 0 ? shown->sustainedEndGb : 1);
    auto* writeRate = new QValueAxis;
    writeRate->setTitleText(tr("MB/s"));
    setNiceRangeFromZero(writeRate, shown->maxSustainedRate * 1.1);
    m_sustainedChart->addAxis(written, Qt::AlignBottom);
    m_sustainedChart->addAxis(writeRate, Qt::AlignLeft);
    for (int i = 0; i < count; ++i) {
        const std::vector<QPointF>& points = shown->curves[static_cast<size_t>(i)].sustained;
        if (points.empty())
            continue;
        auto* series = new QLineSeries;
        series->setName(names[i]);
        QPen pen(colors[static_cast<size_t>(i)]);
        pen.setWidthF(1.5);
        series->setPen(pen);
        series->append(QList<QPointF>(points.begin(), points.end()));
        m_sustainedChart->addSeries(series);
        series->attachAxis(written);
        series->attachAxis(writeRate);
    }
    const bool anySustained = !m_sustainedChart->series().isEmpty();
    m_chartTabs->setTabEnabled(0, anySurface);
    m_chartTabs->setTabEnabled(1, anyBlockSize);
    m_chartTabs->setTabEnabled(2, anyDepth);
    m_chartTabs->setTabEnabled(3, anySustained);
    if (!m_chartTabs->isTabEnabled(m_chartTabs->currentIndex()))
        for (int i = 0; i < m_chartTabs->count(); ++i)
            if (m_chartTabs->isTabEnabled(i)) {
                m_chartTabs->setCurrentIndex(i);
                break;
            }

    // Key figures: value and change against the first run, coloured by core's verdict.
    m_figures->setColumnCount(count + 1);
    QStringList headers { tr("Figure") };
    headers += names;
    m_figures->setHorizontalHeaderLabels(headers);
    for (int i = 0; i < count; ++i) {
        m_figures->horizontalHeaderItem(i + 1)->setToolTip(comparison.items[static_cast<size_t>(i)].source);
        m_figures->horizontalHeaderItem(i + 1)->setForeground(colors[static_cast<size_t>(i)]);
    }
    m_figures->setRowCount(static_cast<int>(comparison.figures.size()));
    for (int row = 0; row < static_cast<int>(comparison.figures.size()); ++row) {
        const ComparedFigure& figure = comparison.figures[static_cast<size_t>(row)];
        auto* name = new QTableWidgetItem(
            QStringLiteral("%1: %2 %3")
                .arg(figure.test, figureLabel(figure),
                    figure.better == Better::Higher ? QStringLiteral("↑") : QStringLiteral("↓")));
        name->setToolTip(figure.better == Better::Higher ? tr("higher is better") : tr("lower is better"));
        m_figures->setItem(row, 0, name);
        for (int i = 0; i < count; ++i) {
            const size_t index = static_cast<size_t>(i);
            const std::optional<double> value = figure.values[index];
            QString text = value ? formatFigure(*value) : QStringLiteral("–");
            if (const std::optional<double> change = figure.changePercent(index))
                text += QStringLiteral(" (%1%2 %)")
                            .arg(*change >= 0 ? QStringLiteral("+") : QString())
                            .arg(formatDecimal(*change, 1));
            auto* cell = new QTableWidgetItem(text);
            cell->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            const ComparedFigure::Verdict verdict = figure.verdict(index);
            cell->setData(kVerdictRole, static_cast<int>(verdict));
            const QColor background = verdictColor(verdict);
            if (background.isValid()) {
                cell->setBackground(background);
                cell->setForeground(QColor(Qt::black));
            }
            switch (verdict) {
            case ComparedFigure::Verdict::Better:
                cell->setToolTip(tr("better than %1").arg(names[0]));
                break;
            case ComparedFigure::Verdict::Worse:
                cell->setToolTip(tr("worse than %1").arg(names[0]));
                break;
            case ComparedFigure::Verdict::WithinNoise:
                cell->setToolTip(tr("within %1 % of %2: run-to-run noise")
                                     .arg(formatDecimal(ComparedFigure::kNoisePercent, 0))
                                     .arg(names[0]));
                break;
            case ComparedFigure::Verdict::Baseline:
                cell->setToolTip(tr("the baseline of this figure"));
                break;
            case ComparedFigure::Verdict::Missing:
                cell->setToolTip(tr("this run has no such figure"));
                break;
            }
            m_figures->setItem(row, i + 1, cell);
        }
    }
    m_figures->resizeColumnsToContents();

    // What changed between the runs (core's list of host and device facts), then their caveats.
    m_changes->setColumnCount(count + 1);
    QStringList factHeaders { tr("Fact") };
    factHeaders += names;
    m_changes->setHorizontalHeaderLabels(factHeaders);
    int row = 0;
    m_changes->setRowCount(static_cast<int>(comparison.changes.size()) + 2);
    for (const FactChange& change : comparison.changes) {
        // Core's English names and values (as the CLI and JSON give them) in the window's words.
        m_changes->setItem(row, 0, new QTableWidgetItem(translatedFact(change.fact)));
        // The test is each run's own description, which the run can give in the window's words.
        const bool test = change.fact == QLatin1String("test");
        for (int i = 0; i < count && i < change.values.size(); ++i)
            m_changes->setItem(row, i + 1,
                new QTableWidgetItem(test ? comparison.items[static_cast<size_t>(i)].run.testTitle(true)
                                          : translatedFactValue(change.values[i])));
        ++row;
    }
    // Facts a run has no record of (fio's output names no host or drive) are no change, but say so.
    bool anyNotRecorded = false;
    for (const QStringList& facts : comparison.notRecorded)
        anyNotRecorded = anyNotRecorded || !facts.isEmpty();
    if (anyNotRecorded) {
        m_changes->setItem(row, 0, new QTableWidgetItem(tr("not recorded")));
        for (int i = 0; i < count && i < static_cast<int>(comparison.notRecorded.size()); ++i) {
            QStringList facts;
            for (const QString& fact : comparison.notRecorded[static_cast<size_t>(i)])
                facts += translatedFact(fact);
            auto* cell = new QTableWidgetItem(facts.join(QStringLiteral(", ")));
            cell->setToolTip(cell->text());
            m_changes->setItem(row, i + 1, cell);
        }
        ++row;
    }
    bool anyCaveat = false;
    for (const CompareItem& item : comparison.items)
        anyCaveat = anyCaveat || !item.run.caveats.empty();
    if (anyCaveat) {
        m_changes->setItem(row, 0, new QTableWidgetItem(tr("caveats")));
        for (int i = 0; i < count; ++i) {
            QStringList texts;
            for (const Caveat& caveat : comparison.items[static_cast<size_t>(i)].run.caveats)
                texts += caveat.translatedText();
            auto* cell = new QTableWidgetItem(texts.join(QLatin1Char('\n')));
            cell->setToolTip(cell->text());
            m_changes->setItem(row, i + 1, cell);
        }
        ++row;
    }
    m_changes->setRowCount(row);
    m_changes->resizeColumnsToContents();

    m_exportButton->setEnabled(true);
    QStringList changedFacts;
    for (const FactChange& change : comparison.changes)
        changedFacts += translatedFact(change.fact);
    setMessage(changedFacts.isEmpty()
            ? tr("%1 runs compared; nothing changed in the host and device facts.").arg(count)
            : tr("%1 runs compared; what changed: %2.").arg(count).arg(changedFacts.join(QStringLiteral(", "))));
    emit comparisonShown();
}

QColor CompareWindow::exportBackground() const
{
    // As the window's own exports: the dark palette's charts on its dark background.
    return m_surfaceChart->theme() == QChart::ChartThemeDark ? QColor(32, 33, 36) : QColor(Qt::white);
}

void CompareWindow::setChartTheme(QChart::ChartTheme theme)
{
    const QStringList names = labels();
    for (QChart* chart : { m_surfaceChart, m_blockSizeChart, m_queueDepthChart, m_sustainedChart }) {
        chart->setTheme(theme);
        // A theme brings its own series colours; each run keeps its own.
        for (QAbstractSeries* series : chart->series())
            if (auto* line = qobject_cast<QLineSeries*>(series)) {
                QPen pen = line->pen();
                pen.setColor(seriesColor(static_cast<int>(names.indexOf(line->name()))));
                pen.setWidthF(chart == m_surfaceChart || chart == m_sustainedChart ? 1.5 : 2);
                line->setPen(pen);
            }
    }
}

QChart* CompareWindow::currentChart() const
{
    switch (m_chartTabs->currentIndex()) {
    case 1:
        return m_blockSizeChart;
    case 2:
        return m_queueDepthChart;
    case 3:
        return m_sustainedChart;
    default:
        return m_surfaceChart;
    }
}

ImageCaption CompareWindow::caption() const
{
    ImageCaption caption;
    const QStringList names = labels();
    caption.driveModel = names.join(QStringLiteral("  vs  "));
    caption.test = m_chartTabs->tabText(m_chartTabs->currentIndex()).remove(QLatin1Char('&'));
    caption.settings = tr("%1 runs compared, changes against %2").arg(names.size()).arg(names.value(0));
    if (m_shown && !m_shown->comparison.figures.empty()) {
        // The first figure of the test this chart draws, else the first of all.
        const QString wanted = currentChart() == m_blockSizeChart ? QStringLiteral("sweep-bs")
            : currentChart() == m_queueDepthChart                 ? QStringLiteral("sweep-qd")
            : currentChart() == m_sustainedChart                  ? QStringLiteral("sustained")
                                                                  : QString();
        const auto& figures = m_shown->comparison.figures;
        auto figure = std::find_if(figures.begin(), figures.end(), [&](const ComparedFigure& candidate) {
            return wanted.isEmpty() ? candidate.unit == QLatin1String("MB/s") : candidate.test == wanted;
        });
        if (figure == figures.end())
            figure = figures.begin();
        QStringList values;
        for (size_t i = 0; i < figure->values.size(); ++i) {
            QString value = figure->values[i] ? formatFigure(*figure->values[i]) : QStringLiteral("–");
            if (const std::optional<double> change = figure->changePercent(i))
                value += QStringLiteral(" (%1%2 %)")
                             .arg(*change >= 0 ? QStringLiteral("+") : QString())
                             .arg(formatDecimal(*change, 1));
            values += value;
        }
        caption.results = QStringLiteral("%1: %2").arg(figureLabel(*figure), values.join(QStringLiteral(" · ")));
    }
    caption.date = QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'"));
    caption.version = QStringLiteral(DRIVESCOPE_VERSION);
    return caption;
}

bool CompareWindow::exportPng(const QString& path, QSize size, QString* error)
{
    if (!m_shown) {
        *error = tr("Nothing to export: choose 2 to 8 runs first.");
        return false;
    }
    for (DecimatingProxy* proxy : m_proxies)
        proxy->refresh();
    QChart* chart = currentChart();
    const QImage image
        = renderImage([chart](QPainter& painter, const QRectF& area) { paintChart(chart, painter, area); }, caption(),
            size, exportBackground());
    return savePng(image, path, error);
}

bool CompareWindow::exportSvg(const QString& path, QSize size, QString* error)
{
    if (!m_shown) {
        *error = tr("Nothing to export: choose 2 to 8 runs first.");
        return false;
    }
    for (DecimatingProxy* proxy : m_proxies)
        proxy->refresh();
    QChart* chart = currentChart();
    return saveSvg([chart](QPainter& painter, const QRectF& area) { paintChart(chart, painter, area); }, caption(),
        size, exportBackground(), path, error);
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
        Session::libraryDirectory(), tr("DriveScope sessions (*.json);;All files (*)"));
    if (!paths.isEmpty())
        addSessions(paths);
}

} // namespace ds
