#include "patterncommand.h"

#include "commandsupport.h"
#include "files/patternfile.h"
#include "model/plansettings.h"
#include "model/usererror.h"
#include "run/benchmarks/patternsuite.h"
#include "runcommand.h"
#include "sessionsupport.h"
#include "sweepoutput.h"
#include "workloadoptions.h"

#include <fmt/core.h>

namespace ds::cli {

void declarePatternOptions(OptionList& options)
{
    addTargetOptions(options);
    options.addOption(option(QStringLiteral("patterns"),
        QStringLiteral("Built-in patterns to run: FileServer, WebServer, Database, Workstation (default: all four, "
                       "unless --pattern-file is given)."),
        QStringLiteral("names")));
    options.addOption(option(QStringLiteral("pattern-file"),
        QStringLiteral("Run the patterns of this JSON file (schema in docs/manual.md, Pattern files)."),
        QStringLiteral("file")));
    options.addOption(option(QStringLiteral("loads"),
        QStringLiteral("Outstanding I/Os for every pattern, overriding their own (default 1,4,16,64,256)."),
        QStringLiteral("list")));
    options.addOption(option(QStringLiteral("list-patterns"), QStringLiteral("Print the built-in patterns and exit.")));
    WorkloadDefaults defaults;
    defaults.duration = QStringLiteral("2");
    defaults.warmup = QStringLiteral("0.5");
    defaults.durationHelp = QStringLiteral("Seconds to measure per load");
    addWorkloadOptions(options, kOpRegion | kOpTiming | kOpJobs | kOpData, defaults);
    addUnitOption(options);
}

int patternCommand(const CommandLine& parser, const std::atomic<bool>& cancel)
{
    if (parser.isSet(QStringLiteral("list-patterns"))) {
        for (const PatternSpec& pattern : PatternSpec::builtIns()) {
            QStringList sizes;
            for (const BlockSizeShare& size : pattern.blockSizes)
                sizes << QStringLiteral("%1:%2")
                             .arg(formatBinarySize(size.bytes).remove(QLatin1Char(' ')))
                             .arg(size.share);
            fmt::print("{:<12} {:>3} % read, {:>3} % random, sizes {}\n", pattern.name.toStdString(),
                pattern.readPercent, pattern.randomPercent, sizes.join(QLatin1Char(',')).toStdString());
        }
        return kExitOk;
    }

    std::vector<PatternSpec> patterns;
    if (parser.isSet(QStringLiteral("pattern-file")))
        patterns = loadPatternFile(parser.value(QStringLiteral("pattern-file")));
    if (parser.isSet(QStringLiteral("patterns"))) {
        for (const QString& name : splitList(parser.value(QStringLiteral("patterns")), QStringLiteral("patterns")))
            patterns.push_back(PatternSpec::builtIn(name));
        if (patterns.empty())
            throw UserError(QStringLiteral("--patterns names no pattern"));
    } else if (patterns.empty()) {
        patterns = PatternSpec::builtIns();
    }
    if (parser.isSet(QStringLiteral("loads"))) {
        const std::vector<unsigned> loads = parseLoads(parser.value(QStringLiteral("loads")));
        for (PatternSpec& pattern : patterns)
            pattern.loads = loads;
    }
    const WorkloadSpec timing = workloadFromOptions(parser, kOpRegion | kOpTiming | kOpJobs | kOpData);
    patternSweepPlans(patterns, timing); // before the target is opened: bad input writes nothing
    bool writes = false;
    for (const PatternSpec& pattern : patterns)
        writes = writes || pattern.readPercent < 100;
    const auto [engine, format, showProgress] = runSettings(parser);
    const DisplayUnit unit = displayUnit(parser);

    std::unique_ptr<Target> target = openTargetOrCancel(parser, writes, cancel);
    if (!target)
        return kExitCancelled;
    ProgressLine progress(QStringLiteral("pattern"));
    const PatternSuiteResult result
        = runPatternSuite(*target, patterns, timing, engine, progress.context(parser, cancel));
    progress.finish();

    switch (format) {
    case OutputFormat::Json:
        printJson(withRunNotes(result.toJson(), result));
        break;
    case OutputFormat::Csv: {
        std::string text = sweepCsvHeader();
        for (const PatternResult& pattern : result.patterns)
            text += sweepCsvRows(
                pattern.sweep, QStringLiteral("pattern"), pattern.pattern.name, pattern.rating().value_or(-1));
        fmt::print("{}", text);
        break;
    }
    case OutputFormat::Table:
        for (const PatternResult& pattern : result.patterns) {
            const PatternSpec& spec = pattern.pattern;
            printSweepHeading(pattern.sweep,
                QStringLiteral("Access pattern %1 (%2 % read, %3 % random, %4 block size%5)")
                    .arg(spec.name)
                    .arg(spec.readPercent)
                    .arg(spec.randomPercent)
                    .arg(spec.blockSizes.size() == 1 ? formatBinarySize(spec.blockSizes.front().bytes)
                                                     : QStringLiteral("mixed"))
                    .arg(spec.blockSizes.size() == 1 ? QString() : QStringLiteral("s")));
            printSweepTable(pattern.sweep, QStringLiteral("Load"), unit);
            // In the unit first; IOMeter's own rating, in IOPS, beside it.
            const FigureColumns columns(unit);
            const std::optional<double> rating = pattern.ratingIn(unit);
            if (!rating) {
                fmt::print("Rating   none: {}\n\n", u8(pattern.unratedReason()));
                continue;
            }
            const std::string iops
                = unit == DisplayUnit::Iops ? std::string() : fmt::format(" [{:.0f} IOPS]", *pattern.rating());
            fmt::print("Rating   {} {}{} (mean over loads up to {}; load 256 shown, not counted)\n\n",
                columns.figure(*rating), displayUnitTitle(unit).toStdString(), iops, PatternSpec::kRatedLoadLimit);
        }
        if (result.cancelled)
            fmt::print("[CANCELLED: partial result]\n");
        break;
    }
    return recordAndExit(parser, result, format);
}

} // namespace ds::cli
