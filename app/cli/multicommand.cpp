#include "multicommand.h"

#include "commandsupport.h"
#include "model/plansettings.h"
#include "model/usererror.h"
#include "run/benchmarks/multitarget.h"
#include "runcommand.h"
#include "sessionsupport.h"
#include "workloadoptions.h"

#include <QJsonArray>

#include <fmt/core.h>

#include <algorithm>

namespace ds::cli {

static void printMultiTable(const MultiTargetResult& result, DisplayUnit unit, std::FILE* out)
{
    // The first column as wide as the longest target's name, so the figures stay in their columns.
    size_t width = 28;
    for (const WorkloadResult& target : result.perTarget)
        width = std::max(width, u8(target.target.path).size());
    const FigureColumns columns(unit, 10, 11, 10);
    fmt::print(out, "{:<{}} {} {:>8} {} {:>10} {:>10} {:>7}\n", "", width, columns.titles(0, 1), "±",
        columns.titles(1, 2), columns.latencyTitle("p99"), columns.latencyTitle("max"), "errors");
    // A target's figures carry the mark where its drive did not confirm them; the sum, where any did not.
    // The ± is the stdev of the unit's figure over the repeats.
    auto row = [&](const std::string& label, const Spread& mbps, const Spread& iops,
                   const std::vector<RunMeasurement>& repeats, const RunMeasurement& total, bool confirmed) {
        const LatencyHistogram latency = total.combinedLatency();
        const char* mark = confirmed ? "" : kUnconfirmedMark;
        std::vector<double> leads;
        for (const RunMeasurement& run : repeats)
            leads.push_back(DisplayFigures::of(run).in(unit));
        const DisplayFigures means { mbps.mean, iops.mean, latency.meanNs() / 1e3 };
        fmt::print(out, "{:<{}} {} {:>8} {} {:>10} {:>10} {:>7}\n", label, width, columns.cells(means, mark, 0, 1),
            columns.figure(Spread::of(leads).stdev), columns.cells(means, mark, 1, 2),
            columns.latency(static_cast<double>(latency.percentileNs(99))),
            columns.latency(static_cast<double>(latency.maxNs())), total.errorCount);
    };
    for (const WorkloadResult& target : result.perTarget)
        row(u8(target.target.path), target.megabytesPerSecond(), target.iops(), target.repeats, target.merged(),
            target.confirmed());
    row(fmt::format("all {} together", result.perTarget.size()), result.aggregateMegabytesPerSecond(),
        result.aggregateIops(), result.aggregateRepeats, result.aggregate(),
        std::all_of(result.perTarget.begin(), result.perTarget.end(),
            [](const WorkloadResult& target) { return target.confirmed(); }));
    const RunMeasurement total = result.aggregate();
    fmt::print(out, "CPU      DriveScope {:.1f} % of one core; system busy {:.1f} %\n", total.cpu.processPercent,
        total.cpu.systemBusyPercent);
}

void declareMultiOptions(OptionList& options)
{
    options.addOption(option(QStringLiteral("targets"),
        QStringLiteral("Comma-separated block devices or directories (a test file is made in each)."),
        QStringLiteral("list")));
    options.addOption(option(QStringLiteral("scaling"), QStringLiteral("Run on 1, 2 … N of the targets in turn.")));
    options.addOption(option(QStringLiteral("file-size"), QStringLiteral("Size of each test file (default 1G)."),
        QStringLiteral("size"), QStringLiteral("1G")));
    options.addOption(option(QStringLiteral("allow-destroy"),
        QStringLiteral("Allow writing to these block devices (comma-separated or repeated), destroying their data."),
        QStringLiteral("devices")));
    addEngineAndOutputOptions(options);
    addWorkloadOptions(options, kOpAll);
    addUnitOption(options);
}

int multiCommand(const CommandLine& parser, const std::atomic<bool>& cancel)
{
    QStringList paths = splitList(parser.value(QStringLiteral("targets")), QStringLiteral("targets"));
    if (paths.isEmpty())
        throw UserError(QStringLiteral("multi needs --targets A,B,… (block devices or directories)"));
    checkTargetCount(paths.size());
    if (paths.removeDuplicates() > 0)
        throw UserError(QStringLiteral("a target is named twice in --targets"));
    QStringList allowDestroy;
    for (const QString& value : parser.values(QStringLiteral("allow-destroy")))
        allowDestroy += splitList(value, QStringLiteral("allow-destroy"));
    const WorkloadSpec spec = workloadFromOptions(parser, kOpAll);
    spec.validate(UINT64_MAX / 2, 1);
    const auto [engine, format, showProgress] = runSettings(parser);
    const DisplayUnit unit = displayUnit(parser);

    // All targets open (and every write checked) before any I/O; any failure closes the others.
    TargetRequest request;
    request.paths = paths;
    request.pathsSetting = QStringLiteral("--targets");
    request.writes = spec.writes();
    request.allowDestroy = allowDestroy;
    request.testFileBytes = parseSize(parser.value(QStringLiteral("file-size")));
    request.cancel = &cancel;
    const std::vector<std::unique_ptr<Target>> targets = openTargetsOrCancel(request, showProgress);
    if (targets.empty())
        return kExitCancelled;
    std::vector<const Target*> pointers;
    for (const auto& target : targets)
        pointers.push_back(target.get());
    ProgressLine progress(QStringLiteral("multi"));
    const RunContext context = progress.context(parser, cancel);
    MultiTargetScaling scaling;
    if (parser.isSet(QStringLiteral("scaling")))
        scaling = runMultiTargetScaling(pointers, spec, engine, context);
    else {
        scaling.steps.push_back(runMultiTarget(pointers, spec, engine, context));
        scaling.cancelled = scaling.steps.back().cancelled;
    }
    progress.finish();

    switch (format) {
    case OutputFormat::Json: {
        QJsonObject document
            = parser.isSet(QStringLiteral("scaling")) ? scaling.toJson() : scaling.steps.back().toJson();
        document.insert(QStringLiteral("test"), QStringLiteral("multi"));
        document.insert(QStringLiteral("workload"), spec.toJson());
        document.insert(QStringLiteral("description"), spec.describe());
        document.insert(QStringLiteral("cancelled"), scaling.cancelled);
        printJson(parser.isSet(QStringLiteral("scaling")) ? withRunNotes(document, scaling)
                                                          : withRunNotes(document, scaling.steps.back()));
        break;
    }
    case OutputFormat::Csv:
        fmt::print("targets,target,repeat,seconds,mb_per_s,iops,lat_mean_us,lat_p99_us,lat_max_us,errors,cancelled,"
                   "fio_command\n");
        for (const MultiTargetResult& step : scaling.steps) {
            auto rowFor = [&](const QString& name, size_t repeat, const RunMeasurement& run, const QString& fio) {
                const LatencyHistogram latency = run.combinedLatency();
                QString quotedFio = fio;
                quotedFio.replace(QLatin1Char('"'), QLatin1String("\"\""));
                fmt::print("{},\"{}\",{},{:.6f},{:.3f},{:.1f},{:.3f},{:.3f},{:.3f},{},{},\"{}\"\n",
                    step.perTarget.size(), u8(name), repeat + 1, run.seconds, run.megabytesPerSecond(), run.iops(),
                    latency.meanNs() / 1e3, static_cast<double>(latency.percentileNs(99)) / 1e3,
                    static_cast<double>(latency.maxNs()) / 1e3, run.errorCount, run.cancelled ? 1 : 0, u8(quotedFio));
            };
            for (const WorkloadResult& target : step.perTarget)
                for (size_t r = 0; r < target.repeats.size(); ++r)
                    rowFor(target.target.path, r, target.repeats[r], target.fioCommand);
            for (size_t r = 0; r < step.aggregateRepeats.size(); ++r)
                rowFor(QStringLiteral("aggregate"), r, step.aggregateRepeats[r], step.fioCommand);
        }
        break;
    case OutputFormat::Table:
        fmt::print("Several targets at once: {}{}\n", u8(spec.describe()),
            scaling.cancelled ? "  [CANCELLED: partial result]" : "");
        for (const MultiTargetResult& step : scaling.steps) {
            fmt::print("\n{} target{}, engine {}\n", step.perTarget.size(), step.perTarget.size() == 1 ? "" : "s",
                step.perTarget.empty() ? std::string() : u8(step.perTarget.front().engine));
            printMultiTable(step, unit, stdout);
            fmt::print("fio      {}\n", u8(step.fioCommand));
        }
        if (scaling.steps.size() > 1) {
            // The unit's figure and the next one (MB/s and IOPS as before for MB/s); "x one" of the
            // unit's figure, so with µs it says how much longer requests wait with more drives.
            // "of alone": the step's figure over what its targets did each alone, added up (for µs,
            // their mean weighed by their IOPS): 1.00 is perfect scaling.
            const FigureColumns columns(unit, 10, 11, 10);
            if (!scaling.alone.empty()) {
                size_t width = 6;
                for (const WorkloadResult& target : scaling.alone)
                    width = std::max(width, static_cast<size_t>(target.target.path.size()));
                fmt::print("\nAlone    {:<{}} {}\n", "target", width, columns.titles(0, 2));
                for (const WorkloadResult& target : scaling.alone)
                    fmt::print("         {:<{}} {}\n", u8(target.target.path), width,
                        columns.cells(DisplayFigures::meanOf(target.repeats), "", 0, 2));
            }
            const std::vector<double> reference = scaling.referenceIn(unit);
            fmt::print("\nScaling  {:>8} {} {:>10}\n", "targets", columns.titles(0, 2), "of alone");
            for (size_t index = 0; index < scaling.steps.size(); ++index) {
                const DisplayFigures figures = scaling.steps[index].aggregateFigures();
                const std::string share = index < reference.size() && reference[index] > 0
                    ? fmt::format("{:>10.2f}", figures.in(unit) / reference[index])
                    : fmt::format("{:>10}", "-");
                fmt::print("         {:>8} {} {}\n", scaling.steps[index].perTarget.size(),
                    columns.cells(figures, "", 0, 2), share);
            }
        }
        break;
    }
    if (parser.isSet(QStringLiteral("scaling")))
        return recordAndExit(parser, scaling, format);
    return recordAndExit(parser, scaling.steps.back(), format);
}

} // namespace ds::cli
