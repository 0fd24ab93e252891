#include "pageswitcher.h"

#include <QButtonGroup>
#include <QEvent>
#include <QKeyEvent>
#include <QTabBar>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace ds {

namespace {
    constexpr int kSpacing = 2;
}

PageTabWidget::PageTabWidget(QWidget* parent)
    : QTabWidget(parent)
{
    tabBar()->hide();
}

void PageTabWidget::tabInserted(int index)
{
    QTabWidget::tabInserted(index);
    emit pagesChanged();
}

void PageTabWidget::tabRemoved(int index)
{
    QTabWidget::tabRemoved(index);
    emit pagesChanged();
}

PageButtonRows::PageButtonRows(PageTabWidget* pages, QWidget* parent)
    : QWidget(parent)
    , m_pages(pages)
    , m_group(new QButtonGroup(this))
{
    setObjectName(QStringLiteral("pageButtons"));
    setAccessibleName(tr("Pages"));
    // Not Fixed: a fixed height would hold it to one row, whatever heightForWidth says.
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    m_group->setExclusive(true);
    connect(m_group, &QButtonGroup::idClicked, m_pages, &QTabWidget::setCurrentIndex);
    connect(m_pages, &QTabWidget::currentChanged, this, &PageButtonRows::showCurrent);
    connect(m_pages, &PageTabWidget::pagesChanged, this, &PageButtonRows::rebuild);
    rebuild();
}

QToolButton* PageButtonRows::button(int page) const
{
    return page >= 0 && page < static_cast<int>(m_buttons.size()) ? m_buttons[static_cast<size_t>(page)] : nullptr;
}

int PageButtonRows::rowCount() const
{
    const std::vector<QRect> places = placesAt(width());
    if (places.empty())
        return 0;
    return 1 + (places.back().top() / (places.back().height() + kSpacing));
}

void PageButtonRows::focusCurrent()
{
    if (QToolButton* current = button(m_pages->currentIndex()))
        current->setFocus(Qt::ShortcutFocusReason);
}

void PageButtonRows::rebuild()
{
    for (QToolButton* button : m_buttons) {
        m_group->removeButton(button);
        delete button;
    }
    m_buttons.clear();
    for (int i = 0; i < m_pages->count(); ++i) {
        auto* button = new QToolButton(this);
        // The page's name as it is: a tab title carries no mnemonic of its own.
        button->setText(m_pages->tabText(i).replace(QLatin1Char('&'), QLatin1String("&&")));
        button->setToolTip(m_pages->tabToolTip(i));
        button->setCheckable(true);
        button->setAutoRaise(true);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        button->installEventFilter(this);
        m_group->addButton(button, i);
        m_buttons.push_back(button);
        button->show();
    }
    showCurrent(m_pages->currentIndex());
    updateGeometry();
    resizeEvent(nullptr);
}

void PageButtonRows::showCurrent(int page)
{
    if (QToolButton* current = button(page))
        current->setChecked(true);
    // One stop for Tab, as a tab bar is: the shown page's button; the arrows go on from there.
    for (size_t i = 0; i < m_buttons.size(); ++i)
        m_buttons[i]->setFocusPolicy(static_cast<int>(i) == page ? Qt::StrongFocus : Qt::NoFocus);
}

std::vector<QRect> PageButtonRows::placesAt(int width) const
{
    std::vector<QRect> places;
    int x = 0;
    int y = 0;
    for (QToolButton* button : m_buttons) {
        const QSize hint = button->sizeHint();
        if (x > 0 && x + hint.width() > width) {
            x = 0;
            y += hint.height() + kSpacing;
        }
        places.emplace_back(QPoint(x, y), hint);
        x += hint.width() + kSpacing;
    }
    return places;
}

QSize PageButtonRows::sizeHint() const
{
    const std::vector<QRect> oneRow = placesAt(QWIDGETSIZE_MAX);
    return oneRow.empty() ? QSize(0, 0) : QSize(oneRow.back().right() + 1, oneRow.back().height());
}

QSize PageButtonRows::minimumSizeHint() const
{
    int widest = 0;
    int height = 0;
    for (QToolButton* button : m_buttons) {
        widest = std::max(widest, button->sizeHint().width());
        height = std::max(height, button->sizeHint().height());
    }
    return { widest, height };
}

int PageButtonRows::heightForWidth(int width) const
{
    const std::vector<QRect> places = placesAt(width);
    return places.empty() ? 0 : places.back().bottom() + 1;
}

void PageButtonRows::resizeEvent(QResizeEvent*)
{
    const std::vector<QRect> places = placesAt(width());
    for (size_t i = 0; i < m_buttons.size(); ++i)
        m_buttons[i]->setGeometry(places[i]);
    // A new width can take a row more or less: the layout above asks for the height again.
    if (!places.empty() && height() != places.back().bottom() + 1)
        updateGeometry();
}

bool PageButtonRows::event(QEvent* event)
{
    if (event->type() == QEvent::LayoutRequest || event->type() == QEvent::FontChange
        || event->type() == QEvent::StyleChange)
        resizeEvent(nullptr);
    return QWidget::event(event);
}

bool PageButtonRows::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() != QEvent::KeyPress || m_buttons.empty())
        return QWidget::eventFilter(watched, event);
    const auto* key = static_cast<QKeyEvent*>(event);
    if (key->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))
        return QWidget::eventFilter(watched, event);
    const int last = static_cast<int>(m_buttons.size()) - 1;
    const int current = m_pages->currentIndex();
    int next = current;
    switch (key->key()) {
    case Qt::Key_Left:
    case Qt::Key_Up:
        next = current > 0 ? current - 1 : last;
        break;
    case Qt::Key_Right:
    case Qt::Key_Down:
        next = current < last ? current + 1 : 0;
        break;
    case Qt::Key_Home:
        next = 0;
        break;
    case Qt::Key_End:
        next = last;
        break;
    default:
        return QWidget::eventFilter(watched, event);
    }
    m_pages->setCurrentIndex(next);
    focusCurrent();
    return true;
}

PageSwitcher::PageSwitcher(QWidget* parent)
    : QWidget(parent)
    , m_tabs(new PageTabWidget)
    , m_buttons(new PageButtonRows(m_tabs))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(kSpacing);
    layout->addWidget(m_buttons);
    layout->addWidget(m_tabs, 1);
}

} // namespace ds
