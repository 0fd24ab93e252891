#pragma once

#include <QString>

namespace ds::cli {

// The man page drivescope-cli(1) and drivescope(1) in roff, and the bash completion script, from the
// command table.
QString manPage();
QString windowManPage();
QString bashCompletion();
// Writes drivescope-cli.1, drivescope.1 and drivescope-cli.bash into `directory` (the build's
// `drivescope-cli help --write-docs DIR`). Returns the exit status.
int writeDocs(const QString& directory);

} // namespace ds::cli
