#include "chartdescription.h"

#include "model/compare.h"
#include "model/throttling.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace ds {

double zonePositionGigabytes(const SurfaceZone& zone)
{
    return (static_cast<double>(zone.timedOffset) + static_cast<double>(zone.bytes) / 2) / 1e9;
}

double offsetGigabytes(uint64_t offset) { return static_cast<double>(offset) / 1e9; }

int tickDecimals(double step)
{
    if (!(step > 0) || !std::isfinite(step))
        return 0;
    return std::max(0, static_cast<int>(std::ceil(-std::log10(step) - 1e-9)));
}

int figureDecimals(double value)
{
    const double magnitude = std::fabs(value);
    return magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : 2;
}

int figureDecimals(double value, const QString& unit)
{
    return unit == QLatin1String("blocks") || unit == QLatin1String("rounds") ? 0 : figureDecimals(value);
}

double niceTickStep(double span)
{
    if (!(span > 0) || !std::isfinite(span))
        return 1;
    // From a step a little below span / 7 upwards, so that at most 7 steps (8 ticks) fit.
    double magnitude = std::pow(10.0, std::floor(std::log10(span / 7)));
    for (;;) {
        for (double step : { 1.0, 2.0, 5.0 })
            if (span / (step * magnitude) <= 7 * (1 + 1e-9))
                return step * magnitude;
        magnitude *= 10;
    }
}

AxisRange AxisRange::nice(double from, double to)
{
    if (!(to > from))
        to = from + 1;
    AxisRange range;
    range.from = from;
    range.to = to;
    range.step = niceTickStep(to - from);
    range.decimals = tickDecimals(range.step);
    return range;
}

AxisRange AxisRange::niceFromZero(double atLeast)
{
    const double step = niceTickStep(atLeast);
    // The same step again for the rounded-up end: ceil(atLeast / step) steps are at most 7.
    return nice(0, std::ceil(atLeast / step - 1e-9) * step);
}

std::vector<double> AxisRange::ticks() const
{
    std::vector<double> out;
    if (!(step > 0))
        return out;
    for (double k = std::ceil(from / step - 1e-9); k * step <= to + step * 1e-9; ++k)
        out.push_back(k * step);
    return out;
}

QString AxisRange::tickLabel(double value) const
{
    // No "-0" for a tick a rounding error below zero.
    return QString::number(std::fabs(value) < step * 1e-9 ? 0.0 : value, 'f', decimals);
}

const ChartSeriesDescription* ChartDescription::find(SeriesKey wanted) const
{
    for (const ChartSeriesDescription& one : series)
        if (one.key == wanted)
            return &one;
    return nullptr;
}

namespace {
    double maxY(const std::vector<QPointF>& points)
    {
        double top = 0;
        for (const QPointF& point : points)
            if (std::isfinite(point.y()))
                top = std::max(top, point.y());
        return top;
    }

    double ceilingOf(const TargetInfo& target)
    {
        return target.drive && target.drive->link.known() ? target.drive->link.ceilingMegabytesPerSecond() : 0;
    }

    ChartAxis rateAxis(double maxRate, double ceiling)
    {
        return { ChartQuantity::Rate, QStringLiteral("MB/s"), QStringLiteral("MB/s"), rateRange(maxRate, ceiling),
            false };
    }

    // The value axis of a figure in a display unit: MB/s as every rate axis, the others from zero.
    ChartAxis unitAxis(DisplayUnit unit, double top)
    {
        if (unit == DisplayUnit::MegabytesPerSecond)
            return rateAxis(top, 0);
        const ChartQuantity quantity = unit == DisplayUnit::Iops ? ChartQuantity::Iops
            : unit == DisplayUnit::Microseconds                  ? ChartQuantity::Latency
                                                                 : ChartQuantity::Rate;
        return { quantity, displayUnitTitle(unit), displayUnitTitle(unit),
            top > 0 ? AxisRange::niceFromZero(top * 1.1) : AxisRange::nice(0, 1), false };
    }

    ChartAxis iopsAxis(double top)
    {
        return { ChartQuantity::Iops, QStringLiteral("IOPS"), QStringLiteral("IOPS"),
            top > 0 ? AxisRange::niceFromZero(top * 1.1) : AxisRange::nice(0, 100), false };
    }

    // A log axis from the smallest to the largest x of the points.
    ChartAxis logAxis(ChartQuantity quantity, const QString& title, const QString& unit,
        const std::vector<ChartSeriesDescription>& series)
    {
        double low = 0, high = 0;
        for (const ChartSeriesDescription& one : series)
            for (const QPointF& point : one.points)
                if (point.x() > 0) {
                    low = low > 0 ? std::min(low, point.x()) : point.x();
                    high = std::max(high, point.x());
                }
        AxisRange range;
        range.from = low > 0 ? low : 1;
        range.to = high > range.from ? high : range.from * 2;
        range.step = 2; // a factor: each tick doubles
        return { quantity, title, unit, range, true };
    }
}

std::optional<ChartSeriesDescription> linkCeilingLine(const TargetInfo& target, double xFrom, double xTo)
{
    const double ceiling = ceilingOf(target);
    if (!(ceiling > 0))
        return std::nullopt;
    ChartSeriesDescription line;
    line.key = SeriesKey::LinkCeiling;
    line.label = QStringLiteral("%1 ceiling").arg(target.drive->link.summary());
    line.kind = SeriesKind::ReferenceLine;
    line.colour = ColourRole::Ceiling;
    line.dashed = true;
    line.points = { QPointF(xFrom, ceiling), QPointF(xTo, ceiling) };
    return line;
}

AxisRange surfacePositionRange(uint64_t rangeOffset, uint64_t rangeBytes)
{
    return AxisRange::nice(offsetGigabytes(rangeOffset), offsetGigabytes(rangeOffset + rangeBytes));
}

AxisRange rateRange(double maxRate, double ceiling)
{
    const double top = std::max(maxRate, ceiling);
    return top > 0 ? AxisRange::niceFromZero(top * 1.1) : AxisRange::nice(0, 100);
}

