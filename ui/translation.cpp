#include "translation.h"

#include "model/wording.h"

#include <QActionGroup>
#include <QChart>
#include <QCoreApplication>
#include <QLibraryInfo>
#include <QMenu>
#include <QPointer>
#include <QSettings>
#include <QTranslator>

namespace ds {

namespace {
    const QString kLanguageKey = QStringLiteral("window/language");
}

bool installTranslations(const QLocale& locale)
{
    // The ones installed before go first, so that a language chosen while the window is open
    // replaces the old one rather than sitting under it. Owned by the application, so they live as
    // long as it does.
    static QPointer<QTranslator> qt;
    static QPointer<QTranslator> own;
    for (QPointer<QTranslator>* installed : { &qt, &own })
        if (*installed) {
            QCoreApplication::removeTranslator(*installed);
            delete installed->data();
        }
    qt = new QTranslator(QCoreApplication::instance());
    if (qt->load(
            locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    own = new QTranslator(QCoreApplication::instance());
    if (own->load(locale, QStringLiteral("drivescope"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
        QCoreApplication::installTranslator(own);
        return true;
    }
    // A language DriveScope does not speak gets the sources' English, with its plural forms.
    if (own->load(QStringLiteral(":/i18n/drivescope_en.qm")))
        QCoreApplication::installTranslator(own);
    return false;
}

QStringList languageCodes() { return { QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("ru") }; }

QString chosenLanguage()
{
    const QString code = QSettings().value(kLanguageKey).toString();
    return languageCodes().contains(code) ? code : QString();
}

void setChosenLanguage(const QString& code)
{
    if (code.isEmpty() || !languageCodes().contains(code))
        QSettings().remove(kLanguageKey);
    else
        QSettings().setValue(kLanguageKey, code);
}

QLocale chosenLocale()
{
    const QString code = chosenLanguage();
    return code.isEmpty() ? QLocale() : QLocale(code);
}

void useLocaleForNumbers(const QLocale& locale) { QLocale::setDefault(withoutGroupSeparator(locale)); }

QString formatDecimal(double value, int decimals)
{
    return withoutGroupSeparator(QLocale()).toString(value, 'f', decimals);
}

void localizeChartNumbers(QChart* chart)
{
    chart->setLocale(withoutGroupSeparator(QLocale()));
    chart->setLocalizeNumbers(true);
}

QMenu* addLanguageMenu(QMenu* parent, const std::function<void()>& apply)
{
    QMenu* menu = parent->addMenu(QCoreApplication::translate("LanguageMenu", "&Language"));
    auto* group = new QActionGroup(menu);
    const std::pair<QString, QString> choices[] = {
        { QString(), QCoreApplication::translate("LanguageMenu", "&System default") },
        { QStringLiteral("en"), QStringLiteral("&English") },
        { QStringLiteral("de"), QStringLiteral("&Deutsch") },
        { QStringLiteral("ru"), QStringLiteral("&Русский") },
    };
    const QString chosen = chosenLanguage();
    for (const auto& [code, name] : choices) {
        QAction* action = menu->addAction(name);
        action->setCheckable(true);
        action->setChecked(code == chosen);
        action->setData(code);
        group->addAction(action);
        QObject::connect(action, &QAction::triggered, menu, [language = code, apply]() {
            if (language == chosenLanguage())
                return;
            setChosenLanguage(language);
            apply();
        });
    }
    return menu;
}

} // namespace ds
