#include "sweeppages.h"

#include "runner/plansettings.h"
#include "sweeptable.h"
#include "translation.h"
#include "usererror.h"

#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
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

void fillBlockSizes(QComboBox* box, uint64_t from, uint64_t to, uint64_t current)
{
    for (uint64_t size = from; size <= to; size *= 2) {
        box->addItem(formatBinarySize(size), QVariant::fromValue<qulonglong>(size));
        if (size == current)
            box->setCurrentIndex(box->count() - 1);
    }
}

namespace {
    void fillPattern(QComboBox* box, bool randomFirst)
    {
        box->addItem(QCoreApplication::translate("SweepPages", "Sequential"), 0);
        box->addItem(QCoreApplication::translate("SweepPages", "Random"), 100);
        box->setCurrentIndex(randomFirst ? 1 : 0);
        box->setToolTip(QCoreApplication::translate("SweepPages",
            "Sequential requests follow each other, as when copying a large file; random ones jump across the "
            "drive, as a database or the system does. Hard disks are far slower at random."));
    }

    QDoubleSpinBox* makeDurationBox(double seconds)
    {
        auto* box = new QDoubleSpinBox;
        box->setRange(0.2, 600);
        box->setDecimals(1);
        box->setValue(seconds);
        box->setSuffix(QCoreApplication::translate("SweepPages", " s"));
        box->setToolTip(QCoreApplication::translate("SweepPages",
            "How long each point is measured, after a warm-up that is not counted. Longer gives steadier "
            "figures; a drive with a write cache needs long runs to show its real write speed."));
        return box;
    }

    uint64_t sizeOf(const QComboBox* box) { return box->currentData().toULongLong(); }

    void selectData(QComboBox* box, const QVariant& value)
    {
        const int index = box->findData(value);
        if (index >= 0)
            box->setCurrentIndex(index);
    }

    QChartView* makeChartView(QChart* chart)
    {
        auto* view = new QChartView(chart);
        view->setRenderHint(QPainter::Antialiasing);
        return view;
    }

    // The chart over its table of exact figures; the user can move the line between them.
    QSplitter* chartOverTable(QWidget* chart, QWidget* table)
    {
        auto* splitter = new QSplitter(Qt::Vertical);
        splitter->addWidget(chart);
        splitter->addWidget(table);
        splitter->setStretchFactor(0, 3);
        splitter->setStretchFactor(1, 2);
        splitter->setChildrenCollapsible(false);
        return splitter;
    }

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
    m_chart->setLinkCeiling(outcome.sweeps.empty() ? TargetInfo() : outcome.sweeps.front().target);
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
