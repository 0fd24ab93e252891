#include "reports/export.h"

#include "model/compare.h"
#include "model/smarthealth.h"
#include "reports/svgchart.h"

#include <QStringList>
#include <QSysInfo>

#include <cmath>

namespace ds {

namespace {
    QString csvText(const QString& text)
    {
        if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) && !text.contains(QLatin1Char('\n')))
            return text;
        QString quoted = text;
        quoted.replace(QLatin1Char('"'), QLatin1String("\"\""));
        return QLatin1Char('"') + quoted + QLatin1Char('"');
    }

    QString fixed(double value, int decimals = 3) { return QString::number(value, 'f', decimals); }

    // How much CSV text is gathered before it is written: a megabyte or two.
    constexpr qsizetype kCsvPieceCharacters = 1 << 20;

    QString blockSizeText(const WorkloadSpec& spec)
    {
        if (spec.blockSizes.size() == 1)
            return QString::number(spec.blockSizes.front().bytes);
        QStringList parts;
        for (const BlockSizeShare& size : spec.blockSizes)
            parts << QStringLiteral("%1:%2").arg(size.bytes).arg(size.share);
        return parts.join(QLatin1Char(' '));
    }

    // test, target, access specification, then IOMeter's figures for one measured pass.
    // A share of the device's accounting in percent; empty where it was not counted.
    QString sharePercent(const std::optional<double>& share) { return share ? fixed(*share * 100, 1) : QString(); }

    // `reported`: the pass is another program's report (a CrystalDiskMark cell), which holds MB/s, IOPS and the
    // mean latency at most; its bytes, I/Os and time were made up to give those back, and it has no maximum,
    // percentile, error count or CPU. A figure that is not had is an empty cell, never 0.
    QString iometerRow(const QString& test, const QString& target, const QString& specification,
        const WorkloadSpec& spec, size_t repeat, const RunMeasurement& run,
        const std::optional<DeviceAccounting>& accounting, bool reported = false, bool planRecorded = true)
    {
        const double seconds = run.seconds > 0 ? run.seconds : 1;
        // A fio job whose options were not written: its share of reads is measured, the rest unknown.
        auto planned = [planRecorded](const QString& text) { return planRecorded ? text : QString(); };
        const LatencyHistogram all = run.combinedLatency();
        auto ms = [](double ns) { return fixed(ns / 1e6, 4); };
        auto mean
            = [&](const LatencyHistogram& latency) { return latency.count() > 0 ? ms(latency.meanNs()) : QString(); };
        auto most = [&](const LatencyHistogram& latency, double ns) {
            return latency.count() > 0 && !reported ? ms(ns) : QString();
        };
        // A report without IOPS (its layout has none) counted no I/Os; a pass of DriveScope's that did none has 0.
        const bool counted = !reported || run.readIos + run.writeIos > 0;
        auto ioRate = [&](uint64_t ios) { return counted ? fixed(static_cast<double>(ios) / seconds, 2) : QString(); };
        auto own = [&](const QString& text) { return reported ? QString() : text; };
        QStringList cells {
            csvText(test),
            csvText(target),
            csvText(specification),
            planned(QString::number(spec.queueDepth)),
            planned(csvText(blockSizeText(spec))),
            QString::number(spec.readPercent),
            planned(QString::number(spec.randomPercent)),
            QString::number(repeat + 1),
            own(fixed(run.seconds, 6)),
            counted ? fixed(run.iops(), 2) : QString(),
            ioRate(run.readIos),
            ioRate(run.writeIos),
            fixed(run.megabytesPerSecond(), 3),
            fixed(static_cast<double>(run.readBytes) / 1e6 / seconds, 3),
            fixed(static_cast<double>(run.writeBytes) / 1e6 / seconds, 3),
            mean(all),
            mean(run.readLatency),
            mean(run.writeLatency),
            most(all, static_cast<double>(all.maxNs())),
            most(run.readLatency, static_cast<double>(run.readLatency.maxNs())),
            most(run.writeLatency, static_cast<double>(run.writeLatency.maxNs())),
            most(all, static_cast<double>(all.percentileNs(99))),
            own(QString::number(run.errorCount)),
            own(QString::number(run.readBytes)),
            own(QString::number(run.writeBytes)),
            own(QString::number(run.readIos)),
            own(QString::number(run.writeIos)),
            own(fixed(run.cpu.systemBusyPercent, 2)),
            own(fixed(run.cpu.processPercent, 2)),
            own(fixed(run.cpu.processUserSeconds, 3)),
            own(fixed(run.cpu.processSystemSeconds, 3)),
            planned(QString::number(spec.jobs)),
            planned(dataPatternName(spec.data)),
            // The workload's own accounting, over all its repeats: the same on each repeat's row.
            sharePercent(accounting ? accounting->readShare() : std::nullopt),
            sharePercent(accounting ? accounting->writeShare() : std::nullopt),
        };
        return cells.join(QLatin1Char(',')) + QLatin1Char('\n');
    }

    void workloadRows(QString& out, const QString& test, const QString& specification, const WorkloadResult& result,
        bool reported = false)
    {
        for (size_t i = 0; i < result.repeats.size(); ++i)
            out += iometerRow(test, result.target.path, specification, result.spec, i, result.repeats[i],
                result.accounting, reported, result.planRecorded);
    }

    void sweepRows(QString& out, const QString& test, const QString& prefix, const SweepResult& sweep)
    {
        for (const SweepPoint& point : sweep.points)
            if (point.result) {
                WorkloadResult one = *point.result;
                one.target = sweep.target;
                workloadRows(out, test,
                    (prefix.isEmpty() ? QString() : prefix + QLatin1Char(' '))
                        + (sweep.plan.kind == SweepKind::BlockSize ? formatBinarySize(point.value)
                                                                   : QStringLiteral("QD%1").arg(point.value)),
                    one);
            }
    }
}

