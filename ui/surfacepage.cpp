#include "surfacepage.h"

#include "model/usererror.h"
#include "pagewidgets.h"
#include "settingsform.h"
#include "surfacechart.h"
#include "translation.h"

#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

namespace ds {

SurfacePage::SurfacePage(QWidget* parent)
    : TestPage(parent)
    , m_chart(new SurfaceChart(this))
    , m_view(makeChartView(m_chart->chart()))
    , m_seekChart(new SeekChart(this))
    , m_seekView(makeChartView(m_seekChart->chart()))
    , m_chartTabs(new QTabWidget)
    , m_mode(new QComboBox)
    , m_zoneSize(new QComboBox)
    , m_write(new QCheckBox(tr("&Write (destroys data)")))
    , m_average(new QLabel)
    , m_wholeDrive(new QLabel)
    , m_minimum(new QLabel)
    , m_maximum(new QLabel)
    , m_burstRate(new QLabel)
    , m_accessTime(new QLabel)
    , m_cpu(new QLabel)
    , m_systemBusy(new QLabel)
    , m_zonesLabel(new QLabel)
{
    m_view->setAccessibleName(tr("Transfer rate chart"));
    m_seekView->setAccessibleName(tr("Access time by seek distance chart"));
    m_chartTabs->addTab(m_view, tr("Transfer rate"));
    m_chartTabs->addTab(m_seekView, tr("Access time by seek distance"));
    m_chartTabs->setTabToolTip(1,
        tr("Each random read's time against how far it jumped from the previous one: a "
           "hard disk's seek curve. Export draws the chart shown."));

    SettingsForm* form = settingsForm();
    // Short names, so that the settings column shows them whole; the tooltip says the rest.
    m_mode->addItem(tr("Sampled zones"), QStringLiteral("quick"));
    m_mode->setItemData(0, tr("Quick: a sample of each zone is read"), Qt::ToolTipRole);
    m_mode->addItem(tr("Every byte"), QStringLiteral("full"));
    m_mode->setItemData(1, tr("Full: every byte of the range is read"), Qt::ToolTipRole);
    m_mode->setToolTip(tr("Quick reads a sample at each zone and takes minutes; full reads every byte and "
                          "takes as long as the drive needs to read itself."));
    form->addField(tr("&Mode:"), m_mode, QStringLiteral("mode"));
    m_zones = form->addField(tr("&Zones:"),
        spinBox(1, 100000, 200,
            tr("The drive is cut into this many zones. A hard disk's outer tracks pass more "
               "sectors under the head per turn than its inner ones, so the rate falls from the "
               "start to the end; zones show that curve, and dips show slow or remapped areas.")),
        QStringLiteral("zones"));
    for (int mib : { 1, 2, 4, 8, 16, 32, 64 })
        m_zoneSize->addItem(tr("%1 MiB").arg(mib), mib);
    m_zoneSize->setCurrentIndex(3);
    m_zoneSize->setToolTip(tr("Bytes read and timed per zone in quick mode. Larger samples smooth the curve and "
                              "take longer."));
    form->addField(tr("Zone &size:"), m_zoneSize, QStringLiteral("zoneMiB"));
    m_shortStroke = spinBox(1, 100, 100,
        tr("Short stroke: test only the first part of the drive, as when a partition "
           "uses only the fast outer tracks."));
    m_shortStroke->setSuffix(tr(" %"));
    form->addField(tr("S&hort stroke:"), m_shortStroke, QStringLiteral("shortStrokePercent"));
    m_queueDepth = form->addField(tr("&Queue depth:"),
        spinBox(1, 256, 4,
            tr("Queue depth: how many requests are in flight at once. HD Tach used a few; "
               "more keeps an SSD busy, one shows a single program reading.")),
        QStringLiteral("queueDepth"));
    m_write->setToolTip(tr("Write the zones instead of reading them. On a device this destroys its data, and "
                           "you will be asked to type its name; a test file is safe."));
    form->addRow(m_write); // never remembered: a destructive test is chosen anew each time
    m_access = form->addField(QString(),
        checkBox(tr("Random &access time"), true,
            tr("Single small reads at random places, one at a time: the time a head needs to seek "
               "and wait for the sector. Shown as dots on the second axis.")),
        QStringLiteral("accessTime"));
    m_accessSamples = form->addField(tr("Acc&ess samples:"),
        spinBox(10, 100000, 1000, tr("How many random reads to time.")), QStringLiteral("accessSamples"));
    m_burst = form->addField(QString(),
        checkBox(tr("&Burst rate"), true,
            tr("A small region read again and again from the drive's cache: the speed of the "
               "interface, not of the medium.")),
        QStringLiteral("burst"));

    auto* stats = new QGroupBox(tr("Results"));
    auto* statsForm = new QFormLayout(stats);
    statsForm->addRow(tr("Average:"), m_average);
    statsForm->addRow(tr("Whole drive:"), m_wholeDrive);
    statsForm->addRow(tr("Minimum:"), m_minimum);
    statsForm->addRow(tr("Maximum:"), m_maximum);
    statsForm->addRow(tr("Burst:"), m_burstRate);
    statsForm->addRow(tr("Random access:"), m_accessTime);
    statsForm->addRow(tr("CPU:"), m_cpu);
    statsForm->addRow(tr("System busy:"), m_systemBusy);
    statsForm->addRow(tr("Zones:"), m_zonesLabel);
    m_cpu->setToolTip(tr("DriveScope's own CPU time during the scan, all its threads, as a share of one core."));
    m_systemBusy->setToolTip(tr("The whole machine's busy share during the scan, other programs included, as HD Tach "
                                "reports CPU utilization."));
    m_average->setToolTip(tr("The average across the surface: the mean of the zones' rates, each place on the drive "
                             "counting once, as HD Tach and HD Tune show it."));
    m_wholeDrive->setToolTip(tr("All bytes over all time: what reading the whole drive would average. The slow inner "
                                "zones weigh more, because they take longer."));

    placeBesideSettings(m_chartTabs, { stats });
    m_chartTabs->setTabEnabled(1, false);
    updateStats();
}

RunPlan SurfacePage::plan(const TargetChoice& target) const
{
    RunPlan plan = planFor(target);
    plan.testFileBytes = target.testFileBytes;
    HdTachPlan& hdtach = plan.get<HdTachPlan>();
    SurfacePlan& surface = hdtach.surface;
    surface.mode = m_mode->currentData().toString() == QLatin1String("full") ? SurfacePlan::Mode::Full
                                                                             : SurfacePlan::Mode::Quick;
    surface.zones = static_cast<unsigned>(m_zones->value());
    surface.zoneBytes = static_cast<uint64_t>(m_zoneSize->currentData().toInt()) << 20;
    surface.queueDepth = static_cast<unsigned>(m_queueDepth->value());
    surface.write = m_write->isChecked();
    const uint64_t size = target.testFile ? target.testFileBytes : target.drive ? target.drive->sizeBytes : 0;
    if (m_shortStroke->value() < 100 && size > 0)
        surface.rangeLength = size / 100 * static_cast<uint64_t>(m_shortStroke->value());
    if (m_access->isChecked()) {
        hdtach.access->samples = static_cast<unsigned>(m_accessSamples->value());
        hdtach.access->rangeLength = surface.rangeLength;
    } else {
        hdtach.access.reset();
    }
    if (!m_burst->isChecked())
        hdtach.burst.reset();
    return plan;
}

void SurfacePage::runStarted(const RunPlan& plan)
{
    m_lastRun.reset();
    m_lastPlanText = plan.describe(true);
    m_chart->clear();
    m_chart->setWriting(plan.get<HdTachPlan>().surface.write);
    m_chart->setAccessShown(plan.get<HdTachPlan>().access.has_value());
    m_seekChart->clear();
    // The seek chart has something to show once an access test has run.
    m_chartTabs->setCurrentWidget(m_view);
    m_chartTabs->setTabEnabled(1, false);
    m_zonesReceived = 0;
    m_liveBytes = 0;
    m_liveSeconds = 0;
    m_liveRateSum = 0;
    m_liveMin = 0;
    m_liveMax = 0;
    m_liveAccess.clear();
    updateStats();
}

void SurfacePage::accessSamplesAvailable(const AccessSampleBatch& batch)
{
    m_liveAccess.insert(m_liveAccess.end(), batch.samples.begin(), batch.samples.end());
    m_chart->setAccessSamples(m_liveAccess);
    m_seekChart->setSamples(m_liveAccess);
    m_chartTabs->setTabEnabled(1, true);
    updateStats();
}

void SurfacePage::surfaceZonesAvailable(const SurfaceZoneBatch& batch)
{
    if (m_zonesReceived == 0)
        m_chart->setRange(batch.rangeOffset, batch.rangeBytes, batch.targetBytes);
    m_chart->appendZones(batch.zones);
    for (const SurfaceZone& zone : batch.zones) {
        const double rate = zone.megabytesPerSecond();
        m_liveMin = m_zonesReceived == 0 ? rate : std::min(m_liveMin, rate);
        m_liveMax = std::max(m_liveMax, rate);
        m_liveBytes += zone.bytes;
        m_liveSeconds += zone.seconds;
        m_liveRateSum += rate;
        ++m_zonesReceived;
    }
    m_zonesLabel->setText(tr("%1 of %2").arg(m_zonesReceived).arg(batch.zoneCount));
    updateStats();
}

void SurfacePage::runFinished(FinishedRun finished)
{
    m_lastRun = std::move(finished);
    const FinishedRun& run = *m_lastRun;
    if (run.surface()) {
        const SurfaceResult& surface = *run.surface();
        // The final result replaces the live curve, in case a batch was dropped on the way: drawn as the
        // model describes it, as the reports draw it.
        m_chart->showSurface(surface);
        m_zonesReceived = surface.zones.size();
        m_zonesLabel->setText(tr("%1 of %2").arg(surface.zones.size()).arg(surface.plan.zones));
    }
    if (run.access()) {
        m_chart->setAccessSamples(run.access()->samples);
        m_seekChart->setSamples(run.access()->samples);
    }
    m_chartTabs->setTabEnabled(1, run.access() != nullptr);
    m_chart->setAccessShown(run.access() != nullptr);
    if (run.surface() && !run.runs.empty())
        m_chart->showTemperature(run.runs.front());
    m_chart->refresh();
    updateStats();
}

QString SurfacePage::resultSummary() const
{
    if (!m_lastRun || !m_lastRun->surface())
        return QString();
    const SurfaceResult& s = *m_lastRun->surface();
    QString text = tr("average %1 MB/s (whole drive %4), min %2, max %3")
                       .arg(formatDecimal(s.surfaceAverageMegabytesPerSecond(), 1))
                       .arg(formatDecimal(s.minMegabytesPerSecond(), 1))
                       .arg(formatDecimal(s.maxMegabytesPerSecond(), 1))
                       .arg(formatDecimal(s.averageMegabytesPerSecond(), 1));
    if (m_lastRun->burst())
        text += tr(", burst %1 MB/s").arg(formatDecimal(m_lastRun->burst()->bestMegabytesPerSecond(), 1));
    if (m_lastRun->access())
        text += tr(", random access %1 ms").arg(formatDecimal(m_lastRun->access()->averageMs(), 2));
    text += tr(", CPU %1 % of one core, system busy %2 %")
                .arg(formatDecimal(s.cpu.processPercent, 1), formatDecimal(s.cpu.systemBusyPercent, 1));
    return text;
}

void SurfacePage::updateStats()
{
    const QString none = tr("–");
    auto rate = [](double value) { return tr("%1 MB/s").arg(formatDecimal(value, 1)); };
    if (m_lastRun && m_lastRun->surface()) {
        const SurfaceResult& s = *m_lastRun->surface();
        m_average->setText(rate(s.surfaceAverageMegabytesPerSecond()));
        m_wholeDrive->setText(rate(s.averageMegabytesPerSecond()));
        m_minimum->setText(rate(s.minMegabytesPerSecond()));
        m_maximum->setText(rate(s.maxMegabytesPerSecond()));
        m_cpu->setText(tr("%1 % of one core").arg(formatDecimal(s.cpu.processPercent, 1)));
        m_systemBusy->setText(tr("%1 %").arg(formatDecimal(s.cpu.systemBusyPercent, 1)));
    } else if (m_zonesReceived > 0) {
        m_average->setText(rate(m_liveRateSum / static_cast<double>(m_zonesReceived)));
        m_wholeDrive->setText(m_liveSeconds > 0 ? rate(static_cast<double>(m_liveBytes) / 1e6 / m_liveSeconds) : none);
        m_minimum->setText(rate(m_liveMin));
        m_maximum->setText(rate(m_liveMax));
        m_cpu->setText(none);
        m_systemBusy->setText(none);
    } else {
        for (QLabel* label : { m_average, m_wholeDrive, m_minimum, m_maximum, m_cpu, m_systemBusy, m_zonesLabel })
            label->setText(none);
    }
    const bool haveBurst = m_lastRun && m_lastRun->burst();
    m_burstRate->setText(haveBurst ? rate(m_lastRun->burst()->bestMegabytesPerSecond()) : none);
    const bool haveAccess = m_lastRun && m_lastRun->access();
    if (haveAccess) {
        m_accessTime->setText(tr("%1 ms").arg(formatDecimal(m_lastRun->access()->averageMs(), 2)));
    } else if (!m_liveAccess.empty()) {
        double sum = 0;
        for (const AccessSample& sample : m_liveAccess)
            sum += sample.ms;
        m_accessTime->setText(tr("%1 ms").arg(formatDecimal(sum / static_cast<double>(m_liveAccess.size()), 2)));
    } else {
        m_accessTime->setText(none);
    }
}

void SurfacePage::paintExport(QPainter& painter, const QRectF& area)
{
    if (m_chartTabs->currentWidget() == m_seekView) {
        paintChart(m_seekChart->chart(), painter, area);
        return;
    }
    m_chart->refresh();
    paintChart(m_chart->chart(), painter, area);
}

QString SurfacePage::averageText() const { return m_average->text(); }
QString SurfacePage::wholeDriveText() const { return m_wholeDrive->text(); }
QString SurfacePage::cpuText() const { return m_cpu->text(); }

} // namespace ds
