#include "chartexport.h"

#include "files/safesavefile.h"
#include "files/userfile.h"
#include "model/session.h"
#include "model/usererror.h"
#include "translation.h"
#include "unitnames.h"

#include <QAbstractAxis>
#include <QApplication>
#include <QChart>
#include <QClipboard>
#include <QDateTime>
#include <QFile>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QImageWriter>
#include <QLegend>
#include <QPainter>
#include <QSvgGenerator>
#include <QWidget>

#include <cmath>
#include <memory>

namespace ds {

namespace {
    QString decimalSize(uint64_t bytes)
    {
        const double value = static_cast<double>(bytes);
        // In the units of the image's language (UnitNames), as every other figure of the image.
        if (value >= 1e12)
            return QStringLiteral("%1 %2").arg(formatDecimal(value / 1e12, 2), UnitNames::terabytes());
        if (value >= 1e9)
            return QStringLiteral("%1 %2").arg(formatDecimal(value / 1e9, 1), UnitNames::gigabytes());
        return QStringLiteral("%1 %2").arg(formatDecimal(value / 1e6, 0), UnitNames::megabytes());
    }

    // The interface as reviews write it: "SATA", "NVMe", "USB".
    QString interfaceName(const QString& transport)
    {
        if (transport == QLatin1String("nvme"))
            return QStringLiteral("NVMe");
        if (transport == QLatin1String("virtio"))
            return QStringLiteral("virtio");
        if (transport == QLatin1String("loop") || transport == QLatin1String("unknown"))
            return transport;
        return transport.toUpper();
    }

    // The settings without the test's name when they start with it ("quick suite, 5 s …" under
    // "Quick suite"), so the caption does not say it twice.
    QString settingsWithoutTest(const QString& settings, const QString& test)
    {
        if (test.isEmpty() || !settings.startsWith(test, Qt::CaseInsensitive))
            return settings;
        QString rest = settings.mid(test.size());
        while (
            rest.startsWith(QLatin1Char(',')) || rest.startsWith(QLatin1Char(' ')) || rest.startsWith(QLatin1Char(';')))
            rest.remove(0, 1);
        return rest.isEmpty() ? settings : rest;
    }

    // Where the headline, picture, stats box and caption go in an image, and their fonts.
    struct ExportLayout {
        double unit = 11;
        QFont headlineFont;
        QFont bodyFont;
        QFont statsFont;
        QFont statsHeadingFont;
        double margin = 0;
        double headlineHeight = 0;
        double captionHeight = 0;
        double statsWidth = 0; // 0: no stats box
        double statsHeight = 0;
        double statsRowHeight = 0;
        double bodyLineHeight = 0;
        QStringList captionLines; // the caption's lines as drawn: a long one broken in two
    };

    // A caption line too wide for the image is broken after a ", " or " · ", so that each figure stays whole
    // (the next line indented); only a piece wider than a whole line is cut with "…".
    QStringList wrappedCaptionLine(const QString& line, const QFontMetricsF& metrics, double width)
    {
        if (metrics.horizontalAdvance(line) <= width)
            return { line };
        static const QString separators[] = { QStringLiteral(", "), QStringLiteral(" · ") };
        QStringList pieces;
        qsizetype from = 0;
        for (qsizetype i = 0; i < line.size(); ++i)
            for (const QString& mark : separators)
                if (QStringView(line).sliced(i).startsWith(mark)) {
                    pieces += line.mid(from, i + mark.size() - from);
                    from = i + mark.size();
                }
        pieces += line.mid(from);
        QStringList lines;
        QString current;
        const auto indent = [&lines]() { return lines.isEmpty() ? QString() : QStringLiteral("    "); };
        for (const QString& piece : pieces) {
            if (!current.isEmpty() && metrics.horizontalAdvance(indent() + current + piece) > width) {
                lines += indent() + current.trimmed();
                current.clear();
            }
            current += piece;
        }
        if (!current.isEmpty())
            lines += indent() + current.trimmed();
        for (QString& one : lines)
            one = metrics.elidedText(one, Qt::ElideRight, width);
        return lines;
    }

