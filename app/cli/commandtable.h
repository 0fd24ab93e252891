#pragma once

#include "commandline.h"

#include <QString>

#include <atomic>
#include <vector>

// Every command of drivescope-cli, once: its name, one-line summary, description and options, and how
// it runs. The dispatcher, `drivescope-cli --help`, each command's --help, the man page and the bash
// completion are all made from this table.

namespace ds::cli {

struct Command {
    QString name;
    QString summary; // under "Commands:" in drivescope-cli --help
    QString description; // under the command's own usage line
    void (*declare)(OptionList& options) = nullptr;
    // Parsed by the table (CommandLine); null for the commands that read their arguments themselves.
    int (*run)(const CommandLine& line, const std::atomic<bool>& cancel) = nullptr;
    // Reads its own arguments (list, health, render); prints commandHelp() for --help.
    int (*runArguments)(const QStringList& arguments, const std::atomic<bool>& cancel) = nullptr;
    // Positional arguments ("FILE…") and what they are; empty when the command takes none.
    QString files;
    QString filesHelp;
};

const std::vector<Command>& commands();
// The command named `name`, or null.
const Command* findCommand(const QString& name);
// The options `command` declares.
OptionList commandOptions(const Command& command);

// `drivescope-cli --help`.
QString usageText();
// `drivescope-cli NAME --help`: its usage line, its description and its own options only.
QString commandHelp(const Command& command);
QString commandHelp(const QString& name);

// Parses `arguments` against the command's options, prints its help for --help, else runs it.
int runTableCommand(const Command& command, const QStringList& arguments, const std::atomic<bool>& cancel);

} // namespace ds::cli
