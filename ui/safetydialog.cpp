#include "safetydialog.h"

#include "drivelistwidget.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTextDocument>
#include <QVBoxLayout>

namespace ds {

SafetyDialog::SafetyDialog(const QString& devicePath, const QString& description, QWidget* parent)
    : QDialog(parent)
    , m_devicePath(devicePath)
    , m_name(new QLineEdit)
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Cancel))
{
    build(tr("This test writes over %1 and destroys everything on it.").arg(devicePath), description, std::nullopt);
}

SafetyDialog::SafetyDialog(
    const QString& devicePath, const RunPlan& plan, const std::optional<DriveFacts>& drive, QWidget* parent)
    : QDialog(parent)
    , m_devicePath(devicePath)
    , m_name(new QLineEdit)
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Cancel))
{
    build(writeSentence(plan, devicePath, drive ? drive->sizeBytes : 0), plan.describe(true), drive);
}

void SafetyDialog::build(const QString& sentence, const QString& description, const std::optional<DriveFacts>& drive)
{
    const QString devicePath = m_devicePath;
    setWindowTitle(tr("Destroy the data on %1?").arg(devicePath));
    QString html = QStringLiteral("<p><b>%1</b></p>").arg(sentence.toHtmlEscaped());
    if (drive) {
        html += QStringLiteral("<p>%1</p>").arg(driveLine(*drive).toHtmlEscaped());
        QStringList items;
        for (const QString& line : contentLines(*drive))
            items += QStringLiteral("<li>%1</li>").arg(line.toHtmlEscaped());
        html += QStringLiteral("<p>%1</p><ul>%2</ul>").arg(tr("On it:").toHtmlEscaped(), items.join(QString()));
    }
    html += QStringLiteral("<p>%1</p>").arg(tr("The test: %1").arg(description).toHtmlEscaped());
    html += tr("<p>To go on, type the device's name (<tt>%1</tt> or <tt>%2</tt>):</p>")
                .arg(QFileInfo(devicePath).fileName().toHtmlEscaped(), devicePath.toHtmlEscaped());
    auto* text = new QLabel(html);
    text->setObjectName(QStringLiteral("safetyText"));
    text->setWordWrap(true);
    text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_texts += text;
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
    setMinimumWidth(480);
}

QString SafetyDialog::writeSentence(const RunPlan& plan, const QString& devicePath, uint64_t deviceBytes)
{
    const QString lost = tr("Everything on it will be lost.");
    auto range = [&](uint64_t offset, uint64_t length) {
        const uint64_t rest = deviceBytes > offset ? deviceBytes - offset : 0;
        const uint64_t bytes = length ? (rest ? std::min(length, rest) : length) : rest;
        if (offset == 0 && length == 0 && deviceBytes > 0)
            return tr("This test writes test data over all %1 of %2.").arg(formatDecimalBytes(bytes), devicePath);
        if (bytes == 0)
            return tr("This test writes test data over %1.").arg(devicePath);
        if (offset == 0)
            return tr("This test writes test data over %1 of %2, from the start of the drive.")
                .arg(formatDecimalBytes(bytes), devicePath);
        return tr("This test writes test data over %1 of %2, from %3 onwards.")
            .arg(formatDecimalBytes(bytes), devicePath, formatDecimalBytes(offset));
    };
    QString sentence;
    const HdTachPlan* hdtach = plan.getIf<HdTachPlan>();
    const SustainedPlan* sustained = plan.getIf<SustainedPlan>();
    if (hdtach && hdtach->surface.mode == SurfacePlan::Mode::Quick) {
        const SurfacePlan& surface = hdtach->surface;
        const uint64_t span = surface.rangeLength
            ? surface.rangeLength
            : (deviceBytes > surface.rangeOffset ? deviceBytes - surface.rangeOffset : 0);
        const QString written = formatDecimalBytes(surface.zoneBytes * surface.zones);
        // %1 bytes in all, %2 the number of zones, %3 the span, %4 the device
        sentence = span ? tr("This test writes %1 of test data in %2 zones spread across %3 of %4.")
                              .arg(written, QString::number(surface.zones), formatDecimalBytes(span), devicePath)
                        : tr("This test writes %1 of test data in %2 zones spread across %3.")
                              .arg(written, QString::number(surface.zones), devicePath);
    } else if (hdtach) {
        sentence = range(hdtach->surface.rangeOffset, hdtach->surface.rangeLength);
    } else if (sustained) {
        sentence = range(sustained->offset, sustained->totalBytes);
    } else if (deviceBytes > 0) {
        sentence = tr("This test writes test data at places across all %1 of %2 for as long as it runs.")
                       .arg(formatDecimalBytes(deviceBytes), devicePath);
    } else {
        sentence = tr("This test writes test data at places across %1 for as long as it runs.").arg(devicePath);
    }
    return sentence + QLatin1Char(' ') + lost;
}

QString SafetyDialog::driveLine(const DriveFacts& drive)
{
    QStringList parts;
    const QString model = QStringList { drive.vendor, drive.model }.join(QLatin1Char(' ')).trimmed();
    parts += model.isEmpty() ? drive.name : model;
    parts += formatDecimalBytes(drive.sizeBytes);
    parts += drive.serial.isEmpty() ? tr("no serial number") : tr("serial %1").arg(drive.serial);
    if (!drive.transport.isEmpty())
        parts += drive.transport;
    if (!drive.backingFile.isEmpty())
        parts += tr("backed by %1").arg(drive.backingFile);
    return parts.join(QStringLiteral(" · "));
}

namespace {
    QString describeContent(const QString& name, uint64_t sizeBytes, const QString& filesystem, const QString& label,
        const QStringList& mountPoints, bool swap)
    {
        QStringList parts { name };
        if (sizeBytes > 0)
            parts += formatDecimalBytes(sizeBytes);
        if (!filesystem.isEmpty())
            parts += filesystem;
        if (!label.isEmpty())
            parts += SafetyDialog::tr("labelled “%1”").arg(label);
        if (!mountPoints.isEmpty())
            parts += SafetyDialog::tr("mounted on %1").arg(mountPoints.join(QStringLiteral(", ")));
        if (swap)
            parts += SafetyDialog::tr("in use as swap");
        if (filesystem.isEmpty() && label.isEmpty() && mountPoints.isEmpty() && !swap)
            parts += SafetyDialog::tr("no filesystem known");
        return parts.join(QStringLiteral(" · "));
    }
}

QStringList SafetyDialog::contentLines(const DriveFacts& drive)
{
    QStringList lines;
    if (!drive.filesystem.isEmpty() || !drive.label.isEmpty() || !drive.mountPoints.isEmpty() || drive.swap)
        lines += describeContent(drive.name, 0, drive.filesystem, drive.label, drive.mountPoints, drive.swap);
    for (const PartitionFacts& partition : drive.partitions)
        lines += describeContent(partition.name, partition.sizeBytes, partition.filesystem, partition.label,
            partition.mountPoints, partition.swap);
    if (lines.isEmpty())
        lines += tr("no partitions and no filesystem found");
    return lines;
}

QString SafetyDialog::shownText() const
{
    QStringList texts;
    for (const QLabel* label : m_texts) {
        QTextDocument document;
        document.setHtml(label->text());
        texts += document.toPlainText();
    }
    return texts.join(QLatin1Char('\n'));
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