    ExportLayout exportLayout(QSizeF size, const ImageCaption& caption, const QFont& base, QPaintDevice* device)
    {
        ExportLayout layout;
        layout.unit = exportTextPixels(size);
        layout.bodyFont = base;
        layout.bodyFont.setPixelSize(static_cast<int>(std::lround(layout.unit)));
        layout.headlineFont = layout.bodyFont;
        layout.headlineFont.setPixelSize(static_cast<int>(std::lround(layout.unit * 1.45)));
        layout.headlineFont.setBold(true);
        layout.statsFont = layout.bodyFont;
        layout.statsHeadingFont = layout.bodyFont;
        layout.statsHeadingFont.setBold(true);
        auto metricsOf
            = [device](const QFont& font) { return device ? QFontMetricsF(font, device) : QFontMetricsF(font); };
        const QFontMetricsF body = metricsOf(layout.bodyFont);
        const QFontMetricsF headline = metricsOf(layout.headlineFont);
        layout.bodyLineHeight = body.lineSpacing();
        layout.margin = layout.bodyLineHeight * 0.6;
        layout.headlineHeight = headline.lineSpacing() + 1.5 * layout.margin;
        for (const QString& line : caption.lines())
            layout.captionLines += wrappedCaptionLine(line, body, size.width() - 2 * layout.margin);
        layout.captionHeight
            = static_cast<double>(layout.captionLines.size()) * layout.bodyLineHeight + 2 * layout.margin;
        if (!caption.stats.empty()) {
            const QFontMetricsF heading = metricsOf(layout.statsHeadingFont);
            double widest = 0;
            for (const ExportStat& stat : caption.stats)
                widest = std::max(widest,
                    stat.value.isEmpty() ? heading.horizontalAdvance(stat.label)
                                         : body.horizontalAdvance(stat.label) + layout.unit * 1.5
                            + heading.horizontalAdvance(stat.value));
            layout.statsRowHeight = layout.bodyLineHeight * 1.2;
            layout.statsWidth = std::min(widest + 2 * layout.margin, size.width() * 0.36);
            layout.statsHeight = static_cast<double>(caption.stats.size()) * layout.statsRowHeight + 2 * layout.margin;
        }
        return layout;
    }

    QColor textColourOn(const QColor& background)
    {
        return background.lightnessF() > 0.5 ? QColor(30, 30, 30) : QColor(230, 230, 230);
    }

