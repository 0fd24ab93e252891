#pragma once

#include <QString>

#include <cerrno>
#include <cstring>
#include <stdexcept>

namespace ds {

// A request the program refuses with a clear message: bad flags, an unsafe write, a misaligned
// block size. The CLI prints what() and exits with status 2; nothing has been written.
class UserError : public std::runtime_error {
public:
    explicit UserError(const QString& message)
        : std::runtime_error(message.toStdString())
    {
    }
    QString message() const { return QString::fromStdString(what()); }
};

// The system's words for an errno value (strerror), for the messages above.
inline QString errnoText(int error = errno) { return QString::fromLocal8Bit(std::strerror(error)); }

} // namespace ds
