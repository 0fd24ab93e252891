#pragma once

#include <QString>

#include <optional>

namespace ds {

// What a device is opened for; each has its own rule (writesafety.h).
enum class DeviceAccess {
    Read, // O_RDONLY
    Rewrite, // O_RDWR | O_EXCL, nothing mounted, swap or held (the non-destructive rewrite)
    Destroy, // the same, and the user named the device with --allow-destroy
};

QString deviceAccessName(DeviceAccess access); // "read", "rewrite", "destroy"
std::optional<DeviceAccess> parseDeviceAccess(const QString& name);
// open(2) flags for the access, O_DIRECT and O_CLOEXEC included.
int deviceOpenFlags(DeviceAccess access);

// The helper protocol: drivescope-helper's standard output is one end of a Unix stream socket. It
// sends a single message, "OK" with the open descriptor attached (SCM_RIGHTS), or "ERR <message>"
// without one, and exits: 0 sent, 2 refused, 1 failed.
namespace helperprotocol {
    // Sends `fd` (or none when fd < 0) with `message`; false when the socket is gone.
    bool send(int socket, const QByteArray& message, int fd = -1);
    // Receives one message and its descriptor (-1 when none came); false when nothing came at all,
    // or when the message is refused, with the reason in `problem`: more than one descriptor, or
    // descriptors cut off for lack of room. A refused message leaves no descriptor open.
    bool receive(int socket, QByteArray* message, int* fd, QString* problem = nullptr);
}

} // namespace ds
