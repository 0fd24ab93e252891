#include "reports/svgchart.h"

#include <QStringList>

#include <algorithm>
#include <cmath>
#include <limits>

namespace ds {

namespace {
    constexpr int kLeft = 70, kRight = 20, kTop = 36, kBottom = 48;
    const char* const kColours[]
        = { "#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf" };

    QString number(double value) { return QString::number(value, 'f', 1); }

    // 1, 2, 5 × 10^n steps giving about `count` ticks over [low, high].
    double niceStep(double span, int count)
    {
        if (!(span > 0))
            return 1;
        const double raw = span / count;
        const double power = std::pow(10.0, std::floor(std::log10(raw)));
        for (double factor : { 1.0, 2.0, 5.0, 10.0 })
            if (raw <= factor * power)
                return factor * power;
        return 10 * power;
    }

    QString tickLabel(double value)
    {
        if (std::fabs(value) >= 1e6 && std::fmod(value, 1048576.0) == 0)
            return QStringLiteral("%1M").arg(value / 1048576.0);
        if (std::fabs(value) >= 1024 && std::fmod(value, 1024.0) == 0 && std::fabs(value) < 1e6)
            return QStringLiteral("%1k").arg(value / 1024.0);
        return QString::number(value, 'g', 4);
    }
}

QString escapeXml(const QString& text) { return text.toHtmlEscaped(); }

QString LineChart::toSvg() const
{
    const int plotWidth = kWidth - kLeft - kRight;
    const int plotHeight = kHeight - kTop - kBottom;
    double xMin = std::numeric_limits<double>::max(), xMax = std::numeric_limits<double>::lowest();
    double yMax = 0;
    for (const ChartSeries& one : series)
        for (const auto& [x, y] : one.points) {
            if (!std::isfinite(x) || !std::isfinite(y) || (logX && x <= 0))
                continue;
            const double px = logX ? std::log2(x) : x;
            xMin = std::min(xMin, px);
            xMax = std::max(xMax, px);
            yMax = std::max(yMax, y);
        }
    if (xMin > xMax) {
        xMin = 0;
        xMax = 1;
    }
    if (xMax == xMin)
        xMax = xMin + 1;
    const double yStep = niceStep(yMax > 0 ? yMax : 1, 5);
    const double yTop = yMax > 0 ? std::ceil(yMax / yStep) * yStep : 1;
    auto toX = [&](double x) { return kLeft + ((logX ? std::log2(x) : x) - xMin) / (xMax - xMin) * plotWidth; };
    auto toY = [&](double y) { return kTop + plotHeight - y / yTop * plotHeight; };

    QStringList svg;
    svg << QStringLiteral("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%1\" height=\"%2\" viewBox=\"0 0 %1 %2\" "
                          "font-family=\"sans-serif\" font-size=\"11\">")
               .arg(kWidth)
               .arg(kHeight);
    svg << QStringLiteral("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>");
    svg << QStringLiteral("<text x=\"%1\" y=\"20\" text-anchor=\"middle\" font-size=\"14\">%2</text>")
               .arg(kWidth / 2)
               .arg(escapeXml(title));
    // Grid and axes.
    for (double y = 0; y <= yTop + yStep / 2; y += yStep)
        svg << QStringLiteral("<line x1=\"%1\" y1=\"%2\" x2=\"%3\" y2=\"%2\" stroke=\"#ddd\"/><text x=\"%4\" y=\"%5\" "
                              "text-anchor=\"end\">%6</text>")
                   .arg(kLeft)
                   .arg(number(toY(y)))
                   .arg(kLeft + plotWidth)
                   .arg(kLeft - 6)
                   .arg(number(toY(y) + 4))
                   .arg(tickLabel(y));
    if (logX) {
        for (double e = std::ceil(xMin); e <= xMax; e += std::max(1.0, std::ceil((xMax - xMin) / 10)))
            svg << QStringLiteral("<text x=\"%1\" y=\"%2\" text-anchor=\"middle\">%3</text>")
                       .arg(number(toX(std::exp2(e))))
                       .arg(kTop + plotHeight + 16)
                       .arg(tickLabel(std::exp2(e)));
    } else {
        const double xStep = niceStep(xMax - xMin, 8);
        for (double x = std::ceil(xMin / xStep) * xStep; x <= xMax + xStep / 1e6; x += xStep)
            svg << QStringLiteral("<text x=\"%1\" y=\"%2\" text-anchor=\"middle\">%3</text>")
                       .arg(number(toX(x)))
                       .arg(kTop + plotHeight + 16)
                       .arg(tickLabel(x));
    }
    svg << QStringLiteral("<rect x=\"%1\" y=\"%2\" width=\"%3\" height=\"%4\" fill=\"none\" stroke=\"#444\"/>")
               .arg(kLeft)
               .arg(kTop)
               .arg(plotWidth)
               .arg(plotHeight);
    svg << QStringLiteral("<text x=\"%1\" y=\"%2\" text-anchor=\"middle\">%3</text>")
               .arg(kLeft + plotWidth / 2)
               .arg(kHeight - 10)
               .arg(escapeXml(xLabel));
    svg << QStringLiteral("<text x=\"14\" y=\"%1\" text-anchor=\"middle\" transform=\"rotate(-90 14 %1)\">%2</text>")
               .arg(kTop + plotHeight / 2)
               .arg(escapeXml(yLabel));

    for (size_t s = 0; s < series.size(); ++s) {
        const QString colour = QLatin1String(kColours[s % std::size(kColours)]);
        // Per pixel column: first, minimum, maximum and last value, in that order, so the line keeps
        // every peak and dip of a dense curve.
        std::vector<std::pair<double, double>> drawn;
        const auto& points = series[s].points;
        if (!scatter && points.size() > static_cast<size_t>(plotWidth) * 4) {
            int column = -1;
            std::pair<double, double> first, low, high, last;
            auto flush = [&] {
                if (column < 0)
                    return;
                drawn.push_back(first);
                drawn.push_back(low.first < high.first ? low : high);
                drawn.push_back(low.first < high.first ? high : low);
                drawn.push_back(last);
            };
            for (const auto& point : points) {
                if (!std::isfinite(point.first) || !std::isfinite(point.second) || (logX && point.first <= 0))
                    continue;
                const int at = static_cast<int>(toX(point.first));
                if (at != column) {
                    flush();
                    column = at;
                    first = low = high = last = point;
                } else {
                    if (point.second < low.second)
                        low = point;
                    if (point.second > high.second)
                        high = point;
                    last = point;
                }
            }
            flush();
        } else {
            for (const auto& point : points)
                if (std::isfinite(point.first) && std::isfinite(point.second) && !(logX && point.first <= 0))
                    drawn.push_back(point);
        }
        if (scatter) {
            QString dots;
            for (const auto& [x, y] : drawn)
                dots += QStringLiteral("<circle cx=\"%1\" cy=\"%2\" r=\"1.6\"/>").arg(number(toX(x)), number(toY(y)));
            svg << QStringLiteral("<g fill=\"%1\" fill-opacity=\"0.6\">%2</g>").arg(colour, dots);
        } else {
            QString path;
            for (size_t i = 0; i < drawn.size(); ++i)
                path += QStringLiteral("%1%2,%3 ")
                            .arg(i == 0 ? QStringLiteral("M") : QStringLiteral("L"))
                            .arg(number(toX(drawn[i].first)), number(toY(drawn[i].second)));
            svg << QStringLiteral("<path d=\"%1\" fill=\"none\" stroke=\"%2\" stroke-width=\"1.5\"/>")
                       .arg(path.trimmed(), colour);
        }
        if (series.size() > 1 || !series[s].name.isEmpty())
            svg << QStringLiteral("<rect x=\"%1\" y=\"%2\" width=\"10\" height=\"10\" fill=\"%3\"/><text x=\"%4\" "
                                  "y=\"%5\">%6</text>")
                       .arg(kLeft + 10)
                       .arg(kTop + 8 + 16 * static_cast<int>(s))
                       .arg(colour)
                       .arg(kLeft + 24)
                       .arg(kTop + 17 + 16 * static_cast<int>(s))
                       .arg(escapeXml(series[s].name));
    }
    svg << QStringLiteral("</svg>");
    return svg.join(QLatin1Char('\n'));
}

QString BarChart::toSvg() const
{
    const int rowHeight = 22;
    const int labelWidth = 220;
    const int width = LineChart::kWidth;
    const int height = kTop + rowHeight * static_cast<int>(bars.size()) + 16;
    double top = 0;
    for (const auto& bar : bars)
        if (std::isfinite(bar.second))
            top = std::max(top, bar.second);
    if (!(top > 0))
        top = 1;
    const int barSpace = width - labelWidth - 110;
    QStringList svg;
    svg << QStringLiteral("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%1\" height=\"%2\" viewBox=\"0 0 %1 %2\" "
                          "font-family=\"sans-serif\" font-size=\"11\">")
               .arg(width)
               .arg(height);
    svg << QStringLiteral("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>");
    svg << QStringLiteral("<text x=\"%1\" y=\"20\" text-anchor=\"middle\" font-size=\"14\">%2</text>")
               .arg(width / 2)
               .arg(escapeXml(title));
    for (size_t i = 0; i < bars.size(); ++i) {
        const double value = std::isfinite(bars[i].second) ? std::max(0.0, bars[i].second) : 0.0;
        const int y = kTop + rowHeight * static_cast<int>(i);
        const double length = value / top * barSpace;
        svg << QStringLiteral("<text x=\"%1\" y=\"%2\" text-anchor=\"end\">%3</text><rect x=\"%4\" y=\"%5\" "
                              "width=\"%6\" height=\"%7\" fill=\"%8\"/><text x=\"%9\" y=\"%2\">%10</text>")
                   .arg(labelWidth - 6)
                   .arg(y + 14)
                   .arg(escapeXml(bars[i].first))
                   .arg(labelWidth)
                   .arg(y + 3)
                   .arg(number(length))
                   .arg(rowHeight - 6)
                   .arg(QLatin1String(kColours[0]))
                   .arg(number(labelWidth + length + 6))
                   .arg(
                       escapeXml(QStringLiteral("%1 %2").arg(QString::number(value, 'f', value >= 100 ? 0 : 1), unit)));
    }
    svg << QStringLiteral("</svg>");
    return svg.join(QLatin1Char('\n'));
}

} // namespace ds
