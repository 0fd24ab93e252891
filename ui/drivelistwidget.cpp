#include "drivelistwidget.h"

#include "device/driveenumerator.h"
#include "device/target.h"
#include "tooltips.h"
#include "translation.h"
#include "unitnames.h"

#include <QCoreApplication>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace ds {

namespace {
    enum Column { NameColumn, ModelColumn, SizeColumn, TransportColumn, StateColumn, ColumnCount };
    constexpr int kPathRole = Qt::UserRole;
    constexpr int kTestFileRole = Qt::UserRole + 1;

    // The Model column's text in full (it is cut in the middle when narrow), with the vendor and,
    // for a loop device, its backing file.
    QString modelToolTip(const DriveFacts& drive)
    {
        QStringList lines;
        const QString model = QStringList { drive.vendor, drive.model }.join(QLatin1Char(' ')).trimmed();
        if (!model.isEmpty())
            lines += model;
        if (!drive.backingFile.isEmpty())
            lines += QCoreApplication::translate("DriveListWidget", "Backing file: %1").arg(drive.backingFile);
        lines += drive.devicePath;
        return wrappedToolTip(lines.join(QLatin1Char('\n')));
    }
}

QString formatDecimalBytes(uint64_t bytes)
{
    const double value = static_cast<double>(bytes);
    if (value >= 1e12)
        return QStringLiteral("%1 %2").arg(formatDecimal(value / 1e12, 2), UnitNames::terabytes());
    if (value >= 1e9)
        return QStringLiteral("%1 %2").arg(formatDecimal(value / 1e9, 1), UnitNames::gigabytes());
    if (value >= 1e6)
        return QStringLiteral("%1 %2").arg(formatDecimal(value / 1e6, 0), UnitNames::megabytes());
    return DriveListWidget::tr("%1 kB").arg(formatDecimal(value / 1e3, 0));
}

QIcon DriveListWidget::iconFor(const DriveFacts& drive)
{
    const QString& transport = drive.transport;
    if (transport == QLatin1String("nvme"))
        return QIcon(QStringLiteral(":/icons/nvme.svg"));
    if (transport == QLatin1String("usb"))
        return QIcon(QStringLiteral(":/icons/usb.svg"));
    if (transport == QLatin1String("loop") || transport == QLatin1String("zram") || transport == QLatin1String("dm")
        || transport == QLatin1String("md") || transport == QLatin1String("virtio"))
        return QIcon(QStringLiteral(":/icons/virtual.svg"));
    if (drive.rotational)
        return QIcon(QStringLiteral(":/icons/hdd.svg"));
    return QIcon(QStringLiteral(":/icons/ssd.svg"));
}

DriveListWidget::DriveListWidget(QWidget* parent)
    : QWidget(parent)
    , m_tree(new QTreeWidget)
    , m_facts(new QLabel)
    , m_factsArea(new QScrollArea)
    , m_testFileSize(new QSpinBox)
    , m_testFileDirectory(Target::defaultTestFileDirectory())
{
    m_tree->setColumnCount(ColumnCount);
    m_tree->setHeaderLabels({ tr("Drive"), tr("Model"), tr("Size"), tr("Transport"), QString() });
    m_tree->headerItem()->setToolTip(StateColumn, tr("In use or locked: point at the icon for why"));
    // The state's icon beside the drive's name, where a narrow list still shows it.
    m_tree->header()->moveSection(StateColumn, ModelColumn);
    m_tree->setRootIsDecorated(false);
    m_tree->setUniformRowHeights(true);
    m_tree->setAllColumnsShowFocus(true);
    m_tree->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // The model (or a loop device's backing file) can be long: it takes what the others leave.
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(ModelColumn, QHeaderView::Stretch);
    m_tree->setTextElideMode(Qt::ElideMiddle);
    m_tree->setToolTip(tr("Pick what to test. A drive with a lock cannot be opened by you: run as a user with "
                          "access to it, or choose the test file, which needs no special rights."));
    m_tree->setAccessibleName(tr("Drives"));

    m_facts->setWordWrap(true);
    m_facts->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_facts->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_facts->setToolTip(tr("The settings that change results: tagged queue depth, largest request, write cache "
                           "and scheduler. Every result keeps a copy, so a comparison shows what changed."));

    auto* choose = new QPushButton(tr("Test file &folder…"));
    choose->setToolTip(tr("Where the test file is made. It is filled with incompressible data, read with "
                          "O_DIRECT and deleted afterwards."));
    connect(choose, &QPushButton::clicked, this, &DriveListWidget::chooseTestFileDirectory);
    m_testFileSize->setRange(16, 1 << 20);
    m_testFileSize->setValue(1024);
    m_testFileSize->setSuffix(tr(" MiB"));
    m_testFileSize->setAccessibleName(tr("Test file size"));
    m_testFileSize->setToolTip(tr("Size of the test file. Larger than the drive's cache (and the page cache "
                                  "the filesystem might use) gives figures of the medium, not of the cache."));
    auto* refreshButton = new QPushButton(tr("&Refresh"));
    refreshButton->setToolTip(tr("Read the drive list again (after plugging in or mounting a drive)."));
    connect(refreshButton, &QPushButton::clicked, this, &DriveListWidget::refresh);

    // Two short rows rather than one long one, so the list can be narrow in any language.
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(choose);
    buttons->addStretch();
    buttons->addWidget(refreshButton);
    auto* sizeRow = new QHBoxLayout;
    auto* sizeLabel = new QLabel(tr("&Size:"));
    sizeLabel->setBuddy(m_testFileSize);
    sizeRow->addWidget(sizeLabel);
    sizeRow->addWidget(m_testFileSize);
    sizeRow->addStretch();

    // The facts scroll when a long backing path wraps them past the panel's height: every row stays
    // reachable ("In use" and "Access" come last).
    auto* factsPage = new QWidget;
    auto* factsLayout = new QVBoxLayout(factsPage);
    factsLayout->setContentsMargins(0, 0, 0, 0);
    factsLayout->addWidget(m_facts);
    factsLayout->addStretch();
    m_factsArea->setWidget(factsPage);
    m_factsArea->setWidgetResizable(true);
    m_factsArea->setFrameShape(QFrame::NoFrame);
    m_factsArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_factsArea->setObjectName(QStringLiteral("driveFacts"));

    auto* splitter = new QSplitter(Qt::Vertical);
    splitter->addWidget(m_tree);
    splitter->addWidget(m_factsArea);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    // The facts take their share from the start: a scroll area alone asks for little height.
    m_factsArea->setMinimumHeight(fontMetrics().lineSpacing() * 6);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);
    layout->addLayout(buttons);
    layout->addLayout(sizeRow);

    connect(m_tree, &QTreeWidget::currentItemChanged, this, [this]() {
        showFacts();
        emit targetChanged(currentTarget());
    });
    connect(m_testFileSize, &QSpinBox::valueChanged, this, [this]() {
        if (!currentTarget().testFile)
            return;
        showFacts(); // the size they name
        emit targetChanged(currentTarget());
    });
    refresh();
}

