#include "model/sessionrun.h"

#include "model/jsonreader.h"
#include "model/overloaded.h"
#include "model/results/packedzones.h"
#include "model/session.h"
#include "model/throttling.h"
#include "model/usererror.h"
#include "model/wording.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace ds {

// Where a run ran and each run of a session as JSON; the session file itself is in session.cpp.

namespace {
    // The fio command of the first point that was measured.
    QString firstFioCommand(const SweepResult& sweep)
    {
        for (const SweepPoint& point : sweep.points)
            if (!point.fioCommand.isEmpty())
                return point.fioCommand;
        return {};
    }
}

QString HostFacts::osLine() const
{
    if (kernel.isEmpty())
        return os;
    if (os.isEmpty())
        return QStringLiteral("kernel %1").arg(kernel);
    return QStringLiteral("%1 (kernel %2)").arg(os, kernel);
}

QJsonObject HostFacts::toJson() const
{
    return QJsonObject {
        { QStringLiteral("hostname"), hostname },
        { QStringLiteral("os"), os },
        { QStringLiteral("kernel"), kernel },
        { QStringLiteral("cpuModel"), cpuModel },
        { QStringLiteral("cpuCount"), static_cast<int>(cpuCount) },
        { QStringLiteral("memoryBytes"), static_cast<qint64>(memoryBytes) },
    };
}

HostFacts HostFacts::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    HostFacts host;
    host.hostname = in.string(QStringLiteral("hostname"));
    host.os = in.string(QStringLiteral("os"));
    host.kernel = in.string(QStringLiteral("kernel"));
    host.cpuModel = in.string(QStringLiteral("cpuModel"));
    host.cpuCount = in.count(QStringLiteral("cpuCount"));
    host.memoryBytes = in.whole(QStringLiteral("memoryBytes"));
    return host;
}

QString SessionRun::kindName() const
{
    return std::visit(Overloaded {
                          [](const WorkloadResult&) { return QStringLiteral("run"); },
                          [](const SurfaceResult&) { return QStringLiteral("surface"); },
                          [](const AccessResult&) { return QStringLiteral("access"); },
                          [](const BurstResult&) { return QStringLiteral("burst"); },
                          [](const HdTachResult&) { return QStringLiteral("hdtach"); },
                          [](const SustainedResult&) { return QStringLiteral("sustained"); },
                          [](const SweepResult& sweep) {
                              return sweep.plan.kind == SweepKind::BlockSize ? QStringLiteral("sweep-bs")
                                                                             : QStringLiteral("sweep-qd");
                          },
                          [](const PatternSuiteResult&) { return QStringLiteral("pattern"); },
                          [](const MultiTargetResult&) { return QStringLiteral("multi"); },
                          [](const MultiTargetScaling&) { return QStringLiteral("multi-scaling"); },
                          [](const QuickSuiteResult&) { return QStringLiteral("quick"); },
                          [](const CopyTestResult&) { return QStringLiteral("copy"); },
                          [](const ErrorScanResult&) { return QStringLiteral("scan"); },
                          [](const ConsistencyResult&) { return QStringLiteral("consistency"); },
                          [](const PtsResult&) { return QStringLiteral("pts"); },
                      },
        result);
}

std::vector<TargetInfo> SessionRun::targets() const
{
    return std::visit(Overloaded {
                          [](const MultiTargetResult& multi) {
                              std::vector<TargetInfo> list;
                              for (const WorkloadResult& one : multi.perTarget)
                                  list.push_back(one.target);
                              return list;
                          },
                          [](const MultiTargetScaling& scaling) {
                              std::vector<TargetInfo> list;
                              if (!scaling.steps.empty())
                                  for (const WorkloadResult& one : scaling.steps.back().perTarget)
                                      list.push_back(one.target);
                              return list;
                          },
                          [](const HdTachResult& hdtach) { return std::vector<TargetInfo> { hdtach.surface.target }; },
                          [](const CopyTestResult&) { return std::vector<TargetInfo> {}; },
                          [](const auto& any) { return std::vector<TargetInfo> { any.target }; },
                      },
        result);
}

