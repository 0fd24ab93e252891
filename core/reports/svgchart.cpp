#include "reports/svgchart.h"

#include "model/decimator.h"

#include <QStringList>

#include <algorithm>
#include <cmath>
#include <limits>

namespace ds {

namespace {
    constexpr int kLeft = kSvgPlotLeft, kTop = kSvgPlotTop;
    const char* const kPalette[]
        = { "#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf" };

    QString number(double value) { return QString::number(value, 'f', 1); }

    QString colourOf(const ChartSeriesDescription& series, const ReportColours& colours)
    {
        switch (series.colour) {
        case ColourRole::Read:
            return QStringLiteral("#1f77b4");
        case ColourRole::Write:
            return QStringLiteral("#d62728");
        case ColourRole::Access:
            return QStringLiteral("#ff7f0e");
        case ColourRole::Ceiling:
            return colours.neutral;
        case ColourRole::Palette:
            break;
        }
        return QLatin1String(kPalette[static_cast<size_t>(series.paletteIndex) % std::size(kPalette)]);
    }

    // Block sizes and queue depths: 4k, 1M; anything else as it is.
    QString binaryTickLabel(double value)
    {
        if (std::fabs(value) >= 1e6 && std::fmod(value, 1048576.0) == 0)
            return QStringLiteral("%1M").arg(value / 1048576.0);
        if (std::fabs(value) >= 1024 && std::fmod(value, 1024.0) == 0 && std::fabs(value) < 1e6)
            return QStringLiteral("%1k").arg(value / 1024.0);
        return QString::number(value, 'g', 4);
    }

    QString svgOpening(int width, int height, const QString& title, const ReportColours& colours)
    {
        // The text's colour on the root: every text inherits it, every shape sets its own fill.
        return QStringLiteral(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%1\" height=\"%2\" viewBox=\"0 0 %1 "
            "%2\" font-family=\"sans-serif\" font-size=\"11\"%5>\n<rect width=\"100%\" height=\"100%\" "
            "fill=\"%6\"/>\n<text x=\"%3\" y=\"20\" text-anchor=\"middle\" "
            "font-size=\"14\">%4</text>")
            .arg(width)
            .arg(height)
            .arg(width / 2)
            .arg(escapeXml(title),
                colours.text.isEmpty() ? QString() : QStringLiteral(" fill=\"%1\"").arg(colours.text),
                colours.background);
    }