QString iometerCsvHeader()
{
    return QStringLiteral("test,target,access_specification,queue_depth,block_size,read_percent,random_percent,repeat,"
                          "seconds,iops,read_iops,write_iops,mbps,read_mbps,write_mbps,average_response_ms,"
                          "average_read_response_ms,average_write_response_ms,maximum_response_ms,"
                          "maximum_read_response_ms,maximum_write_response_ms,p99_response_ms,errors,bytes_read,"
                          "bytes_written,read_ios,write_ios,cpu_utilization_percent,cpu_process_percent,"
                          "cpu_user_seconds,cpu_system_seconds,jobs,data,device_read_confirmed_percent,"
                          "device_write_confirmed_percent\n");
}

void writeRunCsv(const SessionRun& run, const std::function<void(const QByteArray&)>& write)
{
    const QString test = run.kindName();
    QString out;
    std::visit(
        [&](const auto& result) {
            using T = std::decay_t<decltype(result)>;
            if constexpr (std::is_same_v<T, WorkloadResult>) {
                out = iometerCsvHeader();
                workloadRows(out, test, result.describe(), result);
            } else if constexpr (std::is_same_v<T, SweepResult>) {
                out = iometerCsvHeader();
                sweepRows(out, test, QString(), result);
            } else if constexpr (std::is_same_v<T, PatternSuiteResult>) {
                out = iometerCsvHeader();
                for (const PatternResult& pattern : result.patterns) {
                    SweepResult sweep = pattern.sweep;
                    sweep.target = result.target;
                    sweepRows(out, test, pattern.pattern.name, sweep);
                }
            } else if constexpr (std::is_same_v<T, MultiTargetResult>) {
                out = iometerCsvHeader();
                for (const WorkloadResult& one : result.perTarget)
                    workloadRows(out, test, one.spec.describe(), one);
            } else if constexpr (std::is_same_v<T, MultiTargetScaling>) {
                out = iometerCsvHeader();
                for (const MultiTargetResult& step : result.steps)
                    for (const WorkloadResult& one : step.perTarget)
                        workloadRows(out, test,
                            QStringLiteral("%1 target(s): %2").arg(step.perTarget.size()).arg(one.spec.describe()),
                            one);
            } else if constexpr (std::is_same_v<T, QuickSuiteResult>) {
                out = iometerCsvHeader();
                const bool reported = result.source.has_value();
                for (const QuickSuiteRow& row : result.rows) {
                    if (row.read)
                        workloadRows(out, test, row.name + QStringLiteral(" read"), *row.read, reported);
                    if (row.write)
                        workloadRows(out, test, row.name + QStringLiteral(" write"), *row.write, reported);
                    if (row.mix)
                        workloadRows(out, test, row.name, *row.mix, reported);
                }
            } else if constexpr (std::is_same_v<T, SurfaceResult> || std::is_same_v<T, HdTachResult>) {
                const SurfaceResult* surface = nullptr;
                if constexpr (std::is_same_v<T, SurfaceResult>)
                    surface = &result;
                else
                    surface = &result.surface;
                // device_confirmed: 1 or 0 where the drive counted the zones, empty where it did not.
                out = QStringLiteral(
                    "zone,offset,position_percent,timed_offset,bytes,seconds,mbps,errors,device_confirmed\n");
                const bool accounted = surface->accountedZones > 0;
                const double size = surface->target.sizeBytes ? static_cast<double>(surface->target.sizeBytes) : 1;
                // Written a piece at a time: 25 million zones are 1.5 GB of text, 3 GB as a QString.
                for (const SurfaceZone& zone : surface->zones) {
                    if (out.size() >= kCsvPieceCharacters) {
                        write(out.toUtf8());
                        out.resize(0);
                    }
                    out += QStringLiteral("%1,%2,%3,%4,%5,%6,%7,%8,%9\n")
                               .arg(zone.index)
                               .arg(zone.offset)
                               .arg(fixed(100.0 * static_cast<double>(zone.offset) / size, 4))
                               .arg(zone.timedOffset)
                               .arg(zone.bytes)
                               .arg(fixed(zone.seconds, 9))
                               .arg(fixed(zone.megabytesPerSecond(), 3))
                               .arg(zone.errors)
                               .arg(!accounted                              ? QString()
                                       : surface->zoneConfirmed(zone.index) ? QStringLiteral("1")
                                                                            : QStringLiteral("0"));
                }
            } else if constexpr (std::is_same_v<T, AccessResult>) {
                out = QStringLiteral("sample,offset,seek_distance,ms\n");
                for (size_t i = 0; i < result.samples.size(); ++i)
                    out += QStringLiteral("%1,%2,%3,%4\n")
                               .arg(i + 1)
                               .arg(result.samples[i].offset)
                               .arg(result.samples[i].seekDistance)
                               .arg(fixed(result.samples[i].ms, 6));
            } else if constexpr (std::is_same_v<T, BurstResult>) {
                out = QStringLiteral("pass,mbps\n");
                for (size_t i = 0; i < result.passMegabytesPerSecond.size(); ++i)
                    out += QStringLiteral("%1,%2\n").arg(i + 1).arg(fixed(result.passMegabytesPerSecond[i]));
            } else if constexpr (std::is_same_v<T, SustainedResult>) {
                out = QStringLiteral("seconds,bytes_written,mbps\n");
                for (const SustainedSample& sample : result.samples)
                    out += QStringLiteral("%1,%2,%3\n")
                               .arg(fixed(sample.seconds, 3))
                               .arg(sample.bytes)
                               .arg(fixed(sample.megabytesPerSecond));
            } else if constexpr (std::is_same_v<T, ConsistencyResult>) {
                // The scatter the test is about: IOPS per interval.
                out = runSeriesCsv(run);
            } else if constexpr (std::is_same_v<T, PtsResult>) {
                // Every round's measurements, and which rounds form the measurement window.
                const PtsLayout& layout = result.plan.layout();
                const bool latency = result.plan.test != PtsTest::Iops;
                if (result.plan.test == PtsTest::Wsat)
                    out = QStringLiteral("round,written_bytes,block_bytes,read_pct,iops,mean_ms,p99_ms,in_window\n");
                else if (latency)
                    out = QStringLiteral("round,block_bytes,read_pct,iops,mbps,mean_ms,p99_ms,in_window\n");
                else
                    out = QStringLiteral("round,block_bytes,read_pct,iops,in_window\n");
                const std::vector<uint64_t> written = result.writtenAfterRounds();
                for (size_t r = 0; r < result.rounds.size(); ++r) {
                    const PtsRound& round = result.rounds[r];
                    const bool inWindow = r >= result.windowFirstRound
                        && r < static_cast<size_t>(result.windowFirstRound) + result.windowRounds;
                    for (size_t cell = 0; cell < round.iops.size() && cell < layout.cellCount(); ++cell) {
                        const uint32_t block = layout.blockOf(cell);
                        const auto ms = [&](const std::vector<double>& values) {
                            return fixed(cell < values.size() ? values[cell] : 0, 4);
                        };
                        if (result.plan.test == PtsTest::Wsat)
                            out += QStringLiteral("%1,%2,%3,%4,%5,%6,%7,%8\n")
                                       .arg(r + 1)
                                       .arg(written[r])
                                       .arg(block)
                                       .arg(layout.readPercentOf(cell))
                                       .arg(fixed(round.iops[cell], 2), ms(round.meanLatencyMs), ms(round.p99LatencyMs))
                                       .arg(inWindow ? 1 : 0);
                        else if (latency)
                            out += QStringLiteral("%1,%2,%3,%4,%5,%6,%7,%8\n")
                                       .arg(r + 1)
                                       .arg(block)
                                       .arg(layout.readPercentOf(cell))
                                       .arg(fixed(round.iops[cell], 2), fixed(round.iops[cell] * block / 1e6, 2),
                                           ms(round.meanLatencyMs), ms(round.p99LatencyMs))
                                       .arg(inWindow ? 1 : 0);
                        else
                            out += QStringLiteral("%1,%2,%3,%4,%5\n")
                                       .arg(r + 1)
                                       .arg(block)
                                       .arg(layout.readPercentOf(cell))
                                       .arg(fixed(round.iops[cell], 2))
                                       .arg(inWindow ? 1 : 0);
                    }
                }
            } else if constexpr (std::is_same_v<T, ErrorScanResult>) {
                out = QStringLiteral("block,offset,bytes,seconds,slowest_read_ms,errors,class\n");
                for (const ErrorScanBlock& block : result.blocks) {
                    if (out.size() >= kCsvPieceCharacters) {
                        write(out.toUtf8());
                        out.resize(0);
                    }
                    out += QStringLiteral("%1,%2,%3,%4,%5,%6,%7\n")
                               .arg(block.index)
                               .arg(block.offset)
                               .arg(block.bytes)
                               .arg(fixed(block.seconds, 6))
                               .arg(fixed(block.maxRequestMs, 3))
                               .arg(block.errors)
                               .arg(blockClassName(block.blockClass));
                }
            } else if constexpr (std::is_same_v<T, CopyTestResult>) {
                out = QStringLiteral("copy,from,to,bytes,files,repeat,seconds,mbps,cancelled\n");
                for (const CopyMeasurement& copy : result.copies)
                    for (size_t i = 0; i < copy.seconds.size(); ++i)
                        out += QStringLiteral("%1,%2,%3,%4,%5,%6,%7,%8,%9\n")
                                   .arg(csvText(copy.name), csvText(copy.from), csvText(copy.to))
                                   .arg(copy.bytes)
                                   .arg(copy.files)
                                   .arg(i + 1)
                                   .arg(fixed(copy.seconds[i], 6))
                                   .arg(fixed(copy.seconds[i] > 0
                                           ? static_cast<double>(copy.bytes) / 1e6 / copy.seconds[i]
                                           : 0))
                                   .arg(copy.cancelled ? 1 : 0);
            }
        },
        run.result);
    if (!out.isEmpty())
        write(out.toUtf8());
}