QTreeWidgetItem* DriveListWidget::testFileItem() const
{
    return m_tree->topLevelItemCount() ? m_tree->topLevelItem(0) : nullptr;
}

void DriveListWidget::refresh()
{
    const TargetChoice previous = currentTarget();
    DriveEnumerator enumerator;
    m_drives = enumerator.drives();
    m_tree->clear();

    auto* fileItem = new QTreeWidgetItem(m_tree);
    fileItem->setIcon(NameColumn, QIcon(QStringLiteral(":/icons/file.svg")));
    fileItem->setText(NameColumn, tr("Test file"));
    fileItem->setText(ModelColumn, m_testFileDirectory);
    fileItem->setToolTip(ModelColumn, m_testFileDirectory);
    fileItem->setText(TransportColumn, tr("file"));
    fileItem->setData(NameColumn, kTestFileRole, true);
    fileItem->setToolTip(NameColumn, tr("A test file needs no root and can take write tests on a drive in use."));

    for (const DriveFacts& drive : m_drives) {
        auto* item = new QTreeWidgetItem(m_tree);
        item->setIcon(NameColumn, iconFor(drive));
        item->setText(NameColumn, drive.name);
        item->setText(ModelColumn,
            !drive.model.isEmpty() ? drive.model
                : drive.array      ? drive.array->summary(true)
                                   : drive.backingFile);
        item->setToolTip(ModelColumn, modelToolTip(drive));
        item->setText(SizeColumn, formatDecimalBytes(drive.sizeBytes));
        item->setTextAlignment(SizeColumn, Qt::AlignRight | Qt::AlignVCenter);
        item->setText(TransportColumn, drive.transport);
        item->setData(NameColumn, kPathRole, drive.devicePath);
        item->setData(NameColumn, kTestFileRole, false);
        QStringList state;
        if (drive.inUse()) {
            state += tr("in use");
            item->setIcon(StateColumn, QIcon(QStringLiteral(":/icons/mounted.svg")));
            item->setToolTip(StateColumn, drive.inUseReasons().join(QLatin1Char('\n')));
        }
        if (!drive.readable) {
            state += tr("locked");
            item->setIcon(StateColumn, QIcon(QStringLiteral(":/icons/lock.svg")));
            item->setToolTip(StateColumn,
                tr("You may not open %1. Choose the test file, or run DriveScope as a user "
                   "in the disk group.")
                    .arg(drive.devicePath));
        }
        // An icon only, its words in the tooltip (and for screen readers): the Model column gets the room.
        if (!state.isEmpty()) {
            const QString words = state.join(QStringLiteral(", "));
            item->setToolTip(StateColumn, wrappedToolTip(words + QLatin1Char('\n') + item->toolTip(StateColumn)));
            item->setData(StateColumn, Qt::AccessibleTextRole, words);
        }
    }
    if (previous.testFile || !selectDevice(previous.path))
        m_tree->setCurrentItem(fileItem);
}

