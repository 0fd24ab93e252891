#include "listcommand.h"

#include "commandsupport.h"
#include "commandtable.h"

#include "device/driveenumerator.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <fmt/core.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <string>
#include <vector>

namespace ds::cli {

namespace {

    // Sizes in decimal units (10^9), as drive makers and the rest of DriveScope count them.
    std::string gigabytes(uint64_t bytes)
    {
        const double gb = static_cast<double>(bytes) / 1e9;
        return gb < 1.0 ? fmt::format("{:.2f} GB", gb) : fmt::format("{:.1f} GB", gb);
    }

    std::string usage(const QStringList& mountPoints, bool swap, const QStringList& holders, const QStringList& stack)
    {
        QStringList parts = mountPoints;
        if (swap)
            parts << QStringLiteral("swap");
        if (!holders.isEmpty())
            parts << QStringLiteral("held by ") + holders.join(QStringLiteral(", "));
        // The whole sentence ("loop6 is set up on loop5 and is mounted on /mnt/x") is in --json and in
        // every refusal; the table only says that there is one.
        if (!stack.isEmpty())
            parts << QStringLiteral("loop stack");
        return parts.isEmpty() ? std::string("-") : parts.join(QStringLiteral(", ")).toStdString();
    }

    std::string orDash(const QString& text) { return text.isEmpty() ? std::string("-") : text.toStdString(); }

    enum Column {
        Device,
        Size,
        Transport,
        Link,
        Model,
        Type,
        Sector,
        QueueDepth,
        Scheduler,
        Cache,
        Usage,
        ColumnCount
    };
    using Row = std::array<std::string, ColumnCount>;

    void printTable(const std::vector<DriveFacts>& drives)
    {
        std::vector<Row> rows;
        rows.push_back({ "DEVICE", "SIZE", "TRANSPORT", "LINK", "MODEL", "TYPE", "SECTOR L/P", "QD", "SCHEDULER",
            "CACHE", "USAGE" });
        bool anyLocked = false;
        bool anySlowLink = false;
        bool anyArrayNote = false;
        for (const DriveFacts& drive : drives) {
            Row row;
            row[Device] = drive.name.toStdString();
            row[Size] = gigabytes(drive.sizeBytes);
            row[Transport] = orDash(drive.transport);
            row[Link] = orDash(drive.link.summary());
            // Slower or narrower than the drive or its port can do: explained under the table.
            if (drive.link.degraded()) {
                row[Link] += " *";
                anySlowLink = true;
            }
            // An array has no model of its own: its level, and what is wrong with it, under the table.
            row[Model] = orDash(drive.model.isEmpty() && drive.array ? drive.array->summary() : drive.model);
            if (drive.array && (drive.array->degraded() || drive.array->syncing())) {
                row[Model] += " *";
                anyArrayNote = true;
            }
            row[Type] = drive.rotational ? "HDD" : "SSD";
            row[Sector] = fmt::format("{}/{}", drive.logicalSectorBytes, drive.physicalSectorBytes);
            row[QueueDepth] = drive.queueDepth >= 0 ? std::to_string(drive.queueDepth) : std::string("-");
            row[Scheduler] = orDash(drive.scheduler);
            row[Cache] = orDash(drive.writeCache);
            row[Usage] = usage(drive.mountPoints, drive.swap, drive.holders, drive.stackReasons);
            // A lock: this user may not open the drive without the privileged helper.
            if (!drive.readable) {
                row[Usage] += " \U0001F512";
                anyLocked = true;
            }
            rows.push_back(row);
            for (const PartitionFacts& partition : drive.partitions) {
                Row partitionRow;
                partitionRow[Device] = "  " + partition.name.toStdString();
                partitionRow[Size] = gigabytes(partition.sizeBytes);
                partitionRow[Usage]
                    = usage(partition.mountPoints, partition.swap, partition.holders, partition.stackReasons);
                rows.push_back(partitionRow);
            }
        }

        std::array<size_t, ColumnCount> widths {};
        for (const Row& row : rows) {
            for (size_t column = 0; column < ColumnCount; ++column)
                widths[column] = std::max(widths[column], row[column].size());
        }
        for (const Row& row : rows) {
            std::string line;
            for (size_t column = 0; column < ColumnCount; ++column) {
                if (column == Usage) { // last column: no padding after it
                    line += row[column];
                } else if (column == Size) {
                    line += fmt::format("{:>{}}  ", row[column], widths[column]);
                } else {
                    line += fmt::format("{:<{}}  ", row[column], widths[column]);
                }
            }
            fmt::print("{}\n", line);
        }
        if (anySlowLink || anyLocked || anyArrayNote)
            fmt::print("\n");
        for (const DriveFacts& drive : drives) {
            if (drive.link.degraded())
                fmt::print("* {}: {}\n", drive.name.toStdString(), drive.link.describe().toStdString());
            if (drive.array && (drive.array->degraded() || drive.array->syncing()))
                fmt::print("* {}: {}\n", drive.name.toStdString(), drive.array->describe().toStdString());
        }
        if (anyLocked)
            fmt::print("\U0001F512 not readable by this user (without the privileged helper)\n");
    }

} // namespace

void declareListOptions(OptionList& options)
{
    // Read by listCommand itself; declared here for its help, the man page and the completion.
    options.addOption(option(QStringLiteral("json"), QStringLiteral("Print the list as a JSON array.")));
    options.addOption(option(
        QStringLiteral("all"), QStringLiteral("Also list unbound loop devices, empty zram devices and RAM disks.")));
    options.addOption(
        QCommandLineOption({ QStringLiteral("h"), QStringLiteral("help") }, QStringLiteral("Show this help.")));
}

int listCommand(const QStringList& arguments)
{
    bool json = false;
    bool all = false;
    for (const QString& argument : arguments) {
        if (argument == QLatin1String("--json")) {
            json = true;
        } else if (argument == QLatin1String("--all")) {
            all = true;
        } else if (argument == QLatin1String("--help") || argument == QLatin1String("-h")) {
            fmt::print("{}", commandHelp(QStringLiteral("list")).toStdString());
            return 0;
        } else {
            const char* what = argument.startsWith(QLatin1Char('-')) ? "unknown option" : "unexpected argument";
            fmt::print(stderr, "drivescope-cli list: {} '{}'\nTry 'drivescope-cli list --help'.\n", what,
                argument.toStdString());
            return 2;
        }
    }

    DriveEnumerator enumerator;
    enumerator.setIncludeEmpty(all);
    const std::vector<DriveFacts> drives = enumerator.drives();

    if (json) {
        QJsonArray array;
        for (const DriveFacts& drive : drives)
            array.append(drive.toJson());
        const QByteArray text = QJsonDocument(array).toJson(QJsonDocument::Indented);
        std::fwrite(text.constData(), 1, static_cast<size_t>(text.size()), stdout);
        std::fflush(stdout);
        return 0;
    }

    if (drives.empty()) {
        fmt::print("No drives found.\n");
        return 0;
    }
    printTable(drives);
    std::fflush(stdout);
    return 0;
}

} // namespace ds::cli
