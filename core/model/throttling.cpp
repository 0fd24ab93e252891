#include "model/throttling.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace ds {

QString ThrottlingFinding::describe() const
{
    QString text = QStringLiteral("throttled at %1 after %2 s: the rate fell by %3 % (%4 to %5 MB/s)")
                       .arg(formatCelsius(celsius))
                       .arg(std::round(seconds))
                       .arg(std::round(dropFraction() * 100))
                       .arg(std::round(beforeMegabytesPerSecond))
                       .arg(std::round(afterMegabytesPerSecond));
    if (warningCelsius)
        text += QStringLiteral("; warning threshold %1").arg(formatCelsius(*warningCelsius));
    if (countersRose)
        text += QStringLiteral("; the drive's thermal-management time rose");
    return text;
}

std::optional<ThrottlingFinding> findThrottling(
    const std::vector<SustainedSample>& rate, const TemperatureSeries& temperature, bool thermalCountersRose)
{
    // Without readings there is nothing to judge "hot" by: the rate's cliff is not looked for.
    if (!temperature.hasSamples())
        return std::nullopt;
    const double peak = temperature.maximum();
    // A fall while the drive was cool (a cache running out) is no throttling, but the drive may still
    // throttle later: the rest of the write is searched again, a few falls at most.
    constexpr int kMostFalls = 8;
    std::vector<SustainedSample> rest = rate;
    for (int fall = 0; fall < kMostFalls; ++fall) {
        const RateCliff cliff = findRateCliff(rest);
        if (!cliff.found)
            return std::nullopt;
        // The readings around the fall: the sampler reads once an interval, the rate's intervals differ.
        const double fellAt = cliff.seconds;
        const double reach = std::max(2 * temperature.intervalSeconds,
            cliff.sampleIndex < rest.size() ? rest[cliff.sampleIndex].seconds - fellAt : 0.0);
        std::optional<double> hottest;
        for (const TemperatureSample& sample : temperature.samples)
            if (std::abs(sample.seconds - fellAt) <= reach && (!hottest || sample.celsius > *hottest))
                hottest = sample.celsius;
        // Hot: at or near the warning threshold; or, where the drive's counters say it managed its
        // temperature, at or near the hottest it was during the run.
        const bool nearWarning = hottest && temperature.warningCelsius
            && *hottest >= *temperature.warningCelsius - kThrottleNearWarningCelsius;
        const bool nearPeak = hottest && thermalCountersRose && *hottest >= peak - kThrottleNearWarningCelsius;
        if (nearWarning || nearPeak) {
            ThrottlingFinding finding;
            finding.seconds = fellAt;
            finding.celsius = *hottest;
            finding.beforeMegabytesPerSecond = cliff.beforeMegabytesPerSecond;
            finding.afterMegabytesPerSecond = cliff.afterMegabytesPerSecond;
            finding.warningCelsius = temperature.warningCelsius;
            finding.countersRose = thermalCountersRose;
            return finding;
        }
        rest.erase(rest.begin(), rest.begin() + static_cast<std::ptrdiff_t>(cliff.sampleIndex));
    }
    return std::nullopt;
}

Caveat throttlingCaveat(const QString& device, const ThrottlingFinding& finding)
{
    return Caveat { QStringLiteral("throttling"), QStringLiteral("%1 %2").arg(device, finding.describe()) };
}

} // namespace ds

namespace ds {

std::vector<SustainedSample> rateOverTime(const SessionResult& result)
{
    auto surfaceRate = [](const SurfaceResult& surface) {
        std::vector<SustainedSample> rate;
        double seconds = 0;
        uint64_t bytes = 0;
        for (const SurfaceZone& zone : surface.zones) {
            seconds += zone.seconds;
            bytes += zone.bytes;
            rate.push_back({ seconds, bytes, zone.megabytesPerSecond() });
        }
        return rate;
    };
    if (const auto* sustained = std::get_if<SustainedResult>(&result))
        return sustained->samples;
    if (const auto* surface = std::get_if<SurfaceResult>(&result))
        return surfaceRate(*surface);
    if (const auto* hdtach = std::get_if<HdTachResult>(&result))
        return surfaceRate(hdtach->surface);
    return {};
}

bool thermalCountersRose(const std::vector<RunHealth>& health, const QString& device)
{
    for (const RunHealth& drive : health)
        if (drive.device == device && drive.before && drive.after)
            for (const char* name : { "warning_temp_time", "critical_comp_time" }) {
                const auto before = drive.before->nvmeCounter(QLatin1String(name));
                const auto after = drive.after->nvmeCounter(QLatin1String(name));
                if (before && after && *after > *before)
                    return true;
            }
    return false;
}

std::vector<Caveat> throttlingCaveats(const SessionResult& result, const std::vector<TemperatureSeries>& temperatures,
    const std::vector<RunHealth>& health)
{
    std::vector<Caveat> caveats;
    if (std::none_of(temperatures.begin(), temperatures.end(),
            [](const TemperatureSeries& series) { return series.hasSamples(); }))
        return caveats;
    const std::vector<SustainedSample> rate = rateOverTime(result);
    if (rate.empty())
        return caveats;
    for (const TemperatureSeries& series : temperatures) {
        if (const std::optional<ThrottlingFinding> finding
            = findThrottling(rate, series, thermalCountersRose(health, series.device)))
            caveats.push_back(throttlingCaveat(series.device, *finding));
    }
    return caveats;
}

void insertThermalJson(
    QJsonObject& object, const std::vector<TemperatureSeries>& temperatures, const std::vector<RunHealth>& health)
{
    if (!temperatures.empty()) {
        QJsonArray list;
        for (const TemperatureSeries& series : temperatures)
            list.append(series.toJson());
        object.insert(QStringLiteral("temperatures"), list);
    }
    if (!health.empty()) {
        QJsonArray list;
        for (const RunHealth& drive : health)
            list.append(drive.toJson());
        object.insert(QStringLiteral("health"), list);
    }
}

void readThermalJson(const JsonReader& in, std::vector<TemperatureSeries>& temperatures, std::vector<RunHealth>& health)
{
    temperatures = in.readList<TemperatureSeries>(QStringLiteral("temperatures"));
    health = in.readList<RunHealth>(QStringLiteral("health"));
}

} // namespace ds
