#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>

#include <functional>

class QChart;
class QMenu;

namespace ds {

// Installs DriveScope's translation for `locale` (embedded in the ui library, :/i18n) and Qt's own;
// returns whether DriveScope's was found. English has one for its plural forms, which a language without
// a translation gets too.
bool installTranslations(const QLocale& locale);

// The language chosen in the window (View > Language), kept in QSettings: "" follows the system
// locale, else a language code of languageCodes(). It applies from the next start, as the window
// builds its texts once.
QString chosenLanguage();
void setChosenLanguage(const QString& code);
QLocale chosenLocale(); // the system locale, or the chosen language's
QStringList languageCodes(); // "en", "de", "ru"
// View > Language under `parent`: each language in its own words (so it can be found whatever the
// current one is), the chosen one ticked. Picking another stores it and calls `apply`.
QMenu* addLanguageMenu(QMenu* parent, const std::function<void()>& apply);

// Makes `locale` the one the window writes its numbers in (QLocale's default), without group
// separators: 1234,5 MB/s in German and Russian, 1234.5 MB/s in English. Files, JSON and the CLI
// keep the C locale's decimal point, as they never ask the default locale.
void useLocaleForNumbers(const QLocale& locale);
// `value` with `decimals` places in that locale.
QString formatDecimal(double value, int decimals);
// Has the chart write its axis and value labels in that locale too.
void localizeChartNumbers(QChart* chart);

} // namespace ds
