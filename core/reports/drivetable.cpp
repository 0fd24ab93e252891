#include "reports/drivetable.h"

#include <fmt/core.h>

#include <algorithm>
#include <array>
#include <cstdint>

namespace ds {

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

} // namespace

std::string driveTable(const std::vector<DriveFacts>& drives)
{
    std::string out;
    std::vector<Row> rows;
    rows.push_back(
        { "DEVICE", "SIZE", "TRANSPORT", "LINK", "MODEL", "TYPE", "SECTOR L/P", "QD", "SCHEDULER", "CACHE", "USAGE" });
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
        out += line + "\n";
    }
    if (anySlowLink || anyLocked || anyArrayNote)
        out += "\n";
    for (const DriveFacts& drive : drives) {
        if (drive.link.degraded())
            out += fmt::format("* {}: {}\n", drive.name.toStdString(), drive.link.describe().toStdString());
        if (drive.array && (drive.array->degraded() || drive.array->syncing()))
            out += fmt::format("* {}: {}\n", drive.name.toStdString(), drive.array->describe().toStdString());
    }
    if (anyLocked)
        out += "\U0001F512 not readable by this user (without the privileged helper)\n";
    return out;
}

} // namespace ds
