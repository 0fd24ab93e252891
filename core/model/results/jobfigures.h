#pragma once

#include <QJsonObject>

#include <cstdint>

namespace ds {

// One job's share of a pass run by several jobs on one target (WorkloadSpec::jobs).
struct JobFigures {
    uint64_t ios = 0;
    uint64_t bytes = 0;
    double seconds = 0;
    unsigned maxInFlight = 0;
    double iops() const { return seconds > 0 ? static_cast<double>(ios) / seconds : 0; }
    QJsonObject toJson() const;
    static JobFigures fromJson(const QJsonObject& object);
};

} // namespace ds
