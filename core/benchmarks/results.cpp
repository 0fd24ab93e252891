#include "results.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace ds {

LatencySummary LatencySummary::from(const LatencyHistogram& histogram)
{
    LatencySummary summary;
    summary.count = histogram.count();
    summary.minNs = histogram.minNs();
    summary.meanNs = histogram.meanNs();
    summary.maxNs = histogram.maxNs();
    summary.stdevNs = histogram.stdevNs();
    for (double p : kReportedPercentiles)
        summary.percentilesNs.emplace_back(p, histogram.percentileNs(p));
    return summary;
}

uint64_t LatencySummary::percentile(double p) const
{
    for (const auto& [percent, ns] : percentilesNs)
        if (percent == p)
            return ns;
    return 0;
}

QJsonObject LatencySummary::toJson() const
{
    QJsonObject percentiles;
    for (const auto& [percent, ns] : percentilesNs)
        percentiles.insert(QString::number(percent), static_cast<qint64>(ns));
    return QJsonObject {
        { QStringLiteral("count"), static_cast<qint64>(count) },
        { QStringLiteral("minNs"), static_cast<qint64>(minNs) },
        { QStringLiteral("meanNs"), meanNs },
        { QStringLiteral("maxNs"), static_cast<qint64>(maxNs) },
        { QStringLiteral("stdevNs"), stdevNs },
        { QStringLiteral("percentilesNs"), percentiles },
    };
}

LatencyHistogram RunMeasurement::combinedLatency() const
{
    LatencyHistogram all = readLatency;
    all.merge(writeLatency);
    return all;
}

QJsonObject RunMeasurement::toJson() const
{
    QJsonArray errorList;
    for (const IoErrorRecord& error : errors)
        errorList.append(QJsonObject {
            { QStringLiteral("offset"), static_cast<qint64>(error.offset) },
            { QStringLiteral("length"), static_cast<qint64>(error.length) },
            { QStringLiteral("op"), error.op == IoOp::Read ? QStringLiteral("read") : QStringLiteral("write") },
            { QStringLiteral("errno"), error.error },
        });
    QJsonArray perSize;
    for (uint64_t count : issuedPerSize)
        perSize.append(static_cast<qint64>(count));
    QJsonObject object {
        { QStringLiteral("seconds"), seconds },
        { QStringLiteral("readBytes"), static_cast<qint64>(readBytes) },
        { QStringLiteral("writeBytes"), static_cast<qint64>(writeBytes) },
        { QStringLiteral("readIos"), static_cast<qint64>(readIos) },
        { QStringLiteral("writeIos"), static_cast<qint64>(writeIos) },
        { QStringLiteral("megabytesPerSecond"), megabytesPerSecond() },
        { QStringLiteral("iops"), iops() },
        { QStringLiteral("latency"), LatencySummary::from(combinedLatency()).toJson() },
        { QStringLiteral("cpu"),
            QJsonObject {
                { QStringLiteral("processUserSeconds"), cpu.processUserSeconds },
                { QStringLiteral("processSystemSeconds"), cpu.processSystemSeconds },
                { QStringLiteral("processPercent"), cpu.processPercent },
                { QStringLiteral("systemBusyPercent"), cpu.systemBusyPercent },
            } },
        { QStringLiteral("errorCount"), static_cast<qint64>(errorCount) },
        { QStringLiteral("errors"), errorList },
        { QStringLiteral("maxInFlight"), static_cast<int>(maxInFlight) },
        { QStringLiteral("issuedPerBlockSize"), perSize },
        { QStringLiteral("cancelled"), cancelled },
    };
    if (readIos && writeIos) {
        object.insert(QStringLiteral("readLatency"), LatencySummary::from(readLatency).toJson());
        object.insert(QStringLiteral("writeLatency"), LatencySummary::from(writeLatency).toJson());
    }
    if (!stopReason.isEmpty())
        object.insert(QStringLiteral("stopReason"), stopReason);
    return object;
}

