#include "blocksizepage.h"

#include "attobars.h"

#include "model/plansettings.h"
#include "model/usererror.h"
#include "overtimetabs.h"
#include "pagewidgets.h"
#include "settingsform.h"
#include "sweeptable.h"
#include "translation.h"

#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>

namespace ds {

namespace {
    // "4 KiB" for a table row, the same words as the size boxes.
    QString blockSizeText(uint64_t bytes) { return formatBinarySize(bytes); }
}

BlockSizePage::BlockSizePage(QWidget* parent)
    : SweepPage(parent)
    , m_chart(new BlockSizeChart(this))
{
    SettingsForm* form = settingsForm();
    const QString sizeTip = tr("The smallest request. Small blocks show how many operations a drive manages, "
                               "large ones how many bytes it moves.");
    m_from = form->addField(tr("&From:"), blockSizeBox(512, 64ull << 20, 512, sizeTip), QStringLiteral("from"));
    m_to = form->addField(tr("&To:"), blockSizeBox(512, 64ull << 20, 64ull << 20, sizeTip), QStringLiteral("to"));
    m_pattern = new QComboBox;
    fillPattern(m_pattern, false);
    form->addField(tr("&Access:"), m_pattern, QStringLiteral("random"));
    m_queueDepth = form->addField(tr("&Queue depth:"),
        spinBox(1, 1024, 4,
            tr("Queue depth (QD): how many requests wait at the drive at once. ATTO uses 4. "
               "A deeper queue lets SSDs work on several requests in parallel.")),
        QStringLiteral("queueDepth"));
    m_threads = form->addField(tr("T&hreads:"), threadsBox(), QStringLiteral("threads"));
    m_cpus = form->addField(tr("CPUs:"), cpusBox(), QStringLiteral("cpus"));
    m_duration = form->addField(tr("&Duration per size:"), makeDurationBox(2), QStringLiteral("duration"));
    m_write = checkBox(tr("Also &write"), true,
        tr("Run the sweep a second time, writing. On a device this destroys its data and you "
           "will be asked to type its name; a test file is safe."));
    form->addRow(m_write);
    form->addRow(readOnlyNote(tr("Read-only on devices: tick “Also write” to write as well (destroys the "
                                 "drive's data).")));
    addDeviceDefault(m_write, false);
    m_data = form->addField(tr("Test data:"), dataBox(), QStringLiteral("data"));
    m_iops = form->addField(QString(),
        checkBox(tr("Show &IOPS"), false,
            tr("Operations per second, on an axis of their own: the figure that matters for small "
               "blocks.")),
        QStringLiteral("showIops"));
    m_cpu = form->addField(QString(),
        checkBox(tr("Show &CPU %"), false,
            tr("DriveScope's own CPU time as a share of one core: a benchmark must cost less than "
               "the drive it measures.")),
        QStringLiteral("showCpu"));
    m_attoExport = form->addField(QString(),
        checkBox(tr("ATTO-style e&xport"), false,
            tr("Exported images show ATTO's picture: a horizontal read and write bar per block size, and the "
               "figures in a table beside them.")),
        QStringLiteral("attoExport"));
    connect(m_iops, &QCheckBox::toggled, m_chart, &BlockSizeChart::setShowIops);
    connect(m_cpu, &QCheckBox::toggled, m_chart, &BlockSizeChart::setShowCpu);

    placeChartAndTable(m_chart->chart(),
        new SweepTable(tr("Block size"), blockSizeText,
            { { tr("MB/s"), &SweepChartPoint::megabytesPerSecond }, { tr("IOPS"), &SweepChartPoint::iops },
                { tr("Mean µs"), &SweepChartPoint::meanLatencyUs }, { tr("p99 µs"), &SweepChartPoint::p99LatencyUs } }),
        tr("By block size"));
    m_view->setAccessibleName(tr("Block size chart"));
    m_table->setAccessibleName(tr("Block size figures"));
    m_table->setToolTip(tr("The figures of each block size: the mean over its repeats. Hover over a bar for the "
                           "same."));
}

void BlockSizePage::showSeries(const std::vector<SweepChartSeries>& series)
{
    m_chart->setSeries(series);
    m_table->setSeries(series);
}

RunPlan BlockSizePage::plan(const TargetChoice& target) const
{
    RunPlan plan = planFor(target);
    SweepPlan sweep;
    sweep.kind = SweepKind::BlockSize;
    sweep.base.randomPercent = static_cast<unsigned>(m_pattern->currentData().toInt());
    sweep.base.queueDepth = static_cast<unsigned>(m_queueDepth->value());
    sweep.base.jobs = static_cast<unsigned>(m_threads->value());
    sweep.base.cpus = cpusOf(m_cpus);
    sweep.base.data = dataOf(m_data);
    setMeasuredTime(sweep.base, m_duration->value());
    sweep.values = blockSizeSteps(sizeOf(m_from), sizeOf(m_to));
    std::vector<SweepPlan>& sweeps = plan.get<SweepSeriesPlan>().sweeps;
    sweeps.push_back(sweep);
    if (m_write->isChecked()) {
        sweep.base.readPercent = 0;
        sweeps.push_back(sweep);
    }
    plan.validate();
    return plan;
}

void BlockSizePage::runStarted(const RunPlan& plan)
{
    m_lastRun.reset();
    m_lastPlanText = plan.describe(true);
    overTime()->runStarted();
    m_live.clear();
    for (const SweepPlan& sweep : plan.get<SweepSeriesPlan>().sweeps)
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

void BlockSizePage::runFinished(FinishedRun finished)
{
    m_lastRun = std::move(finished);
    const FinishedRun& run = *m_lastRun;
    overTime()->showRun(run);
    std::vector<SweepChartSeries> series;
    for (const SweepResult& sweep : run.sweeps()) {
        SweepChartSeries line { sweep.plan.base.writes() ? tr("Write") : tr("Read"), {}, sweep.plan.base.writes() };
        for (const SweepPoint& point : sweep.points)
            line.points.push_back(SweepChartPoint::from(point));
        series.push_back(line);
    }
    m_chart->setLinkCeiling(run.sweeps().empty() ? TargetInfo() : run.sweeps().front().get().target);
    showSeries(series);
}

bool BlockSizePage::attoExport() const { return m_attoExport->isChecked(); }

void BlockSizePage::setAttoExport(bool bars) { m_attoExport->setChecked(bars); }

void BlockSizePage::paintExport(QPainter& painter, const QRectF& area)
{
    if (!attoExport()) {
        SweepPage::paintExport(painter, area);
        return;
    }
    if (!overTime()->paintOverTime(painter, area))
        AttoBars::paint(painter, area, m_chart->series(), displayUnit(), exportTheme());
}

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

} // namespace ds
