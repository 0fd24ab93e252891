#include "targetnames.h"

#include "usererror.h"

#include <QCoreApplication>

namespace ds {

void checkTargetPathText(const QString& path, const QString& what)
{
    // U+FFFD stands for bytes that were lost in decoding; a name really holding it is refused too,
    // which costs less than a test file made, or a device looked for, under another name.
    if (path.contains(QChar::ReplacementCharacter))
        throw UserError(QCoreApplication::translate("ds::TargetNames",
            "%1 %2 is not valid UTF-8 (its undecodable bytes are shown as %3): it cannot be opened by that name; "
            "rename it, or use a link with a valid name")
                            .arg(what, path, QString(QChar::ReplacementCharacter)));
}

} // namespace ds
