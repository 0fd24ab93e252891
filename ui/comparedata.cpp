#include "comparedata.h"

#include "model/chartdescription.h"
#include "model/usererror.h"
#include "translation.h"

#include <QDateTime>
#include <QFileInfo>

#include <algorithm>
#include <cmath>

namespace ds {

namespace {
    const SurfaceResult* surfaceOf(const SessionResult& result)
    {
        if (const auto* surface = std::get_if<SurfaceResult>(&result))
            return surface;
        if (const auto* hdtach = std::get_if<HdTachResult>(&result))
            return &hdtach->surface;
        return nullptr;
    }

    // The curves of one run: the surface as the Surface page plots it, sweeps as their charts do.
    CompareItemCurves curvesOf(const SessionRun& run, CompareData& data)
    {
        CompareItemCurves curves;
        if (const SurfaceResult* surface = surfaceOf(run.result)) {
            // The model's description: zones where the Surface page and the reports put them.
            const ChartDescription described = describeSurface(*surface);
            if (const ChartSeriesDescription* rate = described.find(SeriesKey::SurfaceRate))
                curves.surface = rate->points;
            for (const QPointF& point : curves.surface)
                data.maxSurfaceRate = std::max(data.maxSurfaceRate, point.y());
            const uint64_t length = surface->plan.rangeLength > 0
                ? surface->plan.rangeLength
                : (surface->target.sizeBytes > surface->plan.rangeOffset
                        ? surface->target.sizeBytes - surface->plan.rangeOffset
                        : 0);
            data.surfaceEndGb
                = std::max(data.surfaceEndGb, static_cast<double>(surface->plan.rangeOffset + length) / 1e9);
            if (!curves.surface.empty())
                data.surfaceEndGb = std::max(data.surfaceEndGb, curves.surface.back().x());
        }
        if (const auto* sustained = std::get_if<SustainedResult>(&run.result)) {
            const ChartDescription described = describeSustained(*sustained);
            if (const ChartSeriesDescription* rate = described.find(SeriesKey::SustainedRate))
                curves.sustained = rate->points;
            for (const QPointF& point : curves.sustained)
                data.maxSustainedRate = std::max(data.maxSustainedRate, point.y());
            data.sustainedEndGb = std::max(data.sustainedEndGb, static_cast<double>(sustained->plan.totalBytes) / 1e9);
        }
        if (const auto* sweep = std::get_if<SweepResult>(&run.result)) {
            auto& points = sweep->plan.kind == SweepKind::BlockSize ? curves.blockSize : curves.queueDepth;
            for (const SweepPoint& point : sweep->points) {
                const SweepChartPoint chartPoint = SweepChartPoint::from(point);
                if (chartPoint.measured)
                    points.push_back(chartPoint);
            }
        }
        return curves;
    }
}

std::shared_ptr<CompareData> buildComparison(const std::vector<CompareChoice>& choices, quint64 generation)
{
    auto data = std::make_shared<CompareData>();
    data->generation = generation;
    try {
        std::vector<CompareItem> items;
        for (const CompareChoice& choice : choices) {
            CompareItem item;
            item.label = choice.label;
            item.fileLabel = QFileInfo(choice.source).fileName();
            item.source = choice.source;
            item.run = choice.session->runs.at(choice.run);
            item.host = choice.session->host;
            item.measuredWith = choice.session->measuredWith();
            data->curves.push_back(curvesOf(item.run, *data));
            items.push_back(std::move(item));
        }
        data->comparison = Comparison::of(std::move(items));
        std::vector<NamedRun> named;
        for (const CompareItem& item : data->comparison.items)
            named.push_back({ item.label, &item.run });
        data->overTime = describeOverTimeOverlay(named);
        for (CompareItem& item : data->comparison.items) {
            if (auto* surface = std::get_if<SurfaceResult>(&item.run.result))
                surface->zones = {};
            else if (auto* hdtach = std::get_if<HdTachResult>(&item.run.result))
                hdtach->surface.zones = {};
        }
    } catch (const UserError& error) {
        data->error = error.message();
    } catch (const std::exception& error) {
        data->error = QString::fromLocal8Bit(error.what());
    }
    return data;
}

QString compareRunLabel(const Session& session, size_t run, const QString& path)
{
    const QString label = session.runs.at(run).displayLabel(true);
    return label.isEmpty() ? QFileInfo(path).completeBaseName() : label;
}

// At least three significant digits: a change beyond the noise (2 %) always shows in the digits,
// where 0.04 → 0.04 (+4.8 %) hid it.
QString compareFigureText(double value)
{
    const double magnitude = std::fabs(value);
    if (magnitude >= 1 || magnitude == 0 || !std::isfinite(magnitude))
        return formatDecimal(value, figureDecimals(value));
    return formatDecimal(value, std::min(9, 2 - static_cast<int>(std::floor(std::log10(magnitude)))));
}

// The figure's name with its unit once: "average MB/s" needs no "(MB/s)" after it, "p99 latency"
// needs its "(µs)".
QString compareFigureLabel(const ComparedFigure& figure)
{
    const QString name = figure.key.name(true);
    return name.endsWith(figure.unit) ? name : QStringLiteral("%1 (%2)").arg(name, figure.unit);
}

QString compareSizeLabel(uint64_t size)
{
    return size >= (1u << 20) && size % (1u << 20) == 0 ? QStringLiteral("%1M").arg(size >> 20)
        : size >= 1024 && size % 1024 == 0              ? QStringLiteral("%1K").arg(size >> 10)
                                                        : QString::number(size);
}

} // namespace ds
