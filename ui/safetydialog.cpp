#include "safetydialog.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace ds {

SafetyDialog::SafetyDialog(const QString& devicePath, const QString& description, QWidget* parent)
    : QDialog(parent)
    , m_devicePath(devicePath)
    , m_name(new QLineEdit)
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Cancel))
{
    setWindowTitle(tr("Destroy the data on %1?").arg(devicePath));
    auto* text = new QLabel(tr("<p><b>This test writes over %1 and destroys everything on it.</b></p>"
                               "<p>%2</p><p>To go on, type the device's name (<tt>%3</tt> or <tt>%1</tt>):</p>")
                                .arg(devicePath.toHtmlEscaped(), description.toHtmlEscaped(),
                                    QFileInfo(devicePath).fileName().toHtmlEscaped()));
    text->setWordWrap(true);
    m_name->setAccessibleName(tr("Device name"));
    // Plainly a hint: the bare name in grey looked as if it had been typed already.
    m_name->setPlaceholderText(tr("type %1 here").arg(QFileInfo(devicePath).fileName()));
    // Qt's own word for it stays English where Qt's translations are not installed.
    m_buttons->button(QDialogButtonBox::Cancel)->setText(tr("&Cancel"));
    // Enter starts the run once the name matches, and does nothing before: the destroy button is
    // the default and disabled until then, and Cancel never takes Enter from the name field.
    m_buttons->button(QDialogButtonBox::Cancel)->setAutoDefault(false);
    QPushButton* destroy = m_buttons->addButton(tr("&Destroy and run"), QDialogButtonBox::DestructiveRole);
    destroy->setEnabled(false);
    destroy->setAutoDefault(false);
    destroy->setDefault(true);
    connect(destroy, &QPushButton::clicked, this, [this]() {
        if (nameMatches())
            accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_name, &QLineEdit::textChanged, this, [this, destroy]() { destroy->setEnabled(nameMatches()); });

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(text);
    layout->addWidget(m_name);
    layout->addWidget(m_buttons);
}

QPushButton* SafetyDialog::destroyButton() const
{
    for (QAbstractButton* button : m_buttons->buttons())
        if (m_buttons->buttonRole(button) == QDialogButtonBox::DestructiveRole)
            return qobject_cast<QPushButton*>(button);
    return nullptr;
}

bool SafetyDialog::matches(const QString& typed, const QString& devicePath)
{
    const QString name = typed.trimmed();
    if (name.isEmpty())
        return false;
    return name == devicePath || name == QFileInfo(devicePath).fileName();
}

bool SafetyDialog::nameMatches() const { return matches(m_name->text(), m_devicePath); }

} // namespace ds
