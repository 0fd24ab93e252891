#include "copycommand.h"

#include "commandsupport.h"
#include "device/targetnames.h"
#include "model/usererror.h"
#include "run/benchmarks/copytest.h"
#include "runcommand.h"
#include "sessionsupport.h"

#include <QDir>

#include <fmt/core.h>

namespace ds::cli {

void declareCopyOptions(OptionList& options)
{
    options.addOption(option(QStringLiteral("target"),
        QStringLiteral("Directory on the filesystem to test (default ~/.cache/drivescope)."), QStringLiteral("dir")));
    options.addOption(option(QStringLiteral("to"),
        QStringLiteral("A directory on a second filesystem: also copy from --target to here."), QStringLiteral("dir")));
    options.addOption(option(QStringLiteral("size"), QStringLiteral("Size of the large file (default 4G; 0 skips it)."),
        QStringLiteral("size"), QStringLiteral("4G")));
    options.addOption(
        option(QStringLiteral("files"), QStringLiteral("Number of small files (default 2000; 0 skips them)."),
            QStringLiteral("n"), QStringLiteral("2000")));
    options.addOption(option(QStringLiteral("small-size"), QStringLiteral("Size of each small file (default 64k)."),
        QStringLiteral("size"), QStringLiteral("64k")));
    options.addOption(option(QStringLiteral("buffer"), QStringLiteral("Copy buffer (default 1M)."),
        QStringLiteral("size"), QStringLiteral("1M")));
    options.addOption(option(QStringLiteral("repeats"), QStringLiteral("Runs of each copy (default 1)."),
        QStringLiteral("n"), QStringLiteral("1")));
    addOutputOptions(options);
    addSessionOptions(options);
    addMonitorOptions(options);
    options.addHelpOption();
}

int copyCommand(const CommandLine& parser, const std::atomic<bool>& cancel)
{
    CopyTestOptions options;
    options.source = parser.value(QStringLiteral("target"));
    checkTargetPathText(options.source, QStringLiteral("--target"));
    if (options.source.isEmpty()) {
        options.source = Target::defaultTestFileDirectory();
        QDir().mkpath(options.source);
    }
    options.destination = parser.value(QStringLiteral("to"));
    checkTargetPathText(options.destination, QStringLiteral("--to"));
    options.fileBytes = parseSize(parser.value(QStringLiteral("size")));
    options.treeFiles = parseUnsigned(parser, QStringLiteral("files"), 0, 10'000'000);
    options.treeFileBytes = parseSize(parser.value(QStringLiteral("small-size")));
    const uint64_t buffer = parseSize(parser.value(QStringLiteral("buffer")));
    if (buffer > UINT32_MAX)
        throw UserError(QStringLiteral("--buffer is too large"));
    options.bufferBytes = static_cast<uint32_t>(buffer);
    options.repeats = parseUnsigned(parser, QStringLiteral("repeats"), 1, 1000);
    options.validate();
    for (const QString& path : { options.source, options.destination })
        if (!path.isEmpty() && isBlockDevice(path))
            throw UserError(
                QStringLiteral("%1 is a block device: the copy test needs a directory on a mounted filesystem")
                    .arg(path));
    const OutputFormat format = outputFormat(parser);

    ProgressLine progress(QStringLiteral("copy"));
    const CopyTestResult result = runCopyTest(options, progress.context(parser, cancel));
    progress.finish();

    switch (format) {
    case OutputFormat::Json:
        printJson(result.toJson());
        break;
    case OutputFormat::Csv:
        fmt::print("copy,from,to,bytes,files,repeat,seconds,mb_per_s,cancelled\n");
        for (const CopyMeasurement& copy : result.copies)
            for (size_t r = 0; r < copy.seconds.size(); ++r)
                fmt::print("\"{}\",\"{}\",\"{}\",{},{},{},{:.6f},{:.3f},0\n", copy.name.toStdString(),
                    copy.from.toStdString(), copy.to.toStdString(), copy.bytes, copy.files, r + 1, copy.seconds[r],
                    static_cast<double>(copy.bytes) / 1e6 / copy.seconds[r]);
        break;
    case OutputFormat::Table: {
        // --size 0 or --files 0 skips that part, and the heading leaves it out.
        QStringList parts;
        if (options.fileBytes > 0)
            parts << QStringLiteral("one %1 file").arg(formatDecimalSize(options.fileBytes));
        if (options.treeFiles > 0)
            parts
                << QStringLiteral("%1 files of %2").arg(options.treeFiles).arg(formatBinarySize(options.treeFileBytes));
        fmt::print("Copy test: {}, {} repeat(s){}\n", parts.join(QStringLiteral(" and ")).toStdString(),
            options.repeats, result.cancelled ? "  [CANCELLED: partial result]" : "");
        fmt::print("{:<34} {:>10} {:>8} {:>10} {:>8}\n", "", "seconds", "±", "MB/s", "±");
        for (const CopyMeasurement& copy : result.copies) {
            if (copy.seconds.empty()) {
                fmt::print("{:<34} cancelled\n", copy.name.toStdString());
                continue;
            }
            fmt::print("{:<34} {:>10.3f} {:>8.3f} {:>10.1f} {:>8.1f}\n", copy.name.toStdString(),
                copy.secondsSpread().mean, copy.secondsSpread().stdev, copy.megabytesPerSecond().mean,
                copy.megabytesPerSecond().stdev);
        }
        fmt::print("From {}{}\n", options.source.toStdString(),
            options.destination.isEmpty() ? std::string() : " to " + options.destination.toStdString());
        fmt::print("fio      none: this test copies files as an installer does; fio has no equivalent\n");
        break;
    }
    }
    return recordAndExit(parser, result, format);
}

} // namespace ds::cli
