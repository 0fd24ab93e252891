#include "otherpages.h"

#include "exportpanels.h"
#include "model/plansettings.h"
#include "model/usererror.h"
#include "sweeppages.h"
#include "translation.h"

#include <QApplication>
#include <QChartView>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace ds {

namespace {
    QDoubleSpinBox* secondsBox(double value, double min, const QString& tip)
    {
        auto* box = new QDoubleSpinBox;
        box->setRange(min, 3600);
        box->setDecimals(1);
        box->setValue(value);
        box->setSuffix(QCoreApplication::translate("Pages", " s"));
        box->setToolTip(tip);
        return box;
    }

    QChartView* chartView(QChart* chart)
    {
        auto* view = new QChartView(chart);
        view->setRenderHint(QPainter::Antialiasing);
        return view;
    }
}

// --- Patterns -------------------------------------------------------------------------------------

PatternsPage::PatternsPage(QWidget* parent)
    : TestPage(parent)
    , m_loads(new QLineEdit(QStringLiteral("1,4,16,64,256")))
    , m_duration(secondsBox(3, 0.2,
          tr("How long each load of each pattern is measured. IOMeter reviews ran minutes; a few seconds "
             "give a first picture.")))
    , m_table(new QTableWidget)
    , m_ratings(new BarChart(this))
    , m_view(chartView(m_ratings->chart()))
{
    auto* box = new QGroupBox(tr("Settings"));
    auto* form = new QFormLayout(box);
    for (const PatternSpec& pattern : PatternSpec::builtIns()) {
        auto* check = new QCheckBox(pattern.name);
        check->setChecked(true);
        QStringList mix;
        for (const BlockSizeShare& share : pattern.blockSizes)
            mix += QStringLiteral("%1 %2").arg(formatBinarySize(share.bytes)).arg(share.share);
        check->setToolTip(
            tr("%1 % read, %2 % random; block sizes (share): %3.%4")
                .arg(pattern.readPercent)
                .arg(pattern.randomPercent)
                .arg(mix.join(QStringLiteral(", ")),
                    pattern.readPercent < 100 ? tr(" It writes: on a device you will be asked to type its name.")
                                              : QString()));
        m_patterns.append(check);
        form->addRow(check);
        addDeviceDefault(check, pattern.readPercent == 100);
    }
    form->addRow(readOnlyNote(tr("Read-only on devices: the patterns that write are unticked; tick them to "
                                 "write as well (destroys the drive's data).")));
    m_loads->setToolTip(tr("Outstanding I/Os: how many requests are in flight at once, from a single user (1) "
                           "to a busy server (64 and more). The rating averages loads 1 to 64; 256 is shown but "
                           "not counted, as a queue that deep measures caching."));
    form->addRow(tr("&Loads:"), m_loads);
    form->addRow(tr("&Duration per load:"), m_duration);
    addRunControls(form);

    m_table->setColumnCount(8);
    m_table->setHorizontalHeaderLabels(
        { tr("Pattern"), tr("Load"), tr("IOPS"), tr("MB/s"), tr("Mean ms"), tr("Max ms"), tr("CPU %"), tr("Errors") });
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setAccessibleName(tr("Pattern results"));
    m_view->setAccessibleName(tr("Pattern ratings"));

    auto* splitter = new QSplitter(Qt::Vertical);
    splitter->addWidget(m_table);
    splitter->addWidget(m_view);
    // Room for the four patterns' names beside their bars: Qt Charts cuts a name taller than its slot.
    m_view->setMinimumHeight(fontMetrics().height() * 16);
    splitter->setCollapsible(1, false);
    auto* side = new QVBoxLayout;
    side->addWidget(box);
    side->addWidget(caveatLabel());
    side->addStretch();
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(withResultLine(splitter), 1);
    layout->addLayout(side);
}

RunPlan PatternsPage::plan(const TargetChoice& target) const
{
    if (!target.isValid())
        throw UserError(tr("Choose a drive or the test file first."));
    RunPlan plan;
    plan.kind = TestKind::Patterns;
    plan.targetPath = target.path;
    const std::vector<unsigned> loads = parseLoads(m_loads->text());
    for (QCheckBox* check : m_patterns) {
        if (!check->isChecked())
            continue;
        PatternSpec pattern = PatternSpec::builtIn(check->text().remove(QLatin1Char('&')));
        pattern.loads = loads;
        plan.patterns.push_back(pattern);
    }
    if (plan.patterns.empty())
        throw UserError(tr("Tick at least one pattern."));
    plan.patternTiming.durationSeconds = m_duration->value();
    plan.patternTiming.warmupSeconds = std::min(0.5, m_duration->value() / 4);
    plan.validate();
    return plan;
}

