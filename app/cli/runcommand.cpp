#include "runcommand.h"

#include "commandsupport.h"
#include "files/safesavefile.h"
#include "files/userfile.h"
#include "model/usererror.h"
#include "sessionsupport.h"
#include "workloadoptions.h"

#include <QFile>

#include <cerrno>
#include <cmath>
#include <cstring>
#include <fmt/core.h>
#include <fmt/format.h>
#include <iterator>

namespace ds::cli {

void declareRunOptions(OptionList& options)
{
    addTargetOptions(options);
    addWorkloadOptions(options, kOpAll);
    addUnitOption(options);
    options.addOption(option(QStringLiteral("log-requests"),
        QStringLiteral("Write every measured request (offset, length, op, submit and completion time in ns, "
                       "latency, result) to this CSV file."),
        QStringLiteral("file")));
}

int runCommand(const CommandLine& parser, const std::atomic<bool>& cancel)
{
    const WorkloadSpec spec = workloadFromOptions(parser, kOpAll);
    const auto [engine, format, showProgress] = runSettings(parser);
    const DisplayUnit unit = displayUnit(parser);

    // Opened before the run, so a bad path is refused before any I/O.
    std::unique_ptr<SafeSaveFile> requestLogFile;
    std::vector<RequestRecord> requestLog;
    if (parser.isSet(QStringLiteral("log-requests"))) {
        const QString path = parser.value(QStringLiteral("log-requests"));
        checkOutputKeepsSessions(path, QStringLiteral("the request log"));
        requestLogFile = std::make_unique<SafeSaveFile>(path, QStringLiteral("the request log"));
    }

    std::unique_ptr<Target> target = openTargetOrCancel(parser, spec.writes(), cancel);
    if (!target)
        return kExitCancelled;
    const WorkloadResult result = runWorkloadShowingProgress(
        *target, spec, engine, cancel, showProgress, spec.describe(), requestLogFile ? &requestLog : nullptr);
    if (requestLogFile) {
        fmt::memory_buffer text;
        auto flush = [&] {
            requestLogFile->write(QByteArray(text.data(), static_cast<qsizetype>(text.size())));
            text.clear();
        };
        fmt::format_to(std::back_inserter(text), "offset,length,op,submit_ns,complete_ns,latency_ns,result\n");
        for (const RequestRecord& request : requestLog) {
            fmt::format_to(std::back_inserter(text), "{},{},{},{},{},{},{}\n", request.offset, request.length,
                request.op == IoOp::Read ? "read" : "write", request.submitNs, request.completeNs,
                request.completeNs - request.submitNs, request.result);
            if (text.size() > (1 << 20))
                flush();
        }
        flush();
        requestLogFile->commit();
    }
    switch (format) {
    case OutputFormat::Json:
        printJson(withRunNotes(result.toJson(), result));
        break;
    case OutputFormat::Csv:
        printResultCsv(result);
        break;
    case OutputFormat::Table:
        printResultTable(result, unit);
        break;
    }
    const int status = recordAndExit(parser, result, format);
    if (status != kExitOk)
        return status;
    return result.merged().stopReason.isEmpty() ? kExitOk : kExitFailure;
}

} // namespace ds::cli
