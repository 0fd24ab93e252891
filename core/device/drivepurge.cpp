#include "device/drivepurge.h"

#include "model/usererror.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QThread>

#include <cstring>

namespace ds {

namespace {
    QString failure(const DriveCommandBackend::NvmeReply& reply)
    {
        if (reply.error != 0)
            return QString::fromLocal8Bit(std::strerror(reply.error));
        return QStringLiteral("the drive answered %1").arg(Nvme::statusText(reply.status));
    }

    QString failure(const DriveCommandBackend::AtaReply& reply, bool sanitize)
    {
        if (reply.error != 0)
            return QString::fromLocal8Bit(std::strerror(reply.error));
        return QStringLiteral("the drive answered %1").arg(Ata::errorText(*reply.registers, sanitize));
    }

    [[noreturn]] void refusePurge(const QString& why)
    {
        throw UserError(QCoreApplication::translate(
            "ds::DrivePurge", "cannot purge by the drive's own command: %1. --purge discard or none runs without it")
                            .arg(why));
    }

    void checkAgain(const DriveCommandBackend& drive)
    {
        if (const QString why = drive.recheck(); !why.isEmpty())
            refusePurge(why);
    }

    void nvmePurge(DriveCommandBackend& drive, DrivePurgeCommand command, const std::function<void(double)>& progress,
        int pollMs, QString* ran)
    {
        const DriveCommandBackend::NvmeReply identify = drive.nvmeAdmin(Nvme::identifyController());
        if (!identify.ok())
            refusePurge(QStringLiteral("Identify Controller failed: %1").arg(failure(identify)));
        const std::optional<Nvme::ControllerFacts> facts = Nvme::parseIdentifyController(identify.data);
        if (!facts)
            refusePurge(QStringLiteral("Identify Controller returned too little"));
        const QStringList others = drive.otherNamespaces();
        if (command == DrivePurgeCommand::Format) {
            if (!facts->formatSupported)
                refusePurge(QStringLiteral("the controller does not support Format NVM"));
            if ((facts->secureEraseAppliesToAll || facts->formatAppliesToAll) && !others.isEmpty())
                refusePurge(QStringLiteral("its format would also erase the other namespaces (%1)")
                                .arg(others.join(QStringLiteral(", "))));
            const uint32_t nsid = drive.namespaceId();
            const DriveCommandBackend::NvmeReply ns = drive.nvmeAdmin(Nvme::identifyNamespace(nsid));
            const std::optional<Nvme::NamespaceFormat> format
                = ns.ok() ? Nvme::parseIdentifyNamespace(ns.data) : std::nullopt;
            if (!format)
                refusePurge(QStringLiteral("Identify Namespace failed: %1").arg(failure(ns)));
            checkAgain(drive);
            const DriveCommandBackend::NvmeReply done = drive.nvmeAdmin(Nvme::formatUserDataErase(nsid, *format));
            if (!done.ok())
                throw UserError(QCoreApplication::translate("ds::DrivePurge", "the drive's Format NVM failed: %1")
                                    .arg(failure(done)));
            *ran = QStringLiteral("NVMe Format NVM (user data erase, LBA format %1)").arg(format->lbaFormat);
            return;
        }
        if (!others.isEmpty())
            refusePurge(QStringLiteral("a sanitize erases every namespace of the controller, and it has others (%1)")
                            .arg(others.join(QStringLiteral(", "))));
        Nvme::SanitizeAction action = Nvme::SanitizeAction::BlockErase;
        if (facts->sanitizeBlockErase) {
            action = Nvme::SanitizeAction::BlockErase;
            *ran = QStringLiteral("NVMe Sanitize (block erase)");
        } else if (facts->sanitizeCryptoErase) {
            action = Nvme::SanitizeAction::CryptoErase;
            *ran = QStringLiteral("NVMe Sanitize (crypto erase)");
        } else {
            refusePurge(QStringLiteral("the controller supports neither a block erase nor a crypto erase sanitize"));
        }
        checkAgain(drive);
        const DriveCommandBackend::NvmeReply started = drive.nvmeAdmin(Nvme::sanitize(action));
        if (!started.ok())
            throw UserError(
                QCoreApplication::translate("ds::DrivePurge", "the drive's Sanitize failed: %1").arg(failure(started)));
        // The command completes once the sanitize has started; its log page says when it ends.
        for (;;) {
            const DriveCommandBackend::NvmeReply log = drive.nvmeAdmin(Nvme::sanitizeStatusLog());
            const std::optional<Nvme::SanitizeStatus> status
                = log.ok() ? Nvme::parseSanitizeStatus(log.data) : std::nullopt;
            if (!status)
                throw UserError(
                    QCoreApplication::translate("ds::DrivePurge", "cannot read the drive's Sanitize Status log: %1")
                        .arg(failure(log)));
            switch (status->state) {
            case Nvme::SanitizeStatus::State::Completed:
            case Nvme::SanitizeStatus::State::CompletedNoDeallocate:
                return;
            case Nvme::SanitizeStatus::State::Failed:
                throw UserError(QCoreApplication::translate("ds::DrivePurge",
                    "the drive's Sanitize failed (its Sanitize Status log says so); a second sanitize "
                    "or its Exit Failure Mode action clears that"));
            case Nvme::SanitizeStatus::State::InProgress:
                if (progress)
                    progress(status->progress);
                break;
            case Nvme::SanitizeStatus::State::NeverSanitized:
            case Nvme::SanitizeStatus::State::Unknown:
                break; // not begun yet, or a state this version does not know: look again
            }
            QThread::msleep(static_cast<unsigned long>(pollMs));
        }
    }