ChartDescription describeSurface(const SurfaceResult& surface)
{
    ChartDescription chart;
    chart.key = ChartKey::Surface;
    chart.title = QStringLiteral("Transfer rate across the surface (%1)")
                      .arg(surface.plan.write ? QStringLiteral("write") : QStringLiteral("read"));
    const uint64_t rangeBytes = surface.plan.rangeLength
        ? surface.plan.rangeLength
        : surface.target.sizeBytes - std::min(surface.target.sizeBytes, surface.plan.rangeOffset);
    chart.x = { ChartQuantity::Position, QStringLiteral("Position (GB)"), QStringLiteral("GB"),
        surfacePositionRange(surface.plan.rangeOffset, rangeBytes), false };
    ChartSeriesDescription rate;
    rate.key = SeriesKey::SurfaceRate;
    rate.label = surface.plan.write ? QStringLiteral("Write MB/s") : QStringLiteral("Read MB/s");
    rate.colour = surface.plan.write ? ColourRole::Write : ColourRole::Read;
    rate.points.reserve(surface.zones.size());
    for (const SurfaceZone& zone : surface.zones)
        rate.points.emplace_back(zonePositionGigabytes(zone), zone.megabytesPerSecond());
    const double ceiling = ceilingOf(surface.target);
    chart.y = rateAxis(maxY(rate.points), ceiling);
    chart.series.push_back(std::move(rate));
    if (auto line = linkCeilingLine(surface.target, chart.x.range.from, chart.x.range.to))
        chart.series.push_back(std::move(*line));
    return chart;
}

std::vector<QPointF> surfaceTimeline(const SurfaceResult& surface)
{
    std::vector<QPointF> timeline;
    double seconds = 0;
    for (const SurfaceZone& zone : surface.zones) {
        seconds += zone.seconds;
        timeline.emplace_back(seconds, zonePositionGigabytes(zone));
    }
    return timeline;
}

std::vector<QPointF> sustainedTimeline(const SustainedResult& sustained)
{
    std::vector<QPointF> timeline { QPointF(0, 0) };
    for (const SustainedSample& sample : sustained.samples)
        timeline.emplace_back(sample.seconds, static_cast<double>(sample.bytes) / 1e9);
    return timeline;
}

std::optional<double> xAtSeconds(const std::vector<QPointF>& timeToX, double seconds)
{
    const auto after = std::lower_bound(
        timeToX.begin(), timeToX.end(), seconds, [](const QPointF& point, double value) { return point.x() < value; });
    if (after == timeToX.end() || timeToX.empty() || seconds < timeToX.front().x())
        return std::nullopt;
    if (after == timeToX.begin() || after->x() <= seconds)
        return after->y();
    // Between the two points around it.
    const QPointF& before = *std::prev(after);
    const double share = (seconds - before.x()) / std::max(after->x() - before.x(), 1e-12);
    return before.y() + share * (after->y() - before.y());
}

void addTemperature(ChartDescription& chart, const TemperatureSeries& temperature, const std::vector<QPointF>& timeToX)
{
    if (!temperature.hasSamples() || timeToX.empty())
        return;
    ChartSeriesDescription line;
    line.key = SeriesKey::Temperature;
    line.label = QStringLiteral("%1 °C").arg(temperature.device);
    line.colour = ColourRole::Palette;
    line.paletteIndex = 3;
    for (const TemperatureSample& sample : temperature.samples)
        if (const std::optional<double> x = xAtSeconds(timeToX, sample.seconds))
            line.points.emplace_back(*x, sample.celsius);
    if (line.points.empty())
        return;
    double top = maxY(line.points);
    double bottom = top;
    for (const QPointF& point : line.points)
        bottom = std::min(bottom, point.y());
    for (const std::optional<double>& limit : { temperature.warningCelsius, temperature.criticalCelsius })
        if (limit)
            top = std::max(top, *limit);
    ChartAxis axis { ChartQuantity::Temperature, QStringLiteral("Temperature (°C)"), QStringLiteral("°C"),
        AxisRange::nice(std::floor(std::min(bottom, 20.0) / 10) * 10, top + 5), false };
    chart.rightAxes.push_back(axis);
    line.rightAxis = static_cast<int>(chart.rightAxes.size()) - 1;
    auto threshold = [&](SeriesKey key, const char* words, double celsius) {
        ChartSeriesDescription limit;
        limit.key = key;
        limit.label = QStringLiteral("%1 %2").arg(QLatin1String(words), formatCelsius(celsius));
        limit.kind = SeriesKind::ReferenceLine;
        limit.colour = ColourRole::Palette;
        limit.paletteIndex = key == SeriesKey::TemperatureWarning ? 3 : 1;
        limit.dashed = true;
        limit.rightAxis = line.rightAxis;
        limit.points = { QPointF(chart.x.range.from, celsius), QPointF(chart.x.range.to, celsius) };
        limit.value = celsius;
        return limit;
    };
    chart.series.push_back(std::move(line));
    if (temperature.warningCelsius)
        chart.series.push_back(threshold(SeriesKey::TemperatureWarning, "Warning", *temperature.warningCelsius));
    if (temperature.criticalCelsius)
        chart.series.push_back(threshold(SeriesKey::TemperatureCritical, "Critical", *temperature.criticalCelsius));
}

void addThrottlingMark(ChartDescription& chart, const std::vector<SustainedSample>& rate,
    const TemperatureSeries& temperature, const std::vector<RunHealth>& health, const std::vector<QPointF>& timeToX)
{
    const std::optional<ThrottlingFinding> finding
        = findThrottling(rate, temperature, thermalCountersRose(health, temperature.device));
    if (!finding)
        return;
    const std::optional<double> x = xAtSeconds(timeToX, finding->seconds);
    if (!x)
        return;
    ChartSeriesDescription mark;
    mark.key = SeriesKey::Throttling;
    mark.label = QStringLiteral("throttled at %1").arg(formatCelsius(finding->celsius));
    mark.kind = SeriesKind::ReferenceLine;
    mark.colour = ColourRole::Palette;
    mark.paletteIndex = 1;
    mark.dashed = true;
    mark.points = { QPointF(*x, chart.y.range.from), QPointF(*x, chart.y.range.to) };
    mark.value = finding->celsius;
    chart.series.push_back(std::move(mark));
}

ChartDescription describeAccessTimes(const AccessResult& access, const QString& title)
{
    ChartDescription chart;
    chart.key = ChartKey::AccessTime;
    chart.title = title;
    ChartSeriesDescription dots;
    dots.key = SeriesKey::AccessTime;
    dots.label = QStringLiteral("Access time (ms)");
    dots.kind = SeriesKind::Scatter;
    dots.colour = ColourRole::Access;
    dots.points.reserve(access.samples.size());
    for (const AccessSample& sample : access.samples)
        dots.points.emplace_back(offsetGigabytes(sample.offset), sample.ms);
    chart.x = { ChartQuantity::Position, QStringLiteral("Position (GB)"), QStringLiteral("GB"),
        AxisRange::nice(0, offsetGigabytes(access.target.sizeBytes)), false };
    const double top = maxY(dots.points);
    chart.y = { ChartQuantity::AccessTime, QStringLiteral("Access time (ms)"), QStringLiteral("ms"),
        top > 0 ? AxisRange::niceFromZero(top * 1.1) : AxisRange::nice(0, 20), false };
    chart.series.push_back(std::move(dots));
    return chart;
}

