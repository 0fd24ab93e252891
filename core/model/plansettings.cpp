#include "model/plansettings.h"

#include "model/results/sweepresult.h"
#include "model/timeseries.h"
#include "model/usererror.h"
#include "model/workload.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

#include <algorithm>
#include <climits>
#include <cmath>
#include <sched.h>

namespace ds {

std::vector<uint64_t> parseWholeNumbers(const QString& text, const QString& setting, uint64_t min, uint64_t max)
{
    std::vector<uint64_t> values;
    if (text.trimmed().isEmpty())
        throw UserError(
            QCoreApplication::translate("ds::PlanSettings", "the %1 are missing: give at least one").arg(setting));
    for (const QString& element : text.split(QLatin1Char(','))) {
        const QString part = element.trimmed();
        if (part.isEmpty())
            throw UserError(QCoreApplication::translate("ds::PlanSettings", "the %1 '%2' have an empty element")
                                .arg(setting, text));
        bool ok = false;
        const qulonglong value = part.toULongLong(&ok);
        if (!ok || value < min || value > max)
            throw UserError(
                QCoreApplication::translate("ds::PlanSettings", "the %1 must be whole numbers from %2 to %3, not '%4'")
                    .arg(setting)
                    .arg(min)
                    .arg(max)
                    .arg(part));
        values.push_back(value);
    }
    return values;
}

std::vector<unsigned> parseLoads(const QString& text)
{
    const std::vector<uint64_t> loads = parseWholeNumbers(
        text, QCoreApplication::translate("ds::PlanSettings", "loads"), 1, WorkloadSpec::kMaxQueueDepth);
    return std::vector<unsigned>(loads.begin(), loads.end());
}

std::vector<uint64_t> parseQueueDepths(const QString& text)
{
    return parseWholeNumbers(
        text, QCoreApplication::translate("ds::PlanSettings", "queue depths"), 1, WorkloadSpec::kMaxQueueDepth);
}

std::vector<uint64_t> blockSizeSteps(uint64_t smallest, uint64_t largest)
{
    constexpr uint64_t kLargest = uint64_t { 1 } << 30;
    if (smallest == 0 || (smallest & (smallest - 1)) != 0)
        throw UserError(
            QCoreApplication::translate("ds::PlanSettings", "the smallest block size must be a power of two, not %1")
                .arg(formatBinarySize(smallest)));
    if (largest < smallest)
        throw UserError(
            QCoreApplication::translate("ds::PlanSettings", "the largest block size (%1) is below the smallest (%2)")
                .arg(formatBinarySize(largest), formatBinarySize(smallest)));
    if (largest > kLargest)
        throw UserError(QCoreApplication::translate("ds::PlanSettings", "the largest block size must be at most %1")
                            .arg(formatBinarySize(kLargest)));
    return SweepPlan::powersOfTwo(smallest, largest);
}

std::vector<uint64_t> queueDepthSteps(uint64_t shallowest, uint64_t deepest)
{
    if (deepest < shallowest)
        throw UserError(
            QCoreApplication::translate("ds::PlanSettings", "the deepest queue (%1) is below the shallowest (%2)")
                .arg(deepest)
                .arg(shallowest));
    std::vector<uint64_t> depths = SweepPlan::powersOfTwo(shallowest, deepest);
    if (depths.empty() || depths.back() != deepest)
        depths.push_back(deepest);
    return depths;
}

void checkTargetCount(qsizetype count)
{
    if (count > kMaxTargets)
        throw UserError(QCoreApplication::translate("ds::PlanSettings", "a run takes at most %1 targets, not %2")
                            .arg(kMaxTargets)
                            .arg(count));
}

double parseSeriesInterval(const QString& text)
{
    bool ok = false;
    const double seconds = text.trimmed().toDouble(&ok);
    if (!ok)
        throw UserError(QCoreApplication::translate(
            "ds::PlanSettings", "the time-series interval must be a number of seconds, not \"%1\"")
                            .arg(text));
    checkSeriesInterval(seconds);
    return seconds;
}

void checkSeriesInterval(double seconds)
{
    if (seconds == 0)
        return;
    if (!std::isfinite(seconds) || seconds < TimeSeries::kMinIntervalSeconds - 1e-9
        || seconds > TimeSeries::kMaxIntervalSeconds)
        throw UserError(QCoreApplication::translate(
            "ds::PlanSettings", "the time-series interval must be from %1 to %2 seconds, or 0 for none, not %3")
                            .arg(TimeSeries::kMinIntervalSeconds)
                            .arg(TimeSeries::kMaxIntervalSeconds)
                            .arg(seconds));
}

void checkJobs(uint64_t jobs)
{
    if (jobs < 1 || jobs > WorkloadSpec::kMaxJobs)
        throw UserError(QCoreApplication::translate("ds::PlanSettings", "jobs per target must be 1 to %1, not %2")
                            .arg(WorkloadSpec::kMaxJobs)
                            .arg(jobs));
}

static bool cpuAvailable(const cpu_set_t& set, unsigned cpu) { return cpu < CPU_SETSIZE && CPU_ISSET(cpu, &set); }

static cpu_set_t allowedCpus()
{
    cpu_set_t set;
    CPU_ZERO(&set);
    if (sched_getaffinity(0, sizeof set, &set) != 0)
        CPU_ZERO(&set);
    return set;
}

QString availableCpus()
{
    const cpu_set_t set = allowedCpus();
    QStringList ranges;
    for (unsigned cpu = 0; cpu < CPU_SETSIZE; ++cpu) {
        if (!CPU_ISSET(cpu, &set))
            continue;
        unsigned last = cpu;
        while (last + 1 < CPU_SETSIZE && CPU_ISSET(last + 1, &set))
            ++last;
        ranges << (last == cpu ? QString::number(cpu) : QStringLiteral("%1-%2").arg(cpu).arg(last));
        cpu = last;
    }
    return ranges.join(QLatin1Char(','));
}

void checkCpus(const std::vector<unsigned>& cpus)
{
    if (cpus.size() > CPU_SETSIZE)
        throw UserError(QCoreApplication::translate("ds::PlanSettings", "the CPU list names %1 CPUs, more than exist")
                            .arg(cpus.size()));
    const cpu_set_t set = allowedCpus();
    for (unsigned cpu : cpus)
        if (!cpuAvailable(set, cpu))
            throw UserError(QCoreApplication::translate(
                "ds::PlanSettings", "there is no CPU %1 to run a job on here (the CPUs are %2)")
                                .arg(cpu)
                                .arg(availableCpus()));
}

std::vector<unsigned> parseCpuList(const QString& text)
{
    std::vector<unsigned> cpus;
    const QString setting = QCoreApplication::translate("ds::PlanSettings", "CPUs");
    if (text.trimmed().isEmpty())
        throw UserError(
            QCoreApplication::translate("ds::PlanSettings", "the %1 are missing: give at least one").arg(setting));
    for (const QString& element : text.split(QLatin1Char(','))) {
        const QStringList ends = element.trimmed().split(QLatin1Char('-'));
        if (ends.size() > 2)
            throw UserError(
                QCoreApplication::translate("ds::PlanSettings", "'%1' is not a CPU or a range of CPUs such as 2-5")
                    .arg(element.trimmed()));
        const std::vector<uint64_t> bounds = parseWholeNumbers(ends.join(QLatin1Char(',')), setting, 0, UINT_MAX);
        if (bounds.size() == 2 && bounds[1] < bounds[0])
            throw UserError(
                QCoreApplication::translate("ds::PlanSettings", "the CPU range '%1' runs backwards").arg(element));
        // Both ends first, so that a range beyond the machine is refused before it is counted out.
        checkCpus({ static_cast<unsigned>(bounds.front()), static_cast<unsigned>(bounds.back()) });
        for (uint64_t cpu = bounds.front(); cpu <= bounds.back(); ++cpu)
            cpus.push_back(static_cast<unsigned>(cpu));
    }
    checkCpus(cpus);
    return cpus;
}

QuickProfile parseQuickProfile(const QString& text)
{
    QStringList keys;
    for (const QuickProfileSpec& spec : quickProfiles()) {
        if (text.trimmed().compare(QLatin1String(spec.key), Qt::CaseInsensitive) == 0)
            return spec.profile;
        keys << QLatin1String(spec.key);
    }
    throw UserError(
        QCoreApplication::translate("ds::PlanSettings", "there is no quick-suite profile '%1' (there are %2)")
            .arg(text, keys.join(QStringLiteral(", "))));
}

void checkQuickTestSize(uint64_t bytes)
{
    if (bytes < kMinQuickTestBytes || bytes > kMaxQuickTestBytes)
        throw UserError(QCoreApplication::translate("ds::PlanSettings", "the test size must be %1 to %2, not %3")
                            .arg(formatBinarySize(kMinQuickTestBytes), formatBinarySize(kMaxQuickTestBytes),
                                formatBinarySize(bytes)));
}

uint64_t parseQuickTestSize(const QString& text)
{
    const uint64_t bytes = parseSize(text);
    checkQuickTestSize(bytes);
    return bytes;
}

void checkMixReadPercent(unsigned readPercent)
{
    if (readPercent < 1 || readPercent > 99)
        throw UserError(QCoreApplication::translate(
            "ds::PlanSettings", "a read & write mix reads 1 to 99 % of its requests, not %1 %")
                            .arg(readPercent));
}

unsigned parseMixRatio(const QString& text)
{
    // R70/W30, R70%/W30%, 70/30, 70
    static const QRegularExpression form(
        QStringLiteral("^\\s*(?:R\\s*)?(\\d{1,3})\\s*%?\\s*(?:/\\s*(?:W\\s*)?(\\d{1,3})\\s*%?)?\\s*$"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = form.match(text);
    const QString expected = QCoreApplication::translate("ds::PlanSettings",
        "the mix '%1' is not a read & write ratio such as R70/W30 (read and write percentages "
        "from 1 to 99 that add up to 100)")
                                 .arg(text);
    if (!match.hasMatch())
        throw UserError(expected);
    const unsigned read = match.captured(1).toUInt();
    const unsigned write = match.captured(2).isEmpty() ? 100 - std::min(read, 100u) : match.captured(2).toUInt();
    if (read < 1 || read > 99 || read + write != 100)
        throw UserError(expected);
    return read;
}

DisplayUnit parseDisplayUnit(const QString& text)
{
    const QString key = text.trimmed().toLower();
    // Each unit's own spellings, and the ones a shell makes easy to type.
    static const std::pair<const char*, DisplayUnit> spellings[] = {
        { "mb/s", DisplayUnit::MegabytesPerSecond }, { "mbps", DisplayUnit::MegabytesPerSecond },
        { "gb/s", DisplayUnit::GigabytesPerSecond }, { "gbps", DisplayUnit::GigabytesPerSecond },
        { "iops", DisplayUnit::Iops }, { "us", DisplayUnit::Microseconds }, { "usec", DisplayUnit::Microseconds },
        { "\xc2\xb5s", DisplayUnit::Microseconds }, // µs, the micro sign
        { "\xce\xbcs", DisplayUnit::Microseconds }, // μs, the Greek letter
    };
    for (const auto& [spelling, unit] : spellings)
        if (key == QString::fromUtf8(spelling))
            return unit;
    QStringList titles;
    for (DisplayUnit unit : displayUnits())
        titles << displayUnitTitle(unit);
    throw UserError(QCoreApplication::translate("ds::PlanSettings", "there is no unit '%1' (there are %2)")
                        .arg(text, titles.join(QStringLiteral(", "))));
}

namespace {
    // `what` names the setting ("--cool-below", "the temperature to cool below"), `unit` its unit.
    void checkRange(double value, double min, double max, const QString& what, const QString& unit)
    {
        if (!std::isfinite(value) || value < min || value > max)
            throw UserError(QCoreApplication::translate("ds::PlanSettings", "%1: expected %2 from %3 to %4, not %5")
                                .arg(what, unit)
                                .arg(min)
                                .arg(max)
                                .arg(value));
    }

    double parseNumber(const QString& text, double min, double max, const QString& what, const QString& unit)
    {
        bool ok = false;
        const double value = text.trimmed().toDouble(&ok);
        if (!ok)
            throw UserError(QCoreApplication::translate("ds::PlanSettings", "%1: expected %2 from %3 to %4, not '%5'")
                                .arg(what, unit)
                                .arg(min)
                                .arg(max)
                                .arg(text));
        checkRange(value, min, max, what, unit);
        return value;
    }

    QString degrees() { return QCoreApplication::translate("ds::PlanSettings", "°C"); }
    QString seconds() { return QCoreApplication::translate("ds::PlanSettings", "seconds"); }
}

QString CoolDownSettings::describe(bool translated) const
{
    auto words = [translated](const char* text) {
        return translated ? QCoreApplication::translate("ds::PlanSettings", text) : QString::fromUtf8(text);
    };
    QStringList parts;
    if (belowCelsius)
        parts << words(QT_TRANSLATE_NOOP("ds::PlanSettings", "below %1 °C")).arg(*belowCelsius);
    if (idleSeconds)
        parts << words(QT_TRANSLATE_NOOP("ds::PlanSettings", "idle for %1 s")).arg(*idleSeconds);
    if (parts.isEmpty())
        return {};
    parts << words(QT_TRANSLATE_NOOP("ds::PlanSettings", "at most %1 s")).arg(limitSeconds);
    return parts.join(QStringLiteral(", "));
}

double parseCoolBelow(const QString& text)
{
    return parseNumber(text, kMinCoolBelowCelsius, kMaxCoolBelowCelsius, QStringLiteral("--cool-below"), degrees());
}

double parseCoolIdle(const QString& text)
{
    return parseNumber(text, kMinCoolIdleSeconds, kMaxCoolIdleSeconds, QStringLiteral("--cool-idle"), seconds());
}

double parseCoolLimit(const QString& text)
{
    return parseNumber(text, kMinCoolLimitSeconds, kMaxCoolLimitSeconds, QStringLiteral("--cool-limit"), seconds());
}

void checkCoolDown(const CoolDownSettings& settings)
{
    if (settings.belowCelsius)
        checkRange(*settings.belowCelsius, kMinCoolBelowCelsius, kMaxCoolBelowCelsius,
            QCoreApplication::translate("ds::PlanSettings", "the temperature to cool below"), degrees());
    if (settings.idleSeconds)
        checkRange(*settings.idleSeconds, kMinCoolIdleSeconds, kMaxCoolIdleSeconds,
            QCoreApplication::translate("ds::PlanSettings", "the idle time before a test"), seconds());
    checkRange(settings.limitSeconds, kMinCoolLimitSeconds, kMaxCoolLimitSeconds,
        QCoreApplication::translate("ds::PlanSettings", "the longest cool-down"), seconds());
}

} // namespace ds
