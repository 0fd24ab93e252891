#pragma once

#include "model/drivefacts.h"

#include <QString>

#include <cstdint>
#include <vector>

namespace ds {

// CrystalDiskMark 8's profiles for the quick suite, as data: which rows each runs and the settings it
// starts from. The front ends fill their settings from a profile's defaults and let the user change
// them; the runner builds its workloads from the profile's rows (quickSuiteEntries).
enum class QuickProfile { Default, Nvme, Peak, RealWorld, Demo, Flash };

// One row's shape: "SEQ1M Q8T1" is sequential, 1 MiB requests, 8 in flight per thread, one thread.
struct QuickRowShape {
    bool random = false;
    uint32_t blockBytes = 1u << 20;
    unsigned queueDepth = 1;
    unsigned threads = 1; // CrystalDiskMark's T: jobs on the target, each with queueDepth in flight
    QString name() const; // "SEQ1M Q8T1", "SEQ128K Q32T1", "RND4K Q32T16"
};

struct QuickProfileSpec {
    QuickProfile profile = QuickProfile::Default;
    const char* key = ""; // "nvme": the CLI's --profile and the files
    const char* title = ""; // "NVMe SSD": in English; the window translates it (context "ds::QuickProfile")
    std::vector<QuickRowShape> rows;
    // The shape of the optional read & write mix row (QuickSuiteOptions::mixReadPercent).
    QuickRowShape mix;
    double measureSeconds = 5; // per run of a test
    double intervalSeconds = 5; // idle time before each run
    unsigned count = 5; // runs of each test
    uint64_t testBytes = uint64_t { 1 } << 30; // the region the rows work on
};

// CrystalDiskMark's defaults: 1 GiB, 5 runs, 5 s measured, 5 s between.
inline constexpr uint64_t kQuickDefaultTestBytes = uint64_t { 1 } << 30;
inline constexpr unsigned kQuickDefaultMixReadPercent = 70; // R70%/W30%

// Every profile, in the order the front ends list them.
const std::vector<QuickProfileSpec>& quickProfiles();
const QuickProfileSpec& quickProfileSpec(QuickProfile profile);
QString quickProfileKey(QuickProfile profile);
// The profile's title in English, or in the window's language.
QString quickProfileTitle(QuickProfile profile, bool translated = false);
// The profile a drive is tested with unless the user picks another: NVMe SSD for an NVMe drive,
// Default for any other and for no drive at all.
QuickProfile quickProfileForDrive(const DriveFacts* drive);
// The mix row's name: "MIX RND4K Q32T1".
QString quickMixRowName(const QuickRowShape& shape);

} // namespace ds
