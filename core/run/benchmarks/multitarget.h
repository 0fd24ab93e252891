#pragma once

#include "model/results/multitargetresult.h"
#include "model/results/results.h"
#include "run/benchmarks/workloadrunner.h"

#include <QJsonObject>
#include <atomic>
#include <functional>
#include <vector>

namespace ds {

// One worker thread per target, each with its own engine, all released by one barrier once every
// engine is set up. A repeat is a fresh start of all workers, so they stay in step across repeats.
class MultiTargetRunner {
public:
    MultiTargetRunner(std::vector<const Target*> targets, WorkloadSpec spec, EngineKind engine = EngineKind::Auto);

    // Throws UserError (checked on every target before any I/O) or EngineError. Progress is the first
    // target's, reported from its worker thread.
    MultiTargetResult run(const RunContext& context = {});
    // Runs the workload on the first 1, 2 … N targets in turn, then on each target after the first
    // alone: the reference each step is held against is what its targets do on their own.
    MultiTargetScaling runScaling(const RunContext& context = {});

private:
    MultiTargetResult runOn(size_t targetCount, const RunContext& context);

    std::vector<const Target*> m_targets;
    WorkloadSpec m_spec;
    EngineKind m_engine;
};

} // namespace ds
