#include "run/benchmarks/quicksuite.h"

#include "device/target.h"
#include "model/fiocommand.h"
#include "model/jsonreader.h"
#include "model/plansettings.h"
#include "model/usererror.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QSysInfo>

#include <chrono>
#include <cmath>
#include <thread>

namespace ds {

QuickSuite::QuickSuite(const Target& target, QuickSuiteOptions options, EngineKind engine)
    : m_target(target)
    , m_options(options)
    , m_engine(engine)
{
}

void QuickSuite::pause(double seconds) const
{
    const auto until = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
    while (!cancelled() && std::chrono::steady_clock::now() < until)
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
}

WorkloadResult QuickSuite::runTest(const WorkloadSpec& spec, const RunContext& test)
{
    // Each repeat is a run of its own so that the interval can separate them; the seed still
    // changes per repeat as within one run.
    WorkloadResult all;
    for (unsigned repeat = 0; repeat < spec.repeats; ++repeat) {
        if (repeat > 0)
            pause(m_options.intervalSeconds);
        if (repeat > 0 && cancelled()) {
            all.cancelled = true;
            break;
        }
        WorkloadSpec one = spec;
        one.repeats = 1;
        one.seed = spec.seed + repeat;
        WorkloadRunner runner(m_target, one, m_engine);
        WorkloadResult result = runner.run(test.part(repeat / double(spec.repeats), 1 / double(spec.repeats)));
        if (repeat == 0) {
            all = result;
            all.repeats.clear();
        }
        all.repeats.insert(all.repeats.end(), result.repeats.begin(), result.repeats.end());
        all.cancelled = result.cancelled;
        if (result.cancelled)
            break;
    }
    all.spec = spec;
    all.fioCommand = fioCommandLine(spec, all.target, all.engine);
    return all;
}

QuickSuiteResult QuickSuite::run(const RunContext& context)
{
    m_context = context;
    if (m_options.repeats < 1)
        throw UserError(QCoreApplication::translate("ds::QuickSuite", "repeats must be at least 1"));
    if (!(m_options.intervalSeconds >= 0) || !std::isfinite(m_options.intervalSeconds))
        throw UserError(QCoreApplication::translate("ds::QuickSuite", "the interval must be zero or more seconds"));
    checkJobs(m_options.jobs);
    checkCpus(m_options.cpus);
    std::vector<QuickSuiteEntry> entries
        = quickSuiteEntries(m_options.secondsPerTest, m_options.repeats, m_options.seed);
    for (QuickSuiteEntry& entry : entries)
        for (WorkloadSpec* spec : { &entry.read, &entry.write }) {
            spec->jobs = m_options.jobs;
            spec->cpus = m_options.cpus;
            spec->data = m_options.data;
        }
    QStringList names;
    for (const QuickSuiteEntry& entry : entries)
        names << entry.name;
    for (const QString& name : m_options.tests)
        if (!names.contains(name))
            throw UserError(QCoreApplication::translate("ds::QuickSuite", "no quick-suite test '%1' (there are %2)")
                                .arg(name, names.join(QStringLiteral(", "))));
    QuickSuiteResult suite;
    suite.options = m_options;
    suite.target = m_target.info();
    suite.startedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    size_t chosen = 0;
    for (const QuickSuiteEntry& entry : entries)
        chosen += m_options.includes(entry.name) ? (m_options.writes ? 2 : 1) : 0;
    const double tests = static_cast<double>(std::max<size_t>(1, chosen));
    size_t testIndex = 0;
    bool first = true;
    for (const QuickSuiteEntry& entry : entries) {
        if (!m_options.includes(entry.name))
            continue;
        QuickSuiteRow row { entry.name, std::nullopt, std::nullopt };
        for (const auto& [spec, write] : { std::pair { &entry.read, false }, std::pair { &entry.write, true } }) {
            if (suite.cancelled || cancelled() || (write && !m_options.writes))
                continue;
            // Announced before the pause: from the user's side the pause belongs to the test it precedes.
            context.quickTest(entry.name, write, nullptr);
            RunStage stage;
            stage.kind = RunStage::Kind::QuickTest;
            stage.name = entry.name;
            stage.write = write;
            const RunContext test = context.part(static_cast<double>(testIndex++) / tests, 1 / tests).withStage(stage);
            test.progress(0);
            if (!first)
                pause(m_options.intervalSeconds);
            first = false;
            if (cancelled())
                continue;
            WorkloadResult result = runTest(*spec, test);
            if (suite.engine.isEmpty())
                suite.engine = result.engine;
            suite.cancelled = result.cancelled;
            context.quickTest(entry.name, write, &result);
            (write ? row.write : row.read) = std::move(result);
        }
        suite.cancelled = suite.cancelled || cancelled();
        suite.rows.push_back(std::move(row));
    }
    return suite;
}

} // namespace ds
