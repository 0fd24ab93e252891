#pragma once

#include "bench/benchstore.h"

#include <QColor>
#include <QWidget>

#include <vector>

class QPainter;
class QRectF;

namespace ds {

// The Bench page's chart: every ranked drive as a horizontal bar with its value, best at the top, as
// review sites draw a drive among those tested before it. Painted by hand rather than through Qt Charts:
// a thousand bars each need their drive's name and value, and only the rows in view are painted.
// Hovering names the run behind a bar; a click or Enter asks for that run; Ctrl+click or Space
// chooses drives for the compare view.
class BenchBars : public QWidget {
    Q_OBJECT
public:
    // The colours a painting uses: the window's palette on screen, the export theme's in an image.
    struct Colours {
        QColor text;
        QColor bar;
        QColor highlightedBar; // the drives the page's Highlight field names
        QColor chosenFrame; // the drives chosen for the compare view
        QColor current;
    };

    explicit BenchBars(QWidget* parent = nullptr);

    void setRanking(const Ranking& ranking);
    // While the bench is being read an empty chart says nothing (the page says what it reads), rather than
    // that no run matches.
    void setWaiting(bool waiting);
    bool isWaiting() const { return m_waiting; }
    const Ranking& ranking() const { return m_ranking; }
    int rowCount() const { return static_cast<int>(m_ranking.drives.size()); }
    int rowHeight() const;
    // The bar's row under a point of this widget; -1 where there is none.
    int rowAt(QPoint point) const;
    QRect rowRect(int row) const;
    int currentRow() const { return m_current; }
    void setCurrentRow(int row);
    bool isChosen(int row) const;
    void setChosen(int row, bool chosen);
    std::vector<int> chosenRows() const;
    // What hovering a bar says: the drive, when and where its run ran, its label, the test and settings.
    QString toolTipOf(int row) const;

    // Paints every bar of `ranking` into `area` with the text at `textPixels`: the image export's picture.
    static void paintAll(
        QPainter& painter, const QRectF& area, const Ranking& ranking, const Colours& colours, double textPixels);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void runActivated(int row); // a click or Enter on a bar
    void chosenChanged();
    void currentChanged(int row);

protected:
    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    Colours screenColours() const;

    Ranking m_ranking;

    bool m_waiting = false;
    std::vector<bool> m_chosen;
    int m_current = -1;
};

} // namespace ds
