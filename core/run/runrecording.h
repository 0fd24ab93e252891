#pragma once

#include "device/smartctlreader.h"
#include "model/plansettings.h"
#include "model/session.h"
#include "model/temperature.h"
#include "run/benchmarks/runcontext.h"
#include "run/cooldown.h"
#include "run/otheriomonitor.h"
#include "run/temperaturemonitor.h"

#include <QStringList>

#include <optional>
#include <vector>

namespace ds {

// One run as it is recorded, by the window's worker and the CLI alike: the monitors around it from its
// targets' opening to its end (other I/O on their devices, the drives' temperatures, SMART before and
// after, the cool-down before each test and repeat), and its results made session runs with their
// caveats, the devices' accounting and the thermal record. One object a run; not copyable (threads).
class RunRecording {
public:
    explicit RunRecording(
        CoolDownSettings coolDown = {}, double temperatureIntervalSeconds = kDefaultTemperatureIntervalSeconds);
    RunRecording(const RunRecording&) = delete;
    RunRecording& operator=(const RunRecording&) = delete;

    // As each target is opened, before the test's I/O. Returns why the cool-down has no temperature to
    // read on it (one line a drive, each said once; empty without --cool-below): the run does not wait
    // for a temperature it cannot read, and the user should hear so at once.
    QStringList targetOpened(const TargetInfo& target);

    // Right before the test: `context` with the cool-down attached (the runners wait again before their
    // steps and repeats), waited for once now; a cancelled wait leaves the flag set, so the test stops at
    // once. The run's time axis starts with the first call, after the test file's preparation.
    RunContext testContext(RunContext context);

    // The run is over: one reading of the devices' counters for the caveats and the accounting alike
    // (before a test file is removed), the temperatures stopped, the SMART snapshots after it taken.
    // Later calls do nothing; the wrap-ups below call it themselves.
    void runEnded();

    // The results of the run as session runs: the caveats of its targets and of other I/O on their
    // devices (all results together: a window run's read and write sweeps move bytes on one device),
    // throttling per result, the cool-down's, each result's share of the devices' counts, and the
    // drives' temperatures and SMART snapshots. `stoppedAt`: how far a stopped run came.
    std::vector<SessionRun> sessionRuns(
        std::vector<SessionResult> results, const QString& command, std::optional<double> stoppedAt = std::nullopt);
    SessionRun sessionRun(SessionResult result, const QString& command);

    // The same notes for a result printed before it is recorded (a --json document).
    std::vector<Caveat> caveatsFor(const SessionResult& result);
    std::vector<DeviceAccounting> accountingFor(const SessionResult& result);

    std::vector<TemperatureSeries> temperatures() const { return m_temperatures.series(); }
    const std::vector<RunHealth>& health() const { return m_health.health(); }
    // When the recording began (ISO 8601, UTC): the run's start in its session.
    const QString& startedAt() const { return m_startedAt; }

private:
    std::vector<Caveat> caveatsOf(const std::vector<SessionResult>& results, size_t index);

    QString m_startedAt;
    OtherIoMonitor m_otherIo;
    TemperatureMonitor m_temperatures;
    HealthProbe m_health;
    CoolDown m_coolDown;
    bool m_testStarted = false;
    bool m_ended = false;
};

} // namespace ds
