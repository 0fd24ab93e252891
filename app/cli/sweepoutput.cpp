#include "sweepoutput.h"

#include "output.h"

#include <fmt/core.h>

namespace ds::cli {

QString pointLabel(const SweepResult& result, const SweepPoint& point)
{
    return result.plan.kind == SweepKind::BlockSize ? formatBinarySize(point.value) : QString::number(point.value);
}

void printSweepHeading(const SweepResult& result, const QString& title, std::FILE* out)
{
    const TargetInfo& target = result.target;
    const WorkloadSpec& base = result.plan.base;
    const QString amount = base.durationSeconds > 0
        ? QStringLiteral("%1 s per point").arg(base.durationSeconds)
        : QStringLiteral("%1 per point").arg(formatBinarySize(base.totalBytes));
    fmt::print(out, "{}: {}{}{}{}\n", u8(title), u8(amount),
        base.warmupSeconds > 0 ? fmt::format(" after {} s warm-up", base.warmupSeconds) : std::string(),
        base.repeats > 1 ? fmt::format(", {} repeats (mean ± stdev)", base.repeats) : std::string(),
        result.cancelled ? "  [CANCELLED: partial result]" : "");
    fmt::print(out, "Target   {} ({}, {}, {}-byte sectors{})\n", u8(target.path), u8(target.kindName()),
        u8(formatDecimalSize(target.sizeBytes)), target.logicalSectorBytes,
        target.directIo ? ", O_DIRECT" : ", page cache");
    fmt::print(out, "Engine   {}\n", u8(result.engine));
    for (const QString& note : target.notes)
        fmt::print(out, "Note     {}\n", u8(note));
}

void printSweepTable(const SweepResult& result, const QString& valueTitle, DisplayUnit unit, std::FILE* out)
{
    const FigureColumns columns(unit, 10, 11, 10);
    // The ± column after the first figure, the unit's.
    fmt::print(out, "\n{:>8} {} {:>8} {} {:>10} {:>10} {:>10} {:>10} {:>6} {:>6}\n", u8(valueTitle),
        columns.titles(0, 1), "±", columns.titles(1, 2), columns.latencyTitle("p50"), columns.latencyTitle("p99"),
        columns.latencyTitle("p99.9"), columns.latencyTitle("max"), "CPU %", "errors");
    for (const SweepPoint& point : result.points) {
        const std::string label = u8(pointLabel(result, point));
        if (!point.measured()) {
            fmt::print(out, "{:>8} skipped: {}\n", label, u8(point.skipReason));
            continue;
        }
        const PointFigures figures = PointFigures::of(*point.result);
        const Repeatability spread = repeatabilityIn(*point.result, unit);
        const DisplayFigures means { figures.megabytesPerSecond.mean, figures.iops.mean, figures.meanLatencyUs.mean };
        const char* mark = point.result->confirmed() ? "" : kUnconfirmedMark;
        fmt::print(out, "{:>8} {} {:>8} {} {:>10} {:>10} {:>10} {:>10} {:>6.1f} {:>6}{}{}\n", label,
            columns.cells(means, mark, 0, 1), columns.figure(Spread::of(spread.runs).stdev),
            columns.cells(means, mark, 1, 2), columns.latency(figures.p50LatencyUs.mean * 1e3),
            columns.latency(figures.p99LatencyUs.mean * 1e3), columns.latency(figures.p999LatencyUs.mean * 1e3),
            columns.latency(figures.maxLatencyUs.max * 1e3), figures.cpuPercent.mean, figures.errors,
            point.result->cancelled ? "  (cancelled)" : "",
            spread.unstable ? "  " + u8(spread.describe(displayUnitTitle(unit), columns.decimals(unit)))
                            : std::string());
    }
    fmt::print(out, "\nThe same points with fio:\n");
    for (const SweepPoint& point : result.points)
        fmt::print(out, "{:>8}  {}\n", u8(pointLabel(result, point)), u8(point.fioCommand));
}

} // namespace ds::cli