ChartDescription describeSustained(const SustainedResult& sustained)
{
    ChartDescription chart;
    chart.key = ChartKey::Sustained;
    chart.title = QStringLiteral("Sustained write rate");
    ChartSeriesDescription line;
    line.key = SeriesKey::SustainedRate;
    line.label = QStringLiteral("Write MB/s");
    line.colour = ColourRole::Write;
    // From the first byte: the first sample's rate held from the start of the write.
    if (!sustained.samples.empty())
        line.points.emplace_back(0, sustained.samples.front().megabytesPerSecond);
    for (const SustainedSample& sample : sustained.samples)
        line.points.emplace_back(static_cast<double>(sample.bytes) / 1e9, sample.megabytesPerSecond);
    const double written = line.points.empty() ? 0 : line.points.back().x();
    chart.x = { ChartQuantity::Written, QStringLiteral("GB written"), QStringLiteral("GB"),
        written > 0 ? AxisRange::niceFromZero(written) : AxisRange::nice(0, 1), false };
    chart.y = rateAxis(maxY(line.points), ceilingOf(sustained.target));
    chart.series.push_back(std::move(line));
    if (auto ceiling = linkCeilingLine(sustained.target, chart.x.range.from, chart.x.range.to))
        chart.series.push_back(std::move(*ceiling));
    return chart;
}

double FillRegion::percentOf(uint64_t written) const
{
    return bytes > 0 ? std::min(100.0, static_cast<double>(written) * 100.0 / static_cast<double>(bytes)) : 0;
}

FillRegion fillRegion(const SustainedPlan& plan, const TargetInfo& target)
{
    FillRegion region;
    region.bytes = plan.totalBytes;
    const uint64_t size = target.sizeBytes;
    if (size > plan.offset)
        region.bytes = std::min(region.bytes, size - plan.offset);
    region.wholeDrive
        = target.kind == TargetInfo::Kind::BlockDevice && plan.offset == 0 && size > 0 && region.bytes >= size;
    return region;
}

ChartDescription describeFillLevel(const SustainedResult& sustained)
{
    ChartDescription chart;
    chart.key = ChartKey::FillLevel;
    chart.title = QStringLiteral("Write rate against fill level");
    const FillRegion region = fillRegion(sustained.plan, sustained.target);
    ChartSeriesDescription line;
    line.key = SeriesKey::FillLevelRate;
    line.label = QStringLiteral("Write MB/s");
    line.colour = ColourRole::Write;
    if (region.bytes > 0 && !sustained.samples.empty()) {
        line.points.emplace_back(0, sustained.samples.front().megabytesPerSecond); // from empty, as above
        for (const SustainedSample& sample : sustained.samples)
            line.points.emplace_back(region.percentOf(sample.bytes), sample.megabytesPerSecond);
    }
    chart.x = { ChartQuantity::Share,
        region.wholeDrive ? QStringLiteral("Drive written (%)") : QStringLiteral("Tested region written (%)"),
        QStringLiteral("%"), AxisRange { 0, 100, 10, 0 }, false };
    chart.y = rateAxis(maxY(line.points), ceilingOf(sustained.target));
    chart.series.push_back(std::move(line));
    return chart;
}

namespace {
    // Rounds from `first` to `last`: whole numbers, so no tick falls between two rounds ("1.2").
    ChartAxis roundAxis(double first, double last)
    {
        AxisRange range = AxisRange::nice(first, std::max(first + 1, last));
        if (range.step < 1) {
            range.step = 1;
            range.decimals = 0;
        }
        return { ChartQuantity::Round, QStringLiteral("Round"), QString(), range, false };
    }

    ChartAxis roundAxis(size_t rounds) { return roundAxis(1, std::max<double>(2, static_cast<double>(rounds))); }

    // The axis of what the test tracks: IOPS, MB/s or mean latency in ms.
    ChartAxis ptsTrackedAxis(const PtsResult& pts, double top)
    {
        const QString unit = pts.trackedUnit();
        const ChartQuantity quantity = pts.plan.test == PtsTest::Throughput ? ChartQuantity::Rate
            : pts.plan.test == PtsTest::Latency                             ? ChartQuantity::Latency
                                                                            : ChartQuantity::Iops;
        const QString title = pts.plan.test == PtsTest::Throughput ? QStringLiteral("MB/s")
            : pts.plan.test == PtsTest::Latency                    ? QStringLiteral("Mean latency (ms)")
                                                                   : QStringLiteral("IOPS");
        return { quantity, title, unit,
            top > 0 ? AxisRange::niceFromZero(top * 1.1)
                    : AxisRange::nice(0, pts.plan.test == PtsTest::Latency ? 1 : 1000),
            false };
    }
}

ChartDescription describePtsConvergence(const PtsResult& pts)
{
    ChartDescription chart;
    chart.key = ChartKey::PtsConvergence;
    chart.title = QStringLiteral("PTS convergence: tracking variables per round");
    double top = 0;
    const PtsLayout& layout = pts.plan.layout();
    // Throughput and latency draw every cell (the PTS's plots of them do); IOPS its tracking variables.
    std::vector<size_t> cells = layout.tracking;
    if (pts.plan.test != PtsTest::Iops) {
        cells.clear();
        for (size_t cell = 0; cell < layout.cellCount(); ++cell)
            cells.push_back(cell);
    }
    for (size_t i = 0; i < cells.size(); ++i) {
        const size_t cell = cells[i];
        const std::vector<double> values = pts.trackedSeries(cell);
        if (std::all_of(values.begin(), values.end(), [](double value) { return value == 0; }))
            continue; // a cell skipped (0.5 KiB on a drive of 4 KiB sectors)
        ChartSeriesDescription line;
        line.key = SeriesKey::PtsTracking;
        line.label = QStringLiteral("%1 %2").arg(layout.cellName(cell), pts.trackedUnit());
        line.colour = ColourRole::Palette;
        line.paletteIndex = static_cast<int>(i);
        for (size_t r = 0; r < values.size(); ++r)
            line.points.emplace_back(static_cast<double>(r + 1), values[r]);
        top = std::max(top, maxY(line.points));
        chart.series.push_back(std::move(line));
    }
    chart.x = roundAxis(pts.rounds.size());
    chart.y = ptsTrackedAxis(pts, top);
    return chart;
}

