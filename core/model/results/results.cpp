#include "model/results/results.h"

#include "model/jsonreader.h"
#include "model/wording.h"

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

LatencySummary LatencySummary::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    LatencySummary summary;
    summary.count = in.whole(QStringLiteral("count"));
    summary.minNs = in.whole(QStringLiteral("minNs"));
    summary.meanNs = in.number(QStringLiteral("meanNs"));
    summary.maxNs = in.whole(QStringLiteral("maxNs"));
    summary.stdevNs = in.number(QStringLiteral("stdevNs"));
    const JsonReader percentiles = in.child(QStringLiteral("percentilesNs"));
    for (double p : kReportedPercentiles) {
        const QString key = QString::number(p);
        if (percentiles.has(key))
            summary.percentilesNs.emplace_back(p, percentiles.whole(key));
    }
    return summary;
}

QString ioOpName(IoOp op) { return op == IoOp::Read ? QStringLiteral("read") : QStringLiteral("write"); }

QJsonObject histogramToJson(const LatencyHistogram& histogram)
{
    QJsonArray buckets;
    const std::vector<uint64_t>& counts = histogram.buckets();
    for (size_t i = 0; i < counts.size(); ++i)
        if (counts[i] != 0)
            buckets.append(QJsonArray { static_cast<qint64>(i), static_cast<qint64>(counts[i]) });
    return QJsonObject {
        { QStringLiteral("subBucketBits"), static_cast<int>(LatencyHistogram::kSubBits) },
        { QStringLiteral("buckets"), buckets },
        { QStringLiteral("sumNs"), decimalText(histogram.sumNs()) },
        { QStringLiteral("sumSquaresNs"), decimalText(histogram.sumSquaresNs()) },
        { QStringLiteral("minNs"), QString::number(histogram.minNs()) },
        { QStringLiteral("maxNs"), QString::number(histogram.maxNs()) },
    };
}

LatencyHistogram histogramFromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    LatencyHistogram histogram;
    if (object.isEmpty())
        return histogram;
    if (in.whole(QStringLiteral("subBucketBits"), LatencyHistogram::kSubBits) != LatencyHistogram::kSubBits)
        in.fail(QStringLiteral("subBucketBits"), QStringLiteral("a histogram of another resolution"));
    std::vector<uint64_t> counts(LatencyHistogram::kBucketCount, 0);
    const QJsonArray buckets = in.array(QStringLiteral("buckets"));
    if (buckets.size() > static_cast<qsizetype>(LatencyHistogram::kBucketCount))
        in.fail(QStringLiteral("buckets"), QStringLiteral("more buckets than a histogram has"));
    for (qsizetype i = 0; i < buckets.size(); ++i) {
        const QString where = QStringLiteral("buckets[%1]").arg(i);
        if (!buckets.at(i).isArray() || buckets.at(i).toArray().size() != 2)
            in.fail(where, QStringLiteral("expected [bucket index, count]"));
        const QJsonArray pair = buckets.at(i).toArray();
        const uint64_t index = in.wholeAt(pair, 0, where);
        if (index >= LatencyHistogram::kBucketCount)
            in.fail(where, QStringLiteral("bucket index %1 is out of range").arg(index));
        counts[index] = in.wholeAt(pair, 1, where);
    }
    UInt128 sumSquares = 0;
    if (!parseDecimal128(in.string(QStringLiteral("sumSquaresNs"), QStringLiteral("0")), sumSquares))
        in.fail(QStringLiteral("sumSquaresNs"), QStringLiteral("expected a whole number as decimal text"));
    if (!LatencyHistogram::restore(std::move(counts), in.whole(QStringLiteral("sumNs")), sumSquares,
            in.whole(QStringLiteral("minNs")), in.whole(QStringLiteral("maxNs")), histogram))
        in.fail(QStringLiteral("buckets"), QStringLiteral("not a consistent histogram"));
    return histogram;
}

LatencyHistogram RunMeasurement::combinedLatency() const
{
    LatencyHistogram all = readLatency;
    all.merge(writeLatency);
    return all;
}