void PatternsPage::runStarted(const RunPlan& plan)
{
    m_lastOutcome.reset();
    m_lastPlanText = plan.describe(true);
    m_live.clear();
    for (const PatternSpec& pattern : plan.patterns)
        m_live.push_back(PatternResult { pattern, SweepResult {} });
    showPatterns(m_live, true);
}

void PatternsPage::sweepPointAvailable(const SweepPointUpdate& update)
{
    if (update.sweepIndex >= m_live.size())
        return;
    m_live[update.sweepIndex].sweep.points.push_back(update.point);
    showPatterns(m_live, true);
}

void PatternsPage::runFinished(RunOutcome finished)
{
    m_live.clear();
    m_lastOutcome = std::move(finished);
    showPatterns(m_lastOutcome->patterns ? m_lastOutcome->patterns->patterns : std::vector<PatternResult> {}, false);
}

void PatternsPage::runFailed()
{
    // What was measured before the failure stays, without a row that claims to be running.
    showPatterns(m_live, false);
    m_live.clear();
}

void PatternsPage::showPatterns(const std::vector<PatternResult>& patterns, bool live)
{
    m_table->setRowCount(0);
    QStringList names;
    QList<qreal> ratings;
    auto cell = [this](int row, int column, const QString& text, bool bold = false) {
        auto* item = new QTableWidgetItem(text);
        if (column > 0)
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        if (bold) {
            QFont font = item->font();
            font.setBold(true);
            item->setFont(font);
        }
        m_table->setItem(row, column, item);
        return item;
    };
    for (const PatternResult& pattern : patterns) {
        for (const SweepPoint& point : pattern.sweep.points) {
            const int row = m_table->rowCount();
            m_table->insertRow(row);
            cell(row, 0, pattern.pattern.name);
            cell(row, 1, QString::number(point.value));
            if (!point.result) {
                cell(row, 2, tr("skipped: %1").arg(point.skipReason));
                continue;
            }
            const PointFigures figures = PointFigures::of(*point.result);
            cell(row, 2, formatDecimal(figures.iops.mean, 0));
            cell(row, 3, formatDecimal(figures.megabytesPerSecond.mean, 2));
            cell(row, 4, formatDecimal(figures.meanLatencyUs.mean / 1000, 3));
            cell(row, 5, formatDecimal(figures.maxLatencyUs.mean / 1000, 3));
            cell(row, 6, formatDecimal(figures.cpuPercent.mean, 1));
            cell(row, 7, QString::number(figures.errors));
        }
        const size_t done = pattern.sweep.points.size();
        if (live && done < pattern.pattern.loads.size()) {
            // The load under way, marked; the patterns after it have no rows yet.
            const int row = m_table->rowCount();
            m_table->insertRow(row);
            for (int column = 0; column < m_table->columnCount(); ++column) {
                QTableWidgetItem* item = cell(row, column,
                    column == 0       ? pattern.pattern.name
                        : column == 1 ? QString::number(pattern.pattern.loads[done])
                        : column == 2 ? tr("running…")
                                      : QString());
                item->setBackground(palette().brush(QPalette::Highlight));
                item->setForeground(palette().brush(QPalette::HighlightedText));
            }
            break;
        }
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        cell(row, 0, tr("%1 rating").arg(pattern.pattern.name), true);
        cell(row, 1, tr("1–%1").arg(PatternSpec::kRatedLoadLimit), true);
        cell(row, 2, formatDecimal(pattern.rating(), 0), true);
        names += pattern.pattern.name;
        ratings += pattern.rating();
    }
    m_ratings->setBars(tr("Rating (IOPS)"), names, ratings);
}

void PatternsPage::paintExport(QPainter& painter, const QRectF& area)
{
    const QRectF top(area.topLeft(), QSizeF(area.width(), area.height() * 0.5));
    const QRectF bottom(QPointF(area.left(), top.bottom()), QSizeF(area.width(), area.height() * 0.5));
    paintWidget(m_table, painter, top);
    paintChart(m_ratings->chart(), painter, bottom);
}

QString PatternsPage::resultSummary() const
{
    if (!m_lastOutcome || !m_lastOutcome->patterns)
        return QString();
    QStringList parts;
    for (const PatternResult& pattern : m_lastOutcome->patterns->patterns)
        parts += tr("%1 %2").arg(pattern.pattern.name).arg(formatDecimal(pattern.rating(), 0));
    return tr("ratings (IOPS): %1").arg(parts.join(QStringLiteral(", ")));
}