Spread Spread::of(const std::vector<double>& values)
{
    Spread spread;
    if (values.empty())
        return spread;
    spread.min = *std::min_element(values.begin(), values.end());
    spread.max = *std::max_element(values.begin(), values.end());
    double sum = 0;
    for (double value : values)
        sum += value;
    spread.mean = sum / static_cast<double>(values.size());
    if (values.size() > 1) {
        double squares = 0;
        for (double value : values)
            squares += (value - spread.mean) * (value - spread.mean);
        spread.stdev = std::sqrt(squares / static_cast<double>(values.size() - 1));
    }
    return spread;
}

QJsonObject Spread::toJson() const
{
    return QJsonObject {
        { QStringLiteral("mean"), mean },
        { QStringLiteral("min"), min },
        { QStringLiteral("max"), max },
        { QStringLiteral("stdev"), stdev },
    };
}

Spread WorkloadResult::megabytesPerSecond() const
{
    std::vector<double> values;
    for (const RunMeasurement& run : repeats)
        values.push_back(run.megabytesPerSecond());
    return Spread::of(values);
}

Spread WorkloadResult::iops() const
{
    std::vector<double> values;
    for (const RunMeasurement& run : repeats)
        values.push_back(run.iops());
    return Spread::of(values);
}

RunMeasurement WorkloadResult::merged() const
{
    RunMeasurement all;
    for (const RunMeasurement& run : repeats) {
        all.seconds += run.seconds;
        all.readBytes += run.readBytes;
        all.writeBytes += run.writeBytes;
        all.readIos += run.readIos;
        all.writeIos += run.writeIos;
        all.readLatency.merge(run.readLatency);
        all.writeLatency.merge(run.writeLatency);
        all.cpu.wallSeconds += run.cpu.wallSeconds;
        all.cpu.processUserSeconds += run.cpu.processUserSeconds;
        all.cpu.processSystemSeconds += run.cpu.processSystemSeconds;
        all.errorCount += run.errorCount;
        for (const IoErrorRecord& error : run.errors)
            if (all.errors.size() < RunMeasurement::kMaxErrorRecords)
                all.errors.push_back(error);
        all.maxInFlight = std::max(all.maxInFlight, run.maxInFlight);
        all.issuedPerSize.resize(std::max(all.issuedPerSize.size(), run.issuedPerSize.size()));
        for (size_t i = 0; i < run.issuedPerSize.size(); ++i)
            all.issuedPerSize[i] += run.issuedPerSize[i];
        all.cancelled = all.cancelled || run.cancelled;
        if (all.stopReason.isEmpty())
            all.stopReason = run.stopReason;
    }
    // Time-weighted: the busy share over the whole time, not a mean of the repeats' shares.
    double busyWeighted = 0;
    for (const RunMeasurement& run : repeats)
        busyWeighted += run.cpu.systemBusyPercent * run.cpu.wallSeconds;
    if (all.cpu.wallSeconds > 0) {
        all.cpu.systemBusyPercent = busyWeighted / all.cpu.wallSeconds;
        all.cpu.processPercent
            = 100.0 * (all.cpu.processUserSeconds + all.cpu.processSystemSeconds) / all.cpu.wallSeconds;
    }
    return all;
}

QJsonObject WorkloadResult::toJson() const
{
    QJsonArray runs;
    for (const RunMeasurement& run : repeats)
        runs.append(run.toJson());
    return QJsonObject {
        { QStringLiteral("workload"), spec.toJson() },
        { QStringLiteral("description"), spec.describe() },
        { QStringLiteral("target"), target.toJson() },
        { QStringLiteral("engine"), engine },
        { QStringLiteral("engineNotes"), engineNotes },
        { QStringLiteral("fioCommand"), fioCommand },
        { QStringLiteral("startedAt"), startedAt },
        { QStringLiteral("cancelled"), cancelled },
        { QStringLiteral("megabytesPerSecond"), megabytesPerSecond().toJson() },
        { QStringLiteral("iops"), iops().toJson() },
        { QStringLiteral("total"), merged().toJson() },
        { QStringLiteral("repeats"), runs },
    };
}

} // namespace ds
