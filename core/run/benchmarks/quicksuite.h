#pragma once

#include "model/results/quicksuiteresult.h"
#include "model/results/results.h"
#include "model/workload.h"
#include "run/benchmarks/workloadrunner.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <atomic>
#include <functional>
#include <optional>
#include <vector>

namespace ds {

// Runs the CrystalDiskMark-style suite on one target. Throws UserError for bad options (an unknown test
// name among them) before any I/O. Each test goes to the sink as it starts and as it ends with its result,
// so a view can fill in each as it comes.
QuickSuiteResult runQuickSuite(const Target& target, const QuickSuiteOptions& options,
    EngineKind engine = EngineKind::Auto, const RunContext& context = {});

} // namespace ds