std::vector<SessionRun::NamedWorkload> SessionRun::workloads(bool translated) const
{
    auto words = [translated](const char* source) { return wording(translated, "ds::SessionRun", source); };
    std::vector<NamedWorkload> all;
    auto addSweep = [&](const SweepResult& sweep, const QString& prefix) {
        for (const SweepPoint& point : sweep.points)
            if (point.result)
                all.push_back({ prefix
                        + (sweep.plan.kind == SweepKind::BlockSize
                                ? formatBinarySize(point.value)
                                // %1 a queue depth
                                : words(QT_TRANSLATE_NOOP("ds::SessionRun", "QD %1")).arg(point.value)),
                    &*point.result });
    };
    auto addTargets = [&](const MultiTargetResult& multi, const QString& prefix) {
        for (const WorkloadResult& target : multi.perTarget)
            all.push_back({ prefix + target.target.path, &target });
    };
    std::visit(
        Overloaded {
            [&](const WorkloadResult& run) {
                all.push_back({ words(QT_TRANSLATE_NOOP("ds::SessionRun", "the run")), &run });
            },
            [&](const SweepResult& sweep) { addSweep(sweep, QString()); },
            [&](const PatternSuiteResult& suite) {
                for (const PatternResult& pattern : suite.patterns)
                    addSweep(pattern.sweep, pattern.pattern.name + QLatin1Char(' '));
            },
            [&](const MultiTargetResult& multi) { addTargets(multi, QString()); },
            [&](const MultiTargetScaling& scaling) {
                for (const MultiTargetResult& step : scaling.steps)
                    // %1 how many targets ran together
                    addTargets(
                        step, words(QT_TRANSLATE_NOOP("ds::SessionRun", "%1 together: ")).arg(step.perTarget.size()));
            },
            [&](const ConsistencyResult& consistency) {
                if (consistency.fill)
                    all.push_back({ words(QT_TRANSLATE_NOOP("ds::SessionRun", "fill")), &*consistency.fill });
                if (!consistency.load.repeats.empty())
                    all.push_back({ words(QT_TRANSLATE_NOOP("ds::SessionRun", "random writes")), &consistency.load });
            },
            [&](const QuickSuiteResult& quick) {
                for (const QuickSuiteRow& row : quick.rows) {
                    if (row.read)
                        // %1 a quick-suite test: "SEQ1M Q8T1"
                        all.push_back(
                            { words(QT_TRANSLATE_NOOP("ds::SessionRun", "%1 read")).arg(row.name), &*row.read });
                    if (row.write)
                        all.push_back(
                            { words(QT_TRANSLATE_NOOP("ds::SessionRun", "%1 write")).arg(row.name), &*row.write });
                    if (row.mix)
                        all.push_back({ row.name, &*row.mix });
                }
            },
            [](const auto&) {},
        },
        result);
    return all;
}

QStringList SessionRun::unconfirmedParts(bool translated) const
{
    QStringList parts;
    for (const NamedWorkload& workload : workloads(translated))
        if (!workload.result->confirmed())
            parts << workload.name;
    auto addZones = [&](const SurfaceResult& surface) {
        if (surface.unconfirmedZoneCount > 0)
            // %1 the zones' numbers: "0, 5, 7"
            parts << wording(translated, "ds::SessionRun", QT_TRANSLATE_NOOP("ds::SessionRun", "zones %1"))
                         .arg(surface.unconfirmedZoneNumbers());
    };
    if (const auto* surface = std::get_if<SurfaceResult>(&result))
        addZones(*surface);
    else if (const auto* hdtach = std::get_if<HdTachResult>(&result))
        addZones(hdtach->surface);
    parts.removeDuplicates();
    return parts;
}

