#include "runcommand.h"

#include "commandsupport.h"
#include "usererror.h"

#include <QFile>

#include <cerrno>
#include <cmath>
#include <cstring>
#include <fmt/core.h>

namespace ds::cli {

int runCommand(const QStringList& arguments, const std::atomic<bool>& cancel)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Runs one workload on one target and prints MB/s, IOPS, latency "
                                                    "percentiles and CPU use, with the equivalent fio command."));
    addTargetOptions(parser);
    parser.addOption(option(QStringLiteral("rw"), QStringLiteral("read, write or mix (default read)."),
        QStringLiteral("op"), QStringLiteral("read")));
    parser.addOption(option(QStringLiteral("read-percent"), QStringLiteral("Share of reads for --rw mix (default 70)."),
        QStringLiteral("percent"), QStringLiteral("70")));
    parser.addOption(option(QStringLiteral("pattern"), QStringLiteral("seq or random (default seq)."),
        QStringLiteral("pattern"), QStringLiteral("seq")));
    parser.addOption(option(QStringLiteral("random-percent"),
        QStringLiteral("Share of random requests, 0 to 100; overrides --pattern."), QStringLiteral("percent")));
    parser.addOption(option(QStringLiteral("bs"),
        QStringLiteral("Block size (4k, 1M …) or a mix with shares: 512:10,4k:60,64k:30 (default 4k)."),
        QStringLiteral("size"), QStringLiteral("4k")));
    parser.addOption(option(QStringLiteral("qd"), QStringLiteral("Queue depth, 1 to 1024 (default 1)."),
        QStringLiteral("n"), QStringLiteral("1")));
    parser.addOption(option(QStringLiteral("batch-complete"),
        QStringLiteral("Completions collected before the queue is refilled, 1 to the queue depth (default: depth/8 "
                       "from QD16 up, else 1; 1 keeps the queue strictly full)."),
        QStringLiteral("n"), QStringLiteral("0")));
    parser.addOption(option(QStringLiteral("offset"), QStringLiteral("Start of the region (default 0)."),
        QStringLiteral("size"), QStringLiteral("0")));
    parser.addOption(option(QStringLiteral("length"), QStringLiteral("Length of the region (default: to the end)."),
        QStringLiteral("size"), QStringLiteral("0")));
    parser.addOption(option(QStringLiteral("align"),
        QStringLiteral("Random offsets are multiples of this (default: the block size)."), QStringLiteral("size"),
        QStringLiteral("0")));
    parser.addOption(option(QStringLiteral("duration"), QStringLiteral("Seconds to measure (default 10)."),
        QStringLiteral("seconds"), QStringLiteral("10")));
    parser.addOption(option(QStringLiteral("bytes"), QStringLiteral("Measure this many bytes instead of a duration."),
        QStringLiteral("size")));
    parser.addOption(option(QStringLiteral("warmup"), QStringLiteral("Seconds run first and not counted (default 0)."),
        QStringLiteral("seconds"), QStringLiteral("0")));
    parser.addOption(option(QStringLiteral("repeats"),
        QStringLiteral("Runs, reported with mean and spread (default 1)."), QStringLiteral("n"), QStringLiteral("1")));
    parser.addOption(option(QStringLiteral("seed"), QStringLiteral("Seed of the random offsets (default 1)."),
        QStringLiteral("n"), QStringLiteral("1")));
    parser.addOption(option(QStringLiteral("log-requests"),
        QStringLiteral("Write every measured request (offset, length, op, submit and completion time in ns, "
                       "latency, result) to this CSV file."),
        QStringLiteral("file")));
    parseOrThrow(parser, QStringLiteral("run"), arguments);
    if (parser.isSet(QStringLiteral("help"))) {
        fmt::print("{}", parser.helpText().toStdString());
        return kExitOk;
    }

    WorkloadSpec spec;
    const QString op = parser.value(QStringLiteral("rw"));
    if (op == QLatin1String("read"))
        spec.readPercent = 100;
    else if (op == QLatin1String("write"))
        spec.readPercent = 0;
    else if (op == QLatin1String("mix"))
        spec.readPercent = parseUnsigned(parser, QStringLiteral("read-percent"), 0, 100);
    else
        throw UserError(QStringLiteral("--rw must be read, write or mix, not '%1'").arg(op));
    const QString pattern = parser.value(QStringLiteral("pattern"));
    if (pattern == QLatin1String("seq") || pattern == QLatin1String("sequential"))
        spec.randomPercent = 0;
    else if (pattern == QLatin1String("random") || pattern == QLatin1String("rand"))
        spec.randomPercent = 100;
    else
        throw UserError(QStringLiteral("--pattern must be seq or random, not '%1'").arg(pattern));
    if (parser.isSet(QStringLiteral("random-percent")))
        spec.randomPercent = parseUnsigned(parser, QStringLiteral("random-percent"), 0, 100);
    spec.blockSizes = parseBlockSizeMix(parser.value(QStringLiteral("bs")));
    spec.queueDepth = parseUnsigned(parser, QStringLiteral("qd"), 1, WorkloadSpec::kMaxQueueDepth);
    if (parser.value(QStringLiteral("batch-complete")) != QLatin1String("0"))
        spec.completionBatch = parseUnsigned(parser, QStringLiteral("batch-complete"), 1, WorkloadSpec::kMaxQueueDepth);
    spec.regionOffset = parseSize(parser.value(QStringLiteral("offset")));
    spec.regionLength = parseSize(parser.value(QStringLiteral("length")));
    const uint64_t alignment = parseSize(parser.value(QStringLiteral("align")));
    if (alignment > UINT32_MAX)
        throw UserError(QStringLiteral("--align is too large"));
    spec.alignment = static_cast<uint32_t>(alignment);
    if (parser.isSet(QStringLiteral("bytes"))) {
        spec.totalBytes = parseSize(parser.value(QStringLiteral("bytes")));
        spec.durationSeconds = 0;
        if (spec.totalBytes == 0)
            throw UserError(QStringLiteral("--bytes must be above zero"));
    } else {
        spec.durationSeconds = parseSeconds(parser, QStringLiteral("duration"), false);
    }
    spec.warmupSeconds = parseSeconds(parser, QStringLiteral("warmup"), true);
    spec.repeats = parseUnsigned(parser, QStringLiteral("repeats"), 1, 1000);
    bool seedOk = false;
    spec.seed = parser.value(QStringLiteral("seed")).toULongLong(&seedOk);
    if (!seedOk)
        throw UserError(
            QStringLiteral("--seed must be a whole number, not '%1'").arg(parser.value(QStringLiteral("seed"))));
    const EngineKind engine = parseEngineKind(parser.value(QStringLiteral("engine")));
    const OutputFormat format = outputFormat(parser);

    // Opened before the run, so a bad path is refused before any I/O.
    std::unique_ptr<std::FILE, int (*)(std::FILE*)> requestLogFile(nullptr, &std::fclose);
    std::vector<RequestRecord> requestLog;
    if (parser.isSet(QStringLiteral("log-requests"))) {
        const QString path = parser.value(QStringLiteral("log-requests"));
        requestLogFile.reset(std::fopen(QFile::encodeName(path).constData(), "we"));
        if (!requestLogFile)
            throw UserError(QStringLiteral("cannot write the request log %1: %2")
                                .arg(path, QString::fromLocal8Bit(std::strerror(errno))));
    }

    std::unique_ptr<Target> target = openTargetOrCancel(parser, spec.writes(), cancel);
    if (!target)
        return kExitCancelled;
    const WorkloadResult result = runWorkload(*target, spec, engine, cancel,
        !parser.isSet(QStringLiteral("no-progress")), spec.describe(), requestLogFile ? &requestLog : nullptr);
    if (requestLogFile) {
        fmt::print(requestLogFile.get(), "offset,length,op,submit_ns,complete_ns,latency_ns,result\n");
        for (const RequestRecord& request : requestLog)
            fmt::print(requestLogFile.get(), "{},{},{},{},{},{},{}\n", request.offset, request.length,
                request.op == IoOp::Read ? "read" : "write", request.submitNs, request.completeNs,
                request.completeNs - request.submitNs, request.result);
        if (std::fflush(requestLogFile.get()) != 0)
            throw UserError(
                QStringLiteral("cannot write the request log: %1").arg(QString::fromLocal8Bit(std::strerror(errno))));
    }
    switch (format) {
    case OutputFormat::Json:
        printJson(resultDocument(result));
        break;
    case OutputFormat::Csv:
        printResultCsv(result);
        break;
    case OutputFormat::Table:
        printResultTable(result);
        break;
    }
    std::fflush(stdout);
    if (result.cancelled)
        return kExitCancelled;
    return result.merged().stopReason.isEmpty() ? kExitOk : kExitFailure;
}

} // namespace ds::cli
