#include "device/drivecommands.h"

#include <QCoreApplication>

namespace ds {

namespace {
    uint16_t le16(const std::vector<uint8_t>& data, size_t offset)
    {
        return static_cast<uint16_t>(data[offset] | (data[offset + 1] << 8));
    }

    uint32_t le32(const std::vector<uint8_t>& data, size_t offset)
    {
        return static_cast<uint32_t>(le16(data, offset)) | (static_cast<uint32_t>(le16(data, offset + 2)) << 16);
    }

    bool bit(uint32_t value, unsigned index) { return ((value >> index) & 1u) != 0; }

    QString hex2(unsigned value)
    {
        return QStringLiteral("%1").arg(value, 2, 16, QLatin1Char('0')).toUpper() + QLatin1Char('h');
    }
}

namespace Nvme {

    NvmeAdminCommand identifyController()
    {
        NvmeAdminCommand command;
        command.opcode = kIdentify;
        command.cdw[0] = 0x01; // CNS: the controller
        command.dataLength = kIdentifyBytes;
        return command;
    }

    NvmeAdminCommand identifyNamespace(uint32_t nsid)
    {
        NvmeAdminCommand command;
        command.opcode = kIdentify;
        command.nsid = nsid;
        command.cdw[0] = 0x00; // CNS: the namespace
        command.dataLength = kIdentifyBytes;
        return command;
    }

    NvmeAdminCommand sanitize(SanitizeAction action)
    {
        NvmeAdminCommand command;
        command.opcode = kSanitize;
        // SANACT bits 2:0, AUSE bit 3 (unrestricted completion); OWPASS, OIPBP and NDAS stay 0: the
        // drive deallocates everything afterwards, as fresh out of the box.
        command.cdw[0] = static_cast<uint32_t>(action) | (1u << 3);
        return command;
    }

    NvmeAdminCommand formatUserDataErase(uint32_t nsid, const NamespaceFormat& current)
    {
        NvmeAdminCommand command;
        command.opcode = kFormatNvm;
        command.nsid = nsid;
        // LBAF bits 3:0 (lower) and 13:12 (upper), MSET bit 4, PI bits 7:5, PIL bit 8, SES bits 11:9.
        command.cdw[0] = (current.lbaFormat & 0x0Fu) | (static_cast<uint32_t>(current.metadataInline) << 4)
            | ((current.protectionType & 0x07u) << 5) | (static_cast<uint32_t>(current.protectionFirst) << 8)
            | (1u << 9) | (((current.lbaFormat >> 4) & 0x03u) << 12);
        command.timeoutMs = 10 * 60 * 1000; // a format with erase can take minutes
        return command;
    }

    NvmeAdminCommand sanitizeStatusLog()
    {
        NvmeAdminCommand command;
        command.opcode = kGetLogPage;
        command.nsid = kAllNamespaces;
        // LID bits 7:0, NUMDL bits 31:16: the dwords to read, less one.
        command.cdw[0] = kSanitizeStatusLog | ((kSanitizeStatusBytes / 4 - 1) << 16);
        command.dataLength = kSanitizeStatusBytes;
        return command;
    }

    NvmeAdminCommand getVolatileWriteCache()
    {
        NvmeAdminCommand command;
        command.opcode = kGetFeatures;
        command.cdw[0] = kVolatileWriteCacheFeature; // SEL bits 10:8 = 0: the current value
        return command;
    }

    NvmeAdminCommand setVolatileWriteCache(bool enabled)
    {
        NvmeAdminCommand command;
        command.opcode = kSetFeatures;
        command.cdw[0] = kVolatileWriteCacheFeature; // SV bit 31 = 0: not saved across a power cycle
        command.cdw[1] = enabled ? 1 : 0; // WCE
        return command;
    }

    std::optional<ControllerFacts> parseIdentifyController(const std::vector<uint8_t>& data)
    {
        if (data.size() < kIdentifyBytes)
            return std::nullopt;
        ControllerFacts facts;
        const uint16_t oacs = le16(data, 256);
        facts.formatSupported = bit(oacs, 1);
        facts.namespaceCount = le32(data, 516);
        facts.formatAppliesToAll = bit(data[524], 0);
        facts.secureEraseAppliesToAll = bit(data[524], 1);
        facts.volatileWriteCache = bit(data[525], 0);
        const uint32_t sanicap = le32(data, 328);
        facts.sanitizeCryptoErase = bit(sanicap, 0);
        facts.sanitizeBlockErase = bit(sanicap, 1);
        facts.sanitizeOverwrite = bit(sanicap, 2);
        return facts;
    }

    std::optional<NamespaceFormat> parseIdentifyNamespace(const std::vector<uint8_t>& data)
    {
        if (data.size() < kIdentifyBytes)
            return std::nullopt;
        NamespaceFormat format;
        const uint8_t flbas = data[26];
        format.lbaFormat = static_cast<uint8_t>((flbas & 0x0F) | (((flbas >> 5) & 0x03) << 4));
        format.metadataInline = bit(flbas, 4);
        const uint8_t dps = data[29];
        format.protectionType = dps & 0x07;
        format.protectionFirst = bit(dps, 3);
        return format;
    }

