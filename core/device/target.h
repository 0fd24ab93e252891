#pragma once

#include "device/helperprotocol.h"
#include "model/targetinfo.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>

namespace ds {

// An open benchmark target: a block device or a test file of our own. The destructor closes it and
// deletes a test file, so every exit path that unwinds (errors, Ctrl-C) leaves nothing behind.
class Target {
public:
    ~Target();
    Target(const Target&) = delete;
    Target& operator=(const Target&) = delete;

    // Opens a whole disk or partition with O_DIRECT. Writing needs allowDestroy to name this very
    // device and the device to be unused (see writesafety.h); throws UserError otherwise.
    static std::unique_ptr<Target> openBlockDevice(const QString& path, bool forWriting, const QString& allowDestroy);

    // Opens a block device for the non-destructive rewrite: read-write and O_EXCL without a typed
    // name, but under the same rule that nothing may be mounted, swap or held (writesafety.h).
    static std::unique_ptr<Target> openBlockDeviceForRewrite(const QString& path);

    // Whether a block device has gone away under us (unplugged, a loop device detached, a drive gone
    // offline): `error` is ENODEV or ENXIO, or the kernel now reports it without its size. False for
    // test files and for a device that is still there.
    bool isGone(int error = 0) const;

    struct TestFileOptions {
        QString location; // a directory (a file is made in it) or a path that does not exist yet
        uint64_t sizeBytes = uint64_t { 1 } << 30;
        const std::atomic<bool>* cancel = nullptr;
        std::function<void(double fraction)> progress;
    };
    // Creates the file with fallocate and fills it with incompressible data so reads measure the
    // medium, not holes. Throws UserError (no space, not a directory, cancelled …) after removing it.
    static std::unique_ptr<Target> createTestFile(const TestFileOptions& options);

    // $XDG_CACHE_HOME/drivescope, else ~/.cache/drivescope: a newcomer's first run needs no root.
    static QString defaultTestFileDirectory();

    // Discards [offset, offset + length) of a block device opened for writing (BLKDISCARD: TRIM, UNMAP,
    // deallocate), as the PTS purges a drive. Returns 0 or the errno (EOPNOTSUPP: the device cannot);
    // throws UserError for a test file or a device not named for destruction (the rewrite test's).
    int discard(uint64_t offset, uint64_t length) const;

    int fd() const { return m_fd; }
    // Opened with the user's consent to destroy this very device (--allow-destroy naming it).
    bool namedForDestruction() const { return m_namedForDestruction; }
    const TargetInfo& info() const { return m_info; }

private:
    Target() = default;
    static std::unique_ptr<Target> openBlockDeviceFor(
        const QString& path, DeviceAccess access, const QString& allowDestroy);

    int m_fd = -1;
    TargetInfo m_info;
    QString m_fileToRemove;
    bool m_namedForDestruction = false; // opened with the user's consent to destroy its data
};

} // namespace ds
