#pragma once

#include "model/plansettings.h"

#include <QDialog>

class QCheckBox;
class QSettings;
class QSpinBox;

namespace ds {

// Run → Cool-down before tests: the wait before each test and each repeat of every page (a run setting
// of the window, saved with its settings), as the CLI's --cool-below, --cool-idle and --cool-limit.
class CoolDownDialog : public QDialog {
    Q_OBJECT
public:
    explicit CoolDownDialog(QWidget* parent = nullptr);

    void setSettings(const CoolDownSettings& settings);
    // Throws UserError for a setting out of range (plansettings' checks).
    CoolDownSettings settings() const;

    QCheckBox* belowBox() const { return m_below; }
    QSpinBox* celsiusBox() const { return m_celsius; }
    QCheckBox* idleBox() const { return m_idle; }
    QSpinBox* idleSecondsBox() const { return m_idleSeconds; }
    QSpinBox* limitBox() const { return m_limit; }

    // Under "run/" in the window's settings; missing keys leave the cool-down off.
    static CoolDownSettings load(const QSettings& settings);
    static void save(QSettings& settings, const CoolDownSettings& coolDown);

private:
    QCheckBox* m_below;
    QSpinBox* m_celsius;
    QCheckBox* m_idle;
    QSpinBox* m_idleSeconds;
    QSpinBox* m_limit;
};

} // namespace ds
