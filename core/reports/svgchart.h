#pragma once

#include "model/chartdescription.h"
#include "reports/exporttheme.h"

#include <QString>

#include <utility>
#include <vector>

namespace ds {

// Charts as SVG text for reports: no widgets, no fonts to embed, any browser shows them. They draw a
// ChartDescription, the same one the window draws with Qt Charts.
constexpr int kSvgChartWidth = 720;
constexpr int kSvgChartHeight = 360;
// The plot inside a line chart: where the axes' ranges map to.
constexpr int kSvgPlotLeft = 70, kSvgPlotTop = 36;
constexpr int kSvgPlotWidth = kSvgChartWidth - kSvgPlotLeft - 20, kSvgPlotHeight = kSvgChartHeight - kSvgPlotTop - 48;

// More points than pixels are thinned by decimateMinMax (each pixel column's lowest and highest), so a
// million-zone surface scan draws as fast as a small one and keeps its dips. A reference line is drawn
// dashed, with its label at its right end. In the theme's colours (the runs keep theirs).
QString chartSvg(const ChartDescription& chart, ExportTheme theme = ExportTheme::Light);

// A simple line chart by hand (tests, one-off pictures): x from the lowest to the highest point, y from
// zero to the first tick above the highest.
struct ChartSeries {
    QString name;
    std::vector<std::pair<double, double>> points; // (x, y)
};

struct LineChart {
    QString title;
    QString xLabel;
    QString yLabel;
    bool logX = false; // block sizes and queue depths double at each step
    bool scatter = false; // dots instead of a line (access times)
    std::vector<ChartSeries> series;

    static constexpr int kWidth = kSvgChartWidth;
    static constexpr int kHeight = kSvgChartHeight;
    ChartDescription describe() const;
    QString toSvg() const { return chartSvg(describe()); }
};

// Text safe inside SVG or HTML.
QString escapeXml(const QString& text);

} // namespace ds
