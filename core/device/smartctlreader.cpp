#include "device/smartctlreader.h"

#include "device/udisksreader.h"
#include "model/usererror.h"

#include <QDeadlineTimer>
#include <QProcess>
#include <QStandardPaths>

#include <algorithm>
#include <csignal>
#include <sys/types.h>
#include <unistd.h>

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

SmartctlRun runSmartctl(const QString& devicePath, int timeoutMs, const QString& program)
{
    SmartctlRun run;
    const QString path = findProgram(program);
    if (path.isEmpty()) {
        run.problem = QStringLiteral("no SMART snapshot of %1: smartctl is not installed (the smartmontools "
                                     "package)")
                          .arg(devicePath);
        return run;
    }
    QProcess process;
    process.setProgram(path);
    process.setArguments({ QStringLiteral("--json"), QStringLiteral("-a"), QStringLiteral("-n"),
        QStringLiteral("standby"), devicePath });
    // Its error output is not kept (a flood would be held whole), and it runs in a process group of its
    // own, so that whatever it started ends with it.
    process.setStandardErrorFile(QProcess::nullDevice());
    process.setChildProcessModifier([] { ::setpgid(0, 0); });
    process.start();
    if (!process.waitForStarted(timeoutMs)) {
        run.problem = QStringLiteral("no SMART snapshot of %1: %2 did not start: %3")
                          .arg(devicePath, path, process.errorString());
        return run;
    }
    const pid_t group = static_cast<pid_t>(process.processId());
    auto endGroup = [group] {
        if (group > 0)
            ::kill(-group, SIGKILL);
    };
    // Read as it comes, so a flood is cut off at the limit rather than held whole.
    QDeadlineTimer deadline(timeoutMs);
    while (process.state() != QProcess::NotRunning && !deadline.hasExpired()) {
        process.waitForReadyRead(
            static_cast<int>(std::max<qint64>(1, std::min<qint64>(deadline.remainingTime(), 200))));
        run.output += process.readAllStandardOutput();
        if (run.output.size() > HealthSnapshot::kMaxSmartctlBytes)
            break;
    }
    if (process.state() != QProcess::NotRunning) {
        endGroup();
        process.kill();
        process.waitForFinished(2000);
        run.problem = run.output.size() > HealthSnapshot::kMaxSmartctlBytes
            ? QStringLiteral("no SMART snapshot of %1: smartctl wrote more than any drive's SMART data").arg(devicePath)
            : QStringLiteral("no SMART snapshot of %1: smartctl did not finish within %2 s")
                  .arg(devicePath)
                  .arg(timeoutMs / 1000.0);
        return run;
    }
    // A child it left behind (holding the pipe, or just running) ends with the group.
    endGroup();
    run.output += process.readAllStandardOutput();
    if (run.output.size() > HealthSnapshot::kMaxSmartctlBytes) {
        run.problem = QStringLiteral("no SMART snapshot of %1: smartctl wrote more than any drive's SMART data")
                          .arg(devicePath);
        return run;
    }
    run.status = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    return run;
}

SmartctlOutcome smartctlOutcome(const SmartctlRun& run, const QString& devicePath)
{
    SmartctlOutcome outcome;
    if (!run.problem.isEmpty()) {
        outcome.missing = run.problem;
        return outcome;
    }
    try {
        outcome.snapshot = HealthSnapshot::fromSmartctlJson(run.output, devicePath);
    } catch (const UserError& error) {
        // Bit 1 of smartctl's exit status: the device could not be opened (permission, or in standby: bit 1 too).
        const bool notOpened = run.status >= 0 && (run.status & 0x02);
        outcome.missing = notOpened ? QStringLiteral("no SMART snapshot of %1: smartctl could not open it (%2)")
                                          .arg(devicePath, error.message())
                                    : QStringLiteral("no SMART snapshot: %1").arg(error.message());
        outcome.permissionDenied
            = notOpened && (run.output.contains("Permission denied") || run.output.contains("Operation not permitted"));
    }
    return outcome;
}

SmartctlOutcome readSmartctl(const QString& devicePath, int timeoutMs, const QString& program)
{
    return smartctlOutcome(runSmartctl(devicePath, timeoutMs, program), devicePath);
}

SmartctlOutcome readDriveHealth(const DriveFacts& drive, int timeoutMs, const QString& program)
{
    const QString reason = noSmartReason(drive.name, drive.transport);
    if (!reason.isEmpty())
        return SmartctlOutcome { std::nullopt, reason };
    if (findProgram(program).isEmpty()) {
        // The second source: udisks2's ATA SMART or NVMe health, where it runs.
        SmartctlOutcome udisks = readUdisksSmart(drive.devicePath, timeoutMs);
        if (udisks.snapshot)
            return udisks;
        SmartctlOutcome outcome = readSmartctl(drive.devicePath, timeoutMs, program);
        outcome.missing += QStringLiteral("; %1").arg(udisks.missing);
        return outcome;
    }
    SmartctlOutcome outcome = readSmartctl(drive.devicePath, timeoutMs, program);
    if (outcome.snapshot || !outcome.permissionDenied || qgetenv("DRIVESCOPE_PRIVILEGED_OPEN") == "none")
        return outcome;
    // This user may not open it: the helper may (it asks for authorisation through pkexec).
    SmartctlOutcome helped = readSmartctlThroughHelper(drive.devicePath);
    if (helped.snapshot)
        return helped;
    outcome.missing += QStringLiteral("; through drivescope-helper: %1").arg(helped.missing);
    return outcome;
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
