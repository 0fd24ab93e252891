#include "chartexport.h"

#include "translation.h"
#include "usererror.h"
#include "userfile.h"

#include <QApplication>
#include <QChart>
#include <QClipboard>
#include <QDateTime>
#include <QFile>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QImageWriter>
#include <QPainter>
#include <QSaveFile>
#include <QSvgGenerator>
#include <QWidget>

#include <memory>

namespace ds {

namespace {
    QString decimalSize(uint64_t bytes)
    {
        const double value = static_cast<double>(bytes);
        if (value >= 1e12)
            return QStringLiteral("%1 TB").arg(formatDecimal(value / 1e12, 2));
        if (value >= 1e9)
            return QStringLiteral("%1 GB").arg(formatDecimal(value / 1e9, 1));
        return QStringLiteral("%1 MB").arg(formatDecimal(value / 1e6, 0));
    }
}

ImageCaption ImageCaption::forTarget(
    const TargetInfo& target, const QString& test, const QString& settings, const QString& results, const QString& date)
{
    ImageCaption caption;
    if (target.drive) {
        caption.driveModel = target.drive->model.isEmpty() ? target.drive->name : target.drive->model;
        caption.firmware = target.drive->firmware;
        caption.capacity = decimalSize(target.drive->sizeBytes);
        caption.transport = target.drive->transport;
    }
    if (target.kind == TargetInfo::Kind::TestFile)
        caption.driveModel
            = QApplication::translate("ImageCaption", "%1 test file on %2")
                  .arg(decimalSize(target.sizeBytes), caption.driveModel.isEmpty() ? target.path : caption.driveModel);
    else if (caption.driveModel.isEmpty())
        caption.driveModel = target.path;
    if (caption.capacity.isEmpty())
        caption.capacity = decimalSize(target.sizeBytes);
    caption.test = test;
    caption.settings = settings;
    caption.results = results;
    caption.date
        = date.isEmpty() ? QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'")) : date;
    caption.version = QStringLiteral(DRIVESCOPE_VERSION);
    return caption;
}

QStringList ImageCaption::lines() const
{
    QStringList drive { driveModel };
    if (!firmware.isEmpty())
        drive += QApplication::translate("ImageCaption", "firmware %1").arg(firmware);
    if (!capacity.isEmpty())
        drive += capacity;
    if (!transport.isEmpty())
        drive += transport;
    QStringList lines { drive.join(QStringLiteral(" · ")), QStringLiteral("%1: %2").arg(test, settings) };
    if (!results.isEmpty())
        lines += results;
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
    chart->setGeometry(QRectF(oldGeometry.topLeft(), area.size()));
    if (chart->layout())
        chart->layout()->activate();
    scene->render(&painter, area, QRectF(oldGeometry.topLeft(), area.size()));
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
    const QStringList lines = caption.lines();
    QFont font = painter.font();
    font.setPixelSize(std::max(11, static_cast<int>(area.height() / 55)));
    const QFontMetricsF metrics(font, painter.device());
    const double lineHeight = metrics.lineSpacing();
    const double margin = lineHeight * 0.6;
    const double captionHeight = lines.size() * lineHeight + 2 * margin;

    painter.fillRect(area, background);
    const QRectF contentArea(area.left(), area.top(), area.width(), std::max(1.0, area.height() - captionHeight));
    content(painter, contentArea);

    const QColor text = background.lightnessF() > 0.5 ? QColor(30, 30, 30) : QColor(230, 230, 230);
    painter.save();
    painter.setPen(QPen(text.lighter(background.lightnessF() > 0.5 ? 300 : 60), 1));
    painter.drawLine(
        QPointF(area.left() + margin, contentArea.bottom()), QPointF(area.right() - margin, contentArea.bottom()));
    painter.setFont(font);
    painter.setPen(text);
    double y = contentArea.bottom() + margin;
    for (const QString& line : lines) {
        painter.drawText(QRectF(area.left() + margin, y, area.width() - 2 * margin, lineHeight),
            Qt::AlignLeft | Qt::AlignVCenter, metrics.elidedText(line, Qt::ElideRight, area.width() - 2 * margin));
        y += lineHeight;
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

// A device or pipe at the path is refused (QSaveFile would rename the image over a device's node).
static bool mayWriteImage(const QString& path, QString* error)
{
    try {
        checkOutputFile(path, QApplication::translate("Export", "an image"));
        checkOutputKeepsSessions(path, QApplication::translate("Export", "an image"));
        return true;
    } catch (const UserError& refusal) {
        if (error)
            *error = refusal.message();
        return false;
    }
}

bool savePng(const QImage& image, const QString& path, QString* error)
{
    if (!mayWriteImage(path, error))
        return false;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = QApplication::translate("Export", "Cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    QImageWriter writer(&file, "png");
    if (!writer.write(image)) {
        if (error)
            *error = QApplication::translate("Export", "Cannot write %1: %2").arg(path, writer.errorString());
        file.cancelWriting();
        return false;
    }
    if (!file.commit()) {
        if (error)
            *error = QApplication::translate("Export", "Cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

bool saveSvg(const ContentPainter& content, const ImageCaption& caption, QSize size, const QColor& background,
    const QString& path, QString* error)
{
    if (!mayWriteImage(path, error))
        return false;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = QApplication::translate("Export", "Cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    QSvgGenerator generator;
    generator.setOutputDevice(&file);
    generator.setSize(size);
    generator.setViewBox(QRect(QPoint(0, 0), size));
    generator.setTitle(caption.test);
    generator.setDescription(caption.lines().join(QLatin1Char('\n')));
    QPainter painter;
    if (!painter.begin(&generator)) {
        if (error)
            *error = QApplication::translate("Export", "Cannot write %1: the SVG could not be started").arg(path);
        file.cancelWriting();
        return false;
    }
    paintWithCaption(painter, QRectF(QPointF(0, 0), QSizeF(size)), content, caption, background);
    painter.end();
    if (!file.commit()) {
        if (error)
            *error = QApplication::translate("Export", "Cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

void copyImageToClipboard(const QImage& image) { QApplication::clipboard()->setImage(image); }

} // namespace ds
