// The drive's own commands the PTS uses: their byte layouts against the NVMe base specification, ATA/ACS
// and SAT, the parsing of what drives answer, the purge and the write cache switch on a fake drive, and
// the refusals on devices that are no drive of their own. Nothing here sends a sanitize, format or write
// cache command to a real drive: the fake takes them, and loop and zram devices refuse before.

#include "device/drivecommandbackend.h"
#include "device/drivepurge.h"
#include "device/target.h"
#include "files/ptsstate.h"
#include "fixtures/blockdevicefixtures.h"
#include "model/usererror.h"
#include "run/benchmarks/pts.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>

using namespace ds;
using namespace ds::test;

namespace {
constexpr uint64_t MiB = 1u << 20;

void put16(std::vector<uint8_t>& data, size_t offset, uint16_t value)
{
    data[offset] = static_cast<uint8_t>(value);
    data[offset + 1] = static_cast<uint8_t>(value >> 8);
}

void put32(std::vector<uint8_t>& data, size_t offset, uint32_t value)
{
    put16(data, offset, static_cast<uint16_t>(value));
    put16(data, offset + 2, static_cast<uint16_t>(value >> 16));
}

// Identify Controller as the base specification lays it out: OACS at bytes 257:256, SANICAP at 331:328,
// NN at 519:516, FNA at byte 524, VWC at byte 525.
std::vector<uint8_t> identifyController(uint32_t sanicap, bool format = true, uint8_t fna = 0, bool vwc = true)
{
    std::vector<uint8_t> data(4096, 0);
    put16(data, 256, format ? 0x0002 : 0x0000);
    put32(data, 328, sanicap);
    put32(data, 516, 1);
    data[524] = fna;
    data[525] = vwc ? 0x01 : 0x00;
    return data;
}

// Identify Namespace: FLBAS at byte 26, DPS at byte 29.
std::vector<uint8_t> identifyNamespace(uint8_t flbas, uint8_t dps)
{
    std::vector<uint8_t> data(4096, 0);
    data[26] = flbas;
    data[29] = dps;
    return data;
}

// The Sanitize Status log page: SPROG at bytes 1:0, SSTAT at 3:2, SCDW10 at 7:4.
std::vector<uint8_t> sanitizeLog(uint16_t progress, uint16_t sstat, uint32_t cdw10 = 0)
{
    std::vector<uint8_t> data(20, 0);
    put16(data, 0, progress);
    put16(data, 2, sstat);
    put32(data, 4, cdw10);
    return data;
}

// IDENTIFY DEVICE: word 59 (sanitize), 82/83 (write cache supported, validity), 85/87 (enabled, validity).
std::vector<uint8_t> ataIdentify(uint16_t word59, bool cacheSupported, bool cacheEnabled, bool valid = true)
{
    std::vector<uint8_t> data(512, 0);
    put16(data, 2 * 59, word59);
    put16(data, 2 * 82, cacheSupported ? 0x0020 : 0);
    put16(data, 2 * 83, valid ? 0x4000 : 0);
    put16(data, 2 * 85, cacheEnabled ? 0x0020 : 0);
    put16(data, 2 * 87, valid ? 0x4000 : 0);
    return data;
}

// Descriptor-format sense data (72h) with SAT's ATA Status Return descriptor (09h, 12 bytes).
std::vector<uint8_t> ataSense(const AtaRegisters& registers)
{
    std::vector<uint8_t> sense(22, 0);
    sense[0] = 0x72;
    sense[1] = 0x01; // RECOVERED ERROR
    sense[2] = 0x00;
    sense[3] = 0x1D; // ATA PASS-THROUGH INFORMATION AVAILABLE
    sense[7] = 14;
    uint8_t* d = sense.data() + 8;
    d[0] = 0x09;
    d[1] = 0x0C;
    d[2] = 0x01;
    d[3] = registers.error;
    d[4] = static_cast<uint8_t>(registers.count >> 8);
    d[5] = static_cast<uint8_t>(registers.count);
    d[6] = static_cast<uint8_t>(registers.lba >> 24);
    d[7] = static_cast<uint8_t>(registers.lba);
    d[8] = static_cast<uint8_t>(registers.lba >> 32);
    d[9] = static_cast<uint8_t>(registers.lba >> 8);
    d[10] = static_cast<uint8_t>(registers.lba >> 40);
    d[11] = static_cast<uint8_t>(registers.lba >> 16);
    d[12] = registers.device;
    d[13] = registers.status;
    return sense;
}

// A drive that answers from its fixture bytes and keeps every command it was sent.
class FakeDrive final : public DriveCommandBackend {
public:
    Kind driveKind = Kind::Nvme;
    QString refusalText;
    QString recheckText;
    QStringList others;
    std::vector<uint8_t> controller = identifyController(0x2);
    std::vector<uint8_t> ns = identifyNamespace(0, 0);
    std::vector<uint8_t> ataData = ataIdentify(0x9000, true, true);
    bool cacheOn = true;
    uint16_t setFeaturesStatus = 0;
    uint16_t sanitizeStatus = 0;
    uint16_t formatStatus = 0;
    int busyPolls = 1; // polls that still find the sanitize in progress
    uint16_t endState = 1; // the SSTAT it ends in (1: completed)
    std::vector<NvmeAdminCommand> sent;
    std::vector<AtaCommand> sentAta;

