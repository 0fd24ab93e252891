#include "model/session.h"
#include "model/usererror.h"

#include <cstddef>
#include <cstdint>

// Any bytes: the loader returns a session or throws UserError. A crash, a sanitizer report, any
// other exception or a hang is a bug.
extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    try {
        const ds::Session session = ds::Session::parse(bytes, QStringLiteral("fuzz input"));
        // What the window and the exporters do with a loaded session must hold up too.
        for (const ds::SessionRun& run : session.runs) {
            (void)run.title();
            (void)run.fioCommand();
            (void)run.toJson();
        }
    } catch (const ds::UserError&) {
    }
    return 0;
}