QString SessionRun::testTitle(bool translated) const
{
    auto words = [translated](const char* source) { return wording(translated, "ds::SessionRun", source); };
    const QString what = std::visit(
        Overloaded {
            [&](const WorkloadResult& run) { return run.describe(translated); },
            [&](const SurfaceResult& surface) { return surface.plan.describe(translated); },
            [&](const AccessResult& access) {
                return words(QT_TRANSLATE_NOOP("ds::SessionRun", "%1 random reads of %2"))
                    .arg(access.plan.samples)
                    .arg(formatBinarySize(access.plan.blockBytes));
            },
            [&](const BurstResult& burst) {
                return words(QT_TRANSLATE_NOOP("ds::SessionRun", "%1 region"))
                    .arg(formatBinarySize(burst.plan.regionBytes));
            },
            [&](const HdTachResult& hdtach) { return hdtach.surface.plan.describe(translated); },
            [&](const SustainedResult& sustained) { return sustained.plan.describe(translated); },
            [&](const SweepResult& sweep) { return sweep.plan.describe(translated); },
            [&](const PatternSuiteResult& suite) {
                std::vector<PatternSpec> patterns;
                for (const PatternResult& pattern : suite.patterns)
                    patterns.push_back(pattern.pattern);
                const double seconds
                    = suite.patterns.empty() ? 0 : suite.patterns.front().sweep.plan.base.durationSeconds;
                return describePatternSuite(patterns, seconds, translated);
            },
            [&](const MultiTargetResult& multi) {
                // %1 number of targets, %2 the workload each ran
                return words(QT_TRANSLATE_NOOP("ds::SessionRun", "%1 targets at once, %2"))
                    .arg(multi.perTarget.size())
                    .arg(multi.perTarget.empty() ? QString() : multi.perTarget.front().spec.describe(translated));
            },
            [&](const MultiTargetScaling& scaling) {
                const QString workload = scaling.steps.empty() || scaling.steps.front().perTarget.empty()
                    ? QString()
                    : scaling.steps.front().perTarget.front().spec.describe(translated);
                // %1 number of targets, %2 the workload each ran
                return words(QT_TRANSLATE_NOOP("ds::SessionRun", "scaling over %1 targets, %2"))
                    .arg(scaling.steps.size())
                    .arg(workload);
            },
            [&](const QuickSuiteResult& quick) { return quick.options.describe(translated); },
            [&](const CopyTestResult& copy) {
                return words(QT_TRANSLATE_NOOP("ds::SessionRun", "copy %1 to %2"))
                    .arg(copy.options.source,
                        copy.options.destination.isEmpty() ? copy.options.source : copy.options.destination);
            },
            [&](const ConsistencyResult& consistency) {
                // %1 the plan: "4 KiB random write, QD32, 60 s, last third scored"
                return words(QT_TRANSLATE_NOOP("ds::SessionRun", "consistency, %1"))
                    .arg(consistency.plan.describe(translated));
            },
            [&](const ErrorScanResult& scan) {
                // %1 the plan: "1000 blocks, read in 1 MiB requests, QD4"
                return words(QT_TRANSLATE_NOOP("ds::SessionRun", "error scan, %1")).arg(scan.plan.describe(translated));
            },
            [&](const PtsResult& pts) {
                // %1 the plan: "client, 60 s a measurement, 100 % of the drive"
                if (pts.plan.test == PtsTest::Iops)
                    return words(QT_TRANSLATE_NOOP("ds::SessionRun", "SNIA PTS IOPS, %1"))
                        .arg(pts.plan.describe(translated));
                // %1 the plan: "throughput, client, 60 s a measurement, 100 % of the drive"
                return words(QT_TRANSLATE_NOOP("ds::SessionRun", "SNIA PTS, %1")).arg(pts.plan.describe(translated));
            },
        },
        result);
    return QStringLiteral("%1: %2").arg(kindName(), what);
}

QString SessionRun::title(bool translated) const
{
    auto words = [translated](const char* source) { return wording(translated, "ds::SessionRun", source); };
    QStringList paths;
    for (const TargetInfo& target : targets())
        paths << target.path;
    QString text = testTitle(translated);
    if (!paths.isEmpty())
        text += words(QT_TRANSLATE_NOOP("ds::SessionRun", " on %1")).arg(paths.join(QStringLiteral(", ")));
    return text + partialNote(translated);
}

namespace {
    // A size as a reviewer says it: "4 GB", "512 MB", "1.9 TB" (decimal units).
    QString labelSize(uint64_t bytes, bool translated)
    {
        static const char* const units[]
            = { QT_TRANSLATE_NOOP("ds::SessionRun", "MB"), QT_TRANSLATE_NOOP("ds::SessionRun", "GB"),
                  QT_TRANSLATE_NOOP("ds::SessionRun", "TB"), QT_TRANSLATE_NOOP("ds::SessionRun", "PB") };
        double value = static_cast<double>(bytes) / 1e6;
        size_t unit = 0;
        while (value >= 1000 && unit + 1 < std::size(units)) {
            value /= 1000;
            ++unit;
        }
        const int decimals = value < 10 && std::round(value) != value ? 1 : 0;
        // In the window's language, its decimal comma and unit ("4,3 ГБ").
        const QString number = translated ? withoutGroupSeparator(QLocale()).toString(value, 'f', decimals)
                                          : QString::number(value, 'f', decimals);
        return QStringLiteral("%1 %2").arg(number, wording(translated, "ds::SessionRun", units[unit]));
    }
}