    Kind kind() const override { return driveKind; }
    QString refusal() const override { return refusalText; }
    QString recheck() const override { return recheckText; }
    uint32_t namespaceId() const override { return 1; }
    QStringList otherNamespaces() const override { return others; }

    bool sentOpcode(uint8_t opcode) const
    {
        return std::any_of(sent.begin(), sent.end(), [&](const NvmeAdminCommand& c) { return c.opcode == opcode; });
    }
    bool sentAtaCommand(uint8_t command, uint16_t features) const
    {
        return std::any_of(sentAta.begin(), sentAta.end(),
            [&](const AtaCommand& c) { return c.command == command && c.features == features; });
    }

    NvmeReply nvmeAdmin(const NvmeAdminCommand& command) override
    {
        sent.push_back(command);
        NvmeReply reply;
        switch (command.opcode) {
        case Nvme::kIdentify:
            reply.data = command.cdw10() == 1 ? controller : ns;
            break;
        case Nvme::kGetFeatures:
            reply.result = cacheOn ? 1 : 0;
            break;
        case Nvme::kSetFeatures:
            reply.status = setFeaturesStatus;
            if (reply.status == 0)
                cacheOn = (command.cdw11() & 1) != 0;
            break;
        case Nvme::kSanitize:
            reply.status = sanitizeStatus;
            break;
        case Nvme::kFormatNvm:
            reply.status = formatStatus;
            break;
        case Nvme::kGetLogPage:
            reply.data = busyPolls-- > 0 ? sanitizeLog(0x4000, 2) : sanitizeLog(0, endState);
            break;
        default:
            reply.status = 0x0001;
        }
        return reply;
    }

    AtaReply ata(const AtaCommand& command) override
    {
        sentAta.push_back(command);
        AtaReply reply;
        AtaRegisters registers;
        registers.status = 0x50;
        if (command.command == Ata::kIdentifyDevice) {
            reply.data = ataData;
            return reply;
        }
        if (command.command == Ata::kSetFeatures) {
            cacheOn = command.features == Ata::kEnableWriteCache;
            put16(ataData, 2 * 85, cacheOn ? 0x0020 : 0);
        } else if (command.command == Ata::kSanitizeDevice && command.features == Ata::kSanitizeStatusExt) {
            registers.count = busyPolls-- > 0 ? 0x4000 : 0x8000;
            registers.lba = 0x8000;
        }
        reply.registers = registers;
        return reply;
    }
};

QString purgeMessage(FakeDrive& drive, DrivePurgeCommand command)
{
    try {
        purgeByDriveCommand(drive, command, {}, 1);
    } catch (const UserError& error) {
        return error.message();
    }
    return {};
}
}

class TestDriveCommands : public QObject {
    Q_OBJECT

private slots:
    void nvmeCommandLayouts();
    void ataPassThroughLayouts();
    void nvmeIdentifyAndLogParsing_data();
    void nvmeIdentifyAndLogParsing();
    void ataIdentifyAndStatusParsing();
    void statusCodesAreNamed();
    void classifiesDevicesBySysfs();
    void nvmePurgeChoosesAndWaits();
    void purgeRefusals();
    void ataPurge();
    void writeCacheSwitchesAndRestores();
    void ptsRestoresTheCacheWhenCancelled();
    void ptsRestartPutsBackTheCacheAStoppedRunLeftOff();
    void ptsOnALoopDeviceCannotSwitchTheCache();
    void cliRefusesDriveCommandsOnWhatIsNoDrive();
};

void TestDriveCommands::nvmeCommandLayouts()
{
    const NvmeAdminCommand block = Nvme::sanitize(Nvme::SanitizeAction::BlockErase);
    QCOMPARE(block.opcode, uint8_t { 0x84 });
    QCOMPARE(block.nsid, 0u);
    QCOMPARE(block.cdw10(), 0x0000000Au); // SANACT 010b, AUSE 1, NDAS 0
    QCOMPARE(Nvme::sanitize(Nvme::SanitizeAction::CryptoErase).cdw10(), 0x0000000Cu);

    // LBA format 19 (lower 3, upper 1), metadata inline, PI type 1 first: 3 | 1<<4 | 1<<5 | 1<<8 | SES 001b<<9 | 1<<12.
    Nvme::NamespaceFormat format { 19, true, 1, true };
    const NvmeAdminCommand formatted = Nvme::formatUserDataErase(7, format);
    QCOMPARE(formatted.opcode, uint8_t { 0x80 });
    QCOMPARE(formatted.nsid, 7u);
    QCOMPARE(formatted.cdw10(), 0x00001333u);
    QCOMPARE(Nvme::formatUserDataErase(1, {}).cdw10(), 0x00000200u);

    const NvmeAdminCommand log = Nvme::sanitizeStatusLog();
    QCOMPARE(log.opcode, uint8_t { 0x02 });
    QCOMPARE(log.nsid, 0xFFFFFFFFu);
    QCOMPARE(log.cdw10(), 0x00040081u); // NUMDL 4 (5 dwords), LID 81h
    QCOMPARE(log.dataLength, 20u);

    const NvmeAdminCommand get = Nvme::getVolatileWriteCache();
    QCOMPARE(get.opcode, uint8_t { 0x0A });
    QCOMPARE(get.cdw10(), 0x00000006u);
    const NvmeAdminCommand off = Nvme::setVolatileWriteCache(false);
    QCOMPARE(off.opcode, uint8_t { 0x09 });
    QCOMPARE(off.cdw10(), 0x00000006u); // not saved
    QCOMPARE(off.cdw11(), 0u);
    QCOMPARE(Nvme::setVolatileWriteCache(true).cdw11(), 1u);

    const NvmeAdminCommand identify = Nvme::identifyController();
    QCOMPARE(identify.opcode, uint8_t { 0x06 });
    QCOMPARE(identify.cdw10(), 1u);
    QCOMPARE(identify.dataLength, 4096u);
    QCOMPARE(Nvme::identifyNamespace(3).cdw10(), 0u);
    QCOMPARE(Nvme::identifyNamespace(3).nsid, 3u);
}

