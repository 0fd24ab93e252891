#pragma once

#include "model/session.h"
#include "model/targetinfo.h"

#include <QImage>
#include <QSize>
#include <QString>
#include <QStringList>

#include <functional>

class QChart;
class QPainter;
class QRectF;
class QWidget;

namespace ds {

// One line of an image's stats box (HD Tune's side panel): a label and its figure; a line without a
// value heads a group.
struct ExportStat {
    QString label;
    QString value;
};

// What every exported image says about itself, so a picture pasted into a review still tells which
// drive, which test and which settings it shows, and on which machine it ran.
struct ImageCaption {
    QString driveModel; // the model, else the drive in words ("4 GB loop device")
    QString device; // the device node where the drive is named in words: "/dev/loop14"
    QString firmware;
    QString capacity;
    QString transport;
    QString test; // "Surface read"
    QString settings; // the plan in words
    QString results; // the headline figures, may be empty
    QString accounting; // what the device confirmed of them (DeviceAccounting::summary), may be empty
    QString date;
    QString version; // DriveScope's
    HostFacts host; // where the run ran; empty: not known
    std::vector<ExportStat> stats; // the stats box beside the picture; empty: none

    // Fills the drive lines from a target; date defaults to now, version to this build.
    static ImageCaption forTarget(const TargetInfo& target, const QString& test, const QString& settings,
        const QString& results = QString(), const QString& date = QString());
    // The same for a run on several targets: every drive is named ("Samsung SSD 870 + zram1"); the
    // firmware, capacity and interface only where they are the same for all.
    static ImageCaption forTargets(const std::vector<TargetInfo>& targets, const QString& test, const QString& settings,
        const QString& results = QString(), const QString& date = QString());
    // The title line above the picture: drive model, capacity, interface and the test.
    QString headline() const;
    // The lines under the picture.
    QStringList lines() const;
};

// Draws the picture itself into the rectangle it is given.
using ContentPainter = std::function<void(QPainter& painter, const QRectF& area)>;

constexpr QSize kDefaultExportSize { 1600, 1000 };

// The size of the images' body text in pixels: it grows with the image, so an image shown at half its
// size in an article stays readable.
double exportTextPixels(QSizeF imageSize);
// The same for the image a painter paints (its device's size).
double exportTextPixels(const QPainter& painter);
// An image of the requested width whose height fits a picture `contentLines` body-text lines high
// with its headline, stats box and caption (the quick suite's card has no blank lower third).
QSize fittedExportSize(QSize requested, const ImageCaption& caption, double contentLines);

// Paints a chart at the given size, whatever its size on screen (not a screen grab), its text scaled
// to that size.
void paintChart(QChart* chart, QPainter& painter, const QRectF& area);
// Paints a widget scaled into the area.
void paintWidget(QWidget* widget, QPainter& painter, const QRectF& area);

// The headline above, the content with the stats box beside it, the caption below, on the background
// colour given.
void paintWithCaption(QPainter& painter, const QRectF& area, const ContentPainter& content, const ImageCaption& caption,
    const QColor& background);
QImage renderImage(const ContentPainter& content, const ImageCaption& caption, QSize size, const QColor& background);

// Return false and set *error (with the path and the reason) when the file cannot be written.
bool savePng(const QImage& image, const QString& path, QString* error);
bool saveSvg(const ContentPainter& content, const ImageCaption& caption, QSize size, const QColor& background,
    const QString& path, QString* error);
void copyImageToClipboard(const QImage& image);

} // namespace ds
