#include "compactlayout.h"

#include "tooltips.h"
#include "unitnames.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QScrollArea>
#include <QStyle>
#include <QVBoxLayout>
#include <QWidget>

#include <algorithm>

namespace ds {

void compactSettings(QWidget* page)
{
    for (QFormLayout* form : page->findChildren<QFormLayout*>()) {
        form->setRowWrapPolicy(QFormLayout::WrapLongRows);
        // A figure shown as a field ("12.5 % (DriveScope 33.7 % of a core)") wraps in the width the
        // settings give the column, rather than widening it after a run and shifting the chart.
        for (int row = 0; row < form->rowCount(); ++row) {
            QLayoutItem* field = form->itemAt(row, QFormLayout::FieldRole);
            if (auto* label = qobject_cast<QLabel*>(field ? field->widget() : nullptr)) {
                label->setWordWrap(true);
                QSizePolicy policy = label->sizePolicy();
                policy.setHorizontalPolicy(QSizePolicy::Ignored);
                label->setSizePolicy(policy);
                // Room for a whole figure and its unit on one line: where the column is narrower
                // beside the name, the figure goes under its name ("2363.8 MB/s", never "2363.8 / MB/s").
                label->setMinimumWidth(label->fontMetrics().horizontalAdvance(
                    QStringLiteral("00000.0 ") + UnitNames::megabytesPerSecond()));
            }
        }
    }
    for (QComboBox* box : page->findChildren<QComboBox*>()) {
        // Room for the longest choice (the column widens to it, up to its cap), at least ten characters.
        qsizetype longest = 10;
        for (int i = 0; i < box->count(); ++i)
            longest = std::max(longest, box->itemText(i).size());
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(static_cast<int>(std::min<qsizetype>(longest, 24)));
    }
    // The settings column beside a chart: narrow, so the chart keeps its width at 1024 pixels (its
    // rows wrap where a language's words are long); of a fixed width, so figures arriving after a run
    // do not push the chart aside; and scrolling when a 700-pixel window is too short for it.
    auto* row = qobject_cast<QHBoxLayout*>(page->layout());
    for (int i = 0; row && i < row->count(); ++i) {
        auto* column = qobject_cast<QVBoxLayout*>(row->itemAt(i)->layout());
        if (!column)
            continue;
        row->takeAt(i);
        column->setParent(nullptr);
        auto* panel = new QWidget;
        panel->setLayout(column);
        column->setContentsMargins(0, 0, 0, 0);
        auto* scroll = new QScrollArea;
        scroll->setObjectName(QStringLiteral("settingsColumn"));
        scroll->setWidget(panel);
        scroll->setWidgetResizable(true);
        scroll->setFrameShape(QFrame::NoFrame);
        scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        const int cap = panel->fontMetrics().averageCharWidth() * 30;
        const int width = std::max(panel->minimumSizeHint().width(), std::min(panel->sizeHint().width(), cap));
        scroll->setFixedWidth(width + scroll->style()->pixelMetric(QStyle::PM_ScrollBarExtent));
        row->insertWidget(i, scroll);
        break;
    }
}

QRect firstWindowGeometry(const QSize& minimum, const QRect& available)
{
    const QSize size = QSize(available.width() * 4 / 5, available.height() * 17 / 20).expandedTo(minimum);
    QRect geometry(QPoint(), size);
    geometry.moveCenter(available.center());
    return geometry;
}

ElidedLabel::ElidedLabel(QWidget* parent)
    : QLabel(parent)
{
    setTextFormat(Qt::PlainText);
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
}

void ElidedLabel::setText(const QString& text)
{
    m_fullText = text;
    updateShown();
}

QSize ElidedLabel::minimumSizeHint() const { return { 0, QLabel::minimumSizeHint().height() }; }

QSize ElidedLabel::sizeHint() const { return { fontMetrics().averageCharWidth() * 20, QLabel::sizeHint().height() }; }

void ElidedLabel::resizeEvent(QResizeEvent* event)
{
    QLabel::resizeEvent(event);
    updateShown();
}

void ElidedLabel::updateShown()
{
    // One line: a message of several lines shows its first, the tooltip all of them.
    const QString line = m_fullText.section(QLatin1Char('\n'), 0, 0);
    const QString shown = fontMetrics().elidedText(line, Qt::ElideMiddle, std::max(0, contentsRect().width()));
    QLabel::setText(shown);
    setToolTip(shown == m_fullText ? QString() : wrappedToolTip(m_fullText));
}

} // namespace ds
