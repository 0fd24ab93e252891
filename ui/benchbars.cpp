#include "benchbars.h"

#include "model/compare.h"

#include <QDateTime>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace ds {

namespace {
    QString driveName(const RankedDrive& drive)
    {
        QString name = drive.model.isEmpty() ? BenchBars::tr("(drive not named)") : drive.model;
        if (drive.capacityBytes)
            name += QStringLiteral(" · ")
                + QLocale().formattedDataSize(static_cast<qint64>(drive.capacityBytes), 1, QLocale::DataSizeSIFormat);
        return name;
    }

    // As many decimals as a reader compares bars by: none for hundreds, two below ten.
    QString valueText(double value)
    {
        const double size = std::abs(value);
        return QLocale().toString(value, 'f', size >= 100 ? 0 : size >= 10 ? 1 : 2);
    }

    // A mark beside a value its run does not fully vouch for; the tooltip says which.
    bool flagged(const RankedDrive& drive) { return !drive.confirmed || drive.unstable || drive.partial; }

    double largestOf(const Ranking& ranking)
    {
        double largest = 0;
        for (const RankedDrive& drive : ranking.drives)
            largest = std::max(largest, drive.value);
        return largest;
    }

    // One bar's row: the place and drive at the left, the bar, its value at the bar's end.
    void paintRow(QPainter& painter, const QRectF& row, int position, const RankedDrive& drive, double largest,
        const BenchBars::Colours& colours, bool chosen, bool current)
    {
        const QFontMetricsF metrics(painter.font());
        const double gap = metrics.averageCharWidth();
        const double labelWidth = std::min(row.width() * 0.5, metrics.averageCharWidth() * 46);
        const QRectF label(row.left() + gap / 2, row.top(), labelWidth - gap, row.height());
        const QString valueLabel = valueText(drive.value) + (flagged(drive) ? QStringLiteral(" *") : QString());
        const double valueWidth = metrics.horizontalAdvance(QStringLiteral("0000000.00 *")) + gap;
        const double barSpace = std::max(0.0, row.width() - labelWidth - valueWidth);
        const double length = largest > 0 ? std::max(1.0, drive.value / largest * barSpace) : 0;
        const QRectF bar(row.left() + labelWidth, row.top() + row.height() * 0.18, length, row.height() * 0.64);
        if (current)
            painter.fillRect(row, colours.current);
        painter.setPen(colours.text);
        QFont font = painter.font();
        font.setBold(drive.highlighted || chosen);
        painter.setFont(font);
        painter.drawText(label, Qt::AlignVCenter | Qt::AlignRight,
            metrics.elidedText(
                QStringLiteral("%1. %2").arg(position).arg(driveName(drive)), Qt::ElideMiddle, label.width()));
        painter.fillRect(bar, drive.highlighted ? colours.highlightedBar : colours.bar);
        if (chosen) {
            painter.setPen(QPen(colours.chosenFrame, std::max(1.0, row.height() / 10)));
            painter.drawRect(bar);
            painter.setPen(colours.text);
        }
        painter.drawText(QRectF(bar.right() + gap / 2, row.top(), valueWidth, row.height()),
            Qt::AlignVCenter | Qt::AlignLeft, valueLabel);
        font.setBold(false);
        painter.setFont(font);
    }
}

BenchBars::BenchBars(QWidget* parent)
    : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setAccessibleName(tr("Ranked drives"));
}

void BenchBars::setRanking(const Ranking& ranking)
{
    m_ranking = ranking;
    m_chosen.assign(m_ranking.drives.size(), false);
    m_current = m_ranking.drives.empty() ? -1 : 0;
    updateGeometry();
    setMinimumHeight(rowCount() * rowHeight());
    update();
    emit chosenChanged();
    emit currentChanged(m_current);
}

int BenchBars::rowHeight() const { return fontMetrics().height() * 3 / 2; }

int BenchBars::rowAt(QPoint point) const
{
    if (point.y() < 0 || rowHeight() <= 0)
        return -1;
    const int row = point.y() / rowHeight();
    return row < rowCount() ? row : -1;
}

QRect BenchBars::rowRect(int row) const { return QRect(0, row * rowHeight(), width(), rowHeight()); }

void BenchBars::setCurrentRow(int row)
{
    if (row < 0 || row >= rowCount() || row == m_current)
        return;
    const int before = m_current;
    m_current = row;
    if (before >= 0)
        update(rowRect(before));
    update(rowRect(row));
    emit currentChanged(row);
}

bool BenchBars::isChosen(int row) const { return row >= 0 && row < rowCount() && m_chosen[static_cast<size_t>(row)]; }

void BenchBars::setChosen(int row, bool chosen)
{
    if (row < 0 || row >= rowCount() || isChosen(row) == chosen)
        return;
    m_chosen[static_cast<size_t>(row)] = chosen;
    update(rowRect(row));
    emit chosenChanged();
}

std::vector<int> BenchBars::chosenRows() const
{
    std::vector<int> rows;
    for (int row = 0; row < rowCount(); ++row)
        if (isChosen(row))
            rows.push_back(row);
    return rows;
}

