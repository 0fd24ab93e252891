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
    PatternTest(const Target& target, std::vector<PatternSpec> patterns, WorkloadSpec timing,
        EngineKind engine = EngineKind::Auto);

    // Throws UserError for a bad pattern or timing, or a pattern none of whose loads can run on the target
    // (its block sizes and the target's sector), before any I/O. Each load's point goes to the sink as
    // it ends (measured or skipped), as a point of the series numbered by its pattern.
    PatternSuiteResult run(const RunContext& context = {});

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
};

} // namespace ds
