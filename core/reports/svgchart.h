#pragma once

#include <QString>

#include <utility>
#include <vector>

namespace ds {

// Simple charts as SVG text for reports: no widgets, no fonts to embed, any browser shows them.
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

    static constexpr int kWidth = 720;
    static constexpr int kHeight = 360;
    // More points than pixels are thinned to each pixel column's minimum and maximum, so a million-zone
    // surface scan draws as fast as a small one and keeps its dips.
    QString toSvg() const;
};

struct BarChart {
    QString title;
    QString unit;
    std::vector<std::pair<QString, double>> bars;
    QString toSvg() const;
};

// Text safe inside SVG or HTML.
QString escapeXml(const QString& text);

} // namespace ds
