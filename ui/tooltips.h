#pragma once

#include <QString>

namespace ds {

// A long plain-text tooltip as rich text, which Qt wraps to a readable width instead of showing one
// line wider than the window; short ones and rich text are returned as they are.
QString wrappedToolTip(const QString& text);

// From now on every widget's long plain-text tooltip is wrapped, whenever it is set (widgets made
// earlier included). Safe to call more than once.
void wrapLongToolTips();

} // namespace ds
