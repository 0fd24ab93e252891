#pragma once

// Result values with every field set to something other than its default, for the round-trip,
// session, compare and export tests. Built in code, not measured: these tests check that values
// survive files and reports, not that a device is fast.

#include "model/compare.h"
#include "model/results/hdtachresult.h"
#include "model/session.h"
#include "run/benchmarks/copytest.h"
#include "run/benchmarks/multitargetrunner.h"
#include "run/benchmarks/patterntest.h"
#include "run/benchmarks/quicksuite.h"
#include "run/benchmarks/surfacerewrite.h"
#include "run/benchmarks/sustainedwrite.h"
#include "run/benchmarks/sweeprunner.h"

#include <cstdint>

namespace ds::test {

// The value keyFigures gives `run` for `key` (FigureKey::toString()): the truth a ranking or a comparison
// must agree with. Ends the test program where the run has no such figure.
inline double keyFigureValue(const SessionRun& run, const QString& key)
{
    for (const KeyFigure& figure : keyFigures(run))
        if (figure.key.toString() == key)
            return figure.value;
    qFatal("no figure %s", qPrintable(key));
}

inline DriveFacts sampleDrive(const QString& name = QStringLiteral("sdz"))
{
    DriveFacts drive;
    drive.name = name;
    drive.devicePath = QStringLiteral("/dev/") + name;
    drive.major = 8;
    drive.minor = 32;
    drive.model = QStringLiteral("WDC WD5000AAKS");
    drive.vendor = QStringLiteral("ATA");
    drive.serial = QStringLiteral("WD-123456");
    drive.firmware = QStringLiteral("01.03B01");
    drive.sizeBytes = 500107862016ull;
    drive.rotational = true;
    drive.removable = false;
    drive.readOnly = false;
    drive.transport = QStringLiteral("sata");
    drive.logicalSectorBytes = 512;
    drive.physicalSectorBytes = 4096;
    drive.queueDepth = 31;
    drive.nrRequests = 64;
    drive.maxSectorsKb = 1280;
    drive.maxHwSectorsKb = 32767;
    drive.scheduler = QStringLiteral("mq-deadline");
    drive.availableSchedulers = { QStringLiteral("none"), QStringLiteral("mq-deadline") };
    drive.writeCache = QStringLiteral("write back");
    drive.holders = { QStringLiteral("dm-3") };
    drive.swap = false;
    PartitionFacts partition;
    partition.name = name + QStringLiteral("1");
    partition.devicePath = QStringLiteral("/dev/") + partition.name;
    partition.major = 8;
    partition.minor = 33;
    partition.offsetBytes = 1048576;
    partition.sizeBytes = 400000000000ull;
    partition.mountPoints = { QStringLiteral("/mnt/data") };
    partition.swap = true;
    drive.partitions = { partition };
    drive.readable = true;
    drive.writable = true;
    return drive;
}

// A drive's link as an NVMe drive at PCIe 4.0 x4 has it: a ceiling of about 7.9 GB/s.
inline InterfaceLink sampleLink()
{
    InterfaceLink link;
    link.kind = InterfaceLink::Kind::Pcie;
    link.speed = 16;
    link.maxSpeed = 16;
    link.width = 4;
    link.maxWidth = 4;
    return link;
}

inline TargetInfo sampleTarget(const QString& name = QStringLiteral("sdz"))
{
    TargetInfo target;
    target.kind = TargetInfo::Kind::TestFile;
    target.path = QStringLiteral("/mnt/data/drivescope-test.bin");
    target.sizeBytes = 1ull << 30;
    target.logicalSectorBytes = 4096;
    target.physicalSectorBytes = 4096;
    target.directIo = false;
    target.writable = true;
    target.filesystem = QStringLiteral("btrfs");
    target.notes = { QStringLiteral("a test file: the filesystem is measured too") };
    target.drive = sampleDrive(name);
    return target;
}

inline WorkloadSpec sampleSpec()
{
    WorkloadSpec spec;
    spec.readPercent = 70;
    spec.randomPercent = 40;
    spec.blockSizes = { { 4096, 60 }, { 65536, 40.5 } };
    spec.regionOffset = 8192;
    spec.regionLength = 1ull << 29;
    spec.alignment = 8192;
    spec.queueDepth = 32;
    spec.completionBatch = 2; // not the automatic 4
    spec.durationSeconds = 2.5;
    spec.totalBytes = 0;
    spec.warmupSeconds = 0.25;
    spec.repeats = 2;
    spec.seed = 18446744073709551557ull; // above 2^53: must survive as text
    return spec;
}

inline RunMeasurement sampleRun(uint64_t scale = 1)
{
    RunMeasurement run;
    run.seconds = 2.5;
    run.readBytes = 700000000 * scale;
    run.writeBytes = 300000000 * scale;
    run.readIos = 10000 * scale;
    run.writeIos = 4000 * scale;
    for (uint64_t i = 1; i <= 500; ++i) {
        run.readLatency.add(i * 997 * scale);
        run.writeLatency.add(i * 1999 + 17);
    }
    run.readLatency.add(123456789012ull); // one very slow read
    run.cpu.wallSeconds = 2.6;
    run.cpu.processUserSeconds = 0.125;
    run.cpu.processSystemSeconds = 0.75;
    run.cpu.processPercent = 33.65;
    run.cpu.systemBusyPercent = 12.5;
    run.errorCount = 3;
    run.errors = { { 4096, 4096, IoOp::Read, 5 }, { 8192, 65536, IoOp::Write, 0 } };
    run.maxInFlight = 32;
    run.issuedPerSize = { 8400 * scale, 5600 * scale };
    run.cancelled = false;
    run.stopReason = QStringLiteral("the device went away");
    return run;
}

inline WorkloadResult sampleWorkloadResult(uint64_t scale = 1)
{
    WorkloadResult result;
    result.spec = sampleSpec();
    result.target = sampleTarget();
    result.engine = QStringLiteral("io_uring");
    result.engineNotes = QStringLiteral("registered buffers");
    result.fioCommand = QStringLiteral("fio --name=x --filename=/dev/sdz");
    result.startedAt = QStringLiteral("2026-11-30T01:02:03Z");
    result.repeats = { sampleRun(scale), sampleRun(scale + 1) };
    result.repeats[1].seconds = 2.4;
    result.cancelled = true;
    return result;
}

inline SurfaceResult sampleSurface(size_t zones = 50, double rateScale = 1.0)
{
    SurfaceResult result;
    result.plan.mode = SurfacePlan::Mode::Full;
    result.plan.zones = static_cast<unsigned>(zones);
    result.plan.zoneBytes = 1u << 20;
    result.plan.rangeOffset = 4096;
    result.plan.rangeLength = 1ull << 30;
    result.plan.blockBytes = 262144;
    result.plan.queueDepth = 8;
    result.plan.write = true;
    result.target = sampleTarget();
    result.engine = QStringLiteral("threads");
    result.blockBytes = 262144;
    for (size_t i = 0; i < zones; ++i) {
        SurfaceZone zone;
        zone.index = static_cast<unsigned>(i);
        zone.offset = i * (1ull << 21);
        zone.timedOffset = zone.offset + 4096;
        zone.bytes = 1u << 20;
        // An HDD's curve: fast outer tracks, slower inner ones.
        zone.seconds = (1.0 + static_cast<double>(i) / static_cast<double>(zones)) / (100.0 * rateScale);
        zone.errors = i % 17 == 3 ? 1 : 0;
        result.zones.push_back(zone);
    }
    result.cpu.wallSeconds = 3.5;
    result.cpu.processUserSeconds = 0.5;
    result.cpu.processSystemSeconds = 0.25;
    result.cpu.processPercent = 21.4;
    result.cpu.systemBusyPercent = 7.25;
    result.cancelled = true;
    result.startedAt = QStringLiteral("2026-11-30T01:02:03Z");
    result.errorRecords = { { 3u << 21, 262144, IoOp::Write, 5 } };
    result.stopReason = QStringLiteral("the device went away");
    return result;
}

inline AccessResult sampleAccess(double msScale = 1.0)
{
    AccessResult result;
    result.plan.samples = 100;
    result.plan.blockBytes = 512;
    result.plan.rangeOffset = 1 << 20;
    result.plan.rangeLength = 1ull << 31;
    result.plan.seed = 99;
    result.target = sampleTarget();
    result.engine = QStringLiteral("io_uring");
    result.fioCommand = QStringLiteral("fio --rw=randread");
    for (uint64_t i = 0; i < 100; ++i)
        result.samples.push_back(
            { i * 4096 * 7919 % (1ull << 31), i * 1234567, (8.0 + static_cast<double>(i % 9)) * msScale });
    result.iops = 80.5 / msScale;
    result.errorCount = 1;
    result.cancelled = false;
    return result;
}

inline BurstResult sampleBurst(double rateScale = 1.0)
{
    BurstResult result;
    result.plan.regionBytes = 1 << 20;
    result.plan.offset = 4096;
    result.plan.passes = 5;
    result.target = sampleTarget();
    result.engine = QStringLiteral("io_uring");
    result.fioCommand = QStringLiteral("fio --rw=read --size=1M");
    result.passMegabytesPerSecond = { 250 * rateScale, 260.5 * rateScale, 258 * rateScale };
    result.errorCount = 0;
    result.cancelled = true;
    return result;
}

inline SustainedResult sampleSustained()
{
    SustainedResult result;
    result.plan.totalBytes = 1ull << 33;
    result.plan.blockBytes = 1 << 20;
    result.plan.queueDepth = 16;
    result.plan.sampleSeconds = 0.25;
    result.plan.offset = 4096;
    result.target = sampleTarget();
    result.engine = QStringLiteral("io_uring");
    result.fioCommand = QStringLiteral("fio --rw=write");
    for (int i = 0; i < 20; ++i)
        result.samples.push_back(
            { 0.25 * (i + 1), static_cast<uint64_t>(i + 1) * 100000000ull, i < 10 ? 400.0 : 120.0 });
    result.cliff = findRateCliff(result.samples);
    result.averageMegabytesPerSecond = 260.25;
    result.seconds = 5;
    result.bytes = 2000000000;
    result.errorCount = 2;
    return result;
}

inline SweepResult sampleSweep(SweepKind kind = SweepKind::BlockSize, uint64_t scale = 1)
{
    SweepResult result;
    result.plan.kind = kind;
    result.plan.base = sampleSpec();
    result.plan.values = kind == SweepKind::BlockSize ? std::vector<uint64_t> { 512, 4096, 65536 }
                                                      : std::vector<uint64_t> { 1, 4, 16 };
    result.target = sampleTarget();
    result.engine = QStringLiteral("io_uring");
    result.startedAt = QStringLiteral("2026-11-30T01:02:03Z");
    for (uint64_t value : result.plan.values) {
        SweepPoint point;
        point.value = value;
        point.spec = result.plan.specAt(value);
        point.fioCommand = QStringLiteral("fio --bs=%1").arg(value);
        if (value == 512) {
            point.skipReason = QStringLiteral("512 B is below the 4096-byte logical sector");
        } else {
            WorkloadResult measured = sampleWorkloadResult(scale * value / (kind == SweepKind::BlockSize ? 4096 : 1));
            measured.spec = point.spec;
            point.result = measured;
        }
        result.points.push_back(point);
    }
    result.cancelled = false;
    return result;
}

inline PatternSuiteResult samplePatterns()
{
    PatternSuiteResult suite;
    suite.target = sampleTarget();
    suite.startedAt = QStringLiteral("2026-11-30T01:02:03Z");
    for (const PatternSpec& spec :
        { PatternSpec::builtIn(QStringLiteral("Database")), PatternSpec::builtIn(QStringLiteral("WebServer")) }) {
        PatternResult pattern;
        pattern.pattern = spec;
        pattern.pattern.alignment = spec.name == QLatin1String("Database") ? 4096 : 0;
        pattern.sweep = sampleSweep(SweepKind::QueueDepth);
        pattern.sweep.plan.base = spec.workload(sampleSpec());
        // Loads that ended, so each pattern has its rating; the suite as a whole was stopped. The
        // pattern's loads are its sweep's points.
        pattern.pattern.loads.clear();
        for (SweepPoint& point : pattern.sweep.points) {
            pattern.pattern.loads.push_back(static_cast<unsigned>(point.value));
            if (point.result)
                point.result->cancelled = false;
        }
        pattern.sweep.target = suite.target;
        suite.patterns.push_back(pattern);
    }
    suite.cancelled = true;
    return suite;
}

inline MultiTargetResult sampleMulti()
{
    MultiTargetResult result;
    result.perTarget = { sampleWorkloadResult(1), sampleWorkloadResult(2) };
    result.perTarget[1].target = sampleTarget(QStringLiteral("sdy"));
    result.aggregateRepeats = { sampleRun(3), sampleRun(4) };
    result.fioCommand = QStringLiteral("fio --name=a --name=b");
    result.cancelled = false;
    return result;
}

inline MultiTargetScaling sampleScaling()
{
    MultiTargetScaling scaling;
    MultiTargetResult one = sampleMulti();
    one.perTarget.resize(1);
    scaling.steps = { one, sampleMulti() };
    scaling.alone = { one.perTarget[0], sampleMulti().perTarget[1] };
    scaling.cancelled = true;
    return scaling;
}

inline QuickSuiteResult sampleQuick(uint64_t scale = 1)
{
    QuickSuiteResult result;
    result.options.secondsPerTest = 3;
    result.options.repeats = 2;
    result.options.intervalSeconds = 0.5;
    result.options.summary = RepeatSummary::Mean;
    result.options.writes = true;
    result.options.seed = 7;
    result.target = sampleTarget();
    result.engine = QStringLiteral("io_uring");
    result.startedAt = QStringLiteral("2026-11-30T01:02:03Z");
    for (const QuickSuiteEntry& entry : quickSuiteEntries(3, 2, 7)) {
        QuickSuiteRow row;
        row.name = entry.name;
        WorkloadResult read = sampleWorkloadResult(scale);
        read.spec = entry.read;
        row.read = read;
        if (entry.name != QLatin1String("RND4K Q1T1")) { // one row without a write: cancelled before it
            WorkloadResult write = sampleWorkloadResult(scale + 1);
            write.spec = entry.write;
            row.write = write;
        }
        result.rows.push_back(row);
    }
    result.cancelled = true;
    return result;
}

// A result whose repeats read at exactly these MB/s, one second each in 1 MB requests.
inline WorkloadResult resultWithRunsAt(const std::vector<double>& megabytesPerSecond)
{
    WorkloadResult result = sampleWorkloadResult();
    result.repeats.clear();
    for (double value : megabytesPerSecond) {
        RunMeasurement run;
        run.seconds = 1;
        run.readBytes = static_cast<uint64_t>(value * 1e6);
        run.readIos = static_cast<uint64_t>(value);
        run.readLatency.add(1000);
        result.repeats.push_back(run);
    }
    return result;
}

// One test of the quick suite, read steady (100, 101, 99 MB/s), write spread (100, 120, 90 MB/s).
inline QuickSuiteResult quickWithSteadyReadAndSpreadWrite()
{
    QuickSuiteResult result = sampleQuick();
    result.rows.resize(1);
    result.rows.front().read = resultWithRunsAt({ 100, 101, 99 });
    result.rows.front().read->spec = quickSuiteEntries(3, 3, 7).front().read;
    result.rows.front().write = resultWithRunsAt({ 100, 120, 90 });
    result.rows.front().write->spec = quickSuiteEntries(3, 3, 7).front().write;
    result.cancelled = false;
    return result;
}

inline CopyTestResult sampleCopy()
{
    CopyTestResult result;
    result.options.source = QStringLiteral("/mnt/a");
    result.options.destination = QStringLiteral("/mnt/b");
    result.options.fileBytes = 1ull << 32;
    result.options.treeFiles = 300;
    result.options.treeFileBytes = 32768;
    result.options.filesPerDirectory = 30;
    result.options.bufferBytes = 1 << 19;
    result.options.repeats = 2;
    result.options.seed = 5;
    CopyMeasurement copy;
    copy.name = QStringLiteral("file, same target");
    copy.from = QStringLiteral("/mnt/a");
    copy.to = QStringLiteral("/mnt/a");
    copy.bytes = 1ull << 32;
    copy.files = 1;
    copy.seconds = { 20.5, 21.25 };
    result.copies = { copy, copy };
    result.copies[1].name = QStringLiteral("tree, between targets");
    result.copies[1].files = 300;
    result.copies[1].cancelled = true;
    result.cancelled = true;
    return result;
}

inline HdTachResult sampleHdTach(double scale = 1.0)
{
    HdTachResult result;
    result.surface = sampleSurface(50, scale);
    result.access = sampleAccess(1.0 / scale);
    result.burst = sampleBurst(scale);
    result.cancelled = false;
    return result;
}

inline RewriteResult sampleRewrite()
{
    RewriteResult result;
    result.plan.blockBytes = 65536;
    result.plan.rangeOffset = 4096;
    result.plan.rangeLength = 1u << 30;
    result.plan.zones = 20;
    result.plan.checkPattern = true;
    result.plan.seed = 9;
    result.target = sampleTarget();
    for (unsigned i = 0; i < 20; ++i)
        result.zones.push_back({ i, i * (1ull << 25), i * (1ull << 25), 1u << 25, 0.25, i == 4 ? 1u : 0u });
    result.blocksRewritten = 10000;
    result.blocksSkipped = 1;
    result.errorCount = 1;
    result.errors = { { 4ull << 25, 65536, IoOp::Read, 5 } };
    result.cancelled = true;
    result.stopReason = QStringLiteral("a block could not be restored");
    result.journalPath = QStringLiteral("/var/lib/drivescope/journal-sdz");
    result.cpu.wallSeconds = 5;
    result.cpu.processPercent = 12.5;
    result.startedAt = QStringLiteral("2026-11-30T01:02:03Z");
    return result;
}

// Gives every workload of `run` a time series of `intervals` 1 s intervals, one workload after the other
// on the run's time axis from `start` s, each interval `iops` plus its place (p99 200 µs); returns how
// many intervals it gave.
inline size_t giveTimelines(SessionRun& run, size_t intervals, double iops = 1000, double start = 0)
{
    size_t given = 0;
    for (const SessionRun::NamedWorkload& workload : run.workloads())
        // workloads() names the run's own results, which this run (not const) may change.
        for (RunMeasurement& repeat : const_cast<WorkloadResult*>(workload.result)->repeats) {
            TimeSeries series;
            series.intervalSeconds = 1;
            series.lastSeconds = 1;
            series.startSeconds = start;
            for (size_t i = 0; i < intervals; ++i) {
                const auto ios = static_cast<uint64_t>(iops) + i;
                series.intervals.push_back({ ios, ios * 4096, 100'000, 200'000 });
            }
            repeat.timeline = std::move(series);
            start += static_cast<double>(intervals);
            given += intervals;
        }
    return given;
}

} // namespace ds::test
