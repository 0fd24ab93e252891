#pragma once

#include <QString>

#include <sys/types.h>

namespace ds {

class DriveEnumerator;

// The rule for writing to a block device (DESIGN.md, Safety): the user named this exact device with
// --allow-destroy, and neither it nor any partition of it is mounted, used as swap or held by
// another device, nor set up on or under a loop device in use (DriveEnumerator says it all: the one
// place where "in use" is decided). Throws UserError naming the reason; the caller then opens with
// O_EXCL, which the kernel refuses while anything else claims the device.
// `device` is the device number of what was opened (fstat of the descriptor): a name looked up again
// could by then be another device. `shownPath` only names it in messages.
void checkDeviceWriteAllowed(
    dev_t device, const QString& shownPath, const QString& allowDestroy, const DriveEnumerator& drives);
// The same for a device known only by its path, for a question asked before anything is opened (the
// window's consent dialog); the answer that counts is the one given on the descriptor.
void checkDeviceWriteAllowed(const QString& devicePath, const QString& allowDestroy, const DriveEnumerator& drives);

// The part of the rule that holds for every write, the non-destructive rewrite included: neither the
// device nor any partition of it is mounted, swap or held (a filesystem writing between our read and
// our write-back would lose its write), and no loop device on the same file as a loop device target
// is. Throws UserError naming the reason.
void checkDeviceUnused(dev_t device, const QString& shownPath, const DriveEnumerator& drives);
void checkDeviceUnused(const QString& devicePath, const DriveEnumerator& drives);

} // namespace ds
