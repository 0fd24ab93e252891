#include "listcommand.h"

#include "commandsupport.h"
#include "commandtable.h"

#include "device/driveenumerator.h"
#include "reports/drivetable.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <fmt/core.h>

#include <cstdio>
#include <vector>

namespace ds::cli {

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
    fmt::print("{}", driveTable(drives));
    std::fflush(stdout);
    return 0;
}

} // namespace ds::cli
