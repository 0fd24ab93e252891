#pragma once

#include "commandline.h"
#include "device/targetopener.h"
#include "model/displayunit.h"
#include "model/results/results.h"
#include "output.h"
#include "run/benchmarks/workloadrunner.h"

#include <QJsonObject>

#include <atomic>
#include <memory>
#include <vector>

// What every benchmark command of drivescope-cli shares: the target options, strict number parsing
// with messages that name the flag, opening the target (Ctrl-C aware) and running with a progress bar.

namespace ds::cli {

QCommandLineOption option(const QString& name, const QString& help, const QString& value = QString(),
    const QString& defaultValue = QString());

// The shared option groups, each declared here once.
enum TargetOption : unsigned {
    kTargetPath = 1u << 0, // --target
    kTestFile = 1u << 1, // --file-size
    kAllowDestroy = 1u << 2, // --allow-destroy
    kEveryTargetOption = 0x7,
};
// The target options `which` names, then the engine, output, session and monitor options and --help
// (addEngineAndOutputOptions).
void addTargetOptions(OptionList& options, unsigned which = kEveryTargetOption);
// --engine, --json, --csv, --no-progress, the session and monitor options (sessionsupport.h) and --help.
void addEngineAndOutputOptions(OptionList& options);
// --json, --csv and --no-progress alone.
void addOutputOptions(OptionList& options);

unsigned parseUnsigned(const CommandLine& parser, const QString& name, unsigned min, unsigned max);
// --seed with its default of 1; `what` says what it seeds ("the random offsets").
void addSeedOption(OptionList& options, const QString& what);
// --seed's value: a whole number, above zero where `allowZero` is false.
uint64_t parseSeed(const CommandLine& parser, bool allowZero = true);
// The comma-separated elements of an option's value, trimmed; an empty element ("1,,4", "a,") is a
// UserError naming the option, since it is more often a slip than meant.
QStringList splitList(const QString& text, const QString& name);
double parseSeconds(const CommandLine& parser, const QString& name, bool allowZero);
OutputFormat outputFormat(const CommandLine& parser);

// What a test command reads of the shared options before it runs, in one place: the engine (--engine;
// a UserError names a bad one), the output format (--json, --csv) and whether a progress bar is drawn
// (--no-progress).
struct RunSettings {
    EngineKind engine;
    OutputFormat format;
    bool showProgress;
};
RunSettings runSettings(const CommandLine& parser);
// --unit: the unit of the table's headline figures (MB/s, GB/s, IOPS or µs), as CrystalDiskMark's Unit
// menu; JSON and CSV keep every raw figure whatever it says.
void addUnitOption(OptionList& options);
// The unit --unit names (MB/s without it); throws UserError naming the flag for any other word.
DisplayUnit displayUnit(const CommandLine& parser);

// What the target options ask for: --target, --allow-destroy (each value one device) and --file-size.
TargetRequest targetRequest(const CommandLine& parser, bool forWriting, const std::atomic<bool>& cancel);

// Opens through the core's opener (targetopener.h) with a progress line, noting each target for the
// session's caveats. Empty, after saying so, when Ctrl-C came while a test file was being prepared.
std::vector<std::unique_ptr<Target>> openTargetsOrCancel(TargetRequest request, bool showProgress);

// The one target the options name. Null when Ctrl-C came first.
std::unique_ptr<Target> openTargetOrCancel(const CommandLine& parser, bool forWriting, const std::atomic<bool>& cancel);

WorkloadResult runWorkloadShowingProgress(const Target& target, const WorkloadSpec& spec, EngineKind engine,
    const std::atomic<bool>& cancel, bool showProgress, const QString& label,
    std::vector<RequestRecord>* requestLog = nullptr);

// Prints a result document with the versions added, indented.
void printJson(QJsonObject document);

} // namespace ds::cli