QString runSeriesCsv(const SessionRun& run)
{
    QString out = QStringLiteral("run,test,part,repeat,interval,begin_seconds,seconds,iops,mbps,mean_latency_us,"
                                 "p99_latency_us,ios,bytes\n");
    for (const SessionRun::NamedWorkload& workload : run.workloads())
        for (size_t repeat = 0; repeat < workload.result->repeats.size(); ++repeat) {
            const TimeSeries& series = workload.result->repeats[repeat].timeline;
            for (size_t i = 0; i < series.size(); ++i)
                out += QStringLiteral("%1,%2,%3,%4,%5,%6,%7,%8,%9,%10,%11,%12,%13\n")
                           .arg(csvText(run.id), csvText(run.kindName()), csvText(workload.name))
                           .arg(repeat + 1)
                           .arg(i + 1)
                           .arg(series.beginOf(i), 0, 'f', 3)
                           .arg(series.lengthOf(i), 0, 'f', 3)
                           .arg(series.iops(i), 0, 'f', 1)
                           .arg(series.megabytesPerSecond(i), 0, 'f', 3)
                           .arg(series.meanMicroseconds(i), 0, 'f', 3)
                           .arg(series.p99Microseconds(i), 0, 'f', 3)
                           .arg(series.intervals[i].ios)
                           .arg(series.intervals[i].bytes);
        }
    return out;
}

