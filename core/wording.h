#pragma once

#include <QCoreApplication>
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

} // namespace ds
