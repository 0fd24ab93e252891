#pragma once

#include "device/hwmonreader.h"
#include "model/targetinfo.h"
#include "model/temperature.h"

#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <thread>
#include <vector>

namespace ds {

// Samples the temperature of a run's drives while it runs, the CLI's and the window's alike: a thread of
// its own reads a few hwmon files once an interval, so the I/O threads are not disturbed. The series
// are on the run's time axis: from testStarted(), else from the first target's opening; readings
// before it (a test file's preparation) have negative times.
class TemperatureMonitor {
public:
    explicit TemperatureMonitor(
        double intervalSeconds = kDefaultTemperatureIntervalSeconds, QString sysRoot = QStringLiteral("/sys"));
    ~TemperatureMonitor();
    TemperatureMonitor(const TemperatureMonitor&) = delete;
    TemperatureMonitor& operator=(const TemperatureMonitor&) = delete;

    // Adds the target's drive (once per drive) and starts sampling at the first one.
    void targetOpened(const TargetInfo& target);
    // The run's own time starts now.
    void testStarted();
    // Takes a last reading and stops; the series stay.
    void runEnded();
    // Per drive, in the order they were opened: its readings, or why there are none.
    std::vector<TemperatureSeries> series() const;

private:
    struct Watched {
        DriveSensors sensors;
        TemperatureSeries series;
    };
    void loop();
    void sampleLocked(uint64_t nowNs);

    double m_intervalSeconds;
    QString m_sysRoot;
    mutable std::mutex m_mutex;
    std::condition_variable m_wake;
    std::vector<Watched> m_watched;
    uint64_t m_originNs = 0;
    bool m_stop = false;
    std::thread m_thread;
};

} // namespace ds