ChartDescription describePtsWsat(const PtsResult& pts)
{
    ChartDescription chart;
    chart.key = ChartKey::PtsWsat;
    chart.title = QStringLiteral("PTS write saturation: IOPS and latency against the capacity written");
    const std::vector<uint64_t> written = pts.writtenAfterRounds();
    ChartSeriesDescription iops;
    iops.key = SeriesKey::PtsWsatIops;
    iops.label = QStringLiteral("4 KiB random write IOPS");
    iops.colour = ColourRole::Write;
    ChartSeriesDescription mean;
    mean.key = SeriesKey::PtsWsatMeanLatency;
    mean.label = QStringLiteral("Mean latency (ms)");
    mean.colour = ColourRole::Palette;
    mean.paletteIndex = 1;
    ChartSeriesDescription p99;
    p99.key = SeriesKey::PtsWsatP99Latency;
    p99.label = QStringLiteral("p99 latency (ms)");
    p99.colour = ColourRole::Palette;
    p99.paletteIndex = 2;
    double topLatency = 0;
    for (size_t r = 0; r < pts.rounds.size(); ++r) {
        const PtsRound& round = pts.rounds[r];
        // Each round at the capacity written by its end, in GB.
        const double x = static_cast<double>(written[r]) / 1e9;
        iops.points.emplace_back(x, round.iops.empty() ? 0 : round.iops.front());
        if (!round.meanLatencyMs.empty()) {
            mean.points.emplace_back(x, round.meanLatencyMs.front());
            p99.points.emplace_back(x, round.p99LatencyMs.empty() ? 0 : round.p99LatencyMs.front());
            topLatency = std::max({ topLatency, round.meanLatencyMs.front(), p99.points.back().y() });
        }
    }
    const double end = written.empty() ? 0 : static_cast<double>(written.back()) / 1e9;
    chart.x = { ChartQuantity::Written, QStringLiteral("GB written"), QStringLiteral("GB"),
        end > 0 ? AxisRange::niceFromZero(end) : AxisRange::nice(0, 1), false };
    const double topIops = maxY(iops.points);
    chart.y = { ChartQuantity::Iops, QStringLiteral("IOPS"), QStringLiteral("IOPS"),
        topIops > 0 ? AxisRange::niceFromZero(topIops * 1.1) : AxisRange::nice(0, 1000), false };
    chart.series.push_back(std::move(iops));
    if (!mean.points.empty()) {
        chart.rightAxes.push_back({ ChartQuantity::Latency, QStringLiteral("Latency (ms)"), QStringLiteral("ms"),
            topLatency > 0 ? AxisRange::niceFromZero(topLatency * 1.1) : AxisRange::nice(0, 1), false });
        mean.rightAxis = 0;
        p99.rightAxis = 0;
        chart.series.push_back(std::move(mean));
        chart.series.push_back(std::move(p99));
    }
    return chart;
}

ChartDescription describePtsSteadyWindow(const PtsResult& pts)
{
    ChartDescription chart;
    chart.key = ChartKey::PtsSteadyWindow;
    const size_t cell = pts.plan.layout().tracking.empty() ? 0 : pts.plan.layout().tracking.front();
    chart.title = QStringLiteral("PTS steady-state window: %1").arg(pts.plan.layout().cellName(cell));
    const SteadyStateCheck check = pts.windowCheck(cell);
    const double first = pts.windowFirstRound + 1.0;
    const double last = pts.windowFirstRound + static_cast<double>(pts.windowRounds);
    ChartSeriesDescription data;
    data.key = SeriesKey::PtsTracking;
    data.label = QStringLiteral("%1 %2").arg(pts.plan.layout().cellName(cell), pts.trackedUnit());
    data.colour = ColourRole::Write;
    const std::vector<double> values = pts.trackedSeries(cell);
    for (unsigned r = pts.windowFirstRound; r < pts.windowFirstRound + pts.windowRounds && r < values.size(); ++r)
        data.points.emplace_back(r + 1.0, values[r]);
    double top = maxY(data.points);
    const auto across = [&](SeriesKey key, const QString& label, double fromY, double toY, int palette) {
        ChartSeriesDescription line;
        line.key = key;
        line.label = label;
        line.kind = SeriesKind::ReferenceLine;
        line.colour = ColourRole::Palette;
        line.paletteIndex = palette;
        line.dashed = key != SeriesKey::PtsWindowFit;
        line.points = { QPointF(first, fromY), QPointF(last, toY) };
        top = std::max({ top, fromY, toY });
        return line;
    };
    chart.series.push_back(std::move(data));
    if (pts.windowRounds >= 2) {
        chart.series.push_back(
            across(SeriesKey::PtsWindowAverage, QStringLiteral("Average"), check.average, check.average, 1));
        chart.series.push_back(across(SeriesKey::PtsWindowBound, QStringLiteral("110 % of the average"),
            check.average * 1.1, check.average * 1.1, 2));
        chart.series.push_back(across(SeriesKey::PtsWindowBound, QStringLiteral("90 % of the average"),
            check.average * 0.9, check.average * 0.9, 2));
        chart.series.push_back(across(SeriesKey::PtsWindowFit, QStringLiteral("Least-squares fit"), check.intercept,
            check.intercept + check.slope * (pts.windowRounds - 1), 3));
    }
    chart.x = roundAxis(first, last);
    chart.y = ptsTrackedAxis(pts, top);
    return chart;
}

namespace {
    std::vector<QPointF> sweepPoints(const SweepResult& sweep)
    {
        const bool bySize = sweep.plan.kind == SweepKind::BlockSize;
        std::vector<QPointF> points;
        for (const SweepPoint& point : sweep.points)
            if (point.result)
                points.emplace_back(static_cast<double>(point.value),
                    bySize ? point.result->megabytesPerSecond().mean : point.result->iops().mean);
        return points;
    }
}