QStringList normalizedRunTags(const QStringList& tags)
{
    QStringList kept;
    for (const QString& given : tags) {
        const QString tag = given.simplified();
        if (tag.isEmpty())
            throw UserError(QStringLiteral("a tag is empty"));
        if (tag.size() > kMaxRunTagLength)
            throw UserError(QStringLiteral("the tag '%1…' is longer than %2 characters")
                                .arg(tag.left(kMaxRunTagLength))
                                .arg(kMaxRunTagLength));
        for (const QChar c : tag)
            if (c == QLatin1Char(',') || !c.isPrint())
                throw UserError(QStringLiteral("the tag '%1' holds a comma or a control character").arg(tag));
        if (kept.contains(tag, Qt::CaseInsensitive))
            continue;
        // Refused at once: a file holding a million tags must not cost a million squared comparisons.
        if (kept.size() == kMaxRunTags)
            throw UserError(QStringLiteral("a run has at most %1 tags").arg(kMaxRunTags));
        kept.append(tag);
    }
    return kept;
}

QString driveInWords(const TargetInfo& target, bool translated)
{
    auto words = [translated](const char* source) { return wording(translated, "ds::SessionRun", source); };
    const QString model = target.drive ? target.drive->model.trimmed() : QString();
    const uint64_t bytes = target.drive && target.drive->sizeBytes != 0 ? target.drive->sizeBytes : target.sizeBytes;
    if (!model.isEmpty())
        return model;
    // An imported fio job's file, as the job named it ("data.bin", "host1:/mnt/x/data.bin").
    if (target.kind == TargetInfo::Kind::TestFile && !target.drive && target.imported && !target.path.isEmpty())
        return target.path;
    if (target.kind == TargetInfo::Kind::TestFile && !target.drive)
        // %1 the test file's filesystem: "ext4"
        return target.filesystem.isEmpty()
            ? words(QT_TRANSLATE_NOOP("ds::SessionRun", "test file"))
            : words(QT_TRANSLATE_NOOP("ds::SessionRun", "test file on %1")).arg(target.filesystem);
    if (target.drive && !target.drive->transport.isEmpty() && target.drive->transport != QLatin1String("unknown"))
        // %1 its size: "4 GB"; %2 its kind: "loop", "zram", "nvme"
        return words(QT_TRANSLATE_NOOP("ds::SessionRun", "%1 %2 device"))
            .arg(labelSize(bytes, translated), target.drive->transport);
    if (bytes != 0)
        // %1 its size: "4 GB"
        return words(QT_TRANSLATE_NOOP("ds::SessionRun", "%1 drive")).arg(labelSize(bytes, translated));
    return target.path;
}

QString SessionRun::defaultLabel(bool translated) const
{
    auto words = [translated](const char* source) { return wording(translated, "ds::SessionRun", source); };
    QStringList parts;
    // A date without a zone (an imported report's) is that machine's local time: kept as written.
    const QDateTime date = QDateTime::fromString(startedAt, Qt::ISODate);
    const QString when = !date.isValid()   ? QString()
        : date.timeSpec() == Qt::LocalTime ? date.toString(QStringLiteral("yyyy-MM-dd HH:mm"))
                                           : date.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm"));
    // Another program's suite is named by that program and the system it ran on, beside the drive it named.
    if (const auto* quick = std::get_if<QuickSuiteResult>(&result); quick && quick->source) {
        if (quick->target.drive && !quick->target.drive->model.trimmed().isEmpty())
            parts << quick->target.drive->model.trimmed();
        const QString os = quick->source->os.section(QLatin1Char('['), 0, 0).simplified();
        parts << (os.isEmpty()
                ? quick->source->program
                // %1 the program ("CrystalDiskMark 8.0.4 x64"), %2 its system ("Windows 11")
                : words(QT_TRANSLATE_NOOP("ds::SessionRun", "%1 on %2")).arg(quick->source->program, os));
        if (!when.isEmpty())
            parts << when;
        return parts.join(QStringLiteral(" · "));
    }
    const std::vector<TargetInfo> all = targets();
    if (all.size() > 1) {
        // %1 how many drives a multi-drive run ran on
        parts << words(QT_TRANSLATE_NOOP("ds::SessionRun", "%1 drives")).arg(all.size());
    } else if (!all.empty()) {
        if (const QString drive = driveInWords(all.front(), translated); !drive.isEmpty())
            parts << drive;
    }
    static const std::pair<const char*, const char*> tests[] = {
        { "run", QT_TRANSLATE_NOOP("ds::SessionRun", "workload") },
        { "surface", QT_TRANSLATE_NOOP("ds::SessionRun", "surface scan") },
        { "access", QT_TRANSLATE_NOOP("ds::SessionRun", "random access") },
        { "burst", QT_TRANSLATE_NOOP("ds::SessionRun", "burst rate") },
        { "hdtach", QT_TRANSLATE_NOOP("ds::SessionRun", "HD Tach") },
        { "sustained", QT_TRANSLATE_NOOP("ds::SessionRun", "sustained write") },
        { "sweep-bs", QT_TRANSLATE_NOOP("ds::SessionRun", "block-size sweep") },
        { "sweep-qd", QT_TRANSLATE_NOOP("ds::SessionRun", "queue-depth sweep") },
        { "pattern", QT_TRANSLATE_NOOP("ds::SessionRun", "access patterns") },
        { "multi", QT_TRANSLATE_NOOP("ds::SessionRun", "multi-drive") },
        { "multi-scaling", QT_TRANSLATE_NOOP("ds::SessionRun", "multi-drive scaling") },
        { "quick", QT_TRANSLATE_NOOP("ds::SessionRun", "quick suite") },
        { "copy", QT_TRANSLATE_NOOP("ds::SessionRun", "copy test") },
        { "scan", QT_TRANSLATE_NOOP("ds::SessionRun", "error scan") },
        { "consistency", QT_TRANSLATE_NOOP("ds::SessionRun", "consistency") },
        { "pts", QT_TRANSLATE_NOOP("ds::SessionRun", "SNIA PTS") },
    };
    const QString kind = kindName();
    for (const auto& [name, test] : tests)
        if (kind == QLatin1String(name))
            parts << words(test);
    if (!when.isEmpty())
        parts << when;
    return parts.join(QStringLiteral(" · "));
}