void PatternsPage::saveSettings(QSettings& settings) const
{
    QStringList chosen;
    for (QCheckBox* check : m_patterns)
        if (testFileState(check))
            chosen += check->text();
    settings.setValue(QStringLiteral("patterns"), chosen);
    settings.setValue(QStringLiteral("loads"), m_loads->text());
    settings.setValue(QStringLiteral("duration"), m_duration->value());
}

void PatternsPage::loadSettings(const QSettings& settings)
{
    if (settings.contains(QStringLiteral("patterns"))) {
        const QStringList chosen = settings.value(QStringLiteral("patterns")).toStringList();
        for (QCheckBox* check : m_patterns)
            check->setChecked(chosen.contains(check->text()));
    }
    m_loads->setText(settings.value(QStringLiteral("loads"), QStringLiteral("1,4,16,64,256")).toString());
    m_duration->setValue(settings.value(QStringLiteral("duration"), 3.0).toDouble());
}

// --- Quick suite ----------------------------------------------------------------------------------

QuickSuitePage::QuickSuitePage(QWidget* parent)
    : TestPage(parent)
    , m_grid(new QWidget)
    , m_duration(secondsBox(5, 0.2, tr("Seconds per run of each test (CrystalDiskMark: 5).")))
    , m_repeats(new QSpinBox)
    , m_interval(
          secondsBox(1, 0, tr("Idle time between runs, so a drive's write cache can drain (CrystalDiskMark: 5).")))
    , m_summary(new QComboBox)
    , m_readOnly(new QCheckBox(tr("&Read only")))
{
    m_all = new QPushButton(tr("All"));
    m_repeats->setRange(1, 100);
    m_repeats->setValue(5);
    m_repeats->setToolTip(tr("Runs of each test; the figure is the best run (CrystalDiskMark's way) or the mean."));
    m_summary->addItem(tr("Best run"), 0);
    m_summary->addItem(tr("Mean of the runs"), 1);
    m_readOnly->setToolTip(tr("Skip the write tests (on a device they destroy its data)."));

    auto* grid = new QGridLayout(m_grid);
    auto* readHeader = new QLabel(tr("Read (MB/s)"));
    auto* writeHeader = new QLabel(tr("Write (MB/s)"));
    for (QLabel* header : { readHeader, writeHeader }) {
        QFont font = header->font();
        font.setBold(true);
        font.setPointSizeF(font.pointSizeF() * 1.3);
        header->setFont(font);
        header->setAlignment(Qt::AlignCenter);
    }
    m_all->setToolTip(tr("Run every test of the suite (F5)."));
    connect(m_all, &QPushButton::clicked, this, [this]() { startTests({}); });
    grid->addWidget(m_all, 0, 0);
    grid->addWidget(readHeader, 0, 1);
    grid->addWidget(writeHeader, 0, 2);
    const auto entries = quickSuiteEntries(1, 1, 1);
    const QStringList tips { tr("Sequential 1 MiB reads and writes, 8 in flight: large-file copying at its best."),
        tr("Sequential 1 MiB with one request at a time: a single program streaming."),
        tr("Random 4 KiB with 32 in flight: a busy system or server, where SSDs shine."),
        tr("Random 4 KiB one at a time: what a desktop feels when it starts programs.") };
    for (size_t i = 0; i < entries.size(); ++i) {
        // CrystalDiskMark's row buttons: each runs its own test and leaves the other figures.
        auto* name = new QPushButton(entries[i].name);
        QFont nameFont = name->font();
        nameFont.setBold(true);
        nameFont.setPointSizeF(nameFont.pointSizeF() * 1.3);
        name->setFont(nameFont);
        const QString tip = i < static_cast<size_t>(tips.size()) ? tips[static_cast<qsizetype>(i)] : QString();
        name->setToolTip(tr("%1 Click to run only this test.").arg(tip));
        const QString entryName = entries[i].name;
        connect(name, &QPushButton::clicked, this, [this, entryName]() { startTests({ entryName }); });
        grid->addWidget(name, static_cast<int>(i) + 1, 0);
        m_rowButtons.append(name);
        m_rowNames.append(entryName);
        for (int column = 0; column < 2; ++column) {
            auto* cell = new QLabel(QStringLiteral("—"));
            QFont font = cell->font();
            font.setPointSizeF(font.pointSizeF() * 2.2);
            cell->setFont(font);
            cell->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
            cell->setFrameShape(QFrame::StyledPanel);
            // Room for the widest figure, "12345.67", and no more: the window must fit 1024 pixels.
            cell->setMinimumWidth(QFontMetrics(font).horizontalAdvance(QStringLiteral("00000.00"))
                + 2 * cell->frameWidth() + cell->fontMetrics().averageCharWidth());
            cell->setAutoFillBackground(true);
            grid->addWidget(cell, static_cast<int>(i) + 1, column + 1);
            m_cells.append(cell);
        }
    }
    grid->setRowStretch(static_cast<int>(entries.size()) + 1, 1);

    auto* copyText = new QPushButton(tr("Copy as &text"));
    copyText->setToolTip(tr("A plain-text block laid out like CrystalDiskMark's, to paste into a forum post."));
    connect(copyText, &QPushButton::clicked, this, [this]() {
        if (!m_lastOutcome || !m_lastOutcome->quick) {
            emit statusMessage(tr("Nothing to copy yet: run the quick suite first."));
            return;
        }
        const QString text = m_lastOutcome->quick->summaryText();
        QApplication::clipboard()->setText(text);
        emit statusMessage(tr("Copied the quick suite's figures as text: paste them into a post."));
    });

    auto* box = new QGroupBox(tr("Settings"));
    auto* form = new QFormLayout(box);
    form->addRow(tr("&Duration:"), m_duration);
    form->addRow(tr("R&uns:"), m_repeats);
    form->addRow(tr("&Pause between runs:"), m_interval);
    form->addRow(tr("&Figure:"), m_summary);
    form->addRow(m_readOnly);
    form->addRow(readOnlyNote(tr("Read-only on devices: untick “Read only” to run the write tests too (destroys "
                                 "the drive's data).")));
    addDeviceDefault(m_readOnly, true);
    form->addRow(copyText);
    addRunControls(form);
    auto* side = new QVBoxLayout;
    side->addWidget(box);
    side->addWidget(caveatLabel());
    side->addStretch();
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(withResultLine(m_grid), 1);
    layout->addLayout(side);
}

