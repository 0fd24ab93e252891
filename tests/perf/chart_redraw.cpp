// Prints how long a chart takes to redraw a 1,000,000-point curve fed through the per-pixel-column
// min/max decimation, against the same curve in a plain QLineSeries, and what one live update of a
// running full-mode scan costs (only its new zones are decimated). Run by tests/perf/gui_perf.sh.

#include "curvemodel.h"

#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QElapsedTimer>
#include <QImage>
#include <QLineSeries>
#include <QPainter>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <random>
#include <vector>

namespace {

std::vector<QPointF> makeCurve(int points)
{
    // A hard disk's falling transfer rate with noise and a few dips, as a full-mode scan gives.
    std::mt19937_64 random(7);
    std::normal_distribution<double> noise(0, 4);
    std::vector<QPointF> curve;
    curve.reserve(static_cast<size_t>(points));
    for (int i = 0; i < points; ++i) {
        const double x = 2000.0 * i / points;
        double y = 200 - 90 * x / 2000 + noise(random);
        if (i % 97'000 == 0)
            y = 20;
        curve.emplace_back(x, y);
    }
    return curve;
}

struct Setup {
    QChart* chart = new QChart;
    QLineSeries* series = new QLineSeries;
    QChartView view;
    Setup()
    {
        chart->setAnimationOptions(QChart::NoAnimation);
        chart->addSeries(series);
        chart->createDefaultAxes();
        chart->axes(Qt::Horizontal).front()->setRange(0, 2000);
        chart->axes(Qt::Vertical).front()->setRange(0, 250);
        view.setChart(chart);
        view.resize(1400, 800);
        view.setAttribute(Qt::WA_DontShowOnScreen);
        view.show();
    }
    // One full redraw: the view painted into an image the size of the window.
    double redrawMs()
    {
        QImage image(view.size(), QImage::Format_ARGB32_Premultiplied);
        QElapsedTimer timer;
        timer.start();
        QPainter painter(&image);
        view.render(&painter);
        painter.end();
        return static_cast<double>(timer.nsecsElapsed()) / 1e6;
    }
};

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const size_t n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

} // namespace

int main(int argc, char* argv[])
{
    QApplication application(argc, argv);
    const int points = argc > 1 ? std::atoi(argv[1]) : 1'000'000;
    const int runs = argc > 2 ? std::atoi(argv[2]) : 7;
    const std::vector<QPointF> curve = makeCurve(points);

    Setup decimated;
    ds::CurveModel model;
    ds::DecimatingProxy proxy(&model, decimated.series);
    // A live full-mode scan: the plot spans the whole drive from the start, zones arrive in order.
    const size_t liveStart = curve.size() - curve.size() / 10;
    model.setPoints(std::vector<QPointF>(curve.begin(), curve.begin() + static_cast<std::ptrdiff_t>(liveStart)));
    proxy.setColumns(static_cast<int>(decimated.chart->plotArea().width()));
    proxy.setXRange(0, 2000);
    proxy.refresh();
    // Each update of the running scan brings a few hundred zones (one 50 ms frame); only those are
    // decimated, not the whole curve again.
    std::vector<double> liveRuns;
    for (size_t next = liveStart; next < curve.size();) {
        const size_t end = std::min(curve.size(), next + 500);
        QList<QPointF> zones(
            curve.begin() + static_cast<std::ptrdiff_t>(next), curve.begin() + static_cast<std::ptrdiff_t>(end));
        QElapsedTimer liveTimer;
        liveTimer.start();
        model.append(zones);
        proxy.refresh();
        liveRuns.push_back(static_cast<double>(liveTimer.nsecsElapsed()) / 1e6);
        next = end;
    }
    model.setPoints(curve);
    QElapsedTimer decimateTimer;
    decimateTimer.start();
    proxy.refresh();
    const double decimateMs = static_cast<double>(decimateTimer.nsecsElapsed()) / 1e6;

    Setup plain;
    QList<QPointF> all(curve.begin(), curve.end());
    QElapsedTimer replaceTimer;
    replaceTimer.start();
    plain.series->replace(all);
    const double replaceMs = static_cast<double>(replaceTimer.nsecsElapsed()) / 1e6;

    std::vector<double> decimatedRuns;
    std::vector<double> plainRuns;
    for (int i = 0; i < runs; ++i) { // alternating, so both see the same machine load
        decimatedRuns.push_back(decimated.redrawMs());
        plainRuns.push_back(plain.redrawMs());
    }
    const double d = median(decimatedRuns);
    const double p = median(plainRuns);
    std::printf("curve: %d points, plot %d px wide; decimated series holds %lld points\n", points,
        static_cast<int>(decimated.chart->plotArea().width()), static_cast<long long>(proxy.shownPoints()));
    std::printf(
        "decimation (per update): %.1f ms; QLineSeries::replace with every point: %.1f ms\n", decimateMs, replaceMs);
    std::printf("live update, 500 new zones on a curve of up to %d: median %.3f ms (the full pass above: %.1f ms)\n",
        points, median(liveRuns), decimateMs);
    std::printf("redraw, median of %d: decimated %.2f ms, plain QLineSeries %.2f ms, plain/decimated %.1fx\n", runs, d,
        p, d > 0 ? p / d : 0.0);
    return 0;
}
