#include "commandline.h"

#include "model/usererror.h"

namespace ds::cli {

void OptionList::addOption(const QCommandLineOption& option) { m_options += option; }

void OptionList::addHelpOption()
{
    addOption(QCommandLineOption({ QStringLiteral("h"), QStringLiteral("help") }, QStringLiteral("Show this help.")));
    addOption(QCommandLineOption(QStringLiteral("help-all"), QStringLiteral("The same as --help.")));
}

bool OptionList::contains(const QString& name) const
{
    for (const QCommandLineOption& option : m_options)
        if (option.names().contains(name))
            return true;
    return false;
}

CommandLine::CommandLine(const QString& command, const OptionList& options)
    : m_command(command)
{
    for (const QCommandLineOption& option : options.options()) {
        m_parser.addOption(option);
        for (const QString& name : option.names())
            m_declared.insert(name);
    }
}

void CommandLine::parse(const QStringList& arguments, bool files)
{
    m_parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    if (!m_parser.parse(QStringList { QStringLiteral("drivescope-cli ") + m_command } + arguments))
        throw UserError(m_parser.errorText());
    if (!files && !m_parser.positionalArguments().isEmpty())
        throw UserError(QStringLiteral("unexpected argument '%1'").arg(m_parser.positionalArguments().constFirst()));
}

bool CommandLine::isSet(const QString& name) const { return has(name) && m_parser.isSet(name); }

QString CommandLine::value(const QString& name) const { return has(name) ? m_parser.value(name) : QString(); }

QStringList CommandLine::values(const QString& name) const { return has(name) ? m_parser.values(name) : QStringList(); }

QString optionSynopsis(const QCommandLineOption& option)
{
    QStringList names;
    for (const QString& name : option.names())
        names += (name.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + name;
    QString text = names.join(QStringLiteral(", "));
    if (!option.valueName().isEmpty())
        text += QStringLiteral(" <%1>").arg(option.valueName());
    return text;
}

QString wrapText(const QString& text, int width, int indent)
{
    QString result;
    int column = indent; // the first line starts there too: the caller has filled its start
    const QStringList words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (const QString& word : words) {
        if (column > indent && column + 1 + word.size() > width) {
            result += QLatin1Char('\n') + QString(indent, QLatin1Char(' '));
            column = indent;
        } else if (!result.isEmpty()) {
            result += QLatin1Char(' ');
            ++column;
        }
        result += word;
        column += static_cast<int>(word.size());
    }
    return result;
}

} // namespace ds::cli
