#pragma once

#include <QString>

namespace ds {

// drivescope-helper: started through pkexec (as root) by a DriveScope that may not open a device
// itself. It checks one path, opens it, passes the descriptor back over its standard output (a
// Unix socket; helperprotocol) and exits. It never runs a test.
//
//   drivescope-helper open --mode read|rewrite|destroy [--allow-destroy DEVICE] DEVICE
//   drivescope-helper smart DEVICE
//
// `smart` runs smartctl (smartmontools, found only in the system's own directories, with a clean
// environment) on a whole block device that passes the same checks, and sends back "SMART\n" and its
// --json output once it has read it as a SMART snapshot (HealthSnapshot's checks and size limit), or
// "ERR <why>": the SMART data of a device it would hand out for reading anyway, nothing more.
//
// It accepts only a path that resolves to /dev/NAME where NAME is a block device in /sys/block, or a
// partition in /sys/class/block, with the same device number; it opens read-only unless the mode
// asks for a write and the write rules allow it (writesafety.h). Exit status: 0 sent, 2 refused.
int runDeviceHelper(int argc, char* argv[]);

// The checks alone: the canonical /dev path of `path`, or a UserError saying why not.
QString resolveHelperDevicePath(const QString& path);
// The same for `smart`, which also wants a whole drive (SMART data is not a partition's).
QString resolveHelperWholeDrive(const QString& path);
// Where the helper looks for smartctl, in order: the system's own directories, never the caller's PATH.
QStringList helperSmartctlPlaces();

} // namespace ds