ChartDescription describeQueueDepth(const std::vector<QueueDepthFigures>& points, const QString& title)
{
    ChartDescription chart;
    chart.key = ChartKey::QueueDepthSweep;
    chart.title = title;
    ChartSeriesDescription iops;
    iops.key = SeriesKey::SweepIops;
    iops.label = QStringLiteral("IOPS");
    double maxLatencyUs = 0;
    for (const QueueDepthFigures& point : points) {
        iops.points.emplace_back(point.depth, point.iops);
        maxLatencyUs = std::max({ maxLatencyUs, point.p50LatencyUs, point.p99LatencyUs, point.p999LatencyUs });
    }
    chart.series.push_back(std::move(iops));
    const double divisor = maxLatencyUs >= 1e4 ? 1e3 : 1;
    struct Percentile {
        SeriesKey key;
        const char* label;
        double QueueDepthFigures::*field;
        int paletteIndex;
    };
    // Short, as fio prints them; the axis says what they are.
    const Percentile percentiles[] = {
        { SeriesKey::LatencyP50, "p50", &QueueDepthFigures::p50LatencyUs, 2 },
        { SeriesKey::LatencyP99, "p99", &QueueDepthFigures::p99LatencyUs, 3 },
        { SeriesKey::LatencyP999, "p99.9", &QueueDepthFigures::p999LatencyUs, 1 },
    };
    double low = 0, high = 0;
    for (const Percentile& percentile : percentiles) {
        ChartSeriesDescription line;
        line.key = percentile.key;
        line.label = QLatin1String(percentile.label);
        line.colour = ColourRole::Palette;
        line.paletteIndex = percentile.paletteIndex;
        line.dashed = true;
        line.rightAxis = 0;
        for (const QueueDepthFigures& point : points)
            if (const double value = point.*percentile.field / divisor; value > 0) {
                line.points.emplace_back(point.depth, value);
                low = low > 0 ? std::min(low, value) : value;
                high = std::max(high, value);
            }
        chart.series.push_back(std::move(line));
    }
    chart.x = logAxis(ChartQuantity::QueueDepth, QStringLiteral("queue depth"), QString(), chart.series);
    chart.x.range.from = 1; // the axis starts at QD1 whatever the first depth measured
    chart.x.range.to = std::max(2.0, chart.x.range.to);
    chart.y = iopsAxis(maxY(chart.series.front().points));
    // Whole decades around the latencies: 10, 100, 1000 µs.
    AxisRange latency { 1, 1000, 10, 0 };
    if (high > 0) {
        latency.from = std::pow(10.0, std::floor(std::log10(low)));
        latency.to = std::pow(10.0, std::ceil(std::log10(high * 1.01)));
    }
    const QString unit = divisor > 1 ? QStringLiteral("ms") : QStringLiteral("µs");
    chart.rightAxes.push_back(
        { ChartQuantity::Latency, QStringLiteral("latency (%1)").arg(unit), unit, latency, true });
    return chart;
}

QString blockSizeCategory(uint64_t bytes)
{
    if (bytes >= (1u << 20) && bytes % (1u << 20) == 0)
        return QStringLiteral("%1M").arg(bytes >> 20);
    if (bytes >= 1024 && bytes % 1024 == 0)
        return QStringLiteral("%1K").arg(bytes >> 10);
    return QString::number(bytes);
}

ChartDescription describeBlockSizes(
    const std::vector<BlockSizeSeries>& series, const TargetInfo& target, const QString& title)
{
    ChartDescription chart;
    chart.key = ChartKey::BlockSizeSweep;
    chart.title = title;
    std::vector<uint64_t> sizes;
    for (const BlockSizeSeries& one : series)
        for (const BlockSizeFigures& point : one.points)
            if (std::find(sizes.begin(), sizes.end(), point.blockBytes) == sizes.end())
                sizes.push_back(point.blockBytes);
    std::sort(sizes.begin(), sizes.end());
    for (uint64_t size : sizes)
        chart.categories << blockSizeCategory(size);
    const auto categoryOf = [&sizes](uint64_t size) {
        return static_cast<double>(std::find(sizes.begin(), sizes.end(), size) - sizes.begin());
    };
    double maxRate = 0, maxIops = 0, maxCpu = 0;
    std::vector<ChartSeriesDescription> lines;
    for (const BlockSizeSeries& one : series) {
        const QString direction = one.writes ? QStringLiteral("write") : QStringLiteral("read");
        ChartSeriesDescription bars { SeriesKey::SweepRate, QStringLiteral("%1 MB/s").arg(direction), SeriesKind::Bar,
            one.writes ? ColourRole::Write : ColourRole::Read, 0, false, {}, -1 };
        // Lines in colours of their own, apart from the bars they cross.
        ChartSeriesDescription iops { SeriesKey::SweepIops, QStringLiteral("%1 IOPS").arg(direction), SeriesKind::Line,
            ColourRole::Palette, one.writes ? 4 : 3, false, {}, 0 };
        ChartSeriesDescription cpu { SeriesKey::SweepCpu, QStringLiteral("%1 CPU %").arg(direction), SeriesKind::Line,
            ColourRole::Palette, one.writes ? 5 : 2, true, {}, 1 };
        for (const BlockSizeFigures& point : one.points) {
            if (!point.measured)
                continue;
            const double x = categoryOf(point.blockBytes);
            bars.points.emplace_back(x, point.megabytesPerSecond);
            iops.points.emplace_back(x, point.iops);
            cpu.points.emplace_back(x, point.cpuPercent);
            maxRate = std::max(maxRate, point.megabytesPerSecond);
            maxIops = std::max(maxIops, point.iops);
            maxCpu = std::max(maxCpu, point.cpuPercent);
        }
        chart.series.push_back(std::move(bars));
        lines.push_back(std::move(iops));
        lines.push_back(std::move(cpu));
    }
    const double last = std::max(0.5, static_cast<double>(sizes.size()) - 0.5);
    chart.x
        = { ChartQuantity::Category, QStringLiteral("block size"), QString(), AxisRange { -0.5, last, 1, 0 }, false };
    chart.y = rateAxis(maxRate, ceilingOf(target));
    if (auto ceiling = linkCeilingLine(target, -0.5, last))
        chart.series.push_back(std::move(*ceiling));
    // IOPS on the right, then CPU % of one core, 0 … 100, higher where a run used more than one core:
    // no figure is cut by its axis.
    chart.rightAxes.push_back(iopsAxis(maxIops));
    chart.rightAxes.push_back({ ChartQuantity::Cpu, QStringLiteral("CPU %"), QStringLiteral("%"),
        maxCpu > 100 ? AxisRange::niceFromZero(maxCpu * 1.05) : AxisRange::nice(0, 100), false });
    for (ChartSeriesDescription& line : lines)
        chart.series.push_back(std::move(line));
    return chart;
}

