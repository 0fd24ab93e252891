#include "run/cooldown.h"

#include "run/benchmarks/runcontext.h"
#include "run/cpumeter.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <thread>

namespace ds {

namespace {
    bool sameCounters(const BlockStat& a, const BlockStat& b)
    {
        return a.readIos == b.readIos && a.readSectors == b.readSectors && a.writeIos == b.writeIos
            && a.writeSectors == b.writeSectors;
    }
}

CoolDown::CoolDown(CoolDownSettings settings, QString sysRoot, double pollSeconds)
    : m_settings(std::move(settings))
    , m_sysRoot(std::move(sysRoot))
    , m_pollSeconds(pollSeconds)
{
}

void CoolDown::targetOpened(const TargetInfo& target)
{
    const QString name = target.drive ? target.drive->name : QString();
    const bool known = std::any_of(m_drives.begin(), m_drives.end(),
        [&](const Drive& drive) { return drive.name == (name.isEmpty() ? target.path : name); });
    if (known)
        return;
    Drive drive;
    drive.name = name.isEmpty() ? target.path : name;
    if (m_settings.belowCelsius) {
        if (name.isEmpty()) {
            drive.missing
                = QStringLiteral("%1 is on no drive DriveScope knows: no temperature to read").arg(target.path);
        } else {
            DriveSensors sensors = findDriveSensors(name, target.drive->transport, m_sysRoot);
            if (sensors.sensors.empty())
                drive.missing = sensors.missing;
            else
                drive.sensor = sensors.sensors.front();
        }
    }
    m_drives.push_back(std::move(drive));
}

bool CoolDown::wait(const RunContext& context)
{
    if (!m_settings.enabled() || m_drives.empty())
        return !context.cancelled();
    ++m_waits;
    const uint64_t startNs = monotonicNs();
    const auto limitNs = static_cast<uint64_t>(m_settings.limitSeconds * 1e9);
    const auto poll = std::chrono::microseconds(static_cast<int64_t>(m_pollSeconds * 1e6));
    for (;;) {
        const uint64_t now = monotonicNs();
        // The first drive still waited for names the stage; the others wait their turn.
        std::optional<RunStage> waiting;
        std::vector<size_t> warm;
        std::vector<size_t> busy;
        for (size_t index = 0; index < m_drives.size(); ++index) {
            Drive& drive = m_drives[index];
            if (m_settings.belowCelsius && drive.sensor) {
                // A sensor that does not answer (a drive gone or asleep) is nothing to wait for.
                const std::optional<double> celsius = readCelsius(drive.sensor->inputPath);
                if (celsius && *celsius >= *m_settings.belowCelsius) {
                    warm.push_back(index);
                    drive.warmest = std::max(drive.warmest, *celsius);
                    if (!waiting) {
                        RunStage stage(RunStage::Kind::CoolingDown, static_cast<uint64_t>(std::lround(*celsius)),
                            static_cast<uint64_t>(std::lround(*m_settings.belowCelsius)));
                        stage.name = drive.name;
                        waiting = stage;
                    }
                }
            }
            if (m_settings.idleSeconds) {
                // Counters that cannot be read (a test file's drive gone) are nothing to wait for.
                if (const std::optional<BlockStat> stat = BlockStat::read(drive.name)) {
                    if (!drive.lastStat || !sameCounters(*drive.lastStat, *stat)) {
                        drive.lastStat = stat;
                        drive.lastChangeNs = now;
                    }
                    const double idle = static_cast<double>(now - drive.lastChangeNs) / 1e9;
                    if (idle < *m_settings.idleSeconds) {
                        busy.push_back(index);
                        if (!waiting) {
                            RunStage stage(RunStage::Kind::IdleWait, static_cast<uint64_t>(idle),
                                static_cast<uint64_t>(std::ceil(*m_settings.idleSeconds)));
                            stage.name = drive.name;
                            waiting = stage;
                        }
                    }
                }
            }
        }
        const bool cancelled = context.cancelled();
        if (!waiting || cancelled || now - startNs >= limitNs) {
            m_waitedSeconds += static_cast<double>(now - startNs) / 1e9;
            if (waiting && !cancelled) {
                ++m_limitsReached;
                for (const size_t index : warm)
                    ++m_drives[index].warmTimes;
                for (const size_t index : busy)
                    ++m_drives[index].busyTimes;
            }
            return !cancelled;
        }
        context.progress(0, *waiting);
        std::this_thread::sleep_for(poll);
    }
}

QStringList CoolDown::missingSensors() const
{
    QStringList missing;
    for (const Drive& drive : m_drives)
        if (!drive.missing.isEmpty())
            missing << drive.missing;
    return missing;
}

std::vector<Caveat> CoolDown::caveats() const
{
    std::vector<Caveat> caveats;
    for (const Drive& drive : m_drives) {
        if (!drive.missing.isEmpty())
            caveats.push_back(coolDownNoSensorCaveat(drive.missing));
        if (drive.warmTimes > 0 && m_settings.belowCelsius)
            caveats.push_back(coolDownTemperatureCaveat(
                drive.name, *m_settings.belowCelsius, m_settings.limitSeconds, drive.warmTimes, drive.warmest));
        if (drive.busyTimes > 0 && m_settings.idleSeconds)
            caveats.push_back(
                coolDownIdleCaveat(drive.name, *m_settings.idleSeconds, m_settings.limitSeconds, drive.busyTimes));
    }
    return caveats;
}

} // namespace ds
