#include "model/displayunit.h"

namespace ds {

const std::vector<DisplayUnit>& displayUnits()
{
    static const std::vector<DisplayUnit> units { DisplayUnit::MegabytesPerSecond, DisplayUnit::GigabytesPerSecond,
        DisplayUnit::Iops, DisplayUnit::Microseconds };
    return units;
}

QString displayUnitKey(DisplayUnit unit)
{
    switch (unit) {
    case DisplayUnit::MegabytesPerSecond:
        return QStringLiteral("MB/s");
    case DisplayUnit::GigabytesPerSecond:
        return QStringLiteral("GB/s");
    case DisplayUnit::Iops:
        return QStringLiteral("IOPS");
    case DisplayUnit::Microseconds:
        return QStringLiteral("us");
    }
    return QString();
}

QString displayUnitTitle(DisplayUnit unit)
{
    return unit == DisplayUnit::Microseconds ? QStringLiteral("µs") : displayUnitKey(unit);
}

int displayUnitDecimals(DisplayUnit unit)
{
    switch (unit) {
    case DisplayUnit::MegabytesPerSecond:
        return 2;
    case DisplayUnit::GigabytesPerSecond:
        return 3;
    case DisplayUnit::Iops:
        return 0;
    case DisplayUnit::Microseconds:
        return 2;
    }
    return 2;
}

double DisplayFigures::in(DisplayUnit unit) const
{
    switch (unit) {
    case DisplayUnit::MegabytesPerSecond:
        return megabytesPerSecond;
    case DisplayUnit::GigabytesPerSecond:
        return megabytesPerSecond / 1000; // decimal, as MB/s
    case DisplayUnit::Iops:
        return iops;
    case DisplayUnit::Microseconds:
        return meanLatencyUs;
    }
    return megabytesPerSecond;
}

std::vector<DisplayUnit> displayOrder(DisplayUnit unit)
{
    const DisplayUnit throughput
        = unit == DisplayUnit::GigabytesPerSecond ? DisplayUnit::GigabytesPerSecond : DisplayUnit::MegabytesPerSecond;
    std::vector<DisplayUnit> order { unit };
    for (DisplayUnit other : { throughput, DisplayUnit::Iops, DisplayUnit::Microseconds })
        if (other != unit)
            order.push_back(other);
    return order;
}

DisplayFigures DisplayFigures::of(const RunMeasurement& run)
{
    return DisplayFigures { run.megabytesPerSecond(), run.iops(), run.combinedLatency().meanNs() / 1e3 };
}

DisplayFigures DisplayFigures::meanOf(const std::vector<RunMeasurement>& runs)
{
    DisplayFigures mean;
    if (runs.empty())
        return mean;
    for (const RunMeasurement& run : runs) {
        const DisplayFigures one = of(run);
        mean.megabytesPerSecond += one.megabytesPerSecond;
        mean.iops += one.iops;
        mean.meanLatencyUs += one.meanLatencyUs;
    }
    const auto count = static_cast<double>(runs.size());
    return DisplayFigures { mean.megabytesPerSecond / count, mean.iops / count, mean.meanLatencyUs / count };
}

Repeatability repeatabilityIn(const WorkloadResult& result, DisplayUnit unit)
{
    std::vector<double> values;
    for (const RunMeasurement& run : result.repeats)
        values.push_back(DisplayFigures::of(run).in(unit));
    return Repeatability::of(std::move(values));
}

} // namespace ds