    void paintStatsBox(QPainter& painter, const QRectF& box, const ExportLayout& layout,
        const std::vector<ExportStat>& stats, const QColor& background)
    {
        const bool light = background.lightnessF() > 0.5;
        const QColor text = textColourOn(background);
        painter.save();
        painter.setPen(QPen(light ? QColor(190, 190, 190) : QColor(90, 90, 90), 1));
        painter.setBrush(light ? QColor(245, 246, 248) : QColor(44, 46, 50));
        painter.drawRoundedRect(box, layout.margin * 0.5, layout.margin * 0.5);
        double y = box.top() + layout.margin;
        const double left = box.left() + layout.margin;
        const double width = box.width() - 2 * layout.margin;
        for (const ExportStat& stat : stats) {
            if (y + layout.statsRowHeight > box.bottom() + 0.5)
                break;
            const QRectF row(left, y, width, layout.statsRowHeight);
            if (stat.value.isEmpty()) {
                painter.setFont(layout.statsHeadingFont);
                painter.setPen(text);
                painter.drawText(row, Qt::AlignLeft | Qt::AlignVCenter,
                    QFontMetricsF(layout.statsHeadingFont, painter.device())
                        .elidedText(stat.label, Qt::ElideRight, width));
            } else {
                painter.setFont(layout.statsFont);
                painter.setPen(light ? QColor(80, 80, 80) : QColor(180, 180, 180));
                painter.drawText(row, Qt::AlignLeft | Qt::AlignVCenter, stat.label);
                painter.setFont(layout.statsHeadingFont);
                painter.setPen(text);
                painter.drawText(row, Qt::AlignRight | Qt::AlignVCenter, stat.value);
            }
            y += layout.statsRowHeight;
        }
        painter.restore();
    }
}

double exportTextPixels(QSizeF imageSize)
{
    return std::max(11.0, std::min(imageSize.width() / 80, imageSize.height() / 22));
}

double exportTextPixels(const QPainter& painter)
{
    const QPaintDevice* device = painter.device();
    return device ? exportTextPixels(QSizeF(device->width(), device->height())) : 11.0;
}

QSize fittedExportSize(QSize requested, const ImageCaption& caption, double contentLines)
{
    QSize size = requested;
    // Twice: the text grows with the image, and the image's height follows the text.
    for (int pass = 0; pass < 2; ++pass) {
        const ExportLayout layout = exportLayout(QSizeF(size), caption, QApplication::font(), nullptr);
        const double content = std::max(contentLines * layout.bodyLineHeight, layout.statsHeight + layout.margin);
        const double height = layout.headlineHeight + content + layout.captionHeight;
        size.setHeight(std::min(requested.height(), static_cast<int>(std::ceil(height))));
    }
    return size;
}

ImageCaption ImageCaption::forTarget(
    const TargetInfo& target, const QString& test, const QString& settings, const QString& results, const QString& date)
{
    ImageCaption caption;
    if (target.drive && target.drive->model.trimmed().isEmpty() && target.kind != TargetInfo::Kind::TestFile) {
        // No model to name: the drive in words ("4 GB loop device", as the run's label says it), its
        // device node in the caption.
        caption.driveModel = driveInWords(target, true);
        caption.device = target.drive->devicePath.isEmpty() ? target.path : target.drive->devicePath;
        caption.firmware = target.drive->firmware;
    } else {
        if (target.drive) {
            caption.driveModel = target.drive->model;
            caption.firmware = target.drive->firmware;
            if (target.drive->sizeBytes > 0)
                caption.capacity = decimalSize(target.drive->sizeBytes);
            caption.transport = target.drive->transport;
        }
        if (target.kind == TargetInfo::Kind::TestFile && target.imported) {
            // Another program's test file: the drive it named, or the file in that program's words.
            if (caption.driveModel.isEmpty())
                caption.driveModel = target.path;
            else
                caption.device = target.path;
        } else if (target.kind == TargetInfo::Kind::TestFile) {
            const QString drive
                = caption.driveModel.isEmpty() && target.drive ? target.drive->name : caption.driveModel;
            caption.driveModel = target.sizeBytes > 0
                ? QApplication::translate("ImageCaption", "%1 test file on %2")
                      .arg(decimalSize(target.sizeBytes), drive.isEmpty() ? target.path : drive)
                : QApplication::translate("ImageCaption", "test file on %1").arg(drive.isEmpty() ? target.path : drive);
        } else if (caption.driveModel.isEmpty())
            caption.driveModel = target.path;
        if (caption.capacity.isEmpty() && target.sizeBytes > 0)
            caption.capacity = decimalSize(target.sizeBytes);
    }
    caption.test = test;
    caption.settings = settings;
    caption.results = results;
    caption.date
        = date.isEmpty() ? QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'")) : date;
    caption.version = QStringLiteral(DRIVESCOPE_VERSION);
    return caption;
}

ImageCaption ImageCaption::forTargets(const std::vector<TargetInfo>& targets, const QString& test,
    const QString& settings, const QString& results, const QString& date)
{
    if (targets.size() < 2)
        return forTarget(targets.empty() ? TargetInfo {} : targets.front(), test, settings, results, date);
    ImageCaption caption = forTarget(targets.front(), test, settings, results, date);
    // Each drive by its model (or name), the same model counted: "2 × WDC WD5000AAKS + zram1", short
    // enough for the headline's one line.
    QStringList names;
    std::vector<int> counts;
    for (const TargetInfo& target : targets) {
        const ImageCaption one = forTarget(target, test, settings, results, date);
        const QString name = !target.drive  ? target.path
            : target.drive->model.isEmpty() ? target.drive->name
                                            : target.drive->model;
        if (const qsizetype seen = names.indexOf(name); seen >= 0)
            ++counts[static_cast<size_t>(seen)];
        else {
            names += name;
            counts.push_back(1);
        }
        if (one.firmware != caption.firmware)
            caption.firmware.clear();
        if (one.capacity != caption.capacity)
            caption.capacity.clear();
        if (one.transport != caption.transport)
            caption.transport.clear();
    }
    for (qsizetype index = 0; index < names.size(); ++index)
        if (counts[static_cast<size_t>(index)] > 1)
            names[index] = QStringLiteral("%1 × %2").arg(counts[static_cast<size_t>(index)]).arg(names[index]);
    caption.driveModel = names.join(QStringLiteral(" + "));
    caption.device.clear();
    return caption;
}

QString ImageCaption::headline() const
{
    QStringList drive { driveModel };
    if (!capacity.isEmpty())
        drive += capacity;
    if (!transport.isEmpty())
        drive += interfaceName(transport);
    // %1 the drive ("Samsung SSD 870 · 1.0 TB · SATA"), %2 the test ("Surface read")
    return QApplication::translate("ImageCaption", "%1 — %2").arg(drive.join(QStringLiteral(" · ")), test);
}

QStringList ImageCaption::lines() const
{
    QStringList drive { driveModel };
    if (!device.isEmpty())
        drive += device;
    if (!firmware.isEmpty())
        drive += QApplication::translate("ImageCaption", "firmware %1").arg(firmware);
    if (!capacity.isEmpty())
        drive += capacity;
    if (!transport.isEmpty())
        drive += interfaceName(transport);
    QStringList lines { drive.join(QStringLiteral(" · ")),
        QStringLiteral("%1: %2").arg(test, settingsWithoutTest(settings, test)) };
    if (!results.isEmpty())
        lines += results;
    if (!accounting.isEmpty())
        lines += accounting;
    if (!host.isEmpty()) {
        QStringList machine;
        if (!host.hostname.isEmpty())
            machine += QApplication::translate("ImageCaption", "host %1").arg(host.hostname);
        if (!host.os.isEmpty())
            machine += host.os;
        if (!host.kernel.isEmpty())
            machine += QApplication::translate("ImageCaption", "kernel %1").arg(host.kernel);
        lines += QApplication::translate("ImageCaption", "Ran on %1").arg(machine.join(QStringLiteral(" · ")));
    }
    lines += QApplication::translate("ImageCaption", "%1 · DriveScope %2").arg(date, version);
    return lines;
}

void paintChart(QChart* chart, QPainter& painter, const QRectF& area)
{
    // The chart is laid out again at the export size and put back afterwards, so the image has the
    // resolution asked for and the window does not change.
    const QRectF oldGeometry = chart->geometry();
    std::unique_ptr<QGraphicsScene> ownScene;
    QGraphicsScene* scene = chart->scene();
    if (!scene) {
        ownScene = std::make_unique<QGraphicsScene>();
        ownScene->addItem(chart);
        scene = ownScene.get();
    }
    // The text grows with the image (a chart drawn with the window's 9 pt labels is unreadable at
    // half the size of a 1600-pixel image); the window's fonts are put back afterwards.
    // (From the longer side: a page drawing two charts side by side gives each a narrow area.)
    const double labelPixels
        = std::max(11.0, std::min(std::max(area.width(), area.height() * 1.25) / 62, area.height() / 30));
    auto scaled = [labelPixels](QFont font, double factor) {
        font.setPixelSize(static_cast<int>(std::lround(labelPixels * factor)));
        return font;
    };
    const QFont oldTitleFont = chart->titleFont();
    const QFont oldLegendFont = chart->legend()->font();
    struct AxisFonts {
        QAbstractAxis* axis;
        QFont labels;
        QFont title;
    };
    std::vector<AxisFonts> axisFonts;
    for (QAbstractAxis* axis : chart->axes()) {
        axisFonts.push_back({ axis, axis->labelsFont(), axis->titleFont() });
        axis->setLabelsFont(scaled(axis->labelsFont(), 1.0));
        axis->setTitleFont(scaled(axis->titleFont(), 1.05));
    }
    chart->setTitleFont(scaled(oldTitleFont, 1.2));
    chart->legend()->setFont(scaled(oldLegendFont, 1.0));

    chart->setGeometry(QRectF(oldGeometry.topLeft(), area.size()));
    if (chart->layout())
        chart->layout()->activate();
    scene->render(&painter, area, QRectF(oldGeometry.topLeft(), area.size()));

    for (const AxisFonts& fonts : axisFonts) {
        fonts.axis->setLabelsFont(fonts.labels);
        fonts.axis->setTitleFont(fonts.title);
    }
    chart->setTitleFont(oldTitleFont);
    chart->legend()->setFont(oldLegendFont);
    chart->setGeometry(oldGeometry);
    if (chart->layout())
        chart->layout()->activate();
    if (ownScene)
        ownScene->removeItem(chart);
}

void paintWidget(QWidget* widget, QPainter& painter, const QRectF& area)
{
    const QSize size = widget->size().isEmpty() ? widget->sizeHint() : widget->size();
    if (size.isEmpty())
        return;
    const double scale = std::min(area.width() / size.width(), area.height() / size.height());
    painter.save();
    painter.translate(area.topLeft() + QPointF((area.width() - size.width() * scale) / 2, 0));
    painter.scale(scale, scale);
    widget->render(&painter, QPoint(), QRegion(), QWidget::DrawChildren);
    painter.restore();
}

void paintWithCaption(QPainter& painter, const QRectF& area, const ContentPainter& content, const ImageCaption& caption,
    const QColor& background)
{
    const ExportLayout layout = exportLayout(area.size(), caption, painter.font(), painter.device());
    const QStringList& lines = layout.captionLines;
    const double margin = layout.margin;
    const QColor text = textColourOn(background);

    painter.fillRect(area, background);
    painter.save();
    painter.setFont(layout.headlineFont);
    painter.setPen(text);
    const QRectF headline(
        area.left() + margin, area.top() + margin, area.width() - 2 * margin, layout.headlineHeight - 1.5 * margin);
    painter.drawText(headline, Qt::AlignLeft | Qt::AlignVCenter,
        QFontMetricsF(layout.headlineFont, painter.device())
            .elidedText(caption.headline(), Qt::ElideRight, headline.width()));
    painter.restore();

    const double contentTop = area.top() + layout.headlineHeight;
    const double contentHeight = std::max(1.0, area.height() - layout.headlineHeight - layout.captionHeight);
    const double statsSpace = layout.statsWidth > 0 ? layout.statsWidth + 2 * margin : 0;
    const QRectF contentArea(area.left(), contentTop, std::max(1.0, area.width() - statsSpace), contentHeight);
    painter.save();
    content(painter, contentArea);
    painter.restore();
    if (layout.statsWidth > 0) {
        const QRectF box(area.right() - margin - layout.statsWidth, contentTop + margin / 2, layout.statsWidth,
            std::min(layout.statsHeight, contentHeight - margin));
        paintStatsBox(painter, box, layout, caption.stats, background);
    }

    painter.save();
    painter.setPen(QPen(text.lighter(background.lightnessF() > 0.5 ? 300 : 60), 1));
    const double captionTop = contentTop + contentHeight;
    painter.drawLine(QPointF(area.left() + margin, captionTop), QPointF(area.right() - margin, captionTop));
    painter.setFont(layout.bodyFont);
    painter.setPen(text);
    const QFontMetricsF metrics(layout.bodyFont, painter.device());
    double y = captionTop + margin;
    for (const QString& line : lines) {
        painter.drawText(QRectF(area.left() + margin, y, area.width() - 2 * margin, layout.bodyLineHeight),
            Qt::AlignLeft | Qt::AlignVCenter, metrics.elidedText(line, Qt::ElideRight, area.width() - 2 * margin));
        y += layout.bodyLineHeight;
    }
    painter.restore();
}

QImage renderImage(const ContentPainter& content, const ImageCaption& caption, QSize size, const QColor& background)
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(background);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    paintWithCaption(painter, QRectF(QPointF(0, 0), QSizeF(size)), content, caption, background);
    painter.end();
    return image;
}

