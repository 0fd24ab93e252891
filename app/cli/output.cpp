#include "output.h"
#include "sessionsupport.h"

#include "model/results/sweepresult.h"
#include "reports/resultcsv.h"
#include "run/cpumeter.h"

#include <QJsonArray>
#include <QSysInfo>
#include <QtGlobal>

#include <fmt/core.h>
#include <unistd.h>

namespace ds::cli {

QJsonObject versionsJson()
{
    return QJsonObject {
        { QStringLiteral("drivescope"), QStringLiteral(DRIVESCOPE_VERSION) },
        { QStringLiteral("qt"), QString::fromLatin1(qVersion()) },
        { QStringLiteral("liburing"), QStringLiteral(DRIVESCOPE_LIBURING_VERSION) },
        { QStringLiteral("kernel"), QSysInfo::kernelVersion() },
    };
}

QString formatLatency(double ns)
{
    if (ns < 1e3)
        return QStringLiteral("%1 ns").arg(ns, 0, 'f', 0);
    if (ns < 1e6)
        return QStringLiteral("%1 µs").arg(ns / 1e3, 0, 'f', ns < 1e4 ? 2 : 1);
    if (ns < 1e9)
        return QStringLiteral("%1 ms").arg(ns / 1e6, 0, 'f', ns < 1e7 ? 2 : 1);
    return QStringLiteral("%1 s").arg(ns / 1e9, 0, 'f', 2);
}

QString formatDecimalSize(uint64_t bytes)
{
    const double value = static_cast<double>(bytes);
    if (value >= 1e12)
        return QStringLiteral("%1 TB").arg(value / 1e12, 0, 'f', 2);
    if (value >= 1e9)
        return QStringLiteral("%1 GB").arg(value / 1e9, 0, 'f', 1);
    if (value >= 1e6)
        return QStringLiteral("%1 MB").arg(value / 1e6, 0, 'f', 1);
    return QStringLiteral("%1 kB").arg(value / 1e3, 0, 'f', 1);
}

std::string markedFigure(double value, int decimals, const WorkloadResult& result)
{
    return fmt::format("{:.{}f}{}", value, decimals, result.confirmed() ? "" : kUnconfirmedMark);
}

FigureColumns::FigureColumns(DisplayUnit unit, int throughputWidth, int iopsWidth, int latencyWidth)
    : m_unit(unit)
    , m_throughputWidth(throughputWidth)
    , m_iopsWidth(iopsWidth)
    , m_latencyWidth(latencyWidth)
{
}

int FigureColumns::decimals(DisplayUnit unit) const
{
    switch (unit) {
    case DisplayUnit::GigabytesPerSecond:
        return 3;
    case DisplayUnit::Iops:
        return 0;
    case DisplayUnit::MegabytesPerSecond:
    case DisplayUnit::Microseconds:
        break;
    }
    return 1;
}

std::string FigureColumns::figure(double value) const { return fmt::format("{:.{}f}", value, decimals(m_unit)); }

std::string FigureColumns::latency(double ns) const
{
    return m_unit == DisplayUnit::Microseconds ? fmt::format("{:.1f}", ns / 1e3) : u8(formatLatency(ns));
}

std::string FigureColumns::latencyTitle(const char* name) const
{
    return m_unit == DisplayUnit::Microseconds ? fmt::format("{} µs", name) : std::string(name);
}

std::string FigureColumns::titles(size_t first, size_t count) const
{
    std::string line;
    const std::vector<DisplayUnit> order = displayOrder(m_unit);
    for (size_t i = first; i < std::min(order.size(), first + count); ++i) {
        const DisplayUnit unit = order[i];
        if (!line.empty())
            line += ' ';
        if (unit == DisplayUnit::Microseconds)
            line += fmt::format("{:>{}}", latencyTitle("mean"), m_latencyWidth);
        else
            line += fmt::format(
                "{:>{}}", u8(displayUnitTitle(unit)), unit == DisplayUnit::Iops ? m_iopsWidth : m_throughputWidth);
    }
    return line;
}

std::string FigureColumns::cells(const DisplayFigures& figures, const char* mark, size_t first, size_t count) const
{
    std::string line;
    const std::vector<DisplayUnit> order = displayOrder(m_unit);
    for (size_t i = first; i < std::min(order.size(), first + count); ++i) {
        const DisplayUnit unit = order[i];
        if (!line.empty())
            line += ' ';
        if (unit == DisplayUnit::Microseconds)
            line += fmt::format(
                "{:>{}}", latency(figures.meanLatencyUs * 1e3) + (m_unit == unit ? mark : ""), m_latencyWidth);
        else
            line += fmt::format("{:>{}}", fmt::format("{:.{}f}{}", figures.in(unit), decimals(unit), mark),
                unit == DisplayUnit::Iops ? m_iopsWidth : m_throughputWidth);
    }
    return line;
}

void printResultTable(const WorkloadResult& result, DisplayUnit unit, std::FILE* out)
{
    const TargetInfo& target = result.target;
    fmt::print(out, "{}{}\n", u8(result.describe()), result.cancelled ? "  [CANCELLED: partial result]" : "");
    QString targetLine = QStringLiteral("%1 (%2, %3, %4-byte sectors%5)")
                             .arg(target.path, target.kindName(), formatDecimalSize(target.sizeBytes))
                             .arg(target.logicalSectorBytes)
                             .arg(target.directIo ? QStringLiteral(", O_DIRECT") : QStringLiteral(", page cache"));
    if (target.drive && !target.drive->model.isEmpty())
        targetLine += QStringLiteral(" on %1").arg(target.drive->model);
    fmt::print(out, "Target   {}\n", u8(targetLine));
    fmt::print(out, "Engine   {}{}\n", u8(result.engine),
        result.engineNotes.isEmpty() ? std::string() : " (" + u8(result.engineNotes) + ")");
    for (const QString& note : target.notes)
        fmt::print(out, "Note     {}\n", u8(note));
    const FigureColumns columns(unit);
    const char* mark = result.confirmed() ? "" : kUnconfirmedMark;
    fmt::print(out, "\n{:<8} {} {:>11} {:>11} {:>11} {:>7}\n", "", columns.titles(), columns.latencyTitle("p50"),
        columns.latencyTitle("p99"), columns.latencyTitle("max"), "errors");
    auto row = [&](const std::string& label, const RunMeasurement& run) {
        const LatencyHistogram latency = run.combinedLatency();
        fmt::print(out, "{:<8} {} {:>11} {:>11} {:>11} {:>7}\n", label, columns.cells(DisplayFigures::of(run), mark),
            columns.latency(static_cast<double>(latency.percentileNs(50))),
            columns.latency(static_cast<double>(latency.percentileNs(99))),
            columns.latency(static_cast<double>(latency.maxNs())), run.errorCount);
    };
    for (size_t i = 0; i < result.repeats.size(); ++i)
        row(fmt::format("run {}", i + 1), result.repeats[i]);
    const RunMeasurement total = result.merged();
    if (result.repeats.size() > 1) {
        // The mean of the runs' figures, and the spread of the unit's.
        const Repeatability spread = repeatabilityIn(result, unit);
        const Spread lead = Spread::of(spread.runs);
        const DisplayFigures mean { result.megabytesPerSecond().mean, result.iops().mean,
            spreadOf(result, [](const RunMeasurement& run) { return run.combinedLatency().meanNs() / 1e3; }).mean };
        const std::string title = u8(displayUnitTitle(unit));
        fmt::print(out, "{:<8} {}   (stdev {} {}; min {}, max {} {})\n", "mean", columns.cells(mean, mark),
            columns.figure(lead.stdev), title, columns.figure(lead.min), columns.figure(lead.max), title);
        fmt::print(out, "{:<8} {}{}\n", "spread", u8(spread.describe(displayUnitTitle(unit), columns.decimals(unit))),
            spread.unstable ? ", more than 5 %" : fmt::format(" (CV of the runs' {})", title));
    }

    const LatencySummary summary = LatencySummary::from(total.combinedLatency());
    fmt::print(out, "\nLatency  min {}, mean {}, stdev {}, max {} over {} requests\n", u8(formatLatency(summary.minNs)),
        u8(formatLatency(summary.meanNs)), u8(formatLatency(summary.stdevNs)),
        u8(formatLatency(static_cast<double>(summary.maxNs))), summary.count);
    std::string line;
    for (const auto& [p, ns] : summary.percentilesNs)
        line += fmt::format("p{}={}  ", p, u8(formatLatency(static_cast<double>(ns))));
    fmt::print(out, "         {}\n", line);
    fmt::print(out, "CPU      DriveScope {:.1f} % of one core (user {:.2f} s, system {:.2f} s); system busy {:.1f} %\n",
        total.cpu.processPercent, total.cpu.processUserSeconds, total.cpu.processSystemSeconds,
        total.cpu.systemBusyPercent);
    if (total.errorCount > 0) {
        fmt::print(out, "Errors   {} failed requests; first at offset {}\n", total.errorCount,
            total.errors.empty() ? 0 : total.errors.front().offset);
    }
    if (!total.stopReason.isEmpty())
        fmt::print(out, "Stopped  {}\n", u8(total.stopReason));
    fmt::print(out, "fio      {}\n", u8(result.fioCommand));
}

void printResultCsv(const WorkloadResult& result, bool header, std::FILE* out)
{
    fmt::print(out, "{}", workloadCsv(result, header));
}

ProgressLine::ProgressLine(QString label)
    : m_label(std::move(label))
    , m_enabled(isatty(STDERR_FILENO) == 1)
    , m_startNs(monotonicNs())
{
}

ProgressLine::~ProgressLine() { finish(); }

void ProgressLine::progress(const RunProgressReport& report)
{
    QStringList what;
    if (const QString stage = report.stage.describe(); !stage.isEmpty())
        what << stage;
    if (report.warmingUp)
        what << QStringLiteral("warming up");
    else if (report.megabytesPerSecond > 0 || report.iops > 0)
        what
            << QStringLiteral("%1 MB/s  %2 IOPS").arg(report.megabytesPerSecond, 0, 'f', 1).arg(report.iops, 0, 'f', 0);
    if (report.repeats > 1)
        what << QStringLiteral("run %1/%2").arg(report.repeat + 1).arg(report.repeats);
    // A workload knows its own ETA; for the rest, the time so far and the fraction done tell it.
    const double elapsed = static_cast<double>(monotonicNs() - m_startNs) / 1e9;
    const double eta = report.etaSeconds >= 0 ? report.etaSeconds
        : report.fraction > 0.005             ? elapsed * (1 - report.fraction) / report.fraction
                                              : -1;
    if (eta >= 0)
        what << QStringLiteral("ETA %1 s").arg(eta, 0, 'f', 0);
    updateFraction(report.fraction, what.join(QStringLiteral("  ")));
}

void ProgressLine::updateFraction(double fraction, const QString& what)
{
    if (!m_enabled)
        return;
    constexpr int width = 30;
    const int filled = std::clamp(static_cast<int>(fraction * width + 0.5), 0, width);
    fmt::print(stderr, "\r\033[K{} [{}{}] {:3.0f}%  {}", u8(m_label), std::string(static_cast<size_t>(filled), '#'),
        std::string(static_cast<size_t>(width - filled), '-'), fraction * 100, u8(what));
    std::fflush(stderr);
    m_drawn = true;
}

RunContext ProgressLine::context(const CommandLine& parser, const std::atomic<bool>& cancel)
{
    return coolingContext(RunContext(&cancel, parser.isSet(QStringLiteral("no-progress")) ? nullptr : this));
}

void ProgressLine::finish()
{
    if (m_drawn) {
        fmt::print(stderr, "\r\033[K");
        std::fflush(stderr);
        m_drawn = false;
    }
}

} // namespace ds::cli
