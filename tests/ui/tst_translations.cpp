// Keeps translations/drivescope_<lang>.ts complete: lupdate runs over the same sources as the build's
// update_translations target, into copies of the .ts files, and every message of the result must be
// translated, with the source's placeholders, HTML tags and one accelerator where the source has one.
// A tr() string added without a translation, or an entry left behind by a removed one, fails here
// with the offending strings named.

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {

struct TsMessage {
    QString context;
    QString source;
    bool numerus = false;
    QString type; // of <translation>: "", "unfinished", "vanished", "obsolete"
    QStringList forms; // the translation, or its numerus forms
    QString key() const { return context + QLatin1String(" | ") + source; }
};

std::vector<TsMessage> readTs(const QString& path, QString* error)
{
    std::vector<TsMessage> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot read %1: %2").arg(path, file.errorString());
        return messages;
    }
    QXmlStreamReader xml(&file);
    QString context;
    TsMessage message;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const QStringView name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            message = TsMessage { context, QString(),
                xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes"), QString(), {} };
        } else if (name == QLatin1String("source")) {
            message.source = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            message.type = xml.attributes().value(QLatin1String("type")).toString();
            if (message.numerus) {
                while (xml.readNextStartElement())
                    message.forms += xml.readElementText(QXmlStreamReader::IncludeChildElements);
            } else {
                message.forms += xml.readElementText(QXmlStreamReader::IncludeChildElements);
            }
            messages.push_back(message);
        }
    }
    if (xml.hasError())
        *error = QStringLiteral("%1: %2 at line %3").arg(path, xml.errorString()).arg(xml.lineNumber());
    return messages;
}

QStringList sortedMatches(const QRegularExpression& pattern, const QString& text)
{
    QStringList found;
    for (const QRegularExpressionMatch& match : pattern.globalMatch(text))
        found += match.captured(0);
    found.sort();
    return found;
}

// "&File" has the accelerator F; "&&" is a literal ampersand.
int acceleratorCount(const QString& text)
{
    int count = 0;
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i) != QLatin1Char('&'))
            continue;
        if (text.at(i + 1) == QLatin1Char('&')) {
            ++i;
            continue;
        }
        if (!text.at(i + 1).isSpace())
            ++count;
    }
    return count;
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT

private slots:
    void everyMessageIsTranslated_data();
    void everyMessageIsTranslated();
};

void TestTranslations::everyMessageIsTranslated_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("pluralForms");
    QTest::addColumn<QStringList>("lupdateOptions");
    QTest::newRow("German") << QStringLiteral("de") << 2 << QStringList {};
    QTest::newRow("Russian") << QStringLiteral("ru") << 3 << QStringList {};
    // The sources' own language: only the plural forms of "%n run(s)" and the like.
    QTest::newRow("English") << QStringLiteral("en") << 2 << QStringList { QStringLiteral("-pluralonly") };
}

void TestTranslations::everyMessageIsTranslated()
{
    QFETCH(QString, language);
    QFETCH(int, pluralForms);
    QFETCH(QStringList, lupdateOptions);
    const QString original = QStringLiteral(DRIVESCOPE_TS_DIR "/drivescope_%1.ts").arg(language);
    QVERIFY2(QFile::exists(original), qPrintable(original));
    QVERIFY2(QFile::exists(QStringLiteral(DRIVESCOPE_LUPDATE)), "lupdate (qt6-l10n-tools) is a build dependency");

    QTemporaryDir directory;
    QVERIFY(directory.isValid());
    const QString copy = directory.filePath(QStringLiteral("drivescope_%1.ts").arg(language));
    QVERIFY(QFile::copy(original, copy));
    QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);

    // The build's own options (ui/CMakeLists.txt) and source list.
    QProcess lupdate;
    lupdate.setProcessChannelMode(QProcess::MergedChannels);
    lupdate.start(QStringLiteral(DRIVESCOPE_LUPDATE),
        lupdateOptions
            + QStringList { QStringLiteral("-no-obsolete"), QStringLiteral("@" DRIVESCOPE_TRANSLATED_SOURCES),
                QStringLiteral("-ts"), copy });
    QVERIFY(lupdate.waitForFinished(120000));
    const QString lupdateOutput = QString::fromLocal8Bit(lupdate.readAll());
    QVERIFY2(lupdate.exitStatus() == QProcess::NormalExit && lupdate.exitCode() == 0, qPrintable(lupdateOutput));
    // lupdate warns about calls it cannot read ("Cannot invoke tr() like this"): such a string
    // would never be translated.
    QVERIFY2(!lupdateOutput.contains(QLatin1String("warning"), Qt::CaseInsensitive), qPrintable(lupdateOutput));

    QString error;
    const std::vector<TsMessage> updated = readTs(copy, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const std::vector<TsMessage> stored = readTs(original, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(updated.size() > (lupdateOptions.isEmpty() ? 100 : 10));

    static const QRegularExpression placeholder(QStringLiteral("%(?:[1-9]|n)"));
    static const QRegularExpression tag(QStringLiteral("</?[a-zA-Z][^>]*>"));
    QStringList problems;
    QSet<QString> current;
    for (const TsMessage& message : updated) {
        current.insert(message.key());
        const QString where = QStringLiteral("[%1] \"%2\"").arg(message.context, message.source);
        if (message.type == QLatin1String("unfinished")) {
            problems += QStringLiteral("not translated (new, or unfinished): %1").arg(where);
            continue;
        }
        if (message.numerus && message.forms.size() != pluralForms)
            problems += QStringLiteral("%1 plural forms instead of %2: %3")
                            .arg(message.forms.size())
                            .arg(pluralForms)
                            .arg(where);
        for (const QString& form : message.forms) {
            if (form.trimmed().isEmpty() && !message.source.trimmed().isEmpty()) {
                problems += QStringLiteral("empty translation: %1").arg(where);
                continue;
            }
            if (sortedMatches(placeholder, form) != sortedMatches(placeholder, message.source))
                problems += QStringLiteral("placeholders differ: %1 -> \"%2\"").arg(where, form);
            if (sortedMatches(tag, form) != sortedMatches(tag, message.source))
                problems += QStringLiteral("HTML tags differ: %1 -> \"%2\"").arg(where, form);
            if (message.numerus && form.contains(QLatin1String("(s)")))
                problems += QStringLiteral("a plural form that still says (s): %1 -> \"%2\"").arg(where, form);
            if (acceleratorCount(form) != acceleratorCount(message.source))
                problems += QStringLiteral("accelerator (&) missing or doubled: %1 -> \"%2\"").arg(where, form);
        }
    }
    for (const TsMessage& message : stored) {
        if (!current.contains(message.key()))
            problems += QStringLiteral("no longer in the sources (run the update_translations target): [%1] \"%2\"")
                            .arg(message.context, message.source);
        else if (message.type == QLatin1String("vanished") || message.type == QLatin1String("obsolete"))
            problems += QStringLiteral("marked %1: [%2] \"%3\"").arg(message.type, message.context, message.source);
    }
    qInfo("%s: %zu messages checked", qPrintable(language), updated.size());
    QVERIFY2(problems.isEmpty(),
        qPrintable(QStringLiteral("%1 problem(s) in %2 (fix the .ts, e.g. in Qt Linguist):\n%3")
                       .arg(problems.size())
                       .arg(original, problems.join(QLatin1Char('\n')))));
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