QString BenchBars::toolTipOf(int row) const
{
    if (row < 0 || row >= rowCount())
        return {};
    const RankedDrive& drive = m_ranking.drives[static_cast<size_t>(row)];
    QStringList lines;
    lines += drive.model.isEmpty() ? tr("(drive not named)") : drive.model;
    QStringList facts;
    if (!drive.serial.isEmpty())
        facts += tr("serial %1").arg(drive.serial);
    if (!drive.firmware.isEmpty())
        facts += tr("firmware %1").arg(drive.firmware);
    if (!drive.link.isEmpty() || !drive.interface.isEmpty())
        facts += drive.link.isEmpty() ? drive.interface : drive.link;
    if (!facts.isEmpty())
        lines += facts.join(QStringLiteral(" · "));
    lines += tr("%1 %2, the %3 of %n run(s)", nullptr, drive.runs)
                 .arg(valueText(drive.value), m_ranking.unit,
                     m_ranking.per == BenchPer::Best         ? tr("best")
                         : m_ranking.per == BenchPer::Latest ? tr("latest")
                                                             : tr("median"));
    const QDateTime started = QDateTime::fromString(drive.startedAt, Qt::ISODate);
    lines += tr("Run %1 on %2, host %3")
                 .arg(drive.runId,
                     started.isValid() ? QLocale().toString(started.toLocalTime(), QLocale::ShortFormat)
                                       : drive.startedAt,
                     drive.host.isEmpty() ? tr("not known") : drive.host);
    if (!drive.label.isEmpty())
        lines += tr("Label: %1").arg(drive.label);
    lines += tr("Settings: %1").arg(drive.title);
    lines += tr("Source: %1").arg(drive.engine.isEmpty() ? drive.source : drive.engine);
    if (!drive.confirmed)
        lines += tr("* The device's own counters did not confirm it.");
    if (drive.unstable)
        lines += tr("* Its repeats disagree.");
    if (drive.partial)
        lines += tr("* The run was stopped before its end.");
    lines += drive.sessionPath.isEmpty() ? tr("On the shared bench; its session file is not on this computer.")
                                         : tr("Click or Enter opens the run; Ctrl+click or Space chooses it for "
                                              "Compare.");
    return lines.join(QLatin1Char('\n'));
}

void BenchBars::paintAll(
    QPainter& painter, const QRectF& area, const Ranking& ranking, const Colours& colours, double textPixels)
{
    if (ranking.drives.empty())
        return;
    const double rowHeight = area.height() / static_cast<double>(ranking.drives.size());
    QFont font = painter.font();
    font.setPixelSize(std::max(1, static_cast<int>(std::min(textPixels, rowHeight * 0.7))));
    painter.setFont(font);
    const double largest = largestOf(ranking);
    for (size_t i = 0; i < ranking.drives.size(); ++i)
        paintRow(painter, QRectF(area.left(), area.top() + rowHeight * static_cast<double>(i), area.width(), rowHeight),
            static_cast<int>(i) + 1, ranking.drives[i], largest, colours, false, false);
}

QSize BenchBars::sizeHint() const { return QSize(480, std::max(rowCount(), 8) * rowHeight()); }

QSize BenchBars::minimumSizeHint() const { return QSize(240, rowCount() * rowHeight()); }

BenchBars::Colours BenchBars::screenColours() const
{
    Colours colours;
    colours.text = palette().color(QPalette::WindowText);
    colours.bar = QColor(0x1f, 0x77, 0xb4); // the compare view's first series colour
    colours.highlightedBar = QColor(0xe6, 0x55, 0x0d); // an orange that stays apart from the blue for every reader
    colours.chosenFrame = palette().color(QPalette::WindowText);
    colours.current = palette().color(QPalette::Highlight);
    colours.current.setAlpha(hasFocus() ? 70 : 35);
    return colours;
}

bool BenchBars::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const int row = rowAt(help->pos());
        if (row < 0) {
            QToolTip::hideText();
            event->ignore();
        } else {
            QToolTip::showText(help->globalPos(), toolTipOf(row), this, rowRect(row));
        }
        return true;
    }
    return QWidget::event(event);
}

void BenchBars::setWaiting(bool waiting)
{
    if (waiting == m_waiting)
        return;
    m_waiting = waiting;
    update();
}

void BenchBars::paintEvent(QPaintEvent* event)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    if (m_ranking.drives.empty()) {
        if (!m_waiting)
            painter.drawText(
                rect(), Qt::AlignCenter | Qt::TextWordWrap, tr("No run of this figure matches the filters."));
        return;
    }
    const Colours colours = screenColours();
    const double largest = largestOf(m_ranking);
    // Only the rows in the exposed part: a thousand drives scroll, they are not all painted.
    const int first = std::max(0, event->rect().top() / rowHeight());
    const int last = std::min(rowCount() - 1, event->rect().bottom() / rowHeight());
    for (int row = first; row <= last; ++row)
        paintRow(painter, QRectF(rowRect(row)), row + 1, m_ranking.drives[static_cast<size_t>(row)], largest, colours,
            isChosen(row), row == m_current);
}

void BenchBars::mousePressEvent(QMouseEvent* event)
{
    const int row = rowAt(event->position().toPoint());
    if (row < 0 || event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    setCurrentRow(row);
    if (event->modifiers() & Qt::ControlModifier)
        setChosen(row, !isChosen(row));
    else
        emit runActivated(row);
}

void BenchBars::keyPressEvent(QKeyEvent* event)
{
    switch (event->key()) {
    case Qt::Key_Up:
        setCurrentRow(m_current - 1);
        break;
    case Qt::Key_Down:
        setCurrentRow(m_current + 1);
        break;
    case Qt::Key_Home:
        setCurrentRow(0);
        break;
    case Qt::Key_End:
        setCurrentRow(rowCount() - 1);
        break;
    case Qt::Key_Space:
        setChosen(m_current, !isChosen(m_current));
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (m_current >= 0)
            emit runActivated(m_current);
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

} // namespace ds
