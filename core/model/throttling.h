#pragma once

#include "model/caveats.h"
#include "model/jsonreader.h"
#include "model/results/sustainedresult.h"
#include "model/session.h"
#include "model/smarthealth.h"
#include "model/temperature.h"

#include <optional>
#include <vector>

namespace ds {

// A drive slowing itself down because it is hot: when, at what temperature and by how much.
struct ThrottlingFinding {
    double seconds = 0; // on the run's time axis, where the rate fell
    double celsius = 0; // the hottest reading around the fall
    double beforeMegabytesPerSecond = 0; // median before the fall …
    double afterMegabytesPerSecond = 0; // … and after it
    std::optional<double> warningCelsius;
    bool countersRose = false; // the NVMe log's thermal-management times rose during the run

    double dropFraction() const
    {
        return beforeMegabytesPerSecond > 0 ? 1 - afterMegabytesPerSecond / beforeMegabytesPerSecond : 0;
    }
    // "throttled at 81 °C after 94 s: the rate fell by 53 % (3100 to 1450 MB/s); warning threshold 80 °C"
    QString describe() const;
};

// Within this many degrees of the drive's warning threshold a drive counts as "near" it.
constexpr double kThrottleNearWarningCelsius = 3;

// The rule: the rate falls by more than a quarter and stays down (findRateCliff's test), and at the fall
// the drive is at or near its warning threshold (within kThrottleNearWarningCelsius), or the NVMe log's
// thermal-management counters rose during the run (`thermalCountersRose`) and the drive was at or near
// the hottest it got. A fall with a cool drive is no throttling (a cache running out); the write after
// it is searched again. Nothing without a rate fall, without temperature readings around it, or without
// a threshold or counters to judge "hot" by.
std::optional<ThrottlingFinding> findThrottling(
    const std::vector<SustainedSample>& rate, const TemperatureSeries& temperature, bool thermalCountersRose = false);

// The finding as a caveat of the run (code "throttling").
Caveat throttlingCaveat(const QString& device, const ThrottlingFinding& finding);

// The rate of a result over the run's time, where it has one: a sustained write's samples, a surface
// scan's zones one after another (their timed part: the pre-reads between them are left out). Empty
// for the other tests.
std::vector<SustainedSample> rateOverTime(const SessionResult& result);

// Whether the NVMe log's thermal-management times (warning_temp_time, critical_comp_time) of `device`
// rose between its SMART snapshots before and after the run.
bool thermalCountersRose(const std::vector<RunHealth>& health, const QString& device);

// Throttling found in a run's result against its drives' temperatures, as caveats: one per drive at most.
// The thermal-management counters of `health` count as a rise when they moved.
std::vector<Caveat> throttlingCaveats(const SessionResult& result, const std::vector<TemperatureSeries>& temperatures,
    const std::vector<RunHealth>& health);

// A run's "temperatures" and "health" (session runs and --json result documents alike); nothing when both
// are empty, and files without them read as empty.
void insertThermalJson(
    QJsonObject& object, const std::vector<TemperatureSeries>& temperatures, const std::vector<RunHealth>& health);
void readThermalJson(
    const JsonReader& in, std::vector<TemperatureSeries>& temperatures, std::vector<RunHealth>& health);

} // namespace ds