TargetChoice DriveListWidget::currentTarget() const
{
    TargetChoice choice;
    const QTreeWidgetItem* item = m_tree->currentItem();
    if (!item)
        return choice;
    if (item->data(NameColumn, kTestFileRole).toBool()) {
        choice.testFile = true;
        choice.path = m_testFileDirectory;
        choice.testFileBytes = testFileBytes();
        return choice;
    }
    choice.path = item->data(NameColumn, kPathRole).toString();
    for (const DriveFacts& drive : m_drives)
        if (drive.devicePath == choice.path)
            choice.drive = drive;
    return choice;
}

void DriveListWidget::selectTestFile(const QString& directory)
{
    setTestFileDirectory(directory.isEmpty() ? Target::defaultTestFileDirectory() : directory);
    if (QTreeWidgetItem* item = testFileItem())
        m_tree->setCurrentItem(item);
}

bool DriveListWidget::selectDevice(const QString& devicePath)
{
    for (int i = 1; i < m_tree->topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = m_tree->topLevelItem(i);
        if (item->data(NameColumn, kPathRole).toString() == devicePath) {
            m_tree->setCurrentItem(item);
            return true;
        }
    }
    return false;
}

void DriveListWidget::setTestFileDirectory(const QString& directory)
{
    m_testFileDirectory = directory;
    if (QTreeWidgetItem* item = testFileItem()) {
        item->setText(ModelColumn, directory);
        item->setToolTip(ModelColumn, directory);
    }
    if (currentTarget().testFile) {
        showFacts();
        emit targetChanged(currentTarget());
    }
}

uint64_t DriveListWidget::testFileBytes() const { return static_cast<uint64_t>(m_testFileSize->value()) << 20; }

void DriveListWidget::setTestFileBytes(uint64_t bytes)
{
    m_testFileSize->setValue(static_cast<int>(std::clamp<uint64_t>(bytes >> 20, 16, 1 << 20)));
}

void DriveListWidget::chooseTestFileDirectory()
{
    const QString directory
        = QFileDialog::getExistingDirectory(this, tr("Folder for the test file"), m_testFileDirectory);
    if (!directory.isEmpty())
        selectTestFile(directory);
}

void DriveListWidget::showFacts()
{
    const TargetChoice target = currentTarget();
    if (target.testFile) {
        m_facts->setText(tr("<b>Test file</b><br>In %1, %2, deleted after the test.<br>Figures include the "
                            "filesystem; a test file suits users who may not open the device, and write tests on "
                            "a drive in use.")
                             .arg(target.path.toHtmlEscaped(), formatBinarySize(target.testFileBytes)));
        return;
    }
    if (!target.drive) {
        m_facts->clear();
        return;
    }
    const DriveFacts& d = *target.drive;
    auto row = [](const QString& key, const QString& value) {
        return QStringLiteral("<tr><td>%1</td><td>%2</td></tr>").arg(key, value.toHtmlEscaped());
    };
    auto number = [](int value) { return value < 0 ? QStringLiteral("–") : QString::number(value); };
    QString html = QStringLiteral("<b>%1</b> %2<table>").arg(d.devicePath.toHtmlEscaped(), d.model.toHtmlEscaped());
    html += row(tr("Vendor"), d.vendor);
    html += row(tr("Serial"), d.serial);
    html += row(tr("Firmware"), d.firmware);
    // %1 the size in GB or TB, %2 in bytes
    html += row(tr("Size"), tr("%1 (%2 bytes)").arg(formatDecimalBytes(d.sizeBytes), QLocale().toString(d.sizeBytes)));
    html += row(tr("Type"), d.rotational ? tr("rotational (hard disk)") : tr("non-rotational"));
    html += row(tr("Transport"), d.transport);
    // The link and the most it carries: a figure above it came from a cache, not through the link.
    html += row(tr("Link"), d.link.describe(true));
    html += row(tr("Sectors"), tr("%1 B logical, %2 B physical").arg(d.logicalSectorBytes).arg(d.physicalSectorBytes));
    html += row(tr("Queue depth"), number(d.queueDepth));
    html += row(tr("nr_requests"), number(d.nrRequests));
    html += row(
        tr("Largest request"), tr("%1 KiB (hardware %2 KiB)").arg(number(d.maxSectorsKb), number(d.maxHwSectorsKb)));
    html += row(tr("Scheduler"), d.scheduler);
    // The kernel's words (sysfs write_cache), in the window's language where it knows them.
    const QString writeCache = d.writeCache == QLatin1String("write back") ? tr("write back")
        : d.writeCache == QLatin1String("write through")                   ? tr("write through")
                                                                           : d.writeCache;
    html += row(tr("Write cache"), writeCache);
    if (!d.backingFile.isEmpty())
        html += row(tr("Backing file"), d.backingFile);
    // A degraded or rebuilding array measures otherwise than the healthy array: said before a run.
    if (d.array)
        html += row(tr("Array"), d.array->describe(true));
    html += row(tr("Partitions"), QString::number(d.partitions.size()));
    html += row(tr("In use"), d.inUse() ? d.inUseReasons().join(QStringLiteral("; ")) : tr("no"));
    html += row(tr("Access"), d.writable ? tr("read and write") : d.readable ? tr("read only") : tr("none (locked)"));
    html += QStringLiteral("</table>");
    m_facts->setText(html);
}

} // namespace ds