QString runCsv(const SessionRun& run)
{
    QByteArray bytes;
    writeRunCsv(run, [&bytes](const QByteArray& piece) { bytes += piece; });
    return QString::fromUtf8(bytes);
}

std::vector<std::pair<QString, QString>> runCharts(const SessionRun& run, ExportTheme theme)
{
    std::vector<std::pair<QString, QString>> charts;
    for (const ChartDescription& chart : describeCharts(run))
        charts.emplace_back(chart.title, chartSvg(chart, theme));
    return charts;
}

namespace {
    // An HTML report's style sheet in the theme's colours.
    QString reportStyle(ExportTheme theme, bool tables)
    {
        const ReportColours colours = ReportColours::of(theme);
        QString css = QStringLiteral("body{font-family:sans-serif;max-width:60em;margin:2em auto;padding:0 1em%1}")
                          .arg(theme == ExportTheme::Dark
                                  ? QStringLiteral(";background:%1;color:%2").arg(colours.background, colours.text)
                                  : QString());
        if (tables)
            css += QStringLiteral("table{border-collapse:collapse}td,th{border:1px solid %1;padding:.2em .6em}"
                                  "td.n{text-align:right}.caveat{color:%2}")
                       .arg(theme == ExportTheme::Dark ? colours.frame : QStringLiteral("#ccc"), colours.caveat);
        css += QStringLiteral("pre{background:%1;padding:.6em;overflow-x:auto}").arg(colours.code);
        if (theme == ExportTheme::Dark)
            css += QStringLiteral("a{color:#8ab4f8}");
        return QStringLiteral("<style>%1</style>").arg(css);
    }
}

namespace {
    // A run's heading: the name the user gave it (SessionRun::label) before its title, else its title.
    QString reportHeading(const SessionRun& run)
    {
        return run.label.isEmpty() ? run.title() : QStringLiteral("%1 — %2").arg(run.label, run.title());
    }

    QString formatFigure(const KeyFigure& figure)
    {
        return QStringLiteral("%1 %2").arg(
            QString::number(figure.value, 'f', figureDecimals(figure.value, figure.unit)), figure.unit);
    }

