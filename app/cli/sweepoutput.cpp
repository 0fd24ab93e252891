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

std::string sweepCsvHeader()
{
    return "test,pattern,target,value,block_bytes,queue_depth,status,reason,repeats,mb_per_s,mb_per_s_stdev,"
           "mb_per_s_min,mb_per_s_max,iops,iops_stdev,iops_min,iops_max,lat_mean_us,lat_p50_us,lat_p99_us,"
           "lat_p99.9_us,lat_max_us,cpu_process_pct,errors,rating_iops,fio_command,jobs,data,device_read_confirmed_pct,"
           "device_write_confirmed_pct\n";
}

std::string sweepCsvRows(const SweepResult& result, const QString& test, const QString& pattern, double rating)
{
    auto quoted = [](const QString& text) {
        QString escaped = text;
        escaped.replace(QLatin1Char('"'), QLatin1String("\"\""));
        return fmt::format("\"{}\"", escaped.toStdString());
    };
    std::string rows;
    for (const SweepPoint& point : result.points) {
        const QString status = !point.measured() ? QStringLiteral("skipped")
            : point.result->cancelled            ? QStringLiteral("cancelled")
                                                 : QStringLiteral("measured");
        rows += fmt::format("{},{},{},{},{},{},{},{},", u8(test), quoted(pattern), quoted(result.target.path),
            point.value, point.spec.largestBlock(), point.spec.queueDepth, u8(status), quoted(point.skipReason));
        if (point.measured()) {
            const PointFigures f = PointFigures::of(*point.result);
            rows += fmt::format("{},{:.3f},{:.3f},{:.3f},{:.3f},{:.1f},{:.1f},{:.1f},{:.1f},{:.3f},{:.3f},{:.3f},{:.3f}"
                                ",{:.3f},{:.1f},{},",
                point.result->repeats.size(), f.megabytesPerSecond.mean, f.megabytesPerSecond.stdev,
                f.megabytesPerSecond.min, f.megabytesPerSecond.max, f.iops.mean, f.iops.stdev, f.iops.min, f.iops.max,
                f.meanLatencyUs.mean, f.p50LatencyUs.mean, f.p99LatencyUs.mean, f.p999LatencyUs.mean,
                f.maxLatencyUs.max, f.cpuPercent.mean, f.errors);
        } else {
            rows += "0,,,,,,,,,,,,,,,,";
        }
        rows += rating >= 0 ? fmt::format("{:.1f},", rating) : std::string(",");
        rows += quoted(point.fioCommand);
        // The point's own accounting by the device; empty where it was not counted.
        const std::optional<DeviceAccounting> accounting = point.result ? point.result->accounting : std::nullopt;
        auto share = [](const std::optional<double>& value) {
            return value ? fmt::format("{:.1f}", *value * 100) : std::string();
        };
        rows += fmt::format(",{},{},{},{}\n", point.spec.jobs, u8(dataPatternName(point.spec.data)),
            share(accounting ? accounting->readShare() : std::nullopt),
            share(accounting ? accounting->writeShare() : std::nullopt));
    }
    return rows;
}

} // namespace ds::cli
