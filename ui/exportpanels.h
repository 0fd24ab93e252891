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

    // The quick suite card's words: its two headings ("Read (MB/s)") and per row its read and write
    // cells, the figure in `unit` large and the other two small under it ("3004 IOPS · 332.9 µs").
    struct QuickCardCell {
        QString figure; // "–" where the side did not run
        QString detail; // empty where it did not run
        // (The mix row's write cell holds no figure: its detail says the mix's read and write shares.)
    };
    struct QuickCardText {
        QString headings[2];
        // Per row the name as its button shows it, on two lines: "SEQ1M" / "Q8T1", "MIX" / "RND4K Q32T1".
        QStringList names;
        QString comment; // the user's comment, under the grid; empty: none
        std::vector<std::pair<QuickCardCell, QuickCardCell>> rows; // read (or the mix row's one), write
    };
    static QuickCardText quickSuiteCardText(const QuickSuiteResult& result, DisplayUnit unit);
    // The quick suite's card (CrystalDiskMark's grid) of quickSuiteCardText.
    static void paintQuickSuiteCard(QPainter& painter, const QRectF& area, const QuickSuiteResult& result,
        double textPixels, DisplayUnit unit = DisplayUnit::MegabytesPerSecond);
    // Its height in lines of the image's body text.
    static double quickSuiteCardLines(const QuickSuiteResult& result);
};

} // namespace ds
