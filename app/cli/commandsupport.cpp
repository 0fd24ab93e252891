#include "commandsupport.h"

#include "model/plansettings.h"
#include "model/usererror.h"
#include "sessionsupport.h"

#include <QJsonDocument>

#include <cmath>
#include <fmt/core.h>

namespace ds::cli {

QCommandLineOption option(const QString& name, const QString& help, const QString& value, const QString& defaultValue)
{
    QCommandLineOption result(name, help, value);
    if (!defaultValue.isEmpty())
        result.setDefaultValue(defaultValue);
    return result;
}

void addTargetOptions(OptionList& options, unsigned which)
{
    if (which & kTargetPath)
        options.addOption(option(QStringLiteral("target"),
            QStringLiteral("A block device (/dev/sdX, a partition), a directory to hold a test file, or the name of "
                           "a new test file. Default: a test file in ~/.cache/drivescope."),
            QStringLiteral("path")));
    if (which & kTestFile)
        options.addOption(option(QStringLiteral("file-size"), QStringLiteral("Size of the test file (default 1G)."),
            QStringLiteral("size"), QStringLiteral("1G")));
    if (which & kAllowDestroy)
        options.addOption(option(QStringLiteral("allow-destroy"),
            QStringLiteral("Allow writing to this block device, destroying its data. Must name the target itself."),
            QStringLiteral("device")));
    addEngineAndOutputOptions(options);
}

void addEngineAndOutputOptions(OptionList& options)
{
    options.addOption(option(QStringLiteral("engine"), QStringLiteral("io_uring, threads or auto (default)."),
        QStringLiteral("engine"), QStringLiteral("auto")));
    addOutputOptions(options);
    addSessionOptions(options); // every run is saved as a session
    addMonitorOptions(options);
    options.addHelpOption();
}

void addOutputOptions(OptionList& options)
{
    options.addOption(option(QStringLiteral("json"), QStringLiteral("Print the result as JSON.")));
    options.addOption(option(QStringLiteral("csv"), QStringLiteral("Print the result as CSV.")));
    options.addOption(option(QStringLiteral("no-progress"), QStringLiteral("Do not draw a progress bar.")));
}

void addUnitOption(OptionList& options)
{
    options.addOption(option(QStringLiteral("unit"),
        QStringLiteral("The unit of the table's figures: MB/s (default), GB/s, IOPS or us (the mean latency in µs); "
                       "that figure comes first, the others after it. JSON and CSV keep every figure."),
        QStringLiteral("unit"), QStringLiteral("MB/s")));
}

DisplayUnit displayUnit(const CommandLine& parser)
{
    try {
        return parseDisplayUnit(parser.value(QStringLiteral("unit")));
    } catch (const UserError& error) {
        throw UserError(QStringLiteral("--unit: %1").arg(error.message()));
    }
}

QStringList splitList(const QString& text, const QString& name)
{
    QStringList elements;
    if (text.trimmed().isEmpty())
        return elements;
    for (const QString& element : text.split(QLatin1Char(','))) {
        if (element.trimmed().isEmpty())
            throw UserError(QStringLiteral("--%1 has an empty element in '%2'").arg(name, text));
        elements << element.trimmed();
    }
    return elements;
}

unsigned parseUnsigned(const CommandLine& parser, const QString& name, unsigned min, unsigned max)
{
    const QString text = parser.value(name);
    bool ok = false;
    const qulonglong value = text.toULongLong(&ok);
    if (!ok || value < min || value > max)
        throw UserError(QStringLiteral("--%1 must be a whole number from %2 to %3, not '%4'")
                            .arg(name)
                            .arg(min)
                            .arg(max)
                            .arg(text));
    return static_cast<unsigned>(value);
}

void addSeedOption(OptionList& options, const QString& what)
{
    options.addOption(option(QStringLiteral("seed"), QStringLiteral("Seed of %1 (default 1).").arg(what),
        QStringLiteral("n"), QStringLiteral("1")));
}

uint64_t parseSeed(const CommandLine& parser, bool allowZero)
{
    const QString text = parser.value(QStringLiteral("seed"));
    bool ok = false;
    const qulonglong seed = text.toULongLong(&ok);
    if (!ok || (!allowZero && seed == 0))
        throw UserError(QStringLiteral("--seed must be a whole number%1, not '%2'")
                            .arg(allowZero ? QString() : QStringLiteral(" above zero"), text));
    return seed;
}

double parseSeconds(const CommandLine& parser, const QString& name, bool allowZero)
{
    const QString text = parser.value(name);
    bool ok = false;
    const double value = text.toDouble(&ok);
    // From a millisecond (fio's runtime counts in those; less measures nothing) to a week.
    constexpr double kMin = 0.001;
    constexpr double kMax = 7 * 24 * 3600;
    if (!ok || !std::isfinite(value) || (value == 0 ? !allowZero : value < kMin || value > kMax))
        throw UserError(QStringLiteral("--%1 must be a number of seconds from %2 to %3%4, not '%5'")
                            .arg(name)
                            .arg(kMin)
                            .arg(kMax, 0, 'f', 0)
                            .arg(allowZero ? QStringLiteral(", or 0") : QString(), text));
    return value;
}

OutputFormat outputFormat(const CommandLine& parser)
{
    if (parser.isSet(QStringLiteral("json")))
        return OutputFormat::Json;
    if (parser.isSet(QStringLiteral("csv")))
        return OutputFormat::Csv;
    return OutputFormat::Table;
}

RunSettings runSettings(const CommandLine& parser)
{
    return { parseEngineKind(parser.value(QStringLiteral("engine"))), outputFormat(parser),
        !parser.isSet(QStringLiteral("no-progress")) };
}

TargetRequest targetRequest(const CommandLine& parser, bool forWriting, const std::atomic<bool>& cancel)
{
    TargetRequest request;
    request.paths = QStringList { parser.value(QStringLiteral("target")) };
    request.pathsSetting = QStringLiteral("--target");
    request.writes = forWriting;
    request.allowDestroy = parser.values(QStringLiteral("allow-destroy"));
    request.testFileBytes = parseSize(
        parser.has(QStringLiteral("file-size")) ? parser.value(QStringLiteral("file-size")) : QStringLiteral("1G"));
    request.cancel = &cancel;
    return request;
}

std::vector<std::unique_ptr<Target>> openTargetsOrCancel(TargetRequest request, bool showProgress)
{
    ProgressLine progress(QStringLiteral("preparing test file"));
    if (showProgress)
        request.progress
            = [&progress](const QString& location, double fraction) { progress.updateFraction(fraction, location); };
    request.opened = [](const Target& target) { noteTargetOpened(target.info()); };
    std::vector<std::unique_ptr<Target>> targets = openTargets(request);
    progress.finish();
    if (targets.empty())
        fmt::print(stderr, "drivescope-cli: cancelled before the run started; nothing is left behind\n");
    return targets;
}

std::unique_ptr<Target> openTargetOrCancel(const CommandLine& parser, bool forWriting, const std::atomic<bool>& cancel)
{
    std::vector<std::unique_ptr<Target>> targets
        = openTargetsOrCancel(targetRequest(parser, forWriting, cancel), !parser.isSet(QStringLiteral("no-progress")));
    return targets.empty() ? nullptr : std::move(targets.front());
}

WorkloadResult runWorkloadShowingProgress(const Target& target, const WorkloadSpec& spec, EngineKind engine,
    const std::atomic<bool>& cancel, bool showProgress, const QString& label, std::vector<RequestRecord>* requestLog)
{
    WorkloadRunner runner(target, spec, engine);
    runner.setRequestLog(requestLog);
    ProgressLine progress(label);
    WorkloadResult result = runner.run(coolingContext(RunContext(&cancel, showProgress ? &progress : nullptr)));
    progress.finish();
    return result;
}

void printJson(QJsonObject document)
{
    // Every document says which DriveScope, Qt, liburing and kernel produced its figures.
    document.insert(QStringLiteral("versions"), versionsJson());
    fmt::print("{}", QJsonDocument(document).toJson(QJsonDocument::Indented).toStdString());
}

} // namespace ds::cli
