#pragma once

#include "model/results/multitargetresult.h"
#include "model/results/results.h"
#include "run/benchmarks/workloadrunner.h"

#include <QJsonObject>
#include <atomic>
#include <functional>
#include <vector>

namespace ds {

// One workload on several targets at once: one worker thread per target, each with its own engine, all
// released by one barrier once every engine is set up; a repeat is a fresh start of all workers, so they
// stay in step across repeats. Throws UserError (checked on every target before any I/O) or EngineError.
// Progress is the first target's, reported from its worker thread.
MultiTargetResult runMultiTarget(const std::vector<const Target*>& targets, const WorkloadSpec& spec,
    EngineKind engine = EngineKind::Auto, const RunContext& context = {});
// The workload on the first 1, 2 … N targets in turn, then on each target after the first alone: the
// reference each step is held against is what its targets do on their own.
MultiTargetScaling runMultiTargetScaling(const std::vector<const Target*>& targets, const WorkloadSpec& spec,
    EngineKind engine = EngineKind::Auto, const RunContext& context = {});

} // namespace ds
