#pragma once

#include "model/results/patternresult.h"
#include "run/benchmarks/sweep.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <optional>
#include <vector>

namespace ds {

// Runs each pattern at each of its loads on one target. Throws UserError for a bad pattern or timing, or a
// pattern none of whose loads can run on the target (its block sizes and the target's sector), before any
// I/O; patternSweepPlans checks the same before a target is opened. Each load's point goes to the sink as
// it ends (measured or skipped), as a point of the series numbered by its pattern.
PatternSuiteResult runPatternSuite(const Target& target, const std::vector<PatternSpec>& patterns,
    const WorkloadSpec& timing, EngineKind engine = EngineKind::Auto, const RunContext& context = {});

} // namespace ds
