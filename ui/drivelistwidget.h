#pragma once

#include "testpage.h"

#include <QWidget>

#include <vector>

class QLabel;
class QScrollArea;
class QSpinBox;
class QTreeWidget;
class QTreeWidgetItem;

namespace ds {

class DriveEnumerator;

// The drives of this machine (icon by type, model, size, transport, whether they are in use, a lock
// when this user may not open them), a test-file target, and the facts of the one selected.
class DriveListWidget : public QWidget {
    Q_OBJECT
public:
    explicit DriveListWidget(QWidget* parent = nullptr);

    // Reads the drive list again (sysfs and mountinfo only; nothing is opened).
    void refresh();
    TargetChoice currentTarget() const;
    // Selects the test file in `directory` (empty: the default one).
    void selectTestFile(const QString& directory);
    bool selectDevice(const QString& devicePath);
    const std::vector<DriveFacts>& drives() const { return m_drives; }
    QTreeWidget* tree() const { return m_tree; }
    QLabel* factsLabel() const { return m_facts; }
    QScrollArea* factsArea() const { return m_factsArea; }

    QString testFileDirectory() const { return m_testFileDirectory; }
    void setTestFileDirectory(const QString& directory);
    uint64_t testFileBytes() const;
    void setTestFileBytes(uint64_t bytes);

    static QIcon iconFor(const DriveFacts& drive);

signals:
    void targetChanged(const ds::TargetChoice& target);

private:
    void chooseTestFileDirectory();
    void showFacts();
    QTreeWidgetItem* testFileItem() const;

    QTreeWidget* m_tree;
    QLabel* m_facts;
    QScrollArea* m_factsArea;
    QSpinBox* m_testFileSize;
    std::vector<DriveFacts> m_drives;
    QString m_testFileDirectory;
};

QString formatDecimalBytes(uint64_t bytes);

} // namespace ds
