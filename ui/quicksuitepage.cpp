#include "quicksuitepage.h"

#include "device/driveenumerator.h"
#include "device/target.h"
#include "exportpanels.h"
#include "model/usererror.h"
#include "overtimetabs.h"
#include "pagewidgets.h"
#include "settingsform.h"
#include "translation.h"
#include "unitnames.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDateTime>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>

namespace ds {

namespace {
    // The profile's name short enough for the settings column; its whole title is the item's tooltip.
    QString shortProfileName(QuickProfile profile)
    {
        switch (profile) {
        case QuickProfile::Peak:
            return QuickSuitePage::tr("Peak");
        case QuickProfile::RealWorld:
            return QuickSuitePage::tr("Real world");
        case QuickProfile::Flash:
            return QuickSuitePage::tr("Flash (USB, SD)");
        default:
            return quickProfileTitle(profile, true);
        }
    }
}

QuickSuitePage::QuickSuitePage(QWidget* parent)
    : TestPage(parent)
    , m_grid(new QWidget)
    , m_profile(new QComboBox)
    , m_testSize(new QComboBox)
    , m_mix(new QCheckBox(tr("&Mix row:")))
    , m_mixRatio(new QComboBox)
    , m_comment(new QLineEdit)
    , m_duration(secondsBox(5, 0.2, tr("Seconds measured per run of each test (CrystalDiskMark's measure time: 5).")))
    , m_repeats(new QSpinBox)
    , m_interval(
          secondsBox(5, 0, tr("Idle time before each run, so a drive's write cache can drain (CrystalDiskMark: 5).")))
    , m_summary(new QComboBox)
    , m_readOnly(new QCheckBox(tr("&Read only")))
{
    m_all = new QPushButton(tr("All"));
    for (const QuickProfileSpec& spec : quickProfiles()) {
        m_profile->addItem(shortProfileName(spec.profile), static_cast<int>(spec.profile));
        m_profile->setItemData(m_profile->count() - 1, quickProfileTitle(spec.profile, true), Qt::ToolTipRole);
    }
    m_profile->setToolTip(tr("CrystalDiskMark 8's profiles: which tests run, and the settings they start from. "
                             "An NVMe drive gets NVMe SSD, any other Default."));
    // CrystalDiskMark's test sizes, 16 MiB to 64 GiB, and the Flash profile's 256 MiB among them.
    for (uint64_t bytes = uint64_t { 16 } << 20; bytes <= uint64_t { 64 } << 30; bytes *= 2)
        m_testSize->addItem(formatBinarySize(bytes), QVariant::fromValue<qulonglong>(bytes));
    m_testSize->setCurrentIndex(m_testSize->findData(QVariant::fromValue<qulonglong>(kQuickDefaultTestBytes)));
    m_testSize->setToolTip(tr("The region at the drive's start the tests work on (CrystalDiskMark: 1 GiB); a "
                              "smaller target is tested whole."));
    for (unsigned read = 90; read >= 10; read -= 10)
        m_mixRatio->addItem(tr("R%1/W%2").arg(read).arg(100 - read), read);
    m_mixRatio->setCurrentIndex(m_mixRatio->findData(kQuickDefaultMixReadPercent));
    m_mix->setToolTip(tr("Add a row that reads and writes at once in this ratio (CrystalDiskMark's Mix mode)."));
    m_comment->setPlaceholderText(tr("A comment for the text report"));
    m_repeats->setRange(1, 100);
    m_repeats->setValue(5);
    m_repeats->setToolTip(tr("Runs of each test (CrystalDiskMark's count: 5); the figure is the best run "
                             "(CrystalDiskMark's way) or the mean."));
    m_summary->addItem(tr("Best run"), 0);
    m_summary->addItem(tr("Mean of the runs"), 1);
    m_readOnly->setToolTip(tr("Skip the write tests (on a device they destroy its data)."));

    m_gridLayout = new QGridLayout(m_grid);
    m_readHeader = new QLabel;
    m_writeHeader = new QLabel;
    for (QLabel* header : { m_readHeader, m_writeHeader }) {
        QFont font = header->font();
        font.setBold(true);
        font.setPointSizeF(font.pointSizeF() * 1.3);
        header->setFont(font);
        header->setAlignment(Qt::AlignCenter);
    }
    m_all->setToolTip(tr("Run every test of the suite (F5)."));
    connect(m_all, &QPushButton::clicked, this, [this]() { startTests({}); });
    m_gridLayout->addWidget(m_all, 0, 0);
    m_gridLayout->addWidget(m_readHeader, 0, 1);
    m_gridLayout->addWidget(m_writeHeader, 0, 2);
    displayUnitChanged(); // the headers
    buildRows();

    auto* copyText = new QPushButton(tr("Copy as &text"));
    copyText->setToolTip(tr("A plain-text block laid out like CrystalDiskMark's, to paste into a forum post."));
    connect(copyText, &QPushButton::clicked, this, [this]() {
        if (!m_lastRun || !m_lastRun->quick()) {
            emit statusMessage(tr("Nothing to copy yet: run the quick suite first."));
            return;
        }
        const QString text = m_lastRun->quick()->summaryText(displayUnit(), m_lastRun->host().osLine());
        QApplication::clipboard()->setText(text);
        emit statusMessage(tr("Copied the quick suite's figures as text: paste them into a post."));
    });

    SettingsForm* form = settingsForm();
    // The profile follows the drive (targetChosen) rather than being saved.
    form->addRow(tr("Prof&ile:"), m_profile);
    form->addField(tr("Test si&ze:"), m_testSize, QStringLiteral("testSize"));
    form->addField(tr("&Duration:"), m_duration, QStringLiteral("duration"));
    form->addField(tr("R&uns:"), m_repeats, QStringLiteral("repeats"));
    form->addField(tr("&Pause between runs:"), m_interval, QStringLiteral("interval"));
    m_threads = ds::threadsBox();
    // 0: each row's own threads (RND4K Q32T16: 16), as the profile has them.
    m_threads->setMinimum(0);
    m_threads->setValue(0);
    m_threads->setSpecialValueText(tr("as the row says"));
    // Saved under a key of its own: the setting of before, one thread, would override every row's.
    form->addField(tr("T&hreads:"), m_threads, QStringLiteral("rowThreads"));
    m_cpus = form->addField(tr("CPUs:"), cpusBox(), QStringLiteral("cpus"));
    m_data = form->addField(tr("Test data:"), dataBox(), QStringLiteral("data"));
    form->form()->addRow(m_mix, m_mixRatio);
    form->remember(QStringLiteral("mix"), m_mix);
    form->remember(QStringLiteral("mixRatio"), m_mixRatio);
    form->addField(tr("C&omment:"), m_comment, QStringLiteral("comment"));
    form->addRow(tr("&Figure:"), m_summary);
    form->rememberIndex(QStringLiteral("summary"), m_summary);
    form->addField(QString(), m_readOnly, QStringLiteral("readOnly"));
    form->addRow(readOnlyNote(tr("Read-only on devices: untick “Read only” to run the write tests too (destroys "
                                 "the drive's data).")));
    addDeviceDefault(m_readOnly, true);
    form->addRow(copyText);
    placeBesideSettings(overTimeTabs(m_grid, tr("Results")));

    connect(m_profile, &QComboBox::currentIndexChanged, this, [this]() { profileChosen(); });
    connect(m_mix, &QCheckBox::toggled, this, [this]() {
        m_resultRows.clear();
        buildRows();
    });
}

QuickProfile QuickSuitePage::currentProfile() const
{
    return static_cast<QuickProfile>(m_profile->currentData().toInt());
}

void QuickSuitePage::profileChosen()
{
    const QuickProfileSpec& spec = quickProfileSpec(currentProfile());
    m_duration->setValue(spec.measureSeconds);
    m_repeats->setValue(static_cast<int>(spec.count));
    m_interval->setValue(spec.intervalSeconds);
    const int size = m_testSize->findData(QVariant::fromValue<qulonglong>(spec.testBytes));
    if (size >= 0)
        m_testSize->setCurrentIndex(size);
    m_resultRows.clear();
    buildRows();
}

void QuickSuitePage::targetChosen(const TargetChoice& target)
{
    // A test file is measured on the drive its folder's filesystem lives on, as the CLI finds it.
    m_profileDrive = target.drive;
    if (target.testFile && !m_profileDrive)
        m_profileDrive = DriveEnumerator().driveOfDirectory(
            target.path.isEmpty() ? Target::defaultTestFileDirectory() : target.path);
    const int index
        = m_profile->findData(static_cast<int>(quickProfileForDrive(m_profileDrive ? &*m_profileDrive : nullptr)));
    if (index >= 0 && index != m_profile->currentIndex())
        m_profile->setCurrentIndex(index); // profileChosen(): the profile's settings and rows
}

void QuickSuitePage::showRowsOf(const QuickSuiteOptions& options)
{
    const QSignalBlocker profileBlocker(m_profile);
    const QSignalBlocker mixBlocker(m_mix);
    const int index = m_profile->findData(static_cast<int>(options.profile));
    if (index >= 0)
        m_profile->setCurrentIndex(index);
    m_mix->setChecked(options.mixReadPercent.has_value());
    if (options.mixReadPercent) {
        const int ratio = m_mixRatio->findData(*options.mixReadPercent);
        if (ratio >= 0)
            m_mixRatio->setCurrentIndex(ratio);
    }
    buildRows();
}

// What each row measures, for its button's tooltip.
static QString rowTip(const QString& name)
{
    static const std::pair<const char*, const char*> tips[] = {
        { "SEQ1M Q8T1",
            QT_TRANSLATE_NOOP("ds::QuickSuitePage",
                "Sequential 1 MiB reads and writes, 8 in flight: large-file copying at its best.") },
        { "SEQ1M Q1T1",
            QT_TRANSLATE_NOOP(
                "ds::QuickSuitePage", "Sequential 1 MiB with one request at a time: a single program streaming.") },
        { "SEQ128K Q32T1",
            QT_TRANSLATE_NOOP("ds::QuickSuitePage",
                "Sequential 128 KiB with 32 in flight: what an NVMe drive streams with a deep queue.") },
        { "RND4K Q32T1",
            QT_TRANSLATE_NOOP(
                "ds::QuickSuitePage", "Random 4 KiB with 32 in flight: a busy system or server, where SSDs shine.") },
        { "RND4K Q32T16",
            QT_TRANSLATE_NOOP("ds::QuickSuitePage",
                "Random 4 KiB, 16 threads with 32 in flight each: the most a fast NVMe drive can be asked.") },
        { "RND4K Q1T1",
            QT_TRANSLATE_NOOP(
                "ds::QuickSuitePage", "Random 4 KiB one at a time: what a desktop feels when it starts programs.") },
    };
    for (const auto& [row, tip] : tips)
        if (name == QLatin1String(row))
            return QCoreApplication::translate("ds::QuickSuitePage", tip);
    if (name.startsWith(QLatin1String("MIX ")))
        return QCoreApplication::translate("ds::QuickSuitePage", "Reads and writes at once, in the mix ratio set.");
    return QString();
}

void QuickSuitePage::buildRows()
{
    for (QWidget* widget : std::as_const(m_rowWidgets))
        delete widget;
    m_rowWidgets.clear();
    m_rowButtons.clear();
    m_rowNames.clear();
    m_mixRows.clear();
    m_cells.clear();
    m_shownResults.clear();
    m_cellOrigins.clear();
    QuickSuiteOptions options;
    options.profile = currentProfile();
    if (m_mix->isChecked())
        options.mixReadPercent = static_cast<unsigned>(m_mixRatio->currentData().toInt());
    std::vector<std::pair<QString, bool>> entries = m_resultRows;
    QStringList profileRows;
    for (const QuickSuiteEntry& entry : quickSuiteEntries(options)) {
        profileRows << entry.name;
        if (m_resultRows.empty())
            entries.emplace_back(entry.name, entry.mix.has_value());
    }
    for (size_t i = 0; i < entries.size(); ++i) {
        const int gridRow = static_cast<int>(i) + 1;
        const QString entryName = entries[i].first;
        // CrystalDiskMark's row buttons: each runs its own test and leaves the other figures. A row of the
        // shown run that the profile has not (an imported report's) cannot run here.
        auto* name = new QPushButton(entryName);
        QFont nameFont = name->font();
        nameFont.setBold(true);
        nameFont.setPointSizeF(nameFont.pointSizeF() * 1.3);
        name->setFont(nameFont);
        m_gridLayout->addWidget(name, gridRow, 0);
        m_rowWidgets.append(name);
        if (profileRows.contains(entryName)) {
            name->setToolTip(tr("%1 Click to run only this test.").arg(rowTip(entryName)));
            connect(name, &QPushButton::clicked, this, [this, entryName]() { startTests({ entryName }); });
            m_rowButtons.append(name);
        } else {
            name->setToolTip(tr("%1 A row of the run shown, not of the %2 profile: it cannot run here.")
                                 .arg(rowTip(entryName), quickProfileTitle(currentProfile(), true)));
            name->setEnabled(false);
        }
        m_rowNames.append(entryName);
        const bool mix = entries[i].second;
        m_mixRows.append(mix);
        for (int column = 0; column < (mix ? 1 : 2); ++column) {
            auto* cell = new QLabel(QStringLiteral("—"));
            QFont font = cell->font();
            font.setPointSizeF(font.pointSizeF() * 2.2);
            cell->setFont(font);
            cell->setAlignment(mix ? Qt::AlignCenter : Qt::AlignRight | Qt::AlignVCenter);
            cell->setFrameShape(QFrame::StyledPanel);
            // Room for the widest figure, "12345.67", and no more: the window must fit 1024 pixels.
            cell->setMinimumWidth(QFontMetrics(font).horizontalAdvance(QStringLiteral("00000.00"))
                + 2 * cell->frameWidth() + cell->fontMetrics().averageCharWidth());
            cell->setAutoFillBackground(true);
            // The mix row's one figure, read and written together, spans both columns.
            m_gridLayout->addWidget(cell, gridRow, column + 1, 1, mix ? 2 : 1);
            m_rowWidgets.append(cell);
            m_cells.append(cell);
        }
        if (mix)
            m_cells.append(nullptr);
    }
    for (int row = 0; row < m_gridLayout->rowCount(); ++row)
        m_gridLayout->setRowStretch(row, 0);
    m_gridLayout->setRowStretch(static_cast<int>(entries.size()) + 1, 1);
    showResult();
}

RunPlan QuickSuitePage::plan(const TargetChoice& target) const
{
    RunPlan plan = planFor(target);
    QuickSuiteOptions& quick = plan.get<QuickSuiteOptions>();
    quick.profile = currentProfile();
    quick.testBytes = m_testSize->currentData().toULongLong();
    quick.secondsPerTest = m_duration->value();
    quick.repeats = static_cast<unsigned>(m_repeats->value());
    quick.intervalSeconds = m_interval->value();
    quick.summary = m_summary->currentData().toInt() == 0 ? RepeatSummary::Best : RepeatSummary::Mean;
    quick.writes = !m_readOnly->isChecked();
    quick.tests = m_requestedTests;
    quick.jobs = static_cast<unsigned>(m_threads->value());
    quick.cpus = cpusOf(m_cpus);
    quick.data = dataOf(m_data);
    if (m_mix->isChecked())
        quick.mixReadPercent = static_cast<unsigned>(m_mixRatio->currentData().toInt());
    quick.comment = m_comment->text().trimmed();
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
    m_shownResults.erase(row * 2 + column);
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
    const DisplayUnit unit = displayUnit();
    const QuickFigure figure = QuickSuiteResult::figureOf(*result, summary);
    // The spread of the runs in the unit shown: the frame says whether that figure is steady.
    const Repeatability repeatability = repeatabilityIn(*result, unit);
    // A figure the run does not hold (a CrystalDiskMark 6 report has no µs) shows as a dash, never 0.
    auto held = [](double value, int decimals) {
        return std::isfinite(value) ? formatDecimal(value, decimals) : QStringLiteral("—");
    };
    QString toolTip = tr("%1 MB/s, %2 IOPS, mean %3 µs%4")
                          .arg(formatDecimal(figure.megabytesPerSecond, 2))
                          .arg(held(figure.iops, 0))
                          .arg(held(figure.meanLatencyUs, 1))
                          .arg(result->cancelled ? tr(" (stopped early)") : QString());
    const QString spread = spreadText(repeatability);
    if (!spread.isEmpty())
        toolTip += QLatin1Char('\n') + spread;
    // A figure kept from an earlier run when a row was run again says which run measured it.
    if (const auto origin = m_cellOrigins.find(row * 2 + column); origin != m_cellOrigins.end()) {
        const QDateTime measured = QDateTime::fromString(origin->second, Qt::ISODate);
        toolTip += QLatin1Char('\n')
            + tr("Kept from the run of %1.")
                  .arg(measured.isValid() ? QLocale().toString(measured.toLocalTime(), QLocale::ShortFormat)
                                          : origin->second);
    }
    setCell(row, column, repeatability.unstable ? CellState::UnstableFigure : CellState::Figure,
        held(figure.in(unit), displayUnitDecimals(unit)), toolTip);
    m_shownResults[row * 2 + column] = { *result, summary };
}

void QuickSuitePage::displayUnitChanged()
{
    const QString unit = UnitNames::of(displayUnit());
    m_readHeader->setText(tr("Read (%1)").arg(unit));
    m_writeHeader->setText(tr("Write (%1)").arg(unit));
    const std::map<int, std::pair<WorkloadResult, RepeatSummary>> shown = m_shownResults;
    for (const auto& [cell, figure] : shown)
        showFigure(cell / 2, cell % 2, figure.first, figure.second);
}

QString QuickSuitePage::spreadText(const Repeatability& repeatability) const
{
    if (!repeatability.measured())
        return QString();
    QStringList runs;
    for (double value : repeatability.runs)
        runs << formatDecimal(value, displayUnitDecimals(displayUnit()));
    const QString percent = formatDecimal(repeatability.cv * 100, 1);
    const QString values = tr("Runs: %1 %2").arg(runs.join(QStringLiteral(", ")), UnitNames::of(displayUnit()));
    if (repeatability.unstable)
        return tr("Unstable: the runs spread by %1 % (more than %2 %).")
                   .arg(percent, formatDecimal(Repeatability::unstableAbove * 100, 0))
            + QLatin1Char('\n') + values;
    return tr("Spread ±%1 % over %2 runs.").arg(percent).arg(repeatability.runs.size()) + QLatin1Char('\n') + values;
}

void QuickSuitePage::runStarted(const RunPlan& plan)
{
    // A run under way fills the profile's rows.
    if (!m_resultRows.empty()) {
        m_resultRows.clear();
        buildRows();
    }
    m_beforeRun = std::move(m_lastRun);
    m_lastRun.reset();
    m_lastPlanText = plan.describe(true);
    overTime()->runStarted();
    const QuickSuiteOptions& quick = plan.get<QuickSuiteOptions>();
    m_runSummary = quick.summary;
    const bool keepOthers = keepsOtherRows(plan);
    for (int row = 0; row < m_rowNames.size(); ++row) {
        if (quick.includes(m_rowNames[row]) && (quick.writes || !m_mixRows.value(row))) {
            setCell(row, 0, CellState::Waiting, QStringLiteral("…"), tr("Waiting to run."));
            if (quick.writes)
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
    const QuickSuiteOptions& quick = plan.get<QuickSuiteOptions>();
    return !quick.tests.isEmpty() && m_beforeRun && m_beforeRun->quick() && m_beforeRun->runId != 0
        && m_beforeRun->plan.targetPath == plan.targetPath && m_beforeRun->quick()->options.profile == quick.profile;
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
    m_cellOrigins.erase(row * 2 + column);
    showFigure(row, column, update.result, m_runSummary);
}

void QuickSuitePage::runFinished(FinishedRun finished)
{
    m_lastRun = std::move(finished);
    FinishedRun& run = *m_lastRun;
    // A live run of some rows (a stored one has no run id) takes the other rows' figures from what
    // the page showed, so that the grid and its text and image stay whole; the window records this
    // grid (recordedRun), so the session reopens as it was on screen.
    if (run.runId != 0 && run.quick() && keepsOtherRows(run.plan)) {
        *run.quick() = mergeQuickSuiteRerun(*m_beforeRun->quick(), std::move(*run.quick()), m_rowNames);
        run.plan.get<QuickSuiteOptions>().tests = run.quick()->options.tests;
    }
    m_beforeRun.reset();
    setButtonsEnabled(true);
    overTime()->showRun(run);
    // A stored run of another profile (or with a mix row) shows its own rows.
    if (const QuickSuiteResult* quick = run.quick(); quick
        && (quick->options.profile != currentProfile()
            || quick->options.mixReadPercent.has_value() != m_mix->isChecked()))
        showRowsOf(quick->options);
    // One with rows its profile has not (an imported report's) shows all its rows, in its order.
    if (const QuickSuiteResult* quick = run.quick()) {
        QStringList profileRows;
        for (const QuickSuiteEntry& entry : quickSuiteEntries(quick->options))
            profileRows << entry.name;
        const bool beyondProfile = std::any_of(quick->rows.begin(), quick->rows.end(),
            [&](const QuickSuiteRow& row) { return !profileRows.contains(row.name); });
        if (beyondProfile) {
            m_resultRows.clear();
            for (const QuickSuiteRow& row : quick->rows)
                m_resultRows.emplace_back(row.name, row.mix.has_value() && !row.read && !row.write);
            buildRows();
        }
    }
    showResult();
}

FinishedRun QuickSuitePage::recordedRun(const FinishedRun& finished) const
{
    return m_lastRun && finished.runId != 0 && m_lastRun->runId == finished.runId ? *m_lastRun : finished;
}

void QuickSuitePage::runFailed()
{
    // Nothing was measured: the page shows again what it showed before.
    m_lastRun = std::move(m_beforeRun);
    m_beforeRun.reset();
    setButtonsEnabled(true);
    if (m_lastRun)
        overTime()->showRun(*m_lastRun);
    else
        overTime()->runStarted();
    showResult();
}

void QuickSuitePage::showResult()
{
    const QuickSuiteResult* quick = m_lastRun && m_lastRun->quick() ? &*m_lastRun->quick() : nullptr;
    m_cellOrigins.clear();
    for (int row = 0; row < m_rowNames.size(); ++row) {
        const QuickSuiteRow* result = nullptr;
        for (size_t i = 0; quick && i < quick->rows.size(); ++i)
            if (quick->rows[i].name == m_rowNames[row])
                result = &quick->rows[i];
        // The cells kept from an earlier run name it (mergeQuickSuiteRerun).
        if (result) {
            for (const auto& [column, from] :
                { std::pair { 0, m_mixRows.value(row) ? result->mixFrom : result->readFrom },
                    std::pair { 1, result->writeFrom } })
                if (!from.isEmpty())
                    m_cellOrigins[row * 2 + column] = from;
        }
        const RepeatSummary summary = quick ? quick->options.summary : RepeatSummary::Best;
        if (m_mixRows.value(row)) {
            showFigure(row, 0, result ? result->mix : std::nullopt, summary);
            continue;
        }
        showFigure(row, 0, result ? result->read : std::nullopt, summary);
        showFigure(row, 1, result ? result->write : std::nullopt, summary);
    }
}

// The mix row has one cell, over both columns: column 1 asks for it too.
QString QuickSuitePage::cellText(int row, int column) const
{
    const QLabel* label = m_cells.value(row * 2 + column);
    return label ? label->text() : QString();
}

QString QuickSuitePage::cellToolTip(int row, int column) const
{
    const QLabel* label = m_cells.value(row * 2 + column);
    return label ? label->toolTip() : QString();
}

bool QuickSuitePage::isCellUnstable(int row, int column) const
{
    const QLabel* label = m_cells.value(row * 2 + column);
    return label && label->property("unstable").toBool();
}

bool QuickSuitePage::isCellRunning(int row, int column) const
{
    const QLabel* label = m_cells.value(row * 2 + column);
    return label && label->property("running").toBool();
}

// A card like CrystalDiskMark's, drawn from the result: the grid's widgets would leave a blank third
// under them at the image's aspect.
void QuickSuitePage::paintExport(QPainter& painter, const QRectF& area)
{
    if (overTime()->paintOverTime(painter, area) || !m_lastRun || !m_lastRun->quick())
        return;
    ExportPanels::paintQuickSuiteCard(
        painter, area, *m_lastRun->quick(), exportTextPixels(QSizeF(area.width(), area.width())), displayUnit());
}

QSize QuickSuitePage::exportSize(QSize requested) const
{
    if (overTime()->overTimeShown() || !m_lastRun || !m_lastRun->quick())
        return requested;
    return fittedExportSize(requested, caption(), ExportPanels::quickSuiteCardLines(*m_lastRun->quick()));
}

QString QuickSuitePage::resultSummary() const
{
    if (!m_lastRun || !m_lastRun->quick())
        return QString();
    // In the unit the tiles show: "MB/s read/write: SEQ1M Q8T1 3500.1/3000.2, …".
    const DisplayUnit unit = displayUnit();
    const int decimals = unit == DisplayUnit::Iops ? 0 : unit == DisplayUnit::GigabytesPerSecond ? 3 : 1;
    const QuickSuiteResult& quick = *m_lastRun->quick();
    auto figure = [&](const WorkloadResult& result) {
        const double value = quick.figure(result).in(unit);
        return std::isfinite(value) ? formatDecimal(value, decimals) : QStringLiteral("—");
    };
    QStringList parts;
    for (const QuickSuiteRow& row : quick.rows) {
        if (row.mix)
            parts += tr("%1 %2").arg(row.name, figure(*row.mix));
        if (!row.read)
            continue;
        QString part = tr("%1 %2").arg(row.name, figure(*row.read));
        if (row.write)
            part += QStringLiteral("/%1").arg(figure(*row.write));
        parts += part;
    }
    return tr("%1 read/write: %2").arg(UnitNames::of(unit), parts.join(QStringLiteral(", ")));
}

} // namespace ds
