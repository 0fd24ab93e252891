#pragma once

#include "model/results/results.h"
#include "model/results/sweepresult.h"
#include "run/benchmarks/workloadrunner.h"

#include <QJsonObject>
#include <QString>
#include <atomic>
#include <functional>
#include <optional>
#include <vector>

namespace ds {

struct SweepProgress {
    size_t point = 0; // 0-based
    size_t points = 0;
    uint64_t value = 0;
    ProgressSnapshot snapshot; // of the point being measured
};

// Why a workload cannot run on this target at all, for reasons that belong in the results rather
// than in an error (a block smaller than the logical sector); empty when it can run.
QString pointSkipReason(const WorkloadSpec& spec, const TargetInfo& target);

// Runs a plan point by point on one target. Points the target cannot take are kept, with the reason.
class SweepRunner {
public:
    using ProgressCallback = std::function<void(const SweepProgress&)>;
    using PointCallback = std::function<void(const SweepPoint&)>;

    SweepRunner(const Target& target, SweepPlan plan, EngineKind engine = EngineKind::Auto);

    // The flag is read between points and, through the workload runner, within one.
    void setCancelFlag(const std::atomic<bool>* cancel) { m_cancel = cancel; }
    void setProgressCallback(ProgressCallback callback) { m_progress = std::move(callback); }
    void setPointFinishedCallback(PointCallback callback) { m_pointFinished = std::move(callback); }

    // Throws UserError for a bad plan, EngineError when the engine fails.
    SweepResult run();

private:
    bool cancelled() const { return m_cancel && m_cancel->load(std::memory_order_relaxed); }

    const Target& m_target;
    SweepPlan m_plan;
    EngineKind m_engine;
    const std::atomic<bool>* m_cancel = nullptr;
    ProgressCallback m_progress;
    PointCallback m_pointFinished;
};

} // namespace ds
