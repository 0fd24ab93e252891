#include "multidrivepage.h"

#include "model/usererror.h"
#include "overtimetabs.h"
#include "pagewidgets.h"
#include "settingsform.h"
#include "translation.h"
#include "unitnames.h"

#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

namespace ds {

MultiDrivePage::MultiDrivePage(QWidget* parent)
    : TestPage(parent)
    , m_targets(new QLineEdit)
    , m_blockSize(new QComboBox)
    , m_pattern(new QComboBox)
    , m_direction(new QComboBox)
    , m_queueDepth(spinBox(1, 1024, 4, tr("Queue depth per drive: requests each worker keeps in flight.")))
    , m_duration(secondsBox(5, 0.2, tr("How long all drives run together.")))
    , m_scaling(new QCheckBox(tr("&Scaling: 1, 2 … N drives")))
    , m_bars(new BarChart(this))
    , m_scalingChart(new ScalingChart(this))
    , m_barsView(makeChartView(m_bars->chart()))
    , m_scalingView(makeChartView(m_scalingChart->chart()))
{
    m_targets->setPlaceholderText(tr("/dev/sdb, /dev/sdc, /mnt/data"));
    // As wide as the column: the list gets a row of its own under its label.
    m_targets->setMinimumWidth(m_targets->fontMetrics().horizontalAdvance(m_targets->placeholderText()) * 2 / 3);
    m_targets->setToolTip(tr("The drives (or folders, for a test file each) to run at once, separated by commas. "
                             "They start together, as IOMeter's workers; the total shows whether the controller "
                             "or bus keeps up."));
    auto* add = new QPushButton(tr("&Add selected"));
    add->setToolTip(tr("Add the drive selected in the drive list."));
    connect(add, &QPushButton::clicked, this, [this]() {
        if (!m_selected.isValid())
            return;
        QStringList list = m_targets->text().split(QLatin1Char(','), Qt::SkipEmptyParts);
        for (QString& entry : list)
            entry = entry.trimmed();
        const QString path = m_selected.path.isEmpty() ? QStringLiteral("~") : m_selected.path;
        if (!list.contains(path))
            list += path;
        m_targets->setText(list.join(QStringLiteral(", ")));
    });
    fillBlockSizes(m_blockSize, 512, 64ull << 20, 1u << 20);
    fillPattern(m_pattern, false);
    m_direction->addItem(tr("Read"), 100);
    m_direction->addItem(tr("Write (destroys data)"), 0);
    m_scaling->setToolTip(tr("Run the first drive alone, then the first two, and so on, to see where adding "
                             "drives stops adding speed: a shared controller, expander or bus."));

    // The button under the list: the settings column is too narrow for both side by side.
    auto* targetWidget = new QWidget;
    auto* targetRow = new QVBoxLayout(targetWidget);
    targetRow->setContentsMargins(0, 0, 0, 0);
    targetRow->addWidget(m_targets);
    targetRow->addWidget(add, 0, Qt::AlignRight);
    SettingsForm* form = settingsForm();
    form->addRow(tr("&Targets:"), targetWidget);
    form->remember(QStringLiteral("targets"), m_targets);
    if (auto* label = qobject_cast<QLabel*>(form->form()->labelForField(targetWidget)))
        label->setBuddy(m_targets);
    form->addField(tr("&Block size:"), m_blockSize, QStringLiteral("blockSize"));
    form->addField(tr("A&ccess:"), m_pattern, QStringLiteral("random"));
    form->addRow(tr("&Direction:"), m_direction);
    form->addField(tr("&Queue depth:"), m_queueDepth, QStringLiteral("queueDepth"));
    m_threads = form->addField(tr("T&hreads:"), threadsBox(), QStringLiteral("threads"));
    m_cpus = form->addField(tr("CPUs:"), cpusBox(), QStringLiteral("cpus"));
    form->addField(tr("D&uration:"), m_duration, QStringLiteral("duration"));
    m_data = form->addField(tr("Test data:"), dataBox(), QStringLiteral("data"));
    form->addField(QString(), m_scaling, QStringLiteral("scaling"));
    form->addRow(startButton()); // its targets are listed above, not the drive list's selection
    m_barsView->setAccessibleName(tr("Per drive chart"));
    m_scalingView->setAccessibleName(tr("Scaling chart"));

    // Laid out as every other page: the charts, one above the other, beside the settings column.
    auto* chartsWidget = new QWidget;
    auto* charts = new QVBoxLayout(chartsWidget);
    charts->setContentsMargins(0, 0, 0, 0);
    charts->addWidget(m_barsView, 1);
    charts->addWidget(m_scalingView, 1);
    layOutBesideSettings(overTimeTabs(chartsWidget, tr("Per drive and scaling")));
}

RunPlan MultiDrivePage::plan(const TargetChoice& target) const
{
    RunPlan plan = RunPlan::of(TestKind::MultiTarget);
    for (QString path : m_targets->text().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        path = path.trimmed();
        if (path == QLatin1String("~"))
            path = QString(); // the default test-file folder
        plan.targetPaths += path;
    }
    if (plan.targetPaths.isEmpty())
        throw UserError(tr("Name the drives to run together, separated by commas (or add them from the list)."));
    plan.targetPath = plan.targetPaths.front();
    plan.testFileBytes = target.testFileBytes;
    MultiTargetPlan& multi = plan.get<MultiTargetPlan>();
    multi.spec.blockSizes.front().bytes = static_cast<uint32_t>(m_blockSize->currentData().toULongLong());
    multi.spec.randomPercent = static_cast<unsigned>(m_pattern->currentData().toInt());
    multi.spec.readPercent = static_cast<unsigned>(m_direction->currentData().toInt());
    multi.spec.queueDepth = static_cast<unsigned>(m_queueDepth->value());
    multi.spec.jobs = static_cast<unsigned>(m_threads->value());
    multi.spec.cpus = cpusOf(m_cpus);
    multi.spec.data = dataOf(m_data);
    setMeasuredTime(multi.spec, m_duration->value());
    multi.scaling = m_scaling->isChecked();
    plan.validate();
    return plan;
}

void MultiDrivePage::runStarted(const RunPlan& plan)
{
    m_lastRun.reset();
    m_lastPlanText = plan.describe(true);
    overTime()->runStarted();
    m_bars->setBars(describeBars({}, {}, UnitNames::of(displayUnit()), QString()), valueName());
    m_scalingChart->setSteps({}, displayUnit(), valueName());
}

QString MultiDrivePage::valueName() const
{
    return displayUnit() == DisplayUnit::Microseconds ? tr("Mean latency (µs)") : UnitNames::of(displayUnit());
}

void MultiDrivePage::displayUnitChanged()
{
    if (m_lastRun)
        showResult();
    else
        m_scalingChart->setSteps({}, displayUnit(), valueName());
}

QChart* MultiDrivePage::barChart() const { return m_bars->chart(); }

QChart* MultiDrivePage::scalingChart() const { return m_scalingChart->chart(); }

void MultiDrivePage::runFinished(FinishedRun finished)
{
    m_lastRun = std::move(finished);
    overTime()->showRun(*m_lastRun);
    showResult();
}

void MultiDrivePage::showResult()
{
    const auto steps = m_lastRun->multiSteps();
    if (steps.empty())
        return;
    const MultiTargetResult& all = steps.back();
    // In the unit View > Unit chose, as the other pages' figures.
    ChartDescription bars = describeMultiTargetBars(all, displayUnit());
    bars.categories.back() = tr("All"); // the model's "all", in the window's language
    m_bars->setBars(bars, valueName());
    QList<qreal> aggregates;
    for (const MultiTargetResult& step : steps)
        aggregates += step.aggregateFigures().in(displayUnit());
    const auto* scaling = m_lastRun->scaling();
    m_scalingChart->setSteps(
        aggregates, displayUnit(), valueName(), scaling ? scaling->referenceIn(displayUnit()) : std::vector<double> {});
}

void MultiDrivePage::paintExport(QPainter& painter, const QRectF& area)
{
    if (overTime()->paintOverTime(painter, area))
        return;
    const QRectF left(area.topLeft(), QSizeF(area.width() / 2, area.height()));
    const QRectF right(QPointF(left.right(), area.top()), QSizeF(area.width() / 2, area.height()));
    paintChart(m_bars->chart(), painter, left);
    paintChart(m_scalingChart->chart(), painter, right);
}

QString MultiDrivePage::resultSummary() const
{
    const auto steps = m_lastRun ? m_lastRun->multiSteps() : decltype(m_lastRun->multiSteps()) {};
    if (steps.empty())
        return QString();
    const MultiTargetResult& all = steps.back();
    // The unit's figure first, then MB/s (or GB/s) and IOPS as before.
    const DisplayFigures figures = all.aggregateFigures();
    QStringList parts;
    for (const DisplayUnit unit : displayOrder(displayUnit())) {
        if (parts.size() == 2)
            break;
        parts += unit == DisplayUnit::Microseconds
            ? tr("%1 µs mean latency").arg(formatDecimal(figures.in(unit), 1))
            : tr("%1 %2").arg(formatDecimal(figures.in(unit),
                                  unit == DisplayUnit::Iops                     ? 0
                                      : unit == DisplayUnit::GigabytesPerSecond ? 3
                                                                                : 1),
                UnitNames::of(unit));
    }
    return tr("%1 drives together: %2").arg(all.perTarget.size()).arg(parts.join(QStringLiteral(", ")));
}

} // namespace ds