RunPlan QuickSuitePage::plan(const TargetChoice& target) const
{
    if (!target.isValid())
        throw UserError(tr("Choose a drive or the test file first."));
    RunPlan plan;
    plan.kind = TestKind::QuickSuite;
    plan.targetPath = target.path;
    plan.quick.secondsPerTest = m_duration->value();
    plan.quick.repeats = static_cast<unsigned>(m_repeats->value());
    plan.quick.intervalSeconds = m_interval->value();
    plan.quick.summary = m_summary->currentData().toInt() == 0 ? RepeatSummary::Best : RepeatSummary::Mean;
    plan.quick.writes = !m_readOnly->isChecked();
    plan.quick.tests = m_requestedTests;
    return plan;
}

void QuickSuitePage::startTests(const QStringList& tests)
{
    m_requestedTests = tests;
    emit startRequested(); // the window asks plan() at once
    m_requestedTests.clear();
}

void QuickSuitePage::setButtonsEnabled(bool enabled)
{
    m_all->setEnabled(enabled);
    for (QPushButton* button : m_rowButtons)
        button->setEnabled(enabled);
}

void QuickSuitePage::setCell(int row, int column, CellState state, const QString& text, const QString& toolTip)
{
    QLabel* cell = m_cells.value(row * 2 + column);
    if (!cell)
        return;
    cell->setText(text);
    cell->setToolTip(toolTip);
    cell->setProperty("running", state == CellState::Running);
    cell->setProperty("unstable", state == CellState::UnstableFigure);
    // A frame rather than a sign in the text, so the figure reads and copies the same either way.
    cell->setStyleSheet(state == CellState::UnstableFigure
            ? QStringLiteral("QLabel { border: 2px solid %1; }").arg(QColor(kUnstableAmber).name())
            : QString());
    QPalette colours; // only the roles set here differ from the page's
    if (state == CellState::Running) {
        colours.setColor(QPalette::Window, palette().color(QPalette::Highlight));
        colours.setColor(QPalette::WindowText, palette().color(QPalette::HighlightedText));
    } else if (state == CellState::Waiting) {
        colours.setColor(QPalette::WindowText, palette().color(QPalette::PlaceholderText));
    }
    cell->setPalette(colours);
}

