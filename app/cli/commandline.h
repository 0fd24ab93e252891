#pragma once

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QList>
#include <QSet>
#include <QStringList>

// What one command of drivescope-cli takes and how it is read: the options a command declares
// (OptionList, filled by its declare function in the command table), and the parsed command line its
// run function reads them from (CommandLine). Help, the man page and the completion are all written
// from the same declared options, so none of them can show an option the command does not parse.

namespace ds::cli {

// The options of one command, in the order its help shows them.
class OptionList {
public:
    void addOption(const QCommandLineOption& option);
    // -h, --help and --help-all.
    void addHelpOption();
    const QList<QCommandLineOption>& options() const { return m_options; }
    bool contains(const QString& name) const;

private:
    QList<QCommandLineOption> m_options;
};

// A command's arguments parsed against its declared options. Reads like QCommandLineParser, but an
// option the command did not declare reads as unset and empty: shared helpers (the target's test file,
// --allow-destroy) work for a command whatever subset of the shared options it takes.
class CommandLine {
public:
    CommandLine(const QString& command, const OptionList& options);
    // Throws UserError for unknown flags and bad values; with `files`, positional arguments are
    // allowed (they are otherwise refused).
    void parse(const QStringList& arguments, bool files);

    const QString& command() const { return m_command; }
    bool has(const QString& name) const { return m_declared.contains(name); }
    bool isSet(const QString& name) const;
    QString value(const QString& name) const;
    QStringList values(const QString& name) const;
    QStringList optionNames() const { return m_parser.optionNames(); }
    QStringList positionalArguments() const { return m_parser.positionalArguments(); }

private:
    QString m_command;
    QSet<QString> m_declared;
    QCommandLineParser m_parser;
};

// An option's names as help shows them: "-h, --help", "--target <path>".
QString optionSynopsis(const QCommandLineOption& option);
// `text` wrapped at `width` columns, every line after the first indented by `indent` spaces.
QString wrapText(const QString& text, int width, int indent);

} // namespace ds::cli
