#pragma once

#include "model/displayunit.h"
#include "model/results/surfaceresult.h"
#include "model/session.h"
#include "model/targetinfo.h"

#include <QPointF>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace ds {

// What a chart shows of a result, decided once in the model: its series, axes, units, decimals and
// every point's position. The window draws it with Qt Charts, the reports with the SVG writer, so a
// zone sits at the same place in the window, its image export and the HTML report. Labels are the
// English words of files and reports; the window puts its translated words on them by their keys.

// The one rule for a zone's x position: the middle of its timed part, in GB of the surface, where its
// rate was measured.
double zonePositionGigabytes(const SurfaceZone& zone);
// An access sample's x position on the surface chart, in GB.
double offsetGigabytes(uint64_t offset);

// The one decimals rules. A tick step's labels carry the decimals the step needs (0, 0.05 … 0.25;
// 0, 500 … 2500); a figure carries 0 decimals from 100 up, 1 from 10 up, else 2.
int tickDecimals(double step);
int figureDecimals(double value);
// The same for a figure of `unit`: a count ("blocks") is whole, whatever its size.
int figureDecimals(double value, const QString& unit);
// The smallest 1, 2 or 5 x 10^n that cuts `span` into at most 7 steps: ticks at round values.
double niceTickStep(double span);

struct AxisRange {
    double from = 0;
    double to = 1;
    double step = 1; // ticks at the multiples of it
    int decimals = 0; // of the tick labels: tickDecimals(step)

    // From `from` to `to`, ticks at multiples of niceTickStep(to - from).
    static AxisRange nice(double from, double to);
    // From 0 to the first tick at or above `atLeast`: 0 … 3000 (ticks 500 apart) for 2717.
    static AxisRange niceFromZero(double atLeast);
    // The multiples of step in [from, to].
    std::vector<double> ticks() const;
    QString tickLabel(double value) const; // with `decimals` decimals, English (files, reports)
};

enum class ChartQuantity {
    Position,
    Rate,
    AccessTime,
    BlockSize,
    QueueDepth,
    Iops,
    Latency,
    Cpu,
    Written,
    Targets,
    Category,
    Temperature,
    Time,
    Round, // the SNIA PTS's rounds, 1-based
    Share // a share of a whole, 0 … 100 %: how much of the drive or tested region a write has filled
};

struct ChartAxis {
    ChartQuantity quantity = ChartQuantity::Position;
    QString title; // "Position (GB)"
    QString unit; // "GB", "MB/s", "ms", "bytes", ""
    AxisRange range;
    bool logarithmic = false; // block sizes and queue depths double at each step (base 2)
};

enum class SeriesKind { Line, Bar, Scatter, ReferenceLine };
// What colour a series takes; the window and the SVG writer each map it to their palette.
enum class ColourRole { Read, Write, Access, Ceiling, Palette };
// Which series this is, whatever its label says in which language.
enum class SeriesKey {
    SurfaceRate,
    AccessTime,
    SustainedRate,
    SweepRate,
    SweepIops,
    SweepCpu,
    LatencyP50,
    LatencyP99,
    LatencyP999,
    PatternIops,
    ScalingRate,
    PerfectScaling,
    Figure,
    LinkCeiling,
    Temperature, // a drive's temperature during the run, on a right axis in °C
    TemperatureWarning, // its warning and critical thresholds, dashed across the chart
    TemperatureCritical,
    Throttling, // where the drive throttled, a dashed upright line
    IntervalIops, // a workload's IOPS per interval of its time series, against the run's time
    IntervalP99, // its p99 latency per interval, on a right axis
    ScoredAverage, // the consistency test's average over its scored part, dashed across that part
    PtsTracking, // a PTS tracking variable's IOPS per round (paletteIndex: which one)
    PtsWindowAverage, // the measurement window's average, its ±10 % bounds and its least-squares line
    PtsWindowBound,
    PtsWindowFit,
    PtsWsatIops, // write saturation: IOPS per round against the capacity written …
    PtsWsatMeanLatency, // … its mean and p99 latency, on a right axis
    PtsWsatP99Latency,
    FillLevelRate // a sustained write's MB/s against the share of its region written
};

struct ChartSeriesDescription {
    SeriesKey key = SeriesKey::SurfaceRate;
    QString label; // the legend's words, English
    SeriesKind kind = SeriesKind::Line;
    ColourRole colour = ColourRole::Read;
    int paletteIndex = 0; // ColourRole::Palette: the n-th colour of the palette
    bool dashed = false; // reference lines
    std::vector<QPointF> points; // (x, y); a bar chart's x is its category's index
    int rightAxis = -1; // the index in ChartDescription::rightAxes its y is measured on; -1: the left axis
    double value = 0; // the figure a reference line names (a threshold's or throttling's °C): the window's words
};

