#include "patternspage.h"

#include "exporttable.h"
#include "model/plansettings.h"
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
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace ds {

PatternsPage::PatternsPage(QWidget* parent)
    : TestPage(parent)
    , m_loads(new QLineEdit(QStringLiteral("1,4,16,64,256")))
    , m_duration(secondsBox(3, 0.2,
          tr("How long each load of each pattern is measured. IOMeter reviews ran minutes; a few seconds "
             "give a first picture.")))
    , m_table(new QTableWidget)
    , m_ratings(new BarChart(this))
    , m_view(makeChartView(m_ratings->chart()))
{
    SettingsForm* form = settingsForm();
    for (const PatternSpec& pattern : PatternSpec::builtIns()) {
        auto* check = new QCheckBox(pattern.name);
        check->setChecked(true);
        QStringList mix;
        for (const BlockSizeShare& share : pattern.blockSizes)
            mix += QStringLiteral("%1 %2").arg(formatBinarySize(share.bytes)).arg(share.share);
        check->setToolTip(
            tr("%1 % read, %2 % random; block sizes (share): %3.%4")
                .arg(pattern.readPercent)
                .arg(pattern.randomPercent)
                .arg(mix.join(QStringLiteral(", ")),
                    pattern.readPercent < 100 ? tr(" It writes: on a device you will be asked to type its name.")
                                              : QString()));
        m_patterns.append(check);
        form->addRow(check);
        addDeviceDefault(check, pattern.readPercent == 100);
    }
    form->addRow(readOnlyNote(tr("Read-only on devices: the patterns that write are unticked; tick them to "
                                 "write as well (destroys the drive's data).")));
    m_loads->setToolTip(tr("Outstanding I/Os: how many requests are in flight at once, from a single user (1) "
                           "to a busy server (64 and more). The rating averages loads 1 to 64; 256 is shown but "
                           "not counted, as a queue that deep measures caching."));
    form->addField(tr("&Loads:"), m_loads, QStringLiteral("loads"));
    m_threads = form->addField(tr("T&hreads:"), threadsBox(), QStringLiteral("threads"));
    m_cpus = form->addField(tr("CPUs:"), cpusBox(), QStringLiteral("cpus"));
    form->addField(tr("&Duration per load:"), m_duration, QStringLiteral("duration"));
    m_data = form->addField(tr("Test data:"), dataBox(), QStringLiteral("data"));

    m_table->setColumnCount(8);
    setHeaders();
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setAccessibleName(tr("Pattern results"));
    m_view->setAccessibleName(tr("Pattern ratings"));

    auto* splitter = new QSplitter(Qt::Vertical);
    splitter->addWidget(m_table);
    splitter->addWidget(m_view);
    // Room for the four patterns' names beside their bars: Qt Charts cuts a name taller than its slot.
    m_view->setMinimumHeight(fontMetrics().height() * 16);
    splitter->setCollapsible(1, false);
    placeBesideSettings(overTimeTabs(splitter, tr("Results")));
}

RunPlan PatternsPage::plan(const TargetChoice& target) const
{
    RunPlan plan = planFor(target);
    PatternSuitePlan& suite = plan.get<PatternSuitePlan>();
    const std::vector<unsigned> loads = parseLoads(m_loads->text());
    for (QCheckBox* check : m_patterns) {
        if (!check->isChecked())
            continue;
        PatternSpec pattern = PatternSpec::builtIn(check->text().remove(QLatin1Char('&')));
        pattern.loads = loads;
        suite.patterns.push_back(pattern);
    }
    if (suite.patterns.empty())
        throw UserError(tr("Tick at least one pattern."));
    setMeasuredTime(suite.timing, m_duration->value());
    suite.timing.jobs = static_cast<unsigned>(m_threads->value());
    suite.timing.cpus = cpusOf(m_cpus);
    suite.timing.data = dataOf(m_data);
    plan.validate();
    return plan;
}

void PatternsPage::runStarted(const RunPlan& plan)
{
    m_lastRun.reset();
    m_lastPlanText = plan.describe(true);
    overTime()->runStarted();
    m_live.clear();
    for (const PatternSpec& pattern : plan.get<PatternSuitePlan>().patterns)
        m_live.push_back(PatternResult { pattern, SweepResult {} });
    showPatterns(m_live, true);
}

void PatternsPage::sweepPointAvailable(const SweepPointUpdate& update)
{
    if (update.sweepIndex >= m_live.size())
        return;
    m_live[update.sweepIndex].sweep.points.push_back(update.point);
    showPatterns(m_live, true);
}

void PatternsPage::runFinished(FinishedRun finished)
{
    m_live.clear();
    m_lastRun = std::move(finished);
    overTime()->showRun(*m_lastRun);
    showPatterns(m_lastRun->patterns() ? m_lastRun->patterns()->patterns : std::vector<PatternResult> {}, false);
}

void PatternsPage::runFailed()
{
    // What was measured before the failure stays, without a row that claims to be running.
    showPatterns(m_live, false);
    m_live.clear();
}

std::vector<PatternsPage::FigureColumn> PatternsPage::figureColumns() const
{
    // IOMeter's order (IOPS, MB/s, latencies in ms) for MB/s; another unit's column first, the
    // latencies in µs where that is the unit.
    const DisplayUnit unit = displayUnit();
    const bool micro = unit == DisplayUnit::Microseconds;
    const bool giga = unit == DisplayUnit::GigabytesPerSecond;
    // The rating row gives each mean figure's rating: the mean over the rated loads, as IOMeter's IOPS.
    std::vector<FigureColumn> columns {
        { tr("IOPS"), true, true, [](const PointFigures& f) { return formatDecimal(f.iops.mean, 0); },
            [](const PatternResult& p) { return formatDecimal(*p.rating(), 0); } },
        { giga ? UnitNames::of(unit) : tr("MB/s"), true, false,
            [giga](const PointFigures& f) {
                return giga ? formatDecimal(f.megabytesPerSecond.mean / 1000, 3)
                            : formatDecimal(f.megabytesPerSecond.mean, 2);
            },
            [giga](const PatternResult& p) {
                return giga ? formatDecimal(*p.ratingIn(DisplayUnit::GigabytesPerSecond), 3)
                            : formatDecimal(*p.ratingIn(DisplayUnit::MegabytesPerSecond), 2);
            } },
        { micro ? tr("Mean µs") : tr("Mean ms"), micro, false,
            [micro](const PointFigures& f) {
                return micro ? formatDecimal(f.meanLatencyUs.mean, 1) : formatDecimal(f.meanLatencyUs.mean / 1000, 3);
            },
            [micro](const PatternResult& p) {
                const double us = *p.ratingIn(DisplayUnit::Microseconds);
                return micro ? formatDecimal(us, 1) : formatDecimal(us / 1000, 3);
            } },
        { micro ? tr("Max µs") : tr("Max ms"), false, false,
            [micro](const PointFigures& f) {
                return micro ? formatDecimal(f.maxLatencyUs.mean, 1) : formatDecimal(f.maxLatencyUs.mean / 1000, 3);
            },
            {} },
    };
    const size_t lead = giga ? 1 : micro ? 2 : 0;
    std::rotate(columns.begin(), columns.begin() + static_cast<std::ptrdiff_t>(lead),
        columns.begin() + static_cast<std::ptrdiff_t>(lead) + 1);
    return columns;
}

void PatternsPage::setHeaders()
{
    QStringList headers { tr("Pattern"), tr("Load") };
    for (const FigureColumn& column : figureColumns())
        headers << column.title;
    headers << tr("CPU %") << tr("Errors");
    m_table->setHorizontalHeaderLabels(headers);
}

void PatternsPage::displayUnitChanged()
{
    setHeaders();
    if (!m_live.empty())
        showPatterns(m_live, true);
    else if (m_lastRun && m_lastRun->patterns())
        showPatterns(m_lastRun->patterns()->patterns, false);
}

void PatternsPage::showPatterns(const std::vector<PatternResult>& patterns, bool live)
{
    m_table->setRowCount(0);
    const std::vector<FigureColumn> figureColumns = this->figureColumns();
    std::vector<PatternResult> rated; // the patterns measured to their end
    auto cell = [this](int row, int column, const QString& text, bool bold = false) {
        auto* item = new QTableWidgetItem(text);
        if (column > 0)
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        if (bold) {
            QFont font = item->font();
            font.setBold(true);
            item->setFont(font);
        }
        m_table->setItem(row, column, item);
        return item;
    };
    for (const PatternResult& pattern : patterns) {
        for (const SweepPoint& point : pattern.sweep.points) {
            const int row = m_table->rowCount();
            m_table->insertRow(row);
            cell(row, 0, pattern.pattern.name);
            cell(row, 1, QString::number(point.value));
            if (!point.result) {
                cell(row, 2, tr("skipped: %1").arg(point.skipReason));
                continue;
            }
            const PointFigures figures = PointFigures::of(*point.result);
            // A point the drive did not confirm: marked, as in the CLI's table and the reports.
            const QString mark = point.result->confirmed() ? QString() : QString::fromUtf8(kUnconfirmedMark);
            for (size_t i = 0; i < figureColumns.size(); ++i) {
                const FigureColumn& column = figureColumns[i];
                QTableWidgetItem* item
                    = cell(row, 2 + static_cast<int>(i), column.text(figures) + (column.marked ? mark : QString()));
                if (i == 0 && !mark.isEmpty())
                    item->setToolTip(
                        tr("The drive's own counters did not confirm this load's bytes (marked %1).").arg(mark));
            }
            cell(row, 6, formatDecimal(figures.cpuPercent.mean, 1));
            cell(row, 7, QString::number(figures.errors));
        }
        const size_t done = pattern.sweep.points.size();
        if (live && done < pattern.pattern.loads.size()) {
            // The load under way, marked; the patterns after it have no rows yet.
            const int row = m_table->rowCount();
            m_table->insertRow(row);
            for (int column = 0; column < m_table->columnCount(); ++column) {
                QTableWidgetItem* item = cell(row, column,
                    column == 0       ? pattern.pattern.name
                        : column == 1 ? QString::number(pattern.pattern.loads[done])
                        : column == 2 ? tr("running…")
                                      : QString());
                item->setBackground(palette().brush(QPalette::Highlight));
                item->setForeground(palette().brush(QPalette::HighlightedText));
            }
            break;
        }
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        cell(row, 0, tr("%1 rating").arg(pattern.pattern.name), true);
        cell(row, 1, tr("1–%1").arg(PatternSpec::kRatedLoadLimit), true);
        // Each mean figure's rating under it, wherever the unit put it: the unit's first. A pattern
        // with no measured load has no rating, and says why.
        if (!pattern.rating()) {
            cell(row, 2, tr("no rating: %1").arg(pattern.unratedReason()), true);
            rated.push_back(pattern);
            continue;
        }
        for (size_t i = 0; i < figureColumns.size(); ++i)
            if (figureColumns[i].rating)
                cell(row, 2 + static_cast<int>(i), figureColumns[i].rating(pattern), true);
        rated.push_back(pattern);
    }
    const DisplayUnit unit = ratingUnit();
    m_ratings->setBars(describePatternRatings(rated, unit),
        unit == DisplayUnit::Microseconds ? tr("Rating (mean latency, µs)")
                                          : tr("Rating (%1)").arg(UnitNames::of(unit)));
}

DisplayUnit PatternsPage::ratingUnit() const
{
    return displayUnit() == DisplayUnit::MegabytesPerSecond ? DisplayUnit::Iops : displayUnit();
}

void PatternsPage::paintExport(QPainter& painter, const QRectF& area)
{
    if (overTime()->paintOverTime(painter, area))
        return;
    // The table at the image's text size (a reader needs its figures), and the ratings chart under it
    // where there is room left for one.
    const ExportTable table = ExportTable::of(*m_table);
    const double unit = exportTextPixels(painter);
    const double used = table.paint(painter, area, table.fittedTextPixels(painter, area, unit),
        exportTextColour(exportTheme()), exportBackground(exportTheme()));
    const QRectF rest(area.left(), area.top() + used + unit, area.width(), area.height() - used - unit);
    if (rest.height() >= unit * 14)
        paintChart(m_ratings->chart(), painter, rest);
}

QString PatternsPage::resultSummary() const
{
    if (!m_lastRun || !m_lastRun->patterns())
        return QString();
    const DisplayUnit unit = ratingUnit();
    const int decimals = unit == DisplayUnit::Iops ? 0 : unit == DisplayUnit::GigabytesPerSecond ? 3 : 1;
    QStringList parts;
    for (const PatternResult& pattern : m_lastRun->patterns()->patterns) {
        const std::optional<double> rating = pattern.ratingIn(unit);
        parts += rating ? tr("%1 %2").arg(pattern.pattern.name).arg(formatDecimal(*rating, decimals))
                        : tr("%1 not rated").arg(pattern.pattern.name);
    }
    return tr("ratings (%1): %2").arg(UnitNames::of(unit), parts.join(QStringLiteral(", ")));
}

void PatternsPage::saveSettings(QSettings& settings) const
{
    QStringList chosen;
    for (QCheckBox* check : m_patterns)
        if (testFileState(check))
            chosen += check->text();
    settings.setValue(QStringLiteral("patterns"), chosen);
    TestPage::saveSettings(settings);
}

void PatternsPage::loadSettings(const QSettings& settings)
{
    if (settings.contains(QStringLiteral("patterns"))) {
        const QStringList chosen = settings.value(QStringLiteral("patterns")).toStringList();
        for (QCheckBox* check : m_patterns)
            check->setChecked(chosen.contains(check->text()));
    }
    TestPage::loadSettings(settings);
}

} // namespace ds
