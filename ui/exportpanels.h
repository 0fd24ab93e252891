#pragma once

#include "chartexport.h"
#include "run/runner/runupdates.h"

#include <QCoreApplication>

#include <vector>

class QPainter;
class QRectF;

namespace ds {

// What an exported image shows beside and instead of a chart: the headline figures of a result (HD
// Tune's side panel) and the quick suite's card (CrystalDiskMark's grid). Drawn from the result, not
// from the page's widgets, so an image says the same whatever the window shows.
class ExportPanels {
    Q_DECLARE_TR_FUNCTIONS(ExportPanels)
public:
    // The test as the headline names it: "Surface read", "Surface write", or the page's title.
    static QString testName(const FinishedRun& outcome, const QString& pageTitle);
    // The stats box's lines for a result; empty when it has no figures (or the quick suite, whose
    // card is the figures).
    static std::vector<ExportStat> statsOf(const FinishedRun& run);

    // The quick suite's card: tests × read and write, MB/s large, IOPS and latency small.
    static void paintQuickSuiteCard(
        QPainter& painter, const QRectF& area, const QuickSuiteResult& result, double textPixels);
    // Its height in lines of the image's body text.
    static double quickSuiteCardLines(const QuickSuiteResult& result);
};

} // namespace ds
