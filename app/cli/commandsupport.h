#pragma once

#include "device/targetopener.h"
#include "model/displayunit.h"
#include "model/results/results.h"
#include "output.h"
#include "run/benchmarks/workloadrunner.h"

#include <QCommandLineParser>
#include <QJsonObject>

#include <atomic>
#include <memory>
#include <vector>

// What every benchmark command of drivescope-cli shares: the target options, strict number parsing
// with messages that name the flag, opening the target (Ctrl-C aware) and running with a progress bar.

namespace ds::cli {

QCommandLineOption option(const QString& name, const QString& help, const QString& value = QString(),
    const QString& defaultValue = QString());

// --target, --file-size, --allow-destroy, and the options below.
void addTargetOptions(QCommandLineParser& parser);
// --engine, --json, --csv, --no-progress and --help.
void addEngineAndOutputOptions(QCommandLineParser& parser);

// Parses `arguments` (what follows the command word); throws UserError for unknown flags, stray
// arguments, or --json with --csv.
void parseOrThrow(QCommandLineParser& parser, const QString& command, const QStringList& arguments);

unsigned parseUnsigned(const QCommandLineParser& parser, const QString& name, unsigned min, unsigned max);
// The comma-separated elements of an option's value, trimmed; an empty element ("1,,4", "a,") is a
// UserError naming the option, since it is more often a slip than meant.
QStringList splitList(const QString& text, const QString& name);
double parseSeconds(const QCommandLineParser& parser, const QString& name, bool allowZero);
OutputFormat outputFormat(const QCommandLineParser& parser);
// --unit: the unit of the table's headline figures (MB/s, GB/s, IOPS or µs), as CrystalDiskMark's Unit
// menu; JSON and CSV keep every raw figure whatever it says.
void addUnitOption(QCommandLineParser& parser);
// The unit --unit names (MB/s without it); throws UserError naming the flag for any other word.
DisplayUnit displayUnit(const QCommandLineParser& parser);

// What the target options ask for: --target, --allow-destroy (each value one device) and --file-size.
TargetRequest targetRequest(const QCommandLineParser& parser, bool forWriting, const std::atomic<bool>& cancel);

// Opens through the core's opener (targetopener.h) with a progress line, noting each target for the
// session's caveats. Empty, after saying so, when Ctrl-C came while a test file was being prepared.
std::vector<std::unique_ptr<Target>> openTargetsOrCancel(TargetRequest request, bool showProgress);

// The one target the options name. Null when Ctrl-C came first.
std::unique_ptr<Target> openTargetOrCancel(
    const QCommandLineParser& parser, bool forWriting, const std::atomic<bool>& cancel);

WorkloadResult runWorkload(const Target& target, const WorkloadSpec& spec, EngineKind engine,
    const std::atomic<bool>& cancel, bool showProgress, const QString& label,
    std::vector<RequestRecord>* requestLog = nullptr);

// Prints a result document with the versions added, indented.
void printJson(QJsonObject document);

} // namespace ds::cli
