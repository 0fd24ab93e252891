#include "device/smartctlreader.h"

#include "model/usererror.h"

#include <QDeadlineTimer>
#include <QProcess>
#include <QStandardPaths>

#include <algorithm>

namespace ds {

namespace {
    QString findProgram(const QString& program)
    {
        if (program.contains(QLatin1Char('/')))
            return program;
        QString path = QStandardPaths::findExecutable(program);
        if (path.isEmpty())
            path = QStandardPaths::findExecutable(program, { QStringLiteral("/usr/sbin"), QStringLiteral("/sbin") });
        return path;
    }
}

SmartctlOutcome readSmartctl(const QString& devicePath, int timeoutMs, const QString& program)
{
    SmartctlOutcome outcome;
    const QString path = findProgram(program);
    if (path.isEmpty()) {
        outcome.missing = QStringLiteral("no SMART snapshot of %1: smartctl is not installed (the smartmontools "
                                         "package)")
                              .arg(devicePath);
        return outcome;
    }
    QProcess process;
    process.setProgram(path);
    process.setArguments({ QStringLiteral("--json"), QStringLiteral("-a"), QStringLiteral("-n"),
        QStringLiteral("standby"), devicePath });
    process.setProcessChannelMode(QProcess::SeparateChannels);
    process.start();
    if (!process.waitForStarted(timeoutMs)) {
        outcome.missing = QStringLiteral("no SMART snapshot of %1: %2 did not start: %3")
                              .arg(devicePath, path, process.errorString());
        return outcome;
    }
    QByteArray output;
    // Read as it comes, so a flood is cut off at the limit rather than held whole.
    QDeadlineTimer deadline(timeoutMs);
    while (process.state() != QProcess::NotRunning && !deadline.hasExpired()) {
        process.waitForReadyRead(
            static_cast<int>(std::max<qint64>(1, std::min<qint64>(deadline.remainingTime(), 200))));
        output += process.readAllStandardOutput();
        if (output.size() > HealthSnapshot::kMaxSmartctlBytes)
            break;
    }
    if (process.state() != QProcess::NotRunning) {
        process.kill();
        process.waitForFinished(2000);
        outcome.missing = output.size() > HealthSnapshot::kMaxSmartctlBytes
            ? QStringLiteral("no SMART snapshot of %1: smartctl wrote more than any drive's SMART data").arg(devicePath)
            : QStringLiteral("no SMART snapshot of %1: smartctl did not finish within %2 s")
                  .arg(devicePath)
                  .arg(timeoutMs / 1000.0);
        return outcome;
    }
    output += process.readAllStandardOutput();
    try {
        outcome.snapshot = HealthSnapshot::fromSmartctlJson(output, devicePath);
    } catch (const UserError& error) {
        // Bit 1 of smartctl's exit status: the device could not be opened (permission, or in standby: bit 1 too).
        const int status = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
        outcome.missing = (status >= 0 && (status & 0x02))
            ? QStringLiteral("no SMART snapshot of %1: smartctl could not open it (%2)")
                  .arg(devicePath, error.message())
            : QStringLiteral("no SMART snapshot: %1").arg(error.message());
    }
    return outcome;
}

SmartctlOutcome readDriveHealth(const DriveFacts& drive, int timeoutMs, const QString& program)
{
    const QString reason = noSmartReason(drive.name, drive.transport);
    if (!reason.isEmpty())
        return SmartctlOutcome { std::nullopt, reason };
    return readSmartctl(drive.devicePath, timeoutMs, program);
}

void HealthProbe::targetOpened(const TargetInfo& target)
{
    if (m_ended)
        return;
    if (!target.drive) {
        m_health.push_back({ target.path, std::nullopt, std::nullopt,
            QStringLiteral("%1 is on no drive DriveScope knows: no SMART "
                           "snapshot")
                .arg(target.path) });
        m_drives.emplace_back();
        return;
    }
    const DriveFacts& drive = *target.drive;
    const bool known = std::any_of(
        m_health.begin(), m_health.end(), [&](const RunHealth& health) { return health.device == drive.name; });
    if (known)
        return;
    SmartctlOutcome outcome = readDriveHealth(drive);
    m_health.push_back({ drive.name, std::move(outcome.snapshot), std::nullopt, outcome.missing });
    m_drives.push_back(drive);
}

void HealthProbe::runEnded()
{
    if (m_ended)
        return;
    m_ended = true;
    for (size_t index = 0; index < m_health.size(); ++index) {
        RunHealth& health = m_health[index];
        if (!health.before)
            continue;
        SmartctlOutcome outcome = readDriveHealth(m_drives[index]);
        health.after = std::move(outcome.snapshot);
        if (!health.after)
            health.missing = outcome.missing;
    }
}

} // namespace ds