    QStringList targetLines(const SessionRun& run)
    {
        QStringList lines;
        for (const TargetInfo& target : run.targets()) {
            // Only what is known: a loop device has no model or firmware, a file no queue depth.
            // An imported fio run does not know its target's size.
            QStringList facts { target.kindName() };
            if (target.sizeBytes > 0)
                facts << formatDecimalBytes(static_cast<double>(target.sizeBytes));
            if (target.drive) {
                const DriveFacts& drive = *target.drive;
                const QString name = QStringList { drive.vendor, drive.model }.join(QLatin1Char(' ')).trimmed();
                if (!name.isEmpty())
                    facts << name;
                if (!drive.firmware.trimmed().isEmpty())
                    facts << QStringLiteral("firmware %1").arg(drive.firmware.trimmed());
                if (drive.queueDepth > 0)
                    facts << QStringLiteral("queue depth %1").arg(drive.queueDepth);
                if (!drive.writeCache.isEmpty())
                    facts << QStringLiteral("write cache %1").arg(drive.writeCache);
                if (!drive.scheduler.isEmpty())
                    facts << QStringLiteral("scheduler %1").arg(drive.scheduler);
            }
            lines << QStringLiteral("%1 (%2)").arg(target.path, facts.join(QStringLiteral(", ")));
        }
        return lines;
    }

    // The machine in words, only what was recorded: an imported run knows little or nothing of it.
    QString hostLine(const HostFacts& host)
    {
        QStringList facts;
        if (!host.hostname.isEmpty())
            facts << host.hostname;
        if (const QString os = host.osLine(); !os.isEmpty())
            facts << os;
        if (host.cpuCount > 0)
            facts << (host.cpuModel.isEmpty() ? QStringLiteral("%1 CPUs").arg(host.cpuCount)
                                              : QStringLiteral("%1 × %2").arg(host.cpuCount).arg(host.cpuModel));
        if (host.memoryBytes > 0)
            facts << QStringLiteral("%1 GB memory").arg(static_cast<double>(host.memoryBytes) / 1e9, 0, 'f', 1);
        return facts.isEmpty() ? QStringLiteral("not recorded") : facts.join(QStringLiteral(", "));
    }
}

namespace {
    const SurfaceResult* surfaceOf(const SessionRun& run)
    {
        if (const auto* surface = std::get_if<SurfaceResult>(&run.result))
            return surface;
        if (const auto* hdtach = std::get_if<HdTachResult>(&run.result))
            return &hdtach->surface;
        return nullptr;
    }

    // A figure as text, with the mark where the run's or its own accounting did not confirm it.
    // Where it was measured more than once, the spread of its runs follows: "±2.1 %", or "unstable:
    // runs spread 7.4 % (100.0, 120.0, 90.0 MB/s)".
    QString markedFigure(const KeyFigure& figure, const SessionRun& run)
    {
        QString text = formatFigure(figure);
        if (figure.marked(run))
            text += QString::fromUtf8(kUnconfirmedMark);
        if (figure.spread.measured())
            text += QLatin1Char(' ') + figure.spread.describe(figure.unit, figureDecimals(figure.value, figure.unit));
        return text;
    }

    // "Device: device confirmed 99.8 % of 1.07 GB read", marked where the figures above are not confirmed.
    QString accountingLine(const SessionRun& run)
    {
        QString summary = accountingSummary(run.accounting);
        if (const auto* surface = surfaceOf(run); surface && surface->accountedZones > 0)
            summary += (summary.isEmpty() ? QString() : QStringLiteral("; ")) + surface->zoneAccountingSummary();
        if (summary.isEmpty())
            return run.partsConfirmed() ? QString()
                                        : QStringLiteral("%1 the figures marked %1 are not confirmed by the device")
                                              .arg(QString::fromUtf8(kUnconfirmedMark));
        return run.figuresConfirmed() ? QStringLiteral("Device: %1").arg(summary)
                                      : QStringLiteral("%1 Device: %2 (the figures marked %1 are not confirmed)")
                                            .arg(QString::fromUtf8(kUnconfirmedMark), summary);
    }
}

namespace {
    // "Temperature: nvme0n1 Composite: 38 °C to 52 °C, mean 45 °C (warning 82 °C)", or why there is none;
    // "SMART: nvme0n1: +38.4 GB written, +1 % used".
    QStringList thermalLines(const SessionRun& run)
    {
        QStringList lines;
        for (const TemperatureSeries& series : run.temperatures)
            lines << QStringLiteral("Temperature: %1").arg(series.summary());
        for (const RunHealth& health : run.health)
            lines << QStringLiteral("SMART: %1").arg(health.summary());
        return lines;
    }
}

namespace {
    // How a PTS run purged the drive and what it did with its write cache; empty for other runs.
    QStringList ptsNotes(const SessionRun& run)
    {
        const auto* pts = std::get_if<PtsResult>(&run.result);
        if (!pts)
            return {};
        QStringList lines;
        if (!pts->purgeNote.isEmpty())
            lines << QStringLiteral("Purge: %1").arg(pts->purgeNote);
        lines << pts->writeCache.describe();
        return lines;
    }

