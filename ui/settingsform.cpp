#include "settingsform.h"

#include "pagewidgets.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QSettings>
#include <QSpinBox>

namespace ds {

SettingsForm::SettingsForm(std::function<bool(const QAbstractButton*)> buttonState, QWidget* parent)
    : QGroupBox(tr("Settings"), parent)
    , m_form(new QFormLayout(this))
    , m_buttonState(std::move(buttonState))
{
}

void SettingsForm::addRow(const QString& label, QWidget* field)
{
    if (label.isEmpty())
        m_form->addRow(field);
    else
        m_form->addRow(label, field);
}

void SettingsForm::addSaved(
    const QString& key, std::function<QVariant()> value, std::function<void(const QVariant&)> restore)
{
    QVariant fallback = value();
    m_fields.push_back({ key, std::move(value), std::move(restore), std::move(fallback) });
}

void SettingsForm::remember(const QString& key, QSpinBox* box)
{
    addSaved(
        key, [box]() { return QVariant(box->value()); },
        [box](const QVariant& value) { box->setValue(value.toInt()); });
}

void SettingsForm::remember(const QString& key, QDoubleSpinBox* box)
{
    addSaved(
        key, [box]() { return QVariant(box->value()); },
        [box](const QVariant& value) { box->setValue(value.toDouble()); });
}

void SettingsForm::remember(const QString& key, QComboBox* box)
{
    addSaved(
        key, [box]() { return box->currentData(); }, [box](const QVariant& value) { selectData(box, value); });
}

void SettingsForm::rememberIndex(const QString& key, QComboBox* box)
{
    addSaved(
        key, [box]() { return QVariant(box->currentIndex()); },
        [box](const QVariant& value) { box->setCurrentIndex(value.toInt()); });
}

void SettingsForm::remember(const QString& key, QAbstractButton* button)
{
    addSaved(
        key, [this, button]() { return QVariant(m_buttonState(button)); },
        [button](const QVariant& value) { button->setChecked(value.toBool()); });
}

void SettingsForm::remember(const QString& key, QLineEdit* edit)
{
    addSaved(
        key, [edit]() { return QVariant(edit->text()); },
        [edit](const QVariant& value) { edit->setText(value.toString()); });
}

void SettingsForm::save(QSettings& settings) const
{
    for (const Field& field : m_fields)
        settings.setValue(field.key, field.value());
}

void SettingsForm::load(const QSettings& settings)
{
    for (const Field& field : m_fields)
        field.restore(settings.value(field.key, field.fallback));
}

} // namespace ds
