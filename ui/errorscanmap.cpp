#include "errorscanmap.h"

#include <QPaintEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace ds {

ErrorScanMap::ErrorScanMap(QWidget* parent)
    : QWidget(parent)
{
    setMinimumSize(160, 120);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAccessibleName(tr("Error scan map"));
}

void ErrorScanMap::reset(unsigned blockCount)
{
    m_blockCount = blockCount;
    m_classes.clear();
    update();
}

void ErrorScanMap::setBlocks(unsigned blockCount, const std::vector<ErrorScanBlock>& blocks)
{
    m_blockCount = std::max<unsigned>(blockCount, static_cast<unsigned>(blocks.size()));
    m_classes.resize(blocks.size());
    std::transform(
        blocks.begin(), blocks.end(), m_classes.begin(), [](const ErrorScanBlock& block) { return block.blockClass; });
    update();
}

QColor ErrorScanMap::colorOf(BlockClass blockClass)
{
    switch (blockClass) {
    case BlockClass::Fast:
        return QColor(0x3c, 0xb3, 0x4a);
    case BlockClass::Slow:
        return QColor(0xf2, 0xc9, 0x1d);
    case BlockClass::VerySlow:
        return QColor(0xf0, 0x7c, 0x1a);
    case BlockClass::Error:
        return QColor(0xd6, 0x27, 0x28);
    }
    return Qt::gray;
}

ErrorScanMap::Layout ErrorScanMap::layoutFor(const QSizeF& size) const
{
    // The largest square cells that fit every block in the area, row by row.
    Layout layout;
    const double count = std::max(1u, m_blockCount);
    if (size.width() <= 0 || size.height() <= 0)
        return layout;
    double cell = std::sqrt(size.width() * size.height() / count);
    while (cell > 0.05) {
        const auto columns = std::max(1.0, std::floor(size.width() / cell));
        if (std::ceil(count / columns) * cell <= size.height()) {
            layout.columns = static_cast<unsigned>(columns);
            layout.cell = cell;
            return layout;
        }
        cell *= 0.97;
    }
    layout.columns = static_cast<unsigned>(std::max(1.0, std::floor(size.width() / cell)));
    layout.cell = cell;
    return layout;
}

QRectF ErrorScanMap::cellRect(const QRectF& area, unsigned index) const
{
    const Layout layout = layoutFor(area.size());
    return QRectF(area.left() + (index % layout.columns) * layout.cell,
        area.top() + (index / layout.columns) * layout.cell, layout.cell, layout.cell);
}

void ErrorScanMap::paint(QPainter& painter, const QRectF& area, const QColor& background) const
{
    painter.save();
    painter.fillRect(area, background);
    const Layout layout = layoutFor(area.size());
    // A gap between cells where they are large enough to show one, as HD Tune's map has.
    const double gap = layout.cell >= 6 ? 1 : 0;
    for (unsigned index = 0; index < m_blockCount; ++index) {
        const QColor color = index < m_classes.size() ? colorOf(m_classes[index]) : unreadColor();
        const QRectF cell(area.left() + (index % layout.columns) * layout.cell,
            area.top() + (index / layout.columns) * layout.cell, layout.cell - gap, layout.cell - gap);
        painter.fillRect(cell, color);
    }
    painter.restore();
}

void ErrorScanMap::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    paint(painter, QRectF(rect()), palette().color(QPalette::Base));
}

} // namespace ds
