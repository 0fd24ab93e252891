#include "run/benchmarks/patternsuite.h"

#include "device/target.h"
#include "files/userfile.h"
#include "model/jsonreader.h"
#include "model/usererror.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>

namespace ds {

namespace {

    // Runs each pattern at each of its loads on one target.
    class PatternTest {
    public:
        PatternTest(const Target& target, std::vector<PatternSpec> patterns, WorkloadSpec timing,
            EngineKind engine = EngineKind::Auto);

        // Throws UserError for a bad pattern or timing, or a pattern none of whose loads can run on the target
        // (its block sizes and the target's sector), before any I/O. Each load's point goes to the sink as
        // it ends (measured or skipped), as a point of the series numbered by its pattern.
        PatternSuiteResult run(const RunContext& context = {});

    private:
        const Target& m_target;
        std::vector<PatternSpec> m_patterns;
        WorkloadSpec m_timing;
        EngineKind m_engine;
    };

} // namespace

PatternTest::PatternTest(
    const Target& target, std::vector<PatternSpec> patterns, WorkloadSpec timing, EngineKind engine)
    : m_target(target)
    , m_patterns(std::move(patterns))
    , m_timing(std::move(timing))
    , m_engine(engine)
{
}

PatternSuiteResult PatternTest::run(const RunContext& context)
{
    const std::vector<SweepPlan> plans = patternSweepPlans(m_patterns, m_timing);
    // A pattern none of whose loads can run on this target would only be a row of skips with no rating:
    // refused before any I/O, with the reason.
    for (size_t i = 0; i < m_patterns.size(); ++i) {
        QString reason;
        bool anyRuns = false;
        for (uint64_t load : plans[i].values) {
            const QString skip = pointSkipReason(plans[i].specAt(load), m_target.info());
            anyRuns = anyRuns || skip.isEmpty();
            if (reason.isEmpty())
                reason = skip;
        }
        if (!anyRuns && !plans[i].values.empty())
            throw UserError(QCoreApplication::translate("ds::PatternTest", "the pattern %1 cannot run on %2: %3")
                                .arg(m_patterns[i].name, m_target.info().path, reason));
    }

    PatternSuiteResult suite;
    suite.target = m_target.info();
    suite.startedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    for (size_t i = 0; i < m_patterns.size(); ++i) {
        if (context.cancelled()) {
            suite.cancelled = true;
            break;
        }
        RunStage stage;
        stage.kind = RunStage::Kind::Pattern;
        stage.name = m_patterns[i].name;
        const double patterns = static_cast<double>(m_patterns.size());
        PatternResult result { m_patterns[i],
            runSweep(m_target, plans[i], m_engine,
                context.part(static_cast<double>(i) / patterns, 1 / patterns)
                    .withStage(stage)
                    .withSeries(static_cast<unsigned>(i))) };
        suite.cancelled = result.sweep.cancelled;
        suite.patterns.push_back(std::move(result));
        if (suite.cancelled)
            break;
    }
    return suite;
}

PatternSuiteResult runPatternSuite(const Target& target, const std::vector<PatternSpec>& patterns,
    const WorkloadSpec& timing, EngineKind engine, const RunContext& context)
{
    return PatternTest(target, patterns, timing, engine).run(context);
}

} // namespace ds
