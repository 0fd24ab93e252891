#include "device/drivecommandbackend.h"

#include "device/sysfs.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

#include <cerrno>
#include <linux/nvme_ioctl.h>
#include <scsi/sg.h>
#include <sys/ioctl.h>
#include <sys/stat.h>

namespace ds {

namespace {
    // What a device that is no drive of its own is, by its kernel name, for the refusal's words.
    QString stackedKind(const QString& name)
    {
        static const std::vector<std::pair<const char*, const char*>> kinds {
            { "loop", "a loop device" },
            { "zram", "a zram device" },
            { "dm-", "a device-mapper device" },
            { "md", "an md RAID device" },
            { "nbd", "a network block device" },
            { "vd", "a virtio disk (its host decides what a sanitize would do)" },
            { "xvd", "a Xen virtual disk" },
            { "ram", "a RAM disk" },
            { "rbd", "a Ceph RBD device" },
            { "sr", "an optical drive" },
        };
        for (const auto& [prefix, kind] : kinds)
            if (name.startsWith(QLatin1String(prefix)))
                return QLatin1String(kind);
        return QStringLiteral("not an NVMe or ATA drive");
    }

    class LinuxDriveCommands final : public DriveCommandBackend {
    public:
        explicit LinuxDriveCommands(int fd)
            : m_fd(fd)
        {
            m_kind = classify(&m_refusal);
            if (m_kind == Kind::Nvme) {
                const int id = ioctl(m_fd, NVME_IOCTL_ID);
                m_nsid = id > 0 ? static_cast<uint32_t>(id) : 0;
            }
        }

        Kind kind() const override { return m_kind; }
        QString refusal() const override { return m_refusal; }
        QString recheck() const override
        {
            QString refusal;
            const Kind now = classify(&refusal);
            if (now == Kind::None)
                return refusal;
            if (now != m_kind)
                return QStringLiteral("the device changed while it was open");
            return {};
        }
        uint32_t namespaceId() const override { return m_nsid; }
        QStringList otherNamespaces() const override
        {
            // The controller's directory lists its namespaces (nvme0n1, nvme0n2 …).
            const QString controller = m_sysfs + QStringLiteral("/device");
            QStringList others;
            const QRegularExpression pattern(QStringLiteral("^nvme\\d+(c\\d+)?n\\d+$"));
            const QString self = QFileInfo(m_sysfs).fileName();
            for (const QString& entry : QDir(controller).entryList(QDir::Dirs | QDir::NoDotAndDotDot))
                if (pattern.match(entry).hasMatch() && entry != self)
                    others << entry;
            return others;
        }

        NvmeReply nvmeAdmin(const NvmeAdminCommand& command) override
        {
            NvmeReply reply;
            reply.data.assign(command.dataLength, 0);
            nvme_admin_cmd raw {};
            raw.opcode = command.opcode;
            raw.nsid = command.nsid;
            raw.cdw10 = command.cdw[0];
            raw.cdw11 = command.cdw[1];
            raw.cdw12 = command.cdw[2];
            raw.cdw13 = command.cdw[3];
            raw.cdw14 = command.cdw[4];
            raw.cdw15 = command.cdw[5];
            raw.data_len = command.dataLength;
            raw.addr = command.dataLength ? reinterpret_cast<uintptr_t>(reply.data.data()) : 0;
            raw.timeout_ms = command.timeoutMs;
            const int answer = ioctl(m_fd, NVME_IOCTL_ADMIN_CMD, &raw);
            if (answer < 0)
                reply.error = errno;
            else
                reply.status = static_cast<uint16_t>(answer);
            reply.result = raw.result;
            return reply;
        }

        AtaReply ata(const AtaCommand& command) override
        {
            AtaReply reply;
            std::array<uint8_t, 16> cdb = Ata::passThrough16(command);
            std::array<uint8_t, 64> sense {};
            reply.data.assign(command.dataLength, 0);
            sg_io_hdr_t io {};
            io.interface_id = 'S';
            io.cmd_len = static_cast<unsigned char>(cdb.size());
            io.cmdp = cdb.data();
            io.mx_sb_len = static_cast<unsigned char>(sense.size());
            io.sbp = sense.data();
            io.dxfer_direction = command.dataLength ? SG_DXFER_FROM_DEV : SG_DXFER_NONE;
            io.dxfer_len = command.dataLength;
            io.dxferp = command.dataLength ? reply.data.data() : nullptr;
            // A sanitize returns once started; SET FEATURES and IDENTIFY at once.
            io.timeout = 60 * 1000;
            if (ioctl(m_fd, SG_IO, &io) < 0) {
                reply.error = errno;
                return reply;
            }
            reply.registers = Ata::parseStatusReturn(sense.data(), io.sb_len_wr);
            // A transport failure, or a check condition without the ATA registers: the SAT layer refused it.
            if (io.host_status != 0 || (!reply.registers && (io.status != 0 || (io.driver_status & 0x07) != 0)))
                reply.error = EIO;
            return reply;
        }

    private:
        Kind classify(QString* refusal) const
        {
            struct stat status { };
            if (fstat(m_fd, &status) != 0 || !S_ISBLK(status.st_mode)) {
                *refusal = QStringLiteral("not a block device");
                return Kind::None;
            }
            m_sysfs = sysfsPathOf(status.st_rdev);
            return classifyForDriveCommands(m_sysfs, refusal);
        }

        int m_fd;
        Kind m_kind = Kind::None;
        QString m_refusal;
        mutable QString m_sysfs;
        uint32_t m_nsid = 0;
    };
}

DriveCommandBackend::Kind classifyForDriveCommands(const QString& sysfsDirectory, QString* refusal)
{
    const QString name = QFileInfo(sysfsDirectory).fileName();
    if (sysfsDirectory.isEmpty() || !QFileInfo::exists(sysfsDirectory)) {
        *refusal = QStringLiteral("the kernel shows no such block device");
        return DriveCommandBackend::Kind::None;
    }
    if (QFileInfo::exists(sysfsDirectory + QStringLiteral("/partition"))) {
        *refusal = QStringLiteral("%1 is a partition, and the drive's command erases the whole drive with every "
                                  "partition on it: name the whole drive")
                       .arg(name);
        return DriveCommandBackend::Kind::None;
    }
    if (QRegularExpression(QStringLiteral("^nvme\\d+(c\\d+)?n\\d+$")).match(name).hasMatch())
        return DriveCommandBackend::Kind::Nvme;
    if (QRegularExpression(QStringLiteral("^sd[a-z]+$")).match(name).hasMatch()) {
        // libata's disks answer SCSI INQUIRY with the vendor "ATA"; a USB bridge or SAS drive does not.
        const QString vendor = readSysfsLine(sysfsDirectory + QStringLiteral("/device/vendor"));
        if (vendor == QLatin1String("ATA"))
            return DriveCommandBackend::Kind::Ata;
        *refusal = QStringLiteral("%1 is a SCSI, SAS or USB drive (vendor \"%2\"): only NVMe and ATA drives are sent "
                                  "these commands")
                       .arg(name, vendor);
        return DriveCommandBackend::Kind::None;
    }
    *refusal = QStringLiteral("%1 is %2, not a drive with a command set of its own").arg(name, stackedKind(name));
    return DriveCommandBackend::Kind::None;
}

std::unique_ptr<DriveCommandBackend> DriveCommandBackend::forDevice(int fd)
{
    return std::make_unique<LinuxDriveCommands>(fd);
}

} // namespace ds
