#include "device/helperprotocol.h"

#include <QByteArray>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/socket.h>
#include <unistd.h>
#include <vector>

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

    bool receive(int socket, QByteArray* message, int* fd, QString* problem)
    {
        *fd = -1;
        QByteArray buffer(kMaxMessage, '\0');
        iovec part { buffer.data(), static_cast<size_t>(buffer.size()) };
        msghdr header {};
        header.msg_iov = &part;
        header.msg_iovlen = 1;
        // Room for as many descriptors as one message can carry (the kernel's SCM_MAX_FD): every
        // descriptor a peer sends then arrives here, and each one beyond the expected is closed rather
        // than left open in this process.
        constexpr size_t kMaxDescriptors = 253;
        alignas(cmsghdr) char control[CMSG_SPACE(sizeof(int) * kMaxDescriptors)] = {};
        header.msg_control = control;
        header.msg_controllen = sizeof(control);
        ssize_t got;
        do
            got = recvmsg(socket, &header, MSG_CMSG_CLOEXEC);
        while (got < 0 && errno == EINTR);
        if (got < 0)
            return false;
        std::vector<int> received;
        for (cmsghdr* rights = CMSG_FIRSTHDR(&header); rights; rights = CMSG_NXTHDR(&header, rights)) {
            if (rights->cmsg_level != SOL_SOCKET || rights->cmsg_type != SCM_RIGHTS || rights->cmsg_len < CMSG_LEN(0))
                continue;
            const size_t count = (rights->cmsg_len - CMSG_LEN(0)) / sizeof(int);
            for (size_t i = 0; i < count; ++i) {
                int one = -1;
                std::memcpy(&one, CMSG_DATA(rights) + i * sizeof(int), sizeof(int));
                received.push_back(one);
            }
        }
        // One descriptor or none is the protocol; anything else (or some cut off for lack of room)
        // is a peer that is not our helper, and nothing it sent is kept.
        const bool truncated = (header.msg_flags & MSG_CTRUNC) != 0;
        if (truncated || received.size() > 1) {
            for (int one : received)
                ::close(one);
            if (problem)
                *problem = truncated
                    ? QStringLiteral("its descriptors did not fit in the message")
                    : QStringLiteral("%1 descriptors came where one was expected").arg(received.size());
            return false;
        }
        if (got == 0) { // the peer closed without a word
            for (int one : received)
                ::close(one);
            return false;
        }
        *fd = received.empty() ? -1 : received.front();
        buffer.truncate(got);
        *message = buffer;
        return true;
    }

}

} // namespace ds
