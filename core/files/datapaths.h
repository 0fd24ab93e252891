#pragma once

#include <QString>

namespace ds {

// Where DriveScope keeps its own files: $XDG_DATA_HOME/drivescope, else ~/.local/share/drivescope.
QString drivescopeDataDirectory();
// `text` as part of a file name: every character but letters, digits, '-' and '_' becomes '_'.
QString fileNamePart(QString text);

} // namespace ds
