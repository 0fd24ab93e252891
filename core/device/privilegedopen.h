#pragma once

#include "device/helperprotocol.h"

#include <QString>
#include <QStringList>

namespace ds {

// Raw access for a user who may not open a device: through udisks2 (Block.OpenDevice over D-Bus,
// authorised by polkit) where udisks2 runs, else through drivescope-helper started with pkexec.
// DRIVESCOPE_PRIVILEGED_OPEN=udisks|helper|none picks one route; DRIVESCOPE_HELPER names a helper to
// start directly instead of through pkexec (a development build, or a test's setuid copy).
struct PrivilegedOpen {
    int fd = -1; // the open descriptor, or -1
    QString route; // "udisks2", "drivescope-helper via pkexec" …
    QString error; // why it failed, when fd < 0

    // The caller has already applied the write rules; each route applies them again.
    static PrivilegedOpen open(const QString& devicePath, DeviceAccess access, const QString& allowDestroy);

    // The helper itself: starts `command` (the helper, or pkexec and the helper) and takes the
    // descriptor it sends back.
    static PrivilegedOpen throughHelper(
        const QStringList& command, const QString& devicePath, DeviceAccess access, const QString& allowDestroy);
    static PrivilegedOpen throughUdisks(const QString& devicePath, DeviceAccess access);
};

} // namespace ds
