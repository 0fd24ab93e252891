#pragma once

#include "model/drivefacts.h"
#include "model/runplan.h"

#include <QDialog>

#include <optional>

class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace ds {

// Before a test that destroys the data on a device: the dialog says which drive it is (model, size,
// serial), what is on it and what the test will write, and the user types the device's name (its
// kernel name "sdb" or its path "/dev/sdb"); only then can the run start.
class SafetyDialog : public QDialog {
    Q_OBJECT
public:
    SafetyDialog(const QString& devicePath, const QString& description, QWidget* parent = nullptr);
    // With the plan, the sentence of what it writes; with the drive's facts, what it is and holds.
    SafetyDialog(const QString& devicePath, const RunPlan& plan, const std::optional<DriveFacts>& drive,
        QWidget* parent = nullptr);

    bool nameMatches() const;
    QLineEdit* nameEdit() const { return m_name; }
    QPushButton* destroyButton() const;
    // Everything the dialog tells about the drive and the test, as plain text.
    QString shownText() const;

    static bool matches(const QString& typed, const QString& devicePath);
    // "This test writes test data over 1.0 GB of /dev/sdb, from the start of the drive. Everything on
    // it will be lost." deviceBytes 0: not known.
    static QString writeSentence(const RunPlan& plan, const QString& devicePath, uint64_t deviceBytes);
    // The drive in a line (model, size, serial) and what is on it, a line per partition.
    static QString driveLine(const DriveFacts& drive);
    static QStringList contentLines(const DriveFacts& drive);

private:
    void build(const QString& sentence, const QString& description, const std::optional<DriveFacts>& drive);

    QString m_devicePath;
    QLineEdit* m_name;
    QDialogButtonBox* m_buttons;
    QList<QLabel*> m_texts;
};

} // namespace ds
