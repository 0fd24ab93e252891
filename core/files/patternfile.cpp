#include "files/patternfile.h"

#include "files/userfile.h"
#include "model/usererror.h"

#include <QFile>

namespace ds {

std::vector<PatternSpec> loadPatternFile(const QString& path)
{
    QFile file(path);
    if (!openUserFile(file))
        throw UserError(QStringLiteral("cannot read the pattern file %1: %2").arg(path, file.errorString()));
    // A pattern file holds a few specifications: a megabyte is far more than any needs.
    return PatternSpec::fromJson(readUserFile(file, path, 1 << 20, QStringLiteral("a pattern file")), path);
}

} // namespace ds
