#include "tooltips.h"

#include <QApplication>
#include <QEvent>
#include <QTextDocument>
#include <QWidget>

namespace ds {

namespace {
    // Below this a tooltip is a few words; Qt only wraps rich text wider than a quarter of the screen anyway.
    constexpr qsizetype kLongToolTip = 60;

    class ToolTipWrapper : public QObject {
    public:
        using QObject::QObject;

        static void wrap(QWidget* widget)
        {
            const QString tip = widget->toolTip();
            const QString wrapped = wrappedToolTip(tip);
            if (wrapped != tip)
                widget->setToolTip(wrapped); // rich text now: the change it causes leaves it alone
        }

    protected:
        bool eventFilter(QObject* watched, QEvent* event) override
        {
            if (event->type() == QEvent::ToolTipChange && watched->isWidgetType())
                wrap(static_cast<QWidget*>(watched));
            return false;
        }
    };

    const char* const kWrapperName = "drivescope-tooltip-wrapper";
}

QString wrappedToolTip(const QString& text)
{
    if (text.size() < kLongToolTip || Qt::mightBeRichText(text))
        return text;
    return Qt::convertFromPlainText(text, Qt::WhiteSpaceNormal);
}

void wrapLongToolTips()
{
    QCoreApplication* application = QCoreApplication::instance();
    if (!application || application->findChild<QObject*>(QLatin1String(kWrapperName), Qt::FindDirectChildrenOnly))
        return;
    auto* wrapper = new ToolTipWrapper(application);
    wrapper->setObjectName(QLatin1String(kWrapperName));
    application->installEventFilter(wrapper);
    for (QWidget* widget : QApplication::allWidgets())
        ToolTipWrapper::wrap(widget);
}

} // namespace ds