QString SessionRun::partialNote(bool translated) const
{
    if (!cancelled() && !stoppedAtFraction)
        return QString();
    if (!stoppedAtFraction)
        return wording(translated, "ds::SessionRun", QT_TRANSLATE_NOOP("ds::SessionRun", " (stopped early)"));
    // %1 how far the run had come, in percent
    return wording(translated, "ds::SessionRun", QT_TRANSLATE_NOOP("ds::SessionRun", " (stopped at %1 %)"))
        .arg(wordingNumber(translated, std::floor(*stoppedAtFraction * 100)));
}

QString SessionRun::fioCommand() const
{
    return std::visit(
        Overloaded {
            [](const SurfaceResult& surface) {
                return surface.zones.empty() ? QString() : surface.fioCommandForZone(surface.zones.front());
            },
            [](const HdTachResult& hdtach) {
                return hdtach.surface.zones.empty() ? QString()
                                                    : hdtach.surface.fioCommandForZone(hdtach.surface.zones.front());
            },
            [](const SweepResult& sweep) { return firstFioCommand(sweep); },
            [](const PatternSuiteResult& suite) {
                return suite.patterns.empty() ? QString() : firstFioCommand(suite.patterns.front().sweep);
            },
            [](const MultiTargetScaling& scaling) {
                return scaling.steps.empty() ? QString() : scaling.steps.back().fioCommand;
            },
            [](const QuickSuiteResult& quick) {
                for (const QuickSuiteRow& row : quick.rows)
                    if (row.read)
                        return row.read->fioCommand;
                return QString();
            },
            [](const CopyTestResult&) { return QString(); },
            [](const auto& any) { return any.fioCommand; },
        },
        result);
}

static QJsonObject quickPlanJson(const QuickSuiteOptions& options)
{
    QJsonObject plan {
        { QStringLiteral("profile"), quickProfileKey(options.profile) },
        { QStringLiteral("testBytes"), QString::number(options.testBytes) },
        { QStringLiteral("secondsPerTest"), options.secondsPerTest },
        { QStringLiteral("repeats"), static_cast<int>(options.repeats) },
        { QStringLiteral("intervalSeconds"), options.intervalSeconds },
        { QStringLiteral("writes"), options.writes },
    };
    if (options.mixReadPercent)
        plan.insert(QStringLiteral("mixReadPercent"), static_cast<int>(*options.mixReadPercent));
    return plan;
}