void TestDriveCommands::ataPassThroughLayouts()
{
    using Cdb = std::array<uint8_t, 16>;
    // IDENTIFY DEVICE: PIO data-in (4 << 1), T_DIR | BYTE_BLOCK | T_LENGTH 2, one block, command ECh.
    QCOMPARE(Ata::passThrough16(Ata::identifyDevice()),
        (Cdb { 0x85, 0x08, 0x0E, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0xEC, 0 }));
    // SET FEATURES 82h (disable write cache): non-data (3 << 1), CK_COND.
    QCOMPARE(Ata::passThrough16(Ata::setWriteCache(false)),
        (Cdb { 0x85, 0x06, 0x20, 0, 0x82, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xEF, 0 }));
    QCOMPARE(Ata::passThrough16(Ata::setWriteCache(true))[4], uint8_t { 0x02 });
    // SANITIZE DEVICE, BLOCK ERASE EXT (0012h) with its key 426B4572h in LBA 31:0: LBA 31:24 in byte 7, 7:0 in
    // byte 8, 15:8 in byte 10, 23:16 in byte 12; EXTEND set; FAILURE MODE (count bit 4) set.
    QCOMPARE(Ata::passThrough16(Ata::blockEraseExt()),
        (Cdb { 0x85, 0x07, 0x20, 0x00, 0x12, 0, 0x10, 0x42, 0x72, 0, 0x45, 0, 0x6B, 0x40, 0xB4, 0 }));
    QCOMPARE(Ata::passThrough16(Ata::cryptoScrambleExt()),
        (Cdb { 0x85, 0x07, 0x20, 0x00, 0x11, 0, 0x10, 0x43, 0x70, 0, 0x79, 0, 0x72, 0x40, 0xB4, 0 }));
    QCOMPARE(Ata::passThrough16(Ata::sanitizeStatusExt()),
        (Cdb { 0x85, 0x07, 0x20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x40, 0xB4, 0 }));
}

void TestDriveCommands::nvmeIdentifyAndLogParsing_data()
{
    QTest::addColumn<uint32_t>("sanicap");
    QTest::addColumn<bool>("crypto");
    QTest::addColumn<bool>("block");
    QTest::addColumn<bool>("overwrite");
    QTest::addRow("none") << 0u << false << false << false;
    QTest::addRow("crypto erase") << 0x1u << true << false << false;
    QTest::addRow("block erase") << 0x2u << false << true << false;
    QTest::addRow("all, and the NDI bit") << 0x20000007u << true << true << true;
}

void TestDriveCommands::nvmeIdentifyAndLogParsing()
{
    QFETCH(uint32_t, sanicap);
    const auto facts = Nvme::parseIdentifyController(identifyController(sanicap, true, 0x02, false));
    QVERIFY(facts);
    QTEST(facts->sanitizeCryptoErase, "crypto");
    QTEST(facts->sanitizeBlockErase, "block");
    QTEST(facts->sanitizeOverwrite, "overwrite");
    QVERIFY(facts->formatSupported);
    QVERIFY(!facts->formatAppliesToAll);
    QVERIFY(facts->secureEraseAppliesToAll);
    QVERIFY(!facts->volatileWriteCache);
    QCOMPARE(facts->namespaceCount, 1u);
    QVERIFY(!Nvme::parseIdentifyController(std::vector<uint8_t>(100, 0xFF)));

    // FLBAS 0x35: lower index 5, metadata inline, upper index 01b → 21; DPS 0x0A: PI type 2, first.
    const auto format = Nvme::parseIdentifyNamespace(identifyNamespace(0x35, 0x0A));
    QVERIFY(format);
    QCOMPARE(format->lbaFormat, uint8_t { 21 });
    QVERIFY(format->metadataInline);
    QCOMPARE(format->protectionType, uint8_t { 2 });
    QVERIFY(format->protectionFirst);

    using State = Nvme::SanitizeStatus::State;
    const auto running = Nvme::parseSanitizeStatus(sanitizeLog(0x4000, 0x0002, 0x0A));
    QCOMPARE(running->state, State::InProgress);
    QCOMPARE(running->progress, 0.25);
    QCOMPARE(running->lastCdw10, 0x0Au);
    // SSTAT's overwrite passes (bits 7:3) and Global Data Erased (bit 8) do not change the state.
    QCOMPARE(Nvme::parseSanitizeStatus(sanitizeLog(0xFFFF, 0x0101))->state, State::Completed);
    QCOMPARE(Nvme::parseSanitizeStatus(sanitizeLog(0, 0x0003))->state, State::Failed);
    QCOMPARE(Nvme::parseSanitizeStatus(sanitizeLog(0, 0x0000))->state, State::NeverSanitized);
    QCOMPARE(Nvme::parseSanitizeStatus(sanitizeLog(0, 0x0004))->state, State::CompletedNoDeallocate);
    QVERIFY(!Nvme::parseSanitizeStatus(std::vector<uint8_t>(4, 0)));
}

