#pragma once

#include <QCoreApplication>
#include <QLocale>
#include <QString>

namespace ds {

// Core's words for the window. Text core makes for a reader right now (errors, progress) goes through
// QCoreApplication::translate directly: only the window installs a translator, so the CLI stays
// English. Text that can also end up in a file (descriptions, caveats) is made English by default
// and translated only when the caller asks for it; `source` is marked with QT_TRANSLATE_NOOP so
// lupdate finds it.
inline QString wording(bool translated, const char* context, const char* source)
{
    return translated ? QCoreApplication::translate(context, source) : QString::fromUtf8(source);
}

// `locale` writing numbers without group separators: 1254,5 rather than 1.254,5, which an English
// reader takes for 1.25.
inline QLocale withoutGroupSeparator(QLocale locale)
{
    locale.setNumberOptions(locale.numberOptions() | QLocale::OmitGroupSeparator);
    return locale;
}

// A number inside such a text, as QString::arg(double) writes it (six significant digits): for the
// window in the default locale's digits (the window makes its language's locale the default, so
// 0,5 s in German), for files and the CLI in the C locale's.
inline QString wordingNumber(bool translated, double value)
{
    return translated ? withoutGroupSeparator(QLocale()).toString(value, 'g', 6) : QString::number(value, 'g', 6);
}

} // namespace ds