ChartDescription describeSweep(const SweepResult& sweep, const QString& title)
{
    if (sweep.plan.kind == SweepKind::BlockSize) {
        BlockSizeSeries series { sweep.plan.base.writes(), {} };
        for (const SweepPoint& point : sweep.points) {
            BlockSizeFigures figures { point.value, point.result.has_value() };
            if (point.result) {
                const PointFigures of = PointFigures::of(*point.result);
                figures.megabytesPerSecond = of.megabytesPerSecond.mean;
                figures.iops = of.iops.mean;
                figures.cpuPercent = of.cpuPercent.mean;
            }
            series.points.push_back(figures);
        }
        return describeBlockSizes({ series }, sweep.target, title);
    }
    std::vector<QueueDepthFigures> points;
    for (const SweepPoint& point : sweep.points)
        if (point.result) {
            const PointFigures figures = PointFigures::of(*point.result);
            points.push_back({ static_cast<double>(point.value), figures.iops.mean, figures.p50LatencyUs.mean,
                figures.p99LatencyUs.mean, figures.p999LatencyUs.mean });
        }
    return describeQueueDepth(points, title);
}

ChartDescription describePatterns(const PatternSuiteResult& patterns)
{
    ChartDescription chart;
    chart.key = ChartKey::Patterns;
    chart.title = QStringLiteral("Access patterns: IOPS against outstanding I/Os");
    double top = 0;
    int index = 0;
    for (const PatternResult& pattern : patterns.patterns) {
        ChartSeriesDescription line;
        line.key = SeriesKey::PatternIops;
        line.label = pattern.pattern.name;
        line.colour = ColourRole::Palette;
        line.paletteIndex = index++;
        line.points = sweepPoints(pattern.sweep);
        top = std::max(top, maxY(line.points));
        chart.series.push_back(std::move(line));
    }
    chart.x = logAxis(ChartQuantity::QueueDepth, QStringLiteral("outstanding I/Os"), QString(), chart.series);
    chart.y = iopsAxis(top);
    return chart;
}

ChartDescription describeScaling(
    const std::vector<double>& aggregates, DisplayUnit unit, const std::vector<double>& reference)
{
    ChartDescription chart;
    chart.key = ChartKey::Scaling;
    chart.title = QStringLiteral("Scaling over targets");
    const bool measuredReference = reference.size() >= aggregates.size() && !aggregates.empty();
    ChartSeriesDescription perfect;
    perfect.key = SeriesKey::PerfectScaling;
    perfect.label = measuredReference ? QStringLiteral("perfect scaling: each target alone, added up")
                                      : QStringLiteral("the first target times the count (targets alone not measured)");
    perfect.kind = SeriesKind::ReferenceLine;
    perfect.colour = ColourRole::Ceiling;
    perfect.dashed = true;
    ChartSeriesDescription line;
    line.key = SeriesKey::ScalingRate;
    line.label = unit == DisplayUnit::Microseconds ? QStringLiteral("aggregate mean latency µs")
                                                   : QStringLiteral("aggregate %1").arg(displayUnitTitle(unit));
    // Independent drives add their rates; each keeps its own latency.
    const bool adds = unit != DisplayUnit::Microseconds;
    for (size_t index = 0; index < aggregates.size(); ++index) {
        const double targets = static_cast<double>(index + 1);
        line.points.emplace_back(targets, aggregates[index]);
        perfect.points.emplace_back(targets,
            measuredReference ? reference[index]
                : adds        ? aggregates.front() * targets
                              : aggregates.front());
    }
    // One tick per target count: counts are whole.
    const double targets = std::max<double>(2, static_cast<double>(aggregates.size()));
    chart.x = { ChartQuantity::Targets, QStringLiteral("targets"), QString(), AxisRange { 1, targets, 1, 0 }, false };
    chart.y = unitAxis(unit, std::max(maxY(line.points), maxY(perfect.points)));
    chart.series.push_back(std::move(perfect));
    chart.series.push_back(std::move(line));
    return chart;
}

ChartDescription describeScaling(const MultiTargetScaling& scaling, DisplayUnit unit)
{
    std::vector<double> aggregates;
    for (const MultiTargetResult& step : scaling.steps)
        aggregates.push_back(step.aggregateFigures().in(unit));
    return describeScaling(aggregates, unit, scaling.referenceIn(unit));
}

ChartDescription describeBars(
    const QStringList& names, const std::vector<double>& values, const QString& unit, const QString& title)
{
    ChartDescription chart;
    chart.key = ChartKey::Figures;
    chart.title = title;
    chart.categories = names;
    ChartSeriesDescription bars;
    bars.key = SeriesKey::Figure;
    bars.kind = SeriesKind::Bar;
    bars.label = unit;
    for (size_t index = 0; index < values.size() && index < static_cast<size_t>(names.size()); ++index)
        bars.points.emplace_back(static_cast<double>(index), values[index]);
    chart.x = { ChartQuantity::Category, QString(), QString(),
        AxisRange::nice(0, std::max<qsizetype>(1, chart.categories.size())), false };
    const double top = maxY(bars.points);
    chart.y = { ChartQuantity::Rate, unit, unit, top > 0 ? AxisRange::niceFromZero(top * 1.15) : AxisRange::nice(0, 1),
        false };
    chart.series.push_back(std::move(bars));
    return chart;
}

ChartDescription describePatternRatings(const std::vector<PatternResult>& patterns, DisplayUnit unit)
{
    QStringList names;
    QStringList unrated;
    std::vector<double> ratings;
    for (const PatternResult& pattern : patterns) {
        // A pattern with no rating gets no bar: a bar of 0 would read as a measured 0.
        if (const std::optional<double> rating = pattern.ratingIn(unit)) {
            names += pattern.pattern.name;
            ratings.push_back(*rating);
        } else {
            unrated += pattern.pattern.name;
        }
    }
    QString title = QStringLiteral("Access pattern ratings (%1)").arg(displayUnitTitle(unit));
    if (!unrated.isEmpty())
        title += QStringLiteral("; not rated: %1").arg(unrated.join(QStringLiteral(", ")));
    ChartDescription chart = describeBars(names, ratings, displayUnitTitle(unit), title);
    if (unit != DisplayUnit::MegabytesPerSecond && unit != DisplayUnit::GigabytesPerSecond)
        chart.y.quantity = unit == DisplayUnit::Iops ? ChartQuantity::Iops : ChartQuantity::Latency;
    return chart;
}

