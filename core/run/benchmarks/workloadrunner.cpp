#include "run/benchmarks/workloadrunner.h"

#include "device/bufferpool.h"
#include "device/target.h"
#include "model//fiocommand.h"
#include "model/usererror.h"
#include "run/benchmarks/offsetgenerator.h"
#include "run/cpumeter.h"
#include "run/otheriomonitor.h"

#include <QCoreApplication>
#include <QDateTime>

#include <atomic>
#include <barrier>
#include <cerrno>
#include <cstring>
#include <exception>
#include <fcntl.h>
#include <pthread.h>
#include <sched.h>
#include <thread>
#include <unistd.h>

namespace ds {

namespace {
    struct SlotState {
        uint64_t submitNs = 0;
        uint64_t offset = 0;
        uint32_t length = 0;
        IoOp op = IoOp::Read;
        bool counted = false; // submitted during the measured phase
    };

    // Job j's offsets come from their own stream: far apart from job 0's, whose seeds are the
    // repeats' (seed + repeat), so no two jobs or repeats of a run draw the same offsets.
    constexpr uint64_t kJobSeedStep = 0x9E3779B97F4A7C15ull;

    // Runs the calling thread on one CPU until it goes, then where it could run before.
    class CpuPin {
    public:
        explicit CpuPin(const std::vector<unsigned>& cpus, unsigned job)
        {
            if (cpus.empty())
                return;
            const unsigned cpu = cpus[job % cpus.size()];
            m_pinned = pthread_getaffinity_np(pthread_self(), sizeof m_before, &m_before) == 0;
            cpu_set_t one;
            CPU_ZERO(&one);
            CPU_SET(cpu, &one);
            const int error = pthread_setaffinity_np(pthread_self(), sizeof one, &one);
            if (error != 0) {
                m_pinned = false;
                throw UserError(QCoreApplication::translate("ds::WorkloadRunner", "cannot run job %1 on CPU %2: %3")
                                    .arg(job + 1)
                                    .arg(cpu)
                                    .arg(QString::fromLocal8Bit(strerror(error))));
            }
        }
        ~CpuPin()
        {
            if (m_pinned)
                pthread_setaffinity_np(pthread_self(), sizeof m_before, &m_before);
        }
        CpuPin(const CpuPin&) = delete;
        CpuPin& operator=(const CpuPin&) = delete;

    private:
        cpu_set_t m_before {};
        bool m_pinned = false;
    };

