#pragma once

#include "model/results/patternresult.h"
#include "run/benchmarks/sweeprunner.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <optional>
#include <vector>

namespace ds {

// Runs each pattern at each of its loads on one target.
class PatternTest {
public:
    using ProgressCallback = std::function<void(const PatternSpec&, const SweepProgress&)>;
    // Each load's point as it ends (measured or skipped), with the index of its pattern.
    using PointCallback = std::function<void(size_t patternIndex, const SweepPoint&)>;

    PatternTest(const Target& target, std::vector<PatternSpec> patterns, WorkloadSpec timing,
        EngineKind engine = EngineKind::Auto);
    void setCancelFlag(const std::atomic<bool>* cancel) { m_cancel = cancel; }
    void setProgressCallback(ProgressCallback callback) { m_progress = std::move(callback); }
    void setPointFinishedCallback(PointCallback callback) { m_pointFinished = std::move(callback); }

    // Throws UserError for a bad pattern or timing before any I/O.
    PatternSuiteResult run();

    // The sweep each pattern runs; throws UserError naming the pattern whose settings cannot run. The
    // CLI and the window check their plans with it before opening a target.
    static std::vector<SweepPlan> sweepPlans(const std::vector<PatternSpec>& patterns, const WorkloadSpec& timing)
    {
        return patternSweepPlans(patterns, timing);
    }

private:
    const Target& m_target;
    std::vector<PatternSpec> m_patterns;
    WorkloadSpec m_timing;
    EngineKind m_engine;
    const std::atomic<bool>* m_cancel = nullptr;
    ProgressCallback m_progress;
    PointCallback m_pointFinished;
};

} // namespace ds