QJsonObject SessionRun::planJson() const
{
    return std::visit(Overloaded {
                          [](const WorkloadResult& run) { return run.spec.toJson(); },
                          [](const HdTachResult& hdtach) {
                              QJsonObject plan { { QStringLiteral("surface"), hdtach.surface.plan.toJson() } };
                              if (hdtach.access)
                                  plan.insert(QStringLiteral("access"), hdtach.access->plan.toJson());
                              if (hdtach.burst)
                                  plan.insert(QStringLiteral("burst"), hdtach.burst->plan.toJson());
                              return plan;
                          },
                          [](const PatternSuiteResult& suite) {
                              QJsonArray patterns;
                              for (const PatternResult& pattern : suite.patterns)
                                  patterns.append(pattern.pattern.toJson());
                              return QJsonObject { { QStringLiteral("patterns"), patterns } };
                          },
                          [](const MultiTargetResult& multi) {
                              return multi.perTarget.empty() ? QJsonObject() : multi.perTarget.front().spec.toJson();
                          },
                          [](const MultiTargetScaling& scaling) {
                              return scaling.steps.empty() || scaling.steps.back().perTarget.empty()
                                  ? QJsonObject()
                                  : scaling.steps.back().perTarget.front().spec.toJson();
                          },
                          [](const QuickSuiteResult& quick) { return quickPlanJson(quick.options); },
                          [](const CopyTestResult& copy) {
                              QJsonObject options = copy.toJson();
                              options.remove(QStringLiteral("copies"));
                              options.remove(QStringLiteral("cancelled"));
                              return options;
                          },
                          [](const auto& any) { return any.plan.toJson(); },
                      },
        result);
}

SessionRun SessionRun::recorded(SessionResult result, const QString& command, const QString& startedAt,
    std::vector<Caveat> caveats, std::optional<double> stoppedAt, HostFacts host)
{
    SessionRun run;
    run.command = command;
    run.startedAt = startedAt;
    run.finishedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    run.result = std::move(result);
    run.errors = errorsOf(run.result);
    run.caveats = std::move(caveats);
    run.host = std::move(host);
    run.stoppedAtFraction = stoppedAt;
    return run;
}

QStringList SessionRun::errorsOf(const SessionResult& result)
{
    QStringList errors;
    auto note = [&errors](const QString& what, uint64_t count, const QString& stopReason) {
        if (count > 0)
            errors << QStringLiteral("%1: %2 I/O error(s)").arg(what).arg(count);
        if (!stopReason.isEmpty())
            errors << QStringLiteral("%1 stopped early: %2").arg(what, stopReason);
    };
    auto workload = [&note](const QString& what, const WorkloadResult& run) {
        const RunMeasurement all = run.merged();
        note(what, all.errorCount, all.stopReason);
    };
    std::visit(
        [&](const auto& any) {
            using T = std::decay_t<decltype(any)>;
            if constexpr (std::is_same_v<T, WorkloadResult>) {
                workload(any.describe(), any);
            } else if constexpr (std::is_same_v<T, SurfaceResult>) {
                note(QStringLiteral("surface"), any.errorCount(), any.stopReason);
            } else if constexpr (std::is_same_v<T, HdTachResult>) {
                note(QStringLiteral("surface"), any.surface.errorCount(), any.surface.stopReason);
                if (any.access)
                    note(QStringLiteral("access time"), any.access->errorCount, QString());
                if (any.burst)
                    note(QStringLiteral("burst"), any.burst->errorCount, QString());
            } else if constexpr (
                std::is_same_v<T,
                    AccessResult> || std::is_same_v<T, BurstResult> || std::is_same_v<T, SustainedResult>) {
                note(QStringLiteral("the test"), any.errorCount, QString());
            } else if constexpr (std::is_same_v<T, ErrorScanResult>) {
                note(QStringLiteral("error scan"), any.errorCount(), any.stopReason);
            } else if constexpr (std::is_same_v<T, ConsistencyResult>) {
                if (any.fill)
                    workload(QStringLiteral("fill"), *any.fill);
                workload(QStringLiteral("random writes"), any.load);
            } else if constexpr (std::is_same_v<T, PtsResult>) {
                note(QStringLiteral("the PTS"), any.errorCount, any.stopReason);
            } else if constexpr (std::is_same_v<T, SweepResult>) {
                for (const SweepPoint& point : any.points)
                    if (point.result)
                        workload(point.spec.describe(), *point.result);
            } else if constexpr (std::is_same_v<T, PatternSuiteResult>) {
                for (const PatternResult& pattern : any.patterns)
                    for (const SweepPoint& point : pattern.sweep.points)
                        if (point.result)
                            workload(
                                QStringLiteral("%1 load %2").arg(pattern.pattern.name).arg(point.value), *point.result);
            } else if constexpr (std::is_same_v<T, MultiTargetResult>) {
                for (const WorkloadResult& one : any.perTarget)
                    workload(one.target.path, one);
            } else if constexpr (std::is_same_v<T, MultiTargetScaling>) {
                if (!any.steps.empty())
                    for (const WorkloadResult& one : any.steps.back().perTarget)
                        workload(one.target.path, one);
            } else if constexpr (std::is_same_v<T, QuickSuiteResult>) {
                for (const QuickSuiteRow& row : any.rows) {
                    if (row.read)
                        workload(row.name + QStringLiteral(" read"), *row.read);
                    if (row.write)
                        workload(row.name + QStringLiteral(" write"), *row.write);
                    if (row.mix)
                        workload(row.name, *row.mix);
                }
            }
        },
        result);
    return errors;
}

