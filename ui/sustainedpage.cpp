#include "sustainedpage.h"

#include "axisscale.h"
#include "chartexport.h"
#include "device/target.h"
#include "model/chartdescription.h"
#include "sweeppages.h"
#include "translation.h"
#include "usererror.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLegendMarker>
#include <QLineSeries>
#include <QSettings>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStorageInfo>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace ds {

SustainedChart::SustainedChart(QObject* parent)
    : ThemedChart(parent)
    , m_chart(new QChart)
    , m_rate(new QLineSeries)
    , m_cliff(new QLineSeries)
    , m_ceilingSeries(new QLineSeries)
    , m_bytesAxis(new QValueAxis)
    , m_rateAxis(new QValueAxis)
{
    m_chart->setAnimationOptions(QChart::NoAnimation);
    localizeChartNumbers(m_chart);
    m_rate->setName(tr("Write MB/s"));
    m_cliff->setName(tr("Write cache ran out"));
    m_chart->addSeries(m_rate);
    m_chart->addSeries(m_cliff);
    m_chart->addSeries(m_ceilingSeries);
    m_ceilingSeries->setVisible(false);
    m_bytesAxis->setTitleText(tr("Written (GB)"));
    m_rateAxis->setTitleText(tr("MB/s"));
    m_chart->addAxis(m_bytesAxis, Qt::AlignBottom);
    m_chart->addAxis(m_rateAxis, Qt::AlignLeft);
    for (QLineSeries* series : { m_rate, m_cliff, m_ceilingSeries }) {
        series->attachAxis(m_bytesAxis);
        series->attachAxis(m_rateAxis);
    }
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    restyle();
    reset(8ull << 30);
}

SustainedChart::~SustainedChart() { deleteIfUnowned(m_chart); }

void SustainedChart::restyle()
{
    QPen ratePen(QColor(200, 60, 50));
    ratePen.setWidthF(1.5);
    m_rate->setPen(ratePen);
    QPen cliffPen(QColor(120, 120, 120));
    cliffPen.setStyle(Qt::DashLine);
    cliffPen.setWidthF(1.5);
    m_cliff->setPen(cliffPen);
    QPen ceilingPen(QColor(90, 90, 160));
    ceilingPen.setStyle(Qt::DashLine);
    ceilingPen.setWidthF(1.2);
    m_ceilingSeries->setPen(ceilingPen);
}

void SustainedChart::reset(uint64_t totalBytes)
{
    m_rate->clear();
    m_maxRate = 0;
    m_cliffFound = RateCliff {};
    m_ceiling = 0;
    m_ceilingSeries->clear();
    m_ceilingSeries->setVisible(false);
    updateCliffLine();
    // The whole write's width from the start, so the curve grows from left to right.
    setNiceRange(m_bytesAxis, 0, std::max(1e-3, static_cast<double>(totalBytes) / 1e9));
    setNiceRangeFromZero(m_rateAxis, 100);
}

void SustainedChart::appendSamples(const std::vector<SustainedSample>& samples)
{
    QList<QPointF> points;
    points.reserve(static_cast<qsizetype>(samples.size()));
    for (const SustainedSample& sample : samples) {
        points.append(QPointF(static_cast<double>(sample.bytes) / 1e9, sample.megabytesPerSecond));
        m_maxRate = std::max(m_maxRate, sample.megabytesPerSecond);
    }
    m_rate->append(points);
    // A short write has few samples: dots show where each one is.
    m_rate->setPointsVisible(m_rate->count() <= 40);
    if (m_maxRate * 1.1 > m_rateAxis->max()) {
        setNiceRangeFromZero(m_rateAxis, m_maxRate * 1.1);
        updateCliffLine();
    }
}

