#pragma once

#include "results.h"
#include "workloadrunner.h"

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
    QJsonObject toJson() const;
    static MultiTargetResult fromJson(const QJsonObject& object); // throws UserError naming the bad field
};

struct MultiTargetScaling {
    std::vector<MultiTargetResult> steps; // steps[k - 1]: the first k targets
    bool cancelled = false;
    QJsonObject toJson() const;
    static MultiTargetScaling fromJson(const QJsonObject& object);
};

// One worker thread per target, each with its own engine, all released by one barrier once every
// engine is set up. A repeat is a fresh start of all workers, so they stay in step across repeats.
class MultiTargetRunner {
public:
    MultiTargetRunner(std::vector<const Target*> targets, WorkloadSpec spec, EngineKind engine = EngineKind::Auto);

    // Throws UserError (checked on every target before any I/O) or EngineError. Progress is the first
    // target's, reported from its worker thread.
    MultiTargetResult run(const RunContext& context = {});
    // Runs the workload on the first 1, 2 … N targets in turn.
    MultiTargetScaling runScaling(const RunContext& context = {});

private:
    MultiTargetResult runOn(size_t targetCount, const RunContext& context);

    std::vector<const Target*> m_targets;
    WorkloadSpec m_spec;
    EngineKind m_engine;
};

} // namespace ds
