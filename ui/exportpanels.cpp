#include "exportpanels.h"

#include "translation.h"
#include "unitnames.h"

#include <QPainter>

#include <cmath>

namespace ds {

namespace {
    QString megabytes(double value) { return ExportPanels::tr("%1 MB/s").arg(formatDecimal(value, 1)); }

    // The point of a sweep with the most MB/s (or IOPS); nullptr when none was measured.
    const SweepPoint* bestPoint(const SweepResult& sweep, bool byIops)
    {
        const SweepPoint* best = nullptr;
        double bestValue = 0;
        for (const SweepPoint& point : sweep.points) {
            if (!point.measured())
                continue;
            const double value = byIops ? point.result->iops().mean : point.result->megabytesPerSecond().mean;
            if (!best || value > bestValue)
                best = &point, bestValue = value;
        }
        return best;
    }

    // The sweep's direction: read, write, or a mix.
    QString directionOf(const SweepResult& sweep)
    {
        const unsigned read = sweep.plan.base.readPercent;
        if (read == 100)
            return ExportPanels::tr("Read");
        if (read == 0)
            return ExportPanels::tr("Write");
        return ExportPanels::tr("Mixed, %1 % read").arg(read);
    }

    constexpr double kCardHeaderLines = 1.8;
    constexpr double kCardRowLines = 3.6;
    constexpr double kCardCommentLines = 1.6;

    // A test's name on its button's two lines: the last word under the others ("SEQ1M" / "Q8T1"), the
    // mix row's "MIX" over its test ("MIX" / "RND4K Q32T1").
    QString buttonName(const QString& name)
    {
        QStringList words = name.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (words.size() < 2)
            return name;
        if (words.size() > 2 && words.front() == QLatin1String("MIX")) {
            const QString mix = words.takeFirst();
            return mix + QLatin1Char('\n') + words.join(QLatin1Char(' '));
        }
        const QString last = words.takeLast();
        return words.join(QLatin1Char(' ')) + QLatin1Char('\n') + last;
    }