void SustainedChart::setLinkCeiling(const TargetInfo& target)
{
    const std::optional<ChartSeriesDescription> line = linkCeilingLine(target, m_bytesAxis->min(), m_bytesAxis->max());
    m_ceiling = line ? line->points.front().y() : 0;
    m_ceilingSeries->setVisible(line.has_value());
    m_ceilingSeries->clear();
    if (!line)
        return;
    m_ceilingSeries->setName(tr("%1 ceiling").arg(target.drive->link.summary()));
    m_ceilingSeries->append(QList<QPointF>(line->points.begin(), line->points.end()));
    // The description's rate axis: the ceiling in view.
    const AxisRange range = rateRange(m_maxRate, m_ceiling);
    if (range.to > m_rateAxis->max()) {
        setNiceRange(m_rateAxis, range.from, range.to);
        updateCliffLine();
    }
}

void SustainedChart::setCliff(const RateCliff& cliff)
{
    m_cliffFound = cliff;
    updateCliffLine();
}

void SustainedChart::updateCliffLine()
{
    m_cliff->clear();
    m_cliff->setVisible(m_cliffFound.found);
    if (!m_cliffFound.found)
        return;
    const double at = static_cast<double>(m_cliffFound.bytes) / 1e9;
    m_cliff->append(at, 0);
    m_cliff->append(at, m_rateAxis->max());
}

SustainedPage::SustainedPage(QWidget* parent)
    : TestPage(parent)
    , m_chart(new SustainedChart(this))
    , m_view(new QChartView(m_chart->chart()))
    , m_size(new QDoubleSpinBox)
    , m_blockSize(new QComboBox)
    , m_queueDepth(new QSpinBox)
    , m_interval(new QDoubleSpinBox)
    , m_average(new QLabel)
    , m_written(new QLabel)
    , m_cliffText(new QLabel)
    , m_errors(new QLabel)
    , m_sizeHint(new QLabel)
{
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setAccessibleName(tr("Sustained write chart"));
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
    fillBlockSizes(m_blockSize, 4096, 64ull << 20, 1u << 20);
    m_blockSize->setToolTip(tr("The size of each write request; large sequential writes, as a file copy does."));
    m_queueDepth->setRange(1, 1024);
    m_queueDepth->setValue(8);
    m_queueDepth->setToolTip(tr("How many writes are in flight at once."));
    m_interval->setRange(0.05, 60);
    m_interval->setDecimals(2);
    m_interval->setValue(0.5);
    m_interval->setSuffix(tr(" s"));
    m_interval->setToolTip(tr("The rate is sampled this often; each point of the curve is one interval."));
    m_cliffText->setWordWrap(true);

    auto* settings = new QGroupBox(tr("Settings"));
    auto* form = new QFormLayout(settings);
    form->addRow(tr("&Amount:"), m_size);
    form->addRow(m_sizeHint);
    form->addRow(tr("&Block size:"), m_blockSize);
    form->addRow(tr("&Queue depth:"), m_queueDepth);
    form->addRow(tr("Sample &every:"), m_interval);
    auto* warning = new QLabel(tr("Writes: on a device this destroys its data, and you will be asked to type its "
                                  "name; a test file is safe."));
    warning->setWordWrap(true);
    form->addRow(warning);
    addRunControls(form);

    auto* stats = new QGroupBox(tr("Results"));
    auto* statsForm = new QFormLayout(stats);
    statsForm->addRow(tr("Average:"), m_average);
    statsForm->addRow(tr("Written:"), m_written);
    statsForm->addRow(tr("Cache:"), m_cliffText);
    statsForm->addRow(tr("Errors:"), m_errors);
    m_cliffText->setToolTip(tr("Where the rate fell and stayed down: at most 3/4 of the rate before, most of "
                               "the later samples below the midpoint, and most of the fall right there. A hard "
                               "disk slowing towards its inner tracks is not called a cliff."));

    auto* side = new QVBoxLayout;
    side->addWidget(settings);
    side->addWidget(stats);
    side->addWidget(caveatLabel());
    side->addStretch();
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(withResultLine(m_view), 1);
    layout->addLayout(side);
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
    if (!m_lastOutcome && m_liveSeconds == 0)
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
    if (!target.isValid())
        throw UserError(tr("Choose a drive or the test file first."));
    RunPlan plan;
    plan.kind = TestKind::SustainedWrite;
    plan.targetPath = target.path;
    const auto mebibytes = static_cast<uint64_t>(std::llround(m_size->value() * 1024));
    plan.sustained.totalBytes = mebibytes << 20;
    plan.sustained.blockBytes = static_cast<uint32_t>(m_blockSize->currentData().toULongLong());
    plan.sustained.queueDepth = static_cast<unsigned>(m_queueDepth->value());
    plan.sustained.sampleSeconds = m_interval->value();
    if (!target.testFile && target.drive && plan.sustained.totalBytes > target.drive->sizeBytes)
        throw UserError(
            tr("%1 holds %2; write at most that much.").arg(target.path, formatBinarySize(target.drive->sizeBytes)));
    return plan;
}

