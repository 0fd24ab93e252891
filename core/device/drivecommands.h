#pragma once

#include <QString>

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace ds {

// The few commands DriveScope sends to a drive itself (the PTS's purge by the drive's sanitize or format,
// and its volatile write cache for the enterprise profile), built and decoded from the published
// layouts: the NVMe base specification's admin commands, and ATA/ACS commands carried by SAT's ATA
// PASS-THROUGH(16). Pure functions on bytes; device/drivecommandbackend sends them.

// ---- NVMe ----------------------------------------------------------------------------------------

// An admin command as the kernel's NVME_IOCTL_ADMIN_CMD takes it: the opcode, the namespace and
// command dwords 10 to 15; every command here either moves no data or reads dataLength bytes.
struct NvmeAdminCommand {
    uint8_t opcode = 0;
    uint32_t nsid = 0;
    std::array<uint32_t, 6> cdw {}; // dwords 10 … 15
    uint32_t dataLength = 0;
    uint32_t timeoutMs = 0; // 0: the kernel's default

    uint32_t cdw10() const { return cdw[0]; }
    uint32_t cdw11() const { return cdw[1]; }
};

namespace Nvme {
    constexpr uint8_t kGetLogPage = 0x02;
    constexpr uint8_t kIdentify = 0x06;
    constexpr uint8_t kSetFeatures = 0x09;
    constexpr uint8_t kGetFeatures = 0x0A;
    constexpr uint8_t kFormatNvm = 0x80;
    constexpr uint8_t kSanitize = 0x84;
    constexpr uint8_t kVolatileWriteCacheFeature = 0x06;
    constexpr uint8_t kSanitizeStatusLog = 0x81;
    constexpr uint32_t kAllNamespaces = 0xFFFFFFFF;
    constexpr uint32_t kIdentifyBytes = 4096;
    constexpr uint32_t kSanitizeStatusBytes = 20;

    enum class SanitizeAction : uint8_t { ExitFailureMode = 1, BlockErase = 2, Overwrite = 3, CryptoErase = 4 };

    NvmeAdminCommand identifyController(); // CNS 01h
    NvmeAdminCommand identifyNamespace(uint32_t nsid); // CNS 00h
    // Sanitize of the whole NVM subsystem: the action, unrestricted completion (a failure can be left
    // with another sanitize or Exit Failure Mode), deallocation afterwards.
    NvmeAdminCommand sanitize(SanitizeAction action);
    // Format NVM of one namespace with Secure Erase Settings 001b (user data erase), keeping the LBA
    // format, metadata and protection settings the namespace has (from parseIdentifyNamespace).
    struct NamespaceFormat;
    NvmeAdminCommand formatUserDataErase(uint32_t nsid, const NamespaceFormat& current);
    NvmeAdminCommand sanitizeStatusLog(); // Get Log Page 81h, 20 bytes
    NvmeAdminCommand getVolatileWriteCache(); // Get Features 06h, current value
    // Set Features 06h, not saved: a power cycle brings back the drive's own setting.
    NvmeAdminCommand setVolatileWriteCache(bool enabled);

    // What Identify Controller says of the commands used here.
    struct ControllerFacts {
        bool formatSupported = false; // OACS bit 1
        bool sanitizeCryptoErase = false; // SANICAP bit 0
        bool sanitizeBlockErase = false; // SANICAP bit 1
        bool sanitizeOverwrite = false; // SANICAP bit 2
        bool formatAppliesToAll = false; // FNA bit 0: a format erases every namespace
        bool secureEraseAppliesToAll = false; // FNA bit 1
        bool volatileWriteCache = false; // VWC bit 0
        uint32_t namespaceCount = 0; // NN
    };
    std::optional<ControllerFacts> parseIdentifyController(const std::vector<uint8_t>& data); // nullopt: too short

    // The namespace's current format (FLBAS, DPS) from Identify Namespace.
    struct NamespaceFormat {
        uint8_t lbaFormat = 0; // the index, 0 … 63
        bool metadataInline = false; // FLBAS bit 4: metadata at the end of each block
        uint8_t protectionType = 0; // DPS bits 2:0
        bool protectionFirst = false; // DPS bit 3
    };
    std::optional<NamespaceFormat> parseIdentifyNamespace(const std::vector<uint8_t>& data);

    // The Sanitize Status log page.
    struct SanitizeStatus {
        enum class State { NeverSanitized, Completed, InProgress, Failed, CompletedNoDeallocate, Unknown };
        State state = State::Unknown;
        double progress = 0; // 0 … 1 of the one in progress (SPROG / 65536)
        uint32_t lastCdw10 = 0; // SCDW10: the last sanitize's command dword 10
    };
    std::optional<SanitizeStatus> parseSanitizeStatus(const std::vector<uint8_t>& data);

    // The status the kernel returns for a completed command (the completion's status field without
    // its phase bit): "Invalid Field in Command (SCT 0h, SC 02h)"; 0 is success.
    QString statusText(uint16_t status);
    bool doNotRetry(uint16_t status);
}

// ---- ATA through SAT's ATA PASS-THROUGH(16) ------------------------------------------------------

struct AtaCommand {
    enum class Protocol : uint8_t { NonData = 3, PioDataIn = 4 };
    uint8_t command = 0;
    uint16_t features = 0;
    uint16_t count = 0;
    uint64_t lba = 0; // 48 bits
    uint8_t device = 0x40; // the LBA bit
    Protocol protocol = Protocol::NonData;
    bool extend = false; // a 48-bit (EXT) command
    bool checkCondition = true; // return the registers in the sense data, also on success
    uint32_t dataLength = 0; // PIO data-in: 512-byte blocks, their count in `count`
};

// The registers a command returned (SAT's ATA Status Return sense descriptor).
struct AtaRegisters {
    uint8_t status = 0;
    uint8_t error = 0;
    uint16_t count = 0;
    uint64_t lba = 0;
    uint8_t device = 0;

    bool failed() const { return (status & 0x01) != 0 || (status & 0x20) != 0; } // ERR or DF
    bool aborted() const { return (error & 0x04) != 0; } // ABRT
};

namespace Ata {
    constexpr uint8_t kIdentifyDevice = 0xEC;
    constexpr uint8_t kSetFeatures = 0xEF;
    constexpr uint8_t kSanitizeDevice = 0xB4;
    constexpr uint8_t kEnableWriteCache = 0x02;
    constexpr uint8_t kDisableWriteCache = 0x82;
    constexpr uint16_t kSanitizeStatusExt = 0x0000;
    constexpr uint16_t kCryptoScrambleExt = 0x0011;
    constexpr uint16_t kBlockEraseExt = 0x0012;
    // The signatures the sanitize commands want in their LBA field, so no stray command erases a drive.
    constexpr uint64_t kCryptoScrambleKey = 0x43727970; // "Cryp"
    constexpr uint64_t kBlockEraseKey = 0x426B4572; // "BkEr"

    AtaCommand identifyDevice();
    AtaCommand setWriteCache(bool enabled);
    AtaCommand blockEraseExt();
    AtaCommand cryptoScrambleExt();
    AtaCommand sanitizeStatusExt();

    // The 16 bytes of the ATA PASS-THROUGH(16) CDB (opcode 85h) that carry `command`.
    std::array<uint8_t, 16> passThrough16(const AtaCommand& command);
    // The registers from descriptor-format sense data (72h, descriptor 09h); nullopt when absent.
    std::optional<AtaRegisters> parseStatusReturn(const uint8_t* sense, size_t length);

    struct DeviceFacts {
        bool sanitizeSupported = false; // word 59 bit 12
        bool cryptoScrambleSupported = false; // word 59 bit 13
        bool overwriteSupported = false; // word 59 bit 14
        bool blockEraseSupported = false; // word 59 bit 15
        bool writeCacheSupported = false; // word 82 bit 5
        bool writeCacheEnabled = false; // word 85 bit 5
    };
    std::optional<DeviceFacts> parseIdentifyDevice(const std::vector<uint8_t>& data); // nullopt: not 512 bytes

    // SANITIZE STATUS EXT's answer: the count field's flags and the LBA field's progress.
    struct SanitizeStatus {
        bool completedWithoutError = false; // count bit 15
        bool inProgress = false; // count bit 14
        bool frozen = false; // count bit 13
        double progress = 0; // LBA 15:0 / 65536
    };
    SanitizeStatus parseSanitizeStatus(const AtaRegisters& registers);

    // "aborted (ERROR 04h, STATUS 51h): the command is not supported or the drive is frozen"
    QString errorText(const AtaRegisters& registers, bool sanitize);
}

} // namespace ds
