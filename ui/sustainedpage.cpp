#include "sustainedpage.h"

#include "axisscale.h"
#include "chartexport.h"
#include "device/target.h"
#include "filllevelchart.h"
#include "model/results/sustainedresult.h"
#include "model/usererror.h"
#include "pagewidgets.h"
#include "settingsform.h"
#include "translation.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLegendMarker>
#include <QLineEdit>
#include <QLineSeries>
#include <QSettings>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStorageInfo>
#include <QTabWidget>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace ds {

SustainedPage::SustainedPage(QWidget* parent)
    : TestPage(parent)
    , m_chart(new SustainedChart(this))
    , m_view(makeChartView(m_chart->chart()))
    , m_fillLevel(new FillLevelChart(this))
    , m_fillView(makeChartView(m_fillLevel->chart()))
    , m_chartTabs(new QTabWidget)
    , m_size(new QDoubleSpinBox)
    , m_interval(new QDoubleSpinBox)
    , m_recovery(new QLineEdit)
    , m_average(new QLabel)
    , m_written(new QLabel)
    , m_cliffText(new QLabel)
    , m_errors(new QLabel)
    , m_sizeHint(new QLabel)
{
    m_view->setAccessibleName(tr("Sustained write chart"));
    m_fillView->setAccessibleName(tr("Fill level chart"));
    m_chartTabs->addTab(m_view, tr("Rate"));
    m_chartTabs->addTab(m_fillView, tr("Fill level"));
    m_chartTabs->setTabToolTip(1,
        tr("The write rate against how full the write has made the drive (or the region it writes), from "
           "empty to full: where a drive's cache runs out, and whether it slows down again as it fills. "
           "Export draws the chart shown."));
    m_size->setRange(0.01, 65536);
    m_size->setDecimals(2);
    m_size->setValue(8);
    m_size->setSuffix(tr(" GiB"));
    m_size->setToolTip(tr("How much to write. An SSD writes into a fast cache first; to see where it runs out, "
                          "write more than the cache holds: tens of GiB on a large drive. On a test file the file is "
                          "made this large."));
    m_sizeHint->setObjectName(QStringLiteral("sizeHint"));
    m_sizeHint->setWordWrap(true);
    // Signals are blocked while the default is set: a change that arrives is the user's.
    connect(m_size, &QDoubleSpinBox::valueChanged, this, [this]() {
        m_sizeChosen = true;
        updateSizeHint();
    });
    m_interval->setRange(0.05, 60);
    m_interval->setDecimals(2);
    m_interval->setValue(0.5);
    m_interval->setSuffix(tr(" s"));
    m_interval->setToolTip(tr("The rate is sampled this often; each point of the curve is one interval."));
    m_cliffText->setWordWrap(true);

    // The amount is saved by saveSettings, only where the user chose it.
    SettingsForm* form = settingsForm();
    form->addRow(tr("&Amount:"), m_size);
    form->addRow(m_sizeHint);
    m_blockSize = form->addField(tr("&Block size:"),
        blockSizeBox(4096, 64ull << 20, 1u << 20,
            tr("The size of each write request; large sequential writes, as a file copy does.")),
        QStringLiteral("blockSize"));
    m_queueDepth = form->addField(tr("&Queue depth:"),
        spinBox(1, 1024, 8, tr("How many writes are in flight at once.")), QStringLiteral("queueDepth"));
    form->addField(tr("Sample &every:"), m_interval, QStringLiteral("interval"));
    m_recovery->setPlaceholderText(tr("none, or 5,30,120"));
    m_recovery->setToolTip(tr("Cache recovery: after the cliff, pause this many seconds (each in turn) and write "
                              "again until the rate falls, to see how much of the fast cache came back while the "
                              "drive was idle."));
    form->addField(tr("Re&covery pauses (s):"), m_recovery, QStringLiteral("recovery"));
    auto* warning = new QLabel(tr("Writes: on a device this destroys its data, and you will be asked to type its "
                                  "name; a test file is safe."));
    warning->setWordWrap(true);
    form->addRow(warning);

    auto* stats = new QGroupBox(tr("Results"));
    auto* statsForm = new QFormLayout(stats);
    statsForm->addRow(tr("Average:"), m_average);
    statsForm->addRow(tr("Written:"), m_written);
    statsForm->addRow(tr("Cache:"), m_cliffText);
    statsForm->addRow(tr("Errors:"), m_errors);
    m_cliffText->setToolTip(tr("Where the rate fell and stayed down: at most 3/4 of the rate before, most of "
                               "the later samples below the midpoint, and most of the fall right there. A hard "
                               "disk slowing towards its inner tracks is not called a cliff."));

    placeBesideSettings(m_chartTabs, { stats });
    updateStats();
    updateSizeHint();
}