void TestDriveCommands::ataIdentifyAndStatusParsing()
{
    // Word 59: bit 12 the feature set, 13 CRYPTO SCRAMBLE, 14 OVERWRITE, 15 BLOCK ERASE.
    auto facts = Ata::parseIdentifyDevice(ataIdentify(0xB000, true, true));
    QVERIFY(facts);
    QVERIFY(facts->sanitizeSupported);
    QVERIFY(facts->blockEraseSupported);
    QVERIFY(facts->cryptoScrambleSupported);
    QVERIFY(!facts->overwriteSupported);
    QVERIFY(facts->writeCacheSupported);
    QVERIFY(facts->writeCacheEnabled);
    // The erase bits without the feature set's bit mean nothing; nor do words 82 and 85 without validity.
    facts = Ata::parseIdentifyDevice(ataIdentify(0xE000, true, true, false));
    QVERIFY(!facts->sanitizeSupported && !facts->blockEraseSupported && !facts->cryptoScrambleSupported);
    QVERIFY(!facts->writeCacheSupported && !facts->writeCacheEnabled);
    QVERIFY(!Ata::parseIdentifyDevice(ataIdentify(0, false, false))->writeCacheEnabled);
    QVERIFY(!Ata::parseIdentifyDevice(std::vector<uint8_t>(256, 0)));

    AtaRegisters registers;
    registers.status = 0x50;
    registers.count = 0x4000; // in progress
    registers.lba = 0x0000123480C0ull;
    registers.device = 0x40;
    const std::vector<uint8_t> sense = ataSense(registers);
    const auto parsed = Ata::parseStatusReturn(sense.data(), sense.size());
    QVERIFY(parsed);
    QCOMPARE(parsed->status, uint8_t { 0x50 });
    QCOMPARE(parsed->count, uint16_t { 0x4000 });
    QCOMPARE(parsed->lba, uint64_t { 0x0000123480C0ull });
    QCOMPARE(parsed->device, uint8_t { 0x40 });
    QVERIFY(!parsed->failed());
    const Ata::SanitizeStatus status = Ata::parseSanitizeStatus(*parsed);
    QVERIFY(status.inProgress);
    QVERIFY(!status.completedWithoutError);
    QCOMPARE(status.progress, 0x80C0 / 65536.0);
    registers.count = 0x8000;
    QVERIFY(Ata::parseSanitizeStatus(registers).completedWithoutError);
    // Fixed-format sense (70h) carries no descriptor.
    std::vector<uint8_t> fixed = sense;
    fixed[0] = 0x70;
    QVERIFY(!Ata::parseStatusReturn(fixed.data(), fixed.size()));

    // An abort of SANITIZE DEVICE names its reason from LBA 7:0: 3, frozen.
    AtaRegisters aborted;
    aborted.status = 0x51;
    aborted.error = 0x04;
    aborted.lba = 3;
    QVERIFY(aborted.failed());
    QVERIFY2(
        Ata::errorText(aborted, true).contains(QLatin1String("frozen")), qPrintable(Ata::errorText(aborted, true)));
    QVERIFY(Ata::errorText(aborted, true).contains(QLatin1String("ERROR 04h, STATUS 51h")));
}

void TestDriveCommands::statusCodesAreNamed()
{
    QCOMPARE(Nvme::statusText(0x0002), QStringLiteral("Invalid Field in Command (SCT 00h, SC 02h)"));
    QCOMPARE(Nvme::statusText(0x4002), QStringLiteral("Invalid Field in Command (SCT 00h, SC 02h)"));
    QVERIFY(Nvme::doNotRetry(0x4002));
    QVERIFY(!Nvme::doNotRetry(0x0002));
    QCOMPARE(Nvme::statusText(0x010E), QStringLiteral("Feature Not Changeable (SCT 01h, SC 0Eh)"));
    QCOMPARE(Nvme::statusText(0x001D), QStringLiteral("Sanitize In Progress (SCT 00h, SC 1Dh)"));
    QCOMPARE(Nvme::statusText(0x010A), QStringLiteral("Invalid Format (SCT 01h, SC 0Ah)"));
    QCOMPARE(Nvme::statusText(0x0277), QStringLiteral("status SCT 02h, SC 77h"));
}