    std::optional<SanitizeStatus> parseSanitizeStatus(const std::vector<uint8_t>& data)
    {
        if (data.size() < 8)
            return std::nullopt;
        SanitizeStatus status;
        status.progress = le16(data, 0) / 65536.0;
        switch (le16(data, 2) & 0x07) {
        case 0:
            status.state = SanitizeStatus::State::NeverSanitized;
            break;
        case 1:
            status.state = SanitizeStatus::State::Completed;
            break;
        case 2:
            status.state = SanitizeStatus::State::InProgress;
            break;
        case 3:
            status.state = SanitizeStatus::State::Failed;
            break;
        case 4:
            status.state = SanitizeStatus::State::CompletedNoDeallocate;
            break;
        default:
            status.state = SanitizeStatus::State::Unknown;
        }
        status.lastCdw10 = le32(data, 4);
        return status;
    }

    bool doNotRetry(uint16_t status) { return bit(status, 14); }

    QString statusText(uint16_t status)
    {
        const unsigned code = status & 0xFF;
        const unsigned type = (status >> 8) & 0x07;
        const char* name = nullptr;
        if (type == 0) {
            switch (code) {
            case 0x00:
                name = "Successful Completion";
                break;
            case 0x01:
                name = "Invalid Command Opcode";
                break;
            case 0x02:
                name = "Invalid Field in Command";
                break;
            case 0x04:
                name = "Data Transfer Error";
                break;
            case 0x05:
                name = "Commands Aborted due to Power Loss Notification";
                break;
            case 0x06:
                name = "Internal Error";
                break;
            case 0x07:
                name = "Command Abort Requested";
                break;
            case 0x0B:
                name = "Invalid Namespace or Format";
                break;
            case 0x0C:
                name = "Command Sequence Error";
                break;
            case 0x1C:
                name = "Sanitize Failed";
                break;
            case 0x1D:
                name = "Sanitize In Progress";
                break;
            case 0x20:
                name = "Namespace is Write Protected";
                break;
            case 0x21:
                name = "Command Interrupted";
                break;
            default:
                break;
            }
        } else if (type == 1) {
            switch (code) {
            case 0x0A:
                name = "Invalid Format";
                break;
            case 0x0D:
                name = "Feature Identifier Not Saveable";
                break;
            case 0x0E:
                name = "Feature Not Changeable";
                break;
            case 0x0F:
                name = "Feature Not Namespace Specific";
                break;
            default:
                break;
            }
        } else if (type == 2) {
            switch (code) {
            case 0x86:
                name = "Access Denied";
                break;
            default:
                break;
            }
        }
        const QString codes = QStringLiteral("SCT %1, SC %2").arg(hex2(type), hex2(code));
        return name ? QStringLiteral("%1 (%2)").arg(QLatin1String(name), codes)
                    : QStringLiteral("status %1").arg(codes);
    }
}

namespace Ata {

    AtaCommand identifyDevice()
    {
        AtaCommand command;
        command.command = kIdentifyDevice;
        command.protocol = AtaCommand::Protocol::PioDataIn;
        command.count = 1;
        command.dataLength = 512;
        command.checkCondition = false;
        command.device = 0;
        return command;
    }

    AtaCommand setWriteCache(bool enabled)
    {
        AtaCommand command;
        command.command = kSetFeatures;
        command.features = enabled ? kEnableWriteCache : kDisableWriteCache;
        command.device = 0;
        return command;
    }

    namespace {
        AtaCommand sanitizeDevice(uint16_t feature, uint64_t key, uint16_t count)
        {
            AtaCommand command;
            command.command = kSanitizeDevice;
            command.features = feature;
            command.lba = key;
            command.count = count;
            command.extend = true;
            return command;
        }
        // Count bit 4, FAILURE MODE: a failed sanitize may be left with SANITIZE STATUS EXT's CLEAR SANITIZE
        // OPERATION FAILED instead of only by a sanitize that succeeds (as NVMe's unrestricted completion).
        constexpr uint16_t kFailureMode = 0x0010;
    }

    AtaCommand blockEraseExt() { return sanitizeDevice(kBlockEraseExt, kBlockEraseKey, kFailureMode); }
    AtaCommand cryptoScrambleExt() { return sanitizeDevice(kCryptoScrambleExt, kCryptoScrambleKey, kFailureMode); }
    AtaCommand sanitizeStatusExt() { return sanitizeDevice(kSanitizeStatusExt, 0, 0); }

