#pragma once

#include <QGroupBox>
#include <QVariant>

#include <functional>
#include <vector>

class QAbstractButton;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLineEdit;
class QSettings;
class QSpinBox;

namespace ds {

// A test page's "Settings" group: a form of rows, and the fields the page gave a key, which the
// page's settings save and restore under it. A field's default (for a key not saved yet) is the value
// it had when it was added, so a page states each default once, where it makes the field.
class SettingsForm : public QGroupBox {
    Q_OBJECT
public:
    // `buttonState`: what to save of a check box; a page saves a device default's test-file state.
    explicit SettingsForm(std::function<bool(const QAbstractButton*)> buttonState, QWidget* parent = nullptr);

    QFormLayout* form() const { return m_form; }

    // A row of `label` and `field`; an empty label: the field spans the row.
    void addRow(const QString& label, QWidget* field);
    void addRow(QWidget* field) { addRow(QString(), field); }
    // A row whose field is saved under `key`.
    template <typename Field> Field* addField(const QString& label, Field* field, const QString& key)
    {
        addRow(label, field);
        remember(key, field);
        return field;
    }

    // Fields saved under `key`, wherever they sit on the page.
    void remember(const QString& key, QSpinBox* box);
    void remember(const QString& key, QDoubleSpinBox* box);
    void remember(const QString& key, QComboBox* box); // the chosen item's data
    void rememberIndex(const QString& key, QComboBox* box); // the chosen item's position
    void remember(const QString& key, QAbstractButton* button);
    void remember(const QString& key, QLineEdit* edit);

    void save(QSettings& settings) const;
    void load(const QSettings& settings);

private:
    struct Field {
        QString key;
        std::function<QVariant()> value;
        std::function<void(const QVariant&)> restore;
        QVariant fallback;
    };
    void addSaved(const QString& key, std::function<QVariant()> value, std::function<void(const QVariant&)> restore);

    QFormLayout* m_form;
    std::function<bool(const QAbstractButton*)> m_buttonState;
    std::vector<Field> m_fields;
};

} // namespace ds
