#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>

namespace ds {

// Installs DriveScope's translation for `locale` (embedded in the ui library, :/i18n) and Qt's own;
// returns whether DriveScope's was found. English needs none.
bool installTranslations(const QLocale& locale);

// The language chosen in the window (View > Language), kept in QSettings: "" follows the system
// locale, else a language code of languageCodes(). It applies from the next start, as the window
// builds its texts once.
QString chosenLanguage();
void setChosenLanguage(const QString& code);
QLocale chosenLocale(); // the system locale, or the chosen language's
QStringList languageCodes(); // "en", "de", "ru"

} // namespace ds
