#pragma once

#include "device/drivecommands.h"

#include <QString>

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace ds {

// Sends the commands of device/drivecommands to a drive: NVMe admin commands (NVME_IOCTL_ADMIN_CMD on
// the namespace's block device) or ATA commands in SAT's ATA PASS-THROUGH(16) (SG_IO on an sd disk that
// libata drives). One small interface, so the PTS and the tests can use a fake drive instead.
class DriveCommandBackend {
public:
    enum class Kind { None, Nvme, Ata };

    struct NvmeReply {
        int error = 0; // errno of the ioctl itself (EPERM, ENOTTY …); 0 when the drive answered
        uint16_t status = 0; // the drive's status (Nvme::statusText); 0: success
        uint32_t result = 0; // completion dword 0
        std::vector<uint8_t> data; // what the command read
        bool ok() const { return error == 0 && status == 0; }
    };
    struct AtaReply {
        int error = 0; // errno of SG_IO, or EIO when the transport failed
        std::optional<AtaRegisters> registers; // the returned registers, where the sense data held them
        std::vector<uint8_t> data;
        bool ok() const { return error == 0 && !(registers && registers->failed()); }
    };

    virtual ~DriveCommandBackend() = default;

    virtual Kind kind() const = 0;
    // Why this device takes none of these commands ("loop3 is a loop device, not a drive"); empty for an
    // NVMe or ATA drive.
    virtual QString refusal() const = 0;
    // Checked again right before an erasing command is sent: the open device is still a whole NVMe or
    // ATA drive and not a partition or stacked device. Empty when it is, else why not.
    virtual QString recheck() const = 0;
    // NVMe: the namespace's id and the other namespaces on its controller (a sanitize erases them too).
    virtual uint32_t namespaceId() const = 0;
    virtual QStringList otherNamespaces() const = 0;

    virtual NvmeReply nvmeAdmin(const NvmeAdminCommand& command) = 0;
    virtual AtaReply ata(const AtaCommand& command) = 0;

    // The backend for an open block device: it talks to `fd`, and decides what the device is from the
    // device number fstat gives (not from a path that could since name another device).
    static std::unique_ptr<DriveCommandBackend> forDevice(int fd);
};

// What sort of device the sysfs directory of a block device (/sys/dev/block/MAJ:MIN, resolved) is, for
// drive commands: an NVMe namespace or an ATA disk, else None with the reason in `refusal`.
DriveCommandBackend::Kind classifyForDriveCommands(const QString& sysfsDirectory, QString* refusal);

} // namespace ds
