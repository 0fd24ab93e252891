#include "run/benchmarks/workloadrunner.h"

#include "device/bufferpool.h"
#include "device/target.h"
#include "model//fiocommand.h"
#include "model/usererror.h"
#include "run/benchmarks/offsetgenerator.h"
#include "run/cpumeter.h"

#include <QCoreApplication>
#include <QDateTime>

#include <cerrno>
#include <cstring>

namespace ds {

namespace {
    struct SlotState {
        uint64_t submitNs = 0;
        uint64_t offset = 0;
        uint32_t length = 0;
        IoOp op = IoOp::Read;
        bool counted = false; // submitted during the measured phase
    };
}

WorkloadRunner::WorkloadRunner(const Target& target, WorkloadSpec spec, EngineKind engine)
    : m_target(target)
    , m_spec(std::move(spec))
    , m_engineKind(engine)
{
}

void WorkloadRunner::setSampleCallback(SampleCallback callback, double intervalSeconds)
{
    m_sample = std::move(callback);
    m_snapshotIntervalNs = static_cast<uint64_t>(std::max(0.001, intervalSeconds) * 1e9);
}

void WorkloadRunner::reserve(unsigned depth, uint32_t blockBytes)
{
    if (m_engine && m_engineDepth >= depth && m_buffers->bufferBytes() >= blockBytes)
        return;
    m_engine.reset();
    m_buffers.reset();
    m_engine = createEngine(m_engineKind, &m_engineNote);
    m_buffers
        = std::make_unique<BufferPool>(depth, blockBytes, std::max<uint32_t>(4096, m_target.info().logicalSectorBytes));
    m_buffers->fillRandom(m_spec.seed ^ 0xB0F5ull);
    m_engine->setup(m_target.fd(), depth, *m_buffers);
    m_engineDepth = depth;
}

WorkloadResult WorkloadRunner::run(const RunContext& context)
{
    m_context = context;
    const TargetInfo& info = m_target.info();
    m_spec.validate(info.sizeBytes, info.logicalSectorBytes);
    if (m_spec.writes() && !info.writable)
        throw UserError(
            QCoreApplication::translate("ds::WorkloadRunner", "the target %1 was opened read-only").arg(info.path));
    m_regionLength = m_spec.effectiveRegionLength(info.sizeBytes) / info.logicalSectorBytes * info.logicalSectorBytes;

    WorkloadResult result;
    result.spec = m_spec;
    result.target = info;
    result.startedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);

    reserve(m_spec.queueDepth, m_spec.largestBlock());
    IoEngine& engine = *m_engine;
    result.engine = QString::fromLatin1(engine.name());
    result.engineNotes = m_engineNote;
    if (!engine.setupNotes().isEmpty())
        result.engineNotes += (result.engineNotes.isEmpty() ? QString() : QStringLiteral("; ")) + engine.setupNotes();
    result.fioCommand = fioCommandLine(m_spec, info, result.engine);
    if (m_ready)
        m_ready();

    for (unsigned repeat = 0; repeat < m_spec.repeats; ++repeat) {
        result.repeats.push_back(runOnce(engine, repeat));
        if (result.repeats.back().cancelled || !result.repeats.back().stopReason.isEmpty())
            break;
    }
    result.cancelled = !result.repeats.empty() && result.repeats.back().cancelled;
    return result;
}

