#pragma once

#include "model/results/errorscanresult.h"

#include <QWidget>

#include <vector>

namespace ds {

// HD Tune's error-scan map: one square per block of the scan, in reading order, coloured by its class
// (fast green, slow yellow, very slow orange, error red); blocks not read yet are grey.
class ErrorScanMap : public QWidget {
    Q_OBJECT
public:
    explicit ErrorScanMap(QWidget* parent = nullptr);

    // A scan of `blockCount` blocks, none read yet.
    void reset(unsigned blockCount);
    // The blocks read so far, with their classes.
    void setBlocks(unsigned blockCount, const std::vector<ErrorScanBlock>& blocks);

    unsigned blockCount() const { return m_blockCount; }
    size_t readCount() const { return m_classes.size(); }
    const std::vector<BlockClass>& classes() const { return m_classes; }
    static QColor colorOf(BlockClass blockClass);
    static QColor unreadColor() { return QColor(0xc8, 0xc8, 0xc8); }
    // The cell that block `index` occupies in `area`, laid out as paint() draws it.
    QRectF cellRect(const QRectF& area, unsigned index) const;
    // The blocks' cells per row in an area of `size`, as paint() lays them out.
    unsigned columnsIn(const QSizeF& size) const { return layoutFor(size).columns; }
    // The map in `area` on `background`: the window draws it, and the image export at any size.
    void paint(QPainter& painter, const QRectF& area, const QColor& background) const;

    QSize sizeHint() const override { return { 480, 360 }; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    struct Layout {
        unsigned columns = 1;
        double cell = 1;
    };
    Layout layoutFor(const QSizeF& size) const;

    unsigned m_blockCount = 0;
    std::vector<BlockClass> m_classes;
};

} // namespace ds