void TestDriveCommands::classifiesDevicesBySysfs()
{
    QTemporaryDir sys;
    const auto make = [&](const QString& name, const QString& vendor = {}, bool partition = false) {
        QDir(sys.path()).mkpath(name + QStringLiteral("/device"));
        if (!vendor.isEmpty()) {
            QFile file(sys.filePath(name + QStringLiteral("/device/vendor")));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(vendor.toLatin1() + "\n");
        }
        if (partition) {
            QFile file(sys.filePath(name + QStringLiteral("/partition")));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("1\n");
        }
    };
    make(QStringLiteral("nvme0n1"));
    make(QStringLiteral("nvme0n1p1"), {}, true);
    make(QStringLiteral("sda"), QStringLiteral("ATA     "));
    make(QStringLiteral("sdb"), QStringLiteral("SEAGATE "));
    make(QStringLiteral("loop7"));
    make(QStringLiteral("dm-0"));
    make(QStringLiteral("zram2"));
    using Kind = DriveCommandBackend::Kind;
    const QList<std::tuple<QString, Kind, QString>> cases {
        { QStringLiteral("nvme0n1"), Kind::Nvme, QString() },
        { QStringLiteral("nvme0n1p1"), Kind::None, QStringLiteral("is a partition") },
        { QStringLiteral("sda"), Kind::Ata, QString() },
        { QStringLiteral("sdb"), Kind::None, QStringLiteral("SCSI, SAS or USB") },
        { QStringLiteral("loop7"), Kind::None, QStringLiteral("a loop device") },
        { QStringLiteral("dm-0"), Kind::None, QStringLiteral("device-mapper") },
        { QStringLiteral("zram2"), Kind::None, QStringLiteral("a zram device") },
        { QStringLiteral("missing"), Kind::None, QStringLiteral("no such block device") },
    };
    for (const auto& [name, kind, words] : cases) {
        QString refusal;
        QCOMPARE(classifyForDriveCommands(sys.filePath(name), &refusal), kind);
        QVERIFY2(refusal.contains(words), qPrintable(name + QStringLiteral(": ") + refusal));
    }
}

void TestDriveCommands::nvmePurgeChoosesAndWaits()
{
    FakeDrive drive;
    drive.controller = identifyController(0x3); // crypto and block erase: block erase wins
    std::vector<double> progress;
    const QString note = purgeByDriveCommand(
        drive, DrivePurgeCommand::Sanitize, [&](double done) { progress.push_back(done); }, 1);
    QVERIFY2(note.startsWith(QLatin1String("NVMe Sanitize (block erase), ")), qPrintable(note));
    QVERIFY(note.endsWith(QLatin1String(" s")));
    QCOMPARE(drive.sent.back().opcode, Nvme::kGetLogPage);
    const auto sanitize = std::find_if(
        drive.sent.begin(), drive.sent.end(), [](const NvmeAdminCommand& c) { return c.opcode == Nvme::kSanitize; });
    QVERIFY(sanitize != drive.sent.end());
    QCOMPARE(sanitize->cdw10() & 7u, 2u);
    QCOMPARE(progress, (std::vector<double> { 0.25, 1.0 }));

    FakeDrive crypto;
    crypto.controller = identifyController(0x1);
    QVERIFY(purgeByDriveCommand(crypto, DrivePurgeCommand::Sanitize, {}, 1)
                .startsWith(QLatin1String("NVMe Sanitize (crypto erase)")));

    FakeDrive format;
    format.ns = identifyNamespace(0x02, 0);
    QVERIFY(purgeByDriveCommand(format, DrivePurgeCommand::Format, {}, 1)
                .startsWith(QLatin1String("NVMe Format NVM (user data erase, LBA format 2)")));
    QCOMPARE(format.sent.back().opcode, Nvme::kFormatNvm);
    QCOMPARE(format.sent.back().cdw10(), 0x202u);
}

void TestDriveCommands::purgeRefusals()
{
    // Each refusal comes before any erasing command is sent.
    const auto erased = [](const FakeDrive& drive) {
        return drive.sentOpcode(Nvme::kSanitize) || drive.sentOpcode(Nvme::kFormatNvm);
    };
    FakeDrive loop;
    loop.driveKind = DriveCommandBackend::Kind::None;
    loop.refusalText = QStringLiteral("loop3 is a loop device");
    QVERIFY(purgeMessage(loop, DrivePurgeCommand::Sanitize).contains(QLatin1String("loop3 is a loop device")));
    QVERIFY(loop.sent.empty());

    FakeDrive none;
    none.controller = identifyController(0x4); // overwrite only
    QVERIFY(purgeMessage(none, DrivePurgeCommand::Sanitize).contains(QLatin1String("neither a block erase")));
    QVERIFY(!erased(none));

    FakeDrive shared;
    shared.others = { QStringLiteral("nvme0n2") };
    QVERIFY(purgeMessage(shared, DrivePurgeCommand::Sanitize).contains(QLatin1String("nvme0n2")));
    shared.controller = identifyController(0x2, true, 0x02);
    QVERIFY(purgeMessage(shared, DrivePurgeCommand::Format).contains(QLatin1String("other namespaces")));
    QVERIFY(!erased(shared));

    FakeDrive noFormat;
    noFormat.controller = identifyController(0x2, false);
    QVERIFY(purgeMessage(noFormat, DrivePurgeCommand::Format).contains(QLatin1String("does not support Format")));
    QVERIFY(!erased(noFormat));

    // The device is checked again right before the command.
    FakeDrive changed;
    changed.recheckText = QStringLiteral("nvme0n1p1 is a partition");
    QVERIFY(purgeMessage(changed, DrivePurgeCommand::Sanitize).contains(QLatin1String("is a partition")));
    QVERIFY(!erased(changed));

    // The drive's own failures name its status.
    FakeDrive refused;
    refused.sanitizeStatus = 0x4002;
    QVERIFY(purgeMessage(refused, DrivePurgeCommand::Sanitize).contains(QLatin1String("Invalid Field in Command")));
    FakeDrive failed;
    failed.endState = 3;
    QVERIFY(purgeMessage(failed, DrivePurgeCommand::Sanitize).contains(QLatin1String("Sanitize Status log says")));
    FakeDrive badFormat;
    badFormat.formatStatus = 0x010A;
    QVERIFY(purgeMessage(badFormat, DrivePurgeCommand::Format).contains(QLatin1String("Invalid Format (SCT 01h")));
}

