#include "sweepcharts.h"

#include "axislabels.h"
#include "axisscale.h"
#include "model/chartdescription.h"
#include "model/workload.h"
#include "translation.h"
#include "unitnames.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QCursor>
#include <QHorizontalBarSeries>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QToolTip>
#include <QValueAxis>

#include <cmath>

namespace ds {

namespace {

    void clearChart(QChart* chart)
    {
        chart->removeAllSeries();
        for (QAbstractAxis* axis : chart->axes()) {
            chart->removeAxis(axis);
            delete axis;
        }
    }

    double figure(const QJsonObject& figures, const QString& name)
    {
        return figures.value(name).toObject().value(QStringLiteral("mean")).toDouble();
    }
}

QString figureText(double value)
{
    const double magnitude = std::fabs(value);
    return formatDecimal(value, magnitude >= 1000 ? 0 : magnitude >= 100 ? 1 : 2);
}

BlockSizeColours BlockSizeColours::forTheme(QChart::ChartTheme theme)
{
    // Blue and orange bars; the lines in hues of their own (violet, crimson) and the CPU in greys, lighter
    // on the dark background.
    if (theme == QChart::ChartThemeDark || theme == QChart::ChartThemeBlueCerulean
        || theme == QChart::ChartThemeBrownSand || theme == QChart::ChartThemeHighContrast)
        return { QColor(70, 150, 230), QColor(245, 150, 50), QColor(200, 150, 255), QColor(255, 80, 150),
            QColor(170, 170, 170), QColor(230, 230, 230) };
    return { QColor(32, 120, 200), QColor(235, 125, 25), QColor(120, 60, 180), QColor(200, 30, 70),
        QColor(110, 110, 110), QColor(40, 40, 40) };
}

SweepChartPoint SweepChartPoint::from(const SweepPoint& point)
{
    SweepChartPoint out;
    out.value = point.value;
    out.measured = point.measured();
    if (!point.result)
        return out;
    const PointFigures figures = PointFigures::of(*point.result);
    out.megabytesPerSecond = figures.megabytesPerSecond.mean;
    out.iops = figures.iops.mean;
    out.cpuPercent = figures.cpuPercent.mean;
    out.meanLatencyUs = figures.meanLatencyUs.mean;
    out.p50LatencyUs = figures.p50LatencyUs.mean;
    out.p99LatencyUs = figures.p99LatencyUs.mean;
    out.p999LatencyUs = figures.p999LatencyUs.mean;
    out.maxLatencyUs = figures.maxLatencyUs.mean;
    out.confirmed = point.result->confirmed();
    out.spread = point.result->repeatability();
    return out;
}

SweepChartPoint SweepChartPoint::fromJson(const QJsonObject& point)
{
    SweepChartPoint out;
    out.value = static_cast<uint64_t>(point.value(QStringLiteral("value")).toDouble());
    const QJsonObject figures = point.value(QStringLiteral("figures")).toObject();
    out.measured = !point.value(QStringLiteral("skipped")).toBool() && !figures.isEmpty();
    out.megabytesPerSecond = figure(figures, QStringLiteral("megabytesPerSecond"));
    out.iops = figure(figures, QStringLiteral("iops"));
    out.cpuPercent = figure(figures, QStringLiteral("cpuPercent"));
    out.meanLatencyUs = figure(figures, QStringLiteral("meanLatencyUs"));
    out.p50LatencyUs = figure(figures, QStringLiteral("p50LatencyUs"));
    out.p99LatencyUs = figure(figures, QStringLiteral("p99LatencyUs"));
    out.p999LatencyUs = figure(figures, QStringLiteral("p99.9LatencyUs"));
    out.maxLatencyUs = figure(figures, QStringLiteral("maxLatencyUs"));
    return out;
}

BlockSizeChart::BlockSizeChart(QObject* parent)
    : ThemedChart(parent)
    , m_chart(new QChart)
{
    m_chart->setAnimationOptions(QChart::NoAnimation);
    localizeChartNumbers(m_chart);
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    keepLegendWhole(m_chart);
    rebuild();
}

BlockSizeChart::~BlockSizeChart() { deleteIfUnowned(m_chart); }

void BlockSizeChart::setSeries(const std::vector<SweepChartSeries>& series)
{
    m_series = series;
    rebuild();
}

void BlockSizeChart::setShowIops(bool show)
{
    m_showIops = show;
    rebuild();
}

void BlockSizeChart::setShowCpu(bool show)
{
    m_showCpu = show;
    rebuild();
}

void BlockSizeChart::setLinkCeiling(const TargetInfo& target)
{
    m_target = target;
    rebuild();
}

void BlockSizeChart::rebuild()
{
    clearChart(m_chart);
    m_hoverText.clear();
    // Drawn as the model describes it, as the reports draw it; the window's words and colours go on.
    std::vector<BlockSizeSeries> input;
    for (const SweepChartSeries& series : m_series) {
        BlockSizeSeries one { series.writes, {} };
        for (const SweepChartPoint& point : series.points)
            one.points.push_back(
                { point.value, point.measured, point.megabytesPerSecond, point.iops, point.cpuPercent });
        input.push_back(std::move(one));
    }
    const ChartDescription described = describeBlockSizes(input, m_target, QString());
    // The block size of each category, in the description's order, for the tooltips.
    m_sizes.clear();
    for (const BlockSizeSeries& one : input)
        for (const BlockSizeFigures& point : one.points)
            if (std::find(m_sizes.begin(), m_sizes.end(), point.blockBytes) == m_sizes.end())
                m_sizes.push_back(point.blockBytes);
    std::sort(m_sizes.begin(), m_sizes.end());
    const BlockSizeColours colours = BlockSizeColours::forTheme(m_chart->theme());
    const QStringList& categories = described.categories;

    // Labels on the bars' positions (0, 1 …) of a category axis rather than in a bar category axis's
    // slots: Qt Charts cuts a slot's label to the slot's width, so narrow slots showed "…", while
    // labels on values can be thinned to every second one and stay whole.
    auto* categoryAxis = new QCategoryAxis;
    categoryAxis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    categoryAxis->setRange(described.x.range.from, described.x.range.to);
    categoryAxis->setStartValue(described.x.range.from);
    categoryAxis->setGridLineVisible(false);
    categoryAxis->setTitleText(tr("Block size"));
    auto* rateAxis = new QValueAxis;
    rateAxis->setTitleText(tr("MB/s"));
    m_chart->addAxis(categoryAxis, Qt::AlignBottom);
    m_chart->addAxis(rateAxis, Qt::AlignLeft);
    // A dozen and more labels side by side are cut to "12…" in a narrow window; a smaller font keeps
    // more of them flat, and they stand upright when even that does not fit. The font is set once the
    // chart's theme has given the axis its fonts, so the title keeps the theme's.
    if (categories.size() > 12) {
        QFont font = categoryAxis->labelsFont();
        font.setPointSizeF(font.pointSizeF() * 0.8);
        categoryAxis->setLabelsFont(font);
    }
    // An empty chart has one blank position, or Qt Charts lays out no axis at all.
    keepAxisLabelsWhole(m_chart, categoryAxis, categories.isEmpty() ? QStringList { QStringLiteral(" ") } : categories,
        LabelSpacing::Positions);

    auto* bars = new QBarSeries;
    size_t seriesIndex = 0;
    for (const ChartSeriesDescription& described_bars : described.series) {
        if (described_bars.kind != SeriesKind::Bar || seriesIndex >= m_series.size())
            continue;
        auto* set = new QBarSet(tr("%1 MB/s").arg(m_series[seriesIndex++].name));
        std::vector<double> values(static_cast<size_t>(categories.size()), 0.0);
        for (const QPointF& bar : described_bars.points)
            values[static_cast<size_t>(bar.x())] = bar.y();
        for (double value : values)
            set->append(value);
        bars->append(set);
    }
    m_chart->addSeries(bars);
    bars->attachAxis(categoryAxis);
    bars->attachAxis(rateAxis);
    setNiceRange(rateAxis, described.y.range.from, described.y.range.to);
    m_ceilingSeries = nullptr;
    if (const ChartSeriesDescription* ceiling = described.find(SeriesKey::LinkCeiling)) {
        m_ceilingSeries = new QLineSeries;
        m_ceilingSeries->setName(tr("%1 ceiling").arg(m_target.drive->link.summary()));
        for (const QPointF& point : ceiling->points)
            m_ceilingSeries->append(point);
        m_chart->addSeries(m_ceilingSeries);
        m_ceilingSeries->attachAxis(categoryAxis);
        m_ceilingSeries->attachAxis(rateAxis);
        QPen pen(QColor(90, 90, 160));
        pen.setStyle(Qt::DashLine);
        pen.setWidthF(1.2);
        m_ceilingSeries->setPen(pen);
    }
    // After addSeries, which gives the sets the theme's colours.
    for (size_t i = 0; i < m_series.size(); ++i) {
        QBarSet* set = bars->barSets().value(static_cast<qsizetype>(i));
        const QColor colour = m_series[i].writes ? colours.writeBars : colours.readBars;
        set->setColor(colour);
        set->setBorderColor(colour.darker(120));
    }
    connect(bars, &QBarSeries::hovered, this, [this, bars](bool entered, int index, QBarSet* set) {
        const auto series = static_cast<size_t>(bars->barSets().indexOf(set));
        if (!entered || index < 0 || static_cast<size_t>(index) >= m_sizes.size() || series >= m_series.size())
            showHover(QString());
        else
            showHover(pointText(series, m_sizes[static_cast<size_t>(index)]));
    });

    // The IOPS and CPU lines of the description, each on its axis on the right, where they are switched on.
    auto addLines = [&](SeriesKey key, const QString& unit, QColor readColour, QColor writeColour, Qt::PenStyle style) {
        std::vector<const ChartSeriesDescription*> lines;
        double top = 0;
        for (const ChartSeriesDescription& line : described.series)
            if (line.key == key) {
                lines.push_back(&line);
                for (const QPointF& point : line.points)
                    top = std::max(top, point.y());
            }
        auto* axis = new QValueAxis;
        axis->setTitleText(unit);
        // The model's rule (IOPS: a tenth above the highest, to a nice tick; CPU: 0 … 100 %, or above the
        // highest where a run used more than one core), in thousands or millions where the figures are that
        // large.
        const double divisor = setNiceRangeFromZeroAbbreviated(axis,
            key == SeriesKey::SweepIops ? top * 1.1
                : top > 100             ? top * 1.05
                                        : 100.0);
        axis->setGridLineVisible(false);
        m_chart->addAxis(axis, Qt::AlignRight);
        for (size_t index = 0; index < lines.size() && index < m_series.size(); ++index) {
            const SweepChartSeries& series = m_series[index];
            auto* line = new QLineSeries;
            line->setName(QStringLiteral("%1 %2").arg(series.name, unit));
            for (const QPointF& point : lines[index]->points)
                line->append(point.x(), point.y() / divisor);
            m_chart->addSeries(line);
            line->attachAxis(categoryAxis);
            line->attachAxis(axis);
            QPen pen(series.writes ? writeColour : readColour);
            pen.setWidthF(2.5);
            pen.setStyle(style);
            line->setPen(pen);
            line->setPointsVisible(true);
            connect(line, &QLineSeries::hovered, this, [this, index](const QPointF& point, bool entered) {
                const auto category = static_cast<qsizetype>(std::lround(point.x()));
                if (!entered || category < 0 || static_cast<size_t>(category) >= m_sizes.size())
                    showHover(QString());
                else
                    showHover(pointText(index, m_sizes[static_cast<size_t>(category)]));
            });
        }
    };
    if (m_showIops)
        addLines(SeriesKey::SweepIops, tr("IOPS"), colours.readIops, colours.writeIops, Qt::SolidLine);
    if (m_showCpu)
        addLines(SeriesKey::SweepCpu, tr("CPU %"), colours.readCpu, colours.writeCpu, Qt::DashLine);
    placeLegend(m_chart);
}

QString BlockSizeChart::pointText(size_t seriesIndex, uint64_t blockSize) const
{
    if (seriesIndex >= m_series.size())
        return QString();
    const SweepChartSeries& series = m_series[seriesIndex];
    const auto point = std::find_if(series.points.begin(), series.points.end(),
        [blockSize](const SweepChartPoint& candidate) { return candidate.value == blockSize; });
    if (point == series.points.end() || !point->measured)
        return tr("%1 %2: not measured").arg(series.name, formatBinarySize(blockSize));
    return tr("%1 %2: %3 MB/s · %4 IOPS · mean %5 µs · p99 %6 µs · CPU %7 %")
        .arg(series.name, formatBinarySize(blockSize), figureText(point->megabytesPerSecond), figureText(point->iops),
            figureText(point->meanLatencyUs), figureText(point->p99LatencyUs), figureText(point->cpuPercent));
}

void BlockSizeChart::showHover(const QString& text)
{
    m_hoverText = text;
    if (text.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(QCursor::pos(), text);
}

QueueDepthChart::QueueDepthChart(QObject* parent)
    : ThemedChart(parent)
    , m_chart(new QChart)
{
    m_chart->setAnimationOptions(QChart::NoAnimation);
    localizeChartNumbers(m_chart);
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    setSeries({});
}

QueueDepthChart::~QueueDepthChart() { deleteIfUnowned(m_chart); }

void QueueDepthChart::setSeries(const SweepChartSeries& series)
{
    m_series = series;
    m_hoverText.clear();
    clearChart(m_chart);
    // Drawn as the model describes it, as the reports draw it; the window's words and colours go on by key.
    std::vector<QueueDepthFigures> figures;
    for (const SweepChartPoint& point : series.points)
        if (point.measured)
            figures.push_back({ static_cast<double>(point.value), point.iops, point.p50LatencyUs, point.p99LatencyUs,
                point.p999LatencyUs });
    const ChartDescription described = describeQueueDepth(figures, QString());
    auto* depthAxis = new QLogValueAxis;
    depthAxis->setBase(2);
    depthAxis->setTitleText(tr("Queue depth (requests in flight)"));
    depthAxis->setLabelFormat(QStringLiteral("%.0f"));
    auto* iopsAxis = new QValueAxis;
    iopsAxis->setTitleText(tr("IOPS"));
    auto* latencyAxis = new QLogValueAxis;
    latencyAxis->setBase(10);
    // Milliseconds once latencies reach 10 ms (a hard disk's deep queue): "100000" µs labels were cut
    // to "1000..." in a narrow window.
    latencyAxis->setTitleText(
        described.rightAxes.front().unit == QLatin1String("ms") ? tr("Latency (ms)") : tr("Latency (µs)"));
    latencyAxis->setLabelFormat(QStringLiteral("%.6g"));
    latencyAxis->setGridLineVisible(false);
    m_chart->addAxis(depthAxis, Qt::AlignBottom);
    m_chart->addAxis(iopsAxis, Qt::AlignLeft);
    m_chart->addAxis(latencyAxis, Qt::AlignRight);

    const ChartSeriesDescription& rate = *described.find(SeriesKey::SweepIops);
    // The model's rule (a tenth above the highest point, to a nice tick), in thousands or millions where the
    // figures are that large: "250k", not "250000".
    double maxIops = 0;
    for (const QPointF& point : rate.points)
        maxIops = std::max(maxIops, point.y());
    const double iopsDivisor = setNiceRangeFromZeroAbbreviated(iopsAxis, maxIops * 1.1);
    auto* iops = new QLineSeries;
    iops->setName(tr("IOPS"));
    QPen pen(QColor(30, 110, 200));
    pen.setWidthF(2.5);
    iops->setPen(pen);
    auto* iopsDots = new QScatterSeries;
    iopsDots->setMarkerSize(7);
    iopsDots->setColor(QColor(30, 110, 200));
    for (const QPointF& point : rate.points) {
        iops->append(point.x(), point.y() / iopsDivisor);
        iopsDots->append(point.x(), point.y() / iopsDivisor);
    }
    m_chart->addSeries(iops);
    m_chart->addSeries(iopsDots);
    iops->attachAxis(depthAxis);
    iops->attachAxis(iopsAxis);
    iopsDots->attachAxis(depthAxis);
    iopsDots->attachAxis(iopsAxis);
    m_chart->legend()->markers(iopsDots).front()->setVisible(false);
    for (const ChartSeriesDescription& percentile : described.series) {
        if (percentile.rightAxis != 0)
            continue;
        const QColor colour = percentile.key == SeriesKey::LatencyP50 ? QColor(60, 160, 80)
            : percentile.key == SeriesKey::LatencyP99                 ? QColor(230, 140, 30)
                                                                      : QColor(200, 50, 50);
        auto* line = new QLineSeries;
        line->setName(percentile.label); // p50, p99, p99.9 as fio prints them, in every language
        QPen linePen(colour);
        linePen.setStyle(Qt::DashLine);
        linePen.setWidthF(1.5);
        line->setPen(linePen);
        for (const QPointF& point : percentile.points)
            line->append(point);
        m_chart->addSeries(line);
        line->attachAxis(depthAxis);
        line->attachAxis(latencyAxis);
    }
    // Over any line or dot: the figures of the nearest depth measured.
    for (QAbstractSeries* shown : m_chart->series())
        if (auto* xy = qobject_cast<QXYSeries*>(shown))
            connect(xy, &QXYSeries::hovered, this, [this](const QPointF& point, bool entered) {
                const SweepChartPoint* nearest = nullptr;
                for (const SweepChartPoint& candidate : m_series.points)
                    if (candidate.measured
                        && (!nearest
                            || std::fabs(std::log2(static_cast<double>(candidate.value)) - std::log2(point.x()))
                                < std::fabs(std::log2(static_cast<double>(nearest->value)) - std::log2(point.x()))))
                        nearest = &candidate;
                showHover(entered && nearest && point.x() > 0 ? pointText(nearest->value) : QString());
            });
    depthAxis->setRange(described.x.range.from, described.x.range.to);
    QStringList depthLabels; // the powers of two the log axis labels
    for (double depth = described.x.range.from; depth <= described.x.range.to; depth *= 2)
        depthLabels += QString::number(depth);
    keepAxisLabelsWhole(m_chart, depthAxis, depthLabels, LabelSpacing::Ticks, tr("Queue depth"));
    latencyAxis->setRange(described.rightAxes.front().range.from, described.rightAxes.front().range.to);
}

QString QueueDepthChart::pointText(uint64_t depth) const
{
    const auto point = std::find_if(m_series.points.begin(), m_series.points.end(),
        [depth](const SweepChartPoint& candidate) { return candidate.value == depth; });
    if (point == m_series.points.end() || !point->measured)
        return tr("QD %1: not measured").arg(depth);
    return tr("QD %1: %2 IOPS · %3 MB/s · mean %4 µs · p50 %5 µs · p99 %6 µs · p99.9 %7 µs")
        .arg(QString::number(depth), figureText(point->iops), figureText(point->megabytesPerSecond),
            figureText(point->meanLatencyUs), figureText(point->p50LatencyUs), figureText(point->p99LatencyUs),
            figureText(point->p999LatencyUs));
}

void QueueDepthChart::showHover(const QString& text)
{
    m_hoverText = text;
    if (text.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(QCursor::pos(), text);
}

BarChart::BarChart(QObject* parent)
    : ThemedChart(parent)
    , m_chart(new QChart)
{
    m_chart->setAnimationOptions(QChart::NoAnimation);
    localizeChartNumbers(m_chart);
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    setBars(describeBars({}, {}, QString(), QString()), QString());
}

BarChart::~BarChart() { deleteIfUnowned(m_chart); }

void BarChart::setBars(const ChartDescription& described, const QString& valueName)
{
    m_described = described;
    m_valueName = valueName;
    clearChart(m_chart);
    // Bars lying down, named on the left: a name ("Workstation", a drive's folder) reads whole on its
    // line, where under an upright bar a narrow window cut it to "Work…". The first one on top.
    const QStringList& categories = described.categories;
    QStringList names = categories.isEmpty() ? QStringList { QStringLiteral(" ") } : categories;
    std::reverse(names.begin(), names.end());
    auto* set = new QBarSet(valueName);
    std::vector<double> values(static_cast<size_t>(categories.size()), 0.0);
    if (!described.series.empty())
        for (const QPointF& bar : described.series.front().points)
            values[static_cast<size_t>(bar.x())] = bar.y();
    // Each figure with the model's decimals (whole from 100 up): a label a reader can take in.
    for (auto value = values.crbegin(); value != values.crend(); ++value) {
        const double scale = std::pow(10.0, figureDecimals(*value));
        set->append(std::round(*value * scale) / scale);
    }
    auto* bars = new QHorizontalBarSeries;
    bars->append(set);
    bars->setLabelsVisible(true);
    bars->setLabelsFormat(QStringLiteral("@value"));
    bars->setLabelsPrecision(12);
    m_chart->addSeries(bars);
    auto* categoryAxis = new QBarCategoryAxis;
    categoryAxis->append(names);
    auto* valueAxis = new QValueAxis;
    // The figure's name under its axis, lying flat; no legend for a single set of bars.
    valueAxis->setTitleText(valueName);
    m_chart->legend()->setVisible(false);
    setNiceRange(valueAxis, described.y.range.from, described.y.range.to);
    m_chart->addAxis(categoryAxis, Qt::AlignLeft);
    m_chart->addAxis(valueAxis, Qt::AlignBottom);
    bars->attachAxis(categoryAxis);
    bars->attachAxis(valueAxis);
}

ScalingChart::ScalingChart(QObject* parent)
    : ThemedChart(parent)
    , m_chart(new QChart)
{
    m_chart->setAnimationOptions(QChart::NoAnimation);
    localizeChartNumbers(m_chart);
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    setSteps({});
}

ScalingChart::~ScalingChart() { deleteIfUnowned(m_chart); }

void ScalingChart::setSteps(
    const QList<qreal>& aggregate, DisplayUnit unit, const QString& valueName, const std::vector<double>& reference)
{
    m_steps = aggregate;
    m_reference = reference;
    m_unit = unit;
    m_valueName = valueName;
    clearChart(m_chart);
    // Drawn as the model describes it, as the reports draw it; the window's words go on by key.
    const ChartDescription described
        = describeScaling(std::vector<double>(aggregate.begin(), aggregate.end()), unit, reference);
    const bool measuredReference = reference.size() >= static_cast<size_t>(aggregate.size()) && !aggregate.isEmpty();
    const QString name = valueName.isEmpty() ? UnitNames::of(unit) : valueName;
    auto* countAxis = new QValueAxis;
    countAxis->setTitleText(tr("Drives at once"));
    countAxis->setLabelFormat(QStringLiteral("%.0f"));
    countAxis->setRange(described.x.range.from, described.x.range.to);
    countAxis->setTickCount(static_cast<int>(std::lround(described.x.range.to - described.x.range.from)) + 1);
    auto* valueAxis = new QValueAxis;
    valueAxis->setTitleText(name);
    setNiceRange(valueAxis, described.y.range.from, described.y.range.to);
    m_chart->addAxis(countAxis, Qt::AlignBottom);
    m_chart->addAxis(valueAxis, Qt::AlignLeft);
    for (const ChartSeriesDescription& series : described.series) {
        auto* line = new QLineSeries;
        if (series.key == SeriesKey::PerfectScaling) {
            // Short: the legend of a narrow chart elides a longer one. Perfect scaling either way.
            line->setName(measuredReference ? tr("Drives alone, summed") : tr("First drive × count"));
            QPen pen(QColor(140, 140, 140));
            pen.setStyle(Qt::DashLine);
            line->setPen(pen);
        } else {
            line->setName(tr("Aggregate: %1").arg(name));
            line->setPointsVisible(true);
        }
        for (const QPointF& point : series.points)
            line->append(point);
        m_chart->addSeries(line);
        line->attachAxis(countAxis);
        line->attachAxis(valueAxis);
    }
}

} // namespace ds
