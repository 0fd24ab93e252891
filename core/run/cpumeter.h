#pragma once

#include "model/cpuusage.h"

#include <cstdint>

namespace ds {

// Measures CPU use between start() and stop(): the process's own time from getrusage and the
// whole machine's busy share from /proc/stat, which is what HD Tach calls CPU utilization.
class CpuMeter {
public:
    void start();
    CpuUsage stop() const;

private:
    struct SystemTimes {
        uint64_t busy = 0;
        uint64_t total = 0;
    };
    static SystemTimes readSystemTimes();

    uint64_t m_startWallNs = 0;
    double m_startUser = 0;
    double m_startSystem = 0;
    SystemTimes m_startSystemTimes;
};

uint64_t monotonicNs();

} // namespace ds
