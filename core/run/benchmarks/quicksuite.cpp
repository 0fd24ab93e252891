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

namespace {

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

} // namespace

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
        const RunContext part = test.part(repeat / double(spec.repeats), 1 / double(spec.repeats));
        // After CrystalDiskMark's interval, the run's cool-down before each repeat but the first (the
        // test's own comes before it, in run()).
        if (repeat > 0)
            pause(m_options.intervalSeconds);
        if (repeat > 0 && (cancelled() || !part.coolDown())) {
            all.cancelled = true;
            break;
        }
        WorkloadSpec one = spec;
        one.repeats = 1;
        one.seed = spec.seed + repeat;
        WorkloadRunner runner(m_target, one, m_engine);
        WorkloadResult result = runner.run(part);
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
    if (m_options.jobs != 0)
        checkJobs(m_options.jobs);
    checkCpus(m_options.cpus);
    if (m_options.testBytes != 0)
        checkQuickTestSize(m_options.testBytes);
    if (m_options.mixReadPercent)
        checkMixReadPercent(*m_options.mixReadPercent);
    std::vector<QuickSuiteEntry> entries = quickSuiteEntries(m_options);
    // The test size is cut to the target: a small test file or drive is tested whole.
    const uint64_t targetBytes = m_target.info().sizeBytes;
    for (QuickSuiteEntry& entry : entries)
        for (WorkloadSpec* spec : { &entry.read, &entry.write })
            if (spec->regionLength >= targetBytes)
                spec->regionLength = 0;
    for (QuickSuiteEntry& entry : entries)
        if (entry.mix && entry.mix->regionLength >= targetBytes)
            entry.mix->regionLength = 0;
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
        chosen += !m_options.includes(entry.name) ? 0
            : entry.mix                           ? (m_options.writes ? 1 : 0)
                                                  : (m_options.writes ? 2 : 1);
    const double tests = static_cast<double>(std::max<size_t>(1, chosen));
    size_t testIndex = 0;
    bool first = true;
    for (const QuickSuiteEntry& entry : entries) {
        if (!m_options.includes(entry.name))
            continue;
        QuickSuiteRow row { entry.name, std::nullopt, std::nullopt, std::nullopt, QString(), QString(), QString() };
        // The mix row writes too: it runs only where the writes do.
        enum class Side { Read, Write, Mix };
        std::vector<std::pair<const WorkloadSpec*, Side>> sides;
        if (entry.mix)
            sides = { { &*entry.mix, Side::Mix } };
        else
            sides = { { &entry.read, Side::Read }, { &entry.write, Side::Write } };
        for (const auto& [spec, side] : sides) {
            const bool write = side == Side::Write;
            if (suite.cancelled || cancelled() || (side != Side::Read && !m_options.writes))
                continue;
            // Announced before the pause: from the user's side the pause belongs to the test it precedes.
            // The mix row's one test goes where a row's read goes.
            context.quickTest(entry.name, write, nullptr);
            RunStage stage;
            stage.kind = RunStage::Kind::QuickTest;
            stage.name = entry.name;
            stage.write = write;
            stage.value = side == Side::Mix ? 1 : 0;
            const RunContext test = context.part(static_cast<double>(testIndex++) / tests, 1 / tests).withStage(stage);
            test.progress(0);
            // The interval and the cool-down before each test but the first (the run waits before
            // that one as before any test): the rows and their read and write sides alike.
            if (!first) {
                pause(m_options.intervalSeconds);
                if (!cancelled() && !test.coolDown())
                    suite.cancelled = true;
            }
            first = false;
            if (cancelled() || suite.cancelled)
                continue;
            WorkloadResult result = runTest(*spec, test);
            if (suite.engine.isEmpty())
                suite.engine = result.engine;
            suite.cancelled = result.cancelled;
            context.quickTest(entry.name, write, &result);
            (side == Side::Mix ? row.mix : write ? row.write : row.read) = std::move(result);
        }
        if (entry.mix && !m_options.writes)
            continue; // a read-only suite has no mix row
        suite.cancelled = suite.cancelled || cancelled();
        suite.rows.push_back(std::move(row));
    }
    return suite;
}

QuickSuiteResult runQuickSuite(
    const Target& target, const QuickSuiteOptions& options, EngineKind engine, const RunContext& context)
{
    return QuickSuite(target, options, engine).run(context);
}

} // namespace ds
