#include "rendercommand.h"

#include "blocksizepage.h"
#include "chartexport.h"
#include "model/results/hdtachresult.h"
#include "model/results/packedzones.h"
#include "model/session.h"
#include "model/usererror.h"
#include "model/userfile.h"
#include "multidrivepage.h"
#include "patternspage.h"
#include "queuedepthpage.h"
#include "quicksuitepage.h"
#include "surfacepage.h"
#include "sustainedpage.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <cstdio>
#include <memory>
#include <optional>

namespace ds {

namespace {
    struct ChartName {
        const char* name;
        TestKind kind;
    };
    constexpr ChartName kCharts[] = {
        { "surface", TestKind::Surface },
        { "block-size", TestKind::BlockSize },
        { "queue-depth", TestKind::QueueDepth },
        { "patterns", TestKind::Patterns },
        { "quick", TestKind::QuickSuite },
        { "multi", TestKind::MultiTarget },
        { "sustained", TestKind::SustainedWrite },
    };

    std::unique_ptr<TestPage> pageFor(TestKind kind)
    {
        switch (kind) {
        case TestKind::Surface:
            return std::make_unique<SurfacePage>();
        case TestKind::BlockSize:
            return std::make_unique<BlockSizePage>();
        case TestKind::QueueDepth:
            return std::make_unique<QueueDepthPage>();
        case TestKind::Patterns:
            return std::make_unique<PatternsPage>();
        case TestKind::QuickSuite:
            return std::make_unique<QuickSuitePage>();
        case TestKind::MultiTarget:
            return std::make_unique<MultiDrivePage>();
        case TestKind::SustainedWrite:
            return std::make_unique<SustainedPage>();
        }
        return nullptr;
    }

    void printError(const QString& message)
    {
        std::fprintf(stderr, "drivescope-cli render: error: %s\n", message.toLocal8Bit().constData());
    }

    TestKind kindOfTest(const QString& test)
    {
        if (test == QLatin1String("surface") || test == QLatin1String("hdtach"))
            return TestKind::Surface;
        if (test == QLatin1String("sweep-bs"))
            return TestKind::BlockSize;
        if (test == QLatin1String("sweep-qd"))
            return TestKind::QueueDepth;
        if (test == QLatin1String("pattern"))
            return TestKind::Patterns;
        if (test == QLatin1String("quick"))
            return TestKind::QuickSuite;
        if (test.startsWith(QLatin1String("multi")))
            return TestKind::MultiTarget;
        if (test == QLatin1String("sustained"))
            return TestKind::SustainedWrite;
        throw UserError(QStringLiteral("results of '%1' cannot be drawn").arg(test));
    }

    // The run of a session to draw: the one --run names (its number or id), else the last one the
    // chart can show (any chart, when none was named).
    SessionRun& pickRun(Session& session, const QString& wanted, std::optional<TestKind> chart)
    {
        if (session.runs.empty())
            throw UserError(QStringLiteral("the session holds no runs"));
        if (!wanted.isEmpty()) {
            for (SessionRun& run : session.runs)
                if (run.id == wanted)
                    return run;
            bool ok = false;
            const unsigned index = wanted.toUInt(&ok);
            if (ok && index >= 1 && index <= session.runs.size())
                return session.runs[index - 1];
            throw UserError(
                QStringLiteral("the session has no run '%1' (it has %2)").arg(wanted).arg(session.runs.size()));
        }
        QStringList kinds;
        for (auto run = session.runs.rbegin(); run != session.runs.rend(); ++run) {
            kinds.prepend(run->kindName());
            try {
                if (const TestKind kind = kindOfTest(run->kindName()); !chart || kind == *chart)
                    return *run;
            } catch (const UserError&) {
            }
        }
        throw UserError(QStringLiteral("the session has no run %1 (its runs: %2)")
                            .arg(chart ? QStringLiteral("this chart can show") : QStringLiteral("that can be drawn"),
                                kinds.join(QStringLiteral(", "))));
    }

    unsigned pixels(const QCommandLineParser& parser, const QString& name)
    {
        bool ok = false;
        const unsigned value = parser.value(name).toUInt(&ok);
        if (!ok || value < 16 || value > 20000)
            throw UserError(QStringLiteral("--%1 must be a number of pixels from 16 to 20000, not '%2'")
                                .arg(name, parser.value(name)));
        return value;
    }
}

QStringList renderChartNames()
{
    QStringList names;
    for (const ChartName& chart : kCharts)
        names += QLatin1String(chart.name);
    return names;
}

namespace {
    template <class... Visitors> struct Overloaded : Visitors... {
        using Visitors::operator()...;
    };
    template <class... Visitors> Overloaded(Visitors...) -> Overloaded<Visitors...>;

