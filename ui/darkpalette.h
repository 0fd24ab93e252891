#pragma once

#include <QPalette>

namespace ds {

// The window's dark palette (View → Dark palette); exported images follow it.
QPalette darkPalette();

} // namespace ds
