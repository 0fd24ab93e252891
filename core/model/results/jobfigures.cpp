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

RunMeasurement RunMeasurement::mergeJobs(const std::vector<RunMeasurement>& jobs, double seconds)
{
    RunMeasurement all;
    all.seconds = seconds;
    for (const RunMeasurement& job : jobs) {
        all.readBytes += job.readBytes;
        all.writeBytes += job.writeBytes;
        all.uncountedReadBytes += job.uncountedReadBytes;
        all.uncountedWriteBytes += job.uncountedWriteBytes;
        all.readIos += job.readIos;
        all.writeIos += job.writeIos;
        all.readLatency.merge(job.readLatency);
        all.writeLatency.merge(job.writeLatency);
        if (job.cpu.wallSeconds > all.cpu.wallSeconds)
            all.cpu = job.cpu;
        all.errorCount += job.errorCount;
        for (const IoErrorRecord& error : job.errors)
            keepIoError(all.errors, error);
        all.maxInFlight += job.maxInFlight;
        if (all.issuedPerSize.size() < job.issuedPerSize.size())
            all.issuedPerSize.resize(job.issuedPerSize.size(), 0);
        for (size_t i = 0; i < job.issuedPerSize.size(); ++i)
            all.issuedPerSize[i] += job.issuedPerSize[i];
        all.cancelled = all.cancelled || job.cancelled;
        if (all.stopReason.isEmpty())
            all.stopReason = job.stopReason;
        all.jobs.push_back(JobFigures { job.ios(), job.bytes(), job.seconds, job.maxInFlight });
    }
    return all;
}

} // namespace ds