ChartDescription describeMultiTargetBars(const MultiTargetResult& all, DisplayUnit unit)
{
    QStringList directories;
    for (const WorkloadResult& target : all.perTarget)
        directories += target.target.testFileFolder();
    QStringList names;
    std::vector<double> values;
    for (size_t i = 0; i < all.perTarget.size(); ++i) {
        const TargetInfo& target = all.perTarget[i].target;
        const QString& directory = directories[static_cast<qsizetype>(i)];
        values.push_back(DisplayFigures::meanOf(all.perTarget[i].repeats).in(unit));
        if (directory.isEmpty()) {
            names += target.drive ? target.drive->name : target.path;
            continue;
        }
        auto lastPart = [](const QString& folder) { return folder.mid(folder.lastIndexOf(QLatin1Char('/')) + 1); };
        const QString name = lastPart(directory);
        const bool shared = std::any_of(directories.begin(), directories.end(),
            [&](const QString& other) { return other != directory && lastPart(other) == name; });
        names += shared || name.isEmpty() ? directory : name;
    }
    names += QStringLiteral("all");
    values.push_back(all.aggregateFigures().in(unit));
    ChartDescription chart = describeBars(names, values, displayUnitTitle(unit),
        QStringLiteral("%1 per target and all together").arg(displayUnitTitle(unit)));
    if (unit == DisplayUnit::Iops || unit == DisplayUnit::Microseconds)
        chart.y.quantity = unit == DisplayUnit::Iops ? ChartQuantity::Iops : ChartQuantity::Latency;
    return chart;
}

ChartDescription describeFigureBars(const SessionRun& run, const QString& unit, const QString& title)
{
    QStringList names;
    std::vector<double> values;
    for (const KeyFigure& figure : keyFigures(run))
        if (figure.unit == unit) {
            names += figure.name;
            values.push_back(figure.value);
        }
    return describeBars(names, values, unit, title);
}

void addRunTemperature(ChartDescription& chart, const SessionRun& run)
{
    if (run.temperatures.empty())
        return;
    const TargetInfo* target = nullptr;
    std::function<std::vector<QPointF>()> timeline;
    if (const auto* surface = std::get_if<SurfaceResult>(&run.result)) {
        target = &surface->target;
        timeline = [surface] { return surfaceTimeline(*surface); };
    } else if (const auto* hdtach = std::get_if<HdTachResult>(&run.result)) {
        target = &hdtach->surface.target;
        timeline = [hdtach] { return surfaceTimeline(hdtach->surface); };
    } else if (const auto* sustained = std::get_if<SustainedResult>(&run.result)) {
        target = &sustained->target;
        timeline = [sustained] { return sustainedTimeline(*sustained); };
    }
    if (!target || !target->drive)
        return;
    for (const TemperatureSeries& series : run.temperatures)
        if (series.device == target->drive->name) {
            const std::vector<QPointF> timeToX = timeline();
            addTemperature(chart, series, timeToX);
            addThrottlingMark(chart, rateOverTime(run.result), series, run.health, timeToX);
            return;
        }
}

ChartDescription describeOverTime(const std::vector<const TimeSeries*>& series, const QString& title)
{
    ChartDescription chart;
    chart.key = ChartKey::OverTime;
    chart.title = title;
    ChartSeriesDescription iops;
    iops.key = SeriesKey::IntervalIops;
    iops.label = QStringLiteral("IOPS per interval");
    iops.kind = SeriesKind::Scatter;
    ChartSeriesDescription p99;
    p99.key = SeriesKey::IntervalP99;
    p99.label = QStringLiteral("p99");
    p99.kind = SeriesKind::Scatter;
    p99.colour = ColourRole::Palette;
    p99.paletteIndex = 3;
    double end = 0;
    double maxP99Us = 0;
    for (const TimeSeries* one : series)
        for (size_t i = 0; i < one->size(); ++i) {
            if (one->isShortTail(i))
                continue;
            // A point in the middle of its interval, where its rate was measured.
            const double x = one->beginOf(i) + one->lengthOf(i) / 2;
            iops.points.emplace_back(x, one->iops(i));
            if (one->intervals[i].ios > 0) {
                p99.points.emplace_back(x, one->p99Microseconds(i));
                maxP99Us = std::max(maxP99Us, one->p99Microseconds(i));
            }
            end = std::max(end, one->endOf(i));
        }
    chart.x = { ChartQuantity::Time, QStringLiteral("Time (s)"), QStringLiteral("s"),
        end > 0 ? AxisRange::niceFromZero(end) : AxisRange::nice(0, 1), false };
    chart.y = { ChartQuantity::Iops, QStringLiteral("IOPS"), QStringLiteral("IOPS"),
        AxisRange::niceFromZero(std::max(1.0, maxY(iops.points) * 1.1)), false };
    chart.series.push_back(std::move(iops));
    if (!p99.points.empty()) {
        const bool milliseconds = maxP99Us >= 1e4;
        if (milliseconds)
            for (QPointF& point : p99.points)
                point.setY(point.y() / 1e3);
        chart.rightAxes.push_back({ ChartQuantity::Latency,
            milliseconds ? QStringLiteral("p99 latency (ms)") : QStringLiteral("p99 latency (µs)"),
            milliseconds ? QStringLiteral("ms") : QStringLiteral("µs"),
            AxisRange::niceFromZero(std::max(milliseconds ? 0.01 : 1.0, maxY(p99.points) * 1.1)), false });
        p99.rightAxis = 0;
        chart.series.push_back(std::move(p99));
    }
    return chart;
}

ChartDescription describeConsistency(const ConsistencyResult& result)
{
    const TimeSeries& series = result.series();
    ChartDescription chart = describeOverTime({ &series }, QStringLiteral("Performance consistency"));
    const ConsistencyScore score = result.score();
    if (score.scored.intervals > 0 && !series.empty()) {
        ChartSeriesDescription average;
        average.key = SeriesKey::ScoredAverage;
        average.label = QStringLiteral("Scored average");
        average.kind = SeriesKind::ReferenceLine;
        average.colour = ColourRole::Palette;
        average.paletteIndex = 2;
        average.dashed = true;
        average.points = { QPointF(series.startSeconds + score.fromSeconds, score.scored.meanIops),
            QPointF(series.endOf(series.size() - 1), score.scored.meanIops) };
        average.value = score.scored.meanIops;
        chart.series.push_back(std::move(average));
    }
    return chart;
}

