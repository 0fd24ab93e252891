#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLineEdit;

namespace ds {

// Before a test that destroys the data on a device: the user types the device's name (its kernel
// name "sdb" or its path "/dev/sdb"), and only then can the run start.
class SafetyDialog : public QDialog {
    Q_OBJECT
public:
    SafetyDialog(const QString& devicePath, const QString& description, QWidget* parent = nullptr);

    bool nameMatches() const;
    QLineEdit* nameEdit() const { return m_name; }
    QPushButton* destroyButton() const;

    static bool matches(const QString& typed, const QString& devicePath);

private:
    QString m_devicePath;
    QLineEdit* m_name;
    QDialogButtonBox* m_buttons;
};

} // namespace ds
