#include "model/fiocommand.h"

#include <QRegularExpression>
#include <QStringList>

#include <algorithm>

namespace ds {

static QString fioSize(uint64_t bytes)
{
    if (bytes >= 1024 && bytes % (1u << 30) == 0)
        return QStringLiteral("%1g").arg(bytes >> 30);
    if (bytes >= 1024 && bytes % (1u << 20) == 0)
        return QStringLiteral("%1m").arg(bytes >> 20);
    if (bytes >= 1024 && bytes % 1024 == 0)
        return QStringLiteral("%1k").arg(bytes >> 10);
    return QString::number(bytes);
}

static QString shellQuote(const QString& text)
{
    static const QString safe
        = QStringLiteral("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/._-+:=,");
    bool plain = !text.isEmpty();
    for (QChar c : text)
        plain = plain && safe.contains(c);
    if (plain)
        return text;
    QString quoted = text;
    quoted.replace(QLatin1Char('\''), QLatin1String("'\\''"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

// fio reads a bare time as whole seconds ("0.5" is 0), so fractions go in milliseconds.
static QString fioTime(double seconds)
{
    if (seconds == static_cast<double>(static_cast<qint64>(seconds)))
        return QString::number(static_cast<qint64>(seconds));
    return QStringLiteral("%1ms").arg(qRound64(seconds * 1000));
}

QString fioCommandLine(const WorkloadSpec& spec, const TargetInfo& target, const QString& engineName)
{
    QStringList args { QStringLiteral("fio"), QStringLiteral("--name=drivescope") };
    args << QStringLiteral("--filename=") + shellQuote(target.path);
    const bool random = spec.randomPercent > 0;
    QString rw;
    if (spec.readPercent == 100)
        rw = random ? QStringLiteral("randread") : QStringLiteral("read");
    else if (spec.readPercent == 0)
        rw = random ? QStringLiteral("randwrite") : QStringLiteral("write");
    else
        rw = random ? QStringLiteral("randrw") : QStringLiteral("rw");
    args << QStringLiteral("--rw=") + rw;
    if (spec.readPercent > 0 && spec.readPercent < 100)
        args << QStringLiteral("--rwmixread=%1").arg(spec.readPercent);
    if (random && spec.randomPercent < 100)
        args << QStringLiteral("--percentage_random=%1").arg(spec.randomPercent);
    if (spec.blockSizes.size() == 1) {
        args << QStringLiteral("--bs=") + fioSize(spec.blockSizes.front().bytes);
    } else {
        // Whole percentages adding up to 100: what fio's bssplit takes (0 would mean "the rest").
        const std::vector<unsigned> percents = wholeSharePercents(spec.blockSizes);
        QStringList parts;
        for (size_t i = 0; i < spec.blockSizes.size(); ++i)
            if (percents[i] > 0)
                parts << QStringLiteral("%1/%2").arg(fioSize(spec.blockSizes[i].bytes)).arg(percents[i]);
        args << QStringLiteral("--bssplit=") + parts.join(QLatin1Char(':'));
    }
    if (spec.alignment != 0)
        args << QStringLiteral("--blockalign=") + fioSize(spec.alignment);
    // DriveScope's thread engine and fio's synchronous engines keep one request in flight per job.
    static const QStringList synchronous { QStringLiteral("threads"), QStringLiteral("sync"), QStringLiteral("psync"),
        QStringLiteral("vsync"), QStringLiteral("pvsync"), QStringLiteral("pvsync2") };
    static const QRegularExpression fioEngineName(QStringLiteral("^[a-z][a-z0-9_]{0,31}$"));
    if (engineName == QLatin1String("io_uring")) {
        args << QStringLiteral("--ioengine=io_uring") << QStringLiteral("--fixedbufs=1")
             << QStringLiteral("--registerfiles=1");
        args << QStringLiteral("--iodepth=%1").arg(spec.queueDepth);
        // A random workload's deep queue is refilled with as many requests as completed, in one
        // submission: fio submits one at a time unless told (iodepth_batch_submit defaults to 1).
        // Otherwise requests go one by one, as fio's default does.
        if (spec.effectiveCompletionBatch() > 1) {
            if (!spec.submitsEachRequest())
                args << QStringLiteral("--iodepth_batch_submit=%1").arg(spec.effectiveCompletionBatch());
            args << QStringLiteral("--iodepth_batch_complete_min=%1").arg(spec.effectiveCompletionBatch());
        }
        if (spec.jobs > 1)
            args << QStringLiteral("--numjobs=%1").arg(spec.jobs) << QStringLiteral("--group_reporting");
    } else if (!synchronous.contains(engineName) && fioEngineName.match(engineName).hasMatch()) {
        // Another fio engine that queues (libaio, posixaio …), as an imported fio job or report ran it.
        args << QStringLiteral("--ioengine=") + engineName << QStringLiteral("--iodepth=%1").arg(spec.queueDepth);
        if (spec.jobs > 1)
            args << QStringLiteral("--numjobs=%1").arg(spec.jobs) << QStringLiteral("--group_reporting");
    } else {
        // One synchronous job per unit of depth is what the threads engine does; fio's own synchronous
        // engines are named as the job named them.
        const bool fioSynchronous = synchronous.contains(engineName) && engineName != QLatin1String("threads");
        args << QStringLiteral("--ioengine=") + (fioSynchronous ? engineName : QStringLiteral("psync"));
        if (spec.queueDepth * spec.jobs > 1)
            args << QStringLiteral("--numjobs=%1").arg(spec.queueDepth * spec.jobs) << QStringLiteral("--thread")
                 << QStringLiteral("--group_reporting");
    }
    if (!spec.cpus.empty()) {
        // fio's split puts job j on the j-th CPU of the list, wrapping, as DriveScope pins its jobs.
        QStringList cpus;
        for (unsigned cpu : spec.cpus)
            cpus << QString::number(cpu);
        args << QStringLiteral("--cpus_allowed=") + cpus.join(QLatin1Char(','))
             << QStringLiteral("--cpus_allowed_policy=split");
    }
    if (spec.data == DataPattern::Zero && spec.writes())
        args << QStringLiteral("--zero_buffers");
    args << QStringLiteral("--direct=%1").arg(target.directIo ? 1 : 0);
    if (spec.regionOffset != 0)
        args << QStringLiteral("--offset=") + fioSize(spec.regionOffset);
    if (spec.splitsRegion()) {
        // Each sequential job in its own stretch: job j from offset + j × stretch, stretch bytes long.
        const uint64_t stretch
            = spec.jobStretch(spec.effectiveRegionLength(target.sizeBytes), std::max(1u, target.logicalSectorBytes));
        args << QStringLiteral("--size=") + fioSize(stretch)
             << QStringLiteral("--offset_increment=") + fioSize(stretch);
    } else if (spec.regionLength != 0) {
        args << QStringLiteral("--size=") + fioSize(spec.regionLength);
    } else if (target.kind == TargetInfo::Kind::TestFile && target.sizeBytes > 0) {
        args << QStringLiteral("--size=") + fioSize(target.sizeBytes);
    }
    // An imported job may name neither; fio then covers the file or device once.
    if (spec.durationSeconds > 0)
        args << QStringLiteral("--runtime=") + fioTime(spec.durationSeconds) << QStringLiteral("--time_based");
    else if (spec.totalBytes > 0)
        args << QStringLiteral("--io_size=") + fioSize(spec.totalBytes);
    if (spec.warmupSeconds > 0)
        args << QStringLiteral("--ramp_time=") + fioTime(spec.warmupSeconds);
    if (spec.repeats > 1)
        args << QStringLiteral("--loops=%1").arg(spec.repeats);
    // DriveScope draws offsets with replacement; fio's random map would draw without and, with a
    // block-size mix, trim requests to the free space it tracks, shrinking the mix's mean size.
    if (random)
        args << QStringLiteral("--norandommap") << QStringLiteral("--randseed=%1").arg(spec.seed)
             << QStringLiteral("--randrepeat=1");
    return args.join(QLatin1Char(' '));
}

} // namespace ds
