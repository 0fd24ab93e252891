#include "ptspage.h"

#include "chartexport.h"
#include "files/ptsstate.h"
#include "model/usererror.h"
#include "pagewidgets.h"
#include "settingsform.h"
#include "translation.h"

#include <QChartView>
#include <QComboBox>
#include <QDateTime>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <limits>

namespace ds {

namespace {
    QString mixName(unsigned readPercent) { return QStringLiteral("%1/%2").arg(readPercent).arg(100 - readPercent); }

    QString phaseText(const PtsResult& result)
    {
        switch (result.phase) {
        case PtsResult::Phase::Started:
            return PtsPage::tr("before the purge");
        case PtsResult::Phase::Purged:
            return PtsPage::tr("purged, before the preconditioning");
        case PtsResult::Phase::Preconditioned:
            return PtsPage::tr("preconditioned");
        case PtsResult::Phase::Rounds:
            return PtsPage::tr("in the rounds");
        case PtsResult::Phase::Finished:
            return PtsPage::tr("finished");
        }
        return QString();
    }

    QTableWidgetItem* figureItem(const QString& text)
    {
        auto* item = new QTableWidgetItem(text);
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        item->setFlags(item->flags() & ~Qt::ItemIsEditable);
        return item;
    }
}

PtsPage::PtsPage(QWidget* parent)
    : TestPage(parent)
    , m_test(new QComboBox)
    , m_profile(new QComboBox)
    , m_cellSeconds(new QDoubleSpinBox)
    , m_maxRounds(new QSpinBox)
    , m_capacity(new QDoubleSpinBox)
    , m_purge(new QComboBox)
    , m_wsatLimit(new QDoubleSpinBox)
    , m_seed(new QLineEdit)
    , m_stateFile(new QLineEdit)
    , m_profileNote(new QLabel)
    , m_savedBox(new QGroupBox(tr("Saved run")))
    , m_savedLabel(new QLabel)
    , m_resumeButton(new QPushButton(tr("&Resume")))
    , m_useSavedButton(new QPushButton(tr("Use its settings")))
    , m_startOverButton(new QPushButton(tr("Start o&ver")))
    , m_verdict(new QLabel)
    , m_tabs(new QTabWidget)
    , m_convergence(new PtsChart(this))
    , m_window(new PtsChart(this))
    , m_convergenceView(makeChartView(m_convergence->chart()))
    , m_windowView(makeChartView(m_window->chart()))
    , m_table(new QTableWidget)
{
    const PtsPlan defaults;
    m_test->addItem(tr("IOPS"), ptsTestName(PtsTest::Iops));
    m_test->addItem(tr("Throughput"), ptsTestName(PtsTest::Throughput));
    m_test->addItem(tr("Latency"), ptsTestName(PtsTest::Latency));
    m_test->addItem(tr("Write saturation"), ptsTestName(PtsTest::Wsat));
    m_test->setToolTip(tr("IOPS: 7 read/write mixes × 8 block sizes. Throughput: sequential 1024 and 128 KiB, read "
                          "and write. Latency: QD1, 8, 4 and 0.5 KiB × 100/0, 65/35, 0/100. Write saturation: 4 KiB "
                          "random writes until 4 × the tested capacity is written or the time limit."));
    m_profile->addItem(tr("Client"), ptsProfileName(PtsProfile::Client));
    m_profile->addItem(tr("Enterprise"), ptsProfileName(PtsProfile::Enterprise));
    m_profile->setToolTip(tr("The PTS's client profile keeps the random I/O to 75 % of the tested capacity at 2 "
                             "threads × QD16; the enterprise one uses all of it at 4 threads × QD32."));
    m_cellSeconds->setRange(0.1, 3600);
    m_cellSeconds->setDecimals(1);
    m_cellSeconds->setValue(defaults.cellSeconds);
    m_cellSeconds->setSuffix(tr(" s"));
    m_cellSeconds->setToolTip(tr("How long each measurement of a round lasts; the PTS's is one minute, so that a "
                                 "round of the IOPS test takes 56 minutes."));
    m_maxRounds->setRange(PtsPlan::kWindowRounds, PtsPlan::kMaxRounds);
    m_maxRounds->setValue(static_cast<int>(defaults.maxRounds));
    m_maxRounds->setToolTip(tr("Rounds at most before the test stops without steady state (the PTS: 25)."));
    m_capacity->setRange(0.1, 100);
    m_capacity->setDecimals(1);
    m_capacity->setValue(defaults.capacityFraction * 100);
    m_capacity->setSuffix(tr(" %"));
    m_capacity->setToolTip(tr("The share of the drive tested, from its start (the PTS: all of it). "
                              "Preconditioning writes it twice."));
    // Short names, so that the settings column shows them whole; each item's tooltip says the rest.
    m_purge->addItem(tr("Discard"), ptsPurgeName(PtsPurge::Discard));
    m_purge->setItemData(0, tr("Discard (TRIM) the whole drive"), Qt::ToolTipRole);
    m_purge->addItem(tr("Sanitize"), ptsPurgeName(PtsPurge::Sanitize));
    m_purge->setItemData(1, tr("The drive's own sanitize command"), Qt::ToolTipRole);
    m_purge->addItem(tr("NVMe Format NVM"), ptsPurgeName(PtsPurge::Format));
    m_purge->addItem(tr("None (not PTS)"), ptsPurgeName(PtsPurge::None));
    m_purge->setItemData(3, tr("No purge: the result is not a PTS result"), Qt::ToolTipRole);
    m_purge->setToolTip(tr("How the drive is made fresh before preconditioning: a discard (TRIM) of the whole "
                           "device, as the PTS wants; the drive's own sanitize (NVMe block or crypto erase, ATA "
                           "BLOCK ERASE or CRYPTO SCRAMBLE EXT) or NVMe Format NVM with user data erase, only on a "
                           "whole NVMe or SATA drive. Without a purge the result says it is not a PTS result."));
    m_wsatLimit->setRange(0.1, 30 * 24 * 3600.0);
    m_wsatLimit->setDecimals(1);
    m_wsatLimit->setValue(defaults.wsatLimitSeconds);
    m_wsatLimit->setSuffix(tr(" s"));
    m_wsatLimit->setToolTip(tr("Write saturation stops after this much writing if 4 × the tested capacity has not "
                               "been written by then (the PTS: 24 hours)."));
    m_seed->setText(QString::number(defaults.seed));
    m_seed->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{1,19}")), m_seed));
    m_seed->setToolTip(tr("The seed of the random offsets, as drivescope-cli pts --seed: the same seed draws the "
                          "same requests in every round and every run."));
    m_stateFile->setPlaceholderText(tr("Default"));
    m_stateFile->setToolTip(tr("Where the run's state is saved after each step, as drivescope-cli pts --state: "
                               "empty, ~/.local/share/drivescope/pts/DEVICE.json. A run the CLI saved elsewhere "
                               "is resumed by naming its file here."));
    m_stateFile->setClearButtonEnabled(true);
    // Wide enough to show the start of a path: the form puts it under its label where the column is narrow.
    m_stateFile->setMinimumWidth(m_stateFile->fontMetrics().horizontalAdvance(QStringLiteral("/home/user/pts.js")));
    m_profileNote->setWordWrap(true);
    m_profileNote->setObjectName(QStringLiteral("profileNote"));

    SettingsForm* form = settingsForm();
    form->addField(tr("T&est:"), m_test, QStringLiteral("test"));
    form->addField(tr("&Profile:"), m_profile, QStringLiteral("profile"));
    form->addRow(m_profileNote);
    form->addField(tr("&Measurement:"), m_cellSeconds, QStringLiteral("cellSeconds"));
    form->addField(tr("Most r&ounds:"), m_maxRounds, QStringLiteral("maxRounds"));
    form->addField(tr("&Capacity:"), m_capacity, QStringLiteral("capacity"));
    form->addField(tr("P&urge:"), m_purge, QStringLiteral("purge"));
    form->addField(tr("&Time limit:"), m_wsatLimit, QStringLiteral("wsatLimit"));
    form->addField(tr("See&d:"), m_seed, QStringLiteral("seed"));
    auto* stateRow = new QWidget;
    auto* stateLayout = new QHBoxLayout(stateRow);
    stateLayout->setContentsMargins(0, 0, 0, 0);
    stateLayout->addWidget(m_stateFile, 1);
    auto* chooseState = new QToolButton;
    chooseState->setText(tr("…"));
    chooseState->setToolTip(tr("Choose the state file"));
    chooseState->setAccessibleName(tr("Choose the state file"));
    stateLayout->addWidget(chooseState);
    stateRow->setFocusProxy(m_stateFile);
    form->addRow(tr("State &file:"), stateRow);
    form->remember(QStringLiteral("stateFile"), m_stateFile);
    connect(chooseState, &QToolButton::clicked, this, &PtsPage::chooseStateFile);
    auto* warning = new QLabel(tr("Purges and writes the whole drive, destroying its data: you will be asked to "
                                  "type its name. Test files cannot be purged."));
    warning->setWordWrap(true);
    form->addRow(warning);

    auto* savedLayout = new QVBoxLayout(m_savedBox);
    m_savedLabel->setWordWrap(true);
    m_savedLabel->setObjectName(QStringLiteral("savedRun"));
    savedLayout->addWidget(m_savedLabel);
    // One above the other: side by side they widen the settings column past the window's edge.
    for (QPushButton* button : { m_resumeButton, m_useSavedButton, m_startOverButton })
        savedLayout->addWidget(button);
    m_resumeButton->setToolTip(tr("Continue the saved run where it stopped, as drivescope-cli pts --resume does"));
    m_useSavedButton->setToolTip(tr("Set the settings to the saved run's, so that it can be resumed"));
    m_startOverButton->setToolTip(tr("Discard the saved run and start this one, as drivescope-cli pts --restart"));
    m_savedBox->setVisible(false);
    connect(m_resumeButton, &QPushButton::clicked, this, &PtsPage::resumeSaved);
    connect(m_useSavedButton, &QPushButton::clicked, this, &PtsPage::useSavedSettings);
    connect(m_startOverButton, &QPushButton::clicked, this, &PtsPage::startOver);

    m_verdict->setObjectName(QStringLiteral("verdict"));
    m_verdict->setWordWrap(true);
    m_verdict->setTextFormat(Qt::PlainText);
    m_convergenceView->setAccessibleName(tr("PTS convergence chart"));
    m_windowView->setAccessibleName(tr("PTS steady-state window chart"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_tabs->addTab(m_convergenceView, tr("Convergence"));
    m_tabs->addTab(m_windowView, tr("Steady-state window"));
    m_tabs->addTab(m_table, tr("Table"));

    auto* results = new QWidget;
    auto* resultsLayout = new QVBoxLayout(results);
    resultsLayout->setContentsMargins(0, 0, 0, 0);
    resultsLayout->addWidget(m_verdict);
    resultsLayout->addWidget(m_tabs, 1);
    placeBesideSettings(results, { m_savedBox });

    for (QComboBox* box : { m_test, m_profile, m_purge })
        connect(box, &QComboBox::currentIndexChanged, this, &PtsPage::settingsChanged);
    for (QDoubleSpinBox* box : { m_cellSeconds, m_capacity, m_wsatLimit })
        connect(box, &QDoubleSpinBox::valueChanged, this, &PtsPage::settingsChanged);
    connect(m_maxRounds, &QSpinBox::valueChanged, this, &PtsPage::settingsChanged);
    for (QLineEdit* edit : { m_seed, m_stateFile })
        connect(edit, &QLineEdit::textChanged, this, &PtsPage::settingsChanged);
    settingsChanged();

    // Before the first run the charts show their axes with titles (clear() keeps a description's axes).
    PtsResult none;
    none.plan = ptsPlan();
    m_convergence->setDescription(describePtsConvergence(none));
    m_window->setDescription(describePtsSteadyWindow(none));
    m_window->clear();
}

PtsPlan PtsPage::ptsPlan() const
{
    PtsPlan plan;
    plan.test = parsePtsTest(m_test->currentData().toString());
    plan.profile = parsePtsProfile(m_profile->currentData().toString());
    plan.purge = parsePtsPurge(m_purge->currentData().toString());
    // A saved run's settings taken over (useSavedSettings) stay exact where a box shows them rounded: the
    // CLI takes --capacity 33.33% or --cell-time 0.25, and a resume needs the very same plan.
    const auto exact = [](const QDoubleSpinBox* box, double shown, double adopted) {
        const double scale = std::pow(10.0, box->decimals());
        return std::abs(std::round(adopted * scale) / scale - box->value()) < 1e-9 ? adopted : shown;
    };
    plan.cellSeconds = m_cellSeconds->value();
    plan.capacityFraction = m_capacity->value() / 100;
    // Not a setting of write saturation: what the CLI's plan holds when --max-rounds is not given.
    plan.maxRounds = plan.test == PtsTest::Wsat ? PtsPlan::kMaxRounds : static_cast<unsigned>(m_maxRounds->value());
    if (plan.test == PtsTest::Wsat)
        plan.wsatLimitSeconds = m_wsatLimit->value();
    if (m_adopted && m_adopted->test == plan.test) {
        plan.cellSeconds = exact(m_cellSeconds, plan.cellSeconds, m_adopted->cellSeconds);
        plan.capacityFraction = exact(m_capacity, plan.capacityFraction * 100, m_adopted->capacityFraction * 100) / 100;
        if (plan.test == PtsTest::Wsat) {
            plan.wsatLimitSeconds = exact(m_wsatLimit, plan.wsatLimitSeconds, m_adopted->wsatLimitSeconds);
            plan.maxRounds = m_adopted->maxRounds;
        }
    }
    bool seedOk = false;
    plan.seed = m_seed->text().toULongLong(&seedOk);
    if (!seedOk)
        throw UserError(tr("The seed must be a whole number, not “%1”.").arg(m_seed->text()));
    plan.validate();
    return plan;
}

RunPlan PtsPage::plan(const TargetChoice& target) const
{
    if (target.isValid() && target.testFile)
        throw UserError(tr("The PTS purges and writes a whole drive: choose a drive, not the test file."));
    RunPlan plan = planFor(target);
    PtsRunPlan& pts = plan.get<PtsRunPlan>();
    pts.pts = ptsPlan();
    pts.statePath = m_stateFile->text().trimmed();
    if (m_resumeNext) {
        if (!m_resumable || m_resumable->plan.toJson() != pts.pts.toJson())
            throw UserError(tr("The saved PTS run cannot be resumed with these settings."));
        pts.resume = true;
    } else if (m_restartNext) {
        pts.restart = true;
    } else if (m_saved || m_stateInTheWay) {
        // Hours of measurement are not thrown away by a plain Start.
        throw UserError(tr("A PTS state is saved in %1 (see Saved run): Start over discards it; Resume continues "
                           "a stopped run of this drive.")
                            .arg(PtsState::pathFor(pts, target.path)));
    }
    plan.validate();
    return plan;
}

void PtsPage::settingsChanged()
{
    const bool wsat = m_test->currentData().toString() == ptsTestName(PtsTest::Wsat);
    m_wsatLimit->setEnabled(wsat);
    m_maxRounds->setEnabled(!wsat);
    PtsPlan profile;
    profile.profile = parsePtsProfile(m_profile->currentData().toString());
    profile.test = parsePtsTest(m_test->currentData().toString());
    // %1 the active range in %, %2 threads, %3 queue depth
    m_profileNote->setText(tr("Active range %1 %, %2 × QD%3")
                               .arg(formatDecimal(profile.activeRange() * 100, 0))
                               .arg(profile.testJobs())
                               .arg(profile.testQueueDepth()));
    refreshResumeOffer();
}

void PtsPage::targetChosen(const TargetChoice&) { refreshResumeOffer(); }

void PtsPage::showEvent(QShowEvent* event)
{
    TestPage::showEvent(event);
    refreshResumeOffer();
}

void PtsPage::refreshResumeOffer()
{
    m_saved.reset();
    m_resumable.reset();
    m_resumeNext = false;
    if (m_running) {
        // The run under way writes the state file: nothing to offer meanwhile.
        m_savedBox->setVisible(false);
        return;
    }
    m_stateInTheWay = false;
    const TargetChoice& selected = target();
    QString text;
    QDateTime savedAt;
    if (selected.isValid() && !selected.testFile && !selected.path.isEmpty()) {
        const QFileInfo file(statePath());
        if (file.exists()) {
            savedAt = file.lastModified();
            // Parsed again only when its bytes changed: the offer is looked at on every change of a setting.
            // (The file's time cannot tell: two saves within one tick of the kernel's clock share it.)
            const QString path = file.absoluteFilePath();
            QByteArray bytes;
            QString readError;
            try {
                bytes = PtsState::readBytes(path);
            } catch (const UserError& error) {
                readError = error.message();
            }
            if (!readError.isEmpty() || path != m_statePathRead || bytes != m_stateBytes) {
                m_statePathRead = readError.isEmpty() ? path : QString();
                m_stateBytes = bytes;
                m_stateError = readError;
                m_state.reset();
                if (readError.isEmpty()) {
                    try {
                        m_state = PtsState::parse(bytes, path);
                    } catch (const UserError& error) {
                        m_stateError = error.message();
                    }
                }
            }
            m_saved = m_state;
            m_stateInTheWay = !m_stateError.isEmpty();
            if (m_stateInTheWay)
                text = tr("The saved PTS state of this drive cannot be read: %1").arg(m_stateError);
        }
    }
    if (m_saved && m_saved->finished())
        m_saved.reset(); // a finished run leaves nothing to resume
    if (m_saved && m_saved->target.path != selected.path) {
        // A state file named here that holds another drive's stopped run: not this drive's to resume.
        text = tr("The state file holds a stopped run on %1: Start over discards it.").arg(m_saved->target.path);
        m_saved.reset();
        m_stateInTheWay = true;
    }
    if (m_saved) {
        const QDateTime& saved = savedAt;
        // %1 the test and settings, %2 how far it came ("in the rounds"), %n rounds done, %3 when saved
        text = tr("A stopped run (%1) is saved: %2, %n round(s) done, saved %3.", nullptr,
            static_cast<int>(m_saved->rounds.size()))
                   .arg(m_saved->plan.describe(true), phaseText(*m_saved),
                       saved.toString(QStringLiteral("yyyy-MM-dd HH:mm")));
        bool same = false;
        try {
            same = m_saved->plan.toJson() == ptsPlan().toJson();
        } catch (const UserError&) {
        }
        if (same)
            m_resumable = m_saved;
        else
            text += QLatin1Char(' ') + tr("Its settings differ from these: use its settings to resume it.");
    }
    m_savedLabel->setText(text);
    m_savedBox->setVisible(!text.isEmpty());
    m_resumeButton->setVisible(m_resumable.has_value());
    m_useSavedButton->setVisible(m_saved && !m_resumable);
    m_startOverButton->setVisible(m_saved || m_stateInTheWay);
}

QString PtsPage::statePath() const
{
    return PtsState::pathFor(PtsRunPlan { PtsPlan(), m_stateFile->text().trimmed(), false, false }, target().path);
}

void PtsPage::chooseStateFile()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("PTS state file"), statePath(), tr("PTS state (*.json)"), nullptr, QFileDialog::DontConfirmOverwrite);
    if (!path.isEmpty())
        m_stateFile->setText(path);
}

void PtsPage::startOver()
{
    if (!m_saved && !m_stateInTheWay)
        return;
    m_restartNext = true;
    emit startRequested();
    // Refused or declined (the safety dialog): the next Start asks again.
    m_restartNext = false;
}

void PtsPage::useSavedSettings()
{
    if (!m_saved)
        return;
    const PtsPlan saved = m_saved->plan;
    m_adopted = saved;
    selectData(m_test, ptsTestName(saved.test));
    selectData(m_profile, ptsProfileName(saved.profile));
    selectData(m_purge, ptsPurgeName(saved.purge));
    m_cellSeconds->setValue(saved.cellSeconds);
    m_capacity->setValue(saved.capacityFraction * 100);
    m_seed->setText(QString::number(saved.seed));
    m_maxRounds->setValue(static_cast<int>(saved.maxRounds));
    if (saved.test == PtsTest::Wsat)
        m_wsatLimit->setValue(saved.wsatLimitSeconds);
    refreshResumeOffer();
}

void PtsPage::resumeSaved()
{
    if (!m_resumable)
        return;
    m_resumeNext = true;
    emit startRequested();
}

void PtsPage::runStarted(const RunPlan& plan)
{
    m_lastRun.reset();
    m_lastPlanText = plan.describe(true);
    m_resumeNext = false;
    m_running = true;
    m_live = PtsResult();
    m_live.plan = plan.get<PtsRunPlan>().pts;
    m_savedBox->setVisible(false);
    m_convergence->setDescription(
        m_live.plan.test == PtsTest::Wsat ? describePtsWsat(m_live) : describePtsConvergence(m_live));
    m_window->clear();
    m_table->clear();
    m_table->setRowCount(0);
    m_table->setColumnCount(0);
    m_tabs->setCurrentIndex(0);
    m_verdict->setText(tr("Running: purge and preconditioning, then the rounds."));
}

void PtsPage::ptsRoundAvailable(const PtsRoundUpdate& update)
{
    if (update.index > m_live.rounds.size())
        return; // a round missed: the result at the end draws them all
    m_live.rounds.resize(update.index);
    m_live.rounds.push_back(update.round);
    m_live.phase = PtsResult::Phase::Rounds;
    m_live.decide();
    const bool wsat = m_live.plan.test == PtsTest::Wsat;
    m_convergence->setDescription(wsat ? describePtsWsat(m_live) : describePtsConvergence(m_live));
    m_verdict->setText(verdictOf(m_live));
}

void PtsPage::runFinished(FinishedRun finished)
{
    m_lastRun = std::move(finished);
    m_running = false;
    m_live = PtsResult();
    if (const PtsResult* result = m_lastRun->pts())
        showResult(*result);
    else
        m_verdict->setText(m_lastRun->cancelled ? tr("Stopped before the test began.") : QString());
    refreshResumeOffer();
}

void PtsPage::runFailed()
{
    m_running = false;
    m_resumeNext = false;
    refreshResumeOffer();
}

void PtsPage::showResult(const PtsResult& result)
{
    const bool wsat = result.plan.test == PtsTest::Wsat;
    m_convergence->setDescription(wsat ? describePtsWsat(result) : describePtsConvergence(result));
    if (wsat || result.windowRounds == 0)
        m_window->clear();
    else
        m_window->setDescription(describePtsSteadyWindow(result));
    m_tabs->setTabEnabled(1, !wsat);
    showTable(result);
    m_verdict->setText(verdictOf(result));
}

void PtsPage::showTable(const PtsResult& result)
{
    m_table->clear();
    const PtsLayout& layout = result.plan.layout();
    const bool haveWindow = result.windowRounds > 0 && !result.table.empty();
    switch (result.plan.test) {
    case PtsTest::Iops: {
        // The PTS's table: block sizes down, read/write mixes across, IOPS averaged over the window.
        m_table->setRowCount(static_cast<int>(layout.blockBytes.size()));
        m_table->setColumnCount(static_cast<int>(layout.readPercents.size()));
        QStringList mixes;
        for (unsigned read : layout.readPercents)
            mixes += mixName(read);
        QStringList sizes;
        for (uint32_t block : layout.blockBytes)
            sizes += formatBinarySize(block);
        m_table->setHorizontalHeaderLabels(mixes);
        m_table->setVerticalHeaderLabels(sizes);
        if (haveWindow)
            for (size_t size = 0; size < layout.blockBytes.size(); ++size)
                for (size_t mix = 0; mix < layout.readPercents.size(); ++mix)
                    m_table->setItem(static_cast<int>(size), static_cast<int>(mix),
                        figureItem(formatDecimal(result.table[mix * layout.blockBytes.size() + size], 0)));
        break;
    }
    case PtsTest::Throughput: {
        m_table->setRowCount(static_cast<int>(layout.blockBytes.size()));
        m_table->setColumnCount(2);
        m_table->setHorizontalHeaderLabels({ tr("Read 100/0 (MB/s)"), tr("Write 0/100 (MB/s)") });
        QStringList sizes;
        for (uint32_t block : layout.blockBytes)
            sizes += formatBinarySize(block);
        m_table->setVerticalHeaderLabels(sizes);
        if (haveWindow)
            for (size_t row = 0; row < layout.blockBytes.size(); ++row) {
                const uint32_t block = layout.blockBytes[row];
                m_table->setItem(static_cast<int>(row), 0,
                    figureItem(formatDecimal(result.windowMegabytesPerSecond(layout.cellIndex(100, block)), 1)));
                m_table->setItem(static_cast<int>(row), 1,
                    figureItem(formatDecimal(result.windowMegabytesPerSecond(layout.cellIndex(0, block)), 1)));
            }
        break;
    }
    case PtsTest::Latency: {
        m_table->setRowCount(static_cast<int>(layout.cellCount()));
        m_table->setColumnCount(5);
        m_table->setHorizontalHeaderLabels(
            { tr("IOPS"), tr("Mean (ms)"), tr("p99 (ms)"), tr("p99.99 (ms)"), tr("Max (ms)") });
        QStringList cells;
        for (size_t cell = 0; cell < layout.cellCount(); ++cell)
            cells += layout.cellName(cell);
        m_table->setVerticalHeaderLabels(cells);
        if (haveWindow)
            for (size_t cell = 0; cell < layout.cellCount() && cell < result.latencyTable.size(); ++cell) {
                const PtsLatencyFigures& figures = result.latencyTable[cell];
                const int row = static_cast<int>(cell);
                if (figures.ios == 0) {
                    m_table->setItem(row, 0, figureItem(tr("skipped")));
                    continue;
                }
                m_table->setItem(row, 0, figureItem(formatDecimal(result.table[cell], 0)));
                m_table->setItem(row, 1, figureItem(formatDecimal(figures.meanMs, 3)));
                m_table->setItem(row, 2, figureItem(formatDecimal(figures.p99Ms, 3)));
                m_table->setItem(row, 3, figureItem(formatDecimal(figures.p9999Ms, 3)));
                m_table->setItem(row, 4, figureItem(formatDecimal(figures.maxMs, 3)));
            }
        break;
    }
    case PtsTest::Wsat: {
        // The curve's figures: each round at the capacity written by its end.
        const std::vector<uint64_t> written = result.writtenAfterRounds();
        m_table->setRowCount(static_cast<int>(result.rounds.size()));
        m_table->setColumnCount(4);
        m_table->setHorizontalHeaderLabels({ tr("Written (GB)"), tr("IOPS"), tr("Mean (ms)"), tr("p99 (ms)") });
        for (size_t r = 0; r < result.rounds.size(); ++r) {
            const PtsRound& round = result.rounds[r];
            const int row = static_cast<int>(r);
            m_table->setItem(row, 0, figureItem(formatDecimal(static_cast<double>(written[r]) / 1e9, 2)));
            m_table->setItem(row, 1, figureItem(formatDecimal(round.iops.empty() ? 0 : round.iops.front(), 0)));
            m_table->setItem(
                row, 2, figureItem(formatDecimal(round.meanLatencyMs.empty() ? 0 : round.meanLatencyMs.front(), 3)));
            m_table->setItem(
                row, 3, figureItem(formatDecimal(round.p99LatencyMs.empty() ? 0 : round.p99LatencyMs.front(), 3)));
        }
        break;
    }
    }
}

QString PtsPage::verdictOf(const PtsResult& result) const
{
    QString text;
    const size_t rounds = result.rounds.size();
    if (result.plan.test == PtsTest::Wsat) {
        const uint64_t tested = result.plan.testedBytes(result.target.sizeBytes);
        // %1 GB written, %n rounds
        text = tr("Write saturation: %1 GB written in %n round(s)", nullptr, static_cast<int>(rounds))
                   .arg(formatDecimal(static_cast<double>(result.roundBytesWritten()) / 1e9, 2));
        if (tested > 0)
            text += tr(", %1 × the tested capacity")
                        .arg(formatDecimal(
                            static_cast<double>(result.roundBytesWritten()) / static_cast<double>(tested), 2));
        if (result.finished())
            text += result.roundBytesWritten() >= 4 * tested && tested > 0 ? tr(": 4 × the capacity reached.")
                                                                           : tr(": stopped at the time limit.");
        else
            text += QLatin1Char('.');
    } else if (result.steadyState) {
        // %1 the round, %2 … %3 the window's rounds
        text = tr("Steady state reached in round %1 (window: rounds %2 to %3).")
                   .arg(result.windowFirstRound + result.windowRounds)
                   .arg(result.windowFirstRound + 1)
                   .arg(result.windowFirstRound + result.windowRounds);
    } else if (result.finished()) {
        text = tr("Steady state not reached in %n round(s).", nullptr, static_cast<int>(rounds));
    } else {
        text = tr("Round %1 done: steady state not yet reached.").arg(rounds);
    }
    if (!result.finished() && !m_running && (result.cancelled || !result.stopReason.isEmpty()))
        text += QLatin1Char(' ') + tr("Stopped: Resume continues it.");
    if (result.plan.purge == PtsPurge::None)
        text += QLatin1Char(' ') + tr("Not purged: not a PTS result.");
    if (result.errorCount > 0)
        text += QLatin1Char(' ')
            + tr("%n I/O error(s).", nullptr,
                static_cast<int>(std::min<uint64_t>(result.errorCount, std::numeric_limits<int>::max())));
    if (!result.writeCache.restoreFailure.isEmpty())
        text += QLatin1Char(' ')
            + tr("The drive's write cache is off and could not be switched on again: %1.")
                  .arg(result.writeCache.restoreFailure);
    return text;
}

void PtsPage::paintExport(QPainter& painter, const QRectF& area)
{
    if (m_tabs->currentWidget() == m_table)
        paintWidget(m_table, painter, area);
    else if (m_tabs->currentWidget() == m_windowView)
        paintChart(m_window->chart(), painter, area);
    else
        paintChart(m_convergence->chart(), painter, area);
}

QString PtsPage::resultSummary() const
{
    if (!m_lastRun || !m_lastRun->pts())
        return QString();
    const PtsResult& result = *m_lastRun->pts();
    const PtsLayout& layout = result.plan.layout();
    if (result.plan.test == PtsTest::Wsat || layout.tracking.empty() || result.table.empty())
        return verdictOf(result);
    const size_t cell = layout.tracking.front();
    const QString figure = result.plan.test == PtsTest::Throughput
        ? tr("%1 MB/s").arg(formatDecimal(result.windowMegabytesPerSecond(cell), 1))
        : result.plan.test == PtsTest::Latency && cell < result.latencyTable.size()
        ? tr("%1 ms mean").arg(formatDecimal(result.latencyTable[cell].meanMs, 3))
        : tr("%1 IOPS").arg(formatDecimal(result.table[cell], 0));
    // %1 the cell ("4 KiB 0/100"), %2 its figure over the window, %3 the verdict
    return tr("%1: %2; %3").arg(layout.cellName(cell), figure, verdictOf(result));
}

} // namespace ds