void SustainedPage::runStarted(const RunPlan& plan)
{
    m_lastOutcome.reset();
    m_lastPlanText = plan.describe(true);
    m_liveBytes = 0;
    m_liveSeconds = 0;
    m_chart->reset(plan.sustained.totalBytes);
    updateStats();
}

void SustainedPage::sustainedSamplesAvailable(const SustainedSampleBatch& batch)
{
    m_chart->appendSamples(batch.samples);
    if (!batch.samples.empty()) {
        m_liveBytes = batch.samples.back().bytes;
        m_liveSeconds = batch.samples.back().seconds;
    }
    updateStats();
}

void SustainedPage::runFinished(RunOutcome finished)
{
    m_lastOutcome = std::move(finished);
    const RunOutcome& outcome = *m_lastOutcome;
    if (outcome.sustained) {
        // The whole curve from the result, which also holds what arrived after the last live batch.
        m_chart->reset(outcome.sustained->plan.totalBytes);
        m_chart->appendSamples(outcome.sustained->samples);
        m_chart->setCliff(outcome.sustained->cliff);
        m_chart->setLinkCeiling(outcome.sustained->target);
    }
    updateStats();
}

void SustainedPage::paintExport(QPainter& painter, const QRectF& area) { paintChart(m_chart->chart(), painter, area); }

QString SustainedPage::resultSummary() const
{
    if (!m_lastOutcome || !m_lastOutcome->sustained)
        return QString();
    const SustainedResult& result = *m_lastOutcome->sustained;
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
    if (m_lastOutcome && m_lastOutcome->sustained) {
        const SustainedResult& result = *m_lastOutcome->sustained;
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
    // Only an amount the user chose; the default follows the target.
    settings.setValue(QStringLiteral("sizeChosen"), m_sizeChosen);
    settings.setValue(QStringLiteral("sizeGiB"), m_size->value());
    settings.setValue(QStringLiteral("blockSize"), m_blockSize->currentData());
    settings.setValue(QStringLiteral("queueDepth"), m_queueDepth->value());
    settings.setValue(QStringLiteral("interval"), m_interval->value());
}

void SustainedPage::loadSettings(const QSettings& settings)
{
    if (settings.value(QStringLiteral("sizeChosen"), false).toBool())
        m_size->setValue(settings.value(QStringLiteral("sizeGiB"), m_size->value()).toDouble());
    const int block = m_blockSize->findData(settings.value(QStringLiteral("blockSize"), m_blockSize->currentData()));
    if (block >= 0)
        m_blockSize->setCurrentIndex(block);
    m_queueDepth->setValue(settings.value(QStringLiteral("queueDepth"), m_queueDepth->value()).toInt());
    m_interval->setValue(settings.value(QStringLiteral("interval"), m_interval->value()).toDouble());
}

} // namespace ds
