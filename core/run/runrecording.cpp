#include "run/runrecording.h"

#include "device/hostfacts.h"
#include "model/throttling.h"

#include <QDateTime>

namespace ds {

RunRecording::RunRecording(CoolDownSettings coolDown, double temperatureIntervalSeconds)
    : m_startedAt(QDateTime::currentDateTimeUtc().toString(Qt::ISODate))
    , m_temperatures(temperatureIntervalSeconds)
    , m_coolDown(std::move(coolDown))
{
}

QStringList RunRecording::targetOpened(const TargetInfo& target)
{
    m_otherIo.targetOpened(target);
    m_temperatures.targetOpened(target);
    m_health.targetOpened(target);
    const QStringList before = m_coolDown.missingSensors();
    m_coolDown.targetOpened(target);
    return m_coolDown.missingSensors().mid(before.size());
}

RunContext RunRecording::testContext(RunContext context)
{
    if (m_coolDown.settings().enabled()) {
        context = context.withCoolDown(&m_coolDown);
        context.coolDown();
    }
    if (!m_testStarted)
        m_temperatures.testStarted();
    m_testStarted = true;
    return context;
}

void RunRecording::runEnded()
{
    if (m_ended)
        return;
    m_ended = true;
    m_otherIo.runEnded();
    m_temperatures.runEnded();
    m_health.runEnded();
}

std::vector<Caveat> RunRecording::caveatsOf(const std::vector<SessionResult>& results, size_t index)
{
    runEnded();
    std::vector<Caveat> caveats = m_otherIo.caveatsFor(results);
    for (Caveat& throttled : throttlingCaveats(results[index], m_temperatures.series(), m_health.health()))
        caveats.push_back(std::move(throttled));
    for (Caveat& cool : m_coolDown.caveats())
        caveats.push_back(std::move(cool));
    return caveats;
}

std::vector<SessionRun> RunRecording::sessionRuns(
    std::vector<SessionResult> results, const QString& command, std::optional<double> stoppedAt)
{
    runEnded();
    std::vector<std::vector<Caveat>> caveats;
    for (size_t index = 0; index < results.size(); ++index)
        caveats.push_back(caveatsOf(results, index));
    std::vector<std::vector<DeviceAccounting>> accounting = m_otherIo.accountingFor(results);
    const std::vector<TemperatureSeries> temperatures = m_temperatures.series();
    const HostFacts host = readHostFacts();
    std::vector<SessionRun> runs;
    for (size_t index = 0; index < results.size(); ++index) {
        SessionRun run = SessionRun::recorded(
            std::move(results[index]), command, m_startedAt, std::move(caveats[index]), stoppedAt, host);
        run.accounting = std::move(accounting[index]);
        run.temperatures = temperatures;
        run.health = m_health.health();
        runs.push_back(std::move(run));
    }
    return runs;
}

SessionRun RunRecording::sessionRun(SessionResult result, const QString& command)
{
    std::vector<SessionResult> results;
    results.push_back(std::move(result));
    return std::move(sessionRuns(std::move(results), command).front());
}

std::vector<Caveat> RunRecording::caveatsFor(const SessionResult& result) { return caveatsOf({ result }, 0); }

std::vector<DeviceAccounting> RunRecording::accountingFor(const SessionResult& result)
{
    runEnded();
    return m_otherIo.accountingFor(result);
}

} // namespace ds
