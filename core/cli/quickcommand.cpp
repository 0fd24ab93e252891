#include "quickcommand.h"

#include "benchmarks/quicksuite.h"
#include "commandsupport.h"
#include "runcommand.h"

#include <QJsonArray>

#include <fmt/core.h>
#include <optional>

namespace ds::cli {

int quickCommand(const QStringList& arguments, const std::atomic<bool>& cancel)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("The CrystalDiskMark-style quick suite: SEQ1M Q8T1, SEQ1M Q1T1, "
                                                    "RND4K Q32T1 and RND4K Q1T1, read and write."));
    addTargetOptions(parser);
    parser.addOption(option(QStringLiteral("duration"), QStringLiteral("Seconds per test (default 5)."),
        QStringLiteral("seconds"), QStringLiteral("5")));
    parser.addOption(option(QStringLiteral("repeats"), QStringLiteral("Runs per test (default 1)."),
        QStringLiteral("n"), QStringLiteral("1")));
    parser.addOption(option(QStringLiteral("read-only"), QStringLiteral("Skip the write tests.")));
    parseOrThrow(parser, QStringLiteral("quick"), arguments);
    if (parser.isSet(QStringLiteral("help"))) {
        fmt::print("{}", parser.helpText().toStdString());
        return kExitOk;
    }
    const double seconds = parseSeconds(parser, QStringLiteral("duration"), false);
    const unsigned repeats = parseUnsigned(parser, QStringLiteral("repeats"), 1, 100);
    const EngineKind engine = parseEngineKind(parser.value(QStringLiteral("engine")));
    const OutputFormat format = outputFormat(parser);
    const QString targetPath = parser.value(QStringLiteral("target"));
    // On a block device the write half needs the same explicit consent as any other write.
    const bool onDevice = !targetPath.isEmpty() && isBlockDevice(targetPath);
    const bool writes = !parser.isSet(QStringLiteral("read-only"))
        && (!onDevice || !parser.value(QStringLiteral("allow-destroy")).isEmpty());
    if (!writes && !parser.isSet(QStringLiteral("read-only")))
        fmt::print(stderr,
            "drivescope-cli: write tests skipped: {} is a block device and --allow-destroy was not given\n",
            targetPath.toStdString());

    std::unique_ptr<Target> target = openTargetOrCancel(parser, writes, cancel);
    if (!target)
        return kExitCancelled;
    const bool showProgress = !parser.isSet(QStringLiteral("no-progress"));
    struct Row {
        QString name;
        std::optional<WorkloadResult> read;
        std::optional<WorkloadResult> write;
    };
    std::vector<Row> rows;
    bool cancelled = false;
    for (const QuickSuiteEntry& entry : quickSuiteEntries(seconds, repeats, 1)) {
        Row row { entry.name, std::nullopt, std::nullopt };
        if (!cancelled && !cancel.load()) {
            row.read
                = runWorkload(*target, entry.read, engine, cancel, showProgress, entry.name + QStringLiteral(" read"));
            cancelled = row.read->cancelled;
        }
        if (writes && !cancelled && !cancel.load()) {
            row.write = runWorkload(
                *target, entry.write, engine, cancel, showProgress, entry.name + QStringLiteral(" write"));
            cancelled = row.write->cancelled;
        }
        cancelled = cancelled || cancel.load();
        rows.push_back(std::move(row));
    }

    if (format == OutputFormat::Json) {
        QJsonArray tests;
        for (const Row& row : rows) {
            QJsonObject test { { QStringLiteral("name"), row.name } };
            if (row.read)
                test.insert(QStringLiteral("read"), row.read->toJson());
            if (row.write)
                test.insert(QStringLiteral("write"), row.write->toJson());
            tests.append(test);
        }
        printJson(QJsonObject { { QStringLiteral("suite"), QStringLiteral("quick") },
            { QStringLiteral("target"), target->info().toJson() }, { QStringLiteral("tests"), tests },
            { QStringLiteral("cancelled"), cancelled }, { QStringLiteral("versions"), versionsJson() } });
    } else if (format == OutputFormat::Csv) {
        bool header = true;
        for (const Row& row : rows) {
            for (const auto* result : { &row.read, &row.write }) {
                if (*result) {
                    printResultCsv(**result, header);
                    header = false;
                }
            }
        }
    } else {
        const TargetInfo& info = target->info();
        fmt::print("DriveScope quick suite on {} ({}, {} s per test{})\n", info.path.toStdString(),
            formatDecimalSize(info.sizeBytes).toStdString(), seconds, cancelled ? ", CANCELLED: partial" : "");
        fmt::print("{:<12} {:>11} {:>11} {:>11} {:>11} {:>11} {:>11}\n", "", "Read MB/s", "Write MB/s", "Read IOPS",
            "Write IOPS", "Read µs", "Write µs");
        auto cell = [](const std::optional<WorkloadResult>& result, int what) -> std::string {
            if (!result)
                return "-";
            const RunMeasurement total = result->merged();
            switch (what) {
            case 0:
                return fmt::format("{:.2f}", result->megabytesPerSecond().mean);
            case 1:
                return fmt::format("{:.0f}", result->iops().mean);
            default:
                return fmt::format("{:.1f}", total.combinedLatency().meanNs() / 1e3);
            }
        };
        for (const Row& row : rows)
            fmt::print("{:<12} {:>11} {:>11} {:>11} {:>11} {:>11} {:>11}\n", row.name.toStdString(), cell(row.read, 0),
                cell(row.write, 0), cell(row.read, 1), cell(row.write, 1), cell(row.read, 2), cell(row.write, 2));
        for (const QString& note : info.notes)
            fmt::print("Note: {}\n", note.toStdString());
    }
    std::fflush(stdout);
    return cancelled ? kExitCancelled : kExitOk;
}

} // namespace ds::cli
