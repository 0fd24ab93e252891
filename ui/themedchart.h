#pragma once

#include <QChart>
#include <QObject>

namespace ds {

// A chart of the window's own. QChart::setTheme() resets every colour, pen and font a chart chose for
// itself to the theme's; applyTheme() sets the theme and then applies the chart's own choices again.
class ThemedChart : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;
    virtual QChart* chart() const = 0;
    void applyTheme(QChart::ChartTheme theme)
    {
        chart()->setTheme(theme);
        restyle();
    }

protected:
    // The chart's own colours, pens and fonts, set again (or the chart rebuilt from its data).
    virtual void restyle() = 0;
    // For destructors: a chart shown in a view belongs to the view's scene; one never shown is ours.
    static void deleteIfUnowned(QChart* chart)
    {
        if (!chart->scene())
            delete chart;
    }
};

} // namespace ds