    // The SNIA PTS's table, averaged over the measurement window; the first row is the header. The IOPS
    // test's: IOPS per block size (rows) and read/write mix (columns); throughput's: MB/s likewise; latency's:
    // a row per cell with its IOPS, mean, p99, p99.99 and max latency. Empty for other runs and write saturation.
    std::vector<QStringList> ptsTable(const SessionRun& run)
    {
        const auto* pts = std::get_if<PtsResult>(&run.result);
        if (!pts || pts->windowRounds == 0 || pts->table.empty() || pts->plan.test == PtsTest::Wsat)
            return {};
        const PtsLayout& layout = pts->plan.layout();
        std::vector<QStringList> rows;
        if (pts->plan.test == PtsTest::Latency) {
            rows.push_back({ QStringLiteral("block size"), QStringLiteral("mix"), QStringLiteral("IOPS"),
                QStringLiteral("mean ms"), QStringLiteral("p99 ms"), QStringLiteral("p99.99 ms"),
                QStringLiteral("max ms") });
            for (size_t cell = 0; cell < layout.cellCount() && cell < pts->latencyTable.size(); ++cell) {
                const PtsLatencyFigures& figures = pts->latencyTable[cell];
                const unsigned read = layout.readPercentOf(cell);
                QStringList row { formatBinarySize(layout.blockOf(cell)),
                    QStringLiteral("%1/%2").arg(read).arg(100 - read) };
                if (figures.ios == 0)
                    row << QStringLiteral("-") << QStringLiteral("-") << QStringLiteral("-") << QStringLiteral("-")
                        << QStringLiteral("-");
                else
                    row << fixed(pts->table[cell], 0) << fixed(figures.meanMs, 3) << fixed(figures.p99Ms, 3)
                        << fixed(figures.p9999Ms, 3) << fixed(figures.maxMs, 3);
                rows.push_back(row);
            }
            return rows;
        }
        QStringList header { QStringLiteral("block size") };
        for (unsigned read : layout.readPercents)
            header << QStringLiteral("%1/%2").arg(read).arg(100 - read);
        rows.push_back(header);
        const size_t sizes = layout.blockBytes.size();
        const bool throughput = pts->plan.test == PtsTest::Throughput;
        for (size_t size = 0; size < sizes; ++size) {
            QStringList row { formatBinarySize(layout.blockBytes[size]) };
            for (size_t mix = 0; mix < layout.readPercents.size(); ++mix)
                row << (throughput ? fixed(pts->windowMegabytesPerSecond(mix * sizes + size), 1)
                                   : fixed(pts->table[mix * sizes + size], 0));
            rows.push_back(row);
        }
        return rows;
    }

    QString ptsTableCaption(const SessionRun& run)
    {
        const auto* pts = std::get_if<PtsResult>(&run.result);
        if (!pts)
            return {};
        const QString what = pts->plan.test == PtsTest::Throughput
            ? QStringLiteral("Sequential MB/s averaged over rounds %1 to %2 (read/write mix across, block size down)")
            : pts->plan.test == PtsTest::Latency
            ? QStringLiteral("Latency over rounds %1 to %2 (every request of the window's rounds)")
            : QStringLiteral("IOPS averaged over rounds %1 to %2 (read/write mix across, block size down)");
        return QStringLiteral("%1: %2").arg(
            what.arg(pts->windowFirstRound + 1).arg(pts->windowFirstRound + pts->windowRounds),
            pts->steadyState ? QStringLiteral("steady state reached") : QStringLiteral("steady state NOT reached"));
    }
}

QString markdownReport(const Session& session, ExportTheme theme)
{
    QStringList md;
    md << QStringLiteral("# DriveScope report%1")
              .arg(session.title.isEmpty() ? QString() : QStringLiteral(": ") + session.title)
       << QString()
       << QStringLiteral("- Created %1 by DriveScope %2 (%3)")
              .arg(session.createdAt, session.appVersion, session.origin)
       << QStringLiteral("- Host: %1").arg(hostLine(session.host)) << QString();
    for (const SessionRun& run : session.runs) {
        md << QStringLiteral("## %1. %2").arg(run.id, reportHeading(run)) << QString();
        md << QStringLiteral("Started %1%2")
                  .arg(run.startedAt, run.cancelled() ? QStringLiteral(" (cancelled: partial result)") : QString())
           << QString();
        for (const QString& line : targetLines(run))
            md << QStringLiteral("- Target: %1").arg(line);
        md << QString() << QStringLiteral("| figure | value |") << QStringLiteral("|---|---:|");
        for (const KeyFigure& figure : keyFigures(run))
            md << QStringLiteral("| %1 | %2 |").arg(figure.name, markedFigure(figure, run));
        md << QString();
        if (const QString confirmed = accountingLine(run); !confirmed.isEmpty())
            md << confirmed << QString();
        for (const QString& line : thermalLines(run))
            md << QStringLiteral("- %1").arg(line);
        if (!thermalLines(run).isEmpty())
            md << QString();
        for (const Caveat& caveat : run.caveats)
            md << QStringLiteral("> **Caveat:** %1").arg(caveat.text);
        for (const QString& error : run.errors)
            md << QStringLiteral("> **Error:** %1").arg(error);
        if (!run.caveats.empty() || !run.errors.empty())
            md << QString();
        for (const QString& line : ptsNotes(run))
            md << QStringLiteral("- %1").arg(line);
        if (!ptsNotes(run).isEmpty())
            md << QString();
        if (const std::vector<QStringList> table = ptsTable(run); !table.empty()) {
            md << ptsTableCaption(run) << QString();
            for (size_t i = 0; i < table.size(); ++i) {
                md << QStringLiteral("| %1 |").arg(table[i].join(QStringLiteral(" | ")));
                if (i == 0)
                    md << QStringLiteral("|---|") + QStringLiteral("---:|").repeated(table[i].size() - 1);
            }
            md << QString();
        }
        for (const auto& [title, svg] : runCharts(run, theme))
            md << QStringLiteral("![%1](data:image/svg+xml;base64,%2)")
                      .arg(title, QString::fromLatin1(svg.toUtf8().toBase64()))
               << QString();
        if (!run.fioCommand().isEmpty())
            md << QStringLiteral("Check with fio:") << QString() << QStringLiteral("```sh") << run.fioCommand()
               << QStringLiteral("```") << QString();
    }
    return md.join(QLatin1Char('\n'));
}