uint64_t SustainedPage::defaultBytesFor(const TargetChoice& target)
{
    const uint64_t most = uint64_t { 8 } << 30;
    uint64_t room = most;
    if (!target.testFile && target.drive) {
        room = target.drive->sizeBytes;
    } else if (target.testFile) {
        // The folder may not exist yet (it is made for the first run): the filesystem of its nearest parent.
        QString directory = target.path.isEmpty() ? Target::defaultTestFileDirectory() : target.path;
        while (!QFileInfo::exists(directory) && QFileInfo(directory).absolutePath() != directory)
            directory = QFileInfo(directory).absolutePath();
        const QStorageInfo storage(directory);
        if (storage.isValid() && storage.bytesAvailable() > 0)
            room = static_cast<uint64_t>(storage.bytesAvailable()) / 2;
    }
    // In whole hundredths of a GiB, as the box shows them, never above the room.
    const uint64_t mebibytes = std::min(most, room) >> 20;
    const uint64_t hundredths = mebibytes * 100 / 1024;
    return std::max<uint64_t>(1, hundredths) * 1024 / 100 << 20;
}

void SustainedPage::targetChosen(const TargetChoice& target)
{
    if (!m_sizeChosen && target.isValid()) {
        const QSignalBlocker keep(m_size);
        m_size->setValue(static_cast<double>(defaultBytesFor(target) >> 20) / 1024);
    }
    updateSizeHint();
}

void SustainedPage::updateSizeHint()
{
    // Before a run, the chart's axis spans the amount that will be written.
    if (!m_lastRun && m_liveSeconds == 0)
        m_chart->reset(static_cast<uint64_t>(std::llround(m_size->value() * 1024)) << 20);
    const TargetChoice& chosen = target();
    if (!chosen.isValid()) {
        m_sizeHint->clear();
        return;
    }
    const QString amount
        = tr("%1 GiB").arg(formatDecimal(static_cast<double>(defaultBytesFor(chosen) >> 20) / 1024, 2));
    QString text = chosen.testFile
        ? tr("Default here: %1 (8 GiB, or half the free space of the test file's filesystem).").arg(amount)
        : tr("Default here: %1 (8 GiB, or all of a smaller drive).").arg(amount);
    const auto asked = static_cast<uint64_t>(std::llround(m_size->value() * 1024)) << 20;
    if (!chosen.testFile && chosen.drive && asked > chosen.drive->sizeBytes)
        text = tr("More than %1 holds (%2): write at most that much.")
                   .arg(chosen.path, formatBinarySize(chosen.drive->sizeBytes));
    m_sizeHint->setText(text);
}

RunPlan SustainedPage::plan(const TargetChoice& target) const
{
    RunPlan plan = planFor(target);
    const auto mebibytes = static_cast<uint64_t>(std::llround(m_size->value() * 1024));
    SustainedPlan& sustained = plan.get<SustainedPlan>();
    sustained.totalBytes = mebibytes << 20;
    sustained.blockBytes = static_cast<uint32_t>(m_blockSize->currentData().toULongLong());
    sustained.queueDepth = static_cast<unsigned>(m_queueDepth->value());
    sustained.sampleSeconds = m_interval->value();
    if (!m_recovery->text().trimmed().isEmpty())
        sustained.recoveryIdleSeconds = parseRecoveryPauses(m_recovery->text());
    if (!target.testFile && target.drive && sustained.totalBytes > target.drive->sizeBytes)
        throw UserError(
            tr("%1 holds %2; write at most that much.").arg(target.path, formatBinarySize(target.drive->sizeBytes)));
    return plan;
}

void SustainedPage::runStarted(const RunPlan& plan)
{
    m_lastRun.reset();
    m_lastPlanText = plan.describe(true);
    m_liveBytes = 0;
    m_liveSeconds = 0;
    m_chart->reset(plan.get<SustainedPlan>().totalBytes);
    // Live, the plan's bytes are the region: the target's facts come with the result.
    m_fillLevel->reset(fillRegion(plan.get<SustainedPlan>(), TargetInfo {}));
    updateStats();
}

void SustainedPage::sustainedSamplesAvailable(const SustainedSampleBatch& batch)
{
    m_chart->appendSamples(batch.samples);
    m_fillLevel->appendSamples(batch.samples);
    if (!batch.samples.empty()) {
        m_liveBytes = batch.samples.back().bytes;
        m_liveSeconds = batch.samples.back().seconds;
    }
    updateStats();
}