bool SessionRun::cancelled() const
{
    return std::visit([](const auto& any) { return any.cancelled; }, result);
}

namespace {
    // A million-zone surface as five arrays rather than a million objects: a quarter of the size,
    // and it saves and loads in well under a second.
    QJsonObject compactSurface(const SurfaceResult& surface)
    {
        QJsonObject object = surface.toJson(false);
        // Numbers a reader can see for the usual few hundred zones; packed binary beyond, where
        // a million zones as text would take seconds to save and load.
        if (surface.zones.size() <= 65536)
            object.insert(QStringLiteral("zoneColumns"), surface.zoneColumnsJson());
        else
            object.insert(QStringLiteral("zoneColumnsPacked"), surface.zoneColumnsPackedJson());
        return object;
    }

    QJsonObject resultJson(const SessionResult& result)
    {
        return std::visit(Overloaded {
                              [](const SurfaceResult& surface) { return compactSurface(surface); },
                              [](const HdTachResult& hdtach) {
                                  QJsonObject object = hdtach.toJson();
                                  object.insert(QStringLiteral("surface"), compactSurface(hdtach.surface));
                                  return object;
                              },
                              [](const auto& any) { return any.toJson(); },
                          },
            result);
    }

    SessionResult resultFromJson(const QString& kind, const JsonReader& in)
    {
        const QString key = QStringLiteral("result");
        if (!in.has(key))
            in.fail(key, QStringLiteral("missing"));
        if (kind == QLatin1String("run"))
            return in.read<WorkloadResult>(key);
        if (kind == QLatin1String("surface"))
            return in.read<SurfaceResult>(key);
        if (kind == QLatin1String("access"))
            return in.read<AccessResult>(key);
        if (kind == QLatin1String("burst"))
            return in.read<BurstResult>(key);
        if (kind == QLatin1String("hdtach"))
            return in.read<HdTachResult>(key);
        if (kind == QLatin1String("sustained"))
            return in.read<SustainedResult>(key);
        if (kind == QLatin1String("sweep-bs") || kind == QLatin1String("sweep-qd"))
            return in.read<SweepResult>(key);
        if (kind == QLatin1String("pattern"))
            return in.read<PatternSuiteResult>(key);
        if (kind == QLatin1String("multi"))
            return in.read<MultiTargetResult>(key);
        if (kind == QLatin1String("multi-scaling"))
            return in.read<MultiTargetScaling>(key);
        if (kind == QLatin1String("quick"))
            return in.read<QuickSuiteResult>(key);
        if (kind == QLatin1String("copy"))
            return in.read<CopyTestResult>(key);
        if (kind == QLatin1String("scan"))
            return in.read<ErrorScanResult>(key);
        if (kind == QLatin1String("consistency"))
            return in.read<ConsistencyResult>(key);
        if (kind == QLatin1String("pts"))
            return in.read<PtsResult>(key);
        in.fail(QStringLiteral("kind"), QStringLiteral("unknown test '%1'").arg(kind));
    }
}

QJsonObject SessionRun::toJson() const
{
    QJsonArray caveatList;
    for (const Caveat& caveat : caveats)
        caveatList.append(caveat.toJson());
    QJsonObject object {
        { QStringLiteral("id"), id },
        { QStringLiteral("kind"), kindName() },
        { QStringLiteral("title"), title() },
        { QStringLiteral("command"), command },
        { QStringLiteral("startedAt"), startedAt },
        { QStringLiteral("finishedAt"), finishedAt },
        { QStringLiteral("cancelled"), cancelled() },
        { QStringLiteral("plan"), planJson() },
        { QStringLiteral("fioCommand"), fioCommand() },
        { QStringLiteral("errors"), QJsonArray::fromStringList(errors) },
        { QStringLiteral("caveats"), caveatList },
        { QStringLiteral("result"), resultJson(result) },
    };
    if (!host.isEmpty())
        object.insert(QStringLiteral("host"), host.toJson());
    // Only when the user named the run: the default is made from the run when it is read.
    if (!label.isEmpty())
        object.insert(QStringLiteral("label"), label);
    if (!tags.isEmpty())
        object.insert(QStringLiteral("tags"), QJsonArray::fromStringList(tags));
    if (stoppedAtFraction)
        object.insert(QStringLiteral("stoppedAtFraction"), *stoppedAtFraction);
    if (!accounting.empty())
        object.insert(QStringLiteral("deviceAccounting"), accountingJson(accounting));
    insertThermalJson(object, temperatures, health);
    return object;
}