    // The outcome of each kind of result, from the typed result: a session's run and a result document
    // come the same way, and a surface's zones are moved, never copied or sent through JSON.
    void setSurface(RunOutcome& outcome, SurfaceResult&& surface, std::optional<AccessResult>&& access,
        std::optional<BurstResult>&& burst)
    {
        outcome.plan.kind = TestKind::Surface;
        outcome.surface = std::move(surface);
        outcome.access = std::move(access);
        outcome.burst = std::move(burst);
        outcome.plan.surface = outcome.surface->plan;
        outcome.plan.withAccessTime = outcome.access.has_value();
        if (outcome.access)
            outcome.plan.access = outcome.access->plan;
        outcome.plan.withBurst = outcome.burst.has_value();
        if (outcome.burst)
            outcome.plan.burst = outcome.burst->plan;
        outcome.target = outcome.surface->target;
        outcome.startedAt = outcome.surface->startedAt;
    }

    void setSweeps(RunOutcome& outcome, TestKind kind, std::vector<SweepResult>&& sweeps)
    {
        outcome.plan.kind = kind;
        outcome.sweeps = std::move(sweeps);
        if (outcome.sweeps.empty())
            throw UserError(QStringLiteral("the document holds no sweep"));
        for (const SweepResult& sweep : outcome.sweeps)
            outcome.plan.sweeps.push_back(sweep.plan);
        outcome.target = outcome.sweeps.front().target;
        outcome.startedAt = outcome.sweeps.front().startedAt;
    }

    void setPatterns(RunOutcome& outcome, PatternSuiteResult&& patterns)
    {
        outcome.plan.kind = TestKind::Patterns;
        outcome.patterns = std::move(patterns);
        for (const PatternResult& pattern : outcome.patterns->patterns)
            outcome.plan.patterns.push_back(pattern.pattern);
        if (!outcome.patterns->patterns.empty() && !outcome.patterns->patterns.front().sweep.points.empty())
            outcome.plan.patternTiming = outcome.patterns->patterns.front().sweep.points.front().spec;
        outcome.target = outcome.patterns->target;
        outcome.startedAt = outcome.patterns->startedAt;
    }

    void setQuick(RunOutcome& outcome, QuickSuiteResult&& quick)
    {
        outcome.plan.kind = TestKind::QuickSuite;
        outcome.quick = std::move(quick);
        outcome.plan.quick = outcome.quick->options;
        outcome.target = outcome.quick->target;
        outcome.startedAt = outcome.quick->startedAt;
    }

    void setMulti(RunOutcome& outcome, MultiTargetScaling&& scaling, bool isScaling)
    {
        outcome.plan.kind = TestKind::MultiTarget;
        outcome.plan.multiScaling = isScaling;
        if (scaling.steps.empty() || scaling.steps.back().perTarget.empty())
            throw UserError(QStringLiteral("the document holds no target's result"));
        const MultiTargetResult& all = scaling.steps.back();
        outcome.plan.multiSpec = all.perTarget.front().spec;
        for (const WorkloadResult& target : all.perTarget)
            outcome.plan.targetPaths += target.target.path;
        outcome.target = all.perTarget.front().target;
        outcome.startedAt = all.perTarget.front().startedAt;
        outcome.multi = std::move(scaling);
    }

    MultiTargetScaling oneStep(MultiTargetResult&& step)
    {
        MultiTargetScaling scaling;
        scaling.cancelled = step.cancelled;
        scaling.steps.push_back(std::move(step));
        return scaling;
    }

