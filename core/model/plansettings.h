#pragma once

#include "model/displayunit.h"
#include "model/quickprofile.h"

#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

// The settings the window and the CLI both take, parsed and range-checked once: each throws UserError
// naming the setting in words both front ends show (the window in its language), so the two refuse
// the same input in the same words. Checks of a whole plan are RunPlan::validate's.

namespace ds {

// A multi-target run starts one worker thread per target.
constexpr qsizetype kMaxTargets = 64;

// "1,4,16" → {1, 4, 16}: whole numbers from `min` to `max`, in the order given. An empty element
// ("1,,4", "4,") is refused, being more often a slip than meant, and so is an empty list. `setting`
// names the list in the plural ("loads").
std::vector<uint64_t> parseWholeNumbers(const QString& text, const QString& setting, uint64_t min, uint64_t max);

// An access-pattern test's loads: outstanding I/Os, 1 to the deepest queue.
std::vector<unsigned> parseLoads(const QString& text);
// A queue-depth sweep's explicit depths.
std::vector<uint64_t> parseQueueDepths(const QString& text);

// A block-size sweep's sizes: `smallest`, twice that … up to `largest`; `smallest` a power of two,
// `largest` at most 1 GiB.
std::vector<uint64_t> blockSizeSteps(uint64_t smallest, uint64_t largest);
// A queue-depth sweep's depths: powers of two from `shallowest`, and `deepest` itself at the end.
std::vector<uint64_t> queueDepthSteps(uint64_t shallowest, uint64_t deepest);

// Refuses more targets than one run may have.
void checkTargetCount(qsizetype count);

// A workload's time-series interval in seconds ("1", "0.25"): 0.1 to 3600, or 0 for none.
double parseSeriesInterval(const QString& text);
void checkSeriesInterval(double seconds);

// Jobs per target: 1 to WorkloadSpec::kMaxJobs.
void checkJobs(uint64_t jobs);
// "0,2,4-7" → {0, 2, 4, 5, 6, 7}, each a CPU this process may run on (checkCpus). Throws UserError.
std::vector<unsigned> parseCpuList(const QString& text);
// Refuses a CPU that does not exist or that this process may not run on.
void checkCpus(const std::vector<unsigned>& cpus);
// The CPUs this process may run on, as "0-3,6".
QString availableCpus();

// The quick suite's profile by its key: default, nvme, peak, real-world, demo, flash.
QuickProfile parseQuickProfile(const QString& text);
// The quick suite's test size ("1G", "256M"): the region its rows work on, 1 MiB to 16 TiB.
inline constexpr uint64_t kMinQuickTestBytes = uint64_t { 1 } << 20;
inline constexpr uint64_t kMaxQuickTestBytes = uint64_t { 16 } << 40;
uint64_t parseQuickTestSize(const QString& text);
void checkQuickTestSize(uint64_t bytes);
// The quick suite's read & write mix, as CrystalDiskMark writes it ("R70/W30", "R70%/W30%") or as
// shares ("70/30", "70"): the read percentage, 1 to 99 (a share of 0 or 100 is no mix).
unsigned parseMixRatio(const QString& text);
void checkMixReadPercent(unsigned readPercent);

// The unit figures are shown in: "MB/s", "GB/s", "IOPS" or "us" ("µs"), in any case, also "mbps",
// "gbps" and "usec"; the CLI's --unit and the window's saved choice.
DisplayUnit parseDisplayUnit(const QString& text);
// Cool-down before each test and each repeat, as reviewers let a drive cool between runs (run/cooldown waits):
// until the drive is below a temperature, until it has done no I/O for a while, or both; never longer
// than the limit, after which the run goes on and says so.
inline constexpr double kMinCoolBelowCelsius = 20;
inline constexpr double kMaxCoolBelowCelsius = 90;
inline constexpr double kMinCoolIdleSeconds = 1;
inline constexpr double kMaxCoolIdleSeconds = 3600;
inline constexpr double kMinCoolLimitSeconds = 1;
inline constexpr double kMaxCoolLimitSeconds = 86400;
inline constexpr double kDefaultCoolLimitSeconds = 600;
struct CoolDownSettings {
    std::optional<double> belowCelsius; // --cool-below
    std::optional<double> idleSeconds; // --cool-idle
    double limitSeconds = kDefaultCoolLimitSeconds; // --cool-limit

    bool enabled() const { return belowCelsius.has_value() || idleSeconds.has_value(); }
    // "below 50 °C, idle for 30 s, at most 600 s"; empty when off.
    QString describe(bool translated = false) const;
    bool operator==(const CoolDownSettings&) const = default;
};
// --cool-below: °C from 20 to 90; --cool-idle: seconds from 1 to 3600; --cool-limit: seconds from 1 to
// 86400. Each throws UserError naming the setting.
double parseCoolBelow(const QString& text);
double parseCoolIdle(const QString& text);
double parseCoolLimit(const QString& text);
// The same ranges for settings that arrive as numbers (the window's).
void checkCoolDown(const CoolDownSettings& settings);

} // namespace ds
