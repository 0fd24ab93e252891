#include "benchpage.h"

#include "bench/benchindex.h"
#include "bench/benchquery.h"
#include "bench/benchrun.h"
#include "bench/benchworker.h"
#include "benchbars.h"
#include "benchhistorydialog.h"
#include "files/safesavefile.h"
#include "files/sessionfiles.h"
#include "files/userfile.h"
#include "model/compare.h"
#include "model/usererror.h"
#include "model/workload.h"

#include <QComboBox>
#include <QDateTime>
#include <QEventLoop>
#include <QFileDialog>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTimer>
#include <QVBoxLayout>

namespace ds {

namespace {
    QString perInWords(BenchPer per)
    {
        switch (per) {
        case BenchPer::Best:
            return BenchPage::tr("the best run of each drive");
        case BenchPer::Latest:
            return BenchPage::tr("the latest run of each drive");
        case BenchPer::Median:
            return BenchPage::tr("the median of each drive's runs");
        }
        return {};
    }

    QString figureInWords(const QString& name, const QString& unit)
    {
        // "read MB/s" needs no "(MB/s)" after it, "p99 latency" needs its "(µs)".
        const QString translated = translatedFigureName(name);
        return unit.isEmpty() || translated.endsWith(unit) ? translated
                                                           : BenchPage::tr("%1 (%2)").arg(translated, unit);
    }

