#include "run/benchmarks/patterntest.h"

#include "device/target.h"
#include "model/jsonreader.h"
#include "model/usererror.h"
#include "model/userfile.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>

namespace ds {

PatternTest::PatternTest(
    const Target& target, std::vector<PatternSpec> patterns, WorkloadSpec timing, EngineKind engine)
    : m_target(target)
    , m_patterns(std::move(patterns))
    , m_timing(std::move(timing))
    , m_engine(engine)
{
}

PatternSuiteResult PatternTest::run()
{
    const std::vector<SweepPlan> plans = sweepPlans(m_patterns, m_timing);

    PatternSuiteResult suite;
    suite.target = m_target.info();
    suite.startedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    for (size_t i = 0; i < m_patterns.size(); ++i) {
        if (m_cancel && m_cancel->load()) {
            suite.cancelled = true;
            break;
        }
        SweepRunner runner(m_target, plans[i], m_engine);
        runner.setCancelFlag(m_cancel);
        if (m_progress)
            runner.setProgressCallback(
                [this, i](const SweepProgress& progress) { m_progress(m_patterns[i], progress); });
        if (m_pointFinished)
            runner.setPointFinishedCallback([this, i](const SweepPoint& point) { m_pointFinished(i, point); });
        PatternResult result { m_patterns[i], runner.run() };
        suite.cancelled = result.sweep.cancelled;
        suite.patterns.push_back(std::move(result));
        if (suite.cancelled)
            break;
    }
    return suite;
}

} // namespace ds
