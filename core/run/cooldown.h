#pragma once

#include "device/hwmonreader.h"
#include "device/sysfs.h"
#include "model/caveats.h"
#include "model/plansettings.h"
#include "model/targetinfo.h"

#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace ds {

class RunContext;

// The cool-down before each test and each repeat (CoolDownSettings), the CLI's and the window's alike:
// waits until every drive of the run is below the temperature (its hwmon sensor) and has done no I/O for
// the idle time (its /sys/block/X/stat counters, the other-I/O probe's reader, did not move), never
// longer than the limit, and stops waiting when the run is cancelled. What it could not wait for (a
// drive without a sensor, a limit reached) becomes the run's caveats.
class CoolDown {
public:
    explicit CoolDown(CoolDownSettings settings, QString sysRoot = QStringLiteral("/sys"), double pollSeconds = 0.25);

    // The target's drive joins the drives waited for (once per drive); its sensor is found now.
    void targetOpened(const TargetInfo& target);
    // Waits as the settings ask, reporting the wait as `context`'s progress (RunStage::CoolingDown,
    // IdleWait). False when the run was cancelled meanwhile.
    bool wait(const RunContext& context);

    const CoolDownSettings& settings() const { return m_settings; }
    // Why --cool-below has no temperature to wait for, one line a drive; empty when every drive has one.
    QStringList missingSensors() const;
    // The limit reached (per drive and reason, with how often) and the drives without a sensor.
    std::vector<Caveat> caveats() const;
    unsigned waits() const { return m_waits; }
    unsigned limitsReached() const { return m_limitsReached; }
    double waitedSeconds() const { return m_waitedSeconds; }

private:
    struct Drive {
        QString name;
        std::optional<HwmonSensor> sensor;
        QString missing; // why there is no sensor
        std::optional<BlockStat> lastStat;
        uint64_t lastChangeNs = 0;
        unsigned warmTimes = 0; // waits that ended at the limit with the drive still warm …
        double warmest = 0;
        unsigned busyTimes = 0; // … or still busy
    };

    CoolDownSettings m_settings;
    QString m_sysRoot;
    double m_pollSeconds;
    std::vector<Drive> m_drives;
    unsigned m_waits = 0;
    unsigned m_limitsReached = 0;
    double m_waitedSeconds = 0;
};

} // namespace ds