    std::array<uint8_t, 16> passThrough16(const AtaCommand& command)
    {
        std::array<uint8_t, 16> cdb {};
        cdb[0] = 0x85;
        cdb[1] = static_cast<uint8_t>((static_cast<uint8_t>(command.protocol) << 1) | (command.extend ? 1 : 0));
        // OFF_LINE 0, CK_COND bit 5, T_TYPE 0 (512-byte blocks), T_DIR bit 3, BYTE_BLOCK bit 2, T_LENGTH
        // bits 1:0 = 2 (the transfer's length is in the count field).
        uint8_t flags = command.checkCondition ? 0x20 : 0;
        if (command.protocol == AtaCommand::Protocol::PioDataIn)
            flags |= 0x08 | 0x04 | 0x02;
        cdb[2] = flags;
        cdb[3] = static_cast<uint8_t>(command.features >> 8);
        cdb[4] = static_cast<uint8_t>(command.features);
        cdb[5] = static_cast<uint8_t>(command.count >> 8);
        cdb[6] = static_cast<uint8_t>(command.count);
        cdb[7] = static_cast<uint8_t>(command.lba >> 24);
        cdb[8] = static_cast<uint8_t>(command.lba);
        cdb[9] = static_cast<uint8_t>(command.lba >> 32);
        cdb[10] = static_cast<uint8_t>(command.lba >> 8);
        cdb[11] = static_cast<uint8_t>(command.lba >> 40);
        cdb[12] = static_cast<uint8_t>(command.lba >> 16);
        cdb[13] = command.device;
        cdb[14] = command.command;
        cdb[15] = 0;
        return cdb;
    }

    std::optional<AtaRegisters> parseStatusReturn(const uint8_t* sense, size_t length)
    {
        if (sense == nullptr || length < 8 || (sense[0] & 0x7F) != 0x72)
            return std::nullopt;
        const size_t end = std::min(length, static_cast<size_t>(8) + sense[7]);
        for (size_t at = 8; at + 2 <= end; at += 2 + sense[at + 1]) {
            if (sense[at] != 0x09)
                continue;
            if (at + 14 > end || sense[at + 1] < 0x0C)
                return std::nullopt;
            const uint8_t* d = sense + at;
            AtaRegisters registers;
            registers.error = d[3];
            registers.count = static_cast<uint16_t>((d[4] << 8) | d[5]);
            registers.lba = (static_cast<uint64_t>(d[10]) << 40) | (static_cast<uint64_t>(d[8]) << 32)
                | (static_cast<uint64_t>(d[6]) << 24) | (static_cast<uint64_t>(d[11]) << 16)
                | (static_cast<uint64_t>(d[9]) << 8) | d[7];
            registers.device = d[12];
            registers.status = d[13];
            return registers;
        }
        return std::nullopt;
    }

    std::optional<DeviceFacts> parseIdentifyDevice(const std::vector<uint8_t>& data)
    {
        if (data.size() != 512)
            return std::nullopt;
        const auto word = [&](size_t index) { return le16(data, 2 * index); };
        DeviceFacts facts;
        facts.sanitizeSupported = bit(word(59), 12);
        facts.cryptoScrambleSupported = facts.sanitizeSupported && bit(word(59), 13);
        facts.overwriteSupported = facts.sanitizeSupported && bit(word(59), 14);
        facts.blockEraseSupported = facts.sanitizeSupported && bit(word(59), 15);
        // Words 82 … 84 are valid when word 83's bits 15:14 are 01b, words 85 … 87 when word 87's are.
        const uint16_t supported = word(82);
        const uint16_t enabled = word(85);
        const auto valid = [](uint16_t value) { return bit(value, 14) && !bit(value, 15); };
        facts.writeCacheSupported = valid(word(83)) && bit(supported, 5);
        facts.writeCacheEnabled = facts.writeCacheSupported && valid(word(87)) && bit(enabled, 5);
        return facts;
    }

    SanitizeStatus parseSanitizeStatus(const AtaRegisters& registers)
    {
        SanitizeStatus status;
        status.completedWithoutError = bit(registers.count, 15);
        status.inProgress = bit(registers.count, 14);
        status.frozen = bit(registers.count, 13);
        status.progress = static_cast<double>(registers.lba & 0xFFFF) / 65536.0;
        return status;
    }

    QString errorText(const AtaRegisters& registers, bool sanitize)
    {
        QString reason;
        if (sanitize && registers.aborted()) {
            // SANITIZE DEVICE's reason for an abort, in LBA 7:0.
            switch (registers.lba & 0xFF) {
            case 1:
                reason = QStringLiteral("the sanitize did not complete successfully");
                break;
            case 2:
                reason = QStringLiteral("the sanitize command is not supported or its fields are invalid");
                break;
            case 3:
                reason = QStringLiteral("the drive's sanitize is frozen (SANITIZE FREEZE LOCK)");
                break;
            case 4:
                reason = QStringLiteral("the drive's sanitize freeze lock is blocked (ANTIFREEZE LOCK)");
                break;
            default:
                reason = QStringLiteral("the drive gave no reason");
            }
        } else if (registers.aborted()) {
            reason = QStringLiteral("the command was aborted: not supported, or not allowed now");
        } else {
            reason = (registers.status & 0x20) ? QStringLiteral("device fault") : QStringLiteral("error");
        }
        return QStringLiteral("%1 (ERROR %2, STATUS %3)").arg(reason, hex2(registers.error), hex2(registers.status));
    }
}

} // namespace ds