RunMeasurement WorkloadRunner::runOnce(IoEngine& engine, unsigned repeat)
{
    const unsigned depth = m_spec.queueDepth;
    // A different but reproducible offset stream per repeat, so a drive cache cannot replay the last one.
    OffsetGenerator generator(m_spec, m_spec.regionOffset, m_regionLength, m_spec.seed + repeat);
    std::vector<SlotState> slotStates(depth);
    std::vector<uint32_t> freeSlots(depth);
    for (unsigned i = 0; i < depth; ++i)
        freeSlots[i] = depth - 1 - i;
    std::vector<uint32_t> staged;
    staged.reserve(depth);
    std::vector<IoCompletion> completions(depth);

    RunMeasurement measurement;
    measurement.issuedPerSize.assign(m_spec.blockSizes.size(), 0);
    const bool timeBased = m_spec.durationSeconds > 0;
    const unsigned completionBatch = m_spec.effectiveCompletionBatch();
    const bool submitEach = m_spec.submitsEachRequest();
    const auto durationNs = static_cast<uint64_t>(m_spec.durationSeconds * 1e9);
    const auto warmupNs = static_cast<uint64_t>(m_spec.warmupSeconds * 1e9);

    const uint64_t startNs = monotonicNs();
    bool warmingUp = warmupNs > 0;
    uint64_t measureStartNs = warmingUp ? startNs + warmupNs : startNs;
    uint64_t measureEndNs = timeBased ? measureStartNs + durationNs : UINT64_MAX;
    uint64_t issuedMeasuredBytes = 0;
    uint64_t lastCompletionNs = measureStartNs;
    unsigned inFlight = 0;
    bool issuing = true;
    CpuMeter cpu;
    cpu.start();

    uint64_t nextProgressNs = startNs + m_snapshotIntervalNs;
    uint64_t lastProgressBytes = 0;
    uint64_t lastProgressIos = 0;
    uint64_t lastProgressNs = measureStartNs;

    auto submitStaged = [&] {
        if (staged.empty())
            return;
        const uint64_t submitNs = engine.submit();
        for (uint32_t slot : staged)
            slotStates[slot].submitNs = submitNs;
        inFlight += static_cast<unsigned>(staged.size());
        staged.clear();
        measurement.maxInFlight = std::max(measurement.maxInFlight, inFlight);
    };

    for (;;) {
        uint64_t now = monotonicNs();
        if (warmingUp && now >= measureStartNs) {
            // fio's ramp: the queue stays full, but counting starts afresh from here.
            warmingUp = false;
            measureStartNs = now;
            measureEndNs = timeBased ? measureStartNs + durationNs : UINT64_MAX;
            lastCompletionNs = now;
            lastProgressNs = now;
            cpu.start();
        }
        if (issuing && (cancelled() || now >= measureEndNs || !measurement.stopReason.isEmpty()))
            issuing = false;
        if (issuing && !timeBased && !warmingUp && issuedMeasuredBytes >= m_spec.totalBytes)
            issuing = false;

        while (issuing && !freeSlots.empty()) {
            if (!timeBased && !warmingUp && issuedMeasuredBytes >= m_spec.totalBytes)
                break;
            const OffsetGenerator::Request request = generator.next();
            const uint32_t slot = freeSlots.back();
            freeSlots.pop_back();
            SlotState& state = slotStates[slot];
            state.offset = request.offset;
            state.length = request.length;
            state.op = request.op;
            state.counted = !warmingUp;
            if (state.counted) {
                issuedMeasuredBytes += request.length;
                ++measurement.issuedPerSize[request.sizeIndex];
            }
            engine.prepare(IoRequest { request.offset, request.length, slot, request.op });
            staged.push_back(slot);
            if (submitEach)
                submitStaged();
        }
        if (inFlight + staged.size() == 0)
            break;
        submitStaged();
        const unsigned completed = engine.reap(std::min(completionBatch, inFlight), completions);
        for (unsigned i = 0; i < completed; ++i) {
            const IoCompletion& completion = completions[i];
            SlotState& state = slotStates[completion.slot];
            if (completion.startNs != 0)
                state.submitNs = completion.startNs;
            freeSlots.push_back(completion.slot);
            --inFlight;
            // A time-based run counts, like fio, every request that completes once the warm-up is
            // over, also those issued during it, and the ones still in flight when the time is up
            // (the clock runs on until the last of them). Counting only requests issued and completed
            // inside the window drops the window's share of the work of those straddling either
            // edge: at QD4 with 64 MiB requests over 4 s that read 0.6 % low against fio.
            // A size-based run counts exactly the bytes it issued after the warm-up.
            if (timeBased ? warmingUp || completion.completeNs < measureStartNs : !state.counted) {
                // Not in the figures, but on the device: its accounting takes these off its count.
                if (completion.result > 0)
                    (state.op == IoOp::Read ? measurement.uncountedReadBytes : measurement.uncountedWriteBytes)
                        += static_cast<uint64_t>(completion.result);
                continue;
            }
            lastCompletionNs = std::max(lastCompletionNs, completion.completeNs);
            if (m_requestLog)
                m_requestLog->push_back(
                    { state.offset, state.submitNs, completion.completeNs, state.length, completion.result, state.op });
            if (completion.result != static_cast<int32_t>(state.length)) {
                ++measurement.errorCount;
                const int error = completion.result < 0 ? -completion.result : 0;
                if (measurement.errors.size() < RunMeasurement::kMaxErrorRecords)
                    measurement.errors.push_back({ state.offset, state.length, state.op, error });
                // A failing sector is counted and passed; a device that is gone ends the run.
                if (measurement.stopReason.isEmpty() && m_target.isGone(error))
                    measurement.stopReason
                        = QStringLiteral("%1 went away during the run (%2 at offset %3)")
                              .arg(m_target.info().path,
                                  error ? QString::fromLocal8Bit(strerror(error)) : QStringLiteral("short transfer"))
                              .arg(state.offset);
                continue;
            }
            const uint64_t latency = completion.completeNs - state.submitNs;
            if (state.op == IoOp::Read) {
                measurement.readLatency.add(latency);
                measurement.readBytes += state.length;
                ++measurement.readIos;
            } else {
                measurement.writeLatency.add(latency);
                measurement.writeBytes += state.length;
                ++measurement.writeIos;
            }
        }

        if (completed > 0 && completions[0].completeNs >= nextProgressNs) {
            now = completions[0].completeNs;
            nextProgressNs = now + m_snapshotIntervalNs;
            ProgressSnapshot snapshot;
            snapshot.repeat = repeat;
            snapshot.repeats = m_spec.repeats;
            snapshot.warmingUp = warmingUp;
            snapshot.elapsedSeconds = warmingUp ? 0 : static_cast<double>(now - measureStartNs) / 1e9;
            snapshot.bytes = measurement.bytes();
            snapshot.ios = measurement.ios();
            const double interval = static_cast<double>(now - lastProgressNs) / 1e9;
            if (!warmingUp && interval > 0) {
                snapshot.intervalMegabytesPerSecond
                    = static_cast<double>(snapshot.bytes - lastProgressBytes) / 1e6 / interval;
                snapshot.intervalIops = static_cast<double>(snapshot.ios - lastProgressIos) / interval;
            }
            double repeatFraction = 0;
            if (warmingUp)
                repeatFraction = 0;
            else if (timeBased)
                repeatFraction = std::min(1.0, snapshot.elapsedSeconds / m_spec.durationSeconds);
            else
                repeatFraction
                    = std::min(1.0, static_cast<double>(snapshot.bytes) / static_cast<double>(m_spec.totalBytes));
            snapshot.fraction = (repeat + repeatFraction) / m_spec.repeats;
            if (repeatFraction > 0.01 && snapshot.elapsedSeconds > 0) {
                const double perRepeat = snapshot.elapsedSeconds / repeatFraction + m_spec.warmupSeconds;
                snapshot.etaSeconds
                    = perRepeat * (1.0 - repeatFraction) + perRepeat * static_cast<double>(m_spec.repeats - repeat - 1);
            }
            lastProgressBytes = snapshot.bytes;
            lastProgressIos = snapshot.ios;
            lastProgressNs = now;
            if (m_sample)
                m_sample(snapshot);
            RunProgressReport report;
            report.fraction = snapshot.fraction;
            report.megabytesPerSecond = snapshot.intervalMegabytesPerSecond;
            report.iops = snapshot.intervalIops;
            report.warmingUp = snapshot.warmingUp;
            report.repeat = snapshot.repeat;
            report.repeats = snapshot.repeats;
            report.etaSeconds = snapshot.etaSeconds;
            m_context.progress(std::move(report));
        }
    }

    const uint64_t endNs = timeBased && !cancelled() && measurement.stopReason.isEmpty()
        ? std::max(lastCompletionNs, measureEndNs)
        : std::max(lastCompletionNs, measureStartNs);
    measurement.seconds = warmingUp ? 0 : static_cast<double>(endNs - measureStartNs) / 1e9;
    measurement.cpu = cpu.stop();
    measurement.cancelled = cancelled();
    return measurement;
}

} // namespace ds
