#include "run/cpumeter.h"

#include <cstdio>
#include <ctime>
#include <sys/resource.h>

namespace ds {

uint64_t monotonicNs()
{
    timespec ts {};
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return static_cast<uint64_t>(ts.tv_sec) * 1'000'000'000u + static_cast<uint64_t>(ts.tv_nsec);
}

static double toSeconds(const timeval& tv)
{
    return static_cast<double>(tv.tv_sec) + static_cast<double>(tv.tv_usec) / 1e6;
}

CpuMeter::SystemTimes CpuMeter::readSystemTimes()
{
    SystemTimes times;
    FILE* file = std::fopen("/proc/stat", "re");
    if (!file)
        return times;
    unsigned long long user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0;
    const int fields = std::fscanf(file, "cpu %llu %llu %llu %llu %llu %llu %llu %llu", &user, &nice, &system, &idle,
        &iowait, &irq, &softirq, &steal);
    std::fclose(file);
    if (fields < 4)
        return times;
    // iowait counts as idle: a CPU waiting on the disk is free to do other work.
    times.busy = user + nice + system + irq + softirq + steal;
    times.total = times.busy + idle + iowait;
    return times;
}

void CpuMeter::start()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    m_startUser = toSeconds(usage.ru_utime);
    m_startSystem = toSeconds(usage.ru_stime);
    m_startSystemTimes = readSystemTimes();
    m_startWallNs = monotonicNs();
}

CpuUsage CpuMeter::stop() const
{
    CpuUsage result;
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    const SystemTimes now = readSystemTimes();
    result.wallSeconds = static_cast<double>(monotonicNs() - m_startWallNs) / 1e9;
    result.processUserSeconds = toSeconds(usage.ru_utime) - m_startUser;
    result.processSystemSeconds = toSeconds(usage.ru_stime) - m_startSystem;
    if (result.wallSeconds > 0)
        result.processPercent = 100.0 * (result.processUserSeconds + result.processSystemSeconds) / result.wallSeconds;
    const uint64_t total = now.total - m_startSystemTimes.total;
    if (total > 0)
        result.systemBusyPercent
            = 100.0 * static_cast<double>(now.busy - m_startSystemTimes.busy) / static_cast<double>(total);
    return result;
}

} // namespace ds