SessionRun SessionRun::fromJson(const QJsonObject& object)
{
    const JsonReader in(object);
    SessionRun run;
    run.id = in.string(QStringLiteral("id"));
    run.command = in.string(QStringLiteral("command"));
    run.startedAt = in.string(QStringLiteral("startedAt"));
    run.finishedAt = in.string(QStringLiteral("finishedAt"));
    run.label = in.string(QStringLiteral("label")).trimmed();
    if (in.has(QStringLiteral("tags"))) {
        try {
            run.tags = normalizedRunTags(in.strings(QStringLiteral("tags")));
        } catch (const UserError& error) {
            in.fail(QStringLiteral("tags"), error.message());
        }
    }
    run.errors = in.strings(QStringLiteral("errors"));
    run.caveats = in.readList<Caveat>(QStringLiteral("caveats"));
    if (in.has(QStringLiteral("host")))
        run.host = in.read<HostFacts>(QStringLiteral("host"));
    if (in.has(QStringLiteral("stoppedAtFraction"))) {
        const double fraction = in.number(QStringLiteral("stoppedAtFraction"), 0);
        if (!(fraction >= 0 && fraction <= 1))
            in.fail(QStringLiteral("stoppedAtFraction"), QStringLiteral("expected a number from 0 to 1"));
        run.stoppedAtFraction = fraction;
    }
    run.accounting = in.readList<DeviceAccounting>(QStringLiteral("deviceAccounting"));
    readThermalJson(in, run.temperatures, run.health);
    run.result = resultFromJson(in.string(QStringLiteral("kind")), in);
    return run;
}

Session Session::fromResultDocument(const QJsonObject& document, const QString& path)
{
    // The kind as sessions name it; the documents name it in "test", the quick suite in "suite", and a
    // plain run not at all.
    QString kind = document.value(QStringLiteral("test")).toString();
    if (kind == QLatin1String("multi") && document.contains(QStringLiteral("steps")))
        kind = QStringLiteral("multi-scaling");
    else if (kind.isEmpty() && document.value(QStringLiteral("suite")).toString() == QLatin1String("quick"))
        kind = QStringLiteral("quick");
    else if (kind.isEmpty() && document.contains(QStringLiteral("workload"))
        && document.contains(QStringLiteral("total")))
        kind = QStringLiteral("run");
    if (kind.isEmpty())
        throw UserError(QCoreApplication::translate(
            "ds::Session", "%1 is neither a session nor a drivescope-cli --json result: it has no \"test\" field")
                            .arg(path));
    const QJsonObject versions = document.value(QStringLiteral("versions")).toObject();
    Session session;
    session.appVersion = versions.value(QStringLiteral("drivescope")).toString();
    session.origin = QStringLiteral("drivescope-cli --json result");
    session.host.kernel = versions.value(QStringLiteral("kernel")).toString();
    SessionRun run;
    run.command = QStringLiteral("drivescope-cli %1 --json")
                      .arg(kind == QLatin1String("multi-scaling") ? QStringLiteral("multi --scaling") : kind);
    try {
        const QJsonObject wrapped { { QStringLiteral("kind"), kind }, { QStringLiteral("result"), document } };
        run.result = resultFromJson(kind, JsonReader(wrapped));
    } catch (const UserError& problem) {
        throw UserError(QStringLiteral("%1: %2").arg(path, problem.message()));
    }
    run.startedAt = document.value(QStringLiteral("startedAt")).toString();
    run.finishedAt = run.startedAt;
    run.errors = SessionRun::errorsOf(run.result);
    // Printed with the figures since the device's accounting was recorded; older documents have neither.
    try {
        const JsonReader in(document);
        run.caveats = in.readList<Caveat>(QStringLiteral("caveats"));
        run.accounting = in.readList<DeviceAccounting>(QStringLiteral("deviceAccounting"));
        readThermalJson(in, run.temperatures, run.health);
    } catch (const UserError& problem) {
        throw UserError(QStringLiteral("%1: %2").arg(path, problem.message()));
    }
    session.createdAt = run.startedAt;
    session.addRun(std::move(run));
    return session;
}

} // namespace ds
