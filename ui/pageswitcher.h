#pragma once

#include <QTabWidget>
#include <QWidget>

#include <vector>

class QButtonGroup;
class QToolButton;

namespace ds {

// The window's pages in a tab widget whose own tab bar stays hidden, since a single row of a dozen
// tabs runs behind scroll arrows on a small screen; `pagesChanged` says when a page comes or goes.
class PageTabWidget : public QTabWidget {
    Q_OBJECT
public:
    explicit PageTabWidget(QWidget* parent = nullptr);

signals:
    void pagesChanged();

protected:
    void tabInserted(int index) override;
    void tabRemoved(int index) override;
};

// A button per page, in as many rows as the width needs, so every page's name is shown whole.
class PageButtonRows : public QWidget {
    Q_OBJECT
public:
    explicit PageButtonRows(PageTabWidget* pages, QWidget* parent = nullptr);

    QToolButton* button(int page) const;
    int rowCount() const;
    // Takes the keyboard to the shown page's button; arrow keys then go from page to page.
    void focusCurrent();

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

protected:
    void resizeEvent(QResizeEvent* event) override;
    bool event(QEvent* event) override;
    // Left and Right (Up and Down, Home and End) on a page's button show the page beside it.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void rebuild();
    void showCurrent(int page);
    // Where each button goes at `width`; the number of rows is one more than the last row index used.
    std::vector<QRect> placesAt(int width) const;

    PageTabWidget* m_pages;
    QButtonGroup* m_group;
    std::vector<QToolButton*> m_buttons;
};

// The central widget: the page buttons above the pages.
class PageSwitcher : public QWidget {
    Q_OBJECT
public:
    explicit PageSwitcher(QWidget* parent = nullptr);

    PageTabWidget* tabs() const { return m_tabs; }
    PageButtonRows* buttons() const { return m_buttons; }

private:
    PageTabWidget* m_tabs;
    PageButtonRows* m_buttons;
};

} // namespace ds
