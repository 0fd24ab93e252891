#include "model/results/jobfigures.h"

#include "model/jsonreader.h"
#include "model/results/ioerrors.h"
#include "model/results/results.h"

#include <algorithm>

namespace ds {

QJsonObject JobFigures::toJson() const
{
    return QJsonObject {
        { QStringLiteral("ios"), static_cast<qint64>(ios) },
        { QStringLiteral("bytes"), static_cast<qint64>(bytes) },
        { QStringLiteral("seconds"), seconds },
        { QStringLiteral("iops"), iops() },
        { QStringLiteral("maxInFlight"), static_cast<int>(maxInFlight) },
    };
}

JobFigures JobFigures::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    JobFigures job;
    job.ios = in.whole(QStringLiteral("ios"));
    job.bytes = in.whole(QStringLiteral("bytes"));
    job.seconds = in.number(QStringLiteral("seconds"));
    job.maxInFlight = in.count(QStringLiteral("maxInFlight"));
    return job;
}

void RunMeasurement::addCounts(const RunMeasurement& other)
{
    readBytes += other.readBytes;
    writeBytes += other.writeBytes;
    uncountedReadBytes += other.uncountedReadBytes;
    uncountedWriteBytes += other.uncountedWriteBytes;
    readIos += other.readIos;
    writeIos += other.writeIos;
    readLatency.merge(other.readLatency);
    writeLatency.merge(other.writeLatency);
    errorCount += other.errorCount;
    for (const IoErrorRecord& error : other.errors)
        keepIoError(errors, error);
    if (issuedPerSize.size() < other.issuedPerSize.size())
        issuedPerSize.resize(other.issuedPerSize.size(), 0);
    for (size_t i = 0; i < other.issuedPerSize.size(); ++i)
        issuedPerSize[i] += other.issuedPerSize[i];
    cancelled = cancelled || other.cancelled;
    if (stopReason.isEmpty())
        stopReason = other.stopReason;
}

RunMeasurement RunMeasurement::mergeJobs(const std::vector<RunMeasurement>& jobs, double seconds)
{
    RunMeasurement all;
    all.seconds = seconds;
    for (const RunMeasurement& job : jobs) {
        all.addCounts(job);
        if (job.cpu.wallSeconds > all.cpu.wallSeconds)
            all.cpu = job.cpu;
        all.maxInFlight += job.maxInFlight;
        all.jobs.push_back(JobFigures { job.ios(), job.bytes(), job.seconds, job.maxInFlight });
    }
    return all;
}

} // namespace ds