    void setSustained(RunOutcome& outcome, SustainedResult&& sustained)
    {
        outcome.plan.kind = TestKind::SustainedWrite;
        outcome.sustained = std::move(sustained);
        outcome.plan.sustained = outcome.sustained->plan;
        outcome.target = outcome.sustained->target;
    }
}

RunOutcome outcomeFromDocument(const QJsonObject& document)
{
    QString test = document.value(QStringLiteral("test")).toString();
    // The quick suite's document names itself "suite".
    if (test.isEmpty())
        test = document.value(QStringLiteral("suite")).toString();
    RunOutcome outcome;
    outcome.cancelled = document.value(QStringLiteral("cancelled")).toBool();
    if (test == QLatin1String("hdtach")) {
        HdTachResult result = HdTachResult::fromJson(document);
        setSurface(outcome, std::move(result.surface), std::move(result.access), std::move(result.burst));
    } else if (test == QLatin1String("surface")) {
        setSurface(outcome, SurfaceResult::fromJson(document), std::nullopt, std::nullopt);
    } else if (test == QLatin1String("sweep-bs") || test == QLatin1String("sweep-qd")) {
        std::vector<SweepResult> sweeps;
        if (document.contains(QStringLiteral("sweeps"))) {
            for (const QJsonValue& sweep : document.value(QStringLiteral("sweeps")).toArray())
                sweeps.push_back(SweepResult::fromJson(sweep.toObject()));
        } else {
            sweeps.push_back(SweepResult::fromJson(document));
        }
        setSweeps(
            outcome, test == QLatin1String("sweep-bs") ? TestKind::BlockSize : TestKind::QueueDepth, std::move(sweeps));
    } else if (test == QLatin1String("pattern")) {
        setPatterns(outcome, PatternSuiteResult::fromJson(document));
    } else if (test == QLatin1String("quick")) {
        setQuick(outcome, QuickSuiteResult::fromJson(document));
    } else if (test == QLatin1String("multi")) {
        if (document.contains(QStringLiteral("steps")))
            setMulti(outcome, MultiTargetScaling::fromJson(document), true);
        else
            setMulti(outcome, oneStep(MultiTargetResult::fromJson(document)), false);
    } else if (test == QLatin1String("sustained")) {
        setSustained(outcome, SustainedResult::fromJson(document));
    } else {
        throw UserError(test.isEmpty() ? QStringLiteral("not a DriveScope result: it has no \"test\" field")
                                       : QStringLiteral("results of '%1' cannot be drawn").arg(test));
    }
    return outcome;
}

RunOutcome outcomeOfSessionRun(const SessionRun& run)
{
    kindOfTest(run.kindName()); // names the kind no page can show
    return outcomeOfSessionRun(SessionRun(run));
}

RunOutcome outcomeOfSessionRun(SessionRun&& run)
{
    kindOfTest(run.kindName());
    RunOutcome outcome;
    outcome.cancelled = run.cancelled();
    std::visit(Overloaded {
                   [&](SurfaceResult& surface) { setSurface(outcome, std::move(surface), std::nullopt, std::nullopt); },
                   [&](HdTachResult& hdtach) {
                       setSurface(
                           outcome, std::move(hdtach.surface), std::move(hdtach.access), std::move(hdtach.burst));
                   },
                   [&](SweepResult& sweep) {
                       const TestKind kind
                           = sweep.plan.kind == SweepKind::BlockSize ? TestKind::BlockSize : TestKind::QueueDepth;
                       std::vector<SweepResult> sweeps;
                       sweeps.push_back(std::move(sweep));
                       setSweeps(outcome, kind, std::move(sweeps));
                   },
                   [&](PatternSuiteResult& patterns) { setPatterns(outcome, std::move(patterns)); },
                   [&](QuickSuiteResult& quick) { setQuick(outcome, std::move(quick)); },
                   [&](MultiTargetResult& multi) { setMulti(outcome, oneStep(std::move(multi)), false); },
                   [&](MultiTargetScaling& scaling) { setMulti(outcome, std::move(scaling), true); },
                   [&](SustainedResult& sustained) { setSustained(outcome, std::move(sustained)); },
                   [](auto&) {}, // kindOfTest() refused these
               },
        run.result);
    return outcome;
}

std::optional<TestKind> pageKindOfSessionRun(const SessionRun& run)
{
    try {
        return kindOfTest(run.kindName());
    } catch (const UserError&) {
        return std::nullopt;
    }
}

std::vector<size_t> sessionRunGroup(const Session& session, size_t index)
{
    if (index >= session.runs.size())
        return {};
    auto together = [&session](size_t a, size_t b) {
        const SessionRun& first = session.runs[a];
        const SessionRun& second = session.runs[b];
        const auto* read = std::get_if<SweepResult>(&first.result);
        const auto* write = std::get_if<SweepResult>(&second.result);
        return read && write && read->plan.kind == write->plan.kind && !read->plan.base.writes()
            && write->plan.base.writes() && !first.startedAt.isEmpty() && first.startedAt == second.startedAt
            && first.command == second.command;
    };
    size_t from = index;
    while (from > 0 && together(from - 1, from))
        --from;
    size_t to = index;
    while (to + 1 < session.runs.size() && together(to, to + 1))
        ++to;
    std::vector<size_t> group;
    for (size_t i = from; i <= to; ++i)
        group.push_back(i);
    return group;
}

RunOutcome outcomeOfSessionRuns(const Session& session, const std::vector<size_t>& indices)
{
    if (indices.empty())
        throw UserError(QStringLiteral("no run chosen"));
    RunOutcome outcome = outcomeOfSessionRun(session.runs.at(indices.front()));
    outcome.host = session.hostOf(session.runs.at(indices.front()));
    for (size_t i = 1; i < indices.size(); ++i) {
        const SessionRun& run = session.runs.at(indices[i]);
        const auto* sweep = std::get_if<SweepResult>(&run.result);
        if (!sweep)
            throw UserError(QStringLiteral("run %1 is no sweep").arg(run.id));
        outcome.sweeps.push_back(*sweep);
        outcome.plan.sweeps.push_back(sweep->plan);
        outcome.cancelled = outcome.cancelled || run.cancelled();
    }
    return outcome;
}

std::vector<SessionResult> sessionResultsOf(const RunOutcome& outcome)
{
    std::vector<SessionResult> results;
    switch (outcome.plan.kind) {
    case TestKind::Surface:
        if (!outcome.surface)
            break;
        if (outcome.access || outcome.burst) {
            HdTachResult hdtach;
            hdtach.surface = *outcome.surface;
            hdtach.access = outcome.access;
            hdtach.burst = outcome.burst;
            hdtach.cancelled = outcome.cancelled;
            results.emplace_back(std::move(hdtach));
        } else {
            results.emplace_back(*outcome.surface);
        }
        break;
    case TestKind::BlockSize:
    case TestKind::QueueDepth:
        for (const SweepResult& sweep : outcome.sweeps)
            results.emplace_back(sweep);
        break;
    case TestKind::Patterns:
        if (outcome.patterns)
            results.emplace_back(*outcome.patterns);
        break;
    case TestKind::QuickSuite:
        if (outcome.quick)
            results.emplace_back(*outcome.quick);
        break;
    case TestKind::MultiTarget:
        if (outcome.multi && outcome.plan.multiScaling)
            results.emplace_back(*outcome.multi);
        else if (outcome.multi && !outcome.multi->steps.empty())
            results.emplace_back(outcome.multi->steps.back());
        break;
    case TestKind::SustainedWrite:
        if (outcome.sustained)
            results.emplace_back(*outcome.sustained);
        break;
    }
    return results;
}

int renderCommand(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Draws a run of a session file (or a --json result) as the window's chart, with its caption."));
    parser.addOption({ QStringLiteral("session"),
        QStringLiteral("A session file, or a result file written with --json."), QStringLiteral("file") });
    parser.addOption({ QStringLiteral("run"),
        QStringLiteral("Which run of the session (number or id; default: the last one the chart can show)."),
        QStringLiteral("run") });
    parser.addOption({ QStringLiteral("chart"),
        QStringLiteral("Which chart: %1 (default: the chart of the run drawn).")
            .arg(renderChartNames().join(QStringLiteral(", "))),
        QStringLiteral("name") });
    parser.addOption({ QStringLiteral("png"), QStringLiteral("Write a PNG here."), QStringLiteral("file") });
    parser.addOption({ QStringLiteral("svg"), QStringLiteral("Write an SVG here."), QStringLiteral("file") });
    parser.addOption({ QStringLiteral("width"), QStringLiteral("Image width in pixels (default 1600)."),
        QStringLiteral("pixels"), QStringLiteral("1600") });
    parser.addOption({ QStringLiteral("height"), QStringLiteral("Image height in pixels (default 1000)."),
        QStringLiteral("pixels"), QStringLiteral("1000") });
    parser.addOption({ { QStringLiteral("h"), QStringLiteral("help") }, QStringLiteral("This text.") });
    try {
        if (!parser.parse(QStringList { QStringLiteral("drivescope-cli render") } + arguments))
            throw UserError(parser.errorText());
        if (parser.isSet(QStringLiteral("help"))) {
            std::printf("%s", parser.helpText().toLocal8Bit().constData());
            return 0;
        }
        if (!parser.positionalArguments().isEmpty())
            throw UserError(QStringLiteral("unexpected argument '%1'").arg(parser.positionalArguments().front()));
        if (!parser.isSet(QStringLiteral("session")))
            throw UserError(QStringLiteral("render needs --session FILE"));
        if (!parser.isSet(QStringLiteral("png")) && !parser.isSet(QStringLiteral("svg")))
            throw UserError(QStringLiteral("render needs --png FILE or --svg FILE"));
        // Refused before any work; savePng() and saveSvg() check again.
        for (const QString& output : { QStringLiteral("png"), QStringLiteral("svg") })
            if (parser.isSet(output)) {
                checkOutputFile(parser.value(output), QStringLiteral("an image"));
                checkOutputKeepsSessions(parser.value(output), QStringLiteral("an image"));
            }
        QSize size(static_cast<int>(pixels(parser, QStringLiteral("width"))),
            static_cast<int>(pixels(parser, QStringLiteral("height"))));
        const QString chartName = parser.value(QStringLiteral("chart"));
        std::optional<TestKind> chart;
        for (const ChartName& candidate : kCharts)
            if (chartName == QLatin1String(candidate.name))
                chart = candidate.kind;
        if (parser.isSet(QStringLiteral("chart")) && !chart)
            throw UserError(QStringLiteral("unknown chart '%1'; one of %2")
                                .arg(chartName, renderChartNames().join(QStringLiteral(", "))));

        const QString path = parser.value(QStringLiteral("session"));
        for (const QString& output : { QStringLiteral("png"), QStringLiteral("svg") })
            if (parser.isSet(output) && isSameExistingFile(parser.value(output), path))
                throw UserError(QStringLiteral("refusing to draw over %1: it is the file being drawn").arg(path));
        QFile file(path);
        if (!openUserFile(file))
            throw UserError(QStringLiteral("cannot read %1: %2").arg(path, file.errorString()));
        RunOutcome outcome;
        {
            // The packed surface zones are decoded straight from the file's bytes, which go once parsed;
            // the zones are moved from the session to the page, never copied or sent through JSON again.
            PackedZoneStore packed;
            QJsonParseError parseError;
            const QJsonDocument json = packed.parse(
                readUserFile(file, path, Session::kMaxFileBytes, QStringLiteral("a session or result")), &parseError);
            if (json.isNull())
                throw UserError(QStringLiteral("%1 is not JSON: %2 at byte %3")
                                    .arg(path, parseError.errorString())
                                    .arg(parseError.offset));
            if (!json.isObject())
                throw UserError(QStringLiteral("%1 is not a DriveScope result (not a JSON object)").arg(path));
            try {
                const PackedZoneStore::Scope scope(packed);
                const QJsonObject document = json.object();
                if (document.contains(QStringLiteral("format"))) {
                    Session session = Session::fromJson(document);
                    SessionRun& run = pickRun(session, parser.value(QStringLiteral("run")), chart);
                    // A block-size run's read and write sweeps are drawn together, as the window does.
                    const std::vector<size_t> group
                        = sessionRunGroup(session, static_cast<size_t>(&run - session.runs.data()));
                    const HostFacts host = session.hostOf(run);
                    outcome
                        = group.size() > 1 ? outcomeOfSessionRuns(session, group) : outcomeOfSessionRun(std::move(run));
                    outcome.host = host;
                } else if (parser.isSet(QStringLiteral("run"))) {
                    throw UserError(QStringLiteral("--run needs a session file; this is a single result"));
                } else {
                    outcome = outcomeFromDocument(document);
                }
            } catch (const UserError& error) {
                throw UserError(QStringLiteral("%1: %2").arg(path, error.message()));
            }
        }
        if (chart && outcome.plan.kind != *chart)
            throw UserError(QStringLiteral("%1 holds a %2 result, which has no '%3' chart")
                                .arg(path, testKindName(outcome.plan.kind), chartName));

        // The page the window shows, laid out off screen at the image's size.
        std::unique_ptr<TestPage> page = pageFor(outcome.plan.kind);
        page->setAttribute(Qt::WA_DontShowOnScreen);
        page->resize(size);
        page->show();
        page->runStarted(outcome.plan);
        page->runFinished(std::move(outcome));
        // Charts drop the axes of the empty chart runStarted() drew with deleteLater(); without an event
        // loop those would still be drawn, over the new ones.
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        TestPage* shown = page.get();
        const ContentPainter content
            = [shown](QPainter& painter, const QRectF& area) { shown->paintExport(painter, area); };
        const ImageCaption caption = page->caption();
        size = page->exportSize(size);
        QString error;
        if (parser.isSet(QStringLiteral("png"))
            && !savePng(renderImage(content, caption, size, Qt::white), parser.value(QStringLiteral("png")), &error)) {
            printError(error);
            return 1;
        }
        if (parser.isSet(QStringLiteral("svg"))
            && !saveSvg(content, caption, size, Qt::white, parser.value(QStringLiteral("svg")), &error)) {
            printError(error);
            return 1;
        }
        return 0;
    } catch (const UserError& error) {
        printError(error.message());
        return 2;
    }
}

} // namespace ds
