#include "blocksizepage.h"

#include "pagewidgets.h"
#include "runner/plansettings.h"
#include "sweeptable.h"
#include "translation.h"
#include "usererror.h"

#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QVBoxLayout>

namespace ds {

namespace {
    // "4 KiB" for a table row, the same words as the size boxes.
    QString blockSizeText(uint64_t bytes) { return formatBinarySize(bytes); }
}

BlockSizePage::BlockSizePage(QWidget* parent)
    : TestPage(parent)
    , m_chart(new BlockSizeChart(this))
    , m_view(makeChartView(m_chart->chart()))
    , m_table(new SweepTable(tr("Block size"), blockSizeText,
          { { tr("MB/s"), &SweepChartPoint::megabytesPerSecond }, { tr("IOPS"), &SweepChartPoint::iops },
              { tr("Mean µs"), &SweepChartPoint::meanLatencyUs }, { tr("p99 µs"), &SweepChartPoint::p99LatencyUs } }))
    , m_from(new QComboBox)
    , m_to(new QComboBox)
    , m_pattern(new QComboBox)
    , m_queueDepth(new QSpinBox)
    , m_duration(makeDurationBox(2))
    , m_write(new QCheckBox(tr("Also &write")))
    , m_iops(new QCheckBox(tr("Show &IOPS")))
    , m_cpu(new QCheckBox(tr("Show &CPU %")))
{
    m_view->setAccessibleName(tr("Block size chart"));
    m_table->setAccessibleName(tr("Block size figures"));
    m_table->setToolTip(tr("The figures of each block size: the mean over its repeats. Hover over a bar for the "
                           "same."));
    fillBlockSizes(m_from, 512, 64ull << 20, 512);
    fillBlockSizes(m_to, 512, 64ull << 20, 64ull << 20);
    m_from->setToolTip(tr("The smallest request. Small blocks show how many operations a drive manages, "
                          "large ones how many bytes it moves."));
    m_to->setToolTip(m_from->toolTip());
    fillPattern(m_pattern, false);
    m_queueDepth->setRange(1, 1024);
    m_queueDepth->setValue(4);
    m_queueDepth->setToolTip(tr("Queue depth (QD): how many requests wait at the drive at once. ATTO uses 4. "
                                "A deeper queue lets SSDs work on several requests in parallel."));
    m_write->setChecked(true);
    m_write->setToolTip(tr("Run the sweep a second time, writing. On a device this destroys its data and you "
                           "will be asked to type its name; a test file is safe."));
    m_iops->setToolTip(tr("Operations per second, on an axis of their own: the figure that matters for small "
                          "blocks."));
    m_cpu->setToolTip(tr("DriveScope's own CPU time as a share of one core: a benchmark must cost less than "
                         "the drive it measures."));
    connect(m_iops, &QCheckBox::toggled, m_chart, &BlockSizeChart::setShowIops);
    connect(m_cpu, &QCheckBox::toggled, m_chart, &BlockSizeChart::setShowCpu);

    auto* box = new QGroupBox(tr("Settings"));
    auto* form = new QFormLayout(box);
    form->addRow(tr("&From:"), m_from);
    form->addRow(tr("&To:"), m_to);
    form->addRow(tr("&Access:"), m_pattern);
    form->addRow(tr("&Queue depth:"), m_queueDepth);
    form->addRow(tr("&Duration per size:"), m_duration);
    form->addRow(m_write);
    form->addRow(readOnlyNote(tr("Read-only on devices: tick “Also write” to write as well (destroys the "
                                 "drive's data).")));
    addDeviceDefault(m_write, false);
    form->addRow(m_iops);
    form->addRow(m_cpu);
    addRunControls(form);
    auto* side = new QVBoxLayout;
    side->addWidget(box);
    side->addWidget(caveatLabel());
    side->addStretch();
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(withResultLine(chartOverTable(m_view, m_table)), 1);
    layout->addLayout(side);
}

void BlockSizePage::showSeries(const std::vector<SweepChartSeries>& series)
{
    m_chart->setSeries(series);
    m_table->setSeries(series);
}

RunPlan BlockSizePage::plan(const TargetChoice& target) const
{
    if (!target.isValid())
        throw UserError(tr("Choose a drive or the test file first."));
    RunPlan plan;
    plan.kind = TestKind::BlockSize;
    plan.targetPath = target.path;
    SweepPlan sweep;
    sweep.kind = SweepKind::BlockSize;
    sweep.base.randomPercent = static_cast<unsigned>(m_pattern->currentData().toInt());
    sweep.base.queueDepth = static_cast<unsigned>(m_queueDepth->value());
    sweep.base.durationSeconds = m_duration->value();
    sweep.base.warmupSeconds = std::min(0.5, m_duration->value() / 4);
    sweep.values = blockSizeSteps(sizeOf(m_from), sizeOf(m_to));
    plan.sweeps.push_back(sweep);
    if (m_write->isChecked()) {
        sweep.base.readPercent = 0;
        plan.sweeps.push_back(sweep);
    }
    plan.validate();
    return plan;
}

void BlockSizePage::runStarted(const RunPlan& plan)
{
    m_lastOutcome.reset();
    m_lastPlanText = plan.describe(true);
    m_live.clear();
    for (const SweepPlan& sweep : plan.sweeps)
        m_live.push_back({ sweep.base.writes() ? tr("Write") : tr("Read"), {}, sweep.base.writes() });
    showSeries(m_live);
}

void BlockSizePage::sweepPointAvailable(const SweepPointUpdate& update)
{
    if (update.sweepIndex >= m_live.size())
        return;
    m_live[update.sweepIndex].points.push_back(SweepChartPoint::from(update.point));
    showSeries(m_live);
}

void BlockSizePage::runFinished(RunOutcome finished)
{
    m_lastOutcome = std::move(finished);
    const RunOutcome& outcome = *m_lastOutcome;
    std::vector<SweepChartSeries> series;
    for (const SweepResult& sweep : outcome.sweeps) {
        SweepChartSeries line { sweep.plan.base.writes() ? tr("Write") : tr("Read"), {}, sweep.plan.base.writes() };
        for (const SweepPoint& point : sweep.points)
            line.points.push_back(SweepChartPoint::from(point));
        series.push_back(line);
    }
    showSeries(series);
}

void BlockSizePage::paintExport(QPainter& painter, const QRectF& area) { paintChart(m_chart->chart(), painter, area); }

QString BlockSizePage::resultSummary() const
{
    QStringList parts;
    for (const SweepChartSeries& series : m_chart->series()) {
        double best = 0;
        uint64_t at = 0;
        for (const SweepChartPoint& point : series.points)
            if (point.megabytesPerSecond > best)
                best = point.megabytesPerSecond, at = point.value;
        if (best > 0)
            parts += tr("%1 peak %2 MB/s at %3").arg(series.name).arg(formatDecimal(best, 1)).arg(formatBinarySize(at));
    }
    return parts.join(QStringLiteral(", "));
}

void BlockSizePage::saveSettings(QSettings& settings) const
{
    settings.setValue(QStringLiteral("from"), m_from->currentData());
    settings.setValue(QStringLiteral("to"), m_to->currentData());
    settings.setValue(QStringLiteral("random"), m_pattern->currentData());
    settings.setValue(QStringLiteral("queueDepth"), m_queueDepth->value());
    settings.setValue(QStringLiteral("duration"), m_duration->value());
    settings.setValue(QStringLiteral("showIops"), m_iops->isChecked());
    settings.setValue(QStringLiteral("showCpu"), m_cpu->isChecked());
}

void BlockSizePage::loadSettings(const QSettings& settings)
{
    selectData(m_from, settings.value(QStringLiteral("from"), QVariant::fromValue<qulonglong>(512)));
    selectData(m_to, settings.value(QStringLiteral("to"), QVariant::fromValue<qulonglong>(64ull << 20)));
    selectData(m_pattern, settings.value(QStringLiteral("random"), 0));
    m_queueDepth->setValue(settings.value(QStringLiteral("queueDepth"), 4).toInt());
    m_duration->setValue(settings.value(QStringLiteral("duration"), 2.0).toDouble());
    m_iops->setChecked(settings.value(QStringLiteral("showIops"), false).toBool());
    m_cpu->setChecked(settings.value(QStringLiteral("showCpu"), false).toBool());
}

} // namespace ds
