#include "run/benchmarks/runcontext.h"

#include "model/results/results.h"
#include "model/results/surfaceresult.h"
#include "run/cooldown.h"
#include "run/cpumeter.h"

#include <QCoreApplication>

#include <algorithm>

namespace ds {

namespace {
    QString words(const char* text, bool translated)
    {
        return translated ? QCoreApplication::translate("ds::RunStage", text) : QString::fromUtf8(text);
    }
}

QString RunStage::describe(bool translated) const
{
    switch (kind) {
    case Kind::None:
    case Kind::Workload:
        return {};
    case Kind::Preparing:
        return words(QT_TRANSLATE_NOOP("ds::RunStage", "preparing test file in %1"), translated).arg(name);
    case Kind::Starting:
        return words(QT_TRANSLATE_NOOP("ds::RunStage", "starting"), translated);
    case Kind::Zone:
        return words(QT_TRANSLATE_NOOP("ds::RunStage", "zone %1/%2"), translated).arg(value).arg(count);
    case Kind::BlockSize:
    case Kind::QueueDepth: {
        // "%1" is a block size ("4 KiB") or a queue depth ("QD8").
        const QString point = kind == Kind::BlockSize ? formatBinarySize(value) : QStringLiteral("QD%1").arg(value);
        return (write ? words(QT_TRANSLATE_NOOP("ds::RunStage", "write %1"), translated)
                      : words(QT_TRANSLATE_NOOP("ds::RunStage", "read %1"), translated))
            .arg(point);
    }
    case Kind::Pattern:
        return words(QT_TRANSLATE_NOOP("ds::RunStage", "%1, %2 outstanding"), translated).arg(name).arg(value);
    case Kind::QuickTest:
        if (value == 1)
            return words(QT_TRANSLATE_NOOP("ds::RunStage", "%1 read & write"), translated).arg(name);
        return (write ? words(QT_TRANSLATE_NOOP("ds::RunStage", "%1 write"), translated)
                      : words(QT_TRANSLATE_NOOP("ds::RunStage", "%1 read"), translated))
            .arg(name);
    case Kind::Targets:
        return count > 0
            ? words(QT_TRANSLATE_NOOP("ds::RunStage", "%1 of %2 targets"), translated).arg(value).arg(count)
            : words(QT_TRANSLATE_NOOP("ds::RunStage", "%1 targets"), translated).arg(value);
    case Kind::AccessTime:
        return words(QT_TRANSLATE_NOOP("ds::RunStage", "random access time"), translated);
    case Kind::BurstRate:
        return words(QT_TRANSLATE_NOOP("ds::RunStage", "burst rate"), translated);
    case Kind::SustainedWrite:
        return words(QT_TRANSLATE_NOOP("ds::RunStage", "sustained write"), translated);
    case Kind::ScanBlock:
        return words(QT_TRANSLATE_NOOP("ds::RunStage", "block %1/%2"), translated).arg(value).arg(count);
    case Kind::Fill:
        return words(QT_TRANSLATE_NOOP("ds::RunStage", "filling the target"), translated);
    case Kind::Consistency:
        return words(QT_TRANSLATE_NOOP("ds::RunStage", "random writes"), translated);
    case Kind::CacheRecovery:
        // %1 seconds of pause
        return words(QT_TRANSLATE_NOOP("ds::RunStage", "cache recovery after %1 s"), translated).arg(value);
    case Kind::Copy:
        return name;
    case Kind::CoolingDown:
        return words(
            QT_TRANSLATE_NOOP("ds::RunStage", "cooling down: %1 at %2 °C, waiting for below %3 °C"), translated)
            .arg(name)
            .arg(value)
            .arg(count);
    case Kind::IdleWait:
        return words(QT_TRANSLATE_NOOP("ds::RunStage", "waiting for %1 to be idle: %2 of %3 s"), translated)
            .arg(name)
            .arg(value)
            .arg(count);
    case Kind::PtsPurge:
        if (count > 0) // the drive's own sanitize, as far as it says it has come
            // %1 percent done
            return words(QT_TRANSLATE_NOOP("ds::RunStage", "purge, %1 %"), translated).arg(value * 100 / count);
        return words(QT_TRANSLATE_NOOP("ds::RunStage", "purge"), translated);
    case Kind::PtsPrecondition:
        return words(QT_TRANSLATE_NOOP("ds::RunStage", "preconditioning"), translated);
    case Kind::PtsRound:
        // %1 the round, %2 the most rounds, %3 the measurement: "4 KiB 65/35"
        return words(QT_TRANSLATE_NOOP("ds::RunStage", "round %1/%2, %3"), translated).arg(value).arg(count).arg(name);
    case Kind::Stopped:
        return words(QT_TRANSLATE_NOOP("ds::RunStage", "stopped"), translated);
    case Kind::Done:
        return words(QT_TRANSLATE_NOOP("ds::RunStage", "done"), translated);
    }
    return {};
}

RunContext::RunContext(const std::atomic<bool>* cancel, RunSink* sink, double progressIntervalSeconds)
    : m_cancel(cancel)
    , m_shared(std::make_shared<Shared>())
{
    m_shared->sink = sink;
    m_shared->intervalNs = static_cast<uint64_t>(std::max(0.0, progressIntervalSeconds) * 1e9);
    m_shared->originNs = monotonicNs();
}

RunContext RunContext::part(double from, double share) const
{
    RunContext result = *this;
    result.m_from = m_from + m_share * from;
    result.m_share = m_share * share;
    return result;
}

RunContext RunContext::withStage(RunStage stage) const
{
    RunContext result = *this;
    result.m_stage = std::move(stage);
    return result;
}

RunContext RunContext::withSeries(unsigned series) const
{
    RunContext result = *this;
    result.m_series = series;
    return result;
}

RunContext RunContext::withCancelFlag(const std::atomic<bool>* cancel) const
{
    RunContext result = *this;
    result.m_cancel = cancel;
    return result;
}

RunContext RunContext::withCoolDown(CoolDown* coolDown) const
{
    RunContext result = *this;
    result.m_coolDown = coolDown;
    return result;
}

bool RunContext::coolDown() const
{
    if (cancelled())
        return false;
    if (!m_coolDown)
        return true;
    return m_coolDown->wait(*this);
}

RunContext RunContext::silent() const
{
    RunContext result = *this;
    result.m_silent = true;
    return result;
}

void RunContext::progress(RunProgressReport report, bool force) const
{
    RunSink* receiver = sink();
    if (!receiver)
        return;
    if (report.stage.kind == RunStage::Kind::None)
        report.stage = m_stage;
    report.fraction = m_from + m_share * std::clamp(report.fraction, 0.0, 1.0);
    // A workload's own ETA is not the whole run's when it is one part of it.
    if (m_share < 1)
        report.etaSeconds = -1;
    Shared& shared = *m_shared;
    shared.reachedFraction = report.fraction;
    const uint64_t now = monotonicNs();
    // A new step (another point, test or part) is shown at once; the next zone or load of the same step waits
    // its turn.
    const RunStage& last = shared.lastStage;
    const bool newStage = !shared.reported || report.stage.kind != last.kind || report.stage.index != last.index
        || report.stage.name != last.name || report.stage.write != last.write;
    if (!force && !newStage && now - shared.lastProgressNs < shared.intervalNs)
        return;
    shared.lastProgressNs = now;
    shared.reported = true;
    shared.lastStage = report.stage;
    receiver->progress(report);
}

void RunContext::progress(double fraction, RunStage stage, bool force) const
{
    RunProgressReport report;
    report.fraction = fraction;
    report.stage = std::move(stage);
    progress(std::move(report), force);
}

void RunContext::surfaceZone(const SurfaceZone& zone, unsigned zoneCount) const
{
    if (RunSink* receiver = sink())
        receiver->surfaceZone(zone, zoneCount);
}

void RunContext::sweepPoint(const SweepPoint& point) const
{
    if (RunSink* receiver = sink())
        receiver->sweepPoint(m_series, point);
}

void RunContext::quickTest(const QString& name, bool write, const WorkloadResult* finished) const
{
    if (RunSink* receiver = sink())
        receiver->quickTest(name, write, finished);
}

void RunContext::sustainedSample(const SustainedSample& sample) const
{
    if (RunSink* receiver = sink())
        receiver->sustainedSample(sample);
}

void RunContext::timeInterval(const LiveInterval& interval) const
{
    if (RunSink* receiver = sink())
        receiver->timeInterval(interval);
}

void RunContext::errorScanBlock(const ErrorScanBlock& block, unsigned blockCount) const
{
    if (RunSink* receiver = sink())
        receiver->errorScanBlock(block, blockCount);
}

void RunContext::accessSample(const AccessSample& sample, unsigned sampleCount) const
{
    if (RunSink* receiver = sink())
        receiver->accessSample(sample, sampleCount);
}

void RunContext::ptsRound(unsigned index, const PtsRound& round) const
{
    if (RunSink* receiver = sink())
        receiver->ptsRound(index, round);
}

} // namespace ds
