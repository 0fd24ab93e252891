#include "compare.h"

#include "model/chartdescription.h"
#include "model/fiointerop.h"
#include "model/usererror.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <utility>

namespace ds {

namespace {
    // What a figure's name ends with, after a block size, queue depth, pattern or test name.
    constexpr const char* kFigureWords[] = {
        QT_TRANSLATE_NOOP("ds::Compare", "MB/s"),
        QT_TRANSLATE_NOOP("ds::Compare", "IOPS"),
        QT_TRANSLATE_NOOP("ds::Compare", "mean latency"),
        QT_TRANSLATE_NOOP("ds::Compare", "p99 latency"),
        QT_TRANSLATE_NOOP("ds::Compare", "CPU"),
        QT_TRANSLATE_NOOP("ds::Compare", "average MB/s"),
        QT_TRANSLATE_NOOP("ds::Compare", "whole-drive MB/s"),
        QT_TRANSLATE_NOOP("ds::Compare", "minimum MB/s"),
        QT_TRANSLATE_NOOP("ds::Compare", "maximum MB/s"),
        QT_TRANSLATE_NOOP("ds::Compare", "CPU utilization"),
        QT_TRANSLATE_NOOP("ds::Compare", "average access time"),
        QT_TRANSLATE_NOOP("ds::Compare", "p99 access time"),
        QT_TRANSLATE_NOOP("ds::Compare", "burst rate"),
        QT_TRANSLATE_NOOP("ds::Compare", "random access"),
        QT_TRANSLATE_NOOP("ds::Compare", "written before the cliff"),
        QT_TRANSLATE_NOOP("ds::Compare", "MB/s after the cliff"),
        QT_TRANSLATE_NOOP("ds::Compare", "aggregate MB/s"),
        QT_TRANSLATE_NOOP("ds::Compare", "aggregate IOPS"),
        QT_TRANSLATE_NOOP("ds::Compare", "rating"),
        QT_TRANSLATE_NOOP("ds::Compare", "read"),
        QT_TRANSLATE_NOOP("ds::Compare", "write"),
    };
    constexpr const char* kNotRecorded = QT_TRANSLATE_NOOP("ds::Compare", "not recorded");
    constexpr const char* kFactNames[] = {
        QT_TRANSLATE_NOOP("ds::Compare", "host"),
        QT_TRANSLATE_NOOP("ds::Compare", "kernel"),
        QT_TRANSLATE_NOOP("ds::Compare", "CPU"),
        QT_TRANSLATE_NOOP("ds::Compare", "memory"),
        QT_TRANSLATE_NOOP("ds::Compare", "measured with"),
        QT_TRANSLATE_NOOP("ds::Compare", "test"),
        QT_TRANSLATE_NOOP("ds::Compare", "target"),
        QT_TRANSLATE_NOOP("ds::Compare", "filesystem"),
        QT_TRANSLATE_NOOP("ds::Compare", "model"),
        QT_TRANSLATE_NOOP("ds::Compare", "firmware"),
        QT_TRANSLATE_NOOP("ds::Compare", "transport"),
        QT_TRANSLATE_NOOP("ds::Compare", "link"),
        QT_TRANSLATE_NOOP("ds::Compare", "queue depth"),
        QT_TRANSLATE_NOOP("ds::Compare", "max transfer size"),
        QT_TRANSLATE_NOOP("ds::Compare", "max hardware transfer size"),
        QT_TRANSLATE_NOOP("ds::Compare", "scheduler"),
        QT_TRANSLATE_NOOP("ds::Compare", "write cache"),
        QT_TRANSLATE_NOOP("ds::Compare", "sectors"),
    };
    constexpr const char* kFactValues[] = {
        kNotRecorded,
        QT_TRANSLATE_NOOP("ds::Compare", "yes"),
        QT_TRANSLATE_NOOP("ds::Compare", "no"),
    };
    constexpr const char* kTestFileIn = QT_TRANSLATE_NOOP("ds::Compare", "a test file in %1");
    constexpr const char* kTargetsMegabytes = QT_TRANSLATE_NOOP("ds::Compare", "%1 target(s) MB/s");
    constexpr const char* kSectorBytes = QT_TRANSLATE_NOOP("ds::Compare", "%1 / %2 bytes");

    QString translatedWord(const char* const* begin, const char* const* end, const QString& text)
    {
        for (const char* const* word = begin; word != end; ++word)
            if (text == QLatin1String(*word))
                return QCoreApplication::translate("ds::Compare", *word);
        return text;
    }
}

namespace {
    using Q = FigureQuantity;

    // One figure, named after its key (English: files, JSON and the CLI keep those words).
    struct FigureList {
        std::vector<KeyFigure>& list;
        QString test;
        bool confirmed = true; // of the figures added next (KeyFigure::confirmed)
        Repeatability spread; // of the next figure only (KeyFigure::spread)
        void add(Q quantity, const QString& unit, Better better, double value, const QString& subject = QString(),
            FigureKey::At at = FigureKey::At::None, uint64_t atValue = 0)
        {
            const FigureKey key { test, quantity, subject, at, atValue };
            list.push_back({ key, test, key.name(), unit, better, value, confirmed, std::exchange(spread, {}) });
        }
    };

