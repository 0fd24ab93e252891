#include "cooldowndialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

namespace ds {

namespace {
    const QString kBelowKey = QStringLiteral("run/coolBelowCelsius");
    const QString kIdleKey = QStringLiteral("run/coolIdleSeconds");
    const QString kLimitKey = QStringLiteral("run/coolLimitSeconds");
}

CoolDownDialog::CoolDownDialog(QWidget* parent)
    : QDialog(parent)
    , m_below(new QCheckBox(tr("Wait until the drive is &below")))
    , m_celsius(new QSpinBox)
    , m_idle(new QCheckBox(tr("Wait until the drive has been &idle for")))
    , m_idleSeconds(new QSpinBox)
    , m_limit(new QSpinBox)
{
    setWindowTitle(tr("Cool-down before tests"));
    auto* intro = new QLabel(tr("Before each test and each repeat, as reviewers let a drive cool between runs. "
                                "The progress line shows the wait; a run never waits longer than the limit, and "
                                "says so in its caveats when it got there."));
    intro->setWordWrap(true);
    m_celsius->setRange(static_cast<int>(kMinCoolBelowCelsius), static_cast<int>(kMaxCoolBelowCelsius));
    m_celsius->setValue(50);
    m_celsius->setSuffix(tr(" °C"));
    m_celsius->setToolTip(tr("Read from the drive's hwmon sensor; a drive without one is not waited for."));
    m_idleSeconds->setRange(static_cast<int>(kMinCoolIdleSeconds), static_cast<int>(kMaxCoolIdleSeconds));
    m_idleSeconds->setValue(30);
    m_idleSeconds->setSuffix(tr(" s"));
    m_idleSeconds->setToolTip(tr("Idle: the drive's I/O counters (/sys/block/X/stat) did not move, ours or others'."));
    m_limit->setRange(static_cast<int>(kMinCoolLimitSeconds), static_cast<int>(kMaxCoolLimitSeconds));
    m_limit->setValue(static_cast<int>(kDefaultCoolLimitSeconds));
    m_limit->setSuffix(tr(" s"));
    connect(m_below, &QCheckBox::toggled, m_celsius, &QWidget::setEnabled);
    connect(m_idle, &QCheckBox::toggled, m_idleSeconds, &QWidget::setEnabled);
    m_celsius->setEnabled(false);
    m_idleSeconds->setEnabled(false);

    auto* form = new QFormLayout;
    form->addRow(m_below, m_celsius);
    form->addRow(m_idle, m_idleSeconds);
    form->addRow(tr("&Wait at most:"), m_limit);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

void CoolDownDialog::setSettings(const CoolDownSettings& settings)
{
    m_below->setChecked(settings.belowCelsius.has_value());
    if (settings.belowCelsius)
        m_celsius->setValue(static_cast<int>(*settings.belowCelsius));
    m_idle->setChecked(settings.idleSeconds.has_value());
    if (settings.idleSeconds)
        m_idleSeconds->setValue(static_cast<int>(*settings.idleSeconds));
    m_limit->setValue(static_cast<int>(settings.limitSeconds));
}

CoolDownSettings CoolDownDialog::settings() const
{
    CoolDownSettings settings;
    if (m_below->isChecked())
        settings.belowCelsius = m_celsius->value();
    if (m_idle->isChecked())
        settings.idleSeconds = m_idleSeconds->value();
    settings.limitSeconds = m_limit->value();
    checkCoolDown(settings);
    return settings;
}

CoolDownSettings CoolDownDialog::load(const QSettings& settings)
{
    CoolDownSettings coolDown;
    bool ok = false;
    if (const double below = settings.value(kBelowKey).toDouble(&ok); ok)
        coolDown.belowCelsius = below;
    if (const double idle = settings.value(kIdleKey).toDouble(&ok); ok)
        coolDown.idleSeconds = idle;
    if (const double limit = settings.value(kLimitKey).toDouble(&ok); ok)
        coolDown.limitSeconds = limit;
    try {
        checkCoolDown(coolDown);
    } catch (const std::exception&) {
        return {}; // a hand-edited file out of range: off, rather than a run that cannot start
    }
    return coolDown;
}

void CoolDownDialog::save(QSettings& settings, const CoolDownSettings& coolDown)
{
    if (coolDown.belowCelsius)
        settings.setValue(kBelowKey, *coolDown.belowCelsius);
    else
        settings.remove(kBelowKey);
    if (coolDown.idleSeconds)
        settings.setValue(kIdleKey, *coolDown.idleSeconds);
    else
        settings.remove(kIdleKey);
    settings.setValue(kLimitKey, coolDown.limitSeconds);
}

} // namespace ds