LatencySummary RunMeasurement::combinedSummary() const
{
    // Without a copy of the histogram where one direction is empty: a session's every run is saved and
    // hashed through here.
    if (writeLatency.count() == 0)
        return LatencySummary::from(readLatency);
    if (readLatency.count() == 0)
        return LatencySummary::from(writeLatency);
    return LatencySummary::from(combinedLatency());
}

QJsonObject RunMeasurement::toJson() const
{
    QJsonArray errorList;
    for (const IoErrorRecord& error : errors)
        errorList.append(QJsonObject {
            { QStringLiteral("offset"), static_cast<qint64>(error.offset) },
            { QStringLiteral("length"), static_cast<qint64>(error.length) },
            { QStringLiteral("op"), ioOpName(error.op) },
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
        { QStringLiteral("latency"), combinedSummary().toJson() },
        { QStringLiteral("cpu"),
            QJsonObject {
                { QStringLiteral("wallSeconds"), cpu.wallSeconds },
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
        { QStringLiteral("histograms"),
            QJsonObject { { QStringLiteral("read"), histogramToJson(readLatency) },
                { QStringLiteral("write"), histogramToJson(writeLatency) } } },
    };
    if (readIos && writeIos) {
        object.insert(QStringLiteral("readLatency"), LatencySummary::from(readLatency).toJson());
        object.insert(QStringLiteral("writeLatency"), LatencySummary::from(writeLatency).toJson());
    }
    if (!stopReason.isEmpty())
        object.insert(QStringLiteral("stopReason"), stopReason);
    // Only where there was a warm-up: a run without one reads as before.
    if (uncountedReadBytes)
        object.insert(QStringLiteral("uncountedReadBytes"), static_cast<qint64>(uncountedReadBytes));
    if (uncountedWriteBytes)
        object.insert(QStringLiteral("uncountedWriteBytes"), static_cast<qint64>(uncountedWriteBytes));
    if (!jobs.empty()) {
        QJsonArray jobList;
        for (const JobFigures& job : jobs)
            jobList.append(job.toJson());
        object.insert(QStringLiteral("jobs"), jobList);
    }
    if (!timeline.empty())
        object.insert(QStringLiteral("timeline"), timeline.toJson());
    return object;
}

std::vector<IoErrorRecord> ioErrorsFromJson(const QJsonArray& list)
{
    if (list.size() > static_cast<qsizetype>(RunMeasurement::kMaxErrorRecords))
        throw UserError(QStringLiteral("more than %1 error records").arg(RunMeasurement::kMaxErrorRecords));
    const JsonReader in { QJsonObject() };
    std::vector<IoErrorRecord> records;
    for (qsizetype i = 0; i < list.size(); ++i) {
        const JsonReader error = in.element(list, i, QString());
        IoErrorRecord record;
        record.offset = error.whole(QStringLiteral("offset"));
        record.length = error.count(QStringLiteral("length"), 0, UINT32_MAX);
        const QString op = error.string(QStringLiteral("op"), QStringLiteral("read"));
        if (op != QLatin1String("read") && op != QLatin1String("write"))
            error.fail(QStringLiteral("op"), QStringLiteral("expected \"read\" or \"write\""));
        record.op = op == QLatin1String("read") ? IoOp::Read : IoOp::Write;
        record.error = error.integer(QStringLiteral("errno"));
        records.push_back(record);
    }
    return records;
}

RunMeasurement RunMeasurement::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    RunMeasurement run;
    run.seconds = in.number(QStringLiteral("seconds"));
    run.readBytes = in.whole(QStringLiteral("readBytes"));
    run.writeBytes = in.whole(QStringLiteral("writeBytes"));
    run.readIos = in.whole(QStringLiteral("readIos"));
    run.writeIos = in.whole(QStringLiteral("writeIos"));
    run.uncountedReadBytes = in.whole(QStringLiteral("uncountedReadBytes"));
    run.uncountedWriteBytes = in.whole(QStringLiteral("uncountedWriteBytes"));
    const JsonReader histograms = in.child(QStringLiteral("histograms"));
    const QJsonObject readState = histograms.child(QStringLiteral("read")).object();
    const QJsonObject writeState = histograms.child(QStringLiteral("write")).object();
    run.readLatency = in.within(QStringLiteral("histograms.read"), [&] { return histogramFromJson(readState); });
    run.writeLatency = in.within(QStringLiteral("histograms.write"), [&] { return histogramFromJson(writeState); });
    const JsonReader cpu = in.child(QStringLiteral("cpu"));
    run.cpu.wallSeconds = cpu.number(QStringLiteral("wallSeconds"));
    run.cpu.processUserSeconds = cpu.number(QStringLiteral("processUserSeconds"));
    run.cpu.processSystemSeconds = cpu.number(QStringLiteral("processSystemSeconds"));
    run.cpu.processPercent = cpu.number(QStringLiteral("processPercent"));
    run.cpu.systemBusyPercent = cpu.number(QStringLiteral("systemBusyPercent"));
    run.errorCount = in.whole(QStringLiteral("errorCount"));
    const QJsonArray errors = in.array(QStringLiteral("errors"));
    run.errors = in.within(QStringLiteral("errors"), [&] { return ioErrorsFromJson(errors); });
    run.maxInFlight = in.count(QStringLiteral("maxInFlight"));
    const QJsonArray perSize = in.array(QStringLiteral("issuedPerBlockSize"));
    for (qsizetype i = 0; i < perSize.size(); ++i)
        run.issuedPerSize.push_back(in.wholeAt(perSize, i, QStringLiteral("issuedPerBlockSize")));
    run.cancelled = in.boolean(QStringLiteral("cancelled"));
    run.stopReason = in.string(QStringLiteral("stopReason"));
    run.jobs = in.readList<JobFigures>(QStringLiteral("jobs"));
    if (in.has(QStringLiteral("timeline")))
        run.timeline = in.read<TimeSeries>(QStringLiteral("timeline"));
    return run;
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

Spread Spread::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    Spread spread;
    spread.mean = in.number(QStringLiteral("mean"));
    spread.min = in.number(QStringLiteral("min"));
    spread.max = in.number(QStringLiteral("max"));
    spread.stdev = in.number(QStringLiteral("stdev"));
    return spread;
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

Repeatability Repeatability::of(std::vector<double> runs)
{
    Repeatability repeatability;
    // A repeat without the figure (a latency the engine did not report) says nothing of the spread.
    runs.erase(
        std::remove_if(runs.begin(), runs.end(), [](double value) { return !std::isfinite(value); }), runs.end());
    repeatability.runs = std::move(runs);
    if (!repeatability.measured())
        return repeatability;
    const Spread spread = Spread::of(repeatability.runs);
    // Runs that all measured nothing agree; any other spread around a zero mean is total.
    if (spread.mean > 0)
        repeatability.cv = spread.stdev / spread.mean;
    repeatability.unstable = repeatability.cv > unstableAbove || (spread.mean <= 0 && spread.stdev > 0);
    return repeatability;
}

QJsonObject Repeatability::toJson() const
{
    QJsonArray values;
    for (double value : runs)
        values.append(value);
    return QJsonObject {
        { QStringLiteral("cv"), cv },
        { QStringLiteral("unstable"), unstable },
        { QStringLiteral("runs"), values },
    };
}

QString Repeatability::describe(const QString& unit, int decimals) const
{
    if (!measured())
        return QString();
    const QString percent = QString::number(cv * 100, 'f', 1);
    if (!unstable)
        return QStringLiteral("±%1 %").arg(percent);
    QStringList values;
    for (double value : runs)
        values << QString::number(value, 'f', decimals);
    return QStringLiteral("unstable: runs spread %1 % (%2 %3)").arg(percent, values.join(QStringLiteral(", ")), unit);
}

Repeatability WorkloadResult::repeatability(FigureUnit unit) const
{
    std::vector<double> values;
    for (const RunMeasurement& run : repeats)
        values.push_back(unit == FigureUnit::Iops ? run.iops() : run.megabytesPerSecond());
    return Repeatability::of(std::move(values));
}

RunMeasurement WorkloadResult::merged() const
{
    RunMeasurement all;
    for (const RunMeasurement& run : repeats) {
        all.addCounts(run);
        all.seconds += run.seconds;
        all.cpu.wallSeconds += run.cpu.wallSeconds;
        all.cpu.processUserSeconds += run.cpu.processUserSeconds;
        all.cpu.processSystemSeconds += run.cpu.processSystemSeconds;
        all.maxInFlight = std::max(all.maxInFlight, run.maxInFlight);
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

QString WorkloadResult::describe(bool translated) const
{
    if (planRecorded)
        return spec.describe(translated);
    auto words = [translated](const char* source) { return wording(translated, "ds::WorkloadResult", source); };
    const QString seconds
        = wordingNumber(translated, repeats.empty() ? 0.0 : std::round(repeats.front().seconds * 10) / 10);
    // %1 seconds; the block size, depth and pattern are not known
    if (spec.readPercent == 100)
        return words(QT_TRANSLATE_NOOP("ds::WorkloadResult", "reads for %1 s, a plan fio did not record")).arg(seconds);
    if (spec.readPercent == 0)
        return words(QT_TRANSLATE_NOOP("ds::WorkloadResult", "writes for %1 s, a plan fio did not record"))
            .arg(seconds);
    // %1 the share of reads, %2 seconds
    return words(QT_TRANSLATE_NOOP("ds::WorkloadResult", "%1 % reads for %2 s, a plan fio did not record"))
        .arg(spec.readPercent)
        .arg(seconds);
}

QJsonObject WorkloadResult::toJson() const
{
    QJsonArray runs;
    for (const RunMeasurement& run : repeats)
        runs.append(run.toJson());
    QJsonObject object {
        { QStringLiteral("workload"), spec.toJson() },
        { QStringLiteral("description"), describe() },
        { QStringLiteral("target"), target.toJson() },
        { QStringLiteral("engine"), engine },
        { QStringLiteral("engineNotes"), engineNotes },
        { QStringLiteral("fioCommand"), fioCommand },
        { QStringLiteral("startedAt"), startedAt },
        { QStringLiteral("cancelled"), cancelled },
        { QStringLiteral("megabytesPerSecond"), megabytesPerSecond().toJson() },
        { QStringLiteral("iops"), iops().toJson() },
        // Written for readers of the file; fromJson derives it again from the repeats.
        { QStringLiteral("repeatability"), repeatability().toJson() },
        { QStringLiteral("total"), merged().toJson() },
        { QStringLiteral("repeats"), runs },
    };
    if (accounting)
        // Not "deviceAccounting": a --json run document has the run's list under that name beside it.
        object.insert(QStringLiteral("ownDeviceAccounting"), accounting->toJson());
    if (!planRecorded)
        object.insert(QStringLiteral("planNotRecorded"), true);
    return object;
}

WorkloadResult WorkloadResult::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    WorkloadResult result;
    result.spec = in.read<WorkloadSpec>(QStringLiteral("workload"));
    result.target = in.read<TargetInfo>(QStringLiteral("target"));
    result.engine = in.string(QStringLiteral("engine"));
    result.engineNotes = in.string(QStringLiteral("engineNotes"));
    result.fioCommand = in.string(QStringLiteral("fioCommand"));
    result.startedAt = in.string(QStringLiteral("startedAt"));
    result.cancelled = in.boolean(QStringLiteral("cancelled"));
    result.repeats = in.readList<RunMeasurement>(QStringLiteral("repeats"));
    if (in.has(QStringLiteral("ownDeviceAccounting")))
        result.accounting = in.read<DeviceAccounting>(QStringLiteral("ownDeviceAccounting"));
    result.planRecorded = !in.boolean(QStringLiteral("planNotRecorded"));
    return result;
}

} // namespace ds
