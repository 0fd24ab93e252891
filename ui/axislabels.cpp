#include "axislabels.h"

#include <QAbstractAxis>
#include <QBarCategoryAxis>
#include <QCategoryAxis>
#include <QChart>
#include <QFontMetricsF>
#include <QLegend>
#include <QLegendMarker>
#include <QLogValueAxis>

#include <cmath>

namespace ds {

namespace {
    // Room between two labels, so that "128" and "256" do not touch.
    double labelGap(const QFontMetricsF& metrics) { return metrics.averageCharWidth(); }

    // What Qt Charts gives a category label before it cuts it: the axis length shared by one slot
    // more than there are categories, less its padding and the text item's margins (and a little
    // more, as its measure of the text is not quite QFontMetrics').
    double categoryRoom(double width, qsizetype count) { return width / static_cast<double>(count + 1) - 24; }

    QStringList everyStep(const QStringList& labels, qsizetype step)
    {
        QStringList kept;
        for (qsizetype i = 0; i < labels.size(); i += step)
            kept += labels[i];
        return kept;
    }

    void setAngle(QAbstractAxis* axis, int angle)
    {
        if (axis->labelsAngle() != angle)
            axis->setLabelsAngle(angle);
    }
}

bool axisLabelsFitFlat(const QAbstractAxis* axis, const QStringList& labels, LabelSpacing spacing, double width)
{
    if (labels.isEmpty())
        return true;
    const QFontMetricsF metrics(axis->labelsFont());
    double widest = 0;
    for (const QString& label : labels)
        widest = std::max(widest, metrics.horizontalAdvance(label));
    if (spacing == LabelSpacing::Slots)
        return widest <= categoryRoom(width, labels.size());
    const qsizetype gaps
        = spacing == LabelSpacing::Positions ? labels.size() : std::max<qsizetype>(1, labels.size() - 1);
    return widest + labelGap(metrics) <= width / static_cast<double>(gaps);
}

void keepAxisLabelsWhole(
    QChart* chart, QAbstractAxis* axis, const QStringList& labels, LabelSpacing spacing, const QString& shortTitle)
{
    const QString title = axis->titleText();
    auto fit = [axis, labels, spacing, title, shortTitle](const QRectF& plotArea) {
        const double width = plotArea.width();
        if (width <= 0)
            return;
        if (!shortTitle.isEmpty()) {
            const bool fits = QFontMetricsF(axis->titleFont()).horizontalAdvance(title) <= width;
            const QString wanted = fits ? title : shortTitle;
            if (axis->titleText() != wanted)
                axis->setTitleText(wanted);
        }
        const bool flat = axisLabelsFitFlat(axis, labels, spacing, width);
        if (spacing == LabelSpacing::Slots) {
            // Upright, a label is as wide as a line is high, which is the most a narrow slot can take.
            setAngle(axis, flat ? 0 : -90);
        } else if (auto* positions = qobject_cast<QCategoryAxis*>(axis);
                   positions && spacing == LabelSpacing::Positions) {
            // Every step-th position labelled, flat, the fewest steps that fit.
            qsizetype step = 1;
            while (step < labels.size() && !axisLabelsFitFlat(axis, everyStep(labels, step), spacing, width))
                ++step;
            const QStringList wanted = everyStep(labels, step);
            if (positions->categoriesLabels() != wanted) {
                for (const QString& label : positions->categoriesLabels())
                    positions->remove(label);
                // The first label's interval as wide as the others', or Qt Charts cuts it ("51…").
                positions->setStartValue(-static_cast<double>(step));
                for (qsizetype i = 0; i < labels.size(); i += step)
                    positions->append(labels[i], static_cast<double>(i));
            }
            setAngle(axis, 0);
        } else if (auto* log = qobject_cast<QLogValueAxis*>(axis); log && spacing == LabelSpacing::Ticks) {
            // A base-2 axis that is too narrow labels 1, 4, 16 … instead of lying its labels upright.
            const bool sparse = !flat && axisLabelsFitFlat(axis, everyStep(labels, 2), spacing, width);
            const double base = sparse ? 4 : 2;
            if (log->base() != base)
                log->setBase(base);
            setAngle(axis, flat || sparse ? 0 : -90);
        } else {
            setAngle(axis, flat ? 0 : -90);
        }
    };
    // The axis as context: the connection goes with it when the chart is rebuilt.
    QObject::connect(chart, &QChart::plotAreaChanged, axis, fit);
    fit(chart->plotArea());
}

void placeLegend(QChart* chart)
{
    QLegend* legend = chart->legend();
    const QFontMetricsF metrics(legend->font());
    // Per entry its marker and the room after it (about a line's height and a character, as Qt
    // Charts draws them) and the label; the legend's own margins at the ends. Not isVisible(): a
    // marker made a moment ago is not shown yet. Unnamed series have no entry.
    double row = 2 * metrics.averageCharWidth();
    for (QLegendMarker* marker : legend->markers())
        if (!marker->label().isEmpty())
            row += metrics.height() + metrics.averageCharWidth() + metrics.horizontalAdvance(marker->label());
    const QMarginsF margins = chart->margins();
    const double width = chart->size().width() - margins.left() - margins.right();
    if (width <= 0)
        return;
    const Qt::Alignment wanted = row <= width ? Qt::AlignBottom : Qt::AlignRight;
    if (legend->alignment() != wanted)
        legend->setAlignment(wanted);
}

void keepLegendWhole(QChart* chart)
{
    QObject::connect(chart, &QGraphicsWidget::geometryChanged, chart, [chart]() { placeLegend(chart); });
    placeLegend(chart);
}

} // namespace ds