    QLineEdit* filterField(const QString& placeholder, const QString& toolTip)
    {
        auto* field = new QLineEdit;
        field->setPlaceholderText(placeholder);
        field->setToolTip(toolTip);
        field->setClearButtonEnabled(true);
        return field;
    }
}

BenchPage::BenchPage(QWidget* parent)
    : QWidget(parent)
    , m_libraryDirectory(sessionLibraryDirectory())
    , m_queuePath(benchQueuePath())
    , m_worker(new BenchWorker(this))
    , m_bench(filterField(tr("this computer's library"),
          tr("Empty: the index of this computer's session library (SQLite). A shared bench: "
             "postgresql://user@host/database; the password goes in ~/.pgpass, never here.")))
    , m_figure(new QComboBox)
    , m_per(new QComboBox)
    , m_interface(filterField(tr("any"), tr("Only drives on this interface (nvme, sata, usb) or link (PCIe 4.0)")))
    , m_minCapacity(filterField(tr("any"), tr("Only drives of at least this size: 500G, 1T (binary units)")))
    , m_maxCapacity(filterField(tr("any"), tr("Only drives of at most this size: 2T")))
    , m_host(filterField(tr("any"), tr("Only runs on this machine (its host name)")))
    , m_since(filterField(tr("2026-01-31"), tr("Only runs started on or after this date")))
    , m_until(filterField(tr("2026-12-31"), tr("Only runs started on or before this date")))
    , m_label(filterField(tr("any"), tr("Only runs whose label contains this text")))
    , m_source(new QComboBox)
    , m_tag(new QComboBox)
    , m_highlight(
          filterField(tr("serials or models"), tr("Drives to highlight, by serial or model, separated by commas")))
    , m_summary(new QLabel)
    , m_scroll(new QScrollArea)
    , m_bars(new BenchBars)
    , m_history(new QPushButton(tr("&History…")))
    , m_compare(new QPushButton(tr("Compa&re chosen")))
    , m_exportImage(new QPushButton(tr("E&xport image")))
    , m_exportCsv(new QPushButton(tr("Export &CSV…")))
    , m_publish(new QPushButton(tr("&Publish to bench")))
{
    setObjectName(QStringLiteral("BenchPage"));
    for (const BenchPer per : { BenchPer::Best, BenchPer::Latest, BenchPer::Median })
        m_per->addItem(per == BenchPer::Best ? tr("Best run")
                : per == BenchPer::Latest    ? tr("Latest run")
                                             : tr("Median run"),
            static_cast<int>(per));
    m_per->setToolTip(tr("Which run stands for each drive: its best, its latest, or the median of its runs"));
    m_source->addItem(tr("any"), QString());
    for (const QString& source : benchSources())
        m_source->addItem(source, source);
    m_tag->addItem(tr("any"), QString());
    m_tag->setToolTip(tr("Only runs with this tag (drivescope-cli --tag, or Edit tags in the compare view)"));
    m_figure->setToolTip(tr("The key figure the drives are ranked by"));
    m_figure->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_figure->setMinimumContentsLength(14);

    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form->addRow(tr("&Bench:"), m_bench);
    form->addRow(tr("&Figure:"), m_figure);
    form->addRow(tr("P&er drive:"), m_per);
    form->addRow(tr("&Interface:"), m_interface);
    auto* capacity = new QHBoxLayout;
    capacity->addWidget(m_minCapacity);
    capacity->addWidget(new QLabel(QStringLiteral("–")));
    capacity->addWidget(m_maxCapacity);
    auto* capacityLabel = new QLabel(tr("Capacit&y:"));
    capacityLabel->setBuddy(m_minCapacity);
    form->addRow(capacityLabel, capacity);
    form->addRow(tr("H&ost:"), m_host);
    form->addRow(tr("Fro&m:"), m_since);
    form->addRow(tr("&To:"), m_until);
    form->addRow(tr("&Label:"), m_label);
    form->addRow(tr("So&urce:"), m_source);
    form->addRow(tr("T&ag:"), m_tag);
    form->addRow(tr("Highli&ght:"), m_highlight);

    auto* exportMenu = new QMenu(this);
    exportMenu->addAction(tr("PNG…"), this, [this]() { exportImageInteractive(false); });
    exportMenu->addAction(tr("SVG…"), this, [this]() { exportImageInteractive(true); });
    m_exportImage->setMenu(exportMenu);
    m_history->setToolTip(tr("Every run of the current bar's drive over time, with firmware changes and wear"));
    m_compare->setToolTip(tr("Open the chosen drives' runs in the compare view (choose with Ctrl+click or Space)"));
    m_exportImage->setToolTip(tr("The ranking as an image for print: the figure, its settings, how many drives"));
    m_exportCsv->setToolTip(tr("The ranking as drivescope-cli bench rank --csv writes it"));
    m_publish->setToolTip(tr("Put this window's runs in the bench (File → Publish to bench)"));
    // One above the other: side by side in the narrow column, German names were cut.
    auto* buttons = new QVBoxLayout;
    for (QWidget* button :
        std::initializer_list<QWidget*> { m_history, m_compare, m_exportImage, m_exportCsv, m_publish })
        buttons->addWidget(button);

    auto* settings = new QVBoxLayout;
    settings->addLayout(form);
    settings->addLayout(buttons);
    settings->addStretch(1);
    auto* settingsColumn = new QWidget;
    settingsColumn->setLayout(settings);
    // Narrow and on the right, as on every test page, so the bars and the drives' names get the width.
    settingsColumn->setMaximumWidth(260);

    m_summary->setWordWrap(true);
    m_scroll->setWidget(m_bars);
    m_scroll->setWidgetResizable(true);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto* chart = new QVBoxLayout;
    chart->addWidget(m_summary);
    chart->addWidget(m_scroll, 1);
    auto* layout = new QHBoxLayout(this);
    layout->addLayout(chart, 1);
    layout->addWidget(settingsColumn);

    for (QLineEdit* field :
        { m_interface, m_minCapacity, m_maxCapacity, m_host, m_since, m_until, m_label, m_highlight })
        connect(field, &QLineEdit::textEdited, this, &BenchPage::scheduleRerank);
    for (QComboBox* choice : { m_figure, m_per, m_source, m_tag })
        connect(choice, &QComboBox::currentIndexChanged, this, [this]() {
            if (!m_filling)
                scheduleRerank();
        });
    connect(m_bench, &QLineEdit::editingFinished, this, &BenchPage::applyBenchField);
    connect(m_bars, &BenchBars::runActivated, this, &BenchPage::openRun);
    connect(m_bars, &BenchBars::currentChanged, this, [this](int row) {
        if (row >= 0)
            m_scroll->ensureVisible(0, m_bars->rowRect(row).center().y(), 0, m_bars->rowHeight());
        const bool known = row >= 0 && !ranking().drives[static_cast<size_t>(row)].serial.isEmpty();
        m_history->setEnabled(known);
    });
    connect(
        m_bars, &BenchBars::chosenChanged, this, [this]() { m_compare->setEnabled(m_bars->chosenRows().size() >= 2); });
    connect(m_history, &QPushButton::clicked, this, &BenchPage::showHistoryOfCurrent);
    connect(m_compare, &QPushButton::clicked, this, &BenchPage::compareChosen);
    connect(m_exportCsv, &QPushButton::clicked, this, &BenchPage::exportCsvInteractive);
    connect(m_publish, &QPushButton::clicked, this, &BenchPage::publishRequested);
    m_history->setEnabled(false);
    m_compare->setEnabled(false);
}

BenchPage::~BenchPage() = default;

BenchLocation BenchPage::location() const
{
    if (m_benchUrl.isEmpty())
        return BenchLocation::sqlite(BenchLocation::defaultIndexPath(m_libraryDirectory));
    return BenchLocation::postgresql(m_benchUrl);
}

bool BenchPage::setBenchUrl(const QString& url)
{
    const QString trimmed = url.trimmed();
    try {
        if (!trimmed.isEmpty())
            BenchLocation::postgresql(trimmed); // refused here, with core's words, before it is kept
    } catch (const UserError& error) {
        showError(error.message());
        return false;
    }
    m_bench->setText(trimmed);
    if (trimmed != m_benchUrl) {
        m_benchUrl = trimmed;
        m_opened = false;
        ++m_openGeneration;
    }
    return true;
}

void BenchPage::setLibraryDirectory(const QString& directory)
{
    m_libraryDirectory = directory;
    m_opened = false;
    ++m_openGeneration;
}

void BenchPage::applyBenchField()
{
    if (m_bench->text().trimmed() == m_benchUrl)
        return;
    if (setBenchUrl(m_bench->text()))
        requestReload();
}

void BenchPage::showError(const QString& message)
{
    m_lastError = message;
    m_bars->setWaiting(false);
    m_summary->setText(message);
    emit statusMessage(message);
}

bool BenchPage::isBusy() const { return m_worker->pending() > 0; }

void BenchPage::waitForBench()
{
    if (!isBusy())
        return;
    QEventLoop loop;
    connect(m_worker, &BenchWorker::answered, &loop, [this, &loop]() {
        if (!isBusy())
            loop.quit();
    });
    loop.exec();
}

void BenchPage::requestReload()
{
    const quint64 generation = ++m_openGeneration;
    m_opened = false;
    m_lastError.clear();
    m_opening = false;
    BenchLocation where;
    try {
        where = location();
    } catch (const UserError& error) {
        m_bars->setRanking(Ranking {});
        showError(error.message());
        return;
    }
    m_opening = true;
    m_bars->setWaiting(true);
    m_summary->setText(tr("Reading the bench %1…").arg(where.display));
    // The library's own index is brought up to date first; a shared bench is only read.
    const QString library = m_benchUrl.isEmpty() ? m_libraryDirectory : QString();
    m_worker->post([this, where, library, generation](BenchWorker::State& state) -> std::function<void()> {
        state.store.reset();
        try {
            auto store = std::make_unique<BenchStore>(where);
            const QString damagedCopy = store->damagedCopy();
            if (!library.isEmpty())
                refreshBenchIndex(*store, library);
            std::vector<FigureSummary> figures = store->figures();
            std::vector<TagSummary> tags = store->tags();
            state.store = std::move(store);
            return [this, generation, display = where.display, damagedCopy, figures = std::move(figures),
                       tags = std::move(tags)]() {
                if (generation != m_openGeneration)
                    return;
                m_opening = false;
                showOpened(display, damagedCopy, figures, tags);
            };
        } catch (const UserError& error) {
            return [this, generation, message = error.message()]() {
                if (generation != m_openGeneration)
                    return;
                m_opening = false;
                m_bars->setWaiting(false);
                m_bars->setRanking(Ranking {});
                showError(message);
            };
        }
    });
}

void BenchPage::showOpened(const QString& display, const QString& damagedCopy,
    const std::vector<FigureSummary>& figures, const std::vector<TagSummary>& tags)
{
    m_opened = true;
    m_openedDisplay = display;
    if (!damagedCopy.isEmpty())
        emit statusMessage(tr("The bench index %1 was damaged; it is kept as %2 and was rebuilt from the sessions")
                               .arg(display, damagedCopy));
    listFigures(figures);
    listTags(tags);
    requestRerank();
}

bool BenchPage::reload()
{
    requestReload();
    waitForBench();
    return m_opened && m_lastError.isEmpty();
}

void BenchPage::listFigures(const std::vector<FigureSummary>& figures)
{
    const QString before = m_figure->currentData().toString();
    m_filling = true;
    m_figure->clear();
    for (const FigureSummary& figure : figures) {
        m_figure->addItem(figureInWords(figure.name, figure.unit), figure.key);
        m_figure->setItemData(m_figure->count() - 1,
            tr("%1: %2 runs of %3 drives; %4 is better")
                .arg(figure.key)
                .arg(figure.runs)
                .arg(figure.drives)
                .arg(figure.better == Better::Higher ? tr("higher") : tr("lower")),
            Qt::ToolTipRole);
    }
    int kept = m_figure->findData(before);
    if (kept < 0)
        kept = m_figure->findData(headlineFigure(figures));
    m_figure->setCurrentIndex(std::max(kept, 0));
    m_filling = false;
}

void BenchPage::listTags(const std::vector<TagSummary>& tags)
{
    const QString before = m_tag->currentData().toString();
    m_filling = true;
    while (m_tag->count() > 1)
        m_tag->removeItem(1);
    for (const TagSummary& tag : tags) {
        m_tag->addItem(tag.tag, tag.tag);
        m_tag->setItemData(m_tag->count() - 1, tr("%n run(s)", nullptr, tag.runs), Qt::ToolTipRole);
    }
    m_tag->setCurrentIndex(std::max(m_tag->findData(before), 0));
    m_filling = false;
}

RankQuery BenchPage::query() const
{
    RankQuery query;
    query.figureKey = m_figure->currentData().toString();
    query.per = static_cast<BenchPer>(m_per->currentData().toInt());
    query.interface = m_interface->text().trimmed();
    if (!m_minCapacity->text().trimmed().isEmpty())
        query.minCapacityBytes = parseSize(m_minCapacity->text().trimmed());
    if (!m_maxCapacity->text().trimmed().isEmpty())
        query.maxCapacityBytes = parseSize(m_maxCapacity->text().trimmed());
    query.host = m_host->text().trimmed();
    query.since = benchDateBound(m_since->text().trimmed(), false, tr("From"));
    query.until = benchDateBound(m_until->text().trimmed(), true, tr("To"));
    query.label = m_label->text().trimmed();
    query.source = m_source->currentData().toString();
    query.tag = m_tag->currentData().toString();
    for (const QString& wanted : m_highlight->text().split(QLatin1Char(','), Qt::SkipEmptyParts))
        query.highlight += wanted.trimmed();
    return query;
}

const Ranking& BenchPage::ranking() const { return m_bars->ranking(); }

void BenchPage::scheduleRerank()
{
    // One ranking after a burst of typing, not one per key.
    if (m_rerankScheduled)
        return;
    m_rerankScheduled = true;
    QTimer::singleShot(250, this, [this]() {
        m_rerankScheduled = false;
        requestRerank();
    });
}

bool BenchPage::requestRerank()
{
    if (!m_opened) {
        // Not open yet, or a new bench: opening it ranks with the choices then.
        if (!m_opening)
            requestReload();
        return true;
    }
    RankQuery request;
    try {
        request = query();
    } catch (const UserError& error) {
        showError(error.message());
        return false;
    }
    if (request.figureKey.isEmpty()) {
        m_lastError.clear();
        m_bars->setWaiting(false);
        m_bars->setRanking(Ranking {});
        m_summary->setText(tr("The bench %1 holds no runs yet.").arg(m_openedDisplay));
        emit rankingShown();
        return true;
    }
    const quint64 openGeneration = m_openGeneration;
    const quint64 generation = ++m_rankGeneration;
    m_worker->post([this, request, openGeneration, generation](BenchWorker::State& state) -> std::function<void()> {
        const auto current = [this, openGeneration, generation]() {
            return openGeneration == m_openGeneration && generation == m_rankGeneration;
        };
        try {
            if (!state.store)
                return {};
            Ranking ranking = state.store->rank(request);
            return [this, current, ranking = std::move(ranking)]() {
                if (current())
                    showRanking(ranking);
            };
        } catch (const UserError& error) {
            return [this, current, message = error.message()]() {
                if (current())
                    showError(message);
            };
        }
    });
    return true;
}

bool BenchPage::rerank()
{
    if (!requestRerank())
        return false;
    waitForBench();
    return m_opened && m_lastError.isEmpty();
}

void BenchPage::showRanking(const Ranking& ranking)
{
    m_bars->setWaiting(false);
    m_bars->setRanking(ranking);
    m_lastError.clear();
    const Ranking& shown = this->ranking();
    // %1 the figure, %2 higher or lower, %3 which run per drive, %4 how many drives, %5 how many runs
    m_summary->setText(
        tr("%1, %2 is better; %3: %4, %5")
            .arg(figureInWords(shown.name, shown.unit), shown.better == Better::Higher ? tr("higher") : tr("lower"),
                perInWords(shown.per), tr("%n drive(s)", nullptr, static_cast<int>(shown.drives.size())),
                tr("%n run(s)", nullptr, shown.runsConsidered)));
    emit rankingShown();
}

void BenchPage::openRun(int row)
{
    if (row < 0 || row >= m_bars->rowCount())
        return;
    const RankedDrive& drive = ranking().drives[static_cast<size_t>(row)];
    if (drive.sessionPath.isEmpty()) {
        emit statusMessage(tr("Run %1 of %2 is on the shared bench; its session file is not on this computer.")
                               .arg(drive.runId, drive.model));
        return;
    }
    emit runOpenRequested(drive.sessionPath, drive.runId);
}

void BenchPage::compareChosen()
{
    QStringList paths;
    QStringList runIds;
    for (const int row : m_bars->chosenRows()) {
        const RankedDrive& drive = ranking().drives[static_cast<size_t>(row)];
        if (drive.sessionPath.isEmpty())
            continue;
        paths += drive.sessionPath;
        runIds += drive.runId;
    }
    if (paths.size() < 2) {
        emit statusMessage(tr("Choose two or more drives of this computer's library with Ctrl+click or Space."));
        return;
    }
    emit compareRequested(paths, runIds);
}

std::optional<PushOutcome> BenchPage::publish(const Session& session, const QString& sessionPath)
{
    if (m_publishing) {
        showError(tr("A publish to the bench is under way."));
        return std::nullopt;
    }
    std::optional<PushOutcome> outcome;
    QString failure = tr("The bench gave no answer.");
    try {
        const BenchLocation where = location();
        // The library's index: the window's runs are saved in the library, so indexing it publishes them.
        const QString library = m_benchUrl.isEmpty() ? m_libraryDirectory : QString();
        std::vector<BenchRun> runs;
        if (library.isEmpty())
            runs = benchRunsOf(session, sessionPath);
        m_publishing = true;
        m_publish->setEnabled(false);
        // Asked of the bench's thread and waited for here: the window keeps drawing meanwhile.
        m_worker->post([&outcome, &failure, where, library, runs = std::move(runs), queue = m_queuePath](
                           BenchWorker::State&) -> std::function<void()> {
            try {
                PushOutcome done;
                if (!library.isEmpty()) {
                    BenchStore store(where);
                    done.added = refreshBenchIndex(store, library).runsAdded;
                } else {
                    done = pushToBench(where, runs, queue);
                }
                return [&outcome, done]() { outcome = done; };
            } catch (const UserError& error) {
                return [&failure, message = error.message()]() { failure = message; };
            }
        });
        waitForBench();
        m_publishing = false;
        m_publish->setEnabled(true);
        if (!outcome)
            throw UserError(failure);
        QString text;
        if (library.isEmpty()) {
            text = tr("Published to %1: %n run(s) added", nullptr, outcome->added).arg(where.display);
            text += tr(", %n already there", nullptr, outcome->alreadyThere);
            if (outcome->queued > 0)
                text += tr("; %n run(s) queued until the bench can be reached (%1)", nullptr, outcome->queued)
                            .arg(outcome->unreachable);
        } else {
            text = tr("The library's bench is up to date: %n run(s) added", nullptr, outcome->added);
        }
        emit statusMessage(text);
        // The page shows what is published when this returns.
        if (outcome->queued == 0 && (m_opened || !library.isEmpty()))
            reload();
        return outcome;
    } catch (const UserError& error) {
        showError(error.message());
        return std::nullopt;
    }
}

ImageCaption BenchPage::caption() const
{
    const Ranking& shown = ranking();
    ImageCaption caption;
    caption.driveModel = tr("%n drive(s)", nullptr, static_cast<int>(shown.drives.size()));
    caption.test = tr("%1, %2").arg(figureInWords(shown.name, shown.unit), perInWords(shown.per));
    QStringList settings { shown.better == Better::Higher ? tr("higher is better") : tr("lower is better") };
    const auto add = [&settings](const QString& name, const QString& value) {
        if (!value.trimmed().isEmpty())
            settings += tr("%1 %2").arg(name, value.trimmed());
    };
    add(tr("interface"), m_interface->text());
    add(tr("from"), m_minCapacity->text());
    add(tr("up to"), m_maxCapacity->text());
    add(tr("host"), m_host->text());
    add(tr("since"), m_since->text());
    add(tr("until"), m_until->text());
    add(tr("label"), m_label->text());
    add(tr("source"), m_source->currentData().toString());
    add(tr("tag"), m_tag->currentData().toString());
    settings += tr("%n run(s)", nullptr, shown.runsConsidered);
    caption.settings = settings.join(QStringLiteral(" · "));
    caption.results = tr("Bench: %1").arg(m_openedDisplay);
    caption.date = QLocale().toString(QDateTime::currentDateTime(), QLocale::ShortFormat);
    caption.version = QStringLiteral(DRIVESCOPE_VERSION);
    return caption;
}

ContentPainter BenchPage::contentPainter() const
{
    BenchBars::Colours colours;
    colours.text = exportTextColour(m_theme);
    colours.bar = QColor(0x1f, 0x77, 0xb4);
    colours.highlightedBar = QColor(0xe6, 0x55, 0x0d);
    colours.chosenFrame = colours.text;
    const Ranking shown = ranking();
    return [shown, colours](QPainter& painter, const QRectF& area) {
        BenchBars::paintAll(painter, area, shown, colours, exportTextPixels(painter));
    };
}

namespace {
    // Tall enough for every drive's bar at the image's text size, never shorter than a few lines.
    QSize imageSizeFor(QSize requested, const ImageCaption& caption, size_t drives)
    {
        const double lines = std::max(4.0, static_cast<double>(drives) * 1.4);
        return fittedExportSize(QSize(requested.width(), std::max(requested.height(), 16000)), caption, lines);
    }
}

bool BenchPage::exportPng(const QString& path, QSize size, QString* error)
{
    const ImageCaption shownCaption = caption();
    const QImage image = renderImage(contentPainter(), shownCaption,
        imageSizeFor(size, shownCaption, ranking().drives.size()), exportBackground(m_theme));
    return savePng(image, path, error);
}

bool BenchPage::exportSvg(const QString& path, QSize size, QString* error)
{
    const ImageCaption shownCaption = caption();
    return saveSvg(contentPainter(), shownCaption, imageSizeFor(size, shownCaption, ranking().drives.size()),
        exportBackground(m_theme), path, error);
}

bool BenchPage::exportCsv(const QString& path, QString* error)
{
    try {
        const QString what = tr("the ranking's CSV");
        checkOutputKeepsSessions(path, what);
        SafeSaveFile file(path, what);
        file.write(rankingCsv(ranking()).toUtf8());
        file.commit();
        return true;
    } catch (const UserError& failure) {
        if (error)
            *error = failure.message();
        return false;
    }
}

void BenchPage::exportImageInteractive(bool svg)
{
    const QString path
        = QFileDialog::getSaveFileName(this, svg ? tr("Export the ranking as SVG") : tr("Export the ranking as PNG"),
            QString(), svg ? tr("SVG images (*.svg)") : tr("PNG images (*.png)"));
    if (path.isEmpty())
        return;
    QString error;
    if (svg ? exportSvg(path, kDefaultExportSize, &error) : exportPng(path, kDefaultExportSize, &error))
        emit statusMessage(tr("Saved %1").arg(path));
    else
        showError(error);
}

void BenchPage::exportCsvInteractive()
{
    const QString path
        = QFileDialog::getSaveFileName(this, tr("Export the ranking as CSV"), QString(), tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    QString error;
    if (exportCsv(path, &error))
        emit statusMessage(tr("Saved %1").arg(path));
    else
        showError(error);
}

std::vector<HistoryEntry> BenchPage::historyOfCurrent()
{
    const int row = m_bars->currentRow();
    if (!m_opened || row < 0 || row >= m_bars->rowCount())
        return {};
    std::vector<HistoryEntry> history;
    QString failure;
    m_worker->post([&history, &failure, serial = ranking().drives[static_cast<size_t>(row)].serial,
                       figureKey = ranking().figureKey](BenchWorker::State& state) -> std::function<void()> {
        try {
            std::vector<HistoryEntry> entries
                = state.store ? state.store->history(serial, figureKey) : std::vector<HistoryEntry> {};
            return [&history, entries = std::move(entries)]() { history = entries; };
        } catch (const UserError& error) {
            return [&failure, message = error.message()]() { failure = message; };
        }
    });
    waitForBench();
    if (!failure.isEmpty())
        showError(failure);
    return history;
}

void BenchPage::showHistoryOfCurrent()
{
    const int row = m_bars->currentRow();
    if (row < 0 || row >= m_bars->rowCount())
        return;
    const RankedDrive& drive = ranking().drives[static_cast<size_t>(row)];
    auto* dialog = new BenchHistoryDialog(
        drive.model, drive.serial, figureInWords(ranking().name, ranking().unit), historyOfCurrent(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &BenchHistoryDialog::runOpenRequested, this, &BenchPage::runOpenRequested);
    dialog->open();
}

} // namespace ds
