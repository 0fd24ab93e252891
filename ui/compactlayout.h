#pragma once

#include <QLabel>

class QWidget;

namespace ds {

// Lets a page's settings shrink to fit a 1024-pixel-wide window in every language: a form row puts
// its field under a label that leaves it too little room, a combo box stops claiming the width of
// its longest entry (its list still shows every entry whole), and a figure shown beside a label
// wraps instead of widening its column.
void compactSettings(QWidget* page);

// Where the window opens when no earlier geometry was saved: a good share of the screen's free area,
// centred, and never below the window's minimum.
QRect firstWindowGeometry(const QSize& minimum, const QRect& available);

// A one-line label that never asks for more width than it is given: a long text (a path) is cut in
// the middle with "…", and the whole text is its tooltip. For the status bar, where a long path
// would otherwise widen the window. Connect signals to ElidedLabel::setText: QLabel::setText is
// not virtual and would bypass the cutting.
class ElidedLabel : public QLabel {
    Q_OBJECT
public:
    explicit ElidedLabel(QWidget* parent = nullptr);
    // The whole text, as QLabel's would be (these hide QLabel's own); shownText() is what fits.
    QString text() const { return m_fullText; }
    void setText(const QString& text);
    QString shownText() const { return QLabel::text(); }
    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void updateShown();
    QString m_fullText;
};

} // namespace ds
