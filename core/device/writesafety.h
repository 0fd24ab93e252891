#pragma once

#include <QString>

namespace ds {

class DriveEnumerator;

// The rule for writing to a block device (DESIGN.md, Safety): the user named this exact device with
// --allow-destroy, and neither it nor any partition of it is mounted, used as swap or held by
// another device, nor set up on or under a loop device in use (DriveEnumerator says it all: the one
// place where "in use" is decided). Throws UserError naming the reason; the caller then opens with
// O_EXCL, which the kernel refuses while anything else claims the device.
void checkDeviceWriteAllowed(const QString& devicePath, const QString& allowDestroy, const DriveEnumerator& drives);

// The part of the rule that holds for every write, the non-destructive rewrite included: neither the
// device nor any partition of it is mounted, swap or held (a filesystem writing between our read and
// our write-back would lose its write). Throws UserError naming the reason.
void checkDeviceUnused(const QString& devicePath, const DriveEnumerator& drives);

} // namespace ds
