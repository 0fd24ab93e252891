#include "model/fiointerop.h"

#include "model/fiocommand.h"
#include "model/jsonreader.h"
#include "model/reportimport.h"
#include "model/usererror.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <optional>
#include <tuple>

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
                // An imported fio job no plan holds (its sizes or options) has no command, and no job file either.
                if (result.target.imported && result.fioCommand.isEmpty())
                    throw UserError(QStringLiteral("the fio job is not one DriveScope plan (its caveats say why): no "
                                                   "job file stands for it; the job file fio ran does"));
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

    // fio's block sizes for the directions a job used. A plan holds one set of sizes for reads and writes:
    // one size or one bssplit both directions share maps exactly; anything else (bs=4k,64k on a mixed
    // job, a bsrange, different splits) is said in words, and the plan is left to the measurement.
    struct JobBlockSizes {
        std::vector<BlockSizeShare> sizes; // empty: no plan of one set of sizes
        QString words; // what fio did, where the plan cannot hold it
    };

    JobBlockSizes blockSizesOfJob(
        const QString& bs, const QString& bssplit, const QString& bsrange, bool reads, bool writes)
    {
        // fio: "READ,WRITE[,TRIM]"; an element left out or empty is the reads' (bs=4k applies to both).
        auto perDirection = [&](const QString& text) {
            const QStringList parts = text.split(QLatin1Char(','));
            QStringList used;
            if (reads)
                used << parts.value(0).trimmed();
            if (writes)
                used << (parts.value(1).trimmed().isEmpty() ? parts.value(0).trimmed() : parts.value(1).trimmed());
            return used;
        };
        auto oneSetOf = [&](const QString& text) {
            QStringList used = perDirection(text);
            used.removeDuplicates();
            return used.size() == 1 ? used.front() : QString();
        };
        JobBlockSizes job;
        if (!bssplit.isEmpty()) {
            const QString split = oneSetOf(bssplit);
            // "4k/50:64k/50"; a size without its share takes an equal part of what is left.
            std::vector<BlockSizeShare> sizes;
            double given = 0;
            int open = 0;
            bool valid = !split.isEmpty();
            for (const QString& entry : split.split(QLatin1Char(':'), Qt::SkipEmptyParts)) {
                const QStringList pieces = entry.split(QLatin1Char('/'));
                const uint64_t bytes = sizeOption(pieces.front());
                bool ok = pieces.size() == 1;
                const double percent = pieces.size() == 2 ? pieces.back().toDouble(&ok) : 0;
                valid = valid && ok && pieces.size() <= 2 && bytes > 0 && bytes <= UINT32_MAX && percent >= 0;
                sizes.push_back({ static_cast<uint32_t>(std::min<uint64_t>(bytes, UINT32_MAX)), percent });
                given += percent;
                open += percent > 0 ? 0 : 1;
            }
            for (BlockSizeShare& size : sizes)
                if (!(size.share > 0))
                    size.share = open > 0 ? std::max(0.0, 100 - given) / open : 0;
            std::erase_if(sizes, [](const BlockSizeShare& size) { return !(size.share > 0); });
            try {
                if (valid && !sizes.empty())
                    checkBlockSizeShares(sizes);
            } catch (const UserError&) {
                valid = false;
            }
            if (valid && !sizes.empty())
                job.sizes = sizes;
            else
                job.words = QStringLiteral("fio split its requests' sizes as bssplit=%1").arg(bssplit.left(200));
            return job;
        }
        if (!bsrange.isEmpty()) {
            const QString range = oneSetOf(bsrange);
            const QStringList ends = range.split(QLatin1Char('-'));
            const uint64_t low = ends.size() == 2 ? sizeOption(ends.front()) : 0;
            const uint64_t high = ends.size() == 2 ? sizeOption(ends.back()) : 0;
            if (low > 0 && low == high && low <= UINT32_MAX)
                job.sizes = { { static_cast<uint32_t>(low), 1.0 } };
            else if (low > 0 && high > low)
                job.words = QStringLiteral("fio drew each request's size from %1 to %2 (bsrange=%3)")
                                .arg(formatBinarySize(low), formatBinarySize(high), bsrange.left(200));
            else
                job.words = QStringLiteral("fio drew its requests' sizes as bsrange=%1").arg(bsrange.left(200));
            return job;
        }
        const QString size = oneSetOf(bs.isEmpty() ? QStringLiteral("4k") : bs);
        const uint64_t bytes = sizeOption(size);
        if (bytes > 0 && bytes <= UINT32_MAX) {
            job.sizes = { { static_cast<uint32_t>(bytes), 1.0 } };
        } else {
            const QStringList used = perDirection(bs);
            job.words = used.size() == 2 && sizeOption(used[0]) > 0 && sizeOption(used[1]) > 0
                ? QStringLiteral("the job read %1 and wrote %2 blocks (bs=%3)")
                      .arg(formatBinarySize(sizeOption(used[0])), formatBinarySize(sizeOption(used[1])), bs.left(200))
                : QStringLiteral("the job's block size was bs=%1").arg(bs.left(200));
        }
        return job;
    }

    // fio options that change what a job's figures mean and that no DriveScope plan holds, in words.
    QStringList optionsBeyondThePlan(const std::function<QString(const QString&)>& option)
    {
        static const std::pair<const char*, const char*> kinds[] = {
            { "fsync", "an fsync after every %1 writes (fsync=%1)" },
            { "fdatasync", "an fdatasync after every %1 writes (fdatasync=%1)" },
            { "sync", "synchronous writes (sync=%1)" },
            { "rate", "its rate held to %1 (rate=%1)" },
            { "rate_iops", "its rate held to %1 IOPS (rate_iops=%1)" },
            { "rate_min", "a least rate of %1 (rate_min=%1)" },
            { "rate_iops_min", "a least rate of %1 IOPS (rate_iops_min=%1)" },
            { "thinktime", "a pause of %1 between requests (thinktime=%1)" },
            { "random_distribution", "offsets drawn as %1, not uniformly (random_distribution=%1)" },
        };
        QStringList said;
        for (const auto& [key, words] : kinds) {
            const QString value = option(QLatin1String(key)).trimmed().left(100);
            if (value.isEmpty() || value == QLatin1String("0") || value == QLatin1String("none")
                || (QLatin1String(key) == QLatin1String("random_distribution") && value == QLatin1String("random")))
                continue;
            if (value == QLatin1String("1") && QByteArray(key).endsWith("sync") && QByteArray(key) != "sync")
                said << QStringLiteral("an %1 after every write (%1=1)").arg(QLatin1String(key));
            else
                said << QString::fromLatin1(words).arg(value);
        }
        return said;
    }

    // fio's job options as a DriveScope workload, as far as they map; the block sizes are resultOfJob's.
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
            // fio takes the mix as either share: rwmixwrite=30 is 70 % reads.
            spec.readPercent = !option(QStringLiteral("rwmixread")).isEmpty()
                ? std::min(100u, option(QStringLiteral("rwmixread")).toUInt())
                : !option(QStringLiteral("rwmixwrite")).isEmpty()
                ? 100 - std::min(100u, option(QStringLiteral("rwmixwrite")).toUInt())
                : 50;
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

    // What the fields of a file mean, which changed with fio's versions (its stat.c): io_bytes held KiB
    // until 2.21 added io_kbytes beside it; latencies were microseconds (clat, lat) until 3.0's clat_ns and
    // lat_ns; json+'s bins were named by fio's bucket index (2.2.12 … 2.19, with FIO_IO_U_PLAT_BITS beside
    // them), then by the latency in the file's unit.
    struct FioVersion {
        QString text; // "fio-2.1.4"
        int major = 0;
        int minor = 0;
        bool known = false;

        explicit FioVersion(const QString& version)
            : text(version)
        {
            static const QRegularExpression number(QStringLiteral("^fio-(\\d+)\\.(\\d+)"));
            const QRegularExpressionMatch match = number.match(version);
            known = match.hasMatch();
            major = match.captured(1).toInt();
            minor = match.captured(2).toInt();
        }
        bool atLeast(int wantMajor, int wantMinor) const
        {
            return known && (major > wantMajor || (major == wantMajor && minor >= wantMinor));
        }
    };

    // fio's histogram bucket (FIO_IO_U_PLAT_BITS) as the latency its middle stands for, as fio's own
    // plat_idx_to_val() reads it.
    uint64_t fioBucketValue(uint64_t index, unsigned bits)
    {
        const uint64_t perGroup = uint64_t { 1 } << bits;
        if (index < perGroup * 2)
            return index;
        const uint64_t errorBits = (index >> bits) - 1;
        const uint64_t base = uint64_t { 1 } << (errorBits + bits);
        const uint64_t k = index % perGroup;
        return base
            + static_cast<uint64_t>((static_cast<double>(k) + 0.5) * static_cast<double>(uint64_t { 1 } << errorBits));
    }

    // The latency of one direction as fio wrote it: the object, its unit and what it is.
    struct LatencySource {
        JsonReader stats;
        uint64_t nsPerUnit = 1; // 1000 where fio wrote microseconds
        bool completion = true; // false: the total latency (submission and completion) stands in
        bool found = false;
    };

    // fio writes a latency it did not measure as zeros; the fields are checked either way.
    bool holdsLatency(const JsonReader& latency)
    {
        if (latency.object().isEmpty())
            return false;
        latency.whole(QStringLiteral("min"));
        return latency.whole(QStringLiteral("max")) > 0 || nonNegative(latency, QStringLiteral("mean")) > 0;
    }

    // fio's "All clients" total and fio 2.1's unused slots print percentiles of zero: none to read.
    bool holdsPercentiles(const JsonReader& latency)
    {
        const QJsonObject percentiles = latency.child(QStringLiteral("percentile")).object();
        for (auto it = percentiles.begin(); it != percentiles.end(); ++it)
            if (it.value().toDouble() > 0)
                return true;
        return false;
    }

    LatencySource latencySource(const JsonReader& stats)
    {
        for (const auto& [key, nsPerUnit, completion] :
            { std::tuple { "clat_ns", 1, true }, std::tuple { "clat", 1000, true }, std::tuple { "lat_ns", 1, false },
                std::tuple { "lat", 1000, false } }) {
            const JsonReader latency = stats.child(QLatin1String(key));
            if (holdsLatency(latency))
                return LatencySource { latency, static_cast<uint64_t>(nsPerUnit), completion, true };
        }
        return LatencySource { stats.child(QStringLiteral("clat_ns")), 1, true, false };
    }

    uint64_t scaled(const JsonReader& reader, uint64_t value, uint64_t factor, const QString& key)
    {
        uint64_t result = 0;
        if (__builtin_mul_overflow(value, factor, &result))
            reader.fail(key, QStringLiteral("%1 is beyond any latency").arg(value));
        return result;
    }

    // The completion latency of one direction as a histogram: from json+'s bins when present (every
    // percentile then follows), else from the percentiles fio printed. Count, mean, standard deviation,
    // minimum and maximum are fio's own either way, in nanoseconds whatever unit the file has.
    LatencyHistogram latencyOf(const LatencySource& source, uint64_t ios, bool* fromBins)
    {
        const JsonReader& clat = source.stats;
        const uint64_t unit = source.nsPerUnit;
        std::vector<uint64_t> buckets(LatencyHistogram::kBucketCount, 0);
        uint64_t counted = 0;
        const JsonReader bins = clat.child(QStringLiteral("bins"));
        if (!bins.object().isEmpty()) {
            *fromBins = true;
            // fio 2.2.12 to 2.19 named the bins by their index and gave the layout beside them.
            const bool byIndex = bins.has(QStringLiteral("FIO_IO_U_PLAT_BITS"));
            const unsigned bits = byIndex ? bins.count(QStringLiteral("FIO_IO_U_PLAT_BITS"), 0, 16) : 0;
            for (auto it = bins.object().begin(); it != bins.object().end(); ++it) {
                if (byIndex && it.key().startsWith(QLatin1String("FIO_IO_U_PLAT_")))
                    continue;
                bool ok = false;
                const uint64_t named = it.key().toULongLong(&ok);
                if (!ok || (byIndex && named > (uint64_t { 64 } << bits)))
                    bins.fail(it.key(),
                        byIndex ? QStringLiteral("a latency bin named by fio's bucket index")
                                : QStringLiteral("a latency bin named by its latency"));
                const uint64_t ns = scaled(bins, byIndex ? fioBucketValue(named, bits) : named, unit, it.key());
                const uint64_t count = bins.whole(it.key());
                uint64_t& bucket = buckets[LatencyHistogram::bucketIndex(ns)];
                if (__builtin_add_overflow(bucket, count, &bucket) || __builtin_add_overflow(counted, count, &counted))
                    bins.fail(it.key(), QStringLiteral("the bins hold more I/Os than can be counted"));
            }
        } else if (!holdsPercentiles(clat)) {
            // Only the mean is fio's: the I/Os stand at it, and the caller says the percentiles are not fio's.
            const double mean = nonNegative(clat, QStringLiteral("mean")) * static_cast<double>(unit);
            buckets[LatencyHistogram::bucketIndex(static_cast<uint64_t>(std::llround(std::min(mean, 0x1p63))))] += ios;
            counted = ios;
        } else {
            // Nearest rank p of N: the count up to each printed percentile sits at its value.
            const JsonReader percentiles = clat.child(QStringLiteral("percentile"));
            std::vector<std::pair<double, uint64_t>> points;
            for (auto it = percentiles.object().begin(); it != percentiles.object().end(); ++it) {
                bool ok = false;
                const double p = it.key().toDouble(&ok);
                if (!ok || !std::isfinite(p) || p < 0 || p > 100)
                    percentiles.fail(it.key(), QStringLiteral("not a percentile (a number from 0 to 100)"));
                // fio 2.1 filled its unused percentile slots with "0.00": 0.
                if (p == 0)
                    continue;
                points.emplace_back(p, scaled(percentiles, percentiles.whole(it.key()), unit, it.key()));
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
                buckets[LatencyHistogram::bucketIndex(
                    scaled(clat, clat.whole(QStringLiteral("max")), unit, QStringLiteral("max")))]
                    += ios - counted;
            counted = std::max(counted, ios);
        }
        const uint64_t count = clat.whole(QStringLiteral("N"), counted);
        const uint64_t min = scaled(clat, clat.whole(QStringLiteral("min")), unit, QStringLiteral("min"));
        const uint64_t max = scaled(clat, clat.whole(QStringLiteral("max")), unit, QStringLiteral("max"));
        const double mean = nonNegative(clat, QStringLiteral("mean")) * static_cast<double>(unit);
        const double stdev = nonNegative(clat, QStringLiteral("stddev")) * static_cast<double>(unit);
        // The mean of latencies from min to max lies between them, and their deviation is below max;
        // anything else is not fio's and would overflow the sums below.
        constexpr double kSlack = 1e-9;
        const double slackNs = static_cast<double>(unit);
        if (count > 0
            && (mean > static_cast<double>(max) * (1 + kSlack) + slackNs
                || mean < static_cast<double>(min) * (1 - kSlack) - slackNs))
            clat.fail(QStringLiteral("mean"),
                QStringLiteral("%1 ns lies outside min %2 ns … max %3 ns").arg(mean).arg(min).arg(max));
        if (count > 0 && stdev > static_cast<double>(max) * (1 + kSlack) + slackNs)
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

    // One direction's figures as the file holds them, in bytes, I/Os and nanoseconds.
    struct DirectionFigures {
        uint64_t bytes = 0;
        uint64_t ios = 0;
        double runtimeMs = 0;
        LatencyHistogram latency;
    };

    DirectionFigures directionOf(const JsonReader& stats, const QString& direction, const FioVersion& version,
        uint32_t blockBytes, bool* fromBins, QStringList* notes)
    {
        DirectionFigures figures;
        figures.runtimeMs = nonNegative(stats, QStringLiteral("runtime"));
        // io_bytes held KiB "since the dawn of time" until fio 2.21, which added io_kbytes beside it.
        const bool bytesInKiB = !stats.has(QStringLiteral("io_kbytes")) && !version.atLeast(2, 21)
            && !stats.has(QStringLiteral("bw_bytes")) && !stats.has(QStringLiteral("clat_ns"));
        if (bytesInKiB) {
            const uint64_t kib = stats.whole(QStringLiteral("io_bytes"));
            if (kib > (std::numeric_limits<uint64_t>::max() >> 10))
                stats.fail(QStringLiteral("io_bytes"), QStringLiteral("%1 KiB is beyond any run").arg(kib));
            figures.bytes = kib << 10;
        } else if (stats.has(QStringLiteral("io_bytes"))) {
            figures.bytes = stats.whole(QStringLiteral("io_bytes"));
        } else {
            figures.bytes = stats.whole(QStringLiteral("io_kbytes"), 0, std::numeric_limits<uint64_t>::max() >> 10)
                << 10;
        }
        if (stats.has(QStringLiteral("total_ios"))) {
            figures.ios = stats.whole(QStringLiteral("total_ios"));
        } else if (figures.bytes > 0) {
            // fio before 2.1.14 wrote no count: the bytes over a fixed block size give it exactly, else its
            // I/Os per second over its runtime (whole or fractional as the version wrote them).
            const double iops = nonNegative(stats, QStringLiteral("iops"));
            if (blockBytes > 0 && figures.bytes % blockBytes == 0)
                figures.ios = figures.bytes / blockBytes;
            else
                figures.ios = static_cast<uint64_t>(std::llround(iops * figures.runtimeMs / 1000.0));
            *notes << QStringLiteral("%1 wrote no count of %2s; %3 from %4")
                          .arg(version.text, direction)
                          .arg(figures.ios)
                          .arg(blockBytes > 0 && figures.bytes % blockBytes == 0
                                  ? QStringLiteral("its bytes over the block size")
                                  : QStringLiteral("its IOPS over its runtime"));
        }
        const LatencySource source = latencySource(stats);
        if (figures.ios > 0 && !source.found) {
            *notes << QStringLiteral("%1 wrote no completion latency of the %2s").arg(version.text, direction);
        } else if (figures.ios > 0 && !source.completion) {
            *notes << QStringLiteral("%1 wrote no completion latency of the %2s; the total latency (submission and "
                                     "completion) stands in for it")
                          .arg(version.text, direction);
        }
        if (source.found)
            figures.latency = latencyOf(source, figures.ios, fromBins);
        if (figures.ios > 0 && source.found && source.stats.child(QStringLiteral("bins")).object().isEmpty()
            && !holdsPercentiles(source.stats))
            *notes << QStringLiteral("%1 wrote no latency percentiles of the %2s: only their mean, deviation, minimum "
                                     "and maximum are fio's")
                          .arg(version.text, direction);
        return figures;
    }

    // `total`: fio's "All clients" sum, whose plan is the clients' job. `sizesMeasured`: set where the
    // plan's block size is the mean request measured, the job's sizes being beyond a plan.
    WorkloadResult resultOfJob(const JsonReader& job, const JsonReader& global, const FioVersion& version,
        const QString& startedAt, bool total, QStringList* notes, bool* sizesMeasured)
    {
        WorkloadResult result;
        const JsonReader options = job.child(QStringLiteral("job options"));
        result.spec = specFromOptions(options, global);
        const QString filename = options.has(QStringLiteral("filename")) ? options.string(QStringLiteral("filename"))
                                                                         : global.string(QStringLiteral("filename"));
        result.target.path = filename.isEmpty() ? job.string(QStringLiteral("jobname")) : filename;
        result.target.kind = result.target.path.startsWith(QLatin1String("/dev/")) ? TargetInfo::Kind::BlockDevice
                                                                                   : TargetInfo::Kind::TestFile;
        result.target.imported = true;
        result.target.sizeBytes = result.spec.regionLength;
        const QString direct = options.has(QStringLiteral("direct")) ? options.string(QStringLiteral("direct"))
                                                                     : global.string(QStringLiteral("direct"));
        result.target.directIo = direct == QLatin1String("1");
        result.engine = options.has(QStringLiteral("ioengine"))
            ? options.string(QStringLiteral("ioengine"))
            : global.string(QStringLiteral("ioengine"), QStringLiteral("psync"));
        result.startedAt = startedAt;
        // Only a fixed block size the file names turns bytes into I/Os.
        auto option = [&](const QString& key) { return options.has(key) ? options.string(key) : global.string(key); };
        const QString bs = option(QStringLiteral("bs"));
        const QString bssplit = option(QStringLiteral("bssplit"));
        const QString bsrange = option(QStringLiteral("bsrange"));
        const JobBlockSizes sizes
            = blockSizesOfJob(bs, bssplit, bsrange, result.spec.readPercent > 0, result.spec.readPercent < 100);
        if (!sizes.sizes.empty())
            result.spec.blockSizes = sizes.sizes;
        const bool sizeNamed = !bs.isEmpty() || !bssplit.isEmpty() || !bsrange.isEmpty();
        const uint32_t blockBytes = sizeNamed && sizes.sizes.size() == 1 ? sizes.sizes.front().bytes : 0;
        RunMeasurement run;
        bool fromBins = false;
        double runtimeMs = 0;
        // unified_rw_reporting: reads and writes together under "mixed", kept as reads and said.
        const bool mixed = job.has(QStringLiteral("mixed")) && !job.has(QStringLiteral("read"));
        for (const QString& direction : mixed ? QStringList { QStringLiteral("mixed") }
                                              : QStringList { QStringLiteral("read"), QStringLiteral("write") }) {
            // Every reader knows its own path ("jobs[0].read.clat_ns"), so its errors name the field.
            const DirectionFigures figures
                = directionOf(job.child(direction), direction, version, blockBytes, &fromBins, notes);
            runtimeMs = std::max(runtimeMs, figures.runtimeMs);
            if (direction == QLatin1String("write")) {
                run.writeBytes = figures.bytes;
                run.writeIos = figures.ios;
                run.writeLatency = figures.latency;
            } else {
                run.readBytes = figures.bytes;
                run.readIos = figures.ios;
                run.readLatency = figures.latency;
            }
        }
        if (mixed)
            *notes << QStringLiteral("fio reported reads and writes together (unified_rw_reporting): their sum is "
                                     "shown as reads");
        // DriveScope's results hold reads and writes; a trim is neither, so it is named rather than added.
        const JsonReader trim = job.child(QStringLiteral("trim"));
        if (!trim.object().isEmpty()) {
            const DirectionFigures trims
                = directionOf(trim, QStringLiteral("trim"), version, blockBytes, &fromBins, notes);
            if (trims.ios > 0)
                *notes << QStringLiteral("fio trimmed %1 in %2 requests over %3 s; trims are not in these figures, "
                                         "which count reads and writes")
                              .arg(formatBinarySize(trims.bytes))
                              .arg(trims.ios)
                              .arg(trims.runtimeMs / 1000.0);
        }
        // fio before 2.3 wrote no job options: the mix of reads and writes is what was measured, and
        // the rest of the plan is said to be unknown rather than shown as DriveScope's defaults.
        if (!job.has(QStringLiteral("job options")) && global.object().isEmpty() && !total) {
            const uint64_t ios = run.readIos + run.writeIos;
            if (ios > 0)
                result.spec.readPercent = static_cast<unsigned>(
                    std::llround(100.0 * static_cast<double>(run.readIos) / static_cast<double>(ios)));
            *notes << QStringLiteral("%1 wrote no job options: the share of reads is as measured; the block size, "
                                     "queue depth and access pattern are not known")
                          .arg(version.text);
            result.planRecorded = false;
        }
        // What the plan cannot hold is said, and no fio command claims to be the job; for sizes, the plan
        // names the mean request measured.
        const QStringList beyond = optionsBeyondThePlan(option);
        if (!beyond.isEmpty())
            *notes << QStringLiteral("the job ran with %1, which DriveScope's plan does not hold: the figures are "
                                     "fio's, and no fio command or job file stands for the job")
                          .arg(beyond.join(QStringLiteral(", ")));
        const bool planHoldsSizes = sizes.words.isEmpty();
        *sizesMeasured = !planHoldsSizes;
        if (!planHoldsSizes) {
            const uint64_t requests = run.readIos + run.writeIos;
            const uint64_t mean = requests > 0 ? (run.readBytes + run.writeBytes) / requests : 0;
            if (mean > 0 && mean <= UINT32_MAX)
                result.spec.blockSizes = { { static_cast<uint32_t>(mean), 1.0 } };
            *notes << QStringLiteral("%1; DriveScope's plan holds one set of sizes for reads and writes, so it names "
                                     "the mean request as measured, %2, and shows no fio command for the job")
                          .arg(sizes.words,
                              mean > 0 ? QStringLiteral("%1 B (%2 KiB)")
                                             .arg(mean)
                                             .arg(static_cast<double>(mean) / 1024, 0, 'f', 1)
                                       : QStringLiteral("not known (no requests counted)"));
        }
        // fio's runtime only caps a job that is not time_based, and its JSON does not say which it was: a
        // job that ended well inside its runtime having moved its whole amount (once per job it sums) ran
        // that amount, which is then the plan; one stopped early (a signal, an error) moved less.
        if (result.spec.durationSeconds > 0 && runtimeMs > 0 && runtimeMs < 0.9 * result.spec.durationSeconds * 1000) {
            const uint64_t ioSize = sizeOption(option(QStringLiteral("io_size")));
            const uint64_t amount = ioSize > 0 ? ioSize : result.spec.regionLength;
            const uint64_t moved = run.readBytes + run.writeBytes;
            if (amount > 0 && moved >= amount && moved % amount == 0) {
                result.spec.durationSeconds = 0;
                result.spec.totalBytes = amount;
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
                  .arg(version.text,
                      fromBins ? QStringLiteral("json+ latency bins") : QStringLiteral("percentiles only"));
        if (planHoldsSizes && beyond.isEmpty() && result.planRecorded)
            result.fioCommand = fioCommandLine(result.spec, result.target, result.engine);
        return result;
    }

    // The JSON document in what fio printed: notes and error lines may stand before it ("fio: terminating
    // on signal 2", "note: both iodepth >= 1 and synchronous I/O engine …") and after it. A top-level
    // object begins a line; --status-interval prints one per interval, of which the last is the whole
    // run. Empty where no complete object is found.
    QByteArray fioJsonDocument(const QByteArray& output)
    {
        QByteArray last;
        qsizetype at = 0;
        while (at < output.size()) {
            const qsizetype start = output.at(at) == '{' ? at : output.indexOf("\n{", at);
            if (start < 0)
                break;
            const qsizetype open = output.at(start) == '{' ? start : start + 1;
            // Its matching brace, outside strings.
            int depth = 0;
            bool inString = false;
            qsizetype end = -1;
            for (qsizetype i = open; i < output.size() && end < 0; ++i) {
                const char c = output.at(i);
                if (inString) {
                    if (c == '\\')
                        ++i;
                    else if (c == '"')
                        inString = false;
                } else if (c == '"') {
                    inString = true;
                } else if (c == '{' || c == '[') {
                    ++depth;
                } else if ((c == '}' || c == ']') && --depth == 0) {
                    end = i;
                }
            }
            if (end < 0)
                break;
            last = output.mid(open, end - open + 1);
            at = end + 1;
        }
        return last;
    }

    // Each job's fio writes one "jobname"; counted in the text before anything is built from it.
    qsizetype countFioJobs(const QByteArray& json)
    {
        qsizetype jobs = 0;
        for (qsizetype at = json.indexOf("\"jobname\""); at >= 0; at = json.indexOf("\"jobname\"", at + 9))
            ++jobs;
        return jobs;
    }
}

Session importFioJson(const QByteArray& output, const QString& origin)
{
    if (output.size() > kMaxFioJsonBytes)
        throw UserError(QStringLiteral("%1 is %2, more than fio writes for %3 jobs; DriveScope reads at most %4")
                            .arg(origin, formatBinarySize(static_cast<uint64_t>(output.size())))
                            .arg(kMaxFioJobs)
                            .arg(formatBinarySize(static_cast<uint64_t>(kMaxFioJsonBytes))));
    const QByteArray json = fioJsonDocument(output);
    // Each job becomes a run holding its latency histograms; a file of many thousands would take
    // gigabytes, so they are counted before the document is parsed.
    const qsizetype jobCount = countFioJobs(json);
    if (jobCount > kMaxFioJobs)
        throw UserError(QStringLiteral("%1 holds %2 fio jobs; DriveScope imports at most %3 from one file (use "
                                       "group_reporting, or split the jobs over several files)")
                            .arg(origin)
                            .arg(jobCount)
                            .arg(kMaxFioJobs));
    QJsonParseError error {};
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (json.isEmpty() || error.error != QJsonParseError::NoError || !document.isObject())
        throw UserError(
            QStringLiteral("%1 is not fio JSON output (--output-format=json): %2")
                .arg(origin, json.isEmpty() ? QStringLiteral("no complete JSON object") : error.errorString()));
    const JsonReader in(document.object());
    if (!in.has(QStringLiteral("fio version")))
        throw UserError(QStringLiteral("%1 is not fio JSON output: no \"fio version\"").arg(origin));
    Session session;
    // Each reader knows the path of its field ("jobs[0].read.clat_ns.mean"); the file goes before it.
    try {
        const FioVersion version(in.string(QStringLiteral("fio version")));
        const qint64 timestamp = static_cast<qint64>(in.whole(QStringLiteral("timestamp")));
        const QString startedAt = QDateTime::fromSecsSinceEpoch(timestamp, Qt::UTC).toString(Qt::ISODate);
        const bool clientServer = in.has(QStringLiteral("client_stats"));
        const QString key = clientServer ? QStringLiteral("client_stats") : QStringLiteral("jobs");
        const QJsonArray jobs = in.array(key);
        if (jobs.size() > kMaxFioJobs)
            in.fail(key, QStringLiteral("%1 jobs; DriveScope imports at most %2").arg(jobs.size()).arg(kMaxFioJobs));
        // fio 3.39 and later, as a client of several servers, keep each server's global options apart:
        // an array of objects that name their host and port.
        std::vector<JsonReader> globals;
        const QString globalKey = QStringLiteral("global options");
        if (in.object().value(globalKey).isArray()) {
            const QJsonArray list = in.array(globalKey);
            for (qsizetype i = 0; i < list.size() && i <= kMaxFioJobs; ++i)
                globals.push_back(in.element(list, i, globalKey));
        } else {
            globals.push_back(in.child(globalKey));
        }
        auto hostLabel = [](const JsonReader& job) {
            return QStringLiteral("%1:%2")
                .arg(job.string(QStringLiteral("hostname")))
                .arg(job.integer(QStringLiteral("port")));
        };
        auto globalOf = [&](const JsonReader& job) {
            for (const JsonReader& global : globals)
                if (!global.has(QStringLiteral("hostname")) || hostLabel(global) == hostLabel(job))
                    return global;
            return globals.front();
        };
        // A client is named by its host, with the port where two share a host name.
        QStringList hostNames;
        QSet<QString> labels;
        for (qsizetype i = 0; clientServer && i < jobs.size(); ++i) {
            const JsonReader job = in.element(jobs, i, key);
            if (job.string(QStringLiteral("jobname")) != QLatin1String("All clients")) {
                hostNames << job.string(QStringLiteral("hostname"));
                labels.insert(hostLabel(job));
            }
        }
        const bool portsNeeded = QSet<QString>(hostNames.begin(), hostNames.end()).size() < labels.size();
        const bool severalHosts = labels.size() > 1;
        session.appVersion = QStringLiteral(DRIVESCOPE_VERSION);
        session.createdAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
        session.origin = QStringLiteral("fio import (%1)").arg(version.text);
        // The first client's job: its plan stands for the total's, which fio writes without options. Sizes
        // the plan could not hold are each client's measured mean, not a difference between their jobs.
        std::optional<WorkloadResult> firstClient;
        bool firstClientSizesMeasured = false;
        auto planOf = [](const WorkloadResult& client, bool measured) {
            QJsonObject plan = client.spec.toJson();
            if (measured)
                plan.remove(QStringLiteral("blockSizes"));
            return plan;
        };
        bool clientsDiffer = false;
        for (qsizetype i = 0; i < jobs.size(); ++i) {
            const JsonReader job = in.element(jobs, i, key);
            const QString jobName = job.string(QStringLiteral("jobname"));
            // fio --client adds an "All clients" sum when it drove several servers: a run of its own.
            const bool total = clientServer && jobName == QLatin1String("All clients");
            const QString host = !clientServer || total ? QString()
                : portsNeeded                           ? hostLabel(job)
                                                        : job.string(QStringLiteral("hostname"));
            QStringList notes;
            SessionRun run;
            run.startedAt = startedAt;
            run.finishedAt = startedAt;
            bool sizesMeasured = false;
            WorkloadResult result = resultOfJob(job, total ? JsonReader(QJsonObject()) : globalOf(job), version,
                startedAt, total, &notes, &sizesMeasured);
            if (total) {
                // Its options are none of one server's: the job the clients ran, on all of them.
                if (firstClient) {
                    const std::vector<BlockSizeShare> measured = result.spec.blockSizes;
                    result.spec = firstClient->spec;
                    result.engine = firstClient->engine;
                    result.target.directIo = firstClient->target.directIo;
                    if (firstClientSizesMeasured) {
                        const RunMeasurement& all = result.repeats.front();
                        const uint64_t requests = all.readIos + all.writeIos;
                        const uint64_t mean = requests > 0 ? (all.readBytes + all.writeBytes) / requests : 0;
                        result.spec.blockSizes = mean > 0 && mean <= UINT32_MAX
                            ? std::vector<BlockSizeShare> { { static_cast<uint32_t>(mean), 1.0 } }
                            : measured;
                        notes << QStringLiteral("the clients' block sizes are not one plan (their runs say how): the "
                                                "plan names the mean request of all clients as measured");
                    }
                }
                if (clientsDiffer)
                    notes << QStringLiteral("the clients ran different jobs: the plan shown for their total is the "
                                            "first client's");
                result.target.path = QStringLiteral("All clients");
                result.target.kind = TargetInfo::Kind::TestFile;
                if (!firstClient || !firstClient->fioCommand.isEmpty())
                    result.fioCommand = fioCommandLine(result.spec, result.target, result.engine);
                run.command = QStringLiteral("fio --client: all clients together");
            } else if (clientServer) {
                if (!firstClient) {
                    firstClient = result;
                    firstClientSizesMeasured = sizesMeasured;
                } else if (planOf(result, sizesMeasured) != planOf(*firstClient, firstClientSizesMeasured)
                    || result.engine != firstClient->engine)
                    clientsDiffer = true;
                if (severalHosts)
                    result.target.path = QStringLiteral("%1:%2").arg(host, result.target.path);
                run.host.hostname = host;
                run.command = QStringLiteral("fio job '%1' on %2").arg(jobName, host);
            } else {
                run.command = QStringLiteral("fio job '%1'").arg(jobName);
            }
            run.result = std::move(result);
            for (const QString& note : notes)
                run.caveats.push_back(Caveat { QStringLiteral("fio-import"), note });
            if (!severalHosts && job.has(QStringLiteral("hostname")))
                session.host.hostname = host;
            session.addRun(std::move(run));
        }
    } catch (const UserError& problem) {
        throw UserError(QStringLiteral("%1: %2").arg(origin, problem.message()));
    }
    if (session.runs.empty())
        throw UserError(QStringLiteral("%1 holds no fio jobs").arg(origin));
    return session;
}

} // namespace ds
