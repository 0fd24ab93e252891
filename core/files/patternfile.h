#pragma once

#include "model/results/patternresult.h"

#include <QString>

#include <vector>

namespace ds {

// User patterns from a JSON file (schema in docs/manual.md, "Pattern files"); throws UserError that names
// the file and the field at fault.
std::vector<PatternSpec> loadPatternFile(const QString& path);

} // namespace ds
