#include "commanddocs.h"

#include "commandtable.h"
#include "runcommand.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>

#include <fmt/core.h>

// The man pages and the bash completion, written from the command table at build time
// (`drivescope-cli help --write-docs DIR`, packaging/CMakeLists.txt), so they list exactly the options
// each command parses.

namespace ds::cli {

namespace {
    // Text as roff reads it: backslashes and dashes escaped, no line starting with a control character.
    QString roff(QString text)
    {
        text.replace(QLatin1Char('\\'), QStringLiteral("\\e"));
        text.replace(QLatin1Char('-'), QStringLiteral("\\-"));
        if (text.startsWith(QLatin1Char('.')) || text.startsWith(QLatin1Char('\'')))
            text.prepend(QStringLiteral("\\&"));
        return text;
    }

    QString roffOption(const QCommandLineOption& option)
    {
        QStringList names;
        for (const QString& name : option.names())
            names += QStringLiteral("\\fB%1\\fR")
                         .arg(roff((name.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + name));
        QString text = names.join(QStringLiteral(", "));
        if (!option.valueName().isEmpty())
            text += QStringLiteral(" \\fI%1\\fR").arg(roff(option.valueName()));
        return text;
    }

    QString header(const QString& name, const QString& section)
    {
        return QStringLiteral(".TH %1 1 \"\" \"DriveScope %2\" \"%3\"\n")
            .arg(name.toUpper(), QStringLiteral(DRIVESCOPE_VERSION), section);
    }

    // Shell words: option names as typed.
    QStringList optionWords(const OptionList& options)
    {
        QStringList words;
        for (const QCommandLineOption& option : options.options())
            for (const QString& name : option.names())
                words += (name.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + name;
        return words;
    }
}

QString manPage()
{
    QString page = header(QStringLiteral("drivescope-cli"), QStringLiteral("User Commands"));
    page += QStringLiteral(".SH NAME\ndrivescope\\-cli \\- disk benchmark: transfer curves, access time, IOPS and "
                           "latency, from the command line\n");
    page += QStringLiteral(".SH SYNOPSIS\n.B drivescope\\-cli\n.I COMMAND\n.RI [ OPTIONS ]\n.br\n"
                           ".B drivescope\\-cli\n.I COMMAND\n.B \\-\\-help\n");
    page += QStringLiteral(
        ".SH DESCRIPTION\nEvery test of the DriveScope window, headless, with the same engine, rules and session "
        "files. Reads are the default; writing to a block device needs\n.BI \\-\\-allow\\-destroy= DEVICE\n"
        "naming that very device, unused. Without\n.BR \\-\\-target ,\na test runs on a 1 GiB test file in "
        "~/.cache/drivescope, which needs no root and is deleted afterwards. Every run is saved as a session in "
        "~/.local/share/drivescope/sessions unless\n.B \\-\\-no\\-save\nis given.\n"
        ".PP\nSizes are whole numbers with a binary unit, k, M, G or T, in either case, with or without B or iB: "
        "4k, 4KiB and 4KB are all 4096 bytes. Figures are printed in decimal MB/s (10^6 bytes per second).\n");
    page += QStringLiteral(".SH COMMANDS\n");
    for (const Command& command : commands())
        page += QStringLiteral(".TP\n.B %1\n%2\n").arg(roff(command.name), roff(command.summary));
    for (const Command& command : commands()) {
        page += QStringLiteral(".SH \"%1\"\n").arg(roff(QStringLiteral("drivescope-cli ") + command.name).toUpper());
        page += QStringLiteral(".B drivescope\\-cli %1\n.RI [ options ]").arg(roff(command.name));
        if (!command.files.isEmpty())
            page += QStringLiteral("\n.I %1").arg(roff(command.files));
        page += QStringLiteral("\n.PP\n%1\n").arg(roff(command.description));
        const OptionList options = commandOptions(command);
        for (const QCommandLineOption& option : options.options()) {
            page += QStringLiteral(".TP\n%1\n%2").arg(roffOption(option), roff(option.description()));
            page += QLatin1Char('\n');
        }
        if (!command.files.isEmpty())
            page += QStringLiteral(".TP\n\\fI%1\\fR\n%2\n").arg(roff(command.files), roff(command.filesHelp));
    }
    page += QStringLiteral(
        ".SH EXIT STATUS\n.TP\n0\ndone\n.TP\n1\nthe run failed (an I/O engine error, a device that went away)\n"
        ".TP\n2\nrefused: bad input or an unsafe write; nothing was written\n.TP\n130\nstopped by Ctrl\\-C or "
        "SIGTERM: the partial result is printed and marked cancelled\n");
    page += QStringLiteral(".SH FILES\n.TP\n~/.local/share/drivescope/sessions\nthe session library\n.TP\n"
                           "~/.cache/drivescope\nwhere test files are made by default\n");
    page += QStringLiteral(".SH SEE ALSO\n.BR drivescope (1),\n.BR fio (1),\n.BR smartctl (8)\n");
    return page;
}

QString windowManPage()
{
    QString page = header(QStringLiteral("drivescope"), QStringLiteral("User Commands"));
    page += QStringLiteral(".SH NAME\ndrivescope \\- disk benchmark with live transfer\\-rate, latency and IOPS "
                           "charts\n");
    page += QStringLiteral(".SH SYNOPSIS\n.B drivescope\n.RB [ \\-\\-help | \\-\\-version ]\n");
    page += QStringLiteral(
        ".SH DESCRIPTION\nThe DriveScope window: click a drive, run a test, watch the graph grow, save the "
        "session, compare it with an earlier one and export a chart or report. Its tests are HD Tach's "
        "(the transfer\\-rate curve across the surface, random access time, burst rate), IOMeter's and ATTO's "
        "(MB/s, IOPS and latency against block size, queue depth and access pattern, on several drives at once) "
        "and CrystalDiskMark's quick suite. Every result shows the equivalent fio command line.\n"
        ".PP\nReads are the default. A write test on a block device runs only when its name is typed for "
        "destruction and nothing uses it. Raw access goes through udisks2 or, where that is missing, a small "
        "helper started with pkexec; the window never needs to run as root.\n"
        ".PP\nEvery test is also a command of\n.BR drivescope\\-cli (1).\n");
    page += QStringLiteral(".SH OPTIONS\n.TP\n\\fB\\-h\\fR, \\fB\\-\\-help\\fR\nShow the options.\n"
                           ".TP\n\\fB\\-v\\fR, \\fB\\-\\-version\\fR\nShow the version.\n");
    page += QStringLiteral(".SH FILES\n.TP\n~/.local/share/drivescope/sessions\nthe session library\n");
    page += QStringLiteral(".SH SEE ALSO\n.BR drivescope\\-cli (1),\n.BR fio (1)\n");
    return page;
}

QString bashCompletion()
{
    QString script
        = QStringLiteral("# bash completion for drivescope-cli, written by drivescope-cli from its command table.\n"
                         "_drivescope_cli_devices()\n{\n"
                         "    COMPREPLY+=($(compgen -W \"$(lsblk -pnro NAME 2>/dev/null)\" -- \"$cur\"))\n}\n\n"
                         "_drivescope_cli()\n{\n"
                         "    local cur prev words cword\n"
                         "    _init_completion || return\n"
                         "    if [[ $cword -eq 1 ]]; then\n");
    QStringList names;
    for (const Command& command : commands())
        names += command.name;
    script += QStringLiteral("        COMPREPLY=($(compgen -W \"%1 --help --version\" -- \"$cur\"))\n"
                             "        return\n    fi\n    local options=\n    case ${words[1]} in\n")
                  .arg(names.join(QLatin1Char(' ')));
    static const QRegularExpression deviceValue(QStringLiteral("^(path|device)$"));
    for (const Command& command : commands()) {
        const OptionList options = commandOptions(command);
        QStringList devices, files, directories, values;
        for (const QCommandLineOption& option : options.options()) {
            if (option.valueName().isEmpty())
                continue;
            const QString word = QStringLiteral("--") + option.names().constLast();
            if (deviceValue.match(option.valueName()).hasMatch())
                devices += word; // a target: block devices, directories and files
            else if (option.valueName() == QLatin1String("file"))
                files += word;
            else if (option.valueName() == QLatin1String("dir"))
                directories += word;
            else
                values += word;
        }
        script += QStringLiteral("    %1)\n        case $prev in\n").arg(command.name);
        if (!devices.isEmpty())
            script += QStringLiteral("            %1)\n                _drivescope_cli_devices\n"
                                     "                _filedir\n                return\n                ;;\n")
                          .arg(devices.join(QLatin1Char('|')));
        if (!files.isEmpty())
            script += QStringLiteral("            %1)\n                _filedir\n                return\n"
                                     "                ;;\n")
                          .arg(files.join(QLatin1Char('|')));
        if (!directories.isEmpty())
            script += QStringLiteral("            %1)\n                _filedir -d\n                return\n"
                                     "                ;;\n")
                          .arg(directories.join(QLatin1Char('|')));
        if (!values.isEmpty())
            script += QStringLiteral("            %1)\n                return\n                ;;\n")
                          .arg(values.join(QLatin1Char('|')));
        script += QStringLiteral("        esac\n        options=\"%1\"\n        ;;\n")
                      .arg(optionWords(options).join(QLatin1Char(' ')));
    }
    script += QStringLiteral("    esac\n"
                             "    if [[ $cur == -* ]]; then\n"
                             "        COMPREPLY=($(compgen -W \"$options\" -- \"$cur\"))\n"
                             "    else\n"
                             "        _filedir\n"
                             "    fi\n"
                             "} &&\n"
                             "    complete -F _drivescope_cli drivescope-cli\n");
    return script;
}

int writeDocs(const QString& directory)
{
    const std::pair<const char*, QString> files[] = {
        { "drivescope-cli.1", manPage() },
        { "drivescope.1", windowManPage() },
        { "drivescope-cli.bash", bashCompletion() },
    };
    QDir().mkpath(directory);
    for (const auto& [name, text] : files) {
        QFile file(QDir(directory).filePath(QLatin1String(name)));
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(text.toUtf8()) < 0) {
            fmt::print(stderr, "drivescope-cli: cannot write {}: {}\n", file.fileName().toStdString(),
                file.errorString().toStdString());
            return kExitFailure;
        }
    }
    return kExitOk;
}

} // namespace ds::cli