namespace {
    // Every interval series a run's workloads kept, and the target of the first.
    void collectSeries(
        const SessionRun& run, std::vector<const TimeSeries*>& series, size_t& longest, const TargetInfo*& target)
    {
        // The consistency test draws its own scatter.
        if (std::holds_alternative<ConsistencyResult>(run.result))
            return;
        for (const SessionRun::NamedWorkload& workload : run.workloads())
            for (const RunMeasurement& repeat : workload.result->repeats)
                if (!repeat.timeline.empty()) {
                    series.push_back(&repeat.timeline);
                    longest = std::max(longest, repeat.timeline.size());
                    target = target ? target : &workload.result->target;
                }
    }
}

std::optional<ChartDescription> describeOverTime(const SessionRun& run) { return describeOverTime({ &run }); }

std::optional<ChartDescription> describeOverTime(const std::vector<const SessionRun*>& runs)
{
    std::vector<const TimeSeries*> series;
    size_t longest = 0;
    const TargetInfo* target = nullptr;
    for (const SessionRun* run : runs)
        collectSeries(*run, series, longest, target);
    if (longest < 2)
        return std::nullopt;
    ChartDescription chart = describeOverTime(series, QStringLiteral("Over time"));
    // The drive's temperature shares the run's time axis: x is its time.
    if (target && target->drive)
        for (const SessionRun* run : runs)
            for (const TemperatureSeries& temperature : run->temperatures)
                if (temperature.device == target->drive->name) {
                    addTemperature(chart, temperature,
                        { QPointF(chart.x.range.from, chart.x.range.from),
                            QPointF(chart.x.range.to, chart.x.range.to) });
                    return chart;
                }
    return chart;
}

std::optional<ChartDescription> describeOverTimeOverlay(const std::vector<NamedRun>& runs)
{
    ChartDescription chart;
    chart.key = ChartKey::OverTimeOverlay;
    chart.title = QStringLiteral("IOPS over time");
    double end = 0;
    double top = 0;
    for (size_t index = 0; index < runs.size(); ++index) {
        std::vector<const TimeSeries*> series;
        size_t longest = 0;
        const TargetInfo* target = nullptr;
        collectSeries(*runs[index].run, series, longest, target);
        if (longest < 2)
            continue;
        // Each run from its own start: the first interval of its first series at 0.
        double origin = 1e300;
        for (const TimeSeries* one : series)
            origin = std::min(origin, one->startSeconds);
        ChartSeriesDescription dots;
        dots.key = SeriesKey::IntervalIops;
        dots.label = runs[index].name;
        dots.kind = SeriesKind::Scatter;
        dots.colour = ColourRole::Palette;
        dots.paletteIndex = static_cast<int>(index);
        for (const TimeSeries* one : series)
            for (size_t i = 0; i < one->size(); ++i) {
                if (one->isShortTail(i))
                    continue;
                dots.points.emplace_back(one->beginOf(i) + one->lengthOf(i) / 2 - origin, one->iops(i));
                end = std::max(end, one->endOf(i) - origin);
            }
        top = std::max(top, maxY(dots.points));
        chart.series.push_back(std::move(dots));
    }
    if (chart.series.empty())
        return std::nullopt;
    chart.x = { ChartQuantity::Time, QStringLiteral("Time (s)"), QStringLiteral("s"),
        end > 0 ? AxisRange::niceFromZero(end) : AxisRange::nice(0, 1), false };
    chart.y = { ChartQuantity::Iops, QStringLiteral("IOPS"), QStringLiteral("IOPS"),
        AxisRange::niceFromZero(std::max(1.0, top * 1.1)), false };
    return chart;
}

std::vector<ChartDescription> describeCharts(const SessionRun& run)
{
    std::vector<ChartDescription> charts;
    std::visit(
        [&](const auto& result) {
            using T = std::decay_t<decltype(result)>;
            if constexpr (std::is_same_v<T, SurfaceResult>) {
                charts.push_back(describeSurface(result));
                addRunTemperature(charts.back(), run);
            } else if constexpr (std::is_same_v<T, HdTachResult>) {
                charts.push_back(describeSurface(result.surface));
                addRunTemperature(charts.back(), run);
                if (result.access)
                    charts.push_back(describeAccessTimes(*result.access, QStringLiteral("Random access time")));
            } else if constexpr (std::is_same_v<T, AccessResult>) {
                charts.push_back(describeAccessTimes(result, QStringLiteral("Random access time against position")));
            } else if constexpr (std::is_same_v<T, SustainedResult>) {
                charts.push_back(describeSustained(result));
                addRunTemperature(charts.back(), run);
                if (!result.samples.empty())
                    charts.push_back(describeFillLevel(result));
            } else if constexpr (std::is_same_v<T, ConsistencyResult>) {
                charts.push_back(describeConsistency(result));
            } else if constexpr (std::is_same_v<T, PtsResult>) {
                if (result.rounds.empty()) {
                } else if (result.plan.test == PtsTest::Wsat) {
                    charts.push_back(describePtsWsat(result));
                } else {
                    charts.push_back(describePtsConvergence(result));
                    charts.push_back(describePtsSteadyWindow(result));
                }
            } else if constexpr (std::is_same_v<T, SweepResult>) {
                charts.push_back(describeSweep(result,
                    result.plan.kind == SweepKind::BlockSize ? QStringLiteral("MB/s against block size")
                                                             : QStringLiteral("IOPS against queue depth")));
            } else if constexpr (std::is_same_v<T, PatternSuiteResult>) {
                charts.push_back(describePatterns(result));
                charts.push_back(describePatternRatings(result.patterns));
            } else if constexpr (std::is_same_v<T, MultiTargetScaling>) {
                charts.push_back(describeScaling(result));
                if (!result.steps.empty())
                    charts.push_back(describeMultiTargetBars(result.steps.back()));
            } else if constexpr (std::is_same_v<T, MultiTargetResult>) {
                charts.push_back(describeMultiTargetBars(result));
            } else if constexpr (std::is_same_v<T, QuickSuiteResult>) {
                for (const QString& unit : { QStringLiteral("MB/s"), QStringLiteral("IOPS") }) {
                    ChartDescription bars = describeFigureBars(run, unit, QStringLiteral("Quick suite (%1)").arg(unit));
                    if (!bars.categories.isEmpty())
                        charts.push_back(std::move(bars));
                }
            } else {
                // Multi-target, copy, a single workload, burst: their MB/s figures side by side.
                ChartDescription bars = describeFigureBars(run, QStringLiteral("MB/s"), run.title());
                if (!bars.categories.isEmpty())
                    charts.push_back(std::move(bars));
            }
        },
        run.result);
    if (std::optional<ChartDescription> overTime = describeOverTime(run))
        charts.push_back(std::move(*overTime));
    return charts;
}

} // namespace ds
