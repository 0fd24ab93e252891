#pragma once

#include <QLocale>

namespace ds {

// Installs DriveScope's translation for `locale` (embedded in the ui library, :/i18n) and Qt's own;
// returns whether DriveScope's was found. English needs none.
bool installTranslations(const QLocale& locale);

} // namespace ds
