#include "model/plansettings.h"

#include "model/results/sweepresult.h"
#include "model/usererror.h"
#include "model/workload.h"

#include <QCoreApplication>
#include <QStringList>

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

} // namespace ds