QString htmlReport(const Session& session, ExportTheme theme)
{
    QStringList html;
    const QString title = QStringLiteral("DriveScope report%1")
                              .arg(session.title.isEmpty() ? QString() : QStringLiteral(": ") + session.title);
    html << QStringLiteral("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>%1</title>")
                .arg(escapeXml(title))
         << reportStyle(theme, true) + QStringLiteral("</head><body>")
         << QStringLiteral("<h1>%1</h1>").arg(escapeXml(title))
         << QStringLiteral("<p>Created %1 by DriveScope %2 (%3)<br>Host: %4</p>")
                .arg(escapeXml(session.createdAt), escapeXml(session.appVersion), escapeXml(session.origin),
                    escapeXml(hostLine(session.host)));
    for (const SessionRun& run : session.runs) {
        html << QStringLiteral("<h2>%1. %2</h2>").arg(escapeXml(run.id), escapeXml(reportHeading(run)));
        html << QStringLiteral("<p>Started %1%2</p>")
                    .arg(escapeXml(run.startedAt),
                        run.cancelled() ? QStringLiteral(" <b>(cancelled: partial result)</b>") : QString());
        QStringList targets;
        for (const QString& line : targetLines(run))
            targets << QStringLiteral("<li>Target: %1</li>").arg(escapeXml(line));
        if (!targets.isEmpty())
            html << QStringLiteral("<ul>%1</ul>").arg(targets.join(QString()));
        html << QStringLiteral("<table><tr><th>figure</th><th>value</th></tr>");
        for (const KeyFigure& figure : keyFigures(run))
            html << QStringLiteral("<tr><td>%1</td><td class=\"n\">%2</td></tr>")
                        .arg(escapeXml(figure.name), escapeXml(markedFigure(figure, run)));
        html << QStringLiteral("</table>");
        if (const QString confirmed = accountingLine(run); !confirmed.isEmpty())
            html << QStringLiteral("<p class=\"%1\">%2</p>")
                        .arg(run.figuresConfirmed() ? QStringLiteral("accounting") : QStringLiteral("caveat"),
                            escapeXml(confirmed));
        for (const QString& line : thermalLines(run))
            html << QStringLiteral("<p class=\"thermal\">%1</p>").arg(escapeXml(line));
        for (const Caveat& caveat : run.caveats)
            html << QStringLiteral("<p class=\"caveat\">Caveat: %1</p>").arg(escapeXml(caveat.text));
        for (const QString& error : run.errors)
            html << QStringLiteral("<p class=\"caveat\">Error: %1</p>").arg(escapeXml(error));
        if (const std::vector<QStringList> table = ptsTable(run); !table.empty()) {
            html << QStringLiteral("<table class=\"pts\"><caption>%1</caption>").arg(escapeXml(ptsTableCaption(run)));
            for (size_t i = 0; i < table.size(); ++i) {
                QString row = QStringLiteral("<tr>");
                for (qsizetype c = 0; c < table[i].size(); ++c)
                    row += i == 0 || c == 0 ? QStringLiteral("<th>%1</th>").arg(escapeXml(table[i][c]))
                                            : QStringLiteral("<td class=\"n\">%1</td>").arg(escapeXml(table[i][c]));
                html << row + QStringLiteral("</tr>");
            }
            html << QStringLiteral("</table>");
        }
        for (const auto& [chartTitle, svg] : runCharts(run, theme))
            html << QStringLiteral("<figure>%1<figcaption>%2</figcaption></figure>").arg(svg, escapeXml(chartTitle));
        if (!run.fioCommand().isEmpty())
            html << QStringLiteral("<p>Check with fio:</p><pre>%1</pre>").arg(escapeXml(run.fioCommand()));
    }
    html << QStringLiteral("</body></html>\n");
    return html.join(QLatin1Char('\n'));
}