    void ataPurge(DriveCommandBackend& drive, DrivePurgeCommand command, const std::function<void(double)>& progress,
        int pollMs, QString* ran)
    {
        if (command == DrivePurgeCommand::Format)
            throw UserError(QCoreApplication::translate("ds::DrivePurge",
                "an ATA drive has no format DriveScope may use (its SECURITY ERASE needs a password set "
                "first, which DriveScope will not do): use --purge sanitize or discard"));
        const DriveCommandBackend::AtaReply identify = drive.ata(Ata::identifyDevice());
        const std::optional<Ata::DeviceFacts> facts
            = identify.ok() ? Ata::parseIdentifyDevice(identify.data) : std::nullopt;
        if (!facts)
            refusePurge(QStringLiteral("IDENTIFY DEVICE failed: %1")
                            .arg(identify.ok() ? QStringLiteral("short data") : failure(identify, false)));
        AtaCommand sanitize = Ata::blockEraseExt();
        if (facts->blockEraseSupported) {
            sanitize = Ata::blockEraseExt();
            *ran = QStringLiteral("ATA SANITIZE DEVICE (BLOCK ERASE EXT)");
        } else if (facts->cryptoScrambleSupported) {
            sanitize = Ata::cryptoScrambleExt();
            *ran = QStringLiteral("ATA SANITIZE DEVICE (CRYPTO SCRAMBLE EXT)");
        } else {
            refusePurge(facts->sanitizeSupported
                    ? QStringLiteral("the drive supports neither BLOCK ERASE EXT nor CRYPTO SCRAMBLE EXT")
                    : QStringLiteral("the drive does not support the SANITIZE feature set"));
        }
        checkAgain(drive);
        const DriveCommandBackend::AtaReply started = drive.ata(sanitize);
        if (!started.ok())
            throw UserError(QCoreApplication::translate("ds::DrivePurge", "the drive's sanitize failed: %1")
                                .arg(failure(started, true)));
        for (;;) {
            const DriveCommandBackend::AtaReply answer = drive.ata(Ata::sanitizeStatusExt());
            if (answer.error != 0 || !answer.registers)
                throw UserError(
                    QCoreApplication::translate("ds::DrivePurge", "cannot read the drive's sanitize status: %1")
                        .arg(answer.error ? failure(answer, true) : QStringLiteral("no registers returned")));
            if (answer.registers->failed())
                throw UserError(QCoreApplication::translate("ds::DrivePurge", "the drive's sanitize failed: %1")
                                    .arg(failure(answer, true)));
            const Ata::SanitizeStatus status = Ata::parseSanitizeStatus(*answer.registers);
            if (!status.inProgress) {
                if (status.completedWithoutError)
                    return;
                throw UserError(
                    QCoreApplication::translate("ds::DrivePurge", "the drive's sanitize ended without completing"));
            }
            if (progress)
                progress(status.progress);
            QThread::msleep(static_cast<unsigned long>(pollMs));
        }
    }
}

QString purgeByDriveCommand(
    DriveCommandBackend& drive, DrivePurgeCommand command, const std::function<void(double)>& progress, int pollMs)
{
    if (drive.kind() == DriveCommandBackend::Kind::None)
        refusePurge(drive.refusal());
    checkAgain(drive);
    QElapsedTimer timer;
    timer.start();
    QString ran;
    if (drive.kind() == DriveCommandBackend::Kind::Nvme)
        nvmePurge(drive, command, progress, pollMs, &ran);
    else
        ataPurge(drive, command, progress, pollMs, &ran);
    if (progress)
        progress(1);
    return QStringLiteral("%1, %2 s").arg(ran).arg(static_cast<double>(timer.elapsed()) / 1000, 0, 'f', 1);
}

WriteCacheSwitch::WriteCacheSwitch(DriveCommandBackend& drive, std::optional<bool> savedSetting)
    : m_drive(drive)
{
    if (drive.kind() == DriveCommandBackend::Kind::None) {
        m_reason = drive.refusal();
        return;
    }
    const std::optional<bool> now = read(&m_reason);
    if (!now)
        return;
    m_original = savedSetting.value_or(*now);
    if (!*now) {
        // Off already: by the drive's own setting, or by the saved run this one continues.
        m_state = m_original ? State::SwitchedOff : State::AlreadyOff;
        return;
    }
    if (!write(false, &m_reason))
        return;
    if (read(&m_reason) != std::optional<bool>(false)) {
        if (m_reason.isEmpty())
            m_reason = QStringLiteral("the drive accepted the command but kept its cache on");
        return;
    }
    m_state = State::SwitchedOff;
}

WriteCacheSwitch::~WriteCacheSwitch() { restore(); }

QString WriteCacheSwitch::restore()
{
    if (m_restored || m_state != State::SwitchedOff || !m_original)
        return {};
    m_restored = true;
    QString why;
    if (!write(true, &why))
        return why;
    return {};
}

QString WriteCacheSwitch::switchOn(DriveCommandBackend& drive)
{
    if (drive.kind() == DriveCommandBackend::Kind::None)
        return drive.refusal();
    WriteCacheSwitch cache(drive, Unswitched {});
    QString why;
    const std::optional<bool> now = cache.read(&why);
    if (!now)
        return why;
    if (*now || (cache.write(true, &why) && cache.read(&why) == std::optional<bool>(true)))
        return {};
    return why.isEmpty() ? QStringLiteral("the drive accepted the command but kept its cache off") : why;
}

std::optional<bool> WriteCacheSwitch::read(QString* why)
{
    if (m_drive.kind() == DriveCommandBackend::Kind::Nvme) {
        const DriveCommandBackend::NvmeReply identify = m_drive.nvmeAdmin(Nvme::identifyController());
        const std::optional<Nvme::ControllerFacts> facts
            = identify.ok() ? Nvme::parseIdentifyController(identify.data) : std::nullopt;
        if (!facts) {
            *why = QStringLiteral("Identify Controller failed: %1").arg(failure(identify));
            return std::nullopt;
        }
        if (!facts->volatileWriteCache) {
            *why = QStringLiteral("the drive has no volatile write cache");
            return std::nullopt;
        }
        const DriveCommandBackend::NvmeReply feature = m_drive.nvmeAdmin(Nvme::getVolatileWriteCache());
        if (!feature.ok()) {
            *why = QStringLiteral("Get Features (volatile write cache) failed: %1").arg(failure(feature));
            return std::nullopt;
        }
        return (feature.result & 1u) != 0;
    }
    const DriveCommandBackend::AtaReply identify = m_drive.ata(Ata::identifyDevice());
    const std::optional<Ata::DeviceFacts> facts
        = identify.ok() ? Ata::parseIdentifyDevice(identify.data) : std::nullopt;
    if (!facts) {
        *why = QStringLiteral("IDENTIFY DEVICE failed: %1")
                   .arg(identify.ok() ? QStringLiteral("short data") : failure(identify, false));
        return std::nullopt;
    }
    if (!facts->writeCacheSupported) {
        *why = QStringLiteral("the drive has no volatile write cache");
        return std::nullopt;
    }
    return facts->writeCacheEnabled;
}

bool WriteCacheSwitch::write(bool enabled, QString* why)
{
    if (m_drive.kind() == DriveCommandBackend::Kind::Nvme) {
        const DriveCommandBackend::NvmeReply reply = m_drive.nvmeAdmin(Nvme::setVolatileWriteCache(enabled));
        if (reply.ok())
            return true;
        *why = QStringLiteral("Set Features (volatile write cache) failed: %1").arg(failure(reply));
        return false;
    }
    const DriveCommandBackend::AtaReply reply = m_drive.ata(Ata::setWriteCache(enabled));
    if (reply.ok())
        return true;
    *why = QStringLiteral("SET FEATURES (write cache) failed: %1").arg(failure(reply, false));
    return false;
}

} // namespace ds