    // A job's own engine on its own descriptor (a duplicate of the target's, so that each ring
    // registers a file of its own), freed in the order the engine needs.
    struct JobEngine {
        std::unique_ptr<BufferPool> buffers;
        std::unique_ptr<IoEngine> engine;
        int fd = -1;
        JobEngine() = default;
        JobEngine(const JobEngine&) = delete;
        JobEngine& operator=(const JobEngine&) = delete;
        ~JobEngine()
        {
            engine.reset();
            buffers.reset();
            if (fd >= 0)
                ::close(fd);
        }
    };
}

// What the jobs of one run share: the others' progress, which job 0 reports for all. Each job
// publishes its counts only when its own progress is due, so the jobs touch no shared memory per request.
struct WorkloadRunner::JobShared {
    struct alignas(64) Counts {
        std::atomic<uint64_t> bytes { 0 };
        std::atomic<uint64_t> ios { 0 };
    };
    explicit JobShared(unsigned jobs)
        : counts(jobs)
    {
    }
    std::vector<Counts> counts;
};

WorkloadRunner::WorkloadRunner(const Target& target, WorkloadSpec spec, EngineKind engine)
    : m_target(target)
    , m_spec(std::move(spec))
    , m_engineKind(engine)
{
}

void WorkloadRunner::setSampleCallback(SampleCallback callback, double intervalSeconds)
{
    setSampleCallback(std::move(callback), [intervalSeconds](size_t) { return intervalSeconds; });
}

void WorkloadRunner::setSampleCallback(SampleCallback callback, SampleSchedule intervalSeconds)
{
    m_sample = std::move(callback);
    m_snapshotInterval = std::move(intervalSeconds);
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
    fillBuffers(*m_buffers, 0);
    m_bufferData = m_spec.data;
    m_engine->setup(m_target.fd(), depth, *m_buffers);
    m_engineDepth = depth;
}

void WorkloadRunner::fillBuffers(BufferPool& buffers, unsigned job) const
{
    if (m_spec.data == DataPattern::Zero)
        buffers.fillZero();
    else
        buffers.fillRandom((m_spec.seed + job * kJobSeedStep) ^ 0xB0F5ull);
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
    if (m_bufferData != m_spec.data) {
        fillBuffers(*m_buffers, 0);
        m_bufferData = m_spec.data;
    }
    IoEngine& engine = *m_engine;
    result.engine = QString::fromLatin1(engine.name());
    result.engineNotes = m_engineNote;
    if (!engine.setupNotes().isEmpty())
        result.engineNotes += (result.engineNotes.isEmpty() ? QString() : QStringLiteral("; ")) + engine.setupNotes();
    result.fioCommand = fioCommandLine(m_spec, info, result.engine);
    std::optional<OtherIoProbe> drive;
    bool stoppedWaiting = false; // cancelled during a cool-down between repeats
    if (m_spec.jobs > 1) {
        drive.emplace(info); // the jobs set up their engines without touching the device
        stoppedWaiting = !runJobs(result);
    } else {
        const CpuPin pin(m_spec.cpus, 0);
        if (m_ready)
            m_ready();
        drive.emplace(info);
        for (unsigned repeat = 0; repeat < m_spec.repeats; ++repeat) {
            // The cool-down before each repeat after the first (the caller waits before the first).
            if (repeat > 0 && !coolDownBefore(repeat)) {
                stoppedWaiting = true;
                break;
            }
            JobPlace place { 0, m_spec.regionOffset, m_regionLength, m_requestLog, nullptr };
            result.repeats.push_back(runOnce(engine, repeat, place));
            RunMeasurement& measured = result.repeats.back();
            measured.timeline = mergeJobIntervals({ &measured.jobIntervals }, m_context.originNs());
            measured.jobIntervals = {};
            if (result.repeats.back().cancelled || !result.repeats.back().stopReason.isEmpty())
                break;
        }
    }
    drive->snapshotEnd();
    result.cancelled = stoppedWaiting || (!result.repeats.empty() && result.repeats.back().cancelled);
    // This workload's own accounting, as a point, a test or a zone: what the drive counted while it
    // ran (everything it issued completed before run() returns) against what it claims.
    OwnIo claimed;
    OwnIo untimed;
    for (const RunMeasurement& run : result.repeats) {
        claimed.readBytes += run.readBytes;
        claimed.writeBytes += run.writeBytes;
        untimed.readBytes += run.uncountedReadBytes;
        untimed.writeBytes += run.uncountedWriteBytes;
    }
    result.accounting = drive->accounting(claimed, untimed);
    return result;
}

bool WorkloadRunner::coolDownBefore(unsigned repeat) const
{
    const double repeats = static_cast<double>(m_spec.repeats);
    return m_context.part(static_cast<double>(repeat) / repeats, 1 / repeats).coolDown();
}

bool WorkloadRunner::runJobs(WorkloadResult& result)
{
    const unsigned jobs = m_spec.jobs;
    const uint64_t stretch = m_spec.jobStretch(m_regionLength, m_target.info().logicalSectorBytes);
    JobShared shared(jobs);
    std::vector<JobPlace> places(jobs);
    std::vector<std::vector<RequestRecord>> logs(m_requestLog ? jobs : 0);
    for (unsigned j = 0; j < jobs; ++j) {
        places[j].index = j;
        places[j].regionOffset = m_spec.regionOffset + (m_spec.splitsRegion() ? j * stretch : 0);
        places[j].regionLength = stretch;
        places[j].log = m_requestLog ? &logs[j] : nullptr;
        places[j].shared = &shared;
    }
    std::vector<RunMeasurement> measured(jobs);
    std::vector<std::exception_ptr> failures(jobs);
    std::atomic<bool> failed { false };
    // Changed only by the barrier's completion, which every job waits for before reading them.
    unsigned phase = 0; // 0: the start; r + 1: the end of repeat r
    bool stop = false;
    bool stoppedWaiting = false;
    std::exception_ptr waitFailure;
    auto completion = [&]() noexcept {
        if (phase == 0 && !failed.load() && m_ready)
            m_ready();
        if (phase > 0 && !failed.load()) {
            uint64_t start = UINT64_MAX;
            uint64_t end = 0;
            for (const JobPlace& place : places) {
                start = std::min(start, place.startNs);
                end = std::max(end, place.endNs);
            }
            result.repeats.push_back(
                RunMeasurement::mergeJobs(measured, end > start ? static_cast<double>(end - start) / 1e9 : 0));
            std::vector<const JobIntervals*> intervals;
            for (const RunMeasurement& job : measured)
                intervals.push_back(&job.jobIntervals);
            result.repeats.back().timeline = mergeJobIntervals(intervals, m_context.originNs());
            const RunMeasurement& last = result.repeats.back();
            stop = last.cancelled || !last.stopReason.isEmpty();
            if (m_requestLog) {
                const size_t from = m_requestLog->size();
                for (std::vector<RequestRecord>& log : logs) {
                    m_requestLog->insert(m_requestLog->end(), log.begin(), log.end());
                    log.clear();
                }
                std::stable_sort(m_requestLog->begin() + static_cast<std::ptrdiff_t>(from), m_requestLog->end(),
                    [](const RequestRecord& a, const RequestRecord& b) { return a.completeNs < b.completeNs; });
            }
        }
        stop = stop || failed.load() || phase == m_spec.repeats;
        // The cool-down before the next repeat, while every job waits at the barrier.
        if (!stop && phase > 0) {
            try {
                if (!coolDownBefore(phase)) {
                    stop = true;
                    stoppedWaiting = true;
                }
            } catch (...) {
                waitFailure = std::current_exception();
                stop = true;
            }
        }
        ++phase;
    };
    std::barrier sync(static_cast<std::ptrdiff_t>(jobs), completion);

    auto job = [&](unsigned j) {
        JobEngine own;
        IoEngine* engine = m_engine.get();
        std::unique_ptr<CpuPin> pin;
        try {
            pin = std::make_unique<CpuPin>(m_spec.cpus, j);
            if (j > 0) {
                // Set up on the job's own thread: a ring that takes one issuer belongs to the thread that made it.
                own.fd = ::fcntl(m_target.fd(), F_DUPFD_CLOEXEC, 0);
                if (own.fd < 0)
                    throw EngineError("cannot give job " + std::to_string(j + 1)
                        + " its own descriptor: " + std::string(strerror(errno)));
                own.buffers = std::make_unique<BufferPool>(m_spec.queueDepth, m_buffers->bufferBytes(),
                    std::max<uint32_t>(4096, m_target.info().logicalSectorBytes));
                fillBuffers(*own.buffers, j);
                own.engine = createEngine(m_engineKind);
                own.engine->setup(own.fd, m_spec.queueDepth, *own.buffers);
                engine = own.engine.get();
            }
        } catch (...) {
            failures[j] = std::current_exception();
            failed.store(true);
        }
        sync.arrive_and_wait();
        // `stop` is set by the barrier's completion, which every job has passed before reading it.
        for (unsigned repeat = 0;; ++repeat) {
            if (stop)
                break;
            try {
                measured[j] = runOnce(*engine, repeat, places[j]);
            } catch (...) {
                failures[j] = std::current_exception();
                failed.store(true);
            }
            sync.arrive_and_wait();
        }
    };
    std::vector<std::thread> threads;
    threads.reserve(jobs - 1);
    for (unsigned j = 1; j < jobs; ++j)
        threads.emplace_back(job, j);
    job(0);
    for (std::thread& thread : threads)
        thread.join();
    for (const std::exception_ptr& failure : failures)
        if (failure)
            std::rethrow_exception(failure);
    if (waitFailure)
        std::rethrow_exception(waitFailure);
    return !stoppedWaiting;
}

RunMeasurement WorkloadRunner::runOnce(IoEngine& engine, unsigned repeat, JobPlace& place)
{
    const unsigned depth = m_spec.queueDepth;
    // A different but reproducible offset stream per repeat, so a drive cache cannot replay the last
    // one, and per job.
    OffsetGenerator generator(
        m_spec, place.regionOffset, place.regionLength, m_spec.seed + repeat + place.index * kJobSeedStep);
    std::vector<RequestRecord>* const requestLog = place.log;
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

    // The time series: the recorder cuts the histograms into intervals; job 0 shows each interval live,
    // with the other jobs' requests summed from what they publish.
    IntervalRecorder recorder(m_spec.seriesIntervalSeconds);
    if (!warmingUp)
        recorder.start(measureStartNs);
    uint64_t liveOthersIos = 0;
    uint64_t liveOthersBytes = 0;
    auto closeIntervals = [&](uint64_t ns, bool last) {
        const size_t before = recorder.intervals().intervals.size();
        if (last)
            recorder.finish(ns, measurement.readLatency, measurement.writeLatency, measurement.bytes());
        else
            recorder.close(ns, measurement.readLatency, measurement.writeLatency, measurement.bytes());
        if (place.index > 0 || !m_context.hasSink())
            return;
        const JobIntervals& taken = recorder.intervals();
        uint64_t othersIos = 0;
        uint64_t othersBytes = 0;
        if (place.shared)
            for (size_t j = 1; j < place.shared->counts.size(); ++j) {
                othersIos += place.shared->counts[j].ios.load(std::memory_order_relaxed);
                othersBytes += place.shared->counts[j].bytes.load(std::memory_order_relaxed);
            }
        for (size_t i = before; i < taken.intervals.size(); ++i) {
            const JobIntervals::Interval& interval = taken.intervals[i];
            LiveInterval live;
            const double origin = static_cast<double>(m_context.originNs() ? m_context.originNs() : taken.startNs);
            live.beginSeconds
                = (static_cast<double>(taken.startNs) - origin) / 1e9 + static_cast<double>(i) * taken.intervalSeconds;
            live.seconds = i + 1 == taken.intervals.size() ? taken.lastSeconds : taken.intervalSeconds;
            if (!(live.seconds > 0))
                continue;
            // The others' requests since the last interval, all given to the first one closed now.
            const uint64_t ios = interval.ios + (i == before ? othersIos - liveOthersIos : 0);
            const uint64_t bytes = interval.bytes + (i == before ? othersBytes - liveOthersBytes : 0);
            live.iops = static_cast<double>(ios) / live.seconds;
            live.megabytesPerSecond = static_cast<double>(bytes) / 1e6 / live.seconds;
            if (!place.shared) {
                const TimeInterval exact = intervalFigures(interval);
                live.meanMicroseconds = static_cast<double>(exact.meanNs) / 1e3;
                live.p99Microseconds = static_cast<double>(exact.p99Ns) / 1e3;
            }
            m_context.timeInterval(live);
        }
        liveOthersIos = othersIos;
        liveOthersBytes = othersBytes;
    };

    size_t snapshots = 0;
    auto snapshotIntervalNs = [&] {
        const double seconds = m_snapshotInterval ? m_snapshotInterval(snapshots++) : 0.1;
        return static_cast<uint64_t>(std::max(0.001, seconds) * 1e9);
    };
    uint64_t nextProgressNs = startNs + snapshotIntervalNs();
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
            recorder.start(now);
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
            if (recorder.due(completion.completeNs))
                closeIntervals(completion.completeNs, false);
            if (requestLog)
                requestLog->push_back({ state.offset, state.submitNs, completion.completeNs, state.length,
                    completion.result, state.op, static_cast<uint16_t>(place.index) });
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

        // The others publish their counts after every batch while there is a series for job 0 to show live.
        if (place.index > 0 && recorder.enabled() && completed > 0) {
            JobShared::Counts& mine = place.shared->counts[place.index];
            mine.bytes.store(measurement.bytes(), std::memory_order_relaxed);
            mine.ios.store(measurement.ios(), std::memory_order_relaxed);
        }
        if (completed > 0 && completions[0].completeNs >= nextProgressNs) {
            now = completions[0].completeNs;
            nextProgressNs = now + snapshotIntervalNs();
            uint64_t othersBytes = 0;
            uint64_t othersIos = 0;
            if (place.shared) {
                // Job 0 reports for all; the others only publish their counts.
                std::vector<JobShared::Counts>& counts = place.shared->counts;
                if (place.index > 0) {
                    counts[place.index].bytes.store(measurement.bytes(), std::memory_order_relaxed);
                    counts[place.index].ios.store(measurement.ios(), std::memory_order_relaxed);
                    continue;
                }
                for (size_t j = 1; j < counts.size(); ++j) {
                    othersBytes += counts[j].bytes.load(std::memory_order_relaxed);
                    othersIos += counts[j].ios.load(std::memory_order_relaxed);
                }
            }
            ProgressSnapshot snapshot;
            snapshot.repeat = repeat;
            snapshot.repeats = m_spec.repeats;
            snapshot.warmingUp = warmingUp;
            snapshot.elapsedSeconds = warmingUp ? 0 : static_cast<double>(now - measureStartNs) / 1e9;
            snapshot.bytes = measurement.bytes() + othersBytes;
            snapshot.ios = measurement.ios() + othersIos;
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
            else // each job measures totalBytes, as fio's io_size is per job
                repeatFraction
                    = std::min(1.0, static_cast<double>(measurement.bytes()) / static_cast<double>(m_spec.totalBytes));
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
    if (!warmingUp) {
        closeIntervals(endNs, true);
        measurement.jobIntervals = recorder.take();
    }
    place.startNs = warmingUp ? endNs : measureStartNs;
    place.endNs = endNs;
    measurement.cpu = cpu.stop();
    measurement.cancelled = cancelled();
    return measurement;
}

WorkloadResult runWorkload(const Target& target, const WorkloadSpec& spec, EngineKind engine, const RunContext& context)
{
    return WorkloadRunner(target, spec, engine).run(context);
}

} // namespace ds
