#include "model/fiointerop.h"

#include "model/fiocommand.h"
#include "model/jsonreader.h"
#include "model/usererror.h"
#include "model/userfile.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

#include <cmath>

namespace ds {

QString fioJobSection(const QString& name, const WorkloadSpec& spec, const TargetInfo& target, const QString& engine)
{
    // The command line already holds every option; a job file takes them one per line, unquoted.
    const QString command = fioCommandLine(spec, target, engine);
    QStringList lines { QStringLiteral("[%1]").arg(name) };
    const QStringList options = command.split(QStringLiteral(" --"), Qt::SkipEmptyParts).mid(1);
    for (const QString& option : options) {
        if (option.startsWith(QLatin1String("name=")))
            continue;
        if (option.startsWith(QLatin1String("filename=")))
            lines << QStringLiteral("filename=") + target.path;
        else
            lines << option;
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QString fioJobFile(const SessionRun& run)
{
    QStringList sections { QStringLiteral("; %1\n; made by DriveScope %2 from a session run; run with: fio FILE\n")
                               .arg(run.title(), QStringLiteral(DRIVESCOPE_VERSION)) };
    auto sequential
        = [&sections](const QString& name, const WorkloadSpec& spec, const TargetInfo& target, const QString& engine) {
              // stonewall: each job waits for the one before, as DriveScope runs them.
              sections << fioJobSection(name, spec, target, engine) + QStringLiteral("stonewall\n");
          };
    auto sweep = [&sequential](const QString& prefix, const SweepResult& result) {
        for (const SweepPoint& point : result.points)
            if (point.skipReason.isEmpty())
                sequential(QStringLiteral("%1%2").arg(prefix,
                               result.plan.kind == SweepKind::BlockSize
                                   ? formatBinarySize(point.value).remove(QLatin1Char(' '))
                                   : QStringLiteral("qd%1").arg(point.value)),
                    point.spec, result.target, result.engine);
    };
    std::visit(
        [&](const auto& result) {
            using T = std::decay_t<decltype(result)>;
            if constexpr (std::is_same_v<T, WorkloadResult>) {
                sections << fioJobSection(QStringLiteral("drivescope"), result.spec, result.target, result.engine);
            } else if constexpr (std::is_same_v<T, SurfaceResult> || std::is_same_v<T, HdTachResult>) {
                const SurfaceResult* surface = nullptr;
                if constexpr (std::is_same_v<T, SurfaceResult>)
                    surface = &result;
                else
                    surface = &result.surface;
                for (const SurfaceZone& zone : surface->zones) {
                    WorkloadSpec spec;
                    spec.readPercent = surface->plan.write ? 0 : 100;
                    spec.blockSizes.front().bytes = surface->blockBytes;
                    spec.queueDepth = surface->plan.queueDepth;
                    spec.regionOffset = zone.timedOffset;
                    spec.regionLength = zone.bytes;
                    spec.totalBytes = zone.bytes;
                    sequential(QStringLiteral("zone%1").arg(zone.index), spec, surface->target, surface->engine);
                }
            } else if constexpr (std::is_same_v<T, AccessResult>) {
                WorkloadSpec spec;
                spec.randomPercent = 100;
                spec.blockSizes.front().bytes = result.plan.blockBytes;
                spec.regionOffset = result.plan.rangeOffset;
                spec.regionLength = result.plan.rangeLength;
                spec.totalBytes = uint64_t { result.plan.samples } * result.plan.blockBytes;
                spec.seed = result.plan.seed;
                sections << fioJobSection(QStringLiteral("access"), spec, result.target, result.engine);
            } else if constexpr (std::is_same_v<T, BurstResult>) {
                WorkloadSpec spec;
                spec.blockSizes.front().bytes
                    = static_cast<uint32_t>(std::min<uint64_t>(result.plan.regionBytes, 1u << 20));
                spec.regionOffset = result.plan.offset;
                spec.regionLength = result.plan.regionBytes;
                spec.totalBytes = result.plan.regionBytes * (result.plan.passes + 1);
                sections << fioJobSection(QStringLiteral("burst"), spec, result.target, result.engine);
            } else if constexpr (std::is_same_v<T, ConsistencyResult>) {
                if (result.fill)
                    sections << fioJobSection(QStringLiteral("fill"), result.fill->spec, result.target, result.engine);
                sections << fioJobSection(
                    QStringLiteral("consistency"), result.plan.loadSpec(), result.target, result.engine);
            } else if constexpr (std::is_same_v<T, ErrorScanResult>) {
                // The whole range read once, as the scan's blocks read it one after the other.
                WorkloadSpec spec;
                spec.blockSizes.front().bytes = result.transferBytes;
                spec.queueDepth = result.plan.queueDepth;
                spec.regionOffset = result.plan.rangeOffset;
                spec.regionLength = result.rangeBytes;
                spec.totalBytes = result.rangeBytes;
                sections << fioJobSection(QStringLiteral("scan"), spec, result.target, result.engine);
            } else if constexpr (std::is_same_v<T, SustainedResult>) {
                WorkloadSpec spec;
                spec.readPercent = 0;
                spec.blockSizes.front().bytes = result.plan.blockBytes;
                spec.queueDepth = result.plan.queueDepth;
                spec.regionOffset = result.plan.offset;
                spec.regionLength = result.plan.totalBytes;
                spec.totalBytes = result.plan.totalBytes;
                sections << fioJobSection(QStringLiteral("sustained"), spec, result.target, result.engine);
            } else if constexpr (std::is_same_v<T, SweepResult>) {
                sweep(result.plan.kind == SweepKind::BlockSize ? QStringLiteral("bs") : QString(), result);
            } else if constexpr (std::is_same_v<T, PatternSuiteResult>) {
                for (const PatternResult& pattern : result.patterns) {
                    SweepResult one = pattern.sweep;
                    one.target = result.target;
                    sweep(pattern.pattern.name + QLatin1Char('-'), one);
                }
            } else if constexpr (std::is_same_v<T, MultiTargetResult>) {
                // Side by side, as IOMeter's workers: no stonewall between them.
                for (size_t i = 0; i < result.perTarget.size(); ++i)
                    sections << fioJobSection(QStringLiteral("target%1").arg(i + 1), result.perTarget[i].spec,
                        result.perTarget[i].target, result.perTarget[i].engine);
            } else if constexpr (std::is_same_v<T, MultiTargetScaling>) {
                for (const MultiTargetResult& step : result.steps)
                    for (size_t i = 0; i < step.perTarget.size(); ++i)
                        sections << fioJobSection(
                                        QStringLiteral("step%1-target%2").arg(step.perTarget.size()).arg(i + 1),
                                        step.perTarget[i].spec, step.perTarget[i].target, step.perTarget[i].engine)
                                + (i == 0 ? QStringLiteral("stonewall\n") : QString());
            } else if constexpr (std::is_same_v<T, QuickSuiteResult>) {
                for (const QuickSuiteRow& row : result.rows)
                    for (const auto& [which, part] : { std::pair { "read", &row.read },
                             std::pair { "write", &row.write }, std::pair { "mix", &row.mix } })
                        if (*part)
                            sequential(QStringLiteral("%1-%2")
                                           .arg(row.name)
                                           .arg(QLatin1String(which))
                                           .remove(QLatin1Char(' ')),
                                (*part)->spec, (*part)->target, (*part)->engine);
            } else if constexpr (std::is_same_v<T, CopyTestResult>) {
                throw UserError(
                    QStringLiteral("the copy test copies files as an installer does; fio has no job for it"));
            }
        },
        run.result);
    return sections.join(QLatin1Char('\n'));
}

namespace {
    uint64_t sizeOption(const QString& text)
    {
        if (text.isEmpty())
            return 0;
        try {
            return parseSize(text);
        } catch (const UserError&) {
            return 0; // percentages and ranges: not a plain size
        }
    }

    // fio's job options as a DriveScope workload, as far as they map.
    WorkloadSpec specFromOptions(const JsonReader& options, const JsonReader& global)
    {
        auto option = [&](const QString& key) { return options.has(key) ? options.string(key) : global.string(key); };
        WorkloadSpec spec;
        const QString rw = option(QStringLiteral("rw")).isEmpty() ? option(QStringLiteral("readwrite"))
                                                                  : option(QStringLiteral("rw"));
        const QString mode = rw.isEmpty() ? QStringLiteral("read") : rw.section(QLatin1Char(':'), 0, 0);
        const bool random = mode.startsWith(QLatin1String("rand"));
        spec.randomPercent = random ? 100 : 0;
        if (random && !option(QStringLiteral("percentage_random")).isEmpty())
            spec.randomPercent = std::min(100u, option(QStringLiteral("percentage_random")).toUInt());
        if (mode.endsWith(QLatin1String("write")))
            spec.readPercent = 0;
        else if (mode.endsWith(QLatin1String("rw")) || mode == QLatin1String("readwrite"))
            spec.readPercent = option(QStringLiteral("rwmixread")).isEmpty()
                ? 50
                : std::min(100u, option(QStringLiteral("rwmixread")).toUInt());
        const uint64_t block = sizeOption(option(QStringLiteral("bs")));
        if (block > 0 && block <= UINT32_MAX)
            spec.blockSizes.front().bytes = static_cast<uint32_t>(block);
        const uint64_t depth = option(QStringLiteral("iodepth")).toULongLong();
        spec.queueDepth = static_cast<unsigned>(std::clamp<uint64_t>(depth, 1, WorkloadSpec::kMaxQueueDepth));
        const uint64_t jobs = option(QStringLiteral("numjobs")).toULongLong();
        spec.jobs = static_cast<unsigned>(std::clamp<uint64_t>(jobs, 1, WorkloadSpec::kMaxJobs));
        const QString zeros = option(QStringLiteral("zero_buffers"));
        if ((options.has(QStringLiteral("zero_buffers")) || global.has(QStringLiteral("zero_buffers")))
            && zeros != QLatin1String("0"))
            spec.data = DataPattern::Zero;
        spec.regionOffset = sizeOption(option(QStringLiteral("offset")));
        spec.regionLength = sizeOption(option(QStringLiteral("size")));
        const QString runtime = option(QStringLiteral("runtime"));
        if (!runtime.isEmpty()) {
            const double value
                = runtime.endsWith(QLatin1String("ms")) ? runtime.chopped(2).toDouble() / 1000 : runtime.toDouble();
            if (std::isfinite(value) && value > 0)
                spec.durationSeconds = value;
        }
        if (!(spec.durationSeconds > 0))
            spec.totalBytes = spec.regionLength;
        const QString seed = option(QStringLiteral("randseed"));
        if (!seed.isEmpty())
            spec.seed = seed.toULongLong();
        return spec;
    }

    // A figure that is a time, a share or a count: finite and zero or more.
    double nonNegative(const JsonReader& reader, const QString& key)
    {
        const double value = reader.number(key);
        if (value < 0)
            reader.fail(
                key, QStringLiteral("%1 is negative; fio's times, counts and shares are zero or more").arg(value));
        return value;
    }

    // The completion latency of one direction as a histogram: from json+'s bins when present (every
    // percentile then follows), else from the percentiles fio printed. Count, mean, standard deviation,
    // minimum and maximum are fio's own either way.
    LatencyHistogram latencyOf(const JsonReader& clat, uint64_t ios, bool* fromBins)
    {
        std::vector<uint64_t> buckets(LatencyHistogram::kBucketCount, 0);
        uint64_t counted = 0;
        const JsonReader bins = clat.child(QStringLiteral("bins"));
        if (!bins.object().isEmpty()) {
            *fromBins = true;
            for (auto it = bins.object().begin(); it != bins.object().end(); ++it) {
                bool ok = false;
                const uint64_t ns = it.key().toULongLong(&ok);
                if (!ok)
                    bins.fail(it.key(), QStringLiteral("a latency bin named by its nanoseconds"));
                const uint64_t count = bins.whole(it.key());
                uint64_t& bucket = buckets[LatencyHistogram::bucketIndex(ns)];
                if (__builtin_add_overflow(bucket, count, &bucket) || __builtin_add_overflow(counted, count, &counted))
                    bins.fail(it.key(), QStringLiteral("the bins hold more I/Os than can be counted"));
            }
        } else {
            // Nearest rank p of N: the count up to each printed percentile sits at its value.
            const JsonReader percentiles = clat.child(QStringLiteral("percentile"));
            std::vector<std::pair<double, uint64_t>> points;
            for (auto it = percentiles.object().begin(); it != percentiles.object().end(); ++it) {
                bool ok = false;
                const double p = it.key().toDouble(&ok);
                if (!ok || !std::isfinite(p) || p < 0 || p > 100)
                    percentiles.fail(it.key(), QStringLiteral("not a percentile (a number from 0 to 100)"));
                points.emplace_back(p, percentiles.whole(it.key()));
            }
            std::sort(points.begin(), points.end());
            for (const auto& [p, ns] : points) {
                const auto rank = static_cast<uint64_t>(std::ceil(p / 100.0 * static_cast<double>(ios)));
                if (rank > counted) {
                    buckets[LatencyHistogram::bucketIndex(ns)] += rank - counted;
                    counted = rank;
                }
            }
            if (ios > counted)
                buckets[LatencyHistogram::bucketIndex(clat.whole(QStringLiteral("max")))] += ios - counted;
            counted = std::max(counted, ios);
        }
        const uint64_t count = clat.whole(QStringLiteral("N"), counted);
        const uint64_t min = clat.whole(QStringLiteral("min"));
        const uint64_t max = clat.whole(QStringLiteral("max"));
        const double mean = nonNegative(clat, QStringLiteral("mean"));
        const double stdev = nonNegative(clat, QStringLiteral("stddev"));
        // The mean of latencies from min to max lies between them, and their deviation is below max;
        // anything else is not fio's and would overflow the sums below.
        constexpr double kSlack = 1e-9;
        if (count > 0
            && (mean > static_cast<double>(max) * (1 + kSlack) + 1
                || mean < static_cast<double>(min) * (1 - kSlack) - 1))
            clat.fail(QStringLiteral("mean"),
                QStringLiteral("%1 ns lies outside min %2 ns … max %3 ns").arg(mean).arg(min).arg(max));
        if (count > 0 && stdev > static_cast<double>(max) * (1 + kSlack) + 1)
            clat.fail(QStringLiteral("stddev"), QStringLiteral("%1 ns is larger than max %2 ns").arg(stdev).arg(max));
        const auto n = static_cast<long double>(count);
        const long double sum = std::round(static_cast<long double>(mean) * n);
        const long double squares
            = (count > 1 ? static_cast<long double>(stdev) * stdev * (n - 1) : 0) + sum * sum / (n > 0 ? n : 1);
        if (sum >= 0x1p64L || squares >= 0x1p128L)
            clat.fail(QStringLiteral("mean"),
                QStringLiteral("the latencies of %1 I/Os add up to more than can be held").arg(count));
        LatencyHistogram histogram;
        if (counted == 0)
            return histogram;
        if (!LatencyHistogram::restore(
                std::move(buckets), static_cast<uint64_t>(sum), static_cast<UInt128>(squares), min, max, histogram))
            clat.fail(QStringLiteral("bins"), QStringLiteral("not a consistent set of latency bins"));
        return histogram;
    }

    WorkloadResult resultOfJob(
        const JsonReader& job, const JsonReader& global, const QString& fioVersion, const QString& startedAt)
    {
        WorkloadResult result;
        const JsonReader options = job.child(QStringLiteral("job options"));
        result.spec = specFromOptions(options, global);
        const QString filename = options.has(QStringLiteral("filename")) ? options.string(QStringLiteral("filename"))
                                                                         : global.string(QStringLiteral("filename"));
        result.target.path = filename.isEmpty() ? job.string(QStringLiteral("jobname")) : filename;
        result.target.kind = result.target.path.startsWith(QLatin1String("/dev/")) ? TargetInfo::Kind::BlockDevice
                                                                                   : TargetInfo::Kind::TestFile;
        result.target.sizeBytes = result.spec.regionLength;
        const QString direct = options.has(QStringLiteral("direct")) ? options.string(QStringLiteral("direct"))
                                                                     : global.string(QStringLiteral("direct"));
        result.target.directIo = direct == QLatin1String("1");
        result.engine = options.has(QStringLiteral("ioengine"))
            ? options.string(QStringLiteral("ioengine"))
            : global.string(QStringLiteral("ioengine"), QStringLiteral("psync"));
        result.startedAt = startedAt;
        RunMeasurement run;
        bool fromBins = false;
        double runtimeMs = 0;
        for (const QString& direction : { QStringLiteral("read"), QStringLiteral("write") }) {
            const JsonReader stats = job.child(direction);
            const uint64_t bytes = stats.whole(QStringLiteral("io_bytes"));
            const uint64_t ios = stats.whole(QStringLiteral("total_ios"));
            runtimeMs = std::max(runtimeMs, nonNegative(stats, QStringLiteral("runtime")));
            // Every reader knows its own path ("jobs[0].read.clat_ns"), so its errors name the field.
            const LatencyHistogram latency = latencyOf(stats.child(QStringLiteral("clat_ns")), ios, &fromBins);
            if (direction == QLatin1String("read")) {
                run.readBytes = bytes;
                run.readIos = ios;
                run.readLatency = latency;
            } else {
                run.writeBytes = bytes;
                run.writeIos = ios;
                run.writeLatency = latency;
            }
        }
        run.seconds = runtimeMs / 1000.0;
        run.cpu.wallSeconds = run.seconds;
        const double userPercent = nonNegative(job, QStringLiteral("usr_cpu"));
        const double systemPercent = nonNegative(job, QStringLiteral("sys_cpu"));
        run.cpu.processUserSeconds = userPercent / 100.0 * run.seconds;
        run.cpu.processSystemSeconds = systemPercent / 100.0 * run.seconds;
        run.cpu.processPercent = userPercent + systemPercent;
        const int error = job.integer(QStringLiteral("error"));
        if (error != 0) {
            run.errorCount = 1;
            run.stopReason = QStringLiteral("fio reported error %1").arg(error);
        }
        result.repeats.push_back(run);
        result.engineNotes
            = QStringLiteral("imported from %1 (%2)")
                  .arg(
                      fioVersion, fromBins ? QStringLiteral("json+ latency bins") : QStringLiteral("percentiles only"));
        result.fioCommand = fioCommandLine(result.spec, result.target, result.engine);
        return result;
    }
}

Session importFioJson(const QByteArray& json, const QString& origin)
{
    QJsonParseError error {};
    // fio may print notes before the JSON ("note: both iodepth >= 1 and synchronous I/O engine …").
    const qsizetype start = json.indexOf('{');
    const QJsonDocument document = QJsonDocument::fromJson(start > 0 ? json.mid(start) : json, &error);
    if (start < 0 || error.error != QJsonParseError::NoError || !document.isObject())
        throw UserError(QStringLiteral("%1 is not fio JSON output (--output-format=json): %2")
                            .arg(origin, start < 0 ? QStringLiteral("no JSON object") : error.errorString()));
    const JsonReader in(document.object());
    if (!in.has(QStringLiteral("fio version")))
        throw UserError(QStringLiteral("%1 is not fio JSON output: no \"fio version\"").arg(origin));
    Session session;
    // Each reader knows the path of its field ("jobs[0].read.clat_ns.mean"); the file goes before it.
    try {
        const QString fioVersion = in.string(QStringLiteral("fio version"));
        const qint64 timestamp = static_cast<qint64>(in.whole(QStringLiteral("timestamp")));
        const QString startedAt = QDateTime::fromSecsSinceEpoch(timestamp, Qt::UTC).toString(Qt::ISODate);
        const JsonReader global = in.child(QStringLiteral("global options"));
        const QString key
            = in.has(QStringLiteral("client_stats")) ? QStringLiteral("client_stats") : QStringLiteral("jobs");
        const QJsonArray jobs = in.array(key);
        session.appVersion = QStringLiteral(DRIVESCOPE_VERSION);
        session.createdAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
        session.origin = QStringLiteral("fio import (%1)").arg(fioVersion);
        for (qsizetype i = 0; i < jobs.size(); ++i) {
            const JsonReader job = in.element(jobs, i, key);
            // fio --client adds an "All clients" sum when it drove several servers.
            if (job.string(QStringLiteral("jobname")) == QLatin1String("All clients"))
                continue;
            SessionRun run;
            run.command = QStringLiteral("fio job '%1'").arg(job.string(QStringLiteral("jobname")));
            run.startedAt = startedAt;
            run.finishedAt = startedAt;
            run.result = resultOfJob(job, global, fioVersion, startedAt);
            if (job.has(QStringLiteral("hostname")))
                session.host.hostname = job.string(QStringLiteral("hostname"));
            session.addRun(std::move(run));
        }
    } catch (const UserError& problem) {
        throw UserError(QStringLiteral("%1: %2").arg(origin, problem.message()));
    }
    if (session.runs.empty())
        throw UserError(QStringLiteral("%1 holds no fio jobs").arg(origin));
    return session;
}

Session loadSessionOrFioOutput(const QString& path)
{
    QFile file(path);
    if (!openUserFile(file))
        throw UserError(
            QCoreApplication::translate("ds::Session", "cannot open the session %1: %2").arg(path, file.errorString()));
    const QByteArray bytes
        = readUserFile(file, path, Session::kMaxFileBytes, QCoreApplication::translate("ds::Session", "a session"));
    if (bytes.contains("\"fio version\"") && !bytes.contains("\"drivescope-session\""))
        return importFioJson(bytes, path);
    // drivescope-cli --json adds its versions to every result document; a session has "format".
    if (bytes.contains("\"versions\"") && !bytes.contains("\"drivescope-session\"")) {
        const QJsonDocument document = QJsonDocument::fromJson(bytes);
        if (document.isObject() && !document.object().contains(QStringLiteral("format")))
            return Session::fromResultDocument(document.object(), path);
    }
    return Session::parse(bytes, path);
}

} // namespace ds
