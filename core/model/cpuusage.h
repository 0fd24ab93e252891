#pragma once

namespace ds {

// CPU time a run took: its own and the whole machine's (CpuMeter measures it).
struct CpuUsage {
    double wallSeconds = 0;
    double processUserSeconds = 0;
    double processSystemSeconds = 0;
    // 100 % is one core fully busy with this process (as `top` shows it).
    double processPercent = 0;
    // Share of all CPUs' time that was not idle, system-wide, from /proc/stat.
    double systemBusyPercent = 0;
};

} // namespace ds