// Written as every file DriveScope saves (SafeSaveFile: no link followed, no device's node replaced),
// and never over a session.
static std::unique_ptr<SafeSaveFile> imageFile(const QString& path, QString* error)
{
    try {
        checkOutputKeepsSessions(path, QApplication::translate("Export", "an image"));
        return std::make_unique<SafeSaveFile>(path, QApplication::translate("Export", "an image"));
    } catch (const UserError& refusal) {
        if (error)
            *error = refusal.message();
        return nullptr;
    }
}

static bool commitImage(SafeSaveFile& file, QString* error)
{
    try {
        file.commit();
        return true;
    } catch (const UserError& failure) {
        if (error)
            *error = failure.message();
        return false;
    }
}

bool savePng(const QImage& image, const QString& path, QString* error)
{
    const std::unique_ptr<SafeSaveFile> file = imageFile(path, error);
    if (!file)
        return false;
    QImageWriter writer(&file->device(), "png");
    if (!writer.write(image)) {
        if (error)
            *error = QApplication::translate("Export", "Cannot write %1: %2").arg(path, writer.errorString());
        return false;
    }
    return commitImage(*file, error);
}

bool saveSvg(const ContentPainter& content, const ImageCaption& caption, QSize size, const QColor& background,
    const QString& path, QString* error)
{
    const std::unique_ptr<SafeSaveFile> file = imageFile(path, error);
    if (!file)
        return false;
    QSvgGenerator generator;
    generator.setOutputDevice(&file->device());
    generator.setSize(size);
    generator.setViewBox(QRect(QPoint(0, 0), size));
    generator.setTitle(caption.headline());
    generator.setDescription(caption.lines().join(QLatin1Char('\n')));
    QPainter painter;
    if (!painter.begin(&generator)) {
        if (error)
            *error = QApplication::translate("Export", "Cannot write %1: the SVG could not be started").arg(path);
        return false;
    }
    paintWithCaption(painter, QRectF(QPointF(0, 0), QSizeF(size)), content, caption, background);
    painter.end();
    return commitImage(*file, error);
}

void copyImageToClipboard(const QImage& image) { QApplication::clipboard()->setImage(image); }

} // namespace ds