void TestDriveCommands::ataPurge()
{
    FakeDrive drive;
    drive.driveKind = DriveCommandBackend::Kind::Ata;
    drive.ataData = ataIdentify(0x9000, true, true); // the feature set and BLOCK ERASE
    QVERIFY(purgeByDriveCommand(drive, DrivePurgeCommand::Sanitize, {}, 1)
                .startsWith(QLatin1String("ATA SANITIZE DEVICE (BLOCK ERASE EXT)")));
    QVERIFY(drive.sentAtaCommand(Ata::kSanitizeDevice, Ata::kBlockEraseExt));
    QVERIFY(drive.sentAtaCommand(Ata::kSanitizeDevice, Ata::kSanitizeStatusExt));

    FakeDrive crypto;
    crypto.driveKind = DriveCommandBackend::Kind::Ata;
    crypto.ataData = ataIdentify(0x3000, true, true);
    QVERIFY(purgeByDriveCommand(crypto, DrivePurgeCommand::Sanitize, {}, 1)
                .startsWith(QLatin1String("ATA SANITIZE DEVICE (CRYPTO SCRAMBLE EXT)")));

    FakeDrive old;
    old.driveKind = DriveCommandBackend::Kind::Ata;
    old.ataData = ataIdentify(0, true, true);
    QVERIFY(purgeMessage(old, DrivePurgeCommand::Sanitize).contains(QLatin1String("does not support the SANITIZE")));
    QVERIFY(!old.sentAtaCommand(Ata::kSanitizeDevice, Ata::kBlockEraseExt));

    FakeDrive format;
    format.driveKind = DriveCommandBackend::Kind::Ata;
    const QString message = purgeMessage(format, DrivePurgeCommand::Format);
    QVERIFY2(message.contains(QLatin1String("use --purge sanitize or discard")), qPrintable(message));
    QVERIFY(format.sentAta.empty());
}

void TestDriveCommands::writeCacheSwitchesAndRestores()
{
    {
        FakeDrive drive;
        {
            WriteCacheSwitch cache(drive);
            QCOMPARE(cache.state(), WriteCacheSwitch::State::SwitchedOff);
            QVERIFY(!drive.cacheOn);
        } // the destructor puts it back
        QVERIFY(drive.cacheOn);
    }
    {
        FakeDrive drive;
        drive.setFeaturesStatus = 0x010E;
        WriteCacheSwitch cache(drive);
        QCOMPARE(cache.state(), WriteCacheSwitch::State::NotSwitched);
        QVERIFY2(cache.reason().contains(QLatin1String("Feature Not Changeable")), qPrintable(cache.reason()));
        QVERIFY(drive.cacheOn);
    }
    {
        FakeDrive drive;
        drive.controller = identifyController(0x2, true, 0, false);
        WriteCacheSwitch cache(drive);
        QCOMPARE(cache.state(), WriteCacheSwitch::State::NotSwitched);
        QCOMPARE(cache.reason(), QStringLiteral("the drive has no volatile write cache"));
        QVERIFY(!drive.sentOpcode(Nvme::kSetFeatures));
    }
    {
        FakeDrive drive;
        drive.cacheOn = false;
        WriteCacheSwitch cache(drive);
        QCOMPARE(cache.state(), WriteCacheSwitch::State::AlreadyOff);
        QVERIFY(cache.restore().isEmpty());
        QVERIFY(!drive.cacheOn); // left off, as it was
    }
    {
        // A resume: the cache is off because the stopped run switched it off; it was on before.
        FakeDrive drive;
        drive.cacheOn = false;
        WriteCacheSwitch cache(drive, true);
        QCOMPARE(cache.state(), WriteCacheSwitch::State::SwitchedOff);
        QVERIFY(cache.restore().isEmpty());
        QVERIFY(drive.cacheOn);
    }
    {
        FakeDrive drive;
        drive.driveKind = DriveCommandBackend::Kind::Ata;
        WriteCacheSwitch cache(drive);
        QCOMPARE(cache.state(), WriteCacheSwitch::State::SwitchedOff);
        QVERIFY(drive.sentAtaCommand(Ata::kSetFeatures, Ata::kDisableWriteCache));
        QVERIFY(cache.restore().isEmpty());
        QVERIFY(drive.sentAtaCommand(Ata::kSetFeatures, Ata::kEnableWriteCache));
        QVERIFY(drive.cacheOn);
    }
    {
        FakeDrive drive;
        drive.driveKind = DriveCommandBackend::Kind::None;
        drive.refusalText = QStringLiteral("zram0 is a zram device");
        WriteCacheSwitch cache(drive);
        QCOMPARE(cache.state(), WriteCacheSwitch::State::NotSwitched);
        QCOMPARE(cache.reason(), drive.refusalText);
    }
}