    void addWorkloadFigures(FigureList& figures, const WorkloadResult& result)
    {
        const RunMeasurement all = result.merged();
        if (all.ios() == 0)
            return;
        const LatencyHistogram latency = all.combinedLatency();
        figures.confirmed = result.confirmed();
        figures.spread = result.repeatability(FigureUnit::MegabytesPerSecond);
        figures.add(Q::MegabytesPerSecond, QStringLiteral("MB/s"), Better::Higher, result.megabytesPerSecond().mean);
        figures.spread = result.repeatability(FigureUnit::Iops);
        figures.add(Q::Iops, QStringLiteral("IOPS"), Better::Higher, result.iops().mean);
        figures.add(Q::MeanLatency, QStringLiteral("µs"), Better::Lower, latency.meanNs() / 1e3);
        figures.add(
            Q::P99Latency, QStringLiteral("µs"), Better::Lower, static_cast<double>(latency.percentileNs(99)) / 1e3);
        figures.add(Q::Cpu, QStringLiteral("%"), Better::Lower, all.cpu.processPercent);
    }

    void addSurfaceFigures(FigureList& figures, const SurfaceResult& surface)
    {
        const QString rate = QStringLiteral("MB/s");
        // Every one of them is made of all the zones.
        figures.confirmed = surface.unconfirmedZoneCount == 0;
        figures.add(Q::AverageRate, rate, Better::Higher, surface.surfaceAverageMegabytesPerSecond());
        figures.add(Q::WholeDriveRate, rate, Better::Higher, surface.averageMegabytesPerSecond());
        figures.add(Q::MinimumRate, rate, Better::Higher, surface.minMegabytesPerSecond());
        figures.add(Q::MaximumRate, rate, Better::Higher, surface.maxMegabytesPerSecond());
        // "CPU" is DriveScope's own, as for every other test; the machine's busy share is named so.
        figures.add(Q::Cpu, QStringLiteral("%"), Better::Lower, surface.cpu.processPercent);
        figures.add(Q::CpuUtilization, QStringLiteral("%"), Better::Lower, surface.cpu.systemBusyPercent);
    }

    void addSweepFigures(FigureList& figures, const QString& subject, const SweepResult& sweep)
    {
        const bool bySize = sweep.plan.kind == SweepKind::BlockSize;
        const FigureKey::At at = bySize ? FigureKey::At::BlockSize : FigureKey::At::QueueDepth;
        for (const SweepPoint& point : sweep.points) {
            if (!point.result)
                continue;
            const LatencyHistogram latency = point.result->merged().combinedLatency();
            figures.confirmed = point.result->confirmed();
            figures.spread = point.result->repeatability(bySize ? FigureUnit::MegabytesPerSecond : FigureUnit::Iops);
            if (bySize)
                figures.add(Q::MegabytesPerSecond, QStringLiteral("MB/s"), Better::Higher,
                    point.result->megabytesPerSecond().mean, subject, at, point.value);
            else
                figures.add(Q::Iops, QStringLiteral("IOPS"), Better::Higher, point.result->iops().mean, subject, at,
                    point.value);
            figures.add(Q::P99Latency, QStringLiteral("µs"), Better::Lower,
                static_cast<double>(latency.percentileNs(99)) / 1e3, subject, at, point.value);
        }
    }