void QuickSuitePage::showFigure(int row, int column, const std::optional<WorkloadResult>& result, RepeatSummary summary)
{
    if (!result || result->repeats.empty()) {
        setCell(row, column, CellState::Empty, QStringLiteral("—"), tr("Not run."));
        return;
    }
    const QuickFigure figure = QuickSuiteResult::figureOf(*result, summary);
    const Repeatability repeatability = result->repeatability();
    QString toolTip = tr("%1 IOPS, mean %2 µs%3")
                          .arg(formatDecimal(figure.iops, 0))
                          .arg(formatDecimal(figure.meanLatencyUs, 1))
                          .arg(result->cancelled ? tr(" (stopped early)") : QString());
    const QString spread = spreadText(repeatability);
    if (!spread.isEmpty())
        toolTip += QLatin1Char('\n') + spread;
    setCell(row, column, repeatability.unstable ? CellState::UnstableFigure : CellState::Figure,
        formatDecimal(figure.megabytesPerSecond, 2), toolTip);
}

QString QuickSuitePage::spreadText(const Repeatability& repeatability) const
{
    if (!repeatability.measured())
        return QString();
    QStringList runs;
    for (double value : repeatability.runs)
        runs << formatDecimal(value, 2);
    const QString percent = formatDecimal(repeatability.cv * 100, 1);
    const QString values = tr("Runs: %1 MB/s").arg(runs.join(QStringLiteral(", ")));
    if (repeatability.unstable)
        return tr("Unstable: the runs spread by %1 % (more than %2 %).")
                   .arg(percent, formatDecimal(Repeatability::unstableAbove * 100, 0))
            + QLatin1Char('\n') + values;
    return tr("Spread ±%1 % over %2 runs.").arg(percent).arg(repeatability.runs.size()) + QLatin1Char('\n') + values;
}

void QuickSuitePage::runStarted(const RunPlan& plan)
{
    m_beforeRun = std::move(m_lastOutcome);
    m_lastOutcome.reset();
    m_lastPlanText = plan.describe(true);
    m_runSummary = plan.quick.summary;
    const bool keepOthers = keepsOtherRows(plan);
    for (int row = 0; row < m_rowNames.size(); ++row) {
        if (plan.quick.includes(m_rowNames[row])) {
            setCell(row, 0, CellState::Waiting, QStringLiteral("…"), tr("Waiting to run."));
            if (plan.quick.writes)
                setCell(row, 1, CellState::Waiting, QStringLiteral("…"), tr("Waiting to run."));
            else if (!keepOthers)
                setCell(row, 1, CellState::Empty, QStringLiteral("—"), tr("Not run."));
        } else if (!keepOthers) {
            for (int column = 0; column < 2; ++column)
                setCell(row, column, CellState::Empty, QStringLiteral("—"), tr("Not run."));
        }
    }
    setButtonsEnabled(false);
}

bool QuickSuitePage::keepsOtherRows(const RunPlan& plan) const
{
    // A run of some rows keeps the others only where this window measured them on the same target:
    // a stored run's target path is not known, and figures of two drives in one grid would mislead.
    return !plan.quick.tests.isEmpty() && m_beforeRun && m_beforeRun->quick && m_beforeRun->runId != 0
        && m_beforeRun->plan.targetPath == plan.targetPath;
}

void QuickSuitePage::quickTestAvailable(const QuickTestUpdate& update)
{
    const int row = static_cast<int>(m_rowNames.indexOf(update.name));
    if (row < 0)
        return;
    const int column = update.write ? 1 : 0;
    if (!update.result) {
        setCell(row, column, CellState::Running, tr("running…"), tr("This test is running now."));
        return;
    }
    showFigure(row, column, update.result, m_runSummary);
}

void QuickSuitePage::runFinished(RunOutcome finished)
{
    m_lastOutcome = std::move(finished);
    RunOutcome& outcome = *m_lastOutcome;
    // A live run of some rows (a stored one has no run id) takes the other rows' figures from what
    // the page showed, so that the grid and its text and image stay whole.
    if (outcome.runId != 0 && outcome.quick && keepsOtherRows(outcome.plan)) {
        const QuickSuiteResult& before = *m_beforeRun->quick;
        auto rowOf = [](const QuickSuiteResult& quick, const QString& name) -> const QuickSuiteRow* {
            for (const QuickSuiteRow& row : quick.rows)
                if (row.name == name)
                    return &row;
            return nullptr;
        };
        std::vector<QuickSuiteRow> rows;
        QStringList shown;
        for (const QString& name : m_rowNames) {
            const QuickSuiteRow* fresh = rowOf(*outcome.quick, name);
            const QuickSuiteRow* kept = rowOf(before, name);
            QuickSuiteRow row { name, std::nullopt, std::nullopt };
            // Per cell: the new figure where this run measured one, else the one shown before.
            row.read = fresh && fresh->read ? fresh->read : kept ? kept->read : std::nullopt;
            row.write = fresh && fresh->write ? fresh->write : kept ? kept->write : std::nullopt;
            if (row.read || row.write) {
                shown += name;
                rows.push_back(std::move(row));
            }
        }
        outcome.quick->rows = std::move(rows);
        outcome.quick->options.tests = shown.size() == m_rowNames.size() ? QStringList() : shown;
        outcome.plan.quick.tests = outcome.quick->options.tests;
    }
    m_beforeRun.reset();
    setButtonsEnabled(true);
    showResult();
}