void TestDriveCommands::ptsRestoresTheCacheWhenCancelled()
{
    if (const QString why = loopDevicesUnavailableReason(); !why.isEmpty())
        QSKIP(qPrintable(why));
    LoopDevice loop(64 * MiB);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    auto target = Target::openBlockDevice(loop.devicePath(), true, loop.devicePath());
    QTemporaryDir dir;
    const QString state = dir.filePath(QStringLiteral("state.json"));
    PtsPlan plan;
    plan.profile = PtsProfile::Enterprise;
    plan.purge = PtsPurge::Sanitize;
    plan.cellSeconds = 0.1;
    std::atomic<bool> cancel { true }; // stops at the first workload: the preconditioning
    FakeDrive drive;
    const PtsResult result = runPts(*target, plan, EngineKind::Auto, RunContext(&cancel), state, std::nullopt, &drive);
    QVERIFY(result.cancelled);
    QVERIFY2(result.purgeNote.contains(QLatin1String("NVMe Sanitize (block erase)")), qPrintable(result.purgeNote));
    QCOMPARE(result.writeCache.state, PtsWriteCache::State::SwitchedOff);
    QVERIFY(!result.writeCache.restorePending);
    QVERIFY(drive.cacheOn);
    QVERIFY(drive.sentOpcode(Nvme::kSetFeatures));
    QCOMPARE(PtsState::load(state).writeCache, result.writeCache);
    QCOMPARE(PtsWriteCache::fromJson(result.writeCache.toJson()), result.writeCache);

    // A run killed with the cache off: its state says so, and the resume puts the cache back on at its end.
    PtsResult killed = PtsState::load(state);
    killed.writeCache.restorePending = true;
    FakeDrive off;
    off.cacheOn = false;
    const PtsResult resumed = runPts(*target, plan, EngineKind::Auto, RunContext(&cancel), state, killed, &off);
    QCOMPARE(resumed.writeCache.state, PtsWriteCache::State::SwitchedOff);
    QVERIFY(!resumed.writeCache.restorePending);
    QVERIFY(off.cacheOn);
    QVERIFY(!off.sentOpcode(Nvme::kSanitize)); // purged already
    QVERIFY(!PtsState::load(state).writeCache.restorePending);

    // The client profile leaves the cache alone.
    plan.profile = PtsProfile::Client;
    plan.purge = PtsPurge::None;
    FakeDrive client;
    const PtsResult untouched
        = runPts(*target, plan, EngineKind::Auto, RunContext(&cancel), QString(), std::nullopt, &client);
    QCOMPARE(untouched.writeCache.state, PtsWriteCache::State::Untouched);
    QVERIFY(client.sent.empty());
}

// A run killed with the cache off and then started afresh (--restart, not --resume): the new run puts the
// cache back on, whichever profile it has, and says so; a failure to do it is reported.
void TestDriveCommands::ptsRestartPutsBackTheCacheAStoppedRunLeftOff()
{
    if (const QString why = loopDevicesUnavailableReason(); !why.isEmpty())
        QSKIP(qPrintable(why));
    LoopDevice loop(64 * MiB);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    auto target = Target::openBlockDevice(loop.devicePath(), true, loop.devicePath());
    QTemporaryDir dir;
    const QString state = dir.filePath(QStringLiteral("state.json"));
    PtsPlan plan;
    plan.profile = PtsProfile::Enterprise;
    plan.purge = PtsPurge::None;
    plan.cellSeconds = 0.1;
    std::atomic<bool> cancel { true };
    FakeDrive first;
    PtsResult killed = runPts(*target, plan, EngineKind::Auto, RunContext(&cancel), state, std::nullopt, &first);
    QVERIFY(!killed.finished());
    killed.writeCache.restorePending = true; // as a kill -9 leaves it
    const auto leaveStopped = [&] { PtsState::save(killed, state); };

    // The enterprise profile keeps it off for the run and switches it on at the end.
    leaveStopped();
    FakeDrive off;
    off.cacheOn = false;
    const PtsResult enterprise
        = runPts(*target, plan, EngineKind::Auto, RunContext(&cancel), state, std::nullopt, &off);
    QCOMPARE(enterprise.resumes, 0u);
    QCOMPARE(enterprise.writeCache.state, PtsWriteCache::State::SwitchedOff);
    QVERIFY(enterprise.writeCache.leftOffByStoppedRun);
    QVERIFY(!enterprise.writeCache.restorePending);
    QVERIFY(off.cacheOn);
    QVERIFY2(
        enterprise.writeCache.describe().endsWith(QLatin1String("a stopped run this one replaced had left it off")),
        qPrintable(enterprise.writeCache.describe()));
    QCOMPARE(PtsState::load(state).writeCache, enterprise.writeCache);

    // The client profile, which runs with the drive's own setting, switches it on at once.
    PtsPlan client = plan;
    client.profile = PtsProfile::Client;
    leaveStopped();
    FakeDrive clientOff;
    clientOff.cacheOn = false;
    const PtsResult restarted
        = runPts(*target, client, EngineKind::Auto, RunContext(&cancel), state, std::nullopt, &clientOff);
    QCOMPARE(restarted.writeCache.state, PtsWriteCache::State::Untouched);
    QVERIFY(restarted.writeCache.leftOffByStoppedRun);
    QVERIFY(restarted.writeCache.restoreFailure.isEmpty());
    QVERIFY(clientOff.cacheOn);
    QCOMPARE(restarted.writeCache.describe(),
        QStringLiteral("write cache: switched on again (a stopped run this one replaced had left it off)"));

    // A drive that refuses: the result says the cache is still off, and why.
    leaveStopped();
    FakeDrive refusing;
    refusing.cacheOn = false;
    refusing.setFeaturesStatus = 0x2; // Invalid Field in Command
    const PtsResult failed
        = runPts(*target, client, EngineKind::Auto, RunContext(&cancel), state, std::nullopt, &refusing);
    QVERIFY(!refusing.cacheOn);
    QVERIFY(!failed.writeCache.restoreFailure.isEmpty());
    QVERIFY2(failed.writeCache.describe().startsWith(
                 QLatin1String("write cache: left off by a stopped run this one replaced, and it could not be")),
        qPrintable(failed.writeCache.describe()));

    // A stopped run of another device in the same file is not this drive's setting to change.
    killed.target.path = QStringLiteral("/dev/sdz");
    leaveStopped();
    FakeDrive other;
    other.cacheOn = false;
    const PtsResult untouched
        = runPts(*target, client, EngineKind::Auto, RunContext(&cancel), state, std::nullopt, &other);
    QVERIFY(!untouched.writeCache.leftOffByStoppedRun);
    QVERIFY(other.sent.empty());
}

