#pragma once

#include "model/sessionrun.h"

namespace ds {

// This machine as a session records it: host name, OS, kernel (Qt's QSysInfo), the CPU's model and
// the memory (/proc/cpuinfo, /proc/meminfo), the CPU count.
HostFacts readHostFacts();

} // namespace ds