void QuickSuitePage::runFailed()
{
    // Nothing was measured: the page shows again what it showed before.
    m_lastOutcome = std::move(m_beforeRun);
    m_beforeRun.reset();
    setButtonsEnabled(true);
    showResult();
}

void QuickSuitePage::showResult()
{
    const QuickSuiteResult* quick = m_lastOutcome && m_lastOutcome->quick ? &*m_lastOutcome->quick : nullptr;
    for (int row = 0; row < m_rowNames.size(); ++row) {
        const QuickSuiteRow* result = nullptr;
        for (size_t i = 0; quick && i < quick->rows.size(); ++i)
            if (quick->rows[i].name == m_rowNames[row])
                result = &quick->rows[i];
        const RepeatSummary summary = quick ? quick->options.summary : RepeatSummary::Best;
        showFigure(row, 0, result ? result->read : std::nullopt, summary);
        showFigure(row, 1, result ? result->write : std::nullopt, summary);
    }
}

QString QuickSuitePage::cellText(int row, int column) const { return m_cells.value(row * 2 + column)->text(); }

QString QuickSuitePage::cellToolTip(int row, int column) const { return m_cells.value(row * 2 + column)->toolTip(); }

bool QuickSuitePage::isCellUnstable(int row, int column) const
{
    return m_cells.value(row * 2 + column)->property("unstable").toBool();
}

bool QuickSuitePage::isCellRunning(int row, int column) const
{
    return m_cells.value(row * 2 + column)->property("running").toBool();
}

// A card like CrystalDiskMark's, drawn from the result: the grid's widgets would leave a blank third
// under them at the image's aspect.
void QuickSuitePage::paintExport(QPainter& painter, const QRectF& area)
{
    if (!m_lastOutcome || !m_lastOutcome->quick)
        return;
    ExportPanels::paintQuickSuiteCard(
        painter, area, *m_lastOutcome->quick, exportTextPixels(QSizeF(area.width(), area.width())));
}

QSize QuickSuitePage::exportSize(QSize requested) const
{
    if (!m_lastOutcome || !m_lastOutcome->quick)
        return requested;
    return fittedExportSize(requested, caption(), ExportPanels::quickSuiteCardLines(*m_lastOutcome->quick));
}

QString QuickSuitePage::resultSummary() const
{
    if (!m_lastOutcome || !m_lastOutcome->quick)
        return QString();
    QStringList parts;
    for (const QuickSuiteRow& row : m_lastOutcome->quick->rows) {
        if (!row.read)
            continue;
        QString part = tr("%1 %2").arg(row.name).arg(
            formatDecimal(m_lastOutcome->quick->figure(*row.read).megabytesPerSecond, 1));
        if (row.write)
            part += QStringLiteral("/%1").arg(
                formatDecimal(m_lastOutcome->quick->figure(*row.write).megabytesPerSecond, 1));
        parts += part;
    }
    return tr("MB/s read/write: %1").arg(parts.join(QStringLiteral(", ")));
}

void QuickSuitePage::saveSettings(QSettings& settings) const
{
    settings.setValue(QStringLiteral("duration"), m_duration->value());
    settings.setValue(QStringLiteral("repeats"), m_repeats->value());
    settings.setValue(QStringLiteral("interval"), m_interval->value());
    settings.setValue(QStringLiteral("summary"), m_summary->currentIndex());
    settings.setValue(QStringLiteral("readOnly"), testFileState(m_readOnly));
}

void QuickSuitePage::loadSettings(const QSettings& settings)
{
    m_duration->setValue(settings.value(QStringLiteral("duration"), 5.0).toDouble());
    m_repeats->setValue(settings.value(QStringLiteral("repeats"), 5).toInt());
    m_interval->setValue(settings.value(QStringLiteral("interval"), 1.0).toDouble());
    m_summary->setCurrentIndex(settings.value(QStringLiteral("summary"), 0).toInt());
    m_readOnly->setChecked(settings.value(QStringLiteral("readOnly"), false).toBool());
}

// --- Multi-drive ----------------------------------------------------------------------------------

