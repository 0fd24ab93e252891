#include "model/finishedrun.h"

#include "model/results/hdtachresult.h"
#include "model/usererror.h"

#include <algorithm>

namespace ds {

namespace {
    template <class Result> const Result* firstOf(const std::vector<SessionRun>& runs)
    {
        for (const SessionRun& run : runs)
            if (const auto* result = std::get_if<Result>(&run.result))
                return result;
        return nullptr;
    }

    const HdTachResult* hdTachOf(const std::vector<SessionRun>& runs) { return firstOf<HdTachResult>(runs); }

    // The plan that produced `run`'s result, as far as the result records it; a further sweep of the
    // same run is added to the plan's sweeps.
    void readPlanBack(RunPlan& plan, const SessionRun& run)
    {
        const std::optional<TestKind> kind = pageKindOf(run);
        if (!kind)
            throw UserError(QStringLiteral("results of '%1' cannot be drawn").arg(run.kindName()));
        if (const auto* sweep = std::get_if<SweepResult>(&run.result)) {
            if (auto* series = std::get_if<SweepSeriesPlan>(&plan.test))
                series->sweeps.push_back(sweep->plan);
            else
                plan.test = SweepSeriesPlan { sweep->plan.kind, { sweep->plan } };
        } else if (const auto* surface = std::get_if<SurfaceResult>(&run.result)) {
            plan.test = HdTachPlan { surface->plan, std::nullopt, std::nullopt };
        } else if (const auto* hdtach = std::get_if<HdTachResult>(&run.result)) {
            HdTachPlan parts { hdtach->surface.plan, std::nullopt, std::nullopt };
            if (hdtach->access)
                parts.access = hdtach->access->plan;
            if (hdtach->burst)
                parts.burst = hdtach->burst->plan;
            plan.test = parts;
        } else if (const auto* patterns = std::get_if<PatternSuiteResult>(&run.result)) {
            PatternSuitePlan suite;
            for (const PatternResult& pattern : patterns->patterns)
                suite.patterns.push_back(pattern.pattern);
            if (!patterns->patterns.empty() && !patterns->patterns.front().sweep.points.empty())
                suite.timing = patterns->patterns.front().sweep.points.front().spec;
            plan.test = suite;
        } else if (const auto* quick = std::get_if<QuickSuiteResult>(&run.result)) {
            plan.test = quick->options;
        } else if (const auto* sustained = std::get_if<SustainedResult>(&run.result)) {
            plan.test = sustained->plan;
        } else if (const auto* scan = std::get_if<ErrorScanResult>(&run.result)) {
            plan.test = scan->plan;
        } else if (const auto* consistency = std::get_if<ConsistencyResult>(&run.result)) {
            plan.test = consistency->plan;
        } else if (const auto* pts = std::get_if<PtsResult>(&run.result)) {
            plan.test = PtsRunPlan { pts->plan, QString(), pts->resumes > 0 };
        } else {
            const auto* scaling = std::get_if<MultiTargetScaling>(&run.result);
            const auto* single = std::get_if<MultiTargetResult>(&run.result);
            const MultiTargetResult* all = scaling && !scaling->steps.empty() ? &scaling->steps.back() : single;
            if (!all || all->perTarget.empty())
                throw UserError(QStringLiteral("the run holds no target's result"));
            plan.test = MultiTargetPlan { all->perTarget.front().spec, scaling != nullptr };
            for (const WorkloadResult& target : all->perTarget)
                plan.targetPaths += target.target.path;
        }
    }
}

FinishedRun FinishedRun::ofRuns(std::vector<SessionRun> runs)
{
    if (runs.empty())
        throw UserError(QStringLiteral("no run chosen"));
    FinishedRun finished;
    for (const SessionRun& run : runs) {
        if (&run != &runs.front() && !std::holds_alternative<SweepResult>(run.result))
            throw UserError(QStringLiteral("run %1 is no sweep").arg(run.id));
        readPlanBack(finished.plan, run);
        finished.cancelled = finished.cancelled || run.cancelled();
    }
    finished.completedFraction = runs.front().stoppedAtFraction.value_or(finished.cancelled ? 0.0 : 1.0);
    finished.runs = std::move(runs);
    return finished;
}

FinishedRun FinishedRun::fromSession(const Session& session, const std::vector<size_t>& indices)
{
    std::vector<SessionRun> runs;
    for (size_t index : indices) {
        runs.push_back(session.runs.at(index));
        runs.back().host = session.hostOf(session.runs.at(index));
    }
    return ofRuns(std::move(runs));
}

FinishedRun FinishedRun::fromSession(Session&& session, const std::vector<size_t>& indices)
{
    std::vector<SessionRun> runs;
    for (size_t index : indices) {
        SessionRun& run = session.runs.at(index);
        run.host = session.hostOf(run);
        runs.push_back(std::move(run));
    }
    return ofRuns(std::move(runs));
}

const SurfaceResult* FinishedRun::surface() const
{
    if (const HdTachResult* hdtach = hdTachOf(runs))
        return &hdtach->surface;
    return firstOf<SurfaceResult>(runs);
}

const AccessResult* FinishedRun::access() const
{
    const HdTachResult* hdtach = hdTachOf(runs);
    return hdtach && hdtach->access ? &*hdtach->access : nullptr;
}

const BurstResult* FinishedRun::burst() const
{
    const HdTachResult* hdtach = hdTachOf(runs);
    return hdtach && hdtach->burst ? &*hdtach->burst : nullptr;
}

std::vector<std::reference_wrapper<const SweepResult>> FinishedRun::sweeps() const
{
    std::vector<std::reference_wrapper<const SweepResult>> sweeps;
    for (const SessionRun& run : runs)
        if (const auto* sweep = std::get_if<SweepResult>(&run.result))
            sweeps.push_back(*sweep);
    return sweeps;
}

const PatternSuiteResult* FinishedRun::patterns() const { return firstOf<PatternSuiteResult>(runs); }

const QuickSuiteResult* FinishedRun::quick() const { return firstOf<QuickSuiteResult>(runs); }

QuickSuiteResult* FinishedRun::quick() { return const_cast<QuickSuiteResult*>(std::as_const(*this).quick()); }

std::vector<std::reference_wrapper<const MultiTargetResult>> FinishedRun::multiSteps() const
{
    std::vector<std::reference_wrapper<const MultiTargetResult>> steps;
    if (const auto* scaling = firstOf<MultiTargetScaling>(runs))
        steps.assign(scaling->steps.begin(), scaling->steps.end());
    else if (const auto* single = firstOf<MultiTargetResult>(runs))
        steps.push_back(*single);
    return steps;
}

const MultiTargetScaling* FinishedRun::scaling() const { return firstOf<MultiTargetScaling>(runs); }

const SustainedResult* FinishedRun::sustained() const { return firstOf<SustainedResult>(runs); }
const ErrorScanResult* FinishedRun::errorScan() const { return firstOf<ErrorScanResult>(runs); }
const ConsistencyResult* FinishedRun::consistency() const { return firstOf<ConsistencyResult>(runs); }
const PtsResult* FinishedRun::pts() const { return firstOf<PtsResult>(runs); }

TargetInfo FinishedRun::target() const
{
    if (runs.empty())
        return {};
    const std::vector<TargetInfo> targets = runs.front().targets();
    return targets.empty() ? TargetInfo() : targets.front();
}

QString FinishedRun::startedAt() const { return runs.empty() ? QString() : runs.front().startedAt; }

HostFacts FinishedRun::host() const { return runs.empty() ? HostFacts() : runs.front().host; }

QStringList FinishedRun::caveatTexts() const
{
    QStringList texts;
    for (const SessionRun& run : runs)
        for (const Caveat& caveat : run.caveats)
            if (!texts.contains(caveat.translatedText()))
                texts += caveat.translatedText();
    return texts;
}

QStringList FinishedRun::unconfirmedParts() const
{
    QStringList parts;
    for (const SessionRun& run : runs)
        parts << run.unconfirmedParts(true);
    parts.removeDuplicates();
    return parts;
}

std::vector<DeviceAccounting> FinishedRun::accounting() const
{
    std::vector<DeviceAccounting> devices;
    for (const SessionRun& run : runs)
        for (const DeviceAccounting& one : run.accounting) {
            auto same = std::find_if(devices.begin(), devices.end(),
                [&](const DeviceAccounting& device) { return device.device == one.device; });
            if (same == devices.end()) {
                devices.push_back(one);
                continue;
            }
            same->claimedReadBytes += one.claimedReadBytes;
            same->claimedWriteBytes += one.claimedWriteBytes;
            same->untimedReadBytes += one.untimedReadBytes;
            same->untimedWriteBytes += one.untimedWriteBytes;
            same->deviceReadBytes += one.deviceReadBytes;
            same->deviceWriteBytes += one.deviceWriteBytes;
        }
    return devices;
}

std::optional<TestKind> pageKindOf(const SessionRun& run)
{
    return std::visit(
        [](const auto& result) -> std::optional<TestKind> {
            using Result = std::decay_t<decltype(result)>;
            if constexpr (std::is_same_v<Result, SurfaceResult> || std::is_same_v<Result, HdTachResult>)
                return TestKind::Surface;
            else if constexpr (std::is_same_v<Result, SweepResult>)
                return result.plan.kind == SweepKind::BlockSize ? TestKind::BlockSize : TestKind::QueueDepth;
            else if constexpr (std::is_same_v<Result, PatternSuiteResult>)
                return TestKind::Patterns;
            else if constexpr (std::is_same_v<Result, QuickSuiteResult>)
                return TestKind::QuickSuite;
            else if constexpr (std::is_same_v<Result, MultiTargetResult> || std::is_same_v<Result, MultiTargetScaling>)
                return TestKind::MultiTarget;
            else if constexpr (std::is_same_v<Result, SustainedResult>)
                return TestKind::SustainedWrite;
            else if constexpr (std::is_same_v<Result, ErrorScanResult>)
                return TestKind::ErrorScan;
            else if constexpr (std::is_same_v<Result, ConsistencyResult>)
                return TestKind::Consistency;
            else if constexpr (std::is_same_v<Result, PtsResult>)
                return TestKind::Pts;
            else
                return std::nullopt;
        },
        run.result);
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

} // namespace ds