void SustainedPage::runFinished(FinishedRun finished)
{
    m_lastRun = std::move(finished);
    const FinishedRun& run = *m_lastRun;
    if (run.sustained()) {
        // The whole curve from the result, which also holds what arrived after the last live batch.
        m_chart->reset(run.sustained()->plan.totalBytes);
        m_chart->appendSamples(run.sustained()->samples);
        m_chart->setCliff(run.sustained()->cliff);
        m_fillLevel->showResult(*run.sustained());
        m_chart->setLinkCeiling(run.sustained()->target);
        if (!run.runs.empty())
            m_chart->showTemperature(run.runs.front());
    }
    updateStats();
}

void SustainedPage::paintExport(QPainter& painter, const QRectF& area)
{
    paintChart(m_chartTabs->currentWidget() == m_fillView ? m_fillLevel->chart() : m_chart->chart(), painter, area);
}

QString SustainedPage::resultSummary() const
{
    if (!m_lastRun || !m_lastRun->sustained())
        return QString();
    const SustainedResult& result = *m_lastRun->sustained();
    QString text = tr("average %1 MB/s over %2 GB")
                       .arg(formatDecimal(result.averageMegabytesPerSecond, 1))
                       .arg(formatDecimal(static_cast<double>(result.bytes) / 1e9, 1));
    if (result.cliff.found)
        text += tr(", cache ran out after %1 GB: %2 → %3 MB/s")
                    .arg(formatDecimal(static_cast<double>(result.cliff.bytes) / 1e9, 1))
                    .arg(formatDecimal(result.cliff.beforeMegabytesPerSecond, 1))
                    .arg(formatDecimal(result.cliff.afterMegabytesPerSecond, 1));
    else
        text += tr(", no cliff");
    return text;
}

void SustainedPage::updateStats()
{
    const QString none = tr("–");
    if (m_lastRun && m_lastRun->sustained()) {
        const SustainedResult& result = *m_lastRun->sustained();
        m_average->setText(tr("%1 MB/s").arg(formatDecimal(result.averageMegabytesPerSecond, 1)));
        m_written->setText(tr("%1 GB in %2 s")
                               .arg(formatDecimal(static_cast<double>(result.bytes) / 1e9, 2))
                               .arg(formatDecimal(result.seconds, 1)));
        m_cliffText->setText(result.cliff.found
                ? tr("ran out after %1 GB (%2 s): %3 → %4 MB/s")
                      .arg(formatDecimal(static_cast<double>(result.cliff.bytes) / 1e9, 2))
                      .arg(formatDecimal(result.cliff.seconds, 1))
                      .arg(formatDecimal(result.cliff.beforeMegabytesPerSecond, 1))
                      .arg(formatDecimal(result.cliff.afterMegabytesPerSecond, 1))
                : tr("no cliff: the rate held for the whole write"));
        // The cache-recovery writes after the pauses (drivescope-cli sustained --recovery).
        for (const CacheRecovery& recovery : result.recoveries)
            m_cliffText->setText(m_cliffText->text() + QLatin1Char('\n')
                + tr("after %1 s idle: %2 GB fast again (%3 %)")
                      .arg(formatDecimal(recovery.idleSeconds, 0))
                      .arg(formatDecimal(static_cast<double>(recovery.fastBytes) / 1e9, 2))
                      .arg(formatDecimal(recovery.recoveredShare(result.cliff.bytes) * 100, 0)));
        m_errors->setText(QString::number(result.errorCount));
    } else if (m_liveSeconds > 0) {
        m_average->setText(tr("%1 MB/s").arg(formatDecimal(static_cast<double>(m_liveBytes) / 1e6 / m_liveSeconds, 1)));
        m_written->setText(tr("%1 GB in %2 s")
                               .arg(formatDecimal(static_cast<double>(m_liveBytes) / 1e9, 2))
                               .arg(formatDecimal(m_liveSeconds, 1)));
        m_cliffText->setText(none);
        m_errors->setText(none);
    } else {
        for (QLabel* label : { m_average, m_written, m_cliffText, m_errors })
            label->setText(none);
    }
}

void SustainedPage::saveSettings(QSettings& settings) const
{
    TestPage::saveSettings(settings);
    // Only an amount the user chose; the default follows the target.
    settings.setValue(QStringLiteral("sizeChosen"), m_sizeChosen);
    settings.setValue(QStringLiteral("sizeGiB"), m_size->value());
}

void SustainedPage::loadSettings(const QSettings& settings)
{
    if (settings.value(QStringLiteral("sizeChosen"), false).toBool())
        m_size->setValue(settings.value(QStringLiteral("sizeGiB"), m_size->value()).toDouble());
    TestPage::loadSettings(settings);
}

} // namespace ds
