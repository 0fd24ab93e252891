#include "run/temperaturemonitor.h"

#include <algorithm>
#include <chrono>
#include <ctime>

namespace ds {

namespace {
    uint64_t nowNs()
    {
        timespec now {};
        clock_gettime(CLOCK_MONOTONIC, &now);
        return static_cast<uint64_t>(now.tv_sec) * 1'000'000'000u + static_cast<uint64_t>(now.tv_nsec);
    }
}

TemperatureMonitor::TemperatureMonitor(double intervalSeconds, QString sysRoot)
    : m_intervalSeconds(intervalSeconds)
    , m_sysRoot(std::move(sysRoot))
{
}

TemperatureMonitor::~TemperatureMonitor() { runEnded(); }

void TemperatureMonitor::targetOpened(const TargetInfo& target)
{
    const QString device = target.drive ? target.drive->name : QString();
    const QString transport = target.drive ? target.drive->transport : QString();
    std::unique_lock lock(m_mutex);
    if (m_stop)
        return;
    const bool known = std::any_of(
        m_watched.begin(), m_watched.end(), [&](const Watched& watched) { return watched.series.device == device; });
    if (known)
        return;
    Watched watched;
    watched.sensors = findDriveSensors(device, transport, m_sysRoot);
    watched.series.device = device.isEmpty() ? target.path : device;
    watched.series.intervalSeconds = m_intervalSeconds;
    if (watched.sensors.sensors.empty()) {
        watched.series.missing = device.isEmpty()
            ? QStringLiteral("%1 is on no drive DriveScope knows: no temperature to read").arg(target.path)
            : watched.sensors.missing;
    } else {
        const HwmonSensor& first = watched.sensors.sensors.front();
        watched.series.sensor = first.sensor.label;
        watched.series.warningCelsius = first.sensor.warningCelsius;
        watched.series.criticalCelsius = first.sensor.criticalCelsius;
    }
    const bool sampled = !watched.sensors.sensors.empty();
    m_watched.push_back(std::move(watched));
    if (m_originNs == 0)
        m_originNs = nowNs();
    if (sampled && !m_thread.joinable())
        m_thread = std::thread([this] { loop(); });
}

void TemperatureMonitor::testStarted()
{
    std::unique_lock lock(m_mutex);
    const uint64_t now = nowNs();
    // Readings already taken move onto the new axis.
    const double shift = m_originNs == 0 ? 0 : static_cast<double>(now - m_originNs) / 1e9;
    for (Watched& watched : m_watched)
        for (TemperatureSample& sample : watched.series.samples)
            sample.seconds -= shift;
    m_originNs = now;
}

void TemperatureMonitor::sampleLocked(uint64_t now)
{
    const double seconds = static_cast<double>(static_cast<int64_t>(now - m_originNs)) / 1e9;
    for (Watched& watched : m_watched) {
        if (watched.sensors.sensors.empty())
            continue;
        if (const std::optional<double> celsius = readCelsius(watched.sensors.sensors.front().inputPath))
            watched.series.samples.push_back({ seconds, *celsius });
    }
}

void TemperatureMonitor::loop()
{
    const auto interval = std::chrono::nanoseconds(static_cast<int64_t>(m_intervalSeconds * 1e9));
    std::unique_lock lock(m_mutex);
    auto next = std::chrono::steady_clock::now();
    while (!m_stop) {
        sampleLocked(nowNs());
        next += interval;
        m_wake.wait_until(lock, next, [this] { return m_stop; });
    }
}

void TemperatureMonitor::runEnded()
{
    {
        std::unique_lock lock(m_mutex);
        if (m_stop)
            return;
        m_stop = true;
        if (m_thread.joinable())
            sampleLocked(nowNs()); // the temperature at the end, whatever the interval
    }
    m_wake.notify_all();
    if (m_thread.joinable())
        m_thread.join();
}

std::vector<TemperatureSeries> TemperatureMonitor::series() const
{
    std::unique_lock lock(m_mutex);
    std::vector<TemperatureSeries> list;
    for (const Watched& watched : m_watched)
        list.push_back(watched.series);
    return list;
}

} // namespace ds