enum class ChartKey {
    Surface,
    AccessTime,
    Sustained,
    BlockSizeSweep,
    QueueDepthSweep,
    Patterns,
    Scaling,
    Figures,
    OverTime,
    PtsConvergence,
    PtsSteadyWindow,
    PtsWsat,
    OverTimeOverlay, // several sessions' runs over time, one series (and colour) each
    FillLevel
};

struct ChartDescription {
    ChartKey key = ChartKey::Surface;
    QString title; // English
    ChartAxis x;
    ChartAxis y;
    // Value axes on the right, the first nearest the plot: a queue-depth sweep's latencies, a block-size
    // sweep's IOPS and CPU.
    std::vector<ChartAxis> rightAxes;
    QStringList categories; // a bar chart's bars, in order
    std::vector<ChartSeriesDescription> series;

    const ChartSeriesDescription* find(SeriesKey key) const;
};

// The interface link's ceiling as a dashed reference line across [xFrom, xTo] of an MB/s chart; empty
// when the target's drive facts know no link.
std::optional<ChartSeriesDescription> linkCeilingLine(const TargetInfo& target, double xFrom, double xTo);

// A drive's temperature during the run drawn on a chart whose x is not time: each reading placed at the
// x the run had reached at its time, `timeToX` being (seconds, x) pairs of the run in time order
// (readings outside them are left out). It goes on a new right axis in °C, with the warning and critical
// thresholds dashed across [x.from, x.to]; nothing when the series has no reading in the run's time.
void addTemperature(ChartDescription& chart, const TemperatureSeries& temperature, const std::vector<QPointF>& timeToX);
// The x a run had reached `seconds` into it, interpolated between the (seconds, x) pairs around it;
// nullopt outside them.
std::optional<double> xAtSeconds(const std::vector<QPointF>& timeToX, double seconds);
// Where the drive throttled (model/throttling's rule, the SMART snapshots' thermal counters counted),
// as a dashed upright line across the rate axis labelled "throttled at 81 °C"; nothing when it did not.
void addThrottlingMark(ChartDescription& chart, const std::vector<SustainedSample>& rate,
    const TemperatureSeries& temperature, const std::vector<RunHealth>& health, const std::vector<QPointF>& timeToX);
// The temperature of a surface scan's, HD Tach run's or sustained write's drive (addTemperature), where
// the run recorded it, and where it throttled (addThrottlingMark), on `chart`: the reports' chart of the
// run or the window's own (its x and y ranges set to the window's axes). Nothing for other runs, or
// where the run has no readings of its target's drive.
void addRunTemperature(ChartDescription& chart, const SessionRun& run);
// The (seconds, x) pairs of a surface scan (zones one after the other, their timed parts; x the zone's
// position) and a sustained write (x the GB written).
std::vector<QPointF> surfaceTimeline(const SurfaceResult& surface);
std::vector<QPointF> sustainedTimeline(const SustainedResult& sustained);

// A run's workloads over time: each interval of their time series as a point of IOPS against the run's
// time (s), their p99 latencies on a right axis (µs, or ms from 10 ms), and the drive's temperature
// where the run recorded it. Nothing where no workload kept two intervals or more.
std::optional<ChartDescription> describeOverTime(const SessionRun& run);
// The same of runs recorded together, on one time axis (a block-size run's read and write sweeps).
std::optional<ChartDescription> describeOverTime(const std::vector<const SessionRun*>& runs);
// The same of the given series alone (the window's live view of a run under way).
ChartDescription describeOverTime(const std::vector<const TimeSeries*>& series, const QString& title);

// The consistency test's scatter: IOPS per interval of its random writes against the run's time, with
// the scored part's average dashed across that part.
ChartDescription describeConsistency(const ConsistencyResult& result);

