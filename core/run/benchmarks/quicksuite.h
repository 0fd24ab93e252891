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
    // label: "SEQ1M Q8T1 read"
    using ProgressCallback = std::function<void(const QString& label, const ProgressSnapshot&)>;
    // A test starts (`finished` null) or ends with its result, so a view can fill in each as it comes.
    using TestCallback = std::function<void(const QString& name, bool write, const WorkloadResult* finished)>;

    QuickSuite(const Target& target, QuickSuiteOptions options, EngineKind engine = EngineKind::Auto);
    void setCancelFlag(const std::atomic<bool>* cancel) { m_cancel = cancel; }
    void setProgressCallback(ProgressCallback callback) { m_progress = std::move(callback); }
    void setTestCallback(TestCallback callback) { m_test = std::move(callback); }
    // Throws UserError for bad options (an unknown test name among them) before any I/O.
    QuickSuiteResult run();

private:
    WorkloadResult runTest(const WorkloadSpec& spec, const QString& label);
    bool cancelled() const { return m_cancel && m_cancel->load(std::memory_order_relaxed); }
    void pause(double seconds) const; // returns early on cancel

    const Target& m_target;
    QuickSuiteOptions m_options;
    EngineKind m_engine;
    const std::atomic<bool>* m_cancel = nullptr;
    ProgressCallback m_progress;
    TestCallback m_test;
};

} // namespace ds
