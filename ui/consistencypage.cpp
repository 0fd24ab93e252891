#include "consistencypage.h"

#include "chartexport.h"
#include "pagewidgets.h"
#include "settingsform.h"
#include "translation.h"

#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>

namespace ds {

ConsistencyPage::ConsistencyPage(QWidget* parent)
    : TestPage(parent)
    , m_chart(new TimelineChart(this))
    , m_view(makeChartView(m_chart->chart()))
    , m_duration(new QDoubleSpinBox)
    , m_interval(new QDoubleSpinBox)
    , m_scored(new QComboBox)
    , m_fill(new QCheckBox(tr("&Fill the target first")))
    , m_score(new QLabel)
    , m_ratio(new QLabel)
    , m_slowest(new QLabel)
    , m_whole(new QLabel)
{
    m_view->setAccessibleName(tr("Consistency chart"));
    m_duration->setRange(1, 7 * 24 * 3600);
    m_duration->setDecimals(0);
    m_duration->setValue(60);
    m_duration->setSuffix(tr(" s"));
    m_duration->setToolTip(tr("How long to write. Reviewers write for half an hour to an hour, until the drive "
                              "has no clean blocks left and settles into its steady state."));
    m_interval->setRange(TimeSeries::kMinIntervalSeconds, 3600);
    m_interval->setDecimals(1);
    m_interval->setValue(1);
    m_interval->setSuffix(tr(" s"));
    m_interval->setToolTip(tr("Each point of the scatter is the IOPS of one interval this long."));
    m_scored->addItem(tr("Last third"), 1.0 / 3);
    m_scored->addItem(tr("Last half"), 0.5);
    m_scored->addItem(tr("Last quarter"), 0.25);
    m_scored->addItem(tr("Whole run"), 1.0);
    m_scored->setToolTip(tr("The part of the run that is scored: a drive's first minutes are fast while it has "
                            "clean blocks; what it does after is what lasts."));
    m_fill->setToolTip(tr("Write the whole target sequentially first, as a drive in use is full: without it a "
                          "fresh drive looks faster than it stays."));

    SettingsForm* form = settingsForm();
    form->addField(tr("D&uration:"), m_duration, QStringLiteral("duration"));
    m_blockSize = form->addField(tr("&Block size:"),
        blockSizeBox(512, 64ull << 20, 4096, tr("The size of each random write; reviewers use 4 KiB.")),
        QStringLiteral("blockSize"));
    m_queueDepth = form->addField(tr("&Queue depth:"),
        spinBox(1, 1024, 32, tr("How many writes are in flight at once, per thread; reviewers use 32.")),
        QStringLiteral("queueDepth"));
    m_threads = form->addField(tr("T&hreads:"), threadsBox(), QStringLiteral("threads"));
    m_cpus = form->addField(tr("CPUs:"), cpusBox(), QStringLiteral("cpus"));
    form->addField(tr("&Interval:"), m_interval, QStringLiteral("interval"));
    form->addField(tr("&Scored:"), m_scored, QStringLiteral("scored"));
    form->addField(QString(), m_fill, QStringLiteral("fill"));
    auto* warning = new QLabel(tr("Writes: on a device this destroys its data, and you will be asked to type its "
                                  "name; a test file is safe."));
    warning->setWordWrap(true);
    form->addRow(warning);

    auto* stats = new QGroupBox(tr("Results"));
    auto* statsForm = new QFormLayout(stats);
    statsForm->addRow(tr("Scored average:"), m_score);
    statsForm->addRow(tr("Average ÷ std. dev.:"), m_ratio);
    statsForm->addRow(tr("Slowest interval:"), m_slowest);
    statsForm->addRow(tr("Whole run:"), m_whole);
    m_ratio->setToolTip(tr("The scored part's average IOPS divided by their standard deviation: the higher, the "
                           "steadier the drive."));
    placeBesideSettings(m_view, { stats });
    updateStats();
}

RunPlan ConsistencyPage::plan(const TargetChoice& target) const
{
    RunPlan plan = planFor(target);
    ConsistencyPlan& consistency = plan.get<ConsistencyPlan>();
    consistency.durationSeconds = m_duration->value();
    consistency.blockBytes = static_cast<uint32_t>(sizeOf(m_blockSize));
    consistency.queueDepth = static_cast<unsigned>(m_queueDepth->value());
    consistency.jobs = static_cast<unsigned>(m_threads->value());
    consistency.cpus = cpusOf(m_cpus);
    consistency.intervalSeconds = m_interval->value();
    consistency.scoredFraction = m_scored->currentData().toDouble();
    consistency.fill = m_fill->isChecked();
    plan.validate();
    return plan;
}

void ConsistencyPage::runStarted(const RunPlan& plan)
{
    m_lastRun.reset();
    m_lastPlanText = plan.describe(true);
    m_live.clear();
    m_chart->reset(plan.get<ConsistencyPlan>().durationSeconds);
    updateStats();
}

void ConsistencyPage::timeIntervalsAvailable(const TimeIntervalBatch& batch)
{
    m_live.insert(m_live.end(), batch.intervals.begin(), batch.intervals.end());
    m_chart->appendIntervals(batch.intervals);
    updateStats();
}

void ConsistencyPage::runFinished(FinishedRun finished)
{
    m_lastRun = std::move(finished);
    m_live.clear();
    if (const ConsistencyResult* result = m_lastRun->consistency()) {
        const TimeSeries& series = result->series();
        m_chart->setSeries({ &series });
        const ConsistencyScore score = result->score();
        if (score.scored.intervals > 0)
            m_chart->setScoredAverage(series.startSeconds + score.fromSeconds,
                series.empty() ? 0 : series.endOf(series.size() - 1), score.scored.meanIops);
    }
    updateStats();
}

void ConsistencyPage::paintExport(QPainter& painter, const QRectF& area)
{
    paintChart(m_chart->chart(), painter, area);
}

QString ConsistencyPage::resultSummary() const
{
    if (!m_lastRun || !m_lastRun->consistency())
        return QString();
    const ConsistencyResult& result = *m_lastRun->consistency();
    const ConsistencyScore score = result.score();
    // %1 average IOPS, %2 the scored part ("last third scored"), %3 average ÷ standard deviation
    return tr("%1 IOPS (%2), average ÷ std. dev. %3")
        .arg(formatDecimal(score.scored.meanIops, 0), describeScoredPart(result.plan.scoredFraction, true),
            formatDecimal(score.scored.consistency(), 1));
}

void ConsistencyPage::updateStats()
{
    const QString none = tr("–");
    if (m_lastRun && m_lastRun->consistency()) {
        const ConsistencyResult& result = *m_lastRun->consistency();
        const ConsistencyScore score = result.score();
        // The figures alone fit the narrow column; what they cover is in their tooltips.
        m_score->setText(tr("%1 IOPS").arg(formatDecimal(score.scored.meanIops, 0)));
        m_score->setToolTip(
            tr("%1 IOPS (%2 from %3 s)")
                .arg(formatDecimal(score.scored.meanIops, 0), describeScoredPart(result.plan.scoredFraction, true),
                    formatDecimal(score.fromSeconds, 0)));
        m_ratio->setText(score.scored.stdevIops > 0 ? formatDecimal(score.scored.consistency(), 1) : none);
        m_slowest->setText(tr("%1 IOPS").arg(formatDecimal(score.scored.minIops, 0)));
        m_whole->setText(tr("%1 IOPS").arg(formatDecimal(score.whole.meanIops, 0)));
        m_whole->setToolTip(tr("%1 IOPS average, %2 … %3")
                                .arg(formatDecimal(score.whole.meanIops, 0), formatDecimal(score.whole.minIops, 0),
                                    formatDecimal(score.whole.maxIops, 0)));
    } else if (!m_live.empty()) {
        double sum = 0;
        for (const LiveInterval& interval : m_live)
            sum += interval.iops;
        m_whole->setText(tr("%1 IOPS average so far").arg(formatDecimal(sum / static_cast<double>(m_live.size()), 0)));
        for (QLabel* label : { m_score, m_ratio, m_slowest })
            label->setText(none);
    } else {
        for (QLabel* label : { m_score, m_ratio, m_slowest, m_whole })
            label->setText(none);
    }
}

} // namespace ds
