#include "comparetables.h"

#include "comparedata.h"
#include "comparewindow.h"
#include "model/deviceaccounting.h"
#include "translation.h"

#include <QHeaderView>
#include <QTableWidget>

#include <algorithm>
#include <functional>

namespace ds {

void fillFigureTable(
    QTableWidget* table, const Comparison& comparison, const QStringList& names, const std::vector<QColor>& colors)
{
    const int count = static_cast<int>(comparison.items.size());
    // Key figures: value and change against the first run, coloured by core's verdict.
    table->setColumnCount(count + 1);
    QStringList headers { CompareWindow::tr("Figure") };
    headers += names;
    table->setHorizontalHeaderLabels(headers);
    for (int i = 0; i < count; ++i) {
        table->horizontalHeaderItem(i + 1)->setToolTip(comparison.items[static_cast<size_t>(i)].source);
        table->horizontalHeaderItem(i + 1)->setForeground(colors[static_cast<size_t>(i)]);
    }
    table->setRowCount(static_cast<int>(comparison.figures.size()));
    for (int row = 0; row < static_cast<int>(comparison.figures.size()); ++row) {
        const ComparedFigure& figure = comparison.figures[static_cast<size_t>(row)];
        auto* name = new QTableWidgetItem(
            QStringLiteral("%1: %2 %3")
                .arg(figure.test, compareFigureLabel(figure),
                    figure.better == Better::Higher ? QStringLiteral("↑") : QStringLiteral("↓")));
        name->setToolTip(figure.better == Better::Higher ? CompareWindow::tr("higher is better")
                                                         : CompareWindow::tr("lower is better"));
        table->setItem(row, 0, name);
        for (int i = 0; i < count; ++i) {
            const size_t index = static_cast<size_t>(i);
            const std::optional<double> value = figure.values[index];
            QString text = value ? compareFigureText(*value) : QStringLiteral("–");
            if (value && figure.marked[index])
                text += QString::fromUtf8(kUnconfirmedMark);
            const Repeatability& spread = figure.spreads[index];
            if (value && spread.unstable)
                text.prepend(QLatin1Char('~'));
            if (const std::optional<double> change = figure.changePercent(index))
                text += QStringLiteral(" (%1%2 %)")
                            .arg(*change >= 0 ? QStringLiteral("+") : QString())
                            .arg(formatDecimal(*change, 1));
            auto* cell = new QTableWidgetItem(text);
            cell->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            const ComparedFigure::Verdict verdict = figure.verdict(index);
            cell->setData(CompareWindow::kVerdictRole, static_cast<int>(verdict));
            const QColor background = CompareWindow::verdictColor(verdict);
            if (background.isValid()) {
                cell->setBackground(background);
                cell->setForeground(QColor(Qt::black));
            }
            switch (verdict) {
            case ComparedFigure::Verdict::Better:
                cell->setToolTip(CompareWindow::tr("better than %1").arg(names[0]));
                break;
            case ComparedFigure::Verdict::Worse:
                cell->setToolTip(CompareWindow::tr("worse than %1").arg(names[0]));
                break;
            case ComparedFigure::Verdict::WithinNoise:
                cell->setToolTip(CompareWindow::tr("within %1 % of %2: run-to-run noise")
                                     .arg(formatDecimal(ComparedFigure::kNoisePercent, 0))
                                     .arg(names[0]));
                break;
            case ComparedFigure::Verdict::Baseline:
                cell->setToolTip(CompareWindow::tr("the baseline of this figure"));
                break;
            case ComparedFigure::Verdict::Missing:
                cell->setToolTip(CompareWindow::tr("this run has no such figure"));
                break;
            }
            // How the figure's own runs agree, with the runs where they do not.
            if (value && spread.measured()) {
                QStringList runs;
                for (const double run : spread.runs)
                    runs << compareFigureText(run);
                const QString percent = formatDecimal(spread.cv * 100, 1);
                cell->setToolTip(cell->toolTip() + QLatin1Char('\n')
                    + (spread.unstable ? CompareWindow::tr(
                           "unstable: its runs spread by %1 % (%2), so a change may be their noise")
                                             .arg(percent, runs.join(QStringLiteral(", ")))
                                       : CompareWindow::tr("its runs spread by ±%1 % (%2)")
                                             .arg(percent, runs.join(QStringLiteral(", ")))));
                cell->setData(CompareWindow::kUnstableRole, spread.unstable);
            }
            if (value && figure.marked[index])
                cell->setToolTip(cell->toolTip() + QLatin1Char('\n')
                    + CompareWindow::tr("not confirmed by the drive's own counters (%1)")
                          .arg(QString::fromUtf8(kUnconfirmedMark)));
            table->setItem(row, i + 1, cell);
        }
    }
    // What each run's device confirmed of the bytes it claims, where that was recorded, marked where it
    // did not: a figure beside it may have come from a cache or shrunk by compression.
    const bool accounted = std::any_of(comparison.items.begin(), comparison.items.end(),
        [](const CompareItem& item) { return !item.run.accounting.empty(); });
    if (accounted) {
        const int row = table->rowCount();
        table->setRowCount(row + 1);
        table->setItem(row, 0, new QTableWidgetItem(CompareWindow::tr("Device confirmed")));
        for (int i = 0; i < count; ++i) {
            const std::vector<DeviceAccounting>& accounting = comparison.items[static_cast<size_t>(i)].run.accounting;
            auto* cell = new QTableWidgetItem(accounting.empty()
                    ? QStringLiteral("–")
                    : withUnconfirmedMark(accountingSummary(accounting, true), accounting));
            cell->setData(CompareWindow::kAccountingRole, accountingConfirmed(accounting));
            table->setItem(row, i + 1, cell);
        }
    }
    table->resizeColumnsToContents();
}

void fillChangeTable(QTableWidget* table, const Comparison& comparison, const QStringList& names)
{
    const int count = static_cast<int>(comparison.items.size());
    // What changed between the runs (core's list of host and device facts), then their caveats.
    table->setColumnCount(count + 1);
    QStringList factHeaders { CompareWindow::tr("Fact") };
    factHeaders += names;
    table->setHorizontalHeaderLabels(factHeaders);
    int row = 0;
    table->setRowCount(static_cast<int>(comparison.changes.size()) + 4);
    for (const FactChange& change : comparison.changes) {
        // Core's English names and values (as the CLI and JSON give them) in the window's words.
        table->setItem(row, 0, new QTableWidgetItem(translatedFact(change.fact)));
        // The test is each run's own description, which the run can give in the window's words.
        const bool test = change.fact == QLatin1String("test");
        for (int i = 0; i < count && i < change.values.size(); ++i)
            table->setItem(row, i + 1,
                new QTableWidgetItem(test ? comparison.items[static_cast<size_t>(i)].run.testTitle(true)
                                          : translatedFactValue(change.values[i])));
        ++row;
    }
    // Facts a run has no record of (fio's output names no host or drive) are no change, but say so.
    bool anyNotRecorded = false;
    for (const QStringList& facts : comparison.notRecorded)
        anyNotRecorded = anyNotRecorded || !facts.isEmpty();
    if (anyNotRecorded) {
        table->setItem(row, 0, new QTableWidgetItem(CompareWindow::tr("not recorded")));
        for (int i = 0; i < count && i < static_cast<int>(comparison.notRecorded.size()); ++i) {
            QStringList facts;
            for (const QString& fact : comparison.notRecorded[static_cast<size_t>(i)])
                facts += translatedFact(fact);
            auto* cell = new QTableWidgetItem(facts.join(QStringLiteral(", ")));
            cell->setToolTip(cell->text());
            table->setItem(row, i + 1, cell);
        }
        ++row;
    }
    // What each run cost its drives (SMART before and after) and how warm they ran, where recorded.
    auto perRun = [&](const QString& name, const std::function<QStringList(const SessionRun&)>& linesOf) {
        std::vector<QStringList> lines;
        bool any = false;
        for (const CompareItem& item : comparison.items) {
            lines.push_back(linesOf(item.run));
            any = any || !lines.back().isEmpty();
        }
        if (!any)
            return;
        table->setItem(row, 0, new QTableWidgetItem(name));
        for (int i = 0; i < count; ++i) {
            auto* cell = new QTableWidgetItem(lines[static_cast<size_t>(i)].join(QLatin1Char('\n')));
            cell->setToolTip(cell->text());
            table->setItem(row, i + 1, cell);
        }
        ++row;
    };
    perRun(CompareWindow::tr("SMART"), [](const SessionRun& run) { return smartChangesOf(run, true); });
    perRun(CompareWindow::tr("temperature"), [](const SessionRun& run) { return temperatureRangesOf(run, true); });
    bool anyCaveat = false;
    for (const CompareItem& item : comparison.items)
        anyCaveat = anyCaveat || !item.run.caveats.empty();
    if (anyCaveat) {
        table->setItem(row, 0, new QTableWidgetItem(CompareWindow::tr("caveats")));
        for (int i = 0; i < count; ++i) {
            QStringList texts;
            for (const Caveat& caveat : comparison.items[static_cast<size_t>(i)].run.caveats)
                texts += caveat.translatedText();
            auto* cell = new QTableWidgetItem(texts.join(QLatin1Char('\n')));
            cell->setToolTip(cell->text());
            table->setItem(row, i + 1, cell);
        }
        ++row;
    }
    table->setRowCount(row);
    table->resizeColumnsToContents();
}

} // namespace ds
