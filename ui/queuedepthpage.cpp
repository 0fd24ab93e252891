#include "queuedepthpage.h"

#include "pagewidgets.h"
#include "runner/plansettings.h"
#include "sweeptable.h"
#include "translation.h"
#include "usererror.h"

#include <QChartView>
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

QueueDepthPage::QueueDepthPage(QWidget* parent)
    : TestPage(parent)
    , m_chart(new QueueDepthChart(this))
    , m_view(makeChartView(m_chart->chart()))
    , m_table(new SweepTable(tr("Queue depth"), [](uint64_t depth) { return QString::number(depth); },
          { { tr("IOPS"), &SweepChartPoint::iops }, { tr("MB/s"), &SweepChartPoint::megabytesPerSecond },
              { tr("Mean µs"), &SweepChartPoint::meanLatencyUs }, { tr("p50 µs"), &SweepChartPoint::p50LatencyUs },
              { tr("p99 µs"), &SweepChartPoint::p99LatencyUs }, { tr("p99.9 µs"), &SweepChartPoint::p999LatencyUs } }))
    , m_blockSize(new QComboBox)
    , m_pattern(new QComboBox)
    , m_direction(new QComboBox)
    , m_maxDepth(new QSpinBox)
    , m_duration(makeDurationBox(2))
{
    m_view->setAccessibleName(tr("Queue depth chart"));
    m_table->setAccessibleName(tr("Queue depth figures"));
    m_table->setToolTip(tr("The figures of each queue depth: the mean over its repeats. Hover over a point of the "
                           "chart for the same."));
    fillBlockSizes(m_blockSize, 512, 64ull << 20, 4096);
    m_blockSize->setToolTip(tr("The request size. 4 KiB random is what an operating system and most programs "
                               "ask of a drive."));
    fillPattern(m_pattern, true);
    m_direction->addItem(tr("Read"), 100);
    m_direction->addItem(tr("Write (destroys data on a device)"), 0);
    m_maxDepth->setRange(1, 1024);
    m_maxDepth->setValue(256);
    m_maxDepth->setToolTip(tr("Queue depth (QD) is how many requests are in flight at once: 1 is one program "
                              "waiting for each read, 32 a busy server. The sweep runs 1, 2, 4 … up to this. "
                              "A drive's IOPS grow with QD until its internal parallelism is used up; after "
                              "that only the latency grows."));

    auto* box = new QGroupBox(tr("Settings"));
    auto* form = new QFormLayout(box);
    form->addRow(tr("&Block size:"), m_blockSize);
    form->addRow(tr("&Access:"), m_pattern);
    form->addRow(tr("&Direction:"), m_direction);
    form->addRow(tr("Deepest &queue:"), m_maxDepth);
    form->addRow(tr("D&uration per depth:"), m_duration);
    addRunControls(form);
    auto* side = new QVBoxLayout;
    side->addWidget(box);
    side->addWidget(caveatLabel());
    side->addStretch();
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(withResultLine(chartOverTable(m_view, m_table)), 1);
    layout->addLayout(side);
}

void QueueDepthPage::showSeries(const SweepChartSeries& series)
{
    m_chart->setSeries(series);
    m_table->setSeries({ series });
}

RunPlan QueueDepthPage::plan(const TargetChoice& target) const
{
    if (!target.isValid())
        throw UserError(tr("Choose a drive or the test file first."));
    RunPlan plan;
    plan.kind = TestKind::QueueDepth;
    plan.targetPath = target.path;
    SweepPlan sweep;
    sweep.kind = SweepKind::QueueDepth;
    sweep.base.blockSizes.front().bytes = static_cast<uint32_t>(sizeOf(m_blockSize));
    sweep.base.randomPercent = static_cast<unsigned>(m_pattern->currentData().toInt());
    sweep.base.readPercent = static_cast<unsigned>(m_direction->currentData().toInt());
    sweep.base.durationSeconds = m_duration->value();
    sweep.base.warmupSeconds = std::min(0.5, m_duration->value() / 4);
    sweep.values = queueDepthSteps(1, static_cast<uint64_t>(m_maxDepth->value()));
    plan.sweeps.push_back(sweep);
    plan.validate();
    return plan;
}

void QueueDepthPage::runStarted(const RunPlan& plan)
{
    m_lastOutcome.reset();
    m_lastPlanText = plan.describe(true);
    m_live = SweepChartSeries { tr("IOPS"), {}, plan.sweeps.empty() ? false : plan.sweeps.front().base.writes() };
    showSeries(m_live);
}

void QueueDepthPage::sweepPointAvailable(const SweepPointUpdate& update)
{
    m_live.points.push_back(SweepChartPoint::from(update.point));
    showSeries(m_live);
}

void QueueDepthPage::runFinished(RunOutcome finished)
{
    m_lastOutcome = std::move(finished);
    const RunOutcome& outcome = *m_lastOutcome;
    SweepChartSeries series { tr("IOPS"), {}, !outcome.sweeps.empty() && outcome.sweeps.front().plan.base.writes() };
    if (!outcome.sweeps.empty())
        for (const SweepPoint& point : outcome.sweeps.front().points)
            series.points.push_back(SweepChartPoint::from(point));
    showSeries(series);
}

void QueueDepthPage::paintExport(QPainter& painter, const QRectF& area) { paintChart(m_chart->chart(), painter, area); }

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

void QueueDepthPage::saveSettings(QSettings& settings) const
{
    settings.setValue(QStringLiteral("blockSize"), m_blockSize->currentData());
    settings.setValue(QStringLiteral("random"), m_pattern->currentData());
    settings.setValue(QStringLiteral("maxDepth"), m_maxDepth->value());
    settings.setValue(QStringLiteral("duration"), m_duration->value());
}

void QueueDepthPage::loadSettings(const QSettings& settings)
{
    selectData(m_blockSize, settings.value(QStringLiteral("blockSize"), QVariant::fromValue<qulonglong>(4096)));
    selectData(m_pattern, settings.value(QStringLiteral("random"), 100));
    m_maxDepth->setValue(settings.value(QStringLiteral("maxDepth"), 256).toInt());
    m_duration->setValue(settings.value(QStringLiteral("duration"), 2.0).toDouble());
}

} // namespace ds