std::vector<std::pair<QString, QString>> compareCharts(const Comparison& comparison, ExportTheme theme)
{
    std::vector<NamedRun> runs;
    for (const CompareItem& item : comparison.items)
        runs.push_back({ item.label, &item.run });
    std::vector<std::pair<QString, QString>> charts;
    if (const std::optional<ChartDescription> overTime = describeOverTimeOverlay(runs))
        charts.emplace_back(overTime->title, chartSvg(*overTime, theme));
    return charts;
}

QString compareMarkdownReport(const Comparison& comparison, ExportTheme theme)
{
    QStringList md;
    md << QStringLiteral("# DriveScope comparison") << QString();
    for (const CompareItem& item : comparison.items)
        md << QStringLiteral("- **%1**: %2 (%3)").arg(item.label, item.run.title(), item.source);
    md << QString() << QStringLiteral("```") << comparison.toText().trimmed() << QStringLiteral("```") << QString();
    for (const auto& [title, svg] : compareCharts(comparison, theme))
        md << QStringLiteral("![%1](data:image/svg+xml;base64,%2)")
                  .arg(title, QString::fromLatin1(svg.toUtf8().toBase64()))
           << QString();
    return md.join(QLatin1Char('\n'));
}

QString compareHtmlReport(const Comparison& comparison, ExportTheme theme)
{
    QStringList html;
    html << QStringLiteral("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>DriveScope "
                           "comparison</title>")
         << reportStyle(theme, false) + QStringLiteral("</head><body>")
         << QStringLiteral("<h1>DriveScope comparison</h1><ul>");
    for (const CompareItem& item : comparison.items)
        html << QStringLiteral("<li><b>%1</b>: %2 (%3)</li>")
                    .arg(escapeXml(item.label), escapeXml(item.run.title()), escapeXml(item.source));
    html << QStringLiteral("</ul><pre>%1</pre>").arg(escapeXml(comparison.toText().trimmed()));
    for (const auto& [title, svg] : compareCharts(comparison, theme))
        html << QStringLiteral("<figure>%1<figcaption>%2</figcaption></figure>").arg(svg, escapeXml(title));
    html << QStringLiteral("</body></html>\n");
    return html.join(QLatin1Char('\n'));
}

QString textSummary(const Session& session)
{
    const QString rule = QString(78, QLatin1Char('-'));
    QStringList lines;
    lines << rule
          << QStringLiteral("DriveScope %1 session summary%2")
                 .arg(session.appVersion, session.title.isEmpty() ? QString() : QStringLiteral(": ") + session.title)
          << rule << QStringLiteral("* MB/s = 1,000,000 bytes/s") << QString();
    for (const SessionRun& run : session.runs) {
        if (const auto* quick = std::get_if<QuickSuiteResult>(&run.result)) {
            // The quick suite has CrystalDiskMark's own layout already.
            lines << quick->summaryText(DisplayUnit::MegabytesPerSecond, session.host.osLine())
                         .trimmed()
                         .split(QLatin1Char('\n'))
                         .mid(5);
        } else {
            lines << QStringLiteral("[%1]").arg(run.title());
            for (const KeyFigure& figure : keyFigures(run))
                lines << QStringLiteral("  %1 : %2").arg(figure.name, -32).arg(markedFigure(figure, run));
            for (const QString& line : targetLines(run))
                lines << QStringLiteral("  Target: %1").arg(line);
        }
        for (const QString& line : ptsNotes(run))
            lines << QStringLiteral("  %1").arg(line);
        if (const QString confirmed = accountingLine(run); !confirmed.isEmpty())
            lines << QStringLiteral("  %1").arg(confirmed);
        for (const QString& line : thermalLines(run))
            lines << QStringLiteral("  %1").arg(line);
        for (const Caveat& caveat : run.caveats)
            lines << QStringLiteral("  Caveat: %1").arg(caveat.text);
        if (run.cancelled())
            lines << QStringLiteral("  CANCELLED: partial result");
        lines << QString();
    }
    lines << QStringLiteral("  Date: %1").arg(session.createdAt);
    // An imported report knows its OS and nothing of the machine: what was not recorded is left out.
    const HostFacts& host = session.host;
    if (const QString os = host.osLine(); !os.isEmpty())
        lines << QStringLiteral("    OS: %1").arg(os);
    QStringList machine;
    if (!host.hostname.isEmpty())
        machine << host.hostname;
    if (host.cpuCount > 0)
        machine << (host.cpuModel.isEmpty() ? QStringLiteral("%1 CPUs").arg(host.cpuCount)
                                            : QStringLiteral("%1 × %2").arg(host.cpuCount).arg(host.cpuModel));
    if (!machine.isEmpty())
        lines << QStringLiteral("  Host: %1").arg(machine.join(QStringLiteral(", ")));
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace ds
