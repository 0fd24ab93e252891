#pragma once

#include "workload.h"

#include <QString>
#include <vector>

namespace ds {

// CrystalDiskMark's default set: sequential 1 MiB at QD8 and QD1, random 4 KiB at QD32 and QD1,
// each read and then written, one thread.
struct QuickSuiteEntry {
    QString name; // "SEQ1M Q8T1"
    WorkloadSpec read;
    WorkloadSpec write;
};

std::vector<QuickSuiteEntry> quickSuiteEntries(double secondsPerTest, unsigned repeats, uint64_t seed);

} // namespace ds
