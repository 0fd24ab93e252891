#pragma once

#include "model/displayunit.h"
#include "model/results/results.h"

#include <QJsonObject>
#include <atomic>
#include <functional>
#include <vector>

namespace ds {

// The same workload on several targets at once, as IOMeter's workers: per target and all together.
struct MultiTargetResult {
    std::vector<WorkloadResult> perTarget; // in the order of the targets
    // One per repeat: every target's counts and latencies together, over the longest target's
    // measured time (the workers start together, so that is the span they ran side by side).
    std::vector<RunMeasurement> aggregateRepeats;
    QString fioCommand; // one fio run with a job per target
    bool cancelled = false;

    Spread aggregateMegabytesPerSecond() const;
    Spread aggregateIops() const;
    RunMeasurement aggregate() const; // all repeats together
    // The aggregate's figures in any display unit: each the mean over the repeats.
    DisplayFigures aggregateFigures() const { return DisplayFigures::meanOf(aggregateRepeats); }
    QJsonObject toJson() const;
    static MultiTargetResult fromJson(const QJsonObject& object); // throws UserError naming the bad field
};

struct MultiTargetScaling {
    std::vector<MultiTargetResult> steps; // steps[k - 1]: the first k targets
    // Each target on its own, in the same run and order (the first is steps[0]'s): what it can do alone.
    // Empty in runs saved before they were measured.
    std::vector<WorkloadResult> alone;
    bool cancelled = false;

    // The reference each step is held against: the first k targets' rates alone, added up (a mean
    // latency: theirs weighed by each one's IOPS alone, as the step's mean over all requests is). Empty
    // when not every target of the last step was measured alone.
    std::vector<double> referenceIn(DisplayUnit unit) const;
    // Each target alone in the unit, in target order (as referenceIn's parts).
    std::vector<double> aloneIn(DisplayUnit unit) const;
    QJsonObject toJson() const;
    static MultiTargetScaling fromJson(const QJsonObject& object);
};

} // namespace ds