// The surface chart: MB/s against position (GB), from the scanned range, with the link's ceiling. The
// rate axis reaches above the highest zone (and the ceiling) by a tenth.
ChartDescription describeSurface(const SurfaceResult& surface);
// The x range of a surface chart in GB: the scanned part of the target.
AxisRange surfacePositionRange(uint64_t rangeOffset, uint64_t rangeBytes);
// The rate axis of an MB/s chart whose highest value is `maxRate`, with a ceiling (0: none) kept in view.
AxisRange rateRange(double maxRate, double ceiling);
ChartDescription describeAccessTimes(const AccessResult& access, const QString& title);
ChartDescription describeSustained(const SustainedResult& sustained);
// The sustained write's rate against how full it has made the drive: MB/s against the share of the
// tested region written, 0 … 100 % (of the drive where the write covered all of it), from the samples
// of its first write.
ChartDescription describeFillLevel(const SustainedResult& sustained);
// The region a sustained write fills, for its fill level: the plan's bytes, as far as the target reaches
// past the plan's offset; and whether that is the whole drive.
struct FillRegion {
    uint64_t bytes = 0;
    bool wholeDrive = false;
    // The share of the region `written` bytes fill, 0 … 100 %.
    double percentOf(uint64_t written) const;
};
FillRegion fillRegion(const SustainedPlan& plan, const TargetInfo& target);
// The SNIA PTS's convergence plot: each tracking variable's IOPS against the round (throughput and
// latency: each cell's MB/s or mean latency).
ChartDescription describePtsConvergence(const PtsResult& pts);
// Its steady-state window plot: the 4 KiB random write IOPS of the window's rounds, their average with
// the ±10 % bounds, and the least-squares line whose excursion the rule limits.
ChartDescription describePtsSteadyWindow(const PtsResult& pts);
// Write saturation's curve: IOPS per round against the capacity written by the round's end (GB), with
// its mean and p99 latency on a right axis.
ChartDescription describePtsWsat(const PtsResult& pts);
ChartDescription describeSweep(const SweepResult& sweep, const QString& title);
// A block-size sweep's points as its chart shows them (the means over each point's repeats); one that
// was not measured keeps its place among the block sizes.
struct BlockSizeFigures {
    uint64_t blockBytes = 0;
    bool measured = false;
    double megabytesPerSecond = 0;
    double iops = 0;
    double cpuPercent = 0; // DriveScope's own CPU time, % of one core
};
struct BlockSizeSeries {
    bool writes = false;
    std::vector<BlockSizeFigures> points;
};
// ATTO's view: MB/s per block size as bars, read then write, with the link's ceiling dashed across them,
// and IOPS and CPU % as lines on axes of their own on the right. The categories are every block size
// of any series, in order, named as ATTO prints them ("4K", "1M"); a bar's x is its category's index.
ChartDescription describeBlockSizes(
    const std::vector<BlockSizeSeries>& series, const TargetInfo& target, const QString& title);
// "512", "4K", "1M": a block size as the chart's category.
QString blockSizeCategory(uint64_t bytes);

// A queue-depth sweep's measured points as its chart shows them: the means over each point's repeats.
struct QueueDepthFigures {
    double depth = 0;
    double iops = 0;
    double p50LatencyUs = 0;
    double p99LatencyUs = 0;
    double p999LatencyUs = 0;
};
// IOPS against queue depth (log 2), with the p50, p99 and p99.9 latencies dashed on a log 10 axis on the
// right, in µs, or in ms once they reach 10 ms (a hard disk's deep queue).
ChartDescription describeQueueDepth(const std::vector<QueueDepthFigures>& points, const QString& title);
ChartDescription describePatterns(const PatternSuiteResult& patterns);
// The aggregate figure in `unit` (MB/s unless the front end shows another) against the number of
// targets run at once, beside perfect scaling (dashed): `reference[k]`, what the first k + 1 targets did
// each alone, added up (MultiTargetScaling::referenceIn), labelled so. Without it (a run saved before the
// targets were measured alone) the first step's figure times the count, labelled as that guess; for the
// mean latency the first step's. `aggregates[k]`: the figure of the first k + 1 targets.
ChartDescription describeScaling(const std::vector<double>& aggregates,
    DisplayUnit unit = DisplayUnit::MegabytesPerSecond, const std::vector<double>& reference = {});
ChartDescription describeScaling(const MultiTargetScaling& scaling, DisplayUnit unit = DisplayUnit::MegabytesPerSecond);
// Named figures as bars lying down, one per category, the first on top: the value axis reaches
// 15 % above the longest bar, so its figure fits beside it.
ChartDescription describeBars(
    const QStringList& names, const std::vector<double>& values, const QString& unit, const QString& title);
// IOMeter's rating of each access pattern, one bar each (patterns still running have none yet), in
// `unit` (PatternResult::ratingIn; IOPS is IOMeter's own).
ChartDescription describePatternRatings(
    const std::vector<PatternResult>& patterns, DisplayUnit unit = DisplayUnit::Iops);
// A multi-target run's figure in `unit` per target, then all of them together ("all", last). A device
// is named by its name, a test file by its directory's name, or its whole directory where two share a
// name (the file's own name is new every run).
ChartDescription describeMultiTargetBars(
    const MultiTargetResult& all, DisplayUnit unit = DisplayUnit::MegabytesPerSecond);
// One bar per key figure of the run in `unit` (the quick suite, copy, a single workload).
ChartDescription describeFigureBars(const SessionRun& run, const QString& unit, const QString& title);

// Several runs over time, each on its own time axis from its start: one IntervalIops scatter per run
// that kept a series (ColourRole::Palette, paletteIndex its place in `runs`, its label the given
// name), for the compare view and the compare report. Nothing where no run kept two intervals.
struct NamedRun {
    QString name;
    const SessionRun* run = nullptr;
};
std::optional<ChartDescription> describeOverTimeOverlay(const std::vector<NamedRun>& runs);

// Every chart of a run, as the reports show them, in order.
std::vector<ChartDescription> describeCharts(const SessionRun& run);

} // namespace ds
