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
    using ProgressCallback = std::function<void(unsigned repeat, const ProgressSnapshot& firstTarget)>;

    MultiTargetRunner(std::vector<const Target*> targets, WorkloadSpec spec, EngineKind engine = EngineKind::Auto);
    void setCancelFlag(const std::atomic<bool>* cancel) { m_cancel = cancel; }
    // Called from the first target's worker thread.
    void setProgressCallback(ProgressCallback callback) { m_progress = std::move(callback); }

    // Throws UserError (checked on every target before any I/O) or EngineError.
    MultiTargetResult run();
    // Runs the workload on the first 1, 2 … N targets in turn.
    MultiTargetScaling runScaling();

private:
    MultiTargetResult runOn(size_t targetCount);
    bool cancelled() const { return m_cancel && m_cancel->load(std::memory_order_relaxed); }

    std::vector<const Target*> m_targets;
    WorkloadSpec m_spec;
    EngineKind m_engine;
    const std::atomic<bool>* m_cancel = nullptr;
    ProgressCallback m_progress;
};

} // namespace ds