    // The largest font up to `font`'s size that fits `text` (lines) inside `box`.
    QFont fittedFont(QFont font, const QString& text, const QSizeF& box, const QPaintDevice* device)
    {
        for (int pixels = font.pixelSize(); pixels > 4; --pixels) {
            font.setPixelSize(pixels);
            const QRectF needed
                = QFontMetricsF(font, device).boundingRect(QRectF(QPointF(0, 0), box), Qt::AlignCenter, text);
            if (needed.width() <= box.width() && needed.height() <= box.height())
                break;
        }
        return font;
    }
}

QString ExportPanels::testName(const FinishedRun& run, const QString& pageTitle)
{
    if (const HdTachPlan* hdtach = run.plan.getIf<HdTachPlan>())
        return hdtach->surface.write ? tr("Surface write") : tr("Surface read");
    return pageTitle;
}

std::vector<ExportStat> ExportPanels::statsOf(const FinishedRun& run)
{
    std::vector<ExportStat> stats;
    switch (run.plan.kind()) {
    case TestKind::Surface:
        if (run.surface()) {
            const SurfaceResult& surface = *run.surface();
            stats.push_back({ tr("Transfer rate"), QString() });
            stats.push_back({ tr("Minimum"), megabytes(surface.minMegabytesPerSecond()) });
            stats.push_back({ tr("Maximum"), megabytes(surface.maxMegabytesPerSecond()) });
            stats.push_back({ tr("Average"), megabytes(surface.surfaceAverageMegabytesPerSecond()) });
            stats.push_back({ tr("Whole drive"), megabytes(surface.averageMegabytesPerSecond()) });
            if (run.access())
                stats.push_back({ tr("Access time"), tr("%1 ms").arg(formatDecimal(run.access()->averageMs(), 2)) });
            if (run.burst())
                stats.push_back({ tr("Burst rate"), megabytes(run.burst()->bestMegabytesPerSecond()) });
            stats.push_back({ tr("CPU"), tr("%1 % of one core").arg(formatDecimal(surface.cpu.processPercent, 1)) });
            stats.push_back({ tr("System busy"), tr("%1 %").arg(formatDecimal(surface.cpu.systemBusyPercent, 1)) });
        }
        break;
    case TestKind::BlockSize:
        for (const SweepResult& sweep : run.sweeps()) {
            const SweepPoint* fastest = bestPoint(sweep, false);
            const SweepPoint* busiest = bestPoint(sweep, true);
            if (!fastest)
                continue;
            stats.push_back({ directionOf(sweep), QString() });
            stats.push_back({ tr("Peak"),
                tr("%1 at %2")
                    .arg(megabytes(fastest->result->megabytesPerSecond().mean), formatBinarySize(fastest->value)) });
            stats.push_back({ tr("Peak IOPS"),
                tr("%1 at %2").arg(formatDecimal(busiest->result->iops().mean, 0), formatBinarySize(busiest->value)) });
        }
        if (!stats.empty() && !run.sweeps().empty())
            stats.push_back({ tr("Queue depth"), QString::number(run.sweeps().front().get().plan.base.queueDepth) });
        break;
    case TestKind::QueueDepth:
        for (const SweepResult& sweep : run.sweeps()) {
            const SweepPoint* busiest = bestPoint(sweep, true);
            if (!busiest)
                continue;
            // The same figures as the chart's (the mean over the point's repeats).
            const PointFigures figures = PointFigures::of(*busiest->result);
            stats.push_back({ directionOf(sweep), QString() });
            stats.push_back({ tr("Peak IOPS"),
                tr("%1 at QD%2").arg(formatDecimal(busiest->result->iops().mean, 0)).arg(busiest->value) });
            stats.push_back({ tr("MB/s there"), megabytes(busiest->result->megabytesPerSecond().mean) });
            stats.push_back({ tr("p99 latency there"), tr("%1 µs").arg(formatDecimal(figures.p99LatencyUs.mean, 0)) });
            for (const SweepPoint& point : sweep.points)
                if (point.measured() && point.value == 1) {
                    stats.push_back({ tr("IOPS at QD1"), formatDecimal(point.result->iops().mean, 0) });
                    break;
                }
        }
        break;
    case TestKind::Patterns:
        if (run.patterns() && !run.patterns()->patterns.empty()) {
            stats.push_back({ tr("Rating (IOPS)"), QString() });
            for (const PatternResult& pattern : run.patterns()->patterns)
                stats.push_back(
                    { pattern.pattern.name, pattern.rating() ? formatDecimal(*pattern.rating(), 0) : tr("not rated") });
        }
        break;
    case TestKind::MultiTarget:
        if (const auto steps = run.multiSteps(); !steps.empty()) {
            const MultiTargetResult& all = steps.back();
            stats.push_back({ tr("All drives together"), QString() });
            stats.push_back({ tr("Drives"), QString::number(all.perTarget.size()) });
            stats.push_back({ tr("Throughput"), megabytes(all.aggregateMegabytesPerSecond().mean) });
            stats.push_back({ tr("IOPS"), formatDecimal(all.aggregateIops().mean, 0) });
            if (steps.size() > 1) {
                const MultiTargetResult& one = steps.front();
                stats.push_back({ tr("One drive"), megabytes(one.aggregateMegabytesPerSecond().mean) });
            }
        }
        break;
    case TestKind::SustainedWrite:
        if (run.sustained()) {
            const SustainedResult& result = *run.sustained();
            stats.push_back({ tr("Average"), megabytes(result.averageMegabytesPerSecond) });
            stats.push_back({ tr("Written"),
                tr("%1 GB in %2 s")
                    .arg(
                        formatDecimal(static_cast<double>(result.bytes) / 1e9, 1), formatDecimal(result.seconds, 0)) });
            if (result.cliff.found) {
                stats.push_back({ tr("Write cache"), QString() });
                stats.push_back({ tr("Cache size"),
                    tr("%1 GB").arg(formatDecimal(static_cast<double>(result.cliff.bytes) / 1e9, 1)) });
                stats.push_back({ tr("In the cache"), megabytes(result.cliff.beforeMegabytesPerSecond) });
                stats.push_back({ tr("After the cache"), megabytes(result.cliff.afterMegabytesPerSecond) });
            } else {
                stats.push_back({ tr("Write cache"), tr("no fall in the rate") });
            }
        }
        break;
    case TestKind::ErrorScan:
        if (const ErrorScanResult* scan = run.errorScan()) {
            stats.push_back({ tr("Blocks"), QString::number(scan->blocks.size()) });
            stats.push_back({ tr("Slow"), QString::number(scan->countOf(BlockClass::Slow)) });
            stats.push_back({ tr("Very slow"), QString::number(scan->countOf(BlockClass::VerySlow)) });
            stats.push_back({ tr("With errors"), QString::number(scan->countOf(BlockClass::Error)) });
            stats.push_back({ tr("Average"), megabytes(scan->averageMegabytesPerSecond()) });
        }
        break;
    case TestKind::Consistency:
        if (const ConsistencyResult* consistency = run.consistency()) {
            const ConsistencyScore score = consistency->score();
            stats.push_back({ tr("Scored average"), tr("%1 IOPS").arg(formatDecimal(score.scored.meanIops, 0)) });
            stats.push_back({ tr("Average ÷ std. dev."), formatDecimal(score.scored.consistency(), 1) });
            stats.push_back({ tr("Slowest interval"), tr("%1 IOPS").arg(formatDecimal(score.scored.minIops, 0)) });
        }
        break;
    case TestKind::Pts:
        if (const PtsResult* pts = run.pts()) {
            const PtsLayout& layout = pts->plan.layout();
            stats.push_back({ tr("Rounds"), QString::number(pts->rounds.size()) });
            if (pts->plan.steadyStateTest())
                stats.push_back({ tr("Steady state"),
                    pts->steadyState ? tr("in round %1").arg(pts->windowFirstRound + pts->windowRounds)
                                     : tr("not reached") });
            if (pts->windowRounds > 0 && !pts->table.empty())
                for (size_t cell : layout.tracking.empty() ? std::vector<size_t> { 0 } : layout.tracking) {
                    if (cell >= pts->table.size())
                        continue;
                    const QString value = pts->plan.test == PtsTest::Throughput
                        ? megabytes(pts->windowMegabytesPerSecond(cell))
                        : tr("%1 IOPS").arg(formatDecimal(pts->table[cell], 0));
                    stats.push_back({ layout.cellName(cell), value });
                }
        }
        break;
    case TestKind::QuickSuite:
        break;
    }
    return stats;
}

double ExportPanels::quickSuiteCardLines(const QuickSuiteResult& result)
{
    return kCardHeaderLines + kCardRowLines * static_cast<double>(std::max<size_t>(result.rows.size(), 1)) + 1.0
        + (result.options.comment.trimmed().isEmpty() ? 0.0 : kCardCommentLines);
}

ExportPanels::QuickCardText ExportPanels::quickSuiteCardText(const QuickSuiteResult& result, DisplayUnit unit)
{
    QuickCardText text;
    const QString title = UnitNames::of(unit);
    text.headings[0] = tr("Read (%1)").arg(title);
    text.headings[1] = tr("Write (%1)").arg(title);
    const std::vector<DisplayUnit> order = displayOrder(unit);
    auto small = [](const QuickFigure& value, DisplayUnit part) {
        switch (part) {
        case DisplayUnit::MegabytesPerSecond:
            return tr("%1 MB/s").arg(formatDecimal(value.megabytesPerSecond, 2));
        case DisplayUnit::GigabytesPerSecond:
            return tr("%1 GB/s").arg(formatDecimal(value.in(part), 3));
        case DisplayUnit::Iops:
            return tr("%1 IOPS").arg(formatDecimal(value.iops, 0));
        case DisplayUnit::Microseconds:
            break;
        }
        return tr("%1 µs").arg(formatDecimal(value.meanLatencyUs, 1));
    };
    auto cell = [&](const std::optional<WorkloadResult>& side) {
        if (!side)
            return QuickCardCell { QStringLiteral("–"), QString() };
        const QuickFigure value = result.figure(*side);
        return QuickCardCell { formatDecimal(value.in(unit), displayUnitDecimals(unit)),
            tr("%1 · %2").arg(small(value, order[1]), small(value, order[2])) };
    };
    // The mix row's one figure stands under Read; its write column says the mix.
    for (const QuickSuiteRow& row : result.rows) {
        text.names += buttonName(row.name);
        QuickCardCell second = cell(row.mix ? std::nullopt : row.write);
        if (row.mix && result.options.mixReadPercent)
            second = QuickCardCell { QString(),
                tr("mix: %1 % read, %2 % write")
                    .arg(*result.options.mixReadPercent)
                    .arg(100 - *result.options.mixReadPercent) };
        text.rows.emplace_back(cell(row.mix ? row.mix : row.read), second);
    }
    text.comment = result.options.comment.trimmed();
    return text;
}

void ExportPanels::paintQuickSuiteCard(
    QPainter& painter, const QRectF& area, const QuickSuiteResult& result, double textPixels, DisplayUnit unit)
{
    const QuickCardText text = quickSuiteCardText(result, unit);
    QFont body = painter.font();
    body.setPixelSize(static_cast<int>(std::lround(textPixels)));
    // Smaller text where the image is too short for the card at the image's text size.
    const double needed = quickSuiteCardLines(result) * QFontMetricsF(body, painter.device()).lineSpacing();
    if (needed > area.height() && area.height() > 0) {
        textPixels = std::max(6.0, textPixels * area.height() / needed);
        body.setPixelSize(static_cast<int>(std::lround(textPixels)));
    }
    const double line = QFontMetricsF(body, painter.device()).lineSpacing();
    const double margin = line * 0.6;
    const double headerHeight = kCardHeaderLines * line;
    const double rowHeight = kCardRowLines * line;
    const double left = area.left() + margin;
    const double width = area.width() - 2 * margin;
    const double nameWidth = width * 0.24;
    const double cellWidth = (width - nameWidth - margin) / 2;

    QFont header = body;
    header.setBold(true);
    header.setPixelSize(static_cast<int>(std::lround(textPixels * 1.2)));
    QFont name = header;
    QFont figure = body;
    figure.setBold(true);
    figure.setPixelSize(static_cast<int>(std::lround(textPixels * 2.3)));
    QFont detail = body;
    detail.setPixelSize(static_cast<int>(std::lround(textPixels * 0.9)));

    painter.save();
    // On a panel of its own, like CrystalDiskMark's window, so it reads the same on a dark export.
    const double commentHeight = text.comment.isEmpty() ? 0.0 : kCardCommentLines * line;
    const double cardHeight = std::min(area.height() - margin * 0.5,
        headerHeight + rowHeight * static_cast<double>(result.rows.size()) + commentHeight + margin);
    painter.setPen(QPen(QColor(190, 190, 190), 1));
    painter.setBrush(QColor(250, 250, 250));
    painter.drawRoundedRect(
        QRectF(area.left() + margin * 0.5, area.top(), area.width() - margin, cardHeight), margin * 0.5, margin * 0.5);
    double y = area.top() + margin * 0.5;
    painter.setPen(QColor(30, 30, 30));
    painter.setFont(header);
    for (int column = 0; column < 2; ++column)
        painter.drawText(QRectF(left + nameWidth + margin + column * cellWidth, y, cellWidth, headerHeight),
            Qt::AlignCenter, text.headings[column]);
    y += headerHeight;
    for (size_t index = 0; index < result.rows.size(); ++index) {
        const QuickSuiteRow& row = result.rows[index];
        const QRectF nameCell(left, y + margin * 0.25, nameWidth, rowHeight - margin * 0.5);
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(46, 125, 50));
        painter.drawRoundedRect(nameCell, margin * 0.4, margin * 0.4);
        painter.setPen(Qt::white);
        // "SEQ1M Q8T1" on two lines, as CrystalDiskMark shows it, in a size that stays inside the button.
        const QRectF nameText = nameCell.adjusted(margin * 0.3, margin * 0.1, -margin * 0.3, -margin * 0.1);
        painter.setFont(fittedFont(
            name, text.names.value(static_cast<qsizetype>(index), row.name), nameText.size(), painter.device()));
        painter.drawText(nameText, Qt::AlignCenter, text.names.value(static_cast<qsizetype>(index), row.name));
        const QuickCardCell* cells[2] = { &text.rows[index].first, &text.rows[index].second };
        for (int column = 0; column < 2; ++column) {
            const QRectF cell(left + nameWidth + margin + column * cellWidth + margin * 0.25, y + margin * 0.25,
                cellWidth - margin * 0.5, rowHeight - margin * 0.5);
            painter.setPen(QPen(QColor(160, 170, 160), 1));
            painter.setBrush(QColor(240, 246, 240));
            painter.drawRoundedRect(cell, margin * 0.4, margin * 0.4);
            painter.setPen(QColor(20, 20, 20));
            const QuickCardCell& side = *cells[column];
            const QRectF inner = cell.adjusted(margin, 0, -margin, 0);
            painter.setFont(figure);
            if (side.detail.isEmpty()) {
                painter.drawText(inner, Qt::AlignRight | Qt::AlignVCenter, side.figure);
                continue;
            }
            if (side.figure.isEmpty()) {
                painter.setFont(fittedFont(body, side.detail, inner.size(), painter.device()));
                painter.setPen(QColor(70, 70, 70));
                painter.drawText(inner, Qt::AlignCenter | Qt::TextWordWrap, side.detail);
                continue;
            }
            painter.drawText(inner.adjusted(0, 0, 0, -line * 0.8), Qt::AlignRight | Qt::AlignVCenter, side.figure);
            painter.setFont(detail);
            painter.setPen(QColor(70, 70, 70));
            painter.drawText(inner.adjusted(0, 0, 0, -margin * 0.3), Qt::AlignRight | Qt::AlignBottom, side.detail);
        }
        y += rowHeight;
    }
    if (!text.comment.isEmpty()) {
        // CrystalDiskMark's comment line under its grid.
        QFont comment = body;
        comment.setItalic(true);
        painter.setFont(comment);
        painter.setPen(QColor(40, 40, 40));
        const QRectF commentLine(left, y, width, commentHeight);
        painter.drawText(commentLine, Qt::AlignLeft | Qt::AlignVCenter,
            QFontMetricsF(comment, painter.device()).elidedText(text.comment, Qt::ElideRight, commentLine.width()));
    }
    painter.restore();
}

} // namespace ds
