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

class QuickSuite {
public:
    QuickSuite(const Target& target, QuickSuiteOptions options, EngineKind engine = EngineKind::Auto);
    // Throws UserError for bad options (an unknown test name among them) before any I/O. Each test goes to
    // the sink as it starts and as it ends with its result, so a view can fill in each as it comes.
    QuickSuiteResult run(const RunContext& context = {});

private:
    WorkloadResult runTest(const WorkloadSpec& spec, const RunContext& test);
    bool cancelled() const { return m_context.cancelled(); }
    void pause(double seconds) const; // returns early on cancel

    const Target& m_target;
    QuickSuiteOptions m_options;
    EngineKind m_engine;
    RunContext m_context; // of the run() under way
};

} // namespace ds