void TestDriveCommands::ptsOnALoopDeviceCannotSwitchTheCache()
{
    if (const QString why = loopDevicesUnavailableReason(); !why.isEmpty())
        QSKIP(qPrintable(why));
    LoopDevice loop(64 * MiB);
    QVERIFY2(loop.isValid(), qPrintable(loop.errorString()));
    auto target = Target::openBlockDevice(loop.devicePath(), true, loop.devicePath());
    PtsPlan plan;
    plan.profile = PtsProfile::Enterprise;
    plan.purge = PtsPurge::None;
    plan.cellSeconds = 0.1;
    std::atomic<bool> cancel { true };
    const PtsResult result = runPts(*target, plan, EngineKind::Auto, RunContext(&cancel));
    QCOMPARE(result.writeCache.state, PtsWriteCache::State::NotSwitched);
    const QString words = result.writeCache.describe();
    QVERIFY2(words.startsWith(QLatin1String("write cache: could not be switched off (")), qPrintable(words));
    QVERIFY2(words.contains(loop.name() + QStringLiteral(" is a loop device")), qPrintable(words));
}

void TestDriveCommands::cliRefusesDriveCommandsOnWhatIsNoDrive()
{
    if (const QString why = loopDevicesUnavailableReason(); !why.isEmpty())
        QSKIP(qPrintable(why));
    QTemporaryDir dir;
    const QString cli = QStringLiteral(DRIVESCOPE_CLI);
    const QString state = dir.filePath(QStringLiteral("state.json"));
    LoopDevice whole(32 * MiB);
    LoopDevice parted(32 * MiB, 512, { { 2048, 16384 }, { 18432, 16384 } });
    QVERIFY2(whole.isValid(), qPrintable(whole.errorString()));
    QVERIFY2(parted.isValid(), qPrintable(parted.errorString()));
    QString error;
    QVERIFY2(fillWithPattern(whole.devicePath(), 32 * MiB, 7, &error), qPrintable(error));
    QVERIFY2(fillWithPattern(parted.partitionPath(1), 8 * MiB, 8, &error), qPrintable(error));
    QList<std::pair<QString, QString>> devices { { whole.devicePath(), QStringLiteral("is a loop device") },
        { parted.partitionPath(1), QStringLiteral("is a partition") } };
    std::unique_ptr<ZramDevice> zram;
    if (zramUnavailableReason().isEmpty()) {
        zram = std::make_unique<ZramDevice>(16 * MiB);
        QVERIFY2(zram->isValid(), qPrintable(zram->errorString()));
        QVERIFY2(fillWithPattern(zram->devicePath(), 16 * MiB, 9, &error), qPrintable(error));
        devices.append({ zram->devicePath(), QStringLiteral("is a zram device") });
    } else {
        qInfo("zram: %s", qPrintable(zramUnavailableReason()));
    }
    for (const auto& [device, words] : devices) {
        const QString before = sha256OfFile(device);
        QVERIFY(!before.isEmpty());
        for (const QString& purge : { QStringLiteral("sanitize"), QStringLiteral("format") }) {
            const CliRun run = runCli(cli,
                { QStringLiteral("pts"), QStringLiteral("--no-progress"), QStringLiteral("--no-save"),
                    QStringLiteral("--state"), state, QStringLiteral("--target"), device,
                    QStringLiteral("--allow-destroy=") + device, QStringLiteral("--purge"), purge },
                dir.path());
            QVERIFY2(run.status == 2, qPrintable(device + QLatin1Char(' ') + purge + QStringLiteral(": ") + run.err));
            QVERIFY2(run.err.contains(words) && run.err.contains(QLatin1String("own command")), qPrintable(run.err));
        }
        QCOMPARE(sha256OfFile(device), before);
    }
    QVERIFY(!QFileInfo::exists(state));

    // A test file is refused before a device is even looked at.
    const CliRun file = runCli(cli,
        { QStringLiteral("pts"), QStringLiteral("--no-progress"), QStringLiteral("--no-save"),
            QStringLiteral("--state"), state, QStringLiteral("--target"), dir.path(), QStringLiteral("--purge"),
            QStringLiteral("sanitize") },
        dir.path());
    QCOMPARE(file.status, 2);
    QVERIFY2(file.err.contains(QLatin1String("a test file cannot be purged")), qPrintable(file.err));
    QVERIFY(!QFileInfo::exists(state));
}

QTEST_GUILESS_MAIN(TestDriveCommands)
#include "tst_drivecommands.moc"
