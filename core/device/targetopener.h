#pragma once

#include "device/target.h"

#include <QString>
#include <QStringList>

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

// The one way a run's targets are opened, for the window's worker and the CLI alike: the names
// checked, the consent to destroy matched to each device, a test file made where no device is named.
// Whether a write may happen is still decided by Target::openBlockDevice alone (writesafety.h).

namespace ds {

bool isBlockDevice(const QString& path);

struct TargetRequest {
    // Block devices, directories or new file names for a test file; an empty path is the default
    // directory. Several for a multi-target run.
    QStringList paths;
    QString pathsSetting; // how the front end names them in a message: "--target", "the target"
    bool writes = false;
    QStringList allowDestroy; // every device the user named for destruction in this run, by any name
    uint64_t testFileBytes = uint64_t { 1 } << 30;
    const std::atomic<bool>* cancel = nullptr; // stops a test file's preparation
    std::function<void(const QString& location, double fraction)> progress; // of a test file's preparation
    std::function<void(const Target&)> opened; // each target as soon as it is open
};

// The name in `allowDestroy` that is this device (a symlink such as a /dev/disk/by-id name counts as
// the device it points to), or an empty string: never a name given for another device.
QString destroyConsentFor(const QString& devicePath, const QStringList& allowDestroy);

// Opens every target before any I/O; any refusal closes those already open and removes their test
// files. Throws UserError with the reason; returns no targets when the cancel flag was set meanwhile.
std::vector<std::unique_ptr<Target>> openTargets(const TargetRequest& request);

} // namespace ds