    QString barSvg(const ChartDescription& chart, const ReportColours& colours)
    {
        const int rowHeight = 22;
        const int labelWidth = 220;
        const int width = kSvgChartWidth;
        const int height = kTop + rowHeight * static_cast<int>(chart.categories.size()) + 16;
        const double top = chart.y.range.to > 0 ? chart.y.range.to : 1;
        const int barSpace = width - labelWidth - 110;
        QStringList svg;
        svg << svgOpening(width, height, chart.title, colours);
        for (const ChartSeriesDescription& series : chart.series)
            for (const QPointF& bar : series.points) {
                const int index = static_cast<int>(bar.x());
                const double value = std::isfinite(bar.y()) ? std::max(0.0, bar.y()) : 0.0;
                const int y = kTop + rowHeight * index;
                const double length = value / top * barSpace;
                svg << QStringLiteral("<text x=\"%1\" y=\"%2\" text-anchor=\"end\">%3</text><rect x=\"%4\" y=\"%5\" "
                                      "width=\"%6\" height=\"%7\" fill=\"%8\"/><text x=\"%9\" y=\"%2\">%10</text>")
                           .arg(labelWidth - 6)
                           .arg(y + 14)
                           .arg(escapeXml(chart.categories.value(index)))
                           .arg(labelWidth)
                           .arg(y + 3)
                           .arg(number(length))
                           .arg(rowHeight - 6)
                           .arg(colourOf(series, colours))
                           .arg(number(labelWidth + length + 6))
                           .arg(escapeXml(QStringLiteral("%1 %2").arg(
                               QString::number(value, 'f', figureDecimals(value)), chart.y.unit)));
            }
        svg << QStringLiteral("</svg>");
        return svg.join(QLatin1Char('\n'));
    }
}

QString escapeXml(const QString& text) { return text.toHtmlEscaped(); }

QString chartSvg(const ChartDescription& chart, ExportTheme theme)
{
    const ReportColours colours = ReportColours::of(theme);
    if (chart.key == ChartKey::Figures)
        return barSvg(chart, colours);
    // Each axis on the right takes room for its labels and title.
    constexpr int kRightAxisWidth = 56;
    const int plotWidth = kSvgPlotWidth - kRightAxisWidth * static_cast<int>(chart.rightAxes.size());
    const int plotHeight = kSvgPlotHeight;
    const AxisRange& xRange = chart.x.range;
    const AxisRange& yRange = chart.y.range;
    const bool logX = chart.x.logarithmic;
    auto scaled = [logX](double x) { return logX ? std::log2(x) : x; };
    const double xFrom = scaled(xRange.from);
    const double xSpan = std::max(scaled(xRange.to) - xFrom, 1e-12);
    const double ySpan = std::max(yRange.to - yRange.from, 1e-12);
    auto toX = [&](double x) { return kLeft + (scaled(x) - xFrom) / xSpan * plotWidth; };
    auto toY = [&](double y) { return kTop + plotHeight - (y - yRange.from) / ySpan * plotHeight; };
    // An axis on the right: a log axis (latencies) by decades, else linear.
    auto toRightY = [&](const ChartAxis& axis, double y) {
        auto scaledY = [&axis](double value) { return axis.logarithmic ? std::log10(std::max(value, 1e-300)) : value; };
        const double from = scaledY(axis.range.from);
        const double span = std::max(scaledY(axis.range.to) - from, 1e-12);
        return kTop + plotHeight - (scaledY(y) - from) / span * plotHeight;
    };
    auto drawable = [logX](const QPointF& point) {
        return std::isfinite(point.x()) && std::isfinite(point.y()) && !(logX && point.x() <= 0);
    };

    QStringList svg;
    svg << svgOpening(kSvgChartWidth, kSvgChartHeight, chart.title, colours);
    // Grid and axes, ticks where the description puts them, with its decimals.
    for (double y : yRange.ticks())
        svg << QStringLiteral("<line x1=\"%1\" y1=\"%2\" x2=\"%3\" y2=\"%2\" stroke=\"%7\"/><text x=\"%4\" y=\"%5\" "
                              "text-anchor=\"end\" class=\"y-tick\">%6</text>")
                   .arg(kLeft)
                   .arg(number(toY(y)))
                   .arg(kLeft + plotWidth)
                   .arg(kLeft - 6)
                   .arg(number(toY(y) + 4))
                   .arg(yRange.tickLabel(y))
                   .arg(colours.grid);
    if (!chart.categories.isEmpty()) {
        // A category axis: each name under its place (0, 1 …), where its bars stand; every second one
        // where a dozen and more would run into each other.
        const qsizetype every = chart.categories.size() > 12 ? 2 : 1;
        for (qsizetype index = 0; index < chart.categories.size(); index += every)
            svg << QStringLiteral("<text x=\"%1\" y=\"%2\" text-anchor=\"middle\" class=\"x-tick\">%3</text>")
                       .arg(number(toX(static_cast<double>(index))))
                       .arg(kTop + plotHeight + 16)
                       .arg(escapeXml(chart.categories[index]));
    } else if (logX) {
        const double from = std::ceil(xFrom - 1e-9), to = scaled(xRange.to);
        for (double e = from; e <= to + 1e-9; e += std::max(1.0, std::ceil((to - from) / 10)))
            svg << QStringLiteral("<text x=\"%1\" y=\"%2\" text-anchor=\"middle\" class=\"x-tick\">%3</text>")
                       .arg(number(toX(std::exp2(e))))
                       .arg(kTop + plotHeight + 16)
                       .arg(binaryTickLabel(std::exp2(e)));
    } else {
        for (double x : xRange.ticks())
            svg << QStringLiteral("<text x=\"%1\" y=\"%2\" text-anchor=\"middle\" class=\"x-tick\">%3</text>")
                       .arg(number(toX(x)))
                       .arg(kTop + plotHeight + 16)
                       .arg(xRange.tickLabel(x));
    }
    svg << QStringLiteral("<rect x=\"%1\" y=\"%2\" width=\"%3\" height=\"%4\" fill=\"none\" stroke=\"%5\"/>")
               .arg(kLeft)
               .arg(kTop)
               .arg(plotWidth)
               .arg(plotHeight)
               .arg(colours.frame);
    svg << QStringLiteral("<text x=\"%1\" y=\"%2\" text-anchor=\"middle\">%3</text>")
               .arg(kLeft + plotWidth / 2)
               .arg(kSvgChartHeight - 10)
               .arg(escapeXml(chart.x.title));
    svg << QStringLiteral("<text x=\"14\" y=\"%1\" text-anchor=\"middle\" transform=\"rotate(-90 14 %1)\">%2</text>")
               .arg(kTop + plotHeight / 2)
               .arg(escapeXml(chart.y.title));
    for (size_t index = 0; index < chart.rightAxes.size(); ++index) {
        const ChartAxis& axis = chart.rightAxes[index];
        const int left = kLeft + plotWidth + kRightAxisWidth * static_cast<int>(index);
        std::vector<double> ticks;
        if (axis.logarithmic)
            for (double decade = axis.range.from; decade <= axis.range.to * 1.0001; decade *= 10)
                ticks.push_back(decade);
        else
            ticks = axis.range.ticks();
        for (double tick : ticks)
            svg << QStringLiteral("<text x=\"%1\" y=\"%2\" class=\"right-tick\">%3</text>")
                       .arg(left + 5)
                       .arg(number(toRightY(axis, tick) + 4))
                       .arg(axis.logarithmic ? QString::number(tick, 'g', 6) : axis.range.tickLabel(tick));
        const int titleX = left + kRightAxisWidth - 8;
        svg << QStringLiteral("<text x=\"%1\" y=\"%2\" text-anchor=\"middle\" transform=\"rotate(90 %1 %2)\">%3</text>")
                   .arg(titleX)
                   .arg(kTop + plotHeight / 2)
                   .arg(escapeXml(axis.title));
    }

    // A line or dots on the left axis or one on the right.
    auto drawLine = [&](const ChartSeriesDescription& series, const QString& colour) {
        const ChartAxis* onRight
            = series.rightAxis >= 0 && static_cast<size_t>(series.rightAxis) < chart.rightAxes.size()
            ? &chart.rightAxes[static_cast<size_t>(series.rightAxis)]
            : nullptr;
        std::vector<QPointF> drawable_points;
        drawable_points.reserve(series.points.size());
        for (const QPointF& point : series.points)
            if (drawable(point) && !(onRight && onRight->logarithmic && point.y() <= 0))
                drawable_points.push_back(point);
        auto toSeriesY = [&](double y) { return onRight ? toRightY(*onRight, y) : toY(y); };
        // A line is thinned to each pixel column's lowest and highest point; dots to one in each 2 px
        // square of the plot, which their 3.2 px covers as all of them do.
        const QList<QPointF> drawn = series.kind == SeriesKind::Line && !logX
            ? decimateMinMax(drawable_points, xRange.from, xRange.to, plotWidth)
            : QList<QPointF>(drawable_points.begin(), drawable_points.end());
        if (series.kind == SeriesKind::Scatter) {
            std::vector<QPointF> onPlot;
            onPlot.reserve(static_cast<size_t>(drawn.size()));
            for (const QPointF& point : drawn)
                onPlot.emplace_back(toX(point.x()), toSeriesY(point.y()));
            QString dots;
            for (const QPointF& point : decimateScatter(
                     onPlot, kLeft, kLeft + plotWidth, kTop, kTop + plotHeight, plotWidth / 2, plotHeight / 2))
                dots += QStringLiteral("<circle cx=\"%1\" cy=\"%2\" r=\"1.6\"/>")
                            .arg(number(point.x()), number(point.y()));
            svg << QStringLiteral("<g fill=\"%1\" fill-opacity=\"0.6\">%2</g>").arg(colour, dots);
        } else {
            QString path;
            for (qsizetype i = 0; i < drawn.size(); ++i)
                path += QStringLiteral("%1%2,%3 ")
                            .arg(i == 0 ? QStringLiteral("M") : QStringLiteral("L"))
                            .arg(number(toX(drawn[i].x())), number(toSeriesY(drawn[i].y())));
            svg << QStringLiteral("<path d=\"%1\" fill=\"none\" stroke=\"%2\" stroke-width=\"1.5\"%3/>")
                       .arg(path.trimmed(), colour,
                           series.dashed ? QStringLiteral(" stroke-dasharray=\"6 4\"") : QString());
        }
    };

    int legendRow = 0;
    const bool legend = chart.series.size() > 1;
    // Bars of several series stand side by side in their category's place.
    const auto barSeriesCount = std::count_if(
        chart.series.begin(), chart.series.end(), [](const auto& one) { return one.kind == SeriesKind::Bar; });
    int barIndex = 0;
    for (const ChartSeriesDescription& series : chart.series) {
        const QString colour = colourOf(series, colours);
        if (series.kind == SeriesKind::Bar) {
            const double slot = 0.8 / static_cast<double>(std::max<qsizetype>(1, barSeriesCount));
            QString bars;
            for (const QPointF& bar : series.points) {
                if (!std::isfinite(bar.y()))
                    continue;
                const double left = toX(bar.x() - 0.4 + slot * barIndex);
                const double top = toY(std::max(bar.y(), yRange.from));
                bars += QStringLiteral("<rect x=\"%1\" y=\"%2\" width=\"%3\" height=\"%4\"/>")
                            .arg(number(left), number(top), number(toX(bar.x() - 0.4 + slot * (barIndex + 1)) - left),
                                number(toY(yRange.from) - top));
            }
            svg << QStringLiteral("<g class=\"bars\" fill=\"%1\">%2</g>").arg(colour, bars);
            ++barIndex;
        } else if (series.kind == SeriesKind::ReferenceLine) {
            if (series.points.size() < 2)
                continue;
            const QPointF& from = series.points.front();
            const QPointF& to = series.points.back();
            // On its own axis: a temperature threshold is in °C on the right, not in MB/s.
            const ChartAxis* onRight
                = series.rightAxis >= 0 && static_cast<size_t>(series.rightAxis) < chart.rightAxes.size()
                ? &chart.rightAxes[static_cast<size_t>(series.rightAxis)]
                : nullptr;
            auto lineY = [&](double y) { return onRight ? toRightY(*onRight, y) : toY(y); };
            svg << QStringLiteral("<line class=\"reference\" x1=\"%1\" y1=\"%2\" x2=\"%3\" y2=\"%4\" stroke=\"%5\" "
                                  "stroke-width=\"1.2\"%6/><text x=\"%7\" y=\"%8\" text-anchor=\"end\" "
                                  "fill=\"%5\">%9</text>")
                       .arg(number(toX(from.x())), number(lineY(from.y())), number(toX(to.x())), number(lineY(to.y())),
                           colour, series.dashed ? QStringLiteral(" stroke-dasharray=\"6 4\"") : QString(),
                           number(toX(to.x()) - 4), number(lineY(to.y()) - 4), escapeXml(series.label));
            continue;
        } else {
            drawLine(series, colour);
        }
        if (legend || !series.label.isEmpty()) {
            svg << QStringLiteral("<rect x=\"%1\" y=\"%2\" width=\"10\" height=\"10\" fill=\"%3\"/><text x=\"%4\" "
                                  "y=\"%5\">%6</text>")
                       .arg(kLeft + 10)
                       .arg(kTop + 8 + 16 * legendRow)
                       .arg(colour)
                       .arg(kLeft + 24)
                       .arg(kTop + 17 + 16 * legendRow)
                       .arg(escapeXml(series.label));
            ++legendRow;
        }
    }
    svg << QStringLiteral("</svg>");
    return svg.join(QLatin1Char('\n'));
}

ChartDescription LineChart::describe() const
{
    ChartDescription chart;
    chart.title = title;
    double xMin = std::numeric_limits<double>::max(), xMax = std::numeric_limits<double>::lowest(), yMax = 0;
    int index = 0;
    for (const ChartSeries& one : series) {
        ChartSeriesDescription described;
        described.key = SeriesKey::Figure;
        described.label = one.name;
        described.kind = scatter ? SeriesKind::Scatter : SeriesKind::Line;
        described.colour = ColourRole::Palette;
        described.paletteIndex = index++;
        described.points.reserve(one.points.size());
        for (const auto& [x, y] : one.points) {
            described.points.emplace_back(x, y);
            if (!std::isfinite(x) || !std::isfinite(y) || (logX && x <= 0))
                continue;
            xMin = std::min(xMin, x);
            xMax = std::max(xMax, x);
            yMax = std::max(yMax, y);
        }
        chart.series.push_back(std::move(described));
    }
    if (xMin > xMax)
        xMin = xMax = logX ? 1 : 0;
    if (xMax == xMin)
        xMax = logX ? xMin * 2 : xMin + 1;
    chart.x = { ChartQuantity::Category, xLabel, QString(), AxisRange::nice(xMin, xMax), logX };
    chart.y = { ChartQuantity::Category, yLabel, QString(),
        yMax > 0 ? AxisRange::niceFromZero(yMax) : AxisRange::nice(0, 1), false };
    return chart;
}

} // namespace ds
