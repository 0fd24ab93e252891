#include "queuedepthpage.h"

#include "model/plansettings.h"
#include "model/usererror.h"
#include "overtimetabs.h"
#include "pagewidgets.h"
#include "settingsform.h"
#include "sweeptable.h"
#include "translation.h"

#include <QChartView>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QSpinBox>

namespace ds {

QueueDepthPage::QueueDepthPage(QWidget* parent)
    : SweepPage(parent)
    , m_chart(new QueueDepthChart(this))
    , m_pattern(new QComboBox)
    , m_direction(new QComboBox)
{
    SettingsForm* form = settingsForm();
    m_blockSize = form->addField(tr("&Block size:"),
        blockSizeBox(512, 64ull << 20, 4096,
            tr("The request size. 4 KiB random is what an operating system and most programs "
               "ask of a drive.")),
        QStringLiteral("blockSize"));
    fillPattern(m_pattern, true);
    form->addField(tr("&Access:"), m_pattern, QStringLiteral("random"));
    m_direction->addItem(tr("Read"), 100);
    m_direction->addItem(tr("Write (destroys data)"), 0);
    m_direction->setItemData(1, tr("Write: destroys the data on a device"), Qt::ToolTipRole);
    form->addRow(tr("&Direction:"), m_direction);
    m_maxDepth = form->addField(tr("Deepest &queue:"),
        spinBox(1, 1024, 256,
            tr("Queue depth (QD) is how many requests are in flight at once: 1 is one program "
               "waiting for each read, 32 a busy server. The sweep runs 1, 2, 4 … up to this. "
               "A drive's IOPS grow with QD until its internal parallelism is used up; after "
               "that only the latency grows.")),
        QStringLiteral("maxDepth"));
    m_threads = form->addField(tr("T&hreads:"), threadsBox(), QStringLiteral("threads"));
    m_cpus = form->addField(tr("CPUs:"), cpusBox(), QStringLiteral("cpus"));
    m_duration = form->addField(tr("D&uration per depth:"), makeDurationBox(2), QStringLiteral("duration"));
    m_data = form->addField(tr("Test data:"), dataBox(), QStringLiteral("data"));

    placeChartAndTable(m_chart->chart(),
        new SweepTable(tr("Queue depth"), [](uint64_t depth) { return QString::number(depth); },
            { { tr("IOPS"), &SweepChartPoint::iops }, { tr("MB/s"), &SweepChartPoint::megabytesPerSecond },
                { tr("Mean µs"), &SweepChartPoint::meanLatencyUs }, { tr("p50 µs"), &SweepChartPoint::p50LatencyUs },
                { tr("p99 µs"), &SweepChartPoint::p99LatencyUs },
                { tr("p99.9 µs"), &SweepChartPoint::p999LatencyUs } }),
        tr("By queue depth"));
    m_view->setAccessibleName(tr("Queue depth chart"));
    m_table->setAccessibleName(tr("Queue depth figures"));
    m_table->setToolTip(tr("The figures of each queue depth: the mean over its repeats. Hover over a point of the "
                           "chart for the same."));
}

void QueueDepthPage::showSeries(const SweepChartSeries& series)
{
    m_chart->setSeries(series);
    m_table->setSeries({ series });
}

RunPlan QueueDepthPage::plan(const TargetChoice& target) const
{
    RunPlan plan = planFor(target);
    SweepPlan sweep;
    sweep.kind = SweepKind::QueueDepth;
    sweep.base.blockSizes.front().bytes = static_cast<uint32_t>(sizeOf(m_blockSize));
    sweep.base.randomPercent = static_cast<unsigned>(m_pattern->currentData().toInt());
    sweep.base.readPercent = static_cast<unsigned>(m_direction->currentData().toInt());
    sweep.base.jobs = static_cast<unsigned>(m_threads->value());
    sweep.base.cpus = cpusOf(m_cpus);
    sweep.base.data = dataOf(m_data);
    setMeasuredTime(sweep.base, m_duration->value());
    sweep.values = queueDepthSteps(1, static_cast<uint64_t>(m_maxDepth->value()));
    plan.get<SweepSeriesPlan>().sweeps.push_back(sweep);
    plan.validate();
    return plan;
}

void QueueDepthPage::runStarted(const RunPlan& plan)
{
    m_lastRun.reset();
    m_lastPlanText = plan.describe(true);
    overTime()->runStarted();
    const std::vector<SweepPlan>& sweeps = plan.get<SweepSeriesPlan>().sweeps;
    m_live = SweepChartSeries { tr("IOPS"), {}, !sweeps.empty() && sweeps.front().base.writes() };
    showSeries(m_live);
}

void QueueDepthPage::sweepPointAvailable(const SweepPointUpdate& update)
{
    m_live.points.push_back(SweepChartPoint::from(update.point));
    showSeries(m_live);
}

void QueueDepthPage::runFinished(FinishedRun finished)
{
    m_lastRun = std::move(finished);
    const FinishedRun& run = *m_lastRun;
    overTime()->showRun(run);
    SweepChartSeries series { tr("IOPS"), {}, !run.sweeps().empty() && run.sweeps().front().get().plan.base.writes() };
    if (!run.sweeps().empty())
        for (const SweepPoint& point : run.sweeps().front().get().points)
            series.points.push_back(SweepChartPoint::from(point));
    showSeries(series);
}

QString QueueDepthPage::resultSummary() const
{
    double best = 0;
    const SweepChartPoint* bestPoint = nullptr;
    for (const SweepChartPoint& point : m_chart->series().points)
        if (point.measured && point.iops > best)
            best = point.iops, bestPoint = &point;
    if (!bestPoint)
        return QString();
    return tr("peak %1 IOPS at QD%2, p99 %3 µs there")
        .arg(formatDecimal(best, 0))
        .arg(bestPoint->value)
        .arg(formatDecimal(bestPoint->p99LatencyUs, 0));
}

} // namespace ds
