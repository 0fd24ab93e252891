#include "reports/resultcsv.h"

#include "model/latencyhistogram.h"
#include "model/workload.h"

#include <fmt/format.h>

namespace ds {

namespace {
    std::string toStd(const QString& text) { return text.toStdString(); }
}

std::string workloadCsv(const WorkloadResult& result, bool header)
{
    std::string text;
    if (header) {
        std::string columns = "workload,target,engine,repeat,seconds,read_bytes,write_bytes,mb_per_s,iops,"
                              "lat_min_us,lat_mean_us,lat_max_us,lat_stdev_us";
        for (double p : kReportedPercentiles)
            columns += fmt::format(",lat_p{}_us", p);
        columns += ",cpu_process_pct,cpu_system_busy_pct,errors,cancelled\n";
        text += columns;
    }
    auto quoted = [](const QString& value) {
        QString escaped = value;
        escaped.replace(QLatin1Char('"'), QLatin1String("\"\""));
        return fmt::format("\"{}\"", escaped.toStdString());
    };
    for (size_t i = 0; i < result.repeats.size(); ++i) {
        const RunMeasurement& run = result.repeats[i];
        const LatencyHistogram latency = run.combinedLatency();
        std::string row = fmt::format("{},{},{},{},{:.6f},{},{},{:.3f},{:.1f},{:.3f},{:.3f},{:.3f},{:.3f}",
            quoted(result.describe()), quoted(result.target.path), toStd(result.engine), i + 1, run.seconds,
            run.readBytes, run.writeBytes, run.megabytesPerSecond(), run.iops(),
            static_cast<double>(latency.minNs()) / 1e3, latency.meanNs() / 1e3,
            static_cast<double>(latency.maxNs()) / 1e3, latency.stdevNs() / 1e3);
        for (double p : kReportedPercentiles)
            row += fmt::format(",{:.3f}", static_cast<double>(latency.percentileNs(p)) / 1e3);
        row += fmt::format(",{:.1f},{:.1f},{},{}\n", run.cpu.processPercent, run.cpu.systemBusyPercent, run.errorCount,
            run.cancelled ? 1 : 0);
        text += row;
    }
    return text;
}

std::string sweepCsvHeader()
{
    return "test,pattern,target,value,block_bytes,queue_depth,status,reason,repeats,mb_per_s,mb_per_s_stdev,"
           "mb_per_s_min,mb_per_s_max,iops,iops_stdev,iops_min,iops_max,lat_mean_us,lat_p50_us,lat_p99_us,"
           "lat_p99.9_us,lat_max_us,cpu_process_pct,errors,rating_iops,fio_command,jobs,data,device_read_confirmed_pct,"
           "device_write_confirmed_pct\n";
}

std::string sweepCsvRows(const SweepResult& result, const QString& test, const QString& pattern, double rating)
{
    auto quoted = [](const QString& value) {
        QString escaped = value;
        escaped.replace(QLatin1Char('"'), QLatin1String("\"\""));
        return fmt::format("\"{}\"", escaped.toStdString());
    };
    std::string rows;
    for (const SweepPoint& point : result.points) {
        const QString status = !point.measured() ? QStringLiteral("skipped")
            : point.result->cancelled            ? QStringLiteral("cancelled")
                                                 : QStringLiteral("measured");
        rows += fmt::format("{},{},{},{},{},{},{},{},", toStd(test), quoted(pattern), quoted(result.target.path),
            point.value, point.spec.largestBlock(), point.spec.queueDepth, toStd(status), quoted(point.skipReason));
        if (point.measured()) {
            const PointFigures f = PointFigures::of(*point.result);
            rows += fmt::format("{},{:.3f},{:.3f},{:.3f},{:.3f},{:.1f},{:.1f},{:.1f},{:.1f},{:.3f},{:.3f},{:.3f},{:.3f}"
                                ",{:.3f},{:.1f},{},",
                point.result->repeats.size(), f.megabytesPerSecond.mean, f.megabytesPerSecond.stdev,
                f.megabytesPerSecond.min, f.megabytesPerSecond.max, f.iops.mean, f.iops.stdev, f.iops.min, f.iops.max,
                f.meanLatencyUs.mean, f.p50LatencyUs.mean, f.p99LatencyUs.mean, f.p999LatencyUs.mean,
                f.maxLatencyUs.max, f.cpuPercent.mean, f.errors);
        } else {
            rows += "0,,,,,,,,,,,,,,,,";
        }
        rows += rating >= 0 ? fmt::format("{:.1f},", rating) : std::string(",");
        rows += quoted(point.fioCommand);
        // The point's own accounting by the device; empty where it was not counted.
        const std::optional<DeviceAccounting> accounting = point.result ? point.result->accounting : std::nullopt;
        auto share = [](const std::optional<double>& value) {
            return value ? fmt::format("{:.1f}", *value * 100) : std::string();
        };
        rows += fmt::format(",{},{},{},{}\n", point.spec.jobs, toStd(dataPatternName(point.spec.data)),
            share(accounting ? accounting->readShare() : std::nullopt),
            share(accounting ? accounting->writeShare() : std::nullopt));
    }
    return rows;
}

} // namespace ds