MultiDrivePage::MultiDrivePage(QWidget* parent)
    : TestPage(parent)
    , m_targets(new QLineEdit)
    , m_blockSize(new QComboBox)
    , m_pattern(new QComboBox)
    , m_direction(new QComboBox)
    , m_queueDepth(new QSpinBox)
    , m_duration(secondsBox(5, 0.2, tr("How long all drives run together.")))
    , m_scaling(new QCheckBox(tr("&Scaling: 1, 2 … N drives")))
    , m_bars(new BarChart(this))
    , m_scalingChart(new ScalingChart(this))
    , m_barsView(chartView(m_bars->chart()))
    , m_scalingView(chartView(m_scalingChart->chart()))
{
    m_targets->setPlaceholderText(tr("/dev/sdb, /dev/sdc, /mnt/data"));
    m_targets->setToolTip(tr("The drives (or folders, for a test file each) to run at once, separated by commas. "
                             "They start together, as IOMeter's workers; the total shows whether the controller "
                             "or bus keeps up."));
    auto* add = new QPushButton(tr("&Add selected"));
    add->setToolTip(tr("Add the drive selected in the drive list."));
    connect(add, &QPushButton::clicked, this, [this]() {
        if (!m_selected.isValid())
            return;
        QStringList list = m_targets->text().split(QLatin1Char(','), Qt::SkipEmptyParts);
        for (QString& entry : list)
            entry = entry.trimmed();
        const QString path = m_selected.path.isEmpty() ? QStringLiteral("~") : m_selected.path;
        if (!list.contains(path))
            list += path;
        m_targets->setText(list.join(QStringLiteral(", ")));
    });
    fillBlockSizes(m_blockSize, 512, 64ull << 20, 1u << 20);
    m_pattern->addItem(tr("Sequential"), 0);
    m_pattern->addItem(tr("Random"), 100);
    m_direction->addItem(tr("Read"), 100);
    m_direction->addItem(tr("Write (destroys data on devices)"), 0);
    m_queueDepth->setRange(1, 1024);
    m_queueDepth->setValue(4);
    m_queueDepth->setToolTip(tr("Queue depth per drive: requests each worker keeps in flight."));
    m_scaling->setToolTip(tr("Run the first drive alone, then the first two, and so on, to see where adding "
                             "drives stops adding speed: a shared controller, expander or bus."));

    auto* targetWidget = new QWidget;
    auto* targetRow = new QHBoxLayout(targetWidget);
    targetRow->setContentsMargins(0, 0, 0, 0);
    targetRow->addWidget(m_targets, 1);
    targetRow->addWidget(add);
    auto* box = new QGroupBox(tr("Settings"));
    auto* form = new QFormLayout(box);
    form->addRow(tr("&Targets:"), targetWidget);
    if (auto* label = qobject_cast<QLabel*>(form->labelForField(targetWidget)))
        label->setBuddy(m_targets);
    form->addRow(tr("&Block size:"), m_blockSize);
    form->addRow(tr("A&ccess:"), m_pattern);
    form->addRow(tr("&Direction:"), m_direction);
    form->addRow(tr("&Queue depth:"), m_queueDepth);
    form->addRow(tr("D&uration:"), m_duration);
    form->addRow(m_scaling);
    form->addRow(startButton()); // its targets are listed above, not the drive list's selection
    m_barsView->setAccessibleName(tr("Per drive chart"));
    m_scalingView->setAccessibleName(tr("Scaling chart"));

    auto* charts = new QHBoxLayout;
    charts->addWidget(m_barsView, 1);
    charts->addWidget(m_scalingView, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(resultLabel());
    layout->addLayout(charts, 1);
    layout->addWidget(box);
    layout->addWidget(caveatLabel());
}

RunPlan MultiDrivePage::plan(const TargetChoice& target) const
{
    RunPlan plan;
    plan.kind = TestKind::MultiTarget;
    for (QString path : m_targets->text().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        path = path.trimmed();
        if (path == QLatin1String("~"))
            path = QString(); // the default test-file folder
        plan.targetPaths += path;
    }
    if (plan.targetPaths.isEmpty())
        throw UserError(tr("Name the drives to run together, separated by commas (or add them from the list)."));
    plan.targetPath = plan.targetPaths.front();
    plan.testFileBytes = target.testFileBytes;
    plan.multiSpec.blockSizes.front().bytes = static_cast<uint32_t>(m_blockSize->currentData().toULongLong());
    plan.multiSpec.randomPercent = static_cast<unsigned>(m_pattern->currentData().toInt());
    plan.multiSpec.readPercent = static_cast<unsigned>(m_direction->currentData().toInt());
    plan.multiSpec.queueDepth = static_cast<unsigned>(m_queueDepth->value());
    plan.multiSpec.durationSeconds = m_duration->value();
    plan.multiSpec.warmupSeconds = std::min(0.5, m_duration->value() / 4);
    plan.multiScaling = m_scaling->isChecked();
    plan.validate();
    return plan;
}

void MultiDrivePage::runStarted(const RunPlan& plan)
{
    m_lastOutcome.reset();
    m_lastPlanText = plan.describe(true);
    m_bars->setBars(tr("MB/s"), {}, {});
    m_scalingChart->setSteps({});
}

QChart* MultiDrivePage::barChart() const { return m_bars->chart(); }

void MultiDrivePage::runFinished(RunOutcome finished)
{
    m_lastOutcome = std::move(finished);
    const RunOutcome& outcome = *m_lastOutcome;
    if (!outcome.multi || outcome.multi->steps.empty())
        return;
    const MultiTargetResult& all = outcome.multi->steps.back();
    QStringList names;
    QList<qreal> values;
    // A device by its name; a test file by its directory's name, as the file's own is new every run
    // (its whole directory where two directories share a name).
    QStringList directories;
    for (const WorkloadResult& target : all.perTarget)
        directories += target.target.kind == TargetInfo::Kind::BlockDevice
            ? QString()
            : QFileInfo(target.target.path).absolutePath();
    for (size_t i = 0; i < all.perTarget.size(); ++i) {
        const TargetInfo& target = all.perTarget[i].target;
        const QString& directory = directories[static_cast<qsizetype>(i)];
        values += all.perTarget[i].megabytesPerSecond().mean;
        if (directory.isEmpty()) {
            names += target.drive ? target.drive->name : target.path;
            continue;
        }
        const QString name = QFileInfo(directory).fileName();
        const bool shared = std::any_of(directories.begin(), directories.end(),
            [&](const QString& other) { return other != directory && QFileInfo(other).fileName() == name; });
        names += shared ? directory : name;
    }
    names += tr("All");
    values += all.aggregateMegabytesPerSecond().mean;
    m_bars->setBars(tr("MB/s"), names, values);
    QList<qreal> steps;
    for (const MultiTargetResult& step : outcome.multi->steps)
        steps += step.aggregateMegabytesPerSecond().mean;
    m_scalingChart->setSteps(steps);
}

void MultiDrivePage::paintExport(QPainter& painter, const QRectF& area)
{
    const QRectF left(area.topLeft(), QSizeF(area.width() / 2, area.height()));
    const QRectF right(QPointF(left.right(), area.top()), QSizeF(area.width() / 2, area.height()));
    paintChart(m_bars->chart(), painter, left);
    paintChart(m_scalingChart->chart(), painter, right);
}

QString MultiDrivePage::resultSummary() const
{
    if (!m_lastOutcome || !m_lastOutcome->multi || m_lastOutcome->multi->steps.empty())
        return QString();
    const MultiTargetResult& all = m_lastOutcome->multi->steps.back();
    return tr("%1 drives together: %2 MB/s, %3 IOPS")
        .arg(all.perTarget.size())
        .arg(formatDecimal(all.aggregateMegabytesPerSecond().mean, 1))
        .arg(formatDecimal(all.aggregateIops().mean, 0));
}

void MultiDrivePage::saveSettings(QSettings& settings) const
{
    settings.setValue(QStringLiteral("targets"), m_targets->text());
    settings.setValue(QStringLiteral("blockSize"), m_blockSize->currentData());
    settings.setValue(QStringLiteral("random"), m_pattern->currentData());
    settings.setValue(QStringLiteral("queueDepth"), m_queueDepth->value());
    settings.setValue(QStringLiteral("duration"), m_duration->value());
    settings.setValue(QStringLiteral("scaling"), m_scaling->isChecked());
}

void MultiDrivePage::loadSettings(const QSettings& settings)
{
    m_targets->setText(settings.value(QStringLiteral("targets")).toString());
    const int size
        = m_blockSize->findData(settings.value(QStringLiteral("blockSize"), QVariant::fromValue<qulonglong>(1u << 20)));
    if (size >= 0)
        m_blockSize->setCurrentIndex(size);
    const int pattern = m_pattern->findData(settings.value(QStringLiteral("random"), 0));
    if (pattern >= 0)
        m_pattern->setCurrentIndex(pattern);
    m_queueDepth->setValue(settings.value(QStringLiteral("queueDepth"), 4).toInt());
    m_duration->setValue(settings.value(QStringLiteral("duration"), 5.0).toDouble());
    m_scaling->setChecked(settings.value(QStringLiteral("scaling"), false).toBool());
}

} // namespace ds