    QString yesNo(bool value) { return value ? QStringLiteral("yes") : QStringLiteral("no"); }
    QString numberOrNone(int value) { return value < 0 ? QStringLiteral("-") : QString::number(value); }
}

std::vector<KeyFigure> keyFigures(const SessionRun& run)
{
    std::vector<KeyFigure> list;
    FigureList figures { list, run.kindName(), true, {} };
    const QString rate = QStringLiteral("MB/s");
    std::visit(
        [&](const auto& result) {
            using T = std::decay_t<decltype(result)>;
            if constexpr (std::is_same_v<T, WorkloadResult>) {
                addWorkloadFigures(figures, result);
            } else if constexpr (std::is_same_v<T, SurfaceResult>) {
                addSurfaceFigures(figures, result);
            } else if constexpr (std::is_same_v<T, AccessResult>) {
                figures.add(Q::AverageAccessTime, QStringLiteral("ms"), Better::Lower, result.averageMs());
                figures.add(Q::P99AccessTime, QStringLiteral("ms"), Better::Lower, result.percentileMs(99));
                figures.add(Q::AccessIops, QStringLiteral("IOPS"), Better::Higher, result.iops);
            } else if constexpr (std::is_same_v<T, BurstResult>) {
                figures.add(Q::BurstRate, rate, Better::Higher, result.bestMegabytesPerSecond());
            } else if constexpr (std::is_same_v<T, HdTachResult>) {
                addSurfaceFigures(figures, result.surface);
                if (result.access)
                    figures.add(Q::RandomAccess, QStringLiteral("ms"), Better::Lower, result.randomAccessMs());
                if (result.burst)
                    figures.add(Q::BurstRate, rate, Better::Higher, result.burstMegabytesPerSecond());
            } else if constexpr (std::is_same_v<T, SustainedResult>) {
                figures.add(Q::AverageRate, rate, Better::Higher, result.averageMegabytesPerSecond);
                if (result.cliff.found) {
                    figures.add(Q::WrittenBeforeCliff, QStringLiteral("GB"), Better::Higher,
                        static_cast<double>(result.cliff.bytes) / 1e9);
                    figures.add(Q::RateAfterCliff, rate, Better::Higher, result.cliff.afterMegabytesPerSecond);
                }
                for (const CacheRecovery& recovery : result.recoveries)
                    figures.add(Q::CacheRecovered, QStringLiteral("GB"), Better::Higher,
                        static_cast<double>(recovery.fastBytes) / 1e9,
                        QStringLiteral("after %1 s").arg(recovery.idleSeconds));
            } else if constexpr (std::is_same_v<T, ConsistencyResult>) {
                const ConsistencyScore score = result.score();
                const QString iops = QStringLiteral("IOPS");
                figures.confirmed = result.load.confirmed();
                figures.add(Q::ConsistencyIops, iops, Better::Higher, score.scored.meanIops);
                figures.add(Q::ConsistencyRatio, QString(), Better::Higher, score.scored.consistency());
                figures.add(Q::ConsistencyMinimum, iops, Better::Higher, score.scored.minIops);
            } else if constexpr (std::is_same_v<T, ErrorScanResult>) {
                figures.add(Q::AverageRate, rate, Better::Higher, result.averageMegabytesPerSecond());
                figures.add(Q::MedianBlockTime, QStringLiteral("ms"), Better::Lower, result.medianBlockSeconds * 1e3);
                const QString blocks = QStringLiteral("blocks");
                figures.add(Q::SlowBlocks, blocks, Better::Lower, result.countOf(BlockClass::Slow));
                figures.add(Q::VerySlowBlocks, blocks, Better::Lower, result.countOf(BlockClass::VerySlow));
                figures.add(Q::ErrorBlocks, blocks, Better::Lower, result.countOf(BlockClass::Error));
            } else if constexpr (std::is_same_v<T, PtsResult>) {
                // The rounds it took, and the steady-state IOPS of the tracking variables and of 4 KiB reads,
                // averaged over the measurement window.
                const PtsLayout& layout = result.plan.layout();
                const auto mix = [](unsigned read) { return QStringLiteral("%1/%2").arg(read).arg(100 - read); };
                const bool window = !result.table.empty() && result.windowRounds > 0;
                switch (result.plan.test) {
                case PtsTest::Iops:
                    figures.add(Q::PtsRounds, QStringLiteral("rounds"), Better::Lower,
                        static_cast<double>(result.rounds.size()));
                    if (window)
                        for (const auto& [read, block] : { std::pair<unsigned, uint32_t> { 0, 4096 }, { 100, 4096 },
                                 { 65, 64 * 1024 }, { 100, 1024 * 1024 } })
                            figures.add(Q::Iops, QStringLiteral("IOPS"), Better::Higher,
                                result.table[PtsPlan::cellIndex(read, block)], mix(read), FigureKey::At::BlockSize,
                                block);
                    break;
                case PtsTest::Throughput:
                    // The window's sequential MB/s of each cell.
                    figures.add(Q::PtsRounds, QStringLiteral("rounds"), Better::Lower,
                        static_cast<double>(result.rounds.size()));
                    if (window)
                        for (size_t cell = 0; cell < layout.cellCount(); ++cell)
                            figures.add(Q::MegabytesPerSecond, rate, Better::Higher,
                                result.windowMegabytesPerSecond(cell), mix(layout.readPercentOf(cell)),
                                FigureKey::At::BlockSize, layout.blockOf(cell));
                    break;
                case PtsTest::Latency:
                    // 4 KiB's mean and p99 latency over the window, reads and writes.
                    figures.add(Q::PtsRounds, QStringLiteral("rounds"), Better::Lower,
                        static_cast<double>(result.rounds.size()));
                    for (unsigned read : { 0u, 100u }) {
                        const size_t cell = layout.cellIndex(read, 4096);
                        if (cell >= result.latencyTable.size() || result.latencyTable[cell].ios == 0)
                            continue;
                        figures.add(Q::MeanLatency, QStringLiteral("ms"), Better::Lower,
                            result.latencyTable[cell].meanMs, mix(read), FigureKey::At::BlockSize, 4096);
                        figures.add(Q::P99Latency, QStringLiteral("ms"), Better::Lower, result.latencyTable[cell].p99Ms,
                            mix(read), FigureKey::At::BlockSize, 4096);
                    }
                    break;
                case PtsTest::Wsat:
                    // The IOPS fresh from the purge (its first round) and where its last rounds settled.
                    if (window) {
                        figures.add(Q::Iops, QStringLiteral("IOPS"), Better::Higher, result.rounds.front().iops.front(),
                            QStringLiteral("WSAT first round"), FigureKey::At::BlockSize, 4096);
                        figures.add(Q::Iops, QStringLiteral("IOPS"), Better::Higher, result.table.front(),
                            QStringLiteral("WSAT last rounds"), FigureKey::At::BlockSize, 4096);
                    }
                    break;
                }
            } else if constexpr (std::is_same_v<T, SweepResult>) {
                addSweepFigures(figures, QString(), result);
            } else if constexpr (std::is_same_v<T, PatternSuiteResult>) {
                for (const PatternResult& pattern : result.patterns) {
                    if (const std::optional<double> rating = pattern.rating())
                        figures.add(
                            Q::PatternRating, QStringLiteral("IOPS"), Better::Higher, *rating, pattern.pattern.name);
                    addSweepFigures(figures, pattern.pattern.name, pattern.sweep);
                }
            } else if constexpr (std::is_same_v<T, MultiTargetResult>) {
                figures.confirmed = std::all_of(result.perTarget.begin(), result.perTarget.end(),
                    [](const WorkloadResult& target) { return target.confirmed(); });
                figures.add(Q::AggregateRate, rate, Better::Higher, result.aggregateMegabytesPerSecond().mean);
                figures.add(Q::AggregateIops, QStringLiteral("IOPS"), Better::Higher, result.aggregateIops().mean);
            } else if constexpr (std::is_same_v<T, MultiTargetScaling>) {
                for (const MultiTargetResult& step : result.steps) {
                    figures.confirmed = std::all_of(step.perTarget.begin(), step.perTarget.end(),
                        [](const WorkloadResult& target) { return target.confirmed(); });
                    figures.add(Q::TargetsRate, rate, Better::Higher, step.aggregateMegabytesPerSecond().mean,
                        QString(), FigureKey::At::Targets, step.perTarget.size());
                }
            } else if constexpr (std::is_same_v<T, QuickSuiteResult>) {
                for (const QuickSuiteRow& row : result.rows)
                    for (const auto& [quantity, part] : { std::pair { Q::QuickRead, &row.read },
                             std::pair { Q::QuickWrite, &row.write }, std::pair { Q::QuickMix, &row.mix } }) {
                        if (!*part)
                            continue;
                        const QuickFigure figure = result.figure(**part);
                        const bool random = (*part)->spec.randomPercent > 0;
                        // A figure the run does not hold (a report's absent cell) is no figure to compare.
                        if (!std::isfinite(random ? figure.iops : figure.megabytesPerSecond))
                            continue;
                        figures.confirmed = (*part)->confirmed();
                        figures.spread
                            = (*part)->repeatability(random ? FigureUnit::Iops : FigureUnit::MegabytesPerSecond);
                        figures.add(quantity, random ? QStringLiteral("IOPS") : rate, Better::Higher,
                            random ? figure.iops : figure.megabytesPerSecond, row.name);
                    }
            } else if constexpr (std::is_same_v<T, CopyTestResult>) {
                for (const CopyMeasurement& copy : result.copies)
                    if (!copy.seconds.empty())
                        figures.add(Q::CopyRate, rate, Better::Higher, copy.megabytesPerSecond().mean, copy.name);
            }
        },
        run.result);
    return list;
}

QString translatedFigureName(const QString& name)
{
    static const QRegularExpression targets(QStringLiteral("^(\\d+) target\\(s\\) MB/s$"));
    if (const QRegularExpressionMatch match = targets.match(name); match.hasMatch())
        return QCoreApplication::translate("ds::Compare", kTargetsMegabytes).arg(match.captured(1));
    // The longest known ending wins ("average MB/s" over "MB/s"); what comes before it is a name.
    const char* best = nullptr;
    qsizetype bestLength = 0;
    for (const char* word : kFigureWords) {
        const QLatin1String ending(word);
        const bool whole = name == ending;
        const bool suffix = name.endsWith(QLatin1Char(' ') + QString(ending));
        if ((whole || suffix) && ending.size() > bestLength) {
            best = word;
            bestLength = ending.size();
        }
    }
    if (!best)
        return name;
    return name.left(name.size() - bestLength) + QCoreApplication::translate("ds::Compare", best);
}

QString translatedFact(const QString& fact)
{
    return translatedWord(std::begin(kFactNames), std::end(kFactNames), fact);
}

QString translatedFactValue(const QString& value)
{
    static const QRegularExpression testFile(QStringLiteral("^a test file in (.+)$"));
    if (const QRegularExpressionMatch match = testFile.match(value); match.hasMatch())
        return QCoreApplication::translate("ds::Compare", kTestFileIn).arg(match.captured(1));
    static const QRegularExpression sectors(QStringLiteral("^(\\d+) / (\\d+) bytes$"));
    if (const QRegularExpressionMatch match = sectors.match(value); match.hasMatch())
        return QCoreApplication::translate("ds::Compare", kSectorBytes).arg(match.captured(1), match.captured(2));
    return translatedWord(std::begin(kFactValues), std::end(kFactValues), value);
}

std::optional<double> ComparedFigure::changePercent(size_t item) const
{
    if (item >= values.size() || !values[item])
        return std::nullopt;
    for (size_t first = 0; first < item; ++first)
        if (values[first]) {
            if (*values[first] == 0)
                return std::nullopt;
            return (*values[item] - *values[first]) / std::fabs(*values[first]) * 100.0;
        }
    return std::nullopt;
}

std::optional<bool> ComparedFigure::improved(size_t item) const
{
    const std::optional<double> change = changePercent(item);
    if (!change || *change == 0)
        return std::nullopt;
    return better == Better::Higher ? *change > 0 : *change < 0;
}

QString verdictName(ComparedFigure::Verdict verdict)
{
    switch (verdict) {
    case ComparedFigure::Verdict::Baseline:
        return QStringLiteral("baseline");
    case ComparedFigure::Verdict::Better:
        return QStringLiteral("better");
    case ComparedFigure::Verdict::Worse:
        return QStringLiteral("worse");
    case ComparedFigure::Verdict::WithinNoise:
        return QStringLiteral("noise");
    case ComparedFigure::Verdict::Missing:
        break;
    }
    return QStringLiteral("missing");
}

ComparedFigure::Verdict ComparedFigure::verdict(size_t item) const
{
    if (item >= values.size() || !values[item])
        return Verdict::Missing;
    const std::optional<double> change = changePercent(item);
    if (!change)
        return Verdict::Baseline;
    if (std::fabs(*change) < kNoisePercent)
        return Verdict::WithinNoise;
    return improved(item).value_or(false) ? Verdict::Better : Verdict::Worse;
}

std::vector<std::pair<QString, QString>> comparableFacts(const CompareItem& item)
{
    std::vector<std::pair<QString, QString>> facts {
        { QStringLiteral("host"), item.host.hostname },
        { QStringLiteral("kernel"), item.host.kernel },
        { QStringLiteral("CPU"), item.host.cpuModel },
        { QStringLiteral("memory"),
            item.host.memoryBytes == 0
                ? QString()
                : QStringLiteral("%1 GB").arg(static_cast<double>(item.host.memoryBytes) / 1e9, 0, 'f', 1) },
        { QStringLiteral("measured with"), item.measuredWith },
        // The target is a fact of its own: a test file's name, new on every run, must not make the test differ.
        { QStringLiteral("test"), item.run.testTitle() },
    };
    const std::vector<TargetInfo> targets = item.run.targets();
    if (targets.empty())
        return facts;
    const TargetInfo& target = targets.front();
    // A test file's name is new on every run; the directory it was made in is what tells.
    const QString folder = target.testFileFolder();
    facts.push_back({ QStringLiteral("target"),
        !folder.isEmpty() ? QString::fromUtf8(kTestFileIn).arg(folder)
                          : QStringLiteral("%1 (%2)").arg(target.path, target.kindName()) });
    // A device has no filesystem; a file on none is one whose filesystem was not recorded (fio's output).
    const bool file = target.kind == TargetInfo::Kind::TestFile;
    facts.push_back({ QStringLiteral("filesystem"),
        !target.filesystem.isEmpty() ? target.filesystem
            : file                   ? QString()
                                     : QStringLiteral("-") });
    facts.push_back({ QStringLiteral("O_DIRECT"), yesNo(target.directIo) });
    if (!target.drive)
        return facts;
    const DriveFacts& drive = *target.drive;
    facts.insert(facts.end(),
        {
            { QStringLiteral("model"), drive.model },
            { QStringLiteral("firmware"), drive.firmware },
            { QStringLiteral("transport"), drive.transport },
            { QStringLiteral("queue depth"), numberOrNone(drive.queueDepth) },
            { QStringLiteral("nr_requests"), numberOrNone(drive.nrRequests) },
            { QStringLiteral("max transfer size"),
                drive.maxSectorsKb < 0 ? QStringLiteral("-") : QStringLiteral("%1 KiB").arg(drive.maxSectorsKb) },
            { QStringLiteral("max hardware transfer size"),
                drive.maxHwSectorsKb < 0 ? QStringLiteral("-") : QStringLiteral("%1 KiB").arg(drive.maxHwSectorsKb) },
            { QStringLiteral("scheduler"), drive.scheduler },
            { QStringLiteral("write cache"), drive.writeCache },
            { QStringLiteral("sectors"),
                QString::fromUtf8(kSectorBytes).arg(drive.logicalSectorBytes).arg(drive.physicalSectorBytes) },
        });
    // A PCIe, SATA or USB drive saved before links were read did not record one: no fact, rather than
    // a change from nothing. A device with no link of its own (loop, zram, virtio) has none to change.
    const bool hasLink = drive.transport == QLatin1String("nvme") || drive.transport == QLatin1String("sata")
        || drive.transport == QLatin1String("usb");
    if (drive.link.known())
        facts.push_back({ QStringLiteral("link"), drive.link.describe() });
    else if (!hasLink)
        facts.push_back({ QStringLiteral("link"), QStringLiteral("-") });
    // The same md array healthy in one run and degraded or rebuilding in the other measures otherwise.
    if (drive.array)
        facts.push_back({ QStringLiteral("array"), drive.array->summary() });
    return facts;
}

Comparison Comparison::of(std::vector<CompareItem> items)
{
    if (items.size() < kMinItems || items.size() > kMaxItems)
        throw UserError(QCoreApplication::translate("ds::Compare", "a comparison takes %1 to %2 runs, not %3")
                            .arg(kMinItems)
                            .arg(kMaxItems)
                            .arg(items.size()));
    Comparison comparison;
    comparison.items = std::move(items);
    const size_t count = comparison.items.size();
    for (size_t i = 0; i < count; ++i) {
        for (const KeyFigure& figure : keyFigures(comparison.items[i].run)) {
            auto row = std::find_if(comparison.figures.begin(), comparison.figures.end(),
                [&](const ComparedFigure& existing) { return existing.key == figure.key; });
            if (row == comparison.figures.end()) {
                comparison.figures.push_back(
                    { figure.key, figure.test, figure.name, figure.unit, figure.better, {}, {}, {} });
                comparison.figures.back().values.resize(count);
                comparison.figures.back().marked.resize(count);
                comparison.figures.back().spreads.resize(count);
                row = std::prev(comparison.figures.end());
            }
            row->values[i] = figure.value;
            row->marked[i] = figure.marked(comparison.items[i].run);
            row->spreads[i] = figure.spread;
        }
    }
    // What changed: every fact whose recorded words differ between the items. A fact one item did not
    // record (fio's output names no host, kernel or drive) is no change, and is listed as not recorded.
    std::vector<std::vector<std::pair<QString, QString>>> facts;
    for (const CompareItem& item : comparison.items)
        facts.push_back(comparableFacts(item));
    QStringList names;
    for (const auto& list : facts)
        for (const auto& fact : list)
            if (!names.contains(fact.first))
                names << fact.first;
    comparison.notRecorded.resize(count);
    for (const QString& name : names) {
        QStringList values;
        QString recorded;
        bool differs = false;
        for (size_t i = 0; i < count; ++i) {
            const auto& list = facts[i];
            auto found = std::find_if(list.begin(), list.end(), [&](const auto& fact) { return fact.first == name; });
            if (found == list.end() || found->second.isEmpty()) {
                values << QString::fromUtf8(kNotRecorded);
                comparison.notRecorded[i] << name;
                continue;
            }
            values << found->second;
            differs = differs || (!recorded.isEmpty() && found->second != recorded);
            if (recorded.isEmpty())
                recorded = found->second;
        }
        if (differs)
            comparison.changes.push_back({ name, values });
    }
    return comparison;
}

QStringList smartChangesOf(const SessionRun& run, bool translated)
{
    QStringList lines;
    for (const RunHealth& health : run.health)
        if (const QString line = health.changeSummary(translated); !line.isEmpty())
            lines << line;
    return lines;
}

QStringList temperatureRangesOf(const SessionRun& run, bool translated)
{
    QStringList lines;
    for (const TemperatureSeries& series : run.temperatures) {
        if (!series.hasSamples())
            continue;
        const QString name = series.sensor.isEmpty() ? series.device : series.device + QLatin1Char(' ') + series.sensor;
        lines << (translated ? QCoreApplication::translate("ds::Compare", "%1: %2 to %3")
                             : QStringLiteral("%1: %2 to %3"))
                     .arg(name, formatCelsius(series.minimum()), formatCelsius(series.maximum()));
    }
    return lines;
}

QJsonObject Comparison::toJson() const
{
    QJsonArray itemList;
    for (const CompareItem& item : items)
        itemList.append(QJsonObject {
            { QStringLiteral("label"), item.label },
            { QStringLiteral("source"), item.source },
            { QStringLiteral("kind"), item.run.kindName() },
            { QStringLiteral("title"), item.run.title() },
            { QStringLiteral("startedAt"), item.run.startedAt },
        });
    QJsonArray figureList;
    for (const ComparedFigure& figure : figures) {
        QJsonArray values, changeList, improvements, verdicts, confirmed, spreadList;
        for (size_t i = 0; i < figure.values.size(); ++i) {
            values.append(figure.values[i] ? QJsonValue(*figure.values[i]) : QJsonValue());
            confirmed.append(figure.values[i] ? QJsonValue(!figure.marked[i]) : QJsonValue());
            spreadList.append(figure.spreads[i].measured() ? QJsonValue(figure.spreads[i].toJson()) : QJsonValue());
            const std::optional<double> change = figure.changePercent(i);
            changeList.append(change ? QJsonValue(*change) : QJsonValue());
            const std::optional<bool> better = figure.improved(i);
            improvements.append(better ? QJsonValue(*better) : QJsonValue());
            verdicts.append(verdictName(figure.verdict(i)));
        }
        figureList.append(QJsonObject {
            { QStringLiteral("test"), figure.test },
            { QStringLiteral("key"), figure.key.toString() },
            { QStringLiteral("figure"), figure.name },
            { QStringLiteral("unit"), figure.unit },
            { QStringLiteral("better"),
                figure.better == Better::Higher ? QStringLiteral("higher") : QStringLiteral("lower") },
            { QStringLiteral("values"), values },
            { QStringLiteral("changePercent"), changeList },
            { QStringLiteral("improved"), improvements },
            { QStringLiteral("verdict"), verdicts },
            // Per item: whether the device confirmed the figure (null where the item lacks it).
            { QStringLiteral("deviceConfirmed"), confirmed },
            // Per item: how its repeats agree ({cv, unstable, runs}), null for a figure measured once.
            { QStringLiteral("repeatability"), spreadList },
        });
    }
    QJsonArray factList;
    for (const FactChange& change : changes) {
        QJsonArray values;
        for (const QString& value : change.values)
            values.append(value == QLatin1String(kNotRecorded) ? QJsonValue() : QJsonValue(value));
        factList.append(QJsonObject { { QStringLiteral("fact"), change.fact }, { QStringLiteral("values"), values } });
    }
    QJsonArray notRecordedList;
    for (const QStringList& names : notRecorded)
        notRecordedList.append(QJsonArray::fromStringList(names));
    // Per item, what its devices confirmed of its bytes; null where that was not recorded.
    QJsonArray accountingList;
    for (const CompareItem& item : items)
        accountingList.append(
            item.run.accounting.empty() ? QJsonValue() : QJsonValue(accountingJson(item.run.accounting)));
    // Per item, what moved in SMART (one line per drive with both snapshots) and each drive's temperature
    // range; null where the run recorded none.
    QJsonArray smartList;
    QJsonArray temperatureList;
    for (const CompareItem& item : items) {
        const QStringList smart = smartChangesOf(item.run);
        smartList.append(smart.isEmpty() ? QJsonValue() : QJsonValue(QJsonArray::fromStringList(smart)));
        QJsonArray ranges;
        for (const TemperatureSeries& series : item.run.temperatures)
            if (series.hasSamples())
                ranges.append(QJsonObject {
                    { QStringLiteral("device"), series.device },
                    { QStringLiteral("sensor"), series.sensor },
                    { QStringLiteral("minCelsius"), series.minimum() },
                    { QStringLiteral("maxCelsius"), series.maximum() },
                });
        temperatureList.append(ranges.isEmpty() ? QJsonValue() : QJsonValue(ranges));
    }
    return QJsonObject {
        { QStringLiteral("smartChanges"), smartList },
        { QStringLiteral("temperatures"), temperatureList },
        { QStringLiteral("deviceAccounting"), accountingList },
        { QStringLiteral("items"), itemList },
        { QStringLiteral("figures"), figureList },
        { QStringLiteral("changes"), factList },
        { QStringLiteral("notRecorded"), notRecordedList },
    };
}

namespace {
    QString formatValue(double value, const QString& unit)
    {
        return QString::number(value, 'f', figureDecimals(value, unit));
    }

