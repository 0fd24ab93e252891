#include "helperprotocol.h"

#include <QByteArray>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/socket.h>
#include <unistd.h>

namespace ds {

QString deviceAccessName(DeviceAccess access)
{
    switch (access) {
    case DeviceAccess::Read:
        return QStringLiteral("read");
    case DeviceAccess::Rewrite:
        return QStringLiteral("rewrite");
    case DeviceAccess::Destroy:
        return QStringLiteral("destroy");
    }
    return {};
}

std::optional<DeviceAccess> parseDeviceAccess(const QString& name)
{
    for (DeviceAccess access : { DeviceAccess::Read, DeviceAccess::Rewrite, DeviceAccess::Destroy })
        if (name == deviceAccessName(access))
            return access;
    return std::nullopt;
}

int deviceOpenFlags(DeviceAccess access)
{
    // O_EXCL on a block device fails with EBUSY while it is mounted or claimed: the kernel's own
    // last word on whether a write could hurt a filesystem.
    return (access == DeviceAccess::Read ? O_RDONLY : O_RDWR | O_EXCL) | O_DIRECT | O_CLOEXEC;
}

namespace helperprotocol {

    constexpr size_t kMaxMessage = 4096;

    bool send(int socket, const QByteArray& message, int fd)
    {
        const QByteArray payload = message.left(kMaxMessage);
        iovec part { const_cast<char*>(payload.constData()), static_cast<size_t>(payload.size()) };
        msghdr header {};
        header.msg_iov = &part;
        header.msg_iovlen = 1;
        alignas(cmsghdr) char control[CMSG_SPACE(sizeof(int))] = {};
        if (fd >= 0) {
            header.msg_control = control;
            header.msg_controllen = sizeof(control);
            cmsghdr* rights = CMSG_FIRSTHDR(&header);
            rights->cmsg_level = SOL_SOCKET;
            rights->cmsg_type = SCM_RIGHTS;
            rights->cmsg_len = CMSG_LEN(sizeof(int));
            std::memcpy(CMSG_DATA(rights), &fd, sizeof(int));
        }
        ssize_t sent;
        do
            sent = sendmsg(socket, &header, MSG_NOSIGNAL);
        while (sent < 0 && errno == EINTR);
        return sent == static_cast<ssize_t>(payload.size());
    }

    bool receive(int socket, QByteArray* message, int* fd)
    {
        *fd = -1;
        QByteArray buffer(kMaxMessage, '\0');
        iovec part { buffer.data(), static_cast<size_t>(buffer.size()) };
        msghdr header {};
        header.msg_iov = &part;
        header.msg_iovlen = 1;
        alignas(cmsghdr) char control[CMSG_SPACE(sizeof(int))] = {};
        header.msg_control = control;
        header.msg_controllen = sizeof(control);
        ssize_t got;
        do
            got = recvmsg(socket, &header, MSG_CMSG_CLOEXEC);
        while (got < 0 && errno == EINTR);
        if (got <= 0)
            return false;
        for (cmsghdr* part2 = CMSG_FIRSTHDR(&header); part2; part2 = CMSG_NXTHDR(&header, part2))
            if (part2->cmsg_level == SOL_SOCKET && part2->cmsg_type == SCM_RIGHTS
                && part2->cmsg_len >= CMSG_LEN(sizeof(int)))
                std::memcpy(fd, CMSG_DATA(part2), sizeof(int));
        // A descriptor cut off for lack of room would be lost: treat the message as broken.
        if (header.msg_flags & MSG_CTRUNC) {
            if (*fd >= 0)
                ::close(*fd);
            *fd = -1;
            return false;
        }
        buffer.truncate(got);
        *message = buffer;
        return true;
    }

}

} // namespace ds
