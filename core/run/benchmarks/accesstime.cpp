#include "run/benchmarks/accesstime.h"

#include "model/usererror.h"
#include "run/benchmarks/workloadrunner.h"

#include "model/jsonreader.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace ds {

AccessResult runAccessTime(const Target& target, const AccessPlan& plan, EngineKind engine, const RunContext& context)
{
    if (plan.samples == 0 || plan.samples > 10'000'000)
        throw UserError(QCoreApplication::translate("ds::AccessTime", "the number of samples must be 1 to 10000000"));
    WorkloadSpec spec;
    spec.seriesIntervalSeconds = 0; // no time series: its figure is the mean of single requests
    spec.randomPercent = 100;
    spec.blockSizes.front().bytes = plan.blockBytes;
    spec.queueDepth = 1;
    spec.regionOffset = plan.rangeOffset;
    spec.regionLength = plan.rangeLength;
    spec.seed = plan.seed;
    // One more than asked: the first read starts from wherever the head was and is not counted.
    spec.totalBytes = static_cast<uint64_t>(plan.samples + 1) * plan.blockBytes;
    WorkloadRunner runner(target, spec, engine);
    std::vector<RequestRecord> requests;
    requests.reserve(plan.samples + 1);
    runner.setRequestLog(&requests);
    const auto sampleOf = [&requests](size_t i) {
        const RequestRecord& previous = requests[i - 1];
        const RequestRecord& request = requests[i];
        const uint64_t head = previous.offset + previous.length;
        AccessSample sample;
        sample.offset = request.offset;
        sample.seekDistance = request.offset > head ? request.offset - head : head - request.offset;
        sample.ms = static_cast<double>(request.completeNs - request.submitNs) / 1e6;
        return sample;
    };
    // The reads timed so far go out as they come, for a scatter that grows live. One job: the log is
    // filled by the thread that calls the sample callback, so it is read here without a lock.
    size_t sent = 1;
    if (context.hasSink())
        runner.setSampleCallback(
            [&](const ProgressSnapshot&) {
                for (; sent < requests.size(); ++sent)
                    context.accessSample(sampleOf(sent), plan.samples);
            },
            0.1);
    const WorkloadResult run = runner.run(context.withStage({ RunStage::Kind::AccessTime }));

    AccessResult result;
    result.plan = plan;
    result.target = run.target;
    result.engine = run.engine;
    result.fioCommand = run.fioCommand;
    result.cancelled = run.cancelled;
    result.errorCount = run.repeats.front().errorCount;
    for (size_t i = 1; i < requests.size(); ++i)
        result.samples.push_back(sampleOf(i));
    if (requests.size() > 1) {
        const double seconds = static_cast<double>(requests.back().completeNs - requests.front().completeNs) / 1e9;
        result.iops = seconds > 0 ? static_cast<double>(requests.size() - 1) / seconds : 0;
    }
    return result;
}

} // namespace ds