    // "99.8 read 100.0 write", marked where it is not confirmed; "-" where nothing was recorded.
    QString confirmedCell(const std::vector<DeviceAccounting>& accounting)
    {
        QStringList parts;
        for (const DeviceAccounting& device : accounting) {
            if (const std::optional<double> share = device.readShare())
                parts << QStringLiteral("%1 read").arg(*share * 100, 0, 'f', 1);
            if (const std::optional<double> share = device.writeShare())
                parts << QStringLiteral("%1 write").arg(*share * 100, 0, 'f', 1);
        }
        if (parts.isEmpty())
            return QStringLiteral("-");
        return withUnconfirmedMark(parts.join(QLatin1Char(' ')), accounting);
    }
}

QString Comparison::toText() const
{
    QStringList lines;
    for (size_t i = 0; i < items.size(); ++i)
        lines << QStringLiteral("%1: %2 (%3)").arg(items[i].label, items[i].run.title(), items[i].source);
    lines << QString();
    // Figure name, then per item: value and change, e.g. "512.3 (+12.5 % better)".
    const int nameWidth = [&] {
        qsizetype width = 6;
        for (const ComparedFigure& figure : figures)
            width = std::max(width, figure.test.size() + figure.name.size() + figure.unit.size() + 4);
        return static_cast<int>(width);
    }();
    // Wide enough for the runs' labels, so a column is named in full.
    const int cellWidth = [&] {
        qsizetype width = 26;
        for (const CompareItem& item : items)
            width = std::max(width, item.label.size() + 2);
        return static_cast<int>(std::min<qsizetype>(width, 72));
    }();
    QString header = QStringLiteral("%1").arg(QStringLiteral("figure"), -nameWidth);
    // A label longer than the widest column ends in "…"; the lines above the table give it whole.
    for (const CompareItem& item : items)
        header += QStringLiteral("%1").arg(
            item.label.size() <= cellWidth - 1 ? item.label : item.label.left(cellWidth - 2) + QStringLiteral("…"),
            cellWidth);
    lines << header;
    for (const ComparedFigure& figure : figures) {
        QString line = QStringLiteral("%1").arg(
            QStringLiteral("%1 %2 (%3)%4")
                .arg(figure.test, figure.name, figure.unit,
                    figure.better == Better::Higher ? QStringLiteral("↑") : QStringLiteral("↓")),
            -nameWidth);
        for (size_t i = 0; i < figure.values.size(); ++i) {
            QString cell = figure.values[i] ? formatValue(*figure.values[i], figure.unit) : QStringLiteral("-");
            if (figure.values[i] && figure.marked[i])
                cell += QString::fromUtf8(kUnconfirmedMark);
            // "~" before a figure whose repeats spread by more than 5 %: its change may be noise.
            if (figure.values[i] && figure.spreads[i].unstable)
                cell.prepend(QLatin1Char('~'));
            if (const std::optional<double> change = figure.changePercent(i)) {
                // The same words as the window's colours: better, worse, or noise under kNoisePercent.
                cell += QStringLiteral(" (%1%2 % %3)")
                            .arg(*change >= 0 ? QStringLiteral("+") : QString())
                            .arg(*change, 0, 'f', 1)
                            .arg(verdictName(figure.verdict(i)));
            }
            line += QStringLiteral("%1").arg(cell, cellWidth);
        }
        lines << line;
    }
    if (std::any_of(figures.begin(), figures.end(), [](const ComparedFigure& figure) {
            return std::any_of(figure.spreads.begin(), figure.spreads.end(),
                [](const Repeatability& spread) { return spread.unstable; });
        }))
        lines << QStringLiteral("~ the runs behind the figure spread by more than %1 %: a change may be their noise")
                     .arg(Repeatability::unstableAbove * 100, 0, 'f', 0);
    // What each run's devices confirmed of its bytes: a figure the drive did not see is no drive's figure.
    if (std::any_of(items.begin(), items.end(), [](const CompareItem& item) { return !item.run.accounting.empty(); })) {
        QString line = QStringLiteral("%1").arg(QStringLiteral("device confirmed (%)"), -nameWidth);
        for (const CompareItem& item : items)
            line += QStringLiteral("%1").arg(confirmedCell(item.run.accounting), cellWidth);
        lines << line;
    }
    lines << QString()
          << QStringLiteral("↑ higher is better, ↓ lower is better; changes against the first column; under %1 % is "
                            "run-to-run noise.")
                 .arg(ComparedFigure::kNoisePercent, 0, 'f', 0);
    lines << QString() << QStringLiteral("What changed:");
    if (changes.empty())
        lines << QStringLiteral("  nothing in the host and device facts");
    for (const FactChange& change : changes)
        lines << QStringLiteral("  %1: %2").arg(change.fact, change.values.join(QStringLiteral("  →  ")));
    for (size_t i = 0; i < items.size() && i < notRecorded.size(); ++i)
        if (!notRecorded[i].isEmpty())
            lines << QStringLiteral("  %1 did not record: %2")
                         .arg(items[i].label, notRecorded[i].join(QStringLiteral(", ")));
    // What each run cost its drives (SMART before and after) and how warm they ran.
    for (size_t i = 0; i < items.size(); ++i) {
        for (const QString& smart : smartChangesOf(items[i].run))
            lines << QStringLiteral("  %1 SMART: %2").arg(items[i].label, smart);
        for (const QString& range : temperatureRangesOf(items[i].run))
            lines << QStringLiteral("  %1 temperature: %2").arg(items[i].label, range);
    }
    for (size_t i = 0; i < items.size(); ++i)
        for (const Caveat& caveat : items[i].run.caveats)
            lines << QStringLiteral("  ! %1: %2").arg(items[i].label, caveat.text);
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

void makeCompareLabelsUnique(std::vector<CompareItem>& items)
{
    // The same label twice (one drive, test and minute): each gets where it came from, where that tells
    // them apart, then a number. Groups are taken from the labels as they came, so a name is added once.
    std::vector<QString> given;
    for (const CompareItem& item : items)
        given.push_back(item.label);
    for (size_t i = 0; i < items.size(); ++i) {
        if (std::find(given.begin(), given.begin() + static_cast<std::ptrdiff_t>(i), given[i])
            != given.begin() + static_cast<std::ptrdiff_t>(i))
            continue; // its group was done with its first member
        std::vector<size_t> group;
        QSet<QString> files;
        for (size_t j = i; j < items.size(); ++j)
            if (given[j] == given[i]) {
                group.push_back(j);
                files.insert(items[j].fileLabel);
            }
        if (group.size() < 2 || files.size() < 2)
            continue;
        for (const size_t j : group)
            if (!items[j].fileLabel.isEmpty())
                items[j].label = QStringLiteral("%1 (%2)").arg(given[j], items[j].fileLabel);
    }
    for (size_t i = 0; i < items.size(); ++i)
        for (size_t j = i + 1; j < items.size(); ++j)
            if (items[j].label == items[i].label)
                items[j].label += QStringLiteral(" [%1]").arg(j + 1);
}

} // namespace ds
